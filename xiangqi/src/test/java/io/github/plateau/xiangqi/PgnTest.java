package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.AmbiguousMoveException;
import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.AnnotatedRecord.Ending;
import io.github.plateau.core.Annotation;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.Location;
import io.github.plateau.core.MoveNode;
import io.github.plateau.core.MoveRefusal;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.Reason;
import io.github.plateau.core.RecordFormat;
import io.github.plateau.core.testing.LongRecords;
import io.github.plateau.core.testing.PgnFamilyChecks;
import io.github.plateau.core.tictactoe.TicTacToe;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** PGN game records: reading, writing, round trips, modes, and every refusal with its place. */
class PgnTest {
  private static final String MATE_IN_ONE = "3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1";
  private static final String PERPETUAL_CHECK = "4k4/9/9/9/9/9/9/9/9/3K1R3 w - - 0 1";
  private static final String TANDEM = "3k5/9/9/9/4R4/9/9/4R4/9/5K3 w - - 0 1";

  /** Red's chariot checks up and down while Black's general steps: the third time, Red loses. */
  private static final String CHECKS =
      "1. R4+9 K5+1 2. R4-1 K5-1 3. R4+1 K5+1 4. R4-1 K5-1 5. R4+1";

  private final Xiangqi game = new Xiangqi();

  private static String fenTag(String fen) {
    return "[FEN \"" + fen + "\"]\n";
  }

  private AnnotatedRecord<XiangqiPosition, Move> read(String text) {
    return Pgn.FORMAT.read(game, text);
  }

  private AnnotatedRecord<XiangqiPosition, Move> asPlayed(String text) {
    return Pgn.FORMAT.read(game, text, ReadMode.AS_PLAYED);
  }

  private GameRecord<XiangqiPosition, Move> play(String fen, String moves) {
    GameRecord<XiangqiPosition, Move> record = GameRecord.start(game, game.parse(fen));
    for (String move : moves.split(" ")) {
      record = record.play(move);
    }
    return record;
  }

  private static String iccs(AnnotatedRecord<XiangqiPosition, Move> record) {
    return iccs(record.record().moves());
  }

  private static String iccs(List<Move> moves) {
    return String.join(" ", moves.stream().map(Move::toString).toList());
  }

  private static String line(List<MoveNode<Move>> nodes) {
    return iccs(nodes.stream().map(MoveNode::move).toList());
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
    AnnotatedRecord<XiangqiPosition, Move> read = read(text);
    assertEquals(
        List.of("Event", "Date", "Red", "Black", "Format"), List.copyOf(read.headers().keySet()));
    assertEquals("Liu Dahua", read.headers().get("Red"));
    assertEquals("ICCS", read.headers().get("Format"));
    assertEquals("b2e2 b9c7 b0c2 a9b9 a0b0 h9g7", iccs(read));
    assertEquals(game.start(), read.record().startPosition());
    assertEquals("The opening", read.startComment());
    assertEquals("a quiet move", read.mainLine().get(2).annotation().comment());
    assertEquals(Annotation.NONE, read.mainLine().get(3).annotation());
    Outcome draw = Outcome.draw(Reason.ADJUDICATION);
    assertEquals(Optional.of(draw), read.statedOutcome());
    assertEquals(Optional.of(draw), read.record().outcome());
    assertEquals(ReadMode.STRICT, read.mode());
    assertEquals(Optional.empty(), read.rulesEnding());
    assertEquals(Optional.empty(), read.foulMove());
  }

  @Test
  void writesTheConventionalLayout() {
    GameRecord<XiangqiPosition, Move> record = play(Xiangqi.START, "h2e2 h9g7 h0g2 i9h9");
    Map<String, String> headers = new LinkedHashMap<>();
    headers.put("Event", "Club \"open\"");
    headers.put("Red", "Lin");
    headers.put("Format", "ICCS");
    AnnotatedRecord<XiangqiPosition, Move> annotated =
        AnnotatedRecord.of(record)
            .withHeaders(headers)
            .withAnnotation(2, new Annotation("both horses out", Optional.empty(), List.of("!?")));
    assertEquals(
        """
        [Game "Chinese Chess"]
        [Event "Club \\"open\\""]
        [Red "Lin"]
        [Format "WXF"]
        [Result "*"]

        1. C2.5 H8+7 !? {both horses out} 2. H2+3 R9.8 *
        """,
        Pgn.FORMAT.in(MoveFormat.WXF).write(annotated));
    assertEquals(
        """
        [Game "Chinese Chess"]
        [Result "*"]

        1. H2-E2 H9-G7 2. H0-G2 I9-H9 *
        """,
        Pgn.FORMAT.in(MoveFormat.ICCS).write(record));
    assertEquals(
        """
        [Game "Chinese Chess"]
        [Result "*"]

        1. 炮二平五 马８进７ 2. 马二进三 车９平８ *
        """,
        Pgn.FORMAT.in(MoveFormat.CHINESE).write(record));
    assertEquals(
        """
        [Game "Chinese Chess"]
        [Result "*"]

        1. Ｃ２＝５ Ｈ８＋７ 2. Ｈ２＋３ Ｒ９＝８ *
        """,
        Pgn.FORMAT.in(MoveFormat.WXF_FULL_WIDTH).write(record));
  }

  @Test
  void writingWithoutAFormatUsesTheFormatHeaderElseIccs() {
    AnnotatedRecord<XiangqiPosition, Move> chinese = read("[Format \"chinese\"]\n1. 炮二平五 马8进7 *");
    assertTrue(Pgn.FORMAT.write(chinese).endsWith("1. 炮二平五 马８进７ *\n"), Pgn.FORMAT.write(chinese));
    assertTrue(Pgn.FORMAT.write(chinese).contains("[Format \"chinese\"]\n"), "kept as written");
    assertTrue(
        Pgn.FORMAT.in(MoveFormat.WXF).write(chinese).contains("[Format \"WXF\"]\n"), "named anew");
    assertEquals(chinese, read(Pgn.FORMAT.write(chinese)));
    AnnotatedRecord<XiangqiPosition, Move> shaped = read("1. 炮二平五 马8进7 *");
    assertTrue(Pgn.FORMAT.write(shaped).endsWith("1. H2-E2 H9-G7 *\n"), Pgn.FORMAT.write(shaped));
    assertEquals(shaped, read(Pgn.FORMAT.write(shaped)));
  }

  @Test
  void movesWrapBefore80CharactersWithTheirNumbersAndFillEachLine() {
    // marks of many lengths between the moves move where each line ends: every width is met
    List<String> marks = List.of("!", "!?", "$10", "$100", "", "", "");
    for (int seed = 0; seed < 40; seed++) {
      GameRecord<XiangqiPosition, Move> record = GameRecord.start(game, game.start());
      Random random = new Random(seed);
      StringBuilder text = new StringBuilder();
      while (record.ply() < 220 && !record.isOver()) { // up to three-digit move numbers
        List<Move> moves = record.current().legalMoves();
        Move move = moves.get(random.nextInt(moves.size()));
        text.append(move).append(' ').append(marks.get(random.nextInt(marks.size()))).append(' ');
        record = record.play(move);
      }
      AnnotatedRecord<XiangqiPosition, Move> marked = read(text + "*");
      for (MoveFormat format : List.of(MoveFormat.ICCS, MoveFormat.WXF, MoveFormat.CHINESE)) {
        wrapsFull(marked, format);
      }
    }
  }

  private void wrapsFull(AnnotatedRecord<XiangqiPosition, Move> record, MoveFormat format) {
    String text = Pgn.FORMAT.in(format).write(record);
    List<String> lines = text.lines().dropWhile(l -> l.startsWith("[") || l.isEmpty()).toList();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      assertTrue(line.length() <= 80, line.length() + ": " + line);
      assertFalse(line.matches(".*\\d+\\.+$"), "a number is kept with its move: " + line);
      if (i + 1 < lines.size()) { // the next line's first word did not fit on this one
        String[] next = lines.get(i + 1).split(" ");
        String firstWord = next[0].endsWith(".") ? next[0] + " " + next[1] : next[0];
        assertTrue(line.length() + 1 + firstWord.length() > 80, line + " / " + firstWord);
      }
    }
    assertEquals(record, read(text));
  }

  @Test
  void aSetupStartsFromTheFenTagAndTheNumbersFollowIt() {
    String fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 12";
    GameRecord<XiangqiPosition, Move> record = play(fen, "h9g7 b0c2 i9h9");
    String text = Pgn.FORMAT.in(MoveFormat.ICCS).write(record);
    assertTrue(text.contains(fenTag(fen)), text);
    assertTrue(text.endsWith("\n12... H9-G7 13. B0-C2 I9-H9 *\n"), text);
    AnnotatedRecord<XiangqiPosition, Move> read = read(text);
    assertEquals(game.parse(fen), read.record().startPosition());
    assertEquals("h9g7 b0c2 i9h9", iccs(read));
    assertEquals(Map.of(), read.headers(), "the FEN tag is written from the record");
    assertEquals("h9g7 b0c2 i9h9", iccs(read(fenTag(fen) + "12. ... h9g7 13. b0c2 i9h9")));
  }

  @Test
  void severalGamesAreReadInOrderAndWrittenWithABlankLineBetween() {
    AnnotatedRecord<XiangqiPosition, Move> first = AnnotatedRecord.of(play(MATE_IN_ONE, "b0b9"));
    AnnotatedRecord<XiangqiPosition, Move> second =
        AnnotatedRecord.of(play(Xiangqi.START, "h2e2")).withHeaders(Map.of("Round", "2"));
    String text = Pgn.FORMAT.write(List.of(first, second));
    assertEquals(Pgn.FORMAT.write(first) + "\n" + Pgn.FORMAT.write(second), text);
    List<AnnotatedRecord<XiangqiPosition, Move>> read =
        Pgn.FORMAT.readAll(game, text, ReadMode.STRICT);
    assertEquals(2, read.size());
    // the mate is written with [Termination "normal"], which reads back as the rules' ending
    assertEquals(
        Optional.of(Outcome.win(Color.RED, Reason.CHECKMATE)), read.get(0).statedOutcome());
    assertEquals(
        Optional.of(Outcome.win(Color.RED, Reason.CHECKMATE)), read.get(0).record().outcome());
    assertEquals(Map.of("Termination", "normal"), read.get(0).headers());
    assertEquals(Optional.empty(), read.get(1).statedOutcome());
    assertEquals(Map.of("Round", "2"), read.get(1).headers());
    assertEquals(List.of(), Pgn.FORMAT.readAll(game, "", ReadMode.STRICT));
    assertEquals(List.of(), Pgn.FORMAT.readAll(game, " \n\t\r\n", ReadMode.STRICT));
    assertEquals(2, Pgn.FORMAT.readAll(game, "1. h2e2 *\n1. b2e2 *", ReadMode.STRICT).size());
    String chinese = Pgn.FORMAT.in(MoveFormat.CHINESE).write(List.of(first, second));
    assertTrue(chinese.contains("1. 车八进九 1-0"), chinese);
    assertEquals(read, Pgn.FORMAT.readAll(game, chinese, ReadMode.STRICT));
  }

  @Test
  void readingOneGameRefusesATextOfSeveralNamingWhereTheSecondStarts() {
    String text = "[Round \"1\"]\n1. h2e2 *\n\n[Round \"2\"]\n1. b2e2 *\n";
    NotationException e = assertThrows(NotationException.class, () -> read(text));
    assertEquals(text.indexOf("[Round \"2\"]"), e.offset());
    assertEquals(new Location(e.offset(), 4, 1, 0), e.location().orElseThrow());
    assertTrue(e.problem().startsWith("a second game starts here"), e.problem());
    NotationException none = assertThrows(NotationException.class, () -> read(" \n"));
    assertEquals("the text holds no game", none.problem());
  }

  @Test
  void iccsMovesAreReadInEitherCaseWithOrWithoutTheDash() {
    String written = "[Format \"ICCS\"]\n1. h2e2 H9-G7 2. h0-g2 I9H9 *";
    assertEquals("h2e2 h9g7 h0g2 i9h9", iccs(read(written)));
  }

  @Test
  void withoutAFormatTagEachMoveIsReadByItsShape() {
    AnnotatedRecord<XiangqiPosition, Move> read = read("1. h2e2 H8+7 2. 马二进三 Ｒ９＝８ 3. Ri1 c9e7 *");
    assertEquals("h2e2 h9g7 h0g2 i9h9 i0i1 c9e7", iccs(read));
  }

  @Test
  void theFormatTagDecidesTheNotation() {
    assertEquals("h2e2 h9g7", iccs(read("[Format \"WXF\"]\n1. C2.5 Ｈ８＋７")));
    assertEquals("h2e2 h9g7", iccs(read("[Format \"Chinese\"]\n1. 炮二平五 馬8進7")));
    NotationException wxf =
        assertThrows(NotationException.class, () -> read("[Format \"WXF\"]\n1. h2e2"));
    assertTrue(wxf.problem().startsWith("expected the direction"), wxf.problem());
    NotationException chinese =
        assertThrows(NotationException.class, () -> read("[Format \"Chinese\"]\n1. C2.5"));
    assertTrue(chinese.problem().startsWith("expected a direction"), chinese.problem());
  }

  @Test
  void aWxfSoldierMoveThatLooksLikeAMoveNumberIsAMove() {
    // Soldiers doubled on two files are named by the file digit: 33.4 is not move 33.
    String fen = "3k5/9/6P2/2P3P2/2P3P2/9/9/9/9/5K3 w - - 0 1";
    AnnotatedRecord<XiangqiPosition, Move> read =
        read(fenTag(fen) + "[Format \"WXF\"]\n1. 33.4 K4+1 2. 3++1 *");
    assertEquals("g6f6 d9d8 g7g8", iccs(read));
    assertTrue(
        Pgn.FORMAT.write(read).endsWith("\n1. 33.4 K4+1 2. 3++1 *\n"), Pgn.FORMAT.write(read));
    assertEquals("g6f6", iccs(read(fenTag(fen) + "1.33.4")));
    // A tandem sign may come first: +R.3 is R+.3, the front chariot.
    assertEquals("e5g5", iccs(read(fenTag(TANDEM) + "1. +R.3")));
  }

  @Test
  void moveNumbersMayBeLeftOutOrWrittenBeforeBlackMovesOrAgainstTheMove() {
    assertEquals("h2e2 h9g7 h0g2", iccs(read("h2e2 h9g7 h0g2")));
    assertEquals("h2e2 h9g7 h0g2", iccs(read("1.h2e2 1...h9g7 2.h0g2")));
    assertEquals("h2e2 h9g7 h0g2", iccs(read("1. h2e2 1... h9g7 2. h0g2")));
    assertEquals("h2e2 h9g7 h0g2", iccs(read("1. h2e2 ... h9g7 2. h0g2")));
  }

  @Test
  void variationsMarksAndCommentsAreReadIntoTheTree() {
    String text =
        "{start} 1. h2e2! {main} (1. b2e2 {other} (1. h0g2 b9c7) b9c7 $2) (1. c3c4) h9g7?!"
            + " $14 ; a line comment\n"
            + "2. h0g2 ( {before} 2. b0c2 ) {after} *";
    AnnotatedRecord<XiangqiPosition, Move> read = read(text);
    assertEquals("h2e2 h9g7 h0g2", iccs(read));
    assertEquals("start", read.startComment());
    MoveNode<Move> first = read.mainLine().get(0);
    assertEquals(new Annotation("main", Optional.empty(), List.of("!")), first.annotation());
    assertEquals(2, first.variations().size());
    List<MoveNode<Move>> other = first.variations().get(0);
    assertEquals("b2e2 b9c7", line(other));
    assertEquals("other", other.get(0).annotation().comment());
    assertEquals("h0g2 b9c7", line(other.get(0).variations().get(0)));
    assertEquals(List.of("$2"), other.get(1).annotation().marks());
    assertEquals("c3c4", line(first.variations().get(1)));
    MoveNode<Move> second = read.mainLine().get(1);
    assertEquals(List.of("?!", "$14"), second.annotation().marks());
    assertEquals("a line comment", second.annotation().comment());
    MoveNode<Move> third = read.mainLine().get(2);
    assertEquals("after", third.annotation().comment(), "a comment after a variation");
    assertEquals("before", third.variations().get(0).get(0).annotation().comment());
    String written = Pgn.FORMAT.write(read);
    assertTrue(
        written.contains("1. H2-E2 ! {main} (1. B2-E2 {other} (1. H0-G2 B9-C7) 1... B9-C7 $2)"),
        written);
    assertEquals(read, read(written));
    assertEquals(read, read(Pgn.FORMAT.in(MoveFormat.CHINESE_TRADITIONAL).write(read)));
  }

  @Test
  void variationsNestUpToSixtyFourLevels() {
    String deep = "1. h2e2 " + "(1. b2e2 ".repeat(64) + ")".repeat(64) + " *";
    AnnotatedRecord<XiangqiPosition, Move> read = read(deep);
    List<MoveNode<Move>> line = read.mainLine();
    for (int depth = 0; depth < 64; depth++) {
      line = line.get(0).variations().get(0);
    }
    assertEquals("b2e2", line(line));
    assertEquals(read, read(Pgn.FORMAT.write(read)));
    String deeper = "1. h2e2 " + "(1. b2e2 ".repeat(65) + ")".repeat(65) + " *";
    NotationException e = assertThrows(NotationException.class, () -> read(deeper));
    assertEquals("variations nest deeper than 64 levels", e.problem());
    assertEquals(deeper.indexOf('(') + 9 * 64, e.offset());
  }

  @Test
  void commentsHoldingAClosingBraceAreWrittenAsLineComments() {
    AnnotatedRecord<XiangqiPosition, Move> read =
        read("1. h2e2 ; a } b\n{two\nlines} ; c } d\nh9g7 *");
    assertEquals("a } b\ntwo\nlines\nc } d", read.mainLine().get(0).annotation().comment());
    String written = Pgn.FORMAT.write(read);
    assertTrue(written.contains("1. H2-E2 ; a } b\n{two\nlines} ; c } d\n1... H9-G7 *"), written);
    assertEquals(read, read(written));
  }

  @Test
  void commentLinesStartingWithATagPairAreWrittenAsLineComments() {
    AnnotatedRecord<XiangqiPosition, Move> read =
        read("1. h2e2 {note} {[Event \"x\"] quoted} h9g7 *");
    assertEquals("note\n[Event \"x\"] quoted", read.mainLine().get(0).annotation().comment());
    String written = Pgn.FORMAT.write(read);
    assertTrue(written.contains("{note} ; [Event \"x\"] quoted\n"), written);
    assertEquals(read, read(written));
  }

  @Test
  void aByteOrderMarkAndEscapeLinesAreSkipped() {
    assertEquals("h2e2", iccs(read("\uFEFF% written by a tool\n1. h2e2 *")));
  }

  @Test
  void theTrailerXqbaseWritesAfterItsGamesEndsTheText() {
    String text = "1. 炮二平五 *\n======================\n欢迎访问象棋百科全书网\nhttp://www.xqbase.com/\n";
    assertEquals("h2e2", iccs(read(text)));
    assertEquals(1, Pgn.FORMAT.readAll(game, text, ReadMode.STRICT).size());
  }

  @Test
  void aGameWithoutItsResultEndsAtTheNextTagOrTheEndOfTheText() {
    List<AnnotatedRecord<XiangqiPosition, Move>> read =
        Pgn.FORMAT.readAll(
            game, "[Result \"1-0\"]\n1. h2e2\n[Round \"2\"]\n1. b2e2 h9g7", ReadMode.STRICT);
    assertEquals(2, read.size());
    assertEquals(
        Optional.of(Outcome.win(Color.RED, Reason.ADJUDICATION)), read.get(0).statedOutcome());
    assertEquals(Optional.empty(), read.get(1).statedOutcome());
    assertEquals("b2e2 h9g7", iccs(read.get(1)));
  }

  @Test
  void bytesAreDecodedAsUtf8OrGb18030() {
    String text = "[Event \"象棋\"]\n1. 炮二平五 馬８進７ *\n";
    for (Charset charset : List.of(StandardCharsets.UTF_8, Charset.forName("GB18030"))) {
      AnnotatedRecord<XiangqiPosition, Move> read =
          Pgn.FORMAT.read(game, text.getBytes(charset), ReadMode.STRICT);
      assertEquals("h2e2 h9g7", iccs(read), charset.name());
      assertEquals("象棋", read.headers().get("Event"), charset.name());
      assertEquals(
          List.of(read),
          Pgn.FORMAT.readAll(game, text.getBytes(charset), ReadMode.STRICT),
          charset.name());
    }
    byte[] bad = {'1', '.', ' ', (byte) 0xFF, (byte) 0xFF, (byte) 0xFF};
    assertThrows(NotationException.class, () -> Pgn.FORMAT.read(game, bad, ReadMode.STRICT));
    // a file is written only in a charset PGN reads it back from (before, UTF-16 was written)
    AnnotatedRecord<XiangqiPosition, Move> record = Pgn.FORMAT.read(text);
    for (Charset charset : List.of(StandardCharsets.UTF_8, Charset.forName("Big5"))) {
      byte[] written = Pgn.FORMAT.write(record, charset).getBytes(charset);
      assertEquals(record, Pgn.FORMAT.read(game, written, ReadMode.STRICT), charset.name());
    }
    IllegalArgumentException refused =
        assertThrows(
            IllegalArgumentException.class,
            () -> Pgn.FORMAT.write(record, StandardCharsets.UTF_16));
    assertEquals(
        "PGN cannot write this text in UTF-16 so that it reads it back (it reads UTF-8, GB18030,"
            + " Big5)",
        refused.getMessage());
    // GBK is not PGN's to detect, but its bytes of this text are GB18030's: taken
    assertEquals(
        record,
        Pgn.FORMAT.read(
            game,
            Pgn.FORMAT.write(record, Charset.forName("GBK")).getBytes(Charset.forName("GBK")),
            ReadMode.STRICT));
  }

  // Results and modes

  @Test
  void aResultTheMovesDoNotReachEndsTheRecordByAdjudication() {
    assertEquals(
        Optional.of(Outcome.win(Color.RED, Reason.ADJUDICATION)),
        read("1. h2e2 1-0").record().outcome());
    assertEquals(
        Optional.of(Outcome.win(Color.BLACK, Reason.ADJUDICATION)),
        read("[Result \"0-1\"] 1. h2e2 0-1").record().outcome());
    assertEquals(
        Optional.of(Outcome.draw(Reason.ADJUDICATION)), read("1. h2e2 1/2-1/2").record().outcome());
    assertFalse(read("1. h2e2 *").record().isOver());
    assertEquals(Optional.empty(), read("1. h2e2 *").statedOutcome());
  }

  @Test
  void aResultTheMovesReachIsStatedBesideTheRules() {
    Outcome mate = Outcome.win(Color.RED, Reason.CHECKMATE);
    AnnotatedRecord<XiangqiPosition, Move> stated = read(fenTag(MATE_IN_ONE) + "1. b0b9 1-0");
    assertEquals(Optional.of(mate), stated.record().outcome());
    assertEquals(Optional.of(Outcome.win(Color.RED, Reason.ADJUDICATION)), stated.statedOutcome());
    assertEquals(Optional.of(new Ending(1, mate)), stated.rulesEnding());
    AnnotatedRecord<XiangqiPosition, Move> unknown = read(fenTag(MATE_IN_ONE) + "1. b0b9 *");
    assertEquals(Optional.of(mate), unknown.record().outcome());
    assertEquals(Optional.empty(), unknown.statedOutcome());
    assertTrue(Pgn.FORMAT.write(unknown).endsWith(" *\n"), "the stated result is written");
  }

  @Test
  void aWordAfterCheckmateIsRefusedAsOverInBothModesWhateverItSays() {
    // read as played, the board is asked whether the game ended only once a word is refused
    for (String word : List.of("d9e9", "d9d8", "K4+1", "x9x9", "炮二平五")) {
      String text = fenTag(MATE_IN_ONE) + "1. b0b9 " + word;
      for (ReadMode mode : ReadMode.values()) {
        IllegalMoveException e =
            assertThrows(IllegalMoveException.class, () -> Pgn.FORMAT.read(game, text, mode));
        assertEquals(
            word + " follows the end of the game (RED wins by CHECKMATE)", e.problem(), word);
        assertEquals(MoveRefusal.GAME_OVER, e.reason(), word);
        assertEquals(text.lastIndexOf(word), e.location().orElseThrow().offset(), word);
      }
    }
  }

  @Test
  void strictReadingRefusesAMoveAfterAThreefoldRepetitionAndAsPlayedGoesOn() {
    String text = fenTag(PERPETUAL_CHECK) + "[Format \"WXF\"]\n" + CHECKS + " K5+1 6. R4-1";
    Outcome perpetual = Outcome.win(Color.BLACK, Reason.PERPETUAL_CHECK);
    IllegalMoveException after = assertThrows(IllegalMoveException.class, () -> read(text));
    assertEquals(
        "K5+1 follows the end of the game (BLACK wins by PERPETUAL_CHECK)", after.problem());
    assertEquals(text.indexOf("K5+1 6."), after.location().orElseThrow().offset());
    assertEquals(10, after.location().orElseThrow().ply());
    AnnotatedRecord<XiangqiPosition, Move> played = asPlayed(text);
    assertEquals(ReadMode.AS_PLAYED, played.mode());
    assertEquals(11, played.record().ply());
    assertEquals(Optional.of(new Ending(9, perpetual)), played.rulesEnding());
    assertFalse(played.record().isOver(), "the players did not claim it");
    assertEquals(played, asPlayed(Pgn.FORMAT.write(played)));
    AnnotatedRecord<XiangqiPosition, Move> strict = read(fenTag(PERPETUAL_CHECK) + CHECKS);
    assertEquals(Optional.of(perpetual), strict.record().outcome());
  }

  @Test
  void asPlayedKeepsTheStatedResultOfAGameTheRulesEndedEarlier() {
    String text = fenTag(PERPETUAL_CHECK) + CHECKS + " K5+1 1/2-1/2";
    AnnotatedRecord<XiangqiPosition, Move> played = asPlayed(text);
    Outcome draw = Outcome.draw(Reason.ADJUDICATION);
    assertEquals(Optional.of(draw), played.record().outcome());
    assertEquals(Optional.of(draw), played.statedOutcome());
    assertEquals(9, played.rulesEnding().orElseThrow().ply());
    NotationException strict =
        assertThrows(
            NotationException.class, () -> read(fenTag(PERPETUAL_CHECK) + CHECKS + " 1-0"));
    assertEquals(
        "the result 1-0 contradicts the moves: BLACK wins by PERPETUAL_CHECK after ply 9",
        strict.problem());
    assertEquals(
        Optional.of(Outcome.win(Color.RED, Reason.ADJUDICATION)),
        asPlayed(fenTag(PERPETUAL_CHECK) + CHECKS + " 1-0").statedOutcome());
  }

  @Test
  void theGamesRulesOptionsApply() {
    String fen = "4k4/9/9/9/9/9/9/9/9/3K1R3 w - - 118 60";
    String text = fenTag(fen) + "60. f0f1 e9e8 61. f1f0";
    assertThrows(IllegalMoveException.class, () -> read(text));
    assertEquals(
        Reason.NO_CAPTURE_LIMIT, asPlayed(text).rulesEnding().orElseThrow().outcome().reason());
    Xiangqi unlimited = new Xiangqi(XiangqiRules.DEFAULT.withNoCapturePlies(0));
    assertEquals(3, Pgn.FORMAT.read(unlimited, text).record().ply());
  }

  // Refusals

  @Test
  void anIllegalMoveNamesItsLineColumnAndPly() {
    String text = "[Event \"x\"]\n1. h2e2 h9g7\n2. h2e3";
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> read(text));
    assertTrue(e.problem().startsWith("h2e3 is not legal in "), e.problem());
    assertTrue(e.problem().endsWith("there is no piece on h2"), e.problem());
    assertEquals(new Location(text.indexOf("h2e3"), 3, 4, 3), e.location().orElseThrow());
    assertTrue(e.getMessage().contains("(line 3, column 4, ply 3)"), e.getMessage());
    IllegalMoveException chinese = assertThrows(IllegalMoveException.class, () -> read("1. 车二进一"));
    assertTrue(chinese.problem().startsWith("车二进一 names no legal move of RED"), chinese.problem());
    IllegalMoveException variation =
        assertThrows(IllegalMoveException.class, () -> read("1. h2e2 h9g7 (1... h2e3) *"));
    assertEquals(2, variation.location().orElseThrow().ply());
  }

  @Test
  void anAmbiguousMoveNamesItsCandidates() {
    String text = fenTag(TANDEM) + "1. R5.3";
    AmbiguousMoveException e = assertThrows(AmbiguousMoveException.class, () -> read(text));
    assertEquals(text.indexOf("R5.3"), e.offset());
    assertEquals(1, e.location().orElseThrow().ply());
    assertEquals("ambiguous move, it could be any of R-.3, R+.3", e.problem());
    assertEquals(List.of("R-.3", "R+.3"), e.candidates());
    AmbiguousMoveException chinese =
        assertThrows(AmbiguousMoveException.class, () -> read(fenTag(TANDEM) + "1. 车五平三"));
    assertEquals(List.of("后车平三", "前车平三"), chinese.candidates());
  }

  @Test
  void aFenTagThatIsMalformedOrImpossibleIsRefusedAtTheTag() {
    NotationException malformed =
        assertThrows(NotationException.class, () -> read("[FEN \"4k4/9/x\"] *"));
    assertTrue(malformed.problem().startsWith("the FEN tag: "), malformed.problem());
    assertEquals(12, malformed.offset());
    IllegalPositionException impossible =
        assertThrows(
            IllegalPositionException.class, () -> read("[FEN \"4k4/9/9/9/9/9/9/9/9/4K4 w\"] *"));
    assertEquals(
        "the FEN tag: the generals face each other on file e with nothing between them",
        impossible.problem());
    assertEquals(6, impossible.location().orElseThrow().offset());
  }

  static Stream<Arguments> malformed() {
    String mateThenResult = fenTag(MATE_IN_ONE) + "1. b0b9 0-1";
    return Stream.of(
        Arguments.of("[", "a tag name is expected after '['", 1),
        Arguments.of("[Event", "the value of tag Event must be a quoted string", 6),
        Arguments.of("[Event \"x\n\"]", "the value of tag Event is not closed on its line", 0),
        Arguments.of("[Event \"x\" *", "tag Event is not closed by ']'", 11),
        Arguments.of("[Event \"x\"][Event \"y\"]", "tag Event appears twice in one game", 11),
        Arguments.of("[Game \"Chess\"]", "the Game tag says \"Chess\", not \"Chinese Chess\"", 7),
        Arguments.of("[Format \"UCCI\"]", "the move format \"UCCI\" is not read", 9),
        Arguments.of("[Result \"2-0\"]", "the Result tag is 1-0, 0-1, 1/2-1/2 or *", 9),
        Arguments.of(
            "1. h2e2 {never closed",
            "a comment opened here is not closed before the next game's tags or the end of the text",
            8),
        Arguments.of("1. h2e2 { a { b } }", "unexpected '}'", 18),
        Arguments.of(
            "1. h2e2 h9g7 (1... b9c7", "the variation opened here is not closed by ')'", 13),
        Arguments.of(
            "1. h2e2 h9g7 (1... b9c7 [Round \"2\"]", "the variation opened here is not", 13),
        Arguments.of("1. h2e2 ()", "the variation opened here holds no move", 8),
        Arguments.of("1. h2e2 h9g7 (1... b9c7 *)", "a result inside a variation", 24),
        Arguments.of("(1. h2e2)", "a variation must follow the move it replaces", 0),
        Arguments.of("1. h2e2 ((1. b2e2))", "a variation must follow the move it", 9),
        Arguments.of("1. h2e2 )", "')' closes no variation", 8),
        Arguments.of("$1 1. h2e2", "the mark $1 follows no move", 0),
        Arguments.of("1. h2e2 $x", "'$' is not followed by a number", 8),
        Arguments.of("2. h2e2", "move number 2 where 1 was expected", 0),
        Arguments.of("1. h2e2 2. h9g7", "move number 2 where 1 was expected", 8),
        Arguments.of("1. h2e2 99999999999999999999.", "move number 9999", 8),
        Arguments.of("1. x2e2", "expected a move (ICCS h2e2, WXF C2.5, Chinese 炮二平五 or SAN", 3),
        Arguments.of("1. \u212A2.5", "expected a move (ICCS h2e2", 3),
        Arguments.of("[Format \"ICCS\"] 1. h2x2", "a file is a letter from a to i", 21),
        Arguments.of("[Format \"ICCS\"] 1. C2.5", "a file is a letter from a to i", 21),
        Arguments.of("[Format \"WXF\"] 1. C2*5", "expected the direction", 20),
        Arguments.of("1. 炮二平", "expected one number after the direction", 6),
        Arguments.of("[Result \"1-0\"] 1. h2e2 0-1", "the result 0-1 differs from the Result", 23),
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
    for (ReadMode mode : ReadMode.values()) {
      NotationException e =
          assertThrows(NotationException.class, () -> Pgn.FORMAT.read(game, text, mode));
      assertTrue(e.problem().startsWith(problem), e.problem());
      assertEquals(offset, e.offset(), e.getMessage());
      assertEquals(text, e.input());
      assertFalse(e.getMessage().contains("at offset " + offset + " at offset"), "no nesting");
    }
  }

  @Test
  void writingRefusesWhatItCannotWrite() {
    AnnotatedRecord<XiangqiPosition, Move> record = AnnotatedRecord.of(play(Xiangqi.START, "h2e2"));
    for (String name : List.of("Game", "Result", "FEN", "Two words", "a\"b")) {
      AnnotatedRecord<XiangqiPosition, Move> withHeader = record.withHeaders(Map.of(name, "x"));
      assertThrows(IllegalArgumentException.class, () -> Pgn.FORMAT.write(withHeader), name);
    }
    for (String mark : List.of("good", "$", "$1a", "()", "(!")) {
      AnnotatedRecord<XiangqiPosition, Move> marked =
          record.withAnnotation(1, new Annotation("", Optional.empty(), List.of(mark)));
      assertThrows(IllegalArgumentException.class, () -> Pgn.FORMAT.write(marked), mark);
    }
    IllegalArgumentException san =
        assertThrows(
            IllegalArgumentException.class, () -> Pgn.FORMAT.in(MoveFormat.SAN).write(record));
    assertEquals("SAN is read, not written", san.getMessage());
    // variations deeper than the reader reads cannot be made (MoveNode.MAX_DEPTH): none is written
    List<MoveNode<Move>> deep = List.of(MoveNode.of(Move.of(7, 2, 4, 2)));
    for (int depth = 1; depth < MoveNode.MAX_DEPTH; depth++) {
      deep = List.of(new MoveNode<>(Move.of(7, 2, 4, 2), Annotation.NONE, List.of(deep)));
    }
    AnnotatedRecord<XiangqiPosition, Move> deepest = record.withVariations(1, List.of(deep));
    assertEquals(deepest, Pgn.FORMAT.read(game, Pgn.FORMAT.write(deepest), ReadMode.STRICT));
    assertThrows(IllegalArgumentException.class, () -> Pgn.FORMAT.read((String) null));
    assertThrows(IllegalArgumentException.class, () -> Pgn.FORMAT.read(null, "*"));
    assertThrows(IllegalArgumentException.class, () -> Pgn.FORMAT.read(game, "*", null));
    assertThrows(IllegalArgumentException.class, () -> Pgn.FORMAT.read(game, (byte[]) null, null));
    assertThrows(
        IllegalArgumentException.class, () -> Pgn.FORMAT.readAll(game, (String) null, null));
    AnnotatedRecord<XiangqiPosition, Move> none = null;
    assertThrows(IllegalArgumentException.class, () -> Pgn.FORMAT.write(none));
    assertThrows(IllegalArgumentException.class, () -> Pgn.FORMAT.in(null).write(record));
    List<AnnotatedRecord<XiangqiPosition, Move>> noList = null;
    assertThrows(IllegalArgumentException.class, () -> Pgn.FORMAT.write(noList));
    List<AnnotatedRecord<XiangqiPosition, Move>> withNull = new ArrayList<>();
    withNull.add(null);
    assertThrows(IllegalArgumentException.class, () -> Pgn.FORMAT.write(withNull));
    assertThrows(
        IllegalArgumentException.class, () -> Pgn.FORMAT.in(MoveFormat.ICCS).write(withNull));
  }

  @Test
  void unicodeTagsAreKeptAndAGameCanBeRewrittenInAnotherNotation() {
    String text = "[Event \"第24届五羊杯\"]\n[棋谱名称 \"中炮\"]\n[Format \"ICCS\"]\n1. h2e2 h9g7 *";
    AnnotatedRecord<XiangqiPosition, Move> read = read(text);
    assertEquals(Map.of("Event", "第24届五羊杯", "棋谱名称", "中炮", "Format", "ICCS"), read.headers());
    String wxf = Pgn.FORMAT.in(MoveFormat.WXF).write(read);
    assertTrue(wxf.endsWith("[Format \"WXF\"]\n[Result \"*\"]\n\n1. C2.5 H8+7 *\n"), wxf);
    assertEquals(read.mainLine(), read(wxf).mainLine());
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static void readAllOfTicTacToe(RecordFormat format) {
    format.readAll(new TicTacToe(), new byte[0], ReadMode.STRICT);
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static void writeTicTacToe(RecordFormat format) {
    TicTacToe tictactoe = new TicTacToe();
    format.write(AnnotatedRecord.of(GameRecord.asPlayed(tictactoe, tictactoe.start())));
  }

  @Test
  void pgnIsXiangqisRecordFormatForToolsThatKnowNoGame() {
    RecordFormat<XiangqiPosition, Move> format = Pgn.FORMAT;
    assertEquals(List.of(format), game.recordFormats());
    assertEquals("PGN", format.name());
    assertEquals(List.of("pgn"), format.extensions());
    String text = "1. 炮二平五 *\n\n[Round \"2\"]\n1. b2e2 *\n";
    List<AnnotatedRecord<XiangqiPosition, Move>> read =
        format.readAll(game, text.getBytes(StandardCharsets.UTF_8), ReadMode.AS_PLAYED);
    assertEquals(Pgn.FORMAT.readAll(game, text, ReadMode.AS_PLAYED), read);
    assertEquals(Pgn.FORMAT.write(read), format.write(read));
    RecordFormat<?, ?> raw = format;
    IllegalArgumentException other =
        assertThrows(IllegalArgumentException.class, () -> readAllOfTicTacToe(raw));
    assertTrue(other.getMessage().startsWith("PGN reads Xiangqi games, not "), other.getMessage());
    // before, a ClassCastException from deep in the writer
    IllegalArgumentException written =
        assertThrows(IllegalArgumentException.class, () -> writeTicTacToe(raw));
    assertEquals("PGN writes Xiangqi games, not Tic-tac-toe", written.getMessage());
  }

  @Test
  void aMainLineLongerThanTheLimitIsRefusedNamingIt() {
    // The cannons shuttle between h and g: before the limit, a million plies ran a gigabyte of heap
    // out (945 bytes a ply) and gave no answer within a minute.
    String pgn =
        LongRecords.numbered(
            "[Format \"ICCS\"]\n",
            new String[] {"h2g2", "h7g7", "g2h2", "g7h7"},
            RecordFormat.MAX_PLIES + 1);
    LongRecords.assertTooLong(() -> Pgn.FORMAT.read(game, pgn, ReadMode.AS_PLAYED));
  }

  @Test
  void theTerminationTagGivesTheReasonOfAGameWrittenAndReadBack() {
    XiangqiPosition mateInOne = game.parse("3k5/R8/9/9/9/1R7/9/9/9/4K4 w - - 0 1");
    GameRecord<XiangqiPosition, Move> mated = GameRecord.start(game, mateInOne).play("b4b9");
    assertEquals(Reason.CHECKMATE, mated.outcome().orElseThrow().reason());
    AnnotatedRecord<XiangqiPosition, Move> normal =
        AnnotatedRecord.of(mated).withHeaders(Map.of("Termination", "normal"));
    AnnotatedRecord<XiangqiPosition, Move> read = Pgn.FORMAT.read(game, Pgn.FORMAT.write(normal));
    assertEquals(Optional.of(Outcome.win(Color.RED, Reason.CHECKMATE)), read.statedOutcome());
    assertEquals(read, Pgn.FORMAT.read(game, Pgn.FORMAT.write(read)));

    GameRecord<XiangqiPosition, Move> flagged =
        GameRecord.start(game).play("h2e2").end(Outcome.win(Color.BLACK, Reason.TIME_FORFEIT));
    AnnotatedRecord<XiangqiPosition, Move> timed =
        AnnotatedRecord.of(flagged).withHeaders(Map.of("Termination", "time forfeit"));
    AnnotatedRecord<XiangqiPosition, Move> back = Pgn.FORMAT.read(game, Pgn.FORMAT.write(timed));
    assertEquals(Optional.of(flagged.outcome().orElseThrow()), back.statedOutcome());
    assertEquals(flagged.outcome(), back.record().outcome());
    // without the tag, the writer adds the word that says the reason (before, it was lost)
    AnnotatedRecord<XiangqiPosition, Move> bare = AnnotatedRecord.of(flagged);
    AnnotatedRecord<XiangqiPosition, Move> tagged = Pgn.FORMAT.read(game, Pgn.FORMAT.write(bare));
    assertEquals(timed, tagged);
    AnnotatedRecord<XiangqiPosition, Move> mate = AnnotatedRecord.of(mated);
    assertEquals(normal, Pgn.FORMAT.read(game, Pgn.FORMAT.write(mate)));
    // a resignation is "normal" too: a win the rules did not make was given up by the loser
    String resigned = "[Termination \"Normal\"]\n1. h2e2 1-0";
    assertEquals(Reason.RESIGNATION, read(resigned).statedOutcome().orElseThrow().reason());
  }

  @Test
  void commentsAroundAGameAreItsOwnAndMakeNoGame() {
    PgnFamilyChecks.commentsAroundAGameAreItsOwn(Pgn.FORMAT, new Xiangqi(), "h2e2", "h9g7");
  }

  @Test
  void aTailThatDoesNotReadAfterARefusedGameIsReportedToo() {
    PgnFamilyChecks.aTailThatDoesNotReadIsReported(Pgn.FORMAT, new Xiangqi(), "z9z9");
  }

  @Test
  void aTokenThatDoesNotReadRefusesItsGameAlone() {
    PgnFamilyChecks.aTokenThatDoesNotReadRefusesItsGameAlone(Pgn.FORMAT, new Xiangqi(), "h2e2");
  }

  /**
   * A result written twice after a game was read as a game of its own, of no move, adjudicated, and
   * written back as one: it is refused, and the games after it keep their numbers' order.
   */
  @Test
  void aResultWithNoTagsOrMovesBeforeItIsRefused() {
    String text = "[Event \"e\"]\n\n1. h2e2 h9g7 1-0 1-0\n\n[Event \"f\"]\n\n1. h2e2 h9g7 *\n";
    List<RecordFormat.Entry<XiangqiPosition, Move>> entries =
        Pgn.FORMAT.readEach(game, text, ReadMode.STRICT);
    assertEquals(3, entries.size());
    assertEquals(2, entries.get(0).record().orElseThrow().record().ply());
    PlateauException refused = entries.get(1).failure().orElseThrow();
    assertEquals(
        "a result with no tags or moves before it (the game before's result, written twice?)",
        refused.problem());
    assertEquals(2, entries.get(2).record().orElseThrow().record().ply());
    // a game of no tags whose moves follow, and one of tags and a result alone, still read
    assertEquals(1, Pgn.FORMAT.read(game, "1. h2e2 *").record().ply());
    assertEquals(0, Pgn.FORMAT.read(game, "[Event \"x\"]\n\n*").record().ply());
  }
}
