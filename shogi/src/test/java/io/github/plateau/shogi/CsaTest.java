package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** CSA V2.2 records: each part of the format, the special moves, round trips and rejections. */
class CsaTest {
  private static final Shogi GAME = new Shogi();

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

  private static List<String> usi(GameRecord<ShogiPosition, Move> record) {
    return record.moves().stream().map(Move::toString).toList();
  }

  @Test
  void theExampleOfTheStandardIsRead() {
    Kifu kifu = Csa.read(EXAMPLE);
    assertEquals("NAKAHARA", kifu.senteName());
    assertEquals("YONENAGA", kifu.goteName());
    assertEquals(
        List.of("EVENT", "SITE", "START_TIME", "END_TIME", "TIME_LIMIT", "OPENING"),
        List.copyOf(kifu.headers().keySet()));
    assertEquals("00:25+00", kifu.headers().get("TIME_LIMIT"));
    assertEquals(GAME.start(), kifu.record().startPosition());
    assertEquals(List.of("2g2f", "3c3d"), usi(kifu.record()));
    assertFalse(kifu.record().isOver()); // %CHUDAN stops the record without a result
  }

  @Test
  void theExampleIsWrittenWithPiAndReadBack() {
    Kifu kifu = Csa.read(EXAMPLE);
    String written = Csa.write(kifu);
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
            "+2726FU",
            "-3334FU",
            ""),
        written);
    assertEquals(kifu, Csa.read(written));
    assertEquals(written, Csa.write(Csa.read(written)));
  }

  @Test
  void piWithRemovedPiecesGivesAHandicapInWhichGoteMovesFirst() {
    Kifu kifu = Csa.read("V2.2\nPI82HI22KA\n-\n-5142OU\n+7776FU\n%TORYO\n");
    assertEquals(Handicap.TWO_PIECES.position(GAME), kifu.record().startPosition());
    assertEquals(List.of("5a4b", "7g7f"), usi(kifu.record()));
    assertEquals(
        Outcome.win(Color.SENTE, Reason.RESIGNATION), kifu.record().outcome().orElseThrow());
    assertEquals("V2.2\nPI82HI22KA\n-\n-5142OU\n+7776FU\n%TORYO\n", Csa.write(kifu));
  }

  @Test
  void pieceLinesPutPiecesOnSquaresAndInHandAndAlGivesTheRest() {
    Kifu kifu = Csa.read("V2.2\nP-11OU\nP+13FU\nP+00KI\nP-00AL\n+\n+0012KI\n%TSUMI\n");
    assertEquals(
        "8k/9/8P/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1", kifu.record().startPosition().toString());
    assertEquals(Outcome.win(Color.SENTE, Reason.CHECKMATE), kifu.record().outcome().orElseThrow());
    String written = Csa.write(kifu);
    assertTrue(written.contains("\nP1 *  *  *  *  *  *  *  * -OU\n"), written);
    assertTrue(written.contains("\nP+00KI\nP-00HI00HI00KA00KA00KI00KI00KI00GI"), written);
    assertTrue(written.endsWith("\n+\n+0012KI\n%TSUMI\n"), written);
    assertEquals(kifu, Csa.read(written));
  }

  @Test
  void rankLinesMayBeTrimmedAndCombinedWithPieceLines() {
    String text =
        "P1 *  *  *  *  *  *  *  * -OU\nP3 *  *  *  *  *  *  *  * +FU\nP+00KI\nP-00HI\n+\n";
    assertEquals("8k/9/8P/9/9/9/9/9/9 b Gr 1", Csa.read(text).record().startPosition().toString());
  }

  @Test
  void aLineMayHoldSeveralStatementsAndPromotionsNameThePromotedPiece() {
    Kifu kifu = Csa.read("PI\n+\n+7776FU,T1,-3334FU, T2\n+8822UM,T3\n-3122GI\n+0045KA,'drop\n");
    assertEquals(List.of("7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"), usi(kifu.record()));
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
        "%KACHI | GOTE | DECLARATION | %KACHI",
        "%SENNICHITE | | REPETITION | %SENNICHITE",
        "%JISHOGI | | IMPASSE | %JISHOGI",
        "%HIKIWAKE | | ADJUDICATION | %HIKIWAKE",
        "%MAX_MOVES | | MOVE_LIMIT | %HIKIWAKE",
      })
  void specialMovesEndTheGameForTheSideToMove(
      String special, Color winner, Reason reason, String written) {
    GameRecord<ShogiPosition, Move> record = Csa.read("PI\n+\n+7776FU\n" + special + "\n").record();
    Outcome expected = winner == null ? Outcome.draw(reason) : Outcome.win(winner, reason);
    assertEquals(expected, record.outcome().orElseThrow());
    String text = Csa.write(record);
    assertTrue(text.endsWith("\n+7776FU\n" + written + "\n"), text);
    Outcome back = Csa.read(text).record().outcome().orElseThrow();
    assertEquals(expected.winner(), back.winner());
    if (!special.equals("%MAX_MOVES")) { // V3.0's word, not written in V2.2
      assertEquals(expected, back);
    }
  }

  @ParameterizedTest
  @CsvSource({"%CHUDAN", "%MATTA", "%FUZUMI", "%ERROR"})
  void otherSpecialMovesStopTheRecordWithoutResult(String special) {
    GameRecord<ShogiPosition, Move> record =
        Csa.read("PI\n+\n+7776FU\n" + special + "\nT5\n'comment\n").record();
    assertFalse(record.isOver());
    assertEquals(1, record.ply());
  }

  @Test
  void aDeclarationIsCheckedAndAnImpasseCountedUnderTheirRules() {
    Shogi declaration = new Shogi(new ShogiRules(false, 0, ImpasseRule.DECLARATION_27));
    String wins =
        "P1+HI+KA+TO+TO * +TO+TO+TO+TO\nP2+KI+KI *  * +OU *  *  *  *\nP-19OU\nP+00HI00KA\n+\n";
    assertEquals(
        Outcome.win(Color.SENTE, Reason.DECLARATION),
        Csa.read(declaration, wins + "%KACHI\n").record().outcome().orElseThrow());
    String loses = wins.replace("P+00HI00KA", "P+00HI00FU00FU00FU00FU");
    assertEquals(
        Outcome.win(Color.GOTE, Reason.DECLARATION),
        Csa.read(declaration, loses + "%KACHI\n").record().outcome().orElseThrow());
    Kifu lost = Csa.read(declaration, loses + "%KACHI\n");
    assertEquals(lost, Csa.read(declaration, Csa.write(lost)));
    Shogi points = new Shogi(new ShogiRules(false, 0, ImpasseRule.POINTS_24));
    String fewer = "P-51OU\nP+59OU\nP+00HI00KA" + "00FU".repeat(13) + "\nP-00AL\n+\n%JISHOGI\n";
    assertEquals(
        Outcome.win(Color.GOTE, Reason.IMPASSE),
        Csa.read(points, fewer).record().outcome().orElseThrow());
    assertEquals(Outcome.draw(Reason.IMPASSE), Csa.read(fewer).record().outcome().orElseThrow());
  }

  @Test
  void theOutcomesTheMovesGiveAreKeptAndChecked() {
    StringBuilder text = new StringBuilder("PI\n+\n");
    for (int i = 0; i < 3; i++) {
      text.append("+5958OU\n-5152OU\n+5859OU\n-5251OU\n");
    }
    Kifu repeated = Csa.read(text + "%SENNICHITE\n");
    assertEquals(Outcome.draw(Reason.REPETITION), repeated.record().outcome().orElseThrow());
    assertTrue(Csa.write(repeated).endsWith("-5251OU\n%SENNICHITE\n"));
    Kifu mated = Csa.read("P-11OU\nP+13FU\nP+00KI\nP-00AL\n+\n+0012KI\n%TORYO\n");
    assertEquals(
        Outcome.win(Color.SENTE, Reason.CHECKMATE), mated.record().outcome().orElseThrow());
    Shogi limited = new Shogi(new ShogiRules(false, 2, ImpasseRule.NONE));
    Kifu limit = Csa.read(limited, "PI\n+\n+7776FU\n-3334FU\n%HIKIWAKE\n");
    assertEquals(Outcome.draw(Reason.MOVE_LIMIT), limit.record().outcome().orElseThrow());
  }

  @Test
  void outcomesV22CannotNameAreWrittenWithTheSameWinner() {
    GameRecord<ShogiPosition, Move> record = GameRecord.start(GAME).play("7g7f");
    // sente resigns while gote is to move: %TORYO would name gote, so %+ILLEGAL_ACTION is written
    GameRecord<ShogiPosition, Move> resigned = record.resign(Color.SENTE);
    String written = Csa.write(resigned);
    assertTrue(written.endsWith("+7776FU\n%+ILLEGAL_ACTION\n"), written);
    assertEquals(
        Optional.of(Color.GOTE), Csa.read(written).record().outcome().orElseThrow().winner());
    GameRecord<ShogiPosition, Move> limit = record.end(Outcome.draw(Reason.MOVE_LIMIT));
    assertTrue(Csa.write(limit).endsWith("%HIKIWAKE\n"), Csa.write(limit));
  }

  @Test
  void randomGamesMakeTheRoundTrip() {
    Map<String, String> headers = new LinkedHashMap<>();
    headers.put("EVENT", "Plateau, round 1");
    headers.put("開始日時", "2024/01/02 10:00:00");
    headers.put("note", "kept as a comment");
    for (long seed = 1; seed <= 300; seed++) {
      GameRecord<ShogiPosition, Move> record =
          RandomRecords.ended(RandomRecords.playout(GAME, seed, 120), seed);
      Kifu kifu = Kifu.of(record, "sente " + seed, "", Map.of("EVENT", "game " + seed));
      String written = Csa.write(kifu);
      Kifu read = Csa.read(written);
      assertEquals(kifu, read, "seed " + seed + ":\n" + written);
      assertEquals(written, Csa.write(read));
    }
    Kifu translated = Csa.read(Csa.write(Kifu.of(GameRecord.start(GAME), "", "", headers)));
    assertEquals(
        Map.of("EVENT", "Plateau, round 1", "START_TIME", "2024/01/02 10:00:00"),
        translated.headers());
  }

  @Test
  void severalRecordsAreSeparatedBySlashLines() {
    String text = "V2.2\nN+A\nPI\n+\n+7776FU\n%TORYO\n/\nPI82HI\n-\n-3334FU\n/\n";
    List<Kifu> kifus = Csa.readAll(GAME, text);
    assertEquals(2, kifus.size());
    assertEquals("A", kifus.get(0).senteName());
    assertEquals(
        Outcome.win(Color.SENTE, Reason.RESIGNATION),
        kifus.get(0).record().outcome().orElseThrow());
    assertEquals(Handicap.ROOK.position(GAME), kifus.get(1).record().startPosition());
    assertEquals(List.of("3c3d"), usi(kifus.get(1).record()));
    assertEquals(List.of(Csa.read("PI\n+\n")), Csa.readAll(GAME, "PI\n+\n"));
    NotationException e =
        assertThrows(
            NotationException.class, () -> Csa.readAll(GAME, "PI\n+\n/\nPI\n+\n+7775FU\n"));
    assertEquals(12, e.offset());
    e = assertThrows(NotationException.class, () -> Csa.read(text));
    assertEquals(29, e.offset());
    assertTrue(e.getMessage().startsWith("'/' separates several records"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Csa.readAll(GAME, null));
    assertThrows(NotationException.class, () -> Csa.readAll(GAME, "PI\n+\n/\n/\n"));
  }

  @Test
  void theMoveNumberOfTheStartIsNotKept() {
    ShogiPosition later = GAME.parse("4k4/9/9/9/9/9/9/9/4K4 b G 40");
    Kifu read = Csa.read(Csa.write(GameRecord.start(GAME, later)));
    assertTrue(read.record().startPosition().samePosition(later));
    assertEquals(0, read.record().startPosition().ply());
  }

  @ParameterizedTest(name = "[{index}] {1}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      value = {
        "\"\" | no side to move: a line '+' or '-' must follow the start position | 0",
        "PI\\n | no side to move: a line '+' or '-' must follow the start position | 3",
        "V3.0\\nPI\\n+ | unknown version 'V3.0' (this reader knows V2, V2.1 and V2.2) | 0",
        "N+a\\nV2.2\\nPI\\n+ | the version must be the first line | 4",
        "PI\\nV2.2\\n+ | 'V' lines come before the start position | 3",
        "N+A\\nN+B\\nPI\\n+ | sente's name is given twice | 4",
        "NX\\nPI\\n+ | expected N+ or N- and a name | 0",
        "$EVENT\\nPI\\n+ | expected ':' after the key of an information line | 6",
        "$ev:x\\nPI\\n+ | the key of an information line is made of A-Z, 0-9 and '_' | 1",
        "$A:x\\n$A:y\\nPI\\n+ | the information 'A' is given twice | 5",
        "PI82HI82HI\\n+ | 82 is removed twice | 6",
        "PI82KA\\n+ | there is no KA on 82 in the even position | 2",
        "PI8\\n+ | a removed piece is a square and a piece name, such as 82HI | 2",
        "P+55FU\\nPI\\n+ | PI must be the only start position and come first | 7",
        "PI\\nP1 *  * \\n+ | rank lines P1 to P9 cannot follow PI | 3",
        "P1-KY-KE\\n+ | a cell is ' * ' or +/- and a piece name such as -KY, not '   ' | 8",
        "P1 *  *  *  *  *  *  *  *  * X\\n+ | a rank line is P, the rank and nine cells of three"
            + " characters | 29",
        "P1 *  *  *  *  *  *  *  *  * \\nP1\\n+ | rank P1 is given twice | 30",
        "P0 | expected PI, P1 to P9, P+ or P-, not 'P0' | 0",
        "P+55XX\\n+ | unknown piece 'XX' (FU KY KE GI KI KA HI OU TO NY NK NG UM RY) | 4",
        "P+005\\n+ | a piece is a square (00 for the hand) and a name, such as 00KA | 2",
        "P+\\n+ | expected squares and pieces after P+ | 2",
        "P+00OU\\n+ | a piece in hand is FU, KY, KE, GI, KI, KA or HI | 4",
        "P+55FU55FU\\n+ | 55 already holds a piece | 6",
        "P+50FU\\n+ | expected a rank digit 1 to 9, not '0' | 3",
        "P+00AL00AL\\n+ | 00AL is given twice | 6",
        "PI\\nQ\\n+ | unexpected 'Q' in the start position | 3",
        "PI\\n+7776FU | a move before the side to move: a line '+' or '-' must come first | 3",
        "PI\\n+\\n+7776F | a move is a side, two squares and a piece, such as +7776FU, not '+7776F'"
            + " | 5",
        "PI\\n+\\n-3334FU | move 1 is gote's, but sente is to move | 5",
        "PI\\n+\\n+7076FU | expected a rank digit 1 to 9, not '0' | 7",
        "PI\\n+\\n+7576FU | move 1: sente has no piece on 75 | 6",
        "PI\\n+\\n+7776KE | move 1: the piece on 77 is FU, which cannot become KE | 10",
        "PI\\n+\\n+7777FU | move 1 does not leave its square | 8",
        "PI\\n+\\n+0055OU | a dropped piece is FU, KY, KE, GI, KI, KA or HI | 10",
        "PI\\n+\\n+7775FU | move 1: 7g7e is not legal in"
            + " lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1: the pawn on 7g"
            + " cannot reach 7e | 5",
        "PI\\n+\\n+0055KA | move 1: B*5e is not legal in"
            + " lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1: sente has no"
            + " bishop in hand | 5",
        "PI\\n+\\n%TORYO\\n+7776FU | nothing but times and comments may follow %TORYO | 12",
        "PI\\n+\\n%FOO | unknown special move '%FOO' | 5",
        "PI\\n+\\n%TSUMI | %TSUMI: sente is said to be checkmated but is not, in"
            + " lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 | 5",
        "PI\\n+\\nT1x | a time is T and the seconds spent | 7",
        "PI\\n+\\nX | expected a move such as +7776FU, a special move such as %TORYO or a time,"
            + " not 'X' | 5",
        "PI\\n+\\n+7776FU\\nN+x | 'N' lines come before the start position | 13",
        "P+59OU\\n+\\n+7776FU | move 1: sente has no piece on 77 | 10",
        "P-11OU\\nP+13FU\\nP+00KI\\nP-00AL\\n+\\n+0012KI\\n%KACHI | %KACHI: the game had already"
            + " ended (SENTE wins by CHECKMATE), not as the file says: GOTE wins by DECLARATION"
            + " | 38",
        "P-11OU\\nP+13FU\\nP+00KI\\nP-00AL\\n+\\n+0012KI\\n-1112OU | move 2 follows the end of"
            + " the game (SENTE wins by CHECKMATE) | 38",
      })
  void malformedRecordsAreRefusedWithTheirOffset(String escaped, String message, int offset) {
    String text = escaped == null ? "" : escaped.replace("\\n", "\n");
    NotationException e = assertThrows(NotationException.class, () -> Csa.read(text));
    assertEquals(message + " at offset " + offset, e.getMessage().replaceAll(" of \".*\"$", ""));
    assertEquals(offset, e.offset());
  }

  @Test
  void impossiblePositionsAndBadArgumentsAreRefused() {
    IllegalPositionException e =
        assertThrows(IllegalPositionException.class, () -> Csa.read("P+11FU\n+\n"));
    assertEquals("sente pawn on 1a could never move (it must have promoted)", e.getMessage());
    e = assertThrows(IllegalPositionException.class, () -> Csa.read("P+00AL\nP-00FU\n+\n"));
    assertEquals(
        "there are 19 pawns (promoted or not, on the board and in hand), but the game has 18",
        e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Csa.read(null));
    assertThrows(IllegalArgumentException.class, () -> Csa.read(null, "PI\n+\n"));
    assertThrows(IllegalArgumentException.class, () -> Csa.write((Kifu) null));
  }
}
