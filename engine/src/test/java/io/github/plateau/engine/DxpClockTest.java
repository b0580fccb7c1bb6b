package io.github.plateau.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Limits;
import io.github.plateau.draughts.Color;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** DXP's minutes-for-moves control: what an Initiator asks for, and how a Follower spends it. */
class DxpClockTest {
  private static final Duration WAIT = Duration.ofSeconds(10);

  private static String asked(Limits limits) {
    return DxpClock.request(limits, Color.WHITE, WAIT).fields();
  }

  @Test
  void aClockIsSentAsItStands() {
    Limits clock =
        Limits.builder()
            .time(Color.WHITE, Duration.ofSeconds(290))
            .time(Color.BLACK, Duration.ofHours(1))
            .movesToGo(40)
            .build();
    assertEquals("005040", asked(clock)); // 4 min 50 s rounded up, for 40 moves
    assertEquals("001000", asked(Limits.builder().time(Color.WHITE, Duration.ZERO).build()));
    assertEquals("999000", asked(Limits.builder().time(Color.WHITE, Duration.ofDays(1)).build()));
  }

  @Test
  void aFixedTimePerMoveIsAControlOfThatTimePerMove() {
    assertEquals("001600", asked(Limits.moveTime(Duration.ofMillis(100))));
    assertEquals("001030", asked(Limits.moveTime(Duration.ofSeconds(2))));
    assertEquals("001001", asked(Limits.moveTime(Duration.ofSeconds(59))));
    assertEquals("002001", asked(Limits.moveTime(Duration.ofSeconds(90))));
    assertEquals("001999", asked(Limits.moveTime(Duration.ofNanos(1))));
    assertEquals("999001", asked(Limits.moveTime(Duration.ofDays(2))));
    // a byoyomi alone: its safe share
    assertEquals("001066", asked(Limits.builder().byoyomi(Duration.ofSeconds(1)).build()));
    // no time at all: half the Initiator's wait
    assertEquals("001012", asked(Limits.depth(3)));
    assertEquals("001012", asked(Limits.infinite()));
  }

  @Test
  void theFollowerSpendsTheMinutesOverTheMovesAndGainsThemAgain() {
    DxpClock control = new DxpClock(10, 50);
    Duration budget =
        control.limits(Color.BLACK, Duration.ofMinutes(10), 0).budget(Color.BLACK).get();
    assertEquals(Duration.ofSeconds(12), budget); // not 20 s, the share of 30 moves
    assertEquals(1, control.limits(Color.BLACK, Duration.ofMinutes(1), 49).movesToGo().getAsInt());
    assertEquals(50, control.limits(Color.BLACK, Duration.ofMinutes(1), 50).movesToGo().getAsInt());
    assertFalse(control.renews(49));
    assertTrue(control.renews(50));
    DxpClock wholeGame = new DxpClock(5, 0);
    assertTrue(wholeGame.limits(Color.WHITE, Duration.ofMinutes(5), 7).movesToGo().isEmpty());
    assertFalse(wholeGame.renews(7));
    assertThrows(IllegalArgumentException.class, () -> new DxpClock(0, 1));
    assertThrows(IllegalArgumentException.class, () -> new DxpClock(1, 1000));
  }
}
