package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;

/**
 * A record file format of a game (CSA, KIF, KI2, PGN, PDN), for tools that handle any game's files
 * without knowing the game: {@link Game#recordFormats()} lists a game's formats. Each game module
 * also offers its formats as classes with the same methods and more options ({@code Csa}, {@code
 * Kif}, {@code Pgn}, ...). Implementations are immutable and thread-safe.
 *
 * <p>For example, a shogi game written in CSA and read back:
 *
 * <pre>{@code
 * Shogi shogi = new Shogi();
 * GameRecord<ShogiPosition, Move> game = GameRecord.start(shogi).play("7g7f").play("3c3d");
 * RecordFormat<ShogiPosition, Move> csa = shogi.recordFormats().get(2); // KIF, KI2, CSA
 * String text = csa.write(List.of(AnnotatedRecord.of(game))); // "+7776FU", "-3334FU", ...
 * byte[] file = text.getBytes(StandardCharsets.UTF_8);
 * List<AnnotatedRecord<ShogiPosition, Move>> read = csa.readAll(shogi, file, ReadMode.STRICT);
 * boolean same = read.get(0).record().moves().equals(game.moves()); // true
 * }</pre>
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public interface RecordFormat<P extends Position<P, M>, M> {
  /**
   * The longest main line any reader reads, in plies: 100,000, two hundred times the longest games
   * played. A record whose main line goes on is refused with a {@link NotationException} whose
   * problem is {@link #TOO_LONG}, at its move 100,001, so that reading stays bounded in time and
   * memory (a record holds about 200 bytes per ply, see {@link GameRecord}).
   */
  int MAX_PLIES = 100_000;

  /**
   * The problem of the {@link NotationException} refusing a main line longer than {@link
   * #MAX_PLIES}.
   */
  String TOO_LONG = "the record is longer than " + MAX_PLIES + " plies, the most a reader reads";

  /**
   * The format's usual name.
   *
   * @return such as {@code "KIF"}
   */
  String name();

  /**
   * The file name extensions of the format, lower case, without the dot, the usual one first.
   *
   * @return such as {@code ["kif", "kifu"]}
   */
  List<String> extensions();

  /**
   * Reads every game of a file.
   *
   * @param game the game (its rules) the records are played under; a record that names its own
   *     variant, such as PDN's {@code GameType}, is read under that one where the format says so
   * @param bytes the file's bytes, in any encoding the format's readers detect
   * @param mode how the moves are replayed
   * @return the games in the file's order
   * @throws IllegalArgumentException if an argument is null or the game is not one of this format's
   * @throws NotationException if the text is malformed, with its line, column and move
   * @throws IllegalMoveException if a move is illegal where the record plays it
   * @throws IllegalPositionException if a start position the record gives is not legal
   */
  List<AnnotatedRecord<P, M>> readAll(Game<P, M> game, byte[] bytes, ReadMode mode);

  /**
   * Reads each game of a file on its own: a game the reader refuses is reported in its place with
   * the exception that refused it, and the games after it are still read. Where the text cannot be
   * told into games past a problem (a PGN token that does not end), the rest of the text is that
   * one refused game.
   *
   * @param game the game (its rules) the records are played under
   * @param bytes the file's bytes
   * @param mode how the moves are replayed
   * @return one entry per game, in the file's order; by default, the games {@link #readAll} reads,
   *     or the one exception it throws
   * @throws IllegalArgumentException if an argument is null or the game is not one of this format's
   */
  default List<Entry<P, M>> readEach(Game<P, M> game, byte[] bytes, ReadMode mode) {
    List<AnnotatedRecord<P, M>> records;
    try {
      records = readAll(game, bytes, mode);
    } catch (PlateauException e) {
      return List.of(Entry.refused(e));
    }
    List<Entry<P, M>> entries = new ArrayList<>(records.size());
    for (AnnotatedRecord<P, M> record : records) {
      entries.add(Entry.read(record));
    }
    return entries;
  }

  /**
   * A game of a file read by {@link #readEach}: its record, or the exception that refused it.
   *
   * @param record the record, if the game was read
   * @param failure why the game was refused, if it was
   * @param <P> the position type
   * @param <M> the move type
   */
  record Entry<P extends Position<P, M>, M>(
      Optional<AnnotatedRecord<P, M>> record, Optional<PlateauException> failure) {
    /**
     * Checks the fields.
     *
     * @param record the record, if the game was read
     * @param failure why the game was refused, if it was
     * @throws IllegalArgumentException if a field is null, or not exactly one is present
     */
    public Entry {
      checkArgument(record != null && failure != null, "a field is null");
      checkArgument(record.isPresent() != failure.isPresent(), "one of record and failure");
    }

    /**
     * A game read.
     *
     * @param record its record
     * @param <P> the position type
     * @param <M> the move type
     * @return the entry
     * @throws IllegalArgumentException if the record is null
     */
    public static <P extends Position<P, M>, M> Entry<P, M> read(AnnotatedRecord<P, M> record) {
      checkArgument(record != null, "record is null");
      return new Entry<>(Optional.of(record), Optional.empty());
    }

    /**
     * A game refused.
     *
     * @param failure why
     * @param <P> the position type
     * @param <M> the move type
     * @return the entry
     * @throws IllegalArgumentException if the exception is null
     */
    public static <P extends Position<P, M>, M> Entry<P, M> refused(PlateauException failure) {
      checkArgument(failure != null, "failure is null");
      return new Entry<>(Optional.empty(), Optional.of(failure));
    }
  }

  /**
   * Writes games as one file.
   *
   * @param records the games, each of a game of this format
   * @return the text; reading it back gives equal records
   * @throws IllegalArgumentException if the list or a record is null or cannot be written in this
   *     format (a record of another game, more games than the format holds in one file)
   */
  String write(List<AnnotatedRecord<P, M>> records);

  /**
   * Writes games as one file that is to be saved in an encoding: a format whose text names its
   * encoding (KIF's {@code #KIF version=2.0 encoding=UTF-8} line, CSA V3.0's {@code 'CSA
   * encoding=UTF-8}) names that one, so that readers decode the file by it.
   *
   * @param records the games, each of a game of this format
   * @param encoding the charset the text will be saved in
   * @return the text; by default, {@link #write(List)}'s
   * @throws IllegalArgumentException as {@link #write(List)}, or if the charset is null or one the
   *     format cannot name
   */
  default String write(List<AnnotatedRecord<P, M>> records, Charset encoding) {
    checkArgument(encoding != null, "encoding is null");
    return write(records);
  }

  /**
   * Reads every game of a file for one game class, as a format class's {@code readAll(game, bytes,
   * mode)} does.
   *
   * @param <G> the game class
   * @param <P> the position type
   * @param <M> the move type
   */
  @FunctionalInterface
  interface Reader<G extends Game<P, M>, P extends Position<P, M>, M> {
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
   * Reads each game of a file on its own for one game class, as a format class's {@code
   * readEach(game, bytes, mode)} does.
   *
   * @param <G> the game class
   * @param <P> the position type
   * @param <M> the move type
   */
  @FunctionalInterface
  interface EachReader<G extends Game<P, M>, P extends Position<P, M>, M> {
    /**
     * Reads each game of a file on its own.
     *
     * @param game the game
     * @param bytes the file's bytes
     * @param mode how the moves are replayed
     * @return one entry per game, in order
     */
    List<Entry<P, M>> readEach(G game, byte[] bytes, ReadMode mode);
  }

  /**
   * A format made of a format class's methods, such as {@code RecordFormat.of("PGN",
   * List.of("pgn"), Xiangqi.class, Pgn::readAll, Pgn::write)}: its {@link #readEach} is the default
   * one.
   *
   * @param name the format's usual name
   * @param extensions the file name extensions, lower case, without the dot, the usual one first
   * @param gameClass the class of the games it reads
   * @param reader reads every game of a file
   * @param writer writes games as one file
   * @param <G> the game class
   * @param <P> the position type
   * @param <M> the move type
   * @return the format; its {@link #readAll} refuses a game of another class with an {@link
   *     IllegalArgumentException}
   * @throws IllegalArgumentException if an argument is null or blank, or an extension is not lower
   *     case
   */
  static <G extends Game<P, M>, P extends Position<P, M>, M> RecordFormat<P, M> of(
      String name,
      List<String> extensions,
      Class<G> gameClass,
      Reader<G, P, M> reader,
      Function<List<AnnotatedRecord<P, M>>, String> writer) {
    return make(name, extensions, gameClass, reader, null, writer);
  }

  /**
   * A format made of a format class's methods, its games also read each on its own, such as {@code
   * RecordFormat.of("PGN", List.of("pgn"), Xiangqi.class, Pgn::readAll, Pgn::readEach,
   * Pgn::write)}.
   *
   * @param name the format's usual name
   * @param extensions the file name extensions, lower case, without the dot, the usual one first
   * @param gameClass the class of the games it reads
   * @param reader reads every game of a file
   * @param each reads each game of a file on its own
   * @param writer writes games as one file
   * @param <G> the game class
   * @param <P> the position type
   * @param <M> the move type
   * @return the format; its {@link #readAll} and {@link #readEach} refuse a game of another class
   *     with an {@link IllegalArgumentException}
   * @throws IllegalArgumentException if an argument is null or blank, or an extension is not lower
   *     case
   */
  static <G extends Game<P, M>, P extends Position<P, M>, M> RecordFormat<P, M> of(
      String name,
      List<String> extensions,
      Class<G> gameClass,
      Reader<G, P, M> reader,
      EachReader<G, P, M> each,
      Function<List<AnnotatedRecord<P, M>>, String> writer) {
    checkArgument(each != null, "an argument is null");
    return make(name, extensions, gameClass, reader, each, writer);
  }

  /** The format of {@link #of}; without an each-reader, its {@link #readEach} is the default. */
  private static <G extends Game<P, M>, P extends Position<P, M>, M> RecordFormat<P, M> make(
      String name,
      List<String> extensions,
      Class<G> gameClass,
      Reader<G, P, M> reader,
      EachReader<G, P, M> each,
      Function<List<AnnotatedRecord<P, M>>, String> writer) {
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
    checkArgument(gameClass != null && reader != null && writer != null, "an argument is null");
    List<String> copied = List.copyOf(extensions);
    return new RecordFormat<>() {
      @Override
      public String name() {
        return name;
      }

      @Override
      public List<String> extensions() {
        return copied;
      }

      @Override
      public List<AnnotatedRecord<P, M>> readAll(Game<P, M> game, byte[] bytes, ReadMode mode) {
        return reader.readAll(own(game), bytes, mode);
      }

      @Override
      public List<Entry<P, M>> readEach(Game<P, M> game, byte[] bytes, ReadMode mode) {
        return each == null
            ? RecordFormat.super.readEach(game, bytes, mode)
            : each.readEach(own(game), bytes, mode);
      }

      private G own(Game<P, M> game) {
        checkArgument(game != null, "game is null");
        checkArgument(
            gameClass.isInstance(game),
            "%s reads %s games, not %s",
            name,
            gameClass.getSimpleName(),
            game.name());
        return gameClass.cast(game);
      }

      @Override
      public String write(List<AnnotatedRecord<P, M>> records) {
        return writer.apply(records);
      }

      @Override
      public String toString() {
        return name;
      }
    };
  }
}
