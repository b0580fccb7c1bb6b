package io.github.plateau.shogi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveList;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.PlyMoveLists;
import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.Side;
import java.util.Arrays;
import java.util.Optional;

/**
 * A mutable shogi board for searching: {@link #push} and {@link #pop} make and unmake moves on one
 * packed board (a mailbox and bitboards) with an incremental Zobrist hash. Made by {@link
 * ShogiPosition#searchBoard()}; <b>not thread-safe</b>: give each search thread its own board.
 *
 * <p>Moves are {@code int} codes, valid only in the state where {@link #generate} listed them: the
 * same number may name another move, or none, in another state. {@link #decode} and {@link #encode}
 * convert them to and from {@link Move}s. Once the board has reached a depth, {@link #generate},
 * {@link #generateCaptures}, {@link #hasLegalMove}, {@link #push}, {@link #pop}, {@link #hash},
 * {@link #isCapture}, {@link #inCheck} and the read accessors ({@link #pieceAt}, {@link #inHand},
 * {@link #count}, {@link #kingSquare}) allocate nothing.
 *
 * <p>Each state's legal moves are generated once and kept while the state is on the board, so that
 * {@link #push} checks a code against them: pushing the codes of {@link #generate} in their order
 * finds each at once, and in another order through a table built once per state. {@link
 * #generateCaptures} lists the captures alone, without the quiet moves and drops, {@link
 * #generateChecks} the checks without the drops that do not check, and {@code push} accepts what
 * either listed without listing the rest. A code pushed in a state whose moves were not listed is
 * tested alone, without listing them (a record read on one board pushes every move so). The board
 * applies the rules of one position, like {@link ShogiPosition}; repetition and the ply limit are
 * the caller's.
 */
public final class ShogiSearchBoard extends AbstractBoardView
    implements SearchBoard<ShogiPosition, Move> {
  // The default evaluation's board values by piece type (the cells' codes without the colour).
  private static final int[] VALUE_BY_TYPE = new int[16];

  static {
    for (Kind kind : Kind.values()) {
      VALUE_BY_TYPE[kind.type()] = ShogiEvaluation.boardValue(kind);
    }
  }

  private final Shogi game;
  private final LegalMoves generator; // lists the legal moves of board
  private final int startPly; // the ply counter of the first state
  private int depth; // moves pushed and not popped

  // By depth: the move pushed from that state, the piece code it captured and the state's hash,
  // which pop restores instead of working the move's keys out again.
  private int[] pushed = new int[32];
  private int[] captured = new int[32];
  private long[] hashes = new long[32];

  // By depth: the state's legal codes, its captures and its checks, each generated once on first
  // use.
  private final PlyMoveLists legal = new PlyMoveLists(LegalMoves.MAX_MOVES);
  private final PlyMoveLists captures = new PlyMoveLists(LegalMoves.MAX_MOVES);
  private final PlyMoveLists checks = new PlyMoveLists(LegalMoves.MAX_MOVES);
  private final int[] onBoard = new int[32]; // pieces on the board by cell code, kept by push/pop
  private int testedLegal = -1; // the last code found legal alone in the current state, or -1

  ShogiSearchBoard(ShogiPosition start) {
    super(start.board().copy());
    this.game = start.game();
    this.generator = new LegalMoves(board);
    this.startPly = start.ply();
    int[] known = start.knownLegalCodes(); // listed only if the position listed them
    if (known != null) {
      System.arraycopy(known, 0, legal.codes(0), 0, known.length);
      legal.keep(0, known.length);
    } else {
      legal.forget(0);
    }
    captures.forget(0);
    checks.forget(0);
    for (int s = 0; s < Geometry.SQUARES; s++) {
      onBoard[board.cells[s]]++;
    }
  }

  /** Generates the current state's legal codes unless they are known. */
  private void listLegal() {
    if (!legal.isKnown(depth)) {
      legal.keep(depth, generator.generate(legal.codes(depth)));
    }
  }

  /**
   * Checks that a code is legal in the current state: looked up in the state's list when it is
   * made, else in its captures or checks, else tested alone ({@link LegalMoves#isLegal}, which
   * agrees with the list) without listing anything; the last code found legal alone is remembered
   * until the board moves, since {@link #decode} and {@link #push} of one move each ask.
   */
  private void requireLegal(int move) {
    if (!isLegal(move)) {
      throw Refusals.refused(position(), move);
    }
  }

  /**
   * Whether a code is a legal move of the current state, asked as {@link #push} asks it (without
   * listing the moves when they are not listed yet): a record reader tests each move it reads so,
   * to word its own refusal before the board moves.
   */
  @Override
  boolean isLegalCode(int move) {
    if (legal.isKnown(depth)) {
      return legal.indexOf(depth, move) >= 0;
    }
    if (move >= 0 && move == testedLegal) {
      return true;
    }
    if (!generator.isLegal(move)) {
      return false;
    }
    testedLegal = move;
    return true;
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
    if (!legal.isKnown(depth)
        && (captures.isKnown(depth) && captures.indexOf(depth, move) >= 0
            || checks.isKnown(depth) && checks.indexOf(depth, move) >= 0)) {
      return true;
    }
    return isLegalCode(move);
  }

  /**
   * Lists the legal moves of the current state: clears {@code moves}, then adds their codes in the
   * order of {@code position().legalMoves()}.
   *
   * @param moves the list to fill
   * @return the number of legal moves; 0 when the side to move has lost
   * @throws IllegalArgumentException if {@code moves} is null
   */
  @Override
  public int generate(MoveList moves) {
    checkArgument(moves != null, "moves is null");
    listLegal();
    return legal.copyTo(depth, moves);
  }

  /**
   * Lists the legal moves of the current state that take a piece, in the order of {@link
   * #generate}: the board moves onto enemy pieces, generated without the quiet moves and drops.
   *
   * @param moves the list to fill; its previous content is discarded
   * @return the number of captures; 0 when there is none or the side to move has lost
   * @throws IllegalArgumentException if {@code moves} is null
   */
  @Override
  public int generateCaptures(MoveList moves) {
    checkArgument(moves != null, "moves is null");
    if (!captures.isKnown(depth)) {
      captures.keep(depth, generator.generateCaptures(captures.codes(depth)));
    }
    return captures.copyTo(depth, moves);
  }

  /**
   * Lists the legal moves of the current state that give check, in the order of {@link #generate}:
   * told from the board as it stands by {@link Checks}, without playing each move. Unless the
   * state's moves are listed already, only the drops that check are looked at: where the attacker
   * holds many pieces, most of its hundreds of drops are never listed.
   *
   * @param moves the list to fill; its previous content is discarded
   * @return the number of checking moves; 0 when there is none or the side to move has lost
   * @throws IllegalArgumentException if {@code moves} is null
   */
  @Override
  public int generateChecks(MoveList moves) {
    checkArgument(moves != null, "moves is null");
    if (!checks.isKnown(depth)) {
      int[] codes = checks.codes(depth);
      int n =
          legal.isKnown(depth)
              ? Checks.select(board, legal.codes(depth), legal.count(depth), codes)
              : Checks.select(board, codes, generator.generateCheckCandidates(codes), codes);
      checks.keep(depth, n);
    }
    return checks.copyTo(depth, moves);
  }

  /**
   * Plays a move: the board goes to the state after it.
   *
   * @param move a code that {@link #generate} lists in the current state
   * @throws IllegalMoveException if the code is not a legal move here; the board is unchanged
   */
  @Override
  public void push(int move) {
    requireLegal(move);
    if (depth + 1 == pushed.length) {
      grow();
    }
    testedLegal = -1;
    pushed[depth] = move;
    hashes[depth] = board.hash;
    boolean drop = MoveCodes.isDrop(move);
    if (!drop) {
      onBoard[board.cells[MoveCodes.from(move)]]--;
    }
    int taken = MakeUnmake.make(board, move);
    captured[depth] = taken;
    onBoard[taken]--; // the empty code's count is never read
    onBoard[board.cells[MoveCodes.to(move)]]++;
    depth++;
    legal.forget(depth);
    captures.forget(depth);
    checks.forget(depth);
  }

  private void grow() {
    int size = pushed.length * 2;
    pushed = Arrays.copyOf(pushed, size);
    captured = Arrays.copyOf(captured, size);
    hashes = Arrays.copyOf(hashes, size);
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
    depth--;
    testedLegal = -1;
    int move = pushed[depth];
    onBoard[board.cells[MoveCodes.to(move)]]--;
    MakeUnmake.retract(board, move, captured[depth]);
    board.hash = hashes[depth];
    onBoard[captured[depth]]++;
    if (!MoveCodes.isDrop(move)) {
      onBoard[board.cells[MoveCodes.from(move)]]++;
    }
  }

  /**
   * The number of moves pushed and not popped.
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
   * @return the Zobrist hash
   */
  @Override
  public long hash() {
    return board.hash;
  }

  /**
   * Whether the side to move is in check.
   *
   * @return true if its king is attacked
   */
  @Override
  public boolean inCheck() {
    return Attacks.inCheck(board);
  }

  /**
   * Orders captures by the value of the piece taken, then against the value of the piece taking it,
   * as {@link ShogiEvaluation} counts them on the board. The king, worth 0 there, takes first among
   * captures of equal pieces: a legal king capture is never retaken.
   *
   * @param move a code that {@link #generateCaptures} lists in the current state
   * @return the taken piece's value times 65,536, less the taking piece's: for a move that takes
   *     nothing, 0 or less, below every capture
   * @throws IllegalMoveException if the code is no shogi move code at all (legality here is not
   *     checked)
   */
  @Override
  public int captureOrder(int move) {
    if (!MoveCodes.isValid(move)) {
      throw Refusals.refused(position(), move);
    }
    if (MoveCodes.isDrop(move)) {
      return 0;
    }
    int[] cells = board.cells;
    return (VALUE_BY_TYPE[cells[MoveCodes.to(move)] & 15] << 16)
        - VALUE_BY_TYPE[cells[MoveCodes.from(move)] & 15];
  }

  /**
   * Groups the drops by their square: the defender's interpositions of different pieces on one
   * square, which a mate search proves one after another. Board moves are in no group.
   *
   * @param move a code that {@link #generate} lists in the current state
   * @return the drop's square index, 0 to 80, or -1 for a board move
   * @throws IllegalMoveException if the code is no shogi move code at all (legality here is not
   *     checked)
   */
  @Override
  public int delayGroup(int move) {
    if (!MoveCodes.isValid(move)) {
      throw Refusals.refused(position(), move);
    }
    return MoveCodes.isDrop(move) ? MoveCodes.to(move) : -1;
  }

  /**
   * A side's pieces in hand, one byte per kind from the pawn (lowest byte) to the rook, each its
   * count. Shogi keeps its pieces (a capture goes to the captor's hand) and a piece in hand is only
   * ever a choice more, so a mate search carries a proof over to a hand that covers the proved one.
   *
   * @param side {@link Color#SENTE} or {@link Color#GOTE}
   * @return the packed counts
   * @throws IllegalArgumentException if {@code side} is not a shogi color
   */
  @Override
  public long hand(Side side) {
    checkArgument(side instanceof Color, "not a shogi color: %s", side);
    int base = ((Color) side).index() * 8;
    long packed = 0;
    for (int type = 7; type >= 1; type--) {
      packed = packed << 8 | board.hands[base + type];
    }
    return packed;
  }

  /**
   * The hash of the current state without the hands' keys: the placement and the side to move.
   *
   * @return {@code hash()} with both hands taken out
   */
  @Override
  public long hashWithoutHands() {
    long hash = board.hash;
    for (int color = 0; color < 2; color++) {
      for (int type = 1; type <= 7; type++) {
        hash ^= Keys.hands(color, type, board.hands[color * 8 + type]);
      }
    }
    return hash;
  }

  /**
   * Whether a legal move takes an enemy piece off the board (a drop never does).
   *
   * @param move a code that {@link #generate} lists in the current state
   * @return true for a capture
   * @throws IllegalMoveException if the code is not a legal move here
   */
  @Override
  public boolean isCapture(int move) {
    requireLegal(move);
    return !MoveCodes.isDrop(move) && board.cells[MoveCodes.to(move)] != PieceCodes.EMPTY;
  }

  /**
   * Whether the side to move has a legal move: read from the state's list, captures or checks when
   * one is made, else found by a search that stops at the first legal move, listing nothing.
   *
   * @return true exactly when {@link #outcome()} is empty
   */
  @Override
  public boolean hasLegalMove() {
    if (legal.isKnown(depth)) {
      return legal.count(depth) > 0;
    }
    if (captures.isKnown(depth) && captures.count(depth) > 0
        || checks.isKnown(depth) && checks.count(depth) > 0) {
      return true;
    }
    return generator.any();
  }

  /**
   * How the current state ends the game by itself: the side to move loses when it has no legal
   * move, by checkmate if in check.
   *
   * @return the outcome, or empty while there are legal moves
   */
  @Override
  public Optional<Outcome> outcome() {
    listLegal();
    return legal.count(depth) > 0 ? Optional.empty() : ShogiPosition.lost(board);
  }

  /**
   * The current state as an immutable position, whose ply is the first state's plus the pushed
   * moves (up to {@link ShogiPosition#MAX_PLY}).
   *
   * @return a new position
   */
  @Override
  public ShogiPosition position() {
    return new ShogiPosition(game, board.copy(), ShogiPosition.advance(startPly, depth));
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
    requireLegal(move);
    return Move.ofCode(move);
  }

  /**
   * The code of a legal move of the current state.
   *
   * @param move a legal move of the current state
   * @return its code, one that {@link #generate} lists
   * @throws IllegalMoveException if the move is not legal here
   * @throws IllegalArgumentException if the move is null
   */
  @Override
  public int encode(Move move) {
    checkArgument(move != null, "move is null");
    requireLegal(move.code());
    return move.code();
  }

  /**
   * How many of a piece stand on the board in the current state, kept up to date by push and pop.
   */
  @Override
  public int count(Piece piece) {
    return onBoard[Board.code(piece)];
  }

  /**
   * The current state in SFEN, for debugging.
   *
   * @return the SFEN of {@link #position()}
   */
  @Override
  public String toString() {
    return position().toString();
  }
}
