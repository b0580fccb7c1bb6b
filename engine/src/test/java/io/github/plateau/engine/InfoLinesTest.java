package io.github.plateau.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.plateau.core.Score;
import io.github.plateau.core.SearchInfo;
import io.github.plateau.shogi.Move;
import io.github.plateau.shogi.Shogi;
import io.github.plateau.shogi.ShogiPosition;
import java.time.Duration;
import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

class InfoLinesTest {
  private static final Shogi SHOGI = new Shogi();

  private static String write(SearchInfo<Move> info) {
    return InfoLines.write(info, SHOGI.start(), SHOGI::formatMove, false);
  }

  @Test
  void aTimedReportCarriesItsSpeed() {
    ShogiPosition start = SHOGI.start();
    Move move = SHOGI.parseMove(start, "7g7f");
    SearchInfo<Move> info =
        SearchInfo.of(3, Score.centipawns(35), List.of(move), 12_000, Duration.ofMillis(40));
    assertEquals(OptionalLong.of(300_000), info.nps());
    assertEquals("info depth 3 score cp 35 nodes 12000 time 40 nps 300000 pv 7g7f", write(info));
  }

  @Test
  void noSpeedWithoutTimeOrUnderAMillisecond() {
    SearchInfo<Move> untimed = SearchInfo.of(1, Score.mateIn(3), List.of(), 9);
    assertEquals(OptionalLong.empty(), untimed.nps());
    assertEquals("info depth 1 score mate 3 nodes 9", write(untimed));
    SearchInfo<Move> instant =
        SearchInfo.of(1, Score.centipawns(0), List.of(), 9, Duration.ofNanos(999_999));
    assertEquals(OptionalLong.empty(), instant.nps());
  }
}
