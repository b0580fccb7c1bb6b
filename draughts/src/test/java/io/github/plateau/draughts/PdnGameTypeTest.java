package io.github.plateau.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.ReadMode;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** PDN 3.0 game types: those the rule flags express are played, the others refused by name. */
class PdnGameTypeTest {
  private static AnnotatedRecord<DraughtsPosition, Move> read(String text) {
    return Pdn.FORMAT.read(Draughts.international(), text, ReadMode.STRICT);
  }

  /** Each supported type: its board, its four move-rule flags and the side that starts. */
  @ParameterizedTest(name = "GameType {0}")
  @CsvSource({
    // type,             size, backward, majority, flying, promotion, first
    "20,                 10,   true,     true,     true,   false,     WHITE",
    "21,                 8,    false,    false,    false,  false,     BLACK",
    "23,                 8,    true,     false,    true,   false,     BLACK",
    "'23,W,8,8,A0,0',    8,    true,     false,    true,   false,     WHITE",
    "25,                 8,    true,     false,    true,   true,      WHITE",
    "26,                 8,    true,     true,     true,   false,     WHITE",
    "27,                 12,   true,     true,     true,   false,     WHITE",
    "'20,W,10,10,N2,0',  10,   true,     true,     true,   false,     WHITE",
    "'20,W,10,10,N1,0',  10,   true,     true,     true,   false,     WHITE",
    "'20,W,14,14,N2,0',  14,   true,     true,     true,   false,     WHITE",
    "'21,B,10,10,N1,0',  10,   false,    false,    false,  false,     BLACK",
  })
  void aSupportedTypeIsPlayedUnderItsRules(
      String type,
      int size,
      boolean backward,
      boolean majority,
      boolean flying,
      boolean promotion,
      Color first) {
    AnnotatedRecord<DraughtsPosition, Move> r = read("[GameType \"" + type + "\"] *");
    DraughtsRules rules = ((Draughts) r.game()).rules();
    assertEquals(
        List.of(size, backward, majority, flying, promotion),
        List.of(
            rules.size(),
            rules.menCaptureBackward(),
            rules.majorityCapture(),
            rules.flyingKings(),
            rules.promotionDuringCapture()));
    DraughtsPosition start = r.record().startPosition();
    assertEquals(first, start.sideToMove());
    assertEquals(((Draughts) r.game()).start().withSideToMove(first), start);
    assertEquals(r.game(), Pdn.FORMAT.game(type));
  }

  @Test
  void englishDraughtsIsPlayedWithBlackFirstAndShortKings() {
    AnnotatedRecord<DraughtsPosition, Move> r = read("[GameType \"21\"] 1. 11-15 24-20 2. 8-11 *");
    assertEquals(
        List.of(Move.quiet(11, 15), Move.quiet(24, 20), Move.quiet(8, 11)), r.record().moves());
    // a man does not capture backward: the white man on 14 cannot take 18
    DraughtsPosition p = Pdn.FORMAT.game("21").parse("W:W14:B18");
    assertTrue(p.legalMoves().stream().noneMatch(Move::isCapture), p.legalMoves().toString());
    // no FMJD limit: only the repetition draws
    DraughtsRules rules = Pdn.FORMAT.game("21").rules();
    assertEquals(
        List.of(0, 0, 0, 3),
        List.of(
            rules.kingMovePlies(),
            rules.longEndgamePlies(),
            rules.shortEndgamePlies(),
            rules.repetitions()));
    assertEquals(30, Pdn.FORMAT.game("25").rules().kingMovePlies());
  }

  @Test
  void theGameGivenIsUsedWhenItHasTheTypesBoardAndMoves() {
    Draughts longer = new Draughts(DraughtsRules.international().withKingMovePlies(60));
    AnnotatedRecord<DraughtsPosition, Move> r =
        Pdn.FORMAT.read(longer, "[GameType \"20\"] 1. 32-28 *", ReadMode.STRICT);
    assertSame(longer, r.game());
    // another board: the type's own game
    assertEquals(
        Draughts.brazilian(),
        Pdn.FORMAT.read(longer, "[GameType \"26\"] *", ReadMode.STRICT).game());
    // no tag: the game given
    assertSame(longer, Pdn.FORMAT.read(longer, "1. 32-28 *", ReadMode.STRICT).game());
  }

  /** The types that the flags cannot play, each refused with its name and what is missing. */
  @ParameterizedTest(name = "GameType {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "0|GameType 0 is chess, not draughts",
        "1|GameType 1 is Chinese chess, not draughts",
        "7|GameType 7 is kept for chess games, not draughts",
        "22|GameType 22 (Italian draughts) is not supported: men may not capture kings",
        "24|GameType 24 (Spanish draughts) is not supported: among the largest captures",
        "28|GameType 28 (Portuguese draughts) is not supported: among the largest captures",
        "29|GameType 29 (Czech draughts) is not supported: a capture with a king must be chosen",
        "30|GameType 30 (Turkish draughts) is not supported: pieces move and capture straight",
        "31|GameType 31 (Thai draughts) is not supported: men start on two rows",
        "40|GameType 40 (Frisian draughts) is not supported: pieces also capture straight",
        "41|GameType 41 (Spantsiretti draughts) is not supported: its board is 10 x 8",
        "50|GameType 50 is Othello, not draughts",
        "99|GameType 99 is not a PDN 3.0 game type",
        "'20,W,10,10,N2,1'|is not supported: its bottom left corner is not a playing square",
        "'20,W,10,10,S2,0'|is not supported: short-form (SAN) notation",
        "'20,W,22,22,N2,0'|GameType 20 on a 22 x 22 board is not supported",
        "'20,W,9,9,N2,0'|GameType 20 on a 9 x 9 board is not supported",
        "'20,W,10'|is malformed",
      })
  void anUnsupportedTypeIsRefusedByName(String type, String problem) {
    String text = "[Event \"x\"]\n[GameType \"" + type + "\"]\n1. 32-28 *";
    NotationException e = assertThrows(NotationException.class, () -> read(text));
    assertTrue(e.problem().contains(problem), e.problem());
    assertEquals(2, e.location().orElseThrow().line());
    assertEquals(12, e.location().orElseThrow().column());
    NotationException direct = assertThrows(NotationException.class, () -> Pdn.FORMAT.game(type));
    assertEquals(e.problem(), direct.problem());
  }

  /** What the writer tags each game with, and that the tag reads back to the same game. */
  @ParameterizedTest(name = "{1}")
  @CsvSource({
    "'',      20",
    "'21',    21",
    "'23',    23",
    "'25',    25",
    "'26',    26",
    "'27',    27",
    "'20,W,14,14,N2,0', '20,W,14,14,N2,0'",
    "'21,B,10,10,N1,0', '21,B,10,10,N1,0'",
    "'23,W,8,8,A0,0',   23",
  })
  void theWriterTagsEachGameWithItsType(String read, String written) {
    Draughts game = read.isEmpty() ? Draughts.international() : Pdn.FORMAT.game(read);
    String text = Pdn.FORMAT.write(AnnotatedRecord.of(GameRecord.start(game, game.start())));
    assertTrue(text.startsWith("[GameType \"" + written + "\"]\n"), text);
    assertEquals(game, read(text).game());
  }
}
