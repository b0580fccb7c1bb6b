package io.github.plateau.core.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.plateau.core.Game;
import io.github.plateau.core.Games;
import io.github.plateau.core.Position;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The contract test suite every game module runs: extend it in a class named {@code ...Test} and
 * give the game, the start positions of the random playouts and texts that are not positions.
 *
 * <p>It plays seeded random games (the seeds are fixed, so a run is repeatable) and checks every
 * position, every game record and every parser on them; a failure names its seed and its move
 * sequence, shrunk to the shortest one that still fails.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public abstract class GameContract<P extends Position<P, M>, M> {

  /**
   * The game under test.
   *
   * @return the game
   */
  protected abstract Game<P, M> game();

  /**
   * Texts that are not positions of the game: each must be refused with a documented exception.
   *
   * @return malformed or impossible position texts
   */
  protected abstract List<String> malformedPositions();

  /**
   * Where the random playouts start. Default: the start position.
   *
   * @return one or more positions
   */
  protected List<P> startPositions() {
    return List.of(game().start());
  }

  /**
   * Random playouts per start position.
   *
   * @return a count
   */
  protected int playouts() {
    return 100;
  }

  /**
   * Random games played through {@link io.github.plateau.core.GameRecord} per start position: the
   * record checks are cheap, so there are thousands of them.
   *
   * @return a count
   */
  protected int recordGames() {
    return 1000;
  }

  /**
   * The longest playout.
   *
   * @return plies
   */
  protected int maxPlies() {
    return 300;
  }

  /**
   * The first seed of the playouts.
   *
   * @return a seed
   */
  protected long seed() {
    return 20261122L;
  }

  /**
   * Whether the game is registered with {@link Games} under {@link Game#id()}.
   *
   * @return true for the games a module ships
   */
  protected boolean registered() {
    return true;
  }

  private ContractChecks<P, M> checks() {
    return new ContractChecks<>(game());
  }

  private List<P> samples(int every) {
    List<P> samples = new ArrayList<>();
    for (P start : startPositions()) {
      samples.addAll(
          checks().sample(start, seed(), Math.max(1, playouts() / 10), maxPlies(), every));
    }
    return samples;
  }

  @Test
  void everyPositionOfRandomPlayoutsKeepsTheContract() {
    for (P start : startPositions()) {
      checks().checkPlayouts(start, seed(), playouts(), maxPlies());
    }
  }

  @Test
  void gameRecordsKeepTheirHistoryAndOutcome() {
    for (P start : startPositions()) {
      checks().checkRecords(start, seed(), recordGames(), maxPlies());
    }
  }

  @Test
  void malformedPositionsAreRefused() {
    checks().checkMalformedPositions(malformedPositions());
  }

  @Test
  void mutatedPositionTextsGiveOnlyDocumentedExceptions() {
    checks().checkPositionFuzz(samples(7), seed(), 50);
  }

  @Test
  void mutatedMoveTextsGiveOnlyDocumentedExceptions() {
    checks().checkMoveFuzz(samples(7), seed(), 50);
  }

  @Test
  void theSearchBoardFollowsTheImmutablePositions() {
    for (P start : startPositions()) {
      checks().checkSearchBoard(start, seed(), Math.max(1, playouts() / 5), maxPlies());
    }
  }

  @Test
  void generateCapturesListsTheCapturesOfGenerate() {
    for (P start : startPositions()) {
      checks().checkCaptures(start, seed(), Math.max(1, playouts() / 5), maxPlies());
    }
  }

  @Test
  void generateChecksListsTheChecksOfGenerate() {
    for (P start : startPositions()) {
      checks().checkChecks(start, seed(), Math.max(1, playouts() / 5), maxPlies());
    }
  }

  @Test
  void perftThroughPushAndPopEqualsPerft() {
    checks().checkSearchPerft(samples(25), 2);
  }

  @Test
  void perftAgreesWithTheLegalMoveLists() {
    checks().checkPerft(samples(25), 2);
  }

  @Test
  void theRegistryCreatesTheGame() {
    assumeTrue(registered(), "the game is not registered");
    Game<?, ?> found = Games.create(game().id());
    assertEquals(game().id(), found.id());
    assertEquals(game().start().toString(), found.start().toString());
    assertEquals(game(), found, "the registry's game is not equal to the game under test");
  }
}
