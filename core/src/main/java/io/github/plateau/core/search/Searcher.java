package io.github.plateau.core.search;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.Limits;
import io.github.plateau.core.MoveList;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Position;
import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.SearchInfo;
import io.github.plateau.core.Side;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * An alpha-beta searcher over any game's {@link SearchBoard}: iterative deepening,
 * principal-variation search, a transposition table of fixed size kept from one search to the next
 * (depth-preferred within a search, older entries always replaced), move ordering (table move,
 * captures, two killers per ply, history counts) and quiescence on captures with stand-pat, even in
 * check: quiescence looks only at captures.
 *
 * <p>Scores are negamax over <em>teams</em> ({@link Side#team()}): the sign flips only where the
 * team to move changes, so allied armies that move one after another keep one score. A decided
 * state scores a win or loss as a mate in plies from the root, a draw 0. A state whose hash was
 * seen earlier on the search path, or is among the given earlier hashes of the game, scores 0, a
 * draw at its first repetition; the games' own repetition rules (perpetual check or chase losing,
 * fourfold sennichite) are not yet modelled.
 *
 * <p>Memory is fixed at construction; the search path is at most {@link #MAX_PLY} plies, nominal
 * depth at most {@link #MAX_DEPTH}, so no input can deepen the recursion beyond that. Not
 * thread-safe: one searcher per thread; only the stop signal comes from another thread.
 *
 * @param <P> the game's position type
 * @param <M> the game's move type
 */
public final class Searcher<P extends Position<P, M>, M> {
  /** The longest search path, quiescence included, in plies. */
  public static final int MAX_PLY = 128;

  /** The deepest nominal depth an iteration reaches, in plies. */
  public static final int MAX_DEPTH = 64;

  private static final int INFINITE = Mates.MATE + 1;

  private final Evaluation<P, M> evaluation;
  private final TranspositionTable table;
  private final MoveOrdering ordering = new MoveOrdering();
  private final MoveList[] lists = new MoveList[MAX_PLY + 1];
  private final int[][] orderScores = new int[MAX_PLY + 1][];
  private final long[] path = new long[MAX_PLY + 1];
  private final int[][] pv = new int[MAX_PLY + 1][MAX_PLY + 1];
  private final int[] pvLength = new int[MAX_PLY + 1];

  private SearchBoard<P, M> board;
  private Budget budget;
  private long[] earlier;

  /**
   * A searcher with its own table.
   *
   * @param evaluation the value of the leaves
   * @param tableEntries the transposition table's entries, 1 to 2^26, rounded down to a power of 2;
   *     each takes 19 bytes
   * @throws IllegalArgumentException if the evaluation is null or the size out of range
   */
  public Searcher(Evaluation<P, M> evaluation, int tableEntries) {
    checkArgument(evaluation != null, "evaluation is null");
    this.evaluation = evaluation;
    this.table = new TranspositionTable(tableEntries);
    for (int i = 0; i <= MAX_PLY; i++) {
      lists[i] = new MoveList();
      orderScores[i] = new int[64];
    }
  }

  /**
   * Searches the board's current state. The board is used and left in the state it came in.
   *
   * @param board the board; its current state must have legal moves
   * @param limits depth, nodes, move time, or the side to move's clock through {@link
   *     Limits#budget}; depth is capped at {@link #MAX_DEPTH}
   * @param history the hashes of the game's states before the current one, in any order: reaching
   *     one of them again scores a draw
   * @param listener called after each finished depth with its depth, score, pv and nodes
   * @param stop true once another thread asks the search to end; read every few hundred nodes
   * @return the best move found, legal in the board's current state; if stopped before depth 1
   *     finished, the first move in the search's order, with depth 0
   * @throws IllegalArgumentException if an argument is null or the board's state is decided
   */
  public SearchResult<M> search(
      SearchBoard<P, M> board,
      Limits limits,
      long[] history,
      Consumer<SearchInfo<M>> listener,
      BooleanSupplier stop) {
    checkArgument(
        board != null && limits != null && history != null && listener != null && stop != null,
        "an argument is null");
    checkArgument(board.outcome().isEmpty(), "the board's state is decided: no move to search");
    this.board = board;
    this.earlier = history.clone();
    Arrays.sort(earlier);
    this.budget =
        new Budget(limits.nodes().orElse(Long.MAX_VALUE), limits.budget(board.sideToMove()), stop);
    table.newSearch();
    ordering.newSearch();
    int maxDepth = Math.min(limits.depth().orElse(MAX_DEPTH), MAX_DEPTH);
    int[] bestLine = {firstMove()};
    int bestScore = 0;
    int depthReached = 0;
    for (int depth = 1; depth <= maxDepth && budget.mayDeepen(); depth++) {
      int score = negamax(depth, -INFINITE, INFINITE, 0);
      if (budget.exhausted()) {
        break;
      }
      bestLine = Arrays.copyOf(pv[0], pvLength[0]);
      bestScore = score;
      depthReached = depth;
      listener.accept(SearchInfo.of(depth, Mates.toScore(score), moves(bestLine), budget.nodes()));
      if (Math.abs(score) >= Mates.MATE_BOUND && Mates.MATE - Math.abs(score) <= depth) {
        break; // a mate within the full-width horizon is proven: deeper looks change nothing
      }
    }
    if (depthReached == 0) {
      bestScore = clamp(evaluation.evaluate(board));
    }
    List<M> line = moves(bestLine);
    this.board = null;
    return new SearchResult<>(
        line.get(0), Mates.toScore(bestScore), line, depthReached, budget.nodes());
  }

  /** The move to play if no depth finishes: the table's or the first generated. */
  private int firstMove() {
    MoveList moves = lists[0];
    board.generate(moves);
    int slot = table.find(board.hash());
    boolean hasTableMove = slot >= 0 && moves.contains(table.move(slot));
    return hasTableMove ? table.move(slot) : moves.get(0);
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
    Outcome outcome = board.outcome().orElseThrow(() -> noOutcome());
    return outcome.isDraw() ? 0 : Mates.decided(outcome.isWinFor(board.sideToMove()), ply);
  }

  private IllegalStateException noOutcome() {
    return new IllegalStateException(
        "the board generated no move but has no outcome: " + board.position());
  }

  /** Records the current state on the path; true if it repeats the path or the game before. */
  private boolean revisits(int ply) {
    long hash = board.hash();
    path[ply] = hash;
    return ply > 0 && repeated(hash, ply);
  }

  private boolean repeated(long hash, int ply) {
    for (int i = ply - 1; i >= 0; i--) {
      if (path[i] == hash) {
        return true;
      }
    }
    return Arrays.binarySearch(earlier, hash) >= 0;
  }

  private int[] scoresFor(int ply, int count) {
    if (orderScores[ply].length < count) {
      orderScores[ply] = new int[Math.max(count, 2 * orderScores[ply].length)];
    }
    return orderScores[ply];
  }

  private void updatePv(int ply, int move) {
    pv[ply][ply] = move;
    int length = pvLength[ply + 1];
    System.arraycopy(pv[ply + 1], ply + 1, pv[ply], ply + 1, length - (ply + 1));
    pvLength[ply] = Math.max(length, ply + 1);
  }

  /** A child's score for the parent: negated only where the team to move changed. */
  private int child(int depth, int alpha, int beta, int ply, boolean flip) {
    return flip ? -negamax(depth, -beta, -alpha, ply) : negamax(depth, alpha, beta, ply);
  }

  private int negamax(int depth, int alpha, int beta, int ply) {
    if (depth <= 0 || ply >= MAX_PLY) {
      return quiesce(alpha, beta, ply);
    }
    pvLength[ply] = ply;
    if (!budget.visit()) {
      return 0;
    }
    if (revisits(ply)) {
      return 0;
    }
    long hash = path[ply];
    MoveList moves = lists[ply];
    int count = board.generate(moves);
    if (count == 0) {
      return decided(ply);
    }
    int slot = table.find(hash);
    boolean hasTableMove = slot >= 0 && moves.contains(table.move(slot));
    int tableMove = hasTableMove ? table.move(slot) : 0;
    if (slot >= 0 && ply > 0 && table.depth(slot) >= depth) {
      int stored = table.score(slot, ply);
      int bound = table.bound(slot);
      if (bound == TranspositionTable.EXACT
          || (bound == TranspositionTable.LOWER && stored >= beta)
          || (bound == TranspositionTable.UPPER && stored <= alpha)) {
        return stored;
      }
    }
    ordering.order(board, moves, tableMove, hasTableMove, ply, scoresFor(ply, count));
    Side team = board.sideToMove().team();
    int originalAlpha = alpha;
    int best = -INFINITE;
    int bestMove = moves.get(0);
    for (int i = 0; i < count; i++) {
      int move = moves.get(i);
      boolean capture = board.isCapture(move);
      board.push(move);
      boolean flip = !board.sideToMove().team().equals(team);
      int score;
      if (i == 0) {
        score = child(depth - 1, alpha, beta, ply + 1, flip);
      } else {
        score = child(depth - 1, alpha, alpha + 1, ply + 1, flip); // a null window first
        if (score > alpha && score < beta) {
          score = child(depth - 1, alpha, beta, ply + 1, flip);
        }
      }
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
            if (!capture) {
              ordering.cutoff(board, move, ply, depth);
            }
            break;
          }
        }
      }
    }
    int bound =
        best >= beta
            ? TranspositionTable.LOWER
            : best > originalAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
    table.store(hash, depth, bound, best, ply, bestMove);
    return best;
  }

  private int quiesce(int alpha, int beta, int ply) {
    pvLength[ply] = ply;
    if (!budget.visit() || revisits(ply)) {
      return 0;
    }
    MoveList moves = lists[ply];
    int count = board.generate(moves);
    if (count == 0) {
      return decided(ply);
    }
    int best = clamp(evaluation.evaluate(board)); // stand pat: the side may decline every capture
    if (best >= beta || ply >= MAX_PLY) {
      return best;
    }
    alpha = Math.max(alpha, best);
    Side team = board.sideToMove().team();
    for (int i = 0; i < count; i++) {
      int move = moves.get(i);
      if (!board.isCapture(move)) {
        continue;
      }
      board.push(move);
      boolean flip = !board.sideToMove().team().equals(team);
      int score = flip ? -quiesce(-beta, -alpha, ply + 1) : quiesce(alpha, beta, ply + 1);
      board.pop();
      if (budget.exhausted()) {
        return 0;
      }
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          updatePv(ply, move);
          if (alpha >= beta) {
            break;
          }
        }
      }
    }
    return best;
  }
}
