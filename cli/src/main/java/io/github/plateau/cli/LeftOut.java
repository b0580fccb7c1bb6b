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
    int[] before = counts(record);
    int[] after = counts(back);
    // the parts inside variations count where the variations are kept: else they go with them
    if (before[VARIATIONS] == after[VARIATIONS]) {
      addInside(before);
      addInside(after);
    }
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

  /**
   * The record's parts by index; the comments, times and marks inside variations apart, at {@code
   * NAMES.length} plus the part's index.
   */
  private static int[] counts(AnnotatedRecord<?, ?> record) {
    int[] counts = new int[2 * NAMES.length];
    counts[COMMENTS] = record.startComment().isBlank() ? 0 : 1;
    count(record.mainLine(), counts, 0);
    counts[HEADERS] = record.headers().size();
    counts[RESULT] = record.statedOutcome().isPresent() ? 1 : 0;
    counts[FOUL] = record.foulMove().isPresent() ? 1 : 0;
    return counts;
  }

  // The parts a variation holds, counted apart from the main line's.
  private static final int[] INSIDE = {COMMENTS, TIMES, MARKS};

  /**
   * Adds a line's parts and its variations (at most 64 levels deep, as records nest them): a move's
   * comments, times and marks at {@code offset} past their index: 0 for the main line's, {@code
   * NAMES.length} for a variation's. One walk counts both.
   */
  private static void count(List<? extends MoveNode<?>> line, int[] counts, int offset) {
    for (MoveNode<?> node : line) {
      Annotation a = node.annotation();
      counts[offset + COMMENTS] += a.comment().isBlank() ? 0 : 1;
      counts[offset + TIMES] += a.time().isPresent() ? 1 : 0;
      counts[offset + MARKS] += a.marks().size();
      for (List<? extends MoveNode<?>> variation : node.variations()) {
        counts[VARIATIONS]++;
        count(variation, counts, NAMES.length);
      }
    }
  }

  /** Adds the parts counted inside variations to the main line's. */
  private static void addInside(int[] counts) {
    for (int i = 0; i < INSIDE.length; i++) {
      counts[INSIDE[i]] += counts[NAMES.length + INSIDE[i]];
    }
  }
}
