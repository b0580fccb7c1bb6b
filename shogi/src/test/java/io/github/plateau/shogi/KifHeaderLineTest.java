package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@link KifHeader#isHeaderLine}, which tells a second game's header after a game's moves: a key
 * KIF gives a meaning to, after any blanks, then a colon of either width; or a line that starts
 * with {@code 開始日時} or {@code 棋戦}.
 */
class KifHeaderLineTest {
  @ParameterizedTest(name = "[{0}] is a header line: {1}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      value = {
        "先手：name | true",
        "先手:name | true",
        "\"　 手合割：平手\" | true",
        "\"後手の持駒：なし  \" | true",
        "上手： | true",
        "開始日時：2026/11/28 | true",
        "\"  棋戦\" | true",
        "先手 ：name | false",
        "先手 | false",
        "先手番 | false",
        "x先手：name | false",
        "\"\" | false",
        "\"　\" | false",
        "▲７六歩 | false",
        "開始 | false",
      })
  void aKnownKeyWithAColonOrAStartWordIsAHeaderLine(String line, boolean header) {
    assertEquals(header, KifHeader.isHeaderLine(line), line);
  }
}
