package io.github.plateau.engine;

import io.github.plateau.core.text.Quoting;

/**
 * Untrusted text in the engine's messages: quoted as every module quotes input ({@link
 * Quoting#shown}: cut short, control characters escaped), inside the double quotes the protocols
 * write their strings in.
 */
final class Messages {
  private Messages() {}

  /**
   * Quotes text a peer or a user sent, so that a message stays one short line.
   *
   * @param text the text
   * @return {@link Quoting#shown the text as shown}, in double quotes
   */
  static String quote(String text) {
    return '"' + Quoting.shown(text) + '"';
  }
}
