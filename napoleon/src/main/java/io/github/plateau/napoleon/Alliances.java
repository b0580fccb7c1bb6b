package io.github.plateau.napoleon;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.Arrays;
import java.util.Objects;

/**
 * The camps of a game and their two alliances, SOUTH's and NORTH's (section 11 of the rules,
 * "Waterloo"), with each camp's block of files: where it sets up. Immutable.
 *
 * <p>Camps are numbered by their place in turn order ({@link Camp#index()}): 0 {@code s}, 1 {@code
 * n}, 2 {@code s'}, 3 {@code n'} (two against two) or {@code s''} (three against one). SOUTH's
 * alliance is never the smaller: {@code 1/1}, {@code 2/1}, {@code 2/2} or {@code 3/1}.
 *
 * <p>Blocks: by default the files split evenly within each alliance, left to right in the
 * alliance's order (camp i of an alliance of c camps gets files {@code i*W/c} to {@code
 * (i+1)*W/c-1}); the option {@code files=a-h.i-p/a-p} gives them, SOUTH's alliance first, blocks of
 * one alliance apart by {@code .}, never overlapping.
 */
public final class Alliances {
  /** The two-army game: one camp per alliance, each on every file. */
  static final Alliances TWO = new Alliances(2, 1, null);

  private final int armies;
  private final int south;
  private final int[][] given; // per camp {first, last}, or null for the even split

  private Alliances(int armies, int south, int[][] given) {
    this.armies = armies;
    this.south = south;
    this.given = given;
  }

  /**
   * The default alliances of a number of armies: {@code 1/1}, {@code 2/1} or {@code 2/2}, on the
   * even split of files.
   *
   * @param armies 2 to 4
   * @return the alliances
   * @throws IllegalArgumentException if armies is outside 2..4
   */
  public static Alliances of(int armies) {
    checkArgument(armies >= 2 && armies <= 4, "armies: must be 2 to 4, not %s", armies);
    return new Alliances(armies, armies - armies / 2, null);
  }

  /**
   * Alliances as the option {@code alliances=2/1} writes them, on the even split of files.
   *
   * @param armies 2 to 4
   * @param text {@code <SOUTH's camps>/<NORTH's camps>}, adding up to {@code armies}, SOUTH's not
   *     the smaller
   * @return the alliances
   * @throws IllegalArgumentException if the text is null or malformed, does not add up, or puts the
   *     smaller alliance first; the message starts with {@code alliances:}
   */
  public static Alliances parse(int armies, String text) {
    Alliances base = of(armies);
    checkArgument(text != null, "alliances: null");
    checkArgument(
        text.matches("[1-9]/[1-9]"),
        "alliances: '%s' is not <SOUTH's camps>/<NORTH's camps>, such as 2/1",
        text);
    int s = text.charAt(0) - '0';
    int n = text.charAt(2) - '0';
    checkArgument(
        s + n == base.armies, "alliances: '%s' counts %s camps, armies=%s", text, s + n, armies);
    checkArgument(
        s >= n,
        "alliances: '%s' puts the smaller alliance first; SOUTH's is the larger: write %s/%s",
        text,
        n,
        s);
    return new Alliances(armies, s, null);
  }

  /**
   * These alliances with each camp's block of files given, as the option {@code files} writes them.
   *
   * @param text such as {@code a-h.i-p/a-p}: SOUTH's alliance's blocks, {@code /}, NORTH's; within
   *     an alliance the blocks in its camps' order, apart by {@code .}; a block {@code c-f} or a
   *     single file {@code c}
   * @param width the board's width, which every block must lie within
   * @return the alliances with these blocks
   * @throws IllegalArgumentException if the text is null or malformed, has the wrong number of
   *     blocks, or a block runs backward, lies off the board or overlaps another of its alliance;
   *     the message starts with {@code files:}
   */
  public Alliances withFiles(String text, int width) {
    checkArgument(text != null, "files: null");
    String[] halves = text.split("/", -1);
    checkArgument(
        halves.length == 2,
        "files: '%s' needs one '/' between the alliances' blocks, such as a-h.i-p/a-p",
        text);
    int[][] blocks = new int[armies][];
    for (int alliance = 0; alliance < 2; alliance++) {
      int[] camps = campsOf(alliance);
      String[] parts = halves[alliance].split("\\.", -1);
      checkArgument(
          parts.length == camps.length,
          "files: '%s' gives %s block(s), %s alliance has %s camp(s)",
          halves[alliance],
          parts.length,
          alliance == 0 ? "SOUTH's" : "NORTH's",
          camps.length);
      for (int i = 0; i < camps.length; i++) {
        blocks[camps[i]] = parseBlock(parts[i], width);
        for (int j = 0; j < i; j++) {
          int[] o = blocks[camps[j]];
          int[] b = blocks[camps[i]];
          checkArgument(
              b[0] > o[1] || o[0] > b[1],
              "files: blocks '%s' and '%s' of %s alliance overlap",
              parts[j],
              parts[i],
              alliance == 0 ? "SOUTH's" : "NORTH's");
        }
      }
    }
    return new Alliances(armies, south, blocks);
  }

  private static int[] parseBlock(String text, int width) {
    checkArgument(
        text.matches("[a-z](-[a-z])?"),
        "files: block '%s' is not a file range such as a-h (or c for one file)",
        text);
    int first = text.charAt(0) - 'a';
    int last = text.charAt(text.length() - 1) - 'a';
    checkArgument(
        text.length() == 1 || first < last,
        "files: block '%s' must run from a lower file to a higher one (one file is written '%s')",
        text,
        text.charAt(0));
    checkArgument(last < width, "files: block '%s' is off the %s-file board", text, width);
    return new int[] {first, last};
  }

  /**
   * The number of camps.
   *
   * @return 2 to 4
   */
  public int armies() {
    return armies;
  }

  /**
   * The number of camps of an alliance.
   *
   * @param alliance 0 for SOUTH's, 1 for NORTH's
   * @return 1 to 3
   */
  int size(int alliance) {
    return alliance == 0 ? south : armies - south;
  }

  /**
   * Whether these are the default alliances of their number of armies.
   *
   * @return true for 1/1, 2/1 and 2/2
   */
  boolean defaultAlliances() {
    return south == armies - armies / 2;
  }

  /**
   * Whether the blocks are the even split (no {@code files} option).
   *
   * @return true when no block was given
   */
  boolean evenFiles() {
    return given == null;
  }

  /** The alliance of a camp: 0 (SOUTH's) or 1 (NORTH's). */
  int alliance(int camp) {
    return camp == 3 ? (south == 3 ? 0 : 1) : camp % 2;
  }

  /** An alliance's camps in their order. */
  int[] campsOf(int alliance) {
    int[] all = alliance == 0 ? new int[] {0, 2, 3} : new int[] {1, 3};
    return Arrays.copyOf(all, size(alliance));
  }

  /** A camp's place in its alliance (its primes in the notation). */
  int place(int camp) {
    int[] camps = campsOf(alliance(camp));
    for (int i = 0; i < camps.length; i++) {
      if (camps[i] == camp) {
        return i;
      }
    }
    throw new IllegalStateException("no camp " + camp);
  }

  /** The camp with a place in an alliance, -1 if there is none. */
  int camp(int alliance, int place) {
    int[] camps = campsOf(alliance);
    return place >= 0 && place < camps.length ? camps[place] : -1;
  }

  /** The camp of an alliance that takes the alliance's turn after this one's. */
  int nextInAlliance(int camp) {
    int[] camps = campsOf(alliance(camp));
    return camps[(place(camp) + 1) % camps.length];
  }

  /** A camp's block {first, last} on a board of a width. */
  int[] block(int camp, int width) {
    if (given != null) {
      return given[camp].clone();
    }
    int[] camps = campsOf(alliance(camp));
    int i = place(camp);
    return new int[] {i * width / camps.length, (i + 1) * width / camps.length - 1};
  }

  /** The narrowest block on a board of a width (0 if a camp has no file). */
  int narrowest(int width) {
    int n = Integer.MAX_VALUE;
    for (int c = 0; c < armies; c++) {
      int[] b = block(c, width);
      n = Math.min(n, b[1] - b[0] + 1);
    }
    return Math.max(0, n);
  }

  /**
   * The blocks as the option {@code files} writes them, on a board of a width.
   *
   * @param width the board's width
   * @return such as {@code a-h.i-p/a-p}
   */
  String files(int width) {
    StringBuilder sb = new StringBuilder();
    for (int alliance = 0; alliance < 2; alliance++) {
      int[] camps = campsOf(alliance);
      for (int i = 0; i < camps.length; i++) {
        int[] b = block(camps[i], width);
        sb.append(i > 0 ? "." : "").append((char) ('a' + b[0]));
        if (b[1] > b[0]) {
          sb.append('-').append((char) ('a' + b[1]));
        }
      }
      sb.append(alliance == 0 ? "/" : "");
    }
    return sb.toString();
  }

  /**
   * The alliances as the option writes them, SOUTH's first.
   *
   * @return {@code 1/1}, {@code 2/1}, {@code 2/2} or {@code 3/1}
   */
  @Override
  public String toString() {
    return south + "/" + (armies - south);
  }

  /**
   * Whether another object is the same alliances with the same blocks given.
   *
   * @param o another object
   * @return true if equal
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof Alliances a
        && a.armies == armies
        && a.south == south
        && Arrays.deepEquals(a.given, given);
  }

  /**
   * A hash code consistent with {@link #equals}.
   *
   * @return the hash code
   */
  @Override
  public int hashCode() {
    return Objects.hash(armies, south, Arrays.deepHashCode(given));
  }
}
