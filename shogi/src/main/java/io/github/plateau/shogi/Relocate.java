package io.github.plateau.shogi;

import io.github.plateau.core.NotationException;

/**
 * Moves a {@link NotationException} found in a part of a text (a move, an SFEN) to the whole text,
 * so that its offset points into what the caller gave.
 */
final class Relocate {
  private Relocate() {}

  /**
   * The same problem in the whole text.
   *
   * @param e the exception about the part
   * @param prefix words put before the problem, such as {@code "move 3: "}
   * @param text the whole text
   * @param shift where the part starts in the whole text
   */
  static NotationException into(NotationException e, String prefix, String text, int shift) {
    int offset = Math.min(text.length(), Math.max(0, shift + e.offset()));
    return new NotationException(prefix + e.problem(), text, offset);
  }
}
