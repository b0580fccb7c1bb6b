package io.github.plateau.core.tictactoe;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Position;
import io.github.plateau.core.Reason;
import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.Zobrist;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/** A tic-tac-toe position: two 9-bit boards and the side to move. */
public final class TicTacToePosition implements Position<TicTacToePosition, Cell> {
  private static final int[] LINES = {
    0b000_000_111, 0b000_111_000, 0b111_000_000, // rows
    0b001_001_001, 0b010_010_010, 0b100_100_100, // columns
    0b100_010_001, 0b001_010_100 // diagonals
  };
  private static final long[] KEYS = Zobrist.keys(0x7ac7ac7aL, 19); // 9 X, 9 O, O to move

  private final TicTacToe game;
  private final int x;
  private final int o;
  private final Mark toMove;
  private final long hash;

  private TicTacToePosition(TicTacToe game, int x, int o, Mark toMove, long hash) {
    this.game = game;
    this.x = x;
    this.o = o;
    this.toMove = toMove;
    this.hash = hash;
  }

  static TicTacToePosition of(TicTacToe game, int x, int o, Mark toMove) {
    long hash = toMove == Mark.O ? KEYS[18] : 0;
    for (int cell = 0; cell < 9; cell++) {
      hash ^= (x >> cell & 1) != 0 ? KEYS[cell] : 0;
      hash ^= (o >> cell & 1) != 0 ? KEYS[9 + cell] : 0;
    }
    return new TicTacToePosition(game, x, o, toMove, hash);
  }

  static boolean hasLine(int marks) {
    for (int line : LINES) {
      if ((marks & line) == line) {
        return true;
      }
    }
    return false;
  }

  @Override
  public TicTacToe game() {
    return game;
  }

  @Override
  public SearchBoard<TicTacToePosition, Cell> searchBoard() {
    return new TicTacToeBoard(this);
  }

  @Override
  public Mark sideToMove() {
    return toMove;
  }

  private boolean decided() {
    return hasLine(x) || hasLine(o) || (x | o) == 0b111_111_111;
  }

  @Override
  public List<Cell> legalMoves() {
    List<Cell> moves = new ArrayList<>(9);
    if (!decided()) {
      for (int cell = 0; cell < 9; cell++) {
        boolean taken = ((x | o) >> cell & 1) != 0;
        if (!taken || (game.bug() == Bug.A1_LISTED_WHEN_TAKEN && cell == 0)) {
          moves.add(new Cell(cell));
        }
      }
    }
    return Collections.unmodifiableList(moves);
  }

  @Override
  public boolean isLegal(Cell move) {
    return move != null
        && move.index() >= 0
        && move.index() < 9
        && ((x | o) >> move.index() & 1) == 0
        && !decided();
  }

  @Override
  public TicTacToePosition play(Cell move) {
    if (!isLegal(move)) {
      throw new IllegalMoveException(move + " is not legal in " + this);
    }
    int bit = 1 << move.index();
    int key = (toMove == Mark.X ? 0 : 9) + move.index();
    long next = hash ^ KEYS[18];
    if (!(game.bug() == Bug.CENTRE_HASH_NOT_UPDATED && move.index() == 4)) {
      next ^= KEYS[key];
    }
    return toMove == Mark.X
        ? new TicTacToePosition(game, x | bit, o, Mark.O, next)
        : new TicTacToePosition(game, x, o | bit, Mark.X, next);
  }

  @Override
  public Optional<Outcome> outcome() {
    if (hasLine(x)) {
      return Optional.of(Outcome.win(Mark.X, Reason.VICTORY_CONDITION));
    }
    if (hasLine(o)) {
      return Optional.of(Outcome.win(Mark.O, Reason.VICTORY_CONDITION));
    }
    if ((x | o) == 0b111_111_111) {
      return Optional.of(Outcome.draw(Reason.NO_LEGAL_MOVE));
    }
    return Optional.empty();
  }

  @Override
  public long hash() {
    return hash;
  }

  private char at(int cell) {
    return (x >> cell & 1) != 0 ? 'X' : (o >> cell & 1) != 0 ? 'O' : '.';
  }

  @Override
  public String diagram() {
    StringBuilder out = new StringBuilder();
    for (int row = 2; row >= 0; row--) {
      out.append(row + 1);
      for (int file = 0; file < 3; file++) {
        out.append(' ').append(at(3 * row + file));
      }
      out.append('\n');
    }
    return out.append("  a b c").toString();
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof TicTacToePosition p && p.x == x && p.o == o && p.toMove == toMove;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(hash);
  }

  @Override
  public String toString() {
    StringBuilder out = new StringBuilder();
    for (int row = 2; row >= 0; row--) {
      for (int file = 0; file < 3; file++) {
        out.append(at(3 * row + file));
      }
      out.append(row > 0 ? '/' : ' ');
    }
    return out.append(toMove).toString();
  }
}
