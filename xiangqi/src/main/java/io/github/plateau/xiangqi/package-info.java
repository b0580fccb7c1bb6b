/**
 * Xiangqi (Chinese chess): the game and its rules ({@link io.github.plateau.xiangqi.Xiangqi},
 * {@link io.github.plateau.xiangqi.XiangqiRules}), the immutable {@link
 * io.github.plateau.xiangqi.XiangqiPosition position} and its mutable {@link
 * io.github.plateau.xiangqi.XiangqiSearchBoard search board} for bots, both read through {@link
 * io.github.plateau.xiangqi.XiangqiBoardView}, the board's types ({@link
 * io.github.plateau.xiangqi.Move}, {@link io.github.plateau.xiangqi.Square}, {@link
 * io.github.plateau.xiangqi.Piece}, {@link io.github.plateau.xiangqi.Kind}, {@link
 * io.github.plateau.xiangqi.Color}), and the notations: FEN, ICCS moves, {@link
 * io.github.plateau.xiangqi.Wxf WXF} moves, the {@link io.github.plateau.xiangqi.MoveFormat move
 * notations} of records (ICCS, WXF, Chinese, WinBoard's SAN) and {@link
 * io.github.plateau.xiangqi.Pgn PGN} game records.
 *
 * <p>Every public method refuses a null argument with an {@link IllegalArgumentException} naming
 * it, and returns unmodifiable lists.
 */
package io.github.plateau.xiangqi;
