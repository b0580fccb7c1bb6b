package io.github.plateau.shogi;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.MoveRefusal;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.Reason;
import io.github.plateau.core.RecordFormat;
import io.github.plateau.core.text.EachGame;
import io.github.plateau.core.text.GameSplitter;
import io.github.plateau.core.text.LineReader;
import io.github.plateau.core.text.Quoting;
import io.github.plateau.core.text.TreeBuilder;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Reads the records of a CSA text, one after the other, separated by lines holding only {@code /}:
 * a state machine over its lines and the statements in them. Each line is looked at once, so the
 * cost is linear in the text.
 */
final class CsaReader {
  /** The first line of a CSA V3.0 file: it names the encoding and is not a comment. */
  static final String ENCODING_LINE = "'CSA encoding=";

  /**
   * The longest time statement read: the digits of the most seconds a {@code Duration} holds, so
   * that every time written reads back, and nine of fraction.
   */
  private static final int MAX_SECONDS_DIGITS = 19;

  private static final int MAX_FRACTION_DIGITS = 9;

  private final Shogi game;
  private final ReadMode mode;
  private final String text;
  // The text's next comma at or after the last place asked, -1 if there is none, -2 before the
  // first ask: String.indexOf scans fast, and the comma is looked for again only once passed, O(n)
  // for the text. Asked only at rising offsets (the lines are read in order).
  private int nextComma = -2;
  private final LineReader lines;

  private CsaReader(Shogi game, String text, ReadMode mode) {
    this.game = game;
    this.mode = mode;
    this.text = text;
    this.lines = new LineReader(text);
  }

  /**
   * Reads the records of a text.
   *
   * @param single whether the text must hold one record: a second one is then refused where it
   *     starts
   */
  static List<AnnotatedRecord<ShogiPosition, Move>> read(
      Shogi game, String text, ReadMode mode, boolean single) {
    return new CsaReader(game, text, mode).readAll(single);
  }

  /** Reads each record of a text on its own: a refused one is passed over to its separator. */
  static List<RecordFormat.Entry<ShogiPosition, Move>> readEach(
      Shogi game, String text, ReadMode mode) {
    CsaReader reader = new CsaReader(game, text, mode);
    return EachGame.read(
        reader.new Records(), RecordFormat.Entry::read, RecordFormat.Entry::refused);
  }

  /**
   * Where a stream cuts a CSA text: at the first line that is not blank after a separator line,
   * where the reader starts a record afresh; not at a line that starts as the encoding line does,
   * which only the text's first line is and a later one reads as a comment.
   */
  static GameSplitter splitter() {
    return new GameSplitter() {
      private boolean separated; // a separator line, then blank lines only

      @Override
      public boolean startsGame(CharSequence line) {
        int start = 0;
        while (start < line.length() && line.charAt(start) == '\uFEFF') {
          start++; // as the line reader skips them
        }
        // read in place, no string made: only the line's first and last characters matter
        int end = line.length();
        while (end > start && isBlank(line.charAt(end - 1))) {
          end--;
        }
        boolean cut = false;
        if (separated && end > start) {
          separated = false;
          cut = !startsWith(line, start, ENCODING_LINE);
        }
        if (end == start + 1 && line.charAt(start) == '/') {
          separated = true;
        }
        return cut;
      }
    };
  }

  /**
   * Whether a line's characters from {@code start} begin with a prefix: the splitters' test (of CSA
   * and KIF), on the view of a line they are given, without making a string of it.
   */
  static boolean startsWith(CharSequence line, int start, String prefix) {
    if (line.length() - start < prefix.length()) {
      return false;
    }
    for (int i = 0; i < prefix.length(); i++) {
      if (line.charAt(start + i) != prefix.charAt(i)) {
        return false;
      }
    }
    return true;
  }

  /** The records of the text, one at a time. */
  private final class Records implements EachGame.Cursor<ShogiPosition, Move> {
    private boolean more = true;
    private boolean inRecord; // a refused record's lines up to its separator are left

    @Override
    public boolean hasNext() {
      return more;
    }

    @Override
    public AnnotatedRecord<ShogiPosition, Move> next() {
      RecordReader record = new RecordReader();
      inRecord = true;
      boolean separated = record.readLines();
      inRecord = false;
      more = separated && skipBlankLines();
      return record.finish(separated);
    }

    @Override
    public boolean skip() {
      if (inRecord) {
        inRecord = false;
        more = false;
        while (lines.hasNext() && !more) {
          String line = lines.next();
          more = line.startsWith("/") && trimmedEnd(line, 0, line.length()) == 1;
        }
        more = more && skipBlankLines();
      }
      return true;
    }
  }

  /** Whether a record follows, past blank lines: a blank part after a separator is no record. */
  private boolean skipBlankLines() {
    while (lines.hasNext() && isBlankLine(lines.peek())) {
      lines.next();
    }
    return lines.hasNext();
  }

  private List<AnnotatedRecord<ShogiPosition, Move>> readAll(boolean single) {
    List<AnnotatedRecord<ShogiPosition, Move>> records = new ArrayList<>();
    while (true) {
      RecordReader record = new RecordReader();
      boolean separated = record.readLines();
      records.add(record.finish(separated));
      if (!separated) {
        return records;
      }
      if (!skipBlankLines()) {
        return records;
      }
      if (single) {
        lines.next();
        throw lines.error(
            "a second record starts here, after a line '/': read several with Csa.FORMAT.readAll",
            0,
            0);
      }
    }
  }

  private NotationException endError(String problem) {
    return new NotationException(problem, text, text.length(), 0);
  }

  /** The first comma from {@code at} to {@code end} in the text, or -1; asked at rising offsets. */
  private int comma(int at, int end) {
    if (nextComma < at && nextComma != -1) {
      nextComma = text.indexOf(',', at);
    }
    return nextComma < end ? nextComma : -1;
  }

  /** The end of a statement without the blanks writers leave after it. */
  private static int trimmedEnd(String line, int from, int to) {
    while (to > from && isBlank(line.charAt(to - 1))) {
      to--;
    }
    return to;
  }

  /** A line of spaces and tabs only, which a record skips. */
  private static boolean isBlankLine(String line) {
    return trimmedEnd(line, 0, line.length()) == 0;
  }

  private static boolean isBlank(char c) {
    return c == ' ' || c == '\t';
  }

  /** A move the rules refuse, kept until the file says whether it ends the game as a foul. */
  private record Foul(
      String text, int offset, int ply, MoveRefusal reason, String problem, Color mover) {
    IllegalMoveException exception(String whole) {
      return new IllegalMoveException(reason, problem, whole, offset, ply);
    }
  }

  /** Why a move is refused: the kind, and the words. */
  private record Refused(MoveRefusal reason, String words) {}

  /** Where a record's statements have got to. */
  private enum Phase {
    HEADER,
    POSITION,
    MOVES
  }

  /** The state of one record being read. */
  private final class RecordReader {
    private final Map<String, String> headers = new LinkedHashMap<>();
    private final TreeBuilder<Move> tree = TreeBuilder.create(); // comments and times
    private int timedPly; // the last move whose time was read
    private Phase phase = Phase.HEADER;
    private boolean seenStatement; // a statement other than a comment
    private final CsaStart setup = new CsaStart(game, lines);
    // The main line, from the side-to-move line on; the record once a special move ended it.
    private GameRecord.Replay<ShogiPosition, Move> replay;
    private GameRecord<ShogiPosition, Move> record;
    // The record's current position, on which each move is tested and made: no position per ply.
    private ShogiSearchBoard board;
    private CsaSpecial special; // the special move read, after which no move may follow
    private Optional<Outcome> stated = Optional.empty();
    private Foul pendingFoul; // an illegal move read as played, waiting for its foul word
    private String foulMove;

    /**
     * Reads lines up to a separator line, returned true, or the end of the text, false. A line is
     * read in place in the text: strings are made of its comments, headers and rarer statements,
     * not of its moves and times.
     */
    boolean readLines() {
      while (lines.advance()) {
        int start = lines.start();
        int lineEnd = lines.end();
        if (lines.lineNumber() == 1 && text.startsWith(ENCODING_LINE, start)) {
          continue; // V3.0: the encoding the bytes were decoded with
        }
        if (start < lineEnd && text.charAt(start) == '\'') {
          comment(text.substring(start + 1, lineEnd));
          continue;
        }
        int end = trimmedEnd(text, start, lineEnd);
        if (end == start) {
          continue;
        }
        char first = text.charAt(start);
        if (first == '/' && end == start + 1) {
          return true;
        }
        if (first == 'V' || first == 'N' || first == '$') {
          header(lines.line(), first);
        } else {
          statements(start, end, lineEnd);
        }
      }
      return false;
    }

    private NotationException error(String problem, int column, int ply) {
      return lines.error(problem, column, ply);
    }

    /** The ply the next move would have; the record has started. */
    private int nextPly() {
      return replay.ply() + 1;
    }

    private void comment(String comment) {
      tree.comment(comment); // before the first move, the start comment
    }

    private void header(String line, char first) {
      if (phase != Phase.HEADER) {
        throw error("'" + first + "' lines come before the start position", 0, 0);
      }
      if (first == 'V') {
        if (seenStatement) {
          throw error("the version must be the first line", 0, 0);
        }
        String version = line.substring(0, trimmedEnd(line, 0, line.length()));
        if (!version.equals("V2")
            && !version.equals("V2.1")
            && !version.equals("V2.2")
            && !version.equals("V3.0")) {
          throw error(
              "unknown version "
                  + Quoting.quoted(version)
                  + " (this reader knows V2, V2.1, V2.2 and V3.0)",
              0,
              0);
        }
      } else if (first == 'N') {
        if (line.length() < 2 || line.charAt(1) != '+' && line.charAt(1) != '-') {
          throw error("expected N+ or N- and a name", 0, 0);
        }
        boolean sente = line.charAt(1) == '+';
        String key = sente ? Csa.SENTE : Csa.GOTE;
        if (headers.containsKey(key)) {
          throw error((sente ? "sente" : "gote") + "'s name is given twice", 0, 0);
        }
        headers.put(key, line.substring(2));
      } else {
        int colon = line.indexOf(':');
        if (colon < 0) {
          throw error("expected ':' after the key of an information line", line.length(), 0);
        }
        String key = line.substring(1, colon);
        if (key.isBlank()) { // a record refuses a blank header key: "$ :" names none
          throw error("expected a key between '$' and ':'", 1, 0);
        }
        if (headers.containsKey(key)) {
          throw error("the information " + Quoting.quoted(key) + " is given twice", 0, 0);
        }
        headers.put(key, line.substring(colon + 1));
      }
      seenStatement = true;
    }

    /**
     * The statements of the line from {@code start} to {@code lineEnd} in the text, blanks trimmed
     * at {@code end}, separated by commas; a comment ends the line.
     */
    private void statements(int start, int end, int lineEnd) {
      int at = start;
      while (at <= end) {
        int comma = comma(at, end);
        int stop = comma < 0 ? end : comma;
        while (at < stop && isBlank(text.charAt(at))) {
          at++;
        }
        int trimmed = trimmedEnd(text, at, stop);
        if (trimmed > at) {
          if (text.charAt(at) == '\'') {
            comment(text.substring(at + 1, lineEnd));
            return;
          }
          statement(at, trimmed, at - start);
        }
        at = stop + 1;
      }
    }

    /**
     * The statement from {@code from} to {@code to} in the text, at a column of its line: a move or
     * a time read in place, the rarer statements as strings of their own.
     */
    private void statement(int from, int to, int column) {
      seenStatement = true;
      char first = text.charAt(from);
      if (phase == Phase.MOVES && first == 'T') {
        time(from, to, column);
      } else if (phase == Phase.MOVES && (first == '+' || first == '-')) {
        if (pendingFoul != null) {
          throw pendingFoul.exception(text);
        }
        if (special != null) {
          throw error(
              "nothing but times and comments may follow " + special.word(), column, nextPly());
        }
        move(from, to, column);
      } else {
        statement(text.substring(from, to), column);
      }
    }

    private void statement(String s, int column) {
      char first = s.charAt(0);
      if (phase != Phase.MOVES) {
        if (s.equals("+") || s.equals("-")) {
          ShogiPosition start;
          try {
            start = setup.finish(first == '+' ? 0 : 1, 0);
          } catch (IllegalPositionException e) {
            throw new IllegalPositionException(
                e.reason(), e.problem(), text, lines.offset() + column);
          }
          board = start.searchBoard();
          replay =
              (mode == ReadMode.STRICT
                      ? GameRecord.start(game, start)
                      : GameRecord.asPlayed(game, start))
                  .replay(board);
          phase = Phase.MOVES;
        } else if (first == 'P') {
          setup.line(s, column, phase == Phase.POSITION);
          phase = Phase.POSITION;
        } else if (first == '+' || first == '-' || first == '%' || first == 'T') {
          throw error(
              "a move or time before the side to move: a line '+' or '-' must come first",
              column,
              0);
        } else {
          throw error("unexpected " + Quoting.quoted(s) + " in the start position", column, 0);
        }
        return;
      }
      if (first == '%') {
        special(s, column);
      } else {
        throw error(
            "expected a move such as +7776FU, a special move such as %TORYO or a time, not "
                + Quoting.quoted(s),
            column,
            nextPly());
      }
    }

    /**
     * A time statement, from {@code from} to {@code to} in the text: {@code T} and the seconds
     * spent, with a fraction in CSA V3.0.
     */
    private void time(int from, int to, int column) {
      Duration spent = duration(from, to, column);
      if (special != null || pendingFoul != null) {
        return; // the time of a special or foul move, which the record does not keep
      }
      int ply = replay.ply();
      if (ply == 0) {
        throw error("a time follows the move it was spent on; there is no move yet", column, 0);
      }
      if (timedPly == ply) {
        throw error("the time of move " + ply + " is given twice", column, ply);
      }
      timedPly = ply;
      tree.time(spent);
    }

    private Duration duration(int from, int to, int column) {
      int dot = Csa.indexOf(text, '.', from, to);
      int secondsEnd = dot < 0 ? to : dot;
      int secondsDigits = secondsEnd - from - 1;
      int fractionDigits = dot < 0 ? 0 : to - dot - 1;
      boolean digits = secondsDigits >= 1 && (dot < 0 || fractionDigits >= 1);
      for (int i = from + 1; i < to && digits; i++) {
        char c = text.charAt(i);
        digits = c >= '0' && c <= '9' || i == dot;
      }
      if (!digits) {
        throw error(
            "a time is T and the seconds spent, such as T12 or T12.345, not "
                + Quoting.quoted(text.substring(from, to)),
            column,
            nextPly() - 1);
      }
      long seconds = -1; // too long
      if (secondsDigits <= MAX_SECONDS_DIGITS && fractionDigits <= MAX_FRACTION_DIGITS) {
        try {
          seconds = Long.parseLong(text, from + 1, secondsEnd, 10); // digits alone, checked above
        } catch (NumberFormatException e) {
          // nineteen digits past the most a Duration holds: too long, as more digits are
        }
      }
      if (seconds < 0) {
        throw error(
            "the time " + Quoting.quoted(text.substring(from, to)) + " is too long",
            column,
            nextPly() - 1);
      }
      long nanos = 0;
      if (dot >= 0) {
        nanos = Long.parseLong(text, dot + 1, to, 10);
        for (int i = fractionDigits; i < MAX_FRACTION_DIGITS; i++) {
          nanos *= 10;
        }
      }
      return Duration.ofSeconds(seconds, nanos);
    }

    private void special(String s, int column) {
      CsaSpecial word = CsaSpecial.of(s);
      if (word == null) {
        throw error("unknown special move " + Quoting.quoted(s), column, nextPly());
      }
      if (special != null) {
        if (word == special) {
          return; // a server log repeating the special move (the Denryu-sen server does)
        }
        throw error(
            "nothing but times and comments may follow " + special.word(), column, nextPly());
      }
      Color mover = board.sideToMove();
      if (pendingFoul != null) {
        // the file ends the game on the refused move: kept as a foul if the word blames its mover
        if (!word.foulBy(mover).equals(Optional.of(pendingFoul.mover()))) {
          throw pendingFoul.exception(text);
        }
        foulMove = pendingFoul.text();
        pendingFoul = null;
      }
      special = word;
      GameRecord<ShogiPosition, Move> now = replay.record();
      stated = word.stated(now);
      int ply = now.ply() + 1;
      if (now.isOver()) {
        Outcome reached = now.outcome().orElseThrow();
        boolean agrees =
            stated.isEmpty()
                || stated.get().winner().equals(reached.winner())
                || word == CsaSpecial.SENNICHITE && reached.reason() == Reason.PERPETUAL_CHECK;
        if (!agrees && mode == ReadMode.STRICT) {
          throw new IllegalMoveException(
              MoveRefusal.GAME_OVER,
              s + " says " + stated.get() + ", but the game had already ended: " + reached,
              text,
              lines.offset() + column,
              ply);
        }
        return; // as played, the file's word is kept beside the outcome the position gave
      }
      if (stated.isEmpty()) {
        return;
      }
      Outcome outcome = stated.get();
      if (mode == ReadMode.STRICT) {
        outcome = checked(word, board.position(), mover, s, column, ply);
      }
      record = now.end(outcome);
    }

    /** The outcome the rules give a special move, read strictly. */
    private Outcome checked(
        CsaSpecial word, ShogiPosition now, Color mover, String s, int column, int ply) {
      return switch (word) {
        case TSUMI ->
            throw new IllegalMoveException(
                MoveRefusal.RULE,
                s
                    + ": "
                    + PieceCodes.colorName(mover.index())
                    + " is said to be checkmated but is not, in "
                    + now,
                text,
                lines.offset() + column,
                ply);
        // CSA's %KACHI is the 27-point declaration: a wrong one loses, as ShogiRecords.declare
        case KACHI ->
            Outcome.win(
                ShogiRecords.declarationWins(now, mover) ? mover : mover.opposite(),
                Reason.DECLARATION);
        default -> stated.get(); // %JISHOGI's counted already
      };
    }

    /** A move statement, from {@code from} to {@code to} in the text. */
    private void move(int from, int to, int column) {
      int n = replay.ply() + 1;
      if (n > RecordFormat.MAX_PLIES) {
        throw error(RecordFormat.TOO_LONG, column, n);
      }
      int offset = lines.offset() + column;
      int code =
          replay.find(
              () -> moveCode(from, to, column, n, offset),
              now -> requireOngoing(now, from, to, n, offset));
      if (code != FOUL) {
        tree.move(replay.play(code));
      }
    }

    /**
     * Refuses move {@code n}, from {@code start} to {@code end} in the text, if the game ended
     * before it, in the record given.
     */
    private void requireOngoing(
        GameRecord<ShogiPosition, Move> now, int start, int end, int n, int offset) {
      if (now.isOver()) {
        throw new IllegalMoveException(
            MoveRefusal.GAME_OVER,
            Quoting.shown(text.substring(start, end))
                + " follows the end of the game ("
                + now.outcome().orElseThrow()
                + ")",
            text,
            offset,
            n);
      }
    }

    /**
     * The code of move {@code n}, checked, or {@link #FOUL} once a move the rules refuse is kept
     * aside as a foul (read as played).
     */
    private int moveCode(int start, int end, int column, int n, int offset) {
      if (end - start != 7) {
        throw error(
            "a move is a side, two squares and a piece, such as +7776FU, not "
                + Quoting.quoted(text.substring(start, end)),
            column,
            n);
      }
      Color mover = text.charAt(start) == '+' ? Color.SENTE : Color.GOTE;
      boolean drop = text.charAt(start + 1) == '0' && text.charAt(start + 2) == '0';
      int origin = column - start; // the column of the text's index 0, as square counts columns
      int from = drop ? -1 : CsaStart.square(lines, text, start + 1, origin, n);
      int to = CsaStart.square(lines, text, start + 3, origin, n);
      int type = Csa.type(text, start + 5);
      if (type == 0) {
        throw error(
            "unknown piece "
                + Quoting.quoted(text.substring(start + 5, end))
                + " ("
                + Csa.PIECE_NAMES
                + ")",
            column + 5,
            n);
      }
      String move = text.substring(start, end);
      Refused refused = refusal(board, move, mover, from, to, type);
      int code = 0;
      if (refused == null) {
        code = drop ? MoveCodes.drop(type, to) : boardMove(board, from, to, type);
        if (!board.isLegalCode(code)) {
          IllegalMoveException illegal = Refusals.refused(board.position(), code);
          refused = refused(illegal.reason(), move, ": %s", illegal.problem());
        }
      }
      if (refused != null) {
        requireOngoing(replay.record(), start, end, n, offset); // the end comes first
        Foul foul = new Foul(move, offset, n, refused.reason(), refused.words(), mover);
        if (mode == ReadMode.STRICT) {
          throw foul.exception(text);
        }
        pendingFoul = foul;
        return FOUL;
      }
      return code;
    }

    /** What {@link #moveCode} returns for a move kept aside as a foul: no code is negative. */
    private static final int FOUL = -1;

    /** Why a well-formed move cannot be a move of this position at all, or null. */
    private Refused refusal(
        AbstractBoardView now, String move, Color mover, int from, int to, int type) {
      Color toMove = now.sideToMove();
      if (mover != toMove) {
        return refused(
            MoveRefusal.NOT_YOUR_PIECE,
            move,
            " is %s's, but %s is to move",
            side(mover),
            side(toMove));
      }
      if (from < 0) {
        return type >= PieceCodes.KING
            ? refused(MoveRefusal.DROP, move, ": a dropped piece is FU, KY, KE, GI, KI, KA or HI")
            : null;
      }
      int piece = now.board.cells[from];
      if (piece == PieceCodes.EMPTY || PieceCodes.color(piece) != mover.index()) {
        return refused(
            MoveRefusal.NO_PIECE, move, ": %s has no piece on %s", side(mover), Csa.square(from));
      }
      int before = PieceCodes.type(piece);
      if (type != before
          && !(PieceCodes.promotable(before) && type == before + PieceCodes.PROMOTION)) {
        return refused(
            MoveRefusal.PROMOTION,
            move,
            ": the piece on %s is %s, which cannot become %s",
            Csa.square(from),
            Csa.pieceName(before),
            Csa.pieceName(type));
      }
      return from == to ? refused(MoveRefusal.MALFORMED, move, " does not leave its square") : null;
    }

    /**
     * A refusal of a move: its words are the move as written and the rest, formatted in the root
     * locale so that numbers keep their ASCII digits. The move's number is the location's.
     */
    private static Refused refused(MoveRefusal reason, String move, String rest, Object... args) {
      return new Refused(reason, move + String.format(Locale.ROOT, rest, args));
    }

    private static String side(Color color) {
      return PieceCodes.colorName(color.index());
    }

    private static int boardMove(AbstractBoardView now, int from, int to, int type) {
      return MoveCodes.ofBoardMove(from, to, type != PieceCodes.type(now.board.cells[from]));
    }

    /** The record read, once its lines are, up to a separator line or the end of the text. */
    AnnotatedRecord<ShogiPosition, Move> finish(boolean separated) {
      if (pendingFoul != null) {
        throw pendingFoul.exception(text);
      }
      if (replay == null) {
        String problem = "no side to move: a line '+' or '-' must follow the start position";
        throw separated ? error(problem, 0, 0) : endError(problem);
      }
      tree.result(stated);
      GameRecord<ShogiPosition, Move> read = record != null ? record : replay.record();
      return tree.build(read, headers, tree.startComment(), Optional.ofNullable(foulMove));
    }
  }
}
