package io.github.plateau.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Reason;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Elo, intervals, LOS, SPRT and time controls, against values worked out by hand. */
class StatsTest {
  private static PairResult games(int wins, int losses, int draws) {
    PairResult r = PairResult.empty("A", "B");
    for (int i = 0; i < wins; i++) {
      r = r.withGame(2, Reason.CHECKMATE);
    }
    for (int i = 0; i < losses; i++) {
      r = r.withGame(0, Reason.TIME_FORFEIT);
    }
    for (int i = 0; i < draws; i++) {
      r = r.withGame(1, Reason.REPETITION);
    }
    return r;
  }

  @Test
  void eloOfAScore() {
    // -400 log10(1/0.75 - 1) = 400 log10(3) = 190.848...
    assertEquals(190.85, Stats.elo(0.75), 0.01);
    assertEquals(0, Stats.elo(0.5), 1e-9);
    assertEquals(-190.85, Stats.elo(0.25), 0.01);
    assertEquals(0.75, Stats.score(Stats.elo(0.75)), 1e-12);
    assertEquals(Double.POSITIVE_INFINITY, Stats.elo(1));
  }

  @Test
  void theIntervalOfAnEvenScore() {
    // 50 wins, 50 losses: s = 0.5, per-game variance 0.25, se = 0.05; s +/- 1.96 se = 0.402..0.598
    // elo(0.598) = -400 log10(0.67224) = 68.99, so the margin is 69.0
    PairResult r = games(50, 50, 0);
    assertEquals("A vs B: +50 -50 =0, score 50.0%, Elo 0.0 +/- 69.0", r.summary(Optional.empty()));
    assertEquals(50, r.winsBy().get(Reason.CHECKMATE));
    assertEquals(50, r.lossesBy().get(Reason.TIME_FORFEIT));
    // draws narrow it: 25 wins, 25 losses, 50 draws: variance 0.125, se 0.035355,
    // elo(0.5 + 1.96 se) = elo(0.56930) = -400 log10(0.756555) = 48.46
    assertEquals(48.46, games(25, 25, 50).eloMargin(), 0.01);
  }

  @Test
  void likelihoodOfSuperiority() {
    assertEquals(0.5, Stats.los(10, 10), 1e-9);
    // (1 + erf(10 / sqrt(60))) / 2 = (1 + erf(1.29099)) / 2 = (1 + 0.93211) / 2 = 0.96606
    assertEquals(0.96606, Stats.los(20, 10), 1e-4);
    assertEquals(0.8427, Stats.erf(1), 1e-6);
  }

  @Test
  void sprtBoundsAndTheRatioOfTheTrinomialModel() {
    Sprt test = Sprt.parse("elo0=0,elo1=10,alpha=0.05,beta=0.05,model=trinomial");
    assertEquals(-2.944, test.lowerBound(), 1e-3); // ln(0.05/0.95)
    assertEquals(2.944, test.upperBound(), 1e-3);
    // 60 wins, 40 losses: mean 0.6, variance 0.24; s0 = 0.5, s1 = score(10) = 0.51439
    // LLR = 100 * 0.01439 * (1.2 - 1.01439) / 0.48 = 0.5565
    assertEquals(0.5565, games(60, 40, 0).llr(test), 1e-3);
    assertEquals(Sprt.Decision.CONTINUE, test.decide(games(60, 40, 0)));
    assertEquals(Sprt.Decision.H1, test.decide(games(600, 400, 0)));
    assertEquals(Sprt.Decision.H0, test.decide(games(400, 600, 0)));
    // ten draws, counted with 0.001 of a win and of a loss: mean 0.5, variance
    // 0.002 * 0.25 / 10.002 = 5.0e-5; LLR = 10 * 0.01439 * (1 - 1.01439) / 1.0e-4 = -20.7
    assertEquals(-20.7, games(0, 0, 10).llr(test), 0.05);
    assertEquals(Sprt.Decision.H0, test.decide(games(0, 0, 40)));
    assertEquals(Sprt.Decision.H0, test.decide(games(0, 5, 0)));
    assertTrue(
        games(600, 400, 0).summary(Optional.of(test)).endsWith(", SPRT: H1"),
        games(600, 400, 0).summary(Optional.of(test)));
  }

  @Test
  void thePentanomialModelCountsPairs() {
    Sprt test = Sprt.parse("elo0=0,elo1=10");
    assertEquals(Sprt.Model.PENTANOMIAL, test.model());
    PairResult r = PairResult.empty("A", "B");
    for (int i = 0; i < 100; i++) {
      int half = i % 2 == 0 ? 3 : 2; // alternately 1.5 and 1 point per pair
      r = r.withGame(half == 3 ? 2 : 1, Reason.CHECKMATE).withGame(1, Reason.REPETITION);
      r = r.withPair(half);
    }
    // pair scores 0.75 and 0.5, mean 0.625, variance 0.015625; N = 100
    // LLR = 100 * 0.01439 * (1.25 - 1.01439) / 0.03125 = 100 * 0.0033904 / 0.03125 = 10.85
    assertEquals(10.85, r.llr(test), 0.01);
    assertEquals(Sprt.Decision.H1, test.decide(r));
  }

  @Test
  void badSprtTextIsNamed() {
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> Sprt.parse("elo0=5,elo1=0"))
            .getMessage()
            .contains("above elo0"));
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> Sprt.parse("elo0=0,elo1=5,gamma=1"))
            .getMessage()
            .contains("unknown SPRT parameter \"gamma\""));
    assertThrows(IllegalArgumentException.class, () -> Sprt.parse("elo0=0"));
    assertThrows(IllegalArgumentException.class, () -> Sprt.parse("elo0=x,elo1=1"));
    assertThrows(IllegalArgumentException.class, () -> Sprt.parse("elo0=0,elo1=5,model=binomial"));
  }

  @Test
  void timeControlsInEveryFormRoundTrip() {
    TimeControl tc = TimeControl.parse("40/60+0.5");
    assertEquals(40, tc.moves());
    assertEquals(Duration.ofSeconds(60), tc.time());
    assertEquals(Duration.ofMillis(500), tc.increment());
    for (String s :
        new String[] {"40/60+0.5", "10+0.1", "300", "600|10", "0|5", "60+1|5", "0.05"}) {
      assertEquals(s, TimeControl.parse(s).toString());
      assertEquals(TimeControl.parse(s), TimeControl.parse(TimeControl.parse(s).toString()));
    }
    assertEquals(Duration.ofSeconds(10), TimeControl.parse("600|10").byoyomi());
    for (String bad : new String[] {"", "x", "0", "40/", "/60", "-1+1", "60+", "1.0001", "0/60"}) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> TimeControl.parse(bad), bad);
      assertTrue(e.getMessage().startsWith("bad time control"), e.getMessage());
    }
  }

  @Test
  void aClockChargesIncrementsPeriodsAndByoyomi() {
    io.github.plateau.core.Side a = io.github.plateau.shogi.Color.SENTE;
    io.github.plateau.core.Side b = io.github.plateau.shogi.Color.GOTE;
    Clock periods = new Clock(TimeControl.parse("2/10+1"), java.util.List.of(a, b), Duration.ZERO);
    assertEquals(2, periods.limits(a).movesToGo().getAsInt());
    assertTrue(periods.charge(a, Duration.ofSeconds(3)));
    assertEquals(Duration.ofSeconds(8), periods.left(a)); // 10 - 3 + 1
    assertEquals(1, periods.limits(a).movesToGo().getAsInt());
    assertTrue(periods.charge(a, Duration.ofSeconds(4)));
    assertEquals(Duration.ofSeconds(15), periods.left(a)); // 8 - 4 + 1, then a new period: + 10
    assertTrue(!periods.charge(b, Duration.ofSeconds(11)));
    Clock byoyomi = new Clock(TimeControl.parse("1|2"), java.util.List.of(a, b), Duration.ZERO);
    assertTrue(byoyomi.charge(a, Duration.ofMillis(2500))); // 1 s of main time, then byoyomi
    assertEquals(Duration.ZERO, byoyomi.left(a));
    assertTrue(byoyomi.charge(a, Duration.ofMillis(1900)));
    assertTrue(!byoyomi.charge(a, Duration.ofMillis(2100)));
    assertEquals(Duration.ofSeconds(2), byoyomi.limits(b).byoyomi());
  }
}
