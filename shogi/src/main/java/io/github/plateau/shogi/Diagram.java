package io.github.plateau.shogi;

import io.github.plateau.core.Outcome;
import java.util.Optional;

/**
 * Draws a position for a terminal: gote's hand, the board with files 9 to 1 above it and ranks a to
 * i on its right (sente upper case, gote lower case, {@code +} before a promoted piece), sente's
 * hand, then whose move it is or how the game ended.
 */
final class Diagram {
  private static final int[] HAND_ORDER = {7, 6, 5, 4, 3, 2, 1};

  private Diagram() {}

  static String draw(ShogiPosition position) {
    Board board = position.board();
    StringBuilder out = new StringBuilder(512);
    out.append("gote hand: ").append(hand(board, 1)).append('\n');
    out.append("  9  8  7  6  5  4  3  2  1\n");
    out.append("+---------------------------+\n");
    for (int rank = 0; rank < 9; rank++) {
      out.append('|');
      for (int column = 0; column < 9; column++) {
        int code = board.cells[Geometry.square(rank, column)];
        String symbol = code == PieceCodes.EMPTY ? "." : PositionText.symbol(code);
        out.append(symbol.length() == 1 ? " " + symbol + " " : symbol + " ");
      }
      out.append("| ").append((char) ('a' + rank)).append('\n');
    }
    out.append("+---------------------------+\n");
    out.append("sente hand: ").append(hand(board, 0)).append('\n');
    Optional<Outcome> outcome = position.outcome();
    if (outcome.isPresent()) {
      out.append(outcome.get());
    } else {
      out.append(position.sideToMove() == Color.SENTE ? "sente" : "gote")
          .append(" to move")
          .append(position.inCheck() ? ", in check" : "")
          .append(" (move ")
          .append(position.ply() + 1)
          .append(')');
    }
    return out.toString();
  }

  private static String hand(Board board, int color) {
    StringBuilder out = new StringBuilder();
    for (int type : HAND_ORDER) {
      int count = board.hands[color * 8 + type];
      if (count > 0) {
        out.append(out.length() == 0 ? "" : " ")
            .append(count > 1 ? String.valueOf(count) : "")
            .append(PieceCodes.LETTERS.charAt(type));
      }
    }
    return out.length() == 0 ? "-" : out.toString();
  }
}
