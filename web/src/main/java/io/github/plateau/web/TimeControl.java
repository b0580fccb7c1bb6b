package io.github.plateau.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.plateau.core.text.Quoting;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A game's time control: each side's main time, the increment it gains after each turn, and the
 * byoyomi each turn may take once the main time is spent, in milliseconds.
 *
 * <p>A new game asks for one as {@code "clock": {"minutes": M, "increment": S, "byoyomi": S}}
 * (minutes from 0.1 to 180; increment and byoyomi in seconds from 0 to 60, both optional).
 */
record TimeControl(long initialMillis, long incrementMillis, long byoyomiMillis) {
  static final double MAX_MINUTES = 180;
  static final double MIN_MINUTES = 0.1;
  static final double MAX_SECONDS = 60;

  /**
   * The time control a new game's request asks for.
   *
   * @param node the request's {@code clock}, or null
   * @return the control, or empty for a game without clocks (no field, or null)
   * @throws ApiException 400 naming the field and the value it refuses: not an object, an unknown
   *     field, a value that is not a number, negative or too large
   */
  static Optional<TimeControl> of(JsonNode node) {
    if (node == null || node.isNull()) {
      return Optional.empty();
    }
    if (!node.isObject()) {
      throw new ApiException(
          400,
          "the clock must be an object such as {\"minutes\": 5, \"increment\": 3}, or null for"
              + " none, not "
              + Quoting.shown(node.toString()));
    }
    for (Map.Entry<String, JsonNode> field : node.properties()) {
      if (!Set.of("minutes", "increment", "byoyomi").contains(field.getKey())) {
        throw new ApiException(
            400,
            "the clock has no field '"
                + Quoting.shown(field.getKey())
                + "' (its fields: minutes, increment, byoyomi)");
      }
    }
    if (node.get("minutes") == null || node.get("minutes").isNull()) {
      throw new ApiException(400, "the clock's minutes are missing");
    }
    double minutes = number((ObjectNode) node, "minutes", "minutes", MIN_MINUTES, MAX_MINUTES);
    double increment = number((ObjectNode) node, "increment", "seconds", 0, MAX_SECONDS);
    double byoyomi = number((ObjectNode) node, "byoyomi", "seconds", 0, MAX_SECONDS);
    return Optional.of(
        new TimeControl(
            Math.round(minutes * 60_000),
            Math.round(increment * 1000),
            Math.round(byoyomi * 1000)));
  }

  /** A field's number, zero if absent, refused if it is no number or out of its range. */
  private static double number(
      ObjectNode clock, String field, String unit, double min, double max) {
    JsonNode value = clock.get(field);
    if (value == null || value.isNull()) {
      return 0;
    }
    if (!value.isNumber()) {
      throw new ApiException(
          400,
          "the clock's "
              + field
              + " must be a number of "
              + unit
              + ", not "
              + Quoting.shown(value.toString()));
    }
    double x = value.asDouble();
    if (x < 0) {
      throw new ApiException(
          400, "the clock's " + field + " must not be negative, not " + value.asText());
    }
    if (x < min || x > max) {
      throw new ApiException(
          400,
          "the clock's "
              + field
              + " must be from "
              + shown(min)
              + " to "
              + shown(max)
              + " "
              + unit
              + ", not "
              + value.asText());
    }
    return x;
  }

  private static String shown(double x) {
    return x == Math.rint(x) ? Long.toString((long) x) : Double.toString(x);
  }

  /** The control as a request gives it: minutes, increment and byoyomi in seconds. */
  void write(ObjectNode to) {
    to.put("minutes", initialMillis / 60_000.0);
    to.put("increment", incrementMillis / 1000.0);
    to.put("byoyomi", byoyomiMillis / 1000.0);
  }
}
