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
 * move, and where a count differs asks both again one ply shallower after the first such move (in
 * the order of the moves' texts), until the move lists differ or the depth is 1. It ends at the
 * position where the two disagree: the moves only one side lists, else the counts that differ.
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
   * differ: at depth 1, or where the divides of the position after the first such move agree (the
   * engine then counted that subtree otherwise when asked from the position before).
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
   * (at most {@code depth} divides on each side), and quits the engine.
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
    Game<P, M> game = start.game();
    GameRecord<P, M> record = start;
    List<String> path = new ArrayList<>();
    long engineTotal = 0;
    long plateauTotal = 0;
    Report above = null; // the position before, whose count for the move played differs
    for (int d = depth; ; d--) {
      P position = record.current();
      Map<String, M> moves = new HashMap<>();
      Map<String, Long> ours = new HashMap<>();
      Perft.divide(position, d)
          .forEach(
              (move, count) -> {
                String text = game.formatMove(position, move);
                moves.put(text, move);
                ours.put(text, count);
              });
      Map<String, Long> theirs = engine.divide(record, d);
      if (d == depth) {
        engineTotal = sum(theirs);
        plateauTotal = sum(ours);
      }
      SortedSet<String> onlyEngine = new TreeSet<>(theirs.keySet());
      onlyEngine.removeAll(ours.keySet());
      SortedSet<String> onlyPlateau = new TreeSet<>(ours.keySet());
      onlyPlateau.removeAll(theirs.keySet());
      SortedMap<String, Counts> counts = new TreeMap<>();
      ours.forEach(
          (move, count) -> {
            Long other = theirs.get(move);
            if (other != null && other.longValue() != count) {
              counts.put(move, new Counts(other, count));
            }
          });
      Report here =
          new Report(
              engineTotal,
              plateauTotal,
              path,
              position.toString(),
              d,
              onlyEngine,
              onlyPlateau,
              counts);
      if (here.agrees() && above != null) {
        return above; // the subtree agrees when asked on its own: the count above is the difference
      }
      if (here.agrees() || !onlyEngine.isEmpty() || !onlyPlateau.isEmpty() || d == 1) {
        return here;
      }
      String first = counts.firstKey();
      path.add(first);
      record = record.play(moves.get(first));
      above = here;
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
