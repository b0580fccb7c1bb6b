package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Limits;
import io.github.plateau.core.MoveList;
import io.github.plateau.core.Score;
import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.search.Evaluation;
import io.github.plateau.core.search.SearchResult;
import io.github.plateau.core.search.Searcher;
import io.github.plateau.core.testing.SearchSanity;
import java.util.List;
import java.util.Random;
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

  /**
   * At depth 1 every transposition of a search meets its state at the same ply, so a table whose
   * bounds are right changes no value: the score is that of the moves' quiescence searched without
   * a table and a full window (written here), on positions whose trees hold no state without a
   * legal move (where quiescence's value depends on its window) and are small enough to walk whole.
   */
  @Test
  void quiescenceValuesTakenFromTheTableChangeNoScore() {
    Xiangqi xiangqi = new Xiangqi();
    Evaluation<XiangqiPosition, Move> evaluation = new XiangqiEvaluation();
    int compared = 0;
    for (long seed = 0; seed < 300; seed++) {
      XiangqiPosition position = randomPosition(xiangqi, seed);
      SearchBoard<XiangqiPosition, Move> board = position.searchBoard();
      Integer exact = value(board, evaluation, new int[] {WALKED}, true);
      if (exact == null) {
        continue;
      }
      SearchResult<Move> result =
          new Searcher<>(evaluation, 1 << 16)
              .search(position.searchBoard(), Limits.depth(1), info -> {}, () -> false);
      assertEquals(Score.centipawns(exact), result.score(), "seed " + seed + ": " + position);
      compared++;
    }
    assertTrue(compared >= 60, compared + " positions compared");
  }

  private static XiangqiPosition randomPosition(Xiangqi xiangqi, long seed) {
    Random random = new Random(seed);
    XiangqiPosition position = xiangqi.start();
    int plies = 10 + random.nextInt(30);
    for (int i = 0; i < plies && position.outcome().isEmpty(); i++) {
      List<Move> moves = position.legalMoves();
      position = position.play(moves.get(random.nextInt(moves.size())));
    }
    return position;
  }

  /** The most states a walk of {@link #quiescenceValuesTakenFromTheTableChangeNoScore} visits. */
  private static final int WALKED = 20_000;

  /**
   * The value of the board's state, every move tried at the root and every capture below it, where
   * a side may also stand pat (quiescence as the searcher defines it); null where the tree meets a
   * state without a legal move, or once the walk has visited the states its budget allows.
   */
  private static Integer value(
      SearchBoard<XiangqiPosition, Move> board,
      Evaluation<XiangqiPosition, Move> evaluation,
      int[] budget,
      boolean root) {
    if (--budget[0] < 0 || !board.hasLegalMove()) {
      return null;
    }
    int best = root ? Integer.MIN_VALUE : evaluation.evaluate(board);
    MoveList moves = new MoveList();
    int n = root ? board.generate(moves) : board.generateCaptures(moves);
    for (int i = 0; i < n; i++) {
      board.push(moves.get(i));
      Integer value = value(board, evaluation, budget, false);
      board.pop();
      if (value == null) {
        return null;
      }
      best = Math.max(best, -value);
    }
    return best;
  }

  /**
   * Quiescence keeps its values in the table: searched again by the same searcher, from a table
   * that holds them (and the deeper values of the earlier searches), the mate is still found.
   */
  @Test
  void aMateAtTheHorizonIsFoundAgainFromTheValuesKeptInTheTable() {
    Xiangqi xiangqi = new Xiangqi();
    GameRecord<XiangqiPosition, Move> game =
        GameRecord.start(xiangqi, xiangqi.parse(MATE_AGAINST_MATERIAL));
    Searcher<XiangqiPosition, Move> searcher = new Searcher<>(new XiangqiEvaluation(), 1 << 16);
    for (int round = 0; round < 2; round++) {
      for (int depth = 1; depth <= 3; depth++) {
        SearchResult<Move> result =
            searcher.search(game, Limits.depth(depth), info -> {}, () -> false);
        String where = "round " + round + ", depth " + depth + ": " + result.score();
        assertTrue(result.score().mate() && result.score().value() > 0, where);
        assertEquals("a0a9", xiangqi.formatMove(game.current(), result.bestMove()), where);
      }
    }
  }
}
