package io.github.plateau.draughts;

import io.github.plateau.core.NotationException;
import io.github.plateau.core.Options;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The registry options of {@link DraughtsRules}, read and written in one fixed order (see its class
 * comment), with the former per-side move counts read as aliases of the ply limits.
 */
final class RulesOptions {
  static final String SIZE = "size";
  static final String KING_MOVE_PLIES = "king-move-plies";
  static final String LONG_ENDGAME_PLIES = "long-endgame-plies";
  static final String SHORT_ENDGAME_PLIES = "short-endgame-plies";
  static final String REPETITIONS = "repetitions";
  static final String BACKWARD = "backward";
  static final String MAJORITY = "majority";
  static final String FLYING = "flying";
  static final String PROMOTION = "promotion";

  /** The former names, in moves of each side: twice as many plies. */
  static final String KINGMOVES = "kingmoves";

  static final String ENDGAME16 = "endgame16";
  static final String ENDGAME5 = "endgame5";

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
    if (sizeOption) {
      known.add(SIZE);
    }
    known.addAll(
        List.of(
            KING_MOVE_PLIES,
            LONG_ENDGAME_PLIES,
            SHORT_ENDGAME_PLIES,
            REPETITIONS,
            BACKWARD,
            MAJORITY,
            FLYING,
            PROMOTION,
            KINGMOVES,
            ENDGAME16,
            ENDGAME5));
    options.requireOnly(known);
    int size =
        sizeOption
            ? Integer.parseInt(options.choice(SIZE, String.valueOf(base.size()), SIZES))
            : base.size();
    return new DraughtsRules(
        size,
        plies(options, KING_MOVE_PLIES, KINGMOVES, base.kingMovePlies()),
        plies(options, LONG_ENDGAME_PLIES, ENDGAME16, base.longEndgamePlies()),
        plies(options, SHORT_ENDGAME_PLIES, ENDGAME5, base.shortEndgamePlies()),
        options.integer(REPETITIONS, base.repetitions(), 2, DraughtsRules.MAX_REPETITIONS),
        flag(options, BACKWARD, base.menCaptureBackward()),
        flag(options, MAJORITY, base.majorityCapture()),
        flag(options, FLYING, base.flyingKings()),
        flag(options, PROMOTION, base.promotionDuringCapture()));
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

  private static boolean flag(Options options, String key, boolean defaultValue) {
    return Boolean.parseBoolean(options.choice(key, String.valueOf(defaultValue), BOOLEANS));
  }

  /**
   * The options that make {@code rules} from {@code base}, each only when it differs, in the fixed
   * order.
   *
   * @param withSize whether the size is written (it is implied by the id otherwise)
   */
  static String write(DraughtsRules rules, DraughtsRules base, boolean withSize) {
    List<String> out = new ArrayList<>();
    if (withSize && rules.size() != base.size()) {
      out.add(SIZE + "=" + rules.size());
    }
    add(out, KING_MOVE_PLIES, rules.kingMovePlies(), base.kingMovePlies());
    add(out, LONG_ENDGAME_PLIES, rules.longEndgamePlies(), base.longEndgamePlies());
    add(out, SHORT_ENDGAME_PLIES, rules.shortEndgamePlies(), base.shortEndgamePlies());
    add(out, REPETITIONS, rules.repetitions(), base.repetitions());
    add(out, BACKWARD, rules.menCaptureBackward(), base.menCaptureBackward());
    add(out, MAJORITY, rules.majorityCapture(), base.majorityCapture());
    add(out, FLYING, rules.flyingKings(), base.flyingKings());
    add(out, PROMOTION, rules.promotionDuringCapture(), base.promotionDuringCapture());
    return String.join(",", out);
  }

  private static void add(List<String> out, String key, Object value, Object base) {
    if (!value.equals(base)) {
      out.add(key + "=" + value);
    }
  }
}
