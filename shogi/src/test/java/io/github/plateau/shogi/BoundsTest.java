package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.ReadMode;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** Issue 9, part 3: bounded counters, short messages, ownership of positions, null arguments. */
class BoundsTest {
  private static final Shogi GAME = new Shogi();
  private static final Shogi LIMITED = new Shogi(ShogiRules.DEFAULT.withMaxPlies(256));

  @Test
  void theLargestMoveNumberStaysThereAndReadsBack() {
    ShogiPosition last = GAME.parse("4k4/9/9/9/9/9/9/9/4K4 b G 1000000000");
    assertEquals(ShogiPosition.MAX_PLY, last.ply());
    ShogiPosition next = last.play(last.legalMoves().get(0));
    assertEquals(ShogiPosition.MAX_PLY, next.ply());
    assertTrue(next.toString().endsWith(" 1000000000"), next.toString());
    assertEquals(next, GAME.parse(next.toString()));
    ShogiSearchBoard board = last.searchBoard();
    board.push(board.encode(last.legalMoves().get(0)));
    assertEquals(next, board.position());
    NotationException e =
        assertThrows(
            NotationException.class, () -> GAME.parse("4k4/9/9/9/9/9/9/9/4K4 b G 1000000001"));
    assertTrue(e.getMessage().startsWith("expected a move number from 1 to 1000000000"));
  }

  @Test
  void everyReaderCutsItsMessageAroundTheProblem() {
    String huge = "x".repeat(1_000_000);
    List<Function<String, ?>> readers =
        List.of(
            UsiLine::parse,
            text -> UsiLine.parse("position " + text),
            text -> UsiLine.parse("position startpos moves " + text),
            text -> UsiLine.parse("position sfen " + text),
            Csa.FORMAT::read,
            text -> Csa.FORMAT.read("V" + text),
            text ->
                Csa.FORMAT.read(
                    "$" + text.replace('x', 'X') + ":1\n$" + text.replace('x', 'X') + ":2"),
            text -> Csa.FORMAT.read("PI\n+\n" + text),
            text -> Csa.FORMAT.readAll(GAME, "PI\n+\n/\n" + text, ReadMode.STRICT),
            Kif.FORMAT::read,
            text -> Kif.FORMAT.read("手合割：" + text),
            text -> Kif.FORMAT.read("1 " + text),
            text -> Kif.FORMAT.read("1 ７六歩(77) (" + text),
            text -> Kif.FORMAT.read("1 ７六歩(77)\n*" + text + "\n2 " + text),
            text -> Ki2.FORMAT.read(GAME, text),
            text -> Ki2.FORMAT.read(GAME, "▲" + text),
            text -> Ki2.FORMAT.read(GAME, "▲７六歩\nまで" + text),
            GAME::parse,
            text -> GAME.parse(Shogi.START.replace(" - 1", " - " + text.replace('x', '9'))),
            text -> GAME.parseMove(GAME.start(), text),
            Square::parse);
    for (int i = 0; i < readers.size(); i++) {
      Function<String, ?> reader = readers.get(i);
      PlateauException e = assertThrows(PlateauException.class, () -> reader.apply(huge));
      int length = e.getMessage().length();
      assertTrue(length < 600, "reader " + i + " wrote a message of " + length + " characters");
    }
  }

  @Test
  void theGameRefusesPositionsAndRecordsOfOtherRules() {
    ShogiPosition other = LIMITED.start();
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> GAME.parseMove(other, "7g7f"));
    assertEquals("the position belongs to shogi:max-plies=256, not to shogi", e.getMessage());
    Move pawn = LIMITED.parseMove(other, "7g7f");
    assertThrows(IllegalArgumentException.class, () -> GAME.formatMove(other, pawn));
    GameRecord<ShogiPosition, Move> record = GameRecord.start(LIMITED);
    e = assertThrows(IllegalArgumentException.class, () -> GAME.judge(record));
    assertTrue(e.getMessage().contains("shogi:max-plies=256"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> GameRecord.start(GAME, other));
    assertThrows(IllegalArgumentException.class, () -> GAME.judge(null));
    assertEquals(LIMITED, other.game());
    assertEquals(LIMITED, other.searchBoard().position().game());
  }

  @Test
  void nullArgumentsOfTheRecordsAreRefusedByName() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> UsiLine.parse(GAME, null));
    assertEquals("line is null", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> Csa.FORMAT.read(GAME, null));
    assertEquals("text is null", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> Kif.FORMAT.read(GAME, null));
    assertEquals("text is null", e.getMessage());
    GameRecord<ShogiPosition, Move> record = GameRecord.start(GAME);
    e = assertThrows(IllegalArgumentException.class, () -> ShogiRecords.points(null, Color.GOTE));
    assertEquals("position is null", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> ShogiRecords.declare(record, null));
    assertEquals("declarer is null", e.getMessage());
    e =
        assertThrows(
            IllegalArgumentException.class,
            () -> Kif.FORMAT.write((GameRecord<ShogiPosition, Move>) null));
    assertEquals("record is null", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> Handicap.ofJapaneseName(null));
    assertEquals("japaneseName is null", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> Handicap.of(null));
    assertEquals("position is null", e.getMessage());
    e =
        assertThrows(
            IllegalArgumentException.class, () -> WesternNotation.format(GAME.start(), null));
    assertEquals("move is null", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> new ShogiProvider().create(null, null));
    assertEquals("id is null", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> new ShogiProvider().protocols(null));
    assertEquals("game is null", e.getMessage());
  }
}
