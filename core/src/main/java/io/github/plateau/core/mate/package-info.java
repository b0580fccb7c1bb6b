/**
 * A proof-number mate solver: {@link io.github.plateau.core.mate.MateSolver} answers whether the
 * side to move can force a win, over any game's {@link io.github.plateau.core.SearchBoard}, with
 * the attacker's moves restricted by an {@link io.github.plateau.core.mate.AttackerMoves} rule
 * (checks only for tsume) and bounded by {@link io.github.plateau.core.mate.MateLimits}.
 */
package io.github.plateau.core.mate;
