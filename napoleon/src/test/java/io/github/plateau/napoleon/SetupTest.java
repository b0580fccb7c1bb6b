package io.github.plateau.napoleon;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.SetupPhase;
import io.github.plateau.core.tictactoe.Mark;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Section 2 of the rules: setups, their validation, start positions, the first player. */
class SetupTest {
  private static final Napoleon GAME = new Napoleon();

  private static IllegalPositionException refused(Setup setup, Map<Square, Terrain> terrain) {
    return assertThrows(IllegalPositionException.class, () -> GAME.validate(setup, terrain));
  }

  private static Setup withPiece(Setup setup, String square, Piece piece) {
    Map<Square, Piece> pieces = new HashMap<>(setup.pieces());
    pieces.put(Square.parse(square), piece);
    return Setup.of(setup.camp(), pieces);
  }

  @Test
  void theDefaultSetupsAreTheOnesOfTheRulesFile() {
    assertEquals("ANIIDIIIAN/CCIGGANCC", GAME.formatSetup(GAME.defaultSetup(Camp.SOUTH)));
    assertEquals("ccaSggicc/aSiiidiiaS", GAME.formatSetup(GAME.defaultSetup(Camp.NORTH)));
    assertDoesNotThrow(() -> GAME.validate(GAME.defaultSetup(Camp.NORTH), Map.of()));
  }

  @Test
  void theSecretSetupPhaseStartsTheGameFromBothChoices() {
    SetupPhase<NapoleonPosition, Move> phase = GAME.setupPhase().orElseThrow();
    assertEquals(GAME, phase.game());
    String south = phase.randomSetup(Camp.SOUTH, 7);
    assertEquals(south, phase.randomSetup(Camp.SOUTH, 7));
    assertDoesNotThrow(() -> phase.check(Camp.SOUTH, south));
    String north = phase.defaultSetup(Camp.NORTH);
    NapoleonPosition start = phase.start(Map.of(Camp.SOUTH, south, Camp.NORTH, north), Camp.NORTH);
    assertEquals(Camp.NORTH, start.sideToMove());
    assertEquals(
        GAME.startPosition(
            GAME.parseSetup(Camp.SOUTH, south), GAME.defaultSetup(Camp.NORTH), Camp.NORTH),
        start);
    assertEquals(
        GAME.start(),
        phase.start(
            Map.of(Camp.SOUTH, phase.defaultSetup(Camp.SOUTH), Camp.NORTH, north), Camp.SOUTH));
    IllegalPositionException missing =
        assertThrows(
            IllegalPositionException.class,
            () -> phase.start(Map.of(Camp.SOUTH, south), Camp.SOUTH));
    assertTrue(missing.getMessage().contains("NORTH"), missing.getMessage());
    assertThrows(NotationException.class, () -> phase.check(Camp.SOUTH, "ZZ/ZZ"));
    assertThrows(IllegalArgumentException.class, () -> phase.check(Mark.X, south));
  }

  @Test
  void setupsParseAndFormat() {
    Setup s = GAME.parseSetup(Camp.SOUTH, "CCIGGANCC/ANIIDIIIAN");
    assertEquals("CCIGGANCC/ANIIDIIIAN", GAME.formatSetup(s));
    assertDoesNotThrow(() -> GAME.validate(s, Map.of()));
  }

  @Test
  void eachCampSetsUpOnItsOwnFirstRows() {
    Setup south = GAME.defaultSetup(Camp.SOUTH);
    Map<Square, Piece> moved = new HashMap<>(south.pieces());
    Piece general = moved.remove(Square.parse("d1"));
    moved.put(Square.parse("d3"), general);
    IllegalPositionException e = refused(Setup.of(Camp.SOUTH, moved), Map.of());
    assertTrue(
        e.getMessage().contains("d3") && e.getMessage().contains("setup rows"), e.getMessage());
  }

  @Test
  void aSetupHoldsOnlyItsCampsPieces() {
    Setup bad = withPiece(GAME.defaultSetup(Camp.SOUTH), "d1", Piece.of(Camp.NORTH, Kind.GENERAL));
    assertTrue(refused(bad, Map.of()).getMessage().contains("belongs to NORTH"));
  }

  @Test
  void aSetupFollowsTheArmysComposition() {
    Setup third =
        withPiece(GAME.defaultSetup(Camp.SOUTH), "c1", Piece.of(Camp.SOUTH, Kind.GENERAL));
    assertTrue(refused(third, Map.of()).getMessage().contains("3 of general"));
    Map<Square, Piece> fewer = new HashMap<>(GAME.defaultSetup(Camp.SOUTH).pieces());
    fewer.remove(Square.parse("a1"));
    assertTrue(refused(Setup.of(Camp.SOUTH, fewer), Map.of()).getMessage().contains("15 pieces"));
  }

  @Test
  void aSetupMayNotPutAPieceOnTerrainItMayNotEnter() {
    Setup south = GAME.defaultSetup(Camp.SOUTH);
    IllegalPositionException e = refused(south, Map.of(Square.parse("a1"), Terrain.MARSH));
    assertTrue(e.getMessage().contains("a1") && e.getMessage().contains("marsh"), e.getMessage());
    assertTrue(
        refused(south, Map.of(Square.parse("a2"), Terrain.FOREST)).getMessage().contains("a2"));
    assertDoesNotThrow(() -> GAME.validate(south, Map.of(Square.parse("d1"), Terrain.MARSH)));
  }

  @Test
  void theSetupDepthIsTheFewestRowsThatHoldTheArmyUnlessTheRulesSayOtherwise() {
    assertEquals(2, NapoleonRules.DEFAULT.setupRows());
    assertEquals(3, NapoleonRules.DEFAULT.withArmy(Army.free(20)).setupRows());
    assertEquals(3, NapoleonRules.DEFAULT.withSetupRows(3).setupRows());
    assertThrows(
        IllegalArgumentException.class,
        () -> new Napoleon(NapoleonRules.DEFAULT.withArmy(Army.free(40))));
  }

  @Test
  void randomSetupsAreValidRepeatableAndVaried() {
    Map<Square, Terrain> terrain =
        Map.of(Square.parse("b2"), Terrain.MARSH, Square.parse("c1"), Terrain.FOREST);
    Set<Setup> seen = new HashSet<>();
    for (long seed = 0; seed < 20; seed++) {
      Setup s = GAME.randomSetup(Camp.NORTH, seed, terrain);
      assertDoesNotThrow(() -> GAME.validate(s, terrain));
      assertEquals(s, GAME.randomSetup(Camp.NORTH, seed, terrain));
      seen.add(s);
    }
    assertTrue(seen.size() > 15);
  }

  @Test
  void aPoolArmyFieldsItsSizeWithinTheLimits() {
    Map<Kind, Integer> pool = new EnumMap<>(Kind.class);
    pool.putAll(
        Map.of(
            Kind.GENERAL, 3, Kind.DRUMMER, 2, Kind.INFANTRY, 7, Kind.CAVALRY, 5, Kind.CANNON, 3));
    Napoleon game = new Napoleon(NapoleonRules.DEFAULT.withArmy(Army.pool(16, pool)));
    for (long seed = 0; seed < 10; seed++) {
      Setup s = game.randomSetup(Camp.SOUTH, seed);
      assertEquals(16, s.pieces().size());
      assertDoesNotThrow(() -> game.validate(s, Map.of()));
    }
  }

  @Test
  void aStartPositionComesFromTwoSetupsTheTerrainAndTheFirstCamp() {
    Map<Square, Terrain> terrain = Map.of(Square.parse("d5"), Terrain.HILL);
    NapoleonPosition p =
        GAME.startPosition(
            GAME.defaultSetup(Camp.SOUTH), GAME.defaultSetup(Camp.NORTH), terrain, Camp.NORTH);
    assertEquals(Camp.NORTH, p.sideToMove());
    assertEquals("ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC n - 0 Hd5", p.toString());
    assertThrows(
        IllegalArgumentException.class,
        () ->
            GAME.startPosition(
                GAME.defaultSetup(Camp.NORTH), GAME.defaultSetup(Camp.SOUTH), Camp.SOUTH));
  }

  @Test
  void theFirstCampIsDrawnFromASeed() {
    Set<Camp> drawn = new HashSet<>();
    for (long seed = 0; seed < 20; seed++) {
      assertEquals(Napoleon.randomFirst(seed), Napoleon.randomFirst(seed));
      drawn.add(Napoleon.randomFirst(seed));
    }
    assertEquals(Set.of(Camp.SOUTH, Camp.NORTH), drawn);
  }

  @Test
  void everyBoardFrom4x4To26x26HasAStartPosition() {
    for (int w = 4; w <= 26; w += 2) {
      for (int h = 4; h <= 26; h += 3) {
        Napoleon game = new Napoleon(NapoleonRules.DEFAULT.withSize(w, h));
        NapoleonPosition start = game.start();
        assertDoesNotThrow(() -> game.validate(game.defaultSetup(Camp.SOUTH), Map.of()));
        assertEquals(start, game.parse(start.toString()));
        assertTrue(start.perft(2) > 0, w + "x" + h);
      }
    }
    assertEquals(
        "1ccaSggicc1/1aSiiidiiaS1/10/10/10/10/10/10/1ANIIDIIIAN1/1CCIGGANCC1 s - 0 -",
        new Napoleon(NapoleonRules.DEFAULT.withSize(10, 10)).start().toString());
  }

  @Test
  void rulesAreValuesWithReadableNames() {
    assertEquals(NapoleonRules.DEFAULT.withK(5), NapoleonRules.DEFAULT.withK(5));
    assertNotEquals(NapoleonRules.DEFAULT.withK(5), NapoleonRules.DEFAULT);
    assertEquals("Napoleon Strategy", GAME.name());
    assertEquals(
        "Napoleon Strategy (k=5,horses)",
        new Napoleon(NapoleonRules.DEFAULT.withK(5).withFrightenedHorses(true)).name());
  }
}
