package io.github.plateau.core.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Annotation;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.MoveNode;
import io.github.plateau.core.shuttle.Shuttle;
import io.github.plateau.core.shuttle.ShuttlePosition;
import io.github.plateau.core.shuttle.Step;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The builder keeps a line's moves and what is said of them in arrays: what it builds must be the
 * tree it was fed, wherever the arrays were made or grown.
 */
class TreeBuilderTest {
  private final Shuttle shuttle = new Shuttle(null, false);

  /** What a move of the expected tree holds while it is fed. */
  private static final class Said {
    final Step move;
    final List<String> comments = new ArrayList<>();
    final List<String> marks = new ArrayList<>();
    Duration time;
    final List<List<Said>> variations = new ArrayList<>();

    Said(Step move) {
      this.move = move;
    }

    MoveNode<Step> node(boolean timesInComments) {
      String comment = String.join("\n", comments);
      Annotation annotation =
          timesInComments
              ? (comment.isEmpty() && marks.isEmpty()
                  ? Annotation.NONE
                  : Annotation.ofComment(comment, marks))
              : new Annotation(comment, Optional.ofNullable(time), marks);
      List<List<MoveNode<Step>>> lines = new ArrayList<>();
      for (List<Said> line : variations) {
        if (!line.isEmpty()) {
          lines.add(nodes(line, timesInComments));
        }
      }
      return new MoveNode<>(move, annotation, lines);
    }

    static List<MoveNode<Step>> nodes(List<Said> line, boolean timesInComments) {
      List<MoveNode<Step>> nodes = new ArrayList<>();
      for (Said said : line) {
        nodes.add(said.node(timesInComments));
      }
      return nodes;
    }
  }

  private static Step step(SplittableRandom random) {
    return random.nextBoolean() ? Step.FORWARD : Step.BACK;
  }

  /**
   * Feeds a line of moves with comments, marks, times and variations at random plies, so that the
   * first of each kind falls before, on or after the arrays grow (8 moves, then 16, 32, 64).
   */
  private void feed(
      TreeBuilder<Step> tree,
      List<Said> line,
      int moves,
      SplittableRandom random,
      boolean timesInComments,
      int depth,
      List<Step> played) {
    for (int i = 0; i < moves; i++) {
      Step move = step(random);
      tree.move(move);
      Said said = new Said(move);
      line.add(said);
      if (played != null) {
        played.add(move);
      }
      if (random.nextInt(9) == 0) {
        int comments = 1 + random.nextInt(2);
        for (int c = 0; c < comments; c++) {
          String text = "ply " + i + " says " + c;
          tree.comment(text);
          said.comments.add(text);
        }
      }
      if (random.nextInt(11) == 0) {
        String mark = random.nextBoolean() ? "!?" : "$" + (1 + random.nextInt(20));
        tree.mark(mark);
        said.marks.add(mark);
      }
      if (!timesInComments && random.nextInt(4) == 0) {
        Duration spent =
            random.nextBoolean()
                ? Duration.ofSeconds(random.nextInt(5000))
                : Duration.ofMillis(random.nextInt(100_000));
        tree.time(spent);
        said.time = spent;
      }
      if (depth < 2 && random.nextInt(13) == 0) {
        int count = 1 + random.nextInt(2);
        for (int v = 0; v < count; v++) {
          List<Said> variation = new ArrayList<>();
          said.variations.add(variation);
          tree.startVariation();
          if (random.nextInt(3) == 0) {
            String leading = "before variation " + v;
            tree.comment(leading);
            if (random.nextBoolean()) { // a variation without a move is left out of the tree
              tree.endVariation();
              continue;
            }
            Step first = step(random);
            tree.move(first);
            Said firstSaid = new Said(first);
            firstSaid.comments.add(leading);
            variation.add(firstSaid);
          }
          feed(tree, variation, random.nextInt(20), random, timesInComments, depth + 1, null);
          tree.endVariation();
        }
      }
    }
  }

  @Test
  void theTreeBuiltIsTheOneFedWhereverItsArraysWereMadeOrGrown() {
    for (long seed = 1; seed <= 60; seed++) {
      boolean timesInComments = seed % 2 == 0;
      SplittableRandom random = new SplittableRandom(seed);
      TreeBuilder<Step> tree =
          timesInComments ? TreeBuilder.timesInComments() : TreeBuilder.create();
      if (seed % 3 == 0) {
        tree.comment("before the game");
      }
      List<Said> main = new ArrayList<>();
      List<Step> played = new ArrayList<>();
      feed(tree, main, 1 + random.nextInt(90), random, timesInComments, 0, played);
      GameRecord<ShuttlePosition, Step> record = GameRecord.start(shuttle);
      for (Step move : played) {
        record = record.play(move);
      }
      String where = "seed " + seed;
      AnnotatedRecord<ShuttlePosition, Step> built =
          tree.build(record, Map.of(), tree.startComment(), Optional.empty());
      List<MoveNode<Step>> expected = Said.nodes(main, timesInComments);
      assertEquals(expected, built.mainLine(), where);
      assertEquals(seed % 3 == 0 ? "before the game" : "", built.startComment(), where);
      assertEquals(played.size(), tree.moves(), where);

      // the builder fed on keeps nothing of the record built
      tree.comment("after the build");
      tree.mark("!!");
      tree.startVariation();
      tree.move(Step.FORWARD);
      tree.endVariation();
      tree.move(Step.BACK);
      assertEquals(expected, built.mainLine(), where + ", fed on");
    }
  }

  @Test
  void deeplyNestedVariationsAreBuiltOnceEach() {
    // a node made anew each time its parent's list was read would make 2^depth nodes here
    int depth = 60;
    TreeBuilder<Step> tree = TreeBuilder.create();
    tree.move(Step.FORWARD);
    for (int d = 0; d < depth; d++) {
      tree.startVariation();
      tree.move(Step.BACK);
    }
    for (int d = 0; d < depth; d++) {
      tree.endVariation();
    }
    GameRecord<ShuttlePosition, Step> record = GameRecord.start(shuttle).play(Step.FORWARD);
    AnnotatedRecord<ShuttlePosition, Step> built =
        assertTimeoutPreemptively(
            Duration.ofSeconds(60), () -> tree.build(record, Map.of(), "", Optional.empty()));
    MoveNode<Step> node = built.mainLine().get(0);
    for (int d = 0; d < depth; d++) {
      assertEquals(1, node.variations().size(), "depth " + d);
      node = node.variations().get(0).get(0);
      assertEquals(Step.BACK, node.move(), "depth " + d);
    }
    assertEquals(List.of(), node.variations());
  }

  @Test
  void theRecordsMovesAreTheMainLinesAndItsCountMustAgree() {
    TreeBuilder<Step> tree = TreeBuilder.create();
    tree.move(Step.FORWARD);
    tree.move(Step.FORWARD);
    tree.comment("second");
    tree.move(Step.FORWARD);
    GameRecord<ShuttlePosition, Step> record =
        GameRecord.start(shuttle).play(Step.FORWARD).play(Step.BACK).play(Step.FORWARD);
    // the reader replayed the record: its moves are taken, what was said placed on them
    AnnotatedRecord<ShuttlePosition, Step> built =
        tree.build(record, Map.of(), "", Optional.empty());
    assertEquals(record.moves(), built.mainLine().stream().map(MoveNode::move).toList());
    assertEquals("second", built.mainLine().get(1).annotation().comment());
    GameRecord<ShuttlePosition, Step> shorter = record.undo();
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> tree.build(shorter, Map.of(), "", Optional.empty()));
    assertEquals("the main line has 3 moves, the record 2", e.getMessage());
    GameRecord<ShuttlePosition, Step> otherEnd = shorter.play(Step.BACK);
    e =
        assertThrows(
            IllegalArgumentException.class,
            () -> tree.build(otherEnd, Map.of(), "", Optional.empty()));
    assertEquals("the main line's first or last move is not the record's", e.getMessage());
  }
}
