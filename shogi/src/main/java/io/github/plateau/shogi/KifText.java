package io.github.plateau.shogi;

import static com.google.common.base.Preconditions.checkArgument;
import static java.nio.charset.StandardCharsets.ISO_8859_1;

import io.github.plateau.core.AmbiguousMoveException;
import io.github.plateau.core.Annotation;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveRefusal;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.text.Encodings;
import io.github.plateau.core.text.LineReader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.IntPredicate;

/** What KIF and KI2 share as text: their encoding, the lines that are no moves, the comments. */
final class KifText {
  /** How far into a file the {@code #KIF} line that names the encoding is looked for. */
  private static final int ENCODING_LINE_WITHIN = 4096;

  private KifText() {}

  /** Whether a charset is Shift_JIS, as Java names it or as Windows writes it (windows-31j). */
  static boolean isShiftJis(Charset encoding) {
    return encoding.equals(Charset.forName("windows-31j"))
        || encoding.equals(Charset.forName("Shift_JIS"));
  }

  /**
   * Kifu for Windows' first line naming the encoding, {@code #KIF version=2.0 encoding=UTF-8}, for
   * a charset it has a name for: UTF-8, Shift_JIS (windows-31j), EUC-JP.
   *
   * @throws IllegalArgumentException if the charset is null or none of those
   */
  static String encodingLine(Charset encoding) {
    checkArgument(encoding != null, "encoding is null");
    String name;
    if (encoding.equals(StandardCharsets.UTF_8)) {
      name = "UTF-8";
    } else if (isShiftJis(encoding)) {
      name = "Shift_JIS";
    } else if (encoding.equals(Charset.forName("EUC-JP"))) {
      name = "EUC-JP";
    } else {
      throw new IllegalArgumentException(
          "KIF and KI2 name UTF-8, Shift_JIS or EUC-JP, not " + encoding.name());
    }
    return "#KIF version=2.0 encoding=" + name + "\n";
  }

  /**
   * Decodes a KIF or KI2 file: the encoding a {@code #KIF version=2.0 encoding=UTF-8} line names is
   * tried first (some files converted to Shift_JIS keep a line that says UTF-8), then UTF-8,
   * Shift_JIS (windows-31j) and EUC-JP; the first that decodes every byte wins.
   *
   * @throws NotationException if none does
   */
  static String decode(byte[] bytes) {
    return Encodings.decode(bytes, candidates(bytes));
  }

  /** The charset {@link #decode} decodes the bytes with. */
  static Charset encoding(byte[] bytes) {
    return Encodings.detect(bytes, candidates(bytes));
  }

  /** The charset a {@code #KIF} line names, then the shogi ones. */
  private static List<Charset> candidates(byte[] bytes) {
    List<Charset> candidates = new ArrayList<>(Encodings.SHOGI.size() + 1);
    Charset declared = declared(bytes);
    if (declared != null) {
      candidates.add(declared);
    }
    for (Charset charset : Encodings.SHOGI) {
      if (!charset.equals(declared)) {
        candidates.add(charset);
      }
    }
    return candidates;
  }

  /** The charset a {@code #KIF} line near the start names, if it names one this JVM knows. */
  private static Charset declared(byte[] bytes) {
    // Latin-1 maps each byte to a char, as US-ASCII does, but copies them as they are (no U+FFFD
    // for the bytes of other characters, which match no ASCII text either way): indexOf then
    // searches one byte a character.
    String head = new String(bytes, 0, Math.min(bytes.length, ENCODING_LINE_WITHIN), ISO_8859_1);
    int line = head.indexOf("#KIF");
    int at = line < 0 ? -1 : head.indexOf("encoding=", line);
    int end = at < 0 ? -1 : head.indexOf('\n', line);
    if (at < 0 || end >= 0 && at > end) {
      return null;
    }
    int stop = at + "encoding=".length();
    while (stop < head.length() && isNameCharacter(head.charAt(stop))) {
      stop++;
    }
    String name = head.substring(at + "encoding=".length(), stop).toLowerCase(Locale.ROOT);
    switch (name) {
      case "utf-8", "utf8" -> {
        return StandardCharsets.UTF_8;
      }
      case "shift_jis", "shift-jis", "sjis", "cp932", "windows-31j", "ms932" -> {
        return Charset.forName("windows-31j");
      }
      case "euc-jp", "eucjp" -> {
        return Charset.forName("EUC-JP");
      }
      default -> {
        return null;
      }
    }
  }

  private static boolean isNameCharacter(char c) {
    return c >= 'a' && c <= 'z'
        || c >= 'A' && c <= 'Z'
        || c >= '0' && c <= '9'
        || c == '-'
        || c == '_';
  }

  /**
   * The exceptions for problems in the line a reader is at, in a move of that ply (0 for none): the
   * line's, even when one is made after the reader has moved on (a checkmate stated at the end of
   * the moves and refused once the whole text is read).
   */
  static JapaneseNotation.Place place(LineReader lines, int ply) {
    return at(lines.text(), lines.offset(), ply);
  }

  /**
   * The exceptions for problems found at an index of a text, in a move of that ply (0 for none):
   * for a reader that reads a line in place, where its places are indices of the whole text rather
   * than columns of the line.
   */
  static JapaneseNotation.Place inText(String text, int ply) {
    return at(text, 0, ply);
  }

  /** The exceptions for problems at {@code origin} plus the place given, in a text. */
  private static JapaneseNotation.Place at(String text, int origin, int ply) {
    return new JapaneseNotation.Place() {
      @Override
      public NotationException notation(String problem, int column) {
        return new NotationException(problem, text, origin + column, ply);
      }

      @Override
      public IllegalMoveException illegal(MoveRefusal reason, String problem, int column) {
        return new IllegalMoveException(reason, problem, text, origin + column, Math.max(ply, 1));
      }

      @Override
      public AmbiguousMoveException ambiguous(List<String> candidates, int column) {
        return new AmbiguousMoveException(text, origin + column, ply, candidates);
      }
    };
  }

  /**
   * Reads a line of the moves part that is no move: blank, a {@code #} line, a comment, a bookmark,
   * a summary or the start of a variation. Read in place: only what is kept is copied out of the
   * text.
   *
   * @param text the whole text
   * @param start where the line starts in the text
   * @param at where the line's first character that is not blank is
   * @param end where the line ends
   * @param tree the tree the line's comment, bookmark, summary or variation goes to
   * @param place the exceptions of the line: {@link #place} of the reader and ply 0
   * @return false if the line is none of them
   */
  static boolean other(
      String text, int start, int at, int end, KifTree tree, JapaneseNotation.Place place) {
    if (at == end || text.charAt(at) == '#') {
      return true;
    }
    char first = text.charAt(at);
    int indent = at - start;
    if (first == '*') {
      tree.comment(text.substring(at + 1, end), place);
    } else if (first == '&') {
      tree.bookmark(KifHeader.strip(text.substring(at, end)), place);
    } else if (text.startsWith("まで", at)) { // a line ends at a break: a match lies within it
      tree.summary(KifHeader.strip(text.substring(at, end)), place, indent);
    } else if (text.startsWith("変化", at)) {
      tree.variation(variationNumber(text.substring(start, end), indent, place), place, indent);
    } else {
      return false;
    }
    return true;
  }

  /** The number N of a line {@code 変化：N手}. */
  private static int variationNumber(String line, int indent, JapaneseNotation.Place place) {
    int at = indent + 2;
    if (at < line.length() && (line.charAt(at) == '：' || line.charAt(at) == ':')) {
      at++;
    }
    at = JapaneseNotation.skipBlanks(line, at);
    long number = 0;
    int digits = 0;
    while (at < line.length() && digit(line.charAt(at)) >= 0 && number < Integer.MAX_VALUE) {
      number = number * 10 + digit(line.charAt(at));
      at++;
      digits++;
    }
    if (digits == 0
        || number < 1
        || number >= Integer.MAX_VALUE
        || !KifHeader.strip(line.substring(at)).equals("手")) {
      throw place.notation("expected a variation line such as '変化：12手'", indent);
    }
    return (int) number;
  }

  /**
   * Whether a line starts a game's moves, as the reader takes it: a move, the moves' heading
   * ({@code 手数----}), a variation ({@code 変化}) or a summary ({@code まで}).
   *
   * @param text the text the line is in
   * @param at the line's first character that is not blank
   * @param end where the line ends
   * @param startsMove whether a line that starts with this character is a move
   */
  static boolean startsMoves(CharSequence text, int at, int end, IntPredicate startsMove) {
    return at < end && startsMove.test(text.charAt(at))
        || CsaReader.startsWith(text, at, "手数----")
        || CsaReader.startsWith(text, at, "変化")
        || CsaReader.startsWith(text, at, "まで");
  }

  /** An ASCII or full-width digit's value, or -1. */
  static int digit(char c) {
    int ascii = "0123456789".indexOf(c);
    return ascii >= 0 ? ascii : "０１２３４５６７８９".indexOf(c);
  }

  /** How wide a text shows in a fixed-width font: full-width characters count two. */
  static int width(CharSequence text) {
    return width(text, 0);
  }

  /** The columns of a text from a place on, as {@link #width(CharSequence)} counts them. */
  private static int width(CharSequence text, int from) {
    int width = 0;
    for (int i = from; i < text.length(); i++) {
      width += text.charAt(i) < 0x2000 ? 1 : 2;
    }
    return width;
  }

  /** Appends the text and the spaces that make it as wide as asked. */
  static StringBuilder pad(StringBuilder out, String text, int columns) {
    return padFrom(out.append(text), out.length() - text.length(), columns);
  }

  /** Appends the spaces that make what {@code out} holds from {@code from} on as wide as asked. */
  static StringBuilder padFrom(StringBuilder out, int from, int columns) {
    for (int i = width(out, from); i < columns; i++) {
      out.append(' ');
    }
    return out;
  }

  /**
   * Writes a number that is not negative (a move number, a time) right-aligned in {@code width}
   * columns, padded with spaces or zeros: what {@code String.format("%4d")} and {@code "%02d"}
   * write, without parsing a format for every move.
   */
  static StringBuilder number(StringBuilder out, long n, int width, char padding) {
    long power = 10;
    for (int i = 1; i < width; i++, power *= 10) {
      if (n < power) {
        out.append(padding);
      }
    }
    return out.append(n);
  }

  /** Writes the bookmarks ({@code &} marks) and the comment of a move, one line each. */
  static void annotation(Annotation annotation, StringBuilder out) {
    for (String mark : annotation.marks()) {
      if (mark.startsWith("&")) {
        out.append(oneLine(mark)).append('\n');
      }
    }
    comment(annotation.comment(), false, out);
  }

  /** Whether the writer writes anything after a move for its annotation. */
  static boolean hasLines(Annotation annotation) {
    if (!annotation.comment().isEmpty()) {
      return true;
    }
    for (String mark : annotation.marks()) {
      if (mark.startsWith("&")) {
        return true;
      }
    }
    return false;
  }

  /**
   * Writes a comment as {@code *} lines; for the start comment, its lines that are bookmarks
   * ({@code &name}) as bookmark lines.
   */
  static void comment(String comment, boolean start, StringBuilder out) {
    if (comment.isEmpty()) {
      return;
    }
    int from = 0;
    while (true) { // the lines between CR LF, CR or LF, the empty ones too
      int end = from;
      while (end < comment.length() && comment.charAt(end) != '\r' && comment.charAt(end) != '\n') {
        end++;
      }
      String line = comment.substring(from, end);
      boolean bookmark = start && line.startsWith("&") && line.equals(KifHeader.strip(line));
      out.append(bookmark ? "" : "*").append(line).append('\n');
      if (end == comment.length()) {
        return;
      }
      from = comment.startsWith("\r\n", end) ? end + 2 : end + 1;
    }
  }

  private static String oneLine(String text) {
    return text.replace('\r', ' ').replace('\n', ' ');
  }
}
