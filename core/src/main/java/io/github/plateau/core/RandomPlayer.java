package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.List;
import java.util.SplittableRandom;

/**
 * A player that chooses uniformly among the legal moves, from a seed: the same seed gives the same
 * game. Not thread-safe; use one per thread.
 */
public final class RandomPlayer {
  private final SplittableRandom random;

  /**
   * A player drawing from a seed.
   *
   * @param seed the seed
   */
  public RandomPlayer(long seed) {
    this.random = new SplittableRandom(seed);
  }

  /**
   * One legal move, each with the same chance.
   *
   * @param position a position with at least one legal move
   * @param <P> the position type
   * @param <M> the move type
   * @return the chosen move
   * @throws IllegalArgumentException if the position has no legal move
   */
  public <P extends Position<P, M>, M> M choose(P position) {
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
   * @param <P> the position type
   * @param <M> the move type
   * @return the record at the end
   * @throws IllegalArgumentException if {@code maxPlies} is negative
   */
  public <P extends Position<P, M>, M> GameRecord<P, M> playout(
      GameRecord<P, M> record, int maxPlies) {
    checkArgument(record != null, "record is null");
    checkArgument(maxPlies >= 0, "maxPlies %s is negative", maxPlies);
    GameRecord<P, M> r = record;
    for (int i = 0; i < maxPlies && !r.isOver(); i++) {
      r = r.play(choose(r.current()));
    }
    return r;
  }
}
