package io.github.plateau.core.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where the corpus is found, on a made-up checkout with a {@code shared} folder beside it. */
class CorpusTest {
  @TempDir Path dir;
  private Path project;
  private Path records;

  @BeforeEach
  void checkoutWithSharedBesideIt() throws IOException {
    project = Files.createDirectories(dir.resolve("plateau"));
    Files.writeString(project.resolve("pom.xml"), "<project/>");
    Files.writeString(project.resolve("mvnw"), "");
    Files.createDirectories(project.resolve("draughts"));
    records = Files.createDirectories(dir.resolve("shared").resolve("records"));
  }

  @Test
  void sharedBesideTheProjectIsFoundFromAModuleFolder() {
    assertEquals(Optional.of(records), Corpus.root(null, project.resolve("draughts")));
    assertEquals(Optional.of(records), Corpus.root("", project));
  }

  @Test
  void noneHidesTheSharedFolderAsOnAFreshClone() {
    assertEquals(Optional.empty(), Corpus.root(Corpus.NONE, project.resolve("draughts")));
  }

  @Test
  void aPathNamesTheSharedFolderWhereverTheProjectIs() throws IOException {
    Path elsewhere = Files.createDirectories(dir.resolve("elsewhere"));
    assertEquals(Optional.of(records), Corpus.root(dir.resolve("shared").toString(), elsewhere));
    assertEquals(Optional.empty(), Corpus.root(elsewhere.toString(), project));
  }

  @Test
  void aCheckoutWithoutSharedBesideItHasNoCorpus() throws IOException {
    Files.delete(records);
    assertEquals(Optional.empty(), Corpus.root(null, project.resolve("draughts")));
  }
}
