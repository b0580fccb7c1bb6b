package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveNotation;
import io.github.plateau.core.testing.MoveWords;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Xiangqi's move notations ({@link Xiangqi#moveNotations()}): each writes every move as {@link Pgn}
 * writes it in its {@link MoveFormat}.
 */
class XiangqiMoveNotationsTest {
  private static final Xiangqi XIANGQI = new Xiangqi();
  private static final Set<String> RESULTS = Set.of("*", "1-0", "0-1", "1/2-1/2");

  @Test
  void theNotationsAreChineseWxfAndIccs() {
    assertEquals(
        List.of("chinese", "wxf", "iccs"),
        XIANGQI.moveNotations().stream().map(MoveNotation::name).toList());
    assertEquals(
        List.of("Chinese", "WXF", "ICCS"),
        XIANGQI.moveNotations().stream().map(MoveNotation::label).toList());
  }

  @Test
  void theCentralCannonOpening() {
    GameRecord<XiangqiPosition, Move> game = GameRecord.start(XIANGQI).play("h2e2").play("h9g7");
    assertEquals(List.of("炮二平五", "马８进７"), write("chinese", game));
    assertEquals(List.of("C2.5", "H8+7"), write("wxf", game));
    assertEquals(List.of("H2-E2", "H9-G7"), write("iccs", game));
  }

  @Test
  void eachSeededPlayoutIsWrittenAsPgnWritesIt() {
    for (long seed = 0; seed < 40; seed++) {
      Random random = new Random(seed);
      GameRecord<XiangqiPosition, Move> game = GameRecord.start(XIANGQI);
      int plies = random.nextInt(150);
      for (int i = 0; i < plies && !game.isOver(); i++) {
        List<Move> moves = game.current().legalMoves();
        game = game.play(moves.get(random.nextInt(moves.size())));
      }
      for (MoveFormat format : List.of(MoveFormat.CHINESE, MoveFormat.WXF, MoveFormat.ICCS)) {
        String notation = format.name().toLowerCase(java.util.Locale.ROOT);
        assertEquals(
            MoveWords.of(Pgn.FORMAT.in(format).write(game), RESULTS),
            write(notation, game),
            "seed " + seed + ", " + notation);
      }
    }
  }

  @Test
  void anIllegalMoveIsRefused() {
    XiangqiPosition start = XIANGQI.start();
    Move cannon = XIANGQI.parseMove(start, "h2e2");
    for (MoveNotation<XiangqiPosition, Move> notation : XIANGQI.moveNotations()) {
      assertThrows(
          IllegalMoveException.class,
          () -> notation.write(start, List.of(cannon, cannon)),
          notation.name());
    }
  }

  private static List<String> write(String notation, GameRecord<XiangqiPosition, Move> game) {
    return XIANGQI.moveNotation(notation).write(game.startPosition(), game.moves());
  }
}
