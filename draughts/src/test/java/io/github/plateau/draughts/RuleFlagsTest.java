package io.github.plateau.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Games;
import io.github.plateau.core.IllegalMoveException;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The four rule flags of {@link DraughtsRules}, each from a position where it changes the legal
 * moves, and the choice of generator: the bitboards under the international flags, the general one
 * otherwise.
 */
class RuleFlagsTest {
  private static final DraughtsRules INTERNATIONAL = DraughtsRules.international();

  private static List<String> moves(DraughtsRules rules, String fen) {
    Draughts game = new Draughts(rules);
    DraughtsPosition p = game.parse(fen);
    return p.legalMoves().stream().map(m -> game.formatMove(p, m)).toList();
  }

  private static DraughtsPosition play(DraughtsRules rules, String fen, String move) {
    Draughts game = new Draughts(rules);
    DraughtsPosition p = game.parse(fen);
    return p.play(game.parseMove(p, move));
  }

  @Test
  void onlyTheInternationalFlagsAreInternational() {
    int international = 0;
    for (int bits = 0; bits < 16; bits++) {
      MoveRules flags =
          new MoveRules((bits & 1) != 0, (bits & 2) != 0, (bits & 4) != 0, (bits & 8) != 0);
      assertEquals(flags.equals(MoveRules.INTERNATIONAL), flags.isInternational(), flags::toString);
      international += flags.isInternational() ? 1 : 0;
    }
    assertEquals(1, international);
  }

  @Test
  void theDefaultsAreTheInternationalRules() {
    DraughtsRules rules = DraughtsRules.ofSize(10);
    assertTrue(rules.menCaptureBackward());
    assertTrue(rules.majorityCapture());
    assertTrue(rules.flyingKings());
    assertFalse(rules.promotionDuringCapture());
    assertTrue(rules.hasInternationalMoves());
    assertEquals(rules, new DraughtsRules(10, 50, 32, 10, 3, true, true, true, false));
    assertFalse(rules.withFlyingKings(false).hasInternationalMoves());
    assertEquals(rules, rules.withFlyingKings(false).withFlyingKings(true));
  }

  @Test
  void menThatDoNotCaptureBackwardOnlyJumpForward() {
    DraughtsRules forward = INTERNATIONAL.withMenCaptureBackward(false);
    // a lone backward capture
    assertEquals(List.of("22x31"), moves(INTERNATIONAL, "W:W22:B27"));
    assertEquals(List.of("22-17", "22-18"), moves(forward, "W:W22:B27"));
    assertEquals(List.of("29x18"), moves(INTERNATIONAL, "B:W23:B29"));
    assertEquals(List.of("29-33", "29-34"), moves(forward, "B:W23:B29"));
    // a capture that would go on backward stops after its forward jump
    assertEquals(List.of("33x31"), moves(INTERNATIONAL, "W:W33:B27,28"));
    assertEquals(List.of("33x22"), moves(forward, "W:W33:B27,28"));
    // kings still capture in every direction
    assertEquals(List.of("22x33"), moves(forward.withFlyingKings(false), "W:WK22:B28"));
  }

  @Test
  void withoutTheMajorityRuleAnyCaptureGoesButItMustBeFinished() {
    DraughtsRules free = INTERNATIONAL.withMajorityCapture(false);
    String fen = "W:W32,50:BK27,33,44";
    assertEquals(List.of("50x28"), moves(INTERNATIONAL, fen));
    // taking one king is now allowed; stopping on 39 before taking 33 is not
    assertEquals(List.of("32x21", "50x28"), moves(free, fen));
    DraughtsPosition p = new Draughts(free).parse(fen);
    assertThrows(IllegalMoveException.class, () -> p.play(Move.capture(50, 39, 44)));
    // capture stays compulsory
    assertEquals(List.of("32x21"), moves(free, "W:W32,45:B27"));
  }

  @Test
  void shortKingsStepAndCaptureOnlyNextToThem() {
    DraughtsRules shortKings = INTERNATIONAL.withFlyingKings(false);
    assertEquals(17, moves(INTERNATIONAL, "W:WK28:B1").size());
    assertEquals(List.of("28-22", "28-23", "28-32", "28-33"), moves(shortKings, "W:WK28:B1"));
    // a piece at a distance cannot be taken ...
    assertEquals(5, moves(INTERNATIONAL, "W:WK46:B28").size());
    assertEquals(List.of("46-41"), moves(shortKings, "W:WK46:B28"));
    // ... a neighbour can, landing right behind it
    assertEquals(8, moves(INTERNATIONAL, "W:WK46:B41").size());
    assertEquals(List.of("46x37"), moves(shortKings, "W:WK46:B41"));
  }

  @Test
  void promotionDuringACaptureCrownsTheManWhoGoesOnAsAKing() {
    DraughtsRules russian = INTERNATIONAL.withPromotionDuringCapture(true);
    // crowned on 3, the new king flies on and takes 20
    assertEquals(List.of("12x3"), moves(INTERNATIONAL, "W:W12:B8,20"));
    assertEquals(List.of("12x25"), moves(russian, "W:W12:B8,20"));
    DraughtsPosition p = play(russian, "W:W12:B8,20", "12x25");
    assertEquals(Optional.of(Piece.WHITE_KING), p.pieceAt(25));
    assertEquals(0, p.count(Piece.BLACK_MAN));
    // passing over the far row: a man under the international rules, a king here
    assertEquals(List.of("12x14"), moves(INTERNATIONAL, "W:W12:B8,9"));
    assertEquals(List.of("12x14", "12x20", "12x25"), moves(russian, "W:W12:B8,9"));
    assertEquals(
        Optional.of(Piece.WHITE_MAN), play(INTERNATIONAL, "W:W12:B8,9", "12x14").pieceAt(14));
    assertEquals(Optional.of(Piece.WHITE_KING), play(russian, "W:W12:B8,9", "12x14").pieceAt(14));
    // the same for Black: through 48, a man jumps 42 backward, a king may land further
    assertEquals(List.of("39x37"), moves(INTERNATIONAL, "B:W42,43:B39"));
    assertEquals(List.of("39x26", "39x31", "39x37"), moves(russian, "B:W42,43:B39"));
    assertEquals(
        Optional.of(Piece.BLACK_MAN), play(INTERNATIONAL, "B:W42,43:B39", "39x37").pieceAt(37));
    assertEquals(Optional.of(Piece.BLACK_KING), play(russian, "B:W42,43:B39", "39x37").pieceAt(37));
  }

  @Test
  void theMovesOfEachNationalGameCombineTheFlags() {
    DraughtsRules russian =
        DraughtsRules.brazilian().withMajorityCapture(false).withPromotionDuringCapture(true);
    String fen = "W:W18,28:B6,11,14,24";
    // Brazilian: the most pieces, 18x9x2, and the man is crowned at the end
    assertEquals(List.of("18x2"), moves(DraughtsRules.brazilian(), fen));
    // Russian: any capture, but finished; crowned on 2, the man flies on over 11 to 16 (and
    // stops), or to 20, from where it must go on over 24
    assertEquals(List.of("18x16", "18x27", "18x31", "28x19"), moves(russian, fen));
    DraughtsRules checkers =
        DraughtsRules.brazilian()
            .withMenCaptureBackward(false)
            .withMajorityCapture(false)
            .withFlyingKings(false);
    // English checkers: any capture, men forward only, the new king waits for the next move
    assertEquals(List.of("18x2", "28x19"), moves(checkers, fen));
  }

  @Test
  void theInternationalFlagsUseTheBitboardsAndOthersTheGeneralGenerator() {
    MoveRules international = MoveRules.INTERNATIONAL;
    for (int size = 4; size <= 10; size += 2) {
      assertInstanceOf(BitboardGenerator.class, Generator.of(Geometry.of(size), international));
    }
    for (int size = 12; size <= 14; size += 2) {
      assertInstanceOf(TwinBitboardGenerator.class, Generator.of(Geometry.of(size), international));
    }
    for (int size = 16; size <= 20; size += 2) {
      assertInstanceOf(MailboxGenerator.class, Generator.of(Geometry.of(size), international));
    }
    MoveRules russian = DraughtsRules.brazilian().withMajorityCapture(false).moveRules();
    assertInstanceOf(MailboxGenerator.class, Generator.of(Geometry.of(8), russian));
  }

  @Test
  void positionsUnderOtherRulesAreOtherPositions() {
    Draughts russian =
        new Draughts(
            DraughtsRules.brazilian().withMajorityCapture(false).withPromotionDuringCapture(true));
    DraughtsPosition a = russian.start();
    DraughtsPosition b = Draughts.brazilian().start();
    assertEquals(a.toString(), b.toString());
    assertFalse(a.equals(b));
    assertThrows(IllegalArgumentException.class, () -> Draughts.brazilian().parseMove(a, "22-18"));
  }

  @Test
  void theNameSaysWhichRulesDiffer() {
    assertEquals(
        "Draughts 8x8 (no majority capture, promotion during capture)",
        new Draughts(
                DraughtsRules.brazilian()
                    .withMajorityCapture(false)
                    .withPromotionDuringCapture(true))
            .name());
    assertEquals(
        "Draughts 10x10 (men capture forward only, short kings)",
        new Draughts(INTERNATIONAL.withMenCaptureBackward(false).withFlyingKings(false)).name());
    assertEquals(
        "International draughts (king-move limit 60 plies)",
        new Draughts(INTERNATIONAL.withKingMovePlies(60)).name());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "draughts-brazilian:majority=false,promotion=true|true|false|true|true",
        "draughts:backward=false,flying=false|false|true|false|false",
        "draughts-canadian:majority=true|true|true|true|false",
      })
  void theRegistryTakesTheFlagsAsOptions(
      String spec, boolean backward, boolean majority, boolean flying, boolean promotion) {
    DraughtsRules rules = ((Draughts) Games.create(spec)).rules();
    assertEquals(
        List.of(backward, majority, flying, promotion),
        List.of(
            rules.menCaptureBackward(),
            rules.majorityCapture(),
            rules.flyingKings(),
            rules.promotionDuringCapture()));
  }

  @Test
  void pdnWritesOnlyTheRulesOfAGameType() {
    // short kings with backward captures and the majority rule: no PDN game type plays so
    Draughts none = new Draughts(DraughtsRules.international().withFlyingKings(false));
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                Pdn.FORMAT.write(
                    io.github.plateau.core.AnnotatedRecord.of(
                        io.github.plateau.core.GameRecord.start(none))));
    assertTrue(e.getMessage().contains("short kings"), e.getMessage());
    // free choice of capture on 8 x 8 is American pool checkers, GameType 23
    Draughts pool = new Draughts(DraughtsRules.brazilian().withMajorityCapture(false));
    String written =
        Pdn.FORMAT.write(
            io.github.plateau.core.AnnotatedRecord.of(
                io.github.plateau.core.GameRecord.start(pool)));
    assertTrue(written.startsWith("[GameType \"23\"]\n"), written);
  }
}
