package io.github.plateau.xiangqi;

import java.util.List;
import java.util.SplittableRandom;

/** What the seeded-playout tests share: where their games start and how they pick a move. */
final class SeededGames {
  /** The opening, middle games rich in cannons and pins, endgames with flying generals. */
  static final List<String> STARTS =
      List.of(
          Xiangqi.START,
          "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
          "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1",
          "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1",
          "CRN1k1b2/3ca4/4ba3/9/2nr5/9/9/4B4/4A4/4KA3 w - - 0 1",
          "3k5/9/9/9/9/9/9/9/4A4/3AK1R2 w - - 0 1",
          "4k4/3P5/9/2P6/9/9/9/9/4C4/3K5 w - - 0 1");

  private SeededGames() {}

  /** A random legal move, a capture half the time there is one: games then reach endgames. */
  static Move choose(XiangqiPosition p, List<Move> legal, SplittableRandom random) {
    if (random.nextBoolean()) {
      List<Move> captures = legal.stream().filter(m -> p.pieceAt(m.to()).isPresent()).toList();
      if (!captures.isEmpty()) {
        return captures.get(random.nextInt(captures.size()));
      }
    }
    return legal.get(random.nextInt(legal.size()));
  }
}
