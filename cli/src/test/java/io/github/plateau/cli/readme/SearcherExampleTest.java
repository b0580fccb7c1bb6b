package io.github.plateau.cli.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Limits;
import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.search.SearchResult;
import io.github.plateau.core.search.Searcher;
import io.github.plateau.xiangqi.Color;
import io.github.plateau.xiangqi.Kind;
import io.github.plateau.xiangqi.Move;
import io.github.plateau.xiangqi.Piece;
import io.github.plateau.xiangqi.Xiangqi;
import io.github.plateau.xiangqi.XiangqiBoardView;
import io.github.plateau.xiangqi.XiangqiPosition;
import org.junit.jupiter.api.Test;

/**
 * The core API manual's use of core's {@link Searcher} (docs/api.md), compiled and run; {@link
 * ReadmeExamplesTest} keeps the two equal.
 */
class SearcherExampleTest {
  // README:begin
  static final Kind[] KINDS = {Kind.CHARIOT, Kind.CANNON, Kind.HORSE, Kind.SOLDIER};
  static final int[] VALUES = {900, 450, 400, 100};

  /** Material for the side to move, read through the board view every search board is. */
  static int material(SearchBoard<XiangqiPosition, Move> board) {
    XiangqiBoardView view = (XiangqiBoardView) board;
    Color us = view.sideToMove();
    int score = 0;
    for (int i = 0; i < KINDS.length; i++) {
      int ours = view.count(new Piece(us, KINDS[i]));
      int theirs = view.count(new Piece(us.opposite(), KINDS[i]));
      score += VALUES[i] * (ours - theirs);
    }
    return score;
  }

  /** The best move of a 4-ply search with a 64k-entry table (1 MB). */
  static SearchResult<Move> search(GameRecord<XiangqiPosition, Move> game) {
    Searcher<XiangqiPosition, Move> searcher =
        new Searcher<>(SearcherExampleTest::material, 1 << 16);
    return searcher.search(
        game, // its history: a repetition is judged by the game's rule (perpetual check loses)
        Limits.depth(4),
        info -> System.out.println(info), // after each depth: depth, score, pv, nodes
        () -> false); // or a flag another thread sets to stop the search
  }

  // README:end

  @Test
  void theSearchFindsALegalMoveAndTakesAHangingChariot() {
    Xiangqi xiangqi = new Xiangqi();
    SearchResult<Move> start = search(GameRecord.start(xiangqi));
    assertTrue(xiangqi.start().legalMoves().contains(start.bestMove()));
    assertEquals(4, start.depth());
    // Red's chariot on a0 takes black's undefended chariot on a5.
    XiangqiPosition hanging = xiangqi.parse("4k4/9/9/9/r8/9/9/9/9/R2K5 w - - 0 1");
    assertEquals(
        "a0a5", xiangqi.formatMove(hanging, search(GameRecord.start(xiangqi, hanging)).bestMove()));
  }
}
