package io.github.plateau.xiangqi;

/**
 * The moves that WXF and Chinese notation name relative to the mover: a piece's kind, a direction
 * ({@code +} forward, {@code -} back, {@code .} along the rank) and a destination (the file
 * reached, counted from the mover's right, or the ranks moved along a file). From one point these
 * name at most one move, so a reader on a search board finds the moves a text may name by the
 * pieces of that kind, one code each, tested alone, instead of writing every legal move in the
 * notation.
 */
final class RelativeMoves {
  private RelativeMoves() {}

  /**
   * The code ({@link MoveCodes}) of the move that a direction and destination name for a piece of a
   * kind on a point, or -1 when no move of that kind has them (a move off the board, a horse along
   * its rank). Whether the move is legal is not tested.
   *
   * @param file the piece's file, 0 to 8 from Red's left
   * @param rank the piece's rank, 0 to 9 from Red's side
   * @param type the piece's type, {@link PieceCodes#GENERAL} to {@link PieceCodes#SOLDIER}
   * @param sign {@code +}, {@code -} or {@code .}
   * @param destination 1 to 9
   * @param red whether the mover is Red, whose files count from the other end
   */
  static int code(int file, int rank, int type, char sign, int destination, boolean red) {
    boolean diagonal =
        type == PieceCodes.ADVISOR || type == PieceCodes.ELEPHANT || type == PieceCodes.HORSE;
    int toFile;
    int rise;
    if (diagonal) {
      if (sign == '.') {
        return -1; // these pieces always change rank
      }
      toFile = fileOf(destination, red);
      int across = Math.abs(toFile - file);
      int ranks =
          switch (type) {
            case PieceCodes.ADVISOR -> across == 1 ? 1 : 0;
            case PieceCodes.ELEPHANT -> across == 2 ? 2 : 0;
            default -> across == 1 ? 2 : across == 2 ? 1 : 0; // the horse
          };
      if (ranks == 0) {
        return -1;
      }
      rise = (sign == '+') == red ? ranks : -ranks;
    } else if (sign == '.') {
      toFile = fileOf(destination, red);
      rise = 0;
      if (toFile == file) {
        return -1; // along the rank to the file it stands on: no move
      }
    } else {
      toFile = file;
      rise = (sign == '+') == red ? destination : -destination;
    }
    int toRank = rank + rise;
    if (toRank < 0 || toRank > 9) {
      return -1;
    }
    return (file * 10 + rank) * 90 + toFile * 10 + toRank;
  }

  /** The file, 0 to 8 from Red's left, that a number 1 to 9 from the mover's right names. */
  private static int fileOf(int number, boolean red) {
    return red ? 9 - number : number - 1;
  }
}
