package io.github.plateau.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.testing.Corpus;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The PDN files of {@code ../shared/records/draughts-pdn} (the PDN 3.0 repository's "succeed" and
 * "fail" folders), read in place: every international game reads strictly, or as played for a
 * reason listed here; every file refused is listed with the problem its message must name; games of
 * other national variants ({@code variants.tsv}) are refused as international and read under their
 * own GameType when the rule flags play it; every record read writes back and reads again equal.
 */
class PdnCorpusTest {
  private static final String FOLDER = "draughts-pdn";
  private static final String SOURCE = FOLDER + "/wiegerw__pdn/";

  /** A refusal: what the message says, and the line it points at. */
  private record Refusal(String problem, int line, String why) {}

  /**
   * International files refused in both modes: all from the "fail" folder, that every PDN parser
   * must reject (PDN 3.0, games/README), for the reason found in each.
   */
  private static final Map<String, Refusal> BROKEN =
      Map.of(
          SOURCE + "fail__40Camp.DamaInternazionaleAssoluto.pdn",
          new Refusal(
              "the game before these tags has no result",
              228,
              "the game Bubbi - Veronesi stops after 1. 34-29 19-23, without a result"),
          SOURCE + "fail__Cat.A1.pdn",
          new Refusal("bad move .: expected a square", 405, "problem A87 ends with \"8-3 . 1-0\""),
          SOURCE + "fail__Cat.C1.pdn",
          new Refusal(
              "the game before these tags has no result",
              582,
              "problem C94 is cut after \"6.\", without a result (the file also ends with a"
                  + " stray \"36x27 1-0\")"),
          SOURCE + "fail__delfts.pdn",
          new Refusal(
              "the game before these tags has no result",
              28,
              "results on a 10-point scale (4-6, 1-9) are no PDN results: the games run together"),
          SOURCE + "fail__nested_comment.pdn",
          new Refusal("unexpected '}'", 1, "comments do not nest: { nested { comment } }"));

  /** International files that read only as played, with what the strict reading says. */
  private static final Map<String, Refusal> AS_PLAYED =
      Map.of(
          SOURCE + "succeed__kurnik.pdn",
          new Refusal(
              "move 16-2 comes after the end of the game (draw by REPETITION)",
              82,
              "a PlayOK game goes on past a threefold repetition nobody claimed"),
          SOURCE + "succeed__schildpad.pdn",
          new Refusal(
              "ambiguous move, it could be any of 36x13x2x16, 36x18x7x16",
              52,
              "35. 36x16 fits two captures that the rest of the game never tells apart"));

  /** The GameType of each variant named in variants.tsv. */
  private static final Map<String, String> VARIANT_TYPES =
      Map.of(
          "English draughts", "21",
          "Russian draughts", "25",
          "8x8 draughts (alphanumeric)", "26",
          "Italian draughts", "22",
          "Czech draughts", "29");

  /** Variant files refused under their own game type, with the problem (a broken record). */
  private static final Map<String, Refusal> VARIANT_BROKEN =
      Map.of(
          SOURCE + "fail__abatsiev.pdn",
          new Refusal(
              "bad move -: a square is expected before '-'",
              595,
              "a game's moves are all written \"- -\""),
          SOURCE + "succeed__beginner.pdn",
          new Refusal(
              "impossible FEN position: a white man on square 1 would have been crowned",
              78,
              "a problem's FEN puts a white man on White's crowning row"),
          SOURCE + "succeed__bridges.pdn",
          new Refusal("bad FEN: expected W or B for a colour", 124, "a problem's FEN is \"W::.\""),
          SOURCE + "succeed__goulds.pdn",
          new Refusal(
              "impossible FEN position: a white man on square 3 would have been crowned",
              837,
              "a problem's FEN puts a white man on White's crowning row"),
          SOURCE + "succeed__lpc.pdn",
          new Refusal(
              "impossible FEN position: a black man on square 30 would have been crowned",
              286,
              "a problem's FEN puts a black man on Black's crowning row"));

  /** Games counted by hand in the files: file, game index, plies. */
  private static final List<Object[]> HAND_COUNTS =
      List.of(
          new Object[] {SOURCE + "succeed__DUTCH96H.pdn", 0, 105}, // 53. 4x 1
          new Object[] {SOURCE + "succeed__wk2003.pdn", 0, 80}, // 40. 23x12 17x8
          new Object[] {SOURCE + "succeed__kurnik.pdn", 0, 126}, // 63. 17-11 45-50
          new Object[] {SOURCE + "succeed__gameterminator.pdn", 0, 1}, // 1.32-28
          new Object[] {SOURCE + "succeed__variation.pdn", 0, 4}, // 32-28 19-23 28x19 14x23
          new Object[] {SOURCE + "succeed__OCA_2.0.pdn", 0, 44}, // 22. 18x27 26x17x10x1
          new Object[] {SOURCE + "succeed__ussr1947.pdn", 0, 61}); // 31. h4:f6

  private static Map<String, String> variants() {
    Path tsv = Corpus.resolve(FOLDER).resolve("variants.tsv");
    Map<String, String> variants = new HashMap<>();
    try {
      for (String line : Files.readAllLines(tsv, StandardCharsets.UTF_8)) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] fields = line.split("\t");
        variants.put(FOLDER + "/" + fields[0], fields[1]);
      }
    } catch (IOException e) {
      throw new AssertionError("cannot read " + tsv, e);
    }
    return variants;
  }

  /** What was read: the records, and the mode that read them. */
  private record Read(List<AnnotatedRecord<DraughtsPosition, Move>> records, ReadMode mode) {}

  /** Reads a file strictly, else as played; returns null after a refusal in both modes. */
  private static Read read(Draughts game, byte[] bytes, List<PlateauException> refusals) {
    for (ReadMode mode : ReadMode.values()) {
      try {
        return new Read(Pdn.FORMAT.readAll(game, bytes, mode), mode);
      } catch (NotationException
          | io.github.plateau.core.IllegalMoveException
          | io.github.plateau.core.IllegalPositionException e) {
        refusals.add(e);
      }
    }
    return null;
  }

  private static void expectRefusal(String name, Refusal expected, PlateauException e) {
    assertTrue(
        e.problem().startsWith(expected.problem()),
        name + " (" + expected.why() + "): " + e.getMessage());
    assertEquals(expected.line(), e.location().orElseThrow().line(), name + ": " + e.getMessage());
  }

  private static void roundTrip(String name, Draughts game, Read read) {
    for (AnnotatedRecord<DraughtsPosition, Move> record : read.records()) {
      String written = Pdn.FORMAT.write(record);
      assertEquals(record, Pdn.FORMAT.read(game, written, read.mode()), name + ":\n" + written);
    }
  }

  @Test
  void everyRecordReadsOrIsRefusedForItsListedReason() {
    Map<String, String> variants = variants();
    Map<String, Read> international = new HashMap<>();
    int files = 0;
    int strictGames = 0;
    int asPlayedGames = 0;
    int variantFiles = 0;
    int variantGames = 0;
    int variantRefused = 0;
    List<String> notChecked = new ArrayList<>();
    for (Path file : Corpus.files(FOLDER)) {
      if (!file.toString().endsWith(".pdn")) {
        continue;
      }
      files++;
      String name = Corpus.name(file);
      byte[] bytes = Corpus.bytes(file);
      String variant = variants.getOrDefault(name, "international");
      List<PlateauException> refusals = new ArrayList<>();
      Read read = read(Draughts.international(), bytes, refusals);
      if (!variant.equals("international")) {
        variantFiles++;
        if (read != null) {
          notChecked.add(name); // it happens to read as international: variant, not checked
        }
        String type = VARIANT_TYPES.get(variant);
        assertNotNull(type, "no GameType for the variant " + variant);
        Draughts game;
        try {
          game = Pdn.FORMAT.game(type);
        } catch (NotationException e) {
          assertTrue(e.problem().contains("(" + variant + ") is not supported"), e.getMessage());
          variantRefused++;
          continue;
        }
        List<PlateauException> asVariant = new ArrayList<>();
        Read own = read(game, bytes, asVariant);
        if (own == null) {
          Refusal expected = VARIANT_BROKEN.get(name);
          assertNotNull(expected, name + " is refused as " + variant + ": " + asVariant);
          expectRefusal(name, expected, asVariant.get(1));
          variantRefused++;
        } else {
          assertTrue(!VARIANT_BROKEN.containsKey(name), name + " is listed as broken but reads");
          variantGames += own.records().size();
          roundTrip(name, game, own);
        }
        continue;
      }
      if (read == null) {
        Refusal expected = BROKEN.get(name);
        if (expected == null) {
          fail(name + " is refused: " + refusals.get(1).getMessage());
        }
        expectRefusal(name, expected, refusals.get(0));
        expectRefusal(name, expected, refusals.get(1));
        continue;
      }
      assertTrue(!BROKEN.containsKey(name), name + " is listed as broken but reads");
      international.put(name, read);
      if (read.mode() == ReadMode.AS_PLAYED) {
        Refusal expected = AS_PLAYED.get(name);
        assertNotNull(expected, name + " reads only as played: " + refusals.get(0).getMessage());
        expectRefusal(name, expected, refusals.get(0));
        asPlayedGames += read.records().size();
      } else {
        assertTrue(!AS_PLAYED.containsKey(name), name + " is listed as played but reads strictly");
        strictGames += read.records().size();
      }
      roundTrip(name, Draughts.international(), read);
    }
    // none of them happens to read as international (1.a3b4 is 36-31, blocked on 10 x 10)
    assertEquals(List.of(), notChecked);
    for (Object[] count : HAND_COUNTS) {
      String name = (String) count[0];
      Read read =
          international.containsKey(name)
              ? international.get(name)
              : variantRead(name, variants.get(name));
      assertEquals(
          (int) count[2],
          read.records().get((int) count[1]).record().ply(),
          name + " game " + count[1]);
    }
    for (Read read : international.values()) {
      for (AnnotatedRecord<DraughtsPosition, Move> record : read.records()) {
        String plies = record.headers().get("PlyCount");
        if (plies != null) {
          assertEquals(
              Integer.parseInt(plies.strip()), record.record().ply(), record.headers().toString());
        }
      }
    }
    System.out.printf(
        "PDN %s: %d files; international: %d games read strictly, %d as played (%d files), %d files"
            + " refused; other variants: %d files, %d games read under their GameType, %d files"
            + " refused, %d read as international (variant, not checked)%n",
        FOLDER,
        files,
        strictGames,
        asPlayedGames,
        AS_PLAYED.size(),
        BROKEN.size(),
        variantFiles,
        variantGames,
        variantRefused,
        notChecked.size());
  }

  private static Read variantRead(String name, String variant) {
    Path file = Corpus.resolve(name);
    Read read =
        read(Pdn.FORMAT.game(VARIANT_TYPES.get(variant)), Corpus.bytes(file), new ArrayList<>());
    assertNotNull(read, name);
    return read;
  }
}
