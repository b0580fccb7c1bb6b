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
   * The system property that says where the shared folder is: a path to use instead of looking for
   * {@code ../shared}, or {@value #NONE} to run as on a fresh clone without it (CI does both).
   */
  public static final String PROPERTY = "plateau.shared";

  /** The value of {@link #PROPERTY} that hides the shared folder. */
  public static final String NONE = "none";

  /**
   * The records folder: {@code records} of the folder named by {@link #PROPERTY}, or else of {@code
   * shared} beside the project root, looked for from the working directory (a module's folder under
   * Maven, or the root) upwards.
   *
   * @return the folder, or empty if there is none
   */
  public static Optional<Path> root() {
    return root(System.getProperty(PROPERTY), Path.of("").toAbsolutePath());
  }

  /**
   * The records folder for a value of {@link #PROPERTY} and a working directory.
   *
   * @param property the property's value, or null when it is not set
   * @param workingDirectory where the search for {@code ../shared} starts
   * @return the folder, or empty if there is none
   */
  static Optional<Path> root(String property, Path workingDirectory) {
    if (property != null && !property.isBlank()) {
      Path records = Path.of(property).resolve("records");
      return property.equals(NONE) || !Files.isDirectory(records)
          ? Optional.empty()
          : Optional.of(records);
    }
    for (Path dir = workingDirectory; dir != null; dir = dir.getParent()) {
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
   * The records folder, skipping the test when it is absent.
   *
   * @return the folder
   */
  public static Path require() {
    Optional<Path> root = root();
    Assumptions.assumeTrue(root.isPresent(), "no ../shared/records beside the project");
    return root.get();
  }

  /**
   * A file or folder of the corpus by its path below {@code records}, skipping the test when the
   * corpus is absent.
   *
   * @param name its path below {@code records}, with {@code /}
   * @return the path, which may not exist
   */
  public static Path resolve(String name) {
    return require().resolve(name);
  }

  /**
   * Every file of a format's folder, sorted by path, skipping the test when the corpus is absent.
   *
   * @param format the folder below {@code records}, such as {@code shogi-csa}
   * @return the files, relative paths resolved against the records folder
   */
  public static List<Path> files(String format) {
    Path dir = resolve(format);
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
    return require().relativize(file).toString().replace('\\', '/');
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
