package io.github.plateau.cli.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Annotation;
import io.github.plateau.core.MoveNode;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.Reason;
import io.github.plateau.shogi.Color;
import io.github.plateau.shogi.Ki2;
import io.github.plateau.shogi.Kif;
import io.github.plateau.shogi.Move;
import io.github.plateau.shogi.Shogi;
import io.github.plateau.shogi.ShogiPosition;
import java.nio.charset.Charset;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The KIF and KI2 example of the records manual (docs/records.md), compiled and run. */
class KifExampleTest {
  @Test
  void kif() {
    byte[] bytes =
        String.join(
                "\n",
                "棋戦：練習対局",
                "先手：わたし",
                "後手：あなた",
                "手数----指手---------消費時間--",
                "   1 ７六歩(77)   ( 0:03/00:00:03)",
                "   2 ３四歩(33)   ( 0:02/00:00:02)+",
                "   3 ５八金(69)   ( 0:05/00:00:08)",
                "*金が上がる",
                "   4 ８八角成(22) ( 0:01/00:00:03)",
                "   5 ６九金(58)   ( 0:04/00:00:12)",
                "   6 反則勝ち",
                "まで5手で後手の反則勝ち",
                "",
                "変化：2手",
                "   2 ８四歩(83)   ( 0:01/00:00:01)",
                "")
            .getBytes(Charset.forName("windows-31j"));
    // README:begin
    Shogi shogi = new Shogi();
    AnnotatedRecord<ShogiPosition, Move> game =
        Kif.FORMAT.read(shogi, bytes, ReadMode.AS_PLAYED); // UTF-8, Shift_JIS or EUC-JP
    Map<String, String> headers = game.headers(); // {棋戦=練習対局, Sente=わたし, Gote=あなた}
    Annotation third = game.mainLine().get(2).annotation(); // "金が上がる", 5 seconds
    List<List<MoveNode<Move>>> instead = game.mainLine().get(1).variations(); // [[８四歩]]
    String foul = game.foulMove().orElseThrow(); // "６九金(58)": gote wins by this foul
    String ki2 = Ki2.FORMAT.write(game); // "▲７六歩    △３四歩    ▲５八金左 ..." and the variation
    // README:end
    assertEquals(Map.of("棋戦", "練習対局", "Sente", "わたし", "Gote", "あなた"), headers);
    assertEquals("金が上がる", third.comment());
    assertEquals(Optional.of(Duration.ofSeconds(5)), third.time());
    assertEquals("8c8d", instead.get(0).get(0).move().toString());
    assertEquals("６九金(58)", foul);
    assertEquals(Outcome.win(Color.GOTE, Reason.FOUL), game.statedOutcome().orElseThrow());
    assertEquals(
        String.join(
            "\n",
            "棋戦：練習対局",
            "手合割：平手",
            "先手：わたし",
            "後手：あなた",
            "▲７六歩    △３四歩    ▲５八金左",
            "*金が上がる",
            "△８八角成  ▲６九金",
            "まで5手で後手の反則勝ち",
            "",
            "変化：2手",
            "△８四歩",
            ""),
        ki2);
  }
}
