package io.github.plateau.shogi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.AnnotatedRecord;
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
