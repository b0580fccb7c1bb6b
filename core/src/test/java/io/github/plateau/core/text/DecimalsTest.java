package io.github.plateau.core.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

class DecimalsTest {
  @Test
  void readsAsciiDigitsWithAnOptionalMinus() {
    assertEquals(OptionalLong.of(0), Decimals.parse("0"));
    assertEquals(OptionalLong.of(-12), Decimals.parse("-12"));
    assertEquals(OptionalLong.of(7), Decimals.parse("007"));
    assertEquals(OptionalLong.of(Long.MAX_VALUE), Decimals.parse("9223372036854775807"));
    assertEquals(OptionalLong.of(Long.MIN_VALUE), Decimals.parse("-9223372036854775808"));
  }

  @Test
  void refusesOtherDigitsSignsSpacesAndOverflow() {
    for (String text :
        List.of(
            "\u0661", // ARABIC-INDIC DIGIT ONE, which Long.parseLong reads as 1
            "\u0967", // DEVANAGARI DIGIT ONE
            "\uff11", // FULLWIDTH DIGIT ONE
            "+1",
            " 1",
            "1 ",
            "-",
            "",
            "--1",
            "1e3",
            "9223372036854775808",
            "9".repeat(10_000))) {
      assertEquals(OptionalLong.empty(), Decimals.parse(text), text);
    }
    assertThrows(IllegalArgumentException.class, () -> Decimals.parse(null));
  }

  @Test
  void readsPlainDecimalsOnly() {
    assertEquals(Optional.of(new BigDecimal("3.250")), Decimals.parseDecimal("3.250"));
    assertEquals(Optional.of(new BigDecimal("-0.5")), Decimals.parseDecimal("-0.5"));
    assertEquals(
        Optional.of(new BigDecimal("9".repeat(40))), Decimals.parseDecimal("9".repeat(40)));
    for (String text :
        List.of("\u0661", "+1", " 1", ".5", "1.", "-", "", "1e3", "NaN", "0x1p3", "1d", "1.2.3")) {
      assertEquals(Optional.empty(), Decimals.parseDecimal(text), text);
    }
    assertThrows(IllegalArgumentException.class, () -> Decimals.parseDecimal(null));
  }
}
