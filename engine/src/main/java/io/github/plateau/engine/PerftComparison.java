package io.github.plateau.engine;

import static com.google.common.base.Preconditions.checkArgument;
import static io.github.plateau.engine.Carriers.restate;

import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Perft;
import io.github.plateau.core.Position;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A perft debugger: compares an external engine's divide ({@code go perft}) with Plateau's, move by
 * move, and where a count differs asks both again one ply shallower after that move, until the move
 * lists differ or the depth is 1. It ends at the position where the two disagree: the moves only
 * one side lists, else the counts that differ. The moves whose counts differ are tried in the order
 * of their texts; one after which the two agree when asked on its own (the engine's count depended
 * on the moves before it) is passed over for the next, so that a bug of the engine's generator
 * under a later move is still found.
 *
 * <p>Engines of the Stockfish family answer {@code go perft}: Fairy-Stockfish over USI, UCI and
 * UCCI, YaneuraOu over USI, Pikafish over UCI; so the protocols that can ask for a divide are those
 * of {@link #divides}. Every divide the engine gives must come within the timeouts' cap.
 */
public final class PerftComparison {
  private PerftComparison() {}

  /**
   * Two counts of one move.
   *
   * @param engine the engine's
   * @param plateau Plateau's
   */
  public record Counts(long engine, long plateau) {}

  /**
   * Where a comparison ended. When the two agree, the path is empty, the position is the one given,
   * and the sets are empty. Otherwise the path leads from the given position to where they differ,
   * and either some moves are listed by one side only, or both list the same moves and some counts
   * differ: at depth 1, or where the divides of the position after each such move agree (the engine
   * then counted those subtrees otherwise when asked from the position before).
   *
   * @param engineTotal the engine's total at the given position and depth
   * @param plateauTotal Plateau's total there
   * @param path the moves from the given position to the one where the two differ, in the game's
   *     notation
   * @param position that position, in the game's notation
   * @param depth the depth of the divides compared there
   * @param onlyEngine the moves only the engine lists there, in the game's notation
   * @param onlyPlateau the moves only Plateau lists there
   * @param counts the moves both list whose counts differ there, if the lists agree
   */
  public record Report(
      long engineTotal,
      long plateauTotal,
      List<String> path,
      String position,
      int depth,
      SortedSet<String> onlyEngine,
      SortedSet<String> onlyPlateau,
      SortedMap<String, Counts> counts) {

    /**
     * Checks and copies the parts.
     *
     * @param engineTotal the engine's total at the given position and depth
     * @param plateauTotal Plateau's total there
     * @param path the moves from the given position to the one where the two differ
     * @param position that position, in the game's notation
     * @param depth the depth of the divides compared there
     * @param onlyEngine the moves only the engine lists there
     * @param onlyPlateau the moves only Plateau lists there
     * @param counts the moves both list whose counts differ there
     * @throws IllegalArgumentException if a part is null, or the depth below 1
     */
    public Report {
      checkArgument(
          path != null
              && position != null
              && onlyEngine != null
              && onlyPlateau != null
              && counts != null,
          "a part of the report is null");
      checkArgument(depth >= 1, "depth %s is below 1", depth);
      path = List.copyOf(path);
      onlyEngine = Collections.unmodifiableSortedSet(new TreeSet<>(onlyEngine));
      onlyPlateau = Collections.unmodifiableSortedSet(new TreeSet<>(onlyPlateau));
      counts = Collections.unmodifiableSortedMap(new TreeMap<>(counts));
    }

    /**
     * Whether the engine and Plateau agree on every count.
     *
     * @return true if no difference was found
     */
    public boolean agrees() {
      return onlyEngine.isEmpty() && onlyPlateau.isEmpty() && counts.isEmpty();
    }
  }

  /**
   * Whether a protocol can ask for a divide: USI, UCI and UCCI, whose engines answer {@code go
   * perft}.
   *
   * @param protocol a protocol
   * @return true for USI, UCI and UCCI
   * @throws IllegalArgumentException if the protocol is null
   */
  public static boolean divides(Protocol protocol) {
    checkArgument(protocol != null, "protocol is null");
    return protocol == Protocol.USI || protocol == Protocol.UCI || protocol == Protocol.UCCI;
  }

  /**
   * Starts an engine, compares its divides with Plateau's from a position down to where they differ
   * (a divide on each side for each ply descended, and one more for each move passed over because
   * its subtree agrees when asked on its own), and quits the engine.
   *
   * @param game the game, with its rules
   * @param root the position to start from, of that game
   * @param depth plies, from 1 to {@link Perft#MAX_DEPTH}
   * @param protocol the engine's protocol: one that {@link #divides} and that {@link
   *     Protocol#supports supports} the game
   * @param name the engine's name, in messages
   * @param command the program and its arguments
   * @param timeouts how long the engine may take: {@link EnginePlayer.Timeouts#start()} for the
   *     handshake, {@link EnginePlayer.Timeouts#cap()} for each divide
   * @param <P> the position type
   * @param <M> the move type
   * @return where the comparison ended
   * @throws EngineException if the engine cannot start, fails, answers late or writes what is not a
   *     divide (including a move with no move's form); it is killed first
   * @throws IllegalArgumentException if an argument is null or empty, the position is another
   *     game's, the depth is out of range, or the protocol cannot ask the game for a divide
   */
  public static <P extends Position<P, M>, M> Report compare(
      Game<P, M> game,
      P root,
      int depth,
      Protocol protocol,
      String name,
      List<String> command,
      EnginePlayer.Timeouts timeouts) {
    checkArgument(game != null && root != null && protocol != null, "an argument is null");
    game.requireOwn(root);
    checkArgument(
        depth >= 1 && depth <= Perft.MAX_DEPTH,
        "depth must be from 1 to %s, not %s",
        Perft.MAX_DEPTH,
        depth);
    checkArgument(
        divides(protocol), "%s cannot ask for a divide (usi, uci, ucci can)", protocol.id());
    UciFamilyClient<P, M> engine =
        restate(EnginePlayer.client(game, protocol, name, command, timeouts));
    try {
      engine.newGame(game);
      return descend(GameRecord.asPlayed(game, root), depth, engine);
    } finally {
      engine.close();
    }
  }

  private static <P extends Position<P, M>, M> Report descend(
      GameRecord<P, M> start, int depth, UciFamilyClient<P, M> engine) {
    Divides<P, M> here = Divides.of(start, depth, engine);
    return descend(here, sum(here.engine), sum(here.plateau), List.of(), engine);
  }

  /**
   * The report of a position whose divides are {@code here}: where its move lists or depth-1 counts
   * differ, there; else below the first move whose count differs and whose subtree, asked on its
   * own, differs too. Where every such subtree agrees (its count depended on the moves before it),
   * the report is this position's, its counts those that differ.
   */
  private static <P extends Position<P, M>, M> Report descend(
      Divides<P, M> here,
      long engineTotal,
      long plateauTotal,
      List<String> path,
      UciFamilyClient<P, M> engine) {
    Report report = here.report(engineTotal, plateauTotal, path);
    if (report.agrees()
        || !report.onlyEngine().isEmpty()
        || !report.onlyPlateau().isEmpty()
        || here.depth == 1) {
      return report;
    }
    for (String move : report.counts().keySet()) {
      GameRecord<P, M> after = here.record.play(here.moves.get(move));
      Divides<P, M> below = Divides.of(after, here.depth - 1, engine);
      if (below.agrees()) {
        continue; // its count depends on the moves before it: the next move may show more
      }
      List<String> deeper = new ArrayList<>(path);
      deeper.add(move);
      return descend(below, engineTotal, plateauTotal, deeper, engine);
    }
    return report;
  }

  /** Both divides of one position at one depth, by move text. */
  private static final class Divides<P extends Position<P, M>, M> {
    final GameRecord<P, M> record;
    final int depth;
    final Map<String, M> moves = new HashMap<>();
    final Map<String, Long> plateau = new HashMap<>();
    final Map<String, Long> engine;

    private Divides(GameRecord<P, M> record, int depth, Map<String, Long> engine) {
      this.record = record;
      this.depth = depth;
      this.engine = engine;
    }

    static <P extends Position<P, M>, M> Divides<P, M> of(
        GameRecord<P, M> record, int depth, UciFamilyClient<P, M> client) {
      P position = record.current();
      Game<P, M> game = record.game();
      Map<String, Long> theirs;
      try {
        theirs = client.divide(record, depth);
      } catch (EngineException e) { // said where: deep in a descent, the path is worth knowing
        throw new EngineException(
            e.getMessage() + " (asked for its divide at depth " + depth + " of " + position + ")",
            e.reason(),
            e);
      }
      Divides<P, M> divides = new Divides<>(record, depth, theirs);
      Perft.divide(position, depth)
          .forEach(
              (move, count) -> {
                String text = game.formatMove(position, move);
                divides.moves.put(text, move);
                divides.plateau.put(text, count);
              });
      return divides;
    }

    boolean agrees() {
      return engine.equals(plateau);
    }

    /** The comparison here, under the totals of the given position. */
    Report report(long engineTotal, long plateauTotal, List<String> path) {
      SortedSet<String> onlyEngine = new TreeSet<>(engine.keySet());
      onlyEngine.removeAll(plateau.keySet());
      SortedSet<String> onlyPlateau = new TreeSet<>(plateau.keySet());
      onlyPlateau.removeAll(engine.keySet());
      SortedMap<String, Counts> counts = new TreeMap<>();
      plateau.forEach(
          (move, count) -> {
            Long other = engine.get(move);
            if (other != null && other.longValue() != count) {
              counts.put(move, new Counts(other, count));
            }
          });
      return new Report(
          engineTotal,
          plateauTotal,
          path,
          record.current().toString(),
          depth,
          onlyEngine,
          onlyPlateau,
          counts);
    }
  }

  private static long sum(Map<String, Long> counts) {
    long sum = 0;
    for (long count : counts.values()) {
      sum += count;
    }
    return sum;
  }
}
