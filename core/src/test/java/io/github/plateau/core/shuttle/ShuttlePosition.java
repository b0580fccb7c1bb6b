package io.github.plateau.core.shuttle;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveList;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Position;
import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.Side;
import java.util.List;
import java.util.Optional;

/** A shuttle position: both tokens' cells and the side to move. */
public final class ShuttlePosition implements Position<ShuttlePosition, Step> {
  private final Shuttle game;
  private final int a;
  private final int b;
  private final Token toMove;

  ShuttlePosition(Shuttle game, int a, int b, Token toMove) {
    this.game = game;
    this.a = a;
    this.b = b;
    this.toMove = toMove;
  }

  @Override
  public Shuttle game() {
    return game;
  }

  @Override
  public Token sideToMove() {
    return toMove;
  }

  @Override
  public boolean inCheck() {
    return a == b;
  }

  @Override
  public List<Step> legalMoves() {
    return List.of(Step.FORWARD, Step.BACK);
  }

  @Override
  public boolean isLegal(Step move) {
    return move != null && (move.delta() == 1 || move.delta() == -1);
  }

  @Override
  public ShuttlePosition play(Step move) {
    if (!isLegal(move)) {
      throw new IllegalMoveException(move + " is not legal");
    }
    return toMove == Token.A
        ? new ShuttlePosition(game, (a + move.delta() + 4) % 4, b, Token.B)
        : new ShuttlePosition(game, a, (b + move.delta() + 4) % 4, Token.A);
  }

  @Override
  public Optional<Outcome> outcome() {
    return Optional.empty();
  }

  @Override
  public long hash() {
    return game.weakHash() ? a : a * 8 + b * 2 + toMove.ordinal() + 1;
  }

  @Override
  public SearchBoard<ShuttlePosition, Step> searchBoard() {
    return new Board(this);
  }

  @Override
  public String diagram() {
    return toString();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ShuttlePosition p && p.a == a && p.b == b && p.toMove == toMove;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(a * 8 + b * 2 + toMove.ordinal());
  }

  @Override
  public String toString() {
    return a + " " + b + " " + toMove;
  }

  /** The search board: code 0 steps forward, 1 steps back. */
  private static final class Board implements SearchBoard<ShuttlePosition, Step> {
    private final ShuttlePosition[] stack = new ShuttlePosition[Short.MAX_VALUE];
    private int ply;

    Board(ShuttlePosition start) {
      stack[0] = start;
    }

    private ShuttlePosition now() {
      return stack[ply];
    }

    @Override
    public int generate(MoveList moves) {
      moves.clear();
      moves.add(0);
      moves.add(1);
      return 2;
    }

    @Override
    public void push(int move) {
      Step step = decode(move);
      stack[ply + 1] = now().play(step);
      ply++;
    }

    @Override
    public void pop() {
      if (ply == 0) {
        throw new IllegalStateException("nothing to pop");
      }
      ply--;
    }

    @Override
    public int ply() {
      return ply;
    }

    @Override
    public long hash() {
      return now().hash();
    }

    @Override
    public Side sideToMove() {
      return now().sideToMove();
    }

    @Override
    public boolean inCheck() {
      return now().inCheck();
    }

    @Override
    public boolean isCapture(int move) {
      decode(move);
      return false;
    }

    @Override
    public Optional<Outcome> outcome() {
      return Optional.empty();
    }

    @Override
    public ShuttlePosition position() {
      return now();
    }

    @Override
    public Step decode(int move) {
      if (move != 0 && move != 1) {
        throw new IllegalMoveException("code " + move + " is not a step");
      }
      return move == 0 ? Step.FORWARD : Step.BACK;
    }

    @Override
    public int encode(Step move) {
      if (!now().isLegal(move)) {
        throw new IllegalMoveException(move + " is not a step");
      }
      return move.delta() > 0 ? 0 : 1;
    }
  }
}
