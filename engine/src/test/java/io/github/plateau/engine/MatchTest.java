package io.github.plateau.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Decision;
import io.github.plateau.core.Game;
import io.github.plateau.core.Games;
import io.github.plateau.core.Limits;
import io.github.plateau.core.Player;
import io.github.plateau.core.Position;
import io.github.plateau.core.RandomPlayer;
import io.github.plateau.core.Reason;
import io.github.plateau.core.Turn;
import io.github.plateau.shogi.Move;
import io.github.plateau.shogi.Shogi;
import io.github.plateau.shogi.ShogiPosition;
import io.github.plateau.xiangqi.Xiangqi;
import io.github.plateau.xiangqi.XiangqiPosition;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Matches: every game, failing players, real engines, records and the summary line. */
class MatchTest {
  static final Pattern SUMMARY =
      Pattern.compile(
          "\\S+ vs \\S+: \\+\\d+ -\\d+ =\\d+, score \\d+\\.\\d%, Elo (-?\\d+\\.\\d|-?inf|nan) \\+/- (\\d+\\.\\d|inf|nan)(, SPRT: (H0|H1|continue))?");

  @ParameterizedTest
  @ValueSource(strings = {"shogi", "xiangqi", "draughts", "draughts-canadian", "napoleon"})
  void randomPlayersPlayAMatchOfEveryGame(String id) {
    matchOf(Games.create(id));
  }

  private static <P extends Position<P, M>, M> void matchOf(Game<P, M> game) {
    List<String> progress = Collections.synchronizedList(new ArrayList<>());
    MatchResult<P, M> result =
        Match.builder(game)
            .entrant("alpha", () -> new RandomPlayer<P, M>(1))
            .entrant("beta", () -> new RandomPlayer<P, M>(2))
            .games(4)
            .concurrency(2)
            .randomPlies(4)
            .maxPlies(300)
            .timeControl(TimeControl.parse("60+1"))
            .progress(progress::add)
            .build()
            .run();
    assertEquals(4, result.games().size());
    assertEquals(4, progress.size());
    PairResult pair = result.pairs().get(0);
    assertEquals(4, pair.games());
    assertEquals(2, java.util.Arrays.stream(pair.pairs()).sum());
    String summary = result.summaries().get(0);
    assertTrue(SUMMARY.matcher(summary).matches(), summary);
    // each opening is played twice with the sides swapped
    assertEquals(result.games().get(0).players(), reversed(result.games().get(1).players()));
    assertEquals(
        result.games().get(0).record().record().positions().get(4),
        result.games().get(1).record().record().positions().get(4));
    String records = result.records();
    if (result.recordFormat().isPresent()) {
      List<AnnotatedRecord<P, M>> read =
          result
              .recordFormat()
              .get()
              .readAll(
                  game,
                  records.getBytes(java.nio.charset.StandardCharsets.UTF_8),
                  io.github.plateau.core.ReadMode.STRICT);
      assertEquals(4, read.size());
      for (int i = 0; i < 4; i++) {
        assertEquals(result.games().get(i).record().record().moves(), read.get(i).record().moves());
      }
    } else {
      assertEquals(8, records.lines().count(), records);
    }
  }

  private static List<String> reversed(List<String> names) {
    List<String> r = new ArrayList<>(names);
    Collections.reverse(r);
    return r;
  }

  /** Plays illegal moves, throws, or never answers, as configured. */
  private static final class Broken implements Player<ShogiPosition, Move> {
    private final String how;

    Broken(String how) {
      this.how = how;
    }

    @Override
    public Decision<Move> decide(Turn<ShogiPosition, Move> turn) {
      switch (how) {
        case "throws" -> throw new IllegalStateException("bug");
        case "hangs" -> {
          while (true) {
            try {
              Thread.sleep(10_000);
            } catch (InterruptedException e) {
              return Decision.resign(); // interrupted when the match gives up on it
            }
          }
        }
        default -> {
          ShogiPosition p = turn.position();
          Move m = new Shogi().parseMove(new Shogi().start(), "7g7f");
          return Decision.move(p.isLegal(m) ? p.legalMoves().get(p.legalMoves().size() - 1) : m);
        }
      }
    }
  }

  /**
   * A heap run out in a game (players' tables too large for the games played at once) comes out as
   * itself, which the command line reports as such (exit 1); it was wrapped in an
   * IllegalStateException, which the command line took for a bug (exit 3).
   */
  @Test
  void aHeapRunOutInAGameIsThrownAsItIs() {
    Match<ShogiPosition, Move> match =
        Match.builder(new Shogi())
            .entrant(
                "huge",
                () -> {
                  throw new OutOfMemoryError("Java heap space");
                })
            .entrant("random", () -> new RandomPlayer<ShogiPosition, Move>(3))
            .games(2)
            .concurrency(2)
            .timeControl(TimeControl.parse("60+1"))
            .build();
    OutOfMemoryError e = assertThrows(OutOfMemoryError.class, match::run);
    assertEquals("Java heap space", e.getMessage());
  }

  @Test
  void brokenPlayersLoseByTheirReasonAndTheMatchGoesOn() {
    Shogi shogi = new Shogi();
    for (String[] c :
        new String[][] {{"throws", "FOUL"}, {"hangs", "TIME_FORFEIT"}, {"illegal", "FOUL"}}) {
      MatchResult<ShogiPosition, Move> r =
          Match.builder(shogi)
              .entrant("broken", () -> new Broken(c[0]))
              .entrant("random", () -> new RandomPlayer<ShogiPosition, Move>(3))
              .games(2)
              .timeControl(TimeControl.parse("0.3"))
              // the random player's first moves in a fresh JVM may take tens of ms: no forfeit
              .margin(Duration.ofSeconds(1))
              .build()
              .run();
      PairResult p = r.pairs().get(0);
      assertEquals(2, p.losses(), c[0] + ": " + p);
      assertEquals(2L, p.lossesBy().get(Reason.valueOf(c[1])), c[0]);
      assertTrue(!r.games().get(0).detail().isEmpty());
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"shogi", "xiangqi", "draughts"})
  void recordsSayHowTheGameEndedAndTheTimeOfEachMove(String id) {
    recordsOf(Games.create(id), id.equals("shogi"));
  }

  private static <P extends Position<P, M>, M> void recordsOf(Game<P, M> game, boolean csa) {
    MatchResult<P, M> r =
        Match.builder(game)
            .entrant("hangs", () -> new TestPlayers.HangsAfter<P, M>(3))
            .entrant("random", () -> new RandomPlayer<P, M>(5))
            .games(1)
            .timeControl(TimeControl.parse("0.5"))
            .margin(Duration.ofSeconds(1))
            .build()
            .run();
    MatchGame<P, M> played = r.games().get(0);
    assertEquals(Reason.TIME_FORFEIT, played.outcome().reason());
    AnnotatedRecord<P, M> record = played.record();
    assertEquals(6, record.mainLine().size());
    assertTrue(record.mainLine().stream().allMatch(n -> n.annotation().time().isPresent()));
    String last = record.mainLine().get(5).annotation().comment();
    assertTrue(last.startsWith("hangs did not answer within "), last);
    String text = r.records();
    if (csa) {
      // one game: KIF, its time column and its ending line; CSA with its T lines and %TIME_UP
      assertTrue(text.contains("( 0:00/00:00:00)"), text);
      assertTrue(text.contains("\n   7 切れ負け\n"), text);
      assertFalse(text.contains("Termination"), text);
      String csaText =
          game.recordFormats().stream()
              .filter(f -> f.name().equals("CSA"))
              .findFirst()
              .orElseThrow()
              .write(List.of(record));
      assertTrue(csaText.contains("\n%TIME_UP\n"), csaText);
      assertTrue(csaText.contains("\nT0"), csaText);
    } else {
      assertEquals("time forfeit", record.headers().get("Termination"));
      assertTrue(text.contains("[Termination \"time forfeit\"]"), text);
      assertTrue(text.contains("[%emt 0:00:00"), text);
    }
  }

  @Test
  void anSprtMatchStopsOnceDecided() {
    Xiangqi xiangqi = new Xiangqi();
    MatchResult<XiangqiPosition, io.github.plateau.xiangqi.Move> r =
        Match.builder(xiangqi)
            .entrant(
                "resigner",
                () ->
                    new TestPlayers.Fixed<XiangqiPosition, io.github.plateau.xiangqi.Move>(
                        Decision.resign()))
            .entrant(
                "random",
                () -> new RandomPlayer<XiangqiPosition, io.github.plateau.xiangqi.Move>(1))
            .games(1000)
            .limits(Limits.moveTime(Duration.ofMillis(10)))
            .sprt(Sprt.parse("elo0=-10,elo1=10,model=trinomial"))
            .build()
            .run();
    // the resigner loses every game; with fishtest's regularization a few losses decide H0
    assertTrue(r.games().size() < 20, r.games().size() + " games");
    assertTrue(r.summaries().get(0).endsWith(", SPRT: H0"), r.summaries().get(0));
    assertTrue(r.summaries().get(0).startsWith("resigner vs random: +0 -"));
  }

  @Test
  void theBuilderRefusesIncompleteMatches() {
    Shogi shogi = new Shogi();
    assertThrows(IllegalStateException.class, () -> Match.builder(shogi).build());
    assertThrows(
        IllegalStateException.class,
        () ->
            Match.builder(shogi)
                .entrant("a", RandomPlayer::new)
                .entrant("b", RandomPlayer::new)
                .build());
    assertThrows(
        IllegalArgumentException.class,
        () -> Match.builder(shogi).entrant("a", RandomPlayer::new).entrant("a", RandomPlayer::new));
  }

  @Test
  void fairyStockfishBeatsTheRandomPlayerAtFixedNodes() {
    assumeTrue(Subprocesses.installed("/usr/games/fairy-stockfish"), "no fairy-stockfish");
    long before = Subprocesses.liveChildren();
    Xiangqi xiangqi = new Xiangqi();
    MatchResult<XiangqiPosition, io.github.plateau.xiangqi.Move> r =
        Match.builder(xiangqi)
            .entrant(
                "fairy",
                () ->
                    EnginePlayer.start(
                        xiangqi, Protocol.UCI, "fairy", List.of("/usr/games/fairy-stockfish")))
            .entrant("random", RandomPlayer::new)
            .games(4)
            .concurrency(2)
            .limits(Limits.nodes(2000))
            .build()
            .run();
    PairResult p = r.pairs().get(0);
    assertEquals(4, p.wins(), r.summaries().get(0));
    Fakes.assertNoLeak(before);
  }

  @Test
  void gpsShogiPlaysWholeGamesUnderAnIncrement(
      @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
    // Debian's gpsusi reads no binc or winc: it threw on them and lost every game by FOUL
    String gps = "/usr/games/gpsusi";
    assumeTrue(Subprocesses.installed(gps), "Debian's gpsshogi is not installed");
    long before = Subprocesses.liveChildren();
    Shogi shogi = new Shogi();
    MatchResult<ShogiPosition, Move> r =
        Match.builder(shogi)
            .entrant(
                "gps",
                () -> {
                  EnginePlayer<ShogiPosition, Move> p =
                      EnginePlayer.start(
                          shogi,
                          Protocol.USI,
                          "gps",
                          // it writes a log named "<empty>" where it runs
                          List.of("sh", "-c", "cd '" + dir + "' && exec " + gps));
                  p.setOption("LimitDepth", "4");
                  p.setOption("Thread", "1"); // its second thread would race the test's JVM
                  return p;
                })
            .entrant("random", () -> new RandomPlayer<ShogiPosition, Move>(4))
            .games(2)
            .timeControl(TimeControl.parse("10+0.1"))
            .maxPlies(160)
            .build()
            .run();
    for (MatchGame<ShogiPosition, Move> g : r.games()) {
      Reason reason = g.outcome().reason();
      assertTrue(
          reason != Reason.FOUL && reason != Reason.TIME_FORFEIT, reason + ": " + g.detail());
      assertTrue(g.record().record().ply() > 10, g.record().record().ply() + " plies");
    }
    Fakes.assertNoLeak(before);
  }

  @Test
  void anEngineThatPlaysIllegalMovesLosesEveryGameAndIsRestarted() {
    long before = Subprocesses.liveChildren();
    Shogi shogi = new Shogi();
    MatchResult<ShogiPosition, Move> r =
        Match.builder(shogi)
            .entrant(
                "liar",
                () ->
                    EnginePlayer.start(
                        shogi, Protocol.USI, "liar", Fakes.command("usi-illegal.sh"), Fakes.QUICK))
            .entrant("random", RandomPlayer::new)
            .games(4)
            .limits(Limits.moveTime(Duration.ofMillis(50)))
            .build()
            .run();
    PairResult p = r.pairs().get(0);
    assertEquals(4L, p.lossesBy().get(Reason.FOUL), r.summaries().get(0));
    assertTrue(r.games().get(0).detail().contains("illegal move"), r.games().get(0).detail());
    Fakes.assertNoLeak(before);
  }

  @Test
  void aSetupAgainstTheRulesLosesTheGame() {
    io.github.plateau.napoleon.Napoleon napoleon = new io.github.plateau.napoleon.Napoleon();
    final class BadSetup
        implements Player<
            io.github.plateau.napoleon.NapoleonPosition, io.github.plateau.napoleon.Move> {
      @Override
      public String chooseSetup(
          io.github.plateau.core.SetupPhase<
                  io.github.plateau.napoleon.NapoleonPosition, io.github.plateau.napoleon.Move>
              phase,
          io.github.plateau.core.Side side,
          Turn<io.github.plateau.napoleon.NapoleonPosition, io.github.plateau.napoleon.Move> turn) {
        return "AAAAAAAAAA/AAAAAAAAA";
      }

      @Override
      public Decision<io.github.plateau.napoleon.Move> decide(
          Turn<io.github.plateau.napoleon.NapoleonPosition, io.github.plateau.napoleon.Move> turn) {
        return Decision.move(turn.position().legalMoves().get(0));
      }
    }
    MatchResult<io.github.plateau.napoleon.NapoleonPosition, io.github.plateau.napoleon.Move> r =
        Match.builder(napoleon)
            .entrant("cheat", BadSetup::new)
            .entrant("random", RandomPlayer::new)
            .games(2)
            .limits(Limits.moveTime(Duration.ofMillis(10)))
            .build()
            .run();
    assertEquals(2L, r.pairs().get(0).lossesBy().get(Reason.FOUL), r.summaries().get(0));
    assertTrue(r.games().get(0).detail().startsWith("cheat failed before the first move"));
  }
}
