package io.github.plateau.napoleon;

import io.github.plateau.core.MoveList;
import java.util.Arrays;

/**
 * The move generator of any board (up to 26 x 26) on a mailbox: one {@link PieceCodes} code per
 * square, steps from precomputed tables, make and unmake for perft. Lines of sight and frightened
 * squares are marked with a stamp per generation, so nothing is cleared or allocated per node.
 *
 * <p>Camps are numbered by {@link Camp} ordinal; friend and enemy are by alliance ({@link
 * Camp#ALLIANCE}): a camp moves its own pieces, allies support its captures and are never taken,
 * only the other alliance's cannons bar its way and only its drummers frighten. A camp without
 * piece move passes when an ally has one (section 11).
 *
 * <p>Not thread-safe: one instance per thread.
 */
final class MailboxGenerator {
  private final int size;
  private final int[] step;
  private final int[][] neighbours;
  private final byte[] terrain;
  private final boolean[][] beyond;
  private final Napoleon game;
  private final boolean horses;
  private final boolean push;
  private final int[] nextInAlliance;
  private final Camp[] order; // the camps in turn order
  private final int camps = Camp.ALL.length;

  // The mutable position.
  final int[] cells;
  final int[] streaks;
  int side;
  int next; // the camp of the other alliance that moves after this turn
  private final int[] points;

  // Marks: a square is in the set when its mark equals the current stamp.
  private final int[] sight;
  private final int[] fright;
  private int stamp;

  // Undo records of perft, per ply, grown as the walk first reaches a ply.
  private int[] undoCaptured = new int[0];
  private int[] undoStreaks = new int[0];
  private MoveList[] lists = new MoveList[0];

  MailboxGenerator(NapoleonPosition p) {
    Napoleon game = p.game();
    Geometry g = game.geometry();
    size = g.size;
    step = g.step;
    neighbours = g.neighbours;
    terrain = p.ground().kind;
    beyond = game.scoring().beyond();
    this.game = game;
    nextInAlliance = game.nextInAlliance();
    order = game.camps();
    horses = game.rules().frightenedHorses();
    push = game.rules().drummerPush();
    cells = new int[size];
    points = new int[camps];
    byte[] source = p.cells();
    for (int sq = 0; sq < size; sq++) {
      cells[sq] = source[sq] & 0xFF;
      points[Math.max(0, PieceCodes.camp(cells[sq]))] += value(cells[sq], sq);
    }
    streaks = new int[camps];
    for (int c = 0; c < camps; c++) {
      streaks[c] = p.streakCode(c);
    }
    side = p.sideToMove().ordinal();
    next = p.nextCamp().ordinal();
    sight = new int[size];
    fright = new int[size];
  }

  /** What a piece counts for victory where it stands. */
  private int value(int code, int sq) {
    if (code == PieceCodes.EMPTY || !beyond[PieceCodes.camp(code)][sq]) {
      return 0;
    }
    return Kind.of(PieceCodes.kind(code)).points();
  }

  int points(int camp) {
    return points[camp];
  }

  /** How many pieces of a camp and a kind stand on the board: a scan of the squares. */
  int count(int camp, int kind) {
    int n = 0;
    for (int sq = 0; sq < size; sq++) {
      int code = cells[sq];
      if (code != PieceCodes.EMPTY
          && PieceCodes.camp(code) == camp
          && PieceCodes.kind(code) == kind) {
        n++;
      }
    }
    return n;
  }

  boolean decided() {
    return game.scoring().decided(points);
  }

  /** Adds a move to {@code out} unless it is null (a count only): one move. */
  private static int emit(int move, MoveList out) {
    if (out != null) {
      out.add(move);
    }
    return 1;
  }

  private static boolean isVeil(int t) {
    return t == Ground.VILLAGE || t == Ground.FOREST || t == Ground.HILL;
  }

  /**
   * A stamp no mark holds. A search board may generate billions of times: when the counter wraps,
   * the marks are cleared so that an old mark never matches again.
   */
  private void nextStamp() {
    if (++stamp == 0) {
      Arrays.fill(sight, 0);
      Arrays.fill(fright, 0);
      stamp = 1;
    }
  }

  /** Marks with the current stamp the lines of sight of the cannons of the other alliance. */
  private void markSight(int exceptAlliance) {
    for (int sq = 0; sq < size; sq++) {
      int code = cells[sq];
      if (code == PieceCodes.EMPTY
          || PieceCodes.kind(code) != PieceCodes.CANNON
          || Camp.ALLIANCE[PieceCodes.camp(code)] == exceptAlliance) {
        continue;
      }
      int base = PieceCodes.orientation(code) * size;
      boolean onHill = terrain[sq] == Ground.HILL;
      for (int t = step[base + sq]; t >= 0; t = step[base + t]) {
        if (onHill) {
          sight[t] = stamp;
          if (terrain[t] == Ground.HILL) {
            break;
          }
        } else {
          if (isVeil(terrain[t])) {
            break;
          }
          sight[t] = stamp;
          if (cells[t] != PieceCodes.EMPTY) {
            break;
          }
        }
      }
    }
  }

  /** Marks the squares on or next to the drummers of the other alliance. */
  private void markFright(int exceptAlliance) {
    for (int sq = 0; sq < size; sq++) {
      int code = cells[sq];
      if (code != PieceCodes.EMPTY
          && PieceCodes.kind(code) == PieceCodes.DRUMMER
          && Camp.ALLIANCE[PieceCodes.camp(code)] != exceptAlliance) {
        fright[sq] = stamp;
        for (int t : neighbours[sq]) {
          fright[t] = stamp;
        }
      }
    }
  }

  /**
   * Generates the moves of the MOVE phase of the side to move, or only counts them when {@code out}
   * is null: its piece moves, or, when it has none, {@code pass} if an ally has one (as if that
   * ally were to move, with its own streak).
   *
   * @return the number of moves
   */
  int generate(MoveList out) {
    if (decided()) {
      return 0;
    }
    int n = pieceMoves(side, out);
    if (n > 0 || order.length == 2) {
      return n;
    }
    for (Camp ally : order) {
      int a = ally.ordinal();
      if (a != side && Camp.ALLIANCE[a] == Camp.ALLIANCE[side] && pieceMoves(a, null) > 0) {
        if (out != null) {
          out.add(MoveCodes.PASS);
        }
        return 1;
      }
    }
    return 0;
  }

  /** The piece moves of a camp, as if it were to move. */
  private int pieceMoves(int me, MoveList out) {
    int mine = Camp.ALLIANCE[me];
    nextStamp();
    markSight(mine);
    if (horses) {
      markFright(mine);
    }
    int frozen = streaks[me] >= 0 && (streaks[me] & 3) == 2 ? streaks[me] >>> 2 : -1;
    int count = 0;
    for (int sq = 0; sq < size; sq++) {
      int code = cells[sq];
      if (code == PieceCodes.EMPTY || PieceCodes.camp(code) != me || sq == frozen) {
        continue;
      }
      int kind = PieceCodes.kind(code);
      if (kind == PieceCodes.DRUMMER) {
        count += drummer(sq, mine, out);
        continue;
      }
      int support = 0;
      for (int t : neighbours[sq]) {
        if (cells[t] != PieceCodes.EMPTY && Camp.ALLIANCE[PieceCodes.camp(cells[t])] == mine) {
          support++;
        }
      }
      int range = kind == PieceCodes.CANNON ? 1 : kind == PieceCodes.GENERAL ? 2 : 3;
      boolean captures = support > 0 && kind != PieceCodes.CANNON;
      boolean jumps = false;
      int firstDir = 0;
      int dirStep = 1;
      if (kind == PieceCodes.INFANTRY) {
        captures &= terrain[sq] != Ground.MARSH && terrain[sq] != Ground.FOREST;
      } else if (kind == PieceCodes.CAVALRY) {
        range = terrain[sq] == Ground.HILL ? 5 : 4;
        jumps = terrain[sq] != Ground.VILLAGE;
        if (!hasNeighbour(sq, mine, PieceCodes.GENERAL)) {
          firstDir = 1;
          dirStep = 2;
        }
      }
      for (int d = firstDir; d < 8; d += dirStep) {
        int base = d * size;
        boolean jumped = false;
        int t = sq;
        for (int n = 0; n < range; n++) {
          t = step[base + t];
          if (t < 0 || barred(kind, t)) {
            break;
          }
          int target = cells[t];
          if (target == PieceCodes.EMPTY) {
            count += emit(MoveCodes.step(sq, t), out);
            continue;
          }
          if (captures
              && Camp.ALLIANCE[PieceCodes.camp(target)] != mine
              && capturable(kind, support, target, t)) {
            count += emit(MoveCodes.capture(sq, t), out);
          }
          if (jumps && !jumped) {
            jumped = true;
            continue;
          }
          break;
        }
      }
    }
    return count;
  }

  /** Whether a piece of a kind of an alliance stands next to a square. */
  private boolean hasNeighbour(int sq, int alliance, int kind) {
    for (int t : neighbours[sq]) {
      int code = cells[t];
      if (code != PieceCodes.EMPTY
          && Camp.ALLIANCE[PieceCodes.camp(code)] == alliance
          && PieceCodes.kind(code) == kind) {
        return true;
      }
    }
    return false;
  }

  /** Whether a piece of a kind may not enter or pass a square (drummers excepted by the caller). */
  private boolean barred(int kind, int t) {
    if (sight[t] == stamp) {
      return true;
    }
    int ground = terrain[t];
    if (kind == PieceCodes.CAVALRY) {
      return ground == Ground.MARSH || (horses && fright[t] == stamp);
    }
    if (kind == PieceCodes.CANNON) {
      return ground == Ground.MARSH || ground == Ground.FOREST;
    }
    return false;
  }

  private boolean capturable(int capturer, int support, int target, int t) {
    int kind = PieceCodes.kind(target);
    int ground = terrain[t];
    return switch (kind) {
      case PieceCodes.DRUMMER -> false;
      case PieceCodes.CAVALRY -> capturer == PieceCodes.CAVALRY || support >= 2;
      case PieceCodes.INFANTRY ->
          capturer == PieceCodes.CAVALRY
              ? ground != Ground.VILLAGE && ground != Ground.FOREST
              : capturer != PieceCodes.INFANTRY || ground != Ground.HILL;
      case PieceCodes.CANNON -> capturer != PieceCodes.CAVALRY || ground != Ground.VILLAGE;
      default -> true;
    };
  }

  private int drummer(int sq, int mine, MoveList out) {
    int count = 0;
    for (int d = 0; d < 8; d++) {
      int base = d * size;
      int t = sq;
      for (int n = 0; n < 2; n++) {
        t = step[base + t];
        if (t < 0) {
          break;
        }
        int target = cells[t];
        if (target == PieceCodes.EMPTY) {
          count += emit(MoveCodes.step(sq, t), out);
          continue;
        }
        if (push
            && Camp.ALLIANCE[PieceCodes.camp(target)] != mine
            && PieceCodes.kind(target) == PieceCodes.CAVALRY) {
          count += pushes(sq, t, mine, out);
        }
        break;
      }
    }
    return count;
  }

  /** The pushes of the enemy cavalry on {@code c}, judged before the push. */
  private int pushes(int from, int c, int mine, MoveList out) {
    int them = 1 - mine;
    nextStamp(); // fresh marks for the cavalry's enemies; the mover's are marked again below
    markSight(them);
    markFright(them);
    boolean privilege = hasNeighbour(c, them, PieceCodes.GENERAL);
    int count = 0;
    for (int d = 0; d < 8; d++) {
      int e = step[d * size + c];
      if (e < 0
          || (!privilege && !Direction.of(d).isDiagonal())
          || cells[e] != PieceCodes.EMPTY
          || terrain[e] == Ground.MARSH
          || sight[e] == stamp
          || fright[e] == stamp) {
        continue;
      }
      count += emit(MoveCodes.push(from, c, d), out);
    }
    // Back to the marks of the moving alliance: re-mark them under a new stamp.
    nextStamp();
    markSight(mine);
    if (horses) {
      markFright(mine);
    }
    return count;
  }

  /**
   * Plays a piece move or {@code pass}, and passes the turn; returns the code of the captured piece
   * (0 if none) for unmake.
   */
  int make(int move) {
    if (move == MoveCodes.PASS) {
      streaks[side] = -1; // that turn did not move the piece
      passTurn();
      return PieceCodes.EMPTY;
    }
    int from = MoveCodes.from(move);
    int to = MoveCodes.to(move);
    int me = side;
    int captured = PieceCodes.EMPTY;
    if (MoveCodes.isCapture(move)) {
      captured = cells[to];
      int them = PieceCodes.camp(captured);
      points[them] -= value(captured, to);
      if (streaks[them] >= 0 && streaks[them] >>> 2 == to) {
        streaks[them] = -1;
      }
    } else if (MoveCodes.isPush(move)) {
      int cavalry = cells[to];
      int them = PieceCodes.camp(cavalry);
      int e = step[MoveCodes.pushDirection(move) * size + to];
      points[them] += value(cavalry, e) - value(cavalry, to);
      cells[e] = cavalry;
      if (streaks[them] >= 0 && streaks[them] >>> 2 == to) {
        streaks[them] = e << 2 | (streaks[them] & 3);
      } else if (streaks[them] >= 0 && streaks[them] >>> 2 == e) {
        streaks[them] = -1;
      }
    }
    int piece = cells[from];
    points[me] += value(piece, to) - value(piece, from);
    cells[to] = piece;
    cells[from] = PieceCodes.EMPTY;
    int streak = streaks[me];
    streaks[me] = streak >= 0 && streak >>> 2 == from ? to << 2 | ((streak & 3) + 1) : to << 2 | 1;
    passTurn();
    return captured;
  }

  /** The turn passes: the next camp of the other alliance, then the mover's ally after it. */
  void passTurn() {
    int mover = side;
    side = next;
    next = nextInAlliance[mover];
  }

  /**
   * Takes back a move played by {@link #make}, given its result, the streaks before it and the camp
   * that played it.
   */
  void unmake(int move, int captured, int[] streaksBefore, int offset, int mover) {
    next = side;
    side = mover;
    System.arraycopy(streaksBefore, offset, streaks, 0, camps);
    if (move == MoveCodes.PASS) {
      return;
    }
    int from = MoveCodes.from(move);
    int to = MoveCodes.to(move);
    int me = side;
    int piece = cells[to];
    points[me] -= value(piece, to) - value(piece, from);
    cells[from] = piece;
    cells[to] = captured;
    if (MoveCodes.isCapture(move)) {
      points[PieceCodes.camp(captured)] += value(captured, to);
    } else if (MoveCodes.isPush(move)) {
      int e = step[MoveCodes.pushDirection(move) * size + to];
      int cavalry = cells[e];
      int them = PieceCodes.camp(cavalry);
      points[them] -= value(cavalry, e) - value(cavalry, to);
      cells[to] = cavalry;
      cells[e] = PieceCodes.EMPTY;
    }
  }

  /** Perft with make and unmake, the last ply counted in bulk. */
  long perft(int depth) {
    if (depth == 0) {
      return 1;
    }
    return walk(depth, 0);
  }

  /** Makes the undo records and move list of a ply exist. */
  private void reach(int ply) {
    if (ply >= lists.length) {
      int capacity = Math.max(8, 2 * lists.length);
      lists = Arrays.copyOf(lists, capacity);
      undoCaptured = Arrays.copyOf(undoCaptured, capacity);
      undoStreaks = Arrays.copyOf(undoStreaks, capacity * camps);
    }
    if (lists[ply] == null) {
      lists[ply] = new MoveList();
    }
  }

  private long walk(int depth, int ply) {
    if (depth == 1) {
      return generate(null);
    }
    reach(ply);
    MoveList list = lists[ply];
    list.clear();
    int n = generate(list);
    long total = 0;
    for (int i = 0; i < n; i++) {
      int move = list.get(i);
      System.arraycopy(streaks, 0, undoStreaks, ply * camps, camps);
      int mover = side;
      int captured = make(move);
      total += walk(depth - 1, ply + 1);
      unmake(move, captured, undoStreaks, ply * camps, mover);
    }
    return total;
  }
}
