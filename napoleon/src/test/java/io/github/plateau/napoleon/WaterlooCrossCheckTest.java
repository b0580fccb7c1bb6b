package io.github.plateau.napoleon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import io.github.plateau.napoleon.reference.NapoleonReference;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Section 11 (Waterloo): the fast generator agrees with the independent reference move for move, on
 * the string after each move, on the winner and on perft, over seeded playouts from the reference's
 * starts and scrambled positions of 3 and 4 armies in every alliance, with variants and terrain, in
 * the full game and under fixed cannons.
 */
class WaterlooCrossCheckTest {
  private static final NapoleonRules W3 = NapoleonRules.waterloo(3);
  private static final NapoleonRules W4 = NapoleonRules.waterloo(4);

  /** Rules to check: every alliance, narrow and wide blocks, variants. */
  static final List<NapoleonRules> RULES =
      List.of(
          W3,
          W4,
          W4.withAlliances("3/1"),
          W3.withFixedCannons(true).withDrummerPush(true),
          W4.withFixedCannons(true).withFrightenedHorses(true).withK(2),
          W4.withAlliances("3/1").withFixedCannons(true).withDrummerPush(true).withK(3),
          NapoleonRules.DEFAULT.withArmies(3).withFixedCannons(true).withDrummerPush(true),
          NapoleonRules.DEFAULT.withArmies(4).withFixedCannons(true).withK(2),
          NapoleonRules.DEFAULT.withSize(12, 9).withArmies(4).withMidline(Midline.LOW),
          W3.withFiles("a-h.i-p/e-l").withFixedCannons(true).withDrummerPush(true));

  private int checked;
  private final Map<String, Integer> seen = new TreeMap<>();

  static Napoleon game(NapoleonRules rules) {
    return new Napoleon(rules);
  }

  @Test
  void theFastGeneratorAgreesWithTheReferenceOnSeveralArmies() {
    long seed = 1815;
    for (NapoleonRules rules : RULES) {
      Napoleon game = game(rules);
      NapoleonReference.Rules ref = Fixtures.reference(rules);
      for (Camp first : game.camps()) {
        seed++;
        NapoleonPosition start = game.parse(NapoleonReference.start(ref, first.notation()));
        playout(game, start, seed, 70);
      }
      for (int r = 0; r < 3; r++) {
        seed++;
        playout(game, randomStart(game, seed, r * 3), seed, 60);
      }
      for (int s = 0; s < 120; s++) {
        seed++;
        NapoleonPosition p = scrambled(game, seed, 3 + (int) (seed % 9), (int) (seed % 3) * 3);
        playout(game, p, seed, 8);
      }
    }
    assertTrue(checked >= 5_000, "only " + checked + " positions checked");
    for (String feature :
        List.of("pass", "capture", "push", "victory", "orders phase", "allied capture")) {
      assertTrue(seen.getOrDefault(feature, 0) >= 3, feature + " too rare: " + seen);
    }
  }

  private void playout(Napoleon game, NapoleonPosition start, long seed, int plies) {
    NapoleonReference.Rules ref = Fixtures.reference(game.rules());
    SplittableRandom random = new SplittableRandom(seed);
    NapoleonPosition p = start;
    assertEquals(NapoleonReference.normalize(ref, p.toString()), p.toString(), "canonical");
    List<String> line = new ArrayList<>();
    for (int ply = 0; ply <= plies; ply++) {
      String where = game + ", seed " + seed + ", from " + start + " after " + line + ", at " + p;
      List<String> mine = new ArrayList<>();
      for (Move m : p.legalMoves()) {
        mine.add(m.toString());
      }
      mine.sort(null);
      assertEquals(NapoleonReference.legalMoves(ref, p.toString()), mine, "moves: " + where);
      checked++;
      count(p);
      Optional<String> winner = NapoleonReference.winner(ref, p.toString());
      assertEquals(
          winner,
          p.outcome().flatMap(Outcome::winner).map(c -> ((Camp) c).notation()),
          "winner: " + where);
      Optional<String> fallback = NapoleonReference.adjudicate(ref, p.toString());
      assertEquals(
          fallback,
          game.byPoints(p, Reason.ADJUDICATION).winner().map(c -> ((Camp) c).notation()),
          "by points: " + where);
      NapoleonSearchBoard board = p.searchBoard();
      assertEquals(p, board.position(), "search board: " + where);
      if (mine.isEmpty()) {
        return;
      }
      Move move = p.legalMoves().get(random.nextInt(mine.size()));
      String text = move.toString();
      NapoleonPosition next = p.play(move);
      assertEquals(NapoleonReference.play(ref, p.toString(), text), next.toString(), where);
      assertEquals(next, game.parse(next.toString()), "round trip: " + where);
      assertEquals(next.hash(), game.parse(next.toString()).hash(), "hash: " + where);
      board.push(board.encode(move));
      assertEquals(next, board.position(), "search board after " + text + ": " + where);
      assertEquals(next.hash(), board.hash(), "search board hash: " + where);
      assertEquals(next.sideToMove(), board.sideToMove(), "board side: " + where);
      board.pop();
      assertEquals(p, board.position(), "pop: " + where);
      line.add(text);
      p = next;
    }
  }

  private void count(NapoleonPosition p) {
    if (p.inOrdersPhase()) {
      saw("orders phase");
    }
    p.outcome()
        .ifPresent(o -> saw(o.reason() == Reason.VICTORY_CONDITION ? "victory" : "no legal move"));
    for (Move m : p.legalMoves()) {
      if (m.isPass()) {
        saw("pass");
      }
      if (m.isPieceMove() && m.isPush()) {
        saw("push");
      }
      if (m.isPieceMove() && m.isCapture()) {
        saw("capture");
        Camp me = p.sideToMove();
        boolean allied = false;
        for (int df = -1; df <= 1; df++) {
          for (int dr = -1; dr <= 1; dr++) {
            int f = m.from().file() + df;
            int r = m.from().rank() + dr;
            if ((df != 0 || dr != 0) && f >= 0 && r >= 0 && f < 26 && r < 26) {
              Optional<Piece> n = p.pieceAt(new Square(f, r));
              allied |= n.isPresent() && n.get().camp() != me && n.get().camp().team() == me.team();
            }
          }
        }
        if (allied) {
          saw("allied capture");
        }
      }
    }
  }

  private void saw(String feature) {
    seen.merge(feature, 1, Integer::sum);
  }

  @Test
  void theDefaultStartsAreTheReferences() {
    for (NapoleonRules rules : RULES) {
      Napoleon game = game(rules);
      NapoleonReference.Rules ref = Fixtures.reference(rules);
      assertEquals(NapoleonReference.start(ref, "s"), game.start().toString(), rules.toString());
      for (Camp camp : game.camps()) {
        Setup setup = game.defaultSetup(camp);
        assertEquals(setup, game.parseSetup(camp, game.formatSetup(setup)), camp.toString());
        game.validate(setup, Map.of());
      }
    }
  }

  /** A start from random setups of every camp in its block, random terrain, a random first camp. */
  static NapoleonPosition randomStart(Napoleon game, long seed, int terrainSquares) {
    SplittableRandom random = new SplittableRandom(seed);
    for (int attempt = 0; ; attempt++) {
      Map<Square, Terrain> terrain = Fixtures.randomTerrain(game.rules(), random, terrainSquares);
      Map<Camp, Setup> setups = new java.util.EnumMap<>(Camp.class);
      try {
        for (Camp camp : game.camps()) {
          setups.put(camp, game.randomSetup(camp, random.nextLong(), terrain));
        }
        Camp first = game.camps()[random.nextInt(game.camps().length)];
        return game.startPosition(setups, terrain, first);
      } catch (io.github.plateau.core.IllegalPositionException e) {
        if (attempt > 20) {
          throw e;
        }
      }
    }
  }

  @Test
  void perftAgreesWithTheReference() {
    long seed = 1066;
    int counts = 0;
    for (NapoleonRules rules : RULES) {
      Napoleon game = game(rules);
      NapoleonReference.Rules ref = Fixtures.reference(rules);
      for (int i = 0; i < 3; i++) {
        seed++;
        NapoleonPosition p =
            i == 0
                ? game.parse(NapoleonReference.start(ref, game.camp((int) (seed % 3)).notation()))
                : scrambled(game, seed, 3 + i * 3, (int) (seed % 3) * 2);
        int depth = rules.fixedCannons() ? 3 : 2;
        for (int d = 1; d <= depth; d++) {
          long expected = NapoleonReference.perft(ref, p.toString(), d);
          assertEquals(expected, p.perft(d), rules + " " + p + " depth " + d);
          assertEquals(expected, p.mailboxPerft(d), "mailbox: " + rules + " " + p + " " + d);
          counts++;
        }
      }
    }
    assertTrue(counts > 40, counts + " counts");
  }

  /**
   * A position with pieces anywhere: each camp of the game gets up to {@code pieces} random pieces
   * on random squares its terrain admits, random streaks on its own pieces, random terrain, a
   * random camp to move and a random next camp of the other alliance.
   */
  static NapoleonPosition scrambled(Napoleon game, long seed, int pieces, int terrainSquares) {
    SplittableRandom random = new SplittableRandom(seed);
    NapoleonRules rules = game.rules();
    Map<Square, Terrain> terrain = Fixtures.randomTerrain(rules, random, terrainSquares);
    String[][] board = new String[rules.height()][rules.width()];
    List<String> streaks = new ArrayList<>();
    for (Camp camp : game.camps()) {
      List<Square> own = new ArrayList<>();
      int mine = random.nextInt(4) == 0 ? 0 : pieces; // a camp without pieces passes
      for (int n = 0; n < mine; n++) {
        Kind kind = Kind.values()[random.nextInt(5)];
        Square s = new Square(random.nextInt(rules.width()), random.nextInt(rules.height()));
        Terrain t = terrain.get(s);
        if (board[s.rank()][s.file()] != null || (t != null && !t.admits(kind))) {
          continue;
        }
        board[s.rank()][s.file()] =
            Piece.of0(camp, kind, Direction.values()[random.nextInt(8)]).toString();
        own.add(s);
      }
      if (!own.isEmpty() && random.nextInt(3) > 0) {
        streaks.add(
            camp.notation() + own.get(random.nextInt(own.size())) + "x" + (1 + random.nextInt(2)));
      }
    }
    StringBuilder text = new StringBuilder(Fixtures.placement(board));
    Camp[] camps = game.camps();
    Camp side = camps[random.nextInt(camps.length)];
    text.append(' ').append(side.notation());
    List<Camp> others = new ArrayList<>();
    for (Camp c : camps) {
      if (c.team() != side.team()) {
        others.add(c);
      }
    }
    if (others.size() > 1) {
      text.append('>').append(others.get(random.nextInt(others.size())).notation());
    }
    text.append(' ').append(streaks.isEmpty() ? "-" : String.join(",", streaks));
    text.append(' ').append(random.nextInt(150)).append(' ');
    List<String> ground = new ArrayList<>();
    for (Map.Entry<Square, Terrain> e : new TreeMap<>(terrain).entrySet()) {
      ground.add("" + e.getValue().letter() + e.getKey());
    }
    text.append(ground.isEmpty() ? "-" : String.join(",", ground));
    return game.parse(text.toString());
  }
}
