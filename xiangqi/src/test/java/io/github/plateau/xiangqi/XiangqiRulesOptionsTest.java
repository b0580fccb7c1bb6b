package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Games;
import io.github.plateau.core.NotationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The rules as a value: options read and written, the game built from them. */
class XiangqiRulesOptionsTest {

  @Test
  void theDefaultIsAHundredAndTwentyPlies() {
    assertEquals(120, XiangqiRules.DEFAULT.noCapturePlies());
    assertEquals(XiangqiRules.DEFAULT, new Xiangqi().rules());
    assertEquals("", XiangqiRules.DEFAULT.toOptions());
    assertEquals(new Xiangqi(), Games.create("xiangqi"));
    assertEquals("xiangqi", new Xiangqi().toString());
    assertEquals("Xiangqi", new Xiangqi().name());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "xiangqi:no-capture-plies=60, 60",
    "xiangqi:nocapture=30, 60",
    "xiangqi:nocapture=60, 120",
    "xiangqi:no-capture-plies=121, 121",
    "xiangqi:nocapture=0, 0",
    "xiangqi:no-capture-plies=0, 0",
    "xiangqi:no-capture-plies=20000, 20000",
    "xiangqi:nocapture=10000, 20000",
  })
  void theLimitIsReadInPliesOrInMovesPerSide(String spec, int plies) {
    Xiangqi game = (Xiangqi) Games.create(spec);
    assertEquals(plies, game.rules().noCapturePlies());
    assertEquals(new Xiangqi(XiangqiRules.DEFAULT.withNoCapturePlies(plies)), game);
    assertEquals(game, Games.create(game.toString()), "toString() is the game's specification");
    assertEquals(game.hashCode(), Games.create(game.toString()).hashCode());
  }

  @Test
  void optionsAreWrittenWithTheNewNameOnlyWhenNotDefault() {
    XiangqiRules sixty = XiangqiRules.DEFAULT.withNoCapturePlies(60);
    assertEquals("no-capture-plies=60", sixty.toOptions());
    assertEquals("no-capture-plies=60", sixty.toString());
    Xiangqi game = new Xiangqi(sixty);
    assertEquals("xiangqi:no-capture-plies=60", game.toString());
    assertEquals("Xiangqi (no-capture-plies=60)", game.name());
    assertEquals(new Xiangqi(), Games.create("xiangqi:nocapture=60"));
    assertNotEquals(new Xiangqi(), game);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "xiangqi:no-capture-plies=-1|option 'no-capture-plies' must be an integer|8",
        "xiangqi:no-capture-plies=20001|option 'no-capture-plies' must be an integer|8",
        "xiangqi:nocapture=10001|option 'nocapture' must be an integer|8",
        "xiangqi:nocapture=x|option 'nocapture' must be an integer|8",
        "xiangqi:no-capture-plies=50,nocapture=20|give the no-capture limit once|28",
        "xiangqi:nocapture=20,no-capture-plies=50|give the no-capture limit once|8",
        "xiangqi:maxplies=50|unknown option 'maxplies'|8",
      })
  void badOptionsAreRefusedWhereTheyAreInTheSpecification(String spec, String problem, int offset) {
    NotationException e = assertThrows(NotationException.class, () -> Games.create(spec));
    assertTrue(e.getMessage().startsWith(problem), e.getMessage());
    assertEquals(spec, e.input());
    assertEquals(offset, e.offset(), e.getMessage());
  }

  @Test
  void theRecordRefusesLimitsOutsideItsRange() {
    assertThrows(IllegalArgumentException.class, () -> new XiangqiRules(-1));
    assertThrows(
        IllegalArgumentException.class,
        () -> XiangqiRules.DEFAULT.withNoCapturePlies(XiangqiRules.MAX_NO_CAPTURE_PLIES + 1));
  }

  @Test
  void theProviderRefusesOtherIds() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> new XiangqiProvider().create("shogi", io.github.plateau.core.Options.none()));
    assertTrue(e.getMessage().contains("shogi"), e.getMessage());
  }
}
