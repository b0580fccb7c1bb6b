package io.github.plateau.shogi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.NotationException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads and writes game records in the CSA standard format, version 2.2.
 *
 * <p>A record is: the version {@code V2.2} (V2 and V2.1 are read too), the names {@code N+} and
 * {@code N-}, information lines {@code $KEY:value}, the start position, the side to move alone on a
 * line ({@code +} sente, {@code -} gote), then the moves ({@code +7776FU}: side, origin, {@code 00}
 * for a drop, destination, and the piece after the move, so that a promotion names the promoted
 * piece) and at most one special move. Lines starting with {@code '} are comments; {@code T} time
 * statements are skipped; a line may hold several statements separated by {@code ','}.
 *
 * <p>The start position is {@code PI} (the even position) followed by removed pieces, such as
 * {@code PI82HI22KA}; or the ranks {@code P1} to {@code P9}, nine cells each ({@code " * "} or a
 * side and a piece name, {@code -KY}); and {@code P+}/{@code P-} lines putting pieces of a side on
 * squares ({@code P+63TO}) or in hand ({@code P-00KA}, {@code 00AL} for all the pieces left). CSA
 * has no move number: records start at ply 0. Several records separated by lines {@code /} are read
 * by {@link #readAll}.
 *
 * <p>Special moves and the outcome they give, the side meant being the side to move: {@code %TORYO}
 * resigns ({@code RESIGNATION}); {@code %TSUMI} says it is checkmated (the position must be mate);
 * {@code %SENNICHITE} a repetition (a draw, unless the repetition rules already ended the game);
 * {@code %TIME_UP} and {@code %ILLEGAL_MOVE} lose, {@code %+ILLEGAL_ACTION} makes sente lose and
 * {@code %-ILLEGAL_ACTION} gote ({@code ADJUDICATION}); {@code %JISHOGI} impasse (a draw by {@code
 * IMPASSE}, or counted when the game is played under {@code impasse=24}); {@code %KACHI} declares a
 * win ({@code DECLARATION}; checked when the game is played under {@code impasse=27}); {@code
 * %HIKIWAKE} a draw ({@code ADJUDICATION}); {@code %MAX_MOVES} a draw by {@code MOVE_LIMIT}; {@code
 * %CHUDAN}, {@code %MATTA}, {@code %FUZUMI} and {@code %ERROR} stop the record without a result.
 *
 * <p>The writer writes {@code PI} when the start is the even position less some pieces, the ranks
 * otherwise, and the special move that gives back the record's outcome; when V2.2 has none (a
 * resignation by the side not to move, a draw by move limit), the one that gives the same winner.
 * Headers that are not CSA keys are written as comments.
 */
public final class Csa {
  /** The CSA names of the piece types, by type code (13, a promoted gold, has none). */
  private static final String[] NAMES = {
    "", "FU", "KY", "KE", "GI", "KI", "KA", "HI", "OU", "TO", "NY", "NK", "NG", "", "UM", "RY"
  };

  private static final Map<String, Ending> SPECIALS = new LinkedHashMap<>();

  static {
    SPECIALS.put("%TORYO", Ending.RESIGN);
    SPECIALS.put("%TSUMI", Ending.MATE);
    SPECIALS.put("%SENNICHITE", Ending.REPETITION);
    SPECIALS.put("%JISHOGI", Ending.IMPASSE);
    SPECIALS.put("%KACHI", Ending.DECLARATION);
    SPECIALS.put("%HIKIWAKE", Ending.DRAW);
    SPECIALS.put("%ILLEGAL_MOVE", Ending.FOUL_LOSS);
    SPECIALS.put("%+ILLEGAL_ACTION", Ending.SENTE_FOUL);
    SPECIALS.put("%-ILLEGAL_ACTION", Ending.GOTE_FOUL);
    SPECIALS.put("%TIME_UP", Ending.TIME_UP);
    SPECIALS.put("%MAX_MOVES", Ending.MOVE_LIMIT);
    SPECIALS.put("%CHUDAN", Ending.STOP);
    SPECIALS.put("%MATTA", Ending.STOP);
    SPECIALS.put("%FUZUMI", Ending.STOP);
    SPECIALS.put("%ERROR", Ending.STOP);
  }

  /** The endings the writer uses, in order of preference, with their words. */
  private static final List<Ending> WRITTEN =
      List.of(
          Ending.MATE,
          Ending.RESIGN,
          Ending.REPETITION,
          Ending.IMPASSE,
          Ending.DECLARATION,
          Ending.TIME_UP,
          Ending.FOUL_LOSS,
          Ending.SENTE_FOUL,
          Ending.GOTE_FOUL,
          Ending.DRAW);

  private static final Shogi STANDARD = new Shogi();

  private Csa() {}

  /**
   * Reads a record of standard shogi.
   *
   * @param text the CSA text
   * @return the record with its names and information lines
   * @throws NotationException if the text is not CSA, or a move is not legal or a special move
   *     contradicts the position; the offset points to the problem
   * @throws io.github.plateau.core.IllegalPositionException if the start position cannot exist
   */
  public static Kifu read(String text) {
    return read(STANDARD, text);
  }

  /**
   * Reads a record of a game under given rules (ply limit, impasse rule).
   *
   * @param game the game
   * @param text the CSA text
   * @return the record with its names and information lines
   * @throws NotationException if the text is not CSA, a move is not legal or follows the end of the
   *     game, or a special move contradicts the position; the offset points to the problem
   * @throws io.github.plateau.core.IllegalPositionException if the start position cannot exist
   * @throws IllegalArgumentException if the game is null
   */
  public static Kifu read(Shogi game, String text) {
    checkArgument(game != null, "game is null");
    checkArgument(text != null, "text is null");
    return new CsaReader(game, text, 0, text.length()).read();
  }

  /**
   * Reads the records of a text in which lines holding only {@code /} separate them.
   *
   * @param game the game
   * @param text the CSA text
   * @return the records, in order; a blank part after the last separator is left out
   * @throws NotationException if a record is not CSA, a move is not legal or follows the end of the
   *     game, or a special move contradicts the position; the offset points into the whole text
   * @throws io.github.plateau.core.IllegalPositionException if a start position cannot exist
   * @throws IllegalArgumentException if the game is null
   */
  public static List<Kifu> readAll(Shogi game, String text) {
    checkArgument(game != null, "game is null");
    checkArgument(text != null, "text is null");
    List<Kifu> kifus = new ArrayList<>();
    int from = 0;
    int start = 0;
    while (start <= text.length()) {
      int end = text.indexOf('\n', start);
      if (end < 0) {
        end = text.length();
      }
      if (text.substring(start, end).strip().equals("/")) {
        kifus.add(new CsaReader(game, text, from, start).read());
        from = end + 1;
      }
      start = end + 1;
    }
    if (from == 0 || from < text.length() && !text.substring(from).isBlank()) {
      kifus.add(new CsaReader(game, text, Math.min(from, text.length()), text.length()).read());
    }
    return List.copyOf(kifus);
  }

  /**
   * Writes a record without names.
   *
   * @param record a game of shogi
   * @return the CSA text, one statement a line, each line ending with a line feed
   * @throws IllegalArgumentException if the record is null or not of a {@link Shogi} game
   */
  public static String write(GameRecord<ShogiPosition, Move> record) {
    return write(Kifu.of(record));
  }

  /**
   * Writes a record with its names and headers.
   *
   * @param kifu the record
   * @return the CSA text, one statement a line, each line ending with a line feed
   * @throws IllegalArgumentException if the kifu is null
   */
  public static String write(Kifu kifu) {
    checkArgument(kifu != null, "kifu is null");
    StringBuilder out = new StringBuilder("V2.2\n");
    if (!kifu.senteName().isEmpty()) {
      out.append("N+").append(kifu.senteName()).append('\n');
    }
    if (!kifu.goteName().isEmpty()) {
      out.append("N-").append(kifu.goteName()).append('\n');
    }
    kifu.headers()
        .forEach(
            (key, value) -> {
              String csaKey = HeaderKeys.toCsa(key);
              out.append(isInfoKey(csaKey) ? "$" : "'")
                  .append(csaKey)
                  .append(':')
                  .append(value)
                  .append('\n');
            });
    GameRecord<ShogiPosition, Move> record = kifu.record();
    ShogiPosition position = record.startPosition();
    writePosition(position.board(), out);
    for (Move move : record.moves()) {
      out.append(move(position, move.code())).append('\n');
      position = position.play(move);
    }
    Optional<Ending> ending = Ending.of(record, WRITTEN);
    ending.ifPresent(e -> out.append(word(e)).append('\n'));
    return out.toString();
  }

  /**
   * Where a character first occurs in {@code text[from, to)}, or -1: a search bounded by the line,
   * so that reading a text costs linear time.
   */
  static int indexOf(String text, char c, int from, int to) {
    for (int i = from; i < to; i++) {
      if (text.charAt(i) == c) {
        return i;
      }
    }
    return -1;
  }

  static boolean isInfoKey(String key) {
    if (key.isEmpty()) {
      return false;
    }
    for (int i = 0; i < key.length(); i++) {
      char c = key.charAt(i);
      if (!(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_')) {
        return false;
      }
    }
    return true;
  }

  private static String word(Ending ending) {
    for (Map.Entry<String, Ending> entry : SPECIALS.entrySet()) {
      if (entry.getValue() == ending) {
        return entry.getKey();
      }
    }
    throw new IllegalStateException("no CSA word for " + ending);
  }

  /** A move as CSA writes it, in the position where it is played. */
  static String move(ShogiPosition position, int code) {
    Board board = position.board();
    int to = MoveCode.to(code);
    StringBuilder out = new StringBuilder(7).append(board.side == 0 ? '+' : '-');
    int type;
    if (MoveCode.isDrop(code)) {
      out.append("00");
      type = MoveCode.droppedType(code);
    } else {
      int from = MoveCode.from(code);
      out.append(Csa.square(from));
      type = Pieces.type(board.cells[from]) + (MoveCode.isPromotion(code) ? Pieces.PROMOTION : 0);
    }
    return out.append(square(to)).append(NAMES[type]).toString();
  }

  /** A square as CSA writes it: file digit then rank digit, {@code 77}. */
  static String square(int index) {
    Square square = Square.ofIndex(index);
    return "" + square.file() + square.rank();
  }

  private static void writePosition(Board board, StringBuilder out) {
    Board even = STANDARD.start().board();
    StringBuilder removed = new StringBuilder();
    boolean fromEven = true;
    for (int s = 0; s < Geometry.SQUARES && fromEven; s++) {
      if (board.cells[s] != even.cells[s]) {
        fromEven = board.cells[s] == Pieces.EMPTY;
        removed.append(square(s)).append(NAMES[Pieces.type(even.cells[s])]);
      }
    }
    for (int i = 0; i < board.hands.length && fromEven; i++) {
      fromEven = board.hands[i] == 0;
    }
    if (fromEven) {
      out.append("PI").append(removed).append('\n');
    } else {
      for (int rank = 0; rank < 9; rank++) {
        out.append('P').append(rank + 1);
        for (int column = 0; column < 9; column++) {
          int code = board.cells[Geometry.square(rank, column)];
          out.append(
              code == Pieces.EMPTY
                  ? " * "
                  : (Pieces.color(code) == 0 ? "+" : "-") + NAMES[Pieces.type(code)]);
        }
        out.append('\n');
      }
      for (int color = 0; color < 2; color++) {
        StringBuilder hand = new StringBuilder();
        for (int type = Pieces.ROOK; type >= Pieces.PAWN; type--) {
          for (int n = 0; n < board.hands[color * 8 + type]; n++) {
            hand.append("00").append(NAMES[type]);
          }
        }
        if (hand.length() > 0) {
          out.append(color == 0 ? "P+" : "P-").append(hand).append('\n');
        }
      }
    }
    out.append(board.side == 0 ? "+" : "-").append('\n');
  }

  /** The type of a CSA piece name, or 0. */
  static int type(String name) {
    for (int type = 1; type < NAMES.length; type++) {
      if (!NAMES[type].isEmpty() && NAMES[type].equals(name)) {
        return type;
      }
    }
    return 0;
  }

  static Ending special(String word) {
    return SPECIALS.get(word);
  }

  /** Reads one CSA text: a state machine over its statements. */
  private static final class CsaReader {
    private final Shogi game;
    private final String text;
    private final int from; // the part of the text to read
    private final int to;
    private String senteName;
    private String goteName;
    private final Map<String, String> headers = new LinkedHashMap<>();
    private boolean seenAnything; // a statement other than a comment
    private boolean positionGiven; // a PI or P line
    private boolean evenGiven; // PI
    private final boolean[] ranksGiven = new boolean[9];
    private boolean allGiven; // 00AL
    private boolean positionStarted; // any P line
    private final Setup setup;
    private GameRecord<ShogiPosition, Move> record; // set by the side-to-move line
    private String special; // the special move read, after which nothing may follow

    CsaReader(Shogi game, String text, int from, int to) {
      this.game = game;
      this.text = text;
      this.from = from;
      this.to = to;
      this.setup = new Setup(game);
    }

    Kifu read() {
      int start = text.startsWith("\uFEFF", from) ? from + 1 : from;
      while (start <= to) {
        int end = text.indexOf('\n', start);
        if (end < 0 || end > to) {
          end = to;
        }
        int stop = end;
        while (stop > start && isBlank(text.charAt(stop - 1))) {
          stop--;
        }
        int carriageReturn = indexOf(text, '\r', start, stop);
        if (carriageReturn >= 0) {
          throw error("a carriage return inside a line", carriageReturn);
        }
        line(start, stop);
        start = end + 1;
      }
      if (record == null) {
        throw error("no side to move: a line '+' or '-' must follow the start position", to);
      }
      return Kifu.of(
          record, senteName == null ? "" : senteName, goteName == null ? "" : goteName, headers);
    }

    private static boolean isBlank(char c) {
      return c == ' ' || c == '\t' || c == '\r';
    }

    private NotationException error(String problem, int at) {
      return new NotationException(problem, text, at);
    }

    private void line(int start, int end) {
      if (start == end || text.charAt(start) == '\'') {
        return;
      }
      char first = text.charAt(start);
      if (first == '/' && end == start + 1) {
        throw error("'/' separates several records: read them with Csa.readAll", start);
      }
      if (first == 'N' || first == '$' || first == 'V') {
        header(start, end);
        return;
      }
      int at = start;
      while (at <= end) {
        int comma = indexOf(text, ',', at, end);
        int stop = comma < 0 ? end : comma;
        while (at < stop && isBlank(text.charAt(at))) {
          at++;
        }
        int trimmed = stop;
        while (trimmed > at && isBlank(text.charAt(trimmed - 1))) {
          trimmed--;
        }
        if (trimmed > at) {
          if (text.charAt(at) == '\'') {
            return; // a comment ends the line
          }
          statement(at, trimmed);
        }
        at = stop + 1;
      }
    }

    private void header(int start, int end) {
      String line = text.substring(start, end);
      if (positionStarted || record != null) {
        throw error("'" + line.charAt(0) + "' lines come before the start position", start);
      }
      if (line.charAt(0) == 'V') {
        if (seenAnything) {
          throw error("the version must be the first line", start);
        }
        if (!line.equals("V2") && !line.equals("V2.1") && !line.equals("V2.2")) {
          throw error(
              "unknown version " + Sfen.quote(line) + " (this reader knows V2, V2.1 and V2.2)",
              start);
        }
      } else if (line.charAt(0) == 'N') {
        if (line.length() < 2 || line.charAt(1) != '+' && line.charAt(1) != '-') {
          throw error("expected N+ or N- and a name", start);
        }
        boolean sente = line.charAt(1) == '+';
        if ((sente ? senteName : goteName) != null) {
          throw error((sente ? "sente" : "gote") + "'s name is given twice", start);
        }
        if (sente) {
          senteName = line.substring(2);
        } else {
          goteName = line.substring(2);
        }
      } else {
        int colon = line.indexOf(':');
        if (colon < 0) {
          throw error("expected ':' after the key of an information line", end);
        }
        String key = line.substring(1, colon);
        if (!isInfoKey(key)) {
          throw error("the key of an information line is made of A-Z, 0-9 and '_'", start + 1);
        }
        if (headers.containsKey(key)) {
          throw error("the information " + Sfen.quote(key) + " is given twice", start);
        }
        headers.put(key, line.substring(colon + 1));
      }
      seenAnything = true;
    }

    private void statement(int start, int end) {
      String s = text.substring(start, end);
      seenAnything = true;
      char first = s.charAt(0);
      if (record == null) {
        if (s.equals("+") || s.equals("-")) {
          record = GameRecord.start(game, setup.finish(first == '+' ? 0 : 1, 0));
        } else if (first == 'P') {
          position(s, start);
        } else if (first == '+' || first == '-' || first == '%') {
          throw error("a move before the side to move: a line '+' or '-' must come first", start);
        } else {
          throw error("unexpected " + describe(s) + " in the start position", start);
        }
        return;
      }
      if (first == 'T') {
        for (int i = 1; i < s.length(); i++) {
          char c = s.charAt(i);
          if (!(c >= '0' && c <= '9' || c == '.')) {
            throw error("a time is T and the seconds spent", start + i);
          }
        }
        return;
      }
      if (first != '+' && first != '-' && first != '%') {
        throw error(
            "expected a move such as +7776FU, a special move such as %TORYO or a time, not "
                + describe(s),
            start);
      }
      if (special != null) {
        throw error("nothing but times and comments may follow " + special, start);
      }
      int n = record.ply() + 1;
      if (first == '%') {
        Ending ending = special(s);
        if (ending == null) {
          throw error("unknown special move " + describe(s), start);
        }
        try {
          record = ending.apply(record);
        } catch (IllegalMoveException e) {
          throw error(s + ": " + e.getMessage(), start);
        }
        special = s;
        return;
      }
      if (record.isOver()) {
        throw error(
            "move " + n + " follows the end of the game (" + record.outcome().orElseThrow() + ")",
            start);
      }
      int code = moveCode(s, start, n);
      ShogiPosition now = record.current();
      if (!now.isLegalCode(code)) {
        throw error("move " + n + ": " + Refusals.why(now, code), start);
      }
      record = record.play(Move.ofCode(code));
    }

    private static String describe(String s) {
      return Sfen.quote(s);
    }

    /** The code of a move statement such as {@code +7776FU}; the caller checks its legality. */
    private int moveCode(String s, int start, int n) {
      if (s.length() != 7) {
        throw error(
            "a move is a side, two squares and a piece, such as +7776FU, not " + describe(s),
            start);
      }
      ShogiPosition now = record.current();
      int mover = s.charAt(0) == '+' ? 0 : 1;
      if (mover != now.board().side) {
        throw error(
            "move "
                + n
                + " is "
                + SetupCheck.side(mover)
                + "'s, but "
                + SetupCheck.side(now.board().side)
                + " is to move",
            start);
      }
      int to = readSquare(s.substring(3, 5), start + 3);
      int type = pieceType(s.substring(5), start + 5);
      if (s.charAt(1) == '0' && s.charAt(2) == '0') {
        if (type >= Pieces.KING) {
          throw error("a dropped piece is FU, KY, KE, GI, KI, KA or HI", start + 5);
        }
        return MoveCode.drop(type, to);
      }
      int from = readSquare(s.substring(1, 3), start + 1);
      int piece = now.board().cells[from];
      if (piece == Pieces.EMPTY || Pieces.color(piece) != mover) {
        throw error(
            "move " + n + ": " + SetupCheck.side(mover) + " has no piece on " + Csa.square(from),
            start + 1);
      }
      int before = Pieces.type(piece);
      boolean promote = type != before;
      if (promote && !(Pieces.promotable(before) && type == before + Pieces.PROMOTION)) {
        throw error(
            "move "
                + n
                + ": the piece on "
                + Csa.square(from)
                + " is "
                + NAMES[before]
                + ", which cannot become "
                + NAMES[type],
            start + 5);
      }
      if (from == to) {
        throw error("move " + n + " does not leave its square", start + 3);
      }
      return MoveCode.ofBoardMove(from, to, promote);
    }

    /** Reads a square's two digits, {@code at} being their offset in the text. */
    private int readSquare(String digits, int at) {
      char file = digits.charAt(0);
      char rank = digits.charAt(1);
      if (file < '1' || file > '9') {
        throw error("expected a file digit 1 to 9, not '" + file + "'", at);
      }
      if (rank < '1' || rank > '9') {
        throw error("expected a rank digit 1 to 9, not '" + rank + "'", at + 1);
      }
      return Geometry.square(rank - '1', '9' - file);
    }

    private int pieceType(String name, int at) {
      int type = type(name);
      if (type == 0) {
        throw error("unknown piece '" + name + "' (FU KY KE GI KI KA HI OU TO NY NK NG UM RY)", at);
      }
      return type;
    }

    private void position(String s, int start) {
      positionStarted = true;
      if (s.startsWith("PI")) {
        if (positionGiven || setupUsed()) {
          throw error("PI must be the only start position and come first", start);
        }
        evenPosition(s, start);
        positionGiven = true;
        evenGiven = true;
      } else if (s.length() >= 2 && s.charAt(1) >= '1' && s.charAt(1) <= '9') {
        if (evenGiven) {
          throw error("rank lines P1 to P9 cannot follow PI", start);
        }
        rank(s, start);
        positionGiven = true;
      } else if (s.startsWith("P+") || s.startsWith("P-")) {
        pieces(s, start);
      } else {
        throw error("expected PI, P1 to P9, P+ or P-, not " + describe(s), start);
      }
    }

    private boolean setupUsed() {
      for (int s = 0; s < Geometry.SQUARES; s++) {
        if (!setup.isEmpty(s)) {
          return true;
        }
      }
      for (int type = Pieces.PAWN; type < Pieces.KING; type++) {
        if (setup.used(type) > 0) {
          return true;
        }
      }
      return false;
    }

    private void evenPosition(String s, int start) {
      Board even = STANDARD.start().board();
      boolean[] removed = new boolean[Geometry.SQUARES];
      for (int i = 2; i < s.length(); i += 4) {
        if (i + 4 > s.length()) {
          throw error("a removed piece is a square and a piece name, such as 82HI", start + i);
        }
        int square = readSquare(s.substring(i, i + 2), start + i);
        String name = s.substring(i + 2, i + 4);
        int code = even.cells[square];
        if (code == Pieces.EMPTY || !NAMES[Pieces.type(code)].equals(name)) {
          throw error(
              "there is no " + name + " on " + Csa.square(square) + " in the even position",
              start + i);
        }
        if (removed[square]) {
          throw error(Csa.square(square) + " is removed twice", start + i);
        }
        removed[square] = true;
      }
      for (int square = 0; square < Geometry.SQUARES; square++) {
        int code = even.cells[square];
        if (code != Pieces.EMPTY && !removed[square]) {
          setup.put(square, Pieces.color(code), Pieces.type(code));
        }
      }
    }

    private void rank(String s, int start) {
      int rank = s.charAt(1) - '1';
      if (ranksGiven[rank]) {
        throw error("rank P" + (rank + 1) + " is given twice", start);
      }
      ranksGiven[rank] = true;
      StringBuilder cells = new StringBuilder(s);
      while (cells.length() < 29) {
        cells.append(' '); // writers may trim the blank after the last empty cell
      }
      if (cells.length() > 29) {
        throw error("a rank line is P, the rank and nine cells of three characters", start + 29);
      }
      for (int column = 0; column < 9; column++) {
        int at = 2 + 3 * column;
        String cell = cells.substring(at, at + 3);
        if (cell.equals(" * ")) {
          continue;
        }
        char side = cell.charAt(0);
        int type = type(cell.substring(1));
        if (side != '+' && side != '-' || type == 0) {
          throw error(
              "a cell is ' * ' or +/- and a piece name such as -KY, not '" + cell + "'",
              start + Math.min(at, s.length()));
        }
        int square = Geometry.square(rank, column);
        if (!setup.isEmpty(square)) {
          throw error(Csa.square(square) + " already holds a piece", start + at);
        }
        setup.put(square, side == '+' ? 0 : 1, type);
      }
    }

    private void pieces(String s, int start) {
      int color = s.charAt(1) == '+' ? 0 : 1;
      if (s.length() == 2) {
        throw error("expected squares and pieces after " + s, start + 2);
      }
      for (int i = 2; i < s.length(); i += 4) {
        if (i + 4 > s.length()) {
          throw error("a piece is a square (00 for the hand) and a name, such as 00KA", start + i);
        }
        String place = s.substring(i, i + 2);
        String name = s.substring(i + 2, i + 4);
        if (place.equals("00")) {
          if (name.equals("AL")) {
            all(color, start + i);
            continue;
          }
          int type = pieceType(name, start + i + 2);
          if (type >= Pieces.KING) {
            throw error("a piece in hand is FU, KY, KE, GI, KI, KA or HI", start + i + 2);
          }
          setup.addToHand(color, type, 1);
          continue;
        }
        int square = readSquare(place, start + i);
        int type = pieceType(name, start + i + 2);
        if (!setup.isEmpty(square)) {
          throw error(Csa.square(square) + " already holds a piece", start + i);
        }
        setup.put(square, color, type);
      }
    }

    private void all(int color, int at) {
      if (allGiven) {
        throw error("00AL is given twice", at);
      }
      allGiven = true;
      for (int type = Pieces.PAWN; type < Pieces.KING; type++) {
        int left = Pieces.SUPPLY[type] - setup.used(type);
        if (left > 0) {
          setup.addToHand(color, type, left);
        }
      }
    }
  }
}
