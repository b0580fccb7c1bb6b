package io.github.plateau.core.mate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.Side;
import io.github.plateau.core.shuttle.Shuttle;
import io.github.plateau.core.shuttle.Step;
import io.github.plateau.core.testing.ForwardingSearchBoard;
import io.github.plateau.core.tictactoe.Cell;
import io.github.plateau.core.tictactoe.TicTacToe;
import io.github.plateau.core.tictactoe.TicTacToePosition;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;

/** The df-pn solver against exhaustive minimax over tic-tac-toe, and its limits and refusals. */
class MateSolverTest {
  private static final TicTacToe GAME = new TicTacToe();
  private static final int SEEDS = 600;

  /**
   * A position reached by a seeded number of random moves from the start, perhaps a finished one.
   */
  private static TicTacToePosition randomPosition(long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    TicTacToePosition position = GAME.start();
    int plies = random.nextInt(10);
    for (int i = 0; i < plies && position.outcome().isEmpty(); i++) {
      List<Cell> moves = position.legalMoves();
      position = position.play(moves.get(random.nextInt(moves.size())));
    }
    return position;
  }

  /** Plain minimax: can the attacker's team force a win from here, whoever is to move? */
  private static boolean forcesWin(TicTacToePosition position, Side attacker) {
    if (position.outcome().isPresent()) {
      return position.outcome().get().isWinFor(attacker);
    }
    boolean attacking = position.sideToMove().team().equals(attacker.team());
    for (Cell move : position.legalMoves()) {
      if (forcesWin(position.play(move), attacker) == attacking) {
        return attacking;
      }
    }
    return !attacking;
  }

  /** Replays a line move by move, each legal, and tells whether it ends in the attacker's win. */
  private static boolean replaysToWin(TicTacToePosition start, List<Cell> line) {
    TicTacToePosition position = start;
    for (Cell move : line) {
      if (position.outcome().isPresent() || !position.isLegal(move)) {
        return false;
      }
      position = position.play(move);
    }
    return position.outcome().map(o -> o.isWinFor(start.sideToMove())).orElse(false);
  }

  @Test
  void agreesWithMinimaxOnSeededPositions() {
    MateSolver solver = new MateSolver(AttackerMoves.all(), MateLimits.nodes(1_000_000));
    int mates = 0;
    for (long seed = 0; seed < SEEDS; seed++) {
      TicTacToePosition position = randomPosition(seed);
      MateResult<Cell> result = solver.solve(position);
      boolean wins = forcesWin(position, position.sideToMove());
      assertEquals(
          wins ? MateStatus.MATE : MateStatus.NO_MATE,
          result.status(),
          "seed " + seed + ": " + position);
      if (wins) {
        mates++;
        assertTrue(replaysToWin(position, result.line()), "seed " + seed + ": " + result.line());
        assertEquals(result.line().size(), result.plies(), "seed " + seed);
      }
    }
    assertTrue(mates > SEEDS / 10, "too few mates to test the lines: " + mates);
  }

  /** Minimax distance: the plies to the attacker's win, attacker shortest, defender longest. */
  private static int winDistance(TicTacToePosition position, Side attacker) {
    if (position.outcome().isPresent()) {
      return position.outcome().get().isWinFor(attacker) ? 0 : Integer.MAX_VALUE;
    }
    boolean attacking = position.sideToMove().team().equals(attacker.team());
    int best = attacking ? Integer.MAX_VALUE : 0;
    for (Cell move : position.legalMoves()) {
      int child = winDistance(position.play(move), attacker);
      int distance = child == Integer.MAX_VALUE ? child : child + 1;
      best = attacking ? Math.min(best, distance) : Math.max(best, distance);
    }
    return best;
  }

  @Test
  void theShortestMateHasTheMinimaxDistance() {
    MateSolver solver = new MateSolver(AttackerMoves.all(), MateLimits.nodes(1_000_000));
    for (long seed = 0; seed < SEEDS; seed++) {
      TicTacToePosition position = randomPosition(seed);
      MateResult<Cell> result = solver.solveShortest(position);
      int distance = winDistance(position, position.sideToMove());
      if (distance == Integer.MAX_VALUE) {
        assertEquals(MateStatus.NO_MATE, result.status(), "seed " + seed + ": " + position);
      } else {
        assertEquals(MateStatus.MATE, result.status(), "seed " + seed + ": " + position);
        assertEquals(distance, result.plies(), "seed " + seed + ": " + result.line());
        assertTrue(replaysToWin(position, result.line()), "seed " + seed);
      }
    }
  }

  /**
   * Tic-tac-toe whose moves are put in delay groups by their cell modulo 3, the centre in none: a
   * grouping that means nothing for the game, so only the order of the work may change.
   */
  private static final class Grouped extends ForwardingSearchBoard<TicTacToePosition, Cell> {
    Grouped(TicTacToePosition position) {
      super(position.searchBoard());
    }

    @Override
    public int delayGroup(int move) {
      return move == 4 ? -1 : move % 3;
    }
  }

  @Test
  void delayGroupsChangeNoAnswerNorLength() {
    MateSolver solver = new MateSolver(AttackerMoves.all(), MateLimits.nodes(1_000_000));
    int mates = 0;
    for (long seed = 0; seed < SEEDS; seed++) {
      TicTacToePosition position = randomPosition(seed);
      int distance = winDistance(position, position.sideToMove());
      MateResult<Cell> first = solver.solve(new Grouped(position));
      MateResult<Cell> shortest = solver.solveShortest(new Grouped(position));
      if (distance == Integer.MAX_VALUE) {
        assertEquals(MateStatus.NO_MATE, first.status(), "seed " + seed + ": " + position);
        assertEquals(MateStatus.NO_MATE, shortest.status(), "seed " + seed + ": " + position);
      } else {
        mates++;
        assertEquals(MateStatus.MATE, first.status(), "seed " + seed + ": " + position);
        assertTrue(replaysToWin(position, first.line()), "seed " + seed + ": " + first.line());
        assertTrue(first.plies() >= distance, "seed " + seed + ": " + first.line());
        assertEquals(MateStatus.MATE, shortest.status(), "seed " + seed + ": " + position);
        assertEquals(distance, shortest.plies(), "seed " + seed + ": " + shortest.line());
        assertTrue(replaysToWin(position, shortest.line()), "seed " + seed);
      }
    }
    assertTrue(mates > SEEDS / 10, "too few mates to test the lines: " + mates);
  }

  @Test
  void aTinyTableNeverGivesAWrongAnswer() {
    MateSolver solver =
        new MateSolver(AttackerMoves.all(), MateLimits.nodes(20_000).withTableEntries(64));
    int definite = 0;
    for (long seed = 0; seed < SEEDS / 3; seed++) {
      TicTacToePosition position = randomPosition(seed);
      MateResult<Cell> result = solver.solve(position);
      boolean wins = forcesWin(position, position.sideToMove());
      if (result.status() == MateStatus.MATE) {
        assertTrue(wins && replaysToWin(position, result.line()), "seed " + seed);
      } else if (result.status() == MateStatus.NO_MATE) {
        assertTrue(!wins, "seed " + seed + ": a win reported as NO_MATE");
      }
      definite += result.status() == MateStatus.UNKNOWN ? 0 : 1;
    }
    assertTrue(definite > SEEDS / 6, "only " + definite + " answered");
  }

  @Test
  void aSolverWithOtherLimitsAnswersAsANewOne() {
    MateSolver first = new MateSolver(AttackerMoves.all(), MateLimits.nodes(1_000_000));
    MateSolver shared = first.withLimits(MateLimits.nodes(500_000)); // the same table
    MateSolver other = first.withLimits(MateLimits.nodes(500_000).withTableEntries(1 << 14));
    assertEquals(500_000, shared.limits().maxNodes());
    for (long seed = 0; seed < 40; seed++) {
      TicTacToePosition position = randomPosition(seed);
      MateResult<Cell> fresh =
          new MateSolver(AttackerMoves.all(), MateLimits.nodes(500_000)).solveShortest(position);
      first.solve(position); // what it leaves in the shared table must not count
      assertEquals(fresh, shared.solveShortest(position), "seed " + seed);
      assertEquals(fresh.status(), other.solveShortest(position).status(), "seed " + seed);
    }
    assertThrows(IllegalArgumentException.class, () -> first.withLimits(null));
  }

  @Test
  void theSameAnswerTwice() {
    MateSolver solver = new MateSolver(AttackerMoves.all(), MateLimits.nodes(1_000_000));
    for (long seed = 0; seed < 50; seed++) {
      TicTacToePosition position = randomPosition(seed);
      assertEquals(solver.solve(position), solver.solve(position), "seed " + seed);
    }
  }

  @Test
  void mateInOneAndTheDefendersLongestResistance() {
    MateSolver solver = new MateSolver(AttackerMoves.all(), MateLimits.nodes(100_000));
    // X completes the top row at once.
    MateResult<Cell> one = solver.solve(GAME.parse("XX./OO./... X"));
    assertEquals(MateStatus.MATE, one.status());
    assertEquals(1, one.plies());
    // X must take the centre (O threatens the middle row), forking both diagonals: 3 plies.
    TicTacToePosition fork = GAME.parse(".X./O.O/XOX X");
    MateResult<Cell> three = solver.solve(fork);
    assertEquals(MateStatus.MATE, three.status(), fork.toString());
    assertEquals(3, three.plies(), three.line().toString());
    assertTrue(replaysToWin(fork, three.line()));
  }

  @Test
  void theDepthBoundMakesAnUnprovedAnswerUnknown() {
    MateLimits shallow = MateLimits.nodes(100_000).withMaxPlies(1);
    MateSolver solver = new MateSolver(AttackerMoves.all(), shallow);
    assertEquals(MateStatus.MATE, solver.solve(GAME.parse("XX./OO./... X")).status());
    assertEquals(MateStatus.UNKNOWN, solver.solve(GAME.parse(".X./O.O/XOX X")).status());
    assertEquals(MateStatus.UNKNOWN, solver.solve(GAME.start()).status());
  }

  @Test
  void cyclesCountAsNoMate() {
    // The shuttle game never ends: every line comes back to a state of its own, so only the
    // repetition rule lets the search prove anything.
    Shuttle shuttle = new Shuttle(null, false);
    for (AttackerMoves rule : List.of(AttackerMoves.all(), AttackerMoves.checksOnly())) {
      MateSolver solver = new MateSolver(rule, MateLimits.nodes(1_000_000));
      for (String start : List.of("0 1 A", "0 2 B", "3 1 A")) {
        MateResult<Step> result = solver.solve(shuttle.parse(start));
        assertEquals(MateStatus.NO_MATE, result.status(), start);
        assertEquals(MateStatus.NO_MATE, solver.solveShortest(shuttle.parse(start)).status());
      }
    }
  }

  @Test
  void checksOnlyFindsNothingInAGameWithoutCheck() {
    MateSolver solver = new MateSolver(AttackerMoves.checksOnly(), MateLimits.nodes(100_000));
    MateResult<Cell> result = solver.solve(GAME.parse("XX./OO./... X"));
    assertEquals(MateStatus.NO_MATE, result.status());
    assertEquals(List.of(), result.line());
  }

  @Test
  void aTinyNodeLimitGivesUnknown() {
    MateSolver solver = new MateSolver(AttackerMoves.all(), MateLimits.nodes(5));
    MateResult<Cell> result = solver.solve(GAME.start());
    assertEquals(MateStatus.UNKNOWN, result.status());
    assertTrue(result.nodes() <= 5, "visited " + result.nodes());
    assertThrows(IllegalStateException.class, result::plies);
  }

  @Test
  void aTimeBudgetStopsTheSearch() {
    MateLimits limits = MateLimits.nodes(Long.MAX_VALUE).withTime(Duration.ofNanos(1));
    MateSolver solver = new MateSolver(AttackerMoves.all(), limits);
    MateResult<Cell> result = solver.solve(GAME.start());
    assertEquals(MateStatus.UNKNOWN, result.status());
    assertTrue(result.nodes() <= MateLimits.POLL_INTERVAL, "visited " + result.nodes());
  }

  /** A stop signal raised from its {@code raiseAt}-th reading on, counting the readings. */
  private static final class CountingStop implements BooleanSupplier {
    private final int raiseAt;
    private int readings;

    CountingStop(int raiseAt) {
      this.raiseAt = raiseAt;
    }

    @Override
    public boolean getAsBoolean() {
      return ++readings >= raiseAt;
    }
  }

  @Test
  void aStopSignalEndsTheSearchWithinAPoll() {
    TicTacToePosition start = GAME.start();
    MateLimits unbounded = MateLimits.nodes(Long.MAX_VALUE);
    long whole = new MateSolver(AttackerMoves.all(), unbounded).solveShortest(start).nodes();
    assertTrue(whole > 4 * MateLimits.POLL_INTERVAL, "too small a search to stop: " + whole);
    for (int raiseAt = 1; raiseAt <= 3; raiseAt++) {
      CountingStop stop = new CountingStop(raiseAt);
      MateSolver solver = new MateSolver(AttackerMoves.all(), unbounded.withStop(stop));
      SearchBoard<TicTacToePosition, Cell> board = start.searchBoard();
      MateResult<Cell> result = solver.solveShortest(board);
      assertEquals(MateStatus.UNKNOWN, result.status(), "raised at reading " + raiseAt);
      assertEquals((long) raiseAt * MateLimits.POLL_INTERVAL, result.nodes());
      assertEquals(raiseAt, stop.readings, "read again after it was raised");
      assertEquals(start, board.position());
    }
  }

  @Test
  void aSignalNeverRaisedChangesNothing() {
    CountingStop never = new CountingStop(Integer.MAX_VALUE);
    MateLimits limits = MateLimits.nodes(1_000_000);
    MateSolver plain = new MateSolver(AttackerMoves.all(), limits);
    MateSolver watched = new MateSolver(AttackerMoves.all(), limits.withStop(never));
    for (long seed = 0; seed < 50; seed++) {
      TicTacToePosition position = randomPosition(seed);
      assertEquals(plain.solveShortest(position), watched.solveShortest(position), "seed " + seed);
    }
    assertTrue(never.readings > 0, "the signal was never read");
    assertEquals(limits, limits.withStop(MateLimits.NEVER));
  }

  @Test
  void theLineIsWrittenInTheGamesNotation() {
    MateSolver solver = new MateSolver(AttackerMoves.all(), MateLimits.nodes(100_000));
    TicTacToePosition fork = GAME.parse(".X./O.O/XOX X");
    MateResult<Cell> result = solver.solveShortest(fork);
    List<String> texts = result.notation(GAME, fork);
    assertEquals(result.plies(), texts.size());
    TicTacToePosition at = fork;
    for (String text : texts) {
      at = at.play(GAME.parseMove(at, text));
    }
    assertTrue(at.outcome().orElseThrow().isWinFor(fork.sideToMove()), texts.toString());
    MateResult<Cell> none = new MateResult<>(MateStatus.NO_MATE, List.of(), 0);
    assertEquals(List.of(), none.notation(GAME, GAME.start()));
    assertThrows(
        IllegalMoveException.class, () -> result.notation(GAME, GAME.parse("XXX/OO./... O")));
    assertThrows(IllegalArgumentException.class, () -> result.notation(null, fork));
    assertThrows(IllegalArgumentException.class, () -> result.notation(GAME, null));
  }

  @Test
  void theBoardEndsWhereItStarted() {
    MateSolver solver = new MateSolver(AttackerMoves.all(), MateLimits.nodes(1_000_000));
    for (long seed = 0; seed < 40; seed++) {
      TicTacToePosition position = randomPosition(seed);
      SearchBoard<TicTacToePosition, Cell> board = position.searchBoard();
      solver.solve(board);
      assertEquals(0, board.ply(), "seed " + seed);
      assertEquals(position, board.position(), "seed " + seed);
    }
  }

  @Test
  void badArgumentsAreRefused() {
    MateLimits limits = MateLimits.nodes(10);
    assertThrows(IllegalArgumentException.class, () -> MateLimits.nodes(0));
    assertThrows(IllegalArgumentException.class, () -> limits.withTableEntries(17));
    assertThrows(IllegalArgumentException.class, () -> limits.withTableEntries(8));
    assertThrows(IllegalArgumentException.class, () -> limits.withTableEntries(1 << 27));
    assertThrows(IllegalArgumentException.class, () -> limits.withMaxPlies(0));
    assertThrows(IllegalArgumentException.class, () -> limits.withMaxPlies(129));
    assertThrows(IllegalArgumentException.class, () -> limits.withTime(null));
    assertThrows(IllegalArgumentException.class, () -> limits.withTime(Duration.ZERO));
    assertThrows(IllegalArgumentException.class, () -> limits.withTime(Duration.ofDays(2)));
    assertThrows(
        IllegalArgumentException.class, () -> new MateLimits(10, null, 16, 10, MateLimits.NEVER));
    assertThrows(
        IllegalArgumentException.class, () -> new MateLimits(10, Optional.empty(), 16, 10, null));
    assertThrows(IllegalArgumentException.class, () -> limits.withStop(null));
    assertThrows(IllegalArgumentException.class, () -> new MateSolver(null, limits));
    assertThrows(IllegalArgumentException.class, () -> new MateSolver(AttackerMoves.all(), null));
    MateSolver solver = new MateSolver(AttackerMoves.all(), limits);
    assertThrows(IllegalArgumentException.class, () -> solver.solve((TicTacToePosition) null));
    assertThrows(
        IllegalArgumentException.class, () -> solver.solveShortest((TicTacToePosition) null));
    assertThrows(
        IllegalArgumentException.class,
        () -> solver.solveShortest((SearchBoard<TicTacToePosition, Cell>) null));
    assertThrows(
        IllegalArgumentException.class,
        () -> solver.solve((SearchBoard<TicTacToePosition, Cell>) null));
    assertThrows(
        IllegalArgumentException.class,
        () -> new MateResult<Cell>(MateStatus.NO_MATE, List.of(new Cell(0)), 1));
    assertThrows(IllegalArgumentException.class, () -> new MateResult<Cell>(null, List.of(), 1));
    assertThrows( // List.copyOf's NullPointerException, before
        IllegalArgumentException.class,
        () -> new MateResult<Cell>(MateStatus.MATE, java.util.Arrays.asList((Cell) null), 1));
    assertThrows(
        IllegalArgumentException.class,
        () -> new MateResult<Cell>(MateStatus.NO_MATE, List.of(), 1, true));
    assertThrows(
        IllegalArgumentException.class,
        () -> new MateResult<Cell>(MateStatus.UNKNOWN, List.of(), 1, true));
    assertThrows(
        IllegalArgumentException.class,
        () -> new MateResult<Cell>(MateStatus.UNKNOWN, List.of(), -1));
    assertEquals(Optional.empty(), limits.time());
  }
}
