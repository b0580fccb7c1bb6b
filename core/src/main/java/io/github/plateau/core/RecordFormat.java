package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.List;
import java.util.Locale;
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
   * Writes games as one file.
   *
   * @param records the games, each of a game of this format
   * @return the text; reading it back gives equal records
   * @throws IllegalArgumentException if the list or a record is null or cannot be written in this
   *     format (a record of another game, more games than the format holds in one file)
   */
  String write(List<AnnotatedRecord<P, M>> records);

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
   * A format made of a format class's methods, such as {@code RecordFormat.of("PGN",
   * List.of("pgn"), Xiangqi.class, Pgn::readAll, Pgn::write)}.
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
        checkArgument(game != null, "game is null");
        checkArgument(
            gameClass.isInstance(game),
            "%s reads %s games, not %s",
            name,
            gameClass.getSimpleName(),
            game.name());
        return reader.readAll(gameClass.cast(game), bytes, mode);
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
