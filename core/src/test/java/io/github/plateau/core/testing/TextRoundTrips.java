package io.github.plateau.core.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.PlateauException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;

/**
 * The seeded round-trip property of a record format: valid texts mutated the way files are spoiled
 * in the wild (byte order marks anywhere, mixed line ends, trailing blanks and tabs, blank lines,
 * duplicated or odd header lines, stray control characters) are either refused with an exception of
 * the {@link PlateauException} family, or read to a record that written and read again is equal.
 */
public final class TextRoundTrips {
  private static final String BOM = "\uFEFF";
  private static final String CONTROLS = "\u0000\u0001\u0007\u000B\u000C\u001B\u007F\u0085";

  private TextRoundTrips() {}

  /**
   * Checks the property on mutants of the valid texts, one per seed {@code 0 .. seeds - 1}.
   *
   * @param format the format's name, for the messages
   * @param valid texts the format reads
   * @param oddLines lines of the format worth inserting (a header line, a duplicate key)
   * @param seeds how many mutants
   * @param read reads a text
   * @param write writes what was read
   * @param <R> what the format reads
   * @return how many mutants were read (the rest were refused)
   * @throws AssertionError naming the seed and the mutant if the property fails
   */
  public static <R> int check(
      String format,
      List<String> valid,
      List<String> oddLines,
      int seeds,
      Function<String, R> read,
      Function<R, String> write) {
    int accepted = 0;
    for (int seed = 0; seed < seeds; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      String text = mutate(valid.get(random.nextInt(valid.size())), oddLines, random);
      String where = format + " seed " + seed + ", mutant:\n" + escaped(text);
      R first;
      try {
        first = read.apply(text);
      } catch (PlateauException e) {
        assertFalse(e.getMessage() == null || e.getMessage().isBlank(), where);
        continue;
      } catch (RuntimeException e) {
        throw new AssertionError(where + "\nthrew " + e, e);
      }
      String written;
      R again;
      try {
        written = write.apply(first);
        again = read.apply(written);
      } catch (RuntimeException e) {
        throw new AssertionError(where + "\nwriting and reading back threw " + e, e);
      }
      assertEquals(first, again, where + "\nwritten as:\n" + escaped(written));
      accepted++;
    }
    // enough mutants stay readable for the round trip to be tested at all
    assertTrue(accepted > seeds / 10, format + ": only " + accepted + " of " + seeds + " read");
    return accepted;
  }

  /**
   * One to four spoiling edits of a text.
   *
   * @param text a valid text
   * @param oddLines lines to insert at a line start
   * @param random the source of randomness
   * @return the mutant
   */
  public static String mutate(String text, List<String> oddLines, SplittableRandom random) {
    List<String> lines = new ArrayList<>(List.of(text.split("\r\n|\r|\n", -1)));
    int edits = 1 + random.nextInt(4);
    String end = "\n";
    for (int e = 0; e < edits; e++) {
      int line = random.nextInt(lines.size());
      String s = lines.get(line);
      switch (random.nextInt(9)) {
        case 0 -> lines.set(line, insert(s, BOM, random.nextInt(s.length() + 1)));
        case 1 -> lines.set(line, BOM + s);
        case 2 -> end = List.of("\r\n", "\r", "\n", "mixed").get(random.nextInt(4));
        case 3 -> lines.set(line, s + List.of(" ", "\t", "  \t", "\u3000").get(random.nextInt(4)));
        case 4 -> lines.add(line, random.nextBoolean() ? "" : " \t");
        case 5 -> lines.add(line, s);
        case 6 -> {
          if (!oddLines.isEmpty()) {
            lines.add(line, oddLines.get(random.nextInt(oddLines.size())));
          }
        }
        case 7 -> {
          char c = CONTROLS.charAt(random.nextInt(CONTROLS.length()));
          lines.set(line, insert(s, String.valueOf(c), random.nextInt(s.length() + 1)));
        }
        default -> lines.set(line, "\t" + s);
      }
    }
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < lines.size(); i++) {
      if (i > 0) {
        out.append(end.equals("mixed") ? List.of("\r\n", "\r", "\n").get(i % 3) : end);
      }
      out.append(lines.get(i));
    }
    return out.toString();
  }

  private static String insert(String s, String what, int at) {
    return s.substring(0, at) + what + s.substring(at);
  }

  /** The text with its invisible characters shown, so that a failing mutant can be read. */
  private static String escaped(String text) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\n') {
        out.append("\\n\n");
      } else if (c == '\r' || c == '\t' || c == '\uFEFF' || Character.isISOControl(c)) {
        out.append(String.format("\\u%04X", (int) c));
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }
}
