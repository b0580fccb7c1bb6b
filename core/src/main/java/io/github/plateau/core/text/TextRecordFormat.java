package io.github.plateau.core.text;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Game;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Position;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.RecordFormat;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * The shape every record format of one game class shares: its name and extensions, the check that a
 * game is of its class, and its readers of a text, which a format implements as {@link #parseAll}
 * (and, where it reads one game or each game in a way of its own, {@link #parseOne} and {@link
 * #parseEach}) for a game already checked. Everything else, bytes, files and writers' outputs, is
 * {@link RecordFormat}'s.
 *
 * @param <G> the game class
 * @param <P> the position type
 * @param <M> the move type
 */
public abstract class TextRecordFormat<G extends Game<P, M>, P extends Position<P, M>, M>
    implements RecordFormat<P, M> {
  private final String name;
  private final List<String> extensions;
  private final Class<G> gameClass;
  private final List<Charset> encodings;
  private final G standard;

  /**
   * A format.
   *
   * @param name the format's usual name
   * @param extensions the file name extensions, lower case, without the dot, the usual one first
   * @param gameClass the class of the games it reads
   * @param encodings the charsets {@link #decode} tries, in order ({@link Encodings#decode})
   * @param standard the game {@link #read(String)} and {@link #readAll(String)} read, or null if
   *     the format has none
   * @throws IllegalArgumentException if the name or an extension is null or blank, an extension is
   *     not lower case, or the class or the charsets are null or empty
   */
  protected TextRecordFormat(
      String name,
      List<String> extensions,
      Class<G> gameClass,
      List<Charset> encodings,
      G standard) {
    checkArgument(name != null && !name.isBlank(), "name is null or blank");
    checkArgument(extensions != null && !extensions.isEmpty(), "no extension");
    for (String extension : extensions) {
      checkArgument(
          extension != null
              && !extension.isBlank()
              && extension.equals(extension.toLowerCase(Locale.ROOT)),
          "bad extension %s",
          extension);
    }
    checkArgument(gameClass != null, "gameClass is null");
    checkArgument(encodings != null && !encodings.isEmpty(), "no encoding");
    this.name = name;
    this.extensions = List.copyOf(extensions);
    this.gameClass = gameClass;
    this.encodings = List.copyOf(encodings);
    this.standard = standard;
  }

  /** The first of the format's charsets that decodes the bytes ({@link Encodings#decode}). */
  @Override
  public String decode(byte[] bytes) {
    return Encodings.decode(bytes, encodings);
  }

  /** The first of the format's charsets that decodes the bytes, as {@link #decode} chooses. */
  @Override
  public Charset encoding(byte[] bytes) {
    return Encodings.detect(bytes, encodings);
  }

  /**
   * Writes games as one file that is to be saved in an encoding in which the format reads the text
   * back: UTF-8, or another charset whose bytes of this text {@link #decode} reads as it (one of
   * the format's own, or one that shares their bytes for this text, as ISO-8859-1 does
   * windows-1252's for Latin-1 letters). A character the charset has no bytes for is not refused
   * here but where the text is encoded ({@link Encodings#encode}).
   *
   * @throws IllegalArgumentException as {@link #write(List)}, or if the charset is null or gives
   *     bytes of the text that the format would read as another text or refuse (UTF-16, say)
   */
  @Override
  public String write(List<AnnotatedRecord<P, M>> records, Charset encoding) {
    checkArgument(encoding != null, "encoding is null");
    String text = write(records);
    checkArgument(
        encoding.equals(StandardCharsets.UTF_8) || readsBack(text, encoding),
        "%s cannot write this text in %s so that it reads it back (it reads %s)",
        name,
        encoding.name(),
        String.join(", ", encodings.stream().map(Charset::name).toList()));
    return text;
  }

  /**
   * Whether the text's bytes in a charset decode, as the format detects, to the text; true if a
   * character has no bytes in it, which encoding the text then refuses.
   */
  private boolean readsBack(String text, Charset encoding) {
    byte[] bytes;
    try {
      bytes = Encodings.encode(text, encoding);
    } catch (CharacterCodingException e) {
      return true;
    }
    try {
      return decode(bytes).equals(text);
    } catch (NotationException e) {
      return false;
    }
  }

  @Override
  public final String name() {
    return name;
  }

  @Override
  public final List<String> extensions() {
    return extensions;
  }

  /** Serves the games of its class. */
  @Override
  public final boolean serves(Game<?, ?> game) {
    return gameClass.isInstance(game);
  }

  /**
   * Reads the one game of a text of the standard game, strictly.
   *
   * @param text the text
   * @return the record
   * @throws UnsupportedOperationException if the format has no standard game
   * @throws IllegalArgumentException if the text is null
   * @throws io.github.plateau.core.NotationException as {@link #read(Game, String, ReadMode)}
   * @throws io.github.plateau.core.IllegalMoveException as {@link #read(Game, String, ReadMode)}
   * @throws io.github.plateau.core.IllegalPositionException as {@link #read(Game, String,
   *     ReadMode)}
   */
  public AnnotatedRecord<P, M> read(String text) {
    return read(standard(), text, ReadMode.STRICT);
  }

  /**
   * Reads every game of a text of the standard game, strictly.
   *
   * @param text the text
   * @return the records, in order
   * @throws UnsupportedOperationException if the format has no standard game
   * @throws IllegalArgumentException if the text is null
   * @throws io.github.plateau.core.NotationException as {@link #readAll(Game, String, ReadMode)}
   * @throws io.github.plateau.core.IllegalMoveException as {@link #readAll(Game, String, ReadMode)}
   * @throws io.github.plateau.core.IllegalPositionException as {@link #readAll(Game, String,
   *     ReadMode)}
   */
  public List<AnnotatedRecord<P, M>> readAll(String text) {
    return readAll(standard(), text, ReadMode.STRICT);
  }

  /**
   * The standard game, that {@link #read(String)} reads.
   *
   * @return the game
   * @throws UnsupportedOperationException if the format has none
   */
  protected final G standard() {
    if (standard == null) {
      throw new UnsupportedOperationException(name + " has no standard game: name one");
    }
    return standard;
  }

  @Override
  public final List<AnnotatedRecord<P, M>> readAll(Game<P, M> game, String text, ReadMode mode) {
    G own = own(game);
    checkText(text, mode);
    return List.copyOf(parseAll(own, text, mode));
  }

  @Override
  public final AnnotatedRecord<P, M> read(Game<P, M> game, String text, ReadMode mode) {
    G own = own(game);
    checkText(text, mode);
    return parseOne(own, text, mode);
  }

  @Override
  public final List<Entry<P, M>> readEach(Game<P, M> game, String text, ReadMode mode) {
    G own = own(game);
    checkText(text, mode);
    return parseEach(own, text, mode);
  }

  private static void checkText(String text, ReadMode mode) {
    checkArgument(text != null, "text is null");
    checkArgument(mode != null, "mode is null");
  }

  /**
   * Reads every game of a text.
   *
   * @param game the game, of this format's class
   * @param text the text, not null
   * @param mode how the moves are replayed, not null
   * @return the games in order
   */
  protected abstract List<AnnotatedRecord<P, M>> parseAll(G game, String text, ReadMode mode);

  /**
   * Reads the one game of a text.
   *
   * @param game the game, of this format's class
   * @param text the text, not null
   * @param mode how the moves are replayed, not null
   * @return the record; by default, the one game {@link #parseAll} reads, a text of none or several
   *     being a {@link io.github.plateau.core.NotationException}
   */
  protected AnnotatedRecord<P, M> parseOne(G game, String text, ReadMode mode) {
    return RecordFormat.super.read(game, text, mode);
  }

  /**
   * Reads each game of a text on its own.
   *
   * @param game the game, of this format's class
   * @param text the text, not null
   * @param mode how the moves are replayed, not null
   * @return one entry per game; by default, {@link RecordFormat#readEach(Game, String, ReadMode)}'s
   */
  protected List<Entry<P, M>> parseEach(G game, String text, ReadMode mode) {
    return RecordFormat.super.readEach(game, text, mode);
  }

  /**
   * A game as the class this format reads.
   *
   * @param game the game
   * @return the game, cast
   * @throws IllegalArgumentException if the game is null or of another class
   */
  protected final G own(Game<P, M> game) {
    checkArgument(game != null, "game is null");
    checkArgument(
        gameClass.isInstance(game),
        "%s reads %s games, not %s",
        name,
        gameClass.getSimpleName(),
        game.name());
    return gameClass.cast(game);
  }

  /**
   * Checks that a record is one this format writes, as every writer must before it reads the
   * record's positions as its game's.
   *
   * @param record a record
   * @return the record
   * @throws IllegalArgumentException if the record is null or of a game of another class (a caller
   *     holding formats and records of unknown games could hand one over), naming both
   */
  protected final AnnotatedRecord<P, M> writable(AnnotatedRecord<P, M> record) {
    checkArgument(record != null, "a record is null");
    checkArgument(
        gameClass.isInstance(record.game()),
        "%s writes %s games, not %s",
        name,
        gameClass.getSimpleName(),
        record.game().name());
    return record;
  }

  /**
   * Whether a text holds nothing but a byte order mark and blanks: a file that holds no game.
   *
   * @param text the text
   * @return true if it is blank
   */
  protected static boolean isBlank(String text) {
    return (text.startsWith("\uFEFF") ? text.substring(1) : text).isBlank();
  }

  /** Returns the format's name. */
  @Override
  public final String toString() {
    return name;
  }

  /**
   * A format made of a reader of bytes and a writer, such as {@code TextRecordFormat.of("Steps",
   * List.of("steps"), Shuttle.class, Steps::readAll, Steps::write)}: its texts are UTF-8, and its
   * {@link #readEach} is the default one. A format of its own, with an encoding to detect, extends
   * this class instead.
   *
   * @param name the format's usual name
   * @param extensions the file name extensions, lower case, without the dot, the usual one first
   * @param gameClass the class of the games it reads
   * @param reader reads every game of a file
   * @param writer writes games as one file
   * @param <G> the game class
   * @param <P> the position type
   * @param <M> the move type
   * @return the format; its readers refuse a game of another class with an {@link
   *     IllegalArgumentException}
   * @throws IllegalArgumentException if an argument is null or blank, or an extension is not lower
   *     case
   */
  public static <G extends Game<P, M>, P extends Position<P, M>, M> RecordFormat<P, M> of(
      String name,
      List<String> extensions,
      Class<G> gameClass,
      Reader<G, P, M> reader,
      Function<List<AnnotatedRecord<P, M>>, String> writer) {
    return of(name, extensions, gameClass, reader, null, writer);
  }

  /**
   * A format made of a reader of bytes, a reader of each game and a writer, as {@link #of(String,
   * List, Class, Reader, Function)}.
   *
   * @param name the format's usual name
   * @param extensions the file name extensions, lower case, without the dot, the usual one first
   * @param gameClass the class of the games it reads
   * @param reader reads every game of a file
   * @param each reads each game of a file on its own; null for the default
   * @param writer writes games as one file
   * @param <G> the game class
   * @param <P> the position type
   * @param <M> the move type
   * @return the format; its readers refuse a game of another class with an {@link
   *     IllegalArgumentException}
   * @throws IllegalArgumentException if an argument but {@code each} is null or blank, or an
   *     extension is not lower case
   */
  public static <G extends Game<P, M>, P extends Position<P, M>, M> RecordFormat<P, M> of(
      String name,
      List<String> extensions,
      Class<G> gameClass,
      Reader<G, P, M> reader,
      EachReader<G, P, M> each,
      Function<List<AnnotatedRecord<P, M>>, String> writer) {
    checkArgument(reader != null && writer != null, "an argument is null");
    List<Charset> utf8 = List.of(StandardCharsets.UTF_8);
    return new TextRecordFormat<G, P, M>(name, extensions, gameClass, utf8, null) {
      @Override
      protected List<AnnotatedRecord<P, M>> parseAll(G game, String text, ReadMode mode) {
        return reader.readAll(game, text.getBytes(StandardCharsets.UTF_8), mode);
      }

      @Override
      public List<AnnotatedRecord<P, M>> readAll(Game<P, M> game, byte[] bytes, ReadMode mode) {
        return reader.readAll(own(game), bytes, mode);
      }

      @Override
      public List<RecordFormat.Entry<P, M>> readEach(Game<P, M> game, byte[] bytes, ReadMode mode) {
        return each == null
            ? super.readEach(game, bytes, mode)
            : each.readEach(own(game), bytes, mode);
      }

      @Override
      public String write(List<AnnotatedRecord<P, M>> records) {
        return writer.apply(records);
      }
    };
  }

  /**
   * Reads every game of a file's bytes for one game class, as a format class's {@code readAll(game,
   * bytes, mode)} does.
   *
   * @param <G> the game class
   * @param <P> the position type
   * @param <M> the move type
   */
  @FunctionalInterface
  public interface Reader<G extends Game<P, M>, P extends Position<P, M>, M> {
    /**
     * Reads every game of a file.
     *
     * @param game the game
     * @param bytes the file's bytes
     * @param mode how the moves are replayed
     * @return the games in order
     */
    List<AnnotatedRecord<P, M>> readAll(G game, byte[] bytes, ReadMode mode);
  }

  /**
   * Reads each game of a file's bytes on its own for one game class.
   *
   * @param <G> the game class
   * @param <P> the position type
   * @param <M> the move type
   */
  @FunctionalInterface
  public interface EachReader<G extends Game<P, M>, P extends Position<P, M>, M> {
    /**
     * Reads each game of a file on its own.
     *
     * @param game the game
     * @param bytes the file's bytes
     * @param mode how the moves are replayed
     * @return one entry per game, in order
     */
    List<RecordFormat.Entry<P, M>> readEach(G game, byte[] bytes, ReadMode mode);
  }
}
