package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Games;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * One test per sentence of the rules (shared/rules/xiangqi.md), each on a position where it
 * matters; then the rules as a value: options read and written, the game built from them.
 */
class XiangqiRulesTest {
  private final Xiangqi game = new Xiangqi();

  /** The points a piece can reach, sorted, such as "d0 e1". */
  private static String targets(String fen, String from) {
    return new Xiangqi()
        .parse(fen).legalMoves().stream()
            .map(Move::toString)
            .filter(m -> m.startsWith(from))
            .map(m -> m.substring(2))
            .sorted()
            .collect(Collectors.joining(" "));
  }

  // Board and pieces

  @Test
  void theBoardHasNineFilesAndTenRanksAndRedMovesFirst() {
    XiangqiPosition start = game.start();
    assertEquals(Color.RED, start.sideToMove());
    assertEquals(Xiangqi.START, start.toString());
    assertEquals(new Piece(Color.RED, Kind.CHARIOT), start.pieceAt(Square.of(0, 0)).orElseThrow());
    assertEquals(
        new Piece(Color.BLACK, Kind.CHARIOT), start.pieceAt(Square.of(8, 9)).orElseThrow());
    assertEquals(Optional.empty(), start.pieceAt(Square.of(4, 4)));
  }

  @Test
  void eachSideStartsWithSixteenPiecesOfTheStandardKinds() {
    XiangqiPosition start = game.start();
    for (Color color : Color.values()) {
      for (Kind type : Kind.values()) {
        int count = 0;
        for (int file = 0; file < 9; file++) {
          for (int rank = 0; rank < 10; rank++) {
            if (start.pieceAt(Square.of(file, rank)).equals(Optional.of(new Piece(color, type)))) {
              count++;
            }
          }
        }
        assertEquals(type.startCount(), count, color + " " + type);
      }
    }
  }

  @Test
  void redAcceptsWOrRToMoveAndIsWrittenW() {
    String r = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r - - 0 1";
    assertEquals(game.start(), game.parse(r));
    assertEquals(Xiangqi.START, game.parse(r).toString());
  }

  // Moves

  @Test
  void theGeneralStepsOrthogonallyInsideItsPalace() {
    assertEquals("d1 e0 e2 f1", targets("4k4/4a4/9/9/9/9/9/9/4K4/9 w - - 0 1", "e1"));
    assertEquals("d1 e0", targets("4k4/4a4/9/9/9/9/9/9/9/3K5 w - - 0 1", "d0"));
  }

  @Test
  void theAdvisorStepsDiagonallyOnTheFivePointsOfItsPalace() {
    assertEquals("d0 d2 f2", targets("3k5/9/9/9/9/9/9/9/4A4/5K3 w - - 0 1", "e1"));
    assertEquals("e1", targets("3k5/9/9/9/9/9/9/9/9/3A1K3 w - - 0 1", "d0"));
  }

  @Test
  void theElephantMovesTwoDiagonallyAndNeverCrossesTheRiver() {
    assertEquals("a2 e2", targets("3k5/9/9/9/9/2B6/9/9/9/5K3 w - - 0 1", "c4"));
  }

  @Test
  void theElephantIsBlockedByAPieceOnItsEye() {
    assertEquals("a2", targets("3k5/9/9/9/9/2B6/3p5/9/9/5K3 w - - 0 1", "c4"));
  }

  @Test
  void theHorseStepsOrthogonallyThenDiagonallyOutward() {
    assertEquals("c3 c5 d2 d6 f2 f6 g3 g5", targets("3k5/9/9/9/9/4N4/9/9/9/5K3 w - - 0 1", "e4"));
  }

  @Test
  void theHorseIsBlockedByAPieceOnItsLeg() {
    // A piece on e5 blocks the two moves towards rank 6; the horse does not jump.
    assertEquals("c3 c5 d2 f2 g3 g5", targets("3k5/9/9/9/4p4/4N4/9/9/9/5K3 w - - 0 1", "e4"));
  }

  @Test
  void theChariotMovesAnyDistanceOrthogonallyAndCapturesTheFirstEnemy() {
    assertEquals(
        "a4 b4 c4 d4 e5 e6 f4 g4 h4 i4", targets("3k5/9/9/4p4/9/4R4/4P4/9/9/5K3 w - - 0 1", "e4"));
  }

  @Test
  void theCannonMovesLikeAChariotWithoutCapturing() {
    // The black soldier on e5 next to the cannon cannot be taken: no screen.
    assertEquals(
        "a4 b4 c4 d4 e3 f4 g4 h4 i4", targets("3k4r/9/9/9/4p4/4C4/9/4B4/9/5K3 w - - 0 1", "e4"));
  }

  @Test
  void theCannonCapturesByJumpingExactlyOneScreenOfEitherColour() {
    // Over a black screen (e5) it takes the horse on e7; over a red screen (g4) the chariot on i4;
    // never past two screens (the chariot on e9 is behind the soldier and the horse).
    String fen = "3kr4/9/4n4/9/4p4/4C1P1r/9/9/9/4K4 w - - 0 1";
    assertEquals("a4 b4 c4 d4 e1 e2 e3 e7 f4 i4", targets(fen, "e4"));
  }

  @Test
  void aSoldierStepsForwardBeforeTheRiver() {
    assertEquals("e4", targets("3k5/9/9/9/9/9/4P4/9/9/5K3 w - - 0 1", "e3"));
  }

  @Test
  void aSoldierAcrossTheRiverAlsoStepsSidewaysButNeverBack() {
    assertEquals("d5 e6 f5", targets("3k5/9/9/9/4P4/9/9/9/9/5K3 w - - 0 1", "e5"));
    assertEquals("c4 d3 e4", targets("5k3/9/9/9/9/3p5/9/9/9/3K5 b - - 0 1", "d4"));
  }

  @Test
  void aSoldierOnTheLastRankMovesOnlySideways() {
    assertEquals("b9 d9", targets("c1P1k4/9/9/9/9/9/9/9/9/5K3 w - - 0 1", "c9"));
  }

  @Test
  void aMoveThatLeavesTheGeneralsFacingOnAnOpenFileIsIllegal() {
    // The advisor on e1 is the only piece between the generals: it may not move.
    XiangqiPosition p = game.parse("4k4/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1");
    assertEquals("", targets(p.toString(), "e1"));
    assertEquals("d0 f0", targets(p.toString(), "e0"));
    // Nor may a general step onto the open file of the other.
    assertEquals("e1 f0", targets("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "e0"));
  }

  @Test
  void aMoveThatLeavesTheGeneralAttackedIsIllegal() {
    // The horse on e1 is pinned to its general by the chariot on e9.
    assertEquals("", targets("3kr4/9/9/9/9/9/9/9/4N4/4K4 w - - 0 1", "e1"));
  }

  // End of game

  @Test
  void checkmateWins() {
    XiangqiPosition p = game.parse("3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1");
    XiangqiPosition mated = p.play(game.parseMove(p, "b0b9"));
    assertTrue(mated.inCheck());
    assertEquals(List.of(), mated.legalMoves());
    assertEquals(Optional.of(Outcome.win(Color.RED, Reason.CHECKMATE)), mated.outcome());
  }

  @Test
  void aSideWithoutLegalMovesLosesByStalemate() {
    // The black general may not go to d8 (the chariot) nor e9 (facing the red general).
    XiangqiPosition p = game.parse("3k5/R8/9/9/9/9/9/9/9/4K4 b - - 0 1");
    assertFalse(p.inCheck());
    assertEquals(Optional.of(Outcome.win(Color.RED, Reason.STALEMATE)), p.outcome());
  }

  private GameRecord<XiangqiPosition, Move> play(Xiangqi game, String fen, String moves) {
    GameRecord<XiangqiPosition, Move> record = GameRecord.start(game, game.parse(fen));
    for (String move : moves.split(" ")) {
      record = record.play(move);
    }
    return record;
  }

  @Test
  void perpetualCheckLosesWhenThePositionRepeatsThreeTimes() {
    // Red checks with every move; the position after f0f9 comes back at plies 5 and 9.
    String fen = "4k4/9/9/9/9/9/9/9/9/3K1R3 w - - 0 1";
    GameRecord<XiangqiPosition, Move> twice = play(game, fen, "f0f9 e9e8 f9f8 e8e9 f8f9");
    assertFalse(twice.isOver());
    GameRecord<XiangqiPosition, Move> thrice =
        play(game, fen, "f0f9 e9e8 f9f8 e8e9 f8f9 e9e8 f9f8 e8e9 f8f9");
    assertEquals(9, thrice.ply());
    assertEquals(Optional.of(Outcome.win(Color.BLACK, Reason.PERPETUAL_CHECK)), thrice.outcome());
  }

  @Test
  void aRepetitionWhereBothSidesCheckOnEveryMoveIsADraw() {
    // Each cannon move blocks a check and uncovers one; so does each chariot move.
    String fen = "3c5/9/4k3N/9/8n/4rn2C/9/3C5/3KR4/9 w - - 0 1";
    String cycle = "d2e2 e4d4 e2d2 d4e4";
    GameRecord<XiangqiPosition, Move> record = play(game, fen, cycle + " " + cycle);
    assertEquals(Optional.of(Outcome.draw(Reason.REPETITION)), record.outcome());
  }

  @Test
  void aRepetitionWithoutPerpetualCheckIsADraw() {
    String fen = "4k4/9/9/9/9/9/9/9/9/3K1R3 w - - 0 1";
    String cycle = "f0f1 e9e8 f1f0 e8e9";
    GameRecord<XiangqiPosition, Move> record = play(game, fen, cycle + " " + cycle);
    assertEquals(8, record.ply());
    assertEquals(Optional.of(Outcome.draw(Reason.REPETITION)), record.outcome());
  }

  // Perpetual chase: one test per detected and excluded case in PerpetualChaseTest.

  @Test
  void sixtyMovesPerSideWithoutCaptureDrawTheGame() {
    String fen = "4k4/9/9/9/9/9/9/9/9/3K1R3 w - - 118 60";
    GameRecord<XiangqiPosition, Move> record = play(game, fen, "f0f1");
    assertFalse(record.isOver());
    record = record.play("e9e8");
    assertEquals(Optional.of(Outcome.draw(Reason.NO_CAPTURE_LIMIT)), record.outcome());
  }

  @Test
  void aCaptureResetsTheNoCaptureCount() {
    XiangqiPosition p = game.parse("4k4/9/9/9/9/9/9/9/5r3/3K1R3 w - - 100 60");
    assertEquals(0, p.play(game.parseMove(p, "f0f1")).halfmoveClock());
    assertEquals(101, p.play(game.parseMove(p, "f0g0")).halfmoveClock());
  }

  @Test
  void theNoCaptureLimitIsARulesOptionAndCanBeTurnedOff() {
    String fen = "4k4/9/9/9/9/9/9/9/9/3K1R3 w - - 0 1";
    Xiangqi shorter = (Xiangqi) Games.create("xiangqi:nocapture=2");
    assertEquals(4, shorter.rules().noCapturePlies());
    assertEquals(
        Optional.of(Outcome.draw(Reason.NO_CAPTURE_LIMIT)),
        play(shorter, fen, "f0f1 e9e8 f1f2 e8e9").outcome());
    Xiangqi none = (Xiangqi) Games.create("xiangqi:nocapture=0");
    assertFalse(play(none, "4k4/9/9/9/9/9/9/9/9/3K1R3 w - - 5000 1", "f0f1").isOver());
  }

  // The rules as a value: options read and written, the game built from them

  @Test
  void theDefaultIsAHundredAndTwentyPlies() {
    assertEquals(120, XiangqiRules.DEFAULT.noCapturePlies());
    assertEquals(XiangqiRules.DEFAULT, new Xiangqi().rules());
    assertEquals("", XiangqiRules.DEFAULT.toOptions());
    assertEquals(new Xiangqi(), Games.create("xiangqi"));
    assertEquals("xiangqi", new Xiangqi().toString());
    assertEquals("Xiangqi", new Xiangqi().name());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "xiangqi:no-capture-plies=60, 60",
    "xiangqi:nocapture=30, 60",
    "xiangqi:nocapture=60, 120",
    "xiangqi:no-capture-plies=121, 121",
    "xiangqi:nocapture=0, 0",
    "xiangqi:no-capture-plies=0, 0",
    "xiangqi:no-capture-plies=20000, 20000",
    "xiangqi:nocapture=10000, 20000",
  })
  void theLimitIsReadInPliesOrInMovesPerSide(String spec, int plies) {
    Xiangqi game = (Xiangqi) Games.create(spec);
    assertEquals(plies, game.rules().noCapturePlies());
    assertEquals(new Xiangqi(XiangqiRules.DEFAULT.withNoCapturePlies(plies)), game);
    assertEquals(game, Games.create(game.toString()), "toString() is the game's specification");
    assertEquals(game.hashCode(), Games.create(game.toString()).hashCode());
  }

  @Test
  void optionsAreWrittenWithTheNewNameOnlyWhenNotDefault() {
    XiangqiRules sixty = XiangqiRules.DEFAULT.withNoCapturePlies(60);
    assertEquals("no-capture-plies=60", sixty.toOptions());
    assertEquals("no-capture-plies=60", sixty.toString());
    Xiangqi game = new Xiangqi(sixty);
    assertEquals("xiangqi:no-capture-plies=60", game.toString());
    assertEquals("Xiangqi (no-capture-plies=60)", game.name());
    assertEquals(new Xiangqi(), Games.create("xiangqi:nocapture=60"));
    assertNotEquals(new Xiangqi(), game);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "xiangqi:no-capture-plies=-1|option 'no-capture-plies' must be an integer|8",
        "xiangqi:no-capture-plies=20001|option 'no-capture-plies' must be an integer|8",
        "xiangqi:nocapture=10001|option 'nocapture' must be an integer|8",
        "xiangqi:nocapture=x|option 'nocapture' must be an integer|8",
        "xiangqi:no-capture-plies=50,nocapture=20|give the no-capture limit once|28",
        "xiangqi:nocapture=20,no-capture-plies=50|give the no-capture limit once|8",
        "xiangqi:maxplies=50|unknown option 'maxplies'|8",
      })
  void badOptionsAreRefusedWhereTheyAreInTheSpecification(String spec, String problem, int offset) {
    NotationException e = assertThrows(NotationException.class, () -> Games.create(spec));
    assertTrue(e.getMessage().startsWith(problem), e.getMessage());
    assertEquals(spec, e.input());
    assertEquals(offset, e.offset(), e.getMessage());
  }

  @Test
  void theRecordRefusesLimitsOutsideItsRange() {
    assertThrows(IllegalArgumentException.class, () -> new XiangqiRules(-1));
    assertThrows(
        IllegalArgumentException.class,
        () -> XiangqiRules.DEFAULT.withNoCapturePlies(XiangqiRules.MAX_NO_CAPTURE_PLIES + 1));
  }

  @Test
  void theProviderRefusesOtherIds() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> new XiangqiProvider().create("shogi", io.github.plateau.core.Options.none()));
    assertTrue(e.getMessage().contains("shogi"), e.getMessage());
  }
}
