package io.github.plateau.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

class OptionsTest {
  private static final String SPEC = "game:zeta=1,alpha";

  @Test
  void aGamesOwnProblemPointsAtTheOptionInTheUsersText() {
    Options options = Options.parse(SPEC, 5);
    NotationException e = options.problem("alpha", "alpha needs zeta above 1");
    assertEquals(SPEC.indexOf("alpha"), e.offset());
    assertTrue(e.getMessage().contains("alpha needs zeta above 1"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> options.problem("beta", "absent"));
    assertThrows(IllegalArgumentException.class, () -> options.problem(null, "x"));
  }

  @Test
  void listsOfOptionsAndValuesAreWrittenInOneOrder() {
    Options options = Options.parse("game:mode=x,other", 5);
    NotationException unknown =
        assertThrows(
            NotationException.class,
            () -> options.requireOnly(new LinkedHashSet<>(List.of("zeta", "mode", "beta"))));
    assertTrue(unknown.getMessage().contains("[beta, mode, zeta]"), unknown.getMessage());
    NotationException choice =
        assertThrows(
            NotationException.class,
            () -> options.choice("mode", "a", new LinkedHashSet<>(List.of("z", "a", "m"))));
    assertTrue(choice.getMessage().contains("[a, m, z]"), choice.getMessage());
    NotationException mixed =
        assertThrows(
            NotationException.class,
            () -> options.choice("mode", "2", new LinkedHashSet<>(List.of("10", "b", "2", "1a"))));
    assertTrue(mixed.getMessage().contains("[2, 10, 1a, b]"), mixed.getMessage());
  }

  @Test
  void aHugeValueGivesAShortMessage() {
    String spec = "game:depth=" + "9".repeat(1_000_000);
    Options options = Options.parse(spec, 5);
    NotationException e =
        assertThrows(NotationException.class, () -> options.integer("depth", 1, 0, 10));
    assertTrue(e.getMessage().length() < 600, "message of " + e.getMessage().length());
    assertEquals(5, e.offset());
  }

  @Test
  void valuesAreReadAsWritten() {
    Options options = Options.parse("game:army=S:G2D1,flag", 5);
    assertEquals("S:G2D1", options.value("army").orElseThrow());
    assertEquals("", options.value("flag").orElseThrow());
    assertTrue(options.value("other").isEmpty());
    assertThrows(IllegalArgumentException.class, () -> options.value(null));
  }

  @Test
  void aNumberIsWrittenInAsciiDigitsOnly() {
    // Integer.parseInt reads these as 1, 5 and 7: an option is typed in ASCII digits
    for (String value : List.of("\u0661", "\uff15", "+7", "7e0", "0x7")) {
      Options options = Options.parse("game:depth=" + value + ",x", 5);
      NotationException e =
          assertThrows(NotationException.class, () -> options.integer("depth", 1, 0, 10));
      assertTrue(
          e.getMessage().contains("'depth' must be an integer from 0 to 10"), e.getMessage());
    }
    assertEquals(-3, Options.parse("game:depth=-3", 5).integer("depth", 1, -5, 10));
  }
}
