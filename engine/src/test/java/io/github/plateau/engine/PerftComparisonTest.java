package io.github.plateau.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.plateau.core.Game;
import io.github.plateau.core.Position;
import io.github.plateau.core.Reason;
import io.github.plateau.draughts.Draughts;
import io.github.plateau.shogi.Shogi;
import io.github.plateau.shogi.ShogiPosition;
import io.github.plateau.xiangqi.Xiangqi;
import io.github.plateau.xiangqi.XiangqiPosition;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.SortedMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The perft debugger against Fairy-Stockfish (agreement), against {@link PerftFakeMain}'s planted
 * bugs (it must descend to them), and against engines whose answers are broken.
 */
class PerftComparisonTest {
  private static final String FAIRY = "/usr/games/fairy-stockfish";
  private static final Shogi SHOGI = new Shogi();
  private static final Xiangqi XIANGQI = new Xiangqi();

  /** For {@link PerftFakeMain}: a JVM takes a few seconds to start on a busy machine. */
  private static final EnginePlayer.Timeouts SLOW_START =
      new EnginePlayer.Timeouts(
          Duration.ofSeconds(30), Duration.ofSeconds(1), Duration.ofSeconds(30));

  private static final EnginePlayer.Timeouts QUICK = Fakes.QUICK;

  /** The start with each side's bishop and middle pawn in its hand: drops from the first ply. */
  private static final String SHOGI_HANDS =
      "lnsgkgsnl/1r7/pppp1pppp/9/9/9/PPPP1PPPP/7R1/LNSGKGSNL b BPbp 1";

  /** A middle game: both sides have traded a horse for a cannon and a pawn has crossed. */
  private static final String XIANGQI_MIDDLE =
      "r1bakab1r/9/1cn4c1/p1p1C1p1p/9/4p4/P1P3P1P/2N6/9/R1BAKABNR w - - 0 1";

  /** Red's middle pawn one step before the river. */
  private static final String XIANGQI_PAWN =
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/4P4/P1P3P1P/1C5C1/9/RNBAKABNR w - - 0 1";

  @Test
  void fairyStockfishAgreesInShogiFromTheStartAndWithPiecesInHand() {
    assumeTrue(Subprocesses.installed(FAIRY), "Debian's fairy-stockfish is not installed");
    long before = Subprocesses.liveChildren();
    assertAgrees(SHOGI, SHOGI.start(), 3, Protocol.USI, List.of(FAIRY));
    assertAgrees(SHOGI, SHOGI.parse(SHOGI_HANDS), 2, Protocol.USI, List.of(FAIRY));
    Fakes.assertNoLeak(before);
  }

  @Test
  void fairyStockfishAgreesInXiangqiOverUciAndUcci() {
    assumeTrue(Subprocesses.installed(FAIRY), "Debian's fairy-stockfish is not installed");
    long before = Subprocesses.liveChildren();
    assertAgrees(XIANGQI, XIANGQI.start(), 3, Protocol.UCI, List.of(FAIRY));
    assertAgrees(XIANGQI, XIANGQI.parse(XIANGQI_MIDDLE), 3, Protocol.UCI, List.of(FAIRY));
    assertAgrees(XIANGQI, XIANGQI.parse(XIANGQI_MIDDLE), 2, Protocol.UCCI, List.of(FAIRY));
    Fakes.assertNoLeak(before);
  }

  @Test
  void fairyStockfishAgreesInRandomMiddleGames() {
    assumeTrue(Subprocesses.installed(FAIRY), "Debian's fairy-stockfish is not installed");
    for (long seed = 1; seed <= 2; seed++) {
      assertAgrees(SHOGI, randomPlies(SHOGI, 40, seed), 3, Protocol.USI, List.of(FAIRY));
      assertAgrees(XIANGQI, randomPlies(XIANGQI, 40, seed), 3, Protocol.UCI, List.of(FAIRY));
    }
  }

  @Test
  void aMissingDropIsFoundTwoPliesDown() {
    // after 7g7f 3c3d only 8h2b and 8h2b+ give Sente a bishop to drop on the third ply
    ShogiPosition root = SHOGI.start();
    for (String move : List.of("7g7f", "3c3d")) {
      root = root.play(SHOGI.parseMove(root, move));
    }
    PerftComparison.Report report =
        PerftComparison.compare(
            SHOGI, root, 3, Protocol.USI, "fake", fake("shogi", "no-bishop-drops"), SLOW_START);
    assertFalse(report.agrees());
    assertEquals(root.perft(3), report.plateauTotal());
    assertTrue(report.engineTotal() < report.plateauTotal());
    ShogiPosition after = root.play(SHOGI.parseMove(root, "8h2b"));
    // every Gote move leaves Sente its bishop to drop: the first by text is where it descends
    String reply = sortedMoves(SHOGI, after).get(0);
    assertEquals(List.of("8h2b", reply), report.path());
    ShogiPosition there = after.play(SHOGI.parseMove(after, reply));
    assertEquals(there.toString(), report.position());
    assertEquals(1, report.depth());
    List<String> drops =
        sortedMoves(SHOGI, there).stream().filter(m -> m.startsWith("B*")).toList();
    assertFalse(drops.isEmpty());
    assertEquals(drops, List.copyOf(report.onlyPlateau()));
    assertTrue(report.onlyEngine().isEmpty());
    assertTrue(report.counts().isEmpty());
  }

  /**
   * The first move whose counts differ only as asked from above is passed over for the next, under
   * which the bug lies. Before, the comparison stopped at the first and reported its count.
   */
  @Test
  void aMoveCountedOtherwiseOnlyFromAboveDoesNotHideABugUnderALaterMove() {
    ShogiPosition root = SHOGI.start();
    for (String move : List.of("7g7f", "3c3d")) {
      root = root.play(SHOGI.parseMove(root, move));
    }
    PerftComparison.Report report =
        PerftComparison.compare(
            SHOGI,
            root,
            3,
            Protocol.USI,
            "fake",
            fake("shogi", "inflate-at-3+no-bishop-drops"),
            SLOW_START);
    String first = sortedMoves(SHOGI, root).get(0);
    assertTrue(first.compareTo("8h2b") < 0, first); // tried first, and passed over
    ShogiPosition after = root.play(SHOGI.parseMove(root, "8h2b"));
    String reply = sortedMoves(SHOGI, after).get(0);
    assertEquals(List.of("8h2b", reply), report.path());
    assertEquals(1, report.depth());
    assertTrue(report.onlyPlateau().stream().allMatch(m -> m.startsWith("B*")), report.toString());
    assertFalse(report.onlyPlateau().isEmpty());
  }

  @Test
  void anExtraMoveIsFoundTwoPliesDown() {
    XiangqiPosition root = XIANGQI.parse(XIANGQI_PAWN);
    PerftComparison.Report report =
        PerftComparison.compare(
            XIANGQI, root, 3, Protocol.UCI, "fake", fake("xiangqi", "pawn-back"), SLOW_START);
    assertFalse(report.agrees());
    XiangqiPosition crossed = root.play(XIANGQI.parseMove(root, "e4e5"));
    // the pawn stays across unless Black's pawn takes it: the first other reply by text
    String reply =
        sortedMoves(XIANGQI, crossed).stream()
            .filter(m -> !m.equals("e6e5"))
            .findFirst()
            .orElseThrow();
    assertEquals(List.of("e4e5", reply), report.path());
    assertEquals(crossed.play(XIANGQI.parseMove(crossed, reply)).toString(), report.position());
    assertEquals(1, report.depth());
    assertEquals(List.of("e5e4"), List.copyOf(report.onlyEngine()));
    assertTrue(report.onlyPlateau().isEmpty());
    assertEquals(root.perft(3), report.plateauTotal());
    assertTrue(report.engineTotal() > report.plateauTotal());
  }

  /**
   * Also with an engine that writes each divide twice: a reviewer found the second copy read as the
   * next position's divide, a made-up difference. Each divide now starts after {@code readyok}.
   */
  @Test
  void aCountThatDiffersOnlyFromAboveIsReportedAbove() {
    XiangqiPosition root = XIANGQI.start();
    for (String bug : List.of("inflate", "inflate+twice")) {
      PerftComparison.Report report =
          PerftComparison.compare(
              XIANGQI, root, 3, Protocol.UCI, "fake", fake("xiangqi", bug), SLOW_START);
      String first = sortedMoves(XIANGQI, root).get(0);
      XiangqiPosition after = root.play(XIANGQI.parseMove(root, first));
      String second = sortedMoves(XIANGQI, after).get(0);
      long count = after.play(XIANGQI.parseMove(after, second)).perft(1);
      assertEquals(List.of(first), report.path(), bug);
      assertEquals(2, report.depth(), bug);
      assertEquals(after.toString(), report.position(), bug);
      SortedMap<String, PerftComparison.Counts> counts = report.counts();
      assertEquals(Map.of(second, new PerftComparison.Counts(count + 1, count)), counts, bug);
      assertTrue(report.onlyEngine().isEmpty() && report.onlyPlateau().isEmpty(), bug);
    }
  }

  @Test
  void anEngineWithoutTheBugAgrees() {
    PerftComparison.Report report =
        PerftComparison.compare(
            SHOGI, SHOGI.start(), 2, Protocol.USI, "fake", fake("shogi", "none"), SLOW_START);
    assertTrue(report.agrees());
    assertEquals(900, report.plateauTotal()); // 30 moves, each answered by 30
    assertEquals(900, report.engineTotal());
  }

  @Test
  void aBrokenAnswerIsAnEngineFailureNamingIt() {
    long before = Subprocesses.liveChildren();
    assertBroken("dies", Reason.FOUL, "exited with code 3");
    assertBroken("dies", Reason.FOUL, "perft is beyond me");
    assertBroken(
        "garbage", Reason.FOUL, "an unexpected line in its divide: \"the answer: forty-two\"");
    assertBroken("babbles", Reason.FOUL, "more than 1000 lines that are no part of a divide");
    assertBroken("unreadable", Reason.FOUL, "an unreadable move \"7z7f\"");
    assertBroken("twice", Reason.FOUL, "the move \"7g7f\" twice");
    assertBroken("bad-total", Reason.FOUL, "a total of 3 for its divide, whose counts make 1");
    assertBroken(
        "huge",
        Reason.FOUL,
        "a count of more than 18 digits in its divide: \"7g7f: 9223372036854775807\"");
    assertBroken("hangs", Reason.TIME_FORFEIT, "no answer within");
    // before, a bestmove was skipped as a line without a colon, and the wait ran to the timeout
    assertBroken("searches", Reason.FOUL, "a bestmove instead of a divide: it has no 'go perft'");
    Fakes.assertNoLeak(before);
  }

  @Test
  void linesWithoutAColonAreSkippedAsYaneuraOuWritesThem() {
    List<String> command = new ArrayList<>(Fakes.command("usi-perft-broken.sh"));
    command.add("yaneuraou");
    PerftComparison.Report report =
        PerftComparison.compare(SHOGI, SHOGI.start(), 1, Protocol.USI, "yane", command, QUICK);
    assertEquals(1, report.engineTotal());
    assertEquals(30, report.plateauTotal());
    assertTrue(report.onlyEngine().isEmpty());
    List<String> others = new ArrayList<>(sortedMoves(SHOGI, SHOGI.start()));
    others.remove("7g7f");
    assertEquals(others, List.copyOf(report.onlyPlateau()));
  }

  @Test
  void anEngineThatCannotStartIsAnEngineFailure() {
    EngineException e =
        assertThrows(
            EngineException.class,
            () ->
                PerftComparison.compare(
                    SHOGI,
                    SHOGI.start(),
                    1,
                    Protocol.USI,
                    "nowhere",
                    List.of(Path.of("no", "such", "engine").toString()),
                    Fakes.QUICK));
    assertTrue(e.getMessage().startsWith("nowhere: cannot start"), e.getMessage());
  }

  @Test
  void badArgumentsAreRefusedBeforeAnyEngineStarts() {
    List<String> none = List.of("/nonexistent");
    assertRefused(
        "depth must be from 1 to 64, not 0",
        () -> PerftComparison.compare(SHOGI, SHOGI.start(), 0, Protocol.USI, "e", none, QUICK));
    assertRefused(
        "depth must be from 1 to 64, not 65",
        () -> PerftComparison.compare(SHOGI, SHOGI.start(), 65, Protocol.USI, "e", none, QUICK));
    Draughts draughts = new Draughts();
    assertRefused(
        "hub cannot ask for a divide (usi, uci, ucci can)",
        () ->
            PerftComparison.compare(draughts, draughts.start(), 1, Protocol.HUB, "e", none, QUICK));
    assertRefused(
        "uci does not carry",
        () -> PerftComparison.compare(SHOGI, SHOGI.start(), 1, Protocol.UCI, "e", none, QUICK));
    assertRefused(
        "an argument is null",
        () -> PerftComparison.compare(SHOGI, null, 1, Protocol.USI, "e", none, QUICK));
    assertTrue(PerftComparison.divides(Protocol.USI));
    assertTrue(PerftComparison.divides(Protocol.UCCI));
    assertFalse(PerftComparison.divides(Protocol.NSP));
    assertFalse(PerftComparison.divides(Protocol.DXP));
  }

  @Test
  void aReportCopiesItsPartsAndRefusesNulls() {
    List<String> path = new ArrayList<>(List.of("7g7f"));
    PerftComparison.Report report =
        new PerftComparison.Report(
            1, 1, path, "p", 1, new TreeSet<>(), new TreeSet<>(), new java.util.TreeMap<>());
    path.clear();
    assertEquals(List.of("7g7f"), report.path());
    assertTrue(report.agrees());
    assertThrows(
        IllegalArgumentException.class,
        () ->
            new PerftComparison.Report(
                1, 1, null, "p", 1, new TreeSet<>(), new TreeSet<>(), new java.util.TreeMap<>()));
    assertThrows(
        IllegalArgumentException.class,
        () ->
            new PerftComparison.Report(
                1, 1, path, "p", 0, new TreeSet<>(), new TreeSet<>(), new java.util.TreeMap<>()));
  }

  private static <P extends Position<P, M>, M> void assertAgrees(
      Game<P, M> game, P root, int depth, Protocol protocol, List<String> command) {
    PerftComparison.Report report =
        PerftComparison.compare(game, root, depth, protocol, "fairy", command, Fakes.QUICK);
    assertTrue(report.agrees(), report.toString());
    assertEquals(root.perft(depth), report.engineTotal());
    assertEquals(root.perft(depth), report.plateauTotal());
    assertEquals(List.of(), report.path());
    assertEquals(root.toString(), report.position());
  }

  private static void assertBroken(String how, Reason reason, String message) {
    List<String> command = new ArrayList<>(Fakes.command("usi-perft-broken.sh"));
    command.add(how);
    EnginePlayer.Timeouts timeouts =
        new EnginePlayer.Timeouts(
            Duration.ofSeconds(2), Duration.ofMillis(300), Duration.ofSeconds(1));
    EngineException e =
        assertThrows(
            EngineException.class,
            () ->
                PerftComparison.compare(
                    SHOGI, SHOGI.start(), 1, Protocol.USI, "broken", command, timeouts));
    assertEquals(reason, e.reason(), e.getMessage());
    assertTrue(e.getMessage().startsWith("broken: "), e.getMessage());
    assertTrue(e.getMessage().contains(message), e.getMessage());
    String where = " (asked for its divide at depth 1 of " + SHOGI.start() + ")";
    assertTrue(e.getMessage().endsWith(where), e.getMessage());
  }

  private static void assertRefused(String message, Runnable call) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call::run);
    assertTrue(e.getMessage().contains(message), e.getMessage());
  }

  /** The position after random moves from the start, fewer if the game ends. */
  private static <P extends Position<P, M>, M> P randomPlies(
      Game<P, M> game, int plies, long seed) {
    Random random = new Random(seed);
    P position = game.start();
    for (int i = 0; i < plies; i++) {
      List<M> moves = position.legalMoves();
      if (moves.isEmpty()) {
        break;
      }
      position = position.play(moves.get(random.nextInt(moves.size())));
    }
    return position;
  }

  private static <P extends Position<P, M>, M> List<String> sortedMoves(Game<P, M> game, P p) {
    return p.legalMoves().stream()
        .map(m -> game.formatMove(p, m))
        .sorted()
        .collect(Collectors.toList());
  }

  private static List<String> fake(String game, String bug) {
    return Subprocesses.java(PerftFakeMain.class, game, bug);
  }
}
