package io.github.plateau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Games;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Position;
import io.github.plateau.core.SetupPhase;
import io.github.plateau.core.Side;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every numeric rules option of every game, given extreme values alone and in seeded random mixes:
 * the game is either refused with a {@link NotationException} pointing at one of the options given,
 * or made with a start position where the game goes on.
 */
class OptionBoundsTest {
  /**
   * The numeric options of each game, as the README lists them, by the specification they are added
   * to (the games of three and four armies are where a threshold is counted per camp).
   */
  private static final Map<String, List<String>> NUMERIC =
      Map.of(
          "shogi", List.of("max-plies", "move-limit"),
          "xiangqi", List.of("no-capture-plies", "nocapture"),
          "draughts",
              List.of(
                  "size",
                  "king-move-plies",
                  "long-endgame-plies",
                  "short-endgame-plies",
                  "repetitions",
                  "kingmoves",
                  "endgame16",
                  "endgame5"),
          "draughts-brazilian", List.of("king-move-plies", "repetitions", "endgame5"),
          "napoleon", List.of("width", "height", "k", "max-plies", "plies", "rows", "armies"),
          "napoleon:armies=3", List.of("width", "height", "k", "max-plies", "rows"),
          "napoleon:armies=4", List.of("k", "max-plies", "plies", "rows"));

  /** Values that are no numbers as a person types them: refused whatever the range. */
  private static final Set<String> NOT_ASCII_DECIMAL = Set.of("\u0661", "+1");

  private static final List<String> EXTREMES =
      List.of(
          "0",
          "-1",
          "1",
          "2",
          "3",
          "4",
          "13",
          "27",
          "2147483647",
          "2147483648",
          "-2147483648",
          "9223372036854775807",
          "9223372036854775808",
          "9".repeat(400),
          "\u0661", // an Arabic-Indic one, which Integer.parseInt reads as 1
          "+1");

  @Test
  void theReportedOverflowIsRefusedByName() {
    NotationException e =
        assertThrows(NotationException.class, () -> Games.create("napoleon:k=2147483647,armies=3"));
    assertTrue(e.getMessage().contains("'k' must be an integer from 1 to 9999"), e.getMessage());
    assertEquals("napoleon:".length(), e.offset());
  }

  @Test
  void everyNumericOptionAloneIsRefusedOrPlayable() {
    NUMERIC.forEach(
        (base, keys) -> {
          for (String key : keys) {
            for (String value : EXTREMES) {
              boolean made = check(base, Map.of(key, value));
              assertFalse(made && NOT_ASCII_DECIMAL.contains(value), base + " took " + value);
            }
          }
        });
  }

  @Test
  void seededMixesOfExtremeValuesAreRefusedOrPlayable() {
    Random random = new Random(22);
    List<String> ids = new ArrayList<>(NUMERIC.keySet());
    ids.sort(null);
    for (int trial = 0; trial < 400; trial++) {
      String id = ids.get(random.nextInt(ids.size()));
      List<String> keys = NUMERIC.get(id);
      Map<String, String> options = new LinkedHashMap<>();
      int count = 1 + random.nextInt(3);
      for (int i = 0; i < count; i++) {
        String value =
            random.nextBoolean()
                ? EXTREMES.get(random.nextInt(EXTREMES.size()))
                : Integer.toString(random.nextInt(40));
        options.putIfAbsent(keys.get(random.nextInt(keys.size())), value);
      }
      if (id.startsWith("napoleon") && random.nextInt(4) == 0) {
        options.putIfAbsent(
            "army", EXTREMES.get(random.nextInt(EXTREMES.size())).replace("-", "") + ":G1D1I9999");
      }
      check(id, options);
    }
  }

  /**
   * Makes the game and checks that it is refused at one of the options or starts sanely.
   *
   * @return whether the game was made
   */
  private static boolean check(String base, Map<String, String> options) {
    StringBuilder spec = new StringBuilder(base);
    options.forEach(
        (key, value) ->
            spec.append(spec.indexOf(":") < 0 ? ':' : ',').append(key).append('=').append(value));
    Game<?, ?> game;
    try {
      game = Games.create(spec.toString());
    } catch (NotationException e) {
      // an option's name starts right after the ':' or a ',' (the base's options count too)
      int at = e.offset();
      boolean atOption =
          at > 0
              && at < spec.length()
              && (spec.charAt(at - 1) == ':' || spec.charAt(at - 1) == ',');
      assertTrue(atOption, spec + ": the error points at no option: " + e.getMessage());
      assertTrue(e.getMessage().length() < 600, spec + ": a long message");
      return false;
    } catch (RuntimeException e) {
      throw new AssertionError(spec + " threw " + e, e);
    }
    startsSanely(game, spec.toString());
    return true;
  }

  private static <P extends Position<P, M>, M> void startsSanely(Game<P, M> game, String spec) {
    P start = game.start();
    Optional<SetupPhase<P, M>> setup = game.setupPhase();
    if (setup.isPresent()) {
      Map<Side, String> setups = new LinkedHashMap<>();
      for (Side side : game.sides()) {
        setups.put(side, setup.get().defaultSetup(side));
      }
      start = setup.get().start(setups, game.sides().get(0));
    }
    if (start.outcome().isPresent()) {
      fail(spec + ": the start position is already decided: " + start.outcome().get());
    }
    assertFalse(start.legalMoves().isEmpty(), spec + ": no legal move at the start");
    assertTrue(
        game.judge(GameRecord.start(game, start)).isEmpty(), spec + ": the start is judged over");
  }
}
