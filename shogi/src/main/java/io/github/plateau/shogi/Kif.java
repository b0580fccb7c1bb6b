package io.github.plateau.shogi;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Annotation;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveNode;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.text.LineReader;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * Reads and writes game records in KIF, the format of Kakinoki's Kifu for Windows, as GUIs and
 * sites write it ({@code .kif} in Shift_JIS, {@code .kifu} in UTF-8).
 *
 * <p>A record is header lines {@code key：value} (a full-width or an ASCII colon): {@code 手合割}
 * chooses the start ({@code 平手}, a {@link Handicap} such as {@code 香落ち} or {@code 二枚落ち}, or {@code
 * その他} with a board diagram), {@code 先手} and {@code 後手} (or {@code 下手} and {@code 上手}) name the
 * players, kept as the headers {@code Sente} and {@code Gote}; other keys are kept as written. A
 * board diagram (BOD) gives any other start: {@code 後手の持駒：}, the nine ranks between frames ({@code
 * |v香v桂 ・...|一}, {@code v} before gote's pieces), {@code 先手の持駒：}, an optional {@code 手数＝N} (the
 * moves played before it) and {@code 先手番} or {@code 後手番}.
 *
 * <p>Then the moves, numbered from 1 (or from N + 1 after {@code 手数＝N}): {@code 1 ７六歩(77)} (the
 * destination as a file digit and a kanji rank, or {@code 同} for the previous move's; the piece;
 * {@code 成} or {@code 不成}; the origin in parentheses, or {@code 打} for a drop), the time spent
 * {@code ( 0:01/00:00:01)} kept as the move's {@link Annotation#time()}, and {@code +} when the
 * move has variations. {@code *} lines after a move are its comment (before the first move, the
 * start comment), {@code &} lines its bookmarks (kept as marks {@code &name}), {@code #} lines are
 * skipped. An end word in place of a move states the result for the side whose turn it is: {@code
 * 投了} (resigns), {@code 詰み} (is checkmated: the position must say so), {@code 千日手} (repetition),
 * {@code 持将棋} (impasse: a draw, or counted under {@code impasse=24}), {@code 入玉勝ち} (declares a win:
 * checked under {@code impasse=27}), {@code 切れ負け} and 81Dojo's {@code Time-up} (loses on time),
 * {@code 反則負け} (loses by a foul), {@code 反則勝ち} (wins by the other's foul); {@code 中断} (stopped),
 * {@code 封じ手} (a sealed move: the game goes on another day) and {@code 不詰} (no mate) state none.
 * Without an end word, the summary line ({@code まで76手で先手の勝ち}) states it.
 *
 * <p>Variations follow the main line: {@code 変化：N手} and the moves that replace move N of the
 * nearest line read that has one, kept as {@link MoveNode#variations()}; their end words and
 * summaries are not kept.
 *
 * <p>{@link ReadMode#STRICT} replays the main line under the rules, history rules included: a move
 * after the end of the game, or one the rules refuse, is an {@link IllegalMoveException}. {@link
 * ReadMode#AS_PLAYED} replays every move the record states (past a repetition nobody claimed), and
 * a last move the rules refuse that the record calls a foul (an end word {@code 反則勝ち} or {@code
 * 反則負け}, or a comment that says {@code 反則}, as 81Dojo writes) is kept as {@link
 * AnnotatedRecord#foulMove()}. Problems are reported with their line, column and move.
 */
public final class Kif extends KifFamily {
  /** The line that heads the moves. */
  private static final String MOVES_HEADING = "手数----指手---------消費時間--";

  /** The times written are below a billion minutes, the most the reader takes. */
  private static final long MAX_TIME = 60_000_000_000L;

  /** How wide the move is written when a time or a variation mark follows it. */
  private static final int MOVE_COLUMNS = 13;

  /** KIF; {@link #read(String)} reads standard shogi. */
  public static final Kif FORMAT = new Kif();

  private Kif() {
    super("KIF", List.of("kif", "kifu"), MOVES_HEADING, Reader::new, Kif::startsMove);
  }

  /** Whether a line that starts with this character is a move: its number. */
  private static boolean startsMove(int c) {
    return c >= '0' && c <= '9';
  }

  /**
   * Writes the main line, each move numbered with its time, bookmarks and comments, then the foul
   * move if it is a KIF move.
   *
   * <p>What KIF writes of a record, in {@link KifFamily#write(List)}'s order: the headers ({@code
   * Sente} and {@code Gote} as the names, CSA's keys such as {@code EVENT} translated), {@code 手合割}
   * if the start is a {@link Handicap} (else a board diagram), the moves with their times,
   * bookmarks and comments, the foul move, the end word and summary of the stated outcome, then the
   * variations in Kifu for Windows' order. What KIF cannot say is left out: marks other than
   * bookmarks, fractions of a second and times of a billion minutes or more, a stated outcome
   * without a KIF word (a draw by agreement), a foul move that is no KIF move.
   */
  @Override
  boolean mainLine(MainLine main, StringBuilder out) {
    int first = main.start().ply() + 1;
    moves(main.moves(), main.start(), -1, first, false, new long[2], out);
    int number = first + main.moves().size();
    Optional<String> foul =
        main.foulMove().filter(Kif::isKifMove).filter(text -> readsAsFoul(main, text, false));
    foul.ifPresent(text -> moveNumber(out, number).append(text).append('\n'));
    return foul.isPresent();
  }

  /** The end word of the outcome ({@code 投了}), numbered as a move, if KIF has one for it. */
  @Override
  void endWord(
      Outcome stated,
      Color mover,
      GameRecord<ShogiPosition, Move> record,
      int number,
      StringBuilder out) {
    KifResult.word(stated, mover, record)
        .ifPresent(word -> moveNumber(out, number).append(word).append('\n'));
  }

  @Override
  void mainVariations(Branch main, StringBuilder out) {
    variations(main, new long[2], out);
  }

  /** Writes a move's number as KIF numbers it: right-aligned in four columns, then a space. */
  private static StringBuilder moveNumber(StringBuilder out, int number) {
    return KifText.number(out, number, 4, ' ').append(' ');
  }

  /** Whether a text reads as one KIF move and nothing else. */
  private static boolean isKifMove(String text) {
    try {
      JapaneseNotation.Written move =
          JapaneseNotation.readKif(text, 0, KifText.place(new LineReader(text), 0));
      return move.end == text.length() && (move.from >= 0 || move.drop);
    } catch (NotationException | IllegalArgumentException e) {
      return false;
    }
  }

  /**
   * Writes the moves of a line.
   *
   * @param sibling whether a later variation replaces the line's first move, which then has {@code
   *     +}
   * @param startTotals each side's time spent before the line, for the totals written
   */
  private static void moves(
      List<MoveNode<Move>> line,
      ShogiPosition start,
      int previousTo,
      int first,
      boolean sibling,
      long[] startTotals,
      StringBuilder out) {
    long[] totals = startTotals.clone();
    Board board = start.board().copy(); // the record checked its moves: replayed without a test
    int previous = previousTo;
    for (int i = 0; i < line.size(); i++) {
      MoveNode<Move> node = line.get(i);
      int code = node.move().code();
      boolean branches = !node.variations().isEmpty() || i == 0 && sibling;
      Optional<Duration> time = node.annotation().time().filter(t -> t.getSeconds() < MAX_TIME);
      moveNumber(out, first + i);
      int written = out.length();
      JapaneseNotation.kif(board, code, previous, out);
      if (time.isPresent() || branches) {
        KifText.padFrom(out, written, MOVE_COLUMNS);
      }
      if (time.isPresent()) {
        long seconds = time.get().getSeconds();
        totals[board.side] += seconds;
        long total = totals[board.side];
        KifText.number(out.append('('), seconds / 60, 2, ' ').append(':');
        KifText.number(out, seconds % 60, 2, '0').append('/');
        KifText.number(out, total / 3600, 2, '0').append(':');
        KifText.number(out, total / 60 % 60, 2, '0').append(':');
        KifText.number(out, total % 60, 2, '0').append(')');
      }
      out.append(branches ? "+" : "").append('\n');
      KifText.annotation(node.annotation(), out);
      MakeUnmake.apply(board, code);
      previous = MoveCodes.to(code);
    }
  }

  /**
   * Writes the variations of a line, in Kifu for Windows' order: from the last move that has some
   * to the first, each variation followed by its own.
   */
  private static void variations(Branch line, long[] startTotals, StringBuilder out) {
    List<MoveNode<Move>> moves = line.moves();
    long[][] totals = new long[moves.size()][];
    long[] sum = startTotals.clone();
    int mover = line.start().sideToMove().index(); // the sides take turns
    for (int i = 0; i < moves.size(); i++, mover ^= 1) {
      totals[i] = sum.clone();
      Optional<Duration> time =
          moves.get(i).annotation().time().filter(t -> t.getSeconds() < MAX_TIME);
      sum[mover] += time.map(Duration::getSeconds).orElse(0L);
    }
    eachVariation(
        line,
        out,
        (variation, i, sibling) -> {
          moves(
              variation.moves(),
              variation.start(),
              variation.previousTo(),
              variation.first(),
              sibling,
              totals[i],
              out);
          variations(variation, totals[i], out);
        });
  }

  /** Reads one KIF text, line by line. */
  private static final class Reader extends KifLines {
    private String endWord; // the current line's end word
    private long endNumber; // and its number

    Reader(Shogi game, String text, int from, ReadMode mode) {
      super(game, text, from, mode, "a move line", "a numbered move line such as '   1 ７六歩(77)'");
    }

    @Override
    boolean startsMove(char c) {
      return Kif.startsMove(c);
    }

    private static boolean isDigit(String text, int at, int end) {
      return at < end && text.charAt(at) >= '0' && text.charAt(at) <= '9';
    }

    /** The move number at an index; at most a little past the largest ply. */
    private static long number(String text, int at, int end) {
      long n = 0;
      for (int i = at; isDigit(text, i, end) && n <= Integer.MAX_VALUE; i++) {
        n = n * 10 + text.charAt(i) - '0';
      }
      return n;
    }

    /**
     * Reads a move line in place: every index below, and every place given to the exceptions, is
     * one of the whole text, which makes no string of the line.
     */
    @Override
    void moveLine(int start, int indent, int end) {
      String text = lines.text();
      int ply = Math.max(1, tree.nextPly());
      JapaneseNotation.Place place = KifText.inText(text, ply);
      long number = number(text, indent, end);
      if (number == 1) {
        tree.numberFromOne(); // after 手数＝N, some writers number the moves from 1
      }
      int i = indent;
      while (isDigit(text, i, end)) {
        i++;
      }
      if (i == end || !JapaneseNotation.isBlank(text.charAt(i))) {
        throw place.notation("expected a space after the move number", i);
      }
      i = JapaneseNotation.skipBlanks(text, i, end);
      String word = KifResult.wordAt(text, i, end);
      if (tree.ended()) {
        if (word == null || number != endNumber + 1) {
          throw place.notation(
              "nothing may follow the end of the game (" + (endWord == null ? "まで" : endWord) + ")",
              indent);
        }
        rest(text, i + word.length(), end, place);
        endNumber++; // a second end word, as some writers add 中断 after 投了: the first one holds
        return;
      }
      if (number != tree.nextNumber()) {
        throw place.notation("expected move number " + tree.nextNumber(), indent);
      }
      if (word != null) {
        rest(text, i + word.length(), end, place);
        endWord = word;
        endNumber = number;
        tree.end(word, place, i);
        return;
      }
      JapaneseNotation.Written move = JapaneseNotation.readKif(text, i, end, place);
      Duration time = rest(text, move.end, end, place);
      int code;
      try {
        code =
            tree.code(
                place,
                i,
                () -> JapaneseNotation.kifCode(tree.position(), move, tree.previousTo(), place));
      } catch (IllegalMoveException e) {
        tree.illegal(e, text.substring(move.start, move.end), mode == ReadMode.AS_PLAYED);
        return;
      }
      tree.play(code, time, place, i);
    }

    /** Reads what may follow a move up to the line's end: the time spent and the variation mark. */
    private Duration rest(String text, int at, int end, JapaneseNotation.Place place) {
      int i = JapaneseNotation.skipBlanks(text, at, end);
      Duration time = null;
      if (i < end && text.charAt(i) == '(') {
        int close = Csa.indexOf(text, ')', i + 1, end);
        if (close < 0) {
          throw place.notation("expected the time spent, such as ( 0:01/00:00:01)", i);
        }
        time = time(text, i + 1, close, place);
        i = JapaneseNotation.skipBlanks(text, close + 1, end);
      }
      if (i < end && text.charAt(i) == '+') {
        i = JapaneseNotation.skipBlanks(text, i + 1, end);
      }
      if (i < end) {
        throw place.notation("unexpected text after the move", i);
      }
      return time;
    }

    /**
     * The time spent on a move: {@code m:ss} or {@code h:mm:ss} before the slash, each part digits
     * ({@link Character#isDigit}, at most 9) between blanks. Read in place: no string per part.
     */
    private static Duration time(String line, int from, int to, JapaneseNotation.Place place) {
      long seconds = 0;
      int parts = 0;
      boolean valid = true;
      int start = from; // of the part being read
      // one pass to the slash (or the parenthesis): no search for it, then for each colon
      for (int i = from; valid; i++) {
        char c = i < to ? line.charAt(i) : '/';
        if (c == ':' || c == '/') {
          long part = part(line, start, i);
          valid = part >= 0;
          seconds = seconds * 60 + part;
          parts++;
          start = i + 1;
          if (c == '/') {
            break;
          }
        }
      }
      if (!valid || parts != 2 && parts != 3) {
        throw place.notation("expected the time spent, such as ( 0:01/00:00:01)", from - 1);
      }
      return Duration.ofSeconds(seconds);
    }

    /**
     * The value of a part of a time, blanks around it, or -1 if it is not one to nine digits
     * ({@link Character#isDigit}: full-width ones too).
     */
    private static long part(String line, int from, int to) {
      int start = JapaneseNotation.skipBlanks(line, from, to);
      int end = to;
      while (end > start && JapaneseNotation.isBlank(line.charAt(end - 1))) {
        end--;
      }
      if (end == start || end - start > 9) {
        return -1;
      }
      long value = 0;
      for (int i = start; i < end; i++) {
        // in base 10, the characters Character.isDigit accepts, valued as Long.parseLong does;
        // ASCII ones, nearly all, without the Unicode tables
        char c = line.charAt(i);
        int digit = c >= '0' && c <= '9' ? c - '0' : Character.digit(c, 10);
        if (digit < 0) {
          return -1;
        }
        value = value * 10 + digit;
      }
      return value;
    }
  }
}
