package io.github.plateau.xiangqi;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * A move: the point a piece leaves and the point it goes to. Points are numbered {@code rank * 9 +
 * file} from 0 (a0, Red's left corner) to 89 (i9), files a..i and ranks 0..9 as in ICCS.
 *
 * <p>{@link #toString()} is the ICCS form, such as {@code "h2e2"}. Moves compare in that text's
 * order. For the fast path a move is also an {@code int}: {@link #encoded()} and {@link
 * #decode(int)}.
 *
 * @param from the point the piece leaves, 0..89
 * @param to the point it goes to, 0..89, not {@code from}
 */
public record XiangqiMove(int from, int to) implements Comparable<XiangqiMove> {
  /** Points on the board. */
  public static final int POINTS = 90;

  /**
   * A move.
   *
   * @param from the point the piece leaves, 0..89
   * @param to the point it goes to, 0..89
   * @throws IllegalArgumentException if a point is outside the board or both are the same
   */
  public XiangqiMove {
    checkArgument(from >= 0 && from < POINTS, "from point %s is outside 0..89", from);
    checkArgument(to >= 0 && to < POINTS, "to point %s is outside 0..89", to);
    checkArgument(from != to, "a move must change point, not stay on %s", from);
  }

  /**
   * A move given by files and ranks.
   *
   * @param fromFile 0..8 (a..i)
   * @param fromRank 0..9
   * @param toFile 0..8
   * @param toRank 0..9
   * @return the move
   * @throws IllegalArgumentException if a file or rank is out of range, or the points are equal
   */
  public static XiangqiMove of(int fromFile, int fromRank, int toFile, int toRank) {
    return new XiangqiMove(point(fromFile, fromRank), point(toFile, toRank));
  }

  /**
   * The number of a point.
   *
   * @param file 0..8 (a..i)
   * @param rank 0..9, from Red's side
   * @return {@code rank * 9 + file}
   * @throws IllegalArgumentException if the file or rank is out of range
   */
  public static int point(int file, int rank) {
    checkArgument(file >= 0 && file < 9, "file %s is outside 0..8", file);
    checkArgument(rank >= 0 && rank < 10, "rank %s is outside 0..9", rank);
    return rank * 9 + file;
  }

  /**
   * The ICCS name of a point.
   *
   * @param point 0..89
   * @return a name such as {@code "e0"}
   * @throws IllegalArgumentException if the point is outside the board
   */
  public static String pointName(int point) {
    checkArgument(point >= 0 && point < POINTS, "point %s is outside 0..89", point);
    return "" + (char) ('a' + point % 9) + (char) ('0' + point / 9);
  }

  /**
   * The move's {@code int} form for the fast path: {@code from | to << 7}.
   *
   * @return the encoded move, 14 bits
   */
  public int encoded() {
    return from | to << 7;
  }

  /**
   * The move of an {@code int} made by {@link #encoded()} or {@link XiangqiPosition#generate}.
   *
   * @param move the encoded move
   * @return the move
   * @throws IllegalArgumentException if the number encodes no move
   */
  public static XiangqiMove decode(int move) {
    checkArgument(move >>> 14 == 0, "%s is not an encoded move", move);
    return new XiangqiMove(move & 0x7F, move >>> 7);
  }

  /**
   * The file the piece leaves.
   *
   * @return 0..8 (a..i)
   */
  public int fromFile() {
    return from % 9;
  }

  /**
   * The rank the piece leaves.
   *
   * @return 0..9
   */
  public int fromRank() {
    return from / 9;
  }

  /**
   * The file the piece goes to.
   *
   * @return 0..8 (a..i)
   */
  public int toFile() {
    return to % 9;
  }

  /**
   * The rank the piece goes to.
   *
   * @return 0..9
   */
  public int toRank() {
    return to / 9;
  }

  /** Orders moves as their ICCS texts: by the file, then rank, of each point. */
  @Override
  public int compareTo(XiangqiMove other) {
    return Integer.compare(iccsKey(), other.iccsKey());
  }

  private int iccsKey() {
    return ((fromFile() * 10 + fromRank()) * 9 + toFile()) * 10 + toRank();
  }

  @Override
  public String toString() {
    return pointName(from) + pointName(to);
  }
}
