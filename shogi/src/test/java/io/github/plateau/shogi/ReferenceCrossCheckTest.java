package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.shogi.reference.ShogiReference;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The fast generator against the independent slow reference: the same legal moves, move for move,
 * and the same position after the move played, on the positions of seeded random playouts.
 */
class ReferenceCrossCheckTest {
  private static final int POSITIONS = 10_000;
  private static final int MAX_PLIES = 150;

  /** Starts that bring out the special rules: drops, forced promotion, pawn-drop mate, tsume. */
  private static final List<String> STARTS =
      List.of(
          Shogi.START,
          "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1",
          "kn7/9/1G7/9/9/9/9/9/9 b P 1",
          "7lk/9/8S/9/9/9/9/7L1/8K b P 1",
          "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
          "ln5nl/1r3kgb1/p1pspp1pp/3p2p2/1p7/2P1P1P2/PPSP1P1PP/1BG2S1R1/LN2KG1NL b GS 1",
          "4k4/9/4G4/9/9/9/9/9/4K4 b 2P2p 1",
          "8k/9/7PP/9/9/9/9/9/K8 b RNLP 1");

  @Test
  void legalMovesAndPlayMatchTheReference() {
    Shogi game = new Shogi();
    int compared = 0;
    int drops = 0;
    int promotions = 0;
    int pawnDropMates = 0;
    for (long seed = 1; compared < POSITIONS; seed++) {
      String start = STARTS.get((int) (seed % STARTS.size()));
      SplittableRandom random = new SplittableRandom(seed);
      ShogiPosition position = game.parse(start);
      List<String> line = new ArrayList<>();
      for (int ply = 0; ply < MAX_PLIES && compared < POSITIONS; ply++) {
        String sfen = position.toString();
        String where = "seed " + seed + ", from " + start + ", after " + line + ", at " + sfen;
        List<String> expected = ShogiReference.legalMoves(sfen);
        List<Move> moves = position.legalMoves();
        TreeSet<String> actual = new TreeSet<>();
        for (Move move : moves) {
          actual.add(move.toString());
          drops += move.isDrop() ? 1 : 0;
          promotions += move.promotes() ? 1 : 0;
        }
        compared++;
        pawnDropMates += refusesPawnDropMate(position) ? 1 : 0;
        if (!new ArrayList<>(actual).equals(expected)) {
          TreeSet<String> missing = new TreeSet<>(expected);
          missing.removeAll(actual);
          TreeSet<String> extra = new TreeSet<>(actual);
          extra.removeAll(expected);
          throw new AssertionError(where + ": missing " + missing + ", extra " + extra);
        }
        if (moves.isEmpty()) {
          break;
        }
        Move move = moves.get(random.nextInt(moves.size()));
        ShogiPosition next = position.play(move);
        assertEquals(
            ShogiReference.play(sfen, move.toString()),
            next.toString(),
            where + ", playing " + move);
        line.add(move.toString());
        position = next;
      }
    }
    assertTrue(
        drops > 10_000 && promotions > 1_000 && pawnDropMates > 20,
        "only "
            + drops
            + " drops, "
            + promotions
            + " promotions, "
            + pawnDropMates
            + " pawn-drop mates");
  }

  /** Whether the position forbids a pawn drop because it would mate. */
  private static boolean refusesPawnDropMate(ShogiPosition position) {
    Color them = position.sideToMove().opposite();
    if (position.inHand(position.sideToMove(), Kind.PAWN) == 0
        || position.kingSquare(them).isEmpty()) {
      return false;
    }
    Square king = position.kingSquare(them).get();
    int rank = king.rank() + (them == Color.GOTE ? 1 : -1);
    if (rank < 1 || rank > 9) {
      return false;
    }
    Move drop = Move.drop(Kind.PAWN, Square.of(king.file(), rank));
    return !position.isLegal(drop) && Refusals.words(position, drop.code()).contains("uchifuzume");
  }
}
