package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.AmbiguousMoveException;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.NotationException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Chinese notation, one test per rule of the Chinese rulebook and of xqbase.com's computer
 * standard: files, numerals, directions, tandem pieces and soldiers, both scripts.
 */
class ChineseTest {
  private static final String BLACK_TO_MOVE =
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";
  private static final String TWO_CHARIOTS = "3k5/9/9/9/4R4/9/9/4R4/9/5K3 w - - 0 1";
  private static final String THREE_SOLDIERS = "3k5/9/6P2/6P2/6P2/9/9/9/9/5K3 w - - 0 1";
  private static final String FOUR_SOLDIERS = "3k5/6P2/6P2/6P2/6P2/9/9/9/9/5K3 w - - 0 1";
  private static final String FIVE_SOLDIERS = "3k2P2/6P2/6P2/6P2/6P2/9/9/9/9/5K3 w - - 0 1";
  private static final String TWO_FILES = "3k5/9/6P2/2P3P2/2P3P2/9/9/9/9/5K3 w - - 0 1";

  /** xqbase.com's own example: four soldiers on Red's files 4 and 6, a fifth alone on file 5. */
  private static final String XQBASE_EXAMPLE = "4k4/3P1P3/4P4/3P1P3/9/9/9/9/9/4K4 w - - 0 1";

  private final Xiangqi game = new Xiangqi();

  private void assertChinese(String fen, String iccs, String chinese) {
    XiangqiPosition position = game.parse(fen);
    Move move = game.parseMove(position, iccs);
    assertEquals(chinese, MoveFormat.CHINESE.format(position, move), iccs);
    assertEquals(move, MoveFormat.CHINESE.parse(position, chinese), chinese);
    assertEquals(move, MoveFormat.CHINESE_TRADITIONAL.parse(position, chinese), chinese);
  }

  private Move read(String fen, String chinese) {
    return MoveFormat.CHINESE.parse(game.parse(fen), chinese);
  }

  private Move move(String iccs) {
    return Move.of(
        iccs.charAt(0) - 'a', iccs.charAt(1) - '0', iccs.charAt(2) - 'a', iccs.charAt(3) - '0');
  }

  @ParameterizedTest(name = "{1} is {2}")
  @CsvSource({
    // Red counts its files from its right in Chinese numerals: file 一 is i, file 九 is a.
    Xiangqi.START + ", h2e2, 炮二平五",
    Xiangqi.START + ", b0c2, 马八进七",
    Xiangqi.START + ", h0g2, 马二进三",
    Xiangqi.START + ", c3c4, 兵七进一",
    Xiangqi.START + ", i0i1, 车一进一",
    Xiangqi.START + ", g0e2, 相三进五",
    Xiangqi.START + ", f0e1, 仕四进五",
    Xiangqi.START + ", e0e1, 帅五进一",
    Xiangqi.START + ", b2b1, 炮八退一",
    Xiangqi.START + ", h2h9, 炮二进七",
    // Black counts from its own right in full-width digits: file １ is a.
    BLACK_TO_MOVE + ", b9c7, 马２进３",
    BLACK_TO_MOVE + ", h7e7, 炮８平５",
    BLACK_TO_MOVE + ", c6c5, 卒３进１",
    BLACK_TO_MOVE + ", b7b0, 炮２进７",
    BLACK_TO_MOVE + ", e9e8, 将５进１",
    BLACK_TO_MOVE + ", g9e7, 象７进５",
  })
  void filesCountFromEachPlayersRightAndTheDestinationIsAFileOrASpan(
      String fen, String iccs, String chinese) {
    assertChinese(fen, iccs, chinese);
  }

  @ParameterizedTest(name = "{1} is {2}")
  @CsvSource({
    Xiangqi.START + ", b0c2, 馬八進七",
    Xiangqi.START + ", e0e1, 帥五進一",
    BLACK_TO_MOVE + ", e9e8, 將５進１",
    TWO_CHARIOTS + ", e2g2, 後車平三",
  })
  void theTraditionalScriptIsWrittenOnRequest(String fen, String iccs, String chinese) {
    XiangqiPosition position = game.parse(fen);
    Move move = game.parseMove(position, iccs);
    assertEquals(chinese, MoveFormat.CHINESE_TRADITIONAL.format(position, move));
    assertEquals(move, MoveFormat.CHINESE.parse(position, chinese));
  }

  @Test
  void everyCharacterOfEitherScriptAndEveryNumeralIsRead() {
    String start = Xiangqi.START;
    for (String text : List.of("炮二平五", "砲二平五", "包二平五", "炮2平5", "炮２平５")) {
      assertEquals(move("h2e2"), read(start, text), text);
    }
    for (String text : List.of("马八进七", "馬八進七", "傌八进七", "马8进7", "马８進７")) {
      assertEquals(move("b0c2"), read(start, text), text);
    }
    for (String text : List.of("车一进一", "車一进一", "俥一進一")) {
      assertEquals(move("i0i1"), read(start, text), text);
    }
    for (String text : List.of("帅五进一", "帥五进一", "将五进一", "將五进一")) {
      assertEquals(move("e0e1"), read(start, text), text);
    }
    for (String text : List.of("仕四进五", "士四进五")) {
      assertEquals(move("f0e1"), read(start, text), text);
    }
    for (String text : List.of("相三进五", "象三进五")) {
      assertEquals(move("g0e2"), read(start, text), text);
    }
    for (String text : List.of("兵七进一", "卒七进一")) {
      assertEquals(move("c3c4"), read(start, text), text);
    }
    assertEquals(move("h9g7"), read(BLACK_TO_MOVE, "马8进7"));
    assertEquals(move("h9g7"), read(BLACK_TO_MOVE, "馬八進七"), "a numeral set is not a side");
  }

  @ParameterizedTest(name = "{1} is {2}")
  @CsvSource({
    // Two pieces of a kind on a file: the front one (nearer the opponent) and the rear one.
    TWO_CHARIOTS + ", e5g5, 前车平三",
    TWO_CHARIOTS + ", e2g2, 后车平三",
    TWO_CHARIOTS + ", e2e1, 后车退一",
    TWO_CHARIOTS + ", e5e9, 前车进四",
    // Black's front soldier is the one nearer Red.
    "3k5/9/9/9/9/2p6/2p6/9/9/5K3 b - - 0 1, c3d3, 前卒平４",
    "3k5/9/9/9/9/2p6/2p6/9/9/5K3 b - - 0 1, c4d4, 后卒平４",
    "3k5/9/9/9/9/2p6/2p6/9/9/5K3 b - - 0 1, c3c2, 前卒进１",
    // The rulebook's 前 and 后 for advisors and elephants too.
    "3k5/9/9/9/9/9/9/3A5/9/3A1K3 w - - 0 1, d0e1, 后仕进五",
    "3k5/9/9/9/9/9/9/3A5/9/3A1K3 w - - 0 1, d2e1, 前仕退五",
    "3k5/9/9/9/9/2B6/9/9/9/2B2K3 w - - 0 1, c0e2, 后相进五",
    "3k5/9/9/9/9/2B6/9/9/9/2B2K3 w - - 0 1, c4a2, 前相退九",
  })
  void twoPiecesOnAFileAreFrontAndRear(String fen, String iccs, String chinese) {
    assertChinese(fen, iccs, chinese);
  }

  @ParameterizedTest(name = "{1} is {2}")
  @CsvSource({
    THREE_SOLDIERS + ", g7f7, 前兵平四",
    THREE_SOLDIERS + ", g6f6, 中兵平四",
    THREE_SOLDIERS + ", g5f5, 后兵平四",
    THREE_SOLDIERS + ", g7g8, 前兵进一",
  })
  void threeSoldiersOnAFileAreFrontMiddleAndRear(String fen, String iccs, String chinese) {
    assertChinese(fen, iccs, chinese);
  }

  @ParameterizedTest(name = "{1} is {2}")
  @CsvSource({
    FOUR_SOLDIERS + ", g8f8, 一兵平四",
    FOUR_SOLDIERS + ", g7f7, 二兵平四",
    FOUR_SOLDIERS + ", g6f6, 三兵平四",
    FOUR_SOLDIERS + ", g5f5, 四兵平四",
    FIVE_SOLDIERS + ", g9f9, 一兵平四",
    FIVE_SOLDIERS + ", g7f7, 三兵平四",
    FIVE_SOLDIERS + ", g5f5, 五兵平四",
  })
  void fourOrFiveSoldiersOnAFileAreNumberedFromTheFront(String fen, String iccs, String chinese) {
    assertChinese(fen, iccs, chinese);
  }

  @Test
  void theTraditionalSeriesForFourOrFiveSoldiersIsRead() {
    // 前, 二, 三, 四, 五 (or 后 for the last), and 中 for the middle one of five.
    assertEquals(move("g8f8"), read(FOUR_SOLDIERS, "前兵平四"));
    assertEquals(move("g5f5"), read(FOUR_SOLDIERS, "后兵平四"));
    assertEquals(move("g9f9"), read(FIVE_SOLDIERS, "前兵平四"));
    assertEquals(move("g7f7"), read(FIVE_SOLDIERS, "中兵平四"));
    assertEquals(move("g5f5"), read(FIVE_SOLDIERS, "後兵平四"));
    assertThrows(IllegalMoveException.class, () -> read(FOUR_SOLDIERS, "中兵平四"));
  }

  @ParameterizedTest(name = "{1} is {2}")
  @CsvSource({
    // xqbase.com's table, word for word.
    XQBASE_EXAMPLE + ", f8e8, 一兵平五",
    XQBASE_EXAMPLE + ", f6e6, 二兵平五",
    XQBASE_EXAMPLE + ", d8e8, 三兵平五",
    XQBASE_EXAMPLE + ", d6e6, 四兵平五",
    XQBASE_EXAMPLE + ", e7e8, 兵五进一",
    // Three and two: file 三 before file 七, front to back on each.
    TWO_FILES + ", g7f7, 一兵平四",
    TWO_FILES + ", g6f6, 二兵平四",
    TWO_FILES + ", g5f5, 三兵平四",
    TWO_FILES + ", c6d6, 四兵平六",
    TWO_FILES + ", c5d5, 五兵平六",
  })
  void soldiersOnTwoFilesAreNumberedRightToLeftThenFrontToBack(
      String fen, String iccs, String chinese) {
    assertChinese(fen, iccs, chinese);
  }

  @Test
  void withSoldiersOnTwoFilesTheFileMayBeGivenWithTheTandemWord() {
    // The traditional forms: 前兵三平四, or 前三平四 without the piece.
    assertEquals(move("g7f7"), read(TWO_FILES, "前兵三平四"));
    assertEquals(move("g7f7"), read(TWO_FILES, "前三平四"));
    assertEquals(move("g6f6"), read(TWO_FILES, "中三平四"));
    assertEquals(move("c5d5"), read(TWO_FILES, "后七平六"));
    assertEquals(move("c6b6"), read(TWO_FILES, "前七平八"));
    // Without the file, the move itself may tell the front soldiers apart...
    assertEquals(move("g7f7"), read(TWO_FILES, "前兵平四"));
    // ...or not.
    AmbiguousMoveException e =
        assertThrows(AmbiguousMoveException.class, () -> read(TWO_FILES, "前兵进一"));
    assertEquals(List.of("四兵进一", "一兵进一"), e.candidates());
  }

  @Test
  void theTandemWordMayFollowThePieceAsTheWxfWritesChinese() {
    assertEquals(move("e5g5"), read(TWO_CHARIOTS, "车前平三"));
    assertEquals(move("e2e1"), read(TWO_CHARIOTS, "車後退一"));
  }

  @Test
  void aFileInPlaceOfATandemWordIsReadWhenTheMoveTellsThePiecesApart() {
    // xqbase.com writes advisors and elephants by their file: only one of them can go that way.
    String advisors = "3k5/9/9/9/9/9/9/3A5/9/3A1K3 w - - 0 1";
    assertEquals(move("d0e1"), read(advisors, "仕六进五"));
    assertEquals(move("d2e1"), read(advisors, "仕六退五"));
    String elephants = "3k5/9/9/9/9/2B6/9/9/9/2B2K3 w - - 0 1";
    assertEquals(move("c0a2"), read(elephants, "相七进九"));
    assertEquals(move("c4a2"), read(elephants, "相七退九"));
    AmbiguousMoveException e =
        assertThrows(AmbiguousMoveException.class, () -> read(TWO_CHARIOTS, "车五平三"));
    assertEquals(List.of("后车平三", "前车平三"), e.candidates());
  }

  @Test
  void aWellFormedMoveThatFitsNoLegalMoveIsAnIllegalMove() {
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> read(Xiangqi.START, "车二进一"));
    assertTrue(e.getMessage().startsWith("车二进一 names no legal move of RED in "), e.getMessage());
    assertThrows(IllegalMoveException.class, () -> read(TWO_CHARIOTS, "前马进三"));
    assertThrows(IllegalMoveException.class, () -> read(Xiangqi.START, "前兵进一"));
    Move illegal = Move.of(0, 0, 0, 5);
    assertThrows(
        IllegalMoveException.class, () -> MoveFormat.CHINESE.format(game.start(), illegal));
  }

  @ParameterizedTest(name = "[{index}] {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "''|expected a direction: 进 forward, 退 back, 平 along the rank|0",
        "炮二五|expected a direction|3",
        "进二平五|expected the piece and its file|0",
        "炮平五|expected the piece and its file|1",
        "车一二三进一|expected the piece and its file|0",
        "炮二平|expected one number after the direction|3",
        "炮二平五五|expected one number after the direction|4",
        "炮二平零|expected a number 1-9 after the direction|3",
        "X二平五|expected a piece (帅仕相马车炮兵 将士象卒), or 前, 中 or 后|0",
        "炮X平五|expected the piece's file 1-9, or 前, 中 or 后, after the piece|1",
        "前X平五|expected a piece or a file after the tandem word|1",
        "六兵平五|a soldier's number among its like is 1-5|0",
        "二车平五|expected 兵 or 卒 after a soldier's number|1",
        "炮兵二平五|expected 前, 中 or 后 before the piece and its file|0",
        "前二二平五|expected a piece after the tandem word|1",
        "前兵X平五|expected the piece's file 1-9|2",
      })
  void malformedTextIsRefusedAtTheOffsetOfTheProblem(String text, String problem, int offset) {
    NotationException e = assertThrows(NotationException.class, () -> read(Xiangqi.START, text));
    assertTrue(e.problem().startsWith(problem), e.problem());
    assertEquals(offset, e.offset());
    assertEquals(text, e.input());
  }
}
