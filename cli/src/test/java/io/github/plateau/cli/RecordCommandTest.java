package io.github.plateau.cli;

import static io.github.plateau.cli.MainTest.assertUsageError;
import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RecordCommandTest {
  /** Two games: a resignation, then a perpetual check that goes on for one more move. */
  private static final String PGN =
      "[Event \"Club\"]\n1. h2e2 h9g7 2. h0g2 1-0\n\n"
          + "[FEN \"4k4/9/9/9/9/9/9/9/9/3K1R3 w - - 0 1\"]\n"
          + "1. R4+9 K5+1 2. R4-1 K5-1 3. R4+1 K5+1 4. R4-1 K5-1 5. R4+1 K5+1 0-1\n";

  @TempDir Path dir;

  private Path file(String name, String text, Charset charset) throws IOException {
    Path file = dir.resolve(name);
    Files.write(file, text.getBytes(charset));
    return file;
  }

  @Test
  void eachGameIsSummarisedOnOneLine() throws IOException {
    Path pgn = file("games.pgn", PGN, Charset.forName("GB18030"));
    Cli.Result result = Cli.run("record", "xiangqi", pgn.toString(), "--as-played");
    assertEquals(0, result.status(), result.err());
    assertEquals(
        List.of(
            "1\t3 plies\tRED wins by ADJUDICATION\tstated: RED wins by ADJUDICATION"
                + "\trules: do not end it",
            "2\t10 plies\tBLACK wins by ADJUDICATION\tstated: BLACK wins by ADJUDICATION"
                + "\trules: BLACK wins by PERPETUAL_CHECK at ply 9"),
        result.lines());
  }

  @Test
  void strictReadingRefusesAMoveAfterTheRulesEndedTheGameNamingItsPlace() throws IOException {
    // Before, the whole file was refused for its second game and the first was not printed.
    Path pgn = file("games.pgn", PGN, StandardCharsets.UTF_8);
    Cli.Result result = Cli.run("record", "xiangqi", pgn.toString());
    assertEquals(2, result.status(), result.err());
    assertEquals(
        List.of(
            "1\t3 plies\tRED wins by ADJUDICATION\tstated: RED wins by ADJUDICATION"
                + "\trules: do not end it"),
        result.lines());
    assertTrue(result.err().startsWith("plateau: game 2: "), result.err());
    assertTrue(result.err().contains("(line 5, column "), result.err());
    assertTrue(result.err().contains("ply 10)"), result.err());
    assertEquals(1, result.err().split("\n").length, result.err());
  }

  @Test
  void eachRefusedGameOfAFileIsReportedByNumberAndTheOthersAreRead() throws IOException {
    String csa =
        "PI\n+\n+7776FU\n%TORYO\n/\nPI\n+\n+7775FU\n/\nPI\n+\n+2726FU\n-3334FU\n/\n"
            + "PI\n+\n+7776FU\nXYZ\n/\nPI\n+\n+5756FU\n";
    Cli.Result result =
        Cli.run("record", "shogi", file("five.csa", csa, StandardCharsets.UTF_8).toString());
    assertEquals(2, result.status(), result.err());
    assertEquals(List.of("1", "3", "5"), numbers(result.lines()));
    List<String> errors = List.of(result.err().split("\n"));
    assertEquals(2, errors.size(), result.err());
    assertTrue(errors.get(0).startsWith("plateau: game 2: "), result.err());
    assertTrue(errors.get(0).contains("line 8"), result.err());
    assertTrue(errors.get(1).startsWith("plateau: game 4: "), result.err());
    assertTrue(errors.get(1).contains("line 18"), result.err());

    String pdn = "1. 32-28 19-23 2-0\n1. 32-29 2-0\n1. 31-27 17-21 0-2\n";
    Path games = file("three.pdn", pdn, StandardCharsets.UTF_8);
    Cli.Result converted = Cli.run("record", "draughts", games.toString(), "--to", "pdn");
    assertEquals(2, converted.status(), converted.err());
    assertTrue(converted.err().startsWith("plateau: game 2: "), converted.err());
    assertTrue(converted.out().contains("32-28 19-23"), converted.out());
    assertTrue(converted.out().contains("31-27 17-21"), converted.out());
    assertFalse(converted.out().contains("32-29"), converted.out());
  }

  private static List<String> numbers(List<String> lines) {
    return lines.stream().map(line -> line.substring(0, line.indexOf('\t'))).toList();
  }

  @Test
  void aDirectoryAFifoOrADeviceIsNotARegularFileAndIsNeverOpened() throws Exception {
    // Before, each was "no such file"; a FIFO is refused without waiting for a writer.
    assertUsageError(Cli.run("record", "xiangqi", dir.toString()), "is not a regular file");
    if (Files.exists(Path.of("/dev/null"))) {
      assertUsageError(Cli.run("record", "shogi", "/dev/null"), "is not a regular file");
    }
    Path fifo = dir.resolve("pipe.kif");
    boolean made;
    try {
      made = new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0;
    } catch (IOException e) {
      made = false; // no mkfifo here
    }
    Assumptions.assumeTrue(made, "mkfifo makes a FIFO");
    assertUsageError(Cli.run("record", "shogi", fifo.toString()), "is not a regular file");
  }

  /**
   * A conversion says, game by game, what the format written cannot say and so leaves out; the
   * games are written all the same (exit 0). Before, the variations and times went silently.
   */
  @Test
  void aConversionSaysWhatTheFormatLeavesOutOfEachGame() throws IOException {
    Path kif =
        file(
            "v.kif",
            "手数----指手---------消費時間--\n"
                + "   1 ７六歩(77)   ( 0:01/00:00:01)\n"
                + "   2 ３四歩(33)   ( 0:02/00:00:02)\n"
                + "   3 ２六歩(27)   ( 0:01/00:00:02)+\n"
                + "   4 投了\n\n"
                + "変化：3手\n"
                + "   3 ６八銀(79)   ( 0:01/00:00:02)\n",
            StandardCharsets.UTF_8);
    Cli.Result csa = Cli.run("record", "shogi", kif.toString(), "--to", "csa");
    assertEquals(0, csa.status(), csa.err());
    assertEquals("plateau: game 1: CSA cannot write 1 variation; left out\n", csa.err());
    assertTrue(csa.out().contains("+2726FU\nT1\n%TORYO"), csa.out());
    Cli.Result ki2 = Cli.run("record", "shogi", kif.toString(), "--to", "ki2");
    assertEquals(0, ki2.status(), ki2.err());
    // the variation is kept, and its move's time is counted with the main line's
    assertEquals("plateau: game 1: KI2 cannot write 4 move times; left out\n", ki2.err());
    Cli.Result same = Cli.run("record", "shogi", kif.toString(), "--to", "kif");
    assertEquals("", same.err(), "KIF keeps every part");
  }

  @Test
  void toWritesTheGamesInTheFormatAndTheyReadBack() throws IOException {
    Path pdn =
        file("club.txt", "1. 32-28 19-23 2. 28x19 14x23 {even} 2-0\n", StandardCharsets.UTF_8);
    Cli.Result written =
        Cli.run("record", "draughts", pdn.toString(), "--from", "pdn", "--to", "PDN");
    assertEquals(0, written.status(), written.err());
    assertTrue(written.out().contains("2. 28x19 14x23 {even} 2-0"), written.out());
    Path again = file("again.pdn", written.out(), StandardCharsets.UTF_8);
    assertEquals(
        List.of(
            "1\t4 plies\tWHITE wins by ADJUDICATION\tstated: WHITE wins by ADJUDICATION"
                + "\trules: do not end it"),
        Cli.run("record", "draughts", again.toString()).lines());
  }

  @Test
  void aShiftJisKifFileConvertsToCsaAndKi2() throws IOException {
    String kif =
        "先手：羽生\n後手：森内\n手数----指手---------消費時間--\n"
            + "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 投了\nまで2手で後手の勝ち\n";
    Path file = file("game.kif", kif, Charset.forName("windows-31j"));
    Cli.Result csa = Cli.run("record", "shogi", file.toString(), "--to", "csa");
    assertEquals(0, csa.status(), csa.err());
    assertTrue(csa.out().contains("N+羽生\nN-森内\n"), csa.out());
    assertTrue(csa.out().contains("+7776FU\n-3334FU\n%TORYO\n"), csa.out());
    Cli.Result ki2 = Cli.run("record", "shogi", file.toString(), "--to", "KI2");
    assertTrue(ki2.out().contains("▲７六歩"), ki2.out());
    assertEquals(
        List.of(
            "1\t2 plies\tGOTE wins by RESIGNATION\tstated: GOTE wins by RESIGNATION"
                + "\trules: do not end it"),
        Cli.run("record", "shogi", file("again.csa", csa.out(), StandardCharsets.UTF_8).toString())
            .lines());
  }

  @Test
  void badArgumentsAndFilesAreOneLineErrors() throws IOException {
    Path pgn = file("games.pgn", PGN, StandardCharsets.UTF_8);
    Path unknown = file("games.txt", PGN, StandardCharsets.UTF_8);
    assertUsageError(Cli.run("record", "xiangqi"), "missing FILE");
    assertUsageError(
        Cli.run("record", "xiangqi", unknown.toString()),
        "cannot tell the format of 'games.txt'",
        "PGN");
    assertUsageError(
        Cli.run("record", "xiangqi", pgn.toString(), "--to", "KIF"), "unknown record format 'KIF'");
    assertUsageError(
        Cli.run("record", "xiangqi", dir.resolve("none.pgn").toString()), "no such file");
    // an empty name is no file, though Path.of("") is the working folder
    assertUsageError(Cli.run("record", "xiangqi", ""), "no such file: ''");
    assertUsageError(
        Cli.run("record", "tictactoe", pgn.toString()), "tictactoe has no record format");
    Path broken = file("broken.pgn", "1. h2e2 {never closed", StandardCharsets.UTF_8);
    assertUsageError(
        Cli.run("record", "xiangqi", broken.toString()),
        "a comment opened here is not closed before the next game's tags or the end of the text");
  }

  @Test
  void toWritesInTheChosenEncodingAndNotationNamingTheEncodingInTheText() throws IOException {
    // Before, --to wrote UTF-8 without an encoding line, and xiangqi's PGN only in ICCS.
    String kif = "先手：羽生\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 投了\n";
    Path file = file("game.kif", kif, StandardCharsets.UTF_8);
    Charset sjis = Charset.forName("windows-31j");
    String written =
        new String(
            Cli.bytes("record", "shogi", file.toString(), "--to", "kif", "--encoding", "Shift_JIS"),
            sjis);
    assertTrue(written.startsWith("#KIF version=2.0 encoding=Shift_JIS\n"), written);
    assertTrue(written.contains("先手：羽生"), written);
    String csa = Cli.run("record", "shogi", file.toString(), "--to", "csa").out();
    assertTrue(csa.startsWith("'CSA encoding=UTF-8\nV3.0\n"), csa);
    assertTrue(
        Cli.run("record", "shogi", file.toString(), "--to", "kif")
            .out()
            .startsWith("#KIF version=2.0 encoding=UTF-8\n"));
    assertUsageError(
        Cli.run("record", "shogi", file.toString(), "--to", "csa", "--encoding", "EUC-JP"),
        "CSA V3.0 names UTF-8 or SHIFT_JIS, not EUC-JP");
    assertUsageError(
        Cli.run("record", "shogi", file.toString(), "--to", "kif", "--encoding", "no-such"),
        "unknown encoding 'no-such'");
    assertUsageError(
        Cli.run("record", "shogi", file.toString(), "--to", "kif", "--notation", "wxf"),
        "--notation chooses the moves' notation of xiangqi's PGN");
    assertUsageError(
        Cli.run("record", "shogi", file.toString(), "--encoding", "UTF-8"), "--to writes");

    Path pgn = file("games.pgn", PGN, StandardCharsets.UTF_8);
    Cli.Result wxf =
        Cli.run(
            "record", "xiangqi", pgn.toString(), "--as-played", "--to", "pgn", "--notation", "wxf");
    assertEquals(0, wxf.status(), wxf.err());
    assertTrue(wxf.out().contains("1. C2.5 H8+7"), wxf.out());
    String chinese =
        new String(
            Cli.bytes(
                "record",
                "xiangqi",
                pgn.toString(),
                "--as-played",
                "--to",
                "PGN",
                "--notation",
                "chinese",
                "--encoding",
                "GB18030"),
            Charset.forName("GB18030"));
    assertTrue(chinese.contains("炮二平五"), chinese);
    assertUsageError(
        Cli.run("record", "xiangqi", pgn.toString(), "--to", "pgn", "--notation", "san"),
        "unknown notation 'san'");
  }

  /** As when a folder is converted: before, one such game made the whole file an error. */
  @Test
  void aGameTheEncodingCannotWriteIsLeftOutOfAFileAndTheOthersWritten() throws IOException {
    Path pgn = file("games.pgn", PGN.replace("h2e2 h9g7", "h2e2 {\u6f22} h9g7"), UTF_8);
    Cli.Result result =
        Cli.run(
            "record",
            "xiangqi",
            pgn.toString(),
            "--as-played",
            "--to",
            "pgn",
            "--encoding",
            "ISO-8859-1");
    assertEquals(2, result.status(), result.err());
    String err = result.err();
    assertTrue(
        err.startsWith(
            "plateau: game 1: holds characters that ISO-8859-1 cannot write (the character U+6F22"
                + " (\u6f22) at offset "),
        err);
    assertTrue(
        err.endsWith(
            " has no bytes in ISO-8859-1 that read back as it); left out (choose another"
                + " --encoding)\n"),
        err);
    assertFalse(result.out().contains("h2e2"), result.out());
    assertTrue(result.out().contains("1. F0-F9 E9-E8"), result.out());
  }
}
