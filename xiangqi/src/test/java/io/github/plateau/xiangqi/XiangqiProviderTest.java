package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Game;
import io.github.plateau.core.Games;
import io.github.plateau.core.Options;
import io.github.plateau.core.tictactoe.TicTacToe;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The provider: its one id and the engine protocols that carry xiangqi, UCI and UCCI under any
 * rules. The options are {@link XiangqiRulesTest}'s.
 */
class XiangqiProviderTest {
  private static final long SEED = 20_261_128L;

  private final XiangqiProvider provider = new XiangqiProvider();

  @Test
  void theProviderMakesXiangqiAloneAndRefusesAnotherId() {
    assertEquals(List.of("xiangqi"), provider.ids());
    assertTrue(Games.ids().contains("xiangqi"));
    assertEquals(new Xiangqi(), provider.create("xiangqi", Options.none()));
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> provider.create("shogi", Options.none()));
    assertEquals("unknown id shogi (this provider makes xiangqi)", e.getMessage());
  }

  @Test
  void uciAndUcciCarryXiangqiUnderSeededRules() {
    SplittableRandom random = new SplittableRandom(SEED);
    for (int i = 0; i < 50; i++) {
      int plies = random.nextInt(XiangqiRules.MAX_NO_CAPTURE_PLIES + 1);
      Game<?, ?> game = Games.create("xiangqi:no-capture-plies=" + plies);
      assertEquals(List.of("uci", "ucci"), provider.protocols(game), game.toString());
    }
  }

  @Test
  void noProtocolOfXiangqiCarriesAnotherGame() {
    assertEquals(List.of(), provider.protocols(new TicTacToe()));
  }
}
