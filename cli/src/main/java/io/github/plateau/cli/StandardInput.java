package io.github.plateau.cli;

import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The process's standard input, or a stream that refuses to be read when there is none.
 *
 * <p>A program started with its standard input closed ({@code plateau play shogi <&-}) finds file
 * descriptor 0 reused by the first file the JVM opens, one of its own: reading it would feed the
 * JDK's bytes to the command as input. On Linux, {@code /proc/self/fd/0} tells where descriptor 0
 * leads; when it leads into the running JDK, standard input is taken as closed. A heuristic: it
 * holds on HotSpot JVMs, whose first file opened is their own {@code lib/modules}.
 */
final class StandardInput {
  private StandardInput() {}

  /**
   * The standard input to read.
   *
   * @return {@link System#in}, or a stream whose reads fail with "standard input is closed"
   */
  static InputStream open() {
    return isClosed() ? new Closed() : new FileInputStream(FileDescriptor.in);
  }

  private static boolean isClosed() {
    Path fd = Path.of("/proc/self/fd/0");
    try {
      if (!Files.isSymbolicLink(fd)) {
        return false; // not Linux, or no way to tell: trust the descriptor
      }
      Path target = Files.readSymbolicLink(fd).normalize();
      Path home = Path.of(System.getProperty("java.home"));
      return target.isAbsolute()
          && (target.startsWith(home) || target.startsWith(home.toRealPath()));
    } catch (IOException | SecurityException e) {
      return false;
    }
  }

  /** An input that has none. */
  private static final class Closed extends InputStream {
    @Override
    public int read() {
      throw new UncheckedIOException(
          "cannot read standard input: it is closed", new IOException("closed"));
    }

    @Override
    public int read(byte[] bytes, int offset, int length) {
      return length == 0 ? 0 : read();
    }
  }
}
