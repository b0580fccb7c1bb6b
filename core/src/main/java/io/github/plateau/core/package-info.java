/**
 * The contracts every Plateau game implements and the machinery they share: immutable {@link
 * io.github.plateau.core.Position positions} and their {@link io.github.plateau.core.Game game},
 * the {@link io.github.plateau.core.SearchBoard search board} for bots (make and unmake, no
 * allocation per node), {@link io.github.plateau.core.GameRecord game records} with the one {@link
 * io.github.plateau.core.Repetition repetition rule}, {@link io.github.plateau.core.Outcome
 * outcomes}, typed errors under {@link io.github.plateau.core.PlateauException}, {@link
 * io.github.plateau.core.Perft perft} and the {@link io.github.plateau.core.Games registry} of
 * installed games.
 */
package io.github.plateau.core;
