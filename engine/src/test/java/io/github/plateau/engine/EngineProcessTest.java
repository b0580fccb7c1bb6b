package io.github.plateau.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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

  /**
   * An engine that floods long lines while no one reads waits once the queue holds 8 Mi characters:
   * before, the queue counted lines only (100,000 of up to 1 MiB), and a reviewer's engine filled
   * the heap while its opponent thought.
   */
  @Test
  void anEngineThatFloodsLongLinesWaitsForTheReader(@TempDir Path dir) throws Exception {
    assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "no /bin/sh");
    Path done = dir.resolve("done");
    int lines = 64; // of 512 KiB: 32 MiB, four times what the queue takes
    String script =
        "i=0; while [ $i -lt "
            + lines
            + " ]; do head -c 524288 /dev/zero | tr '\\0' x; echo; i=$((i+1)); done; touch '"
            + done
            + "'; sleep 30";
    try (EngineProcess p = EngineProcess.start("flood", List.of("/bin/sh", "-c", script))) {
      assertEquals(524288, p.read(Duration.ofSeconds(20)).length());
      Thread.sleep(2_000); // time to write all of it, were nothing to stop it
      assertFalse(Files.exists(done), "the engine wrote every line while none was read");
      for (int i = 1; i < lines; i++) {
        assertEquals(524288, p.read(Duration.ofSeconds(20)).length(), "line " + i);
      }
      long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
      while (!Files.exists(done) && System.nanoTime() < deadline) {
        Thread.sleep(10);
      }
      assertTrue(Files.exists(done), "read, the lines let the engine go on");
    }
  }

  /**
   * A child the engine leaves behind when it quits is killed too: a reviewer's engine left a {@code
   * sleep 300} running, and the run ended seconds late on the output the child held open.
   */
  @Test
  void aChildTheEngineLeavesWhenItQuitsIsKilled() throws Exception {
    assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "no /bin/sh");
    String script = "sleep 300 & echo $!; read line; exit 0";
    ProcessHandle child;
    long start;
    try (EngineProcess p = EngineProcess.start("parent", List.of("/bin/sh", "-c", script))) {
      long pid = Long.parseLong(p.read(Duration.ofSeconds(20)).strip());
      child = ProcessHandle.of(pid).orElseThrow();
      assertTrue(child.isAlive());
      start = System.nanoTime();
      p.quit("quit", Duration.ofSeconds(5));
    }
    try {
      child.onExit().get(5, TimeUnit.SECONDS); // killed: its end is seen at once
    } catch (TimeoutException e) {
      child.destroyForcibly();
      throw new AssertionError("the engine's child still runs after quit", e);
    }
    assertTrue(
        System.nanoTime() - start < Duration.ofSeconds(4).toNanos(),
        "quit waited on the output the child held open");
  }
}
