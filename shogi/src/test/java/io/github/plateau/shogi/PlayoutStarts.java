package io.github.plateau.shogi;

import java.util.List;

/** Where the seeded playouts of the move tests start, so that kings get checked and mated. */
final class PlayoutStarts {
  /**
   * The opening, a tactical middle game, a tsume-like board, a middle game with bishops in hand,
   * and two lone kings with every other piece in hand.
   */
  static final List<String> STARTS =
      List.of(
          "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
          "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1",
          "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
          "ln1g3nl/1r3kg2/p2pppsp1/2ps2p1p/1p7/2P1P1PP1/PPSP1P2P/2G1KS1R1/LN3G1NL w Bb 1",
          "4k4/9/9/9/9/9/9/9/4K4 b RBGSNLPrbgsnlp 1");

  private PlayoutStarts() {}
}
