package io.github.plateau.draughts;

import io.github.plateau.core.Game;
import io.github.plateau.core.GameProvider;
import io.github.plateau.core.Options;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Makes the draughts games known to {@link io.github.plateau.core.Games}: {@code draughts}
 * (international, 10 x 10), {@code draughts-brazilian} (8 x 8) and {@code draughts-canadian} (12 x
 * 12).
 *
 * <p>Options: {@code kingmoves=N} (FMJD 6.2, default 25), {@code endgame16=N} (6.3, default 16),
 * {@code endgame5=N} (6.4, default 5), {@code repetitions=N} (6.1, default 3); the rule flags of
 * {@link Rules}, each {@code true} or {@code false}: {@code backward} (men capture backward,
 * default true), {@code majority} (majority capture, default true), {@code flying} (flying kings,
 * default true), {@code promotion} (promotion during a capture, default false); and for {@code
 * draughts} only {@code size=N}, an even board size from 4 to 20 (default 10). Russian draughts,
 * for instance, is {@code draughts-brazilian:majority=false,promotion=true}.
 */
public final class DraughtsProvider implements GameProvider {
  static final String INTERNATIONAL = "draughts";
  static final String BRAZILIAN = "draughts-brazilian";
  static final String CANADIAN = "draughts-canadian";
  private static final Set<String> FLAGS = Set.of("backward", "majority", "flying", "promotion");

  /** The provider, as the service loader creates it. */
  public DraughtsProvider() {}

  @Override
  public List<String> ids() {
    return List.of(INTERNATIONAL, BRAZILIAN, CANADIAN);
  }

  @Override
  public Game<?, ?> create(String id, Options options) {
    if (id == null || options == null) {
      throw new IllegalArgumentException("id and options must not be null");
    }
    int defaultSize =
        switch (id) {
          case INTERNATIONAL -> 10;
          case BRAZILIAN -> 8;
          case CANADIAN -> 12;
          default ->
              throw new IllegalArgumentException(
                  "unknown draughts game '" + id + "'; known: " + ids());
        };
    Set<String> known = new HashSet<>(FLAGS);
    known.addAll(Set.of("kingmoves", "endgame16", "endgame5", "repetitions"));
    if (id.equals(INTERNATIONAL)) {
      known.add("size");
    }
    options.requireOnly(known);
    int size =
        id.equals(INTERNATIONAL)
            ? Integer.parseInt(
                options.choice(
                    "size", "10", Set.of("4", "6", "8", "10", "12", "14", "16", "18", "20")))
            : defaultSize;
    return new Draughts(
        new Rules(
            size,
            options.integer("kingmoves", 25, 1, 1000),
            options.integer("endgame16", 16, 1, 1000),
            options.integer("endgame5", 5, 1, 1000),
            options.integer("repetitions", 3, 2, 100),
            flag(options, "backward", true),
            flag(options, "majority", true),
            flag(options, "flying", true),
            flag(options, "promotion", false)));
  }

  private static boolean flag(Options options, String key, boolean defaultValue) {
    return Boolean.parseBoolean(
        options.choice(key, String.valueOf(defaultValue), Set.of("true", "false")));
  }
}
