package io.github.plateau.core;

/**
 * A player of a game (sente and gote, Red and Black, White and Black, South and North). Each game
 * defines its sides as an enum implementing this interface; more than two sides are allowed.
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
}
