package io.github.plateau.core;

/**
 * A player of a game (sente and gote, Red and Black, White and Black, South and North). Each game
 * defines its sides as an enum implementing this interface; more than two sides are allowed, and
 * sides may play in teams ({@link #team()}).
 */
public interface Side {
  /**
   * The side's place in the game's turn order, from 0.
   *
   * @return the index of this side in {@link Game#sides()}
   */
  int index();

  /**
   * The side's name in upper case, as the game's documentation writes it ({@code "SENTE"}).
   *
   * @return a stable, upper-case name
   */
  String name();

  /**
   * The side's team: the side that names the alliance it plays in. Sides of one team win and lose
   * together ({@link Outcome#isWinFor}), and a search keeps its score's sign between their moves.
   * In a game of two sides, and by default, every side is its own team; a game of alliances (such
   * as Napoleon's Waterloo) names each alliance by its first side in turn order.
   *
   * @return the side naming this side's team; {@code this} by default
   */
  default Side team() {
    return this;
  }
}
