package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.MoveList;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.testing.ReplayChecks;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A record replayed on one search board ({@link GameRecord#playOn}, as the PGN reader replays)
 * against the same moves played position by position ({@link GameRecord#play(Object)}): seeded
 * playouts, judged and as played, under a short no-capture limit or the default one, whose moves
 * often go back to where they were four plies before, so that repetitions (perpetual check and
 * chase among them) end games. After every move the two records agree on the outcome, the ply, the
 * position, the board's hash and the repetitions; at the end on every move and position and on
 * where the rules end the main line, and the game written in ICCS, WXF and Chinese reads back as
 * played. On the way, the board's one-move test ({@link XiangqiSearchBoard#isLegalCode}, nothing
 * listed) agrees with the listing, and the board's WXF and Chinese lookups agree with the readers
 * of positions, for the written form of moves and for the forms that name a piece by its file
 * (which may fit several moves, or none).
 */
class BoardReplayTest {
  private static final long SEED = 2026112927;
  private static final int PLAYOUTS = 120;
  private static final int PLIES = 260;

  private int plies;
  private XiangqiSearchBoard board; // the last playout's, reset for the next one
  private int lookups;
  private int refusedLookups;
  private final int[] endings = new int[io.github.plateau.core.Reason.values().length];

  @Test
  void aRecordPlayedOnOneBoardIsTheRecordPlayedPositionByPosition() {
    Xiangqi[] games = {new Xiangqi(), new Xiangqi(XiangqiRules.DEFAULT.withNoCapturePlies(40))};
    for (int walk = 0; walk < PLAYOUTS; walk++) {
      Xiangqi game = games[walk % 2];
      boolean judged = walk % 3 != 0;
      String fen = SeededGames.STARTS.get(walk % SeededGames.STARTS.size());
      playOut(game, judged, SEED + walk, fen);
    }
    String met =
        plies
            + " plies, "
            + lookups
            + " notation lookups ("
            + refusedLookups
            + " left to the position's readers), main lines ended by "
            + ended();
    assertTrue(plies > 8_000 && lookups > 100_000 && refusedLookups > 300, met);
    assertTrue(count("REPETITION") > 20 && count("PERPETUAL_CHECK") > 3, met);
    assertTrue(count("CHECKMATE") + count("STALEMATE") > 3, met);
    assertTrue(count("NO_CAPTURE_LIMIT") > 10, met);
  }

  /**
   * What the board finds alone in a state (a move's legality, the threats to the general behind it)
   * is found anew after a push and a pop, also when the deeper state listed its moves: seeded walks
   * test a code, push a move, list the replies and test one alone, pop, and test every legal move
   * and some random codes of the state popped to against its listing.
   */
  @Test
  void whatIsTestedAfterAPushIsTestedAnewAfterThePop() {
    Xiangqi game = new Xiangqi();
    int tested = 0;
    MoveList replies = new MoveList(Board.MAX_MOVES);
    for (int walk = 0; walk < 20; walk++) {
      long seed = SEED + 1000 + walk;
      SplittableRandom random = new SplittableRandom(seed);
      XiangqiPosition now = game.parse(SeededGames.STARTS.get(walk % SeededGames.STARTS.size()));
      XiangqiSearchBoard board = now.searchBoard();
      StringBuilder played = new StringBuilder();
      for (int ply = 0; ply < 80 && !now.legalMoves().isEmpty(); ply++) {
        List<Move> legal = now.legalMoves();
        Move move = legal.get(random.nextInt(legal.size()));
        XiangqiPosition child = now.play(move);
        String where = "seed " + seed + " [" + played + "] " + move;
        // what the state finds alone: a legal move's test finds the threats to the general
        assertTrue(board.isLegalCode(MoveCodes.code(legal.get(random.nextInt(legal.size())))));
        board.push(MoveCodes.code(move));
        if (random.nextBoolean()) {
          board.generate(replies); // the deeper state lists its moves
        }
        if (!child.legalMoves().isEmpty()) {
          Move reply = child.legalMoves().get(random.nextInt(child.legalMoves().size()));
          assertTrue(board.isLegalCode(MoveCodes.code(reply)), where + ", " + reply);
        }
        board.pop();
        checkTestedAlone(board, now, null, random, where + " popped");
        tested++;
        board.push(MoveCodes.code(move));
        played.append(played.length() == 0 ? "" : " ").append(move);
        now = child;
      }
    }
    assertTrue(tested > 500, tested + " states tested after a pop");
  }

  /**
   * A pin found before a push is found again after the pop, though the deeper state, which listed
   * its moves, has none: the Red horse on e1 stands between its general and a Black chariot.
   */
  @Test
  void aPinIsFoundAgainAfterAPushAndAPop() {
    XiangqiPosition pinned = new Xiangqi().parse("3k5/9/9/9/4r4/9/9/9/4N4/4K4 w - - 0 1");
    XiangqiSearchBoard board = pinned.searchBoard();
    int horse = MoveCodes.code(Move.of(4, 1, 3, 3)); // e1d3 uncovers the general
    int general = MoveCodes.code(Move.of(4, 0, 5, 0)); // e0f0 steps out of the chariot's file
    assertFalse(board.isLegalCode(horse), "pinned");
    assertTrue(board.isLegalCode(general));
    board.push(general);
    board.generate(new MoveList(Board.MAX_MOVES)); // Black's state, found with no pin
    board.pop();
    assertFalse(board.isLegalCode(horse), "pinned after the pop");
    assertFalse(pinned.isLegal(MoveCodes.move(horse)));
  }

  private void playOut(Xiangqi game, boolean judged, long seed, String fen) {
    SplittableRandom random = new SplittableRandom(seed);
    int style = (int) (seed % 4); // 0 wanders, 1 and 2 Red or Black checks when it can, 3 cycles
    XiangqiPosition start = game.parse(fen);
    GameRecord<XiangqiPosition, Move> slow =
        judged ? GameRecord.start(game, start) : GameRecord.asPlayed(game, start);
    GameRecord<XiangqiPosition, Move> fast = slow;
    if (board == null || seed % 5 == 0) {
      board = start.searchBoard();
    } else {
      board.reset(start); // as the reader does, game after game, from wherever the last one ended
      assertEquals(start, board.position(), "reset, seed " + seed);
      assertEquals(0, board.ply(), "reset, seed " + seed);
    }
    StringBuilder played = new StringBuilder();
    String playout =
        "seed " + seed + ", style " + style + ", judged " + judged + ", " + game + ", from " + fen;
    for (int ply = 0; ply < PLIES && !slow.isOver(); ply++) {
      String where = playout + " after [" + played + "]";
      XiangqiPosition now = slow.current();
      checkTestedAlone(board, now, fast, random, where);
      checkLookups(board, now, random, ply % 40 == 0, where);
      Move move = choose(now, slow, random, style);
      slow = slow.play(move);
      fast = fast.playOn(board, MoveCodes.code(move));
      played.append(played.length() == 0 ? "" : " ").append(move);
      plies++;
      String after = where + " " + move;
      ReplayChecks.checkSameAfterMove(slow, fast, board, after);
      assertEquals(
          slow.current().fullmoveNumber(), board.fullmoveNumber(), "move number, " + after);
      if (judged) { // the judge's shortcuts against the rules' counts, from the positions
        checkJudged(game, slow, after);
      }
    }
    String where = playout + ": [" + played + "]";
    ReplayChecks.checkSameLine(slow, fast, where);
    AnnotatedRecord<XiangqiPosition, Move> annotated = AnnotatedRecord.of(slow);
    Optional<AnnotatedRecord.Ending> ending = annotated.rulesEnding();
    assertEquals(ending, AnnotatedRecord.of(fast).rulesEnding(), "rules ending, " + where);
    ending.ifPresent(end -> endings[end.outcome().reason().ordinal()]++);
    checkReadBack(game, annotated, judged, where);
  }

  /**
   * A judged record's outcome as the rules give it from its positions: the position's own, else a
   * repetition exactly at the third occurrence, else the no-capture limit exactly once the clock
   * reaches it.
   */
  private static void checkJudged(
      Xiangqi game, GameRecord<XiangqiPosition, Move> record, String where) {
    XiangqiPosition now = record.current();
    Optional<io.github.plateau.core.Reason> reason = record.outcome().map(o -> o.reason());
    if (now.outcome().isPresent()) {
      assertEquals(now.outcome(), record.outcome(), "the position's own outcome, " + where);
      return;
    }
    boolean repeated =
        reason
            .map(r -> r.name().equals("REPETITION") || r.name().startsWith("PERPETUAL_"))
            .orElse(false);
    assertEquals(record.repetitions() >= 3, repeated, "repetition, " + where);
    if (!repeated) {
      int limit = game.rules().noCapturePlies();
      boolean limited = reason.map(r -> r.name().equals("NO_CAPTURE_LIMIT")).orElse(false);
      assertEquals(
          limit > 0 && now.halfmoveClock() >= limit,
          limited,
          "no-capture limit at clock " + now.halfmoveClock() + ", " + where);
      assertEquals(repeated || limited, record.isOver(), "ended, " + where);
    }
  }

  /** The game written in each notation reads back as the moves played, with the same endings. */
  private static void checkReadBack(
      Xiangqi game,
      AnnotatedRecord<XiangqiPosition, Move> annotated,
      boolean judged,
      String where) {
    ReadMode mode = judged ? ReadMode.STRICT : ReadMode.AS_PLAYED;
    for (MoveFormat notation :
        new MoveFormat[] {
          MoveFormat.ICCS, MoveFormat.WXF, MoveFormat.WXF_FULL_WIDTH, MoveFormat.CHINESE
        }) {
      String text = Pgn.FORMAT.in(notation).write(annotated);
      AnnotatedRecord<XiangqiPosition, Move> read = Pgn.FORMAT.read(game, text, mode);
      String in = notation + ", " + where;
      assertEquals(annotated.record().moves(), read.record().moves(), "moves read, " + in);
      assertEquals(annotated.record().outcome(), read.record().outcome(), "outcome read, " + in);
      assertEquals(annotated.rulesEnding(), read.rulesEnding(), "rules ending read, " + in);
    }
  }

  /** Every legal code and some random numbers, tested alone on the board, against the listing. */
  private static void checkTestedAlone(
      XiangqiSearchBoard board,
      XiangqiPosition now,
      GameRecord<XiangqiPosition, Move> record,
      SplittableRandom random,
      String where) {
    if (record != null
        && record.ply() > 0) { // first of all: the move just pushed, whose origin is empty now
      int last = MoveCodes.code(record.moves().get(record.ply() - 1));
      assertFalse(board.isLegalCode(last), "the last move again, " + where);
    }
    for (Move move : now.legalMoves()) {
      assertTrue(board.isLegalCode(MoveCodes.code(move)), move + " tested alone, " + where);
    }
    if (random.nextInt(6) == 0) { // now and then, every move of every piece of the side to move
      for (int from = 0; from < Square.COUNT; from++) {
        Optional<Piece> piece = now.pieceAt(Square.ofIndex(from));
        if (piece.isEmpty() || piece.get().color() != now.sideToMove()) {
          continue;
        }
        for (int to = 0; to < Square.COUNT; to++) {
          if (to != from) {
            Move move = new Move(Square.ofIndex(from), Square.ofIndex(to));
            assertEquals(
                now.legalMoves().contains(move),
                board.isLegalCode(MoveCodes.code(move)),
                move + " tested alone, " + where);
          }
        }
      }
    }
    for (int i = 0; i < 30; i++) {
      int code = random.nextInt(-5, MoveCodes.LIMIT + 5);
      boolean listed =
          code >= 0
              && code < MoveCodes.LIMIT
              && code / 90 != code % 90
              && now.legalMoves().contains(MoveCodes.move(code));
      assertEquals(listed, board.isLegalCode(code), "code " + code + " tested alone, " + where);
    }
  }

  /**
   * The board's lookups against the position's readers, for a few legal moves (every one when
   * {@code all}): the written forms, and the forms naming the piece by its file where a tandem word
   * is due. Both find the same move, or the lookup returns -1 where the reader refuses.
   */
  private void checkLookups(
      XiangqiSearchBoard board,
      XiangqiPosition now,
      SplittableRandom random,
      boolean all,
      String where) {
    List<Move> legal = now.legalMoves();
    int n = all ? legal.size() : Math.min(3, legal.size());
    for (int i = 0; i < n; i++) {
      Move move = all ? legal.get(i) : legal.get(random.nextInt(legal.size()));
      String wxf = Wxf.format(now, move);
      String chinese = Chinese.format(now, move, false);
      String traditional = Chinese.format(now, move, true);
      assertEquals(MoveCodes.code(move), Wxf.codeOn(board, wxf), wxf + ", " + where);
      assertEquals(MoveCodes.code(move), Chinese.codeOn(board, chinese), chinese + ", " + where);
      assertEquals(
          MoveCodes.code(move), Chinese.codeOn(board, traditional), traditional + ", " + where);
      lookups += 3;
      boolean red = now.sideToMove() == Color.RED;
      int fileNumber = red ? 9 - move.from().file() : move.from().file() + 1;
      Piece piece = now.pieceAt(move.from()).orElseThrow();
      String byFile = "" + piece.kind().wxfLetter() + fileNumber + wxf.substring(2);
      sameAsReader(board, now, byFile, MoveFormat.WXF, where);
      if (chinese.length() == 4) { // the piece and its file, where a tandem word may be due
        String named = pieceChar(piece) + "一二三四五六七八九".charAt(fileNumber - 1) + chinese.substring(2);
        sameAsReader(board, now, named, MoveFormat.CHINESE, where);
      }
    }
  }

  /** The piece's simplified character, whichever the written form put first. */
  private static String pieceChar(Piece piece) {
    String red = "帅仕相马车炮兵";
    String black = "将士象马车炮卒";
    return String.valueOf(
        (piece.color() == Color.RED ? red : black).charAt(piece.kind().ordinal()));
  }

  /** A lookup and the position's reader agree: the same move, or -1 where the reader refuses. */
  private void sameAsReader(
      XiangqiSearchBoard board,
      XiangqiPosition now,
      String text,
      MoveFormat notation,
      String where) {
    int expected;
    try {
      expected = MoveCodes.code(notation.parse(now, text));
    } catch (PlateauException e) {
      expected = -1;
      refusedLookups++;
    }
    int found = notation == MoveFormat.WXF ? Wxf.codeOn(board, text) : Chinese.codeOn(board, text);
    assertEquals(expected, found, notation + " " + text + ", " + where);
    lookups++;
  }

  /**
   * A seeded move by the walk's style. Style 0 wanders: any legal move, never one undone on
   * purpose, so that games reach the no-capture limit. Styles 1 and 2 give Red or Black a side that
   * checks: that side gives check whenever it can, preferring a check that undoes its move of 4
   * plies back, which makes perpetual checks. Otherwise (and always in style 3) the move 4 plies
   * back is undone when it can be (its piece goes back), which makes cycles; else a seeded move, a
   * capture half the time.
   */
  private static Move choose(
      XiangqiPosition now,
      GameRecord<XiangqiPosition, Move> record,
      SplittableRandom random,
      int style) {
    List<Move> legal = now.legalMoves();
    if (style == 0) {
      return legal.get(random.nextInt(legal.size()));
    }
    Move undo = null;
    if (record.ply() >= 4) {
      Move back = record.moves().get(record.ply() - 4);
      Move reverse = new Move(back.to(), back.from());
      undo = legal.contains(reverse) ? reverse : legal.contains(back) ? back : null;
    }
    boolean checker =
        style == 1 && now.sideToMove() == Color.RED
            || style == 2 && now.sideToMove() == Color.BLACK;
    if (checker) {
      if (undo != null && now.play(undo).inCheck()) {
        return undo;
      }
      List<Move> checks = legal.stream().filter(m -> now.play(m).inCheck()).toList();
      if (!checks.isEmpty()) {
        return checks.get(random.nextInt(checks.size()));
      }
    }
    if (undo != null && random.nextInt(6) != 0) {
      return undo;
    }
    return SeededGames.choose(now, legal, random);
  }

  private int count(String reason) {
    return endings[io.github.plateau.core.Reason.valueOf(reason).ordinal()];
  }

  private String ended() {
    StringBuilder out = new StringBuilder();
    for (io.github.plateau.core.Reason reason : io.github.plateau.core.Reason.values()) {
      if (endings[reason.ordinal()] > 0) {
        out.append(reason).append(' ').append(endings[reason.ordinal()]).append(", ");
      }
    }
    return out.toString();
  }
}
