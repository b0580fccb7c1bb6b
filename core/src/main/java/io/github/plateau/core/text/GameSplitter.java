package io.github.plateau.core.text;

/**
 * Tells, line by line, where the text of a record file may be cut so that each part reads on its
 * own exactly as it reads within the whole text: the games of a stream are read one part at a time
 * ({@link GameTexts}). A cut is only made where a format's reader starts afresh (after a CSA
 * separator line, before the tags that follow a PGN result); where in doubt a splitter does not
 * cut, and the part then holds several games, which the reader tells apart as in the whole text.
 * One splitter serves one text: it keeps the state of the lines it was given. Not thread-safe.
 */
@FunctionalInterface
public interface GameSplitter {
  /**
   * Takes the next line of the text and says whether a part may start with it.
   *
   * @param line the line, without its end; a line longer than the stream's limit of characters (at
   *     most {@link GameTexts#MAX_CHARS}) is given cut to that length. {@link GameTexts} gives a
   *     view of its buffer, read in place and valid during the call only: a splitter that keeps the
   *     text makes a string of it ({@code toString()}), one that looks at a few characters spares
   *     the string. The view is no {@code String}: compare it with {@code String.contentEquals},
   *     not {@code equals}
   * @return true if the text before this line reads on its own, and the text from it on too
   */
  boolean startsGame(CharSequence line);

  /**
   * Takes the next line of the text when it is longer than the stream's limit of characters, and
   * says whether a part may start with it: the part it falls in is refused as too long, and what
   * the line holds past the limit is not seen. This default gives the cut line to {@link
   * #startsGame}; a splitter whose state hangs on every character of a line (a comment that may
   * close past the cut) should rather cut again where the next game surely starts, so that no game
   * after the line is lost.
   *
   * @param line the line, without its end, cut to the stream's limit of characters; a view, as
   *     {@link #startsGame}'s
   * @return true if the text before this line reads on its own, and the text from it on too
   */
  default boolean startsGameCut(CharSequence line) {
    return startsGame(line);
  }

  /**
   * The splitter of a format whose file holds one game, or whose games cannot be told apart line by
   * line: it never cuts, and the whole text is one part. {@link GameTexts} knows it: a text in
   * memory that it splits and that fits the limit of characters is given whole, its lines not
   * looked at.
   *
   * @return the splitter, the same object on every call (it keeps no state)
   */
  static GameSplitter none() {
    return GameTexts.NONE;
  }
}
