package io.github.plateau.shogi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.MoveNode;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.text.Encodings;
import io.github.plateau.core.text.TextRecordFormat;
import java.nio.charset.Charset;
import java.util.List;

/**
 * What KIF and KI2 share as formats: a file holds one game, its bytes are decoded as {@link
 * KifText#decode} says, and a text for a file saved in an encoding starts with the line that names
 * it ({@code #KIF version=2.0 encoding=UTF-8}), which reads back as a comment line.
 */
abstract class KifFamily extends TextRecordFormat<Shogi, ShogiPosition, Move> {
  KifFamily(String name, List<String> extensions) {
    super(name, extensions, Shogi.class, Encodings.SHOGI, new Shogi());
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

  /** A file holds one game: the list of the one {@link #parseOne} reads. */
  @Override
  protected final List<AnnotatedRecord<ShogiPosition, Move>> parseAll(
      Shogi game, String text, ReadMode mode) {
    return List.of(parseOne(game, text, mode));
  }

  @Override
  protected abstract AnnotatedRecord<ShogiPosition, Move> parseOne(
      Shogi game, String text, ReadMode mode);

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
    checkArgument(record != null, "record is null");
    checkArgument(record.game() instanceof Shogi, "the record is not of a shogi game");
    return writeOne(record);
  }

  /**
   * The text of a record, checked.
   *
   * @param record a record of shogi
   * @return the text, each line ending with a line feed
   */
  abstract String writeOne(AnnotatedRecord<ShogiPosition, Move> record);

  /** Writes what a variation holds, after its {@code 変化：N手} line. */
  @FunctionalInterface
  interface VariationBody {
    /**
     * Writes a variation.
     *
     * @param variation its moves
     * @param index the index in its line of the move it replaces
     * @param sibling whether a later variation replaces the same move
     * @param position the position before its first move
     * @param previousTo the destination of the move before it, for {@code 同}, or -1
     */
    void write(
        List<MoveNode<Move>> variation,
        int index,
        boolean sibling,
        ShogiPosition position,
        int previousTo);
  }

  /**
   * Writes the variations of a line in Kifu for Windows' order: from the last move that has some to
   * the first, each after its {@code 変化：N手} line, its body written by the format.
   *
   * @param before the position before each move of the line
   * @param first the number of the line's first move
   * @param startPreviousTo the destination of the move before the line, or -1
   * @param depth how deep the line's variations nest
   * @throws IllegalArgumentException if they nest deeper than {@link KifTree#MAX_DEPTH}
   */
  static void eachVariation(
      List<MoveNode<Move>> line,
      List<ShogiPosition> before,
      int first,
      int startPreviousTo,
      int depth,
      StringBuilder out,
      VariationBody body) {
    for (int i = line.size() - 1; i >= 0; i--) {
      List<List<MoveNode<Move>>> variations = line.get(i).variations();
      if (variations.isEmpty()) {
        continue;
      }
      checkArgument(
          depth <= KifTree.MAX_DEPTH, "variations nest deeper than %s", KifTree.MAX_DEPTH);
      ShogiPosition position = before.get(i);
      int previousTo = i == 0 ? startPreviousTo : MoveCodes.to(line.get(i - 1).move().code());
      for (int v = 0; v < variations.size(); v++) {
        out.append('\n').append("変化：").append(first + i).append("手\n");
        body.write(variations.get(v), i, v < variations.size() - 1, position, previousTo);
      }
    }
  }

  /**
   * Starts a record's text as both writers do: the header (entries, {@code 手合割} or a board
   * diagram), the heading of the moves if the format has one, then the comment before the first
   * move.
   *
   * @param heading the line that heads the moves, or null for none
   * @return the text so far, for the moves to follow
   */
  static StringBuilder start(AnnotatedRecord<ShogiPosition, Move> record, String heading) {
    StringBuilder out = new StringBuilder();
    KifHeader.write(record.headers(), record.record().startPosition(), out);
    if (heading != null) {
      out.append(heading).append('\n');
    }
    KifText.comment(record.startComment(), true, out);
    return out;
  }

  /**
   * Writes the summary line of a stated outcome ({@code まで76手で先手の勝ち}), if the outcome has one.
   *
   * @param moves the moves written, the foul move included
   * @param mover the side that would move after them
   */
  static void summary(
      int moves, Outcome stated, Color mover, ShogiPosition start, StringBuilder out) {
    KifResult.summary(moves, stated, mover, KifHeader.isHandicapGame(start))
        .ifPresent(line -> out.append(line).append('\n'));
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
