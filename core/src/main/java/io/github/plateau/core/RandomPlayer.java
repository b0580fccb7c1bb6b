package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.text.Decimals;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.SplittableRandom;

/**
 * A player that chooses uniformly among the legal moves, from a seed: the same seed gives the same
 * game. Its setups, in games with a {@link SetupPhase}, are random too. Not thread-safe; use one
 * per thread.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public final class RandomPlayer<P extends Position<P, M>, M> implements Player<P, M> {
  /** The seed of a player made by the no-arg constructor. */
  public static final long DEFAULT_SEED = 1;

  private long seed;
  private SplittableRandom random;

  /**
   * A player drawing from a seed.
   *
   * @param seed the seed
   */
  public RandomPlayer(long seed) {
    this.seed = seed;
    this.random = new SplittableRandom(seed);
  }

  /** A player drawing from {@link #DEFAULT_SEED}, as the engine layer makes it by class name. */
  public RandomPlayer() {
    this(DEFAULT_SEED);
  }

  @Override
  public String name() {
    return "random";
  }

  /**
   * One option, {@code Seed}: setting it restarts the draws from that seed.
   *
   * @return the option and its value
   */
  @Override
  public Map<String, String> options() {
    return Map.of("Seed", Long.toString(seed));
  }

  @Override
  public void setOption(String name, String value) {
    checkArgument("Seed".equals(name), "no option named %s; the random player has Seed", name);
    OptionalLong parsed = Decimals.parse(value == null ? "" : value); // ASCII digits only
    if (parsed.isEmpty()) {
      throw new IllegalArgumentException("Seed must be a whole number, not " + value);
    }
    long s = parsed.getAsLong();
    this.seed = s;
    this.random = new SplittableRandom(s);
  }

  @Override
  public String chooseSetup(SetupPhase<P, M> phase, Side side, Turn<P, M> turn) {
    checkArgument(phase != null, "phase is null");
    return phase.randomSetup(side, random.nextLong());
  }

  @Override
  public Decision<M> decide(Turn<P, M> turn) {
    checkArgument(turn != null, "turn is null");
    if (!turn.rootMoves().isEmpty()) { // the turn's own choice of moves
      List<M> moves = List.copyOf(turn.rootMoves());
      return Decision.move(moves.get(random.nextInt(moves.size())));
    }
    return Decision.move(choose(turn.position()));
  }

  /**
   * One legal move, each with the same chance.
   *
   * @param position a position with at least one legal move
   * @return the chosen move
   * @throws IllegalArgumentException if the position is null or has no legal move
   */
  public M choose(P position) {
    checkArgument(position != null, "position is null");
    List<M> moves = position.legalMoves();
    checkArgument(!moves.isEmpty(), "no legal move in %s", position);
    return moves.get(random.nextInt(moves.size()));
  }

  /**
   * Plays random moves until the game ends or a number of moves is reached.
   *
   * @param record where to start
   * @param maxPlies at most this many moves are added
   * @return the record at the end
   * @throws IllegalArgumentException if the record is null or {@code maxPlies} is negative
   */
  public GameRecord<P, M> playout(GameRecord<P, M> record, int maxPlies) {
    checkArgument(record != null, "record is null");
    checkArgument(maxPlies >= 0, "maxPlies %s is negative", maxPlies);
    GameRecord<P, M> r = record;
    for (int i = 0; i < maxPlies && !r.isOver(); i++) {
      r = r.play(choose(r.current()));
    }
    return r;
  }
}
