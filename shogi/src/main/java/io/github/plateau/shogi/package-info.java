/**
 * Shogi for Plateau: {@link io.github.plateau.shogi.Shogi} (the game: SFEN, USI, repetition rules),
 * {@link io.github.plateau.shogi.ShogiPosition} (the immutable position and its fast int move
 * path), {@link io.github.plateau.shogi.Move} and {@link io.github.plateau.shogi.MoveCode} (moves
 * as values and as ints), {@link io.github.plateau.shogi.WesternNotation} (moves for people),
 * {@link io.github.plateau.shogi.Square}, {@link io.github.plateau.shogi.Piece} and {@link
 * io.github.plateau.shogi.Color}.
 */
package io.github.plateau.shogi;
