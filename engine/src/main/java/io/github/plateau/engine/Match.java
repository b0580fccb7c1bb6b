package io.github.plateau.engine;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkState;

import io.github.plateau.core.Decision;
import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Limits;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.Player;
import io.github.plateau.core.Position;
import io.github.plateau.core.RandomPlayer;
import io.github.plateau.core.Reason;
import io.github.plateau.core.SetupPhase;
import io.github.plateau.core.Side;
import io.github.plateau.core.Turn;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * A match between two or more players (every pair, round robin), played on a pool of threads. Each
 * opening is played twice with the sides swapped, so that results come in pairs; the clock is a
 * {@link TimeControl} or fixed {@link Limits}; games end by the rules, by a cap on their length, by
 * the players (resignation, declaration), by score {@link Adjudication}, or by a player's failure:
 * an {@link EngineException} loses by its reason, any other exception or an illegal move by {@link
 * Reason#FOUL}, a move past the clock by {@link Reason#TIME_FORFEIT}. A failed player is closed (an
 * engine killed) and made again for its next game; the match goes on.
 *
 * <p>For example, two random players in shogi:
 *
 * <pre>{@code
 * Shogi shogi = new Shogi();
 * MatchResult<ShogiPosition, Move> result =
 *     Match.builder(shogi)
 *         .entrant("seven", () -> new RandomPlayer<>(7))
 *         .entrant("eight", () -> new RandomPlayer<>(8))
 *         .games(2) // one opening, played with the sides swapped
 *         .limits(Limits.nodes(1)) // a fixed limit per move instead of a clock
 *         .build()
 *         .run(); // plays the games on a pool of threads
 * String summary = result.summaries().get(0); // "seven vs eight: +0 -0 =2, score 50.0%, ..."
 * }</pre>
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public final class Match<P extends Position<P, M>, M> {
  /** The most games a match plays at once: {@link Builder#concurrency}'s bound. */
  public static final int MAX_CONCURRENCY = 256;

  private final Game<P, M> game;
  private final Map<String, Supplier<? extends Player<P, M>>> entrants;
  private final int gamesPerPair;
  private final int concurrency;
  private final TimeControl timeControl;
  private final Limits limits;
  private final List<GameRecord<P, M>> openings;
  private final long seed;
  private final int maxPlies;
  private final Adjudication adjudication;
  private final Optional<Sprt> sprt;
  private final Duration margin;
  private final Duration hangLimit;
  private final Consumer<String> progress;

  private Match(Builder<P, M> b) {
    this.game = b.game;
    this.entrants = new LinkedHashMap<>(b.entrants);
    this.gamesPerPair = b.gamesPerPair;
    this.concurrency = b.concurrency;
    this.timeControl = b.timeControl;
    this.limits = b.limits;
    this.seed = b.seed;
    this.maxPlies = b.maxPlies;
    this.adjudication = b.adjudication;
    this.sprt = Optional.ofNullable(b.sprt);
    this.margin = b.margin;
    this.hangLimit = b.hangLimit;
    this.progress = b.progress;
    this.openings = b.openings != null ? List.copyOf(b.openings) : randomOpenings(b.randomPlies);
  }

  /**
   * A builder for a match of a game.
   *
   * @param game the game, with its options
   * @param <P> the position type
   * @param <M> the move type
   * @return a new builder
   * @throws IllegalArgumentException if the game is null or has more than two sides (a match seats
   *     two players: Napoleon's Waterloo games are refused)
   */
  public static <P extends Position<P, M>, M> Builder<P, M> builder(Game<P, M> game) {
    checkArgument(game != null, "game is null");
    checkArgument(
        game.sides().size() == 2,
        "a match seats two players; %s has %s sides",
        game.name(),
        game.sides().size());
    return new Builder<>(game);
  }

  private List<GameRecord<P, M>> randomOpenings(int plies) {
    if (plies == 0) {
      return List.of(GameRecord.start(game));
    }
    int wanted = Math.max(1, (gamesPerPair + 1) / 2);
    List<GameRecord<P, M>> made = new ArrayList<>();
    for (long s = seed; made.size() < wanted && s < seed + 100L * wanted + 100; s++) {
      GameRecord<P, M> r = new RandomPlayer<P, M>(s).playout(GameRecord.start(game), plies);
      if (!r.isOver()) {
        made.add(r);
      }
    }
    checkState(!made.isEmpty(), "no random opening of %s plies leaves a game to play", plies);
    return made;
  }

  /**
   * Plays the match.
   *
   * @return the results
   * @throws IllegalStateException if a game failed by an exception (a player's bug)
   * @throws OutOfMemoryError if a game ran out of heap (the players' tables, say), as it was thrown
   */
  public MatchResult<P, M> run() {
    List<String> names = new ArrayList<>(entrants.keySet());
    List<String[]> pairings = new ArrayList<>();
    for (int i = 0; i < names.size(); i++) {
      for (int j = i + 1; j < names.size(); j++) {
        pairings.add(new String[] {names.get(i), names.get(j)});
      }
    }
    MatchTally<P, M> tally =
        new MatchTally<>(game, pairings, gamesPerPair * pairings.size(), sprt, progress);
    ExecutorService pool = daemons(concurrency, "plateau-match");
    ExecutorService deciders = Executors.newCachedThreadPool(r -> daemon(r, "plateau-decide"));
    List<Player<P, M>> made = new ArrayList<>();
    ThreadLocal<Map<String, Player<P, M>>> seats = ThreadLocal.withInitial(HashMap::new);
    List<Future<?>> tasks = new ArrayList<>();
    int number = 0;
    for (int pairIndex = 0; pairIndex < (gamesPerPair + 1) / 2; pairIndex++) {
      for (String[] pairing : pairings) {
        int first = number + 1;
        int count = Math.min(2, gamesPerPair - 2 * pairIndex);
        number += count;
        GameRecord<P, M> opening = openings.get(pairIndex % openings.size());
        long pairSeed = seed + 7919L * pairIndex;
        tasks.add(
            pool.submit(
                () -> {
                  if (tally.stopped(pairing)) {
                    return;
                  }
                  Table table = new Table(seats.get(), made, deciders);
                  int halfPoints = 0;
                  for (int g = 0; g < count; g++) {
                    String[] sides = g == 0 ? pairing : new String[] {pairing[1], pairing[0]};
                    MatchGame<P, M> played = play(first + g, sides, opening, pairSeed, table);
                    halfPoints += MatchTally.pointsOf(game, played, pairing[0]);
                    tally.add(pairing, played, count == 2 && g == 1 ? halfPoints : -1);
                  }
                }));
      }
    }
    try {
      for (Future<?> task : tasks) {
        task.get();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (ExecutionException e) {
      if (e.getCause() instanceof Error error) {
        throw error; // the heap run out, say: the caller's handler knows it by its class
      }
      throw new IllegalStateException("a match game failed: " + e.getCause(), e.getCause());
    } finally {
      pool.shutdownNow();
      synchronized (made) {
        made.forEach(Player::close);
      }
      deciders.shutdownNow();
    }
    return tally.result();
  }

  /** The players of one worker thread, made on first use and remade after a failure. */
  private final class Table {
    final Map<String, Player<P, M>> seats;
    final List<Player<P, M>> made;
    final ExecutorService deciders;

    Table(Map<String, Player<P, M>> seats, List<Player<P, M>> made, ExecutorService deciders) {
      this.seats = seats;
      this.made = made;
      this.deciders = deciders;
    }

    Player<P, M> seat(String name) {
      return seats.computeIfAbsent(
          name,
          n -> {
            Player<P, M> p = entrants.get(n).get();
            synchronized (made) {
              made.add(p);
            }
            return p;
          });
    }

    void unseat(String name) {
      Player<P, M> p = seats.remove(name);
      if (p != null) {
        p.close();
      }
    }
  }

  private MatchGame<P, M> play(
      int number, String[] names, GameRecord<P, M> opening, long pairSeed, Table table) {
    List<Side> sides = game.sides();
    Map<Side, String> seatOf = new HashMap<>();
    for (int i = 0; i < sides.size(); i++) {
      seatOf.put(sides.get(i), names[i % names.length]);
    }
    String detail = "";
    GameRecord<P, M> record = opening;
    Clock clock = timeControl == null ? null : new Clock(timeControl, sides, margin);
    ScoreStreaks streaks = new ScoreStreaks(adjudication, sides);
    Map<Integer, Duration> spent = new HashMap<>(); // the time of each move played, by its ply
    Side preparing = null;
    try {
      for (Side side : sides) {
        preparing = side;
        table.seat(seatOf.get(side)).newGame(game);
      }
      Optional<SetupPhase<P, M>> phase = game.setupPhase();
      if (phase.isPresent() && opening.ply() == 0 && opening.startPosition().equals(game.start())) {
        Map<Side, String> setups = new HashMap<>();
        Limits setupLimits = limits != null ? limits : Limits.moveTime(Duration.ofSeconds(10));
        for (Side side : sides) {
          preparing = side;
          String text =
              table
                  .seat(seatOf.get(side))
                  .chooseSetup(phase.get(), side, new Turn<>(GameRecord.start(game), setupLimits));
          phase.get().check(side, text);
          setups.put(side, text);
        }
        Side first = sides.get((int) Math.floorMod(pairSeed, (long) sides.size()));
        record = GameRecord.start(game, phase.get().start(setups, first));
      }
    } catch (RuntimeException e) {
      // a player failed before the first move (a new game, a setup against the rules): it loses
      table.unseat(seatOf.get(preparing));
      Reason reason = e instanceof EngineException x ? x.reason() : Reason.FOUL;
      detail = seatOf.get(preparing) + " failed before the first move: " + e.getMessage();
      return Scoresheet.write(
          game, number, names, record, Outcome.win(other(preparing), reason), detail, spent);
    }
    while (!record.isOver()) {
      if (record.ply() - opening.ply() >= maxPlies) {
        record = record.end(Outcome.draw(Reason.ADJUDICATION));
        detail = "no result after " + maxPlies + " plies";
        break;
      }
      Side mover = record.current().sideToMove();
      String name = seatOf.get(mover);
      Player<P, M> player = table.seat(name);
      Limits turnLimits = clock != null ? clock.limits(mover) : limits;
      int[] lastScore = {ScoreStreaks.NONE};
      Turn<P, M> turn =
          new Turn<>(
              record,
              turnLimits,
              info -> info.score().ifPresent(s -> lastScore[0] = ScoreStreaks.centipawns(s)));
      Duration allowance = clock != null ? clock.allowance(mover) : fixedAllowance();
      long start = System.nanoTime();
      Decision<M> decision;
      try {
        decision = decide(player, turn, allowance, table.deciders);
      } catch (EngineException e) {
        table.unseat(name);
        record = record.end(Outcome.win(other(mover), e.reason()));
        detail = e.getMessage();
        break;
      } catch (TimeoutException e) {
        table.unseat(name);
        record = record.end(Outcome.win(other(mover), Reason.TIME_FORFEIT));
        detail = name + " did not answer within " + allowance.toMillis() + " ms";
        break;
      } catch (RuntimeException e) {
        table.unseat(name);
        record = record.end(Outcome.win(other(mover), Reason.FOUL));
        detail = name + " failed: " + e;
        break;
      }
      Duration used = Duration.ofNanos(System.nanoTime() - start);
      if (clock != null && !clock.charge(mover, used)) {
        record = record.end(Outcome.win(other(mover), Reason.TIME_FORFEIT));
        detail = name + " took " + used.toMillis() + " ms";
        break;
      }
      try {
        if (decision.kind() == Decision.Kind.MOVE
            && !record.current().isLegal(decision.move().orElseThrow())) {
          throw new io.github.plateau.core.IllegalMoveException(
              "illegal move " + decision.move().orElseThrow());
        }
        record = decision.applyTo(record);
        if (decision.kind() == Decision.Kind.MOVE) {
          spent.put(record.ply(), used.truncatedTo(ChronoUnit.MILLIS));
        }
      } catch (PlateauException e) {
        record = record.end(Outcome.win(other(mover), Reason.FOUL));
        detail = name + ": " + e.getMessage();
        break;
      }
      Optional<Outcome> adjudged = streaks.after(record, mover, lastScore[0]);
      if (adjudged.isPresent() && !record.isOver()) {
        record = record.end(adjudged.get());
        detail = "adjudicated on the players' scores";
      }
    }
    return Scoresheet.write(
        game, number, names, record, record.outcome().orElseThrow(), detail, spent);
  }

  private Decision<M> decide(
      Player<P, M> player, Turn<P, M> turn, Duration allowance, ExecutorService deciders)
      throws TimeoutException {
    Future<Decision<M>> f = deciders.submit(() -> player.decide(turn));
    try {
      try {
        return f.get(allowance.toNanos(), TimeUnit.NANOSECONDS);
      } catch (TimeoutException late) {
        turn.stop();
        throw late; // the move comes too late whatever it is
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException r) {
        throw r;
      }
      throw new IllegalStateException(String.valueOf(cause), cause);
    } finally {
      f.cancel(true);
    }
  }

  private Duration fixedAllowance() {
    if (limits.isInfinite()) {
      return hangLimit;
    }
    Duration base = limits.moveTime().orElse(hangLimit);
    return base.plus(margin);
  }

  private Side other(Side side) {
    List<Side> sides = game.sides();
    return sides.get((sides.indexOf(side) + 1) % sides.size());
  }

  private static ExecutorService daemons(int threads, String name) {
    return Executors.newFixedThreadPool(threads, r -> daemon(r, name));
  }

  private static Thread daemon(Runnable r, String name) {
    Thread t = new Thread(r, name);
    t.setDaemon(true);
    return t;
  }

  /**
   * Builds a {@link Match}. Not thread-safe.
   *
   * @param <P> the position type
   * @param <M> the move type
   */
  public static final class Builder<P extends Position<P, M>, M> {
    private final Game<P, M> game;
    private final Map<String, Supplier<? extends Player<P, M>>> entrants = new LinkedHashMap<>();
    private int gamesPerPair = 2;
    private int concurrency = 1;
    private TimeControl timeControl;
    private Limits limits;
    private List<GameRecord<P, M>> openings;
    private int randomPlies;
    private long seed = 1;
    private int maxPlies = 1000;
    private Adjudication adjudication = Adjudication.NONE;
    private Sprt sprt;
    private Duration margin = Duration.ofMillis(500);
    private Duration hangLimit = Duration.ofSeconds(60);
    private Consumer<String> progress = line -> {};

    private Builder(Game<P, M> game) {
      this.game = game;
    }

    /**
     * Adds a player; the factory is called once per thread that plays it, and again after the
     * player failed.
     *
     * @param name the player's name, unique in the match
     * @param factory makes the player
     * @return this builder
     * @throws IllegalArgumentException if an argument is null, the name blank or taken
     */
    public Builder<P, M> entrant(String name, Supplier<? extends Player<P, M>> factory) {
      checkArgument(name != null && !name.isBlank(), "a player's name is empty");
      checkArgument(factory != null, "factory is null");
      checkArgument(!entrants.containsKey(name), "two players are named %s", name);
      entrants.put(name, factory);
      return this;
    }

    /**
     * Sets the games each pair of players plays; 2 by default. Openings are played twice, sides
     * swapped, so an even number gives complete pairs.
     *
     * @param games the number, positive
     * @return this builder
     * @throws IllegalArgumentException if the number is not positive
     */
    public Builder<P, M> games(int games) {
      checkArgument(games > 0, "games %s is not positive", games);
      this.gamesPerPair = games;
      return this;
    }

    /**
     * Sets how many games are played at once; 1 by default.
     *
     * @param threads the number, from 1 to {@link #MAX_CONCURRENCY}
     * @return this builder
     * @throws IllegalArgumentException if the number is out of range
     */
    public Builder<P, M> concurrency(int threads) {
      checkArgument(
          threads >= 1 && threads <= MAX_CONCURRENCY,
          "concurrency %s is not 1 to %s",
          threads,
          MAX_CONCURRENCY);
      this.concurrency = threads;
      return this;
    }

    /**
     * Plays under a clock.
     *
     * @param control the time control
     * @return this builder
     * @throws IllegalArgumentException if the control is null
     */
    public Builder<P, M> timeControl(TimeControl control) {
      checkArgument(control != null, "time control is null");
      this.timeControl = control;
      this.limits = null;
      return this;
    }

    /**
     * Plays every move under the same limits (nodes, depth or move time), without a clock.
     *
     * @param fixed the limits
     * @return this builder
     * @throws IllegalArgumentException if the limits are null
     */
    public Builder<P, M> limits(Limits fixed) {
      checkArgument(fixed != null, "limits is null");
      this.limits = fixed;
      this.timeControl = null;
      return this;
    }

    /**
     * Plays from these openings, each twice with sides swapped, in turn.
     *
     * @param games the openings: a start position and the moves played from it
     * @return this builder
     * @throws IllegalArgumentException if the list is null, empty, or holds an ended game or a game
     *     of another game
     */
    public Builder<P, M> openings(List<GameRecord<P, M>> games) {
      checkArgument(games != null && !games.isEmpty(), "no opening");
      for (GameRecord<P, M> g : games) {
        checkArgument(g != null && g.game().equals(game), "an opening is of another game");
        checkArgument(!g.isOver(), "an opening ends the game: %s", g.outcome().orElse(null));
      }
      this.openings = List.copyOf(games);
      return this;
    }

    /**
     * Plays from openings of random moves from the start position, drawn from the seed.
     *
     * @param plies the moves of each opening, 0 for the start position itself
     * @return this builder
     * @throws IllegalArgumentException if plies is negative or above 200
     */
    public Builder<P, M> randomPlies(int plies) {
      checkArgument(plies >= 0 && plies <= 200, "random plies %s is not 0 to 200", plies);
      this.randomPlies = plies;
      return this;
    }

    /**
     * Sets the seed of random openings and of who moves first after a secret setup.
     *
     * @param seed the seed
     * @return this builder
     */
    public Builder<P, M> seed(long seed) {
      this.seed = seed;
      return this;
    }

    /**
     * Sets the longest game, in plies after the opening; longer games are drawn by adjudication.
     *
     * @param plies the cap, positive; 1000 by default
     * @return this builder
     * @throws IllegalArgumentException if the cap is not positive
     */
    public Builder<P, M> maxPlies(int plies) {
      checkArgument(plies > 0, "max plies %s is not positive", plies);
      this.maxPlies = plies;
      return this;
    }

    /**
     * Ends games on the players' scores.
     *
     * @param rules the adjudication rules
     * @return this builder
     * @throws IllegalArgumentException if the rules are null
     */
    public Builder<P, M> adjudication(Adjudication rules) {
      checkArgument(rules != null, "adjudication is null");
      this.adjudication = rules;
      return this;
    }

    /**
     * Runs a sequential test on a two-player match; the match stops scheduling games once the test
     * decides.
     *
     * @param test the test
     * @return this builder
     * @throws IllegalArgumentException if the test is null
     */
    public Builder<P, M> sprt(Sprt test) {
      checkArgument(test != null, "sprt is null");
      this.sprt = test;
      return this;
    }

    /**
     * Sets how late a move may come beyond its clock or fixed move time; 500 ms by default.
     *
     * @param late the margin, zero or more
     * @return this builder
     * @throws IllegalArgumentException if the margin is null or negative
     */
    public Builder<P, M> margin(Duration late) {
      checkArgument(late != null && !late.isNegative(), "margin is negative");
      this.margin = late;
      return this;
    }

    /**
     * Sets how long a move searched by nodes or depth alone may take; 60 s by default.
     *
     * @param limit the time, positive
     * @return this builder
     * @throws IllegalArgumentException if the time is null, zero or negative
     */
    public Builder<P, M> hangLimit(Duration limit) {
      checkArgument(limit != null && !limit.isNegative() && !limit.isZero(), "bad hang limit");
      this.hangLimit = limit;
      return this;
    }

    /**
     * Receives a line after each game.
     *
     * @param lines the receiver, called from the playing threads one at a time
     * @return this builder
     * @throws IllegalArgumentException if the receiver is null
     */
    public Builder<P, M> progress(Consumer<String> lines) {
      checkArgument(lines != null, "progress is null");
      this.progress = lines;
      return this;
    }

    /**
     * The match.
     *
     * @return the match, ready to {@link Match#run}
     * @throws IllegalStateException if fewer than two players were added, or neither a time control
     *     nor limits were set
     */
    public Match<P, M> build() {
      checkState(entrants.size() >= 2, "a match needs two players or more");
      checkState(timeControl != null || limits != null, "set a time control or fixed limits");
      return new Match<>(this);
    }
  }
}
