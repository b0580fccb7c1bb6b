package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.MoveList;
import io.github.plateau.xiangqi.reference.XiangqiReference;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The fast generator against the independent slow reference, move for move, on positions met in
 * seeded random games from the start and from positions where the special rules (flying general,
 * cannon screens, horse legs, elephant eyes, soldiers across the river, checks) are frequent.
 */
class ReferenceCrossCheckTest {
  private static final List<String> STARTS =
      Stream.concat(
              SeededGames.STARTS.stream(),
              Stream.of(
                  "3ak4/4a4/9/9/4c4/9/9/9/4C4/4K4 w - - 0 1",
                  "2bak4/4a4/4b4/9/2n6/9/2N6/4B4/4A4/3AK1B2 b - - 0 1"))
          .toList();

  private static final Xiangqi GAME = new Xiangqi();
  private static final int GAMES_PER_START = 30;
  private static final int MAX_PLIES = 150;

  @Test
  void theFastListEqualsTheReferenceListOnTenThousandPositions() {
    int positions = 0;
    for (int s = 0; s < STARTS.size(); s++) {
      for (int g = 0; g < GAMES_PER_START; g++) {
        long seed = 1000L * s + g;
        SplittableRandom random = new SplittableRandom(seed);
        XiangqiPosition position = GAME.parse(STARTS.get(s));
        List<String> line = new ArrayList<>();
        for (int ply = 0; ply <= MAX_PLIES; ply++) {
          String fen = position.toString();
          List<String> expected = XiangqiReference.legalMoves(fen);
          List<String> actual = new ArrayList<>();
          for (Move move : position.legalMoves()) {
            actual.add(move.toString());
          }
          assertEquals(
              expected, actual, "seed " + seed + " from " + STARTS.get(s) + " after " + line);
          assertEquals(actual, searchBoardList(position), "the search board at seed " + seed);
          positions++;
          if (actual.isEmpty()) {
            break;
          }
          Move move = position.legalMoves().get(random.nextInt(actual.size()));
          line.add(move.toString());
          position = position.play(move);
          assertEquals(
              XiangqiReference.play(fen, move.toString()).split(" ")[0],
              position.toString().split(" ")[0],
              "the board after " + line + " at seed " + seed);
        }
      }
    }
    assertTrue(positions >= 10_000, positions + " positions");
  }

  private static List<String> searchBoardList(XiangqiPosition position) {
    XiangqiSearchBoard board = position.searchBoard();
    MoveList list = new MoveList();
    board.generate(list);
    List<String> moves = new ArrayList<>();
    for (int i = 0; i < list.size(); i++) {
      moves.add(board.decode(list.get(i)).toString());
    }
    return moves;
  }

  @Test
  void perftAgreesWithTheReferenceOnSmallTrees() {
    for (String fen : STARTS) {
      assertEquals(XiangqiReference.perft(fen, 3), GAME.parse(fen).perft(3), fen);
    }
  }
}
