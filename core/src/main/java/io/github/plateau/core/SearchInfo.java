package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * What a search reports while it thinks, as the engine protocols' {@code info} lines carry it:
 * depth, score, principal variation, nodes, time, and free text. Every field is optional.
 *
 * @param depth the depth reached, in plies
 * @param score the evaluation of the position searched
 * @param pv the principal variation, from the position searched
 * @param nodes the nodes searched so far
 * @param time the time spent so far
 * @param text free text for people, such as an {@code info string}
 * @param <M> the move type
 */
public record SearchInfo<M>(
    OptionalInt depth,
    Optional<Score> score,
    List<M> pv,
    OptionalLong nodes,
    Optional<Duration> time,
    Optional<String> text) {

  /**
   * Checks and copies the fields.
   *
   * @param depth the depth reached, in plies
   * @param score the evaluation of the position searched
   * @param pv the principal variation, from the position searched
   * @param nodes the nodes searched so far
   * @param time the time spent so far
   * @param text free text for people
   * @throws IllegalArgumentException if a field is null
   */
  public SearchInfo {
    checkArgument(
        depth != null
            && score != null
            && pv != null
            && nodes != null
            && time != null
            && text != null,
        "a field is null");
    pv = List.copyOf(pv);
  }

  /**
   * A report of a search's progress.
   *
   * @param depth the depth reached, in plies
   * @param score the evaluation
   * @param pv the principal variation
   * @param nodes the nodes searched
   * @param <M> the move type
   * @return the report
   */
  public static <M> SearchInfo<M> of(int depth, Score score, List<M> pv, long nodes) {
    checkArgument(score != null, "score is null");
    return new SearchInfo<>(
        OptionalInt.of(depth),
        Optional.of(score),
        pv,
        OptionalLong.of(nodes),
        Optional.empty(),
        Optional.empty());
  }

  /**
   * A report of a search's progress with the time it took.
   *
   * @param depth the depth reached, in plies
   * @param score the evaluation
   * @param pv the principal variation
   * @param nodes the nodes searched
   * @param time the time spent so far
   * @param <M> the move type
   * @return the report
   * @throws IllegalArgumentException if the score or time is null
   */
  public static <M> SearchInfo<M> of(
      int depth, Score score, List<M> pv, long nodes, Duration time) {
    checkArgument(score != null && time != null, "score or time is null");
    return new SearchInfo<>(
        OptionalInt.of(depth),
        Optional.of(score),
        pv,
        OptionalLong.of(nodes),
        Optional.of(time),
        Optional.empty());
  }

  /**
   * The search's speed, from its nodes and time.
   *
   * @return nodes per second, or empty without nodes, time, or with a time under a millisecond
   */
  public OptionalLong nps() {
    if (nodes.isEmpty() || time.isEmpty() || time.get().toMillis() < 1) {
      return OptionalLong.empty();
    }
    return OptionalLong.of(nodes.getAsLong() * 1000 / time.get().toMillis());
  }

  /**
   * A report of free text.
   *
   * @param text the text
   * @param <M> the move type
   * @return the report
   */
  public static <M> SearchInfo<M> text(String text) {
    checkArgument(text != null, "text is null");
    return new SearchInfo<>(
        OptionalInt.empty(),
        Optional.empty(),
        List.of(),
        OptionalLong.empty(),
        Optional.empty(),
        Optional.of(text));
  }
}
