package io.github.plateau.spark;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Limits;
import io.github.plateau.core.Player;
import io.github.plateau.core.Position;
import io.github.plateau.core.RandomPlayer;
import io.github.plateau.core.text.Decimals;
import io.github.plateau.core.text.Quoting;
import io.github.plateau.engine.Adjudication;
import io.github.plateau.engine.Match;
import io.github.plateau.engine.MatchGame;
import io.github.plateau.engine.MatchResult;
import io.github.plateau.engine.Players;
import io.github.plateau.engine.TimeControl;
import java.io.Serializable;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How the games of a match or self-play job are played, in a form that travels to the executors
 * (strings and numbers): the game, the players by specification, the clock, the openings, the
 * length cap and the adjudication. Each game (or game pair) is played by the engine layer's {@link
 * Match}, with fresh players whose seeds, and the opening, come from the job's seed and the game's
 * number alone, so a game is the same whichever executor plays it.
 */
final class Table implements Serializable {
  private static final long serialVersionUID = 1L;

  /** Attempts at a random opening that leaves a game to play, as the engine's match makes them. */
  private static final int OPENING_ATTEMPTS = 100;

  final String gameSpec;
  final List<String> names;
  final List<String> specs;
  final String clockKind;
  final String clockValue;
  final int randomPlies;
  final int maxPlies;
  final String adjudication;
  final long seed;

  Table(
      String gameSpec,
      List<String> names,
      List<String> specs,
      String clockKind,
      String clockValue,
      int randomPlies,
      int maxPlies,
      String adjudication,
      long seed) {
    this.gameSpec = gameSpec;
    this.names = new ArrayList<>(names);
    this.specs = new ArrayList<>(specs);
    this.clockKind = clockKind;
    this.clockValue = clockValue;
    this.randomPlies = randomPlies;
    this.maxPlies = maxPlies;
    this.adjudication = adjudication;
    this.seed = seed;
  }

  /**
   * The same table with another clock.
   *
   * @param kind {@code tc}, {@code nodes}, {@code depth} or {@code movetime}
   * @param value the option's value
   * @return the new table, checked
   * @throws IllegalArgumentException if the clock is malformed
   */
  Table withClock(String kind, String value) {
    Table t =
        new Table(gameSpec, names, specs, kind, value, randomPlies, maxPlies, adjudication, seed);
    t.check();
    return t;
  }

  /**
   * Checks everything on the driver, so that a mistake is reported before any executor starts: the
   * game, each player (made once and closed), the clock and the adjudication.
   *
   * @throws IllegalArgumentException naming the problem
   */
  void check() {
    DistributedPerft.check(names.size() >= 2, "a match needs two players or more");
    checkTyped(DistributedPerft.game(gameSpec));
  }

  private <P extends Position<P, M>, M> void checkTyped(Game<P, M> game) {
    for (int i = 0; i < names.size(); i++) {
      DistributedPerft.check(
          names.indexOf(names.get(i)) == i, "two players are named " + names.get(i));
      Players.create(game, specs.get(i)).close();
    }
    Match.Builder<P, M> builder = Match.builder(game);
    clock(builder);
    if (!adjudication.isEmpty()) {
      Adjudication.parse(adjudication);
    }
  }

  /**
   * Plays one game pair (or a single game) between two players.
   *
   * @param game the game, made on the executor
   * @param first the index of the player with the first side in the first game
   * @param second the other player's index
   * @param games 1 or 2 (the second with the sides swapped)
   * @param key the numbers that make the games' seeds: the same key, the same games
   * @param <P> the position type
   * @param <M> the move type
   * @return the games, in order
   */
  <P extends Position<P, M>, M> List<MatchGame<P, M>> play(
      Game<P, M> game, int first, int second, int games, long... key) {
    long pairSeed = Seeds.of(seed, key);
    Match.Builder<P, M> builder =
        Match.builder(game).games(games).seed(pairSeed).maxPlies(maxPlies);
    clock(builder);
    if (!adjudication.isEmpty()) {
      builder.adjudication(Adjudication.parse(adjudication));
    }
    builder.openings(List.of(opening(game, pairSeed)));
    for (int index : new int[] {first, second}) {
      String spec = specs.get(index);
      long playerSeed = Seeds.of(pairSeed, index);
      builder.entrant(names.get(index), () -> seeded(Players.create(game, spec), playerSeed));
    }
    MatchResult<P, M> result = builder.build().run();
    return result.games();
  }

  /**
   * A player whose draws follow the game: a player with a {@code Seed} option (the random player,
   * or a bot that announces one) gets one mixed from its own seed and the game's.
   */
  private static <P extends Position<P, M>, M> Player<P, M> seeded(Player<P, M> player, long seed) {
    String own = player.options().get("Seed");
    if (own != null) {
      long base;
      try {
        base = Long.parseLong(own.strip());
      } catch (NumberFormatException e) {
        base = own.hashCode();
      }
      player.setOption("Seed", Long.toString(Seeds.of(seed, base)));
    }
    return player;
  }

  private <P extends Position<P, M>, M> GameRecord<P, M> opening(Game<P, M> game, long pairSeed) {
    GameRecord<P, M> start = GameRecord.start(game);
    if (randomPlies == 0) {
      return start;
    }
    for (int attempt = 0; attempt < OPENING_ATTEMPTS; attempt++) {
      GameRecord<P, M> r =
          new RandomPlayer<P, M>(Seeds.of(pairSeed, -1, attempt)).playout(start, randomPlies);
      if (!r.isOver()) {
        return r;
      }
    }
    throw new IllegalStateException(
        "no random opening of " + randomPlies + " plies leaves a game to play");
  }

  private <P extends Position<P, M>, M> void clock(Match.Builder<P, M> builder) {
    switch (clockKind) {
      case "tc" -> builder.timeControl(TimeControl.parse(clockValue));
      case "nodes" -> builder.limits(Limits.nodes(Long.parseLong(clockValue)));
      case "depth" -> builder.limits(Limits.depth(Integer.parseInt(clockValue)));
      case "movetime" -> builder.limits(Limits.moveTime(seconds(clockValue)));
      default -> throw new IllegalArgumentException("no clock " + clockKind);
    }
  }

  /**
   * A number of seconds, as the command line's {@code --movetime} takes it.
   *
   * @throws IllegalArgumentException if it is not a number from 0.001 to 86400
   */
  static Duration seconds(String text) {
    // a plain decimal: BigDecimal alone would also read 1e0 and the digits of other scripts
    BigDecimal d =
        Decimals.parseDecimal(text)
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "a move time is a number of seconds, not " + Quoting.shown(text)));
    if (d.compareTo(new BigDecimal("0.001")) < 0 || d.compareTo(BigDecimal.valueOf(86_400)) > 0) {
      throw new IllegalArgumentException("a move time must be 0.001 to 86400 seconds, not " + text);
    }
    return Duration.ofMillis(d.movePointRight(3).longValue());
  }

  /**
   * A game's record with its number in the match, in the {@code Round} header.
   *
   * @param played the game
   * @param number its number in the whole job
   * @param <P> the position type
   * @param <M> the move type
   * @return the record
   */
  static <P extends Position<P, M>, M> AnnotatedRecord<P, M> numbered(
      MatchGame<P, M> played, long number) {
    Map<String, String> headers = new LinkedHashMap<>(played.record().headers());
    headers.put("Round", Long.toString(number));
    return played.record().withHeaders(headers);
  }
}
