package io.github.plateau.shogi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.NotationException;

/**
 * Reads and writes SFEN: the board from rank a (gote's side) to rank i, files 9 to 1 within a rank,
 * ranks separated by {@code '/'}, digits for runs of empty squares, upper case for sente and lower
 * case for gote, {@code '+'} before a promoted piece; then the side to move ({@code b} for sente,
 * {@code w} for gote), the hands ({@code -} or counts and letters, sente first, each side in the
 * order R B G S N L P) and the move number, separated by single spaces. The move number may be left
 * out (it is then 1).
 */
final class PositionText {
  /** The largest move number read; positions stop their ply there, so their SFEN reads back. */
  static final int MAX_MOVE_NUMBER = 1_000_000_000;

  private static final int[] HAND_ORDER = {
    PieceCodes.ROOK,
    PieceCodes.BISHOP,
    PieceCodes.GOLD,
    PieceCodes.SILVER,
    PieceCodes.KNIGHT,
    PieceCodes.LANCE,
    PieceCodes.PAWN
  };

  private PositionText() {}

  /** A position's SFEN, its move number the position's ply + 1. */
  static String format(ShogiPosition position) {
    Board board = position.board();
    int moveNumber = position.ply() + 1;
    StringBuilder out = new StringBuilder(90);
    for (int rank = 0; rank < 9; rank++) {
      int empty = 0;
      for (int column = 0; column < 9; column++) {
        int code = board.cells[Geometry.square(rank, column)];
        if (code == PieceCodes.EMPTY) {
          empty++;
          continue;
        }
        if (empty > 0) {
          out.append((char) ('0' + empty));
          empty = 0;
        }
        int type = PieceCodes.type(code);
        if (PieceCodes.isPromoted(type)) {
          out.append('+');
        }
        out.append(letter(PieceCodes.color(code), PieceCodes.base(type)));
      }
      if (empty > 0) {
        out.append((char) ('0' + empty));
      }
      out.append(rank < 8 ? '/' : ' ');
    }
    out.append(board.side == 0 ? 'b' : 'w').append(' ');
    int length = out.length();
    for (int color = 0; color < 2; color++) {
      for (int type : HAND_ORDER) {
        int count = board.hands[color * 8 + type];
        if (count > 1) {
          out.append(count);
        }
        if (count > 0) {
          out.append(letter(color, type));
        }
      }
    }
    if (out.length() == length) {
      out.append('-');
    }
    return out.append(' ').append(moveNumber).toString();
  }

  /** A piece as SFEN writes it: {@code P}, {@code +r}. */
  static String symbol(int code) {
    int type = PieceCodes.type(code);
    char letter = letter(PieceCodes.color(code), PieceCodes.base(type));
    return PieceCodes.isPromoted(type) ? "+" + letter : String.valueOf(letter);
  }

  private static char letter(int color, int type) {
    char letter = PieceCodes.LETTERS.charAt(type);
    return color == 0 ? letter : Character.toLowerCase(letter);
  }

  static ShogiPosition parse(Shogi game, String text) {
    checkArgument(text != null, "text is null");
    if (text.isEmpty()) {
      throw new NotationException("no position (empty text)", text, 0);
    }
    Board board = new Board(game.rules().alwaysPromote());
    int at = readBoard(text, board);
    at = space(text, at, "a space and the side to move after the board");
    if (at >= text.length()) {
      throw new NotationException("expected the side to move, b or w", text, at);
    }
    char side = text.charAt(at);
    if (side != 'b' && side != 'w') {
      throw new NotationException(
          "the side to move is b (sente) or w (gote), not " + describe(side), text, at);
    }
    board.setSide(side == 'b' ? 0 : 1);
    at = space(text, at + 1, "a space and the pieces in hand after the side to move");
    at = readHands(text, at, board);
    int moveNumber = 1;
    if (at < text.length()) {
      at = space(text, at, "a space and the move number after the pieces in hand");
      int start = at;
      long number = 0;
      while (at < text.length() && isDigit(text.charAt(at)) && number <= MAX_MOVE_NUMBER) {
        number = number * 10 + (text.charAt(at) - '0');
        at++;
      }
      if (at == start || text.charAt(start) == '0' || number > MAX_MOVE_NUMBER) {
        throw new NotationException(
            "expected a move number from 1 to " + MAX_MOVE_NUMBER, text, start);
      }
      if (at < text.length()) {
        throw new NotationException("unexpected text after the move number", text, at);
      }
      moveNumber = (int) number;
    }
    PositionCheck.check(board);
    return new ShogiPosition(game, board, moveNumber - 1);
  }

  private static int space(String text, int at, String expected) {
    if (at >= text.length() || text.charAt(at) != ' ') {
      throw new NotationException("expected " + expected, text, at);
    }
    return at + 1;
  }

  /** Reads the board into {@code board}; returns the offset after it. */
  private static int readBoard(String text, Board board) {
    int rank = 0;
    int column = 0;
    int at = 0;
    while (at < text.length() && text.charAt(at) != ' ') {
      char c = text.charAt(at);
      if (c == '/') {
        if (column != 9) {
          throw new NotationException(
              "rank " + rankName(rank) + " has " + column + " squares, not 9", text, at);
        }
        if (++rank == 9) {
          throw new NotationException("the board has more than 9 ranks", text, at);
        }
        column = 0;
        at++;
        continue;
      }
      if (c >= '0' && c <= '9') {
        if (c == '0') {
          throw new NotationException("a run of empty squares is 1 to 9, not 0", text, at);
        }
        column += c - '0';
        if (column > 9) {
          throw new NotationException(
              "rank " + rankName(rank) + " has more than 9 squares", text, at);
        }
        at++;
        continue;
      }
      int start = at;
      boolean promoted = c == '+';
      if (promoted && ++at >= text.length()) {
        throw new NotationException("'+' must be followed by a piece letter", text, at);
      }
      c = text.charAt(at);
      int type = PieceCodes.typeOfLetter(c);
      if (type == 0) {
        throw new NotationException(
            Character.isLetter(c)
                ? "unknown piece '" + c + "' (pieces are K R B G S N L P, lower case for gote)"
                : "unexpected " + describe(c) + " in the board",
            text,
            at);
      }
      if (promoted && !PieceCodes.promotable(type)) {
        throw new NotationException("a " + PieceCodes.name(type) + " never promotes", text, start);
      }
      if (column == 9) {
        throw new NotationException(
            "rank " + rankName(rank) + " has more than 9 squares", text, start);
      }
      int color = Character.isUpperCase(c) ? 0 : 1;
      int code = PieceCodes.code(color, promoted ? type + PieceCodes.PROMOTION : type);
      board.put(Geometry.square(rank, column), code);
      column++;
      at++;
    }
    if (rank < 8) {
      throw new NotationException("the board has only " + (rank + 1) + " ranks, not 9", text, at);
    }
    if (column != 9) {
      throw new NotationException(
          "rank " + rankName(rank) + " has " + column + " squares, not 9", text, at);
    }
    return at;
  }

  /** A character for a message: quoted, or as a code point if it is invisible. */
  static String describe(char c) {
    return Character.isISOControl(c) || Character.isWhitespace(c) || Character.isSpaceChar(c)
        ? String.format("character U+%04X", (int) c)
        : "'" + c + "'";
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private static char rankName(int rank) {
    return (char) ('a' + rank);
  }

  /** Reads the hands into {@code board}; returns the offset after them. */
  private static int readHands(String text, int at, Board board) {
    if (at < text.length() && text.charAt(at) == '-') {
      return at + 1;
    }
    int start = at;
    int seen = 0; // a bit per color and type already read
    while (at < text.length() && text.charAt(at) != ' ') {
      int countStart = at;
      int count = 1;
      if (isDigit(text.charAt(at))) {
        count = 0;
        while (at < text.length() && isDigit(text.charAt(at)) && count <= 18) {
          count = count * 10 + (text.charAt(at) - '0');
          at++;
        }
        if (text.charAt(countStart) == '0' || count > 18) {
          throw new NotationException(
              "a count in hand is 1 to 18 (one piece is usually written without it)",
              text,
              countStart);
        }
        if (at >= text.length()) {
          throw new NotationException("expected a piece letter after the count", text, at);
        }
      }
      char c = text.charAt(at);
      int type = PieceCodes.typeOfLetter(c);
      if (c == '+') {
        throw new NotationException("pieces in hand are never promoted", text, at);
      }
      if (type == 0) {
        throw new NotationException(
            "expected a piece in hand (R B G S N L P, lower case for gote), not " + describe(c),
            text,
            at);
      }
      if (type == PieceCodes.KING) {
        throw new NotationException("a king is never in hand", text, at);
      }
      int color = Character.isUpperCase(c) ? 0 : 1;
      int bit = 1 << (color * 8 + type);
      if ((seen & bit) != 0) {
        throw new NotationException("'" + c + "' is given twice in the hands", text, countStart);
      }
      seen |= bit;
      board.addToHand(color, type, count);
      at++;
    }
    if (at == start) {
      throw new NotationException("expected the pieces in hand, or '-' for none", text, at);
    }
    return at;
  }
}
