package io.github.plateau.cli;

import static java.nio.charset.StandardCharsets.UTF_8;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Game;
import io.github.plateau.core.Games;
import io.github.plateau.core.Position;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.RecordFormat;
import io.github.plateau.core.text.Encodings;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * {@code record GAME FILE [--from FORMAT] [--to FORMAT [--encoding CHARSET] [--notation NOTATION]]
 * [--as-played]}: reads a record file of any of the game's formats (by its extension, or {@code
 * --from}) and prints one line per game (number, plies, the record's outcome, the stated one, where
 * the rules end it), or with {@code --to} the games written in another format, in the encoding
 * {@code --encoding} names (UTF-8 by default; KIF, KI2 and CSA name it in their text) and, for
 * xiangqi's PGN, the moves' notation {@code --notation} names ({@code iccs}, {@code wxf}, {@code
 * chinese}). Each game is read on its own: a game the reader refuses is reported on standard error
 * with its number and the reason, the others are printed, and the exit status is then 2.
 */
final class RecordCommand implements Command {
  /** Larger files are refused rather than read whole into memory. */
  static final long MAX_BYTES = 64L << 20;

  @Override
  public String name() {
    return "record";
  }

  @Override
  public String synopsis() {
    return "GAME FILE [--from FORMAT] [--to FORMAT [--encoding CHARSET] [--notation NOTATION]]"
        + " [--as-played]";
  }

  @Override
  public String summary() {
    return "read a record file (CSA, KIF, KI2, PGN, PDN): summarise or convert it";
  }

  @Override
  public int run(List<String> args, Console console) {
    Arguments arguments =
        Arguments.parse(
            args, Set.of("--from", "--to", "--encoding", "--notation"), Set.of("--as-played"));
    arguments.expect("GAME", "FILE");
    Game<?, ?> game = Games.create(arguments.positional(0));
    ReadMode mode = arguments.flag("--as-played") ? ReadMode.AS_PLAYED : ReadMode.STRICT;
    Optional<String> to = arguments.value("--to");
    Optional<String> notation = arguments.value("--notation");
    if (to.isEmpty() && (notation.isPresent() || arguments.value("--encoding").isPresent())) {
      throw new UsageException("--encoding and --notation choose how --to writes");
    }
    Charset encoding = arguments.value("--encoding").map(RecordCommand::charset).orElse(UTF_8);
    Path file = Path.of(arguments.positional(1));
    Optional<String> from = arguments.value("--from");
    return convert(game, file, from, to, mode, notation, encoding, console);
  }

  /** The charset a name gives, or a usage error. */
  private static Charset charset(String name) {
    try {
      return Charset.forName(name);
    } catch (IllegalArgumentException e) { // an illegal or unsupported name
      throw new UsageException("unknown encoding '" + name + "'");
    }
  }

  /**
   * The format that writes in the notation --notation names: the game's formats say which they have
   * ({@link RecordFormat#notations()}), so that no game need be known here.
   */
  private static <P extends Position<P, M>, M> RecordFormat<P, M> inNotation(
      RecordFormat<P, M> writer, String name) {
    List<String> names = writer.notations();
    if (names.isEmpty()) {
      throw new UsageException("--notation chooses the moves' notation of xiangqi's PGN");
    }
    if (!names.contains(name.toLowerCase(Locale.ROOT))) {
      throw new UsageException(
          "unknown notation '" + name + "' (notations: " + String.join(", ", names) + ")");
    }
    return writer.inNotation(name);
  }

  private static <P extends Position<P, M>, M> int convert(
      Game<P, M> game,
      Path file,
      Optional<String> from,
      Optional<String> to,
      ReadMode mode,
      Optional<String> notation,
      Charset encoding,
      Console console) {
    List<RecordFormat<P, M>> formats = game.recordFormats();
    if (formats.isEmpty()) {
      throw new UsageException(game.id() + " has no record format");
    }
    Optional<RecordFormat<P, M>> writer = to.map(name -> byName(formats, name));
    if (notation.isPresent()) {
      writer = Optional.of(inNotation(writer.orElseThrow(), notation.get()));
    }
    Optional<RecordFormat<P, M>> named = from.map(name -> byName(formats, name));
    byte[] bytes = bytes(file);
    RecordFormat<P, M> reader = named.orElseGet(() -> byExtension(formats, file));
    List<RecordFormat.Entry<P, M>> entries = reader.readEach(game, bytes, mode);
    List<AnnotatedRecord<P, M>> records = new ArrayList<>();
    int refused = 0;
    for (int i = 0; i < entries.size(); i++) {
      RecordFormat.Entry<P, M> entry = entries.get(i);
      if (entry.failure().isPresent()) {
        refused++;
        console.error("plateau: game " + (i + 1) + ": " + Main.oneLine(entry.failure().get()));
      } else if (writer.isEmpty()) {
        console.out().println((i + 1) + "\t" + summary(entry.record().orElseThrow()));
      } else {
        records.add(entry.record().orElseThrow());
      }
    }
    if (writer.isPresent() && !records.isEmpty()) {
      String text;
      try {
        text = writer.get().write(records, encoding);
      } catch (IllegalArgumentException e) { // records or an encoding the format cannot write
        throw new UsageException(e.getMessage());
      }
      byte[] encoded = encode(text, encoding);
      console.out().write(encoded, 0, encoded.length);
    }
    return refused > 0 ? 2 : 0;
  }

  /** Plies, the record's outcome, the stated one and the rules' ending, tab-separated. */
  static String summary(AnnotatedRecord<?, ?> record) {
    return record.record().ply()
        + " plies\t"
        + record.record().outcome().map(Object::toString).orElse("no outcome")
        + "\tstated: "
        + record.statedOutcome().map(Object::toString).orElse("none")
        + "\trules: "
        + record.rulesEnding().map(e -> e.outcome() + " at ply " + e.ply()).orElse("do not end it")
        + record.foulMove().map(m -> "\tfoul move: " + m).orElse("");
  }

  private static <P extends Position<P, M>, M> RecordFormat<P, M> byName(
      List<RecordFormat<P, M>> formats, String name) {
    for (RecordFormat<P, M> format : formats) {
      if (format.name().equalsIgnoreCase(name)) {
        return format;
      }
    }
    throw new UsageException(
        "unknown record format '" + name + "' (formats: " + names(formats) + ")");
  }

  private static <P extends Position<P, M>, M> RecordFormat<P, M> byExtension(
      List<RecordFormat<P, M>> formats, Path file) {
    String name = file.getFileName() == null ? "" : file.getFileName().toString();
    int dot = name.lastIndexOf('.');
    String extension = dot < 0 ? "" : name.substring(dot + 1).toLowerCase(Locale.ROOT);
    for (RecordFormat<P, M> format : formats) {
      if (format.extensions().contains(extension)) {
        return format;
      }
    }
    throw new UsageException(
        "cannot tell the format of '"
            + name
            + "' by its extension; give --from (formats: "
            + names(formats)
            + ")");
  }

  private static String names(List<? extends RecordFormat<?, ?>> formats) {
    List<String> names = new ArrayList<>();
    for (RecordFormat<?, ?> format : formats) {
      names.add(format.name());
    }
    return String.join(", ", names);
  }

  /** The text in a charset, or an error if a character does not fit it. */
  private static byte[] encode(String text, Charset encoding) {
    try {
      return Encodings.encode(text, encoding);
    } catch (CharacterCodingException e) {
      throw new InputException(
          "the records hold characters that "
              + encoding.name()
              + " cannot write; choose another --encoding");
    }
  }

  private static byte[] bytes(Path file) {
    try {
      if (!Files.exists(file)) {
        throw new InputException("no such file: " + file);
      }
      if (!Files.isRegularFile(file)) { // a directory, a FIFO, a device: never opened
        throw new InputException(file + " is not a regular file; give a record file");
      }
      if (Files.size(file) > MAX_BYTES) {
        throw new InputException(
            file + " is larger than " + (MAX_BYTES >> 20) + " MiB; split it into smaller files");
      }
      return Files.readAllBytes(file);
    } catch (NoSuchFileException e) {
      throw new InputException("no such file: " + file);
    } catch (IOException e) {
      throw new InputException("cannot read " + file + ": " + e.getMessage());
    }
  }
}
