package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

import java.io.IOException;

/**
 * Writes games one at a time onto a stream of text as one file of a format ({@link
 * RecordFormat#writer}): each game's text goes out as it is written, so that memory holds one game
 * whatever the file's size. The first game is written as {@link
 * RecordFormat#write(AnnotatedRecord)} writes it, each next one as {@link RecordFormat#writeNext}
 * does (a CSA separator line, a PGN blank line); the file reads back as the games written. Not
 * thread-safe.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public final class RecordWriter<P extends Position<P, M>, M> {
  private final RecordFormat<P, M> format;
  private final Appendable out;
  private long count;

  /**
   * A writer at the start of a file.
   *
   * @param format the format
   * @param out where the text goes
   * @throws IllegalArgumentException if an argument is null
   */
  public RecordWriter(RecordFormat<P, M> format, Appendable out) {
    checkArgument(format != null && out != null, "an argument is null");
    this.format = format;
    this.out = out;
  }

  /**
   * Writes the next game. A game the format refuses is not written at all.
   *
   * @param record the game, of a game of the format
   * @throws IOException if the output fails
   * @throws IllegalArgumentException if the record is null or the format cannot write it, or holds
   *     one game a file and one was written
   */
  public void write(AnnotatedRecord<P, M> record) throws IOException {
    checkArgument(record != null, "record is null");
    String text = count == 0 ? format.write(record) : format.writeNext(record);
    out.append(text);
    count++;
  }

  /**
   * Writes the next game, a record without headers, comments or variations.
   *
   * @param record the game, of a game of the format
   * @throws IOException if the output fails
   * @throws IllegalArgumentException as {@link #write(AnnotatedRecord)}
   */
  public void write(GameRecord<P, M> record) throws IOException {
    checkArgument(record != null, "record is null");
    write(AnnotatedRecord.of(record));
  }

  /**
   * The games written.
   *
   * @return their number
   */
  public long count() {
    return count;
  }
}
