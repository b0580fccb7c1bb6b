package io.github.plateau.draughts;

import com.google.common.collect.ImmutableList;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveList;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Position;
import io.github.plateau.core.Reason;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * A draughts position: the pieces on an N x N board and the side to move. Immutable and
 * thread-safe; {@code toString()} is its FMJD FEN ({@code W:W31,32,...:B1,2,...}).
 *
 * <p>Besides the {@link Move} API, bots get an {@code int} fast path: {@link #generate(MoveList)}
 * lists the legal moves encoded as {@code from | to << 8 | variant << 16}, where {@code variant}
 * tells apart the captures that share start and end (0 for the first in {@link #legalMoves()}
 * order, 1 for the next, ...); {@link #play(int)} plays one. An encoded move is meaningful only in
 * the position that listed it. {@link #perft(int)} runs on a copy-make walk that does not allocate
 * per node: on bitboards under the international rule flags (one 64-bit word per piece set up to 10
 * x 10, two up to 14 x 14), on the board array otherwise.
 *
 * <p>A position carries the move rules of its {@link Rules} (see {@link
 * Rules#hasInternationalMoves()}): the same pieces under other rule flags are a different, unequal
 * position.
 */
public final class DraughtsPosition implements Position<DraughtsPosition, Move> {
  private final Geometry geometry;
  private final MoveRules rules;
  private final byte[] cells; // by square number, index 0 unused; never modified
  private final Color toMove;
  private final long hash;
  private volatile List<Move> legal; // computed on demand

  private DraughtsPosition(
      Geometry geometry, MoveRules rules, byte[] cells, Color toMove, long hash) {
    this.geometry = geometry;
    this.rules = rules;
    this.cells = cells;
    this.toMove = toMove;
    this.hash = hash;
  }

  /** A position from a board the caller hands over; the hash is computed from scratch. */
  static DraughtsPosition of(Geometry geometry, MoveRules rules, byte[] cells, Color toMove) {
    return new DraughtsPosition(geometry, rules, cells, toMove, hashOf(geometry, cells, toMove));
  }

  static long hashOf(Geometry geometry, byte[] cells, Color toMove) {
    long hash = toMove == Color.BLACK ? geometry.blackToMoveKey() : 0;
    for (int s = 1; s <= geometry.squares; s++) {
      if (cells[s] != 0) {
        hash ^= geometry.key(cells[s], s);
      }
    }
    return hash;
  }

  Geometry geometry() {
    return geometry;
  }

  MoveRules moveRules() {
    return rules;
  }

  /** The board's cells; shared, callers must not modify them. */
  byte[] cells() {
    return cells;
  }

  /**
   * The board's side length: 8, 10, 12, ...
   *
   * @return N for an N x N board
   */
  public int size() {
    return geometry.size;
  }

  /**
   * The number of dark squares, numbered from 1.
   *
   * @return N * N / 2
   */
  public int squareCount() {
    return geometry.squares;
  }

  /**
   * The piece on a square.
   *
   * @param square from 1 to {@link #squareCount()}
   * @return the piece, or empty for an empty square
   * @throws IllegalArgumentException if the square is not on the board
   */
  public Optional<Piece> pieceAt(int square) {
    if (square < 1 || square > geometry.squares) {
      throw new IllegalArgumentException(
          "square " + square + " is not on the board (1 to " + geometry.squares + ")");
    }
    return cells[square] == 0 ? Optional.empty() : Optional.of(Piece.ofCode(cells[square]));
  }

  /**
   * How many pieces of a kind stand on the board.
   *
   * @param piece the kind
   * @return the count
   * @throws IllegalArgumentException if the piece is null
   */
  public int count(Piece piece) {
    if (piece == null) {
      throw new IllegalArgumentException("piece is null");
    }
    int n = 0;
    for (int s = 1; s <= geometry.squares; s++) {
      n += cells[s] == piece.code() ? 1 : 0;
    }
    return n;
  }

  @Override
  public Color sideToMove() {
    return toMove;
  }

  @Override
  public List<Move> legalMoves() {
    List<Move> moves = legal;
    if (moves == null) {
      moves =
          ImmutableList.copyOf(
              Generator.of(geometry, rules).legalMoves(cells, toMove == Color.WHITE));
      legal = moves;
    }
    return moves;
  }

  @Override
  public boolean isLegal(Move move) {
    return move != null && legalMoves().contains(move);
  }

  @Override
  public DraughtsPosition play(Move move) {
    if (move == null) {
      throw new IllegalArgumentException("move is null");
    }
    if (!isLegal(move)) {
      throw new IllegalMoveException(move + " is not legal in " + this + whyNot(move));
    }
    return apply(move);
  }

  private String whyNot(Move move) {
    List<Move> moves = legalMoves();
    if (moves.isEmpty()) {
      return ": the game is over";
    }
    if (!move.isCapture() && moves.get(0).isCapture()) {
      return ": capturing is compulsory";
    }
    if (move.isCapture() && moves.get(0).captureCount() > move.captureCount()) {
      return ": a capture of " + moves.get(0).captureCount() + " pieces is compulsory";
    }
    return "";
  }

  /** The position after a legal move. */
  private DraughtsPosition apply(Move move) {
    byte[] next = cells.clone();
    long h = hash ^ geometry.blackToMoveKey();
    for (int s : move.capturedSquares()) {
      h ^= geometry.key(next[s], s);
      next[s] = 0;
    }
    byte piece = next[move.from()];
    h ^= geometry.key(piece, move.from());
    next[move.from()] = 0;
    boolean white = toMove == Color.WHITE;
    if (piece % 2 == 1
        && (geometry.isPromotionSquare(move.to(), white)
            || (rules.promotionDuringCapture() && Paths.crowns(this, move)))) {
      piece = Piece.of(toMove, true).code();
    }
    next[move.to()] = piece;
    h ^= geometry.key(piece, move.to());
    return new DraughtsPosition(geometry, rules, next, toMove.opponent(), h);
  }

  /**
   * The fast path: appends every legal move, encoded as an {@code int} (see the class comment), to
   * a list, in {@link #legalMoves()} order.
   *
   * @param out the list to append to; it is not cleared
   * @throws IllegalArgumentException if the list is null
   */
  public void generate(MoveList out) {
    if (out == null) {
      throw new IllegalArgumentException("out is null");
    }
    List<Move> moves = legalMoves();
    for (int i = 0; i < moves.size(); i++) {
      out.add(encode(moves, i));
    }
  }

  private static int encode(List<Move> moves, int index) {
    Move m = moves.get(index);
    int variant = 0;
    for (int j = index - 1;
        j >= 0 && moves.get(j).from() == m.from() && moves.get(j).to() == m.to();
        j--) {
      variant++;
    }
    return m.from() | m.to() << 8 | variant << 16;
  }

  /**
   * The {@code int} encoding of a legal move.
   *
   * @param move a legal move of this position
   * @return its code, as {@link #generate(MoveList)} gives it
   * @throws IllegalMoveException if the move is not legal here
   */
  public int encode(Move move) {
    int index = move == null ? -1 : legalMoves().indexOf(move);
    if (index < 0) {
      throw new IllegalMoveException(move + " is not legal in " + this);
    }
    return encode(legalMoves(), index);
  }

  /**
   * The move an {@code int} code stands for in this position.
   *
   * @param code a code from {@link #generate(MoveList)} on this position
   * @return the move
   * @throws IllegalMoveException if the code names no legal move here
   */
  public Move decode(int code) {
    int from = code & 0xff;
    int to = code >>> 8 & 0xff;
    int variant = code >>> 16;
    List<Move> moves = legalMoves();
    for (int i = 0; i < moves.size(); i++) {
      Move m = moves.get(i);
      if (m.from() == from && m.to() == to) {
        if (i + variant < moves.size()
            && moves.get(i + variant).from() == from
            && moves.get(i + variant).to() == to) {
          return moves.get(i + variant);
        }
        break;
      }
    }
    throw new IllegalMoveException(
        "code "
            + code
            + " ("
            + from
            + " to "
            + to
            + ", variant "
            + variant
            + ") names no legal"
            + " move in "
            + this);
  }

  /**
   * The fast path's play: the position after an encoded move.
   *
   * @param code a code from {@link #generate(MoveList)} on this position
   * @return the new position
   * @throws IllegalMoveException if the code names no legal move here
   */
  public DraughtsPosition play(int code) {
    return apply(decode(code));
  }

  @Override
  public Optional<Outcome> outcome() {
    if (!legalMoves().isEmpty()) {
      return Optional.empty();
    }
    boolean hasPieces = false;
    for (int s = 1; s <= geometry.squares && !hasPieces; s++) {
      hasPieces = cells[s] != 0 && Piece.ofCode(cells[s]).color() == toMove;
    }
    return Optional.of(
        Outcome.win(toMove.opponent(), hasPieces ? Reason.NO_LEGAL_MOVE : Reason.NO_PIECES));
  }

  @Override
  public long hash() {
    return hash;
  }

  @Override
  public long perft(int depth) {
    if (depth < 0) {
      throw new IllegalArgumentException("depth " + depth + " is negative");
    }
    return Generator.of(geometry, rules).perft(cells, toMove == Color.WHITE, depth);
  }

  @Override
  public String diagram() {
    // one character per square, light squares blank: "b" black man, "W" white king, "." empty
    StringBuilder out = new StringBuilder();
    int width = String.valueOf(geometry.squares).length();
    for (int row = 0; row < geometry.size; row++) {
      for (int col = 0; col < geometry.size; col++) {
        int s = geometry.at(row, col);
        out.append(s == 0 ? ' ' : symbol(cells[s]));
      }
      int first = row * geometry.half + 1;
      out.append(String.format("   %" + width + "d-%d\n", first, first + geometry.half - 1));
    }
    out.append(toMove == Color.WHITE ? "White" : "Black").append(" to move");
    return out.toString();
  }

  private static char symbol(int code) {
    return ".wWbB".charAt(code);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof DraughtsPosition p
        && p.hash == hash
        && p.toMove == toMove
        && p.geometry == geometry
        && p.rules.equals(rules)
        && Arrays.equals(p.cells, cells);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(hash);
  }

  /**
   * The position in FMJD FEN: side to move, then the white and the black pieces in ascending square
   * order, kings prefixed with {@code K}: {@code B:W18,24,27,K28:B12,16,K22}.
   *
   * @return the FEN
   */
  @Override
  public String toString() {
    return Fen.format(this);
  }
}
