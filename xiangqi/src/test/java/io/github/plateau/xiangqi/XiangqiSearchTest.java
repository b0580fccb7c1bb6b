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
   * A table whose bounds are right changes no value where every value it holds for a state was
   * found at the same remaining depth: the score is then that of the tree searched without a table
   * and with a full window (written here: every move to the depth, then quiescence). At depth 1 the
   * table holds only quiescence values, and the root's, stored last. The positions compared are
   * those whose trees hold no state without a legal move (where quiescence's value depends on its
   * window, and mate distances would depend on the ply) and are small enough to walk whole.
   */
  @Test
  void quiescenceValuesTakenFromTheTableChangeNoScore() {
    int compared = compared(1, 300, 10, 30, 20_000);
    assertTrue(compared >= 60, compared + " positions compared");
  }

  /**
   * At depth 2 the table holds the first iteration's quiescence values and the interior values of
   * the second, which no quiescence state of these sparse endgames meets at another depth: an
   * interior node that took a quiescence value for its own would change scores.
   */
  @Test
  void interiorNodesTakeNoQuiescenceValue() {
    int compared = compared(2, 250, 30, 200, 100_000);
    assertTrue(compared >= 20, compared + " positions compared");
  }

  /**
   * Compares the searcher's scores at a depth with the walk's, over random positions reached by
   * {@code minPlies} to {@code minPlies + extraPlies} random moves: returns how many were compared.
   */
  private static int compared(int depth, int seeds, int minPlies, int extraPlies, int walked) {
    Xiangqi xiangqi = new Xiangqi();
    Evaluation<XiangqiPosition, Move> evaluation = new XiangqiEvaluation();
    int compared = 0;
    for (long seed = 0; seed < seeds; seed++) {
      Random random = new Random(seed);
      XiangqiPosition position = xiangqi.start();
      int plies = minPlies + random.nextInt(extraPlies);
      for (int i = 0; i < plies && position.outcome().isEmpty(); i++) {
        List<Move> moves = position.legalMoves();
        position = position.play(moves.get(random.nextInt(moves.size())));
      }
      Integer exact = value(position.searchBoard(), evaluation, new int[] {walked}, depth);
      if (exact == null) {
        continue;
      }
      SearchResult<Move> result =
          new Searcher<>(evaluation, 1 << 16)
              .search(position.searchBoard(), Limits.depth(depth), info -> {}, () -> false);
      String where = "depth " + depth + ", seed " + seed + ": " + position;
      assertEquals(Score.centipawns(exact), result.score(), where);
      compared++;
    }
    return compared;
  }

  /**
   * The value of the board's state: every move tried while {@code depth} is above 0, then every
   * capture, where a side may also stand pat (quiescence as the searcher defines it); null where
   * the tree meets a state without a legal move, or once the walk has visited the states its budget
   * allows.
   */
  private static Integer value(
      SearchBoard<XiangqiPosition, Move> board,
      Evaluation<XiangqiPosition, Move> evaluation,
      int[] budget,
      int depth) {
    if (--budget[0] < 0 || !board.hasLegalMove()) {
      return null;
    }
    int best = depth > 0 ? Integer.MIN_VALUE : evaluation.evaluate(board);
    MoveList moves = new MoveList();
    int n = depth > 0 ? board.generate(moves) : board.generateCaptures(moves);
    for (int i = 0; i < n; i++) {
      board.push(moves.get(i));
      Integer value = value(board, evaluation, budget, Math.max(0, depth - 1));
      board.pop();
      if (value == null) {
        return null;
      }
      best = Math.max(best, -value);
    }
    return best;
  }
}
