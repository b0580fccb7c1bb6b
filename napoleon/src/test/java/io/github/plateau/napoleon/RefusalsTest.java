package io.github.plateau.napoleon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.MoveRefusal;
import io.github.plateau.core.PositionRefusal;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The core refusal kinds that Napoleon's exceptions carry, beside its own {@link Violation}. */
class RefusalsTest {
  private static final Napoleon GAME = new Napoleon();
  private static final NapoleonPosition START = GAME.start();

  private static MoveRefusal refusal(String move) {
    return assertThrows(IllegalMoveException.class, () -> GAME.parseMove(START, move)).reason();
  }

  @Test
  void eachViolationHasItsCoreRefusal() {
    Set<Violation> reach =
        EnumSet.of(
            Violation.NOT_A_STRAIGHT_LINE, Violation.TOO_FAR, Violation.CAVALRY_DIAGONALS_ONLY);
    for (Violation v : Violation.values()) {
      MoveRefusal expected =
          switch (v) {
            case GAME_OVER -> MoveRefusal.GAME_OVER;
            case OFF_BOARD -> MoveRefusal.MALFORMED;
            case NO_PIECE -> MoveRefusal.NO_PIECE;
            case NOT_YOUR_PIECE -> MoveRefusal.NOT_YOUR_PIECE;
            case OWN_PIECE -> MoveRefusal.OWN_PIECE_ON_TARGET;
            case PATH_BLOCKED -> MoveRefusal.PATH_BLOCKED;
            case WRONG_PHASE -> MoveRefusal.WRONG_PHASE;
            default -> reach.contains(v) ? MoveRefusal.OUT_OF_REACH : MoveRefusal.RULE;
          };
      assertEquals(expected, v.refusal(), v.name());
    }
  }

  @Test
  void readMovesCarryTheirRefusal() {
    assertEquals(MoveRefusal.NO_PIECE, refusal("e4-e5"));
    assertEquals(MoveRefusal.NOT_YOUR_PIECE, refusal("e7-e6"));
    assertEquals(MoveRefusal.WRONG_PHASE, refusal("end"));
    assertEquals(MoveRefusal.OWN_PIECE_ON_TARGET, refusal("e1-e2"));
  }

  @Test
  void theVerbsAgreeOnAMove() {
    Move end = Move.end();
    assertEquals(MoveRefusal.WRONG_PHASE, Refusals.reason(START, end));
    assertEquals("wrong phase", Refusals.words(START, end));
    IllegalMoveException e = Refusals.refused(START, end);
    assertEquals(Refusals.reason(START, end), e.reason());
    assertEquals(end + " is not legal in " + START + ": wrong phase", e.getMessage());
  }

  @Test
  void playedMovesCarryTheirRefusal() {
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> START.play(Move.end()));
    assertEquals(MoveRefusal.WRONG_PHASE, e.reason());
    e = assertThrows(IllegalMoveException.class, () -> GAME.formatMove(START, Move.end()));
    assertEquals(MoveRefusal.WRONG_PHASE, e.reason());
  }

  @Test
  void searchBoardsCarryTheirRefusal() {
    NapoleonSearchBoard board = START.searchBoard();
    assertEquals(
        MoveRefusal.WRONG_PHASE,
        assertThrows(IllegalMoveException.class, () -> board.encode(Move.end())).reason());
    assertEquals(
        MoveRefusal.MALFORMED,
        assertThrows(IllegalMoveException.class, () -> board.push(-7)).reason());
  }

  @Test
  void setupsCarryTheirRefusal() {
    Setup south = GAME.defaultSetup(Camp.SOUTH);
    Map<Square, Piece> more = new HashMap<>(south.pieces());
    more.put(Square.parse("a3"), Piece.of(Camp.SOUTH, Kind.GENERAL));
    Setup crowded = Setup.of(Camp.SOUTH, more);
    assertEquals(
        PositionRefusal.PIECE_OUT_OF_PLACE,
        assertThrows(IllegalPositionException.class, () -> GAME.validate(crowded, Map.of()))
            .reason());
    Map<Square, Piece> fewer = new HashMap<>(south.pieces());
    fewer.remove(Square.parse("a1"));
    Setup thin = Setup.of(Camp.SOUTH, fewer);
    assertEquals(
        PositionRefusal.RULE,
        assertThrows(IllegalPositionException.class, () -> GAME.validate(thin, Map.of())).reason());
  }
}
