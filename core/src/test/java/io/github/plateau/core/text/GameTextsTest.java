package io.github.plateau.core.text;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.NotationException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

class GameTextsTest {
  /** Cuts before every line that starts with {@code #}. */
  private static final GameSplitter HASH = line -> line.length() > 0 && line.charAt(0) == '#';

  /** The parts of bytes over a MiB streamed as UTF-8, the charset the format would detect. */
  private static List<GameTexts.Part> utf8Parts(byte[] bytes, GameSplitter splitter) {
    return parts(
        GameTexts.of(
            new ByteArrayInputStream(bytes), whole -> whole.toString(), head -> UTF_8, splitter));
  }

  private static List<GameTexts.Part> parts(GameTexts texts) {
    List<GameTexts.Part> parts = new ArrayList<>();
    texts.forEachRemaining(parts::add);
    return parts;
  }

  /**
   * A text in memory is read in place, not through a reader: over seeded random texts (every kind
   * of line end, byte order marks, blank and long lines, small limits), it gives the parts a reader
   * of the same text gives, refusals included.
   */
  @Test
  void aTextInMemoryIsCutAsItsReaderIs() {
    String[] pieces = {
      "#",
      "a",
      "1-0",
      "[Event \"x\"]",
      "{",
      "}",
      "\n",
      "\r",
      "\r\n",
      " ",
      "\uFEFF",
      "z".repeat(30),
      "z".repeat(170)
    };
    for (int seed = 0; seed < 3_000; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      StringBuilder text = new StringBuilder();
      int length = random.nextInt(60);
      for (int i = 0; i < length; i++) {
        text.append(pieces[random.nextInt(pieces.length)]);
      }
      // small limits, limits past a refused part's head of 200 characters, and the stream's own
      int maxChars =
          switch (random.nextInt(4)) {
            case 0 -> GameTexts.MAX_CHARS;
            case 1 -> 150 + random.nextInt(350);
            default -> 1 + random.nextInt(50);
          };
      int kind = random.nextInt(3);
      Supplier<GameSplitter> splitter =
          () ->
              switch (kind) {
                case 0 -> new PgnSplitter(Set.of("1-0"), UnaryOperator.identity());
                case 1 -> HASH;
                default -> GameSplitter.none(); // a text that fits is given whole, unread
              };
      String whole = text.toString();
      List<String> read = shown(GameTexts.of(new StringReader(whole), splitter.get(), maxChars));
      List<String> inPlace = shown(GameTexts.of(whole, splitter.get(), maxChars));
      assertEquals(
          read,
          inPlace,
          "seed " + seed + ", limit " + maxChars + ", splitter " + kind + ": " + whole);
    }
  }

  /** Each part as text: its line, its text and its refusal's problem and place, if refused. */
  private static List<String> shown(GameTexts texts) {
    List<String> shown = new ArrayList<>();
    for (GameTexts.Part part : parts(texts)) {
      shown.add(
          part.line()
              + " "
              + part.text()
              + part.refusal()
                  .map(e -> " refused: " + e.problem() + " at " + e.location().orElseThrow())
                  .orElse(""));
    }
    return shown;
  }

  @Test
  void partsKeepTheirLineEndsAndCountLinesAsTheReadersDo() {
    List<GameTexts.Part> parts = parts(GameTexts.of("a\r\nb\r#c\n\nd\n#e", HASH));
    assertEquals(3, parts.size());
    assertEquals("a\r\nb\r", parts.get(0).text());
    assertEquals(1, parts.get(0).line());
    assertEquals("#c\n\nd\n", parts.get(1).text());
    assertEquals(3, parts.get(1).line());
    assertEquals("#e", parts.get(2).text());
    assertEquals(6, parts.get(2).line());
    // the last part, without a line end
    List<GameTexts.Part> three = parts(GameTexts.of("#a\n#b\n#c", HASH));
    assertEquals(List.of("#a\n", "#b\n", "#c"), three.stream().map(GameTexts.Part::text).toList());
    assertEquals(List.of(1L, 2L, 3L), three.stream().map(GameTexts.Part::line).toList());
  }

  @Test
  void anEmptyTextIsOneEmptyPartAndTheEndIsTheEnd() {
    GameTexts texts = GameTexts.of("", HASH);
    assertEquals("", texts.next().text());
    assertFalse(texts.hasNext());
    assertThrows(NoSuchElementException.class, texts::next);
  }

  @Test
  void aPartPastTheLimitIsRefusedAndTheNextOneIsRead() {
    String big = "#1\n" + "x".repeat(30) + "\n" + "y".repeat(30) + "\n";
    String text = "#0\nsmall\n" + big + "#2\nafter\n";
    List<GameTexts.Part> parts = parts(GameTexts.of(new StringReader(text), HASH, 40));
    assertEquals(3, parts.size());
    assertEquals("#0\nsmall\n", parts.get(0).text());
    NotationException refusal = parts.get(1).refusal().orElseThrow();
    assertEquals(GameTexts.TOO_LONG, refusal.problem());
    assertEquals(3, parts.get(1).line());
    assertTrue(parts.get(1).text().startsWith("#1\n"), parts.get(1).text());
    assertEquals("#2\nafter\n", parts.get(2).text());
    assertEquals(6, parts.get(2).line());
    // one line longer than the limit, at the end
    List<GameTexts.Part> line = parts(GameTexts.of(new StringReader("z".repeat(100)), HASH, 40));
    assertEquals(1, line.size());
    assertTrue(line.get(0).refusal().isPresent());
  }

  @Test
  void aCommentClosedPastTheLimitLosesNoGameAfterIt() {
    // Game 2's comment closes past the limit: a splitter shown the line cut there believed it open
    // and passed over every game up to the next '}', games 3 and 4 lost without a word.
    String game = "[Event \"%d\"]\n\n1. a b 1-0\n";
    String text =
        game.formatted(1)
            + "[Event \"2\"]\n\n1. a {"
            + "x".repeat(300)
            + "} b 1-0\n"
            + game.formatted(3)
            + game.formatted(4);
    for (boolean inPlace : new boolean[] {false, true}) {
      GameSplitter splitter = new PgnSplitter(Set.of("1-0"), UnaryOperator.identity());
      List<GameTexts.Part> parts =
          parts(
              inPlace
                  ? GameTexts.of(text, splitter, 100)
                  : GameTexts.of(new StringReader(text), splitter, 100));
      String where = inPlace ? "in place" : "streamed";
      assertEquals(4, parts.size(), where + ": " + parts);
      assertEquals(GameTexts.TOO_LONG, parts.get(1).refusal().orElseThrow().problem(), where);
      assertEquals(4, parts.get(1).line(), where);
      assertEquals(game.formatted(3), parts.get(2).text(), where);
      assertEquals(7, parts.get(2).line(), where);
      assertEquals(game.formatted(4), parts.get(3).text(), where);
    }
  }

  @Test
  void aLargeStreamIsDecodedAsItComesAndBytesThatAreNotTextEndIt() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    bytes.writeBytes(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}); // a byte order mark
    int games = 0;
    while (bytes.size() < GameTexts.WINDOW + 1000) {
      bytes.writeBytes(("#game " + games++ + " 歩\n").getBytes(StandardCharsets.UTF_8));
    }
    bytes.writeBytes(new byte[] {'#', (byte) 0xFF, '\n', '#', 'z', '\n'});
    List<String> detected = new ArrayList<>();
    GameTexts texts =
        GameTexts.of(
            new ByteArrayInputStream(bytes.toByteArray()),
            whole -> {
              throw new AssertionError("a large stream is not decoded whole");
            },
            head -> {
              detected.add(head.length + "");
              return Encodings.detect(head, List.of(StandardCharsets.UTF_8));
            },
            HASH);
    List<GameTexts.Part> parts = parts(texts);
    assertEquals(1, detected.size());
    // The bad bytes are in the first line of a game: every game before it is read, then that one
    // is refused, then the game after it is read (before, the text ended at the bad bytes).
    assertEquals(games + 2, parts.size());
    assertEquals("#game 0 歩\n", parts.get(0).text(), "the byte order mark dropped");
    assertEquals("#game " + (games - 1) + " 歩\n", parts.get(games - 1).text());
    assertTrue(parts.get(games - 1).refusal().isEmpty());
    GameTexts.Part last = parts.get(games);
    NotationException bad = last.refusal().orElseThrow();
    assertEquals(games + 1, last.line());
    assertEquals(1, bad.location().orElseThrow().line(), "the bad bytes' line in the part");
    assertEquals(new GameTexts.Part("#z\n", games + 2, Optional.empty()), parts.get(games + 1));

    // Bad bytes within a game's text: that game is refused whole, from its first line.
    byte[] within = bytes.toByteArray();
    within[within.length - 6] = 'x'; // the line "x\xFF" continues the last game
    List<GameTexts.Part> cut = utf8Parts(within, HASH);
    assertEquals(games + 1, cut.size());
    assertTrue(cut.get(games - 2).refusal().isEmpty());
    GameTexts.Part refused = cut.get(games - 1);
    assertEquals(games, refused.line());
    assertEquals(2, refused.refusal().orElseThrow().location().orElseThrow().line());
    assertEquals(new GameTexts.Part("#z\n", games + 2, Optional.empty()), cut.get(games));
  }

  /**
   * Past the first MiB, bytes of another charset refuse the game they are in, and only it: the
   * lines after them up to the next game's first are skipped (more bad bytes among them too), and
   * the games after are read with their line numbers. Before, the text ended at the first bad
   * bytes.
   */
  @Test
  void badBytesRefuseTheirGameAndTheGamesAfterAreRead() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    int games = 0;
    while (bytes.size() < GameTexts.WINDOW + 1000) {
      bytes.writeBytes(("#game " + games++ + " 歩\n").getBytes(StandardCharsets.UTF_8));
    }
    byte[] shiftJis = "歩".getBytes(java.nio.charset.Charset.forName("Shift_JIS"));
    for (int bad = 0; bad < 3; bad++) {
      bytes.writeBytes(("#bad " + bad + "\nmoves ").getBytes(StandardCharsets.UTF_8));
      bytes.writeBytes(shiftJis);
      bytes.writeBytes(" more\nx".getBytes(StandardCharsets.UTF_8));
      bytes.writeBytes(shiftJis);
      bytes.writeBytes("\n".getBytes(StandardCharsets.UTF_8));
      bytes.writeBytes(("#after " + bad + " 歩\n").getBytes(StandardCharsets.UTF_8));
    }
    List<GameTexts.Part> parts = utf8Parts(bytes.toByteArray(), HASH);
    assertEquals(games + 6, parts.size());
    for (int bad = 0; bad < 3; bad++) {
      long first = games + 1 + 4L * bad; // each bad game is three lines, the one after it one
      GameTexts.Part refused = parts.get(games + 2 * bad);
      assertEquals(first, refused.line());
      assertEquals("#bad " + bad + "\nmoves ", refused.text());
      assertEquals(2, refused.refusal().orElseThrow().location().orElseThrow().line());
      assertEquals(
          new GameTexts.Part("#after " + bad + " 歩\n", first + 3, Optional.empty()),
          parts.get(games + 2 * bad + 1));
    }
  }

  /**
   * The splitter sees a line with bad bytes whole, each run of them one U+FFFD, so that a splitter
   * that keeps a state stays right: PGN's, after bad bytes in a brace comment (whose {@code }} it
   * must see) or before a result on the same line. Before, it saw the text before them alone, and
   * the games after were lost without a refusal. A line that ends with a carriage return before bad
   * bytes keeps the line numbers right.
   */
  @Test
  void aSplitterWithAStateReadsOnAfterBadBytes() {
    for (String bad : List.of("1. 32-28 {caf\u00E9} 19-23 2-0\n", "1. 32-28 19-23 \u00E9 2-0\n")) {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      int games = 0;
      while (bytes.size() < GameTexts.WINDOW + 1000) {
        bytes.writeBytes(("[Event \"" + games++ + " é\"]\n1. 32-28 2-0\n").getBytes(UTF_8));
      }
      bytes.writeBytes("[Event \"bad\"]\n".getBytes(UTF_8));
      bytes.writeBytes(bad.getBytes(StandardCharsets.ISO_8859_1)); // é as one byte: not UTF-8
      for (int after = 0; after < 3; after++) {
        bytes.writeBytes(("[Event \"after " + after + "\"]\n1. 33-29 0-2\n").getBytes(UTF_8));
      }
      List<GameTexts.Part> parts =
          utf8Parts(
              bytes.toByteArray(), new PgnSplitter(Set.of("2-0", "0-2"), UnaryOperator.identity()));
      assertEquals(games + 4, parts.size(), bad);
      GameTexts.Part refused = parts.get(games);
      assertEquals(2L * games + 1, refused.line(), bad);
      assertTrue(refused.refusal().isPresent(), bad);
      for (int after = 0; after < 3; after++) {
        GameTexts.Part part = parts.get(games + 1 + after);
        assertEquals(
            new GameTexts.Part(
                "[Event \"after " + after + "\"]\n1. 33-29 0-2\n",
                2L * games + 3 + 2 * after,
                Optional.empty()),
            part,
            bad);
      }
    }
    // a carriage return, then bad bytes at the start of the next line
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    int games = 0;
    while (bytes.size() < GameTexts.WINDOW + 1000) {
      bytes.writeBytes(("#game " + games++ + " 歩\r").getBytes(UTF_8));
    }
    bytes.writeBytes(new byte[] {'#', 'b', '\r', (byte) 0xE9, 'x', '\r', '#', 'z', '\r'});
    List<GameTexts.Part> parts = utf8Parts(bytes.toByteArray(), HASH);
    assertEquals(games + 2, parts.size());
    assertEquals(games + 1, parts.get(games).line());
    assertEquals(2, parts.get(games).refusal().orElseThrow().location().orElseThrow().line());
    assertEquals(new GameTexts.Part("#z\r", games + 3, Optional.empty()), parts.get(games + 1));
  }

  /**
   * A stream that breaks its contract by reading no byte now and then (a read of some bytes giving
   * 0) is still read to its end: past the first MiB, where the text is read as it comes, a read of
   * nothing is no end. Every part is the one a well-behaved stream of the same bytes gives.
   */
  @Test
  void aStreamThatReadsNothingNowAndThenIsReadToItsEnd() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    for (int game = 0; bytes.size() < 2 * GameTexts.WINDOW + 1000; game++) {
      bytes.writeBytes(("#game " + game + " 歩\n").getBytes(StandardCharsets.UTF_8));
    }
    byte[] all = bytes.toByteArray();
    InputStream stalling =
        new FilterInputStream(new ByteArrayInputStream(all)) {
          private int calls;

          @Override
          public int read(byte[] b, int off, int len) throws IOException {
            return ++calls % 3 != 0 ? 0 : super.read(b, off, Math.min(len, 4096));
          }
        };
    List<String> expected =
        texts(
            GameTexts.of(
                new ByteArrayInputStream(all),
                whole -> whole.toString(),
                head -> StandardCharsets.UTF_8,
                HASH));
    List<String> read =
        texts(
            GameTexts.of(
                stalling, whole -> whole.toString(), head -> StandardCharsets.UTF_8, HASH));
    assertTrue(expected.size() > 100_000, expected.size() + " parts");
    assertEquals(expected, read);
  }

  /**
   * A stream that fails after some bytes (a gzip file cut short) gives the games before the last
   * game start it read, then its failure; the game the failure cuts is never given, as it may be
   * short of moves. Before, a failure in the first MiB lost every game of it.
   */
  @Test
  void aStreamThatFailsGivesTheGamesBeforeTheOneItCuts() {
    for (int games : new int[] {3, 200_000}) { // within the first MiB, and past it
      StringBuilder text = new StringBuilder();
      for (int game = 0; game < games; game++) {
        text.append("#game ").append(game).append(" 歩\nmoves\n");
      }
      byte[] all = text.toString().getBytes(StandardCharsets.UTF_8);
      int cut = all.length - 4; // in the last game's second line
      IOException failure = new IOException("gzip data cut short");
      InputStream failing =
          new FilterInputStream(new ByteArrayInputStream(all, 0, cut)) {
            @Override
            public int read(byte[] b, int off, int len) throws IOException {
              int n = super.read(b, off, len);
              if (n < 0) {
                throw failure;
              }
              return n;
            }
          };
      GameTexts parts = GameTexts.of(failing, whole -> whole.toString(), head -> UTF_8, HASH);
      List<String> given = new ArrayList<>();
      UncheckedIOException thrown =
          assertThrows(
              UncheckedIOException.class, () -> parts.forEachRemaining(p -> given.add(p.text())));
      assertEquals(failure, thrown.getCause());
      assertEquals(games - 1, given.size(), games + " games");
      assertEquals("#game " + (games - 2) + " 歩\nmoves\n", given.get(given.size() - 1));
    }
    // a failure before any byte is thrown at once, as before
    InputStream broken =
        new InputStream() {
          @Override
          public int read() throws IOException {
            throw new IOException("unreadable");
          }
        };
    assertThrows(
        UncheckedIOException.class,
        () -> GameTexts.of(broken, whole -> whole.toString(), head -> UTF_8, HASH));
  }

  private static List<String> texts(GameTexts texts) {
    List<String> out = new ArrayList<>();
    texts.forEachRemaining(part -> out.add(part.text()));
    return out;
  }

  /**
   * A first MiB all ASCII says nothing of the charset: it is found at the first other byte, here a
   * name in Shift_JIS past the first MiB, which UTF-8 does not read.
   */
  @Test
  void aStreamWhoseFirstMibIsAsciiFindsItsCharsetAtTheFirstOtherByte() {
    Charset shiftJis = Charset.forName("windows-31j");
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    int games = 0;
    while (bytes.size() < GameTexts.WINDOW + 1000) {
      bytes.writeBytes(("#game " + games++ + "\n").getBytes(StandardCharsets.US_ASCII));
    }
    bytes.writeBytes("#羽生 善治\n#after\n".getBytes(shiftJis));
    List<GameTexts.Part> parts =
        parts(
            GameTexts.of(
                new ByteArrayInputStream(bytes.toByteArray()),
                whole -> {
                  throw new AssertionError("a large stream is not decoded whole");
                },
                head -> Encodings.detect(head, List.of(StandardCharsets.UTF_8, shiftJis)),
                HASH));
    assertEquals(games + 2, parts.size());
    assertTrue(parts.stream().allMatch(p -> p.refusal().isEmpty()));
    assertEquals("#羽生 善治\n", parts.get(games).text());
    assertEquals("#after\n", parts.get(games + 1).text());
  }

  /**
   * A first MiB without a line break ends wherever it ends, here in the middle of a character of
   * three bytes: the charset is found on the bytes before it, which UTF-8 reads, not on a cut
   * character that only Shift_JIS would take.
   */
  @Test
  void aFirstMibWithoutALineBreakIsNotJudgedOnACutCharacter() {
    Charset shiftJis = Charset.forName("windows-31j");
    String game = "#" + "歩".repeat(400_000) + " " + "歩".repeat(10) + "\n";
    byte[] bytes = (game + "#after\n").getBytes(StandardCharsets.UTF_8);
    assertTrue((GameTexts.WINDOW + 1) % 3 != 0, "the first MiB must end inside a character");
    List<GameTexts.Part> parts =
        parts(
            GameTexts.of(
                new ByteArrayInputStream(bytes),
                whole -> {
                  throw new AssertionError("a large stream is not decoded whole");
                },
                head -> Encodings.detect(head, List.of(StandardCharsets.UTF_8, shiftJis)),
                HASH));
    assertEquals(2, parts.size());
    String first = parts.get(0).text();
    assertTrue(first.equals(game), "decoded as " + first.substring(0, 10) + "...");
    assertEquals("#after\n", parts.get(1).text());
  }

  @Test
  void aSmallStreamIsDecodedWholeAndOneThatIsNoTextAtAllIsOneRefusal() {
    byte[] text = "#a\n#b\n".getBytes(StandardCharsets.UTF_8);
    List<GameTexts.Part> parts =
        parts(
            GameTexts.of(
                new ByteArrayInputStream(text),
                bytes -> new String(bytes, StandardCharsets.UTF_8),
                bytes -> {
                  throw new AssertionError("a small stream is decoded whole");
                },
                HASH));
    assertEquals(List.of("#a\n", "#b\n"), parts.stream().map(GameTexts.Part::text).toList());
    List<GameTexts.Part> refused =
        parts(
            GameTexts.of(
                new ByteArrayInputStream(text),
                bytes -> {
                  throw new NotationException("not text", "", 0);
                },
                bytes -> {
                  throw new NotationException("no line is text", "", 0);
                },
                HASH));
    assertEquals(1, refused.size());
    assertEquals("not text", refused.get(0).refusal().orElseThrow().problem());
  }

  /**
   * A file of up to a MiB that no charset reads whole (a few bad bytes, or files of two encodings
   * joined) is read in the charset of its longest start that one reads, as a larger file is: only
   * the games that hold bytes not text in it are refused, each located, and the others are read.
   * Before, the whole file was one refusal, and every game in it was lost.
   */
  @Test
  void aSmallFileThatNoCharsetReadsWholeRefusesOnlyTheGamesWithBadBytes() {
    List<Charset> candidates = List.of(StandardCharsets.UTF_8, Charset.forName("windows-1252"));
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    bytes.writeBytes("#one Jürgen\nmoves\n#two Bôgdan\n".getBytes(StandardCharsets.UTF_8));
    bytes.writeBytes("#three René\nmoves\n".getBytes(Charset.forName("windows-1252")));
    bytes.writeBytes("#four Zoë\n".getBytes(StandardCharsets.UTF_8));
    byte[] file = bytes.toByteArray();
    // windows-1252 reads every byte, but would garble the UTF-8 lines: the text is refused whole
    NotationException whole =
        assertThrows(NotationException.class, () -> Encodings.decode(file, candidates));
    assertEquals("the bytes are UTF-8 text, but not all of them: these are not", whole.problem());
    assertEquals(4, whole.location().orElseThrow().line());
    List<GameTexts.Part> parts =
        parts(
            GameTexts.of(
                new ByteArrayInputStream(file),
                text -> Encodings.decode(text, candidates),
                head -> Encodings.detect(head, candidates),
                HASH));
    assertEquals(4, parts.size());
    assertEquals(new GameTexts.Part("#one Jürgen\nmoves\n", 1, Optional.empty()), parts.get(0));
    assertEquals(new GameTexts.Part("#two Bôgdan\n", 3, Optional.empty()), parts.get(1));
    assertEquals(4, parts.get(2).line());
    assertEquals(
        "the bytes after this are not text in the encoding of the file's start",
        parts.get(2).refusal().orElseThrow().problem());
    assertEquals(new GameTexts.Part("#four Zoë\n", 6, Optional.empty()), parts.get(3));
    // a file whose first line already holds bad bytes is read in the charset of the lines after
    byte[] badFirst = new byte[] {'#', (byte) 0xff, '\n', '#', 'b', (byte) 0xc3, (byte) 0xbc, '\n'};
    assertEquals(
        StandardCharsets.UTF_8,
        GameTexts.startEncoding(
            badFirst, head -> Encodings.detect(head, List.of(StandardCharsets.UTF_8))));
  }

  @Test
  void pgnCutsOnlyBeforeTagsThatFollowAResultOutsideCommentsAndVariations() {
    List<String> lines =
        List.of(
            "[Event \"a\"]",
            "1. h2e2 { a comment",
            "[Event \"inside it\"] 1-0", // cut: a tag pair ends a comment left open
            "} 1-0",
            "[Event \"b\"]", // cut: the first tag after a line that does not read
            "1. h2e2 ( 1... h9g7 1-0",
            "[Event \"c\"]", // no cut: in a variation
            ") 0-1 ; 1-0 in a comment",
            "[Event \"d\"]", // cut
            "1. h2e2 1-0 $ broken",
            "[Event \"e\"]", // cut: the next game after a line that does not read
            "1-0",
            "[Event \"f\" broken", // cut: after a result; the tag does not read
            "[Site \"f\"]", // no cut: the broken game's tags
            "1. h2e2 } 1-0",
            "[Event \"g\"]", // cut: the first tag after a line that is no tag
            "1. h2e2 {",
            "[Event \"h\"]", // cut: a tag pair ends a comment left open
            "1. h2e2 {",
            "[%clk 0:10:00] [sic]", // no cut: no tag pair
            "} 1-0");
    PgnSplitter pgn = new PgnSplitter(Set.of("1-0", "0-1", "*"), UnaryOperator.identity());
    List<Integer> cuts = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      if (pgn.startsGame(lines.get(i))) {
        cuts.add(i + 1);
      }
    }
    assertEquals(List.of(3, 5, 9, 11, 13, 16, 18), cuts);
    // where a game without a result ends at the next tag, the tags after its moves start a part
    PgnSplitter resultless = PgnSplitter.endingGamesAtTags(Set.of("1-0"), UnaryOperator.identity());
    List<Boolean> resultlessCuts = new ArrayList<>();
    for (String line :
        List.of("[Event \"a\"]", "[Site \"b\"]", "1. h2e2", "[Event \"c\"]", "{", "[x]", "}")) {
      resultlessCuts.add(resultless.startsGame(line));
    }
    assertEquals(List.of(false, false, false, true, false, false, false), resultlessCuts);
    PgnSplitter trailer = new PgnSplitter(Set.of("1-0"), UnaryOperator.identity());
    assertFalse(trailer.startsGame("1. a 1-0"));
    assertFalse(trailer.startsGame("===="));
    assertFalse(trailer.startsGame("1-0"));
    assertFalse(trailer.startsGame("[Event \"after the trailer\"]"));
    // a tag broken at a '{' opens no comment: the next game starts at the first tag after a line
    // that is no tag, where the reader moves on
    PgnSplitter brokenTag = new PgnSplitter(Set.of("1-0"), UnaryOperator.identity());
    assertFalse(brokenTag.startsGame("[Whi{e \"x\"]"));
    assertFalse(brokenTag.startsGame("1. a {a comment} 1-0"));
    assertTrue(brokenTag.startsGame("[Event \"after it\"]"));
  }
}
