package io.github.plateau.xiangqi;

import static io.github.plateau.xiangqi.Geometry.SIZE;
import static io.github.plateau.xiangqi.Geometry.STRIDE;
import static io.github.plateau.xiangqi.PieceCodes.ADVISOR;
import static io.github.plateau.xiangqi.PieceCodes.BLACK;
import static io.github.plateau.xiangqi.PieceCodes.CANNON;
import static io.github.plateau.xiangqi.PieceCodes.CHARIOT;
import static io.github.plateau.xiangqi.PieceCodes.ELEPHANT;
import static io.github.plateau.xiangqi.PieceCodes.EMPTY;
import static io.github.plateau.xiangqi.PieceCodes.GENERAL;
import static io.github.plateau.xiangqi.PieceCodes.HORSE;
import static io.github.plateau.xiangqi.PieceCodes.OFF;
import static io.github.plateau.xiangqi.PieceCodes.RED;
import static io.github.plateau.xiangqi.PieceCodes.SOLDIER;
import static io.github.plateau.xiangqi.PieceCodes.colorBit;

import io.github.plateau.core.Perft;

/**
 * The mutable board behind positions and the perft fast path: a padded mailbox of piece codes plus
 * a piece list, with make/unmake, attack detection and legal-move generation.
 *
 * <p>Cells hold {@link PieceCodes}. Each side has 16 slots in the piece list, a fixed range per
 * kind, holding the piece's cell or 0 once captured.
 *
 * <p>Internal moves are {@code from | to << 8} in cells. Not thread-safe: positions copy it before
 * generating moves, and each {@link XiangqiSearchBoard} has its own.
 *
 * <p>The whole move generator is this one class on purpose: the state, the attack tests and the
 * generation share the mailbox through plain fields, which perft's hundreds of millions of nodes
 * need. The attack tests and the counting of perft's last ply repeat the shapes of the generating
 * code on purpose: folded into shared helpers they measured slower in perft (JMH). The captures'
 * generator and the one-piece generator of {@link #hasLegal} repeat them too, for a quiescence
 * search that wants neither the quiet moves nor the whole list.
 */
final class Board {
  /** The first slot of each kind, by code & 7; a side's slots end at 16. */
  private static final int[] FIRST_SLOT = {0, 0, 1, 3, 5, 7, 9, 11, 16};

  /** The most legal (or pseudo-legal) moves of a position: 2*17 + 2*17 + 2*8 + 5*3 + 4 + 8 + 8. */
  static final int MAX_MOVES = 128;

  private static final int N = STRIDE;
  private static final int[] ORTHOGONAL = {1, -1, N, -N};
  private static final int[] DIAGONAL = {N + 1, N - 1, -N + 1, -N - 1};

  /** The bit of {@link #threats} saying that the general is attacked. */
  private static final int CHECK = 1 << 8;

  /**
   * How a cell c relates to a general's cell k, {@code RELATION[k * SIZE + c]}: bit d (0..3) if c
   * is on the ray from k in direction {@code ORTHOGONAL[d]}, bit 4 + j if c is the diagonal
   * neighbour {@code k + DIAGONAL[j]} (the leg of the horses that attack k through it).
   */
  private static final byte[] RELATION = new byte[SIZE * SIZE];

  /**
   * The cells whose content can decide whether a general on cell k is attacked, {@code SEEN[k *
   * SIZE + c]}: those on its rays, its diagonal neighbours (horse legs) and the eight points a
   * horse attacks it from. A move in check that neither leaves nor reaches one of them leaves the
   * general attacked.
   */
  private static final boolean[] SEEN = new boolean[SIZE * SIZE];

  /** The steps from a general to the points a horse attacks it from. */
  private static final int[] HORSE_POINTS = {
    2 * N + 1, 2 * N - 1, -2 * N + 1, -2 * N - 1, N + 2, N - 2, -N + 2, -N - 2
  };

  static {
    for (int k = 0; k < SIZE; k++) {
      if (Geometry.POINT[k] < 0) {
        continue;
      }
      for (int d = 0; d < 4; d++) {
        for (int c = k + ORTHOGONAL[d]; Geometry.POINT[c] >= 0; c += ORTHOGONAL[d]) {
          RELATION[k * SIZE + c] = (byte) (1 << d);
          SEEN[k * SIZE + c] = true;
        }
        RELATION[k * SIZE + k + DIAGONAL[d]] = (byte) (16 << d);
        SEEN[k * SIZE + k + DIAGONAL[d]] = true;
      }
      for (int step : HORSE_POINTS) {
        int c = k + step;
        if (c >= 0 && c < SIZE) {
          SEEN[k * SIZE + c] = true;
        }
      }
    }
  }

  final byte[] squares;
  // What threats() finds, for legal() and countLegal(): the cells from which a move can open a ray
  // (four of 8 bits in each int; cells are never 0), the rays whose first piece is an enemy cannon,
  // and the first piece on each ray.
  private int dangerFrom;
  private int dangerFrom2;
  private int screenRays;
  private final int[] firstOnRay = new int[4];
  private final byte[] slotOf;
  private final int[] slots;
  // How many pieces of each code stand on the board, kept by put, make and unmake: an evaluation
  // counts material at every node of a search.
  private final byte[] counts;
  int side; // 0 Red, 1 Black

  /** The cells of an empty board: the border off the board, every point empty. */
  private static final byte[] BLANK = new byte[SIZE];

  static {
    for (int c = 0; c < SIZE; c++) {
      BLANK[c] = (byte) (Geometry.POINT[c] < 0 ? OFF : EMPTY);
    }
  }

  Board() {
    squares = BLANK.clone();
    slotOf = new byte[SIZE];
    slots = new int[32];
    counts = new byte[BLACK << 1];
  }

  /** A copy: cloned arrays are not cleared first, which a position's every move saves. */
  private Board(Board other) {
    squares = other.squares.clone();
    slotOf = other.slotOf.clone();
    slots = other.slots.clone();
    counts = other.counts.clone();
    side = other.side;
  }

  Board copy() {
    return new Board(this);
  }

  /** Makes this board the same as another, in its own arrays: a scratch board is reused so. */
  void copyFrom(Board other) {
    System.arraycopy(other.squares, 0, squares, 0, SIZE);
    System.arraycopy(other.slotOf, 0, slotOf, 0, SIZE);
    System.arraycopy(other.slots, 0, slots, 0, slots.length);
    System.arraycopy(other.counts, 0, counts, 0, counts.length);
    side = other.side;
  }

  /**
   * Puts a piece on an empty cell, in the first free slot of its kind.
   *
   * @return false if the side already has every piece of that kind
   */
  boolean put(int cell, int code) {
    int base = (code & BLACK) != 0 ? 16 : 0;
    int type = code & 7;
    for (int s = base + FIRST_SLOT[type]; s < base + FIRST_SLOT[type + 1]; s++) {
      if (slots[s] == 0) {
        slots[s] = cell;
        slotOf[cell] = (byte) s;
        squares[cell] = (byte) code;
        counts[code]++;
        return true;
      }
    }
    return false;
  }

  int general(int side) {
    return slots[side << 4];
  }

  /** How many pieces with a code are on the board. */
  int count(int code) {
    return counts[code];
  }

  /** Plays a move; returns what {@link #unmake} needs: the captured code and its slot. */
  int make(int move) {
    int from = move & 0xFF;
    int to = move >>> 8;
    int captured = squares[to];
    int undo = captured;
    if (captured != EMPTY) {
      int capturedSlot = slotOf[to];
      slots[capturedSlot] = 0;
      counts[captured]--;
      undo |= capturedSlot << 8;
    }
    int s = slotOf[from];
    slots[s] = to;
    slotOf[to] = (byte) s;
    squares[to] = squares[from];
    squares[from] = EMPTY;
    side ^= 1;
    return undo;
  }

  void unmake(int move, int undo) {
    int from = move & 0xFF;
    int to = move >>> 8;
    int s = slotOf[to];
    slots[s] = from;
    slotOf[from] = (byte) s;
    squares[from] = squares[to];
    int captured = undo & 0xFF;
    squares[to] = (byte) captured;
    if (captured != EMPTY) {
      int capturedSlot = undo >>> 8;
      slots[capturedSlot] = to;
      slotOf[to] = (byte) capturedSlot;
      counts[captured]++;
    }
    side ^= 1;
  }

  /** Whether the side to move's general is attacked (or faces the other general). */
  boolean inCheck() {
    return attacked(general(side), side);
  }

  /**
   * Whether the general of {@code side}, on cell {@code k}, is attacked by the other side: by a
   * chariot, cannon, horse or soldier, or by facing the other general on an open file.
   */
  boolean attacked(int k, int side) {
    byte[] sq = squares;
    int enemy = side == 0 ? BLACK : RED;
    int soldier = enemy | SOLDIER;
    int forward = side == 0 ? N : -N;
    if (sq[k + forward] == soldier || sq[k - 1] == soldier || sq[k + 1] == soldier) {
      return true;
    }
    int horse = enemy | HORSE;
    // A horse two steps away attacks through the leg diagonally next to the general.
    if (sq[k + N + 1] == EMPTY && (sq[k + 2 * N + 1] == horse || sq[k + N + 2] == horse)
        || sq[k + N - 1] == EMPTY && (sq[k + 2 * N - 1] == horse || sq[k + N - 2] == horse)
        || sq[k - N + 1] == EMPTY && (sq[k - 2 * N + 1] == horse || sq[k - N + 2] == horse)
        || sq[k - N - 1] == EMPTY && (sq[k - 2 * N - 1] == horse || sq[k - N - 2] == horse)) {
      return true;
    }
    int chariot = enemy | CHARIOT;
    int cannon = enemy | CANNON;
    int general = enemy | GENERAL;
    int rays = sliderRays(k, side);
    for (int d = 0; d < 4; d++) {
      if ((rays & (1 << d)) == 0) {
        continue;
      }
      int step = ORTHOGONAL[d];
      int c = k + step;
      while (sq[c] == EMPTY) {
        c += step;
      }
      int first = sq[c];
      if (first == chariot || first == general) { // generals only ever meet on a file
        return true;
      }
      if (first != OFF) {
        c += step;
        while (sq[c] == EMPTY) {
          c += step;
        }
        if (sq[c] == cannon) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * The rays from cell {@code k} (bits d of {@link #RELATION}) on which an enemy of {@code side}
   * that attacks along rays stands: a chariot, a cannon or the general. Only these rays can hold an
   * attack on {@code k}, now or after a move, so the others are not walked.
   */
  private int sliderRays(int k, int side) {
    int[] slot = slots;
    int row = k * SIZE;
    int enemy = (side ^ 1) << 4;
    // A taken piece's slot holds cell 0, on no ray of any point. While safeAfter tries a move the
    // list is stale, but only by an enemy the move takes: a ray too many is walked, none missed.
    return (RELATION[row + slot[enemy]]
            | RELATION[row + slot[enemy + 7]]
            | RELATION[row + slot[enemy + 8]]
            | RELATION[row + slot[enemy + 9]]
            | RELATION[row + slot[enemy + 10]])
        & 15;
  }

  /**
   * What can endanger the general of {@code side} on cell {@code k}: {@link #CHECK} if it is
   * attacked; bit 4 + j if an enemy horse could attack through the leg {@code k + DIAGONAL[j]}. Out
   * of check, a ray can then open only in three ways: a chariot or general second behind the first
   * piece leaving, a cannon third behind one of the first two leaving, or a piece landing before a
   * cannon that stands first (it becomes a screen); each ray is read up to its third piece, and
   * {@link #dangerFrom}, {@link #dangerFrom2}, {@link #screenRays} and {@link #firstOnRay} say
   * where.
   */
  private int threats(int k, int side) {
    byte[] sq = squares;
    int enemy = side == 0 ? BLACK : RED;
    int result = 0;
    int soldier = enemy | SOLDIER;
    int forward = side == 0 ? N : -N;
    if (sq[k + forward] == soldier || sq[k - 1] == soldier || sq[k + 1] == soldier) {
      result = CHECK;
    }
    int horse = enemy | HORSE;
    for (int j = 0; j < 4; j++) {
      int leg = k + DIAGONAL[j];
      int vertical = leg + (DIAGONAL[j] > 0 ? N : -N);
      int horizontal = leg + (leg - k) - (DIAGONAL[j] > 0 ? N : -N);
      if (sq[vertical] == horse || sq[horizontal] == horse) {
        result |= 16 << j;
        if (sq[leg] == EMPTY) {
          result |= CHECK;
        }
      }
    }
    int chariot = enemy | CHARIOT;
    int cannon = enemy | CANNON;
    int general = enemy | GENERAL;
    dangerFrom = 0;
    dangerFrom2 = 0;
    screenRays = 0;
    int count = 0;
    int rays = sliderRays(k, side);
    for (int d = 0; d < 4; d++) {
      if ((rays & (1 << d)) == 0) { // no enemy chariot, cannon or general: nothing to find
        continue;
      }
      int step = ORTHOGONAL[d];
      int c1 = k + step;
      while (sq[c1] == EMPTY) {
        c1 += step;
      }
      firstOnRay[d] = c1;
      int first = sq[c1];
      if (first == OFF) {
        continue;
      }
      if (first == chariot || first == general) { // generals only ever meet on a file
        result |= CHECK;
        continue;
      }
      if (first == cannon) {
        screenRays |= 1 << d;
      }
      int c2 = c1 + step;
      while (sq[c2] == EMPTY) {
        c2 += step;
      }
      int second = sq[c2];
      if (second == OFF) {
        continue;
      }
      if (second == cannon) {
        result |= CHECK;
        continue;
      }
      int c3 = c2 + step;
      while (sq[c3] == EMPTY) {
        c3 += step;
      }
      boolean bothMatter = sq[c3] == cannon;
      if (bothMatter || second == chariot || second == general) {
        count = addDanger(c1, count);
      }
      if (bothMatter) {
        count = addDanger(c2, count);
      }
    }
    return result;
  }

  /**
   * Writes the pseudo-legal moves of the side to move (legal but for own-general safety).
   *
   * <p>Each kind's loop is written out on purpose, the chariot's and the cannon's slides alike: a
   * version folded into one loop per slide was measured about 15% slower in perft.
   */
  int pseudoLegal(int[] out) {
    byte[] sq = squares;
    int[] slot = slots;
    int own = colorBit(side);
    int base = side << 4;
    int n = 0;

    // The soldiers first: a walk that plays the first moves first then meets a soldier across
    // the river within its first subtree, so that the JIT's first compilation of the counting
    // already knows both sides of the river; met only near the end of the walk, it made the JIT
    // compile the counting again, which cost perft xiangqi 5 a tenth of its time.
    int forward = side == 0 ? N : -N;
    for (int s = base + 11; s < base + 16; s++) {
      int from = slot[s];
      if (from != 0) {
        int to = from + forward;
        if ((sq[to] & own) == 0) {
          out[n++] = from | to << 8;
        }
        if (Geometry.redHalf(from) == (side == 1)) { // across the river: sideways too
          if ((sq[from - 1] & own) == 0) {
            out[n++] = from | (from - 1) << 8;
          }
          if ((sq[from + 1] & own) == 0) {
            out[n++] = from | (from + 1) << 8;
          }
        }
      }
    }
    for (int s = base + 1; s < base + 3; s++) {
      int from = slot[s];
      if (from != 0) {
        for (int d = 0; d < 4; d++) {
          int to = from + DIAGONAL[d];
          if (Geometry.ADVISOR_POINT[to] && (sq[to] & own) == 0) {
            out[n++] = from | to << 8;
          }
        }
      }
    }
    for (int s = base + 3; s < base + 5; s++) {
      int from = slot[s];
      if (from != 0) {
        for (int d = 0; d < 4; d++) {
          int eye = from + DIAGONAL[d];
          int to = eye + DIAGONAL[d];
          // Elephant points never straddle the river, so the table keeps it on its side.
          if (sq[eye] == EMPTY && Geometry.ELEPHANT_POINT[to] && (sq[to] & own) == 0) {
            out[n++] = from | to << 8;
          }
        }
      }
    }
    for (int s = base + 5; s < base + 7; s++) {
      int from = slot[s];
      if (from != 0) {
        n = horseMoves(from, own, out, n);
      }
    }
    for (int s = base + 7; s < base + 9; s++) {
      int from = slot[s];
      if (from != 0) {
        for (int d = 0; d < 4; d++) {
          int step = ORTHOGONAL[d];
          int to = from + step;
          while (sq[to] == EMPTY) {
            out[n++] = from | to << 8;
            to += step;
          }
          if ((sq[to] & own) == 0) {
            out[n++] = from | to << 8;
          }
        }
      }
    }
    for (int s = base + 9; s < base + 11; s++) {
      int from = slot[s];
      if (from != 0) {
        for (int d = 0; d < 4; d++) {
          int step = ORTHOGONAL[d];
          int to = from + step;
          while (sq[to] == EMPTY) {
            out[n++] = from | to << 8;
            to += step;
          }
          if (sq[to] != OFF) { // a screen: capture the next piece beyond it if it is an enemy
            to += step;
            while (sq[to] == EMPTY) {
              to += step;
            }
            if ((sq[to] & own) == 0) {
              out[n++] = from | to << 8;
            }
          }
        }
      }
    }
    // The general last: legal() finds its moves at the end.
    int g = slot[base];
    for (int d = 0; d < 4; d++) {
      int to = g + ORTHOGONAL[d];
      if (Geometry.PALACE[to] && (sq[to] & own) == 0) {
        out[n++] = g | to << 8;
      }
    }
    return n;
  }

  private int horseMoves(int from, int own, int[] out, int n) {
    byte[] sq = squares;
    if (sq[from + N] == EMPTY) {
      n = addIfFree(from, from + 2 * N - 1, own, out, n);
      n = addIfFree(from, from + 2 * N + 1, own, out, n);
    }
    if (sq[from - N] == EMPTY) {
      n = addIfFree(from, from - 2 * N - 1, own, out, n);
      n = addIfFree(from, from - 2 * N + 1, own, out, n);
    }
    if (sq[from + 1] == EMPTY) {
      n = addIfFree(from, from + 2 + N, own, out, n);
      n = addIfFree(from, from + 2 - N, own, out, n);
    }
    if (sq[from - 1] == EMPTY) {
      n = addIfFree(from, from - 2 + N, own, out, n);
      n = addIfFree(from, from - 2 - N, own, out, n);
    }
    return n;
  }

  private int addIfFree(int from, int to, int own, int[] out, int n) {
    if ((squares[to] & own) == 0) {
      out[n++] = from | to << 8;
    }
    return n;
  }

  private int addDanger(int cell, int count) {
    if (count < 4) {
      dangerFrom |= cell << (8 * count);
    } else {
      dangerFrom2 |= cell << (8 * (count - 4));
    }
    return count + 1;
  }

  /**
   * Writes the legal moves of the side to move. Only moves that can change the safety of the
   * general are tried on the board: its own moves, every move when in check, and otherwise the
   * moves on the lines {@link #threats} finds.
   */
  int legal(int[] out) {
    int k = general(side);
    int threats = threats(k, side);
    return legal(out, pseudoLegal(out), k, threats);
  }

  /**
   * Writes the legal moves of the side to move that take a piece, in the order of {@link
   * #legal(int[])}: only the moves landing on an enemy piece are generated, then tested for the
   * general's safety as {@code legal} tests all moves.
   */
  int legalCaptures(int[] out) {
    int n = pseudoCaptures(out);
    if (n == 0) { // nothing to test: the general's safety is not looked at
      return 0;
    }
    int k = general(side);
    return legal(out, n, k, threats(k, side));
  }

  /**
   * Writes the pseudo-legal moves of the side to move that land on an enemy piece, in the order of
   * {@link #pseudoLegal}: each piece's captures together, the general's last. Sliders look only at
   * the first piece of each ray (the chariot) or the first beyond the screen (the cannon); the
   * steppers at the points they could step on.
   */
  private int pseudoCaptures(int[] out) {
    byte[] sq = squares;
    int[] slot = slots;
    int enemy = colorBit(side ^ 1);
    int base = side << 4;
    int n = 0;
    int forward = side == 0 ? N : -N;
    for (int s = base + 11; s < base + 16; s++) {
      int from = slot[s];
      if (from != 0) {
        n = addIfEnemy(from, from + forward, enemy, out, n);
        if (Geometry.redHalf(from) == (side == 1)) {
          n = addIfEnemy(from, from - 1, enemy, out, n);
          n = addIfEnemy(from, from + 1, enemy, out, n);
        }
      }
    }
    for (int s = base + 1; s < base + 3; s++) {
      int from = slot[s];
      if (from != 0) {
        for (int d = 0; d < 4; d++) {
          int to = from + DIAGONAL[d];
          if (Geometry.ADVISOR_POINT[to]) {
            n = addIfEnemy(from, to, enemy, out, n);
          }
        }
      }
    }
    for (int s = base + 3; s < base + 5; s++) {
      int from = slot[s];
      if (from != 0) {
        for (int d = 0; d < 4; d++) {
          int eye = from + DIAGONAL[d];
          int to = eye + DIAGONAL[d];
          if (sq[eye] == EMPTY && Geometry.ELEPHANT_POINT[to]) {
            n = addIfEnemy(from, to, enemy, out, n);
          }
        }
      }
    }
    for (int s = base + 5; s < base + 7; s++) {
      int from = slot[s];
      if (from != 0) {
        if (sq[from + N] == EMPTY) {
          n = addIfEnemy(from, from + 2 * N - 1, enemy, out, n);
          n = addIfEnemy(from, from + 2 * N + 1, enemy, out, n);
        }
        if (sq[from - N] == EMPTY) {
          n = addIfEnemy(from, from - 2 * N - 1, enemy, out, n);
          n = addIfEnemy(from, from - 2 * N + 1, enemy, out, n);
        }
        if (sq[from + 1] == EMPTY) {
          n = addIfEnemy(from, from + 2 + N, enemy, out, n);
          n = addIfEnemy(from, from + 2 - N, enemy, out, n);
        }
        if (sq[from - 1] == EMPTY) {
          n = addIfEnemy(from, from - 2 + N, enemy, out, n);
          n = addIfEnemy(from, from - 2 - N, enemy, out, n);
        }
      }
    }
    for (int s = base + 7; s < base + 9; s++) {
      int from = slot[s];
      if (from != 0) {
        for (int d = 0; d < 4; d++) {
          int step = ORTHOGONAL[d];
          int to = from + step;
          while (sq[to] == EMPTY) {
            to += step;
          }
          n = addIfEnemy(from, to, enemy, out, n);
        }
      }
    }
    for (int s = base + 9; s < base + 11; s++) {
      int from = slot[s];
      if (from != 0) {
        for (int d = 0; d < 4; d++) {
          int step = ORTHOGONAL[d];
          int to = from + step;
          while (sq[to] == EMPTY) {
            to += step;
          }
          if (sq[to] != OFF) { // the screen; the first piece beyond it is the target
            to += step;
            while (sq[to] == EMPTY) {
              to += step;
            }
            n = addIfEnemy(from, to, enemy, out, n);
          }
        }
      }
    }
    int g = slot[base];
    for (int d = 0; d < 4; d++) {
      int to = g + ORTHOGONAL[d];
      if (Geometry.PALACE[to]) {
        n = addIfEnemy(g, to, enemy, out, n);
      }
    }
    return n;
  }

  /** Adds the move if an enemy piece (colour bit {@code enemy}) stands on {@code to}. */
  private int addIfEnemy(int from, int to, int enemy, int[] out, int n) {
    // The border has both colour bits: masking with both tells it from an enemy.
    if ((squares[to] & OFF) == enemy) {
      out[n++] = from | to << 8;
    }
    return n;
  }

  /**
   * Whether the side to move has a legal move, found without listing them: piece by piece, each
   * piece's pseudo-legal moves written to {@code buffer} and tested until one keeps the general
   * safe. Where nothing but the general can walk into an attack, the other pieces' first
   * pseudo-legal move answers.
   *
   * @param buffer room for one piece's moves (17)
   */
  boolean hasLegal(int[] buffer) {
    return hasLegal(buffer, threatsNow());
  }

  /**
   * What {@link #threats} finds around the side to move's general, for {@link #hasLegal(int[],
   * int)} and {@link #isLegal(int, int, int)}: a board replayed move by move asks both of each
   * state, and finds the general's threats once.
   */
  int threatsNow() {
    return threats(general(side), side);
  }

  /**
   * {@link #hasLegal(int[])} given {@link #threatsNow()} of this very state, with nothing computed
   * for another state in between (its fields would then be another state's).
   */
  boolean hasLegal(int[] buffer, int threats) {
    int k = general(side);
    boolean quiet = quiet(threats);
    int base = side << 4;
    for (int s = base + 1; s < base + 16; s++) {
      int from = slots[s];
      if (from != 0) {
        int n = pieceMoves(from, buffer);
        for (int i = 0; i < n; i++) {
          if (quiet || safe(buffer[i], k, threats)) {
            return true;
          }
        }
      }
    }
    int own = colorBit(side);
    for (int d = 0; d < 4; d++) {
      int to = k + ORTHOGONAL[d];
      if (Geometry.PALACE[to] && (squares[to] & own) == 0 && safeAfter(k, to, to)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the side to move may play from cell {@code from} to cell {@code to} (both points), as
   * {@link #legal(int[])} would list it, found without listing: the move must be among its piece's
   * pseudo-legal moves, then keep the general safe by the test {@code legal} applies to it (the
   * flying general included, as an attack along the file), from {@code threats}, {@link
   * #threatsNow()} of this very state with nothing computed for another state in between. The board
   * is left unchanged.
   */
  boolean isLegal(int from, int to, int threats) {
    return isLegal(from, to, threats, true);
  }

  /**
   * {@link #isLegal(int, int, int)} without {@link #threats}: the move is made on the squares and
   * the general's safety tested once, which costs less than finding every threat when one move of
   * the state is tested (a record's reader tests each move it reads, and only it).
   */
  boolean isLegalAlone(int from, int to) {
    return isLegal(from, to, 0, false);
  }

  /** The one-move test, from the state's threats if {@code known}, else by playing the move. */
  private boolean isLegal(int from, int to, int threats, boolean known) {
    int piece = squares[from];
    int own = colorBit(side);
    if ((piece & OFF) != own) { // an empty point, an enemy piece or the border
      return false;
    }
    int k = general(side);
    if (from == k) {
      int step = Math.abs(to - k);
      return (step == 1 || step == N)
          && Geometry.PALACE[to]
          && (squares[to] & own) == 0
          && safeAfter(k, to, to);
    }
    if (!reaches(from, to)) {
      return false;
    }
    return known ? quiet(threats) || safe(from | to << 8, k, threats) : safeAfter(from, to, k);
  }

  /**
   * Whether the piece on {@code from}, of the side to move and not a general, has the pseudo-legal
   * move to the point {@code to}: exactly when {@link #pieceMoves} writes it, found from the two
   * points alone (the squares between them, a horse's leg, an elephant's eye) instead of writing
   * the piece's every move, as a record's reader tests each move it reads.
   */
  private boolean reaches(int from, int to) {
    byte[] sq = squares;
    int own = colorBit(side);
    if ((sq[to] & own) != 0) {
      return false; // an own piece there (the border is never a point reached)
    }
    int delta = to - from;
    switch (sq[from] & 7) {
      case SOLDIER -> {
        return delta == (side == 0 ? N : -N)
            || (delta == 1 || delta == -1) && Geometry.redHalf(from) == (side == 1);
      }
      case ADVISOR -> {
        return (delta == N + 1 || delta == N - 1 || delta == -N + 1 || delta == -N - 1)
            && Geometry.ADVISOR_POINT[to];
      }
      case ELEPHANT -> {
        boolean twoDiagonal =
            delta == 2 * (N + 1)
                || delta == 2 * (N - 1)
                || delta == -2 * (N - 1)
                || delta == -2 * (N + 1);
        return twoDiagonal && sq[from + delta / 2] == EMPTY && Geometry.ELEPHANT_POINT[to];
      }
      case HORSE -> {
        int leg;
        if (delta == 2 * N - 1 || delta == 2 * N + 1) {
          leg = from + N;
        } else if (delta == -2 * N - 1 || delta == -2 * N + 1) {
          leg = from - N;
        } else if (delta == 2 + N || delta == 2 - N) {
          leg = from + 1;
        } else if (delta == -2 + N || delta == -2 - N) {
          leg = from - 1;
        } else {
          return false;
        }
        return sq[leg] == EMPTY;
      }
      case CHARIOT, CANNON -> {
        int step;
        if (Geometry.rank(from) == Geometry.rank(to)) {
          step = delta > 0 ? 1 : -1;
        } else if (Geometry.file(from) == Geometry.file(to)) {
          step = delta > 0 ? N : -N;
        } else {
          return false;
        }
        int c = from + step;
        while (c != to && sq[c] == EMPTY) {
          c += step;
        }
        if ((sq[from] & 7) == CHARIOT) {
          return c == to; // over empty points, onto an empty point or an enemy
        }
        if (c == to) {
          return sq[to] == EMPTY; // a cannon takes only over a screen
        }
        c += step; // over the screen, to the first piece beyond it
        while (c != to && sq[c] == EMPTY) {
          c += step;
        }
        return c == to && sq[to] != EMPTY;
      }
      default -> throw new IllegalStateException("no piece to move on cell " + from);
    }
  }

  /**
   * Writes the pseudo-legal moves of the piece on {@code from}, not a general, as {@link
   * #pseudoLegal} writes them; returns their number.
   */
  private int pieceMoves(int from, int[] out) {
    byte[] sq = squares;
    int own = colorBit(side);
    int n = 0;
    switch (sq[from] & 7) {
      case SOLDIER -> {
        n = addIfFree(from, from + (side == 0 ? N : -N), own, out, n);
        if (Geometry.redHalf(from) == (side == 1)) {
          n = addIfFree(from, from - 1, own, out, n);
          n = addIfFree(from, from + 1, own, out, n);
        }
      }
      case ADVISOR -> {
        for (int d = 0; d < 4; d++) {
          int to = from + DIAGONAL[d];
          if (Geometry.ADVISOR_POINT[to]) {
            n = addIfFree(from, to, own, out, n);
          }
        }
      }
      case ELEPHANT -> {
        for (int d = 0; d < 4; d++) {
          int eye = from + DIAGONAL[d];
          int to = eye + DIAGONAL[d];
          if (sq[eye] == EMPTY && Geometry.ELEPHANT_POINT[to]) {
            n = addIfFree(from, to, own, out, n);
          }
        }
      }
      case HORSE -> n = horseMoves(from, own, out, 0);
      case CHARIOT, CANNON -> {
        boolean cannon = (sq[from] & 7) == CANNON;
        for (int d = 0; d < 4; d++) {
          int step = ORTHOGONAL[d];
          int to = from + step;
          while (sq[to] == EMPTY) {
            out[n++] = from | to << 8;
            to += step;
          }
          if (cannon && sq[to] != OFF) {
            to += step;
            while (sq[to] == EMPTY) {
              to += step;
            }
          }
          n = addIfFree(from, to, own, out, n);
        }
      }
      default -> throw new IllegalStateException("no piece to move on cell " + from);
    }
    return n;
  }

  /** Whether a move of a piece on {@code from} other than the general keeps it safe. */
  private boolean safe(int move, int k, int threats) {
    int from = move & 0xFF;
    int to = move >>> 8;
    int row = k * SIZE;
    if ((threats & CHECK) != 0) {
      return (SEEN[row + from] || SEEN[row + to]) && safeAfter(from, to, k);
    }
    int lines = RELATION[row + from] & threats & 0xF0; // a horse leg left open
    if (isCell(dangerFrom, from) || isCell(dangerFrom2, from)) {
      lines |= RELATION[row + from] & 15;
    }
    int landing = RELATION[row + to] & screenRays;
    if (landing != 0
        && Math.abs(to - k) < Math.abs(firstOnRay[Integer.numberOfTrailingZeros(landing)] - k)) {
      lines |= landing;
    }
    return lines == 0 || safeOnLines(from, to, k, lines);
  }

  /** Whether, by what {@link #threats} found, nothing but the general can walk into an attack. */
  private boolean quiet(int threats) {
    return (threats & CHECK) == 0 && dangerFrom == 0 && screenRays == 0 && (threats & 0xF0) == 0;
  }

  /**
   * Keeps, in order, the legal ones of the first {@code n} pseudo-legal moves of {@code out}, once
   * {@link #threats} has looked at the general on {@code k}; the general's moves come last.
   */
  private int legal(int[] out, int n, int k, int threats) {
    int kept = 0;
    if (quiet(threats)) {
      // Nothing but the general itself can walk into an attack: its moves come last.
      int i = n;
      while (i > 0 && (out[i - 1] & 0xFF) == k) {
        i--;
      }
      kept = i;
      for (; i < n; i++) {
        int move = out[i];
        if (safeAfter(k, move >>> 8, move >>> 8)) {
          out[kept++] = move;
        }
      }
      return kept;
    }
    // The test of safe() written out: called from here, it measured slower in perft.
    boolean check = (threats & CHECK) != 0;
    int row = k * SIZE;
    for (int i = 0; i < n; i++) {
      int move = out[i];
      int from = move & 0xFF;
      int to = move >>> 8;
      boolean safe;
      if (from == k) {
        safe = safeAfter(from, to, to);
      } else if (check) {
        safe = (SEEN[row + from] || SEEN[row + to]) && safeAfter(from, to, k);
      } else {
        int lines = RELATION[row + from] & threats & 0xF0; // a horse leg left open
        if (isCell(dangerFrom, from) || isCell(dangerFrom2, from)) {
          lines |= RELATION[row + from] & 15;
        }
        int landing = RELATION[row + to] & screenRays;
        if (landing != 0
            && Math.abs(to - k)
                < Math.abs(firstOnRay[Integer.numberOfTrailingZeros(landing)] - k)) {
          lines |= landing;
        }
        safe = lines == 0 || safeOnLines(from, to, k, lines);
      }
      if (safe) {
        out[kept++] = move;
      }
    }
    return kept;
  }

  /**
   * The number of legal moves, as {@link #legal} would write them: perft's last ply. Where only the
   * general can walk into an attack, the other pieces' moves are counted without being written.
   */
  int countLegal(int[] out) {
    int k = general(side);
    int threats = threats(k, side);
    if (!quiet(threats)) {
      return legal(out, pseudoLegal(out), k, threats);
    }
    byte[] sq = squares;
    int own = colorBit(side);
    int n = 0;
    for (int d = 0; d < 4; d++) {
      int to = k + ORTHOGONAL[d];
      if (Geometry.PALACE[to] && (sq[to] & own) == 0 && safeAfter(k, to, to)) {
        n++;
      }
    }
    return n + countOthers(own);
  }

  /**
   * The pseudo-legal moves of every piece but the general, counted as {@link #pseudoLegal} writes
   * them, its loops written out alike for speed.
   */
  private int countOthers(int own) {
    byte[] sq = squares;
    int[] slot = slots;
    int base = side << 4;
    int n = 0;
    for (int s = base + 1; s < base + 3; s++) {
      int from = slot[s];
      if (from != 0) {
        for (int d = 0; d < 4; d++) {
          int to = from + DIAGONAL[d];
          if (Geometry.ADVISOR_POINT[to] && (sq[to] & own) == 0) {
            n++;
          }
        }
      }
    }
    for (int s = base + 3; s < base + 5; s++) {
      int from = slot[s];
      if (from != 0) {
        for (int d = 0; d < 4; d++) {
          int eye = from + DIAGONAL[d];
          int to = eye + DIAGONAL[d];
          if (sq[eye] == EMPTY && Geometry.ELEPHANT_POINT[to] && (sq[to] & own) == 0) {
            n++;
          }
        }
      }
    }
    for (int s = base + 5; s < base + 7; s++) {
      int from = slot[s];
      if (from != 0) {
        n += horseCount(from, own);
      }
    }
    for (int s = base + 7; s < base + 9; s++) {
      int from = slot[s];
      if (from != 0) {
        for (int d = 0; d < 4; d++) {
          int step = ORTHOGONAL[d];
          int to = from + step;
          while (sq[to] == EMPTY) {
            n++;
            to += step;
          }
          if ((sq[to] & own) == 0) {
            n++;
          }
        }
      }
    }
    for (int s = base + 9; s < base + 11; s++) {
      int from = slot[s];
      if (from != 0) {
        for (int d = 0; d < 4; d++) {
          int step = ORTHOGONAL[d];
          int to = from + step;
          while (sq[to] == EMPTY) {
            n++;
            to += step;
          }
          if (sq[to] != OFF) {
            to += step;
            while (sq[to] == EMPTY) {
              to += step;
            }
            if ((sq[to] & own) == 0) {
              n++;
            }
          }
        }
      }
    }
    int forward = side == 0 ? N : -N;
    boolean across = side == 1;
    for (int s = base + 11; s < base + 16; s++) {
      int from = slot[s];
      if (from != 0) {
        n += free(from + forward, own);
        if (Geometry.redHalf(from) == across) {
          n += free(from - 1, own) + free(from + 1, own);
        }
      }
    }
    return n;
  }

  private int horseCount(int from, int own) {
    byte[] sq = squares;
    int n = 0;
    if (sq[from + N] == EMPTY) {
      n += free(from + 2 * N - 1, own) + free(from + 2 * N + 1, own);
    }
    if (sq[from - N] == EMPTY) {
      n += free(from - 2 * N - 1, own) + free(from - 2 * N + 1, own);
    }
    if (sq[from + 1] == EMPTY) {
      n += free(from + 2 + N, own) + free(from + 2 - N, own);
    }
    if (sq[from - 1] == EMPTY) {
      n += free(from - 2 + N, own) + free(from - 2 - N, own);
    }
    return n;
  }

  /**
   * 1 if the cell holds no piece of color bit {@code own}, else 0: by arithmetic, not a branch,
   * whose first other outcome deep in the tree would make the JIT compile the counting again.
   */
  private int free(int to, int own) {
    return ((squares[to] & own) - 1) >>> 31;
  }

  /**
   * Whether one of the four cells packed in {@code cells} (8 bits each, 0 for none) is {@code c}.
   */
  private static boolean isCell(int cells, int c) {
    return (cells & 0xFF) == c
        || (cells >>> 8 & 0xFF) == c
        || (cells >>> 16 & 0xFF) == c
        || (cells >>> 24) == c;
  }

  /**
   * Whether the general on {@code k}, not in check, is still safe after a move on the given lines
   * (bits of {@link #RELATION}: rays from {@code k}, horse legs next to it); the board is left
   * unchanged.
   */
  private boolean safeOnLines(int from, int to, int k, int lines) {
    byte[] sq = squares;
    byte moving = sq[from];
    byte captured = sq[to];
    sq[to] = moving;
    sq[from] = EMPTY;
    int enemy = side == 0 ? BLACK : RED;
    boolean safe = true;
    for (int d = 0; d < 4 && safe; d++) {
      if ((lines & (1 << d)) != 0) {
        safe = !rayAttacks(k, ORTHOGONAL[d], enemy);
      }
    }
    int horse = enemy | HORSE;
    for (int j = 0; j < 4 && safe; j++) {
      if ((lines & (16 << j)) != 0) {
        int leg = k + DIAGONAL[j];
        int vertical = leg + (DIAGONAL[j] > 0 ? N : -N);
        int horizontal = leg + (leg - k) - (DIAGONAL[j] > 0 ? N : -N);
        safe = sq[leg] != EMPTY || sq[vertical] != horse && sq[horizontal] != horse;
      }
    }
    sq[from] = moving;
    sq[to] = captured;
    return safe;
  }

  /** Whether an enemy chariot, general or screened cannon attacks {@code k} along one ray. */
  private boolean rayAttacks(int k, int step, int enemy) {
    byte[] sq = squares;
    int c = k + step;
    while (sq[c] == EMPTY) {
      c += step;
    }
    int first = sq[c];
    if (first == (enemy | CHARIOT) || first == (enemy | GENERAL)) {
      return true;
    }
    if (first == OFF) {
      return false;
    }
    c += step;
    while (sq[c] == EMPTY) {
      c += step;
    }
    return sq[c] == (enemy | CANNON);
  }

  /** Whether the general, on {@code k} after the move, is safe; the board is left unchanged. */
  private boolean safeAfter(int from, int to, int k) {
    byte[] sq = squares;
    byte moving = sq[from];
    byte captured = sq[to];
    sq[to] = moving;
    sq[from] = EMPTY;
    boolean safe = !attacked(k, side);
    sq[from] = moving;
    sq[to] = captured;
    return safe;
  }

  /**
   * The leaves of the legal-move tree at {@code depth}, by make/unmake on this board.
   *
   * @param depth from 0 to {@link Perft#MAX_DEPTH}, checked by the caller
   */
  long perft(int depth) {
    if (depth == 0) {
      return 1;
    }
    // One buffer per ply, made when the walk first reaches it: nothing in proportion to the depth
    // is allocated before searching, so a deep perft of a finished position costs nothing.
    return perft(depth, new int[Perft.MAX_DEPTH][], 0);
  }

  private long perft(int depth, int[][] buffers, int ply) {
    int[] moves = buffers[ply];
    if (moves == null) {
      moves = new int[MAX_MOVES];
      buffers[ply] = moves;
    }
    if (depth == 1) {
      return countLegal(moves);
    }
    int n = legal(moves);
    long total = 0;
    for (int i = 0; i < n; i++) {
      int move = moves[i];
      int undo = make(move);
      total += perft(depth - 1, buffers, ply + 1);
      unmake(move, undo);
    }
    return total;
  }
}
