package io.github.plateau.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.plateau.core.Score;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class TranspositionTableTest {

  @Test
  void roundsTheSizeDownToAPowerOfTwo() {
    assertEquals(8, new TranspositionTable(13).size());
    assertEquals(1, new TranspositionTable(1).size());
    assertThrows(IllegalArgumentException.class, () -> new TranspositionTable(0));
  }

  @Test
  void findsWhatItStored() {
    TranspositionTable table = new TranspositionTable(64);
    assertEquals(TranspositionTable.NONE, TranspositionTable.bound(table.probe(42)));
    table.store(42, 5, TranspositionTable.LOWER, -123, 3, -77);
    long entry = table.probe(42);
    assertEquals(5, TranspositionTable.depth(entry));
    assertEquals(TranspositionTable.LOWER, TranspositionTable.bound(entry));
    assertEquals(-123, TranspositionTable.score(entry, 9));
    assertEquals(-77, TranspositionTable.move(entry));
    assertEquals(0, table.probe(42 + 64)); // same slot, other key
    table.clear();
    assertEquals(0, table.probe(42));
  }

  @Test
  void keepsTheDeeperEntryWithinASearchButNotAcrossSearches() {
    TranspositionTable table = new TranspositionTable(1);
    table.store(1, 6, TranspositionTable.EXACT, 0, 0, 1);
    table.store(2, 3, TranspositionTable.EXACT, 0, 0, 2);
    assertEquals(0, table.probe(2));
    table.store(2, 6, TranspositionTable.EXACT, 0, 0, 2);
    assertEquals(2, TranspositionTable.move(table.probe(2)));
    table.newSearch();
    table.store(3, 1, TranspositionTable.EXACT, 0, 0, 3);
    assertEquals(3, TranspositionTable.move(table.probe(3)));
  }

  @Test
  void storesMateScoresAsDistancesFromTheEntry() {
    TranspositionTable table = new TranspositionTable(4);
    int winAtPly7 = Mates.decided(true, 7);
    table.store(9, 2, TranspositionTable.EXACT, winAtPly7, 3, 0); // 4 plies below the entry
    assertEquals(Mates.decided(true, 9), TranspositionTable.score(table.probe(9), 5));
    int lossAtPly6 = Mates.decided(false, 6);
    table.store(10, 2, TranspositionTable.EXACT, lossAtPly6, 2, 0);
    assertEquals(Mates.decided(false, 5), TranspositionTable.score(table.probe(10), 1));
  }

  @Test
  void turnsScoresIntoCoreScores() {
    assertEquals(Score.mateIn(3), Mates.toScore(Mates.decided(true, 3)));
    assertEquals(Score.mateIn(-4), Mates.toScore(Mates.decided(false, 4)));
    assertEquals(Score.centipawns(-250), Mates.toScore(-250));
  }

  @Test
  void threadsWritingAtOnceNeverReadATornEntry() throws InterruptedException {
    TranspositionTable table = new TranspositionTable(64); // few slots: constant collisions
    AtomicReference<String> torn = new AtomicReference<>();
    Thread[] threads = new Thread[4];
    for (int t = 0; t < threads.length; t++) {
      long seed = t;
      threads[t] =
          new Thread(
              () -> {
                SplittableRandom random = new SplittableRandom(seed);
                for (int i = 0; i < 2_000_000 && torn.get() == null; i++) {
                  long key = random.nextLong(1, 4096);
                  table.newSearch(); // every store replaces: the most writes to race with
                  table.store(key, 1, TranspositionTable.EXACT, 0, 0, (int) key);
                  long probed = random.nextLong(1, 4096);
                  long entry = table.probe(probed);
                  boolean found = TranspositionTable.bound(entry) != TranspositionTable.NONE;
                  if (found && TranspositionTable.move(entry) != probed) {
                    torn.set(
                        "key " + probed + " read the entry of " + TranspositionTable.move(entry));
                  }
                }
              });
      threads[t].start();
    }
    for (Thread thread : threads) {
      thread.join();
    }
    assertEquals(null, torn.get());
  }
}
