package io.github.plateau.xiangqi;

import io.github.plateau.core.ReadMode;
import io.github.plateau.core.testing.Corpus;
import io.github.plateau.core.testing.PgnFamilyChecks;
import io.github.plateau.core.testing.StreamChecks;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

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

  /**
   * Comments before, among and after a game's tags and after its result, a refused game before a
   * tail that does not read, and a tag broken at a {@code '{'}: the same entries streamed (cut
   * before the next tags) as read whole.
   */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "{before}\n[Event \"a\"]\n; among\n[Site \"b\"]\n1. h2e2 * {after}\n\n[Event \"c\"]\n*\n",
        "[Event \"a\"]\n1. h2e2 *; after\n[Event \"b\"]\n1. h2e2 *\n{at the end}",
        "[Event \"a\"]\n1. z9z9 *\n\n[Event \"b\n1. h2e2 *\n",
        "[Event \"a\"]\n1. h2e2 h9g7 2. z9z9 * {after}\n[Event \"b\n",
        "[Event \"a\"]\n1. h2e2 * {left open\n[Event \"b\"]\n1. h2e2 *\n",
        "[Event \"a\"]\n1. h2e2 *\n[Whi{e \"x\"]\n1. h2e2 {x} *\n\n[Event \"c\"]\n1. h2e2 *\n",
        // refused after its result was read (it differs from the tag), then a tag that does not end
        "[Result \"1-0\"]\n1. h2e2 0-1\n[Event \"b\n",
        "[Result \"1-0\"]\n1. h2e2 0-1 {c}\n[Event \"b\n"
      })
  void commentsBetweenGamesAndBrokenTailsStreamAsReadWhole(String text) {
    PgnFamilyChecks.streamsAsReadWhole(Pgn.FORMAT, GAME, text);
  }

  @Test
  void mutatedCorpusFilesStreamAsReadWhole() {
    StreamChecks.checkMutatedFiles(Pgn.FORMAT, GAME, Corpus.files("xiangqi-pgn"), 1500);
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
