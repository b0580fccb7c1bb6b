package io.github.plateau.cli.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.testing.Regions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every Java example of the README is the code between {@code // README:begin} and {@code //
 * README:end} of a test in this package, letter for letter: the README's examples compile and run.
 */
class ReadmeExamplesTest {
  private static final Pattern EXAMPLE =
      Pattern.compile("<!-- example: (\\w+) -->\\s*```java\\n(.*?)```", Pattern.DOTALL);
  private static final Path SOURCES = Path.of("src/test/java/io/github/plateau/cli/readme");

  @Test
  void everyReadmeExampleIsATestedRegion() throws IOException {
    String readme = Files.readString(Path.of("..", "README.md"));
    Map<String, String> examples = new LinkedHashMap<>();
    Matcher m = EXAMPLE.matcher(readme);
    while (m.find()) {
      examples.put(m.group(1), m.group(2));
    }
    assertFalse(examples.isEmpty(), "no <!-- example: Name --> block in README.md");
    for (Map.Entry<String, String> example : examples.entrySet()) {
      Path source = SOURCES.resolve(example.getKey() + ".java");
      assertEquals(
          region(Files.readString(source)), example.getValue(), "README example " + source);
    }
    try (var files = Files.list(SOURCES)) {
      for (Path file : files.toList()) {
        String name = file.getFileName().toString().replace(".java", "");
        boolean marked =
            Files.readAllLines(file).stream().anyMatch(l -> l.strip().equals("// README:begin"));
        if (marked) {
          assertTrue(examples.containsKey(name), name + " is not shown in README.md");
        }
      }
    }
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
