package io.github.plateau.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.shuttle.Shuttle;
import io.github.plateau.core.shuttle.ShuttlePosition;
import io.github.plateau.core.shuttle.Step;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * The records {@link GameRecord#playOn} makes share a flat line: they must answer as the node chain
 * that {@link GameRecord#play} makes does, from any ply, after branching, undoing, playing on with
 * {@code play} and playing on again with {@code playOn}.
 */
class FlatLineTest {
  /** A record made by {@code play} only, and the same game made mostly by {@code playOn}. */
  private record Pair(
      GameRecord<ShuttlePosition, Step> slow, GameRecord<ShuttlePosition, Step> fast) {}

  @Test
  void recordsOnAFlatLineAnswerAsTheNodeChainFromAnyPly() {
    // Seeded shuttle games (32 states: positions recur all the time), weak hash or not, under
    // threefold repetition or none, judged and as played. Each step plays from the newest record,
    // or branches from an earlier one, or from one taken back; mostly by playOn, now and then by
    // play (a node chain on a flat line, on which playOn then stays).
    for (long seed = 1; seed <= 60; seed++) {
      Shuttle shuttle = new Shuttle(seed % 4 == 0 ? null : Repetition.after(3), seed % 2 == 0);
      SplittableRandom random = new SplittableRandom(seed);
      ShuttlePosition start = shuttle.start();
      GameRecord<ShuttlePosition, Step> first =
          seed % 3 == 0 ? GameRecord.asPlayed(shuttle, start) : GameRecord.start(shuttle, start);
      List<Pair> pool = new ArrayList<>(List.of(new Pair(first, first)));
      Pair newest = pool.get(0);
      for (int step = 0; step < 400; step++) {
        Pair from = newest;
        int choice = random.nextInt(20);
        if (choice == 0) {
          from = pool.get(random.nextInt(pool.size())); // a branch
        } else if (choice == 1 && from.slow().ply() > 0) {
          from = new Pair(from.slow().undo(), from.fast().undo());
        }
        if (from.slow().isOver()) {
          from = pool.get(random.nextInt(pool.size()));
          if (from.slow().isOver()) {
            continue;
          }
        }
        Step move = random.nextInt(3) == 0 ? Step.BACK : Step.FORWARD;
        GameRecord<ShuttlePosition, Step> fast;
        if (random.nextInt(8) == 0) {
          fast = from.fast().play(move);
        } else {
          SearchBoard<ShuttlePosition, Step> board = from.fast().current().searchBoard();
          fast = from.fast().playOn(board, board.encode(move));
          assertEquals(fast.current().hash(), board.hash());
        }
        Pair made = new Pair(from.slow().play(move), fast);
        String where = "seed " + seed + ", step " + step + ", moves " + made.slow().moves();
        assertSameAnswers(made, random, where);
        if (random.nextInt(40) == 0) { // wrapped as a record read is: the line trimmed, played on
          assertEquals(
              AnnotatedRecord.of(made.slow()).rulesEnding(),
              AnnotatedRecord.of(made.fast()).rulesEnding(),
              where);
        }
        pool.add(made);
        newest = made.slow().isOver() ? newest : made;
      }
      for (Pair pair : pool) {
        String where = "seed " + seed + ", at the end, moves " + pair.slow().moves();
        assertEquals(pair.slow().positions(), pair.fast().positions(), where);
        AnnotatedRecord<ShuttlePosition, Step> slow = AnnotatedRecord.of(pair.slow());
        AnnotatedRecord<ShuttlePosition, Step> fast = AnnotatedRecord.of(pair.fast());
        assertEquals(slow.rulesEnding(), fast.rulesEnding(), where);
        assertEquals(slow, fast, where);
      }
    }
  }

  /** Every answer of the two records, and of the records before them, is the same. */
  private static void assertSameAnswers(Pair pair, SplittableRandom random, String where) {
    GameRecord<ShuttlePosition, Step> slow = pair.slow();
    GameRecord<ShuttlePosition, Step> fast = pair.fast();
    assertEquals(slow.ply(), fast.ply(), where);
    assertEquals(slow.outcome(), fast.outcome(), where);
    assertEquals(slow.judged(), fast.judged(), where);
    assertEquals(slow.lastMove(), fast.lastMove(), where);
    assertEquals(slow.current(), fast.current(), where);
    assertEquals(slow.startPosition(), fast.startPosition(), where);
    assertEquals(slow.repetitions(), fast.repetitions(), where);
    assertEquals(slow.moves(), fast.moves(), where);
    assertEquals(slow.mayRepeat(1), fast.mayRepeat(1), where);
    assertEquals(slow.mayRepeat(2), fast.mayRepeat(2), where);
    assertEquals(plyOf(slow.earlierOccurrence()), plyOf(fast.earlierOccurrence()), where);
    assertEquals(slow.positionOutcome(), fast.positionOutcome(), where);
    assertEquals(fast.current().outcome(), fast.positionOutcome(), where);
    for (int i = 0; i < 3; i++) {
      int ply = random.nextInt(slow.ply() + 1);
      assertEquals(slow.positions().get(ply), fast.positions().get(ply), where + ", ply " + ply);
      long hash = slow.positions().get(ply).hash();
      assertEquals(slow.lastPlyOf(hash), fast.lastPlyOf(hash), where + ", hash of ply " + ply);
      GameRecord<ShuttlePosition, Step> back = fast;
      for (int p = fast.ply(); p > ply; p--) {
        back = back.undo();
      }
      assertEquals(ply, back.ply(), where);
      assertEquals(slow.positions().get(ply), back.current(), where + ", undone to ply " + ply);
      assertEquals(Optional.empty(), ply < fast.ply() ? back.outcome() : Optional.empty(), where);
      assertEquals(slow.moves().subList(0, ply), back.moves(), where);
    }
    assertEquals(-1, fast.lastPlyOf(0x5eed_0000_0000_0001L), where);
    if (slow.ply() == 0) {
      assertThrows(IllegalStateException.class, fast::undo, where);
    }
  }

  private static int plyOf(GameRecord<?, ?> record) {
    return record == null ? -1 : record.ply();
  }

  @Test
  void theLineFindsTheLatestEarlierPlyOfEveryHashAsAScanWould() {
    // Thousands of distinct hashes (the shuttle game has 32 positions): the line's table grows,
    // is dropped by trim and rebuilt by the next append; same-hash plies and lastPlyOf are
    // checked against a scan of the hashes appended. Moves and positions are not read here.
    Shuttle shuttle = new Shuttle(null, false);
    GameRecord<ShuttlePosition, Step> base = GameRecord.start(shuttle);
    for (long seed = 1; seed <= 6; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      FlatLine<ShuttlePosition, Step> line = new FlatLine<>(base);
      List<Long> hashes = new ArrayList<>(List.of(base.current().hash()));
      int pool = 50 + random.nextInt(3000);
      for (int ply = 0; ply < 6000; ply++) {
        long hash = random.nextInt(pool) * 0x1_0000_0001L; // low and high halves alike
        assertTrue(line.append(ply, hash, Step.FORWARD, base.current()));
        hashes.add(hash);
        assertEquals(
            hashes.subList(0, ply + 1).lastIndexOf(hash),
            line.sameHash(ply + 1),
            "seed " + seed + ", ply " + (ply + 1));
        if (random.nextInt(1000) == 0) {
          line.trim();
        }
      }
      for (int i = 0; i < 200; i++) {
        int ply = 1 + random.nextInt(6000);
        long hash = hashes.get(random.nextInt(hashes.size()));
        String where = "seed " + seed + ", ply " + ply;
        assertEquals(
            hashes.subList(0, ply + 1).lastIndexOf(hash), line.lastPlyOf(hash, ply), where);
      }
      assertEquals(false, line.append(10, 1L, Step.BACK, null)); // not the last ply
    }
  }

  @Test
  void readersWithoutALockAnswerAsAScanWhileTheLineGrows() throws Exception {
    // One thread appends 100,000 plies of 40 hashes (each soon past the walked few) and a few
    // hundred others; three threads ask lastPlyOf of plies already published meanwhile, checked
    // against a scan of the hashes to append.
    Shuttle shuttle = new Shuttle(null, false);
    GameRecord<ShuttlePosition, Step> base = GameRecord.start(shuttle);
    SplittableRandom random = new SplittableRandom(41);
    long[] hashes = new long[100_001];
    hashes[0] = base.current().hash();
    for (int ply = 1; ply < hashes.length; ply++) {
      hashes[ply] = random.nextInt(50) == 0 ? 1_000 + random.nextInt(400) : random.nextInt(40);
    }
    FlatLine<ShuttlePosition, Step> line = new FlatLine<>(base);
    ExecutorService threads = Executors.newFixedThreadPool(4);
    try {
      Future<?> writer =
          threads.submit(
              () -> {
                for (int ply = 1; ply < hashes.length; ply++) {
                  assertTrue(line.append(ply - 1, hashes[ply], Step.FORWARD, base.current()));
                }
              });
      List<Future<Integer>> readers = new ArrayList<>();
      for (long seed = 1; seed <= 3; seed++) {
        SplittableRandom own = new SplittableRandom(seed);
        readers.add(
            threads.submit(
                () -> {
                  int asked = 0;
                  while (!writer.isDone() || asked < 1_000) {
                    int last = line.last();
                    if (last == 0) {
                      continue;
                    }
                    int ply = 1 + own.nextInt(last);
                    long hash = hashes[own.nextInt(ply + 1)];
                    int expected = ply;
                    while (expected >= 0 && hashes[expected] != hash) {
                      expected--;
                    }
                    assertEquals(expected, line.lastPlyOf(hash, ply), "ply " + ply);
                    asked++;
                  }
                  return asked;
                }));
      }
      writer.get();
      for (Future<Integer> reader : readers) {
        assertTrue(reader.get() >= 1_000);
      }
    } finally {
      threads.shutdownNow();
    }
  }

  @Test
  void aRecordReadKeepsNoRecordPerPly() {
    // A record of every ply used to stay reachable from the last one (its history): on a flat
    // line, a record of an earlier ply is made when asked for and let go. The first is a node,
    // the line's base (a move tried from a record without a line and taken back makes no line).
    Shuttle shuttle = new Shuttle(null, false);
    GameRecord<ShuttlePosition, Step> record = GameRecord.start(shuttle);
    SearchBoard<ShuttlePosition, Step> board = record.current().searchBoard();
    List<WeakReference<GameRecord<ShuttlePosition, Step>>> made = new ArrayList<>();
    for (int ply = 1; ply <= 100; ply++) {
      record = record.playOn(board, board.encode(ply % 3 == 0 ? Step.BACK : Step.FORWARD));
      made.add(new WeakReference<>(record));
    }
    AnnotatedRecord<ShuttlePosition, Step> read = AnnotatedRecord.of(record); // trims the line
    for (int ply = 2; ply < 100; ply++) {
      WeakReference<GameRecord<ShuttlePosition, Step>> earlier = made.get(ply - 1);
      for (int i = 0; i < 100 && earlier.get() != null; i++) {
        System.gc();
      }
      assertNull(earlier.get(), "the record of ply " + ply + " is still held");
    }
    assertEquals(100, read.record().ply());
    assertEquals(99, read.record().undo().ply());
    assertSame(made.get(0).get(), read.record().flatLine().base);
  }

  @Test
  void theRecordBeforeARecordJudgedInOrderIsTheOneJudgedJustBefore() {
    // What draughts' draw counts rely on to carry counts from one prefix to the next.
    Shuttle shuttle = new Shuttle(null, false);
    GameRecord<ShuttlePosition, Step> record = GameRecord.asPlayed(shuttle, shuttle.start());
    SearchBoard<ShuttlePosition, Step> board = record.current().searchBoard();
    GameRecord<ShuttlePosition, Step> before = record;
    for (int ply = 1; ply <= 50; ply++) {
      record = record.playOn(board, board.encode(Step.FORWARD));
      assertSame(before, record.undo(), "ply " + ply + " as played");
      before = record;
    }
    GameRecord<ShuttlePosition, Step> prefix = record.prefix(1);
    for (int ply = 2; ply <= 50; ply++) {
      GameRecord<ShuttlePosition, Step> next = record.prefix(ply);
      assertSame(prefix, next.undo(), "prefix " + ply);
      prefix = next;
    }
  }

  @Test
  void threadsPlayingOnFromOneRecordEachGetTheirOwnGame() throws Exception {
    // Only one of them extends the shared line; the others play on the node chain.
    Shuttle shuttle = new Shuttle(Repetition.after(3), true);
    GameRecord<ShuttlePosition, Step> shared = GameRecord.asPlayed(shuttle, shuttle.start());
    SearchBoard<ShuttlePosition, Step> board = shared.current().searchBoard();
    for (int ply = 0; ply < 30; ply++) {
      shared = shared.playOn(board, board.encode(ply % 5 == 0 ? Step.BACK : Step.FORWARD));
    }
    GameRecord<ShuttlePosition, Step> from = shared;
    ExecutorService threads = Executors.newFixedThreadPool(4);
    try {
      List<Future<Pair>> games = new ArrayList<>();
      for (long seed = 1; seed <= 8; seed++) {
        long s = seed;
        games.add(threads.submit(() -> playOut(from, s)));
      }
      for (int i = 0; i < games.size(); i++) {
        Pair pair = games.get(i).get();
        String where = "seed " + (i + 1);
        assertEquals(pair.slow().moves(), pair.fast().moves(), where);
        assertEquals(pair.slow().positions(), pair.fast().positions(), where);
        assertEquals(pair.slow().repetitions(), pair.fast().repetitions(), where);
        assertEquals(pair.slow().current(), pair.fast().current(), where);
      }
    } finally {
      threads.shutdown();
    }
    assertTrue(from.ply() == 30);
  }

  private static Pair playOut(GameRecord<ShuttlePosition, Step> from, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    GameRecord<ShuttlePosition, Step> slow = GameRecord.asPlayed(from.game(), from.startPosition());
    for (Step step : from.moves()) {
      slow = slow.play(step);
    }
    GameRecord<ShuttlePosition, Step> fast = from;
    SearchBoard<ShuttlePosition, Step> board = from.current().searchBoard();
    for (int ply = 0; ply < 300; ply++) {
      Step step = random.nextBoolean() ? Step.BACK : Step.FORWARD;
      slow = slow.play(step);
      fast = fast.playOn(board, board.encode(step));
    }
    return new Pair(slow, fast);
  }
}
