package io.github.plateau.draughts;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.AmbiguousMoveException;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.NotationException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * PDN 3.0 game records: several games per text, each with tags ({@code [Event "..."]}), the
 * GameType tag choosing the board (20 international, 26 Brazilian, 27 Canadian; 20 when absent), a
 * {@code [FEN "..."]} tag or a {@code /FEN "..."/} setup for a start other than the standard one,
 * numbered moves, comments in braces and the result {@code 2-0}, {@code 0-2}, {@code 1-1}, {@code
 * 0-0} or {@code *}.
 *
 * <p>On input, move strength marks ({@code !}, {@code ?}), NAGs ({@code $3}), variations in
 * parentheses and {@code ;} line comments are skipped; {@code 1-0}, {@code 0-1} and {@code 1/2-1/2}
 * are read as {@code 2-0}, {@code 0-2} and {@code 1-1}.
 */
public final class Pdn {
  private static final Set<String> RESULTS = Set.of("2-0", "0-2", "1-1", "0-0", "*");
  private static final int LINE = 79;

  private Pdn() {}

  static boolean isResult(String text) {
    return RESULTS.contains(text);
  }

  /**
   * Reads every game of a PDN text.
   *
   * @param text the PDN
   * @return the games, in order, in an unmodifiable list; empty for a text without any
   * @throws IllegalArgumentException if the text is null
   * @throws NotationException if the text is malformed or a move is illegal or ambiguous; the
   *     offset points into the whole text, and the message quotes it only around that offset
   * @throws io.github.plateau.core.IllegalPositionException if a FEN setup is impossible
   */
  public static List<PdnGame> read(String text) {
    checkArgument(text != null, "text is null");
    return Collections.unmodifiableList(new Reader(text).games());
  }

  /**
   * Writes games one after another, separated by a blank line.
   *
   * @param games the games
   * @return the PDN text
   * @throws IllegalArgumentException if the list or a game is null
   */
  public static String write(List<PdnGame> games) {
    checkArgument(games != null, "games is null");
    StringBuilder out = new StringBuilder();
    for (PdnGame game : games) {
      checkArgument(game != null, "a game of games is null");
      out.append(out.length() == 0 ? "" : "\n").append(write(game));
    }
    return out.toString();
  }

  /**
   * Writes one game: its tags (with GameType, FEN when the start is not the standard one, and
   * Result), then the numbered moves, comments and result, lines of at most 79 characters.
   *
   * @param game the game
   * @return the PDN text, ending with a line break
   * @throws IllegalArgumentException if the game is null
   */
  public static String write(PdnGame game) {
    checkArgument(game != null, "game is null");
    Draughts draughts = game.game();
    GameRecord<DraughtsPosition, Move> record = game.record();
    DraughtsPosition start = record.startPosition();
    Map<String, String> tags = new LinkedHashMap<>(game.tags());
    tags.put("GameType", gameType(draughts));
    if (!start.equals(draughts.start())) {
      tags.put("FEN", start.toString());
    } else {
      tags.remove("FEN");
    }
    tags.remove("Result");
    tags.put("Result", game.result());
    StringBuilder out = new StringBuilder();
    tags.forEach(
        (name, value) ->
            out.append('[')
                .append(name)
                .append(" \"")
                .append(value.replace("\\", "\\\\").replace("\"", "\\\""))
                .append("\"]\n"));
    out.append('\n');

    List<String> words = new ArrayList<>();
    game.comment(0).ifPresent(c -> words.add("{" + c + "}"));
    List<Move> moves = record.moves();
    List<DraughtsPosition> positions = record.positions();
    boolean blackFirst = start.sideToMove() == Color.BLACK;
    for (int i = 0; i < moves.size(); i++) {
      int number = (i + (blackFirst ? 1 : 0)) / 2 + 1;
      boolean white = positions.get(i).sideToMove() == Color.WHITE;
      String text = draughts.formatMove(positions.get(i), moves.get(i));
      if (white) {
        words.add(number + ". " + text);
      } else if (i == 0 || game.comment(i).isPresent()) {
        words.add(number + "... " + text);
      } else {
        words.add(text);
      }
      game.comment(i + 1).ifPresent(c -> words.add("{" + c + "}"));
    }
    words.add(game.result());
    int column = 0;
    for (String word : words) {
      if (column > 0 && column + 1 + word.length() > LINE) {
        out.append('\n');
        column = 0;
      } else if (column > 0) {
        out.append(' ');
        column++;
      }
      out.append(word);
      column += word.length();
    }
    return out.append('\n').toString();
  }

  private static String gameType(Draughts game) {
    return switch (game.rules().size()) {
      case 8 -> "26";
      case 12 -> "27";
      default -> "20";
    };
  }

  /** The reader of one text: a cursor and the game under construction. */
  private static final class Reader {
    private final String text;
    private int i;

    Reader(String text) {
      this.text = text;
    }

    private NotationException error(String problem, int at) {
      return new NotationException(problem, text, Math.min(at, text.length()));
    }

    private void skipSpace() {
      while (i < text.length()) {
        char c = text.charAt(i);
        if (Character.isWhitespace(c)) {
          i++;
        } else if (c == '%' && (i == 0 || text.charAt(i - 1) == '\n')) {
          skipLine(); // escape line
        } else if (c == ';') {
          skipLine();
        } else {
          return;
        }
      }
    }

    private void skipLine() {
      while (i < text.length() && text.charAt(i) != '\n') {
        i++;
      }
    }

    List<PdnGame> games() {
      List<PdnGame> games = new ArrayList<>();
      skipSpace();
      while (i < text.length()) {
        games.add(game());
        skipSpace();
      }
      return games;
    }

    private PdnGame game() {
      Map<String, String> tags = new LinkedHashMap<>();
      Map<String, Integer> offsets = new LinkedHashMap<>();
      while (i < text.length() && text.charAt(i) == '[') {
        tag(tags, offsets);
        skipSpace();
      }
      Draughts draughts = gameOf(tags.get("GameType"), offsets.get("GameType"));
      DraughtsPosition start = draughts.start();
      if (tags.containsKey("FEN")) {
        start = setup(draughts, tags.get("FEN"), offsets.get("FEN"));
      }
      GameRecord<DraughtsPosition, Move> record = GameRecord.start(draughts, start);
      List<String> comments = new ArrayList<>(List.of(""));
      String result = null;
      while (i < text.length() && result == null) {
        char c = text.charAt(i);
        if (c == '[') {
          break; // the next game, this one without a result
        } else if (c == '{') {
          int end = text.indexOf('}', i);
          if (end < 0) {
            throw error("a comment is not closed with '}'", i);
          }
          String comment = text.substring(i + 1, end).strip();
          int last = comments.size() - 1;
          comments.set(
              last, comments.get(last).isEmpty() ? comment : comments.get(last) + " " + comment);
          i = end + 1;
        } else if (c == '(') {
          skipVariation();
        } else if (c == '/') {
          if (record.ply() > 0) {
            throw error("a FEN setup must come before the first move", i);
          }
          record = GameRecord.start(draughts, slashSetup(draughts));
        } else if (c == '$') {
          int from = i++;
          while (i < text.length() && Character.isDigit(text.charAt(i))) {
            i++;
          }
          if (i == from + 1) {
            throw error("expected a number after '$'", i);
          }
        } else {
          int from = i;
          while (i < text.length()
              && !Character.isWhitespace(text.charAt(i))
              && "{([;".indexOf(text.charAt(i)) < 0) {
            i++;
          }
          String word = text.substring(from, i);
          String asResult = result(word);
          if (asResult != null) {
            result = asResult;
          } else {
            record = moves(record, word, from, comments);
          }
        }
        skipSpace();
      }
      if (result == null) {
        result = tags.containsKey("Result") ? result(tags.get("Result")) : "*";
        if (result == null) {
          throw error(
              "bad Result tag '" + Text.shown(tags.get("Result")) + "'", offsets.get("Result"));
        }
      }
      return PdnGame.read(tags, record, comments.toArray(new String[0]), result);
    }

    private static String result(String word) {
      return switch (word) {
        case "2-0", "1-0" -> "2-0";
        case "0-2", "0-1" -> "0-2";
        case "1-1", "1/2-1/2" -> "1-1";
        case "0-0" -> "0-0";
        case "*" -> "*";
        default -> null;
      };
    }

    /** A word of move text: a move number, a move, or both ({@code 12.32-28}). */
    private GameRecord<DraughtsPosition, Move> moves(
        GameRecord<DraughtsPosition, Move> record, String word, int from, List<String> comments) {
      int start = 0;
      while (start < word.length() && Character.isDigit(word.charAt(start))) {
        start++;
      }
      if (start < word.length() && word.charAt(start) == '.') {
        while (start < word.length() && word.charAt(start) == '.') {
          start++;
        }
      } else {
        start = 0; // not a move number
      }
      if (start == word.length()) {
        return record;
      }
      int end = word.length();
      while (end > start && "!?".indexOf(word.charAt(end - 1)) >= 0) {
        end--;
      }
      String move = word.substring(start, end);
      if (record.isOver()) {
        throw error("move " + Text.shown(move) + " after the end of the game", from + start);
      }
      try {
        GameRecord<DraughtsPosition, Move> next = record.play(move);
        comments.add("");
        return next;
      } catch (AmbiguousMoveException e) {
        throw error(
            "ambiguous move " + Text.shown(move) + ", it could be " + e.candidates(), from + start);
      } catch (NotationException e) {
        throw error(
            "bad move " + Text.shown(move) + ": " + e.getMessage(), from + start + e.offset());
      } catch (IllegalMoveException e) {
        throw error("illegal move: " + e.getMessage(), from + start);
      }
    }

    private void skipVariation() {
      int from = i;
      int depth = 0;
      while (i < text.length()) {
        char c = text.charAt(i++);
        if (c == '(') {
          depth++;
        } else if (c == ')' && --depth == 0) {
          return;
        } else if (c == '{') {
          int end = text.indexOf('}', i);
          if (end < 0) {
            throw error("a comment is not closed with '}'", i - 1);
          }
          i = end + 1;
        }
      }
      throw error("a variation is not closed with ')'", from);
    }

    private void tag(Map<String, String> tags, Map<String, Integer> offsets) {
      int open = i++;
      int nameFrom = i;
      while (i < text.length()
          && (Character.isLetterOrDigit(text.charAt(i)) || text.charAt(i) == '_')) {
        i++;
      }
      if (i == nameFrom) {
        throw error("expected a tag name after '['", i);
      }
      String name = text.substring(nameFrom, i);
      while (i < text.length() && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
        i++;
      }
      int valueFrom = i + 1;
      String value = quoted();
      while (i < text.length() && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
        i++;
      }
      if (i == text.length() || text.charAt(i) != ']') {
        throw error("expected ']' to close the tag " + Text.shown(name), i);
      }
      i++;
      if (tags.containsKey(name)) {
        throw error("the tag " + Text.shown(name) + " is given twice", open);
      }
      tags.put(name, value);
      offsets.put(name, valueFrom);
    }

    /** A quoted string at the cursor, with {@code \"} and {@code \\} escapes. */
    private String quoted() {
      if (i == text.length() || text.charAt(i) != '"') {
        throw error("expected '\"' to open a value", i);
      }
      int open = i++;
      StringBuilder value = new StringBuilder();
      while (i < text.length() && text.charAt(i) != '"') {
        char c = text.charAt(i++);
        if (c == '\\' && i < text.length()) {
          c = text.charAt(i++);
        }
        if (c == '\n') {
          break;
        }
        value.append(c);
      }
      if (i == text.length() || text.charAt(i) != '"') {
        throw error("a value is not closed with '\"'", open);
      }
      i++;
      return value.toString();
    }

    private Draughts gameOf(String type, Integer at) {
      if (type == null) {
        return Draughts.international();
      }
      int comma = type.indexOf(',');
      String number = (comma < 0 ? type : type.substring(0, comma)).strip();
      return switch (number) {
        case "20" -> Draughts.international();
        case "26" -> Draughts.brazilian();
        case "27" -> Draughts.canadian();
        default ->
            throw error(
                "GameType "
                    + Text.shown(number)
                    + " is not supported (20 international, 26 Brazilian, 27"
                    + " Canadian)",
                at);
      };
    }

    private DraughtsPosition setup(Draughts draughts, String fen, int at) {
      String trimmed = fen.strip();
      if (trimmed.endsWith(".")) {
        trimmed = trimmed.substring(0, trimmed.length() - 1); // some writers end FEN with '.'
      }
      try {
        return draughts.parse(trimmed);
      } catch (NotationException e) {
        int leading = fen.length() - fen.stripLeading().length();
        throw error("bad FEN: " + e.getMessage(), at + leading + e.offset());
      }
    }

    /** {@code /FEN "..."/}. */
    private DraughtsPosition slashSetup(Draughts draughts) {
      int open = i++;
      if (!text.startsWith("FEN", i)) {
        throw error("expected FEN after '/'", i);
      }
      i += 3;
      while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
        i++;
      }
      int valueFrom = i + 1;
      String fen = quoted();
      while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
        i++;
      }
      if (i == text.length() || text.charAt(i) != '/') {
        throw error("expected '/' to close the setup opened", open);
      }
      i++;
      return setup(draughts, fen, valueFrom);
    }
  }
}
