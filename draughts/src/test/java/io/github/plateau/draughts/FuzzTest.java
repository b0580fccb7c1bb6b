package io.github.plateau.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Annotation;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.MoveNode;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.testing.Fuzz;
import io.github.plateau.core.testing.TextRoundTrips;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Random and mutated FEN, move and PDN texts: each is read, or refused with a documented exception
 * ({@code NotationException} with an offset inside the text, {@code IllegalPositionException},
 * {@code IllegalMoveException}) that carries a message; nothing else escapes. What is read
 * round-trips. Seeds are fixed; a failure names the text.
 */
class FuzzTest {
  private static final long SEED = 20_260_501L;

  /** Every board and rule set the parsers meet. */
  private static final List<Draughts> GAMES =
      List.of(
          Draughts.international(),
          Draughts.brazilian(),
          Draughts.canadian(),
          new Draughts(DraughtsRules.ofSize(4)),
          new Draughts(DraughtsRules.ofSize(14)),
          new Draughts(DraughtsRules.ofSize(20)),
          new Draughts(
              DraughtsRules.brazilian()
                  .withMajorityCapture(false)
                  .withPromotionDuringCapture(true)),
          new Draughts(
              DraughtsRules.international()
                  .withMenCaptureBackward(false)
                  .withMajorityCapture(false)
                  .withFlyingKings(false)));

  private static final String FEN_ALPHABET = "WBK:,-0123456789";
  private static final String PDN_ALPHABET =
      "[]\"{}()/;%$!?.*-x:0123456789abch \n\tWBK:,GameTypeFENResult\\";

  /** Positions along a seeded random game, from the start and from a random setup. */
  private static List<DraughtsPosition> playout(Draughts game, SplittableRandom random) {
    List<DraughtsPosition> positions = new ArrayList<>();
    for (DraughtsPosition p :
        List.of(game.start(), ReferenceCrossCheckTest.randomSetup(game, random))) {
      for (int ply = 0; ply < 60 && !p.legalMoves().isEmpty(); ply++) {
        positions.add(p);
        p = p.play(p.legalMoves().get(random.nextInt(p.legalMoves().size())));
      }
    }
    return positions;
  }

  @Test
  void randomAndMutatedFenGiveOnlyDocumentedExceptions() {
    SplittableRandom random = new SplittableRandom(SEED);
    int read = 0;
    for (Draughts game : GAMES) {
      List<String> texts = new ArrayList<>();
      for (int i = 0; i < 1_500; i++) {
        texts.add(Fuzz.text(FEN_ALPHABET, random, 30));
      }
      for (DraughtsPosition p : playout(game, random)) {
        for (int i = 0; i < 10; i++) {
          texts.add(Fuzz.mutate(p.toString(), random));
        }
      }
      for (String text : texts) {
        DraughtsPosition p = Fuzz.expectDocumented(text, () -> game.parse(text));
        if (p != null) {
          read++;
          assertEquals(p, game.parse(p.toString()), text);
        }
      }
    }
    assertTrue(read > 100, "too few texts were read: " + read);
  }

  @Test
  void randomAndMutatedMovesGiveOnlyDocumentedExceptions() {
    SplittableRandom random = new SplittableRandom(SEED + 1);
    int read = 0;
    for (Draughts game : GAMES) {
      for (DraughtsPosition p : playout(game, random)) {
        List<String> texts = new ArrayList<>();
        StringBuilder alphabet = new StringBuilder("x-");
        for (Move m : p.legalMoves()) {
          String written = game.formatMove(p, m);
          alphabet.append(written);
          texts.add(written);
          texts.add(Fuzz.mutate(written, random));
          texts.add(Fuzz.mutate(written, random));
          int[] path = Paths.find(p, m);
          if (path != null) {
            StringBuilder full = new StringBuilder().append(m.from());
            for (int s : path) {
              full.append('x').append(s);
            }
            texts.add(full.toString());
            texts.add(Fuzz.mutate(full.toString(), random));
          }
        }
        for (int i = 0; i < 10; i++) {
          texts.add(Fuzz.text(alphabet.toString(), random, 12));
        }
        for (String text : texts) {
          Move move = Fuzz.expectDocumented(text, () -> game.parseMove(p, text));
          if (move != null) {
            read++;
            assertTrue(p.isLegal(move), text + " read as illegal " + move + " in " + p);
            assertEquals(move, game.parseMove(p, game.formatMove(p, move)), text);
          }
        }
      }
    }
    assertTrue(read > 100, "too few texts were read: " + read);
  }

  /** The games PDN plays, by GameType. */
  private static final List<Draughts> PDN_GAMES =
      List.of(
          Draughts.international(),
          Draughts.brazilian(),
          Draughts.canadian(),
          Pdn.FORMAT.game("21"),
          Pdn.FORMAT.game("23"),
          Pdn.FORMAT.game("25"));

  /** A random record of a game, with headers, comments, marks, times and a variation. */
  static AnnotatedRecord<DraughtsPosition, Move> randomRecord(
      Draughts game, SplittableRandom random) {
    DraughtsPosition start =
        random.nextBoolean() ? game.start() : ReferenceCrossCheckTest.randomSetup(game, random);
    GameRecord<DraughtsPosition, Move> record = GameRecord.start(game, start);
    int plies = random.nextInt(40);
    for (int i = 0; i < plies && !record.isOver(); i++) {
      List<Move> moves = record.current().legalMoves();
      record = record.play(moves.get(random.nextInt(moves.size())));
    }
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Event", "Fuzz \"" + random.nextInt(100) + "\"");
    tags.put("White", "A\\B");
    AnnotatedRecord<DraughtsPosition, Move> annotated =
        AnnotatedRecord.of(
                record,
                tags,
                random.nextBoolean() ? "" : "before (all)",
                AnnotatedRecord.of(record).mainLine(),
                record.outcome(),
                Optional.empty())
            .withHeaders(tags);
    if (record.ply() > 0) {
      int ply = random.nextInt(record.ply()) + 1;
      annotated =
          annotated.withAnnotation(
              ply,
              new Annotation(
                  "a (comment) {not nested\non two lines",
                  Optional.of(Duration.ofSeconds(random.nextInt(4000))),
                  List.of("!?", "$" + random.nextInt(200))));
      DraughtsPosition before = record.positions().get(ply - 1);
      List<Move> others = new ArrayList<>(before.legalMoves());
      others.remove(record.moves().get(ply - 1));
      if (!others.isEmpty()) {
        Move other = others.get(random.nextInt(others.size()));
        annotated =
            annotated.withVariations(
                ply,
                List.of(List.of(new MoveNode<>(other, Annotation.comment("instead"), List.of()))));
      }
    }
    return annotated;
  }

  @Test
  void randomAndMutatedPdnGiveOnlyDocumentedExceptions() {
    SplittableRandom random = new SplittableRandom(SEED + 2);
    List<String> valid = new ArrayList<>();
    List<Draughts> games = new ArrayList<>();
    for (Draughts game : PDN_GAMES) {
      for (int i = 0; i < 12; i++) {
        valid.add(Pdn.FORMAT.write(randomRecord(game, random)));
        games.add(game);
      }
    }
    valid.add(String.join("\n", valid.subList(0, 3)));
    games.add(PDN_GAMES.get(0));
    // the dialects of real files
    for (String dialect :
        List.of(
            "\uFEFF% escape\n[FEN \"?:W31,32:B1,2.\"] 1... 1-6 2. 31-26 *",
            "[GameType \"20,W,10,10,N1,0\"]\n/FEN \"W:W31-50:B1-20\"/ 1. 32-28 19-23 2. 28x 19 14x23 *",
            "{c} 1. 32-28!? (1. 33-29 {v} (1. 34-30) 1... 19-23) 19-23(!?) $1 ; line\n2. 28x19 1-1",
            "[GameType \"25\"] 1. c3-d4 f6-e5 2. d4:f6 g7:e5 3. a3b4 1/2-1/2",
            "[GameType \"21\"] 1. 11-15 24-20 2. 8-11 28-24 {[%emt 0:00:04]} 0-1")) {
      valid.add(dialect);
      games.add(PDN_GAMES.get(0));
    }
    int read = 0;
    for (int i = 0; i < 4_000; i++) {
      int pick = random.nextInt(valid.size());
      Draughts game = games.get(pick);
      ReadMode mode = random.nextBoolean() ? ReadMode.STRICT : ReadMode.AS_PLAYED;
      String text =
          i % 4 == 0 ? Fuzz.text(PDN_ALPHABET, random, 60) : Fuzz.mutate(valid.get(pick), random);
      List<AnnotatedRecord<DraughtsPosition, Move>> records =
          Fuzz.expectDocumented(text, () -> Pdn.FORMAT.readAll(game, text, mode));
      if (records == null) {
        continue;
      }
      read++;
      // what was read is written and read back to equal records
      String written = Pdn.FORMAT.write(records);
      assertEquals(records, Pdn.FORMAT.readAll(game, written, mode), text);
    }
    assertTrue(read > 100, "too few texts were read: " + read);
  }

  @Test
  void spoiledPdnTextsAreRefusedOrRoundTrip() {
    SplittableRandom random = new SplittableRandom(SEED + 3);
    Draughts game = Draughts.international();
    List<String> valid = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      valid.add(Pdn.FORMAT.write(randomRecord(game, random)));
    }
    TextRoundTrips.check(
        "PDN",
        valid,
        List.of("[Event \"x\"]", "[White \"\"]", "[GameType \"20\"]", "% escape", "{c}"),
        300,
        text -> Pdn.FORMAT.readAll(game, text, ReadMode.STRICT),
        Pdn.FORMAT::write);
  }
}
