package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Games;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** One test per sentence of shared/rules/shogi.md, each on a position where the rule matters. */
class ShogiRulesTest {
  private static final Shogi GAME = new Shogi();

  /** A piece on 5e, the kings out of its way on 8a and 8i. */
  private static String alone(String piece) {
    return "1k7/9/9/9/4"
        + piece
        + "4/9/9/9/1K7 "
        + (piece.equals(piece.toUpperCase()) ? "b" : "w")
        + " - 1";
  }

  private static Set<String> moves(String sfen) {
    TreeSet<String> moves = new TreeSet<>();
    GAME.parse(sfen).legalMoves().forEach(m -> moves.add(m.toString()));
    return moves;
  }

  /** The legal moves of the piece on a square. */
  private static Set<String> movesFrom(String sfen, String square) {
    TreeSet<String> moves = new TreeSet<>();
    for (String move : moves(sfen)) {
      if (move.startsWith(square)) {
        moves.add(move);
      }
    }
    return moves;
  }

  private static Set<String> set(String... moves) {
    return new TreeSet<>(Set.of(moves));
  }

  @Test
  void theRulesWriteTheOptionsThatReadThemBack() {
    ShogiRules rules =
        ShogiRules.DEFAULT
            .withAlwaysPromote(true)
            .withMaxPlies(256)
            .withImpasse(ImpasseRule.POINTS_24);
    assertEquals("always-promote,max-plies=256,impasse=24", rules.toOptions());
    assertEquals(rules.toOptions(), rules.toString());
    assertEquals(new Shogi(rules), Games.create("shogi:" + rules.toOptions()));
    assertEquals("", ShogiRules.DEFAULT.toOptions());
  }

  @Nested
  class BoardAndPieces {
    @Test
    void theStartPositionIsTheStandardOneWithTwentyPiecesASide() {
      ShogiPosition start = GAME.start();
      assertEquals(
          "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", start.toString());
      int[] pieces = new int[2];
      for (int i = 0; i < 81; i++) {
        start.pieceAt(Square.ofIndex(i)).ifPresent(c -> pieces[c.color().index()]++);
      }
      assertEquals(20, pieces[0]);
      assertEquals(20, pieces[1]);
      assertEquals(
          Optional.of(Piece.of(Color.SENTE, Kind.ROOK)), start.pieceAt(Square.parse("2h")));
      assertEquals(
          Optional.of(Piece.of(Color.GOTE, Kind.BISHOP)), start.pieceAt(Square.parse("2b")));
    }

    @Test
    void senteMovesFirst() {
      assertEquals(Color.SENTE, GAME.start().sideToMove());
      assertEquals(30, GAME.start().legalMoves().size());
      assertEquals(
          Color.GOTE,
          GAME.start().play(Move.of(Square.parse("7g"), Square.parse("7f"), false)).sideToMove());
    }

    @Test
    void theKingStepsOneSquareInAnyDirection() {
      assertEquals(
          set("5e4d", "5e4e", "5e4f", "5e5d", "5e5f", "5e6d", "5e6e", "5e6f"),
          movesFrom(alone("K").replace("1K7", "9"), "5e"));
    }

    @Test
    void theGoldStepsInAnyDirectionButDiagonallyBack() {
      assertEquals(
          set("5e4d", "5e4e", "5e5d", "5e5f", "5e6d", "5e6e"), movesFrom(alone("G"), "5e"));
    }

    @Test
    void theSilverStepsForwardOrDiagonally() {
      assertEquals(set("5e4d", "5e4f", "5e5d", "5e6d", "5e6f"), movesFrom(alone("S"), "5e"));
    }

    @Test
    void theKnightJumpsTwoForwardAndOneSideways() {
      // the pieces around it do not stop it
      String sfen = "1k7/9/9/3GSG3/3SNS3/3GSG3/9/9/1K7 b - 1";
      assertEquals(set("5e4c", "5e4c+", "5e6c", "5e6c+"), movesFrom(sfen, "5e"));
    }

    @Test
    void theLanceMovesAnyDistanceForward() {
      assertEquals(
          set("5e5a+", "5e5b", "5e5b+", "5e5c", "5e5c+", "5e5d"), movesFrom(alone("L"), "5e"));
      assertEquals(set("5e5d"), movesFrom("1k7/9/9/4p4/4L4/9/9/9/1K7 b - 1", "5e"));
    }

    @Test
    void thePawnStepsOneForwardAndCapturesAsItMoves() {
      assertEquals(set("5e5d"), movesFrom(alone("P"), "5e"));
      assertEquals(set("5e5d"), movesFrom("1k7/9/9/4s4/4P4/9/9/9/1K7 b - 1", "5e"));
      ShogiPosition after =
          GAME.parse("1k7/9/9/4s4/4P4/9/9/9/1K7 b - 1")
              .play(Move.of(Square.parse("5e"), Square.parse("5d"), false));
      assertEquals(1, after.inHand(Color.SENTE, Kind.SILVER));
    }

    @Test
    void thePiecesFaceTheOpponent() {
      assertEquals(set("5e5f"), movesFrom(alone("p"), "5e"));
      assertEquals(set("5e4d", "5e4f", "5e5f", "5e6d", "5e6f"), movesFrom(alone("s"), "5e"));
      assertEquals(set("5e4g", "5e4g+", "5e6g", "5e6g+"), movesFrom(alone("n"), "5e"));
    }

    @Test
    void theRookAndTheBishopSlide() {
      assertEquals(16 + 3, movesFrom(alone("R"), "5e").size()); // 5c, 5b, 5a promote or not
      assertEquals(16 + 6, movesFrom(alone("B"), "5e").size()); // 7c 8b 9a 3c 2b 1a promote or not
      // stopped by its own piece, capturing the opponent's
      assertEquals(
          set(
              "5e5d", "5e5c", "5e5c+", "5e6e", "5e7e", "5e8e", "5e9e", "5e4e", "5e3e", "5e2e",
              "5e1e", "5e5f", "5e5g"),
          movesFrom("1k7/9/4p4/9/4R4/9/9/4P4/1K7 b - 1", "5e"));
    }

    @Test
    void theDragonAddsTheDiagonalSteps() {
      Set<String> dragon = movesFrom(alone("+R"), "5e");
      assertEquals(16 + 4, dragon.size());
      assertTrue(dragon.containsAll(set("5e4d", "5e6d", "5e4f", "5e6f")));
      assertFalse(dragon.contains("5e3c"));
    }

    @Test
    void theHorseAddsTheOrthogonalSteps() {
      Set<String> horse = movesFrom(alone("+B"), "5e");
      assertEquals(16 + 4, horse.size());
      assertTrue(horse.containsAll(set("5e5d", "5e5f", "5e4e", "5e6e")));
      assertFalse(horse.contains("5e5c"));
    }

    @Test
    void promotedSilverKnightLanceAndPawnMoveAsGold() {
      Set<String> gold = movesFrom(alone("G"), "5e");
      for (String promoted : new String[] {"+S", "+N", "+L", "+P"}) {
        assertEquals(gold, movesFrom(alone(promoted), "5e"), promoted);
      }
    }

    @Test
    void kingsAndGoldsNeverPromote() {
      assertEquals(
          set("5d4c", "5d5c", "5d6c", "5d4d", "5d6d", "5d5e"),
          movesFrom("1k7/9/9/4G4/9/9/9/9/1K7 b - 1", "5d"));
      assertTrue(
          movesFrom("1k7/9/9/4K4/9/9/9/9/9 b - 1", "5d").stream().noneMatch(m -> m.endsWith("+")));
    }
  }

  @Nested
  class Promotion {
    @Test
    void theZoneIsTheFarThreeRanks() {
      assertEquals(set("5e4d", "5e4f", "5e5d", "5e6d", "5e6f"), movesFrom(alone("S"), "5e"));
      assertTrue(movesFrom("1k7/9/9/4S4/9/9/9/9/1K7 b - 1", "5d").contains("5d5c+"));
      assertTrue(movesFrom("1k7/9/9/9/9/4s4/9/9/1K7 w - 1", "5f").contains("5f5g+"));
      assertFalse(movesFrom("1k7/9/9/9/4s4/9/9/9/1K7 w - 1", "5e").contains("5e5f+"));
    }

    @Test
    void aMoveThatStartsInTheZoneMayPromote() {
      assertTrue(
          movesFrom("1k7/9/4S4/9/9/9/9/9/1K7 b - 1", "5c").containsAll(set("5c4d", "5c4d+")));
    }

    @Test
    void bothChoicesAreDistinctLegalMoves() {
      ShogiPosition p = GAME.parse("1k7/9/9/4S4/9/9/9/9/1K7 b - 1");
      Move plain = Move.of(Square.parse("5d"), Square.parse("5c"), false);
      Move promoting = Move.of(Square.parse("5d"), Square.parse("5c"), true);
      assertTrue(p.isLegal(plain) && p.isLegal(promoting));
      assertEquals(
          Optional.of(Piece.of(Color.SENTE, Kind.SILVER)),
          p.play(plain).pieceAt(Square.parse("5c")));
      assertEquals(
          Optional.of(Piece.of(Color.SENTE, Kind.PROMOTED_SILVER)),
          p.play(promoting).pieceAt(Square.parse("5c")));
    }

    @Test
    void aPawnOrLanceMustPromoteOnTheLastRank() {
      assertEquals(set("5b5a+"), movesFrom("1k7/4P4/9/9/9/9/9/9/1K7 b - 1", "5b"));
      assertEquals(set("5b5a+"), movesFrom("1k7/4L4/9/9/9/9/9/9/1K7 b - 1", "5b"));
      assertEquals(set("5h5i+"), movesFrom("1k7/9/9/9/9/9/9/4p4/2K6 w - 1", "5h"));
    }

    @Test
    void aKnightMustPromoteOnTheLastTwoRanks() {
      assertEquals(set("5d4b+", "5d6b+"), movesFrom("1k7/9/9/4N4/9/9/9/9/1K7 b - 1", "5d"));
      assertEquals(set("5c4a+", "5c6a+"), movesFrom("1k7/9/4N4/9/9/9/9/9/1K7 b - 1", "5c"));
    }

    @Test
    void aDropIsNeverAPromotionButTheDroppedPieceMayPromoteLater() {
      ShogiPosition p = GAME.parse("1k7/9/9/9/9/9/9/9/1K7 b S 1");
      Move drop = Move.drop(Kind.SILVER, Square.parse("5c"));
      ShogiPosition dropped = p.play(drop);
      assertEquals(
          Optional.of(Piece.of(Color.SENTE, Kind.SILVER)), dropped.pieceAt(Square.parse("5c")));
      ShogiPosition waited = dropped.play(Move.of(Square.parse("8a"), Square.parse("9a"), false));
      assertTrue(movesFrom(waited.toString(), "5c").containsAll(set("5c5b", "5c5b+", "5c4d+")));
    }

    @Test
    void underTheAlwaysPromoteOptionAPieceThatMayPromoteMust() {
      Shogi always = new Shogi(ShogiRules.DEFAULT.withAlwaysPromote(true));
      ShogiPosition p = always.parse("1k7/9/9/4S4/9/9/9/9/1K7 b - 1");
      assertTrue(p.isLegal(Move.of(Square.parse("5d"), Square.parse("5c"), true)));
      assertFalse(p.isLegal(Move.of(Square.parse("5d"), Square.parse("5c"), false)));
      assertTrue(p.isLegal(Move.of(Square.parse("5d"), Square.parse("4e"), false)));
      assertEquals(900, always.start().perft(2));
      assertTrue(always.start().perft(3) < 25470); // 8h2b, declining the promotion, is gone
    }
  }

  @Nested
  class CapturesAndDrops {
    @Test
    void aCapturedPieceGoesUnpromotedToTheCaptorsHand() {
      ShogiPosition p = GAME.parse("1k7/9/9/9/4+r4/4G4/9/9/1K7 b - 1");
      ShogiPosition after = p.play(Move.of(Square.parse("5f"), Square.parse("5e"), false));
      assertEquals(1, after.inHand(Color.SENTE, Kind.ROOK));
      assertEquals("1k7/9/9/9/4G4/9/9/9/1K7 w R 2", after.toString());
    }

    @Test
    void aPieceInHandMayBeDroppedOnAnyEmptySquare() {
      Set<String> drops = moves("1k7/9/9/9/9/9/9/9/1K7 b G 1");
      drops.removeIf(m -> !m.startsWith("G*"));
      assertEquals(79, drops.size());
      assertFalse(drops.contains("G*8a"));
    }

    @Test
    void noDropWhereThePieceCouldNeverMove() {
      Set<String> all = moves("1k7/9/9/9/9/9/9/9/1K7 b PLN 1");
      assertFalse(
          all.contains("P*5a")
              || all.contains("L*5a")
              || all.contains("N*5a")
              || all.contains("N*5b"));
      assertTrue(all.contains("P*5b") && all.contains("L*5b") && all.contains("N*5c"));
      Set<String> gote = moves("1k7/9/9/9/9/9/9/9/1K7 w pln 1");
      assertFalse(gote.contains("P*5i") || gote.contains("L*5i") || gote.contains("N*5h"));
      assertTrue(gote.contains("P*5h") && gote.contains("N*5g"));
    }

    @Test
    void noPawnDropOnAFileWithAnUnpromotedPawnOfTheSameSide() {
      Set<String> nifu = moves("1k7/9/9/9/9/9/4P4/9/1K7 b P 1");
      assertTrue(nifu.stream().noneMatch(m -> m.startsWith("P*5")));
      assertTrue(nifu.contains("P*4e"));
      // a tokin or an opponent's pawn on the file does not count
      assertTrue(moves("1k7/9/9/4p4/9/9/4+P4/9/1K7 b P 1").contains("P*5e"));
    }

    @Test
    void aPawnDropThatMatesIsIllegal() {
      ShogiPosition p = GAME.parse("kn7/9/1G7/9/9/9/9/9/9 b P 1");
      Move drop = Move.drop(Kind.PAWN, Square.parse("9b"));
      assertFalse(p.isLegal(drop));
      IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> p.play(drop));
      assertTrue(e.getMessage().contains("uchifuzume"), e.getMessage());
      assertEquals(76, p.perft(1));
    }

    @Test
    void aPawnMoveThatMatesIsLegal() {
      ShogiPosition p = GAME.parse("kn7/9/PG7/9/9/9/9/9/9 b - 1");
      ShogiPosition mated = p.play(Move.of(Square.parse("9c"), Square.parse("9b"), false));
      assertEquals(Optional.of(Outcome.win(Color.SENTE, Reason.CHECKMATE)), mated.outcome());
    }

    @Test
    void aPawnDropThatChecksWithoutMatingIsLegal() {
      ShogiPosition p = GAME.parse("k8/9/9/9/9/9/9/9/8K b P 1");
      ShogiPosition check = p.play(Move.drop(Kind.PAWN, Square.parse("9b")));
      assertTrue(check.inCheck());
      assertEquals(set("9a8a", "9a8b", "9a9b"), moves(check.toString()));
    }
  }

  @Nested
  class CheckAndEnd {
    @Test
    void noMoveMayLeaveOnesOwnKingAttacked() {
      // the gold on 5g is pinned by the rook on 5e
      assertEquals(set("5g5f", "5g5h"), movesFrom("4k4/9/9/9/4r4/9/4G4/9/4K4 b - 1", "5g"));
      // the king may not step where the rook attacks
      assertEquals(set("5i4i", "5i6h"), movesFrom("4k4/9/9/9/9/9/9/3r5/4K4 b - 1", "5i"));
    }

    @Test
    void aCheckMustBeAnswered() {
      // by the king, a capture of the checker or an interposition, from the board or from hand
      Set<String> replies = moves("4k4/9/9/9/4r4/9/9/3G5/4K4 b B 1");
      assertTrue(replies.containsAll(set("5i4h", "5i4i", "6h5h", "B*5f", "B*5g", "B*5h")));
      assertTrue(
          replies.stream()
              .allMatch(
                  m ->
                      m.startsWith("5i")
                          || m.endsWith("5f")
                          || m.endsWith("5g")
                          || m.endsWith("5h")));
    }

    @Test
    void checkmateWins() {
      ShogiPosition p = GAME.parse("4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1");
      assertTrue(p.legalMoves().isEmpty());
      assertEquals(Optional.of(Outcome.win(Color.SENTE, Reason.CHECKMATE)), p.outcome());
    }

    @Test
    void aSideWithNoLegalMoveLoses() {
      ShogiPosition p =
          GAME.parse("+R+N+SGKG+S+N+R/+B+N+SG+LG+S+N+B/P+LPP+LPP+LP/1P2P2P1/9/9/9/9/4k4 b 9P 200");
      assertFalse(p.inCheck());
      assertEquals(Optional.of(Outcome.win(Color.GOTE, Reason.NO_LEGAL_MOVE)), p.outcome());
    }

    @Test
    void aTsumeProblemWithoutSentesKingIsPlayable() {
      ShogiPosition p = GAME.parse("kn7/9/1G7/9/9/9/9/9/9 b P 1");
      assertEquals(Optional.empty(), p.kingSquare(Color.SENTE));
      ShogiPosition after = p.play(Move.drop(Kind.PAWN, Square.parse("7c")));
      assertFalse(after.legalMoves().isEmpty());
      assertFalse(after.inCheck());
    }
  }

  @Nested
  class Repetition {
    private GameRecord<ShogiPosition, Move> play(
        GameRecord<ShogiPosition, Move> record, String... moves) {
      for (String move : moves) {
        record = record.play(move);
      }
      return record;
    }

    @Test
    void theFourthOccurrenceOfAPositionIsADraw() {
      GameRecord<ShogiPosition, Move> record = GameRecord.start(GAME);
      String[] cycle = {"5i4h", "5a4b", "4h5i", "4b5a"};
      record = play(record, cycle);
      record = play(record, cycle);
      assertFalse(record.isOver()); // the third occurrence
      record = play(record, cycle);
      assertEquals(Optional.of(Outcome.draw(Reason.REPETITION)), record.outcome());
      assertEquals(12, record.ply());
    }

    @Test
    void theSameBoardWithAnotherSideToMoveOrOtherHandsIsAnotherPosition() {
      ShogiPosition a = GAME.parse("4k4/9/9/9/9/9/9/9/4K4 b P 1");
      ShogiPosition b = GAME.parse("4k4/9/9/9/9/9/9/9/4K4 w P 1");
      ShogiPosition c = GAME.parse("4k4/9/9/9/9/9/9/9/4K4 b p 1");
      assertFalse(a.samePosition(b) || a.samePosition(c));
      assertTrue(a.samePosition(GAME.parse("4k4/9/9/9/9/9/9/9/4K4 b P 31")));
    }

    @Test
    void theSideThatCheckedWithEveryMoveLoses() {
      ShogiPosition start = GAME.parse("8k/R8/9/9/9/9/9/9/K8 b - 1");
      GameRecord<ShogiPosition, Move> record = GameRecord.start(GAME, start);
      String[] cycle = {"9b9a", "1a1b", "9a9b", "1b1a"};
      for (int i = 0; i < 3; i++) {
        record = play(record, cycle);
      }
      assertEquals(Optional.of(Outcome.win(Color.GOTE, Reason.PERPETUAL_CHECK)), record.outcome());
    }

    @Test
    void checksOnlySomeOfTheTimeAreARepetitionDraw() {
      ShogiPosition start = GAME.parse("8k/R8/9/9/9/9/9/9/K8 b - 1");
      GameRecord<ShogiPosition, Move> record = GameRecord.start(GAME, start);
      // sente checks from 9b but not from 9c
      record = play(record, "9b9c", "1a1b", "9c9b", "1b1a");
      record = play(record, "9b9c", "1a1b", "9c9b", "1b1a");
      record = play(record, "9b9c", "1a1b", "9c9b", "1b1a");
      assertEquals(Optional.of(Outcome.draw(Reason.REPETITION)), record.outcome());
    }
  }
}
