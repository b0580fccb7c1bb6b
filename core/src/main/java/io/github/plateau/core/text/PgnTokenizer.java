package io.github.plateau.core.text;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.NotationException;
import java.util.Set;

/**
 * Splits a text of the PGN family (xiangqi PGN, draughts PDN) into tokens: tags, comments,
 * variation brackets, annotation marks, move numbers, results and move symbols. Each format's
 * reader gives the meaning; this class knows only the shared lexical rules:
 *
 * <ul>
 *   <li>a byte order mark at the start is skipped; a line starting with {@code %} is an escape line
 *       and is skipped whole;
 *   <li>{@code [Name "value"]} is a tag; in the value {@code \"} and {@code \\} stand for {@code "}
 *       and {@code \}, and a quote that is not escaped but followed by another quote and {@code ]}
 *       on its line is part of the value;
 *   <li>{@code {...}} is a comment (comments do not nest) and so is {@code ;} to the end of the
 *       line; a brace comment is not closed if a line that starts with a tag pair ({@code [Name "})
 *       comes before its {@code }}: that line is the next game's first tag, the brace left open by
 *       mistake, not a tag quoted in the comment;
 *   <li>{@code (} and {@code )} open and close a variation, except that a bracket holding only
 *       {@code !} and {@code ?} (PDN's {@code (!?)}) is an annotation mark;
 *   <li>{@code $n}, and {@code !} and {@code ?} runs, also right after a move, are annotation
 *       marks;
 *   <li>digits followed by dots ({@code 12.}, {@code 12...}) are a move number, also when the move
 *       follows without a space;
 *   <li>any other run of characters up to white space or one of {@code {}()[];$"} is a symbol, or a
 *       result if it is one of the result words given.
 * </ul>
 *
 * <p>Not thread-safe; the tokens are immutable.
 */
public final class PgnTokenizer {
  /** The kinds of tokens. */
  public enum Type {
    /**
     * {@code [Name "value"]}: {@link Token#text()} is the name, {@link Token#value()} the value.
     */
    TAG,
    /** A comment: {@link Token#text()} is its text, without the braces or the {@code ;}. */
    COMMENT,
    /** {@code (}: a variation starts. */
    VARIATION_START,
    /** {@code )}: the variation ends. */
    VARIATION_END,
    /** An annotation mark as written: {@code $14}, {@code !?}, or PDN's {@code (!?)}. */
    MARK,
    /** A move number: {@link Token#text()} holds its digits and dots. */
    MOVE_NUMBER,
    /** One of the result words given to the tokenizer. */
    RESULT,
    /** Anything else: a move, most often. */
    SYMBOL,
    /** The end of the text. */
    END
  }

  /**
   * A token.
   *
   * @param type what it is
   * @param text its text (see {@link Type} for each kind)
   * @param value a tag's value, else {@code ""}
   * @param offset where it starts in the text
   */
  public record Token(Type type, String text, String value, int offset) {
    /**
     * Whether this token is of a type.
     *
     * @param type the type
     * @return true if it is
     */
    public boolean is(Type type) {
      return this.type == type;
    }
  }

  /**
   * The problem of a brace comment that no {@code }} closes before the end of the text or a line
   * that starts with a tag pair: {@link PgnSplitter} looks for it.
   */
  static final String UNCLOSED_COMMENT =
      "a comment opened here is not closed before the next game's tags or the end of the text";

  private final String text;
  private final char[] chars; // the text's characters, read without String's checks per character
  private final ResultWords results; // a word is compared in place, never copied to be looked up
  private final boolean bare; // see PgnTokenizer(String, ResultWords, boolean)
  private int at;
  private Token peeked;

  /**
   * A tokenizer at the start of a text.
   *
   * @param text the whole text
   * @param results the words that end a game ({@code 1-0}, {@code *}, ...), read as {@link
   *     Type#RESULT}
   * @throws IllegalArgumentException if an argument is null or a result is
   */
  public PgnTokenizer(String text, Set<String> results) {
    this(text, ResultWords.of(results), false);
  }

  /**
   * A tokenizer at the start of a text, for {@link PgnSplitter}, which reads each line of a text
   * for its tokens' types: the results made once for all the lines; {@code bare}: comments, marks,
   * move numbers, results and symbols are made without the text they read ({@code ""}), but for a
   * symbol at the text's start, and a tag's value is not gathered (its name is kept). The types,
   * offsets and errors are the same.
   */
  PgnTokenizer(String text, ResultWords results, boolean bare) {
    checkArgument(text != null, "text is null");
    this.text = text;
    this.chars = text.toCharArray();
    this.results = results;
    this.bare = bare;
    this.at = text.startsWith("\uFEFF") ? 1 : 0;
  }

  /** A token's text: none for a bare token. */
  private String cut(int from, int to) {
    return bare ? "" : text.substring(from, to);
  }

  /**
   * The whole text being read.
   *
   * @return the text
   */
  public String text() {
    return text;
  }

  /**
   * The next token without moving on.
   *
   * @return the token; {@link Type#END} at the end, again and again
   * @throws NotationException if the text there is malformed: an unterminated comment or tag, a
   *     malformed tag
   */
  public Token peek() {
    if (peeked == null) {
      peeked = read();
    }
    return peeked;
  }

  /**
   * The next token.
   *
   * @return the token; {@link Type#END} at the end, again and again
   * @throws NotationException if the text there is malformed: an unterminated comment or tag, a
   *     malformed tag
   */
  public Token next() {
    Token token = peek();
    peeked = null;
    return token;
  }

  /**
   * Moves past a game that cannot be read on, after {@link #peek} or {@link #next} refused a
   * malformed token: from that token's line to the next line that starts with {@code [} after one
   * that does not (the next game's first tag), or to the end of the text. A comment that is not
   * closed is moved past to the line that starts with a tag pair where it ends, if there is one;
   * without one the rest of the text is that comment. {@link PgnSplitter} cuts a text into games
   * alike, so that a text streamed reads as it reads whole.
   *
   * @return false, having moved nowhere, if the token is a comment that runs to the end of the text
   */
  public boolean skipToNextGame() {
    if (at < chars.length && chars[at] == '{' && closingBrace(at) < 0) {
      int next = afterComment(text, at);
      if (next == chars.length) {
        return false;
      }
      peeked = null;
      at = next;
      return true;
    }
    peeked = null;
    int i = at;
    while (i > 0 && chars[i - 1] != '\n' && chars[i - 1] != '\r') {
      i--; // to the start of the token's line
    }
    boolean pastOther = !startsTag(i);
    while (true) {
      i = lineEnd(i);
      if (i >= chars.length) {
        at = chars.length;
        return true;
      }
      i += chars[i] == '\r' && i + 1 < chars.length && chars[i + 1] == '\n' ? 2 : 1;
      boolean tag = startsTag(i);
      if (tag && pastOther) {
        at = i;
        return true;
      }
      pastOther |= !tag;
    }
  }

  /**
   * Whether the line starting at {@code i} starts with {@code [}: past a byte order mark that
   * starts the text, which a text decoded from bytes does not hold.
   */
  private boolean startsTag(int i) {
    int first = i == 0 && chars.length > 0 && chars[0] == '\uFEFF' ? 1 : i;
    return first < chars.length && chars[first] == '[';
  }

  /**
   * An exception for a problem at an offset of the text.
   *
   * @param problem what is wrong
   * @param offset where
   * @param ply the ply of the move at fault, or 0 if the problem is not in a move
   * @return the exception, whose message names the line, the column and the ply
   * @throws IllegalArgumentException if the offset lies outside the text or the ply is negative
   */
  public NotationException error(String problem, int offset, int ply) {
    return new NotationException(problem, text, offset, ply);
  }

  private Token read() {
    skipSpaceAndEscapes();
    if (at >= chars.length) {
      return new Token(Type.END, "", "", chars.length);
    }
    int start = at;
    char c = chars[at];
    switch (c) {
      case '[':
        return tag();
      case '{':
        {
          int end = closingBrace(at);
          if (end < 0) {
            throw error(UNCLOSED_COMMENT, start, 0);
          }
          at = end + 1;
          return new Token(
              Type.COMMENT, bare ? "" : text.substring(start + 1, end).strip(), "", start);
        }
      case ';':
        {
          int end = lineEnd(at);
          at = end;
          return new Token(
              Type.COMMENT, bare ? "" : text.substring(start + 1, end).strip(), "", start);
        }
      case '(':
        {
          int marks = marksEnd(at + 1);
          if (marks > at + 1 && marks < chars.length && chars[marks] == ')') {
            at = marks + 1;
            return new Token(Type.MARK, cut(start, at), "", start);
          }
          at++;
          return new Token(Type.VARIATION_START, "(", "", start);
        }
      case ')':
        at++;
        return new Token(Type.VARIATION_END, ")", "", start);
      case '$':
        {
          int end = at + 1;
          while (end < chars.length && isAsciiDigit(chars[end])) {
            end++;
          }
          if (end == at + 1) {
            throw error("'$' is not followed by a number", start, 0);
          }
          at = end;
          return new Token(Type.MARK, cut(start, end), "", start);
        }
      case ']':
      case '}':
      case '"':
        throw error("unexpected '" + c + "'", start, 0);
      default:
        return word();
    }
  }

  private Token word() {
    int start = at;
    if (chars[at] == '!' || chars[at] == '?') {
      at = marksEnd(at);
      return new Token(Type.MARK, cut(start, at), "", start);
    }
    int digits = at;
    while (digits < chars.length && isAsciiDigit(chars[digits])) {
      digits++;
    }
    if (digits > at && digits < chars.length && chars[digits] == '.') {
      int end = digits;
      while (end < chars.length && chars[end] == '.') {
        end++;
      }
      at = end;
      return new Token(Type.MOVE_NUMBER, cut(start, end), "", start);
    }
    int end = digits; // the digits read above end no word
    while (end < chars.length && !endsWord(chars[end])) {
      end++;
    }
    if (end > start && results.matches(text, start, end)) {
      at = end;
      return new Token(Type.RESULT, cut(start, end), "", start);
    }
    int marks = end;
    while (marks > start + 1 && (chars[marks - 1] == '!' || chars[marks - 1] == '?')) {
      marks--;
    }
    at = marks; // a mark glued to the move is read as the next token
    // a bare symbol keeps its text at the text's start, where PgnSplitter looks for a trailer
    return new Token(
        Type.SYMBOL, start == 0 ? text.substring(0, marks) : cut(start, marks), "", start);
  }

  private Token tag() {
    int start = at;
    int i = skipSpace(at + 1);
    int nameStart = i;
    while (i < chars.length && isNameChar(chars[i])) {
      i++;
    }
    if (i == nameStart) {
      throw error("a tag name is expected after '['", nameStart, 0);
    }
    String name = text.substring(nameStart, i);
    i = skipSpace(i);
    if (i >= chars.length || chars[i] != '"') {
      throw error("the value of tag " + name + " must be a quoted string", i, 0);
    }
    int closing = closingQuote(i);
    i++;
    if (closing >= 0 && !hasBackslash(i, closing)) { // most values: the text between the quotes
      return endTag(start, name, bare ? "" : text.substring(i, closing), closing + 1);
    }
    StringBuilder value = new StringBuilder();
    while (true) {
      if (i >= chars.length || chars[i] == '\n' || chars[i] == '\r') {
        throw error("the value of tag " + name + " is not closed on its line", start, 0);
      }
      char c = chars[i];
      if (i == closing) {
        break;
      }
      if (c == '\\' && i + 1 < chars.length && (chars[i + 1] == '"' || chars[i + 1] == '\\')) {
        i++;
        c = chars[i];
      }
      if (!bare) {
        value.append(c);
      }
      i++;
    }
    return endTag(start, name, value.toString(), i + 1);
  }

  /** The tag token whose value's closing quote is just before {@code after}: its ']' follows. */
  private Token endTag(int start, String name, String value, int after) {
    int i = skipSpace(after);
    if (i >= chars.length || chars[i] != ']') {
      throw error("tag " + name + " is not closed by ']'", i, 0);
    }
    at = i + 1;
    return new Token(Type.TAG, name, value, start);
  }

  /** Whether a backslash stands among the characters from {@code from} to {@code to}. */
  private boolean hasBackslash(int from, int to) {
    for (int i = from; i < to; i++) {
      if (chars[i] == '\\') {
        return true;
      }
    }
    return false;
  }

  /**
   * Where the value opened at {@code open} ends: the first quote not escaped that {@code ]}
   * follows, or without one on the line the first quote not escaped, or -1. Writers that do not
   * escape quotes inside a value ({@code [Event ""Huangshan Cup" 2002"]}) are read as they meant;
   * one pass over the line.
   */
  private int closingQuote(int open) {
    int first = -1;
    for (int i = open + 1; i < chars.length; i++) {
      char c = chars[i];
      if (c == '\n' || c == '\r') {
        break;
      }
      if (c == '\\' && i + 1 < chars.length && (chars[i + 1] == '"' || chars[i + 1] == '\\')) {
        i++;
      } else if (c == '"') {
        int next = skipSpace(i + 1);
        if (next < chars.length && chars[next] == ']') {
          return i;
        }
        if (first < 0) {
          first = i;
        }
      }
    }
    return first;
  }

  /**
   * The {@code }} that closes the brace comment opened at {@code open}, or -1 if none does before
   * the end of the text or a line that starts with a tag pair.
   */
  private int closingBrace(int open) {
    return closingBrace(text, open);
  }

  /**
   * The {@code }} that closes a brace comment, as the tokenizer reads comments: -1 if none does
   * before the end of the text or a line that starts with a tag pair ({@link #startsTagPair}),
   * where a comment left open ends.
   *
   * @param text the text
   * @param open where the comment's opening brace stands
   * @return the closing brace's offset, or -1
   */
  public static int closingBrace(CharSequence text, int open) {
    int after = afterComment(text, open);
    return text.charAt(after - 1) == '}' ? after - 1 : -1;
  }

  /**
   * Where reading goes on after the brace comment opened at {@code open}: just past its {@code }},
   * or, for a comment left open, at the line that starts with a tag pair where it ends, or at the
   * end of the text. A reader that passes over comments (a mask of the text) passes over what the
   * tokenizer takes for one.
   *
   * @param text the text
   * @param open where the comment's opening brace stands
   * @return the offset after the comment
   */
  public static int afterComment(CharSequence text, int open) {
    int n = text.length();
    for (int i = open + 1; i < n; i++) {
      char c = text.charAt(i);
      if (c == '}') {
        return i + 1;
      }
      if ((c == '\n' || c == '\r') && startsTagPair(text, i + 1)) {
        return i + 1; // a line break, not a brace, before the tag pair's line
      }
    }
    return n;
  }

  /**
   * Whether a tag pair starts at {@code i}: {@code [}, a name, and the quote that opens its value,
   * with spaces between them or none. A comment's {@code [%clk 0:10:00]} or {@code [sic]} is none.
   * A comment that holds a line starting so ends before it ({@link #closingBrace}): a writer writes
   * such a line of a comment otherwise.
   *
   * @param line the text
   * @param i where a line of it starts
   * @return true if the line starts so
   */
  public static boolean startsTagPair(CharSequence line, int i) {
    int n = line.length();
    if (i >= n || line.charAt(i) != '[') {
      return false;
    }
    int j = i + 1;
    while (j < n && (line.charAt(j) == ' ' || line.charAt(j) == '\t')) {
      j++;
    }
    int name = j;
    while (j < n && isNameChar(line.charAt(j))) {
      j++;
    }
    if (j == name) {
      return false;
    }
    while (j < n && (line.charAt(j) == ' ' || line.charAt(j) == '\t')) {
      j++;
    }
    return j < n && line.charAt(j) == '"';
  }

  private void skipSpaceAndEscapes() {
    while (at < chars.length) {
      char c = chars[at];
      if (isSpace(c)) {
        at++;
      } else if (c == '%'
          && (at == 0
              || chars[at - 1] == '\n'
              || chars[at - 1] == '\r'
              || (at == 1 && chars[0] == '\uFEFF'))) {
        at = lineEnd(at);
      } else {
        return;
      }
    }
  }

  private int skipSpace(int from) {
    int i = from;
    while (i < chars.length && chars[i] != '\n' && chars[i] != '\r' && isSpace(chars[i])) {
      i++;
    }
    return i;
  }

  private int lineEnd(int from) {
    int i = from;
    while (i < chars.length && chars[i] != '\n' && chars[i] != '\r') {
      i++;
    }
    return i;
  }

  private int marksEnd(int from) {
    int i = from;
    while (i < chars.length && (chars[i] == '!' || chars[i] == '?')) {
      i++;
    }
    return i;
  }

  /**
   * Whether a character separates tokens: Java's whitespace, a Unicode space or a byte order mark.
   * ASCII, every character of most records, is answered without the Unicode tables.
   */
  static boolean isSpace(char c) {
    if (c < 128) {
      return c == ' ' || c >= '\t' && c <= '\r' || c >= '\u001C' && c <= '\u001F';
    }
    return Character.isWhitespace(c) || Character.isSpaceChar(c) || c == '\uFEFF';
  }

  /**
   * Whether a character ends a word: a space ({@link #isSpace}) or one of {@code {}()[];$"}. Asked
   * of every character of every word, so ASCII is answered by one look in a table.
   */
  private static boolean endsWord(char c) {
    return c < ENDS_WORD.length ? ENDS_WORD[c] : isSpace(c);
  }

  /** {@link #endsWord} of each ASCII character. */
  private static final boolean[] ENDS_WORD = new boolean[128];

  static {
    for (char c = 0; c < ENDS_WORD.length; c++) {
      ENDS_WORD[c] = isSpace(c) || "{}()[];$\"".indexOf(c) >= 0;
    }
  }

  private static boolean isAsciiDigit(char c) {
    return c >= '0' && c <= '9';
  }

  static boolean isNameChar(char c) {
    return Character.isLetterOrDigit(c) || c == '_' || c == '-';
  }
}
