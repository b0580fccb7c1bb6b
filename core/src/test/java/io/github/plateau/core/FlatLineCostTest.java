package io.github.plateau.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.shuttle.Shuttle;
import io.github.plateau.core.shuttle.ShuttlePosition;
import io.github.plateau.core.shuttle.Step;
import io.github.plateau.core.testing.AllocationCounter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * No input makes the time per move of a record grow with the game's length: the work of the flat
 * line's operations is counted (lines stacked, index entries built, same-hash steps walked), not
 * timed, so that a loaded machine cannot make these tests fail or pass.
 */
class FlatLineCostTest {
  private static final Shuttle SHUTTLE = new Shuttle(null, false);

  /** A line of {@code plies} plies played by playOn from the start, seeded. */
  private static GameRecord<ShuttlePosition, Step> line(int plies, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    GameRecord<ShuttlePosition, Step> record = GameRecord.start(SHUTTLE);
    SearchBoard<ShuttlePosition, Step> board = record.current().searchBoard();
    for (int ply = 0; ply < plies; ply++) {
      if (ply % 16_384 == 0) {
        board = record.current().searchBoard(); // the test game's board holds 32,767 plies
      }
      Step step = random.nextInt(3) == 0 ? Step.BACK : Step.FORWARD;
      record = record.playOn(board, board.encode(step));
    }
    return record;
  }

  @Test
  void aLineReadBackwardsReplaysEachMoveOnceUntilItIsTrimmed() {
    // A repetition is judged from its latest position back over the cycle: each position read
    // replayed every move from the position kept before it, 120 moves for 16 positions.
    GameRecord<ShuttlePosition, Step> record = line(200, 11);
    GameRecord<ShuttlePosition, Step> slow = GameRecord.start(SHUTTLE);
    for (Step step : record.moves()) {
      slow = slow.play(step);
    }
    FlatLine<ShuttlePosition, Step> line = record.flatLine();
    long before = line.movesReplayed();
    for (int ply = 199; ply >= 100; ply--) {
      assertEquals(slow.positions().get(ply), record.positions().get(ply), "ply " + ply);
    }
    // plies 100 to 199 lie in 7 spans after a kept position (96, 112, ..., 192): 15 moves each
    long replayed = line.movesReplayed() - before;
    assertTrue(replayed <= 7 * 15, replayed + " moves replayed for 100 positions");
    assertTrue(line.replayedHeld() <= FlatLine.KEPT_WHILE_PLAYED, line.replayedHeld() + " held");
    record.trim(); // kept: one replayed position at most, read back as before
    for (int ply = 199; ply >= 100; ply--) {
      assertEquals(slow.positions().get(ply), record.positions().get(ply), "ply " + ply);
      assertTrue(line.replayedHeld() <= 1, line.replayedHeld() + " held at ply " + ply);
    }
  }

  @Test
  void takebackCyclesStayOnOneLine() {
    // Play two plies, take one back, again and again: each cycle plays from below the line's
    // last ply. A line started there, over the line below, made every lookup walk the lines.
    SplittableRandom random = new SplittableRandom(27);
    GameRecord<ShuttlePosition, Step> record = GameRecord.start(SHUTTLE);
    GameRecord<ShuttlePosition, Step> slow = record;
    SearchBoard<ShuttlePosition, Step> board = record.current().searchBoard();
    for (int cycle = 0; cycle < 64_000; cycle++) {
      if (cycle % 16_384 == 0) {
        board = record.current().searchBoard(); // the test game's board holds 32,767 plies
      }
      Step first = random.nextBoolean() ? Step.BACK : Step.FORWARD;
      Step second = random.nextBoolean() ? Step.BACK : Step.FORWARD;
      GameRecord<ShuttlePosition, Step> played = record.playOn(board, board.encode(first));
      played = played.playOn(board, board.encode(second));
      board.pop();
      record = played.undo();
      slow = slow.play(first);
      assertEquals(cycle + 1, record.ply());
      assertTrue(record.flatLines() <= 1, "cycle " + cycle + ": " + record.flatLines() + " lines");
    }
    assertEquals(1, record.flatLines());
    for (int i = 0; i < 200; i++) {
      int ply = random.nextInt(record.ply() + 1);
      ShuttlePosition position = slow.positions().get(ply);
      assertEquals(position, record.positions().get(ply), "ply " + ply);
      assertEquals(
          slow.lastPlyOf(position.hash()), record.lastPlyOf(position.hash()), "ply " + ply);
    }
  }

  @Test
  void aMoveAfterUndoOnALongLineIndexesOnlyItself() {
    // undo() then play, again and again, on a line of 200,000 plies: the node played from a
    // record of the line indexed the whole line (O(n log n) each time) before.
    GameRecord<ShuttlePosition, Step> end = line(200_000, 5);
    GameRecord<ShuttlePosition, Step> record = end;
    for (int i = 0; i < 2_000; i++) {
      GameRecord<ShuttlePosition, Step> back = record.undo();
      GameRecord<ShuttlePosition, Step> node = back.play(i % 2 == 0 ? Step.BACK : Step.FORWARD);
      GameRecord<ShuttlePosition, Step> next = node.play(Step.FORWARD);
      String where = "undo " + i + ", ply " + back.ply();
      assertEquals(1, node.indexed(), where);
      assertEquals(2, next.indexed(), where);
      assertEquals(1, next.flatLines(), where);
      long hash = back.current().hash();
      assertEquals(back.ply(), node.lastPlyOf(hash), where); // found in the line, at the branch
      long early = back.positions().get(7).hash();
      int expected =
          next.current().hash() == early
              ? next.ply()
              : node.current().hash() == early ? node.ply() : back.lastPlyOf(early);
      assertEquals(expected, next.lastPlyOf(early), where);
      record = i % 10 == 9 ? back.undo() : back; // deeper and deeper, now and then two at once
    }
  }

  @Test
  void lastPlyOfFromAnEarlyRecordOfARepetitiveLineTakesFewSteps() {
    // 32 positions over 200,000 plies: every hash has thousands of later plies than an early
    // record's. The line walked them all, latest first.
    GameRecord<ShuttlePosition, Step> end = line(200_000, 9);
    List<Long> hashes = new ArrayList<>();
    for (ShuttlePosition position : end.positions().subList(0, 3_001)) {
      hashes.add(position.hash());
    }
    SplittableRandom random = new SplittableRandom(9);
    for (int i = 0; i < 2_000; i++) {
      int ply = 2 + random.nextInt(2_999); // ply 1 is a node, the line's base
      GameRecord<ShuttlePosition, Step> early = end.undo().at(ply);
      long hash = hashes.get(random.nextInt(hashes.size()));
      long found = early.flatLine().find(hash, ply);
      int steps = (int) (found >>> 32);
      String where = "ply " + ply + ", hash " + hash;
      assertEquals(hashes.subList(0, ply + 1).lastIndexOf(hash), (int) found, where);
      assertEquals(hashes.subList(0, ply + 1).lastIndexOf(hash), early.lastPlyOf(hash), where);
      assertTrue(steps <= FlatLine.WALKED + 20, where + ": " + steps + " steps");
    }
  }

  @Test
  void theRecordOfAPlyAskedForAgainWithNoOtherInBetweenIsTheSameObject() {
    // Draughts' draw counts carry counts from the record judged before when undo() gives it (a
    // record 16, 32, ... plies away asked for in between may take its place: then only slower).
    GameRecord<ShuttlePosition, Step> end = line(200_000, 13);
    assertSame(end.undo(), end.undo());
    for (int ply = 1; ply < 200_000; ply += 997) {
      GameRecord<ShuttlePosition, Step> record = end.at(ply);
      assertSame(record, end.at(ply), "ply " + ply);
      assertSame(record.undo(), record.undo(), "ply " + ply);
      assertSame(end.at(ply - 1), record.undo(), "ply " + ply);
    }
    GameRecord<ShuttlePosition, Step> back = end;
    for (int i = 0; i < 100; i++) {
      back = back.undo();
    }
    assertSame(back, end.at(end.ply() - 100));
  }

  @Test
  void lastPlyOfTakesNoLockWhileTheLineIsPlayed() throws Exception {
    // The searcher asks at every node: a reader must not wait for the line's lock.
    GameRecord<ShuttlePosition, Step> end = line(10_000, 17);
    FlatLine<ShuttlePosition, Step> line = end.flatLine();
    long hash = end.positions().get(5).hash();
    int expected = end.lastPlyOf(hash);
    ExecutorService reader = Executors.newSingleThreadExecutor();
    try {
      synchronized (line) { // as an append in progress would
        Future<Integer> asked = reader.submit(() -> end.undo().lastPlyOf(hash));
        assertEquals(expected, asked.get(60, TimeUnit.SECONDS));
      }
    } finally {
      reader.shutdownNow();
    }
  }

  @Test
  void aMoveTriedAndTakenBackAllocatesANodeNotALine() {
    // An engine or GUI probing moves: playOn from a record without a line, then pop. A line
    // started there each time allocated 1,904 bytes a call (arrays for 64 plies and a 128-slot
    // table) against 224 for the node of main; the first move from a node is a node again.
    AllocationCounter counter = new AllocationCounter();
    GameRecord<ShuttlePosition, Step> start = GameRecord.start(SHUTTLE);
    GameRecord<ShuttlePosition, Step> played = start.play(Step.FORWARD).play(Step.BACK);
    for (GameRecord<ShuttlePosition, Step> record : List.of(start, played)) {
      SearchBoard<ShuttlePosition, Step> board = record.current().searchBoard();
      int forward = board.encode(Step.FORWARD);
      for (int i = 0; i < 20_000; i++) { // warm-up: the loop below compiled
        record.playOn(board, forward);
        board.pop();
      }
      int calls = 20_000;
      GameRecord<ShuttlePosition, Step> probed = null;
      long before = counter.bytes();
      for (int i = 0; i < calls; i++) {
        probed = record.playOn(board, forward);
        board.pop();
      }
      long perCall = (counter.bytes() - before) / calls;
      assertTrue(perCall < 600, "ply " + record.ply() + ": " + perCall + " bytes a probe");
      assertEquals(record.ply() + 1, probed.ply());
      assertEquals(record.current().play(Step.FORWARD), probed.current());
    }
  }

  @Test
  void theSecondMovePlayedOnStartsTheLine() {
    GameRecord<ShuttlePosition, Step> end = line(40, 3);
    assertTrue(end.onFlatLine());
    assertEquals(1, end.flatLine().start);
    assertEquals(1, end.flatLines());
  }

  /** A line of {@code plies} entries after the start, one in ten of a hash held by ten plies. */
  private static FlatLine<ShuttlePosition, Step> recurring(int plies) {
    FlatLine<ShuttlePosition, Step> line = new FlatLine<>(GameRecord.start(SHUTTLE));
    for (int ply = 0; ply < plies; ply++) {
      // no hash of the game's positions: the base has none of them; no position is read
      long hash = ply % 10 == 0 ? (1L << 50) + ply / 100 : (1L << 40) + ply;
      assertTrue(line.append(ply, hash, Step.FORWARD, null));
    }
    return line;
  }

  /** The bytes a line's index by hash allocates when rebuilt after trim. */
  private static long rebuilt(FlatLine<ShuttlePosition, Step> line, AllocationCounter counter) {
    line.trim();
    long before = counter.bytes();
    long hash = (1L << 50) + (line.last() - 100) / 100; // the last hundred plies' recurring one
    assertEquals(line.last() - 9, line.lastPlyOf(hash, line.last()));
    return counter.bytes() - before;
  }

  @Test
  void manyHashesOfManyPliesGrowTheIndexLinearly() {
    // One hash in ten recurs ten times: each hash passing 8 plies copied the array of such hashes
    // (k of them, one a hundred plies), so appends cost O(k) and a rebuild O(k^2): 16x the bytes
    // for 4x the plies. Bytes counted, not time: a loaded machine cannot change them.
    AllocationCounter counter = new AllocationCounter();
    rebuilt(recurring(20_000), counter); // warm-up
    long before = counter.bytes();
    FlatLine<ShuttlePosition, Step> small = recurring(100_000);
    long smallAppends = counter.bytes() - before;
    long smallRebuild = rebuilt(small, counter);
    before = counter.bytes();
    FlatLine<ShuttlePosition, Step> large = recurring(400_000);
    long largeAppends = counter.bytes() - before;
    long largeRebuild = rebuilt(large, counter);
    String bytes = smallAppends + " " + largeAppends + ", " + smallRebuild + " " + largeRebuild;
    assertTrue(largeAppends < 6 * smallAppends, "appends: " + bytes);
    assertTrue(largeRebuild < 6 * smallRebuild, "rebuilds: " + bytes);
  }

  @Test
  void aKeptLineStaysTrimmedOnceItsRulesEndingIsWorkedOut() {
    // Judging each ply as played makes a record per ply and replays positions; a record kept holds
    // none of them afterwards.
    Shuttle game = new Shuttle(Repetition.after(3), false);
    SplittableRandom random = new SplittableRandom(5);
    GameRecord<ShuttlePosition, Step> record = GameRecord.asPlayed(game, game.start());
    GameRecord<ShuttlePosition, Step> slow = record;
    SearchBoard<ShuttlePosition, Step> board = record.current().searchBoard();
    for (int ply = 0; ply < 500; ply++) {
      Step step = random.nextInt(3) == 0 ? Step.BACK : Step.FORWARD;
      record = record.playOn(board, board.encode(step));
      slow = slow.play(step);
    }
    FlatLine<ShuttlePosition, Step> line = record.flatLine();
    AnnotatedRecord<ShuttlePosition, Step> kept = AnnotatedRecord.of(record);
    assertEquals(0, line.recordsHeld());
    Optional<AnnotatedRecord.Ending> ending = kept.rulesEnding();
    assertTrue(ending.isPresent() && ending.get().ply() < 500, "a repetition ends it: " + ending);
    assertEquals(AnnotatedRecord.of(slow).rulesEnding(), ending);
    assertSame(ending, kept.rulesEnding(), "worked out once");
    assertEquals(0, line.recordsHeld(), "records made while judging");
    assertTrue(!line.indexed() && line.replayedHeld() <= 1);
    // a reader's record, made with its nodes, is trimmed as it is made too
    GameRecord<ShuttlePosition, Step> read = GameRecord.asPlayed(game, game.start());
    board = read.current().searchBoard();
    for (int ply = 0; ply < 100; ply++) {
      read = read.playOn(board, board.encode(ply % 3 == 0 ? Step.BACK : Step.FORWARD));
    }
    FlatLine<ShuttlePosition, Step> readLine = read.flatLine();
    assertTrue(readLine.indexed(), "being played");
    List<MoveNode<Step>> nodes = new ArrayList<>();
    for (Step step : read.moves()) {
      nodes.add(new MoveNode<>(step, Annotation.NONE, List.of()));
    }
    AnnotatedRecord.of(read, Map.of(), "", nodes, Optional.empty(), Optional.empty());
    assertTrue(!readLine.indexed(), "the reader's record trimmed");
  }

  @Test
  void aLinePlayedOnAfterItWasWrappedIsNotTrimmedAgain() {
    // A GUI wrapping the record after each move: each trim made the next move copy the line's
    // arrays and rebuild its index (O(n) a move) and dropped the positions kept every 16 plies.
    GameRecord<ShuttlePosition, Step> record = line(1_000, 21);
    FlatLine<ShuttlePosition, Step> line = record.flatLine();
    AnnotatedRecord.of(record);
    assertTrue(!line.indexed() && line.held(1_008 - 16) == null, "the first wrap trims");
    SearchBoard<ShuttlePosition, Step> board = record.current().searchBoard();
    for (int i = 0; i < 100; i++) {
      record = record.playOn(board, board.encode(i % 3 == 0 ? Step.BACK : Step.FORWARD));
      AnnotatedRecord.of(record);
      assertTrue(line.indexed(), "ply " + record.ply() + ": trimmed again");
    }
    assertSame(line, record.flatLine());
    assertTrue(line.held(1_008) != null && line.held(1_088) != null);
  }
}
