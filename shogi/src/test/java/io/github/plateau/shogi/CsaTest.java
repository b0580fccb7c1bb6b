package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.AnnotatedRecord;
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
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/** CSA records: each part of the format, V2.2 and V3.0, the special moves, modes and errors. */
class CsaTest {
  private static final Shogi GAME = new Shogi();

  private static final Charset SHIFT_JIS = Charset.forName("windows-31j");

  /** The example of the CSA standard, with its comments, rank lines, times and %CHUDAN. */
  private static final String EXAMPLE =
      String.join(
          "\n",
          "'----------example.csa-----------------",
          "'version",
          "V2.2",
          "N+NAKAHARA",
          "N-YONENAGA",
          "$EVENT:13th World Computer Shogi Championship",
          "$SITE:KAZUSA ARC",
          "$START_TIME:2003/05/03 10:30:00",
          "$END_TIME:2003/05/03 11:11:05",
          "$TIME_LIMIT:00:25+00",
          "$OPENING:YAGURA",
          "P1-KY-KE-GI-KI-OU-KI-GI-KE-KY",
          "P2 * -HI *  *  *  *  * -KA * ",
          "P3-FU-FU-FU-FU-FU-FU-FU-FU-FU",
          "P4 *  *  *  *  *  *  *  *  * ",
          "P5 *  *  *  *  *  *  *  *  * ",
          "P6 *  *  *  *  *  *  *  *  * ",
          "P7+FU+FU+FU+FU+FU+FU+FU+FU+FU",
          "P8 * +KA *  *  *  *  * +HI * ",
          "P9+KY+KE+GI+KI+OU+KI+GI+KE+KY",
          "+",
          "+2726FU",
          "T12",
          "-3334FU",
          "T6",
          "%CHUDAN",
          "");

  /** A V3.0 record as the 2022 standard writes it. */
  private static final String V3 =
      String.join(
          "\n",
          "'CSA encoding=UTF-8",
          "V3.0",
          "N+先手",
          "N-後手",
          "$EVENT:第34回世界コンピュータ将棋選手権",
          "$START_TIME:2024/05/05 15:05:40",
          "$TIME:900+0+5",
          "$TIME+:600+10+0",
          "$MAX_MOVES:320",
          "$JISHOGI:27",
          "$NOTE:a note",
          "PI",
          "+",
          "'* engine comment before the first move",
          "+2726FU",
          "T0.5",
          "'** 30 -3334FU +7776FU",
          "-3334FU",
          "T6.125",
          "%MAX_MOVES",
          "");

  private static AnnotatedRecord<ShogiPosition, Move> read(String text, ReadMode mode) {
    return Csa.FORMAT.read(GAME, text, mode);
  }

  private static List<String> usi(AnnotatedRecord<ShogiPosition, Move> record) {
    return record.record().moves().stream().map(Move::toString).toList();
  }

  /** Writes and reads again in the record's mode: equal, and written the same again. */
  private static void assertRoundTrip(AnnotatedRecord<ShogiPosition, Move> record) {
    String written = Csa.FORMAT.write(record);
    AnnotatedRecord<ShogiPosition, Move> again = Csa.FORMAT.read(GAME, written, record.mode());
    assertEquals(record, again, written);
    assertEquals(written, Csa.FORMAT.write(again));
  }

  private static void assertPlace(
      PlateauException e, String problem, int line, int column, int ply) {
    assertEquals(problem, e.problem());
    Location at = e.location().orElseThrow();
    assertEquals(List.of(line, column, ply), List.of(at.line(), at.column(), at.ply()));
  }

  private static Annotation annotation(String comment, Duration time) {
    return new Annotation(comment, Optional.ofNullable(time), List.of());
  }

  @Test
  void aPieceNameIsOneOfTheFourteenInCapitalsAndNoOtherPairOfCharacters() {
    Map<String, Integer> types = new LinkedHashMap<>();
    String[] names = {"FU", "KY", "KE", "GI", "KI", "KA", "HI", "OU", "TO", "NY", "NK", "NG"};
    for (int i = 0; i < names.length; i++) {
      types.put(names[i], i + 1);
    }
    types.put("UM", 14); // 13 is no type: the king has no promoted form
    types.put("RY", 15);
    for (char first = 0; first < 0x3100; first++) {
      for (char second : "@ABCDEFGHIJKLMNOPQRSTUVWXYZ[`uＵ".toCharArray()) {
        String name = "" + first + second;
        assertEquals(types.getOrDefault(name, 0), Csa.type(name), name);
      }
    }
    types.forEach((name, type) -> assertEquals(type, Csa.type("+00" + name + "x", 3), name));
  }

  @Test
  void theExampleOfTheStandardIsReadWithNamesHeadersCommentsAndTimes() {
    AnnotatedRecord<ShogiPosition, Move> record = Csa.FORMAT.read(EXAMPLE);
    assertEquals(
        List.of(
            "Sente", "Gote", "EVENT", "SITE", "START_TIME", "END_TIME", "TIME_LIMIT", "OPENING"),
        List.copyOf(record.headers().keySet()));
    assertEquals("NAKAHARA", record.headers().get("Sente"));
    assertEquals("YONENAGA", record.headers().get("Gote"));
    assertEquals("00:25+00", record.headers().get("TIME_LIMIT"));
    assertEquals("----------example.csa-----------------\nversion", record.startComment());
    assertEquals(GAME.start(), record.record().startPosition());
    assertEquals(List.of("2g2f", "3c3d"), usi(record));
    assertEquals(
        List.of(Duration.ofSeconds(12), Duration.ofSeconds(6)),
        record.mainLine().stream().map(n -> n.annotation().time().orElseThrow()).toList());
    assertFalse(record.record().isOver()); // %CHUDAN stops the record without a result
    assertEquals(Optional.empty(), record.statedOutcome());
    assertEquals(ReadMode.STRICT, record.mode());
  }

  @Test
  void theExampleIsWrittenWithPiTimesAndCommentsAndReadBack() {
    AnnotatedRecord<ShogiPosition, Move> record = Csa.FORMAT.read(EXAMPLE);
    String written = Csa.FORMAT.write(record);
    assertEquals(
        String.join(
            "\n",
            "V2.2",
            "N+NAKAHARA",
            "N-YONENAGA",
            "$EVENT:13th World Computer Shogi Championship",
            "$SITE:KAZUSA ARC",
            "$START_TIME:2003/05/03 10:30:00",
            "$END_TIME:2003/05/03 11:11:05",
            "$TIME_LIMIT:00:25+00",
            "$OPENING:YAGURA",
            "PI",
            "+",
            "'----------example.csa-----------------",
            "'version",
            "+2726FU",
            "T12",
            "-3334FU",
            "T6",
            ""),
        written);
    assertRoundTrip(record);
  }

  @Test
  void aCsaV3RecordIsReadWithItsKeysFractionsOfSecondsAndMaxMoves() {
    AnnotatedRecord<ShogiPosition, Move> record = Csa.FORMAT.read(V3);
    assertEquals("先手", record.headers().get("Sente"));
    assertEquals("900+0+5", record.headers().get("TIME"));
    assertEquals("600+10+0", record.headers().get("TIME+"));
    assertEquals("320", record.headers().get("MAX_MOVES"));
    assertEquals("27", record.headers().get("JISHOGI"));
    assertEquals("a note", record.headers().get("NOTE"));
    assertEquals("* engine comment before the first move", record.startComment());
    assertEquals(
        annotation("** 30 -3334FU +7776FU", Duration.ofMillis(500)),
        record.mainLine().get(0).annotation());
    assertEquals(annotation("", Duration.ofMillis(6125)), record.mainLine().get(1).annotation());
    assertEquals(Optional.of(Outcome.draw(Reason.MOVE_LIMIT)), record.statedOutcome());
    assertEquals(Optional.of(Outcome.draw(Reason.MOVE_LIMIT)), record.record().outcome());
    String written = Csa.FORMAT.write(record);
    assertTrue(written.startsWith("'CSA encoding=UTF-8\nV3.0\nN+先手\n"), written);
    assertTrue(written.contains("\n+2726FU\nT0.5\n'** 30 -3334FU +7776FU\n"), written);
    assertTrue(written.endsWith("\n-3334FU\nT6.125\n%MAX_MOVES\n"), written);
    assertRoundTrip(record);
  }

  @Test
  void theWriterChoosesV22UnlessTheRecordNeedsV30AndTheCallerMayChoose() {
    AnnotatedRecord<ShogiPosition, Move> whole = Csa.FORMAT.read(EXAMPLE);
    assertTrue(Csa.FORMAT.write(whole).startsWith("V2.2\n"));
    String v3 = Csa.FORMAT.in(Csa.Version.V3_0).write(whole);
    assertTrue(v3.startsWith("'CSA encoding=UTF-8\nV3.0\nN+NAKAHARA\n"), v3);
    assertEquals(whole, Csa.FORMAT.read(v3));
    AnnotatedRecord<ShogiPosition, Move> fractions = Csa.FORMAT.read(V3);
    String v22 = Csa.FORMAT.in(Csa.Version.V2_2).write(fractions);
    // V2.2 has whole seconds and no %MAX_MOVES: the times are rounded down, the draw is HIKIWAKE
    assertTrue(v22.startsWith("V2.2\n"), v22);
    assertTrue(
        v22.endsWith("\n+2726FU\nT0\n'** 30 -3334FU +7776FU\n-3334FU\nT6\n%HIKIWAKE\n"), v22);
    assertEquals(
        Optional.of(Outcome.draw(Reason.ADJUDICATION)), Csa.FORMAT.read(v22).statedOutcome());
    assertThrows(IllegalArgumentException.class, () -> Csa.FORMAT.write(whole, null));
  }

  @Test
  void theVersionLineIsOptionalAndOneOfTheKnownOnes() {
    for (String version : List.of("", "V2\n", "V2.1\n", "V2.2\n", "V3.0\n")) {
      assertEquals(List.of("7g7f"), usi(Csa.FORMAT.read(version + "PI\n+\n+7776FU\n")), version);
    }
    NotationException e =
        assertThrows(NotationException.class, () -> Csa.FORMAT.read("V4.0\nPI\n+\n"));
    assertPlace(e, "unknown version 'V4.0' (this reader knows V2, V2.1, V2.2 and V3.0)", 1, 1, 0);
  }

  @Test
  void piWithRemovedPiecesGivesAHandicapInWhichGoteMovesFirst() {
    AnnotatedRecord<ShogiPosition, Move> record =
        Csa.FORMAT.read("V2.2\nPI82HI22KA\n-\n-5142OU\n+7776FU\n%TORYO\n");
    assertEquals(Handicap.TWO_PIECES.position(GAME), record.record().startPosition());
    assertEquals(List.of("5a4b", "7g7f"), usi(record));
    assertEquals(
        Outcome.win(Color.SENTE, Reason.RESIGNATION), record.record().outcome().orElseThrow());
    assertEquals("V2.2\nPI82HI22KA\n-\n-5142OU\n+7776FU\n%TORYO\n", Csa.FORMAT.write(record));
  }

  @ParameterizedTest
  @EnumSource(Handicap.class)
  void everyHandicapIsWrittenAsPiAndReadBack(Handicap handicap) {
    GameRecord<ShogiPosition, Move> start = GameRecord.start(GAME, handicap.position(GAME));
    String written = Csa.FORMAT.write(start);
    assertTrue(written.startsWith("V2.2\nPI"), written);
    assertEquals(handicap.position(GAME), Csa.FORMAT.read(written).record().startPosition());
  }

  @Test
  void pieceLinesPutPiecesOnSquaresAndInHandAndAlGivesTheRest() {
    AnnotatedRecord<ShogiPosition, Move> record =
        Csa.FORMAT.read("V2.2\nP-11OU\nP+13FU\nP+00KI\nP-00AL\n+\n+0012KI\n%TSUMI\n");
    assertEquals(
        "8k/9/8P/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1", record.record().startPosition().toString());
    assertEquals(
        Outcome.win(Color.SENTE, Reason.CHECKMATE), record.record().outcome().orElseThrow());
    String written = Csa.FORMAT.write(record);
    assertTrue(written.contains("\nP1 *  *  *  *  *  *  *  * -OU\n"), written);
    assertTrue(written.contains("\nP+00KI\nP-00HI00HI00KA00KA00KI00KI00KI00GI"), written);
    assertTrue(written.endsWith("\n+\n+0012KI\n%TSUMI\n"), written);
    assertRoundTrip(record);
  }

  @Test
  void emptyPieceLinesAsManyWritersEmitThemAreRead() {
    String ranks =
        String.join(
            "\n",
            "P1-KY-KE-GI-KI-OU-KI-GI-KE-KY",
            "P2 * -HI *  *  *  *  * -KA * ",
            "P3-FU-FU-FU-FU-FU-FU-FU-FU-FU",
            "P4 *  *  *  *  *  *  *  *  * ",
            "P5 *  *  *  *  *  *  *  *  * ",
            "P6 *  *  *  *  *  *  *  *  * ",
            "P7+FU+FU+FU+FU+FU+FU+FU+FU+FU",
            "P8 * +KA *  *  *  *  * +HI * ",
            "P9+KY+KE+GI+KI+OU+KI+GI+KE+KY",
            "");
    assertEquals(GAME.start(), Csa.FORMAT.read(ranks + "P+\nP-\n+\n").record().startPosition());
  }

  @Test
  void aCellThatDoesNotStartWithASideIsEmptyAsTheStandardSays() {
    // mog-core-scala's 002.csa ends its rank lines with " *." instead of " * "
    String rank2 = "P2" + " * " + "   " + " * ".repeat(6) + " *.";
    String text =
        "P1 *  *  *  *  *  *  *  * -OU\n"
            + rank2
            + "\nP3 *  *  *  *  *  *  *  * +FU\nP+00KI\nP-00HI\n+\n";
    assertEquals(
        "8k/9/8P/9/9/9/9/9/9 b Gr 1", Csa.FORMAT.read(text).record().startPosition().toString());
  }

  @Test
  void rankLinesMayBeTrimmedAndCombinedWithPieceLines() {
    String text =
        "P1 *  *  *  *  *  *  *  * -OU\nP3 *  *  *  *  *  *  *  * +FU\nP+00KI\nP-00HI\n+\n";
    assertEquals(
        "8k/9/8P/9/9/9/9/9/9 b Gr 1", Csa.FORMAT.read(text).record().startPosition().toString());
  }

  @Test
  void aLineMayHoldSeveralStatementsAndPromotionsNameThePromotedPiece() {
    AnnotatedRecord<ShogiPosition, Move> record =
        Csa.FORMAT.read(
            "PI\n+\n+7776FU,T1,-3334FU, T2\n+8822UM,T3\n-3122GI\n+0045KA,'drop, here\n");
    assertEquals(List.of("7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"), usi(record));
    assertEquals(annotation("", Duration.ofSeconds(2)), record.mainLine().get(1).annotation());
    assertEquals(annotation("drop, here", null), record.mainLine().get(4).annotation());
  }

  @Test
  void commasInCommentsBetweenStatementLinesSplitNoStatement() {
    // the reader looks for a line's commas once through the text: a comma it found further on, in
    // a comment, must not split a later line, nor one before it be missed
    AnnotatedRecord<ShogiPosition, Move> record =
        Csa.FORMAT.read(
            "PI\n+\n'one, two\n+7776FU\n'three, four\n-3334FU,T5,'five, six\n+2726FU,T7\n"
                + "'seven,\n-8384FU , T9\n");
    assertEquals(List.of("7g7f", "3c3d", "2g2f", "8c8d"), usi(record));
    assertEquals(annotation("three, four", null), record.mainLine().get(0).annotation());
    assertEquals(
        annotation("five, six", Duration.ofSeconds(5)), record.mainLine().get(1).annotation());
    assertEquals(
        annotation("seven,", Duration.ofSeconds(7)), record.mainLine().get(2).annotation());
    assertEquals(annotation("", Duration.ofSeconds(9)), record.mainLine().get(3).annotation());
  }

  @Test
  void commentsBelongToTheMoveBeforeThemAndEngineCommentsToo() {
    String text =
        String.join(
            "\n",
            "'before the version",
            "V2",
            "'in the header",
            "PI",
            "+",
            "'after the side to move",
            "+7776FU",
            "'* engine",
            "T3",
            "'** 35 -3334FU",
            "-3334FU",
            "'last move",
            "%TORYO",
            "'summary:toryo",
            "");
    AnnotatedRecord<ShogiPosition, Move> record = Csa.FORMAT.read(text);
    assertEquals(
        "before the version\nin the header\nafter the side to move", record.startComment());
    assertEquals(
        annotation("* engine\n** 35 -3334FU", Duration.ofSeconds(3)),
        record.mainLine().get(0).annotation());
    // the comments after the special move are the last move's: CSA has no other place for them
    assertEquals(
        annotation("last move\nsummary:toryo", null), record.mainLine().get(1).annotation());
    assertRoundTrip(record);
    AnnotatedRecord<ShogiPosition, Move> none = Csa.FORMAT.read("PI\n+\n%CHUDAN\n'stopped\n");
    assertEquals("stopped", none.startComment());
  }

  @Test
  void commentsWithLineBreaksAreWrittenAsSeveralCommentLines() {
    AnnotatedRecord<ShogiPosition, Move> record =
        Csa.FORMAT
            .read("PI\n+\n+7776FU\n")
            .withStartComment("one\r\ntwo\rthree\n")
            .withAnnotation(1, annotation("\n", Duration.ofSeconds(1)));
    String written = Csa.FORMAT.write(record);
    assertTrue(written.endsWith("+\n'one\n'two\n'three\n'\n+7776FU\nT1\n'\n'\n"), written);
    AnnotatedRecord<ShogiPosition, Move> read = Csa.FORMAT.read(written);
    assertEquals("one\ntwo\nthree\n", read.startComment());
    assertEquals("\n", read.mainLine().get(0).annotation().comment());
  }

  @Test
  void timesAreTheSecondsSpentAndAFractionIsKept() {
    AnnotatedRecord<ShogiPosition, Move> record =
        Csa.FORMAT.read("PI\n+\n+7776FU\nT0\n-3334FU\nT12.3\n+2726FU,T1.000000001\n");
    assertEquals(
        List.of(Duration.ZERO, Duration.ofMillis(12_300), Duration.ofSeconds(1, 1)),
        record.mainLine().stream().map(n -> n.annotation().time().orElseThrow()).toList());
    String written = Csa.FORMAT.write(record);
    assertTrue(written.contains("\nT0\n-3334FU\nT12.3\n+2726FU\nT1.000000001\n"), written);
    assertRoundTrip(record);
    AnnotatedRecord<ShogiPosition, Move> longest =
        Csa.FORMAT.read("PI\n+\n+7776FU\nT9223372036854775807.999999999\n-3334FU,T0.05\n");
    assertEquals(
        List.of(Duration.ofSeconds(Long.MAX_VALUE, 999_999_999), Duration.ofMillis(50)),
        longest.mainLine().stream().map(n -> n.annotation().time().orElseThrow()).toList());
    assertRoundTrip(longest); // the longest Duration is written as it reads back
  }

  @Test
  void namesAndInformationLinesAreHeadersKeptAsWritten() {
    AnnotatedRecord<ShogiPosition, Move> record =
        Csa.FORMAT.read("N+\nN-b:c\n$Event name:x:y\n$EVENT: spaced \nPI\n+\n");
    assertEquals(
        Map.of("Sente", "", "Gote", "b:c", "Event name", "x:y", "EVENT", " spaced "),
        record.headers());
    assertRoundTrip(record);
  }

  @Test
  void kifKeysAreTranslatedAndAKeyWithAColonIsWrittenAsAComment() {
    Map<String, String> headers = new LinkedHashMap<>();
    headers.put("開始日時", "2024/01/02 10:00:00");
    headers.put("EVENT", "Plateau");
    headers.put("棋戦", "kept as it is: EVENT is there");
    headers.put("a:b", "c");
    AnnotatedRecord<ShogiPosition, Move> record =
        AnnotatedRecord.of(GameRecord.start(GAME)).withHeaders(headers);
    String written = Csa.FORMAT.write(record);
    assertEquals(
        "V2.2\n$START_TIME:2024/01/02 10:00:00\n$EVENT:Plateau\n$棋戦:kept as it is: EVENT is"
            + " there\n'a:b:c\nPI\n+\n",
        written);
    AnnotatedRecord<ShogiPosition, Move> read = Csa.FORMAT.read(written);
    assertEquals(
        Map.of(
            "START_TIME", "2024/01/02 10:00:00",
            "EVENT", "Plateau",
            "棋戦", "kept as it is: EVENT is there"),
        read.headers());
    assertEquals("a:b:c", read.startComment());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "%TORYO | SENTE | RESIGNATION | %TORYO",
        "%TIME_UP | SENTE | TIME_FORFEIT | %TIME_UP",
        "%ILLEGAL_MOVE | SENTE | FOUL | %ILLEGAL_MOVE",
        "%+ILLEGAL_ACTION | GOTE | FOUL | %+ILLEGAL_ACTION",
        "%-ILLEGAL_ACTION | SENTE | FOUL | %ILLEGAL_MOVE",
        "%SENNICHITE | | REPETITION | %SENNICHITE",
        "%JISHOGI | | IMPASSE | %JISHOGI",
        "%HIKIWAKE | | ADJUDICATION | %HIKIWAKE",
        "%MAX_MOVES | | MOVE_LIMIT | %MAX_MOVES",
      })
  void specialMovesStateAnOutcomeForTheSideToMove(
      String special, Color winner, Reason reason, String written) {
    // after +7776FU gote is to move: %TORYO is gote's resignation
    AnnotatedRecord<ShogiPosition, Move> record =
        Csa.FORMAT.read("PI\n+\n+7776FU\n" + special + "\n");
    Outcome expected = winner == null ? Outcome.draw(reason) : Outcome.win(winner, reason);
    assertEquals(Optional.of(expected), record.statedOutcome());
    assertEquals(Optional.of(expected), record.record().outcome());
    String text = Csa.FORMAT.write(record);
    assertTrue(text.endsWith("\n+7776FU\n" + written + "\n"), text);
    assertRoundTrip(record);
  }

  @ParameterizedTest
  @CsvSource({"%CHUDAN", "%MATTA", "%FUZUMI", "%ERROR"})
  void otherSpecialMovesStopTheRecordWithoutResult(String special) {
    AnnotatedRecord<ShogiPosition, Move> record =
        Csa.FORMAT.read("PI\n+\n+7776FU\n" + special + "\nT5\n'comment\n");
    assertFalse(record.record().isOver());
    assertEquals(Optional.empty(), record.statedOutcome());
    assertEquals(1, record.record().ply());
  }

  @Test
  void aSpecialMoveRepeatedAsTheDenryuSenServerLogsItIsReadOnce() {
    AnnotatedRecord<ShogiPosition, Move> record =
        Csa.FORMAT.read("PI\n+\n+7776FU\n%TORYO,'* -5000\nT10\n%TORYO\n");
    assertEquals(Optional.of(Outcome.win(Color.SENTE, Reason.RESIGNATION)), record.statedOutcome());
    assertEquals("* -5000", record.mainLine().get(0).annotation().comment());
    NotationException e =
        assertThrows(
            NotationException.class, () -> Csa.FORMAT.read("PI\n+\n+7776FU\n%TORYO\n%CHUDAN\n"));
    assertPlace(e, "nothing but times and comments may follow %TORYO", 5, 1, 2);
  }

  /** Sente to move with a declaration that wins, and the same with too few points. */
  private static final String DECLARES =
      "P1+HI+KA+TO+TO * +TO+TO+TO+TO\nP2+KI+KI *  * +OU *  *  *  *\nP-19OU\nP+00HI00KA\n+\n";

  private static final String DECLARES_WRONGLY =
      DECLARES.replace("P+00HI00KA", "P+00HI00FU00FU00FU00FU");

  @Test
  void kachiIsCheckedStrictlyAsThe27PointDeclaration() {
    AnnotatedRecord<ShogiPosition, Move> right = Csa.FORMAT.read(DECLARES + "%KACHI\n");
    assertEquals(
        Optional.of(Outcome.win(Color.SENTE, Reason.DECLARATION)), right.record().outcome());
    AnnotatedRecord<ShogiPosition, Move> wrong = Csa.FORMAT.read(DECLARES_WRONGLY + "%KACHI\n");
    // the file says sente declared a win; the rules say the declaration loses
    assertEquals(Optional.of(Outcome.win(Color.SENTE, Reason.DECLARATION)), wrong.statedOutcome());
    assertEquals(
        Optional.of(Outcome.win(Color.GOTE, Reason.DECLARATION)), wrong.record().outcome());
    assertRoundTrip(wrong);
    // the same under the game's own 27-point rule: ShogiRecords.declare agrees
    Shogi declaration = new Shogi(new ShogiRules(false, 0, ImpasseRule.DECLARATION_27));
    AnnotatedRecord<ShogiPosition, Move> ruled =
        Csa.FORMAT.read(declaration, DECLARES_WRONGLY + "%KACHI");
    GameRecord<ShogiPosition, Move> declared =
        ShogiRecords.declare(
            GameRecord.start(declaration, ruled.record().startPosition()), Color.SENTE);
    assertEquals(declared.outcome(), ruled.record().outcome());
  }

  @Test
  void aWrongKachiIsKeptAsStatedWhenReadAsPlayed() {
    AnnotatedRecord<ShogiPosition, Move> wrong =
        read(DECLARES_WRONGLY + "%KACHI\n", ReadMode.AS_PLAYED);
    assertEquals(ReadMode.AS_PLAYED, wrong.mode());
    assertEquals(
        Optional.of(Outcome.win(Color.SENTE, Reason.DECLARATION)), wrong.record().outcome());
    assertEquals(wrong.statedOutcome(), wrong.record().outcome());
    assertRoundTrip(wrong);
  }

  /** As KIF's 持将棋 is: before, read as played it stayed a draw, so converting changed it. */
  @Test
  void jishogiIsCountedUnderThe24PointRuleInEitherMode() {
    Shogi points = new Shogi(new ShogiRules(false, 0, ImpasseRule.POINTS_24));
    String fewer = "P-51OU\nP+59OU\nP+00HI00KA" + "00FU".repeat(13) + "\nP-00AL\n+\n%JISHOGI\n";
    assertEquals(
        Optional.of(Outcome.win(Color.GOTE, Reason.IMPASSE)),
        Csa.FORMAT.read(points, fewer).record().outcome());
    AnnotatedRecord<ShogiPosition, Move> asPlayed =
        Csa.FORMAT.read(points, fewer, ReadMode.AS_PLAYED);
    assertEquals(Optional.of(Outcome.win(Color.GOTE, Reason.IMPASSE)), asPlayed.record().outcome());
    assertEquals(asPlayed.record().outcome(), asPlayed.statedOutcome());
    assertEquals(
        Optional.of(Outcome.draw(Reason.IMPASSE)), Csa.FORMAT.read(fewer).record().outcome());
  }

  /** Twelve king moves that bring the start position back three times: a fourfold repetition. */
  private static String repetition() {
    StringBuilder text = new StringBuilder("PI\n+\n");
    for (int i = 0; i < 3; i++) {
      text.append("+5958OU\n-5152OU\n+5859OU\n-5251OU\n");
    }
    return text.toString();
  }

  @Test
  void theOutcomesTheMovesGiveAreKeptAndASpecialMoveMustAgreeStrictly() {
    AnnotatedRecord<ShogiPosition, Move> repeated = Csa.FORMAT.read(repetition() + "%SENNICHITE\n");
    assertEquals(Optional.of(Outcome.draw(Reason.REPETITION)), repeated.record().outcome());
    assertTrue(Csa.FORMAT.write(repeated).endsWith("-5251OU\n%SENNICHITE\n"));
    AnnotatedRecord<ShogiPosition, Move> mated =
        Csa.FORMAT.read("P-11OU\nP+13FU\nP+00KI\nP-00AL\n+\n+0012KI\n%TORYO\n");
    assertEquals(Optional.of(Outcome.win(Color.SENTE, Reason.CHECKMATE)), mated.record().outcome());
    assertEquals(Optional.of(Outcome.win(Color.SENTE, Reason.RESIGNATION)), mated.statedOutcome());
    assertRoundTrip(mated);
    AnnotatedRecord<ShogiPosition, Move> stopped =
        Csa.FORMAT.read("P-11OU\nP+13FU\nP+00KI\nP-00AL\n+\n+0012KI\n%CHUDAN\n");
    assertEquals(Optional.empty(), stopped.statedOutcome());
    assertEquals(mated.record().outcome(), stopped.record().outcome());
    Shogi limited = new Shogi(new ShogiRules(false, 2, ImpasseRule.NONE));
    AnnotatedRecord<ShogiPosition, Move> limit =
        Csa.FORMAT.read(limited, "PI\n+\n+7776FU\n-3334FU\n%HIKIWAKE\n");
    assertEquals(Optional.of(Outcome.draw(Reason.MOVE_LIMIT)), limit.record().outcome());
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> Csa.FORMAT.read(repetition() + "%TORYO\n"));
    assertPlace(
        e,
        "%TORYO says GOTE wins by RESIGNATION, but the game had already ended: draw by"
            + " REPETITION",
        15,
        1,
        13);
    // as played, the history rules do not end the game: the word is the outcome
    AnnotatedRecord<ShogiPosition, Move> played =
        read(repetition() + "%TORYO\n", ReadMode.AS_PLAYED);
    assertEquals(
        Optional.of(Outcome.win(Color.GOTE, Reason.RESIGNATION)), played.record().outcome());
    assertEquals(12, played.rulesEnding().orElseThrow().ply());
    assertRoundTrip(played);
  }

  @Test
  void aMoveAfterCheckmateIsRefusedAsOverInBothModesWhateverItSays() {
    // read as played, the board is asked whether the game ended only once a move is refused
    String mate = "P-11OU\nP+13FU\nP+00KI\nP-00AL\n+\n+0012KI\n";
    for (ReadMode mode : ReadMode.values()) {
      for (String move : List.of("-1112OU", "-1121OU", "-0055FU", "-11")) {
        IllegalMoveException e =
            assertThrows(IllegalMoveException.class, () -> read(mate + move + "\n", mode));
        assertPlace(e, move + " follows the end of the game (SENTE wins by CHECKMATE)", 7, 1, 2);
        assertEquals(MoveRefusal.GAME_OVER, e.reason(), mode + " " + move);
      }
    }
  }

  @Test
  void movesPastARepetitionAreRefusedStrictlyAndReplayedAsPlayed() {
    String text = repetition() + "+7776FU\n-3334FU\n%TORYO\n";
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> Csa.FORMAT.read(text));
    assertPlace(e, "+7776FU follows the end of the game (draw by REPETITION)", 15, 1, 13);
    AnnotatedRecord<ShogiPosition, Move> played = read(text, ReadMode.AS_PLAYED);
    assertEquals(14, played.record().ply());
    assertEquals(
        new AnnotatedRecord.Ending(12, Outcome.draw(Reason.REPETITION)),
        played.rulesEnding().orElseThrow());
    assertEquals(
        Optional.of(Outcome.win(Color.GOTE, Reason.RESIGNATION)), played.record().outcome());
    assertRoundTrip(played);
  }

  @Test
  void movesPastTheMoveLimitAreRefusedStrictlyAndReplayedAsPlayed() {
    Shogi limited = new Shogi(new ShogiRules(false, 2, ImpasseRule.NONE));
    String text = "PI\n+\n+7776FU\n-3334FU\n+2726FU\n%TORYO\n";
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> Csa.FORMAT.read(limited, text));
    assertPlace(e, "+2726FU follows the end of the game (draw by MOVE_LIMIT)", 5, 1, 3);
    AnnotatedRecord<ShogiPosition, Move> played =
        Csa.FORMAT.read(limited, text, ReadMode.AS_PLAYED);
    assertEquals(3, played.record().ply());
    assertEquals(
        new AnnotatedRecord.Ending(2, Outcome.draw(Reason.MOVE_LIMIT)),
        played.rulesEnding().orElseThrow());
    assertEquals(
        Optional.of(Outcome.win(Color.SENTE, Reason.RESIGNATION)), played.record().outcome());
    assertEquals(played, Csa.FORMAT.read(limited, Csa.FORMAT.write(played), ReadMode.AS_PLAYED));
  }

  /**
   * Before, the legal king move was written, read back as played, and the winner flipped; it is
   * left out, as a foul move in another notation is, and the stated outcome kept.
   */
  @Test
  void aFoulMoveThatIsLegalIsLeftOutWhenWritten() {
    Shogi shogi = new Shogi();
    GameRecord<ShogiPosition, Move> record =
        GameRecord.asPlayed(shogi, shogi.start()).play("7g7f").play("3c3d");
    Outcome goteWins = Outcome.win(Color.GOTE, Reason.FOUL);
    AnnotatedRecord<ShogiPosition, Move> legalFoul =
        AnnotatedRecord.of(
            record.end(goteWins),
            Map.of(),
            "",
            AnnotatedRecord.of(record).mainLine(),
            Optional.of(goteWins),
            Optional.of("+5958OU"));
    String written = Csa.FORMAT.write(legalFoul);
    assertFalse(written.contains("+5958OU"), written);
    AnnotatedRecord<ShogiPosition, Move> back = Csa.FORMAT.read(shogi, written, ReadMode.AS_PLAYED);
    assertEquals(2, back.record().ply());
    assertEquals(Optional.of(goteWins), back.statedOutcome());
  }

  @Test
  void aFinalIllegalMoveThatTheFileCallsAFoulIsKeptAsPlayed() {
    String text = "PI\n+\n+7776FU\n-3334FU\n+0055KA\nT3\n'no bishop in hand\n%ILLEGAL_MOVE\n";
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> Csa.FORMAT.read(text));
    assertTrue(e.problem().endsWith("sente has no bishop in hand"), e.problem());
    assertEquals(new Location(21, 5, 1, 3), e.location().orElseThrow());
    AnnotatedRecord<ShogiPosition, Move> played = read(text, ReadMode.AS_PLAYED);
    assertEquals(Optional.of("+0055KA"), played.foulMove());
    assertEquals(2, played.record().ply());
    assertEquals(Optional.of(Outcome.win(Color.GOTE, Reason.FOUL)), played.statedOutcome());
    assertEquals(played.statedOutcome(), played.record().outcome());
    // the comment after the refused move belongs to the last move played
    assertEquals("no bishop in hand", played.mainLine().get(1).annotation().comment());
    String written = Csa.FORMAT.write(played);
    assertTrue(written.endsWith("-3334FU\n'no bishop in hand\n+0055KA\n%ILLEGAL_MOVE\n"), written);
    assertRoundTrip(played);
    // %+ILLEGAL_ACTION blames sente too; %-ILLEGAL_ACTION blames gote, not the refused move
    assertEquals(
        Optional.of("+0055KA"),
        read(text.replace("%ILLEGAL_MOVE", "%+ILLEGAL_ACTION"), ReadMode.AS_PLAYED).foulMove());
    for (String other : List.of("%-ILLEGAL_ACTION", "%TORYO", "-3344FU", "'only a comment")) {
      String changed = text.replace("%ILLEGAL_MOVE", other);
      e = assertThrows(IllegalMoveException.class, () -> read(changed, ReadMode.AS_PLAYED));
      assertEquals(new Location(21, 5, 1, 3), e.location().orElseThrow(), other);
    }
  }

  @Test
  void aMoveOfTheWrongSideFollowedByItsSidesFoulIsKeptAsPlayed() {
    // gote is to move: %ILLEGAL_MOVE and %-ILLEGAL_ACTION blame gote, not the side of +2726FU
    for (String gotes : List.of("%ILLEGAL_MOVE", "%-ILLEGAL_ACTION")) {
      assertThrows(
          IllegalMoveException.class,
          () -> read("PI\n+\n+7776FU\n+2726FU\n" + gotes + "\n", ReadMode.AS_PLAYED));
    }
    AnnotatedRecord<ShogiPosition, Move> blamed =
        read("PI\n+\n+7776FU\n+2726FU\n%+ILLEGAL_ACTION\n", ReadMode.AS_PLAYED);
    assertEquals(Optional.of("+2726FU"), blamed.foulMove());
    assertRoundTrip(blamed);
  }

  @ParameterizedTest(name = "[{index}] {1}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      value = {
        "PI\\n+\\n-3334FU | -3334FU is gote's, but sente is to move | 3 | 1 | 1",
        "PI\\n+\\n+7576FU | +7576FU: sente has no piece on 75 | 3 | 1 | 1",
        "PI\\n+\\n+7776KE | +7776KE: the piece on 77 is FU, which cannot become KE | 3 | 1 | 1",
        "PI\\n+\\n+7777FU | +7777FU does not leave its square | 3 | 1 | 1",
        "PI\\n+\\n+7776FU,-0055OU | -0055OU: a dropped piece is FU, KY, KE, GI, KI, KA or HI | 3"
            + " | 9 | 2",
        "PI\\n+\\n+7775FU | +7775FU: 7g7e is not legal in"
            + " lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1: the pawn on 7g"
            + " cannot reach 7e | 3 | 1 | 1",
        "PI\\n+\\n+0055KA | +0055KA: B*5e is not legal in"
            + " lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1: sente has no"
            + " bishop in hand | 3 | 1 | 1",
        "PI\\n+\\n%TSUMI | %TSUMI: sente is said to be checkmated but is not, in"
            + " lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 | 3 | 1 | 1",
        "P+59OU\\n+\\n+7776FU | +7776FU: sente has no piece on 77 | 3 | 1 | 1",
        "P-11OU\\nP+13FU\\nP+00KI\\nP-00AL\\n+\\n+0012KI\\n-1112OU | -1112OU follows the end of"
            + " the game (SENTE wins by CHECKMATE) | 7 | 1 | 2",
        "P-11OU\\nP+13FU\\nP+00KI\\nP-00AL\\n+\\n+0012KI\\n%KACHI | %KACHI says GOTE wins by"
            + " DECLARATION, but the game had already ended: SENTE wins by CHECKMATE | 7 | 1 | 2",
      })
  void illegalMovesAreIllegalMoveExceptionsAtTheirPlace(
      String escaped, String problem, int line, int column, int ply) {
    String text = escaped.replace("\\n", "\n");
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> Csa.FORMAT.read(text));
    assertPlace(e, problem, line, column, ply);
    assertTrue(e.getMessage().startsWith(problem + " at offset "), e.getMessage());
  }

  @ParameterizedTest(name = "[{index}] {1}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      value = {
        "\"\" | the text holds no game | 1 | 1 | 0",
        "PI\\n | no side to move: a line '+' or '-' must follow the start position | 2 | 1 | 0",
        "N+a\\nV2.2\\nPI\\n+ | the version must be the first line | 2 | 1 | 0",
        "PI\\nV2.2\\n+ | 'V' lines come before the start position | 2 | 1 | 0",
        "N+A\\nN+B\\nPI\\n+ | sente's name is given twice | 2 | 1 | 0",
        "NX\\nPI\\n+ | expected N+ or N- and a name | 1 | 1 | 0",
        "$EVENT\\nPI\\n+ | expected ':' after the key of an information line | 1 | 7 | 0",
        "$:x\\nPI\\n+ | expected a key between '$' and ':' | 1 | 2 | 0",
        // a blank key names none, whatever its blanks: a record's header keys are never blank
        "$ :x\\nPI\\n+ | expected a key between '$' and ':' | 1 | 2 | 0",
        "$\u3000\t:x\\nPI\\n+ | expected a key between '$' and ':' | 1 | 2 | 0",
        "$A:x\\n$A:y\\nPI\\n+ | the information 'A' is given twice | 2 | 1 | 0",
        "PI82HI82HI\\n+ | 82 is removed twice | 1 | 7 | 0",
        "PI82KA\\n+ | there is no KA on 82 in the even position | 1 | 3 | 0",
        "PI8\\n+ | a removed piece is a square and a piece name, such as 82HI | 1 | 3 | 0",
        "P+55FU\\nPI\\n+ | PI must be the only start position and come first | 2 | 1 | 0",
        "PI\\nP1 *  * \\n+ | rank lines P1 to P9 cannot follow PI | 2 | 1 | 0",
        "P1-KY-K\\n+ | a piece is + or - and a piece name, such as -KY | 1 | 6 | 0",
        "P1 *  *  *  *  *  *  *  *  * X\\n+ | a rank line is P, the rank and nine cells of three"
            + " characters | 1 | 30 | 0",
        "P1\\nP1\\n+ | rank P1 is given twice | 2 | 1 | 0",
        "P0 | expected PI, P1 to P9, P+ or P-, not 'P0' | 1 | 1 | 0",
        "P1-XX | unknown piece 'XX' (FU KY KE GI KI KA HI OU TO NY NK NG UM RY) | 1 | 4 | 0",
        "P+55XX\\n+ | unknown piece 'XX' (FU KY KE GI KI KA HI OU TO NY NK NG UM RY) | 1 | 5 | 0",
        "P+005\\n+ | a piece is a square (00 for the hand) and a name, such as 00KA | 1 | 3 | 0",
        "P+00OU\\n+ | a piece in hand is FU, KY, KE, GI, KI, KA or HI | 1 | 5 | 0",
        "P+55FU55FU\\n+ | 55 already holds a piece | 1 | 7 | 0",
        "P+11OU\\nP1 *  *  *  *  *  *  *  * -OU | 11 already holds a piece | 2 | 27 | 0",
        "P+50FU\\n+ | expected a rank digit 1 to 9, not '0' | 1 | 4 | 0",
        "P+00AL00AL\\n+ | 00AL is given twice | 1 | 7 | 0",
        "PI\\nQ\\n+ | unexpected 'Q' in the start position | 2 | 1 | 0",
        "PI\\n+7776FU | a move or time before the side to move: a line '+' or '-' must come first"
            + " | 2 | 1 | 0",
        "PI\\n+\\n+7776F | a move is a side, two squares and a piece, such as +7776FU, not"
            + " '+7776F' | 3 | 1 | 1",
        "PI\\n+\\n+7076FU | expected a rank digit 1 to 9, not '0' | 3 | 3 | 1",
        "PI\\n+\\n+A776FU | expected a file digit 1 to 9, not 'A' | 3 | 2 | 1",
        "PI\\n+\\n+7776XX | unknown piece 'XX' (FU KY KE GI KI KA HI OU TO NY NK NG UM RY) | 3 | 6"
            + " | 1",
        // statements after others on their line: the column counts from the line's start
        "PI\\n+\\n+7776FU,-3334FU, +8A22UM | expected a rank digit 1 to 9, not 'A' | 3 | 20 | 3",
        "PI\\n+\\n+7776FU,-3334XX | unknown piece 'XX' (FU KY KE GI KI KA HI OU TO NY NK NG UM"
            + " RY) | 3 | 14 | 2",
        "PI\\n+\\n+7776FU,T1x | a time is T and the seconds spent, such as T12 or T12.345, not"
            + " 'T1x' | 3 | 9 | 1",
        "PI\\n+\\n+7776FU,\t+3334 ,T1 | a move is a side, two squares and a piece, such as"
            + " +7776FU, not '+3334' | 3 | 10 | 2",
        "PI\\n+\\n%TORYO\\n+7776FU | nothing but times and comments may follow %TORYO | 4 | 1 | 1",
        "PI\\n+\\n%FOO | unknown special move '%FOO' | 3 | 1 | 1",
        "PI\\n+\\n+7776FU\\nT1x | a time is T and the seconds spent, such as T12 or T12.345, not"
            + " 'T1x' | 4 | 1 | 1",
        "PI\\n+\\n+7776FU\\nT1.2.3 | a time is T and the seconds spent, such as T12 or T12.345,"
            + " not 'T1.2.3' | 4 | 1 | 1",
        "PI\\n+\\n+7776FU\\nT.5 | a time is T and the seconds spent, such as T12 or T12.345, not"
            + " 'T.5' | 4 | 1 | 1",
        "PI\\n+\\n+7776FU\\nT9223372036854775808 | the time 'T9223372036854775808' is too long | 4 | 1 |"
            + " 1",
        "PI\\n+\\n+7776FU\\nT12345678901234567890 | the time 'T12345678901234567890' is too long | 4 |"
            + " 1 | 1",
        "PI\\n+\\n+7776FU\\nT1.1234567890 | the time 'T1.1234567890' is too long | 4 | 1 | 1",
        "PI\\n+\\nT5 | a time follows the move it was spent on; there is no move yet | 3 | 1 | 0",
        "PI\\n+\\n+7776FU\\nT5\\nT6 | the time of move 1 is given twice | 5 | 1 | 1",
        "PI\\n+\\nX | expected a move such as +7776FU, a special move such as %TORYO or a time,"
            + " not 'X' | 3 | 1 | 1",
        "PI\\n+\\n+7776FU\\nN+x | 'N' lines come before the start position | 4 | 1 | 0",
        "PI\\n+\\n/\\nPI\\n+ | a second record starts here, after a line '/': read several with"
            + " Csa.FORMAT.readAll | 4 | 1 | 0",
      })
  void malformedRecordsAreRefusedAtTheirPlace(
      String escaped, String problem, int line, int column, int ply) {
    String text = escaped == null ? "" : escaped.replace("\\n", "\n");
    NotationException e = assertThrows(NotationException.class, () -> Csa.FORMAT.read(text));
    assertPlace(e, problem, line, column, ply);
    assertEquals(text, e.input());
  }

  @Test
  void severalRecordsAreSeparatedBySlashLinesUnderOneVersion() {
    String text = "V3.0\nN+A\nPI\n+\n+7776FU\nT1.5\n%TORYO\n/\nPI82HI\n-\n-3334FU\n/\n\n";
    List<AnnotatedRecord<ShogiPosition, Move>> records =
        Csa.FORMAT.readAll(GAME, text, ReadMode.STRICT);
    assertEquals(2, records.size());
    assertEquals("A", records.get(0).headers().get("Sente"));
    assertEquals(
        Optional.of(Outcome.win(Color.SENTE, Reason.RESIGNATION)), records.get(0).statedOutcome());
    assertEquals(Handicap.ROOK.position(GAME), records.get(1).record().startPosition());
    assertEquals(List.of("3c3d"), usi(records.get(1)));
    String written = Csa.FORMAT.write(records);
    assertEquals(
        "'CSA encoding=UTF-8\nV3.0\nN+A\nPI\n+\n+7776FU\nT1.5\n%TORYO\n/\nPI82HI\n-\n-3334FU\n",
        written);
    assertEquals(records, Csa.FORMAT.readAll(GAME, written, ReadMode.STRICT));
    assertEquals(
        List.of(Csa.FORMAT.read("PI\n+\n")), Csa.FORMAT.readAll(GAME, "PI\n+\n", ReadMode.STRICT));
    IllegalMoveException illegal =
        assertThrows(
            IllegalMoveException.class,
            () -> Csa.FORMAT.readAll(GAME, "PI\n+\n/\nPI\n+\n+7775FU\n", ReadMode.STRICT));
    assertEquals(new Location(12, 6, 1, 1), illegal.location().orElseThrow());
    NotationException empty =
        assertThrows(
            NotationException.class,
            () -> Csa.FORMAT.readAll(GAME, "PI\n+\n/\n/\n", ReadMode.STRICT));
    assertPlace(
        empty, "no side to move: a line '+' or '-' must follow the start position", 4, 1, 0);
    assertThrows(IllegalArgumentException.class, () -> Csa.FORMAT.write(List.of()));
  }

  @Test
  void bytesAreDecodedAsTheV3EncodingLineSaysElseByDetection() {
    String body = "V3.0\nN+羽生善治\nPI\n+\n";
    byte[] utf8 = ("'CSA encoding=UTF-8\n" + body).getBytes(StandardCharsets.UTF_8);
    byte[] sjis = ("'CSA encoding=SHIFT_JIS\r\n" + body).getBytes(SHIFT_JIS);
    byte[] undeclared = body.getBytes(SHIFT_JIS);
    for (byte[] bytes : List.of(utf8, sjis, undeclared)) {
      AnnotatedRecord<ShogiPosition, Move> record = Csa.FORMAT.read(GAME, bytes, ReadMode.STRICT);
      assertEquals("羽生善治", record.headers().get("Sente"));
      assertEquals("", record.startComment()); // the encoding line is no comment
    }
    byte[] lying = ("'CSA encoding=UTF-8\n" + body).getBytes(SHIFT_JIS);
    NotationException e =
        assertThrows(NotationException.class, () -> Csa.FORMAT.read(GAME, lying, ReadMode.STRICT));
    assertTrue(e.getMessage().startsWith("the bytes are not text in any of UTF-8"), e.getMessage());
    byte[] unknown = ("'CSA encoding=EUC-JP\n" + body).getBytes(StandardCharsets.UTF_8);
    e =
        assertThrows(
            NotationException.class, () -> Csa.FORMAT.read(GAME, unknown, ReadMode.STRICT));
    assertEquals("unknown encoding 'EUC-JP' (CSA V3.0 knows UTF-8 and SHIFT_JIS)", e.problem());
    assertEquals(14, e.offset());
    assertEquals(
        2,
        Csa.FORMAT
            .readAll(GAME, (body + "/\n" + body).getBytes(SHIFT_JIS), ReadMode.STRICT)
            .size());
    // a byte order mark before the line, and a line that ends the file, are read too
    byte[] marked = ("\uFEFF'CSA encoding=UTF-8\n" + body).getBytes(StandardCharsets.UTF_8);
    assertEquals("羽生善治", Csa.FORMAT.read(GAME, marked, ReadMode.STRICT).headers().get("Sente"));
    byte[] unmarked = ("\uFEFF" + body).getBytes(StandardCharsets.UTF_8);
    assertEquals("羽生善治", Csa.FORMAT.read(GAME, unmarked, ReadMode.STRICT).headers().get("Sente"));
    byte[] alone = "'CSA encoding=UTF-8".getBytes(StandardCharsets.UTF_8);
    e = assertThrows(NotationException.class, () -> Csa.FORMAT.read(GAME, alone, ReadMode.STRICT));
    assertEquals("no side to move: a line '+' or '-' must follow the start position", e.problem());
  }

  @Test
  void outcomesNoWordStatesAreWrittenWithTheSameWinner() {
    GameRecord<ShogiPosition, Move> record = GameRecord.start(GAME).play("7g7f");
    // sente resigns while gote is to move: %TORYO would name gote, so %+ILLEGAL_ACTION is written
    String written = Csa.FORMAT.write(record.resign(Color.SENTE));
    assertTrue(written.endsWith("+7776FU\n%+ILLEGAL_ACTION\n"), written);
    assertEquals(
        Optional.of(Outcome.win(Color.GOTE, Reason.FOUL)),
        Csa.FORMAT.read(written).statedOutcome());
    String agreed = Csa.FORMAT.write(record.end(Outcome.win(Color.SENTE, Reason.ADJUDICATION)));
    assertTrue(agreed.endsWith("+7776FU\n%-ILLEGAL_ACTION\n"), agreed);
    String drawn = Csa.FORMAT.write(record.end(Outcome.draw(Reason.PERPETUAL_CHASE)));
    assertTrue(drawn.endsWith("+7776FU\n%HIKIWAKE\n"), drawn);
  }

  @Test
  void aPerpetualCheckIsTheRulesOutcomeWrittenWithoutSpecialMoveAndSennichiteFitsIt() {
    // sente's rook checks gote's king on 1a and 1b, from 9a and 9b, until the fourth repetition
    StringBuilder text = new StringBuilder("P1+HI *  *  *  *  *  *  * -OU\nP9 *  *  *  * +OU\n-\n");
    for (int i = 0; i < 3; i++) {
      text.append("-1112OU\n+9192HI\n-1211OU\n+9291HI\n");
    }
    AnnotatedRecord<ShogiPosition, Move> read = Csa.FORMAT.read(text.toString());
    Outcome perpetual = Outcome.win(Color.GOTE, Reason.PERPETUAL_CHECK);
    assertEquals(Optional.of(perpetual), read.record().outcome());
    assertEquals(Optional.empty(), read.statedOutcome());
    assertFalse(Csa.FORMAT.write(read).contains("%"));
    // stated by the record itself, as AnnotatedRecord.of does: no CSA word says it, the rules do
    AnnotatedRecord<ShogiPosition, Move> stated = AnnotatedRecord.of(read.record());
    assertEquals(Optional.of(perpetual), stated.statedOutcome());
    assertFalse(Csa.FORMAT.write(stated).contains("%"));
    // stated otherwise, with no word for it: the same winner's word is written
    AnnotatedRecord<ShogiPosition, Move> adjudicated =
        AnnotatedRecord.of(
            read.record(),
            Map.of(),
            "",
            read.mainLine(),
            Optional.of(Outcome.win(Color.GOTE, Reason.ADJUDICATION)),
            Optional.empty());
    assertTrue(
        Csa.FORMAT.write(adjudicated).endsWith("\n%+ILLEGAL_ACTION\n"),
        Csa.FORMAT.write(adjudicated));
    AnnotatedRecord<ShogiPosition, Move> sennichite = Csa.FORMAT.read(text + "%SENNICHITE\n");
    assertEquals(Optional.of(perpetual), sennichite.record().outcome());
    assertEquals(Optional.of(Outcome.draw(Reason.REPETITION)), sennichite.statedOutcome());
    assertRoundTrip(sennichite);
  }

  @Test
  void randomAnnotatedGamesMakeTheRoundTripInBothModes() {
    for (long seed = 1; seed <= 200; seed++) {
      AnnotatedRecord<ShogiPosition, Move> made = CsaSamples.annotated(GAME, seed, seed % 2 == 0);
      String written = Csa.FORMAT.write(made);
      for (ReadMode mode : ReadMode.values()) {
        AnnotatedRecord<ShogiPosition, Move> read = Csa.FORMAT.read(GAME, written, mode);
        String where = "seed " + seed + " " + mode + ":\n" + written;
        assertEquals(made.headers(), read.headers(), where);
        assertEquals(made.startComment(), read.startComment(), where);
        assertEquals(made.mainLine(), read.mainLine(), where);
        assertEquals(made.statedOutcome(), read.statedOutcome(), where);
        assertEquals(read, Csa.FORMAT.read(GAME, Csa.FORMAT.write(read), mode), where);
        assertEquals(written, Csa.FORMAT.write(read), where);
      }
    }
  }

  @Test
  void theMoveNumberOfTheStartIsNotKept() {
    ShogiPosition later = GAME.parse("4k4/9/9/9/9/9/9/9/4K4 b G 40");
    AnnotatedRecord<ShogiPosition, Move> read =
        Csa.FORMAT.read(Csa.FORMAT.write(GameRecord.start(GAME, later)));
    assertTrue(read.record().startPosition().samePosition(later));
    assertEquals(0, read.record().startPosition().ply());
  }

  @Test
  void impossiblePositionsAndBadArgumentsAreRefused() {
    IllegalPositionException e =
        assertThrows(IllegalPositionException.class, () -> Csa.FORMAT.read("P+11FU\n+\n"));
    assertEquals("sente pawn on 1a could never move (it must have promoted)", e.problem());
    assertEquals(2, e.location().orElseThrow().line()); // the side to move ends the position
    e = assertThrows(IllegalPositionException.class, () -> Csa.FORMAT.read("P+00AL\nP-00FU\n+\n"));
    assertEquals(
        "there are 19 pawns (promoted or not, on the board and in hand), but the game has 18",
        e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Csa.FORMAT.read(null));
    assertThrows(IllegalArgumentException.class, () -> Csa.FORMAT.read(null, "PI\n+\n"));
    assertThrows(IllegalArgumentException.class, () -> Csa.FORMAT.read(GAME, "PI\n+\n", null));
    assertThrows(
        IllegalArgumentException.class,
        () -> Csa.FORMAT.read(GAME, (byte[]) null, ReadMode.STRICT));
    assertThrows(
        IllegalArgumentException.class,
        () -> Csa.FORMAT.readAll(GAME, (String) null, ReadMode.STRICT));
    assertThrows(
        IllegalArgumentException.class,
        () -> Csa.FORMAT.readAll(GAME, (byte[]) null, ReadMode.STRICT));
    assertThrows(
        IllegalArgumentException.class,
        () -> Csa.FORMAT.write((List<AnnotatedRecord<ShogiPosition, Move>>) null));
    assertThrows(
        IllegalArgumentException.class,
        () -> Csa.FORMAT.write((AnnotatedRecord<ShogiPosition, Move>) null));
    assertThrows(
        IllegalArgumentException.class,
        () -> Csa.FORMAT.write((GameRecord<ShogiPosition, Move>) null));
    List<AnnotatedRecord<ShogiPosition, Move>> withNull = new java.util.ArrayList<>();
    withNull.add(null);
    assertThrows(IllegalArgumentException.class, () -> Csa.FORMAT.write(withNull));
  }

  /** The example of the README's CSA section, as written there. */
  @Test
  void aVariationIsNotWrittenForCsaHasNone() {
    AnnotatedRecord<ShogiPosition, Move> record = Csa.FORMAT.read("PI\n+\n+7776FU\n");
    Move other = GAME.parseMove(GAME.start(), "2g2f");
    AnnotatedRecord<ShogiPosition, Move> varied =
        record.withVariations(1, List.of(List.of(MoveNode.of(other))));
    assertEquals(Csa.FORMAT.write(record), Csa.FORMAT.write(varied));
  }
}
