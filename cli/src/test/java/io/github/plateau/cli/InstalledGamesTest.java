package io.github.plateau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The commands on the real games the jar ships, with published perft counts. */
class InstalledGamesTest {
  @Test
  void everyShippedGameIsListed() {
    List<String> ids = Cli.run("games").lines();
    for (String id :
        List.of(
            "shogi",
            "xiangqi",
            "draughts",
            "draughts-brazilian",
            "draughts-canadian",
            "napoleon")) {
      assertTrue(ids.contains(id), id + " missing from " + ids);
    }
    assertEquals(ids.stream().sorted().toList(), ids);
  }

  @ParameterizedTest
  @CsvSource({
    "shogi, 3, 25470",
    "xiangqi, 3, 79666",
    "draughts, 4, 4265",
    "draughts-brazilian, 5, 7473",
    "draughts-canadian, 4, 10053",
    "shogi:always-promote, 1, 30",
    "xiangqi:nocapture=0, 2, 1920",
    "'napoleon:fixed-cannons', 3, 158243",
    "'napoleon:horses,fixed-cannons', 3, 155671",
    "'napoleon:push,k=5,fixed-cannons', 3, 156109",
    "'napoleon:antique,midline=low,plies=50,fixed-cannons', 3, 155671",
    "napoleon, 3, 11855",
    "napoleon, 4, 147918",
    "'napoleon:armies=3', 3, 11568",
    "'napoleon:fixed-cannons,armies=4,alliances=3/1', 3, 49001"
  })
  void perftPrintsThePublishedCountAloneOnTheLastLine(String game, String depth, String count) {
    Cli.Result result = Cli.run("perft", game, depth);
    assertEquals(0, result.status(), result.err());
    assertEquals(count, result.lastLine());
    assertTrue(result.err().contains("nodes/s"), result.err());
  }

  @Test
  void perftReadsPositionsFromStandardInput() {
    Cli.Result result =
        Cli.runWithInput(
            "7lk/9/8S/9/9/9/9/7L1/8K b P 1\nk8/9/9/9/9/9/9/9/P8 b P 1\n",
            "perft",
            "shogi",
            "1",
            "--fen",
            "-");
    assertEquals(List.of("85", "65"), result.lines());
  }

  @Test
  void divideSumsToTheTotalWithThreads() {
    Cli.Result result =
        Cli.run(
            "perft",
            "xiangqi",
            "3",
            "--divide",
            "--threads",
            "2",
            "--fen",
            "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1");
    List<String> lines = result.lines();
    assertEquals("9850", result.lastLine());
    long sum = 0;
    for (String line : lines.subList(0, lines.size() - 1)) {
      sum += Long.parseLong(line.split(" ")[1]);
    }
    assertEquals(9850, sum);
    assertEquals(25, lines.size() - 1);
  }

  @Test
  void napoleonMovesListEveryMoveOfThePhase() {
    assertEquals(54, Cli.run("moves", "napoleon:fixed-cannons").lines().size());
    assertEquals(54, Cli.run("moves", "napoleon").lines().size());
    String orders = "ccaSggicc/aSiiidiiaS/8/8/2I5/8/ANI1DIIIAN/CCIGGANECC s:f1 sc4x1 0 -";
    List<String> lines = Cli.run("moves", "napoleon", "--fen", orders).lines();
    assertEquals(15, lines.size(), lines.toString());
    assertTrue(lines.contains("end") && lines.contains("h2=W"), lines.toString());
    assertTrue(lines.stream().noneMatch(m -> m.startsWith("f1=")), "ascending order");
  }

  @Test
  void napoleonIsPlayedByWholeTurnsAndUndoneByWholeTurns() {
    Cli.Result result =
        Cli.runWithInput("c2-c4,f1=NE\nundo\nquit\n", "play", "napoleon", "--seed", "3");
    assertEquals(0, result.status(), result.err());
    assertEquals("", result.err(), "no move was refused");
    assertTrue(result.out().contains("SOUTH plays c2-c4 f1=NE end"), result.out());
    assertTrue(result.out().contains("NORTH plays end"), result.out());
  }

  @Test
  void movesAreSortedInStandardNotation() {
    List<String> shogi = Cli.run("moves", "shogi").lines();
    assertEquals(30, shogi.size());
    assertTrue(shogi.contains("7g7f") && shogi.contains("2h5h"), shogi.toString());
    List<String> sorted = new ArrayList<>(shogi);
    sorted.sort(null);
    assertEquals(sorted, shogi);
    List<String> draughts = Cli.run("moves", "draughts", "--fen", "W:W28:B13,23").lines();
    assertEquals(List.of("28x8"), draughts);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "shogi",
        "xiangqi",
        "draughts",
        "draughts-brazilian",
        "draughts-canadian",
        "napoleon"
      })
  void selfplayFinishesItsGames(String game) {
    Cli.Result result = Cli.run("selfplay", game, "--games", "3", "--seed", "1");
    assertEquals(0, result.status(), result.err());
    assertTrue(result.out().contains("games"), result.out());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "shogi",
        "xiangqi",
        "draughts",
        "draughts-brazilian",
        "draughts-canadian",
        "napoleon"
      })
  void playTakesAMoveInStandardNotationThenUndoAndQuit(String game) {
    String first = Cli.run("moves", game).lines().get(0);
    Cli.Result result =
        Cli.runWithInput(first + "\nundo\nhelp\nquit\n", "play", game, "--seed", "3");
    assertEquals(0, result.status(), result.err());
    assertEquals("", result.err(), "no move was refused");
    assertTrue(result.out().contains(first), result.out());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "perft|shogi|1|--fen|lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL x - 1",
        "moves|xiangqi|--fen|rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNX w - - 0 1",
        "perft|draughts|2|--fen|W:W31-50:B1-20,51",
        "perft|draughts:size=7|2",
        "moves|shogi:nonsense"
      })
  void badPositionsAndOptionsAreOneLineErrors(String arguments) {
    Cli.Result result = Cli.run(arguments.split("\\|"));
    assertEquals(2, result.status(), result.out());
    assertEquals(1, result.err().strip().split("\n").length, result.err());
    assertTrue(result.err().startsWith("plateau: "), result.err());
  }
}
