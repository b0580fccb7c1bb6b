package io.github.plateau.draughts;

import io.github.plateau.core.NotationException;
import io.github.plateau.core.Options;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The registry options of {@link DraughtsRules}, read and written in one fixed order (see its class
 * comment), with the former per-side move counts read as aliases of the ply limits.
 */
final class RulesOptions {
  // The names of the rules' numbers and flags, in the order of their components, which is the
  // order the options are written in; the flags come after the numbers.
  private static final String[] NUMBERS = {
    "size", "king-move-plies", "long-endgame-plies", "short-endgame-plies", "repetitions"
  };
  private static final String[] FLAGS = {"backward", "majority", "flying", "promotion"};

  /** The former names of the ply limits, in moves of each side (twice as many plies); or null. */
  private static final String[] FORMER = {null, "kingmoves", "endgame16", "endgame5", null};

  private static final int SIZE = 0;
  private static final int REPETITIONS = 4;

  private static final Set<String> SIZES =
      Set.of("4", "6", "8", "10", "12", "14", "16", "18", "20");
  private static final Set<String> BOOLEANS = Set.of("true", "false");

  private RulesOptions() {}

  /**
   * The rules the options make from {@code base}.
   *
   * @param sizeOption whether {@code size} is an option (the game {@code draughts}) or fixed by the
   *     id
   */
  static DraughtsRules read(DraughtsRules base, Options options, boolean sizeOption) {
    Set<String> known = new LinkedHashSet<>();
    known.addAll(Arrays.asList(NUMBERS).subList(sizeOption ? SIZE : SIZE + 1, NUMBERS.length));
    known.addAll(Arrays.asList(FLAGS));
    for (String former : FORMER) {
      if (former != null) {
        known.add(former);
      }
    }
    options.requireOnly(known);
    int[] numbers = base.numbers();
    if (sizeOption) {
      numbers[SIZE] =
          Integer.parseInt(options.choice(NUMBERS[SIZE], String.valueOf(numbers[SIZE]), SIZES));
    }
    for (int i = SIZE + 1; i < REPETITIONS; i++) {
      numbers[i] = plies(options, NUMBERS[i], FORMER[i], numbers[i]);
    }
    numbers[REPETITIONS] =
        options.integer(
            NUMBERS[REPETITIONS], numbers[REPETITIONS], 2, DraughtsRules.MAX_REPETITIONS);
    boolean[] flags = base.flags();
    for (int i = 0; i < FLAGS.length; i++) {
      flags[i] = Boolean.parseBoolean(options.choice(FLAGS[i], String.valueOf(flags[i]), BOOLEANS));
    }
    return new DraughtsRules(numbers, flags);
  }

  /** A ply limit, given in plies under its name or in moves of each side under its former one. */
  private static int plies(Options options, String name, String former, int defaultPlies) {
    boolean plies = options.keys().contains(name);
    boolean moves = options.keys().contains(former);
    if (plies && moves) {
      throw bothNames(options, name, former);
    }
    if (moves) {
      return 2 * options.integer(former, 0, 0, DraughtsRules.MAX_LIMIT_PLIES / 2);
    }
    return options.integer(name, defaultPlies, 0, DraughtsRules.MAX_LIMIT_PLIES);
  }

  /** The error for a rule given under both names, at the former name's place. */
  private static NotationException bothNames(Options options, String name, String former) {
    return options.problem(
        former,
        "option '" + former + "' is the former name of '" + name + "'; give only one of them");
  }

  /**
   * The options that make {@code rules} from {@code base}, each only when it differs, in the fixed
   * order.
   *
   * @param withSize whether the size is written (it is implied by the id otherwise)
   */
  static String write(DraughtsRules rules, DraughtsRules base, boolean withSize) {
    List<String> out = new ArrayList<>();
    int[] numbers = rules.numbers();
    int[] baseNumbers = base.numbers();
    for (int i = withSize ? SIZE : SIZE + 1; i < NUMBERS.length; i++) {
      if (numbers[i] != baseNumbers[i]) {
        out.add(NUMBERS[i] + "=" + numbers[i]);
      }
    }
    boolean[] flags = rules.flags();
    boolean[] baseFlags = base.flags();
    for (int i = 0; i < FLAGS.length; i++) {
      if (flags[i] != baseFlags[i]) {
        out.add(FLAGS[i] + "=" + flags[i]);
      }
    }
    return String.join(",", out);
  }
}
