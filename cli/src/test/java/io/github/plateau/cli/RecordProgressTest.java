package io.github.plateau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.ReadMode;
import io.github.plateau.shogi.Csa;
import io.github.plateau.shogi.Move;
import io.github.plateau.shogi.Shogi;
import io.github.plateau.shogi.ShogiPosition;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The progress bar of {@code record} over many files shows the games reported, not read ahead. */
class RecordProgressTest {
  private static final Pattern EVENT =
      Pattern.compile("\\r\\[[#-]+\\] \\d+% (\\d+)/\\d+|plateau: \\S+/g(\\d+)\\.csa: game 1");

  @Test
  void theBarNeverShowsTheBytesOfGamesNotYetReported(@TempDir Path dir) throws IOException {
    List<RecordFiles.Source<ShogiPosition, Move>> sources = new ArrayList<>();
    long[] upTo = new long[31]; // the bytes of files 1 to k
    for (int k = 1; k <= 30; k++) {
      // each game refused, so that its report is a line on standard error beside the bar
      Path file = dir.resolve(String.format("g%02d.csa", k));
      Files.writeString(file, "V2.2\nPI\n+\n+7775FU\n'" + "x".repeat(k) + "\n");
      sources.add(new RecordFiles.Source<>(file, Csa.FORMAT));
      upTo[k] = upTo[k - 1] + Files.size(file);
    }
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    PrintStream errors = new PrintStream(err, true, StandardCharsets.UTF_8);
    Console console =
        new Console(
            new ByteArrayInputStream(new byte[0]),
            new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
            errors);
    RecordFiles<ShogiPosition, Move> files =
        new RecordFiles<>(new Shogi(), ReadMode.STRICT, console, false, true, Optional.empty());
    int status = files.run(sources, 1, Optional.of(new ProgressBar(errors, upTo[30])));
    assertEquals(2, status);
    Matcher events = EVENT.matcher(err.toString(StandardCharsets.UTF_8));
    int reported = 0;
    int bars = 0;
    while (events.find()) {
      if (events.group(1) != null) {
        long shown = Long.parseLong(events.group(1));
        assertTrue(
            shown <= upTo[reported],
            "the bar shows " + shown + " bytes with " + reported + " files reported: " + err);
        bars++;
      } else {
        reported = Integer.parseInt(events.group(2));
      }
    }
    assertEquals(30, reported);
    assertTrue(bars >= 10, bars + " bars drawn");
  }
}
