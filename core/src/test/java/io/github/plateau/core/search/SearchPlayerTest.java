package io.github.plateau.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Decision;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Limits;
import io.github.plateau.core.Score;
import io.github.plateau.core.SearchInfo;
import io.github.plateau.core.Turn;
import io.github.plateau.core.tictactoe.Cell;
import io.github.plateau.core.tictactoe.TicTacToe;
import io.github.plateau.core.tictactoe.TicTacToePosition;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class SearchPlayerTest {
  private final TicTacToe game = new TicTacToe();

  @Test
  void playsTheWinAndReportsEachDepth() {
    TicTacToePosition position = game.parse("XX./OO./... X");
    List<SearchInfo<Cell>> infos = new ArrayList<>();
    Turn<TicTacToePosition, Cell> turn =
        new Turn<>(GameRecord.start(game, position), Limits.depth(4), infos::add);
    Decision<Cell> decision = new SearchPlayer<TicTacToePosition, Cell>(b -> 0, 256).decide(turn);
    assertEquals(game.parseMove(position, "c3"), decision.move().orElseThrow());
    assertFalse(infos.isEmpty());
    assertEquals(Score.mateIn(1), infos.get(infos.size() - 1).score().orElseThrow());
  }

  @Test
  void playsWholeGamesOfLegalMovesToADraw() {
    SearchPlayer<TicTacToePosition, Cell> player = new SearchPlayer<>(b -> 0, 1 << 10);
    GameRecord<TicTacToePosition, Cell> record = GameRecord.start(game);
    while (!record.isOver()) {
      Decision<Cell> decision = player.decide(new Turn<>(record, Limits.depth(9)));
      record = decision.applyTo(record); // refuses an illegal move
    }
    assertTrue(record.outcome().orElseThrow().isDraw(), "perfect play draws: " + record);
  }

  @Test
  void aTurnStoppedFromAnotherThreadGetsALegalMoveSoon() throws InterruptedException {
    Turn<TicTacToePosition, Cell> turn = new Turn<>(GameRecord.start(game), Limits.infinite());
    AtomicLong stoppedAt = new AtomicLong();
    Thread stopper =
        new Thread(
            () -> {
              try {
                Thread.sleep(100);
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
              stoppedAt.set(System.nanoTime());
              turn.stop();
            });
    stopper.start();
    SearchPlayer<TicTacToePosition, Cell> player =
        new SearchPlayer<>(SearcherTest::slowZero, 1 << 10);
    Cell move = player.decide(turn).move().orElseThrow();
    long returned = System.nanoTime();
    stopper.join();
    assertTrue(turn.isStopped(), "decided before the stop: the search should take seconds");
    assertTrue(returned - stoppedAt.get() < 1_000_000_000L, "returned 1 s or more after the stop");
    assertTrue(game.start().isLegal(move));
  }

  @Test
  void refusesBadArguments() {
    SearchPlayer<TicTacToePosition, Cell> player = new SearchPlayer<>(b -> 0, 16);
    assertThrows(IllegalArgumentException.class, () -> player.decide(null));
    assertThrows(IllegalArgumentException.class, () -> new SearchPlayer<>(null, 16));
    assertThrows(
        IllegalArgumentException.class,
        () -> new SearchPlayer<TicTacToePosition, Cell>(b -> 0, -1));
  }
}
