package io.github.plateau.core.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Location;
import io.github.plateau.core.NotationException;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import org.junit.jupiter.api.Test;

class LineReaderTest {
  private static List<String> lines(String text) {
    LineReader reader = new LineReader(text);
    List<String> lines = new ArrayList<>();
    while (reader.hasNext()) {
      lines.add(reader.next());
    }
    return lines;
  }

  /**
   * The lines, numbers and offsets of seeded texts of line feeds, carriage returns, byte order
   * marks and letters, peeked at now and then, against a character-by-character split.
   */
  @Test
  void seededTextsSplitAsOneCharacterAtATime() {
    char[] alphabet = {'a', 'b', '\n', '\r', '\uFEFF'};
    for (long seed = 0; seed < 2000; seed++) {
      java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
      StringBuilder text = new StringBuilder();
      for (int i = random.nextInt(30); i > 0; i--) {
        text.append(alphabet[random.nextInt(alphabet.length)]);
      }
      String t = text.toString();
      List<int[]> expected = new ArrayList<>(); // start and end of each line
      int at = skipMarks(t, 0); // the marks at the very start make no line
      while (at < t.length()) {
        at = skipMarks(t, at);
        int end = at;
        while (end < t.length() && t.charAt(end) != '\n' && t.charAt(end) != '\r') {
          end++;
        }
        expected.add(new int[] {at, end});
        at = end + (t.startsWith("\r\n", end) ? 2 : 1);
      }
      LineReader reader = new LineReader(t);
      String where = "seed " + seed + ": " + t.replace("\n", "\\n").replace("\r", "\\r");
      for (int i = 0; i < expected.size(); i++) {
        int[] line = expected.get(i);
        assertTrue(reader.hasNext(), where);
        if (random.nextBoolean()) {
          assertEquals(t.substring(line[0], line[1]), reader.peek(), where);
        }
        if (random.nextBoolean()) {
          assertEquals(t.substring(line[0], line[1]), reader.next(), where);
        } else {
          assertTrue(reader.advance(), where); // in place: the line only where asked for
        }
        assertEquals(i + 1, reader.lineNumber(), where);
        assertEquals(line[0], reader.offset(), where);
        assertEquals(line[0], reader.start(), where);
        assertEquals(line[1], reader.end(), where);
        assertEquals(t.substring(line[0], line[1]), reader.line(), where);
      }
      assertFalse(reader.hasNext(), where);
      assertFalse(reader.advance(), where);
      if (!expected.isEmpty()) { // a failed advance leaves the last line current
        assertEquals(expected.get(expected.size() - 1)[1], reader.end(), where);
      }
    }
  }

  private static int skipMarks(String t, int from) {
    int at = from;
    while (at < t.length() && t.charAt(at) == '\uFEFF') {
      at++;
    }
    return at;
  }

  @Test
  void linesEndAtLineFeedCarriageReturnOrBoth() {
    assertEquals(List.of("a", "b", "", "c", "d"), lines("a\nb\r\n\rc\rd"));
    assertEquals(List.of("a"), lines("a\n"));
    assertEquals(List.of("a", ""), lines("a\n\n"));
    assertEquals(List.of(), lines(""));
    assertEquals(List.of("x"), lines("\uFEFFx"));
  }

  @Test
  void eachLineKnowsItsNumberAndOffsetAndPeekDoesNotMove() {
    LineReader reader = new LineReader("V2.2\r\nN+a\r\n+7776FU\n");
    assertEquals(0, reader.lineNumber());
    assertEquals("V2.2", reader.next());
    assertEquals("N+a", reader.peek());
    assertEquals(1, reader.lineNumber());
    assertEquals("N+a", reader.next());
    assertEquals(6, reader.offset());
    reader.next();
    assertEquals(3, reader.lineNumber());
    assertEquals(11, reader.offset());
    assertFalse(reader.hasNext());
    assertThrows(NoSuchElementException.class, reader::next);
    LineReader fresh = new LineReader("a");
    assertThrows(IllegalStateException.class, fresh::line);
    assertThrows(IllegalStateException.class, fresh::start);
    assertThrows(IllegalStateException.class, fresh::end);
  }

  @Test
  void errorsNameTheLineTheColumnAndTheMove() {
    LineReader reader = new LineReader("V2.2\n+7776FU\n-3334XX\n");
    reader.next();
    reader.next();
    reader.next();
    NotationException e = reader.error("no piece XX", 5, 2);
    assertEquals(new Location(18, 3, 6, 2), e.location().orElseThrow());
    assertTrue(e.getMessage().startsWith("no piece XX at offset 18 (line 3, column 6, ply 2)"));
    assertThrows(IllegalArgumentException.class, () -> new LineReader("a").error("x", 0, 0));
  }

  @Test
  void byteOrderMarksAtALineStartAreSkippedAndInsideALineKept() {
    assertEquals(List.of("a", "b", "c\uFEFFd"), lines("a\n\uFEFFb\r\n\uFEFF\uFEFFc\uFEFFd"));
    LineReader reader = new LineReader("a\n\uFEFFb");
    reader.next();
    reader.next();
    assertEquals(3, reader.offset()); // the line starts after the mark, so columns stay right
  }
}
