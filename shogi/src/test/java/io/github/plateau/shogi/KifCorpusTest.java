package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.Reason;
import io.github.plateau.core.testing.Corpus;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Every KIF and KI2 file of {@code ../shared/records/shogi-kif}, read in place: strictly, or as
 * played for the reasons listed, or refused for the reasons listed (broken per their source), each
 * refusal saying its problem; every record read is written and read again identical; the KIF and
 * KI2 versions of a game give the same main line. Skipped when the folder is absent.
 */
class KifCorpusTest {
  private static final Shogi GAME = new Shogi();

  /** A file's expected failure: what the message says, and why. */
  private record Known(String message, String reason) {}

  /** The files that read only as played: the strict refusal and why the record is so. */
  private static final Map<String, Known> AS_PLAYED =
      Map.of(
          "shogi-kif/mogproject__mog-core-scala/014.kif",
          new Known(
              "the game is over (GOTE wins by CHECKMATE)",
              "81Dojo: checkmated sente drops a bishop anyway, the comment 反則手にて終局 calls it a"
                  + " foul"),
          "shogi-kif/mogproject__mog-core-scala/015.kif",
          new Known(
              "it would leave the king in check",
              "81Dojo: the last move puts sente's king in check, the comment 反則手にて終局 calls it"
                  + " a foul"),
          "shogi-kif/mogproject__mog-core-scala/017.kif",
          new Known(
              "it would leave the king in check",
              "the last move leaves sente's king in check, then 反則勝ち"),
          "shogi-kif/muzudho__kif-parser/20211002_223506_KifuwarabeW31B22vsKifuwarabeW31B22"
              + "[shogigui].kifu",
          new Known(
              "it does not answer the check",
              "an engine game: the last move does not answer the check, then 反則勝ち"),
          "shogi-kif/na2hiro__json-kifu-format/kobayashi_kinsho196702.ki2",
          new Known(
              "gote is said to be checkmated but is not",
              "a tsume problem: まで49手詰 is mate by the conventions of problems (an interposition"
                  + " on 8b that only loses a piece is not counted), not by the rules"));

  /** The files refused in both modes: what the message says, and why the file is broken. */
  private static final Map<String, Known> REFUSED =
      Map.of(
          "shogi-kif/muzudho__kif-parser/comment[handmade].kifu",
          new Known(
              "unknown handicap '平手#コメント2'",
              "a hand-made sample of its parser's own dialect: # comments at the end of lines"
                  + " (KIF's # comments are whole lines), and a variation 変化：1手 that starts"
                  + " with move 3"),
          "shogi-kif/na2hiro__json-kifu-format/9fu.kif",
          new Known(
              "gote has two unpromoted pawns on file 2 (nifu)",
              "a test position with nine gote pawns on one file, which the rules forbid"),
          "shogi-kif/na2hiro__json-kifu-format/9fu.ki2",
          new Known(
              "gote has two unpromoted pawns on file 2 (nifu)",
              "the same nine-pawn test position in KI2"),
          "shogi-kif/na2hiro__json-kifu-format/fork-test.kif",
          new Known(
              "expected move number 6",
              "a hand-edited test file: two moves of a variation are numbered 5"));

  /** The folders whose files of the same name hold the same game in KIF and KI2. */
  private static final List<String> PAIRED =
      List.of(
          "shogi-kif/akicho8__shogi-player/",
          "shogi-kif/sugyan__shogi-kifu-converter/",
          "shogi-kif/na2hiro__json-kifu-format/");

  private static boolean isKi2(String name) {
    String lower = name.toLowerCase(Locale.ROOT);
    return lower.endsWith(".ki2") || lower.endsWith(".ki2u");
  }

  private static AnnotatedRecord<ShogiPosition, Move> read(
      String name, byte[] bytes, ReadMode mode) {
    return isKi2(name) ? Ki2.FORMAT.read(GAME, bytes, mode) : Kif.FORMAT.read(GAME, bytes, mode);
  }

  private static String write(String name, AnnotatedRecord<ShogiPosition, Move> record) {
    return isKi2(name) ? Ki2.FORMAT.write(record) : Kif.FORMAT.write(record);
  }

  private static AnnotatedRecord<ShogiPosition, Move> reread(
      String name, String text, ReadMode mode) {
    return isKi2(name) ? Ki2.FORMAT.read(GAME, text, mode) : Kif.FORMAT.read(GAME, text, mode);
  }

  @Test
  void everyRecordReadsWritesAndReadsAgain() {
    Map<String, int[]> counts = new TreeMap<>(); // files, strict, as played, refused
    Map<String, AnnotatedRecord<ShogiPosition, Move>> read = new HashMap<>();
    for (Path file : Corpus.files("shogi-kif")) {
      String name = Corpus.name(file);
      byte[] bytes = Corpus.bytes(file);
      int[] count = counts.computeIfAbsent(isKi2(name) ? "KI2" : "KIF", k -> new int[4]);
      count[0]++;
      AnnotatedRecord<ShogiPosition, Move> record;
      if (REFUSED.containsKey(name)) {
        for (ReadMode mode : ReadMode.values()) {
          PlateauException e = assertThrows(PlateauException.class, () -> read(name, bytes, mode));
          assertTrue(e.getMessage().contains(REFUSED.get(name).message()), name + ": " + e);
        }
        count[3]++;
        continue;
      }
      if (AS_PLAYED.containsKey(name)) {
        PlateauException e =
            assertThrows(PlateauException.class, () -> read(name, bytes, ReadMode.STRICT));
        assertTrue(e.getMessage().contains(AS_PLAYED.get(name).message()), name + ": " + e);
        record = read(name, bytes, ReadMode.AS_PLAYED);
        count[2]++;
      } else {
        try {
          record = read(name, bytes, ReadMode.STRICT);
        } catch (PlateauException e) {
          throw new AssertionError(name + " is refused: " + e.getMessage(), e);
        }
        count[1]++;
      }
      String written = write(name, record);
      assertEquals(record, reread(name, written, record.mode()), name + " written as\n" + written);
      read.put(name, record);
    }
    samePairs(read);
    counts.forEach(
        (format, c) ->
            System.out.printf(
                "shogi %s corpus: %d files, %d games, %d strict, %d as played, %d refused%n",
                format, c[0], c[1] + c[2], c[1], c[2], c[3]));
  }

  /** The files of a paired folder with the same name give the same start and main line. */
  private static void samePairs(Map<String, AnnotatedRecord<ShogiPosition, Move>> read) {
    Map<String, List<String>> groups = new TreeMap<>();
    for (String name : read.keySet()) {
      if (PAIRED.stream().anyMatch(name::startsWith)) {
        String base = name.substring(0, name.lastIndexOf('.')).toLowerCase(Locale.ROOT);
        groups.computeIfAbsent(base, k -> new ArrayList<>()).add(name);
      }
    }
    int compared = 0;
    for (List<String> group : groups.values()) {
      for (int i = 1; i < group.size(); i++) {
        AnnotatedRecord<ShogiPosition, Move> a = read.get(group.get(0));
        AnnotatedRecord<ShogiPosition, Move> b = read.get(group.get(i));
        assertEquals(a.record().startPosition(), b.record().startPosition(), group.toString());
        assertEquals(a.record().moves(), b.record().moves(), group.toString());
        compared++;
      }
    }
    assertEquals(39, compared, "pairs compared"); // 23 akicho8, 9 sugyan, 7 na2hiro
  }

  @Test
  void theListsNameFilesOfTheCorpus() {
    List<String> names = Corpus.files("shogi-kif").stream().map(Corpus::name).toList();
    for (String name : AS_PLAYED.keySet()) {
      assertTrue(names.contains(name), name);
    }
    for (String name : REFUSED.keySet()) {
      assertTrue(names.contains(name), name);
    }
  }

  private static AnnotatedRecord<ShogiPosition, Move> file(String name, ReadMode mode) {
    Path path =
        Corpus.files("shogi-kif").stream()
            .filter(p -> Corpus.name(p).equals(name))
            .findFirst()
            .orElseThrow(() -> new AssertionError("no " + name));
    return read(name, Corpus.bytes(path), mode);
  }

  @Test
  void wellKnownGamesHaveTheirMovesAndResults() {
    // counted in the files: the last numbered move, or the marks ▲ △ of KI2
    AnnotatedRecord<ShogiPosition, Move> habu =
        file("shogi-kif/gunyarakun__python-shogi/habu-fujii-2006.kif", ReadMode.STRICT);
    assertEquals(181, habu.record().ply());
    assertEquals(Outcome.win(Color.SENTE, Reason.RESIGNATION), habu.statedOutcome().orElseThrow());
    AnnotatedRecord<ShogiPosition, Move> simple =
        file("shogi-kif/sugyan__shogi-kifu-converter/simple.ki2", ReadMode.STRICT);
    assertEquals(167, simple.record().ply());
    AnnotatedRecord<ShogiPosition, Move> handicap =
        file("shogi-kif/akicho8__shogi-player/27486.KI2", ReadMode.STRICT);
    assertEquals(88, handicap.record().ply());
    assertEquals(Handicap.RIGHT_LANCE.position(GAME), handicap.record().startPosition());
    assertEquals(
        Outcome.win(Color.SENTE, Reason.RESIGNATION), handicap.statedOutcome().orElseThrow());
    AnnotatedRecord<ShogiPosition, Move> henka =
        file("shogi-kif/na2hiro__json-kifu-format/henka.kif", ReadMode.STRICT);
    assertEquals(12, henka.record().ply());
    assertEquals(2, henka.mainLine().get(2).variations().size());
    assertEquals(1, henka.mainLine().get(0).variations().get(0).get(1).variations().size());
    AnnotatedRecord<ShogiPosition, Move> timeUp =
        file("shogi-kif/mogproject__mog-core-scala/002.kif", ReadMode.STRICT);
    assertEquals(193, timeUp.record().ply());
    assertEquals(
        Outcome.win(Color.SENTE, Reason.TIME_FORFEIT), timeUp.statedOutcome().orElseThrow());
    AnnotatedRecord<ShogiPosition, Move> foul =
        file("shogi-kif/mogproject__mog-core-scala/017.kif", ReadMode.AS_PLAYED);
    assertEquals(26, foul.record().ply());
    assertEquals("４五桂(37)", foul.foulMove().orElseThrow());
    assertEquals(Outcome.win(Color.GOTE, Reason.FOUL), foul.record().outcome().orElseThrow());
    AnnotatedRecord<ShogiPosition, Move> sealed =
        file(
            "shogi-kif/na2hiro__json-kifu-format/meijinsen_20180508_M7_10034.kif", ReadMode.STRICT);
    assertEquals(52, sealed.record().ply());
    assertTrue(sealed.statedOutcome().isEmpty());
    assertFalse(sealed.record().isOver());
  }

  @Test
  void theStrictRefusalsNameTheirMove() {
    for (Map.Entry<String, Known> entry : AS_PLAYED.entrySet()) {
      try {
        file(entry.getKey(), ReadMode.STRICT);
        fail(entry.getKey() + " was read strictly");
      } catch (PlateauException e) {
        assertTrue(e.location().isPresent(), entry.getKey());
        assertTrue(e.location().get().line() > 1, entry.getKey());
      }
    }
  }
}
