package io.github.plateau.engine;

import io.github.plateau.core.Decision;
import io.github.plateau.core.Player;
import io.github.plateau.core.Position;
import io.github.plateau.core.Score;
import io.github.plateau.core.SearchInfo;
import io.github.plateau.core.Turn;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** Players that behave in one chosen way, for protocol tests. */
final class TestPlayers {
  private TestPlayers() {}

  /** Plays the first legal move a few times, then never answers (until interrupted). */
  static final class HangsAfter<P extends Position<P, M>, M> implements Player<P, M> {
    private int moves;

    HangsAfter(int moves) {
      this.moves = moves;
    }

    @Override
    public Decision<M> decide(Turn<P, M> turn) {
      if (moves-- > 0) {
        return Decision.move(turn.position().legalMoves().get(0));
      }
      try {
        Thread.sleep(60_000);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt(); // the match gave up on it
      }
      return Decision.resign();
    }
  }

  /**
   * Thinks until stopped (or 30 s), reporting one search line first, then plays the first legal
   * move with the second as its ponder move when there is one.
   */
  static final class UntilStopped<P extends Position<P, M>, M> implements Player<P, M> {
    final CountDownLatch started = new CountDownLatch(1);

    @Override
    public Decision<M> decide(Turn<P, M> turn) {
      P position = turn.position();
      M first = position.legalMoves().get(0);
      turn.report(SearchInfo.of(3, Score.centipawns(42), List.of(first), 1234));
      started.countDown();
      awaitStop(turn);
      P after = position.play(first);
      List<M> replies = after.legalMoves();
      return replies.isEmpty() ? Decision.move(first) : Decision.move(first, replies.get(0));
    }
  }

  /** Waits until the turn is stopped (30 s at most, so that a broken test ends). */
  static void awaitStop(Turn<?, ?> turn) {
    CountDownLatch stop = new CountDownLatch(1);
    turn.onStop(stop::countDown);
    try {
      stop.await(30, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Always decides the same thing. */
  static final class Fixed<P extends Position<P, M>, M> implements Player<P, M> {
    private final Decision<M> decision;

    Fixed(Decision<M> decision) {
      this.decision = decision;
    }

    @Override
    public Decision<M> decide(Turn<P, M> turn) {
      return decision;
    }
  }

  /** Fails on every decision. */
  static final class Failing<P extends Position<P, M>, M> implements Player<P, M> {
    @Override
    public Decision<M> decide(Turn<P, M> turn) {
      throw new IllegalStateException("the bot's own bug");
    }
  }
}
