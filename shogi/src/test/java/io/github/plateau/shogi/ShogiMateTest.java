package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.MoveList;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.Side;
import io.github.plateau.core.mate.AttackerMoves;
import io.github.plateau.core.mate.MateLimits;
import io.github.plateau.core.mate.MateResult;
import io.github.plateau.core.mate.MateSolver;
import io.github.plateau.core.mate.MateStatus;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Tsume (checks-only mate problems) solved by the df-pn {@link MateSolver}, each answer checked
 * again by brute force over the position's checks and replies.
 */
class ShogiMateTest {
  private static final Shogi GAME = new Shogi();
  private static final MateSolver SOLVER =
      new MateSolver(AttackerMoves.checksOnly(), MateLimits.nodes(200_000));

  @ParameterizedTest(name = "{0}: mate in {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // a gold dropped on 5b, guarded by the pawn on 5c
        "4k4/9/4P4/9/9/9/9/9/4K4 b G 1 | 1",
        // the gold steps from 5c to 5b, guarded by the lance on 5h
        "4k4/9/4G4/9/9/9/9/4L4/8K b - 1 | 1",
        // the rook promotes on 1c, the king flees to 2a and the gold drop on 2b mates
        "8k/9/6R2/9/9/9/9/9/K8 b G 1 | 3",
        // a gold dropped on 2a, the king to 1b, the second gold dropped on 2c
        "8k/6S2/9/9/9/9/9/9/K8 b 2G 1 | 3",
        // the bishop promotes on 3c and two gold drops chase the king down the edge
        "8k/5B3/9/9/9/9/9/9/K8 b 2G 1 | 5",
        // the rook's promotion and a gold drop: no mate in 1 with a silver alone
        "8k/9/7R1/9/9/9/9/9/K8 b S 1 | 3",
      })
  void solvesTsumeThatBruteForceConfirms(String sfen, int plies) {
    ShogiPosition problem = GAME.parse(sfen);
    MateResult<Move> result = SOLVER.solveShortest(problem);
    assertEquals(MateStatus.MATE, result.status(), sfen);
    assertEquals(plies, result.plies(), result.line().toString());
    assertTrue(isCheckingMateLine(problem, result.line()), result.line().toString());
    assertTrue(matesWithin(problem, plies, problem.sideToMove()), "brute force: " + sfen);
    if (plies > 1) {
      assertFalse(matesWithin(problem, plies - 2, problem.sideToMove()), "shorter: " + sfen);
    }
  }

  /**
   * Long mates near the end of recorded games, with the length of the line GPS Shogi's gpsusi gave
   * (which need not be the shortest). Before the table kept costly subtrees in buckets, a million
   * nodes found neither; before a disproof held only where as few plies were left, a search bounded
   * at 17 plies missed the second's 17-ply mate (a transposition reached sooner than a line cut by
   * the bound) and the shortest reported was 19.
   */
  @ParameterizedTest(name = "{0}: gpsusi mates in {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "ln5nl/2+R2+Pgk1/7pp/pp2ppp2/9/PP2PPPP1/3+r2NKP/6S2/L3b1bNL w G3S2P2gp 100 | 15",
        "ln1k1+L2+B/1sg4+N1/pgpppp1pp/1p4p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL b RBS 25 | 17",
      })
  void findsLongMatesOfRealGamesNoLongerThanGpsusi(String sfen, int gpsPlies) {
    ShogiPosition position = GAME.parse(sfen);
    MateSolver solver = new MateSolver(AttackerMoves.checksOnly(), MateLimits.nodes(1_000_000));
    MateResult<Move> shortest = solver.solveShortest(position);
    assertEquals(MateStatus.MATE, shortest.status(), sfen);
    assertTrue(shortest.plies() <= gpsPlies, shortest.plies() + " plies: " + shortest.line());
    assertTrue(isCheckingMateLine(position, shortest.line()), shortest.line().toString());
    MateSolver bounded =
        new MateSolver(
            AttackerMoves.checksOnly(), MateLimits.nodes(1_000_000).withMaxPlies(gpsPlies));
    MateResult<Move> within = bounded.solve(position);
    assertEquals(MateStatus.MATE, within.status(), "bounded at " + gpsPlies + " plies: " + sfen);
    assertTrue(isCheckingMateLine(position, within.line()), within.line().toString());
  }

  @ParameterizedTest(name = "{0}: no mate")
  @ValueSource(
      strings = {
        // a lone pawn drop is taken
        "4k4/9/9/9/9/9/9/9/4K4 b P 1",
        // a lone gold checks but never mates an open king
        "4k4/9/9/9/9/9/9/9/4K4 b G 1",
        // the king escapes to 2b, out of the gold's reach
        "8k/9/9/9/9/9/9/9/K8 b S 1",
      })
  void findsNoMateWhereBruteForceFindsNone(String sfen) {
    ShogiPosition problem = GAME.parse(sfen);
    MateResult<Move> result = SOLVER.solve(problem);
    assertNotEquals(MateStatus.MATE, result.status(), result.toString());
    assertFalse(matesWithin(problem, 3, problem.sideToMove()), "brute force: " + sfen);
  }

  /**
   * Hand domination (a proof standing for the same board with more in the attacker's hand, a
   * disproof for less) changes no answer: seeded random tsume, their hands drawn so that drops,
   * interpositions and captured pieces matter, solved by the board and by the same board hiding its
   * hands, must agree on every decided answer and on every mate's length; short mates are confirmed
   * by brute force.
   */
  @Test
  void handDominationChangesNoAnswer() {
    SplittableRandom random = new SplittableRandom(24);
    MateSolver solver = new MateSolver(AttackerMoves.checksOnly(), MateLimits.nodes(20_000));
    MateSolver larger = new MateSolver(AttackerMoves.checksOnly(), MateLimits.nodes(400_000));
    int mates = 0;
    int settled = 0;
    int noMates = 0;
    for (int trial = 0; trial < 120; trial++) {
      long seed = random.nextLong();
      Optional<ShogiPosition> drawn = randomTsume(new SplittableRandom(seed));
      if (drawn.isEmpty()) {
        continue;
      }
      ShogiPosition problem = drawn.get();
      MateResult<Move> with = solver.solveShortest(problem);
      MateResult<Move> without = solver.solveShortest(new HandlessBoard(problem.searchBoard()));
      String where = "seed " + seed + ", " + problem;
      if (without.status() == MateStatus.UNKNOWN && with.status() != MateStatus.UNKNOWN) {
        // domination settled what the plain table could not: a larger budget must agree
        without = larger.solveShortest(new HandlessBoard(problem.searchBoard()));
        settled++;
      }
      // a wrong proof shows as a line the walk cannot finish (UNKNOWN), a wrong disproof as NO_MATE
      assertTrue(
          without.status() == MateStatus.UNKNOWN || with.status() == without.status(),
          where + ": " + with + " with hands compared, " + without + " without");
      if (with.status() == MateStatus.MATE && without.status() == MateStatus.MATE) {
        assertEquals(without.plies(), with.plies(), where + ": " + with.line() + " " + without);
      }
      if (with.status() == MateStatus.MATE) {
        mates++;
        assertTrue(isCheckingMateLine(problem, with.line()), where + ": " + with.line());
        if (with.plies() <= 5) {
          assertTrue(matesWithin(problem, with.plies(), problem.sideToMove()), where);
          if (with.plies() > 1) {
            assertFalse(matesWithin(problem, with.plies() - 2, problem.sideToMove()), where);
          }
        }
      } else if (with.status() == MateStatus.NO_MATE) {
        noMates++;
        assertFalse(matesWithin(problem, 3, problem.sideToMove()), where);
      }
    }
    System.out.println(
        "hand domination: " + mates + " mates, " + noMates + " without, " + settled + " settled");
    assertTrue(mates >= 20 && noMates >= 10, mates + " mates, " + noMates + " without: too few");
  }

  /**
   * A gote king near its edge among a few of its pieces, a few sente pieces within reach, both
   * hands random: empty if the draw is not a legal position with a check for sente.
   */
  private static Optional<ShogiPosition> randomTsume(SplittableRandom random) {
    char[][] cells = new char[9][9];
    int king = random.nextInt(9);
    cells[random.nextInt(2)][king] = 'k';
    cells[8][random.nextInt(9)] = 'K';
    for (int i = random.nextInt(4); i > 0; i--) {
      place(cells, random, 2, king, "gsplnb".charAt(random.nextInt(6)));
    }
    for (int i = 1 + random.nextInt(2); i > 0; i--) {
      place(cells, random, 4, king, "RBGSNLP".charAt(random.nextInt(7)));
    }
    StringBuilder sfen = new StringBuilder();
    for (int rank = 0; rank < 9; rank++) {
      int run = 0;
      for (int file = 0; file < 9; file++) {
        if (cells[rank][file] == 0) {
          run++;
          continue;
        }
        if (run > 0) {
          sfen.append(run);
          run = 0;
        }
        sfen.append(cells[rank][file]);
      }
      if (run > 0) {
        sfen.append(run);
      }
      sfen.append(rank < 8 ? "/" : "");
    }
    StringBuilder hands = new StringBuilder();
    for (int i = 1 + random.nextInt(3); i > 0; i--) {
      hands.append("RBGGSSNLP".charAt(random.nextInt(9)));
    }
    for (int i = random.nextInt(3); i > 0; i--) {
      hands.append("gsp".charAt(random.nextInt(3)));
    }
    try {
      ShogiPosition position = GAME.parse(sfen + " b " + sortedHand(hands.toString()) + " 1");
      boolean checks =
          position.legalMoves().stream().anyMatch(move -> position.play(move).inCheck());
      return checks && position.outcome().isEmpty() ? Optional.of(position) : Optional.empty();
    } catch (RuntimeException e) {
      return Optional.empty(); // a pawn on its last rank, two pawns on a file, a king in check
    }
  }

  /**
   * Puts a piece on a free square of the first {@code ranks} ranks, at most two files from the
   * king's, if the draw finds one.
   */
  private static void place(
      char[][] cells, SplittableRandom random, int ranks, int king, char piece) {
    int rank = random.nextInt(ranks);
    int file = king - 2 + random.nextInt(5);
    if (file >= 0 && file < 9 && cells[rank][file] == 0) {
      cells[rank][file] = piece;
    }
  }

  /** A hand in SFEN's order, counts before letters: sente's R B G S N L P, then gote's. */
  private static String sortedHand(String pieces) {
    StringBuilder hand = new StringBuilder();
    for (char kind : "RBGSNLPrbgsnlp".toCharArray()) {
      long count = pieces.chars().filter(c -> c == kind).count();
      if (count > 0) {
        hand.append(count > 1 ? String.valueOf(count) : "").append(kind);
      }
    }
    return hand.length() == 0 ? "-" : hand.toString();
  }

  /** A board that hides its hands from the solver, so that it compares none. */
  private static final class HandlessBoard implements SearchBoard<ShogiPosition, Move> {
    private final SearchBoard<ShogiPosition, Move> board;

    HandlessBoard(SearchBoard<ShogiPosition, Move> board) {
      this.board = board;
    }

    @Override
    public int generate(MoveList moves) {
      return board.generate(moves);
    }

    @Override
    public int generateChecks(MoveList moves) {
      return board.generateChecks(moves);
    }

    @Override
    public void push(int move) {
      board.push(move);
    }

    @Override
    public void pop() {
      board.pop();
    }

    @Override
    public int ply() {
      return board.ply();
    }

    @Override
    public long hash() {
      return board.hash();
    }

    @Override
    public Side sideToMove() {
      return board.sideToMove();
    }

    @Override
    public boolean inCheck() {
      return board.inCheck();
    }

    @Override
    public boolean isCapture(int move) {
      return board.isCapture(move);
    }

    @Override
    public Optional<Outcome> outcome() {
      return board.outcome();
    }

    @Override
    public ShogiPosition position() {
      return board.position();
    }

    @Override
    public Move decode(int move) {
      return board.decode(move);
    }

    @Override
    public int encode(Move move) {
      return board.encode(move);
    }
  }

  /**
   * Replays a line: every attacker's move legal and checking, every reply legal, mate at the end.
   */
  private static boolean isCheckingMateLine(ShogiPosition start, List<Move> line) {
    Side attacker = start.sideToMove();
    ShogiPosition position = start;
    for (Move move : line) {
      boolean attacking = position.sideToMove().equals(attacker);
      if (!position.isLegal(move)) {
        return false;
      }
      position = position.play(move);
      if (attacking && !position.inCheck()) {
        return false;
      }
    }
    return position.outcome().map(o -> o.isWinFor(attacker)).orElse(false);
  }

  /**
   * Brute force: whether the side to move, the attacker, mates within an odd number of plies
   * through checks only, whatever the defender replies.
   */
  private static boolean matesWithin(ShogiPosition position, int plies, Side attacker) {
    for (Move check : position.legalMoves()) {
      ShogiPosition after = position.play(check);
      if (!after.inCheck()) {
        continue;
      }
      if (after.outcome().isPresent()) {
        if (after.outcome().get().isWinFor(attacker)) {
          return true;
        }
        continue;
      }
      if (plies >= 3 && everyReplyMated(after, plies - 2, attacker)) {
        return true;
      }
    }
    return false;
  }

  private static boolean everyReplyMated(ShogiPosition position, int plies, Side attacker) {
    for (Move reply : position.legalMoves()) {
      ShogiPosition after = position.play(reply);
      if (after.outcome().isPresent() || !matesWithin(after, plies, attacker)) {
        return false;
      }
    }
    return true;
  }
}
