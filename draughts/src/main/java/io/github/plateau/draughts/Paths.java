package io.github.plateau.draughts;

/**
 * Finds a path of a capture: the squares where the capturing piece lands after each capture, the
 * last being the move's end. A move is its (start, end, captured set); this recovers one way of
 * playing it, optionally one that passes through given squares in order.
 */
final class Paths {
  private final int[][] next;
  private final byte[] cells;
  private final int origin;
  private final int end;
  private final boolean king;
  private final boolean[] allowed; // the move's captured squares
  private final boolean[] taken;
  private final int[] path;
  private final int[] waypoints;

  private Paths(DraughtsPosition position, Move move, int[] waypoints) {
    Geometry g = position.geometry();
    this.next = g.next;
    this.cells = position.cells();
    this.origin = move.from();
    this.end = move.to();
    this.king = cells[origin] % 2 == 0;
    this.allowed = new boolean[g.squares + 1];
    for (int s : move.capturedSquares()) {
      allowed[s] = true;
    }
    this.taken = new boolean[g.squares + 1];
    this.path = new int[move.captureCount()];
    this.waypoints = waypoints;
  }

  /**
   * A path of a legal capture through the given squares, in order (not necessarily all of its
   * landing squares).
   *
   * @return the landing squares, one per captured piece, or null if no path passes there
   */
  static int[] find(DraughtsPosition position, Move move, int... waypoints) {
    if (!move.isCapture() || position.cells()[move.from()] == 0) {
      return null;
    }
    Paths search = new Paths(position, move, waypoints);
    return search.search(move.from(), 0, 0) ? search.path : null;
  }

  private boolean empty(int square) {
    return cells[square] == 0 || square == origin;
  }

  private boolean search(int at, int n, int matched) {
    if (n == path.length) {
      return at == end && matched == waypoints.length;
    }
    for (int d = 0; d < 4; d++) {
      int over = next[d][at];
      while (king && over != 0 && empty(over)) {
        over = next[d][over];
      }
      if (over == 0 || !allowed[over] || taken[over]) {
        continue;
      }
      taken[over] = true;
      for (int land = next[d][over]; land != 0 && empty(land); land = king ? next[d][land] : 0) {
        path[n] = land;
        boolean hit = matched < waypoints.length && waypoints[matched] == land;
        if (search(land, n + 1, hit ? matched + 1 : matched)) {
          return true;
        }
      }
      taken[over] = false;
    }
    return false;
  }
}
