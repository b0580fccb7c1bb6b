package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** USI {@code position} lines: the forms, round trips, and every rejection with its offset. */
class UsiLineTest {
  private static final Shogi GAME = new Shogi();

  @Test
  void startposAndMovesAreReadAndWrittenBack() {
    String line = "position startpos moves 7g7f 3c3d 8h2b+ 3a2b B*4e";
    GameRecord<ShogiPosition, Move> record = UsiLine.parse(line);
    assertEquals(GAME.start(), record.startPosition());
    assertEquals(5, record.ply());
    assertEquals("8h2b+", record.moves().get(2).toString());
    assertEquals(line, UsiLine.format(record));
    assertEquals("position startpos", UsiLine.format(GameRecord.start(GAME)));
    assertEquals("position startpos", UsiLine.format(UsiLine.parse("position startpos moves")));
  }

  @Test
  void anSfenStartIsReadWithOrWithoutItsMoveNumber() {
    String sfen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1";
    GameRecord<ShogiPosition, Move> record =
        UsiLine.parse("position sfen " + sfen + " moves 3c3d 7g7f");
    assertEquals(sfen, record.startPosition().toString());
    assertEquals("position sfen " + sfen + " moves 3c3d 7g7f", UsiLine.format(record));
    GameRecord<ShogiPosition, Move> noNumber =
        UsiLine.parse("position sfen 4k4/9/9/9/9/9/9/9/4K4 b P moves P*5b");
    assertEquals("4k4/9/9/9/9/9/9/9/4K4 b P 1", noNumber.startPosition().toString());
    assertEquals("position sfen 4k4/9/9/9/9/9/9/9/4K4 b P 1 moves P*5b", UsiLine.format(noNumber));
    // a start position with move number other than 1 is not startpos
    String later = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 5";
    assertEquals("position sfen " + later, UsiLine.format(UsiLine.parse("position sfen " + later)));
  }

  @Test
  void theWordPositionMayBeLeftOutAndBlanksRepeated() {
    GameRecord<ShogiPosition, Move> record = UsiLine.parse("  startpos \t moves  7g7f   3c3d\r\n");
    assertEquals(List.of("7g7f", "3c3d"), record.moves().stream().map(Move::toString).toList());
    GameRecord<ShogiPosition, Move> sfen =
        UsiLine.parse("sfen  4k4/9/9/9/9/9/9/9/4K4   b  P  7  moves P*5b");
    assertEquals("4k4/9/9/9/9/9/9/9/4K4 b P 7", sfen.startPosition().toString());
  }

  @Test
  void theRecordKeepsTheRulesOfTheGameAndItsEnd() {
    Shogi limited = new Shogi(new ShogiRules(false, 2, ImpasseRule.NONE));
    GameRecord<ShogiPosition, Move> record =
        UsiLine.parse(limited, "position startpos moves 7g7f 3c3d");
    assertEquals(Outcome.draw(Reason.MOVE_LIMIT), record.outcome().orElseThrow());
    GameRecord<ShogiPosition, Move> mate =
        UsiLine.parse("position sfen 8k/9/8P/9/9/9/9/9/K8 b G 1 moves G*1b");
    assertEquals(Outcome.win(Color.SENTE, Reason.CHECKMATE), mate.outcome().orElseThrow());
    StringBuilder repeated = new StringBuilder("position startpos moves");
    for (int i = 0; i < 3; i++) {
      repeated.append(" 5i5h 5a5b 5h5i 5b5a");
    }
    assertEquals(
        Outcome.draw(Reason.REPETITION),
        UsiLine.parse(repeated.toString()).outcome().orElseThrow());
  }

  @Test
  void randomGamesMakeTheRoundTrip() {
    for (long seed = 1; seed <= 200; seed++) {
      GameRecord<ShogiPosition, Move> record = RandomRecords.playout(GAME, seed, 80);
      String line = UsiLine.format(record);
      GameRecord<ShogiPosition, Move> read = UsiLine.parse(line);
      assertEquals(record.startPosition(), read.startPosition(), "seed " + seed);
      assertEquals(record.moves(), read.moves(), "seed " + seed);
      assertEquals(record.outcome(), read.outcome(), "seed " + seed);
      assertEquals(line, UsiLine.format(read));
    }
  }

  @ParameterizedTest(name = "\"{0}\": {1}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      value = {
        "\"\" | expected startpos or sfen | 0",
        "position | expected startpos or sfen | 8",
        "position startops | expected startpos or sfen, not 'startops' | 9",
        "position startpos 7g7f | expected 'moves' or the end of the line | 18",
        "position startpos moves 7g7x | move 1: expected a rank letter a to i, not 'x' | 27",
        "position startpos moves 7g7f 7g7f | move 2: 7g7f is not legal in"
            + " lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2: there is no"
            + " piece on 7g | 29",
        "position sfen | the SFEN needs the board, the side to move and the pieces in hand | 13",
        "position sfen 4k4/9/9/9/9/9/9/9/4K4 b | the SFEN needs the board, the side to move and"
            + " the pieces in hand | 37",
        "position sfen 4k4/9/9/9/9/9/9/9/4K4 b - 1 2 | expected 'moves' or the end of the line"
            + " after the SFEN | 42",
        "position sfen 4k4/9/9/9/9/9/9/9/4K3 b - 1 | bad SFEN: rank i has 8 squares, not 9 | 35",
        "position sfen 4k4/9/9/9/9/9/9/9/4K4  x - 1 | bad SFEN: the side to move is b (sente) or"
            + " w (gote), not 'x' | 37",
        "position sfen 4k4/9/9/9/9/9/9/9/4K4 b - 0 | bad SFEN: expected a move number from 1 to"
            + " 1000000000 | 40",
        "position sfen 8k/9/8P/9/9/9/9/9/K8 b G 1 moves G*1b 1a2a | move 2 follows the end of the"
            + " game (SENTE wins by CHECKMATE) | 52",
      })
  void malformedLinesAreRefusedWithTheirOffset(String line, String message, int offset) {
    String text = line == null ? "" : line;
    NotationException e = assertThrows(NotationException.class, () -> UsiLine.parse(text));
    assertEquals(message + " at offset " + offset + " of \"" + text + "\"", e.getMessage());
    assertEquals(offset, e.offset());
  }

  @Test
  void impossiblePositionsAndNullsAreRefused() {
    assertThrows(
        IllegalPositionException.class,
        () -> UsiLine.parse("position sfen 4k3P/9/9/9/9/9/9/9/4K4 b - 1"));
    assertThrows(IllegalArgumentException.class, () -> UsiLine.parse(null));
    assertThrows(IllegalArgumentException.class, () -> UsiLine.parse(null, "startpos"));
    assertThrows(IllegalArgumentException.class, () -> UsiLine.format(null));
    assertFalse(UsiLine.parse("startpos").isOver());
    assertTrue(UsiLine.parse("position startpos moves 7g7f").ply() == 1);
  }
}
