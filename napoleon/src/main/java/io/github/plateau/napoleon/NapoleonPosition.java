package io.github.plateau.napoleon;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.common.annotations.VisibleForTesting;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSortedMap;
import com.google.common.collect.ImmutableSortedSet;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveList;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Perft;
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
 * camp to move and the phase of its turn, each camp's streak (the piece it moved on its last turns)
 * and the ply count. Immutable and thread-safe. Read one with {@link Napoleon#parse} or {@link
 * Napoleon#start}.
 *
 * <p>{@link #toString()} is the standard notation {@code <board> <side> <streaks> <ply> <terrain>},
 * such as {@code ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0 -}; the side field is
 * {@code s} or {@code n} in the MOVE phase of a turn, {@code s:} or {@code s:f1} (the last cannon
 * turned this turn) in its ORDERS phase. In a game of several armies (section 11) allied camps'
 * pieces carry primes ({@code I'}), the camp to move is {@code s'} and so on, and when the other
 * alliance has several camps the side field ends with {@code >} and the one of them that moves next
 * ({@code n>s'}, {@code n:f1>s'}; {@link #nextCamp()}).
 *
 * <p>A turn is a sequence of moves of one camp (section 10 of the rules): in the MOVE phase, one
 * piece move; then, unless the game has {@link NapoleonRules#fixedCannons() fixed cannons} or the
 * piece move gave a camp K points, the ORDERS phase of the same camp: orders {@code f1=NE} turning
 * its cannons in ascending square order (rank, then file; only cannons after the last one turned
 * may turn), then {@code end}, always legal there, which passes the turn. {@link #legalMoves()}
 * lists every legal move of the phase, {@link #play(Move)} plays one. A whole turn is read and
 * written by {@link Napoleon#parseTurn} and {@link Napoleon#formatTurns}.
 *
 * <p>The position is over ({@link #outcome()}) when a camp has K points beyond the midline (the
 * camp that moved last wins if it has K, else the other) or when the camp to move has no piece move
 * in its MOVE phase (it loses).
 *
 * <p>The ply count ({@link #ply()}) counts the whole turns played since the game's start, as the
 * notation's counter says: a piece move followed by an ORDERS phase leaves it alone, {@code end}
 * adds one (and so does a piece move that ends its turn by itself). It stops at {@link #MAX_PLY},
 * the largest the notation accepts, so that {@code game.parse(p.toString())} always equals {@code
 * p}.
 *
 * <p>For searching, {@link #searchBoard()} gives a mutable board with make and unmake of every
 * move, allocation-free; both read as a {@link NapoleonBoardView}.
 */
public final class NapoleonPosition implements Position<NapoleonPosition, Move>, NapoleonBoardView {
  /**
   * The largest ply count: the notation accepts 0 to this, and a move from a position at this count
   * keeps it there.
   */
  public static final int MAX_PLY = 999_999_999;

  private final Napoleon game;
  private final byte[] cells;
  private final Ground ground;
  private final Camp toMove;
  private final Camp next; // the camp of the other alliance that moves after this turn
  private final int[] streaks; // per camp ordinal: square << 2 | count, or -1
  private final int ply;
  private final boolean orders; // the ORDERS phase of the turn
  private final int last; // in the ORDERS phase: the last square index turned this turn, or -1
  private final long hash;

  private volatile int[] moves; // the encoded legal moves, computed once
  private volatile List<Move> moveList;

  /** A position from its parts and its hash; see {@link #of} to compute the hash. */
  NapoleonPosition(
      Napoleon game,
      byte[] cells,
      Ground ground,
      Camp toMove,
      Camp next,
      int[] streaks,
      int ply,
      boolean orders,
      int last,
      long hash) {
    this.game = game;
    this.cells = cells;
    this.ground = ground;
    this.toMove = toMove;
    this.next = next;
    this.streaks = streaks;
    this.ply = ply;
    this.orders = orders;
    this.last = orders ? last : -1;
    this.hash = hash;
  }

  /**
   * A position in the MOVE phase from its parts, the hash computed from scratch; the other alliance
   * begins with its first camp.
   */
  static NapoleonPosition of(
      Napoleon game, byte[] cells, Ground ground, Camp toMove, int[] streaks, int ply) {
    return of(game, cells, ground, toMove, toMove.opposite(), streaks, ply, false, -1);
  }

  /**
   * A position from its parts, the hash computed from scratch: {@code orders} for the ORDERS phase,
   * {@code last} the square index last turned in it (-1 for none).
   */
  static NapoleonPosition of(
      Napoleon game,
      byte[] cells,
      Ground ground,
      Camp toMove,
      Camp next,
      int[] streaks,
      int ply,
      boolean orders,
      int last) {
    long hash =
        ground.hash
            ^ Keys.side(toMove.ordinal())
            ^ Keys.next(next.ordinal())
            ^ (orders ? Keys.orders(last, game.geometry().width) : 0)
            ^ Keys.board(cells, streaks, game.geometry().width);
    return new NapoleonPosition(
        game, cells, ground, toMove, next, streaks, ply, orders, last, hash);
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

  /** By camp ordinal: square &lt;&lt; 2 | count, or -1; not to be modified. */
  int[] streakCodes() {
    return streaks;
  }

  /** In the ORDERS phase, the square index last turned this turn; -1 for none or the MOVE phase. */
  int lastOrderIndex() {
    return last;
  }

  // ---- what the position holds

  /**
   * The game, with its rules, this position belongs to.
   *
   * @return the game
   */
  @Override
  public Napoleon game() {
    return game;
  }

  /**
   * The rules this position is played under.
   *
   * @return the game's rules
   */
  public NapoleonRules rules() {
    return game.rules();
  }

  /**
   * The camp whose turn it is.
   *
   * @return the camp to move
   */
  @Override
  public Camp sideToMove() {
    return toMove;
  }

  /**
   * The camp of the other alliance that moves after the current turn: in a two-army game always the
   * other camp; in a game of several armies, the alliances alternate and each goes round its camps
   * in order (section 11), so the notation writes it when that alliance has several camps ({@code
   * n>s'}).
   *
   * @return the camp that moves next after this turn
   */
  public Camp nextCamp() {
    return next;
  }

  /**
   * The plies played since the game's start, as the notation's counter gives it (the ply limit
   * looks at it); it stops at {@link #MAX_PLY}.
   *
   * @return 0 to {@link #MAX_PLY}
   */
  public int ply() {
    return ply;
  }

  /**
   * Whether the camp to move is in the ORDERS phase of its turn: its piece move is made, and its
   * moves are orders turning its cannons and {@code end}.
   *
   * @return true in the ORDERS phase, false in the MOVE phase
   */
  public boolean inOrdersPhase() {
    return orders;
  }

  /**
   * In the ORDERS phase, the square of the last cannon turned this turn: only cannons on squares
   * after it (rank, then file) may still turn.
   *
   * @return the square, or empty in the MOVE phase or before the first order
   */
  public Optional<Square> lastOrdered() {
    return last < 0 ? Optional.empty() : Optional.of(game.geometry().square(last));
  }

  /**
   * The piece on a square.
   *
   * @param square a square
   * @return the piece, or empty if the square is empty or off the board
   * @throws IllegalArgumentException if the square is null
   */
  @Override
  public Optional<Piece> pieceAt(Square square) {
    checkArgument(square != null, "square is null");
    if (!game.geometry().contains(square)) {
      return Optional.empty();
    }
    return Piece.at(cells[game.geometry().index(square)] & 0xFF);
  }

  /**
   * How many pieces of a camp and a kind stand on the board.
   *
   * @param camp the camp
   * @param kind the kind
   * @return the count
   * @throws IllegalArgumentException if an argument is null
   */
  @Override
  public int count(Camp camp, Kind kind) {
    checkArgument(camp != null, "camp is null");
    checkArgument(kind != null, "kind is null");
    int n = 0;
    for (byte cell : cells) {
      int code = cell & 0xFF;
      n +=
          code != PieceCodes.EMPTY
                  && PieceCodes.camp(code) == camp.ordinal()
                  && PieceCodes.kind(code) == kind.ordinal()
              ? 1
              : 0;
    }
    return n;
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
      if (code != PieceCodes.EMPTY && PieceCodes.camp(code) == camp.ordinal()) {
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
    int code = streaks[camp.ordinal()];
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
  @Override
  public int points(Camp camp) {
    checkArgument(camp != null, "camp is null");
    return pointsByCamp()[camp.ordinal()];
  }

  /**
   * An alliance's points beyond the midline: its camps' added (section 11). In a two-army game, the
   * camp's own points.
   *
   * @param camp a camp of the alliance
   * @return the points of {@code camp.team()}'s alliance
   * @throws IllegalArgumentException if the camp is null
   */
  public int alliancePoints(Camp camp) {
    checkArgument(camp != null, "camp is null");
    return Scoring.alliancePoints(pointsByCamp(), Camp.ALLIANCE[camp.ordinal()]);
  }

  /** The points of each camp, by ordinal. */
  private int[] pointsByCamp() {
    return game.scoring().points(cells);
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
        if (cells[t] != PieceCodes.EMPTY) {
          break;
        }
      }
    }
    return ImmutableList.copyOf(seen);
  }

  /**
   * The squares a camp's cannons see: the pieces of the other alliance (drummers excepted) may not
   * enter or pass them; allies ignore them.
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

  /** The codes of the legal moves, in generator order, computed once. */
  int[] codes() {
    int[] m = moves;
    if (m == null) {
      MoveList list = new MoveList(64);
      if (orders) {
        if (!decided()) {
          for (int sq = last + 1; sq < cells.length; sq++) {
            int code = cells[sq] & 0xFF;
            if (code != PieceCodes.EMPTY
                && PieceCodes.kind(code) == PieceCodes.CANNON
                && PieceCodes.camp(code) == toMove.ordinal()) {
              MoveCodes.orders(sq, PieceCodes.orientation(code), list);
            }
          }
          list.add(MoveCodes.END);
        }
      } else if (game.bitboards()) {
        game.generator(ground).generate(BitboardGenerator.state(this), list);
      } else {
        new MailboxGenerator(this).generate(list);
      }
      m = list.toArray();
      moves = m;
    }
    return m;
  }

  private boolean isLegalCode(int code) {
    for (int m : codes()) {
      if (m == code) {
        return true;
      }
    }
    return false;
  }

  /**
   * Every legal move of the camp to move. In the MOVE phase, its piece moves, pushes with different
   * destinations apart, in the order of the move generator: by the moving piece's square, then by
   * direction. In the ORDERS phase, the orders turning each of its cannons after the last one
   * turned to each of the 7 other directions (by square, then by direction), then {@code end}.
   *
   * @return an unmodifiable list, empty when the game is over in this position
   */
  @Override
  public List<Move> legalMoves() {
    List<Move> list = moveList;
    if (list == null) {
      Geometry g = game.geometry();
      ImmutableList.Builder<Move> decoded = ImmutableList.builder();
      for (int m : codes()) {
        decoded.add(MoveCodes.toMove(g, m));
      }
      list = decoded.build();
      moveList = list;
    }
    return list;
  }

  /**
   * Whether a move may be played here: it is one of {@link #legalMoves()}.
   *
   * @param move a move
   * @return true if {@link #play(Move)} accepts it
   * @throws IllegalArgumentException if the move is null
   */
  @Override
  public boolean isLegal(Move move) {
    return violation(move).isEmpty();
  }

  /**
   * Why a move is not legal here.
   *
   * @param move a move
   * @return the first rule it breaks, or empty if it is legal
   * @throws IllegalArgumentException if the move is null
   */
  public Optional<Violation> violation(Move move) {
    checkArgument(move != null, "move is null");
    int code = MoveCodes.code(game.geometry(), move);
    if (code >= 0 && isLegalCode(code)) {
      return Optional.empty();
    }
    if (codes().length == 0) {
      return Optional.of(Violation.GAME_OVER);
    }
    if (move.isPass()) {
      return Optional.of(Violation.NO_PASS);
    }
    if (!move.isPieceMove() && game.rules().fixedCannons()) {
      return Optional.of(Violation.FIXED_CANNONS);
    }
    if (move.isPieceMove() == orders) {
      return Optional.of(Violation.WRONG_PHASE);
    }
    return Optional.of(
        move.isPieceMove() ? Refusals.violation(this, move) : Refusals.orderViolation(this, move));
  }

  /**
   * The position after a move. A piece move leads to the ORDERS phase of the same camp, or, under
   * fixed cannons or when it gives a camp K points, ends the turn at once; an order turns its
   * cannon; {@code end} ends the turn. A turn's end passes it to the other camp and adds one to the
   * ply count, which stops at {@link #MAX_PLY}.
   *
   * @param move a legal move
   * @return the new position
   * @throws IllegalMoveException if the move is not legal here; the message names the rule
   * @throws IllegalArgumentException if the move is null
   */
  @Override
  public NapoleonPosition play(Move move) {
    if (violation(move).isPresent()) {
      throw Refusals.refused(this, move);
    }
    return Successors.after(this, MoveCodes.code(game.geometry(), move));
  }

  /**
   * A new search board at this position: make and unmake of every move, allocation-free; see {@link
   * NapoleonSearchBoard}.
   *
   * @return a new board whose {@link NapoleonSearchBoard#position()} equals this position
   */
  @Override
  public NapoleonSearchBoard searchBoard() {
    return new NapoleonSearchBoard(this);
  }

  // ---- the end

  boolean decided() {
    return game.scoring().decided(pointsByCamp());
  }

  /**
   * How this position ends the game by itself: an alliance with K' points beyond the midline wins
   * (K per camp of it; in a two-army game K; the alliance that moved last if it has them, else the
   * other; in an ORDERS phase, which play never leaves with K' points on the board, the alliance
   * that moved last is the mover's), and a camp to move without any move in its MOVE phase (no
   * piece move, and no ally with one to pass to) loses with its alliance ({@link
   * Reason#VICTORY_CONDITION}, {@link Reason#NO_LEGAL_MOVE}). The winner is the winning alliance's
   * first camp, SOUTH or NORTH: ask {@link Outcome#isWinFor} for a camp.
   *
   * @return the outcome, or empty while the game goes on
   */
  @Override
  public Optional<Outcome> outcome() {
    if (decided()) {
      int[] points = pointsByCamp();
      Camp moved = orders ? toMove.team() : toMove.team().opposite();
      int a = Camp.ALLIANCE[moved.ordinal()];
      boolean won = Scoring.alliancePoints(points, a) >= game.scoring().kPrime(a);
      return Optional.of(Outcome.win(won ? moved : moved.opposite(), Reason.VICTORY_CONDITION));
    }
    if (codes().length == 0) {
      return Optional.of(Outcome.win(toMove.team().opposite(), Reason.NO_LEGAL_MOVE));
    }
    return Optional.empty();
  }

  /**
   * The Zobrist hash of the pieces, terrain, streaks, camp to move, phase and last cannon turned:
   * everything but the ply count.
   *
   * @return the 64-bit hash
   */
  @Override
  public long hash() {
    return hash;
  }

  /**
   * Perft on the fast generator, the last ply counted in bulk: every legal move of the tree counts
   * (piece moves, pushes with different destinations apart, orders and {@code end}); under fixed
   * cannons, the piece-move perft of section 8 of the rules.
   *
   * @param depth moves, from 0 to {@link Perft#MAX_DEPTH}
   * @return the leaf count
   * @throws IllegalArgumentException if the depth is negative or above {@link Perft#MAX_DEPTH}
   */
  @Override
  public long perft(int depth) {
    Perft.checkDepth(depth);
    if (orders || !game.rules().fixedCannons()) {
      return depth == 0 ? 1 : new TurnPerft(this, game.bitboards()).perft(depth);
    }
    if (game.bitboards()) {
      return new BitboardGenerator(game, ground).perft(BitboardGenerator.state(this), depth);
    }
    return new MailboxGenerator(this).perft(depth);
  }

  /** The moves of the mailbox generator whatever the board size, for testing the two paths. */
  @VisibleForTesting
  int[] mailboxMoves() {
    MoveList list = new MoveList(64);
    new MailboxGenerator(this).generate(list);
    return list.toArray();
  }

  /** Perft on the mailbox generator whatever the board size, for testing the two paths. */
  @VisibleForTesting
  long mailboxPerft(int depth) {
    if (orders || !game.rules().fixedCannons()) {
      return depth == 0 ? 1 : new TurnPerft(this, false).perft(depth);
    }
    return new MailboxGenerator(this).perft(depth);
  }

  /**
   * Whether two positions are the same for repetition: equal in everything but the ply count (the
   * game and its rules, the pieces, terrain, streaks, camp to move, phase and last cannon turned).
   *
   * @param other another position
   * @return true if they repeat each other
   * @throws IllegalArgumentException if {@code other} is null
   */
  @Override
  public boolean samePosition(NapoleonPosition other) {
    checkArgument(other != null, "other is null");
    return other.hash == hash
        && other.toMove == toMove
        && other.next == next
        && other.orders == orders
        && other.last == last
        && Arrays.equals(other.cells, cells)
        && Arrays.equals(other.streaks, streaks)
        && other.ground.equals(ground)
        && other.game.equals(game);
  }

  /**
   * A drawing of the board from NORTH's edge down, with ranks, files and terrain marks.
   *
   * @return the drawing, lines separated by {@code '\n'}
   */
  @Override
  public String diagram() {
    return PositionText.diagram(this);
  }

  /**
   * Whether another object is the same position, ply count included.
   *
   * @param o another object
   * @return true if it is an equal position of an equal game
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof NapoleonPosition p && p.ply == ply && samePosition(p);
  }

  /**
   * A hash code consistent with {@link #equals}, from {@link #hash()}.
   *
   * @return the hash code
   */
  @Override
  public int hashCode() {
    return Long.hashCode(hash);
  }

  /**
   * The position in the standard notation, which {@link Napoleon#parse} reads back.
   *
   * @return such as {@code ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0 -}
   */
  @Override
  public String toString() {
    return PositionText.format(this);
  }
}
