package io.github.plateau.core.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class PgnSplitterTest {
  private static final Set<String> RESULTS = Set.of("1-0", "0-1", "1/2-1/2", "*", "2-0");
  private static final int PLAIN = 25; // the pieces of a line of words and comments alone

  /** Lines that leave a splitter in each of its states: fresh, a game ended, a variation open... */
  private static final List<List<String>> STATES =
      List.of(
          List.of(),
          List.of("1-0"),
          List.of("1. x (y"),
          List.of("1. x (y", "(z 1-0"),
          List.of("1. x {open"),
          List.of("\uFEFF[Event \"e\"]"),
          List.of("1-0", "\uFEFF"),
          List.of("1-0 {a", "b} 0-1"));

  private static final Pattern SIMPLE_TAG =
      Pattern.compile("\\[[A-Za-z0-9_-]+ *\"[^\"\\\\]*\"\\][ \t]*");

  /**
   * A line of words is read by its last word alone: over seeded random texts, whose lines mix move
   * numbers, marks glued on either side, results inside longer words, the trailer, and now and then
   * a character that makes the line more than words, the splitter cuts exactly where one that
   * tokenizes every line cuts.
   */
  @Test
  void aLineOfWordsCutsAsItsTokensDo() {
    String[] pieces = {
      "1-0",
      "0-1",
      "1/2-1/2",
      "*",
      "2-0",
      "1",
      "-0",
      "12.",
      "3...",
      ".",
      "!",
      "?!",
      "x",
      "32-28",
      "=",
      "==",
      "a",
      " ",
      " ",
      "\t",
      "\u001F",
      "\u000B",
      "{c}",
      "{[%x \"q\"] 1-0}",
      "{}",
      "[Event \"e\"]",
      "[",
      "{",
      "}",
      "(",
      ")",
      "(!?)",
      ";",
      "$",
      "$4",
      "\"",
      "%",
      "\u00E9",
      "\uFEFF",
      "\u3000"
    };
    int plainLines = 0;
    int simpleTags = 0;
    for (int seed = 0; seed < 20_000; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      List<String> lines = new ArrayList<>();
      int count =
          1 + random.nextInt(3); // few: a line that stops the cuts leaves nothing to compare
      for (int l = 0; l < count; l++) {
        if (random.nextInt(3) == 0) {
          String tag = tagLike(random);
          lines.add(tag);
          simpleTags += SIMPLE_TAG.matcher(tag).matches() ? 1 : 0;
          continue;
        }
        StringBuilder line = new StringBuilder();
        int length = random.nextInt(8);
        // most lines are of words and comments alone, the pieces before the tag
        int alphabet = random.nextInt(4) == 0 ? pieces.length : PLAIN;
        for (int i = 0; i < length; i++) {
          line.append(pieces[random.nextInt(alphabet)]);
        }
        lines.add(line.toString());
        plainLines += alphabet == PLAIN ? 1 : 0;
      }
      boolean endsAtTags = random.nextBoolean();
      PgnSplitter fast = new PgnSplitter(RESULTS, UnaryOperator.identity(), endsAtTags, false);
      PgnSplitter tokenized = new PgnSplitter(RESULTS, UnaryOperator.identity(), endsAtTags, true);
      List<Boolean> fastCuts = new ArrayList<>();
      List<Boolean> tokenizedCuts = new ArrayList<>();
      // The lines start from a state of the splitter's; each line after a result or not; after it a
      // tag, cut exactly where the line ended a game or kept the result's end, then a result and a
      // tag, cut unless the line left a comment or a variation open, or stopped the cuts.
      List<String> given = new ArrayList<>(STATES.get(random.nextInt(STATES.size())));
      for (String line : lines) {
        given.addAll(
            List.of(
                random.nextBoolean() ? "1-0" : "x", line, "[Event \"e\"]", "1-0", "[Event \"f\"]"));
      }
      for (String line : given) {
        fastCuts.add(fast.startsGame(line));
        tokenizedCuts.add(tokenized.startsGame(line));
      }
      assertEquals(tokenizedCuts, fastCuts, "seed " + seed + ": " + lines);
    }
    assertTrue(plainLines > 15_000, "too few lines of words alone: " + plainLines);
    assertTrue(simpleTags > 3_000, "too few simple tags: " + simpleTags);
  }

  /** A tag: half of them simple, the others with any part that may not be so simple. */
  private static String tagLike(SplittableRandom random) {
    String[] names = {"Event", "White_2-x", "Date", "\u00C9v", "E v", "Event\u00A0", ""};
    String[] gaps = {" ", "   ", "", "\t", " \t"};
    String[] values = {"", "x", "Huangshan Cup", "\u5927\u5e08", "1-0", "\"", "\\", "]", "{", "%"};
    String[] tails = {"", " ", "\t", " 1-0", "{", " x", "\u3000", "]", "\"]"};
    boolean simple = random.nextBoolean();
    StringBuilder tag = new StringBuilder(!simple && random.nextInt(4) == 0 ? " [" : "[");
    tag.append(names[random.nextInt(simple ? 3 : names.length)]);
    tag.append(gaps[random.nextInt(simple ? 3 : gaps.length)]);
    tag.append('"');
    for (int i = random.nextInt(4); i > 0; i--) {
      tag.append(values[random.nextInt(simple ? 5 : values.length)]);
    }
    tag.append(!simple && random.nextInt(4) == 0 ? "" : "\"");
    String[] closings = {"]", " ]", "", "x", "x]"};
    tag.append(simple ? "]" : closings[random.nextInt(closings.length)]);
    tag.append(tails[random.nextInt(simple ? 3 : tails.length)]);
    return tag.toString();
  }

  @Test
  void aResultEndsAGameOnlyAsTheLastTokenOfALineOfWords() {
    assertTrue(cutsAfter("12. 32-28 19-23 2-0"));
    assertTrue(cutsAfter("12.2-0"));
    assertTrue(cutsAfter("  *\t"));
    assertFalse(cutsAfter("2-0 12."));
    assertFalse(cutsAfter("2-0!"));
    assertFalse(cutsAfter("!2-0x"));
    assertFalse(cutsAfter("2-0 x"));
    assertTrue(cutsAfter("x !2-0"));
    assertFalse(cutsAfter("2-0 x{c}"));
    assertTrue(cutsAfter("x {c} 2-0 {[%d \"1-0\"]}"));
    // a comment left open ends at the next game's tags: they start a part whatever came before
    assertTrue(cutsAfter("2-0 {open"));
    assertTrue(cutsAfter("12. 32-28 {open"));
  }

  @Test
  void aMaskThatGivesNoLineIsRefusedByName() {
    PgnSplitter splitter = new PgnSplitter(RESULTS, line -> null);
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> splitter.startsGame("1. 32-28"));
    assertEquals("the mask gave null for a line", e.getMessage());
  }

  private static boolean cutsAfter(String line) {
    PgnSplitter splitter = new PgnSplitter(RESULTS, UnaryOperator.identity());
    splitter.startsGame("[Event \"e\"]");
    splitter.startsGame(line);
    return splitter.startsGame("[Event \"f\"]");
  }
}
