package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Annotation;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.MoveNode;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.testing.Fuzz;
import io.github.plateau.core.testing.TextRoundTrips;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * Random and mutated text for every reader: FEN, ICCS, WXF (both widths), Chinese, SAN and PGN
 * (text and bytes, both modes). Each input is either read, and then what was read round-trips, or
 * refused with a documented exception that has a message (and, for malformed text, an offset inside
 * the input); nothing else may escape.
 */
class FuzzTest {
  /** Letters that fold onto ASCII ones in some case mapping, digits of other scripts, and so on. */
  private static final String TRICKY = "\u212A\u0130\u0131\u017F\uFF2B\u0663\u00A0\uFEFF\u3000";

  private static final List<String> FENS =
      List.of(
          Xiangqi.START,
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

  @Test
  void chineseAndFullWidthWxfAndSan() {
    SplittableRandom random = new SplittableRandom(15);
    MoveFormat[] formats = {
      MoveFormat.CHINESE, MoveFormat.CHINESE_TRADITIONAL, MoveFormat.WXF_FULL_WIDTH
    };
    for (int i = 0; i < 30_000; i++) {
      XiangqiPosition position = game.parse(FENS.get(random.nextInt(FENS.size())));
      List<Move> moves = position.legalMoves();
      Move chosen = moves.get(random.nextInt(moves.size()));
      MoveFormat format = formats[i % formats.length];
      String input =
          i % 3 == 0
              ? noise("帅仕相马车炮兵将士象卒前中后进退平一二三四五六七八九123456789１２３", random)
              : Fuzz.mutate(format.format(position, chosen), random);
      expectDocumented(input, text -> assertTrue(moves.contains(format.parse(position, text))));
      String san =
          i % 2 == 0 ? noise("KAEHRCNBPabcdefghi0123456789x+#", random) : chosen.toString();
      expectDocumented(
          Fuzz.mutate(san, random),
          text -> assertTrue(moves.contains(MoveFormat.SAN.parse(position, text))));
    }
  }

  /**
   * Records of short random games, with headers, comments, marks, variations and setups, in every
   * written notation.
   */
  private List<String> records() {
    MoveFormat[] formats = {
      MoveFormat.ICCS,
      MoveFormat.WXF,
      MoveFormat.WXF_FULL_WIDTH,
      MoveFormat.CHINESE,
      MoveFormat.CHINESE_TRADITIONAL
    };
    List<String> texts = new ArrayList<>();
    for (int g = 0; g < 15; g++) {
      SplittableRandom random = new SplittableRandom(g);
      XiangqiPosition start = game.parse(FENS.get(g % FENS.size()));
      GameRecord<XiangqiPosition, Move> record = GameRecord.start(game, start);
      for (int ply = 0; ply < 6 + g * 3 && !record.isOver(); ply++) {
        List<Move> moves = record.current().legalMoves();
        record = record.play(moves.get(random.nextInt(moves.size())));
      }
      AnnotatedRecord<XiangqiPosition, Move> annotated =
          AnnotatedRecord.of(record)
              .withHeaders(Map.of("Event", "Open \"" + g + "\"", "Red", "R\\ed"))
              .withStartComment("start");
      if (record.ply() > 0) {
        List<Move> alternatives = start.legalMoves();
        Move other = alternatives.get(random.nextInt(alternatives.size()));
        annotated =
            annotated
                .withAnnotation(
                    record.ply() / 2 + 1,
                    new Annotation("a note }\nmore", Optional.empty(), List.of("!?", "$3")))
                .withVariations(1, List.of(List.of(MoveNode.of(other))));
      }
      String text = Pgn.FORMAT.in(formats[g % formats.length]).write(annotated);
      texts.add(g % 3 == 0 ? text + "\n" + text : text);
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
              ? noise("[]{}()\";$*.% \n1-0/2abcdefghiCHRP+=\\FENGameFormatICCSWXF炮二平五马８进７前", random)
              : Fuzz.mutate(records.get(random.nextInt(records.size())), random);
      ReadMode mode = ReadMode.values()[i % 2];
      boolean[] ok = {false};
      expectDocumented(
          input,
          text -> {
            List<AnnotatedRecord<XiangqiPosition, Move>> games =
                Pgn.FORMAT.readAll(game, text, mode);
            List<AnnotatedRecord<XiangqiPosition, Move>> again =
                Pgn.FORMAT.readAll(game, Pgn.FORMAT.write(games), mode);
            assertEquals(games, again, quote(text));
            ok[0] = true;
          });
      read += ok[0] ? 1 : 0;
    }
    assertTrue(read > 200, read + " inputs read");
  }

  @Test
  void pgnBytes() {
    List<String> records = records();
    SplittableRandom random = new SplittableRandom(16);
    for (int i = 0; i < 2_000; i++) {
      byte[] bytes = records.get(random.nextInt(records.size())).getBytes(StandardCharsets.UTF_8);
      for (int n = random.nextInt(4); n >= 0; n--) {
        bytes[random.nextInt(bytes.length)] = (byte) random.nextInt(256);
      }
      try {
        Pgn.FORMAT.readAll(game, bytes, ReadMode.AS_PLAYED);
      } catch (NotationException | IllegalMoveException | IllegalPositionException e) {
        assertFalse(e.getMessage().isBlank());
      } catch (RuntimeException e) {
        fail("undocumented " + e, e);
      }
    }
  }

  @Test
  void spoiledPgnTextsAreRefusedOrRoundTrip() {
    TextRoundTrips.check(
        "PGN",
        records(),
        List.of("[Event \"x\"]", "[Red \"\"]", "[Format \"ICCS\"]", "% escape", "[]", "{c}"),
        300,
        text -> Pgn.FORMAT.readAll(game, text, ReadMode.STRICT),
        Pgn.FORMAT::write);
  }
}
