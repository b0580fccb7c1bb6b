package io.github.plateau.cli.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.testing.Regions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every Java example of the README and of the manuals in {@code docs/} is the code between {@code
 * // README:begin} and {@code // README:end} of a test in this package, letter for letter: the
 * examples compile and run. Each marked region is shown once, in exactly one document.
 */
class ReadmeExamplesTest {
  private static final Pattern EXAMPLE =
      Pattern.compile("<!-- example: (\\w+) -->\\s*```java\\n(.*?)```", Pattern.DOTALL);
  private static final Path SOURCES = Path.of("src/test/java/io/github/plateau/cli/readme");

  @Test
  void everyReadmeExampleIsATestedRegion() throws IOException {
    Map<String, String> examples = new LinkedHashMap<>();
    Map<String, Path> shownIn = new LinkedHashMap<>();
    for (Path document : documents()) {
      Matcher m = EXAMPLE.matcher(Files.readString(document));
      while (m.find()) {
        Path before = shownIn.put(m.group(1), document);
        assertNull(before, m.group(1) + " is shown in both " + before + " and " + document);
        examples.put(m.group(1), m.group(2));
      }
    }
    assertFalse(examples.isEmpty(), "no <!-- example: Name --> block in README.md or docs/");
    for (Map.Entry<String, String> example : examples.entrySet()) {
      Path source = SOURCES.resolve(example.getKey() + ".java");
      assertEquals(
          region(Files.readString(source)),
          example.getValue(),
          shownIn.get(example.getKey()) + " example " + source);
    }
    try (var files = Files.list(SOURCES)) {
      for (Path file : files.toList()) {
        String name = file.getFileName().toString().replace(".java", "");
        boolean marked =
            Files.readAllLines(file).stream().anyMatch(l -> l.strip().equals("// README:begin"));
        if (marked) {
          assertTrue(examples.containsKey(name), name + " is not shown in README.md or docs/");
        }
      }
    }
  }

  /** The README, then the manuals in {@code docs/} in name order. */
  private static List<Path> documents() throws IOException {
    List<Path> documents = new ArrayList<>();
    documents.add(Path.of("..", "README.md"));
    try (Stream<Path> manuals = Files.list(Path.of("..", "docs"))) {
      manuals
          .filter(p -> p.getFileName().toString().endsWith(".md"))
          .sorted()
          .forEach(documents::add);
    }
    return documents;
  }

  /** The lines between the markers, their common indentation removed. */
  private static String region(String source) {
    StringBuilder out = new StringBuilder();
    for (String line : Regions.between(source, "// README:begin", "// README:end")) {
      out.append(line).append('\n');
    }
    return out.toString();
  }
}
