package io.github.plateau.cli.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.Reason;
import io.github.plateau.xiangqi.Color;
import io.github.plateau.xiangqi.Move;
import io.github.plateau.xiangqi.MoveFormat;
import io.github.plateau.xiangqi.Pgn;
import io.github.plateau.xiangqi.Xiangqi;
import io.github.plateau.xiangqi.XiangqiPosition;
import java.nio.charset.Charset;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The xiangqi PGN example of the records manual (docs/records.md), compiled and run. */
class PgnExampleTest {
  @Test
  void pgn() {
    byte[] bytes =
        ("[Event \"Example\"]\n1. 炮二平五 马８进７ 2. 马二进三 {a quiet move} 车９平８ *\n\n"
                + "[FEN \"4k4/9/9/9/9/9/9/9/9/3K1R3 w - - 0 1\"]\n"
                + "1. R4+9 K5+1 2. R4-1 K5-1 3. R4+1 K5+1 4. R4-1 K5-1 5. R4+1 K5+1 0-1\n")
            .getBytes(Charset.forName("GB18030"));
    // README:begin
    Xiangqi xiangqi = new Xiangqi();
    List<AnnotatedRecord<XiangqiPosition, Move>> games =
        Pgn.FORMAT.readAll(xiangqi, bytes, ReadMode.AS_PLAYED); // UTF-8, GB18030 or Big5
    AnnotatedRecord<XiangqiPosition, Move> first = games.get(0);
    String note = first.mainLine().get(2).annotation().comment(); // "a quiet move"
    String wxf =
        Pgn.FORMAT.write(first, MoveFormat.WXF); // "... 2. H2+3 {a quiet move} 2... R9.8 *"
    AnnotatedRecord<XiangqiPosition, Move> checks = games.get(1); // goes on past the repetition
    int ply = checks.rulesEnding().orElseThrow().ply(); // 9: Red loses by perpetual check there
    // README:end
    assertEquals("a quiet move", note);
    assertEquals(
        "[Game \"Chinese Chess\"]\n[Event \"Example\"]\n[Result \"*\"]\n\n"
            + "1. C2.5 H8+7 2. H2+3 {a quiet move} 2... R9.8 *\n",
        wxf);
    assertEquals(9, ply);
    assertEquals(Reason.PERPETUAL_CHECK, checks.rulesEnding().orElseThrow().outcome().reason());
    assertEquals(10, checks.record().ply());
    assertEquals(Optional.of(Color.BLACK), checks.statedOutcome().orElseThrow().winner());
  }
}
