package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.svg.Drawing;
import io.github.plateau.core.svg.SvgCanvas;
import io.github.plateau.core.svg.SvgOptions;
import io.github.plateau.core.testing.DrawingChecks;
import io.github.plateau.core.testing.DrawingChecks.Target;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Shogi's drawing: the clickable picture names the 81 squares and each kind in each hand, and every
 * legal move is clicked on its origin (or kind in hand) and destination.
 */
class ShogiDrawingTest {
  private static final Shogi GAME = new Shogi();
  private static final Drawing<ShogiPosition, Move> DRAWING = GAME.drawing().orElseThrow();
  private static final Map<Character, Kind> HAND_LETTERS =
      Map.of(
          'P', Kind.PAWN,
          'L', Kind.LANCE,
          'N', Kind.KNIGHT,
          'S', Kind.SILVER,
          'G', Kind.GOLD,
          'B', Kind.BISHOP,
          'R', Kind.ROOK);

  /** The 81 squares, then {@code P*} for each kind sente holds and {@code p*} for gote's. */
  private static Set<String> names(ShogiPosition position) {
    Set<String> names = new TreeSet<>();
    for (char file = '1'; file <= '9'; file++) {
      for (char rank = 'a'; rank <= 'i'; rank++) {
        names.add("" + file + rank);
      }
    }
    for (Map.Entry<Character, Kind> e : HAND_LETTERS.entrySet()) {
      if (position.inHand(Color.SENTE, e.getValue()) > 0) {
        names.add(e.getKey() + "*");
      }
      if (position.inHand(Color.GOTE, e.getValue()) > 0) {
        names.add(Character.toLowerCase(e.getKey()) + "*");
      }
    }
    return names;
  }

  /** Only a promotion and its refusal share their squares. */
  private static boolean promotionChoice(List<Move> moves) {
    return moves.size() == 2
        && !moves.get(0).isDrop()
        && moves.get(0).from().equals(moves.get(1).from())
        && moves.get(0).to().equals(moves.get(1).to())
        && moves.get(0).promotes() != moves.get(1).promotes();
  }

  /** The squares of a move as its USI text names them, the drop's letter in the mover's case. */
  private static List<String> fromUsi(ShogiPosition position, Move move) {
    String usi = move.toString();
    if (usi.charAt(1) == '*') {
      String letter = usi.substring(0, 2);
      return List.of(
          position.sideToMove() == Color.SENTE ? letter : letter.toLowerCase(Locale.ROOT),
          usi.substring(2));
    }
    return List.of(usi.substring(0, 2), usi.substring(2, 4));
  }

  private static List<ShogiPosition> crowded() {
    SplittableRandom random = new SplittableRandom(12);
    List<ShogiPosition> positions = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      positions.add(Ki2Test.crowded(random));
    }
    return positions;
  }

  @Test
  void randomGamesAreClickedOnTheSquaresOfTheirPictures() {
    int moves =
        DrawingChecks.checkPlayouts(
            DRAWING,
            ShogiSvg::write,
            GAME.start(),
            20,
            60,
            ShogiDrawingTest::names,
            ShogiDrawingTest::promotionChoice);
    assertTrue(moves > 20 * 60 * 20, moves + " moves");
  }

  @Test
  void crowdedPositionsWithFullHandsToo() {
    int drops = 0;
    for (ShogiPosition p : crowded()) {
      DrawingChecks.check(DRAWING, ShogiSvg::write, p, names(p), ShogiDrawingTest::promotionChoice);
      for (Move move : p.legalMoves()) {
        assertEquals(fromUsi(p, move), DRAWING.squares(p, move), move + " in " + p);
        drops += move.isDrop() ? 1 : 0;
      }
    }
    assertTrue(drops > 1000, drops + " drops");
  }

  @Test
  void theSquaresAreTheUsiMovesSquares() {
    for (long seed = 1; seed <= 20; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      ShogiPosition p = GAME.start();
      for (int ply = 0; ply < 60 && !p.legalMoves().isEmpty(); ply++) {
        for (Move move : p.legalMoves()) {
          assertEquals(fromUsi(p, move), DRAWING.squares(p, move), move + " in " + p);
        }
        p = p.play(p.legalMoves().get(random.nextInt(p.legalMoves().size())));
      }
    }
  }

  @Test
  void dropsArePickedFromTheMoversHand() {
    ShogiPosition gote = GAME.parse("4k4/9/9/9/9/9/9/9/4K4 w RBGSNLPrbgsnlp 2");
    assertEquals(List.of("p*", "5e"), DRAWING.squares(gote, GAME.parseMove(gote, "P*5e")));
    assertEquals(List.of("r*", "1a"), DRAWING.squares(gote, GAME.parseMove(gote, "R*1a")));
    ShogiPosition sente = GAME.parse("4k4/9/9/9/9/9/9/9/4K4 b RBGSNLPrbgsnlp 1");
    assertEquals(List.of("N*", "5e"), DRAWING.squares(sente, GAME.parseMove(sente, "N*5e")));
    for (ShogiPosition p : List.of(gote, sente)) {
      String svg = DRAWING.svg(p, SvgOptions.builder().clickable(true).build());
      assertEquals(81 + 14, DrawingChecks.targets(svg).size());
      assertEquals(names(p), names(svg));
    }
  }

  @Test
  void eachTargetSaysWhatStandsThereToAScreenReader() {
    ShogiPosition p = GAME.parse("4k4/9/9/9/9/9/2+S6/9/4K4 b 2Pr 1");
    String svg = DRAWING.svg(p, SvgOptions.builder().clickable(true).build());
    assertTrue(svg.contains("data-square=\"5i\"") && svg.contains("aria-label=\"5i, sente king\""));
    assertTrue(svg.contains("aria-label=\"5a, gote king\""), svg);
    assertTrue(svg.contains("aria-label=\"7g, sente promoted silver\""), svg);
    assertTrue(svg.contains("aria-label=\"5e, empty\""), svg);
    assertTrue(svg.contains("aria-label=\"sente pawn in hand, 2\""), svg);
    assertTrue(svg.contains("aria-label=\"gote rook in hand\""), svg);
  }

  @Test
  void promotingOrNotIsClickedTheSameWay() {
    ShogiPosition p = GAME.start();
    for (String usi : List.of("7g7f", "3c3d")) {
      p = p.play(GAME.parseMove(p, usi));
    }
    List<String> squares = DRAWING.squares(p, GAME.parseMove(p, "8h2b+"));
    assertEquals(List.of("8h", "2b"), squares);
    assertEquals(squares, DRAWING.squares(p, GAME.parseMove(p, "8h2b")));
  }

  @Test
  void theStartPositionNamesItsSquaresOnly() {
    String svg = DRAWING.svg(GAME.start(), SvgOptions.builder().clickable(true).build());
    assertEquals(81, DrawingChecks.targets(svg).size());
    assertFalse(svg.contains("*\""));
    assertEquals(
        ShogiSvg.write(GAME.start(), SvgOptions.DEFAULT),
        DRAWING.svg(GAME.start(), SvgOptions.DEFAULT));
    assertSame(DRAWING, GAME.drawing().orElseThrow());
  }

  @Test
  void eachTargetIsOverItsSquareOrItsPieceInHand() {
    ShogiPosition p =
        GAME.parse("lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4");
    Set<String> squares = new TreeSet<>(names(GAME.start()));
    DrawingChecks.checkOverLastMove(DRAWING, p, squares);
    for (ShogiPosition position : crowded().subList(0, 5)) {
      for (boolean flipped : new boolean[] {false, true}) {
        String svg =
            DRAWING.svg(position, SvgOptions.builder().flipped(flipped).clickable(true).build());
        int hands = 0;
        for (Target t : DrawingChecks.targets(svg)) {
          if (t.name().endsWith("*")) {
            hands++;
            // the hand piece's pentagon starts at its top, 26 above its centre
            String top =
                SvgCanvas.number(t.x() + t.width() / 2)
                    + ","
                    + SvgCanvas.number(t.y() + t.height() / 2 - 26)
                    + " ";
            assertTrue(svg.contains("<polygon points=\"" + top), t + " is over no piece");
          }
        }
        assertEquals(names(position).size() - 81, hands);
      }
    }
  }

  @Test
  void refusals() {
    ShogiPosition other = new Shogi(ShogiRules.DEFAULT.withMaxPlies(256)).start();
    Move drop = Move.drop(Kind.PAWN, Square.parse("5e"));
    String message = DrawingChecks.checkRefusals(DRAWING, GAME.start(), other, drop);
    assertEquals("the position belongs to shogi:max-plies=256, not to shogi", message);
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> DRAWING.squares(GAME.start(), drop));
    assertEquals(
        "P*5e is not legal in " + Shogi.START + ": sente has no pawn in hand", e.getMessage());
    IllegalArgumentException bad =
        assertThrows(
            IllegalArgumentException.class,
            () -> DRAWING.svg(GAME.start(), SvgOptions.builder().mark("P*").build()));
    assertTrue(bad.getMessage().contains("not a square of the shogi board: P*"));
  }

  private static Set<String> names(String svg) {
    Set<String> names = new TreeSet<>();
    for (Target t : DrawingChecks.targets(svg)) {
      names.add(t.name());
    }
    return names;
  }
}
