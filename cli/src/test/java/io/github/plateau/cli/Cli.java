package io.github.plateau.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Runs {@link Main#run} with captured streams. */
final class Cli {
  private Cli() {}

  /**
   * What one run printed and returned.
   *
   * @param status the exit status
   * @param out standard output
   * @param err standard error
   */
  record Result(int status, String out, String err) {
    /** Standard output's lines. */
    List<String> lines() {
      return out.isEmpty() ? List.of() : List.of(out.split("\n", -1)).subList(0, count(out));
    }

    /** The last line of standard output. */
    String lastLine() {
      List<String> lines = lines();
      return lines.get(lines.size() - 1);
    }

    private static int count(String text) {
      String[] parts = text.split("\n", -1);
      return text.endsWith("\n") ? parts.length - 1 : parts.length;
    }
  }

  static Result run(String... args) {
    return runWithInput("", args);
  }

  /** Standard output's bytes as written, for output in another encoding than UTF-8. */
  static byte[] bytes(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e =
            new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)) {
      Main.run(args, new ByteArrayInputStream(new byte[0]), o, e);
    }
    return out.toByteArray();
  }

  static Result runWithInput(String input, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status;
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      status =
          Main.run(args, new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), o, e);
    }
    return new Result(
        status,
        out.toString(StandardCharsets.UTF_8).replace("\r\n", "\n"),
        err.toString(StandardCharsets.UTF_8));
  }
}
