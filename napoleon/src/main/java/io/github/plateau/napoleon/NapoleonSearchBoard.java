package io.github.plateau.napoleon;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.common.annotations.VisibleForTesting;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveList;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import io.github.plateau.core.SearchBoard;
import java.util.Arrays;
import java.util.Optional;

/**
 * The {@link SearchBoard} of Napoleon Strategy: make and unmake of every move on one mutable board,
 * made by {@link NapoleonPosition#searchBoard()}. Boards of at most 64 squares run on bitboards
 * (copy-make on a stack of 13-long states), larger ones on a mailbox with an undo stack; both keep
 * the Zobrist hash incrementally, and neither allocates per {@link #generate}, {@link #push},
 * {@link #pop}, {@link #hash}, {@link #isCapture}, {@link #inCheck} or read accessor once its
 * stacks have grown to the search's depth.
 *
 * <p><b>Not thread-safe</b>: give each search thread its own board.
 *
 * <p>The board's moves are those of {@link NapoleonPosition#legalMoves()}, in the same order: piece
 * moves in the MOVE phase of a turn, orders and {@code end} in its ORDERS phase, where the same
 * camp moves again. A search that negates its score per move must do so only where the team of
 * {@link #sideToMove()} changes (in a game of several armies, allies follow each other's turns only
 * across the other alliance's, so the team changes at every turn's end). A move code is valid only
 * in the state where {@link #generate} listed it; the same number may name another move, or none,
 * elsewhere. The board knows the rules of one position: the repetition (at the starts of turns) and
 * the ply limit are the caller's (keep the {@link #hash()} of each state).
 *
 * <p>For an evaluation, {@link #pieceAt}, {@link #count} and {@link #points} read the current state
 * without allocating: the {@link NapoleonBoardView} it shares with {@link NapoleonPosition}, so an
 * evaluation written once reads either.
 */
public final class NapoleonSearchBoard
    implements SearchBoard<NapoleonPosition, Move>, NapoleonBoardView {
  /** The outcomes by winning camp, made once: a search meets them at every decided node. */
  private static final Optional<Outcome>[] VICTORY = outcomes(Reason.VICTORY_CONDITION);

  private static final Optional<Outcome>[] NO_MOVE = outcomes(Reason.NO_LEGAL_MOVE);

  private final Napoleon game;
  private final Geometry geometry;
  private final Ground ground;
  private final SearchEngine engine;
  private final int rootPly;
  private final Camp[] camps;
  private final int[] points = new int[Camp.ALL.length];
  private final boolean fixed;

  private int depth; // moves pushed
  private long[] hashes = new long[16]; // by depth
  private MoveList[] legal = new MoveList[16]; // by depth: the legal codes, once generated
  private boolean[] known = new boolean[16]; // by depth: whether legal[depth] is this state's
  private boolean[] orders = new boolean[16]; // by depth: the ORDERS phase
  private int[] last = new int[16]; // by depth: the square last turned in the ORDERS phase, or -1
  private int[] turns = new int[16]; // by depth: the turns ended since the first state
  private boolean[] made = new boolean[16]; // by depth: whether the move to it changed the engine
  private int[] movers = new int[16]; // by depth: the ordinal of the camp to move
  private int[] hints = new int[16]; // by depth: where the last code looked up stands in legal

  NapoleonSearchBoard(NapoleonPosition position) {
    this(position, position.game().bitboards());
  }

  /** A board on a chosen engine: the mailbox one works on every board, for testing the two. */
  @VisibleForTesting
  NapoleonSearchBoard(NapoleonPosition position, boolean bitboards) {
    game = position.game();
    geometry = game.geometry();
    ground = position.ground();
    engine = bitboards ? new BitboardEngine(position) : new MailboxEngine(position);
    rootPly = position.ply();
    camps = game.camps();
    fixed = game.rules().fixedCannons();
    hashes[0] = position.hash();
    orders[0] = position.inOrdersPhase();
    last[0] = position.lastOrderIndex();
    movers[0] = position.sideToMove().ordinal();
  }

  /** The points of the game's camps, by ordinal, in {@link #points}. */
  private int[] points() {
    for (Camp camp : camps) {
      points[camp.ordinal()] = engine.points(camp.ordinal());
    }
    return points;
  }

  private boolean decided() {
    return game.scoring().decided(points());
  }

  /** The camp of the other alliance that moves after the current turn. */
  private int nextCamp() {
    return orders[depth] ? engine.side() : engine.next();
  }

  /** The keys of the camp to move and the next camp of the current state. */
  private long turnKey() {
    return Keys.side(movers[depth]) ^ Keys.next(nextCamp());
  }

  /** The keys of every camp's streak in the engine's state. */
  private long streakKeys() {
    long h = 0;
    for (Camp camp : camps) {
      h ^= Keys.streak(camp.ordinal(), engine.streak(camp.ordinal()), geometry.width);
    }
    return h;
  }

  /** The legal codes of the current state, generated once per state. */
  private MoveList legal() {
    MoveList list = legal[depth];
    if (list == null) {
      list = new MoveList(64);
      legal[depth] = list;
    }
    if (!known[depth]) {
      list.clear();
      if (!orders[depth]) {
        engine.generate(list);
      } else if (!decided()) {
        engine.orders(movers[depth], last[depth], list);
        list.add(MoveCodes.END);
      }
      known[depth] = true;
    }
    return list;
  }

  /**
   * Whether a code is a legal move of the current state: looked up in the state's list, which
   * {@link #generate} and {@link #push} then use as it is.
   *
   * @param move any number
   * @return true if {@link #generate} lists it in the current state
   */
  @Override
  public boolean isLegal(int move) {
    return legal().contains(move);
  }

  /**
   * Checks that a code is legal here. A search asks for the codes in their order (its move
   * ordering's {@code isCapture}, perft's pushes), so the one last found and the next are tried
   * before the whole list.
   */
  private void requireLegal(int move) {
    MoveList list = legal();
    int at = hints[depth];
    int n = list.size();
    if (at < n && list.get(at) == move) {
      return;
    }
    int found = at + 1 < n && list.get(at + 1) == move ? at + 1 : list.indexOf(move);
    if (found >= 0) {
      hints[depth] = found;
      return;
    }
    throw Refusals.refused(position(), move);
  }

  /**
   * Lists the legal moves of the current state: clears {@code moves}, then adds their codes in the
   * order of {@link NapoleonPosition#legalMoves()}.
   *
   * @param moves the list to fill; its previous content is discarded
   * @return the number of moves; 0 exactly when {@link #outcome()} is present
   * @throws IllegalArgumentException if {@code moves} is null
   */
  @Override
  public int generate(MoveList moves) {
    checkArgument(moves != null, "moves is null");
    MoveList list = legal();
    moves.clear();
    int n = list.size();
    for (int i = 0; i < n; i++) {
      moves.add(list.get(i));
    }
    return n;
  }

  /**
   * Lists the capturing piece moves of the current state, in the order of {@link #generate}. The
   * ORDERS phase has none: orders and {@code end} take nothing.
   *
   * @param moves the list to fill; its previous content is discarded
   * @return the number of captures; 0 when there is none or the game is decided
   * @throws IllegalArgumentException if {@code moves} is null
   */
  @Override
  public int generateCaptures(MoveList moves) {
    checkArgument(moves != null, "moves is null");
    moves.clear();
    if (orders[depth]) {
      return 0;
    }
    MoveList list = legal();
    int n = list.size();
    for (int i = 0; i < n; i++) {
      int move = list.get(i);
      if (MoveCodes.isCapture(move)) {
        moves.add(move);
      }
    }
    return moves.size();
  }

  /**
   * Plays a move: the board moves to the state after it, the hash updated incrementally. A piece
   * move leads to the ORDERS phase of the same camp unless the game has fixed cannons or the move
   * gives an alliance its K' points; {@code end} and {@code pass} pass the turn.
   *
   * @param move a code that {@link #generate} lists in the current state
   * @throws IllegalMoveException if the code is not a legal move here; the board is unchanged
   */
  @Override
  public void push(int move) {
    requireLegal(move);
    int w = geometry.width;
    long hash = hashes[depth];
    int me = movers[depth];
    boolean nextOrders;
    int nextLast;
    int nextMover;
    int nextTurns = turns[depth];
    boolean changes = move != MoveCodes.END;
    if (move == MoveCodes.END) {
      hash ^= Keys.orders(last[depth], w) ^ turnKey();
      hash ^= Keys.side(engine.side()) ^ Keys.next(engine.next());
      nextOrders = false;
      nextLast = -1;
      nextMover = engine.side();
      nextTurns++;
    } else if (move == MoveCodes.PASS) {
      hash ^= turnKey() ^ streakKeys();
      engine.make(move);
      hash ^= streakKeys() ^ Keys.side(engine.side()) ^ Keys.next(engine.next());
      nextOrders = false;
      nextLast = -1;
      nextMover = engine.side();
      nextTurns++;
    } else if (MoveCodes.isOrder(move)) {
      int sq = MoveCodes.from(move);
      hash ^= pieceKey(sq) ^ Keys.orders(last[depth], w) ^ Keys.orders(sq, w);
      engine.make(move);
      hash ^= pieceKey(sq);
      nextOrders = true;
      nextLast = sq;
      nextMover = me;
    } else {
      int from = MoveCodes.from(move);
      int to = MoveCodes.to(move);
      int pushedTo =
          MoveCodes.isPush(move)
              ? geometry.step[MoveCodes.pushDirection(move) * geometry.size + to]
              : -1;
      hash ^= keys(from, to, pushedTo) ^ turnKey();
      engine.make(move);
      hash ^= keys(from, to, pushedTo);
      nextOrders = !fixed && !decided();
      nextLast = -1;
      if (nextOrders) {
        hash ^= Keys.side(me) ^ Keys.next(engine.side()) ^ Keys.orders(-1, w);
        nextMover = me;
      } else {
        hash ^= Keys.side(engine.side()) ^ Keys.next(engine.next());
        nextMover = engine.side();
        nextTurns++;
      }
    }
    if (depth + 1 == hashes.length) {
      int capacity = 2 * hashes.length;
      hashes = Arrays.copyOf(hashes, capacity);
      legal = Arrays.copyOf(legal, capacity);
      known = Arrays.copyOf(known, capacity);
      orders = Arrays.copyOf(orders, capacity);
      last = Arrays.copyOf(last, capacity);
      turns = Arrays.copyOf(turns, capacity);
      made = Arrays.copyOf(made, capacity);
      movers = Arrays.copyOf(movers, capacity);
      hints = Arrays.copyOf(hints, capacity);
    }
    depth++;
    hashes[depth] = hash;
    known[depth] = false;
    hints[depth] = 0;
    orders[depth] = nextOrders;
    last[depth] = nextLast;
    turns[depth] = nextTurns;
    made[depth] = changes;
    movers[depth] = nextMover;
  }

  /**
   * The Zobrist keys of what a piece move may change on the board: its squares and every streak.
   * XORed before and after the move, they turn the old hash into the new one.
   */
  private long keys(int from, int to, int pushedTo) {
    long h = pieceKey(from) ^ pieceKey(to) ^ streakKeys();
    if (pushedTo >= 0) {
      h ^= pieceKey(pushedTo);
    }
    return h;
  }

  private long pieceKey(int square) {
    int code = engine.code(square);
    return code == PieceCodes.EMPTY
        ? 0
        : Keys.piece(code, square % geometry.width, square / geometry.width);
  }

  /**
   * Takes back the last pushed move: the board returns exactly to the state before it.
   *
   * @throws IllegalStateException if no move is pushed
   */
  @Override
  public void pop() {
    if (depth == 0) {
      throw new IllegalStateException("no move to pop: the board is at its first state");
    }
    if (made[depth]) {
      engine.unmake();
    }
    depth--;
  }

  /**
   * The number of moves pushed and not popped (not the position's ply count).
   *
   * @return 0 on a new board
   */
  @Override
  public int ply() {
    return depth;
  }

  /**
   * The hash of the current state, equal to {@code position().hash()}.
   *
   * @return the 64-bit Zobrist hash
   */
  @Override
  public long hash() {
    return hashes[depth];
  }

  /**
   * The camp to move in the current state.
   *
   * @return the camp
   */
  @Override
  public Camp sideToMove() {
    return Camp.ALL[movers[depth]];
  }

  /**
   * Always false: Napoleon Strategy has no check.
   *
   * @return false
   */
  @Override
  public boolean inCheck() {
    return false;
  }

  /**
   * Whether a move of the current state captures. A drummer push, an order and {@code end} capture
   * nothing.
   *
   * @param move a code that {@link #generate} lists in the current state
   * @return true for a capture
   * @throws IllegalMoveException if the code is not a legal move here
   */
  @Override
  public boolean isCapture(int move) {
    requireLegal(move);
    return MoveCodes.isCapture(move);
  }

  /**
   * Orders captures by the material of the piece taken, then against the material of the piece
   * taking it, as {@link NapoleonEvaluation} counts them.
   *
   * @param move a code that {@link #generateCaptures} lists in the current state
   * @return the taken piece's material times 65,536, less the taking piece's; for a move that
   *     captures nothing, 0
   * @throws IllegalMoveException if the code is a capture's from or to a square off this board
   *     (legality here is not checked)
   */
  @Override
  public int captureOrder(int move) {
    if (!MoveCodes.isCapture(move)) {
      return 0;
    }
    int from = MoveCodes.from(move);
    int to = MoveCodes.to(move);
    if (from >= geometry.size || to >= geometry.size) {
      throw Refusals.refused(position(), move);
    }
    return (NapoleonEvaluation.material(PieceCodes.kind(engine.code(to))) << 16)
        - NapoleonEvaluation.material(PieceCodes.kind(engine.code(from)));
  }

  /**
   * Whether the side to move has a legal move: from the state's list once it is made; else in an
   * ORDERS phase whether the game goes on ({@code end} is then always legal), and in a piece move
   * from the engine's count of its moves, without listing them.
   *
   * @return true exactly while {@link #outcome()} is empty
   */
  @Override
  public boolean hasLegalMove() {
    if (known[depth]) {
      return !legal[depth].isEmpty();
    }
    return orders[depth] ? !decided() : engine.count() > 0;
  }

  /**
   * How the current state ends the game by itself, as {@link NapoleonPosition#outcome()} says.
   *
   * @return the outcome, or empty while there are legal moves
   */
  @Override
  public Optional<Outcome> outcome() {
    int mine = Camp.ALLIANCE[movers[depth]];
    int moved = orders[depth] ? mine : 1 - mine;
    int[] p = points();
    if (Scoring.alliancePoints(p, moved) >= game.scoring().kPrime(moved)) {
      return VICTORY[moved];
    }
    if (Scoring.alliancePoints(p, 1 - moved) >= game.scoring().kPrime(1 - moved)) {
      return VICTORY[1 - moved];
    }
    if (legal().isEmpty()) {
      return NO_MOVE[1 - mine];
    }
    return Optional.empty();
  }

  /**
   * The current state as an immutable position; its ply count is the first state's plus the turns
   * ended by the moves pushed, up to {@link NapoleonPosition#MAX_PLY}.
   *
   * @return a new position equal to the one reached by playing the pushed moves
   */
  @Override
  public NapoleonPosition position() {
    byte[] cells = new byte[geometry.size];
    for (int sq = 0; sq < cells.length; sq++) {
      cells[sq] = (byte) engine.code(sq);
    }
    int[] streaks = new int[Camp.ALL.length];
    Arrays.fill(streaks, -1);
    for (Camp camp : camps) {
      streaks[camp.ordinal()] = engine.streak(camp.ordinal());
    }
    int ply = (int) Math.min((long) rootPly + turns[depth], NapoleonPosition.MAX_PLY);
    return NapoleonPosition.of(
        game,
        cells,
        ground,
        sideToMove(),
        Camp.ALL[nextCamp()],
        streaks,
        ply,
        orders[depth],
        last[depth]);
  }

  /**
   * The move of a move code of the current state.
   *
   * @param move a code that {@link #generate} lists in the current state
   * @return the move
   * @throws IllegalMoveException if the code is not a legal move here
   */
  @Override
  public Move decode(int move) {
    requireLegal(move);
    return MoveCodes.toMove(geometry, move);
  }

  /**
   * The code of a move of the current state.
   *
   * @param move one of {@code position().legalMoves()}
   * @return its code, one that {@link #generate} lists
   * @throws IllegalMoveException if the move is not legal here
   * @throws IllegalArgumentException if the move is null
   */
  @Override
  public int encode(Move move) {
    checkArgument(move != null, "move is null");
    int code = MoveCodes.code(geometry, move);
    if (code < 0 || !legal().contains(code)) {
      throw Refusals.refused(position(), move, /* worded= */ false);
    }
    return code;
  }

  /**
   * The piece on a square of the current state, without allocating.
   *
   * @param square a square
   * @return the piece, or empty if the square is empty or off the board
   * @throws IllegalArgumentException if the square is null
   */
  @Override
  public Optional<Piece> pieceAt(Square square) {
    checkArgument(square != null, "square is null");
    return geometry.contains(square)
        ? Piece.at(engine.code(geometry.index(square)))
        : Optional.empty();
  }

  /**
   * How many pieces of a camp and a kind stand on the board in the current state.
   *
   * @param camp the camp
   * @param kind the kind
   * @return the count, 0 for a camp that does not play in this game
   * @throws IllegalArgumentException if an argument is null
   */
  @Override
  public int count(Camp camp, Kind kind) {
    checkArgument(camp != null, "camp is null");
    checkArgument(kind != null, "kind is null");
    return game.plays(camp) ? engine.count(camp.ordinal(), kind.ordinal()) : 0;
  }

  /**
   * A camp's points beyond the midline in the current state (generals 2, drummers 0, other pieces
   * 1): K of them win (K per camp for an alliance of several).
   *
   * @param camp the camp
   * @return the points, 0 for a camp that does not play in this game
   * @throws IllegalArgumentException if the camp is null
   */
  @Override
  public int points(Camp camp) {
    checkArgument(camp != null, "camp is null");
    return game.plays(camp) ? engine.points(camp.ordinal()) : 0;
  }

  @SuppressWarnings("unchecked")
  private static Optional<Outcome>[] outcomes(Reason reason) {
    Optional<Outcome>[] byWinner = (Optional<Outcome>[]) new Optional<?>[2];
    for (Camp camp : new Camp[] {Camp.SOUTH, Camp.NORTH}) {
      byWinner[camp.ordinal()] = Optional.of(Outcome.win(camp, reason));
    }
    return byWinner;
  }
}
