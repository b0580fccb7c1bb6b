package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableMap;
import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Annotation;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.Location;
import io.github.plateau.core.MoveNode;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.Reason;
import io.github.plateau.core.RecordFormat;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * KIF records: header, handicaps, board diagrams, moves, times, comments, bookmarks, variations,
 * end words and summaries, foul endings read as played, encodings, round trips, rejections with
 * their place.
 */
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
          "*start",
          "   1 ２六歩(27)   ( 0:01/00:00:01)",
          "   2 ３四歩(33)   ( 0:02/00:00:02)",
          "   3 ７六歩(77)   ( 1:00/00:01:01)",
          "*a comment",
          "*on two lines",
          "   4 ８八角成(22)",
          "&bookmark",
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
          "*start",
          "   1 ２六歩(27)   ( 0:01/00:00:01)",
          "   2 ３四歩(33)   ( 0:02/00:00:02)",
          "   3 ７六歩(77)   ( 1:00/00:01:01)",
          "*a comment",
          "*on two lines",
          "   4 ８八角成(22)",
          "&bookmark",
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
          "  11 ５二玉(51)",
          "  12 ５八玉(59)",
          "  13 ５五角打",
          "  14 持将棋",
          "まで3手で持将棋",
          "");

  private static List<String> usi(AnnotatedRecord<ShogiPosition, Move> record) {
    return record.record().moves().stream().map(Move::toString).toList();
  }

  private static List<String> usi(List<MoveNode<Move>> line) {
    return line.stream().map(node -> node.move().toString()).toList();
  }

  /** Move numbers and times are written as {@code %4d} and {@code %02d} would write them. */
  @Test
  void numbersArePaddedAsTheFormatsWouldPadThem() {
    SplittableRandom random = new SplittableRandom(27);
    for (int i = 0; i < 10_000; i++) {
      long n = i < 1_000 ? i : random.nextLong(0, Long.MAX_VALUE >> random.nextInt(62));
      for (int width : new int[] {2, 4}) {
        String spaces = String.format("%" + width + "d", n);
        String zeros = String.format("%0" + width + "d", n);
        assertEquals(spaces, KifText.number(new StringBuilder(), n, width, ' ').toString());
        assertEquals(zeros, KifText.number(new StringBuilder(), n, width, '0').toString());
      }
    }
  }

  @Test
  void movesThatSayOnlyTheirTimeShareOneAnnotationPerTime() {
    // Most moves of a KIF file carry a time and nothing else: kept once per whole second, not once
    // per move, they cost a record no more than a reference each.
    AnnotatedRecord<ShogiPosition, Move> first =
        Kif.FORMAT.read(
            "   1 ７六歩(77)   ( 0:03/00:00:03)\n"
                + "   2 ３四歩(33)   ( 0:03/00:00:03)\n"
                + "   3 ２六歩(27)   ( 0:03/00:00:06)\n*a comment\n");
    AnnotatedRecord<ShogiPosition, Move> second =
        Kif.FORMAT.read("   1 ２六歩(27)   ( 0:03/00:00:03)\n");
    Annotation three = first.mainLine().get(0).annotation();
    assertEquals(new Annotation("", Optional.of(Duration.ofSeconds(3)), List.of()), three);
    assertTrue(three == first.mainLine().get(1).annotation(), "one annotation per time");
    assertTrue(three == second.mainLine().get(0).annotation(), "shared between records");
    Annotation commented = first.mainLine().get(2).annotation();
    assertEquals("a comment", commented.comment());
    assertEquals(three.time(), commented.time());
  }

  @Test
  void aRecordOfKifuForWindowsIsRead() {
    AnnotatedRecord<ShogiPosition, Move> record = Kif.FORMAT.read(EXAMPLE);
    assertEquals(
        Map.of("開始日時", "2023/01/01 00:00", "Sente", "わたし", "Gote", "師匠"), record.headers());
    assertEquals(GAME.start(), record.record().startPosition());
    assertEquals(List.of("2g2f", "3c3d", "7g7f", "2b8h+", "7i8h"), usi(record));
    Outcome resigned = Outcome.win(Color.SENTE, Reason.RESIGNATION);
    assertEquals(resigned, record.statedOutcome().orElseThrow());
    assertEquals(resigned, record.record().outcome().orElseThrow());
    assertEquals("start", record.startComment());
    Annotation third = record.mainLine().get(2).annotation();
    assertEquals("a comment\non two lines", third.comment());
    assertEquals(Optional.of(Duration.ofMinutes(1)), third.time());
    assertEquals(List.of("&bookmark"), record.mainLine().get(3).annotation().marks());
    assertEquals(Optional.empty(), record.mainLine().get(4).annotation().time());
    assertEquals(ReadMode.STRICT, record.mode());
  }

  @Test
  void itIsWrittenWithTimesCommentsAndBookmarksAndReadBack() {
    AnnotatedRecord<ShogiPosition, Move> record = Kif.FORMAT.read(EXAMPLE);
    assertEquals(WRITTEN, Kif.FORMAT.write(record));
    assertEquals(record, Kif.FORMAT.read(WRITTEN));
  }

  @Test
  void aHandicapStartsWithGoteAndNamesTheUpperAndLowerPlayers() {
    AnnotatedRecord<ShogiPosition, Move> record =
        Kif.FORMAT.read("手合割：香落ち\n下手：A\n上手：B\n   1 ３四歩(33)\n   2 ７六歩(77)\n   3 中断\n");
    assertEquals(Handicap.LANCE.position(GAME), record.record().startPosition());
    assertEquals(Map.of("Sente", "A", "Gote", "B"), record.headers());
    assertFalse(record.record().isOver());
    assertTrue(record.statedOutcome().isEmpty());
    assertEquals(
        "手合割：香落ち\n下手：A\n上手：B\n手数----指手---------消費時間--\n   1 ３四歩(33)\n   2 ７六歩(77)\n",
        Kif.FORMAT.write(record));
  }

  @ParameterizedTest
  @EnumSource(Handicap.class)
  void everyHandicapNameGivesItsStart(Handicap handicap) {
    AnnotatedRecord<ShogiPosition, Move> record =
        Kif.FORMAT.read("手合割：" + handicap.japaneseName() + "\n");
    assertEquals(handicap.position(GAME), record.record().startPosition());
    assertEquals(handicap, Handicap.of(record.record().startPosition()).orElseThrow());
    assertEquals(record, Kif.FORMAT.read(Kif.FORMAT.write(record)));
    assertEquals(handicap, Handicap.ofJapaneseName(handicap.japaneseName()).orElseThrow());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "飛落ち, ROOK",
    "左香落ち, LANCE",
    "香落, LANCE",
    "飛車香落ち, ROOK_LANCE",
    "2枚落ち, TWO_PIECES",
    "２枚落ち, TWO_PIECES",
    "3枚落ち, THREE_PIECES",
    "4枚落ち, FOUR_PIECES",
    "左5枚落ち, LEFT_FIVE_PIECES",
    "6枚落ち, SIX_PIECES",
    "右7枚落ち, RIGHT_SEVEN_PIECES",
    "8枚落ち, EIGHT_PIECES",
    "10枚落ち, TEN_PIECES",
    "'平手 ', EVEN",
  })
  void commonAliasesOfTheHandicapsAreRead(String name, Handicap handicap) {
    assertEquals(handicap, Handicap.ofJapaneseName(name).orElseThrow());
    assertEquals(
        handicap.position(GAME), Kif.FORMAT.read("手合割：" + name + "\n").record().startPosition());
  }

  @Test
  void aBoardDiagramGivesAnyStartWithHandsSideAndMoveNumber() {
    AnnotatedRecord<ShogiPosition, Move> record = Kif.FORMAT.read(DIAGRAM);
    assertEquals("4k4/9/9/9/9/9/9/9/4K4 w rb2g3p 11", record.record().startPosition().toString());
    assertEquals(List.of("5a5b", "5i5h", "B*5e"), usi(record));
    assertEquals(Outcome.draw(Reason.IMPASSE), record.statedOutcome().orElseThrow());
    assertEquals(DIAGRAM, Kif.FORMAT.write(record));
    // the moves after 手数＝10 numbered from 1, as some writers do
    String fromOne = DIAGRAM.replace("  11 ", "   1 ").replace("  12 ", "   2 ");
    String renumbered = fromOne.replace("  13 ", "   3 ").replace("  14 ", "   4 ");
    assertEquals(record, Kif.FORMAT.read(renumbered));
  }

  @Test
  void boardDiagramsOfOtherWritersAreRead() {
    // ranks without their numeral, a hand with ASCII spaces, 手数＝0 with the last move shown
    String bod =
        DIAGRAM
            .substring(0, DIAGRAM.indexOf("手数----"))
            .replace("|一", "|")
            .replace("|九", "|")
            .replace("後手の持駒：飛　角　金二　歩三　", "後手の持駒：飛 角 金二 歩三")
            .replace("手数＝10", "手数＝0 まで")
            .replace("後手番", "\n先手番");
    AnnotatedRecord<ShogiPosition, Move> record = Kif.FORMAT.read(bod);
    assertEquals("4k4/9/9/9/9/9/9/9/4K4 b rb2g3p 1", record.record().startPosition().toString());
    // the names of a handicap diagram, and 王 and 竜
    String handicap =
        DIAGRAM
            .replace("後手の持駒", "上手の持駒")
            .replace("先手の持駒", "下手の持駒")
            .replace("後手番", "上手番")
            .replace("v玉", "v王")
            .replace("| ・ ・ ・ ・ ・ ・ ・ ・ ・|八", "| ・ ・ ・ ・ ・ ・ ・ ・ 竜|八");
    assertEquals(
        "4k4/9/9/9/9/9/9/8+R/4K4 w rb2g3p 11",
        Kif.FORMAT.read(handicap).record().startPosition().toString());
  }

  @Test
  void promotionsAreWrittenWithNariOrFunariAndPromotedPiecesWithTheirNames() {
    GameRecord<ShogiPosition, Move> record =
        GameRecord.start(GAME, GAME.parse("4k4/9/9/5S3/9/9/9/9/4K4 b - 1"));
    GameRecord<ShogiPosition, Move> declined = record.play("4d4c").play("5a6a").play("4c4b+");
    String text = Kif.FORMAT.write(declined);
    assertTrue(text.contains("  1 ４三銀不成(44)\n   2 ６一玉(51)\n   3 ４二銀成(43)\n"), text);
    GameRecord<ShogiPosition, Move> promoted =
        record.play("4d4c+").play("5a6a").play("4c5b").play("6a5b");
    text = Kif.FORMAT.write(promoted);
    assertTrue(text.contains("  1 ４三銀成(44)\n   2 ６一玉(51)\n   3 ５二成銀(43)\n   4 同　玉(61)\n"), text);
    assertEquals(
        promoted.moves().stream().map(Move::toString).toList(), usi(Kif.FORMAT.read(text)));
  }

  @Test
  void otherSpellingsAreRead() {
    String text =
        "手合割:平手\n1 7六歩(77)\n2 3四歩(33)\n3 2二角成(88)\n4 同銀(31)\n5 4五角打\n6 5二王(51)\n"
            + "7 七八金（６９）\n8 ４二金生(41)\n";
    assertEquals(
        List.of("7g7f", "3c3d", "8h2b+", "3a2b", "B*4e", "5a5b", "6i7h", "4a4b"),
        usi(Kif.FORMAT.read(text)));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "投了 | SENTE | RESIGNATION | 投了 | 先手の勝ち",
        "千日手 | | REPETITION | 千日手 | 千日手",
        "持将棋 | | IMPASSE | 持将棋 | 持将棋",
        "入玉勝ち | GOTE | DECLARATION | 入玉勝ち | 後手の入玉勝ち",
        "切れ負け | SENTE | TIME_FORFEIT | 切れ負け | 時間切れにより先手の勝ち",
        "Time-up | SENTE | TIME_FORFEIT | 切れ負け | 時間切れにより先手の勝ち",
        "反則負け | SENTE | FOUL | 反則負け | 後手の反則負け",
        "反則勝ち | GOTE | FOUL | 反則勝ち | 後手の反則勝ち",
      })
  void endWordsStateTheResultForTheSideToMove(
      String word, Color winner, Reason reason, String written, String summary) {
    AnnotatedRecord<ShogiPosition, Move> record =
        Kif.FORMAT.read("   1 ７六歩(77)\n   2 " + word + "   ( 0:01/00:00:01)\n");
    Outcome expected = winner == null ? Outcome.draw(reason) : Outcome.win(winner, reason);
    assertEquals(expected, record.statedOutcome().orElseThrow());
    assertEquals(expected, record.record().outcome().orElseThrow());
    String text = Kif.FORMAT.write(record);
    assertTrue(text.endsWith("   2 " + written + "\nまで1手で" + summary + "\n"), text);
    assertEquals(record, Kif.FORMAT.read(text));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"中断", "封じ手", "不詰"})
  void someEndWordsStateNoResult(String word) {
    AnnotatedRecord<ShogiPosition, Move> record =
        Kif.FORMAT.read("   1 ７六歩(77)\n   2 " + word + "\nまで1手で" + word + "\n");
    assertTrue(record.statedOutcome().isEmpty());
    assertFalse(record.record().isOver());
    assertEquals(1, record.record().ply());
  }

  @Test
  void withoutAnEndWordTheSummaryStatesTheResult() {
    AnnotatedRecord<ShogiPosition, Move> record =
        Kif.FORMAT.read("   1 ７六歩(77)\n   2 ３四歩(33)\nまで2手で後手の勝ち\n");
    assertEquals(Outcome.win(Color.GOTE, Reason.RESIGNATION), record.statedOutcome().orElseThrow());
    // with an end word, the summary is only its echo
    record = Kif.FORMAT.read("   1 ７六歩(77)\n   2 投了\nまで1手で後手の勝ち\n");
    assertEquals(
        Outcome.win(Color.SENTE, Reason.RESIGNATION), record.statedOutcome().orElseThrow());
    // a second end word after the first, as a commentary program writes 中断 after 投了
    record = Kif.FORMAT.read("   1 ７六歩(77)\n   2 投了\n   3 中断\nまで1手で中断\n");
    assertEquals(
        Outcome.win(Color.SENTE, Reason.RESIGNATION), record.statedOutcome().orElseThrow());
  }

  @Test
  void aCheckmateIsCheckedStrictlyAndTakenAsWrittenAsPlayed() {
    String tsume =
        Kif.FORMAT.write(
            GameRecord.start(GAME, GAME.parse("8k/9/8P/9/9/9/9/9/K8 b G 1")).play("G*1b"));
    assertTrue(tsume.endsWith("   1 １二金打\n   2 詰み\nまで1手で詰み\n"), tsume);
    assertEquals(
        Outcome.win(Color.SENTE, Reason.CHECKMATE),
        Kif.FORMAT.read(tsume).record().outcome().orElseThrow());
    String notMate = "   1 ７六歩(77)\n   2 詰み\n";
    NotationException e = assertThrows(NotationException.class, () -> Kif.FORMAT.read(notMate));
    assertTrue(
        e.problem().startsWith("gote is said to be checkmated but is not, in "), e.problem());
    AnnotatedRecord<ShogiPosition, Move> asWritten =
        Kif.FORMAT.read(GAME, notMate, ReadMode.AS_PLAYED);
    assertEquals(
        Outcome.win(Color.SENTE, Reason.CHECKMATE), asWritten.statedOutcome().orElseThrow());
    assertTrue(asWritten.rulesEnding().isEmpty());
  }

  @Test
  void aCheckmateRefusedAtTheEndIsPlacedWhereItIsWrittenNotOnTheLastLine() {
    // the end word, then the summary, each with lines after it: refused once the text is read
    NotationException word =
        assertThrows(
            NotationException.class,
            () -> Kif.FORMAT.read("   1 ７六歩(77)\n   2 詰み\n*a comment\n\n"));
    Location at = word.location().orElseThrow();
    assertEquals(List.of(2, 6, 2), List.of(at.line(), at.column(), at.ply()));
    NotationException summary =
        assertThrows(
            NotationException.class, () -> Kif.FORMAT.read("   1 ７六歩(77)\nまで1手で詰み\n*a comment\n"));
    assertEquals(2, summary.location().orElseThrow().line());
    assertEquals(1, summary.location().orElseThrow().column());
    NotationException ki2 =
        assertThrows(NotationException.class, () -> Ki2.FORMAT.read("▲７六歩\nまで1手で詰み\n*a comment\n"));
    assertEquals(2, ki2.location().orElseThrow().line());
  }

  private static String cycle(int moves) {
    StringBuilder repeated = new StringBuilder();
    String[] cycle = {"５八玉(59)", "５二玉(51)", "５九玉(58)", "５一玉(52)"};
    for (int i = 0; i < moves; i++) {
      repeated.append(String.format("%4d ", i + 1)).append(cycle[i % 4]).append('\n');
    }
    return repeated.toString();
  }

  @Test
  void strictlyTheRulesEndTheGameAndAsPlayedTheMovesGoOn() {
    AnnotatedRecord<ShogiPosition, Move> sennichite = Kif.FORMAT.read(cycle(12) + "  13 千日手\n");
    assertEquals(Outcome.draw(Reason.REPETITION), sennichite.record().outcome().orElseThrow());
    assertEquals(12, sennichite.rulesEnding().orElseThrow().ply());
    String past = cycle(14) + "  15 投了\n";
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> Kif.FORMAT.read(past));
    assertEquals(13, e.location().orElseThrow().ply());
    assertTrue(e.problem().startsWith("the game is over (draw by REPETITION)"), e.problem());
    AnnotatedRecord<ShogiPosition, Move> played = Kif.FORMAT.read(GAME, past, ReadMode.AS_PLAYED);
    assertEquals(ReadMode.AS_PLAYED, played.mode());
    assertEquals(14, played.record().ply());
    assertEquals(Outcome.win(Color.GOTE, Reason.RESIGNATION), played.record().outcome().get());
    assertEquals(Outcome.draw(Reason.REPETITION), played.rulesEnding().orElseThrow().outcome());
    assertEquals(played, Kif.FORMAT.read(GAME, Kif.FORMAT.write(played), ReadMode.AS_PLAYED));
  }

  @Test
  void theImpasseAndDeclarationRulesJudgeTheirWords() {
    Shogi declaration = new Shogi(new ShogiRules(false, 0, ImpasseRule.DECLARATION_27));
    GameRecord<ShogiPosition, Move> declared =
        ShogiRecords.declare(
            GameRecord.start(
                declaration, declaration.parse("RB+P+P1+P+P+P+P/GG2K4/9/9/9/9/9/9/8k b R4P 1")),
            Color.SENTE);
    String text = Kif.FORMAT.write(declared);
    assertTrue(text.endsWith("   1 入玉勝ち\nまで0手で後手の入玉勝ち\n"), text);
    assertEquals(declared.outcome(), Kif.FORMAT.read(declaration, text).record().outcome());
  }

  private static final String VARIATIONS =
      String.join(
          "\n",
          "手数----指手---------消費時間--",
          "   1 ７六歩(77)   ( 0:02/00:00:02)+",
          "*first",
          "   2 ８四歩(83)   ( 0:01/00:00:01)+",
          "   3 ２六歩(27)   ( 0:01/00:00:03)+",
          "   4 ８五歩(84)   ( 0:02/00:00:03)",
          "   5 中断",
          "まで4手で中断",
          "",
          "変化：3手",
          "   3 ６八銀(79)   ( 0:01/00:00:03)+",
          "   4 ３四歩(33)   ( 0:02/00:00:03)",
          "   5 中断",
          "",
          "変化：3手",
          "   3 ６八飛(28)   ( 0:02/00:00:04)",
          "",
          "変化：2手",
          "   2 ３四歩(33)   ( 0:00/00:00:00)",
          "   3 ２二角成(88)",
          "   4 同　銀(31)",
          "",
          "変化：1手",
          "   1 ２六歩(27)   ( 0:02/00:00:02)",
          "   2 ８四歩(83)   ( 0:02/00:00:02)+",
          "*in a variation",
          "   3 ２五歩(26)   ( 0:01/00:00:03)",
          "",
          "変化：2手",
          "   2 ３四歩(33)   ( 0:02/00:00:02)",
          "");

  @Test
  void variationsReplaceAMoveOfTheNearestLineThatHasIt() {
    AnnotatedRecord<ShogiPosition, Move> record = Kif.FORMAT.read(VARIATIONS);
    List<MoveNode<Move>> main = record.mainLine();
    assertEquals(List.of("7g7f", "8c8d", "2g2f", "8d8e"), usi(record));
    // move 3: two variations, the second written after the first's own
    assertEquals(2, main.get(2).variations().size());
    assertEquals(List.of("7i6h", "3c3d"), usi(main.get(2).variations().get(0)));
    assertEquals(List.of("2h6h"), usi(main.get(2).variations().get(1)));
    // move 2: 同 takes the variation's previous move
    assertEquals(List.of("3c3d", "8h2b+", "3a2b"), usi(main.get(1).variations().get(0)));
    // move 1, and a variation of its own second move
    List<MoveNode<Move>> first = main.get(0).variations().get(0);
    assertEquals(List.of("2g2f", "8c8d", "2f2e"), usi(first));
    assertEquals("in a variation", first.get(1).annotation().comment());
    assertEquals(List.of("3c3d"), usi(first.get(1).variations().get(0)));
    assertEquals(Optional.of(Duration.ofSeconds(2)), first.get(1).annotation().time());
    assertEquals("first", main.get(0).annotation().comment());
    assertTrue(record.statedOutcome().isEmpty());
  }

  @Test
  void variationsAreWrittenInKifuForWindowsOrderWithTheirMarks() {
    AnnotatedRecord<ShogiPosition, Move> record = Kif.FORMAT.read(VARIATIONS);
    String written = Kif.FORMAT.write(record);
    String expected =
        "手合割：平手\n" + VARIATIONS.replace("   5 中断\nまで4手で中断\n", "").replace("   5 中断\n", "");
    assertEquals(expected, written);
    assertEquals(record, Kif.FORMAT.read(written));
  }

  @Test
  void variationsNestAtMost64Deep() {
    StringBuilder text = new StringBuilder("   1 ７六歩(77)\n   2 ３四歩(33)\n");
    ShogiPosition position = GAME.start().play(GAME.parseMove(GAME.start(), "7g7f"));
    SplittableRandom random = new SplittableRandom(11);
    for (int depth = 1; depth <= 65; depth++) {
      text.append("変化：").append(depth + 1).append("手\n");
      ShogiPosition next = position;
      for (int i = 0; i < 2; i++) {
        List<Move> legal = next.legalMoves();
        Move move = legal.get(random.nextInt(legal.size()));
        text.append(String.format("%4d ", depth + 1 + i));
        text.append(JapaneseNotation.kif(next, move.code(), -1)).append('\n');
        next = next.play(move);
        if (i == 0) {
          position = next;
        }
      }
    }
    NotationException e =
        assertThrows(NotationException.class, () -> Kif.FORMAT.read(text.toString()));
    assertEquals("variations nest more than 64 deep", e.problem());
    AnnotatedRecord<ShogiPosition, Move> record =
        Kif.FORMAT.read(text.substring(0, text.lastIndexOf("変化：")));
    assertEquals(record, Kif.FORMAT.read(Kif.FORMAT.write(record)));
    // deeper variations, which no reader would take, cannot be made: no writer meets them
    Move move = GAME.parseMove(GAME.start(), "7g7f");
    List<MoveNode<Move>> line = List.of(MoveNode.of(move));
    for (int depth = 1; depth < MoveNode.MAX_DEPTH; depth++) {
      line = List.of(new MoveNode<>(move, Annotation.NONE, List.of(line)));
    }
    MoveNode<Move> deepest = new MoveNode<>(move, Annotation.NONE, List.of(line));
    assertThrows(
        IllegalArgumentException.class,
        () -> new MoveNode<>(move, Annotation.NONE, List.of(List.of(deepest))));
  }

  @Test
  void aCommentAfterTheEndIsTheLastMovesAndBeforeAVariationsFirstMoveIsRefused() {
    AnnotatedRecord<ShogiPosition, Move> record =
        Kif.FORMAT.read("   1 ７六歩(77)\n   2 投了\n*resigned\n");
    assertEquals("resigned", record.mainLine().get(0).annotation().comment());
    NotationException e =
        assertThrows(NotationException.class, () -> Kif.FORMAT.read("   1 ７六歩(77)\n変化：1手\n*c\n"));
    assertEquals("a comment before the first move of a variation", e.problem());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "( 0:01/00:00:01) | 1",
        "(00:01 / 00:00:01) | 1",
        "(0:4/0:0:4) | 4",
        "( 0:7/) | 7",
        "(25:00/04:07:00) | 1500",
        "(1:02:03/01:02:03) | 3723",
      })
  void timesAreReadAsWrittenBySitesAndGuis(String time, long seconds) {
    AnnotatedRecord<ShogiPosition, Move> record = Kif.FORMAT.read("   1 ７六歩(77)   " + time + "\n");
    assertEquals(
        Optional.of(Duration.ofSeconds(seconds)), record.mainLine().get(0).annotation().time());
  }

  @Test
  void theWriterCountsEachSidesTotalTime() {
    AnnotatedRecord<ShogiPosition, Move> record =
        Kif.FORMAT.read("1 ７六歩(77) (0:10/)\n2 ３四歩(33) (1:00/)\n3 ２六歩(27) (0:15/)\n");
    String written = Kif.FORMAT.write(record);
    assertTrue(
        written.endsWith(
            "   1 ７六歩(77)   ( 0:10/00:00:10)\n   2 ３四歩(33)   ( 1:00/00:01:00)\n"
                + "   3 ２六歩(27)   ( 0:15/00:00:25)\n"),
        written);
  }

  /**
   * A foul move that would not read back as one is left out, the stated outcome kept: before, KIF
   * and KI2 wrote a legal one, played when read back. KI2 leaves out the origin, so that a KIF foul
   * (the wrong origin) may read as a legal move there, or as several.
   */
  @Test
  void aFoulMoveIsWrittenOnlyWhereItReadsBackAsOne() {
    AnnotatedRecord<ShogiPosition, Move> legalFoul = afterTwoMovesWithFoul("５八玉(59)");
    for (RecordFormat<ShogiPosition, Move> format : List.of(Kif.FORMAT, Ki2.FORMAT)) {
      String written = format.write(legalFoul);
      assertFalse(written.contains("５八玉"), written);
      AnnotatedRecord<ShogiPosition, Move> back = format.read(GAME, written, ReadMode.AS_PLAYED);
      assertEquals(2, back.record().ply(), written);
      assertEquals(legalFoul.statedOutcome(), back.statedOutcome(), written);
    }
    String illegal = Kif.FORMAT.write(afterTwoMovesWithFoul("５五玉(59)")); // written as before
    assertTrue(illegal.contains("   3 ５五玉(59)\n"), illegal);
    // read from KIF: without its origin, the pawn's move is legal, the gold's fits two golds
    for (String foul : List.of("２六歩(29)", "５八金(59)")) {
      AnnotatedRecord<ShogiPosition, Move> read =
          Kif.FORMAT.read(
              GAME, "1 ７六歩(77)\n2 ３四歩(33)\n3 " + foul + "\n4 反則勝ち\n", ReadMode.AS_PLAYED);
      assertEquals(Optional.of(foul), read.foulMove());
      String ki2 = Ki2.FORMAT.write(read);
      AnnotatedRecord<ShogiPosition, Move> back = Ki2.FORMAT.read(GAME, ki2, ReadMode.AS_PLAYED);
      assertEquals(2, back.record().ply(), ki2);
      assertEquals(read.statedOutcome(), back.statedOutcome(), ki2);
      assertEquals(read, Kif.FORMAT.read(GAME, Kif.FORMAT.write(read), ReadMode.AS_PLAYED));
    }
  }

  /** 7g7f 3c3d, then a foul move by sente, which gote wins by. */
  private static AnnotatedRecord<ShogiPosition, Move> afterTwoMovesWithFoul(String foul) {
    GameRecord<ShogiPosition, Move> record =
        GameRecord.asPlayed(GAME, GAME.start()).play("7g7f").play("3c3d");
    Outcome goteWins = Outcome.win(Color.GOTE, Reason.FOUL);
    return AnnotatedRecord.of(
        record.end(goteWins),
        Map.of(),
        "",
        AnnotatedRecord.of(record).mainLine(),
        Optional.of(goteWins),
        Optional.of(foul));
  }

  @Test
  void aFinalFoulMoveIsKeptAsPlayed() {
    // sente's last move is one its piece cannot make
    String text = "1 ７六歩(77)\n2 ３四歩(33)\n3 ５八金(69)\n4 ８八角成(22)\n5 ６九金(58)\n6 反則勝ち\n";
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> Kif.FORMAT.read(text));
    assertEquals(5, e.location().orElseThrow().ply());
    assertTrue(e.problem().endsWith("the gold on 5h cannot reach 6i"), e.problem());
    AnnotatedRecord<ShogiPosition, Move> record = Kif.FORMAT.read(GAME, text, ReadMode.AS_PLAYED);
    assertEquals(4, record.record().ply());
    assertEquals("６九金(58)", record.foulMove().orElseThrow());
    assertEquals(Outcome.win(Color.GOTE, Reason.FOUL), record.statedOutcome().orElseThrow());
    String written = Kif.FORMAT.write(record);
    assertTrue(written.endsWith("   5 ６九金(58)\n   6 反則勝ち\nまで5手で後手の反則勝ち\n"), written);
    assertEquals(record, Kif.FORMAT.read(GAME, written, ReadMode.AS_PLAYED));
    // CSA cannot say a KIF move: the foul is left out, its result kept (before, the KIF text was
    // written as a CSA statement, which CSA then refused)
    AnnotatedRecord<ShogiPosition, Move> csa =
        Csa.FORMAT.read(GAME, Csa.FORMAT.write(record), ReadMode.AS_PLAYED);
    assertEquals(Optional.empty(), csa.foulMove());
    assertEquals(record.statedOutcome(), csa.statedOutcome());
    assertEquals(record.record().moves(), csa.record().moves());
    // 81Dojo calls it a foul in a comment
    String dojo = text.replace("6 反則勝ち\n", "*反則手にて終局\n");
    AnnotatedRecord<ShogiPosition, Move> called = Kif.FORMAT.read(GAME, dojo, ReadMode.AS_PLAYED);
    assertEquals(record.foulMove(), called.foulMove());
    assertEquals(record.statedOutcome(), called.statedOutcome());
    assertEquals("反則手にて終局", called.mainLine().get(3).annotation().comment());
    assertEquals(called, Kif.FORMAT.read(GAME, Kif.FORMAT.write(called), ReadMode.AS_PLAYED));
    // a foul move followed by a move, or that nothing calls a foul, is refused
    assertThrows(
        IllegalMoveException.class,
        () -> Kif.FORMAT.read(GAME, text.replace("6 反則勝ち", "6 ２二銀(31)"), ReadMode.AS_PLAYED));
    assertThrows(
        IllegalMoveException.class,
        () -> Kif.FORMAT.read(GAME, text.replace("6 反則勝ち", "6 投了"), ReadMode.AS_PLAYED));
    assertThrows(
        IllegalMoveException.class,
        () -> Kif.FORMAT.read(GAME, text.replace("6 反則勝ち\n", ""), ReadMode.AS_PLAYED));
  }

  @Test
  void theEncodingLineDecidesAndALyingOneGivesWay() {
    String text = "#KIF version=2.0 encoding=UTF-8\n先手：名人\n   1 ７六歩(77)\n";
    for (Charset charset :
        List.of(
            StandardCharsets.UTF_8, Charset.forName("windows-31j"), Charset.forName("EUC-JP"))) {
      AnnotatedRecord<ShogiPosition, Move> record =
          Kif.FORMAT.read(GAME, text.getBytes(charset), ReadMode.STRICT);
      assertEquals(Map.of("Sente", "名人"), record.headers());
    }
    byte[] withMark = ("\uFEFF" + text).getBytes(StandardCharsets.UTF_8);
    assertEquals(1, Kif.FORMAT.read(GAME, withMark, ReadMode.STRICT).record().ply());
    String sjis = text.replace("UTF-8", "Shift_JIS");
    assertEquals(
        Map.of("Sente", "名人"),
        Kif.FORMAT
            .read(GAME, sjis.getBytes(Charset.forName("windows-31j")), ReadMode.STRICT)
            .headers());
    NotationException e =
        assertThrows(
            NotationException.class,
            () ->
                Kif.FORMAT.read(
                    GAME, new byte[] {'1', ' ', (byte) 0x80, (byte) 0xff}, ReadMode.STRICT));
    assertTrue(e.problem().startsWith("the bytes are not text in any of UTF-8"), e.problem());
  }

  @Test
  void randomRecordsMakeTheRoundTrip() {
    for (long seed = 1; seed <= 300; seed++) {
      GameRecord<ShogiPosition, Move> game =
          RandomRecords.ended(RandomRecords.playout(GAME, seed, 120), seed);
      AnnotatedRecord<ShogiPosition, Move> record = RandomRecords.annotated(game, seed);
      String written = Kif.FORMAT.write(record);
      AnnotatedRecord<ShogiPosition, Move> read = Kif.FORMAT.read(written);
      assertEquals(record, read, "seed " + seed + ":\n" + written);
      assertEquals(written, Kif.FORMAT.write(read));
    }
  }

  @Test
  void headersAreTranslatedFromCsaAndKeysKifCannotHoldAreCommentedOut() {
    ShogiPosition later = GAME.parse("4k4/9/9/9/9/9/9/9/4K4 b G 40");
    AnnotatedRecord<ShogiPosition, Move> record =
        AnnotatedRecord.of(GameRecord.start(GAME, later))
            .withHeaders(ImmutableMap.of("EVENT", "e", "X", "y", "手合割", "z", "Sente", "s"));
    String text = Kif.FORMAT.write(record);
    assertTrue(text.startsWith("棋戦：e\nX：y\n#手合割：z\n後手の持駒：なし\n"), text);
    assertTrue(text.contains("\n手数＝39\n先手番\n先手：s\n"), text);
    AnnotatedRecord<ShogiPosition, Move> read = Kif.FORMAT.read(text);
    assertEquals(later, read.record().startPosition());
    assertEquals(Map.of("棋戦", "e", "X", "y", "Sente", "s"), read.headers());
    assertEquals(
        Map.of("EVENT", "e", "X", "y", "Sente", "s"),
        Csa.FORMAT
            .read(Csa.FORMAT.write(AnnotatedRecord.of(read.record()).withHeaders(read.headers())))
            .headers());
  }

  @Test
  void aGameRecordIsWrittenWithoutAnnotations() {
    GameRecord<ShogiPosition, Move> record = GameRecord.start(GAME).play("7g7f").resign(Color.GOTE);
    assertEquals(
        "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 投了\nまで1手で先手の勝ち\n",
        Kif.FORMAT.write(record));
    assertEquals(AnnotatedRecord.of(record), Kif.FORMAT.read(Kif.FORMAT.write(record)));
  }

  @ParameterizedTest(name = "[{index}] {1}")
  @CsvSource(
      delimiterString = " => ",
      quoteCharacter = '"',
      value = {
        "\"手合割：三角落ち\" => unknown handicap '三角落ち' => 1, 5, 0",
        "\"foo\" => expected a header line such as '先手：name' or a move line => 1, 1, 0",
        "\"手合割：その他\\n手数----\" => 手合割：その他 needs a board diagram => 1, 5, 0",
        "\"後手番\\n\" => the side to move or the move number is given without a board diagram"
            + " => 1, 1, 0",
        "\"   1 ７六歩(77)\\n   3 ３四歩(33)\" => expected move number 2 => 2, 4, 2",
        "\"   1\" => expected a space after the move number => 1, 5, 1",
        "\"   1 ７六歩(77)x\" => unexpected text after the move => 1, 13, 1",
        // a line read in place: the next line's parenthesis does not close this one's
        "\"   1 ７六歩(77) ( 0:01\\n   2 ３四歩(33)\" => expected the time spent, such as"
            + " ( 0:01/00:00:01) => 1, 14, 1",
        "\"   1 ７六歩(77)\\nfoo\" => expected a numbered move line such as '   1 ７六歩(77)'"
            + " => 2, 1, 0",
        "\"   1 同　歩(77)\" => '同' (same square) but there is no previous move => 1, 6, 1",
        "\"   1 ０六歩(77)\" => expected a file digit １ to ９ or 同, not '０' => 1, 6, 1",
        "\"   1 ７十歩(77)\" => expected a rank 一 to 九, not '十' => 1, 7, 1",
        "\"   1 ７\" => expected a destination such as ７六 or 同 => 1, 6, 1",
        "\"   1 ７六X(77)\" => expected a piece such as 歩 or 成銀 => 1, 8, 1",
        "\"   1 ７六歩(7)\" => the origin is two digits in parentheses, such as (77) => 1, 9, 1",
        "\"   1 ７六歩(70)\" => the origin is two digits 1 to 9, such as (77) => 1, 10, 1",
        "\"   1 ５五玉打\" => a drop puts an unpromoted piece other than the king, not 玉 => 1, 6, 1",
        "\"   1 ７六歩(77) (x)\" => expected the time spent, such as ( 0:01/00:00:01) => 1, 14, 1",
        "\"   1 ７六歩(77) (0:01/\" => expected the time spent, such as ( 0:01/00:00:01)"
            + " => 1, 14, 1",
        "\"   1 投了\\n   2 ７六歩(77)\" => nothing may follow the end of the game (投了) => 2, 4, 1",
        "\"   1 投了x\" => unexpected text after the move => 1, 8, 1",
        "\"   1 ７六歩(77)\\nまで1手で引き分け\" => unknown result 'まで1手で引き分け' => 2, 1, 0",
        "\"   1 ７六歩(77)\\nまで2手で中断\" => the summary counts 2 moves but the record holds 1"
            + " => 2, 1, 0",
        "\"   1 ７六歩(77)\\n変化：2手\" => no line read so far has a move 2 to vary => 2, 1, 0",
        "\"   1 ７六歩(77)\\n変化：手\" => expected a variation line such as '変化：12手' => 2, 1, 0",
        "\"|v香|一\" => a rank is '|', nine cells of two characters and '|' => 1, 1, 0",
        "\"| X ・ ・ ・ ・ ・ ・ ・ ・|一\" => a cell is ' ・', or ' ' (sente) or 'v' (gote) and a piece"
            + " such as 香, not ' X' => 1, 2, 0",
        "\"| ・ ・ ・ ・v玉 ・ ・ ・ ・|一\\n手数----\" => the board diagram has 1 ranks, not 9 => 2, 1, 0",
        "\"先手の持駒：X\" => expected a piece in hand (飛 角 金 銀 桂 香 歩), not 'X' => 1, 7, 0",
        "\"先手の持駒：なし\\n先手の持駒：なし\" => the pieces in hand of sente are given twice => 2, 7, 0",
        "\"手数＝x\" => expected the number of moves played after 手数＝ => 1, 4, 0",
        "\"先手：A\\n   1 ７六歩(77)\\n   2 投了\\n\\n開始日時：2023/01/02\\n先手：B\" => a second game"
            + " starts here: read a text of several games with readAll => 5, 1, 0",
      })
  void malformedRecordsAreRefusedWithTheirPlace(String escaped, String message, String place) {
    String text = escaped.replace("\\n", "\n");
    NotationException e = assertThrows(NotationException.class, () -> Kif.FORMAT.read(text));
    assertEquals(message, e.problem());
    String[] where = place.split(", ");
    assertEquals(Integer.parseInt(where[0]), e.location().orElseThrow().line(), e.getMessage());
    assertEquals(Integer.parseInt(where[1]), e.location().get().column(), e.getMessage());
    assertEquals(Integer.parseInt(where[2]), e.location().get().ply(), e.getMessage());
  }

  @ParameterizedTest(name = "[{index}] {1}")
  @CsvSource(
      delimiterString = " => ",
      value = {
        "1 ７六金(77) => the piece on 77 is 歩, not 金",
        "1 ７七歩(77) => the move does not leave 77",
        "1 ７六歩(76) => sente has no piece on 76",
        "1 ５五角打 => B*5e is not legal in lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL"
            + " b - 1: sente has no bishop in hand",
        "1 ７五歩(77) => 7g7e is not legal in lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL"
            + " b - 1: the pawn on 7g cannot reach 7e",
      })
  void illegalMovesAreIllegalMoveExceptionsAtTheirPlace(String text, String message) {
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> Kif.FORMAT.read(text));
    assertEquals(message, e.problem());
    assertEquals(1, e.location().orElseThrow().ply());
    assertEquals(3, e.location().get().column());
  }

  @Test
  void impossiblePositionsAndBadArgumentsAreRefused() {
    String twoKings = DIAGRAM.replace("| ・ ・ ・ ・ ・ ・ ・ ・ ・|二", "| ・ ・ ・ ・ 玉 ・ ・ ・ ・|二");
    IllegalPositionException e =
        assertThrows(IllegalPositionException.class, () -> Kif.FORMAT.read(twoKings));
    assertEquals("sente has 2 kings", e.problem());
    assertEquals(1, e.location().orElseThrow().line()); // the diagram starts at line 1
    String pawns = DIAGRAM.replace("先手の持駒：なし", "先手の持駒：歩十六");
    e = assertThrows(IllegalPositionException.class, () -> Kif.FORMAT.read(pawns));
    assertEquals(
        "there are 19 pawns (promoted or not, on the board and in hand), but the game has 18",
        e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Kif.FORMAT.read(null));
    assertThrows(IllegalArgumentException.class, () -> Kif.FORMAT.read(null, ""));
    assertThrows(IllegalArgumentException.class, () -> Kif.FORMAT.read(GAME, "", null));
    assertThrows(
        IllegalArgumentException.class,
        () -> Kif.FORMAT.read(GAME, (byte[]) null, ReadMode.STRICT));
    assertThrows(
        IllegalArgumentException.class,
        () -> Kif.FORMAT.write((AnnotatedRecord<ShogiPosition, Move>) null));
    assertThrows(
        IllegalArgumentException.class,
        () -> Kif.FORMAT.write((GameRecord<ShogiPosition, Move>) null));
    assertThrows(IllegalArgumentException.class, () -> Ki2.FORMAT.read(null, ""));
    assertThrows(
        IllegalArgumentException.class,
        () -> Ki2.FORMAT.write((AnnotatedRecord<ShogiPosition, Move>) null));
  }

  @Test
  void kifAndKi2AreTheRecordFormatsOfShogi() {
    assertEquals(List.of(Kif.FORMAT, Ki2.FORMAT, Csa.FORMAT), GAME.recordFormats());
    assertEquals("KIF", Kif.FORMAT.name());
    assertEquals(List.of("kif", "kifu"), Kif.FORMAT.extensions());
    assertEquals("KI2", Ki2.FORMAT.toString());
    assertEquals(List.of("ki2", "ki2u"), Ki2.FORMAT.extensions());
    byte[] bytes = EXAMPLE.getBytes(StandardCharsets.UTF_8);
    List<AnnotatedRecord<ShogiPosition, Move>> read =
        Kif.FORMAT.readAll(GAME, bytes, ReadMode.STRICT);
    assertEquals(List.of(Kif.FORMAT.read(EXAMPLE)), read);
    assertEquals(WRITTEN, Kif.FORMAT.write(read));
    String ki2 = Ki2.FORMAT.write(read);
    assertEquals(
        read.get(0).record().moves(),
        Ki2.FORMAT
            .readAll(GAME, ki2.getBytes(StandardCharsets.UTF_8), ReadMode.STRICT)
            .get(0)
            .record()
            .moves());
    assertThrows(
        IllegalArgumentException.class, () -> Kif.FORMAT.write(List.of(read.get(0), read.get(0))));
    assertThrows(IllegalArgumentException.class, () -> Ki2.FORMAT.write(List.of()));
    assertThrows(
        IllegalArgumentException.class, () -> Kif.FORMAT.readAll(null, bytes, ReadMode.STRICT));
  }

  @Test
  void aByteOrderMarkAtALineStartIsSkippedSoTwoJoinedFilesReadBackEqual() {
    String joined = "\uFEFF先手：名人\n\uFEFF棋戦：順位戦\n   1 ７六歩(77)\n";
    AnnotatedRecord<ShogiPosition, Move> kif = Kif.FORMAT.read(GAME, joined);
    assertEquals(Map.of("Sente", "名人", "棋戦", "順位戦"), kif.headers());
    assertEquals(kif, Kif.FORMAT.read(GAME, Kif.FORMAT.write(kif)));
    AnnotatedRecord<ShogiPosition, Move> ki2 =
        Ki2.FORMAT.read(GAME, joined.replace("   1 ７六歩(77)", "▲７六歩"));
    assertEquals(kif.headers(), ki2.headers());
    assertEquals(ki2, Ki2.FORMAT.read(GAME, Ki2.FORMAT.write(ki2)));
    // inside a value it is kept and written back; after an indent it starts no key and is refused
    AnnotatedRecord<ShogiPosition, Move> inside = Kif.FORMAT.read(GAME, "棋戦：a\uFEFFb\n");
    assertEquals("a\uFEFFb", inside.headers().get("棋戦"));
    assertEquals(inside, Kif.FORMAT.read(GAME, Kif.FORMAT.write(inside)));
    assertThrows(NotationException.class, () -> Kif.FORMAT.read(GAME, " \uFEFF棋戦：x\n"));
  }

  /**
   * Outcomes written with the words that state them for the right side. Before, a loss by perpetual
   * check was written 千日手 (a draw), a declaration won by the side not to move as the mover's, and a
   * checkmate of the side not to move as the mover's.
   */
  @Test
  void eachOutcomeIsWrittenWithWordsThatStateItsWinner() {
    GameRecord<ShogiPosition, Move> checks =
        GameRecord.start(GAME, GAME.parse("4k4/9/9/9/9/9/9/9/4K4 b R 1")).play("R*5e");
    List<String> cycle = List.of("5a4a", "5e4e", "4a5a", "4e5e");
    for (int i = 0; !checks.isOver(); i++) {
      checks = checks.play(cycle.get(i % 4));
    }
    assertEquals(Optional.of(Outcome.win(Color.GOTE, Reason.PERPETUAL_CHECK)), checks.outcome());
    for (RecordFormat<ShogiPosition, Move> format : List.of(Kif.FORMAT, Ki2.FORMAT)) {
      String written = format.write(AnnotatedRecord.of(checks));
      assertFalse(written.contains("千日手"), written);
      AnnotatedRecord<ShogiPosition, Move> back = format.read(GAME, written);
      assertEquals(checks.outcome(), back.record().outcome(), written);
      assertEquals(Optional.of(Outcome.win(Color.GOTE, Reason.FOUL)), back.statedOutcome());
    }
    GameRecord<ShogiPosition, Move> opened = GameRecord.asPlayed(GAME, GAME.start()).play("7g7f");
    for (Outcome outcome :
        List.of(
            Outcome.win(Color.SENTE, Reason.DECLARATION),
            Outcome.win(Color.SENTE, Reason.CHECKMATE),
            Outcome.win(Color.GOTE, Reason.FOUL))) {
      AnnotatedRecord<ShogiPosition, Move> ended =
          AnnotatedRecord.of(opened.end(outcome)); // gote to move
      for (RecordFormat<ShogiPosition, Move> format : List.of(Kif.FORMAT, Ki2.FORMAT)) {
        String written = format.write(ended);
        AnnotatedRecord<ShogiPosition, Move> back = format.read(GAME, written, ReadMode.AS_PLAYED);
        assertEquals(
            outcome.winner(), back.statedOutcome().flatMap(Outcome::winner), outcome + written);
      }
    }
  }

  /**
   * A blank text holds no game, as a blank PGN file: before, KIF and KI2 read it as a game of no
   * move, and CSA as a game refused for lacking its side to move (a refused game in `plateau
   * record`'s count).
   */
  @Test
  void aBlankTextHoldsNoGame() {
    for (RecordFormat<ShogiPosition, Move> format : List.of(Kif.FORMAT, Ki2.FORMAT, Csa.FORMAT)) {
      for (String blank : List.of("", " \n\t\r\n", "\uFEFF\n")) {
        NotationException e =
            assertThrows(NotationException.class, () -> format.read(GAME, blank, ReadMode.STRICT));
        assertEquals("the text holds no game", e.problem());
        assertEquals(List.of(), format.readAll(GAME, blank, ReadMode.AS_PLAYED));
        assertEquals(
            List.of(),
            format.readEach(GAME, blank.getBytes(StandardCharsets.UTF_8), ReadMode.STRICT));
      }
    }
    assertEquals(0, Kif.FORMAT.read("手合割：平手\n").record().ply()); // a header: a game
  }
}
