package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.NotationException;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** ICCS moves and squares: round trips and every rejection with its message. */
class MoveTextTest {
  private final Xiangqi game = new Xiangqi();

  @Test
  void movesAreEqualExactlyWhenTheirSquaresAreAndHashApart() {
    Set<Integer> hashes = new HashSet<>();
    for (int a = 0; a < 90; a++) {
      for (int b = 0; b < 90; b++) {
        if (a != b) {
          Move m = new Move(Square.ofIndex(a), Square.ofIndex(b));
          Move same = Move.of(a % 9, a / 9, b % 9, b / 9);
          assertEquals(m, same);
          assertEquals(m.hashCode(), same.hashCode());
          assertNotEquals(m, new Move(Square.ofIndex(b), Square.ofIndex(a)));
          assertTrue(hashes.add(m.hashCode()), m::toString);
        }
      }
    }
    assertNotEquals(new Move(Square.ofIndex(0), Square.ofIndex(1)), "a0b0");
  }

  @Test
  void iccsMovesRoundTripAndAreReadInEitherCaseWithOrWithoutADash() {
    XiangqiPosition start = game.start();
    Move move = Move.of(7, 2, 4, 2);
    assertEquals(move, game.parseMove(start, "h2e2"));
    assertEquals(move, game.parseMove(start, "H2-E2"));
    assertEquals(move, game.parseMove(start, "h2-e2"));
    assertEquals("h2e2", game.formatMove(start, move));
    for (Move legal : start.legalMoves()) {
      assertEquals(legal, game.parseMove(start, game.formatMove(start, legal)));
    }
  }

  @ParameterizedTest(name = "[{index}] {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "''|an ICCS move is two points such as h2e2|0",
        "h2e|an ICCS move is two points such as h2e2|3",
        "h2e2e|expected '-' between the two points|2",
        "h2e2e2|an ICCS move is two points such as h2e2|4",
        "j2e2|a file is a letter from a to i|0",
        "h2ex|a rank is a digit from 0 to 9|3",
        "h2-e|a file is a letter from a to i|2",
        "h2h2|the move leaves and reaches the same point|0",
      })
  void malformedIccsIsRefusedWithItsOffset(String text, String problem, int offset) {
    NotationException e =
        assertThrows(NotationException.class, () -> game.parseMove(game.start(), text));
    assertTrue(e.getMessage().startsWith(problem), e.getMessage());
    assertEquals(offset, e.offset());
  }

  @ParameterizedTest(name = "[{index}] {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "e5e6|there is no piece on e5",
        "a9a8|the Black chariot on a9 is not the side to move's",
        "a0a5|a Red chariot on a0 cannot go to a5",
      })
  void illegalIccsMovesSayWhy(String text, String reason) {
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> game.parseMove(game.start(), text));
    assertTrue(e.getMessage().contains(reason), e.getMessage());
    assertTrue(e.getMessage().contains(Xiangqi.START), e.getMessage());
  }

  @Test
  void aMoveThatExposesTheGeneralSaysSo() {
    XiangqiPosition pinned = game.parse("3kr4/9/9/9/9/9/9/9/4N4/4K4 w - - 0 1");
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> game.parseMove(pinned, "e1d3"));
    assertTrue(e.getMessage().contains("would leave the Red general attacked"), e.getMessage());
    Move move = Move.of(4, 1, 3, 3);
    assertThrows(IllegalMoveException.class, () -> game.formatMove(pinned, move));
    assertThrows(IllegalMoveException.class, () -> pinned.play(move));
  }

  @Test
  void movesAreWrittenAndOrderedAsIccs() {
    Move move = new Move(Square.of(1, 0), Square.of(2, 2));
    assertEquals("b0c2", move.toString());
    assertEquals(Square.parse("b0"), move.from());
    assertEquals(Square.parse("C2"), move.to());
    assertTrue(Move.of(0, 9, 0, 8).compareTo(Move.of(1, 0, 2, 2)) < 0);
    assertThrows(IllegalArgumentException.class, () -> new Move(Square.of(3, 3), Square.of(3, 3)));
    assertThrows(IllegalArgumentException.class, () -> new Move(null, Square.of(3, 3)));
    assertThrows(IllegalArgumentException.class, () -> Move.of(9, 0, 0, 0));
  }

  @Test
  void squaresAreNamedAsInIccsAndEachHasOneInstance() {
    Square e0 = Square.of(4, 0);
    assertEquals("e0", e0.toString());
    assertEquals(4, e0.file());
    assertEquals(0, e0.rank());
    assertEquals(4, e0.index());
    assertTrue(e0 == Square.ofIndex(4) && e0 == Square.parse("E0"));
    assertEquals("i9", Square.ofIndex(Square.COUNT - 1).toString());
    assertThrows(IllegalArgumentException.class, () -> Square.of(9, 0));
    assertThrows(IllegalArgumentException.class, () -> Square.of(0, 10));
    assertThrows(IllegalArgumentException.class, () -> Square.ofIndex(90));
    assertThrows(IllegalArgumentException.class, () -> Square.parse(null));
    for (String bad : new String[] {"", "j0", "e", "ex", "e10"}) {
      NotationException e = assertThrows(NotationException.class, () -> Square.parse(bad));
      assertEquals(bad, e.input());
    }
  }
}
