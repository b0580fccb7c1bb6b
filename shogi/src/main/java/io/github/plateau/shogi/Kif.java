package io.github.plateau.shogi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads and writes game records in KIF, the format of Kakinoki's Kifu for Windows (the basic
 * features, as text: decode a file as UTF-8, or Shift_JIS for older ones, before reading it).
 *
 * <p>A record is header lines {@code key：value} (a full-width or an ASCII colon): {@code 手合割}
 * chooses the start ({@code 平手} or a {@link Handicap} such as {@code 香落ち}, {@code 二枚落ち}), {@code
 * 先手} and {@code 後手} (or {@code 下手} and {@code 上手}) name the players, other keys are kept as {@link
 * Kifu#headers()}. A board diagram (BOD) may give any other start: {@code 後手の持駒：}, the nine ranks
 * between frames ({@code |v香v桂 ・...|一}, {@code v} before gote's pieces), {@code 先手の持駒：}, an
 * optional {@code 手数＝N} (the moves played before it) and {@code 先手番} or {@code 後手番}.
 *
 * <p>Then the moves, numbered from 1: {@code 1 ７六歩(77)} (the destination as a full-width file digit
 * and a kanji rank, or {@code 同} for the previous move's; the piece before it moves; {@code 成} or
 * {@code 不成}; the origin in ASCII digits, or {@code 打} for a drop), optionally followed by the time
 * spent, which is skipped. The line after the last move may give how the game ended, for the side
 * to move: {@code 投了} (resigns), {@code 詰み} (is checkmated: the position must say so), {@code 千日手}
 * (repetition), {@code 持将棋} (impasse: a draw, or counted under {@code impasse=24}), {@code 入玉勝ち}
 * (declares a win: checked under {@code impasse=27}), {@code 切れ負け} and {@code 反則負け} (loses), {@code
 * 反則勝ち} (wins), {@code 中断} (stops without result). Lines starting with {@code #}, {@code *} or
 * {@code &} (comments, bookmarks) and the summary line {@code まで...} are skipped; reading stops at
 * the first variation ({@code 変化：}).
 */
public final class Kif {
  private static final String FILES = "１２３４５６７８９";
  private static final String RANKS = "一二三四五六七八九";

  /** The names of the piece types in moves, by type code. */
  private static final String[] NAMES = {
    "", "歩", "香", "桂", "銀", "金", "角", "飛", "玉", "と", "成香", "成桂", "成銀", "", "馬", "龍"
  };

  /** The one-character names of the piece types on the board diagram, by type code. */
  private static final String DIAGRAM = " 歩香桂銀金角飛玉と杏圭全 馬龍";

  /** Other one-character names read: 王 (king), 竜 (dragon). */
  private static final String ALIASES = "王竜";

  private static final Map<String, Ending> WORDS = new LinkedHashMap<>();

  static {
    WORDS.put("詰み", Ending.MATE);
    WORDS.put("投了", Ending.RESIGN);
    WORDS.put("千日手", Ending.REPETITION);
    WORDS.put("持将棋", Ending.IMPASSE);
    WORDS.put("入玉勝ち", Ending.DECLARATION);
    WORDS.put("切れ負け", Ending.TIME_UP);
    WORDS.put("反則負け", Ending.FOUL_LOSS);
    WORDS.put("反則勝ち", Ending.FOUL_WIN);
    WORDS.put("中断", Ending.STOP);
  }

  /** The endings the writer uses, in order of preference. */
  private static final List<Ending> WRITTEN =
      List.of(
          Ending.MATE,
          Ending.RESIGN,
          Ending.REPETITION,
          Ending.IMPASSE,
          Ending.DECLARATION,
          Ending.TIME_UP,
          Ending.FOUL_LOSS,
          Ending.FOUL_WIN);

  /** The starts of lines that KIF reads as something else than a header. */
  private static final List<String> RESERVED_STARTS =
      List.of("#", "*", "&", "まで", "|", "+-", "手数----", "手数＝", "手数=", "９");

  /** The keys that KIF reads as something else than a free header. */
  private static final List<String> RESERVED_KEYS =
      List.of("手合割", "先手", "後手", "下手", "上手", "先手の持駒", "後手の持駒", "下手の持駒", "上手の持駒", "変化");

  private static final Shogi STANDARD = new Shogi();

  private Kif() {}

  /**
   * Reads a record of standard shogi.
   *
   * @param text the KIF text
   * @return the record with its names and headers
   * @throws NotationException if the text is not KIF, a move is not legal, or an end word
   *     contradicts the position; the offset points to the problem
   * @throws io.github.plateau.core.IllegalPositionException if the board diagram cannot exist
   */
  public static Kifu read(String text) {
    return read(STANDARD, text);
  }

  /**
   * Reads a record of a game under given rules (ply limit, impasse rule).
   *
   * @param game the game
   * @param text the KIF text
   * @return the record with its names and headers
   * @throws NotationException if the text is not KIF, a move is not legal or follows the end of the
   *     game, or an end word contradicts the position; the offset points to the problem
   * @throws io.github.plateau.core.IllegalPositionException if the board diagram cannot exist
   * @throws IllegalArgumentException if the game is null
   */
  public static Kifu read(Shogi game, String text) {
    checkArgument(game != null, "game is null");
    checkArgument(text != null, "text is null");
    return new KifReader(game, text).read();
  }

  /**
   * Writes a record without names.
   *
   * @param record a game of shogi
   * @return the KIF text, each line ending with a line feed
   * @throws IllegalArgumentException if the record is null or not of a {@link Shogi} game
   */
  public static String write(GameRecord<ShogiPosition, Move> record) {
    return write(Kifu.of(record));
  }

  /**
   * Writes a record with its names and headers: the headers, {@code 手合割} if the start is a {@link
   * Handicap} (else a board diagram), the names, the moves and the end word and summary of an ended
   * game.
   *
   * @param kifu the record
   * @return the KIF text, each line ending with a line feed
   * @throws IllegalArgumentException if the kifu is null
   */
  public static String write(Kifu kifu) {
    checkArgument(kifu != null, "kifu is null");
    GameRecord<ShogiPosition, Move> record = kifu.record();
    ShogiPosition position = record.startPosition();
    Optional<Handicap> handicap = Handicap.of(position);
    boolean handicapGame = handicap.isPresent() && handicap.get() != Handicap.EVEN;
    String[] sides = handicapGame ? new String[] {"下手", "上手"} : new String[] {"先手", "後手"};
    StringBuilder out = new StringBuilder();
    kifu.headers()
        .forEach(
            (key, value) -> {
              String kifKey = HeaderKeys.toKif(key);
              out.append(isFreeKey(kifKey) ? "" : "#")
                  .append(kifKey)
                  .append('：')
                  .append(value)
                  .append('\n');
            });
    if (handicap.isPresent()) {
      out.append("手合割：").append(handicap.get().japaneseName()).append('\n');
    } else {
      diagram(position, out);
    }
    if (!kifu.senteName().isEmpty()) {
      out.append(sides[0]).append('：').append(kifu.senteName()).append('\n');
    }
    if (!kifu.goteName().isEmpty()) {
      out.append(sides[1]).append('：').append(kifu.goteName()).append('\n');
    }
    out.append("手数----指手---------消費時間--\n");
    int previousTo = -1;
    int n = 1;
    for (Move move : record.moves()) {
      out.append(String.format("%4d ", n++)).append(move(position, move.code(), previousTo));
      out.append('\n');
      previousTo = MoveCode.to(move.code());
      position = position.play(move);
    }
    Optional<Ending> ending = Ending.of(record, WRITTEN);
    if (ending.isPresent()) {
      out.append(String.format("%4d ", n)).append(word(ending.get())).append('\n');
      out.append("まで").append(record.ply()).append("手で").append(summary(record, sides));
      out.append('\n');
    }
    return out.toString();
  }

  /** Whether a header key reads back as a free header: not a word KIF gives a meaning to. */
  static boolean isFreeKey(String key) {
    if (key.isEmpty() || !key.equals(key.strip()) || isDigit(key.charAt(0))) {
      return false;
    }
    for (String reserved : RESERVED_STARTS) {
      if (key.startsWith(reserved)) {
        return false;
      }
    }
    return !RESERVED_KEYS.contains(key);
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private static String summary(GameRecord<ShogiPosition, Move> record, String[] sides) {
    Outcome outcome = record.outcome().orElseThrow();
    if (outcome.winner().isPresent()) {
      return sides[outcome.winner().get().index()] + "の勝ち";
    }
    return outcome.reason() == Reason.REPETITION ? "千日手" : "持将棋";
  }

  private static String word(Ending ending) {
    for (Map.Entry<String, Ending> entry : WORDS.entrySet()) {
      if (entry.getValue() == ending) {
        return entry.getKey();
      }
    }
    throw new IllegalStateException("no KIF word for " + ending);
  }

  /**
   * A move as KIF writes it: {@code ７六歩(77)}, {@code 同　銀成(34)}, {@code ５五角打}.
   *
   * @param previousTo the destination of the previous move, or -1
   */
  static String move(ShogiPosition position, int code, int previousTo) {
    int to = MoveCode.to(code);
    StringBuilder out = new StringBuilder(10);
    if (to == previousTo) {
      out.append("同　");
    } else {
      Square square = Square.ofIndex(to);
      out.append(FILES.charAt(square.file() - 1)).append(RANKS.charAt(square.rank() - 1));
    }
    if (MoveCode.isDrop(code)) {
      return out.append(NAMES[MoveCode.droppedType(code)]).append('打').toString();
    }
    int from = MoveCode.from(code);
    out.append(NAMES[Pieces.type(position.board().cells[from])]);
    if (MoveCode.isPromotion(code)) {
      out.append('成');
    } else if (position.isLegalCode(code | MoveCode.PROMOTION)) {
      out.append("不成");
    }
    return out.append('(').append(Csa.square(from)).append(')').toString();
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
        if (code == Pieces.EMPTY) {
          out.append(" ・");
        } else {
          out.append(Pieces.color(code) == 0 ? ' ' : 'v').append(DIAGRAM.charAt(Pieces.type(code)));
        }
      }
      out.append('|').append(RANKS.charAt(rank)).append('\n');
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
    for (int type = Pieces.ROOK; type >= Pieces.PAWN; type--) {
      int count = board.hands[color * 8 + type];
      if (count > 0) {
        out.append(DIAGRAM.charAt(type)).append(count > 1 ? number(count) : "").append('　');
      }
    }
    return out.length() == 0 ? "なし" : out.toString();
  }

  /** A count from 1 to 18 in kanji. */
  private static String number(int n) {
    String units = n % 10 == 0 ? "" : String.valueOf(RANKS.charAt(n % 10 - 1));
    return n >= 10 ? "十" + units : units;
  }

  /** Reads one KIF text, line by line. */
  private static final class KifReader {
    private final Shogi game;
    private final String text;
    private String senteName;
    private String goteName;
    private final Map<String, String> headers = new LinkedHashMap<>();
    private Handicap handicap;
    private boolean otherHandicap; // 手合割：その他
    private final Setup setup;
    private int ranks; // board diagram ranks read
    private int diagramAt = -1; // where the diagram starts
    private boolean[] handGiven = new boolean[2];
    private int side = -1;
    private int ply; // 手数＝, the moves played before the diagram
    private GameRecord<ShogiPosition, Move> record; // set when the moves start
    private int previousTo = -1;
    private String endWord;

    KifReader(Shogi game, String text) {
      this.game = game;
      this.text = text;
      this.setup = new Setup(game);
    }

    private NotationException error(String problem, int at) {
      return new NotationException(problem, text, at);
    }

    Kifu read() {
      int start = text.startsWith("\uFEFF") ? 1 : 0;
      while (start <= text.length()) {
        int end = text.indexOf('\n', start);
        if (end < 0) {
          end = text.length();
        }
        int stop = end;
        while (stop > start && isBlank(text.charAt(stop - 1))) {
          stop--;
        }
        int carriageReturn = Csa.indexOf(text, '\r', start, stop);
        if (carriageReturn >= 0) {
          throw error("a carriage return inside a line", carriageReturn);
        }
        if (!line(start, stop)) {
          break;
        }
        start = end + 1;
      }
      if (record == null) {
        startMoves(text.length());
      }
      return Kifu.of(
          record, senteName == null ? "" : senteName, goteName == null ? "" : goteName, headers);
    }

    private static boolean isBlank(char c) {
      return c == ' ' || c == '\t' || c == '\r' || c == '　';
    }

    /** Reads a line; returns false to stop reading (a variation starts). */
    private boolean line(int start, int end) {
      String line = text.substring(start, end);
      int indent = 0;
      while (indent < line.length() && isBlank(line.charAt(indent))) {
        indent++;
      }
      String body = line.substring(indent);
      if (body.isEmpty()
          || body.startsWith("#")
          || body.startsWith("*")
          || body.startsWith("&")
          || body.startsWith("まで")) {
        return true;
      }
      if (body.startsWith("変化：") || body.startsWith("変化:")) {
        return false;
      }
      boolean numbered = isDigit(body.charAt(0));
      if (record == null) {
        if (body.startsWith("手数----")) {
          startMoves(start);
          return true;
        }
        if (!numbered) {
          header(body, start + indent);
          return true;
        }
        startMoves(start);
      }
      if (!numbered) {
        throw error("expected a numbered move line such as '   1 ７六歩(77)'", start);
      }
      moveLine(line, start, indent);
      return true;
    }

    /** Reads a line of the header or the board diagram, without its indentation. */
    private void header(String line, int start) {
      if (line.startsWith("|")) {
        rank(line, start);
      } else if (line.startsWith("+-") || line.startsWith("９")) {
        frame(start); // the frame, or the file numbers above the board
      } else if (line.equals("先手番") || line.equals("下手番")) {
        side = 0;
      } else if (line.equals("後手番") || line.equals("上手番")) {
        side = 1;
      } else if (line.startsWith("手数＝") || line.startsWith("手数=")) {
        ply = movesBefore(line, start);
      } else {
        int wide = line.indexOf('：');
        int ascii = line.indexOf(':');
        int colon = wide < 0 || ascii >= 0 && ascii < wide ? ascii : wide;
        String key = colon < 0 ? "" : line.substring(0, colon).strip();
        if (key.isEmpty()) {
          throw error("expected a header line such as '先手：name' or a move line", start);
        }
        entry(key, line.substring(colon + 1).strip(), start, colon);
      }
    }

    private void frame(int start) {
      if (diagramAt < 0) {
        diagramAt = start;
      }
    }

    private int movesBefore(String line, int start) {
      int at = 3;
      long n = 0;
      while (at < line.length() && isDigit(line.charAt(at)) && n <= Sfen.MAX_MOVE_NUMBER) {
        n = n * 10 + line.charAt(at) - '0';
        at++;
      }
      if (at == 3 || n >= Sfen.MAX_MOVE_NUMBER) {
        throw error("expected the number of moves played after 手数＝", start + 3);
      }
      return (int) n;
    }

    private void entry(String key, String value, int start, int colon) {
      switch (key) {
        case "手合割" -> {
          if (value.equals("その他")) {
            otherHandicap = true;
          } else {
            handicap =
                Handicap.ofJapaneseName(value)
                    .orElseThrow(
                        () -> error("unknown handicap " + Sfen.quote(value), start + colon + 1));
          }
        }
        case "先手", "下手" -> senteName = value;
        case "後手", "上手" -> goteName = value;
        case "先手の持駒", "下手の持駒" -> hand(0, value, start + colon + 1);
        case "後手の持駒", "上手の持駒" -> hand(1, value, start + colon + 1);
        default -> headers.put(key, value);
      }
    }

    private void hand(int color, String value, int at) {
      if (handGiven[color]) {
        throw error("the pieces in hand of " + SetupCheck.side(color) + " are given twice", at);
      }
      handGiven[color] = true;
      frame(at);
      if (value.equals("なし")) {
        return;
      }
      int offset = Math.max(at, text.indexOf(value, at));
      int i = 0;
      while (i < value.length()) {
        char c = value.charAt(i);
        if (isBlank(c)) {
          i++;
          continue;
        }
        int type = DIAGRAM.indexOf(c);
        if (type < Pieces.PAWN || type >= Pieces.KING) {
          throw error("expected a piece in hand (飛 角 金 銀 桂 香 歩), not '" + c + "'", offset + i);
        }
        i++;
        int count = 0;
        if (i < value.length() && value.charAt(i) == '十') {
          count = 10;
          i++;
        }
        if (i < value.length() && RANKS.indexOf(value.charAt(i)) >= 0) {
          count += RANKS.indexOf(value.charAt(i)) + 1;
          i++;
        }
        setup.addToHand(color, type, Math.max(count, 1));
      }
    }

    private void rank(String line, int start) {
      frame(start);
      if (ranks == 9) {
        throw error("the board has more than 9 ranks", start);
      }
      if (line.length() < 20 || line.charAt(19) != '|') {
        throw error("a rank is '|', nine cells of two characters and '|'", start);
      }
      for (int column = 0; column < 9; column++) {
        int at = 1 + 2 * column;
        char owner = line.charAt(at);
        char piece = line.charAt(at + 1);
        if (piece == '・' && (owner == ' ' || owner == 'v')) {
          continue;
        }
        int type = DIAGRAM.indexOf(piece);
        if (type < 0 || piece == ' ') {
          type = aliasType(piece);
        }
        if (owner != ' ' && owner != 'v' || type <= 0) {
          throw error(
              "a cell is ' ・', or ' ' (sente) or 'v' (gote) and a piece such as 香, not '"
                  + owner
                  + piece
                  + "'",
              start + at);
        }
        setup.put(Geometry.square(ranks, column), owner == ' ' ? 0 : 1, type);
      }
      ranks++;
    }

    private static int aliasType(char c) {
      return c == '王' ? Pieces.KING : c == '竜' ? Pieces.DRAGON : 0;
    }

    /** The start position is complete: makes the record that the moves extend. */
    private void startMoves(int at) {
      ShogiPosition start;
      if (diagramAt >= 0) {
        if (ranks != 9) {
          throw error("the board diagram has " + ranks + " ranks, not 9", at);
        }
        start = setup.finish(side < 0 ? 0 : side, ply);
      } else if (side >= 0 || ply != 0) {
        throw error("the side to move or the move number is given without a board diagram", at);
      } else if (otherHandicap) {
        throw error("手合割：その他 needs a board diagram", at);
      } else {
        start = handicap == null ? game.start() : handicap.position(game);
      }
      record = GameRecord.start(game, start);
    }

    private void moveLine(String line, int start, int indent) {
      int i = indent;
      long number = 0;
      while (i < line.length() && isDigit(line.charAt(i)) && number <= Integer.MAX_VALUE) {
        number = number * 10 + line.charAt(i) - '0';
        i++;
      }
      if (endWord != null) {
        throw error("nothing may follow the end of the game (" + endWord + ")", start + indent);
      }
      int expected = record.ply() + 1;
      if (number != expected) {
        throw error("expected move number " + expected, start + indent);
      }
      if (i == line.length() || !isBlank(line.charAt(i))) {
        throw error("expected a space after the move number", start + i);
      }
      while (i < line.length() && isBlank(line.charAt(i))) {
        i++;
      }
      for (Map.Entry<String, Ending> word : WORDS.entrySet()) {
        if (line.startsWith(word.getKey(), i)) {
          rest(line, start, i + word.getKey().length());
          try {
            record = word.getValue().apply(record);
          } catch (IllegalMoveException e) {
            throw error(word.getKey() + ": " + e.getMessage(), start + i);
          }
          endWord = word.getKey();
          return;
        }
      }
      if (record.isOver()) {
        throw error(
            "move "
                + expected
                + " follows the end of the game ("
                + record.outcome().orElseThrow()
                + ")",
            start + i);
      }
      int code = move(line, start, i, expected);
      ShogiPosition now = record.current();
      if (!now.isLegalCode(code)) {
        throw error("move " + expected + ": " + Refusals.why(now, code), start + i);
      }
      record = record.play(Move.ofCode(code));
      previousTo = MoveCode.to(code);
    }

    /** Checks that nothing, or blanks and the time, or the variation mark {@code +} follow. */
    private void rest(String line, int start, int i) {
      if (i < line.length() && !isBlank(line.charAt(i)) && line.charAt(i) != '+') {
        throw error("unexpected text after the move", start + i);
      }
    }

    private int move(String line, int start, int i, int n) {
      int begin = i;
      int to;
      if (line.charAt(i) == '同') {
        if (previousTo < 0) {
          throw error("'同' (same square) but there is no previous move", start + i);
        }
        to = previousTo;
        i++;
        if (i < line.length() && isBlank(line.charAt(i))) {
          i++;
        }
      } else {
        if (i + 2 > line.length()) {
          throw error("expected a destination such as ７六 or 同", start + i);
        }
        int file = FILES.indexOf(line.charAt(i));
        if (file < 0) {
          file = "123456789".indexOf(line.charAt(i));
        }
        int rank = RANKS.indexOf(line.charAt(i + 1));
        if (file < 0) {
          throw error("expected a file digit １ to ９ or 同, not '" + line.charAt(i) + "'", start + i);
        }
        if (rank < 0) {
          throw error("expected a rank 一 to 九, not '" + line.charAt(i + 1) + "'", start + i + 1);
        }
        to = Geometry.square(rank, 8 - file);
        i += 2;
      }
      int type = 0;
      for (int t = NAMES.length - 1; t > 0 && type == 0; t--) {
        if (!NAMES[t].isEmpty() && line.startsWith(NAMES[t], i)) {
          type = t;
        }
      }
      if (type == 0 && i < line.length()) {
        type = DIAGRAM.indexOf(line.charAt(i)) > Pieces.KING ? DIAGRAM.indexOf(line.charAt(i)) : 0;
        if (type == 0) {
          type = aliasType(line.charAt(i));
        }
        i += type == 0 ? 0 : 1;
      } else {
        i += NAMES[type].length();
      }
      if (type == 0) {
        throw error("expected a piece such as 歩 or 成銀", start + i);
      }
      boolean promote = false;
      if (line.startsWith("不成", i)) {
        i += 2;
      } else if (line.startsWith("成", i)) {
        promote = true;
        i++;
      }
      boolean drop = line.startsWith("打", i);
      if (drop) {
        i++;
      }
      int from = -1;
      if (!drop && i < line.length() && line.charAt(i) == '(') {
        if (i + 4 > line.length() || line.charAt(i + 3) != ')') {
          throw error("the origin is two digits in parentheses, such as (77)", start + i);
        }
        char file = line.charAt(i + 1);
        char rank = line.charAt(i + 2);
        if (file < '1' || file > '9' || rank < '1' || rank > '9') {
          throw error("the origin is two digits 1 to 9, such as (77)", start + i + 1);
        }
        from = Geometry.square(rank - '1', '9' - file);
        i += 4;
      }
      rest(line, start, i);
      return code(n, type, to, from, promote, start + begin);
    }

    private int code(int n, int type, int to, int from, boolean promote, int at) {
      ShogiPosition now = record.current();
      if (from < 0) {
        if (type >= Pieces.KING || promote) {
          throw error("move " + n + ": a drop puts an unpromoted piece other than the king", at);
        }
        return MoveCode.drop(type, to);
      }
      int piece = now.board().cells[from];
      if (piece == Pieces.EMPTY || Pieces.color(piece) != now.board().side) {
        throw error(
            "move "
                + n
                + ": "
                + SetupCheck.side(now.board().side)
                + " has no piece on "
                + Csa.square(from),
            at);
      }
      if (Pieces.type(piece) != type) {
        throw error(
            "move "
                + n
                + ": the piece on "
                + Csa.square(from)
                + " is "
                + NAMES[Pieces.type(piece)]
                + ", not "
                + NAMES[type],
            at);
      }
      if (from == to) {
        throw error("move " + n + " does not leave its square", at);
      }
      return MoveCode.ofBoardMove(from, to, promote);
    }
  }
}
