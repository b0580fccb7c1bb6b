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
import java.util.Map;
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
  void aDepthBeyondTheDeepestIsSaidAndSearchedToTheDeepest() {
    TicTacToePosition position = game.parse("XX./OO./... X");
    List<SearchInfo<Cell>> infos = new ArrayList<>();
    Turn<TicTacToePosition, Cell> turn =
        new Turn<>(GameRecord.start(game, position), Limits.depth(65), infos::add);
    new SearchPlayer<TicTacToePosition, Cell>(b -> 0, 256).decide(turn);
    assertEquals(
        "depth 65 is beyond the search's deepest, 64: it searches 64 plies",
        infos.get(0).text().orElseThrow());
    List<SearchInfo<Cell>> deepest = new ArrayList<>();
    new SearchPlayer<TicTacToePosition, Cell>(b -> 0, 256)
        .decide(new Turn<>(GameRecord.start(game, position), Limits.depth(64), deepest::add));
    assertTrue(deepest.stream().allMatch(i -> i.text().isEmpty()), "64 is searched as asked");
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
  void hashSizesTheTableInMegabytesWithinAQuarterOfTheHeap() {
    SearchPlayer<TicTacToePosition, Cell> player = new SearchPlayer<>(b -> 0, 1 << 20);
    assertEquals(Map.of("Hash", "16"), player.options(), "2^20 entries of 16 bytes");
    assertEquals("1", new SearchPlayer<>(b -> 0, 16).options().get("Hash"), "at least 1");
    player.setOption("Hash", "2");
    assertEquals(Map.of("Hash", "2"), player.options());
    Turn<TicTacToePosition, Cell> turn = new Turn<>(GameRecord.start(game), Limits.depth(9));
    assertTrue(game.start().isLegal(player.decide(turn).move().orElseThrow()));
    for (String bad : new String[] {"0", "65537", "-1", " 8", "8MB", "", null}) {
      assertThrows(IllegalArgumentException.class, () -> player.setOption("Hash", bad), bad);
    }
    assertThrows(IllegalArgumentException.class, () -> player.setOption("Threads", "2"));
    assertEquals(Map.of("Hash", "2"), player.options(), "a refused value keeps the table");
    long gib = 1L << 30;
    assertEquals(1 << 16, SearchPlayer.tableEntries(1, 4 * gib), "1 MB of 16-byte entries");
    assertEquals(1 << 17, SearchPlayer.tableEntries(3, 4 * gib), "rounded down to a power of 2");
    assertEquals(1 << 20, SearchPlayer.tableEntries(65_536, 64L << 20), "a quarter of the heap");
    assertEquals(1 << 26, SearchPlayer.tableEntries(65_536, 64 * gib), "at most 2^26");
    assertEquals(1, SearchPlayer.tableEntries(1, 0), "at least one entry");
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
