package io.github.plateau.cli.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Limits;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Player;
import io.github.plateau.core.RandomPlayer;
import io.github.plateau.core.Score;
import io.github.plateau.core.search.Evaluation;
import io.github.plateau.core.search.SearchPlayer;
import io.github.plateau.core.search.SearchResult;
import io.github.plateau.core.search.Searcher;
import io.github.plateau.engine.EngineServer;
import io.github.plateau.engine.Match;
import io.github.plateau.engine.MatchResult;
import io.github.plateau.engine.Protocol;
import io.github.plateau.xiangqi.Color;
import io.github.plateau.xiangqi.Move;
import io.github.plateau.xiangqi.Xiangqi;
import io.github.plateau.xiangqi.XiangqiEvaluation;
import io.github.plateau.xiangqi.XiangqiPosition;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The README's "write a bot" (an evaluation, a search, a match, an engine), compiled and run;
 * {@link ReadmeExamplesTest} keeps the two equal.
 */
class WriteABotExampleTest {
  // README:begin
  static final Xiangqi XIANGQI = new Xiangqi();
  static final XiangqiEvaluation STANDARD = new XiangqiEvaluation(); // material and placement

  /** The evaluation: the standard one, and half a soldier worse for a side in check. */
  static final Evaluation<XiangqiPosition, Move> MINE =
      board -> STANDARD.evaluate(board) - (board.inCheck() ? 50 : 0);

  /** A search of one position within limits: depth, nodes or time. */
  static SearchResult<Move> best(XiangqiPosition position) {
    Searcher<XiangqiPosition, Move> searcher = new Searcher<>(MINE, 1 << 16); // a 1 MB table
    return searcher.search(position.searchBoard(), Limits.depth(4), info -> {}, () -> false);
  }

  /** The bot as a player: a searcher within each turn's clock, playing on rather than drawing. */
  static Player<XiangqiPosition, Move> bot() {
    return new SearchPlayer<>(MINE, 1 << 16, 20, 1); // contempt for draws 20, one thread
  }

  /** Six games against the random player, 2,000 nodes a move. */
  static MatchResult<XiangqiPosition, Move> match() {
    return Match.builder(XIANGQI)
        .entrant("mine", WriteABotExampleTest::bot)
        .entrant("random", () -> new RandomPlayer<>(7))
        .games(6)
        .randomPlies(2)
        .limits(Limits.nodes(2_000))
        .build()
        .run();
  }

  /** The bot as a UCI engine, for GUIs and match programs: in and out are System.in and out. */
  static void serve(InputStream in, OutputStream out) {
    EngineServer.serve(XIANGQI, Protocol.UCI, bot(), in, out);
  }

  // README:end

  @Test
  void theBotFindsAMateInOne() {
    // b0b9 mates the general on e9, a8f8 leaves it no move (stalemate loses): both win at once
    XiangqiPosition mateInOne = XIANGQI.parse("4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1");
    SearchResult<Move> result = best(mateInOne);
    Outcome outcome = mateInOne.play(result.bestMove()).outcome().orElseThrow();
    assertTrue(outcome.isWinFor(Color.RED), outcome.toString());
    assertEquals(Score.mateIn(1), result.score());
  }

  @Test
  void theBotWinsEveryGameOfItsMatchAgainstRandom() {
    MatchResult<XiangqiPosition, Move> result = match();
    assertEquals(6, result.pairs().get(0).wins(), result.summaries().get(0));
  }

  @Test
  void theServedBotAnswersGoWithALegalMove() throws Exception {
    PipedOutputStream commands = new PipedOutputStream();
    PipedInputStream in = new PipedInputStream(commands);
    PipedOutputStream out = new PipedOutputStream();
    BufferedReader answers =
        new BufferedReader(
            new InputStreamReader(new PipedInputStream(out, 1 << 16), StandardCharsets.UTF_8));
    Thread engine = new Thread(() -> serve(in, out));
    engine.start();
    Writer gui = new OutputStreamWriter(commands, StandardCharsets.UTF_8);
    gui.write("uci\nisready\nposition startpos moves h2e2\ngo depth 3\n");
    gui.flush();
    List<String> lines = new ArrayList<>();
    String line;
    while ((line = answers.readLine()) != null && !line.startsWith("bestmove ")) {
      lines.add(line);
    }
    gui.write("quit\n");
    gui.flush();
    engine.join(10_000);
    assertTrue(lines.contains("readyok"), String.join("\n", lines));
    assertTrue(line != null, "no bestmove after " + lines);
    XiangqiPosition afterCannon = XIANGQI.start().play(XIANGQI.parseMove(XIANGQI.start(), "h2e2"));
    Move answer = XIANGQI.parseMove(afterCannon, line.split(" ")[1]); // refuses an illegal move
    assertTrue(afterCannon.isLegal(answer), line);
    assertFalse(engine.isAlive(), "the engine did not quit");
  }
}
