package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.GameRecord;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Records of tens of thousands of plies are built and read at a cost per ply that does not grow
 * with the game: a 40,000-ply CSA record once took 23 seconds to read, because sennichite walked
 * the whole history at every move and the reader searched to the end of the text at every line.
 * These tests assert the results only; a quadratic cost would show as a build that does not end.
 */
class LongRecordTest {
  private static final Shogi GAME = new Shogi();
  private static final int PLIES = 30_000;
  private static GameRecord<ShogiPosition, Move> record;

  /** A seeded walk that never ends the game: a move that would (a mate, sennichite) is skipped. */
  @BeforeAll
  static void playALongGame() {
    SplittableRandom random = new SplittableRandom(2026);
    GameRecord<ShogiPosition, Move> r = GameRecord.start(GAME);
    while (r.ply() < PLIES) {
      List<Move> moves = r.current().legalMoves();
      int first = random.nextInt(moves.size());
      GameRecord<ShogiPosition, Move> next = null;
      for (int i = 0; i < moves.size() && (next == null || next.isOver()); i++) {
        next = r.play(moves.get((first + i) % moves.size()));
      }
      r = next;
    }
    record = r;
  }

  @Test
  void theWalkReachedItsLengthWithoutEnding() {
    assertEquals(PLIES, record.ply());
    assertFalse(record.isOver());
    assertEquals(PLIES, record.current().ply());
    assertEquals(PLIES, record.moves().size());
  }

  @Test
  void aLongCsaRecordIsWrittenAndReadBack() {
    String text = Csa.write(record);
    AnnotatedRecord<ShogiPosition, Move> read = Csa.read(text);
    assertEquals(record.moves(), read.record().moves());
    assertEquals(record.current(), read.record().current());
    assertFalse(read.record().isOver());
  }

  @Test
  void aLongKifRecordIsWrittenAndReadBack() {
    AnnotatedRecord<ShogiPosition, Move> read = Kif.read(Kif.write(record));
    assertEquals(record.moves(), read.record().moves());
    assertFalse(read.record().isOver());
  }

  @Test
  void aLongUsiLineIsWrittenAndReadBack() {
    GameRecord<ShogiPosition, Move> read = UsiLine.read(UsiLine.write(record));
    assertEquals(record.moves(), read.moves());
    assertEquals(record.current(), read.current());
  }
}
