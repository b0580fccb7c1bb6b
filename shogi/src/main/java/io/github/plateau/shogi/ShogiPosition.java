package io.github.plateau.shogi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveList;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Position;
import io.github.plateau.core.Reason;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * A shogi position: the board, both hands, the side to move and the move number. An immutable,
 * thread-safe value; {@code toString()} is its SFEN, and {@code equals} compares all of it (and the
 * rules option of its {@link Shogi game}).
 *
 * <p>Bots have an allocation-light path: {@link #generate(MoveList)} lists the legal moves as
 * {@link MoveCode int codes}, {@link #play(int)} plays one, and {@link #perft(int)} counts the
 * legal-move tree without creating positions.
 *
 * <p>A position without sente's king (a tsume problem) is valid: that side can never be in check.
 * {@link #outcome()} is present when the side to move has no legal move: it loses, by {@link
 * Reason#CHECKMATE} if it is in check, else by {@link Reason#NO_LEGAL_MOVE}. Repetition is a rule
 * of the game's history, judged by {@link Shogi#judge}.
 */
public final class ShogiPosition implements Position<ShogiPosition, Move> {
  private final Shogi game;
  private final Board board; // never changed once the position is built
  private final int moveNumber;
  private volatile int[] legal; // the legal move codes, computed on first use
  private volatile String sfen; // computed on first use

  ShogiPosition(Shogi game, Board board, int moveNumber) {
    this.game = game;
    this.board = board;
    this.moveNumber = moveNumber;
  }

  /** The board of this position: read it, never change it. */
  Board board() {
    return board;
  }

  /**
   * The game whose rules this position follows.
   *
   * @return the game
   */
  public Shogi game() {
    return game;
  }

  @Override
  public Color sideToMove() {
    return board.side == 0 ? Color.SENTE : Color.GOTE;
  }

  /**
   * The SFEN move number: 1 in the start position, one more after each move (of either side).
   *
   * @return the move number, 1 or more
   */
  public int moveNumber() {
    return moveNumber;
  }

  /**
   * The piece on a square.
   *
   * @param square the square
   * @return the piece, or empty if the square is empty
   * @throws IllegalArgumentException if the square is null
   */
  public Optional<Piece> pieceAt(Square square) {
    checkArgument(square != null, "square is null");
    int code = board.cells[square.index()];
    return code == Pieces.EMPTY ? Optional.empty() : Optional.of(Piece.ofType(Pieces.type(code)));
  }

  /**
   * The owner of the piece on a square.
   *
   * @param square the square
   * @return the owner, or empty if the square is empty
   * @throws IllegalArgumentException if the square is null
   */
  public Optional<Color> colorAt(Square square) {
    checkArgument(square != null, "square is null");
    int code = board.cells[square.index()];
    return code == Pieces.EMPTY ? Optional.empty() : Optional.of(Color.values()[code >> 4]);
  }

  /**
   * How many pieces of a kind a side holds in hand.
   *
   * @param color the side
   * @param piece the kind; promoted kinds and the king are never in hand
   * @return the count, 0 or more
   * @throws IllegalArgumentException if an argument is null
   */
  public int inHand(Color color, Piece piece) {
    checkArgument(color != null && piece != null, "color or piece is null");
    return piece.canBeDropped() ? board.hands[color.index() * 8 + piece.type()] : 0;
  }

  /**
   * Where a side's king stands.
   *
   * @param color the side
   * @return the king's square, or empty if that side has no king (a tsume problem's attacker)
   * @throws IllegalArgumentException if the color is null
   */
  public Optional<Square> kingSquare(Color color) {
    checkArgument(color != null, "color is null");
    int king = board.kings[color.index()];
    return king == Geometry.OFF ? Optional.empty() : Optional.of(Square.ofIndex(king));
  }

  /**
   * Whether the side to move is in check.
   *
   * @return true if its king is attacked
   */
  public boolean inCheck() {
    return board.inCheck();
  }

  private int[] legalCodes() {
    int[] codes = legal;
    if (codes == null) {
      int[] buffer = new int[Board.MAX_MOVES];
      codes = Arrays.copyOf(buffer, board.copy().generate(buffer));
      legal = codes;
    }
    return codes;
  }

  /**
   * Lists the legal moves as {@link MoveCode int codes}: the fast path for search. The order is the
   * same as {@link #legalMoves()}.
   *
   * @param out cleared, then filled with the codes
   * @throws IllegalArgumentException if the list is null
   */
  public void generate(MoveList out) {
    checkArgument(out != null, "out is null");
    out.clear();
    for (int code : legalCodes()) {
      out.add(code);
    }
  }

  @Override
  public List<Move> legalMoves() {
    int[] codes = legalCodes();
    List<Move> moves = new ArrayList<>(codes.length);
    for (int code : codes) {
      moves.add(Move.of(code));
    }
    return Collections.unmodifiableList(moves);
  }

  /**
   * Whether a move code is legal here.
   *
   * @param code any int
   * @return true if {@link #play(int)} accepts it
   */
  public boolean isLegal(int code) {
    for (int legalCode : legalCodes()) {
      if (legalCode == code) {
        return true;
      }
    }
    return false;
  }

  @Override
  public boolean isLegal(Move move) {
    return move != null && isLegal(move.code());
  }

  /**
   * The position after a move given by its code: the fast path of {@link #play(Move)}.
   *
   * @param code a legal move code
   * @return the new position
   * @throws IllegalMoveException if the code is not a legal move here; the message says why
   */
  public ShogiPosition play(int code) {
    if (!isLegal(code)) {
      throw new IllegalMoveException(Refusals.why(this, code));
    }
    Board next = board.copy();
    next.make(code);
    return new ShogiPosition(
        game, next, moveNumber < Integer.MAX_VALUE ? moveNumber + 1 : moveNumber);
  }

  @Override
  public ShogiPosition play(Move move) {
    checkArgument(move != null, "move is null");
    return play(move.code());
  }

  @Override
  public Optional<Outcome> outcome() {
    if (legalCodes().length > 0) {
      return Optional.empty();
    }
    Color winner = sideToMove().opposite();
    return Optional.of(Outcome.win(winner, inCheck() ? Reason.CHECKMATE : Reason.NO_LEGAL_MOVE));
  }

  @Override
  public long hash() {
    return board.hash;
  }

  /**
   * Whether another position has the same board, hands and side to move, whatever the move numbers:
   * the identity that repetition counts.
   *
   * @param other a position
   * @return true if it is the same position for repetition
   * @throws IllegalArgumentException if the position is null
   */
  public boolean samePosition(ShogiPosition other) {
    checkArgument(other != null, "other is null");
    return board.hash == other.board.hash && board.sameAs(other.board);
  }

  @Override
  public String diagram() {
    return Diagram.draw(this);
  }

  /** Counts the leaves with make and unmake on one private board, without allocating per node. */
  @Override
  public long perft(int depth) {
    checkArgument(depth >= 0, "depth %s is negative", depth);
    return board.copy().perft(depth);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ShogiPosition other
        && other.moveNumber == moveNumber
        && samePosition(other);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(board.hash) * 31 + moveNumber;
  }

  /** Returns the position in SFEN. */
  @Override
  public String toString() {
    String text = sfen;
    if (text == null) {
      text = Sfen.format(board, moveNumber);
      sfen = text;
    }
    return text;
  }
}
