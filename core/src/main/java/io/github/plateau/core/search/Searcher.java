package io.github.plateau.core.search;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Limits;
import io.github.plateau.core.MoveList;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Position;
import io.github.plateau.core.Reason;
import io.github.plateau.core.Repetition;
import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.SearchInfo;
import io.github.plateau.core.Side;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * An alpha-beta searcher over any game's {@link SearchBoard}: iterative deepening,
 * principal-variation search, a transposition table of fixed size kept from one search to the next
 * (depth-preferred within a search, older entries always replaced), move ordering (table move,
 * captures by the board's {@link SearchBoard#captureOrder}, two killers per ply, history counts)
 * and quiescence on captures with stand-pat, even in check, at most {@link #QUIESCENCE_PLIES} plies
 * deep: quiescence looks only at captures, lists them only where standing pat does not already
 * refute the line and the table holds no value that settles it, keeps its values in the table, and
 * asks the board whether any move exists where the side to move stands pat in check or has no
 * capture (so a mate or a stalemate at the horizon is found).
 *
 * <p>Scores are negamax over <em>teams</em> ({@link Side#team()}): the sign flips only where the
 * team to move changes, so allied armies that move one after another keep one score. A decided
 * state scores a win or loss as a mate in plies from the root, a draw 0. A state whose hash was
 * seen earlier on the search path or in the game before it ends the game there, at its first
 * repetition, as the game's {@link Game#repetition() repetition rule} ends it over the cycle since
 * that occurrence: a perpetual check or chase loses, another repetition is a draw or the result the
 * game's rule gives; without a rule, a draw. A state where the rule does not judge ({@link
 * Repetition#judges}: Napoleon's orders in mid-turn) is searched on. So a searcher neither walks
 * into a lost perpetual nor misses a won one. The game's other history rules (move limits) are not
 * looked at.
 *
 * <p>Memory is fixed at construction; the search path is at most {@link #MAX_PLY} plies, nominal
 * depth at most {@link #MAX_DEPTH}, so no input can deepen the recursion beyond that. A searcher
 * made with more than one thread starts its helper threads for each search and joins them before it
 * returns. What earlier searches learned carries over to the next while the game and its rules stay
 * the same; a search of another game, or of the same under other rules, forgets it first ({@link
 * #clear}). Not thread-safe: one search at a time; only the stop signal comes from another thread.
 *
 * @param <P> the game's position type
 * @param <M> the game's move type
 */
public final class Searcher<P extends Position<P, M>, M> {
  /** The longest search path, quiescence included, in plies. */
  public static final int MAX_PLY = 128;

  /** The deepest nominal depth an iteration reaches, in plies. */
  public static final int MAX_DEPTH = 64;

  /**
   * The most plies of captures quiescence looks at below the horizon. Without a bound, a position
   * thick with pieces that can take each other (shogi's promoted pieces) made depth 1 search tens
   * of millions of nodes: the exchanges multiply with every capture.
   */
  public static final int QUIESCENCE_PLIES = 8;

  private static final int INFINITE = Mates.MATE + 1;
  private static final int NOT_REPEATED = Integer.MIN_VALUE; // no score is ever this
  private static final Outcome DRAWN = Outcome.draw(Reason.REPETITION);
  private static final int PATH_SLOTS = 1 << 12;

  // The table's depth of an entry: its move alone for a value bound to its line (never taken for a
  // score), a quiescence value (taken in quiescence only), or depth + 1 for a search to a depth.
  private static final int LINE_BOUND = 0;
  private static final int QUIESCENCE = 1;
  // The move kept for a quiescence node where standing pat was best: none. Only the ordering reads
  // it, so a board whose code -1 is a legal move only loses that move's place as a table move.
  private static final int NO_MOVE = -1;

  /** The most threads one search runs. */
  public static final int MAX_THREADS = 256;

  private final Evaluation<P, M> evaluation;
  private final TranspositionTable table;
  private final List<Searcher<P, M>> helpers = new ArrayList<>(); // each runs on its own thread
  private final MoveOrdering ordering = new MoveOrdering();
  // By ply: quiescence's captures (at ply 0, the root's moves for firstMove), and the interior
  // nodes' pickers, made on first use: a search uses as many as its depth.
  private final MoveList[] lists = new MoveList[MAX_PLY + 1];
  private final MovePicker[] pickers = new MovePicker[MAX_PLY + 1];
  private final long[] path = new long[MAX_PLY + 1];
  // How many of path[0..pathTop] fall in each slot by their low hash bits: a state whose slot
  // holds none repeats nothing on the path, and most states are not looked for there at all.
  private final int[] onPath = new int[PATH_SLOTS];
  private int pathTop = -1;
  private final int[] pathMoves = new int[MAX_PLY + 1]; // the move played from each ply's state
  private final int[][] pv = new int[MAX_PLY + 1][MAX_PLY + 1];
  private final int[] pvLength = new int[MAX_PLY + 1];
  // By ply: whether the node's value depends on the line that reached it, a repetition having been
  // judged at it or below it. Such a value is not the position's: the table keeps only its move.
  private final boolean[] lineBound = new boolean[MAX_PLY + 2];

  private SearchBoard<P, M> board;
  private boolean searching; // a search runs: another, from its listener, is refused
  private Budget budget;
  private GameRecord<P, M> game; // null: no history before the board's state
  private Repetition<P, M> repetition; // null: every repetition is a draw
  // The root moves a search was asked to choose among (empty: all), and their codes on the board
  // searched (null: every move at the root).
  private Collection<M> askedRoot = List.of();
  private int[] rootCodes;
  // the game (its rules too) of the last search: the table's hashes say nothing of the rules
  private Game<P, M> lastGame;

  /**
   * A searcher with its own table, searching on the calling thread.
   *
   * @param evaluation the value of the leaves
   * @param tableEntries the transposition table's entries, 1 to 2^26, rounded down to a power of 2;
   *     each takes 16 bytes
   * @throws IllegalArgumentException if the evaluation is null or the size out of range
   */
  public Searcher(Evaluation<P, M> evaluation, int tableEntries) {
    this(evaluation, tableEntries, 1);
  }

  /**
   * A searcher with its own table, searching on the calling thread and {@code threads - 1} more
   * that share the table (each searches the same position, deepening on its own, and leaves what it
   * finds in the table for the others: "lazy SMP"). The result is the calling thread's, or a
   * helper's that finished a deeper depth (then also given to the listener, as that depth's info);
   * its nodes, and those of each {@link SearchInfo}, count every thread's, and a node limit is
   * their sum, which each thread may pass by its first {@code 256} nodes. The evaluation is then
   * called from several threads at once, so it must be thread-safe.
   *
   * @param evaluation the value of the leaves
   * @param tableEntries the transposition table's entries, 1 to 2^26, rounded down to a power of 2;
   *     each takes 16 bytes
   * @param threads 1 to {@link #MAX_THREADS}
   * @throws IllegalArgumentException if the evaluation is null or a number out of range
   */
  public Searcher(Evaluation<P, M> evaluation, int tableEntries, int threads) {
    this(evaluation, new TranspositionTable(tableEntries));
    checkArgument(
        threads >= 1 && threads <= MAX_THREADS,
        "threads %s not between 1 and %s",
        threads,
        MAX_THREADS);
    for (int i = 1; i < threads; i++) {
      helpers.add(new Searcher<>(evaluation, table));
    }
  }

  private Searcher(Evaluation<P, M> evaluation, TranspositionTable table) {
    checkArgument(evaluation != null, "evaluation is null");
    this.evaluation = evaluation;
    this.table = table;
    for (int i = 0; i <= MAX_PLY; i++) {
      lists[i] = new MoveList();
    }
  }

  /** The bytes the table holds, shared with the helper threads. */
  long tableBytes() {
    return (long) table.size() * TranspositionTable.ENTRY_BYTES;
  }

  /**
   * Forgets what earlier searches learned (the table and the move-ordering counts), as at the start
   * of a new game: a search after it depends on its arguments alone.
   */
  public void clear() {
    table.clear();
    ordering.clear();
    for (Searcher<P, M> helper : helpers) {
      helper.ordering.clear();
    }
  }

  /**
   * Searches a game's current position, judging repetitions of the game's earlier positions and of
   * the search path by the game's repetition rule.
   *
   * @param game the game so far; it must not be over, and its current position must have legal
   *     moves
   * @param limits depth, nodes, move time, or the side to move's clock through {@link
   *     Limits#budget}; depth is capped at {@link #MAX_DEPTH}
   * @param listener called after each finished depth with its depth, score, pv and nodes
   * @param stop true once another thread asks the search to end; read every few hundred nodes
   * @return the best move found, legal in the current position; if stopped before depth 1 finished,
   *     the first move in the search's order, with depth 0
   * @throws IllegalArgumentException if an argument is null or the game is over
   * @throws IllegalStateException if this searcher is searching already (called from the listener)
   */
  public SearchResult<M> search(
      GameRecord<P, M> game,
      Limits limits,
      Consumer<SearchInfo<M>> listener,
      BooleanSupplier stop) {
    return search(game, limits, listener, stop, List.of());
  }

  /**
   * Searches a game's current position as {@link #search(GameRecord, Limits, Consumer,
   * BooleanSupplier)} does, choosing among some of its moves only (UCI's {@code go searchmoves}):
   * the other moves of the root are not searched, and the value is the best of those given. The
   * table keeps no value of the root, which another search without the restriction might take.
   *
   * @param game the game so far; it must not be over, and its current position must have legal
   *     moves
   * @param limits depth, nodes, move time, or the side to move's clock through {@link
   *     Limits#budget}; depth is capped at {@link #MAX_DEPTH}
   * @param listener called after each finished depth with its depth, score, pv and nodes
   * @param stop true once another thread asks the search to end; read every few hundred nodes
   * @param rootMoves the moves to choose among, each legal in the current position; empty for all
   * @return the best of those moves found, with the line that follows it; if stopped before depth 1
   *     finished, the first of them given, with depth 0
   * @throws IllegalArgumentException if an argument is null, the game is over, or a root move is
   *     not legal in the current position
   * @throws IllegalStateException if this searcher is searching already (called from the listener)
   */
  public SearchResult<M> search(
      GameRecord<P, M> game,
      Limits limits,
      Consumer<SearchInfo<M>> listener,
      BooleanSupplier stop,
      Collection<M> rootMoves) {
    checkArgument(game != null, "game is null");
    checkArgument(!game.isOver(), "the game is over: no move to search");
    checkArgument(rootMoves != null, "rootMoves is null");
    for (M move : rootMoves) {
      checkArgument(
          move != null && game.current().isLegal(move), "%s is not a legal move to search", move);
    }
    return searchWithHelpers(game.current().searchBoard(), game, limits, listener, stop, rootMoves);
  }

  /**
   * Searches a board's current state as the start of a game: repetitions are those of the search
   * path, judged by the game's repetition rule. The board is used and left in the state it came in.
   *
   * @param board the board; its current state must have legal moves
   * @param limits depth, nodes, move time, or the side to move's clock through {@link
   *     Limits#budget}; depth is capped at {@link #MAX_DEPTH}
   * @param listener called after each finished depth with its depth, score, pv and nodes
   * @param stop true once another thread asks the search to end; read every few hundred nodes
   * @return the best move found, legal in the board's current state; if stopped before depth 1
   *     finished, the first move in the search's order, with depth 0
   * @throws IllegalArgumentException if an argument is null or the board's state is decided
   * @throws IllegalStateException if this searcher is searching already (called from the listener);
   *     an exception the evaluation or the listener throws is thrown as it is, the board left in
   *     the state it came in
   */
  public SearchResult<M> search(
      SearchBoard<P, M> board,
      Limits limits,
      Consumer<SearchInfo<M>> listener,
      BooleanSupplier stop) {
    checkArgument(board != null, "board is null");
    return searchWithHelpers(board, null, limits, listener, stop, List.of());
  }

  private SearchResult<M> searchWithHelpers(
      SearchBoard<P, M> board,
      GameRecord<P, M> game,
      Limits limits,
      Consumer<SearchInfo<M>> listener,
      BooleanSupplier stop,
      Collection<M> rootMoves) {
    checkArgument(limits != null && listener != null && stop != null, "an argument is null");
    checkArgument(board.outcome().isEmpty(), "the position is decided: no move to search");
    if (searching) {
      throw new IllegalStateException(
          "this searcher is searching: a search from its listener needs a searcher of its own");
    }
    searching = true;
    setRootMoves(rootMoves); // once the search is this call's: a refused one changes nothing
    try {
      P position = board.position();
      if (lastGame != null && !lastGame.equals(position.game())) {
        clear(); // another game or other rules: what the table holds may not hold under these
      }
      lastGame = position.game();
      return searchOnce(board, position, game, limits, listener, stop);
    } finally {
      setRootMoves(List.of());
      searching = false;
    }
  }

  /** The root moves every thread of the next search chooses among (empty: all). */
  private void setRootMoves(Collection<M> rootMoves) {
    askedRoot = rootMoves;
    for (Searcher<P, M> helper : helpers) {
      helper.askedRoot = rootMoves;
    }
  }

  /** The search of the board's state, which is {@code position}, on every thread. */
  private SearchResult<M> searchOnce(
      SearchBoard<P, M> board,
      P position,
      GameRecord<P, M> game,
      Limits limits,
      Consumer<SearchInfo<M>> listener,
      BooleanSupplier stop) {
    long began = System.nanoTime(); // the time budget counts from here, for every thread
    table.newSearch();
    long maxNodes = limits.nodes().orElse(Long.MAX_VALUE);
    Optional<Duration> time = limits.budget(board.sideToMove());
    if (helpers.isEmpty()) {
      Budget alone = new Budget(maxNodes, time, began, false, stop, new AtomicLong());
      return run(board, game, limits, listener, 1, alone);
    }
    AtomicBoolean done = new AtomicBoolean();
    AtomicReference<Throwable> failure = new AtomicReference<>(); // a helper's, ending the search
    // The helpers share the node limit and count (the limit is the threads' sum) and the time
    // budget, counted from the same start: a thread starved of a core (more threads than cores)
    // stops at the deadline by itself instead of waiting for the calling thread's signal.
    AtomicLong nodes = new AtomicLong();
    int depth = Math.min(limits.depth().orElse(MAX_DEPTH), MAX_DEPTH);
    Limits.Builder helperBuilder = Limits.builder().depth(depth);
    limits.nodes().ifPresent(helperBuilder::nodes);
    Limits helperLimits = helperBuilder.build();
    List<Thread> threads = new ArrayList<>();
    AtomicReferenceArray<SearchResult<M>> found = new AtomicReferenceArray<>(helpers.size());
    SearchResult<M> result;
    try {
      for (int i = 0; i < helpers.size(); i++) {
        Searcher<P, M> helper = helpers.get(i);
        int firstDepth = 1 + (i + 1) % 2; // every other helper starts one deeper: they spread out
        int index = i;
        Runnable work =
            () -> {
              try {
                found.set(
                    index,
                    helper.run(
                        position.searchBoard(),
                        game,
                        helperLimits,
                        info -> {},
                        firstDepth,
                        // a helper begins depths to the deadline: the caller's last is still helped
                        new Budget(
                            maxNodes,
                            time,
                            began,
                            true,
                            () -> done.get() || stop.getAsBoolean(),
                            nodes)));
              } catch (Throwable t) { // handed to the calling thread, which rethrows it
                failure.compareAndSet(null, t);
              }
            };
        Thread thread = new Thread(work, "plateau-search-" + (i + 1));
        thread.setDaemon(true);
        threads.add(thread);
        thread.start();
      }
      result =
          run(
              board,
              game,
              limits,
              listener,
              1,
              new Budget(
                  maxNodes,
                  time,
                  began,
                  false,
                  () -> failure.get() != null || stop.getAsBoolean(),
                  nodes));
    } catch (RuntimeException | Error e) {
      done.set(true);
      joinAll(threads);
      if (failure.get() != null && failure.get() != e) {
        e.addSuppressed(failure.get());
      }
      throw e;
    }
    done.set(true);
    joinAll(threads);
    Throwable failed = failure.get();
    if (failed instanceof RuntimeException e) {
      throw e;
    }
    if (failed instanceof Error e) {
      throw e;
    }
    // A helper that finished a deeper depth answers instead: under a node limit the helpers may
    // have spent the shared nodes before the calling thread finished its own depths. The listener
    // is told, so that the line reported last is the one answered.
    SearchResult<M> own = result;
    for (int i = 0; i < found.length(); i++) {
      SearchResult<M> helper = found.get(i);
      if (helper != null && helper.depth() > result.depth()) {
        result = helper;
      }
    }
    if (result != own) {
      listener.accept(
          SearchInfo.of(
              result.depth(),
              result.score(),
              result.pv(),
              nodes.get(),
              Duration.ofNanos(System.nanoTime() - began)));
    }
    // every thread has added its last nodes to the count now
    return new SearchResult<>(
        result.bestMove(), result.score(), result.pv(), result.depth(), nodes.get());
  }

  private static void joinAll(List<Thread> threads) {
    boolean interrupted = false;
    for (Thread thread : threads) {
      while (thread.isAlive()) {
        try {
          thread.join();
        } catch (InterruptedException e) {
          interrupted = true; // the helpers stop within a few hundred nodes: wait, then tell
        }
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * The iterative deepening of one thread, from {@code firstDepth}, on a board it leaves as it
   * came, whatever is thrown, within the thread's own budget.
   */
  private SearchResult<M> run(
      SearchBoard<P, M> board,
      GameRecord<P, M> game,
      Limits limits,
      Consumer<SearchInfo<M>> listener,
      int firstDepth,
      Budget budget) {
    int startPly = board.ply();
    try {
      this.board = board;
      this.game = game;
      this.repetition = board.position().game().repetition().orElse(null);
      this.budget = budget;
      this.rootCodes = rootCodes(board, askedRoot);
      return deepen(limits, listener, firstDepth);
    } catch (RuntimeException | Error e) {
      // an evaluation or listener that throws leaves the board as it came, as a finished search
      try {
        while (board.ply() > startPly) {
          board.pop();
        }
      } catch (RuntimeException popFailed) { // a board broken by the failure: the cause comes first
        e.addSuppressed(popFailed);
      }
      throw e;
    } finally {
      this.board = null;
      this.game = null;
      this.rootCodes = null;
    }
  }

  /** The codes of the root moves asked for on the board, or null for every move. */
  private static <P extends Position<P, M>, M> int[] rootCodes(
      SearchBoard<P, M> board, Collection<M> moves) {
    if (moves.isEmpty()) {
      return null;
    }
    int[] codes = new int[moves.size()];
    int i = 0;
    for (M move : moves) {
      codes[i++] = board.encode(move);
    }
    return codes;
  }

  /** Whether a move of the root may be searched: every one, unless some were asked for. */
  private boolean searchedAtRoot(int move) {
    if (rootCodes == null) {
      return true;
    }
    for (int code : rootCodes) {
      if (code == move) {
        return true;
      }
    }
    return false;
  }

  /** The depths from {@code firstDepth} on the board and budget {@link #run} set. */
  private SearchResult<M> deepen(Limits limits, Consumer<SearchInfo<M>> listener, int firstDepth) {
    ordering.newSearch();
    Arrays.fill(onPath, 0);
    pathTop = -1;
    int maxDepth = Math.min(limits.depth().orElse(MAX_DEPTH), MAX_DEPTH);
    int[] bestLine = {firstMove()};
    int bestScore = 0;
    int depthReached = 0;
    for (int depth = firstDepth; depth <= maxDepth && budget.mayDeepen(); depth++) {
      int score = negamax(depth, -INFINITE, INFINITE, 0);
      if (budget.exhausted()) {
        break;
      }
      bestLine = Arrays.copyOf(pv[0], pvLength[0]);
      bestScore = score;
      depthReached = depth;
      listener.accept(
          SearchInfo.of(
              depth, Mates.toScore(score), moves(bestLine), budget.nodes(), budget.elapsed()));
      if (Math.abs(score) >= Mates.MATE_BOUND && Mates.MATE - Math.abs(score) <= depth) {
        break; // a mate within the full-width horizon is proven: deeper looks change nothing
      }
    }
    if (depthReached == 0) {
      bestScore = clamp(evaluation.evaluate(board));
    }
    List<M> line = moves(bestLine);
    budget.flush();
    return new SearchResult<>(
        line.get(0), Mates.toScore(bestScore), line, depthReached, budget.nodes());
  }

  /**
   * The move to play if no depth finishes: the table's or the first generated (of those asked for,
   * if some were).
   */
  private int firstMove() {
    if (rootCodes != null) {
      return rootCodes[0];
    }
    MoveList moves = lists[0];
    board.generate(moves);
    long entry = table.probe(board.hash());
    int tableMove = TranspositionTable.move(entry);
    boolean hasTableMove = TranspositionTable.bound(entry) != TranspositionTable.NONE;
    return hasTableMove && moves.contains(tableMove) ? tableMove : moves.get(0);
  }

  private List<M> moves(int[] line) {
    List<M> out = new ArrayList<>(line.length);
    for (int move : line) {
      out.add(board.decode(move));
      board.push(move);
    }
    for (int i = 0; i < line.length; i++) {
      board.pop();
    }
    return out;
  }

  private static int clamp(int value) {
    return Math.max(-(Evaluation.LIMIT - 1), Math.min(Evaluation.LIMIT - 1, value));
  }

  private int decided(int ply) {
    return score(board.outcome().orElseThrow(() -> noOutcome()), ply);
  }

  private IllegalStateException noOutcome() {
    return new IllegalStateException(
        "the board generated no move but has no outcome: " + board.position());
  }

  /**
   * Records the current state on the path and, if it repeats the path or the game before it, scores
   * it as the repetition that ends the game; {@link #NOT_REPEATED} otherwise.
   */
  private int repetition(int ply) {
    for (; pathTop >= ply; pathTop--) { // the states of the line searched before this one
      onPath[slot(path[pathTop])]--;
    }
    long hash = board.hash();
    boolean mayRepeat = onPath[slot(hash)] != 0;
    path[ply] = hash;
    onPath[slot(hash)]++;
    pathTop = ply;
    if (mayRepeat) {
      for (int i = ply - 1; i >= 0; i--) {
        if (path[i] == hash) {
          return ended(List.of(), i, ply);
        }
      }
    }
    if (ply == 0) {
      return NOT_REPEATED;
    }
    int gamePly = game == null ? -1 : game.lastPlyOf(hash);
    if (gamePly < 0) {
      return NOT_REPEATED;
    }
    // the root comes from the path
    return ended(game.positions().subList(gamePly, game.ply()), 0, ply);
  }

  /**
   * The score of the repeated current state, as the game's rule ends the game over the game's
   * positions {@code before} and the path's from ply {@code from}; {@link #NOT_REPEATED} where the
   * rule does not judge the state. The current position is built once, and the cycle only for a
   * rule that reads it.
   */
  private int ended(List<P> before, int from, int ply) {
    lineBound[ply] = true;
    if (repetition == null) {
      return score(DRAWN, ply);
    }
    P now = board.position();
    if (!repetition.judges(now)) {
      lineBound[ply] = false;
      return NOT_REPEATED;
    }
    if (!repetition.readsCycle()) {
      return score(repetition.judgeCycle(List.of(now)), ply);
    }
    List<P> cycle = new ArrayList<>(before.size() + ply - from + 1);
    cycle.addAll(before);
    cycle.addAll(pathPositions(now, from, ply));
    return score(repetition.judgeCycle(cycle), ply);
  }

  /**
   * The positions of the path's plies {@code from} to {@code ply}, oldest first, {@code now} last.
   */
  private List<P> pathPositions(P now, int from, int ply) {
    List<P> positions = new ArrayList<>(ply - from + 1);
    positions.add(now);
    for (int i = ply; i > from; i--) {
      board.pop();
      positions.add(board.position());
    }
    for (int i = from; i < ply; i++) {
      board.push(pathMoves[i]);
    }
    Collections.reverse(positions);
    return positions;
  }

  private static int slot(long hash) {
    return (int) hash & (PATH_SLOTS - 1);
  }

  private int score(Outcome outcome, int ply) {
    return outcome.isDraw() ? 0 : Mates.decided(outcome.isWinFor(board.sideToMove()), ply);
  }

  private void updatePv(int ply, int move) {
    pv[ply][ply] = move;
    int length = pvLength[ply + 1];
    System.arraycopy(pv[ply + 1], ply + 1, pv[ply], ply + 1, length - (ply + 1));
    pvLength[ply] = Math.max(length, ply + 1);
  }

  /** A child's score for the parent: negated only where the team to move changed. */
  private int child(int depth, int alpha, int beta, int ply, boolean flip) {
    int score = flip ? -negamax(depth, -beta, -alpha, ply) : negamax(depth, alpha, beta, ply);
    lineBound[ply - 1] |= lineBound[ply]; // a value bound to its line binds its parent's too
    return score;
  }

  /**
   * Starts a node of either kind: clears its line, counts it and looks for a repetition. Returns
   * {@link #NOT_REPEATED} to search on, or the node's score: 0 once the budget is spent, else the
   * repetition's.
   */
  private int enter(int ply) {
    pvLength[ply] = ply;
    lineBound[ply] = false;
    return budget.visit() ? repetition(ply) : 0;
  }

  private int negamax(int depth, int alpha, int beta, int ply) {
    if (depth <= 0 || ply >= MAX_PLY) {
      return quiesce(alpha, beta, ply, QUIESCENCE_PLIES);
    }
    int ended = enter(ply);
    if (ended != NOT_REPEATED) {
      return ended;
    }
    long hash = path[ply];
    long entry = table.probe(hash); // before listing moves: a cutoff here lists none
    int tableMove = TranspositionTable.move(entry);
    boolean hasTableMove = TranspositionTable.bound(entry) != TranspositionTable.NONE;
    if (ply > 0 && TranspositionTable.depth(entry) >= depth + 1 && cuts(entry, alpha, beta, ply)) {
      return TranspositionTable.score(entry, ply);
    }
    MovePicker picker = pickers[ply];
    if (picker == null) {
      picker = pickers[ply] = new MovePicker();
    }
    if (!picker.start(board, hasTableMove && tableMove != NO_MOVE, tableMove)) {
      return decided(ply);
    }
    Side team = board.sideToMove().team();
    int originalAlpha = alpha;
    int best = -INFINITE;
    int bestMove = 0;
    int tried = 0;
    while (picker.next(board, ordering, ply)) {
      int move = picker.move();
      if (ply == 0 && !searchedAtRoot(move)) {
        continue;
      }
      pathMoves[ply] = move;
      board.push(move);
      boolean flip = !board.sideToMove().team().equals(team);
      int score;
      if (tried == 0) {
        score = child(depth - 1, alpha, beta, ply + 1, flip);
      } else {
        score = child(depth - 1, alpha, alpha + 1, ply + 1, flip); // a null window first
        if (score > alpha && score < beta) {
          score = child(depth - 1, alpha, beta, ply + 1, flip);
        }
      }
      tried++;
      board.pop();
      if (budget.exhausted()) {
        return 0;
      }
      if (score > best) {
        best = score;
        bestMove = move;
        if (score > alpha) {
          alpha = score;
          updatePv(ply, move);
          if (alpha >= beta) {
            if (!picker.isCapture()) {
              ordering.cutoff(board, move, ply, depth);
            }
            break;
          }
        }
      }
    }
    int bound = bound(best, originalAlpha, beta);
    // a value that depends on its line keeps only its move (LINE_BOUND): its move orders the next
    // search of the position, its score is never taken for one; it replaces the position's entry,
    // whose value, found along another line, may not hold along this one either
    if (ply > 0 || rootCodes == null) { // a root searched in part has no value of its own
      table.store(hash, lineBound[ply] ? LINE_BOUND : depth + 1, bound, best, ply, bestMove);
    }
    return best;
  }

  /** Whether a table entry's value settles a node searched with a window: its bound holds. */
  private static boolean cuts(long entry, int alpha, int beta, int ply) {
    int found = TranspositionTable.bound(entry);
    if (found == TranspositionTable.NONE) {
      return false;
    }
    int stored = TranspositionTable.score(entry, ply);
    return found == TranspositionTable.EXACT
        || (found == TranspositionTable.LOWER && stored >= beta)
        || (found == TranspositionTable.UPPER && stored <= alpha);
  }

  /** The table's bound for a value found with a window. */
  private static int bound(int best, int alpha, int beta) {
    return best >= beta
        ? TranspositionTable.LOWER
        : best > alpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
  }

  /**
   * Quiescence on captures, at most {@code capturesLeft} plies more: past them the side stands pat,
   * as it does anywhere a capture does not pay.
   */
  private int quiesce(int alpha, int beta, int ply, int capturesLeft) {
    int ended = enter(ply);
    if (ended != NOT_REPEATED) {
      return ended;
    }
    // Standing pat ends most nodes: a state in check is asked then whether it is mated, and only
    // then. Elsewhere the captures are listed, and a state with none is asked whether it has a
    // move: one without (mated, stalemated, a draughts army taken) is decided.
    int best = clamp(evaluation.evaluate(board)); // stand pat: the side may decline every capture
    if (best >= beta || ply >= MAX_PLY) {
      return board.inCheck() && !board.hasLegalMove() ? decided(ply) : best;
    }
    if (capturesLeft == 0) { // no capture more is looked at, but a state without a move is decided
      return board.hasLegalMove() ? best : decided(ply);
    }
    // The table is asked only here: a node that lists its captures is worth a value kept, and one
    // that standing pat settles costs less than the look. A value of any depth searched holds in
    // quiescence.
    long hash = path[ply];
    long entry = table.probe(hash);
    if (TranspositionTable.depth(entry) >= QUIESCENCE && cuts(entry, alpha, beta, ply)) {
      return TranspositionTable.score(entry, ply);
    }
    MoveList moves = lists[ply];
    int count = board.generateCaptures(moves);
    if (count == 0 && !board.hasLegalMove()) {
      return decided(ply);
    }
    ordering.orderCaptures(board, moves);
    int originalAlpha = alpha;
    int bestMove = NO_MOVE;
    alpha = Math.max(alpha, best);
    Side team = board.sideToMove().team();
    for (int i = 0; i < count; i++) {
      int move = moves.get(i);
      pathMoves[ply] = move;
      board.push(move);
      boolean flip = !board.sideToMove().team().equals(team);
      int score =
          flip
              ? -quiesce(-beta, -alpha, ply + 1, capturesLeft - 1)
              : quiesce(alpha, beta, ply + 1, capturesLeft - 1);
      lineBound[ply] |= lineBound[ply + 1];
      board.pop();
      if (budget.exhausted()) {
        return 0;
      }
      if (score > best) {
        best = score;
        bestMove = move;
        if (score > alpha) {
          alpha = score;
          updatePv(ply, move);
          if (alpha >= beta) {
            break;
          }
        }
      }
    }
    // A deeper search's entry of the state, stored meanwhile by another thread too, is worth more
    // than this value, unless this one is bound to its line: it then replaces it as in negamax.
    int bound = bound(best, originalAlpha, beta);
    if (lineBound[ply]) {
      table.store(hash, LINE_BOUND, bound, best, ply, bestMove);
    } else if (TranspositionTable.depth(table.probe(hash)) <= QUIESCENCE) {
      table.store(hash, QUIESCENCE, bound, best, ply, bestMove);
    }
    return best;
  }
}
