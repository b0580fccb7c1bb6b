package io.github.plateau.core.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.plateau.core.NotationException;
import io.github.plateau.core.RecordFormat;
import org.junit.jupiter.api.function.Executable;

/**
 * Records longer than the readers read ({@link RecordFormat#MAX_PLIES}), made of a cycle of legal
 * moves, and the check that a reader refuses them naming the limit.
 */
public final class LongRecords {
  private LongRecords() {}

  /**
   * A PGN-family text: the tags, then the cycle's moves numbered by pairs, then {@code *}.
   *
   * @param tags the tag lines, each ending with a line feed
   * @param cycle the moves, played in turn and again
   * @param plies how many moves
   * @return the text
   */
  public static String numbered(String tags, String[] cycle, int plies) {
    StringBuilder text = new StringBuilder(tags).append('\n');
    for (int ply = 1; ply <= plies; ply++) {
      if (ply % 2 == 1) {
        text.append((ply + 1) / 2).append(". ");
      }
      text.append(cycle[(ply - 1) % cycle.length]).append(' ');
    }
    return text.append("*\n").toString();
  }

  /**
   * Checks that reading a record one ply longer than the limit is refused with a {@link
   * NotationException} whose problem is {@link RecordFormat#TOO_LONG}, at that ply.
   *
   * @param read reads the record
   */
  public static void assertTooLong(Executable read) {
    NotationException e = assertThrows(NotationException.class, read);
    assertEquals(RecordFormat.TOO_LONG, e.problem(), e.getMessage());
    assertEquals(RecordFormat.MAX_PLIES + 1, e.location().orElseThrow().ply(), e.getMessage());
  }
}
