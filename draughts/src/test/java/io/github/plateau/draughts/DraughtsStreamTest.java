package io.github.plateau.draughts;

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
 * Draughts' PDN streamed: the same games and refusals as read whole, over the corpus and over
 * seeded files with broken lines; a file of many games in constant memory; games written one at a
 * time.
 */
class DraughtsStreamTest {
  private static final Draughts GAME = Draughts.international();

  /** Lines put in place of a line of a file: comments left open, results, tags, trailers. */
  private static final List<String> BREAKS =
      List.of(
          "{ a comment left open",
          "} closed",
          "2-0",
          "/FEN \"W:W31:B20\"/",
          "[Event \"x\"]",
          "[Event \"unclosed",
          "( 1. h2e2",
          ")",
          "=====",
          "% an escape line",
          "\uFEFF% not one",
          "",
          "$",
          "1. 99-98 2-0",
          "; a comment",
          "{ [Event \"in a comment\"] 0-1");

  @Test
  void corpusStreamsAsReadWhole() {
    for (Path file : Corpus.files("draughts-pdn")) {
      for (ReadMode mode : ReadMode.values()) {
        StreamChecks.sameAsReadEach(Pdn.FORMAT, GAME, Corpus.bytes(file), mode, Corpus.name(file));
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
        "{before}\n[Event \"a\"]\n; among\n[Site \"b\"]\n1. 32-28 * {after}\n\n[Event \"c\"]\n*\n",
        "[Event \"a\"]\n1. 32-28 *; after\n[Event \"b\"]\n1. 32-28 *\n{at the end}",
        "[Event \"a\"]\n1. 99-98 *\n\n[Event \"b\n1. 32-28 *\n",
        "[FEN \"?:W,K15:B14\"]\n*\n\n[FEN \"W:W31-50:\n",
        "[Event \"a\"]\n1. 32-28 * {left open\n[Event \"b\"]\n1. 32-28 *\n",
        "[Event \"a\"]\n1. 32-28 *\n[Whi{e \"x\"]\n1. 32-28 {x} *\n\n[Event \"c\"]\n1. 32-28 *\n",
        // a setup's quote left open: masked on its line alone, read whole as streamed
        "[Event \"a\"]\n1. 32-28 /FEN \"W:W31 2-0\n[Event \"b\"]\n1. 32-28 2-0\n"
      })
  void commentsBetweenGamesAndBrokenTailsStreamAsReadWhole(String text) {
    PgnFamilyChecks.streamsAsReadWhole(Pdn.FORMAT, GAME, text);
  }

  @Test
  void mutatedCorpusFilesStreamAsReadWhole() {
    StreamChecks.checkMutatedFiles(Pdn.FORMAT, GAME, Corpus.files("draughts-pdn"), 1000);
  }

  @Test
  void seededFilesWithBrokenLinesStreamAsReadWhole() {
    StreamChecks.checkSeededFiles(Pdn.FORMAT, GAME, BREAKS, 80);
  }

  @Test
  void manyGamesStreamWithoutBeingHeld() {
    StreamChecks.checkManyGames(Pdn.FORMAT, GAME, 20_000);
  }

  @Test
  void gamesWrittenOneAtATimeAreTheGamesWrittenTogether() throws IOException {
    StreamChecks.checkWriterWritesAsWrite(Pdn.FORMAT, GAME);
  }
}
