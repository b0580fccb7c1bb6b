package io.github.plateau.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.RandomPlayer;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** PDN 3.0 game records: reading, writing, round trips and errors. */
class PdnTest {
  private static final String TWO_GAMES =
      """
      [Event "Club match"]
      [White "Ann"]
      [Black "Bob \\"the wall\\""]
      [GameType "20"]
      [Result "2-0"]

      {A short game} 1. 32-28 19-23 2. 28x19 14x23! 3. 33-28?! {tempo} 23x32 $2
      (3... 20-24 4. 29x20 15x24) 4. 37x28 2-0

      [GameType "26"]
      [FEN "W:W21-32:B1-12"]
      1.22-18 11-15 2.18x11 8x15 *
      """;

  @Test
  void gamesWithTagsCommentsVariationsAndResultsAreRead() {
    List<PdnGame> games = Pdn.read(TWO_GAMES);
    assertEquals(2, games.size());
    PdnGame first = games.get(0);
    assertEquals("Bob \"the wall\"", first.tags().get("Black"));
    assertEquals(Draughts.international().name(), first.game().name());
    assertEquals(7, first.record().ply());
    assertEquals("2-0", first.result());
    assertEquals(Optional.of("A short game"), first.comment(0));
    assertEquals(Optional.of("tempo"), first.comment(5));
    assertEquals(Optional.empty(), first.comment(1));
    assertEquals(Move.capture(37, 28, 32), first.record().moves().get(6));
    PdnGame second = games.get(1);
    assertEquals("Brazilian draughts", second.game().name());
    assertEquals(4, second.record().ply());
    assertEquals("*", second.result());
  }

  @Test
  void aGameIsWrittenWithNumberedMovesCommentsAndItsResult() {
    PdnGame game = Pdn.read(TWO_GAMES).get(0);
    assertEquals(
        """
        [Event "Club match"]
        [White "Ann"]
        [Black "Bob \\"the wall\\""]
        [GameType "20"]
        [Result "2-0"]

        {A short game} 1. 32-28 19-23 2. 28x19 14x23 3. 33-28 {tempo} 3... 23x32
        4. 37x28 2-0
        """,
        Pdn.write(game));
  }

  @Test
  void setupsAreReadFromTheFenTagOrASlashSetupAndWrittenAsAFenTag() {
    String text = "[GameType \"27\"]\n/FEN \"B:W50:B13\"/ 1... 13-19 2. 50-44 *";
    PdnGame game = Pdn.read(text).get(0);
    assertEquals("Canadian draughts", game.game().name());
    assertEquals(Draughts.canadian().parse("B:W50:B13"), game.record().startPosition());
    String written = Pdn.write(game);
    assertTrue(written.contains("[FEN \"B:W50:B13\"]\n"), written);
    assertTrue(written.endsWith("\n1... 13-19 2. 50-44 *\n"), written);
    assertEquals(game.record().positions(), Pdn.read(written).get(0).record().positions());
    // PDN writers sometimes end the FEN with a full stop
    assertEquals(
        Draughts.international().parse("W:W31:B1"),
        Pdn.read("[FEN \"W:W31:B1.\"] *").get(0).record().startPosition());
  }

  @Test
  void aCaptureSharingStartAndEndIsWrittenWithItsPath() {
    Draughts brazilian = Draughts.brazilian();
    GameRecord<DraughtsPosition, Move> record =
        GameRecord.start(brazilian, brazilian.parse(ReferenceCrossCheckTest.TWO_WAYS.get(8)))
            .play("17x26x19x12x3");
    String written = Pdn.write(PdnGame.of(record, Map.of()));
    assertTrue(written.endsWith("1. 17x26x19x12x3 *\n"), written);
    assertEquals(record.moves(), Pdn.read(written).get(0).record().moves());
  }

  @ParameterizedTest(name = "{0}x{0}")
  @ValueSource(ints = {8, 10, 12})
  void randomGamesSurviveARoundTrip(int size) {
    Draughts game = new Draughts(DraughtsRules.ofSize(size));
    for (int seed = 0; seed < 30; seed++) {
      GameRecord<DraughtsPosition, Move> record =
          new RandomPlayer(seed).playout(GameRecord.start(game), 400);
      Map<String, String> tags = new LinkedHashMap<>();
      tags.put("Event", "random " + seed);
      PdnGame written = PdnGame.of(record, tags).withComment(record.ply(), "end of game " + seed);
      List<PdnGame> read = Pdn.read(Pdn.write(List.of(written, written)));
      assertEquals(2, read.size());
      PdnGame back = read.get(1);
      assertEquals(record.moves(), back.record().moves(), "seed " + seed);
      assertEquals(written.result(), back.result(), "seed " + seed);
      assertEquals(record.outcome(), back.record().outcome(), "seed " + seed);
      assertEquals(Optional.of("end of game " + seed), back.comment(record.ply()));
      assertEquals(Pdn.write(written), Pdn.write(back));
    }
  }

  @Test
  void theResultOfAFinishedRecordIsWritten() {
    Draughts game = Draughts.international();
    GameRecord<DraughtsPosition, Move> won =
        GameRecord.start(game, game.parse("W:W32:B27")).play("32x21");
    assertEquals("2-0", PdnGame.of(won, Map.of()).result());
    assertEquals("*", PdnGame.of(GameRecord.start(game), Map.of()).result());
    assertEquals("0-2", PdnGame.of(GameRecord.start(game), Map.of("Result", "0-2")).result());
    assertEquals("1-1", Pdn.read("1. 32-28 1/2-1/2").get(0).result());
    assertEquals("0-2", Pdn.read("1. 32-28 0-1").get(0).result());
    assertTrue(Pdn.read("  \n").isEmpty());
  }

  @ParameterizedTest(name = "\"{0}\"")
  @CsvSource(
      delimiter = '|',
      value = {
        "1. 32-28 {open|a comment is not closed with '}'|9",
        "[Event \"x|a value is not closed with '\"'|7",
        "[Event \"x\" *|expected ']' to close the tag Event|11",
        "[ \"x\"]|expected a tag name after '['|1",
        "[Event x]|expected '\"' to open a value|7",
        "[Event \"a\"][Event \"b\"]|the tag Event is given twice|11",
        "[GameType \"21\"]|GameType 21 is not supported (20 international, 26 Brazilian, 27"
            + " Canadian)|11",
        "[FEN \"W:W31:B99\"]|bad FEN: square 99 is not on the board (1 to 50) at offset 7|13",
        "1. 32-28 19-23 2. 32-27|illegal move: 32-27 is not legal|18",
        "1. 32-28 19-23 2. 28-|bad move 28-: expected a square number|21",
        "1. 32-28 (2. 33-29|a variation is not closed with ')'|9",
        "1. 32-28 /FEN \"W:W31:B1\"/|a FEN setup must come before the first move|9",
        "/PDN \"W:W31:B1\"/|expected FEN after '/'|1",
        "1. 32-28 $|expected a number after '$'|10",
        "[Result \"3-0\"]|bad Result tag '3-0'|9",
      })
  void malformedRecordsAreRefusedWithTheirOffset(String text, String problem, int offset) {
    NotationException e = assertThrows(NotationException.class, () -> Pdn.read(text));
    assertTrue(e.getMessage().startsWith(problem), e.getMessage());
    assertEquals(offset, e.offset(), e.getMessage());
  }

  @Test
  void movesAfterTheEndAndAmbiguousMovesAreRefused() {
    NotationException over =
        assertThrows(NotationException.class, () -> Pdn.read("[FEN \"W:W32:B27\"] 1. 32x21 21-16"));
    assertTrue(over.getMessage().startsWith("move 21-16 after the end of the game"));
    NotationException ambiguous =
        assertThrows(
            NotationException.class,
            () ->
                Pdn.read(
                    "[GameType \"26\"][FEN \""
                        + ReferenceCrossCheckTest.TWO_WAYS.get(8)
                        + "\"] 1. 17x3"));
    assertTrue(ambiguous.getMessage().startsWith("ambiguous move 17x3"), ambiguous.getMessage());
    assertThrows(IllegalPositionException.class, () -> Pdn.read("[FEN \"W:W3:B40\"]"));
    assertThrows(IllegalArgumentException.class, () -> Pdn.read(null));
  }
}
