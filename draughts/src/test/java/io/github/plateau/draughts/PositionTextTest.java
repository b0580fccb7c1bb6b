package io.github.plateau.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.NotationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** FEN: round trips and every rejection with its message and offset. */
class PositionTextTest {
  private final Draughts game = Draughts.international();

  @Test
  void theStartPositionIsWrittenWithEverySquare() {
    assertEquals(
        "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50"
            + ":B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20",
        game.start().toString());
  }

  @Test
  void rangesKingsAndEitherOrderAreRead() {
    DraughtsPosition p = game.parse("B:BK22,12,16:W18,24,27,K10");
    assertEquals("B:WK10,18,24,27:B12,16,K22", p.toString());
    assertEquals(p, game.parse("B:WK10,18,24,27:B12,16,K22"));
    assertEquals(game.parse("W:W31,32,33:BK1,K2,K3"), game.parse("W:W31-33:BK1-3"));
    assertEquals(game.start(), game.parse("W:B1-20:W31-50"));
  }

  @Test
  void aSideWithoutPiecesIsAnEmptyOrMissingList() {
    DraughtsPosition p = game.parse("B:W31:B");
    assertEquals("B:W31:B", p.toString());
    assertEquals(p, game.parse("B:W31"));
    assertTrue(p.outcome().isPresent());
  }

  @ParameterizedTest(name = "\"{0}\"")
  @CsvSource(
      delimiter = '|',
      value = {
        "X:W31-50:B1-20|expected W or B for the side to move|0",
        "WW:W31|expected ':' before a list of pieces|1",
        "W:|expected W or B for a colour|2",
        "W:X31|expected W or B for a colour|2",
        "W:W31:W32|the white pieces are listed twice|6",
        "W:W31:B1:|expected W or B for a colour|9",
        "W:W51:B1|square 51 is not on the board (1 to 50)|3",
        "W:W0:B1|square 0 is not on the board (1 to 50)|3",
        "W:W123456:B1|square 123456 is not on the board (1 to 50)|3",
        "W:W40-31:B1|the range 40-31 runs backwards|3",
        "W:W31,31:B1|square 31 is given twice|6",
        "W:W31:B31|square 31 is given twice|7",
        "W:W31,:B1|expected a square number|6",
        "W:W31,|expected a square after ','|6",
        "W:WK:B1|expected a square number|4",
        "W:W31x:B1|expected ',', '-' or ':' after a square|5",
        "W:W31-:B1|expected a square number|6",
        "'W:W31 '|expected ',', '-' or ':' after a square|5",
      })
  void malformedFenIsRefusedWithItsOffset(String text, String problem, int offset) {
    NotationException e = assertThrows(NotationException.class, () -> game.parse(text));
    assertTrue(e.getMessage().startsWith(problem + " at offset " + offset), e.getMessage());
    assertEquals(offset, e.offset());
  }

  @Test
  void emptyAndNullFenAreRefused() {
    assertThrows(NotationException.class, () -> game.parse(""));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> game.parse(null));
    assertEquals("text is null", e.getMessage());
  }

  @ParameterizedTest(name = "\"{0}\"")
  @CsvSource(
      delimiter = '|',
      value = {
        "W:W3:B40|a white man on square 3 would have been crowned",
        "W:W31:B47|a black man on square 47 would have been crowned",
        "W:W11-50:B1|white has 40 pieces, more than the 20 it starts with",
        "W:W31:B|black has no piece but has just moved; white cannot be to move",
        "B:W:B1|white has no piece but has just moved; black cannot be to move",
      })
  void impossiblePositionsAreRefused(String text, String message) {
    IllegalPositionException e =
        assertThrows(IllegalPositionException.class, () -> game.parse(text));
    assertEquals(message, e.getMessage());
  }
}
