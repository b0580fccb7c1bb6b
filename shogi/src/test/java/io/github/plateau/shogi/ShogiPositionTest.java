package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.NotationException;
import io.github.plateau.core.Perft;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The position's API: hash, equality, perft, accessors, null arguments and the diagram. */
class ShogiPositionTest {
  private static final Shogi GAME = new Shogi();

  @Test
  void theIncrementalHashEqualsTheHashComputedFromScratch() {
    for (long seed = 0; seed < 20; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      ShogiPosition position = GAME.start();
      for (int ply = 0; ply < 200 && !position.legalMoves().isEmpty(); ply++) {
        List<Move> moves = position.legalMoves();
        position = position.play(moves.get(random.nextInt(moves.size())));
        assertEquals(hashOf(position.board()), position.hash(), "seed " + seed + ": " + position);
      }
    }
  }

  /** The hash of a board computed from scratch, to test the incremental one. */
  private static long hashOf(Board board) {
    long h = board.side == 1 ? Keys.GOTE_TO_MOVE : 0;
    for (int s = 0; s < Geometry.SQUARES; s++) {
      if (board.cells[s] != PieceCodes.EMPTY) {
        h ^= Keys.piece(board.cells[s], s);
      }
    }
    for (int color = 0; color < 2; color++) {
      for (int type = 1; type < 8; type++) {
        for (int n = 1; n <= board.hands[color * 8 + type]; n++) {
          h ^= Keys.hand(color, type, n);
        }
      }
    }
    return h;
  }

  @Test
  void theHashIsTheSameOnEveryRun() {
    assertEquals(0x65eaabe4e3f2a5fbL, GAME.start().hash()); // bots may have stored it
    assertEquals(hashOf(GAME.start().board()), GAME.start().hash());
    assertEquals(
        GAME.parse(Shogi.START).hash(),
        new Shogi(ShogiRules.DEFAULT.withAlwaysPromote(true)).start().hash());
  }

  @Test
  void perftLeavesItsBoardAsItFoundIt() {
    ShogiPosition p =
        GAME.parse("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1");
    Board board = p.board().copy();
    new LegalMoves(board).perft(3);
    assertTrue(board.sameAs(p.board()));
    assertEquals(p.hash(), board.hash);
    assertEquals(p.board().pawnFiles[0], board.pawnFiles[0]);
    assertEquals(p.board().pawnFiles[1], board.pawnFiles[1]);
  }

  @Test
  void theFastPerftEqualsWalkingTheLegalMoves() {
    for (String sfen :
        List.of(
            Shogi.START,
            "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
            "kn7/9/1G7/9/9/9/9/9/9 b P 1")) {
      ShogiPosition p = GAME.parse(sfen);
      assertEquals(walk(p, 3), p.perft(3), sfen);
    }
    assertEquals(1, GAME.start().perft(0));
    assertThrows(IllegalArgumentException.class, () -> GAME.start().perft(-1));
  }

  private static long walk(ShogiPosition p, int depth) {
    if (depth == 0) {
      return 1;
    }
    long total = 0;
    for (Move move : p.legalMoves()) {
      total += walk(p.play(move), depth - 1);
    }
    return total;
  }

  @Test
  void nullArgumentsAreRefusedByName() {
    ShogiPosition start = GAME.start();
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> start.isLegal(null));
    assertEquals("move is null", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> start.play(null));
    assertThrows(IllegalArgumentException.class, () -> start.pieceAt(null));
    assertThrows(IllegalArgumentException.class, () -> start.inHand(null, Kind.PAWN));
    assertThrows(IllegalArgumentException.class, () -> start.inHand(Color.SENTE, null));
    assertThrows(IllegalArgumentException.class, () -> start.count(null));
    assertThrows(IllegalArgumentException.class, () -> start.kingSquare(null));
    assertThrows(IllegalArgumentException.class, () -> start.samePosition(null));
    assertThrows(IllegalArgumentException.class, () -> GAME.parse(null));
    assertThrows(IllegalArgumentException.class, () -> Square.parse(null));
    assertThrows(IllegalArgumentException.class, () -> Piece.of(null, Kind.PAWN));
    assertThrows(IllegalArgumentException.class, () -> Piece.of(Color.GOTE, null));
    assertThrows(IllegalArgumentException.class, () -> Move.drop(null, Square.parse("5e")));
    assertThrows(IllegalArgumentException.class, () -> Move.drop(Kind.PAWN, null));
    assertThrows(IllegalArgumentException.class, () -> Move.of(null, Square.parse("5e"), false));
  }

  @Test
  void perftRefusesADepthAboveTheLimitBeforeSearching() {
    ShogiPosition start = GAME.start();
    assertThrows(IllegalArgumentException.class, () -> start.perft(Perft.MAX_DEPTH + 1));
    assertThrows(IllegalArgumentException.class, () -> start.perft(Integer.MAX_VALUE));
    assertThrows(IllegalArgumentException.class, () -> start.perft(-1));
    // a mated position answers any allowed depth at once: no buffer is made per requested ply
    ShogiPosition mated = GAME.parse("4k4/4G4/4P4/9/9/9/9/9/4K4 w 2Pr 1");
    assertEquals(0, mated.perft(Perft.MAX_DEPTH));
  }

  @Test
  void playingDoesNotChangeThePosition() {
    ShogiPosition start = GAME.start();
    String before = start.toString();
    start.play(start.legalMoves().get(0));
    assertEquals(before, start.toString());
    assertEquals(30, start.legalMoves().size());
  }

  @Test
  void positionsAreEqualByValueAndTheMoveNumberCountsForEqualityButNotForTheHash() {
    ShogiPosition a = GAME.parse("4k4/9/9/9/9/9/9/9/4K4 b P 1");
    ShogiPosition b = GAME.parse("4k4/9/9/9/9/9/9/9/4K4 b P 1");
    ShogiPosition later = GAME.parse("4k4/9/9/9/9/9/9/9/4K4 b P 9");
    assertEquals(8, later.ply());
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
    assertNotEquals(a, later);
    assertEquals(a.hash(), later.hash());
    assertTrue(a.samePosition(later));
    ShogiPosition other =
        new Shogi(ShogiRules.DEFAULT.withMaxPlies(9)).parse("4k4/9/9/9/9/9/9/9/4K4 b P 1");
    assertNotEquals(a, other);
    assertFalse(a.samePosition(other));
    assertEquals(a.hash(), other.hash()); // the rules are not part of the hash
    assertNotEquals(
        a,
        new Shogi(ShogiRules.DEFAULT.withAlwaysPromote(true)).parse("4k4/9/9/9/9/9/9/9/4K4 b P 1"));
    assertNotEquals(a.hash(), GAME.parse("4k4/9/9/9/9/9/9/9/4K4 b 2P 1").hash());
    assertNotEquals(a.hash(), GAME.parse("4k4/9/9/9/9/9/9/9/4K4 w P 1").hash());
    assertNotEquals(a.hash(), GAME.parse("4k4/9/9/9/9/9/9/9/4K4 b p 1").hash());
  }

  @Test
  void theAccessorsReadTheBoardAndTheHands() {
    ShogiPosition p = GAME.parse("4k4/9/9/9/4+r4/9/9/9/4K4 b 2P 7");
    assertEquals(Optional.of(Piece.of(Color.GOTE, Kind.DRAGON)), p.pieceAt(Square.parse("5e")));
    assertEquals(Optional.empty(), p.pieceAt(Square.parse("5f")));
    assertEquals(1, p.count(Piece.of(Color.GOTE, Kind.DRAGON)));
    assertEquals(0, p.count(Piece.of(Color.GOTE, Kind.ROOK)));
    assertEquals(1, p.count(Piece.of(Color.SENTE, Kind.KING)));
    assertEquals(9, GAME.start().count(Piece.of(Color.SENTE, Kind.PAWN)));
    assertEquals(2, p.inHand(Color.SENTE, Kind.PAWN));
    assertEquals(0, p.inHand(Color.GOTE, Kind.PAWN));
    assertEquals(0, p.inHand(Color.SENTE, Kind.TOKIN));
    assertEquals(Optional.of(Square.parse("5i")), p.kingSquare(Color.SENTE));
    assertEquals(Optional.of(Square.parse("5a")), p.kingSquare(Color.GOTE));
    assertEquals(6, p.ply()); // SFEN move number 7
    assertTrue(p.inCheck());
    assertEquals(GAME, p.game());
    assertEquals(7, p.play(p.legalMoves().get(0)).ply());
  }

  @Test
  void theDiagramShowsTheBoardTheHandsAndWhoIsToMove() {
    assertEquals(
        String.join(
            "\n",
            "gote hand: -",
            "  9  8  7  6  5  4  3  2  1",
            "+---------------------------+",
            "| l  n  s  g  k  g  s  n  l | a",
            "| .  r  .  .  .  .  .  b  . | b",
            "| p  p  p  p  p  p  p  p  p | c",
            "| .  .  .  .  .  .  .  .  . | d",
            "| .  .  .  .  .  .  .  .  . | e",
            "| .  .  .  .  .  .  .  .  . | f",
            "| P  P  P  P  P  P  P  P  P | g",
            "| .  B  .  .  .  .  .  R  . | h",
            "| L  N  S  G  K  G  S  N  L | i",
            "+---------------------------+",
            "sente hand: -",
            "sente to move (move 1)"),
        GAME.start().diagram());
    String mate = GAME.parse("4k4/4G4/4P4/9/9/9/9/9/4K4 w 2Pr 1").diagram();
    assertTrue(mate.startsWith("gote hand: R\n"), mate);
    assertTrue(mate.endsWith("\nsente hand: 2P\nSENTE wins by CHECKMATE"), mate);
    String promoted = GAME.parse("4k4/9/9/9/4+r4/9/9/9/4K4 b - 1").diagram();
    assertTrue(promoted.contains("| .  .  .  . +r  .  .  .  . | e\n"), promoted);
    assertTrue(promoted.endsWith("sente to move, in check (move 1)"), promoted);
  }

  @Test
  void movesSquaresAndPiecesAreValues() {
    assertThrows(
        IllegalArgumentException.class,
        () -> Move.of(Square.parse("5e"), Square.parse("5e"), false));
    assertThrows(IllegalArgumentException.class, () -> Move.drop(Kind.KING, Square.parse("5e")));
    assertThrows(IllegalArgumentException.class, () -> Move.drop(Kind.TOKIN, Square.parse("5e")));
    assertEquals("P*5e", Move.drop(Kind.PAWN, Square.parse("5e")).toString());
    assertEquals("8h2b+", Move.of(Square.parse("8h"), Square.parse("2b"), true).toString());
    assertEquals(
        Move.of(Square.of(7, 7), Square.of(7, 6), false),
        Move.of(Square.parse("7g"), Square.parse("7f"), false));
    assertEquals(0, Square.parse("9a").index());
    assertEquals(80, Square.parse("1i").index());
    assertEquals(7, Square.parse("7g").file());
    assertEquals(7, Square.parse("7g").rank());
    assertThrows(IllegalArgumentException.class, () -> Square.of(0, 1));
    assertThrows(IllegalArgumentException.class, () -> Square.ofIndex(81));
    assertThrows(NotationException.class, () -> Square.parse("7g7"));
    assertEquals(Optional.of(Kind.DRAGON), Kind.ROOK.promoted());
    assertEquals(Optional.empty(), Kind.GOLD.promoted());
    assertEquals(Kind.LANCE, Kind.PROMOTED_LANCE.unpromoted());
    assertEquals("+B", Kind.HORSE.symbol());
    assertEquals(Color.GOTE, Color.SENTE.opposite());
    assertEquals(1, Color.GOTE.index());
    Piece horse = Piece.of(Color.GOTE, Kind.HORSE);
    assertSame(horse, Piece.of(Color.GOTE, Kind.HORSE));
    assertEquals(Color.GOTE, horse.color());
    assertEquals(Kind.HORSE, horse.kind());
    assertEquals("+b", horse.toString());
    assertEquals("P", Piece.of(Color.SENTE, Kind.PAWN).toString());
    assertNotEquals(horse, Piece.of(Color.SENTE, Kind.HORSE));
  }
}
