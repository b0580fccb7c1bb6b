package io.github.plateau.engine;

import io.github.plateau.core.text.Decimals;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The option lines of the UCI family, read and written in one place: {@code option name N type T
 * [default V] ...} as an engine announces an option (USI, UCI and NSP; UCCI writes no {@code name}
 * word and a one-word name), and {@code setoption name N value V} as a GUI sets one. A client reads
 * the first and writes the second; a server reads the second and writes the first.
 */
final class OptionLines {
  private OptionLines() {}

  /** An option a GUI sets: its name, and its value (empty when none is given). */
  record Setting(String name, String value) {}

  /**
   * Reads an engine's option line, or empty if it is not one a client can use.
   *
   * @param line the line, starting with {@code option}
   * @param named true if the name follows the word {@code name} and runs to {@code type} (USI, UCI,
   *     NSP); false if it is the one word after {@code option} (UCCI)
   * @param wholeValue true if the default runs to the end of the line (NSP); false if it is one
   *     word, and none when the next word is {@code min} or {@code var} (the UCI family)
   * @return the option; a missing type is {@code string}, a default {@code <empty>} is empty
   */
  static Optional<LineClient.Option> read(String line, boolean named, boolean wholeValue) {
    Tokens t = new Tokens(line);
    t.next("option");
    String name;
    if (named) {
      if (!t.next("name").equals("name")) {
        return Optional.empty();
      }
      name = t.until("type");
      if (name.isEmpty() || !t.hasNext()) {
        return Optional.empty();
      }
      t.next("type");
    } else {
      name = t.next("a name");
      if (!t.hasNext() || !t.next("").equals("type")) {
        return Optional.empty();
      }
    }
    String type = t.hasNext() ? t.next("") : "string";
    String value = "";
    while (t.hasNext()) {
      if (t.next("").equals("default")) {
        value = wholeValue ? t.rest() : defaultWord(t);
        break;
      }
    }
    return Optional.of(new LineClient.Option(name, type, value.equals("<empty>") ? "" : value));
  }

  private static String defaultWord(Tokens t) {
    boolean given = t.hasNext() && !t.peek().equals("min") && !t.peek().equals("var");
    return given ? t.next("") : "";
  }

  /**
   * The line a server announces one of its player's options with, its current value the default:
   * the search player's {@code Hash} a spin of 1 to {@link UciFamilyServer#HASH_MAX} megabytes (as
   * UCI's and USI's own hash options), any other option a string.
   *
   * @param prefix {@code "option name "}, or {@code "option "} in UCCI
   */
  static String announce(String prefix, String name, String value) {
    return isHash(name, value)
        ? prefix + name + " type spin default " + value + " min 1 max " + UciFamilyServer.HASH_MAX
        : prefix + name + " type string default " + value;
  }

  /**
   * Whether a player's option is the search player's table size: named {@code Hash}, a whole number
   * of megabytes in the spin's range.
   */
  static boolean isHash(String name, String value) {
    if (!name.equals(UciFamilyServer.HASH)) {
      return false;
    }
    OptionalLong megabytes = Decimals.parse(value);
    return megabytes.isPresent()
        && megabytes.getAsLong() >= 1
        && megabytes.getAsLong() <= UciFamilyServer.HASH_MAX;
  }

  /**
   * The line a client sets an option with.
   *
   * @return {@code setoption name N value V}
   */
  static String set(String name, String value) {
    return "setoption name " + name + " value " + value;
  }

  /**
   * Reads {@code name N value V} after the word {@code setoption}: the name may hold spaces up to
   * {@code value}, and the value runs to the end of the line.
   *
   * @throws IllegalArgumentException if the word {@code name} or the name is missing
   */
  static Setting setting(Tokens t) {
    if (!t.next("name after setoption").equals("name")) {
      throw new IllegalArgumentException("expected setoption name <name> value <value>");
    }
    String name = t.until("value");
    if (name.isEmpty()) {
      throw new IllegalArgumentException("setoption names no option");
    }
    if (t.hasNext()) {
      t.next("value");
    }
    return new Setting(name, t.rest());
  }
}
