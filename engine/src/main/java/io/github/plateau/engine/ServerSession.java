package io.github.plateau.engine;

import io.github.plateau.core.Decision;
import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Limits;
import io.github.plateau.core.Player;
import io.github.plateau.core.Position;
import io.github.plateau.core.SearchInfo;
import io.github.plateau.core.Side;
import io.github.plateau.core.Turn;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * One protocol conversation on a stream pair, with a {@link Player} behind it: what every engine
 * protocol's server shares. It reads commands line by line and hands each to {@link #handle}; it
 * runs each search on its own thread so that {@code stop} and {@code quit} are read while the
 * player thinks; it stops a search whose clock budget is spent, holds the answer of a ponder or
 * infinite search until the protocol allows it, and never lets a bad line or a failing player end
 * the conversation.
 *
 * <p>Subclasses write the protocol: they parse commands in {@link #handle} (on the reading thread),
 * and format answers in {@link #answer} and {@link #info} (on the search thread). {@link #send} is
 * safe from both.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
abstract class ServerSession<P extends Position<P, M>, M> {
  protected final Game<P, M> game;
  protected final Player<P, M> player;
  protected final EngineIdentity identity;
  private final PrintStream out;
  private final ScheduledExecutorService threads =
      Executors.newScheduledThreadPool(
          2,
          task -> {
            Thread t = new Thread(task, "plateau-engine-search");
            t.setDaemon(true);
            return t;
          });

  /** How long a player may take to return once stopped. */
  private static final Duration PATIENCE = Duration.ofSeconds(5);

  // Read by the input thread only: whether the last position sent was refused, so that a go says
  // the position it searches is not the one the GUI last sent.
  private boolean positionRefused;

  // Guarded by this.
  private Search search;
  private Future<?> thinking; // the last search's thread, to wait for before the next one
  private Future<?> asideTask; // the last task aside, as go mate, to wait for on stop
  private AtomicBoolean asideStop = new AtomicBoolean(); // raised to end it
  private boolean asideRunning; // from aside() until the task's answer is about to be written

  /** One search: its turn, and whether its answer must wait for stop or ponderhit. */
  private final class Search {
    final GameRecord<P, M> record;
    final Turn<P, M> turn;
    boolean waiting; // pondering or infinite: the answer waits for stop (or ponderhit)
    Decision<M> held; // an answer ready while waiting
    ScheduledFuture<?> timer;
    boolean answered;

    Search(GameRecord<P, M> record, Turn<P, M> turn, boolean waiting) {
      this.record = record;
      this.turn = turn;
      this.waiting = waiting;
    }
  }

  ServerSession(Game<P, M> game, Player<P, M> player, EngineIdentity identity, OutputStream out) {
    this.game = game;
    this.player = player;
    this.identity = identity;
    this.out = new PrintStream(out, true, StandardCharsets.UTF_8);
  }

  /**
   * Handles one command line, stripped and not empty.
   *
   * @param line the command
   * @return false to end the conversation ({@code quit})
   * @throws RuntimeException for a bad command: its message goes to {@link #error}
   */
  protected abstract boolean handle(String line);

  /**
   * Tells the other side that a command was refused, in the protocol's convention: {@code info
   * string error: ...} in the UCI family, which has no error message of its own.
   *
   * @param message what was wrong, for people
   */
  protected void error(String message) {
    send("info string error: " + message.replace('\n', ' ').replace('\r', ' '));
  }

  /**
   * The error for a command the protocol does not have.
   *
   * @param command the command's first word, as sent
   * @return the exception to throw, naming the command
   */
  protected static IllegalArgumentException unknownCommand(String command) {
    return new IllegalArgumentException("unknown command " + Messages.quote(command));
  }

  /**
   * Introduces the engine in the handshake of the UCI family: {@code id name} and {@code id author}
   * from its identity, the protocol's other id lines, the player's options (each a string, its
   * value the default), the protocol's own options, and the line that ends the handshake.
   *
   * @param ids the protocol's other id lines, such as NSP's {@code id variant}
   * @param optionPrefix {@code "option name "}, or {@code "option "} in UCCI
   * @param own the option lines of what the protocol itself handles, such as {@code USI_Ponder}
   * @param ownHash whether one of {@code own} is the protocol's hash option (UCI's {@code Hash},
   *     USI's {@code USI_Hash}), which also sets a player's {@value UciFamilyServer#HASH}: that
   *     option of the player is then not announced a second time
   * @param ok the end of the handshake, such as {@code usiok}
   */
  protected final void identify(
      List<String> ids, String optionPrefix, List<String> own, boolean ownHash, String ok) {
    send("id name " + identity.name());
    send("id author " + identity.author());
    ids.forEach(this::send);
    player.options().entrySet().stream()
        .filter(o -> !(ownHash && o.getKey().equals(UciFamilyServer.HASH)))
        .forEach(o -> send(OptionLines.announce(optionPrefix, o.getKey(), o.getValue())));
    own.forEach(this::send);
    send(ok);
  }

  /**
   * Writes a search report.
   *
   * @param info the report
   * @param record the game the search is about
   */
  protected abstract void info(SearchInfo<M> info, GameRecord<P, M> record);

  /**
   * Writes the answer of a search.
   *
   * @param decision the player's decision, checked: a move is legal in the record's position
   * @param record the game the search was about
   */
  protected abstract void answer(Decision<M> decision, GameRecord<P, M> record);

  /**
   * Reads and handles commands until {@code quit} or the end of the input, then stops any search
   * and closes the player.
   *
   * @param in the commands
   */
  final void run(InputStream in) {
    try {
      new LineInput(in)
          .forEach(
              line -> {
                String command = line.strip();
                if (command.isEmpty()) {
                  return true;
                }
                try {
                  return handle(command);
                } catch (RuntimeException e) {
                  error(message(e));
                  return true;
                }
              },
              e -> {
                error(e.getMessage());
                return false;
              });
    } catch (IOException e) {
      // the input is gone: end as on quit
    } finally {
      abandon();
      Future<?> task;
      synchronized (this) {
        task = asideTask;
      }
      if (task != null) {
        returned(task); // stopped, it writes its answer (go mate's checkmate timeout) first
      }
      threads.shutdownNow();
      player.close();
    }
  }

  /**
   * Writes one line, whole, and flushes it.
   *
   * @param line the line, without its end
   */
  protected final void send(String line) {
    synchronized (out) {
      out.print(line);
      out.print('\n');
      out.flush();
    }
  }

  /**
   * Starts a search; its answer goes to {@link #answer} on the search thread.
   *
   * @param record the game to decide in, not over
   * @param limits the clock; a budget is enforced by stopping the turn when it is spent
   * @param ponder true for a ponder search: no budget, answer held until stop or {@link #ponderHit}
   * @throws IllegalStateException if a search or a task aside is running ({@link #searching})
   */
  protected final void go(GameRecord<P, M> record, Limits limits, boolean ponder) {
    go(record, limits, ponder, List.of());
  }

  /**
   * Starts a search among some of the moves only (UCI's {@code searchmoves}, UCCI's moves not
   * banned); its answer goes to {@link #answer} on the search thread. A player that answers another
   * move is said to, and the first of the moves is played.
   *
   * @param record the game to decide in, not over
   * @param limits the clock; a budget is enforced by stopping the turn when it is spent
   * @param ponder true for a ponder search: no budget, answer held until stop or {@link #ponderHit}
   * @param rootMoves the moves to choose among, legal in the record's position; empty for all
   * @throws IllegalStateException if a search or a task aside is running ({@link #searching})
   */
  protected final void go(
      GameRecord<P, M> record, Limits limits, boolean ponder, Collection<M> rootMoves) {
    requireIdle("go"); // at once: the running search gives the answer
    try {
      awaitIdle();
    } catch (IllegalStateException e) {
      // The GUI waits for an answer to go: it gets one, a resignation, with the reason.
      error(e.getMessage() + "; it resigns");
      answer(Decision.resign(), record);
      return;
    }
    start(record, limits, ponder, rootMoves);
  }

  /**
   * Runs a task on the search thread, as {@code go mate} does, outside the player's searches, and
   * writes the line it answers: a later {@code go} waits for it as for an abandoned search. {@link
   * #stop} and {@link #abandon} raise its stop signal. It counts as searching ({@link #searching})
   * until it is stopped or its answer is about to be written, so that a GUI that got the answer may
   * send its next command at once.
   *
   * @param task the task, given its stop signal; gives the line to write
   * @throws IllegalStateException if a search or a task is running ({@link #searching}), at once,
   *     or if the last one, stopped, has not returned within a few seconds
   */
  protected final void aside(Function<BooleanSupplier, String> task) {
    requireIdle("go");
    awaitIdle();
    synchronized (this) {
      AtomicBoolean raised = new AtomicBoolean();
      asideStop = raised;
      asideRunning = true;
      asideTask =
          threads.submit(
              () -> {
                String answer;
                try {
                  answer = task.apply(raised::get);
                } finally {
                  synchronized (this) {
                    asideRunning = false;
                  }
                }
                send(answer);
              });
      thinking = asideTask;
    }
  }

  /**
   * Reads a position command: gives the reader's record, or throws its exception, which {@link
   * #positionOrStart} then remembers: a {@code go} after a refused position says so.
   *
   * @param reader reads the command's record whole
   * @return the record read
   */
  protected final GameRecord<P, M> readPosition(Supplier<GameRecord<P, M>> reader) {
    positionRefused = true;
    GameRecord<P, M> read = reader.get();
    positionRefused = false;
    return read;
  }

  /**
   * The game a {@code go} searches: the last position read whole, or, when none was, the starting
   * position (as UCI engines do). An error line says, at the first {@code go} after it, when that
   * is not the position last sent (none was sent, or the last one was refused); a GUI waits for the
   * answer to {@code go} whatever it sent before.
   *
   * @param record the last position read whole, or null
   * @return the record to search
   */
  protected final GameRecord<P, M> positionOrStart(GameRecord<P, M> record) {
    String searched = record == null ? "the starting position" : "the last position read whole";
    if (positionRefused) {
      positionRefused = false; // said once, as a go before any position is
      error("go after a refused position: " + searched + " is searched");
    } else if (record == null) {
      error("go before position: " + searched + " is searched");
    }
    return record == null ? GameRecord.start(game) : record;
  }

  private synchronized void start(
      GameRecord<P, M> record, Limits limits, boolean ponder, Collection<M> rootMoves) {
    if (search != null) {
      throw new IllegalStateException("a search is already running; send stop first");
    }
    if (record.isOver()) {
      throw new IllegalStateException("the game is over: " + record.outcome().orElseThrow());
    }
    Turn<P, M> turn = new Turn<>(record, limits, report -> info(report, record), rootMoves);
    Search s = new Search(record, turn, ponder || limits.isInfinite());
    search = s;
    if (!ponder) {
      schedule(s, limits);
    }
    thinking = threads.submit(() -> think(s));
  }

  /**
   * Waits for an abandoned search's player to return, so that a player never decides twice at once.
   */
  private void awaitIdle() {
    Future<?> last;
    synchronized (this) {
      last = thinking;
    }
    if (last != null && !returned(last)) {
      throw new IllegalStateException(
          "the player has not returned from its last search; it cannot start another");
    }
  }

  /**
   * Waits for a search thread's work to return, at most {@link #PATIENCE}.
   *
   * @return false if it is still running
   */
  private static boolean returned(Future<?> work) {
    try {
      work.get(PATIENCE.toMillis(), TimeUnit.MILLISECONDS);
    } catch (TimeoutException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (ExecutionException | CancellationException e) {
      // think() and the tasks aside handle their failures themselves
    }
    return true;
  }

  /** Stops the running search or task aside, if any, and returns once its answer is written. */
  protected final void stop() {
    Search s;
    Future<?> task;
    synchronized (this) {
      s = search;
      task = asideTask;
      if (s == null) {
        asideStop.set(true);
      }
    }
    if (s == null) {
      if (task != null && !returned(task)) {
        error("the task did not stop within " + PATIENCE.toSeconds() + " s");
      }
      return;
    }
    synchronized (this) {
      s.waiting = false;
      if (s.held != null) {
        deliver(s, s.held);
        return;
      }
    }
    s.turn.stop();
    long deadline = System.nanoTime() + PATIENCE.toNanos();
    synchronized (this) {
      while (search == s) {
        long left = deadline - System.nanoTime();
        if (left <= 0) {
          // A player that ignores stop: it resigns, so that the GUI gets its answer.
          error("the player did not stop within " + PATIENCE.toSeconds() + " s; it resigns");
          deliver(s, Decision.resign());
          return;
        }
        try {
          TimeUnit.NANOSECONDS.timedWait(this, left);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return;
        }
      }
    }
  }

  /**
   * The opponent played the expected move: the ponder search becomes a normal one, under its clock.
   *
   * @throws IllegalStateException if no search is running
   */
  protected final synchronized void ponderHit() {
    Search s = search;
    if (s == null) {
      throw new IllegalStateException(
          asideRunning && !asideStop.get()
              ? "ponderhit during a mate search, which does not ponder; it is ignored"
              : "no search is running");
    }
    s.waiting = s.turn.limits().isInfinite();
    if (s.held != null && !s.waiting) {
      deliver(s, s.held);
    } else {
      schedule(s, s.turn.limits());
    }
  }

  /**
   * Whether a search is running, or a task aside ({@code go mate}) not yet told to stop.
   *
   * @return true between {@link #go} and the answer, and between {@link #aside} and stop
   */
  protected final synchronized boolean searching() {
    return search != null || (asideRunning && !asideStop.get());
  }

  /**
   * Refuses a command that would change the game while a search runs on it.
   *
   * @param command the command's first word, for the message
   * @throws IllegalStateException if a search is running
   */
  protected final void requireIdle(String command) {
    if (searching()) {
      throw new IllegalStateException(command + " during a search: send stop first");
    }
  }

  /**
   * Ends the running search without an answer, as {@code quit} or a new game does; a task aside is
   * stopped, and writes its answer.
   */
  protected final void abandon() {
    Search s;
    synchronized (this) {
      asideStop.set(true);
      s = search;
      if (s == null) {
        return;
      }
      s.answered = true; // its answer, if any comes, is dropped
      s.waiting = false;
      if (s.timer != null) {
        s.timer.cancel(false);
      }
      search = null;
      notifyAll();
    }
    s.turn.stop();
  }

  private void schedule(Search s, Limits limits) {
    s.timer = stopWhenSpent(s.turn, limits, s.record.current().sideToMove()).orElse(null);
  }

  /**
   * Stops a turn once a side's budget is spent: a search's, or a choice made on the reading thread
   * (NSP's setup), so that a player that thinks until stopped returns in time.
   *
   * @param turn the turn to stop
   * @param limits the clock that gives the budget
   * @param side the side deciding
   * @return the timer, to cancel once the decision is made; empty if the limits give no budget but
   *     bound the search otherwise (a depth, nodes) or leave it to stop (infinite)
   */
  protected final Optional<ScheduledFuture<?>> stopWhenSpent(
      Turn<P, M> turn, Limits limits, Side side) {
    return limits
        .budget(side)
        .or(() -> boundsNothing(limits) ? Optional.of(UNBOUNDED_BUDGET) : Optional.empty())
        .map(
            budget ->
                threads.schedule(
                    turn::stop, Math.max(1, budget.toMillis()), TimeUnit.MILLISECONDS));
  }

  /**
   * What a search whose limits bound nothing may spend: a player that searches until stopped (the
   * search player) would otherwise never answer a {@code go} without fields, or Hub's {@code go}
   * before any {@code level}.
   */
  static final Duration UNBOUNDED_BUDGET = Duration.ofSeconds(1);

  private static boolean boundsNothing(Limits limits) {
    return !limits.isInfinite() && limits.depth().isEmpty() && limits.nodes().isEmpty();
  }

  private void think(Search s) {
    Decision<M> decision;
    try {
      decision = player.decide(s.turn);
      if (decision == null) {
        throw new IllegalStateException("the player decided nothing (null)");
      }
      if (decision.move().isPresent() && !s.record.current().isLegal(decision.move().get())) {
        throw new IllegalStateException(
            "the player chose an illegal move, " + decision.move().get());
      }
      if (decision.move().isPresent() && !s.turn.allows(decision.move().get())) {
        M first = s.turn.rootMoves().iterator().next();
        error(notAsked(s.record.current(), decision.move().get(), first));
        decision = Decision.move(first);
      }
    } catch (RuntimeException e) {
      error("the player failed: " + message(e) + "; it resigns");
      decision = Decision.resign();
    }
    synchronized (this) {
      if (s.answered) {
        return;
      }
      if (s.waiting && !s.turn.isStopped()) {
        s.held = decision;
        return;
      }
      deliver(s, decision);
    }
  }

  /**
   * The error line of a player that answered a move outside the turn's moves, which is replaced.
   *
   * @param position the position searched
   * @param chosen the player's move
   * @param played the move played instead: the first of the turn's moves
   * @return the message, the moves in the protocol's notation
   */
  protected String notAsked(P position, M chosen, M played) {
    return "the player chose "
        + moveText(position, chosen)
        + ", not one of the moves asked for; "
        + moveText(position, played)
        + ", the first of them, is played";
  }

  /**
   * A move as the protocol writes it: the game's notation unless the protocol has its own.
   *
   * @param position the position it is played in
   * @param move the move, legal there
   * @return its text
   */
  protected String moveText(P position, M move) {
    return game.formatMove(position, move);
  }

  private void deliver(Search s, Decision<M> decision) {
    // caller holds the lock
    if (s.answered) {
      return;
    }
    s.answered = true;
    if (s.timer != null) {
      s.timer.cancel(false);
    }
    try {
      answer(decision, s.record);
    } catch (UncheckedIOException e) {
      // the output is gone; the reading thread ends the conversation
    }
    search = null;
    notifyAll();
  }

  private static String message(RuntimeException e) {
    String m = e.getMessage();
    return m == null || m.isBlank() ? e.getClass().getSimpleName() : m;
  }
}
