package io.github.plateau.engine;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * Debian's GPS Shogi, {@code gpsusi}, as a mate oracle: one process answering {@code go mate} for
 * one position after another, on one thread, so that its answer depends only on the position
 * wherever it ends within its time. Tests that use it skip when it is not installed.
 */
final class GpsUsi implements AutoCloseable {
  /** Where Debian installs it. */
  static final String PATH = "/usr/games/gpsusi";

  private final Process process;
  private final PrintStream in;
  private final BufferedReader out;

  /**
   * Starts gpsusi and greets it, skipping the test when it is not installed.
   *
   * @param dir where it runs: it writes a log file there
   */
  GpsUsi(Path dir) {
    assumeTrue(Subprocesses.installed(PATH), "Debian's gpsshogi is not installed");
    try {
      process =
          new ProcessBuilder("sh", "-c", "cd '" + dir + "' && exec " + PATH)
              .redirectError(ProcessBuilder.Redirect.DISCARD)
              .start();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    in = new PrintStream(process.getOutputStream(), true, StandardCharsets.UTF_8);
    out =
        new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    in.println("usi");
    readUntil("usiok");
    // its two threads race: the mate found first, and so its length, changed from run to run (it
    // may list 1 as the option's default, yet without the option it answered so)
    in.println("setoption name Thread value 1");
    in.println("isready");
    readUntil("readyok");
  }

  /**
   * Asks for a mate.
   *
   * @param sfen the position
   * @param millis the time budget
   * @return its {@code checkmate ...} line
   */
  String goMate(String sfen, long millis) {
    in.println("usinewgame");
    in.println("position sfen " + sfen);
    in.println("go mate " + millis);
    return readUntil("checkmate");
  }

  /**
   * The CPU time gpsusi has used so far, its threads and child processes included.
   *
   * @return the nanoseconds, 0 where the system does not tell
   */
  long cpuNanos() {
    ProcessHandle root = process.toHandle();
    return Stream.concat(Stream.of(root), root.descendants())
        .mapToLong(Subprocesses::cpuNanos)
        .sum();
  }

  private String readUntil(String prefix) {
    try {
      for (String line = out.readLine(); line != null; line = out.readLine()) {
        if (line.startsWith(prefix)) {
          return line;
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    throw new IllegalStateException("gpsusi ended before " + prefix);
  }

  @Override
  public void close() {
    in.println("quit");
    process.destroy();
  }
}
