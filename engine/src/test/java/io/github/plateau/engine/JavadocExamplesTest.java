package io.github.plateau.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Decision;
import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Games;
import io.github.plateau.core.Limits;
import io.github.plateau.core.MoveList;
import io.github.plateau.core.MoveNotation;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Player;
import io.github.plateau.core.RandomPlayer;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.RecordFormat;
import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.Turn;
import io.github.plateau.core.testing.Regions;
import io.github.plateau.shogi.Move;
import io.github.plateau.shogi.Shogi;
import io.github.plateau.shogi.ShogiPosition;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The code examples of the entry points' javadoc: each is the region of this file between {@code //
 * javadoc:Type:begin} and {@code // javadoc:Type:end}, letter for letter, so that it compiles and
 * gives the values its comments state.
 */
class JavadocExamplesTest {
  private static final Path CORE = Path.of("..", "core", "src", "main", "java");
  private static final Path ENGINE = Path.of("src", "main", "java");
  private static final Map<String, Path> SOURCES =
      Map.of(
          "Game", CORE,
          "Position", CORE,
          "SearchBoard", CORE,
          "GameRecord", CORE,
          "RecordFormat", CORE,
          "MoveNotation", CORE,
          "Player", CORE,
          "Match", ENGINE);
  private static final Pattern EXAMPLE =
      Pattern.compile("<pre>\\{@code\\n(.*?)\\n \\* \\}</pre>", Pattern.DOTALL);

  @Test
  void everyEntryPointShowsItsTestedExample() throws IOException {
    String self =
        Files.readString(
            Path.of("src/test/java/io/github/plateau/engine/JavadocExamplesTest.java"));
    for (Map.Entry<String, Path> type : SOURCES.entrySet()) {
      String name = type.getKey();
      String pkg = type.getValue() == CORE ? "core" : "engine";
      Path source = type.getValue().resolve("io/github/plateau/" + pkg + "/" + name + ".java");
      Matcher m = EXAMPLE.matcher(Files.readString(source));
      assertTrue(m.find(), "no <pre>{@code ...}</pre> example in " + source);
      String example = m.group(1).replaceAll("(?m)^ \\* ?", "");
      assertEquals(region(self, name), example, "the javadoc example of " + source);
    }
  }

  /** The lines between a type's markers, their common indentation removed. */
  private static String region(String source, String name) {
    List<String> lines =
        Regions.between(source, "// javadoc:" + name + ":begin", "// javadoc:" + name + ":end");
    assertFalse(lines.isEmpty(), "no region " + name);
    return String.join("\n", lines);
  }

  @Test
  void game() {
    // javadoc:Game:begin
    Game<?, ?> any = Games.create("xiangqi"); // an installed game by its id
    Shogi shogi = new Shogi(); // or a game's own class, with its own types
    ShogiPosition start = shogi.parse(Shogi.START); // any SFEN; equal to shogi.start()
    Move move = shogi.parseMove(start, "7g7f"); // standard notation, checked against start
    String text = shogi.formatMove(start, move); // "7g7f"
    // javadoc:Game:end
    assertEquals("xiangqi", any.id());
    assertEquals("7g7f", text);
    assertEquals(shogi.start(), start);
  }

  @Test
  void position() {
    // javadoc:Position:begin
    Shogi shogi = new Shogi();
    ShogiPosition start = shogi.start();
    List<Move> moves = start.legalMoves(); // 30
    ShogiPosition next = start.play(moves.get(0)); // start is unchanged
    boolean same = shogi.parse(next.toString()).equals(next); // true: toString() is SFEN
    long leaves = start.perft(3); // 25470
    Optional<Outcome> outcome = next.outcome(); // empty: gote has legal moves
    // javadoc:Position:end
    assertEquals(30, moves.size());
    assertTrue(same);
    assertEquals(25470, leaves);
    assertEquals(Optional.empty(), outcome);
  }

  @Test
  void searchBoard() {
    // javadoc:SearchBoard:begin
    Shogi shogi = new Shogi();
    ShogiPosition start = shogi.start();
    SearchBoard<ShogiPosition, Move> board = start.searchBoard(); // this thread's own
    MoveList list = new MoveList(); // reused: generate allocates nothing
    int count = board.generate(list); // 30 move codes
    Move first = board.decode(list.get(0)); // a code is valid in the state that listed it
    board.push(list.get(0)); // make
    long hash = board.hash(); // start.play(first).hashCode() is another hash
    board.pop(); // unmake: the board is at the start again
    boolean back = board.position().equals(start); // true
    // javadoc:SearchBoard:end
    assertEquals(30, count);
    assertTrue(start.isLegal(first));
    assertTrue(back);
    assertTrue(hash != 0);
  }

  @Test
  void gameRecord() {
    // javadoc:GameRecord:begin
    Shogi shogi = new Shogi();
    GameRecord<ShogiPosition, Move> game = GameRecord.start(shogi).play("7g7f").play("3c3d");
    int plies = game.ply(); // 2
    GameRecord<ShogiPosition, Move> back = game.undo(); // game is unchanged
    Optional<Outcome> outcome = game.outcome(); // empty: the game goes on
    GameRecord<ShogiPosition, Move> resigned = game.resign(game.current().sideToMove());
    String result = resigned.outcome().orElseThrow().toString(); // "GOTE wins by RESIGNATION"
    // javadoc:GameRecord:end
    assertEquals(2, plies);
    assertEquals(1, back.ply());
    assertEquals(Optional.empty(), outcome);
    assertEquals("GOTE wins by RESIGNATION", result);
  }

  @Test
  void recordFormat() {
    // javadoc:RecordFormat:begin
    Shogi shogi = new Shogi();
    GameRecord<ShogiPosition, Move> game = GameRecord.start(shogi).play("7g7f").play("3c3d");
    RecordFormat<ShogiPosition, Move> csa = shogi.recordFormats().get(2); // KIF, KI2, CSA
    String text = csa.write(List.of(AnnotatedRecord.of(game))); // "+7776FU", "-3334FU", ...
    byte[] file = text.getBytes(StandardCharsets.UTF_8);
    List<AnnotatedRecord<ShogiPosition, Move>> read = csa.readAll(shogi, file, ReadMode.STRICT);
    boolean same = read.get(0).record().moves().equals(game.moves()); // true
    // javadoc:RecordFormat:end
    assertEquals("CSA", csa.name());
    assertTrue(text.contains("+7776FU") && text.contains("-3334FU"), text);
    assertTrue(same);
  }

  @Test
  void moveNotation() {
    // javadoc:MoveNotation:begin
    Shogi shogi = new Shogi();
    GameRecord<ShogiPosition, Move> game = GameRecord.start(shogi).play("7g7f").play("3c3d");
    MoveNotation<ShogiPosition, Move> japanese = shogi.moveNotation("japanese");
    List<String> texts = japanese.write(game.startPosition(), game.moves()); // ☗７六歩, ☖３四歩
    // javadoc:MoveNotation:end
    assertEquals(List.of("☗７六歩", "☖３四歩"), texts);
  }

  @Test
  void player() {
    // javadoc:Player:begin
    Shogi shogi = new Shogi();
    Player<ShogiPosition, Move> first = // a bot: the first legal move
        turn -> Decision.move(turn.position().legalMoves().get(0));
    Turn<ShogiPosition, Move> turn = new Turn<>(GameRecord.start(shogi), Limits.depth(1));
    Move move = first.decide(turn).move().orElseThrow(); // 5i5h, the king
    // javadoc:Player:end
    assertEquals("5i5h", shogi.formatMove(shogi.start(), move));
  }

  @Test
  void match() {
    // javadoc:Match:begin
    Shogi shogi = new Shogi();
    MatchResult<ShogiPosition, Move> result =
        Match.builder(shogi)
            .entrant("seven", () -> new RandomPlayer<>(7))
            .entrant("eight", () -> new RandomPlayer<>(8))
            .games(2) // one opening, played with the sides swapped
            .limits(Limits.nodes(1)) // a fixed limit per move instead of a clock
            .build()
            .run(); // plays the games on a pool of threads
    String summary = result.summaries().get(0); // "seven vs eight: +0 -0 =2, score 50.0%, ..."
    // javadoc:Match:end
    assertEquals("seven vs eight: +0 -0 =2, score 50.0%, Elo 0.0 +/- 0.0", summary);
  }
}
