package io.github.plateau.web;

import io.github.plateau.core.Decision;
import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Limits;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Player;
import io.github.plateau.core.Position;
import io.github.plateau.core.Reason;
import io.github.plateau.core.SetupPhase;
import io.github.plateau.core.Side;
import io.github.plateau.core.Turn;
import io.github.plateau.core.svg.Drawing;
import io.github.plateau.engine.EngineException;
import java.time.Duration;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * One game at the board: its record, who sits at each side, the secret setups while they are being
 * chosen, and the bot whose turn it is.
 *
 * <p>The state is guarded by the table's lock. A bot acts on one of the server's {@link
 * BotWorkers}, one task at a time per table, so that no player is ever asked two things at once: an
 * undo or a resignation stops the running task and forgets its answer, and the next task starts
 * only when that one has returned (a forgotten task that failed, such as an engine killed for
 * answering {@code stop} too slowly, leaves a fresh player for the next turn). The bot's clock
 * starts once its player exists (an engine may take a while to start); a bot still busy {@link
 * #GRACE} after its time loses on time (or, if its answer was no longer wanted, is replaced). Bots
 * are closed when the game ends, and made again if an undo revives it.
 *
 * <p>A game with a {@link TimeControl} keeps a {@link GameClock}: the side to move's time runs from
 * the start of its turn (a bot's too, from then, not from when its player exists), a bot gets its
 * time left as its limits, and a side whose time is spent loses on time, whether its move comes
 * late, a request finds its time gone, or the check set for the moment it runs out comes first. An
 * undo gives both clocks back the times they had when the turn it returns to began.
 */
final class Table<P extends Position<P, M>, M> {
  /** Beyond this many plies a game is drawn by adjudication, so that no game grows unbounded. */
  static final int MAX_PLIES = 10_000;

  /** How long a bot may go on after its time before it loses on time. */
  static final Duration GRACE = Duration.ofSeconds(5);

  enum Phase {
    SETUP,
    PLAY,
    OVER
  }

  /** A bot's decision in flight. */
  private final class Task {
    final Side side;
    final Turn<P, M> turn;
    final boolean setup;
    final List<ScheduledFuture<?>> clocks = new ArrayList<>();
    BotWorkers.Job job; // set under the table's lock before the task can time out
    boolean forgotten; // an undo, a resignation or the end of the table came first

    Task(Side side, Turn<P, M> turn, boolean setup) {
      this.side = side;
      this.turn = turn;
      this.setup = setup;
    }
  }

  /** What a bot's task returns: a setup's text or a decision. */
  private record Answer<M>(String setup, Decision<M> decision) {}

  private final String id;
  private final Game<P, M> game;
  private final String options;
  private final Drawing<P, M> drawing;
  private final Map<Side, Opponent> seats; // absent: a person sits there
  private final Map<Side, Player<P, M>> players = new HashMap<>();
  private final Limits limits;
  private final Duration moveTime;
  private final BotWorkers workers;
  private final ScheduledExecutorService clocks;
  private final GameClock clock; // null: no time control, bots get the move time
  private final InstantSource time;
  private final List<long[]> clockAt = new ArrayList<>(); // each state's main times, for undo
  private ScheduledFuture<?> flagCheck; // set for when the running side's time runs out
  private final Map<Side, String> setups = new LinkedHashMap<>();
  private final Side first;
  private final long seed; // the random opponents' seed: each game its own, or one asked for
  private final List<GameRecord<P, M>> states = new ArrayList<>(); // every ply, for undo
  private GameRecord<P, M> record; // null during the setup phase
  private String detail = ""; // why a bot lost, when it did
  private Task current; // the bot's task running, forgotten or not
  private long version; // counts the changes a person sees, so that a view can tell it is stale
  private boolean closed;

  Table(
      String id,
      Game<P, M> game,
      String options,
      Map<Side, Opponent> seats,
      Side first,
      long seed,
      Optional<GameRecord<P, M>> start,
      Duration moveTime,
      Optional<TimeControl> control,
      InstantSource time,
      BotWorkers workers,
      ScheduledExecutorService clocks) {
    this.id = id;
    this.game = game;
    this.options = options;
    this.drawing = game.drawing().orElseThrow();
    this.seats = Map.copyOf(seats);
    this.first = first;
    this.seed = seed;
    this.moveTime = moveTime;
    this.limits = Limits.moveTime(moveTime);
    this.workers = workers;
    this.clocks = clocks;
    this.clock = control.map(c -> new GameClock(c, game.sides())).orElse(null);
    this.time = time;
    if (start.isPresent()) {
      replay(start.get());
    } else if (game.setupPhase().isEmpty()) {
      replay(GameRecord.start(game));
    }
  }

  /** Takes a record as the game so far: every ply kept for undo. */
  private void replay(GameRecord<P, M> full) {
    GameRecord<P, M> r = GameRecord.start(full.game(), full.startPosition());
    states.clear();
    states.add(r);
    for (M move : full.moves()) {
      r = r.play(move);
      states.add(r);
    }
    states.set(states.size() - 1, full); // with the outcome the record states, if any
    record = full;
    if (clock != null) {
      // the clocks start with the game: after the setups, at the imported record's last move
      if (!full.isOver()) {
        clock.start(full.current().sideToMove(), time.millis());
      }
      long[] start = clock.snapshot(time.millis());
      clockAt.clear();
      states.forEach(state -> clockAt.add(start));
      armFlag();
    }
  }

  /** Makes a state the game's: kept for undo, the clocks passed on if the side to move changed. */
  private void push(GameRecord<P, M> next) {
    Side before = record.isOver() ? null : record.current().sideToMove();
    record = next;
    states.add(next);
    if (clock != null) {
      long now = time.millis();
      if (next.isOver()) {
        clock.stop(now);
      } else if (!next.current().sideToMove().equals(before)) {
        clock.pass(next.current().sideToMove(), now);
      }
      clockAt.add(clock.snapshot(now));
      armFlag();
    }
  }

  /** The game's clocks, or empty without a time control. */
  synchronized Optional<GameClock> clock() {
    return Optional.ofNullable(clock);
  }

  /** The time now, by the server's time source, in milliseconds. */
  long now() {
    return time.millis();
  }

  /**
   * Ends the game on time if the side to move's time is spent; every request that reads or changes
   * the game calls it first, so that a player who walks away loses at the next look.
   *
   * @return true if the game is over
   */
  synchronized boolean tick() {
    if (clock != null && record != null && !record.isOver() && clock.expired(time.millis())) {
      Side side = clock.running();
      lose(side, Reason.TIME_FORFEIT, side.name() + "'s time ran out");
    }
    return record != null && record.isOver();
  }

  /** Sets a check for the moment the running side's time runs out, in place of the last one. */
  private void armFlag() {
    if (flagCheck != null) {
      flagCheck.cancel(false);
      flagCheck = null;
    }
    Side running = clock.running();
    if (running != null && !closed) {
      long delay = clock.left(running, time.millis()) + 1;
      flagCheck = clocks.schedule(this::recheck, delay, TimeUnit.MILLISECONDS);
    }
  }

  /** The check set for a flag's fall: the game ends on time, or the check is set again. */
  private synchronized void recheck() {
    if (!tick() && clock.running() != null) {
      armFlag(); // the time source says the time is not spent yet
    }
  }

  String id() {
    return id;
  }

  Game<P, M> game() {
    return game;
  }

  String options() {
    return options;
  }

  /** The seed of the random opponents: a seat's player draws from it plus the side's index. */
  long seed() {
    return seed;
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

  /**
   * The moves of the game by turns, each as the game writes a whole turn ({@link Game#formatTurn}):
   * a turn runs until the side to move changes, so Napoleon Strategy's piece move and cannon orders
   * are one text ({@code c2-c4,f1=NE}); a turn still going on is written as far as it goes.
   */
  synchronized List<String> turns() {
    GameRecord<P, M> r = record();
    List<P> positions = r.positions();
    List<M> moves = r.moves();
    List<String> turns = new ArrayList<>();
    int first = 0; // the first move of the current turn
    for (int end : turnEnds()) {
      turns.add(game.formatTurn(positions.get(first), moves.subList(first, end)));
      first = end;
    }
    return turns;
  }

  /** The side that played each of {@link #turns()}, for a page that says who moved. */
  synchronized List<Side> turnSides() {
    List<P> positions = record().positions();
    List<Side> sides = new ArrayList<>();
    int first = 0;
    for (int end : turnEnds()) {
      sides.add(positions.get(first).sideToMove());
      first = end;
    }
    return sides;
  }

  /** The ply at which each of {@link #turns()} ends, the last one as far as it goes. */
  synchronized List<Integer> turnEnds() {
    GameRecord<P, M> r = record();
    List<P> positions = r.positions();
    int plies = r.moves().size();
    List<Integer> ends = new ArrayList<>();
    for (int i = 1; i <= plies; i++) {
      if (i == plies || !positions.get(i).sideToMove().equals(positions.get(i - 1).sideToMove())) {
        ends.add(i);
      }
    }
    return ends;
  }

  /** Whether a bot is to act now: choose its setup, or move. */
  synchronized boolean isThinking() {
    return botToAct().isPresent();
  }

  synchronized String detail() {
    return detail;
  }

  /** The number of changes so far (a move, an undo, a setup, the end): a view's age. */
  synchronized long version() {
    tick();
    return version;
  }

  /**
   * Refuses a request made from a view of the game older than its last change, such as a move from
   * a second tab that has not seen the other's move yet.
   *
   * @param seen the version the view showed, if the request says
   * @throws ApiException 409 if the game has changed since
   */
  synchronized void requireVersion(OptionalLong seen) {
    if (seen.isPresent() && seen.getAsLong() != version) {
      throw new ApiException(409, "the game changed: " + summary(), Api.STALE);
    }
  }

  /** Where the game is now, in a few words. */
  private String summary() {
    if (record == null) {
      return "the setups are being chosen";
    }
    if (record.isOver()) {
      return "it is over (" + record.outcome().orElseThrow() + ")";
    }
    List<String> turns = turns();
    String last = turns.isEmpty() ? "" : "the last move is " + turns.get(turns.size() - 1) + ", ";
    return last + record.current().sideToMove().name() + " to move";
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

  private Optional<Side> botToAct() {
    if (closed) {
      return Optional.empty();
    }
    if (record == null) {
      return awaitedSetups().stream().filter(s -> !isHuman(s)).findFirst();
    }
    if (record.isOver()) {
      return Optional.empty();
    }
    Side mover = record.current().sideToMove();
    return isHuman(mover) ? Optional.empty() : Optional.of(mover);
  }

  /** Starts what a bot must do now, unless a task (even a forgotten one) is still running. */
  synchronized void wake() {
    Optional<Side> bot = botToAct();
    if (current != null || bot.isEmpty()) {
      return;
    }
    boolean setup = record == null;
    Limits given = setup || clock == null ? limits : clock.limits(time.millis());
    Task task =
        new Task(bot.get(), new Turn<>(setup ? GameRecord.start(game) : record, given), setup);
    current = task;
    task.job = workers.submit(() -> run(task));
  }

  private void run(Task task) {
    Answer<M> answer;
    try {
      Player<P, M> player = player(task.side); // an engine starts before its clock does
      synchronized (this) {
        if (current != task) {
          return;
        }
        long time = moveTime.toMillis();
        long late = time + GRACE.toMillis();
        if (timed(task)) {
          // stopped before its time is spent, so that its answer comes in time; lost when it is
          late = clock.left(task.side, now()) + 1;
          time = Math.max(1, late * 9 / 10);
        }
        task.clocks.add(clocks.schedule(task.turn::stop, time, TimeUnit.MILLISECONDS));
        task.clocks.add(clocks.schedule(() -> overdue(task), late, TimeUnit.MILLISECONDS));
      }
      answer =
          task.setup
              ? new Answer<>(
                  player.chooseSetup(game.setupPhase().orElseThrow(), task.side, task.turn), null)
              : new Answer<>(null, player.decide(task.turn));
    } catch (RuntimeException e) {
      synchronized (this) {
        if (current == task && (task.forgotten || closed)) {
          // A search stopped by an undo failed, most likely an engine killed for being slow to
          // answer stop: its player may be dead, and the next turn must not inherit it.
          discard(task.side);
        }
        if (end(task)) {
          fail(task.side, e);
          wake();
        }
      }
      return;
    }
    synchronized (this) {
      if (!end(task)) {
        return;
      }
      if (timed(task) && tick()) {
        wake(); // its answer came after its time ran out
        return;
      }
      try {
        if (task.setup) {
          game.setupPhase().orElseThrow().check(task.side, answer.setup());
          acceptSetup(task.side, answer.setup());
        } else {
          apply(answer.decision());
        }
      } catch (RuntimeException e) {
        fail(task.side, e); // an illegal or malformed answer, whatever the exception
      }
      wake();
    }
  }

  /** Ends a task that returned: true if its answer is still wanted. */
  private boolean end(Task task) {
    task.clocks.forEach(c -> c.cancel(false));
    if (current != task) {
      return false; // it was overdue, and is replaced
    }
    current = null;
    if (task.forgotten || closed) {
      wake();
      return false;
    }
    return true;
  }

  private synchronized void overdue(Task task) {
    if (current != task) {
      return;
    }
    current = null;
    workers.abandon(task.job); // it no longer holds a place another game's bot may need
    discard(task.side); // an engine is killed; a bot of the class path is left to itself
    if (!task.forgotten && !closed) {
      lose(
          task.side,
          Reason.TIME_FORFEIT,
          timed(task)
              ? name(task.side) + "'s time ran out"
              : name(task.side) + " did not answer within " + GRACE.toSeconds() + " s of its time");
    }
    wake();
  }

  /** Whether a task's time is its side's clock, not the move time. */
  private boolean timed(Task task) {
    return clock != null && !task.setup;
  }

  private void apply(Decision<M> decision) {
    if (decision.kind() == Decision.Kind.MOVE) {
      advance(decision.move().orElseThrow());
    } else {
      push(decision.applyTo(record));
      version++;
      closeIfOver();
    }
  }

  /** A person's setup, kept secret until every side has one. */
  synchronized void setup(Side side, String text) {
    if (record != null) {
      throw new ApiException(409, "the setups are chosen: the game has started");
    }
    SetupPhase<P, M> phase = game.setupPhase().orElseThrow();
    if (!isHuman(side)) {
      throw new ApiException(409, side.name() + " is played by " + name(side));
    }
    if (setups.containsKey(side)) {
      throw new ApiException(409, side.name() + " has chosen its setup already");
    }
    phase.check(side, text);
    acceptSetup(side, text);
    wake();
  }

  /** Takes a checked setup; the last one starts the game, or changes nothing if it cannot. */
  private void acceptSetup(Side side, String text) {
    version++;
    Map<Side, String> all = new HashMap<>(setups);
    all.put(side, text);
    if (all.size() == game.sides().size()) {
      P start = game.setupPhase().orElseThrow().start(all, first);
      setups.put(side, text);
      replay(GameRecord.start(game, start));
    } else {
      setups.put(side, text);
    }
  }

  /** A person's move, in the game's notation. */
  synchronized void play(String text) {
    tick(); // a move that comes after its side's time ran out is refused: the game is over
    GameRecord<P, M> now = record();
    if (now.isOver()) {
      throw new ApiException(409, "the game is over: " + now.outcome().orElseThrow());
    }
    Side mover = now.current().sideToMove();
    if (!isHuman(mover)) {
      throw new ApiException(409, "it is " + name(mover) + "'s turn");
    }
    // A whole turn, such as Napoleon Strategy's piece move with its orders, is several moves.
    for (M move : game.parseTurn(now.current(), text)) {
      advance(move);
    }
    wake();
  }

  private void advance(M move) {
    GameRecord<P, M> next = record.play(move);
    if (!next.isOver() && next.ply() >= MAX_PLIES) {
      next = next.end(Outcome.draw(Reason.ADJUDICATION));
      detail = "no result after " + MAX_PLIES + " plies";
    }
    push(next);
    version++;
    closeIfOver();
  }

  /** A person resigns for a side. */
  synchronized void resign(Side side) {
    tick();
    GameRecord<P, M> now = record();
    if (now.isOver()) {
      throw new ApiException(409, "the game is over: " + now.outcome().orElseThrow());
    }
    if (!isHuman(side)) {
      throw new ApiException(409, side.name() + " is played by " + name(side));
    }
    forget();
    push(now.resign(side));
    version++;
    closeIfOver();
  }

  /**
   * Takes back the last moves up to the last time a person was to start a turn: one turn against a
   * person, two against a bot (whose search, if it is thinking, is stopped and forgotten). A turn
   * starts where the side to move changes (a turn of several moves, such as Napoleon Strategy's
   * piece move and orders, is taken back whole). The clocks get back the times they had when that
   * turn began, and the side to move's time runs from now.
   */
  synchronized void undo() {
    tick();
    record();
    int i = states.size() - 1;
    do {
      i--;
    } while (i > 0 && !(humanToMove(states.get(i)) && turnStarts(i)));
    if (i < 0) {
      throw new ApiException(409, "there is nothing to undo");
    }
    forget();
    states.subList(i + 1, states.size()).clear();
    record = states.get(i);
    if (clock != null) {
      clockAt.subList(i + 1, clockAt.size()).clear();
      clock.restore(clockAt.get(i), record.current().sideToMove(), time.millis());
      armFlag();
    }
    detail = "";
    version++;
    wake();
  }

  /** Whether the state of index {@code i} starts a turn: the side to move changed to get there. */
  private boolean turnStarts(int i) {
    return i == 0
        || states.get(i - 1).current().sideToMove() != states.get(i).current().sideToMove();
  }

  private boolean humanToMove(GameRecord<P, M> r) {
    return !r.isOver() && isHuman(r.current().sideToMove());
  }

  /** Stops the running task, if any, and forgets its answer; it still runs until it returns. */
  private void forget() {
    if (current != null && !current.forgotten) {
      current.forgotten = true;
      current.turn.stop();
    }
  }

  private void fail(Side side, RuntimeException e) {
    Reason reason = e instanceof EngineException x ? x.reason() : Reason.FOUL;
    // an engine's message may name the owner's command line: that stays in the server's log
    boolean engine = seats.get(side).isEngine();
    if (engine) {
      System.err.println("plateau-web: " + name(side) + " failed in game " + id + ": " + e);
    }
    lose(side, reason, name(side) + " failed" + (engine ? "" : ": " + e.getMessage()));
  }

  /** A bot lost: the game ends (or never starts, and cannot be undone into one). */
  private void lose(Side side, Reason reason, String why) {
    discard(side);
    Outcome outcome = Outcome.win(game.sides().get(1 - side.index()), reason);
    if (record == null) {
      replay(GameRecord.start(game).end(outcome));
    } else if (!record.isOver()) {
      push(record.end(outcome));
    }
    detail = why;
    version++;
    closeIfOver();
  }

  private void closeIfOver() {
    if (record != null && record.isOver()) {
      forget();
      for (Side side : List.copyOf(players.keySet())) {
        discard(side);
      }
    }
  }

  private String name(Side side) {
    return seats.get(side).name();
  }

  private Player<P, M> player(Side side) {
    synchronized (this) {
      Player<P, M> player = players.get(side);
      if (player != null) {
        return player;
      }
    }
    // outside the lock: it may take a while; each seat draws from its own seed
    Player<P, M> made = seats.get(side).create(game, seed + game.sides().indexOf(side));
    made.newGame(game);
    synchronized (this) {
      if (closed) {
        closeElsewhere(made);
        throw new IllegalStateException("the game was closed");
      }
      players.put(side, made);
    }
    return made;
  }

  /** Drops a side's player: it is closed on a thread of its own (an engine takes a moment). */
  private void discard(Side side) {
    Player<P, M> player = players.remove(side);
    if (player != null) {
      closeElsewhere(player);
    }
  }

  /** Forgets any bot's task and closes every player; the table takes no more requests. */
  synchronized void close() {
    closed = true;
    if (flagCheck != null) {
      flagCheck.cancel(false);
    }
    forget();
    for (Side side : List.copyOf(players.keySet())) {
      discard(side);
    }
  }

  private static void closeElsewhere(Player<?, ?> player) {
    Thread closer =
        new Thread(
            () -> {
              try {
                player.close();
              } catch (Exception e) {
                // a player that fails to close has nothing left to give
              }
            },
            "plateau-web-close");
    closer.setDaemon(true);
    closer.start();
  }
}
