/**
 * Shogi for Plateau: {@link io.github.plateau.shogi.Shogi} (the game: SFEN, USI, repetition and
 * ply-limit rules) built from its {@link io.github.plateau.shogi.ShogiRules}, {@link
 * io.github.plateau.shogi.ShogiPosition} (the immutable position), {@link
 * io.github.plateau.shogi.ShogiSearchBoard} (make and unmake with int move codes, for bots), {@link
 * io.github.plateau.shogi.Move}, {@link io.github.plateau.shogi.WesternNotation} (moves for
 * people), {@link io.github.plateau.shogi.Square}, {@link io.github.plateau.shogi.Piece} (a {@link
 * io.github.plateau.shogi.Color} and a {@link io.github.plateau.shogi.Kind}).
 *
 * <p>Game records: {@link io.github.plateau.shogi.ShogiRecords} (impasse and declaration, the
 * {@link io.github.plateau.shogi.ImpasseRule} options), {@link io.github.plateau.shogi.UsiLine}
 * (USI {@code position} commands), {@link io.github.plateau.shogi.Csa} (CSA files, V2 to V3.0),
 * {@link io.github.plateau.shogi.Kif} and {@link io.github.plateau.shogi.Ki2} (KIF and KI2 files),
 * which read and write an {@link io.github.plateau.core.AnnotatedRecord} with its comments, times
 * and variations, and {@link io.github.plateau.shogi.Handicap} (the standard starts).
 *
 * <p>Every public method refuses a null argument with an {@link IllegalArgumentException} naming
 * it, and every list it returns is unmodifiable.
 */
package io.github.plateau.shogi;
