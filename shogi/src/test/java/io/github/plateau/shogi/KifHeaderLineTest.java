package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@link KifHeader#isHeaderLine}, which tells a second game's header after a game's moves: a line
 * the header reader reads as one, other than a comment or a bookmark: {@code key：value} of a key it
 * reads (reserved or free), a flag, the side to move, the moves played before, a board diagram's
 * line.
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
        "先手 ：name | true",
        "場所：東京 | true",
        "対局ID：0 | true",
        "x先手：name | true",
        "先手番 | true",
        "盤面回転 | true",
        "手数＝12 | true",
        "\"| ・ ・ ・ ・v玉 ・ ・ ・ ・|一\" | true",
        "+---------------------------+ | true",
        "\"  棋戦\" | false",
        "先手 | false",
        "12：x | false",
        "*詳細URL：https://example.org | false",
        "&読み込み時表示 | false",
        "#KIF version=2.0 encoding=UTF-8 | false",
        "\"\" | false",
        "\"　\" | false",
        "▲７六歩 | false",
        "開始 | false",
      })
  void aLineTheHeaderReaderReadsIsAHeaderLine(String line, boolean header) {
    assertEquals(header, KifHeader.isHeaderLine(line), line);
  }
}
