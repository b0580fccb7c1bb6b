package io.github.plateau.napoleon;

import io.github.plateau.core.MoveList;

/**
 * The move generator of boards of at most 64 squares, on {@code long} bitboards. A position's state
 * is a {@code long[]} ({@link #STATE} entries): occupancy per camp, one mask per kind, the cannons'
 * orientations as three bit planes, each camp's streak and the side to move. Perft runs copy-make
 * on preallocated per-ply states and move lists: no allocation per node.
 *
 * <p>Not thread-safe: one instance per thread.
 *
 * <p>Long on purpose (near 700 lines): the generator, the bulk counter of perft's last ply and the
 * copy-make share the state layout and the per-game masks held here; perft's speed depends on their
 * staying plain field reads and private calls inside one class.
 */
final class BitboardGenerator {
  static final int OCC = 0; // + camp
  static final int KINDS = 2; // + kind
  static final int ORIENT = 7; // + bit of the orientation
  static final int STREAK = 10; // + camp: square << 2 | count, or -1
  static final int SIDE = 12;
  static final int STATE = 13;

  private static final int GENERAL = KINDS + PieceCodes.GENERAL;
  private static final int DRUMMER = KINDS + PieceCodes.DRUMMER;
  private static final int INFANTRY = KINDS + PieceCodes.INFANTRY;
  private static final int CAVALRY = KINDS + PieceCodes.CAVALRY;
  private static final int CANNON = KINDS + PieceCodes.CANNON;
  private static final int REACH = Geometry.MAX_RANGE + 1;
  private static final int N = Direction.N.ordinal();
  private static final int E = Direction.E.ordinal();
  private static final int S = Direction.S.ordinal();
  private static final int W = Direction.W.ordinal();

  /** Directions whose steps raise the square index: N, NE, E, NW. */
  private static final boolean[] UP = {true, true, true, false, false, false, false, true};

  private final int size;
  private final long[][] ray;
  private final long[] reach;
  private final long[] around;
  private final long[] diagonalAround;
  private final long village;
  private final long marsh;
  private final long forest;
  private final long hill;
  private final long veil; // village, forest or hill: blocks the sight of a cannon off a hill
  private final long[] beyond;
  private final int k;
  private final boolean horses;
  private final boolean push;

  private final long[] arrive = new long[8]; // by direction: the squares a step that way reaches
  private final int[] turn = new int[8]; // by direction: the index change of one step, mod 64
  private final long board; // every square of the board

  private long[][] states = new long[0][];
  private MoveList[] lists = new MoveList[0];

  // The node that generate or count works on, as open reads it. One node at a time: a walk lists a
  // ply's moves whole before it goes down to the next.
  private long occ; // every piece
  private long own; // the pieces of the side to move
  private long enemy; // the other camp's pieces
  private long los; // the squares in the lines of sight of the enemy cannons
  private long cavalryBarred; // where cavalry of the side to move may not go: sight, fright, marsh
  private int frozen; // the square of the piece that moved twice in a row, or -1

  BitboardGenerator(Napoleon game, Ground ground) {
    Geometry g = game.geometry();
    size = g.size;
    ray = g.ray;
    reach = g.reach;
    around = g.around;
    diagonalAround = g.diagonalAround;
    village = ground.village;
    marsh = ground.marsh;
    forest = ground.forest;
    hill = ground.hill;
    veil = village | forest | hill;
    beyond = game.scoring().beyondMasks();
    k = game.rules().k();
    horses = game.rules().frightenedHorses();
    push = game.rules().drummerPush();
    for (int d = 0; d < 8; d++) {
      for (int sq = 0; sq < size; sq++) {
        long next = reach(d, sq, 1);
        if (next != 0) {
          arrive[d] |= next;
          turn[d] = Long.numberOfTrailingZeros(next) - sq & 63;
        }
      }
    }
    board = size == 64 ? -1L : (1L << size) - 1;
  }

  /**
   * Every piece of a set one step in a direction, those that would leave the board dropped. A
   * rotation moves every bit by the step, mod 64, without a branch on its sign; a bit that crossed
   * an edge or wrapped lands off the squares a step that way reaches (a bit on one of them came
   * from the square one step back, and from no other, as both are in 0..63). So the walks below
   * rotate their sets and mask them with masks that hold only squares a step that way reaches; the
   * sets that follow a property of the walking pieces are only rotated: a bit on the square a piece
   * reached after k steps stands for the piece k steps back.
   */
  private long step(long pieces, int d) {
    return Long.rotateLeft(pieces, turn[d]) & arrive[d];
  }

  /** The state of a position. */
  static long[] state(NapoleonPosition p) {
    long[] s = new long[STATE];
    byte[] cells = p.cells();
    for (int sq = 0; sq < cells.length; sq++) {
      int code = cells[sq] & 0xFF;
      if (code != PieceCodes.EMPTY) {
        long bit = 1L << sq;
        s[OCC + PieceCodes.camp(code)] |= bit;
        s[KINDS + PieceCodes.kind(code)] |= bit;
        int o = PieceCodes.orientation(code);
        for (int b = 0; b < 3; b++) {
          if ((o >> b & 1) != 0) {
            s[ORIENT + b] |= bit;
          }
        }
      }
    }
    for (int c = 0; c < 2; c++) {
      s[STREAK + c] = p.streakCode(c);
    }
    s[SIDE] = p.sideToMove().index();
    return s;
  }

  private int first(int d, long mask) {
    return UP[d] ? Long.numberOfTrailingZeros(mask) : 63 - Long.numberOfLeadingZeros(mask);
  }

  /** The first square of a ray in a direction that a mask holds, or -1 if the mask holds none. */
  private int firstIn(int d, long r, long mask) {
    long stop = r & mask;
    return stop == 0 ? -1 : first(d, stop);
  }

  /** The squares of a ray before its square {@code f}: the whole ray for -1. */
  private long before(int d, long r, int f) {
    return f < 0 ? r : r & ~ray[d][f] & ~(1L << f);
  }

  private long reach(int d, int sq, int n) {
    return reach[(d * size + sq) * REACH + n];
  }

  int points(long[] s, int camp) {
    long mine = s[OCC + camp] & beyond[camp];
    return Long.bitCount(mine & ~s[DRUMMER]) + Long.bitCount(mine & s[GENERAL]);
  }

  boolean decided(long[] s) {
    return points(s, 0) >= k || points(s, 1) >= k;
  }

  /** The squares in the lines of sight of the given cannons. */
  long sight(long[] s, long cannons, long occ) {
    long seen = 0;
    long blockers = occ | veil;
    for (long bb = cannons; bb != 0; bb &= bb - 1) {
      int sq = Long.numberOfTrailingZeros(bb);
      int d = orientation(s, sq);
      long r = ray[d][sq];
      if ((hill >>> sq & 1) != 0) {
        long stop = r & hill;
        seen |= stop == 0 ? r : r & ~ray[d][first(d, stop)];
      } else {
        long stop = r & blockers;
        if (stop == 0) {
          seen |= r;
        } else {
          int f = first(d, stop);
          long part = r & ~ray[d][f];
          seen |= (veil >>> f & 1) != 0 ? part & ~(1L << f) : part;
        }
      }
    }
    return seen;
  }

  /** The {@link PieceCodes} code of what stands on a square of a state. */
  static int code(long[] s, int sq) {
    long bit = 1L << sq;
    int camp = (s[OCC] & bit) != 0 ? 0 : (s[OCC + 1] & bit) != 0 ? 1 : -1;
    if (camp < 0) {
      return PieceCodes.EMPTY;
    }
    int kind = 0;
    while ((s[KINDS + kind] & bit) == 0) {
      kind++;
    }
    return PieceCodes.code(camp, kind, kind == PieceCodes.CANNON ? orientation(s, sq) : 0);
  }

  /** Turns the cannon on a square of a state to a direction. */
  static void orient(long[] s, int sq, int direction) {
    long bit = 1L << sq;
    for (int b = 0; b < 3; b++) {
      s[ORIENT + b] = (direction >> b & 1) != 0 ? s[ORIENT + b] | bit : s[ORIENT + b] & ~bit;
    }
  }

  /** How many pieces of a camp and a kind a state holds. */
  static int count(long[] s, int camp, int kind) {
    return Long.bitCount(s[OCC + camp] & s[KINDS + kind]);
  }

  private static int orientation(long[] s, int sq) {
    return (int)
        ((s[ORIENT] >>> sq & 1)
            | (s[ORIENT + 1] >>> sq & 1) << 1
            | (s[ORIENT + 2] >>> sq & 1) << 2);
  }

  private long frightened(long drummers) {
    long f = drummers;
    for (long bb = drummers; bb != 0; bb &= bb - 1) {
      f |= around[Long.numberOfTrailingZeros(bb)];
    }
    return f;
  }

  /**
   * Reads the node of a state into the fields that {@link #generate} and {@link #count} share.
   *
   * @return false if the game is decided there: no move
   */
  private boolean open(long[] s) {
    if (decided(s)) {
      return false;
    }
    int me = (int) s[SIDE];
    occ = s[OCC] | s[OCC + 1];
    own = s[OCC + me];
    enemy = occ & ~own;
    los = sight(s, enemy & s[CANNON], occ);
    cavalryBarred = los | (horses ? frightened(enemy & s[DRUMMER]) : 0) | marsh;
    long streak = s[STREAK + me];
    frozen = streak >= 0 && (streak & 3) == 2 ? (int) (streak >>> 2) : -1;
    return true;
  }

  /**
   * Generates the piece moves of the side to move, or only counts them when {@code out} is null.
   *
   * @return the number of moves
   */
  int generate(long[] s, MoveList out) {
    if (!open(s)) {
      return 0;
    }
    long cannonBarred = los | marsh | forest;
    int count = 0;
    for (long bb = own; bb != 0; bb &= bb - 1) {
      int sq = Long.numberOfTrailingZeros(bb);
      if (sq == frozen) {
        continue;
      }
      long bit = 1L << sq;
      if ((s[DRUMMER] & bit) != 0) {
        count += drummer(s, sq, occ, enemy, out);
      } else if ((s[CAVALRY] & bit) != 0) {
        count += cavalry(s, sq, occ, own, enemy, cavalryBarred, out);
      } else if ((s[CANNON] & bit) != 0) {
        count += emit(sq, around[sq] & ~occ & ~cannonBarred, out);
      } else {
        boolean general = (s[GENERAL] & bit) != 0;
        int support = Long.bitCount(around[sq] & own);
        boolean captures = support > 0 && (general || ((marsh | forest) & bit) == 0);
        count += line(s, sq, general ? 2 : 3, general, support, captures, occ, enemy, los, out);
      }
    }
    return count;
  }

  /**
   * Counts the piece moves of the side to move, as {@link #generate} lists them: perft's last ply.
   * The moves of generals, infantry, drummers, cannons and most cavalry are counted for each kind
   * at once, a step at a time along each direction: a square reached after k steps is one piece's
   * move, the piece k steps back, so a popcount counts moves. What depends on the piece that moves
   * (its support) is followed by shifting the set of pieces that have it along with the walk.
   * Pushes, and cavalry on hills and villages, are counted piece by piece.
   */
  int count(long[] s) {
    if (!open(s)) {
      return 0;
    }
    long active = frozen >= 0 ? own & ~(1L << frozen) : own;
    // The squares with at least one and at least two own neighbours, and those beside an own
    // general: a neighbour is beside (east, west) or in the row of three above or below.
    long east = step(own, E);
    long west = step(own, W);
    long rowOne = own ^ east ^ west; // the row of three holds one or three own pieces
    long rowTwo = own & east | own & west | east & west; // two or three
    long aboveOne = step(rowOne, S);
    long belowOne = step(rowOne, N);
    long one = east | west | aboveOne | belowOne | step(rowTwo, S) | step(rowTwo, N);
    long two =
        east & west
            | step(rowTwo, S)
            | step(rowTwo, N)
            | (east ^ west) & (aboveOne | belowOne)
            | aboveOne & belowOne;
    long ownGenerals = own & s[GENERAL];
    long beside = step(ownGenerals, E) | step(ownGenerals, W);
    long row = ownGenerals | beside;
    long nearGeneral = beside | step(row, N) | step(row, S);
    long generals = active & s[GENERAL];
    long infantry = active & s[INFANTRY];
    long drummers = active & s[DRUMMER];
    long cannons = active & s[CANNON];
    long free = board & ~(occ | los);
    long drummerFree = board & ~occ;
    long cannonFree = board & ~(occ | los | marsh | forest);
    // A general or an infantry (not on a marsh or in a forest) takes the first piece in its way, an
    // enemy out of the lines of sight: with one neighbour, anything but drummers and cavalry (and
    // for infantry, infantry on a hill); with two, cavalry too.
    long capturers = generals | infantry & ~(marsh | forest);
    long supported = capturers & one;
    long backed = capturers & two;
    long generalPrey = enemy & ~los & ~s[DRUMMER] & ~s[CAVALRY];
    long infantryPrey = generalPrey & ~(s[INFANTRY] & hill);
    long horsePrey = enemy & ~los & s[CAVALRY];
    // Cavalry off hills and villages (range 4, may jump) walk in bulk too; on diagonals, or on
    // every line beside an own general; without a neighbour, they do not capture.
    long cavalry = active & s[CAVALRY];
    long walkers = cavalry & ~(hill | village);
    long privileged = walkers & nearGeneral;
    long lonely = walkers & ~one;
    long cavalryFree = board & ~(occ | cavalryBarred);
    long cavalryPass = occ & ~cavalryBarred;
    long prey =
        enemy
            & ~cavalryBarred
            & ~s[DRUMMER]
            & ~(s[INFANTRY] & (village | forest))
            & ~(s[CANNON] & village);
    int count =
        lines(generals, infantry, supported, backed, free, generalPrey, infantryPrey, horsePrey)
            + gallop(walkers, privileged, lonely, cavalryFree, cavalryPass, prey);
    for (int d = 0; d < 8; d++) {
      int t = turn[d];
      long on = arrive[d];
      long r = Long.rotateLeft(drummers, t) & drummerFree & on;
      long r2 = Long.rotateLeft(r, t) & drummerFree & on;
      // a square reached after one step has one piece a step back: a drummer's or a cannon's
      count += Long.bitCount(r | Long.rotateLeft(cannons, t) & cannonFree & on) + Long.bitCount(r2);
    }
    for (long bb = cavalry & ~walkers; bb != 0; bb &= bb - 1) {
      count += cavalry(s, Long.numberOfTrailingZeros(bb), occ, own, enemy, cavalryBarred, null);
    }
    if (push) {
      for (long bb = drummers; bb != 0; bb &= bb - 1) {
        int sq = Long.numberOfTrailingZeros(bb);
        for (int d = 0; d < 8; d++) {
          int f = firstIn(d, reach(d, sq, 2), occ);
          if (f >= 0 && (1L << f & enemy & s[CAVALRY]) != 0) {
            count += pushes(s, sq, f, occ, null);
          }
        }
      }
    }
    return count;
  }

  /**
   * The moves of generals (range 2) and infantry (range 3) in every direction, as {@link #line}
   * lists them: each takes the first piece on its way if it is prey for it and the piece has the
   * support the prey asks for ({@code supported}: one neighbour, {@code backed}: two).
   */
  private int lines(
      long generals,
      long infantry,
      long supported,
      long backed,
      long free,
      long generalPrey,
      long infantryPrey,
      long horsePrey) {
    // When every general and infantry may capture and has two neighbours, as is usual, there is
    // no support to follow: the followed sets stay full and are not rotated.
    boolean follow = ((generals | infantry) & ~backed) != 0;
    int count = 0;
    for (int d = 0; d < 8; d++) {
      int t = turn[d];
      long on = arrive[d];
      long empty = free & on;
      long gp = generalPrey & on;
      long ip = infantryPrey & on;
      long hp = horsePrey & on;
      long g = generals;
      long i = infantry;
      long sup = follow ? supported : -1;
      long back = follow ? backed : -1;
      for (int k = 1; k <= 3; k++) {
        long ng = Long.rotateLeft(g, t);
        long ni = Long.rotateLeft(i, t);
        if (follow) {
          sup = Long.rotateLeft(sup, t);
          back = Long.rotateLeft(back, t);
        }
        g = k < 2 ? ng & empty : 0;
        i = ni & empty;
        // a square reached after k steps has one piece k steps back: the sets are disjoint
        count += Long.bitCount(ng & empty | i | (ng & gp | ni & ip) & sup | (ng | ni) & hp & back);
      }
    }
    return count;
  }

  /**
   * The moves of cavalry of range 4 that may jump, as {@link #cavalry} lists them: on diagonals,
   * and on every line for the {@code privileged} beside an own general; {@code lonely}, without
   * support, do not capture. In a direction, {@code a} holds the riders that met no piece yet,
   * {@code b} those that jumped one (on the jumped square, then beyond it).
   */
  private int gallop(long walkers, long privileged, long lonely, long free, long pass, long prey) {
    int count = 0;
    for (int d = 0; d < 8; d++) {
      long a = (d & 1) != 0 ? walkers : privileged;
      if (a == 0) {
        continue;
      }
      int t = turn[d];
      long on = arrive[d];
      long empty = free & on;
      long over = pass & on;
      long take = prey & on;
      long lone = lonely;
      long b = 0;
      for (int k = 0; k < 4; k++) {
        long na = Long.rotateLeft(a, t);
        long nb = Long.rotateLeft(b, t);
        lone = Long.rotateLeft(lone, t);
        long ride = na | nb;
        count += Long.bitCount(ride & empty | ride & take & ~lone);
        a = na & empty;
        b = nb & empty | na & over;
      }
    }
    return count;
  }

  /** A general or an infantry: straight lines over empty squares, maybe a capture at the end. */
  private int line(
      long[] s,
      int sq,
      int range,
      boolean general,
      int support,
      boolean captures,
      long occ,
      long enemy,
      long barred,
      MoveList out) {
    long prey =
        enemy & ~barred & takes(s, general ? PieceCodes.GENERAL : PieceCodes.INFANTRY, support);
    long quiet = 0;
    int count = 0;
    for (int d = 0; d < 8; d++) {
      long r = reach(d, sq, range);
      int f = firstIn(d, r, occ | barred);
      quiet |= before(d, r, f);
      if (captures && f >= 0 && (1L << f & prey) != 0) {
        count += capture(sq, f, out);
      }
    }
    return count + emit(sq, quiet, out);
  }

  private int cavalry(long[] s, int sq, long occ, long own, long enemy, long barred, MoveList out) {
    long bit = 1L << sq;
    int range = (hill & bit) != 0 ? 5 : 4;
    boolean privilege = (around[sq] & own & s[GENERAL]) != 0;
    boolean jumps = (village & bit) == 0;
    int support = Long.bitCount(around[sq] & own);
    boolean captures = support > 0;
    long prey = enemy & takes(s, PieceCodes.CAVALRY, support);
    long quiet = 0;
    int count = 0;
    for (int d = privilege ? 0 : 1; d < 8; d += privilege ? 1 : 2) {
      long r = reach(d, sq, range);
      int f = firstIn(d, r, occ | barred);
      quiet |= before(d, r, f);
      if (f < 0 || (1L << f & barred) != 0) {
        continue;
      }
      if (captures && (1L << f & prey) != 0) {
        count += capture(sq, f, out);
      }
      if (!jumps) {
        continue;
      }
      long rest = r & ray[d][f];
      int f2 = firstIn(d, rest, occ | barred);
      quiet |= before(d, rest, f2);
      if (captures && f2 >= 0 && (1L << f2 & ~barred & prey) != 0) {
        count += capture(sq, f2, out);
      }
    }
    return count + emit(sq, quiet, out);
  }

  private int drummer(long[] s, int sq, long occ, long enemy, MoveList out) {
    long quiet = 0;
    int count = 0;
    for (int d = 0; d < 8; d++) {
      long r = reach(d, sq, 2);
      int f = firstIn(d, r, occ);
      quiet |= before(d, r, f);
      if (push && f >= 0 && (1L << f & enemy & s[CAVALRY]) != 0) {
        count += pushes(s, sq, f, occ, out);
      }
    }
    return count + emit(sq, quiet, out);
  }

  /** The pushes of the enemy cavalry on {@code c} by the drummer on {@code from}. */
  private int pushes(long[] s, int from, int c, long occ, MoveList out) {
    long cb = 1L << c;
    int them = (s[OCC] & cb) != 0 ? 0 : 1;
    long theirs = s[OCC + them];
    long others = occ & ~theirs; // the cavalry's enemies, the pushing drummer on its origin
    long allowed = diagonalAround[c];
    if ((around[c] & theirs & s[GENERAL]) != 0) {
      allowed = around[c];
    }
    long targets =
        allowed
            & ~occ
            & ~marsh
            & ~sight(s, others & s[CANNON], occ)
            & ~frightened(others & s[DRUMMER]);
    int count = Long.bitCount(targets);
    if (out != null) {
      for (long bb = targets; bb != 0; bb &= bb - 1) {
        int e = Long.numberOfTrailingZeros(bb);
        out.add(MoveCodes.push(from, c, directionTo(c, e)));
      }
    }
    return count;
  }

  private int directionTo(int from, int to) {
    for (int d = 0; d < 8; d++) {
      if (reach(d, from, 1) == 1L << to) {
        return d;
      }
    }
    throw new IllegalStateException("not neighbours");
  }

  /**
   * The pieces a general, an infantry or a cavalry with {@code support} neighbours may take, as a
   * mask: no branch on the kind of the target, which the walk meets in an order the JIT cannot
   * foresee (each first capture of a kind would invalidate the compiled generator, and compiling it
   * again costs more than it ever runs).
   */
  private long takes(long[] s, int capturer, int support) {
    if (capturer == PieceCodes.CAVALRY) {
      return ~(s[DRUMMER] | s[INFANTRY] & (village | forest) | s[CANNON] & village);
    }
    long weak = (long) (support - 2) >> 63; // all ones under two neighbours: no cavalry
    long guarded = capturer == PieceCodes.INFANTRY ? s[INFANTRY] & hill : 0;
    return ~(s[DRUMMER] | s[CAVALRY] & weak | guarded);
  }

  /** Lists the capture from one square to another unless only counting: one move. */
  private static int capture(int from, int to, MoveList out) {
    if (out != null) {
      out.add(MoveCodes.capture(from, to));
    }
    return 1;
  }

  private static int emit(int from, long targets, MoveList out) {
    if (out != null) {
      for (long bb = targets; bb != 0; bb &= bb - 1) {
        out.add(MoveCodes.step(from, Long.numberOfTrailingZeros(bb)));
      }
    }
    return Long.bitCount(targets);
  }

  /** Plays a piece move on a state. */
  void make(long[] s, int move) {
    int from = MoveCodes.from(move);
    int to = MoveCodes.to(move);
    int me = (int) s[SIDE];
    long fb = 1L << from;
    long tb = 1L << to;
    if (MoveCodes.isCapture(move)) {
      int them = (s[OCC] & tb) != 0 ? 0 : 1;
      s[OCC + them] &= ~tb;
      for (int i = KINDS; i < ORIENT + 3; i++) {
        s[i] &= ~tb;
      }
      if (s[STREAK + them] >= 0 && s[STREAK + them] >>> 2 == to) {
        s[STREAK + them] = -1;
      }
    } else if (MoveCodes.isPush(move)) {
      int them = (s[OCC] & tb) != 0 ? 0 : 1;
      int e = Long.numberOfTrailingZeros(reach(MoveCodes.pushDirection(move), to, 1));
      long moved = tb | 1L << e;
      s[OCC + them] ^= moved;
      s[CAVALRY] ^= moved;
      long streak = s[STREAK + them];
      if (streak >= 0 && streak >>> 2 == to) {
        s[STREAK + them] = (long) e << 2 | (streak & 3);
      } else if (streak >= 0 && streak >>> 2 == e) {
        s[STREAK + them] = -1; // an inert entry must not come alive under the pushed cavalry
      }
    }
    long moved = fb | tb;
    s[OCC + me] ^= moved;
    for (int i = KINDS; i < ORIENT; i++) {
      if ((s[i] & fb) != 0) {
        s[i] ^= moved;
        break;
      }
    }
    for (int i = ORIENT; i < ORIENT + 3; i++) {
      if ((s[i] & fb) != 0) {
        s[i] ^= moved;
      }
    }
    long streak = s[STREAK + me];
    s[STREAK + me] =
        streak >= 0 && streak >>> 2 == from
            ? (long) to << 2 | ((streak & 3) + 1)
            : (long) to << 2 | 1;
    s[SIDE] = (me + 1) % 2;
  }

  /**
   * Perft from a state, copy-make on per-ply arrays, the last ply counted in bulk. The arrays are
   * made as the walk first reaches each ply, so nothing is allocated for a depth not reached.
   */
  long perft(long[] root, int depth) {
    if (depth == 0) {
      return 1;
    }
    reach(0);
    System.arraycopy(root, 0, states[0], 0, STATE);
    return walk(depth, 0);
  }

  /** Makes the state and move list of a ply exist. */
  private void reach(int ply) {
    if (ply >= states.length) {
      int capacity = Math.max(8, 2 * states.length);
      states = java.util.Arrays.copyOf(states, capacity);
      lists = java.util.Arrays.copyOf(lists, capacity);
    }
    if (states[ply] == null) {
      states[ply] = new long[STATE];
      lists[ply] = new MoveList();
    }
  }

  private long walk(int depth, int ply) {
    long[] s = states[ply];
    if (depth == 1) {
      return count(s);
    }
    reach(ply + 1);
    MoveList list = lists[ply];
    list.clear();
    int n = generate(s, list);
    long[] child = states[ply + 1];
    long total = 0;
    for (int i = 0; i < n; i++) {
      System.arraycopy(s, 0, child, 0, STATE);
      make(child, list.get(i));
      total += walk(depth - 1, ply + 1);
    }
    return total;
  }
}
