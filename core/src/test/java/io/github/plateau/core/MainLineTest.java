package io.github.plateau.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.plateau.core.shuttle.Shuttle;
import io.github.plateau.core.shuttle.ShuttlePosition;
import io.github.plateau.core.shuttle.Step;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** An annotated record's main line keeps arrays, not nodes: it must give back the nodes given. */
class MainLineTest {
  @Test
  void theMainLineGivesBackEqualNodesWhateverTheyHold() {
    Shuttle shuttle = new Shuttle(null, false);
    for (long seed = 1; seed <= 30; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      GameRecord<ShuttlePosition, Step> record = GameRecord.start(shuttle);
      List<MoveNode<Step>> nodes = new ArrayList<>();
      int kind = (int) (seed % 4); // plain only, comments now and then, variations, both
      for (int ply = 0; ply < 40; ply++) {
        Step step = random.nextBoolean() ? Step.FORWARD : Step.BACK;
        record = record.play(step);
        Annotation annotation =
            kind % 2 == 1 && random.nextInt(3) == 0
                ? Annotation.NONE.withComment("ply " + ply)
                : Annotation.NONE;
        List<List<MoveNode<Step>>> variations =
            kind >= 2 && random.nextInt(4) == 0
                ? List.of(List.of(MoveNode.of(step == Step.FORWARD ? Step.BACK : Step.FORWARD)))
                : List.of();
        nodes.add(new MoveNode<>(step, annotation, variations));
      }
      AnnotatedRecord<ShuttlePosition, Step> read =
          AnnotatedRecord.of(record, Map.of(), "", nodes, Optional.empty(), Optional.empty());
      List<MoveNode<Step>> line = read.mainLine();
      String where = "seed " + seed;
      assertEquals(nodes, line, where);
      assertEquals(nodes.hashCode(), line.hashCode(), where);
      for (int i = 0; i < nodes.size(); i++) {
        assertEquals(nodes.get(i), line.get(i), where + ", node " + i);
      }
      assertThrows(IndexOutOfBoundsException.class, () -> line.get(40), where);
      assertThrows(IndexOutOfBoundsException.class, () -> line.get(-1), where);
      assertThrows(UnsupportedOperationException.class, () -> line.set(0, nodes.get(1)), where);
      Annotation comment = Annotation.NONE.withComment("changed");
      AnnotatedRecord<ShuttlePosition, Step> changed = read.withAnnotation(7, comment);
      assertEquals(comment, changed.mainLine().get(6).annotation(), where);
      assertEquals(nodes.get(6).variations(), changed.mainLine().get(6).variations(), where);
      assertEquals(nodes.subList(7, 40), changed.mainLine().subList(7, 40), where);
      assertEquals(read, read.withAnnotation(7, nodes.get(6).annotation()), where);
    }
  }

  @Test
  void aRecordReadsEachNodeOfTheLineItIsGivenOnce() {
    // a reader's builder makes a node each time one is read: the record asks for each once
    Shuttle shuttle = new Shuttle(null, false);
    GameRecord<ShuttlePosition, Step> record = GameRecord.start(shuttle);
    List<MoveNode<Step>> nodes = new ArrayList<>();
    for (int ply = 0; ply < 50; ply++) {
      Step step = ply % 3 == 0 ? Step.FORWARD : Step.BACK;
      record = record.play(step);
      nodes.add(
          ply % 7 == 0
              ? new MoveNode<>(step, Annotation.NONE, List.of(List.of(MoveNode.of(step))))
              : MoveNode.of(step));
    }
    int[] reads = new int[nodes.size()];
    List<MoveNode<Step>> counted =
        new AbstractList<>() {
          @Override
          public MoveNode<Step> get(int index) {
            reads[index]++;
            return nodes.get(index);
          }

          @Override
          public int size() {
            return nodes.size();
          }
        };
    AnnotatedRecord<ShuttlePosition, Step> read =
        AnnotatedRecord.of(record, Map.of(), "", counted, Optional.empty(), Optional.empty());
    assertEquals(nodes, read.mainLine());
    for (int i = 0; i < reads.length; i++) {
      assertEquals(1, reads[i], "node " + i);
    }
  }
}
