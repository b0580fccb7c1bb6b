package io.github.plateau.core.text;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkState;

import io.github.plateau.core.NotationException;
import java.util.NoSuchElementException;

/**
 * Reads a text line by line, knowing each line's number and offset, for the line formats (CSA, KIF,
 * KI2): their readers report problems with {@link #error}, which names the line and column.
 *
 * <p>Lines end at {@code \n}, {@code \r\n} or a lone {@code \r}; the ends are not part of the
 * lines. Byte order marks (U+FEFF) at the start of a line are skipped, as at the start of the text:
 * one is left there when two files are joined, and it is not part of the line (a header key that
 * began with it would not be the key, and would not read back the same). A byte order mark inside a
 * line is an ordinary character of it. Not thread-safe.
 */
public final class LineReader {
  private static final char BOM = '\uFEFF';

  private final String text;
  private int next; // offset of the next line's start, or text.length() + 1 when done
  private int start = -1; // offset of the current line
  private int end; // offset of the current line's end (its line break, or the text's end)
  private int number; // 1-based number of the current line, 0 before the first
  // The next '\n' and '\r' at or after the current line's start (text.length() if none), found by
  // String.indexOf, which scans fast, and looked for again only once passed: O(n) for the text.
  private int newline = -1;
  private int carriageReturn = -1;

  /**
   * A reader at the start of a text.
   *
   * @param text the whole text
   * @throws IllegalArgumentException if the text is null
   */
  public LineReader(String text) {
    this(text, 0);
  }

  /**
   * A reader from a line of a text on: the lines before it are not read, and {@link #lineNumber}
   * counts from it; offsets, and so {@link #error}'s locations, are the whole text's.
   *
   * @param text the whole text
   * @param from where the first line to read starts: 0, or just after a line's end
   * @throws IllegalArgumentException if the text is null or {@code from} lies outside it
   */
  public LineReader(String text, int from) {
    checkArgument(text != null, "text is null");
    checkArgument(from >= 0 && from <= text.length(), "from %s lies outside the text", from);
    this.text = text;
    this.next = skipMarks(text, from);
  }

  /** The offset of the first character from {@code at} on that is not a byte order mark. */
  private static int skipMarks(String text, int at) {
    int i = at;
    while (i < text.length() && text.charAt(i) == BOM) {
      i++;
    }
    return i;
  }

  /**
   * The whole text being read.
   *
   * @return the text
   */
  public String text() {
    return text;
  }

  /**
   * Whether another line follows. An empty text has no line; a text ending with a line break has no
   * empty last line.
   *
   * @return true if {@link #next()} returns a line
   */
  public boolean hasNext() {
    return next < text.length();
  }

  /**
   * The next line, without its end.
   *
   * @return the line
   * @throws NoSuchElementException if there is none
   */
  public String next() {
    if (!advance()) {
      throw new NoSuchElementException("no line after line " + number);
    }
    return line();
  }

  /**
   * Moves to the next line without copying it: a reader that parses the line in place reads it in
   * {@link #text()} from {@link #start()} to {@link #end()}, and makes a string of it only where it
   * keeps one ({@link #line()}).
   *
   * @return false, and nothing moves, if no line follows
   */
  public boolean advance() {
    if (!hasNext()) {
      return false;
    }
    start = skipMarks(text, next);
    if (newline < start) {
      newline = found(text.indexOf('\n', start));
    }
    if (carriageReturn < start) {
      carriageReturn = found(text.indexOf('\r', start));
    }
    end = Math.min(newline, carriageReturn);
    next = end;
    if (next < text.length()) {
      next +=
          text.charAt(next) == '\r' && next + 1 < text.length() && text.charAt(next + 1) == '\n'
              ? 2
              : 1;
    }
    number++;
    return true;
  }

  /**
   * The current line, the one {@link #next()} returned or {@link #advance()} moved to.
   *
   * @return the line, without its end
   * @throws IllegalStateException before the first line
   */
  public String line() {
    checkState(number > 0, "no line was read");
    return text.substring(start, end);
  }

  /**
   * Where the current line starts in {@link #text()}, past the byte order marks before it: the same
   * as {@link #offset()} once a line is read.
   *
   * @return the offset of the line's first character
   * @throws IllegalStateException before the first line
   */
  public int start() {
    checkState(number > 0, "no line was read");
    return start;
  }

  /**
   * Where the current line ends in {@link #text()}: the offset of its line break, or the text's
   * length for a last line without one.
   *
   * @return the offset just past the line's last character
   * @throws IllegalStateException before the first line
   */
  public int end() {
    checkState(number > 0, "no line was read");
    return end;
  }

  /** An index {@code indexOf} found, or the text's length for none. */
  private int found(int index) {
    return index < 0 ? text.length() : index;
  }

  /**
   * The next line without moving on.
   *
   * @return the line
   * @throws NoSuchElementException if there is none
   */
  public String peek() {
    int savedNext = next;
    int savedStart = start;
    int savedEnd = end;
    int savedNumber = number;
    String line = next();
    next = savedNext;
    start = savedStart;
    end = savedEnd;
    number = savedNumber;
    return line;
  }

  /**
   * The number of the current line, the one last returned or moved to, counted from the line the
   * reader started at.
   *
   * @return 1 for the first line, 0 before any
   */
  public int lineNumber() {
    return number;
  }

  /**
   * The offset in {@link #text()} where the current line starts.
   *
   * @return the offset, or 0 before any line
   */
  public int offset() {
    return Math.max(start, 0);
  }

  /**
   * An exception for a problem in the current line.
   *
   * @param problem what is wrong
   * @param column 0-based index in the line where the problem is
   * @param ply the ply of the move at fault, or 0 if the problem is not in a move
   * @return the exception, whose message names the line, the column and the ply
   * @throws IllegalArgumentException if no line was read, or the column lies outside the line
   */
  public NotationException error(String problem, int column, int ply) {
    checkArgument(number > 0, "no line was read");
    checkArgument(column >= 0 && start + column <= text.length(), "column %s outside", column);
    return new NotationException(problem, text, start + column, ply);
  }
}
