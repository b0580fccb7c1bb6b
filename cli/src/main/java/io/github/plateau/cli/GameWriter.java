package io.github.plateau.cli;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Position;
import io.github.plateau.core.RecordFormat;
import io.github.plateau.core.text.Encodings;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Writes games one at a time in a format and an encoding, the same way whether a file was read
 * whole or streamed: as one file onto standard output, or each game to a file of its own in a
 * folder ({@code --out}). A game the encoding cannot write is left out and the others go on. On
 * standard output the first game is held until a second one shows that the format takes several, so
 * that a format of one game a file is refused before anything is written.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
final class GameWriter<P extends Position<P, M>, M> {
  private final RecordFormat<P, M> format;
  private final Charset encoding;
  private final PrintStream out;
  private final Console console;
  private final Optional<Path> folder;
  private long written;
  private byte[] pending; // the first game's text, until a second one or the end
  // the lines said while the first game is held (what it leaves out, later games refused), said
  // when it is written, in their order
  private final List<String> held = new ArrayList<>();
  private boolean holding = true; // false once MAX_HELD lines were held
  private String unwritable = ""; // why the last game refused was, for unwritable()
  private String unwritableKind = "";
  private Path lastFile; // the file the last game went to, in a folder

  /**
   * A writer onto standard output, or into a folder, a file a game.
   *
   * @param format the format written
   * @param encoding the charset the text is written in
   * @param console whose standard output the games go to without a folder, and whose error stream
   *     the warnings go to
   * @param folder the folder the games go to, each in a file of its own, if given
   */
  GameWriter(RecordFormat<P, M> format, Charset encoding, Console console, Optional<Path> folder) {
    this.format = format;
    this.encoding = encoding;
    this.console = console;
    this.out = console.out();
    this.folder = folder;
  }

  /**
   * The format written.
   *
   * @return the format
   */
  RecordFormat<P, M> format() {
    return format;
  }

  /**
   * Whether each game goes to a file of its own, so that standard output is free.
   *
   * @return true with a folder
   */
  boolean toFolder() {
    return folder.isPresent();
  }

  /**
   * Writes a game after those written before.
   *
   * @param record the game
   * @param outName the path, below the folder, that names the game's file with its number: the stem
   *     of the file it was read from, under the subfolders it was found in
   * @param number its number in that file, from 1
   * @return false if the encoding cannot write it, or its file in the folder exists: nothing of it
   *     is written
   * @throws UsageException if the format cannot write it, or a second game onto standard output
   */
  boolean write(AnnotatedRecord<P, M> record, Path outName, long number) {
    String text;
    try {
      text =
          written == 0 || folder.isPresent()
              ? format.write(List.of(record), encoding)
              : format.writeNext(record);
    } catch (IllegalArgumentException e) { // records or an encoding the format cannot write
      throw new UsageException(e.getMessage());
    }
    byte[] encoded;
    try {
      encoded = Encodings.encode(text, encoding);
    } catch (CharacterCodingException e) {
      unwritable =
          "holds characters that "
              + encoding.name()
              + " cannot write ("
              + e.getMessage()
              + "); left out (choose another --encoding)";
      unwritableKind = "unwritable in " + encoding.name();
      return false;
    }
    if (folder.isPresent()) {
      return writeFile(encoded, outName, number);
    }
    written++;
    if (written == 1) {
      pending = encoded;
      return true;
    }
    finish();
    out.write(encoded, 0, encoded.length);
    return true;
  }

  /** Writes the first game, if it is still held: called once the games are done. */
  void finish() {
    if (pending != null) {
      out.write(pending, 0, pending.length);
      pending = null;
    }
    sayHeld();
  }

  /** Says the lines held, in their order. */
  private void sayHeld() {
    held.forEach(console::error);
    held.clear();
  }

  /**
   * Says a line about the games on the error stream: what a game written leaves out, a game
   * refused. On standard output, until the first game is written (a second one is, or the games are
   * done), the lines are held and then said in their order: a second game in a format of one game a
   * file is refused alone, without a line about the games before it.
   *
   * @param line the line
   */
  void warn(String line) {
    if (held.size() == MAX_HELD) { // a stream of refusals is not held in memory past the bound
      sayHeld();
      holding = false;
    }
    if (holding && folder.isEmpty() && (pending != null || written == 0)) {
      held.add(line); // before any game is out
    } else {
      console.error(line);
    }
  }

  /**
   * Says a line about the games: through the writer where there is one, which keeps it in order
   * with them ({@link #warn}), else on the error stream.
   *
   * @param writer the writer, if the games are written
   * @param console the console
   * @param line the line
   */
  static void say(Optional<? extends GameWriter<?, ?>> writer, Console console, String line) {
    if (writer.isPresent()) {
      writer.get().warn(line);
    } else {
      console.error(line);
    }
  }

  /**
   * The most lines {@link #warn} holds: past them, those held and every later one are said as they
   * come, the first game's text then following some of them.
   */
  static final int MAX_HELD = 1000;

  /** A game's file in the folder: the source's name, its number and the format's extension. */
  private boolean writeFile(byte[] encoded, Path outName, long number) {
    Path file =
        folder
            .orElseThrow()
            .resolve(
                outName.resolveSibling(outName.getFileName() + "-" + number + "." + extension()));
    try {
      Files.createDirectories(file.getParent()); // the subfolders the source was found in
    } catch (FileAlreadyExistsException e) { // a file where a folder of the path must go
      unwritable = e.getFile() + " is a file, not a folder; left out, not overwritten";
      unwritableKind = "file exists";
      return false;
    } catch (AccessDeniedException e) { // that folder's games are left out, not the run
      if (!Files.isDirectory(folder.orElseThrow())) { // no game can ever be written: stop
        throw new InputException(
            "cannot make the folder " + folder.orElseThrow() + ": permission denied");
      }
      unwritable = "cannot make the folder " + file.getParent() + ": permission denied; left out";
      unwritableKind = "cannot write";
      return false;
    } catch (IOException e) {
      if (e instanceof FileSystemException && blockedBelow(file.getParent())) {
        // a file above the parent (ENOTDIR): the games of that folder are left out, not the run
        unwritable = file.getParent() + " cannot be made: a file stands on its path; left out";
        unwritableKind = "file exists";
        return false;
      }
      throw new InputException(
          "cannot make the folder " + file.getParent() + ": " + RecordFiles.why(e));
    }
    try {
      Files.write(file, encoded, StandardOpenOption.CREATE_NEW);
    } catch (FileAlreadyExistsException e) {
      unwritable = file + " exists; left out, not overwritten";
      unwritableKind = "file exists";
      return false;
    } catch (AccessDeniedException e) {
      unwritable = "cannot write " + file + ": permission denied; left out";
      unwritableKind = "cannot write";
      return false;
    } catch (IOException e) {
      throw new InputException("cannot write " + file + ": " + RecordFiles.why(e));
    }
    written++;
    lastFile = file;
    return true;
  }

  /** Whether a regular file stands on a folder's path, below the output folder. */
  private boolean blockedBelow(Path folder) {
    for (Path p = folder; p != null && !p.equals(this.folder.orElseThrow()); p = p.getParent()) {
      if (Files.isRegularFile(p)) {
        return true;
      }
    }
    return false;
  }

  /** The format's first extension, as the files written in a folder end. */
  private String extension() {
    return extension(format);
  }

  /**
   * A format's first extension, as the files written in a folder end.
   *
   * @param format the format
   * @return {@code csa}, or {@code txt} for a format without extensions
   */
  static String extension(RecordFormat<?, ?> format) {
    return format.extensions().isEmpty() ? "txt" : format.extensions().get(0);
  }

  /**
   * The path, below {@code --out}'s folder, that names a source's games: its stem under a folder. A
   * character the system's file names cannot hold (a name read from a folder in a locale that is
   * not UTF-8) becomes {@code _}, so that the games are still written.
   *
   * @param folder the subfolders the source was found in, or the empty path
   * @param source the file
   * @return the path
   */
  static Path outName(Path folder, Path source) {
    return named(folder, stem(source));
  }

  /**
   * A name in a folder, as {@link #outName} makes it: a character the system's file names cannot
   * hold becomes {@code _}.
   *
   * @param folder the folder, or the empty path
   * @param name the name
   * @return the path
   */
  static Path named(Path folder, String name) {
    try {
      return folder.resolve(name);
    } catch (InvalidPathException e) {
      StringBuilder plain = new StringBuilder(name.length());
      name.chars().forEach(c -> plain.append(c >= ' ' && c < 0x7F ? (char) c : '_'));
      return folder.resolve(plain.toString());
    }
  }

  /**
   * A source's name without its record extension and a {@code .gz} ({@code 2024.01.05.csa.gz}:
   * {@code 2024.01.05}); {@code -}: {@code stdin}.
   */
  static String stem(Path source) {
    if (source.equals(RecordFiles.STANDARD_INPUT)) {
      return "stdin";
    }
    String name = source.getFileName() == null ? "game" : source.getFileName().toString();
    if (RecordFiles.gzipped(source)) {
      name = name.substring(0, name.length() - 3);
    }
    int dot = name.lastIndexOf('.');
    return dot <= 0 ? name : name.substring(0, dot);
  }

  /**
   * What the format cannot write of a game, that the record holds: its variations in CSA, its times
   * in KI2. Safe from any thread: the readers' threads ask it, so that the one writing does not.
   *
   * @param record the game
   * @param readIn the format it was read in: written in the same, it loses nothing (a record read,
   *     written and read again is equal), and is not read back
   * @return the parts, {@code "2 variations, 5 marks"}, or "" for none (or for a game the format
   *     refuses: {@link #write} says so)
   */
  String leftOut(AnnotatedRecord<P, M> record, RecordFormat<P, M> readIn) {
    if (format.equals(readIn)) {
      return "";
    }
    String text;
    try {
      text = format.write(record); // alone: the game's own text, read back by itself
    } catch (IllegalArgumentException e) {
      return "";
    }
    return LeftOut.of(format, record, text);
  }

  /**
   * The file the last game written went to, in a folder.
   *
   * @return the file, or null before any
   */
  Path lastFile() {
    return lastFile;
  }

  /**
   * Why the last game left out was: a character the encoding cannot write and where, or its file
   * that exists.
   *
   * @return the reason, without the game's place
   */
  String unwritable() {
    return unwritable;
  }

  /**
   * The kind of refusal the last game left out counts as.
   *
   * @return the kind
   */
  String unwritableKind() {
    return unwritableKind;
  }
}
