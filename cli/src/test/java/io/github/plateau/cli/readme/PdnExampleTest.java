package io.github.plateau.cli.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.Reason;
import io.github.plateau.draughts.Color;
import io.github.plateau.draughts.Draughts;
import io.github.plateau.draughts.DraughtsPosition;
import io.github.plateau.draughts.Move;
import io.github.plateau.draughts.Pdn;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The draughts PDN example of the records manual (docs/records.md), compiled and run. */
class PdnExampleTest {
  @Test
  void pdn() {
    String text =
        "[Event \"Club\"]\n1. 32-28 19-23 2. 28x19 14x23 {even} 3. 37-32 10-14 2-0\n"
            + "[GameType \"21\"] 1. 11-15 24-20 2. 8-11 *";
    // README:begin
    List<AnnotatedRecord<DraughtsPosition, Move>> games =
        Pdn.FORMAT.readAll(Draughts.international(), text, ReadMode.STRICT); // or the file's bytes
    AnnotatedRecord<DraughtsPosition, Move> first = games.get(0); // international: no GameType
    String note = first.mainLine().get(3).annotation().comment(); // "even", after 14x23
    Optional<Outcome> stated = first.statedOutcome(); // WHITE wins by ADJUDICATION (2-0)
    Draughts english = (Draughts) games.get(1).game(); // GameType 21: Black first, short kings
    Draughts russian = Pdn.FORMAT.game("25"); // for a file of Russian games without the tag
    AnnotatedRecord<DraughtsPosition, Move> game =
        Pdn.FORMAT.read(russian, "1. c3-d4 f6-e5 2. d4:f6 g7:e5 *", ReadMode.AS_PLAYED);
    String written = Pdn.FORMAT.write(game); // [GameType "25"] ... 1. c3-d4 f6-e5 2. d4:f6 g7:e5 *
    // README:end
    assertEquals(2, games.size());
    assertEquals("even", note);
    assertEquals(Optional.of(Outcome.win(Color.WHITE, Reason.ADJUDICATION)), stated);
    assertEquals(Pdn.FORMAT.game("21"), english);
    assertEquals(Color.BLACK, games.get(1).record().startPosition().sideToMove());
    assertEquals("[GameType \"25\"]\n[Result \"*\"]\n\n1. c3-d4 f6-e5 2. d4:f6 g7:e5 *\n", written);
    assertEquals(game, Pdn.FORMAT.read(russian, written, ReadMode.AS_PLAYED));
    assertThrows(IllegalMoveException.class, () -> Pdn.FORMAT.read(english, "1. 32-28 *"));
  }
}
