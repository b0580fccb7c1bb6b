package io.github.plateau.engine;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.Player;

/**
 * How a served bot introduces itself: the name and author each protocol's handshake gives ({@code
 * id name} and {@code id author} in USI, UCI, UCCI and NSP, Hub's {@code id name=.. author=..}, the
 * Follower's name in DXP's GAMEACC, which keeps its first 32 characters).
 *
 * @param name the engine's name: printable, without line breaks, 1 to 100 characters
 * @param author its author, under the same rules
 */
public record EngineIdentity(String name, String author) {
  /** The longest name or author. */
  public static final int MAX_LENGTH = 100;

  /**
   * Checks the fields.
   *
   * @param name the engine's name
   * @param author its author
   * @throws IllegalArgumentException if a field is null, blank, longer than {@value #MAX_LENGTH}
   *     characters, or holds a control character (a line break would end the protocol's line)
   */
  public EngineIdentity {
    check("name", name);
    check("author", author);
  }

  /**
   * The identity Plateau gives a player unless told otherwise: its name followed by {@code
   * (Plateau)}, and the author {@code Plateau}. A name that could not stand in a protocol line is
   * made to: its control characters become {@code ?}, and it is cut to fit.
   *
   * @param player the player served
   * @return the identity
   * @throws IllegalArgumentException if the player is null
   */
  public static EngineIdentity of(Player<?, ?> player) {
    checkArgument(player != null, "player is null");
    String suffix = " (Plateau)";
    String name =
        String.valueOf(player.name()).replaceAll("[\\p{Cntrl}\\u0080-\\u009f]", "?").strip();
    if (name.length() > MAX_LENGTH - suffix.length()) {
      name = name.substring(0, MAX_LENGTH - suffix.length());
    }
    return new EngineIdentity((name.isEmpty() ? "player" : name) + suffix, "Plateau");
  }

  private static void check(String field, String value) {
    checkArgument(value != null, "the engine's %s is null", field);
    checkArgument(!value.isBlank(), "the engine's %s is blank", field);
    checkArgument(
        value.length() <= MAX_LENGTH,
        "the engine's %s has %s characters; at most %s are allowed",
        field,
        value.length(),
        MAX_LENGTH);
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      checkArgument(
          c >= ' ' && c != 0x7f && !Character.isISOControl(c),
          "the engine's %s holds a control character at %s: %s",
          field,
          i,
          Messages.quote(value));
    }
  }
}
