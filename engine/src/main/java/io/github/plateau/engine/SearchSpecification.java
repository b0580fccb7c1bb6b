package io.github.plateau.engine;

import io.github.plateau.core.Game;
import io.github.plateau.core.Games;
import io.github.plateau.core.Player;
import io.github.plateau.core.Position;
import io.github.plateau.core.search.Evaluation;
import io.github.plateau.core.search.SearchPlayer;
import io.github.plateau.core.search.Searcher;
import io.github.plateau.core.text.Decimals;

/**
 * The built-in search player's specifications: {@code search}, searching within each turn's limits
 * on one thread, and {@code search:} followed by comma-separated settings: at most one of {@code
 * depth=N}, {@code nodes=N}, {@code movetime=MS}, which also bound every turn by N plies (1 to
 * {@link Searcher#MAX_DEPTH}), N nodes or MS milliseconds, and {@code threads=N}, searching on N
 * threads that share the table (1 to {@link Searcher#MAX_THREADS}). The player is core's {@link
 * SearchPlayer} with the game's default evaluation ({@link Games#evaluation}) and a contempt for
 * draws.
 */
final class SearchSpecification {
  /** The name that begins every search specification. */
  static final String NAME = "search";

  /** The transposition table's entries: 2^20, 16 bytes each, 16 MB. */
  static final int TABLE_ENTRIES = 1 << 20;

  /**
   * The contempt for draws, a fifth of a pawn (soldier, man, infantry): a level game is played on,
   * not repeated into a draw.
   */
  static final int CONTEMPT = 20;

  private static final String PREFIX = NAME + ":";
  private static final int MAX_THREADS = Searcher.MAX_THREADS;

  private SearchSpecification() {}

  /**
   * Whether a text names the search player, well formed or not.
   *
   * @param spec the text, not null
   * @return true for {@code search} and {@code search:...}
   */
  static boolean names(String spec) {
    return spec.equals(NAME) || spec.startsWith(PREFIX);
  }

  /**
   * The search player of a specification.
   *
   * @param game the game to play
   * @param spec a specification that {@link #names} the search player
   * @param <P> the position type
   * @param <M> the move type
   * @return a new player
   * @throws IllegalArgumentException if the game has no default evaluation, or a setting is
   *     malformed, out of range or given twice
   */
  static <P extends Position<P, M>, M> Player<P, M> create(Game<P, M> game, String spec) {
    Evaluation<P, M> evaluation =
        Games.evaluation(game)
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "the search player needs a default evaluation, and "
                            + Messages.quote(game.id())
                            + " has none"));
    int threads = 0; // not given: one
    LimitCap cap = null;
    String settings = spec.equals(NAME) ? "" : spec.substring(PREFIX.length());
    // "search:" holds one empty setting, refused as the last of "search:depth=2," is
    for (String setting : spec.equals(NAME) ? new String[0] : settings.split(",", -1)) {
      if (setting.startsWith("threads=")) {
        if (threads != 0) {
          throw new IllegalArgumentException(
              "the search player takes threads once, not " + Messages.quote(settings));
        }
        threads = (int) number("threads", setting.substring("threads=".length()), MAX_THREADS);
      } else {
        LimitCap limit = cap(setting);
        if (cap != null) {
          throw new IllegalArgumentException(
              "the search player takes one limit of depth, nodes and movetime, not "
                  + Messages.quote(settings));
        }
        cap = limit;
      }
    }
    SearchPlayer<P, M> player =
        new SearchPlayer<>(evaluation, TABLE_ENTRIES, CONTEMPT, Math.max(1, threads));
    return cap == null ? player : new CappedPlayer<>(player, cap);
  }

  private static LimitCap cap(String limit) {
    int equals = limit.indexOf('=');
    String key = equals < 0 ? limit : limit.substring(0, equals);
    LimitCap.Kind kind =
        switch (key) {
          case "depth" -> LimitCap.Kind.DEPTH;
          case "nodes" -> LimitCap.Kind.NODES;
          case "movetime" -> LimitCap.Kind.MOVETIME;
          default -> null;
        };
    if (kind == null || equals < 0) {
      throw new IllegalArgumentException(
          "the search player's setting is depth=N, nodes=N, movetime=MS or threads=N, not "
              + Messages.quote(limit));
    }
    long most = kind == LimitCap.Kind.DEPTH ? Searcher.MAX_DEPTH : Long.MAX_VALUE;
    long value = number(key, limit.substring(equals + 1), most);
    return new LimitCap(kind, value);
  }

  /** A setting's whole number from 1 to {@code most}. */
  private static long number(String key, String text, long most) {
    long value = Decimals.parse(text).orElse(0);
    if (value < 1 || value > most) {
      throw new IllegalArgumentException(
          "the search player's "
              + key
              + " must be a whole number from 1 to "
              + most
              + ", not "
              + Messages.quote(text));
    }
    return value;
  }
}
