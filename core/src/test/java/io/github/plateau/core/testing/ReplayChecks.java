package io.github.plateau.core.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.Position;
import io.github.plateau.core.SearchBoard;
import java.util.List;

/**
 * The checks each game's board-replay test makes: a record grown by {@link GameRecord#playOn} on a
 * search board against the same moves played position by position.
 */
public final class ReplayChecks {
  private ReplayChecks() {}

  /**
   * After a move: the same outcome, ply, position and repetitions, and the board's hash the
   * position's.
   *
   * @param slow the record played position by position
   * @param fast the record played on the board
   * @param board the board
   * @param after the failure message's context
   * @param <P> the position type
   * @param <M> the move type
   */
  public static <P extends Position<P, M>, M> void checkSameAfterMove(
      GameRecord<P, M> slow, GameRecord<P, M> fast, SearchBoard<P, M> board, String after) {
    assertEquals(slow.outcome(), fast.outcome(), "outcome, " + after);
    assertEquals(slow.ply(), fast.ply(), "ply, " + after);
    assertEquals(slow.current(), fast.current(), "position, " + after);
    assertEquals(slow.current().hash(), board.hash(), "board hash, " + after);
    assertEquals(slow.repetitions(), fast.repetitions(), "repetitions, " + after);
  }

  /**
   * At the end: the same moves and positions, the positions read backwards so that each is replayed
   * alone.
   *
   * @param slow the record played position by position
   * @param fast the record played on the board
   * @param where the failure message's context
   * @param <P> the position type
   * @param <M> the move type
   */
  public static <P extends Position<P, M>, M> void checkSameLine(
      GameRecord<P, M> slow, GameRecord<P, M> fast, String where) {
    assertEquals(slow.moves(), fast.moves(), "moves, " + where);
    List<P> positions = slow.positions();
    List<P> replayed = fast.positions();
    for (int i = positions.size() - 1; i >= 0; i--) {
      assertEquals(positions.get(i), replayed.get(i), "position " + i + ", " + where);
    }
  }

  /**
   * A code that is no legal move is refused, and the board keeps its hash and ply.
   *
   * @param board the board
   * @param code the code, not legal in the board's state
   * @param where the failure message's context
   */
  public static void checkRefusedPush(SearchBoard<?, ?> board, int code, String where) {
    long hash = board.hash();
    int ply = board.ply();
    assertThrows(IllegalMoveException.class, () -> board.push(code), where);
    assertEquals(hash, board.hash(), "hash after a refused push, " + where);
    assertEquals(ply, board.ply(), "ply after a refused push, " + where);
  }
}
