package io.github.plateau.napoleon;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSortedMap;
import com.google.common.collect.ImmutableSortedSet;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveList;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Position;
import io.github.plateau.core.Reason;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * A position of Napoleon Strategy: the pieces (with the cannons' orientations), the terrain, the
 * camp to move, each camp's streak (the piece it moved on its last turns) and the ply count.
 * Immutable and thread-safe.
 *
 * <p>{@link #toString()} is the standard notation {@code <board> <side> <streaks> <ply> <terrain>},
 * such as {@code ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0 -}.
 *
 * <p>{@link #legalMoves()} lists the piece moves of the camp to move, without reorientations (as
 * perft counts them); {@link #play(Move)} accepts a full turn, reorientations included. The
 * position is over ({@link #outcome()}) when a camp has K points beyond the midline (the camp that
 * moved last wins if it has K, else the other) or when the camp to move has no piece move (it
 * loses).
 *
 * <p>The fast path for bots: {@link #generate(MoveList)} writes the piece moves as {@code int}s and
 * {@link #play(int)} plays one. The encoding: bits 0-9 the origin square index, bits 10-19 the
 * target square index, bit 20 a capture, bit 21 a drummer push, bits 22-24 the direction ({@link
 * Direction} ordinal) from the target to where the pushed cavalry goes; a square's index is {@code
 * rank * width + file} (both from 0). {@link #move(int)} and {@link #encode(Move)} convert.
 */
public final class NapoleonPosition implements Position<NapoleonPosition, Move> {
  private final Napoleon game;
  private final byte[] cells;
  private final Ground ground;
  private final Camp toMove;
  private final int[] streaks; // per camp: square << 2 | count, or -1
  private final int ply;
  private final long hash;

  private volatile int[] moves; // the encoded legal moves, computed once
  private volatile List<Move> moveList;

  private NapoleonPosition(
      Napoleon game, byte[] cells, Ground ground, Camp toMove, int[] streaks, int ply, long hash) {
    this.game = game;
    this.cells = cells;
    this.ground = ground;
    this.toMove = toMove;
    this.streaks = streaks;
    this.ply = ply;
    this.hash = hash;
  }

  /** A position from its parts, the hash computed from scratch. */
  static NapoleonPosition of(
      Napoleon game, byte[] cells, Ground ground, Camp toMove, int[] streaks, int ply) {
    NapoleonPosition p = new NapoleonPosition(game, cells, ground, toMove, streaks, ply, 0);
    return new NapoleonPosition(game, cells, ground, toMove, streaks, ply, p.scratchHash());
  }

  long scratchHash() {
    Geometry g = game.geometry();
    long h = ground.hash ^ Keys.side(toMove.index());
    for (int sq = 0; sq < cells.length; sq++) {
      int code = cells[sq] & 0xFF;
      if (code != Cells.EMPTY) {
        h ^= Keys.piece(code, sq % g.width, sq / g.width);
      }
    }
    for (int c = 0; c < streaks.length; c++) {
      h ^= streakKey(c, streaks[c]);
    }
    return h;
  }

  private long streakKey(int camp, int code) {
    if (code < 0) {
      return 0;
    }
    int sq = code >>> 2;
    return Keys.streak(camp, code & 3, sq % game.geometry().width, sq / game.geometry().width);
  }

  // ---- package-private access for the generators and the notation

  byte[] cells() {
    return cells;
  }

  Ground ground() {
    return ground;
  }

  int streakCode(int camp) {
    return streaks[camp];
  }

  // ---- what the position holds

  /**
   * The game (and so the rules) this position belongs to.
   *
   * @return the game
   */
  public Napoleon game() {
    return game;
  }

  /**
   * The rules this position is played under.
   *
   * @return the game's rules
   */
  public Rules rules() {
    return game.rules();
  }

  @Override
  public Camp sideToMove() {
    return toMove;
  }

  /**
   * The plies played so far (for the ply limit).
   *
   * @return 0 or more
   */
  public int ply() {
    return ply;
  }

  /**
   * The piece on a square.
   *
   * @param square a square
   * @return the piece, or empty if the square is empty or off the board
   * @throws IllegalArgumentException if the square is null
   */
  public Optional<Piece> pieceAt(Square square) {
    checkArgument(square != null, "square is null");
    if (!game.geometry().contains(square)) {
      return Optional.empty();
    }
    int code = cells[game.geometry().index(square)] & 0xFF;
    return code == Cells.EMPTY ? Optional.empty() : Optional.of(Piece.fromCode(code));
  }

  /**
   * Every piece of a camp.
   *
   * @param camp the camp
   * @return an unmodifiable map from square to piece, sorted by rank then file
   * @throws IllegalArgumentException if the camp is null
   */
  public Map<Square, Piece> pieces(Camp camp) {
    checkArgument(camp != null, "camp is null");
    TreeMap<Square, Piece> map = new TreeMap<>();
    for (int sq = 0; sq < cells.length; sq++) {
      int code = cells[sq] & 0xFF;
      if (code != Cells.EMPTY && Cells.camp(code) == camp.index()) {
        map.put(game.geometry().square(sq), Piece.fromCode(code));
      }
    }
    return ImmutableSortedMap.copyOfSorted(map);
  }

  /**
   * The terrain of a square.
   *
   * @param square a square
   * @return the terrain, or empty for plain ground or a square off the board
   * @throws IllegalArgumentException if the square is null
   */
  public Optional<Terrain> terrainAt(Square square) {
    checkArgument(square != null, "square is null");
    return Optional.ofNullable(ground.map.get(square));
  }

  /**
   * The terrain squares of the game.
   *
   * @return an unmodifiable map, sorted by rank then file, empty on a bare board
   */
  public Map<Square, Terrain> terrain() {
    return ground.map;
  }

  /**
   * A camp's streak: the piece it moved on its last turn and on how many consecutive turns.
   *
   * @param camp the camp
   * @return the streak, or empty if the camp has none
   * @throws IllegalArgumentException if the camp is null
   */
  public Optional<Streak> streak(Camp camp) {
    checkArgument(camp != null, "camp is null");
    int code = streaks[camp.index()];
    return code < 0
        ? Optional.empty()
        : Optional.of(new Streak(game.geometry().square(code >>> 2), code & 3));
  }

  /**
   * A camp's points beyond the midline: generals 2, drummers 0, other pieces 1.
   *
   * @param camp the camp
   * @return the points
   * @throws IllegalArgumentException if the camp is null
   */
  public int points(Camp camp) {
    checkArgument(camp != null, "camp is null");
    boolean[] beyond = game.beyond()[camp.index()];
    int total = 0;
    for (int sq = 0; sq < cells.length; sq++) {
      int code = cells[sq] & 0xFF;
      if (code != Cells.EMPTY && Cells.camp(code) == camp.index() && beyond[sq]) {
        total += Kind.of(Cells.kind(code)).points();
      }
    }
    return total;
  }

  /**
   * The line of sight of a cannon, computed on this position: from the square next to the cannon in
   * its orientation outward, up to and including the first occupied square, stopping before the
   * first village, forest or hill; from a hill, every square up to and including the first hill.
   *
   * @param cannon the square of a cannon
   * @return the squares in order from the cannon outward
   * @throws IllegalArgumentException if the square holds no cannon or is null
   */
  public List<Square> lineOfSight(Square cannon) {
    checkArgument(cannon != null, "square is null");
    Optional<Piece> piece = pieceAt(cannon);
    checkArgument(
        piece.isPresent() && piece.get().kind() == Kind.CANNON, "no cannon on %s", cannon);
    Geometry g = game.geometry();
    int sq = g.index(cannon);
    int base = piece.get().orientation().orElseThrow().ordinal() * g.size;
    boolean onHill = ground.kind[sq] == Ground.HILL;
    List<Square> seen = new ArrayList<>();
    for (int t = g.step[base + sq]; t >= 0; t = g.step[base + t]) {
      int terrain = ground.kind[t];
      if (onHill) {
        seen.add(g.square(t));
        if (terrain == Ground.HILL) {
          break;
        }
      } else {
        if (terrain == Ground.VILLAGE || terrain == Ground.FOREST || terrain == Ground.HILL) {
          break;
        }
        seen.add(g.square(t));
        if (cells[t] != Cells.EMPTY) {
          break;
        }
      }
    }
    return ImmutableList.copyOf(seen);
  }

  /**
   * The squares a camp's cannons see: the pieces of every other camp (drummers excepted) may not
   * enter or pass them.
   *
   * @param camp the camp whose cannons look
   * @return an unmodifiable set, sorted by rank then file
   * @throws IllegalArgumentException if the camp is null
   */
  public Set<Square> linesOfSight(Camp camp) {
    checkArgument(camp != null, "camp is null");
    ImmutableSortedSet.Builder<Square> seen = ImmutableSortedSet.naturalOrder();
    for (Map.Entry<Square, Piece> e : pieces(camp).entrySet()) {
      if (e.getValue().kind() == Kind.CANNON) {
        seen.addAll(lineOfSight(e.getKey()));
      }
    }
    return seen.build();
  }

  // ---- moves

  private int[] encodedMoves() {
    int[] m = moves;
    if (m == null) {
      MoveList list = new MoveList(64);
      generate(list);
      m = list.toArray();
      moves = m;
    }
    return m;
  }

  /**
   * The fast path: writes the piece moves of the camp to move, encoded as {@code int}s (see the
   * class comment), after the moves already in {@code out}. Moves without reorientation, pushes
   * with different destinations distinct; nothing when the position is over.
   *
   * @param out the list to append to
   * @throws IllegalArgumentException if the list is null
   */
  public void generate(MoveList out) {
    checkArgument(out != null, "out is null");
    if (game.geometry().bitboards()) {
      new BitboardGenerator(game, ground).generate(BitboardGenerator.state(this), out);
    } else {
      new MailboxGenerator(this).generate(out);
    }
  }

  @Override
  public List<Move> legalMoves() {
    List<Move> list = moveList;
    if (list == null) {
      int[] encoded = encodedMoves();
      List<Move> decoded = new ArrayList<>(encoded.length);
      for (int m : encoded) {
        decoded.add(move(m));
      }
      list = ImmutableList.copyOf(decoded);
      moveList = list;
    }
    return list;
  }

  /**
   * Whether an encoded piece move is legal here.
   *
   * @param move an encoded move (see the class comment)
   * @return true if {@link #play(int)} accepts it
   */
  public boolean isLegal(int move) {
    for (int m : encodedMoves()) {
      if (m == move) {
        return true;
      }
    }
    return false;
  }

  /**
   * The move an encoded move stands for.
   *
   * @param move an encoded move of this board (see the class comment)
   * @return the piece move, without reorientations
   * @throws IllegalArgumentException if a square of the encoding lies off the board
   */
  public Move move(int move) {
    Geometry g = game.geometry();
    int from = Moves.from(move);
    int to = Moves.to(move);
    checkArgument(from < g.size && to < g.size && from != to, "move %s is not of this board", move);
    if (Moves.isPush(move)) {
      int e = g.step[Moves.pushDirection(move) * g.size + to];
      checkArgument(e >= 0, "move %s pushes off the board", move);
      return Move.push(g.square(from), g.square(to), g.square(e));
    }
    return Moves.isCapture(move)
        ? Move.capture(g.square(from), g.square(to))
        : Move.step(g.square(from), g.square(to));
  }

  /**
   * The encoding of a move's piece move on this board (its reorientations are not encoded).
   *
   * @param move a move
   * @return the encoded piece move, or -1 if a square lies off the board
   * @throws IllegalArgumentException if the move is null
   */
  public int encode(Move move) {
    checkArgument(move != null, "move is null");
    Geometry g = game.geometry();
    if (!g.contains(move.from()) || !g.contains(move.to())) {
      return -1;
    }
    int from = g.index(move.from());
    int to = g.index(move.to());
    if (move.isPush()) {
      Square e = move.pushedTo().orElseThrow();
      if (!g.contains(e)) {
        return -1;
      }
      return Moves.push(from, to, g.direction(to, g.index(e)));
    }
    return move.isCapture() ? Moves.capture(from, to) : Moves.step(from, to);
  }

  @Override
  public boolean isLegal(Move move) {
    return move != null && violation(move).isEmpty();
  }

  /**
   * Why a move is not legal here.
   *
   * @param move a move, with or without reorientations
   * @return the first rule it breaks, or empty if it is legal
   * @throws IllegalArgumentException if the move is null
   */
  public Optional<Violation> violation(Move move) {
    checkArgument(move != null, "move is null");
    int encoded = encode(move);
    if (encoded < 0 || !isLegal(encoded)) {
      return Optional.of(Referee.explain(this, move));
    }
    return reorientationProblem(move);
  }

  private Optional<Violation> reorientationProblem(Move move) {
    if (move.reorientations().isEmpty()) {
      return Optional.empty();
    }
    Geometry g = game.geometry();
    int from = g.index(move.from());
    int to = g.index(move.to());
    for (Reorientation r : move.reorientations()) {
      if (!g.contains(r.square())) {
        return Optional.of(Violation.OFF_BOARD);
      }
      int sq = g.index(r.square());
      int code = sq == to ? cells[from] & 0xFF : sq == from ? Cells.EMPTY : cells[sq] & 0xFF;
      if (move.isPush() && move.pushedTo().orElseThrow().equals(r.square())) {
        code = cells[to] & 0xFF;
      }
      if (code == Cells.EMPTY
          || Cells.kind(code) != Cells.CANNON
          || Cells.camp(code) != toMove.index()) {
        return Optional.of(Violation.NOT_OWN_CANNON);
      }
    }
    return Optional.empty();
  }

  @Override
  public NapoleonPosition play(Move move) {
    checkArgument(move != null, "move is null");
    Optional<Violation> why = violation(move);
    if (why.isPresent()) {
      throw new IllegalMoveException(
          move + " is not legal in " + this + ": " + describe(why.get()));
    }
    return apply(encode(move), move.reorientations());
  }

  /**
   * The fast path: the position after an encoded piece move (no reorientation).
   *
   * @param move an encoded move from {@link #generate}
   * @return the new position
   * @throws IllegalMoveException if the move is not legal here
   */
  public NapoleonPosition play(int move) {
    if (!isLegal(move)) {
      throw new IllegalMoveException("encoded move " + move + " is not legal in " + this);
    }
    return apply(move, List.of());
  }

  static String describe(Violation v) {
    return v.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
  }

  private NapoleonPosition apply(int move, List<Reorientation> reorientations) {
    Geometry g = game.geometry();
    int w = g.width;
    byte[] c = cells.clone();
    int[] st = streaks.clone();
    long h = hash;
    int from = Moves.from(move);
    int to = Moves.to(move);
    int me = toMove.index();
    if (Moves.isCapture(move)) {
      int captured = c[to] & 0xFF;
      h ^= Keys.piece(captured, to % w, to / w);
      int them = Cells.camp(captured);
      if (st[them] >= 0 && st[them] >>> 2 == to) {
        h ^= streakKey(them, st[them]);
        st[them] = -1;
      }
    } else if (Moves.isPush(move)) {
      int cavalry = c[to] & 0xFF;
      int e = g.step[Moves.pushDirection(move) * g.size + to];
      h ^= Keys.piece(cavalry, to % w, to / w) ^ Keys.piece(cavalry, e % w, e / w);
      c[e] = (byte) cavalry;
      int them = Cells.camp(cavalry);
      if (st[them] >= 0 && (st[them] >>> 2 == to || st[them] >>> 2 == e)) {
        h ^= streakKey(them, st[them]);
        st[them] = st[them] >>> 2 == to ? e << 2 | (st[them] & 3) : -1;
        h ^= streakKey(them, st[them]);
      }
    }
    int piece = c[from] & 0xFF;
    h ^= Keys.piece(piece, from % w, from / w) ^ Keys.piece(piece, to % w, to / w);
    c[to] = (byte) piece;
    c[from] = Cells.EMPTY;
    h ^= streakKey(me, st[me]);
    st[me] = st[me] >= 0 && st[me] >>> 2 == from ? to << 2 | ((st[me] & 3) + 1) : to << 2 | 1;
    h ^= streakKey(me, st[me]);
    for (Reorientation r : reorientations) {
      int sq = g.index(r.square());
      int old = c[sq] & 0xFF;
      int now = Cells.withOrientation(old, r.direction().ordinal());
      h ^= Keys.piece(old, sq % w, sq / w) ^ Keys.piece(now, sq % w, sq / w);
      c[sq] = (byte) now;
    }
    Camp next = toMove.next();
    h ^= Keys.side(me) ^ Keys.side(next.index());
    return new NapoleonPosition(game, c, ground, next, st, ply + 1, h);
  }

  // ---- the end

  private boolean decided() {
    for (Camp camp : Camp.values()) {
      if (points(camp) >= game.rules().k()) {
        return true;
      }
    }
    return false;
  }

  @Override
  public Optional<Outcome> outcome() {
    int k = game.rules().k();
    if (decided()) {
      for (Camp camp = toMove.previous(); ; camp = camp.previous()) {
        if (points(camp) >= k) {
          return Optional.of(Outcome.win(camp, Reason.VICTORY_CONDITION));
        }
      }
    }
    if (encodedMoves().length == 0) {
      return Optional.of(Outcome.win(toMove.next(), Reason.NO_LEGAL_MOVE));
    }
    return Optional.empty();
  }

  @Override
  public long hash() {
    return hash;
  }

  @Override
  public long perft(int depth) {
    checkArgument(depth >= 0, "depth %s is negative", depth);
    if (game.geometry().bitboards()) {
      return new BitboardGenerator(game, ground).perft(BitboardGenerator.state(this), depth);
    }
    return new MailboxGenerator(this).perft(depth);
  }

  /** The moves of the mailbox generator whatever the board size, for testing the two paths. */
  int[] mailboxMoves() {
    MoveList list = new MoveList(64);
    new MailboxGenerator(this).generate(list);
    return list.toArray();
  }

  /** Perft on the mailbox generator whatever the board size, for testing the two paths. */
  long mailboxPerft(int depth) {
    return new MailboxGenerator(this).perft(depth);
  }

  /** Whether two positions are the same for repetition: everything but the ply count. */
  boolean sameAs(NapoleonPosition o) {
    return o.hash == hash
        && o.toMove == toMove
        && Arrays.equals(o.cells, cells)
        && Arrays.equals(o.streaks, streaks)
        && o.ground.equals(ground)
        && o.game.rules().equals(game.rules());
  }

  @Override
  public String diagram() {
    return Notation.diagram(this);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof NapoleonPosition p && p.ply == ply && sameAs(p);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(hash);
  }

  /**
   * The standard notation, such as {@code ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0
   * -}.
   */
  @Override
  public String toString() {
    return Notation.format(this);
  }
}
