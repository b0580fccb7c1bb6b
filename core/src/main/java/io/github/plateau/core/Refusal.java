package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * Why a move is refused, as a game's {@code Refusals} works it out: the kind, for a program, and
 * the words, for a person. Every game words its refusals in one sentence, "{@code <move>} is not
 * legal in {@code <position>}: {@code <words>}", which {@link #refused} writes.
 *
 * @param reason the kind of refusal
 * @param words why, such as "there is no piece on e5", without the move and the position; empty
 *     when the kind says enough
 */
public record Refusal(MoveRefusal reason, String words) {
  /**
   * A refusal.
   *
   * @param reason the kind of refusal
   * @param words why, without the move and the position; empty when the kind says enough
   * @throws IllegalArgumentException if an argument is null
   */
  public Refusal {
    checkArgument(reason != null, "reason is null");
    checkArgument(words != null, "words is null");
  }

  /**
   * The exception that refuses a move: "{@code move} is not legal in {@code position}: {@code
   * words}", or without the colon and the words when there are none.
   *
   * @param move the move as the message names it (a move, or a text already quoted)
   * @param position where it is refused
   * @return the exception, with this refusal's reason
   */
  public IllegalMoveException refused(Object move, Object position) {
    String sentence = move + " is not legal in " + position;
    return new IllegalMoveException(reason, words.isEmpty() ? sentence : sentence + ": " + words);
  }
}
