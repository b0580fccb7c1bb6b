package io.github.plateau.napoleon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Games;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.RandomPlayer;
import io.github.plateau.core.Reason;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Section 10 of the rules: every decision is a move, a turn is a MOVE then an ORDERS phase. */
class OrdersTest {
  private static final Napoleon GAME = new Napoleon();
  private static final Napoleon FIXED = new Napoleon(NapoleonRules.DEFAULT.withFixedCannons(true));
  private static final NapoleonPosition START = GAME.start();

  private static NapoleonPosition after(NapoleonPosition p, String... moves) {
    for (String m : moves) {
      p = p.play(p.game().parseMove(p, m));
    }
    return p;
  }

  private static String side(NapoleonPosition p) {
    return p.toString().split(" ")[1];
  }

  @Test
  void theMovePhaseIsExactlyThePieceMoves() {
    assertFalse(START.inOrdersPhase());
    assertEquals(54, START.legalMoves().size());
    assertTrue(START.legalMoves().stream().allMatch(Move::isPieceMove));
    assertEquals(Fixtures.moves(FIXED.start()), Fixtures.moves(START));
  }

  @Test
  void aPieceMoveLeadsToTheOrdersPhaseOfTheSameCamp() {
    NapoleonPosition p = after(START, "c2-c4");
    assertTrue(p.inOrdersPhase());
    assertEquals(Camp.SOUTH, p.sideToMove());
    assertEquals("s:", side(p));
    assertEquals(Optional.of(new Streak(Square.parse("c4"), 1)), p.streak(Camp.SOUTH));
  }

  @Test
  void theOrdersPhaseListsEachOwnCannonTurnedToEachOtherDirectionAndEnd() {
    NapoleonPosition p = after(START, "c2-c4");
    List<String> moves = Fixtures.moves(p);
    assertEquals(1 + 7 * 3, moves.size());
    assertTrue(moves.contains("end"));
    assertTrue(moves.contains("f1=NE"));
    assertFalse(moves.contains("f1=N"), "its current direction is no order");
    assertFalse(moves.contains("a7=N"), "an enemy cannon takes no order");
    assertEquals(Move.end(), p.legalMoves().get(p.legalMoves().size() - 1));
  }

  @Test
  void theSideFieldMarksThePhaseAndTheLastCannonTurned() {
    NapoleonPosition p = after(START, "c2-c4", "f1=NE");
    assertEquals("s:f1", side(p));
    assertEquals(Optional.of(Square.parse("f1")), p.lastOrdered());
    assertEquals(p, GAME.parse(p.toString()));
    assertEquals("n", side(after(p, "end")));
    assertEquals(
        "ccaSggicc/aSiiidiiaS/8/8/2I5/8/ANI1DIIIAN/CCIGGANECC s:f1 sc4x1 0 -", p.toString());
  }

  @Test
  void ordersGoInAscendingSquareOrder() {
    NapoleonPosition p = after(START, "c2-c4", "f1=NE");
    List<String> moves = Fixtures.moves(p);
    assertEquals(1 + 7 * 2, moves.size(), "a2 and h2 come after f1");
    assertFalse(moves.stream().anyMatch(m -> m.startsWith("f1=")));
    assertEquals(
        Optional.of(Violation.ORDER_NOT_ASCENDING),
        after(p, "h2=W").violation(Move.order(Square.parse("a2"), Direction.E)));
    NapoleonPosition last = after(p, "h2=W");
    assertEquals(List.of("end"), Fixtures.moves(last), "no cannon after h2");
  }

  @Test
  void eachOfTheEightToTheCDistinctOrderSetsIsReachedOnceByCounting() {
    NapoleonPosition p = after(START, "c2-c4");
    Set<String> reached = new HashSet<>();
    List<NapoleonPosition> frontier = new ArrayList<>(List.of(p));
    int sequences = 0;
    while (!frontier.isEmpty()) {
      NapoleonPosition q = frontier.remove(frontier.size() - 1);
      for (Move m : q.legalMoves()) {
        NapoleonPosition r = q.play(m);
        if (m.isEnd()) {
          sequences++;
          reached.add(r.toString());
        } else {
          frontier.add(r);
        }
      }
    }
    assertEquals(512, sequences, "8^3 sequences of orders then end");
    assertEquals(512, reached.size(), "each orientation set once");
  }

  @Test
  void endIsAlwaysLegalInTheOrdersPhase() {
    NapoleonPosition noCannon =
        Fixtures.position(GAME, "Ia1 gh8", "s").play(Fixtures.step("a1", "a2"));
    assertTrue(noCannon.inOrdersPhase());
    assertEquals(List.of("end"), Fixtures.moves(noCannon));
    assertTrue(noCannon.outcome().isEmpty());
    NapoleonPosition lastTurned = after(START, "c2-c4", "h2=W");
    assertTrue(lastTurned.isLegal(Move.end()));
  }

  @Test
  void aDecidingPieceMoveHasNoOrdersPhase() {
    NapoleonPosition p = Fixtures.position(GAME, "Gd6 Ie6 Ia4 ANa1 ib6 ic7 gh8", "s");
    NapoleonPosition won = p.play(Fixtures.step("a4", "a5"));
    assertFalse(won.inOrdersPhase());
    assertEquals(Camp.NORTH, won.sideToMove());
    assertEquals(1, won.ply());
    assertEquals(Optional.of(Outcome.win(Camp.SOUTH, Reason.VICTORY_CONDITION)), won.outcome());
    assertTrue(won.legalMoves().isEmpty());
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> GAME.parseTurn(p, "a4-a5,a1=E"));
    assertTrue(e.getMessage().contains("decides"), e.getMessage());
    assertEquals(List.of(Fixtures.step("a4", "a5")), GAME.parseTurn(p, "a4-a5"));
  }

  @Test
  void thePlyCounterCountsWholeTurns() {
    NapoleonPosition p = after(START, "c2-c4");
    assertEquals(0, p.ply());
    assertEquals(0, after(p, "f1=NE").ply());
    assertEquals(1, after(p, "f1=NE", "end").ply());
    assertEquals(1, after(START.game().playTurn(START, "c2-c4"), "c7-c5").ply());
    assertEquals(1, FIXED.start().play(Fixtures.step("c2", "c4")).ply());
  }

  @Test
  void thePlyLimitCountsWholeTurns() {
    Napoleon game = (Napoleon) Games.create("napoleon:max-plies=2");
    GameRecord<NapoleonPosition, Move> record = GameRecord.start(game);
    record = record.play("c2-c3").play("a2=E").play("end").play("c7-c6");
    assertFalse(record.isOver(), "the limit is at the end of the second turn");
    record = record.play("end");
    assertEquals(5, record.ply());
    assertEquals(Optional.of(Outcome.draw(Reason.MOVE_LIMIT)), record.outcome());
  }

  @Test
  void repetitionIsComparedAtTheStartsOfTurnsOnly() {
    Napoleon game = new Napoleon();
    NapoleonPosition start = Fixtures.position(game, "Gd6 Ia1 Ib1 ANh1 ia8 ib8", "s");
    GameRecord<NapoleonPosition, Move> record = GameRecord.start(game, start);
    List<String> cycle =
        List.of("a1-a2", "a8-a7", "b1-b2", "b8-b7", "a2-a1", "a7-a8", "b2-b1", "b7-b8");
    int turns = 0;
    while (!record.isOver()) {
      record = record.play(cycle.get(turns++ % cycle.size()));
      // The same ORDERS phase comes back every cycle, and is never a repetition.
      assertTrue(record.current().inOrdersPhase() || record.isOver());
      assertFalse(record.isOver(), "an ORDERS phase ended the game");
      record = record.play("end");
    }
    assertEquals(18, turns);
    assertEquals(Optional.of(Outcome.win(Camp.SOUTH, Reason.REPETITION)), record.outcome());
  }

  @Test
  void thePhaseAndTheLastCannonTurnedArePartOfTheHashAndOfTheSamePosition() {
    NapoleonPosition orders = after(START, "c2-c4");
    NapoleonPosition turned = after(orders, "f1=NE");
    NapoleonPosition asMove = GAME.parse(orders.toString().replace(" s: ", " s "));
    assertNotEquals(orders.hash(), asMove.hash());
    assertFalse(orders.samePosition(asMove));
    NapoleonPosition otherLast = GAME.parse(turned.toString().replace(" s:f1 ", " s:a2 "));
    assertNotEquals(turned.hash(), otherLast.hash());
    assertFalse(turned.samePosition(otherLast));
    assertEquals(turned.hash(), GAME.parse(turned.toString()).hash());
  }

  @Test
  void fixedCannonsHaveNoOrdersPhase() {
    NapoleonPosition p = FIXED.start().play(Fixtures.step("c2", "c4"));
    assertFalse(p.inOrdersPhase());
    assertEquals(Camp.NORTH, p.sideToMove());
    assertEquals(
        Optional.of(Violation.FIXED_CANNONS),
        FIXED.start().violation(Move.order(Square.parse("f1"), Direction.E)));
    assertEquals(List.of(Fixtures.step("c2", "c4")), FIXED.parseTurn(FIXED.start(), "c2-c4"));
    assertEquals(
        List.of(Fixtures.step("c2", "c4")), FIXED.parseTurn(FIXED.start(), "c2-c4,f1=N"), "keep");
    assertThrows(IllegalMoveException.class, () -> FIXED.parseTurn(FIXED.start(), "c2-c4,f1=E"));
    NotationException e =
        assertThrows(
            NotationException.class, () -> FIXED.parse(START.toString().replace(" s ", " s: ")));
    assertTrue(e.getMessage().contains("fixed-cannons"), e.getMessage());
    assertEquals("napoleon:fixed-cannons", FIXED.toString());
    assertEquals(FIXED, Games.create("napoleon:fixed-cannons"));
    assertTrue(FIXED.name().contains("fixed-cannons"));
  }

  @Test
  void perftUnderFixedCannonsIsThePieceMovePerft() {
    long[] counts = {1, 54, 2783, 158243};
    for (int d = 0; d < counts.length; d++) {
      assertEquals(counts[d], FIXED.start().perft(d));
    }
  }

  @Test
  void perftOfTheFullTreeCountsEveryMoveOrdersAndEndIncluded() {
    long[] counts = {1, 54, 1188, 11855, 147918}; // the reference's
    for (int d = 0; d < counts.length; d++) {
      assertEquals(counts[d], START.perft(d), "depth " + d);
      assertEquals(counts[d], START.mailboxPerft(d), "mailbox depth " + d);
    }
    NapoleonPosition orders = after(START, "c2-c4", "a2=NE");
    assertEquals(1 + 7, orders.perft(1));
    assertEquals(Fixtures.moves(orders).size(), orders.perft(1));
  }

  @Test
  void theWholeTurnExpandsIntoItsMovesAndFoldsBack() {
    List<Move> moves = GAME.parseTurn(START, "c2-c4,h2=N,f1=NE");
    assertEquals("[c2-c4, f1=NE, end]", moves.toString());
    NapoleonPosition p = START;
    for (Move m : moves) {
      p = p.play(m);
    }
    assertEquals(p, GAME.playTurn(START, "c2-c4,h2=N,f1=NE"));
    assertEquals(List.of("c2-c4,f1=NE"), GAME.formatTurns(START, moves));
    assertEquals("c2-c4,f1=NE", GAME.formatTurn(START, moves));
    List<Move> game = new ArrayList<>(moves);
    game.addAll(GAME.parseTurn(p, "c7-c5,h7=E"));
    game.add(GAME.parseMove(GAME.playTurn(p, "c7-c5,h7=E"), "b2-b3"));
    assertEquals(List.of("c2-c4,f1=NE", "c7-c5,h7=E", "b2-b3"), GAME.formatTurns(START, game));
    NapoleonPosition orders = after(START, "c2-c4");
    assertEquals(
        List.of("f1=NE", "end"),
        GAME.formatTurns(
            orders, List.of(Move.order(Square.parse("f1"), Direction.NE), Move.end())));
    assertEquals(
        List.of(Move.order(Square.parse("f1"), Direction.NE)), GAME.parseTurn(orders, "f1=NE"));
    assertEquals("[end]", GAME.parseTurn(orders, "end").toString());
    assertEquals("[end, c7-c5, end]", GAME.parseTurn(orders, "c7-c5").toString());
    assertEquals("[end, c7-c5, h7=E, end]", GAME.parseTurn(orders, "c7-c5,h7=E").toString());
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s:: - 0 -|a square such as|52",
        "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s:z9 - 0 -|off the 8x8 board|52",
        "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s:f1x - 0 -|ends after|54",
        "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s;f1 - 0 -|expected ':'|51",
        "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC x: - 0 -|side to move is s or n|50",
        "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s:f01 - 0 -|a square such as|52",
      })
  void theSideFieldIsReadStrictly(String text, String problem, int offset) {
    NotationException e = assertThrows(NotationException.class, () -> GAME.parse(text));
    assertTrue(e.getMessage().contains(problem), e.getMessage());
    assertEquals(offset, e.offset(), e.getMessage());
  }

  @Test
  void movesOfTheWrongPhaseAreRefusedWithTheirReason() {
    NapoleonPosition orders = after(START, "c2-c4");
    assertEquals(Optional.of(Violation.WRONG_PHASE), orders.violation(Fixtures.step("d2", "d3")));
    assertEquals(Optional.of(Violation.WRONG_PHASE), START.violation(Move.end()));
    assertEquals(
        Optional.of(Violation.SAME_ORIENTATION),
        orders.violation(Move.order(Square.parse("f1"), Direction.N)));
    assertEquals(
        Optional.of(Violation.NOT_OWN_CANNON),
        orders.violation(Move.order(Square.parse("a7"), Direction.N)));
    assertThrows(IllegalMoveException.class, () -> orders.play(Fixtures.step("d2", "d3")));
    assertThrows(IllegalStateException.class, () -> Move.end().from());
    assertThrows(IllegalStateException.class, () -> Fixtures.step("d2", "d3").cannon());
  }

  @Test
  void seededRandomPlayoutsTurnCannons() {
    int orders = 0;
    int turns = 0;
    for (long seed = 1; seed <= 20; seed++) {
      RandomPlayer<NapoleonPosition, Move> player = new RandomPlayer<>(seed);
      GameRecord<NapoleonPosition, Move> record = player.playout(GameRecord.start(GAME), 300);
      List<Move> moves = record.moves();
      orders += (int) moves.stream().filter(Move::isOrder).count();
      turns += (int) moves.stream().filter(Move::isEnd).count();
      for (String turn : GAME.formatTurns(GAME.start(), moves)) {
        assertFalse(turn.isEmpty());
      }
      NapoleonPosition p = GAME.start();
      for (String turn : GAME.formatTurns(GAME.start(), moves)) {
        p = GAME.playTurn(p, turn);
        if (p.inOrdersPhase()) {
          break; // a last turn cut before its end
        }
      }
      assertEquals(record.current().toString().split(" ")[0], p.toString().split(" ")[0]);
    }
    assertTrue(orders > 100, orders + " orders");
    assertTrue(turns > 100, turns + " turns");
  }

  @Test
  void theCannonsOrientationsOfAPositionChangeOnlyByOrders() {
    NapoleonPosition p = after(START, "c2-c4", "a2=SE", "h2=NW", "end");
    Map<Square, Piece> south = p.pieces(Camp.SOUTH);
    assertEquals(Piece.cannon(Camp.SOUTH, Direction.SE), south.get(Square.parse("a2")));
    assertEquals(Piece.cannon(Camp.SOUTH, Direction.NW), south.get(Square.parse("h2")));
    assertEquals(Piece.cannon(Camp.SOUTH, Direction.N), south.get(Square.parse("f1")));
  }
}
