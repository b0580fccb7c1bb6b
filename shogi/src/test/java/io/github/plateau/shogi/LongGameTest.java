package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.Reason;
import io.github.plateau.core.RecordFormat;
import io.github.plateau.core.testing.LongRecords;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.function.IntFunction;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Records of tens of thousands of plies are built and read at a cost per ply that does not grow
 * with the game: a 40,000-ply CSA record once took 23 seconds to read, because sennichite walked
 * the whole history at every move and the reader searched to the end of the text at every line.
 * These tests assert the results only; a quadratic cost would show as a build that does not end.
 */
class LongGameTest {
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
    String text = Csa.FORMAT.write(record);
    AnnotatedRecord<ShogiPosition, Move> read = Csa.FORMAT.read(text);
    assertEquals(record.moves(), read.record().moves());
    assertEquals(record.current(), read.record().current());
    assertFalse(read.record().isOver());
  }

  @Test
  void aLongKifRecordIsWrittenAndReadBack() {
    AnnotatedRecord<ShogiPosition, Move> read = Kif.FORMAT.read(Kif.FORMAT.write(record));
    assertEquals(record.moves(), read.record().moves());
    assertFalse(read.record().isOver());
  }

  @Test
  void aLongUsiLineIsWrittenAndReadBack() {
    GameRecord<ShogiPosition, Move> read = UsiLine.parse(UsiLine.format(record));
    assertEquals(record.moves(), read.moves());
    assertEquals(record.current(), read.current());
  }

  /** The rooks shuttle, sente's between 28 and 38, gote's between 82 and 72: a legal cycle. */
  private static final String[] CSA_CYCLE = {"+2838HI", "-8272HI", "+3828HI", "-7282HI"};

  private static final String[] KIF_CYCLE = {"３八飛(28)", "７二飛(82)", "２八飛(38)", "８二飛(72)"};

  private static final String[] KI2_CYCLE = {"▲３八飛", "△７二飛", "▲２八飛", "△８二飛"};

  /** A record of the rooks' cycle, one move a line as each format writes it. */
  private static String cycle(String head, int plies, IntFunction<String> line) {
    StringBuilder text = new StringBuilder(head);
    for (int ply = 1; ply <= plies; ply++) {
      text.append(line.apply(ply)).append('\n');
    }
    return text.toString();
  }

  private static String csa(int plies) {
    return cycle("V2.2\nPI\n+\n", plies, ply -> CSA_CYCLE[(ply - 1) % 4]);
  }

  private static String kif(int plies) {
    return cycle(
        "手合割：平手\n手数----指手---------消費時間--\n",
        plies,
        ply -> String.format("%4d %s", ply, KIF_CYCLE[(ply - 1) % 4]));
  }

  private static String ki2(int plies) {
    return cycle("手合割：平手\n", plies, ply -> KI2_CYCLE[(ply - 1) % 4]);
  }

  @Test
  void aRecordOfTheLongestLengthIsReadAsPlayed() {
    // 100,000 plies of repetition: the rules end it at ply 12, the record goes on.
    AnnotatedRecord<ShogiPosition, Move> read =
        Csa.FORMAT.read(GAME, csa(RecordFormat.MAX_PLIES), ReadMode.AS_PLAYED);
    assertEquals(RecordFormat.MAX_PLIES, read.record().ply());
    assertTrue(read.record().current().samePosition(GAME.start()));
    assertEquals(Reason.REPETITION, read.rulesEnding().orElseThrow().outcome().reason());
    assertEquals(12, read.rulesEnding().orElseThrow().ply());
  }

  @Test
  void everyReaderRefusesAMainLineLongerThanTheLimitNamingIt() {
    // Before the limit, a million plies ran a gigabyte of heap out (1,462 bytes a ply).
    int plies = RecordFormat.MAX_PLIES + 1;
    List<String> texts = List.of(csa(plies), kif(plies), ki2(plies));
    List<Function<String, ?>> readers =
        List.of(
            text -> Csa.FORMAT.read(GAME, text, ReadMode.AS_PLAYED),
            text -> Kif.FORMAT.read(GAME, text, ReadMode.AS_PLAYED),
            text -> Ki2.FORMAT.read(GAME, text, ReadMode.AS_PLAYED));
    for (int i = 0; i < texts.size(); i++) {
      String text = texts.get(i);
      Function<String, ?> reader = readers.get(i);
      LongRecords.assertTooLong(() -> reader.apply(text));
    }
  }
}
