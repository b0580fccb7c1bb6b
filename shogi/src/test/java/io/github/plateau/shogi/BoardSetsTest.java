package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The board's sets of squares and its bulk count against its mailbox and its move list: on the
 * positions of seeded random playouts, under both promotion rules, the sets match the cells, the
 * count equals the number of listed moves, and make then unmake of every move gives the sets back.
 */
class BoardSetsTest {
  private static final List<String> STARTS =
      List.of(
          Shogi.START,
          "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1",
          "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
          "7lk/9/8S/9/9/9/9/7L1/8K b P 1",
          "8k/9/7PP/9/9/9/9/9/K8 b RNLP 1",
          "4k4/9/4G4/9/9/9/9/9/4K4 b 2P2p 1");

  @Test
  void theSetsTheCountAndTheListAgree() {
    int positions = 0;
    for (Shogi game : List.of(new Shogi(), new Shogi(ShogiRules.DEFAULT.withAlwaysPromote(true)))) {
      for (long seed = 1; seed <= 60; seed++) {
        SplittableRandom random = new SplittableRandom(seed);
        ShogiPosition position = game.parse(STARTS.get((int) (seed % STARTS.size())));
        for (int ply = 0; ply < 120; ply++) {
          Board board = position.board().copy();
          String where = "seed " + seed + " at " + position;
          assertSetsMatchCells(board, where);
          int[] moves = new int[LegalMoves.MAX_MOVES];
          LegalMoves legal = new LegalMoves(board);
          int n = legal.generate(moves);
          assertEquals(n, legal.count(), where);
          for (int i = 0; i < n; i++) {
            long[] lo = board.bbLo.clone();
            long[] hi = board.bbHi.clone();
            int captured = MakeUnmake.make(board, moves[i]);
            assertSetsMatchCells(board, where + " after " + MoveCodes.toUsi(moves[i]));
            MakeUnmake.unmake(board, moves[i], captured);
            assertArrayEquals(lo, board.bbLo, where);
            assertArrayEquals(hi, board.bbHi, where);
          }
          positions++;
          if (n == 0) {
            break;
          }
          position = position.play(Move.ofCode(moves[random.nextInt(n)]));
        }
      }
    }
    assertTrue(positions > 5_000, positions + " positions");
  }

  /** Rebuilds every set from the cells and compares. */
  private static void assertSetsMatchCells(Board board, String where) {
    long[] lo = new long[Board.SETS];
    long[] hi = new long[Board.SETS];
    for (int s = 0; s < Geometry.SQUARES; s++) {
      int code = board.cells[s];
      if (code == PieceCodes.EMPTY) {
        continue;
      }
      for (int index : new int[] {code, code & 16, Board.GROUP[code]}) {
        lo[index] |= Geometry.BIT_LO[s];
        hi[index] |= Geometry.BIT_HI[s];
      }
    }
    lo[Board.NO_GROUP] = board.bbLo[Board.NO_GROUP]; // written, never read
    hi[Board.NO_GROUP] = board.bbHi[Board.NO_GROUP];
    assertArrayEquals(lo, board.bbLo, where);
    assertArrayEquals(hi, board.bbHi, where);
  }
}
