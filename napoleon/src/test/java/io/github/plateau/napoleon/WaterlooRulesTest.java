package io.github.plateau.napoleon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Games;
import io.github.plateau.core.NotationException;
import io.github.plateau.napoleon.reference.NapoleonReference.Rules;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Section 11's rules options: armies, alliances and blocks of files, as the reference reads them.
 */
class WaterlooRulesTest {

  private static NapoleonRules read(String options) {
    return ((Napoleon) Games.create("napoleon:" + options)).rules();
  }

  @Test
  void theOptionsReadAsTheReferenceReadsThem() {
    NapoleonRules w3 = NapoleonRules.waterloo(3);
    Object[][] cases = {
      {"armies=3", w3, Rules.defaults(3)},
      {"armies=4", NapoleonRules.waterloo(4), Rules.defaults(4)},
      {
        "armies=4,alliances=3/1",
        NapoleonRules.waterloo(4).withAlliances("3/1"),
        Rules.defaults(4).withAlliances("3/1")
      },
      {
        "armies=3,files=a-h.i-p/e-l",
        w3.withFiles("a-h.i-p/e-l"),
        Rules.defaults(3).withFiles("a-h.i-p/e-l")
      },
      {
        "width=8,height=8,armies=3",
        NapoleonRules.DEFAULT.withArmies(3),
        Rules.defaults().withArmies(3)
      },
      {
        "width=12,height=8,armies=4",
        NapoleonRules.DEFAULT.withSize(12, 8).withArmies(4),
        Rules.defaults().withSize(12, 8).withArmies(4)
      },
      {
        "width=16,height=8,files=e-l/e-l",
        NapoleonRules.DEFAULT.withSize(16, 8).withFiles("e-l/e-l"),
        Rules.defaults().withSize(16, 8).withFiles("e-l/e-l")
      },
    };
    for (Object[] c : cases) {
      NapoleonRules rules = (NapoleonRules) c[1];
      Rules ref = (Rules) c[2];
      assertEquals(ref.armies(), rules.armies(), (String) c[0]);
      assertEquals(ref.alliances(), rules.alliances().toString(), (String) c[0]);
      assertEquals(ref.files(), rules.alliances().files(rules.width()), (String) c[0]);
      assertEquals(ref.setupRows(), rules.setupRows(), (String) c[0]);
      assertEquals(ref.width(), rules.width(), (String) c[0]);
      assertEquals(ref.height(), rules.height(), (String) c[0]);
      assertEquals(c[0], rules.toOptions());
    }
    assertEquals(
        read("files=e-l/e-l,width=16"), NapoleonRules.DEFAULT.withSize(16, 8).withFiles("e-l/e-l"));
    assertEquals(NapoleonRules.DEFAULT, NapoleonRules.waterloo(2));
  }

  @Test
  void badOptionsAreRefusedNamingTheOption() {
    String[][] bad = {
      {"armies=5", "armies"},
      {"armies=1", "armies"},
      {"armies=4,alliances=2/1", "alliances:"},
      {"armies=4,alliances=1/3", "write 3/1"},
      {"armies=3,alliances=two", "alliances:"},
      {"armies=3,files=a-h/a-p", "files:"},
      {"armies=3,files=a-h.e-p/a-p", "files:"},
      {"armies=3,files=a-h.i-q/a-p", "files:"},
      {"armies=3,files=h-a.i-p/a-p", "files:"},
      {"armies=3,files=a-h.i-p/a-p/", "files:"},
      {"armies=3,files=a.b-p/a-p", "block of 1 file"},
    };
    for (String[] b : bad) {
      NotationException e = assertThrows(NotationException.class, () -> read(b[0]), b[0]);
      assertTrue(e.getMessage().contains(b[1]), b[0] + ": " + e.getMessage());
    }
    for (String s : List.of("a-h.i-p/a-p", "a-p/a-p")) {
      assertThrows(
          IllegalArgumentException.class, () -> NapoleonRules.waterloo(3).withFiles(s + "x"), s);
    }
  }

  @Test
  void theGameIdCarriesTheOptions() {
    for (String spec :
        List.of(
            "napoleon:armies=3",
            "napoleon:armies=4",
            "napoleon:armies=4,alliances=3/1",
            "napoleon:armies=3,files=a-h.i-p/e-l",
            "napoleon:width=8,height=8,fixed-cannons,armies=3")) {
      Napoleon game = (Napoleon) Games.create(spec);
      assertEquals(spec, game.toString());
      assertEquals(game, Games.create(game.toString()));
      assertEquals(game.rules().armies(), game.sides().size());
    }
  }
}
