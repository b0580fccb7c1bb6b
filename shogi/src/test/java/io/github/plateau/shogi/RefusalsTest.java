package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveRefusal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each kind of refusal that shogi gives for an illegal move, with the words that go with it. */
class RefusalsTest {
  private static final Shogi GAME = new Shogi();
  private static final Shogi ALWAYS = new Shogi(ShogiRules.DEFAULT.withAlwaysPromote(true));

  @ParameterizedTest(name = "{2} in {0}: {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // no piece on the square, no piece of the kind in hand
        Shogi.START + " | 5e5d | NO_PIECE | there is no piece on 5e",
        Shogi.START + " | G*5e | NO_PIECE | sente has no gold in hand",
        Shogi.START + " | 3c3d | NOT_YOUR_PIECE | the piece on 3c is not sente's",
        Shogi.START + " | 5i4i | OWN_PIECE_ON_TARGET | 4i holds a piece of sente's own",
        Shogi.START + " | 7g7e | OUT_OF_REACH | the pawn on 7g cannot reach 7e",
        Shogi.START + " | 8h3c | PATH_BLOCKED | the bishop on 8h cannot reach 3c",
        Shogi.START + " | 7g7f+ | PROMOTION | neither starts nor ends in the promotion zone",
        "4k4/9/9/9/9/9/9/9/4K4 b G 1 | 5i5h+ | PROMOTION | a king never promotes",
        "k8/4P4/9/9/9/9/9/9/4K4 b - 1 | 5b5a | PROMOTION | could never move: it must promote",
        "4k4/9/4G4/9/9/9/9/9/4K4 b P 1 | P*1a | DROP | could never move",
        "4k4/9/4G4/9/9/9/9/9/4K4 b P 1 | P*5c | DROP | 5c is not empty",
        "4k4/9/9/9/9/9/4P4/9/4K4 b P 1 | P*5e | DROP | (nifu)",
        "kn7/9/1G7/9/9/9/9/9/9 b P 1 | P*9b | DROP | (uchifuzume)",
        "k3r4/9/9/9/9/9/9/9/4K4 b G 1 | G*1a | KING_IN_CHECK | it does not answer the check",
        "4k4/4r4/9/9/9/9/9/4G4/4K4 b - 1 | 5h4h | KING_IN_CHECK | would leave the king in check",
      })
  void aMoveIsRefusedForItsReason(String sfen, String usi, MoveRefusal reason, String words) {
    ShogiPosition position = GAME.parse(sfen);
    int code = code(usi);
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> position.playCode(code));
    assertEquals(reason, e.reason(), e.getMessage());
    assertTrue(e.getMessage().contains(words), e.getMessage());
    assertTrue(e.getMessage().startsWith(usi + " is not legal in " + sfen), e.getMessage());
  }

  @Test
  void aPieceThatMayPromoteMustUnderTheAlwaysPromoteRule() {
    ShogiPosition position = ALWAYS.parse("4k4/9/9/2P6/9/9/9/9/4K4 b - 1");
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> position.playCode(code("7d7c")));
    assertEquals(MoveRefusal.PROMOTION, e.reason());
    assertTrue(e.getMessage().contains("always-promote"), e.getMessage());
  }

  @Test
  void aCodeThatIsNoMoveIsMalformed() {
    ShogiSearchBoard board = GAME.start().searchBoard();
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> board.push(-1));
    assertEquals(MoveRefusal.MALFORMED, e.reason());
    assertTrue(e.getMessage().contains("it is not the code of a move"), e.getMessage());
  }

  @Test
  void aMoveThatStaysOnItsSquareIsMalformed() {
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> GAME.parseMove(GAME.start(), "7g7g"));
    assertEquals(MoveRefusal.MALFORMED, e.reason());
  }

  @Test
  void everyEntryPointGivesTheReason() {
    ShogiPosition start = GAME.start();
    Move backwards = Move.of(Square.parse("7g"), Square.parse("7h"), false);
    assertEquals(
        MoveRefusal.OUT_OF_REACH,
        assertThrows(IllegalMoveException.class, () -> start.play(backwards)).reason());
    assertEquals(
        MoveRefusal.OUT_OF_REACH,
        assertThrows(IllegalMoveException.class, () -> GAME.formatMove(start, backwards)).reason());
    assertEquals(
        MoveRefusal.OUT_OF_REACH,
        assertThrows(IllegalMoveException.class, () -> GAME.parseMove(start, "7g7h")).reason());
    assertEquals(
        MoveRefusal.OUT_OF_REACH,
        assertThrows(IllegalMoveException.class, () -> WesternNotation.format(start, backwards))
            .reason());
    assertEquals(
        MoveRefusal.OUT_OF_REACH,
        assertThrows(IllegalMoveException.class, () -> start.searchBoard().encode(backwards))
            .reason());
  }

  /** The code of a USI move, legal or not. */
  private static int code(String usi) {
    if (usi.charAt(1) == '*') {
      return MoveCodes.drop(PieceCodes.typeOfLetter(usi.charAt(0)), Square.read(usi, 2));
    }
    return MoveCodes.ofBoardMove(Square.read(usi, 0), Square.read(usi, 2), usi.endsWith("+"));
  }
}
