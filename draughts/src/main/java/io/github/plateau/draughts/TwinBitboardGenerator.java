package io.github.plateau.draughts;

/**
 * The fast generator for 12 x 12 and 14 x 14 boards (international rules): the dark squares split
 * by row parity into two 64-bit words, word A for the rows 0, 2, 4, ... from the top and word B for
 * the others. Each word holds its rows one after another, {@code half} squares and one ghost bit
 * per row: square {@code j} (from the left) of row {@code r} is bit {@code (r / 2) * (half + 1) +
 * j} of word {@code r % 2}.
 *
 * <p>A diagonal step always goes from one word to the other, by a fixed shift per direction and
 * word (see {@link #rot}); a step off the side lands on a ghost bit or outside the board, which
 * every step masks away. A jump (two steps) stays in its word, so a man's capture never leaves its
 * word and every piece it takes lies in the other one. Shifts are rotations, so that one signed
 * amount covers both directions; the board leaves enough spare bits that nothing wraps onto it.
 *
 * <p>Perft is copy-make on six words (white, black, kings; A and B) with preallocated per-ply move
 * arrays, bulk-counted at the last ply.
 */
final class TwinBitboardGenerator extends MajorityCaptures {
  private final long board; // the square bits, the same in both words
  private final long topRow; // word A: White men are crowned here
  private final long bottomRow; // word B: Black men are crowned here
  final long[] bitOf; // square -> its bit
  final int[] wordOf; // square -> 0 (A) or 1 (B)
  final int[][] squareOf; // [word][bit] -> square, 0 for a ghost

  /** Step rotations: {@code rot[4 * w + d]} moves a bit of word w one step in direction d. */
  private final int[] rot;

  /** Jump rotations, the same from either word: two steps in direction d. */
  private final int[] jump;

  // the columns of a ply's moves: start and end bits by word, captured sets by word
  static final int FROM_A = 0;
  static final int FROM_B = 1;
  static final int TO_A = 2;
  static final int TO_B = 3;
  static final int CAPS_A = 4;
  static final int CAPS_B = 5;

  // the state of the generation under way
  private long enemyA;
  private long enemyB;
  private long emptyA; // with the moving piece's own square during a capture search
  private long emptyB;
  private long[] outFromA;
  private long[] outFromB;
  private long[] outToA;
  private long[] outToB;
  private long[] outCapsA;
  private long[] outCapsB;

  /**
   * Whether a board fits: its last bit plus the longest shift stays in the word, and the spare bits
   * above the board take the longest shift that wraps around.
   */
  static boolean fits(Geometry g) {
    int width = g.half + 1;
    return (g.size / 2 + 1) * width <= 64;
  }

  TwinBitboardGenerator(Geometry g) {
    super(6);
    int half = g.half;
    int width = half + 1;
    this.rot = new int[] {-width, -(width - 1), 0, 1, /* from B: */ -1, 0, width - 1, width};
    this.jump = new int[] {-(width + 1), -(width - 1), width - 1, width + 1};
    SquareBits bits = SquareBits.of(g, s -> (g.row(s) / 2) * width + (s - 1) % half);
    this.bitOf = bits.bitOf();
    this.board = bits.board();
    this.topRow = bits.topRow();
    this.bottomRow = bits.bottomRow();
    this.wordOf = new int[g.squares + 1];
    this.squareOf = new int[2][64];
    for (int s = 1; s <= g.squares; s++) {
      wordOf[s] = g.row(s) % 2;
      squareOf[wordOf[s]][Long.numberOfTrailingZeros(bitOf[s])] = s;
    }
  }

  /** One step of a set of word {@code w} in direction {@code d}: a set of the other word. */
  private long step(long x, int w, int d) {
    return Long.rotateLeft(x, rot[4 * w + d]);
  }

  /** White A, white B, black A, black B, kings A, kings B. */
  private long[] sets(byte[] cells) {
    long[] sets = new long[6];
    for (int s = 1; s < cells.length; s++) {
      int code = cells[s];
      if (code != 0) {
        int w = wordOf[s];
        sets[(PieceCodes.isWhite(code) ? 0 : 2) + w] |= bitOf[s];
        if (PieceCodes.isKing(code)) {
          sets[4 + w] |= bitOf[s];
        }
      }
    }
    return sets;
  }

  @Override
  public long perft(byte[] cells, boolean white, int depth) {
    if (depth == 0) {
      return 1;
    }
    long[] s = sets(cells);
    return perft(s[0], s[1], s[2], s[3], s[4], s[5], white, depth, 0);
  }

  private long perft(
      long wA, long wB, long bA, long bB, long kA, long kB, boolean white, int depth, int index) {
    if (depth == 1) {
      return leaves(wA, wB, bA, bB, kA, kB, white, index);
    }
    if (depth == 2 && (white ? (wA & kA) | (wB & kB) : (bA & kA) | (bB & kB)) == 0) {
      long quiet = quietLeaves(wA, wB, bA, bB, kA, kB, white, index);
      if (quiet >= 0) {
        return quiet;
      }
    }
    int n = generate(wA, wB, bA, bB, kA, kB, white, index, false);
    long[][] moves = plies[index];
    long[] fromA = moves[FROM_A];
    long[] fromB = moves[FROM_B];
    long[] toA = moves[TO_A];
    long[] toB = moves[TO_B];
    long[] capsA = moves[CAPS_A];
    long[] capsB = moves[CAPS_B];
    long total = 0;
    for (int i = 0; i < n; i++) {
      long fA = fromA[i];
      long fB = fromB[i];
      long tA = toA[i];
      long tB = toB[i];
      long cA = capsA[i];
      long cB = capsB[i];
      long nkA = kA & ~cA;
      long nkB = kB & ~cB;
      if (((kA & fA) | (kB & fB)) != 0) {
        nkA = (nkA & ~fA) | tA;
        nkB = (nkB & ~fB) | tB;
      } else if (white) {
        nkA |= tA & topRow;
      } else {
        nkB |= tB & bottomRow;
      }
      total +=
          white
              ? perft(
                  (wA & ~fA) | tA,
                  (wB & ~fB) | tB,
                  bA & ~cA,
                  bB & ~cB,
                  nkA,
                  nkB,
                  false,
                  depth - 1,
                  index + 1)
              : perft(
                  wA & ~cA,
                  wB & ~cB,
                  (bA & ~fA) | tA,
                  (bB & ~fB) | tB,
                  nkA,
                  nkB,
                  true,
                  depth - 1,
                  index + 1);
    }
    return total;
  }

  /**
   * The leaves two plies down from a position whose side has men only, when none of them can
   * capture: each step forward is played straight from the target sets, without listing it. A White
   * man is crowned on word A's top row, a Black man on word B's bottom row.
   *
   * @return the count, or -1 if a man can capture
   */
  private long quietLeaves(
      long wA, long wB, long bA, long bB, long kA, long kB, boolean white, int index) {
    long menA = white ? wA : bA;
    long menB = white ? wB : bB;
    long foesA = white ? bA : wA;
    long foesB = white ? bB : wB;
    long freeA = board & ~(wA | bA);
    long freeB = board & ~(wB | bB);
    long jumpersA = 0;
    long jumpersB = 0;
    for (int d = 0; d < 4; d++) {
      jumpersA |= jumpStarts(foesB, freeA, 1, d);
      jumpersB |= jumpStarts(foesA, freeB, 0, d);
    }
    if (((menA & jumpersA) | (menB & jumpersB)) != 0) {
      return -1;
    }
    long total = 0;
    int d0 = white ? Geometry.UP_LEFT : Geometry.DOWN_LEFT;
    for (int d = d0; d < d0 + 2; d++) {
      for (long t = step(menA, 0, d) & freeB; t != 0; t &= t - 1) {
        long to = t & -t;
        long from = step(to, 1, d ^ 3);
        total +=
            white
                ? leaves(wA ^ from, wB ^ to, bA, bB, kA, kB, false, index + 1)
                : leaves(wA, wB, bA ^ from, bB ^ to, kA, kB | (to & bottomRow), true, index + 1);
      }
      for (long t = step(menB, 1, d) & freeA; t != 0; t &= t - 1) {
        long to = t & -t;
        long from = step(to, 0, d ^ 3);
        total +=
            white
                ? leaves(wA ^ to, wB ^ from, bA, bB, kA | (to & topRow), kB, false, index + 1)
                : leaves(wA, wB, bA ^ to, bB ^ from, kA, kB, true, index + 1);
      }
    }
    return total;
  }

  /**
   * The number of legal moves at the last ply of perft, counted without listing them when the side
   * has no king and no man's capture can go on after its first piece: then every single capture is
   * a move of its own (the majority rule keeps them all), or, with none, every step forward is.
   * Otherwise the whole generation counts.
   */
  private int leaves(
      long wA, long wB, long bA, long bB, long kA, long kB, boolean white, int index) {
    long ownA = white ? wA : bA;
    long ownB = white ? wB : bB;
    if (((ownA & kA) | (ownB & kB)) != 0) {
      return generate(wA, wB, bA, bB, kA, kB, white, index, true);
    }
    long foesA = white ? bA : wA;
    long foesB = white ? bB : wB;
    long freeA = board & ~(wA | bA);
    long freeB = board & ~(wB | bB);
    int capturesA = singleJumps(ownA, foesB, freeA, 1);
    int capturesB = singleJumps(ownB, foesA, freeB, 0);
    if (capturesA < 0 || capturesB < 0) {
      return generate(wA, wB, bA, bB, kA, kB, white, index, true);
    }
    if (capturesA + capturesB > 0) {
      return capturesA + capturesB;
    }
    int d0 = white ? Geometry.UP_LEFT : Geometry.DOWN_LEFT;
    return Long.bitCount(step(ownA, 0, d0) & freeB)
        + Long.bitCount(step(ownA, 0, d0 + 1) & freeB)
        + Long.bitCount(step(ownB, 1, d0) & freeA)
        + Long.bitCount(step(ownB, 1, d0 + 1) & freeA);
  }

  /**
   * The captures of the men {@code men} of one word when each takes a single piece, or -1 if one
   * can go on after its first.
   *
   * @param foes the foes, in the other word
   * @param free the empty squares of the men's word
   * @param other the other word
   */
  private int singleJumps(long men, long foes, long free, int other) {
    long a0 = jumpStarts(foes, free, other, 0);
    long a1 = jumpStarts(foes, free, other, 1);
    long a2 = jumpStarts(foes, free, other, 2);
    long a3 = jumpStarts(foes, free, other, 3);
    long j0 = men & a0;
    long j1 = men & a1;
    long j2 = men & a2;
    long j3 = men & a3;
    if ((j0 | j1 | j2 | j3) == 0) {
      return 0;
    }
    if (goesOn(j0, j1, j2, j3, a0, a1, a2, a3)) {
      return -1;
    }
    return Long.bitCount(j0) + Long.bitCount(j1) + Long.bitCount(j2) + Long.bitCount(j3);
  }

  /**
   * The squares of word {@code w} from which a jump in direction {@code d} takes one of {@code
   * foes} (of the other word) and lands on {@code free} (of word w); {@code d ^ 3} is opposite.
   */
  private long jumpStarts(long foes, long free, int other, int d) {
    return step(foes, other, d ^ 3) & Long.rotateLeft(free, -jump[d]);
  }

  /**
   * Whether a man's capture can go on after its first piece, given the men of one word that can
   * jump in each direction and that word's jump starts: a jump stays in its word, and from its
   * landing square only the way back, over the piece just taken, differs from those starts.
   */
  private boolean goesOn(long j0, long j1, long j2, long j3, long a0, long a1, long a2, long a3) {
    return ((Long.rotateLeft(j0, jump[0]) & (a0 | a1 | a2))
            | (Long.rotateLeft(j1, jump[1]) & (a0 | a1 | a3))
            | (Long.rotateLeft(j2, jump[2]) & (a0 | a2 | a3))
            | (Long.rotateLeft(j3, jump[3]) & (a1 | a2 | a3)))
        != 0;
  }

  /** Lists the single captures of the men {@code jumpers} of word {@code w}, in square order. */
  private void singleCaptures(long jumpers, int w, long free) {
    long foes = w == 0 ? enemyB : enemyA;
    for (long m = jumpers; m != 0; m &= m - 1) {
      long bit = m & -m;
      for (int d = 0; d < 4; d++) {
        long over = step(bit, w, d) & foes;
        long land = Long.rotateLeft(bit, jump[d]) & free;
        if (over == 0 || land == 0) {
          continue;
        }
        if (w == 0) {
          add(bit, 0, land, 0, 0, over);
        } else {
          add(0, bit, 0, land, over, 0);
        }
      }
    }
  }

  /**
   * Generates the legal moves into ply {@code index}'s arrays; with {@code countOnly}, quiet moves
   * are only counted.
   *
   * @return the number of moves
   */
  int generate(
      long wA,
      long wB,
      long bA,
      long bB,
      long kA,
      long kB,
      boolean white,
      int index,
      boolean countOnly) {
    selectPly(index);
    long ownA = white ? wA : bA;
    long ownB = white ? wB : bB;
    long freeA = board & ~(wA | bA);
    long freeB = board & ~(wB | bB);
    enemyA = white ? bA : wA;
    enemyB = white ? bB : wB;
    count = 0;
    best = 0;

    long menA = ownA & ~kA;
    long menB = ownB & ~kB;
    long a0 = jumpStarts(enemyB, freeA, 1, 0);
    long a1 = jumpStarts(enemyB, freeA, 1, 1);
    long a2 = jumpStarts(enemyB, freeA, 1, 2);
    long a3 = jumpStarts(enemyB, freeA, 1, 3);
    long b0 = jumpStarts(enemyA, freeB, 0, 0);
    long b1 = jumpStarts(enemyA, freeB, 0, 1);
    long b2 = jumpStarts(enemyA, freeB, 0, 2);
    long b3 = jumpStarts(enemyA, freeB, 0, 3);
    long jumpersA = menA & (a0 | a1 | a2 | a3);
    long jumpersB = menB & (b0 | b1 | b2 | b3);
    if ((jumpersA | jumpersB) != 0
        && !goesOn(menA & a0, menA & a1, menA & a2, menA & a3, a0, a1, a2, a3)
        && !goesOn(menB & b0, menB & b1, menB & b2, menB & b3, b0, b1, b2, b3)) {
      best = 1; // single captures only, each a move of its own
      singleCaptures(jumpersA, 0, freeA);
      singleCaptures(jumpersB, 1, freeB);
      jumpersA = 0;
      jumpersB = 0;
    }
    emptyA = freeA;
    emptyB = freeB;
    for (long m = jumpersA; m != 0; m &= m - 1) {
      long bit = m & -m;
      emptyA = freeA | bit;
      manCaptures(0, bit, bit, 0, 0);
    }
    emptyA = freeA;
    for (long m = jumpersB; m != 0; m &= m - 1) {
      long bit = m & -m;
      emptyB = freeB | bit;
      manCaptures(1, bit, bit, 0, 0);
    }
    emptyB = freeB;
    long kingsA = ownA & kA;
    long kingsB = ownB & kB;
    int kingQuiet = 0;
    if ((kingsA | kingsB) != 0) {
      // all kings' rays at once: their empty squares, then the foes where they stop
      boolean kingCapture = false;
      for (int d = 0; d < 4; d++) {
        long reachedA = 0;
        long reachedB = 0;
        long edgeA = kingsA;
        long edgeB = kingsB;
        while ((edgeA | edgeB) != 0) {
          long nextA = step(edgeB, 1, d) & freeA;
          edgeB = step(edgeA, 0, d) & freeB;
          edgeA = nextA;
          reachedA |= edgeA;
          reachedB |= edgeB;
        }
        kingQuiet += Long.bitCount(reachedA) + Long.bitCount(reachedB);
        long hitA = step(kingsB | reachedB, 1, d) & enemyA;
        long hitB = step(kingsA | reachedA, 0, d) & enemyB;
        kingCapture |= ((step(hitA, 0, d) & freeB) | (step(hitB, 1, d) & freeA)) != 0;
      }
      if (kingCapture) {
        for (long q = kingsA; q != 0; q &= q - 1) {
          long bit = q & -q;
          emptyA = freeA | bit;
          kingCaptures(bit, 0, bit, 0, 0, 0, 0);
        }
        emptyA = freeA;
        for (long q = kingsB; q != 0; q &= q - 1) {
          long bit = q & -q;
          emptyB = freeB | bit;
          kingCaptures(0, bit, bit, 1, 0, 0, 0);
        }
        emptyB = freeB;
      }
    }
    if (best > 0) {
      return count;
    }

    // men: White steps up (directions 0, 1), Black down (2, 3); A men land in B and back
    int d0 = white ? Geometry.UP_LEFT : Geometry.DOWN_LEFT;
    if (countOnly) {
      int n =
          Long.bitCount(step(menA, 0, d0) & freeB)
              + Long.bitCount(step(menA, 0, d0 + 1) & freeB)
              + Long.bitCount(step(menB, 1, d0) & freeA)
              + Long.bitCount(step(menB, 1, d0 + 1) & freeA);
      return n + kingQuiet; // rays of two kings in one direction never share a square
    }
    for (int d = d0; d < d0 + 2; d++) {
      for (long t = step(menA, 0, d) & freeB; t != 0; t &= t - 1) {
        long bit = t & -t;
        add(step(bit, 1, d ^ 3), 0, 0, bit, 0, 0);
      }
      for (long t = step(menB, 1, d) & freeA; t != 0; t &= t - 1) {
        long bit = t & -t;
        add(0, step(bit, 0, d ^ 3), bit, 0, 0, 0);
      }
    }
    kingSlides(kingsA, 0);
    kingSlides(kingsB, 1);
    return count;
  }

  /** Adds the quiet moves of the kings of word {@code w}. */
  private void kingSlides(long kings, int w) {
    for (long q = kings; q != 0; q &= q - 1) {
      long bit = q & -q;
      for (int d = 0; d < 4; d++) {
        long t = bit;
        int tw = w;
        while (true) {
          t = step(t, tw, d);
          tw ^= 1;
          if ((t & (tw == 0 ? emptyA : emptyB)) == 0) {
            break;
          }
          add(w == 0 ? bit : 0, w == 0 ? 0 : bit, tw == 0 ? t : 0, tw == 0 ? 0 : t, 0, 0);
        }
      }
    }
  }

  /**
   * A man of word {@code w} goes on capturing from {@code at}; {@code taken} is in the other word.
   */
  private void manCaptures(int w, long origin, long at, long taken, int n) {
    boolean extended = false;
    long foes = (w == 0 ? enemyB : enemyA) & ~taken;
    long empty = w == 0 ? emptyA : emptyB;
    for (int d = 0; d < 4; d++) {
      long over = step(at, w, d) & foes;
      if (over == 0) {
        continue;
      }
      long land = Long.rotateLeft(at, jump[d]) & empty;
      if (land == 0) {
        continue;
      }
      extended = true;
      manCaptures(w, origin, land, taken | over, n + 1);
    }
    if (!extended && n > 0) {
      if (w == 0) {
        record(origin, 0, at, 0, 0, taken, n, n < 4);
      } else {
        record(0, origin, 0, at, taken, 0, n, n < 4);
      }
    }
  }

  /**
   * A king goes on capturing from {@code at} in word {@code w}, having taken {@code takenA} and
   * {@code takenB}, which still block. Along a diagonal the squares alternate between word w
   * ("here") and the other word ("there"), so the walk takes two steps at a time.
   */
  private void kingCaptures(
      long originA, long originB, long at, int w, long takenA, long takenB, int n) {
    long emptyHere = w == 0 ? emptyA : emptyB;
    long emptyThere = w == 0 ? emptyB : emptyA;
    long foesHere = w == 0 ? enemyA & ~takenA : enemyB & ~takenB;
    long foesThere = w == 0 ? enemyB & ~takenB : enemyA & ~takenA;
    boolean extended = false;
    for (int d = 0; d < 4; d++) {
      int out = rot[4 * w + d]; // a step from here to there
      int back = rot[4 * (w ^ 1) + d]; // and from there to here
      long over = at;
      while (true) {
        over = Long.rotateLeft(over, out);
        if ((over & emptyThere) == 0) {
          if ((over & foesThere) != 0) {
            // landing squares: here, there, here, ...
            for (long land = Long.rotateLeft(over, back) & emptyHere; land != 0; ) {
              extended = true;
              capturedThen(originA, originB, land, w, takenA, takenB, over, w ^ 1, n);
              land = Long.rotateLeft(land, out) & emptyThere;
              if (land == 0) {
                break;
              }
              capturedThen(originA, originB, land, w ^ 1, takenA, takenB, over, w ^ 1, n);
              land = Long.rotateLeft(land, back) & emptyHere;
            }
          }
          break;
        }
        over = Long.rotateLeft(over, back);
        if ((over & emptyHere) == 0) {
          if ((over & foesHere) != 0) {
            // landing squares: there, here, there, ...
            for (long land = Long.rotateLeft(over, out) & emptyThere; land != 0; ) {
              extended = true;
              capturedThen(originA, originB, land, w ^ 1, takenA, takenB, over, w, n);
              land = Long.rotateLeft(land, back) & emptyHere;
              if (land == 0) {
                break;
              }
              capturedThen(originA, originB, land, w, takenA, takenB, over, w, n);
              land = Long.rotateLeft(land, out) & emptyThere;
            }
          }
          break;
        }
      }
    }
    if (!extended && n > 0) {
      record(originA, originB, w == 0 ? at : 0, w == 0 ? 0 : at, takenA, takenB, n, false);
    }
  }

  /** Goes on from a landing square of word {@code lw} after taking {@code over} of word ow. */
  private void capturedThen(
      long originA,
      long originB,
      long land,
      int lw,
      long takenA,
      long takenB,
      long over,
      int ow,
      int n) {
    if (ow == 0) {
      kingCaptures(originA, originB, land, lw, takenA | over, takenB, n + 1);
    } else {
      kingCaptures(originA, originB, land, lw, takenA, takenB | over, n + 1);
    }
  }

  /**
   * Keeps a finished capture if it takes the most pieces so far and is not yet listed. A man's
   * route of fewer than 4 pieces is {@code unique}: its jumps form no loop, so no other route takes
   * the same pieces between the same squares, and the list need not be searched.
   */
  private void record(
      long fromA, long fromB, long toA, long toB, long capsA, long capsB, int n, boolean unique) {
    if (!admits(n)) {
      return;
    }
    for (int i = unique ? count : 0; i < count; i++) {
      if (outCapsA[i] == capsA
          && outCapsB[i] == capsB
          && outFromA[i] == fromA
          && outFromB[i] == fromB
          && outToA[i] == toA
          && outToB[i] == toB) {
        return;
      }
    }
    add(fromA, fromB, toA, toB, capsA, capsB);
  }

  private void selectPly(int index) {
    write(columnsOf(index));
  }

  /** Points the moves to come at a ply's columns. */
  private void write(long[][] moves) {
    outFromA = moves[FROM_A];
    outFromB = moves[FROM_B];
    outToA = moves[TO_A];
    outToB = moves[TO_B];
    outCapsA = moves[CAPS_A];
    outCapsB = moves[CAPS_B];
  }

  private void add(long fromA, long fromB, long toA, long toB, long capsA, long capsB) {
    if (count == outFromA.length) {
      write(widened());
    }
    outFromA[count] = fromA;
    outFromB[count] = fromB;
    outToA[count] = toA;
    outToB[count] = toB;
    outCapsA[count] = capsA;
    outCapsB[count] = capsB;
    count++;
  }
}
