package io.github.plateau.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveNotation;
import io.github.plateau.core.testing.MoveWords;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The move notation of draughts ({@link Draughts#moveNotations()}): PDN, each move as {@link Pdn}
 * writes it, by number or in algebraic squares as the game type is written.
 */
class DraughtsMoveNotationsTest {
  private static final Set<String> RESULTS = Set.of("*", "2-0", "0-2", "1-1", "1-0", "0-1", "0-0");

  @Test
  void theNotationIsPdn() {
    Draughts draughts = new Draughts();
    assertEquals(
        List.of("pdn"), draughts.moveNotations().stream().map(MoveNotation::name).toList());
    assertEquals("PDN", draughts.moveNotation("PDN").label());
    GameRecord<DraughtsPosition, Move> game = GameRecord.start(draughts).play("32-28");
    assertEquals(List.of("32-28"), write(game));
  }

  @Test
  void russianDraughtsIsWrittenInAlgebraicSquares() {
    GameRecord<DraughtsPosition, Move> game = GameRecord.start(RussianContractTest.RUSSIAN);
    game = game.play(game.current().legalMoves().get(0));
    String written = write(game).get(0);
    assertEquals(MoveWords.of(Pdn.FORMAT.write(game), RESULTS), List.of(written));
    assertEquals(true, written.matches("[a-h][1-8]-[a-h][1-8]"), written);
  }

  @Test
  void eachSeededPlayoutIsWrittenAsPdnWritesIt() {
    List<Draughts> games =
        List.of(
            new Draughts(), Draughts.brazilian(), Draughts.canadian(), RussianContractTest.RUSSIAN);
    for (long seed = 0; seed < 40; seed++) {
      Random random = new Random(seed);
      Draughts draughts = games.get((int) (seed % games.size()));
      GameRecord<DraughtsPosition, Move> game = GameRecord.start(draughts);
      int plies = random.nextInt(120);
      for (int i = 0; i < plies && !game.isOver(); i++) {
        List<Move> moves = game.current().legalMoves();
        game = game.play(moves.get(random.nextInt(moves.size())));
      }
      assertEquals(
          MoveWords.of(Pdn.FORMAT.write(game), RESULTS),
          write(game),
          "seed " + seed + ", " + draughts.name());
    }
  }

  @Test
  void anIllegalMoveIsRefused() {
    Draughts draughts = new Draughts();
    DraughtsPosition start = draughts.start();
    Move move = draughts.parseMove(start, "32-28");
    assertThrows(
        IllegalMoveException.class,
        () -> draughts.moveNotation("pdn").write(start, List.of(move, move)));
  }

  private static List<String> write(GameRecord<DraughtsPosition, Move> game) {
    Draughts draughts = (Draughts) game.game();
    return draughts.moveNotation("pdn").write(game.startPosition(), game.moves());
  }
}
