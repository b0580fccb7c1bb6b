package io.github.plateau.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The fast paths of {@link DraughtsPosition} against the listing of every legal move: {@link
 * DraughtsPosition#isLegal}, {@link DraughtsPosition#play} and {@link DraughtsPosition#outcome}
 * answer without listing the quiet moves, and must answer as the list does. Seeded random games,
 * from the start and from random setups (with kings), under every engine and rule flag; at each
 * position a freshly read copy is asked every quiet move of every piece of the side to move, every
 * legal move, and captures bent from the legal ones.
 */
class DraughtsFastLegalityTest {

  @Test
  void seededGamesAnswerEveryMoveAsTheListingDoes() {
    int positions = 0;
    int legalQuiet = 0;
    int legalKingFlights = 0;
    int capturing = 0;
    int ended = 0;
    for (Draughts game : DraughtsSearchBoardTest.games()) {
      for (int g = 0; g < 8; g++) {
        long seed = 31L * g + game.rules().size();
        SplittableRandom random = new SplittableRandom(seed);
        DraughtsPosition p =
            g % 2 == 0 ? game.start() : ReferenceCrossCheckTest.randomSetup(game, random);
        List<Move> line = new ArrayList<>();
        for (int ply = 0; ply < 120; ply++) {
          String where = game + ", seed " + seed + ", game " + g + ", moves " + line + ", at " + p;
          List<Move> legal = p.legalMoves();
          Color side = p.sideToMove();
          DraughtsPosition fresh = game.parse(p.toString());
          assertEquals(p.outcome(), fresh.outcome(), "outcome, " + where);
          boolean captures = !legal.isEmpty() && legal.get(0).isCapture();
          capturing += captures ? 1 : 0;
          for (int from = 1; from <= p.squareCount(); from++) {
            if (p.pieceAt(from).map(x -> x.color() == side).orElse(false)) {
              boolean king = p.pieceAt(from).orElseThrow().kind() == Kind.KING;
              for (int to = 1; to <= p.squareCount(); to++) {
                if (to != from) {
                  Move quiet = Move.quiet(from, to);
                  boolean expected = legal.contains(quiet);
                  assertEquals(expected, fresh.isLegal(quiet), quiet + ", " + where);
                  legalQuiet += expected ? 1 : 0;
                  legalKingFlights += expected && king && !isStep(p, from, to) ? 1 : 0;
                }
              }
            }
          }
          if (!captures) {
            assertFalse(fresh.listed(), "the quiet moves were listed, " + where);
          }
          for (Move move : legal) {
            assertTrue(fresh.isLegal(move), move + ", " + where);
            if (move.isCapture()) {
              for (Move bent : bent(move, p.squareCount(), random)) {
                assertEquals(legal.contains(bent), fresh.isLegal(bent), bent + ", " + where);
              }
            }
          }
          assertEquals(legal, fresh.legalMoves(), where);
          positions++;
          if (legal.isEmpty()) {
            ended++;
            break;
          }
          Move move = legal.get(random.nextInt(legal.size()));
          DraughtsPosition other = game.parse(p.toString());
          DraughtsPosition child = other.play(move);
          assertEquals(p.play(move), child, "play " + move + ", " + where);
          p = child;
          line.add(move);
        }
      }
    }
    assertTrue(positions > 3_000, positions + " positions");
    assertTrue(legalQuiet > 20_000, legalQuiet + " legal quiet moves");
    assertTrue(legalKingFlights > 500, legalKingFlights + " legal king flights");
    assertTrue(capturing > 500, capturing + " positions with a capture");
    assertTrue(ended > 10, ended + " games ended");
  }

  /** Whether two squares are diagonal neighbours. */
  private static boolean isStep(DraughtsPosition p, int from, int to) {
    Geometry g = p.geometry();
    for (int d = 0; d < 4; d++) {
      if (g.next[d][from] == to) {
        return true;
      }
    }
    return false;
  }

  /** Captures near a legal one: a captured square dropped, added or moved, or the end moved. */
  private static List<Move> bent(Move move, int squares, SplittableRandom random) {
    int[] captured = move.capturedSquares();
    List<Move> result = new ArrayList<>();
    if (captured.length > 1) {
      result.add(
          Move.capture(move.from(), move.to(), Arrays.copyOf(captured, captured.length - 1)));
    }
    int extra = 1 + random.nextInt(squares);
    if (Arrays.stream(captured).noneMatch(c -> c == extra)) {
      int[] more = Arrays.copyOf(captured, captured.length + 1);
      more[captured.length] = extra;
      result.add(Move.capture(move.from(), move.to(), more));
    }
    int to = 1 + random.nextInt(squares);
    if (to != move.from()) {
      result.add(Move.capture(move.from(), to, captured));
    }
    return result;
  }
}
