package io.github.plateau.cli.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.RecordStream;
import io.github.plateau.core.RecordWriter;
import io.github.plateau.xiangqi.Move;
import io.github.plateau.xiangqi.Pgn;
import io.github.plateau.xiangqi.Xiangqi;
import io.github.plateau.xiangqi.XiangqiPosition;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The streams example of the records manual (docs/records.md), compiled and run. */
class StreamExampleTest {
  @TempDir Path dir;

  @Test
  void stream() throws IOException {
    Path file = dir.resolve("games.pgn");
    Xiangqi xiangqi = new Xiangqi();
    GameRecord<XiangqiPosition, Move> opening =
        GameRecord.start(xiangqi).play("h2e2").play("h9g7").play("h0g2");
    try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      RecordWriter<XiangqiPosition, Move> writer = Pgn.FORMAT.writer(out);
      writer.write(opening);
      writer.write(opening.play("i9h9"));
    }
    Files.writeString(file, "\n[Event \"broken\"]\n1. a0a5 *\n", StandardOpenOption.APPEND);
    // README:begin
    long plies = 0;
    List<String> refused = new ArrayList<>();
    try (RecordStream<XiangqiPosition, Move> games =
        Pgn.FORMAT.stream(xiangqi, file, ReadMode.STRICT)) {
      while (games.hasNext()) { // one game at a time, whatever the file's size
        RecordStream.Item<XiangqiPosition, Move> game = games.next();
        if (game.entry().record().isPresent()) {
          plies += game.entry().record().get().record().ply();
        } else { // the game's number, its line in the file, the problem
          refused.add(
              game.number()
                  + ", line "
                  + game.failureLine().getAsLong()
                  + ": "
                  + game.entry().failure().get().problem());
        }
      }
    }
    // README:end
    assertEquals(3 + 4, plies);
    assertEquals(1, refused.size());
    assertEquals(true, refused.get(0).startsWith("3, line "), refused.get(0));
  }
}
