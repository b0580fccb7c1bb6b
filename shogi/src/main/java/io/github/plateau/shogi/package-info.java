/**
 * Shogi for Plateau: {@link io.github.plateau.shogi.Shogi} (the game: SFEN, USI, repetition rules
 * and the rules options), {@link io.github.plateau.shogi.ShogiPosition} (the immutable position and
 * its fast int move path), {@link io.github.plateau.shogi.Move} and {@link
 * io.github.plateau.shogi.MoveCode} (moves as values and as ints), {@link
 * io.github.plateau.shogi.WesternNotation} (moves for people), {@link
 * io.github.plateau.shogi.Square}, {@link io.github.plateau.shogi.Piece} and {@link
 * io.github.plateau.shogi.Color}.
 *
 * <p>Game records: {@link io.github.plateau.shogi.ShogiRecords} (impasse and declaration, the
 * {@link io.github.plateau.shogi.ImpasseRule} options), {@link io.github.plateau.shogi.UsiLine}
 * (USI {@code position} commands), {@link io.github.plateau.shogi.Csa} (CSA V2.2 files) and {@link
 * io.github.plateau.shogi.Kif} (KIF files), which read and write a {@link
 * io.github.plateau.shogi.Kifu}, and {@link io.github.plateau.shogi.Handicap} (the standard
 * starts).
 */
package io.github.plateau.shogi;
