package io.github.plateau.cli;

import static io.github.plateau.cli.MainTest.assertUsageError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code perft --compare}: Plateau's divides against an engine's, on the command line. */
class PerftCompareTest {
  private static final String FAIRY = "/usr/games/fairy-stockfish";

  @Test
  void fairyStockfishAgreesInShogiAndXiangqi() {
    assumeTrue(Files.isExecutable(Path.of(FAIRY)), "Debian's fairy-stockfish is not installed");
    // the published counts: shogi's perft 3 is 25,470, xiangqi's perft 2 is 1,920
    Cli.Result shogi = Cli.run("perft", "shogi", "3", "--compare", FAIRY);
    assertEquals(0, shogi.status(), shogi.err());
    assertEquals(List.of("25470 agree"), shogi.lines());
    for (String protocol : List.of("uci", "ucci")) {
      Cli.Result xiangqi =
          Cli.run("perft", "xiangqi", "2", "--compare", FAIRY, "--protocol", protocol);
      assertEquals(0, xiangqi.status(), xiangqi.err());
      assertEquals(List.of("1920 agree"), xiangqi.lines());
    }
  }

  @Test
  void aRuleTheEngineDoesNotHaveIsFoundWhereItFirstMatters() {
    assumeTrue(Files.isExecutable(Path.of(FAIRY)), "Debian's fairy-stockfish is not installed");
    // Under always-promote a piece entering the zone must promote; Fairy-Stockfish plays standard
    // shogi. The first choice of promotion within three plies is the bishop's after 7g7f: it takes
    // the pawn on 3c whatever Gote does, and 1a1b is the first of Gote's moves by text.
    Cli.Result result = Cli.run("perft", "shogi:always-promote", "3", "--compare", FAIRY);
    assertEquals(PerftCompare.DIFFER, result.status(), result.err());
    List<String> lines = result.lines();
    assertTrue(lines.get(0).startsWith("perft 3: the engine counts "), lines.get(0));
    assertEquals("differ after 7g7f 1a1b", lines.get(1));
    assertEquals(
        "position: lnsgkgsn1/1r5bl/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3",
        lines.get(2));
    assertEquals("depth: 1", lines.get(3));
    assertEquals("only the engine lists: 8h3c", lines.get(4));
    assertEquals("only Plateau lists: -", lines.get(5));
    assertEquals(6, lines.size());
  }

  @Test
  void fairyStockfishListsAPawnDropMateTwoPliesDown() {
    assumeTrue(Files.isExecutable(Path.of(FAIRY)), "Debian's fairy-stockfish is not installed");
    // Debian's Fairy-Stockfish 11.1 counts pawn-drop mates in its shogi divide. After G*6b 4c4d
    // the drop P*4c checks the king on 4b: the bishop on 3b guards 4c and 4a, the golds on 6b
    // and 2c guard 5a, 5b, 3b and 3c, so it mates, and the rules forbid it.
    String fen = "lns3s1l/5kBbl/4pp1G1/pp1p2pp1/4P4/2rPg4/PPS1+n1PPP/5GSR1/1N2K2NL b GP3p 63";
    Cli.Result result = Cli.run("perft", "shogi", "3", "--fen", fen, "--compare", FAIRY);
    if (result.status() == 0) { // a Fairy-Stockfish that has fixed it agrees
      assertTrue(result.lines().get(0).endsWith(" agree"), result.lines().toString());
      return;
    }
    assertEquals(PerftCompare.DIFFER, result.status(), result.err());
    List<String> lines = result.lines();
    assertEquals("differ after G*6b 4c4d", lines.get(1));
    String mated = "lns3s1l/3G1kBbl/4p2G1/pp1p1ppp1/4P4/2rPg4/PPS1+n1PPP/5GSR1/1N2K2NL b P3p 65";
    assertEquals("position: " + mated, lines.get(2));
    assertEquals("only the engine lists: P*4c", lines.get(4));
    assertEquals("only Plateau lists: -", lines.get(5));
  }

  @Test
  void aScriptThatListsTheRightMovesAgreesAtDepthOne() throws IOException {
    Cli.Result result = Cli.run("perft", "shogi", "1", "--compare", miscount("right"));
    assertEquals(0, result.status(), result.err());
    assertEquals(List.of("30 agree"), result.lines());
  }

  @Test
  void countsThatDifferAtDepthOneAreListed() throws IOException {
    Cli.Result result = Cli.run("perft", "shogi", "1", "--compare", miscount("double"));
    assertEquals(PerftCompare.DIFFER, result.status(), result.err());
    assertEquals(
        List.of(
            "perft 1: the engine counts 31, Plateau 30",
            "differ at the given position",
            "position: lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
            "depth: 1",
            "count of 7g7f: the engine 2, Plateau 1"),
        result.lines());
  }

  @Test
  void aCountThatTheSubtreeDoesNotBearOutIsShownAbove() throws IOException {
    Cli.Result result = Cli.run("perft", "shogi", "2", "--compare", miscount("above"));
    assertEquals(PerftCompare.DIFFER, result.status(), result.err());
    assertEquals(
        List.of(
            "perft 2: the engine counts 901, Plateau 900",
            "differ at the given position",
            "position: lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
            "depth: 2",
            "count of 7g7f: the engine 31, Plateau 30",
            "asked from the position after that move, the engine agrees with Plateau: its count"
                + " depends on the moves before"),
        result.lines());
  }

  @Test
  void gamesWithoutADivideInTheirProtocolsAreRefused() {
    assertUsageError(
        Cli.run("perft", "draughts", "2", "--compare", "scan hub"),
        "--compare asks an engine for go perft over usi (shogi), uci or ucci (xiangqi)",
        "International draughts engines speak hub, dxp, without a divide");
    assertUsageError(
        Cli.run("perft", "napoleon", "2", "--compare", "x"),
        "Napoleon Strategy engines speak nsp, without");
    assertUsageError(
        Cli.run("perft", "shogi", "2", "--compare", "x", "--protocol", "hub"),
        "hub does not carry");
    assertUsageError(
        Cli.run("perft", "xiangqi", "2", "--compare", "x", "--protocol", "usi"),
        "usi does not carry");
  }

  @Test
  void badCommandLinesAreUsageErrors() {
    assertUsageError(
        Cli.run("perft", "shogi", "2", "--compare", " "), "needs the engine's command");
    assertUsageError(Cli.run("perft", "shogi", "0", "--compare", "x"), "DEPTH of at least 1");
    assertUsageError(
        Cli.run("perft", "shogi", "2", "--compare", "x", "--fen", "-"), "not --fen - (positions");
    assertUsageError(Cli.run("perft", "shogi", "65", "--compare", "x"), "DEPTH");
    assertUsageError(Cli.run("perft", "shogi", "two", "--compare", "x"), "DEPTH");
    assertUsageError(Cli.run("perft", "shogi", "2", "--compare"), "--compare");
    assertUsageError(
        Cli.run("perft", "shogi", "2", "--compare", "x", "--divide"), "without --divide");
    assertUsageError(
        Cli.run("perft", "shogi", "2", "--compare", "x", "--threads", "2"), "--threads");
    assertUsageError(Cli.run("perft", "shogi", "2", "--protocol", "usi"), "--protocol");
    assertUsageError(Cli.run("perft", "shogi", "2", "--compare", "'unclosed"), "unclosed quote");
  }

  @Test
  void anEngineThatCannotRunOrFailsIsAOneLineError() {
    assertUsageError(
        Cli.run("perft", "shogi", "2", "--compare", "/no/such/engine"),
        "engine engine: no program '/no/such/engine' can be run");
    assertUsageError(
        Cli.run("perft", "shogi", "1", "--compare", "sh -c 'exit 3'"),
        "engine sh: exited with code 3");
    assertUsageError(
        Cli.run("perft", "shogi", "1", "--fen", "not a position", "--compare", "sh"), "--fen");
  }

  /** The command that runs the miscounting script with an argument. */
  private static String miscount(String how) throws IOException {
    Path script = Files.createTempFile("plateau-miscount-", ".sh");
    script.toFile().deleteOnExit();
    try (InputStream in =
        PerftCompareTest.class.getResourceAsStream("/fake/usi-perft-miscount.sh")) {
      Files.copy(in, script, StandardCopyOption.REPLACE_EXISTING);
    }
    return "bash '" + script + "' " + how;
  }
}
