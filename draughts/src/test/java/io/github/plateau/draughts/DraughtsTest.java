package io.github.plateau.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** One test per sentence of shared/rules/draughts.md, each on a position where the rule matters. */
class DraughtsTest {
  private final Draughts game = Draughts.international();

  private List<String> moves(String fen) {
    DraughtsPosition p = game.parse(fen);
    return p.legalMoves().stream().map(m -> game.formatMove(p, m)).toList();
  }

  private DraughtsPosition play(String fen, String... moves) {
    DraughtsPosition p = game.parse(fen);
    for (String move : moves) {
      p = p.play(game.parseMove(p, move));
    }
    return p;
  }

  @Test
  void squaresAreNumberedFromTheTopLeftAndEachSideStartsOnItsFourRows() {
    DraughtsPosition start = game.start();
    assertEquals(game.parse("W:W31-50:B1-20"), start);
    assertEquals(Color.WHITE, start.sideToMove());
    assertEquals(Optional.of(Piece.BLACK_MAN), start.pieceAt(1));
    assertEquals(Optional.of(Piece.BLACK_MAN), start.pieceAt(20));
    assertEquals(Optional.empty(), start.pieceAt(21));
    assertEquals(Optional.of(Piece.WHITE_MAN), start.pieceAt(31));
    assertEquals(20, start.count(Piece.WHITE_MAN));
    // square 1 is the second square of the top row, square 6 the first of the next
    assertTrue(
        start.diagram().startsWith(" b b b b b    1-5\nb b b b b     6-10\n"), start.diagram());
  }

  @Test
  void theStartPositionsOfTheThreeBoards() {
    assertEquals(Draughts.brazilian().parse("W:W21-32:B1-12"), Draughts.brazilian().start());
    assertEquals(Draughts.canadian().parse("W:W43-72:B1-30"), Draughts.canadian().start());
    assertEquals(9, game.start().legalMoves().size());
    assertEquals(7, Draughts.brazilian().start().legalMoves().size());
    assertEquals(11, Draughts.canadian().start().legalMoves().size());
  }

  @Test
  void menMoveOneSquareDiagonallyForwardToAnEmptySquare() {
    assertEquals(List.of("33-28", "33-29"), moves("W:W33:B1"));
    assertEquals(List.of("18-22", "18-23"), moves("B:W50:B18"));
    // not onto an occupied square
    assertEquals(
        List.of("33-29"), moves("W:W28,33:B1").stream().filter(m -> m.startsWith("33")).toList());
  }

  @Test
  void aManEndingItsMoveOnTheFarRowIsCrowned() {
    DraughtsPosition p = play("W:W6:B45", "6-1");
    assertEquals(Optional.of(Piece.WHITE_KING), p.pieceAt(1));
    DraughtsPosition q = play("B:W6:B45", "45-50");
    assertEquals(Optional.of(Piece.BLACK_KING), q.pieceAt(50));
  }

  @Test
  void aManPassingOverTheFarRowDuringACaptureStaysAMan() {
    assertEquals(List.of("12x14"), moves("W:W12:B8,9"));
    DraughtsPosition p = play("W:W12:B8,9", "12x14");
    assertEquals(Optional.of(Piece.WHITE_MAN), p.pieceAt(14));
    assertEquals(Optional.empty(), p.pieceAt(3));
  }

  @Test
  void aNewKingMovesOnlyOnALaterTurn() {
    // as a king on 3 it could go on and take 20; crowned at the end of the move, it may not
    assertEquals(List.of("12x3"), moves("W:W12:B8,20"));
    DraughtsPosition p = play("W:W12:B8,20", "12x3");
    assertEquals(Optional.of(Piece.WHITE_KING), p.pieceAt(3));
    assertEquals(Optional.of(Piece.BLACK_MAN), p.pieceAt(20));
    assertEquals(Color.BLACK, p.sideToMove());
  }

  @Test
  void kingsFlyAnyDistanceForwardOrBackward() {
    List<String> moves = moves("W:WK28:B1");
    assertEquals(17, moves.size());
    assertTrue(moves.containsAll(List.of("28-5", "28-46", "28-50", "28-6", "28-32", "28-23")));
    // a king's flight stops at the first occupied square
    assertEquals(
        List.of("28-23", "28-32", "28-33", "28-37", "28-39"),
        moves("W:WK28,19,22,41,44:B1").stream().filter(m -> m.startsWith("28")).toList());
  }

  @Test
  void captureIsCompulsory() {
    assertEquals(List.of("32x21"), moves("W:W32,45:B27"));
    DraughtsPosition p = game.parse("W:W32,45:B27");
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> p.play(Move.quiet(45, 40)));
    assertTrue(e.getMessage().contains("capturing is compulsory"), e.getMessage());
  }

  @Test
  void menCaptureForwardAndBackward() {
    assertEquals(List.of("22x31"), moves("W:W22:B27"));
    assertEquals(List.of("29x18"), moves("B:W23:B29"));
  }

  @Test
  void aKingCapturesAtADistanceAndLandsOnAnyFreeSquareBeyond() {
    assertEquals(List.of("46x5", "46x10", "46x14", "46x19", "46x23"), moves("W:WK46:B28"));
    // two pieces in a row cannot be jumped together
    assertEquals(
        List.of(), moves("W:WK46:B28,23,1").stream().filter(m -> m.contains("x")).toList());
  }

  @Test
  void multipleCapturesContinueTurningAsNeeded() {
    assertEquals(List.of("47x27"), moves("W:W47:B41,31"));
    Move move = game.parse("W:W47:B41,31").legalMoves().get(0);
    assertEquals(List.of(31, 41), move.captured());
  }

  @Test
  void capturedPiecesAreRemovedOnlyWhenTheCaptureIsDoneAndStillBlock() {
    // taking 7, 32 and 40 would cross 32's square a second time: the jumped piece still blocks
    DraughtsPosition p = game.parse("W:WK46:B7,32,40");
    assertEquals(2, p.legalMoves().get(0).captureCount());
    assertEquals(List.of("46x1", "46x45"), moves("W:WK46:B7,32,40"));
    DraughtsPosition after = play("W:WK46:B7,32,40", "46x1");
    assertEquals(Optional.empty(), after.pieceAt(7));
    assertEquals(Optional.empty(), after.pieceAt(32));
    assertEquals(Optional.of(Piece.BLACK_MAN), after.pieceAt(40));
  }

  @Test
  void aPieceIsNeverJumpedTwiceButAnEmptySquareMayBeCrossedTwice() {
    // the man goes round four pieces and ends where it started: 26 is crossed twice, no piece is
    DraughtsPosition p = Draughts.brazilian().parse("W:W26,32:B1,14,15,22,23");
    assertEquals(List.of(Move.capture(26, 26, 14, 15, 22, 23)), p.legalMoves());
  }

  @Test
  void theCaptureTakingTheMostPiecesIsCompulsoryKingsCountingOne() {
    // one man could take a king, the other two men: two men it is
    assertEquals(List.of("50x28"), moves("W:W32,50:BK27,33,44"));
  }

  @Test
  void amongCapturesOfEqualCountThePlayerChooses() {
    assertEquals(List.of("32x21", "32x23"), moves("W:W32:B27,28"));
  }

  @Test
  void capturesWithTheSameStartEndAndCapturedSetAreOneMove() {
    // two paths round the ring take the same four pieces: one move
    DraughtsPosition p = Draughts.brazilian().parse("W:W26,32:B1,14,15,22,23");
    assertEquals(1, p.legalMoves().size());
    assertEquals(1, p.perft(1));
    // the same start and end with other pieces taken are other moves
    Draughts brazilian = Draughts.brazilian();
    DraughtsPosition q = brazilian.parse(ReferenceCrossCheckTest.TWO_WAYS.get(8));
    assertEquals(
        List.of("17x10x19x12x3", "17x26x19x12x3", "17x17"),
        q.legalMoves().stream().map(m -> brazilian.formatMove(q, m)).toList());
  }

  @Test
  void aSideWithoutPiecesLoses() {
    DraughtsPosition p = play("W:W32:B27", "32x21");
    assertEquals(Optional.of(Outcome.win(Color.WHITE, Reason.NO_PIECES)), p.outcome());
    assertTrue(p.legalMoves().isEmpty());
  }

  @Test
  void aSideWithoutLegalMoveLoses() {
    DraughtsPosition p = game.parse("B:W41,46,47:B36");
    assertEquals(Optional.of(Outcome.win(Color.WHITE, Reason.NO_LEGAL_MOVE)), p.outcome());
    assertFalse(game.start().outcome().isPresent());
  }

  private GameRecord<DraughtsPosition, Move> record(Draughts g, String fen, String... moves) {
    GameRecord<DraughtsPosition, Move> r = GameRecord.start(g, g.parse(fen));
    for (String m : moves) {
      assertFalse(r.isOver(), "over before " + m + ": " + r.outcome());
      r = r.play(m);
    }
    return r;
  }

  private static final String KINGS = "W:WK46,K47,K48,K49:BK1,K2,K3,K4";

  @Test
  void theThirdRepetitionOfAPositionWithTheSameSideToMoveDraws() {
    String[] shuffle = {"46-41", "1-6", "41-46", "6-1", "46-41", "1-6", "41-46"};
    GameRecord<DraughtsPosition, Move> r = record(game, KINGS, shuffle);
    assertFalse(r.isOver());
    r = r.play("6-1");
    assertEquals(Optional.of(Outcome.draw(Reason.REPETITION)), r.outcome());
  }

  @Test
  void successiveKingMovesWithoutCaptureDrawAfterTheLimit() {
    Draughts three = new Draughts(DraughtsRules.international().withKingMovePlies(6));
    GameRecord<DraughtsPosition, Move> r =
        record(three, KINGS, "46-41", "1-6", "41-36", "6-11", "47-42");
    assertFalse(r.isOver());
    assertEquals(Optional.of(Outcome.draw(Reason.KING_MOVES_LIMIT)), r.play("11-17").outcome());
  }

  @Test
  void aManMoveStartsTheKingMoveCountAgain() {
    Draughts three = new Draughts(DraughtsRules.international().withKingMovePlies(6));
    GameRecord<DraughtsPosition, Move> r =
        record(
            three,
            "W:WK46,K47,K48:BK1,K2,K3,16",
            "46-41",
            "1-6",
            "41-36",
            "16-21",
            "47-42",
            "6-11",
            "42-37",
            "2-7",
            "48-42");
    assertFalse(r.isOver());
    assertEquals(Optional.of(Outcome.draw(Reason.KING_MOVES_LIMIT)), r.play("3-8").outcome());
  }

  @Test
  void twoKingsAgainstOneDrawAfterFiveMovesEach() {
    String fen = "W:WK47,K50:BK1";
    String[] moves = {"47-38", "1-6", "38-32", "6-1", "32-41", "1-6", "41-47", "6-1", "47-38"};
    GameRecord<DraughtsPosition, Move> r = record(game, fen, moves);
    assertFalse(r.isOver());
    assertEquals(Optional.of(Outcome.draw(Reason.ENDGAME_LIMIT)), r.play("1-6").outcome());
  }

  @Test
  void threeKingsAgainstOneDrawAfterTheLongEndgameLimit() {
    Draughts two =
        new Draughts(
            DraughtsRules.international().withLongEndgamePlies(4).withShortEndgamePlies(2));
    GameRecord<DraughtsPosition, Move> r =
        record(two, "W:WK47,K50,K45:BK1", "47-38", "1-6", "38-32");
    assertFalse(r.isOver());
    assertEquals(Optional.of(Outcome.draw(Reason.ENDGAME_LIMIT)), r.play("6-1").outcome());
  }

  @Test
  void theEndgameCountStartsWhenTheBalanceArises() {
    Draughts two =
        new Draughts(
            DraughtsRules.international().withLongEndgamePlies(4).withShortEndgamePlies(2));
    // three kings against a king and a man: no limit until the man is taken
    GameRecord<DraughtsPosition, Move> r =
        record(two, "B:WK47,K50,K45:BK5,38", "38-42", "47x29", "5-10", "29-33", "10-5");
    assertFalse(r.isOver());
    assertEquals(Optional.of(Outcome.draw(Reason.ENDGAME_LIMIT)), r.play("33-29").outcome());
  }

  @Test
  void aManCrownedOnTheWayThroughACaptureCountsAsAKingForTheEndgameLimit() {
    Draughts russian =
        new Draughts(
            RussianContractTest.RUSSIAN.rules().withLongEndgamePlies(4).withShortEndgamePlies(2));
    // 9x16 takes 6 on the way to the crowning row, is crowned there and goes on to take 7: a king
    // against a lone king, whose short limit counts from that capture
    GameRecord<DraughtsPosition, Move> r = record(russian, "W:W9:BK25,6,7", "9x16", "25-4");
    assertEquals(Optional.of(Piece.WHITE_KING), r.current().pieceAt(16));
    assertFalse(r.isOver());
    assertEquals(Optional.of(Outcome.draw(Reason.ENDGAME_LIMIT)), r.play("16-7").outcome());
  }

  @Test
  void theStartConstantIsTheDefaultGamesStart() {
    assertEquals(Draughts.START, game.start().toString());
    assertEquals(game.start(), game.parse(Draughts.START));
  }
}
