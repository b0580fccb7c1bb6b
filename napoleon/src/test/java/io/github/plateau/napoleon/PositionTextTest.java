package io.github.plateau.napoleon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.AmbiguousMoveException;
import io.github.plateau.core.Games;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.NotationException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Section 8 of the rules: the position and move notations, both ways, and every rejection. */
class PositionTextTest {
  private static final Napoleon GAME = new Napoleon();
  private static final String START = "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0 -";

  @ParameterizedTest
  @ValueSource(
      strings = {
        START,
        "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC n se4x2,nd5x1 17 Vc4,Mf5,Hd6",
        "8/8/3aNE4/8/4G3/8/8/7g s sa1x1 3 -",
        "8/8/8/8/8/8/8/ASWASEANWAE4 n - 123456 Ha1,Hb1",
      })
  void positionsRoundTrip(String text) {
    NapoleonPosition p = GAME.parse(text);
    assertEquals(text, p.toString());
    assertEquals(p, GAME.parse(p.toString()));
    assertEquals(p.hash(), GAME.parse(p.toString()).hash());
  }

  @Test
  void squaresAreEqualExactlyWhenTheirCoordinatesAreAndHashApart() {
    Set<Integer> hashes = new HashSet<>();
    for (int file = 0; file < Square.MAX_SIDE; file++) {
      for (int rank = 0; rank < Square.MAX_SIDE; rank++) {
        Square s = new Square(file, rank);
        assertEquals(s, Square.parse(s.toString()));
        assertEquals(s.hashCode(), Square.parse(s.toString()).hashCode());
        assertNotEquals(s, new Square(file, (rank + 1) % Square.MAX_SIDE));
        assertNotEquals(s, new Square((file + 1) % Square.MAX_SIDE, rank));
        assertTrue(hashes.add(s.hashCode()), s::toString);
      }
    }
    assertNotEquals(new Square(0, 0), "a1");
  }

  @Test
  void theDefaultSetupIsTheStartPosition() {
    assertEquals(START, GAME.start().toString());
    assertEquals(GAME.start(), Games.create("napoleon").start());
  }

  @Test
  void bigBoardsUseMultiDigitRunsAndRanks() {
    Napoleon big = (Napoleon) Games.create("napoleon:width=15,height=15");
    String empty = "15/".repeat(14);
    NapoleonPosition p = big.parse(empty + "14G s so1x1 0 Vo15");
    assertEquals(empty + "14G s so1x1 0 Vo15", p.toString());
    assertEquals(Square.parse("o15"), p.terrain().keySet().iterator().next());
  }

  @Test
  void terrainIsWrittenByRankThenFileAndStreaksSouthFirst() {
    NapoleonPosition p = GAME.parse(START.replace("s - 0 -", "s nd7x1,se2x1 0 Hd6,Vc4,Mf5"));
    assertEquals(START.replace("s - 0 -", "s se2x1,nd7x1 0 Vc4,Mf5,Hd6"), p.toString());
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0|missing fields|55",
        "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0 - -|too many fields|57",
        "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC  s - 0 -|empty field|50",
        "ccaSggicc/aSiiidiiaS/8/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0 -|more than 8 ranks|41",
        "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN s - 0 -|expected 8 ranks|39",
        "ccaSggicc/aSiiidiiaS/8/8/8/7/ANIIDIIIAN/CCIGGANCC s - 0 -|rank 3 holds 7 squares|28",
        "ccaSggicc/aSiiidiiaS/8/8/8/9/ANIIDIIIAN/CCIGGANCC s - 0 -|rank 3 holds more than 8|27",
        "ccaSggicc/aSiiidiiaS/8/8/8/08/ANIIDIIIAN/CCIGGANCC s - 0 -|leading zero|27",
        "ccaggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0 -|followed by its orientation|3",
        "ccaXggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0 -|followed by its orientation|3",
        "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGKNCC s - 0 -|unexpected 'K'|45",
        "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC w - 0 -|side to move is s or n|50",
        "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s se2x3 0 -|streak count is 1 or 2|56",
        "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s se22 0 -|off the 8x8 board|53",
        "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s se2x1,sd2x1 0 -|a second streak|58",
        "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s si2x1 0 -|off the 8x8 board|53",
        "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s xe2x1 0 -|starts with its camp|52",
        "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s se2x1, 0 -|expected a streak|58",
        "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - -1 -|ply count is a number|54",
        "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 01 -|no leading zero|54",
        "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 99999999999 -|too large|54",
        "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0 Xc4|V, M, F or H|56",
        "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0 Vc4,Mc4|terrain given twice|60",
        "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0 Vc9|off the 8x8 board|57",
        "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0 Vc4;Md5|expected ','|59",
      })
  void malformedPositionsNameTheProblemAndItsOffset(String text, String problem, int offset) {
    NotationException e = assertThrows(NotationException.class, () -> GAME.parse(text));
    assertTrue(e.getMessage().contains(problem), e.getMessage());
    assertEquals(offset, e.offset(), e.getMessage());
  }

  @Test
  void nullAndEmptyPositionsAreRefused() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> GAME.parse(null));
    assertEquals("text is null", e.getMessage());
    assertThrows(NotationException.class, () -> GAME.parse(""));
  }

  @ParameterizedTest
  @ValueSource(strings = {"c2-c4", "a1-c3", "d2-d4"})
  void movesRoundTrip(String text) {
    NapoleonPosition p = GAME.start();
    Move m = GAME.parseMove(p, text);
    assertEquals(text, GAME.formatMove(p, m));
    assertEquals(text, m.toString());
  }

  @ParameterizedTest
  @ValueSource(strings = {"a2=NE", "h2=W", "f1=S", "end"})
  void ordersAndEndRoundTrip(String text) {
    NapoleonPosition p = GAME.start().play(Fixtures.move(GAME.start(), "c2-c4"));
    Move m = GAME.parseMove(p, text);
    assertEquals(text, GAME.formatMove(p, m));
    assertEquals(text, m.toString());
    assertEquals(m.isEnd(), text.equals("end"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"c2-c4", "c2-c4,a2=NE", "c2-c4,f1=NE,h2=W", "c2-c4,a2=NE,h2=W"})
  void wholeTurnsRoundTrip(String text) {
    NapoleonPosition p = GAME.start();
    List<Move> moves = GAME.parseTurn(p, text);
    assertEquals(Move.end(), moves.get(moves.size() - 1));
    assertEquals(List.of(text), GAME.formatTurns(p, moves));
  }

  @Test
  void reorientationsAreWrittenBySquareWhateverTheOrderRead() {
    NapoleonPosition p = GAME.start();
    List<Move> moves = GAME.parseTurn(p, "c2-c4,h2=W,a2=NE");
    assertEquals("[c2-c4, a2=NE, h2=W, end]", moves.toString());
    assertEquals(List.of("c2-c4,a2=NE,h2=W"), GAME.formatTurns(p, moves));
  }

  @Test
  void aReorientationToTheCannonsOwnDirectionGivesNoOrder() {
    NapoleonPosition p = GAME.start();
    assertEquals("[c2-c4, end]", GAME.parseTurn(p, "c2-c4,a2=N").toString());
    assertEquals("[c2-c4, h2=W, end]", GAME.parseTurn(p, "c2-c4,a2=N,h2=W").toString());
  }

  @Test
  void oneMoveIsNotAWholeTurn() {
    NotationException e =
        assertThrows(NotationException.class, () -> GAME.parseMove(GAME.start(), "c2-c4,a2=NE"));
    assertTrue(e.getMessage().contains("parseTurn"), e.getMessage());
    assertEquals(5, e.offset());
  }

  @Test
  void aCaptureIsWrittenWithXAndMayBeReadWithADash() {
    NapoleonPosition p = Fixtures.position("Id4 Ic3 id6 gh8");
    Move m = GAME.parseMove(p, "d4-d6");
    assertEquals("d4xd6", GAME.formatMove(p, m));
    assertEquals(m, GAME.parseMove(p, "d4xd6"));
  }

  @Test
  void aPushIsWrittenWithItsDestination() {
    Napoleon push = new Napoleon(NapoleonRules.DEFAULT.withDrummerPush(true));
    NapoleonPosition p = Fixtures.position(push, "Dd4 cd6 Ga1 gh8", "s");
    Move m = push.parseMove(p, "d4-d6>e7");
    assertEquals("d4-d6>e7", push.formatMove(p, m));
    AmbiguousMoveException e =
        assertThrows(AmbiguousMoveException.class, () -> push.parseMove(p, "d4-d6"));
    assertEquals(List.of("d4-d6>c7", "d4-d6>e7"), e.candidates());
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "c2|expected '-' or 'x'|2",
        "c2+c4|expected '-' or 'x'|2",
        "z2-c4|off the 8x8 board|0",
        "c2-c9|off the 8x8 board|3",
        "c2-|expected the target square|3",
        "2c-c4|expected the origin square|0",
        "c2-c2|must leave its square|3",
        "'c2-c4 '|unexpected text|5",
        "c2-c4>c6|next to c4|6",
        "a2=|a direction is|3",
        "a2=NNE|a direction is|3",
        "a2:N|expected '-' or 'x'|2",
        "end2|expected the origin square|0",
        "''|expected the origin square|0",
        "d2xd4>e5|push is written with '-'|0",
      })
  void malformedMovesNameTheProblemAndItsOffset(String text, String problem, int offset) {
    assertMalformed(() -> GAME.parseMove(GAME.start(), text), problem, offset);
  }

  /** Reading fails with a {@link NotationException} that names the problem at its offset. */
  private static void assertMalformed(Executable read, String problem, int offset) {
    NotationException e = assertThrows(NotationException.class, read);
    assertTrue(e.getMessage().contains(problem), e.getMessage());
    assertEquals(offset, e.offset(), e.getMessage());
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "c2-c4,|a reoriented cannon|6",
        "'c2-c4 '|unexpected text|5",
        "c2-c4,a2|expected '='|8",
        "c2-c4,a2=X|a direction is|9",
        "c2-c4,a2=N,a2=E|reoriented twice|11",
        "c2-c4,,a2=N|a reoriented cannon|6",
        "c2-c4;a2=N|unexpected text|5",
      })
  void malformedTurnsNameTheProblemAndItsOffset(String text, String problem, int offset) {
    assertMalformed(() -> GAME.parseTurn(GAME.start(), text), problem, offset);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "c2-c4,c1=N|not own cannon",
        "c2-c4,a7=N|not own cannon",
        "c2-c4,d4=N|not own cannon",
      })
  void wellFormedIllegalTurnsNameTheRule(String text, String rule) {
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> GAME.parseTurn(GAME.start(), text));
    assertTrue(e.getMessage().contains(rule), e.getMessage());
    assertTrue(e.getMessage().contains(text), e.getMessage());
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "c2-c6|too far",
        "a1-b3|not a straight line",
        "d1-d2|own piece",
        "a2-a3|line of sight",
        "c2xc4|capture mismatch",
        "c7-c6|not your piece",
        "c4-c5|no piece",
        "end|wrong phase",
        "a2=NE|wrong phase",
      })
  void wellFormedIllegalMovesNameTheRule(String text, String rule) {
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> GAME.parseMove(GAME.start(), text));
    assertTrue(e.getMessage().contains(rule), e.getMessage());
    assertTrue(e.getMessage().contains(text), e.getMessage());
  }

  @Test
  void formatMoveRefusesAnIllegalMove() {
    assertThrows(
        IllegalMoveException.class, () -> GAME.formatMove(GAME.start(), Fixtures.step("c2", "c6")));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "napoleon:k=0|option 'k' must be an integer",
        "napoleon:width=3|option 'width' must be an integer from 4 to 26",
        "napoleon:height=27|option 'height' must be an integer from 4 to 26",
        "napoleon:midline=middle|option 'midline' must be one of",
        "napoleon:horses=maybe|flag 'horses' takes no value",
        "napoleon:plies=-1|option 'plies' must be an integer",
        "napoleon:tanks|unknown option 'tanks'",
        "napoleon:rows=5|do not fit on 8 ranks",
      })
  void badOptionsAreRefused(String spec, String problem) {
    NotationException e = assertThrows(NotationException.class, () -> Games.create(spec));
    assertTrue(e.getMessage().contains(problem), e.getMessage());
  }

  @Test
  void optionsMakeTheRules() {
    Napoleon g =
        (Napoleon)
            Games.create(
                "napoleon:k=5,horses,push,antique,midline=low,plies=0,width=10,height=9,rows=3,"
                    + "fixed-cannons");
    NapoleonRules r = g.rules();
    assertEquals(5, r.k());
    assertTrue(r.frightenedHorses() && r.drummerPush() && r.antique() && r.fixedCannons());
    assertEquals(Midline.LOW, r.midline());
    assertEquals(0, r.maxPlies());
    assertEquals(
        "width=10,height=9,k=5,midline=low,push,antique,fixed-cannons,max-plies=0,rows=3",
        r.toOptions());
    assertEquals(10, r.width());
    assertEquals(9, r.height());
    assertEquals(3, r.setupRows());
  }
}
