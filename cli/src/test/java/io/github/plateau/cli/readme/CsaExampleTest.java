package io.github.plateau.cli.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Annotation;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.Reason;
import io.github.plateau.shogi.Color;
import io.github.plateau.shogi.Csa;
import io.github.plateau.shogi.Move;
import io.github.plateau.shogi.Shogi;
import io.github.plateau.shogi.ShogiPosition;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The CSA example of the records manual (docs/records.md), compiled and run. */
class CsaExampleTest {
  @Test
  void csa() {
    // README:begin
    String text = "V2.2\nN+Habu\nN-Moriuchi\nPI\n+\n+7776FU\nT12\n'a comment\n-3334FU\n%TORYO\n";
    Shogi shogi = new Shogi();
    AnnotatedRecord<ShogiPosition, Move> game = Csa.FORMAT.read(shogi, text, ReadMode.STRICT);
    String sente = game.headers().get("Sente"); // "Habu", from N+
    Annotation first = game.mainLine().get(0).annotation(); // "a comment", 12 seconds
    Optional<Outcome> said = game.statedOutcome(); // sente resigned: GOTE wins by RESIGNATION
    String written = Csa.FORMAT.write(game); // V2.2 again; V3.0 if a time had a fraction
    // README:end
    assertEquals("Habu", sente);
    assertEquals(
        new Annotation("a comment", Optional.of(Duration.ofSeconds(12)), List.of()), first);
    assertEquals(Optional.of(Outcome.win(Color.GOTE, Reason.RESIGNATION)), said);
    assertEquals(game, Csa.FORMAT.read(shogi, written, ReadMode.STRICT));
  }
}
