package io.github.plateau.benchmarks;

import io.github.plateau.core.Game;
import io.github.plateau.core.Games;
import io.github.plateau.core.Position;
import io.github.plateau.core.RandomPlayer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/** The positions the benchmarks run on, named for JMH's {@code @Param}. */
final class Cases {
  private Cases() {}

  /** A perft case: a game specification, a position ({@code null} for the start) and a depth. */
  record Perft(String game, String position, int depth) {}

  /**
   * The cases, one a line: the name {@link PerftBenchmark} gives, the game specification, the depth
   * and the position (nothing for the start position).
   */
  private static final String TABLE =
      """
      shogi-start-5 | shogi | 5 |
      shogi-matsuri-3 | shogi | 3 | \
      l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1
      xiangqi-start-5 | xiangqi | 5 |
      xiangqi-middle1-4 | xiangqi | 4 | \
      r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1
      xiangqi-middle2-4 | xiangqi | 4 | \
      1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1
      xiangqi-middle3-4 | xiangqi | 4 | 5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1
      xiangqi-middle4-4 | xiangqi | 4 | CRN1k1b2/3ca4/4ba3/9/2nr5/9/9/4B4/4A4/4KA3 w - - 0 1
      xiangqi-middle5-4 | xiangqi | 4 | R1N1k1b2/9/3aba3/9/2nr5/2B6/9/4B4/4A4/4KA3 w - - 0 1
      draughts-start-9 | draughts | 9 |
      draughts-woldouby-11 | draughts | 11 | \
      W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38
      draughts-allkings-6 | draughts | 6 | W:WK16,K26,K36,K46,K48:BK1,K3,K5,K15,K25
      brazilian-allkings-7 | draughts-brazilian | 7 | W:WK13,K21,K29,K31:BK2,K4,K12,K20
      canadian-allkings-5 | draughts-canadian | 5 | \
      W:WK31,K43,K55,K67,K69,K71:BK2,K4,K6,K18,K30,K42
      brazilian-start-9 | draughts-brazilian | 9 |
      canadian-start-6 | draughts-canadian | 6 |
      napoleon-start-4 | napoleon:fixed-cannons | 4 |
      napoleon-orders-6 | napoleon | 6 |
      napoleon-terrain10x10-4 | napoleon:width=10,height=10,k=5,fixed-cannons | 4 | \
      ccaSgiigaScc/iaSEidcdiaSWii/10/10/10/10/10/10/IANIDIDCANWII/CCGIANEIGANCC s - 0 \
      Md1,Hh2,Fj2,Fb4,Vd4,Mc5,Hf5,Fe6,Mh6,Vg7,Hb9,Ve10
      napoleon-15x15-3 | napoleon:width=15,height=15,k=8,fixed-cannons | 3 | \
      ccigaSidggiaSigcc/aSiiciiaSEiaSWiiciiaS/15/15/15/15/15/15/15/15/15/15/15/\
      ANIICIIANEIANWIICIIAN/CCIGANIGDGIANIGCC s - 0 Hc6,Vh8,Fe9,Hk10,Mm10,Vb12
      """;

  static final Map<String, Perft> PERFT = parse(TABLE);

  /** Reads the table: one case a line, its fields apart by {@code |}. */
  private static Map<String, Perft> parse(String table) {
    Map<String, Perft> cases = new LinkedHashMap<>();
    for (String line : table.strip().split("\n")) {
      String[] fields = line.split("\\|", -1);
      String position = fields[3].strip();
      cases.put(
          fields[0].strip(),
          new Perft(
              fields[1].strip(),
              position.isEmpty() ? null : position,
              Integer.parseInt(fields[2].strip())));
    }
    return Collections.unmodifiableMap(cases);
  }

  /** A perft run on a case, its types captured. */
  static LongSupplier perft(Perft c) {
    return perft(Games.create(c.game()), c.position(), c.depth());
  }

  private static <P extends Position<P, M>, M> LongSupplier perft(
      Game<P, M> game, String text, int depth) {
    P position = text == null ? game.start() : game.parse(text);
    return () -> position.perft(depth);
  }

  /** A midgame position as the move that reaches it: playing it gives a position not yet asked. */
  record Reached<P, M>(P parent, M move) {}

  /**
   * Positions met in seeded random games between plies 20 and 80: a fixed midgame sample, each
   * given as its parent and the move to it, since positions may keep their move list once made.
   *
   * @return {@code count} positions that have legal moves
   */
  static <P extends Position<P, M>, M> List<Reached<P, M>> midgames(Game<P, M> game, int count) {
    List<Reached<P, M>> positions = new ArrayList<>(count);
    for (long seed = 1; positions.size() < count; seed++) {
      RandomPlayer<P, M> player = new RandomPlayer<>(seed);
      P parent = game.start();
      M move = player.choose(parent);
      int plies = 20 + (int) (seed * 7 % 61);
      for (int ply = 1; ply < plies && !parent.play(move).legalMoves().isEmpty(); ply++) {
        parent = parent.play(move);
        move = player.choose(parent);
      }
      if (!parent.play(move).legalMoves().isEmpty()) {
        positions.add(new Reached<>(parent, move));
      }
    }
    return positions;
  }
}
