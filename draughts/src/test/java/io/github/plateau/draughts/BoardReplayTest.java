package io.github.plateau.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.testing.ReplayChecks;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A record replayed on one search board ({@link GameRecord#playOn}, as the PDN reader replays)
 * against the same moves played position by position ({@link GameRecord#play(Object)}): seeded
 * playouts on the 8 x 8, 10 x 10 and 12 x 12 boards, under flying kings or not, men capturing
 * backward or not, majority capture or not, promotion during a capture or not, with draw limits
 * small enough to be met, judged and as played. Kings shuttle back to where they were two or four
 * plies before, so that repetitions, the king-move limit and the endgame limits end games. After
 * every move the two records agree on the outcome, the ply, the position and its repetitions, and
 * the board's hash on the position's; at the end, on every move and position, on where the rules
 * end the main line, and on the history rules' answer for every prefix asked in order (counted in
 * one step) and in reverse (walked back). On the way, the board's own tests (a quiet move alone,
 * the captures, a move's squares as the reader looks them up) agree with the position's listing, a
 * refused push leaves the board as it was, the board reset to the start replays the game again, and
 * the game written as PDN reads back with the same moves, positions, outcome and rules ending.
 */
class BoardReplayTest {
  private static final long SEED = 2026112903;
  private static final int PLAYOUTS = 120;
  private static final int PLIES = 240;

  /** The games: each board size, each rule flag flipped somewhere, and small draw limits. */
  private static final Draughts[] GAMES = {
    new Draughts(),
    new Draughts(limits(DraughtsRules.international())),
    new Draughts(limits(DraughtsRules.brazilian())),
    new Draughts(limits(DraughtsRules.canadian())),
    new Draughts(
        limits(DraughtsRules.brazilian())
            .withMajorityCapture(false)
            .withPromotionDuringCapture(true)), // Russian
    new Draughts(
        limits(DraughtsRules.brazilian())
            .withFlyingKings(false)
            .withMenCaptureBackward(false)
            .withMajorityCapture(false)), // English, Italian-like
  };

  /** Positions with kings, by board size, where limits and repetitions come soon. */
  private static final String[][] KING_STARTS = {
    {"W:WK29,K30,22:BK1,K5,10", "B:WK32,18:BK3,K4,9,11"},
    {"W:WK46,K47,33:BK5,K4,12,18", "B:WK45,K40,28:BK2,13,19"},
    {"W:WK67,K68,50:BK7,K6,20,30", "B:WK72,44:BK1,K2,15,22"},
  };

  private int plies;
  private final int[] endings = new int[4]; // repetition, king moves, endgame, no move
  private int refused;
  private int ambiguous;

  private static DraughtsRules limits(DraughtsRules rules) {
    return rules.withKingMovePlies(14).withLongEndgamePlies(20).withShortEndgamePlies(10);
  }

  @Test
  void aRecordPlayedOnOneBoardIsTheRecordPlayedPositionByPosition() {
    for (int walk = 0; walk < PLAYOUTS; walk++) {
      Draughts game = GAMES[walk % GAMES.length];
      boolean judged = walk % 3 != 0;
      int size = game.rules().size();
      String[] kings = KING_STARTS[size == 8 ? 0 : size == 10 ? 1 : 2];
      int pick = (walk / GAMES.length) % 3;
      DraughtsPosition start = pick == 2 ? game.start() : game.parse(kings[pick]);
      // cycles of 4 plies repeat before the king-move limit draws, cycles of 8 after
      playOut(game, judged, walk % 2 == 0 ? 2 : 4, SEED + walk, start);
    }
    String met =
        plies
            + " plies, main lines the rules end by repetition "
            + endings[0]
            + ", king moves "
            + endings[1]
            + ", endgame "
            + endings[2]
            + ", no move "
            + endings[3]
            + "; "
            + refused
            + " codes refused, "
            + ambiguous
            + " short captures of several moves";
    assertTrue(plies > 4_000 && refused > 1_000 && ambiguous > 0, met);
    for (int ending : endings) {
      assertTrue(ending > 2, met);
    }
  }

  private void playOut(Draughts game, boolean judged, int ago, long seed, DraughtsPosition start) {
    SplittableRandom random = new SplittableRandom(seed);
    GameRecord<DraughtsPosition, Move> slow =
        judged ? GameRecord.start(game, start) : GameRecord.asPlayed(game, start);
    GameRecord<DraughtsPosition, Move> fast = slow;
    DraughtsSearchBoard board = start.searchBoard();
    StringBuilder played = new StringBuilder();
    String from =
        "seed "
            + seed
            + ", judged "
            + judged
            + ", back "
            + ago
            + ", "
            + game.name()
            + " from "
            + start;
    for (int ply = 0; ply < PLIES && !slow.isOver(); ply++) {
      String where = from + " after [" + played + "]";
      DraughtsPosition now = slow.current();
      checkTestedAlone(board, now, random, where);
      Move move = choose(now, slow, ago, random);
      int code = codeOf(now, move);
      if (random.nextInt(4) == 0) {
        checkRefusedPush(board, random, now, where); // lists the moves: push then finds the code
      }
      slow = slow.play(move);
      fast = fast.playOn(board, code);
      played.append(played.length() == 0 ? "" : " ").append(MoveText.format(now, move));
      plies++;
      String after = where + " " + MoveText.format(now, move);
      ReplayChecks.checkSameAfterMove(slow, fast, board, after);
      assertEquals(slow.current(), board.position(), "board position, " + after);
    }
    String where = from + ": [" + played + "]";
    ReplayChecks.checkSameLine(slow, fast, where);
    checkHistoryRules(game, fast, where);
    // the board reset to the start, as the reader resets it for the next game, replays the same
    board.reset(start);
    assertEquals(0, board.ply(), "ply after reset, " + where);
    assertEquals(start, board.position(), "position after reset, " + where);
    assertEquals(start.hash(), board.hash(), "hash after reset, " + where);
    GameRecord<DraughtsPosition, Move> again =
        judged ? GameRecord.start(game, start) : GameRecord.asPlayed(game, start);
    List<Move> moves = slow.moves();
    List<DraughtsPosition> positions = slow.positions();
    for (int i = 0; i < moves.size(); i++) {
      DraughtsPosition before = positions.get(i);
      again = again.playOn(board, codeOf(before, moves.get(i)));
      assertEquals(positions.get(i + 1).hash(), board.hash(), "replay after reset, " + where);
    }
    assertEquals(slow.outcome(), again.outcome(), "outcome after reset, " + where);
    AnnotatedRecord<DraughtsPosition, Move> annotated = AnnotatedRecord.of(slow);
    Optional<AnnotatedRecord.Ending> ending = annotated.rulesEnding();
    assertEquals(ending, AnnotatedRecord.of(fast).rulesEnding(), "rules ending, " + where);
    ending.ifPresent(end -> count(end.outcome()));
    // the reader, which replays on one board, reads the game back as it was played
    String text = Pdn.FORMAT.write(annotated);
    ReadMode mode = judged ? ReadMode.STRICT : ReadMode.AS_PLAYED;
    String back = "read back, " + where + "\n" + text;
    AnnotatedRecord<DraughtsPosition, Move> read;
    try {
      read = Pdn.FORMAT.read(game, text, mode);
    } catch (RuntimeException e) {
      throw new AssertionError(back, e);
    }
    assertEquals(slow.moves(), read.record().moves(), back);
    assertEquals(slow.current(), read.record().current(), back);
    assertEquals(slow.outcome(), read.record().outcome(), back);
    assertEquals(ending, read.rulesEnding(), back);
  }

  private void count(Outcome outcome) {
    switch (outcome.reason()) {
      case REPETITION -> endings[0]++;
      case KING_MOVES_LIMIT -> endings[1]++;
      case ENDGAME_LIMIT -> endings[2]++;
      case NO_LEGAL_MOVE, NO_PIECES -> endings[3]++;
      default -> {}
    }
  }

  /**
   * The history rules' answer for every prefix, asked in order (each counted in one step from the
   * one before) and in reverse (each walked back), are the same.
   */
  private static void checkHistoryRules(
      Draughts game, GameRecord<DraughtsPosition, Move> record, String where) {
    List<GameRecord<DraughtsPosition, Move>> prefixes = new ArrayList<>();
    for (GameRecord<DraughtsPosition, Move> r = record; ; r = r.undo()) {
      prefixes.add(0, r);
      if (r.ply() == 0) {
        break;
      }
    }
    List<Optional<Outcome>> forward = new ArrayList<>();
    for (GameRecord<DraughtsPosition, Move> r : prefixes) {
      forward.add(HistoryRules.judge(game, r));
    }
    for (int i = prefixes.size() - 1; i >= 0; i--) {
      assertEquals(
          forward.get(i),
          HistoryRules.judge(game, prefixes.get(i)),
          "history rules at ply " + i + " walked back, " + where);
    }
  }

  /**
   * A king's move back to where it was two or four plies before when it can, which makes cycles;
   * else a random legal move.
   */
  private static Move choose(
      DraughtsPosition now,
      GameRecord<DraughtsPosition, Move> record,
      int ago,
      SplittableRandom random) {
    List<Move> legal = now.legalMoves();
    if (record.ply() >= ago && random.nextInt(8) != 0) {
      Move back = record.moves().get(record.ply() - ago);
      Move undo = Move.quiet(back.to(), back.from());
      if (!back.isCapture() && legal.contains(undo)) {
        return undo;
      }
      if (legal.contains(back)) {
        return back;
      }
    }
    return legal.get(random.nextInt(legal.size()));
  }

  /** The board's code of a legal move, found from the position's list, not the board's. */
  private static int codeOf(DraughtsPosition now, Move move) {
    int variant = 0;
    for (Move m : now.legalMoves()) {
      if (m.equals(move)) {
        return MoveCodes.of(move.from(), move.to(), variant);
      }
      variant += m.from() == move.from() && m.to() == move.to() ? 1 : 0;
    }
    throw new AssertionError(move + " is not legal in " + now);
  }

  /**
   * The board's answers before it lists anything: whether the side must capture, quiet moves tested
   * alone (legal ones and random squares), the listed captures, and the codes the reader's lookup
   * finds for each legal move's short and full text, against the position's listing.
   */
  private void checkTestedAlone(
      DraughtsSearchBoard board, DraughtsPosition now, SplittableRandom random, String where) {
    List<Move> legal = now.legalMoves();
    boolean capture = legal.get(0).isCapture();
    assertEquals(capture, board.mustCapture(), "must capture, " + where);
    int squares = now.squareCount();
    for (int i = 0; i < 8; i++) {
      Move quiet =
          i < 3 && !capture
              ? legal.get(random.nextInt(legal.size()))
              : Move.quiet(1 + random.nextInt(squares), 1 + random.nextInt(squares));
      assertEquals(
          legal.contains(quiet),
          board.isLegalQuiet(quiet.from(), quiet.to()),
          "quiet " + quiet + ", " + where);
    }
    PlyMoves captures = board.captures();
    assertEquals(capture ? legal.size() : 0, captures.count, "captures, " + where);
    for (int i = 0; i < captures.count; i++) {
      assertEquals(codeOf(now, legal.get(i)), captures.code[i], "capture " + i + ", " + where);
    }
    PdnMoveText.Squares read = new PdnMoveText.Squares();
    PdnMoveText.Fits fits = new PdnMoveText.Fits();
    for (Move move : legal) {
      for (String text : List.of(move.toString(), MoveText.format(now, move))) {
        PdnMoveText.read("", now.geometry(), text, 0, 1, read);
        int n = PdnMoveText.fits(board, read, fits);
        List<Move> expected = PdnMoveText.candidates("", now, text, 0, 1);
        List<Integer> codes = new ArrayList<>();
        for (Move m : expected) {
          codes.add(codeOf(now, m));
        }
        List<Integer> found = new ArrayList<>();
        for (int k = 0; k < n; k++) {
          found.add(fits.codes[k]);
        }
        assertEquals(codes, found, "codes of " + text + ", " + where);
        ambiguous += n > 1 ? 1 : 0;
      }
    }
  }

  /** A code that is not a legal move is refused, and the board stays as it was. */
  private void checkRefusedPush(
      DraughtsSearchBoard board, SplittableRandom random, DraughtsPosition now, String where) {
    int squares = now.squareCount();
    int code =
        MoveCodes.of(1 + random.nextInt(squares), 1 + random.nextInt(squares), random.nextInt(2));
    for (Move m : now.legalMoves()) {
      if (codeOf(now, m) == code) {
        return;
      }
    }
    refused++;
    ReplayChecks.checkRefusedPush(board, code, where);
  }
}
