package io.github.plateau.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Score;
import java.util.List;
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

  /**
   * A cleared table acts as a new one, through any number of searches after it: seeded stores,
   * probes, new searches (hundreds of ages, so that the ages come round) and clears on one table,
   * against a table made anew at each clear.
   */
  @Test
  void aClearedTableActsAsANewOneThroughAnyNumberOfSearches() {
    int dropped = 0;
    for (long seed = 0; seed < 40; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      TranspositionTable cleared = new TranspositionTable(64);
      TranspositionTable made = new TranspositionTable(64);
      int clears = 0;
      int searchesSinceClear = 0;
      for (int op = 0; op < 20_000; op++) {
        long key = random.nextInt(256) * 0x9E3779B97F4A7C15L; // 4 keys a slot
        int choice = random.nextInt(1000);
        if (choice < 2) {
          cleared.clear();
          made = new TranspositionTable(64);
          clears++;
          searchesSinceClear = 0;
        } else if (choice < 100) {
          cleared.newSearch();
          made.newSearch();
          dropped += ++searchesSinceClear == 64 ? 1 : 0;
        } else if (choice < 200) {
          int depth = random.nextInt(10);
          int bound = 1 + random.nextInt(3);
          int score = random.nextInt(2001) - 1000;
          int move = random.nextInt();
          cleared.store(key, depth, bound, score, 0, move);
          made.store(key, depth, bound, score, 0, move);
        } else {
          String where = "seed " + seed + ", op " + op + ", key " + key;
          assertEquals(fields(made.probe(key)), fields(cleared.probe(key)), where);
        }
      }
      assertTrue(clears > 20, clears + " clears");
    }
    assertTrue(dropped > 100, dropped + " runs of 64 searches after a clear");
  }

  /** An entry's fields, without its age. */
  private static List<Integer> fields(long entry) {
    return List.of(
        TranspositionTable.bound(entry),
        TranspositionTable.depth(entry),
        TranspositionTable.score(entry, 0),
        TranspositionTable.move(entry));
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
