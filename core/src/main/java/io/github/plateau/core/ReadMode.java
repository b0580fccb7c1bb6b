package io.github.plateau.core;

/**
 * How a record reader replays the moves a record states.
 *
 * <p>Players do not always claim what the rules give them: 9% of master xiangqi games go on past a
 * threefold repetition, and shogi sites end games with a foul move the rules refuse. {@link
 * #STRICT} reads only what the rules allow; {@link #AS_PLAYED} reads what was played and still
 * tells what the rules would have said ({@link AnnotatedRecord#rulesEnding()}).
 */
public enum ReadMode {
  /**
   * The rules, history rules included, end the game: a move after a repetition or limit that ended
   * it, or an illegal move, is an {@link IllegalMoveException}.
   */
  STRICT,

  /**
   * Every move the record states is replayed on a record that the history rules never end ({@link
   * GameRecord#asPlayed}); a final move the rules refuse, that the record itself calls a foul, is
   * kept as text ({@link AnnotatedRecord#foulMove()}); the record's own result is the outcome.
   * Illegal moves elsewhere are still an {@link IllegalMoveException}.
   */
  AS_PLAYED
}
