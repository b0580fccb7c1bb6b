package io.github.plateau.draughts;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveList;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.SearchBoard;
import java.util.Arrays;
import java.util.Optional;

/**
 * A mutable draughts board for searching: {@link #push} makes a move and {@link #pop} takes it
 * back, on one object, under every board size and rule flag of {@link DraughtsRules}
 * (multi-captures with the Turkish strike, majority capture, short kings, promotion during a
 * capture). Made by {@link DraughtsPosition#searchBoard()}; <b>not thread-safe</b>: one board per
 * search thread.
 *
 * <p>Move codes are {@code from | to << 8 | variant << 16}, where {@code variant} tells apart the
 * captures that share start and end (0 for the first in {@link DraughtsPosition#legalMoves()}
 * order, 1 for the next, ...); {@code MoveCodes} packs them. A code is valid only in the state
 * where {@link #generate} listed it. The legal moves of each state are generated once, kept per
 * ply, and reused by {@link #push}, {@link #isCapture}, {@link #decode} and {@link #encode}. A
 * state that {@link #generateCaptures} or {@link #hasLegalMove} found without a capture lists no
 * quiet move: a quiet code pushed or decoded there is tested alone on the board (a record read on
 * one board pushes every move so); its variant is 0.
 *
 * <p>Once warmed up (its buffers grown to the deepest ply and the longest move list met), {@link
 * #generate}, {@link #push}, {@link #pop}, {@link #hash}, {@link #isCapture}, {@link #inCheck},
 * {@link #pieceAt} and {@link #count} allocate nothing, on every board: the bitboard generators (up
 * to 14 x 14 under the international flags) and the general one (other sizes and flags) all work in
 * reused arrays. Draughts has no check: {@link #inCheck} is always false.
 */
public final class DraughtsSearchBoard extends CellsView
    implements SearchBoard<DraughtsPosition, Move> {
  private static final int INITIAL_DEPTH = 64;

  private final Draughts game;
  private final SearchEngine engine;
  private final long[]
      keys; // the board size's Zobrist keys: piece code c on square s at c * stride + s
  private final int stride;
  private final int whiteCrowns; // a white man is crowned on squares up to this one
  private final int blackCrowns; // a black man from this one on
  private final boolean flying; // kings fly: a quiet king move may cross several empty squares
  private final int[] counts = new int[PieceCodes.COUNT]; // by piece code
  private boolean white;
  // the last quiet code found legal alone in the current state, or -1: a record read on the board
  // tests a move, then decodes and pushes it, and each asks
  private int testedQuiet = -1;
  private long hash;
  private int ply;
  private PlyMoves[] plies = new PlyMoves[INITIAL_DEPTH + 1];
  private final int listRoom; // see PlyMoves(int)

  // the undo stack, by ply: what push changed that the move lists do not tell
  private long[] hashes = new long[INITIAL_DEPTH];
  // the listed index of the pushed move, or ~code for a quiet move pushed without a list
  private int[] played = new int[INITIAL_DEPTH];
  private byte[] movers = new byte[INITIAL_DEPTH]; // the moving piece's code before the move
  private int[] capturedFrom = new int[INITIAL_DEPTH + 1]; // where the ply's pieces start in ...
  private byte[] capturedCodes = new byte[4 * INITIAL_DEPTH]; // ... the captured pieces' codes

  DraughtsSearchBoard(DraughtsPosition position) {
    this(position, PlyMoves.SEARCH_ROOM);
  }

  /**
   * A board for a reader, which replays a game forward and lists the moves of each state once (the
   * captures of those with one): its lists are sized to fit, without a search's spare room.
   */
  static DraughtsSearchBoard replaying(DraughtsPosition position) {
    return new DraughtsSearchBoard(position, 1);
  }

  private DraughtsSearchBoard(DraughtsPosition position, int listRoom) {
    super(position.geometry(), new byte[position.geometry().squares + 1]);
    this.game = position.game();
    this.engine = SearchEngine.of(geometry, game.moveRules());
    this.keys = Keys.table(geometry);
    this.stride = geometry.squares + 1;
    this.whiteCrowns = geometry.half;
    this.blackCrowns = geometry.squares - geometry.half + 1;
    this.flying = game.moveRules().flyingKings();
    byte[] start = position.cells();
    for (int s = 1; s <= geometry.squares; s++) {
      if (start[s] != 0) {
        put(s, start[s]);
      }
    }
    this.white = position.sideToMove() == Color.WHITE;
    this.hash = position.hash();
    this.listRoom = listRoom;
    this.plies[0] = new PlyMoves(listRoom);
  }

  /**
   * Sets the board to another position of its game, as a new board would start, keeping the buffers
   * it grew: a reader replays game after game on one board.
   *
   * @throws IllegalArgumentException if the position is of another game
   */
  void reset(DraughtsPosition position) {
    checkArgument(position.game() == game, "the position is of another game");
    for (int s = 1; s <= geometry.squares; s++) {
      if (cells[s] != 0) {
        lift(s, cells[s]);
      }
    }
    byte[] start = position.cells();
    for (int s = 1; s <= geometry.squares; s++) {
      if (start[s] != 0) {
        put(s, start[s]);
      }
    }
    white = position.sideToMove() == Color.WHITE;
    hash = position.hash();
    ply = 0;
    capturedFrom[0] = 0;
    testedQuiet = -1;
    plies[0].listed = false;
    plies[0].quietCount = -1;
  }

  /** The game whose rules the board applies. */
  Draughts game() {
    return game;
  }

  /**
   * About the bytes its buffers hold, which grow with the longest line pushed on it and the most
   * moves its states listed: what a reader weighs before it keeps the board for the next one.
   */
  long bufferBytes() {
    long bytes = 8L * hashes.length + 4L * played.length + movers.length;
    bytes += 4L * capturedFrom.length + capturedCodes.length;
    for (PlyMoves moves : plies) {
      if (moves != null) {
        bytes += moves.bytes();
      }
    }
    return bytes;
  }

  /** Puts a piece on an empty square; the caller keeps the hash. */
  private void put(int square, byte code) {
    cells[square] = code;
    counts[code]++;
    engine.put(square, code);
  }

  /** Takes the piece of a square off; the caller keeps the hash. */
  private void lift(int square, byte code) {
    cells[square] = 0;
    counts[code]--;
    engine.clear(square);
  }

  /**
   * The moves of the current state, generated on first use: only the quiet ones where the captures
   * were looked for already and there is none.
   */
  private PlyMoves listed() {
    PlyMoves moves = plies[ply];
    if (!moves.listed) {
      if (moves.quietCount >= 0) {
        engine.listQuiet(white, moves, moves.quietCount);
      } else {
        engine.list(white, moves);
      }
    }
    return moves;
  }

  /** Whether the current state's moves are listed: a state without a capture lists them late. */
  boolean movesListed() {
    return plies[ply].listed;
  }

  /**
   * The moves of the current state with its captures known: listed when it has a capture (every
   * legal move then captures), else, where the engine can, only counted ({@code quietCount}).
   */
  private PlyMoves withCaptures() {
    PlyMoves moves = plies[ply];
    if (!moves.listed && moves.quietCount < 0) {
      moves.quietCount = engine.listCaptures(white, moves); // the quiet moves stay unlisted
    }
    return moves;
  }

  /**
   * Whether a code is a quiet move that the current state, known without a capture and its quiet
   * moves not listed, allows: tested alone on the board.
   */
  private boolean isUnlistedQuiet(PlyMoves moves, int move) {
    if (moves.listed || moves.quietCount <= 0) {
      return false;
    }
    if (move >= 0 && move == testedQuiet) {
      return true;
    }
    if (MoveCodes.variant(move) != 0
        || !isQuietMove(white, flying, MoveCodes.from(move), MoveCodes.to(move))) {
      return false;
    }
    testedQuiet = move;
    return true;
  }

  /**
   * Whether the side to move must capture, found out by listing the captures only: the quiet moves
   * of a state without a capture stay unlisted.
   */
  boolean mustCapture() {
    PlyMoves moves = withCaptures();
    return moves.listed && moves.count > 0 && moves.captures(moves.order[0]);
  }

  /**
   * Whether a quiet move from one square to another is legal in the current state, tested on the
   * board without listing the moves: the side to move has no capture and a piece of its may go so.
   */
  boolean isLegalQuiet(int from, int to) {
    PlyMoves moves = withCaptures();
    if (moves.listed) {
      return moves.count > 0
          && !moves.captures(moves.order[0])
          && moves.indexOf(MoveCodes.of(from, to, 0)) >= 0;
    }
    return isUnlistedQuiet(moves, MoveCodes.of(from, to, 0));
  }

  /**
   * The legal captures of the current state, listed: empty when the side to move has none. The list
   * belongs to the board and changes with it; its codes are in {@link #generate}'s order.
   */
  PlyMoves captures() {
    PlyMoves moves = withCaptures();
    return moves.listed && moves.count > 0 && moves.captures(moves.order[0]) ? moves : NO_MOVES;
  }

  private static final PlyMoves NO_MOVES = new PlyMoves();

  /** The rules the board's moves follow. */
  MoveRules moveRules() {
    return game.moveRules();
  }

  private int indexOf(PlyMoves moves, int move) {
    int i = moves.indexOf(move);
    if (i < 0) {
      throw Refusals.refused(position(), move);
    }
    return i;
  }

  /**
   * Whether a code is a legal move of the current state: looked up in the state's list when it has
   * a capture (or its moves are listed), else tested alone as a quiet move, so that a search asking
   * about its table's move lists no quiet move; {@link #push} then uses the answer as it is.
   *
   * @param move any number
   * @return true if {@link #generate} lists it in the current state
   */
  @Override
  public boolean isLegal(int move) {
    PlyMoves moves = withCaptures();
    return moves.listed ? moves.indexOf(move) >= 0 : isUnlistedQuiet(moves, move);
  }

  /**
   * Lists the legal moves of the current state: clears {@code moves}, then adds every legal move
   * code in the order of {@code position().legalMoves()}.
   *
   * @param moves the list to fill; its previous content is discarded
   * @return the number of legal moves; 0 when the side to move has lost
   * @throws IllegalArgumentException if {@code moves} is null
   */
  @Override
  public int generate(MoveList moves) {
    checkArgument(moves != null, "moves is null");
    PlyMoves listed = listed();
    moves.copyFrom(listed.code, listed.count);
    return listed.count;
  }

  /**
   * Lists the legal moves of the current state that capture, in the order of {@link #generate}.
   * Captures are compulsory, so this is every legal move when the state has a capture and none
   * otherwise.
   *
   * @param moves the list to fill; its previous content is discarded
   * @return the number of captures; 0 when there is none or the side to move has lost
   * @throws IllegalArgumentException if {@code moves} is null
   */
  @Override
  public int generateCaptures(MoveList moves) {
    checkArgument(moves != null, "moves is null");
    PlyMoves listed = plies[ply];
    if (!listed.listed && listed.quietCount < 0) {
      listed.quietCount = engine.listCaptures(white, listed); // the quiet moves stay unlisted
    }
    if (!listed.listed || (listed.count > 0 && !listed.captures(listed.order[0]))) {
      moves.clear();
      return 0;
    }
    return generate(moves);
  }

  /**
   * Whether the side to move has a legal move, from the list or, in a state without a capture, from
   * the engine's count of quiet moves: the captures are listed first if nothing is known yet, and
   * the quiet moves are not.
   *
   * @return true exactly while {@link #outcome()} is empty
   */
  @Override
  public boolean hasLegalMove() {
    PlyMoves moves = withCaptures();
    return moves.listed ? moves.count > 0 : moves.quietCount > 0;
  }

  /**
   * Plays a move: removes the moving piece and every captured piece, puts the piece on its end
   * square, crowned if the move crowns it, and passes the turn.
   *
   * @param move a code that {@link #generate} lists in the current state (a quiet one is tested
   *     alone when the state's moves are not listed)
   * @throws IllegalMoveException if the code is not a legal move here; the board is unchanged
   */
  @Override
  public void push(int move) {
    PlyMoves unlisted = plies[ply];
    if (isUnlistedQuiet(unlisted, move)) {
      testedQuiet = -1;
      pushQuiet(move);
      return;
    }
    PlyMoves moves = listed();
    int i = indexOf(moves, move);
    int r = moves.order[i];
    int first = moves.capStart[r];
    int last = moves.capStart[r + 1];
    int top = capturedFrom[ply];
    if (ply + 1 >= hashes.length || top + last - first > capturedCodes.length) {
      grow(top + last - first);
    }
    testedQuiet = -1;
    hashes[ply] = hash;
    played[ply] = i;
    int from = moves.from[r];
    int to = moves.to[r];
    byte mover = cells[from];
    movers[ply] = mover;
    long h = hash ^ keys[0] ^ keys[mover * stride + from];
    lift(from, mover);
    for (int c = first; c < last; c++) {
      int square = moves.caps[c];
      byte code = cells[square];
      capturedCodes[top++] = code;
      h ^= keys[code * stride + square];
      lift(square, code);
    }
    capturedFrom[ply + 1] = top;
    land(to, mover, moves.crowns[r], h);
  }

  /** Plays a legal quiet move of a state whose moves are not listed; see {@link #push}. */
  private void pushQuiet(int move) {
    if (ply + 1 >= hashes.length) {
      grow(0);
    }
    int from = MoveCodes.from(move);
    int to = MoveCodes.to(move);
    hashes[ply] = hash;
    played[ply] = ~move;
    byte mover = cells[from];
    movers[ply] = mover;
    capturedFrom[ply + 1] = capturedFrom[ply];
    long h = hash ^ keys[0] ^ keys[mover * stride + from];
    lift(from, mover);
    land(to, mover, false, h);
  }

  /**
   * Puts the mover down where its move ends, crowned where it must be ({@code crowns}: the move
   * crowns on its way, as a capture listed so says), sets the hash from {@code h} (the hash without
   * the landed piece) and enters the new state, its moves not listed.
   */
  private void land(int to, byte mover, boolean crowns, long h) {
    byte landed = mover;
    if (!PieceCodes.isKing(mover) && (crowns || (white ? to <= whiteCrowns : to >= blackCrowns))) {
      landed = PieceCodes.crowned(mover);
    }
    put(to, landed);
    hash = h ^ keys[landed * stride + to];
    white = !white;
    PlyMoves child = plies[++ply];
    if (child == null) {
      child = plies[ply] = new PlyMoves(listRoom);
    }
    child.listed = false;
    child.quietCount = -1;
  }

  /** Makes room on the undo stack for one more ply and {@code captured} captured pieces in all. */
  private void grow(int captured) {
    if (ply + 1 >= hashes.length) {
      int length = hashes.length * 2;
      hashes = Arrays.copyOf(hashes, length);
      played = Arrays.copyOf(played, length);
      movers = Arrays.copyOf(movers, length);
      capturedFrom = Arrays.copyOf(capturedFrom, length + 1);
      plies = Arrays.copyOf(plies, length + 1);
    }
    if (captured > capturedCodes.length) {
      capturedCodes = Arrays.copyOf(capturedCodes, Math.max(captured, 2 * capturedCodes.length));
    }
  }

  /**
   * Takes back the last pushed move: the board returns exactly to the state before it.
   *
   * @throws IllegalStateException if no move is pushed
   */
  @Override
  public void pop() {
    if (ply == 0) {
      throw new IllegalStateException("no move to pop: the board is at its first state");
    }
    ply--;
    testedQuiet = -1;
    PlyMoves moves = plies[ply];
    int i = played[ply];
    if (i < 0) { // a quiet move pushed without a list
      int to = MoveCodes.to(~i);
      lift(to, cells[to]);
      put(MoveCodes.from(~i), movers[ply]);
      white = !white;
      hash = hashes[ply];
      return;
    }
    int r = moves.order[i];
    int to = moves.to[r];
    lift(to, cells[to]);
    int top = capturedFrom[ply];
    for (int c = moves.capStart[r]; c < moves.capStart[r + 1]; c++) {
      put(moves.caps[c], capturedCodes[top++]);
    }
    put(moves.from[r], movers[ply]);
    white = !white;
    hash = hashes[ply];
    moves.next = i + 1;
  }

  /**
   * The number of moves pushed and not popped.
   *
   * @return 0 on a new board
   */
  @Override
  public int ply() {
    return ply;
  }

  /**
   * The Zobrist hash of the current state, kept up to date by push and pop.
   *
   * @return the hash, equal to {@code position().hash()}
   */
  @Override
  public long hash() {
    return hash;
  }

  /**
   * The side to move in the current state.
   *
   * @return White or Black
   */
  @Override
  public Color sideToMove() {
    return white ? Color.WHITE : Color.BLACK;
  }

  /**
   * Always false: draughts has no check.
   *
   * @return false
   */
  @Override
  public boolean inCheck() {
    return false;
  }

  /**
   * Orders captures by the value of the pieces taken, then against the value of the piece taking
   * them, by {@link DraughtsEvaluation}'s material (a man {@value DraughtsEvaluation#MAN}, a king
   * {@value DraughtsEvaluation#KING}; its bonus for a man's advance left out): where the rules let
   * captures of as many pieces differ, those that take kings come first, and a man takes before a
   * king.
   *
   * @param move a code that {@link #generateCaptures} lists in the current state
   * @return the pieces' value times 65,536, less the taking piece's; 0 for a code that is no
   *     capture here
   */
  @Override
  public int captureOrder(int move) {
    PlyMoves moves = captures();
    int i = moves.indexOf(move);
    if (i < 0) {
      return 0;
    }
    int r = moves.order[i];
    int taken = 0;
    for (int c = moves.capStart[r]; c < moves.capStart[r + 1]; c++) {
      taken += value(cells[moves.caps[c]]);
    }
    return (taken << 16) - value(cells[moves.from[r]]);
  }

  private static int value(int code) {
    return PieceCodes.isKing(code) ? DraughtsEvaluation.KING : DraughtsEvaluation.MAN;
  }

  /**
   * Whether a legal move of the current state captures. Captures are compulsory, so either every
   * legal move of a state captures or none does.
   *
   * @param move a code that {@link #generate} lists in the current state
   * @return true for a capture
   * @throws IllegalMoveException if the code is not a legal move here
   */
  @Override
  public boolean isCapture(int move) {
    PlyMoves moves = withCaptures();
    if (!moves.listed && isUnlistedQuiet(moves, move)) {
      return false; // a state without a capture: its quiet moves stay unlisted
    }
    moves = listed();
    return moves.captures(moves.order[indexOf(moves, move)]);
  }

  /**
   * How the current state ends the game by itself, as {@link DraughtsPosition#outcome()} says: the
   * side to move loses when it has no legal move.
   *
   * @return the outcome, or empty while there are legal moves
   */
  @Override
  public Optional<Outcome> outcome() {
    return listed().count > 0 ? Optional.empty() : DraughtsPosition.lost(this);
  }

  /**
   * The current state as an immutable position of the board's game.
   *
   * @return a new position
   */
  @Override
  public DraughtsPosition position() {
    return DraughtsPosition.of(game, cells.clone(), sideToMove(), hash, counts);
  }

  /**
   * The move object of a move code of the current state.
   *
   * @param move a code that {@link #generate} lists in the current state
   * @return the move
   * @throws IllegalMoveException if the code is not a legal move here
   */
  @Override
  public Move decode(int move) {
    PlyMoves unlisted = plies[ply];
    // a quiet move is the geometry's shared object: a record read keeps one move per ply
    if (isUnlistedQuiet(unlisted, move)) {
      return geometry.quiet(MoveCodes.from(move), MoveCodes.to(move));
    }
    PlyMoves moves = listed();
    int r = moves.order[indexOf(moves, move)];
    int first = moves.capStart[r];
    int end = moves.capStart[r + 1];
    return first == end
        ? geometry.quiet(moves.from[r], moves.to[r])
        : geometry.capture(moves.from[r], moves.to[r], moves.caps, first, end);
  }

  /**
   * The code of a legal move of the current state.
   *
   * @param move a legal move of the current state
   * @return its code, one that {@link #generate} lists
   * @throws IllegalArgumentException if the move is null
   * @throws IllegalMoveException if the move is not legal here
   */
  @Override
  public int encode(Move move) {
    checkArgument(move != null, "move is null");
    PlyMoves moves = listed();
    int[] captured = move.capturedSquares();
    for (int i = 0; i < moves.count; i++) {
      int r = moves.order[i];
      if (moves.from[r] == move.from()
          && moves.to[r] == move.to()
          && Arrays.equals(
              moves.caps, moves.capStart[r], moves.capStart[r + 1], captured, 0, captured.length)) {
        return moves.code[i];
      }
    }
    throw Refusals.refused(position(), move, /* worded= */ false);
  }

  /**
   * How many pieces of a side and kind stand on the board in the current state, kept up to date by
   * push and pop: a material evaluation costs four calls.
   *
   * @param piece the piece
   * @return the count
   * @throws IllegalArgumentException if the piece is null
   */
  @Override
  public int count(Piece piece) {
    checkArgument(piece != null, "piece is null");
    return counts[PieceCodes.of(piece)];
  }
}
