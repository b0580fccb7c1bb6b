package io.github.plateau.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.plateau.core.Limits;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** {@link EnginePlayer.Timeouts#within}: the time to start, bounded by a match's clock. */
class TimeoutsTest {
  private static Duration start(String control) {
    return EnginePlayer.Timeouts.within(TimeControl.parse(control)).start();
  }

  @Test
  void theTimeToStartIsWhatASideHasForFortyMovesWithinFiveAndThirtySeconds() {
    assertEquals(Duration.ofSeconds(14), start("10+0.1"));
    assertEquals(Duration.ofSeconds(5), start("1+0.01"));
    assertEquals(Duration.ofSeconds(30), start("60+1"));
    assertEquals(Duration.ofSeconds(8), start("0|0.2"));
    assertEquals(Duration.ofSeconds(20), start("40/20"));
    EnginePlayer.Timeouts timeouts = EnginePlayer.Timeouts.within(TimeControl.parse("10+0.1"));
    assertEquals(EnginePlayer.Timeouts.DEFAULT.grace(), timeouts.grace());
    assertEquals(EnginePlayer.Timeouts.DEFAULT.cap(), timeouts.cap());
  }

  @Test
  void fixedLimitsGiveFortyMoveTimesOrTheDefault() {
    assertEquals(
        Duration.ofSeconds(20),
        EnginePlayer.Timeouts.within(Limits.moveTime(Duration.ofMillis(500))).start());
    assertEquals(
        Duration.ofSeconds(5),
        EnginePlayer.Timeouts.within(Limits.moveTime(Duration.ofMillis(10))).start());
    assertEquals(EnginePlayer.Timeouts.DEFAULT, EnginePlayer.Timeouts.within(Limits.nodes(100)));
    assertThrows(IllegalArgumentException.class, () -> EnginePlayer.Timeouts.within((Limits) null));
    assertThrows(
        IllegalArgumentException.class, () -> EnginePlayer.Timeouts.within((TimeControl) null));
  }
}
