package io.github.plateau.xiangqi;

import io.github.plateau.core.AmbiguousMoveException;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.NotationException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reads the games of a PGN text ({@link Pgn}): a cursor over the text and the game being read. */
final class PgnReader {
  /** What ends a word of move text besides white space. */
  private static final String DELIMITERS = "{}()[];$";

  /** A tag's value and where its raw text (escapes included) lies between the quotes. */
  private record Tag(String value, int start, int end) {}

  private final String text;
  private final Xiangqi game;
  private int at;
  private int games; // games started so far, for messages

  // The game being read.
  private GameRecord<XiangqiPosition, Move> record;
  private MoveFormat format; // null: each move's shape tells
  private MoveFormat seen; // the format of the first move read
  private List<StringBuilder> comments;

  PgnReader(String text, Xiangqi game) {
    this.text = text;
    this.game = game;
    this.at = text.startsWith("\uFEFF") ? 1 : 0; // a byte order mark
  }

  List<PgnGame> readAll() {
    List<PgnGame> result = new ArrayList<>();
    skipSpace();
    while (at < text.length()) {
      result.add(readGame());
      skipSpace();
    }
    return List.copyOf(result);
  }

  private NotationException error(String problem, int offset) {
    return new NotationException(problem, text, offset);
  }

  private PgnGame readGame() {
    games++;
    Map<String, Tag> tags = new LinkedHashMap<>();
    while (at < text.length() && text.charAt(at) == '[') {
      readTag(tags);
      skipSpace();
    }
    checkGameTag(tags.get("Game"));
    format = formatOf(tags.get("Format"));
    seen = null;
    record = GameRecord.start(game, startOf(tags.get("FEN")));
    comments = new ArrayList<>();
    comments.add(new StringBuilder());
    Tag resultTag = tags.get("Result");
    if (resultTag != null && !Pgn.isResult(resultTag.value())) {
      throw error("the Result tag is 1-0, 0-1, 1/2-1/2 or *", resultTag.start());
    }
    end(resultTag, readMoves());
    Map<String, String> kept = new LinkedHashMap<>();
    for (Map.Entry<String, Tag> tag : tags.entrySet()) {
      if (!PgnGame.DERIVED_TAGS.contains(tag.getKey())) {
        kept.put(tag.getKey(), tag.getValue().value());
      }
    }
    List<String> texts = new ArrayList<>();
    for (StringBuilder comment : comments) {
      texts.add(comment.toString());
    }
    MoveFormat written = format != null ? format : seen != null ? seen : MoveFormat.ICCS;
    return PgnGame.read(record, written, kept, texts);
  }

  // Tags

  private void readTag(Map<String, Tag> tags) {
    at++; // '['
    skipBlank();
    int nameAt = at;
    while (at < text.length() && PgnGame.isTagNameChar(text.charAt(at))) {
      at++;
    }
    if (at == nameAt) {
      throw error("expected a tag name (letters, digits, _) after '['", at);
    }
    String name = text.substring(nameAt, at);
    skipBlank();
    if (at >= text.length() || text.charAt(at) != '"') {
      throw error("expected the value of tag " + Excerpt.clip(name) + " in double quotes", at);
    }
    int quote = at++;
    StringBuilder value = new StringBuilder();
    while (true) {
      char c = at < text.length() ? text.charAt(at) : '\n';
      if (c == '\n' || c == '\r') {
        throw error("the value of tag " + Excerpt.clip(name) + " is not closed on its line", quote);
      }
      if (c == '"') {
        break;
      }
      if (c == '\\') {
        char next = at + 1 < text.length() ? text.charAt(at + 1) : ' ';
        if (next != '"' && next != '\\') {
          throw error("a backslash in a tag value escapes only '\"' or '\\'", at);
        }
        c = next;
        at++;
      }
      value.append(c);
      at++;
    }
    Tag tag = new Tag(value.toString(), quote + 1, at);
    at++; // '"'
    skipBlank();
    if (at >= text.length() || text.charAt(at) != ']') {
      throw error("expected ']' to close tag " + Excerpt.clip(name), at);
    }
    at++;
    if (tags.containsKey(name)) {
      throw error("tag " + Excerpt.clip(name) + " appears twice in game " + games, nameAt);
    }
    tags.put(name, tag);
  }

  private void checkGameTag(Tag tag) {
    if (tag != null && !tag.value().equalsIgnoreCase("Chinese Chess")) {
      throw error(
          "the Game tag says \"" + Excerpt.clip(tag.value()) + "\", not \"Chinese Chess\"",
          tag.start());
    }
  }

  private MoveFormat formatOf(Tag tag) {
    if (tag == null) {
      return null;
    }
    for (MoveFormat candidate : MoveFormat.values()) {
      if (candidate.name().equalsIgnoreCase(tag.value())) {
        return candidate;
      }
    }
    throw error(
        "the move format \""
            + Excerpt.clip(tag.value())
            + "\" is not read: the Format tag is ICCS or WXF",
        tag.start());
  }

  private XiangqiPosition startOf(Tag fen) {
    if (fen == null) {
      return game.start();
    }
    // The raw text, escapes included: a FEN has no backslash, so it is refused either way.
    Excerpt excerpt =
        new Excerpt(text, fen.start(), fen.end(), "the FEN tag of game " + games + ": ");
    try {
      return Fen.read(excerpt, game);
    } catch (IllegalPositionException e) {
      IllegalPositionException located =
          new IllegalPositionException(
              "the FEN tag of game " + games + " at offset " + fen.start() + ": " + e.getMessage());
      located.initCause(e);
      throw located;
    }
  }

  // Move text

  /**
   * Reads moves, comments, numbers and skipped parts up to the result that ends the game, the next
   * tag or the end of the text.
   *
   * @return the result and where it is, or null if the game ended without one
   */
  private Tag readMoves() {
    while (true) {
      skipSpace();
      if (at >= text.length()) {
        return null;
      }
      char c = text.charAt(at);
      switch (c) {
        case '[' -> {
          return null;
        }
        case '{' -> readComment();
        case ';' -> readLineComment();
        case '(' -> skipVariation();
        case '$' -> skipGlyph();
        case ')', '}', ']' ->
            throw error(
                "'" + c + "' closes no " + (c == ')' ? "variation" : c == '}' ? "comment" : "tag"),
                at);
        default -> {
          int wordAt = at;
          String word = readWord();
          if (Pgn.isResult(word)) {
            return new Tag(word, wordAt, at);
          }
          readMoveWord(word, wordAt);
        }
      }
    }
  }

  private void readComment() {
    int close = text.indexOf('}', at + 1);
    if (close < 0) {
      throw error("the comment opened here is not closed by '}'", at);
    }
    addComment(text.substring(at + 1, close));
    at = close + 1;
  }

  private void readLineComment() {
    int end = at + 1;
    while (end < text.length() && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
      end++;
    }
    addComment(text.substring(at + 1, end).replace("}", "")); // comments are written in braces
    at = end;
  }

  /** Several comments at one point of the game are kept as one, a space between them. */
  private void addComment(String comment) {
    StringBuilder here = comments.get(comments.size() - 1);
    if (here.length() > 0) {
      here.append(' ');
    }
    here.append(comment);
  }

  private void skipVariation() {
    int open = at;
    int depth = 0;
    while (true) {
      if (at >= text.length()) {
        throw error("the variation opened here is not closed by ')'", open);
      }
      char c = text.charAt(at);
      if (c == '{') {
        int close = text.indexOf('}', at + 1);
        if (close < 0) {
          throw error("the comment opened here is not closed by '}'", at);
        }
        at = close;
      } else if (c == '(') {
        depth++;
      } else if (c == ')' && --depth == 0) {
        at++;
        return;
      }
      at++;
    }
  }

  private void skipGlyph() {
    int start = at++;
    while (at < text.length() && isDigit(text.charAt(at))) {
      at++;
    }
    if (at == start + 1) {
      throw error("a numeric annotation glyph is '$' and a number, such as $1", start);
    }
  }

  private String readWord() {
    int start = at;
    while (at < text.length()
        && !isSpace(text.charAt(at))
        && DELIMITERS.indexOf(text.charAt(at)) < 0) {
      at++;
    }
    return text.substring(start, at);
  }

  /**
   * A word that is not a result: a move number, a move, or a number then a move ({@code 1.h2e2}).
   */
  private void readMoveWord(String word, int wordAt) {
    int digits = 0;
    while (digits < word.length() && isDigit(word.charAt(digits))) {
      digits++;
    }
    boolean wxfShape = format != MoveFormat.ICCS && Wxf.looksLike(word);
    if (digits > 0 && digits < word.length() && word.charAt(digits) == '.' && !wxfShape) {
      checkNumber(word.substring(0, digits), wordAt);
      int dots = digits;
      while (dots < word.length() && word.charAt(dots) == '.') {
        dots++;
      }
      if (dots < word.length()) {
        readMove(word.substring(dots), wordAt + dots);
      }
    } else if (!word.chars().allMatch(c -> c == '.')) { // "..." stands for a Red move left out
      readMove(word, wordAt);
    }
  }

  private void checkNumber(String digits, int offset) {
    int expected = record.current().fullmoveNumber();
    long number = 0;
    for (int i = 0; i < digits.length() && number <= expected; i++) {
      number = number * 10 + digits.charAt(i) - '0';
    }
    if (number != expected) {
      throw error(
          "move number "
              + Excerpt.clip(digits)
              + " where "
              + expected
              + " was expected"
              + context(),
          offset);
    }
  }

  private void readMove(String word, int wordAt) {
    int length = word.length();
    while (length > 1 && (word.charAt(length - 1) == '!' || word.charAt(length - 1) == '?')) {
      length--; // an annotation: good move, mistake
    }
    String move = word.substring(0, length);
    MoveFormat moveFormat = format;
    if (moveFormat == null) {
      if (Iccs.looksLike(move)) {
        moveFormat = MoveFormat.ICCS;
      } else if (Wxf.looksLike(move)) {
        moveFormat = MoveFormat.WXF;
      } else {
        throw error(
            "expected a move (ICCS such as h2e2, or WXF such as C2.5), a move number, a comment"
                + " or a result"
                + context(),
            wordAt);
      }
    }
    if (seen == null) {
      seen = moveFormat;
    }
    String where = "game " + games + ", ply " + (record.ply() + 1) + " (" + moveName() + ")";
    Move legal;
    try {
      if (record.isOver()) {
        throw new IllegalMoveException(
            Excerpt.clip(move)
                + " follows the end of the game ("
                + record.outcome().orElseThrow()
                + ")");
      }
      legal =
          moveFormat.parse(
              record.current(), new Excerpt(text, wordAt, wordAt + length, where + ": "));
    } catch (AmbiguousMoveException e) {
      NotationException located =
          error(
              where
                  + ": "
                  + move
                  + " is ambiguous, it could be "
                  + String.join(" or ", e.candidates()),
              wordAt);
      located.initCause(e);
      throw located;
    } catch (IllegalMoveException e) {
      IllegalMoveException located =
          new IllegalMoveException(where + " at offset " + wordAt + ": " + e.getMessage());
      located.initCause(e);
      throw located;
    }
    record = record.play(legal);
    comments.add(new StringBuilder());
  }

  /** {@code "move 12"} or {@code "move 12..."}: the number of the next move and whose it is. */
  private String moveName() {
    XiangqiPosition position = record.current();
    return "move "
        + position.fullmoveNumber()
        + (position.sideToMove() == Color.RED ? ", Red" : "..., Black");
  }

  private String context() {
    return " (game " + games + ", before ply " + (record.ply() + 1) + ")";
  }

  // The end of a game

  /** Checks the result against the moves and ends a record that the moves left going on. */
  private void end(Tag resultTag, Tag marker) {
    if (marker != null && resultTag != null && !marker.value().equals(resultTag.value())) {
      throw error(
          "the result " + marker.value() + " differs from the Result tag's " + resultTag.value(),
          marker.start());
    }
    Tag stated = marker != null ? marker : resultTag;
    if (stated == null || stated.value().equals("*")) {
      return;
    }
    if (record.isOver()) {
      if (!stated.value().equals(Pgn.result(record))) {
        throw error(
            "the result "
                + stated.value()
                + " contradicts the moves: "
                + record.outcome().orElseThrow()
                + " after ply "
                + record.ply(),
            stated.start());
      }
    } else {
      record = record.end(Pgn.adjudicated(stated.value()));
    }
  }

  // Characters

  private void skipSpace() {
    while (at < text.length() && isSpace(text.charAt(at))) {
      at++;
    }
  }

  /** Spaces and tabs, inside a tag. */
  private void skipBlank() {
    while (at < text.length() && (text.charAt(at) == ' ' || text.charAt(at) == '\t')) {
      at++;
    }
  }

  private static boolean isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\u000B';
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }
}
