package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.text.EachGame;
import io.github.plateau.core.text.Encodings;
import io.github.plateau.core.text.GameSplitter;
import io.github.plateau.core.text.GameTexts;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A record file format of a game (CSA, KIF, KI2, PGN, PDN). Every format has the same operations,
 * here once: read one game or every game of a text, of a file's bytes (decoded as the format
 * detects its encoding, {@link #decode}) or of a file; read each game on its own ({@link
 * #readEach}); strictly or as played ({@link ReadMode}); write one record or several to a string,
 * an {@link Appendable} or a file, naming the file's encoding where the format can; and for files
 * of any size, read their games one at a time ({@link #stream}) and write them so ({@link
 * #writer}). A format implements only what is its own: {@link #name()}, {@link #extensions()},
 * {@link #readAll(Game, String, ReadMode)} and {@link #write(List)}, and where it has them its
 * encoding detection, its one-game and each-game readers, its encoding line and its notations.
 * {@link Game#recordFormats()} lists a game's formats, so that tools handle any game's files
 * without knowing the game; each game module also offers its formats as constants ({@code
 * Csa.FORMAT}, {@code Kif.FORMAT}, {@code Pgn.FORMAT}, ...) with the options that are their own.
 * Implementations are immutable and thread-safe.
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
   * Whether a file of this name is in this format by its extension: the text after its last dot is
   * one of {@link #extensions()}, in any case ({@code GAME.KIF} is KIF). Tools that pick a file's
   * format by its name ask this.
   *
   * @param fileName a file's name, with or without folders
   * @return whether its extension is one of this format's; false without an extension
   * @throws IllegalArgumentException if the name is null
   */
  default boolean matchesExtension(String fileName) {
    checkArgument(fileName != null, "fileName is null");
    int dot = fileName.lastIndexOf('.');
    return dot >= 0 && extensions().contains(fileName.substring(dot + 1).toLowerCase(Locale.ROOT));
  }

  /**
   * Whether this format reads and writes records of a game: tools choose a game's formats by it.
   *
   * @param game a game
   * @return by default, true for any game that is not null
   */
  default boolean serves(Game<?, ?> game) {
    return game != null;
  }

  /**
   * The text of a file's bytes, in the encoding the format detects.
   *
   * @param bytes the file's bytes
   * @return the text; by default, the bytes decoded as UTF-8 (a byte order mark dropped)
   * @throws IllegalArgumentException if the bytes are null
   * @throws NotationException if the bytes are not text in an encoding the format reads
   */
  default String decode(byte[] bytes) {
    return Encodings.decode(bytes, List.of(StandardCharsets.UTF_8));
  }

  /**
   * Reads every game of a text.
   *
   * @param game the game (its rules) the records are played under; a record that names its own
   *     variant, such as PDN's {@code GameType}, is read under that one where the format says so
   * @param text the text
   * @param mode how the moves are replayed
   * @return the games in the text's order, an unmodifiable list
   * @throws IllegalArgumentException if an argument is null or the game is not one of this format's
   * @throws NotationException if the text is malformed, with its line, column and ply
   * @throws IllegalMoveException if a move is illegal where the record plays it
   * @throws IllegalPositionException if a start position the record gives is not legal
   */
  List<AnnotatedRecord<P, M>> readAll(Game<P, M> game, String text, ReadMode mode);

  /**
   * Reads every game of a file's bytes, decoded by {@link #decode}.
   *
   * @param game the game (its rules) the records are played under
   * @param bytes the file's bytes
   * @param mode how the moves are replayed
   * @return the games in the file's order
   * @throws IllegalArgumentException if an argument is null or the game is not one of this format's
   * @throws NotationException if the bytes are not text, or as {@link #readAll(Game, String,
   *     ReadMode)}
   * @throws IllegalMoveException as {@link #readAll(Game, String, ReadMode)}
   * @throws IllegalPositionException as {@link #readAll(Game, String, ReadMode)}
   */
  default List<AnnotatedRecord<P, M>> readAll(Game<P, M> game, byte[] bytes, ReadMode mode) {
    checkArgument(bytes != null, "bytes is null");
    return readAll(game, decode(bytes), mode);
  }

  /**
   * Reads every game of a file, decoded by {@link #decode}.
   *
   * @param game the game (its rules) the records are played under
   * @param file the file
   * @param mode how the moves are replayed
   * @return the games in the file's order
   * @throws IOException if the file cannot be read
   * @throws IllegalArgumentException if an argument is null or the game is not one of this format's
   * @throws NotationException as {@link #readAll(Game, byte[], ReadMode)}
   * @throws IllegalMoveException as {@link #readAll(Game, String, ReadMode)}
   * @throws IllegalPositionException as {@link #readAll(Game, String, ReadMode)}
   */
  default List<AnnotatedRecord<P, M>> readAll(Game<P, M> game, Path file, ReadMode mode)
      throws IOException {
    checkArgument(file != null, "file is null");
    return readAll(game, Files.readAllBytes(file), mode);
  }

  /**
   * Reads the one game of a text.
   *
   * @param game the game (its rules) the record is played under
   * @param text the text
   * @param mode how the moves are replayed
   * @return the record
   * @throws IllegalArgumentException if an argument is null or the game is not one of this format's
   * @throws NotationException if the text holds no game or several, or as {@link #readAll(Game,
   *     String, ReadMode)}
   * @throws IllegalMoveException as {@link #readAll(Game, String, ReadMode)}
   * @throws IllegalPositionException as {@link #readAll(Game, String, ReadMode)}
   */
  default AnnotatedRecord<P, M> read(Game<P, M> game, String text, ReadMode mode) {
    List<AnnotatedRecord<P, M>> records = readAll(game, text, mode);
    if (records.size() != 1) {
      throw new NotationException(
          "the text holds " + records.size() + " games, not one: read it with readAll", text, 0);
    }
    return records.get(0);
  }

  /**
   * Reads the one game of a text, strictly.
   *
   * @param game the game (its rules) the record is played under
   * @param text the text
   * @return the record
   * @throws IllegalArgumentException if an argument is null or the game is not one of this format's
   * @throws NotationException as {@link #read(Game, String, ReadMode)}
   * @throws IllegalMoveException as {@link #read(Game, String, ReadMode)}
   * @throws IllegalPositionException as {@link #read(Game, String, ReadMode)}
   */
  default AnnotatedRecord<P, M> read(Game<P, M> game, String text) {
    return read(game, text, ReadMode.STRICT);
  }

  /**
   * Reads the one game of a file's bytes, decoded by {@link #decode}.
   *
   * @param game the game (its rules) the record is played under
   * @param bytes the file's bytes
   * @param mode how the moves are replayed
   * @return the record
   * @throws IllegalArgumentException if an argument is null or the game is not one of this format's
   * @throws NotationException if the bytes are not text, or as {@link #read(Game, String,
   *     ReadMode)}
   * @throws IllegalMoveException as {@link #read(Game, String, ReadMode)}
   * @throws IllegalPositionException as {@link #read(Game, String, ReadMode)}
   */
  default AnnotatedRecord<P, M> read(Game<P, M> game, byte[] bytes, ReadMode mode) {
    checkArgument(bytes != null, "bytes is null");
    return read(game, decode(bytes), mode);
  }

  /**
   * Reads the one game of a file, decoded by {@link #decode}.
   *
   * @param game the game (its rules) the record is played under
   * @param file the file
   * @param mode how the moves are replayed
   * @return the record
   * @throws IOException if the file cannot be read
   * @throws IllegalArgumentException if an argument is null or the game is not one of this format's
   * @throws NotationException as {@link #read(Game, byte[], ReadMode)}
   * @throws IllegalMoveException as {@link #read(Game, String, ReadMode)}
   * @throws IllegalPositionException as {@link #read(Game, String, ReadMode)}
   */
  default AnnotatedRecord<P, M> read(Game<P, M> game, Path file, ReadMode mode) throws IOException {
    checkArgument(file != null, "file is null");
    return read(game, Files.readAllBytes(file), mode);
  }

  /**
   * Reads each game of a text on its own: a game the reader refuses is reported in its place with
   * the exception that refused it, and the games after it are still read. Where the text cannot be
   * told into games past a problem (a PGN token that does not end), the rest of the text is that
   * one refused game.
   *
   * @param game the game (its rules) the records are played under
   * @param text the text
   * @param mode how the moves are replayed
   * @return one entry per game, in the text's order; by default, the games {@link #readAll(Game,
   *     String, ReadMode)} reads, or the one exception it throws
   * @throws IllegalArgumentException if an argument is null or the game is not one of this format's
   */
  default List<Entry<P, M>> readEach(Game<P, M> game, String text, ReadMode mode) {
    List<AnnotatedRecord<P, M>> records;
    try {
      records = readAll(game, text, mode);
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
   * Reads each game of a file's bytes on its own, as {@link #readEach(Game, String, ReadMode)}
   * does.
   *
   * @param game the game (its rules) the records are played under
   * @param bytes the file's bytes
   * @param mode how the moves are replayed
   * @return one entry per game, in the file's order; one refused entry if the bytes are not text
   * @throws IllegalArgumentException if an argument is null or the game is not one of this format's
   */
  default List<Entry<P, M>> readEach(Game<P, M> game, byte[] bytes, ReadMode mode) {
    checkArguments(game, bytes, "bytes", mode);
    return EachGame.read(() -> decode(bytes), text -> readEach(game, text, mode), Entry::refused);
  }

  /** Names the argument that is null, then refuses a game this format does not read. */
  private void checkArguments(Game<P, M> game, Object input, String inputName, ReadMode mode) {
    checkArgument(game != null, "game is null");
    checkArgument(input != null, "%s is null", inputName);
    checkArgument(mode != null, "mode is null");
    checkArgument(serves(game), "%s does not read %s records", name(), game.name());
  }

  /**
   * The charset {@link #decode} decodes bytes with: a stream ({@link #stream}) longer than a MiB is
   * decoded as it is read, in the charset found for its first bytes. A format that overrides {@link
   * #decode} overrides this too.
   *
   * @param bytes a file's bytes, or its first bytes up to a line break
   * @return by default, UTF-8
   * @throws IllegalArgumentException if the bytes are null
   * @throws NotationException if the bytes are not text in an encoding the format reads
   */
  default Charset encoding(byte[] bytes) {
    checkArgument(bytes != null, "bytes is null");
    return StandardCharsets.UTF_8;
  }

  /**
   * A new splitter of this format's text into parts that read on their own, for streams: a format
   * whose files hold several games says where they may be cut.
   *
   * @return the splitter, for one text; by default, one that never cuts ({@link
   *     GameSplitter#none()}), right for a format whose file holds one game
   */
  default GameSplitter splitter() {
    return GameSplitter.none();
  }

  /**
   * The text of a file's bytes, as a stream reads it: decoded as it comes and cut into parts that
   * read on their own, each of one game where the format can tell, in constant memory. Tools that
   * read the parts in parallel ({@link #readEach(Game, String, ReadMode)} each) use it; others
   * {@link #stream}.
   *
   * @param bytes the file's bytes, closed with the parts
   * @return the parts
   * @throws IllegalArgumentException if the stream is null
   * @throws java.io.UncheckedIOException if the first bytes cannot be read
   */
  default GameTexts texts(InputStream bytes) {
    checkArgument(bytes != null, "bytes is null");
    return GameTexts.of(bytes, this::decode, this::encoding, splitter());
  }

  /**
   * Reads the games of a file's bytes one at a time, in constant memory whatever their number: the
   * same entries as {@link #readEach(Game, byte[], ReadMode)}, each numbered and located ({@link
   * RecordStream}). Up to a MiB, the bytes are decoded as {@link #decode} does; past that, in the
   * charset {@link #encoding} finds for the first MiB (when those bytes are all ASCII, for the MiB
   * from the first byte that is not); bytes further on that are not text in it refuse the game they
   * are in, and the games after it are read on. The text of one game longer than {@link
   * GameTexts#MAX_CHARS} characters is refused with the problem {@link GameTexts#TOO_LONG}, and the
   * games after it are read on too.
   *
   * @param game the game (its rules) the records are played under
   * @param bytes the file's bytes, closed with the stream
   * @param mode how the moves are replayed
   * @return the games, to be closed
   * @throws IllegalArgumentException if an argument is null or the game is not one of this format's
   * @throws java.io.UncheckedIOException if the first bytes cannot be read
   */
  default RecordStream<P, M> stream(Game<P, M> game, InputStream bytes, ReadMode mode) {
    checkArguments(game, bytes, "bytes", mode);
    return new RecordStream<>(this, game, texts(bytes), mode);
  }

  /**
   * Reads the games of a file one at a time, as {@link #stream(Game, InputStream, ReadMode)}.
   *
   * @param game the game (its rules) the records are played under
   * @param file the file
   * @param mode how the moves are replayed
   * @return the games, to be closed
   * @throws IOException if the file cannot be opened
   * @throws IllegalArgumentException if an argument is null or the game is not one of this format's
   */
  default RecordStream<P, M> stream(Game<P, M> game, Path file, ReadMode mode) throws IOException {
    checkArguments(game, file, "file", mode);
    InputStream in = Files.newInputStream(file);
    try {
      return stream(game, in, mode);
    } catch (RuntimeException e) {
      in.close();
      throw e;
    }
  }

  /**
   * Reads the games of a text one at a time, as {@link #stream(Game, InputStream, ReadMode)}, the
   * text already decoded.
   *
   * @param game the game (its rules) the records are played under
   * @param text the text, closed with the stream
   * @param mode how the moves are replayed
   * @return the games, to be closed
   * @throws IllegalArgumentException if an argument is null or the game is not one of this format's
   */
  default RecordStream<P, M> stream(Game<P, M> game, Reader text, ReadMode mode) {
    checkArguments(game, text, "text", mode);
    GameTexts parts = GameTexts.of(text, splitter(), GameTexts.MAX_CHARS);
    return new RecordStream<>(this, game, parts, mode);
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
   * Writes one game as a file.
   *
   * @param record the game, of a game of this format
   * @return the text, as {@link #write(List)} writes a list of it
   * @throws IllegalArgumentException as {@link #write(List)}
   */
  default String write(AnnotatedRecord<P, M> record) {
    checkArgument(record != null, "record is null");
    return write(List.of(record));
  }

  /**
   * Writes a game record without headers, comments or variations: its outcome is the stated one.
   *
   * @param record the game, of a game of this format
   * @return the text, as {@link #write(AnnotatedRecord)} writes it
   * @throws IllegalArgumentException as {@link #write(List)}
   */
  default String write(GameRecord<P, M> record) {
    checkArgument(record != null, "record is null");
    return write(AnnotatedRecord.of(record));
  }

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
   * Writes one game as a file that is to be saved in an encoding, as {@link #write(List, Charset)}.
   *
   * @param record the game, of a game of this format
   * @param encoding the charset the text will be saved in
   * @return the text
   * @throws IllegalArgumentException as {@link #write(List, Charset)}
   */
  default String write(AnnotatedRecord<P, M> record, Charset encoding) {
    checkArgument(record != null, "record is null");
    return write(List.of(record), encoding);
  }

  /**
   * Writes games as one file onto a stream of text.
   *
   * @param records the games, each of a game of this format
   * @param out where the text goes
   * @throws IOException if the output fails
   * @throws IllegalArgumentException as {@link #write(List)}, or if the output is null
   */
  default void write(List<AnnotatedRecord<P, M>> records, Appendable out) throws IOException {
    checkArgument(out != null, "out is null");
    out.append(write(records));
  }

  /**
   * The text of a game written into a file after others, as a stream of games is written ({@link
   * RecordWriter}): what separates it from the game before, then the game. The games written one at
   * a time, the first by {@link #write(AnnotatedRecord)} and each next one by this, read back as
   * equal records.
   *
   * @param record the game, of a game of this format
   * @return by default, a line break then {@link #write(AnnotatedRecord)}'s text: the blank line
   *     between the games of the PGN family
   * @throws IllegalArgumentException as {@link #write(List)}, or if a file of the format holds one
   *     game
   */
  default String writeNext(AnnotatedRecord<P, M> record) {
    return "\n" + write(record);
  }

  /**
   * A writer of games one at a time onto a stream of text, as one file, so that a file of any
   * number of games is written in constant memory.
   *
   * @param out where the text goes
   * @return the writer
   * @throws IllegalArgumentException if the output is null
   */
  default RecordWriter<P, M> writer(Appendable out) {
    return new RecordWriter<>(this, out);
  }

  /**
   * Writes games as one file, saved in an encoding that the text names where the format can ({@link
   * #write(List, Charset)}).
   *
   * @param records the games, each of a game of this format
   * @param file the file, created or replaced
   * @param encoding the charset of the file
   * @throws IOException if the file cannot be written, or a character of the text has no bytes in
   *     the encoding that read back as it ({@link java.nio.charset.CharacterCodingException}, see
   *     {@link Encodings#encode})
   * @throws IllegalArgumentException as {@link #write(List, Charset)}, or if the file is null
   */
  default void write(List<AnnotatedRecord<P, M>> records, Path file, Charset encoding)
      throws IOException {
    checkArgument(file != null, "file is null");
    Files.write(file, Encodings.encode(write(records, encoding), encoding));
  }

  /**
   * The names of the notations the format writes moves in, when it has several (xiangqi's PGN:
   * {@code iccs}, {@code wxf}, {@code chinese}); tools offer them without knowing the game.
   *
   * @return the names, lower case, the default first; by default, none: the format has one
   */
  default List<String> notations() {
    return List.of();
  }

  /**
   * The same format writing its moves in a notation of {@link #notations()}.
   *
   * @param notation a name of {@link #notations()}, in any case
   * @return the format
   * @throws IllegalArgumentException if the name is null or not one of {@link #notations()}; by
   *     default always, the format having one notation
   */
  default RecordFormat<P, M> inNotation(String notation) {
    throw new IllegalArgumentException(name() + " writes its moves in one notation");
  }
}
