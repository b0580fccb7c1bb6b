/**
 * Draughts for Plateau: {@link io.github.plateau.draughts.Draughts}, the game, built from its
 * {@link io.github.plateau.draughts.DraughtsRules} (international rules on 8 x 8, 10 x 10 and 12 x
 * 12 boards, other sizes from 4 x 4 to 20 x 20, and the flags of other national games); the
 * immutable {@link io.github.plateau.draughts.DraughtsPosition} and {@link
 * io.github.plateau.draughts.Move}; the {@link io.github.plateau.draughts.DraughtsSearchBoard} for
 * bots; FMJD FEN and move notation; PDN 3.0 records ({@link io.github.plateau.draughts.Pdn}) read
 * into and written from core's {@link io.github.plateau.core.AnnotatedRecord}, with the PDN game
 * types the flags play: international, English, pool checkers, Russian, Brazilian, Canadian.
 *
 * <p>Squares are the FMJD numbers, {@code int}s from 1 to N * N / 2, as the notation writes them.
 * Arguments are checked: a null or out-of-range argument is an {@link IllegalArgumentException}
 * naming it, and a malformed text a {@link io.github.plateau.core.NotationException} with its
 * offset.
 */
package io.github.plateau.draughts;
