/**
 * Xiangqi (Chinese chess) for Plateau: the immutable {@link
 * io.github.plateau.xiangqi.XiangqiPosition position} with its fast legal-move generator, the
 * make/unmake {@link io.github.plateau.xiangqi.XiangqiSearchBoard search board} for bots, FEN, ICCS
 * and {@link io.github.plateau.xiangqi.Wxf WXF} notation, game records in {@link
 * io.github.plateau.xiangqi.Pgn PGN} (ICCS, WXF, Chinese and SAN moves), and the history rules of
 * {@link io.github.plateau.xiangqi.Xiangqi the game}, built from its {@link
 * io.github.plateau.xiangqi.XiangqiRules rules} (repetition, perpetual check and chase, no-capture
 * limit). Runtime dependencies: plateau-core and Guava.
 *
 * @provides io.github.plateau.core.GameProvider as {@code xiangqi}
 */
module io.github.plateau.xiangqi {
  requires transitive io.github.plateau.core;
  requires com.google.common;

  exports io.github.plateau.xiangqi;

  provides io.github.plateau.core.GameProvider with
      io.github.plateau.xiangqi.XiangqiProvider;
}
