package io.github.plateau.shogi;

import io.github.plateau.core.Game;
import io.github.plateau.core.testing.GameContract;
import java.util.List;

/** The contract under the {@code always-promote} option, from positions where pieces promote. */
class AlwaysPromoteContractTest extends GameContract<ShogiPosition, Move> {
  private static final Shogi GAME = new Shogi(ShogiRules.DEFAULT.withAlwaysPromote(true));

  @Override
  protected Game<ShogiPosition, Move> game() {
    return GAME;
  }

  @Override
  protected List<ShogiPosition> startPositions() {
    return List.of(
        GAME.start(),
        GAME.parse("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1"));
  }

  @Override
  protected int playouts() {
    return 10;
  }

  /** The registry's {@code shogi} is the default rules: this game is made by its options. */
  @Override
  protected boolean registered() {
    return false;
  }

  @Override
  protected List<String> malformedPositions() {
    return List.of("", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b R 1");
  }
}
