package io.github.plateau.napoleon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveNotation;
import io.github.plateau.core.RandomPlayer;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The move notation of Napoleon Strategy ({@link Napoleon#moveNotations()}): its own, whole turns
 * as {@link Napoleon#formatTurns} writes them ({@code c2-c4,f1=NE}), a turn cut short as far as it
 * goes.
 */
class NapoleonMoveNotationsTest {
  private static final Napoleon GAME = new Napoleon();

  @Test
  void theNotationIsTheGamesOwnWholeTurns() {
    List<MoveNotation<NapoleonPosition, Move>> notations = GAME.moveNotations();
    assertEquals(
        List.of(MoveNotation.STANDARD), notations.stream().map(MoveNotation::name).toList());
    NapoleonPosition start = GAME.start();
    List<Move> moves = new java.util.ArrayList<>(GAME.parseTurn(start, "c2-c4,f1=NE"));
    NapoleonPosition p = start;
    for (Move m : moves) {
      p = p.play(m);
    }
    moves.addAll(GAME.parseTurn(p, "c7-c5"));
    assertEquals(List.of("c2-c4,f1=NE", "c7-c5"), notations.get(0).write(start, moves));
    // a turn still in its orders is written as far as it goes
    assertEquals(List.of("c2-c4"), notations.get(0).write(start, moves.subList(0, 1)));
  }

  @Test
  void eachSeededPlayoutIsWrittenAsTheGameWritesItsTurns() {
    for (long seed = 1; seed <= 20; seed++) {
      RandomPlayer<NapoleonPosition, Move> player = new RandomPlayer<>(seed);
      GameRecord<NapoleonPosition, Move> record = player.playout(GameRecord.start(GAME), 300);
      assertEquals(
          GAME.formatTurns(record.startPosition(), record.moves()),
          GAME.moveNotation("standard").write(record.startPosition(), record.moves()),
          "seed " + seed);
    }
  }

  @Test
  void anIllegalMoveIsRefused() {
    NapoleonPosition start = GAME.start();
    Move step = GAME.parseMove(start, "c2-c4");
    assertThrows(
        IllegalMoveException.class,
        () -> GAME.moveNotation("standard").write(start, List.of(step, step)));
  }
}
