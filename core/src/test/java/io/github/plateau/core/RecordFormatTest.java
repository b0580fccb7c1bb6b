package io.github.plateau.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.shuttle.Shuttle;
import io.github.plateau.core.shuttle.ShuttlePosition;
import io.github.plateau.core.shuttle.Step;
import io.github.plateau.core.text.TextRecordFormat;
import io.github.plateau.core.tictactoe.TicTacToe;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RecordFormatTest {
  /** A format of shuttle games: one game per line, its steps as written. */
  private static final RecordFormat<ShuttlePosition, Step> STEPS =
      TextRecordFormat.of(
          "Steps",
          List.of("steps", "stp"),
          Shuttle.class,
          RecordFormatTest::read,
          RecordFormatTest::write);

  private static List<AnnotatedRecord<ShuttlePosition, Step>> read(
      Shuttle game, byte[] bytes, ReadMode mode) {
    List<AnnotatedRecord<ShuttlePosition, Step>> records = new ArrayList<>();
    for (String line : new String(bytes, StandardCharsets.UTF_8).split("\n")) {
      GameRecord<ShuttlePosition, Step> record =
          mode == ReadMode.STRICT
              ? GameRecord.start(game)
              : GameRecord.asPlayed(game, game.start());
      for (char c : line.toCharArray()) {
        record = record.play(String.valueOf(c));
      }
      records.add(AnnotatedRecord.of(record));
    }
    return records;
  }

  private static String write(List<AnnotatedRecord<ShuttlePosition, Step>> records) {
    StringBuilder out = new StringBuilder();
    for (AnnotatedRecord<ShuttlePosition, Step> record : records) {
      for (Step step : record.record().moves()) {
        out.append(step.delta() > 0 ? '+' : '-');
      }
      out.append('\n');
    }
    return out.toString();
  }

  @Test
  void aFormatReadsItsGamesClassAndWritesWhatItRead() {
    Shuttle game = new Shuttle(Repetition.after(3), false);
    byte[] bytes = "-+\n+-+-+\n".getBytes(StandardCharsets.UTF_8);
    List<AnnotatedRecord<ShuttlePosition, Step>> records =
        STEPS.readAll(game, bytes, ReadMode.AS_PLAYED);
    assertEquals(2, records.size());
    assertEquals(ReadMode.AS_PLAYED, records.get(1).mode());
    assertEquals("-+\n+-+-+\n", STEPS.write(records));
    assertEquals("Steps", STEPS.name());
    assertEquals("Steps", STEPS.toString());
    assertEquals(List.of("steps", "stp"), STEPS.extensions());
    assertEquals(List.of(), game.recordFormats());
  }

  @Test
  void aGameOfAnotherClassIsRefusedByName() {
    @SuppressWarnings({"unchecked", "rawtypes"})
    RecordFormat<
            io.github.plateau.core.tictactoe.TicTacToePosition,
            io.github.plateau.core.tictactoe.Cell>
        raw = (RecordFormat) STEPS;
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> raw.readAll(new TicTacToe(), new byte[0], ReadMode.STRICT));
    assertEquals("Steps reads Shuttle games, not Tic-tac-toe", e.getMessage());
    assertThrows(
        IllegalArgumentException.class, () -> STEPS.readAll(null, new byte[0], ReadMode.STRICT));
  }

  @Test
  void aNullArgumentOfAStreamOrReadEachIsNamed() {
    Shuttle game = new Shuttle(null, false);
    java.util.Map<String, org.junit.jupiter.api.function.Executable> calls =
        new java.util.LinkedHashMap<>();
    calls.put("game is null", () -> STEPS.stream(null, new StringReader(""), ReadMode.STRICT));
    calls.put("bytes is null", () -> STEPS.stream(game, (InputStream) null, ReadMode.STRICT));
    calls.put("file is null", () -> STEPS.stream(game, (java.nio.file.Path) null, ReadMode.STRICT));
    calls.put("text is null", () -> STEPS.stream(game, (StringReader) null, ReadMode.STRICT));
    calls.put("mode is null", () -> STEPS.stream(game, new StringReader(""), null));
    calls.put("bytes is null ", () -> STEPS.readEach(game, (byte[]) null, ReadMode.STRICT));
    calls.put("mode is null ", () -> STEPS.readEach(game, new byte[0], null));
    calls.forEach(
        (message, call) ->
            assertEquals(
                message.strip(),
                assertThrows(IllegalArgumentException.class, call).getMessage(),
                message));
  }

  @Test
  void namesAndExtensionsAreChecked() {
    assertThrows(
        IllegalArgumentException.class,
        () ->
            TextRecordFormat.of(
                " ", List.of("x"), Shuttle.class, RecordFormatTest::read, RecordFormatTest::write));
    assertThrows(
        IllegalArgumentException.class,
        () ->
            TextRecordFormat.of(
                "X",
                List.of("PGN"),
                Shuttle.class,
                RecordFormatTest::read,
                RecordFormatTest::write));
    assertThrows(
        IllegalArgumentException.class,
        () ->
            TextRecordFormat.of(
                "X", List.of(), Shuttle.class, RecordFormatTest::read, RecordFormatTest::write));
  }

  @Test
  void aFileIsOfAFormatByItsLastExtensionInAnyCase() {
    for (String name : List.of("a.steps", "A.STP", "games/2024.01.stp", "x.tar.Steps")) {
      assertTrue(STEPS.matchesExtension(name), name);
    }
    for (String name : List.of("steps", "a.steps.txt", "a.", ".", "", "a.st")) {
      assertFalse(STEPS.matchesExtension(name), name);
    }
    assertThrows(IllegalArgumentException.class, () -> STEPS.matchesExtension(null));
  }
}
