package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Decision;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Games;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.Reason;
import io.github.plateau.core.RecordFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The game-record rules of shared/rules/shogi.md: the move limit, the 24-point impasse rule and the
 * 27-point declaration, as rules options, each from a position where it matters.
 */
class ShogiRecordsTest {
  private static final Shogi PLAIN = new Shogi();
  private static final Shogi POINTS_24 = new Shogi(new ShogiRules(false, 0, ImpasseRule.POINTS_24));
  private static final Shogi DECLARATION_27 =
      new Shogi(new ShogiRules(false, 0, ImpasseRule.DECLARATION_27));

  private static GameRecord<ShogiPosition, Move> record(Shogi game, String sfen) {
    return GameRecord.start(game, game.parse(sfen));
  }

  @Nested
  class RulesOptions {
    @Test
    void theOptionsAreReadThroughTheRegistry() {
      assertEquals(
          new Shogi(new ShogiRules(false, 256, ImpasseRule.DECLARATION_27)),
          Games.create("shogi:max-plies=256,impasse=27"));
      assertEquals(
          new Shogi(new ShogiRules(true, 0, ImpasseRule.POINTS_24)),
          Games.create("shogi:impasse=24,always-promote"));
      assertEquals(
          "Shogi (always promote, max 300 plies, 24-point impasse)",
          Games.create("shogi:always-promote,max-plies=300,impasse=24").name());
      assertEquals("Shogi (max 1 plies)", Games.create("shogi:max-plies=1").name());
      assertEquals(new Shogi(), new Shogi(new ShogiRules(false, 0, ImpasseRule.NONE)));
      assertEquals(new Shogi(), Games.create("shogi:max-plies=0"));
    }

    @Test
    void moveLimitIsTheOldNameOfMaxPliesAndCountsPliesAlike() {
      assertEquals(Games.create("shogi:max-plies=256"), Games.create("shogi:move-limit=256"));
      assertEquals(256, ((Shogi) Games.create("shogi:move-limit=256")).rules().maxPlies());
      NotationException e =
          assertThrows(
              NotationException.class, () -> Games.create("shogi:max-plies=3, move-limit=3"));
      assertEquals(
          "move-limit is the old name of max-plies: give only one of them (max-plies) at offset 18"
              + " of \"shogi:max-plies=3, move-limit=3\"",
          e.getMessage());
    }

    @Test
    void theRulesAreValuesWrittenInAFixedOrder() {
      ShogiRules rules =
          ShogiRules.DEFAULT
              .withImpasse(ImpasseRule.DECLARATION_27)
              .withMaxPlies(256)
              .withAlwaysPromote(true);
      assertEquals(new ShogiRules(true, 256, ImpasseRule.DECLARATION_27), rules);
      assertEquals("always-promote,max-plies=256,impasse=27", rules.toString());
      assertEquals("", ShogiRules.DEFAULT.toString());
      Shogi game = new Shogi(rules);
      assertEquals(rules, game.rules());
      assertEquals("shogi:always-promote,max-plies=256,impasse=27", game.toString());
      assertEquals(game, Games.create(game.toString()));
      assertEquals(game.hashCode(), Games.create(game.toString()).hashCode());
      assertEquals("shogi", new Shogi().toString());
      assertEquals(
          "shogi:impasse=24",
          Games.create("shogi:impasse=24,always-promote=false,max-plies=0").toString());
      assertEquals(ShogiRules.DEFAULT, ShogiRules.DEFAULT.withMaxPlies(5).withMaxPlies(0));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
        delimiter = '|',
        value = {
          "shogi:max-plies=-1 | option 'max-plies' must be an integer from 0 to 999999999, not"
              + " '-1' at offset 6",
          "shogi:always-promote,move-limit=x | option 'move-limit' must be an integer from 0 to"
              + " 999999999, not 'x' at offset 21",
          "shogi:max-plies=99999999999 | option 'max-plies' must be an integer from 0 to"
              + " 999999999, not '99999999999' at offset 6",
          "shogi:max-plies=1000000000 | option 'max-plies' must be an integer from 0 to"
              + " 999999999, not '1000000000' at offset 6",
          "shogi:impasse=25 | option 'impasse' must be one of [24, 27], not '25' at offset 6",
          "shogi:impasse | option 'impasse' must be one of [24, 27], not '' at offset 6",
          "shogi:impase=24 | unknown option 'impase' (known: [always-promote, impasse,"
              + " max-plies, move-limit]) at offset 6"
        })
    void badValuesAreRefusedWithTheirOffset(String spec, String message) {
      NotationException e = assertThrows(NotationException.class, () -> Games.create(spec));
      assertEquals(message + " of \"" + spec + "\"", e.getMessage());
    }

    @Test
    void theConstructorsRefuseBadArguments() {
      assertThrows(IllegalArgumentException.class, () -> new ShogiRules(false, -1, null));
      assertThrows(IllegalArgumentException.class, () -> ShogiRules.DEFAULT.withMaxPlies(-1));
      assertThrows(
          IllegalArgumentException.class,
          () -> ShogiRules.DEFAULT.withMaxPlies(ShogiRules.MAX_PLIES + 1));
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> ShogiRules.DEFAULT.withImpasse(null));
      assertEquals("impasse is null", e.getMessage());
      assertThrows(IllegalArgumentException.class, () -> new Shogi(null));
      assertThrows(IllegalArgumentException.class, () -> ShogiRules.fromOptions(null));
      assertEquals(256, new Shogi(new ShogiRules(false, 256, ImpasseRule.NONE)).rules().maxPlies());
      assertEquals(ImpasseRule.POINTS_24, POINTS_24.rules().impasse());
    }
  }

  @Nested
  class MoveLimit {
    private final Shogi limited = new Shogi(new ShogiRules(false, 4, ImpasseRule.NONE));

    @Test
    void theGameIsADrawWhenTheRecordReachesTheLimit() {
      GameRecord<ShogiPosition, Move> record = GameRecord.start(limited);
      record = record.play("7g7f").play("3c3d").play("2g2f");
      assertFalse(record.isOver());
      record = record.play("8c8d");
      assertEquals(Outcome.draw(Reason.MOVE_LIMIT), record.outcome().orElseThrow());
      assertThrows(
          IllegalMoveException.class,
          () ->
              GameRecord.start(limited)
                  .play("7g7f")
                  .play("3c3d")
                  .play("2g2f")
                  .play("8c8d")
                  .play("2f2e"));
    }

    @Test
    void aMateOnTheLastMoveStillWins() {
      Shogi one = new Shogi(new ShogiRules(false, 1, ImpasseRule.NONE));
      GameRecord<ShogiPosition, Move> record =
          record(one, "8k/9/8P/9/9/9/9/9/K8 b G 1").play("G*1b");
      assertEquals(Outcome.win(Color.SENTE, Reason.CHECKMATE), record.outcome().orElseThrow());
    }

    @Test
    void aRepetitionOnTheLastMoveIsARepetition() {
      Shogi twelve = new Shogi(new ShogiRules(false, 12, ImpasseRule.NONE));
      GameRecord<ShogiPosition, Move> record = GameRecord.start(twelve);
      for (int cycle = 0; cycle < 3; cycle++) {
        record = record.play("5i5h").play("5a5b").play("5h5i").play("5b5a");
      }
      assertEquals(Outcome.draw(Reason.REPETITION), record.outcome().orElseThrow());
    }

    @Test
    void withoutTheOptionTheGameGoesOn() {
      GameRecord<ShogiPosition, Move> record =
          GameRecord.start(PLAIN).play("7g7f").play("3c3d").play("2g2f").play("8c8d");
      assertFalse(record.isOver());
    }
  }

  @Nested
  class TwentyFourPoints {
    @Test
    void rooksAndBishopsCountFivePromotedOrNotOtherPiecesOneTheKingNothing() {
      ShogiPosition start = PLAIN.start();
      assertEquals(27, ShogiRecords.points(start, Color.SENTE));
      assertEquals(27, ShogiRecords.points(start, Color.GOTE));
      ShogiPosition promoted = PLAIN.parse("4k4/9/9/9/9/9/+P8/+R+B7/4K4 b GP 1");
      // dragon 5, horse 5, tokin 1, gold and pawn in hand 1 each, the king nothing
      assertEquals(13, ShogiRecords.points(promoted, Color.SENTE));
      assertEquals(0, ShogiRecords.points(promoted, Color.GOTE));
    }

    @Test
    void bothWithTwentyFourOrMoreIsADraw() {
      GameRecord<ShogiPosition, Move> ended =
          ShogiRecords.impasse(record(POINTS_24, "4k4/9/9/9/9/9/9/9/4K4 b RB14Prb4g4s4n4l4p 1"));
      assertEquals(Outcome.draw(Reason.IMPASSE), ended.outcome().orElseThrow());
      assertEquals(
          Outcome.draw(Reason.IMPASSE),
          ShogiRecords.impasse(GameRecord.start(POINTS_24)).outcome().orElseThrow());
    }

    @Test
    void aSideWithFewerThanTwentyFourLoses() {
      String sfen = "4k4/9/9/9/9/9/9/9/4K4 b RB13Prb4g4s4n4l5p 1";
      assertEquals(23, ShogiRecords.points(POINTS_24.parse(sfen), Color.SENTE));
      assertEquals(
          Outcome.win(Color.GOTE, Reason.IMPASSE),
          ShogiRecords.impasse(record(POINTS_24, sfen)).outcome().orElseThrow());
      String gote = "4k4/9/9/9/9/9/9/9/4K4 w RB4G4S4N4L5Prb13p 1";
      assertEquals(
          Outcome.win(Color.SENTE, Reason.IMPASSE),
          ShogiRecords.impasse(record(POINTS_24, gote)).outcome().orElseThrow());
    }

    /**
     * A counted win is written as the impasse word, which reads back as it in either mode. Before,
     * CSA wrote the loser's %ILLEGAL_ACTION (a foul read back), and read %JISHOGI as played as a
     * draw; a win by impasse the rules do not count lost its winner in KIF's and KI2's summary.
     */
    @ParameterizedTest
    @CsvSource({"CSA", "KIF", "KI2"})
    void aWinByImpasseReadsBackAsWrittenInEveryFormat(String name) {
      RecordFormat<ShogiPosition, Move> format =
          POINTS_24.recordFormats().stream()
              .filter(f -> f.name().equals(name))
              .findFirst()
              .orElseThrow();
      String sfen = "4k4/9/9/9/9/9/9/9/4K4 b RB13Prb4g4s4n4l5p 1";
      GameRecord<ShogiPosition, Move> counted = ShogiRecords.impasse(record(POINTS_24, sfen));
      Outcome goteWins = Outcome.win(Color.GOTE, Reason.IMPASSE);
      String text = format.write(AnnotatedRecord.of(counted));
      for (ReadMode mode : ReadMode.values()) {
        AnnotatedRecord<ShogiPosition, Move> back = format.read(POINTS_24, text, mode);
        assertEquals(Optional.of(goteWins), back.statedOutcome(), mode + ": " + text);
      }
      // without the rule, a win by impasse keeps its winner, by another reason
      GameRecord<ShogiPosition, Move> plain = record(PLAIN, sfen).end(goteWins);
      String plainText = format.write(AnnotatedRecord.of(plain));
      Outcome read =
          format.read(PLAIN, plainText, ReadMode.AS_PLAYED).statedOutcome().orElseThrow();
      assertEquals(Optional.of(Color.GOTE), read.winner(), plainText);
      // a draw stated where the count gives a win is never read back as that win
      Outcome draw = Outcome.draw(Reason.IMPASSE);
      String drawText = format.write(AnnotatedRecord.of(record(POINTS_24, sfen).end(draw)));
      Optional<Outcome> drawBack =
          format.read(POINTS_24, drawText, ReadMode.AS_PLAYED).statedOutcome();
      assertTrue(drawBack.map(o -> o.winner().isEmpty()).orElse(true), drawText);
    }

    /**
     * At the move limit the impasse word is the limit's draw: older CSA servers wrote %JISHOGI for
     * it. Counted there, it gave a win that a strict read refused as contradicting the limit.
     */
    @Test
    void atTheMoveLimitTheImpasseWordIsADraw() {
      Shogi limited = new Shogi(new ShogiRules(false, 2, ImpasseRule.POINTS_24));
      String sfen = "4k4/9/9/9/9/9/9/9/4K4 b RB13Prb4g4s4n4l5p 1"; // sente 23 points: gote's win
      GameRecord<ShogiPosition, Move> atLimit = record(limited, sfen).play("5i5h").play("5a5b");
      assertEquals(Optional.of(Outcome.draw(Reason.MOVE_LIMIT)), atLimit.outcome());
      String csa =
          Csa.FORMAT.in(Csa.Version.V2_2).write(AnnotatedRecord.of(atLimit)) + "%JISHOGI\n";
      String kif = Kif.FORMAT.write(AnnotatedRecord.of(atLimit)) + "   3 持将棋\n";
      for (ReadMode mode : ReadMode.values()) {
        assertEquals(
            Optional.of(Outcome.draw(Reason.IMPASSE)),
            Csa.FORMAT.read(limited, csa, mode).statedOutcome(),
            mode + ": " + csa);
        assertEquals(
            Optional.of(Outcome.draw(Reason.IMPASSE)),
            Kif.FORMAT.read(limited, kif, mode).statedOutcome(),
            mode + ": " + kif);
      }
      // one ply before the limit, the points are counted
      GameRecord<ShogiPosition, Move> before = record(limited, sfen).play("5i5h");
      String beforeText = Csa.FORMAT.write(AnnotatedRecord.of(before)) + "%JISHOGI\n";
      assertEquals(
          Optional.of(Outcome.win(Color.GOTE, Reason.IMPASSE)),
          Csa.FORMAT.read(limited, beforeText, ReadMode.STRICT).statedOutcome());
    }

    @Test
    void itIsInvokedOnlyUnderItsOptionAndBeforeTheEnd() {
      IllegalMoveException e =
          assertThrows(
              IllegalMoveException.class, () -> ShogiRecords.impasse(GameRecord.start(PLAIN)));
      assertEquals("the game is played under no impasse rule, not impasse=24", e.getMessage());
      e =
          assertThrows(
              IllegalMoveException.class,
              () -> ShogiRecords.impasse(GameRecord.start(DECLARATION_27)));
      assertEquals("the game is played under impasse=27, not impasse=24", e.getMessage());
      GameRecord<ShogiPosition, Move> over = GameRecord.start(POINTS_24).resign(Color.GOTE);
      assertThrows(IllegalMoveException.class, () -> ShogiRecords.impasse(over));
      assertThrows(IllegalArgumentException.class, () -> ShogiRecords.impasse(null));
      assertThrows(IllegalArgumentException.class, () -> ShogiRecords.points(null, Color.SENTE));
    }
  }

  @Nested
  class Declaration {
    /** Sente's king on 5b, ten pieces in the zone worth 18, a rook and a bishop in hand: 28. */
    private static final String WINS = "RB+P+P1+P+P+P+P/GG2K4/9/9/9/9/9/9/8k b RB 1";

    @Test
    void senteWinsWithTheKingAndTenPiecesInTheZoneAndTwentyEightPoints() {
      ShogiPosition position = DECLARATION_27.parse(WINS);
      assertEquals(10, ShogiRecords.piecesInZone(position, Color.SENTE));
      assertEquals(28, ShogiRecords.declarationPoints(position, Color.SENTE));
      assertTrue(ShogiRecords.declarationWins(position, Color.SENTE));
      GameRecord<ShogiPosition, Move> ended =
          ShogiRecords.declare(record(DECLARATION_27, WINS), Color.SENTE);
      assertEquals(Outcome.win(Color.SENTE, Reason.DECLARATION), ended.outcome().orElseThrow());
    }

    @Test
    void aPlayersDeclarationIsJudgedByTheGameUnderTheTwentySevenPointRuleOnly() {
      GameRecord<ShogiPosition, Move> record = record(DECLARATION_27, WINS);
      assertEquals(
          Outcome.win(Color.SENTE, Reason.DECLARATION),
          Decision.<Move>declareWin().applyTo(record).outcome().orElseThrow());
      String short27 = "RB+P+P1+P+P+P+P/GG2K4/9/9/9/9/9/9/8k b R4P 1";
      assertEquals(
          Outcome.win(Color.GOTE, Reason.DECLARATION),
          DECLARATION_27.declaration(DECLARATION_27.parse(short27)).orElseThrow());
      assertTrue(POINTS_24.declaration(POINTS_24.parse(WINS)).isEmpty());
      assertTrue(new Shogi().declaration(new Shogi().parse(WINS)).isEmpty());
    }

    @Test
    void senteLosesWithTwentySevenPointsButGoteWinsWithThem() {
      String sente = "RB+P+P1+P+P+P+P/GG2K4/9/9/9/9/9/9/8k b R4P 1";
      assertEquals(27, ShogiRecords.declarationPoints(DECLARATION_27.parse(sente), Color.SENTE));
      assertEquals(
          Outcome.win(Color.GOTE, Reason.DECLARATION),
          ShogiRecords.declare(record(DECLARATION_27, sente), Color.SENTE).outcome().orElseThrow());
      String gote = "K8/9/9/9/9/9/9/4k2gg/+p+p+p+p1+p+pbr w r4p 1";
      assertEquals(27, ShogiRecords.declarationPoints(DECLARATION_27.parse(gote), Color.GOTE));
      assertEquals(
          Outcome.win(Color.GOTE, Reason.DECLARATION),
          ShogiRecords.declare(record(DECLARATION_27, gote), Color.GOTE).outcome().orElseThrow());
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(
        delimiter = '|',
        value = {
          "RB+P2+P+P+P+P/GG2K4/9/9/9/9/9/9/8k b RBP 1 | nine pieces in the zone",
          "RB+P+P1+P+P+P+P/GG7/9/4K4/9/9/9/9/8k b RB 1 | the king out of the zone",
          "RB+P+Ps+P+P+P+P/GG2K4/9/9/9/9/9/9/8k b RB 1 | the king in check",
        })
    void otherwiseTheDeclarerLoses(String sfen, String why) {
      ShogiPosition position = DECLARATION_27.parse(sfen);
      assertEquals(28, ShogiRecords.declarationPoints(position, Color.SENTE), why);
      assertFalse(ShogiRecords.declarationWins(position, Color.SENTE), why);
      Outcome outcome =
          ShogiRecords.declare(record(DECLARATION_27, sfen), Color.SENTE).outcome().orElseThrow();
      assertEquals(Outcome.win(Color.GOTE, Reason.DECLARATION), outcome, why);
    }

    @Test
    void onlyTheSideToMoveDeclaresAndOnlyUnderTheOption() {
      GameRecord<ShogiPosition, Move> record = record(DECLARATION_27, WINS);
      IllegalMoveException e =
          assertThrows(IllegalMoveException.class, () -> ShogiRecords.declare(record, Color.GOTE));
      assertEquals(
          "gote may declare only on its own turn, and it is sente's turn in " + WINS,
          e.getMessage());
      assertFalse(ShogiRecords.declarationWins(record.current(), Color.GOTE));
      e =
          assertThrows(
              IllegalMoveException.class,
              () -> ShogiRecords.declare(record(POINTS_24, WINS), Color.SENTE));
      assertEquals("the game is played under impasse=24, not impasse=27", e.getMessage());
      GameRecord<ShogiPosition, Move> over = record.resign(Color.SENTE);
      assertThrows(IllegalMoveException.class, () -> ShogiRecords.declare(over, Color.SENTE));
      assertThrows(IllegalArgumentException.class, () -> ShogiRecords.declare(record, null));
    }
  }

  /**
   * A stated mate the board does not show, on a record under the rules (ended so by hand), was
   * written as %TSUMI or 詰み, which the format's strict reader refused. It is written as the mated
   * side's resignation now, the same winner; a mate the board shows keeps its word, and so does a
   * record read as played (a tsume problem's), which reads back as played.
   */
  @ParameterizedTest
  @CsvSource({"CSA, %TSUMI", "KIF, 詰み", "KI2, 詰み"})
  void aStatedMateTheBoardDoesNotShowIsWrittenAsTheMatedSidesResignation(
      String name, String mateWord) {
    RecordFormat<ShogiPosition, Move> format =
        PLAIN.recordFormats().stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow();
    Outcome senteMates = Outcome.win(Color.SENTE, Reason.CHECKMATE);
    GameRecord<ShogiPosition, Move> notMate = GameRecord.start(PLAIN).play("7g7f").end(senteMates);
    String text = format.write(AnnotatedRecord.of(notMate));
    assertFalse(text.contains(mateWord), text);
    AnnotatedRecord<ShogiPosition, Move> back = format.read(PLAIN, text, ReadMode.STRICT);
    assertEquals(Optional.of(Outcome.win(Color.SENTE, Reason.RESIGNATION)), back.statedOutcome());
    GameRecord<ShogiPosition, Move> asPlayed =
        GameRecord.asPlayed(PLAIN, PLAIN.start()).play("7g7f").end(senteMates);
    String asPlayedText = format.write(AnnotatedRecord.of(asPlayed));
    assertTrue(asPlayedText.contains(mateWord), asPlayedText);
    assertEquals(
        Optional.of(senteMates),
        format.read(PLAIN, asPlayedText, ReadMode.AS_PLAYED).statedOutcome(),
        asPlayedText);
    GameRecord<ShogiPosition, Move> mated = record(PLAIN, "4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1");
    assertEquals(Optional.of(senteMates), mated.current().outcome());
    String mateText =
        format.write(
            AnnotatedRecord.of(
                mated, Map.of(), "", List.of(), Optional.of(senteMates), Optional.empty()));
    assertTrue(mateText.contains(mateWord), mateText);
    assertEquals(
        Optional.of(senteMates), format.read(PLAIN, mateText, ReadMode.STRICT).record().outcome());
  }
}
