package io.github.plateau.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.tictactoe.Cell;
import io.github.plateau.core.tictactoe.Mark;
import io.github.plateau.core.tictactoe.TicTacToe;
import io.github.plateau.core.tictactoe.TicTacToePosition;
import java.util.Arrays;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Null and out-of-range arguments get an IllegalArgumentException naming them, never an NPE. */
class ArgumentChecksTest {
  private final TicTacToe game = new TicTacToe();
  private final TicTacToePosition start = game.start();

  private static void refused(String name, Runnable call) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call::run);
    assertTrue(e.getMessage().contains(name), e.getMessage());
  }

  @Test
  void nullArgumentsAreNamed() {
    GameRecord<TicTacToePosition, Cell> record = GameRecord.start(game);
    refused("game", () -> GameRecord.start(null, start));
    refused("start", () -> GameRecord.start(game, null));
    refused("move", () -> record.play((String) null));
    refused("side", () -> record.resign(null));
    refused("outcome", () -> record.end(null));
    refused("winner", () -> Outcome.win(null, Reason.CHECKMATE));
    refused("reason", () -> Outcome.draw(null));
    refused("position", () -> Perft.perft(null, 1));
    refused("position", () -> Perft.divide(null, 1));
    refused("position", () -> Perft.parallel(null, 1, 1));
    refused("position", () -> new RandomPlayer<TicTacToePosition, Cell>(1).choose(null));
    refused("record", () -> new RandomPlayer<TicTacToePosition, Cell>(1).playout(null, 1));
    refused("spec", () -> Games.create(null));
    refused("known", () -> Options.none().requireOnly(null));
  }

  @Test
  void depthsAndCountsAreCheckedAtTheirBoundaries() {
    assertEquals(1, Perft.perft(start, 0));
    assertEquals(1, Perft.parallel(start, 0, 1));
    assertEquals(9, Perft.parallel(start, 1, 3));
    assertEquals(72, Perft.parallel(start, 2, 1));
    refused("depth -1", () -> Perft.parallel(start, -1, 2));
    refused("threads 0", () -> Perft.parallel(start, 2, 0));
    refused("at least 1, not 0", () -> Perft.divide(start, 0));
    assertEquals(9, Perft.divide(start, 1).size());
    refused("count -1", () -> Zobrist.keys(1, -1));
    assertEquals(0, Zobrist.keys(1, 0).length);
    assertTrue(Arrays.stream(Zobrist.keys(5, 10_000)).noneMatch(key -> key == 0));
    assertNotEquals(Zobrist.keys(1, 1)[0], Zobrist.keys(2, 1)[0]);
  }

  @Test
  void aResignationNeedsOneOfTheGamesSides() {
    Side stranger =
        new Side() {
          @Override
          public int index() {
            return 0;
          }

          @Override
          public String name() {
            return "STRANGER";
          }
        };
    refused("STRANGER is not a side", () -> GameRecord.start(game).resign(stranger));
  }

  @Test
  void theRandomPlayerIsRepeatableAndStopsAtTheEndOrTheLimit() {
    GameRecord<TicTacToePosition, Cell> first =
        new RandomPlayer<TicTacToePosition, Cell>(7).playout(GameRecord.start(game), 20);
    GameRecord<TicTacToePosition, Cell> again =
        new RandomPlayer<TicTacToePosition, Cell>(7).playout(GameRecord.start(game), 20);
    assertEquals(first.moves(), again.moves());
    assertTrue(first.isOver());
    assertEquals(
        3, new RandomPlayer<TicTacToePosition, Cell>(7).playout(GameRecord.start(game), 3).ply());
    assertEquals(
        0, new RandomPlayer<TicTacToePosition, Cell>(7).playout(GameRecord.start(game), 0).ply());
    refused(
        "maxPlies -1",
        () -> new RandomPlayer<TicTacToePosition, Cell>(7).playout(GameRecord.start(game), -1));
    refused(
        "no legal move",
        () -> new RandomPlayer<TicTacToePosition, Cell>(7).choose(first.current()));
    assertTrue(start.isLegal(new RandomPlayer<TicTacToePosition, Cell>(3).choose(start)));
  }

  @Test
  void outcomesAreValues() {
    Outcome win = Outcome.win(Mark.X, Reason.CHECKMATE);
    assertEquals(win, Outcome.win(Mark.X, Reason.CHECKMATE));
    assertEquals(win.hashCode(), Outcome.win(Mark.X, Reason.CHECKMATE).hashCode());
    assertNotEquals(win, Outcome.win(Mark.O, Reason.CHECKMATE));
    assertNotEquals(win, Outcome.win(Mark.X, Reason.STALEMATE));
    assertNotEquals(win, Outcome.draw(Reason.CHECKMATE));
    assertFalse(win.isDraw());
    assertEquals(Mark.X, win.winner().orElseThrow());
    assertTrue(Outcome.draw(Reason.REPETITION).winner().isEmpty());
  }

  @Test
  void recordsDescribeThemselvesAndKeepTheirGame() {
    GameRecord<TicTacToePosition, Cell> record = GameRecord.start(game).play("b2");
    assertEquals(game, record.game());
    assertEquals("Tic-tac-toe record, 1 plies", record.toString());
    assertEquals(
        "Tic-tac-toe record, 1 plies, O wins by RESIGNATION", record.resign(Mark.X).toString());
  }

  @Test
  void moveListsCheckTheirBounds() {
    MoveList list = new MoveList(0);
    assertTrue(list.isEmpty());
    list.add(5);
    assertFalse(list.isEmpty());
    assertThrows(IndexOutOfBoundsException.class, () -> list.get(-1));
    assertThrows(IndexOutOfBoundsException.class, () -> list.get(1));
    assertThrows(IndexOutOfBoundsException.class, () -> list.truncate(2));
    assertThrows(IndexOutOfBoundsException.class, () -> list.truncate(-1));
    list.truncate(1);
    assertEquals(5, list.get(0));
    list.truncate(0);
    assertTrue(list.isEmpty());
  }

  @Test
  void optionsAreValuesWithBoundaries() {
    Options options = Options.parse("g:k=1,n=100", 2);
    assertEquals(1, options.integer("k", 4, 1, 100));
    assertEquals(100, options.integer("n", 4, 1, 100));
    assertThrows(NotationException.class, () -> options.integer("k", 4, 2, 100));
    assertThrows(NotationException.class, () -> options.integer("n", 4, 1, 99));
    assertEquals(Set.of("k", "n"), options.keys());
    assertEquals(options, Options.parse("x:k=1,n=100", 2));
    assertEquals(options.hashCode(), Options.parse("x:k=1,n=100", 2).hashCode());
    assertNotEquals(options, Options.none());
    assertEquals("neutral", Options.none().choice("midline", "neutral", Set.of("neutral")));
    assertEquals("", Options.none().toString());
    NotationException e =
        assertThrows(NotationException.class, () -> options.requireOnly(Set.of("k")));
    assertTrue(e.getMessage().contains("unknown option 'n' (known: [k])"), e.getMessage());
    NotationException none =
        assertThrows(NotationException.class, () -> options.requireOnly(Set.of()));
    assertTrue(none.getMessage().contains("this game takes no option"), none.getMessage());
    assertEquals(
        Set.of("a", "b"),
        Options.parse("g: a , b=2 ", 2).keys(),
        "spaces around names are trimmed");
  }
}
