package io.github.plateau.shogi;

import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.text.LineReader;
import io.github.plateau.core.text.Quoting;

/**
 * The start position lines of a CSA record into a {@link Setup}: {@code PI} (the even position less
 * the pieces it names), the ranks {@code P1} to {@code P9}, and {@code P+}/{@code P-} lines putting
 * pieces on squares or in hand ({@code 00AL} for all the pieces left). Problems are reported at
 * their place in the line the reader is at.
 */
final class CsaStart {
  private static final Shogi STANDARD = new Shogi();

  private final LineReader lines;
  private final Setup setup;
  private boolean evenGiven; // PI
  private final boolean[] ranksGiven = new boolean[9];
  private boolean allGiven; // 00AL

  CsaStart(Shogi game, LineReader lines) {
    this.lines = lines;
    this.setup = new Setup(game);
  }

  /**
   * The position the lines give.
   *
   * @param side the side to move, 0 for sente
   * @param ply the moves played before it
   * @throws IllegalPositionException if it cannot exist
   */
  ShogiPosition finish(int side, int ply) {
    return setup.finish(side, ply);
  }

  /** Reads the two digits of a square at {@code s[at]}. */
  static int square(LineReader lines, String s, int at, int column, int ply) {
    char file = s.charAt(at);
    char rank = s.charAt(at + 1);
    if (file < '1' || file > '9') {
      throw lines.error("expected a file digit 1 to 9, not '" + file + "'", column + at, ply);
    }
    if (rank < '1' || rank > '9') {
      throw lines.error("expected a rank digit 1 to 9, not '" + rank + "'", column + at + 1, ply);
    }
    return Geometry.square(rank - '1', '9' - file);
  }

  private int pieceType(String name, int column) {
    int type = Csa.type(name);
    if (type == 0) {
      throw lines.error(
          "unknown piece " + Quoting.quoted(name) + " (" + Csa.PIECE_NAMES + ")", column, 0);
    }
    return type;
  }

  /**
   * Reads a position line.
   *
   * @param s the statement, starting with {@code P}
   * @param column where it starts in its line
   * @param started whether a position line was read before
   */
  void line(String s, int column, boolean started) {
    if (s.startsWith("PI")) {
      if (started) {
        throw lines.error("PI must be the only start position and come first", column, 0);
      }
      evenPosition(s, column);
      evenGiven = true;
    } else if (s.length() >= 2 && s.charAt(1) >= '1' && s.charAt(1) <= '9') {
      if (evenGiven) {
        throw lines.error("rank lines P1 to P9 cannot follow PI", column, 0);
      }
      rank(s, column);
    } else if (s.startsWith("P+") || s.startsWith("P-")) {
      pieces(s, column);
    } else {
      throw lines.error("expected PI, P1 to P9, P+ or P-, not " + Quoting.quoted(s), column, 0);
    }
  }

  private void evenPosition(String s, int column) {
    Board even = STANDARD.start().board();
    boolean[] removed = new boolean[Geometry.SQUARES];
    for (int i = 2; i < s.length(); i += 4) {
      if (i + 4 > s.length()) {
        throw lines.error(
            "a removed piece is a square and a piece name, such as 82HI", column + i, 0);
      }
      int square = square(lines, s, i, column, 0);
      String name = s.substring(i + 2, i + 4);
      int code = even.cells[square];
      if (code == PieceCodes.EMPTY || !Csa.pieceName(PieceCodes.type(code)).equals(name)) {
        throw lines.error(
            "there is no " + name + " on " + Csa.square(square) + " in the even position",
            column + i,
            0);
      }
      if (removed[square]) {
        throw lines.error(Csa.square(square) + " is removed twice", column + i, 0);
      }
      removed[square] = true;
    }
    for (int square = 0; square < Geometry.SQUARES; square++) {
      int code = even.cells[square];
      if (code != PieceCodes.EMPTY && !removed[square]) {
        setup.put(square, PieceCodes.color(code), PieceCodes.type(code));
      }
    }
  }

  /**
   * A rank line: {@code P}, the rank and nine cells of three characters. A cell whose first
   * character is neither {@code +} nor {@code -} is empty, as the standard says: writers put {@code
   * " * "}, and some {@code " *."}; a line may stop after its last piece.
   */
  private void rank(String s, int column) {
    int rank = s.charAt(1) - '1';
    if (ranksGiven[rank]) {
      throw lines.error("rank P" + (rank + 1) + " is given twice", column, 0);
    }
    ranksGiven[rank] = true;
    if (s.length() > 29) {
      throw lines.error(
          "a rank line is P, the rank and nine cells of three characters", column + 29, 0);
    }
    for (int file = 0; file < 9; file++) {
      int at = 2 + 3 * file;
      char side = at < s.length() ? s.charAt(at) : ' ';
      if (side != '+' && side != '-') {
        continue;
      }
      if (at + 3 > s.length()) {
        throw lines.error("a piece is + or - and a piece name, such as -KY", column + at, 0);
      }
      int type = pieceType(s.substring(at + 1, at + 3), column + at + 1);
      int square = Geometry.square(rank, file);
      if (!setup.isEmpty(square)) {
        throw lines.error(Csa.square(square) + " already holds a piece", column + at, 0);
      }
      setup.put(square, side == '+' ? 0 : 1, type);
    }
  }

  /** A piece line, {@code P+} or {@code P-} then squares and pieces; it may be empty. */
  private void pieces(String s, int column) {
    int color = s.charAt(1) == '+' ? 0 : 1;
    for (int i = 2; i < s.length(); i += 4) {
      if (i + 4 > s.length()) {
        throw lines.error(
            "a piece is a square (00 for the hand) and a name, such as 00KA", column + i, 0);
      }
      String name = s.substring(i + 2, i + 4);
      if (s.charAt(i) == '0' && s.charAt(i + 1) == '0') {
        if (name.equals("AL")) {
          all(color, column + i);
          continue;
        }
        int type = pieceType(name, column + i + 2);
        if (type >= PieceCodes.KING) {
          throw lines.error("a piece in hand is FU, KY, KE, GI, KI, KA or HI", column + i + 2, 0);
        }
        setup.addToHand(color, type, 1);
        continue;
      }
      int square = square(lines, s, i, column, 0);
      int type = pieceType(name, column + i + 2);
      if (!setup.isEmpty(square)) {
        throw lines.error(Csa.square(square) + " already holds a piece", column + i, 0);
      }
      setup.put(square, color, type);
    }
  }

  private void all(int color, int column) {
    if (allGiven) {
      throw lines.error("00AL is given twice", column, 0);
    }
    allGiven = true;
    for (int type = PieceCodes.PAWN; type < PieceCodes.KING; type++) {
      int left = PieceCodes.SUPPLY[type] - setup.used(type);
      if (left > 0) {
        setup.addToHand(color, type, left);
      }
    }
  }
}
