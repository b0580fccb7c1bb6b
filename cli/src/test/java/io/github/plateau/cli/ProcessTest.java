package io.github.plateau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The command line as a real process, for what only a process shows: a closed standard input, a
 * full disk, a reader that goes away. Needs bash and Linux's /dev/full; skipped without them.
 */
class ProcessTest {
  private record Run(int status, String out, String err) {}

  /** Runs a bash script in which {@code $PLATEAU} starts the command line. */
  private static Run bash(String script) throws Exception {
    assumeTrue(Files.isExecutable(Path.of("/bin/bash")), "no /bin/bash");
    assumeTrue(Files.exists(Path.of("/dev/full")), "no /dev/full");
    ProcessBuilder builder = new ProcessBuilder("/bin/bash", "-c", script);
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    builder.environment().put("PLATEAU_JAVA", java);
    builder.environment().put("PLATEAU_CP", System.getProperty("java.class.path"));
    builder.environment().put("PLATEAU_MAIN", Main.class.getName());
    Path out = Files.createTempFile("plateau-out", ".txt");
    Path err = Files.createTempFile("plateau-err", ".txt");
    try {
      builder.redirectOutput(out.toFile()).redirectError(err.toFile());
      builder.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
      Process process = builder.start();
      assertTrue(process.waitFor(120, TimeUnit.SECONDS), "the process did not end");
      return new Run(
          process.exitValue(),
          Files.readString(out, StandardCharsets.UTF_8),
          Files.readString(err, StandardCharsets.UTF_8));
    } finally {
      Files.deleteIfExists(out);
      Files.deleteIfExists(err);
    }
  }

  private static final String PLATEAU = "\"$PLATEAU_JAVA\" -cp \"$PLATEAU_CP\" $PLATEAU_MAIN";

  @Test
  void aClosedStandardInputIsNotReadAsInput() throws Exception {
    Run run = bash(PLATEAU + " play tictactoe <&-");
    assertEquals(1, run.status(), run.err());
    assertEquals("plateau: cannot read standard input: it is closed\n", run.err());
    assertTrue(run.out().length() < 1000, run.out());
  }

  @Test
  void aFullDiskIsStatus1() throws Exception {
    Run run = bash(PLATEAU + " perft tictactoe 3 >/dev/full");
    assertEquals(1, run.status(), run.err());
    assertTrue(run.err().contains("cannot write standard output"), run.err());
  }

  @Test
  void aReaderThatGoesAwayStopsTheCount() throws Exception {
    // 200,000 positions to count, but head takes the first count and leaves: the command must stop
    // at its next write (status 1) instead of counting them all and exiting 0.
    Path input = Files.createTempFile("plateau-in", ".txt");
    try {
      Files.writeString(input, ".../.../... X\n".repeat(200_000), StandardCharsets.UTF_8);
      Run run =
          bash(
              PLATEAU
                  + " perft tictactoe 4 --fen - < '"
                  + input
                  + "' | head -1; echo \"status ${PIPESTATUS[0]}\" >&2");
      assertEquals("3024\n", run.out());
      assertTrue(run.err().contains("cannot write standard output"), run.err());
      assertTrue(run.err().endsWith("status 1\n"), run.err());
    } finally {
      Files.deleteIfExists(input);
    }
  }
}
