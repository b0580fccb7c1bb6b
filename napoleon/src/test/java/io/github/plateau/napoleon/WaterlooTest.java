package io.github.plateau.napoleon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import io.github.plateau.core.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Section 11 of the rules ("Waterloo"), one test per rule, on the library's own API. */
class WaterlooTest {
  private static final Napoleon R3 = new Napoleon(NapoleonRules.waterloo(3));
  private static final Napoleon R22 = new Napoleon(NapoleonRules.waterloo(4));
  private static final Napoleon R31 = new Napoleon(NapoleonRules.waterloo(4).withAlliances("3/1"));

  /** Two against one on 8x8 (blocks a-d and e-h): small hand-made positions. */
  private static final Napoleon W3 =
      new Napoleon(NapoleonRules.DEFAULT.withArmies(3).withFixedCannons(true));

  private static final Napoleon W22 =
      new Napoleon(NapoleonRules.DEFAULT.withArmies(4).withFixedCannons(true));

  private static final String START_3 =
      "4ccaSggicc4/4aSiiidiiaS4/16/16/16/16/ANIIDIIIANAN'I'I'D'I'I'I'AN'/"
          + "CCIGGANCCC'C'I'G'G'AN'C'C' s - 0 -";

  /** SOUTH must pass: a1 is boxed in, h1 has moved twice running. */
  private static final String MUST_PASS =
      "4gi10/3c8aS3/16/16/16/2I'13/1I'14/C6AN4AN'1D'G' s sh1x2 0 -";

  @Test
  void eachCampSetsUpInItsBlockOnItsAlliancesRows() {
    assertEquals(START_3, R3.start().toString());
    assertEquals(
        "4ccaSggicc4/4aSiiidiiaS4/16/16/2AN4AN'8/IIIIANI'I'I'I'AN'1AN''I''I''AN''1/"
            + "DCCCID'C'C'C'I'I''D''C''C''I''I''/ANGGICAN'G'G'I'C'C''I''G''G''AN''C'' s - 0 -",
        R31.start().toString());
    assertEquals(4, R31.rules().setupRows(), "16 pieces in the narrowest block of 5 files");
    // s' may not set up in s's block, nor s in s''s.
    Setup intruder =
        Setup.of(Camp.SOUTH_2, Map.of(Square.parse("a1"), Piece.of(Camp.SOUTH_2, Kind.GENERAL)));
    IllegalPositionException e =
        assertThrows(IllegalPositionException.class, () -> R3.validate(intruder, Map.of()));
    assertTrue(e.getMessage().contains("block of files i-p"), e.getMessage());
    for (long seed = 0; seed < 20; seed++) {
      for (Camp camp : R31.camps()) {
        Setup random = R31.randomSetup(camp, seed);
        R31.validate(random, Map.of());
        int[] block = R31.rules().block(camp);
        for (Square s : random.pieces().keySet()) {
          assertTrue(s.file() >= block[0] && s.file() <= block[1], camp + " " + s);
        }
      }
    }
    // The secret setup phase takes one setup per camp.
    var phase = R3.setupPhase().orElseThrow();
    Map<Side, String> setups = new java.util.HashMap<>();
    for (Side side : R3.sides()) {
      setups.put(side, phase.defaultSetup(side));
    }
    assertEquals(R3.start(), phase.start(setups, Camp.SOUTH));
    setups.remove(Camp.SOUTH_2);
    assertThrows(IllegalPositionException.class, () -> phase.start(setups, Camp.SOUTH));
  }

  @Test
  void theSidesAreTheCampsInTurnOrder() {
    assertEquals(List.of(Camp.SOUTH, Camp.NORTH, Camp.SOUTH_2), R3.sides());
    assertEquals(List.of(Camp.SOUTH, Camp.NORTH, Camp.SOUTH_2, Camp.NORTH_2), R22.sides());
    assertEquals(List.of(Camp.SOUTH, Camp.NORTH, Camp.SOUTH_2, Camp.SOUTH_3), R31.sides());
    for (Napoleon game : List.of(R3, R22, R31)) {
      for (int i = 0; i < game.sides().size(); i++) {
        assertEquals(i, game.sides().get(i).index());
      }
    }
    assertEquals(Camp.SOUTH, Camp.SOUTH_3.team());
    assertEquals(Camp.NORTH, Camp.NORTH_2.team());
  }

  @Test
  void twoAgainstOneGoesABAC() {
    Napoleon fixed = new Napoleon(R3.rules().withFixedCannons(true));
    assertEquals(List.of("s", "n>s'", "s'", "n>s", "s", "n>s'", "s'"), sides(fixed.start(), 7));
  }

  @Test
  void twoAgainstTwoGoesACBD() {
    Napoleon fixed = new Napoleon(R22.rules().withFixedCannons(true));
    assertEquals(List.of("s>n", "n>s'", "s'>n'", "n'>s", "s>n", "n>s'"), sides(fixed.start(), 6));
  }

  @Test
  void threeAgainstOneGoesRoundTheThree() {
    Napoleon fixed = new Napoleon(R31.rules().withFixedCannons(true));
    assertEquals(List.of("s", "n>s'", "s'", "n>s''", "s''", "n>s", "s"), sides(fixed.start(), 7));
  }

  @Test
  void theOrdersPhaseBelongsToTheCampThatMoved() {
    NapoleonPosition p = R3.playTurn(R3.start(), "c2-c3");
    p = R3.parseTurn(p, "f7-f6").stream().findFirst().map(p::play).orElseThrow();
    assertEquals("n:>s'", side(p));
    assertEquals(Camp.NORTH, p.sideToMove());
    assertEquals(Camp.SOUTH_2, p.nextCamp());
    List<String> orders = strings(p.legalMoves());
    assertTrue(orders.contains("l7=N") && orders.contains("e7=SE"), orders.toString());
    NapoleonPosition s2 = p.play(Move.end());
    assertEquals(Camp.SOUTH_2, s2.sideToMove());
    List<String> own = strings(s2.play(s2.legalMoves().get(0)).legalMoves());
    assertTrue(
        own.stream().allMatch(m -> m.equals("end") || m.compareTo("i") >= 0), own.toString());
  }

  @Test
  void alliesSupportCaptures() {
    assertTrue(moves(W3, pos8("s", "-", "d4=I", "c3=I'", "d5=i", "e8=g")).contains("d4xd5"));
    assertFalse(moves(W3, pos8("s", "-", "d4=I", "d5=i", "e8=g")).contains("d4xd5"));
    // A cavalry needs two supports: one own and one allied count.
    assertTrue(
        moves(W3, pos8("s", "-", "d4=I", "c3=I'", "e3=I", "d5=c", "e8=g")).contains("d4xd5"));
    assertFalse(moves(W3, pos8("s", "-", "d4=I", "c3=I'", "d5=c", "e8=g")).contains("d4xd5"));
    assertTrue(moves(W22, pos8("n>s", "-", "e5=i", "f6=i'", "e4=I", "a1=G")).contains("e5xe4"));
  }

  @Test
  void anAlliedGeneralGivesThePrivilege() {
    assertTrue(moves(W3, pos8("s", "-", "d4=C", "c3=G'", "e8=g")).contains("d4-d8"));
    assertFalse(moves(W3, pos8("s", "-", "d4=C", "c3=g", "e8=g")).contains("d4-d5"));
  }

  @Test
  void alliesAreNeverCapturedAndBlockLikeOwnPieces() {
    List<String> m = moves(W3, pos8("s", "-", "d4=I", "c4=I", "d5=I'", "e8=g"));
    assertFalse(m.contains("d4xd5") || m.contains("d4-d5") || m.contains("d4-d6"), m.toString());
    NapoleonPosition p = W3.parse(pos8("s", "-", "d4=I", "c4=I", "d5=I'", "e8=g"));
    assertEquals(
        Violation.OWN_PIECE,
        p.violation(Move.capture(Square.parse("d4"), Square.parse("d5"))).orElseThrow());
  }

  @Test
  void onlyTheOtherAlliancesCannonsBarTheWay() {
    assertTrue(moves(W3, pos8("s", "-", "d3=I", "a5=AE'", "e8=g")).contains("d3-d6"));
    for (String enemy : List.of("a5=aE", "a5=aE'")) {
      List<String> m = moves(W22, pos8("s>n", "-", "d3=I", enemy, "e8=g"));
      assertTrue(m.contains("d3-d4") && !m.contains("d3-d5"), enemy + ": " + m);
    }
    // A piece first in the line of sight of its ally's cannon is covered.
    assertFalse(
        moves(W22, pos8("s>n", "-", "d4=I", "c4=I", "d5=i", "a5=aE'", "e8=g")).contains("d4xd5"));
    NapoleonPosition p = W22.parse(pos8("s>n", "-", "d3=I", "a5=aE'", "e8=g"));
    assertTrue(p.linesOfSight(Camp.NORTH_2).contains(Square.parse("d5")));
  }

  @Test
  void onlyEnemyDrummersFrightenAndOnlyEnemyCavalryIsPushed() {
    Napoleon push = new Napoleon(W22.rules().withDrummerPush(true));
    assertTrue(moves(push, pos8("s>n", "-", "d4=C", "g6=D'", "a8=g")).contains("d4-h8"));
    for (String drummer : List.of("g6=d", "g6=d'")) {
      List<String> m = moves(push, pos8("s>n", "-", "d4=C", drummer, "a8=g"));
      assertTrue(m.contains("d4-e5") && !m.contains("d4-f6"), drummer + ": " + m);
    }
    assertTrue(
        moves(push, pos8("s>n", "-", "d2=D", "d4=C'", "a8=g")).stream()
            .noneMatch(m -> m.startsWith("d2-d4")));
    for (String cavalry : List.of("d4=c", "d4=c'")) {
      List<String> m = moves(push, pos8("s>n", "-", "d2=D", cavalry, "a8=g"));
      assertTrue(m.containsAll(List.of("d2-d4>c5", "d2-d4>e5")), cavalry + ": " + m);
    }
  }

  @Test
  void theStreakIsPerCamp() {
    NapoleonPosition p = W3.parse(pos8("s", "-", "b2=I", "h1=I", "f2=I'", "e8=g", "a8=i"));
    p = play(p, "b2-b3", "e8-e7", "f2-f3", "e7-e6", "b3-b4", "a8-a7", "f3-f4", "e6-e5");
    assertEquals("sb4x2,ne5x1,s'f4x2", p.toString().split(" ")[2]);
    assertEquals(new Streak(Square.parse("f4"), 2), p.streak(Camp.SOUTH_2).orElseThrow());
    List<String> m = strings(p.legalMoves());
    assertTrue(m.stream().noneMatch(x -> x.startsWith("b4")) && m.contains("h1-h2"), m.toString());
  }

  @Test
  void aCampWithoutPieceMovePasses() {
    NapoleonPosition p = R3.parse(MUST_PASS);
    assertEquals(List.of(Move.pass()), p.legalMoves());
    assertTrue(p.outcome().isEmpty());
    NapoleonPosition passed = p.play(Move.pass());
    assertEquals("n>s'", side(passed), "no ORDERS phase after a pass");
    assertEquals(1, passed.ply());
    assertEquals(List.of(Move.pass()), R3.parseTurn(p, "pass"));
    assertEquals(List.of("pass"), R3.formatTurns(p, List.of(Move.pass())));
    assertThrows(IllegalMoveException.class, () -> R3.parseTurn(p, "pass,h1=E"));
    assertEquals(
        Violation.NO_PASS, R3.start().violation(Move.pass()).orElseThrow(), "a camp that can move");
    assertThrows(IllegalMoveException.class, () -> R3.start().play(Move.pass()));
    // The pass clears the streak: h1 may move on s's next turn.
    assertEquals("-", passed.toString().split(" ")[2]);
  }

  @Test
  void anAllianceNoneOfWhoseCampsCanMoveLoses() {
    for (String side : List.of("s", "s'")) {
      NapoleonPosition p =
          W3.parse(pos8(side, "-", "a1=I", "b1=I'", "a8=aS", "h8=aSW", "h2=aW", "h1=aW", "e8=g"));
      assertEquals(List.of(), p.legalMoves());
      Outcome o = p.outcome().orElseThrow();
      assertEquals(Reason.NO_LEGAL_MOVE, o.reason());
      assertEquals(Optional.of(Camp.NORTH), o.winner());
      assertFalse(o.isWinFor(Camp.SOUTH_2));
    }
    NapoleonPosition open =
        W3.parse(pos8("s", "-", "a1=I", "b1=I'", "a8=aS", "h8=aSW", "h2=aW", "e8=g"));
    assertEquals(List.of(Move.pass()), open.legalMoves());
  }

  @Test
  void anAllianceWinsWithKPointsPerCamp() {
    NapoleonPosition four =
        W3.parse(pos8("s", "-", "a5=I", "b5=I", "c5=I", "d4=I", "e8=g", "a8=i"));
    NapoleonPosition notYet = four.play(Move.step(Square.parse("d4"), Square.parse("d5")));
    assertEquals(4, notYet.points(Camp.SOUTH));
    assertTrue(notYet.outcome().isEmpty(), "K' = 8 for an alliance of two camps");
    NapoleonPosition eight =
        W3.parse(
            pos8(
                "s", "-", "a5=I", "b5=I", "c5=I", "d4=I", "e6=I'", "f6=I'", "g6=I'", "h6=I'",
                "e8=g"));
    NapoleonPosition won = eight.play(Move.step(Square.parse("d4"), Square.parse("d5")));
    assertEquals(8, won.alliancePoints(Camp.SOUTH_2));
    Outcome o = won.outcome().orElseThrow();
    assertEquals(Optional.of(Camp.SOUTH), o.winner());
    assertTrue(o.isWinFor(Camp.SOUTH_2));
    // Under orders too: the deciding piece move has no ORDERS phase.
    Napoleon orders = new Napoleon(W3.rules().withFixedCannons(false));
    NapoleonPosition wonToo =
        orders.parse(eight.toString()).play(Move.step(Square.parse("d4"), Square.parse("d5")));
    assertEquals("n>s'", side(wonToo));
    assertEquals(Optional.of(Camp.SOUTH), wonToo.outcome().orElseThrow().winner());
  }

  @Test
  void theAllianceThatMovedLastIsCheckedFirst() {
    String board =
        "8/8/I'I'I'I'I'I'I'I'/IIII4/8/8/8/iiii4".replace("I'I'I'I'I'I'I'I'", "4I'I'I'I'");
    for (String side : List.of("s", "s'")) {
      NapoleonPosition p = W3.parse(board + " " + side + " - 0 -");
      assertEquals(Optional.of(Camp.NORTH), p.outcome().orElseThrow().winner(), side);
    }
    NapoleonPosition p = W3.parse(board + " n>s - 0 -");
    assertEquals(Optional.of(Camp.SOUTH), p.outcome().orElseThrow().winner());
  }

  @Test
  void thePlyLimitGoesToTheAllianceWithMorePoints() {
    Napoleon limited = new Napoleon(W3.rules().withMaxPlies(1));
    NapoleonPosition p = limited.parse(pos8("s", "-", "a5=I", "e6=G'", "d3=i", "e3=i", "h8=g"));
    GameRecord<NapoleonPosition, Move> record =
        GameRecord.start(limited, p).play(p.legalMoves().get(0));
    Outcome o = record.outcome().orElseThrow();
    assertEquals(Reason.MOVE_LIMIT, o.reason());
    assertTrue(o.isWinFor(Camp.SOUTH_2), o.toString());
    NapoleonPosition equal =
        W3.parse(pos8("s", "-", "a5=I", "e6=G'", "d3=i", "e3=i", "f3=i", "h8=g"));
    assertTrue(W3.byPoints(equal, Reason.ADJUDICATION).isDraw());
  }

  @Test
  void aCampResignsForItsAlliance() {
    GameRecord<NapoleonPosition, Move> record = GameRecord.start(R3);
    Outcome o = record.resign(Camp.SOUTH_2).outcome().orElseThrow();
    assertEquals(Reason.RESIGNATION, o.reason());
    assertEquals(Optional.of(Camp.NORTH), o.winner());
    Outcome north = record.resign(Camp.NORTH).outcome().orElseThrow();
    assertEquals(Optional.of(Camp.SOUTH), north.winner());
    assertTrue(north.isWinFor(Camp.SOUTH_2));
    assertThrows(IllegalArgumentException.class, () -> record.resign(Camp.NORTH_2));
  }

  @Test
  void repetitionComparesTheNextCampToo() {
    NapoleonPosition p = R22.start();
    NapoleonPosition other = R22.parse(p.toString().replace("s>n", "s>n'"));
    assertFalse(p.samePosition(other));
    assertNotEquals(p.hash(), other.hash());
    assertTrue(p.samePosition(R22.parse(p.toString().replace(" 0 -", " 12 -"))));
  }

  @Test
  void theNotationMarksCampsAndRoundTrips() {
    String[][] canonical = {
      {"4", "4aSW'g10/16/16/16/16/16/16/I'15 n':>s' n'e8x1 7 Hb4"},
      {"4", "4aSW'g10/16/16/16/16/16/16/I'15 n:e8>s' n'e8x1 7 -"},
      {"4", "4aSW'g10/16/16/16/16/16/16/I'15 s'>n' - 0 -"},
      {"3", "4g11/16/16/16/16/16/16/I'15 n:e8>s sb1x1,s'a1x2 7 -"},
      {"3", "4g11/16/16/16/16/16/16/I'15 s': - 0 -"},
      {"31", "4g11/16/16/16/16/16/16/I''AN'ANE''13 s'':c1 s'b1x2,s''a1x1 3 -"},
    };
    for (String[] c : canonical) {
      Napoleon game = c[0].equals("3") ? R3 : c[0].equals("4") ? R22 : R31;
      assertEquals(c[1], game.parse(c[1]).toString());
    }
    assertEquals(
        "sb1x1,s'a1x2",
        R3.parse("4g11/16/16/16/16/16/16/I'15 s s'a1x2,sb1x1 0 -").toString().split(" ")[2]);
    assertEquals(
        "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0 -",
        new Napoleon().start().toString(),
        "the two-army string is unchanged");
    assertEquals("I'", Piece.of(Camp.SOUTH_2, Kind.INFANTRY).toString());
    assertEquals("AS''", Piece.cannon(Camp.SOUTH_3, Direction.S).toString());
  }

  @Test
  void badStringsAreRefusedNamingTheProblem() {
    String board3 = "4g11/16/16/16/16/16/16/I'15";
    Object[][] bad = {
      {R3, board3 + " s>n - 0 -", "no '>'"},
      {R3, board3 + " n - 0 -", "'>' and the one that moves next"},
      {R3, board3 + " n>n - 0 -", "other alliance"},
      {R3, board3 + " n>s'' - 0 -", "no camp s''"},
      {R3, board3 + " n' - 0 -", "no camp n'"},
      {R3, board3 + " s:e9 - 0 -", "off the"},
      {R22, board3 + " s - 0 -", "'>' and the one"},
      {R3, board3 + " s n'a1x1 0 -", "no camp n'"},
      {R3, board3 + " s s'a1x3 0 -", "1 or 2"},
      {R3, board3 + " s s'a1x1,s'b1x2 0 -", "a second streak"},
      {R3, "4g'11/16/16/16/16/16/16/I'15 s - 0 -", "names no camp"},
      {R22, "4g11/16/16/16/16/16/16/I''15 s>n - 0 -", "names no camp"},
      {new Napoleon(), "4g3/8/8/8/8/8/8/I'7 s - 0 -", "names no camp"},
      {new Napoleon(), "4g3/8/8/8/8/8/8/I7 s>n - 0 -", "no '>'"},
    };
    for (Object[] b : bad) {
      NotationException e =
          assertThrows(NotationException.class, () -> ((Napoleon) b[0]).parse((String) b[1]));
      assertTrue(e.getMessage().contains((String) b[2]), b[1] + ": " + e.getMessage());
    }
  }

  @Test
  void perftCountsTheWaterlooTree() {
    NapoleonPosition start = R3.parse(START_3);
    assertEquals(51, start.perft(1));
    assertEquals(51L * (7 * 3 + 1), start.perft(2), "per piece move, 7 orders per cannon and end");
    Napoleon fixed = new Napoleon(R3.rules().withFixedCannons(true));
    assertEquals(3000, fixed.parse(START_3).perft(2));
    assertEquals(39, R3.parse(MUST_PASS).perft(2));
  }

  // ---- helpers

  private static List<String> sides(NapoleonPosition p, int count) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      out.add(side(p));
      p = p.play(p.legalMoves().get(0));
    }
    return out;
  }

  private static NapoleonPosition play(NapoleonPosition p, String... moves) {
    for (String m : moves) {
      p = p.play(p.game().parseMove(p, m));
    }
    return p;
  }

  private static List<String> moves(Napoleon game, String position) {
    return strings(game.parse(position).legalMoves());
  }

  private static List<String> strings(List<Move> moves) {
    List<String> out = new ArrayList<>();
    moves.forEach(m -> out.add(m.toString()));
    out.sort(null);
    return out;
  }

  private static String side(NapoleonPosition p) {
    return p.toString().split(" ")[1];
  }

  /** An 8x8 position at ply 0 without terrain; pieces {@code <square>=<piece>}. */
  private static String pos8(String side, String streaks, String... pieces) {
    String[][] grid = new String[8][8];
    for (String piece : pieces) {
      int eq = piece.indexOf('=');
      grid[piece.charAt(0) - 'a'][Integer.parseInt(piece.substring(1, eq)) - 1] =
          piece.substring(eq + 1);
    }
    StringBuilder sb = new StringBuilder();
    for (int y = 7; y >= 0; y--) {
      int run = 0;
      for (int x = 0; x < 8; x++) {
        if (grid[x][y] == null) {
          run++;
          continue;
        }
        sb.append(run > 0 ? Integer.toString(run) : "").append(grid[x][y]);
        run = 0;
      }
      sb.append(run > 0 ? Integer.toString(run) : "").append(y > 0 ? "/" : "");
    }
    return sb + " " + side + " " + streaks + " 0 -";
  }
}
