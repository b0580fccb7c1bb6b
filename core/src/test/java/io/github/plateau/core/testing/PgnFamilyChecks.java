package io.github.plateau.core.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Game;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.Position;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.RecordFormat;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What the readers of the PGN family (xiangqi PGN, draughts PDN) share between games: comments
 * there belong to a game and make none, and a tail that does not read is reported, whole or
 * streamed. Each format's tests give their own moves.
 */
public final class PgnFamilyChecks {
  private PgnFamilyChecks() {}

  /**
   * A comment before or among a game's tags is its start comment, one after its result its last
   * (kept after its last move), and none makes a game of its own.
   *
   * @param format the format
   * @param game the game
   * @param first a legal first move, as the format writes it
   * @param second a legal reply to it
   * @param <P> the position type
   * @param <M> the move type
   */
  public static <P extends Position<P, M>, M> void commentsAroundAGameAreItsOwn(
      RecordFormat<P, M> format, Game<P, M> game, String first, String second) {
    String text =
        "{before the tags}\n[Event \"a\"]\n; among them\n[Site \"b\"]\n1. "
            + first
            + " * {after the result}\n; on the next line\n\n[Event \"c\"]\n1. "
            + first
            + " "
            + second
            + " *\n{at the end}\n";
    List<AnnotatedRecord<P, M>> games = format.readAll(game, text, ReadMode.STRICT);
    assertEquals(2, games.size(), "a comment between games is no game");
    AnnotatedRecord<P, M> one = games.get(0);
    assertEquals("before the tags\namong them", one.startComment());
    assertEquals(Map.of("Event", "a", "Site", "b"), one.headers());
    assertEquals(
        "after the result\non the next line", one.mainLine().get(0).annotation().comment());
    AnnotatedRecord<P, M> two = games.get(1);
    assertEquals("", two.startComment());
    assertEquals(2, two.record().ply());
    assertEquals("at the end", two.mainLine().get(1).annotation().comment());
  }

  /**
   * After a game refused for its move, a next game whose tag does not end is reported as refused
   * too, at its line.
   *
   * @param format the format
   * @param game the game
   * @param illegal a first move the rules refuse, as the format writes it
   * @param <P> the position type
   * @param <M> the move type
   */
  public static <P extends Position<P, M>, M> void aTailThatDoesNotReadIsReported(
      RecordFormat<P, M> format, Game<P, M> game, String illegal) {
    String text = "[Event \"a\"]\n1. " + illegal + " *\n\n[Event \"b\n1. " + illegal + " *\n";
    List<RecordFormat.Entry<P, M>> entries = format.readEach(game, text, ReadMode.AS_PLAYED);
    assertEquals(2, entries.size());
    assertTrue(entries.get(0).failure().isPresent());
    PlateauException tail = entries.get(1).failure().orElseThrow();
    assertEquals("the value of tag Event is not closed on its line", tail.problem());
    assertEquals(4, tail.location().orElseThrow().line());
  }

  /**
   * A token that does not read refuses its game alone: the games after it are read, from the next
   * game's first tag, whether the token is in the moves ({@code }}, {@code "}, {@code ]}, a tag
   * left open, {@code $} without a number), in a tag (the broken game's other tags and moves are
   * passed over) or after a game's result; streamed, the entries are the same. A brace comment left
   * open ends at the next line that starts with a tag pair, where the next game is read (even where
   * a later game's {@code }} would close it); without such a line it is the rest of the text. A
   * {@code [%clk ...]} or {@code [sic]} starting a line of a comment is the comment's.
   *
   * @param format the format
   * @param game the game
   * @param first a legal first move, as the format writes it
   * @param <P> the position type
   * @param <M> the move type
   */
  public static <P extends Position<P, M>, M> void aTokenThatDoesNotReadRefusesItsGameAlone(
      RecordFormat<P, M> format, Game<P, M> game, String first) {
    String next = "\n\n[Event \"b\"]\n1. " + first + " *\n\n[Event \"c\"]\n1. " + first + " *\n";
    List<String> broken =
        List.of(
            "[Event \"a\"]\n1. " + first + " } *",
            "[Event \"a\"]\n1. " + first + " \" *",
            "[Event \"a\"]\r\n1. " + first + " ] *",
            "[Event \"a\"]\n1. " + first + " [Site \"x *",
            "[Event \"a\"]\n1. " + first + " $ *",
            "[Event \"a\"]\n[Site \"x]\n[Round \"1\"]\n\n1. " + first + " *",
            "[Event \"a\"]\n1. " + first + " *\n}",
            // a text's byte order mark is no start of a line that is no tag
            "\uFEFF[Event \"a]\n[Site \"s\"]\n1. " + first + " *");
    for (String text : broken) {
      List<RecordFormat.Entry<P, M>> entries = format.readEach(game, text + next, ReadMode.STRICT);
      String shown = "\"" + text + "\": " + entries;
      assertEquals(3, entries.size() - (text.endsWith("}") ? 1 : 0), shown);
      assertTrue(entries.get(entries.size() - 3).failure().isPresent(), shown);
      assertEquals(
          Map.of("Event", "b"), entries.get(entries.size() - 2).record().orElseThrow().headers());
      assertEquals(
          Map.of("Event", "c"), entries.get(entries.size() - 1).record().orElseThrow().headers());
      streamsAsReadWhole(format, game, text + next);
    }
    String unclosed =
        "a comment opened here is not closed before the next game's tags or the end of the text";
    String closedLater = "\n\n[Event \"d\"]\n1. " + first + " {closes the comment left open} *";
    for (String open :
        List.of(
            "[Event \"a\"]\n1. " + first + " { left open *" + next,
            "[Event \"a\"]\n1. " + first + " { left open *" + next + closedLater,
            "[Event \"a\"]\r\n1. " + first + " {\r\nleft open\r\n*" + next,
            "[Event \"a\"]\n1. " + first + " * { after the result" + next + closedLater)) {
      List<RecordFormat.Entry<P, M>> entries = format.readEach(game, open, ReadMode.STRICT);
      String shown = "\"" + open + "\": " + entries;
      List<String> events =
          entries.stream()
              .map(e -> e.record().map(r -> r.headers().get("Event")).orElse("refused"))
              .toList();
      List<String> expected = new ArrayList<>();
      if (open.contains("after the result")) {
        expected.add("a");
      }
      expected.addAll(List.of("refused", "b", "c"));
      if (open.endsWith("*")) {
        expected.add("d");
      }
      assertEquals(expected, events, shown);
      assertEquals(
          unclosed,
          entries.get(expected.indexOf("refused")).failure().orElseThrow().problem(),
          shown);
      streamsAsReadWhole(format, game, open);
    }
    // without a tag line after it, the comment is the rest of the text
    String toTheEnd = "[Event \"a\"]\n1. " + first + " { never closed *\n1. " + first + " *";
    List<RecordFormat.Entry<P, M>> entries = format.readEach(game, toTheEnd, ReadMode.STRICT);
    assertEquals(1, entries.size(), entries.toString());
    assertEquals(unclosed, entries.get(0).failure().orElseThrow().problem());
    streamsAsReadWhole(format, game, toTheEnd);
    // lines of a comment that start with a bracket but no tag pair are the comment's
    String bracketed =
        "[Event \"a\"]\n1. " + first + " {\n[%clk 0:10:00]\n[sic]\n[ \"x\"]\n} *" + next;
    assertEquals(
        List.of("a", "b", "c"),
        format.readEach(game, bracketed, ReadMode.STRICT).stream()
            .map(e -> e.record().orElseThrow().headers().get("Event"))
            .toList());
    streamsAsReadWhole(format, game, bracketed);
  }

  /**
   * A text streamed, as text and as UTF-8 bytes, in both modes, gives the entries read whole
   * ({@link StreamChecks#sameAsReadEach}).
   *
   * @param format the format
   * @param game the game
   * @param text the text
   * @param <P> the position type
   * @param <M> the move type
   */
  public static <P extends Position<P, M>, M> void streamsAsReadWhole(
      RecordFormat<P, M> format, Game<P, M> game, String text) {
    for (ReadMode mode : ReadMode.values()) {
      StreamChecks.sameAsReadEach(format, game, text, mode, text);
      StreamChecks.sameAsReadEach(format, game, text.getBytes(StandardCharsets.UTF_8), mode, text);
    }
  }
}
