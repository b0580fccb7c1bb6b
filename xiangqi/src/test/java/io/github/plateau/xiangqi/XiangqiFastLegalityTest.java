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

  /** Openings, middle games with cannons and pins, endgames with flying generals. */
  private static final String[] STARTS = {
    Xiangqi.START,
    "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
    "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1",
    "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1",
    "CRN1k1b2/3ca4/4ba3/9/2nr5/9/9/4B4/4A4/4KA3 w - - 0 1",
    "3k5/9/9/9/9/9/9/9/4A4/3AK1R2 w - - 0 1",
    "4k4/3P5/9/2P6/9/9/9/9/4C4/3K5 w - - 0 1",
  };

  @Test
  void seededGamesAnswerEveryMoveAsTheListingDoes() {
    int positions = 0;
    int legalAsked = 0;
    int inCheck = 0;
    int ended = 0;
    for (int s = 0; s < STARTS.length; s++) {
      for (int g = 0; g < 12; g++) {
        long seed = 100L * s + g;
        SplittableRandom random = new SplittableRandom(seed);
        XiangqiPosition p = game.parse(STARTS[s]);
        StringBuilder line = new StringBuilder();
        for (int ply = 0; ply < 150; ply++) {
          String where = "seed " + seed + ", start " + STARTS[s] + ", moves [" + line + "]";
          legalAsked += checkPosition(p, random, where);
          positions++;
          inCheck += p.inCheck() ? 1 : 0;
          List<Move> legal = p.legalMoves();
          if (legal.isEmpty()) {
            ended++;
            break;
          }
          Move move = choose(p, legal, random);
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
    int legal = 0;
    for (Square from : SQUARES) {
      if (!p.pieceAt(from).map(piece -> piece.color() == p.sideToMove()).orElse(false)) {
        continue;
      }
      for (Square to : SQUARES) {
        if (to != from) {
          Move move = new Move(from, to);
          boolean expected = Arrays.binarySearch(codes, MoveCodes.code(move)) >= 0;
          assertEquals(expected, fresh.isLegal(move), move + ", " + where);
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

  /** A random legal move, a capture half the time there is one: games then reach endgames. */
  private static Move choose(XiangqiPosition p, List<Move> legal, SplittableRandom random) {
    if (random.nextBoolean()) {
      List<Move> captures = legal.stream().filter(m -> p.pieceAt(m.to()).isPresent()).toList();
      if (!captures.isEmpty()) {
        return captures.get(random.nextInt(captures.size()));
      }
    }
    return legal.get(random.nextInt(legal.size()));
  }
}
