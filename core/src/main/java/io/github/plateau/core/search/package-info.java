/**
 * An alpha-beta search any game's {@link io.github.plateau.core.SearchBoard} can use: a {@link
 * io.github.plateau.core.search.Searcher} (iterative deepening, principal-variation search over
 * teams, a transposition table, quiescence on captures), the {@link
 * io.github.plateau.core.search.Evaluation} a bot author writes for it, and the {@link
 * io.github.plateau.core.search.SearchPlayer} that plays with it.
 */
package io.github.plateau.core.search;
