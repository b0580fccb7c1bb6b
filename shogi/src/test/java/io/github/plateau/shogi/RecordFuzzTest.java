package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.ReadMode;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Fuzzed input for the record readers: random strings and mutated valid records give a record or
 * only the documented exceptions (NotationException with an offset inside the input,
 * IllegalPositionException, and for CSA IllegalMoveException with its place), each with a message;
 * what is read is written and read back the same.
 */
class RecordFuzzTest {
  private static final Shogi GAME = new Shogi();

  /** Texts per format and kind; {@code -Dplateau.fuzz=N} runs more. */
  private static final int RANDOM = Integer.getInteger("plateau.fuzz", 3_000);

  private static final int MUTATED = RANDOM;

  /** Added to the fixed seeds; {@code -Dplateau.fuzzSeed=N} explores others. */
  private static final long SEED = Long.getLong("plateau.fuzzSeed", 0);

  private static final String USI_ALPHABET =
      "position startpos sfen moves 0123456789abcdefghi+*/ -PLNSGBRKplnsgbrk\t";
  private static final String CSA_ALPHABET =
      "V2.3PIN+-$:0123456789FUKYKEGIKIKAHIOUTONYNKNGUMRY%TORYOKACHIAL,T'\n */\r*.X_MAXSLEG";
  private static final String KIF_ALPHABET =
      "０１２３４５６７８９一二三四五六七八九十歩香桂銀金角飛玉王と杏圭全馬龍竜成不打同　 ()0123456789\n"
          + "：:手合割先後上下の持駒番数＝|v・-+投了詰み千日手持将棋中断変化まで平香落ち二枚#*&\r";

  /** A format under test: its reader, its writer and the characters its random texts use. */
  private record Format(
      String name,
      Function<String, Kifu> read,
      Function<Kifu, String> write,
      String alphabet,
      List<String> valid) {}

  private static List<Format> formats() {
    List<String> usi = new ArrayList<>();
    List<String> kif = new ArrayList<>();
    for (long seed = 1; seed <= 40; seed++) {
      GameRecord<ShogiPosition, Move> record =
          RandomRecords.ended(RandomRecords.playout(GAME, seed, 60), seed);
      Kifu kifu = Kifu.of(record, "s" + seed, "g", Map.of("EVENT", "e" + seed));
      usi.add(UsiLine.write(record));
      kif.add(Kif.write(kifu));
    }
    return List.of(
        new Format(
            "USI",
            text -> Kifu.of(UsiLine.read(text)),
            kifu -> UsiLine.write(kifu.record()),
            USI_ALPHABET,
            usi),
        new Format("KIF", Kif::read, Kif::write, KIF_ALPHABET, kif));
  }

  @Test
  void randomTextGivesOnlyTheDocumentedExceptions() {
    for (Format format : formats()) {
      SplittableRandom random = new SplittableRandom(format.name().hashCode() + SEED);
      for (int i = 0; i < RANDOM; i++) {
        StringBuilder text = new StringBuilder();
        int length = random.nextInt(80);
        for (int k = 0; k < length; k++) {
          text.append(format.alphabet().charAt(random.nextInt(format.alphabet().length())));
        }
        check(format, text.toString(), "random " + i);
      }
    }
  }

  @Test
  void mutatedRecordsGiveOnlyTheDocumentedExceptions() {
    int[] accepted = new int[3];
    List<Format> formats = formats();
    for (int f = 0; f < formats.size(); f++) {
      Format format = formats.get(f);
      SplittableRandom random = new SplittableRandom(format.name().hashCode() + 1L + SEED);
      for (int i = 0; i < MUTATED; i++) {
        String valid = format.valid().get(random.nextInt(format.valid().size()));
        String text = mutate(valid, format.alphabet(), random);
        accepted[f] += check(format, text, "mutation " + i) ? 1 : 0;
      }
      // the mutations keep enough texts valid to test the round trip of what is read
      assertTrue(accepted[f] > MUTATED / 50, format.name() + ": " + Arrays.toString(accepted));
      assertTrue(accepted[f] < MUTATED, format.name() + ": " + Arrays.toString(accepted));
    }
  }

  /** Reads a text; returns whether it was accepted. */
  private static boolean check(Format format, String text, String what) {
    String where = format.name() + " " + what + ": \"" + text + "\"";
    Kifu kifu;
    try {
      kifu = format.read().apply(text);
    } catch (NotationException e) {
      assertEquals(text, e.input(), where);
      assertTrue(e.offset() >= 0 && e.offset() <= text.length(), where);
      assertFalse(e.getMessage().isBlank(), where);
      return false;
    } catch (IllegalPositionException e) {
      assertFalse(e.getMessage().isBlank(), where);
      return false;
    } catch (RuntimeException e) {
      throw new AssertionError(where + " threw " + e, e);
    }
    String written = format.write().apply(kifu);
    Kifu again = format.read().apply(written);
    assertEquals(kifu, again, where + "\nwritten as\n" + written);
    assertEquals(written, format.write().apply(again), where);
    return true;
  }

  /** Valid CSA texts with comments, times (V3.0 fractions), foul moves and several records. */
  private static List<String> csaTexts() {
    List<String> texts = new ArrayList<>();
    for (long seed = 1; seed <= 40; seed++) {
      texts.add(Csa.write(CsaSamples.annotated(GAME, seed, seed % 3 == 0)));
    }
    texts.add("PI\n+\n+7776FU\nT3\n-3334FU\n'comment\n+0055KA\n%ILLEGAL_MOVE\n");
    texts.add("V3.0\nN+a\nPI82HI\n-\n-3334FU,T1.5\n%TORYO\n/\nPI\n+\n+7776FU\n%KACHI\n/\n");
    return texts;
  }

  @Test
  void csaRandomTextGivesOnlyTheDocumentedExceptions() {
    SplittableRandom random = new SplittableRandom(0xC5A + SEED);
    for (int i = 0; i < RANDOM; i++) {
      StringBuilder text = new StringBuilder();
      int length = random.nextInt(80);
      for (int k = 0; k < length; k++) {
        text.append(CSA_ALPHABET.charAt(random.nextInt(CSA_ALPHABET.length())));
      }
      checkCsa(text.toString(), ReadMode.values()[i % 2], "random " + i);
    }
  }

  @Test
  void csaMutatedRecordsGiveOnlyTheDocumentedExceptionsInBothModes() {
    List<String> valid = csaTexts();
    for (ReadMode mode : ReadMode.values()) {
      SplittableRandom random = new SplittableRandom(0xC5A + 1L + mode.ordinal() + SEED);
      int accepted = 0;
      for (int i = 0; i < MUTATED; i++) {
        String text = mutate(valid.get(random.nextInt(valid.size())), CSA_ALPHABET, random);
        accepted += checkCsa(text, mode, "mutation " + i) ? 1 : 0;
      }
      assertTrue(accepted > MUTATED / 50, mode + ": " + accepted);
      assertTrue(accepted < MUTATED, mode + ": " + accepted);
    }
  }

  @Test
  void csaMutatedBytesGiveOnlyTheDocumentedExceptions() {
    List<String> valid = csaTexts();
    SplittableRandom random = new SplittableRandom(0xB17E5 + SEED);
    List<String> firstLines =
        List.of("", "'CSA encoding=UTF-8\n", "'CSA encoding=SHIFT_JIS\r\n", "'CSA encoding=\n");
    for (int i = 0; i < MUTATED / 4; i++) {
      String text = firstLines.get(random.nextInt(firstLines.size())) + valid.get(i % valid.size());
      byte[] bytes =
          text.getBytes(
              random.nextBoolean() ? StandardCharsets.UTF_8 : Charset.forName("windows-31j"));
      for (int k = random.nextInt(4); k > 0 && bytes.length > 0; k--) {
        bytes[random.nextInt(bytes.length)] = (byte) random.nextInt(256);
      }
      ReadMode mode = ReadMode.values()[i % 2];
      String where = "CSA bytes " + i + ": " + Arrays.toString(bytes);
      try {
        List<AnnotatedRecord<ShogiPosition, Move>> records = Csa.readAll(GAME, bytes, mode);
        assertEquals(records, Csa.readAll(GAME, Csa.write(records), mode), where);
      } catch (NotationException | IllegalMoveException | IllegalPositionException e) {
        assertFalse(e.getMessage().isBlank(), where);
      } catch (RuntimeException e) {
        throw new AssertionError(where + " threw " + e, e);
      }
    }
  }

  /** Reads a CSA text as one record and as several; returns whether it was accepted. */
  private static boolean checkCsa(String text, ReadMode mode, String what) {
    String where = "CSA " + mode + " " + what + ": \"" + text + "\"";
    List<AnnotatedRecord<ShogiPosition, Move>> records;
    try {
      records = Csa.readAll(GAME, text, mode);
    } catch (NotationException e) {
      assertEquals(text, e.input(), where);
      assertTrue(e.offset() >= 0 && e.offset() <= text.length(), where);
      assertTrue(e.location().isPresent(), where);
      assertFalse(e.getMessage().isBlank(), where);
      return false;
    } catch (IllegalMoveException e) {
      assertTrue(e.location().orElseThrow().ply() >= 1, where);
      assertFalse(e.getMessage().isBlank(), where);
      return false;
    } catch (IllegalPositionException e) {
      assertFalse(e.getMessage().isBlank(), where);
      return false;
    } catch (RuntimeException e) {
      throw new AssertionError(where + " threw " + e, e);
    }
    if (records.size() == 1) {
      assertEquals(records.get(0), Csa.read(GAME, text, mode), where);
    } else {
      assertThrows(NotationException.class, () -> Csa.read(GAME, text, mode), where);
    }
    String written = Csa.write(records);
    List<AnnotatedRecord<ShogiPosition, Move>> again = Csa.readAll(GAME, written, mode);
    assertEquals(records, again, where + "\nwritten as\n" + written);
    assertEquals(written, Csa.write(again), where);
    return true;
  }

  /** A few random edits: characters deleted, inserted or replaced, lines doubled or swapped. */
  private static String mutate(String valid, String alphabet, SplittableRandom random) {
    StringBuilder text = new StringBuilder(valid);
    int edits = 1 + random.nextInt(3);
    for (int e = 0; e < edits; e++) {
      int at = text.length() == 0 ? 0 : random.nextInt(text.length());
      char c = alphabet.charAt(random.nextInt(alphabet.length()));
      switch (random.nextInt(6)) {
        case 0 -> {
          if (text.length() > 0) {
            text.deleteCharAt(at);
          }
        }
        case 1 -> text.insert(at, c);
        case 2 -> {
          if (text.length() > 0) {
            text.setCharAt(at, c);
          }
        }
        case 3 -> text.setLength(at);
        case 4 -> {
          List<String> lines = new ArrayList<>(List.of(text.toString().split("\n", -1)));
          int line = random.nextInt(lines.size());
          lines.add(line, lines.get(line));
          text = new StringBuilder(String.join("\n", lines));
        }
        default -> {
          List<String> lines = new ArrayList<>(List.of(text.toString().split("\n", -1)));
          int a = random.nextInt(lines.size());
          int b = random.nextInt(lines.size());
          String line = lines.get(a);
          lines.set(a, lines.get(b));
          lines.set(b, line);
          text = new StringBuilder(String.join("\n", lines));
        }
      }
    }
    return text.toString();
  }
}
