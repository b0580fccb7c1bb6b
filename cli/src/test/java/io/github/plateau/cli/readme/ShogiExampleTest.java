package io.github.plateau.cli.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Outcome;
import io.github.plateau.shogi.Move;
import io.github.plateau.shogi.Shogi;
import io.github.plateau.shogi.ShogiPosition;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The README's quick start, compiled and run; {@link ReadmeExamplesTest} keeps the two equal. */
class ShogiExampleTest {
  @Test
  void quickStart() {
    // README:begin
    Shogi shogi = new Shogi();
    ShogiPosition start = shogi.parse(Shogi.START); // any SFEN
    List<Move> moves = start.legalMoves(); // 30 moves, as immutable values
    ShogiPosition next = start.play(shogi.parseMove(start, "7g7f")); // start is unchanged
    String sfen = next.toString(); // SFEN again, gote to move
    int ply = next.ply(); // 1: the plies played, SFEN move number 2 minus 1
    long leaves = start.perft(3); // 25470
    GameRecord<ShogiPosition, Move> game = GameRecord.start(shogi).play("7g7f").play("3c3d");
    Optional<Outcome> outcome = game.outcome(); // empty: the game goes on
    // README:end
    assertEquals(30, moves.size());
    assertEquals("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2", sfen);
    assertEquals(1, ply);
    assertEquals(25470, leaves);
    assertTrue(outcome.isEmpty());
    assertEquals(2, game.ply());
  }
}
