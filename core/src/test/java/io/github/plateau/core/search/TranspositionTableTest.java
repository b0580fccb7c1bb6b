package io.github.plateau.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.plateau.core.Score;
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
    assertEquals(-1, table.find(42));
    table.store(42, 5, TranspositionTable.LOWER, 123, 3, 77);
    int slot = table.find(42);
    assertEquals(5, table.depth(slot));
    assertEquals(TranspositionTable.LOWER, table.bound(slot));
    assertEquals(123, table.score(slot, 9));
    assertEquals(77, table.move(slot));
    assertEquals(-1, table.find(42 + 64)); // same slot, other key
  }

  @Test
  void keepsTheDeeperEntryWithinASearchButNotAcrossSearches() {
    TranspositionTable table = new TranspositionTable(1);
    table.store(1, 6, TranspositionTable.EXACT, 0, 0, 1);
    table.store(2, 3, TranspositionTable.EXACT, 0, 0, 2);
    assertEquals(-1, table.find(2));
    table.store(2, 6, TranspositionTable.EXACT, 0, 0, 2);
    assertEquals(2, table.move(table.find(2)));
    table.newSearch();
    table.store(3, 1, TranspositionTable.EXACT, 0, 0, 3);
    assertEquals(3, table.move(table.find(3)));
  }

  @Test
  void storesMateScoresAsDistancesFromTheEntry() {
    TranspositionTable table = new TranspositionTable(4);
    int winAtPly7 = Mates.decided(true, 7);
    table.store(9, 2, TranspositionTable.EXACT, winAtPly7, 3, 0); // 4 plies below the entry
    assertEquals(Mates.decided(true, 9), table.score(table.find(9), 5));
    int lossAtPly6 = Mates.decided(false, 6);
    table.store(10, 2, TranspositionTable.EXACT, lossAtPly6, 2, 0);
    assertEquals(Mates.decided(false, 5), table.score(table.find(10), 1));
  }

  @Test
  void turnsScoresIntoCoreScores() {
    assertEquals(Score.mateIn(3), Mates.toScore(Mates.decided(true, 3)));
    assertEquals(Score.mateIn(-4), Mates.toScore(Mates.decided(false, 4)));
    assertEquals(Score.centipawns(-250), Mates.toScore(-250));
  }
}
