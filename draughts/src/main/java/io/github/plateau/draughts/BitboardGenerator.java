package io.github.plateau.draughts;

/**
 * The fast generator for boards whose dark squares fit one 64-bit word with padding (up to 10 x
 * 10): the classic layout with a ghost bit after every pair of rows, so that the four diagonal
 * steps are shifts by {@code N/2} and {@code N/2 + 1} and a step off the side lands on a ghost bit.
 *
 * <p>Bit {@code (s - 1) + row(s) / 2} holds square {@code s}. Up (toward square 1): {@code >>> h+1}
 * up-left, {@code >>> h} up-right; down: {@code << h} down-left, {@code << h+1} down-right. Perft
 * is copy-make on three words (white, black, kings) with one preallocated move array per ply.
 */
final class BitboardGenerator extends MajorityCaptures {
  private final int h;
  private final int h1;
  private final long board;
  private final long topRow; // White men promote here
  private final long bottomRow; // Black men promote here
  final long[] bitOf; // square -> bit
  final int[] squareOf; // bit index -> square, 0 for a ghost
  private final int[] rot; // by direction: the rotation of one step

  // the columns of a ply's moves: one-bit start and end masks and the captured set
  static final int FROM = 0;
  static final int TO = 1;
  static final int CAPS = 2;

  // the state of the generation under way
  private long enemy;
  private long empty; // includes the moving piece's own square during a capture search
  private long[] outFrom;
  private long[] outTo;
  private long[] outCaps;

  /**
   * Whether a board fits: its last bit ({@code squares + half - 2}) plus the longest step ({@code
   * half + 1}) stays inside the word, so that rotations never wrap onto a square.
   */
  static boolean fits(Geometry g) {
    return g.squares + 2 * g.half - 1 <= 63;
  }

  BitboardGenerator(Geometry g) {
    super(3);
    this.h = g.half;
    this.h1 = g.half + 1;
    this.rot = new int[] {-h1, -h, h, h1};
    SquareBits bits = SquareBits.of(g, s -> (s - 1) + g.row(s) / 2);
    this.bitOf = bits.bitOf();
    this.board = bits.board();
    this.topRow = bits.topRow();
    this.bottomRow = bits.bottomRow();
    this.squareOf = new int[64];
    for (int s = 1; s <= g.squares; s++) {
      squareOf[Long.numberOfTrailingZeros(bitOf[s])] = s;
    }
  }

  @Override
  public long perft(byte[] cells, boolean white, int depth) {
    if (depth == 0) {
      return 1;
    }
    long w = 0;
    long b = 0;
    long k = 0;
    for (int s = 1; s < cells.length; s++) {
      int code = cells[s];
      if (code != 0) {
        if (PieceCodes.isWhite(code)) {
          w |= bitOf[s];
        } else {
          b |= bitOf[s];
        }
        if (PieceCodes.isKing(code)) {
          k |= bitOf[s];
        }
      }
    }
    return perft(w, b, k, white, depth, 0);
  }

  private long perft(long w, long b, long k, boolean white, int depth, int index) {
    if (depth == 1) {
      return leaves(w, b, k, white, index);
    }
    if (depth == 2 && (k & (white ? w : b)) == 0) {
      long quiet = quietLeaves(w, b, k, white, index);
      if (quiet >= 0) {
        return quiet;
      }
    }
    int n = generate(w, b, k, white, index, false);
    long[][] moves = plies[index];
    long[] from = moves[FROM];
    long[] to = moves[TO];
    long[] caps = moves[CAPS];
    long promotion = white ? topRow : bottomRow;
    long total = 0;
    for (int i = 0; i < n; i++) {
      long f = from[i];
      long t = to[i];
      long c = caps[i];
      long nw;
      long nb;
      if (white) {
        nw = (w & ~f) | t;
        nb = b & ~c;
      } else {
        nb = (b & ~f) | t;
        nw = w & ~c;
      }
      long nk = k & ~c;
      if ((k & f) != 0) {
        nk = (nk & ~f) | t;
      } else if ((t & promotion) != 0) {
        nk |= t;
      }
      total += perft(nw, nb, nk, !white, depth - 1, index + 1);
    }
    return total;
  }

  /**
   * The leaves two plies down from a position whose side has men only, when none of them can
   * capture: each step forward is played straight from the target sets, without listing it.
   *
   * @return the count, or -1 if a man can capture
   */
  private long quietLeaves(long w, long b, long k, boolean white, int index) {
    long free = board & ~(w | b);
    long foes = white ? b : w;
    long men = white ? w : b;
    long jumpers =
        jumpStarts(free, foes, 0)
            | jumpStarts(free, foes, 1)
            | jumpStarts(free, foes, 2)
            | jumpStarts(free, foes, 3);
    if ((men & jumpers) != 0) {
      return -1;
    }
    long total = 0;
    if (white) {
      for (long t = (men >>> h1) & free; t != 0; t &= t - 1) {
        long to = t & -t;
        total += leaves(w ^ (to << h1) ^ to, b, k | (to & topRow), false, index + 1);
      }
      for (long t = (men >>> h) & free; t != 0; t &= t - 1) {
        long to = t & -t;
        total += leaves(w ^ (to << h) ^ to, b, k | (to & topRow), false, index + 1);
      }
    } else {
      for (long t = (men << h) & free; t != 0; t &= t - 1) {
        long to = t & -t;
        total += leaves(w, b ^ (to >>> h) ^ to, k | (to & bottomRow), true, index + 1);
      }
      for (long t = (men << h1) & free; t != 0; t &= t - 1) {
        long to = t & -t;
        total += leaves(w, b ^ (to >>> h1) ^ to, k | (to & bottomRow), true, index + 1);
      }
    }
    return total;
  }

  /**
   * The number of legal moves at the last ply of perft, counted without listing them when the side
   * has no king and no man's capture can go on after its first piece: then every single capture is
   * a move of its own (the majority rule keeps them all), or, with none, every step forward is.
   * Otherwise the whole generation counts. Its first lines repeat {@link #generate}'s on purpose:
   * counting these leaves inside {@code generate} was measured 10 to 30% slower in perft.
   */
  private int leaves(long w, long b, long k, boolean white, int index) {
    long own = white ? w : b;
    if ((own & k) != 0) {
      return generate(w, b, k, white, index, true);
    }
    long foes = white ? b : w;
    long free = board & ~(w | b);
    long a0 = jumpStarts(free, foes, 0);
    long a1 = jumpStarts(free, foes, 1);
    long a2 = jumpStarts(free, foes, 2);
    long a3 = jumpStarts(free, foes, 3);
    long j0 = own & a0;
    long j1 = own & a1;
    long j2 = own & a2;
    long j3 = own & a3;
    if ((j0 | j1 | j2 | j3) == 0) {
      return white
          ? Long.bitCount((own >>> h1) & free) + Long.bitCount((own >>> h) & free)
          : Long.bitCount((own << h) & free) + Long.bitCount((own << h1) & free);
    }
    if (goesOn(j0, j1, j2, j3, a0, a1, a2, a3)) {
      return generate(w, b, k, white, index, true);
    }
    return Long.bitCount(j0) + Long.bitCount(j1) + Long.bitCount(j2) + Long.bitCount(j3);
  }

  /**
   * The squares from which a jump in direction {@code d} takes one of {@code foes} and lands on
   * {@code free}; directions 0 and 3, 1 and 2 are opposite.
   */
  private long jumpStarts(long free, long foes, int d) {
    return step(step(free, 3 - d) & foes, 3 - d);
  }

  /**
   * Whether a man's capture can go on after its first piece, given the men that can jump in each
   * direction and the jump starts of each direction: from a landing square only the way back, over
   * the piece just taken onto the square just left, differs from those starts.
   */
  private boolean goesOn(long j0, long j1, long j2, long j3, long a0, long a1, long a2, long a3) {
    return ((step(step(j0, 0), 0) & (a0 | a1 | a2))
            | (step(step(j1, 1), 1) & (a0 | a1 | a3))
            | (step(step(j2, 2), 2) & (a0 | a2 | a3))
            | (step(step(j3, 3), 3) & (a1 | a2 | a3)))
        != 0;
  }

  /**
   * One step of a set in direction d: a rotation, so that one signed amount per direction serves
   * both ways; bits rotated past either end land on bits that are not squares.
   */
  private long step(long x, int d) {
    return Long.rotateLeft(x, rot[d]);
  }

  /**
   * Generates the legal moves into ply {@code index}'s arrays; with {@code countOnly}, quiet moves
   * are only counted.
   *
   * @return the number of moves
   */
  int generate(long w, long b, long k, boolean white, int index, boolean countOnly) {
    selectPly(index);
    long own = white ? w : b;
    long foes = white ? b : w;
    long free = board & ~(w | b);
    enemy = foes;
    count = 0;
    best = 0;

    long men = own & ~k;
    long a0 = jumpStarts(free, foes, 0);
    long a1 = jumpStarts(free, foes, 1);
    long a2 = jumpStarts(free, foes, 2);
    long a3 = jumpStarts(free, foes, 3);
    long j0 = men & a0;
    long j1 = men & a1;
    long j2 = men & a2;
    long j3 = men & a3;
    long jumpers = j0 | j1 | j2 | j3;
    if (jumpers != 0 && !goesOn(j0, j1, j2, j3, a0, a1, a2, a3)) {
      best = 1; // single captures only, each a move of its own
      for (long m = jumpers; m != 0; m &= m - 1) {
        long bit = m & -m;
        for (int d = 0; d < 4; d++) {
          long over = step(bit, d);
          if ((over & foes) != 0 && (step(over, d) & free) != 0) {
            add(bit, step(over, d), over);
          }
        }
      }
      jumpers = 0;
    }
    for (long m = jumpers; m != 0; m &= m - 1) {
      long bit = m & -m;
      empty = free | bit;
      manCaptures(bit, bit, 0, 0);
    }
    long ownKings = own & k;
    int kingQuiet = 0;
    if (ownKings != 0) {
      // all kings' rays at once: their empty squares, then the foes where they stop
      boolean kingCapture = false;
      for (int d = 0; d < 4; d++) {
        long reached = 0;
        for (long edge = step(ownKings, d) & free; edge != 0; edge = step(edge, d) & free) {
          reached |= edge;
        }
        kingQuiet += Long.bitCount(reached); // rays of two kings in one direction never meet
        kingCapture |= (step(step(ownKings | reached, d) & foes, d) & free) != 0;
      }
      for (long q = kingCapture ? ownKings : 0; q != 0; q &= q - 1) {
        long bit = q & -q;
        empty = free | bit;
        kingCaptures(bit, bit, 0, 0);
      }
    }
    if (best > 0) {
      return count;
    }

    long leftTargets = white ? (men >>> h1) & free : (men << h) & free;
    long rightTargets = white ? (men >>> h) & free : (men << h1) & free;
    if (countOnly) {
      return Long.bitCount(leftTargets) + Long.bitCount(rightTargets) + kingQuiet;
    }
    for (long t = leftTargets; t != 0; t &= t - 1) {
      long bit = t & -t;
      add(white ? bit << h1 : bit >>> h, bit, 0);
    }
    for (long t = rightTargets; t != 0; t &= t - 1) {
      long bit = t & -t;
      add(white ? bit << h : bit >>> h1, bit, 0);
    }
    for (long q = ownKings; q != 0; q &= q - 1) {
      long bit = q & -q;
      for (int d = 0; d < 4; d++) {
        for (long t = step(bit, d) & free; t != 0; t = step(t, d) & free) {
          add(bit, t, 0);
        }
      }
    }
    return count;
  }

  private void manCaptures(long origin, long at, long taken, int n) {
    boolean extended = false;
    long foes = enemy & ~taken;
    for (int d = 0; d < 4; d++) {
      long over = step(at, d) & foes;
      if (over == 0) {
        continue;
      }
      long land = step(over, d) & empty;
      if (land == 0) {
        continue;
      }
      extended = true;
      manCaptures(origin, land, taken | over, n + 1);
    }
    if (!extended && n > 0) {
      record(origin, at, taken, n, n < 4);
    }
  }

  private void kingCaptures(long origin, long at, long taken, int n) {
    boolean extended = false;
    long foes = enemy & ~taken;
    for (int d = 0; d < 4; d++) {
      int r = rot[d];
      long over = Long.rotateLeft(at, r);
      while ((over & empty) != 0) {
        over = Long.rotateLeft(over, r);
      }
      if ((over & foes) == 0) {
        continue;
      }
      for (long land = Long.rotateLeft(over, r) & empty;
          land != 0;
          land = Long.rotateLeft(land, r) & empty) {
        extended = true;
        kingCaptures(origin, land, taken | over, n + 1);
      }
    }
    if (!extended && n > 0) {
      record(origin, at, taken, n, false);
    }
  }

  /**
   * Keeps a finished capture if it takes the most pieces so far and is not yet listed. A man's
   * route of fewer than 4 pieces is {@code unique}: its jumps form no loop, so no other route takes
   * the same pieces between the same squares, and the list need not be searched.
   */
  private void record(long origin, long end, long taken, int n, boolean unique) {
    if (!admits(n)) {
      return;
    }
    for (int i = unique ? count : 0; i < count; i++) {
      if (outCaps[i] == taken && outFrom[i] == origin && outTo[i] == end) {
        return;
      }
    }
    add(origin, end, taken);
  }

  private void selectPly(int index) {
    write(columnsOf(index));
  }

  /** Points the moves to come at a ply's columns. */
  private void write(long[][] moves) {
    outFrom = moves[FROM];
    outTo = moves[TO];
    outCaps = moves[CAPS];
  }

  private void add(long from, long to, long caps) {
    if (count == outFrom.length) {
      write(widened());
    }
    outFrom[count] = from;
    outTo[count] = to;
    outCaps[count] = caps;
    count++;
  }
}
