package io.github.plateau.core.text;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Reads the games of a text one by one, as a record format's {@code readEach} does: a game the
 * reader refuses becomes a refused entry, the reader moves past the rest of it, and the games after
 * it are still read. A reader that cannot move on (a comment that never ends) ends the list.
 */
public final class EachGame {
  private EachGame() {}

  /**
   * A format's reader, positioned between games.
   *
   * @param <P> the position type
   * @param <M> the move type
   */
  public interface Cursor<P extends Position<P, M>, M> {
    /**
     * Whether another game follows.
     *
     * @return true if {@link #next} has a game to read
     * @throws PlateauException if the text cannot be read up to the next game
     */
    boolean hasNext();

    /**
     * Reads the next game.
     *
     * @return its record
     * @throws PlateauException if the reader refuses it
     */
    AnnotatedRecord<P, M> next();

    /**
     * Moves past what is left of a game {@link #next} refused, to where the next game starts.
     *
     * @return false if the text cannot be read further
     */
    boolean skip();

    /**
     * Moves past the text {@link #hasNext} could not read, to where the next game starts; by
     * default it cannot. It returns true only if it moved on, so that the same text is not refused
     * again.
     *
     * @return false if the text cannot be read further
     */
    default boolean skipUnread() {
      return false;
    }
  }

  /**
   * Reads every game a cursor gives.
   *
   * @param cursor the reader, at the start of the text
   * @param read what a game read becomes
   * @param refused what a game refused becomes
   * @param <P> the position type
   * @param <M> the move type
   * @param <E> an entry of the list: a game read or refused
   * @return one entry per game, in order
   * @throws IllegalArgumentException if an argument is null
   */
  public static <P extends Position<P, M>, M, E> List<E> read(
      Cursor<P, M> cursor,
      Function<AnnotatedRecord<P, M>, E> read,
      Function<PlateauException, E> refused) {
    checkArgument(cursor != null && read != null && refused != null, "an argument is null");
    List<E> entries = new ArrayList<>();
    while (true) {
      boolean more;
      try {
        more = cursor.hasNext();
      } catch (PlateauException e) {
        entries.add(refused.apply(e)); // the text after the last game read does not read
        if (cursor.skipUnread()) {
          continue;
        }
        break;
      }
      if (!more) {
        break;
      }
      try {
        entries.add(read.apply(cursor.next()));
      } catch (PlateauException e) {
        entries.add(refused.apply(e));
        if (!cursor.skip()) {
          break;
        }
      }
    }
    return entries;
  }

  /**
   * Each game of a file's bytes: none but a refused one if they are not text.
   *
   * @param decoded decodes the file's bytes, as {@link Encodings#decode}
   * @param reader reads the games of the text
   * @param refused what the bytes refused as text become
   * @param <E> an entry of the list: a game read or refused
   * @return one entry per game, in order
   * @throws IllegalArgumentException if an argument is null
   */
  public static <E> List<E> read(
      Supplier<String> decoded,
      Function<String, List<E>> reader,
      Function<PlateauException, E> refused) {
    checkArgument(decoded != null && reader != null && refused != null, "an argument is null");
    String text;
    try {
      text = decoded.get();
    } catch (PlateauException e) {
      return List.of(refused.apply(e));
    }
    return reader.apply(text);
  }
}
