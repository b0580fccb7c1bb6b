package io.github.plateau.core.svg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.tictactoe.Bug;
import io.github.plateau.core.tictactoe.Cell;
import io.github.plateau.core.tictactoe.TicTacToe;
import io.github.plateau.core.tictactoe.TicTacToePosition;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link Drawing#of}: the contract's checks are made once, for every game. */
class DrawingOfTest {
  private static final TicTacToe GAME = new TicTacToe();
  private final List<String> seen = new ArrayList<>();
  private final Drawing<TicTacToePosition, Cell> drawing =
      Drawing.of(
          GAME::requireOwn,
          (position, options) -> "<svg>" + options.size() + "</svg>",
          (position, cell) -> {
            seen.add(cell.toString());
            return new ArrayList<>(List.of("a1", cell.toString()));
          });

  @Test
  void theRendererAndTheSquaresAreCalledForOwnPositionsAndLegalMoves() {
    TicTacToePosition start = GAME.start();
    assertEquals("<svg>480</svg>", drawing.svg(start, SvgOptions.DEFAULT));
    Cell move = start.legalMoves().get(4);
    List<String> squares = drawing.squares(start, move);
    assertEquals(List.of("a1", move.toString()), squares);
    assertThrows(UnsupportedOperationException.class, () -> squares.add("b2"));
  }

  @Test
  void everyBreachOfTheContractIsRefusedBeforeTheGameIsAsked() {
    TicTacToePosition start = GAME.start();
    Cell centre = start.legalMoves().get(4);
    TicTacToePosition after = start.play(centre);
    assertThrows(IllegalArgumentException.class, () -> drawing.svg(null, SvgOptions.DEFAULT));
    assertThrows(IllegalArgumentException.class, () -> drawing.svg(start, null));
    assertThrows(IllegalArgumentException.class, () -> drawing.squares(start, null));
    assertThrows(IllegalArgumentException.class, () -> drawing.squares(null, centre));
    TicTacToePosition foreign = new TicTacToe(Bug.C3_WRITTEN_WRONG).start();
    assertThrows(IllegalArgumentException.class, () -> drawing.svg(foreign, SvgOptions.DEFAULT));
    assertThrows(IllegalMoveException.class, () -> drawing.squares(after, centre));
    assertTrue(seen.isEmpty(), "the game's own rule saw " + seen);
    assertThrows(
        IllegalArgumentException.class,
        () -> Drawing.<TicTacToePosition, Cell>of(GAME::requireOwn, null, (p, m) -> List.of()));
    assertThrows(
        IllegalArgumentException.class, () -> Drawing.of(null, (p, o) -> "", (p, m) -> List.of()));
  }

  @Test
  void aRouteIsTheSquaresUnlessTheGameGivesOneAndIsCheckedTheSameWay() {
    TicTacToePosition start = GAME.start();
    Cell centre = start.legalMoves().get(4);
    assertEquals(
        new Route(List.of("a1", centre.toString()), List.of()), drawing.route(start, centre));
    Drawing<TicTacToePosition, Cell> routed =
        Drawing.of(
            GAME::requireOwn,
            (position, options) -> "",
            (position, cell) -> List.of(cell.toString()),
            (position, cell) -> {
              seen.add(cell.toString());
              return new Route(List.of("a1", "b2", cell.toString()), List.of("a2"));
            });
    assertEquals(
        new Route(List.of("a1", "b2", centre.toString()), List.of("a2")),
        routed.route(start, centre));
    seen.clear();
    TicTacToePosition after = start.play(centre);
    assertThrows(IllegalMoveException.class, () -> routed.route(after, centre));
    assertThrows(IllegalArgumentException.class, () -> routed.route(start, null));
    assertTrue(seen.isEmpty(), "the game's own route saw " + seen);
    assertThrows(
        IllegalArgumentException.class,
        () ->
            Drawing.<TicTacToePosition, Cell>of(
                GAME::requireOwn, (p, o) -> "", (p, m) -> List.of(), null));
    assertThrows(IllegalArgumentException.class, () -> new Route(List.of(), List.of()));
    assertThrows(IllegalArgumentException.class, () -> new Route(List.of("a1"), List.of("")));
  }
}
