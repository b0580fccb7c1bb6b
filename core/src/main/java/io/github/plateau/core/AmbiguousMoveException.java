package io.github.plateau.core;

import com.google.common.collect.ImmutableList;
import java.util.List;

/**
 * A move text that fits more than one legal move (a short form that needs disambiguation). The
 * candidates are given in the game's standard notation.
 */
public class AmbiguousMoveException extends NotationException {
  private static final long serialVersionUID = 1L;

  /** The legal moves the text fits, in standard notation. */
  private final ImmutableList<String> candidates;

  /**
   * Creates an exception for a move text that matches several legal moves.
   *
   * @param input the move text
   * @param candidates every legal move it matches, in standard notation
   */
  public AmbiguousMoveException(String input, List<String> candidates) {
    this(input, 0, candidates);
  }

  /**
   * Creates an exception for a move text, inside a longer text (a game record), that matches
   * several legal moves.
   *
   * @param input the whole text being read
   * @param offset where the move starts in it
   * @param candidates every legal move it matches, in standard notation
   */
  public AmbiguousMoveException(String input, int offset, List<String> candidates) {
    this(input, offset, 0, candidates);
  }

  /**
   * Creates an exception for a move of a game record that matches several legal moves: the message
   * also names the line, the column and the ply.
   *
   * @param input the whole text being read
   * @param offset where the move starts in it
   * @param ply the move's ply in the record (1 for the first move), or 0 if unknown
   * @param candidates every legal move it matches, in standard notation
   */
  public AmbiguousMoveException(String input, int offset, int ply, List<String> candidates) {
    super(
        "ambiguous move, it could be any of " + String.join(", ", candidates), input, offset, ply);
    this.candidates = ImmutableList.copyOf(candidates);
  }

  /**
   * The legal moves the text could mean.
   *
   * @return the candidates in standard notation, at least two
   */
  public List<String> candidates() {
    return candidates;
  }
}
