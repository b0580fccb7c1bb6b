package io.github.plateau.xiangqi;

import static io.github.plateau.xiangqi.PieceCodes.colorName;

import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.PositionRefusal;
import java.util.Locale;

/**
 * The checks that a placement is a position that can occur in a game: piece counts, the points each
 * kind can reach, generals not facing, the side that just moved not in check. Each refusal is an
 * {@link IllegalPositionException} naming the piece and point, with its {@link PositionRefusal}:
 * {@code TOO_MANY_PIECES}, {@code KING_COUNT} (no general), {@code PIECE_OUT_OF_PLACE} (a piece on
 * a point its kind never reaches, two soldiers on one file before the river) or {@code
 * OPPONENT_IN_CHECK} (the generals facing, the side that just moved in check).
 */
final class PositionCheck {
  private PositionCheck() {}

  /**
   * Refuses a placement that no game can reach, with the first check it fails.
   *
   * @param codes the piece code on each point ({@code rank * 9 + file}), 0 if empty
   * @param board the same placement on a board, with its side to move
   */
  static void check(byte[] codes, Board board) {
    int[] counts = new int[PieceCodes.OFF];
    for (int point = 0; point < 90; point++) {
      int code = codes[point];
      if (code != PieceCodes.EMPTY) {
        counts[code]++;
        checkPoint(code, point);
      }
    }
    for (int color : new int[] {PieceCodes.RED, PieceCodes.BLACK}) {
      for (Kind type : Kind.values()) {
        int count = counts[PieceCodes.of(color, type)];
        if (count > type.startCount()) {
          throw new IllegalPositionException(
              PositionRefusal.TOO_MANY_PIECES,
              colorName(color)
                  + " has "
                  + count
                  + " "
                  + plural(type)
                  + ", at most "
                  + type.startCount());
        }
      }
      if (counts[color | PieceCodes.GENERAL] == 0) {
        throw new IllegalPositionException(
            PositionRefusal.KING_COUNT, colorName(color) + " has no general");
      }
      checkSoldierFiles(codes, color);
    }
    int side = board.side;
    int red = board.general(0);
    int black = board.general(1);
    if (Geometry.file(red) == Geometry.file(black) && openBetween(board, red, black)) {
      throw new IllegalPositionException(
          PositionRefusal.OPPONENT_IN_CHECK,
          "the generals face each other on file "
              + (char) ('a' + Geometry.file(red))
              + " with nothing between them");
    }
    int waiting = side ^ 1;
    if (board.attacked(board.general(waiting), waiting)) {
      throw new IllegalPositionException(
          PositionRefusal.OPPONENT_IN_CHECK,
          colorName(PieceCodes.colorBit(waiting))
              + " is in check but it is "
              + colorName(PieceCodes.colorBit(side))
              + "'s turn: the side that just moved cannot have left its general attacked");
    }
  }

  private static void checkPoint(int code, int point) {
    int cell = Geometry.CELL[point];
    int file = point % 9;
    int rank = point / 9;
    boolean red = (code & PieceCodes.RED) != 0;
    int ownRank = red ? rank : 9 - rank; // ranks counted from the piece's own side
    String where = " on " + Square.ofIndex(point);
    switch (code & 7) {
      case PieceCodes.GENERAL -> {
        if (!Geometry.PALACE[cell] || ownRank > 2) {
          throw refuse(code, where + ": a general never leaves its palace");
        }
      }
      case PieceCodes.ADVISOR -> {
        if (!Geometry.ADVISOR_POINT[cell] || ownRank > 2) {
          throw refuse(
              code, where + ": an advisor stands only on the five diagonal points of its palace");
        }
      }
      case PieceCodes.ELEPHANT -> {
        if (!Geometry.ELEPHANT_POINT[cell] || ownRank > 4) {
          throw refuse(
              code,
              where + ": an elephant stands only on its seven points on its side of the river");
        }
      }
      case PieceCodes.SOLDIER -> {
        if (ownRank < 3) {
          throw refuse(code, where + ": behind its start rank (a soldier never moves back)");
        }
        if (ownRank < 5 && file % 2 != 0) {
          throw refuse(
              code,
              where
                  + ": before the river a soldier only moves forward on its start file (a, c, e, g,"
                  + " i)");
        }
      }
      default -> {
        // horses, chariots and cannons go anywhere
      }
    }
  }

  /** Before the river a soldier has stayed on its start file, so two there cannot share a file. */
  private static void checkSoldierFiles(byte[] codes, int color) {
    for (int file = 0; file < 9; file += 2) {
      int seen = -1;
      for (int ownRank = 3; ownRank <= 4; ownRank++) {
        int rank = color == PieceCodes.RED ? ownRank : 9 - ownRank;
        int point = rank * 9 + file;
        if (codes[point] == (color | PieceCodes.SOLDIER)) {
          if (seen >= 0) {
            throw new IllegalPositionException(
                PositionRefusal.PIECE_OUT_OF_PLACE,
                colorName(color)
                    + " soldiers on "
                    + Square.ofIndex(seen)
                    + " and "
                    + Square.ofIndex(point)
                    + ": only one soldier starts on each file and none has crossed the river");
          }
          seen = point;
        }
      }
    }
  }

  private static boolean openBetween(Board board, int a, int b) {
    int low = Math.min(a, b);
    int high = Math.max(a, b);
    for (int c = low + Geometry.STRIDE; c < high; c += Geometry.STRIDE) {
      if (board.squares[c] != PieceCodes.EMPTY) {
        return false;
      }
    }
    return true;
  }

  private static IllegalPositionException refuse(int code, String problem) {
    return new IllegalPositionException(
        PositionRefusal.PIECE_OUT_OF_PLACE, PieceCodes.name(code) + problem);
  }

  private static String plural(Kind type) {
    return type.name().toLowerCase(Locale.ROOT) + "s";
  }
}
