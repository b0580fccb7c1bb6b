package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.NotationException;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** USI moves: round trips, the three forms, and every rejection with its message. */
class MoveTextTest {
  private static final Shogi GAME = new Shogi();

  @ParameterizedTest
  @ValueSource(
      strings = {
        Shogi.START,
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
        "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1"
      })
  void everyLegalMoveIsWrittenAndReadBack(String sfen) {
    ShogiPosition position = GAME.parse(sfen);
    for (Move move : position.legalMoves()) {
      String text = GAME.formatMove(position, move);
      assertEquals(move.toString(), text);
      assertEquals(move, GAME.parseMove(position, text));
    }
  }

  @Test
  void theThreeFormsNameTheirParts() {
    ShogiPosition start = GAME.start();
    Move pawn = GAME.parseMove(start, "7g7f");
    assertEquals(Optional.of(Square.parse("7g")), pawn.from());
    assertEquals(Square.parse("7f"), pawn.to());
    ShogiPosition exchange = start.play(pawn).play(GAME.parseMove(start.play(pawn), "3c3d"));
    Move promotion = GAME.parseMove(exchange, "8h2b+");
    assertTrue(promotion.promotes());
    ShogiPosition hand = GAME.parse("4k4/9/9/9/9/9/9/9/4K4 b S 1");
    Move drop = GAME.parseMove(hand, "S*5e");
    assertEquals(Optional.of(Kind.SILVER), drop.dropped());
    assertEquals(Optional.empty(), drop.from());
    assertEquals(Move.drop(Kind.SILVER, Square.parse("5e")), drop);
  }

  @ParameterizedTest(name = "\"{0}\": {1} at {2}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      value = {
        " | expected a square such as 7g | 0",
        "7 | expected a rank letter a to i after the file | 1",
        "0g7f | expected a file digit 1 to 9, not '0' | 0",
        "7z7f | expected a rank letter a to i, not 'z' | 1",
        "7g7 | expected a rank letter a to i after the file | 3",
        "\"7g 7f\" | expected a file digit 1 to 9, not character U+0020 | 2",
        "7g7f* | expected '+' (promotion) or the end of the move | 4",
        "7g7f+x | unexpected text after the move | 5",
        "p*5e | expected the dropped piece, P L N S G B or R, not 'p' | 0",
        "K*5e | expected the dropped piece, P L N S G B or R, not 'K' | 0",
        "P*5e5 | unexpected text after the move | 4",
        "P* | expected a square such as 7g | 2",
        "P*5j | expected a rank letter a to i, not 'j' | 3"
      })
  void malformedMovesAreRefusedWithTheirOffset(String text, String message, int offset) {
    String input = text == null ? "" : text;
    NotationException e =
        assertThrows(NotationException.class, () -> GAME.parseMove(GAME.start(), input));
    assertEquals(message + " at offset " + offset, e.getMessage().replaceAll(" of \".*\"$", ""));
    assertEquals(offset, e.offset());
  }

  @Test
  void nullArgumentsAreRefusedByName() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> GAME.parseMove(GAME.start(), null));
    assertEquals("text is null", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> GAME.parseMove(null, "7g7f"));
    assertEquals("position is null", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> GAME.formatMove(GAME.start(), null));
    assertEquals("move is null", e.getMessage());
  }

  @ParameterizedTest(name = "{1} in {0}: {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 | 5e5d | there is no piece"
            + " on 5e",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 | 3c3d | the piece on 3c"
            + " is not sente's",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 | 5i6i | 6i holds a piece"
            + " of sente's own",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 | 7g7e | the pawn on 7g"
            + " cannot reach 7e",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 | 8h5e | the bishop on 8h"
            + " cannot reach 5e",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 | 7g7f+ | a move that"
            + " neither starts nor ends in the promotion zone cannot promote",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 | P*5e | sente has no pawn"
            + " in hand",
        "1k7/9/9/4G4/9/9/9/9/1K7 b - 1 | 5d5c+ | a gold never promotes",
        "1k7/4P4/9/9/9/9/9/9/1K7 b - 1 | 5b5a | a pawn on 5a could never move: it must promote",
        "1k7/9/9/4N4/9/9/9/9/1K7 b - 1 | 5d4b | a knight on 4b could never move: it must promote",
        "4k4/9/9/9/9/9/9/9/4K4 b P 1 | P*5i | 5i is not empty",
        "4k4/9/9/9/9/9/9/9/4K4 b P 1 | P*3a | a pawn dropped on 3a could never move",
        "4k4/9/9/9/9/9/9/9/4K4 w n 1 | N*3h | a knight dropped on 3h could never move",
        "1k7/9/9/9/9/9/4P4/9/1K7 b P 1 | P*5e | sente already has an unpromoted pawn on that file"
            + " (nifu)",
        "4k4/9/9/9/4r4/9/4G4/9/4K4 b - 1 | 5g4g | it would leave the king in check",
        "4k4/9/9/9/9/9/9/3r5/4K4 b - 1 | 5i5h | it would leave the king in check",
        "4k4/9/9/9/4r4/9/9/3G5/4K4 b B 1 | B*1a | it does not answer the check",
        "kn7/9/1G7/9/9/9/9/9/9 b P 1 | P*9b | a pawn drop may not give checkmate (uchifuzume)"
      })
  void illegalMovesAreRefusedWithTheReason(String sfen, String move, String reason) {
    ShogiPosition position = GAME.parse(sfen);
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> GAME.parseMove(position, move));
    assertEquals(move + " is not legal in " + sfen + ": " + reason, e.getMessage());
  }

  @Test
  void underTheAlwaysPromoteOptionDecliningAPromotionIsRefused() {
    Shogi always = new Shogi(ShogiRules.DEFAULT.withAlwaysPromote(true));
    ShogiPosition position = always.parse("1k7/9/9/4S4/9/9/9/9/1K7 b - 1");
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> always.parseMove(position, "5d5c"));
    assertTrue(
        e.getMessage().endsWith("under the always-promote rule a piece that may promote must"));
  }

  @Test
  void aMoveToItsOwnSquareIsIllegal() {
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> GAME.parseMove(GAME.start(), "7g7g"));
    assertTrue(e.getMessage().startsWith("7g7g does not leave its square"), e.getMessage());
  }

  @Test
  void formatMoveRefusesAMoveOfAnotherPosition() {
    Move pawn = GAME.parseMove(GAME.start(), "7g7f");
    ShogiPosition after = GAME.start().play(pawn);
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> GAME.formatMove(after, pawn));
    assertEquals("7g7f is not legal in " + after + ": there is no piece on 7g", e.getMessage());
  }
}
