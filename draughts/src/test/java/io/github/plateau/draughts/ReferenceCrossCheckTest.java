package io.github.plateau.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.draughts.reference.DraughtsReference;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The fast generator against the independent reference generator, move for move, on positions of
 * seeded random playouts: from the start and from random setups full of kings, so that flying
 * kings, long captures, majority captures and duplicate capture paths all occur.
 */
class ReferenceCrossCheckTest {
  static final int POSITIONS_PER_SIZE = 5_000;

  /** Positions where captures share start and end but take different pieces. */
  static final java.util.Map<Integer, String> TWO_WAYS =
      java.util.Map.of(
          8, "W:W17:B8,11,14,15,16,18,22,23,28",
          10, "W:W26:B2,5,21,22,27,29,30,31,32,33,36,41,43",
          12, "W:W17,32,46:B3,21,23,24,25,29,35,36,38,45,48,53,60,66");

  /** A move in the reference's canonical form: {@code 32-28} or {@code 19x28@23}. */
  static String canonical(Move move) {
    if (!move.isCapture()) {
      return move.from() + "-" + move.to();
    }
    return move.from()
        + "x"
        + move.to()
        + "@"
        + move.captured().stream().map(String::valueOf).collect(Collectors.joining(","));
  }

  static List<String> canonical(List<Move> moves) {
    return moves.stream().map(ReferenceCrossCheckTest::canonical).sorted().toList();
  }

  /** A random legal setup: men off their crowning rows, kings anywhere, both sides present. */
  static DraughtsPosition randomSetup(Draughts game, SplittableRandom random) {
    int squares = game.start().squareCount();
    int size = game.rules().size();
    int half = size / 2;
    int perSide = half * (half - 1);
    while (true) {
      StringBuilder[] lists = {new StringBuilder(), new StringBuilder()};
      int[] counts = new int[2];
      double density = 0.15 + random.nextDouble() * 0.45;
      double kings = random.nextDouble() * 0.5;
      for (int s = 1; s <= squares; s++) {
        if (random.nextDouble() >= density) {
          continue;
        }
        int color = random.nextInt(2);
        boolean king = random.nextDouble() < kings;
        boolean crowningRow = color == 0 ? s <= half : s > squares - half;
        if ((crowningRow && !king) || counts[color] == perSide) {
          continue;
        }
        counts[color]++;
        StringBuilder list = lists[color];
        list.append(list.length() == 0 ? "" : ",").append(king ? "K" : "").append(s);
      }
      if (counts[0] > 0 && counts[1] > 0) {
        return game.parse((random.nextBoolean() ? "W" : "B") + ":W" + lists[0] + ":B" + lists[1]);
      }
    }
  }

  @ParameterizedTest(name = "{0}x{0}")
  @ValueSource(ints = {8, 10, 12})
  void theGeneratorAgreesWithTheReference(int size) {
    Draughts game = new Draughts(DraughtsRules.ofSize(size));
    long seed = 7_000L + size;
    SplittableRandom random = new SplittableRandom(seed);
    int checked = 0;
    int captures = 0;
    int kingCaptures = 0;
    int multiPath = 0;
    for (int playout = 0; checked < POSITIONS_PER_SIZE; playout++) {
      DraughtsPosition position =
          playout % 10 == 0
              ? game.parse(TWO_WAYS.get(size))
              : playout % 2 == 0 ? game.start() : randomSetup(game, random);
      DraughtsPosition start = position;
      List<String> line = new ArrayList<>();
      for (int ply = 0; ply < 150 && checked < POSITIONS_PER_SIZE; ply++) {
        String fen = position.toString();
        List<Move> moves = position.legalMoves();
        List<String> expected = DraughtsReference.legalMoves(size, fen);
        String where =
            "seed "
                + seed
                + ", playout "
                + playout
                + " from "
                + start
                + " after "
                + line
                + ": "
                + fen;
        assertEquals(expected, canonical(moves), where);
        checked++;
        for (int i = 1; i < moves.size(); i++) {
          Move a = moves.get(i - 1);
          Move b = moves.get(i);
          multiPath += a.isCapture() && a.from() == b.from() && a.to() == b.to() ? 1 : 0;
        }
        if (moves.isEmpty()) {
          break;
        }
        Move move = moves.get(random.nextInt(moves.size()));
        if (move.isCapture()) {
          captures++;
          kingCaptures += position.pieceAt(move.from()).orElseThrow().kind() == Kind.KING ? 1 : 0;
          multiPath +=
              moves.stream().filter(m -> m.from() == move.from() && m.to() == move.to()).count() > 1
                  ? 1
                  : 0;
        }
        DraughtsPosition next = position.play(move);
        String referenceNext = DraughtsReference.play(size, fen, canonical(move));
        assertEquals(game.parse(referenceNext), next, where + " playing " + canonical(move));
        line.add(game.formatMove(position, move));
        position = next;
      }
    }
    assertTrue(
        captures > 200 && kingCaptures > 50 && multiPath > 0,
        "too few special moves: "
            + captures
            + " captures, "
            + kingCaptures
            + " by kings, "
            + multiPath
            + " sharing start and end");
  }

  @ParameterizedTest(name = "{0}x{0}")
  @ValueSource(ints = {4, 6, 8, 10, 12, 14})
  void theGeneralGeneratorAgreesWithTheBitboards(int size) {
    Draughts game = new Draughts(DraughtsRules.ofSize(size));
    SplittableRandom random = new SplittableRandom(99L + size);
    Generator general = new MailboxGenerator(Geometry.of(size), MoveRules.INTERNATIONAL);
    MoveLister generalLister =
        new MoveLister(
            Geometry.of(size),
            new MailboxEngine(
                new MailboxGenerator(Geometry.of(size), MoveRules.INTERNATIONAL),
                Geometry.of(size)));
    assertTrue(
        !(Generator.of(Geometry.of(size), MoveRules.INTERNATIONAL) instanceof MailboxGenerator));
    for (int i = 0; i < 2_000; i++) {
      DraughtsPosition p = randomSetup(game, random);
      boolean white = p.sideToMove() == Color.WHITE;
      assertEquals(p.legalMoves(), generalLister.legalMoves(p.cells(), white), p.toString());
      assertEquals(p.perft(2), general.perft(p.cells(), white, 2), p.toString());
      if (i < 300) { // the fast path counts the last two plies without listing them
        assertEquals(p.perft(3), general.perft(p.cells(), white, 3), p.toString());
      }
    }
  }

  /** Our all-kings perft counts (perft.tsv), as far as the reference is quick. */
  static List<Arguments> ourCounts() throws IOException {
    return PerftTest.lines().stream()
        .filter(a -> (boolean) a.get()[4] && (long) a.get()[3] <= 2_000_000L)
        .toList();
  }

  @ParameterizedTest(name = "{0} {1} depth {2} = {3}")
  @MethodSource("ourCounts")
  void theReferenceConfirmsOurAllKingsCounts(
      String game, String fen, int depth, long count, boolean ours) {
    int size = PerftTest.game(game).rules().size();
    assertEquals(count, DraughtsReference.perft(size, fen, depth));
  }

  @Test
  void the14x14BoardAgreesWithTheReference() {
    Draughts game = new Draughts(DraughtsRules.ofSize(14));
    String start = game.start().toString();
    assertEquals(DraughtsReference.perft(14, start, 4), game.start().perft(4));
    SplittableRandom random = new SplittableRandom(14);
    for (int i = 0; i < 500; i++) {
      DraughtsPosition p = randomSetup(game, random);
      assertEquals(
          DraughtsReference.legalMoves(14, p.toString()), canonical(p.legalMoves()), p.toString());
    }
  }
}
