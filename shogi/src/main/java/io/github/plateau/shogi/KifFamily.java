package io.github.plateau.shogi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveNode;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.text.EachGame;
import io.github.plateau.core.text.Encodings;
import io.github.plateau.core.text.GameSplitter;
import io.github.plateau.core.text.TextRecordFormat;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntPredicate;

/**
 * What KIF and KI2 share as formats: a file holds one game, its bytes are decoded as {@link
 * KifText#decode} says, and a text for a file saved in an encoding starts with the line that names
 * it ({@code #KIF version=2.0 encoding=UTF-8}), which reads back as a comment line. Files joined
 * into one text ({@code cat *.kif}) are read game by game: a header line after a game's moves
 * starts the next.
 */
abstract class KifFamily extends TextRecordFormat<Shogi, ShogiPosition, Move> {
  /** Makes the reader of one text: the format's own {@link KifLines}. */
  @FunctionalInterface
  interface Readers {
    /**
     * A reader of the game of a text that starts at {@code from}.
     *
     * @return the reader, not yet run
     */
    KifLines reader(Shogi game, String text, int from, ReadMode mode);
  }

  private final String heading;
  private final Readers readers;
  private final IntPredicate startsMove;

  /**
   * A format of the family.
   *
   * @param heading the line that heads the moves, or null for none
   * @param readers makes the format's reader of a text
   * @param startsMove whether a line that starts with this character (after blanks) is a move, as
   *     the format's reader reads it
   */
  KifFamily(
      String name,
      List<String> extensions,
      String heading,
      Readers readers,
      IntPredicate startsMove) {
    super(name, extensions, Shogi.class, Encodings.SHOGI, new Shogi());
    this.heading = heading;
    this.readers = readers;
    this.startsMove = startsMove;
  }

  /**
   * A text of joined files is cut at each header line after a game's moves, where the reader starts
   * the next game ({@link KifSplitter}), so that such a text of any size streams game by game.
   */
  @Override
  public final GameSplitter splitter() {
    return new KifSplitter(startsMove);
  }

  /**
   * The encoding a {@code #KIF version=2.0 encoding=UTF-8} line names first, then UTF-8, Shift_JIS
   * and EUC-JP, the first that fits; a byte order mark is dropped.
   */
  @Override
  public final String decode(byte[] bytes) {
    checkArgument(bytes != null, "bytes is null");
    return KifText.decode(bytes);
  }

  /**
   * The charset of {@link #decode}: the one a {@code #KIF} line names, else the first that fits.
   */
  @Override
  public final Charset encoding(byte[] bytes) {
    checkArgument(bytes != null, "bytes is null");
    return KifText.encoding(bytes);
  }

  /**
   * Refused: a file holds one game.
   *
   * @throws IllegalArgumentException always, after checking the record as {@link #write(List)}
   */
  @Override
  public final String writeNext(AnnotatedRecord<ShogiPosition, Move> record) {
    write(record);
    throw new IllegalArgumentException(name() + " holds one game a file: write each to its own");
  }

  /**
   * The games of a text, one after another (a file holds one; files joined hold several); none if
   * the text is blank (a byte order mark and blanks), as an empty PGN file holds none.
   */
  @Override
  protected final List<AnnotatedRecord<ShogiPosition, Move>> parseAll(
      Shogi game, String text, ReadMode mode) {
    List<AnnotatedRecord<ShogiPosition, Move>> games = new ArrayList<>();
    for (int from = isBlank(text) ? -1 : 0; from >= 0; ) {
      KifLines reader = readers.reader(game, text, from, mode);
      games.add(reader.read());
      from = reader.nextGame();
    }
    return games;
  }

  /**
   * Reads the one game of a text with the format's reader.
   *
   * @throws NotationException if the text is blank: it holds no game (before, a game of no move);
   *     or if another game follows it
   */
  @Override
  protected final AnnotatedRecord<ShogiPosition, Move> parseOne(
      Shogi game, String text, ReadMode mode) {
    if (isBlank(text)) {
      throw new NotationException("the text holds no game", text, text.length());
    }
    KifLines reader = readers.reader(game, text, 0, mode);
    AnnotatedRecord<ShogiPosition, Move> record = reader.read();
    if (reader.nextGame() >= 0) {
      throw new NotationException(
          "a second game starts here: read a text of several games with readAll",
          text,
          reader.nextGame());
    }
    return record;
  }

  /**
   * Each game of a text on its own: a game refused is passed over up to the first header line after
   * its moves ({@link KifLines#nextGameAfterRefusal}), where the next one is read.
   */
  @Override
  protected final List<Entry<ShogiPosition, Move>> parseEach(
      Shogi game, String text, ReadMode mode) {
    return EachGame.read(
        new EachGame.Cursor<ShogiPosition, Move>() {
          private int from = isBlank(text) ? -1 : 0;
          private KifLines reader;

          @Override
          public boolean hasNext() {
            return from >= 0;
          }

          @Override
          public AnnotatedRecord<ShogiPosition, Move> next() {
            reader = readers.reader(game, text, from, mode);
            from = -1; // until the game is read, or passed over
            AnnotatedRecord<ShogiPosition, Move> record = reader.read();
            from = reader.nextGame();
            return record;
          }

          @Override
          public boolean skip() {
            from = reader.nextGameAfterRefusal();
            return from >= 0;
          }
        },
        Entry::read,
        Entry::refused);
  }

  /**
   * Writes the one game a file holds.
   *
   * @throws IllegalArgumentException if the list is null or does not hold one record, or the record
   *     is null, not of a {@link Shogi} game, or its variations nest deeper than 64
   */
  @Override
  public final String write(List<AnnotatedRecord<ShogiPosition, Move>> records) {
    checkArgument(records != null, "records is null");
    checkArgument(records.size() == 1, "a %s file holds one game, not %s", name(), records.size());
    AnnotatedRecord<ShogiPosition, Move> record = records.get(0);
    writable(record);
    StringBuilder out = start(record);
    GameRecord<ShogiPosition, Move> game = record.record();
    ShogiPosition start = game.startPosition();
    List<MoveNode<Move>> main = record.mainLine();
    int moves = main.size();
    Color mover = game.current().sideToMove();
    if (mainLine(new MainLine(main, start, record.foulMove(), game.current()), out)) {
      moves++;
      mover = mover.opposite();
    }
    Optional<Outcome> stated = record.statedOutcome().map(o -> ShogiRecords.asWritten(o, game));
    if (stated.isPresent()) {
      endWord(stated.get(), mover, game, start.ply() + 1 + moves, out);
      KifResult.summary(moves, stated.get(), mover, game, KifHeader.isHandicapGame(start))
          .ifPresent(line -> out.append(line).append('\n'));
    }
    mainVariations(new Branch(main, start, game.positions(), start.ply() + 1, -1, 1), out);
    return out.toString();
  }

  /**
   * The main line of a record, as a writer writes it.
   *
   * @param moves its moves
   * @param start the position before them
   * @param foulMove the record's foul move after them, as read
   * @param end the position after them, where the foul move was made
   */
  record MainLine(
      List<MoveNode<Move>> moves,
      ShogiPosition start,
      Optional<String> foulMove,
      ShogiPosition end) {
    /** The side to move after the moves, which made the foul move. */
    Color mover() {
      return end.sideToMove();
    }
  }

  /**
   * Whether a foul move, as the format writes it, reads back as a foul after the main line: the
   * rules refuse it there. One that reads as a legal move would be played, and one that KI2 reads
   * as several (its origin left out) would make the text unreadable; such a foul move is left out,
   * as one in another notation is, and the stated outcome kept.
   *
   * @param text the foul move as written
   * @param ki2 whether it is read as KI2 reads a move, else as KIF does
   */
  static boolean readsAsFoul(MainLine main, String text, boolean ki2) {
    List<MoveNode<Move>> moves = main.moves();
    int previousTo = moves.isEmpty() ? -1 : MoveCodes.to(moves.get(moves.size() - 1).move().code());
    ShogiSearchBoard board = main.end().searchBoard();
    JapaneseNotation.Place place = KifText.inText(text, 0);
    try {
      if (ki2) {
        JapaneseNotation.ki2Code(
            board, JapaneseNotation.readKi2(text, 0, place), previousTo, place);
      } else {
        JapaneseNotation.kifCode(
            board, JapaneseNotation.readKif(text, 0, place), previousTo, place);
      }
      return false; // a legal move
    } catch (IllegalMoveException e) {
      return true;
    } catch (NotationException e) { // ambiguous, or no move at all
      return false;
    }
  }

  /**
   * Writes the main line of a record and, if the format can write it, the foul move after it.
   *
   * @param out the text so far
   * @return whether the foul move was written
   */
  abstract boolean mainLine(MainLine main, StringBuilder out);

  /**
   * Writes the word that ends the moves with a stated outcome, before its summary line: none here
   * (KI2 has only the summary).
   *
   * @param mover the side the outcome is stated for, whose turn it is
   * @param record the game the moves make, for the impasse and declaration rules
   * @param number the number of the next move, the end word's
   */
  void endWord(
      Outcome stated,
      Color mover,
      GameRecord<ShogiPosition, Move> record,
      int number,
      StringBuilder out) {}

  /**
   * Writes the variations of the main line, in Kifu for Windows' order ({@link #eachVariation}).
   *
   * @param main the main line, at depth 1
   * @throws IllegalArgumentException if they nest deeper than {@link KifTree#MAX_DEPTH}
   */
  abstract void mainVariations(Branch main, StringBuilder out);

  /** Writes a move of a line, after the moves before it. */
  @FunctionalInterface
  interface MoveBody {
    /**
     * Writes a move.
     *
     * @param index its index in its line
     * @param node the move, with what the record says about it
     * @param position the position before it
     * @param previousTo the destination of the move before it, for {@code 同}, or -1
     */
    void write(int index, MoveNode<Move> node, ShogiPosition position, int previousTo);
  }

  /**
   * Walks a line of moves from its start, giving each move the position before it and the
   * destination of the move before it.
   *
   * @param startPreviousTo the destination of the move before the line, or -1
   */
  static void eachMove(
      List<MoveNode<Move>> line, ShogiPosition start, int startPreviousTo, MoveBody body) {
    ShogiPosition position = start;
    int previousTo = startPreviousTo;
    for (int i = 0; i < line.size(); i++) {
      MoveNode<Move> node = line.get(i);
      body.write(i, node, position, previousTo);
      int code = node.move().code();
      position = position.playCode(code);
      previousTo = MoveCodes.to(code);
    }
  }

  /** The positions before each move of a line. */
  static List<ShogiPosition> positions(List<MoveNode<Move>> line, ShogiPosition start) {
    ShogiPosition[] positions = new ShogiPosition[line.size()];
    eachMove(line, start, -1, (i, node, position, previousTo) -> positions[i] = position);
    return List.of(positions);
  }

  /**
   * A line of moves as a writer writes it and its variations: the main line or a variation.
   *
   * @param moves its moves
   * @param start the position before its first move
   * @param before the position before each of its moves
   * @param first the number of its first move
   * @param previousTo the destination of the move before it, for {@code 同}, or -1
   * @param depth how deep its variations nest: 1 for the main line's
   */
  record Branch(
      List<MoveNode<Move>> moves,
      ShogiPosition start,
      List<ShogiPosition> before,
      int first,
      int previousTo,
      int depth) {}

  /** Writes what a variation holds, after its {@code 変化：N手} line. */
  @FunctionalInterface
  interface VariationBody {
    /**
     * Writes a variation.
     *
     * @param variation the variation, one deeper than its line
     * @param index the index in its line of the move it replaces
     * @param sibling whether a later variation replaces the same move
     */
    void write(Branch variation, int index, boolean sibling);
  }

  /**
   * Writes the variations of a line in Kifu for Windows' order: from the last move that has some to
   * the first, each after its {@code 変化：N手} line, its body written by the format.
   *
   * @throws IllegalArgumentException if they nest deeper than {@link KifTree#MAX_DEPTH}
   */
  static void eachVariation(Branch line, StringBuilder out, VariationBody body) {
    List<MoveNode<Move>> moves = line.moves();
    for (int i = moves.size() - 1; i >= 0; i--) {
      List<List<MoveNode<Move>>> variations = moves.get(i).variations();
      if (variations.isEmpty()) {
        continue;
      }
      checkArgument(
          line.depth() <= KifTree.MAX_DEPTH, "variations nest deeper than %s", KifTree.MAX_DEPTH);
      ShogiPosition position = line.before().get(i);
      int previousTo = i == 0 ? line.previousTo() : MoveCodes.to(moves.get(i - 1).move().code());
      int number = line.first() + i;
      for (int v = 0; v < variations.size(); v++) {
        out.append('\n').append("変化：").append(number).append("手\n");
        List<MoveNode<Move>> variation = variations.get(v);
        Branch branch =
            new Branch(
                variation,
                position,
                positions(variation, position),
                number,
                previousTo,
                line.depth() + 1);
        body.write(branch, i, v < variations.size() - 1);
      }
    }
  }

  /**
   * Starts a record's text as both writers do: the header (entries, {@code 手合割} or a board
   * diagram), the heading of the moves if the format has one, then the comment before the first
   * move.
   *
   * @return the text so far, for the moves to follow
   */
  private StringBuilder start(AnnotatedRecord<ShogiPosition, Move> record) {
    // room for a line of about 32 characters a move: the text is not copied as it grows
    StringBuilder out = new StringBuilder(512 + 32 * record.mainLine().size());
    KifHeader.write(record.headers(), record.record().startPosition(), out);
    if (heading != null) {
      out.append(heading).append('\n');
    }
    KifText.comment(record.startComment(), true, out);
    return out;
  }

  /**
   * Writes the one game a file holds, for a file saved in an encoding: the first line names it as
   * Kifu for Windows does ({@code #KIF version=2.0 encoding=UTF-8}).
   *
   * @throws IllegalArgumentException as {@link #write(List)}, or if the encoding is null or not
   *     UTF-8, Shift_JIS (windows-31j) or EUC-JP
   */
  @Override
  public final String write(List<AnnotatedRecord<ShogiPosition, Move>> records, Charset encoding) {
    String line = KifText.encodingLine(encoding);
    return line + write(records);
  }
}
