package io.github.plateau.cli;

import static io.github.plateau.cli.MainTest.assertUsageError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Game;
import io.github.plateau.core.Games;
import io.github.plateau.core.Position;
import io.github.plateau.core.mate.MateLimits;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class MateCommandTest {
  private static final String SHOGI_MATE_IN_3 = "8k/9/7R1/9/9/9/9/9/K8 b S 1";
  private static final String SHOGI_NO_MATE = "4k4/9/9/9/9/9/9/9/4K4 b G 1";
  private static final String TICTACTOE_WIN = "XX./OO./... X";

  /** Replays the printed line and checks it ends in a win for the side that started. */
  private static <P extends Position<P, M>, M> void assertWins(
      Game<P, M> game, String fen, int plies, String printed) {
    String prefix = "mate in " + plies + ": ";
    assertTrue(printed.startsWith(prefix), printed);
    P start = game.parse(fen);
    P at = start;
    String[] moves = printed.substring(prefix.length()).split(" ");
    assertEquals(plies, moves.length, printed);
    for (String move : moves) {
      at = at.play(game.parseMove(at, move));
    }
    assertTrue(at.outcome().orElseThrow().isWinFor(start.sideToMove()), printed);
  }

  @Test
  void shogiIsSolvedByChecksByDefault() {
    Cli.Result result = Cli.run("mate", "shogi", "--fen", SHOGI_MATE_IN_3);
    assertEquals(0, result.status(), result.err());
    assertEquals(1, result.lines().size(), result.out());
    assertWins(Games.create("shogi"), SHOGI_MATE_IN_3, 3, result.lines().get(0));
  }

  @Test
  void aPositionAlreadyWonIsAMateInNone() {
    // South holds its points past the midline already: won, with no move to play ("mate in 0:")
    Cli.Result result = Cli.run("mate", "napoleon", "--fen", "i6g/8/8/I1I1G3/8/8/8/8 s - 0 -");
    assertEquals(0, result.status(), result.err());
    assertEquals(List.of("mate in 0"), result.lines());
  }

  /**
   * A mate the game's draw limits cut is not claimed: the search judges positions by themselves,
   * the line is then played as a record. A reviewer found these claimed as mates in 5 and 3.
   */
  @Test
  void aMatePastTheGamesDrawLimitsIsNotClaimed() {
    String[][] cases = {
      // xiangqi: the halfmove clock at 117 of 120, a mate in 5 without a capture; at 116 too (the
      // mate's last move would be the 121st ply), where at 115 it ends at the 120th
      {"xiangqi", "5k3/9/9/9/9/9/9/9/9/RR2K4 w - - 117 1", "5k3/9/9/9/9/9/9/9/9/RR2K4 w - - 100 1"},
      {"xiangqi", "5k3/9/9/9/9/9/9/9/9/RR2K4 w - - 116 1", "5k3/9/9/9/9/9/9/9/9/RR2K4 w - - 115 1"},
      // the clock at the limit: the game is drawn, not a mate in 1 (at 119 the mate ends at 120)
      {"xiangqi", "3k5/9/9/9/9/9/9/9/R8/R3K4 w - - 120 1", "3k5/9/9/9/9/9/9/9/R8/R3K4 w - - 119 1"},
      // a mate in 5 whose longest defence lets red capture (restarting the clock) but another as
      // long does not: every defence counts (a second reviewer's case)
      {
        "xiangqi",
        "9/3k5/9/RR2P4/9/2r6/9/9/9/4K4 w - - 117 1",
        "9/3k5/9/RR2P4/9/2r6/9/9/9/4K4 w - - 0 1"
      },
      // Napoleon: ply 199 of 200
      {"napoleon:k=2", "g6d/8/8/8/8/8/6G1/8 s - 199 -", "g6d/8/8/8/8/8/6G1/8 s - 0 -"},
      // shogi under a limit of 2 plies, a mate in 3
      {"shogi:max-plies=2", "8k/9/6R2/9/9/9/9/9/K8 b G 1", null}
    };
    for (String[] c : cases) {
      Cli.Result cut = Cli.run("mate", c[0], "--fen", c[1]);
      assertEquals(1, cut.status(), c[0] + ": " + cut.out() + cut.err());
      assertEquals(List.of("unknown within the limits"), cut.lines(), c[0]);
      String within = c[2] != null ? c[2] : c[1];
      String game = c[2] != null ? c[0] : "shogi"; // the same mate without the limit
      Cli.Result mate = Cli.run("mate", game, "--fen", within);
      assertEquals(0, mate.status(), game + ": " + mate.err());
      assertTrue(mate.lines().get(0).startsWith("mate in "), game + ": " + mate.out());
    }
  }

  @Test
  void aPositionWithoutMateSaysSo() {
    Cli.Result result = Cli.run("mate", "shogi", "--fen", SHOGI_NO_MATE, "--time", "10");
    assertEquals(0, result.status(), result.err());
    assertEquals(List.of("no mate by checks"), result.lines());
  }

  @Test
  void aTimeAloneBoundsTheSearchWithoutTheDefaultNodes() {
    // before, --time 40 still stopped at the default 1,000,000 nodes, after 9 s of the 40
    MateLimits timed =
        MateCommand.limits(
            Arguments.parse(List.of("--time", "40"), MateCommand.VALUED, MateCommand.FLAGS));
    assertEquals(Optional.of(Duration.ofSeconds(40)), timed.time());
    assertTrue(timed.maxNodes() > 1_000_000_000L, timed.toString());
    MateLimits both =
        MateCommand.limits(
            Arguments.parse(
                List.of("--time", "40", "--nodes", "500"), MateCommand.VALUED, MateCommand.FLAGS));
    assertEquals(500, both.maxNodes());
    assertEquals(
        1_000_000,
        MateCommand.limits(Arguments.parse(List.of(), MateCommand.VALUED, MateCommand.FLAGS))
            .maxNodes());
  }

  @Test
  void tooFewNodesLeaveItUnknownWithStatus1() {
    Cli.Result result = Cli.run("mate", "shogi", "--fen", SHOGI_MATE_IN_3, "--nodes", "1");
    assertEquals(1, result.status(), result.err());
    assertEquals(List.of("unknown within the limits"), result.lines());
  }

  /** 40 nodes find the mate but end before the search for a shorter one and the defence's check. */
  @Test
  void aMateWhoseLengthIsNotProvedSaysSo() {
    Cli.Result result = Cli.run("mate", "shogi", "--fen", SHOGI_MATE_IN_3, "--nodes", "40");
    assertEquals(0, result.status(), result.err());
    String line = result.lines().get(0);
    assertTrue(line.startsWith("mate in 3 (length not proved): "), line);
    assertWins(Games.create("shogi"), SHOGI_MATE_IN_3, 3, line.replace(" (length not proved)", ""));
  }

  @Test
  void theAttackerRuleFollowsTheGameOrTheFlag() {
    // tic-tac-toe has no checks: by any move a win is forced; by checks alone the answer would be
    // an empty proof's "no mate" (before, printed as if proved), so the flag is refused
    Cli.Result any = Cli.run("mate", "tictactoe", "--fen", TICTACTOE_WIN);
    assertEquals(0, any.status(), any.err());
    assertWins(Games.create("tictactoe"), TICTACTOE_WIN, 1, any.lines().get(0));
    assertUsageError(
        Cli.run("mate", "tictactoe", "--fen", TICTACTOE_WIN, "--checks-only"),
        "--checks-only is for games with checks");
    Cli.Result shogiAny = Cli.run("mate", "shogi", "--fen", SHOGI_MATE_IN_3, "--any-move");
    assertEquals(0, shogiAny.status(), shogiAny.err());
    // a quiet drop leaves the king no move: in shogi that loses too, one ply sooner than by checks
    assertWins(Games.create("shogi"), SHOGI_MATE_IN_3, 1, shogiAny.lines().get(0));
  }

  @Test
  void badArgumentsAreUsageErrors() {
    assertUsageError(Cli.run("mate"), "GAME");
    assertUsageError(Cli.run("mate", "shogi", "--checks-only", "--any-move"), "exclude each other");
    assertUsageError(Cli.run("mate", "shogi", "--nodes", "0"), "--nodes must be");
    assertUsageError(Cli.run("mate", "shogi", "--time", "soon"), "--time must be");
  }
}
