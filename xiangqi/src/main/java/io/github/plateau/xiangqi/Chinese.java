package io.github.plateau.xiangqi;

import io.github.plateau.core.AmbiguousMoveException;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.NotationException;
import java.util.ArrayList;
import java.util.List;

/**
 * Chinese move notation (中文纵线格式), such as {@code 炮二平五} or {@code 马８进７}: the piece, its file, the
 * direction ({@code 进} forward, {@code 退} back, {@code 平} along the rank) and the destination.
 * Files count from each player's right, Red's in Chinese numerals ({@code 一} to {@code 九}), Black's
 * in digits. The destination is the file reached, except for a general, chariot, cannon or soldier
 * moving along its file, where it is the number of ranks moved.
 *
 * <p>Written, after the Chinese rulebook (象棋竞赛规则, 7.5) and the computer standard of xqbase.com
 * (中国象棋电脑应用规范（二）：着法表示): Red's pieces {@code 帅仕相马车炮兵}, Black's {@code 将士象马车炮卒} (traditional script:
 * {@code 帥 將 馬 車 進 後}), Black's numbers in full-width digits ({@code １}..{@code ９}) as xqbase.com
 * and the common databases write them. Two pieces of a kind on one file are {@code 前} (the one
 * nearer the opponent) and {@code 后} (the other), in place of the file: {@code 前车进一}; three
 * soldiers {@code 前 中 后}; four or five soldiers on one file {@code 一 二 三 四 五} from the front; when
 * two files each hold several soldiers, xqbase.com's rule numbers them all {@code 一 二 三 ...}, file
 * by file from the player's right, front to back on each file ({@code 三兵平五}).
 *
 * <p>Read, besides: either script and the pieces' other characters ({@code 車 馬 傌 俥 砲 包 帥 將 士 仕 象 相
 * 卒 兵}, whichever side moves), any of the three numeral sets for any number, {@code 後} and {@code
 * 進}, the tandem word after the piece ({@code 车前平三}, as the WXF writes Chinese), {@code 前兵} with
 * {@code 二 三 四 五} for four or five soldiers (the traditional series), the file given with the
 * tandem word when two files hold several soldiers ({@code 前兵九平八}, or {@code 前九平八} without the
 * piece), and a file where a tandem word is due when the move tells the pieces apart (xqbase.com
 * writes {@code 仕六进五} for one of two advisors on a file). A text that fits several moves is an
 * {@link AmbiguousMoveException} naming them.
 */
final class Chinese {
  /** The pieces' characters by {@link Kind} order, simplified script. */
  private static final String RED_PIECES = "帅仕相马车炮兵";

  private static final String BLACK_PIECES = "将士象马车炮卒";
  private static final String RED_PIECES_TRADITIONAL = "帥仕相馬車炮兵";
  private static final String BLACK_PIECES_TRADITIONAL = "將士象馬車炮卒";

  /** Every character read as a piece, and the kind of each, as ordinals. */
  private static final String PIECE_CHARS = "帅帥将將仕士相象马馬傌车車俥炮砲包兵卒";

  private static final int[] PIECE_KINDS = {
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6
  };

  private static final String NUMERALS = "一二三四五六七八九";
  private static final String FULL_WIDTH_DIGITS = "１２３４５６７８９";

  private static final char ADVANCE = '进';
  private static final char RETREAT = '退';
  private static final char TRAVERSE = '平';

  /** The tandem words: the front piece, the rear one, the middle of three. */
  private static final int FRONT = -1;

  private static final int REAR = -2;
  private static final int MIDDLE = -3;

  private Chinese() {}

  /** Whether a text has a direction character: the mark of a move in Chinese notation. */
  static boolean looksLike(String text) {
    for (int i = 0; i < text.length(); i++) {
      if (direction(text.charAt(i)) != 0) {
        return true;
      }
    }
    return false;
  }

  /** The direction a character names, as the WXF sign: {@code +}, {@code -}, {@code .}, or 0. */
  private static char direction(char c) {
    return switch (c) {
      case ADVANCE, '進' -> '+';
      case RETREAT -> '-';
      case TRAVERSE -> '.';
      default -> 0;
    };
  }

  /** The number 1..9 a character names in any of the three numeral sets, or 0. */
  private static int number(char c) {
    if (c >= '1' && c <= '9') {
      return c - '0';
    }
    int at = NUMERALS.indexOf(c);
    if (at < 0) {
      at = FULL_WIDTH_DIGITS.indexOf(c);
    }
    return at + 1;
  }

  private static int kindOf(char c) {
    int at = PIECE_CHARS.indexOf(c);
    return at < 0 ? -1 : PIECE_KINDS[at];
  }

  private static int word(char c) {
    return switch (c) {
      case '前' -> FRONT;
      case '后', '後' -> REAR;
      case '中' -> MIDDLE;
      default -> 0;
    };
  }

  /**
   * Writes a legal move.
   *
   * @param traditional whether in traditional characters
   */
  static String format(XiangqiPosition position, Move move, boolean traditional) {
    if (!position.isLegal(move)) {
      throw Refusals.refused(position, move);
    }
    View view = new View(position.board(), move);
    boolean red = view.piece.color() == Color.RED;
    String pieces =
        red
            ? (traditional ? RED_PIECES_TRADITIONAL : RED_PIECES)
            : (traditional ? BLACK_PIECES_TRADITIONAL : BLACK_PIECES);
    char name = pieces.charAt(view.piece.kind().ordinal());
    StringBuilder out = new StringBuilder(4);
    int n = view.onFile;
    if (n == 1) {
      out.append(name).append(numeral(view.file, red));
    } else if (view.piece.kind() != Kind.SOLDIER || view.crossIndex < 0 && n <= 3) {
      int index = view.index;
      char tandem = index == 0 ? '前' : index == n - 1 ? (traditional ? '後' : '后') : '中'; // n <= 3
      out.append(tandem).append(name);
    } else { // four or five on the file, or several files with several soldiers
      int index = view.crossIndex >= 0 ? view.crossIndex : view.index;
      out.append(NUMERALS.charAt(index)).append(name);
    }
    char sign = view.direction;
    out.append(sign == '+' ? (traditional ? '進' : ADVANCE) : sign == '-' ? RETREAT : TRAVERSE);
    out.append(numeral(view.destination, red));
    return out.toString();
  }

  private static char numeral(int value, boolean red) {
    return red ? NUMERALS.charAt(value - 1) : FULL_WIDTH_DIGITS.charAt(value - 1);
  }

  /** What a move's text describes: the piece, its file, its place among its like, the move. */
  private static final class View {
    final Piece piece;
    final int file; // 1..9 from the mover's right
    final int onFile; // pieces like it on its file
    final int index; // its place there, 0 for the front one
    final int crossIndex; // with several soldiers on two or more files: its number among them
    final char direction; // + - .
    final int destination;

    View(Board board, Move move) {
      int code = board.squares[Geometry.CELL[move.from().index()]];
      piece = Piece.ofCode(code).orElseThrow();
      boolean red = piece.color() == Color.RED;
      file = fileNumber(move.from().file(), red);
      int[] counts = new int[9];
      int before = 0; // like pieces in front of it on its file
      for (int i = 0; i < Square.COUNT; i++) {
        if (board.squares[Geometry.CELL[i]] == code) { // a square's index is rank * 9 + file
          int f = i % 9;
          int r = i / 9;
          counts[f]++;
          if (f == move.from().file() && (red ? r > move.from().rank() : r < move.from().rank())) {
            before++;
          }
        }
      }
      onFile = counts[move.from().file()];
      index = before;
      int doubled = 0;
      int cross = 0;
      for (int number = 1; number <= 9; number++) { // files from the mover's right
        int f = red ? 9 - number : number - 1;
        if (counts[f] >= 2) {
          doubled++;
          if (number < file) {
            cross += counts[f];
          }
        }
      }
      crossIndex = doubled >= 2 && onFile >= 2 ? cross + index : -1;
      int rise = move.to().rank() - move.from().rank();
      direction = rise == 0 ? '.' : (rise > 0) == red ? '+' : '-';
      Kind kind = piece.kind();
      boolean diagonal = kind == Kind.ADVISOR || kind == Kind.ELEPHANT || kind == Kind.HORSE;
      destination = diagonal || rise == 0 ? fileNumber(move.to().file(), red) : Math.abs(rise);
    }

    static int fileNumber(int file, boolean red) {
      return red ? 9 - file : file + 1;
    }

    /** Whether a tandem word or a number before the piece names this piece. */
    boolean named(int word) {
      return switch (word) {
        case FRONT -> onFile >= 2 && index == 0;
        case REAR -> onFile >= 2 && index == onFile - 1;
        case MIDDLE -> onFile >= 3 && onFile % 2 == 1 && index == onFile / 2;
        default ->
            crossIndex >= 0 ? crossIndex == word - 1 : onFile >= 2 && index == word - 1; // 1..5
      };
    }
  }

  /**
   * Reads a move.
   *
   * @throws NotationException if the text is not Chinese notation, at the offset of the problem
   * @throws AmbiguousMoveException if it fits several legal moves
   * @throws IllegalMoveException if it fits none
   */
  static Move read(XiangqiPosition position, Excerpt text) {
    Query query = query(text);
    List<Move> found = new ArrayList<>();
    for (Move move : position.legalMoves()) {
      if (query.fits(new View(position.board(), move))) {
        found.add(move);
      }
    }
    if (found.size() == 1) {
      return found.get(0);
    }
    if (found.isEmpty()) {
      throw Refusals.refused(position, text.text());
    }
    List<String> candidates = new ArrayList<>();
    for (Move move : found) {
      candidates.add(format(position, move, false));
    }
    throw new AmbiguousMoveException(text.text(), candidates);
  }

  /**
   * The code of the move a text names on a search board, as {@link #read} finds it in the board's
   * position, but among the moves of the pieces of the kind the text names, one code each ({@link
   * RelativeMoves}) tested alone, instead of viewing every legal move: -1 when the text is not
   * Chinese notation, names no legal move or several, for {@link #read} to refuse it in its words.
   */
  static int codeOn(XiangqiSearchBoard search, String text) {
    Query query;
    try {
      query = query(Excerpt.of(text));
    } catch (NotationException e) {
      return -1;
    }
    Board board = search.board();
    boolean red = board.side == 0;
    int type = query.spec.kind + 1; // a piece code's type is its kind's ordinal + 1
    int piece = PieceCodes.colorBit(board.side) | type;
    int found = -1;
    int count = 0;
    for (int i = 0; i < Square.COUNT; i++) {
      if (board.squares[Geometry.CELL[i]] != piece) {
        continue;
      }
      int code = RelativeMoves.code(i % 9, i / 9, type, query.sign, query.destination, red);
      if (code >= 0
          && search.isLegalCode(code)
          && query.fits(new View(board, MoveCodes.move(code)))) {
        found = code;
        count++;
      }
    }
    return count == 1 ? found : -1;
  }

  /** What a text asks of a move: its origin, direction and destination. */
  private record Query(Spec spec, char sign, int destination) {
    boolean fits(View view) {
      return view.direction == sign && view.destination == destination && spec.fits(view);
    }
  }

  /** The text read as a query, without the position: any notation problem is thrown here. */
  private static Query query(Excerpt text) {
    int length = text.length();
    int at = -1;
    for (int i = 0; i < length && at < 0; i++) {
      if (direction(text.charAt(i)) != 0) {
        at = i;
      }
    }
    if (at < 0) {
      throw text.error("expected a direction: 进 forward, 退 back, 平 along the rank", length);
    }
    if (at < 2 || at > 3) {
      throw text.error(
          "expected the piece and its file (炮二), or a tandem word and the piece (前车), before"
              + " the direction",
          at < 2 ? at : 0);
    }
    if (length != at + 2) {
      throw text.error("expected one number after the direction", Math.min(length, at + 2));
    }
    int destination = number(text.charAt(at + 1));
    if (destination == 0) {
      throw text.error("expected a number 1-9 after the direction", at + 1);
    }
    Spec spec = origin(text, at);
    char sign = direction(text.charAt(at));
    return new Query(spec, sign, destination);
  }

  /** The piece a text names before its direction: a kind, a file, a tandem word or a number. */
  private record Spec(int kind, int file, int word) {
    boolean fits(View view) {
      return (kind < 0 || view.piece.kind().ordinal() == kind)
          && (file == 0 || view.file == file)
          && (word == 0 || view.named(word));
    }
  }

  /** The origin part of a text, the {@code at} characters before its direction. */
  private static Spec origin(Excerpt text, int at) {
    char first = text.charAt(0);
    char second = text.charAt(1);
    int kind0 = kindOf(first);
    int kind1 = kindOf(second);
    if (at == 3) { // 前兵九: tandem word, piece, file
      if (word(first) == 0) {
        throw text.error("expected 前, 中 or 后 before the piece and its file", 0);
      }
      if (kind1 < 0) {
        throw text.error("expected a piece after the tandem word", 1);
      }
      int file = number(text.charAt(2));
      if (file == 0) {
        throw text.error("expected the piece's file 1-9", 2);
      }
      return new Spec(kind1, file, word(first));
    }
    if (kind0 >= 0) {
      if (number(second) > 0) {
        return new Spec(kind0, number(second), 0); // 炮二
      }
      if (word(second) != 0) {
        return new Spec(kind0, 0, word(second)); // 车前
      }
      throw text.error("expected the piece's file 1-9, or 前, 中 or 后, after the piece", 1);
    }
    if (word(first) != 0) {
      if (kind1 >= 0) {
        return new Spec(kind1, 0, word(first)); // 前车
      }
      if (number(second) > 0) {
        return new Spec(Kind.SOLDIER.ordinal(), number(second), word(first)); // 前九
      }
      throw text.error("expected a piece or a file after the tandem word", 1);
    }
    int ordinal = number(first);
    if (ordinal > 0) {
      if (ordinal > Kind.SOLDIER.startCount()) {
        throw text.error("a soldier's number among its like is 1-5", 0);
      }
      if (kind1 != Kind.SOLDIER.ordinal()) {
        throw text.error("expected 兵 or 卒 after a soldier's number", 1);
      }
      return new Spec(kind1, 0, ordinal); // 二兵
    }
    throw text.error("expected a piece (帅仕相马车炮兵 将士象卒), or 前, 中 or 后", 0);
  }
}
