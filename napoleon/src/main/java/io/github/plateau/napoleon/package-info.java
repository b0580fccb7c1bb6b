/**
 * Napoleon Strategy: {@link io.github.plateau.napoleon.Napoleon} (the game under its {@link
 * io.github.plateau.napoleon.NapoleonRules}), the immutable {@link
 * io.github.plateau.napoleon.NapoleonPosition}, the turn {@link io.github.plateau.napoleon.Move},
 * {@link io.github.plateau.napoleon.Piece} (a {@link io.github.plateau.napoleon.Camp} and a {@link
 * io.github.plateau.napoleon.Kind}), {@link io.github.plateau.napoleon.Square}, setups, terrain,
 * and the allocation-free {@link io.github.plateau.napoleon.NapoleonSearchBoard} for bots.
 *
 * <p>Every public method refuses a null argument with an {@link IllegalArgumentException} naming
 * it, and every list or map it returns is unmodifiable.
 */
package io.github.plateau.napoleon;
