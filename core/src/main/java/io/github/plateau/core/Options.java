package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.common.collect.ImmutableSortedSet;
import io.github.plateau.core.text.Decimals;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

/**
 * The rules options of a game specification {@code ID:key=value,flag,...}, as given to {@link
 * GameProvider#create}. Immutable. Values are read with typed accessors that report a bad value as
 * a {@link NotationException} pointing into the specification.
 */
public final class Options {
  private static final Options NONE = new Options("", Map.of(), Map.of());

  /** Whole numbers first, by value ("4" before "10"), then words in alphabetical order. */
  private static final Comparator<String> NUMBERS_FIRST =
      Comparator.comparing((String v) -> !isWholeNumber(v))
          .thenComparing(v -> isWholeNumber(v) ? v.length() : 0)
          .thenComparing(Comparator.naturalOrder());

  // unmodifiable, in the order given; java.util's maps rather than Guava's, which would load dozens
  // of classes at every start of the command line
  private final String spec;
  private final Map<String, String> values; // a flag's value is ""
  private final Map<String, Integer> offsets; // where each key starts in spec

  private Options(String spec, Map<String, String> values, Map<String, Integer> offsets) {
    this.spec = spec;
    this.values = values;
    this.offsets = offsets;
  }

  /**
   * No options: every rule at its default.
   *
   * @return the empty options
   */
  public static Options none() {
    return NONE;
  }

  /**
   * Reads the options part of a specification.
   *
   * @param spec the whole specification, for error messages
   * @param from where the options start in {@code spec} (after the {@code ':'})
   * @return the options
   * @throws NotationException for an empty or repeated key or a malformed entry
   */
  static Options parse(String spec, int from) {
    Map<String, String> values = new LinkedHashMap<>();
    Map<String, Integer> offsets = new LinkedHashMap<>();
    int start = from;
    while (start <= spec.length()) {
      int end = spec.indexOf(',', start);
      if (end < 0) {
        end = spec.length();
      }
      String entry = spec.substring(start, end);
      int equals = entry.indexOf('=');
      String key = (equals < 0 ? entry : entry.substring(0, equals)).trim();
      String value = equals < 0 ? "" : entry.substring(equals + 1).trim();
      if (key.isEmpty()) {
        throw new NotationException("empty option name", spec, start);
      }
      if (equals >= 0 && value.isEmpty()) {
        throw new NotationException("option '" + key + "' has an empty value", spec, start);
      }
      if (values.containsKey(key)) {
        throw new NotationException("option '" + key + "' given twice", spec, start);
      }
      values.put(key, value);
      offsets.put(key, start);
      start = end + 1;
    }
    return new Options(
        spec, Collections.unmodifiableMap(values), Collections.unmodifiableMap(offsets));
  }

  /**
   * The option keys given, in order.
   *
   * @return an unmodifiable set
   */
  public Set<String> keys() {
    return values.keySet();
  }

  /**
   * Whether a flag (a key without value, or {@code key=true}) is set.
   *
   * @param key the flag's name
   * @return true if given without a value or as {@code true}; false if absent or {@code false}
   * @throws NotationException if the value is neither
   */
  public boolean flag(String key) {
    String value = values.get(key);
    if (value == null || value.equals("false")) {
      return false;
    }
    if (value.isEmpty() || value.equals("true")) {
      return true;
    }
    throw error(key, "flag '" + key + "' takes no value or true/false, not '" + value + "'");
  }

  /**
   * An integer option.
   *
   * @param key the option's name
   * @param defaultValue the value when the option is absent
   * @param min the smallest accepted value
   * @param max the largest accepted value
   * @return the value
   * @throws NotationException if the value is not a decimal integer in {@code [min, max]} written
   *     with ASCII digits, naming the option and that range
   */
  public int integer(String key, int defaultValue, int min, int max) {
    String value = values.get(key);
    if (value == null) {
      return defaultValue;
    }
    OptionalLong n = Decimals.parse(value);
    if (n.isPresent() && n.getAsLong() >= min && n.getAsLong() <= max) {
      return (int) n.getAsLong();
    }
    throw error(
        key,
        "option '"
            + key
            + "' must be an integer from "
            + min
            + " to "
            + max
            + ", not '"
            + value
            + "'");
  }

  /**
   * An option whose value is one of a fixed set of words.
   *
   * @param key the option's name
   * @param defaultValue the value when the option is absent
   * @param allowed the accepted values
   * @return the value
   * @throws NotationException if the value is not one of {@code allowed}
   */
  public String choice(String key, String defaultValue, Set<String> allowed) {
    String value = values.get(key);
    if (value == null) {
      return defaultValue;
    }
    if (!allowed.contains(value)) {
      throw error(
          key,
          "option '"
              + key
              + "' must be one of "
              + ImmutableSortedSet.copyOf(NUMBERS_FIRST, allowed)
              + ", not '"
              + value
              + "'");
    }
    return value;
  }

  /**
   * Reports the first option that is not among the known ones.
   *
   * @param known every option the game understands
   * @throws NotationException naming the unknown option and the known ones
   */
  public void requireOnly(Set<String> known) {
    checkArgument(known != null, "known is null");
    for (String key : values.keySet()) {
      if (!known.contains(key)) {
        String expected =
            known.isEmpty()
                ? "this game takes no option"
                : "known: " + ImmutableSortedSet.copyOf(known);
        throw error(key, "unknown option '" + key + "' (" + expected + ")");
      }
    }
  }

  private NotationException error(String key, String problem) {
    return new NotationException(problem, spec, offsets.get(key));
  }

  /**
   * The text of an option's value, for values of a game's own form.
   *
   * @param key the option's name
   * @return the value as written (empty for a flag), or empty if the option is absent
   * @throws IllegalArgumentException if the key is null
   */
  public Optional<String> value(String key) {
    checkArgument(key != null, "key is null");
    return Optional.ofNullable(values.get(key));
  }

  /**
   * An error about a given option, pointing at it in the user's specification: for a game's own
   * checks, such as two options that cannot go together.
   *
   * @param key an option present in these options
   * @param problem what is wrong, for a person to read
   * @return the exception, to throw, with the option's offset in the specification
   * @throws IllegalArgumentException if an argument is null or the option is not present
   */
  public NotationException problem(String key, String problem) {
    checkArgument(key != null, "key is null");
    checkArgument(problem != null, "problem is null");
    checkArgument(offsets.containsKey(key), "option '%s' is not given", key);
    return error(key, problem);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Options other && values.equals(other.values);
  }

  @Override
  public int hashCode() {
    return values.hashCode();
  }

  @Override
  public String toString() {
    StringBuilder out = new StringBuilder();
    values.forEach(
        (key, value) ->
            out.append(out.length() == 0 ? "" : ",")
                .append(key)
                .append(value.isEmpty() ? "" : "=" + value));
    return out.toString();
  }

  private static boolean isWholeNumber(String value) {
    return !value.isEmpty() && value.chars().allMatch(c -> c >= '0' && c <= '9');
  }
}
