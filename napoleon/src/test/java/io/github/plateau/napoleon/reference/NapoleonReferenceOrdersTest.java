package io.github.plateau.napoleon.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.napoleon.reference.NapoleonReference.Rules;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The reference alone on section 10: the ORDERS phase, its notation and its perft. */
class NapoleonReferenceOrdersTest {
  private static final Rules RULES = Rules.defaults();
  private static final Rules FIXED = RULES.withFixedCannons(true);

  /** Section 8's default start, SOUTH to move: three cannons a side. */
  private static final String START = "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0 -";

  /** SOUTH has 3 points beyond the midline; b4-c5 (or b4-d6, b4-e7) brings a fourth. */
  private static final String NEAR_WIN = "4d3/1aS3c2/8/I3G1i1/1I1g3i/8/6ANW1/2AND4 s - 0 -";

  /** SOUTH's drummer on d4 may push the cavalry on d6 or f6 (drummer push variant). */
  private static final String PUSHES = "2g1d3/aSE7/3c1c2/8/3D4/1I3C2/1ANE2G3/4ANW3 s - 0 -";

  /** SOUTH cannons on c1, f1 and a2: a2 comes after f1 (rank first, then file). */
  private static final String THREE_CANNONS = "4g3/8/8/8/8/8/ANE7/2AN2AS1G s - 0 -";

  @Test
  void aCampWithCCannonsReachesEachOfItsEightToTheCOrderSetsByOneSequence() {
    List<String[]> cases =
        List.of(
            new String[] {START, "c2-c3"}, // 3 cannons
            new String[] {START, "a2-b3"}, // 3 cannons, one of them just moved
            new String[] {THREE_CANNONS, "h1-h2"}, // 3 cannons on two ranks
            new String[] {"4g3/8/8/8/8/8/8/3I3G s - 0 -", "d1-d2"}, // none
            new String[] {"4g3/8/8/8/8/8/8/3ASW3G s - 0 -", "h1-h2"}, // one
            new String[] {START.replace(" s ", " n "), "c7-c6"}, // NORTH's 3
            new String[] {"4g3/8/8/8/ANW7/8/ANE6ASE/2AN2AS1G s - 0 -", "h1-g2"}); // five
    for (String[] c : cases) {
      String orders = NapoleonReference.play(RULES, c[0], c[1]);
      int cannons = cannons(orders, side(orders).charAt(0));
      Set<String> reached = new HashSet<>();
      long paths = paths(orders, reached);
      long sets = (long) Math.pow(8, cannons);
      assertEquals(sets, paths, "paths from " + orders);
      assertEquals(sets, reached.size(), "distinct order sets from " + orders);
    }
  }

  @Test
  void ordersGoInAscendingSquareOrderRankThenFile() {
    String orders = NapoleonReference.play(RULES, THREE_CANNONS, "h1-h2");
    assertEquals(22, NapoleonReference.legalMoves(RULES, orders).size(), orders);
    String afterF1 = NapoleonReference.play(RULES, orders, "f1=NE");
    assertEquals("s:f1", side(afterF1));
    List<String> moves = NapoleonReference.legalMoves(RULES, afterF1);
    assertEquals(8, moves.size(), afterF1 + ": " + moves);
    assertTrue(moves.contains("end"));
    for (String m : moves) {
      assertTrue(m.equals("end") || m.startsWith("a2="), "only a2 may still turn: " + moves);
    }
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> NapoleonReference.play(RULES, afterF1, "c1=E"));
    assertTrue(e.getMessage().contains("illegal move 'c1=E'"), e.getMessage());
    String afterA2 = NapoleonReference.play(RULES, afterF1, "a2=E");
    assertEquals("s:a2", side(afterA2));
    assertEquals(List.of("end"), NapoleonReference.legalMoves(RULES, afterA2));
  }

  @Test
  void noOrderTurnsACannonToTheDirectionItAlreadyHas() {
    String orders = NapoleonReference.play(RULES, START, "c2-c3");
    List<String> moves = NapoleonReference.legalMoves(RULES, orders);
    for (String cannon : List.of("f1", "a2", "h2")) {
      assertFalse(moves.contains(cannon + "=N"), cannon + " already faces N: " + moves);
      for (String dir : List.of("NE", "E", "SE", "S", "SW", "W", "NW")) {
        assertTrue(moves.contains(cannon + "=" + dir), cannon + "=" + dir + ": " + moves);
      }
    }
    assertThrows(
        IllegalArgumentException.class, () -> NapoleonReference.play(RULES, orders, "a2=N"));
  }

  @Test
  void endIsLegalInEveryOrdersPhaseEvenWithoutCannons() {
    String orders = NapoleonReference.play(RULES, "4g3/8/8/8/8/8/8/3I3G s - 0 -", "d1-d2");
    assertEquals("s:", side(orders));
    assertEquals(List.of("end"), NapoleonReference.legalMoves(RULES, orders));
    assertEquals(Optional.empty(), NapoleonReference.winner(RULES, orders));
  }

  @Test
  void theSideFieldRoundTrips() {
    String moved = NapoleonReference.play(RULES, START, "c2-c3");
    assertEquals("s:", side(moved));
    String turned = NapoleonReference.play(RULES, moved, "f1=NE");
    assertEquals("s:f1", side(turned));
    String ended = NapoleonReference.play(RULES, turned, "end");
    assertEquals("n", side(ended));
    String northMoved = NapoleonReference.play(RULES, ended, "c7-c6");
    assertEquals("n:", side(northMoved));
    String northTurned = NapoleonReference.play(RULES, northMoved, "h7=W");
    assertEquals("n:h7", side(northTurned));
    for (String p : List.of(START, moved, turned, ended, northMoved, northTurned)) {
      assertEquals(p, NapoleonReference.normalize(RULES, p));
    }
    assertEquals(START, NapoleonReference.normalize(FIXED, START));
  }

  @Test
  void badSideFieldsAreRejectedNamingTheField() {
    for (String bad :
        List.of("x", "S", "N", "sn", "s;", ":", ":f1", "s::", "s:f1:", "s:F1", "s:f0", "s:f01")) {
      assertBadSide(RULES, bad);
    }
    assertBadSide(RULES, "s:i1"); // off the 8x8 board
    assertBadSide(RULES, "n:a9");
    assertBadSide(RULES, "s:f99999999999");
    assertBadSide(FIXED, "s:");
    assertBadSide(FIXED, "n:f1");
  }

  @Test
  void theStreakMovesWithThePieceMoveAndThePlyCounterWithEnd() {
    String p = START.replace(" - 0 ", " sc2x1 7 ");
    String moved = NapoleonReference.play(RULES, p, "c2-c3");
    assertEquals("sc3x2 7", field(moved, 2) + " " + field(moved, 3));
    String turned = NapoleonReference.play(RULES, moved, "f1=NE");
    assertEquals("sc3x2 7", field(turned, 2) + " " + field(turned, 3));
    String ended = NapoleonReference.play(RULES, turned, "end");
    assertEquals("n sc3x2 8", side(ended) + " " + field(ended, 2) + " " + field(ended, 3));
    String fixed = NapoleonReference.play(FIXED, p, "c2-c3");
    assertEquals("n sc3x2 8", side(fixed) + " " + field(fixed, 2) + " " + field(fixed, 3));
  }

  @Test
  void aPieceMoveThatReachesKDecidesTheGameAtOnceWithoutOrders() {
    for (String win : List.of("b4-c5", "b4-d6", "b4-e7")) {
      String decided = NapoleonReference.play(RULES, NEAR_WIN, win);
      assertEquals("n", side(decided), decided);
      assertEquals("1", field(decided, 3), decided);
      assertEquals(List.of(), NapoleonReference.legalMoves(RULES, decided));
      assertEquals(Optional.of("s"), NapoleonReference.winner(RULES, decided));
      assertEquals(NapoleonReference.play(FIXED, NEAR_WIN, win), decided);
      assertEquals(List.of(win), NapoleonReference.turnMoves(RULES, NEAR_WIN, win + ",c1=N"));
      IllegalArgumentException e =
          assertThrows(
              IllegalArgumentException.class,
              () -> NapoleonReference.turnMoves(RULES, NEAR_WIN, win + ",c1=E"));
      assertTrue(e.getMessage().contains("decided"), e.getMessage());
    }
    // Not reaching K: the ORDERS phase follows.
    assertEquals("s:", side(NapoleonReference.play(RULES, NEAR_WIN, "b4-c4")));
  }

  @Test
  void anOrdersPhaseWithKPointsIsTerminalAndItsSideMovedLast() {
    String board = "4d3/1aS3c2/8/I1I1G1i1/3g3i/8/6ANW1/2AND4";
    String south = board + " s: sc5x1 0 -";
    assertEquals(List.of(), NapoleonReference.legalMoves(RULES, south));
    assertEquals(Optional.of("s"), NapoleonReference.winner(RULES, south));
    // NORTH moved last and has 3 points: the other side, with its 4, wins.
    assertEquals(Optional.of("s"), NapoleonReference.winner(RULES, board + " n: - 0 -"));
    // Both sides at 4: the side that moved last wins, the one in its ORDERS phase.
    String both = "4d3/1aS3c2/8/I1I1G1i1/3g3i/i7/6ANW1/2AND4";
    assertEquals(Optional.of("s"), NapoleonReference.winner(RULES, both + " s: - 0 -"));
    assertEquals(Optional.of("n"), NapoleonReference.winner(RULES, both + " n: - 0 -"));
    assertEquals(Optional.of("n"), NapoleonReference.winner(RULES, both + " s - 0 -"));
  }

  @Test
  void aWholeTurnExpandsIntoItsPieceMoveItsOrdersInSquareOrderAndEnd() {
    assertEquals(
        List.of("c2-c3", "f1=NE", "h2=W", "end"),
        NapoleonReference.turnMoves(RULES, START, "c2-c3,h2=W,a2=N,f1=NE"));
    assertEquals(List.of("c2-c3", "end"), NapoleonReference.turnMoves(RULES, START, "c2-c3"));
    assertEquals(List.of("c2-c3"), NapoleonReference.turnMoves(FIXED, START, "c2-c3,f1=N"));
    // The moved cannon is named by its square after the piece move.
    assertEquals(
        List.of("a2-b3", "b3=E", "end"), NapoleonReference.turnMoves(RULES, START, "a2-b3,b3=E"));
    String step = START;
    for (String m : List.of("c2-c3", "f1=NE", "h2=W", "end")) {
      step = NapoleonReference.play(RULES, step, m);
    }
    assertEquals(step, NapoleonReference.playTurn(RULES, START, "c2-c3,h2=W,f1=NE"));
    for (String bad :
        List.of("c2-c3,f1=NE,f1=E", "c2-c3,a2=N,a2=N", "c2-c3,c3=N", "c2-c3,f1", "c2-c3,f1=Q")) {
      assertThrows(
          IllegalArgumentException.class,
          () -> NapoleonReference.turnMoves(RULES, START, bad),
          bad);
    }
    IllegalArgumentException fixed =
        assertThrows(
            IllegalArgumentException.class,
            () -> NapoleonReference.turnMoves(FIXED, START, "c2-c3,f1=NE"));
    assertTrue(fixed.getMessage().contains("fixed"), fixed.getMessage());
    String orders = NapoleonReference.play(RULES, START, "c2-c3");
    assertThrows(
        IllegalArgumentException.class, () -> NapoleonReference.turnMoves(RULES, orders, "end"));
    IllegalArgumentException whole =
        assertThrows(
            IllegalArgumentException.class,
            () -> NapoleonReference.play(RULES, START, "c2-c3,f1=NE"));
    assertTrue(whole.getMessage().contains("playTurn"), whole.getMessage());
  }

  @Test
  void fixedCannonsKeepTheSections1To9PerftAndItsPlay() {
    // Counts of the sections 1-9 reference, before section 10 existed.
    long[] expected = {1, 54, 2783, 158243};
    for (int depth = 0; depth < expected.length; depth++) {
      assertEquals(expected[depth], NapoleonReference.perft(FIXED, START, depth), "depth " + depth);
    }
    assertEquals(
        List.of(),
        NapoleonReference.legalMoves(FIXED, START.replace(" s ", " n ")).stream()
            .filter(m -> m.contains("=") || m.equals("end"))
            .collect(java.util.stream.Collectors.toList()));
  }

  @Test
  void perftCountsEveryPieceMoveOrderAndEnd() {
    for (Rules rules : List.of(RULES, RULES.withDrummerPush(true))) {
      for (String p : List.of(START, NEAR_WIN, PUSHES)) {
        // Depth 2: each piece move's ORDERS phase has 7 orders per cannon and end, or nothing if
        // the piece move decided the game.
        long expected = 0;
        for (String m : NapoleonReference.legalMoves(rules, p)) {
          String after = NapoleonReference.play(rules, p, m);
          if (side(after).endsWith(":")) {
            expected += 7L * cannons(after, 's') + 1;
          }
        }
        assertEquals(expected, NapoleonReference.perft(rules, p, 2), rules + " " + p);
        assertEquals(
            NapoleonReference.legalMoves(rules.withFixedCannons(true), p).size(),
            NapoleonReference.perft(rules, p, 1));
        assertEquals(stringPerft(rules, p, 3), NapoleonReference.perft(rules, p, 3));
      }
    }
  }

  @Test
  void thePublishedCountsHold() {
    // The counts given to the fast generators' cross-check; the tests above show how they arise.
    Rules push = RULES.withDrummerPush(true);
    Object[][] table = {
      {RULES, START, new long[] {54, 1188, 11855, 147918}},
      {FIXED, START, new long[] {54, 2783, 158243}},
      {RULES, NEAR_WIN, new long[] {52, 735, 5468, 55714}},
      {FIXED, NEAR_WIN, new long[] {52, 2381, 106573}},
      {push, PUSHES, new long[] {71, 1065, 6791, 54726}},
      {push.withFixedCannons(true), PUSHES, new long[] {71, 2318, 144011}},
    };
    assertPerft(table);
  }

  /** Each row {rules, position, counts at depths 1, 2, ...} holds in the reference. */
  static void assertPerft(Object[][] table) {
    for (Object[] row : table) {
      long[] counts = (long[]) row[2];
      for (int depth = 1; depth <= counts.length; depth++) {
        assertEquals(
            counts[depth - 1],
            NapoleonReference.perft((Rules) row[0], (String) row[1], depth),
            row[0] + " " + row[1] + " depth " + depth);
      }
    }
  }

  @Test
  void theRulesCarryTheFixedCannonsFlag() {
    assertFalse(RULES.fixedCannons());
    assertTrue(FIXED.fixedCannons());
    assertNotEquals(RULES, FIXED);
    assertEquals(FIXED, Rules.defaults().withFixedCannons(true));
    assertEquals(FIXED.hashCode(), Rules.defaults().withFixedCannons(true).hashCode());
    assertEquals(RULES, FIXED.withFixedCannons(false));
    assertTrue(FIXED.toString().contains("fixedCannons=true"), FIXED.toString());
    assertTrue(FIXED.withK(5).withDrummerPush(true).withSize(9, 9).fixedCannons());
  }

  @Test
  void seededPlayoutsKeepTheTurnStructure() {
    List<Rules> rules = List.of(RULES, RULES.withDrummerPush(true), RULES.withK(3));
    for (long seed = 1; seed <= 30; seed++) {
      for (Rules r : rules) {
        for (String start : List.of(START, NEAR_WIN, PUSHES)) {
          playout(r, start, seed);
        }
      }
    }
  }

  /** Random moves from {@code start}, checking every move against the section 10 turn. */
  private static void playout(Rules rules, String start, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    String p = start;
    String turnStart = null;
    List<String> turn = new ArrayList<>();
    List<String> line = new ArrayList<>();
    for (int i = 0; i < 80; i++) {
      String where = rules + ", seed " + seed + ", from " + start + " after " + line + ", at " + p;
      List<String> moves = NapoleonReference.legalMoves(rules, p);
      boolean orders = side(p).contains(":");
      if (moves.isEmpty()) {
        assertFalse(orders, "an ORDERS phase always has end: " + where);
        assertTrue(NapoleonReference.winner(rules, p).isPresent(), where);
        return;
      }
      assertEquals(orders, moves.contains("end"), "end only in the ORDERS phase: " + where);
      String move = moves.get(random.nextInt(moves.size()));
      String next = NapoleonReference.play(rules, p, move);
      line.add(move);
      String why = "after " + move + ": " + where;
      if (!orders) {
        turnStart = p;
        turn = new ArrayList<>(List.of(move));
        boolean decided = NapoleonReference.winner(rules, next).isPresent();
        assertEquals(decided ? other(p) : side(p) + ":", side(next), why);
        assertEquals(
            Long.parseLong(field(p, 3)) + (decided ? 1 : 0), Long.parseLong(field(next, 3)));
      } else if (move.equals("end")) {
        assertEquals(other(p), side(next), why);
        assertEquals(field(p, 0), field(next, 0), why);
        assertEquals(field(p, 2), field(next, 2), why);
        assertEquals(Long.parseLong(field(p, 3)) + 1, Long.parseLong(field(next, 3)), why);
        // The same turn written as a record, orders shuffled, expands and plays the same.
        List<String> record = new ArrayList<>(turn.subList(1, turn.size()));
        Collections.shuffle(record, new java.util.Random(seed));
        String text = turn.get(0) + prefixed(record);
        assertEquals(next, NapoleonReference.playTurn(rules, turnStart, text), why);
      } else {
        String square = move.substring(0, move.indexOf('='));
        String last = side(p).substring(2);
        assertTrue(last.isEmpty() || index(square) > index(last), "ascending order: " + why);
        assertEquals(side(p).substring(0, 1) + ":" + square, side(next), why);
        assertNotEquals(field(p, 0), field(next, 0), "an order turns its cannon: " + why);
        assertEquals(field(p, 3), field(next, 3), why);
        turn.add(move);
      }
      p = next;
    }
  }

  private static String prefixed(List<String> orders) {
    StringBuilder sb = new StringBuilder();
    for (String o : orders) {
      sb.append(',').append(o);
    }
    return sb.toString();
  }

  /** Number of move sequences from an ORDERS phase to its end; each end position collected. */
  private static long paths(String orders, Set<String> reached) {
    long n = 0;
    for (String m : NapoleonReference.legalMoves(RULES, orders)) {
      String next = NapoleonReference.play(RULES, orders, m);
      if (m.equals("end")) {
        reached.add(next);
        n++;
      } else {
        n += paths(next, reached);
      }
    }
    return n;
  }

  /** Perft through the string API alone. */
  private static long stringPerft(Rules rules, String p, int depth) {
    if (depth == 0) {
      return 1;
    }
    long n = 0;
    for (String m : NapoleonReference.legalMoves(rules, p)) {
      n += stringPerft(rules, NapoleonReference.play(rules, p, m), depth - 1);
    }
    return n;
  }

  private static void assertBadSide(Rules rules, String side) {
    String p = START.replace(" s ", " " + side + " ");
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> NapoleonReference.legalMoves(rules, p), p);
    assertTrue(e.getMessage().contains("side"), side + ": " + e.getMessage());
  }

  /** Cannons of a side ('s' or 'n'): cannon letters, never a direction letter. */
  private static int cannons(String position, char side) {
    char letter = side == 's' ? 'A' : 'a';
    return (int) field(position, 0).chars().filter(c -> c == letter).count();
  }

  /** Rank-major index of a square on an 8-file board (ascending = section 10 order). */
  private static int index(String square) {
    return (Integer.parseInt(square.substring(1)) - 1) * 8 + (square.charAt(0) - 'a');
  }

  private static String field(String position, int i) {
    return position.split(" ")[i];
  }

  private static String side(String position) {
    return field(position, 1);
  }

  private static String other(String position) {
    return side(position).startsWith("s") ? "n" : "s";
  }
}
