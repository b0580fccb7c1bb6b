package io.github.plateau.napoleon;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.plateau.core.MoveList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The bitboard generator (boards of at most 64 squares) and the mailbox generator (any board) give
 * the same moves and the same perft on small boards, variants and terrain included.
 */
class GeneratorsAgreeTest {
  private static final List<Rules> RULES =
      List.of(
          Rules.defaults(),
          Rules.defaults().withDrummerPush(true),
          Rules.defaults().withFrightenedHorses(true).withK(6),
          Rules.defaults().withSize(7, 9).withMidline(Midline.HIGH).withDrummerPush(true),
          Rules.defaults().withSize(4, 4).withDrummerPush(true));

  @Test
  void bothGeneratorsListTheSameMoves() {
    long seed = 77;
    for (Rules rules : RULES) {
      Napoleon game = new Napoleon(rules);
      for (int i = 0; i < 300; i++, seed++) {
        NapoleonPosition p = Fixtures.scrambled(game, seed, 6 + i % 12, i % 3 * 4);
        MoveList list = new MoveList();
        p.generate(list);
        int[] fast = list.toArray();
        int[] slow = p.mailboxMoves();
        Arrays.sort(fast);
        Arrays.sort(slow);
        assertEquals(Arrays.toString(slow), Arrays.toString(fast), "seed " + seed + ": " + p);
        if (i % 30 == 0) {
          assertEquals(p.mailboxPerft(2), p.perft(2), "seed " + seed + ": " + p);
        }
      }
    }
  }
}
