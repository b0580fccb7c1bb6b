package io.github.plateau.xiangqi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveList;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.PlyMoveLists;
import io.github.plateau.core.SearchBoard;
import java.util.Arrays;
import java.util.Optional;

/**
 * The xiangqi {@link SearchBoard}: make and unmake on one mutable mailbox board, for bots. Made by
 * {@link XiangqiPosition#searchBoard()}; <b>not thread-safe</b>, give each search thread its own.
 *
 * <p>Move codes are {@code key(from) * 90 + key(to)} with a square's key {@code file * 10 + rank},
 * so they sort as the moves' ICCS texts: {@link #generate} lists them in increasing order, which is
 * the order of {@link XiangqiPosition#legalMoves()}. Use a code only in the state where {@code
 * generate} listed it; elsewhere it may be illegal and is then refused.
 *
 * <p>Once the board has been as deep as a search goes, {@link #generate}, {@link
 * #generateCaptures}, {@link #hasLegalMove}, {@link #push}, {@link #pop}, {@link #hash}, {@link
 * #isCapture}, {@link #inCheck}, {@link #pieceAt}, {@link #count} and {@link #generalSquare}
 * allocate nothing. The legal moves of each state are generated once and kept per ply, so that
 * {@code push} finds its code at once (in the list's order, or out of it through a table built once
 * per state) and {@code generate} after a {@code pop} copies them. {@link #generateCaptures} keeps
 * the captures alike, and {@code push} accepts one of them without generating the other moves;
 * {@link #hasLegalMove} stops at the first legal move it finds. A code pushed in a state whose
 * moves are not listed (a record replayed move by move) is tested alone, without listing them.
 *
 * <p>Like a position, the board knows no history rule: repetition and the no-capture limit are the
 * caller's ({@link #hash()} and {@link #halfmoveClock()} tell them).
 */
public final class XiangqiSearchBoard extends AbstractBoardView
    implements SearchBoard<XiangqiPosition, Move> {
  private static final int INITIAL_PLIES = 32;

  // The default evaluation's material by piece type (the cells' codes without the colour).
  private static final int[] VALUE_BY_TYPE = new int[8];

  static {
    for (Kind kind : Kind.values()) {
      VALUE_BY_TYPE[kind.ordinal() + 1] = XiangqiEvaluation.material(kind);
    }
  }

  private Xiangqi game;
  private final Board board;
  private final int[] scratch = new int[Board.MAX_MOVES];
  private final long[] runs = new long[MoveCodes.RUN_WORDS];

  // The code + 1 of the last move the one-move test found legal in the current state, 0 for none:
  // a record's reader tests a move, then decode and push ask again. Cleared by push and pop.
  private int lastLegal;

  // The board's threats to the general (Board.threatsNow) at the ply they were found for, -1 for
  // none: a replay tests a move in a state, and after the move whether the next side can move;
  // each state's threats are found once for both. Cleared by push and pop.
  private int threatsPly = -1;
  private int threats;

  // The state now.
  private int ply;
  private long hash;
  private int halfmoves;
  private int gamePly;

  // By ply: the sorted legal codes and the sorted captures, each generated once ...
  private final PlyMoveLists lists = PlyMoveLists.sorted(Board.MAX_MOVES);
  private final PlyMoveLists captures = PlyMoveLists.sorted(Board.MAX_MOVES);
  // ... and what pop() restores: the move made there, its undo word, and the state before it.
  private int[] moves = new int[INITIAL_PLIES];
  private int[] undos = new int[INITIAL_PLIES];
  private long[] hashes = new long[INITIAL_PLIES];
  private int[] halfmoveStack = new int[INITIAL_PLIES];
  private int[] gamePlyStack = new int[INITIAL_PLIES];

  XiangqiSearchBoard(XiangqiPosition root) {
    this.game = root.game();
    this.board = root.board().copy();
    this.hash = root.hash();
    this.halfmoves = root.halfmoveClock();
    this.gamePly = root.ply();
    lists.forget(0);
    captures.forget(0);
  }

  /**
   * Sets the board anew at a position, as a new board made of it would be, keeping the room it has
   * grown: a record reader replays game after game on one board.
   */
  void reset(XiangqiPosition root) {
    game = root.game();
    board.copyFrom(root.board());
    hash = root.hash();
    halfmoves = root.halfmoveClock();
    gamePly = root.ply();
    ply = 0;
    lastLegal = 0;
    threatsPly = -1;
    lists.forget(0);
    captures.forget(0);
  }

  @Override
  Board board() {
    return board;
  }

  /** Generates the current state's list once; returns its size. */
  private int ensureList() {
    int n = lists.count(ply);
    if (n < 0) {
      n = MoveCodes.legal(board, scratch, runs, lists.codes(ply), 0);
      lists.keep(ply, n);
    }
    return n;
  }

  /**
   * Whether a code is legal here: found in the state's list when it is made (a search asks about
   * the moves it listed), or among the listed captures, else tested alone without listing the
   * moves, as a record's reader asks of each move it reads.
   */
  private boolean isListed(int code) {
    if (lists.isKnown(ply)) { // the usual case first: a search asks about the moves it listed
      return lists.indexOf(ply, code) >= 0;
    }
    if (captures.isKnown(ply) && captures.indexOf(ply, code) >= 0) {
      return true;
    }
    return isLegalCode(code);
  }

  /**
   * Whether a code is a legal move of the current state: from the state's list when it is made,
   * else tested alone, without listing or sorting the other moves: from the state's threats to the
   * general when they are found already ({@link Board#isLegal}), else by playing the move on the
   * squares and looking at the general once ({@link Board#isLegalAlone}), cheaper than finding
   * every threat for the one move a record's reader tests. A number that names no move is not
   * legal.
   */
  boolean isLegalCode(int code) {
    if (code < 0 || code >= MoveCodes.LIMIT || code / 90 == code % 90) {
      return false; // no square, or from == to: no move
    }
    if (lists.isKnown(ply)) {
      return lists.indexOf(ply, code) >= 0;
    }
    if (lastLegal == code + 1) {
      return true;
    }
    int internal = MoveCodes.internal(code);
    int from = internal & 0xFF;
    if ((board.squares[from] & PieceCodes.OFF) != PieceCodes.colorBit(board.side)) {
      return false; // not a piece of the side to move
    }
    boolean legal =
        threatsPly == ply
            ? board.isLegal(from, internal >>> 8, threats)
            : board.isLegalAlone(from, internal >>> 8);
    if (legal) {
      lastLegal = code + 1;
    }
    return legal;
  }

  /** The FEN's fullmove number of the current state, as {@link XiangqiPosition} counts it. */
  int fullmoveNumber() {
    return gamePly / 2 + 1;
  }

  private void requireListed(int code) {
    if (!isListed(code)) {
      throw Refusals.refused(position(), code);
    }
  }

  /**
   * Whether a code is a legal move of the current state: looked up as {@link #push} looks it up, so
   * a search that asks of its table's move lists nothing, and pushing the move then asks again for
   * free.
   *
   * @param move any number
   * @return true if {@link #generate} lists it in the current state
   */
  @Override
  public boolean isLegal(int move) {
    return isListed(move);
  }

  /**
   * Lists the legal moves' codes in increasing order, the order of {@code position().legalMoves()}.
   *
   * @param moves the list to fill; its previous content is discarded
   * @return the number of legal moves; 0 when the side to move is mated or stalemated
   * @throws IllegalArgumentException if {@code moves} is null
   */
  @Override
  public int generate(MoveList moves) {
    checkArgument(moves != null, "moves is null");
    ensureList();
    return lists.copyTo(ply, moves);
  }

  /**
   * Lists the legal moves that take a piece, in the order of {@link #generate}; only these are
   * tested for the general's safety.
   *
   * @param moves the list to fill; its previous content is discarded
   * @return the number of captures; 0 when there is none or the side to move has lost
   * @throws IllegalArgumentException if {@code moves} is null
   */
  @Override
  public int generateCaptures(MoveList moves) {
    checkArgument(moves != null, "moves is null");
    if (!captures.isKnown(ply)) {
      captures.keep(ply, MoveCodes.captures(board, scratch, captures.codes(ply), 0));
    }
    return captures.copyTo(ply, moves);
  }

  /**
   * Whether the side to move has a legal move: from the state's list when it is made (or its
   * captures, when one is listed), else from the first legal move the board finds, piece by piece,
   * without listing or sorting the others.
   *
   * @return true exactly while {@link #outcome()} is empty
   */
  @Override
  public boolean hasLegalMove() {
    int n = lists.count(ply);
    if (n >= 0) {
      return n > 0;
    }
    return captures.count(ply) > 0 || board.hasLegal(scratch, threats());
  }

  /** The board's threats to the general in the current state, found once per state. */
  private int threats() {
    if (threatsPly != ply) {
      threats = board.threatsNow();
      threatsPly = ply;
    }
    return threats;
  }

  /**
   * Plays a move on the board.
   *
   * @param move a code that {@link #generate} lists in the current state
   * @throws IllegalMoveException if the code is not a legal move here; the board is unchanged
   */
  @Override
  public void push(int move) {
    requireListed(move);
    if (ply + 1 == moves.length) {
      grow();
    }
    int internal = MoveCodes.internal(move);
    boolean capture = board.squares[internal >>> 8] != PieceCodes.EMPTY;
    moves[ply] = internal;
    hashes[ply] = hash;
    halfmoveStack[ply] = halfmoves;
    gamePlyStack[ply] = gamePly;
    hash = Keys.after(hash, board, internal);
    undos[ply] = board.make(internal);
    halfmoves = capture ? 0 : XiangqiPosition.nextHalfmoves(halfmoves);
    gamePly = XiangqiPosition.nextPly(gamePly);
    ply++;
    lists.forget(ply);
    captures.forget(ply);
    lastLegal = 0;
    threatsPly = -1;
  }

  /** Doubles the room of every undo array: a search deeper than any before. */
  private void grow() {
    int plies = moves.length * 2;
    moves = Arrays.copyOf(moves, plies);
    undos = Arrays.copyOf(undos, plies);
    hashes = Arrays.copyOf(hashes, plies);
    halfmoveStack = Arrays.copyOf(halfmoveStack, plies);
    gamePlyStack = Arrays.copyOf(gamePlyStack, plies);
  }

  /**
   * Takes back the last pushed move; the state's move list, generated before, is kept.
   *
   * @throws IllegalStateException if no move is pushed
   */
  @Override
  public void pop() {
    if (ply == 0) {
      throw new IllegalStateException(
          "no move to pop: the board is at the position it was made of");
    }
    ply--;
    lastLegal = 0;
    threatsPly = -1;
    board.unmake(moves[ply], undos[ply]);
    hash = hashes[ply];
    halfmoves = halfmoveStack[ply];
    gamePly = gamePlyStack[ply];
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
   * The hash of the current state, kept up to date move by move.
   *
   * @return {@code position().hash()}
   */
  @Override
  public long hash() {
    return hash;
  }

  /**
   * Whether the side to move's general is attacked.
   *
   * @return {@code position().inCheck()}
   */
  @Override
  public boolean inCheck() {
    return board.inCheck();
  }

  /**
   * Whether a legal move takes a piece.
   *
   * @param move a code that {@link #generate} lists in the current state
   * @return true if an enemy piece stands on the square the move goes to
   * @throws IllegalMoveException if the code is not a legal move here
   */
  @Override
  public boolean isCapture(int move) {
    requireListed(move);
    return board.squares[MoveCodes.toCell(move)] != PieceCodes.EMPTY;
  }

  /**
   * Orders captures by the material of the piece taken, then against the material of the piece
   * taking it, as {@link XiangqiEvaluation} counts them. The general, worth 0 there, takes first
   * among captures of equal pieces: a legal capture by the general is never retaken.
   *
   * @param move a code that {@link #generateCaptures} lists in the current state
   * @return the taken piece's material times 65,536, less the taking piece's: for a move that takes
   *     nothing, 0 or less, below every capture
   * @throws IllegalMoveException if the code is no xiangqi move code at all, out of range or from a
   *     point to itself (legality here is not checked)
   */
  @Override
  public int captureOrder(int move) {
    if (move < 0 || move >= MoveCodes.LIMIT || move / 90 == move % 90) {
      throw Refusals.refused(position(), move);
    }
    int internal = MoveCodes.internal(move);
    byte[] squares = board.squares;
    return (VALUE_BY_TYPE[squares[internal >>> 8] & 7] << 16)
        - VALUE_BY_TYPE[squares[internal & 0xFF] & 7];
  }

  /**
   * How the current state ends the game by itself.
   *
   * @return a win for the other side by checkmate or stalemate, or empty while there are legal
   *     moves
   */
  @Override
  public Optional<Outcome> outcome() {
    return ensureList() > 0 ? Optional.empty() : Optional.of(XiangqiPosition.ended(board));
  }

  /**
   * The current state as a position of the board's game, counters included.
   *
   * @return a new position
   */
  @Override
  public XiangqiPosition position() {
    return XiangqiPosition.of(game, board.copy(), halfmoves, gamePly, hash);
  }

  /**
   * The move of a code of the current state.
   *
   * @param move a code that {@link #generate} lists in the current state
   * @return the move
   * @throws IllegalMoveException if the code is not a legal move here
   */
  @Override
  public Move decode(int move) {
    requireListed(move);
    return MoveCodes.move(move);
  }

  /**
   * The code of a legal move of the current state.
   *
   * @param move a legal move of the current state
   * @return its code
   * @throws IllegalMoveException if the move is not legal here
   * @throws IllegalArgumentException if the move is null
   */
  @Override
  public int encode(Move move) {
    checkArgument(move != null, "move is null");
    int code = MoveCodes.code(move);
    if (!isListed(code)) {
      throw Refusals.refused(position(), move, /* worded= */ false);
    }
    return code;
  }

  /**
   * The plies since the last capture in the current state, for a search that applies the no-capture
   * limit.
   *
   * @return {@code position().halfmoveClock()}
   */
  public int halfmoveClock() {
    return halfmoves;
  }
}
