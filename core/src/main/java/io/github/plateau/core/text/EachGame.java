package io.github.plateau.core.text;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.Position;
import io.github.plateau.core.RecordFormat.Entry;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Reads the games of a text one by one for {@link io.github.plateau.core.RecordFormat#readEach}: a
 * game the reader refuses becomes a refused entry, the reader moves past the rest of it, and the
 * games after it are still read. A reader that cannot move on (a token that never ends) ends the
 * list.
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
  }

  /**
   * Reads every game a cursor gives.
   *
   * @param cursor the reader, at the start of the text
   * @param <P> the position type
   * @param <M> the move type
   * @return one entry per game, in order
   * @throws IllegalArgumentException if the cursor is null
   */
  public static <P extends Position<P, M>, M> List<Entry<P, M>> read(Cursor<P, M> cursor) {
    checkArgument(cursor != null, "cursor is null");
    List<Entry<P, M>> entries = new ArrayList<>();
    try {
      while (cursor.hasNext()) {
        try {
          entries.add(Entry.read(cursor.next()));
        } catch (PlateauException e) {
          entries.add(Entry.refused(e));
          if (!cursor.skip()) {
            break;
          }
        }
      }
    } catch (PlateauException e) {
      entries.add(Entry.refused(e)); // the text past the last game read does not read
    }
    return entries;
  }

  /**
   * Each game of a file's bytes: none but a refused one if they are not text.
   *
   * @param decoded decodes the file's bytes, as {@link Encodings#decode}
   * @param reader reads the games of the text
   * @param <P> the position type
   * @param <M> the move type
   * @return one entry per game, in order
   * @throws IllegalArgumentException if an argument is null
   */
  public static <P extends Position<P, M>, M> List<Entry<P, M>> read(
      Supplier<String> decoded, Function<String, List<Entry<P, M>>> reader) {
    checkArgument(decoded != null && reader != null, "an argument is null");
    String text;
    try {
      text = decoded.get();
    } catch (PlateauException e) {
      return List.of(Entry.refused(e));
    }
    return reader.apply(text);
  }
}
