package io.github.plateau.napoleon;

import static io.github.plateau.napoleon.Fixtures.capture;
import static io.github.plateau.napoleon.Fixtures.onTerrain;
import static io.github.plateau.napoleon.Fixtures.step;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.IllegalPositionException;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Variant 6 of the rules: villages, marshes, forests and hills. */
class TerrainTest {
  private static List<Square> squares(String... names) {
    return Arrays.stream(names).map(Square::parse).toList();
  }

  @Test
  void aCavalryOnAVillageCannotJump() {
    NapoleonPosition p = onTerrain("Cc3 Id4 gh8", "Vc3");
    assertEquals(Optional.of(Violation.PATH_BLOCKED), p.violation(step("c3", "e5")));
    assertTrue(onTerrain("Cc3 Id4 gh8", "-").isLegal(step("c3", "e5")));
  }

  @Test
  void infantryAndCannonsOnAVillageCannotBeTakenByCavalry() {
    NapoleonPosition p = onTerrain("Cc3 Ib2 id4 gh8", "Vd4");
    assertEquals(Optional.of(Violation.PROTECTED_TARGET), p.violation(capture("c3", "d4")));
    NapoleonPosition cannon = onTerrain("Cc3 Ib2 aNd4 gh8", "Vd4");
    assertEquals(Optional.of(Violation.PROTECTED_TARGET), cannon.violation(capture("c3", "d4")));
    assertTrue(onTerrain("Ic3 Ib2 id4 gh8", "Vd4").isLegal(capture("c3", "d4")));
    assertTrue(onTerrain("Cc3 Ib2 gd4 Ga1", "Vd4").isLegal(capture("c3", "d4")));
  }

  @Test
  void villagesAndForestsBlockLinesOfSightAndAreNeverInOne() {
    assertEquals(squares("d7", "d6"), onTerrain("aSd8 Ga1", "Vd5").lineOfSight(Square.parse("d8")));
    assertEquals(
        squares("d7", "d6"), onTerrain("aSd8 Id5 Ga1", "Fd5").lineOfSight(Square.parse("d8")));
  }

  @Test
  void cavalryAndCannonsMayNotEnterOrPassAMarsh() {
    NapoleonPosition p = onTerrain("Cc3 ANf3 Ic4 gh8", "Me5,Mf4");
    assertTrue(p.isLegal(step("c3", "d4")));
    assertEquals(Optional.of(Violation.TERRAIN), p.violation(step("c3", "e5")));
    assertEquals(Optional.of(Violation.TERRAIN), p.violation(step("c3", "f6")));
    assertEquals(Optional.of(Violation.TERRAIN), p.violation(step("f3", "f4")));
    assertTrue(onTerrain("Ic3 gh8", "Md4").isLegal(step("c3", "e5")));
  }

  @Test
  void aCavalryMayNotJumpAPieceStandingOnAMarsh() {
    NapoleonPosition p = onTerrain("Cc3 Id4 gh8", "Md4");
    assertEquals(Optional.of(Violation.TERRAIN), p.violation(step("c3", "e5")));
  }

  @Test
  void aPieceOnAVillageForestOrHillMayBeJumped() {
    for (String t : List.of("Vd4", "Fd4", "Hd4")) {
      assertTrue(onTerrain("Cc3 Id4 gh8", t).isLegal(step("c3", "e5")), t);
    }
  }

  @Test
  void anInfantryOnAMarshOrInAForestCannotCapture() {
    for (String t : List.of("Md4", "Fd4")) {
      NapoleonPosition p = onTerrain("Id4 Ic3 id6 gh8", t);
      assertEquals(Optional.of(Violation.CANNOT_CAPTURE), p.violation(capture("d4", "d6")), t);
    }
    assertTrue(onTerrain("Gd4 Ic3 id6 Ga1", "Md4").isLegal(capture("d4", "d6")));
  }

  @Test
  void cannonsMayNotEnterAForest() {
    NapoleonPosition p = onTerrain("ANc3 gh8", "Fd4");
    assertEquals(Optional.of(Violation.TERRAIN), p.violation(step("c3", "d4")));
    assertTrue(onTerrain("Ic3 gh8", "Fd4").isLegal(step("c3", "d4")));
  }

  @Test
  void anInfantryInAForestCannotBeTakenByCavalry() {
    NapoleonPosition p = onTerrain("Cc3 Ib2 id4 gh8", "Fd4");
    assertEquals(Optional.of(Violation.PROTECTED_TARGET), p.violation(capture("c3", "d4")));
  }

  @Test
  void aCavalryOnAHillHasRangeFiveInEveryDirectionItMayUse() {
    NapoleonPosition p = onTerrain("Cc3 gh1", "Hc3");
    assertTrue(p.isLegal(step("c3", "h8")));
    NapoleonPosition privileged = onTerrain("Ca1 Gb2 gh8", "Ha1");
    assertTrue(privileged.isLegal(step("a1", "a6")));
    assertTrue(privileged.isLegal(step("a1", "f1")));
  }

  @Test
  void aCannonOnAHillSeesOverPiecesVillagesAndForestsUpToTheFirstHill() {
    NapoleonPosition p = onTerrain("aSd8 Id6 Ga1", "Hd8,Vd5,Fd4,Hd2");
    assertEquals(squares("d7", "d6", "d5", "d4", "d3", "d2"), p.lineOfSight(Square.parse("d8")));
  }

  @Test
  void hillsBlockEveryLineOfSightAndAreInSightOnlyFromAHill() {
    assertEquals(squares("d7", "d6"), onTerrain("aSd8 Ga1", "Hd5").lineOfSight(Square.parse("d8")));
  }

  @Test
  void anInfantryOnAHillCannotBeTakenByInfantry() {
    NapoleonPosition p = onTerrain("Ic3 Ib2 ic5 gh8", "Hc5");
    assertEquals(Optional.of(Violation.PROTECTED_TARGET), p.violation(capture("c3", "c5")));
    assertTrue(onTerrain("Gc3 Ib2 ic4 Ga1", "Hc4").isLegal(capture("c3", "c4")));
  }

  @Test
  void aPieceOnTerrainItMayNotEnterIsRefused() {
    Napoleon game = new Napoleon();
    for (String text :
        List.of(
            "8/8/8/8/8/8/8/C7 s - 0 Ma1",
            "8/8/8/8/8/8/8/AN7 s - 0 Ma1",
            "8/8/8/8/8/8/8/AN7 s - 0 Fa1")) {
      IllegalPositionException e =
          assertThrows(IllegalPositionException.class, () -> game.parse(text));
      assertTrue(e.getMessage().contains("a1"), e.getMessage());
    }
  }
}
