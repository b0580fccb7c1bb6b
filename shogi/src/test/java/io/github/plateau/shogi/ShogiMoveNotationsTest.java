package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveNotation;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Shogi's move notations ({@link Shogi#moveNotations()}): each writes every move as its writer does
 * (KI2, KIF, {@link WesternNotation}, the standard notation).
 */
class ShogiMoveNotationsTest {
  private static final Shogi SHOGI = new Shogi();
  private static final Pattern KI2_MOVE = Pattern.compile("[▲△][^ \\n▲△]+");
  private static final Pattern KIF_MOVE = Pattern.compile("(?m)^ *([0-9]+) ([^ \\n]+)");

  @Test
  void theNotationsAreJapaneseKifWesternAndUsi() {
    assertEquals(
        List.of("japanese", "kif", "western", "usi"),
        SHOGI.moveNotations().stream().map(MoveNotation::name).toList());
    assertEquals(
        List.of("Japanese", "KIF", "Western", "USI"),
        SHOGI.moveNotations().stream().map(MoveNotation::label).toList());
  }

  @Test
  void anOpeningWithARecaptureADropAndAPromotionChoice() {
    GameRecord<ShogiPosition, Move> game = GameRecord.start(SHOGI);
    for (String move : "7g7f 3c3d 8h2b+ 3a2b B*4e 4a3b 4e3d 2b3c 3d5f 3c4d".split(" ")) {
      game = game.play(move);
    }
    assertEquals(
        List.of("☗７六歩", "☖３四歩", "☗２二角成", "☖同　銀", "☗４五角", "☖３二金", "☗３四角", "☖３三銀", "☗５六角", "☖４四銀"),
        write("japanese", game));
    assertEquals(
        List.of(
            "７六歩(77)",
            "３四歩(33)",
            "２二角成(88)",
            "同　銀(31)",
            "４五角打",
            "３二金(41)",
            "３四角(45)",
            "３三銀(22)",
            "５六角(34)",
            "４四銀(33)"),
        write("kif", game));
    assertEquals(
        List.of("P-7f", "P-3d", "Bx2b+", "Sx2b", "B*4e", "G-3b", "Bx3d", "S-3c", "B-5f", "S-4d"),
        write("western", game));
    assertEquals(
        List.of("7g7f", "3c3d", "8h2b+", "3a2b", "B*4e", "4a3b", "4e3d", "2b3c", "3d5f", "3c4d"),
        write("usi", game));
  }

  @Test
  void aMoveThatCouldPromoteAndDoesNotSaysSo() {
    GameRecord<ShogiPosition, Move> game = GameRecord.start(SHOGI);
    for (String move : "7g7f 3c3d 8h2b".split(" ")) {
      game = game.play(move);
    }
    assertEquals("☗２二角不成", write("japanese", game).get(2));
    assertEquals("Bx2b=", write("western", game).get(2));
  }

  @Test
  void eachSeededPlayoutIsWrittenAsTheRecordWritersWriteIt() {
    for (long seed = 0; seed < 60; seed++) {
      GameRecord<ShogiPosition, Move> game = RandomRecords.playout(SHOGI, seed, 160);
      String kif = Kif.FORMAT.write(game);
      List<String> kifMoves = new ArrayList<>();
      Matcher m = KIF_MOVE.matcher(kif);
      while (m.find() && kifMoves.size() < game.ply()) {
        kifMoves.add(m.group(2));
      }
      assertEquals(kifMoves, write("kif", game), "seed " + seed + "\n" + kif);
      List<String> ki2Moves = new ArrayList<>();
      // a move as long as its column is followed by the next without a space
      Matcher ki2 = KI2_MOVE.matcher(Ki2.FORMAT.write(game));
      while (ki2.find()) {
        ki2Moves.add(ki2.group().replace('▲', '☗').replace('△', '☖'));
      }
      assertEquals(ki2Moves, write("japanese", game), "seed " + seed);
      List<String> western = new ArrayList<>();
      List<String> usi = new ArrayList<>();
      for (int i = 0; i < game.ply(); i++) {
        ShogiPosition before = game.positions().get(i);
        western.add(WesternNotation.format(before, game.moves().get(i)));
        usi.add(SHOGI.formatMove(before, game.moves().get(i)));
      }
      assertEquals(western, write("western", game), "seed " + seed);
      assertEquals(usi, write("usi", game), "seed " + seed);
    }
  }

  /**
   * KIF says {@code 不成} exactly where the move's promoting twin is legal too: the writer decides it
   * from the piece and the zone, without testing the twin.
   */
  @Test
  void kifSaysItDoesNotPromoteExactlyWhereThePromotionIsLegal() {
    MoveNotation<ShogiPosition, Move> kif = SHOGI.moveNotation("kif");
    int checked = 0;
    for (long seed = 0; seed < 40; seed++) {
      GameRecord<ShogiPosition, Move> game = RandomRecords.playout(SHOGI, seed, 160);
      for (ShogiPosition position : game.positions()) {
        List<Move> legal = position.legalMoves();
        for (Move move : legal) {
          if (move.isDrop() || move.promotes()) {
            continue;
          }
          Move twin = Move.of(move.from().orElseThrow(), move.to(), true);
          String written = kif.write(position, List.of(move)).get(0);
          assertEquals(
              legal.contains(twin),
              written.contains("不成"),
              "seed " + seed + ": " + written + " in " + position);
          checked += legal.contains(twin) ? 1 : 0;
        }
      }
    }
    assertTrue(checked > 1000, checked + " moves that may promote");
  }

  @Test
  void anIllegalMoveIsRefused() {
    ShogiPosition start = SHOGI.start();
    Move pawn = SHOGI.parseMove(start, "7g7f");
    for (MoveNotation<ShogiPosition, Move> notation : SHOGI.moveNotations()) {
      assertThrows(
          IllegalMoveException.class,
          () -> notation.write(start, List.of(pawn, pawn)),
          notation.name());
    }
  }

  private static List<String> write(String notation, GameRecord<ShogiPosition, Move> game) {
    return SHOGI.moveNotation(notation).write(game.startPosition(), game.moves());
  }
}
