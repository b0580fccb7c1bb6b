package io.github.plateau.benchmarks;

import io.github.plateau.core.BoardView;
import io.github.plateau.core.Position;
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
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

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
    List<Unit<io.github.plateau.xiangqi.Piece>> units = new ArrayList<>();
    for (io.github.plateau.xiangqi.Color c : io.github.plateau.xiangqi.Color.values()) {
      for (io.github.plateau.xiangqi.Kind k : io.github.plateau.xiangqi.Kind.values()) {
        units.add(new Unit<>(new io.github.plateau.xiangqi.Piece(c, k), c, XIANGQI[k.ordinal()]));
      }
    }
    return byPiece(units, board -> (XiangqiSearchBoard) board);
  }

  private static Evaluation<DraughtsPosition, io.github.plateau.draughts.Move> draughts() {
    List<Unit<io.github.plateau.draughts.Piece>> units = new ArrayList<>();
    for (io.github.plateau.draughts.Piece piece : io.github.plateau.draughts.Piece.values()) {
      int value = piece.kind() == io.github.plateau.draughts.Kind.KING ? 3 : 1;
      units.add(new Unit<>(piece, piece.color(), value));
    }
    return byPiece(units, board -> (DraughtsSearchBoard) board);
  }

  /**
   * The evaluation of a game that counts its pieces through core's board view, which its positions
   * and its search boards both implement: xiangqi and draughts.
   *
   * @param units the pieces to count
   * @param view the search board as its view: a cast to the game's search board class
   * @param <P> the game's position
   * @param <M> the game's move
   * @param <U> the game's piece
   */
  private static <P extends Position<P, M> & BoardView<?, U>, M, U> Evaluation<P, M> byPiece(
      List<Unit<U>> units, Function<SearchBoard<P, M>, BoardView<?, U>> view) {
    Material<U> material = new Material<>(units);
    return new Evaluation<>() {
      @Override
      public int of(P position) {
        return material.of(position, position.sideToMove(), BoardView::count);
      }

      @Override
      public int of(SearchBoard<P, M> board) {
        BoardView<?, U> b = view.apply(board);
        return material.of(b, b.sideToMove(), BoardView::count);
      }
    };
  }

  /** Values by kind: general, drummer, infantry, cavalry, cannon. */
  private static final int[] NAPOLEON = {50, 3, 1, 3, 4};

  /** A Napoleon unit to count: a camp's pieces of one kind. */
  private record CampKind(Camp camp, io.github.plateau.napoleon.Kind kind) {}

  private static Evaluation<NapoleonPosition, io.github.plateau.napoleon.Move> napoleon() {
    List<Unit<CampKind>> units = new ArrayList<>();
    for (Camp camp : Camp.values()) {
      for (io.github.plateau.napoleon.Kind kind : io.github.plateau.napoleon.Kind.values()) {
        units.add(new Unit<>(new CampKind(camp, kind), camp, NAPOLEON[kind.ordinal()]));
      }
    }
    Material<CampKind> material = new Material<>(units);
    return new Evaluation<>() {
      @Override
      public int of(NapoleonPosition position) {
        return material.of(position, position.sideToMove(), (p, u) -> p.count(u.camp(), u.kind()));
      }

      @Override
      public int of(SearchBoard<NapoleonPosition, io.github.plateau.napoleon.Move> board) {
        NapoleonSearchBoard b = (NapoleonSearchBoard) board;
        return material.of(b, b.sideToMove(), (s, u) -> s.count(u.camp(), u.kind()));
      }
    };
  }

  /**
   * What one kind of piece is worth to its owner.
   *
   * @param <U> what a board counts: a piece, or a camp and kind
   */
  private record Unit<U>(U counted, Object owner, int value) {}

  /**
   * How many units of a kind stand on a board: a position's or a search board's own count.
   *
   * @param <B> the board
   * @param <U> what it counts
   */
  @FunctionalInterface
  private interface Counter<B, U> {
    int count(B board, U unit);
  }

  /**
   * The material sum of the side to move against the others, written once for positions and search
   * boards: the counter passed is a method reference or a lambda that captures nothing, so no call
   * allocates.
   *
   * @param <U> what a board counts
   */
  private static final class Material<U> {
    private final List<Unit<U>> units;

    Material(List<Unit<U>> units) {
      this.units = List.copyOf(units);
    }

    <B> int of(B board, Object sideToMove, Counter<B, U> counter) {
      int sum = 0;
      for (int i = 0; i < units.size(); i++) { // by index: no iterator per leaf
        Unit<U> unit = units.get(i);
        int value = unit.value() * counter.count(board, unit.counted());
        sum += unit.owner() == sideToMove ? value : -value;
      }
      return sum;
    }
  }
}
