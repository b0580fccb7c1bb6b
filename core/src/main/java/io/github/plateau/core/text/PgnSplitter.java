package io.github.plateau.core.text;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.NotationException;
import io.github.plateau.core.text.PgnTokenizer.Token;
import io.github.plateau.core.text.PgnTokenizer.Type;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * The {@link GameSplitter} of the PGN family (xiangqi PGN, draughts PDN): a part may start at a
 * line that begins with {@code [} when the text before it ends a game, that is, its last token is a
 * result word outside any variation and comment. Tokens are those of {@link PgnTokenizer}, read
 * line by line (only a brace comment spans lines). At a line it cannot tokenize, the game there is
 * broken, and the next part starts at the next line that starts with {@code [} after one that does
 * not, where the reader moves on too ({@link PgnTokenizer#skipToNextGame}); the lines passed over
 * are not read, a trailer's among them. It stops cutting for good at a line of {@code =} read (the
 * trailer after which xiangqi's reader reads nothing); a comment not closed ends at the next line
 * that starts with a tag pair, which starts a part, or runs to the end of the text, as the reader
 * reads it.
 *
 * <p>Most lines are a simple tag, or words and comments: such a line is read without a tokenizer,
 * by the type of its last word's last token alone, which is what the others' types leave of the
 * state.
 */
public final class PgnSplitter implements GameSplitter {
  // What each ASCII character is to a line of words and comments, as bits; any other is OTHER.
  private static final byte WORD = 0;
  private static final byte SPACE = 1;
  private static final byte OPEN = 2; // a brace comment's
  private static final byte CLOSE = 4;
  private static final byte OTHER = 8; // may make the line more than words and comments
  private static final byte[] KINDS = new byte[128];

  static {
    for (char c = 0; c < KINDS.length; c++) {
      KINDS[c] = PgnTokenizer.isSpace(c) ? SPACE : "()[];$\"%".indexOf(c) >= 0 ? OTHER : WORD;
    }
    KINDS['{'] = OPEN;
    KINDS['}'] = CLOSE;
  }

  // lastWordAmongComments' answers that are no index
  private static final int NO_WORD = -1;
  private static final int BRACE_OUT_OF_PLACE = -2;

  private final ResultWords results; // as the tokenizer of each line is given them
  private final UnaryOperator<String> mask;
  private final boolean everyLineTokenized; // for tests: no line read by its last word alone
  private boolean inComment; // a brace comment opened on an earlier line is still open
  private int depth; // variations open
  private boolean ended; // the last token was a result, outside variations
  private final boolean endsAtTags; // a game without a result ends at the next tag (PGN's reader)
  private boolean moved; // a token other than a tag or a comment came after the last tag
  private boolean stopped; // no more cuts
  private boolean broken; // a line did not tokenize: lines are passed over up to the next game's
  private boolean pastOther; // while broken: a line that does not start with '[' was passed
  private boolean later; // a line was given before

  /**
   * A splitter for one text.
   *
   * @param results the words that end a game, as the format's tokenizer is given them
   * @param mask what the format's reader does to the text before tokenizing it, applied to each
   *     line outside comments ({@link UnaryOperator#identity()} for none); it must keep offsets and
   *     return a line for a line ({@link #startsGame} refuses a null one)
   * @throws IllegalArgumentException if an argument or a result is null
   */
  public PgnSplitter(Set<String> results, UnaryOperator<String> mask) {
    this(results, mask, false, false);
  }

  /**
   * A splitter for the text of a reader that also ends a game without a result at the next tag (as
   * xiangqi's PGN reader does): a part may also start at a line that begins with {@code [} after a
   * game's moves, outside variations and comments, so that a file of such games streams game by
   * game rather than as one part.
   *
   * @param results the words that end a game, as the format's tokenizer is given them
   * @param mask as {@link #PgnSplitter(Set, UnaryOperator)}'s
   * @return the splitter
   * @throws IllegalArgumentException if an argument or a result is null
   */
  public static PgnSplitter endingGamesAtTags(Set<String> results, UnaryOperator<String> mask) {
    return new PgnSplitter(results, mask, true, false);
  }

  /** A splitter that tokenizes every line if asked: what a test compares the other with. */
  PgnSplitter(
      Set<String> results,
      UnaryOperator<String> mask,
      boolean endsAtTags,
      boolean everyLineTokenized) {
    checkArgument(results != null && mask != null, "an argument is null");
    this.results = ResultWords.of(results);
    this.mask = mask;
    this.endsAtTags = endsAtTags;
    this.everyLineTokenized = everyLineTokenized;
  }

  @Override
  public boolean startsGame(CharSequence view) {
    checkArgument(view != null, "line is null");
    if (stopped) {
      return false;
    }
    String line = view.toString(); // the line's tokens are read by a tokenizer of strings
    // a byte order mark starts the text, not its first line (a decoded text holds none)
    boolean lineIsTag = line.startsWith("[") || !later && line.startsWith("\uFEFF[");
    boolean resumed = false;
    if (broken) {
      if (!lineIsTag || !pastOther) {
        pastOther |= !lineIsTag;
        later = true;
        return false;
      }
      broken = false; // the next game's first tag, where the reader moves on too
      inComment = false;
      depth = 0;
      resumed = true;
    } else if (inComment && PgnTokenizer.startsTagPair(line, 0)) {
      // A comment is not closed over a line that starts with a tag pair: the next game's first
      // tag, where the reader moves on too.
      inComment = false;
      depth = 0;
      resumed = true;
    }
    boolean open = !inComment && depth == 0 && lineIsTag;
    boolean cut = resumed || open && ended;
    boolean afterMoves = !cut && open && endsAtTags && moved;
    String rest = line;
    if (inComment) {
      int close = line.indexOf('}');
      if (close < 0) {
        later = true;
        return false;
      }
      inComment = false;
      // A space keeps a '%' after the comment from reading as an escape line's.
      rest = " " + line.substring(close + 1);
    } else if (later && line.startsWith("\uFEFF")) {
      // Within a text a mark is a space, and a '%' after it starts no escape line.
      rest = " " + line;
    }
    later = true;
    String masked = mask.apply(rest);
    checkArgument(masked != null, "the mask gave null for a line");
    scan(masked);
    if (broken) { // broken at this line (a broken game's lines return above unread)
      pastOther = !lineIsTag;
    }
    // A tag that does not read after a game's moves breaks that game, as its reader reads it (the
    // game goes on until a result or a tag that reads): it starts no part.
    return cut || afterMoves && !broken;
  }

  /**
   * Takes a line longer than the stream's limit: read as far as it goes, then as a line that does
   * not tokenize, its end being unseen (a comment it opens may close there or not). The game there
   * is broken, and the next part starts at the next line that starts with {@code [} after one that
   * does not, where the reader moves on too.
   */
  @Override
  public boolean startsGameCut(CharSequence view) {
    boolean starts = startsGame(view);
    if (!stopped && !broken) {
      broken = true;
      pastOther = view.length() == 0 || view.charAt(0) != '[';
    }
    return starts;
  }

  /** Reads the tokens of a line, outside a comment at its start. */
  private void scan(String rest) {
    if (!everyLineTokenized && (scanTag(rest) || scanWords(rest))) {
      return;
    }
    PgnTokenizer tokens = new PgnTokenizer(rest, results, true); // types alone: no texts made
    while (true) {
      Token token;
      try {
        token = tokens.next();
      } catch (NotationException e) {
        if (e.problem().equals(PgnTokenizer.UNCLOSED_COMMENT)) {
          // the comment goes on past this line (a tag's error at a '{' of the tag does not)
          inComment = true;
        } else {
          broken = true;
        }
        ended = false;
        return;
      }
      moved |= !token.is(Type.COMMENT) && !token.is(Type.END);
      switch (token.type()) {
        case END -> {
          return;
        }
        case TAG -> {
          moved = false;
          ended = false;
        }
        case COMMENT -> {
          // Comments end nothing and start nothing.
        }
        case VARIATION_START -> {
          depth++;
          ended = false;
        }
        case VARIATION_END -> {
          depth = Math.max(0, depth - 1);
          ended = false;
        }
        case RESULT -> ended = depth == 0;
        case SYMBOL -> {
          if (token.offset() == 0 && isTrailer(token.text())) {
            stopped = true;
            return;
          }
          ended = false;
        }
        default -> ended = false;
      }
    }
  }

  /**
   * Reads a line of one tag alone, if it is one: {@code [Name "value"]}, the name of ASCII letters,
   * digits, {@code _} and {@code -}, spaces or none, a value without quotes or backslashes, and
   * nothing after the {@code ]} but ASCII spaces. Its only token is the tag, which ends no game.
   *
   * @return false, having changed nothing, if the line is not so simple
   */
  private boolean scanTag(String line) {
    int n = line.length();
    if (n == 0 || line.charAt(0) != '[') {
      return false;
    }
    int i = 1;
    while (i < n && isAsciiNameChar(line.charAt(i))) {
      i++;
    }
    if (i == 1) {
      return false;
    }
    while (i < n && line.charAt(i) == ' ') {
      i++;
    }
    if (i >= n || line.charAt(i) != '"') {
      return false;
    }
    for (i++; i < n && line.charAt(i) != '"'; i++) {
      char c = line.charAt(i);
      if (c == '\\' || c == '\n' || c == '\r') {
        return false;
      }
    }
    if (i + 1 >= n || line.charAt(i + 1) != ']') {
      return false;
    }
    for (i += 2; i < n; i++) {
      char c = line.charAt(i);
      if (c >= KINDS.length || KINDS[c] != SPACE) {
        return false;
      }
    }
    ended = false;
    moved = false;
    return true;
  }

  private static boolean isAsciiNameChar(char c) {
    return c >= 'a' && c <= 'z'
        || c >= 'A' && c <= 'Z'
        || c >= '0' && c <= '9'
        || c == '_'
        || c == '-';
  }

  /**
   * Reads a line of words and comments alone, if it is one: ASCII throughout (its comments too),
   * without any of {@code ()[];$"%}, its braces pairs that open and close a comment on the line,
   * and not starting with {@code =}. No token of such a line opens or closes anything and none is
   * in error; its words end at a space or a comment, and comments change nothing, so the state it
   * leaves is its last word's last token's: a result ends a game, any other token does not, and a
   * line without words changes nothing.
   *
   * @return false, having changed nothing, if the line holds more than words and comments
   */
  private boolean scanWords(String line) {
    int n = line.length();
    if (n > 0 && line.charAt(0) == '=') {
      return false; // maybe the trailer
    }
    // One pass tells a line of words from the others, without a branch per word: most lines are
    // words alone, whose last word is then found from the end.
    int kinds = 0;
    for (int i = 0; i < n; i++) {
      char c = line.charAt(i);
      kinds |= c < KINDS.length ? KINDS[c] : OTHER;
    }
    if ((kinds & OTHER) != 0) {
      return false;
    }
    int wordEnd = n;
    int wordStart;
    if ((kinds & (OPEN | CLOSE)) == 0) {
      while (wordEnd > 0 && PgnTokenizer.isSpace(line.charAt(wordEnd - 1))) {
        wordEnd--;
      }
      wordStart = wordEnd;
      while (wordStart > 0 && !PgnTokenizer.isSpace(line.charAt(wordStart - 1))) {
        wordStart--;
      }
    } else {
      wordStart = lastWordAmongComments(line);
      if (wordStart == BRACE_OUT_OF_PLACE) { // the tokenizer tells what it makes
        return false;
      }
      if (wordStart != NO_WORD) {
        wordEnd = wordStart;
        while (wordEnd < n && KINDS[line.charAt(wordEnd)] == WORD) {
          wordEnd++;
        }
      }
    }
    if (wordStart != NO_WORD && wordStart < wordEnd) {
      ended = depth == 0 && lastTokenIsResult(line, wordStart, wordEnd);
      moved = true;
    }
    return true;
  }

  /**
   * Where the last word of a line of words and brace comments starts: {@link #NO_WORD} if it has
   * none, {@link #BRACE_OUT_OF_PLACE} if a comment is not closed on the line or a closing brace
   * closes none.
   */
  private static int lastWordAmongComments(String line) {
    int last = NO_WORD;
    boolean inWord = false;
    for (int i = 0; i < line.length(); i++) {
      byte kind = KINDS[line.charAt(i)];
      if (kind == WORD) {
        if (!inWord) {
          last = i;
          inWord = true;
        }
      } else {
        inWord = false;
        if (kind == OPEN) { // a comment ends a word, and changes nothing
          i = line.indexOf('}', i + 1);
        }
        if (i < 0 || kind == CLOSE) {
          return BRACE_OUT_OF_PLACE;
        }
      }
    }
    return last;
  }

  /**
   * Whether the last token of a word is a result, the word split as {@link PgnTokenizer} splits it:
   * marks ({@code !?} runs) and move numbers (digits and dots) one after another, then the rest as
   * one word, a result or a symbol (whose marks at its end are a token of their own).
   */
  private boolean lastTokenIsResult(String line, int start, int end) {
    int at = start;
    while (at < end) {
      char c = line.charAt(at);
      if (c == '!' || c == '?') {
        while (at < end && (line.charAt(at) == '!' || line.charAt(at) == '?')) {
          at++;
        }
        continue;
      }
      int digits = at;
      while (digits < end && line.charAt(digits) >= '0' && line.charAt(digits) <= '9') {
        digits++;
      }
      if (digits == at || digits == end || line.charAt(digits) != '.') {
        return results.matches(line, at, end);
      }
      at = digits;
      while (at < end && line.charAt(at) == '.') {
        at++;
      }
    }
    return false; // marks or a move number
  }

  private static boolean isTrailer(String word) {
    return word.length() >= 3 && word.chars().allMatch(c -> c == '=');
  }
}
