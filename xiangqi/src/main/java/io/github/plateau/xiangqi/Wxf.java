package io.github.plateau.xiangqi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.AmbiguousMoveException;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.NotationException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * WXF move notation, the World Xiangqi Federation's: the piece ({@code K A E H R C P}), its file,
 * the direction ({@code +} forward, {@code -} back, {@code .} along the rank) and the destination,
 * such as {@code C2.5} or {@code H8+7}. Files are numbered 1 to 9 from each player's right: Red's
 * file 1 is {@code i}, Black's file 1 is {@code a}. The destination is the file reached, except for
 * a king, chariot, cannon or soldier moving along its file, where it is the number of ranks moved.
 *
 * <p>Tandem pieces (two of a kind and side on one file) are told apart by {@code +} (the front one,
 * nearer the opponent) and {@code -} (the rear one) in place of the file: {@code R+.3}, {@code
 * C--1}. Soldiers follow the WXF's special cases: with three on a file the middle one keeps its
 * file ({@code P3.4}); with four or five the foremost and rearmost are {@code ++} and {@code --},
 * the next ones {@code P+} and {@code P-}; when two files have several soldiers, the file digit
 * replaces the letter ({@code 3+.4}, {@code 33.4}, {@code 7-.6}).
 *
 * <p>Written in that form. Read also with {@code =} for {@code .}, lower case, {@code B} for the
 * elephant and {@code N} for the horse, the tandem sign before the letter ({@code +R.3}), and a
 * file digit instead of a tandem sign when it leaves a single legal move (several: {@link
 * AmbiguousMoveException}). The full-width form of game databases ({@code Ｃ２＝５}) is {@link
 * MoveFormat#WXF_FULL_WIDTH}; {@link MoveFormat#WXF} reads either width.
 */
public final class Wxf {
  private Wxf() {}

  /**
   * Writes a move in WXF notation.
   *
   * @param position where the move is played
   * @param move a legal move there
   * @return the move, such as {@code "C2.5"}
   * @throws IllegalMoveException if the move is not legal in the position
   * @throws IllegalArgumentException if an argument is null
   */
  public static String format(XiangqiPosition position, Move move) {
    checkArgument(position != null, "position is null");
    checkArgument(move != null, "move is null");
    if (!position.isLegal(move)) {
      throw Refusals.refused(position, move);
    }
    return written(position.board(), move);
  }

  /** A legal move of a board in WXF notation. */
  private static String written(Board board, Move move) {
    int from = Geometry.CELL[move.from().index()];
    return origin(board, from) + direction(board, move) + destination(board, move);
  }

  /**
   * Reads a move in WXF notation.
   *
   * @param position where the move is played
   * @param text the move, such as {@code "H8+7"}
   * @return the legal move it names
   * @throws NotationException if the text is not WXF notation, with the offset of the problem
   * @throws AmbiguousMoveException if a file digit given for tandem pieces fits several moves
   * @throws IllegalMoveException if the text names no legal move
   * @throws IllegalArgumentException if an argument is null
   */
  public static Move parse(XiangqiPosition position, String text) {
    checkArgument(position != null, "position is null");
    checkArgument(text != null, "text is null");
    return read(position, Excerpt.of(text));
  }

  /** {@link #parse(XiangqiPosition, String)} of a move inside a larger text. */
  static Move read(XiangqiPosition position, Excerpt text) {
    String wanted = normalize(text);
    List<Move> loose = new ArrayList<>();
    for (Move move : position.legalMoves()) {
      String written = format(position, move);
      if (written.equals(wanted)) {
        return move;
      }
      if (fitsByFile(position.board(), move, written, wanted)) {
        loose.add(move);
      }
    }
    if (loose.size() == 1) {
      return loose.get(0);
    }
    if (loose.size() > 1) {
      List<String> candidates = new ArrayList<>();
      for (Move move : loose) {
        candidates.add(format(position, move));
      }
      throw new AmbiguousMoveException(text.text(), candidates);
    }
    throw Refusals.refused(position, text.text());
  }

  /**
   * The code of the move an ASCII WXF text names on a search board, as {@link #read} finds it in
   * the board's position, but among the moves of the pieces of the kind the text names, one code
   * each ({@link RelativeMoves}) tested alone, instead of writing every legal move: -1 when the
   * text is malformed or names no legal move, or several, for {@link #read} to refuse it in its
   * words.
   */
  static int codeOn(XiangqiSearchBoard search, String ascii) {
    String wanted;
    try {
      wanted = normalize(Excerpt.of(ascii));
    } catch (NotationException e) {
      return -1;
    }
    char first = wanted.charAt(0);
    // A tandem sign or a file digit first names a soldier; a letter, its kind.
    int type = isPieceLetter(first) ? "KAEHRCP".indexOf(first) + 1 : PieceCodes.SOLDIER;
    Board board = search.board();
    boolean red = board.side == 0;
    int piece = PieceCodes.colorBit(board.side) | type;
    char sign = wanted.charAt(2);
    int destination = wanted.charAt(3) - '0';
    int exact = -1;
    int loose = -1;
    int looseCount = 0;
    for (int i = 0; i < Square.COUNT; i++) {
      if (board.squares[Geometry.CELL[i]] != piece) {
        continue;
      }
      int code = RelativeMoves.code(i % 9, i / 9, type, sign, destination, red);
      if (code < 0 || !search.isLegalCode(code)) {
        continue;
      }
      Move move = MoveCodes.move(code);
      String written = written(board, move);
      if (written.equals(wanted)) {
        exact = exact < 0 ? code : Math.min(exact, code); // read takes the first in code order
      } else if (fitsByFile(board, move, written, wanted)) {
        loose = code;
        looseCount++;
      }
    }
    return exact >= 0 ? exact : looseCount == 1 ? loose : -1;
  }

  /**
   * A text with the full-width forms of ASCII characters ({@code Ｃ２＝５}, U+FF01 to U+FF5E) made
   * ASCII, one character for one.
   */
  static String ascii(String text) {
    char[] chars = text.toCharArray();
    for (int i = 0; i < chars.length; i++) {
      if (chars[i] >= '\uFF01' && chars[i] <= '\uFF5E') {
        chars[i] = (char) (chars[i] - '\uFF01' + '!');
      }
    }
    return new String(chars);
  }

  /**
   * A move as the xqdb database writes WXF in full-width characters: {@code =} for a move along the
   * rank, a tandem sign before the piece letter ({@code ＋Ｒ＝３}), every character full-width.
   */
  static String fullWidth(String wxf) {
    char[] chars = wxf.replace('.', '=').toCharArray();
    if (isPieceLetter(chars[0]) && (chars[1] == '+' || chars[1] == '-')) {
      char sign = chars[1];
      chars[1] = chars[0];
      chars[0] = sign;
    }
    for (int i = 0; i < chars.length; i++) {
      chars[i] = (char) (chars[i] - '!' + '\uFF01');
    }
    return new String(chars);
  }

  /**
   * Whether a text has the shape of a WXF move: a piece letter, a tandem sign or a file digit, then
   * a file digit, a tandem sign or (after a sign) a piece letter, a direction and a digit.
   */
  static boolean looksLike(String text) {
    String origin = "KAEHRCPBNkaehrcpbn+-123456789";
    return text.length() == 4
        && origin.indexOf(text.charAt(0)) >= 0
        && origin.indexOf(text.charAt(1)) >= 0
        && "+-.=".indexOf(text.charAt(2)) >= 0
        && isDigit(text.charAt(3));
  }

  /** A file number 1..9 counted from the right of the player of {@code red}. */
  private static int fileNumber(int file, boolean red) {
    return red ? 9 - file : file + 1;
  }

  private static boolean isRed(Board board, int cell) {
    return (board.squares[cell] & PieceCodes.RED) != 0;
  }

  private static char direction(Board board, Move move) {
    int rise = move.to().rank() - move.from().rank();
    if (rise == 0) {
      return '.';
    }
    boolean red = isRed(board, Geometry.CELL[move.from().index()]);
    return rise > 0 == red ? '+' : '-';
  }

  private static int destination(Board board, Move move) {
    int from = Geometry.CELL[move.from().index()];
    int type = board.squares[from] & 7;
    boolean diagonal =
        type == PieceCodes.ADVISOR || type == PieceCodes.ELEPHANT || type == PieceCodes.HORSE;
    if (diagonal || move.to().rank() == move.from().rank()) {
      return fileNumber(move.to().file(), isRed(board, from));
    }
    return Math.abs(move.to().rank() - move.from().rank());
  }

  /** The piece letter and its file, or the tandem signs that replace them. */
  private static String origin(Board board, int from) {
    int code = board.squares[from];
    boolean red = isRed(board, from);
    char letter = PieceCodes.kind(code).wxfLetter();
    int file = Geometry.file(from);
    char fileDigit = (char) ('0' + fileNumber(file, red));
    int[] ranks = frontToRear(board, code, file, red);
    int n = ranks.length;
    if (n == 1) {
      return "" + letter + fileDigit;
    }
    int index = indexOf(ranks, Geometry.rank(from));
    if ((code & 7) != PieceCodes.SOLDIER) {
      return "" + letter + (index == 0 ? '+' : '-');
    }
    boolean middle = n % 2 == 1 && index == n / 2;
    if (tandemSoldierFiles(board, code) > 1) { // at most three soldiers on each of the two files
      return "" + fileDigit + (middle ? fileDigit : index == 0 ? '+' : '-');
    }
    if (middle) {
      return "" + letter + fileDigit;
    }
    if (n >= 4 && (index == 0 || index == n - 1)) {
      return index == 0 ? "++" : "--";
    }
    return "" + letter + (index < n / 2 ? '+' : '-');
  }

  /** The ranks of the pieces with a code on a file, the one nearest the opponent first. */
  private static int[] frontToRear(Board board, int code, int file, boolean red) {
    int[] found = new int[10];
    int n = 0;
    for (int i = 0; i < 10; i++) {
      int rank = red ? 9 - i : i;
      if (board.squares[Geometry.cell(file, rank)] == code) {
        found[n++] = rank;
      }
    }
    return Arrays.copyOf(found, n);
  }

  private static int indexOf(int[] values, int value) {
    for (int i = 0; i < values.length; i++) {
      if (values[i] == value) {
        return i;
      }
    }
    throw new IllegalStateException("no piece on rank " + value);
  }

  private static int tandemSoldierFiles(Board board, int code) {
    int files = 0;
    for (int file = 0; file < 9; file++) {
      int count = 0;
      for (int rank = 0; rank < 10; rank++) {
        if (board.squares[Geometry.cell(file, rank)] == code) {
          count++;
        }
      }
      if (count > 1) {
        files++;
      }
    }
    return files;
  }

  /**
   * The text in the written form's alphabet, checked against the grammar: upper case, {@code .} for
   * {@code =}, {@code E} and {@code H} for {@code B} and {@code N}, the tandem sign after the
   * letter.
   */
  private static String normalize(Excerpt text) {
    if (text.length() != 4) {
      throw text.error(
          "a WXF move has four characters, such as C2.5 or H8+7", Math.min(text.length(), 4));
    }
    char[] c = new char[4];
    for (int i = 0; i < 4; i++) {
      char raw = text.charAt(i);
      c[i] = raw >= 'a' && raw <= 'z' ? (char) (raw - 'a' + 'A') : raw; // ASCII only
    }
    for (int i = 0; i < 2; i++) {
      c[i] = c[i] == 'B' ? 'E' : c[i] == 'N' ? 'H' : c[i];
    }
    c[2] = c[2] == '=' ? '.' : c[2];
    if ((c[0] == '+' || c[0] == '-') && isPieceLetter(c[1])) { // "+R.3" is "R+.3"
      char sign = c[0];
      c[0] = c[1];
      c[1] = sign;
    }
    boolean sign0 = c[0] == '+' || c[0] == '-';
    if (!isPieceLetter(c[0]) && !isDigit(c[0]) && !sign0) {
      throw text.error("expected a piece (K A E H R C P), a tandem sign or a soldier's file", 0);
    }
    boolean sign1 = c[1] == '+' || c[1] == '-';
    if (!isDigit(c[1]) && !sign1) {
      throw text.error("expected the piece's file 1-9 or a tandem sign + or -", 1);
    }
    if (sign0 && c[1] != c[0]) {
      throw text.error("expected ++ or -- for the foremost or rearmost soldier", 1);
    }
    if (c[2] != '+' && c[2] != '-' && c[2] != '.') {
      throw text.error("expected the direction: + forward, - back, . sideways", 2);
    }
    if (!isDigit(c[3])) {
      throw text.error("expected a destination digit 1-9", 3);
    }
    return new String(c);
  }

  private static boolean isPieceLetter(char c) {
    return "KAEHRCP".indexOf(c) >= 0;
  }

  private static boolean isDigit(char c) {
    return c >= '1' && c <= '9';
  }

  /**
   * Whether a text gives a piece letter and its file where the written form of the move uses a
   * tandem sign: same letter, file, direction and destination.
   */
  private static boolean fitsByFile(Board board, Move move, String written, String wanted) {
    int from = Geometry.CELL[move.from().index()];
    char letter = PieceCodes.kind(board.squares[from]).wxfLetter();
    char file = (char) ('0' + fileNumber(move.from().file(), isRed(board, from)));
    return wanted.charAt(0) == letter
        && wanted.charAt(1) == file
        && wanted.substring(2).equals(written.substring(2));
  }
}
