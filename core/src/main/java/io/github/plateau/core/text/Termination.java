package io.github.plateau.core.text;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.AnnotatedRecord.Ending;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * PGN's {@code Termination} tag, read by the PGN and PDN readers: its standard words say why a game
 * ended where the result alone ({@code 1-0}) cannot, so that a record written with the tag reads
 * back with its reason.
 *
 * <ul>
 *   <li>{@code time forfeit}: a win by {@link Reason#TIME_FORFEIT};
 *   <li>{@code rules infraction}: a win by {@link Reason#FOUL};
 *   <li>{@code abandoned}: a win by {@link Reason#RESIGNATION}, the loser having given the game up;
 *   <li>{@code adjudication}: {@link Reason#ADJUDICATION}, as without the tag;
 *   <li>{@code normal}: the rules' ending when the main line ends by the rules (a checkmate) with
 *       the result stated; else, for a win, {@link Reason#RESIGNATION}: a game that ends normally
 *       before the rules end it is given up by the loser (how lichess and match programs, this
 *       library's among them, write a resignation);
 *   <li>the other words ({@code death}, {@code emergency}, {@code unterminated}) and unknown ones:
 *       {@link Reason#ADJUDICATION}, as without the tag.
 * </ul>
 *
 * <p>The words are matched ignoring case and surrounding blanks. A draw keeps {@link
 * Reason#ADJUDICATION} (an agreement) unless the rules ended the game with it. The tag itself stays
 * among the record's headers, so it is written back as read; a record without it whose stated
 * reason the result cannot say is written with the word that says it ({@link #implied}).
 */
public final class Termination {
  /** The tag's name. */
  public static final String TAG = "Termination";

  private Termination() {}

  /**
   * The outcome a record states, its reason given by the tag.
   *
   * @param stated the outcome the result states, by {@link Reason#ADJUDICATION}
   * @param tag the {@code Termination} tag's value, or empty if the record has none
   * @param rulesEnding the outcome the rules ended the main line with, or empty if they did not
   * @return the stated outcome with the reason the tag gives, or {@code stated} if it gives none
   * @throws IllegalArgumentException if an argument is null
   */
  public static Outcome stated(
      Outcome stated, Optional<String> tag, Optional<Outcome> rulesEnding) {
    checkArgument(stated != null && tag != null && rulesEnding != null, "an argument is null");
    if (tag.isEmpty()) {
      return stated;
    }
    String word = tag.get().strip().toLowerCase(Locale.ROOT);
    Optional<Outcome> ruled = rulesEnding.filter(ended -> ended.winner().equals(stated.winner()));
    if (word.equals("normal") && ruled.isPresent()) {
      return ruled.get();
    }
    if (stated.isDraw()) {
      return stated;
    }
    Reason reason =
        switch (word) {
          case "time forfeit" -> Reason.TIME_FORFEIT;
          case "rules infraction" -> Reason.FOUL;
          case "abandoned", "normal" -> Reason.RESIGNATION;
          default -> stated.reason();
        };
    return Outcome.win(stated.winner().orElseThrow(), reason);
  }

  /**
   * The tag a writer adds to a record without one, so that the record reads back with the reason it
   * states: {@code normal} for the rules' ending of its main line or a resignation, {@code time
   * forfeit}, {@code rules infraction}, or {@code abandoned} for a resignation where the rules end
   * the moves with the same winner.
   *
   * @param record the record written
   * @return the tag's value, or empty if the record has the tag, states no outcome, or states one
   *     its result says alone ({@link Reason#ADJUDICATION}) or no word says (a perpetual check the
   *     rules did not rule)
   * @throws IllegalArgumentException if the record is null
   */
  public static Optional<String> implied(AnnotatedRecord<?, ?> record) {
    checkArgument(record != null, "record is null");
    Optional<Outcome> stated = record.statedOutcome();
    if (record.headers().containsKey(TAG)
        || stated.isEmpty()
        || stated.get().reason() == Reason.ADJUDICATION) {
      return Optional.empty();
    }
    Outcome result =
        stated
            .get()
            .winner()
            .map(winner -> Outcome.win(winner, Reason.ADJUDICATION))
            .orElse(Outcome.draw(Reason.ADJUDICATION));
    Optional<Outcome> rulesEnding = rulesEnding(record);
    for (String word : WORDS) {
      if (stated(result, Optional.of(word), rulesEnding).equals(stated.get())) {
        return Optional.of(word);
      }
    }
    return Optional.empty();
  }

  /** The words {@link #implied} writes, in the order it prefers them. */
  private static final List<String> WORDS =
      List.of("normal", "time forfeit", "rules infraction", "abandoned");

  /**
   * The rules' ending of a record's main line as a reader replaying it sees it after the last move:
   * the history rules' too for a judged record, the position's alone for one read as played.
   */
  private static Optional<Outcome> rulesEnding(AnnotatedRecord<?, ?> record) {
    int ply = record.record().ply();
    return record.record().judged()
        ? record.rulesEnding().filter(ending -> ending.ply() == ply).map(Ending::outcome)
        : record.record().current().outcome();
  }
}
