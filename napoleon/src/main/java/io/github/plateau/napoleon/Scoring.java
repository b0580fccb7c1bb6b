package io.github.plateau.napoleon;

/**
 * The points of one game's rules: which squares lie beyond the midline for each camp, and how many
 * points an alliance needs to win (K per camp of it, K'). Read on every node of a search, so the
 * tables are plain arrays made once per game.
 */
final class Scoring {
  private final boolean[][] beyond; // by camp ordinal, by square index
  private final long[] beyondMasks; // by camp ordinal, on boards of at most 64 squares
  private final int[] kPrime; // by alliance: 0 SOUTH's, 1 NORTH's

  Scoring(NapoleonRules rules, Geometry geometry) {
    beyond = new boolean[Camp.ALL.length][geometry.size];
    beyondMasks = new long[Camp.ALL.length];
    kPrime = new int[2];
    for (int alliance = 0; alliance < kPrime.length; alliance++) {
      kPrime[alliance] = rules.k() * rules.alliances().size(alliance);
    }
    int h = rules.height();
    int middle = h / 2; // 0-based middle rank when h is odd
    for (int sq = 0; sq < geometry.size; sq++) {
      int rank = sq / geometry.width;
      boolean south;
      boolean north;
      if (h % 2 == 0) {
        south = rank >= h / 2;
        north = rank < h / 2;
      } else {
        south = rank > middle || (rank == middle && rules.midline() == Midline.LOW);
        north = rank < middle || (rank == middle && rules.midline() == Midline.HIGH);
      }
      for (Camp camp : Camp.ALL) {
        boolean b = camp.team() == Camp.SOUTH ? south : north;
        beyond[camp.ordinal()][sq] = b;
        if (geometry.bitboards()) {
          beyondMasks[camp.ordinal()] |= b ? 1L << sq : 0;
        }
      }
    }
  }

  /** By camp ordinal: whether a square is beyond the midline for that camp's alliance. */
  boolean[][] beyond() {
    return beyond;
  }

  /**
   * By camp ordinal: the squares beyond the midline as a bitboard (boards of 64 squares or less).
   */
  long[] beyondMasks() {
    return beyondMasks;
  }

  /** The points an alliance (0 SOUTH's, 1 NORTH's) needs to win: K per camp of it. */
  int kPrime(int alliance) {
    return kPrime[alliance];
  }

  /**
   * Whether points by camp ordinal give an alliance its K'.
   *
   * @param points by camp ordinal
   * @return true if either alliance has K' points
   */
  boolean decided(int[] points) {
    return alliancePoints(points, 0) >= kPrime[0] || alliancePoints(points, 1) >= kPrime[1];
  }

  /** The points of each camp, by ordinal, on a board of {@link PieceCodes} cells. */
  int[] points(byte[] cells) {
    int[] points = new int[Camp.ALL.length];
    for (int sq = 0; sq < cells.length; sq++) {
      int code = cells[sq] & 0xFF;
      if (code != PieceCodes.EMPTY) {
        int camp = PieceCodes.camp(code);
        points[camp] += beyond[camp][sq] ? Kind.of(PieceCodes.kind(code)).points() : 0;
      }
    }
    return points;
  }

  /** An alliance's points: its camps' added, points given by camp ordinal. */
  static int alliancePoints(int[] points, int alliance) {
    int total = 0;
    for (int c = 0; c < points.length; c++) {
      total += Camp.ALLIANCE[c] == alliance ? points[c] : 0;
    }
    return total;
  }
}
