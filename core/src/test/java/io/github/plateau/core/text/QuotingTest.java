package io.github.plateau.core.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class QuotingTest {
  @Test
  void showsShortTextWholeAndCutsLongTextWithDots() {
    assertEquals("e2e4", Quoting.shown("e2e4"));
    assertEquals("x".repeat(40), Quoting.shown("x".repeat(40)));
    assertEquals("x".repeat(40) + "...", Quoting.shown("x".repeat(41)));
    assertEquals("abc...", Quoting.shown("abcdef", 3));
  }

  @Test
  void escapesControlCharacters() {
    assertEquals("a\\u000ab", Quoting.shown("a\nb"));
  }

  @Test
  void quotedPutsTheShownTextBetweenSingleQuotes() {
    assertEquals("'e2e4'", Quoting.quoted("e2e4"));
    assertEquals("'" + "x".repeat(40) + "...'", Quoting.quoted("x".repeat(41)));
    assertEquals("'abc...'", Quoting.quoted("abcdef", 3));
    assertEquals("'a\\u0009b'", Quoting.quoted("a\tb", 20));
  }

  @Test
  void refusesNullTextAndACapBelowOne() {
    assertThrows(IllegalArgumentException.class, () -> Quoting.shown(null));
    assertThrows(IllegalArgumentException.class, () -> Quoting.quoted(null));
    assertThrows(IllegalArgumentException.class, () -> Quoting.quoted("a", 0));
  }
}
