package io.github.plateau.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Games;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Options;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link DraughtsRules} as a value: limits in plies, the {@code with} methods, the registry options
 * with their former names, and the games built from the rules, equal by rules and written as their
 * specification.
 */
class DraughtsRulesTest {
  private static DraughtsRules rulesOf(String spec) {
    return ((Draughts) Games.create(spec)).rules();
  }

  @Test
  void theDefaultsAreTheFmjdRulesInPlies() {
    DraughtsRules rules = DraughtsRules.DEFAULT;
    assertEquals(new DraughtsRules(10, 50, 32, 10, 3, true, true, true, false), rules);
    assertEquals(rules, DraughtsRules.international());
    assertEquals(rules, DraughtsRules.fromOptions(Options.none()));
    assertEquals(rules, new Draughts().rules());
    assertEquals(8, DraughtsRules.brazilian().size());
    assertEquals(12, DraughtsRules.canadian().size());
    assertEquals("", rules.toString());
  }

  @Test
  void eachComponentHasItsWithMethod() {
    DraughtsRules rules =
        DraughtsRules.DEFAULT
            .withSize(12)
            .withKingMovePlies(40)
            .withLongEndgamePlies(0)
            .withShortEndgamePlies(2)
            .withRepetitions(4)
            .withMenCaptureBackward(false)
            .withMajorityCapture(false)
            .withFlyingKings(false)
            .withPromotionDuringCapture(true);
    assertEquals(new DraughtsRules(12, 40, 0, 2, 4, false, false, false, true), rules);
    assertEquals(
        "size=12,king-move-plies=40,long-endgame-plies=0,short-endgame-plies=2,repetitions=4,"
            + "backward=false,majority=false,flying=false,promotion=true",
        rules.toString());
    assertEquals(rules, rulesOf("draughts:" + rules));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(ints = {-1, DraughtsRules.MAX_LIMIT_PLIES + 1})
  void limitsOutsideTheirRangeAreRefused(int plies) {
    DraughtsRules rules = DraughtsRules.DEFAULT;
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> rules.withKingMovePlies(plies));
    assertTrue(e.getMessage().startsWith("kingMovePlies must be from 0"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> rules.withLongEndgamePlies(plies));
    assertThrows(IllegalArgumentException.class, () -> rules.withShortEndgamePlies(plies));
    assertThrows(IllegalArgumentException.class, () -> rules.withRepetitions(1));
    assertThrows(IllegalArgumentException.class, () -> rules.withSize(11));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "draughts:kingmoves=30|draughts:king-move-plies=60",
        "draughts:endgame16=8|draughts:long-endgame-plies=16",
        "draughts:endgame5=0|draughts:short-endgame-plies=0",
        "draughts-brazilian:kingmoves=1,endgame5=3|draughts-brazilian:king-move-plies=2,"
            + "short-endgame-plies=6",
      })
  void theFormerOptionsCountMovesOfEachSide(String former, String plies) {
    assertEquals(rulesOf(plies), rulesOf(former));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "draughts:king-move-plies=60,kingmoves=30|kingmoves|option 'kingmoves' is the former name",
        "draughts-canadian:majority=maybe|majority|option 'majority' must be one of",
        "draughts:repetitions=1|repetitions|option 'repetitions' must be an integer from 2",
        "draughts:long-endgame-plies=2001|long-endgame-plies|option 'long-endgame-plies' must be",
        "draughts-brazilian:size=8|size|unknown option 'size'",
        "draughts:size=9|size|option 'size' must be one of [4, 6, 8, 10, 12, 14, 16, 18, 20], not",
      })
  void badOptionsAreReportedAtTheirPlaceInTheSpecification(
      String spec, String key, String problem) {
    NotationException e = assertThrows(NotationException.class, () -> Games.create(spec));
    assertEquals(spec, e.input());
    assertEquals(spec.indexOf(key), e.offset(), e.getMessage());
    assertTrue(e.getMessage().startsWith(problem), e.getMessage());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "draughts|draughts",
        "draughts:size=10|draughts",
        "draughts:size=8|draughts-brazilian",
        "draughts-canadian:promotion=false,majority=false|draughts-canadian:majority=false",
        "draughts:size=14,kingmoves=30|draughts:size=14,king-move-plies=60",
        "draughts-brazilian:promotion=true,majority=false|draughts-brazilian:majority=false,"
            + "promotion=true",
        "draughts:flying=false,repetitions=4,endgame16=1|draughts:long-endgame-plies=2,"
            + "repetitions=4,flying=false",
      })
  void aGameIsWrittenAsItsSpecificationInAFixedOrder(String spec, String written) {
    Draughts game = (Draughts) Games.create(spec);
    assertEquals(written, game.toString());
    assertEquals(game, Games.create(game.toString()));
  }

  @Test
  void gamesAreEqualByTheirRules() {
    assertEquals(new Draughts(), Draughts.international());
    assertEquals(new Draughts().hashCode(), Draughts.international().hashCode());
    assertEquals(Draughts.brazilian(), Games.create("draughts:size=8"));
    assertNotEquals(Draughts.international(), Draughts.brazilian());
    Draughts longer = new Draughts(DraughtsRules.DEFAULT.withKingMovePlies(60));
    assertNotEquals(Draughts.international(), longer);
    // a position belongs to the game of its rules, draw rules included
    assertNotEquals(Draughts.international().start(), longer.start());
    assertEquals(longer, longer.start().game());
  }

  @Test
  void aLimitOfZeroIsNoLimit() {
    Draughts unlimited =
        new Draughts(DraughtsRules.DEFAULT.withKingMovePlies(0).withRepetitions(100));
    GameRecord<DraughtsPosition, Move> record =
        GameRecord.start(unlimited, unlimited.parse("W:WK46,K47,K48,K49:BK1,K2,K3,K4"));
    List<String> shuffle = List.of("46-41", "1-6", "41-46", "6-1");
    for (int ply = 0; ply < 120; ply++) {
      record = record.play(shuffle.get(ply % 4));
    }
    assertFalse(record.isOver(), String.valueOf(record.outcome()));
    assertEquals(31, record.repetitions());
  }

  @Test
  void theRegistryKnowsTheThreeGamesAndTheirOptions() {
    assertEquals("International draughts", Games.create("draughts").name());
    assertEquals("Brazilian draughts", Games.create("draughts-brazilian").name());
    assertEquals("Canadian draughts", Games.create("draughts-canadian").name());
    Game<?, ?> big = Games.create("draughts:size=14");
    assertEquals("Draughts 14x14", big.name());
    assertEquals(((Draughts) big).parse("W:W57-98:B1-42"), big.start());
    assertEquals(
        DraughtsRules.DEFAULT.withKingMovePlies(60),
        ((Draughts) Games.create("draughts:kingmoves=30")).rules());
    NotationException e =
        assertThrows(NotationException.class, () -> Games.create("draughts-brazilian:size=10"));
    assertTrue(e.getMessage().startsWith("unknown option 'size'"), e.getMessage());
    assertThrows(NotationException.class, () -> Games.create("draughts:size=11"));
    assertThrows(NotationException.class, () -> Games.create("draughts:kingmoves=-1"));
  }

  @Test
  void theOptionsTextIsToStringAndIsReadBack() {
    DraughtsRules rules = DraughtsRules.brazilian().withMajorityCapture(false).withRepetitions(4);
    assertEquals("size=8,repetitions=4,majority=false", rules.toOptions());
    assertEquals(rules.toOptions(), rules.toString());
    assertEquals("", DraughtsRules.DEFAULT.toOptions());
    assertEquals(rules, ((Draughts) Games.create("draughts:" + rules.toOptions())).rules());
  }
}
