package io.github.plateau.napoleon;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The view a position and its search board share reads the same board from both, along seeded
 * random games: every square, every count, the points and the side to move.
 */
class NapoleonBoardViewTest {
  private static final int SEEDS = 20;
  private static final int PLIES = 80;

  @Test
  void aPositionAndItsSearchBoardReadTheSameBoardAlongRandomGames() {
    List<Napoleon> games =
        List.of(
            new Napoleon(),
            new Napoleon(NapoleonRules.DEFAULT.withSize(11, 9).withDrummerPush(true)));
    for (Napoleon game : games) {
      for (int seed = 0; seed < SEEDS; seed++) {
        SplittableRandom random = new SplittableRandom(seed);
        NapoleonPosition position = game.start();
        NapoleonSearchBoard board = position.searchBoard();
        for (int ply = 0; ply < PLIES && position.outcome().isEmpty(); ply++) {
          String where = game + " seed " + seed + " ply " + ply;
          sameBoard(game, position, board, where);
          List<Move> moves = position.legalMoves();
          Move move = moves.get(random.nextInt(moves.size()));
          board.push(board.encode(move));
          position = position.play(move);
        }
        sameBoard(game, position, board, game + " seed " + seed + " at the end");
      }
    }
  }

  private static void sameBoard(
      Napoleon game, NapoleonPosition position, NapoleonBoardView board, String where) {
    NapoleonBoardView view = position;
    assertEquals(view.sideToMove(), board.sideToMove(), where);
    for (int file = 0; file < game.rules().width(); file++) {
      for (int rank = 0; rank < game.rules().height(); rank++) {
        Square square = new Square(file, rank);
        assertEquals(view.pieceAt(square), board.pieceAt(square), where + " " + square);
      }
    }
    for (Camp camp : Camp.values()) {
      assertEquals(view.points(camp), board.points(camp), where + " points of " + camp);
      for (Kind kind : Kind.values()) {
        assertEquals(view.count(camp, kind), board.count(camp, kind), where + " " + camp + kind);
        Piece piece = kind == Kind.CANNON ? Piece.cannon(camp, Direction.N) : Piece.of(camp, kind);
        assertEquals(view.count(camp, kind), board.count(piece), where + " " + piece);
      }
    }
  }
}
