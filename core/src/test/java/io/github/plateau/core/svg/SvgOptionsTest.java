package io.github.plateau.core.svg;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link SvgOptions}: what the options hold, in the order given, so a picture has one spelling. */
class SvgOptionsTest {

  @Test
  void markedSquaresKeepTheOrderTheyWereGivenIn() {
    // A hashed set's order changes from one run of the JVM to the next, and the rings with it.
    List<String> given = new ArrayList<>();
    SvgOptions.Builder builder = SvgOptions.builder();
    for (char file = 'i'; file >= 'a'; file--) {
      for (int rank = 9; rank >= 1; rank--) {
        String square = "" + file + rank;
        given.add(square);
        builder.mark(square);
      }
    }
    builder.mark("e5"); // again: kept where it first came
    assertEquals(given, new ArrayList<>(builder.build().marked()));
  }
}
