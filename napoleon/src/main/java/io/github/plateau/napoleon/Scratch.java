package io.github.plateau.napoleon;

/**
 * Each thread's bitboard generator for the ground it was made for: making one costs more than
 * listing the moves of a position, and positions list their moves on the calling thread, so each
 * thread keeps the last one it made and makes another only when the ground changes.
 */
final class Scratch {
  private final Napoleon game;
  private final ThreadLocal<Lister> listers = new ThreadLocal<>();

  Scratch(Napoleon game) {
    this.game = game;
  }

  /** The calling thread's bitboard generator for a ground, made again when the ground changes. */
  BitboardGenerator generator(Ground ground) {
    Lister lister = listers.get();
    if (lister == null || lister.ground != ground) {
      lister = new Lister(ground, new BitboardGenerator(game, ground));
      listers.set(lister);
    }
    return lister.generator;
  }

  private record Lister(Ground ground, BitboardGenerator generator) {}
}
