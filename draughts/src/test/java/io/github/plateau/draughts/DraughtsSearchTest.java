package io.github.plateau.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.plateau.core.Limits;
import io.github.plateau.core.Score;
import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.search.SearchResult;
import io.github.plateau.core.search.Searcher;
import io.github.plateau.core.testing.SearchSanity;
import org.junit.jupiter.api.Test;

/** A quick search of international draughts through core's searcher, with a material count. */
class DraughtsSearchTest {

  private static int material(SearchBoard<DraughtsPosition, Move> board) {
    DraughtsBoardView view = (DraughtsBoardView) board;
    int sum = 0;
    for (Color color : Color.values()) {
      int worth =
          100 * view.count(Piece.of(color, Kind.MAN))
              + 300 * view.count(Piece.of(color, Kind.KING));
      sum += color == view.sideToMove() ? worth : -worth;
    }
    return sum;
  }

  @Test
  void searchesTheStart() {
    SearchSanity.check(new Draughts().start(), DraughtsSearchTest::material, 4, 200);
  }

  /**
   * The table's hashes say nothing of the rules: a searcher that searched one variant searches the
   * same start under other rules as a new one would. Before, it took the first variant's values and
   * answered depth 6 after 48 nodes.
   */
  @Test
  void aSearcherReusedUnderOtherRulesSearchesAsANewOne() {
    DraughtsRules brazilian = DraughtsRules.brazilian();
    DraughtsRules other = brazilian.withMajorityCapture(false).withPromotionDuringCapture(true);
    Searcher<DraughtsPosition, Move> reused = new Searcher<>(DraughtsSearchTest::material, 1 << 16);
    search(reused, new Draughts(brazilian));
    SearchResult<Move> again = search(reused, new Draughts(other));
    SearchResult<Move> fresh =
        search(new Searcher<>(DraughtsSearchTest::material, 1 << 16), new Draughts(other));
    assertEquals(fresh, again);
  }

  private static SearchResult<Move> search(
      Searcher<DraughtsPosition, Move> searcher, Draughts game) {
    return searcher.search(game.start().searchBoard(), Limits.depth(6), info -> {}, () -> false);
  }

  @Test
  void takingTheLastPieceAtTheHorizonIsAWin() {
    Draughts draughts = new Draughts();
    DraughtsPosition position = draughts.parse("W:W28:B23");
    SearchResult<Move> result =
        new Searcher<DraughtsPosition, Move>(board -> 0, 1 << 10)
            .search(position.searchBoard(), Limits.depth(1), info -> {}, () -> false);
    assertEquals(Score.mateIn(1), result.score());
    assertEquals("28x19", draughts.formatMove(position, result.bestMove()));
  }
}
