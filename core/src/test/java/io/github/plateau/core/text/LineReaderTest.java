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
  }

  @Test
  void errorsNameTheLineTheColumnAndTheMove() {
    LineReader reader = new LineReader("V2.2\n+7776FU\n-3334XX\n");
    reader.next();
    reader.next();
    reader.next();
    NotationException e = reader.error("no piece XX", 5, 2);
    assertEquals(new Location(18, 3, 6, 2), e.location().orElseThrow());
    assertTrue(e.getMessage().startsWith("no piece XX at offset 18 (line 3, column 6, move 2)"));
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
