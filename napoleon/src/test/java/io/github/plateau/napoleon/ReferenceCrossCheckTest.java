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
 * The fast generator agrees with the independent reference generator move for move, and on the
 * position after a move (with random reorientations) and on the winner, over seeded random playouts
 * and scrambled positions of every variant, board size and terrain.
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
          BASE.withSize(6, 12).withMidline(Midline.LOW));

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
      Move move = p.legalMoves().get(random.nextInt(mine.size()));
      move = withRandomReorientations(p, move, random);
      if (!move.reorientations().isEmpty()) {
        saw("reorientation");
      }
      String text = move.toString();
      NapoleonPosition next = p.play(move);
      // A library turn (piece move and reorientations) is a whole turn of the reference's orders
      // model: the piece move, its orders, end.
      assertEquals(
          NapoleonReference.playTurn(ref.withFixedCannons(false), p.toString(), text),
          next.toString(),
          "play " + text + " differs: " + where);
      assertEquals(next.hash(), game.parse(next.toString()).hash(), "incremental hash: " + where);
      line.add(text);
      p = next;
    }
  }

  private void count(NapoleonPosition p) {
    for (Move m : p.legalMoves()) {
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
   * Sometimes reorients one or two of the mover's cannons (named after the piece move), never after
   * a piece move that decides the game (section 10: no orders follow it).
   */
  private static Move withRandomReorientations(NapoleonPosition p, Move move, SplittableRandom r) {
    if (r.nextInt(4) != 0) {
      return move;
    }
    NapoleonPosition after = p.play(move);
    if (after.outcome().filter(o -> o.reason() == Reason.VICTORY_CONDITION).isPresent()) {
      return move;
    }
    List<Square> cannons = new ArrayList<>();
    for (Map.Entry<Square, Piece> e : after.pieces(p.sideToMove()).entrySet()) {
      if (e.getValue().kind() == Kind.CANNON) {
        cannons.add(e.getKey());
      }
    }
    for (int i = 0; i < 2 && !cannons.isEmpty(); i++) {
      Square s = cannons.remove(r.nextInt(cannons.size()));
      move = move.reorient(s, Direction.values()[r.nextInt(8)]);
    }
    return move;
  }
}
