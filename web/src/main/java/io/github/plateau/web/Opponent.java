package io.github.plateau.web;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import io.github.plateau.core.Game;
import io.github.plateau.core.Games;
import io.github.plateau.core.Player;
import io.github.plateau.core.Position;
import io.github.plateau.core.RandomPlayer;
import io.github.plateau.engine.EnginePlayer;
import io.github.plateau.engine.Players;
import io.github.plateau.engine.Protocol;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A player the web board offers as an opponent: the random player, the built-in search player, a
 * bot on the class path, or an external engine started when a game needs it. Each game gets a
 * player of its own, closed when the game is dropped. Only the server's owner configures opponents:
 * the page chooses among them by name and can never start a command of its own.
 */
public final class Opponent {
  private final String name;
  private final String spec;
  private final List<String> command;
  private final Set<String> games;

  /** The specification, and the usual name, of the built-in search player. */
  public static final String SEARCH = "search";

  /** The name of the seat a person takes, which no opponent may have. */
  public static final String HUMAN = "human";

  private Opponent(String name, String spec, List<String> command, Set<String> games) {
    checkArgument(name != null && name.matches("[A-Za-z0-9_.-]{1,40}"), "bad opponent name");
    checkArgument(!name.equals(HUMAN), "the name %s is kept for a person at the board", HUMAN);
    this.name = name;
    this.spec = spec;
    this.command = command;
    this.games = games;
  }

  /**
   * A built-in or class-path player, as the engine module's {@link Players#create} makes it.
   *
   * @param name the name shown on the page: letters, digits, {@code _ . -}, at most 40
   * @param spec {@code random}, {@code random:SEED}, {@code class:NAME}, or the search player:
   *     {@code search} (searching each turn for the server's move time) or {@code search:SETTINGS}
   *     as {@link Players#create} reads them
   * @return the opponent, offered in every game (the search player: in every game with a default
   *     evaluation)
   * @throws IllegalArgumentException if the name is not of that shape or is {@value #HUMAN}, or the
   *     specification is malformed or names no class that is a {@link Player} with a public static
   *     {@code create(Game)} or a public no-arg constructor
   */
  public static Opponent player(String name, String spec) {
    checkArgument(spec != null, "spec is null");
    if (spec.startsWith("class:")) {
      checkPlayerClass(spec.substring("class:".length()));
    } else if (spec.equals(SEARCH) || spec.startsWith(SEARCH + ":")) {
      checkSearch(spec);
    } else if (!spec.equals("random") && !spec.matches("random:-?[0-9]{1,18}")) {
      throw new IllegalArgumentException(
          "a player is random, random:SEED, search[:SETTINGS] or class:NAME, not " + spec);
    }
    return new Opponent(name, spec, List.of(), Set.of());
  }

  /**
   * Made once now for a game it can play, so that a malformed setting fails when the server is
   * configured rather than in a game.
   */
  private static void checkSearch(String spec) {
    for (String id : Games.ids()) {
      Game<?, ?> game = Games.create(id);
      if (Games.evaluation(game).isPresent()) {
        Players.create(game, spec).close();
        return;
      }
    }
    throw new IllegalArgumentException("no installed game has an evaluation for " + spec);
  }

  /** Looked up now, so that a misspelt or unusable class fails when the server is configured. */
  private static void checkPlayerClass(String className) {
    Class<?> type;
    try {
      type = Class.forName(className, false, Thread.currentThread().getContextClassLoader());
    } catch (ClassNotFoundException | LinkageError e) {
      throw new IllegalArgumentException("no class " + className + " on the class path", e);
    }
    if (!Player.class.isAssignableFrom(type)) {
      throw new IllegalArgumentException(className + " is not a Player");
    }
    boolean factory =
        Arrays.stream(type.getMethods())
            .anyMatch(
                m ->
                    m.getName().equals("create")
                        && Modifier.isStatic(m.getModifiers())
                        && m.getParameterCount() == 1
                        && m.getParameterTypes()[0].isAssignableFrom(Game.class));
    boolean constructor =
        Arrays.stream(type.getConstructors()).anyMatch(c -> c.getParameterCount() == 0);
    if (!factory && !constructor) {
      throw new IllegalArgumentException(
          className + " has neither a public static create(Game) nor a public no-arg constructor");
    }
  }

  /**
   * An external engine, started for each game that needs it and spoken to in its game's default
   * protocol (USI for shogi, UCI for xiangqi, Hub for draughts, NSP for Napoleon).
   *
   * @param name the name shown on the page
   * @param command the program and its arguments
   * @return the opponent, offered in every game a protocol carries until {@link #onlyFor}
   * @throws IllegalArgumentException if the name is bad, the command is null or empty, or its
   *     program is neither an executable file nor found on the {@code PATH}
   */
  public static Opponent engine(String name, List<String> command) {
    checkArgument(command != null && !command.isEmpty(), "the engine's command is empty");
    checkArgument(command.stream().noneMatch(Objects::isNull), "the engine's command holds null");
    checkArgument(
        EnginePlayer.runnable(command.get(0)), "no program %s can be run", command.get(0));
    return new Opponent(name, null, ImmutableList.copyOf(command), Set.of());
  }

  /**
   * This opponent, offered only in some games.
   *
   * @param gameIds game ids such as {@code shogi}; a game with options is offered when its id is
   * @return a new opponent
   * @throws IllegalArgumentException if the collection is null, empty or holds null
   */
  public Opponent onlyFor(Collection<String> gameIds) {
    checkArgument(gameIds != null && !gameIds.isEmpty(), "no game id");
    checkArgument(gameIds.stream().noneMatch(Objects::isNull), "a game id is null");
    return new Opponent(name, spec, command, ImmutableSet.copyOf(gameIds));
  }

  /**
   * The name shown on the page.
   *
   * @return the name
   */
  public String name() {
    return name;
  }

  /**
   * Whether this opponent is offered in a game.
   *
   * @param game a game
   * @return true if it may play it
   */
  public boolean plays(Game<?, ?> game) {
    if (!games.isEmpty() && !games.contains(game.id())) {
      return false;
    }
    if (spec != null && (spec.equals(SEARCH) || spec.startsWith(SEARCH + ":"))) {
      return Games.evaluation(game).isPresent(); // it searches with the game's own evaluation
    }
    if (spec != null) {
      return true;
    }
    try {
      Protocol.defaultFor(game);
      return true;
    } catch (IllegalArgumentException e) {
      return false; // no protocol carries this game
    }
  }

  /**
   * A new player for one game.
   *
   * @param game the game
   * @param seed the seat's seed: the random player without a seed of its own ({@code random}) plays
   *     and sets up by it, so that each game differs and a game's seed replays it; the others
   *     ignore it
   * @return the player; the caller closes it
   * @throws RuntimeException if the player cannot be made (an engine that does not start)
   */
  <P extends Position<P, M>, M> Player<P, M> create(Game<P, M> game, long seed) {
    if ("random".equals(spec)) {
      return new RandomPlayer<>(seed);
    }
    if (spec != null) {
      return Players.create(game, spec); // random:N keeps the seed its configuration fixed
    }
    return EnginePlayer.start(game, Protocol.defaultFor(game), name, command);
  }

  /** Whether this opponent is a bot of the class path, which runs in the server's process. */
  boolean isClassPath() {
    return spec != null && spec.startsWith("class:");
  }

  /** Whether this opponent is an external engine, whose messages may name its command. */
  boolean isEngine() {
    return spec == null;
  }

  @Override
  public String toString() {
    return name;
  }
}
