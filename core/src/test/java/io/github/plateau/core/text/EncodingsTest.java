package io.github.plateau.core.text;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.plateau.core.NotationException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class EncodingsTest {
  private static final String KIF = "先手：羽生善治\n▲７六歩";
  private static final String PGN = "[Event \"象棋\"]\n炮二平五 馬8進7";

  @Test
  void utf8WinsWhenItFits() {
    assertEquals(KIF, Encodings.decode(KIF.getBytes(StandardCharsets.UTF_8), Encodings.SHOGI));
  }

  @Test
  void shiftJisAndEucJpShogiFilesAreRecognised() {
    assertEquals(
        KIF, Encodings.decode(KIF.getBytes(Charset.forName("windows-31j")), Encodings.SHOGI));
    assertEquals(KIF, Encodings.decode(KIF.getBytes(Charset.forName("EUC-JP")), Encodings.SHOGI));
  }

  @Test
  void gb18030XiangqiFilesAreRecognised() {
    assertEquals(
        PGN, Encodings.decode(PGN.getBytes(Charset.forName("GB18030")), Encodings.XIANGQI));
  }

  @Test
  void big5IsNotTakenForGb18030ThatAlsoDecodesIt() {
    String traditional = "[Event \"象棋\"]\n1. 炮二平五 馬８進７\n2. 馬二進三 車９平８";
    byte[] big5 = traditional.getBytes(Charset.forName("Big5"));
    assertTrue(new String(big5, Charset.forName("GB18030")).indexOf('\uFFFD') < 0);
    assertEquals(traditional, Encodings.decode(big5, Encodings.XIANGQI));
  }

  /**
   * Headers with none of the characters typical of records (events, names) are told apart by each
   * script's own common characters: Big5 bytes read as GB18030 make few of GB2312's first level.
   * Before, each of these Big5 texts was read as GB18030, garbled.
   */
  @Test
  void big5HeadersWithoutATypicalCharacterAreNotTakenForGb18030() {
    String[][] texts = {
      {"全國錦標賽", "全国锦标赛"},
      {"亞洲盃團體賽", "亚洲杯团体赛"},
      {"甲級聯賽", "甲级联赛"},
      {"吳貴臨", "吴贵临"},
      {"趙國榮", "赵国荣"},
    };
    for (String[] text : texts) {
      String traditional = "[Event \"" + text[0] + "\"]\n1. h2e2 h9g7 *\n";
      String simplified = "[Event \"" + text[1] + "\"]\n1. h2e2 h9g7 *\n";
      byte[] big5 = traditional.getBytes(Charset.forName("Big5"));
      assertTrue(new String(big5, Charset.forName("GB18030")).indexOf('\uFFFD') < 0, text[0]);
      assertEquals(traditional, Encodings.decode(big5, Encodings.XIANGQI), text[0]);
      assertEquals(
          simplified,
          Encodings.decode(simplified.getBytes(Charset.forName("GB18030")), Encodings.XIANGQI),
          text[1]);
    }
  }

  /**
   * A legacy file with one short line that happens to be valid UTF-8 (GB2312's 郑惟桐) and one that is
   * not is read in its charset. Before, one line against one counted as UTF-8 broken, and the whole
   * file was refused.
   */
  @Test
  void oneLegacyLineThatIsValidUtf8ByChanceDoesNotMakeTheFileUtf8() {
    String pgn = "[Event \"\"]\n[Red \"郑惟桐\"]\n[Black \"孙勇征\"]\n\n1. h2e2 h9g7 *\n";
    byte[] gb = pgn.getBytes(Charset.forName("GB2312"));
    assertEquals(pgn, Encodings.decode(gb, Encodings.XIANGQI));
  }

  @Test
  void eucJpIsNotTakenForShiftJisThatAlsoDecodesIt() {
    String kif = "先手：羽生善治\n後手：藤井猛\n   1 ７六歩(77)\n   2 投了\nまで1手で先手の勝ち";
    assertEquals(kif, Encodings.decode(kif.getBytes(Charset.forName("EUC-JP")), Encodings.SHOGI));
  }

  @Test
  void windows1252DraughtsFilesAreRecognised() {
    String pdn = "[White \"Sijbrands, Tón\"]\n1. 32-28 19-23 *";
    assertEquals(
        pdn, Encodings.decode(pdn.getBytes(Charset.forName("windows-1252")), Encodings.DRAUGHTS));
  }

  @Test
  void aByteOrderMarkIsDropped() {
    byte[] body = "1. 32-28".getBytes(StandardCharsets.UTF_8);
    byte[] marked = new byte[body.length + 3];
    marked[0] = (byte) 0xEF;
    marked[1] = (byte) 0xBB;
    marked[2] = (byte) 0xBF;
    System.arraycopy(body, 0, marked, 3, body.length);
    assertEquals("1. 32-28", Encodings.decode(marked, List.of(StandardCharsets.US_ASCII)));
  }

  @Test
  void detectionTakesBytesCutInsideACharacterWhileDecodingRefusesThem() {
    byte[] whole = KIF.getBytes(StandardCharsets.UTF_8);
    for (int cut = whole.length - 1; cut > whole.length / 2; cut--) {
      byte[] head = java.util.Arrays.copyOf(whole, cut);
      assertEquals(StandardCharsets.UTF_8, Encodings.detect(head, Encodings.SHOGI), "cut " + cut);
    }
    byte[] cutShort = java.util.Arrays.copyOf("歩".getBytes(StandardCharsets.UTF_8), 2);
    assertThrows(
        NotationException.class,
        () -> Encodings.decode(cutShort, List.of(StandardCharsets.UTF_8)),
        "a whole text ending inside a character is refused");
  }

  @Test
  void bytesNoCandidateFitsAreRefusedAtTheFirstBadByte() {
    byte[] bytes = {'a', 'b', (byte) 0xFF, 'c'};
    NotationException e =
        assertThrows(
            NotationException.class,
            () -> Encodings.decode(bytes, List.of(StandardCharsets.UTF_8)));
    assertEquals(2, e.offset());
    assertTrue(e.getMessage().startsWith("the bytes are not text in any of UTF-8"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Encodings.decode(bytes, List.of()));
    assertThrows(IllegalArgumentException.class, () -> Encodings.decode(null, Encodings.SHOGI));
  }

  @Test
  void bytesNoCandidateFitsAreRefusedWhereTheFurthestReaderStops() {
    // Shift_JIS throughout, and one byte that is text in no candidate on the third line: UTF-8
    // stops at the first kanji, on line 1; Shift_JIS reads up to the bad byte.
    byte[] good = "先手：名人\n後手：名人\n".getBytes(Charset.forName("windows-31j"));
    byte[] bytes = new byte[good.length + 4];
    System.arraycopy(good, 0, bytes, 0, good.length);
    bytes[good.length] = 'a';
    bytes[good.length + 1] = (byte) 0xFF;
    bytes[good.length + 2] = 'b';
    bytes[good.length + 3] = '\n';
    NotationException e =
        assertThrows(NotationException.class, () -> Encodings.decode(bytes, Encodings.SHOGI));
    assertEquals(3, e.location().orElseThrow().line(), e.getMessage());
    assertEquals(2, e.location().orElseThrow().column(), e.getMessage());
    assertTrue(e.problem().contains("windows-31j reads the furthest"), e.problem());
  }

  private static final CharsetDecoder STRICT_UTF8 =
      StandardCharsets.UTF_8
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT);

  /** Whether the JDK's decoder, refusing malformed input, reads every byte. */
  private static boolean jdkReadsUtf8(byte[] bytes) {
    // the decoder's result rather than its exception: the test asks millions of times
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CoderResult result = STRICT_UTF8.reset().decode(in, CharBuffer.allocate(bytes.length), true);
    return !result.isError() && !in.hasRemaining();
  }

  @Test
  void theUtf8CheckAcceptsExactlyWhatTheStrictDecoderAccepts() {
    // every sequence of up to two bytes and of three from a three- or four-byte lead; after the
    // other leads, the bytes that follow drawn from those that decide (ASCII, continuations' edges,
    // leads)
    int[] edges = {
      0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xE0, 0xF4, 0xFF
    };
    int checked = 0;
    for (int a = 0; a < 256; a++) {
      checked += agree(new byte[] {(byte) a});
      for (int b = 0; b < 256; b++) {
        checked += agree(new byte[] {(byte) a, (byte) b});
        if (a >= 0xE0) {
          for (int c = 0; c < 256; c++) {
            checked += agree(new byte[] {(byte) a, (byte) b, (byte) c});
          }
        }
        if (a >= 0xC0 && a < 0xE0 || a >= 0xF0) {
          for (int c : edges) {
            checked += agree(new byte[] {(byte) a, (byte) b, (byte) c});
            for (int d : edges) {
              checked += agree(new byte[] {(byte) a, (byte) b, (byte) c, (byte) d});
            }
          }
        }
      }
    }
    assertTrue(checked > 1_000_000, "sequences checked: " + checked);
  }

  @Test
  void theUtf8CheckAgreesOnTextsWithBytesChanged() {
    String text = KIF + PGN + "\uD83D\uDE00 é ü ∞";
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    Random random = new Random(27);
    for (int round = 0; round < 20_000; round++) {
      // ASCII before the text, of any length, so that bytes read eight at a time meet the changed
      // bytes at every alignment; half the time past the first bytes checked one by one (and the
      // text's characters beyond ASCII past the first ones checked), so that the text decoded
      // whole is what decides
      int ascii = random.nextInt(20) + (random.nextBoolean() ? 4096 : 0);
      byte[] changed = new byte[ascii + bytes.length];
      Arrays.fill(changed, 0, ascii, (byte) 'a');
      System.arraycopy(bytes, 0, changed, ascii, bytes.length);
      for (int k = random.nextInt(3); k >= 0; k--) {
        changed[random.nextInt(changed.length)] = (byte) random.nextInt(256);
      }
      agree(Arrays.copyOf(changed, random.nextInt(changed.length + 1)));
    }
    assertTrue(Encodings.isUtf8(bytes, 0));
    assertEquals(text, Encodings.decode(bytes, Encodings.SHOGI));
  }

  /** Fails naming the bytes where the check and the decoder disagree; returns 1 to count. */
  private static int agree(byte[] bytes) {
    boolean jdk = jdkReadsUtf8(bytes);
    String decoded = Encodings.utf8(bytes, 0);
    if ((decoded != null) != jdk || jdk && !decoded.equals(new String(bytes, UTF_8))) {
      fail("the UTF-8 decoding of " + hex(bytes) + " gives " + decoded + ", the JDK's " + jdk);
    }
    if (Encodings.isUtf8(bytes, 0) != jdk) {
      assertEquals(jdk, Encodings.isUtf8(bytes, 0), "the bytes " + hex(bytes));
    }
    return 1;
  }

  private static String hex(byte[] bytes) {
    StringBuilder hex = new StringBuilder();
    for (byte b : bytes) {
      hex.append(String.format("%02X ", b & 0xFF));
    }
    return hex.toString().trim();
  }

  @Test
  void utf8IsCheckedPastItsFirstBytesAndKeepsAReplacementCharacterOfItsOwn() {
    String kif = "手数----指手---------消費時間--\n";
    String longText = kif.repeat(400) + "投了\n"; // far more than the first bytes checked
    byte[] utf8 = longText.getBytes(UTF_8);
    assertEquals(longText, Encodings.decode(utf8, Encodings.SHOGI));
    // one byte refused near the end: the file is not UTF-8, and Shift_JIS refuses it too
    byte[] broken = utf8.clone();
    broken[broken.length - 4] = (byte) 0xFF;
    assertNull(Encodings.utf8(broken, 0));
    // refused past the first characters beyond ASCII checked first (16), within the first bytes:
    // the text decoded whole decides
    byte[] early = utf8.clone();
    early[200] = (byte) 0xFF;
    assertNull(Encodings.utf8(early, 0));
    // the replacement character written by the file itself, not a refused byte
    String replaced = longText + "\uFFFD";
    assertEquals(replaced, Encodings.decode(replaced.getBytes(UTF_8), Encodings.SHOGI));
    // Shift_JIS text long enough that the decoder's first guess of its size is too small
    Charset shiftJis = Charset.forName("windows-31j");
    assertEquals(longText, Encodings.decode(longText.getBytes(shiftJis), Encodings.SHOGI));
  }

  @Test
  void legacyCharsetsAreCheckedPastTheirFirstBytesAndKeepAReplacementCharacterOfTheirOwn() {
    String kif = "手数----指手---------消費時間--\n".repeat(400) + "投了\n";
    byte[] shiftJis = kif.getBytes(Charset.forName("windows-31j"));
    assertTrue(shiftJis.length > 8192);
    assertEquals(kif, Encodings.decode(shiftJis, Encodings.SHOGI));
    // a byte no candidate reads, far past the first bytes checked
    byte[] broken = shiftJis.clone();
    broken[broken.length - 4] = (byte) 0xFD;
    assertThrows(NotationException.class, () -> Encodings.decode(broken, Encodings.SHOGI));
    // GB18030 writes every character, U+FFFD too: the file's own is kept
    String pgn = ("[Event \"象棋\"]\n1. 炮二平五 馬8進7\n").repeat(300) + "\uFFFD";
    assertEquals(
        pgn, Encodings.decode(pgn.getBytes(Charset.forName("GB18030")), Encodings.XIANGQI));
    // a byte windows-1252 leaves undefined, past the first bytes
    String pdn = "[White \"Sijbrands, Tón\"]\n1. 32-28 19-23 *\n".repeat(300);
    byte[] latin = pdn.getBytes(Charset.forName("windows-1252"));
    assertEquals(pdn, Encodings.decode(latin, Encodings.DRAUGHTS));
    latin[latin.length - 3] = (byte) 0x81;
    assertThrows(NotationException.class, () -> Encodings.decode(latin, Encodings.DRAUGHTS));
  }

  @Test
  void aLegacyCharacterAcrossTheFirstCharactersDecodedIsReadWhole() {
    // the decoder's first buffer holds 4096 characters: a two-byte character may start in its last
    // place, and the rest of the text must follow it unchanged
    for (String charset : List.of("windows-31j", "EUC-JP")) {
      Charset legacy = Charset.forName(charset);
      for (int ascii = 4090; ascii <= 4100; ascii++) {
        String text = "a".repeat(ascii) + "歩香桂銀金角飛".repeat(30) + "\n投了\n";
        byte[] bytes = text.getBytes(legacy);
        assertEquals(text, Encodings.decode(bytes, Encodings.SHOGI), charset + ", " + ascii);
        assertEquals(legacy, Encodings.detect(bytes, Encodings.SHOGI), charset + ", " + ascii);
        byte[] cut = Arrays.copyOf(bytes, ascii + 9); // inside the fifth kanji
        assertEquals(legacy, Encodings.detect(cut, Encodings.SHOGI), charset + ", cut " + ascii);
      }
    }
  }

  /** Before, Shift_JIS wrote 〜 as bytes that read back as ～, and windows-31j ¢ as ￠. */
  @Test
  void textIsEncodedOnlyAsBytesThatReadBackAsIt() throws Exception {
    Charset jis = Charset.forName("Shift_JIS");
    Charset windows = Charset.forName("windows-31j");
    for (String text : List.of("\u301c", "\u2212", "\u2016")) { // JIS X 0208's own mappings
      assertThrows(CharacterCodingException.class, () -> Encodings.encode(text, jis), text);
    }
    for (String text : List.of("\u00a2", "\u00a3", "\u00ac")) { // windows-31j's look-alikes
      assertThrows(CharacterCodingException.class, () -> Encodings.encode(text, windows), text);
    }
    String said = "\u5148\u624b\uff5e\uff0d\u2225"; // 先手～－∥, as Windows writes them
    assertArrayEquals(said.getBytes(windows), Encodings.encode(said, jis));
    assertEquals(said, Encodings.decode(Encodings.encode(said, jis), Encodings.SHOGI));
    assertArrayEquals(
        "\u00e9\u20ac".getBytes(Charset.forName("windows-1252")),
        Encodings.encode("\u00e9\u20ac", Charset.forName("windows-1252")));
  }

  /** Before, the refusal said only "Input length = 1". */
  @Test
  void aRefusalNamesTheFirstCharacterAndWhere() {
    Charset jis = Charset.forName("Shift_JIS");
    CharacterCodingException wave =
        assertThrows(CharacterCodingException.class, () -> Encodings.encode("ab\u301c", jis));
    assertEquals(
        "the character U+301C (\u301c) at offset 2 has no bytes in Shift_JIS as Windows writes it"
            + " (windows-31j) that read back as it",
        wave.getMessage());
    CharacterCodingException emoji =
        assertThrows(
            CharacterCodingException.class,
            () -> Encodings.encode("\u00e9\ud83d\ude00", StandardCharsets.ISO_8859_1));
    assertEquals(
        "the character U+1F600 (\ud83d\ude00) at offset 1 has no bytes in ISO-8859-1 that read"
            + " back as it",
        emoji.getMessage());
  }
}
