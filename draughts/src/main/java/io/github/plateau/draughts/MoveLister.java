package io.github.plateau.draughts;

import com.google.common.collect.ImmutableList;
import java.util.List;

/**
 * The legal moves of positions as {@link Move} objects, listed by the search engine of the board
 * and rules, so that the object API and {@link DraughtsSearchBoard} share one generation and one
 * order. The engine keeps the last board it was given: the next one is loaded by the squares that
 * differ, which in a game are a few. Moves are the geometry's shared values (captures met lately).
 * One per game and thread.
 */
final class MoveLister {
  private final Geometry geometry;
  private final SearchEngine engine;
  private final byte[] loaded; // the engine's board
  private final PlyMoves moves = new PlyMoves();
  private int quietCount; // what the last captures() call counted

  MoveLister(Geometry geometry, SearchEngine engine) {
    this.geometry = geometry;
    this.engine = engine;
    this.loaded = new byte[geometry.squares + 1];
  }

  /**
   * Every legal move of a board, sorted as {@link DraughtsPosition#legalMoves()} says.
   *
   * @param cells the board by square number, not modified
   * @param white whether White is to move
   * @return an unmodifiable list
   */
  List<Move> legalMoves(byte[] cells, boolean white) {
    load(cells);
    engine.list(white, moves);
    return listed();
  }

  /**
   * The legal moves of a board when they capture (captures are compulsory: then every legal move
   * does), as {@link #legalMoves} lists them; else null, and {@link #quietCount()} tells how many
   * quiet moves there are, counted without listing them where the engine can.
   *
   * @param cells the board by square number, not modified
   * @param white whether White is to move
   * @return an unmodifiable list of captures, or null when there is no capture
   */
  List<Move> captures(byte[] cells, boolean white) {
    load(cells);
    int quiet = engine.listCaptures(white, moves);
    if (quiet >= 0) {
      quietCount = quiet;
      return null;
    }
    return listed();
  }

  /** The number of quiet moves of the last board {@link #captures} found without a capture. */
  int quietCount() {
    return quietCount;
  }

  /** Loads a board into the engine by the squares that differ from the last one. */
  private void load(byte[] cells) {
    for (int s = 1; s < loaded.length; s++) {
      if (loaded[s] != cells[s]) {
        engine.clear(s);
        if (cells[s] != 0) {
          engine.put(s, cells[s]);
        }
        loaded[s] = cells[s];
      }
    }
  }

  /** The moves the engine listed, as {@link Move} values in the list's order. */
  private List<Move> listed() {
    Move[] out = new Move[moves.count];
    for (int i = 0; i < out.length; i++) {
      int r = moves.order[i];
      int first = moves.capStart[r];
      int end = moves.capStart[r + 1];
      out[i] =
          first == end
              ? geometry.quiet(moves.from[r], moves.to[r])
              : geometry.capture(moves.from[r], moves.to[r], moves.caps, first, end);
    }
    return ImmutableList.copyOf(out);
  }
}
