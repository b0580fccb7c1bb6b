package io.github.plateau.cli;

import io.github.plateau.core.Games;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The training run of the build's class-data sharing archive ({@code target/plateau.jsa}): the
 * commands that should start fast, run once in one JVM, so that the classes they load are the ones
 * archived. The build runs it with {@code -XX:ArchiveClassesAtExit}; the launcher {@code
 * target/plateau} then starts the jar with that archive.
 *
 * <p>For every installed game: {@code perft} at depth 3 on one thread and on two, {@code perft
 * --divide}, {@code moves} and, if it has a drawing, {@code svg}; then {@code games} and the usage
 * text. What they print is thrown away; a command that fails stops the training with status 1, so
 * that a broken jar fails the build.
 */
public final class Training {
  private Training() {}

  /**
   * The command lines of the training run, in order.
   *
   * @param ids installed game ids
   * @return each command line's arguments
   */
  static List<String[]> commandLines(List<String> ids) {
    List<String[]> lines = new ArrayList<>();
    for (String id : ids) {
      lines.add(new String[] {"perft", id, "3"});
      lines.add(new String[] {"perft", id, "3", "--threads", "2"});
      lines.add(new String[] {"perft", id, "2", "--divide"});
      lines.add(new String[] {"moves", id});
      if (Games.create(id).drawing().isPresent()) {
        lines.add(new String[] {"svg", id});
      }
    }
    lines.add(new String[] {"games"});
    lines.add(new String[] {"--help"});
    return lines;
  }

  /**
   * Runs the training commands.
   *
   * @param args none
   */
  public static void main(String[] args) {
    PrintStream nowhere =
        new PrintStream(OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8);
    for (String[] line : commandLines(Games.ids())) {
      int status = Main.run(line, InputStream.nullInputStream(), nowhere, nowhere);
      if (status != 0) {
        System.err.println("training: 'plateau " + String.join(" ", line) + "' exited " + status);
        System.exit(1);
      }
    }
  }
}
