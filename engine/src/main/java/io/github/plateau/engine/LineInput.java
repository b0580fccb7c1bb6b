package io.github.plateau.engine;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.function.Predicate;

/**
 * Reads protocol lines from a byte stream, UTF-8, ending at LF (a CR before it is dropped), each at
 * most {@link #MAX_LINE} bytes: a longer line is skipped to its end and reported, so no peer can
 * make us hold unbounded text. Not thread-safe.
 */
final class LineInput {
  /** The longest line kept, in bytes. */
  static final int MAX_LINE = 1 << 20;

  /** A line over {@link #MAX_LINE} bytes was skipped. */
  static final class TooLongException extends IOException {
    private static final long serialVersionUID = 1L;

    TooLongException() {
      super("a line over " + MAX_LINE + " bytes was skipped");
    }
  }

  private final InputStream in;
  private final byte[] buffer = new byte[8192];
  private int start;
  private int end;

  LineInput(InputStream in) {
    this.in = in;
  }

  /**
   * The next line, without its end.
   *
   * @return the line, or null at the end of the stream (a last line without LF is returned first)
   * @throws TooLongException if the line was too long; the next call reads the line after it
   * @throws IOException if the stream fails
   */
  String next() throws IOException {
    ByteArrayOutputStream line = new ByteArrayOutputStream();
    boolean tooLong = false;
    while (true) {
      if (start == end) {
        int n = in.read(buffer);
        if (n < 0) {
          if (tooLong) {
            throw new TooLongException();
          }
          return line.size() == 0 ? null : text(line);
        }
        start = 0;
        end = n;
      }
      int i = start;
      while (i < end && buffer[i] != '\n') {
        i++;
      }
      if (!tooLong) {
        if (line.size() + (i - start) > MAX_LINE) {
          tooLong = true;
          line.reset();
        } else {
          line.write(buffer, start, i - start);
        }
      }
      if (i < end) {
        start = i + 1;
        if (tooLong) {
          throw new TooLongException();
        }
        return text(line);
      }
      start = end;
    }
  }

  /**
   * Takes the lines read, one at a time, and says whether to read on.
   *
   * @param <X> what taking a line may throw
   */
  @FunctionalInterface
  interface Sink<X extends Exception> {
    /**
     * Takes a line.
     *
     * @param line the line, without its end
     * @return whether to read on
     * @throws X if taking it failed
     */
    boolean take(String line) throws X;
  }

  /**
   * Gives every line to a sink, until the end of the stream or until the sink says to stop.
   *
   * @param <X> what the sink may throw
   * @param sink what takes each line
   * @param endsOnTooLong told of a line too long: true ends the reading, false skips the line
   * @throws IOException if the stream fails
   * @throws X if the sink failed
   */
  <X extends Exception> void forEach(Sink<X> sink, Predicate<TooLongException> endsOnTooLong)
      throws IOException, X {
    while (true) {
      String line;
      try {
        line = next();
      } catch (TooLongException e) {
        if (endsOnTooLong.test(e)) {
          return;
        }
        continue;
      }
      if (line == null || !sink.take(line)) {
        return;
      }
    }
  }

  private static String text(ByteArrayOutputStream line) {
    String s = line.toString(StandardCharsets.UTF_8);
    return s.endsWith("\r") ? s.substring(0, s.length() - 1) : s;
  }
}
