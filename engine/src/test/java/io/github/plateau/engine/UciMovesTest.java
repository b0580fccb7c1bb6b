package io.github.plateau.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.plateau.core.NotationException;
import io.github.plateau.xiangqi.Xiangqi;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Xiangqi's two coordinate dialects, read into ICCS whether or not the move is legal. */
class UciMovesTest {
  private static final Xiangqi XIANGQI = new Xiangqi();

  @ParameterizedTest
  @CsvSource({"h3e3, h2e2", "h10g8, h9g7", "a1a10, a0a9", "e5e4, e4e3"})
  void ranksFromOneAreShiftedDown(String engine, String iccs) {
    assertEquals(iccs, UciMoves.FROM_ONE.iccs(engine));
  }

  @ParameterizedTest
  @ValueSource(strings = {"h2e2", "a0a9", "e5e4"})
  void ranksFromZeroAreIccsAlready(String text) {
    assertEquals(text, UciMoves.FROM_ZERO.iccs(text));
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "h", "h0e1", "h11e1", "j1a1", "h1e", "h1e1x", "h1E1", "h\u0661e1"})
  void fromOneRefusesWhatIsNoMove(String text) {
    assertThrows(NotationException.class, () -> UciMoves.FROM_ONE.iccs(text));
  }

  @ParameterizedTest
  @ValueSource(strings = {"h10e1", "h1e10", "z1e1", "h1e1+"})
  void fromZeroRefusesWhatIsNoMove(String text) {
    assertThrows(NotationException.class, () -> UciMoves.FROM_ZERO.iccs(text));
  }

  @Test
  void aLegalMoveIsParsedInEitherDialect() {
    assertEquals(
        XIANGQI.parseMove(XIANGQI.start(), "h2e2"),
        UciMoves.FROM_ONE.parse(XIANGQI, XIANGQI.start(), "h3e3"));
    assertEquals(
        XIANGQI.parseMove(XIANGQI.start(), "h2e2"),
        UciMoves.FROM_ZERO.parse(XIANGQI, XIANGQI.start(), "h2e2"));
  }
}
