package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Annotation;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A move's time in PGN: DGT's {@code [%emt h:mm:ss]} in its comment, written and read back. */
class PgnTimeTest {
  private static final Xiangqi GAME = new Xiangqi();

  @Test
  void aMoveTimeIsWrittenAsEmtAndReadBack() {
    AnnotatedRecord<XiangqiPosition, Move> read =
        Pgn.FORMAT.read(GAME, "1. H2-E2 {quick [%emt 0:00:01.5]} H9-G7 {[%emt 1:02:03]} *");
    assertEquals(
        new Annotation("quick", Optional.of(Duration.ofMillis(1500)), List.of()),
        read.mainLine().get(0).annotation());
    assertEquals(Optional.of(Duration.ofSeconds(3723)), read.mainLine().get(1).annotation().time());
    String written = Pgn.FORMAT.write(read);
    assertTrue(
        written.contains("H2-E2 {quick [%emt 0:00:01.5]} 1... H9-G7 {[%emt 1:02:03]}"), written);
    assertEquals(read, Pgn.FORMAT.read(GAME, written));
  }
}
