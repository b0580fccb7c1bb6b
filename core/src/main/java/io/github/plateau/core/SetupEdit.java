package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A person's edit of a secret setup placed on the board ({@link SetupPhase#place}): what stands on
 * two squares swapped, then the piece on a square turned to a direction. Either part may be absent;
 * an edit of neither only rewrites the setup. Names are the game's own.
 *
 * @param swapped the two squares swapped, or an empty list
 * @param turned the square whose piece is turned, or null
 * @param direction the direction it is turned to, or null (refused by the game if a piece is
 *     turned)
 */
public record SetupEdit(List<String> swapped, String turned, String direction) {
  /**
   * Checks the swap and copies it.
   *
   * @param swapped the two squares swapped, or an empty list
   * @param turned the square whose piece is turned, or null
   * @param direction the direction it is turned to, or null
   * @throws IllegalArgumentException if the swap is null, or holds other than two squares or a null
   *     one
   */
  public SetupEdit {
    checkArgument(swapped != null, "swapped is null");
    checkArgument(swapped.isEmpty() || swapped.size() == 2, "swap takes two squares");
    checkArgument(swapped.stream().allMatch(Objects::nonNull), "a swapped square is null");
    swapped = List.copyOf(swapped);
  }

  /**
   * The edit of nothing: the setup is read and written anew.
   *
   * @return the edit
   */
  public static SetupEdit none() {
    return new SetupEdit(List.of(), null, null);
  }

  /**
   * The piece turned, if one is.
   *
   * @return the square, or empty
   */
  public Optional<String> turnedSquare() {
    return Optional.ofNullable(turned);
  }
}
