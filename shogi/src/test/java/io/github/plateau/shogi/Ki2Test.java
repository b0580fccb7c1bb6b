package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.AmbiguousMoveException;
import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.MoveNode;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.Reason;
import io.github.plateau.core.text.LineReader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * KI2: the Japan Shogi Association's words that tell moves apart, read and written; the record's
 * header, lines of moves, comments, variations and summary; every legal move of random positions
 * written and read back; errors with their place.
 */
class Ki2Test {
  private static final Shogi GAME = new Shogi();

  /** A record from a position, as KI2 with a board diagram, followed by moves. */
  private static AnnotatedRecord<ShogiPosition, Move> from(String sfen, String moves) {
    String header = Ki2.FORMAT.write(GameRecord.start(GAME, GAME.parse(sfen)));
    return Ki2.FORMAT.read(GAME, header + moves);
  }

  /** The USI moves of a record. */
  private static List<String> usi(AnnotatedRecord<ShogiPosition, Move> record) {
    return record.record().moves().stream().map(Move::toString).toList();
  }

  /** The KI2 text of a USI move in a position, without the side mark. */
  private static String written(String sfen, String move) {
    ShogiPosition position = GAME.parse(sfen);
    return JapaneseNotation.ki2(position, GAME.parseMove(position, move).code(), -1);
  }

  @ParameterizedTest(name = "{2} is {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // 上 寄 引: how the piece moves, when that is enough
        "4G3k/5G3/3G5/9/9/9/9/9/4K4 b - 1 | 6c5b | ５二金上",
        "4G3k/5G3/3G5/9/9/9/9/9/4K4 b - 1 | 5a5b | ５二金引",
        "4G3k/5G3/3G5/9/9/9/9/9/4K4 b - 1 | 4b5b | ５二金寄",
        // 右 左 直: where it stands, when its move is not enough; 直 straight forward
        "8k/9/3GGG3/9/9/9/9/9/4K4 b - 1 | 6c5b | ５二金左",
        "8k/9/3GGG3/9/9/9/9/9/4K4 b - 1 | 5c5b | ５二金直",
        "8k/9/3GGG3/9/9/9/9/9/4K4 b - 1 | 4c5b | ５二金右",
        // both, when neither alone is enough
        "8k/5G3/3G1G3/9/9/9/9/9/4K4 b - 1 | 4c5b | ５二金右上",
        "8k/5G3/3G1G3/9/9/9/9/9/4K4 b - 1 | 4b5b | ５二金寄",
        "8k/5G3/3G1G3/9/9/9/9/9/4K4 b - 1 | 6c5b | ５二金左",
        // knights: right and left only
        "4k4/9/9/9/9/9/6N1N/9/4K4 b - 1 | 1g2e | ２五桂右",
        "4k4/9/9/9/9/9/6N1N/9/4K4 b - 1 | 3g2e | ２五桂左",
        // two dragons: the one on the right or left of the other, never 直
        "k8/7+R1/8+R/9/9/9/9/9/4K4 b - 1 | 1c2d | ２四龍右",
        "k8/7+R1/8+R/9/9/9/9/9/4K4 b - 1 | 2b2d | ２四龍左",
        // gote's right is file 9's side
        "4k4/9/9/9/9/9/3g1g3/9/4K4 w - 1 | 6g5h | ５八金右",
        "4k4/9/9/9/9/9/3g1g3/9/4K4 w - 1 | 4g5h | ５八金左",
        // 打 only when a piece on the board could go there too
        "4k4/9/9/9/9/9/2B6/9/4K4 b B 1 | B*5e | ５五角打",
        "4k4/9/9/9/9/9/2B6/9/4K4 b B 1 | 7g5e | ５五角",
        "4k4/9/9/9/9/9/9/9/4K4 b B 1 | B*5e | ５五角",
        // 成 and 不成 when the move could promote
        "4k4/9/9/5S3/9/9/9/9/4K4 b - 1 | 4d4c+ | ４三銀成",
        "4k4/9/9/5S3/9/9/9/9/4K4 b - 1 | 4d4c | ４三銀不成",
        "4k4/9/9/9/5S3/9/9/9/4K4 b - 1 | 4e4d | ４四銀",
      })
  void theWordsAreTheFewestThatTellTheMoveApart(String sfen, String move, String expected) {
    assertEquals(expected, written(sfen, move));
    AnnotatedRecord<ShogiPosition, Move> read =
        from(sfen, (sfen.contains(" b ") ? "▲" : "△") + expected);
    assertEquals(List.of(move), usi(read));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // spellings the writer does not use but books and sites do
        "8k/9/3GGG3/9/9/9/9/9/4K4 b - 1 | ▲５二金左上 | 6c5b",
        "4k4/9/9/5S3/9/9/9/9/4K4 b - 1 | ▲４三銀生 | 4d4c",
        "4k4/9/9/5S3/9/9/9/9/4K4 b - 1 | ☗4三銀成 | 4d4c+",
        "4k4/9/9/9/9/9/3g1g3/9/4K4 w - 1 | ▽５八金右 | 6g5h",
        "4k4/9/9/9/9/9/3g1g3/9/4K4 w - 1 | △5八金右 | 6g5h",
        "4k4/9/9/9/9/9/9/9/4K4 b B 1 | ▲五五角打 | B*5e",
        "4k4/8P/9/9/9/9/9/9/4K4 b - 1 | ▲１一歩 | 1b1a+",
        "4k4/9/9/9/9/9/6N1N/9/4K4 b - 1 | ▲２五桂右　△５二玉 ▲３三桂成 | 1g2e",
      })
  void otherSpellingsAreRead(String sfen, String text, String move) {
    assertEquals(move, usi(from(sfen, text)).get(0));
  }

  private static final String RECORD =
      String.join(
          "\n",
          "開始日時：2014/10/16 03:21:41",
          "先手：sente",
          "後手：gote",
          "*before the first move",
          "▲７六歩    △３四歩    ▲２六歩",
          "*a comment on ▲２六歩",
          "&bookmark",
          "△８四歩    ▲２五歩    △８五歩    ▲７八金    △３二金    ▲２四歩    △同　歩",
          "▲同　飛    △２三歩",
          "まで12手で後手の勝ち",
          "",
          "変化：3手",
          "▲６八銀    △８四歩",
          "*in a variation",
          "",
          "変化：4手",
          "△４四歩",
          "");

  @Test
  void aRecordHasAHeaderMovesCommentsVariationsAndASummary() {
    AnnotatedRecord<ShogiPosition, Move> record = Ki2.FORMAT.read(GAME, RECORD);
    assertEquals(
        Map.of("開始日時", "2014/10/16 03:21:41", "Sente", "sente", "Gote", "gote"), record.headers());
    assertEquals("before the first move", record.startComment());
    assertEquals(12, record.record().ply());
    assertEquals("2f2e", usi(record).get(4));
    assertEquals("2h2d", usi(record).get(10));
    assertEquals("a comment on ▲２六歩", record.mainLine().get(2).annotation().comment());
    assertEquals(List.of("&bookmark"), record.mainLine().get(2).annotation().marks());
    assertEquals(Outcome.win(Color.GOTE, Reason.RESIGNATION), record.statedOutcome().orElseThrow());
    assertEquals(1, record.mainLine().get(2).variations().size());
    List<MoveNode<Move>> variation = record.mainLine().get(2).variations().get(0);
    assertEquals("7i6h", variation.get(0).move().toString());
    assertEquals("in a variation", variation.get(1).annotation().comment());
    assertEquals("4c4d", variation.get(1).variations().get(0).get(0).move().toString());
    assertEquals(record, Ki2.FORMAT.read(GAME, Ki2.FORMAT.write(record)));
  }

  @Test
  void movesAreWrittenSixToALineAndALineEndsAtAComment() {
    String written = Ki2.FORMAT.write(Ki2.FORMAT.read(GAME, RECORD));
    assertTrue(
        written.contains("\n▲７六歩    △３四歩    ▲２六歩\n&bookmark\n*a comment on ▲２六歩\n"), written);
    assertTrue(
        written.contains("\n△８四歩    ▲２五歩    △８五歩    ▲７八金    △３二金    ▲２四歩\n△同　歩    ▲同　飛    △２三歩\n"),
        written);
    assertTrue(written.contains("\nまで12手で後手の勝ち\n"), written);
    assertTrue(written.contains("\n変化：3手\n▲６八銀    △８四歩\n*in a variation\n"), written);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "まで2手で先手の勝ち | SENTE | ADJUDICATION | まで2手で先手の勝ち",
        "まで3手で先手の勝ち | SENTE | RESIGNATION | まで3手で先手の勝ち",
        "まで2手で後手の勝ち | GOTE | RESIGNATION | まで2手で後手の勝ち",
        "まで3手で時間切れにより先手の勝ち | SENTE | TIME_FORFEIT | まで3手で時間切れにより先手の勝ち",
        "まで3手で後手の反則勝ち | GOTE | FOUL | まで3手で後手の反則勝ち",
        "まで3手で先手の反則負け | GOTE | FOUL | まで3手で後手の反則勝ち",
        "まで3手で千日手 | | REPETITION | まで3手で千日手",
        "まで3手で持将棋 | | IMPASSE | まで3手で持将棋",
        "まで3手で先手の入玉勝ち | SENTE | DECLARATION | まで3手で先手の入玉勝ち",
        "まで3手で中断 | | | ",
        "まで3手で封じ手 | | | ",
      })
  void theSummaryStatesTheResult(String summary, Color winner, Reason reason, String written) {
    String moves = summary.startsWith("まで2手") ? "▲７六歩 △３四歩\n" : "▲７六歩 △３四歩 ▲２六歩\n";
    AnnotatedRecord<ShogiPosition, Move> record = Ki2.FORMAT.read(GAME, moves + summary + "\n");
    if (reason == null) {
      assertTrue(record.statedOutcome().isEmpty());
      assertFalse(Ki2.FORMAT.write(record).contains("まで"));
      return;
    }
    Outcome expected = winner == null ? Outcome.draw(reason) : Outcome.win(winner, reason);
    assertEquals(expected, record.statedOutcome().orElseThrow());
    assertEquals(expected, record.record().outcome().orElseThrow());
    assertTrue(Ki2.FORMAT.write(record).endsWith(written + "\n"), Ki2.FORMAT.write(record));
    assertEquals(record, Ki2.FORMAT.read(GAME, Ki2.FORMAT.write(record)));
  }

  /**
   * A random position crowded with pieces, some promoted, the others in hand: pieces that could
   * never move promote, a second pawn on a file goes to the hand.
   */
  static ShogiPosition crowded(SplittableRandom random) {
    while (true) {
      String[] cells = new String[81];
      boolean[][] pawnFiles = new boolean[2][9];
      cells[random.nextInt(81)] = "K";
      int gote;
      do {
        gote = random.nextInt(81);
      } while (cells[gote] != null);
      cells[gote] = "k";
      int[][] hand = new int[2][128];
      for (char piece : "PPPPPPPPPPPPPPPPPPLLLLNNNNSSSSGGGGBBRR".toCharArray()) {
        int square = random.nextInt(81);
        int color = random.nextInt(2);
        int far = color == 0 ? square / 9 : 8 - square / 9; // 0: the side's last rank
        boolean dead = (piece == 'P' || piece == 'L') && far == 0 || piece == 'N' && far < 2;
        boolean promoted = piece != 'G' && (dead || random.nextInt(4) == 0);
        boolean nifu = piece == 'P' && !promoted && pawnFiles[color][square % 9];
        if (cells[square] == null && !nifu && random.nextInt(3) > 0) {
          pawnFiles[color][square % 9] |= piece == 'P' && !promoted;
          String name = (promoted ? "+" : "") + piece;
          cells[square] = color == 0 ? name : name.toLowerCase(Locale.ROOT);
        } else {
          hand[color][piece]++;
        }
      }
      StringBuilder sfen = new StringBuilder();
      for (int rank = 0; rank < 9; rank++) {
        int empty = 0;
        for (int file = 0; file < 9; file++) {
          String cell = cells[rank * 9 + file];
          if (cell == null) {
            empty++;
            continue;
          }
          sfen.append(empty > 0 ? String.valueOf(empty) : "").append(cell);
          empty = 0;
        }
        sfen.append(empty > 0 ? String.valueOf(empty) : "").append(rank < 8 ? "/" : "");
      }
      sfen.append(random.nextBoolean() ? " b " : " w ");
      StringBuilder hands = new StringBuilder();
      for (int color = 0; color < 2; color++) {
        for (char piece : "RBGSNLP".toCharArray()) {
          int count = hand[color][piece];
          if (count > 0) {
            hands.append(count > 1 ? String.valueOf(count) : "");
            hands.append(color == 0 ? piece : Character.toLowerCase(piece));
          }
        }
      }
      sfen.append(hands.length() == 0 ? "-" : hands).append(" 1");
      try {
        return GAME.parse(sfen.toString());
      } catch (IllegalPositionException e) {
        continue; // the side not to move is in check: again
      }
    }
  }

  private static JapaneseNotation.Place place(String text) {
    LineReader lines = new LineReader(text);
    lines.next();
    return KifText.place(lines, 1);
  }

  @Test
  void everyLegalMoveOfRandomPositionsIsWrittenAndReadBack() {
    SplittableRandom random = new SplittableRandom(2024);
    Map<Character, Integer> words = new TreeMap<>();
    int moves = 0;
    List<ShogiPosition> positions = new ArrayList<>();
    for (int i = 0; i < 300; i++) {
      positions.add(crowded(random));
    }
    for (long seed = 1; seed <= 40; seed++) {
      positions.addAll(RandomRecords.playout(GAME, seed, 150).positions());
    }
    for (ShogiPosition position : positions) {
      for (int code : position.legalCodes()) {
        for (int previousTo : new int[] {-1, MoveCodes.to(code)}) {
          String text = JapaneseNotation.ki2(position, code, previousTo);
          JapaneseNotation.Written move = JapaneseNotation.readKi2(text, 0, place(text));
          assertEquals(text.length(), move.end, text);
          assertEquals(
              MoveCodes.toUsi(code),
              MoveCodes.toUsi(JapaneseNotation.ki2Code(position, move, previousTo, place(text))),
              text + " in " + position);
          String kif = JapaneseNotation.kif(position, code, previousTo);
          JapaneseNotation.Written kifMove = JapaneseNotation.readKif(kif, 0, place(kif));
          assertEquals(code, JapaneseNotation.kifCode(position, kifMove, previousTo, place(kif)));
        }
        String text = JapaneseNotation.ki2(position, code, -1);
        for (char c : text.substring(3).toCharArray()) {
          if ("右左直上寄引打".indexOf(c) >= 0) {
            words.merge(c, 1, Integer::sum);
          }
        }
        moves++;
      }
    }
    assertTrue(moves > 100_000, "moves " + moves);
    // every word was needed somewhere, drops next to a piece that could go there among them
    assertEquals("[上, 右, 寄, 左, 引, 打, 直]", words.keySet().toString(), words.toString());
  }

  @Test
  void anAmbiguousMoveNamesItsCandidates() {
    AmbiguousMoveException e =
        assertThrows(
            AmbiguousMoveException.class, () -> from("8k/9/3GGG3/9/9/9/9/9/4K4 b - 1", "▲５二金\n"));
    assertEquals(List.of("５二金(63)", "５二金(53)", "５二金(43)"), e.candidates());
    assertTrue(
        e.getMessage()
            .startsWith("ambiguous move, it could be any of ５二金(63), ５二金(53), ５二金(43) at offset"),
        e.getMessage());
    assertEquals(1, e.location().orElseThrow().ply());
    assertEquals(2, e.location().get().column());
    e =
        assertThrows(
            AmbiguousMoveException.class, () -> from("8k/9/3GGG3/9/9/9/9/9/4K4 b - 1", "▲５二金上\n"));
    assertEquals(List.of("５二金(63)", "５二金(53)", "５二金(43)"), e.candidates());
  }

  @ParameterizedTest(name = "[{index}] {1}")
  @CsvSource(
      delimiterString = " => ",
      quoteCharacter = '"',
      value = {
        "\"▲７六歩 ▲３四歩\" => the move is marked for sente but gote is to move => 1, 6, 2",
        "\"▲７六歩x\" => unexpected text after the move => 1, 5, 1",
        "\"▲７六歩\\nまで1手で中断\\n▲２六歩\" => nothing may follow the end of the game => 3, 1, 2",
        "\"▲７六歩\\nまで2手で先手の勝ち\" => the summary counts 2 moves but the record holds 1 => 2, 1,"
            + " 0",
        "\"▲７六歩\\nまで1手で引き分け\" => unknown result 'まで1手で引き分け' => 2, 1, 0",
        "\"▲７六歩\\n変化：3手\\n▲２六歩\" => no line read so far has a move 3 to vary => 2, 1, 0",
        "\"▲７六歩\\n変化：x手\" => expected a variation line such as '変化：12手' => 2, 1, 0",
        "\"▲７六歩\\n変化：1手\\n*c\" => a comment before the first move of a variation => 3, 1, 0",
        "\"▲７六\" => expected a piece such as 歩 or 成銀 => 1, 4, 1",
        "\"▲同　歩\" => '同' (same square) but there is no previous move => 1, 2, 1",
        "\"▲７六歩 △３四同歩\" => '同' says ７六 but the square written is ３四 => 1, 7, 2",
        "\"▲５五玉打\" => a drop puts an unpromoted piece other than the king, not 玉 => 1, 2, 1",
        "\"▲７六歩右右\" => '右' is written twice => 1, 6, 1",
        "\"foo\" => expected a header line such as '先手：name' or a move such as ▲７六歩 => 1, 1, 0",
        "\"▲７六歩\\nfoo\" => expected a move such as ▲７六歩 => 2, 1, 0",
        "\"▲７六歩\\nまで1手で中断\\n\\n手合割：平手\" => a second game starts here: read a text of"
            + " several games with readAll => 4, 1, 0",
      })
  void malformedRecordsAreRefusedWithTheirPlace(String escaped, String message, String place) {
    String text = escaped.replace("\\n", "\n");
    NotationException e = assertThrows(NotationException.class, () -> Ki2.FORMAT.read(GAME, text));
    assertEquals(message, e.problem());
    String[] where = place.split(", ");
    assertEquals(Integer.parseInt(where[0]), e.location().orElseThrow().line(), e.getMessage());
    assertEquals(Integer.parseInt(where[1]), e.location().get().column(), e.getMessage());
    assertEquals(Integer.parseInt(where[2]), e.location().get().ply(), e.getMessage());
  }

  @Test
  void anIllegalMoveIsAnIllegalMoveExceptionAtItsPlace() {
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> Ki2.FORMAT.read(GAME, "▲７六歩　△３四歩\n▲５五飛\n"));
    assertTrue(e.problem().startsWith("no sente's 飛 can move to ５五 in "), e.problem());
    assertEquals(2, e.location().orElseThrow().line());
    assertEquals(2, e.location().get().column());
    assertEquals(3, e.location().get().ply());
    e = assertThrows(IllegalMoveException.class, () -> Ki2.FORMAT.read(GAME, "▲５五歩打\n"));
    assertTrue(e.problem().contains("sente has no pawn in hand"), e.problem());
  }

  @Test
  void aFinalFoulMoveIsKeptAsPlayed() {
    String text = "▲７六歩 △３四歩 ▲５五飛\nまで3手で後手の反則勝ち\n";
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> Ki2.FORMAT.read(GAME, text));
    assertEquals(3, e.location().orElseThrow().ply());
    AnnotatedRecord<ShogiPosition, Move> record = Ki2.FORMAT.read(GAME, text, ReadMode.AS_PLAYED);
    assertEquals(2, record.record().ply());
    assertEquals("５五飛", record.foulMove().orElseThrow());
    assertEquals(Outcome.win(Color.GOTE, Reason.FOUL), record.statedOutcome().orElseThrow());
    assertEquals(Outcome.win(Color.GOTE, Reason.FOUL), record.record().outcome().orElseThrow());
    String written = Ki2.FORMAT.write(record);
    assertTrue(written.endsWith("▲７六歩    △３四歩    ▲５五飛\nまで3手で後手の反則勝ち\n"), written);
    assertEquals(record, Ki2.FORMAT.read(GAME, written, ReadMode.AS_PLAYED));
    // a foul move that is not the last, or that the record does not call a foul, is refused
    assertThrows(
        IllegalMoveException.class,
        () -> Ki2.FORMAT.read(GAME, "▲７六歩 △３四歩 ▲５五飛 △８四歩\n", ReadMode.AS_PLAYED));
    assertThrows(
        IllegalMoveException.class,
        () -> Ki2.FORMAT.read(GAME, "▲７六歩 △３四歩 ▲５五飛\nまで3手で後手の勝ち\n", ReadMode.AS_PLAYED));
  }

  @Test
  void randomRecordsMakeTheRoundTrip() {
    for (long seed = 1; seed <= 200; seed++) {
      GameRecord<ShogiPosition, Move> game =
          RandomRecords.ended(RandomRecords.playout(GAME, seed, 120), seed);
      AnnotatedRecord<ShogiPosition, Move> record =
          withoutTimes(RandomRecords.annotated(game, seed));
      String written = Ki2.FORMAT.write(record);
      AnnotatedRecord<ShogiPosition, Move> read = Ki2.FORMAT.read(GAME, written);
      assertEquals(record, read, "seed " + seed + ":\n" + written);
      assertEquals(written, Ki2.FORMAT.write(read));
    }
  }

  /** The record without the times, which KI2 does not keep. */
  private static AnnotatedRecord<ShogiPosition, Move> withoutTimes(
      AnnotatedRecord<ShogiPosition, Move> record) {
    return AnnotatedRecord.of(
        record.record(),
        record.headers(),
        record.startComment(),
        withoutTimes(record.mainLine()),
        record.statedOutcome(),
        record.foulMove());
  }

  private static List<MoveNode<Move>> withoutTimes(List<MoveNode<Move>> line) {
    List<MoveNode<Move>> nodes = new ArrayList<>();
    for (MoveNode<Move> node : line) {
      List<List<MoveNode<Move>>> variations = new ArrayList<>();
      for (List<MoveNode<Move>> variation : node.variations()) {
        variations.add(withoutTimes(variation));
      }
      nodes.add(
          new MoveNode<>(node.move(), node.annotation().withTime(Optional.empty()), variations));
    }
    return nodes;
  }

  @Test
  void bytesAreDecodedAndAHandicapNamesTheSides() {
    String text = "手合割：角落ち\n下手：A\n上手：B\n\n△３四歩 ▲７六歩\nまで2手で下手の勝ち\n";
    for (Charset charset :
        List.of(
            StandardCharsets.UTF_8, Charset.forName("windows-31j"), Charset.forName("EUC-JP"))) {
      AnnotatedRecord<ShogiPosition, Move> record =
          Ki2.FORMAT.read(GAME, text.getBytes(charset), ReadMode.STRICT);
      assertEquals(Handicap.BISHOP.position(GAME), record.record().startPosition());
      assertEquals(Map.of("Sente", "A", "Gote", "B"), record.headers());
      assertEquals(Outcome.win(Color.SENTE, Reason.RESIGNATION), record.statedOutcome().get());
      assertTrue(Ki2.FORMAT.write(record).contains("下手：A\n上手：B\n"), Ki2.FORMAT.write(record));
    }
  }

  @Test
  void variationsNestAtMost64Deep() {
    StringBuilder text = new StringBuilder("▲７六歩 △３四歩\n");
    ShogiPosition position = GAME.start().play(GAME.parseMove(GAME.start(), "7g7f"));
    SplittableRandom random = new SplittableRandom(7);
    for (int depth = 1; depth <= 65; depth++) {
      text.append("変化：").append(depth + 1).append("手\n");
      for (int i = 0; i < 2; i++) {
        List<Move> legal = position.legalMoves();
        Move move = legal.get(random.nextInt(legal.size()));
        String mark = position.sideToMove() == Color.SENTE ? "▲" : "△";
        text.append(mark).append(JapaneseNotation.ki2(position, move.code(), -1)).append(' ');
        ShogiPosition next = position.play(move);
        if (i == 0) {
          position = next; // the next variation replaces this line's second move
        }
      }
      text.append('\n');
    }
    NotationException e =
        assertThrows(NotationException.class, () -> Ki2.FORMAT.read(GAME, text.toString()));
    assertEquals("variations nest more than 64 deep", e.problem());
    String shallower = text.substring(0, text.lastIndexOf("変化："));
    AnnotatedRecord<ShogiPosition, Move> record = Ki2.FORMAT.read(GAME, shallower);
    assertEquals(record, Ki2.FORMAT.read(GAME, Ki2.FORMAT.write(record)));
  }
}
