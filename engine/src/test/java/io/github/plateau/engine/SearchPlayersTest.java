package io.github.plateau.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Decision;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Limits;
import io.github.plateau.core.Player;
import io.github.plateau.core.RandomPlayer;
import io.github.plateau.core.Reason;
import io.github.plateau.core.SearchInfo;
import io.github.plateau.core.Turn;
import io.github.plateau.core.search.SearchPlayer;
import io.github.plateau.core.tictactoe.TicTacToe;
import io.github.plateau.shogi.Shogi;
import io.github.plateau.shogi.ShogiEvaluation;
import io.github.plateau.shogi.ShogiPosition;
import io.github.plateau.xiangqi.Move;
import io.github.plateau.xiangqi.Xiangqi;
import io.github.plateau.xiangqi.XiangqiPosition;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The built-in search player by name: each specification, the bound it puts on a turn, the exact
 * refusals, and a short match against the random player.
 */
class SearchPlayersTest {
  private static final Xiangqi XIANGQI = new Xiangqi();
  private static final Shogi SHOGI = new Shogi();

  @Test
  void everySearchSpecificationIsOneAndMakesASearchPlayer() {
    assertInstanceOf(SearchPlayer.class, Players.create(XIANGQI, "search"));
    for (String spec :
        List.of(
            "search:depth=3",
            "search:nodes=5000",
            "search:movetime=50",
            "search:threads=2",
            "search:movetime=50,threads=2")) {
      assertTrue(Players.isSpecification(spec), spec);
      assertEquals("search", Players.create(XIANGQI, spec).name(), spec);
    }
    assertTrue(Players.isSpecification("search"));
    assertFalse(Players.isSpecification("searcher"));
  }

  /** The deepest depth the player reports on an infinite turn, which only its cap can end. */
  private static int deepestOnAnInfiniteTurn(String spec) {
    Player<XiangqiPosition, Move> player = Players.create(XIANGQI, spec);
    List<SearchInfo<Move>> reports = new ArrayList<>();
    Turn<XiangqiPosition, Move> turn =
        new Turn<>(GameRecord.start(XIANGQI), Limits.infinite(), reports::add);
    Decision<Move> decision = player.decide(turn);
    assertTrue(XIANGQI.start().isLegal(decision.move().orElseThrow()), spec);
    return reports.stream().mapToInt(r -> r.depth().orElse(0)).max().orElse(0);
  }

  @Test
  void theLimitBoundsEvenAnInfiniteTurn() {
    assertEquals(2, deepestOnAnInfiniteTurn("search:depth=2"));
    assertTrue(deepestOnAnInfiniteTurn("search:nodes=2000") >= 1);
    long start = System.nanoTime();
    deepestOnAnInfiniteTurn("search:movetime=100");
    long millis = Duration.ofNanos(System.nanoTime() - start).toMillis();
    assertTrue(millis < 5_000, millis + " ms");
  }

  @Test
  void theTurnsOwnSmallerLimitWins() {
    LimitCap cap = new LimitCap(LimitCap.Kind.DEPTH, 6);
    assertEquals(3, cap.apply(Limits.depth(3), XIANGQI.start().sideToMove()).depth().orElseThrow());
    assertEquals(6, cap.apply(Limits.depth(9), XIANGQI.start().sideToMove()).depth().orElseThrow());
    LimitCap time = new LimitCap(LimitCap.Kind.MOVETIME, 500);
    Limits fast = Limits.moveTime(Duration.ofMillis(20));
    assertEquals(
        Duration.ofMillis(20),
        time.apply(fast, XIANGQI.start().sideToMove()).moveTime().orElseThrow());
    assertEquals(
        Duration.ofMillis(500),
        time.apply(Limits.infinite(), XIANGQI.start().sideToMove()).moveTime().orElseThrow());
  }

  @Test
  void badSearchSpecificationsSayExactlyWhatIsWrong() {
    String[][] cases = {
      {
        "search:depth=0", "the search player's depth must be a whole number from 1 to 64, not \"0\""
      },
      {
        "search:depth=65",
        "the search player's depth must be a whole number from 1 to 64, not \"65\""
      },
      {
        "search:nodes=x",
        "the search player's nodes must be a whole number from 1 to 9223372036854775807, not \"x\""
      },
      {
        "search:nodes=99999999999999999999",
        "the search player's nodes must be a whole number from 1 to 9223372036854775807, not"
            + " \"99999999999999999999\""
      },
      {
        "search:movetime=",
        "the search player's movetime must be a whole number from 1 to 9223372036854775807, not"
            + " \"\""
      },
      {
        "search:depth",
        "the search player's setting is depth=N, nodes=N, movetime=MS or threads=N, not \"depth\""
      },
      {
        "search:speed=3",
        "the search player's setting is depth=N, nodes=N, movetime=MS or threads=N, not"
            + " \"speed=3\""
      },
      {
        "search:threads=0",
        "the search player's threads must be a whole number from 1 to 256, not \"0\""
      },
      {
        "search:depth=2,nodes=9",
        "the search player takes one limit of depth, nodes and movetime, not \"depth=2,nodes=9\""
      },
      {
        "search:threads=2,threads=8",
        "the search player takes threads once, not \"threads=2,threads=8\""
      },
      {
        "search:depth=2,",
        "the search player's setting is depth=N, nodes=N, movetime=MS or threads=N, not \"\""
      },
      {
        "search:",
        "the search player's setting is depth=N, nodes=N, movetime=MS or threads=N, not \"\""
      },
    };
    for (String[] c : cases) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> Players.create(XIANGQI, c[0]), c[0]);
      assertEquals(c[1], e.getMessage(), c[0]);
    }
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> Players.create(new TicTacToe(), "search"));
    assertEquals(
        "the search player needs a default evaluation, and \"tictactoe\" has none", e.getMessage());
  }

  /**
   * A shogi opening from a match against random in which search, gote, walked its king between 5a
   * and 5b, every move level by material, until random repeated the position a fourth time: here
   * gote's 5b5a would repeat the position after ply 16.
   */
  private static GameRecord<ShogiPosition, io.github.plateau.shogi.Move> shuffledOpening() {
    GameRecord<ShogiPosition, io.github.plateau.shogi.Move> record = GameRecord.start(SHOGI);
    for (String move :
        List.of(
            "3g3f", "5a5b", "4i3h", "7a6b", "3f3e", "8c8d", "9i9h", "5b5a", "3h3g", "5a5b", "2g2f",
            "5b5a", "5i4h", "5a5b", "4h5i", "5b5a", "3g2g", "5a5b", "2g3g")) {
      record = record.play(move);
    }
    return record;
  }

  /** Whether the player's move leads back to a position the game has had (same hash: a repeat). */
  private static boolean repeats(
      GameRecord<ShogiPosition, io.github.plateau.shogi.Move> record,
      Player<ShogiPosition, io.github.plateau.shogi.Move> player) {
    io.github.plateau.shogi.Move move =
        player.decide(new Turn<>(record, Limits.depth(3))).move().orElseThrow();
    long next = record.current().play(move).hash();
    return record.positions().stream().anyMatch(p -> p.hash() == next);
  }

  @Test
  void theSearchPlayerPlaysOnRatherThanRepeatALevelPosition() {
    GameRecord<ShogiPosition, io.github.plateau.shogi.Move> record = shuffledOpening();
    assertTrue(
        repeats(record, new SearchPlayer<>(new ShogiEvaluation(), 1 << 16)),
        "without contempt the level repetition is as good as any move");
    assertFalse(repeats(record, Players.create(SHOGI, "search")));
    assertFalse(repeats(record, new SearchPlayer<>(new ShogiEvaluation(), 1 << 16, 20, 1)));
  }

  @Test
  void aContemptOutOfRangeIsRefused() {
    for (int contempt : new int[] {-1, SearchPlayer.MAX_CONTEMPT + 1}) {
      IllegalArgumentException e =
          assertThrows(
              IllegalArgumentException.class,
              () -> new SearchPlayer<>(new ShogiEvaluation(), 16, contempt, 1));
      assertEquals("the contempt must be 0 to 1000, not " + contempt, e.getMessage());
    }
  }

  @Test
  void aShallowSearchPlaysAMatchAgainstRandomWithLegalMoves() {
    MatchResult<XiangqiPosition, Move> result =
        Match.builder(XIANGQI)
            .entrant("search", () -> Players.create(XIANGQI, "search:depth=2"))
            .entrant("random", () -> new RandomPlayer<XiangqiPosition, Move>(7))
            .games(2)
            .maxPlies(120)
            .limits(Limits.moveTime(Duration.ofSeconds(10)))
            .build()
            .run();
    assertEquals(2, result.games().size());
    for (MatchGame<XiangqiPosition, Move> game : result.games()) {
      Reason reason = game.outcome().reason();
      assertFalse(Set.of(Reason.FOUL, Reason.TIME_FORFEIT).contains(reason), game.detail());
      assertTrue(game.record().record().ply() > 0, game.detail());
    }
  }
}
