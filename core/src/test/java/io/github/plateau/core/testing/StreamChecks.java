package io.github.plateau.core.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Location;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.Position;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.RecordFormat;
import io.github.plateau.core.RecordFormat.Entry;
import io.github.plateau.core.RecordStream;
import io.github.plateau.core.RecordWriter;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.lang.ref.WeakReference;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Checks that a format's stream ({@link RecordFormat#stream}) reads the games a whole-text {@link
 * RecordFormat#readEach} reads: the same records, and the same refusals, of the same class and
 * problem, at the same line, column and move of the file.
 */
public final class StreamChecks {
  private StreamChecks() {}

  /**
   * Streams a file's bytes and compares with reading them whole.
   *
   * @param format the format
   * @param game the game
   * @param bytes the file's bytes
   * @param mode how moves are replayed
   * @param name what the file is, for messages
   * @param <P> the position type
   * @param <M> the move type
   * @return the entries, as streamed
   */
  public static <P extends Position<P, M>, M> List<RecordStream.Item<P, M>> sameAsReadEach(
      RecordFormat<P, M> format, Game<P, M> game, byte[] bytes, ReadMode mode, String name) {
    List<Entry<P, M>> whole = format.readEach(game, bytes, mode);
    List<RecordStream.Item<P, M>> streamed =
        drain(format.stream(game, new ByteArrayInputStream(bytes), mode));
    compare(whole, streamed, name + " (" + mode + ")");
    return streamed;
  }

  /**
   * Streams a text and compares with reading it whole.
   *
   * @param format the format
   * @param game the game
   * @param text the text
   * @param mode how moves are replayed
   * @param name what the text is, for messages
   * @param <P> the position type
   * @param <M> the move type
   * @return the entries, as streamed
   */
  public static <P extends Position<P, M>, M> List<RecordStream.Item<P, M>> sameAsReadEach(
      RecordFormat<P, M> format, Game<P, M> game, String text, ReadMode mode, String name) {
    List<Entry<P, M>> whole = format.readEach(game, text, mode);
    List<RecordStream.Item<P, M>> streamed =
        drain(format.stream(game, new StringReader(text), mode));
    compare(whole, streamed, name + " (" + mode + ")");
    return streamed;
  }

  /**
   * Seeded files of a few random games written one at a time, some of their lines replaced by
   * breaks and their line ends changed: each streams as it reads whole, in both modes, as text and
   * as UTF-8 bytes.
   *
   * @param format the format, of a game with several games a file
   * @param game the game
   * @param breaks lines to put in place of the files' lines
   * @param seeds how many files, seeded 1 to this
   * @param <P> the position type
   * @param <M> the move type
   */
  public static <P extends Position<P, M>, M> void checkSeededFiles(
      RecordFormat<P, M> format, Game<P, M> game, List<String> breaks, int seeds) {
    for (long seed = 1; seed <= seeds; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      StringBuilder out = new StringBuilder();
      RecordWriter<P, M> writer = format.writer(out);
      int games = 1 + random.nextInt(5);
      try {
        for (int i = 0; i < games; i++) {
          writer.write(playout(game, random, 1 + random.nextInt(30)));
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      List<String> lines = new ArrayList<>(List.of(out.toString().split("\n", -1)));
      int broken = random.nextInt(4);
      for (int i = 0; i < broken; i++) {
        lines.set(random.nextInt(lines.size()), breaks.get(random.nextInt(breaks.size())));
      }
      String end = random.nextInt(3) == 0 ? "\r\n" : random.nextInt(5) == 0 ? "\r" : "\n";
      String text = String.join(end, lines);
      for (ReadMode mode : ReadMode.values()) {
        sameAsReadEach(format, game, text, mode, "seed " + seed);
        sameAsReadEach(format, game, text.getBytes(StandardCharsets.UTF_8), mode, "seed " + seed);
      }
    }
  }

  /** The largest file {@link #checkMutatedFiles} edits. */
  private static final int SMALL_FILE = 1 << 16;

  /**
   * Real files of up to 64 KiB with one to three seeded edits each ({@link Fuzz#mutate} of their
   * text): each streams as it reads whole, in a seeded mode, and neither lets out anything but a
   * refusal. It finds a PDN comment between games read as a game within its first seeds; the rarer
   * defects a longer throwaway run found (a tag broken at a brace, a blank CSA key) are pinned by
   * their formats' own tests.
   *
   * @param format the format
   * @param game the game
   * @param files the files, such as {@link Corpus#files}'s of the format
   * @param inputs how many mutated texts, seeded 1 to this
   * @param <P> the position type
   * @param <M> the move type
   */
  public static <P extends Position<P, M>, M> void checkMutatedFiles(
      RecordFormat<P, M> format, Game<P, M> game, List<Path> files, int inputs) {
    List<String> texts = new ArrayList<>();
    for (Path file : files) {
      byte[] bytes = Corpus.bytes(file);
      if (bytes.length > SMALL_FILE) {
        continue; // edits in a large file are diluted, and each input costs more
      }
      try {
        texts.add(format.decode(bytes));
      } catch (PlateauException e) {
        // not text in the format's encodings: its bytes are another test's
      }
    }
    assertFalse(texts.isEmpty(), "no file");
    for (long seed = 1; seed <= inputs; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      String text = Fuzz.mutate(texts.get(random.nextInt(texts.size())), random);
      ReadMode mode = random.nextBoolean() ? ReadMode.STRICT : ReadMode.AS_PLAYED;
      sameAsReadEach(format, game, text, mode, "mutated text, seed " + seed);
    }
  }

  /**
   * A game of random legal moves from the game's start.
   *
   * @param game the game
   * @param random the moves' source
   * @param plies the most plies
   * @param <P> the position type
   * @param <M> the move type
   * @return the record, shorter if the game ended
   */
  public static <P extends Position<P, M>, M> GameRecord<P, M> playout(
      Game<P, M> game, SplittableRandom random, int plies) {
    GameRecord<P, M> record = GameRecord.start(game);
    for (int i = 0; i < plies && !record.isOver(); i++) {
      List<M> legal = record.current().legalMoves();
      record = record.play(legal.get(random.nextInt(legal.size())));
    }
    return record;
  }

  /**
   * A file of many short games written one at a time, more than a MiB so that it is decoded as it
   * is read, streamed: every game is counted, and the first one read is not held while the others
   * are (a weak reference to it is cleared), which a reader holding every game fails.
   *
   * @param format the format, of a game with several games a file
   * @param game the game
   * @param games how many games
   * @param <P> the position type
   * @param <M> the move type
   */
  public static <P extends Position<P, M>, M> void checkManyGames(
      RecordFormat<P, M> format, Game<P, M> game, int games) {
    StringBuilder out = new StringBuilder();
    RecordWriter<P, M> writer = format.writer(out);
    long plies = 0;
    SplittableRandom random = new SplittableRandom(games);
    List<GameRecord<P, M>> kinds = new ArrayList<>();
    for (int i = 0; i < 50; i++) {
      kinds.add(playout(game, random, 4 + i % 5));
    }
    try {
      for (int i = 0; i < games; i++) {
        GameRecord<P, M> record = kinds.get(i % kinds.size());
        plies += record.ply();
        writer.write(record);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    byte[] bytes = out.toString().getBytes(StandardCharsets.UTF_8);
    out.setLength(0);
    assertTrue(bytes.length > 1 << 20, "more than the window decoded whole: " + bytes.length);
    long count = 0;
    long read = 0;
    WeakReference<AnnotatedRecord<P, M>> first = null;
    try (RecordStream<P, M> stream =
        format.stream(game, new ByteArrayInputStream(bytes), ReadMode.STRICT)) {
      while (stream.hasNext()) {
        RecordStream.Item<P, M> item = stream.next();
        count++;
        AnnotatedRecord<P, M> record = item.entry().record().orElseThrow();
        read += record.record().ply();
        if (first == null) {
          first = new WeakReference<>(record);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    assertEquals(games, count, "games streamed");
    assertEquals(plies, read, "plies streamed");
    for (int i = 0; i < 20 && first.get() != null; i++) {
      System.gc();
    }
    assertNull(first.get(), "the first game is still held after the stream went on");
  }

  /**
   * Ten seeded playouts of 40 plies written one at a time by the format's writer give the text that
   * writing them together gives: for formats whose files hold several games and whose writer adds
   * nothing between them.
   *
   * @param format the format
   * @param game the game
   * @param <P> the position type
   * @param <M> the move type
   * @throws IOException never: the writer writes to a string
   */
  public static <P extends Position<P, M>, M> void checkWriterWritesAsWrite(
      RecordFormat<P, M> format, Game<P, M> game) throws IOException {
    List<AnnotatedRecord<P, M>> records = new ArrayList<>();
    StringBuilder out = new StringBuilder();
    RecordWriter<P, M> writer = format.writer(out);
    SplittableRandom random = new SplittableRandom(3);
    for (int i = 0; i < 10; i++) {
      AnnotatedRecord<P, M> record = AnnotatedRecord.of(playout(game, random, 40));
      records.add(record);
      writer.write(record);
    }
    assertEquals(format.write(records), out.toString());
  }

  private static <P extends Position<P, M>, M> List<RecordStream.Item<P, M>> drain(
      RecordStream<P, M> stream) {
    List<RecordStream.Item<P, M>> items = new ArrayList<>();
    try (stream) {
      stream.forEachRemaining(items::add);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return items;
  }

  private static <P extends Position<P, M>, M> void compare(
      List<Entry<P, M>> whole, List<RecordStream.Item<P, M>> streamed, String name) {
    assertEquals(whole.size(), streamed.size(), name + ": the number of games");
    for (int i = 0; i < whole.size(); i++) {
      Entry<P, M> expected = whole.get(i);
      RecordStream.Item<P, M> item = streamed.get(i);
      String game = name + ", game " + (i + 1);
      assertEquals(i + 1, item.number(), game + ": its number");
      if (expected.record().isPresent()) {
        if (item.entry().record().isEmpty()) {
          fail(game + ": read whole, refused streamed: " + item.entry().failure().get());
        }
        assertEquals(expected.record().get(), item.entry().record().get(), game);
        continue;
      }
      PlateauException failure = expected.failure().get();
      if (item.entry().failure().isEmpty()) {
        fail(game + ": refused whole (" + failure.getMessage() + "), read streamed");
      }
      PlateauException got = item.entry().failure().get();
      assertEquals(failure.getClass(), got.getClass(), game + ": " + got.getMessage());
      assertEquals(failure.problem(), got.problem(), game);
      assertEquals(failure.location().isPresent(), got.location().isPresent(), game);
      if (failure.location().isPresent()) {
        Location at = failure.location().get();
        Location streamedAt = got.location().get();
        assertEquals(
            at.line(), item.failureLine().getAsLong(), game + ": the line of " + got.getMessage());
        assertEquals(at.column(), streamedAt.column(), game + ": the column");
        assertEquals(at.ply(), streamedAt.ply(), game + ": the move");
        assertTrue(item.line() <= at.line(), game + ": its text starts before its refusal");
      }
    }
  }
}
