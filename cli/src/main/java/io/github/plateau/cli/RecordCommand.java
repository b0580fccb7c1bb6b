package io.github.plateau.cli;

import static java.nio.charset.StandardCharsets.UTF_8;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Game;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Position;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.RecordFormat;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.file.FileSystemLoopException;
import java.nio.file.FileVisitOption;
import java.nio.file.FileVisitResult;
import java.nio.file.FileVisitor;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.stream.Stream;

/**
 * {@code record GAME FILE|FOLDER... [--from FORMAT] [--to FORMAT [--encoding CHARSET] [--notation
 * NOTATION]] [--as-played] [--threads N]}: reads a record file of any of the game's formats (by its
 * extension, or {@code --from}) and prints one line per game (number, plies, the record's outcome,
 * the stated one, where the rules end it), or with {@code --to} the games written in another
 * format, in the encoding {@code --encoding} names (UTF-8 by default; KIF, KI2 and CSA name it in
 * their text) and, for xiangqi's PGN, the moves' notation {@code --notation} names ({@code iccs},
 * {@code wxf}, {@code chinese}). Each game is read on its own: a game the reader refuses is
 * reported on standard error with its number and the reason, the others are printed, and the exit
 * status is then 2.
 *
 * <p>A file up to a MiB is read whole, as it always was; a larger one is streamed ({@link
 * RecordFormat#texts}), its games read in parallel on {@code --threads} threads (all processors by
 * default) in constant memory, refusals located by line and column. Several files, or folders
 * (walked for the files with the extensions of the game's formats), are streamed the same way, a
 * progress bar on standard error when it is a terminal, and end with a summary: files, games read
 * and refused by kind, plies, time and plies per second (on standard output, or standard error when
 * {@code --to} writes the games there); refusals then name their file.
 */
final class RecordCommand implements Command {
  /** The largest file a command reads whole (match openings); records are streamed instead. */
  static final long MAX_BYTES = 64L << 20;

  /**
   * Larger files are streamed rather than read whole, with their games read in parallel. A file
   * read whole keeps every game's entry until the end: 256 KiB of refused games (18,000 of the
   * shortest CSA) keep about 20 MB; a MiB of them ran a 64 MB heap out.
   */
  static final long WHOLE_BYTES = 256L << 10;

  @Override
  public String name() {
    return "record";
  }

  @Override
  public String synopsis() {
    return "GAME FILE|FOLDER...|- [--from FORMAT] [--to FORMAT [--encoding CHARSET]"
        + " [--notation NOTATION] [--out DIR]] [--as-played] [--threads N]";
  }

  @Override
  public String summary() {
    return "read record files or folders (CSA, KIF, KI2, PGN, PDN): summarise or convert them";
  }

  @Override
  public int run(List<String> args, Console console) {
    Arguments arguments =
        Arguments.parse(
            args,
            Set.of("--from", "--to", "--encoding", "--notation", "--threads", "--out"),
            Set.of("--as-played"));
    List<String> positionals = arguments.positionals();
    if (positionals.size() < 2) {
      arguments.expect("GAME", "FILE");
    }
    int threads =
        arguments.integer("--threads", Runtime.getRuntime().availableProcessors(), 1, MAX_THREADS);
    Game<?, ?> game = arguments.game(0);
    ReadMode mode = arguments.flag("--as-played") ? ReadMode.AS_PLAYED : ReadMode.STRICT;
    Optional<String> to = arguments.value("--to");
    Optional<String> notation = arguments.value("--notation");
    if (to.isEmpty() && (notation.isPresent() || arguments.value("--encoding").isPresent())) {
      throw new UsageException("--encoding and --notation choose how --to writes");
    }
    Charset encoding = arguments.value("--encoding").map(RecordCommand::charset).orElse(UTF_8);
    if (arguments.value("--out").isPresent() && to.isEmpty()) {
      throw new UsageException("--out names the folder --to writes each game into");
    }
    List<Path> paths = new ArrayList<>();
    int unusable = 0; // names among several that cannot be file names here: said, counted
    for (String name : positionals.subList(1, positionals.size())) {
      if (name.isBlank()) { // Path.of("") is the working folder, which the user did not name
        throw new InputException("no such file: '" + name + "'");
      }
      try {
        paths.add(Path.of(name));
      } catch (InvalidPathException e) {
        if (positionals.size() == 2) {
          throw e; // the only file: the command's error
        }
        console.error("plateau: " + Main.notAFileName(name));
        unusable++;
      }
    }
    Optional<String> from = arguments.value("--from");
    Optional<String> out = arguments.value("--out");
    return convert(
        game, paths, unusable, from, to, mode, notation, encoding, out, threads, console);
  }

  /**
   * Refuses an {@code --out} folder that is one of the folders read: the games written there would
   * be read as records the next time. One inside a folder read is met by the walk ({@link #walk}).
   */
  private static void notReadFolder(String name, List<Path> paths) {
    Path out = name.isBlank() ? null : realPath(Path.of(name)); // null: not made yet, so not read
    for (Path path : paths) {
      if (out != null && Files.isDirectory(path) && out.equals(realPath(path))) {
        throw new UsageException(
            "--out "
                + name
                + " is the folder "
                + path
                + " read: the games written there would be read as records next time; give"
                + " another folder");
      }
    }
  }

  /** The first record file of the game's formats in a folder, if any; none where it is unread. */
  private static <P extends Position<P, M>, M> Optional<Path> firstRecord(
      Path folder, List<RecordFormat<P, M>> formats) {
    try (Stream<Path> files = Files.walk(folder, FileVisitOption.FOLLOW_LINKS)) {
      return files
          .filter(Files::isRegularFile)
          .filter(file -> byExtensionIfAny(formats, file).isPresent())
          .sorted()
          .findFirst();
    } catch (IOException | UncheckedIOException e) {
      return Optional.empty();
    }
  }

  /**
   * The folder --out names, a usage error where it cannot be one. It is made when the first game is
   * written into it, so that a usage error found later leaves no folder behind.
   */
  private static Path outPath(String name) {
    if (name.isBlank()) {
      throw new UsageException("--out needs a folder");
    }
    Path folder = Path.of(name);
    if (Files.isSymbolicLink(folder) && !Files.exists(folder)) {
      throw new UsageException("--out " + name + " is a link to nothing");
    }
    if (Files.exists(folder) && !Files.isDirectory(folder)) {
      throw new UsageException("--out " + name + " is a file, not a folder");
    }
    return folder;
  }

  /** The most threads --threads takes. */
  static final int MAX_THREADS = 1024;

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
      List<Path> paths,
      int unusable,
      Optional<String> from,
      Optional<String> to,
      ReadMode mode,
      Optional<String> notation,
      Charset encoding,
      Optional<String> outName,
      int threads,
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
    Optional<Path> out = outName.map(RecordCommand::outPath);
    outName.ifPresent(name -> notReadFolder(name, paths));
    if (paths.contains(RecordFiles.STANDARD_INPUT) && unusable > 0) {
      throw new UsageException("- (standard input) is read alone, not among other files");
    }
    if (paths.contains(RecordFiles.STANDARD_INPUT)) {
      return standardInput(
          game, paths, named, gameWriter(writer, encoding, out, console), mode, threads, console);
    }
    boolean one = paths.size() == 1 && unusable == 0 && !Files.isDirectory(paths.get(0));
    if (one) {
      Path file = paths.get(0);
      long size = size(file);
      RecordFormat<P, M> reader = named.orElseGet(() -> byExtension(formats, file));
      // a gzipped file is streamed: its size says nothing of the text's
      if (size <= WHOLE_BYTES && !RecordFiles.gzipped(file)) {
        byte[] bytes = bytes(file);
        Optional<String> text = decoded(reader, bytes);
        if (text.isPresent()) {
          return whole(
              game,
              text.get(),
              file,
              reader,
              gameWriter(writer, encoding, out, console),
              mode,
              console);
        }
        // no charset reads every byte: streamed, only the games with bytes that are not text in
        // the file's start's charset are refused
      }
      RecordFiles<P, M> files =
          new RecordFiles<>(
              game, mode, console, true, false, gameWriter(writer, encoding, out, console));
      return files.run(List.of(new RecordFiles.Source<>(file, reader)), threads, Optional.empty());
    }
    RecordFiles<P, M> files =
        new RecordFiles<>(
            game, mode, console, false, true, gameWriter(writer, encoding, out, console));
    List<RecordFiles.Source<P, M>> sources = new ArrayList<>();
    Set<Object> given = new HashSet<>(); // the files taken, by their keys
    int[] skipped = {0};
    // files missing, no regular file or no file name here: counted among the files, as unreadable
    int notRead = unusable;
    for (int i = 0; i < unusable; i++) {
      files.countUnreadable();
    }
    long total = 0;
    for (Path path : paths) {
      if (Files.isDirectory(path)) {
        boolean holdsRecords = false; // read now or already, given before
        for (Path file : walk(path, out, files, skipped, console, formats)) {
          // A folder's files are told by their extensions; --from names the files given.
          Optional<RecordFormat<P, M>> format = byExtensionIfAny(formats, file);
          holdsRecords |= format.isPresent();
          if (format.isPresent()) {
            // in --out, under the subfolders it was found in: one name in two folders is no clash
            Path under = path.relativize(file.getParent());
            OptionalLong size = sizeOrReport(file, files, console); // gone since the walk?
            notRead += size.isPresent() ? 0 : 1;
            if (size.isPresent() && once(file, given, console)) {
              sources.add(
                  new RecordFiles.Source<>(file, format.get(), GameWriter.outName(under, file)));
              total += size.getAsLong();
            }
          } else {
            skipped[0]++;
          }
        }
        if (!holdsRecords) {
          throw new InputException(
              path
                  + " is not a regular file, and holds no "
                  + game.id()
                  + " record file ("
                  + names(formats)
                  + ")");
        }
      } else {
        OptionalLong size = sizeOrReport(path, files, console); // first: a missing file is said
        notRead += size.isPresent() ? 0 : 1;
        if (size.isPresent() && once(path, given, console)) {
          sources.add(
              new RecordFiles.Source<>(path, named.orElseGet(() -> byExtension(formats, path))));
          total += size.getAsLong();
        }
      }
    }
    List<RecordFiles.Source<P, M>> apart = distinctOutNames(sources);
    if (out.isPresent() && writer.isPresent()) {
      for (int i = 0; i < sources.size(); i++) {
        Path name = apart.get(i).outName();
        if (!name.equals(sources.get(i).outName())) { // say where a renamed file's games go
          console.error(
              "plateau: "
                  + sources.get(i).file()
                  + ": another source's games would take the same names; its games are written as "
                  + out.get().resolve(name)
                  + "-N."
                  + GameWriter.extension(writer.get())
                  + " (N: the game's number in it)");
        }
      }
    }
    sources = apart;
    Optional<ProgressBar> bar =
        System.console() != null
            ? Optional.of(new ProgressBar(console.err(), total))
            : Optional.empty();
    long began = System.nanoTime();
    int status = files.run(sources, threads, bar);
    long nanos = System.nanoTime() - began;
    console.out().flush();
    files.summary(
        writer.isPresent() && out.isEmpty() ? console.err() : console.out(),
        sources.size() + notRead,
        skipped[0],
        nanos);
    return status;
  }

  /**
   * Whether a file is taken for the first time: a file given twice (by name and in a folder, by two
   * names, through a symbolic or a hard link) is read once, and said so.
   */
  private static boolean once(Path file, Set<Object> given, Console console) {
    Object key = fileKey(file);
    if (key == null || given.add(key)) {
      return true;
    }
    console.error("plateau: " + file + " is given twice; its games are read once");
    return false;
  }

  /**
   * What tells a file apart from every other: the system's key for it (a device and an inode, which
   * hard links share), else its real path; null where neither is known.
   */
  private static Object fileKey(Path file) {
    try {
      Object key = Files.readAttributes(file, BasicFileAttributes.class).fileKey();
      return key != null ? key : file.toRealPath();
    } catch (IOException e) {
      return null;
    }
  }

  /**
   * The sources, named apart in {@code --out}: a source keeps its stem where no other has it; those
   * that share one ({@code x.kif} and {@code x.ki2}) take their whole file names ({@code
   * x.kif-1.csa}), and where even that is taken (two {@code a.kif} given from two folders, or
   * another file's stem), a number after it ({@code a.kif~2-1.csa}), in the sources' order.
   */
  static <P extends Position<P, M>, M> List<RecordFiles.Source<P, M>> distinctOutNames(
      List<RecordFiles.Source<P, M>> sources) {
    Map<Path, Integer> uses = new HashMap<>();
    sources.forEach(source -> uses.merge(source.outName(), 1, Integer::sum));
    Set<Path> taken = new HashSet<>(); // the stems kept, then each name given
    for (RecordFiles.Source<P, M> source : sources) {
      if (uses.get(source.outName()) == 1) {
        taken.add(source.outName());
      }
    }
    List<RecordFiles.Source<P, M>> named = new ArrayList<>(sources.size());
    for (RecordFiles.Source<P, M> source : sources) {
      if (uses.get(source.outName()) == 1) {
        named.add(source);
        continue;
      }
      Path parent = source.outName().getParent();
      Path folder = parent == null ? Path.of("") : parent;
      Path whole = GameWriter.named(folder, source.file().getFileName().toString());
      Path name = whole;
      for (int n = 2; !taken.add(name); n++) {
        name = GameWriter.named(folder, whole.getFileName() + "~" + n);
      }
      named.add(new RecordFiles.Source<>(source.file(), source.format(), name));
    }
    return named;
  }

  /**
   * Standard input, named {@code -}: one file, in the format {@code --from} names (it has no
   * extension), streamed with a line per game as a large file is.
   */
  private static <P extends Position<P, M>, M> int standardInput(
      Game<P, M> game,
      List<Path> paths,
      Optional<RecordFormat<P, M>> named,
      Optional<GameWriter<P, M>> writer,
      ReadMode mode,
      int threads,
      Console console) {
    if (paths.size() > 1) {
      throw new UsageException("- (standard input) is read alone, not among other files");
    }
    if (named.isEmpty()) {
      throw new UsageException(
          "- (standard input) has no extension to tell its format by; give --from (formats: "
              + names(game.recordFormats())
              + ")");
    }
    RecordFiles<P, M> files = new RecordFiles<>(game, mode, console, true, false, writer);
    return files.run(
        List.of(new RecordFiles.Source<>(RecordFiles.STANDARD_INPUT, named.get())),
        threads,
        Optional.empty());
  }

  private static <P extends Position<P, M>, M> Optional<GameWriter<P, M>> gameWriter(
      Optional<RecordFormat<P, M>> format, Charset encoding, Optional<Path> out, Console console) {
    return format.map(f -> new GameWriter<>(f, encoding, console, out));
  }

  /** The text of a file's bytes, or empty if no charset of the format reads them all. */
  private static Optional<String> decoded(RecordFormat<?, ?> reader, byte[] bytes) {
    try {
      return Optional.of(reader.decode(bytes));
    } catch (NotationException e) {
      return Optional.empty();
    }
  }

  /**
   * One file read whole, as the command always read one; its games written as a streamed file's
   * are.
   */
  private static <P extends Position<P, M>, M> int whole(
      Game<P, M> game,
      String text,
      Path file,
      RecordFormat<P, M> reader,
      Optional<GameWriter<P, M>> writer,
      ReadMode mode,
      Console console) {
    List<RecordFormat.Entry<P, M>> entries = reader.readEach(game, text, mode);
    Path outName = GameWriter.outName(Path.of(""), file);
    if (entries.isEmpty()) {
      console.error("plateau: " + file + " holds no game");
    }
    int refused = 0;
    for (int i = 0; i < entries.size(); i++) {
      RecordFormat.Entry<P, M> entry = entries.get(i);
      if (entry.failure().isPresent()) {
        refused++;
        GameWriter.say(
            writer, console, "plateau: game " + (i + 1) + ": " + entry.failure().get().located(1));
      } else if (writer.isEmpty()) {
        console.out().println((i + 1) + "\t" + summary(entry.record().orElseThrow()));
      } else if (!writer.get().write(entry.record().orElseThrow(), outName, i + 1)) {
        refused++;
        writer.get().warn("plateau: game " + (i + 1) + ": " + writer.get().unwritable());
      } else {
        String leftOut = writer.get().leftOut(entry.record().orElseThrow(), reader);
        if (!leftOut.isEmpty()) {
          writer.get().warn(RecordFiles.leftOutLine("", i + 1, writer.get(), leftOut));
        }
        if (writer.get().toFolder()) {
          console.out().println((i + 1) + "\t" + writer.get().lastFile());
        }
      }
    }
    writer.ifPresent(GameWriter::finish);
    return refused > 0 ? 2 : 0;
  }

  /**
   * The regular files of a folder and the folders in it, sorted by path, links followed (a link
   * back to a folder above it is passed over). A folder or file that cannot be read is reported and
   * counted as unreadable, and the walk goes on; a file that is no regular file (a FIFO, a device,
   * a socket), which reading could block on, is reported and counted as skipped. The folder {@code
   * --out} writes into, if it is inside, is passed over: its files are this command's.
   */
  private static <P extends Position<P, M>, M> List<Path> walk(
      Path folder,
      Optional<Path> out,
      RecordFiles<?, ?> files,
      int[] skipped,
      Console console,
      List<RecordFormat<P, M>> formats) {
    List<Path> found = new ArrayList<>();
    Path top = realPath(folder);
    Path written = out.map(RecordCommand::realPath).orElse(null);
    FileVisitor<Path> visitor =
        new SimpleFileVisitor<>() {
          // The walk finds a link back to a folder it is in; one to a folder above the one given
          // (or to it) would leave it, and is passed over the same way.
          @Override
          public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
            Path real = dir.equals(folder) || top == null ? null : realPath(dir);
            if (real != null && top.startsWith(real)) {
              console.error("plateau: " + dir + " links back to a folder above it; passed over");
              return FileVisitResult.SKIP_SUBTREE;
            }
            if (written != null && !dir.equals(folder) && written.equals(realPath(dir))) {
              // its records would go unread: refused before anything is written
              Optional<Path> record = firstRecord(dir, formats);
              if (record.isPresent()) {
                throw new UsageException(
                    "--out "
                        + out.orElseThrow()
                        + " is "
                        + dir
                        + ", in the folder "
                        + folder
                        + " read, and holds "
                        + record.get()
                        + ", which would not be read: give a folder outside it, or empty it");
              }
              console.error("plateau: " + dir + " is the folder --out writes into; passed over");
              return FileVisitResult.SKIP_SUBTREE;
            }
            return FileVisitResult.CONTINUE;
          }

          @Override
          public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
            if (attributes.isRegularFile()) {
              found.add(file);
            } else if (attributes.isSymbolicLink()) { // its target is gone
              files.countUnreadable();
              console.error("plateau: cannot read " + file + ": a link to nothing");
            } else if (!attributes.isDirectory()) {
              skipped[0]++;
              console.error("plateau: " + file + " is not a regular file; passed over");
            }
            return FileVisitResult.CONTINUE;
          }

          @Override
          public FileVisitResult visitFileFailed(Path file, IOException e) {
            if (e instanceof FileSystemLoopException) {
              console.error("plateau: " + file + " links back to a folder above it; passed over");
            } else {
              files.countUnreadable();
              console.error("plateau: cannot read " + file + ": " + RecordFiles.why(e));
            }
            return FileVisitResult.CONTINUE;
          }
        };
    try {
      Files.walkFileTree(
          folder, EnumSet.of(FileVisitOption.FOLLOW_LINKS), Integer.MAX_VALUE, visitor);
    } catch (IOException e) {
      throw new InputException("cannot read the folder " + folder + ": " + RecordFiles.why(e));
    }
    found.sort(null);
    return found;
  }

  /** A folder's real path, or null if it cannot be found (the walk then says why). */
  private static Path realPath(Path folder) {
    try {
      return folder.toRealPath();
    } catch (IOException e) {
      return null;
    }
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

  /** The format a file's extension names, before a {@code .gz} that says it is gzipped. */
  private static <P extends Position<P, M>, M> Optional<RecordFormat<P, M>> byExtensionIfAny(
      List<RecordFormat<P, M>> formats, Path file) {
    String whole = file.getFileName() == null ? "" : file.getFileName().toString();
    String name = RecordFiles.gzipped(file) ? whole.substring(0, whole.length() - 3) : whole;
    return formats.stream().filter(format -> format.matchesExtension(name)).findFirst();
  }

  private static <P extends Position<P, M>, M> RecordFormat<P, M> byExtension(
      List<RecordFormat<P, M>> formats, Path file) {
    Optional<RecordFormat<P, M>> format = byExtensionIfAny(formats, file);
    if (format.isPresent()) {
      return format.get();
    }
    String name = file.getFileName() == null ? "" : file.getFileName().toString();
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

  /**
   * A file's size among several, or empty where it is missing, no regular file or unreadable: said
   * and counted as unreadable, and the other files are read.
   */
  private static OptionalLong sizeOrReport(Path file, RecordFiles<?, ?> files, Console console) {
    try {
      return OptionalLong.of(size(file));
    } catch (InputException e) {
      files.countUnreadable();
      console.error("plateau: " + e.getMessage());
      return OptionalLong.empty();
    }
  }

  /** The size of a regular file, or the error a file that is none gets. */
  private static long size(Path file) {
    try {
      if (!Files.exists(file)) {
        throw new InputException(
            "no such file: "
                + file
                + (file.toString().indexOf('\uFFFD') >= 0
                    ? " (Java gets this name with characters it could not read: a name that is not"
                        + " text in this system's encoding cannot be given; give its folder)"
                    : ""));
      }
      if (!Files.isRegularFile(file)) { // a directory, a FIFO, a device: never opened
        throw new InputException(file + " is not a regular file; give a record file");
      }
      return Files.size(file);
    } catch (NoSuchFileException e) {
      throw new InputException("no such file: " + file);
    } catch (IOException e) {
      throw new InputException("cannot read " + file + ": " + RecordFiles.why(e));
    }
  }

  private static byte[] bytes(Path file) {
    try {
      return Files.readAllBytes(file);
    } catch (NoSuchFileException e) {
      throw new InputException("no such file: " + file);
    } catch (IOException e) {
      throw new InputException("cannot read " + file + ": " + RecordFiles.why(e));
    }
  }
}
