package io.github.plateau.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class NotationExceptionTest {
  @Test
  void theMessageNamesTheProblemTheOffsetAndTheInputOnOneLine() {
    NotationException e = new NotationException("bad rank", "9/9\nx", 4);
    assertEquals("bad rank at offset 4 (line 2, column 1) of \"9/9\\nx\"", e.getMessage());
    assertEquals(4, e.offset());
    assertEquals("9/9\nx", e.input());
    assertEquals("bad rank", e.problem());
    assertEquals(new Location(4, 2, 1, 0), e.location().orElseThrow());
  }

  @Test
  void aProblemInAMoveOfARecordNamesLineColumnAndMove() {
    String record = "header\r\n1. a b\r2. c d";
    NotationException e = new NotationException("no such move", record, 18, 3);
    assertEquals(
        "no such move at offset 18 (line 3, column 4, ply 3) of \"header\\r\\n1. a b\\r2. c d\"",
        e.getMessage());
    assertEquals(new Location(18, 3, 4, 3), e.location().orElseThrow());
    IllegalMoveException illegal = new IllegalMoveException("c is not legal", record, 18, 3);
    assertEquals(
        "c is not legal at offset 18 (line 3, column 4, ply 3) of \"header\\r\\n1. a b\\r2. c d\"",
        illegal.getMessage());
    assertEquals("c is not legal", illegal.problem());
    assertEquals(e.location(), illegal.location());
    assertThrows(
        IllegalArgumentException.class, () -> new IllegalMoveException("x", record, 18, 0));
    IllegalPositionException impossible = new IllegalPositionException("two kings", record, 8);
    assertEquals(new Location(8, 2, 1, 0), impossible.location().orElseThrow());
    assertEquals("two kings", impossible.problem());
    assertEquals(java.util.Optional.empty(), new IllegalMoveException("plain").location());
    assertEquals("plain", new IllegalMoveException("plain").problem());
  }

  @Test
  void aRefusalHasAKindAndAOneLinePlaceInItsFile() {
    IllegalMoveException move = new IllegalMoveException(MoveRefusal.NO_PIECE, "x", "ab\ncd", 4, 2);
    assertEquals("IllegalMoveException NO_PIECE", move.kind());
    assertEquals("x (line 2, column 2, ply 2)", move.located(1));
    assertEquals("x (line 11, column 2, ply 2)", move.located(10), "a game's text from line 10");
    NotationException notation = new NotationException("two\nlines", "abc", 1);
    assertEquals("NotationException", notation.kind());
    assertEquals("two lines (line 1, column 2)", notation.located(1));
    IllegalPositionException position =
        new IllegalPositionException(PositionRefusal.KING_COUNT, "no king\r\nhere");
    assertEquals("IllegalPositionException KING_COUNT", position.kind());
    assertEquals("no king here", position.located(1), "no location: the message on one line");
    assertThrows(IllegalArgumentException.class, () -> move.located(0));
  }

  @Test
  void aLongInputIsShownAroundTheOffsetOnly() {
    String record = "a".repeat(500) + "BAD" + "z".repeat(500);
    NotationException e = new NotationException("bad move", record, 500);
    assertEquals(
        "bad move at offset 500 of \"..." + "a".repeat(60) + "BAD" + "z".repeat(57) + "...\"",
        e.getMessage());
    assertEquals(record, e.input());
    assertEquals(
        "x at offset 0 of \"" + "a".repeat(120) + "...\"",
        new NotationException("x", "a".repeat(121), 0).getMessage());
    assertEquals(
        "x at offset 121 of \"..." + "a".repeat(120) + "\"",
        new NotationException("x", "a".repeat(121), 121).getMessage());
  }

  @Test
  void anAmbiguousMoveInsideARecordKeepsItsOffset() {
    AmbiguousMoveException e = new AmbiguousMoveException("1. Ng5", 3, List.of("N4g5", "N6g5"));
    assertEquals(3, e.offset());
    assertEquals(List.of("N4g5", "N6g5"), e.candidates());
  }

  @Test
  void anOffsetOutsideTheInputIsAProgrammingError() {
    assertThrows(IllegalArgumentException.class, () -> new NotationException("x", "ab", 3));
  }

  @Test
  void anAmbiguousMoveListsItsCandidates() {
    AmbiguousMoveException e = new AmbiguousMoveException("Ng5", List.of("N4g5", "N6g5"));
    assertEquals(List.of("N4g5", "N6g5"), e.candidates());
    assertEquals(
        "ambiguous move, it could be any of N4g5, N6g5 at offset 0 of \"Ng5\"", e.getMessage());
  }

  @Test
  void movesListsGrowAndRefuseBadIndexes() {
    MoveList list = new MoveList(1);
    for (int i = 0; i < 100; i++) {
      list.add(i);
    }
    assertEquals(100, list.size());
    assertEquals(42, list.get(42));
    list.truncate(3);
    assertEquals(3, list.toArray().length);
    assertThrows(IndexOutOfBoundsException.class, () -> list.get(3));
    list.clear();
    assertEquals(0, list.size());
  }

  @Test
  void zobristKeysAreTheSameOnEveryRun() {
    assertEquals(Zobrist.keys(7, 3)[2], Zobrist.keys(7, 3)[2]);
    assertEquals(3, Zobrist.keys(7, 3).length);
  }
}
