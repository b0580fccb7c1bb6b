package io.github.plateau.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.shuttle.Shuttle;
import io.github.plateau.core.shuttle.ShuttlePosition;
import io.github.plateau.core.shuttle.Step;
import io.github.plateau.core.shuttle.Token;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class AnnotatedRecordTest {
  /** A quiet cycle of four plies that comes back to the start. */
  private static final String CYCLE = "-++-";

  private final Shuttle game = new Shuttle(Repetition.after(3), false);

  private GameRecord<ShuttlePosition, Step> play(GameRecord<ShuttlePosition, Step> from, String s) {
    GameRecord<ShuttlePosition, Step> record = from;
    for (char c : s.toCharArray()) {
      record = record.play(String.valueOf(c));
    }
    return record;
  }

  private List<MoveNode<Step>> nodes(GameRecord<ShuttlePosition, Step> record) {
    List<MoveNode<Step>> nodes = new ArrayList<>();
    for (Step step : record.moves()) {
      nodes.add(MoveNode.of(step));
    }
    return nodes;
  }

  @Test
  void aStrictRecordEndsAtTheRepetitionAndAnAsPlayedOneGoesOn() {
    GameRecord<ShuttlePosition, Step> strict = play(GameRecord.start(game), CYCLE + CYCLE);
    assertTrue(strict.isOver());
    assertTrue(strict.judged());
    assertThrows(IllegalMoveException.class, () -> strict.play("-"));

    GameRecord<ShuttlePosition, Step> asPlayed =
        play(GameRecord.asPlayed(game, game.start()), CYCLE + CYCLE + "--");
    assertFalse(asPlayed.judged());
    assertFalse(asPlayed.isOver());
    assertEquals(10, asPlayed.ply());

    AnnotatedRecord<ShuttlePosition, Step> annotated = AnnotatedRecord.of(asPlayed);
    assertEquals(ReadMode.AS_PLAYED, annotated.mode());
    assertEquals(
        Optional.of(new AnnotatedRecord.Ending(8, Outcome.draw(Reason.REPETITION))),
        annotated.rulesEnding());
    assertEquals(ReadMode.STRICT, AnnotatedRecord.of(strict).mode());
    assertEquals(8, AnnotatedRecord.of(strict).rulesEnding().orElseThrow().ply());
    assertEquals(
        Optional.empty(), AnnotatedRecord.of(play(GameRecord.start(game), CYCLE)).rulesEnding());
  }

  @Test
  void theStatedOutcomeLivesBesideTheRulesOne() {
    GameRecord<ShuttlePosition, Step> record =
        play(GameRecord.asPlayed(game, game.start()), CYCLE + CYCLE + "-").resign(Token.A);
    AnnotatedRecord<ShuttlePosition, Step> annotated =
        AnnotatedRecord.of(
            record,
            Map.of(),
            "",
            nodes(record),
            Optional.of(Outcome.win(Token.B, Reason.RESIGNATION)),
            Optional.empty());
    assertEquals(Outcome.win(Token.B, Reason.RESIGNATION), annotated.statedOutcome().orElseThrow());
    assertEquals(Reason.REPETITION, annotated.rulesEnding().orElseThrow().outcome().reason());
    assertTrue(annotated.toString().contains("rules end at ply 8"), annotated.toString());
    // stated on a record that goes on, it would read back ended: refused
    GameRecord<ShuttlePosition, Step> going = play(GameRecord.start(game), "-");
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                AnnotatedRecord.of(
                    going,
                    Map.of(),
                    "",
                    nodes(going),
                    Optional.of(Outcome.win(Token.B, Reason.RESIGNATION)),
                    Optional.empty()));
    assertTrue(e.getMessage().startsWith("an outcome is stated on a record that goes on"));
  }

  @Test
  void aFoulMoveNeedsAnAsPlayedRecordAndAStatedFoul() {
    Optional<Outcome> foul = Optional.of(Outcome.win(Token.A, Reason.FOUL));
    GameRecord<ShuttlePosition, Step> asPlayed =
        play(GameRecord.asPlayed(game, game.start()), "-").end(foul.get());
    AnnotatedRecord<ShuttlePosition, Step> kept =
        AnnotatedRecord.of(asPlayed, Map.of(), "", nodes(asPlayed), foul, Optional.of("++"));
    assertEquals(Optional.of("++"), kept.foulMove());
    GameRecord<ShuttlePosition, Step> strict = play(GameRecord.start(game), "-").end(foul.get());
    assertThrows(
        IllegalArgumentException.class,
        () -> AnnotatedRecord.of(strict, Map.of(), "", nodes(strict), foul, Optional.of("++")));
    assertThrows(
        IllegalArgumentException.class,
        () ->
            AnnotatedRecord.of(
                asPlayed, Map.of(), "", nodes(asPlayed), Optional.empty(), Optional.of("++")));
    assertThrows(
        IllegalArgumentException.class,
        () ->
            AnnotatedRecord.of(asPlayed, Map.of(), "", nodes(asPlayed), foul, Optional.of("a\nb")));
  }

  @Test
  void theMainLineMustHoldTheRecordsMovesAndVariationsMustBeLegal() {
    GameRecord<ShuttlePosition, Step> record = play(GameRecord.start(game), "-+");
    List<MoveNode<Step>> wrong = List.of(MoveNode.of(Step.BACK), MoveNode.of(Step.BACK));
    assertThrows(
        IllegalArgumentException.class,
        () -> AnnotatedRecord.of(record, Map.of(), "", wrong, Optional.empty(), Optional.empty()));
    assertThrows(
        IllegalArgumentException.class,
        () ->
            AnnotatedRecord.of(
                record,
                Map.of(),
                "",
                nodes(record).subList(0, 1),
                Optional.empty(),
                Optional.empty()));

    AnnotatedRecord<ShuttlePosition, Step> annotated = AnnotatedRecord.of(record);
    List<List<MoveNode<Step>>> legal = List.of(List.of(MoveNode.of(Step.FORWARD)));
    AnnotatedRecord<ShuttlePosition, Step> branched = annotated.withVariations(1, legal);
    assertEquals(legal, branched.mainLine().get(0).variations());
    assertNotEquals(annotated, branched);
    List<List<MoveNode<Step>>> nested =
        List.of(
            List.of(
                new MoveNode<>(
                    Step.FORWARD, Annotation.NONE, List.of(List.of(MoveNode.of(new Step(2)))))));
    assertThrows(IllegalArgumentException.class, () -> annotated.withVariations(1, nested));
    assertThrows(IllegalArgumentException.class, () -> annotated.withVariations(3, legal));
    assertThrows(
        IllegalArgumentException.class, () -> annotated.withVariations(1, List.of(List.of())));
  }

  @Test
  void annotationsHeadersAndCommentsMakeEqualityAndAreKeptInOrder() {
    GameRecord<ShuttlePosition, Step> record = play(GameRecord.start(game), "-+-");
    Map<String, String> headers = new LinkedHashMap<>();
    headers.put("Event", "club");
    headers.put("Date", "2026.11.23");
    Annotation timed = new Annotation("good", Optional.of(Duration.ofSeconds(3)), List.of("!?"));
    AnnotatedRecord<ShuttlePosition, Step> a =
        AnnotatedRecord.of(record)
            .withHeaders(headers)
            .withStartComment("before")
            .withAnnotation(2, timed);
    AnnotatedRecord<ShuttlePosition, Step> b =
        AnnotatedRecord.of(record)
            .withHeaders(headers)
            .withStartComment("before")
            .withAnnotation(2, timed);
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
    assertEquals(List.of("Event", "Date"), List.copyOf(a.headers().keySet()));
    assertEquals(timed, a.mainLine().get(1).annotation());
    assertEquals(Annotation.NONE, a.mainLine().get(0).annotation());
    assertNotEquals(a, b.withStartComment(""));
    assertNotEquals(a, b.withAnnotation(2, timed.withComment("bad")));
    assertNotEquals(a, b.withHeaders(Map.of("Event", "club")));
    assertThrows(IllegalArgumentException.class, () -> a.withAnnotation(0, timed));
    assertThrows(IllegalArgumentException.class, () -> a.withAnnotation(4, timed));
    assertThrows(IllegalArgumentException.class, () -> a.withHeaders(Map.of("Event", "a\nb")));
    assertThrows(IllegalArgumentException.class, () -> a.withHeaders(Map.of(" ", "x")));
  }

  @Test
  void variationsNestAtMostSixtyFourLevelsAndSuchATreeIsComparedAndHashed() {
    MoveNode<String> deepest = MoveNode.of("+");
    List<List<MoveNode<String>>> variations = List.of(List.of(deepest));
    MoveNode<String> node = deepest;
    for (int depth = 1; depth <= MoveNode.MAX_DEPTH; depth++) {
      node = new MoveNode<>("+", Annotation.NONE, variations);
      variations = List.of(List.of(MoveNode.of("-"), node)); // each level's line holds two nodes
    }
    MoveNode<String> again = copy(node);
    assertEquals(node, again);
    assertEquals(node.hashCode(), again.hashCode());
    assertTrue(node.toString().length() > MoveNode.MAX_DEPTH);
    List<List<MoveNode<String>>> tooDeep = variations;
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> new MoveNode<>("+", Annotation.NONE, tooDeep));
    assertEquals("variations nest deeper than 64 levels", e.getMessage());
  }

  /** A node made anew, level by level, from the bottom up. */
  private static MoveNode<String> copy(MoveNode<String> node) {
    List<List<MoveNode<String>>> lines = new ArrayList<>();
    for (List<MoveNode<String>> line : node.variations()) {
      List<MoveNode<String>> copied = new ArrayList<>();
      line.forEach(n -> copied.add(copy(n)));
      lines.add(copied);
    }
    return new MoveNode<>(node.move(), node.annotation(), lines);
  }

  @Test
  void anAnnotationRefusesNegativeTimesAndBlankMarks() {
    assertThrows(
        IllegalArgumentException.class,
        () -> new Annotation("", Optional.of(Duration.ofSeconds(-1)), List.of()));
    assertThrows(
        IllegalArgumentException.class, () -> new Annotation("", Optional.empty(), List.of(" ")));
    assertTrue(Annotation.NONE.isEmpty());
    assertFalse(Annotation.comment("x").isEmpty());
    assertEquals(
        Optional.of(Duration.ofMillis(1500)),
        Annotation.NONE.withTime(Optional.of(Duration.ofMillis(1500))).time());
  }

  /**
   * Every format reads a comment's lines apart by \n: before, a built comment with \r read back
   * unequal.
   */
  @Test
  void commentsSeparateTheirLinesByLineFeedsAlone() {
    assertEquals("a\nb\nc\n\nd", Annotation.comment("a\r\nb\rc\r\rd").comment());
    assertEquals(Annotation.comment("a\nb"), Annotation.NONE.withComment("a\r\nb"));
    GameRecord<ShuttlePosition, Step> record = play(GameRecord.start(game), "-+");
    assertEquals("a\nb", AnnotatedRecord.of(record).withStartComment("a\rb").startComment());
    assertEquals(
        "a\n\nb",
        AnnotatedRecord.of(
                record, Map.of(), "a\r\n\rb", nodes(record), Optional.empty(), Optional.empty())
            .startComment());
  }

  /**
   * Every time {@code emt} writes reads back as it: before, 10,000 hours or more read back as a
   * comment. A text past the longest duration stays a comment, with no exception.
   */
  @Test
  void everyTimeWrittenAsAClockCommandReadsBackAsIt() {
    for (Duration time :
        List.of(
            Duration.ZERO,
            Duration.ofMillis(1250),
            Duration.ofHours(9999).plusSeconds(3599),
            Duration.ofHours(10_000),
            Duration.ofSeconds(Long.MAX_VALUE, 999_999_999))) {
      Annotation read = Annotation.ofComment("x " + Annotation.emt(time), List.of());
      assertEquals(new Annotation("x", Optional.of(time), List.of()), read, time.toString());
    }
    for (String past : List.of("[%emt 2562047788015216:00:00]", "[%emt 99999999999999999:00:00]")) {
      assertEquals(Annotation.comment(past), Annotation.ofComment(past, List.of()), past);
    }
  }

  /** The maker a reader calls: annotations per move and variations by ply, no node per move. */
  @Test
  void aRecordMadeOfAnnotationsAndVariationsByPlyEqualsOneMadeOfNodes() {
    GameRecord<ShuttlePosition, Step> record = play(GameRecord.start(game), "-+-");
    Annotation said = Annotation.comment("said");
    List<List<MoveNode<Step>>> legal = List.of(List.of(MoveNode.of(Step.BACK)));
    List<MoveNode<Step>> nodes = nodes(record);
    nodes.set(1, new MoveNode<>(Step.FORWARD, said, List.of()));
    nodes.set(2, new MoveNode<>(Step.BACK, Annotation.NONE, legal));
    AnnotatedRecord<ShuttlePosition, Step> ofNodes =
        AnnotatedRecord.of(
            record, Map.of("Event", "x"), "s", nodes, Optional.empty(), Optional.empty());
    List<Annotation> annotations = List.of(Annotation.NONE, said, Annotation.NONE);
    AnnotatedRecord<ShuttlePosition, Step> byPly =
        AnnotatedRecord.of(
            record,
            Map.of("Event", "x"),
            "s",
            annotations,
            Map.of(3, legal, 1, List.of()),
            Optional.empty(),
            Optional.empty());
    assertEquals(ofNodes, byPly);
    assertEquals(ofNodes.mainLine(), byPly.mainLine());
    assertEquals(List.of(), byPly.mainLine().get(0).variations()); // an empty list is none

    List<List<MoveNode<Step>>> illegal = List.of(List.of(MoveNode.of(new Step(2))));
    Map<Integer, List<List<MoveNode<Step>>>> nullPly = new java.util.HashMap<>();
    nullPly.put(null, legal);
    List<Annotation> withNull = new ArrayList<>(annotations);
    withNull.set(1, null);
    for (Object[] bad :
        List.of(
            new Object[] {annotations.subList(0, 2), Map.of()},
            new Object[] {withNull, Map.of()},
            new Object[] {annotations, Map.of(4, legal)},
            new Object[] {annotations, Map.of(0, legal)},
            new Object[] {annotations, nullPly},
            new Object[] {annotations, Map.of(3, illegal)},
            new Object[] {annotations, Map.of(3, List.of(List.of()))})) {
      @SuppressWarnings("unchecked")
      List<Annotation> given = (List<Annotation>) bad[0];
      @SuppressWarnings("unchecked")
      Map<Integer, List<List<MoveNode<Step>>>> varied =
          (Map<Integer, List<List<MoveNode<Step>>>>) bad[1];
      assertThrows(
          IllegalArgumentException.class,
          () ->
              AnnotatedRecord.of(
                  record, Map.of(), "", given, varied, Optional.empty(), Optional.empty()),
          String.valueOf(varied));
    }
  }
}
