package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.RecordFormat.Entry;
import io.github.plateau.core.text.GameTexts;
import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.OptionalLong;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * The games of a record file read one at a time ({@link RecordFormat#stream}), in constant memory
 * whatever the file's size: each is a record read or the exception that refused it, numbered and
 * located in the file. A refused game does not stop the stream: the games after it are read, as
 * {@link RecordFormat#readEach} reads them from the whole text, with the same records and the same
 * refusals (whose locations count from the line where the game's text starts, {@link
 * Item#failureLine()} giving the line in the file). Not thread-safe; close it to release the file.
 *
 * <p>For example, counting the plies of a file of any size:
 *
 * <pre>{@code
 * try (RecordStream<XiangqiPosition, Move> games = Pgn.FORMAT.stream(xiangqi, file, mode)) {
 *   while (games.hasNext()) {
 *     Optional<AnnotatedRecord<XiangqiPosition, Move>> read = games.next().entry().record();
 *     plies += read.isPresent() ? read.get().record().ply() : 0;
 *   }
 * }
 * }</pre>
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public final class RecordStream<P extends Position<P, M>, M>
    implements Iterator<RecordStream.Item<P, M>>, Closeable {
  /**
   * A game of the stream.
   *
   * @param number its number in the file, from 1
   * @param line the line of the file where the text it was read from starts, from 1: its own text,
   *     or where the format could not cut between games, the first of them
   * @param entry its record, or the exception that refused it
   * @param <P> the position type
   * @param <M> the move type
   */
  public record Item<P extends Position<P, M>, M>(long number, long line, Entry<P, M> entry) {
    /**
     * Checks the fields.
     *
     * @param number its number, from 1
     * @param line the line its text starts at, from 1
     * @param entry its record or refusal
     * @throws IllegalArgumentException if the entry is null or a number is below 1
     */
    public Item {
      checkArgument(entry != null, "entry is null");
      checkArgument(number >= 1 && line >= 1, "number %s or line %s below 1", number, line);
    }

    /**
     * The line of the file where the game was refused.
     *
     * @return the line, from 1; empty if the game was read or its refusal has no location
     */
    public OptionalLong failureLine() {
      return entry
          .failure()
          .flatMap(PlateauException::location)
          .map(where -> OptionalLong.of(line + Math.max(where.line(), 1) - 1))
          .orElse(OptionalLong.empty());
    }
  }

  private final RecordFormat<P, M> format;
  private final Game<P, M> game;
  private final ReadMode mode;
  private final GameTexts texts;
  private final Deque<Item<P, M>> pending = new ArrayDeque<>();
  private long count;

  /**
   * A stream of the games of parts of a text.
   *
   * @param format the format the text is in
   * @param game the game the records are played under
   * @param texts the parts of the text, as the format cuts it ({@link RecordFormat#texts})
   * @param mode how the moves are replayed
   * @throws IllegalArgumentException if an argument is null or the game is not one of the format's
   */
  public RecordStream(RecordFormat<P, M> format, Game<P, M> game, GameTexts texts, ReadMode mode) {
    checkArgument(format != null && game != null, "an argument is null");
    checkArgument(texts != null && mode != null, "an argument is null");
    checkArgument(format.serves(game), "%s does not read %s records", format.name(), game.name());
    this.format = format;
    this.game = game;
    this.texts = texts;
    this.mode = mode;
  }

  /**
   * Whether another game follows.
   *
   * @return true if {@link #next()} gives one
   * @throws UncheckedIOException if the file cannot be read
   */
  @Override
  public boolean hasNext() {
    while (pending.isEmpty() && texts.hasNext()) {
      GameTexts.Part part = texts.next();
      if (part.refusal().isPresent()) {
        add(part.line(), Entry.refused(part.refusal().get()));
      } else {
        for (Entry<P, M> entry : format.readEach(game, part.text(), mode)) {
          add(part.line(), entry);
        }
      }
    }
    return !pending.isEmpty();
  }

  private void add(long line, Entry<P, M> entry) {
    count++;
    pending.add(new Item<>(count, line, entry));
  }

  /**
   * The next game.
   *
   * @return its record or refusal, numbered and located
   * @throws NoSuchElementException if there is none
   * @throws UncheckedIOException if the file cannot be read
   */
  @Override
  public Item<P, M> next() {
    if (!hasNext()) {
      throw new NoSuchElementException("no game after game " + count);
    }
    return pending.removeFirst();
  }

  /**
   * The games left, as a sequential stream that closes this one when it is closed.
   *
   * @return the stream
   */
  public Stream<Item<P, M>> items() {
    Spliterator<Item<P, M>> split =
        Spliterators.spliteratorUnknownSize(this, Spliterator.ORDERED | Spliterator.NONNULL);
    return StreamSupport.stream(split, false)
        .onClose(
            () -> {
              try {
                close();
              } catch (IOException e) {
                throw new UncheckedIOException(e);
              }
            });
  }

  /**
   * Closes the file read.
   *
   * @throws IOException if closing it fails
   */
  @Override
  public void close() throws IOException {
    pending.clear();
    texts.close();
  }
}
