package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.RecordFormat;
import io.github.plateau.core.testing.Corpus;
import io.github.plateau.core.testing.StreamChecks;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * KIF and KI2 files joined into one text ({@code cat *.kif}): read game by game, a header line
 * after a game's moves starting the next, where before the whole text was refused.
 */
class KifJoinedFilesTest {
  private static final Shogi GAME = new Shogi();

  private static final String KIF_A =
      "#KIF version=2.0 encoding=UTF-8\n開始日時：2023/01/01\n先手：A\n後手：B\n"
          + "手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 投了\n"
          + "まで2手で後手の勝ち\n";
  private static final String KIF_B =
      "\uFEFF先手：C\n後手：D\n手数----指手---------消費時間--\n   1 ２六歩(27)\n*a comment\n" + "   2 ８四歩(83)\n";
  private static final String KIF_C = "手合割：平手\n先手：E\n後手：F\n   1 ５六歩(57)\n   2 中断\nまで1手で中断\n";
  private static final String KI2_A = "開始日時：2023/01/01\n先手：A\n後手：B\n\n▲７六歩 △３四歩\nまで2手で中断\n";
  private static final String KI2_B = "\uFEFF先手：C\n後手：D\n▲２六歩\n*a comment\n△８四歩\n";
  private static final String KI2_C = "手合割：平手\n先手：E\n後手：F\n▲５六歩\n";

  @Test
  void joinedKifFilesAreReadAsEachAlone() {
    joinedFilesAreReadAsEachAlone(Kif.FORMAT, KIF_A, KIF_B, KIF_C);
  }

  @Test
  void joinedKi2FilesAreReadAsEachAlone() {
    joinedFilesAreReadAsEachAlone(Ki2.FORMAT, KI2_A, KI2_B, KI2_C);
  }

  private static void joinedFilesAreReadAsEachAlone(
      RecordFormat<ShogiPosition, Move> format, String a, String b, String c) {
    List<AnnotatedRecord<ShogiPosition, Move>> alone =
        List.of(
            format.read(GAME, a, ReadMode.STRICT),
            format.read(GAME, b, ReadMode.STRICT),
            format.read(GAME, c, ReadMode.STRICT));
    for (String gap : List.of("", "\n", "\r\n\r\n")) {
      String joined = a + gap + b + gap + c;
      assertEquals(alone, format.readAll(GAME, joined, ReadMode.STRICT), gap);
      assertEquals(
          alone,
          format.readEach(GAME, joined, ReadMode.STRICT).stream()
              .map(e -> e.record().orElseThrow())
              .toList());
      StreamChecks.sameAsReadEach(
          format, GAME, joined.getBytes(StandardCharsets.UTF_8), ReadMode.STRICT, "joined");
      // one game is read by read(), which names where the second starts
      NotationException second =
          assertThrows(NotationException.class, () -> format.read(GAME, joined, ReadMode.STRICT));
      assertEquals(
          "a second game starts here: read a text of several games with readAll", second.problem());
      assertEquals(
          a.lines().count() + gap.lines().count() + 1, second.location().orElseThrow().line());
    }
  }

  @Test
  void anyHeaderLineAfterTheMovesStartsTheNextGame() {
    // a free key or a flag first, as Kifu for Windows and others write files
    for (String start : List.of("対局ID：7\n盤面回転\n", "場所：東京\n", "盤面回転\n", "#KIF\n終了日時：x\n")) {
      String next = start + KIF_C;
      List<AnnotatedRecord<ShogiPosition, Move>> alone =
          List.of(
              Kif.FORMAT.read(GAME, KIF_A, ReadMode.AS_PLAYED),
              Kif.FORMAT.read(GAME, next, ReadMode.AS_PLAYED));
      String joined = KIF_A + next;
      assertEquals(alone, Kif.FORMAT.readAll(GAME, joined, ReadMode.AS_PLAYED), start);
      StreamChecks.sameAsReadEach(
          Kif.FORMAT, GAME, joined.getBytes(StandardCharsets.UTF_8), ReadMode.AS_PLAYED, start);
    }
  }

  @Test
  void aRefusedGameIsPassedOverToTheNextOnesHeader() {
    String illegal = KIF_B.replace("８四歩(83)", "８四歩(82)");
    String badHeader = "先手の持駒：X\n" + KIF_B;
    String badMove = KIF_B.replace("   1 ２六歩(27)", "   1 ２六x");
    for (String broken : List.of(illegal, badHeader, badMove)) {
      String joined = KIF_A + broken + KIF_C;
      List<RecordFormat.Entry<ShogiPosition, Move>> entries =
          Kif.FORMAT.readEach(GAME, joined, ReadMode.STRICT);
      assertEquals(3, entries.size(), broken + ": " + entries);
      assertEquals(
          Kif.FORMAT.read(GAME, KIF_A, ReadMode.STRICT), entries.get(0).record().orElseThrow());
      assertTrue(entries.get(1).failure().isPresent(), broken);
      assertEquals(
          Kif.FORMAT.read(GAME, KIF_C, ReadMode.STRICT), entries.get(2).record().orElseThrow());
      // the refusal names the line of the joined text
      int line = entries.get(1).failure().orElseThrow().location().orElseThrow().line();
      assertTrue(line > KIF_A.lines().count(), broken + " refused at line " + line);
      assertThrows(PlateauException.class, () -> Kif.FORMAT.readAll(GAME, joined, ReadMode.STRICT));
      // streamed, cut at each game's first header line: the same entries
      for (String gap : List.of("", "\r\n", "\uFEFF")) {
        String text = KIF_A + gap + broken + gap + KIF_C;
        StreamChecks.sameAsReadEach(
            Kif.FORMAT, GAME, text.getBytes(StandardCharsets.UTF_8), ReadMode.STRICT, broken);
      }
    }
    // a refused last game ends the list
    List<RecordFormat.Entry<ShogiPosition, Move>> last =
        Kif.FORMAT.readEach(GAME, KIF_A + illegal, ReadMode.STRICT);
    assertEquals(2, last.size());
    assertTrue(last.get(1).failure().isPresent());
  }

  /**
   * The corpus's KIF and KI2 files that read alone, start with a header line and hold a move,
   * joined in one text per format, read as the files read one by one.
   */
  @Test
  void corpusFilesJoinedReadAsEachAlone() {
    for (RecordFormat<ShogiPosition, Move> format : List.of(Kif.FORMAT, Ki2.FORMAT)) {
      StringBuilder joined = new StringBuilder();
      List<AnnotatedRecord<ShogiPosition, Move>> alone = new ArrayList<>();
      for (Path file : Corpus.files("shogi-kif")) {
        String name = file.getFileName().toString();
        if (name.endsWith(".ki2") != (format == Ki2.FORMAT)) {
          continue;
        }
        String text = format.decode(Corpus.bytes(file));
        Optional<AnnotatedRecord<ShogiPosition, Move>> record =
            format.readEach(GAME, text, ReadMode.AS_PLAYED).stream()
                .findFirst()
                .flatMap(RecordFormat.Entry::record);
        // a game of no move (a problem's diagram alone) has no moves for the next header to follow
        if (record.isPresent() && !record.get().mainLine().isEmpty() && startsWithHeader(text)) {
          alone.add(record.get());
          joined.append(text).append(text.endsWith("\n") ? "" : "\n");
        }
      }
      if (alone.isEmpty()) {
        continue; // no corpus here
      }
      assertTrue(alone.size() >= 10, format + ": " + alone.size() + " files");
      assertEquals(
          alone, format.readAll(GAME, joined.toString(), ReadMode.AS_PLAYED), format.name());
      byte[] bytes = joined.toString().getBytes(StandardCharsets.UTF_8);
      for (ReadMode mode : ReadMode.values()) {
        StreamChecks.sameAsReadEach(format, GAME, bytes, mode, format.name() + " joined");
      }
    }
  }

  /** Whether the first line that is not blank or a {@code #} line is a header line. */
  private static boolean startsWithHeader(String text) {
    return text.lines()
        .map(l -> l.replace("\uFEFF", "").strip())
        .filter(l -> !l.isEmpty() && !l.startsWith("#"))
        .findFirst()
        .map(KifHeader::isHeaderLine)
        .orElse(false);
  }
}
