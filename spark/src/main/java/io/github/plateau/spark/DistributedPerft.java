package io.github.plateau.spark;

import io.github.plateau.core.Game;
import io.github.plateau.core.Games;
import io.github.plateau.core.Perft;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.Position;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;

/**
 * Perft on a Spark cluster: the tree is split below the root on the driver, each subtree is counted
 * on an executor by the game's own fast {@link Position#perft(int)}, and the counts are summed on
 * the driver, per root move for {@code --divide}.
 *
 * <p>The split lists the positions one ply deeper at a time, until there are at least {@link
 * #SUBTREES_PER_CORE} subtrees for each core of the cluster (its executors' cores once they have
 * registered, or {@code spark.default.parallelism}) or one ply above the leaves; or down to a
 * chosen split depth. Transposed subtrees are counted once: two positions of the frontier that are
 * {@code equals} (the full position, move counters included; never the hash alone) are merged, and
 * the merged subtree's count is added once for every path that reaches it, under each root move
 * that leads there. That is exact, since a position's perft depends on the position alone, and it
 * pays from the third ply of the split on, where different move orders first meet (see the README
 * for measured savings).
 *
 * <p>An executor receives the game's specification, the root's text and, for each subtree, the
 * indexes of the moves that lead to it in {@link Position#legalMoves()} order: it rebuilds the game
 * and replays the path, so positions never need to be serializable. Costs are bounded: the split
 * keeps at most {@link #MAX_SUBTREES} positions on the driver.
 */
public final class DistributedPerft {
  /** The subtrees wanted for each core when the split depth is chosen automatically. */
  public static final int SUBTREES_PER_CORE = 256;

  /** The most subtrees a split may list (the driver holds them all while it splits). */
  public static final int MAX_SUBTREES = 1 << 20;

  /** Spark partitions per core: many small partitions let fast executors take more of them. */
  private static final int PARTITIONS_PER_CORE = 8;

  private static final long SHUFFLE_SEED = 0x5eed_5a4c_0de5L;

  private DistributedPerft() {}

  /**
   * The result of a distributed perft.
   *
   * @param total the leaf count
   * @param divide the leaf count below each root move, keyed by the move in the game's notation,
   *     sorted by that text (as the command line's {@code perft --divide} prints them)
   * @param splitDepth the plies below the root where the tree was split (0 if the driver counted it
   *     alone: depth 0 or 1)
   * @param paths the subtrees the split found, transpositions included
   * @param subtrees the distinct subtrees counted on the executors
   */
  public record Result(
      long total, Map<String, Long> divide, int splitDepth, long paths, int subtrees) {
    /**
     * Copies the divide map.
     *
     * @param total the leaf count
     * @param divide the count below each root move, by the move's text
     * @param splitDepth the plies of the split
     * @param paths the subtrees listed
     * @param subtrees the distinct subtrees counted
     * @throws IllegalArgumentException if the map is null
     */
    public Result {
      if (divide == null) {
        throw new IllegalArgumentException("divide is null");
      }
      divide = Collections.unmodifiableMap(new TreeMap<>(divide));
    }

    /**
     * The output of the command line's {@code perft --divide}: {@code MOVE COUNT} per root move,
     * sorted by move text, then the total alone on the last line.
     *
     * @return the lines, each ending with a newline
     */
    public String divideText() {
      StringBuilder s = new StringBuilder();
      divide.forEach((move, count) -> s.append(move).append(' ').append(count).append('\n'));
      return s.append(total).append('\n').toString();
    }
  }

  /**
   * Counts the leaves at {@code depth} plies below a position, splitting automatically.
   *
   * @param spark the session whose cluster counts
   * @param gameSpec the game, as {@link Games#create} takes it ({@code shogi}, {@code
   *     draughts-brazilian}, {@code napoleon:horses}, ...)
   * @param position the root in the game's notation, or empty for the start position
   * @param depth plies, from 0 to {@link Perft#MAX_DEPTH}
   * @return the counts
   * @throws IllegalArgumentException if an argument is null, the game unknown, the position
   *     malformed or illegal, or the depth out of range
   */
  public static Result count(
      SparkSession spark, String gameSpec, Optional<String> position, int depth) {
    return count(spark, gameSpec, position, depth, 0);
  }

  /**
   * Counts the leaves at {@code depth} plies below a position.
   *
   * @param spark the session whose cluster counts
   * @param gameSpec the game, as {@link Games#create} takes it
   * @param position the root in the game's notation, or empty for the start position
   * @param depth plies, from 0 to {@link Perft#MAX_DEPTH}
   * @param splitDepth where to split: 0 to choose (at least {@link #SUBTREES_PER_CORE} subtrees per
   *     core, one ply above the leaves at most), else 1 to {@code depth - 1}
   * @return the counts
   * @throws IllegalArgumentException if an argument is null, the game unknown, the position
   *     malformed or illegal, the depth or split depth out of range, or the split would list more
   *     than {@link #MAX_SUBTREES} subtrees
   */
  public static Result count(
      SparkSession spark, String gameSpec, Optional<String> position, int depth, int splitDepth) {
    return count(spark, gameSpec, position, depth, splitDepth, MAX_SUBTREES);
  }

  /** {@link #count(SparkSession, String, Optional, int, int)} with another split limit. */
  static Result count(
      SparkSession spark,
      String gameSpec,
      Optional<String> position,
      int depth,
      int splitDepth,
      int maxSubtrees) {
    check(spark != null, "spark is null");
    Game<?, ?> game = checkArguments(gameSpec, position, depth, splitDepth);
    int cores = Cluster.cores(spark);
    return counter(spark, gameSpec, game, position, depth, splitDepth, cores).run(maxSubtrees);
  }

  /**
   * Checks a count's arguments on the driver, before any session is needed.
   *
   * @return the game
   * @throws IllegalArgumentException as {@link #count(SparkSession, String, Optional, int, int)}
   */
  static Game<?, ?> checkArguments(
      String gameSpec, Optional<String> position, int depth, int splitDepth) {
    check(position != null, "position is null");
    Game<?, ?> game = game(gameSpec);
    root(game, position);
    Perft.checkDepth(depth);
    check(
        splitDepth == 0 || (splitDepth >= 1 && splitDepth < depth),
        "the split depth must be 0 (automatic) or 1 to depth - 1 ("
            + (depth - 1)
            + "), not "
            + splitDepth);
    return game;
  }

  private static <P extends Position<P, M>, M> Counter<P, M> counter(
      SparkSession spark,
      String gameSpec,
      Game<P, M> game,
      Optional<String> position,
      int depth,
      int splitDepth,
      int cores) {
    return new Counter<>(spark, gameSpec, game, position, depth, splitDepth, cores);
  }

  /** One count: the split on the driver, the subtrees on the executors. */
  private static final class Counter<P extends Position<P, M>, M> {
    private final SparkSession spark;
    private final String gameSpec;
    private final Game<P, M> game;
    private final Optional<String> text;
    private final P root;
    private final int depth;
    private final int splitDepth;
    private final int cores;

    Counter(
        SparkSession spark,
        String gameSpec,
        Game<P, M> game,
        Optional<String> text,
        int depth,
        int splitDepth,
        int cores) {
      this.spark = spark;
      this.gameSpec = gameSpec;
      this.game = game;
      this.text = text;
      this.root = root(game, text);
      this.depth = depth;
      this.splitDepth = splitDepth;
      this.cores = cores;
    }

    Result run(int maxSubtrees) {
      List<M> rootMoves = root.legalMoves();
      if (depth <= 1) {
        Map<String, Long> divide = new HashMap<>();
        for (M move : rootMoves) {
          divide.put(game.formatMove(root, move), 1L);
        }
        return new Result(depth == 0 ? 1 : rootMoves.size(), divide, 0, 0, 0);
      }
      Map<P, Node> frontier = new LinkedHashMap<>();
      for (int i = 0; i < rootMoves.size(); i++) {
        Node node = new Node(new int[] {i});
        node.add(i, 1);
        frontier.merge(root.play(rootMoves.get(i)), node, Node::merge);
      }
      int ply = 1;
      long wanted = (long) cores * SUBTREES_PER_CORE;
      while (!frontier.isEmpty()
          && (splitDepth > 0 ? ply < splitDepth : frontier.size() < wanted && ply < depth - 1)) {
        Map<P, Node> next = expand(frontier, splitDepth == 0, maxSubtrees);
        if (next == null) {
          break; // automatic split: one more ply would list too many subtrees
        }
        frontier = next;
        ply++;
      }
      long paths = 0;
      List<Task> tasks = new ArrayList<>(frontier.size());
      List<Node> nodes = new ArrayList<>(frontier.values());
      for (int i = 0; i < nodes.size(); i++) {
        tasks.add(new Task(i, nodes.get(i).path));
        paths += nodes.get(i).paths();
      }
      long[] counts = countOnExecutors(tasks, depth - ply);
      long[] byRoot = new long[rootMoves.size()];
      for (int i = 0; i < nodes.size(); i++) {
        Node node = nodes.get(i);
        for (Map.Entry<Integer, Long> e : node.weights.entrySet()) {
          byRoot[e.getKey()] =
              Math.addExact(byRoot[e.getKey()], Math.multiplyExact(counts[i], e.getValue()));
        }
      }
      Map<String, Long> divide = new HashMap<>();
      long total = 0;
      for (int i = 0; i < rootMoves.size(); i++) {
        divide.put(game.formatMove(root, rootMoves.get(i)), byRoot[i]);
        total = Math.addExact(total, byRoot[i]);
      }
      return new Result(total, divide, ply, paths, nodes.size());
    }

    /** The children of every frontier node, transpositions merged; null if too many (automatic). */
    private Map<P, Node> expand(Map<P, Node> frontier, boolean automatic, int maxSubtrees) {
      Map<P, Node> next = new LinkedHashMap<>();
      for (Map.Entry<P, Node> entry : frontier.entrySet()) {
        P parent = entry.getKey();
        Node node = entry.getValue();
        List<M> moves = parent.legalMoves();
        for (int i = 0; i < moves.size(); i++) {
          next.merge(parent.play(moves.get(i)), node.child(i), Node::merge);
        }
        if (next.size() > maxSubtrees) {
          if (automatic) {
            return null;
          }
          throw new IllegalArgumentException(
              "splitting at depth "
                  + splitDepth
                  + " lists more than "
                  + maxSubtrees
                  + " subtrees: choose a smaller split depth");
        }
      }
      return next;
    }

    /** Counts each task's subtree on the executors; the counts by task id. */
    private long[] countOnExecutors(List<Task> tasks, int remaining) {
      List<Task> shuffled = new ArrayList<>(tasks);
      Collections.shuffle(shuffled, new java.util.Random(SHUFFLE_SEED));
      int partitions = Math.max(1, Math.min(shuffled.size(), cores * PARTITIONS_PER_CORE));
      JavaSparkContext context = JavaSparkContext.fromSparkContext(spark.sparkContext());
      String spec = gameSpec;
      String position = text.orElse(null);
      List<long[]> results;
      Cluster.Described described =
          Cluster.describe(context, "plateau perft " + gameSpec + " " + depth);
      try {
        results =
            context
                .parallelize(shuffled, partitions)
                .mapPartitions((Iterator<Task> it) -> countAll(spec, position, remaining, it))
                .collect();
      } finally {
        described.close();
      }
      long[] counts = new long[tasks.size()];
      for (long[] r : results) {
        counts[(int) r[0]] = r[1];
      }
      return counts;
    }
  }

  /** Runs on an executor: rebuilds the game and the root, then counts each task's subtree. */
  private static Iterator<long[]> countAll(
      String gameSpec, String position, int remaining, Iterator<Task> tasks) {
    return countTyped(game(gameSpec), position, remaining, tasks);
  }

  private static <P extends Position<P, M>, M> Iterator<long[]> countTyped(
      Game<P, M> game, String position, int remaining, Iterator<Task> tasks) {
    P root = root(game, Optional.ofNullable(position));
    List<long[]> counts = new ArrayList<>();
    while (tasks.hasNext()) {
      Task task = tasks.next();
      P p = root;
      for (int index : task.path()) {
        p = p.play(p.legalMoves().get(index));
      }
      counts.add(new long[] {task.id(), p.perft(remaining)});
    }
    return counts.iterator();
  }

  /**
   * One subtree sent to an executor.
   *
   * @param id its index on the driver
   * @param path the index of each move from the root, in {@code legalMoves()} order
   */
  record Task(int id, int[] path) implements Serializable {
    private static final long serialVersionUID = 1L;
  }

  /** A frontier position: one path to it, and the paths reaching it under each root move. */
  private static final class Node {
    final int[] path;
    final Map<Integer, Long> weights = new HashMap<>(2);

    Node(int[] path) {
      this.path = path;
    }

    void add(int rootMove, long paths) {
      weights.merge(rootMove, paths, Math::addExact);
    }

    Node child(int move) {
      int[] childPath = java.util.Arrays.copyOf(path, path.length + 1);
      childPath[path.length] = move;
      Node child = new Node(childPath);
      child.weights.putAll(weights);
      return child;
    }

    Node merge(Node other) {
      other.weights.forEach(this::add);
      return this;
    }

    long paths() {
      long n = 0;
      for (long w : weights.values()) {
        n = Math.addExact(n, w);
      }
      return n;
    }
  }

  /**
   * The game of a specification.
   *
   * @throws IllegalArgumentException if the specification is null or names no installed game
   */
  static Game<?, ?> game(String spec) {
    check(spec != null, "the game is null");
    try {
      return Games.create(spec);
    } catch (PlateauException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  /**
   * The start position, or a position parsed.
   *
   * @throws IllegalArgumentException if the text is not a legal position of the game
   */
  static <P extends Position<P, M>, M> P root(Game<P, M> game, Optional<String> text) {
    if (text.isEmpty()) {
      return game.start();
    }
    try {
      return game.parse(text.get());
    } catch (PlateauException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  static void check(boolean condition, String message) {
    if (!condition) {
      throw new IllegalArgumentException(message);
    }
  }
}
