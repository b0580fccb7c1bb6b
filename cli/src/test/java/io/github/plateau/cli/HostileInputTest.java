package io.github.plateau.cli;

import static io.github.plateau.cli.MainTest.assertUsageError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Perft;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The command line under input meant to break it: each case once took it down or misled. */
class HostileInputTest {

  @Test
  void helpOfAnUnknownCommandIsAUsageError() {
    assertUsageError(Cli.run("help", "nosuch"), "unknown command 'nosuch'");
    assertUsageError(Cli.run("help", "perft", "moves"), "at most one COMMAND");
  }

  @Test
  void controlCharactersOfArgumentsAreEscapedInMessages() {
    Cli.Result result = Cli.run("nosuch\u001b[2J\u0007");
    assertUsageError(result, "nosuch\\u001b[2J\\u0007");
    assertFalse(result.err().contains("\u001b"), result.err());
  }

  @Test
  void perftDepthsAboveTheLimitAreUsageErrors() {
    assertUsageError(Cli.run("perft", "tictactoe", "" + (Perft.MAX_DEPTH + 1)), "DEPTH");
    assertUsageError(Cli.run("perft", "tictactoe", "1000000"), "DEPTH");
    assertUsageError(Cli.run("perft", "tictactoe", "2147483647"), "DEPTH");
  }

  @Test
  void blankLinesOfPerftInputAreRefusedSoOutputLinesMatchInputLines() {
    Cli.Result result =
        Cli.runWithInput(
            "X../.../... O\n\n.../.../... X\n", "perft", "tictactoe", "1", "--fen", "-");
    assertEquals(2, result.status(), result.err());
    assertEquals("8\n", result.out());
    assertTrue(result.err().contains("line 2: no position"), result.err());
  }

  @Test
  void anEndlessInputLineIsRefusedWithoutReadingItAll() {
    InputStream endless =
        new InputStream() {
          private long read;

          @Override
          public int read() {
            read++;
            if (read > 50L * Console.MAX_LINE) {
              throw new AssertionError("the command read far past the line limit");
            }
            return '0';
          }
        };
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status =
        Main.run(
            new String[] {"perft", "tictactoe", "1", "--fen", "-"},
            endless,
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(2, status);
    assertTrue(err.toString(StandardCharsets.UTF_8).contains("a line longer than"));
  }

  @Test
  void crLfLineEndsAreRead() {
    Cli.Result result =
        Cli.runWithInput(".../.../... X\r\n", "perft", "tictactoe", "1", "--fen", "-");
    assertEquals(0, result.status(), result.err());
    assertEquals("9\n", result.out());
  }

  /** A device that takes a few bytes, then fails like a full disk or a closed pipe. */
  private static final class FailingDevice extends OutputStream {
    private int room = 4;
    private int attempts;

    @Override
    public void write(int b) throws IOException {
      attempts++;
      if (room-- <= 0) {
        throw new IOException("No space left on device");
      }
    }
  }

  @Test
  void aWriteErrorStopsTheCommandWithStatus1() {
    FailingDevice device = new FailingDevice();
    PrintStream out =
        new PrintStream(
            new StrictOutputStream(device, "standard output"), true, StandardCharsets.UTF_8);
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    // Hundreds of positions to count: the first failed write must end the run.
    String input = ".../.../... X\n".repeat(500);
    int status =
        Main.run(
            new String[] {"perft", "tictactoe", "1", "--fen", "-"},
            new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
            out,
            new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(1, status);
    assertEquals(
        "plateau: cannot write standard output: No space left on device\n",
        err.toString(StandardCharsets.UTF_8));
    assertTrue(device.attempts < 20, "writes after the failure: " + device.attempts);
  }

  @Test
  void aSwallowedWriteErrorOfACallersStreamIsStatus1() {
    PrintStream swallowing = new PrintStream(new FailingDevice(), true, StandardCharsets.UTF_8);
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status =
        Main.run(
            new String[] {"games"},
            InputStream.nullInputStream(),
            swallowing,
            new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(1, status);
    assertTrue(err.toString(StandardCharsets.UTF_8).contains("cannot write standard output"));
  }
}
