package io.github.plateau.engine;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.Decision;
import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Limits;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.Position;
import io.github.plateau.core.Reason;
import io.github.plateau.core.SearchInfo;
import io.github.plateau.core.Turn;
import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * What the line clients share, those of the UCI family ({@link UciFamilyClient}) and Hub's: the
 * handshake with its option lines, {@code isready}, a search as {@code position} + {@code go} read
 * back as {@code info} reports and a {@code bestmove}, {@code stop} when the turn is stopped,
 * pondering on the engine's expected reply, and the deadlines that turn a hung engine into a loss
 * on time. Subclasses write and read the protocol's own lines.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
abstract class LineClient<P extends Position<P, M>, M> implements EngineClient<P, M> {
  /** An option the engine announced. */
  record Option(String name, String type, String value) {}

  private final Game<P, M> game;
  private final EngineProcess process;
  private final EnginePlayer.Timeouts timeouts;
  private final Map<String, Option> announced = new LinkedHashMap<>();
  private final Map<String, String> values = new LinkedHashMap<>();
  private boolean ponderOn;
  private GameRecord<P, M> pondering; // the game the engine ponders on, or null
  private Limits ponderLimits;

  LineClient(Game<P, M> game, String name, List<String> command, EnginePlayer.Timeouts timeouts) {
    this.game = game;
    this.process = EngineProcess.start(name, command);
    this.timeouts = timeouts;
  }

  /** Parses an option line, or empty if it is not one this client can use. */
  protected abstract Optional<Option> option(String line);

  /** Sees a handshake line that is not an option, such as an {@code id} line; ignored here. */
  protected void other(String line) {}

  /**
   * What an {@code id} line of the handshake gives, such as the engine's name for {@code id name}.
   *
   * @param line a handshake line
   * @param field the field after {@code id}, such as {@code name}
   * @return the rest of the line, stripped, or empty if the line is not that {@code id} line
   */
  static Optional<String> id(String line, String field) {
    String start = "id " + field + " ";
    return line.startsWith(start)
        ? Optional.of(line.substring(start.length()).strip())
        : Optional.empty();
  }

  /**
   * The protocol's line that sets an option, or null if the engine is not told: {@code setoption
   * name N value V} in the UCI family.
   */
  protected String setOptionLine(String name, String value) {
    return OptionLines.set(name, value);
  }

  /** Tells the engine a new game of its game starts. */
  protected abstract void startGame();

  /** The protocol's position line for a game. */
  protected abstract String positionLine(GameRecord<P, M> record);

  /** The protocol's go line for a turn's clock. */
  protected abstract String goLine(Turn<P, M> turn, boolean ponder);

  /** The protocol's stop line: {@code stop} in every protocol here. */
  protected String stopLine() {
    return "stop";
  }

  /** The protocol's ponderhit line: {@code ponderhit} in the UCI family. */
  protected String ponderHitLine() {
    return "ponderhit";
  }

  /** The protocol's quit line: {@code quit} in every protocol here. */
  protected String quitLine() {
    return "quit";
  }

  /** The name of the option that switches pondering on, or null if the protocol has none. */
  protected abstract String ponderOption();

  /** Reads a bestmove line as a decision, or empty if the line is not one. */
  protected abstract Optional<Decision<M>> bestMove(String line, P position);

  /**
   * Reads a move in the protocol's notation, the game's own unless the protocol has its own,
   * throwing a PlateauException if it is not legal.
   */
  protected M readMove(P position, String text) {
    return game.parseMove(position, text);
  }

  /** Reads the engine's move, failing the engine (FOUL) if it is not legal. */
  protected final M parse(P position, String text) {
    try {
      return readMove(position, text);
    } catch (PlateauException | IllegalArgumentException e) {
      throw process.fail(Reason.FOUL, "illegal move " + Messages.quote(text), e);
    }
  }

  /**
   * The decision to play a move, with the reply the engine expects when it names one that is legal
   * after the move: an impossible reply is only a hint, and dropped.
   */
  protected final Decision<M> withPonder(P position, M move, Optional<String> reply) {
    if (reply.isPresent()) {
      try {
        return Decision.move(move, readMove(position.play(move), reply.get()));
      } catch (PlateauException e) {
        // dropped: the move stands alone
      }
    }
    return Decision.move(move);
  }

  /** Whether mate scores count moves (UCI, UCCI, NSP: so here) rather than plies (USI). */
  protected boolean mateInMoves() {
    return true;
  }

  final EngineProcess process() {
    return process;
  }

  final EnginePlayer.Timeouts timeouts() {
    return timeouts;
  }

  final Game<P, M> game() {
    return game;
  }

  final void send(String line) {
    process.send(line);
  }

  /** Sends the greeting and reads option lines until the acknowledgement, then {@link #ready()}. */
  final void handshake(String hello, String ok) {
    try {
      send(hello);
      long deadline = System.nanoTime() + timeouts.start().toNanos();
      while (true) {
        String line = process.read(left(deadline));
        if (line.equals(ok)) {
          break;
        }
        other(line);
        if (isOptionLine(line)) {
          option(line)
              .ifPresent(
                  o -> {
                    announced.put(o.name(), o);
                    values.put(o.name(), o.value());
                  });
        }
      }
      ready();
    } catch (RuntimeException e) {
      process.close();
      throw e;
    }
  }

  /**
   * Adds an option the protocol defines for every engine, even when the engine does not announce it
   * (USI's {@code USI_Ponder} and {@code USI_Hash}).
   */
  final void implicit(Option option) {
    if (!announced.containsKey(option.name())) {
      announced.put(option.name(), option);
      values.put(option.name(), option.value());
    }
  }

  /** Whether a handshake line announces an option. */
  protected boolean isOptionLine(String line) {
    return line.startsWith("option ");
  }

  /** Reads a search report, or empty if the line is not one. */
  protected Optional<SearchInfo<M>> info(String line, P position) {
    return line.startsWith("info")
        ? InfoLines.read(line, position, this::readMove, mateInMoves())
        : Optional.empty();
  }

  /** Sends isready and waits for readyok. */
  void ready() {
    send("isready");
    long deadline = System.nanoTime() + timeouts.start().toNanos();
    while (!process.read(left(deadline)).equals("readyok")) {
      // info lines and stray output before readyok are ignored
    }
  }

  @Override
  public final Map<String, String> options() {
    return Collections.unmodifiableMap(new LinkedHashMap<>(values));
  }

  @Override
  public final void setOption(String name, String value) {
    if (!announced.containsKey(name)) {
      throw new IllegalArgumentException(
          process.name()
              + " has no option named "
              + Messages.quote(name)
              + "; it has "
              + String.join(", ", announced.keySet()));
    }
    // the protocols set options only while the engine waits: a ponder search is stopped first
    stopPondering();
    if (ponderOption() != null && name.equals(ponderOption())) {
      ponderOn = Boolean.parseBoolean(value);
    }
    String line = setOptionLine(name, value);
    if (line != null) {
      send(line);
    }
    values.put(name, value);
  }

  @Override
  public final void newGame(Game<P, M> newGame) {
    stopPondering();
    checkArgument(
        newGame.equals(game),
        "this engine was started for %s, not %s",
        game.name(),
        newGame.name());
    startGame();
  }

  @Override
  public final Decision<M> decide(Turn<P, M> turn) {
    GameRecord<P, M> record = turn.record();
    boolean hit = pondering != null && sameGame(pondering, record);
    if (hit) {
      pondering = null;
      send(ponderHitLine());
    } else {
      stopPondering();
      send(positionLine(record));
      send(goLine(turn, false));
    }
    Decision<M> decision = search(turn, record.current());
    decision.move().ifPresent(move -> ponder(turn, record, move, decision.ponder()));
    return decision;
  }

  private Decision<M> search(Turn<P, M> turn, P position) {
    AtomicBoolean active = new AtomicBoolean(true);
    AtomicLong stoppedAt = new AtomicLong(); // 0 until stopped
    turn.onStop(
        () -> {
          if (active.get()) {
            stoppedAt.set(System.nanoTime());
            try {
              send(stopLine());
            } catch (EngineException e) {
              // the reading thread sees the engine gone
            }
          }
        });
    try {
      long deadline = deadline(turn.limits(), position);
      while (true) {
        long now = System.nanoTime();
        long stopped = stoppedAt.get();
        long stopDeadline = stopped == 0 ? Long.MAX_VALUE : stopped + timeouts.grace().toNanos();
        long until = Math.min(deadline, stopDeadline);
        if (now - until >= 0) {
          throw process.fail(
              Reason.TIME_FORFEIT, "no bestmove in time under " + turn.limits(), null);
        }
        String line = process.poll(Duration.ofNanos(Math.min(until - now, 100_000_000L)));
        if (line == null || line.isBlank()) {
          continue;
        }
        if (line.startsWith("info")) {
          info(line, position).ifPresent(turn::report); // Hub's are its own
          continue;
        }
        Optional<Decision<M>> decision = answer(line, position);
        if (decision.isPresent()) {
          return decision.get();
        }
      }
    } finally {
      active.set(false);
    }
  }

  /** {@link #bestMove}, a malformed answer failing the engine (FOUL) like an illegal move. */
  private Optional<Decision<M>> answer(String line, P position) {
    try {
      return bestMove(line, position);
    } catch (IllegalArgumentException | PlateauException e) {
      throw process.fail(Reason.FOUL, "a malformed answer " + Messages.quote(line), e);
    }
  }

  private long deadline(Limits limits, P position) {
    long now = System.nanoTime();
    if (limits.isInfinite()) {
      return now + Long.MAX_VALUE / 2; // until stopped
    }
    Duration grace = timeouts.grace();
    Optional<Duration> left = limits.timeLeft(position.sideToMove());
    Duration allowed;
    if (left.isPresent()) {
      allowed = left.get().plus(limits.byoyomi()).plus(limits.increment(position.sideToMove()));
    } else if (limits.moveTime().isPresent()) {
      allowed = limits.moveTime().get();
    } else if (!limits.byoyomi().isZero()) {
      allowed = limits.byoyomi();
    } else {
      allowed = timeouts.cap();
    }
    return now + allowed.plus(grace).toNanos();
  }

  private void ponder(Turn<P, M> turn, GameRecord<P, M> record, M move, Optional<M> reply) {
    if (!ponderOn || reply.isEmpty()) {
      return;
    }
    GameRecord<P, M> after = record.play(move);
    if (after.isOver() || !after.current().isLegal(reply.get())) {
      return;
    }
    GameRecord<P, M> expected = after.play(reply.get());
    if (expected.isOver()) {
      return;
    }
    pondering = expected;
    ponderLimits = turn.limits();
    send(positionLine(expected));
    send(goLine(new Turn<>(expected, ponderLimits), true));
  }

  private void stopPondering() {
    if (pondering == null) {
      return;
    }
    P position = pondering.current();
    pondering = null;
    send(stopLine());
    long deadline = System.nanoTime() + timeouts.grace().toNanos();
    while (true) {
      String line = process.read(left(deadline));
      if (!line.isBlank() && answer(line, position).isPresent()) {
        return; // the answer to a move not played
      }
    }
  }

  private static <P extends Position<P, M>, M> boolean sameGame(
      GameRecord<P, M> a, GameRecord<P, M> b) {
    return a.startPosition().equals(b.startPosition()) && a.moves().equals(b.moves());
  }

  static Duration left(long deadline) {
    return Duration.ofNanos(Math.max(0, deadline - System.nanoTime()));
  }

  @Override
  public final void close() {
    process.quit(quitLine(), Duration.ofMillis(500));
  }
}
