package io.github.plateau.napoleon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Games;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Perft;
import io.github.plateau.core.Reason;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Bounded costs and clean failures (issue 9, part 3): perft depths, the ply counter, null
 * arguments, long inputs, positions of other rules.
 */
class BoundsTest {
  private static final Napoleon GAME = new Napoleon();
  private static final NapoleonPosition START = GAME.start();

  private static void refused(String name, Runnable call) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call::run);
    assertTrue(e.getMessage().contains(name), e.getMessage());
  }

  @Test
  void perftRefusesADepthAboveTheLimitBeforeSearching() {
    refused("depth 2147483647", () -> START.perft(Integer.MAX_VALUE));
    refused("depth 65", () -> START.perft(Perft.MAX_DEPTH + 1));
    refused("depth -1", () -> START.perft(-1));
    Napoleon big = new Napoleon(NapoleonRules.DEFAULT.withSize(11, 9));
    refused("depth 2147483647", () -> big.start().perft(Integer.MAX_VALUE));
    refused("depth 2147483647", () -> Perft.pushPop(START.searchBoard(), Integer.MAX_VALUE));
    // A decided position is a leaf: a deep perft of it answers at once, without per-ply buffers.
    NapoleonPosition won = Fixtures.position("Gd6 Ge6 gh8");
    assertEquals(0, won.perft(Perft.MAX_DEPTH));
    assertEquals(0, Perft.pushPop(won.searchBoard(), Perft.MAX_DEPTH));
  }

  @Test
  void thePlyCountIsBoundedSoThatEveryPositionRoundTripsAndTheLimitFires() {
    String max = START.toString().replace(" 0 -", " " + NapoleonPosition.MAX_PLY + " -");
    NapoleonPosition last = GAME.parse(max);
    NapoleonPosition after = last.play(Fixtures.step("c2", "c3"));
    assertEquals(NapoleonPosition.MAX_PLY, after.ply());
    assertEquals(after, GAME.parse(after.toString()));
    NotationException tooLarge =
        assertThrows(
            NotationException.class, () -> GAME.parse(max.replace(" 999999999 ", " 1000000000 ")));
    assertTrue(tooLarge.getMessage().contains("too large"), tooLarge.getMessage());
    assertThrows(
        NotationException.class, () -> GAME.parse(max.replace(" 999999999 ", " 2147483647 ")));

    Napoleon limited = new Napoleon(NapoleonRules.DEFAULT.withMaxPlies(NapoleonPosition.MAX_PLY));
    String before = START.toString().replace(" 0 -", " " + (NapoleonPosition.MAX_PLY - 1) + " -");
    GameRecord<NapoleonPosition, Move> record =
        GameRecord.start(limited, limited.parse(before)).play("c2-c3").play("end");
    assertEquals(Optional.of(Outcome.draw(Reason.MOVE_LIMIT)), record.outcome());
  }

  @Test
  void nullArgumentsAreRefusedByName() {
    GameRecord<NapoleonPosition, Move> record = GameRecord.start(GAME);
    refused("record", () -> GAME.judge(null));
    refused("record", () -> GAME.adjudicate(null));
    refused("position", () -> GAME.byPoints(null, Reason.ADJUDICATION));
    refused("reason", () -> GAME.byPoints(START, null));
    refused("text", () -> GAME.parse(null));
    refused("position", () -> GAME.parseMove(null, "c2-c3"));
    refused("text", () -> GAME.parseMove(START, null));
    refused("position", () -> GAME.formatMove(null, Fixtures.step("c2", "c3")));
    refused("move", () -> GAME.formatMove(START, null));
    refused("camp", () -> GAME.defaultSetup(null));
    refused("camp", () -> GAME.randomSetup(null, 1));
    refused("terrain", () -> GAME.randomSetup(Camp.SOUTH, 1, null));
    refused("text", () -> GAME.parseSetup(Camp.SOUTH, null));
    refused("camp", () -> GAME.parseSetup(null, "ANIIDIIIAN/CCIGGANCC"));
    refused("setup", () -> GAME.formatSetup(null));
    refused("setup", () -> GAME.validate(null, Map.of()));
    refused("south", () -> GAME.startPosition(null, GAME.defaultSetup(Camp.NORTH), Camp.SOUTH));
    refused("north", () -> GAME.startPosition(GAME.defaultSetup(Camp.SOUTH), null, Camp.SOUTH));
    refused("rules", () -> new Napoleon(null));
    refused("kind", () -> Army.base().limit(null));
    refused("counts", () -> Army.of(null));
    refused("limits", () -> Army.pool(16, null));
    refused("pieces", () -> Setup.of(Camp.SOUTH, null));
    refused("camp", () -> Setup.of(null, Map.of()));
    refused("direction", () -> new Square(1, 1).step(null, 8, 8));
    refused("square", () -> Square.parse(null));
    refused("kind", () -> Terrain.HILL.admits(null));
    refused("name", () -> Direction.fromName(null));
    refused("camp", () -> Piece.of(null, Kind.GENERAL));
    refused("direction", () -> Piece.cannon(Camp.SOUTH, Direction.N).reoriented(null));
    refused("from", () -> Move.step(null, new Square(1, 1)));
    refused("pushedTo", () -> Move.push(new Square(1, 1), new Square(1, 2), null));
    refused("cannon", () -> Move.order(null, Direction.N));
    refused("direction", () -> Move.order(new Square(1, 1), null));
    refused("move", () -> START.play(null));
    refused("move", () -> START.isLegal(null));
    refused("move", () -> START.violation(null));
    refused("other", () -> START.samePosition(null));
    refused("square", () -> START.pieceAt(null));
    refused("camp", () -> START.count(null, Kind.GENERAL));
    refused("kind", () -> START.count(Camp.SOUTH, null));
    refused("camp", () -> START.points(null));
    refused("square", () -> START.lineOfSight(null));
    refused("id", () -> new NapoleonProvider().create(null, null));
    refused("game", () -> new NapoleonProvider().protocols(null));
    assertFalse(record.isOver());
  }

  @Test
  void positionsAndRecordsOfOtherRulesAreRefusedNamingBothGames() {
    Napoleon other = new Napoleon(NapoleonRules.DEFAULT.withK(5));
    NapoleonPosition foreign = other.start();
    GameRecord<NapoleonPosition, Move> record = GameRecord.start(other);
    List<Runnable> calls =
        List.of(
            () -> GAME.parseMove(foreign, "c2-c3"),
            () -> GAME.formatMove(foreign, Fixtures.step("c2", "c3")),
            () -> GAME.byPoints(foreign, Reason.ADJUDICATION),
            () -> GAME.judge(record),
            () -> GAME.adjudicate(record));
    for (Runnable call : calls) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call::run);
      assertTrue(
          e.getMessage().contains("napoleon:k=5") && e.getMessage().contains("not to napoleon")
              || e.getMessage().contains("not of napoleon"),
          e.getMessage());
    }
    assertEquals("c2-c3", GAME.formatMove(START, GAME.parseMove(START, "c2-c3")));
    assertEquals(
        GAME.parseMove(START, "c2-c3"),
        new Napoleon().parseMove(START, "c2-c3"),
        "an equal game accepts the position");
  }

  @Test
  void messagesAboutHugeInputsStayShort() {
    String huge = "x".repeat(1_000_000);
    List<Supplier<RuntimeException>> failures =
        List.of(
            () -> assertThrows(NotationException.class, () -> GAME.parse(huge)),
            () -> assertThrows(NotationException.class, () -> GAME.parse(huge + " s - 0 -")),
            () ->
                assertThrows(
                    NotationException.class,
                    () ->
                        GAME.parse(
                            START.toString().replace(" 0 -", " " + "9".repeat(1_000_000) + " -"))),
            () ->
                assertThrows(
                    NotationException.class,
                    () -> GAME.parse(START.toString().replace("s - 0", "s se2x" + huge + " 0"))),
            () -> assertThrows(NotationException.class, () -> GAME.parseMove(START, huge)),
            () ->
                assertThrows(
                    NotationException.class, () -> GAME.parseMove(START, "c2-c3,a2=" + huge)),
            () -> assertThrows(NotationException.class, () -> GAME.parseSetup(Camp.SOUTH, huge)),
            () -> assertThrows(IllegalArgumentException.class, () -> Square.parse(huge)),
            () ->
                assertThrows(
                    NotationException.class, () -> Games.create("napoleon:army=16:G" + huge)),
            () ->
                assertThrows(NotationException.class, () -> Games.create("napoleon:army=" + huge)));
    for (Supplier<RuntimeException> failure : failures) {
      String message = failure.get().getMessage();
      assertTrue(message.length() < 500, message.length() + " characters: " + message);
    }
  }

  @Test
  void returnedCollectionsAreUnmodifiable() {
    assertThrows(
        UnsupportedOperationException.class, () -> Army.base().limits().put(Kind.GENERAL, 9));
    assertThrows(UnsupportedOperationException.class, () -> START.legalMoves().clear());
    assertThrows(UnsupportedOperationException.class, () -> START.pieces(Camp.SOUTH).clear());
    assertThrows(
        UnsupportedOperationException.class, () -> START.lineOfSight(Square.parse("a2")).clear());
    assertThrows(UnsupportedOperationException.class, () -> GAME.sides().clear());
  }

  @Test
  void armyIsExactIsNoLongerPublic() {
    assertThrows(NoSuchMethodException.class, () -> Army.class.getMethod("isExact"));
  }
}
