package io.github.plateau.engine;

import io.github.plateau.core.NotationException;
import io.github.plateau.xiangqi.Move;
import io.github.plateau.xiangqi.Xiangqi;
import io.github.plateau.xiangqi.XiangqiPosition;

/**
 * Xiangqi's coordinate moves in the two dialects engines speak: ranks 0 to 9 from Red's side as
 * Pikafish and UCCI write them ({@code h2e2}, Plateau's ICCS), or ranks 1 to 10 as Fairy-Stockfish
 * writes them in UCI ({@code h3e3}, {@code h10g8}). A same-looking text means different moves in
 * the two: a conversation keeps to one dialect.
 */
enum UciMoves {
  /** Ranks 0 to 9: Pikafish, UCCI. */
  FROM_ZERO,
  /** Ranks 1 to 10: Fairy-Stockfish's UCI. */
  FROM_ONE;

  String format(Xiangqi game, XiangqiPosition position, Move move) {
    String iccs = game.formatMove(position, move);
    if (this == FROM_ZERO) {
      return iccs;
    }
    return ""
        + iccs.charAt(0)
        + (iccs.charAt(1) - '0' + 1)
        + iccs.charAt(2)
        + (iccs.charAt(3) - '0' + 1);
  }

  Move parse(Xiangqi game, XiangqiPosition position, String text) {
    // Pikafish's and UCCI's text is the game's own, read as the game reads it
    return game.parseMove(position, this == FROM_ZERO ? text : iccs(text));
  }

  /**
   * A move's text in ICCS, the game's notation, whether or not the move is legal anywhere: for
   * naming a move the engine lists and Plateau does not.
   *
   * @throws NotationException if the text is not a letter, a rank, a letter and a rank
   */
  String iccs(String text) {
    int ranks = this == FROM_ZERO ? 0 : 1; // the first rank's number
    int i = 0;
    StringBuilder iccs = new StringBuilder(4);
    for (int point = 0; point < 2; point++) {
      if (i >= text.length() || text.charAt(i) < 'a' || text.charAt(i) > 'i') {
        throw new NotationException("expected a file from a to i", text, i);
      }
      iccs.append(text.charAt(i++));
      int start = i;
      while (i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9' && i - start < 2) {
        i++;
      }
      int rank = start == i ? -1 : Integer.parseInt(text.substring(start, i)) - ranks;
      if (rank < 0 || rank > 9 || (ranks == 0 && i - start > 1)) {
        throw new NotationException(
            "expected a rank from " + ranks + " to " + (9 + ranks), text, start);
      }
      iccs.append((char) ('0' + rank));
    }
    if (i != text.length()) {
      throw new NotationException("unexpected text after the move", text, i);
    }
    return iccs.toString();
  }
}
