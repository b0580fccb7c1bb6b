package io.github.plateau.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Games of twenty thousand plies of kings shuffling are built, judged and read back: the history
 * rules cost the same at every ply (repetition through core's index by hash, the king-move and
 * endgame counts by walking back at most their limits), so this runs in seconds. It checks
 * correctness, not time: a rule that walked the whole game per move would make it run for minutes,
 * a record that held every position would keep twenty thousand of them.
 */
class LongGameTest {
  private static final int PLIES = 20_000;

  /**
   * Three kings and a man a side, all on the board's edges where nothing can jump them: no capture
   * to start with, and no endgame balance, so with the king-move count off only repetition, on, can
   * end the game.
   */
  private static final String START = "W:W46,K26,K36,K45:B5,K6,K15,K25";

  /** The international rules without the king-move count: the kings shuffle for good. */
  private static final Draughts GAME = new Draughts(DraughtsRules.DEFAULT.withKingMovePlies(0));

  /** The walk, judged by every other rule, and a weak reference to each position it played. */
  private static GameRecord<DraughtsPosition, Move> record;

  private static final List<WeakReference<DraughtsPosition>> played = new ArrayList<>();

  @BeforeAll
  static void playALongGame() {
    record = walk(GameRecord.start(GAME, GAME.parse(START)), PLIES, played);
  }

  /**
   * Plays a deterministic walk of king moves: at each ply the first, from a place that rotates,
   * that captures nothing, leaves no capture to the other side, and leads to a position that has
   * occurred at most once; so neither repetition nor a forced capture ever ends it. Moves to the
   * edge come first: a king there cannot be jumped, so the kings are not driven into a corner of
   * the board where every move leaves one en prise.
   */
  private static GameRecord<DraughtsPosition, Move> walk(
      GameRecord<DraughtsPosition, Move> start,
      int plies,
      List<WeakReference<DraughtsPosition>> held) {
    GameRecord<DraughtsPosition, Move> r = start;
    Map<Long, Integer> seen = new HashMap<>();
    seen.merge(r.current().hash(), 1, Integer::sum);
    while (r.ply() < start.ply() + plies) {
      DraughtsPosition position = r.current();
      List<Move> moves = position.legalMoves();
      Move chosen = null;
      for (int pass = 0; pass < 2 && chosen == null; pass++) {
        for (int i = 0; i < moves.size() && chosen == null; i++) {
          Move move = moves.get((i + r.ply() * 7) % moves.size());
          if ((pass == 1 || onEdge(move.to()))
              && isQuietKingMove(position, move)
              && seen.getOrDefault(position.play(move).hash(), 0) < 2) {
            chosen = move;
          }
        }
      }
      assertNotNull(chosen, "the walk is stuck at ply " + r.ply() + " " + position + " " + moves);
      r = r.play(chosen);
      seen.merge(r.current().hash(), 1, Integer::sum);
      held.add(new WeakReference<>(r.current()));
      assertFalse(r.isOver(), "ended at ply " + r.ply() + ": " + r.outcome());
    }
    return r;
  }

  /** Whether a square is on the board's edge, where no piece can be jumped. */
  private static boolean onEdge(int square) {
    Geometry board = Geometry.of(10);
    int row = board.row(square);
    int column = board.column(square);
    return row == 0 || row == 9 || column == 0 || column == 9;
  }

  /** A legal king move that captures nothing after which the other side has no capture either. */
  private static boolean isQuietKingMove(DraughtsPosition position, Move move) {
    return !move.isCapture()
        && position.pieceAt(move.from()).orElseThrow().kind() == Kind.KING
        && leavesNoCapture(position, move);
  }

  /** Whether the other side has moves after a legal move, none of them a capture. */
  private static boolean leavesNoCapture(DraughtsPosition position, Move move) {
    List<Move> replies = position.play(move).legalMoves();
    return !replies.isEmpty() && !replies.get(0).isCapture(); // a capture is compulsory
  }

  @Test
  void theWalkReachedItsLengthAndEachPositionFollowsFromTheOneBefore() {
    assertEquals(PLIES, record.ply());
    assertFalse(record.isOver());
    List<DraughtsPosition> positions = record.positions();
    List<Move> moves = record.moves();
    assertEquals(PLIES, moves.size());
    for (int i = 0; i < PLIES; i++) {
      assertEquals(positions.get(i + 1), positions.get(i).play(moves.get(i)), "ply " + i);
    }
  }

  @Test
  void theLastPositionIsExactItsHashAsIfParsedAfresh() {
    // The hash is updated move by move for twenty thousand plies: one wrong key would stay in it.
    DraughtsPosition last = record.current();
    DraughtsPosition parsed = GAME.parse(last.toString());
    assertEquals(parsed, last);
    assertEquals(parsed.hash(), last.hash());
    assertEquals(parsed.hash(), last.searchBoard().hash());
  }

  @Test
  void theRecordHoldsAboutOnePositionInSixteenHoweverLong() {
    // Nothing grows with the game but the moves: the positions are replayed from one in sixteen.
    int bound = PLIES / 16 + 16 + 1;
    long alive = played.size();
    for (int i = 0; i < 100 && alive > bound; i++) {
      System.gc();
      alive = played.stream().filter(p -> p.get() != null).count();
    }
    assertTrue(alive <= bound, alive + " positions held after " + PLIES + " plies");
  }

  @Test
  void aLongPdnRecordIsWrittenAndReadBack() {
    String text = Pdn.FORMAT.write(record);
    Pdn.FORMAT.read(GAME, "1. 32-28 *"); // leaves the thread a board for its next reader
    assertNotNull(PdnReader.SPARE.get());
    GameRecord<DraughtsPosition, Move> read = Pdn.FORMAT.read(GAME, text).record();
    assertEquals(record.moves(), read.moves());
    assertEquals(record.current(), read.current());
    assertFalse(read.isOver());
    // the board grown for twenty thousand plies, past the bytes kept, was let go
    assertNull(PdnReader.SPARE.get());
  }

  @Test
  void repetitionIsCountedRightAtTheEndOfALongGame() {
    // Every position of the game counted afresh by its text, then a four-ply cycle played until
    // one occurs for the third time: the game must end there, not before, not after.
    Map<String, Integer> counts = new HashMap<>();
    for (DraughtsPosition p : record.positions()) {
      counts.merge(p.toString(), 1, Integer::sum);
    }
    List<Move> cycle = cycle(record.current());
    GameRecord<DraughtsPosition, Move> r = record;
    for (int i = 0; ; i++) {
      r = r.play(cycle.get(i % cycle.size()));
      int occurrence = counts.merge(r.current().toString(), 1, Integer::sum);
      assertEquals(occurrence, r.repetitions(), "ply " + r.ply());
      if (occurrence == 3) {
        break;
      }
      assertFalse(r.isOver(), "ended at ply " + r.ply() + ": " + r.outcome());
    }
    assertEquals(Optional.of(Outcome.draw(Reason.REPETITION)), r.outcome());
    assertTrue(r.ply() - PLIES <= 3 * cycle.size(), "ended after " + (r.ply() - PLIES) + " plies");
  }

  @Test
  void theKingMoveCountAtTheEndOfALongGameCountsOnlySinceTheLastManMove() {
    // Played as played, past every king-move limit; the rules asked at the end count back only
    // to the last move of a man: 50 king plies after it draw, 49 do not.
    Draughts counted = new Draughts(DraughtsRules.DEFAULT);
    GameRecord<DraughtsPosition, Move> r =
        walk(GameRecord.asPlayed(counted, counted.parse(START)), PLIES, new ArrayList<>());
    assertEquals(Optional.of(Outcome.draw(Reason.KING_MOVES_LIMIT)), counted.judge(r));
    r = r.play(manMove(r.current()));
    assertEquals(Optional.empty(), counted.judge(r));
    r = walk(r, 50, new ArrayList<>());
    assertEquals(Optional.empty(), counted.judge(r.undo()));
    assertEquals(Optional.of(Outcome.draw(Reason.KING_MOVES_LIMIT)), counted.judge(r));
    assertEquals(PLIES + 51, r.ply());
  }

  /** The first move of a man that captures nothing and leaves no capture to the other side. */
  private static Move manMove(DraughtsPosition p) {
    return p.legalMoves().stream()
        .filter(m -> p.pieceAt(m.from()).orElseThrow().kind() == Kind.MAN)
        .filter(m -> !m.isCapture() && leavesNoCapture(p, m))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no quiet man move from " + p));
  }

  /**
   * Four quiet king moves that lead back to a position: one of the side to move, one of the other,
   * and each taken back, none leaving a capture to the side that moves next.
   */
  private static List<Move> cycle(DraughtsPosition p) {
    for (Move first : p.legalMoves()) {
      if (!isQuietKingMove(p, first)) {
        continue;
      }
      DraughtsPosition q = p.play(first);
      for (Move second : q.legalMoves()) {
        if (!isQuietKingMove(q, second)) {
          continue;
        }
        Move firstBack = Move.quiet(first.to(), first.from());
        Move secondBack = Move.quiet(second.to(), second.from());
        DraughtsPosition r = q.play(second);
        if (r.legalMoves().contains(firstBack)
            && isQuietKingMove(r, firstBack)
            && r.play(firstBack).legalMoves().contains(secondBack)
            && isQuietKingMove(r.play(firstBack), secondBack)) {
          return List.of(first, second, firstBack, secondBack);
        }
      }
    }
    throw new AssertionError("no cycle from " + p);
  }
}
