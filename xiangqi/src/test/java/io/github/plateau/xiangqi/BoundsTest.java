package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Options;
import io.github.plateau.core.Perft;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.ReadMode;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** Hostile input: deep perfts, huge counters, nulls, huge texts; each fails cleanly and quickly. */
class BoundsTest {
  private static final String MATED = "3k5/9/9/9/9/9/9/9/3R5/4K4 b - - 0 1";
  private static final int LONGEST_MESSAGE = 1000;

  private final Xiangqi game = new Xiangqi();

  @Test
  void perftRefusesDepthsAboveTheLimitEvenWhereNothingIsLeftToCount() {
    XiangqiPosition mated = game.parse(MATED);
    assertThrows(IllegalArgumentException.class, () -> mated.perft(1_000_000));
    assertThrows(IllegalArgumentException.class, () -> mated.perft(Perft.MAX_DEPTH + 1));
    assertThrows(IllegalArgumentException.class, () -> mated.perft(-1));
    assertThrows(IllegalArgumentException.class, () -> game.start().perft(Integer.MAX_VALUE));
    assertEquals(0, mated.perft(Perft.MAX_DEPTH));
    assertEquals(1, mated.perft(0));
    // A line that ends by mate at once, searched as deep as accepted: buffers only as reached.
    XiangqiPosition mateInOne = game.parse("3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1");
    assertEquals(0, mateInOne.play(game.parseMove(mateInOne, "b0b9")).perft(Perft.MAX_DEPTH));
  }

  @Test
  void theLargestCountersStayReadableAfterMoves() {
    XiangqiPosition p = game.parse("3k5/9/9/9/9/9/9/9/9/4K4 b - - 999999999 999999999");
    assertEquals(XiangqiPosition.MAX_PLY, p.ply());
    for (int i = 0; i < 4; i++) {
      XiangqiPosition next = p.play(p.legalMoves().get(0));
      assertTrue(next.ply() >= 0, "no wrap");
      assertEquals(next.ply() % 2, next.sideToMove().index(), "ply parity follows the side");
      assertEquals(999_999_999, next.halfmoveClock());
      assertEquals(next, game.parse(next.toString()), next.toString());
      assertTrue(next.toString().endsWith(" 999999999 999999999"), next.toString());
      p = next;
    }
    // The search board counts the same way.
    XiangqiSearchBoard board = game.parse(p.toString()).searchBoard();
    XiangqiPosition q = game.parse(p.toString());
    for (int i = 0; i < 3; i++) {
      Move move = q.legalMoves().get(0);
      board.push(board.encode(move));
      q = q.play(move);
      assertEquals(q, board.position());
    }
  }

  @Test
  void fenCountersAboveNineDigitsAreRefused() {
    String board = "3k5/9/9/9/9/9/9/9/9/4K4 w - - ";
    assertThrows(NotationException.class, () -> game.parse(board + "1000000000 1"));
    assertThrows(NotationException.class, () -> game.parse(board + "0 1000000000"));
  }

  @Test
  void nullArgumentsAreIllegalArgumentsNamingThem() {
    XiangqiPosition start = game.start();
    Move move = start.legalMoves().get(0);
    expectNull("id", () -> new XiangqiProvider().create(null, Options.none()));
    expectNull("options", () -> new XiangqiProvider().create("xiangqi", null));
    expectNull("game", () -> new XiangqiProvider().protocols(null));
    expectNull("options", () -> XiangqiRules.fromOptions(null));
    expectNull("rules", () -> new Xiangqi(null));
    expectNull("text", () -> game.parse(null));
    expectNull("position", () -> game.parseMove(null, "h2e2"));
    expectNull("text", () -> game.parseMove(start, null));
    expectNull("position", () -> game.formatMove(null, move));
    expectNull("move", () -> game.formatMove(start, null));
    expectNull("record", () -> game.judge(null));
    expectNull("move", () -> start.play(null));
    expectNull("move", () -> start.isLegal(null));
    expectNull("square", () -> start.pieceAt(null));
    expectNull("piece", () -> start.count(null));
    expectNull("other", () -> start.samePosition(null));
    expectNull("from", () -> new Move(null, Square.of(0, 0)));
    expectNull("color", () -> new Piece(null, Kind.HORSE));
    expectNull("kind", () -> new Piece(Color.RED, null));
    expectNull("text", () -> Square.parse(null));
    expectNull("position", () -> Wxf.format(null, move));
    expectNull("text", () -> Wxf.parse(start, null));
    expectNull("text", () -> Pgn.FORMAT.read((String) null));
    expectNull("game", () -> Pgn.FORMAT.read(null, ""));
    expectNull("mode", () -> Pgn.FORMAT.readAll(game, "", null));
    expectNull("bytes", () -> Pgn.FORMAT.readAll(game, (byte[]) null, ReadMode.STRICT));
    expectNull(
        "record",
        () -> Pgn.FORMAT.in(MoveFormat.WXF).write((GameRecord<XiangqiPosition, Move>) null));
    expectNull("format", () -> Pgn.FORMAT.in(null).write(GameRecord.start(game)));
    expectNull("position", () -> MoveFormat.CHINESE.parse(null, "炮二平五"));
    expectNull("text", () -> MoveFormat.CHINESE.parse(start, null));
    expectNull("move", () -> MoveFormat.CHINESE.format(start, null));
    expectNull("value", () -> MoveFormat.ofFormatTag(null));
  }

  private static void expectNull(String name, Executable call) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
    assertEquals(name + " is null", e.getMessage());
  }

  @Test
  void aPositionOfOtherRulesIsRefusedNamingBothGames() {
    Xiangqi shorter = new Xiangqi(XiangqiRules.DEFAULT.withNoCapturePlies(40));
    XiangqiPosition foreign = shorter.start();
    Move move = foreign.legalMoves().get(0);
    for (Executable call :
        List.<Executable>of(
            () -> game.parseMove(foreign, "h2e2"),
            () -> game.formatMove(foreign, move),
            () -> game.judge(GameRecord.start(shorter).play(move)),
            () -> GameRecord.start(game, foreign))) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
      assertTrue(e.getMessage().contains("no-capture-plies=40"), e.getMessage());
    }
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> game.parseMove(foreign, "h2e2"))
            .getMessage()
            .contains("not to xiangqi"));
  }

  @Test
  void parserMessagesStayShortForHugeInputs() {
    String huge = "x".repeat(1_000_000);
    String digits = "1".repeat(1_000_000);
    String name = "T".repeat(1_000_000);
    List<Supplier<Object>> reads =
        List.of(
            () -> game.parse(huge),
            () -> game.parse("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 " + digits),
            () -> game.parseMove(game.start(), huge),
            () -> Wxf.parse(game.start(), huge),
            () -> Square.parse(huge),
            () -> Pgn.FORMAT.read(huge),
            () -> Pgn.FORMAT.read("[Format \"Chinese\"] " + huge),
            () -> Pgn.FORMAT.read("炮" + huge + "进一"),
            () -> MoveFormat.CHINESE.parse(game.start(), huge + "平五"),
            () -> MoveFormat.SAN.parse(game.start(), "C" + "a".repeat(1_000_000) + "e2"),
            () -> Pgn.FORMAT.read(digits + ". h2e2"),
            () -> Pgn.FORMAT.read("[" + name + " \"x\"]\n[" + name + " \"y\"]"),
            () -> Pgn.FORMAT.read("[" + name + " x"),
            () -> Pgn.FORMAT.read("[Game \"" + huge + "\"]"),
            () -> Pgn.FORMAT.read("[Format \"" + huge + "\"]"),
            () -> Pgn.FORMAT.read("[Format \"ICCS\"]\n[FEN \"" + MATED + "\"]\n" + huge));
    for (Supplier<Object> read : reads) {
      PlateauException e = assertThrows(PlateauException.class, read::get);
      assertTrue(e.getMessage().length() < LONGEST_MESSAGE, e.getMessage().length() + " chars");
    }
    AnnotatedRecord<XiangqiPosition, Move> badHeader =
        AnnotatedRecord.of(GameRecord.start(game)).withHeaders(Map.of(huge + "!", ""));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Pgn.FORMAT.write(badHeader));
    assertTrue(e.getMessage().length() < LONGEST_MESSAGE, e.getMessage().length() + " chars");
  }

  @Test
  void listsAreUnmodifiable() {
    List<AnnotatedRecord<XiangqiPosition, Move>> games =
        Pgn.FORMAT.readAll(
            game, Pgn.FORMAT.in(MoveFormat.ICCS).write(GameRecord.start(game)), ReadMode.STRICT);
    assertThrows(UnsupportedOperationException.class, () -> games.add(games.get(0)));
    assertThrows(
        UnsupportedOperationException.class,
        () -> Pgn.FORMAT.readAll(game, "", ReadMode.STRICT).add(null));
    List<Move> moves = game.start().legalMoves();
    assertThrows(UnsupportedOperationException.class, () -> moves.remove(0));
    assertThrows(UnsupportedOperationException.class, () -> game.sides().clear());
  }

  @Test
  void pieceAtAllocatesNothing() {
    XiangqiPosition start = game.start();
    assertSame(start.pieceAt(Square.of(0, 0)), start.pieceAt(Square.of(8, 0)));
    assertSame(start.pieceAt(Square.of(4, 4)), start.pieceAt(Square.of(4, 5)));
    assertSame(
        start.pieceAt(Square.of(0, 0)), game.parse(MATED).searchBoard().pieceAt(Square.of(3, 1)));
  }
}
