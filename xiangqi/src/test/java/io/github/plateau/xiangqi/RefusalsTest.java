package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveRefusal;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each kind of {@link MoveRefusal} xiangqi gives, on a move that earns it. */
class RefusalsTest {
  private static final Xiangqi GAME = new Xiangqi();

  /** Two chariots on the d file against a general with no way out; Black to move, mated. */
  private static final String MATED = "3k5/3R5/3R5/9/9/9/9/9/9/4K4 b";

  @ParameterizedTest(name = "[{index}] {1} -> {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "start|e5e6|NO_PIECE",
        "start|a9a8|NOT_YOUR_PIECE",
        "start|a0a3|OWN_PIECE_ON_TARGET",
        "start|a0b1|OUT_OF_REACH",
        "start|e0e2|OUT_OF_REACH",
        "start|d0d1|OUT_OF_REACH",
        "start|a3a2|OUT_OF_REACH",
        "3k5/9/9/9/9/2B6/9/9/9/4K4 w|c4e6|OUT_OF_REACH",
        "start|a0a5|PATH_BLOCKED",
        "start|b0d1|PATH_BLOCKED",
        "start|h2h7|PATH_BLOCKED",
        "3k5/9/9/9/9/9/9/9/1N7/2B1K4 w|c0a2|PATH_BLOCKED",
        "3kr4/9/9/9/9/9/9/9/4N4/4K4 w|e1d3|KING_IN_CHECK",
        "4k4/9/9/9/9/9/9/9/9/3K5 w|d0e0|KING_IN_CHECK",
      })
  void anIllegalMoveSaysWhyByItsReason(String fen, String move, MoveRefusal reason) {
    XiangqiPosition position = fen.equals("start") ? GAME.start() : GAME.parse(fen);
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> GAME.parseMove(position, move));
    assertEquals(reason, e.reason(), e.getMessage());
    Move parsed =
        Move.of(
            move.charAt(0) - 'a', move.charAt(1) - '0', move.charAt(2) - 'a', move.charAt(3) - '0');
    assertEquals(
        reason, assertThrows(IllegalMoveException.class, () -> position.play(parsed)).reason());
    XiangqiSearchBoard board = position.searchBoard();
    assertEquals(
        reason, assertThrows(IllegalMoveException.class, () -> board.encode(parsed)).reason());
    assertEquals(
        reason,
        assertThrows(IllegalMoveException.class, () -> board.push(MoveCodes.code(parsed)))
            .reason());
  }

  @ParameterizedTest(name = "[{index}] {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "e5e6|NO_PIECE|there is no piece on e5",
        "a0b1|OUT_OF_REACH|a Red chariot on a0 cannot go to b1",
      })
  void theVerbsAgreeOnAMove(String text, MoveRefusal reason, String words) {
    XiangqiPosition start = GAME.start();
    Move move =
        Move.of(
            text.charAt(0) - 'a', text.charAt(1) - '0', text.charAt(2) - 'a', text.charAt(3) - '0');
    assertEquals(reason, Refusals.reason(start, move));
    assertEquals(words, Refusals.words(start, move));
    assertEquals(reason, Refusals.reason(start, MoveCodes.code(move)));
    IllegalMoveException e = Refusals.refused(start, move);
    assertEquals(reason, e.reason());
    assertEquals(text + " is not legal in " + start + ": " + words, e.getMessage());
  }

  @ParameterizedTest(name = "[{index}] {0}")
  @CsvSource({"-1", "8100", "0"})
  void aCodeThatNamesNoMoveIsMalformed(int code) {
    XiangqiSearchBoard board = GAME.start().searchBoard();
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> board.push(code));
    assertEquals(MoveRefusal.MALFORMED, e.reason());
  }

  @ParameterizedTest(name = "[{index}] {1} in {0}")
  @CsvSource(
      delimiter = '|',
      value = {"start|R1+5|OUT_OF_REACH", MATED + "|K4+1|GAME_OVER"})
  void aTextThatNamesNoLegalMoveSaysWhetherAnyIsLeft(String fen, String text, MoveRefusal reason) {
    XiangqiPosition position = fen.equals("start") ? GAME.start() : GAME.parse(fen);
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> Wxf.parse(position, text));
    assertEquals(reason, e.reason(), e.getMessage());
  }
}
