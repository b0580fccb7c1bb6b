package io.github.plateau.engine;

import static com.google.common.base.Preconditions.checkArgument;
import static io.github.plateau.engine.Carriers.restate;

import io.github.plateau.core.Decision;
import io.github.plateau.core.Game;
import io.github.plateau.core.Limits;
import io.github.plateau.core.Player;
import io.github.plateau.core.Position;
import io.github.plateau.core.SetupPhase;
import io.github.plateau.core.Side;
import io.github.plateau.core.Turn;
import io.github.plateau.draughts.Draughts;
import io.github.plateau.napoleon.Napoleon;
import io.github.plateau.shogi.Shogi;
import io.github.plateau.xiangqi.Xiangqi;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * An external engine, run as a subprocess and spoken to in its protocol, behind the {@link Player}
 * contract: its announced options are the player's {@link #options()}, the turn's clock becomes the
 * protocol's {@code go}, its {@code info} lines become {@link io.github.plateau.core.SearchInfo}
 * reports, and {@link Turn#stop()} sends {@code stop}.
 *
 * <p>An engine that cannot start, crashes, hangs past its clock (plus a grace), answers garbage or
 * an illegal move makes {@link #decide} throw {@link EngineException}, whose reason says how it
 * loses; the process is killed first. {@link #close()} quits the engine and leaves no process or
 * thread behind.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public final class EnginePlayer<P extends Position<P, M>, M> implements Player<P, M> {
  /**
   * How long an engine may take beyond what the protocol asks of it.
   *
   * @param start for the handshake and each {@code isready}: slow engines load books and tables
   * @param grace beyond the clock, or after {@code stop}, before the engine loses on time
   * @param cap for a search bounded by nodes or depth only
   */
  public record Timeouts(Duration start, Duration grace, Duration cap) {
    /** 30 s to start, 1 s of grace, 60 s for a node or depth search. */
    public static final Timeouts DEFAULT =
        new Timeouts(Duration.ofSeconds(30), Duration.ofSeconds(1), Duration.ofSeconds(60));

    /** The least time to start that {@link #within} gives: a program in Java needs a second. */
    private static final Duration LEAST_START = Duration.ofSeconds(5);

    /** The moves whose clock bounds the time to start in {@link #within}. */
    private static final int START_MOVES = 40;

    /**
     * The timeouts of an engine playing under a clock, so that one that never answers costs its
     * game no more than the clock is worth: the time to start (and to answer each {@code isready})
     * is what a side has for its first 40 moves, {@code time + 40 * (increment + byoyomi)}, within
     * 5 s and {@link #DEFAULT}'s 30 s; the grace and the cap are the defaults.
     *
     * @param control the match's clock
     * @return the timeouts
     * @throws IllegalArgumentException if the control is null
     */
    public static Timeouts within(TimeControl control) {
      checkArgument(control != null, "time control is null");
      Duration perMove = control.increment().plus(control.byoyomi());
      return startingWithin(control.time().plus(perMove.multipliedBy(START_MOVES)));
    }

    /**
     * The timeouts of an engine playing every move under the same limits: with a move time, the
     * time to start is 40 move times, within 5 s and 30 s; under nodes or depth alone, {@link
     * #DEFAULT}.
     *
     * @param fixed the limits of each move
     * @return the timeouts
     * @throws IllegalArgumentException if the limits are null
     */
    public static Timeouts within(Limits fixed) {
      checkArgument(fixed != null, "limits is null");
      return fixed.moveTime().map(t -> startingWithin(t.multipliedBy(START_MOVES))).orElse(DEFAULT);
    }

    private static Timeouts startingWithin(Duration budget) {
      Duration start = budget.compareTo(LEAST_START) < 0 ? LEAST_START : budget;
      if (start.compareTo(DEFAULT.start()) > 0) {
        start = DEFAULT.start();
      }
      return new Timeouts(start, DEFAULT.grace(), DEFAULT.cap());
    }

    /**
     * Checks the times.
     *
     * @param start for the handshake and each {@code isready}
     * @param grace beyond the clock, or after {@code stop}
     * @param cap for a search bounded by nodes or depth only
     * @throws IllegalArgumentException if a time is null, zero or negative
     */
    public Timeouts {
      for (Duration d : new Duration[] {start, grace, cap}) {
        checkArgument(d != null && !d.isNegative() && !d.isZero(), "timeouts must be positive");
      }
    }
  }

  private final String name;
  private final EngineClient<P, M> client;

  private EnginePlayer(String name, EngineClient<P, M> client) {
    this.name = name;
    this.client = client;
  }

  /**
   * Starts an engine and completes the protocol's handshake.
   *
   * @param game the game to play, with its options
   * @param protocol the engine's protocol; one that {@link Protocol#supports supports} the game and
   *     that engines speak on pipes (not {@link Protocol#DXP})
   * @param name the engine's name in records and tables
   * @param command the program and its arguments
   * @param <P> the position type
   * @param <M> the move type
   * @return the engine, ready for a game
   * @throws EngineException if the engine cannot start or fails the handshake
   * @throws IllegalArgumentException if an argument is null or empty, or the protocol does not fit
   */
  public static <P extends Position<P, M>, M> EnginePlayer<P, M> start(
      Game<P, M> game, Protocol protocol, String name, List<String> command) {
    return start(game, protocol, name, command, Timeouts.DEFAULT);
  }

  /**
   * Starts an engine with given timeouts and completes the protocol's handshake.
   *
   * @param game the game to play, with its options
   * @param protocol the engine's protocol; one that {@link Protocol#supports supports} the game and
   *     that engines speak on pipes (not {@link Protocol#DXP})
   * @param name the engine's name in records and tables
   * @param command the program and its arguments
   * @param timeouts how long the engine may take beyond what the protocol asks
   * @param <P> the position type
   * @param <M> the move type
   * @return the engine, ready for a game
   * @throws EngineException if the engine cannot start or fails the handshake
   * @throws IllegalArgumentException if an argument is null or empty, or the protocol does not fit
   */
  public static <P extends Position<P, M>, M> EnginePlayer<P, M> start(
      Game<P, M> game, Protocol protocol, String name, List<String> command, Timeouts timeouts) {
    return new EnginePlayer<>(name, client(game, protocol, name, command, timeouts));
  }

  /**
   * Starts an engine's client of a protocol, its handshake done: what {@link #start} wraps, and
   * what {@link PerftComparison} asks for divides.
   *
   * @throws EngineException if the engine cannot start or fails the handshake
   * @throws IllegalArgumentException if an argument is null or empty, or the protocol does not fit
   */
  static <P extends Position<P, M>, M> EngineClient<P, M> client(
      Game<P, M> game, Protocol protocol, String name, List<String> command, Timeouts timeouts) {
    checkArgument(timeouts != null, "timeouts is null");
    checkArgument(game != null, "game is null");
    checkArgument(protocol != null, "protocol is null");
    checkArgument(name != null && !name.isBlank(), "name is empty");
    checkArgument(command != null && !command.isEmpty(), "command is empty");
    checkArgument(protocol.supports(game), "%s does not carry %s", protocol.id(), game.name());
    return switch (protocol) {
      case USI -> restate(new UsiClient((Shogi) game, name, command, timeouts));
      case UCI, UCCI ->
          restate(
              new UciClient((Xiangqi) game, name, command, timeouts, protocol == Protocol.UCCI));
      case HUB -> restate(new HubClient((Draughts) game, name, command, timeouts));
      case DXP -> throw new IllegalArgumentException("DXP engines are reached over TCP: see Dxp");
      case NSP -> restate(new NspClient((Napoleon) game, name, command, timeouts));
    };
  }

  /**
   * Whether a program can be started: a path (a name with a {@code /}) to an executable file (not a
   * folder), or a name of such a file in a folder of the {@code PATH}, as the operating system
   * looks for it. A match checks its engines' programs this way before its first game.
   *
   * @param program the first word of an engine's command
   * @return true if it can be run
   * @throws IllegalArgumentException if the program is null or empty
   */
  public static boolean runnable(String program) {
    checkArgument(program != null && !program.isEmpty(), "the program is empty");
    try {
      if (program.contains("/")) {
        return isProgram(Path.of(program));
      }
      String path = System.getenv("PATH");
      if (path == null) {
        return false;
      }
      for (String dir : path.split(File.pathSeparator)) {
        if (!dir.isEmpty() && isProgram(Path.of(dir, program))) {
          return true;
        }
      }
      return false;
    } catch (InvalidPathException e) {
      return false; // a name this system cannot hold is no program
    }
  }

  /** A file (or a link to one) that may be executed: a folder may be "executed" too, not run. */
  private static boolean isProgram(Path file) {
    return Files.isRegularFile(file) && Files.isExecutable(file);
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public Map<String, String> options() {
    return client.options();
  }

  @Override
  public void setOption(String name, String value) {
    checkArgument(name != null && value != null, "name or value is null");
    client.setOption(name, value);
  }

  @Override
  public void newGame(Game<P, M> game) {
    checkArgument(game != null, "game is null");
    client.newGame(game);
  }

  @Override
  public String chooseSetup(SetupPhase<P, M> phase, Side side, Turn<P, M> turn) {
    checkArgument(phase != null && side != null && turn != null, "an argument is null");
    return client.chooseSetup(phase, side, turn);
  }

  @Override
  public Decision<M> decide(Turn<P, M> turn) {
    checkArgument(turn != null, "turn is null");
    return client.decide(turn);
  }

  @Override
  public void close() {
    client.close();
  }
}
