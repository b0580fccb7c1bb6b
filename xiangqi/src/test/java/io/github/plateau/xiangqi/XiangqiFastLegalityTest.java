package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.IllegalMoveException;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The fast paths of {@link XiangqiPosition} against the listing of every legal move: {@link
 * XiangqiPosition#isLegal}, {@link XiangqiPosition#play} and {@link XiangqiPosition#outcome} answer
 * without listing, and must answer as the list does. Seeded random games; at each position, every
 * move of every piece of the side to move to every other point, and random moves from any point,
 * are asked of a freshly read position that has listed nothing.
 */
class XiangqiFastLegalityTest {
  private final Xiangqi game = new Xiangqi();

  private static final List<Square> SQUARES =
      IntStream.range(0, Square.COUNT).mapToObj(Square::ofIndex).toList();

  @Test
  void seededGamesAnswerEveryMoveAsTheListingDoes() {
    int positions = 0;
    int legalAsked = 0;
    int inCheck = 0;
    int ended = 0;
    for (int s = 0; s < SeededGames.STARTS.size(); s++) {
      for (int g = 0; g < 12; g++) {
        long seed = 100L * s + g;
        SplittableRandom random = new SplittableRandom(seed);
        XiangqiPosition p = game.parse(SeededGames.STARTS.get(s));
        StringBuilder line = new StringBuilder();
        for (int ply = 0; ply < 150; ply++) {
          String where =
              "seed " + seed + ", start " + SeededGames.STARTS.get(s) + ", moves [" + line + "]";
          legalAsked += checkPosition(p, random, where);
          positions++;
          inCheck += p.inCheck() ? 1 : 0;
          List<Move> legal = p.legalMoves();
          if (legal.isEmpty()) {
            ended++;
            break;
          }
          Move move = SeededGames.choose(p, legal, random);
          XiangqiPosition fresh = fresh(p);
          XiangqiPosition child = fresh.play(move);
          assertFalse(fresh.listed(), "play listed the moves, " + where + " " + move);
          assertEquals(p.play(move), child, "play " + move + ", " + where);
          XiangqiPosition asked = fresh(p); // played after isLegal, as a reader does
          assertTrue(asked.isLegal(move), move + ", " + where);
          assertEquals(child, asked.play(move), "play after isLegal " + move + ", " + where);
          assertFalse(asked.listed(), "play after isLegal listed the moves, " + where);
          p = child;
          line.append(line.length() == 0 ? "" : " ").append(move);
        }
      }
    }
    assertTrue(positions > 8_000, positions + " positions");
    assertTrue(legalAsked > 100_000, legalAsked + " legal moves asked");
    assertTrue(inCheck > 200, inCheck + " positions in check");
    assertTrue(ended > 10, ended + " games ended by mate or stalemate");
  }

  /**
   * Asks a fresh copy of a position about every move of its pieces and some random ones, then its
   * outcome, and compares with the listing; returns how many legal moves were asked.
   */
  private int checkPosition(XiangqiPosition p, SplittableRandom random, String where) {
    int[] codes = p.codes(); // the slow answer: every legal move listed
    XiangqiPosition fresh = fresh(p);
    assertEquals(p.outcome(), fresh.outcome(), "outcome, " + where);
    // search boards that have listed nothing: one tests each move alone, the other from the
    // state's threats, found first by hasLegalMove
    XiangqiSearchBoard alone = p.searchBoard();
    XiangqiSearchBoard threatened = p.searchBoard();
    assertEquals(codes.length > 0, threatened.hasLegalMove(), "hasLegalMove, " + where);
    int legal = 0;
    for (Square from : SQUARES) {
      if (!p.pieceAt(from).map(piece -> piece.color() == p.sideToMove()).orElse(false)) {
        continue;
      }
      for (Square to : SQUARES) {
        if (to != from) {
          Move move = new Move(from, to);
          int code = MoveCodes.code(move);
          boolean expected = Arrays.binarySearch(codes, code) >= 0;
          assertEquals(expected, fresh.isLegal(move), move + ", " + where);
          assertEquals(expected, alone.isLegal(code), "board alone " + move + ", " + where);
          assertEquals(expected, threatened.isLegal(code), "board " + move + ", " + where);
          legal += expected ? 1 : 0;
        }
      }
    }
    for (int i = 0; i < 20; i++) {
      Square from = SQUARES.get(random.nextInt(90));
      Square to = SQUARES.get(random.nextInt(90));
      if (to != from) {
        Move move = new Move(from, to);
        boolean expected = Arrays.binarySearch(codes, MoveCodes.code(move)) >= 0;
        assertEquals(expected, fresh.isLegal(move), "random " + move + ", " + where);
        if (!expected) {
          XiangqiPosition other = fresh(p);
          IllegalMoveException fast =
              assertThrows(IllegalMoveException.class, () -> other.play(move));
          IllegalMoveException slow = assertThrows(IllegalMoveException.class, () -> p.play(move));
          assertEquals(slow.getMessage(), fast.getMessage(), "refusal of " + move + ", " + where);
        }
      }
    }
    assertFalse(fresh.listed(), "the fast paths listed the moves, " + where);
    assertEquals(codes.length, fresh.legalMoves().size(), where);
    return legal;
  }

  /** The same position read again from its FEN: nothing it computes is known yet. */
  private XiangqiPosition fresh(XiangqiPosition p) {
    XiangqiPosition copy = game.parse(p.toString());
    assertEquals(p, copy);
    return copy;
  }
}
