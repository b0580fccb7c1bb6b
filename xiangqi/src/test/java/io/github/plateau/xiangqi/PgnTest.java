package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.AmbiguousMoveException;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** PGN game records: reading, writing, round trips, and every rejection with its offset. */
class PgnTest {
  private static final String MATE_IN_ONE = "3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1";
  private static final String PERPETUAL_CHECK = "4k4/9/9/9/9/9/9/9/9/3K1R3 w - - 0 1";
  private static final String TANDEM = "3k5/9/9/9/4R4/9/9/4R4/9/5K3 w - - 0 1";

  private final Xiangqi game = new Xiangqi();

  private static String fenTag(String fen) {
    return "[FEN \"" + fen + "\"]\n";
  }

  private GameRecord<XiangqiPosition, Move> play(String fen, String moves) {
    GameRecord<XiangqiPosition, Move> record = GameRecord.start(game, game.parse(fen));
    for (String move : moves.split(" ")) {
      record = record.play(move);
    }
    return record;
  }

  private static PgnGame only(String text) {
    List<PgnGame> games = Pgn.read(text);
    assertEquals(1, games.size(), text);
    return games.get(0);
  }

  private static String iccs(PgnGame game) {
    return String.join(" ", game.record().moves().stream().map(Move::toString).toList());
  }

  // Reading

  @Test
  void readsTheTagsMovesCommentsAndResultOfAGame() {
    String text =
        """
        [Game "Chinese Chess"]
        [Event "1982 national championship"]
        [Date "1982.12.11"]
        [Red "Liu Dahua"]
        [Black "Yang Guanlin"]
        [Result "1/2-1/2"]
        [Format "ICCS"]

        {The opening} 1. B2-E2 B9-C7 2. B0-C2 {a quiet move} A9-B9 3. A0-B0 H9-G7
        1/2-1/2
        """;
    PgnGame read = only(text);
    assertEquals(
        Map.of(
            "Event", "1982 national championship",
            "Date", "1982.12.11",
            "Red", "Liu Dahua",
            "Black", "Yang Guanlin"),
        read.tags());
    assertEquals(List.of("Event", "Date", "Red", "Black"), List.copyOf(read.tags().keySet()));
    assertEquals(MoveFormat.ICCS, read.format());
    assertEquals("b2e2 b9c7 b0c2 a9b9 a0b0 h9g7", iccs(read));
    assertEquals(game.start(), read.record().startPosition());
    assertEquals(Optional.of("The opening"), read.comment(0));
    assertEquals(Optional.of("a quiet move"), read.comment(3));
    assertEquals(Optional.empty(), read.comment(4));
    assertEquals(Optional.of(Outcome.draw(Reason.ADJUDICATION)), read.record().outcome());
    assertEquals("1/2-1/2", read.result());
  }

  @Test
  void writesTheConventionalLayout() {
    GameRecord<XiangqiPosition, Move> record =
        play(XiangqiPosition.START_FEN, "h2e2 h9g7 h0g2 i9h9");
    PgnGame pgn =
        PgnGame.of(record, MoveFormat.WXF)
            .withTag("Event", "Club \"open\"")
            .withTag("Red", "Lin")
            .withComment(2, "both horses out");
    assertEquals(
        """
        [Game "Chinese Chess"]
        [Event "Club \\"open\\""]
        [Red "Lin"]
        [Result "*"]
        [Format "WXF"]

        1. C2.5 H8+7 {both horses out} 2. H2+3 R9.8 *
        """,
        pgn.toString());
    assertEquals(
        """
        [Game "Chinese Chess"]
        [Result "*"]
        [Format "ICCS"]

        1. H2-E2 H9-G7 2. H0-G2 I9-H9 *
        """,
        Pgn.write(record, MoveFormat.ICCS));
  }

  @Test
  void aSetupStartsFromTheFenTagAndTheNumbersFollowIt() {
    String fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 12";
    GameRecord<XiangqiPosition, Move> record = play(fen, "h9g7 b0c2 i9h9");
    String text = Pgn.write(record, MoveFormat.ICCS);
    assertTrue(text.contains(fenTag(fen)), text);
    assertTrue(text.endsWith("\n12... H9-G7 13. B0-C2 I9-H9 *\n"), text);
    PgnGame read = only(text);
    assertEquals(game.parse(fen), read.record().startPosition());
    assertEquals("h9g7 b0c2 i9h9", iccs(read));
    assertEquals("h9g7 b0c2 i9h9", iccs(only(fenTag(fen) + "12. ... h9g7 13. b0c2 i9h9")));
  }

  @Test
  void recordsOfRandomGamesRoundTripInBothFormats() {
    List<String> starts =
        List.of(
            XiangqiPosition.START_FEN,
            "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
            "3k5/9/9/9/9/9/9/9/4A4/3AK1R2 w - - 0 1",
            MATE_IN_ONE,
            "2bak4/4a4/4b4/9/2n6/9/2N6/4B4/4A4/3AK1B2 b - - 7 30");
    Set<Reason> reasons = EnumSet.noneOf(Reason.class);
    int plies = 0;
    for (int s = 0; s < starts.size(); s++) {
      for (int g = 0; g < 25; g++) {
        SplittableRandom random = new SplittableRandom(1000L * s + g);
        GameRecord<XiangqiPosition, Move> record =
            GameRecord.start(game, game.parse(starts.get(s)));
        int length = random.nextInt(200);
        while (!record.isOver() && record.ply() < length) {
          List<Move> moves = record.current().legalMoves();
          record = record.play(moves.get(random.nextInt(moves.size())));
        }
        if (!record.isOver() && random.nextInt(3) == 0) {
          record = record.resign(random.nextBoolean() ? Color.RED : Color.BLACK);
        }
        record.outcome().ifPresent(o -> reasons.add(o.reason()));
        plies += record.ply();
        PgnGame pgn = PgnGame.of(record, MoveFormat.values()[g % 2]).withTag("Round", "" + g);
        for (int c = 0; c < 3; c++) {
          pgn = pgn.withComment(random.nextInt(record.ply() + 1), "note " + c + " {x; y\n z");
        }
        String text = pgn.toString();
        PgnGame read = only(text);
        assertEquals(record.moves(), read.record().moves(), text);
        assertEquals(record.startPosition(), read.record().startPosition(), text);
        assertEquals(pgn.result(), read.result(), text);
        boolean resigned =
            record.outcome().map(o -> o.reason() == Reason.RESIGNATION).orElse(false);
        if (!resigned) { // a resignation reads back as an adjudicated result
          assertEquals(record.outcome(), read.record().outcome(), text);
        }
        for (int ply = 0; ply <= record.ply(); ply++) {
          assertEquals(pgn.comment(ply), read.comment(ply), text);
        }
        assertEquals(pgn.tags(), read.tags());
        assertEquals(text, read.toString(), "writing what was read gives the same text");
      }
    }
    assertTrue(plies > 5000, plies + " plies");
    assertTrue(reasons.contains(Reason.CHECKMATE), reasons.toString());
    assertTrue(reasons.contains(Reason.NO_CAPTURE_LIMIT), reasons.toString());
  }

  @Test
  void severalGamesAreReadInOrderAndWrittenWithABlankLineBetween() {
    PgnGame first = PgnGame.of(play(MATE_IN_ONE, "b0b9"), MoveFormat.ICCS);
    PgnGame second =
        PgnGame.of(play(XiangqiPosition.START_FEN, "h2e2"), MoveFormat.WXF).withTag("Round", "2");
    String text = Pgn.write(List.of(first, second));
    assertEquals(first + "\n" + second, text);
    List<PgnGame> read = Pgn.read(text);
    assertEquals(2, read.size());
    assertEquals("1-0", read.get(0).result());
    assertEquals("*", read.get(1).result());
    assertEquals(Map.of("Round", "2"), read.get(1).tags());
    assertEquals(List.of(), Pgn.read(""));
    assertEquals(List.of(), Pgn.read(" \n\t\r\n"));
    assertEquals(2, Pgn.read("1. h2e2 *\n1. b2e2 *").size());
  }

  @Test
  void iccsMovesAreReadInEitherCaseWithOrWithoutTheDash() {
    String moves = "h2e2 h9g7 h0g2 i9h9";
    String written = "[Format \"ICCS\"]\n1. h2e2 H9-G7 2. h0-g2 I9H9 *";
    assertEquals(moves, iccs(only(written)));
  }

  @Test
  void withoutAFormatTagEachMoveIsReadByItsShape() {
    PgnGame read = only("1. h2e2 H8+7 2. H0-G2 r9.8");
    assertEquals("h2e2 h9g7 h0g2 i9h9", iccs(read));
    assertEquals(MoveFormat.ICCS, read.format(), "the format of the first move");
    assertEquals(MoveFormat.WXF, only("C2.5 h9g7").format());
    assertEquals(MoveFormat.ICCS, only("*").format());
  }

  @Test
  void wxfMovesMayBeginWithADigitOrASign() {
    // Soldiers doubled on two files are named by the file digit: 33.4 is not move 33.
    String fen = "3k5/9/6P2/2P3P2/2P3P2/9/9/9/9/5K3 w - - 0 1";
    PgnGame read = only(fenTag(fen) + "[Format \"WXF\"]\n1. 33.4 K4+1 2. 3++1 *");
    assertEquals("g6f6 d9d8 g7g8", iccs(read));
    assertEquals("1. 33.4 K4+1 2. 3++1 *", read.toString().lines().reduce((a, b) -> b).get());
    // A tandem sign may come first: +R.3 is R+.3, the front chariot.
    assertEquals("e5g5", iccs(only(fenTag(TANDEM) + "1. +R.3")));
  }

  @Test
  void moveNumbersMayBeLeftOutOrWrittenBeforeBlackMovesOrAgainstTheMove() {
    assertEquals("h2e2 h9g7 h0g2", iccs(only("h2e2 h9g7 h0g2")));
    assertEquals("h2e2 h9g7 h0g2", iccs(only("1.h2e2 1...h9g7 2.h0g2")));
    assertEquals("h2e2 h9g7 h0g2", iccs(only("1. h2e2 1... h9g7 2. h0g2")));
  }

  @Test
  void variationsGlyphsAndAnnotationsAreSkippedAndLineCommentsKept() {
    String text =
        "1. h2e2! (1. b2e2 {other} (1. h0g2) b9c7) h9g7?! $14 ; a line comment\n" + "2. h0g2 $1 *";
    PgnGame read = only(text);
    assertEquals("h2e2 h9g7 h0g2", iccs(read));
    assertEquals(Optional.of(" a line comment"), read.comment(2));
  }

  @Test
  void aByteOrderMarkIsSkipped() {
    assertEquals("h2e2", iccs(only("\uFEFF1. h2e2 *")));
  }

  @Test
  void aGameWithoutItsResultEndsAtTheNextTagOrTheEndOfTheText() {
    List<PgnGame> read = Pgn.read("[Result \"1-0\"]\n1. h2e2\n[Round \"2\"]\n1. b2e2 h9g7");
    assertEquals(2, read.size());
    assertEquals("1-0", read.get(0).result(), "from the Result tag");
    assertEquals("*", read.get(1).result());
    assertEquals("b2e2 h9g7", iccs(read.get(1)));
  }

  // Results

  @Test
  void aResultTheMovesDoNotReachEndsTheRecordByAdjudication() {
    assertEquals(
        Optional.of(Outcome.win(Color.RED, Reason.ADJUDICATION)),
        only("1. h2e2 1-0").record().outcome());
    assertEquals(
        Optional.of(Outcome.win(Color.BLACK, Reason.ADJUDICATION)),
        only("[Result \"0-1\"] 1. h2e2 0-1").record().outcome());
    assertEquals(
        Optional.of(Outcome.draw(Reason.ADJUDICATION)), only("1. h2e2 1/2-1/2").record().outcome());
    assertFalse(only("1. h2e2 *").record().isOver());
  }

  @Test
  void aResultTheMovesReachIsKeptEvenIfTheRecordSaysUnknown() {
    Outcome mate = Outcome.win(Color.RED, Reason.CHECKMATE);
    assertEquals(Optional.of(mate), only(fenTag(MATE_IN_ONE) + "1. b0b9 1-0").record().outcome());
    PgnGame unknown = only(fenTag(MATE_IN_ONE) + "1. b0b9 *");
    assertEquals(Optional.of(mate), unknown.record().outcome());
    assertEquals("1-0", unknown.result());
  }

  @Test
  void theHistoryRulesApplyWhileReading() {
    String checks = "1. R4+9 K5+1 2. R4-1 K5-1 3. R4+1 K5+1 4. R4-1 K5-1 5. R4+1";
    PgnGame read = only(fenTag(PERPETUAL_CHECK) + "[Format \"WXF\"]\n" + checks + " 0-1");
    assertEquals(
        Optional.of(Outcome.win(Color.BLACK, Reason.PERPETUAL_CHECK)), read.record().outcome());
    IllegalMoveException after =
        assertThrows(
            IllegalMoveException.class, () -> Pgn.read(fenTag(PERPETUAL_CHECK) + checks + " K5+1"));
    assertTrue(
        after.getMessage().contains("game 1, ply 10 (move 5..., Black) at offset "),
        after.getMessage());
    assertTrue(
        after.getMessage().contains("follows the end of the game (BLACK wins by PERPETUAL_CHECK)"),
        after.getMessage());
  }

  @Test
  void theGamesRulesOptionsApply() {
    String fen = "4k4/9/9/9/9/9/9/9/9/3K1R3 w - - 118 60";
    String text = fenTag(fen) + "60. f0f1 e9e8 61. f1f0";
    assertThrows(IllegalMoveException.class, () -> Pgn.read(text));
    assertEquals(
        3,
        Pgn.read(text, new Xiangqi(XiangqiRules.DEFAULT.withNoCapturePlies(0)))
            .get(0)
            .record()
            .ply());
  }

  // Rejections

  @Test
  void anIllegalMoveNamesItsGamePlyMoveAndOffset() {
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> Pgn.read("*\n1. h2e2 h9g7 2. h2e3"));
    assertTrue(
        e.getMessage()
            .startsWith("game 2, ply 3 (move 2, Red) at offset 18: h2e3 is not legal in "),
        e.getMessage());
    assertTrue(e.getMessage().endsWith("there is no piece on h2"), e.getMessage());
    IllegalMoveException wxf =
        assertThrows(IllegalMoveException.class, () -> Pgn.read("[Format \"WXF\"] 1. R2+1"));
    assertTrue(
        wxf.getMessage().startsWith("game 1, ply 1 (move 1, Red) at offset 18: R2+1 names no"),
        wxf.getMessage());
  }

  @Test
  void anAmbiguousWxfMoveIsANotationErrorAtTheMove() {
    String text = fenTag(TANDEM) + "1. R5.3";
    NotationException e = assertThrows(NotationException.class, () -> Pgn.read(text));
    assertEquals(text.indexOf("R5.3"), e.offset());
    assertTrue(
        e.getMessage().startsWith("game 1, ply 1 (move 1, Red): R5.3 is ambiguous, it could be "),
        e.getMessage());
    assertInstanceOf(AmbiguousMoveException.class, e.getCause());
  }

  @Test
  void anImpossibleFenTagIsAnIllegalPosition() {
    IllegalPositionException e =
        assertThrows(
            IllegalPositionException.class,
            () -> Pgn.read("[FEN \"4k4/9/9/9/9/9/9/9/9/4K4 w\"] *"));
    assertEquals(
        "the FEN tag of game 1 at offset 6: the generals face each other on file e with nothing"
            + " between them",
        e.getMessage());
  }

  static Stream<Arguments> malformed() {
    String mateThenResult = fenTag(MATE_IN_ONE) + "1. b0b9 0-1";
    return Stream.of(
        Arguments.of("[", "expected a tag name (letters, digits, _) after '['", 1),
        Arguments.of("[Event", "expected the value of tag Event in double quotes", 6),
        Arguments.of("[Event x]", "expected the value of tag Event in double quotes", 7),
        Arguments.of("[Event \"x", "the value of tag Event is not closed on its line", 7),
        Arguments.of("[Event \"x\n\"]", "the value of tag Event is not closed on its line", 7),
        Arguments.of("[Event \"a\\b\"]", "a backslash in a tag value escapes only", 9),
        Arguments.of("[Event \"x\" *", "expected ']' to close tag Event", 11),
        Arguments.of("[Event \"x\"][Event \"y\"]", "tag Event appears twice in game 1", 12),
        Arguments.of("[Game \"Chess\"]", "the Game tag says \"Chess\", not \"Chinese Chess\"", 7),
        Arguments.of("[Format \"Chinese\"]", "the move format \"Chinese\" is not read", 9),
        Arguments.of("[Result \"2-0\"]", "the Result tag is 1-0, 0-1, 1/2-1/2 or *", 9),
        Arguments.of("[FEN \"x\"]", "the FEN tag of game 1: 'x' is not a piece", 6),
        Arguments.of("[FEN \"" + MATE_IN_ONE + " x\"]", "the FEN tag of game 1: unexpected", 42),
        Arguments.of("1. h2e2 {never closed", "the comment opened here is not closed by '}'", 8),
        Arguments.of("1. h2e2 (h9g7 {", "the comment opened here is not closed by '}'", 14),
        Arguments.of("1. h2e2 (1... h9g7", "the variation opened here is not closed by ')'", 8),
        Arguments.of("1. h2e2 )", "')' closes no variation", 8),
        Arguments.of("1. h2e2 }", "'}' closes no comment", 8),
        Arguments.of("1. h2e2 ]", "']' closes no tag", 8),
        Arguments.of("1. h2e2 $x", "a numeric annotation glyph is '$' and a number", 8),
        Arguments.of("2. h2e2", "move number 2 where 1 was expected (game 1, before ply 1)", 0),
        Arguments.of("1. h2e2 2. h9g7", "move number 2 where 1 was expected", 8),
        Arguments.of("1. h2e2 99999999999999999999.", "move number 9999", 8),
        Arguments.of("1. x2e2", "expected a move (ICCS such as h2e2, or WXF such as C2.5)", 3),
        Arguments.of("1. \u212A2.5", "expected a move (ICCS such as h2e2", 3),
        Arguments.of(
            "[Format \"ICCS\"] 1. h2x2", "game 1, ply 1 (move 1, Red): a file is a letter", 21),
        Arguments.of(
            "[Format \"ICCS\"] 1. C2.5", "game 1, ply 1 (move 1, Red): a file is a letter", 21),
        Arguments.of(
            "[Format \"WXF\"] 1. C2*5", "game 1, ply 1 (move 1, Red): expected the direction", 20),
        Arguments.of(
            "[Format \"WXF\"] 1. h2e2", "game 1, ply 1 (move 1, Red): expected the direction", 20),
        Arguments.of(
            "[Result \"1-0\"] 1. h2e2 0-1", "the result 0-1 differs from the Result tag's 1-0", 23),
        Arguments.of(
            mateThenResult,
            "the result 0-1 contradicts the moves: RED wins by CHECKMATE after ply 1",
            mateThenResult.length() - 3),
        Arguments.of(
            "[Result \"1/2-1/2\"]\n" + fenTag(MATE_IN_ONE) + "1. b0b9",
            "the result 1/2-1/2 contradicts the moves",
            9));
  }

  @ParameterizedTest(name = "[{index}] {1}")
  @MethodSource("malformed")
  void malformedRecordsAreRefusedAtTheOffsetOfTheProblem(String text, String problem, int offset) {
    NotationException e = assertThrows(NotationException.class, () -> Pgn.read(text));
    assertTrue(e.getMessage().startsWith(problem), e.getMessage());
    assertEquals(offset, e.offset(), e.getMessage());
    assertEquals(text, e.input());
  }

  @Test
  void aPgnGameRefusesWhatItCannotWrite() {
    PgnGame pgn = PgnGame.of(GameRecord.start(game), MoveFormat.ICCS);
    for (String derived : List.of("Game", "Result", "FEN", "Format")) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> pgn.withTag(derived, "x"));
      assertTrue(e.getMessage().contains("written from the record"), e.getMessage());
    }
    assertThrows(IllegalArgumentException.class, () -> pgn.withTag("Two words", "x"));
    assertThrows(IllegalArgumentException.class, () -> pgn.withTag("", "x"));
    assertThrows(IllegalArgumentException.class, () -> pgn.withTag(null, "x"));
    assertThrows(IllegalArgumentException.class, () -> pgn.withTag("Event", "two\nlines"));
    assertThrows(IllegalArgumentException.class, () -> pgn.withTag("Event", null));
    assertThrows(IllegalArgumentException.class, () -> pgn.withComment(0, "a } b"));
    assertThrows(IllegalArgumentException.class, () -> pgn.withComment(0, null));
    assertThrows(IllegalArgumentException.class, () -> pgn.withComment(1, "x"));
    assertThrows(IllegalArgumentException.class, () -> pgn.withComment(-1, "x"));
    assertThrows(IllegalArgumentException.class, () -> pgn.comment(1));
    assertThrows(IllegalArgumentException.class, () -> pgn.withFormat(null));
    assertThrows(IllegalArgumentException.class, () -> PgnGame.of(null, MoveFormat.WXF));
    assertThrows(IllegalArgumentException.class, () -> PgnGame.of(GameRecord.start(game), null));
    assertThrows(IllegalArgumentException.class, () -> Pgn.read(null));
    assertThrows(IllegalArgumentException.class, () -> Pgn.read("*", null));
    assertThrows(IllegalArgumentException.class, () -> Pgn.write((PgnGame) null));
    assertThrows(IllegalArgumentException.class, () -> Pgn.write((List<PgnGame>) null));
    assertEquals(Optional.empty(), pgn.withComment(0, "x").withComment(0, "").comment(0));
  }

  @Test
  void aGameCanBeRewrittenInTheOtherFormatAndKeepsUnicodeTags() {
    String text = "[Event \"第24届五羊杯\"]\n[棋谱名称 \"中炮\"]\n[Format \"ICCS\"]\n1. h2e2 h9g7 *";
    PgnGame read = only(text);
    assertEquals(Map.of("Event", "第24届五羊杯", "棋谱名称", "中炮"), read.tags());
    String wxf = read.withFormat(MoveFormat.WXF).toString();
    assertTrue(wxf.endsWith("[Format \"WXF\"]\n\n1. C2.5 H8+7 *\n"), wxf);
    List<String> moves = new ArrayList<>();
    only(wxf).record().moves().forEach(m -> moves.add(m.toString()));
    assertEquals(List.of("h2e2", "h9g7"), moves);
  }
}
