package io.github.plateau.core.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.NotationException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
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
}
