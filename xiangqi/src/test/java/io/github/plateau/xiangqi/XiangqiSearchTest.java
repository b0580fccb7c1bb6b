package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Limits;
import io.github.plateau.core.Score;
import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.search.SearchResult;
import io.github.plateau.core.search.Searcher;
import io.github.plateau.core.testing.SearchSanity;
import org.junit.jupiter.api.Test;

/** A quick search of xiangqi through core's searcher, with a material count written here. */
class XiangqiSearchTest {

  private static int value(Kind kind) {
    return switch (kind) {
      case GENERAL -> 0;
      case ADVISOR, ELEPHANT -> 200;
      case HORSE -> 400;
      case CANNON -> 450;
      case CHARIOT -> 900;
      case SOLDIER -> 100;
    };
  }

  private static int material(SearchBoard<XiangqiPosition, Move> board) {
    XiangqiBoardView view = (XiangqiBoardView) board;
    int sum = 0;
    for (Color color : Color.values()) {
      for (Kind kind : Kind.values()) {
        int worth = value(kind) * view.count(new Piece(color, kind));
        sum += color == view.sideToMove() ? worth : -worth;
      }
    }
    return sum;
  }

  @Test
  void searchesTheStart() {
    SearchSanity.check(new Xiangqi().start(), XiangqiSearchTest::material, 4, 200);
  }

  /**
   * Red's chariot can check the black general, which has only d9 and d8 (its advisor holds d7, and
   * e9 and e8 face the red general), from the a file for ever; after any other move black mates
   * with i2-i0 (h1 holds the first rank). Scored as a draw, the perpetual would save red.
   */
  private static final String PERPETUAL = "3k5/9/3a5/9/9/9/9/8r/7r1/R3K4 w - - 0 1";

  private static SearchResult<Move> search(GameRecord<XiangqiPosition, Move> game, int depth) {
    return new Searcher<>(new XiangqiEvaluation(), 1 << 16)
        .search(game, Limits.depth(depth), info -> {}, () -> false);
  }

  /** Whether a score is at least a chariot down for a side: mated, or 900 or less. */
  private static boolean lost(Score score, int sign) {
    int value = sign * score.value();
    return value < 0 && (score.mate() || value <= -900);
  }

  @Test
  void aPerpetualCheckIsNotTakenForADraw() {
    Xiangqi xiangqi = new Xiangqi();
    SearchResult<Move> result = search(GameRecord.start(xiangqi, xiangqi.parse(PERPETUAL)), 6);
    assertTrue(lost(result.score(), 1), result.score() + " " + result.pv());
  }

  @Test
  void theSideInPerpetualCheckSeesItsWin() {
    Xiangqi xiangqi = new Xiangqi();
    GameRecord<XiangqiPosition, Move> game =
        GameRecord.start(xiangqi, xiangqi.parse(PERPETUAL)).play("a0a9");
    SearchResult<Move> result = search(game, 5);
    assertTrue(lost(result.score(), -1), result.score() + " " + result.pv());
  }

  @Test
  void aCheckThatRepeatsTheGamesCycleIsAvoided() {
    Xiangqi xiangqi = new Xiangqi();
    GameRecord<XiangqiPosition, Move> game = GameRecord.start(xiangqi, xiangqi.parse(PERPETUAL));
    for (String move : new String[] {"a0a9", "d9d8", "a9a8", "d8d9"}) {
      game = game.play(move);
    }
    SearchResult<Move> result = search(game, 1);
    assertNotEquals("a8a9", xiangqi.formatMove(game.current(), result.bestMove()));
    assertFalse(result.score().mate(), result.score().toString());
  }

  /**
   * Red mates at once with a0-a9 (the chariot on i8 holds d8, the red general faces e9), though
   * black has far more material: the mated side's stand-pat beats any null window red's other moves
   * set, so the mate is found only where quiescence asks a side in check whether it has a move.
   */
  private static final String MATE_AGAINST_MATERIAL =
      "3k5/8R/9/9/6rr1/6cc1/6nn1/9/9/R3K4 w - - 0 1";

  @Test
  void aMateAtTheHorizonIsFoundWhereTheMatedSideWouldStandPat() {
    Xiangqi xiangqi = new Xiangqi();
    GameRecord<XiangqiPosition, Move> game =
        GameRecord.start(xiangqi, xiangqi.parse(MATE_AGAINST_MATERIAL));
    for (int depth = 1; depth <= 2; depth++) {
      SearchResult<Move> result = search(game, depth);
      assertTrue(result.score().mate() && result.score().value() > 0, result.score().toString());
      assertEquals("a0a9", xiangqi.formatMove(game.current(), result.bestMove()));
    }
  }
}
