package io.github.plateau.xiangqi;

import io.github.plateau.core.ReadMode;
import io.github.plateau.core.testing.Corpus;
import io.github.plateau.core.testing.StreamChecks;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Xiangqi's PGN streamed: the same games and refusals as read whole, over the corpus and over
 * seeded files with broken lines; a file of many games in constant memory; games written one at a
 * time.
 */
class XiangqiStreamTest {
  private static final Xiangqi GAME = new Xiangqi();

  /** Lines put in place of a line of a file: comments left open, results, tags, trailers. */
  private static final List<String> BREAKS =
      List.of(
          "{ a comment left open",
          "} closed",
          "1-0",
          "[Event \"x\"]",
          "[Event \"unclosed",
          "( 1. h2e2",
          ")",
          "=====",
          "% an escape line",
          "\uFEFF% not one",
          "",
          "$",
          "1. z9z9 *",
          "; a comment",
          "{ [Event \"in a comment\"] 0-1");

  @Test
  void corpusStreamsAsReadWhole() {
    for (Path file : Corpus.files("xiangqi-pgn")) {
      for (ReadMode mode : ReadMode.values()) {
        StreamChecks.sameAsReadEach(Pgn.FORMAT, GAME, Corpus.bytes(file), mode, Corpus.name(file));
      }
    }
  }

  @Test
  void seededFilesWithBrokenLinesStreamAsReadWhole() {
    StreamChecks.checkSeededFiles(Pgn.FORMAT, GAME, BREAKS, 80);
  }

  @Test
  void manyGamesStreamWithoutBeingHeld() {
    StreamChecks.checkManyGames(Pgn.FORMAT, GAME, 20_000);
  }

  @Test
  void gamesWrittenOneAtATimeAreTheGamesWrittenTogether() throws IOException {
    StreamChecks.checkWriterWritesAsWrite(Pgn.FORMAT, GAME);
  }
}
