package io.github.plateau.core.text;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.NotationException;
import io.github.plateau.core.text.PgnTokenizer.Token;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * The {@link GameSplitter} of the PGN family (xiangqi PGN, draughts PDN): a part may start at a
 * line that begins with {@code [} when the text before it ends a game, that is, its last token is a
 * result word outside any variation and comment. Tokens are those of {@link PgnTokenizer}, read
 * line by line (only a brace comment spans lines). It stops cutting for good at a line it cannot
 * tokenize (the reader refuses the rest of the text from there, as one game) and at a line of
 * {@code =} (the trailer after which xiangqi's reader reads nothing).
 */
public final class PgnSplitter implements GameSplitter {
  private final char[][] results; // the result words, as the tokenizer of each line compares them
  private final UnaryOperator<String> mask;
  private boolean inComment; // a brace comment opened on an earlier line is still open
  private int depth; // variations open
  private boolean ended; // the last token was a result, outside variations
  private boolean stopped; // no more cuts
  private boolean later; // a line was given before

  /**
   * A splitter for one text.
   *
   * @param results the words that end a game, as the format's tokenizer is given them
   * @param mask what the format's reader does to the text before tokenizing it, applied to each
   *     line outside comments ({@link UnaryOperator#identity()} for none); it must keep offsets
   * @throws IllegalArgumentException if an argument or a result is null
   */
  public PgnSplitter(Set<String> results, UnaryOperator<String> mask) {
    checkArgument(results != null && mask != null, "an argument is null");
    this.results = PgnTokenizer.resultChars(results);
    this.mask = mask;
  }

  @Override
  public boolean startsGame(CharSequence view) {
    checkArgument(view != null, "line is null");
    if (stopped) {
      return false;
    }
    String line = view.toString(); // the line's tokens are read by a tokenizer of strings
    boolean cut = !inComment && depth == 0 && ended && line.startsWith("[");
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
    scan(mask.apply(rest));
    return cut;
  }

  /** Reads the tokens of a line, outside a comment at its start. */
  private void scan(String rest) {
    PgnTokenizer tokens = new PgnTokenizer(rest, results, true); // types alone: no texts made
    while (true) {
      Token token;
      try {
        token = tokens.next();
      } catch (NotationException e) {
        if (e.problem().equals(PgnTokenizer.UNCLOSED_COMMENT)) {
          // the comment goes on past this line (a tag's error at a '{' of the tag does not)
          inComment = true;
          ended = false;
        } else {
          stopped = true;
        }
        return;
      }
      switch (token.type()) {
        case END -> {
          return;
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

  private static boolean isTrailer(String word) {
    return word.length() >= 3 && word.chars().allMatch(c -> c == '=');
  }
}
