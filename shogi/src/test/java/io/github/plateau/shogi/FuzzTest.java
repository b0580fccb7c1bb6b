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
import io.github.plateau.core.testing.TextRoundTrips;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Fuzzed input for the record readers: random strings and mutated valid records give a record or
 * only the documented exceptions (NotationException with an offset inside the input,
 * IllegalMoveException with its place in the input, IllegalPositionException), each with a message;
 * what is read is written and read back the same. KIF and KI2 are read in both modes, from records
 * with comments, times, bookmarks and variations; CSA has its own fuzz tests below.
 */
class FuzzTest {
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
          + "：:手合割先後上下の持駒番数＝|v・-+投了詰み千日手持将棋中断変化まで平香落ち二枚#*&\r/反則勝負切れ封じ";
  private static final String KI2_ALPHABET = KIF_ALPHABET + "▲△▽右左直上寄引の勝ち時間により";

  /** A format under test: its reader, its writer and the characters its random texts use. */
  private record Format(
      String name,
      Function<String, Object> read,
      Function<Object, String> write,
      String alphabet,
      List<String> valid) {}

  @SuppressWarnings("unchecked")
  private static AnnotatedRecord<ShogiPosition, Move> annotated(Object record) {
    return (AnnotatedRecord<ShogiPosition, Move>) record;
  }

  private static List<Format> formats() {
    List<String> usi = new ArrayList<>();
    List<String> kif = new ArrayList<>();
    List<String> ki2 = new ArrayList<>();
    for (long seed = 1; seed <= 40; seed++) {
      GameRecord<ShogiPosition, Move> record =
          RandomRecords.ended(RandomRecords.playout(GAME, seed, 60), seed);
      usi.add(UsiLine.format(record));
      AnnotatedRecord<ShogiPosition, Move> annotated = RandomRecords.annotated(record, seed);
      kif.add(Kif.FORMAT.write(annotated));
      ki2.add(Ki2.FORMAT.write(annotated));
    }
    kif.add(
        "#KIF version=2.0 encoding=UTF-8\n手合割：平手\n先手：a\n手数----指手--\n*start\n"
            + "1 ７六歩(77) ( 0:01/00:00:01)+\n2 ３四歩(33) (0:2/)\n&mark\n3 ５八金(69)\n"
            + "4 ８八角成(22)\n5 ６九金(58)\n6 反則勝ち\nまで5手で後手の反則勝ち\n\n変化：1手\n"
            + "1 ７六歩(77)\n2 ８四歩(83)+\n*c\n\n変化：2手\n2 ３四歩(33)\n3 ２二角成(88)\n"
            + "4 同　銀(31)\n5 Time-up\n");
    kif.add(
        "後手の持駒：飛 角 金二\n  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n"
            + "| ・ ・ ・ ・v玉 ・ ・ ・ ・|一\n"
            + "| ・ ・ ・ ・ ・ ・ ・ ・ ・|二\n".repeat(7)
            + "| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九\n+---------------------------+\n先手の持駒：歩十八\n"
            + "手数＝10\n後手番\n  11 ５二玉(51)\n  12 ５八玉(59)\n  13 ５五角打\n  14 封じ手\n");
    ki2.add("手合割：角落ち\n下手：A\n\n△３四歩　▲７六歩 △８四歩\n*c\n▲５五飛\n" + "まで4手で後手の反則勝ち\n\n変化：2手\n▲２六歩 △８四歩\n");
    ki2.add(
        "後手の持駒：なし\n  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n"
            + "| ・ ・ ・ ・v玉 ・ ・ ・ ・|一\n"
            + "| ・ ・ ・ ・ ・ ・ ・ ・ ・|二\n".repeat(6)
            + "| ・ ・ ・ 金 金 金 ・ ・ ・|八\n| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九\n"
            + "+---------------------------+\n先手の持駒：金\n先手番\n▲５七金直 △４二玉 ▲４七金右"
            + " △５二玉 ▲６七金寄\nまで5手で中断\n");
    return List.of(
        new Format(
            "USI",
            text -> AnnotatedRecord.of(UsiLine.parse(text)),
            record -> UsiLine.format(annotated(record).record()),
            USI_ALPHABET,
            usi),
        new Format(
            "KIF",
            Kif.FORMAT::read,
            record -> Kif.FORMAT.write(annotated(record)),
            KIF_ALPHABET,
            kif),
        new Format(
            "KIF as played",
            text -> Kif.FORMAT.read(GAME, text, ReadMode.AS_PLAYED),
            record -> Kif.FORMAT.write(annotated(record)),
            KIF_ALPHABET,
            kif),
        new Format(
            "KI2",
            text -> Ki2.FORMAT.read(GAME, text),
            record -> Ki2.FORMAT.write(annotated(record)),
            KI2_ALPHABET,
            ki2),
        new Format(
            "KI2 as played",
            text -> Ki2.FORMAT.read(GAME, text, ReadMode.AS_PLAYED),
            record -> Ki2.FORMAT.write(annotated(record)),
            KI2_ALPHABET,
            ki2));
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
  void theValidRecordsAreReadAsPlayed() {
    for (Format format : formats()) {
      if (format.name().endsWith("as played")) {
        for (String valid : format.valid()) {
          assertTrue(check(format, valid, "valid"), format.name() + ": " + valid);
        }
      }
    }
  }

  @Test
  void mutatedRecordsGiveOnlyTheDocumentedExceptions() {
    int[] accepted = new int[6];
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
    Object kifu;
    try {
      kifu = format.read().apply(text);
    } catch (NotationException e) {
      assertEquals(text, e.input(), where);
      assertTrue(e.offset() >= 0 && e.offset() <= text.length(), where);
      assertFalse(e.getMessage().isBlank(), where);
      return false;
    } catch (IllegalMoveException e) {
      assertTrue(format.name().startsWith("KI"), where + " threw " + e);
      assertTrue(e.location().orElseThrow().offset() <= text.length(), where);
      assertFalse(e.getMessage().isBlank(), where);
      return false;
    } catch (IllegalPositionException e) {
      assertFalse(e.getMessage().isBlank(), where);
      return false;
    } catch (RuntimeException e) {
      throw new AssertionError(where + " threw " + e, e);
    }
    String written = format.write().apply(kifu);
    Object again = format.read().apply(written);
    assertEquals(kifu, again, where + "\nwritten as\n" + written);
    assertEquals(written, format.write().apply(again), where);
    return true;
  }

  /** Valid CSA texts with comments, times (V3.0 fractions), foul moves and several records. */
  private static List<String> csaTexts() {
    List<String> texts = new ArrayList<>();
    for (long seed = 1; seed <= 40; seed++) {
      texts.add(Csa.FORMAT.write(CsaSamples.annotated(GAME, seed, seed % 3 == 0)));
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
        List<AnnotatedRecord<ShogiPosition, Move>> records = Csa.FORMAT.readAll(GAME, bytes, mode);
        assertEquals(records, Csa.FORMAT.readAll(GAME, Csa.FORMAT.write(records), mode), where);
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
      records = Csa.FORMAT.readAll(GAME, text, mode);
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
      assertEquals(records.get(0), Csa.FORMAT.read(GAME, text, mode), where);
    } else {
      assertThrows(NotationException.class, () -> Csa.FORMAT.read(GAME, text, mode), where);
    }
    if (records.isEmpty()) {
      assertTrue(text.strip().replace("\uFEFF", "").isEmpty(), where); // only a blank text
      return true;
    }
    String written = Csa.FORMAT.write(records);
    List<AnnotatedRecord<ShogiPosition, Move>> again = Csa.FORMAT.readAll(GAME, written, mode);
    assertEquals(records, again, where + "\nwritten as\n" + written);
    assertEquals(written, Csa.FORMAT.write(again), where);
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

  /** Header lines KIF and KI2 know, and odd ones: a duplicate key, no value, an unknown key. */
  private static final List<String> KIF_ODD_LINES =
      List.of("先手：x", "棋戦：", "手合割：平手", "：value", "key：", "#KIF version=2.0", "*comment");

  @Test
  void spoiledKifTextsAreRefusedOrRoundTrip() {
    Format kif = formats().get(1);
    TextRoundTrips.check("KIF", kif.valid(), KIF_ODD_LINES, 300, kif.read(), kif.write());
  }

  @Test
  void spoiledKi2TextsAreRefusedOrRoundTrip() {
    Format ki2 = formats().get(3);
    TextRoundTrips.check("KI2", ki2.valid(), KIF_ODD_LINES, 300, ki2.read(), ki2.write());
  }

  @Test
  void spoiledCsaTextsAreRefusedOrRoundTrip() {
    TextRoundTrips.check(
        "CSA",
        csaTexts(),
        List.of("N+x", "$EVENT:e", "$EVENT:f", "'c", "V2.2", "/", "%TORYO", "$START_TIME:"),
        300,
        text -> Csa.FORMAT.readAll(GAME, text, ReadMode.STRICT),
        Csa.FORMAT::write);
  }
}
