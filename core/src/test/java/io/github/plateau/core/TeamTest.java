package io.github.plateau.core;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.tictactoe.Mark;
import org.junit.jupiter.api.Test;

/** Sides in teams: {@link Side#team()} and {@link Outcome#isWinFor}. */
class TeamTest {
  /** Three sides in two teams: A and C against B. */
  private enum Ally implements Side {
    A,
    B,
    C;

    @Override
    public int index() {
      return ordinal();
    }

    @Override
    public Side team() {
      return this == C ? A : this;
    }
  }

  @Test
  void everySideIsItsOwnTeamByDefault() {
    for (Mark mark : Mark.values()) {
      assertSame(mark, mark.team());
    }
    Outcome won = Outcome.win(Mark.values()[0], Reason.VICTORY_CONDITION);
    assertTrue(won.isWinFor(Mark.values()[0]));
    assertFalse(won.isWinFor(Mark.values()[1]));
  }

  @Test
  void aWinIsEveryAllysWin() {
    Outcome won = Outcome.win(Ally.A, Reason.VICTORY_CONDITION);
    assertTrue(won.isWinFor(Ally.A));
    assertTrue(won.isWinFor(Ally.C));
    assertFalse(won.isWinFor(Ally.B));
    assertTrue(Outcome.win(Ally.C, Reason.NO_LEGAL_MOVE).isWinFor(Ally.A));
  }

  @Test
  void aDrawIsNobodysWin() {
    Outcome draw = Outcome.draw(Reason.REPETITION);
    for (Ally side : Ally.values()) {
      assertFalse(draw.isWinFor(side));
    }
    assertThrows(IllegalArgumentException.class, () -> draw.isWinFor(null));
  }
}
