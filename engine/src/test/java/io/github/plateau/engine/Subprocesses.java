package io.github.plateau.engine;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** Commands that start test engines as real subprocesses. */
final class Subprocesses {
  private Subprocesses() {}

  /**
   * The command that serves the random player with {@link ServeMain}.
   *
   * @param gameId the game id, with options
   * @param protocol the protocol
   * @return the command line
   */
  static List<String> serve(String gameId, Protocol protocol) {
    return java(ServeMain.class, gameId, protocol.id());
  }

  /**
   * The command that runs a test program's main class in a JVM of its own, on this classpath.
   *
   * @param main the class
   * @param args its arguments
   * @return the command line
   */
  static List<String> java(Class<?> main, String... args) {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-XX:TieredStopAtLevel=1");
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(main.getName());
    command.addAll(List.of(args));
    return List.copyOf(command);
  }

  /**
   * The number of live processes this JVM started, to check that none leaks.
   *
   * @return the count of live descendants
   */
  static long liveChildren() {
    return ProcessHandle.current().descendants().filter(ProcessHandle::isAlive).count();
  }

  /**
   * Whether a program is installed, for tests that skip without it.
   *
   * @param path the program's path, such as {@code /usr/games/fairy-stockfish}
   * @return true if it can be run
   */
  static boolean installed(String path) {
    return Files.isExecutable(Path.of(path));
  }

  /**
   * A process's CPU time so far, all its threads counted (for this JVM: JIT and GC too).
   *
   * @param process the process
   * @return the nanoseconds, 0 where the system does not tell
   */
  static long cpuNanos(ProcessHandle process) {
    return process.info().totalCpuDuration().map(Duration::toNanos).orElse(0L);
  }
}
