package io.github.plateau.xiangqi;

import io.github.plateau.core.NotationException;

/**
 * Reads and writes positions in FEN, the UCCI form: ten ranks from Black's side (rank 9) down,
 * {@code /} between them, the side to move ({@code w} or {@code r} for Red, {@code b} for Black),
 * then optionally {@code - -}, the halfmove clock (plies since the last capture) and the fullmove
 * number. Written always in full, with {@code w}.
 */
final class PositionText {
  /** The largest halfmove clock or fullmove number read: the largest a position can hold. */
  static final int MAX_COUNTER = XiangqiPosition.MAX_COUNTER;

  private final Excerpt source;
  private final Xiangqi game;
  private final String text;
  private int at;

  private PositionText(Excerpt source, Xiangqi game) {
    this.source = source;
    this.game = game;
    this.text = source.text();
  }

  /** A position's FEN with its counters, always in full and with {@code w} for Red. */
  static String format(XiangqiPosition position) {
    Board board = position.board();
    int halfmoves = position.halfmoveClock();
    int fullmoves = position.fullmoveNumber();
    StringBuilder out = new StringBuilder(64);
    for (int rank = 9; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < 9; file++) {
        int code = board.squares[Geometry.cell(file, rank)];
        if (code == PieceCodes.EMPTY) {
          empty++;
        } else {
          if (empty > 0) {
            out.append(empty);
            empty = 0;
          }
          out.append(letter(code));
        }
      }
      if (empty > 0) {
        out.append(empty);
      }
      if (rank > 0) {
        out.append('/');
      }
    }
    out.append(board.side == 0 ? " w" : " b").append(" - - ").append(halfmoves);
    return out.append(' ').append(fullmoves).toString();
  }

  static char letter(int code) {
    char lower = PieceCodes.kind(code).fenLetter();
    return (code & PieceCodes.RED) != 0 ? Character.toUpperCase(lower) : lower;
  }

  /** Reads a FEN as a position of a game; problems are reported at offsets of the text. */
  static XiangqiPosition parse(Xiangqi game, String text) {
    return new PositionText(Excerpt.of(text), game).read();
  }

  private NotationException error(String problem, int offset) {
    return source.error(problem, offset);
  }

  private XiangqiPosition read() {
    if (text.isEmpty()) {
      throw error("empty position: expected FEN such as " + Xiangqi.START, 0);
    }
    byte[] codes = readPlacement();
    expectSpace("the side to move");
    int side = readSide();
    int halfmoves = 0;
    int fullmoves = 1;
    if (at < text.length()) {
      expectSpace("'-' (no castling in xiangqi)");
      expectDash("'-' (no castling in xiangqi)");
      expectSpace("'-' (no en passant in xiangqi)");
      expectDash("'-' (no en passant in xiangqi)");
      expectSpace("the halfmove clock");
      halfmoves = readNumber("halfmove clock", 0);
      expectSpace("the fullmove number");
      fullmoves = readNumber("fullmove number", 1);
      if (at < text.length()) {
        throw error("unexpected text after the fullmove number", at);
      }
    }
    Board board = new Board();
    for (int point = 0; point < 90; point++) {
      if (codes[point] != PieceCodes.EMPTY) {
        board.put(Geometry.CELL[point], codes[point]);
      }
    }
    board.side = side;
    PositionCheck.check(codes, board);
    return XiangqiPosition.of(game, board, halfmoves, 2 * (fullmoves - 1) + side);
  }

  /** Reads the ranks into piece codes by point, checking only the notation. */
  private byte[] readPlacement() {
    byte[] codes = new byte[90];
    int rank = 9;
    int file = 0;
    boolean lastWasDigit = false;
    for (; at < text.length() && text.charAt(at) != ' '; at++) {
      char c = text.charAt(at);
      if (c == '/') {
        if (file < 9) {
          throw error("rank " + rank + " has " + file + " files, not 9", at);
        }
        if (rank == 0) {
          throw error("more than 10 ranks", at);
        }
        rank--;
        file = 0;
        lastWasDigit = false;
      } else if (c >= '1' && c <= '9') {
        if (lastWasDigit) {
          throw error("two digits in a row: write a run of empty points as one digit", at);
        }
        file += c - '0';
        if (file > 9) {
          throw error("rank " + rank + " has more than 9 files", at);
        }
        lastWasDigit = true;
      } else {
        int type = Kind.ordinalOfFen(c);
        if (type < 0) {
          throw error(
              "'" + c + "' is not a piece (KABNRCP for Red, kabnrcp for Black) nor a digit 1-9",
              at);
        }
        if (file >= 9) {
          throw error("rank " + rank + " has more than 9 files", at);
        }
        codes[rank * 9 + file] =
            (byte) ((Character.isUpperCase(c) ? PieceCodes.RED : PieceCodes.BLACK) | type + 1);
        file++;
        lastWasDigit = false;
      }
    }
    if (file < 9) {
      throw error("rank " + rank + " has " + file + " files, not 9", at);
    }
    if (rank > 0) {
      throw error("only " + (10 - rank) + " ranks, not 10", at);
    }
    return codes;
  }

  private void expectSpace(String what) {
    if (at >= text.length()) {
      throw error("missing " + what, at);
    }
    if (text.charAt(at) != ' ') {
      throw error("expected a space before " + what, at);
    }
    at++;
  }

  private void expectDash(String what) {
    if (at >= text.length() || text.charAt(at) != '-') {
      throw error("expected " + what, at);
    }
    at++;
  }

  private int readSide() {
    if (at >= text.length()) {
      throw error("missing the side to move", at);
    }
    char c = text.charAt(at);
    int side =
        switch (c) {
          case 'w', 'r' -> 0;
          case 'b' -> 1;
          default -> throw error("the side to move is w (or r) for Red or b for Black", at);
        };
    at++;
    if (at < text.length() && text.charAt(at) != ' ') {
      throw error("the side to move is one letter, w (or r) or b", at);
    }
    return side;
  }

  private int readNumber(String what, int min) {
    int start = at;
    long value = 0;
    while (at < text.length() && text.charAt(at) >= '0' && text.charAt(at) <= '9') {
      value = value * 10 + (text.charAt(at) - '0');
      if (value > MAX_COUNTER) {
        throw error("the " + what + " is larger than " + MAX_COUNTER, start);
      }
      at++;
    }
    if (at == start) {
      throw error("the " + what + " is a decimal number", start);
    }
    if (value < min) {
      throw error("the " + what + " is at least " + min, start);
    }
    return (int) value;
  }
}
