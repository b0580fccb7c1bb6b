package io.github.plateau.shogi;

import io.github.plateau.core.Game;
import io.github.plateau.core.testing.GameContract;
import java.util.List;

class ShogiContractTest extends GameContract<ShogiPosition, Move> {
  private static final Shogi GAME = new Shogi();

  @Override
  protected Game<ShogiPosition, Move> game() {
    return GAME;
  }

  @Override
  protected List<ShogiPosition> startPositions() {
    return List.of(
        GAME.start(),
        // a middle game with full hands: drops, captures, promotions
        GAME.parse("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1"),
        // a tsume problem without sente's king, where a pawn drop would mate
        GAME.parse("kn7/9/1G7/9/9/9/9/9/9 b P 1"),
        // kings in the open, lances and a silver at the edge, forced promotions near
        GAME.parse("7lk/9/8S/9/9/9/9/7L1/8K b P 1"),
        // almost everything in sente's hand
        GAME.parse("4k4/9/9/9/9/9/9/9/4K4 b RBGSNLPrb3g3s3n3l17p 1"));
  }

  @Override
  protected int playouts() {
    return 30;
  }

  @Override
  protected int maxPlies() {
    return 200;
  }

  @Override
  protected List<String> malformedPositions() {
    return List.of(
        "",
        " ",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 0",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL x - 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 extra",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL  b - 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1 b - 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL/9 b - 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN b - 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R2/LNSGKGSNL b - 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNLL b - 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNX b - 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNS+GKGSNL b - 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSG+KGSNL b - 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN+ b - 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGS0NL b - 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b K 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b +P 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b PP 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 0P 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 19P 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 2 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b X 1",
        // too many pieces of a kind: a third rook, a tenth pawn, five golds
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b R 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b P 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b G 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5+R1/LNSGKGSNL b r 1",
        // two kings of a side
        "4k4/9/9/9/9/9/9/9/3KK4 b - 1",
        "4k3k/9/9/9/9/9/9/9/4K4 b - 1",
        // pieces that could never move
        "P3k4/9/9/9/9/9/9/9/4K4 b - 1",
        "L3k4/9/9/9/9/9/9/9/4K4 b - 1",
        "4k4/N8/9/9/9/9/9/9/4K4 b - 1",
        "4k4/9/9/9/9/9/9/9/p3K4 b - 1",
        "4k4/9/9/9/9/9/9/n8/4K4 b - 1",
        // nifu on the board
        "4k4/9/9/9/P8/P8/9/9/4K4 b - 1",
        "4k4/9/p8/9/9/p8/9/9/4K4 b - 1",
        // the side not to move in check
        "4k4/4P4/9/9/9/9/9/9/4K4 b - 1",
        "4k4/9/9/9/9/9/9/4r4/4K4 w - 1");
  }
}
