package io.github.plateau.cli;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Location;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.RecordFormat;
import io.github.plateau.core.RecordWriter;
import io.github.plateau.shogi.Csa;
import io.github.plateau.shogi.Ki2;
import io.github.plateau.shogi.Kif;
import io.github.plateau.shogi.Move;
import io.github.plateau.shogi.Shogi;
import io.github.plateau.shogi.ShogiPosition;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code record} over several files and folders, and over a file large enough to be streamed: the
 * summary counts games read and refused by kind, refusals name their file, game and line, files of
 * another game's formats are passed over.
 */
class RecordFoldersTest {
  private static final Shogi SHOGI = new Shogi();

  /** Three CSA games, the second refused at its line 3 (line 8 of the file). */
  private static final String CSA =
      "PI\n+\n+7776FU\n%TORYO\n/\nPI\n+\n+7775FU\n/\nPI\n+\n+2726FU\n-3334FU\n";

  private static final String KIF =
      "手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 投了\n";

  @TempDir Path dir;

  private Path file(String name, String text) throws IOException {
    Path file = dir.resolve(name);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text, StandardCharsets.UTF_8);
    return file;
  }

  private static String value(Cli.Result result, String key) {
    return result.lines().stream()
        .filter(line -> line.startsWith(key + "\t"))
        .findFirst()
        .map(line -> line.substring(key.length() + 1))
        .orElseThrow(() -> new AssertionError("no " + key + " in " + result.out()));
  }

  @Test
  void aFolderIsReadWholeWithASummaryAndItsRefusalsLocated() throws IOException {
    file("games/a.csa", CSA);
    file("games/deep/b.csa", CSA.replace("+7775FU", "+7776FU"));
    file("games/deep/c.kif", KIF);
    file("games/other.pgn", "[Event \"xiangqi\"]\n1. h2e2 1-0\n");
    Cli.Result result =
        Cli.run("record", "shogi", dir.resolve("games").toString(), "--threads", "2");
    assertEquals(2, result.status(), result.err());
    assertEquals("3", value(result, "files"), result.out());
    assertEquals("1", value(result, "skipped"), result.out());
    assertEquals("7", value(result, "games"), result.out());
    assertEquals("6", value(result, "read"), result.out());
    assertEquals("1", value(result, "refused"), result.out());
    assertTrue(
        result.out().contains("refused\tIllegalMoveException OUT_OF_REACH\t1\n"), result.out());
    // 1 + 1 + 2 plies in each CSA file but the refused game, 2 in the KIF file
    assertEquals(String.valueOf(1 + 2 + 1 + 1 + 2 + 2), value(result, "plies"), result.out());
    List<String> errors = List.of(result.err().split("\n"));
    assertEquals(1, errors.size(), result.err());
    assertTrue(errors.get(0).startsWith("plateau: " + dir.resolve("games/a.csa") + ": game 2: "));
    assertTrue(errors.get(0).contains("(line 8, column "), result.err());
  }

  @Test
  void linksAreFollowedAndAWalkGoesOnPastWhatItCannotRead() throws IOException {
    file("games/a.csa", CSA);
    Files.createSymbolicLink(dir.resolve("games/loop"), dir.resolve("games"));
    Files.createSymbolicLink(dir.resolve("games/gone.csa"), dir.resolve("nothing.csa"));
    Files.createSymbolicLink(dir.resolve("alias"), dir.resolve("games"));
    // a link to the folder above the one given would leave it: before, outside.csa was read
    file("outside.csa", CSA);
    Files.createSymbolicLink(dir.resolve("games/up"), dir);
    // a link to a folder, given by name: walked as the folder is (it was "not a regular file")
    Cli.Result result = Cli.run("record", "shogi", dir.resolve("alias").toString());
    assertEquals(2, result.status(), result.err());
    assertEquals("1", value(result, "files"), result.out());
    assertEquals("3", value(result, "games"), result.out()); // a.csa's, once
    // the loop is passed over, the link to nothing counted and named: the walk goes on past both
    assertEquals("1", value(result, "unreadable"), result.out());
    assertTrue(result.err().contains("gone.csa: a link to nothing"), result.err());
    assertTrue(result.err().contains("loop links back to a folder above it"), result.err());
    assertTrue(result.err().contains("up links back to a folder above it"), result.err());
    assertFalse(result.err().contains("Exception"), result.err());
  }

  @Test
  void aFifoInAFolderIsPassedOverAndCountedAndAnEmptyFileSaysItHoldsNoGame()
      throws IOException, InterruptedException {
    file("games/a.csa", CSA.replace("+7775FU", "+7776FU"));
    Path empty = file("games/empty.kif", "");
    Path fifo = dir.resolve("games/pipe.csa");
    Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
    org.junit.jupiter.api.Assumptions.assumeTrue(
        mkfifo.waitFor() == 0 && Files.exists(fifo), "no mkfifo here");
    Cli.Result result = Cli.run("record", "shogi", dir.resolve("games").toString());
    assertEquals(0, result.status(), result.err());
    assertEquals("2", value(result, "files"), result.out());
    assertEquals("1", value(result, "skipped"), result.out());
    assertEquals("3", value(result, "games"), result.out());
    assertEquals("plateau: " + fifo + " is not a regular file; passed over\n", result.err());
    Cli.Result alone = Cli.run("record", "shogi", empty.toString());
    assertEquals(0, alone.status(), alone.err());
    assertEquals("", alone.out());
    assertEquals("plateau: " + empty + " holds no game\n", alone.err());
  }

  @Test
  void gzippedFilesAreReadByTheExtensionBeforeGz() throws IOException {
    Path csa = gzip("games/a.csa.gz", CSA);
    gzip("games/deep/c.KIF.GZ", KIF);
    Files.write(dir.resolve("games/broken.csa.gz"), "not gzip".getBytes(StandardCharsets.UTF_8));
    Path empty = Files.write(dir.resolve("empty.csa.gz"), new byte[0]);
    Cli.Result cut = Cli.run("record", "shogi", empty.toString());
    assertEquals(2, cut.status(), cut.err());
    assertTrue(cut.err().contains(": gzip data cut short"), cut.err());
    Cli.Result folder = Cli.run("record", "shogi", dir.resolve("games").toString());
    assertEquals(2, folder.status(), folder.err());
    assertEquals("3", value(folder, "files"), folder.out());
    assertEquals("4", value(folder, "games"), folder.out()); // three in a.csa.gz, one in c.KIF.GZ
    assertEquals("1", value(folder, "refused"), folder.out());
    assertEquals("1", value(folder, "unreadable"), folder.out());
    assertTrue(
        folder.err().contains("cannot read " + dir.resolve("games/broken.csa.gz") + ": not gzip"),
        folder.err());
    // one file alone: a line per game, as the file uncompressed gives
    Cli.Result one = Cli.run("record", "shogi", csa.toString());
    Cli.Result plain = Cli.run("record", "shogi", file("plain.csa", CSA).toString());
    assertEquals(plain.out(), one.out());
    assertEquals(plain.status(), one.status());
    assertTrue(one.err().contains("game 2: "), one.err());
    // cut short: the games before the last game start it holds are read and counted (before, a
    // small file lost them all); the one the cut falls in is left out, said with the file
    byte[] gzipped = Files.readAllBytes(gzip("whole.csa.gz", (CSA + "/\n").repeat(40)));
    Files.createDirectories(dir.resolve("cut"));
    Files.write(
        dir.resolve("cut/short.csa.gz"), java.util.Arrays.copyOf(gzipped, gzipped.length - 12));
    Cli.Result partly = Cli.run("record", "shogi", dir.resolve("cut").toString());
    assertEquals(2, partly.status(), partly.err());
    assertEquals("1", value(partly, "unreadable"), partly.out());
    long games = Long.parseLong(value(partly, "games"));
    assertTrue(games >= 100 && games < 120, partly.out());
    assertTrue(
        partly
            .err()
            .contains("gzip data cut short after its game " + games + "; the rest is not read"),
        partly.err());
  }

  /**
   * Bad data in a gzip stream (an invalid block after good ones) loses at most the 8 KiB inflated
   * in the failing read, not what a larger read holds (about 1,700 of this file's first 5,000 games
   * before, the 36 KB its last read of a growing buffer had inflated).
   */
  @Test
  void badGzipDataLosesOnlyTheGamesOfItsLastRead() throws IOException {
    byte[] text = (CSA + "/\n").repeat(2500).getBytes(StandardCharsets.UTF_8); // 7,500 games
    int good = 100_000;
    ByteArrayOutputStream gz = new ByteArrayOutputStream();
    gz.write(new byte[] {0x1f, (byte) 0x8b, 8, 0, 0, 0, 0, 0, 0, (byte) 0xff}); // gzip's header
    java.util.zip.Deflater deflater = new java.util.zip.Deflater(6, true);
    deflater.setInput(text, 0, good);
    byte[] block = new byte[1 << 17];
    int n;
    while ((n = deflater.deflate(block, 0, block.length, java.util.zip.Deflater.FULL_FLUSH)) > 0) {
      gz.write(block, 0, n);
    }
    gz.write(new byte[] {(byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff}); // no block type
    Files.createDirectories(dir.resolve("bad"));
    Files.write(dir.resolve("bad/a.csa.gz"), gz.toByteArray());
    Cli.Result result = Cli.run("record", "shogi", dir.resolve("bad").toString());
    assertEquals(2, result.status(), result.err());
    assertTrue(result.err().contains(": corrupt gzip data ("), result.err());
    int before =
        (int)
            new String(text, 0, good, StandardCharsets.UTF_8)
                .lines()
                .filter(line -> line.equals("/"))
                .count();
    long games = Long.parseLong(value(result, "games"));
    int perKib = before * 1024 / good + 1;
    assertTrue(games <= before && games >= before - 9 * perKib, games + " of " + before);
  }

  @Test
  void standardInputIsReadAsOneFileInTheFormatFromNames() throws IOException {
    Cli.Result piped = Cli.runWithInput(CSA, "record", "shogi", "-", "--from", "csa");
    Cli.Result plain = Cli.run("record", "shogi", file("plain.csa", CSA).toString());
    assertEquals(plain.out(), piped.out());
    assertEquals(plain.err(), piped.err());
    assertEquals(2, piped.status());
    // converted, as a file is
    Cli.Result kif = Cli.runWithInput(KIF, "record", "shogi", "-", "--from", "kif", "--to", "csa");
    assertEquals(0, kif.status(), kif.err());
    assertTrue(kif.out().contains("+7776FU"), kif.out());
    MainTest.assertUsageError(
        Cli.runWithInput(CSA, "record", "shogi", "-"), "give --from (formats: KIF, KI2, CSA)");
    Cli.Result empty = Cli.runWithInput("", "record", "shogi", "-", "--from", "csa");
    assertEquals(0, empty.status(), empty.err());
    assertEquals("plateau: standard input holds no game\n", empty.err());
    MainTest.assertUsageError(
        Cli.runWithInput(CSA, "record", "shogi", "-", dir.toString(), "--from", "csa"),
        "read alone");
    // standard input that cannot be read is the command's input failing, as documented: status 1
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    InputStream closed =
        new InputStream() {
          @Override
          public int read() throws IOException {
            throw new IOException("closed");
          }
        };
    try (PrintStream o = new PrintStream(new ByteArrayOutputStream(), true, UTF_8);
        PrintStream e = new PrintStream(err, true, UTF_8)) {
      int status = Main.run(new String[] {"record", "shogi", "-", "--from", "csa"}, closed, o, e);
      assertEquals(1, status, err.toString(UTF_8));
    }
    assertEquals("plateau: cannot read standard input: closed\n", err.toString(UTF_8));
  }

  /**
   * A small file that no charset reads whole, a game in another encoding pasted into it, is read as
   * a large one is: only that game is refused, located, and the others are read. Before, the file
   * was one refusal, "game 1", and every game in it was lost.
   */
  @Test
  void aFileWithAGameInAnotherEncodingLosesOnlyThatGame() throws IOException {
    Path mixed = dir.resolve("mixed.csa");
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    bytes.writeBytes("N+羽生\nPI\n+\n+7776FU\n/\n".getBytes(UTF_8));
    bytes.writeBytes("N+谷川\nPI\n+\n+2726FU\n/\n".getBytes(Charset.forName("EUC-JP")));
    bytes.writeBytes("N+森内\nPI\n+\n+5756FU\n".getBytes(UTF_8));
    Files.write(mixed, bytes.toByteArray());
    Cli.Result result = Cli.run("record", "shogi", mixed.toString());
    assertEquals(2, result.status(), result.err());
    assertEquals(2, result.lines().size(), result.out());
    assertTrue(result.lines().get(0).startsWith("1\t1 plies"), result.out());
    assertTrue(result.lines().get(1).startsWith("3\t1 plies"), result.out());
    assertTrue(
        result.err().startsWith("plateau: game 2: the bytes after this are not text"),
        result.err());
    assertTrue(result.err().contains("(line 6, column "), result.err());
  }

  @Test
  void outWritesEachGameToAFileOfItsOwnInAFormatOfOneGame() throws IOException {
    Path csa = file("in/a.csa", CSA.replace("+7775FU", "+7776FU"));
    Path out = dir.resolve("out");
    Cli.Result one =
        Cli.run("record", "shogi", csa.toString(), "--to", "kif", "--out", out.toString());
    assertEquals(0, one.status(), one.err());
    List<Path> written =
        List.of(out.resolve("a-1.kif"), out.resolve("a-2.kif"), out.resolve("a-3.kif"));
    assertEquals(
        "1\t" + written.get(0) + "\n2\t" + written.get(1) + "\n3\t" + written.get(2) + "\n",
        one.out());
    List<GameRecord<ShogiPosition, Move>> read =
        Csa.FORMAT.readAll(SHOGI, Files.readAllBytes(csa), ReadMode.STRICT).stream()
            .map(r -> r.record())
            .toList();
    for (int i = 0; i < 3; i++) {
      assertEquals(
          read.get(i).moves(),
          Kif.FORMAT
              .read(SHOGI, Files.readString(written.get(i)), ReadMode.STRICT)
              .record()
              .moves());
    }
    // again: nothing is overwritten, each game left out and counted
    Cli.Result again = toKif("in", out);
    assertEquals(2, again.status(), again.err());
    assertEquals("3", value(again, "refused"), again.out());
    assertTrue(again.out().contains("refused\tfile exists\t3\n"), again.out());
    assertTrue(
        again.err().contains(written.get(1) + " exists; left out, not overwritten"), again.err());
    Path unmade = dir.resolve("unmade");
    MainTest.assertUsageError(
        Cli.run("record", "shogi", csa.toString(), "--out", unmade.toString()),
        "--out names the folder");
    assertFalse(Files.exists(unmade), "a usage error makes no folder");
    // only the record extension goes from the name: dated files keep their dots
    gzip("in2/2024.01.05.csa.gz", CSA.replace("+7775FU", "+7776FU"));
    gzip("in2/2024.01.06.csa.gz", CSA.replace("+7775FU", "+7776FU"));
    Cli.Result two = toKif("in2", out);
    assertEquals(0, two.status(), two.err());
    assertTrue(Files.exists(out.resolve("2024.01.05-3.kif")));
    assertTrue(Files.exists(out.resolve("2024.01.06-1.kif")));
    MainTest.assertUsageError(
        Cli.run("record", "shogi", csa.toString(), "--to", "kif", "--out", csa.toString()),
        "is a file, not a folder");
  }

  @Test
  void aMissingFileAmongSeveralIsCountedAndTheOthersAreRead() throws IOException {
    Path a = file("a.csa", CSA);
    Path b = file("b.kif", KIF);
    Path missing = dir.resolve("missing.csa");
    Path bare = dir.resolve("nope"); // no extension to tell a format by: said missing all the same
    Cli.Result result =
        Cli.run("record", "shogi", a.toString(), missing.toString(), bare.toString(), b.toString());
    // before, the run stopped at the missing one, nothing read
    assertEquals(2, result.status(), result.err());
    assertEquals("4", value(result, "files"), result.out()); // those given, read or not
    assertEquals("2", value(result, "unreadable"), result.out());
    assertEquals("4", value(result, "games"), result.out()); // three in a.csa, one in b.kif
    assertTrue(
        result
            .err()
            .startsWith(
                "plateau: no such file: " + missing + "\nplateau: no such file: " + bare + "\n"),
        result.err());
    // alone, it is still the command's error
    MainTest.assertUsageError(Cli.run("record", "shogi", missing.toString()), "no such file");
  }

  @Test
  void outKeepsTheSubfoldersAndTellsApartFilesOfOneStem() throws IOException {
    String oneGame = CSA.substring(0, CSA.indexOf("/"));
    file("in/2023/x.csa", oneGame);
    file("in/2024/x.csa", oneGame);
    file("in/y.csa", oneGame);
    gzip("in/y.csa.gz", oneGame);
    file("in/z.csa", oneGame);
    file("in/z.kif", KIF.replace("   2 ３四歩(33)\n   3 投了\n", "   2 投了\n"));
    Path out = dir.resolve("out");
    Cli.Result result = toKif("in", out);
    // before, one name in two subfolders, or two extensions of one stem, wrote one file and left
    // the other game out as a file that exists
    assertEquals(0, result.status(), result.err() + result.out());
    assertEquals("6", value(result, "read"), result.out());
    for (String name :
        List.of(
            "2023/x-1.kif",
            "2024/x-1.kif",
            "y.csa-1.kif",
            "y.csa.gz-1.kif",
            "z.csa-1.kif",
            "z.kif-1.kif")) {
      Path written = out.resolve(name);
      assertEquals(
          Csa.FORMAT.read(SHOGI, oneGame, ReadMode.STRICT).record().moves(),
          Kif.FORMAT.read(SHOGI, Files.readString(written), ReadMode.STRICT).record().moves(),
          name);
    }
    try (var files = Files.walk(out)) {
      assertEquals(6, files.filter(Files::isRegularFile).count());
    }
    // a whole name that is another file's stem: a number after it (x.kif's games went to the file
    // x.kif.csa's took, and were left out)
    file("in2/x.kif", KIF);
    file("in2/x.ki2", "▲７六歩\n");
    file("in2/x.kif.csa", oneGame);
    Path out2 = dir.resolve("out2");
    Cli.Result clash = toKif("in2", out2);
    assertEquals(0, clash.status(), clash.err() + clash.out());
    assertEquals("0", value(clash, "left out parts"), "KIF and KI2 to KIF lose nothing here");
    for (String name : List.of("x.kif~2-1.kif", "x.ki2-1.kif", "x.kif-1.kif")) {
      assertTrue(Files.exists(out2.resolve(name)), name);
    }
    // each renamed file says where its games went; the file that keeps its stem says nothing
    assertTrue(
        clash
            .err()
            .contains(
                dir.resolve("in2/x.kif")
                    + ": another source's games would take the same names; its games are written as "
                    + out2.resolve("x.kif~2")
                    + "-N.kif"),
        clash.err());
    assertTrue(clash.err().contains(out2.resolve("x.ki2") + "-N.kif"), clash.err());
    assertFalse(clash.err().contains(dir.resolve("in2/x.kif.csa") + ":"), clash.err());
    // --out inside the folder read: passed over, never read back as input
    // an empty one is passed over; once it holds records (a second run), it is refused, since the
    // walk would pass them over unread
    Path inner = dir.resolve("in2/converted");
    Files.createDirectories(inner);
    Cli.Result first = toKif("in2", inner);
    assertEquals("3", value(first, "files"), first.out());
    assertTrue(first.err().contains("is the folder --out writes into; passed over"), first.err());
    MainTest.assertUsageError(
        toKif("in2", inner), "and holds " + inner.resolve("x.ki2-1.kif"), "would not be read");
  }

  /** An {@code --out} folder that is one of the folders read is refused before anything is made. */
  @Test
  void outIsNotAFolderRead() throws IOException {
    file("same/a.csa", CSA.substring(0, CSA.indexOf("/")));
    Path same = dir.resolve("same");
    MainTest.assertUsageError(toKif("same", same), "--out " + same + " is the folder");
    MainTest.assertUsageError(toKif("same", same.resolve(".")), "is the folder " + same + " read");
    try (var files = Files.list(same)) {
      assertEquals(1, files.count(), "nothing written");
    }
    // a subfolder of one read that holds records of its own: they would be passed over unread
    String oneGame = CSA.substring(0, CSA.indexOf("/"));
    file("same/sub/b.csa", oneGame);
    MainTest.assertUsageError(
        toKif("same", same.resolve("sub")),
        "in the folder " + same + " read, and holds " + same.resolve("sub/b.csa"));
    // reached through a link inside the folder read, the same
    file("elsewhere/out/c.csa", oneGame);
    file("linked/a.csa", oneGame);
    Files.createSymbolicLink(dir.resolve("linked/link"), dir.resolve("elsewhere/out"));
    MainTest.assertUsageError(
        toKif("linked", dir.resolve("elsewhere/out")), "holds " + dir.resolve("linked/link/c.csa"));
    // a link to nothing is no folder
    Files.createSymbolicLink(dir.resolve("dangling"), dir.resolve("nowhere"));
    MainTest.assertUsageError(toKif("same", dir.resolve("dangling")), "a link to nothing");
  }

  /** {@code --out} is made only when a game goes into it: a usage error found later leaves none. */
  @Test
  void aUsageErrorLeavesNoOutFolder() throws IOException {
    Path out = dir.resolve("never");
    MainTest.assertUsageError(
        Cli.run(
            "record",
            "shogi",
            "-",
            dir.toString(),
            "--from",
            "csa",
            "--to",
            "kif",
            "--out",
            out.toString()),
        "standard input");
    Cli.Result missing = toKif("missing", out);
    assertEquals(2, missing.status(), missing.err());
    assertFalse(Files.exists(out), "no folder made");
  }

  /** A file given twice, by name and in its folder, is read once, and said so. */
  @Test
  void aFileGivenTwiceIsReadOnce() throws IOException {
    Path a = file("twice/a.csa", CSA.substring(0, CSA.indexOf("/")));
    Cli.Result result =
        Cli.run(
            "record",
            "shogi",
            dir.resolve("twice").toString(),
            a.toString(),
            dir.resolve("twice/./a.csa").toString());
    assertEquals(0, result.status(), result.err());
    assertEquals("1", value(result, "games"), result.out());
    assertEquals(2, result.err().split("is given twice; its games are read once").length - 1);
    // a folder whose files were all given before it is no error; a hard link is the same file
    file("twice/sub/b.csa", CSA.substring(0, CSA.indexOf("/")));
    Files.createLink(dir.resolve("twice/hard.csa"), a);
    Cli.Result nested =
        Cli.run(
            "record",
            "shogi",
            dir.resolve("twice").toString(),
            dir.resolve("twice/sub").toString());
    assertEquals(0, nested.status(), nested.err());
    assertEquals("2", value(nested, "games"), nested.out() + nested.err());
    assertTrue(nested.err().contains(dir.resolve("twice/sub/b.csa") + " is given twice"));
    assertTrue(
        nested.err().contains("hard.csa is given twice")
            || nested.err().contains("a.csa is given twice"),
        nested.err());
  }

  /**
   * A name the system's file names cannot hold (here an unpaired surrogate, which no encoding
   * writes; in a POSIX locale, any character beyond ASCII): as an argument, a clear error; as an
   * {@code --out} name made from a file's, {@code _} in its place.
   */
  @Test
  void namesTheSystemCannotHoldAreSaidOrReplaced() throws IOException {
    Cli.Result result = Cli.run("record", "shogi", "a\uD800b.csa");
    assertEquals(2, result.status(), result.err());
    assertTrue(result.err().startsWith("plateau: cannot use 'a"), result.err());
    assertTrue(result.err().contains("as a file name"), result.err());
    // among several files, said and counted as unreadable; the others are read
    Path good = file("names/good.csa", CSA.substring(0, CSA.indexOf("/")));
    Cli.Result several = Cli.run("record", "shogi", good.toString(), "a\uD800b.csa");
    assertEquals(2, several.status(), several.err());
    assertTrue(several.err().startsWith("plateau: cannot use 'a"), several.err());
    assertEquals("2", value(several, "files"), several.out());
    assertEquals("1", value(several, "unreadable"), several.out());
    assertEquals("1", value(several, "read"), several.out());
    assertEquals(Path.of("x", "a_b"), GameWriter.named(Path.of("x"), "a\uD800b"));
    assertEquals(Path.of("a-b"), GameWriter.named(Path.of(""), "a-b"));
  }

  @Test
  void aFolderConvertedCountsTheGamesWrittenWithoutSomeParts() throws IOException {
    Path kif =
        file(
            "lossy/v.kif",
            "手数----指手---------消費時間--\n"
                + "   1 ７六歩(77)\n"
                + "   2 ３四歩(33)+\n"
                + "   3 投了\n\n"
                + "変化：2手\n"
                + "   2 ８四歩(83)\n");
    file("lossy/plain.csa", CSA.substring(0, CSA.indexOf("/")));
    Cli.Result result =
        Cli.run(
            "record",
            "shogi",
            dir.resolve("lossy").toString(),
            "--to",
            "csa",
            "--out",
            dir.resolve("lossy-out").toString());
    assertEquals(0, result.status(), result.err());
    assertEquals("1", value(result, "left out parts"), result.out());
    assertEquals(
        "plateau: " + kif + ": game 1: CSA cannot write 1 variation; left out\n", result.err());
  }

  @Test
  void aFileWhereASubfolderOfOutMustGoIsSaidSo() throws IOException {
    file("in/sub/a.csa", CSA.substring(0, CSA.indexOf("/")));
    Path out = dir.resolve("out");
    Files.createDirectories(out);
    Files.writeString(out.resolve("sub"), "a file, not a folder");
    Cli.Result result = toKif("in", out);
    assertEquals(2, result.status(), result.err());
    // before: "out/sub/a-1.kif exists", a file that did not exist
    assertTrue(
        result.err().contains(out.resolve("sub") + " is a file, not a folder; left out"),
        result.err());
    // a folder deeper below that file (the system says "not a directory"): that game is left out,
    // and the run goes on to the next file (it stopped, without a summary)
    file("in/sub/deeper/b.csa", CSA.substring(0, CSA.indexOf("/")));
    file("in/z.csa", CSA.substring(0, CSA.indexOf("/")));
    Cli.Result deeper = toKif("in", out);
    assertEquals(2, deeper.status(), deeper.err());
    assertTrue(
        deeper.err().contains(out.resolve("sub/deeper") + " cannot be made: a file stands on its"),
        deeper.err());
    assertTrue(Files.exists(out.resolve("z-1.kif")), deeper.err());
    assertEquals("2", value(deeper, "refused"), deeper.out());
  }

  /** {@code plateau record shogi FOLDER --to kif --out OUT}, a folder of the test's. */
  private Cli.Result toKif(String folder, Path out) {
    return Cli.run(
        "record", "shogi", dir.resolve(folder).toString(), "--to", "kif", "--out", out.toString());
  }

  private Path gzip(String name, String text) throws IOException {
    Path file = dir.resolve(name);
    Files.createDirectories(file.getParent());
    try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file))) {
      out.write(text.getBytes(StandardCharsets.UTF_8));
    }
    return file;
  }

  @Test
  void filesAndFoldersMixAndOneThreadReadsAsMany() throws IOException {
    Path a = file("a.csa", CSA.replace("+7775FU", "+7776FU"));
    file("more/b.kif", KIF);
    Cli.Result many = Cli.run("record", "shogi", a.toString(), dir.resolve("more").toString());
    Cli.Result one =
        Cli.run("record", "shogi", a.toString(), dir.resolve("more").toString(), "--threads", "1");
    assertEquals(0, many.status(), many.err());
    assertEquals("2", value(many, "files"));
    assertEquals("4", value(many, "games"));
    assertEquals("0", value(many, "refused"));
    assertEquals(value(one, "plies"), value(many, "plies"));
    assertEquals("", many.err());
  }

  @Test
  void aFolderWithoutRecordsOfTheGameIsAnError() throws IOException {
    file("xiangqi/game.pgn", "[Event \"x\"]\n1. h2e2 1-0\n");
    MainTest.assertUsageError(
        Cli.run("record", "shogi", dir.resolve("xiangqi").toString()),
        "holds no shogi record file");
    MainTest.assertUsageError(
        Cli.run("record", "shogi", dir.resolve("xiangqi").toString(), "--threads", "0"),
        "--threads");
  }

  @Test
  void foldersConvertToOneFileWithTheSummaryOnStandardError() throws IOException {
    file("in/a.csa", CSA.replace("+7775FU", "+7776FU"));
    file("in/b.kif", KIF);
    Cli.Result result = Cli.run("record", "shogi", dir.resolve("in").toString(), "--to", "csa");
    assertEquals(0, result.status(), result.err());
    assertTrue(result.err().contains("games\t4\n"), result.err());
    List<?> back = Csa.FORMAT.readAll(SHOGI, result.out(), ReadMode.STRICT);
    assertEquals(4, back.size(), result.out());
  }

  /** A game the encoding cannot write is left out and reported; the others are written. */
  @Test
  void aGameTheEncodingCannotWriteIsLeftOutAndTheOthersWritten() throws IOException {
    file("in/a.csa", CSA.replace("+7775FU", "+7776FU"));
    file("in/b.kif", KIF.replace("   2 ", "*\uD842\uDFB7 is not in Shift_JIS\n   2 "));
    Cli.Result result =
        Cli.run(
            "record",
            "shogi",
            dir.resolve("in").toString(),
            "--to",
            "csa",
            "--encoding",
            "Shift_JIS");
    assertEquals(2, result.status(), result.err());
    assertTrue(
        result.err().contains("b.kif: game 1: holds characters that Shift_JIS cannot write"),
        result.err());
    assertTrue(
        result.err().contains("U+20BB7 (\uD842\uDFB7) at offset ")
            && result.err().contains("in Shift_JIS as Windows writes it (windows-31j)"),
        result.err());
    assertTrue(result.err().contains("refused\tunwritable in Shift_JIS\t1\n"), result.err());
    assertEquals(3, Csa.FORMAT.readAll(SHOGI, result.out(), ReadMode.STRICT).size(), result.out());
  }

  /**
   * On standard output, the lines of a first game held come in order with those of the games after
   * it: its warning before a later game's refusal.
   */
  @Test
  void aHeldGamesWarningComesBeforeALaterRefusal() throws IOException {
    Path forked =
        file(
            "order/a.kif",
            "手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)+\n\n変化：2手\n   2 ８四歩(83)\n");
    Path bad = file("order/b.kif", "not a record\n");
    Cli.Result result =
        Cli.run("record", "shogi", forked.toString(), bad.toString(), "--to", "csa");
    assertEquals(2, result.status(), result.err());
    String warning = forked + ": game 1: CSA cannot write 1 variation; left out";
    String refusal = bad + ": game 1:";
    assertTrue(result.err().contains(warning) && result.err().contains(refusal), result.err());
    assertTrue(result.err().indexOf(warning) < result.err().indexOf(refusal), result.err());
  }

  /** Past {@link GameWriter#MAX_HELD} lines, the held lines are said in order, none lost. */
  @Test
  void manyRefusalsBeforeTheFirstGameAreSaidInOrder() throws IOException {
    StringBuilder text = new StringBuilder();
    int refused = GameWriter.MAX_HELD + 200;
    for (int i = 0; i < refused; i++) {
      text.append("PI\n+\n+7775FU\n/\n");
    }
    text.append("PI\n+\n+7776FU\n");
    Path many = file("many/refused.csa", text.toString());
    Cli.Result result = Cli.run("record", "shogi", many.toString(), "--to", "csa");
    assertEquals(2, result.status(), result.err());
    String[] lines = result.err().split("\n");
    assertEquals(refused, lines.length, result.err().substring(0, 200));
    for (int i = 0; i < refused; i++) {
      assertTrue(lines[i].startsWith("plateau: game " + (i + 1) + ": "), lines[i]);
    }
    assertEquals(1, Csa.FORMAT.readAll(SHOGI, result.out(), ReadMode.STRICT).size());
    // in a format of one game a file, two games are refused after every line said before
    Path two = file("many/two.csa", text + "\n/\nPI\n+\n+2726FU\n");
    Cli.Result kif = Cli.run("record", "shogi", two.toString(), "--to", "kif");
    assertEquals(2, kif.status(), kif.err());
    String[] said = kif.err().split("\n");
    assertEquals(refused + 1, said.length, kif.err().substring(0, 200));
    assertTrue(said[refused - 1].startsWith("plateau: game " + refused + ": "), said[refused - 1]);
    assertTrue(said[refused].contains("KIF holds one game a file"), said[refused]);
    assertEquals("", kif.out());
  }

  /**
   * A format of one game a file, asked for several games that each lose a part in it: refused with
   * no warning about the first game, which is never written; a file of one such game is written,
   * then warned about.
   */
  @Test
  void aFormatOfOneGameRefusesSeveralBeforeWarningAboutTheFirst() throws IOException {
    String timed = "手数----指手---------消費時間--\n   1 ７六歩(77)   ( 0:05/00:00:05)\n";
    file("timed/a.kif", timed);
    file("timed/b.kif", timed);
    Cli.Result several = Cli.run("record", "shogi", dir.resolve("timed").toString(), "--to", "ki2");
    MainTest.assertUsageError(several, "KI2 holds one game a file");
    // a game refused before them is not said either: the conversion is refused as a whole
    file("timed/0.kif", "not a record\n");
    MainTest.assertUsageError(
        Cli.run("record", "shogi", dir.resolve("timed").toString(), "--to", "ki2"),
        "KI2 holds one game a file");
    Cli.Result one =
        Cli.run("record", "shogi", dir.resolve("timed/a.kif").toString(), "--to", "ki2");
    assertEquals(0, one.status(), one.err());
    assertEquals("plateau: game 1: KI2 cannot write 1 move time; left out\n", one.err());
    assertEquals(1, Ki2.FORMAT.readAll(SHOGI, one.out(), ReadMode.STRICT).size(), one.out());
  }

  /** A format of one game a file, asked for several: refused before any game is written. */
  @Test
  void foldersOfSeveralGamesAreNotHalfConvertedToAFormatOfOneGame() throws IOException {
    file("in/a.kif", KIF);
    file("in/b.kif", KIF);
    Cli.Result result = Cli.run("record", "shogi", dir.resolve("in").toString(), "--to", "kif");
    MainTest.assertUsageError(result, "KIF");
    file("one/a.kif", KIF);
    Cli.Result one = Cli.run("record", "shogi", dir.resolve("one").toString(), "--to", "kif");
    assertEquals(0, one.status(), one.err());
    assertEquals(1, Kif.FORMAT.readAll(SHOGI, one.out(), ReadMode.STRICT).size(), one.out());
  }

  /**
   * A file of more than a MiB is streamed: one line per game as for a small file, and a refused
   * game reported with its number and the line of the file the whole text gives.
   */
  @Test
  void aLargeFileIsStreamedWithItsRefusalAtItsLineInTheFile() throws IOException {
    StringBuilder out = new StringBuilder();
    RecordWriter<ShogiPosition, Move> writer = Csa.FORMAT.writer(out);
    SplittableRandom random = new SplittableRandom(7);
    int games = 0;
    while (out.length() < (3 << 19)) {
      GameRecord<ShogiPosition, Move> record = GameRecord.start(SHOGI);
      for (int i = 0; i < 10; i++) {
        List<Move> legal = record.current().legalMoves();
        record = record.play(legal.get(random.nextInt(legal.size())));
      }
      writer.write(record);
      games++;
    }
    String text = out.toString();
    int broken = text.indexOf("\n/\n", text.length() / 2) + 3; // a game's first line
    text = text.substring(0, broken) + "XYZ\n" + text.substring(broken);
    Path file = file("big.csa", text);
    List<RecordFormat.Entry<ShogiPosition, Move>> whole =
        Csa.FORMAT.readEach(SHOGI, text, ReadMode.STRICT);
    int refusedAt = -1;
    for (int i = 0; i < whole.size(); i++) {
      if (whole.get(i).failure().isPresent()) {
        refusedAt = i + 1;
      }
    }
    Location at = whole.get(refusedAt - 1).failure().get().location().orElseThrow();

    Cli.Result result = Cli.run("record", "shogi", file.toString(), "--threads", "2");
    assertEquals(2, result.status());
    assertEquals(games - 1, result.lines().size());
    String error = result.err().strip();
    assertTrue(error.startsWith("plateau: game " + refusedAt + ": "), error);
    assertTrue(error.contains("(line " + at.line() + ", column " + at.column() + ")"), error);
  }
}
