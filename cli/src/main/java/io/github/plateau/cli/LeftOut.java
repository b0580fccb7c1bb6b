package io.github.plateau.cli;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Annotation;
import io.github.plateau.core.MoveNode;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.Position;
import io.github.plateau.core.RecordFormat;
import java.util.ArrayList;
import java.util.List;

/**
 * What a conversion leaves out of a game: the parts of the record that its text, read back in the
 * format written, no longer holds (variations in CSA, times in KI2, marks). The parts are counted,
 * so that one the format only spells otherwise (a header key in CSA's spelling) is not taken for
 * lost; those inside variations only where the variations are kept (else they go with them).
 */
final class LeftOut {
  private LeftOut() {}

  // The parts counted, by index: a name for one and for several (none: a record holds one at most).
  private static final int VARIATIONS = 0;
  private static final int COMMENTS = 1;
  private static final int TIMES = 2;
  private static final int MARKS = 3;
  private static final int HEADERS = 4;
  private static final int RESULT = 5;
  private static final int FOUL = 6;
  private static final String[][] NAMES = {
    {"variation", "variations"},
    {"comment", "comments"},
    {"move time", "move times"},
    {"mark", "marks"},
    {"header", "headers"},
    {"stated result", null},
    {"foul move", null}
  };

  /**
   * What of a record a text written from it leaves out, in words.
   *
   * @param format the format the text is in
   * @param record the record written
   * @param text its text in the format
   * @return {@code "2 variations, 5 marks"}, or "" if the text keeps every part
   */
  static <P extends Position<P, M>, M> String of(
      RecordFormat<P, M> format, AnnotatedRecord<P, M> record, String text) {
    AnnotatedRecord<P, M> back;
    try {
      List<AnnotatedRecord<P, M>> read = format.readAll(record.game(), text, record.mode());
      if (read.size() != 1) {
        return "";
      }
      back = read.get(0);
    } catch (PlateauException e) {
      return ""; // not this check's to say: the text is the format's writing of the record
    }
    // the parts inside variations count where the variations are kept: else they go with them
    boolean kept = variations(record.mainLine()) == variations(back.mainLine());
    int[] before = counts(record, kept);
    int[] after = counts(back, kept);
    List<String> lost = new ArrayList<>();
    for (int part = 0; part < NAMES.length; part++) {
      int count = before[part] - after[part];
      if (count > 0) {
        String[] name = NAMES[part];
        lost.add(name[1] == null ? "its " + name[0] : count + " " + name[count == 1 ? 0 : 1]);
      }
    }
    return String.join(", ", lost);
  }

  private static int[] counts(AnnotatedRecord<?, ?> record, boolean deep) {
    int[] counts = new int[NAMES.length];
    counts[COMMENTS] = record.startComment().isBlank() ? 0 : 1;
    count(record.mainLine(), counts, deep);
    counts[HEADERS] = record.headers().size();
    counts[RESULT] = record.statedOutcome().isPresent() ? 1 : 0;
    counts[FOUL] = record.foulMove().isPresent() ? 1 : 0;
    return counts;
  }

  /**
   * Adds a line's parts and its variations (at most 64 levels deep, as records nest them), and with
   * {@code deep} the parts the variations hold; without, what a variation holds goes with it.
   */
  private static void count(List<? extends MoveNode<?>> line, int[] counts, boolean deep) {
    for (MoveNode<?> node : line) {
      Annotation a = node.annotation();
      counts[COMMENTS] += a.comment().isBlank() ? 0 : 1;
      counts[TIMES] += a.time().isPresent() ? 1 : 0;
      counts[MARKS] += a.marks().size();
      for (List<? extends MoveNode<?>> variation : node.variations()) {
        counts[VARIATIONS]++;
        int[] inside = new int[NAMES.length];
        count(variation, inside, deep);
        counts[VARIATIONS] += inside[VARIATIONS];
        if (deep) {
          counts[COMMENTS] += inside[COMMENTS];
          counts[TIMES] += inside[TIMES];
          counts[MARKS] += inside[MARKS];
        }
      }
    }
  }

  /** The variations of a line, at every depth. */
  private static int variations(List<? extends MoveNode<?>> line) {
    int[] counts = new int[NAMES.length];
    count(line, counts, false);
    return counts[VARIATIONS];
  }
}
