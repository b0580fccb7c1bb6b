package io.github.plateau.core;

import java.util.List;

/**
 * A record file format of a game (CSA, KIF, KI2, PGN, PDN), for tools that handle any game's files
 * without knowing the game: {@link Game#recordFormats()} lists a game's formats. Each game module
 * also offers its formats as classes with the same methods and more options ({@code Csa}, {@code
 * Kif}, {@code Pgn}, ...). Implementations are immutable and thread-safe.
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
}
