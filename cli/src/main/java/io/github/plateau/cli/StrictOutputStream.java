package io.github.plateau.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;

/**
 * An output stream whose write errors stop the command. {@link java.io.PrintStream} swallows them,
 * so a full disk would exit 0 and a reader gone ({@code | head -1}) would let a long command
 * compute to its end; through this stream the next write fails and the command ends with status 1.
 */
final class StrictOutputStream extends OutputStream {
  private final OutputStream out;
  private final String name;

  /**
   * Wraps a stream.
   *
   * @param out the stream written to
   * @param name the stream's name for the error message, such as "standard output"
   */
  StrictOutputStream(OutputStream out, String name) {
    this.out = out;
    this.name = name;
  }

  @Override
  public void write(int b) {
    try {
      out.write(b);
    } catch (IOException e) {
      throw failure(e);
    }
  }

  @Override
  public void write(byte[] bytes, int offset, int length) {
    try {
      out.write(bytes, offset, length);
    } catch (IOException e) {
      throw failure(e);
    }
  }

  @Override
  public void flush() {
    try {
      out.flush();
    } catch (IOException e) {
      throw failure(e);
    }
  }

  private UncheckedIOException failure(IOException e) {
    return new UncheckedIOException("cannot write " + name + ": " + e.getMessage(), e);
  }
}
