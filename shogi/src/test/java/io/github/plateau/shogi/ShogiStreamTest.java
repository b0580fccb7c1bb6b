package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.RecordFormat;
import io.github.plateau.core.RecordStream;
import io.github.plateau.core.RecordWriter;
import io.github.plateau.core.testing.Corpus;
import io.github.plateau.core.testing.StreamChecks;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Shogi's formats streamed ({@link RecordFormat#stream}): the same games and refusals as read
 * whole, over the corpus and over seeded CSA files with broken records; a file of many games in
 * constant memory; games written one at a time.
 */
class ShogiStreamTest {
  private static final Shogi GAME = new Shogi();

  /** Lines put in place of a line of a CSA file: broken moves, separators, blanks, comments. */
  private static final List<String> BREAKS =
      List.of(
          "+9999ZZ",
          "%FOO",
          "P1garbage",
          "",
          "/",
          " / ",
          "\uFEFF/",
          "'CSA encoding=UTF-8",
          "V9.9",
          "+",
          "N+again",
          "'a comment",
          "-0000KY",
          "T-5");

  @Test
  void csaCorpusStreamsAsReadWhole() {
    for (Path file : Corpus.files("shogi-csa")) {
      for (ReadMode mode : ReadMode.values()) {
        StreamChecks.sameAsReadEach(Csa.FORMAT, GAME, Corpus.bytes(file), mode, Corpus.name(file));
      }
    }
  }

  @Test
  void kifCorpusStreamsAsReadWhole() {
    for (Path file : Corpus.files("shogi-kif")) {
      String name = file.getFileName().toString();
      RecordFormat<ShogiPosition, Move> format = name.endsWith(".ki2") ? Ki2.FORMAT : Kif.FORMAT;
      for (ReadMode mode : ReadMode.values()) {
        StreamChecks.sameAsReadEach(format, GAME, Corpus.bytes(file), mode, Corpus.name(file));
      }
    }
  }

  @Test
  void mutatedCsaCorpusFilesStreamAsReadWhole() {
    StreamChecks.checkMutatedFiles(Csa.FORMAT, GAME, Corpus.files("shogi-csa"), 2000);
  }

  @Test
  void seededCsaFilesWithBrokenRecordsStreamAsReadWhole() throws IOException {
    for (long seed = 1; seed <= 60; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      StringBuilder out = new StringBuilder();
      RecordWriter<ShogiPosition, Move> writer = Csa.FORMAT.writer(out);
      int games = 1 + random.nextInt(5);
      for (int i = 0; i < games; i++) {
        writer.write(CsaSamples.annotated(GAME, seed * 10 + i, random.nextBoolean()));
      }
      List<String> lines = new ArrayList<>(List.of(out.toString().split("\n", -1)));
      int breaks = random.nextInt(4);
      for (int i = 0; i < breaks; i++) {
        lines.set(random.nextInt(lines.size()), BREAKS.get(random.nextInt(BREAKS.size())));
      }
      String end = random.nextInt(3) == 0 ? "\r\n" : random.nextInt(5) == 0 ? "\r" : "\n";
      String text = String.join(end, lines);
      for (ReadMode mode : ReadMode.values()) {
        StreamChecks.sameAsReadEach(Csa.FORMAT, GAME, text, mode, "seed " + seed);
        StreamChecks.sameAsReadEach(
            Csa.FORMAT, GAME, text.getBytes(StandardCharsets.UTF_8), mode, "seed " + seed);
      }
    }
  }

  @Test
  void recordsWrittenOneAtATimeReadBackAsWrittenTogether() throws IOException {
    List<AnnotatedRecord<ShogiPosition, Move>> records = new ArrayList<>();
    StringBuilder out = new StringBuilder();
    RecordWriter<ShogiPosition, Move> writer = Csa.FORMAT.writer(out);
    for (long seed = 1; seed <= 12; seed++) {
      AnnotatedRecord<ShogiPosition, Move> record = CsaSamples.annotated(GAME, seed, seed % 3 == 0);
      records.add(record);
      writer.write(record);
    }
    assertEquals(12, writer.count());
    // As the records written together read back.
    assertEquals(
        Csa.FORMAT.readAll(GAME, Csa.FORMAT.write(records), ReadMode.AS_PLAYED),
        Csa.FORMAT.readAll(GAME, out.toString(), ReadMode.AS_PLAYED));
  }

  @Test
  void aKifFileHoldsOneGameWrittenOrStreamed() throws IOException {
    StringBuilder out = new StringBuilder();
    RecordWriter<ShogiPosition, Move> writer = Kif.FORMAT.writer(out);
    GameRecord<ShogiPosition, Move> record = RandomRecords.playout(GAME, 5, 30);
    writer.write(record);
    String one = out.toString();
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> writer.write(record));
    assertTrue(e.getMessage().contains("one game"), e.getMessage());
    assertEquals(one, out.toString(), "nothing written by the refused write");
    assertEquals(1, writer.count());
  }

  @Test
  void manyGamesStreamWithoutBeingHeld() {
    StreamChecks.checkManyGames(Csa.FORMAT, GAME, 20_000);
  }

  @Test
  @SuppressWarnings({"unchecked", "rawtypes"})
  void badArgumentsAreIllegalArgumentExceptions() {
    ByteArrayInputStream in = new ByteArrayInputStream(new byte[0]);
    assertThrows(
        IllegalArgumentException.class, () -> Csa.FORMAT.stream(null, in, ReadMode.STRICT));
    assertThrows(
        IllegalArgumentException.class,
        () -> Csa.FORMAT.stream(GAME, (java.io.InputStream) null, ReadMode.STRICT));
    assertThrows(IllegalArgumentException.class, () -> Csa.FORMAT.stream(GAME, in, null));
    assertThrows(
        IllegalArgumentException.class,
        () -> Csa.FORMAT.stream(GAME, (java.nio.file.Path) null, ReadMode.STRICT));
    RecordFormat raw = Csa.FORMAT;
    IllegalArgumentException other =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                raw.stream(new io.github.plateau.core.tictactoe.TicTacToe(), in, ReadMode.STRICT));
    assertTrue(other.getMessage().contains("CSA"), other.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Csa.FORMAT.writer(null));
    RecordWriter<ShogiPosition, Move> writer = Csa.FORMAT.writer(new StringBuilder());
    assertThrows(
        IllegalArgumentException.class,
        () -> writer.write((AnnotatedRecord<ShogiPosition, Move>) null));
  }

  @Test
  void bytesThatAreNotTextAreOneRefusal() throws IOException {
    byte[] bytes = {(byte) 0xFF, (byte) 0xFE, (byte) 0x81, 0x0A};
    try (RecordStream<ShogiPosition, Move> stream =
        Csa.FORMAT.stream(GAME, new ByteArrayInputStream(bytes), ReadMode.STRICT)) {
      RecordStream.Item<ShogiPosition, Move> item = stream.next();
      assertTrue(item.entry().failure().orElseThrow() instanceof NotationException);
      assertTrue(!stream.hasNext());
    }
  }
}
