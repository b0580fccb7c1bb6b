package io.github.plateau.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.MoveRefusal;
import io.github.plateau.core.PositionRefusal;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The kind of every refusal: of moves as objects, as text and as codes, and of positions. */
class RefusalsTest {
  private final Draughts game = Draughts.international();

  @ParameterizedTest
  @CsvSource({
    "B:W31:B, 1-6, GAME_OVER",
    "W:W32;45:B27, 45-40, CAPTURE_REQUIRED",
    "W:W32:B27;17, 32x21, CAPTURE_REQUIRED",
    "W:W32:B1, 32-37, OUT_OF_REACH",
    "W:W32:B1, 32-22, OUT_OF_REACH",
    "W:W32:B1, 32-23, OUT_OF_REACH",
    "W:W32:B1, 33-28, NO_PIECE",
    "W:W32:B1, 1-7, NOT_YOUR_PIECE",
    "W:W31;36:B1, 36-31, OWN_PIECE_ON_TARGET",
    "W:W32:B1;23;28, 32-28, PATH_BLOCKED",
    "W:WK46;41:B1, 46-37, PATH_BLOCKED",
    "W:W32:B1, 32x21, RULE",
  })
  void aMoveTextIsRefusedWithItsKind(String fen, String move, MoveRefusal reason) {
    DraughtsPosition p = game.parse(fen.replace(';', ','));
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> game.parseMove(p, move));
    assertEquals(reason, e.reason(), e.getMessage());
  }

  @ParameterizedTest
  @CsvSource({
    "B:W31:B, 1, 6, '', GAME_OVER",
    "W:W32;45:B27, 45, 40, '', CAPTURE_REQUIRED",
    "W:W32:B27;17, 32, 21, 27, CAPTURE_REQUIRED",
    "W:W32:B1, 32, 37, '', OUT_OF_REACH",
    "W:W32:B1, 60, 61, '', MALFORMED",
    "W:W32:B1, 33, 28, '', NO_PIECE",
    "W:W32:B1, 1, 7, '', NOT_YOUR_PIECE",
    "W:WK46;41:B1, 46, 37, '', PATH_BLOCKED",
  })
  void aMoveObjectIsRefusedWithItsKindEverywhere(
      String fen, int from, int to, String captured, MoveRefusal reason) {
    DraughtsPosition p = game.parse(fen.replace(';', ','));
    Move move =
        captured.isEmpty()
            ? Move.quiet(from, to)
            : Move.capture(from, to, Integer.parseInt(captured));
    assertEquals(reason, assertThrows(IllegalMoveException.class, () -> p.play(move)).reason());
    assertEquals(
        reason, assertThrows(IllegalMoveException.class, () -> game.formatMove(p, move)).reason());
    assertEquals(
        reason,
        assertThrows(IllegalMoveException.class, () -> p.searchBoard().encode(move)).reason());
  }

  @ParameterizedTest
  @CsvSource({
    "W:W31-50:B1-20, 46, 41, 0, OWN_PIECE_ON_TARGET",
    "W:W31-50:B1-20, 32, 26, 0, OUT_OF_REACH",
    "W:W31-50:B1-20, 255, 255, 65535, MALFORMED",
    "B:W31:B, 1, 6, 0, GAME_OVER",
  })
  void aMoveCodeIsRefusedWithItsKind(String fen, int from, int to, int variant, MoveRefusal r) {
    DraughtsSearchBoard board = game.parse(fen).searchBoard();
    int code = MoveCodes.of(from, to, variant);
    assertEquals(r, assertThrows(IllegalMoveException.class, () -> board.push(code)).reason());
    assertEquals(r, assertThrows(IllegalMoveException.class, () -> board.decode(code)).reason());
  }

  @ParameterizedTest
  @CsvSource({
    "W:W3:B20, PIECE_OUT_OF_PLACE",
    "B:W31:B48, PIECE_OUT_OF_PLACE",
    "W:W21-50:B1, TOO_MANY_PIECES",
    "B:W:B1, RULE",
  })
  void anImpossiblePositionIsRefusedWithItsKind(String fen, PositionRefusal reason) {
    assertEquals(
        reason, assertThrows(IllegalPositionException.class, () -> game.parse(fen)).reason());
  }
}
