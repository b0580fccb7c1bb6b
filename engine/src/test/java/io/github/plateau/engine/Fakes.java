package io.github.plateau.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;

/** Misbehaving engines (shell scripts among the test resources) and leak checks. */
final class Fakes {
  /** Short timeouts, so that failures show quickly. */
  static final EnginePlayer.Timeouts QUICK =
      new EnginePlayer.Timeouts(
          Duration.ofSeconds(2), Duration.ofMillis(300), Duration.ofSeconds(5));

  private Fakes() {}

  /**
   * The command that runs a fake engine.
   *
   * @param script a file name under the resources' {@code fake/} folder
   * @return {@code bash <copy of the script>}
   */
  static List<String> command(String script) {
    try (InputStream in = Fakes.class.getResourceAsStream("/fake/" + script)) {
      if (in == null) {
        throw new IllegalArgumentException("no fake engine " + script);
      }
      Path file = Files.createTempFile("plateau-fake-", ".sh");
      file.toFile().deleteOnExit();
      Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
      return List.of("bash", file.toString());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Waits until this JVM has no more child processes than before, failing after 5 seconds.
   *
   * @param before the count before the test
   */
  static void assertNoLeak(long before) {
    long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
    while (Subprocesses.liveChildren() > before && System.nanoTime() < deadline) {
      try {
        Thread.sleep(20);
      } catch (InterruptedException e) {
        throw new AssertionError(e);
      }
    }
    assertEquals(before, Subprocesses.liveChildren(), "child processes left behind");
  }
}
