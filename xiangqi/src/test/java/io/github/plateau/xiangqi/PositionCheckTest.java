package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.PositionRefusal;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each kind of {@link PositionRefusal} xiangqi gives, on a position that earns it. */
class PositionCheckTest {
  @ParameterizedTest(name = "[{index}] {0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "9/9/9/9/9/9/9/9/9/4K4 w|KING_COUNT",
        "3k5/9/9/9/9/9/9/9/9/RRR1K4 w|TOO_MANY_PIECES",
        "3k5/9/9/9/9/9/9/9/9/A3K4 w|PIECE_OUT_OF_PLACE",
        "3k5/9/9/9/9/4B4/9/9/9/4K4 w|PIECE_OUT_OF_PLACE",
        "3k5/9/9/9/9/9/9/9/P8/4K4 w|PIECE_OUT_OF_PLACE",
        "3k5/9/9/9/9/P8/P8/9/9/4K4 w|PIECE_OUT_OF_PLACE",
        "4k4/9/9/9/9/9/9/9/9/4K4 w|OPPONENT_IN_CHECK",
        "3k5/9/9/9/9/9/9/9/9/3RK4 w|OPPONENT_IN_CHECK",
      })
  void anImpossiblePositionSaysWhyByItsReason(String fen, PositionRefusal reason) {
    IllegalPositionException e =
        assertThrows(IllegalPositionException.class, () -> new Xiangqi().parse(fen));
    assertEquals(reason, e.reason(), e.getMessage());
  }
}
