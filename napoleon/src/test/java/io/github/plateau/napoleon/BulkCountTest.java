package io.github.plateau.napoleon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Perft's last ply on bitboards counts moves by kind and direction without listing them (captures,
 * cavalry jumps and the support of each piece included): on crowded scrambled positions with
 * terrain, the count equals the number of moves the mailbox generator lists, and the positions
 * cover each case the count treats apart.
 */
class BulkCountTest {
  private static final List<NapoleonRules> RULES =
      List.of(
          NapoleonRules.DEFAULT,
          NapoleonRules.DEFAULT.withFrightenedHorses(true).withDrummerPush(true).withK(9),
          NapoleonRules.DEFAULT.withSize(7, 9).withMidline(Midline.HIGH).withFrightenedHorses(true),
          NapoleonRules.DEFAULT.withSize(5, 12).withDrummerPush(true),
          NapoleonRules.DEFAULT.withSize(4, 4));

  @Test
  void theBulkCountEqualsTheListedMoves() {
    long seed = 1313;
    // cavalry taken by other pieces, cavalry capturing, cavalry off the diagonals, from hills and
    // villages
    int[] seen = new int[4];
    for (NapoleonRules rules : RULES) {
      Napoleon game = new Napoleon(rules);
      for (int i = 0; i < 600; i++, seed++) {
        NapoleonPosition p = Fixtures.scrambled(game, seed, 8 + i % 16, i % 4 * 5);
        int[] slow = p.mailboxMoves();
        assertEquals(slow.length, p.perft(1), "seed " + seed + ": " + p);
        tally(game.geometry(), p, slow, seen);
      }
    }
    for (int n : seen) {
      assertTrue(n > 50, java.util.Arrays.toString(seen));
    }
  }

  private static void tally(Geometry g, NapoleonPosition p, int[] moves, int[] seen) {
    byte[] cells = p.cells();
    for (int move : moves) {
      int mover = PieceCodes.kind(cells[MoveCodes.from(move)] & 0xFF);
      int target = cells[MoveCodes.to(move)] & 0xFF;
      if (MoveCodes.isCapture(move)
          && mover != PieceCodes.CAVALRY
          && PieceCodes.kind(target) == PieceCodes.CAVALRY) {
        seen[0]++;
      }
      if (mover == PieceCodes.CAVALRY) {
        if (MoveCodes.isCapture(move)) {
          seen[1]++;
        }
        int df = MoveCodes.to(move) % g.width - MoveCodes.from(move) % g.width;
        int dr = MoveCodes.to(move) / g.width - MoveCodes.from(move) / g.width;
        if (df == 0 || dr == 0) {
          seen[2]++;
        }
        if (((p.ground().hill | p.ground().village) >>> MoveCodes.from(move) & 1) != 0) {
          seen[3]++;
        }
      }
    }
  }
}
