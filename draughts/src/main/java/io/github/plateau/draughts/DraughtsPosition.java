package io.github.plateau.draughts;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Perft;
import io.github.plateau.core.Position;
import io.github.plateau.core.Reason;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * A draughts position: the pieces on an N x N board and the side to move, under the rules of its
 * {@link #game()}. Immutable and thread-safe; {@code toString()} is its FMJD FEN ({@code
 * W:W31,32,...:B1,2,...}). FMJD FEN holds no move counter, so a position has none: the plies of a
 * game are counted by its {@link io.github.plateau.core.GameRecord}.
 *
 * <p>Squares are the FMJD numbers, from 1 to {@link #squareCount()}, row by row from the top
 * (Black's side). A position belongs to one game: the same pieces under other rules are another,
 * unequal position, and the game's methods refuse it.
 *
 * <p>Bots search with {@link #searchBoard()}, a mutable board with make and unmake that allocates
 * nothing per node. {@link #perft(int)} counts on a copy-make walk that does not allocate per node
 * either: on bitboards under the international rule flags (one 64-bit word per piece set up to 10 x
 * 10, two up to 14 x 14), on the board array otherwise.
 */
public final class DraughtsPosition extends CellsView implements Position<DraughtsPosition, Move> {
  private final Draughts game;
  // the cells, by square number, index 0 unused, are never modified
  private final Color toMove;
  private final long hash;
  private final int material; // the count of each piece code c in byte c - 1
  private volatile List<Move> legal; // computed on demand
  // Known without a capture: how many quiet moves the side to move has, counted without listing
  // them; -1 while not known. Racing threads write the same count.
  private volatile int quietCount = -1;

  private DraughtsPosition(Draughts game, byte[] cells, Color toMove, long hash, int material) {
    super(game.geometry(), cells);
    this.game = game;
    this.toMove = toMove;
    this.hash = hash;
    this.material = material;
  }

  /** A position from a board the caller hands over; hash and counts are computed from scratch. */
  static DraughtsPosition of(Draughts game, byte[] cells, Color toMove) {
    Geometry g = game.geometry();
    long hash = toMove == Color.BLACK ? Keys.blackToMove(g) : 0;
    int material = 0;
    for (int s = 1; s <= g.squares; s++) {
      if (cells[s] != 0) {
        hash ^= Keys.key(g, cells[s], s);
        material += unit(cells[s]);
      }
    }
    return new DraughtsPosition(game, cells, toMove, hash, material);
  }

  /**
   * A position from a search board's cells, which the caller hands over, with the hash and the
   * count of each piece code the board keeps move by move: nothing is computed from scratch.
   */
  static DraughtsPosition of(Draughts game, byte[] cells, Color toMove, long hash, int[] counts) {
    int material = 0;
    for (int code = 1; code < PieceCodes.COUNT; code++) {
      material += counts[code] * unit(code);
    }
    return new DraughtsPosition(game, cells, toMove, hash, material);
  }

  /** The same pieces with another side to move. */
  DraughtsPosition withSideToMove(Color side) {
    return side == toMove ? this : of(game, cells.clone(), side);
  }

  /** One piece of a code in the packed counts. */
  private static int unit(int code) {
    return 1 << 8 * (code - 1);
  }

  Geometry geometry() {
    return geometry;
  }

  MoveRules moveRules() {
    return game.moveRules();
  }

  /** The board's cells; shared, callers must not modify them. */
  byte[] cells() {
    return cells;
  }

  /**
   * The game, with its rules, that this position belongs to.
   *
   * @return the game
   */
  @Override
  public Draughts game() {
    return game;
  }

  /**
   * How many pieces of a side and kind stand on the board.
   *
   * @param piece the piece
   * @return the count
   * @throws IllegalArgumentException if the piece is null
   */
  @Override
  public int count(Piece piece) {
    checkArgument(piece != null, "piece is null");
    return material >>> 8 * (PieceCodes.of(piece) - 1) & 0xff;
  }

  /**
   * The side whose turn it is.
   *
   * @return White or Black
   */
  @Override
  public Color sideToMove() {
    return toMove;
  }

  /**
   * Every legal move, sorted by start square, end square, then captured squares: only the captures
   * when there is one (only the largest under the majority rule), else the quiet moves.
   *
   * @return an unmodifiable list, empty when the game is over
   */
  @Override
  public List<Move> legalMoves() {
    List<Move> moves = legal;
    if (moves == null) {
      moves = game.lister().legalMoves(cells, toMove == Color.WHITE);
      legal = moves;
    }
    return moves;
  }

  /**
   * Whether a move may be played here.
   *
   * @param move any move
   * @return true if it is among the {@link #legalMoves()}; false for null
   */
  @Override
  public boolean isLegal(Move move) {
    if (move == null) {
      return false;
    }
    List<Move> known = legal;
    if (known != null) {
      return known.contains(move);
    }
    if (mustCapture()) {
      return legal.contains(move);
    }
    // No capture: the legal moves are the quiet ones, tested on the board without listing them.
    return !move.isCapture()
        && isQuietMove(
            toMove == Color.WHITE, game.moveRules().flyingKings(), move.from(), move.to());
  }

  /** Whether a move's list is known or listed: the fast paths' tests ask it. */
  boolean listed() {
    return legal != null;
  }

  /**
   * Whether the side to move must capture. Finding out lists the captures when there are some (the
   * legal moves, then kept) and otherwise counts the quiet moves without listing them.
   */
  private boolean mustCapture() {
    List<Move> known = legal;
    if (known != null) {
      return !known.isEmpty() && known.get(0).isCapture();
    }
    if (quietCount >= 0) {
      return false;
    }
    MoveLister lister = game.lister();
    List<Move> captures = lister.captures(cells, toMove == Color.WHITE);
    if (captures != null) {
      legal = captures;
      return true;
    }
    quietCount = lister.quietCount();
    return false;
  }

  /**
   * The position after a legal move.
   *
   * @param move a legal move
   * @return the new position
   * @throws IllegalArgumentException if the move is null
   * @throws IllegalMoveException if the move is not legal here; the message says why when a rule
   *     forbids it
   */
  @Override
  public DraughtsPosition play(Move move) {
    checkArgument(move != null, "move is null");
    if (!isLegal(move)) {
      throw Refusals.refused(this, move);
    }
    return apply(move);
  }

  /**
   * The position after a move known to be legal here (a move of a record, replayed), without
   * testing it again.
   */
  DraughtsPosition after(Move move) {
    return apply(move);
  }

  /** The position after a legal move. */
  private DraughtsPosition apply(Move move) {
    byte[] next = cells.clone();
    long h = hash ^ Keys.blackToMove(geometry);
    int m = material;
    for (int s : move.capturedSquares()) {
      h ^= Keys.key(geometry, next[s], s);
      m -= unit(next[s]);
      next[s] = 0;
    }
    byte piece = next[move.from()];
    h ^= Keys.key(geometry, piece, move.from());
    next[move.from()] = 0;
    boolean white = toMove == Color.WHITE;
    if (!PieceCodes.isKing(piece)
        && (geometry.isPromotionSquare(move.to(), white)
            || (game.moveRules().promotionDuringCapture() && Paths.crowns(this, move)))) {
      m += unit(PieceCodes.crowned(piece)) - unit(piece);
      piece = PieceCodes.crowned(piece);
    }
    next[move.to()] = piece;
    h ^= Keys.key(geometry, piece, move.to());
    return new DraughtsPosition(game, next, toMove.opposite(), h, m);
  }

  /**
   * A new mutable board at this position, for searching with make and unmake.
   *
   * @return a new board, owned by the caller
   */
  @Override
  public DraughtsSearchBoard searchBoard() {
    return new DraughtsSearchBoard(this);
  }

  /**
   * How the game ends here by itself: the side to move loses when it has no legal move, by {@code
   * NO_PIECES} when it has no piece left, else by {@code NO_LEGAL_MOVE}.
   *
   * @return the outcome, or empty while there are legal moves
   */
  @Override
  public Optional<Outcome> outcome() {
    return hasLegalMove() ? Optional.empty() : lost(this);
  }

  /** Whether the side to move has a legal move, without listing the quiet ones. */
  private boolean hasLegalMove() {
    if (mustCapture()) {
      return true;
    }
    List<Move> known = legal; // a list another thread made meanwhile, or the quiet count
    return known != null ? !known.isEmpty() : quietCount > 0;
  }

  /** The outcome of a board whose side to move has no legal move: it loses. */
  static Optional<Outcome> lost(DraughtsBoardView board) {
    Color side = board.sideToMove();
    boolean hasPieces =
        board.count(Piece.of(side, Kind.MAN)) + board.count(Piece.of(side, Kind.KING)) > 0;
    return Optional.of(
        Outcome.win(side.opposite(), hasPieces ? Reason.NO_LEGAL_MOVE : Reason.NO_PIECES));
  }

  /**
   * The Zobrist hash of the pieces and the side to move.
   *
   * @return the hash, the same for equal positions on every run
   */
  @Override
  public long hash() {
    return hash;
  }

  /**
   * The leaves of the legal-move tree at exactly {@code depth} plies, on the allocation-free
   * copy-make walk with bulk counting at the last ply.
   *
   * @param depth from 0 to {@link Perft#MAX_DEPTH}
   * @return the leaf count
   * @throws IllegalArgumentException if the depth is negative or above {@link Perft#MAX_DEPTH}
   */
  @Override
  public long perft(int depth) {
    Perft.checkDepth(depth);
    return Generator.of(geometry, game.moveRules()).perft(cells, toMove == Color.WHITE, depth);
  }

  /**
   * The board seen from White, one character per square ({@code w} white man, {@code W} white king,
   * {@code b}, {@code B} black, {@code .} empty dark square, blank light square), each row followed
   * by its square numbers, then the side to move.
   *
   * @return the drawing, lines separated by {@code '\n'}
   */
  @Override
  public String diagram() {
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

  /**
   * Whether another position has the same game, pieces and side to move.
   *
   * @param o another object
   * @return true for an equal position
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof DraughtsPosition p
        && p.hash == hash
        && p.toMove == toMove
        && Arrays.equals(p.cells, cells)
        && p.game.equals(game);
  }

  /**
   * A hash code consistent with {@link #equals}.
   *
   * @return a hash code
   */
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
    return PositionText.format(this);
  }
}
