package io.github.plateau.cli;

import io.github.plateau.core.Game;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.Position;
import io.github.plateau.core.Side;
import io.github.plateau.core.text.Quoting;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Helpers shared by the commands: reading a position or a side, writing the legal moves. */
final class Positions {
  private Positions() {}

  /**
   * The position a command starts from.
   *
   * @param game the game
   * @param fen the {@code --fen} option: a position in the game's notation, or empty for the start
   * @param <P> the position type
   * @param <M> the move type
   * @return the position
   * @throws InputException if the text is malformed or the position cannot exist
   */
  static <P extends Position<P, M>, M> P initial(Game<P, M> game, Optional<String> fen) {
    if (fen.isEmpty()) {
      return game.start();
    }
    try {
      return game.parse(fen.get().strip());
    } catch (PlateauException e) {
      throw new InputException("bad --fen: " + e.getMessage(), e);
    }
  }

  /**
   * The legal moves of a position in the game's standard notation.
   *
   * @param game the game
   * @param position the position
   * @param <P> the position type
   * @param <M> the move type
   * @return the moves' texts in {@link String} natural order
   */
  static <P extends Position<P, M>, M> List<String> sortedMoves(Game<P, M> game, P position) {
    List<String> moves = new ArrayList<>();
    for (M move : position.legalMoves()) {
      moves.add(game.formatMove(position, move));
    }
    moves.sort(null);
    return moves;
  }

  /**
   * A side named on the command line.
   *
   * @param game the game
   * @param text a side's name in any case, or its 1-based index in turn order
   * @return the side
   * @throws UsageException if no side of the game fits
   */
  static Side side(Game<?, ?> game, String text) {
    List<Side> sides = game.sides();
    String wanted = text.strip();
    for (Side side : sides) {
      if (side.name().equalsIgnoreCase(wanted)) {
        return side;
      }
    }
    if (wanted.matches("[0-9]{1,9}")) {
      int index = Integer.parseInt(wanted);
      if (index >= 1 && index <= sides.size()) {
        return sides.get(index - 1);
      }
    }
    List<String> names = new ArrayList<>();
    for (Side side : sides) {
      names.add(side.name().toLowerCase(Locale.ROOT));
    }
    throw new UsageException(
        "unknown side '"
            + Quoting.shown(text)
            + "' for "
            + game.name()
            + " (sides: "
            + String.join(", ", names)
            + ", or 1 to "
            + sides.size()
            + ")");
  }
}
