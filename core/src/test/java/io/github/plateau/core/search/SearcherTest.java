package io.github.plateau.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Limits;
import io.github.plateau.core.Score;
import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.SearchInfo;
import io.github.plateau.core.testing.CornerCaptures;
import io.github.plateau.core.testing.ForwardingSearchBoard;
import io.github.plateau.core.tictactoe.Cell;
import io.github.plateau.core.tictactoe.Mark;
import io.github.plateau.core.tictactoe.TicTacToe;
import io.github.plateau.core.tictactoe.TicTacToePosition;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

class SearcherTest {
  private static final int SEEDS = 300;
  private static final Evaluation<TicTacToePosition, Cell> ZERO = board -> 0;
  private static final Consumer<SearchInfo<Cell>> IGNORE = info -> {};
  private final TicTacToe game = new TicTacToe();

  private static SearchResult<Cell> search(
      Searcher<TicTacToePosition, Cell> searcher, TicTacToePosition position, Limits limits) {
    return searcher.search(position.searchBoard(), limits, IGNORE, () -> false);
  }

  private void agreesWithOracle(int tableEntries) {
    agreesWithOracle(tableEntries, false);
  }

  /** With {@code corners}, the corners count as captures: the picker's capture stage is used. */
  private void agreesWithOracle(int tableEntries, boolean corners) {
    Searcher<TicTacToePosition, Cell> searcher = new Searcher<>(ZERO, tableEntries);
    for (long seed = 0; seed < SEEDS; seed++) {
      TicTacToePosition position = TicTacToeOracle.randomPosition(seed);
      SearchResult<Cell> result =
          corners
              ? searcher.search(new CornerCaptures(position), Limits.depth(9), IGNORE, () -> false)
              : search(searcher, position, Limits.depth(9));
      Score exact = TicTacToeOracle.value(position);
      String where = "seed " + seed + ", " + position;
      assertEquals(exact, result.score(), where);
      assertEquals(exact, TicTacToeOracle.valueAfter(position, result.bestMove()), where);
      assertEquals(result.bestMove(), result.pv().get(0), where);
    }
  }

  /**
   * A search among some of the root's moves (UCI's searchmoves) answers one of them, with the exact
   * value of the best of them; a searcher that searched so, alone or with a helper thread, then
   * searches the whole root exactly: its table kept no value of a root searched in part.
   */
  @Test
  void aSearchAmongSomeMovesAnswersTheBestOfThemAndLeavesTheTableTrue() {
    for (int threads : new int[] {1, 2}) {
      Searcher<TicTacToePosition, Cell> searcher = new Searcher<>(ZERO, 1 << 12, threads);
      for (long seed = 0; seed < SEEDS; seed++) {
        TicTacToePosition position = TicTacToeOracle.randomPosition(seed);
        List<Cell> legal = position.legalMoves();
        SplittableRandom random = new SplittableRandom(seed);
        List<Cell> some = new ArrayList<>();
        for (Cell move : legal) {
          if (random.nextInt(3) == 0) {
            some.add(move);
          }
        }
        if (some.isEmpty()) {
          some.add(legal.get(random.nextInt(legal.size())));
        }
        String where = "seed " + seed + ", " + threads + " threads, " + position + " among " + some;
        GameRecord<TicTacToePosition, Cell> record = GameRecord.start(game, position);
        SearchResult<Cell> among =
            searcher.search(record, Limits.depth(9), IGNORE, () -> false, some);
        assertTrue(some.contains(among.bestMove()), where);
        assertEquals(TicTacToeOracle.valueAmong(position, some), among.score(), where);
        SearchResult<Cell> all = searcher.search(record, Limits.depth(9), IGNORE, () -> false);
        assertEquals(TicTacToeOracle.value(position), all.score(), where);
      }
    }
    TicTacToePosition start = game.start();
    IllegalArgumentException illegal =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                new Searcher<>(ZERO, 64)
                    .search(
                        GameRecord.start(game, start.play(start.legalMoves().get(0))),
                        Limits.depth(1),
                        IGNORE,
                        () -> false,
                        List.of(start.legalMoves().get(0))));
    assertTrue(
        illegal.getMessage().contains("is not a legal move to search"), illegal.getMessage());
  }

  @Test
  void fullDepthScoreIsTheExactValueWithAMediumTable() {
    agreesWithOracle(1 << 12);
  }

  @Test
  void fullDepthScoreIsTheExactValueWithATinyTable() {
    agreesWithOracle(1); // every store replaces or is refused: correctness must not depend on it
  }

  @Test
  void fullDepthScoreIsTheExactValueWhereSomeMovesAreCaptures() {
    agreesWithOracle(1 << 12, true);
    agreesWithOracle(1, true);
  }

  @Test
  void fullDepthScoreIsTheExactValueWithABigTable() {
    agreesWithOracle(1 << 20);
  }

  @Test
  void findsAWinInOne() {
    TicTacToePosition position = game.parse("XX./OO./... X");
    SearchResult<Cell> result = search(new Searcher<>(ZERO, 1024), position, Limits.depth(3));
    assertEquals(game.parseMove(position, "c3"), result.bestMove());
    assertEquals(Score.mateIn(1), result.score());
    assertEquals(List.of(result.bestMove()), result.pv());
  }

  @Test
  void movesAreLegalAndTheSearchDeterministic() {
    for (long seed = 0; seed < SEEDS; seed++) {
      TicTacToePosition position = TicTacToeOracle.randomPosition(seed);
      Evaluation<TicTacToePosition, Cell> eval = board -> (int) (board.hash() % 200);
      Limits limits = Limits.depth(1 + (int) (seed % 4));
      SearchResult<Cell> first = search(new Searcher<>(eval, 256), position, limits);
      SearchResult<Cell> second = search(new Searcher<>(eval, 256), position, limits);
      assertTrue(position.isLegal(first.bestMove()), "seed " + seed);
      assertEquals(first, second, "seed " + seed);
    }
  }

  @Test
  void quiescenceTriesTheCapturesInTheBoardsCaptureOrder() {
    List<Integer> fromPlyOne = new ArrayList<>(); // the moves pushed from the root's children
    SearchBoard<TicTacToePosition, Cell> board =
        new ForwardingSearchBoard<>(CornerCaptures.ranked(game.start())) {
          @Override
          public void push(int move) {
            if (ply() == 1) {
              fromPlyOne.add(move);
            }
            super.push(move);
          }
        };
    // Depth 1: the root's children are quiescence nodes; the first, searched with the full window,
    // does not stand pat at 0 and tries every capture (corner) its state has.
    new Searcher<>(ZERO, 64).search(board, Limits.depth(1), IGNORE, () -> false);
    assertEquals(List.of(6, 2, 0), fromPlyOne, "after the first root move, 8");
  }

  @Test
  void leavesTheBoardAsItFoundIt() {
    TicTacToePosition position = TicTacToeOracle.randomPosition(7);
    SearchBoard<TicTacToePosition, Cell> board = position.searchBoard();
    new Searcher<>(ZERO, 64).search(board, Limits.depth(5), IGNORE, () -> false);
    assertEquals(0, board.ply());
    assertEquals(position, board.position());
  }

  @Test
  void respectsTheNodeLimit() {
    for (long limit : new long[] {1, 2, 10, 50, 300}) {
      SearchResult<Cell> result =
          search(new Searcher<>(ZERO, 64), game.start(), Limits.nodes(limit));
      assertTrue(result.nodes() <= limit, "nodes " + result.nodes() + " over " + limit);
      assertTrue(game.start().isLegal(result.bestMove()), "limit " + limit);
    }
  }

  @Test
  void respectsTheDepthLimitAndReportsEachDepth() {
    List<SearchInfo<Cell>> infos = new ArrayList<>();
    SearchResult<Cell> result =
        new Searcher<>(ZERO, 64)
            .search(game.start().searchBoard(), Limits.depth(3), infos::add, () -> false);
    assertEquals(3, result.depth());
    assertEquals(3, infos.size());
    for (int i = 0; i < 3; i++) {
      assertEquals(i + 1, infos.get(i).depth().getAsInt());
      assertTrue(infos.get(i).nodes().getAsLong() <= result.nodes());
      assertTrue(infos.get(i).pv().size() >= 1);
    }
    assertEquals(result.pv(), infos.get(2).pv());
  }

  @Test
  void aStopAlreadyGivenStillReturnsALegalMove() {
    SearchResult<Cell> result =
        new Searcher<>(ZERO, 64)
            .search(game.start().searchBoard(), Limits.infinite(), IGNORE, () -> true);
    assertEquals(0, result.depth());
    assertTrue(game.start().isLegal(result.bestMove()));
  }

  @Test
  void aStopFromAnotherThreadEndsTheSearchPromptly() throws InterruptedException {
    Evaluation<TicTacToePosition, Cell> slow = SearcherTest::slowZero;
    AtomicBoolean stop = new AtomicBoolean();
    AtomicLong stoppedAt = new AtomicLong();
    Thread stopper =
        new Thread(
            () -> {
              sleep(100);
              stoppedAt.set(System.nanoTime());
              stop.set(true);
            });
    stopper.start();
    SearchResult<Cell> result =
        new Searcher<>(slow, 1 << 12)
            .search(game.start().searchBoard(), Limits.infinite(), IGNORE, stop::get);
    long returnedAt = System.nanoTime();
    stopper.join();
    assertTrue(stop.get(), "the search ended before the stop: it should have run for seconds");
    assertTrue(result.depth() < 9, "depth " + result.depth());
    assertTrue(
        returnedAt - stoppedAt.get() < 1_000_000_000L, "returned 1 s or more after the stop");
    assertTrue(game.start().isLegal(result.bestMove()));
  }

  private long millisToSearch(Limits limits) {
    long start = System.nanoTime();
    SearchResult<Cell> result =
        new Searcher<>(SearcherTest::slowZero, 1 << 12)
            .search(game.start().searchBoard(), limits, IGNORE, () -> false);
    assertTrue(result.depth() < 9, "depth " + result.depth() + ": the search should take seconds");
    assertTrue(game.start().isLegal(result.bestMove()));
    return (System.nanoTime() - start) / 1_000_000;
  }

  @Test
  void aMoveTimeEndsTheSearch() {
    long millis = millisToSearch(Limits.moveTime(Duration.ofMillis(50)));
    assertTrue(millis < 1_000, millis + " ms");
  }

  @Test
  void theClockEndsTheSearch() {
    // 600 ms left and no moves to go: a thirtieth of it, 20 ms
    long millis = millisToSearch(Limits.builder().time(Mark.X, Duration.ofMillis(600)).build());
    assertTrue(millis < 1_000, millis + " ms");
  }

  @Test
  void anEndlessMoveTimeIsNoLimit() {
    Limits limits = Limits.builder().moveTime(Duration.ofSeconds(Long.MAX_VALUE)).depth(2).build();
    assertEquals(2, search(new Searcher<>(ZERO, 64), game.start(), limits).depth());
  }

  /** A zero evaluation that takes a millisecond, so a deep search takes seconds. */
  static int slowZero(SearchBoard<TicTacToePosition, Cell> board) {
    sleep(1);
    return 0;
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Waits until a latch is counted down, 10 s at most. */
  private static void await(CountDownLatch latch) {
    try {
      latch.await(10, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Test
  void helperThreadsSharingTheTableKeepTheExactValue() {
    for (int threads : new int[] {2, 4}) {
      Searcher<TicTacToePosition, Cell> searcher = new Searcher<>(ZERO, 1 << 8, threads);
      for (long seed = 0; seed < SEEDS / 3; seed++) {
        TicTacToePosition position = TicTacToeOracle.randomPosition(seed);
        SearchResult<Cell> result = search(searcher, position, Limits.depth(9));
        String where = threads + " threads, seed " + seed + ", " + position;
        assertEquals(TicTacToeOracle.value(position), result.score(), where);
        assertEquals(
            TicTacToeOracle.value(position),
            TicTacToeOracle.valueAfter(position, result.bestMove()),
            where);
      }
    }
  }

  @Test
  void helperThreadsEndWithTheSearchAndStopWithIt() throws InterruptedException {
    Searcher<TicTacToePosition, Cell> searcher = new Searcher<>(SearcherTest::slowZero, 1 << 12, 3);
    AtomicBoolean stop = new AtomicBoolean();
    Thread stopper =
        new Thread(
            () -> {
              sleep(100);
              stop.set(true);
            });
    stopper.start();
    long start = System.nanoTime();
    SearchResult<Cell> result =
        searcher.search(game.start().searchBoard(), Limits.infinite(), IGNORE, stop::get);
    stopper.join();
    assertTrue(System.nanoTime() - start < 2_000_000_000L, "the stop took a second or more");
    assertTrue(game.start().isLegal(result.bestMove()));
    assertEquals(0, helperThreads(), "a helper thread outlived its search");
  }

  /**
   * The helpers keep the time budget themselves: a calling thread held up (as one starved of a core
   * by more threads than cores) no longer keeps them searching past it. Before, they searched until
   * the calling thread's own search ended, here a second later.
   */
  @Test
  void helperThreadsKeepTheMoveTimeWhileTheCallingThreadIsHeldUp() {
    AtomicLong lastHelperEvaluation = new AtomicLong();
    AtomicBoolean held = new AtomicBoolean();
    Evaluation<TicTacToePosition, Cell> evaluation =
        board -> {
          if (Thread.currentThread().getName().startsWith("plateau-search-")) {
            sleep(1); // the tree takes seconds
            lastHelperEvaluation.set(System.nanoTime());
          } else if (held.compareAndSet(false, true)) {
            sleep(1_000);
          }
          return 0;
        };
    Searcher<TicTacToePosition, Cell> searcher = new Searcher<>(evaluation, 1 << 4, 3);
    long start = System.nanoTime();
    SearchResult<Cell> result =
        searcher.search(
            game.start().searchBoard(),
            Limits.moveTime(Duration.ofMillis(100)),
            IGNORE,
            () -> false);
    long helpersSearched = (lastHelperEvaluation.get() - start) / 1_000_000;
    assertTrue(lastHelperEvaluation.get() != 0, "the helpers evaluated nothing");
    assertTrue(helpersSearched < 600, "the helpers searched " + helpersSearched + " ms");
    assertTrue(game.start().isLegal(result.bestMove()));
  }

  @Test
  void aHelperThreadsFailureReachesTheCaller() {
    AtomicLong calls = new AtomicLong();
    // The caller's search waits at its first leaf until a helper has evaluated one: tic-tac-toe is
    // searched so fast that the caller could otherwise finish before the helper starts at all.
    CountDownLatch helperEvaluated = new CountDownLatch(1);
    Evaluation<TicTacToePosition, Cell> failsOnHelpers =
        board -> {
          calls.incrementAndGet();
          if (Thread.currentThread().getName().startsWith("plateau-search-")) {
            helperEvaluated.countDown();
            throw new IllegalStateException("planted");
          }
          await(helperEvaluated);
          return 0;
        };
    Searcher<TicTacToePosition, Cell> searcher = new Searcher<>(failsOnHelpers, 1 << 10, 2);
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () ->
                searcher.search(game.start().searchBoard(), Limits.depth(9), IGNORE, () -> false));
    assertEquals("planted", e.getMessage());
    assertEquals(0, helperThreads(), "a helper thread outlived its search");
  }

  @Test
  void nodesCountEveryThreadAndTheNodeLimitIsTheirSum() {
    AtomicLong mine = new AtomicLong();
    AtomicLong helpers = new AtomicLong();
    // the caller waits at its first leaf for a helper's, as in
    // aHelperThreadsFailureReachesTheCaller
    CountDownLatch helperEvaluated = new CountDownLatch(1);
    Evaluation<TicTacToePosition, Cell> counting =
        board -> {
          boolean helper = Thread.currentThread().getName().startsWith("plateau-search-");
          (helper ? helpers : mine).incrementAndGet();
          if (helper) {
            helperEvaluated.countDown();
          } else {
            await(helperEvaluated);
          }
          return 0;
        };
    int threads = 3;
    long limit = 200_000;
    // A tiny table: each depth searches much of the tree again, so the limit ends the search.
    Searcher<TicTacToePosition, Cell> searcher = new Searcher<>(counting, 1 << 4, threads);
    SearchResult<Cell> result = search(searcher, game.start(), Limits.nodes(limit));
    long slack = 2L * Budget.CHECK_EVERY * (threads - 1); // counts published every CHECK_EVERY
    assertTrue(helpers.get() > 0, "the helpers evaluated nothing");
    assertTrue(
        result.nodes() >= mine.get() + helpers.get(),
        result.nodes() + " nodes reported, " + (mine.get() + helpers.get()) + " evaluated");
    assertTrue(result.nodes() <= limit + slack, result.nodes() + " nodes, over the limit");
    assertTrue(mine.get() < limit, "the calling thread alone searched the whole limit");
  }

  /**
   * Many threads under a node limit smaller than their first batches: the calling thread still
   * searches its first nodes, and a helper's deeper depth answers. Before, the helpers' counts
   * stopped the calling thread at its first node, and the search answered an unsearched move at
   * depth 0.
   */
  @Test
  void manyThreadsUnderATightNodeLimitStillFinishADepth() {
    for (int run = 0; run < 20; run++) {
      Searcher<TicTacToePosition, Cell> searcher = new Searcher<>(ZERO, 1 << 8, 16);
      List<SearchInfo<Cell>> infos = new ArrayList<>();
      SearchResult<Cell> result =
          searcher.search(game.start().searchBoard(), Limits.nodes(300), infos::add, () -> false);
      assertTrue(result.depth() >= 1, "run " + run + ": depth " + result.depth());
      assertTrue(game.start().legalMoves().contains(result.bestMove()), result.toString());
      // the line reported last is the one answered, a helper's too
      SearchInfo<Cell> last = infos.get(infos.size() - 1);
      assertEquals(result.depth(), last.depth().getAsInt(), result.toString());
      assertEquals(result.pv(), last.pv(), result.toString());
    }
  }

  private static long helperThreads() {
    return Thread.getAllStackTraces().keySet().stream()
        .filter(t -> t.getName().startsWith("plateau-search-"))
        .count();
  }

  @Test
  void clearForgetsEarlierSearches() {
    TicTacToePosition position = TicTacToeOracle.randomPosition(3);
    Searcher<TicTacToePosition, Cell> used = new Searcher<>(ZERO, 1 << 12);
    SearchResult<Cell> fresh = search(new Searcher<>(ZERO, 1 << 12), position, Limits.depth(9));
    SearchResult<Cell> first = search(used, position, Limits.depth(9));
    SearchResult<Cell> again = search(used, position, Limits.depth(9));
    assertTrue(again.nodes() < first.nodes(), "the table should have helped the second search");
    used.clear();
    SearchResult<Cell> cleared = search(used, position, Limits.depth(9));
    assertEquals(fresh, cleared);
  }

  @Test
  void refusesBadArguments() {
    SearchBoard<TicTacToePosition, Cell> board = game.start().searchBoard();
    GameRecord<TicTacToePosition, Cell> record = GameRecord.start(game);
    Searcher<TicTacToePosition, Cell> s = new Searcher<>(ZERO, 16);
    Limits d = Limits.depth(1);
    assertThrows(IllegalArgumentException.class, () -> new Searcher<>(null, 16));
    assertThrows(IllegalArgumentException.class, () -> new Searcher<>(ZERO, 0));
    assertThrows(IllegalArgumentException.class, () -> new Searcher<>(ZERO, (1 << 26) + 1));
    assertThrows(IllegalArgumentException.class, () -> new Searcher<>(ZERO, 16, 0));
    assertThrows(IllegalArgumentException.class, () -> new Searcher<>(ZERO, 16, 257));
    SearchBoard<TicTacToePosition, Cell> noBoard = null;
    GameRecord<TicTacToePosition, Cell> noGame = null;
    assertThrows(IllegalArgumentException.class, () -> s.search(noBoard, d, IGNORE, () -> false));
    assertThrows(IllegalArgumentException.class, () -> s.search(noGame, d, IGNORE, () -> false));
    assertThrows(IllegalArgumentException.class, () -> s.search(board, null, IGNORE, () -> false));
    assertThrows(IllegalArgumentException.class, () -> s.search(record, null, IGNORE, () -> false));
    assertThrows(IllegalArgumentException.class, () -> s.search(board, d, null, () -> false));
    assertThrows(IllegalArgumentException.class, () -> s.search(record, d, IGNORE, null));
    TicTacToePosition over = game.parse("XXX/OO./... O");
    assertThrows(
        IllegalArgumentException.class, () -> s.search(over.searchBoard(), d, IGNORE, () -> false));
    assertThrows(
        IllegalArgumentException.class,
        () -> s.search(GameRecord.start(game, over), d, IGNORE, () -> false));
  }

  /**
   * A search from the searcher's own listener is refused, the outer search going on; an evaluation
   * that throws leaves the board as it came. Before, the inner search ended the outer one with a
   * NullPointerException, and a throwing evaluation left the board plies deep.
   */
  @Test
  void aSearchWithinASearchIsRefusedAndAThrowingEvaluationLeavesTheBoardAsItCame() {
    Searcher<TicTacToePosition, Cell> searcher = new Searcher<>(ZERO, 1 << 10);
    TicTacToePosition start = game.start();
    List<RuntimeException> inner = new ArrayList<>();
    SearchResult<Cell> outer =
        searcher.search(
            start.searchBoard(),
            Limits.depth(3),
            info -> {
              try {
                search(searcher, start, Limits.depth(1));
              } catch (IllegalStateException e) {
                inner.add(e);
              }
            },
            () -> false);
    assertEquals(3, outer.depth());
    assertEquals(3, inner.size());
    assertTrue(inner.get(0).getMessage().startsWith("this searcher is searching"));
    assertEquals(1, search(searcher, start, Limits.depth(1)).depth(), "usable again");

    AtomicLong calls = new AtomicLong();
    Evaluation<TicTacToePosition, Cell> failing =
        board -> {
          if (calls.incrementAndGet() == 50) {
            throw new IllegalStateException("the network is down");
          }
          return 0;
        };
    SearchBoard<TicTacToePosition, Cell> board = start.searchBoard();
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () ->
                new Searcher<>(failing, 1 << 10)
                    .search(board, Limits.depth(9), IGNORE, () -> false));
    assertEquals("the network is down", e.getMessage());
    assertEquals(0, board.ply());
    assertEquals(start, board.position());
  }
}
