package io.github.plateau.draughts;

/**
 * Finds a path of a capture: the squares where the capturing piece lands after each capture, the
 * last being the move's end. A move is its (start, end, captured set); this recovers one way of
 * playing it under the position's rules, optionally one that passes through given squares in order,
 * or one on which a man is crowned before the end (promotion during a capture).
 */
final class Paths {
  private final Geometry g;
  private final MoveRules rules;
  private final byte[] cells;
  private final int origin;
  private final int end;
  private final boolean white;
  private final boolean[] allowed; // the move's captured squares
  private final boolean[] taken;
  private final int[] path;
  private final int[] waypoints;
  private final boolean mustCrown;

  private Paths(CellsView board, MoveRules rules, Move move, int[] waypoints, boolean mustCrown) {
    this.g = board.geometry;
    this.rules = rules;
    this.cells = board.cells;
    this.origin = move.from();
    this.end = move.to();
    this.white = PieceCodes.isWhite(cells[origin]);
    this.allowed = new boolean[g.squares + 1];
    for (int s : move.capturedSquares()) {
      allowed[s] = true;
    }
    this.taken = new boolean[g.squares + 1];
    this.path = new int[move.captureCount()];
    this.waypoints = waypoints;
    this.mustCrown = mustCrown;
  }

  /**
   * A path of a legal capture through the given squares, in order (not necessarily all of its
   * landing squares).
   *
   * @return the landing squares, one per captured piece, or null if no path passes there
   */
  static int[] find(DraughtsPosition position, Move move, int... waypoints) {
    return find(position, position.moveRules(), move, waypoints);
  }

  /** As {@link #find(DraughtsPosition, Move, int...)}, in a search board's current state. */
  static int[] find(DraughtsSearchBoard board, Move move, int... waypoints) {
    return find(board, board.moveRules(), move, waypoints);
  }

  private static int[] find(CellsView board, MoveRules rules, Move move, int[] waypoints) {
    byte[] cells = board.cells;
    if (!move.isCapture() || cells[move.from()] == 0) {
      return null;
    }
    Paths search = new Paths(board, rules, move, waypoints, false);
    return search.search(move.from(), 0, 0, PieceCodes.isKing(cells[move.from()]), false)
        ? search.path
        : null;
  }

  /**
   * Whether a man's legal capture can be played so that the man lands on its far row before the end
   * and goes on as a king (only under promotion during a capture). When some paths of the move
   * crown the man and others do not, the move crowns it.
   */
  static boolean crowns(DraughtsPosition position, Move move) {
    byte piece = position.cells()[move.from()];
    if (!move.isCapture() || piece == 0 || PieceCodes.isKing(piece)) {
      return false;
    }
    return new Paths(position, position.moveRules(), move, new int[0], true)
        .search(move.from(), 0, 0, false, false);
  }

  private boolean empty(int square) {
    return cells[square] == 0 || square == origin;
  }

  private boolean isFoe(int square) {
    return cells[square] != 0 && square != origin && PieceCodes.isWhite(cells[square]) != white;
  }

  /** The first square a piece meets in direction d from {@code at}, or 0 if it may not jump so. */
  private int target(int at, int d, boolean king) {
    if (!king && !rules.menCaptureBackward() && white != (d <= Geometry.UP_RIGHT)) {
      return 0;
    }
    int over = g.next[d][at];
    while (king && rules.flyingKings() && over != 0 && empty(over)) {
      over = g.next[d][over];
    }
    return over;
  }

  private boolean search(int at, int n, int matched, boolean king, boolean crowned) {
    if (n == path.length) {
      return at == end
          && matched == waypoints.length
          && (crowned || !mustCrown)
          && (rules.majorityCapture() || !canGoOn(at, king));
    }
    boolean flies = king && rules.flyingKings();
    for (int d = 0; d < 4; d++) {
      int over = target(at, d, king);
      if (over == 0 || !allowed[over] || taken[over]) {
        continue;
      }
      taken[over] = true;
      for (int land = g.next[d][over];
          land != 0 && empty(land);
          land = flies ? g.next[d][land] : 0) {
        path[n] = land;
        boolean hit = matched < waypoints.length && waypoints[matched] == land;
        boolean crowns =
            !king && rules.promotionDuringCapture() && g.isPromotionSquare(land, white);
        if (search(land, n + 1, hit ? matched + 1 : matched, king || crowns, crowned || crowns)) {
          return true;
        }
      }
      taken[over] = false;
    }
    return false;
  }

  /**
   * Whether a capture could go on from {@code at} (then a path ending there is not a whole move).
   */
  private boolean canGoOn(int at, boolean king) {
    for (int d = 0; d < 4; d++) {
      int over = target(at, d, king);
      if (over != 0 && isFoe(over) && !taken[over]) {
        int land = g.next[d][over];
        if (land != 0 && empty(land)) {
          return true;
        }
      }
    }
    return false;
  }
}
