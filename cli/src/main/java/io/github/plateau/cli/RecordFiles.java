package io.github.plateau.cli;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Game;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.Position;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.RecordFormat;
import io.github.plateau.core.RecordFormat.Entry;
import io.github.plateau.core.text.GameTexts;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.zip.GZIPInputStream;

/**
 * Reads record files as streams, their games parsed in parallel and reported in the files' order:
 * one thread reads and cuts the text ({@link RecordFormat#texts}), a pool reads each part ({@link
 * RecordFormat#readEach(Game, String, ReadMode)}), and at most a few parts per thread, and {@link
 * #MAX_WAITING_CHARS} characters in all, wait, so that memory stays bounded whatever the files'
 * sizes and the threads. Refused games are reported on standard error with their file, number and
 * line; the games read are summarised per game (one file), counted (several files) or written in
 * another format.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
final class RecordFiles<P extends Position<P, M>, M> {
  /** Parts waiting per thread: enough to keep the pool busy, few enough to bound memory. */
  private static final int PARTS_PER_THREAD = 4;

  /**
   * The most characters of parts waiting, whatever the threads: 64 Mi (128 MB as UTF-16), so that
   * many threads reading games of long texts stay within a bounded heap.
   */
  private static final long MAX_WAITING_CHARS = 64L << 20;

  /**
   * A file, the format it is read in, and the name its games take in {@code --out}'s folder.
   *
   * @param file the file
   * @param format its format
   * @param outName the path, below {@code --out}'s folder, of its games' files without their
   *     numbers and extension: the file's stem, under the subfolders it was found in
   * @param <P> the position type
   * @param <M> the move type
   */
  record Source<P extends Position<P, M>, M>(Path file, RecordFormat<P, M> format, Path outName) {
    /** A file given by name: its games are named by its stem, straight in the folder. */
    Source(Path file, RecordFormat<P, M> format) {
      this(file, format, GameWriter.outName(Path.of(""), file));
    }
  }

  /**
   * The games of one part, as read by a worker, and the bytes of the files read when the part was
   * cut: the progress bar shows those of the games reported, not of the text read ahead of them.
   */
  private record Batch<P extends Position<P, M>, M>(
      int source, long line, List<Entry<P, M>> entries, List<String> leftOut, long bytesRead) {}

  private final Game<P, M> game;
  private final ReadMode mode;
  private final Console console;
  private final boolean perGame; // one line per game read, as for one file
  private final boolean naming; // errors name their file
  private final Optional<GameWriter<P, M>> writer;

  // What was read.
  private long games;
  private long read;
  private long refused;
  private long plies;
  private long unreadable;
  private long leftOut; // games written without some parts the format cannot say
  private final Map<String, Long> refusals = new TreeMap<>();
  private final WaitingChars waitingChars = new WaitingChars();
  private int current = -1; // the source whose games are being reported
  private long number; // the number of the last game reported in it
  private long bytes; // read so far, for the progress bar (as of each part cut)

  /**
   * A reader of files.
   *
   * @param game the game
   * @param mode how moves are replayed
   * @param console where results go
   * @param perGame whether each game read gets a line on standard output
   * @param naming whether refusals name their file
   * @param writer where the games are written, if they are
   */
  RecordFiles(
      Game<P, M> game,
      ReadMode mode,
      Console console,
      boolean perGame,
      boolean naming,
      Optional<GameWriter<P, M>> writer) {
    this.game = game;
    this.mode = mode;
    this.console = console;
    this.perGame = perGame;
    this.naming = naming;
    this.writer = writer;
  }

  /**
   * Reads files in order.
   *
   * @param sources the files
   * @param threads the threads reading games
   * @param bar the progress bar over the files' bytes, if one is drawn
   * @return 2 if a game or a file was refused, else 0
   */
  int run(List<Source<P, M>> sources, int threads, Optional<ProgressBar> bar) {
    ExecutorService pool =
        Executors.newFixedThreadPool(
            threads,
            task -> {
              Thread thread = new Thread(task, "plateau-record");
              thread.setDaemon(true);
              return thread;
            });
    ArrayDeque<Future<Batch<P, M>>> waiting = new ArrayDeque<>();
    int most = Math.max(2, threads * PARTS_PER_THREAD);
    try {
      for (int i = 0; i < sources.size(); i++) {
        Source<P, M> source = sources.get(i);
        int index = i;
        try (GameTexts parts = source.format().texts(open(source.file()))) {
          while (parts.hasNext()) {
            GameTexts.Part part = parts.next();
            long read = bytes;
            waiting.add(pool.submit(() -> parse(source.format(), index, part, read)));
            waitingChars.add(part.text().length());
            while (waiting.size() >= most
                || !waiting.isEmpty() && waitingChars.sum() > MAX_WAITING_CHARS) {
              report(sources, take(waiting), bar);
            }
          }
        } catch (IOException | UncheckedIOException e) {
          while (!waiting.isEmpty()) {
            report(sources, take(waiting), bar);
          }
          IOException cause = e instanceof UncheckedIOException u ? u.getCause() : (IOException) e;
          if (source.file().equals(STANDARD_INPUT)) { // the command's input, not a file: status 1
            throw new UncheckedIOException("cannot read standard input: " + why(cause), cause);
          }
          unreadable++;
          long before = current == index ? number : 0; // the games it gave before the failure
          say(
              "plateau: cannot read "
                  + source.file()
                  + ": "
                  + why(cause)
                  + (before == 0 ? "" : " after its game " + before + "; the rest is not read"));
        }
      }
      while (!waiting.isEmpty()) {
        report(sources, take(waiting), bar);
      }
    } finally {
      pool.shutdownNow();
    }
    writer.ifPresent(GameWriter::finish);
    bar.ifPresent(ProgressBar::finish);
    if (perGame && games == 0 && unreadable == 0) { // one file, streamed: say it, as read whole
      Path file = sources.get(0).file();
      console.error(
          "plateau: " + (file.equals(STANDARD_INPUT) ? "standard input" : file) + " holds no game");
    }
    return refused > 0 || unreadable > 0 ? 2 : 0; // folders a walk could not read counted too
  }

  /**
   * The file's bytes, counted as read for the progress bar (whose total is the files' sizes), and
   * decompressed where the file is gzipped ({@link #gzipped}).
   */
  private InputStream open(Path file) throws IOException {
    if (file.equals(STANDARD_INPUT)) {
      return new FilterInputStream(console.input()) {
        @Override
        public void close() {
          // standard input stays open: the process owns it
        }
      };
    }
    InputStream counted = counted(file);
    if (!gzipped(file)) {
      return counted;
    }
    try {
      return smallReads(new GZIPInputStream(counted, 1 << 16));
    } catch (IOException | RuntimeException e) {
      counted.close();
      throw e;
    }
  }

  /**
   * A stream read at most 8 KiB a call: a gzip stream that finds bad data drops what it inflated in
   * the failing call, so the games before the failure are lost to within 8 KiB.
   */
  private static InputStream smallReads(InputStream in) {
    return new FilterInputStream(in) {
      @Override
      public int read(byte[] buffer, int offset, int length) throws IOException {
        return super.read(buffer, offset, Math.min(length, 1 << 13));
      }
    };
  }

  /** The name {@code -}, which stands for standard input among the files. */
  static final Path STANDARD_INPUT = Path.of("-");

  /**
   * Whether a file is gzipped, as its name says: {@code games.csa.gz} holds a CSA file.
   *
   * @param file the file
   * @return true if its name ends with {@code .gz}, in any case
   */
  static boolean gzipped(Path file) {
    Path name = file.getFileName();
    return name != null && name.toString().toLowerCase(Locale.ROOT).endsWith(".gz");
  }

  private InputStream counted(Path file) throws IOException {
    return new FilterInputStream(Files.newInputStream(file)) {
      @Override
      public int read() throws IOException {
        int b = super.read();
        bytes += b < 0 ? 0 : 1;
        return b;
      }

      @Override
      public int read(byte[] buffer, int offset, int length) throws IOException {
        int n = super.read(buffer, offset, length);
        bytes += Math.max(n, 0);
        return n;
      }
    };
  }

  private Batch<P, M> parse(
      RecordFormat<P, M> format, int source, GameTexts.Part part, long bytesRead) {
    if (part.refusal().isPresent()) {
      Entry<P, M> refusal = Entry.refused(part.refusal().get());
      return new Batch<>(source, part.line(), List.of(refusal), List.of(""), bytesRead);
    }
    List<Entry<P, M>> entries = format.readEach(game, part.text(), mode);
    // what a conversion leaves out of each game is found here, on the readers' threads
    List<String> leftOut = new ArrayList<>(entries.size());
    for (Entry<P, M> entry : entries) {
      leftOut.add(
          writer.isEmpty() || entry.record().isEmpty()
              ? ""
              : writer.get().leftOut(entry.record().get(), format));
    }
    return new Batch<>(source, part.line(), entries, leftOut, bytesRead);
  }

  private <T> T take(ArrayDeque<Future<T>> waiting) {
    Future<T> head = waiting.removeFirst();
    waitingChars.removeFirst();
    try {
      return head.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while reading records", e);
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException runtime) {
        throw runtime;
      }
      throw new IllegalStateException(e.getCause());
    }
  }

  private void report(List<Source<P, M>> sources, Batch<P, M> batch, Optional<ProgressBar> bar) {
    if (batch.source() != current) {
      current = batch.source();
      number = 0;
    }
    for (int i = 0; i < batch.entries().size(); i++) {
      Entry<P, M> entry = batch.entries().get(i);
      number++;
      games++;
      if (entry.failure().isPresent()) {
        refused++;
        PlateauException failure = entry.failure().get();
        refusals.merge(failure.kind(), 1L, Long::sum);
        String where = naming ? sources.get(current).file() + ": " : "";
        say("plateau: " + where + "game " + number + ": " + failure.located(batch.line()));
        continue;
      }
      AnnotatedRecord<P, M> record = entry.record().orElseThrow();
      if (writer.isPresent()
          && !writer.get().write(record, sources.get(current).outName(), number)) {
        // a game the encoding cannot write is left out, as a refused game is: the others go on
        refused++;
        refusals.merge(writer.get().unwritableKind(), 1L, Long::sum);
        String where = naming ? sources.get(current).file() + ": " : "";
        say("plateau: " + where + "game " + number + ": " + writer.get().unwritable());
        continue;
      }
      if (!batch.leftOut().get(i).isEmpty()) {
        leftOut++;
        String where = naming ? sources.get(current).file() + ": " : "";
        say(leftOutLine(where, number, writer.get(), batch.leftOut().get(i)));
      }
      read++;
      plies += record.record().ply();
      if (writer.isEmpty() && perGame) {
        console.out().println(number + "\t" + RecordCommand.summary(record));
      } else if (writer.isPresent() && writer.get().toFolder() && perGame) {
        console.out().println(number + "\t" + writer.get().lastFile());
      }
    }
    bar.ifPresent(b -> b.update(batch.bytesRead()));
  }

  private void say(String line) {
    GameWriter.say(writer, console, line);
  }

  /** The warning of a game written without some of its parts, which the format cannot say. */
  static String leftOutLine(String where, long number, GameWriter<?, ?> writer, String leftOut) {
    return "plateau: "
        + where
        + "game "
        + number
        + ": "
        + writer.format().name()
        + " cannot write "
        + leftOut
        + "; left out";
  }

  /** Counts a folder or link a walk could not read, reported by the caller: the run goes on. */
  void countUnreadable() {
    unreadable++;
  }

  /**
   * Prints what was read: files, games read and refused (by kind), plies, time and rate, one
   * tab-separated pair a line.
   *
   * @param out where
   * @param files the files read
   * @param skipped the files of a folder passed over: not of the game's formats, or no regular
   *     files
   * @param nanos the time taken
   */
  void summary(PrintStream out, int files, int skipped, long nanos) {
    out.println("files\t" + files);
    out.println("skipped\t" + skipped);
    out.println("unreadable\t" + unreadable);
    out.println("games\t" + games);
    out.println("read\t" + read);
    out.println("refused\t" + refused);
    for (Map.Entry<String, Long> kind : refusals.entrySet()) {
      out.println("refused\t" + kind.getKey() + "\t" + kind.getValue());
    }
    if (writer.isPresent()) { // converting: the games written without some of their parts
      out.println("left out parts\t" + leftOut);
    }
    out.println("plies\t" + plies);
    double seconds = nanos / 1e9;
    out.println("seconds\t" + String.format(Locale.ROOT, "%.3f", seconds));
    out.println(
        "plies/s\t" + (seconds > 0 ? String.format(Locale.ROOT, "%.0f", plies / seconds) : "-"));
    out.flush();
  }

  /** The lengths of the parts waiting, in order, and their sum. */
  private static final class WaitingChars {
    private final ArrayDeque<Integer> lengths = new ArrayDeque<>();
    private long sum;

    void add(int length) {
      lengths.add(length);
      sum += length;
    }

    void removeFirst() {
      sum -= lengths.removeFirst();
    }

    long sum() {
      return sum;
    }
  }

  /** Why a file could not be read: the JDK names only the file when it is gone or closed to us. */
  static String why(IOException e) {
    if (e instanceof NoSuchFileException) {
      return "no such file (gone while the command ran?)";
    }
    if (e instanceof java.util.zip.ZipException) { // a bad header, or bad data after a good one
      return "Not in GZIP format".equals(e.getMessage())
          ? "not gzip data"
          : "corrupt gzip data (" + e.getMessage() + ")";
    }
    if (e instanceof java.io.EOFException) {
      return "gzip data cut short";
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    return e.getMessage();
  }
}
