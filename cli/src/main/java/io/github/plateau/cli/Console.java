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
  private final BufferedReader in;
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
    this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    this.out = out;
    this.err = err;
  }

  /**
   * The next line of standard input.
   *
   * @return the line without its terminator, or null at the end of the input
   * @throws UncheckedIOException if reading fails
   */
  String readLine() {
    try {
      return in.readLine();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read standard input: " + e.getMessage(), e);
    }
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
    out.flush();
    err.println(message);
    err.flush();
  }
}
