package io.github.plateau.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Annotation;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.MoveNode;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.RandomPlayer;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.Reason;
import io.github.plateau.core.RecordFormat;
import io.github.plateau.core.tictactoe.TicTacToe;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** PDN 3.0 writing: the layout, the notation of each game type, what cannot be written. */
class PdnWriteTest {
  private static final Draughts INTERNATIONAL = Draughts.international();

  private static AnnotatedRecord<DraughtsPosition, Move> again(
      AnnotatedRecord<DraughtsPosition, Move> record) {
    return Pdn.FORMAT.read((Draughts) record.game(), Pdn.FORMAT.write(record), record.mode());
  }

  @Test
  void aRecordIsWrittenWithItsTagsNumbersMarksCommentsVariationsAndResult() {
    AnnotatedRecord<DraughtsPosition, Move> r =
        Pdn.FORMAT.readAll(INTERNATIONAL, PdnTest.TWO_GAMES, ReadMode.STRICT).get(0);
    assertEquals(
        """
        [Event "Club match"]
        [White "Ann"]
        [Black "Bob \\"the wall\\""]
        [GameType "20"]
        [Result "2-0"]

        {A short game} 1. 32-28 19-23 2. 28x19 14x23! 3. 33-28?! {tempo} (3. 34-30
        {quieter} 3... 20-25) 3... 23x32 $2 4. 37x28 2-0
        """,
        Pdn.FORMAT.write(r));
    assertEquals(r, again(r));
  }

  @Test
  void eachGameTypeIsWrittenInItsNotation() {
    // Russian draughts: algebraic squares and ':' for captures
    AnnotatedRecord<DraughtsPosition, Move> russian =
        Pdn.FORMAT.read(Pdn.FORMAT.game("25"), "1. 22-18 11-15 2. 18x11 8x15 *", ReadMode.STRICT);
    assertTrue(
        Pdn.FORMAT
            .write(russian)
            .endsWith("[GameType \"25\"]\n[Result \"*\"]\n\n1. c3-d4 f6-e5 2. d4:f6 g7:e5 *\n"),
        Pdn.FORMAT.write(russian));
    // Brazilian draughts: algebraic squares and 'x'
    AnnotatedRecord<DraughtsPosition, Move> brazilian =
        Pdn.FORMAT.read(Draughts.brazilian(), "1. c3-d4 f6-e5 2. d4xf6 g7xe5 1-0", ReadMode.STRICT);
    assertTrue(
        Pdn.FORMAT.write(brazilian).endsWith("\n1. c3-d4 f6-e5 2. d4xf6 g7xe5 1-0\n"),
        Pdn.FORMAT.write(brazilian));
    // English draughts: Black's moves carry the numbers, the default results are 1-0 and 0-1
    AnnotatedRecord<DraughtsPosition, Move> english =
        Pdn.FORMAT.read(Pdn.FORMAT.game("21"), "1. 11-15 24-20 2. 8-11 0-1", ReadMode.STRICT);
    assertTrue(
        Pdn.FORMAT
            .write(english)
            .endsWith("[GameType \"21\"]\n[Result \"0-1\"]\n\n1. 11-15 24-20 2. 8-11 0-1\n"),
        Pdn.FORMAT.write(english));
    // international draughts: 2-0, 1-1, 0-2
    AnnotatedRecord<DraughtsPosition, Move> drawn =
        Pdn.FORMAT.read(INTERNATIONAL, "1. 32-28 1/2-1/2");
    assertTrue(Pdn.FORMAT.write(drawn).endsWith("\n1. 32-28 1-1\n"), Pdn.FORMAT.write(drawn));
    for (AnnotatedRecord<DraughtsPosition, Move> r : List.of(russian, brazilian, english, drawn)) {
      assertEquals(r, again(r));
    }
  }

  @Test
  void aStartOtherThanTheTypesIsWrittenAsAFenTag() {
    AnnotatedRecord<DraughtsPosition, Move> problem =
        Pdn.FORMAT.read(INTERNATIONAL, "[FEN \"B:W31-33,K10:B1-3,K45\"] 1... 45-40 *");
    String written = Pdn.FORMAT.write(problem);
    assertTrue(
        written.endsWith("[FEN \"B:WK10,31,32,33:B1,2,3,K45\"]\n[Result \"*\"]\n\n1... 45-40 *\n"),
        written);
    // the standard start of English draughts has Black to move: no FEN then
    Draughts english = Pdn.FORMAT.game("21");
    DraughtsPosition start = english.start().withSideToMove(Color.BLACK);
    String plain = Pdn.FORMAT.write(AnnotatedRecord.of(GameRecord.start(english, start)));
    assertEquals("[GameType \"21\"]\n[Result \"*\"]\n\n*\n", plain);
    assertEquals(problem, again(problem));
  }

  @Test
  void aCommentLineStartingWithATagPairIsWrittenAfterASemicolon() {
    GameRecord<DraughtsPosition, Move> record = GameRecord.start(INTERNATIONAL).play("32-28");
    AnnotatedRecord<DraughtsPosition, Move> r =
        AnnotatedRecord.of(record)
            .withAnnotation(1, Annotation.comment("note\n[Event \"x\"] quoted\n[sic]"));
    String written = Pdn.FORMAT.write(r);
    assertTrue(written.contains("{note} ;[Event \"x\"] quoted\n{[sic]}"), written);
    assertEquals(r, again(r));
  }

  @Test
  void aCommentHoldingABraceIsWrittenAfterASemicolonAndTimesAsEmtCommands() {
    GameRecord<DraughtsPosition, Move> record =
        GameRecord.start(INTERNATIONAL).play("32-28").play("19-23");
    AnnotatedRecord<DraughtsPosition, Move> r =
        AnnotatedRecord.of(record)
            .withStartComment("opening {Roozenburg}")
            .withAnnotation(
                1, new Annotation("a } brace", Optional.of(Duration.ofSeconds(3723)), List.of()))
            .withAnnotation(
                2, new Annotation("", Optional.of(Duration.ofMillis(1500)), List.of("!")));
    String written = Pdn.FORMAT.write(r);
    assertTrue(
        written.endsWith(
            ";opening {Roozenburg}\n1. 32-28 ;a } brace [%emt 1:02:03]\n1... 19-23! {[%emt 0:00:01.5]} *\n"),
        written);
    assertEquals(r, again(r));
    // lines holding a brace go after ';', the others in braces, joined again on reading
    AnnotatedRecord<DraughtsPosition, Move> lines =
        AnnotatedRecord.of(record)
            .withAnnotation(1, Annotation.comment("first\n{second}\nthird\nfourth"));
    assertTrue(
        Pdn.FORMAT
            .write(lines)
            .endsWith("1. 32-28 {first} ;{second}\n{third\nfourth} 1... 19-23 *\n"),
        Pdn.FORMAT.write(lines));
    assertEquals(lines, again(lines));
  }

  @Test
  void whatPdnCannotHoldIsRefused() {
    GameRecord<DraughtsPosition, Move> record = GameRecord.start(INTERNATIONAL).play("32-28");
    AnnotatedRecord<DraughtsPosition, Move> plain = AnnotatedRecord.of(record);
    List<AnnotatedRecord<DraughtsPosition, Move>> refused =
        List.of(
            plain.withHeaders(Map.of("Two words", "x")),
            plain.withHeaders(Map.of("[Event]", "x")),
            plain.withAnnotation(1, new Annotation("", Optional.empty(), List.of("good"))));
    for (AnnotatedRecord<DraughtsPosition, Move> r : refused) {
      assertThrows(IllegalArgumentException.class, () -> Pdn.FORMAT.write(r), r.toString());
    }
  }

  @Test
  void theTagsPdnDerivesAreWrittenFromTheRecordAndRefusedAsHeaders() {
    GameRecord<DraughtsPosition, Move> record = GameRecord.start(INTERNATIONAL).play("32-28");
    AnnotatedRecord<DraughtsPosition, Move> plain =
        AnnotatedRecord.of(record).withHeaders(Map.of("Event", "E"));
    assertEquals(
        "[Event \"E\"]\n[GameType \"20\"]\n[Result \"*\"]\n\n1. 32-28 *\n",
        Pdn.FORMAT.write(plain));
    // refused as PGN refuses its own, where they were dropped before
    for (String name : List.of("GameType", "FEN", "Result")) {
      AnnotatedRecord<DraughtsPosition, Move> derived =
          AnnotatedRecord.of(record).withHeaders(Map.of(name, "2-0"));
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> Pdn.FORMAT.write(derived));
      assertTrue(e.getMessage().startsWith("the " + name + " tag is written from the record"));
    }
    // but 0-0, both lost, stays: no outcome says it
    AnnotatedRecord<DraughtsPosition, Move> lost =
        AnnotatedRecord.of(record).withHeaders(Map.of("Result", "0-0"));
    assertEquals("[GameType \"20\"]\n[Result \"0-0\"]\n\n1. 32-28 0-0\n", Pdn.FORMAT.write(lost));
    assertEquals(lost.headers(), Pdn.FORMAT.read(INTERNATIONAL, Pdn.FORMAT.write(lost)).headers());
  }

  @Test
  void theResultOfAFinishedRecordIsWritten() {
    GameRecord<DraughtsPosition, Move> won =
        GameRecord.start(INTERNATIONAL, INTERNATIONAL.parse("W:W32:B27")).play("32x21");
    assertEquals(Optional.of(Outcome.win(Color.WHITE, Reason.NO_PIECES)), won.outcome());
    assertTrue(Pdn.FORMAT.write(AnnotatedRecord.of(won)).endsWith("\n1. 32x21 2-0\n"));
    AnnotatedRecord<DraughtsPosition, Move> back =
        Pdn.FORMAT.read(INTERNATIONAL, Pdn.FORMAT.write(AnnotatedRecord.of(won)));
    assertEquals(won.outcome(), back.record().outcome());
    // written with [Termination "normal"]: the stated result is the rules' ending
    assertEquals(won.outcome(), back.statedOutcome());
    assertEquals(Map.of("Termination", "normal"), back.headers());
  }

  @Test
  void aCaptureSharingStartAndEndIsWrittenWithItsPath() {
    Draughts brazilian = Draughts.brazilian();
    GameRecord<DraughtsPosition, Move> record =
        GameRecord.start(brazilian, brazilian.parse(ReferenceCrossCheckTest.TWO_WAYS.get(8)))
            .play("17x26x19x12x3");
    String written = Pdn.FORMAT.write(AnnotatedRecord.of(record));
    // 17 is b4, 26 d2, 19 f4, 12 h6, 3 f8
    assertTrue(written.endsWith("\n1. b4xd2xf4xh6xf8 *\n"), written);
    assertEquals(record.moves(), Pdn.FORMAT.read(brazilian, written).record().moves());
  }

  @ParameterizedTest(name = "GameType {0}")
  @ValueSource(strings = {"20", "21", "23", "25", "26", "27", "20,W,6,6,N2,0"})
  void randomGamesSurviveARoundTrip(String type) {
    Draughts game = Pdn.FORMAT.game(type);
    SplittableRandom random = new SplittableRandom(type.hashCode());
    List<AnnotatedRecord<DraughtsPosition, Move>> records = new ArrayList<>();
    for (int seed = 0; seed < 25; seed++) {
      GameRecord<DraughtsPosition, Move> played =
          new RandomPlayer<DraughtsPosition, Move>(seed)
              .playout(GameRecord.start(game, game.start()), 300);
      AnnotatedRecord<DraughtsPosition, Move> r = FuzzTest.randomRecord(game, random);
      records.add(AnnotatedRecord.of(played).withHeaders(Map.of("Round", String.valueOf(seed))));
      records.add(r);
    }
    for (AnnotatedRecord<DraughtsPosition, Move> r : records) {
      AnnotatedRecord<DraughtsPosition, Move> read = again(r);
      assertEquals(r.record().moves(), read.record().moves());
      assertEquals(r.record().startPosition(), read.record().startPosition());
      assertEquals(
          r.record().outcome().map(Outcome::winner), read.record().outcome().map(Outcome::winner));
      assertEquals(
          r.mainLine().stream().map(MoveNode::variations).toList(),
          read.mainLine().stream().map(MoveNode::variations).toList());
      assertEquals(read, again(read));
    }
    List<AnnotatedRecord<DraughtsPosition, Move>> all =
        records.stream().map(PdnWriteTest::again).toList();
    assertEquals(all, Pdn.FORMAT.readAll(game, Pdn.FORMAT.write(all), ReadMode.STRICT));
  }

  @Test
  void pdnIsTheRecordFormatOfDraughts() {
    for (Draughts game : List.of(INTERNATIONAL, Draughts.brazilian(), Pdn.FORMAT.game("21"))) {
      assertEquals(List.of(Pdn.FORMAT), game.recordFormats());
    }
    assertEquals("PDN", Pdn.FORMAT.name());
    assertEquals("PDN", Pdn.FORMAT.toString());
    assertEquals(List.of("pdn"), Pdn.FORMAT.extensions());
    byte[] bytes = PdnTest.TWO_GAMES.getBytes(java.nio.charset.StandardCharsets.UTF_8);
    List<AnnotatedRecord<DraughtsPosition, Move>> read =
        Pdn.FORMAT.readAll(INTERNATIONAL, bytes, ReadMode.AS_PLAYED);
    assertEquals(Pdn.FORMAT.readAll(INTERNATIONAL, bytes, ReadMode.AS_PLAYED), read);
    assertEquals(Pdn.FORMAT.write(read), Pdn.FORMAT.write(read));
    assertThrows(
        IllegalArgumentException.class, () -> Pdn.FORMAT.readAll(null, bytes, ReadMode.STRICT));
  }

  @Test
  void twoMarksOfAMoveAreWrittenApartSoThatTheyDoNotReadAsOne() {
    AnnotatedRecord<DraughtsPosition, Move> read = Pdn.FORMAT.read(INTERNATIONAL, "1. 32-28! ? *");
    assertEquals(List.of("!", "?"), read.mainLine().get(0).annotation().marks());
    assertEquals(read, Pdn.FORMAT.read(INTERNATIONAL, Pdn.FORMAT.write(read)));
  }

  @Test
  void theTerminationTagGivesTheReasonOfAGameWrittenAndReadBack() {
    DraughtsPosition lastPiece = INTERNATIONAL.parse("W:W28:B23");
    GameRecord<DraughtsPosition, Move> won =
        GameRecord.start(INTERNATIONAL, lastPiece).play(lastPiece.legalMoves().get(0));
    Outcome ended = won.outcome().orElseThrow();
    assertTrue(ended.isWinFor(Color.WHITE), ended.toString());
    AnnotatedRecord<DraughtsPosition, Move> normal =
        AnnotatedRecord.of(won).withHeaders(Map.of("Termination", "normal"));
    AnnotatedRecord<DraughtsPosition, Move> read =
        Pdn.FORMAT.read(INTERNATIONAL, Pdn.FORMAT.write(normal));
    assertEquals(Optional.of(ended), read.statedOutcome());

    for (Reason reason : List.of(Reason.TIME_FORFEIT, Reason.FOUL)) {
      GameRecord<DraughtsPosition, Move> stopped =
          GameRecord.start(INTERNATIONAL).play("32-28").end(Outcome.win(Color.BLACK, reason));
      String word = reason == Reason.FOUL ? "rules infraction" : "time forfeit";
      AnnotatedRecord<DraughtsPosition, Move> written =
          AnnotatedRecord.of(stopped).withHeaders(Map.of("Termination", word));
      AnnotatedRecord<DraughtsPosition, Move> back =
          Pdn.FORMAT.read(INTERNATIONAL, Pdn.FORMAT.write(written));
      assertEquals(stopped.outcome(), back.statedOutcome());
      assertEquals(back, Pdn.FORMAT.read(INTERNATIONAL, Pdn.FORMAT.write(back)));
      // without the tag, the writer adds the word (before, the reason was lost)
      assertEquals(
          written, Pdn.FORMAT.read(INTERNATIONAL, Pdn.FORMAT.write(AnnotatedRecord.of(stopped))));
    }
    assertEquals(normal, Pdn.FORMAT.read(INTERNATIONAL, Pdn.FORMAT.write(AnnotatedRecord.of(won))));
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static void writeTicTacToe(RecordFormat format) {
    TicTacToe tictactoe = new TicTacToe();
    format.write(AnnotatedRecord.of(GameRecord.asPlayed(tictactoe, tictactoe.start())));
  }

  /** Before, a ClassCastException from deep in the writer. */
  @Test
  void aRecordOfAnotherGameIsRefusedNamingIt() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> writeTicTacToe(Pdn.FORMAT));
    assertEquals("PDN writes Draughts games, not Tic-tac-toe", e.getMessage());
  }
}
