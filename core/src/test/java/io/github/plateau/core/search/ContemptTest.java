package io.github.plateau.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.tictactoe.Cell;
import io.github.plateau.core.tictactoe.TicTacToe;
import io.github.plateau.core.tictactoe.TicTacToePosition;
import org.junit.jupiter.api.Test;

/** A contempt for draws raises the favoured team's values and lowers the others'. */
class ContemptTest {
  private final TicTacToe game = new TicTacToe();

  @Test
  void theFavouredTeamGainsTheContemptAndTheOtherLosesIt() {
    Contempt<TicTacToePosition, Cell> contempt = new Contempt<>(board -> 7, 20);
    TicTacToePosition xToMove = game.parse("X../O../... X");
    TicTacToePosition oToMove = game.parse("X../.../... O");
    assertEquals(7, contempt.evaluate(xToMove.searchBoard()), "no team favoured yet");
    contempt.favour(xToMove.sideToMove().team());
    assertEquals(27, contempt.evaluate(xToMove.searchBoard()));
    assertEquals(-13, contempt.evaluate(oToMove.searchBoard()));
  }

  @Test
  void alliesShareTheContempt() {
    Contempt<TicTacToePosition, Cell> contempt = new Contempt<>(board -> 7, 20);
    AlliedBoard allies = new AlliedBoard(game.parse("X../.../... O"));
    contempt.favour(allies.sideToMove().team());
    assertEquals(27, contempt.evaluate(allies), "O plays in X's team");
  }

  @Test
  void noContemptChangesNothing() {
    Contempt<TicTacToePosition, Cell> none = new Contempt<>(board -> 7, 0);
    TicTacToePosition oToMove = game.parse("X../.../... O");
    none.favour(game.parse("X../O../... X").sideToMove().team());
    assertEquals(7, none.evaluate(oToMove.searchBoard()));
  }

  @Test
  void favouringAnotherTeamSaysSoWhenItMatters() {
    Contempt<TicTacToePosition, Cell> contempt = new Contempt<>(board -> 7, 20);
    TicTacToePosition xToMove = game.parse("X../O../... X");
    TicTacToePosition oToMove = game.parse("X../.../... O");
    assertFalse(contempt.favour(xToMove.sideToMove().team()), "the first team");
    assertFalse(contempt.favour(xToMove.sideToMove().team()), "the same team");
    assertTrue(contempt.favour(oToMove.sideToMove().team()), "the other team");
    Contempt<TicTacToePosition, Cell> none = new Contempt<>(board -> 7, 0);
    none.favour(xToMove.sideToMove().team());
    assertFalse(none.favour(oToMove.sideToMove().team()), "no contempt, nothing to forget");
  }
}
