package io.github.plateau.xiangqi;

import static java.util.stream.Collectors.joining;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.AnnotatedRecord.Ending;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.Reason;
import io.github.plateau.core.testing.Corpus;
import io.github.plateau.core.text.Encodings;
import io.github.plateau.core.text.PgnTokenizer;
import io.github.plateau.core.text.PgnTokenizer.Token;
import io.github.plateau.core.text.PgnTokenizer.Type;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Every game of the xiangqi PGN corpus ({@code ../shared/records/xiangqi-pgn}): read strictly, or
 * else as played for a reason the rules give, and written back identical. Skipped without the
 * corpus.
 */
class PgnCorpusTest {
  private static final String FOLDER = "xiangqi-pgn";
  private static final String WUKONG = "xiangqi-pgn/maksimKorzh__wukong-xiangqi/";

  /**
   * The games refused in both modes, by file and game number (from 1), with the problem their
   * refusal must name: records broken at their source. None: the one broken tag of the corpus (game
   * 758 of games.pgn, quotes not escaped inside its value) is read as its writer meant.
   */
  private static final Map<String, String> BROKEN = Map.of();

  private final Xiangqi game = new Xiangqi();

  /**
   * The text of each game of a file: from a line starting with a tag after a line of moves (or the
   * start) to the next such line. Split by lines, not by the reader, so that one game's problem
   * does not hide the others.
   */
  private static List<String> games(String text) {
    List<String> games = new ArrayList<>();
    StringBuilder current = new StringBuilder();
    boolean afterMoves = true;
    for (String line : text.split("(?<=\n)")) {
      String trimmed = line.strip();
      boolean tag = trimmed.startsWith("[");
      if (tag && afterMoves && !current.toString().isBlank()) {
        games.add(current.toString());
        current.setLength(0);
      }
      if (!trimmed.isEmpty()) {
        afterMoves = !tag;
      }
      current.append(line);
    }
    if (!current.toString().isBlank()) {
      games.add(current.toString());
    }
    return games;
  }

  /** The notation of a game's first move: ICCS, WXF, full-width WXF, Chinese or SAN. */
  private static String notation(String game) {
    // The lines of moves only: a broken tag would stop the tokenizer.
    String moves = game.lines().filter(l -> !l.strip().startsWith("[")).collect(joining("\n"));
    PgnTokenizer tokens = new PgnTokenizer(moves, PgnReader.RESULTS);
    for (Token token = tokens.next(); !token.is(Type.END); token = tokens.next()) {
      Optional<MoveFormat> shape =
          token.is(Type.SYMBOL) ? MoveFormat.shapeOf(token.text()) : Optional.empty();
      if (shape.isPresent()) {
        boolean wide = !Wxf.ascii(token.text()).equals(token.text());
        return shape.get() == MoveFormat.WXF && wide ? "WXF full-width" : shape.get().toString();
      }
    }
    return "no move";
  }

  /** Why a game that strict reading refuses was read as played: the rules' ending it goes past. */
  private static String asPlayedReason(AnnotatedRecord<XiangqiPosition, Move> record) {
    Ending ending = record.rulesEnding().orElseThrow(() -> new AssertionError("no rules ending"));
    Reason reason = ending.outcome().reason();
    if (ending.ply() < record.record().ply()) {
      return "continues past " + reason;
    }
    Optional<Outcome> stated = record.statedOutcome();
    assertTrue(stated.isPresent(), "the rules end the last move, and no other result is stated");
    return "states " + Pgn.result(stated) + " where the rules give " + ending.outcome();
  }

  @Test
  void everyGameReadsStrictlyOrAsPlayedForAReasonAndWritesBackIdentical() {
    Map<String, Integer> reasons = new TreeMap<>();
    Map<String, int[]> byNotation = new TreeMap<>(); // games, strict, as played, refused
    List<String> unexpected = new ArrayList<>();
    int files = 0;
    int games = 0;
    int strict = 0;
    int asPlayed = 0;
    int refused = 0;
    for (Path file : Corpus.files(FOLDER)) {
      files++;
      String name = Corpus.name(file);
      List<String> texts = games(Encodings.decode(Corpus.bytes(file), Encodings.XIANGQI));
      List<AnnotatedRecord<XiangqiPosition, Move>> read = new ArrayList<>();
      for (int g = 0; g < texts.size(); g++) {
        games++;
        String where = name + " #" + (g + 1);
        int[] counts = byNotation.computeIfAbsent(notation(texts.get(g)), k -> new int[4]);
        counts[0]++;
        AnnotatedRecord<XiangqiPosition, Move> record;
        try {
          record = Pgn.FORMAT.read(game, texts.get(g), ReadMode.STRICT);
          strict++;
          counts[1]++;
        } catch (IllegalMoveException | NotationException e) {
          try {
            record = Pgn.FORMAT.read(game, texts.get(g), ReadMode.AS_PLAYED);
          } catch (IllegalMoveException | NotationException again) {
            refused++;
            counts[3]++;
            String problem = BROKEN.get(where);
            if (problem == null || !again.getMessage().contains(problem)) {
              unexpected.add(where + ": " + again.getMessage());
            }
            continue;
          }
          String reason = asPlayedReason(record);
          reasons.merge(reason.replaceAll(" where .*|BLACK |RED ", ""), 1, Integer::sum);
          int ending = record.rulesEnding().orElseThrow().ply();
          int refusedAt = e.location().orElseThrow().ply();
          if (refusedAt != ending + 1 && !(refusedAt == 0 && ending == record.record().ply())) {
            unexpected.add(
                where + ": refused at ply " + refusedAt + ", the rules end at " + ending);
          }
          asPlayed++;
          counts[2]++;
        }
        read.add(record);
        if (where.equals(WUKONG + "games.pgn #758")) {
          assertEquals(
              "\"Huangshan Cup\" National GM,CM Tournament 2002", record.headers().get("Event"));
        }
        String written = Pgn.FORMAT.write(record);
        if (!record.equals(Pgn.FORMAT.read(game, written, record.mode()))) {
          unexpected.add(where + ": written and read again, it differs:\n" + written);
        }
      }
      if (BROKEN.keySet().stream().noneMatch(k -> k.startsWith(name + " #"))) {
        List<AnnotatedRecord<XiangqiPosition, Move>> all =
            Pgn.FORMAT.readAll(game, Corpus.bytes(file), ReadMode.AS_PLAYED);
        assertEquals(read.size(), all.size(), name);
        for (int g = 0; g < all.size(); g++) {
          assertEquals(all.get(g).mainLine(), read.get(g).mainLine(), name + " #" + (g + 1));
        }
      }
    }
    System.out.printf(
        "xiangqi PGN corpus: %d files, %d games, %d strict, %d as played %s, %d refused%n",
        files, games, strict, asPlayed, reasons, refused);
    byNotation.forEach(
        (notation, n) ->
            System.out.printf(
                "xiangqi PGN corpus, %s: %d games, %d strict, %d as played, %d refused%n",
                notation, n[0], n[1], n[2], n[3]));
    assertEquals(List.of(), unexpected);
    assertEquals(BROKEN.size(), refused);
  }

  private List<AnnotatedRecord<XiangqiPosition, Move>> readAll(String file) {
    Path path =
        Corpus.files(FOLDER).stream()
            .filter(p -> Corpus.name(p).equals(WUKONG + file))
            .findFirst()
            .orElseThrow();
    return Pgn.FORMAT.readAll(game, Corpus.bytes(path), ReadMode.AS_PLAYED);
  }

  /** The plies where two records of one game differ, as "ply: move / move" in ICCS. */
  private static List<String> differences(
      AnnotatedRecord<XiangqiPosition, Move> a, AnnotatedRecord<XiangqiPosition, Move> b) {
    List<Move> x = a.record().moves();
    List<Move> y = b.record().moves();
    List<String> found = new ArrayList<>();
    for (int i = 0; i < Math.max(x.size(), y.size()); i++) {
      Object left = i < x.size() ? x.get(i) : "none";
      Object right = i < y.size() ? y.get(i) : "none";
      if (!left.equals(right)) {
        found.add((i + 1) + ": " + left + " / " + right);
      }
    }
    return found;
  }

  /**
   * The same fifteen games in three notations. The sources disagree on one move: at move 36 of the
   * second game Red has two soldiers on file e, and the ICCS file advances the front one (e5e6)
   * where both xqdb files advance the rear one ({@code －Ｐ＋１}, {@code 后兵进一}); each record is legal
   * to its end either way.
   */
  @Test
  void theFifteenMasterGamesAreTheSameInIccsFullWidthWxfAndChinese() {
    List<AnnotatedRecord<XiangqiPosition, Move>> iccs = readAll("bulk_games_uci.pgn");
    List<AnnotatedRecord<XiangqiPosition, Move>> wxf = readAll("xqdb_international.pgn");
    List<AnnotatedRecord<XiangqiPosition, Move>> chinese = readAll("xqdb_traditional.pgn");
    assertEquals(15, iccs.size());
    assertEquals(15, wxf.size());
    assertEquals(15, chinese.size());
    int plies = 0;
    for (int g = 0; g < 15; g++) {
      List<String> expected = g == 1 ? List.of("71: e5e6 / e3e4") : List.of();
      assertEquals(expected, differences(iccs.get(g), wxf.get(g)), "game " + (g + 1));
      assertEquals(expected, differences(iccs.get(g), chinese.get(g)), "game " + (g + 1));
      assertEquals(List.of(), differences(wxf.get(g), chinese.get(g)), "game " + (g + 1));
      assertEquals(iccs.get(g).headers(), chinese.get(g).headers(), "game " + (g + 1));
      plies += iccs.get(g).record().ply();
    }
    assertTrue(plies > 1000, plies + " plies");
  }

  @Test
  void wellKnownGamesHaveTheMovesTheFilesShow() {
    // Counted in the files: the last move number, and whether Black answered it.
    assertEquals(95, readAll("single_game.pgn").get(0).record().ply()); // 48. Ｈ５＋７
    assertEquals(95, readAll("game_uci.pgn").get(0).record().ply()); // 48. e5c6
    assertEquals(87, readAll("WukongJS_1.0_(UCI2WB)-MaxQi_4.8F(1-0).pgn").get(0).record().ply());
    assertEquals(55, readAll("WukongJS_1.0_(UCI2WB)-MaxQi_4.8F(1-0)2.pgn").get(0).record().ply());
    assertEquals(98, readAll("WukongJS_1.0_(UCI2WB)-MaxQi_4.8F.pgn").get(0).record().ply());
  }

  @Test
  void theWinBoardGamesEndAsTheirFilesSayOrAsTheRulesSay() {
    // 44. Hf7# and 28. Rxd9#: Red mates, as the results 1-0 say.
    for (String file :
        List.of(
            "WukongJS_1.0_(UCI2WB)-MaxQi_4.8F(1-0).pgn",
            "WukongJS_1.0_(UCI2WB)-MaxQi_4.8F(1-0)2.pgn")) {
      AnnotatedRecord<XiangqiPosition, Move> record = readAll(file).get(0);
      Ending ending = record.rulesEnding().orElseThrow();
      assertEquals(record.record().ply(), ending.ply(), file);
      assertEquals(Optional.of(Color.RED), ending.outcome().winner(), file);
      assertEquals(Optional.of(Color.RED), record.statedOutcome().orElseThrow().winner(), file);
    }
    // Rc8+ Kd7 Rc7+ Kd8 twice from move 46: the position after 45... d1 comes a third time after
    // 49... Kd8, Red having checked on every move. WinBoard called it a draw by repetition; the
    // Asian rules make Red lose by perpetual check.
    AnnotatedRecord<XiangqiPosition, Move> draw =
        readAll("WukongJS_1.0_(UCI2WB)-MaxQi_4.8F.pgn").get(0);
    assertEquals(
        Optional.of(new Ending(98, Outcome.win(Color.BLACK, Reason.PERPETUAL_CHECK))),
        draw.rulesEnding());
    assertEquals(Optional.of(Outcome.draw(Reason.ADJUDICATION)), draw.statedOutcome());
  }
}
