package io.github.plateau.core.testing;

import java.util.ArrayList;
import java.util.List;

/**
 * The code between two marker comments of a test's source, as documentation shows it: the README's
 * examples and the javadoc's are such regions of tests, so that they compile and run.
 */
public final class Regions {
  private Regions() {}

  /**
   * The lines between the first line that is {@code begin} and the next that is {@code end} (both
   * compared stripped), their common indentation removed; blank lines become empty.
   *
   * @param source a source file's text
   * @param begin the marker line before the region, such as {@code // README:begin}
   * @param end the marker line after it
   * @return the region's lines, empty if there is no such region
   */
  public static List<String> between(String source, String begin, String end) {
    List<String> lines = new ArrayList<>();
    boolean inside = false;
    for (String line : source.split("\n")) {
      if (inside && line.strip().equals(end)) {
        break;
      }
      if (inside) {
        lines.add(line);
      }
      inside |= line.strip().equals(begin);
    }
    int indent =
        lines.stream()
            .filter(l -> !l.isBlank())
            .mapToInt(l -> l.length() - l.stripLeading().length())
            .min()
            .orElse(0);
    List<String> out = new ArrayList<>();
    for (String line : lines) {
      out.add(line.isBlank() ? "" : line.substring(indent));
    }
    return out;
  }
}
