package io.github.plateau.engine;

import static com.google.common.base.Preconditions.checkArgument;
import static io.github.plateau.engine.Carriers.restate;

import io.github.plateau.core.Game;
import io.github.plateau.core.Player;
import io.github.plateau.core.Position;
import io.github.plateau.draughts.Draughts;
import io.github.plateau.napoleon.Napoleon;
import io.github.plateau.shogi.Shogi;
import io.github.plateau.xiangqi.Xiangqi;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * Serves a {@link Player} as an engine: it speaks a protocol on a stream pair (a GUI's pipes, or
 * standard input and output) until {@code quit} or the end of the input. Bad commands get the
 * protocol's error convention and never end the conversation; a {@code position} that is illegal
 * changes nothing. A command a GUI waits on is always answered: a {@code go} with bad numbers is
 * reported and searched with them clamped into range or ignored, and a {@code go} before any
 * position searches the starting position.
 */
public final class EngineServer {
  private EngineServer() {}

  /**
   * Serves a player until {@code quit} or the end of the input, then closes the player. The engine
   * introduces itself with {@link EngineIdentity#of the player's name and Plateau}.
   *
   * @param game the game played, with its options
   * @param protocol a protocol that {@link Protocol#supports supports} the game, and is spoken on
   *     streams (every one but {@link Protocol#DXP}, which is spoken over TCP)
   * @param player the player behind the engine
   * @param in the commands
   * @param out where the answers go
   * @param <P> the position type
   * @param <M> the move type
   * @throws IllegalArgumentException if an argument is null, or the protocol does not carry the
   *     game or is not spoken on streams
   */
  public static <P extends Position<P, M>, M> void serve(
      Game<P, M> game, Protocol protocol, Player<P, M> player, InputStream in, OutputStream out) {
    checkArgument(player != null, "player is null");
    serve(game, protocol, player, EngineIdentity.of(player), in, out);
  }

  /**
   * Serves a player under a name and author of its own until {@code quit} or the end of the input,
   * then closes the player.
   *
   * @param game the game played, with its options
   * @param protocol a protocol that {@link Protocol#supports supports} the game, and is spoken on
   *     streams (every one but {@link Protocol#DXP}, which is spoken over TCP)
   * @param player the player behind the engine
   * @param identity the name and author the engine gives in the protocol's handshake
   * @param in the commands
   * @param out where the answers go
   * @param <P> the position type
   * @param <M> the move type
   * @throws IllegalArgumentException if an argument is null, or the protocol does not carry the
   *     game or is not spoken on streams
   */
  public static <P extends Position<P, M>, M> void serve(
      Game<P, M> game,
      Protocol protocol,
      Player<P, M> player,
      EngineIdentity identity,
      InputStream in,
      OutputStream out) {
    checkArgument(game != null, "game is null");
    checkArgument(protocol != null, "protocol is null");
    checkArgument(player != null, "player is null");
    checkArgument(identity != null, "identity is null");
    checkArgument(in != null, "in is null");
    checkArgument(out != null, "out is null");
    checkArgument(protocol.supports(game), "%s does not carry %s", protocol.id(), game.name());
    ServerSession<P, M> session =
        switch (protocol) {
          case USI -> restate(new UsiServer((Shogi) game, restate(player), identity, out));
          case UCI, UCCI ->
              restate(
                  new UciServer(
                      (Xiangqi) game, restate(player), identity, out, protocol == Protocol.UCCI));
          case HUB -> restate(new HubServer((Draughts) game, restate(player), identity, out));
          case DXP -> throw new IllegalArgumentException("DXP is spoken over TCP: see Dxp");
          case NSP -> restate(new NspServer((Napoleon) game, restate(player), identity, out));
        };
    session.run(in);
  }
}
