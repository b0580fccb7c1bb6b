package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.AmbiguousMoveException;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.testing.Fuzz;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** WXF notation: the federation's examples, tandem pieces and soldiers, round trips, rejections. */
class WxfTest {
  private final Xiangqi game = new Xiangqi();

  private void assertWxf(String fen, String iccs, String wxf) {
    XiangqiPosition position = game.parse(fen);
    Move move = game.parseMove(position, iccs);
    assertEquals(wxf, Wxf.format(position, move), iccs);
    assertEquals(move, Wxf.parse(position, wxf), wxf);
  }

  @ParameterizedTest(name = "{1} is {2}")
  @CsvSource({
    // Red's files count from its right: file 1 is i, file 9 is a.
    Xiangqi.START + ", h2e2, C2.5",
    Xiangqi.START + ", b0c2, H8+7",
    Xiangqi.START + ", h0g2, H2+3",
    Xiangqi.START + ", c3c4, P7+1",
    Xiangqi.START + ", i0i1, R1+1",
    Xiangqi.START + ", g0e2, E3+5",
    Xiangqi.START + ", f0e1, A4+5",
    Xiangqi.START + ", e0e1, K5+1",
    Xiangqi.START + ", b2b1, C8-1",
    Xiangqi.START + ", h2h9, C2+7",
    // Black's files count from Black's right: file 1 is a.
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1, b9c7, H2+3",
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1, h7e7, C8.5",
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1, c6c5, P3+1",
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1, b7b0, C2+7",
  })
  void writesAndReadsTheStandardExamples(String fen, String iccs, String wxf) {
    assertWxf(fen, iccs, wxf);
  }

  @ParameterizedTest(name = "{1} is {2}")
  @CsvSource({
    // Two chariots on Red's file 5: the front one is +, the rear one -.
    "3k5/9/9/9/4R4/9/9/4R4/9/5K3 w - - 0 1, e5g5, R+.3",
    "3k5/9/9/9/4R4/9/9/4R4/9/5K3 w - - 0 1, e2g2, R-.3",
    "3k5/9/9/9/4R4/9/9/4R4/9/5K3 w - - 0 1, e2e1, R--1",
    "3k5/9/9/9/4R4/9/9/4R4/9/5K3 w - - 0 1, e5e9, R++4",
    // Three soldiers on one file: the middle one keeps its file.
    "3k5/9/6P2/6P2/6P2/9/9/9/9/5K3 w - - 0 1, g7f7, P+.4",
    "3k5/9/6P2/6P2/6P2/9/9/9/9/5K3 w - - 0 1, g6f6, P3.4",
    "3k5/9/6P2/6P2/6P2/9/9/9/9/5K3 w - - 0 1, g5f5, P-.4",
    // Four and five: foremost ++, rearmost --.
    "3k5/6P2/6P2/6P2/6P2/9/9/9/9/5K3 w - - 0 1, g8f8, ++.4",
    "3k5/6P2/6P2/6P2/6P2/9/9/9/9/5K3 w - - 0 1, g7f7, P+.4",
    "3k5/6P2/6P2/6P2/6P2/9/9/9/9/5K3 w - - 0 1, g6f6, P-.4",
    "3k5/6P2/6P2/6P2/6P2/9/9/9/9/5K3 w - - 0 1, g5f5, --.4",
    "3k2P2/6P2/6P2/6P2/6P2/9/9/9/9/5K3 w - - 0 1, g9f9, ++.4",
    "3k2P2/6P2/6P2/6P2/6P2/9/9/9/9/5K3 w - - 0 1, g8f8, P+.4",
    "3k2P2/6P2/6P2/6P2/6P2/9/9/9/9/5K3 w - - 0 1, g7f7, P3.4",
    "3k2P2/6P2/6P2/6P2/6P2/9/9/9/9/5K3 w - - 0 1, g6f6, P-.4",
    "3k2P2/6P2/6P2/6P2/6P2/9/9/9/9/5K3 w - - 0 1, g5f5, --.4",
    // Soldiers doubled on two files: the file digit replaces the letter.
    "3k5/9/6P2/2P3P2/2P3P2/9/9/9/9/5K3 w - - 0 1, g7f7, 3+.4",
    "3k5/9/6P2/2P3P2/2P3P2/9/9/9/9/5K3 w - - 0 1, g6f6, 33.4",
    "3k5/9/6P2/2P3P2/2P3P2/9/9/9/9/5K3 w - - 0 1, g5f5, 3-.4",
    "3k5/9/6P2/2P3P2/2P3P2/9/9/9/9/5K3 w - - 0 1, c6d6, 7+.6",
    "3k5/9/6P2/2P3P2/2P3P2/9/9/9/9/5K3 w - - 0 1, c5d5, 7-.6",
    // Black's front soldier is the one nearer Red.
    "3k5/9/9/9/9/2p6/2p6/9/9/5K3 b - - 0 1, c3d3, P+.4",
    "3k5/9/9/9/9/2p6/2p6/9/9/5K3 b - - 0 1, c4d4, P-.4",
    "3k5/9/9/9/9/2p6/2p6/9/9/5K3 b - - 0 1, c3c2, P++1",
  })
  void tandemPiecesAreToldApartByPlus(String fen, String iccs, String wxf) {
    assertWxf(fen, iccs, wxf);
  }

  @Test
  void readsTheVariantSpellings() {
    XiangqiPosition start = game.start();
    Move cannon = game.parseMove(start, "h2e2");
    assertEquals(cannon, Wxf.parse(start, "C2=5"));
    assertEquals(cannon, Wxf.parse(start, "c2.5"));
    assertEquals(game.parseMove(start, "g0e2"), Wxf.parse(start, "B3+5"));
    assertEquals(game.parseMove(start, "b0c2"), Wxf.parse(start, "N8+7"));
    XiangqiPosition tandem = game.parse("3k5/9/9/9/4R4/9/9/4R4/9/5K3 w - - 0 1");
    assertEquals(game.parseMove(tandem, "e5g5"), Wxf.parse(tandem, "+R.3"));
    assertEquals(game.parseMove(tandem, "e2e1"), Wxf.parse(tandem, "-R-1"));
    // A file digit for tandem pieces is accepted when it fits one move only.
    assertEquals(game.parseMove(tandem, "e5e9"), Wxf.parse(tandem, "R5+4"));
  }

  @ParameterizedTest(name = "{1} is {2}")
  @CsvSource({
    // As the xqdb database writes WXF: full-width, = along the rank, the tandem sign first.
    Xiangqi.START + ", h2e2, Ｃ２＝５",
    Xiangqi.START + ", b0c2, Ｈ８＋７",
    "3k5/9/9/9/4R4/9/9/4R4/9/5K3 w - - 0 1, e5g5, ＋Ｒ＝３",
    "3k5/9/9/9/4R4/9/9/4R4/9/5K3 w - - 0 1, e2e1, －Ｒ－１",
    "3k5/9/6P2/2P3P2/2P3P2/9/9/9/9/5K3 w - - 0 1, g6f6, ３３＝４",
    "3k5/9/6P2/2P3P2/2P3P2/9/9/9/9/5K3 w - - 0 1, g7f7, ３＋＝４",
    "3k2P2/6P2/6P2/6P2/6P2/9/9/9/9/5K3 w - - 0 1, g9f9, ＋＋＝４",
  })
  void fullWidthWxfIsWrittenAsXqdbWritesItAndReadInEitherWidth(
      String fen, String iccs, String written) {
    XiangqiPosition position = game.parse(fen);
    Move move = game.parseMove(position, iccs);
    assertEquals(written, MoveFormat.WXF_FULL_WIDTH.format(position, move));
    String ascii = Wxf.format(position, move);
    for (MoveFormat format : List.of(MoveFormat.WXF, MoveFormat.WXF_FULL_WIDTH)) {
      assertEquals(move, format.parse(position, written), written);
      assertEquals(move, format.parse(position, ascii), ascii);
    }
  }

  @Test
  void fullWidthTextIsRefusedAsItWasWritten() {
    NotationException e =
        assertThrows(NotationException.class, () -> MoveFormat.WXF.parse(game.start(), "Ｃ２＊５"));
    assertEquals("Ｃ２＊５", e.input());
    assertEquals(2, e.offset());
    XiangqiPosition tandem = game.parse("3k5/9/9/9/4R4/9/9/4R4/9/5K3 w - - 0 1");
    AmbiguousMoveException ambiguous =
        assertThrows(AmbiguousMoveException.class, () -> MoveFormat.WXF.parse(tandem, "Ｒ５＝３"));
    assertEquals("Ｒ５＝３", ambiguous.input());
    assertEquals(Set.of("R+.3", "R-.3"), Set.copyOf(ambiguous.candidates()));
  }

  @Test
  void aFileDigitThatFitsBothTandemPiecesIsAmbiguous() {
    XiangqiPosition tandem = game.parse("3k5/9/9/9/4R4/9/9/4R4/9/5K3 w - - 0 1");
    AmbiguousMoveException e =
        assertThrows(AmbiguousMoveException.class, () -> Wxf.parse(tandem, "R5.3"));
    assertEquals(Set.of("R+.3", "R-.3"), Set.copyOf(e.candidates()));
  }

  @ParameterizedTest(name = "[{index}] {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "''|a WXF move has four characters|0",
        "C2.55|a WXF move has four characters|4",
        "X2.5|expected a piece (K A E H R C P)|0",
        "CX.5|expected the piece's file 1-9 or a tandem sign|1",
        "+-.4|expected ++ or -- for the foremost or rearmost soldier|1",
        "C2*5|expected the direction: + forward, - back, . sideways|2",
        "C2.0|expected a destination digit 1-9|3",
      })
  void malformedTextIsRefusedWithItsOffset(String text, String problem, int offset) {
    NotationException e =
        assertThrows(NotationException.class, () -> Wxf.parse(game.start(), text));
    assertTrue(e.getMessage().startsWith(problem), e.getMessage());
    assertEquals(offset, e.offset());
  }

  @Test
  void aWellFormedMoveThatIsNotLegalIsAnIllegalMove() {
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> Wxf.parse(game.start(), "R2+1"));
    assertTrue(e.getMessage().contains("names no legal move of RED"), e.getMessage());
    Move illegal = Move.of(0, 0, 0, 5);
    assertThrows(IllegalMoveException.class, () -> Wxf.format(game.start(), illegal));
    assertThrows(IllegalArgumentException.class, () -> Wxf.parse(game.start(), null));
    assertThrows(IllegalArgumentException.class, () -> Wxf.format(null, illegal));
  }

  @Test
  void mutatedTextsGiveALegalMoveOrADocumentedException() {
    SplittableRandom random = new SplittableRandom(7);
    XiangqiPosition tandem = game.parse("3k5/9/6P2/2P3P2/2P3P2/9/9/4R4/4R4/5K3 w - - 0 1");
    for (XiangqiPosition position : List.of(game.start(), tandem)) {
      List<Move> moves = position.legalMoves();
      for (int i = 0; i < 5000; i++) {
        String written = Wxf.format(position, moves.get(random.nextInt(moves.size())));
        String text = Fuzz.mutate(written, random);
        try {
          assertTrue(moves.contains(Wxf.parse(position, text)), text);
        } catch (NotationException | IllegalMoveException e) {
          assertTrue(!e.getMessage().isBlank(), text);
        }
      }
    }
  }

  @Test
  void everyLegalMoveOfRandomGamesIsWrittenUniquelyAndReadBack() {
    List<String> starts =
        List.of(
            Xiangqi.START,
            "3k5/9/9/9/9/9/P1P1P1P1P/9/9/4K4 w - - 0 1",
            "4k4/9/9/p1p1p1p1p/9/9/9/9/9/3K5 b - - 0 1");
    int positions = 0;
    for (int s = 0; s < starts.size(); s++) {
      for (int g = 0; g < 20; g++) {
        SplittableRandom random = new SplittableRandom(100L * s + g);
        XiangqiPosition position = game.parse(starts.get(s));
        for (int ply = 0; ply < 120 && !position.legalMoves().isEmpty(); ply++) {
          Set<String> written = new HashSet<>();
          for (Move move : position.legalMoves()) {
            String text = Wxf.format(position, move);
            assertTrue(written.add(text), text + " twice in " + position);
            assertEquals(move, Wxf.parse(position, text), text + " in " + position);
          }
          List<Move> moves = position.legalMoves();
          position = position.play(moves.get(random.nextInt(moves.size())));
          positions++;
        }
      }
    }
    assertTrue(positions > 3000, positions + " positions");
  }
}
