package io.github.plateau.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.AmbiguousMoveException;
import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Annotation;
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
import io.github.plateau.core.testing.StreamChecks;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** PDN 3.0 reading: one named test per dialect and rule of the reader, and its errors. */
class PdnTest {
  private static final Draughts INTERNATIONAL = Draughts.international();

  static final String TWO_GAMES =
      """
      [Event "Club match"]
      [White "Ann"]
      [Black "Bob \\"the wall\\""]
      [GameType "20"]
      [Result "2-0"]

      {A short game} 1. 32-28 19-23 2. 28x19 14x23! 3. 33-28?! {tempo}
      (3. 34-30 {quieter} 20-25) 23x32 $2 4. 37x28 2-0

      [GameType "26"]
      [FEN "W:W21-32:B1-12"]
      1.22-18 11-15 2.18x11 8x15 *
      """;

  private static AnnotatedRecord<DraughtsPosition, Move> one(String text) {
    return Pdn.FORMAT.read(INTERNATIONAL, text);
  }

  private static List<Move> moves(AnnotatedRecord<DraughtsPosition, Move> record) {
    return record.record().moves();
  }

  @Test
  void tagsCommentsMarksVariationsAndResultsAreRead() {
    List<AnnotatedRecord<DraughtsPosition, Move>> games =
        Pdn.FORMAT.readAll(INTERNATIONAL, TWO_GAMES, ReadMode.STRICT);
    assertEquals(2, games.size());
    AnnotatedRecord<DraughtsPosition, Move> first = games.get(0);
    // GameType and Result are written from the record, so they are no headers
    assertEquals(
        Map.of("Event", "Club match", "White", "Ann", "Black", "Bob \"the wall\""),
        first.headers());
    assertEquals(List.of("Event", "White", "Black"), List.copyOf(first.headers().keySet()));
    assertEquals("A short game", first.startComment());
    assertEquals(7, first.record().ply());
    assertEquals(List.of("!"), first.mainLine().get(3).annotation().marks());
    MoveNode<Move> third = first.mainLine().get(4);
    assertEquals(Move.quiet(33, 28), third.move());
    assertEquals(new Annotation("tempo", Optional.empty(), List.of("?!")), third.annotation());
    assertEquals(1, third.variations().size());
    List<MoveNode<Move>> variation = third.variations().get(0);
    assertEquals(
        List.of(Move.quiet(34, 30), Move.quiet(20, 25)),
        variation.stream().map(MoveNode::move).toList());
    assertEquals("quieter", variation.get(0).annotation().comment());
    assertEquals(List.of("$2"), first.mainLine().get(5).annotation().marks());
    assertEquals(Move.capture(37, 28, 32), moves(first).get(6));
    assertEquals(Optional.of(Outcome.win(Color.WHITE, Reason.ADJUDICATION)), first.statedOutcome());
    assertEquals(first.statedOutcome(), first.record().outcome());
    AnnotatedRecord<DraughtsPosition, Move> second = games.get(1);
    assertEquals(Draughts.brazilian(), second.game());
    assertEquals(4, second.record().ply());
    assertEquals(Optional.empty(), second.statedOutcome());
    assertFalse(second.record().isOver());
  }

  @Test
  void escapedTagStringsAndUnicodeNamesAreRead() {
    AnnotatedRecord<DraughtsPosition, Move> r =
        one("[White \"a \\\"quoted\\\" \\\\ name\"]\n[Black \"Сергеев 谢\"]\n32-28");
    assertEquals("a \"quoted\" \\ name", r.headers().get("White"));
    assertEquals("Сергеев 谢", r.headers().get("Black"));
    assertEquals(List.of(Move.quiet(32, 28)), moves(r));
  }

  @Test
  void squaresPaddedWithASpaceAreOneMove() {
    AnnotatedRecord<DraughtsPosition, Move> r =
        one("1. 32-28 19-23 2. 28x 19 14x23 3. 37-32  9- 14 4. 31 - 27 *");
    assertEquals(
        List.of(
            Move.quiet(32, 28),
            Move.quiet(19, 23),
            Move.capture(28, 19, 23),
            Move.capture(14, 23, 19),
            Move.quiet(37, 32),
            Move.quiet(9, 14),
            Move.quiet(31, 27)),
        moves(r));
  }

  @Test
  void capturesNameAnyOfTheirLandingSquaresWithXOrColon() {
    // 47 takes 42, 32 and 21, landing on 38, 27 and 16
    String setup = "[FEN \"W:W47:B42,32,21,1\"] 1. ";
    Move expected = Move.capture(47, 16, 42, 32, 21);
    for (String written : List.of("47x16", "47x38x27x16", "47x27x16", "47:16", "47:38:27:16")) {
      assertEquals(expected, moves(one(setup + written + " *")).get(0), written);
    }
  }

  @Test
  void theCaptureSignIsOnlyAHintBetweenTwoSquares() {
    // a capture written with '-' and a quiet move written with 'x', as real files have them
    assertEquals(Move.capture(28, 19, 23), moves(one("[FEN \"W:W28:B23,1\"] 1. 28-19 *")).get(0));
    assertEquals(Move.quiet(33, 28), moves(one("1. 33x28 *")).get(0));
    // with three squares, '-' stays a quiet move's sign
    NotationException e =
        assertThrows(NotationException.class, () -> one("[FEN \"W:W37:B32,21,1\"] 1. 37-28-17 *"));
    assertTrue(e.getMessage().startsWith("bad move 37-28-17: a quiet move names two squares"));
  }

  @Test
  void algebraicSquaresAreReadOnAnyBoard() {
    Draughts russian = Pdn.FORMAT.game("25");
    AnnotatedRecord<DraughtsPosition, Move> r =
        Pdn.FORMAT.read(russian, "1. c3-d4 f6-e5 2. d4:f6 g7:e5 3. a3b4 *", ReadMode.STRICT);
    // c3 is 22, d4 18, f6 11, e5 15, g7 8, a3 21, b4 17 on the 8 x 8 board
    assertEquals(
        List.of(
            Move.quiet(22, 18),
            Move.quiet(11, 15),
            Move.capture(18, 11, 15),
            Move.capture(8, 15, 11),
            Move.quiet(21, 17)),
        moves(r));
    // on 10 x 10, a1 is square 46, b4 31 and c5 27
    assertEquals(List.of(Move.quiet(31, 27)), moves(one("1. b4-c5 *")));
    NotationException light = assertThrows(NotationException.class, () -> one("1. a1-a2 *"));
    assertTrue(light.getMessage().startsWith("bad move a1-a2: a2 is a light square"));
  }

  @Test
  void moveStrengthMarksAndNagsAreKeptAsWritten() {
    AnnotatedRecord<DraughtsPosition, Move> r = one("1.32-28!? 19-23(!?!!!) 2.28x19 $14 ?? *");
    assertEquals(List.of("!?"), r.mainLine().get(0).annotation().marks());
    assertEquals(List.of("(!?!!!)"), r.mainLine().get(1).annotation().marks());
    assertEquals(List.of("$14", "??"), r.mainLine().get(2).annotation().marks());
  }

  @Test
  void lineCommentsEscapeLinesAndAByteOrderMarkAreRead() {
    AnnotatedRecord<DraughtsPosition, Move> r =
        one(
            "\uFEFF% Board game: International Draughts 10x10\r\n[Date \"2012.02.01\"]\r\n"
                + "1. 32-28 ; a line comment\r\n19-23 {two} {comments} *");
    assertEquals(Map.of("Date", "2012.02.01"), r.headers());
    assertEquals("a line comment", r.mainLine().get(0).annotation().comment());
    assertEquals("two\ncomments", r.mainLine().get(1).annotation().comment());
  }

  @Test
  void aSetupCommandAfterACommentLeftOpenIsMaskedAsTheTokenizerEndsTheComment() {
    String text =
        "[Event \"a\"]\n1. 32-28 { open comment\n[Event \"b\"]\n/FEN \"W:W31:B20\"/ 1. 31-26 *\n";
    List<RecordFormat.Entry<DraughtsPosition, Move>> entries =
        Pdn.FORMAT.readEach(Draughts.international(), text, ReadMode.STRICT);
    assertEquals(2, entries.size(), entries.toString());
    assertTrue(entries.get(0).failure().isPresent());
    assertEquals("b", entries.get(1).record().orElseThrow().headers().get("Event"));
    StreamChecks.sameAsReadEach(
        Pdn.FORMAT,
        Draughts.international(),
        text.getBytes(StandardCharsets.UTF_8),
        ReadMode.STRICT,
        "setup after an open comment");
  }

  @Test
  void commentLinesAreJoinedWithLineBreaks() {
    AnnotatedRecord<DraughtsPosition, Move> r = one("1. 32-28 {first\r\nsecond\rthird} *");
    assertEquals("first\nsecond\nthird", r.mainLine().get(0).annotation().comment());
  }

  @Test
  void anElapsedMoveTimeCommandIsTheMoveTime() {
    AnnotatedRecord<DraughtsPosition, Move> r =
        one(
            "1. 32-28 {[%emt 0:01:05]} 19-23 {fast [%emt 0:00:02.5] indeed} 2. 28x19 {[%clk 1:55:21]} *");
    assertEquals(
        new Annotation("", Optional.of(Duration.ofSeconds(65)), List.of()),
        r.mainLine().get(0).annotation());
    assertEquals(
        new Annotation("fast indeed", Optional.of(Duration.ofMillis(2500)), List.of()),
        r.mainLine().get(1).annotation());
    // a clock reading is the time left, not the time spent: it stays in the comment
    assertEquals(Annotation.comment("[%clk 1:55:21]"), r.mainLine().get(2).annotation());
  }

  @Test
  void nestedVariationsAreKeptAsATree() {
    AnnotatedRecord<DraughtsPosition, Move> r =
        one("32-28 19-23 (18-23 38-32 (37-32? 23-29! { Black wins }) 12-18) 28x19 14x23");
    assertEquals(4, r.record().ply());
    List<List<MoveNode<Move>>> instead = r.mainLine().get(1).variations();
    assertEquals(1, instead.size());
    List<MoveNode<Move>> line = instead.get(0);
    assertEquals(
        List.of(Move.quiet(18, 23), Move.quiet(38, 32), Move.quiet(12, 18)),
        line.stream().map(MoveNode::move).toList());
    List<MoveNode<Move>> inner = line.get(1).variations().get(0);
    assertEquals(
        List.of(Move.quiet(37, 32), Move.quiet(23, 29)),
        inner.stream().map(MoveNode::move).toList());
    assertEquals(List.of("?"), inner.get(0).annotation().marks());
    assertEquals(
        new Annotation("Black wins", Optional.empty(), List.of("!")), inner.get(1).annotation());
  }

  @Test
  void variationsNestMostSixtyFourLevelsDeep() {
    String deep =
        "1. 32-28 "
            + "(1. 33-29 ".repeat(PdnReader.MAX_DEPTH)
            + ")".repeat(PdnReader.MAX_DEPTH)
            + " *";
    assertEquals(1, one(deep).record().ply());
    String deeper =
        "1. 32-28 "
            + "(1. 33-29 ".repeat(PdnReader.MAX_DEPTH + 1)
            + ")".repeat(PdnReader.MAX_DEPTH + 1);
    NotationException e = assertThrows(NotationException.class, () -> one(deeper));
    assertTrue(
        e.getMessage().startsWith("variations are nested deeper than 64 levels"), e.getMessage());
    // the writer writes what the reader reads; deeper variations cannot be made
    // (MoveNode.MAX_DEPTH)
    AnnotatedRecord<DraughtsPosition, Move> read = one(deep);
    assertEquals(read, one(Pdn.FORMAT.write(read)));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "2-0, WHITE",
    "1-0, WHITE",
    "0-2, BLACK",
    "0-1, BLACK",
    "1-1, DRAW",
    "1/2-1/2, DRAW",
    "'*', NONE",
    "0-0, NONE"
  })
  void everyResultWordEndsAGame(String word, String stated) {
    List<AnnotatedRecord<DraughtsPosition, Move>> games =
        Pdn.FORMAT.readAll(
            INTERNATIONAL, "1. 32-28 " + word + "\n1. 33-29 " + word, ReadMode.STRICT);
    assertEquals(2, games.size());
    for (AnnotatedRecord<DraughtsPosition, Move> r : games) {
      assertEquals(1, r.record().ply());
      assertEquals(expected(stated), r.statedOutcome());
      assertEquals(expected(stated), r.record().outcome());
      // both lost: no outcome says it, so the header keeps it
      assertEquals(word.equals("0-0") ? Map.of("Result", "0-0") : Map.of(), r.headers());
    }
  }

  private static Optional<Outcome> expected(String stated) {
    return switch (stated) {
      case "WHITE" -> Optional.of(Outcome.win(Color.WHITE, Reason.ADJUDICATION));
      case "BLACK" -> Optional.of(Outcome.win(Color.BLACK, Reason.ADJUDICATION));
      case "DRAW" -> Optional.of(Outcome.draw(Reason.ADJUDICATION));
      default -> Optional.empty();
    };
  }

  @Test
  void theResultTagFillsInForAMissingResultAndTheMoveTextWinsOverIt() {
    Optional<Outcome> white = expected("WHITE");
    assertEquals(white, one("[Result \"2-0\"] 1. 32-28").statedOutcome());
    assertEquals(white, one("[Result \"1-0\"] 1. 32-28 *").statedOutcome());
    // a stale tag (candidate95.pdn: tag 0-1, game drawn) loses to the move text's result
    assertEquals(expected("DRAW"), one("[Result \"0-1\"] 1. 32-28 1/2-1/2").statedOutcome());
    assertEquals(Optional.empty(), one("[Result \"\"] 1. 32-28").statedOutcome());
  }

  @Test
  void onlyTheLastGameMayOmitItsResult() {
    assertEquals(
        2,
        Pdn.FORMAT
            .readAll(
                INTERNATIONAL, "[Round \"1\"] 1. 32-28 *\n[Round \"2\"] 1. 33-29", ReadMode.STRICT)
            .size());
    NotationException e =
        assertThrows(
            NotationException.class,
            () ->
                Pdn.FORMAT.readAll(
                    INTERNATIONAL,
                    "[Round \"1\"] 1. 32-28\n[Round \"2\"] 1. 33-29",
                    ReadMode.STRICT));
    assertTrue(
        e.getMessage().startsWith("the game before these tags has no result"), e.getMessage());
    assertEquals(new Location(21, 2, 1, 0), e.location().orElseThrow());
  }

  @Test
  void fenTagsTakeRangesKingsAFullStopAndAlgebraicSquares() {
    DraughtsPosition expected = INTERNATIONAL.parse("B:W31,32,33,K10:B1,2,3,K46");
    for (String fen :
        List.of(
            "B:W31-33,K10:B1-3,K46",
            "B:W31-33,K10:B1-3,K46.",
            "B:Wb4,d4,f4,Ki9:Bb10,d10,f10,Ka1",
            " B:B1-3,K46:W31-33,K10 ")) {
      assertEquals(expected, one("[FEN \"" + fen + "\"] *").record().startPosition(), fen);
    }
  }

  @Test
  void anUnknownSideToMoveIsTheSideOfTheFirstMove() {
    // ? : the first move says who moves, "1..." says the second side does, no move the first side
    assertEquals(
        Color.BLACK, one("[FEN \"?:W31:B1\"] 1-6 *").record().startPosition().sideToMove());
    assertEquals(
        Color.WHITE, one("[FEN \"?:W31:B1\"] 31-26 *").record().startPosition().sideToMove());
    assertEquals(
        Color.BLACK,
        one("[FEN \"?:W31,32:B1,2\"] 1... 1-6 *").record().startPosition().sideToMove());
    assertEquals(
        Color.WHITE, one("[FEN \"?:W29,13,11:B22,4,2\"] *").record().startPosition().sideToMove());
    IllegalMoveException neither =
        assertThrows(IllegalMoveException.class, () -> one("[FEN \"?:W31:B1\"] 31-36 *"));
    assertTrue(
        neither
            .getMessage()
            .startsWith(
                "the FEN does not say which side moves ('?'), and 31-36 is legal for neither side"),
        neither.getMessage());
  }

  @Test
  void aSetupCommandBeforeTheFirstMoveIsTheStart() {
    DraughtsPosition expected = Draughts.canadian().parse("B:W50:B13");
    for (String setup : List.of("/FEN \"B:W50:B13\"/", "/B:W50:B13/", "/FEN  \"B:W50:B13\" /")) {
      AnnotatedRecord<DraughtsPosition, Move> r =
          Pdn.FORMAT.read(
              INTERNATIONAL,
              "[GameType \"27\"]\n" + setup + " 1... 13-19 2. 50-44 *",
              ReadMode.STRICT);
      assertEquals(expected, r.record().startPosition(), setup);
      assertEquals(2, r.record().ply(), setup);
    }
    NotationException e =
        assertThrows(NotationException.class, () -> one("1. 32-28 /FEN \"W:W31:B1\"/ *"));
    assertTrue(
        e.getMessage()
            .startsWith("a setup after the first move or a second setup is not supported"));
    // a setup command's text inside a comment or a tag is left alone
    AnnotatedRecord<DraughtsPosition, Move> r =
        one("[Note \"/FEN \\\"x\\\"/\"] 1. 32-28 {see /FEN \"W:W31:B1\"/} *");
    assertEquals("/FEN \"x\"/", r.headers().get("Note"));
    assertEquals("see /FEN \"W:W31:B1\"/", r.mainLine().get(0).annotation().comment());
  }

  @Test
  void anAmbiguousCaptureIsToldApartByTheMovesThatFollow() {
    // 36x16 takes 8, 11, 27 or 11, 12, 27; the man left on 12 or 8 then moves (schildpad.pdn)
    String position = "[FEN \"W:W32,K36,37,38,42,45,47:B3,6,8,11,12,14,19,27,34\"]";
    AnnotatedRecord<DraughtsPosition, Move> r = one(position + " 1. 36x16 12-17 *");
    assertEquals(List.of(8, 11, 27), moves(r).get(0).captured());
    AnnotatedRecord<DraughtsPosition, Move> other = one(position + " 1. 36x16 8-13 *");
    assertEquals(List.of(11, 12, 27), moves(other).get(0).captured());
  }

  @Test
  void aCaptureMetAgainIsOneObjectAndOneWithOtherCapturedSquaresAnother() {
    // records held keep one object per capture met again, as per quiet move: less memory a ply
    String position = "[FEN \"W:W32,K36,37,38,42,45,47:B3,6,8,11,12,14,19,27,34\"]";
    Move first = moves(one(position + " 1. 36x16 12-17 *")).get(0);
    Move other = moves(one(position + " 1. 36x16 8-13 *")).get(0);
    Move again = moves(one(position + " 1. 36x16 12-17 *")).get(0);
    assertSame(first, again);
    assertEquals(List.of(8, 11, 27), again.captured());
    assertEquals(List.of(11, 12, 27), other.captured());
    DraughtsPosition start = one(position + " *").record().current();
    List<Move> listed = start.legalMoves();
    // four ends, each by two sets of captured squares: eight moves, none taken for another
    assertEquals(8, Set.copyOf(listed).size(), listed.toString());
    for (int i = 0; i < listed.size(); i++) {
      assertSame(listed.get(i), start.legalMoves().get(i));
    }
  }

  @Test
  void aCaptureTheGameDoesNotTellApartIsRefusedStrictlyAndTakenFirstAsPlayed() {
    String text = "[FEN \"W:W32,K36,37,38,42,45,47:B3,6,8,11,12,14,19,27,34\"] 1. 36x16 3-9 *";
    AmbiguousMoveException e = assertThrows(AmbiguousMoveException.class, () -> one(text));
    assertEquals(List.of("36x13x2x16", "36x18x7x16"), e.candidates(), e.getMessage());
    assertEquals(1, e.location().orElseThrow().ply());
    AnnotatedRecord<DraughtsPosition, Move> r =
        Pdn.FORMAT.read(INTERNATIONAL, text, ReadMode.AS_PLAYED);
    assertEquals(List.of(8, 11, 27), moves(r).get(0).captured());
  }

  @Test
  void aMoveAfterTheLastPieceIsTakenIsRefusedAsOverInBothModesWhateverItSays() {
    // read as played, the board is asked whether the game ended only once a move is refused
    for (String move : List.of("23-28", "19-14", "99-98")) {
      String text = "[FEN \"W:W28:B23\"] 1. 28x19 " + move;
      for (ReadMode mode : ReadMode.values()) {
        IllegalMoveException e =
            assertThrows(
                IllegalMoveException.class, () -> Pdn.FORMAT.read(INTERNATIONAL, text, mode));
        assertEquals(
            "move " + move + " comes after the end of the game (WHITE wins by NO_PIECES)",
            e.problem(),
            mode + " " + move);
        assertEquals(MoveRefusal.GAME_OVER, e.reason(), mode + " " + move);
        assertEquals(2, e.location().orElseThrow().ply(), mode + " " + move);
      }
    }
  }

  @Test
  void strictlyTheDrawRulesEndTheGameAndAsPlayedTheMovesGoOn() {
    String text =
        "[FEN \"W:WK46,31,32:BK5,19,20\"] 1. 46-41 5-10 2. 41-46 10-5 3. 46-41 5-10 4. 41-46 10-5"
            + " 5. 46-41 1-1";
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> one(text));
    assertEquals(
        "move 46-41 comes after the end of the game (draw by REPETITION)",
        e.problem(),
        e.getMessage());
    assertEquals(9, e.location().orElseThrow().ply());
    AnnotatedRecord<DraughtsPosition, Move> r =
        Pdn.FORMAT.read(INTERNATIONAL, text, ReadMode.AS_PLAYED);
    assertEquals(ReadMode.AS_PLAYED, r.mode());
    assertEquals(9, r.record().ply());
    assertEquals(
        Optional.of(new AnnotatedRecord.Ending(8, Outcome.draw(Reason.REPETITION))),
        r.rulesEnding());
    assertEquals(expected("DRAW"), r.record().outcome());
  }

  @Test
  void bytesAreUtf8OrWindows1252() {
    String text = "[Event \"Championnat de France\"]\n[Site \"Orléans\"]\n1. 32-28 *";
    Charset cp1252 = Charset.forName("windows-1252");
    for (byte[] bytes : List.of(text.getBytes(StandardCharsets.UTF_8), text.getBytes(cp1252))) {
      assertEquals(
          "Orléans", Pdn.FORMAT.read(INTERNATIONAL, bytes, ReadMode.STRICT).headers().get("Site"));
      assertEquals(1, Pdn.FORMAT.readAll(INTERNATIONAL, bytes, ReadMode.STRICT).size());
    }
    // written only in a charset whose bytes PDN reads back as the text: ISO-8859-1 shares
    // windows-1252's for these letters; UTF-16 does not read, and "Ã©" in windows-1252 is the
    // UTF-8 of "é"
    AnnotatedRecord<DraughtsPosition, Move> record = Pdn.FORMAT.read(text);
    for (Charset charset : List.of(cp1252, StandardCharsets.ISO_8859_1)) {
      assertEquals(
          record,
          Pdn.FORMAT.read(
              INTERNATIONAL, Pdn.FORMAT.write(record, charset).getBytes(charset), ReadMode.STRICT));
    }
    assertThrows(
        IllegalArgumentException.class, () -> Pdn.FORMAT.write(record, StandardCharsets.UTF_16LE));
    AnnotatedRecord<DraughtsPosition, Move> lookAlike =
        record.withHeaders(Map.of("Site", "Orl\u00C3\u00A9ans"));
    assertThrows(IllegalArgumentException.class, () -> Pdn.FORMAT.write(lookAlike, cp1252));
  }

  @Test
  void readTakesExactlyOneGame() {
    NotationException two =
        assertThrows(
            NotationException.class, () -> one("1. 32-28 *\n[Event \"second\"] 1. 33-29 *"));
    assertEquals(
        "a second game starts here; read a text of several games with readAll", two.problem());
    assertEquals(new Location(11, 2, 1, 0), two.location().orElseThrow());
    NotationException none = assertThrows(NotationException.class, () -> one(" \n% nothing\n"));
    assertEquals("the text holds no game", none.problem());
    assertTrue(Pdn.FORMAT.readAll(INTERNATIONAL, "  \n", ReadMode.STRICT).isEmpty());
    assertEquals(1, Pdn.FORMAT.readAll("1. 32-28 2-0").size());
  }

  /** Each problem with its place: the text, the problem's start, line, column and move. */
  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "1. 32-28 19-23\\n2. 32-27 *|32-27 is not legal in|2|4|3",
        "1. 32-28 {open|a comment opened here is not closed before the next game's tags or the end of the text|1|10|0",
        "1. 33-29 19-23 2. 35-30 { nested { comment } } |unexpected '}'|1|46|0",
        "1. 32-28 (1. 33-29|the variation opened here is not closed by ')'|1|10|1",
        "1. 32-28 () 19-23|a variation holds no move|1|10|1",
        "1. 32-28 ) *|')' closes no variation|1|10|0",
        "$1 1. 32-28|the mark $1 comes before any move|1|1|0",
        "(1. 32-28) 1. 33-29|a variation comes before any move|1|1|0",
        "[Event \"a\"]\\n[Event \"b\"]|the tag Event is given twice|2|1|0",
        "[Result \"3-0\"] *|the Result tag \"3-0\" is not a PDN result|1|10|0",
        "1. 32-28 19-23 2. 28-|bad move 28-: a move names at least two squares|1|19|3",
        "1. 32-28 19-23 2. 28-99|bad move 28-99: square 99 is not on the board (1 to 50)|1|19|3",
        "1. 32-28 19-23 2. 28-23-19|bad move 28-23-19: a quiet move names two squares|1|19|3",
        "1. 32-28 19-23 2. 28x-19|bad move 28x-19: a square is expected before '-'|1|19|3",
        "1. 32-28 19-23 2. 28-c3|bad move 28-c3: expected a square such as 32 or c3|1|19|3",
        "1. 32-28 . *|bad move .: expected a square such as 32 or c3|1|10|2",
        "1. - - 2. - - *|bad move -: a square is expected before '-'|1|4|1",
        "[FEN \"W:W31:B99\"] *|bad FEN: square 99 is not on the board (1 to 50)|1|14|0",
        "[FEN \"W:W3:B40\"] *|impossible FEN position: a white man on square 3 would have been crowned|1|7|0",
        "[FEN \"W:Wa2:B1\"] *|bad FEN: a2 is a light square|1|10|0",
        "[GameType \"22\"] *|GameType 22 (Italian draughts) is not supported|1|12|0",
        "[GameType \"20,W,10,8,N2,0\"] *|GameType 20 on a 10 x 8 board is not supported|1|12|0",
        "[GameType \"twenty\"] *|GameType \"twenty\" is malformed|1|12|0",
      })
  void problemsAreNamedWithTheirLineColumnAndMove(
      String text, String problem, int line, int column, int ply) {
    String input = text.replace("\\n", "\n");
    PlateauException e =
        assertThrows(
            PlateauException.class,
            () -> Pdn.FORMAT.readAll(INTERNATIONAL, input, ReadMode.STRICT));
    assertTrue(
        e instanceof NotationException
            || e instanceof IllegalMoveException
            || e instanceof IllegalPositionException,
        e.toString());
    assertEquals(
        problem.startsWith("impossible FEN"), e instanceof IllegalPositionException, e.toString());
    assertEquals(problem.startsWith("32-27"), e instanceof IllegalMoveException, e.toString());
    assertTrue(e.problem().startsWith(problem), e.problem());
    Location at = e.location().orElseThrow();
    assertEquals(
        List.of(line, column, ply), List.of(at.line(), at.column(), at.ply()), e.getMessage());
    assertTrue(
        e.getMessage().startsWith(e.problem() + " at offset " + at.offset()), e.getMessage());
  }

  @Test
  void aSecondProblemMessageNeverNestsTheFirst() {
    // the move parser's own message is not quoted inside the record's: one place, one problem
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> one("1. 32-28 19-23 2. 32-27 *"));
    assertEquals(1, e.getMessage().split(" at offset ").length - 1, e.getMessage());
  }

  @Test
  void aMainLineLongerThanTheLimitIsRefusedNamingIt() {
    // Two kings shuttle: before the limit, a million plies took a gigabyte of heap.
    String pdn =
        LongRecords.numbered(
            "[FEN \"W:WK46:BK3\"]\n",
            new String[] {"46-41", "3-9", "41-46", "9-3"},
            RecordFormat.MAX_PLIES + 1);
    LongRecords.assertTooLong(() -> Pdn.FORMAT.read(INTERNATIONAL, pdn, ReadMode.AS_PLAYED));
  }

  @Test
  void commentsAroundAGameAreItsOwnAndMakeNoGame() {
    PgnFamilyChecks.commentsAroundAGameAreItsOwn(Pdn.FORMAT, INTERNATIONAL, "32-28", "19-23");
  }

  @Test
  void aTailThatDoesNotReadAfterARefusedGameIsReportedToo() {
    PgnFamilyChecks.aTailThatDoesNotReadIsReported(Pdn.FORMAT, INTERNATIONAL, "99-98");
  }

  @Test
  void aTokenThatDoesNotReadRefusesItsGameAlone() {
    PgnFamilyChecks.aTokenThatDoesNotReadRefusesItsGameAlone(Pdn.FORMAT, INTERNATIONAL, "32-28");
  }

  /**
   * A result written twice after a game was read as a game of its own, of no move: it is refused,
   * and the game after it is read.
   */
  @Test
  void aResultWithNoTagsOrMovesBeforeItIsRefused() {
    String text = "[Event \"e\"]\n1. 32-28 19-23 2-0 2-0\n\n[Event \"f\"]\n1. 32-28 *\n";
    List<RecordFormat.Entry<DraughtsPosition, Move>> entries =
        Pdn.FORMAT.readEach(INTERNATIONAL, text, ReadMode.STRICT);
    assertEquals(3, entries.size());
    assertEquals(2, entries.get(0).record().orElseThrow().record().ply());
    assertEquals(
        "a result with no tags or moves before it (the game before's result, written twice?)",
        entries.get(1).failure().orElseThrow().problem());
    assertEquals(1, entries.get(2).record().orElseThrow().record().ply());
    assertEquals(1, Pdn.FORMAT.read(INTERNATIONAL, "1. 32-28 *").record().ply());
  }
}
