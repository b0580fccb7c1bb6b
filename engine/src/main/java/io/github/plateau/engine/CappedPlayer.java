package io.github.plateau.engine;

import io.github.plateau.core.Decision;
import io.github.plateau.core.Game;
import io.github.plateau.core.Player;
import io.github.plateau.core.Position;
import io.github.plateau.core.SetupPhase;
import io.github.plateau.core.Side;
import io.github.plateau.core.Turn;
import java.util.Map;

/**
 * A player that decides with every turn's limits bounded by a {@link LimitCap}: the inner player
 * sees a turn of the same game with the capped limits, whose reports and stop are the outer turn's.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
final class CappedPlayer<P extends Position<P, M>, M> implements Player<P, M> {
  private final Player<P, M> player;
  private final LimitCap cap;

  CappedPlayer(Player<P, M> player, LimitCap cap) {
    this.player = player;
    this.cap = cap;
  }

  /** The player whose turns are capped. */
  Player<P, M> player() {
    return player;
  }

  @Override
  public String name() {
    return player.name();
  }

  @Override
  public Map<String, String> options() {
    return player.options();
  }

  @Override
  public void setOption(String name, String value) {
    player.setOption(name, value);
  }

  @Override
  public void newGame(Game<P, M> game) {
    player.newGame(game);
  }

  @Override
  public String chooseSetup(SetupPhase<P, M> phase, Side side, Turn<P, M> turn) {
    return player.chooseSetup(phase, side, turn);
  }

  @Override
  public Decision<M> decide(Turn<P, M> turn) {
    Turn<P, M> capped =
        new Turn<>(
            turn.record(),
            cap.apply(turn.limits(), turn.position().sideToMove()),
            turn::report,
            turn.rootMoves());
    turn.onStop(capped::stop);
    return player.decide(capped);
  }

  @Override
  public void close() {
    player.close();
  }
}
