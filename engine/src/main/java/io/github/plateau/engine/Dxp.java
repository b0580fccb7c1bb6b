package io.github.plateau.engine;

import static com.google.common.base.Preconditions.checkArgument;
import static io.github.plateau.engine.Carriers.restate;

import io.github.plateau.core.Decision;
import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.Player;
import io.github.plateau.core.Position;
import io.github.plateau.core.Reason;
import io.github.plateau.core.Turn;
import io.github.plateau.draughts.Color;
import io.github.plateau.draughts.Draughts;
import io.github.plateau.draughts.DraughtsPosition;
import io.github.plateau.draughts.Move;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.util.function.Consumer;

/**
 * The DamExchange Protocol (DXP): international draughts between two programs over TCP. DXP names
 * only 10 x 10 international draughts, so only that game is accepted.
 *
 * <p>{@link #serve} makes a player the Follower: it accepts one connection at a time and plays the
 * games the other program (the Initiator) asks for. {@link #connect} makes the Initiator: the
 * program at the other end becomes a {@link Player} that a {@link Match} or any loop can play.
 * Malformed or illegal messages are logged and refused, never fatal to the server; a connection
 * that stays silent beyond its timeout, or sends a message over 64 KiB, is closed.
 */
public final class Dxp {
  private Dxp() {}

  /**
   * Serves a player as the Follower until the server socket is closed: each connection in turn,
   * each game it asks for. Returns when the socket is closed. The Follower gives {@link
   * EngineIdentity#of the player's name and Plateau} as its name.
   *
   * @param game 10 x 10 international draughts
   * @param player the player
   * @param socket a bound server socket
   * @param log receives one line per event worth knowing (connections, refused messages)
   * @param <P> the position type
   * @param <M> the move type
   * @throws IllegalArgumentException if an argument is null or the game is not 10 x 10
   *     international draughts
   */
  public static <P extends Position<P, M>, M> void serve(
      Game<P, M> game, Player<P, M> player, ServerSocket socket, Consumer<String> log) {
    checkArgument(player != null, "an argument is null");
    serve(game, player, EngineIdentity.of(player), socket, log);
  }

  /**
   * Serves a player as the Follower under a name of its own, which its game acceptances carry (cut
   * to DXP's 32 characters), until the server socket is closed: each connection in turn, each game
   * it asks for. Returns when the socket is closed.
   *
   * @param game 10 x 10 international draughts
   * @param player the player
   * @param identity the name the Follower gives (DXP carries no author)
   * @param socket a bound server socket
   * @param log receives one line per event worth knowing (connections, refused messages)
   * @param <P> the position type
   * @param <M> the move type
   * @throws IllegalArgumentException if an argument is null or the game is not 10 x 10
   *     international draughts
   */
  public static <P extends Position<P, M>, M> void serve(
      Game<P, M> game,
      Player<P, M> player,
      EngineIdentity identity,
      ServerSocket socket,
      Consumer<String> log) {
    Draughts draughts = checkGame(game);
    checkArgument(
        player != null && identity != null && socket != null && log != null, "an argument is null");
    while (!socket.isClosed()) {
      try (Socket peer = socket.accept()) {
        peer.setSoTimeout((int) Duration.ofMinutes(30).toMillis());
        peer.setTcpNoDelay(true); // one small message per move: do not wait to fill packets
        log.accept("dxp: connection from " + peer.getRemoteSocketAddress());
        new DxpFollower(
                draughts,
                restate(player),
                identity.name(),
                peer.getInputStream(),
                peer.getOutputStream(),
                log)
            .run();
        log.accept("dxp: connection closed");
      } catch (IOException e) {
        if (!socket.isClosed()) {
          log.accept("dxp: connection lost: " + e.getMessage());
        }
      }
    }
  }

  /**
   * Connects to a DXP program as the Initiator. The returned player asks that program for a game at
   * its first decision of each game (the program plays the side to move then, from that position,
   * under a time control that gives it that decision's time: its clock in whole minutes, or a fixed
   * time per move as one minute for as many moves as fit in it), sends it every move played since,
   * and answers with its move.
   *
   * @param game 10 x 10 international draughts
   * @param host the program's host
   * @param port its port
   * @param name the name this side gives in its game requests
   * @param timeout how long the program may take to connect and to answer, beyond its clock
   * @param <P> the position type
   * @param <M> the move type
   * @return the remote program as a player; closing it ends the connection
   * @throws EngineException ({@link Reason#FOUL}) if the connection cannot be made
   * @throws IllegalArgumentException if an argument is null or the game is not 10 x 10
   */
  public static <P extends Position<P, M>, M> Player<P, M> connect(
      Game<P, M> game, String host, int port, String name, Duration timeout) {
    Draughts draughts = checkGame(game);
    checkArgument(host != null && name != null && timeout != null, "an argument is null");
    checkArgument(port > 0 && port < 65536, "port %s is out of range", port);
    try {
      Socket socket = new Socket();
      socket.connect(new InetSocketAddress(host, port), (int) timeout.toMillis());
      socket.setTcpNoDelay(true);
      return restate(new Initiator(draughts, socket, name, timeout));
    } catch (IOException e) {
      throw new EngineException(
          "dxp " + host + ":" + port + ": cannot connect: " + e.getMessage(), Reason.FOUL, e);
    }
  }

  /** The game as draughts, once its provider says DXP carries it (international draughts only). */
  private static Draughts checkGame(Game<?, ?> game) {
    checkArgument(game != null, "game is null");
    checkArgument(
        Protocol.DXP.supports(game),
        "DXP plays 10 x 10 international draughts, not %s",
        game.name());
    return (Draughts) game;
  }

  /** The remote Follower seen as a player. */
  private static final class Initiator implements Player<DraughtsPosition, Move> {
    private final Draughts game;
    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;
    private final String name;
    private final Duration timeout;
    private GameRecord<DraughtsPosition, Move> synced; // what the Follower knows, or null
    private String remoteName = "dxp";

    Initiator(Draughts game, Socket socket, String name, Duration timeout) throws IOException {
      this.game = game;
      this.socket = socket;
      this.in = socket.getInputStream();
      this.out = socket.getOutputStream();
      this.name = name;
      this.timeout = timeout;
    }

    @Override
    public String name() {
      return remoteName;
    }

    @Override
    public void newGame(Game<DraughtsPosition, Move> newGame) {
      endGame();
    }

    @Override
    public Decision<Move> decide(Turn<DraughtsPosition, Move> turn) {
      GameRecord<DraughtsPosition, Move> record = turn.record();
      try {
        if (synced == null || !extends_(record, synced)) {
          endGame();
          request(turn);
          synced = record;
        }
        for (int i = synced.ply(); i < record.ply(); i++) {
          DxpMessages.write(out, DxpMessages.move(0, record.moves().get(i)));
        }
        synced = record;
        Duration wait =
            turn.limits().budget(record.current().sideToMove()).orElse(Duration.ZERO).plus(timeout);
        socket.setSoTimeout((int) Math.min(Integer.MAX_VALUE, wait.toMillis()));
        while (true) {
          String m = DxpMessages.read(in);
          if (m == null) {
            throw fail(Reason.FOUL, "closed the connection");
          }
          if (m.startsWith("M")) {
            Move move;
            try {
              move = DxpMessages.move(record.current(), m);
            } catch (PlateauException e) {
              throw fail(Reason.FOUL, e.getMessage());
            }
            synced = record.play(move);
            return Decision.move(move);
          }
          if (m.startsWith("E")) {
            DxpMessages.write(out, "E00");
            synced = null;
            if (m.length() > 1 && m.charAt(1) == '1') {
              return Decision.resign();
            }
            throw fail(Reason.FOUL, "ended a running game (GAMEEND " + m + ")");
          }
          // CHAT and anything else is not an answer: wait on
        }
      } catch (SocketTimeoutException e) {
        throw fail(Reason.TIME_FORFEIT, "no move in time");
      } catch (IOException e) {
        throw fail(Reason.FOUL, "connection failed: " + e.getMessage());
      }
    }

    private boolean extends_(
        GameRecord<DraughtsPosition, Move> now, GameRecord<DraughtsPosition, Move> before) {
      return now.startPosition().equals(before.startPosition())
          && now.ply() >= before.ply()
          && now.moves().subList(0, before.ply()).equals(before.moves());
    }

    private void request(Turn<DraughtsPosition, Move> turn) throws IOException {
      DraughtsPosition p = turn.position();
      Color follower = p.sideToMove();
      StringBuilder r =
          new StringBuilder("R01")
              .append(DxpMessages.name(name))
              .append(DxpMessages.color(follower))
              .append(DxpClock.request(turn.limits(), follower, timeout).fields());
      if (p.equals(game.start())) {
        r.append('A');
      } else {
        r.append('B').append(DxpMessages.color(p.sideToMove())).append(DxpMessages.position(p));
      }
      DxpMessages.write(out, r.toString());
      socket.setSoTimeout((int) timeout.toMillis());
      String said = ""; // a Follower may CHAT why before it refuses
      while (true) {
        String m = DxpMessages.read(in);
        if (m == null) {
          throw fail(Reason.FOUL, "closed the connection instead of accepting the game");
        }
        if (m.startsWith("C")) {
          said = m.substring(1);
        }
        if (m.startsWith("A")) {
          if (m.length() != 34 || m.charAt(33) != DxpMessages.ACCEPTED) {
            throw fail(
                Reason.FOUL,
                "refused the game"
                    + (m.length() == 34 ? DxpMessages.refusal(m.charAt(33)) : "")
                    + " (GAMEACC "
                    + Messages.quote(m)
                    + (said.isEmpty() ? "" : ", after saying " + Messages.quote(said))
                    + ")");
          }
          remoteName = m.substring(1, 33).strip().isEmpty() ? "dxp" : m.substring(1, 33).strip();
          return;
        }
      }
    }

    private void endGame() {
      if (synced == null) {
        return;
      }
      synced = null;
      try {
        DxpMessages.write(out, "E00");
        socket.setSoTimeout((int) timeout.toMillis());
        for (String m = DxpMessages.read(in);
            m != null && !m.startsWith("E");
            m = DxpMessages.read(in)) {
          // moves in flight before the acknowledgement are dropped
        }
      } catch (IOException e) {
        // the game is over for us whatever the other side does
      }
    }

    private EngineException fail(Reason reason, String what) {
      close();
      return new EngineException("dxp " + remoteName + ": " + what, reason);
    }

    @Override
    public void close() {
      try {
        socket.close();
      } catch (IOException e) {
        // closed
      }
    }
  }
}
