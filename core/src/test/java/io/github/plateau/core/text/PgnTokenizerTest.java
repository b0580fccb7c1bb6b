package io.github.plateau.core.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.plateau.core.NotationException;
import io.github.plateau.core.text.PgnTokenizer.Token;
import io.github.plateau.core.text.PgnTokenizer.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PgnTokenizerTest {
  private static final Set<String> RESULTS = Set.of("1-0", "0-1", "1/2-1/2", "*", "2-0");

  private static List<String> tokens(String text) {
    return tokens(new PgnTokenizer(text, RESULTS));
  }

  @Test
  void tagsWithEscapesCommentsAndMovesAreSplit() {
    assertEquals(
        List.of(
            "TAG:White=a \"quoted\" \\ name",
            "MOVE_NUMBER:1.",
            "SYMBOL:h2e2",
            "COMMENT:centre",
            "SYMBOL:h9g7",
            "COMMENT:to the end",
            "RESULT:1-0"),
        tokens("[White \"a \\\"quoted\\\" \\\\ name\"]\n1. h2e2 {centre} h9g7 ; to the end\n1-0"));
  }

  @Test
  void aBackslashThatEscapesNothingStaysAndABracketInAValueIsText() {
    assertEquals(
        List.of("TAG:Event=C:\\dir\\x", "TAG:Site=a]b", "TAG:Round", "TAG:Date=\\"),
        tokens("[Event \"C:\\dir\\x\"] [Site \"a]b\" ]\n[Round \"\"][Date \"\\\\\"]"));
  }

  @Test
  void quotesThatAWriterForgotToEscapeStayInTheValue() {
    assertEquals(
        List.of("TAG:Event=\"Huangshan Cup\" 2002", "TAG:Site=a\"b", "SYMBOL:x"),
        tokens("[Event \"\"Huangshan Cup\" 2002\"]\n[Site \"a\"b\"]x"));
  }

  @Test
  void spacesBeyondAsciiEndAWordAndOtherLettersDoNot() {
    // an ideographic space, a no-break space and a byte order mark between words; 炮二平五 whole
    assertEquals(
        List.of("SYMBOL:炮二平五", "SYMBOL:h9g7", "SYMBOL:c3c4", "SYMBOL:é", "RESULT:1-0"),
        tokens("炮二平五\u3000h9g7\u00A0c3c4\uFEFFé 1-0"));
  }

  @Test
  void aMoveNumberGluedToItsMoveIsTwoTokens() {
    assertEquals(
        List.of("MOVE_NUMBER:1.", "SYMBOL:32-28", "MOVE_NUMBER:12...", "SYMBOL:19x28"),
        tokens("1.32-28 12...19x28"));
  }

  @Test
  void marksAreReadAloneGluedOrInBrackets() {
    assertEquals(
        List.of(
            "MOVE_NUMBER:1.",
            "SYMBOL:32-28",
            "MARK:!?",
            "SYMBOL:19-23",
            "MARK:(!?!!!)",
            "MARK:$14",
            "MARK:??"),
        tokens("1.32-28!? 19-23(!?!!!) $14 ??"));
  }

  @Test
  void variationsNestAndResultsAreWordsNotPartsOfWords() {
    assertEquals(
        List.of(
            "SYMBOL:a",
            "VARIATION_START:(",
            "SYMBOL:b",
            "VARIATION_START:(",
            "SYMBOL:c",
            "VARIATION_END:)",
            "VARIATION_END:)",
            "SYMBOL:2-0x",
            "RESULT:2-0"),
        tokens("a (b (c)) 2-0x 2-0"));
  }

  @Test
  void escapeLinesAndAByteOrderMarkAreSkipped() {
    assertEquals(
        List.of("TAG:Date=2012.02.01", "SYMBOL:a%b"),
        tokens("\uFEFF% Board game: International Draughts\n[Date \"2012.02.01\"]\n% x\r\na%b"));
  }

  @Test
  void malformedTextIsRefusedWhereItIs() {
    assertProblem(
        "{ never closed",
        "a comment opened here is not closed before the next game's tags or the end of the text",
        0);
    assertProblem("[White \"x]\n", "the value of tag White is not closed on its line", 0);
    assertProblem("[White x]", "the value of tag White must be a quoted string", 7);
    assertProblem("[ \"x\"]", "a tag name is expected after '['", 2);
    assertProblem("[White \"x\" junk]", "tag White is not closed by ']'", 11);
    assertProblem("a $ b", "'$' is not followed by a number", 2);
    assertProblem("a {b {c} d} e", "unexpected '}'", 10);
  }

  @Test
  void aCommentLeftOpenEndsAtALineThatStartsWithATagPair() {
    String unclosed = PgnTokenizer.UNCLOSED_COMMENT;
    assertProblem("a { left open\n[Event \"b\"]\n1. b }", unclosed, 2);
    assertProblem("a {\r\n[ Event\t\"b\"]", unclosed, 2);
    // a bracket that starts no tag pair, or one that is not at a line's start, is the comment's
    assertEquals(
        List.of("SYMBOL:a", "COMMENT:[%clk 0:10:00]\n[sic]\n[ \"x\"]\nx [Event \"b\"]"),
        tokens("a {\n[%clk 0:10:00]\n[sic]\n[ \"x\"]\nx [Event \"b\"]}"));
    // moving past the comment goes to that line, or nowhere when the comment runs to the end
    PgnTokenizer tokenizer = new PgnTokenizer("a { [sic]\n[x]\n[Event \"b\"]\nc", RESULTS);
    tokenizer.next();
    assertThrows(NotationException.class, tokenizer::peek);
    assertTrue(tokenizer.skipToNextGame());
    assertEquals("TAG:Event=b", tokens(tokenizer).get(0));
    PgnTokenizer toTheEnd = new PgnTokenizer("a { [sic]\n[x]\nc", RESULTS);
    toTheEnd.next();
    assertThrows(NotationException.class, toTheEnd::peek);
    assertFalse(toTheEnd.skipToNextGame());
  }

  private static List<String> tokens(PgnTokenizer tokenizer) {
    List<String> out = new ArrayList<>();
    for (Token t = tokenizer.next(); !t.is(Type.END); t = tokenizer.next()) {
      out.add(t.type() + ":" + t.text() + (t.value().isEmpty() ? "" : "=" + t.value()));
    }
    return out;
  }

  private static void assertProblem(String text, String problem, int offset) {
    NotationException e = assertThrows(NotationException.class, () -> tokens(text));
    assertEquals(problem, e.problem(), text);
    assertEquals(offset, e.offset(), text);
  }

  @Test
  void tokensCoverTheTextInOrder() {
    String text = "[A \"1\"] 1. x {c} (y) $1 * ";
    PgnTokenizer tokenizer = new PgnTokenizer(text, RESULTS);
    int last = -1;
    for (Token t = tokenizer.next(); !t.is(Type.END); t = tokenizer.next()) {
      assertTrue(t.offset() > last, t.toString());
      last = t.offset();
    }
    assertEquals(Type.END, tokenizer.next().type());
    assertEquals(text.length(), tokenizer.peek().offset());
  }

  /**
   * A bare tokenizer (PgnSplitter's) gives the same types at the same offsets as a full one, and
   * the same errors, over seeded random texts; a symbol at the start keeps its text.
   */
  @Test
  void aBareTokenizerReadsTheSameTokensWithoutTheirTexts() {
    String alphabet = "[]{}();$%!?\"\\ \n\r.-x*/01239abKW=\uFEFF炮";
    String[] words = {
      "1-0",
      "1/2-1/2",
      "[Event \"a\\\"b\"]",
      "[Site \"x]y\"]",
      "(!?)",
      "$12",
      "===",
      "12...",
      "h2e2!"
    };
    for (int seed = 0; seed < 3_000; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      StringBuilder text = new StringBuilder();
      int length = random.nextInt(40);
      for (int i = 0; i < length; i++) {
        if (random.nextInt(4) == 0) {
          text.append(words[random.nextInt(words.length)]);
        } else {
          text.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
      }
      String written = text.toString();
      assertEquals(
          bareView(new PgnTokenizer(written, RESULTS)),
          bareView(new PgnTokenizer(written, ResultWords.of(RESULTS), true)),
          "seed " + seed + ": " + written);
    }
  }

  /** Each token's type and offset, a symbol's text at the start, and the error that ends them. */
  private static List<String> bareView(PgnTokenizer tokenizer) {
    List<String> out = new ArrayList<>();
    try {
      for (Token t = tokenizer.next(); !t.is(Type.END); t = tokenizer.next()) {
        out.add(
            t.type() + "@" + t.offset() + (t.offset() == 0 && t.is(Type.SYMBOL) ? t.text() : ""));
      }
    } catch (NotationException e) {
      out.add(e.problem() + " at " + e.offset());
    }
    return out;
  }

  /** Random texts from the format's own characters: only NotationException, always an end. */
  @Test
  void anyTextEndsInTokensOrANotationException() {
    String alphabet = "[]{}();$%!?\"\\ \n\r.-x*/01239abKW\uFEFF炮";
    for (int seed = 0; seed < 3_000; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      StringBuilder text = new StringBuilder();
      int length = random.nextInt(40);
      for (int i = 0; i < length; i++) {
        text.append(alphabet.charAt(random.nextInt(alphabet.length())));
      }
      try {
        PgnTokenizer tokenizer = new PgnTokenizer(text.toString(), RESULTS);
        int count = 0;
        while (!tokenizer.next().is(Type.END)) {
          if (++count > text.length() + 1) {
            fail("seed " + seed + ": more tokens than characters in " + text);
          }
        }
      } catch (NotationException expected) {
        assertTrue(expected.offset() <= text.length(), "seed " + seed);
      } catch (RuntimeException e) {
        throw new AssertionError("seed " + seed + ": " + e + " on \"" + text + "\"", e);
      }
    }
  }

  @Test
  void spacesAreJavasWhitespaceUnicodeSpacesAndTheByteOrderMarkForEveryCharacter() {
    for (int c = 0; c <= Character.MAX_VALUE; c++) {
      char ch = (char) c;
      boolean expected = Character.isWhitespace(ch) || Character.isSpaceChar(ch) || ch == '\uFEFF';
      assertEquals(expected, PgnTokenizer.isSpace(ch), "U+" + Integer.toHexString(c));
    }
  }

  @Test
  void aWordThatStartsLikeAResultIsASymbolUnlessItIsOne() {
    PgnTokenizer tokens = new PgnTokenizer("1-0x 1-0 *a * 0-1!", Set.of("1-0", "0-1", "*"));
    List<String> read = new ArrayList<>();
    for (Token t = tokens.next(); !t.is(Type.END); t = tokens.next()) {
      read.add(t.type() + " " + t.text());
    }
    assertEquals(
        List.of("SYMBOL 1-0x", "RESULT 1-0", "SYMBOL *a", "RESULT *", "SYMBOL 0-1", "MARK !"),
        read);
  }

  @Test
  void aWordOfAResultsLengthIsAResultOnlyWithAllItsCharacters() {
    PgnTokenizer tokens =
        new PgnTokenizer("0-2 2-0 2-02 1-1 1/2-1/2 1/2-1/3 1-5", Set.of("2-0", "0-2", "1/2-1/2"));
    List<String> read = new ArrayList<>();
    for (Token t = tokens.next(); !t.is(Type.END); t = tokens.next()) {
      read.add(t.type() + " " + t.text());
    }
    assertEquals(
        List.of(
            "RESULT 0-2",
            "RESULT 2-0",
            "SYMBOL 2-02",
            "SYMBOL 1-1",
            "RESULT 1/2-1/2",
            "SYMBOL 1/2-1/3",
            "SYMBOL 1-5"),
        read);
    Set<String> withNull = new HashSet<>(Arrays.asList("1-0", null));
    assertThrows(IllegalArgumentException.class, () -> new PgnTokenizer("1-0", withNull));
  }
}
