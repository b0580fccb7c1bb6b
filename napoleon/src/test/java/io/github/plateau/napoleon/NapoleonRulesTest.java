package io.github.plateau.napoleon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Games;
import io.github.plateau.core.NotationException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Rules as values: options both ways, aliases, implied switches, defaults that follow the board.
 */
class NapoleonRulesTest {
  private static final NapoleonRules D = NapoleonRules.DEFAULT;

  private static final List<NapoleonRules> SAMPLES =
      List.of(
          D,
          D.withK(5).withFrightenedHorses(true),
          D.withDrummerPush(true).withMaxPlies(0),
          D.withAntique(true).withMidline(Midline.HIGH).withSize(9, 9),
          D.withSize(4, 4),
          D.withSize(12, 10).withSetupRows(3).withMaxPlies(NapoleonPosition.MAX_PLY),
          D.withArmy(Army.free(20)),
          D.withArmy(Army.pool(16, Map.of(Kind.GENERAL, 2, Kind.INFANTRY, 10, Kind.CANNON, 8))));

  @Test
  void optionsWriteAndReadBackEqualRulesAndGames() {
    for (NapoleonRules rules : SAMPLES) {
      Napoleon game = new Napoleon(rules);
      Napoleon read = (Napoleon) Games.create(game.toString());
      assertEquals(rules, read.rules(), game.toString());
      assertEquals(game, read);
      assertEquals(game.hashCode(), read.hashCode());
      assertEquals(game.toString(), read.toString());
      assertEquals("NapoleonRules[" + rules.toOptions() + "]", rules.toString());
    }
    assertEquals("napoleon", new Napoleon().toString());
    assertEquals("", D.toOptions());
  }

  @Test
  void eachWithMethodChangesOnlyWhatItNames() {
    NapoleonRules r = D.withSize(10, 9).withSetupRows(3);
    assertEquals(
        new NapoleonRules(10, 9, 7, Midline.NEUTRAL, false, false, false, false, 200, null, 3),
        r.withK(7));
    assertEquals(
        new NapoleonRules(10, 9, 4, Midline.LOW, false, false, false, false, 200, null, 3),
        r.withMidline(Midline.LOW));
    assertEquals(
        new NapoleonRules(10, 9, 4, Midline.NEUTRAL, true, false, false, false, 200, null, 3),
        r.withFrightenedHorses(true));
    assertEquals(
        new NapoleonRules(10, 9, 4, Midline.NEUTRAL, true, true, false, false, 200, null, 3),
        r.withDrummerPush(true));
    assertEquals(
        new NapoleonRules(10, 9, 4, Midline.NEUTRAL, true, false, true, false, 200, null, 3),
        r.withAntique(true));
    assertEquals(
        new NapoleonRules(10, 9, 4, Midline.NEUTRAL, false, false, false, true, 200, null, 3),
        r.withFixedCannons(true));
    assertEquals(
        new NapoleonRules(10, 9, 4, Midline.NEUTRAL, false, false, false, false, 9, null, 3),
        r.withMaxPlies(9));
    assertEquals(
        new NapoleonRules(10, 9, 4, Midline.NEUTRAL, false, false, false, false, 200, null, 2),
        r.withSetupRows(2));
    assertEquals(
        new NapoleonRules(12, 9, 4, Midline.NEUTRAL, false, false, false, false, 200, null, 3),
        r.withWidth(12));
    assertEquals(
        new NapoleonRules(10, 11, 4, Midline.NEUTRAL, false, false, false, false, 200, null, 3),
        r.withHeight(11));
    Army army = Army.free(20);
    assertEquals(
        new NapoleonRules(10, 9, 4, Midline.NEUTRAL, false, false, false, false, 200, army, 3),
        r.withArmy(army));
    NapoleonRules w = r.withArmies(3);
    assertEquals(Alliances.of(3), w.alliances());
    assertEquals(r, w.withAlliances(Alliances.TWO));
  }

  @Test
  void optionsAreWrittenInTheirFixedOrder() {
    Napoleon game =
        (Napoleon)
            Games.create(
                "napoleon:army=20:G2D2I8C4A4,rows=3,max-plies=50,antique,push,horses,"
                    + "midline=low,k=6,height=9,width=10");
    assertEquals(
        "napoleon:width=10,height=9,k=6,midline=low,push,antique,max-plies=50,rows=3,"
            + "army=20:G2D2I8C4A4",
        game.toString());
    assertEquals(
        "Alexandre Strategy (width=10,height=9,k=6,midline=low,push,antique,max-plies=50,rows=3,"
            + "army=20:G2D2I8C4A4)",
        game.name());
  }

  @Test
  void theOldPliesOptionIsAnAliasOfMaxPlies() {
    assertEquals(Games.create("napoleon:max-plies=60"), Games.create("napoleon:plies=60"));
    assertEquals("napoleon:max-plies=60", Games.create("napoleon:plies=60").toString());
    NotationException both =
        assertThrows(NotationException.class, () -> Games.create("napoleon:plies=60,max-plies=60"));
    assertEquals("napoleon:".length(), both.offset(), both.getMessage());
  }

  @Test
  void thePushAndAntiqueVariantsImplyFrightenedHorsesInEqualRules() {
    assertEquals(Games.create("napoleon:push"), Games.create("napoleon:push,horses"));
    assertEquals(D.withDrummerPush(true), D.withDrummerPush(true).withFrightenedHorses(false));
    assertTrue(D.withAntique(true).frightenedHorses());
    assertTrue(D.withDrummerPush(true).withDrummerPush(false).frightenedHorses());
    assertEquals("horses", D.withDrummerPush(true).withDrummerPush(false).toOptions());
  }

  @Test
  void theDefaultArmyAndSetupDepthFollowTheBoard() {
    NapoleonRules small = D.withSize(4, 4);
    assertEquals(Army.defaultFor(4, 4), small.army());
    assertEquals(D, small.withSize(8, 8));
    assertEquals(small, D.withWidth(4).withHeight(4));
    assertEquals(2, D.setupRows());
    assertEquals(3, D.withArmy(Army.free(20)).setupRows());
    NapoleonRules deep = D.withSetupRows(3);
    assertEquals(3, deep.withSize(10, 10).setupRows(), "a depth set by hand stays");
    assertEquals(
        D, new NapoleonRules(8, 8, 4, Midline.NEUTRAL, false, false, false, false, 200, null, 0));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "napoleon:k=5,rows=5|do not fit on 8 ranks|13",
        "napoleon:army=40:G2D2I20C8A8|do not fit on 8 ranks|9",
        "napoleon:width=4,height=6,army=16:G2D1I6C4A3|do not fit on 6 ranks|26",
        "napoleon:army=16|option 'army'|9",
        "napoleon:army=16:X3|option 'army'|9",
        "napoleon:army=16:G2G3I20|given twice|9",
        "napoleon:max-plies=1000000000|option 'max-plies' must be an integer|9",
        "napoleon:plies=-1|option 'plies' must be an integer|9",
        "napoleon:k=5, tanks|unknown option 'tanks'|13",
      })
  void badOptionsAreReportedAtTheirOffsetInTheUsersText(String spec, String problem, int offset) {
    NotationException e = assertThrows(NotationException.class, () -> Games.create(spec));
    assertTrue(e.getMessage().contains(problem), e.getMessage());
    assertEquals(spec, e.input());
    assertEquals(offset, e.offset(), e.getMessage());
  }

  @Test
  void componentsAreChecked() {
    assertThrows(IllegalArgumentException.class, () -> D.withK(0));
    assertThrows(IllegalArgumentException.class, () -> D.withSize(3, 8));
    assertThrows(IllegalArgumentException.class, () -> D.withSize(8, 27));
    assertThrows(IllegalArgumentException.class, () -> D.withMaxPlies(-1));
    assertThrows(
        IllegalArgumentException.class, () -> D.withMaxPlies(NapoleonPosition.MAX_PLY + 1));
    assertThrows(IllegalArgumentException.class, () -> D.withSetupRows(14));
    assertThrows(IllegalArgumentException.class, () -> D.withMidline(null));
    assertThrows(IllegalArgumentException.class, () -> D.withArmy(null));
    assertThrows(IllegalArgumentException.class, () -> NapoleonRules.fromOptions(null));
    assertNotEquals(D.withMaxPlies(201), D);
  }
}
