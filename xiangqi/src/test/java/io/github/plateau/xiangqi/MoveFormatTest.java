package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Every legal move of seeded random playouts, written in each written notation, is written once (no
 * two moves alike) and read back as itself. The playouts start where tandem pieces and soldiers on
 * several files arise, and the test counts that they did.
 */
class MoveFormatTest {
  private static final List<MoveFormat> FORMATS =
      List.of(
          MoveFormat.ICCS,
          MoveFormat.WXF,
          MoveFormat.WXF_FULL_WIDTH,
          MoveFormat.CHINESE,
          MoveFormat.CHINESE_TRADITIONAL);

  private static final List<String> STARTS =
      List.of(
          Xiangqi.START,
          "3k5/9/9/9/9/9/P1P1P1P1P/9/9/4K4 w - - 0 1",
          "4k4/9/9/p1p1p1p1p/9/9/9/9/9/3K5 b - - 0 1",
          "3k5/9/6P2/2P3P2/2P3P2/9/9/9/9/5K3 w - - 0 1",
          "3k2P2/6P2/6P2/6P2/6P2/9/9/9/9/5K3 w - - 0 1",
          "4k4/3P1P3/4P4/3P1P3/9/9/9/9/9/4K4 w - - 0 1",
          "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 0 1");

  private final Xiangqi game = new Xiangqi();

  /** How the side to move's pieces stand: tandem pieces, soldiers by file. */
  private static final class Census {
    int tandemPieces; // two pieces of a kind other than soldiers on one file
    int threeOnAFile;
    int fourOrFiveOnAFile;
    int twoFilesOfSoldiers;
    int blackTandems;

    void count(XiangqiPosition position) {
      Color side = position.sideToMove();
      int[][] byKind = new int[Kind.values().length][9];
      for (int i = 0; i < Square.COUNT; i++) {
        Square square = Square.ofIndex(i);
        position
            .pieceAt(square)
            .filter(p -> p.color() == side)
            .ifPresent(p -> byKind[p.kind().ordinal()][square.file()]++);
      }
      int soldierFiles = 0;
      for (Kind kind : Kind.values()) {
        for (int n : byKind[kind.ordinal()]) {
          if (n >= 2 && kind != Kind.SOLDIER) {
            tandemPieces++;
          }
          if (n >= 2 && kind == Kind.SOLDIER) {
            soldierFiles++;
            threeOnAFile += n == 3 ? 1 : 0;
            fourOrFiveOnAFile += n >= 4 ? 1 : 0;
            blackTandems += side == Color.BLACK ? 1 : 0;
          }
        }
      }
      twoFilesOfSoldiers += soldierFiles >= 2 ? 1 : 0;
    }
  }

  @Test
  void everyLegalMoveIsWrittenOnceAndReadBackInEveryNotation() {
    Census census = new Census();
    int moves = 0;
    for (int s = 0; s < STARTS.size(); s++) {
      for (int g = 0; g < 12; g++) {
        SplittableRandom random = new SplittableRandom(1000L * s + g);
        XiangqiPosition position = game.parse(STARTS.get(s));
        for (int ply = 0; ply < 100 && !position.legalMoves().isEmpty(); ply++) {
          census.count(position);
          List<Move> legal = position.legalMoves();
          for (MoveFormat format : FORMATS) {
            Set<String> written = new HashSet<>();
            for (Move move : legal) {
              String text = format.format(position, move);
              assertTrue(written.add(text), text + " twice in " + position);
              assertEquals(move, format.parse(position, text), text + " in " + position);
            }
          }
          moves += legal.size();
          position = position.play(legal.get(random.nextInt(legal.size())));
        }
      }
    }
    assertTrue(moves > 100_000, moves + " moves");
    assertTrue(census.tandemPieces > 200, census.tandemPieces + " tandem pieces");
    assertTrue(census.threeOnAFile > 100, census.threeOnAFile + " three soldiers on a file");
    assertTrue(census.fourOrFiveOnAFile > 20, census.fourOrFiveOnAFile + " four or five");
    assertTrue(census.twoFilesOfSoldiers > 100, census.twoFilesOfSoldiers + " two files");
    assertTrue(census.blackTandems > 100, census.blackTandems + " Black's tandem soldiers");
  }
}
