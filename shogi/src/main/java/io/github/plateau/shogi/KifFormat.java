package io.github.plateau.shogi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Game;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.RecordFormat;
import java.util.List;
import java.util.function.Function;

/** KIF or KI2 as a core {@link RecordFormat}: one game a file. */
final class KifFormat implements RecordFormat<ShogiPosition, Move> {
  /** Reads a file's bytes. */
  interface Reader {
    /**
     * Reads one record.
     *
     * @param game the game
     * @param bytes the file's bytes
     * @param mode the reading mode
     * @return the record
     */
    AnnotatedRecord<ShogiPosition, Move> read(Shogi game, byte[] bytes, ReadMode mode);
  }

  private final String name;
  private final List<String> extensions;
  private final Reader reader;
  private final Function<AnnotatedRecord<ShogiPosition, Move>, String> writer;

  KifFormat(
      String name,
      List<String> extensions,
      Reader reader,
      Function<AnnotatedRecord<ShogiPosition, Move>, String> writer) {
    this.name = name;
    this.extensions = List.copyOf(extensions);
    this.reader = reader;
    this.writer = writer;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public List<String> extensions() {
    return extensions;
  }

  @Override
  public List<AnnotatedRecord<ShogiPosition, Move>> readAll(
      Game<ShogiPosition, Move> game, byte[] bytes, ReadMode mode) {
    checkArgument(game != null, "game is null");
    checkArgument(game instanceof Shogi, "%s is not shogi", game.name());
    return List.of(reader.read((Shogi) game, bytes, mode));
  }

  @Override
  public String write(List<AnnotatedRecord<ShogiPosition, Move>> records) {
    checkArgument(records != null, "records is null");
    checkArgument(records.size() == 1, "a %s file holds one game, not %s", name, records.size());
    return writer.apply(records.get(0));
  }

  @Override
  public String toString() {
    return name;
  }
}
