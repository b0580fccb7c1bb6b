package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.ReadMode;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Written for a file in an encoding, KIF and KI2 name it as Kifu for Windows does ({@code #KIF
 * version=2.0 encoding=...}) and CSA as V3.0 does ({@code 'CSA encoding=...}); the bytes in that
 * encoding read back equal. Kifu for Windows' header lines are read and written as it writes them.
 */
class RecordEncodingTest {
  private static final Shogi GAME = new Shogi();
  private static final Charset SHIFT_JIS = Charset.forName("windows-31j");
  private static final Charset EUC_JP = Charset.forName("EUC-JP");

  private static final AnnotatedRecord<ShogiPosition, Move> RECORD =
      Kif.FORMAT.read(
          GAME,
          "先手：羽生善治\n後手：森内俊之\n手数----指手---------消費時間--\n"
              + "   1 ７六歩(77)   ( 0:05/00:00:05)\n*角道を開ける\n   2 ３四歩(33)\n   3 投了\n",
          ReadMode.STRICT);

  @Test
  void kifAndKi2NameTheirEncodingOnTheirFirstLineAndReadBackFromTheBytes() {
    for (Charset encoding : List.of(StandardCharsets.UTF_8, SHIFT_JIS, EUC_JP)) {
      String name =
          encoding.equals(StandardCharsets.UTF_8)
              ? "UTF-8"
              : encoding.equals(SHIFT_JIS) ? "Shift_JIS" : "EUC-JP";
      String kif = Kif.FORMAT.write(RECORD, encoding);
      assertTrue(kif.startsWith("#KIF version=2.0 encoding=" + name + "\n"), kif);
      assertEquals(RECORD, Kif.FORMAT.read(GAME, kif.getBytes(encoding), ReadMode.STRICT), name);
      assertEquals(kif, Kif.FORMAT.write(List.of(RECORD), encoding));
      String ki2 = Ki2.FORMAT.write(RECORD, encoding);
      assertTrue(ki2.startsWith("#KIF version=2.0 encoding=" + name + "\n"), ki2);
      AnnotatedRecord<ShogiPosition, Move> back =
          Ki2.FORMAT.read(GAME, ki2.getBytes(encoding), ReadMode.STRICT);
      assertEquals(RECORD.record().moves(), back.record().moves(), name);
      assertEquals(RECORD.headers(), back.headers(), name);
    }
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> Kif.FORMAT.write(RECORD, Charset.forName("GB18030")));
    assertTrue(e.getMessage().contains("not GB18030"), e.getMessage());
  }

  @Test
  void csaWritesV3NamingUtf8OrShiftJisAndReadsBackFromTheBytes() {
    String utf8 = Csa.FORMAT.write(List.of(RECORD), StandardCharsets.UTF_8);
    assertTrue(utf8.startsWith("'CSA encoding=UTF-8\nV3.0\n"), utf8);
    String sjis = Csa.FORMAT.write(List.of(RECORD), SHIFT_JIS);
    assertTrue(sjis.startsWith("'CSA encoding=SHIFT_JIS\nV3.0\n"), sjis);
    AnnotatedRecord<ShogiPosition, Move> back =
        Csa.FORMAT.read(GAME, sjis.getBytes(SHIFT_JIS), ReadMode.STRICT);
    assertEquals(Csa.FORMAT.read(GAME, utf8, ReadMode.STRICT), back);
    assertEquals(RECORD.record().moves(), back.record().moves());
    assertEquals("羽生善治", back.headers().get("Sente"));
    assertThrows(IllegalArgumentException.class, () -> Csa.FORMAT.write(List.of(RECORD), EUC_JP));
  }

  @Test
  void kifuForWindowsFlagWithoutAColonIsReadAndWrittenAsItWrites() {
    // Before, the line 盤面回転 (the board shown turned) was refused as a malformed move.
    String kif =
        "#KIF version=2.0 encoding=UTF-8\n手合割：平手\n先手：A\n後手：B\n盤面回転\n"
            + "手数----指手---------消費時間--\n   1 ７六歩(77)\n";
    AnnotatedRecord<ShogiPosition, Move> read = Kif.FORMAT.read(GAME, kif, ReadMode.STRICT);
    assertEquals("", read.headers().get("盤面回転"));
    String written = Kif.FORMAT.write(read);
    assertTrue(written.lines().anyMatch("盤面回転"::equals), written);
    assertEquals(read, Kif.FORMAT.read(GAME, written, ReadMode.STRICT));
    String ki2 = Ki2.FORMAT.write(read);
    assertTrue(ki2.lines().anyMatch("盤面回転"::equals), ki2);
    assertEquals(read.headers(), Ki2.FORMAT.read(GAME, ki2, ReadMode.STRICT).headers());
    AnnotatedRecord<ShogiPosition, Move> colon =
        Kif.FORMAT.read(GAME, kif.replace("盤面回転\n", "盤面回転：\n"), ReadMode.STRICT);
    assertEquals(read, colon);
  }
}
