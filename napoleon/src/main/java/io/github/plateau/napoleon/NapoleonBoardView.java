package io.github.plateau.napoleon;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.BoardView;
import java.util.Optional;

/**
 * What stands where in Napoleon Strategy, read-only: the view that {@link NapoleonPosition} and
 * {@link NapoleonSearchBoard} share, so that an evaluation or a renderer is written once and reads
 * either. Beyond core's view it gives counts by camp and kind and each camp's points beyond the
 * midline.
 */
public interface NapoleonBoardView extends BoardView<Square, Piece> {
  /**
   * The camp whose turn it is.
   *
   * @return the camp to move
   */
  @Override
  Camp sideToMove();

  /**
   * The piece on a square. Unlike core's contract, a square off this board is not refused: nothing
   * stands there.
   *
   * @param square a square
   * @return the piece, or empty if the square is empty or off the board
   * @throws IllegalArgumentException if the square is null
   */
  @Override
  Optional<Piece> pieceAt(Square square);

  /**
   * How many pieces of a camp and a kind stand on the board.
   *
   * @param camp the camp
   * @param kind the kind
   * @return the count, 0 for a camp that does not play in this game
   * @throws IllegalArgumentException if an argument is null
   */
  int count(Camp camp, Kind kind);

  /**
   * How many pieces of the piece's camp and kind stand on the board, whatever their orientation: a
   * cannon's orientation changes with every order, its count does not.
   *
   * @param piece the piece
   * @return the count, 0 or more
   * @throws IllegalArgumentException if the piece is null
   */
  @Override
  default int count(Piece piece) {
    checkArgument(piece != null, "piece is null");
    return count(piece.camp(), piece.kind());
  }

  /**
   * A camp's points beyond the midline: generals 2, drummers 0, other pieces 1; K of them win (K
   * per camp for an alliance of several).
   *
   * @param camp the camp
   * @return the points, 0 for a camp that does not play in this game
   * @throws IllegalArgumentException if the camp is null
   */
  int points(Camp camp);
}
