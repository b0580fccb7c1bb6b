package io.github.plateau.web;

import io.github.plateau.core.Decision;
import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Limits;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.Player;
import io.github.plateau.core.Position;
import io.github.plateau.core.Reason;
import io.github.plateau.core.SetupPhase;
import io.github.plateau.core.Side;
import io.github.plateau.core.Turn;
import io.github.plateau.core.svg.Drawing;
import io.github.plateau.engine.EngineException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * One game at the board: its record, who sits at each side, the secret setups while they are being
 * chosen, and the bot whose turn it is. Every method holds the table's lock; a bot thinks on the
 * server's workers, and its answer is taken only while its turn is still the one awaited (an undo,
 * a resignation or the end of the table forget it).
 */
final class Table<P extends Position<P, M>, M> {
  /** Beyond this many plies a game is drawn by adjudication, so that no game grows unbounded. */
  static final int MAX_PLIES = 10_000;

  /** How long a bot may ignore the stop signal before it loses on time. */
  private static final Duration GRACE = Duration.ofSeconds(5);

  enum Phase {
    SETUP,
    PLAY,
    OVER
  }

  private final String id;
  private final Game<P, M> game;
  private final Drawing<P, M> drawing;
  private final Map<Side, Opponent> seats; // absent: a person sits there
  private final Map<Side, Player<P, M>> players = new HashMap<>();
  private final Limits limits;
  private final ExecutorService workers;
  private final ScheduledExecutorService timers;
  private final Map<Side, String> setups = new LinkedHashMap<>();
  private final Side first;
  private final List<GameRecord<P, M>> states = new ArrayList<>(); // for undo, first = start
  private final List<String> notations = new ArrayList<>(); // the moves of `record`, written
  private GameRecord<P, M> record; // null during the setup phase
  private String detail = ""; // why a bot lost, when it did
  private Turn<P, M> thinking;
  private boolean closed;

  Table(
      String id,
      Game<P, M> game,
      Map<Side, Opponent> seats,
      Side first,
      Optional<GameRecord<P, M>> start,
      Limits limits,
      ExecutorService workers,
      ScheduledExecutorService timers) {
    this.id = id;
    this.game = game;
    this.drawing = game.drawing().orElseThrow();
    this.seats = Map.copyOf(seats);
    this.first = first;
    this.limits = limits;
    this.workers = workers;
    this.timers = timers;
    if (start.isPresent()) {
      replay(start.get());
    } else if (game.setupPhase().isEmpty()) {
      replay(GameRecord.start(game));
    }
  }

  /** Takes a record as the game so far, writing its moves. */
  private void replay(GameRecord<P, M> full) {
    GameRecord<P, M> r = GameRecord.start(full.game(), full.startPosition());
    notations.clear();
    for (M move : full.moves()) {
      notations.add(game.formatMove(r.current(), move));
      r = r.play(move);
    }
    record = full;
    states.clear();
    states.add(full);
  }

  String id() {
    return id;
  }

  Game<P, M> game() {
    return game;
  }

  synchronized Phase phase() {
    if (record == null) {
      return Phase.SETUP;
    }
    return record.isOver() ? Phase.OVER : Phase.PLAY;
  }

  synchronized GameRecord<P, M> record() {
    if (record == null) {
      throw new ApiException(409, "the game has not started: the setups are being chosen");
    }
    return record;
  }

  synchronized List<String> notations() {
    return List.copyOf(notations);
  }

  synchronized boolean isThinking() {
    return thinking != null;
  }

  synchronized String detail() {
    return detail;
  }

  Drawing<P, M> drawing() {
    return drawing;
  }

  Optional<Opponent> seat(Side side) {
    return Optional.ofNullable(seats.get(side));
  }

  boolean isHuman(Side side) {
    return !seats.containsKey(side);
  }

  /** The sides whose setups are still awaited, in turn order. */
  synchronized List<Side> awaitedSetups() {
    List<Side> awaited = new ArrayList<>();
    if (record == null) {
      for (Side side : game.sides()) {
        if (!setups.containsKey(side)) {
          awaited.add(side);
        }
      }
    }
    return awaited;
  }

  /** Starts whatever the bots must do now: choose their setups, or move. */
  synchronized void wake() {
    if (closed || thinking != null) {
      return;
    }
    if (record == null) {
      for (Side side : awaitedSetups()) {
        if (!isHuman(side)) {
          chooseSetup(side); // one at a time: the next when this one is in
          return;
        }
      }
      return;
    }
    if (record.isOver()) {
      return;
    }
    Side mover = record.current().sideToMove();
    if (!isHuman(mover)) {
      think(mover);
    }
  }

  /** A person's setup, kept secret until every side has one. */
  synchronized void setup(Side side, String text) {
    SetupPhase<P, M> phase = requireSetupPhase();
    if (!isHuman(side)) {
      throw new ApiException(409, side.name() + " is played by " + seats.get(side).name());
    }
    if (setups.containsKey(side)) {
      throw new ApiException(409, side.name() + " has chosen its setup already");
    }
    phase.check(side, text);
    acceptSetup(side, text);
  }

  private SetupPhase<P, M> requireSetupPhase() {
    if (record != null) {
      throw new ApiException(409, "the setups are chosen: the game has started");
    }
    return game.setupPhase().orElseThrow();
  }

  private void acceptSetup(Side side, String text) {
    setups.put(side, text);
    if (setups.size() == game.sides().size()) {
      replay(GameRecord.start(game, game.setupPhase().orElseThrow().start(setups, first)));
    }
    wake();
  }

  private void chooseSetup(Side side) {
    SetupPhase<P, M> phase = game.setupPhase().orElseThrow();
    Turn<P, M> turn = new Turn<>(GameRecord.start(game), limits);
    thinking = turn;
    workers.execute(
        () -> {
          String text;
          try {
            text = player(side).chooseSetup(phase, side, turn);
            phase.check(side, text);
          } catch (RuntimeException e) {
            failed(turn, side, e);
            return;
          }
          synchronized (this) {
            if (thinking == turn && !closed) {
              thinking = null;
              acceptSetup(side, text);
            }
          }
        });
  }

  /** A person's move, in the game's notation. */
  synchronized void play(String text) {
    GameRecord<P, M> now = record();
    if (now.isOver()) {
      throw new ApiException(409, "the game is over: " + now.outcome().orElseThrow());
    }
    Side mover = now.current().sideToMove();
    if (!isHuman(mover)) {
      throw new ApiException(409, "it is " + seats.get(mover).name() + "'s turn");
    }
    M move = game.parseMove(now.current(), text);
    advance(move);
    wake();
  }

  private void advance(M move) {
    String written = game.formatMove(record.current(), move);
    record = record.play(move);
    notations.add(written);
    if (!record.isOver() && record.ply() >= MAX_PLIES) {
      record = record.end(Outcome.draw(Reason.ADJUDICATION));
      detail = "no result after " + MAX_PLIES + " plies";
    }
    states.add(record);
  }

  /** A person resigns for a side. */
  synchronized void resign(Side side) {
    GameRecord<P, M> now = record();
    if (now.isOver()) {
      throw new ApiException(409, "the game is over: " + now.outcome().orElseThrow());
    }
    if (!isHuman(side)) {
      throw new ApiException(409, side.name() + " is played by " + seats.get(side).name());
    }
    stopThinking();
    record = now.resign(side);
    states.add(record);
  }

  /**
   * Takes back the last moves up to the last time a person was to move: one ply against a person,
   * two against a bot (and the bot's search, if it is thinking).
   */
  synchronized void undo() {
    record();
    int i = states.size() - 1;
    do {
      i--;
    } while (i > 0 && !humanToMove(states.get(i)));
    if (i < 0) {
      throw new ApiException(409, "there is nothing to undo");
    }
    stopThinking();
    states.subList(i + 1, states.size()).clear();
    record = states.get(i);
    notations.subList(record.ply(), notations.size()).clear();
    detail = "";
    wake();
  }

  private boolean humanToMove(GameRecord<P, M> r) {
    return !r.isOver() && isHuman(r.current().sideToMove());
  }

  private void stopThinking() {
    if (thinking != null) {
      thinking.stop();
      thinking = null;
    }
  }

  private void think(Side mover) {
    Turn<P, M> turn = new Turn<>(record, limits);
    thinking = turn;
    Duration time = limits.moveTime().orElse(Duration.ofSeconds(1));
    timers.schedule(turn::stop, time.toMillis(), TimeUnit.MILLISECONDS);
    timers.schedule(() -> timeUp(turn, mover), time.plus(GRACE).toMillis(), TimeUnit.MILLISECONDS);
    workers.execute(
        () -> {
          Decision<M> decision;
          try {
            decision = player(mover).decide(turn);
          } catch (RuntimeException e) {
            failed(turn, mover, e);
            return;
          }
          synchronized (this) {
            if (thinking != turn || closed) {
              return; // an undo or a resignation came first
            }
            thinking = null;
            try {
              if (decision.kind() == Decision.Kind.MOVE) {
                advance(decision.move().orElseThrow());
              } else {
                record = decision.applyTo(record);
                states.add(record);
              }
            } catch (PlateauException e) {
              lose(mover, Reason.FOUL, seats.get(mover).name() + ": " + e.getMessage());
            }
            wake();
          }
        });
  }

  private synchronized void timeUp(Turn<P, M> turn, Side mover) {
    if (thinking == turn && !closed) {
      thinking = null;
      lose(
          mover,
          Reason.TIME_FORFEIT,
          seats.get(mover).name() + " did not answer within " + GRACE.toSeconds() + " s of stop");
    }
  }

  private synchronized void failed(Turn<P, M> turn, Side side, RuntimeException e) {
    if (thinking != turn || closed) {
      return;
    }
    thinking = null;
    Reason reason = e instanceof EngineException x ? x.reason() : Reason.FOUL;
    lose(side, reason, seats.get(side).name() + " failed: " + e.getMessage());
  }

  /** A bot lost by failing: the game ends, or never starts, and the bot is closed. */
  private void lose(Side side, Reason reason, String why) {
    Player<P, M> player = players.remove(side);
    if (player != null) {
      closeQuietly(player);
    }
    Side other = game.sides().get(1 - side.index());
    if (record == null) {
      replay(GameRecord.start(game));
    }
    if (!record.isOver()) {
      record = record.end(Outcome.win(other, reason));
      states.add(record);
    }
    detail = why;
  }

  private Player<P, M> player(Side side) {
    synchronized (this) {
      Player<P, M> player = players.get(side);
      if (player != null) {
        return player;
      }
    }
    Player<P, M> made = seats.get(side).create(game); // an engine may take a while to start
    made.newGame(game);
    synchronized (this) {
      if (closed) {
        closeQuietly(made);
        throw new IllegalStateException("the game was closed");
      }
      players.put(side, made);
    }
    return made;
  }

  /** Stops any bot and closes every player; the table takes no more requests. */
  synchronized void close() {
    closed = true;
    stopThinking();
    players.values().forEach(Table::closeQuietly);
    players.clear();
  }

  private static void closeQuietly(Player<?, ?> player) {
    try {
      player.close();
    } catch (Exception e) {
      // an engine that fails to quit is killed by its own close; nothing more to do
    }
  }
}
