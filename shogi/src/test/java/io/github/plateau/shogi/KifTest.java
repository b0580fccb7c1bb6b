package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableMap;
import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/** KIF records: header, handicaps, board diagrams, moves, end words, round trips, rejections. */
class KifTest {
  private static final Shogi GAME = new Shogi();

  private static final String EXAMPLE =
      String.join(
          "\n",
          "# ---- Kifu for Windows V7 V7.70 棋譜ファイル ----",
          "開始日時：2023/01/01 00:00",
          "手合割：平手　　",
          "先手：わたし",
          "後手：師匠",
          "手数----指手---------消費時間--",
          "   1 ２六歩(27)   ( 0:00/00:00:00)",
          "   2 ３四歩(33)   ( 0:00/00:00:00)",
          "   3 ７六歩(77)",
          "*a comment",
          "   4 ８八角成(22)",
          "   5 同　銀(79)",
          "   6 投了",
          "まで5手で先手の勝ち",
          "");

  private static final String WRITTEN =
      String.join(
          "\n",
          "開始日時：2023/01/01 00:00",
          "手合割：平手",
          "先手：わたし",
          "後手：師匠",
          "手数----指手---------消費時間--",
          "   1 ２六歩(27)",
          "   2 ３四歩(33)",
          "   3 ７六歩(77)",
          "   4 ８八角成(22)",
          "   5 同　銀(79)",
          "   6 投了",
          "まで5手で先手の勝ち",
          "");

  /** A board diagram: gote's king and hand, sente's king, gote to move after 10 moves. */
  private static final String DIAGRAM =
      String.join(
          "\n",
          "後手の持駒：飛　角　金二　歩三　",
          "  ９ ８ ７ ６ ５ ４ ３ ２ １",
          "+---------------------------+",
          "| ・ ・ ・ ・v玉 ・ ・ ・ ・|一",
          "| ・ ・ ・ ・ ・ ・ ・ ・ ・|二",
          "| ・ ・ ・ ・ ・ ・ ・ ・ ・|三",
          "| ・ ・ ・ ・ ・ ・ ・ ・ ・|四",
          "| ・ ・ ・ ・ ・ ・ ・ ・ ・|五",
          "| ・ ・ ・ ・ ・ ・ ・ ・ ・|六",
          "| ・ ・ ・ ・ ・ ・ ・ ・ ・|七",
          "| ・ ・ ・ ・ ・ ・ ・ ・ ・|八",
          "| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九",
          "+---------------------------+",
          "先手の持駒：なし",
          "手数＝10",
          "後手番",
          "手数----指手---------消費時間--",
          "   1 ５二玉(51)",
          "   2 ５八玉(59)",
          "   3 ５五角打",
          "   4 持将棋",
          "まで3手で持将棋",
          "");

  private static List<String> usi(GameRecord<ShogiPosition, Move> record) {
    return record.moves().stream().map(Move::toString).toList();
  }

  @Test
  void aRecordOfKifuForWindowsIsRead() {
    Kifu kifu = Kif.read(EXAMPLE);
    assertEquals("わたし", kifu.senteName());
    assertEquals("師匠", kifu.goteName());
    assertEquals(Map.of("開始日時", "2023/01/01 00:00"), kifu.headers());
    assertEquals(GAME.start(), kifu.record().startPosition());
    assertEquals(List.of("2g2f", "3c3d", "7g7f", "2b8h+", "7i8h"), usi(kifu.record()));
    assertEquals(
        Outcome.win(Color.SENTE, Reason.RESIGNATION), kifu.record().outcome().orElseThrow());
  }

  @Test
  void itIsWrittenWithoutTimesAndReadBack() {
    Kifu kifu = Kif.read(EXAMPLE);
    assertEquals(WRITTEN, Kif.write(kifu));
    assertEquals(kifu, Kif.read(WRITTEN));
  }

  @Test
  void aHandicapStartsWithGoteAndNamesTheUpperAndLowerPlayers() {
    Kifu kifu = Kif.read("手合割：香落ち\n下手：A\n上手：B\n   1 ３四歩(33)\n   2 ７六歩(77)\n   3 中断\n");
    assertEquals(Handicap.LANCE.position(GAME), kifu.record().startPosition());
    assertEquals("A", kifu.senteName());
    assertEquals("B", kifu.goteName());
    assertFalse(kifu.record().isOver());
    assertEquals(
        "手合割：香落ち\n下手：A\n上手：B\n手数----指手---------消費時間--\n   1 ３四歩(33)\n   2 ７六歩(77)\n",
        Kif.write(kifu));
  }

  @ParameterizedTest
  @EnumSource(Handicap.class)
  void everyHandicapNameGivesItsStart(Handicap handicap) {
    Kifu kifu = Kif.read("手合割：" + handicap.japaneseName() + "\n");
    assertEquals(handicap.position(GAME), kifu.record().startPosition());
    assertEquals(handicap, Handicap.of(kifu.record().startPosition()).orElseThrow());
    assertEquals(kifu, Kif.read(Kif.write(kifu)));
    assertEquals(handicap, Handicap.ofJapaneseName(handicap.japaneseName()).orElseThrow());
  }

  @Test
  void aBoardDiagramGivesAnyStartWithHandsSideAndMoveNumber() {
    Kifu kifu = Kif.read(DIAGRAM);
    assertEquals("4k4/9/9/9/9/9/9/9/4K4 w rb2g3p 11", kifu.record().startPosition().toString());
    assertEquals(List.of("5a5b", "5i5h", "B*5e"), usi(kifu.record()));
    assertEquals(Outcome.draw(Reason.IMPASSE), kifu.record().outcome().orElseThrow());
    assertEquals(DIAGRAM, Kif.write(kifu));
  }

  @Test
  void promotionsAreWrittenWithNariOrFunariAndPromotedPiecesWithTheirNames() {
    GameRecord<ShogiPosition, Move> record =
        GameRecord.start(GAME, GAME.parse("4k4/9/9/5S3/9/9/9/9/4K4 b - 1"));
    GameRecord<ShogiPosition, Move> declined = record.play("4d4c").play("5a6a").play("4c4b+");
    String text = Kif.write(declined);
    assertTrue(text.contains("   1 ４三銀不成(44)\n   2 ６一玉(51)\n   3 ４二銀成(43)\n"), text);
    GameRecord<ShogiPosition, Move> promoted =
        record.play("4d4c+").play("5a6a").play("4c5b").play("6a5b");
    text = Kif.write(promoted);
    assertTrue(text.contains("   1 ４三銀成(44)\n   2 ６一玉(51)\n   3 ５二成銀(43)\n   4 同　玉(61)\n"), text);
    assertEquals(usi(promoted), usi(Kif.read(text).record()));
  }

  @Test
  void otherSpellingsAreRead() {
    String text =
        "手合割:平手\n   1 7六歩(77)\n   2 3四歩(33)\n   3 2二角成(88)\n   4 同銀(31)\n   5 4五角打\n   6"
            + " 5二王(51)\n";
    assertEquals(
        List.of("7g7f", "3c3d", "8h2b+", "3a2b", "B*4e", "5a5b"), usi(Kif.read(text).record()));
    String diagram = DIAGRAM.replace("v玉", "v王").replace(" 玉", " 王");
    assertEquals(Kif.read(DIAGRAM), Kif.read(diagram));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "投了 | SENTE | RESIGNATION | 投了",
        "千日手 | | REPETITION | 千日手",
        "持将棋 | | IMPASSE | 持将棋",
        "入玉勝ち | GOTE | DECLARATION | 入玉勝ち",
        "切れ負け | SENTE | TIME_FORFEIT | 切れ負け",
        "反則負け | SENTE | FOUL | 反則負け",
        "反則勝ち | GOTE | FOUL | 反則勝ち",
      })
  void endWordsEndTheGameForTheSideToMove(
      String word, Color winner, Reason reason, String written) {
    GameRecord<ShogiPosition, Move> record =
        Kif.read("   1 ７六歩(77)\n   2 " + word + "   ( 0:01/00:00:01)\n").record();
    Outcome expected = winner == null ? Outcome.draw(reason) : Outcome.win(winner, reason);
    assertEquals(expected, record.outcome().orElseThrow());
    String text = Kif.write(record);
    String summary = winner == null ? word : (winner == Color.SENTE ? "先手" : "後手") + "の勝ち";
    assertTrue(text.endsWith("   2 " + written + "\nまで1手で" + summary + "\n"), text);
    assertEquals(expected, Kif.read(text).record().outcome().orElseThrow());
  }

  @Test
  void matesRepetitionsAndRulesAreKept() {
    Kifu noMoves = Kif.read(DIAGRAM.substring(0, DIAGRAM.indexOf("手数----")).replace("後手番", "先手番"));
    assertEquals("4k4/9/9/9/9/9/9/9/4K4 b rb2g3p 11", noMoves.record().current().toString());
    String tsume =
        Kif.write(GameRecord.start(GAME, GAME.parse("8k/9/8P/9/9/9/9/9/K8 b G 1")).play("G*1b"));
    assertTrue(tsume.endsWith("   1 １二金打\n   2 詰み\nまで1手で先手の勝ち\n"), tsume);
    assertEquals(
        Outcome.win(Color.SENTE, Reason.CHECKMATE),
        Kif.read(tsume).record().outcome().orElseThrow());
    StringBuilder repeated = new StringBuilder();
    String[] cycle = {"５八玉(59)", "５二玉(51)", "５九玉(58)", "５一玉(52)"};
    for (int i = 0; i < 12; i++) {
      repeated.append(String.format("%4d ", i + 1)).append(cycle[i % 4]).append('\n');
    }
    Kifu sennichite = Kif.read(repeated + "  13 千日手\n");
    assertEquals(Outcome.draw(Reason.REPETITION), sennichite.record().outcome().orElseThrow());
    Shogi declaration = new Shogi(new ShogiRules(false, 0, ImpasseRule.DECLARATION_27));
    GameRecord<ShogiPosition, Move> declared =
        ShogiRecords.declare(
            GameRecord.start(
                declaration, declaration.parse("RB+P+P1+P+P+P+P/GG2K4/9/9/9/9/9/9/8k b R4P 1")),
            Color.SENTE);
    String text = Kif.write(declared);
    assertTrue(text.endsWith("   1 入玉勝ち\nまで0手で後手の勝ち\n"), text);
    assertEquals(declared.outcome(), Kif.read(declaration, text).record().outcome());
  }

  @Test
  void randomGamesMakeTheRoundTrip() {
    for (long seed = 1; seed <= 300; seed++) {
      GameRecord<ShogiPosition, Move> record =
          RandomRecords.ended(RandomRecords.playout(GAME, seed, 120), seed);
      Kifu kifu = Kifu.of(record, "先手 " + seed, "", Map.of("棋戦", "game " + seed));
      String written = Kif.write(kifu);
      Kifu read = Kif.read(written);
      assertEquals(kifu, read, "seed " + seed + ":\n" + written);
      assertEquals(written, Kif.write(read));
    }
  }

  @Test
  void headersAreTranslatedFromCsaAndMoveNumbersKept() {
    ShogiPosition later = GAME.parse("4k4/9/9/9/9/9/9/9/4K4 b G 40");
    Kifu kifu =
        Kifu.of(GameRecord.start(GAME, later), "", "", ImmutableMap.of("EVENT", "e", "X", "y"));
    String text = Kif.write(kifu);
    assertTrue(text.startsWith("棋戦：e\nX：y\n後手の持駒：なし\n"), text);
    assertTrue(text.contains("\n手数＝39\n先手番\n"), text);
    Kifu read = Kif.read(text);
    assertEquals(later, read.record().startPosition());
    assertEquals(Map.of("棋戦", "e", "X", "y"), read.headers());
    assertEquals(
        Map.of("EVENT", "e", "X", "y"),
        Csa.read(Csa.write(AnnotatedRecord.of(read.record()).withHeaders(read.headers())))
            .headers());
  }

  @Test
  void aKifuIsAValue() {
    GameRecord<ShogiPosition, Move> record = GameRecord.start(GAME).play("7g7f");
    Kifu kifu = Kifu.of(record, "a", "b", ImmutableMap.of("棋戦", "x"));
    Kifu same = Kifu.of(GameRecord.start(GAME).play("7g7f"), "a", "b", Map.of("棋戦", "x"));
    assertEquals(kifu, same);
    assertEquals(kifu.hashCode(), same.hashCode());
    assertEquals("a - b, from " + Shogi.START + ", 1 moves", kifu.toString());
    Kifu resigned = kifu.withRecord(record.resign(Color.GOTE));
    assertEquals(
        "a - b, from " + Shogi.START + ", 1 moves, SENTE wins by RESIGNATION", resigned.toString());
    assertFalse(kifu.equals(resigned));
    assertFalse(kifu.equals(Kifu.of(record)));
    assertEquals(Kifu.of(record), Kifu.of(record, "", "", Map.of()));
  }

  @Test
  void readingStopsAtTheFirstVariation() {
    Kifu kifu = Kif.read("   1 ７六歩(77)\n   2 ３四歩(33)   ( 0:00/00:00:00)+\n\n変化：2手\n   2 ８四歩(83)\n");
    assertEquals(List.of("7g7f", "3c3d"), usi(kifu.record()));
  }

  @ParameterizedTest(name = "[{index}] {1}")
  @CsvSource(
      delimiterString = " => ",
      quoteCharacter = '"',
      value = {
        "\"手合割：三角落ち\" => unknown handicap '三角落ち' => 4",
        "\"foo\" => expected a header line such as '先手：name' or a move line => 0",
        "\"手合割：その他\\n手数----\" => 手合割：その他 needs a board diagram => 8",
        "\"後手番\\n\" => the side to move or the move number is given without a board diagram => 4",
        "\"   1 ７六歩(77)\\n   3 ３四歩(33)\" => expected move number 2 => 16",
        "\"   1\" => expected a space after the move number => 4",
        "\"   1 ７六歩(77)x\" => unexpected text after the move => 12",
        "\"   1 ７六歩(77)\\nfoo\" => expected a numbered move line such as '   1 ７六歩(77)' => 13",
        "\"   1 同　歩(77)\" => '同' (same square) but there is no previous move => 5",
        "\"   1 ０六歩(77)\" => expected a file digit １ to ９ or 同, not '０' => 5",
        "\"   1 ７十歩(77)\" => expected a rank 一 to 九, not '十' => 6",
        "\"   1 ７\" => expected a destination such as ７六 or 同 => 5",
        "\"   1 ７六X(77)\" => expected a piece such as 歩 or 成銀 => 7",
        "\"   1 ７六歩(7)\" => the origin is two digits in parentheses, such as (77) => 8",
        "\"   1 ７六歩(70)\" => the origin is two digits 1 to 9, such as (77) => 9",
        "\"   1 ７六金(77)\" => move 1: the piece on 77 is 歩, not 金 => 5",
        "\"   1 ７七歩(77)\" => move 1 does not leave its square => 5",
        "\"   1 ７六歩(76)\" => move 1: sente has no piece on 76 => 5",
        "\"   1 ５五玉打\" => move 1: a drop puts an unpromoted piece other than the king => 5",
        "\"   1 ５五角打\" => move 1: B*5e is not legal in"
            + " lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1: sente has no"
            + " bishop in hand => 5",
        "\"   1 ７五歩(77)\" => move 1: 7g7e is not legal in"
            + " lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1: the pawn on 7g"
            + " cannot reach 7e => 5",
        "\"   1 投了\\n   2 ７六歩(77)\" => nothing may follow the end of the game (投了) => 11",
        "\"   1 詰み\" => 詰み: sente is said to be checkmated but is not, in"
            + " lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 => 5",
        "\"   1 投了x\" => unexpected text after the move => 7",
        "\"|v香|一\" => a rank is '|', nine cells of two characters and '|' => 0",
        "\"| X ・ ・ ・ ・ ・ ・ ・ ・|一\" => a cell is ' ・', or ' ' (sente) or 'v' (gote) and a piece"
            + " such as 香, not ' X' => 1",
        "\"| ・ ・ ・ ・v玉 ・ ・ ・ ・|一\\n手数----\" => the board diagram has 1 ranks, not 9 => 22",
        "\"先手の持駒：X\" => expected a piece in hand (飛 角 金 銀 桂 香 歩), not 'X' => 6",
        "\"先手の持駒：なし\\n先手の持駒：なし\" => the pieces in hand of sente are given twice => 15",
        "\"手数＝x\" => expected the number of moves played after 手数＝ => 3",
      })
  void malformedRecordsAreRefusedWithTheirOffset(String escaped, String message, int offset) {
    String text = escaped.replace("\\n", "\n");
    NotationException e = assertThrows(NotationException.class, () -> Kif.read(text));
    assertEquals(message + " at offset " + offset, e.getMessage().replaceAll(" of \".*\"$", ""));
    assertEquals(offset, e.offset());
  }

  @Test
  void impossiblePositionsAndBadArgumentsAreRefused() {
    String twoKings = DIAGRAM.replace("| ・ ・ ・ ・ ・ ・ ・ ・ ・|二", "| ・ ・ ・ ・ 玉 ・ ・ ・ ・|二");
    IllegalPositionException e =
        assertThrows(IllegalPositionException.class, () -> Kif.read(twoKings));
    assertEquals("sente has 2 kings", e.getMessage());
    String pawns = DIAGRAM.replace("先手の持駒：なし", "先手の持駒：歩十六");
    e = assertThrows(IllegalPositionException.class, () -> Kif.read(pawns));
    assertEquals(
        "there are 19 pawns (promoted or not, on the board and in hand), but the game has 18",
        e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Kif.read(null));
    assertThrows(IllegalArgumentException.class, () -> Kif.read(null, ""));
    assertThrows(IllegalArgumentException.class, () -> Kif.write((Kifu) null));
    assertThrows(
        IllegalArgumentException.class,
        () -> Kifu.of(GameRecord.start(GAME), "a\nb", "", Map.of()));
    assertThrows(
        IllegalArgumentException.class,
        () -> Kifu.of(GameRecord.start(GAME), "", "", Map.of("a：b", "c")));
  }
}
