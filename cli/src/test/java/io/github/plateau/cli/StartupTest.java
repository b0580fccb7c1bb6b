package io.github.plateau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * What a command loads: run as a real JVM with {@code -verbose:class}, a command loads its own
 * classes and its game's, not the other commands' nor the other games' (their providers aside), and
 * neither the web server nor Guava's collections.
 */
class StartupTest {

  /** The classes a JVM loaded while running the command line, in order. */
  private static List<String> loadedClasses(String... args)
      throws IOException, InterruptedException {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    List<String> command = new ArrayList<>(List.of(java, "-verbose:class", "-Xshare:auto", "-cp"));
    command.add(System.getProperty("java.class.path"));
    command.add(Main.class.getName());
    command.addAll(List.of(args));
    Path out = Files.createTempFile("plateau-classes", ".txt");
    try {
      Process process =
          new ProcessBuilder(command)
              .redirectOutput(out.toFile())
              .redirectError(ProcessBuilder.Redirect.DISCARD)
              .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
              .start();
      assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the JVM did not end");
      assertEquals(0, process.exitValue());
      List<String> classes = new ArrayList<>();
      for (String line : Files.readAllLines(out, StandardCharsets.UTF_8)) {
        // [0.012s][info][class,load] java.lang.Object source: shared objects file
        int start = line.indexOf("[class,load] ");
        if (start >= 0) {
          String rest = line.substring(start + "[class,load] ".length());
          classes.add(rest.substring(0, rest.indexOf(' ')));
        }
      }
      return classes;
    } finally {
      Files.deleteIfExists(out);
    }
  }

  @Test
  void perftLoadsItsGameAloneAndNoServer() throws Exception {
    List<String> classes = loadedClasses("perft", "shogi", "1");
    assertTrue(classes.contains("io.github.plateau.cli.PerftCommand"), classes.toString());
    assertTrue(classes.contains("io.github.plateau.shogi.ShogiPosition"), classes.toString());
    Map<String, String> forbidden =
        Map.of(
            "io.github.plateau.xiangqi.Xiangqi", "another game",
            "io.github.plateau.draughts.Draughts", "another game",
            "io.github.plateau.napoleon.Napoleon", "another game",
            "io.github.plateau.cli.ServeCommand", "another command",
            "io.github.plateau.cli.SelfplayCommand", "another command",
            "io.github.plateau.web.", "the web board",
            "io.github.plateau.engine.", "the engine protocols",
            "io.javalin.", "Javalin",
            "org.eclipse.jetty.", "Jetty",
            "com.fasterxml.jackson.", "Jackson");
    for (String name : classes) {
      for (Map.Entry<String, String> entry : forbidden.entrySet()) {
        boolean hit =
            entry.getKey().endsWith(".")
                ? name.startsWith(entry.getKey())
                : name.equals(entry.getKey()) || name.startsWith(entry.getKey() + "$");
        assertTrue(!hit, name + " loaded: " + entry.getValue());
      }
    }
    // Guava's collections cost dozens of classes; what core needs at start-up is java.util's
    assertTrue(
        classes.stream().noneMatch(c -> c.startsWith("com.google.common.collect.ImmutableSorted")),
        classes.toString());
  }

  @Test
  void theProvidersAreTheOtherGamesOnlyClasses() throws Exception {
    List<String> classes = loadedClasses("perft", "xiangqi", "1");
    List<String> others =
        classes.stream()
            .filter(
                c ->
                    c.startsWith("io.github.plateau.shogi.")
                        || c.startsWith("io.github.plateau.draughts.")
                        || c.startsWith("io.github.plateau.napoleon."))
            .toList();
    assertEquals(
        List.of(
            "io.github.plateau.shogi.ShogiProvider",
            "io.github.plateau.draughts.DraughtsProvider",
            "io.github.plateau.napoleon.NapoleonProvider"),
        others.stream().sorted((a, b) -> order(a) - order(b)).toList());
  }

  private static int order(String provider) {
    return provider.contains("shogi") ? 0 : provider.contains("draughts") ? 1 : 2;
  }
}
