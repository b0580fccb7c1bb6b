package io.github.plateau.engine;

import io.github.plateau.core.Decision;
import io.github.plateau.core.Game;
import io.github.plateau.core.Limits;
import io.github.plateau.core.Position;
import io.github.plateau.core.Turn;
import java.util.List;
import java.util.Optional;

/**
 * What the clients of the UCI family (USI, UCI, UCCI, NSP) write and read alike beyond {@link
 * LineClient}: the {@code go} line, whose clock alone is each protocol's own ({@link #clock}), and
 * the {@code bestmove} line, whose move and what follows it are ({@link #decision}).
 *
 * @param <P> the position type
 * @param <M> the move type
 */
abstract class UciFamilyClient<P extends Position<P, M>, M> extends LineClient<P, M> {
  UciFamilyClient(
      Game<P, M> game, String name, List<String> command, EnginePlayer.Timeouts timeouts) {
    super(game, name, command, timeouts);
  }

  /**
   * Writes a turn's clock into a {@code go} line, in the protocol's words, each after a space.
   *
   * @param turn the turn, its limits not infinite
   * @param go the line so far
   */
  protected abstract void clock(Turn<P, M> turn, StringBuilder go);

  /**
   * Reads what follows the word {@code bestmove}: the move, or a word that resigns or declares, and
   * the expected reply if the protocol names one.
   *
   * @param answer the line's words after {@code bestmove}
   * @param position the position the engine answers in
   * @return the decision
   * @throws IllegalArgumentException if the words are malformed
   */
  protected abstract Decision<M> decision(Tokens answer, P position);

  /**
   * {@code go}, then {@code ponder} for a ponder search, then {@code infinite} for a search until
   * stopped (after which the line says no more), else the {@link #clock} and {@code nodes N} and
   * {@code depth D}.
   */
  @Override
  protected final String goLine(Turn<P, M> turn, boolean ponder) {
    Limits limits = turn.limits();
    StringBuilder s = new StringBuilder(ponder ? "go ponder" : "go");
    if (limits.isInfinite()) {
      return s.append(" infinite").toString();
    }
    clock(turn, s);
    limits.nodes().ifPresent(n -> s.append(" nodes ").append(n));
    limits.depth().ifPresent(d -> s.append(" depth ").append(d));
    return s.toString();
  }

  /** A line whose first word is {@code bestmove}, read by {@link #decision}; other lines, none. */
  @Override
  protected Optional<Decision<M>> bestMove(String line, P position) {
    Tokens t = new Tokens(line);
    if (!t.next("").equals("bestmove")) {
      return Optional.empty();
    }
    return Optional.of(decision(t, position));
  }
}
