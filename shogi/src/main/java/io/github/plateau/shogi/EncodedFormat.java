package io.github.plateau.shogi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Game;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.RecordFormat;
import java.nio.charset.Charset;
import java.util.List;
import java.util.function.BiFunction;

/**
 * A shogi format whose text names the encoding it is saved in (KIF, KI2, CSA V3.0): a format of
 * {@link RecordFormat#of} whose {@link #write(List, Charset)} is the format's own.
 */
final class EncodedFormat implements RecordFormat<ShogiPosition, Move> {
  private final RecordFormat<ShogiPosition, Move> format;
  private final BiFunction<List<AnnotatedRecord<ShogiPosition, Move>>, Charset, String> encoded;

  EncodedFormat(
      RecordFormat<ShogiPosition, Move> format,
      BiFunction<List<AnnotatedRecord<ShogiPosition, Move>>, Charset, String> encoded) {
    this.format = format;
    this.encoded = encoded;
  }

  @Override
  public String name() {
    return format.name();
  }

  @Override
  public List<String> extensions() {
    return format.extensions();
  }

  @Override
  public List<AnnotatedRecord<ShogiPosition, Move>> readAll(
      Game<ShogiPosition, Move> game, byte[] bytes, ReadMode mode) {
    return format.readAll(game, bytes, mode);
  }

  @Override
  public List<Entry<ShogiPosition, Move>> readEach(
      Game<ShogiPosition, Move> game, byte[] bytes, ReadMode mode) {
    return format.readEach(game, bytes, mode);
  }

  @Override
  public String write(List<AnnotatedRecord<ShogiPosition, Move>> records) {
    return format.write(records);
  }

  @Override
  public String write(List<AnnotatedRecord<ShogiPosition, Move>> records, Charset encoding) {
    checkArgument(encoding != null, "encoding is null");
    return encoded.apply(records, encoding);
  }

  @Override
  public String toString() {
    return format.toString();
  }
}
