package io.github.plateau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RatesTest {
  @ParameterizedTest
  @CsvSource({
    "0, 0.000 s",
    "499999, 0.000 s",
    "500000, 0.001 s",
    "5000000, 0.005 s",
    "50000000, 0.050 s",
    "1234499999, 1.234 s",
    "1234500000, 1.235 s",
    "999500000, 1.000 s",
    "61000000000, 61.000 s",
    "9223372036854775807, 9223372036.855 s"
  })
  void secondsHaveThreeDecimalsRoundedHalfUp(long nanos, String text) {
    assertEquals(text, Rates.seconds(nanos));
  }

  @ParameterizedTest
  @CsvSource({"30, 0, 30000000000", "1000, 1000000000, 1000", "3, 2000000000, 2"})
  void ratesAreRoundedPerSecond(long count, long nanos, long rate) {
    assertEquals(rate, Rates.perSecond(count, nanos));
  }
}
