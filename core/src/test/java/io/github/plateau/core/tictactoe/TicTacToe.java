package io.github.plateau.core.tictactoe;

import io.github.plateau.core.Game;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Side;
import java.util.List;

/**
 * Tic-tac-toe: the small complete game that proves the core contracts and the contract suite.
 *
 * <p>Position notation: the three rows from the top (row 3) down, {@code X}, {@code O} or {@code .}
 * per cell, separated by {@code /}, then a space and the side to move: {@code "X../.O./... X"}.
 * Moves: the cell, file {@code a..c} and row {@code 1..3}: {@code "b2"}.
 */
public final class TicTacToe implements Game<TicTacToePosition, Cell> {
  private final Bug bug;

  /** The correct game. */
  public TicTacToe() {
    this(Bug.NONE);
  }

  /**
   * A game with a planted defect, for testing the contract suite.
   *
   * @param bug the defect
   */
  public TicTacToe(Bug bug) {
    this.bug = bug;
  }

  Bug bug() {
    return bug;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof TicTacToe t && t.bug == bug;
  }

  @Override
  public int hashCode() {
    return bug.hashCode();
  }

  @Override
  public String id() {
    return "tictactoe";
  }

  @Override
  public String name() {
    return bug == Bug.NONE ? "Tic-tac-toe" : "Tic-tac-toe with " + bug;
  }

  @Override
  public List<Side> sides() {
    return List.of(Mark.X, Mark.O);
  }

  @Override
  public TicTacToePosition start() {
    return TicTacToePosition.of(this, 0, 0, Mark.X);
  }

  @Override
  public TicTacToePosition parse(String text) {
    if (text == null) {
      throw new NotationException("no position", "", 0);
    }
    if (text.length() != 13) {
      throw new NotationException(
          "a position has 13 characters, not " + text.length(), text, Math.min(text.length(), 13));
    }
    int x = 0;
    int o = 0;
    for (int i = 0; i < 11; i++) {
      char c = text.charAt(i);
      if (i % 4 == 3) {
        if (c != '/') {
          throw new NotationException("expected '/' between rows", text, i);
        }
        continue;
      }
      int cell = 3 * (2 - i / 4) + i % 4;
      switch (c) {
        case 'X' -> x |= 1 << cell;
        case 'O' -> {
          if (bug == Bug.PARSE_CRASHES_ON_MIDDLE_O && i / 4 == 1) {
            throw new NullPointerException("planted defect");
          }
          o |= 1 << cell;
        }
        case '.' -> {}
        default -> throw new NotationException("expected X, O or '.', not '" + c + "'", text, i);
      }
    }
    if (text.charAt(11) != ' ') {
      throw new NotationException("expected a space before the side to move", text, 11);
    }
    Mark side =
        switch (text.charAt(12)) {
          case 'X' -> Mark.X;
          case 'O' -> Mark.O;
          default -> throw new NotationException("the side to move is X or O", text, 12);
        };
    int xs = Integer.bitCount(x);
    int os = Integer.bitCount(o);
    Mark expected = xs == os ? Mark.X : Mark.O;
    if (xs != os && xs != os + 1) {
      throw new IllegalPositionException(
          "X has " + xs + " marks and O " + os + ": X moves first, so X has as many or one more");
    }
    if (side != expected) {
      throw new IllegalPositionException(
          "with " + xs + " X and " + os + " O it is " + expected + "'s turn, not " + side + "'s");
    }
    if (TicTacToePosition.hasLine(x) && TicTacToePosition.hasLine(o)) {
      throw new IllegalPositionException("both X and O have a line of three");
    }
    if (TicTacToePosition.hasLine(side == Mark.X ? x : o)) {
      throw new IllegalPositionException(side + " has a line of three but is to move");
    }
    return TicTacToePosition.of(this, x, o, side);
  }

  @Override
  public Cell parseMove(TicTacToePosition position, String text) {
    if (text == null) {
      throw new NotationException("no move", "", 0);
    }
    if (text.length() != 2) {
      throw new NotationException("a move is a cell such as b2", text, 0);
    }
    int file = text.charAt(0) - 'a';
    int row = text.charAt(1) - '1';
    if (file < 0 || file > 2) {
      throw new NotationException("the file is a, b or c", text, 0);
    }
    if (row < 0 || row > 2) {
      throw new NotationException("the row is 1, 2 or 3", text, 1);
    }
    Cell cell = new Cell(3 * row + file);
    if (!position.isLegal(cell)) {
      throw new IllegalMoveException(text + " is not legal in " + position);
    }
    return cell;
  }

  @Override
  public String formatMove(TicTacToePosition position, Cell move) {
    if (!position.isLegal(move)) {
      throw new IllegalMoveException(move + " is not legal in " + position);
    }
    return bug == Bug.C3_WRITTEN_WRONG && move.index() == 8 ? "c2" : move.toString();
  }
}
