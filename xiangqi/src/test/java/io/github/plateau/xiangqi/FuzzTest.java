package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.testing.Fuzz;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * Random and mutated text for every reader: FEN, ICCS, WXF and PGN. Each input is either read, and
 * then what was read round-trips, or refused with a documented exception that has a message (and,
 * for malformed text, an offset inside the input); nothing else may escape.
 */
class FuzzTest {
  /** Letters that fold onto ASCII ones in some case mapping, digits of other scripts, and so on. */
  private static final String TRICKY = "\u212A\u0130\u0131\u017F\uFF2B\u0663\u00A0\uFEFF\u3000";

  private static final List<String> FENS =
      List.of(
          XiangqiPosition.START_FEN,
          "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
          "3k5/9/6P2/2P3P2/2P3P2/9/9/9/9/5K3 w - - 0 1",
          "2bak4/4a4/4b4/9/2n6/9/2N6/4B4/4A4/3AK1B2 b - - 7 30",
          "4k4/9/9/9/9/9/9/9/9/3K1R3 w - - 118 60");

  private final Xiangqi game = new Xiangqi();

  /** Runs a reader on an input: it must succeed or throw a documented exception. */
  private static void expectDocumented(String input, Consumer<String> reader) {
    try {
      reader.accept(input);
    } catch (NotationException e) {
      assertFalse(e.getMessage().isBlank(), () -> quote(input));
      assertEquals(input, e.input(), () -> "the whole input, for " + quote(input));
      assertTrue(e.offset() >= 0 && e.offset() <= input.length(), () -> quote(input));
    } catch (IllegalPositionException | IllegalMoveException e) {
      assertFalse(e.getMessage().isBlank(), () -> quote(input));
    } catch (RuntimeException e) {
      fail("undocumented " + e + " for " + quote(input), e);
    }
  }

  private static String quote(String input) {
    StringBuilder out = new StringBuilder("\"");
    for (char c : input.toCharArray()) {
      out.append(
          c >= ' ' && c < 0x7F && c != '"' && c != '\\'
              ? "" + c
              : String.format("\\u%04x", (int) c));
    }
    return out.append('"').toString();
  }

  private static String noise(String alphabet, SplittableRandom random) {
    String text = Fuzz.noise(alphabet + TRICKY, random);
    return random.nextInt(4) == 0 ? text + text + text : text;
  }

  @Test
  void fen() {
    SplittableRandom random = new SplittableRandom(11);
    int read = 0;
    for (int i = 0; i < 30_000; i++) {
      String fen = FENS.get(random.nextInt(FENS.size()));
      String input =
          i % 5 == 0 ? noise("rnbakcpRNBAKCP0123456789/ wb-", random) : Fuzz.mutate(fen, random);
      boolean[] ok = {false};
      expectDocumented(
          input,
          text -> {
            XiangqiPosition position = game.parse(text);
            assertEquals(position, game.parse(position.toString()), quote(text));
            ok[0] = true;
          });
      read += ok[0] ? 1 : 0;
    }
    assertTrue(read > 100, read + " inputs read");
  }

  @Test
  void iccs() {
    SplittableRandom random = new SplittableRandom(12);
    for (int i = 0; i < 30_000; i++) {
      XiangqiPosition position = game.parse(FENS.get(random.nextInt(FENS.size())));
      List<Move> moves = position.legalMoves();
      String move = moves.get(random.nextInt(moves.size())).toString();
      String input =
          i % 3 == 0 ? noise("abcdefghiABCDEFGHI0123456789-", random) : Fuzz.mutate(move, random);
      expectDocumented(input, text -> assertTrue(moves.contains(game.parseMove(position, text))));
    }
  }

  @Test
  void wxf() {
    SplittableRandom random = new SplittableRandom(13);
    for (int i = 0; i < 30_000; i++) {
      XiangqiPosition position = game.parse(FENS.get(random.nextInt(FENS.size())));
      List<Move> moves = position.legalMoves();
      String move = Wxf.format(position, moves.get(random.nextInt(moves.size())));
      String input =
          i % 3 == 0 ? noise("KAEHRCPBNkaehrcp123456789+-.=", random) : Fuzz.mutate(move, random);
      expectDocumented(input, text -> assertTrue(moves.contains(Wxf.parse(position, text))));
    }
  }

  /** Records of short random games, with tags, comments and setups, in both formats. */
  private List<String> records() {
    List<String> texts = new ArrayList<>();
    for (int g = 0; g < 12; g++) {
      SplittableRandom random = new SplittableRandom(g);
      GameRecord<XiangqiPosition, Move> record =
          GameRecord.start(game, game.parse(FENS.get(g % FENS.size())));
      for (int ply = 0; ply < 6 + g * 3 && !record.isOver(); ply++) {
        List<Move> moves = record.current().legalMoves();
        record = record.play(moves.get(random.nextInt(moves.size())));
      }
      PgnGame pgn =
          PgnGame.of(record, MoveFormat.values()[g % 2])
              .withTag("Event", "Open \"" + g + "\"")
              .withTag("Red", "R\\ed")
              .withComment(record.ply() / 2, "a note");
      texts.add(g % 3 == 0 ? pgn + "\n" + pgn : pgn.toString());
    }
    return texts;
  }

  @Test
  void pgn() {
    List<String> records = records();
    SplittableRandom random = new SplittableRandom(14);
    int read = 0;
    for (int i = 0; i < 4_000; i++) {
      String input =
          i % 4 == 0
              ? noise("[]{}()\";$*. \n1-0/2abcdefghiCHRP+=\\FENGameFormatICCSWXF", random)
              : Fuzz.mutate(records.get(random.nextInt(records.size())), random);
      boolean[] ok = {false};
      expectDocumented(
          input,
          text -> {
            List<PgnGame> games = Pgn.read(text);
            List<PgnGame> again = Pgn.read(Pgn.write(games));
            assertEquals(games.size(), again.size(), quote(text));
            for (int g = 0; g < games.size(); g++) {
              assertEquals(
                  games.get(g).record().moves(), again.get(g).record().moves(), quote(text));
              assertEquals(games.get(g).result(), again.get(g).result(), quote(text));
            }
            ok[0] = true;
          });
      read += ok[0] ? 1 : 0;
    }
    assertTrue(read > 200, read + " inputs read");
  }
}
