package io.github.plateau.core.tictactoe;

/**
 * A tic-tac-toe move: the cell marked, 0..8, {@code 3 * row + column} with row 0 the bottom row
 * ("a1" is 0, "c3" is 8).
 *
 * @param index the cell
 */
public record Cell(int index) {
  @Override
  public String toString() {
    return "" + (char) ('a' + index % 3) + (char) ('1' + index / 3);
  }
}
