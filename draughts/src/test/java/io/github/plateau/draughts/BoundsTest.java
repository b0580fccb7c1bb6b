package io.github.plateau.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Options;
import io.github.plateau.core.Perft;
import io.github.plateau.core.ReadMode;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Hostile inputs (issue 9, part 3): bounded perft depth, null arguments, huge texts, positions of
 * another game, unmodifiable results, and a game of many thousands of plies whose history rules
 * cost the same per move at its end as at its start.
 */
class BoundsTest {
  private final Draughts game = Draughts.international();

  @ParameterizedTest(name = "{0}")
  @ValueSource(ints = {-1, Perft.MAX_DEPTH + 1, 10_000, Integer.MAX_VALUE})
  void perftRefusesADepthBeyondTheLimit(int depth) {
    for (Draughts g : DraughtsSearchBoardTest.games()) {
      DraughtsPosition p = g.start();
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> p.perft(depth));
      assertTrue(e.getMessage().startsWith("depth " + depth), e.getMessage());
      assertThrows(IllegalArgumentException.class, () -> Perft.perft(p, depth));
    }
  }

  @Test
  void perftAtTheLimitOnALostPositionIsQuick() {
    DraughtsPosition lost = game.parse("B:W31:B");
    assertEquals(0, lost.perft(Perft.MAX_DEPTH));
    assertEquals(1, lost.perft(0));
  }

  private static void expectNamed(String argument, Executable action) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, action);
    assertTrue(e.getMessage().contains(argument), argument + ": " + e.getMessage());
  }

  @Test
  void nullArgumentsAreIllegalArgumentsNamedInTheMessage() {
    DraughtsPosition start = game.start();
    expectNamed("color", () -> Piece.of(null, Kind.KING));
    expectNamed("kind", () -> Piece.of(Color.WHITE, null));
    expectNamed("rules", () -> new Draughts(null));
    expectNamed("text", () -> game.parse(null));
    expectNamed("position", () -> game.parseMove(null, "32-28"));
    expectNamed("text", () -> game.parseMove(start, null));
    expectNamed("position", () -> game.formatMove(null, Move.quiet(32, 28)));
    expectNamed("move", () -> game.formatMove(start, null));
    expectNamed("record", () -> game.judge(null));
    expectNamed("move", () -> start.play(null));
    expectNamed("piece", () -> start.count(null));
    expectNamed("captured", () -> Move.capture(1, 2, (int[]) null));
    expectNamed("options", () -> DraughtsRules.fromOptions(null));
    expectNamed("id", () -> new DraughtsProvider().create(null, Options.none()));
    expectNamed("options", () -> new DraughtsProvider().create("draughts", null));
    expectNamed("game", () -> new DraughtsProvider().protocols(null));
    expectNamed("text", () -> Pdn.FORMAT.readAll((String) null));
    expectNamed("game", () -> Pdn.FORMAT.read(null, "1. 32-28"));
    expectNamed("text", () -> Pdn.FORMAT.read(game, (String) null));
    expectNamed("mode", () -> Pdn.FORMAT.read(game, "1. 32-28", null));
    expectNamed("bytes", () -> Pdn.FORMAT.read(game, (byte[]) null, ReadMode.STRICT));
    expectNamed("game", () -> Pdn.FORMAT.readAll(null, "1. 32-28", ReadMode.STRICT));
    expectNamed("mode", () -> Pdn.FORMAT.readAll(game, new byte[0], null));
    expectNamed(
        "records", () -> Pdn.FORMAT.write((List<AnnotatedRecord<DraughtsPosition, Move>>) null));
    expectNamed("record", () -> Pdn.FORMAT.write((AnnotatedRecord<DraughtsPosition, Move>) null));
    expectNamed("gameType", () -> Pdn.FORMAT.game(null));
  }

  @Test
  void draughtsHasAToStringAndPiecesAreASideAndAKind() {
    assertEquals("draughts", game.toString());
    assertEquals(Color.BLACK, Piece.of(Color.BLACK, Kind.KING).color());
    assertEquals(Kind.KING, Piece.BLACK_KING.kind());
    assertEquals(Color.WHITE, Color.BLACK.opposite());
  }

  @Test
  void hugeTextsGiveShortMessages() {
    String digits = "7".repeat(1_000_000);
    List<Executable> readers =
        List.of(
            () -> Pdn.FORMAT.readAll("1. " + digits),
            () -> Pdn.FORMAT.readAll("1. 32-28 " + "x".repeat(1_000_000)),
            () -> Pdn.FORMAT.readAll("[" + "A".repeat(1_000_000) + " \"x\" *"),
            () -> Pdn.FORMAT.readAll("[GameType \"" + digits + "\"]"),
            () -> Pdn.FORMAT.readAll("[Result \"" + digits + "\"]"),
            () -> Pdn.FORMAT.readAll("[FEN \"W:W" + digits + "\"]"),
            () -> Pdn.FORMAT.readAll("1. 32-28 " + "(1. 33-29 ".repeat(100_000)),
            () -> Pdn.FORMAT.readAll("{" + digits),
            () -> game.parse("W:W" + digits),
            () -> game.parseMove(game.start(), digits),
            () -> game.parseMove(game.start(), "32x28" + "x27".repeat(300_000)));
    for (Executable reader : readers) {
      RuntimeException e = assertThrows(RuntimeException.class, reader);
      assertTrue(e instanceof NotationException || e instanceof IllegalMoveException, e.toString());
      assertTrue(e.getMessage().length() < 1_000, e.getMessage().length() + " characters");
    }
  }

  @Test
  void aPositionOfAnotherGameIsRefused() {
    DraughtsPosition brazilian = Draughts.brazilian().start();
    Draughts longer = new Draughts(DraughtsRules.DEFAULT.withKingMovePlies(60));
    DraughtsPosition other = longer.start();
    assertThrows(IllegalArgumentException.class, () -> GameRecord.start(game, brazilian));
    assertThrows(IllegalArgumentException.class, () -> GameRecord.start(game, other));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> game.parseMove(other, "32-28"));
    assertEquals(
        "the position belongs to draughts:king-move-plies=60, not to draughts", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> game.formatMove(other, Move.quiet(32, 28)));
    assertThrows(IllegalArgumentException.class, () -> game.judge(GameRecord.start(longer)));
  }

  @Test
  void resultsAreUnmodifiable() {
    List<AnnotatedRecord<DraughtsPosition, Move>> games = Pdn.FORMAT.readAll("1. 32-28 *");
    assertThrows(UnsupportedOperationException.class, () -> games.add(games.get(0)));
    assertThrows(UnsupportedOperationException.class, () -> game.start().legalMoves().clear());
    Move capture = game.parse("W:W32:B27").legalMoves().get(0);
    assertThrows(UnsupportedOperationException.class, () -> capture.captured().clear());
    assertThrows(UnsupportedOperationException.class, () -> game.sides().clear());
  }

  /**
   * A long king game, built by a deterministic walk that goes to the least visited position that
   * leaves the opponent no capture: every ply is judged by the history rules (repetition through
   * the record's hash index), then the game is written move by move and read back.
   */
  @Test
  void aGameOfTwentyThousandPliesIsBuiltAndReadBack() {
    Draughts noLimits =
        new Draughts(
            DraughtsRules.DEFAULT
                .withKingMovePlies(0)
                .withLongEndgamePlies(0)
                .withShortEndgamePlies(0)
                .withRepetitions(DraughtsRules.MAX_REPETITIONS));
    int plies = 20_000;
    GameRecord<DraughtsPosition, Move> record =
        GameRecord.start(noLimits, noLimits.parse("W:WK46,K50:BK1,K5"));
    Map<DraughtsPosition, Integer> visits = new HashMap<>();
    visits.put(record.current(), 1);
    while (record.ply() < plies) {
      assertFalse(record.isOver(), "over at ply " + record.ply() + ": " + record.outcome());
      record = record.play(next(record.current(), visits));
      visits.merge(record.current(), 1, Integer::sum);
      assertEquals(visits.get(record.current()), record.repetitions());
    }
    assertEquals(plies, record.ply());
    assertEquals(
        4, record.current().count(Piece.WHITE_KING) + record.current().count(Piece.BLACK_KING));

    List<DraughtsPosition> positions = record.positions();
    List<Move> moves = record.moves();
    GameRecord<DraughtsPosition, Move> read = GameRecord.start(noLimits, positions.get(0));
    for (int i = 0; i < plies; i++) {
      read = read.play(noLimits.formatMove(positions.get(i), moves.get(i)));
    }
    assertEquals(record.current(), read.current());
    assertEquals(positions.get(12_345), read.positions().get(12_345));
    assertEquals(moves.get(plies - 1), read.lastMove().orElseThrow());
  }

  /** The move to the least visited position that leaves no capture, else to any least visited. */
  private static Move next(DraughtsPosition p, Map<DraughtsPosition, Integer> visits) {
    Move best = null;
    long bestScore = Long.MAX_VALUE;
    for (Move move : p.legalMoves()) {
      DraughtsPosition child = p.play(move);
      boolean safe = child.legalMoves().isEmpty() || !child.legalMoves().get(0).isCapture();
      long score = (safe ? 0 : 1L << 32) + visits.getOrDefault(child, 0);
      if (score < bestScore) {
        best = move;
        bestScore = score;
      }
    }
    return best;
  }
}
