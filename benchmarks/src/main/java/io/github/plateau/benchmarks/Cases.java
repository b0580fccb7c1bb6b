package io.github.plateau.benchmarks;

import io.github.plateau.core.Game;
import io.github.plateau.core.Games;
import io.github.plateau.core.Position;
import io.github.plateau.core.RandomPlayer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/** The positions the benchmarks run on, named for JMH's {@code @Param}. */
final class Cases {
  private Cases() {}

  /** A perft case: a game specification, a position ({@code null} for the start) and a depth. */
  record Perft(String game, String position, int depth) {}

  static final Map<String, Perft> PERFT =
      Map.ofEntries(
          Map.entry("shogi-start-5", new Perft("shogi", null, 5)),
          Map.entry(
              "shogi-matsuri-3",
              new Perft(
                  "shogi",
                  "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1",
                  3)),
          Map.entry("xiangqi-start-5", new Perft("xiangqi", null, 5)),
          Map.entry(
              "xiangqi-middle-4",
              new Perft(
                  "xiangqi",
                  "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
                  4)),
          Map.entry("draughts-start-9", new Perft("draughts", null, 9)),
          Map.entry(
              "draughts-woldouby-11",
              new Perft(
                  "draughts",
                  "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38",
                  11)),
          Map.entry("brazilian-start-9", new Perft("draughts-brazilian", null, 9)),
          Map.entry("canadian-start-6", new Perft("draughts-canadian", null, 6)),
          Map.entry("napoleon-start-4", new Perft("napoleon", null, 4)),
          Map.entry(
              "napoleon-terrain10x10-4",
              new Perft(
                  "napoleon:width=10,height=10,k=5",
                  "ccaSgiigaScc/iaSEidcdiaSWii/10/10/10/10/10/10/IANIDIDCANWII/CCGIANEIGANCC s - 0"
                      + " Md1,Hh2,Fj2,Fb4,Vd4,Mc5,Hf5,Fe6,Mh6,Vg7,Hb9,Ve10",
                  4)),
          Map.entry(
              "napoleon-15x15-3",
              new Perft(
                  "napoleon:width=15,height=15,k=8",
                  "ccigaSidggiaSigcc/aSiiciiaSEiaSWiiciiaS/15/15/15/15/15/15/15/15/15/15/15/"
                      + "ANIICIIANEIANWIICIIAN/CCIGANIGDGIANIGCC s - 0 Hc6,Vh8,Fe9,Hk10,Mm10,Vb12",
                  3)));

  /** A perft run on a case, its types captured. */
  static LongSupplier perft(Perft c) {
    return perft(Games.create(c.game()), c.position(), c.depth());
  }

  private static <P extends Position<P, M>, M> LongSupplier perft(
      Game<P, M> game, String text, int depth) {
    P position = text == null ? game.start() : game.parse(text);
    return () -> position.perft(depth);
  }

  /**
   * Positions met in seeded random games between plies 20 and 80: a fixed midgame sample.
   *
   * @return {@code count} positions that have legal moves
   */
  static <P extends Position<P, M>, M> List<P> midgames(Game<P, M> game, int count) {
    List<P> positions = new ArrayList<>(count);
    for (long seed = 1; positions.size() < count; seed++) {
      RandomPlayer player = new RandomPlayer(seed);
      P position = game.start();
      int plies = 20 + (int) (seed * 7 % 61);
      for (int ply = 0; ply < plies && !position.legalMoves().isEmpty(); ply++) {
        position = position.play(player.choose(position));
      }
      if (!position.legalMoves().isEmpty()) {
        positions.add(position);
      }
    }
    return positions;
  }
}
