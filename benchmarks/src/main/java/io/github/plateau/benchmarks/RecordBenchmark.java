package io.github.plateau.benchmarks;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Game;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.Position;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.RecordFormat;
import io.github.plateau.core.RecordStream;
import io.github.plateau.draughts.Draughts;
import io.github.plateau.draughts.Pdn;
import io.github.plateau.shogi.Csa;
import io.github.plateau.shogi.Kif;
import io.github.plateau.shogi.Shogi;
import io.github.plateau.xiangqi.Pgn;
import io.github.plateau.xiangqi.Xiangqi;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * Reading and writing real game records: every file of one format in the shared corpus ({@code
 * ../shared/records}, see its {@code SOURCES.md}), held in memory as bytes, read and replayed with
 * {@link RecordFormat#readAll(Game, byte[], ReadMode)} as played (decoding included), read so as a
 * stream of games too, and the records read written back by the same format's writer. The {@link
 * Plies} counters give plies per second (main lines) and bytes per second (the files' bytes when
 * reading, the UTF-8 size of the text written when writing).
 *
 * <p>The corpus is not part of the project: its folder is the {@code records} folder of the one the
 * system property {@value #PROPERTY} names, or else {@code ../shared/records} beside the project
 * root, looked for from the working directory upwards. The setup fails naming the folder when it is
 * missing. Files the reader refuses even as played (the corpus keeps some deliberately broken ones)
 * and draughts files of variants other than international ({@code variants.tsv}) are left out at
 * setup, and counted in its message.
 */
public class RecordBenchmark extends BenchmarkDefaults {
  /** The system property naming the shared folder, as the project's tests read it. */
  public static final String PROPERTY = "plateau.shared";

  /** The format: its folder of the corpus. */
  @Param({"shogi-csa", "shogi-kif", "xiangqi-pgn", "draughts-pdn"})
  public String format;

  private Corpus<?, ?> corpus;

  /** Reads the format's files, keeps those that read as played, and writes them once. */
  @Setup
  public void setUp() {
    Path records = recordsFolder(System.getProperty(PROPERTY), Path.of("").toAbsolutePath());
    corpus =
        switch (format) {
          case "shogi-csa" -> Corpus.load(records, format, Csa.FORMAT, new Shogi(), Set.of());
          case "shogi-kif" -> Corpus.load(records, format, Kif.FORMAT, new Shogi(), Set.of());
          case "xiangqi-pgn" -> Corpus.load(records, format, Pgn.FORMAT, new Xiangqi(), Set.of());
          case "draughts-pdn" ->
              Corpus.load(records, format, Pdn.FORMAT, new Draughts(), otherVariants(records));
          default -> throw new IllegalArgumentException("unknown format " + format);
        };
    System.out.println(corpus.summary());
  }

  /**
   * The corpus folder: {@code records} of the folder the property names, or else of {@code shared}
   * beside the first folder, from the working directory upwards, that holds a {@code pom.xml} and
   * {@code mvnw} (the project root).
   *
   * @throws IllegalStateException if that folder does not exist, naming it
   */
  static Path recordsFolder(String property, Path workingDirectory) {
    if (property != null && !property.isBlank()) {
      Path records = Path.of(property).resolve("records").toAbsolutePath();
      if (!Files.isDirectory(records)) {
        throw new IllegalStateException(
            "no game records folder " + records + " (from -D" + PROPERTY + "=" + property + ")");
      }
      return records;
    }
    for (Path dir = workingDirectory; dir != null; dir = dir.getParent()) {
      if (Files.isRegularFile(dir.resolve("pom.xml")) && Files.isRegularFile(dir.resolve("mvnw"))) {
        Path records = dir.resolveSibling("shared").resolve("records");
        if (!Files.isDirectory(records)) {
          throw new IllegalStateException(
              "no game records folder "
                  + records
                  + " beside the project: name its parent with -D"
                  + PROPERTY
                  + "=FOLDER");
        }
        return records;
      }
    }
    throw new IllegalStateException(
        "no game records folder ../shared/records: "
            + workingDirectory
            + " is not inside the project; name the shared folder with -D"
            + PROPERTY
            + "=FOLDER");
  }

  /** The draughts files that variants.tsv says are not international draughts. */
  private static Set<Path> otherVariants(Path records) {
    Path folder = records.resolve("draughts-pdn");
    Path tsv = folder.resolve("variants.tsv");
    Set<Path> others = new HashSet<>();
    try {
      for (String line : Files.readAllLines(tsv, StandardCharsets.UTF_8)) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] fields = line.split("\t");
        if (fields.length < 2) {
          throw new IllegalStateException("no variant on a line of " + tsv + ": " + line);
        }
        if (!fields[1].equalsIgnoreCase("international")) {
          others.add(folder.resolve(fields[0]));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + tsv, e);
    }
    return others;
  }

  /**
   * Reads and replays every file of the format.
   *
   * @param plies counts the plies and bytes read
   * @return the plies read, so that the work is not optimised away
   */
  @Benchmark
  public long readAndReplay(Plies plies) {
    return countRead(plies, corpus.readAll());
  }

  /**
   * Reads and replays every file of the format as a stream ({@link RecordFormat#stream(Game,
   * java.io.InputStream, ReadMode)}): its text cut into games by the format's splitter, each read
   * on its own. Against {@link #readAndReplay}, what reading in constant memory costs.
   *
   * @param plies counts the plies and bytes read
   * @return the plies read, so that the work is not optimised away
   */
  @Benchmark
  public long stream(Plies plies) {
    return countRead(plies, corpus.streamAll());
  }

  /** Counts a pass's plies read and the corpus's bytes; returns the plies. */
  private long countRead(Plies plies, long read) {
    plies.plies += read;
    plies.bytes += corpus.bytesRead;
    return read;
  }

  /**
   * Writes back every file's records.
   *
   * @param plies counts the plies and bytes written
   * @return the characters written, so that the work is not optimised away
   */
  @Benchmark
  public long write(Plies plies) {
    long written = corpus.writeAll();
    plies.plies += corpus.plies;
    plies.bytes += corpus.bytesWritten;
    return written;
  }

  /** A format's files and the records read from them, with their types captured. */
  private static final class Corpus<P extends Position<P, M>, M> {
    private final RecordFormat<P, M> format;
    private final Game<P, M> game;
    private final List<byte[]> files = new ArrayList<>();
    private final List<List<AnnotatedRecord<P, M>>> records = new ArrayList<>();
    private long plies;
    private long bytesRead;
    private long bytesWritten;
    private int games;
    private int found;
    private int otherVariants;
    private final List<String> refused = new ArrayList<>();

    private Corpus(RecordFormat<P, M> format, Game<P, M> game) {
      this.format = format;
      this.game = game;
    }

    /**
     * Loads the files of a folder of the corpus whose extension is one of the format's, leaving out
     * those listed as skipped and those the reader refuses as played.
     */
    static <P extends Position<P, M>, M> Corpus<P, M> load(
        Path records, String folder, RecordFormat<P, M> format, Game<P, M> game, Set<Path> skip) {
      Path dir = records.resolve(folder);
      if (!Files.isDirectory(dir)) {
        throw new IllegalStateException("no folder " + dir + " of " + format.name() + " records");
      }
      Corpus<P, M> corpus = new Corpus<>(format, game);
      List<Path> paths;
      try (Stream<Path> walk = Files.walk(dir)) {
        paths =
            walk.filter(Files::isRegularFile)
                .filter(path -> format.matchesExtension(path.getFileName().toString()))
                .sorted()
                .collect(Collectors.toList());
      } catch (IOException e) {
        throw new UncheckedIOException("cannot list " + dir, e);
      }
      for (Path path : paths) {
        corpus.found++;
        if (skip.contains(path)) {
          corpus.otherVariants++;
          continue;
        }
        byte[] bytes;
        try {
          bytes = Files.readAllBytes(path);
        } catch (IOException e) {
          throw new UncheckedIOException("cannot read " + path, e);
        }
        List<AnnotatedRecord<P, M>> read;
        try {
          read = format.readAll(game, bytes, ReadMode.AS_PLAYED);
        } catch (PlateauException e) {
          corpus.refused.add(dir.relativize(path).toString());
          continue;
        }
        corpus.files.add(bytes);
        corpus.records.add(read);
        corpus.bytesRead += bytes.length;
        corpus.games += read.size();
        for (AnnotatedRecord<P, M> record : read) {
          corpus.plies += record.record().ply();
        }
        corpus.bytesWritten +=
            format.write(read).getBytes(StandardCharsets.UTF_8).length; // as a file would hold it
      }
      if (corpus.files.isEmpty()) {
        throw new IllegalStateException("no " + format.name() + " file of " + dir + " reads");
      }
      return corpus;
    }

    /** Reads every file; returns the plies of the main lines read. */
    long readAll() {
      long read = 0;
      for (byte[] bytes : files) {
        for (AnnotatedRecord<P, M> record : format.readAll(game, bytes, ReadMode.AS_PLAYED)) {
          read += record.record().ply();
        }
      }
      return read;
    }

    /** Streams every file; returns the plies of the main lines read. */
    long streamAll() {
      long read = 0;
      for (byte[] bytes : files) {
        try (RecordStream<P, M> games =
            format.stream(game, new ByteArrayInputStream(bytes), ReadMode.AS_PLAYED)) {
          while (games.hasNext()) {
            RecordStream.Item<P, M> item = games.next();
            AnnotatedRecord<P, M> record =
                item.entry()
                    .record()
                    .orElseThrow(() -> new IllegalStateException("game refused: " + item));
            read += record.record().ply();
          }
        } catch (IOException e) {
          throw new UncheckedIOException("cannot close a stream of bytes in memory", e);
        }
      }
      return read;
    }

    /** Writes every file's records; returns the characters written. */
    long writeAll() {
      long written = 0;
      for (List<AnnotatedRecord<P, M>> file : records) {
        written += format.write(file).length();
      }
      return written;
    }

    String summary() {
      return String.format(
          Locale.ROOT,
          "%s: %d files read (%d bytes, %d games, %d plies, %d bytes written) of %d found;"
              + " %d of other variants left out; %d refused as played, left out: %s",
          format.name(),
          files.size(),
          bytesRead,
          games,
          plies,
          bytesWritten,
          found,
          otherVariants,
          refused.size(),
          refused);
    }
  }
}
