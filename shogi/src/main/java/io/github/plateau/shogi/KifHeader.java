package io.github.plateau.shogi;

import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.text.LineReader;
import io.github.plateau.core.text.Quoting;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The header of a KIF or KI2 record, read and written: the {@code key：value} lines, the start
 * ({@code 手合割} or a board diagram, BOD) and the players' names, kept as the headers {@code Sente}
 * and {@code Gote}.
 */
final class KifHeader {
  /** The header key of sente's name (shitate's in a handicap game), in every shogi format. */
  static final String SENTE = "Sente";

  /** The header key of gote's name (uwate's in a handicap game), in every shogi format. */
  static final String GOTE = "Gote";

  /** The starts of lines that KIF reads as something else than a header. */
  private static final List<String> RESERVED_STARTS =
      List.of(
          "#", "*", "&", "まで", "|", "+-", "手数----", "手数＝", "手数=", "変化", "▲", "△", "▽", "☗", "☖");

  /**
   * The header lines Kifu for Windows writes without a colon, flags that hold no value: {@code
   * 盤面回転}, the board is shown turned. Kept as a header of that key and an empty value, and written
   * back alone on its line.
   */
  private static final List<String> FLAGS = List.of("盤面回転");

  /** The keys that KIF reads as something else than a free header. */
  private static final List<String> RESERVED_KEYS =
      List.of("手合割", "先手", "後手", "下手", "上手", "先手の持駒", "後手の持駒", "下手の持駒", "上手の持駒");

  private final Shogi game;
  private final String text;
  private final Map<String, String> headers = new LinkedHashMap<>();
  private final StringBuilder startComment = new StringBuilder();
  private boolean hasStartComment;
  private String handicap; // the value of 手合割
  private int handicapAt; // its offset in the text
  private final Setup setup;
  private int ranks; // board diagram ranks read
  private boolean diagram;
  private int diagramAt; // the offset of the diagram's first line
  private final boolean[] handGiven = new boolean[2];
  private int side = -1;
  private int ply = -1; // 手数＝, the moves played before the diagram

  KifHeader(Shogi game, String text) {
    this.game = game;
    this.text = text;
    this.setup = new Setup(game);
  }

  /** The header entries read, names as {@link #SENTE} and {@link #GOTE}. */
  Map<String, String> headers() {
    return headers;
  }

  /** Adds a line to the comment before the first move. */
  void comment(String line) {
    if (hasStartComment) {
      startComment.append('\n');
    }
    startComment.append(line);
    hasStartComment = true;
  }

  /** The comment before the first move, lines joined by {@code \n}. */
  String startComment() {
    return startComment.toString();
  }

  /** The move number of the diagram's position, or 0. */
  int startPly() {
    return Math.max(ply, 0);
  }

  /**
   * Reads a line of the header part, if it is one: a blank line, a {@code #} line, a comment, a
   * bookmark, a part of the board diagram or a {@code key：value} entry.
   *
   * @param line the line
   * @param lines the reader, at that line
   * @return false if the line is none of them
   * @throws NotationException if it is one of them but malformed
   */
  boolean line(String line, LineReader lines) {
    int indent = JapaneseNotation.skipBlanks(line, 0);
    String body = strip(line.substring(indent));
    if (body.isEmpty() || body.startsWith("#")) {
      return true;
    }
    if (line.charAt(indent) == '*') {
      comment(line.substring(indent + 1));
    } else if (body.startsWith("&")) {
      comment(body);
    } else if (body.startsWith("|")) {
      rank(body, lines, indent);
    } else if (body.startsWith("+-") || isFileNumbers(body)) {
      startDiagram(lines);
    } else if (SIDE_TO_MOVE.contains(body)) {
      side = SIDE_TO_MOVE.indexOf(body) / 2; // sente's words first, then gote's
    } else if (FLAGS.contains(body)) {
      headers.put(body, "");
    } else if (body.startsWith("手数＝") || body.startsWith("手数=")) {
      ply = movesBefore(body, lines, indent);
    } else {
      int colon = colon(body);
      String key = colon < 0 ? "" : strip(body.substring(0, colon));
      if (!isReadKey(key)) {
        return false; // a move, or a key the writer could not write back
      }
      String value = strip(body.substring(colon + 1));
      entry(key, value, lines, JapaneseNotation.skipBlanks(line, indent + colon + 1));
    }
    return true;
  }

  /** Removes the ASCII and full-width blanks around a text. */
  static String strip(String s) {
    int start = JapaneseNotation.skipBlanks(s, 0);
    int end = s.length();
    while (end > start && JapaneseNotation.isBlank(s.charAt(end - 1))) {
      end--;
    }
    return s.substring(start, end);
  }

  private static boolean isFileNumbers(String body) {
    char first = body.charAt(0); // not blank: the digits' first, unless the line is no such line
    if (first != '９' && first != '9') {
      return false;
    }
    String digits = body.replace(" ", "").replace("\u3000", "");
    return digits.equals("９８７６５４３２１") || digits.equals("987654321");
  }

  private int movesBefore(String body, LineReader lines, int indent) {
    int at = 3;
    long n = 0;
    while (at < body.length() && body.charAt(at) >= '0' && body.charAt(at) <= '9') {
      n = Math.min(n * 10 + body.charAt(at) - '0', PositionText.MAX_MOVE_NUMBER);
      at++;
    }
    String rest = strip(body.substring(at));
    if (at == 3 || n >= PositionText.MAX_MOVE_NUMBER || !rest.isEmpty() && !rest.endsWith("まで")) {
      throw lines.error("expected the number of moves played after 手数＝", indent + 3, 0);
    }
    return (int) n; // what follows it is the last move, shown: "手数＝171  ▲６二角成  まで"
  }

  private void entry(String key, String value, LineReader lines, int column) {
    switch (key) {
      case "手合割" -> {
        handicap = value;
        handicapAt = lines.offset() + column;
      }
      case "先手", "下手" -> headers.put(SENTE, value);
      case "後手", "上手" -> headers.put(GOTE, value);
      case "先手の持駒", "下手の持駒" -> hand(0, value, lines, column);
      case "後手の持駒", "上手の持駒" -> hand(1, value, lines, column);
      default -> headers.put(key, value);
    }
  }

  private void hand(int color, String value, LineReader lines, int column) {
    if (handGiven[color]) {
      throw lines.error(
          "the pieces in hand of " + PieceCodes.colorName(color) + " are given twice", column, 0);
    }
    handGiven[color] = true;
    startDiagram(lines);
    if (value.equals("なし")) {
      return;
    }
    int at = column; // where the value starts in the line
    int i = 0;
    while (i < value.length()) {
      char c = value.charAt(i);
      if (JapaneseNotation.isBlank(c)) {
        i++;
        continue;
      }
      int type = JapaneseNotation.SHORT_NAMES.indexOf(c);
      if (c == ' ' || type < PieceCodes.PAWN || type >= PieceCodes.KING) {
        throw lines.error("expected a piece in hand (飛 角 金 銀 桂 香 歩), not '" + c + "'", at + i, 0);
      }
      i++;
      int count = 0;
      if (i < value.length() && value.charAt(i) == '十') {
        count = 10;
        i++;
      }
      if (i < value.length() && JapaneseNotation.RANKS.indexOf(value.charAt(i)) >= 0) {
        count += JapaneseNotation.RANKS.indexOf(value.charAt(i)) + 1;
        i++;
      }
      setup.addToHand(color, type, Math.max(count, 1));
    }
  }

  private void startDiagram(LineReader lines) {
    if (!diagram) {
      diagram = true;
      diagramAt = lines.offset();
    }
  }

  private void rank(String body, LineReader lines, int indent) {
    startDiagram(lines);
    if (ranks == 9) {
      throw lines.error("the board has more than 9 ranks", indent, 0);
    }
    if (body.length() < 20 || body.charAt(19) != '|') {
      throw lines.error("a rank is '|', nine cells of two characters and '|'", indent, 0);
    }
    for (int column = 0; column < 9; column++) {
      int at = 1 + 2 * column;
      char owner = body.charAt(at);
      char piece = body.charAt(at + 1);
      if (piece == '・' && (owner == ' ' || owner == 'v')) {
        continue;
      }
      int type = JapaneseNotation.pieceAt(body, at + 1);
      boolean oneCharacter = JapaneseNotation.pieceLength(body, at + 1, type) == 1;
      if (owner != ' ' && owner != 'v' || type == 0 || !oneCharacter) {
        throw lines.error(
            "a cell is ' ・', or ' ' (sente) or 'v' (gote) and a piece such as 香, not '"
                + owner
                + piece
                + "'",
            indent + at,
            0);
      }
      setup.put(Geometry.square(ranks, column), owner == ' ' ? 0 : 1, type);
    }
    ranks++;
  }

  /**
   * The start position the header gives: the board diagram's, else the handicap's, else the game's.
   *
   * @param lines the reader, at the line where the moves start (or past the end)
   * @throws NotationException if the diagram is incomplete, the handicap unknown, or the side to
   *     move or move number are given without a diagram
   * @throws io.github.plateau.core.IllegalPositionException if the diagram cannot exist
   */
  ShogiPosition start(LineReader lines) {
    if (diagram) {
      if (ranks != 9) {
        throw error("the board diagram has " + ranks + " ranks, not 9", lines);
      }
      try {
        return setup.finish(side < 0 ? 0 : side, startPly());
      } catch (IllegalPositionException e) {
        throw new IllegalPositionException(e.reason(), e.problem(), text, diagramAt);
      }
    }
    if (side >= 0 || ply >= 0) {
      throw error("the side to move or the move number is given without a board diagram", lines);
    }
    if (handicap == null) {
      return game.start();
    }
    if (handicap.equals("その他")) {
      throw new NotationException("手合割：その他 needs a board diagram", text, handicapAt, 0);
    }
    Optional<Handicap> known = Handicap.ofJapaneseName(handicap);
    if (known.isEmpty()) {
      throw new NotationException(
          "unknown handicap " + Quoting.quoted(handicap), text, handicapAt, 0);
    }
    // the even start is the game's own, made once: not parsed again for every record
    return known.get() == Handicap.EVEN ? game.start() : known.get().position(game);
  }

  private NotationException error(String problem, LineReader lines) {
    return lines.lineNumber() == 0
        ? new NotationException(problem, text, text.length(), 0)
        : lines.error(problem, 0, 0);
  }

  /**
   * Whether a line of the moves part is a header line, as when a second game follows: a line {@link
   * #line} reads as a header, other than a comment or a bookmark (which the moves have too): a
   * {@code key：value} line of any key it reads (reserved or free), a flag, the side to move, the
   * moves played before, or a line of a board diagram.
   */
  static boolean isHeaderLine(String line) {
    int indent = JapaneseNotation.skipBlanks(line, 0);
    if (indent >= line.length()) {
      return false;
    }
    char first = line.charAt(indent);
    if (first == '*' || first == '#' || first == '&') {
      return false;
    }
    String body = strip(line.substring(indent));
    if (body.startsWith("|")
        || body.startsWith("+-")
        || isFileNumbers(body)
        || SIDE_TO_MOVE.contains(body)
        || FLAGS.contains(body)
        || body.startsWith("手数＝")
        || body.startsWith("手数=")) {
      return true;
    }
    int colon = colon(body);
    String key = colon < 0 ? "" : strip(body.substring(0, colon));
    return isReadKey(key);
  }

  /** The words that say the side to move, as {@link #line} reads them. */
  private static final List<String> SIDE_TO_MOVE = List.of("先手番", "下手番", "後手番", "上手番");

  /** Where a {@code key：value} line's key ends: its first colon, wide or ASCII, or -1. */
  private static int colon(String body) {
    int wide = body.indexOf('：');
    int ascii = body.indexOf(':');
    return wide < 0 || ascii >= 0 && ascii < wide ? ascii : wide;
  }

  /** Whether a {@code key：value} line's key is read as a header's: reserved, or free. */
  private static boolean isReadKey(String key) {
    return !key.isBlank() && (isFreeKey(key) || RESERVED_KEYS.contains(key));
  }

  /** Whether a header key reads back as a free header: not a word KIF gives a meaning to. */
  static boolean isFreeKey(String key) {
    if (key.isBlank()
        || !key.equals(strip(key))
        || key.charAt(0) == '\uFEFF' // skipped at a line start, so it would not read back
        || key.charAt(0) >= '0' && key.charAt(0) <= '9'
        || key.indexOf(':') >= 0
        || key.indexOf('：') >= 0) {
      return false;
    }
    for (String reserved : RESERVED_STARTS) {
      if (key.startsWith(reserved)) {
        return false;
      }
    }
    return !RESERVED_KEYS.contains(key);
  }

  /**
   * Writes the header: the entries in order (CSA's keys translated), the start ({@code 手合割} for a
   * {@link Handicap}, else a board diagram) and the names ({@code 下手} and {@code 上手} in a handicap
   * game). An entry whose key KIF reads as something else is written as a {@code #} comment line,
   * which readers skip.
   */
  static void write(Map<String, String> headers, ShogiPosition start, StringBuilder out) {
    Optional<Handicap> handicap = Handicap.of(start);
    boolean handicapGame = handicap.isPresent() && handicap.get() != Handicap.EVEN;
    headers.forEach(
        (key, value) -> {
          if (!key.equals(SENTE) && !key.equals(GOTE)) {
            String kifKey = HeaderKeys.toKif(key);
            if (value.isEmpty() && FLAGS.contains(kifKey)) {
              out.append(kifKey).append('\n'); // a flag, as Kifu for Windows writes it
            } else {
              out.append(isFreeKey(kifKey) ? "" : "#").append(kifKey).append('：');
              out.append(value).append('\n');
            }
          }
        });
    if (handicap.isPresent()) {
      out.append("手合割：").append(handicap.get().japaneseName()).append('\n');
    } else {
      diagram(start, out);
    }
    if (headers.containsKey(SENTE)) {
      out.append(handicapGame ? "下手：" : "先手：").append(headers.get(SENTE)).append('\n');
    }
    if (headers.containsKey(GOTE)) {
      out.append(handicapGame ? "上手：" : "後手：").append(headers.get(GOTE)).append('\n');
    }
  }

  /** Whether a record of this start names its players shitate and uwate. */
  static boolean isHandicapGame(ShogiPosition start) {
    Optional<Handicap> handicap = Handicap.of(start);
    return handicap.isPresent() && handicap.get() != Handicap.EVEN;
  }

  private static void diagram(ShogiPosition position, StringBuilder out) {
    Board board = position.board();
    out.append("後手の持駒：").append(hand(board, 1)).append('\n');
    out.append("  ９ ８ ７ ６ ５ ４ ３ ２ １\n");
    out.append("+---------------------------+\n");
    for (int rank = 0; rank < 9; rank++) {
      out.append('|');
      for (int column = 0; column < 9; column++) {
        int code = board.cells[Geometry.square(rank, column)];
        if (code == PieceCodes.EMPTY) {
          out.append(" ・");
        } else {
          out.append(PieceCodes.color(code) == 0 ? ' ' : 'v')
              .append(JapaneseNotation.SHORT_NAMES.charAt(PieceCodes.type(code)));
        }
      }
      out.append('|').append(JapaneseNotation.RANKS.charAt(rank)).append('\n');
    }
    out.append("+---------------------------+\n");
    out.append("先手の持駒：").append(hand(board, 0)).append('\n');
    if (position.ply() > 0) {
      out.append("手数＝").append(position.ply()).append('\n');
    }
    out.append(board.side == 0 ? "先手番" : "後手番").append('\n');
  }

  private static String hand(Board board, int color) {
    StringBuilder out = new StringBuilder();
    for (int type = PieceCodes.ROOK; type >= PieceCodes.PAWN; type--) {
      int count = board.hands[color * 8 + type];
      if (count > 0) {
        out.append(JapaneseNotation.SHORT_NAMES.charAt(type))
            .append(count > 1 ? number(count) : "")
            .append('　');
      }
    }
    return out.length() == 0 ? "なし" : out.toString();
  }

  /** A count from 1 to 18 in kanji. */
  private static String number(int n) {
    String units = n % 10 == 0 ? "" : String.valueOf(JapaneseNotation.RANKS.charAt(n % 10 - 1));
    return n >= 10 ? "十" + units : units;
  }
}
