package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Perpetual chase, one test per case that {@link Xiangqi#judge} documents as detected or excluded.
 * Each plays a four-ply cycle twice, so that the first position comes back a third time at ply 8.
 */
class ChaseTest {
  private static final Outcome RED_CHASED = Outcome.win(Color.BLACK, Reason.PERPETUAL_CHASE);
  private static final Outcome BLACK_CHASED = Outcome.win(Color.RED, Reason.PERPETUAL_CHASE);
  private static final Outcome DRAW = Outcome.draw(Reason.REPETITION);

  private final Xiangqi game = new Xiangqi();

  /** The outcome after a cycle played twice; the game must not end sooner. */
  private Outcome twice(String fen, String cycle) {
    GameRecord<XiangqiPosition, Move> record = GameRecord.start(game, game.parse(fen));
    String[] moves = (cycle + " " + cycle).split(" ");
    for (String move : moves) {
      assertFalse(record.isOver(), "ended before " + move + ": " + record);
      record = record.play(move);
    }
    return record.outcome().orElseThrow(() -> new AssertionError("no outcome after " + cycle));
  }

  // Detected: the side that chases loses when the other does not.

  @Test
  void aChariotFollowingAnUnprotectedCannonLoses() {
    // The cannon steps between a6 and a5; the chariot follows along ranks 6 and 5.
    String fen = "4k4/7R1/9/c8/9/9/9/9/9/3K5 w - - 0 1";
    GameRecord<XiangqiPosition, Move> record = GameRecord.start(game, game.parse(fen));
    for (String move : "h8h6 a6a5 h6h5 a5a6 h5h6 a6a5 h6h5 a5a6 h5h6".split(" ")) {
      record = record.play(move);
    }
    assertEquals(9, record.ply());
    assertEquals(Optional.of(RED_CHASED), record.outcome());
  }

  @Test
  void aHorseChasingAnUnprotectedCannonLoses() {
    // The horse attacks the cannon from e3 (on g2) and from f5 (on g3).
    assertEquals(RED_CHASED, twice("9/5k3/9/9/5N3/9/9/6c2/9/3K5 w - - 0 1", "f5e3 g2g3 e3f5 g3g2"));
  }

  @Test
  void blackLosesByChasingAsRedDoes() {
    // The black horse attacks the red cannon from b6 (on c4) and from d5 (on c3).
    assertEquals(
        BLACK_CHASED, twice("9/9/3k5/9/3n5/2C6/9/4K4/1R7/9 b - - 0 1", "d5b6 c4c3 b6d5 c3c4"));
  }

  @Test
  void aCannonChasingAnUnprotectedHorseLoses() {
    // Screens: the soldier on g6 for the horse on d6, the black general on d8 for the horse on c8.
    assertEquals(
        RED_CHASED, twice("9/3k3C1/9/3n2P2/9/9/9/9/4K4/9 w - - 0 1", "h8h6 d6c8 h6h8 c8d6"));
  }

  @Test
  void aSoldierAcrossTheRiverCanBeChased() {
    // The black soldier on Red's back rank steps between g0 and h0, the chariot follows.
    assertEquals(
        RED_CHASED, twice("3k5/7R1/9/9/9/p8/9/4K4/9/6p2 w - - 0 1", "h8g8 g0h0 g8h8 h0g0"));
  }

  @Test
  void threatsUncoveredInTurnByDifferentPiecesChaseTheSamePiece() {
    // The horse on a5 does not move: the chariot attacks it from a3, then the cannon on a0 does
    // through the black cannon that came to a4 to block the chariot.
    assertEquals(
        RED_CHASED, twice("5k3/9/9/6r2/n8/6c2/2R1N4/9/9/C3K4 w - - 0 1", "c3a3 g4a4 a3c3 a4g4"));
  }

  @Test
  void aCheckThatAlsoThreatensTheChasedPieceIsAChase() {
    // e2i2 uncovers the cannon's check on e9 and attacks the cannon on i5; i2e2 follows it to e5.
    assertEquals(
        RED_CHASED, twice("4k1N2/1r7/4n4/9/8c/9/9/4R4/4C4/5K3 w - - 0 1", "e2i2 i5e5 i2e2 e5i5"));
  }

  @Test
  void aProtectionThatTheCaptureItselfWouldBreakDoesNotProtect() {
    // After i2f2, the horse on f8 takes the horse on g6 and uncovers the chariot's check on f9:
    // the chariot on g4 may not retake. Then f2i2 attacks the horse again on i7.
    assertEquals(
        RED_CHASED, twice("2c2k3/5N3/8n/9/9/6r2/9/4K3R/9/7C1 b - - 0 1", "i7g6 i2f2 g6i7 f2i2"));
  }

  // Excluded: no perpetual chase, the repetition is a draw.

  @Test
  void theGeneralDoesNotChase() {
    // The red general attacks the cannon on f0 from e0 and on f1 from e1.
    assertEquals(DRAW, twice("3k5/9/9/9/9/9/9/9/4K4/5c3 w - - 0 1", "e1e0 f0f1 e0e1 f1f0"));
  }

  @Test
  void aSoldierDoesNotChase() {
    // The soldier steps sideways after the cannon, attacking it each time.
    assertEquals(DRAW, twice("4k4/9/5c3/5P3/9/9/9/9/9/3K5 b - - 0 1", "f7e7 f6e6 e7f7 e6f6"));
  }

  @Test
  void aSoldierOnItsOwnSideOfTheRiverIsNotChased() {
    // The same play as threatsUncoveredInTurnByDifferentPiecesChaseTheSamePiece, on a soldier.
    assertEquals(DRAW, twice("5k3/9/9/6r2/p8/6c2/2R1N4/9/9/C3K4 w - - 0 1", "c3a3 g4a4 a3c3 a4g4"));
  }

  @Test
  void aProtectedPieceIsNotChased() {
    // The chariot on a9 protects the cannon wherever it goes on the a file.
    String fen = "r3k4/7R1/9/c8/9/9/9/9/9/3K5 w - - 0 1";
    GameRecord<XiangqiPosition, Move> record = GameRecord.start(game, game.parse(fen));
    for (String move : "h8h6 a6a5 h6h5 a5a6 h5h6 a6a5 h6h5 a5a6 h5h6".split(" ")) {
      record = record.play(move);
    }
    assertEquals(Optional.of(DRAW), record.outcome());
  }

  @Test
  void twoSidesChasingDraw() {
    // Black chases the chariot on a6 with the cannon on d6, screened by the horse on c6, then by
    // the red cannon on b6; Red chases the cannon on d6 with its cannon, then with its chariot.
    assertEquals(DRAW, twice("9/3n5/1C3k3/R2c5/9/9/8N/9/1r7/3K5 b - - 0 1", "d8c6 b7b6 c6d8 b6b7"));
  }

  @Test
  void perpetualCheckLosesAgainstPerpetualChase() {
    // Red checks on every move; the black general's steps let the horse or the chariot attack
    // the unprotected red chariot each time.
    assertEquals(
        Outcome.win(Color.BLACK, Reason.PERPETUAL_CHECK),
        twice("2n6/5k1r1/1R4C2/9/9/9/9/7N1/3K1c3/9 w - - 0 1", "b7b8 f8f7 b8b7 f7f8"));
  }

  @Test
  void aCheckThatThreatensNothingBreaksTheChase() {
    // c2d2 only checks; d2c2 attacks the cannon on c7.
    assertEquals(DRAW, twice("3k5/9/2c6/9/6n2/r8/C8/2R1N4/9/5K3 w - - 0 1", "c2d2 d9e9 d2c2 e9d9"));
  }

  @Test
  void chasingTwoPiecesInTurnIsNotPerpetual() {
    // c4g4 attacks the cannon on g6, g4c4 the chariot on c0.
    assertEquals(
        DRAW, twice("9/9/5k3/6C2/3c5/2r6/9/9/1n1K5/3R3N1 b - - 0 1", "c4g4 d0c0 g4c4 c0d0"));
  }

  @Test
  void answeringACheckDoesNotMakeAnOldThreatNew() {
    // The horse on d6 attacks the chariot on f5 throughout. e1d1 answers a check and so the
    // threat was hidden before it, not created by it; d1e1 unpins the horse, a new threat.
    assertEquals(
        DRAW, twice("9/3k5/9/3N5/5r3/1n4C2/4R4/9/4K4/7c1 b - - 0 1", "b4d3 e1d1 d3b4 d1e1"));
  }
}
