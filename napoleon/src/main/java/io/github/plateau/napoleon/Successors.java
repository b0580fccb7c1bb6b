package io.github.plateau.napoleon;

/**
 * The position after a legal move of a {@link NapoleonPosition}: a piece move (with its capture or
 * push, and the streaks), an order, {@code end} or {@code pass}, the hash updated incrementally.
 * The position checks the move; this class only plays it.
 */
final class Successors {
  private Successors() {}

  /** The position after a legal move code of {@code p}. */
  static NapoleonPosition after(NapoleonPosition p, int code) {
    int w = p.game().geometry().width;
    int last = p.lastOrderIndex();
    if (code == MoveCodes.END) {
      return passTurn(p, p.cells(), p.streakCodes(), p.hash() ^ Keys.orders(last, w));
    }
    if (code == MoveCodes.PASS) {
      int[] st = p.streakCodes().clone();
      int me = p.sideToMove().ordinal();
      long h = p.hash() ^ Keys.streak(me, st[me], w);
      st[me] = -1; // this turn did not move the piece
      return passTurn(p, p.cells(), st, h);
    }
    if (MoveCodes.isOrder(code)) {
      int sq = MoveCodes.from(code);
      byte[] c = p.cells().clone();
      int old = c[sq] & 0xFF;
      int now = PieceCodes.withOrientation(old, MoveCodes.orderDirection(code));
      c[sq] = (byte) now;
      long h =
          p.hash()
              ^ Keys.piece(old, sq % w, sq / w)
              ^ Keys.piece(now, sq % w, sq / w)
              ^ Keys.orders(last, w)
              ^ Keys.orders(sq, w);
      return new NapoleonPosition(
          p.game(),
          c,
          p.ground(),
          p.sideToMove(),
          p.nextCamp(),
          p.streakCodes(),
          p.ply(),
          true,
          sq,
          h);
    }
    NapoleonPosition after = apply(p, code);
    if (p.rules().fixedCannons() || after.decided()) {
      return after;
    }
    // The same camp's ORDERS phase: the turn keys of the mover come back.
    long h =
        after.hash()
            ^ turnKey(after.sideToMove(), after.nextCamp())
            ^ turnKey(p.sideToMove(), p.nextCamp());
    return new NapoleonPosition(
        p.game(),
        after.cells(),
        p.ground(),
        p.sideToMove(),
        p.nextCamp(),
        after.streakCodes(),
        p.ply(),
        true,
        -1,
        h ^ Keys.orders(-1, w));
  }

  private static long turnKey(Camp toMove, Camp next) {
    return Keys.side(toMove.ordinal()) ^ Keys.next(next.ordinal());
  }

  /**
   * The position after the end of the current turn (section 11's order): the next camp of the other
   * alliance moves, and this camp's alliance goes on with the ally after it; one more ply. {@code
   * hash} has no key of the ORDERS phase.
   */
  private static NapoleonPosition passTurn(NapoleonPosition p, byte[] c, int[] st, long hash) {
    Camp mover = p.sideToMove();
    Camp next = p.nextCamp();
    Camp after = Camp.ALL[p.game().nextInAlliance()[mover.ordinal()]];
    long h = hash ^ turnKey(mover, next) ^ turnKey(next, after);
    return new NapoleonPosition(
        p.game(),
        c,
        p.ground(),
        next,
        after,
        st,
        Math.min(p.ply() + 1, NapoleonPosition.MAX_PLY),
        false,
        -1,
        h);
  }

  /** The position after a piece move, the turn passed. */
  private static NapoleonPosition apply(NapoleonPosition p, int move) {
    Geometry g = p.game().geometry();
    int w = g.width;
    byte[] c = p.cells().clone();
    int[] st = p.streakCodes().clone();
    long h = p.hash();
    int from = MoveCodes.from(move);
    int to = MoveCodes.to(move);
    int me = p.sideToMove().ordinal();
    if (MoveCodes.isCapture(move)) {
      int captured = c[to] & 0xFF;
      h ^= Keys.piece(captured, to % w, to / w);
      int them = PieceCodes.camp(captured);
      if (st[them] >= 0 && st[them] >>> 2 == to) {
        h ^= Keys.streak(them, st[them], w);
        st[them] = -1;
      }
    } else if (MoveCodes.isPush(move)) {
      int cavalry = c[to] & 0xFF;
      int e = g.step[MoveCodes.pushDirection(move) * g.size + to];
      h ^= Keys.piece(cavalry, to % w, to / w) ^ Keys.piece(cavalry, e % w, e / w);
      c[e] = (byte) cavalry;
      int them = PieceCodes.camp(cavalry);
      if (st[them] >= 0 && (st[them] >>> 2 == to || st[them] >>> 2 == e)) {
        h ^= Keys.streak(them, st[them], w);
        st[them] = st[them] >>> 2 == to ? e << 2 | (st[them] & 3) : -1;
        h ^= Keys.streak(them, st[them], w);
      }
    }
    int piece = c[from] & 0xFF;
    h ^= Keys.piece(piece, from % w, from / w) ^ Keys.piece(piece, to % w, to / w);
    c[to] = (byte) piece;
    c[from] = PieceCodes.EMPTY;
    h ^= Keys.streak(me, st[me], w);
    st[me] = st[me] >= 0 && st[me] >>> 2 == from ? to << 2 | ((st[me] & 3) + 1) : to << 2 | 1;
    h ^= Keys.streak(me, st[me], w);
    return passTurn(p, c, st, h);
  }
}
