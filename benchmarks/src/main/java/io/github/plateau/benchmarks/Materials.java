package io.github.plateau.benchmarks;

import io.github.plateau.core.SearchBoard;
import io.github.plateau.draughts.DraughtsPosition;
import io.github.plateau.draughts.DraughtsSearchBoard;
import io.github.plateau.napoleon.Camp;
import io.github.plateau.napoleon.NapoleonPosition;
import io.github.plateau.napoleon.NapoleonSearchBoard;
import io.github.plateau.shogi.Color;
import io.github.plateau.shogi.Kind;
import io.github.plateau.shogi.Piece;
import io.github.plateau.shogi.ShogiPosition;
import io.github.plateau.shogi.ShogiSearchBoard;
import io.github.plateau.shogi.Square;
import io.github.plateau.xiangqi.XiangqiPosition;
import io.github.plateau.xiangqi.XiangqiSearchBoard;
import java.util.Optional;

/**
 * Material evaluations of the four games for the search benchmarks: the usual piece values, summed
 * per side, each API's own cheapest way: the search boards' piece counts (kept up to date by push
 * and pop in shogi and draughts), and the positions' counts or, in shogi, one pass over the board.
 */
final class Materials {
  private Materials() {}

  /**
   * The evaluation of a game.
   *
   * @param game a game id of {@link SearchBenchmark}
   * @return its evaluation
   */
  static Evaluation<?, ?> of(String game) {
    return switch (game) {
      case "shogi" -> shogi();
      case "xiangqi" -> xiangqi();
      case "draughts" -> draughts();
      case "napoleon" -> napoleon();
      default -> throw new IllegalArgumentException("no evaluation for " + game);
    };
  }

  /** Values by kind, in the order of the kind enum. */
  private static final int[] SHOGI = {
    1, 3, 4, 5, 6, 8, 10, 0, 6, 6, 6, 6, 10, 12 // pawn .. rook, king, promoted pawn .. dragon
  };

  private static Evaluation<ShogiPosition, io.github.plateau.shogi.Move> shogi() {
    Square[] squares = new Square[81];
    for (int i = 0; i < squares.length; i++) {
      squares[i] = Square.ofIndex(i);
    }
    Kind[] kinds = Kind.values();
    Kind[] hand = {
      Kind.PAWN, Kind.LANCE, Kind.KNIGHT, Kind.SILVER, Kind.GOLD, Kind.BISHOP, Kind.ROOK
    };
    return new Evaluation<>() {
      private int value(Optional<Piece> piece, Color us) {
        if (piece.isEmpty()) {
          return 0;
        }
        int value = SHOGI[piece.get().kind().ordinal()];
        return piece.get().color() == us ? value : -value;
      }

      @Override
      public int of(ShogiPosition position) {
        Color us = position.sideToMove();
        int sum = 0;
        for (Square square : squares) {
          sum += value(position.pieceAt(square), us);
        }
        for (Kind kind : hand) {
          sum +=
              SHOGI[kind.ordinal()]
                  * (position.inHand(us, kind) - position.inHand(us.opposite(), kind));
        }
        return sum;
      }

      @Override
      public int of(SearchBoard<ShogiPosition, io.github.plateau.shogi.Move> board) {
        ShogiSearchBoard b = (ShogiSearchBoard) board; // counts kept by push and pop
        Color us = b.sideToMove();
        Color them = us.opposite();
        int sum = 0;
        for (Kind kind : kinds) {
          int value = SHOGI[kind.ordinal()];
          sum += value * (b.count(Piece.of(us, kind)) - b.count(Piece.of(them, kind)));
        }
        for (Kind kind : hand) {
          sum += SHOGI[kind.ordinal()] * (b.inHand(us, kind) - b.inHand(them, kind));
        }
        return sum;
      }
    };
  }

  /** Values by kind: general, advisor, elephant, horse, chariot, cannon, soldier. */
  private static final int[] XIANGQI = {0, 2, 2, 4, 9, 4, 1};

  private static Evaluation<XiangqiPosition, io.github.plateau.xiangqi.Move> xiangqi() {
    io.github.plateau.xiangqi.Piece[] pieces = new io.github.plateau.xiangqi.Piece[14];
    int n = 0;
    for (io.github.plateau.xiangqi.Color c : io.github.plateau.xiangqi.Color.values()) {
      for (io.github.plateau.xiangqi.Kind k : io.github.plateau.xiangqi.Kind.values()) {
        pieces[n++] = new io.github.plateau.xiangqi.Piece(c, k);
      }
    }
    return new Evaluation<>() {
      @Override
      public int of(XiangqiPosition position) {
        int sum = 0;
        for (io.github.plateau.xiangqi.Piece piece : pieces) {
          int value = XIANGQI[piece.kind().ordinal()] * position.count(piece);
          sum += piece.color() == position.sideToMove() ? value : -value;
        }
        return sum;
      }

      @Override
      public int of(SearchBoard<XiangqiPosition, io.github.plateau.xiangqi.Move> board) {
        XiangqiSearchBoard b = (XiangqiSearchBoard) board;
        int sum = 0;
        for (io.github.plateau.xiangqi.Piece piece : pieces) {
          int value = XIANGQI[piece.kind().ordinal()] * b.count(piece);
          sum += piece.color() == b.sideToMove() ? value : -value;
        }
        return sum;
      }
    };
  }

  private static Evaluation<DraughtsPosition, io.github.plateau.draughts.Move> draughts() {
    io.github.plateau.draughts.Piece[] pieces = io.github.plateau.draughts.Piece.values();
    return new Evaluation<>() {
      private int value(io.github.plateau.draughts.Piece piece) {
        return piece.kind() == io.github.plateau.draughts.Kind.KING ? 3 : 1;
      }

      @Override
      public int of(DraughtsPosition position) {
        int sum = 0;
        for (io.github.plateau.draughts.Piece piece : pieces) {
          int value = value(piece) * position.count(piece);
          sum += piece.color() == position.sideToMove() ? value : -value;
        }
        return sum;
      }

      @Override
      public int of(SearchBoard<DraughtsPosition, io.github.plateau.draughts.Move> board) {
        DraughtsSearchBoard b = (DraughtsSearchBoard) board;
        int sum = 0;
        for (io.github.plateau.draughts.Piece piece : pieces) {
          int value = value(piece) * b.count(piece);
          sum += piece.color() == b.sideToMove() ? value : -value;
        }
        return sum;
      }
    };
  }

  /** Values by kind: general, drummer, infantry, cavalry, cannon. */
  private static final int[] NAPOLEON = {50, 3, 1, 3, 4};

  private static Evaluation<NapoleonPosition, io.github.plateau.napoleon.Move> napoleon() {
    io.github.plateau.napoleon.Kind[] kinds = io.github.plateau.napoleon.Kind.values();
    Camp[] camps = Camp.values(); // values() copies its array: once, not per leaf
    return new Evaluation<>() {
      @Override
      public int of(NapoleonPosition position) {
        int sum = 0;
        for (Camp camp : camps) {
          int side = 0;
          for (io.github.plateau.napoleon.Kind kind : kinds) {
            side += NAPOLEON[kind.ordinal()] * position.count(camp, kind);
          }
          sum += camp == position.sideToMove() ? side : -side;
        }
        return sum;
      }

      @Override
      public int of(SearchBoard<NapoleonPosition, io.github.plateau.napoleon.Move> board) {
        NapoleonSearchBoard b = (NapoleonSearchBoard) board;
        int sum = 0;
        for (Camp camp : camps) {
          int side = 0;
          for (io.github.plateau.napoleon.Kind kind : kinds) {
            side += NAPOLEON[kind.ordinal()] * b.count(camp, kind);
          }
          sum += camp == b.sideToMove() ? side : -side;
        }
        return sum;
      }
    };
  }
}
