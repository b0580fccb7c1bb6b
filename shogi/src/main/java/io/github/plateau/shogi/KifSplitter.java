package io.github.plateau.shogi;

import io.github.plateau.core.text.GameSplitter;
import java.util.function.IntPredicate;

/**
 * The {@link GameSplitter} of KIF and KI2 texts, which hold one game each unless files were joined:
 * a part starts at a header line after a game's moves, where {@link KifLines} starts the next game.
 * The moves start, as the reader reads them, at the first line that is a move (its first character
 * after blanks starts one), the moves' heading ({@code 手数----}), a variation ({@code 変化}) or a
 * summary ({@code まで}); the header lines read before never span lines, so each line's kind is its
 * own.
 */
final class KifSplitter implements GameSplitter {
  private final IntPredicate startsMove;
  private boolean moves; // the current game's moves have started

  /**
   * A splitter for one text.
   *
   * @param startsMove whether a line whose first character after blanks is this one is a move
   */
  KifSplitter(IntPredicate startsMove) {
    this.startsMove = startsMove;
  }

  @Override
  public boolean startsGame(CharSequence line) {
    int n = line.length();
    int at = 0;
    while (at < n && line.charAt(at) == '\uFEFF') {
      at++; // a byte order mark starting a line is no part of it, as LineReader reads it
    }
    int first = at;
    while (at < n && JapaneseNotation.isBlank(line.charAt(at))) {
      at++;
    }
    if (at < n && startsMove.test(line.charAt(at))) {
      moves = true; // a move line is no header line
      return false;
    }
    if (moves) {
      if (KifHeader.isHeaderLine(line.subSequence(first, n).toString())) {
        moves = false;
        return true;
      }
      return false;
    }
    moves = KifText.startsMoves(line, at, n, startsMove);
    return false;
  }
}
