package io.github.plateau.spark;

import io.github.plateau.core.GameRecord;
import io.github.plateau.shogi.Move;
import io.github.plateau.shogi.Shogi;
import io.github.plateau.shogi.ShogiPosition;
import java.util.List;
import java.util.Random;

/** Seeded random shogi games, to write as record files for the import tests. */
final class RandomGames {
  private RandomGames() {}

  /**
   * A game of uniformly random legal moves.
   *
   * @param seed the seed
   * @param plies the most plies
   * @param resign whether the side to move then resigns, if the game goes on
   * @return the record
   */
  static GameRecord<ShogiPosition, Move> shogi(long seed, int plies, boolean resign) {
    Random random = new Random(seed);
    GameRecord<ShogiPosition, Move> record = GameRecord.start(new Shogi());
    while (record.ply() < plies && !record.isOver()) {
      List<Move> moves = record.current().legalMoves();
      record = record.play(moves.get(random.nextInt(moves.size())));
    }
    return resign && !record.isOver() ? record.resign(record.current().sideToMove()) : record;
  }
}
