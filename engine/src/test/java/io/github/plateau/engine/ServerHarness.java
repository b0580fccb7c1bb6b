package io.github.plateau.engine;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.plateau.core.Game;
import io.github.plateau.core.Player;
import io.github.plateau.core.Position;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * A protocol server run in this JVM on pipes, for conformance tests: send commands, read answers
 * with a timeout, and check that the server ends when told to.
 */
final class ServerHarness implements AutoCloseable {
  private static final String END = new String("end");
  private final PipedOutputStream commands = new PipedOutputStream();
  private final BlockingQueue<String> answers = new LinkedBlockingQueue<>();
  private final List<String> transcript = new ArrayList<>();
  private final Thread server;
  private final Thread reader;

  <P extends Position<P, M>, M> ServerHarness(
      Game<P, M> game, Protocol protocol, Player<P, M> player) {
    this(game, protocol, player, null);
  }

  /** A server under an identity of its own; null for the default one. */
  <P extends Position<P, M>, M> ServerHarness(
      Game<P, M> game, Protocol protocol, Player<P, M> player, EngineIdentity identity) {
    try {
      PipedInputStream in = new PipedInputStream(commands, 1 << 16);
      PipedInputStream fromServer = new PipedInputStream(1 << 16);
      OutputStream out = new PipedOutputStream(fromServer);
      server =
          new Thread(
              () -> {
                try {
                  if (identity == null) {
                    EngineServer.serve(game, protocol, player, in, out);
                  } else {
                    EngineServer.serve(game, protocol, player, identity, in, out);
                  }
                } finally {
                  try {
                    out.close();
                  } catch (IOException e) {
                    // closed already
                  }
                }
              },
              "test-server");
      server.setDaemon(true);
      server.start();
      reader = new Thread(() -> read(fromServer), "test-server-reader");
      reader.setDaemon(true);
      reader.start();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private void read(InputStream from) {
    LineInput lines = new LineInput(from);
    try {
      for (String line = lines.next(); line != null; line = lines.next()) {
        answers.add(line);
      }
    } catch (IOException e) {
      // the server ended
    } finally {
      answers.add(END);
    }
  }

  /** Sends one command line. */
  void send(String line) {
    synchronized (transcript) {
      transcript.add("> " + line);
    }
    try {
      commands.write((line + "\n").getBytes(StandardCharsets.UTF_8));
      commands.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Sends raw bytes, as a broken GUI might. */
  void sendBytes(byte[] bytes) {
    try {
      commands.write(bytes);
      commands.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The next answer line, failing after 10 seconds. */
  String next() {
    return next(Duration.ofSeconds(10));
  }

  /** The next answer line within a time. */
  String next(Duration timeout) {
    try {
      String line = answers.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
      assertNotNull(line, "no answer within " + timeout + "; so far: " + transcript());
      if (line == END) {
        answers.add(END);
        fail("the server ended; so far: " + transcript());
      }
      synchronized (transcript) {
        transcript.add(line);
      }
      return line;
    } catch (InterruptedException e) {
      throw new AssertionError(e);
    }
  }

  /** Reads answers until one matches, returning it; the others are kept in the transcript. */
  String until(Predicate<String> wanted) {
    while (true) {
      String line = next();
      if (wanted.test(line)) {
        return line;
      }
    }
  }

  /**
   * Sends a handshake and reads its answers up to the line that ends it.
   *
   * @return the lines before {@code ok} that start with {@code prefix}, in order
   */
  List<String> handshake(String command, String ok, String prefix) {
    send(command);
    List<String> kept = new ArrayList<>();
    for (String line = next(); !line.equals(ok); line = next()) {
      if (line.startsWith(prefix)) {
        kept.add(line);
      }
    }
    return kept;
  }

  /** Reads answers until one starts with a prefix. */
  String until(String prefix) {
    return until(l -> l.startsWith(prefix));
  }

  /** Asserts that no answer comes within a time. */
  void silent(Duration time) {
    try {
      String line = answers.poll(time.toMillis(), TimeUnit.MILLISECONDS);
      assertTrue(line == null, "unexpected answer " + line);
    } catch (InterruptedException e) {
      throw new AssertionError(e);
    }
  }

  /** Waits for the server to end by itself. */
  void assertEnds(Duration within) {
    try {
      server.join(within.toMillis());
    } catch (InterruptedException e) {
      throw new AssertionError(e);
    }
    assertTrue(!server.isAlive(), "the server still runs after " + within);
  }

  /** What was sent and answered so far, one line each. */
  String transcript() {
    synchronized (transcript) {
      return String.join("\n", transcript);
    }
  }

  @Override
  public void close() {
    try {
      commands.close();
    } catch (IOException e) {
      // closed
    }
    assertEnds(Duration.ofSeconds(10));
  }
}
