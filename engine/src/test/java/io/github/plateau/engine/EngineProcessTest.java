package io.github.plateau.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class EngineProcessTest {
  @Test
  void anEngineThatExitsIsReportedWithItsLastErrorLines() {
    assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "no /bin/sh");
    // The error lines and the exit race the reader: closing the process must not drop them.
    for (int i = 0; i < 40; i++) {
      try (EngineProcess p =
          EngineProcess.start("crash", List.of("/bin/sh", "-c", "echo last words >&2; exit 3"))) {
        EngineException e =
            assertThrows(EngineException.class, () -> p.read(Duration.ofSeconds(10)));
        assertTrue(
            e.getMessage().endsWith("exited with code 3; its last error output: last words"),
            "run " + i + ": " + e.getMessage());
      }
    }
  }

  /** Before, the engine, still running, was said to have closed its output. */
  @Test
  void anEngineThatWritesATooLongLineIsToldSo() {
    assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "no /bin/sh");
    String script =
        "head -c " + (LineInput.MAX_LINE + 10) + " /dev/zero | tr '\\0' x; echo; sleep 30";
    try (EngineProcess p = EngineProcess.start("long", List.of("/bin/sh", "-c", script))) {
      EngineException e = assertThrows(EngineException.class, () -> p.read(Duration.ofSeconds(20)));
      assertEquals("long: wrote a line over 1048576 bytes, the longest line read", e.getMessage());
    }
  }
}
