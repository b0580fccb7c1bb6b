package io.github.plateau.napoleon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Reason;
import io.github.plateau.napoleon.reference.NapoleonReference;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The fast generator agrees with the independent reference generator move for move (orders and
 * {@code end} included), on the position after each move, on the position after a whole turn, on
 * the winner and on perft, over seeded random playouts and scrambled positions of every variant,
 * board size and terrain, in the full game and under fixed cannons.
 */
class ReferenceCrossCheckTest {
  private static final NapoleonRules BASE = NapoleonRules.DEFAULT;

  /** NapoleonRules to check, each with the number of random games and scrambled positions. */
  private static final List<NapoleonRules> RULES =
      List.of(
          BASE,
          BASE.withFrightenedHorses(true),
          BASE.withDrummerPush(true),
          BASE.withAntique(true).withK(3),
          BASE.withK(6).withDrummerPush(true),
          BASE.withSize(9, 9).withDrummerPush(true),
          BASE.withSize(9, 9).withMidline(Midline.LOW).withFrightenedHorses(true),
          BASE.withSize(9, 7).withMidline(Midline.HIGH).withDrummerPush(true),
          BASE.withSize(10, 10).withDrummerPush(true),
          BASE.withSize(15, 15).withMidline(Midline.HIGH).withDrummerPush(true).withK(5),
          BASE.withSize(4, 4).withK(2).withDrummerPush(true),
          BASE.withSize(12, 6).withK(3),
          BASE.withSize(6, 12).withMidline(Midline.LOW),
          BASE.withFixedCannons(true),
          BASE.withFixedCannons(true).withDrummerPush(true).withSize(9, 7),
          BASE.withFixedCannons(true).withSize(10, 10).withK(3));

  private int checked;
  private final java.util.Map<String, Integer> seen = new java.util.TreeMap<>();

  private void saw(String feature) {
    seen.merge(feature, 1, Integer::sum);
  }

  @Test
  void theFastGeneratorAgreesWithTheReferenceEverywhere() {
    long seed = 2026;
    for (NapoleonRules rules : RULES) {
      Napoleon game = new Napoleon(rules);
      for (int g = 0; g < 12; g++) {
        seed++;
        NapoleonPosition start =
            g == 0 ? game.start() : Fixtures.randomStart(game, seed, g % 2 == 0 ? 0 : 2 + g);
        playout(game, start, seed, 90);
      }
      for (int s = 0; s < 250; s++) {
        seed++;
        int pieces = 4 + (int) (seed % 14);
        NapoleonPosition p =
            Fixtures.scrambled(game, seed, pieces, (int) (seed % 3) * (rules.width() / 2));
        playout(game, p, seed, 6);
      }
    }
    assertTrue(checked >= 10_000, "only " + checked + " positions checked");
    System.out.println("cross-checked " + checked + " positions: " + seen);
    for (String feature :
        List.of(
            "push",
            "capture",
            "cavalry capture",
            "frozen piece",
            "victory",
            "no legal move",
            "terrain",
            "enemy line of sight",
            "reorientation",
            "order",
            "orders phase",
            "jump")) {
      int least = feature.equals("no legal move") ? 3 : 20;
      assertTrue(seen.getOrDefault(feature, 0) >= least, feature + " too rare: " + seen);
    }
  }

  private void playout(Napoleon game, NapoleonPosition start, long seed, int plies) {
    NapoleonReference.Rules ref = Fixtures.reference(game.rules());
    SplittableRandom random = new SplittableRandom(seed);
    NapoleonPosition p = start;
    List<String> line = new ArrayList<>();
    for (int ply = 0; ply <= plies; ply++) {
      String where =
          game.name() + ", seed " + seed + ", from " + start + " after " + line + ", at " + p;
      List<String> mine = new ArrayList<>();
      for (Move m : p.legalMoves()) {
        mine.add(m.toString());
      }
      mine.sort(null);
      List<String> theirs = new ArrayList<>(NapoleonReference.legalMoves(ref, p.toString()));
      theirs.sort(null);
      assertEquals(theirs, mine, "legal moves differ: " + where);
      checked++;
      count(p);
      Optional<String> winner = NapoleonReference.winner(ref, p.toString());
      assertEquals(
          winner,
          p.outcome().flatMap(o -> o.winner()).map(c -> String.valueOf(((Camp) c).letter())),
          "winner differs: " + where);
      if (mine.isEmpty()) {
        return;
      }
      if (p.inOrdersPhase()) {
        saw("orders phase");
      }
      if (!p.inOrdersPhase() && random.nextInt(3) == 0) {
        // A whole turn: the piece move and random reorientations, as records write it.
        String turn = randomTurn(p, random);
        if (turn.contains(",")) {
          saw("reorientation");
        }
        NapoleonPosition next = game.playTurn(p, turn);
        assertEquals(
            NapoleonReference.playTurn(ref, p.toString(), turn),
            next.toString(),
            "play turn " + turn + " differs: " + where);
        assertEquals(
            NapoleonReference.turnMoves(ref, p.toString(), turn),
            game.parseTurn(p, turn).stream().map(Move::toString).toList(),
            "moves of " + turn + " differ: " + where);
        line.add(turn);
        p = next;
        continue;
      }
      Move move = p.legalMoves().get(random.nextInt(mine.size()));
      if (move.isOrder()) {
        saw("order");
      }
      String text = move.toString();
      NapoleonPosition next = p.play(move);
      assertEquals(
          NapoleonReference.play(ref, p.toString(), text),
          next.toString(),
          "play " + text + " differs: " + where);
      assertEquals(next.hash(), game.parse(next.toString()).hash(), "incremental hash: " + where);
      line.add(text);
      p = next;
    }
  }

  private void count(NapoleonPosition p) {
    for (Move m : p.legalMoves()) {
      if (!m.isPieceMove()) {
        continue;
      }
      if (m.isPush()) {
        saw("push");
      }
      if (m.isCapture()) {
        saw("capture");
        if (p.pieceAt(m.from()).orElseThrow().kind() == Kind.CAVALRY) {
          saw("cavalry capture");
        }
      }
      int df = Integer.signum(m.to().file() - m.from().file());
      int dr = Integer.signum(m.to().rank() - m.from().rank());
      for (Square s = m.from(); !s.equals(m.to()); ) {
        s = new Square(s.file() + df, s.rank() + dr);
        if (!s.equals(m.to()) && p.pieceAt(s).isPresent()) {
          saw("jump");
        }
      }
    }
    p.streak(p.sideToMove())
        .filter(s -> s.count() == 2)
        .filter(s -> p.pieceAt(s.square()).map(x -> x.camp() == p.sideToMove()).orElse(false))
        .ifPresent(s -> saw("frozen piece"));
    p.outcome()
        .ifPresent(o -> saw(o.reason() == Reason.VICTORY_CONDITION ? "victory" : "no legal move"));
    if (!p.terrain().isEmpty()) {
      saw("terrain");
    }
    if (!p.linesOfSight(p.sideToMove().opposite()).isEmpty()) {
      saw("enemy line of sight");
    }
  }

  /**
   * A random piece move with, sometimes, one or two of the mover's cannons reoriented (named after
   * the piece move, to any direction, its current one included), never after a piece move that ends
   * the turn by itself (fixed cannons, a decided game: no orders follow it).
   */
  private static String randomTurn(NapoleonPosition p, SplittableRandom r) {
    Move move = p.legalMoves().get(r.nextInt(p.legalMoves().size()));
    StringBuilder turn = new StringBuilder(move.toString());
    NapoleonPosition after = p.play(move);
    if (r.nextInt(2) != 0 || !after.inOrdersPhase()) {
      return turn.toString();
    }
    List<Square> cannons = new ArrayList<>();
    for (Map.Entry<Square, Piece> e : after.pieces(p.sideToMove()).entrySet()) {
      if (e.getValue().kind() == Kind.CANNON) {
        cannons.add(e.getKey());
      }
    }
    for (int i = 0; i < 2 && !cannons.isEmpty(); i++) {
      Square s = cannons.remove(r.nextInt(cannons.size()));
      turn.append(',').append(s).append('=').append(Direction.values()[r.nextInt(8)].name());
    }
    return turn.toString();
  }

  @Test
  void perftAgreesWithTheReferenceOnTheFullTreeAndUnderFixedCannons() {
    long seed = 77;
    int checked = 0;
    for (NapoleonRules rules : RULES) {
      Napoleon game = new Napoleon(rules);
      NapoleonReference.Rules ref = Fixtures.reference(rules);
      for (int i = 0; i < 3; i++) {
        seed++;
        NapoleonPosition p =
            i == 0
                ? Fixtures.randomStart(game, seed, 4)
                : Fixtures.scrambled(game, seed, 3 + i * 3, (int) (seed % 3) * 2);
        if (i == 2 && !rules.fixedCannons() && !p.legalMoves().isEmpty()) {
          p = p.play(p.legalMoves().get(0)); // an ORDERS phase, if the move does not decide
        }
        int depth = p.inOrdersPhase() ? 3 : 2;
        for (int d = 1; d <= depth; d++) {
          long expected = NapoleonReference.perft(ref, p.toString(), d);
          assertEquals(expected, p.perft(d), rules + " " + p + " depth " + d);
          assertEquals(expected, p.mailboxPerft(d), "mailbox: " + rules + " " + p + " depth " + d);
          checked++;
        }
      }
    }
    assertTrue(checked > 80, checked + " counts");
  }
}
