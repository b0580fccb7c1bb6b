package io.github.plateau.core.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * The real-world records of {@code ../shared/records} beside the project, read in place: tests that
 * use them skip cleanly when the folder is absent (the project builds without it).
 */
public final class Corpus {
  private Corpus() {}

  /**
   * The records folder: {@code shared/records} beside the project root, looked for from the working
   * directory (a module's folder under Maven, or the root) upwards.
   *
   * @return the folder, or empty if there is none
   */
  public static Optional<Path> root() {
    for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
      Path records = dir.resolveSibling("shared").resolve("records");
      if (dir.resolve("pom.xml").toFile().isFile()
          && dir.resolve("mvnw").toFile().isFile()
          && Files.isDirectory(records)) {
        return Optional.of(records);
      }
    }
    return Optional.empty();
  }

  /**
   * Every file of a format's folder, sorted by path, skipping the test when the corpus is absent.
   *
   * @param format the folder below {@code records}, such as {@code shogi-csa}
   * @return the files, relative paths resolved against the records folder
   */
  public static List<Path> files(String format) {
    Optional<Path> root = root();
    Assumptions.assumeTrue(root.isPresent(), "no ../shared/records beside the project");
    Path dir = root.get().resolve(format);
    Assumptions.assumeTrue(Files.isDirectory(dir), "no " + dir);
    try (Stream<Path> walk = Files.walk(dir)) {
      return walk.filter(Files::isRegularFile).sorted().collect(Collectors.toList());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * A file's name relative to the records folder, for messages and lists of known exceptions.
   *
   * @param file a file of the corpus
   * @return its path below {@code records}, with {@code /}
   */
  public static String name(Path file) {
    Path root = root().orElseThrow();
    return root.relativize(file).toString().replace('\\', '/');
  }

  /**
   * A file's bytes.
   *
   * @param file a file of the corpus
   * @return its bytes
   */
  public static byte[] bytes(Path file) {
    try {
      return Files.readAllBytes(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
