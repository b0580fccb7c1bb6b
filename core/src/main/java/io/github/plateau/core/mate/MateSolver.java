package io.github.plateau.core.mate;

import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Position;
import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.Side;
import java.util.List;

/**
 * Solves mate problems by depth-first proof-number search (df-pn): can the side to move, the
 * attacker, force a win, and how?
 *
 * <p>The attacker is the side to move of the searched state, with every side of its team (see
 * {@link io.github.plateau.core.Side#team()}): a state where a side of that team moves is an OR
 * state (one good move is enough), any other an AND state (every reply must lose). The attacker
 * tries only the moves its {@link AttackerMoves} rule keeps; the defender tries all. A state
 * without legal moves is won when its outcome {@linkplain io.github.plateau.core.Outcome#isWinFor
 * is a win} for the attacker; a draw or a loss there counts as no mate. A state that repeats one
 * earlier on the same line counts as no mate too (in shogi, perpetual check loses for the checker).
 * A line never grows beyond {@link MateLimits#maxPlies()}: a deeper state counts as no mate, and
 * when that bound decided anything the answer is {@link MateStatus#UNKNOWN} rather than {@link
 * MateStatus#NO_MATE}.
 *
 * <p>States are judged by themselves, as a mate problem is; the game's counts ({@link
 * io.github.plateau.core.Game#judge}: a ply limit, xiangqi's no-capture limit, draughts' king moves
 * and endgames) bound the lines instead: no line is longer than the plies the game surely allows
 * before a count may end it ({@link io.github.plateau.core.Game#pliesBeforeCounts}), a bound that
 * decided anything making the answer {@link MateStatus#UNKNOWN}. So a mate is proved within those
 * plies for every defence, and one that needs a capture to restart a count is not found. The line
 * found is then played as a game from the position (or the game given), and a line its rules end
 * before the mate is answered {@link MateStatus#UNKNOWN} too. Napoleon's ply limit decides by
 * points, and a win so reached is not looked for.
 *
 * <p>A {@link MateStatus#MATE} answer's line is walked on the board, state by state, to a won
 * state; the defender's other replies are proved through the table, which trusts the 64-bit {@link
 * SearchBoard#hash()} as any hashed search does. Disproofs are stored in the table by hash like
 * proofs, so within one search a disproof found through a repetition on one line can stand for the
 * same state reached by another line (the graph-history-interaction of proof-number search; the
 * later searches of {@link #solveShortest} do not trust it): in rare cycles {@link
 * MateStatus#NO_MATE} or {@link MateStatus#UNKNOWN} may hide a mate that exists. In games with
 * pieces in hand ({@link SearchBoard#hand}), a proof also stands for the same placement with more
 * in the attacker's hand, and a disproof that neither the bound nor a repetition decided for the
 * same placement with less; the lengths this lends are upper bounds like the table's, so {@link
 * #solve}'s line may follow a defence shorter than the longest, which {@link #solveShortest}
 * checks.
 *
 * <p>The answer is deterministic: it depends only on the state, the rule and the limits (and, under
 * a time budget or a stop signal, on the clock). The solver owns its table, fixed at construction:
 * reuse one solver per thread; it is <b>not thread-safe</b>, only its limits' {@linkplain
 * MateLimits#withStop stop signal} may be raised from another thread, and then the search in
 * progress ends with {@link MateStatus#UNKNOWN} within {@value MateLimits#POLL_INTERVAL} nodes.
 *
 * <pre>{@code
 * MateSolver solver = new MateSolver(AttackerMoves.checksOnly(), MateLimits.nodes(1_000_000));
 * MateResult<Move> result = solver.solveShortest(tsume); // MATE, plies() 3, line() [drop, reply, drop]
 * }</pre>
 */
public final class MateSolver {
  /**
   * The bounds of the searches {@link #solveShortest} runs before one bounded only by {@link
   * MateLimits#maxPlies()}: a line of checks each with a single reply keeps a proof number of 1 to
   * its deepest ply, so that a search without a bound may follow it there before it looks at a
   * short mate beside it; a short bound finds that mate at a small cost.
   */
  private static final int[] SHORT_BOUNDS = {1, 5};

  private final AttackerMoves rule;
  private final MateLimits limits;
  private final ProofTable table;

  /**
   * A solver.
   *
   * @param rule which of the attacker's moves to try
   * @param limits the bounds of each search; the table is allocated here, once
   * @throws IllegalArgumentException if an argument is null
   */
  public MateSolver(AttackerMoves rule, MateLimits limits) {
    this(rule, limits, null);
  }

  private MateSolver(AttackerMoves rule, MateLimits limits, ProofTable table) {
    if (rule == null || limits == null) {
      throw new IllegalArgumentException("rule or limits is null");
    }
    this.rule = rule;
    this.limits = limits;
    this.table = table != null ? table : new ProofTable(limits.tableEntries());
  }

  /**
   * The bounds of each search of this solver.
   *
   * @return the limits it was made with
   */
  public MateLimits limits() {
    return limits;
  }

  /**
   * A solver of the same rule under other limits, sharing this solver's table when the limits ask
   * for as many entries (each search starts by forgetting the table, in constant time): what a
   * server that answers each request under its own time and stop signal keeps, instead of making a
   * table as large as it was granted for every request. The two must not search at the same time.
   *
   * @param limits the bounds of each search
   * @return the solver
   * @throws IllegalArgumentException if {@code limits} is null
   */
  public MateSolver withLimits(MateLimits limits) {
    if (limits == null) {
      throw new IllegalArgumentException("limits is null");
    }
    boolean same = limits.tableEntries() == this.limits.tableEntries();
    return new MateSolver(rule, limits, same ? table : null);
  }

  /**
   * Solves a position for its side to move.
   *
   * @param position the position
   * @param <P> the game's position type
   * @param <M> the game's move type
   * @return the answer, with the mating line for {@link MateStatus#MATE}
   * @throws IllegalArgumentException if the position is null
   */
  public <P extends Position<P, M>, M> MateResult<M> solve(P position) {
    if (position == null) {
      throw new IllegalArgumentException("position is null");
    }
    return solve(position.searchBoard());
  }

  /**
   * Solves a board's current state for its side to move. The board ends in the state it started in.
   *
   * @param board the board
   * @param <P> the game's position type
   * @param <M> the game's move type
   * @return the answer, with the first mating line the search proves (not always the shortest,
   *     never {@linkplain MateResult#exact() exact}) for {@link MateStatus#MATE}
   * @throws IllegalArgumentException if the board is null
   */
  public <P extends Position<P, M>, M> MateResult<M> solve(SearchBoard<P, M> board) {
    return underCounts(started(board), board, false);
  }

  /**
   * Solves a position for its side to move, finding the attacker's shortest mate.
   *
   * @param position the position
   * @param <P> the game's position type
   * @param <M> the game's move type
   * @return the answer as {@link #solveShortest(SearchBoard)} gives it
   * @throws IllegalArgumentException if the position is null
   */
  public <P extends Position<P, M>, M> MateResult<M> solveShortest(P position) {
    if (position == null) {
      throw new IllegalArgumentException("position is null");
    }
    return solveShortest(position.searchBoard());
  }

  /**
   * Solves a board's current state for its side to move, finding the attacker's shortest mate:
   * searches with lines bounded at 1 and then 5 plies, then one bounded only by {@link
   * MateLimits#maxPlies()} as {@link #solve(SearchBoard)}'s, until one proves a mate, not always
   * the shortest; then searches for a mate one ply shorter than the shortest found, until there is
   * none (a team may move twice in a row: every length counts). The line is then walked with the
   * defence checked reply by reply: at each of the defender's states, a reply after which no search
   * bounded one ply shorter finds a mate (the table's lengths are only upper bounds, so they merely
   * order the replies tried); at each of the attacker's, a move a search bounded by the plies left
   * proves. So the mate reported is the shortest and the defender resists as long as it can (both
   * up to the repetition caveat above). The nodes and time budget are shared by all these searches;
   * if the limits run out before the line is walked, the line is the one the table gave, whose
   * length may then be longer than the shortest mate or shorter than the longest defence, and the
   * result says so: {@link MateResult#exact()} is true only for a line walked at the length the
   * shortening proved. Costlier than {@link #solve(SearchBoard)}, which reports the first mate its
   * single search proves. The board ends in the state it started in.
   *
   * @param board the board
   * @param <P> the game's position type
   * @param <M> the game's move type
   * @return the answer, with the shortest mating line for {@link MateStatus#MATE} ({@link
   *     MateResult#exact()}), or the table's line, its length not proved, where the limits ran out
   *     first; {@link MateStatus#UNKNOWN} if the limits ran out before any mate was found, or if no
   *     mating line could be walked (a table too small to hold the proof, or the repetition caveat
   *     above)
   * @throws IllegalArgumentException if the board is null
   */
  public <P extends Position<P, M>, M> MateResult<M> solveShortest(SearchBoard<P, M> board) {
    return underCounts(started(board), board, true);
  }

  /**
   * Solves the current position of a game for its side to move, finding the attacker's shortest
   * mate, as {@link #solveShortest(SearchBoard)} does, under the game's counts as they stand after
   * its moves ({@link io.github.plateau.core.Game#pliesBeforeCounts}: shogi's ply limit counts the
   * plies played), its line then played on from the game.
   *
   * @param game the game so far
   * @param <P> the game's position type
   * @param <M> the game's move type
   * @return the answer as {@link #solveShortest(SearchBoard)} gives it
   * @throws IllegalArgumentException if the game is null
   */
  public <P extends Position<P, M>, M> MateResult<M> solveShortest(GameRecord<P, M> game) {
    if (game == null) {
      throw new IllegalArgumentException("game is null");
    }
    return underCounts(game, game.current().searchBoard(), true);
  }

  /** A game started at the board's current position, for its counts and rules. */
  private static <P extends Position<P, M>, M> GameRecord<P, M> started(SearchBoard<P, M> board) {
    if (board == null) {
      throw new IllegalArgumentException("board is null");
    }
    P start = board.position();
    return GameRecord.start(start.game(), start);
  }

  /**
   * The longest line searched: the limits', and no longer than the game's counts allow ({@link
   * io.github.plateau.core.Game#pliesBeforeCounts}), so that no mate is proved past a ply limit or
   * a no-capture limit; 0 where a count may end the game before any move (a position decided by
   * itself is still searched, for its mate in 0).
   */
  private <P extends Position<P, M>, M> int depth(GameRecord<P, M> game) {
    int counts = game.game().pliesBeforeCounts(game);
    if (counts == 0 && game.current().outcome().isEmpty()) {
      return 0; // a count may end the game at once: no line is searched
    }
    return Math.max(1, Math.min(limits.maxPlies(), counts));
  }

  /**
   * Solves the board, in the game's current position, with lines no longer than the game's counts
   * allow ({@link #depth}), its mate then played on from the game ({@link #underRules}); where a
   * count may end the game before any move, nothing is searched and nothing proved.
   */
  private <P extends Position<P, M>, M> MateResult<M> underCounts(
      GameRecord<P, M> game, SearchBoard<P, M> board, boolean shortest) {
    int depth = depth(game);
    if (depth == 0) {
      return new MateResult<>(MateStatus.UNKNOWN, List.of(), 0);
    }
    return underRules(game, shortest ? shortest(board, depth) : search(board).run(depth));
  }

  /**
   * {@link #solveShortest(SearchBoard)} but for the game's record rules, lines at most that deep.
   */
  private <P extends Position<P, M>, M> MateResult<M> shortest(SearchBoard<P, M> board, int depth) {
    DfPnSearch<P, M> search = search(board);
    MateResult<M> first = firstMate(search, depth);
    if (first.status() != MateStatus.MATE && !search.proved()) {
      return first;
    }
    // a mate within the longest line, its line walked or not
    List<M> walked = first.line(); // the line the table gave, used if no better one comes
    int within = search.depth();
    int length = first.status() == MateStatus.MATE ? first.plies() : search.provedLength();
    while (length > 1 && !search.stopped()) {
      MateResult<M> shorter = search.run(length - 1);
      if (shorter.status() == MateStatus.MATE) {
        walked = shorter.line();
        length = shorter.plies();
      } else if (search.proved()) {
        length = search.provedLength(); // proved, its line not walked: a mate no longer than that
      } else {
        break;
      }
      within = search.depth();
    }
    List<M> line = search.stopped() ? null : search.shortestLine(length, within);
    if (line == null && walked.isEmpty()) {
      return new MateResult<>(MateStatus.UNKNOWN, List.of(), search.nodes());
    }
    // a walked line longer than the length proved means the searches contradicted each other
    return line == null
        ? new MateResult<>(MateStatus.MATE, walked, search.nodes(), false)
        : new MateResult<>(MateStatus.MATE, line, search.nodes(), line.size() == length);
  }

  /**
   * A mate as the game's record rules take it, the last guard after the counts' bound: a line that
   * those rules ({@link Game#judge}) end before its last move, or draw at it, is no mate the search
   * can vouch for, since it judges states by themselves: {@link MateStatus#UNKNOWN}.
   */
  private static <P extends Position<P, M>, M> MateResult<M> underRules(
      GameRecord<P, M> game, MateResult<M> result) {
    if (result.status() != MateStatus.MATE) {
      return result;
    }
    Side attacker = game.current().sideToMove();
    GameRecord<P, M> record = game;
    int played = 0;
    for (M move : result.line()) {
      if (record.isOver()) {
        break;
      }
      record = record.play(move);
      played++;
    }
    boolean won =
        played == result.line().size()
            && record.outcome().filter(o -> o.isWinFor(attacker)).isPresent();
    return won ? result : new MateResult<>(MateStatus.UNKNOWN, List.of(), result.nodes());
  }

  /**
   * The first mate: short lines first ({@link #SHORT_BOUNDS}), then lines as long as the limits
   * allow; stops at a mate proved (its line walked or not), at a proof that none can exist, or when
   * the limits run out.
   */
  private <P extends Position<P, M>, M> MateResult<M> firstMate(
      DfPnSearch<P, M> search, int depth) {
    for (int bound : SHORT_BOUNDS) {
      if (bound >= depth) {
        break;
      }
      MateResult<M> result = search.run(bound);
      if (result.status() != MateStatus.UNKNOWN || search.proved() || search.stopped()) {
        return result;
      }
    }
    return search.run(depth);
  }

  private <P extends Position<P, M>, M> DfPnSearch<P, M> search(SearchBoard<P, M> board) {
    if (board == null) {
      throw new IllegalArgumentException("board is null");
    }
    return new DfPnSearch<>(board, rule, table, limits);
  }
}
