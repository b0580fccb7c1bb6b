package io.github.plateau.benchmarks;

import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Games;
import io.github.plateau.core.Limits;
import io.github.plateau.core.Perft;
import io.github.plateau.core.Position;
import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.search.Searcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * What a bot's search costs through each API, over {@value #POSITIONS} midgame positions of seeded
 * random games: perft without bulk counting through {@link SearchBoard} push and pop, and a
 * fixed-depth alpha-beta with a material evaluation through the search board and through {@code
 * legalMoves()}/{@code play()}. Both alpha-betas walk the same tree; the {@code nodes} counter is
 * the rate of nodes visited. Then core's {@link Searcher} at the same depth with the same
 * evaluation (iterative deepening, its table and move ordering on, quiescence), its table cleared
 * before each position. Run with {@code -prof gc} for the bytes allocated per operation.
 */
public class SearchBenchmark extends BenchmarkDefaults {
  static final int POSITIONS = 8;

  /**
   * The searcher's table: 2^16 entries (1 MB), room for these searches' nodes; cleared before each
   * position, a bigger one would time the clearing.
   */
  private static final int SEARCHER_TABLE = 1 << 16;

  /** Search depths per game: each search visits thousands to a few hundred thousand nodes. */
  private static final Map<String, int[]> DEPTHS = // {perft, alpha-beta}
      Map.of(
          "shogi",
          new int[] {3, 4},
          "xiangqi",
          new int[] {3, 4},
          "draughts",
          new int[] {6, 7},
          "napoleon",
          new int[] {3, 4});

  /** The game. */
  @Param({"shogi", "xiangqi", "draughts", "napoleon"})
  public String game;

  /** The searcher's threads (the other benchmarks run on one): time to depth is what they buy. */
  @Param({"1"})
  public int threads;

  private Runner<?, ?> runner;

  /** Draws the sample and checks that both searches walk the same tree. */
  @Setup
  public void setUp() {
    int[] depths = DEPTHS.get(game);
    runner = runnerOf(Games.create(game), Materials.of(game), depths[0], depths[1], threads);
    runner.check();
  }

  private static <P extends Position<P, M>, M> Runner<P, M> runnerOf(
      Game<P, M> game, Evaluation<?, ?> evaluation, int perftDepth, int searchDepth, int threads) {
    @SuppressWarnings("unchecked")
    Evaluation<P, M> typed = (Evaluation<P, M>) evaluation;
    List<P> positions = new ArrayList<>();
    for (Cases.Reached<P, M> reached : Cases.midgames(game, POSITIONS)) {
      positions.add(reached.parent().play(reached.move()));
    }
    return new Runner<>(positions, typed, perftDepth, searchDepth, threads);
  }

  /** The sample and the searches, with their types captured. */
  private static final class Runner<P extends Position<P, M>, M> {
    private final List<P> positions;
    private final List<SearchBoard<P, M>> boards = new ArrayList<>();
    private final AlphaBeta<P, M> search;
    private final Searcher<P, M> searcher;
    private final List<GameRecord<P, M>> games = new ArrayList<>();
    private final int perftDepth;
    private final int searchDepth;

    Runner(
        List<P> positions,
        Evaluation<P, M> evaluation,
        int perftDepth,
        int searchDepth,
        int threads) {
      this.positions = positions;
      for (P position : positions) {
        boards.add(position.searchBoard());
      }
      this.search = new AlphaBeta<>(evaluation, searchDepth);
      this.searcher = new Searcher<>(board -> evaluation.of(board), SEARCHER_TABLE, threads);
      for (P position : positions) {
        games.add(GameRecord.start(position.game(), position));
      }
      this.perftDepth = perftDepth;
      this.searchDepth = searchDepth;
    }

    void check() {
      for (int i = 0; i < positions.size(); i++) {
        long perft = positions.get(i).perft(perftDepth);
        long pushed = Perft.pushPop(boards.get(i), perftDepth);
        int a = search.search(boards.get(i), searchDepth, -AlphaBeta.WIN - 1, AlphaBeta.WIN + 1);
        long boardNodes = search.takeNodes();
        int b =
            search.search(positions.get(i), searchDepth, -AlphaBeta.WIN - 1, AlphaBeta.WIN + 1, 0);
        long objectNodes = search.takeNodes();
        if (perft != pushed || a != b || boardNodes != objectNodes) {
          throw new IllegalStateException(
              "the searches disagree on "
                  + positions.get(i)
                  + ": perft "
                  + perft
                  + "/"
                  + pushed
                  + ", score "
                  + a
                  + "/"
                  + b
                  + ", nodes "
                  + boardNodes
                  + "/"
                  + objectNodes);
        }
      }
    }

    long perftAll() {
      long total = 0;
      for (SearchBoard<P, M> board : boards) {
        total += Perft.pushPop(board, perftDepth);
      }
      return total;
    }

    long searchBoards() {
      for (SearchBoard<P, M> board : boards) {
        search.search(board, searchDepth, -AlphaBeta.WIN - 1, AlphaBeta.WIN + 1);
      }
      return search.takeNodes();
    }

    long searcher() {
      long visited = 0;
      for (GameRecord<P, M> game : games) {
        searcher.clear();
        visited +=
            searcher.search(game, Limits.depth(searchDepth), info -> {}, () -> false).nodes();
      }
      return visited;
    }

    long searchObjects() {
      for (P position : positions) {
        search.search(position, searchDepth, -AlphaBeta.WIN - 1, AlphaBeta.WIN + 1, 0);
      }
      return search.takeNodes();
    }
  }

  /**
   * Perft without bulk counting: every leaf is pushed and popped.
   *
   * @param nodes the leaf counter
   * @return the leaves, so that the work is not optimised away
   */
  @Benchmark
  public long perftPushPop(Nodes nodes) {
    long leaves = runner.perftAll();
    nodes.nodes += leaves;
    return leaves;
  }

  /**
   * Alpha-beta through the search board.
   *
   * @param nodes the node counter
   * @return the nodes visited
   */
  @Benchmark
  public long alphaBetaSearchBoard(Nodes nodes) {
    long visited = runner.searchBoards();
    nodes.nodes += visited;
    return visited;
  }

  /**
   * The same alpha-beta through {@code legalMoves()} and {@code play()}.
   *
   * @param nodes the node counter
   * @return the nodes visited
   */
  @Benchmark
  public long alphaBetaObjects(Nodes nodes) {
    long visited = runner.searchObjects();
    nodes.nodes += visited;
    return visited;
  }

  /**
   * Core's searcher, at the alpha-beta's depth with the same evaluation, table and ordering on.
   *
   * @param nodes the node counter
   * @return the nodes visited
   */
  @Benchmark
  public long searcher(Nodes nodes) {
    long visited = runner.searcher();
    nodes.nodes += visited;
    return visited;
  }
}
