package io.github.plateau.shogi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveNode;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.RecordFormat;
import io.github.plateau.core.text.LineReader;
import java.nio.charset.Charset;
import java.util.List;
import java.util.Optional;

/**
 * Reads and writes game records in KI2, the notation of books and newspapers that Kifu for Windows
 * also saves ({@code .ki2} in Shift_JIS, {@code .ki2u} in UTF-8).
 *
 * <p>The header is KIF's ({@link Kif}): entries, {@code 手合割} or a board diagram, the names kept as
 * the headers {@code Sente} and {@code Gote}. The moves follow, several to a line, each after its
 * side's mark ({@code ▲} sente, {@code △} gote; {@code ☗ ☖ ▽} are read too): {@code ▲７六歩　△３四歩}. A
 * move gives its destination (or {@code 同}), the piece, and only the words that tell apart the
 * pieces that could make it, as the Japan Shogi Association writes them: {@code 右} and {@code 左}
 * (the piece furthest right or left as the mover sees it), {@code 直} (a gold or silver moving
 * straight forward), {@code 上}, {@code 寄} and {@code 引} (moving forward, sideways or back), {@code
 * 打} (a drop, when a piece on the board could also go there); {@code 成} and {@code 不成} as in KIF.
 * The writer writes the fewest words that make the move the only one they fit, movement before
 * position. An ambiguous move is refused with its candidates named.
 *
 * <p>{@code *} lines are the comment of the last move before them, {@code &} lines its bookmarks;
 * the summary line ({@code まで76手で先手の勝ち}, {@code まで3手で後手の反則勝ち}, {@code まで61手詰}) states the result;
 * {@code 変化：N手} blocks are variations, as in KIF. KI2 has no times. Reading modes and errors are as
 * in {@link Kif}.
 */
public final class Ki2 {
  /** Moves on a line of the writer, as Kifu for Windows writes them. */
  private static final int MOVES_PER_LINE = 6;

  /** How wide each move of a line is written. */
  private static final int MOVE_COLUMNS = 12;

  private static final String SENTE_MARKS = "▲☗";
  private static final String GOTE_MARKS = "△☖▽";

  /**
   * KI2 as a core {@link RecordFormat}, for tools that handle any game's files: extensions {@code
   * ki2} and {@code ki2u}; a file holds one game, so {@code readAll} gives one record and {@code
   * write} takes one.
   */
  public static final RecordFormat<ShogiPosition, Move> FORMAT =
      new EncodedFormat(
          RecordFormat.of(
              "KI2",
              List.of("ki2", "ki2u"),
              Shogi.class,
              (game, bytes, mode) -> List.of(read(game, bytes, mode)),
              records -> write(Kif.only(records, "KI2"))),
          (records, encoding) -> write(Kif.only(records, "KI2"), encoding));

  private Ki2() {}

  /**
   * Reads a record strictly.
   *
   * @param game the game
   * @param text the KI2 text
   * @return the record
   * @throws NotationException if the text is not KI2 or a move is ambiguous; the message names the
   *     line, column and move
   * @throws IllegalMoveException if no legal move fits a move, or a move follows the end of the
   *     game
   * @throws io.github.plateau.core.IllegalPositionException if the board diagram cannot exist
   * @throws IllegalArgumentException if an argument is null
   */
  public static AnnotatedRecord<ShogiPosition, Move> read(Shogi game, String text) {
    return read(game, text, ReadMode.STRICT);
  }

  /**
   * Reads a record in a reading mode.
   *
   * @param game the game
   * @param text the KI2 text
   * @param mode {@link ReadMode#STRICT} or {@link ReadMode#AS_PLAYED}
   * @return the record
   * @throws NotationException if the text is not KI2 or a move is ambiguous; the message names the
   *     line, column and move
   * @throws IllegalMoveException if no legal move fits a move (read as played, but for a last move
   *     the record calls a foul) or, strictly, a move follows the end of the game
   * @throws io.github.plateau.core.IllegalPositionException if the board diagram cannot exist
   * @throws IllegalArgumentException if an argument is null
   */
  public static AnnotatedRecord<ShogiPosition, Move> read(Shogi game, String text, ReadMode mode) {
    checkArgument(game != null, "game is null");
    checkArgument(text != null, "text is null");
    checkArgument(mode != null, "mode is null");
    return new Reader(game, text, mode).read();
  }

  /**
   * Reads a record from the bytes of a file: UTF-8, Shift_JIS or EUC-JP, the first that fits (a
   * {@code #KIF ... encoding=} line is tried first).
   *
   * @param game the game
   * @param bytes the file's bytes
   * @param mode {@link ReadMode#STRICT} or {@link ReadMode#AS_PLAYED}
   * @return the record
   * @throws NotationException if the bytes are no text in those encodings, or the text is not KI2
   * @throws IllegalMoveException as for {@link #read(Shogi, String, ReadMode)}
   * @throws io.github.plateau.core.IllegalPositionException if the board diagram cannot exist
   * @throws IllegalArgumentException if an argument is null
   */
  public static AnnotatedRecord<ShogiPosition, Move> read(Shogi game, byte[] bytes, ReadMode mode) {
    checkArgument(bytes != null, "bytes is null");
    return read(game, KifText.decode(bytes), mode);
  }

  /**
   * Writes a game without names, comments or variations.
   *
   * @param record a game of shogi
   * @return the KI2 text, each line ending with a line feed
   * @throws IllegalArgumentException if the record is null or not of a {@link Shogi} game
   */
  public static String write(GameRecord<ShogiPosition, Move> record) {
    checkArgument(record != null, "record is null");
    checkArgument(record.game() instanceof Shogi, "the record is not of a shogi game");
    return write(AnnotatedRecord.of(record));
  }

  /**
   * Writes a record, as {@link #write(AnnotatedRecord)} does, for a file saved in an encoding: the
   * first line names it as Kifu for Windows does ({@code #KIF version=2.0 encoding=UTF-8}), so that
   * readers decode the file by it; it reads back as a comment line.
   *
   * @param record the record
   * @param encoding UTF-8, Shift_JIS (windows-31j) or EUC-JP
   * @return the KI2 text, each line ending with a line feed
   * @throws IllegalArgumentException as {@link #write(AnnotatedRecord)}, or if the encoding is null
   *     or another one
   */
  public static String write(AnnotatedRecord<ShogiPosition, Move> record, Charset encoding) {
    String line = KifText.encodingLine(encoding);
    return line + write(record);
  }

  /**
   * Writes a record: the header as {@link Kif#write(AnnotatedRecord)} does, the moves six to a line
   * (a line ends after a move with a comment or bookmark, written below it), the foul move, the
   * summary line of the stated outcome, then the variations. Times are not written, nor what KIF
   * cannot say either.
   *
   * @param record the record
   * @return the KI2 text, each line ending with a line feed
   * @throws IllegalArgumentException if the record is null, not of a {@link Shogi} game, or its
   *     variations nest deeper than 64
   */
  public static String write(AnnotatedRecord<ShogiPosition, Move> record) {
    checkArgument(record != null, "record is null");
    checkArgument(record.game() instanceof Shogi, "the record is not of a shogi game");
    GameRecord<ShogiPosition, Move> game = record.record();
    ShogiPosition start = game.startPosition();
    StringBuilder out = new StringBuilder();
    KifHeader.write(record.headers(), start, out);
    KifText.comment(record.startComment(), true, out);
    List<MoveNode<Move>> main = record.mainLine();
    StringBuilder line = new StringBuilder();
    moves(main, start, -1, line, out);
    int moves = main.size();
    Color mover = game.current().sideToMove();
    Optional<String> foul = record.foulMove().map(Ki2::withoutOrigin).filter(Ki2::isKi2Move);
    if (foul.isPresent()) {
      line.append(mover == Color.SENTE ? '▲' : '△').append(foul.get());
      moves++;
      mover = mover.opposite();
    }
    flush(line, out);
    Optional<Outcome> stated = record.statedOutcome();
    if (stated.isPresent()) {
      KifResult.summary(moves, stated.get(), mover, KifHeader.isHandicapGame(start))
          .ifPresent(summary -> out.append(summary).append('\n'));
    }
    variations(main, game.positions(), start.ply() + 1, -1, 1, out);
    return out.toString();
  }

  /** A foul move read from KIF, without its origin in parentheses. */
  private static String withoutOrigin(String text) {
    int open = text.indexOf('(');
    return open > 0 && text.endsWith(")") ? text.substring(0, open) : text;
  }

  /** Whether a text reads as one KI2 move and nothing else. */
  private static boolean isKi2Move(String text) {
    try {
      JapaneseNotation.Written move =
          JapaneseNotation.readKi2(text, 0, KifText.place(new LineReader(text), 0));
      return move.end == text.length();
    } catch (NotationException | IllegalArgumentException e) {
      return false;
    }
  }

  private static void flush(StringBuilder line, StringBuilder out) {
    if (line.length() > 0) {
      int end = line.length();
      while (end > 0 && line.charAt(end - 1) == ' ') {
        end--;
      }
      out.append(line, 0, end).append('\n');
      line.setLength(0);
    }
  }

  /** Writes the moves of a line into lines of moves, breaking after a move with a comment. */
  private static void moves(
      List<MoveNode<Move>> moves,
      ShogiPosition start,
      int previousTo,
      StringBuilder line,
      StringBuilder out) {
    ShogiPosition position = start;
    int previous = previousTo;
    int onLine = 0;
    for (MoveNode<Move> node : moves) {
      int code = node.move().code();
      String move =
          (position.sideToMove() == Color.SENTE ? "▲" : "△")
              + JapaneseNotation.ki2(position, code, previous);
      KifText.pad(line, move, MOVE_COLUMNS);
      onLine++;
      if (KifText.hasLines(node.annotation()) || onLine == MOVES_PER_LINE) {
        flush(line, out);
        KifText.annotation(node.annotation(), out);
        onLine = 0;
      }
      position = position.playCode(code);
      previous = MoveCodes.to(code);
    }
  }

  /** Writes the variations of a line, in Kifu for Windows' order, as {@link Kif} does. */
  private static void variations(
      List<MoveNode<Move>> line,
      List<ShogiPosition> before,
      int first,
      int startPreviousTo,
      int depth,
      StringBuilder out) {
    for (int i = line.size() - 1; i >= 0; i--) {
      List<List<MoveNode<Move>>> variations = line.get(i).variations();
      if (variations.isEmpty()) {
        continue;
      }
      checkArgument(
          depth <= KifTree.MAX_DEPTH, "variations nest deeper than %s", KifTree.MAX_DEPTH);
      ShogiPosition position = before.get(i);
      int previousTo = i == 0 ? startPreviousTo : MoveCodes.to(line.get(i - 1).move().code());
      for (List<MoveNode<Move>> variation : variations) {
        out.append('\n').append("変化：").append(first + i).append("手\n");
        StringBuilder moves = new StringBuilder();
        moves(variation, position, previousTo, moves, out);
        flush(moves, out);
        variations(
            variation, Kif.positions(variation, position), first + i, previousTo, depth + 1, out);
      }
    }
  }

  /** Reads one KI2 text, line by line. */
  private static final class Reader {
    private final Shogi game;
    private final ReadMode mode;
    private final LineReader lines;
    private final KifHeader header;
    private KifTree tree;

    Reader(Shogi game, String text, ReadMode mode) {
      this.game = game;
      this.mode = mode;
      this.lines = new LineReader(text);
      this.header = new KifHeader(game, text);
    }

    AnnotatedRecord<ShogiPosition, Move> read() {
      while (lines.hasNext()) {
        String line = lines.next();
        int indent = JapaneseNotation.skipBlanks(line, 0);
        if (tree == null) {
          boolean heading = line.startsWith("手数----", indent);
          if (!heading
              && !isMark(line, indent)
              && !line.startsWith("変化", indent)
              && !line.startsWith("まで", indent)) {
            if (!header.line(line, lines)) {
              throw lines.error(
                  "expected a header line such as '先手：name' or a move such as ▲７六歩", indent, 0);
            }
            continue;
          }
          ShogiPosition start = header.start(lines);
          tree = new KifTree(header, game, start, mode, start.ply() + 1);
          if (heading) {
            continue;
          }
        }
        if (KifText.other(line, lines, tree)) {
          continue;
        }
        if (KifHeader.isHeaderLine(line)) {
          throw lines.error("a second game starts here: a KI2 file holds one game", indent, 0);
        }
        if (!isMark(line, indent)) {
          throw lines.error("expected a move such as ▲７六歩", indent, 0);
        }
        moveLine(line, indent);
      }
      if (tree == null) {
        ShogiPosition start = header.start(lines);
        tree = new KifTree(header, game, start, mode, start.ply() + 1);
      }
      return tree.finish();
    }

    private static boolean isMark(String line, int at) {
      return at < line.length()
          && (SENTE_MARKS.indexOf(line.charAt(at)) >= 0
              || GOTE_MARKS.indexOf(line.charAt(at)) >= 0);
    }

    private void moveLine(String line, int indent) {
      int i = indent;
      while (i < line.length()) {
        int ply = Math.max(1, tree.nextPly());
        JapaneseNotation.Place place = KifText.place(lines, ply);
        if (!isMark(line, i)) {
          throw place.notation("expected a move such as ▲７六歩 or the end of the line", i);
        }
        if (tree.ended()) {
          throw place.notation("nothing may follow the end of the game", i);
        }
        Color marked = SENTE_MARKS.indexOf(line.charAt(i)) >= 0 ? Color.SENTE : Color.GOTE;
        tree.noFoulBefore();
        Color toMove = tree.toMove();
        if (marked != toMove) {
          throw place.notation(
              "the move is marked for "
                  + SetupCheck.side(marked.index())
                  + " but "
                  + SetupCheck.side(toMove.index())
                  + " is to move",
              i);
        }
        JapaneseNotation.Written move = JapaneseNotation.readKi2(line, i + 1, place);
        if (move.end < line.length()
            && !JapaneseNotation.isBlank(line.charAt(move.end))
            && !isMark(line, move.end)) {
          throw place.notation("unexpected text after the move", move.end);
        }
        int code;
        try {
          tree.requireOpen(place, i);
          code = JapaneseNotation.ki2Code(tree.position(), move, tree.previousTo(), place);
          tree.play(code, null, place, i);
        } catch (IllegalMoveException e) {
          tree.illegal(e, line.substring(move.start, move.end), mode == ReadMode.AS_PLAYED);
        }
        i = JapaneseNotation.skipBlanks(line, move.end);
      }
    }
  }
}
