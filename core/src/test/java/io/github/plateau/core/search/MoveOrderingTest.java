package io.github.plateau.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.MoveList;
import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.tictactoe.Cell;
import io.github.plateau.core.tictactoe.TicTacToe;
import io.github.plateau.core.tictactoe.TicTacToePosition;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The killers and history counts through any run of cutoffs, new searches and clears, against a
 * plain model: a full table of counts that every clear zeroes and every halving passes over whole.
 */
class MoveOrderingTest {
  private static final int KILLER = 1 << 28;
  private static final int HISTORY_MAX = 1 << 20;

  /** What the ordering is meant to keep, kept the plain way. */
  private static final class Model {
    final int[] history = new int[1 << 16];
    final int[][] killers = new int[Searcher.MAX_PLY][];

    Model() {
      clearKillers();
    }

    void clearKillers() {
      for (int p = 0; p < killers.length; p++) {
        killers[p] = new int[] {-1, -1}; // no code is negative
      }
    }

    void cutoff(int move, int side, int ply, int depth) {
      if (killers[ply][0] != move) {
        killers[ply][1] = killers[ply][0];
        killers[ply][0] = move;
      }
      int index = MoveOrdering.historyIndex(move, side);
      history[index] += depth * depth;
      if (history[index] > HISTORY_MAX) {
        halve();
      }
    }

    void halve() {
      for (int i = 0; i < history.length; i++) {
        history[i] >>= 1;
      }
    }

    /** The moves best first, ties in their given order. */
    List<Integer> order(List<Integer> moves, int side, int ply) {
      List<Integer> sorted = new ArrayList<>(moves);
      sorted.sort((a, b) -> Integer.compare(score(b, side, ply), score(a, side, ply)));
      return sorted;
    }

    private int score(int move, int side, int ply) {
      if (killers[ply][0] == move) {
        return KILLER + 1;
      }
      if (killers[ply][1] == move) {
        return KILLER;
      }
      return history[MoveOrdering.historyIndex(move, side)];
    }
  }

  private static int nonZero(int[] counts) {
    return (int) Arrays.stream(counts).filter(c -> c != 0).count();
  }

  @Test
  void ordersAsThePlainModelThroughAnyCutoffsNewSearchesAndClears() {
    TicTacToePosition start = new TicTacToe().start();
    List<SearchBoard<TicTacToePosition, Cell>> boards =
        List.of(start.searchBoard(), start.play(start.legalMoves().get(0)).searchBoard());
    int manyTouched = 0;
    int halvedAtTheTop = 0;
    // Three kinds of run, by seed: searches often cleared (counts zeroed, halved and touched
    // again); clears rare and no halving (more counts than the ordering follows one by one); a few
    // codes cut off deep again and again (their counts reach the top and halve the table).
    int[] clearsPer10k = {20, 1, 10};
    int[] searchesPer10k = {40, 0, 10};
    int[] heavyDepths = {64, 8, 200};
    for (int seed = 0; seed < 18; seed++) {
      int kind = seed % 3;
      SplittableRandom random = new SplittableRandom(seed);
      MoveOrdering ordering = new MoveOrdering();
      Model model = new Model();
      List<String> ops = new ArrayList<>();
      for (int step = 0; step < 30_000; step++) {
        int op = random.nextInt(10_000);
        if (op < clearsPer10k[kind]) {
          ordering.clear();
          model.clearKillers();
          manyTouched += nonZero(model.history) > 1 << 12 ? 1 : 0;
          Arrays.fill(model.history, 0);
          ops.add("clear");
        } else if (op < clearsPer10k[kind] + searchesPer10k[kind]) {
          ordering.newSearch();
          model.halve();
          model.clearKillers();
          ops.add("newSearch");
        } else if (op < 9_400) {
          int side = random.nextInt(2);
          int move = random.nextInt(4) == 0 ? random.nextInt(2) : random.nextInt(40_000);
          int ply = random.nextInt(4);
          int depth = 1 + random.nextInt(move < 2 ? heavyDepths[kind] : 8);
          int before = model.history[MoveOrdering.historyIndex(move, side)];
          ordering.cutoff(boards.get(side), move, ply, depth);
          model.cutoff(move, side, ply, depth);
          halvedAtTheTop += before + depth * depth > HISTORY_MAX ? 1 : 0;
          ops.add("cutoff " + move + " side " + side + " ply " + ply + " depth " + depth);
        } else {
          List<Integer> moves = new ArrayList<>();
          for (int i = 0; i < 40; i++) {
            int move = random.nextInt(2) == 0 ? random.nextInt(6) : random.nextInt(40_000);
            if (!moves.contains(move)) {
              moves.add(move);
            }
          }
          int side = random.nextInt(2);
          int ply = random.nextInt(4);
          MoveList list = new MoveList();
          moves.forEach(list::add);
          ordering.order(list, side, ply, new int[list.size()]);
          List<Integer> got = new ArrayList<>();
          for (int i = 0; i < list.size(); i++) {
            got.add(list.get(i));
          }
          List<Integer> expected = model.order(moves, side, ply);
          if (!expected.equals(got)) {
            assertEquals(
                expected,
                got,
                "seed "
                    + seed
                    + ", after "
                    + ops.size()
                    + " steps, the last ones "
                    + ops.subList(Math.max(0, ops.size() - 5), ops.size()));
          }
        }
      }
    }
    assertTrue(manyTouched > 0, "no clear came after more counts than are followed");
    assertTrue(halvedAtTheTop > 0, "no count reached the top");
  }
}
