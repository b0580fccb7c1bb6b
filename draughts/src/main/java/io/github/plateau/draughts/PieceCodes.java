package io.github.plateau.draughts;

import java.util.Optional;

/**
 * The integer codes of pieces in a board array, by square number: 0 an empty square, then 1 to 4 in
 * {@link Piece} order. The bits are chosen so that the tests the generators make per square are one
 * comparison: odd codes are men and even ones kings, codes up to 2 are White's.
 */
final class PieceCodes {
  // An empty square, then the pieces in Piece order.
  static final byte EMPTY = 0;
  static final byte WHITE_MAN = 1;
  static final byte WHITE_KING = 2;
  static final byte BLACK_MAN = 3;
  static final byte BLACK_KING = 4;

  /** How many codes there are, the empty square's included: the length of a table by code. */
  static final int COUNT = 5;

  private static final Piece[] PIECES = Piece.values();

  /** {@code pieceAt} answers, one per code: shared so that reading a square never allocates. */
  private static final Optional<Piece>[] AT = atTable();

  private PieceCodes() {}

  @SuppressWarnings("unchecked")
  private static Optional<Piece>[] atTable() {
    Optional<Piece>[] at = (Optional<Piece>[]) new Optional<?>[COUNT];
    at[EMPTY] = Optional.empty();
    for (Piece piece : PIECES) {
      at[of(piece)] = Optional.of(piece);
    }
    return at;
  }

  /** The code of a piece. */
  static byte of(Piece piece) {
    return (byte) (piece.ordinal() + 1);
  }

  /** The piece of a non-empty code. */
  static Piece piece(int code) {
    return PIECES[code - 1];
  }

  /** What a square with this code holds, without allocating. */
  static Optional<Piece> at(int code) {
    return AT[code];
  }

  /** Whether a non-empty code is a king's. */
  static boolean isKing(int code) {
    return (code & 1) == 0;
  }

  /** Whether a non-empty code is a white piece's. */
  static boolean isWhite(int code) {
    return code <= WHITE_KING;
  }

  /** The code of the king a man of this code is crowned into (a king's code stays). */
  static byte crowned(int code) {
    return (byte) (code + (code & 1));
  }
}
