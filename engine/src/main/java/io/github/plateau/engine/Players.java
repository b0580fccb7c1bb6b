package io.github.plateau.engine;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.Game;
import io.github.plateau.core.Player;
import io.github.plateau.core.Position;
import io.github.plateau.core.RandomPlayer;
import io.github.plateau.core.search.SearchPlayer;
import io.github.plateau.core.text.Decimals;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

/**
 * Players found by name, so that a bot on the class path plays with no code here: {@code java -cp
 * mybot.jar:plateau.jar ... --player class:com.example.MyBot}.
 *
 * <p>A class is made into a player by its factory if it has one: a {@code public static} method
 * {@code create(Game)} returning a {@link Player} (for bots that play several games, or need the
 * game's options); otherwise by its public no-arg constructor.
 */
public final class Players {
  private Players() {}

  /**
   * The memory a built-in player's search table takes, as made: the search player's, also behind a
   * limit ({@code search:depth=N}); none for other players.
   *
   * @param player a player, as {@link #create} makes it
   * @return the table's bytes, or 0
   */
  public static long tableBytes(Player<?, ?> player) {
    Player<?, ?> inner = player instanceof CappedPlayer<?, ?> capped ? capped.player() : player;
    return inner instanceof SearchPlayer<?, ?> search ? search.tableBytes() : 0;
  }

  /**
   * Whether a text is a specification {@link #create} reads, rather than, say, the command line of
   * an external engine: {@code random} or {@code search}, or begins with {@code random:}, {@code
   * search:} or {@code class:}.
   *
   * @param text the text
   * @return true if it is a player specification, well formed or not
   * @throws IllegalArgumentException if the text is null
   */
  public static boolean isSpecification(String text) {
    checkArgument(text != null, "text is null");
    return text.equals("random")
        || text.startsWith("random:")
        || SearchSpecification.names(text)
        || text.startsWith("class:");
  }

  /**
   * A player from a specification: {@code random} (seed {@link RandomPlayer#DEFAULT_SEED}), {@code
   * random:SEED}, {@code class:NAME}, or the built-in search player: {@code search}, searching with
   * the game's default evaluation within each turn's limits, {@code search:depth=N} (N from 1 to
   * 64), {@code search:nodes=N} or {@code search:movetime=MS}, each also bounding every turn.
   *
   * @param game the game to play
   * @param spec the specification
   * @param <P> the position type
   * @param <M> the move type
   * @return a new player
   * @throws IllegalArgumentException if the specification is malformed, names no usable class, or
   *     names the search player for a game without a default evaluation; the message says why
   */
  public static <P extends Position<P, M>, M> Player<P, M> create(Game<P, M> game, String spec) {
    checkArgument(game != null, "game is null");
    checkArgument(spec != null, "spec is null");
    if (spec.equals("random")) {
      return new RandomPlayer<>();
    }
    if (spec.startsWith("random:")) {
      String seed = spec.substring("random:".length());
      return new RandomPlayer<>(
          Decimals.parse(seed)
              .orElseThrow(
                  () ->
                      new IllegalArgumentException(
                          "the random player's seed must be a whole number, not "
                              + Messages.quote(seed))));
    }
    if (SearchSpecification.names(spec)) {
      return SearchSpecification.create(game, spec);
    }
    if (spec.startsWith("class:")) {
      return byClassName(game, spec.substring("class:".length()));
    }
    throw new IllegalArgumentException(
        "a player is random, random:SEED or class:NAME, or"
            + " search[:depth=N|nodes=N|movetime=MS][,threads=N], not "
            + Messages.quote(spec));
  }

  /**
   * A player of a class, found by the current thread's context class loader.
   *
   * @param game the game to play, passed to the class's factory if it has one
   * @param className the class's binary name, such as {@code com.example.MyBot}
   * @param <P> the position type
   * @param <M> the move type
   * @return a new player
   * @throws IllegalArgumentException if there is no such class, it has no public static {@code
   *     create(Game)} returning a {@link Player} and is not a {@link Player} with a public no-arg
   *     constructor, or making it fails
   */
  @SuppressWarnings("unchecked") // the player's decide() checks its game at the first move
  public static <P extends Position<P, M>, M> Player<P, M> byClassName(
      Game<P, M> game, String className) {
    checkArgument(game != null, "game is null");
    checkArgument(className != null && !className.isBlank(), "the class name is empty");
    Class<?> type;
    try {
      ClassLoader loader = Thread.currentThread().getContextClassLoader();
      type =
          Class.forName(className, true, loader != null ? loader : Players.class.getClassLoader());
    } catch (ClassNotFoundException | LinkageError e) {
      throw new IllegalArgumentException(
          "no class " + Messages.quote(className) + " on the class path", e);
    }
    try {
      // a factory makes the player: the class itself need not be one (a bot's holder class)
      Method factory = factory(type);
      if (factory != null) {
        Object made = factory.invoke(null, game);
        if (made == null) {
          throw new IllegalArgumentException(className + ".create(Game) returned null");
        }
        return (Player<P, M>) made;
      }
      if (!Player.class.isAssignableFrom(type)) {
        throw new IllegalArgumentException(
            className
                + " neither implements "
                + Player.class.getName()
                + " nor has a public static create(Game) that returns one");
      }
      Constructor<?> constructor = type.getConstructor();
      if (!Modifier.isPublic(type.getModifiers()) || Modifier.isAbstract(type.getModifiers())) {
        throw new IllegalArgumentException(className + " is not a public concrete class");
      }
      return (Player<P, M>) constructor.newInstance();
    } catch (NoSuchMethodException e) {
      throw new IllegalArgumentException(
          className + " has neither a public static create(Game) nor a public no-arg constructor",
          e);
    } catch (InvocationTargetException e) {
      throw new IllegalArgumentException(
          "making a " + className + " failed: " + e.getCause(), e.getCause());
    } catch (ReflectiveOperationException | ClassCastException e) {
      throw new IllegalArgumentException("cannot make a " + className + ": " + e, e);
    }
  }

  private static Method factory(Class<?> type) {
    try {
      Method m = type.getMethod("create", Game.class);
      return Modifier.isStatic(m.getModifiers()) && Player.class.isAssignableFrom(m.getReturnType())
          ? m
          : null;
    } catch (NoSuchMethodException e) {
      return null;
    }
  }
}
