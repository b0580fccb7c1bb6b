package io.github.plateau.cli.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.plateau.napoleon.Camp;
import io.github.plateau.napoleon.Move;
import io.github.plateau.napoleon.Napoleon;
import io.github.plateau.napoleon.NapoleonPosition;
import io.github.plateau.napoleon.NapoleonRules;
import io.github.plateau.napoleon.Square;
import io.github.plateau.napoleon.Violation;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The README's Napoleon example, compiled and run; {@link ReadmeExamplesTest} keeps the two equal.
 */
class NapoleonExampleTest {
  @Test
  void napoleon() {
    // README:begin
    Napoleon napoleon = new Napoleon(NapoleonRules.DEFAULT.withK(5).withFrightenedHorses(true));
    NapoleonPosition start = napoleon.start(); // the default setup, SOUTH to move
    int pieceMoves = start.legalMoves().size(); // the MOVE phase of a turn: 54 piece moves
    NapoleonPosition orders = start.play(napoleon.parseMove(start, "b2-b4")); // SOUTH gives orders
    int choices = orders.legalMoves().size(); // 7 orders per cannon (a2=NE, ...) and end: 22
    List<Move> turn = napoleon.parseTurn(start, "b2-b4,a2=NE"); // a whole turn: b2-b4 a2=NE end
    NapoleonPosition next = napoleon.playTurn(start, "b2-b4,a2=NE"); // NORTH to move
    List<Square> sight = next.lineOfSight(Square.parse("a2")); // b3 c4 d5 e6 f7
    Optional<Violation> why = next.violation(Move.step(Square.parse("c7"), Square.parse("c4")));
    int points = next.points(Camp.SOUTH); // beyond the midline: 0 so far
    // README:end
    assertEquals(54, pieceMoves);
    assertEquals(22, choices);
    assertEquals("[b2-b4, a2=NE, end]", turn.toString());
    assertEquals(
        "ccaSggicc/aSiiidiiaS/8/8/1I6/8/ANE1IDIIIAN/CCIGGANCC n sb4x1 1 -", next.toString());
    assertEquals("[b3, c4, d5, e6, f7]", sight.toString());
    assertEquals(Optional.of(Violation.LINE_OF_SIGHT), why);
    assertEquals(0, points);
  }
}
