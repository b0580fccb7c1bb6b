package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Limits;
import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.Turn;
import io.github.plateau.core.search.SearchPlayer;
import io.github.plateau.core.search.SearchResult;
import io.github.plateau.core.search.Searcher;
import io.github.plateau.core.testing.SearchSanity;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A quick search of shogi through core's searcher, with a material count written here. */
class ShogiSearchTest {
  private static final Kind[] IN_HAND = {
    Kind.PAWN, Kind.LANCE, Kind.KNIGHT, Kind.SILVER, Kind.GOLD, Kind.BISHOP, Kind.ROOK
  };

  private static int value(Kind kind) {
    return switch (kind) {
      case PAWN -> 100;
      case LANCE, KNIGHT -> 300;
      case SILVER, GOLD, TOKIN, PROMOTED_LANCE, PROMOTED_KNIGHT, PROMOTED_SILVER -> 500;
      case BISHOP -> 800;
      case ROOK -> 1000;
      case HORSE -> 1100;
      case DRAGON -> 1300;
      case KING -> 0;
    };
  }

  private static int material(SearchBoard<ShogiPosition, Move> board) {
    ShogiBoardView view = (ShogiBoardView) board;
    Color us = view.sideToMove();
    int sum = 0;
    for (Color color : Color.values()) {
      int sign = color == us ? 1 : -1;
      for (Kind kind : Kind.values()) {
        sum += sign * value(kind) * view.count(Piece.of(color, kind));
      }
      for (Kind kind : IN_HAND) {
        sum += sign * value(kind) * view.inHand(color, kind);
      }
    }
    return sum;
  }

  /** Sente's king home on 5i is worth much to sente; otherwise a pawn's hundredth. */
  private static int kingHome(SearchBoard<ShogiPosition, Move> board) {
    ShogiBoardView view = (ShogiBoardView) board;
    boolean home = view.kingSquare(Color.SENTE).equals(Optional.of(Square.parse("5i")));
    int forSente = home ? 500 : 1;
    return view.sideToMove() == Color.SENTE ? forSente : -forSente;
  }

  @Test
  void thePlayerCountsTheGameSoFarAsRepetitions() {
    Shogi shogi = new Shogi();
    GameRecord<ShogiPosition, Move> record = GameRecord.start(shogi);
    for (String move : List.of("5i5h", "5a5b", "5h5i", "5b5a", "5i5h", "5a5b")) {
      record = record.play(move);
    }
    SearchPlayer<ShogiPosition, Move> player = new SearchPlayer<>(ShogiSearchTest::kingHome, 1024);
    Move home = shogi.parseMove(record.current(), "5h5i"); // back to a position of the game
    Move fresh =
        player
            .decide(new Turn<>(GameRecord.start(shogi, record.current()), Limits.depth(1)))
            .move()
            .orElseThrow();
    assertEquals(home, fresh, "with no history the king goes home");
    Move played = player.decide(new Turn<>(record, Limits.depth(1))).move().orElseThrow();
    assertNotEquals(home, played, "going home repeats the game: a draw, worse than +1");
  }

  @Test
  void searchesTheStart() {
    SearchSanity.check(new Shogi().start(), ShogiSearchTest::material, 4, 200);
  }

  /**
   * A position thick with promoted pieces that can take each other: quiescence looks at most {@link
   * Searcher#QUIESCENCE_PLIES} plies of captures, so depth 1 ends. Before, it had visited 76
   * million nodes after 40 s and not finished.
   */
  @Test
  void depthOneEndsInAPositionThickWithCaptures() {
    ShogiPosition dense =
        new Shogi()
            .parse(
                "4k4/3+p+p+p1+P+p/+P1+r1+R1g+s+l/3+N1G+N+P+P/1+s1+n+p+L+L+PG/3+P+p+n1+P1/"
                    + "g+p4+p1+P/1+b+S+S1+B+P+p+l/4K4 b - 1");
    SearchResult<Move> result =
        new Searcher<>(ShogiSearchTest::material, 1 << 16)
            .search(
                dense.searchBoard(),
                Limits.builder().depth(1).nodes(1_000_000).build(),
                info -> {},
                () -> false);
    assertEquals(1, result.depth(), result.nodes() + " nodes");
  }
}
