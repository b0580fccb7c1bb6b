package io.github.plateau.napoleon.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.napoleon.reference.NapoleonReference.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The reference alone on section 11 (Waterloo): one test per numbered decision of the README's
 * Waterloo section, its notation, its rules options, seeded playouts and pinned perft counts.
 */
class NapoleonReferenceWaterlooTest {
  /** Two against one on the default 16x8 board. */
  private static final Rules R3 = Rules.defaults(3);

  /** Two against two on the default 16x8 board. */
  private static final Rules R22 = Rules.defaults(4);

  /** Three against one on the default 16x8 board. */
  private static final Rules R31 = Rules.defaults(4).withAlliances("3/1");

  /** Two against one on 8x8 (blocks a-d and e-h, four setup rows): small hand-made positions. */
  private static final Rules W3 = Rules.defaults().withArmies(3).withFixedCannons(true);

  /** Two against two on 8x8. */
  private static final Rules W22 = Rules.defaults().withArmies(4).withFixedCannons(true);

  /** The start of {@code napoleon:armies=3}, as the notation document gives it. */
  private static final String START_3 =
      "4ccaSggicc4/4aSiiidiiaS4/16/16/16/16/ANIIDIIIANAN'I'I'D'I'I'I'AN'/"
          + "CCIGGANCCC'C'I'G'G'AN'C'C' s - 0 -";

  /** Section 8's two-army start. */
  private static final String START_2 = "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0 -";

  /**
   * SOUTH (2/1, 16x8) must pass: its cavalry on a1 is boxed in by the allied b2 and c3 (one jump,
   * then no landing square), its cannon on h1 has moved twice running.
   */
  private static final String MUST_PASS =
      "4gi10/3c8aS3/16/16/16/2I'13/1I'14/C6AN4AN'1D'G' s sh1x2 0 -";

  /** The three-army start without the army of s: s passes on each of its turns. */
  private static final String WITHOUT_S =
      "4ccaSggicc4/4aSiiidiiaS4/16/16/16/16/8AN'I'I'D'I'I'I'AN'/8C'C'I'G'G'AN'C'C' s - 0 -";

  /** The two-against-two start without the army of n': n' passes on each of its turns. */
  private static final String WITHOUT_N2 =
      "ccaSggicc8/aSiiidiiaS8/16/16/16/16/ANIIDIIIANAN'I'I'D'I'I'I'AN'/CCIGGANCCC'C'I'G'G'AN'C'C'"
          + " n'>s - 0 -";

  @Test
  void oneAgainstTwoIsWrittenTwoAgainstOne() {
    assertEquals("2/1", R3.alliances());
    assertEquals("2/2", R22.alliances());
    assertEquals("3/1", R31.alliances());
    for (String[] c : new String[][] {{"3", "1/2", "2/1"}, {"4", "1/3", "3/1"}}) {
      Rules rules = Rules.defaults(Integer.parseInt(c[0]));
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> rules.withAlliances(c[1]));
      assertTrue(e.getMessage().startsWith("alliances:"), e.getMessage());
      assertTrue(e.getMessage().contains("write " + c[2]), e.getMessage());
    }
    // The lone camp is always n, the second place in turn order; the allies are s, s' (and s'').
    assertEquals("n>s", side(NapoleonReference.start(R3, "n")));
    assertEquals("n>s", side(NapoleonReference.start(R31, "n")));
    assertEquals("s''", side(NapoleonReference.start(R31, "s''")));
    assertThrows(IllegalArgumentException.class, () -> NapoleonReference.start(R3, "n'"));
    assertThrows(IllegalArgumentException.class, () -> NapoleonReference.start(R22, "s''"));
  }

  @Test
  void turnsGoRoundInTheAlliancesOrder() {
    Rules fixed3 = R3.withFixedCannons(true);
    assertEquals(
        List.of("s", "n>s'", "s'", "n>s", "s", "n>s'", "s'"),
        sides(fixed3, NapoleonReference.start(fixed3, "s"), 7));
    assertEquals(
        List.of("n>s", "s", "n>s'", "s'", "n>s", "s"),
        sides(fixed3, NapoleonReference.start(fixed3, "n"), 6));
    Rules fixed22 = R22.withFixedCannons(true);
    assertEquals(
        List.of("s>n", "n>s'", "s'>n'", "n'>s", "s>n", "n>s'"),
        sides(fixed22, NapoleonReference.start(fixed22, "s"), 6));
    assertEquals(
        List.of("n'>s", "s>n", "n>s'", "s'>n'", "n'>s"),
        sides(fixed22, NapoleonReference.start(fixed22, "n'"), 5));
    Rules fixed31 = R31.withFixedCannons(true);
    assertEquals(
        List.of("s", "n>s'", "s'", "n>s''", "s''", "n>s", "s"),
        sides(fixed31, NapoleonReference.start(fixed31, "s"), 7));
    // With orders: the phase follows the camp, the next camp stays after '>'.
    String p = NapoleonReference.start(R3, "s");
    p = NapoleonReference.play(R3, p, "c2-c3");
    assertEquals("s:", side(p));
    List<String> orders = NapoleonReference.legalMoves(R3, p);
    assertTrue(orders.contains("a2=E") && !orders.contains("i2=E"), "a camp turns its own");
    p = NapoleonReference.play(R3, p, "end");
    assertEquals("n>s'", side(p));
    p = NapoleonReference.play(R3, p, "f7-f6");
    assertEquals("n:>s'", side(p));
    p = NapoleonReference.play(R3, p, "e7=SE");
    assertEquals("n:e7>s'", side(p));
    assertEquals(p, NapoleonReference.normalize(R3, p));
    assertEquals(List.of("end"), NapoleonReference.legalMoves(R3, p).subList(0, 1));
    assertTrue(NapoleonReference.legalMoves(R3, p).contains("l7=N"), p);
    p = NapoleonReference.play(R3, p, "end");
    assertEquals("s'", side(p));
    assertEquals("2", field(p, 3));
  }

  @Test
  void alliesSupportCaptures() {
    // s takes on d5 with the ally s' as its only neighbour.
    String ally = pos8("s", "-", "d4=I", "c3=I'", "d5=i", "e8=g");
    assertTrue(moves(W3, ally).contains("d4xd5"), ally);
    String alone = pos8("s", "-", "d4=I", "d5=i", "e8=g");
    assertFalse(moves(W3, alone).contains("d4xd5"), alone);
    // And s' with s.
    String other = pos8("s'", "-", "d4=I'", "c3=I", "d5=i", "e8=g");
    assertTrue(moves(W3, other).contains("d4xd5"), other);
    // Taking a cavalry needs two: one own and one allied count.
    String two = pos8("s", "-", "d4=I", "c3=I'", "e3=I", "d5=c", "e8=g");
    assertTrue(moves(W3, two).contains("d4xd5"), two);
    String one = pos8("s", "-", "d4=I", "c3=I'", "d5=c", "e8=g");
    assertFalse(moves(W3, one).contains("d4xd5"), one);
    // NORTH's allies as well (two against two).
    String north = pos8("n>s", "-", "e5=i", "f6=i'", "e4=I", "a1=G");
    assertTrue(moves(W22, north).contains("e5xe4"), north);
    String northAlone = pos8("n>s", "-", "e5=i", "f6=I'", "e4=I", "a1=G");
    assertFalse(moves(W22, northAlone).contains("e5xe4"), northAlone);
  }

  @Test
  void anAlliedGeneralGivesThePrivilege() {
    String allied = pos8("s", "-", "d4=C", "c3=G'", "e8=g");
    assertTrue(moves(W3, allied).containsAll(List.of("d4-d5", "d4-d8", "d4-h4", "d4-d1")), allied);
    for (String general : List.of("c3=G", "c3=g")) {
      String p = pos8("s", "-", "d4=C", general, "e8=g");
      boolean own = general.equals("c3=G");
      assertEquals(own, moves(W3, p).contains("d4-d5"), p);
    }
    String none = pos8("s", "-", "d4=C", "e8=g");
    assertFalse(moves(W3, none).contains("d4-d5"), none);
    // s' with a general of s; n' with a general of n.
    String second = pos8("s'", "-", "d4=C'", "c3=G", "e8=g");
    assertTrue(moves(W3, second).contains("d4-d5"), second);
    String north = pos8("n'>s", "-", "d5=c'", "c6=g", "a1=G");
    assertTrue(moves(W22, north).contains("d5-d4"), north);
  }

  @Test
  void alliesAreNeitherCapturedNorBarredBySight() {
    // An allied piece blocks like an own one and is never taken.
    String blocked = pos8("s", "-", "d4=I", "c4=I", "d5=I'", "e8=g");
    List<String> moves = moves(W3, blocked);
    assertFalse(moves.contains("d4xd5") || moves.contains("d4-d5") || moves.contains("d4-d6"));
    assertTrue(moves.contains("d4-e5"), blocked);
    // An allied cannon's line of sight bars nothing; every enemy camp's does.
    String alliedSight = pos8("s", "-", "d3=I", "a5=AE'", "e8=g");
    assertTrue(moves(W3, alliedSight).containsAll(List.of("d3-d5", "d3-d6")), alliedSight);
    for (String enemy : List.of("a5=aE", "a5=aE'")) {
      String p = pos8("s>n", "-", "d3=I", enemy, "e8=g");
      List<String> m = moves(W22, p);
      assertTrue(m.contains("d3-d4"), p);
      assertFalse(m.contains("d3-d5") || m.contains("d3-d6"), p + ": " + m);
    }
    String northAllied = pos8("n>s", "-", "d6=i", "h4=aW'", "a1=G");
    List<String> north = moves(W22, northAllied);
    assertTrue(north.contains("d6-d4") && north.contains("d6-d3"), northAllied + ": " + north);
    // A piece first in the line of sight of its ally's cannon is covered.
    String covered = pos8("s>n", "-", "d4=I", "c4=I", "d5=i", "a5=aE'", "e8=g");
    assertFalse(moves(W22, covered).contains("d4xd5"), covered);
    String uncovered = pos8("s>n", "-", "d4=I", "c4=I", "d5=i", "a5=aW'", "e8=g");
    assertTrue(moves(W22, uncovered).contains("d4xd5"), uncovered);
  }

  @Test
  void onlyEnemyDrummersFrightenAndPush() {
    Rules push = W22.withDrummerPush(true);
    // Frightened horses: an allied drummer frightens nothing, an enemy one of either camp does.
    String allied = pos8("s>n", "-", "d4=C", "g6=D'", "a8=g");
    assertTrue(moves(push, allied).containsAll(List.of("d4-f6", "d4-g7", "d4-h8")), allied);
    for (String drummer : List.of("g6=d", "g6=d'")) {
      String p = pos8("s>n", "-", "d4=C", drummer, "a8=g");
      List<String> m = moves(push, p);
      assertTrue(m.contains("d4-e5") && !m.contains("d4-f6"), p + ": " + m);
    }
    // No push of an allied cavalry: it only blocks.
    String ally = pos8("s>n", "-", "d2=D", "d4=C'", "a8=g");
    assertTrue(moves(push, ally).stream().noneMatch(m -> m.startsWith("d2-d4")), ally);
    // The cavalry of either enemy camp is pushed (c3, e3 are next to the pushing drummer).
    for (String cavalry : List.of("d4=c", "d4=c'")) {
      String p = pos8("s>n", "-", "d2=D", cavalry, "a8=g");
      assertEquals(List.of("d2-d4>c5", "d2-d4>e5"), pushes(push, p, "d2-d4"), p);
    }
    // Its one-square move is judged with its own alliance's friends: a general of n or n' gives
    // the privilege to a cavalry of n', a general of s' does not.
    for (String general : List.of("c4=g", "c4=g'", "c4=G'")) {
      String p = pos8("s>n", "-", "d2=D", "d4=c'", general, "a8=g");
      boolean friend = Character.isLowerCase(general.charAt(3));
      List<String> expected =
          friend
              ? List.of("d2-d4>c5", "d2-d4>d5", "d2-d4>e4", "d2-d4>e5")
              : List.of("d2-d4>c5", "d2-d4>e5");
      assertEquals(expected, pushes(push, p, "d2-d4"), p);
    }
    // The pushing alliance's cannons and drummers bar squares, whichever of its camps they are.
    String sight = pos8("s>n", "-", "d2=D", "d4=c'", "h5=AW'", "a8=g");
    assertEquals(List.of(), pushes(push, sight, "d2-d4"), sight);
    String frightened = pos8("s>n", "-", "d2=D", "d4=c'", "b6=D'", "a8=g");
    assertEquals(List.of("d2-d4>e5"), pushes(push, frightened, "d2-d4"), frightened);
    // The cavalry's own allies' cannons and drummers do not.
    String own = pos8("s>n", "-", "d2=D", "d4=c'", "h5=aW", "b6=d", "a8=g");
    assertEquals(List.of("d2-d4>c5", "d2-d4>e5"), pushes(push, own, "d2-d4"), own);
  }

  @Test
  void streaksArePerCamp() {
    String p = pos8("s", "-", "b2=I", "h1=I", "f2=I'", "e8=g", "a8=i");
    p = playAll(W3, p, "b2-b3", "e8-e7", "f2-f3", "e7-e6");
    assertEquals("sb3x1,ne6x2,s'f3x1", field(p, 2), "one entry per camp, in camp order");
    p = playAll(W3, p, "b3-b4", "a8-a7", "f3-f4", "e6-e5");
    assertEquals("sb4x2,ne5x1,s'f4x2", field(p, 2), "another camp's turn leaves it alone");
    List<String> moves = moves(W3, p);
    assertTrue(moves.stream().noneMatch(m -> m.startsWith("b4")), p + ": " + moves);
    assertTrue(moves.contains("h1-h2"), p);
    // An entry naming a piece of an ally is inert: it bars nothing and stays until its camp moves.
    String inert = pos8("s", "s'b2x2,sf2x2", "b2=I", "f2=I'", "e8=g");
    assertTrue(moves(W3, inert).contains("b2-b3"), inert);
    String afterS = NapoleonReference.play(W3, inert, "b2-b3");
    assertEquals("sb3x1,s'b2x2", field(afterS, 2));
    String sTwo = pos8("s'", "s'b2x2,sf2x2", "b2=I", "f2=I'", "e8=g");
    assertTrue(moves(W3, sTwo).contains("f2-f3"), sTwo);
    assertEquals("sf2x2,s'f3x1", field(NapoleonReference.play(W3, sTwo, "f2-f3"), 2));
    // A capture drops the entry of the captured piece's camp.
    String capture = pos8("n>s", "s'd4x1", "d5=i", "e6=i", "d4=I'", "a1=G");
    assertEquals("nd4x1", field(NapoleonReference.play(W3, capture, "d5xd4"), 2));
  }

  @Test
  void aCampWithoutMovePasses() {
    assertEquals(List.of("pass"), NapoleonReference.legalMoves(R3, MUST_PASS));
    assertEquals(Optional.empty(), NapoleonReference.winner(R3, MUST_PASS));
    for (Rules rules : List.of(R3, R3.withFixedCannons(true))) {
      String passed = NapoleonReference.play(rules, MUST_PASS, "pass");
      assertEquals(field(MUST_PASS, 0), field(passed, 0), "nothing moves");
      assertEquals("n>s'", side(passed), "no ORDERS phase after a pass");
      assertEquals("1", field(passed, 3));
      assertEquals(List.of("pass"), NapoleonReference.turnMoves(rules, MUST_PASS, "pass"));
      assertEquals(passed, NapoleonReference.playTurn(rules, MUST_PASS, "pass"));
    }
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> NapoleonReference.turnMoves(R3, MUST_PASS, "pass,h1=E"));
    assertTrue(e.getMessage().contains("no order follows a pass"), e.getMessage());
    // A camp without pieces passes too, on each of its turns.
    assertEquals(List.of("pass"), NapoleonReference.legalMoves(R3, WITHOUT_S));
    assertEquals(List.of("pass"), NapoleonReference.legalMoves(R22, WITHOUT_N2));
    // A camp with a piece move never passes.
    String start = NapoleonReference.start(R3, "s");
    assertThrows(IllegalArgumentException.class, () -> NapoleonReference.play(R3, start, "pass"));
  }

  @Test
  void aPassClearsTheStreak() {
    Rules fixed = R3.withFixedCannons(true);
    String passed = NapoleonReference.play(fixed, MUST_PASS, "pass");
    assertEquals("-", field(passed, 2));
    String back = playAll(fixed, passed, "d7-e6", "b2-b3", "e6-d7");
    assertEquals("s", side(back));
    // h1 moved on s's two turns before the pass, yet moves again: the pass broke the streak.
    assertTrue(moves(fixed, back).contains("h1-h2"), back);
    String once = MUST_PASS.replace("C6AN4", "C11").replace(" sh1x2 ", " sa1x1,s'b2x1 ");
    assertEquals(List.of("pass"), moves(fixed, once));
    assertEquals("s'b2x1", field(NapoleonReference.play(fixed, once, "pass"), 2));
  }

  @Test
  void anAllianceThatCannotMoveLoses() {
    // Enemy lines of sight bar every square next to a1 and b1; the two are each other's blockers.
    String[] pieces = {"a1=I", "b1=I'", "a8=aS", "h8=aSW", "h2=aW", "h1=aW", "e8=g"};
    for (String side : List.of("s", "s'")) {
      String p = pos8(side, "-", pieces);
      assertEquals(List.of(), moves(W3, p), p);
      assertEquals(Optional.of("n"), NapoleonReference.winner(W3, p), p);
      assertEquals(Optional.of("n"), NapoleonReference.winner(W3.withFixedCannons(false), p), p);
    }
    // Without the h1 cannon, b1-c1 is open to s': s passes instead.
    String open = pos8("s", "-", "a1=I", "b1=I'", "a8=aS", "h8=aSW", "h2=aW", "e8=g");
    assertEquals(List.of("pass"), moves(W3, open), open);
    assertEquals(Optional.empty(), NapoleonReference.winner(W3, open));
    // Unless s' has moved b1 twice running: judged with its own streak, it has no move either.
    String barred = open.replace(" - 0 ", " s'b1x2 0 ");
    assertEquals(List.of(), moves(W3, barred), barred);
    assertEquals(Optional.of("n"), NapoleonReference.winner(W3, barred));
  }

  @Test
  void anAllianceWinsWithKPerCamp() {
    // s alone reaches K = 4 beyond the midline: not enough for an alliance of two camps (K' = 8).
    String four = pos8("s", "-", "a5=I", "b5=I", "c5=I", "d4=I", "e8=g", "a8=i");
    String notYet = NapoleonReference.play(W3, four, "d4-d5");
    assertEquals("n>s'", side(notYet), notYet);
    assertEquals(Optional.empty(), NapoleonReference.winner(W3, notYet));
    // With s' adding its four, the same move decides, under orders too (no ORDERS phase).
    String[] eight = {"a5=I", "b5=I", "c5=I", "d4=I", "e6=I'", "f6=I'", "g6=I'", "h6=I'", "e8=g"};
    String before = pos8("s", "-", eight);
    assertEquals(Optional.empty(), NapoleonReference.winner(W3, before));
    for (Rules rules : List.of(W3, W3.withFixedCannons(false))) {
      String won = NapoleonReference.play(rules, before, "d4-d5");
      assertEquals("n>s'", side(won), won);
      assertEquals(Optional.of("s"), NapoleonReference.winner(rules, won), won);
      assertEquals(List.of(), moves(rules, won));
    }
    // The lone camp of NORTH needs K' = 4 x 1.
    String north = pos8("n>s", "-", "a4=i", "b4=i", "c4=i", "d5=i", "h1=G");
    assertEquals(
        Optional.of("n"), NapoleonReference.winner(W3, NapoleonReference.play(W3, north, "d5-d4")));
    // Three camps need 12; points of s, s' and s'' are added.
    String eleven =
        board(16, 8, "a5=G", "b5=I", "c5=I", "f5=G'", "g5=I'", "h5=I'", "k5=G''", "l5=I''", "h8=g");
    assertEquals(Optional.empty(), NapoleonReference.winner(R31, eleven + " n>s - 0 -"));
    String twelve =
        board(
            16, 8, "a5=G", "b5=I", "c5=I", "f5=G'", "g5=I'", "h5=I'", "k5=G''", "l5=I''", "h8=g",
            "m5=C''");
    assertEquals(Optional.of("s"), NapoleonReference.winner(R31, twelve + " n>s - 0 -"));
    // Two against two: 8 each.
    String seven = board(16, 8, "a4=g", "b4=i", "c4=i", "j4=g'", "k4=i'", "h1=G");
    assertEquals(Optional.empty(), NapoleonReference.winner(R22, seven + " s>n - 0 -"));
    String eightNorth = board(16, 8, "a4=g", "b4=i", "c4=i", "j4=g'", "k4=i'", "l4=c'", "h1=G");
    assertEquals(Optional.of("n"), NapoleonReference.winner(R22, eightNorth + " s>n - 0 -"));
  }

  @Test
  void theMoversAllianceIsCheckedFirst() {
    // SOUTH has its 8 (K' of two camps), NORTH its 4 (one camp): the alliance that moved last wins.
    String board =
        board(
            8, 8, "a5=I", "b5=I", "c5=I", "d5=I", "e6=I'", "f6=I'", "g6=I'", "h6=I'", "a1=i",
            "b1=i", "c1=i", "d1=i");
    Rules orders = W3.withFixedCannons(false);
    Object[][] cases = {
      {W3, "s", "n"},
      {W3, "s'", "n"},
      {W3, "n>s", "s"},
      {W3, "n>s'", "s"},
      {orders, "s:", "s"},
      {orders, "s':", "s"},
      {orders, "n:>s'", "n"},
    };
    for (Object[] c : cases) {
      String p = board + " " + c[1] + " - 0 -";
      assertEquals(Optional.of((String) c[2]), NapoleonReference.winner((Rules) c[0], p), p);
      assertEquals(List.of(), moves((Rules) c[0], p), p);
    }
  }

  @Test
  void theFallbackAddsTheAlliancesPoints() {
    // s 1 and s' 2 against n 2: SOUTH's 3 win, though n has more than either of its enemies.
    String south = pos8("s", "-", "a5=I", "e6=G'", "d3=i", "e3=i", "h8=g");
    assertEquals(Optional.of("s"), NapoleonReference.adjudicate(W3, south));
    String equal = pos8("s", "-", "a5=I", "e6=G'", "d3=i", "e3=i", "f3=i", "h8=g");
    assertEquals(Optional.empty(), NapoleonReference.adjudicate(W3, equal), "3 each: a draw");
    String north = pos8("s", "-", "a5=I", "d3=i", "e3=i", "h8=g");
    assertEquals(Optional.of("n"), NapoleonReference.adjudicate(W3, north));
    // Repetition compares everything but the ply count, the next camp included.
    String p = NapoleonReference.start(R22, "s");
    assertEquals(
        NapoleonReference.repetitionKey(R22, p),
        NapoleonReference.repetitionKey(R22, p.replace(" 0 -", " 12 -")));
    assertNotEquals(
        NapoleonReference.repetitionKey(R22, p),
        NapoleonReference.repetitionKey(R22, p.replace("s>n", "s>n'")));
    assertNotEquals(
        NapoleonReference.repetitionKey(R22, p),
        NapoleonReference.repetitionKey(R22, p.replace("s>n", "s'>n")));
  }

  @Test
  void defaultSetupsFillEachCampsBlock() {
    assertEquals(START_3, NapoleonReference.start(R3, "s"));
    assertEquals(START_2, NapoleonReference.start(Rules.defaults(), "s"));
    assertEquals(
        "ccaSggiccc'c'aS'g'g'i'c'c'/aSiiidiiaSaS'i'i'i'd'i'i'aS'/16/16/16/16/"
            + "ANIIDIIIANAN'I'I'D'I'I'I'AN'/CCIGGANCCC'C'I'G'G'AN'C'C' s>n - 0 -",
        NapoleonReference.start(R22, "s"));
    assertEquals("a-h.i-p/a-p", R3.files());
    assertEquals("a-h.i-p/a-h.i-p", R22.files());
    assertEquals("a-e.f-j.k-p/a-p", R31.files());
    assertEquals(2, R3.setupRows());
    assertEquals(4, R31.setupRows(), "16 pieces in the narrowest block of 5 files");
    // Three against one: narrow blocks filled from the middle outward, back row first; the lone
    // camp's base setup centred on e to l.
    String start31 = NapoleonReference.start(R31, "s");
    assertEquals(
        "4ccaSggicc4/4aSiiidiiaS4/16/16/2AN4AN'8/IIIIANI'I'I'I'AN'1AN''I''I''AN''1/"
            + "DCCCID'C'C'C'I'I''D''C''C''I''I''/ANGGICAN'G'G'I'C'C''I''G''G''AN''C'' s - 0 -",
        start31);
    for (Rules rules : List.of(R3, R22, R31, Rules.defaults())) {
      assertEveryCampInItsBlock(rules, NapoleonReference.start(rules, "s"));
    }
  }

  @Test
  void aSetupStaysInItsBlock() {
    Rules given = R3.withFiles("c-j.l-p/b-o");
    assertEquals("c-j.l-p/b-o", given.files());
    assertEquals(4, given.setupRows());
    String start = NapoleonReference.start(given, "n");
    assertEveryCampInItsBlock(given, start);
    assertEquals("n>s", side(start));
    Rules wide = Rules.defaults().withSize(12, 8).withArmies(4).withFiles("a-f.g-l/g-l.a-f");
    String crossed = NapoleonReference.start(wide, "s");
    assertEveryCampInItsBlock(wide, crossed);
    // A setup that does not fit is refused, naming the option.
    for (Supplier<Rules> bad :
        List.<Supplier<Rules>>of(
            () -> R31.withSize(16, 6),
            () -> Rules.defaults().withSize(2, 8).withArmies(3),
            () -> R3.withFiles("a-c.i-p/a-p"))) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, bad::get);
      assertTrue(e.getMessage().startsWith("files:"), e.getMessage());
    }
    IllegalArgumentException tiny =
        assertThrows(
            IllegalArgumentException.class,
            () -> NapoleonReference.start(Rules.defaults().withSize(4, 4), "s"));
    assertTrue(tiny.getMessage().contains("no default setup"), tiny.getMessage());
  }

  @Test
  void aPushOntoAnInertStreakSquareDropsIt() {
    Rules push = Rules.defaults().withDrummerPush(true).withFixedCannons(true);
    String p = "4g3/8/8/8/3c4/8/3D4/8 s nc5x2 0 -";
    assertEquals("sd4x1", field(NapoleonReference.play(push, p, "d2-d4>c5"), 2));
    assertEquals("sd4x1,nc5x2", field(NapoleonReference.play(push, p, "d2-d4>e5"), 2));
    // Two against two: only the pushed cavalry's own camp's entry is dropped.
    Rules push22 = W22.withDrummerPush(true);
    String q = pos8("s>n", "nc5x2,n'c5x1", "d2=D", "d4=c'", "a8=g");
    assertEquals("sd4x1,nc5x2", field(NapoleonReference.play(push22, q, "d2-d4>c5"), 2));
    // A live entry follows its cavalry.
    String live = pos8("s>n", "n'd4x2", "d2=D", "d4=c'", "a8=g");
    assertEquals("sd4x1,n'e5x2", field(NapoleonReference.play(push22, live, "d2-d4>e5"), 2));
  }

  @Test
  void theNotationRoundTrips() {
    for (Rules rules : List.of(R3, R22, R31)) {
      for (String first : List.of("s", "n", "s'")) {
        String start = NapoleonReference.start(rules, first);
        assertEquals(start, NapoleonReference.normalize(rules, start));
      }
    }
    Object[][] canonical = {
      {R22, "4aSW'g10/16/16/16/16/16/16/I'15 n':>s' n'e8x1 7 Hb4"},
      {R22, "4aSW'g10/16/16/16/16/16/16/I'15 n:e8>s' n'e8x1 7 -"},
      {R22, "4aSW'g10/16/16/16/16/16/16/I'15 s'>n' - 0 -"},
      {R3, "4g11/16/16/16/16/16/16/I'15 n:e8>s sb1x1,s'a1x2 7 -"},
      {R3, "4g11/16/16/16/16/16/16/I'15 s': - 0 -"},
      {R31, "4g11/16/16/16/16/16/16/I''AN'ANE''13 s'':c1 s'b1x2,s''a1x1 3 -"},
    };
    for (Object[] c : canonical) {
      assertEquals(c[1], NapoleonReference.normalize((Rules) c[0], (String) c[1]));
    }
    // Streak entries come back in camp order.
    assertEquals(
        "sb1x1,s'a1x2",
        field(
            NapoleonReference.normalize(R3, "4g11/16/16/16/16/16/16/I'15 s s'a1x2,sb1x1 0 -"), 2));
    assertEquals(
        "s'b1x2,s''a1x1",
        field(
            NapoleonReference.normalize(R31, "4g11/16/16/16/16/16/16/16 s s''a1x1,s'b1x2 0 -"), 2));
  }

  @Test
  void badStringsAreRefusedNamingTheProblem() {
    String board3 = "4g11/16/16/16/16/16/16/I'15";
    Object[][] bad = {
      {R3, board3 + " s>n - 0 -", "side"},
      {R3, board3 + " n - 0 -", "side"},
      {R3, board3 + " n>n - 0 -", "side"},
      {R3, board3 + " n>s'' - 0 -", "side"},
      {R3, board3 + " n' - 0 -", "side"},
      {R3, board3 + " n:>x - 0 -", "side"},
      {R3, board3 + " s:e9 - 0 -", "side"},
      {R3.withFixedCannons(true), board3 + " n:>s - 0 -", "side"},
      {R22, board3 + " s - 0 -", "side"},
      {R22, board3 + " s>s' - 0 -", "side"},
      {R3, board3 + " s n'a1x1 0 -", "streak"},
      {R3, board3 + " s s'a1x3 0 -", "streak"},
      {R3, board3 + " s s'a1x1,s'b1x2 0 -", "streak"},
      {R3, board3 + " s s''a1x1 0 -", "streak"},
      {R3, "4g'11/16/16/16/16/16/16/I'15 s - 0 -", "rank 8"},
      {R3, "4g11/16/16/16/16/16/16/I''15 s - 0 -", "rank 1"},
      {R22, "4g11/16/16/16/16/16/16/I''15 s>n - 0 -", "rank 1"},
      {R31, "4g'11/16/16/16/16/16/16/I''15 s - 0 -", "rank 8"},
      {Rules.defaults(), "4g3/8/8/8/8/8/8/I'7 s - 0 -", "rank 1"},
      {Rules.defaults(), "4g3/8/8/8/8/8/8/I7 s>n - 0 -", "side"},
    };
    for (Object[] b : bad) {
      IllegalArgumentException e =
          assertThrows(
              IllegalArgumentException.class,
              () -> NapoleonReference.legalMoves((Rules) b[0], (String) b[1]),
              (String) b[1]);
      assertTrue(e.getMessage().contains((String) b[2]), b[1] + ": " + e.getMessage());
    }
  }

  @Test
  void badOptionsAreRefusedNamingTheOption() {
    Object[][] bad = {
      {(Supplier<Rules>) () -> Rules.defaults().withArmies(5), "armies:"},
      {(Supplier<Rules>) () -> Rules.defaults().withArmies(1), "armies:"},
      {(Supplier<Rules>) () -> R22.withAlliances("2/1"), "alliances:"},
      {(Supplier<Rules>) () -> R22.withAlliances("4/0"), "alliances:"},
      {(Supplier<Rules>) () -> R22.withAlliances("two"), "alliances:"},
      {(Supplier<Rules>) () -> R22.withAlliances(null), "alliances:"},
      {(Supplier<Rules>) () -> R3.withFiles("a-h/a-p"), "files:"},
      {(Supplier<Rules>) () -> R3.withFiles("a-h.i-p.a-p"), "files:"},
      {(Supplier<Rules>) () -> R3.withFiles("a-h.e-p/a-p"), "files:"},
      {(Supplier<Rules>) () -> R3.withFiles("a-h.i-q/a-p"), "files:"},
      {(Supplier<Rules>) () -> R3.withFiles("h-a.i-p/a-p"), "files:"},
      {(Supplier<Rules>) () -> R3.withFiles("a-h.p-p/a-p"), "files:"},
      {(Supplier<Rules>) () -> R3.withFiles("a-h.i-p/A-P"), "files:"},
      {(Supplier<Rules>) () -> R3.withFiles("a-h.i-p/a-p/"), "files:"},
      {(Supplier<Rules>) () -> R3.withFiles(null), "files:"},
      {(Supplier<Rules>) () -> R3.withSize(8, 4), "files:"},
    };
    for (Object[] b : bad) {
      @SuppressWarnings("unchecked")
      Supplier<Rules> rules = (Supplier<Rules>) b[0];
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, rules::get);
      assertTrue(e.getMessage().startsWith((String) b[1]), e.getMessage());
    }
    // Allies' blocks may not overlap; the two alliances' blocks face each other freely.
    assertEquals("a-h.i-p/e-l", R3.withFiles("a-h.i-p/e-l").files());
    assertEquals("i-p.a-h/e-l", R3.withFiles("i-p.a-h/e-l").files());
    assertEquals("e-l/e-l", Rules.defaults().withSize(16, 8).withFiles("e-l/e-l").files());
    // A one-file block is written by its letter; it is read, then refused as too narrow.
    IllegalArgumentException narrow =
        assertThrows(IllegalArgumentException.class, () -> R3.withFiles("a.b-p/a-p"));
    assertTrue(narrow.getMessage().contains("block of 1 file"), narrow.getMessage());
  }

  @Test
  void twoArmyGamesAreUnchanged() {
    Rules two = Rules.defaults();
    assertEquals(2, two.armies());
    assertEquals("1/1", two.alliances());
    assertEquals("a-h/a-h", two.files());
    assertEquals(two, R3.withArmies(2).withSize(8, 8));
    assertEquals(
        two,
        new Rules(
            8, 8, 4, NapoleonReference.Midline.NEUTRAL, false, false, false, false, 2, null, null));
    assertEquals(START_2, NapoleonReference.start(two, "s"));
    long[] fixed = {54, 2783, 158243};
    long[] orders = {54, 1188, 11855};
    for (int depth = 1; depth <= 3; depth++) {
      assertEquals(
          fixed[depth - 1], NapoleonReference.perft(two.withFixedCannons(true), START_2, depth));
      assertEquals(orders[depth - 1], NapoleonReference.perft(two, START_2, depth));
    }
    // Tiny boards stay valid rules for two armies (they only have no default setup).
    assertEquals(1, Rules.defaults().withSize(1, 1).width());
  }

  @Test
  void seededPlayoutsKeepTheWaterlooTurn() {
    List<Rules> rules = new ArrayList<>();
    for (Rules r : List.of(R3, R22, R31)) {
      rules.add(r);
      rules.add(r.withFixedCannons(true));
      rules.add(r.withDrummerPush(true).withFixedCannons(true));
    }
    for (long seed = 1; seed <= 12; seed++) {
      for (Rules r : rules) {
        for (String first : List.of("s", "n")) {
          playout(r, NapoleonReference.start(r, first), seed, 160);
        }
      }
      playout(R3, MUST_PASS, seed, 120);
      playout(R3.withFixedCannons(true), MUST_PASS, seed, 120);
      playout(R3, WITHOUT_S, seed, 120);
      playout(R22.withFixedCannons(true), WITHOUT_N2, seed, 120);
    }
  }

  @Test
  void thePublishedCountsHold() {
    Rules fixed3 = R3.withFixedCannons(true);
    Rules fixed22 = R22.withFixedCannons(true);
    Rules fixed31 = R31.withFixedCannons(true);
    Object[][] table = {
      {fixed3, START_3, new long[] {51, 3000, 151408, 10026184}},
      {R3, START_3, new long[] {51, 1122, 11568, 156097}},
      {fixed22, NapoleonReference.start(R22, "s"), new long[] {54, 2783, 150506, 7768556}},
      {R22, NapoleonReference.start(R22, "s"), new long[] {54, 1188, 11855, 147918}},
      {fixed31, NapoleonReference.start(R31, "s"), new long[] {33, 1117, 49001, 1832481}},
      {R31, NapoleonReference.start(R31, "s"), new long[] {33, 726, 6661, 66384}},
      {fixed3, MUST_PASS, new long[] {1, 39, 1582, 57349}},
      {R3, MUST_PASS, new long[] {1, 39, 312, 1855}},
    };
    NapoleonReferenceOrdersTest.assertPerft(table);
    // Depth 2 with orders from a MOVE phase: per piece move, 7 orders per own cannon and end.
    assertEquals(51L * (7 * 3 + 1), NapoleonReference.perft(R3, START_3, 2));
  }

  // ---- playouts

  /** Random moves from {@code start}, checking every move against decisions 2, 3 and 5. */
  private static void playout(Rules rules, String start, long seed, int plies) {
    SplittableRandom random = new SplittableRandom(seed);
    Rules fixed = rules.withFixedCannons(true);
    String p = start;
    List<String> line = new ArrayList<>();
    for (int i = 0; i < plies; i++) {
      String where = rules + ", seed " + seed + ", from " + start + " after " + line + ", at " + p;
      assertEquals(p, NapoleonReference.normalize(rules, p), where);
      List<String> moves = NapoleonReference.legalMoves(rules, p);
      boolean orders = side(p).contains(":");
      if (moves.isEmpty()) {
        assertFalse(orders, "an ORDERS phase always has end: " + where);
        assertTrue(NapoleonReference.winner(rules, p).isPresent(), where);
        return;
      }
      assertEquals(Optional.empty(), NapoleonReference.winner(rules, p), where);
      if (!orders) {
        assertEquals(moves, NapoleonReference.legalMoves(fixed, p), "piece moves: " + where);
      }
      assertTrue(!moves.contains("pass") || moves.size() == 1, "pass is alone: " + where);
      String move = moves.get(random.nextInt(moves.size()));
      String next = NapoleonReference.play(rules, p, move);
      line.add(move);
      String why = "after " + move + ": " + where;
      String camp = camp(p);
      if (move.equals("pass")) {
        assertEquals(field(p, 0), field(next, 0), why);
        assertFalse((field(next, 2) + ",").matches("(.*,)?" + camp + "[a-z].*"), why);
        assertTurnPassed(rules, p, next, why);
      } else if (move.equals("end")) {
        assertTurnPassed(rules, p, next, why);
      } else if (!move.contains("=")) {
        Map<String, String> before = tokens(p);
        String from = move.substring(0, move.indexOf(move.contains("x") ? 'x' : '-'));
        String to = move.substring(from.length() + 1).replaceAll(">.*", "");
        assertEquals(camp, campOf(before.get(from)), "a camp moves its own pieces: " + why);
        String target = before.get(to);
        if (target != null) {
          assertNotEquals(alliance(camp), alliance(campOf(target)), "no ally is taken: " + why);
        }
        assertEquals(before.get(from), tokens(next).get(to), why);
        if (!side(next).contains(":")) {
          assertTurnPassed(rules, p, next, why);
        }
      } else {
        assertEquals(camp, campOf(tokens(p).get(move.substring(0, move.indexOf('=')))), why);
      }
      p = next;
    }
  }

  /**
   * The camp after a turn is the next one of decision 2: the other alliance's, then the mover's.
   */
  private static void assertTurnPassed(Rules rules, String p, String next, String why) {
    String camp = camp(p);
    List<String> own = campsOf(rules, alliance(camp));
    List<String> other = campsOf(rules, 1 - alliance(camp));
    String expected = other.size() > 1 ? side(p).substring(side(p).indexOf('>') + 1) : other.get(0);
    assertEquals(expected, camp(next), "turn order: " + why);
    if (own.size() > 1) {
      String after = own.get((own.indexOf(camp) + 1) % own.size());
      assertEquals(after, side(next).substring(side(next).indexOf('>') + 1), "next: " + why);
    }
    assertEquals(Long.parseLong(field(p, 3)) + 1, Long.parseLong(field(next, 3)), why);
  }

  /** An alliance's camps in their order, from the alliances option alone. */
  private static List<String> campsOf(Rules rules, int alliance) {
    int count = rules.alliances().charAt(alliance == 0 ? 0 : 2) - '0';
    List<String> camps = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      camps.add((alliance == 0 ? "s" : "n") + "'".repeat(i));
    }
    return camps;
  }

  // ---- helpers

  /** The side fields of {@code count} positions from p, each time playing the first legal move. */
  private static List<String> sides(Rules rules, String p, int count) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      out.add(side(p));
      p = NapoleonReference.play(rules, p, NapoleonReference.legalMoves(rules, p).get(0));
    }
    return out;
  }

  private static String playAll(Rules rules, String p, String... moves) {
    for (String m : moves) {
      p = NapoleonReference.play(rules, p, m);
    }
    return p;
  }

  private static List<String> moves(Rules rules, String p) {
    return NapoleonReference.legalMoves(rules, p);
  }

  /** The pushes among p's moves that start with {@code prefix}. */
  private static List<String> pushes(Rules rules, String p, String prefix) {
    List<String> out = new ArrayList<>();
    for (String m : moves(rules, p)) {
      if (m.startsWith(prefix + ">")) {
        out.add(m);
      }
    }
    return out;
  }

  /** Each camp's pieces lie on its block's files and its alliance's setup rows, 16 per camp. */
  private static void assertEveryCampInItsBlock(Rules rules, String start) {
    Map<String, Integer> count = new TreeMap<>();
    String[] blocks = rules.files().split("[/.]");
    List<String> order = new ArrayList<>(campsOf(rules, 0));
    order.addAll(campsOf(rules, 1));
    for (Map.Entry<String, String> e : tokens(start).entrySet()) {
      String camp = campOf(e.getValue());
      String block = blocks[order.indexOf(camp)];
      char file = e.getKey().charAt(0);
      int rank = Integer.parseInt(e.getKey().substring(1));
      assertTrue(
          file >= block.charAt(0) && file <= block.charAt(block.length() - 1),
          camp + " on " + e.getKey() + " outside " + block + " in " + start);
      int row = alliance(camp) == 0 ? rank : rules.height() + 1 - rank;
      assertTrue(row <= rules.setupRows(), camp + " on " + e.getKey() + " in " + start);
      boolean cannon = Character.toUpperCase(e.getValue().charAt(0)) == 'A';
      if (cannon) {
        assertEquals(alliance(camp) == 0 ? 'N' : 'S', e.getValue().charAt(1), start);
      }
      count.merge(camp, 1, Integer::sum);
    }
    for (String camp : order) {
      assertEquals(16, count.get(camp), camp + " in " + start);
    }
  }

  /** The board field of a w x h board holding {@code pieces}, each {@code <square>=<piece>}. */
  private static String board(int w, int h, String... pieces) {
    String[][] grid = new String[w][h];
    for (String piece : pieces) {
      int eq = piece.indexOf('=');
      grid[piece.charAt(0) - 'a'][Integer.parseInt(piece.substring(1, eq)) - 1] =
          piece.substring(eq + 1);
    }
    StringBuilder sb = new StringBuilder();
    for (int y = h - 1; y >= 0; y--) {
      int run = 0;
      for (int x = 0; x < w; x++) {
        if (grid[x][y] == null) {
          run++;
          continue;
        }
        sb.append(run > 0 ? Integer.toString(run) : "").append(grid[x][y]);
        run = 0;
      }
      sb.append(run > 0 ? Integer.toString(run) : "").append(y > 0 ? "/" : "");
    }
    return sb.toString();
  }

  /** An 8x8 position at ply 0 without terrain. */
  private static String pos8(String side, String streaks, String... pieces) {
    return board(8, 8, pieces) + " " + side + " " + streaks + " 0 -";
  }

  /** Every piece of the board field by square: its letter, orientation and primes. */
  private static Map<String, String> tokens(String position) {
    String[] ranks = field(position, 0).split("/");
    Map<String, String> out = new TreeMap<>();
    for (int i = 0; i < ranks.length; i++) {
      String r = ranks[i];
      int x = 0;
      int idx = 0;
      while (idx < r.length()) {
        int start = idx;
        if (Character.isDigit(r.charAt(idx))) {
          while (idx < r.length() && Character.isDigit(r.charAt(idx))) {
            idx++;
          }
          x += Integer.parseInt(r.substring(start, idx));
          continue;
        }
        idx++;
        while (idx < r.length() && "NESW'".indexOf(r.charAt(idx)) >= 0) {
          idx++;
        }
        out.put((char) ('a' + x) + Integer.toString(ranks.length - i), r.substring(start, idx));
        x++;
      }
    }
    return out;
  }

  /** The camp of a piece token: its case and its primes. */
  private static String campOf(String token) {
    int prime = token.indexOf('\'');
    return (Character.isUpperCase(token.charAt(0)) ? "s" : "n")
        + (prime < 0 ? "" : token.substring(prime));
  }

  /** 0 for SOUTH's alliance, 1 for NORTH's. */
  private static int alliance(String camp) {
    return camp.startsWith("s") ? 0 : 1;
  }

  /** The camp to move: the side field up to its phase and next-camp parts. */
  private static String camp(String position) {
    return side(position).replaceAll("[:>].*", "");
  }

  private static String field(String position, int i) {
    return position.split(" ")[i];
  }

  private static String side(String position) {
    return field(position, 1);
  }
}
