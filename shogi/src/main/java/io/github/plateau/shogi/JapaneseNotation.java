package io.github.plateau.shogi;

import io.github.plateau.core.AmbiguousMoveException;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveRefusal;
import io.github.plateau.core.NotationException;
import java.util.ArrayList;
import java.util.List;

/**
 * The Japanese move notation that KIF and KI2 share: a destination ({@code ７六}, or {@code 同} for
 * the previous move's), the piece ({@code 歩}, {@code 成銀}, {@code 龍}) and the words after it. KIF
 * gives the origin in parentheses ({@code ７六歩(77)}); KI2 gives none and tells apart the pieces that
 * could make the move with the words of the Japan Shogi Association's notation: where the piece
 * stands ({@code 右}, {@code 左}, {@code 直}), how it moves ({@code 上}, {@code 寄}, {@code 引}), and
 * {@code 打} for a drop that a piece on the board could also make. Both write {@code 成} for a
 * promotion and {@code 不成} for a move that could have promoted and does not.
 */
final class JapaneseNotation {
  /** The file digits, full-width, from 1 to 9. */
  static final String FILES = "１２３４５６７８９";

  /** The rank numerals, from 1 to 9. */
  static final String RANKS = "一二三四五六七八九";

  /** The names of the piece types in moves, by type code. */
  static final String[] NAMES = {
    "", "歩", "香", "桂", "銀", "金", "角", "飛", "玉", "と", "成香", "成桂", "成銀", "", "馬", "龍"
  };

  /** The one-character names of the types, by type code: the board diagram's. */
  static final String SHORT_NAMES = " 歩香桂銀金角飛玉と杏圭全 馬龍";

  /** Other one-character names read, and their types: 王 (king), 竜 (dragon). */
  private static final String ALIASES = "王竜";

  private static final int[] ALIAS_TYPES = {PieceCodes.KING, PieceCodes.DRAGON};

  /** The KI2 words, as bits of {@link Written#words}, in the order the writer tries them. */
  static final String WORDS = "右左直上寄引";

  static final int RIGHT = 1;
  static final int LEFT = 2;
  static final int STRAIGHT = 4;
  static final int UP = 8;
  static final int SIDEWAYS = 16;
  static final int DOWN = 32;

  private JapaneseNotation() {}

  /** Makes the exceptions of a problem found at a column of the line being read. */
  interface Place {
    /**
     * A problem of form.
     *
     * @param problem what is wrong
     * @param column where in the line
     * @return the exception to throw
     */
    NotationException notation(String problem, int column);

    /**
     * A well-formed move that does not fit the position.
     *
     * @param reason the kind of refusal
     * @param problem why the move is refused
     * @param column where the move starts in the line
     * @return the exception to throw
     */
    IllegalMoveException illegal(MoveRefusal reason, String problem, int column);

    /**
     * A move that fits several legal moves.
     *
     * @param candidates the moves it fits, in KIF notation
     * @param column where the move starts in the line
     * @return the exception to throw
     */
    AmbiguousMoveException ambiguous(List<String> candidates, int column);
  }

  /** A move as written, before it is matched with the position. */
  static final class Written {
    /** Where the move text starts in the line. */
    int start;

    /** Where it ends (exclusive). */
    int end;

    /** The destination's index, or -1 when only {@code 同} gives it. */
    int to = -1;

    /** Whether {@code 同} was written. */
    boolean same;

    /** The piece type named. */
    int type;

    /** 1 for {@code 成}, 0 for {@code 不成}, -1 when neither is written. */
    int promote = -1;

    /** Whether {@code 打} was written. */
    boolean drop;

    /** The origin KIF writes, or -1. */
    int from = -1;

    /** The KI2 words written, as bits. */
    int words;
  }

  /** Whether a character separates things in a line: an ASCII or full-width space or a tab. */
  static boolean isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\u3000';
  }

  /** The index of the first character at or after {@code at} that is not blank. */
  static int skipBlanks(String line, int at) {
    return skipBlanks(line, at, line.length());
  }

  /** The index of the first character from {@code at} to {@code end} that is not blank, or end. */
  static int skipBlanks(String text, int at, int end) {
    int i = at;
    while (i < end && isBlank(text.charAt(i))) {
      i++;
    }
    return i;
  }

  /** The file written as a full-width or ASCII digit or a kanji numeral: 1 to 9, or 0. */
  static int fileOf(char c) {
    int digit = digit(c);
    return digit > 0 ? digit : RANKS.indexOf(c) + 1;
  }

  /** The rank written as a kanji numeral or a full-width or ASCII digit: 1 to 9, or 0. */
  static int rankOf(char c) {
    return switch (c) { // compared at once, not looked for in RANKS
      case '一' -> 1;
      case '二' -> 2;
      case '三' -> 3;
      case '四' -> 4;
      case '五' -> 5;
      case '六' -> 6;
      case '七' -> 7;
      case '八' -> 8;
      case '九' -> 9;
      default -> digit(c);
    };
  }

  /** The square a file and rank 1 to 9 name. */
  static int square(int file, int rank) {
    return Geometry.square(rank - 1, 9 - file);
  }

  /** A square as KIF and KI2 write it: {@code ７六}. */
  static String squareName(int square) {
    return squareName(new StringBuilder(2), square).toString();
  }

  /** Appends a square as KIF and KI2 write it. */
  private static StringBuilder squareName(StringBuilder out, int square) {
    return out.append(FILES.charAt(8 - Geometry.column(square)))
        .append(RANKS.charAt(Geometry.rank(square)));
  }

  /** A square as the origin of a KIF move: {@code 77}. */
  static String origin(int square) {
    return origin(new StringBuilder(2), square).toString();
  }

  /** Appends a square as the origin of a KIF move. */
  private static StringBuilder origin(StringBuilder out, int square) {
    return out.append((char) ('9' - Geometry.column(square)))
        .append((char) ('1' + Geometry.rank(square)));
  }

  /** The type of the piece named at {@code at} ({@code 歩}, {@code 成銀}, {@code 竜}), or 0. */
  static int pieceAt(String line, int at) {
    return pieceAt(line, at, line.length());
  }

  /** {@link #pieceAt(String, int)} in a text whose part being read ends at {@code end}. */
  private static int pieceAt(String line, int at, int end) {
    if (at >= end) {
      return 0;
    }
    char c = line.charAt(at);
    if (c == '成') { // the two-character names all start with it: the others need no probe
      for (int type = PieceCodes.PROMOTED_LANCE; type <= PieceCodes.PROMOTED_SILVER; type++) {
        if (at + 2 <= end && line.startsWith(NAMES[type], at)) {
          return type;
        }
      }
    }
    int type = c == ' ' ? -1 : SHORT_NAMES.indexOf(c);
    if (type > 0) {
      return type;
    }
    int alias = ALIASES.indexOf(c);
    return alias < 0 ? 0 : ALIAS_TYPES[alias];
  }

  /**
   * How many characters the name of a type read by {@link #pieceAt} takes at {@code at}: the name
   * {@code pieceAt} found there, within the bounds it was given.
   */
  static int pieceLength(String line, int at, int type) {
    return type >= PieceCodes.PROMOTED_LANCE
            && type <= PieceCodes.PROMOTED_SILVER
            && line.startsWith(NAMES[type], at)
        ? 2
        : 1;
  }

  /** Reads the destination and the piece, up to {@code end}; returns where the rest starts. */
  private static int destinationAndPiece(String line, int at, int end, Written move, Place place) {
    int i = at;
    if (i < end && line.charAt(i) == '同') {
      move.same = true;
      i = skipBlanks(line, i + 1, end);
    } else {
      if (i + 2 > end) {
        throw place.notation("expected a destination such as ７六 or 同", i);
      }
      int file = fileOf(line.charAt(i));
      if (file == 0) {
        throw place.notation("expected a file digit １ to ９ or 同, not '" + line.charAt(i) + "'", i);
      }
      int rank = rankOf(line.charAt(i + 1));
      if (rank == 0) {
        throw place.notation("expected a rank 一 to 九, not '" + line.charAt(i + 1) + "'", i + 1);
      }
      move.to = square(file, rank);
      i += 2;
      if (i < end && line.charAt(i) == '同') {
        move.same = true; // the square and 同, as newspapers write after a page break
        i = skipBlanks(line, i + 1, end);
      }
    }
    int type = pieceAt(line, i, end);
    if (type == 0) {
      throw place.notation("expected a piece such as 歩 or 成銀", i);
    }
    move.type = type;
    return i + pieceLength(line, i, type);
  }

  /**
   * Reads a KIF move: destination, piece, {@code 成} or {@code 不成}, then {@code 打} or the origin in
   * parentheses ({@code (77)}, ASCII or full-width digits).
   */
  static Written readKif(String line, int at, Place place) {
    return readKif(line, at, line.length(), place);
  }

  /**
   * {@link #readKif(String, int, Place)} in a text whose line being read ends at {@code end}: the
   * move's {@link Written#start} and {@link Written#end} and the places given to {@code place} are
   * indices in that text.
   */
  static Written readKif(String line, int at, int end, Place place) {
    Written move = new Written();
    move.start = at;
    int i = destinationAndPiece(line, at, end, move, place);
    char c = i < end ? line.charAt(i) : 0; // compared, not probed with startsWith
    if (c == '不' && i + 1 < end && line.charAt(i + 1) == '成') {
      move.promote = 0;
      i += 2;
    } else if (c == '生') {
      move.promote = 0;
      i++;
    } else if (c == '成') {
      move.promote = 1;
      i++;
    }
    if (i < end && line.charAt(i) == '打') {
      move.drop = true;
      i++;
    } else if (i < end && (line.charAt(i) == '(' || line.charAt(i) == '（')) {
      if (i + 4 > end || line.charAt(i + 3) != ')' && line.charAt(i + 3) != '）') {
        throw place.notation("the origin is two digits in parentheses, such as (77)", i);
      }
      int file = digit(line.charAt(i + 1));
      int rank = digit(line.charAt(i + 2));
      if (file == 0 || rank == 0) {
        throw place.notation("the origin is two digits 1 to 9, such as (77)", i + 1);
      }
      move.from = square(file, rank);
      i += 4;
    }
    move.end = i;
    return move;
  }

  /** An ASCII or full-width digit 1 to 9, or 0: {@link #FILES} are consecutive characters. */
  private static int digit(char c) {
    if (c >= '1' && c <= '9') {
      return c - '0';
    }
    return c >= '１' && c <= '９' ? c - '０' : 0;
  }

  /**
   * Reads a KI2 move after its side mark: destination, piece, then the words, {@code 成}, {@code 不成}
   * and {@code 打} in any order, each at most once.
   */
  static Written readKi2(String line, int at, Place place) {
    Written move = new Written();
    move.start = at;
    int i = destinationAndPiece(line, at, line.length(), move, place);
    while (i < line.length()) {
      char c = line.charAt(i);
      int word = WORDS.indexOf(c);
      int length = 1;
      if (word >= 0) {
        if ((move.words & 1 << word) != 0) {
          throw place.notation("'" + c + "' is written twice", i);
        }
        move.words |= 1 << word;
      } else if (c == '打' && !move.drop) {
        move.drop = true;
      } else if (line.startsWith("不成", i) && move.promote < 0) {
        move.promote = 0;
        length = 2;
      } else if ((c == '生' || c == '成') && move.promote < 0) {
        move.promote = c == '成' ? 1 : 0;
      } else {
        break;
      }
      i += length;
    }
    move.end = i;
    return move;
  }

  /** The destination of a move read, {@code 同} resolved with the previous move's. */
  private static int destination(Written move, int previousTo, Place place) {
    if (!move.same) {
      return move.to;
    }
    if (previousTo < 0) {
      throw place.notation("'同' (same square) but there is no previous move", move.start);
    }
    if (move.to >= 0 && move.to != previousTo) {
      throw place.notation(
          "'同' says "
              + squareName(previousTo)
              + " but the square written is "
              + squareName(move.to),
          move.start);
    }
    return previousTo;
  }

  /**
   * The code of a KIF move in a position.
   *
   * @param previousTo the previous move's destination, or -1
   * @throws NotationException if the move cannot be one (a promoted drop, 同 without a previous
   *     move)
   * @throws IllegalMoveException if it does not fit the position or is not legal
   */
  static int kifCode(AbstractBoardView position, Written move, int previousTo, Place place) {
    int to = destination(move, previousTo, place);
    if (move.from < 0) {
      if (move.type >= PieceCodes.KING || move.promote == 1) {
        throw place.notation(
            "a drop puts an unpromoted piece other than the king, not " + NAMES[move.type],
            move.start);
      }
      int code = MoveCodes.drop(move.type, to);
      if (!position.isLegalCode(code)) {
        throw refused(position, code, place, move.start);
      }
      return code;
    }
    Board board = position.board;
    int piece = board.cells[move.from];
    String side = PieceCodes.colorName(board.side);
    if (piece == PieceCodes.EMPTY || PieceCodes.color(piece) != board.side) {
      throw place.illegal(
          MoveRefusal.NO_PIECE, side + " has no piece on " + origin(move.from), move.start);
    }
    if (PieceCodes.type(piece) != move.type) {
      throw place.illegal(
          MoveRefusal.NO_PIECE,
          "the piece on "
              + origin(move.from)
              + " is "
              + NAMES[PieceCodes.type(piece)]
              + ", not "
              + NAMES[move.type],
          move.start);
    }
    if (move.from == to) {
      throw place.illegal(
          MoveRefusal.MALFORMED, "the move does not leave " + origin(move.from), move.start);
    }
    int code = MoveCodes.ofBoardMove(move.from, to, move.promote == 1);
    if (!position.isLegalCode(code)) {
      throw refused(position, code, place, move.start);
    }
    return code;
  }

  /** The exception for an illegal move code of a record, at its place: Refusals' sentence. */
  private static IllegalMoveException refused(
      AbstractBoardView position, int code, Place place, int start) {
    IllegalMoveException refused = Refusals.refused(position.position(), code);
    return place.illegal(refused.reason(), refused.problem(), start);
  }

  /**
   * A move as KIF writes it: {@code ７六歩(77)}, {@code 同　銀成(34)}, {@code ５五角打}.
   *
   * @param previousTo the previous move's destination, or -1
   */
  static String kif(ShogiPosition position, int code, int previousTo) {
    return kif(position.board, code, previousTo);
  }

  /**
   * A legal move as KIF writes it, from the board where it is played.
   *
   * @param previousTo the previous move's destination, or -1
   */
  static String kif(Board board, int code, int previousTo) {
    return kif(board, code, previousTo, new StringBuilder(10)).toString();
  }

  /**
   * Appends a legal move as KIF writes it, from the board where it is played: a writer's every
   * move, with no text of its own.
   *
   * @param previousTo the previous move's destination, or -1
   * @return {@code out}
   */
  static StringBuilder kif(Board board, int code, int previousTo, StringBuilder out) {
    int to = MoveCodes.to(code);
    if (to == previousTo) {
      out.append("同　");
    } else {
      squareName(out, to);
    }
    if (MoveCodes.isDrop(code)) {
      return out.append(NAMES[MoveCodes.droppedType(code)]).append('打');
    }
    int from = MoveCodes.from(code);
    out.append(NAMES[PieceCodes.type(board.cells[from])]).append(promotion(board, code));
    return origin(out.append('('), from).append(')');
  }

  /**
   * {@code 成}, {@code 不成} when the legal move could have promoted, or nothing. The promoting twin
   * of a legal move is legal exactly when the piece may promote there: it makes the same
   * displacement.
   */
  private static String promotion(Board board, int code) {
    if (MoveCodes.isPromotion(code)) {
      return "成";
    }
    if (MoveCodes.isDrop(code)) {
      return "";
    }
    int from = MoveCodes.from(code);
    int type = PieceCodes.type(board.cells[from]);
    return LegalMoves.mayPromote(board.side, type, from, MoveCodes.to(code)) ? "不成" : "";
  }

  /**
   * The code of a KI2 move in a position: the legal moves of the piece named to the destination,
   * narrowed by {@code 打} (drops only; without it, board moves when there are any), by {@code 成} or
   * {@code 不成} (without either, moves that do not promote when there are any), by the movement
   * words ({@code 上} forward, {@code 引} backward, {@code 寄} sideways, {@code 直} straight forward)
   * and then by {@code 右} or {@code 左}: the pieces left that stand furthest right or left, as the
   * mover sees the board.
   *
   * @param previousTo the previous move's destination, or -1
   * @throws NotationException if the move fits several legal moves (it names them), or cannot be
   *     one
   * @throws IllegalMoveException if it fits none
   */
  static int ki2Code(AbstractBoardView position, Written move, int previousTo, Place place) {
    int to = destination(move, previousTo, place);
    if (move.drop && (move.type >= PieceCodes.KING || move.promote == 1)) {
      throw place.notation(
          "a drop puts an unpromoted piece other than the king, not " + NAMES[move.type],
          move.start);
    }
    List<Integer> fits = candidates(position, to, move.type, move.drop);
    List<Integer> matched = narrow(position, fits, move.promote, move.words);
    if (matched.size() == 1) {
      return matched.get(0);
    }
    if (matched.isEmpty()) {
      throw place.illegal(
          fits.isEmpty() ? MoveRefusal.OUT_OF_REACH : MoveRefusal.RULE,
          noMove(position, move, to, fits),
          move.start);
    }
    List<String> names = new ArrayList<>();
    for (int code : matched) {
      names.add(kif(position.position(), code, -1));
    }
    throw place.ambiguous(names, move.start);
  }

  /** Why no legal move fits a KI2 move. */
  private static String noMove(
      AbstractBoardView position, Written move, int to, List<Integer> fits) {
    Board board = position.board;
    boolean inHand = move.type < PieceCodes.KING && board.hands[board.side * 8 + move.type] > 0;
    if (move.drop || fits.isEmpty() && inHand) {
      return Refusals.refused(position.position(), MoveCodes.drop(move.type, to)).problem();
    }
    String piece = PieceCodes.colorName(board.side) + "'s " + NAMES[move.type];
    return (fits.isEmpty() ? "no " + piece + " can move to " : "no move of " + piece + " to ")
        + squareName(to)
        + (fits.isEmpty() ? "" : " fits the words written")
        + " in "
        + position;
  }

  /**
   * The legal moves of a type to a square: drops if asked, else the board moves, or the drops when
   * no board move reaches the square; in the order of the legal moves. Each candidate is built from
   * the pieces of that type and tested alone, rather than found among all the legal moves.
   */
  static List<Integer> candidates(AbstractBoardView position, int to, int type, boolean drop) {
    List<Integer> moves = new ArrayList<>();
    if (!drop) {
      // The generator's order: the king's moves, then the other pieces square by square.
      Board board = position.board;
      int king = board.kings[board.side];
      if (king != Geometry.OFF) {
        addMoves(position, king, to, type, moves);
      }
      for (int from = 0; from < Geometry.SQUARES; from++) {
        if (from != king) {
          addMoves(position, from, to, type, moves);
        }
      }
      if (!moves.isEmpty()) {
        return moves;
      }
    }
    if (type >= PieceCodes.PAWN && type <= PieceCodes.ROOK) {
      int code = MoveCodes.drop(type, to);
      if (position.isLegalCode(code)) {
        moves.add(code);
      }
    }
    return moves;
  }

  /** Adds the legal moves to {@code to} of the piece on {@code from} if it is of the type. */
  private static void addMoves(
      AbstractBoardView position, int from, int to, int type, List<Integer> moves) {
    Board board = position.board;
    int piece = board.cells[from];
    if (piece == PieceCodes.EMPTY
        || PieceCodes.color(piece) != board.side
        || PieceCodes.type(piece) != type) {
      return;
    }
    // a promotion before the same move unpromoted, as the generator lists them
    int promoting = MoveCodes.ofBoardMove(from, to, true);
    if (position.isLegalCode(promoting)) {
      moves.add(promoting);
    }
    int plain = MoveCodes.ofBoardMove(from, to, false);
    if (position.isLegalCode(plain)) {
      moves.add(plain);
    }
  }

  /** The candidates the promotion and the words leave. */
  private static List<Integer> narrow(
      AbstractBoardView position, List<Integer> candidates, int promote, int words) {
    List<Integer> kept = new ArrayList<>();
    for (int code : candidates) {
      boolean promotes = MoveCodes.isPromotion(code);
      if (promote == 1 && promotes || promote == 0 && !promotes || promote < 0 && !promotes) {
        kept.add(code);
      }
    }
    if (promote < 0 && kept.isEmpty()) {
      kept.addAll(candidates); // a promotion the rules force, written without 成
    }
    int color = position.board.side;
    List<Integer> moving = new ArrayList<>();
    for (int code : kept) {
      if (moves(code, words, color)) {
        moving.add(code);
      }
    }
    if ((words & (RIGHT | LEFT)) == 0) {
      return moving;
    }
    // right as the mover sees it: sente's right is file 1 (column 8), gote's is file 9
    boolean wantsRight = (words & RIGHT) != 0;
    if ((words & LEFT) != 0 && wantsRight) {
      return List.of();
    }
    boolean biggerColumn = wantsRight == (color == 0);
    int best = -1;
    for (int code : moving) {
      int column = MoveCodes.isDrop(code) ? -1 : Geometry.column(MoveCodes.from(code));
      if (column >= 0 && (best < 0 || (biggerColumn ? column > best : column < best))) {
        best = column;
      }
    }
    List<Integer> side = new ArrayList<>();
    for (int code : moving) {
      if (!MoveCodes.isDrop(code) && Geometry.column(MoveCodes.from(code)) == best) {
        side.add(code);
      }
    }
    return side;
  }

  /** Whether a move goes as the movement words say ({@code 上 寄 引 直}). */
  private static boolean moves(int code, int words, int color) {
    int movement = words & (UP | SIDEWAYS | DOWN | STRAIGHT);
    if (movement == 0) {
      return true;
    }
    if (MoveCodes.isDrop(code)) {
      return false;
    }
    int from = MoveCodes.from(code);
    int to = MoveCodes.to(code);
    int forward = (Geometry.rank(from) - Geometry.rank(to)) * (color == 0 ? 1 : -1);
    boolean sameFile = Geometry.column(from) == Geometry.column(to);
    return ((words & UP) == 0 || forward > 0)
        && ((words & DOWN) == 0 || forward < 0)
        && ((words & SIDEWAYS) == 0 || forward == 0)
        && ((words & STRAIGHT) == 0 || forward > 0 && sameFile);
  }

  /** The sets of words the writer tries, in order: the Japan Shogi Association's preference. */
  private static final int[] TRIED = {
    0,
    UP,
    SIDEWAYS,
    DOWN,
    STRAIGHT,
    RIGHT,
    LEFT,
    RIGHT | UP,
    RIGHT | SIDEWAYS,
    RIGHT | DOWN,
    LEFT | UP,
    LEFT | SIDEWAYS,
    LEFT | DOWN
  };

  /**
   * A move as KI2 writes it, without its side mark: {@code ７六歩}, {@code 同　歩}, {@code ５二金右}, {@code
   * ３三桂左成}, {@code ５五角打}. The words tell the move apart from those of the other pieces of its kind
   * that reach the square, as Kifu for Windows counts them (a pinned piece too): none if there are
   * none, else {@code 直} for a gold or silver moving straight forward, else the fewest words,
   * movement before position, as the Japan Shogi Association prefers; {@code 打} for a drop when a
   * piece on the board reaches the square. The words always single the move out among the legal
   * ones, as {@link #ki2Code} reads them.
   *
   * @param previousTo the previous move's destination, or -1
   */
  static String ki2(ShogiPosition position, int code, int previousTo) {
    int to = MoveCodes.to(code);
    Board board = position.board;
    int type =
        MoveCodes.isDrop(code)
            ? MoveCodes.droppedType(code)
            : PieceCodes.type(board.cells[MoveCodes.from(code)]);
    StringBuilder rest = new StringBuilder(NAMES[type]);
    List<Integer> reaching = reaching(board, to, type);
    if (MoveCodes.isDrop(code)) {
      rest.append(reaching.isEmpty() ? "" : "打");
    } else {
      List<Integer> legal = candidates(position, to, type, false);
      int promote = MoveCodes.isPromotion(code) ? 1 : 0;
      int unpromoted = code & ~MoveCodes.PROMOTION;
      boolean straightWord =
          type == PieceCodes.SILVER
              || type == PieceCodes.GOLD
              || type >= PieceCodes.TOKIN && type <= PieceCodes.PROMOTED_SILVER;
      int chosen = -1;
      for (int i = 0; i < TRIED.length && chosen < 0; i++) {
        int words = TRIED[i];
        if ((words & STRAIGHT) != 0 && !straightWord) {
          continue;
        }
        List<Integer> seen = narrow(position, reaching, -1, words);
        List<Integer> read = narrow(position, legal, promote, words);
        if (seen.size() == 1
            && seen.get(0) == unpromoted
            && read.size() == 1
            && read.get(0) == code) {
          chosen = words;
        }
      }
      if (chosen < 0) {
        throw new IllegalStateException("no KI2 words single out " + MoveCodes.toUsi(code));
      }
      appendWords(rest, chosen);
      rest.append(promotion(board, code));
    }
    if (to != previousTo) {
      return squareName(to) + rest;
    }
    return "同" + (rest.length() == 1 ? "　" : "") + rest;
  }

  /**
   * The moves, unpromoted, of the side to move's pieces of a type that reach a square, whether or
   * not they would leave the king in check: the pieces KI2's words tell apart.
   */
  private static List<Integer> reaching(Board board, int to, int type) {
    List<Integer> moves = new ArrayList<>(2);
    int piece = PieceCodes.code(board.side, type);
    int target = board.cells[to];
    if (target != PieceCodes.EMPTY && PieceCodes.color(target) == board.side) {
      return moves;
    }
    for (int from = 0; from < Geometry.SQUARES; from++) {
      if (board.cells[from] == piece && board.reaches(from, to)) {
        moves.add(MoveCodes.ofBoardMove(from, to, false));
      }
    }
    return moves;
  }

  private static void appendWords(StringBuilder out, int words) {
    for (int i = 0; i < WORDS.length(); i++) {
      if ((words & 1 << i) != 0) {
        out.append(WORDS.charAt(i));
      }
    }
  }
}
