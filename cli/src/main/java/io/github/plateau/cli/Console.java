package io.github.plateau.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The standard streams of one run of the command line: input read as UTF-8 lines, output and errors
 * as given.
 */
final class Console {
  /** The longest input line accepted, in characters: far beyond any position or move. */
  static final int MAX_LINE = 1 << 20;

  private final InputStream raw;
  private final BufferedReader in;
  private final StringBuilder line = new StringBuilder();
  private final PrintStream out;
  private final PrintStream err;

  /**
   * A console over three streams.
   *
   * @param in standard input, read as UTF-8
   * @param out standard output
   * @param err standard error
   */
  Console(InputStream in, PrintStream out, PrintStream err) {
    this.raw = in;
    this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    this.out = out;
    this.err = err;
  }

  /**
   * The next line of standard input, ended by a line feed, a carriage return and line feed, or the
   * end of the input.
   *
   * @return the line without its terminator, or null at the end of the input
   * @throws InputException if the line is longer than {@link #MAX_LINE} characters: reading stops
   *     there, so no input can exhaust the memory
   * @throws UncheckedIOException if reading fails
   */
  String readLine() {
    try {
      line.setLength(0);
      int c = in.read();
      if (c < 0) {
        return null;
      }
      while (c >= 0 && c != '\n') {
        if (line.length() >= MAX_LINE && !(c == '\r' && line.length() == MAX_LINE)) {
          throw new InputException(
              "standard input: a line longer than " + MAX_LINE + " characters");
        }
        line.append((char) c);
        c = in.read();
      }
      int end = line.length();
      if (end > 0 && line.charAt(end - 1) == '\r') {
        line.setLength(end - 1);
      }
      return line.toString();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read standard input: " + e.getMessage(), e);
    }
  }

  /**
   * Standard input as bytes, for a command that reads it whole (an engine protocol's conversation,
   * a record file); never mixed with {@link #readLine()}.
   *
   * @return the stream
   */
  InputStream input() {
    return raw;
  }

  /**
   * Standard output.
   *
   * @return the stream
   */
  PrintStream out() {
    return out;
  }

  /**
   * Standard error.
   *
   * @return the stream
   */
  PrintStream err() {
    return err;
  }

  /**
   * Writes a one-line error message on standard error, after what standard output holds so far.
   *
   * @param message the message
   */
  void error(String message) {
    try {
      out.flush();
    } catch (UncheckedIOException e) {
      // standard output is gone (that may be the error being reported): say it all the same
    }
    err.println(printable(message));
    err.flush();
  }

  /**
   * A text with its control characters written as Java escapes (backslash, u, four hex digits), so
   * that a message that quotes the user's input cannot move the terminal's cursor or change its
   * colours.
   *
   * @param text any text
   * @return the text, control characters escaped
   */
  static String printable(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029') {
        out.append(String.format("\\u%04x", (int) c));
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }
}
