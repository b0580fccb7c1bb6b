package io.github.plateau.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Game;
import io.github.plateau.core.Games;
import io.github.plateau.core.Perft;
import io.github.plateau.core.Position;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;

/** Distributed perft against the published counts and the single-machine perft. */
class DistributedPerftTest {
  private final SparkSession spark = LocalSpark.session();

  @Test
  void shogiStartDepth4IsThePublishedCount() {
    DistributedPerft.Result r = DistributedPerft.count(spark, "shogi", Optional.empty(), 4);
    assertEquals(719_731L, r.total());
    assertEquals(30, r.divide().size());
  }

  @Test
  void xiangqiTrickyPositionDepth3IsThePublishedCount() {
    String fen = "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1";
    assertEquals(43_929L, DistributedPerft.count(spark, "xiangqi", Optional.of(fen), 3).total());
  }

  @Test
  void draughtsDepth6SplitAtThreePliesIsThePublishedCount() {
    DistributedPerft.Result r = DistributedPerft.count(spark, "draughts", Optional.empty(), 6, 3);
    assertEquals(167_140L, r.total());
    assertEquals(3, r.splitDepth());
  }

  @Test
  void napoleonDepth3EqualsTheSingleMachineCount() {
    Game<?, ?> napoleon = Games.create("napoleon");
    long expected = napoleon.start().perft(3);
    assertEquals(expected, DistributedPerft.count(spark, "napoleon", Optional.empty(), 3).total());
  }

  @Test
  void transpositionsAreCountedOnceAndTheDivideIsExact() {
    // Three plies of split: shogi's move orders meet from the third ply on.
    DistributedPerft.Result r = DistributedPerft.count(spark, "shogi", Optional.empty(), 4, 3);
    assertEquals(719_731L, r.total());
    assertEquals(25_470L, r.paths()); // every path of three plies: perft 3
    assertTrue(r.subtrees() < r.paths(), r.subtrees() + " distinct of " + r.paths());
    assertEquals(divide(Games.create("shogi")), r.divide());
    assertTrue(r.divideText().endsWith("\n719731\n"));
  }

  @Test
  void anAutomaticSplitStopsShortOfTheLimit() {
    DistributedPerft.Result r =
        DistributedPerft.count(spark, "draughts", Optional.empty(), 6, 0, 100);
    assertEquals(167_140L, r.total());
    assertEquals(2, r.splitDepth()); // 81 subtrees; the third ply's 658 would pass the limit
  }

  @Test
  void depthsZeroAndOneAreCountedOnTheDriver() {
    assertEquals(1L, DistributedPerft.count(spark, "xiangqi", Optional.empty(), 0).total());
    DistributedPerft.Result one = DistributedPerft.count(spark, "xiangqi", Optional.empty(), 1);
    assertEquals(44L, one.total());
    assertEquals(44, one.divide().size());
  }

  @Test
  void badInputIsAnIllegalArgumentException() {
    Optional<String> start = Optional.empty();
    assertThrows(
        IllegalArgumentException.class, () -> DistributedPerft.count(spark, "chess", start, 3));
    assertThrows(
        IllegalArgumentException.class, () -> DistributedPerft.count(spark, "shogi", start, -1));
    assertThrows(
        IllegalArgumentException.class,
        () -> DistributedPerft.count(spark, "shogi", start, Perft.MAX_DEPTH + 1));
    assertThrows(
        IllegalArgumentException.class, () -> DistributedPerft.count(spark, "shogi", start, 3, 3));
    assertThrows(
        IllegalArgumentException.class,
        () -> DistributedPerft.count(spark, "shogi", Optional.of("not a position"), 3));
    assertThrows(
        IllegalArgumentException.class, () -> DistributedPerft.count(spark, null, start, 3));
    assertThrows(
        IllegalArgumentException.class,
        () -> DistributedPerft.count(spark, "draughts", start, 30, 29, 1000));
  }

  private static <P extends Position<P, M>, M> Map<String, Long> divide(Game<P, M> game) {
    P start = game.start();
    Map<String, Long> expected = new TreeMap<>();
    Perft.divide(start, 4).forEach((m, n) -> expected.put(game.formatMove(start, m), n));
    return expected;
  }
}
