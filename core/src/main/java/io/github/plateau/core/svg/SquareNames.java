package io.github.plateau.core.svg;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.function.Function;

/**
 * Reads the square names of {@link SvgOptions} with a game's own parser, so that every renderer
 * refuses a name that is not a square of its board with the same kind of message.
 */
public final class SquareNames {
  private SquareNames() {}

  /**
   * Reads a square's name.
   *
   * @param name the name, as the options give it
   * @param parser the game's parser; it may throw any unchecked exception for a name it refuses
   * @param board what a name must be, for the message, such as {@code "a square of the shogi
   *     board"}
   * @param <S> the square type
   * @return the square
   * @throws IllegalArgumentException if the parser refuses the name or returns null: {@code "not
   *     <board>: <name>"}, the parser's exception as its cause
   */
  public static <S> S read(String name, Function<String, S> parser, String board) {
    S square;
    try {
      square = parser.apply(name);
    } catch (RuntimeException e) {
      throw new IllegalArgumentException("not " + board + ": " + name, e);
    }
    checkArgument(square != null, "not %s: %s", board, name);
    return square;
  }
}
