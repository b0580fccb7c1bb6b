package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.Reason;
import io.github.plateau.core.testing.Corpus;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Every CSA file of {@code ../shared/records/shogi-csa}, read in place (skipped when the folder is
 * absent): each reads strictly, or as played for the reason listed, or is refused for the reason
 * listed, with that reason in the refusal's message; each record read is written and read again
 * equal.
 */
class CsaCorpusTest {
  private static final Shogi GAME = new Shogi();

  private static final String FOLDER = "shogi-csa";

  /** Files that read only as played, and why. None: every CSA record of the corpus is legal. */
  private static final Map<String, String> AS_PLAYED = Map.of();

  /**
   * Files refused in both modes, with the problem their refusal must name. Both are Kifu for
   * Windows test exports of a made-up "nine-pawn position" (SOURCES): gote's nine pawns stand on
   * file 2, one on the last rank, which no game of shogi can reach (nifu, a dead pawn).
   */
  private static final Map<String, String> REFUSED =
      Map.of(
          "shogi-csa/na2hiro__json-kifu-format/9fu.csa",
          "gote has two unpromoted pawns on file 2 (nifu)",
          "shogi-csa/na2hiro__json-kifu-format/9fu_komabetsu.csa",
          "gote has two unpromoted pawns on file 2 (nifu)");

  private record Read(List<AnnotatedRecord<ShogiPosition, Move>> records, ReadMode mode) {}

  private static Map<String, Read> readCorpus() {
    Map<String, Read> read = new HashMap<>();
    int games = 0;
    int strict = 0;
    int asPlayed = 0;
    int refused = 0;
    List<Path> files = Corpus.files(FOLDER);
    for (Path file : files) {
      String name = Corpus.name(file);
      byte[] bytes = Corpus.bytes(file);
      PlateauException strictFailure;
      try {
        List<AnnotatedRecord<ShogiPosition, Move>> records =
            Csa.FORMAT.readAll(GAME, bytes, ReadMode.STRICT);
        assertFalse(AS_PLAYED.containsKey(name), name + " reads strictly: no reason needed");
        assertFalse(REFUSED.containsKey(name), name + " reads strictly: not refused");
        read.put(name, new Read(records, ReadMode.STRICT));
        strict += records.size();
        games += records.size();
        continue;
      } catch (PlateauException e) {
        strictFailure = e;
      }
      try {
        List<AnnotatedRecord<ShogiPosition, Move>> records =
            Csa.FORMAT.readAll(GAME, bytes, ReadMode.AS_PLAYED);
        assertTrue(
            AS_PLAYED.containsKey(name),
            name + " reads only as played, for no listed reason: " + strictFailure.getMessage());
        read.put(name, new Read(records, ReadMode.AS_PLAYED));
        asPlayed += records.size();
        games += records.size();
      } catch (PlateauException e) {
        String reason = REFUSED.get(name);
        if (reason == null) {
          fail(name + " is refused, and not listed: " + e.getMessage(), e);
        }
        assertTrue(e.getMessage().contains(reason), name + ": " + e.getMessage());
        refused++;
      }
    }
    assertEquals(REFUSED.size(), refused, "every listed refusal is one: " + REFUSED.keySet());
    System.out.println(
        "CSA: "
            + files.size()
            + " files, "
            + games
            + " games, "
            + strict
            + " strict, "
            + asPlayed
            + " as played, "
            + refused
            + " files refused");
    return read;
  }

  @Test
  void everyRecordReadsInItsModeAndWritesBackEqual() {
    Map<String, Read> read = readCorpus();
    assertTrue(read.size() >= 46, "files read: " + read.size());
    read.forEach(
        (name, files) -> {
          String written = Csa.FORMAT.write(files.records());
          assertEquals(
              files.records(),
              Csa.FORMAT.readAll(GAME, written, files.mode()),
              name + ":\n" + written);
        });
  }

  private static AnnotatedRecord<ShogiPosition, Move> one(String name) {
    Path file = Corpus.resolve(name);
    return Csa.FORMAT.read(GAME, Corpus.bytes(file), ReadMode.STRICT);
  }

  @Test
  void wellKnownGamesHaveTheirMovesCountedByHand() {
    Corpus.files(FOLDER); // skips when the corpus is absent
    // counted with grep -c '^[+-][0-9]{4}[A-Z]{2}' on each file
    Map<String, Integer> plies =
        Map.of(
            "shogi-csa/mogproject__mog-core-scala/001.csa", 111,
            "shogi-csa/mogproject__mog-core-scala/002.csa", 258,
            "shogi-csa/na2hiro__json-kifu-format/2005_GPS_K-SHOGI.csa", 173,
            "shogi-csa/na2hiro__json-kifu-format/v2.csa", 196,
            "shogi-csa/sugyan__shogi-kifu-converter/floodgate.csa", 125,
            "shogi-csa/muzudho__kif-parser/[wcsc31]WCSC31_L8_ANS_KFW_1.csa", 52,
            "shogi-csa/shogi-server__shogi-server/jishogi_kachi.csa", 315,
            "shogi-csa/sunfish-shogi__sunfish4/kifu25654.csa", 103);
    plies.forEach((name, n) -> assertEquals(n, one(name).record().ply(), name));
  }

  @Test
  void theDialectsOfTheCorpusReadAsTheirSourcesMeanThem() {
    Corpus.files(FOLDER);
    // sunfish4: Shift_JIS, V2.1, empty P+ and P- lines, a lance handicap in rank lines
    AnnotatedRecord<ShogiPosition, Move> sunfish =
        one("shogi-csa/sunfish-shogi__sunfish4/kifu25654.csa");
    assertEquals(Handicap.LANCE.position(GAME), sunfish.record().startPosition());
    assertEquals("その他の棋戦", sunfish.headers().get("EVENT"));
    // mog-core-scala's 002: rank lines ending with " *.", %JISHOGI after an engine game
    AnnotatedRecord<ShogiPosition, Move> mog = one("shogi-csa/mogproject__mog-core-scala/002.csa");
    assertEquals(GAME.start(), mog.record().startPosition());
    assertEquals(Optional.of(Outcome.draw(Reason.IMPASSE)), mog.statedOutcome());
    // WCSC31: %ILLEGAL_MOVE with sente to move, then T24: gote wins by a foul not written
    AnnotatedRecord<ShogiPosition, Move> wcsc =
        one("shogi-csa/muzudho__kif-parser/[wcsc31]WCSC31_L8_ANS_KFW_1.csa");
    assertEquals(Optional.of(Outcome.win(Color.GOTE, Reason.FOUL)), wcsc.record().outcome());
    assertEquals("きふわらべ", wcsc.headers().get("Gote"));
    // Kifu for Windows' foul exports (illegal_lose: 反則負け; illegal_win: 反則勝ち)
    assertEquals(
        Optional.of(Outcome.win(Color.GOTE, Reason.FOUL)),
        one("shogi-csa/na2hiro__json-kifu-format/illegal_lose.csa").statedOutcome());
    assertEquals(
        Optional.of(Outcome.win(Color.SENTE, Reason.FOUL)),
        one("shogi-csa/na2hiro__json-kifu-format/illegal_win.csa").statedOutcome());
    // shogi-server: a perpetual check the rules end, with engine comments and the server summary
    AnnotatedRecord<ShogiPosition, Move> oute =
        one("shogi-csa/shogi-server__shogi-server/oute_sennichite.csa");
    assertEquals(
        Optional.of(Outcome.win(Color.GOTE, Reason.PERPETUAL_CHECK)), oute.record().outcome());
    String last = oute.mainLine().get(oute.record().ply() - 1).annotation().comment();
    assertTrue(
        last.endsWith("summary:sennichite:gps draw:test draw\n$END_TIME:2007/08/22 03:51:08"));
    // Floodgate: the engine's evaluation and line after each move, the time spent
    AnnotatedRecord<ShogiPosition, Move> floodgate =
        one("shogi-csa/sugyan__shogi-kifu-converter/floodgate.csa");
    assertTrue(floodgate.mainLine().get(0).annotation().comment().startsWith("** 113 -3334FU"));
    assertEquals(14, floodgate.mainLine().get(0).annotation().time().orElseThrow().getSeconds());
    assertTrue(floodgate.startComment().contains("\nMax_Moves:256\n"), floodgate.startComment());
  }

  @Test
  void theDeclarationsOfTheServersAreCheckedAsTheServersJudgeThem() {
    Corpus.files(FOLDER);
    // shogi-server's test replays jishogi_kachi.csa and expects gote's %KACHI to win (#WIN);
    // the file's own 2006 summary line said "illegal kachi", which the server no longer judges
    AnnotatedRecord<ShogiPosition, Move> kachi =
        one("shogi-csa/shogi-server__shogi-server/jishogi_kachi.csa");
    ShogiPosition last = kachi.record().current();
    assertEquals(Color.GOTE, last.sideToMove());
    assertTrue(ShogiRecords.declarationWins(last, Color.GOTE));
    assertEquals(
        Optional.of(Outcome.win(Color.GOTE, Reason.DECLARATION)), kachi.record().outcome());
    // the Denryu-sen test server logs %KACHI twice; its summary: "kachi:aobazero win"
    AnnotatedRecord<ShogiPosition, Move> denryu =
        one(
            "shogi-csa/na2hiro__json-kifu-format/"
                + "dr1test1test0+tu-1_aobazero_viper-300-5F+aobazero+viper+20200719201040.csa");
    assertEquals(
        Optional.of(Outcome.win(Color.SENTE, Reason.DECLARATION)), denryu.record().outcome());
    assertEquals("aobazero", denryu.headers().get("Sente"));
  }
}
