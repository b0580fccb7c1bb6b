package io.github.plateau.napoleon;

import io.github.plateau.core.MoveList;

/**
 * The {@code int} encoding of moves, the codes of {@link NapoleonSearchBoard}. A piece move: bits
 * 0-9 the origin square index, bits 10-19 the target square index, bit 20 set for a capture, bit 21
 * set for a drummer push, bits 22-24 the direction ({@link Direction} ordinal) from the target to
 * the square the pushed cavalry goes to. An order: bit 25 set, bits 0-9 the cannon's square index,
 * bits 22-24 its new direction. {@code end}: bit 26 alone. A square's index is {@code rank * width
 * + file}. {@code pass} (section 11): bit 27 alone.
 */
final class MoveCodes {
  static final int CAPTURE = 1 << 20;
  static final int PUSH = 1 << 21;
  static final int ORDER = 1 << 25;
  static final int END = 1 << 26;
  static final int PASS = 1 << 27;

  private MoveCodes() {}

  static int step(int from, int to) {
    return from | to << 10;
  }

  static int capture(int from, int to) {
    return from | to << 10 | CAPTURE;
  }

  static int push(int from, int to, int direction) {
    return from | to << 10 | PUSH | direction << 22;
  }

  static int order(int square, int direction) {
    return ORDER | square | direction << 22;
  }

  /**
   * Adds the 7 orders of a cannon (every direction but its own) to {@code out}, unless it is null.
   *
   * @return 7
   */
  static int orders(int square, int orientation, MoveList out) {
    if (out != null) {
      for (int d = 0; d < 8; d++) {
        if (d != orientation) {
          out.add(order(square, d));
        }
      }
    }
    return 7;
  }

  static boolean isOrder(int move) {
    return (move & ORDER) != 0;
  }

  /** The new direction of an order. */
  static int orderDirection(int move) {
    return move >>> 22 & 7;
  }

  static int from(int move) {
    return move & 1023;
  }

  static int to(int move) {
    return move >>> 10 & 1023;
  }

  static boolean isCapture(int move) {
    return (move & CAPTURE) != 0;
  }

  static boolean isPush(int move) {
    return (move & PUSH) != 0;
  }

  static int pushDirection(int move) {
    return move >>> 22 & 7;
  }

  /** The move a code of a board stands for. */
  static Move toMove(Geometry g, int move) {
    if (move == END) {
      return Move.end();
    }
    if (move == PASS) {
      return Move.pass();
    }
    if (isOrder(move)) {
      return Move.order(g.square(from(move)), Direction.of(orderDirection(move)));
    }
    int from = from(move);
    int to = to(move);
    if (isPush(move)) {
      int e = g.step[pushDirection(move) * g.size + to];
      return Move.push(g.square(from), g.square(to), g.square(e));
    }
    return g.pieceMove(from, to, isCapture(move));
  }

  /** The code of a move on a board, -1 if off the board. */
  static int code(Geometry g, Move move) {
    if (move.isEnd()) {
      return END;
    }
    if (move.isPass()) {
      return PASS;
    }
    if (move.isOrder()) {
      return g.contains(move.cannon())
          ? order(g.index(move.cannon()), move.direction().ordinal())
          : -1;
    }
    if (!g.contains(move.from()) || !g.contains(move.to())) {
      return -1;
    }
    int from = g.index(move.from());
    int to = g.index(move.to());
    if (move.isPush()) {
      Square e = move.pushedTo().orElseThrow();
      return g.contains(e) ? push(from, to, g.direction(to, g.index(e))) : -1;
    }
    return move.isCapture() ? capture(from, to) : step(from, to);
  }
}
