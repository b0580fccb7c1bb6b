package io.github.plateau.napoleon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Games;
import io.github.plateau.core.testing.Fuzz;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Random and mutated position, move, turn, setup and options texts: each is read, or refused with a
 * documented exception that carries a message ({@link Fuzz#expectDocumented}); nothing else
 * escapes. What is read round-trips. Seeds are fixed; a failure names the text.
 */
class FuzzTest {
  /** The fixed seed; {@code -Dplateau.fuzzSeed=N} adds N to explore others. */
  private static final long SEED = 20_261_128L + Long.getLong("plateau.fuzzSeed", 0);

  /** Every board, variant and number of armies the readers meet. */
  private static final List<Napoleon> GAMES =
      List.of(
          new Napoleon(),
          new Napoleon(NapoleonRules.DEFAULT.withDrummerPush(true).withAntique(true)),
          new Napoleon(NapoleonRules.DEFAULT.withFixedCannons(true).withMidline(Midline.HIGH)),
          new Napoleon(NapoleonRules.DEFAULT.withSize(10, 9).withK(6)),
          (Napoleon) Games.create("napoleon:armies=3"),
          (Napoleon) Games.create("napoleon:armies=4,alliances=2/2"));

  private static final String POSITION_ALPHABET = "ACDGINSacdginsFHMVfhmv/-0123456789 snewx,";
  private static final String OPTIONS_ALPHABET =
      "widthegkmlanoursfxcp=,-.0123456789/GIACDNS:;neutral high low antique push horses";

  /**
   * Positions along seeded random games: from the start, and for two armies from a random setup on
   * terrain and from a scrambled board too.
   */
  private static List<NapoleonPosition> playout(Napoleon game, SplittableRandom random) {
    List<NapoleonPosition> starts = new ArrayList<>(List.of(game.start()));
    if (game.rules().armies() == 2) {
      starts.add(Fixtures.randomStart(game, random.nextLong(), 6));
      starts.add(Fixtures.scrambled(game, random.nextLong(), 8, 6));
    }
    List<NapoleonPosition> positions = new ArrayList<>();
    for (NapoleonPosition start : starts) {
      NapoleonPosition p = start;
      for (int ply = 0; ply < 40 && !p.legalMoves().isEmpty(); ply++) {
        positions.add(p);
        p = p.play(p.legalMoves().get(random.nextInt(p.legalMoves().size())));
      }
      positions.add(p);
    }
    return positions;
  }

  @Test
  void randomAndMutatedPositionsGiveOnlyDocumentedExceptions() {
    SplittableRandom random = new SplittableRandom(SEED);
    int read = 0;
    for (Napoleon game : GAMES) {
      List<String> texts = new ArrayList<>(MalformedPositions.TEXTS);
      for (int i = 0; i < 1_000; i++) {
        texts.add(Fuzz.text(POSITION_ALPHABET, random, 40));
      }
      for (NapoleonPosition p : playout(game, random)) {
        texts.add(p.toString());
        for (int i = 0; i < 10; i++) {
          texts.add(Fuzz.mutate(p.toString(), random));
        }
      }
      for (String text : texts) {
        NapoleonPosition p = Fuzz.expectDocumented(text, () -> game.parse(text));
        if (p != null) {
          read++;
          assertEquals(p, game.parse(p.toString()), text);
        }
      }
    }
    assertTrue(read > 300, "too few texts were read: " + read);
  }

  /** The text of a whole turn from a position: a random legal move, then random orders. */
  private static List<Move> randomTurn(
      NapoleonPosition start, Move first, SplittableRandom random) {
    List<Move> moves = new ArrayList<>(List.of(first));
    NapoleonPosition p = start.play(first);
    while (p.inOrdersPhase() && !p.legalMoves().isEmpty()) {
      Move m = p.legalMoves().get(random.nextInt(p.legalMoves().size()));
      moves.add(m);
      p = p.play(m);
    }
    return moves;
  }

  @Test
  void randomAndMutatedMovesAndTurnsGiveOnlyDocumentedExceptions() {
    SplittableRandom random = new SplittableRandom(SEED + 1);
    int moves = 0;
    int turns = 0;
    for (Napoleon game : GAMES) {
      for (NapoleonPosition p : playout(game, random)) {
        List<String> texts = new ArrayList<>(List.of("end", "pass"));
        StringBuilder alphabet = new StringBuilder("-x=,>");
        List<Move> legal = p.legalMoves();
        for (int i = 0; i < Math.min(legal.size(), 8); i++) {
          Move m = legal.get(random.nextInt(legal.size()));
          String written = game.formatMove(p, m);
          String turn = game.formatTurn(p, randomTurn(p, m, random));
          alphabet.append(written);
          texts.add(written);
          texts.add(Fuzz.mutate(written, random));
          texts.add(turn);
          texts.add(Fuzz.mutate(turn, random));
          texts.add(Fuzz.mutate(turn, random));
        }
        for (int i = 0; i < 6; i++) {
          texts.add(Fuzz.text(alphabet.toString(), random, 14));
        }
        for (String text : texts) {
          Move move = Fuzz.expectDocumented(text, () -> game.parseMove(p, text));
          if (move != null) {
            moves++;
            assertTrue(p.isLegal(move), text + " read as illegal " + move + " in " + p);
            assertEquals(move, game.parseMove(p, game.formatMove(p, move)), text);
          }
          List<Move> turn = Fuzz.expectDocumented(text, () -> game.parseTurn(p, text));
          if (turn != null) {
            turns++;
            NapoleonPosition after = p;
            for (Move m : turn) {
              assertTrue(after.isLegal(m), text + " read " + m + ", illegal in " + after);
              after = after.play(m);
            }
            assertEquals(after, game.playTurn(p, text), text);
          }
        }
      }
    }
    assertTrue(moves > 300, "too few moves were read: " + moves);
    assertTrue(turns > 300, "too few turns were read: " + turns);
  }

  @Test
  void randomAndMutatedSetupsGiveOnlyDocumentedExceptions() {
    SplittableRandom random = new SplittableRandom(SEED + 2);
    int valid = 0;
    for (Napoleon game : GAMES) {
      if (game.rules().armies() > 2) {
        continue; // setups are the two-army game's
      }
      for (Camp camp : List.of(Camp.SOUTH, Camp.NORTH)) {
        String written = game.formatSetup(game.randomSetup(camp, random.nextLong()));
        List<String> texts = new ArrayList<>(List.of(written));
        for (int i = 0; i < 300; i++) {
          texts.add(Fuzz.mutate(written, random));
          texts.add(Fuzz.text(POSITION_ALPHABET, random, 24));
        }
        for (String text : texts) {
          Setup setup = Fuzz.expectDocumented(text, () -> game.parseSetup(camp, text));
          if (setup != null && Fuzz.expectDocumented(text, () -> validated(game, setup)) != null) {
            valid++;
            assertEquals(setup, game.parseSetup(camp, game.formatSetup(setup)), text);
          }
        }
      }
    }
    assertTrue(valid > 20, "too few setups were valid: " + valid);
  }

  private static Setup validated(Napoleon game, Setup setup) {
    game.validate(setup, java.util.Map.of());
    return setup;
  }

  /** Option names with values each may take, some out of range. */
  private static final List<List<String>> OPTION_VALUES =
      List.of(
          List.of("width", "4", "8", "10", "16", "26", "27", "3"),
          List.of("height", "4", "5", "8", "9", "26", "0"),
          List.of("k", "1", "4", "9999", "10000"),
          List.of("midline", "neutral", "low", "high", "middle"),
          List.of("horses"),
          List.of("push"),
          List.of("antique"),
          List.of("fixed-cannons"),
          List.of("max-plies", "0", "1", "200", "999999999", "-1"),
          List.of("plies", "0", "7"),
          List.of("rows", "1", "2", "3", "13", "14"),
          List.of("army", "16:G1D1I8A3C3", "4:G1I3", "30:G2D1I6C4A3", "G1"),
          List.of("armies", "2", "3", "4", "5"),
          List.of("alliances", "1/1", "2/1", "2/2", "3/1", "1/2"),
          List.of("files", "a-h/a-h", "a-h.i-p/a-p", "a-d.e-h/a-h", "a-z/a"));

  /** A few random options by name, each with a random value of its list or none. */
  private static String randomOptions(SplittableRandom random) {
    List<String> parts = new ArrayList<>();
    for (int n = 1 + random.nextInt(3); n > 0; n--) {
      List<String> option = OPTION_VALUES.get(random.nextInt(OPTION_VALUES.size()));
      int value = random.nextInt(option.size());
      parts.add(value == 0 ? option.get(0) : option.get(0) + "=" + option.get(value));
    }
    return String.join(",", parts);
  }

  @Test
  void randomAndMutatedOptionsGiveOnlyDocumentedExceptions() {
    SplittableRandom random = new SplittableRandom(SEED + 3);
    List<String> valid = new ArrayList<>();
    for (Napoleon game : GAMES) {
      valid.add(game.rules().toOptions());
    }
    valid.add("width=12,height=10,k=9,midline=low,horses,plies=40,rows=3");
    valid.add("armies=3,alliances=2/1,files=a-h.i-p/a-p");
    valid.add("army=16:G1D2I8A2C3,max-plies=0,push");
    for (String options : valid) {
      Games.create(options.isEmpty() ? "napoleon" : "napoleon:" + options); // each is valid
    }
    int read = 0;
    for (int i = 0; i < 3_000; i++) {
      String options =
          switch (i % 3) {
            case 0 -> Fuzz.text(OPTIONS_ALPHABET, random, 40);
            case 1 -> Fuzz.mutate(valid.get(random.nextInt(valid.size())), random);
            default -> randomOptions(random);
          };
      String spec = "napoleon:" + options;
      Napoleon game = Fuzz.expectDocumented(spec, () -> (Napoleon) Games.create(spec));
      if (game != null) {
        read++;
        String written = game.rules().toOptions();
        assertEquals(
            game, Games.create(written.isEmpty() ? "napoleon" : "napoleon:" + written), spec);
      }
    }
    assertTrue(read > 100, "too few options were read: " + read);
  }
}
