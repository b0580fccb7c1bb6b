package io.github.plateau.napoleon;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.plateau.core.Perft;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The bitboard generator (boards of at most 64 squares) and the mailbox generator (any board) give
 * the same moves and the same perft on small boards, variants and terrain included, and so do the
 * search boards on the two engines.
 */
class GeneratorsAgreeTest {
  private static final List<NapoleonRules> RULES =
      List.of(
          NapoleonRules.DEFAULT,
          NapoleonRules.DEFAULT.withDrummerPush(true),
          NapoleonRules.DEFAULT.withFrightenedHorses(true).withK(6),
          NapoleonRules.DEFAULT.withSize(7, 9).withMidline(Midline.HIGH).withDrummerPush(true),
          NapoleonRules.DEFAULT.withSize(4, 4).withDrummerPush(true));

  @Test
  void bothGeneratorsListTheSameMoves() {
    long seed = 77;
    for (NapoleonRules rules : RULES) {
      Napoleon game = new Napoleon(rules);
      for (int i = 0; i < 300; i++, seed++) {
        NapoleonPosition p = Fixtures.scrambled(game, seed, 6 + i % 12, i % 3 * 4);
        int[] fast = p.codes().clone();
        int[] slow = p.mailboxMoves();
        Arrays.sort(fast);
        Arrays.sort(slow);
        assertEquals(Arrays.toString(slow), Arrays.toString(fast), "seed " + seed + ": " + p);
        // perft's last ply counts the moves by kind without listing them
        assertEquals(slow.length, p.perft(1), "count, seed " + seed + ": " + p);
        if (i % 30 == 0) {
          assertEquals(p.mailboxPerft(2), p.perft(2), "seed " + seed + ": " + p);
          NapoleonSearchBoard mailbox = new NapoleonSearchBoard(p, false);
          assertEquals(p.perft(2), Perft.pushPop(mailbox, 2), "mailbox board, seed " + seed);
          assertEquals(p.hash(), mailbox.hash());
        }
      }
    }
  }
}
