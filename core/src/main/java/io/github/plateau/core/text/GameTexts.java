package io.github.plateau.core.text;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.NotationException;
import java.io.ByteArrayInputStream;
import java.io.Closeable;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.SequenceInputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * The text of a record file cut into parts that read on its own, one part at a time, so that a file
 * of any size is read in constant memory: a part is the text of one game, or of a few where the
 * format's {@link GameSplitter} could not cut between them. The bytes are decoded as they come, in
 * the charset the format detects from the first {@value #WINDOW} bytes, or when those are all ASCII
 * from as many bytes from the first one that is not (a smaller file is decoded whole, exactly as
 * the format's {@code decode} does). A part longer than {@link #MAX_CHARS} is not held: it is given
 * as a refusal, and the parts after it are read on. Not thread-safe.
 */
public final class GameTexts implements Iterator<GameTexts.Part>, Closeable {
  /**
   * The most characters a part holds, 16,777,216 (16 MiB of text, some 160 times the longest game a
   * reader reads): a longer part is refused with {@link #TOO_LONG}.
   */
  public static final int MAX_CHARS = 1 << 24;

  /** The problem of the refusal of a part longer than {@link #MAX_CHARS}. */
  public static final String TOO_LONG =
      "the text of this game goes on past " + MAX_CHARS + " characters, the most a stream holds";

  /** The bytes the encoding is detected from: a file that fits is decoded whole. */
  static final int WINDOW = 1 << 20;

  /**
   * {@link GameSplitter#none()}: a text in memory that it splits is one part, whole, if it fits.
   */
  static final GameSplitter NONE = line -> false;

  /** The characters of a part's start kept for the refusal of a part too long. */
  private static final int HEAD = 200;

  /**
   * A part of the text.
   *
   * @param text its text, every line with its end; for a refusal, the start of what was refused
   * @param line the number of its first line in the whole text, from 1
   * @param refusal why the part could not be read as text (too long, bytes that are not text); its
   *     location's line counts from {@code line}
   */
  public record Part(String text, long line, Optional<NotationException> refusal) {
    /**
     * Checks the fields.
     *
     * @param text its text
     * @param line the number of its first line, from 1
     * @param refusal why it could not be read, if so
     * @throws IllegalArgumentException if a field is null or the line is below 1
     */
    public Part {
      checkArgument(text != null && refusal != null, "a field is null");
      checkArgument(line >= 1, "line %s below 1", line);
    }
  }

  private final Reader in;
  private final GameSplitter splitter;
  private final int maxChars;
  private final char[] buffer; // empty for a text in memory, never filled
  private int position;
  private int limit;
  private boolean eof;
  private boolean malformed; // the decoder met bytes that are not text, not yet thrown
  private boolean skipping; // after bad bytes: lines are skipped up to the next game's first
  private StringBuilder badLine; // the line being read that holds bad bytes, else null
  private long badLineNumber;
  private String badHead; // that line's text before its first bad bytes
  private final StringBuilder part = new StringBuilder();
  private final StringBuilder line = new StringBuilder();
  private final LineView content = new LineView();
  private long partLine = 1; // the first line of the part being gathered
  private long nextLine = 1; // the number of the next line read
  private String overflow; // the start of a part past the limit, while its lines are dropped
  private boolean first = true; // no part was given yet
  private boolean done;
  private Part next;
  private Part queued; // a refusal that follows the part given before it

  // A text already in memory is read in place (see advanceInText), not through a reader: its lines
  // are found by indexOf and its parts are substrings, not copied character by character.
  private String whole; // null when read through in, or once closed (the text let go)
  private final boolean inText; // whether the text is read in place, from whole
  private int at; // where the next line of whole starts
  private int partStart; // the part gathered from whole: [partStart, partEnd), unless partEmpty
  private int partEnd;
  private boolean partEmpty = true;
  private int nextFeed = -1; // the next '\n' at or after at, or whole.length() (-1: unknown)
  private int nextReturn = -1; // the same for '\r'

  private GameTexts(Reader in, GameSplitter splitter, int maxChars) {
    this.in = in;
    this.buffer = new char[8192];
    this.whole = null;
    this.inText = false;
    this.splitter = splitter;
    this.maxChars = maxChars;
  }

  private GameTexts(String whole, GameSplitter splitter, int maxChars) {
    this.in = Reader.nullReader();
    this.buffer = new char[0]; // read in place: 16 KB zeroed a file cost 3% of CSA's stream
    this.whole = whole;
    this.inText = true;
    this.splitter = splitter;
    this.maxChars = maxChars;
  }

  /**
   * The parts of a text already in memory.
   *
   * @param text the text
   * @param splitter where the format may cut it
   * @return the parts
   * @throws IllegalArgumentException if an argument is null
   */
  public static GameTexts of(String text, GameSplitter splitter) {
    return of(text, splitter, MAX_CHARS);
  }

  /**
   * {@link #of(String, GameSplitter)} with a limit of its own, as {@link #of(Reader, GameSplitter,
   * int)} has.
   */
  static GameTexts of(String text, GameSplitter splitter, int maxChars) {
    checkArgument(text != null && splitter != null, "an argument is null");
    checkArgument(maxChars > 0 && maxChars <= MAX_CHARS, "maxChars %s out of range", maxChars);
    return new GameTexts(text, splitter, maxChars);
  }

  /**
   * The parts of a text read from a stream of characters.
   *
   * @param text the characters, closed with the parts
   * @param splitter where the format may cut it
   * @param maxChars the most characters a part holds, at most {@link #MAX_CHARS}
   * @return the parts
   * @throws IllegalArgumentException if an argument is null or the limit is not positive or above
   *     {@link #MAX_CHARS}
   */
  public static GameTexts of(Reader text, GameSplitter splitter, int maxChars) {
    checkArgument(text != null && splitter != null, "an argument is null");
    checkArgument(maxChars > 0 && maxChars <= MAX_CHARS, "maxChars %s out of range", maxChars);
    return new GameTexts(text, splitter, maxChars);
  }

  /**
   * The parts of a file's bytes read from a stream: up to {@value #WINDOW} bytes are decoded whole
   * by {@code decode}; a longer file is decoded as it is read, in the charset {@code detect} finds
   * for its first {@value #WINDOW} bytes (up to their last line break; when those are all ASCII,
   * for as many bytes from the first one that is not), a UTF-8 byte order mark dropped. Bytes that
   * are not text refuse the part they are in, and the text is read on from the first line after
   * them that starts a game.
   *
   * @param bytes the bytes, closed with the parts
   * @param decode the format's decoding of a whole file ({@code RecordFormat.decode})
   * @param detect the charset the format decodes bytes with ({@code RecordFormat.encoding})
   * @param splitter where the format may cut the text
   * @return the parts
   * @throws IllegalArgumentException if an argument is null
   * @throws UncheckedIOException if the stream fails before its first byte; a failure after some
   *     bytes (a gzip stream cut short) is thrown by {@link #hasNext} once the parts before the
   *     last game start are given, the game the failure cuts never given
   */
  public static GameTexts of(
      InputStream bytes,
      Function<byte[], String> decode,
      Function<byte[], Charset> detect,
      GameSplitter splitter) {
    checkArgument(
        bytes != null && decode != null && detect != null && splitter != null,
        "an argument is null");
    bytes = new NeverEmpty(bytes); // every read below gives a byte or the end
    Head read = Head.read(bytes, WINDOW + 1); // a byte more tells a MiB exactly from a longer text
    byte[] head = read.bytes;
    if (read.failure != null) {
      // the bytes before the failure are read as a stream's start that then fails: the games
      // they hold up to the last game start are given, the one the failure cuts is not
      closeQuietly(bytes);
      bytes = new Failing(read.failure);
    }
    try {
      int skip = Encodings.hasUtf8Mark(head) ? 3 : 0;
      if (head.length <= WINDOW && read.failure == null) {
        closeQuietly(bytes);
        try {
          return of(decode.apply(head), splitter);
        } catch (NotationException e) {
          // no charset reads every byte: the file is read in its start's, a game at a time
          Charset start = startEncoding(head, detect);
          if (start == null) {
            throw e;
          }
          InputStream all = new ByteArrayInputStream(head, skip, head.length - skip);
          GameTexts texts = new GameTexts(new StrictReader(all, start, null), splitter, MAX_CHARS);
          texts.dropMark();
          return texts;
        }
      }
      int end = head.length;
      while (end > 0 && head[end - 1] != '\n') {
        end--;
      }
      InputStream all =
          new SequenceInputStream(new ByteArrayInputStream(head, skip, head.length - skip), bytes);
      Reader reader;
      if (ascii(head, skip)) { // every charset reads it alike: the first other byte decides
        reader = new StrictReader(all, StandardCharsets.US_ASCII, detect);
      } else {
        byte[] detected = end == 0 ? head : Arrays.copyOf(head, end);
        reader = new StrictReader(all, detectOrStart(detected, detect), null);
      }
      GameTexts texts = new GameTexts(reader, splitter, MAX_CHARS);
      texts.dropMark();
      return texts;
    } catch (NotationException e) {
      closeQuietly(bytes);
      GameTexts refused = new GameTexts(new StringReader(""), splitter, MAX_CHARS);
      refused.next = new Part("", 1, Optional.of(e));
      refused.done = true;
      return refused;
    } catch (RuntimeException e) { // the bytes are closed with the parts, or here without them
      closeQuietly(bytes);
      throw e;
    }
  }

  /**
   * The charset the format detects for bytes, or where none reads them all, {@link
   * #startEncoding}'s.
   *
   * @throws NotationException if not even their first line is text
   */
  private static Charset detectOrStart(byte[] bytes, Function<byte[], Charset> detect) {
    try {
      return detect.apply(bytes);
    } catch (NotationException e) {
      Charset start = startEncoding(bytes, detect);
      if (start == null) {
        throw e;
      }
      return start;
    }
  }

  /** How many times {@link #startEncoding} looks past a line that no charset reads. */
  private static final int BAD_LINES_PASSED = 8;

  /**
   * The charset of bytes that no charset of the format reads whole (a few bad bytes, or files in
   * different encodings joined): the one the format detects for their longest start of whole lines
   * that one reads, found by bisection. Where that start holds only ASCII, which any charset reads
   * alike, it is the one found for the bytes after the line that stopped it, so that one bad line
   * does not make the file ASCII. Null if no line is text at all.
   */
  static Charset startEncoding(byte[] bytes, Function<byte[], Charset> detect) {
    int from = 0;
    for (int passed = 0; passed <= BAD_LINES_PASSED && from < bytes.length; passed++) {
      int[] ends = lineEnds(bytes, from);
      int good = 0; // lines known to be read, from 'from'
      int bad = ends.length + 1; // lines known not to be
      Charset found = null; // the last one found, for the longest start read: ends[good - 1]
      while (bad - good > 1) {
        int mid = (good + bad) >>> 1;
        try {
          found = detect.apply(Arrays.copyOfRange(bytes, from, ends[mid - 1]));
          good = mid;
        } catch (NotationException e) {
          bad = mid;
        }
      }
      int stop = good == 0 ? from : ends[good - 1];
      if (good > 0 && !ascii(bytes, from, stop) || good == ends.length) {
        return found; // beyond ASCII, or every line read
      }
      from = ends[good]; // past the line that stopped it
    }
    return null;
  }

  /** Where each line of the bytes from {@code from} ends, its line feed included. */
  private static int[] lineEnds(byte[] bytes, int from) {
    int count = 0;
    for (int i = from; i < bytes.length; i++) {
      count += bytes[i] == '\n' ? 1 : 0;
    }
    boolean open = bytes.length > from && bytes[bytes.length - 1] != '\n';
    int[] ends = new int[count + (open ? 1 : 0)];
    int n = 0;
    for (int i = from; i < bytes.length; i++) {
      if (bytes[i] == '\n') {
        ends[n++] = i + 1;
      }
    }
    if (open) {
      ends[n] = bytes.length;
    }
    return ends;
  }

  private static boolean ascii(byte[] bytes, int from, int to) {
    for (int i = from; i < to; i++) {
      if (bytes[i] < 0) {
        return false;
      }
    }
    return true;
  }

  private static boolean ascii(byte[] bytes, int from) {
    return ascii(bytes, from, bytes.length);
  }

  private static void closeQuietly(InputStream bytes) {
    try {
      bytes.close();
    } catch (IOException e) {
      // Everything was read: a failure to release the stream loses nothing.
    }
  }

  /** Drops a byte order mark at the start, as decoding a whole file does. */
  private void dropMark() {
    if (fill() && buffer[position] == '\uFEFF') {
      position++;
    }
  }

  /**
   * Whether another part follows.
   *
   * @return true if {@link #next()} gives one
   * @throws UncheckedIOException if the stream fails
   */
  @Override
  public boolean hasNext() {
    if (next == null && queued != null) {
      next = queued;
      queued = null;
    }
    if (next == null && !done) {
      next = advance();
    }
    return next != null;
  }

  /**
   * The next part.
   *
   * @return the part
   * @throws NoSuchElementException if there is none
   * @throws UncheckedIOException if the stream fails
   */
  @Override
  public Part next() {
    if (!hasNext()) {
      throw new NoSuchElementException("no part left in the text");
    }
    Part out = next;
    next = null;
    return out;
  }

  /**
   * Closes the stream read.
   *
   * @throws IOException if closing it fails
   */
  @Override
  public void close() throws IOException {
    done = true;
    next = null;
    queued = null;
    whole = null;
    in.close();
  }

  /** Reads lines up to the next cut or the end, and gives what they make. */
  private Part advance() {
    if (inText) {
      return advanceInText();
    }
    while (true) {
      long number = nextLine;
      boolean read;
      try {
        read = readLine();
      } catch (CharacterCodingException e) {
        // Bad bytes: the line is gathered whole, each run of them one U+FFFD, before the splitter
        // sees it, so that a splitter that keeps a state (PGN's comments and results) stays right.
        if (badLine == null) {
          badLine = new StringBuilder();
          badLineNumber = number;
          badHead = line.toString();
        }
        badLine.append(line).append('\uFFFD');
        continue;
      }
      if (badLine != null) {
        String whole = badLine.append(read ? line : "").toString();
        badLine = null;
        Part out = badLine(whole);
        if (out != null) {
          return out; // at the end of the text, the next call ends it
        }
        if (read) {
          continue;
        }
      }
      if (!read) {
        done = true;
        if (skipping) {
          return null;
        }
        if (overflow != null) {
          return tooLong();
        }
        return part.length() > 0 || first ? emit(number) : null;
      }
      boolean starts = startsGame(line, 0, line.length());
      if (skipping) {
        if (!starts) {
          continue;
        }
        skipping = false;
        partLine = number;
      }
      Part out = null;
      if (starts && (part.length() > 0 || overflow != null)) {
        out = overflow != null ? tooLong() : emit(number);
        partLine = number;
      }
      if (overflow == null) {
        if ((long) part.length() + line.length() > maxChars) {
          part.append(line, 0, Math.min(line.length(), HEAD));
          overflow = part.substring(0, Math.min(part.length(), HEAD));
          part.setLength(0);
        } else {
          part.append(line);
        }
      }
      if (out != null) {
        return out;
      }
    }
  }

  /**
   * A line that held bad bytes, read whole: the game they are in is refused whole (its text up to
   * them is not all of it), and the lines after them are skipped up to the next game's first.
   *
   * @param whole the line, each run of bad bytes one U+FFFD
   * @return the part to give now (the game before, whole, or a refusal), or null for none
   */
  private Part badLine(String whole) {
    boolean starts = startsGame(whole, 0, whole.length());
    Part refusal = undecodable(badHead, badLineNumber);
    if (starts) { // the bad game starts here: the one before it, if any, is whole
      boolean before = overflow != null || part.length() > 0 && !skipping;
      skipping = true;
      if (!before) {
        part.setLength(0);
        first = false;
        return refusal;
      }
      queued = refusal;
      return overflow != null ? tooLong() : emit(badLineNumber);
    }
    if (skipping || overflow != null) {
      return null; // in text already refused (skipped, or dropped as too long)
    }
    skipping = true;
    first = false;
    String input = part + badHead;
    long at = partLine;
    part.setLength(0);
    return undecodable(input, at);
  }

  /** The refusal of a text cut short by bytes that are not text in the stream's charset. */
  private static Part undecodable(String input, long line) {
    return new Part(
        input.substring(0, Math.min(input.length(), HEAD)),
        line,
        Optional.of(
            new NotationException(
                "the bytes after this are not text in the encoding of the file's start",
                input,
                input.length())));
  }

  private Part emit(long following) {
    Part out = new Part(part.toString(), partLine, Optional.empty());
    part.setLength(0);
    partLine = following;
    first = false;
    return out;
  }

  private Part tooLong() {
    String head = overflow;
    overflow = null;
    first = false;
    return new Part(head, partLine, Optional.of(new NotationException(TOO_LONG, head, 0)));
  }

  /**
   * Whether a part may start at the line kept in {@code source} from {@code start} to {@code end}
   * (the line builder, or the text in memory): the splitter is given a view of it without its end,
   * cut to the limit if longer, and then told that it is cut ({@link GameSplitter#startsGameCut}).
   */
  private boolean startsGame(CharSequence source, int start, int end) {
    while (end > start && (source.charAt(end - 1) == '\n' || source.charAt(end - 1) == '\r')) {
      end--;
    }
    content.source = source;
    content.start = start;
    content.length = Math.min(end - start, maxChars);
    return end - start > maxChars ? splitter.startsGameCut(content) : splitter.startsGame(content);
  }

  /**
   * {@link #advance} over a text in memory: the same parts, cut at the same lines and refused
   * alike, each line found in place and each part a substring of the text.
   */
  private Part advanceInText() {
    if (splitter == NONE && first && whole.length() <= maxChars) {
      done = true; // no line is cut, and none is too long: the part is the text, from line 1
      first = false;
      return new Part(whole, partLine, Optional.empty());
    }
    while (true) {
      long number = nextLine;
      if (at >= whole.length()) {
        done = true;
        if (overflow != null) {
          return tooLong();
        }
        return !partEmpty || first ? emitInText(number) : null;
      }
      int lineStart = at; // the line is [lineStart, at), its end included
      at = lineEnd(at);
      nextLine++;
      // as readLine keeps it: up to its first end character, at most maxChars + 1 characters (a
      // longer line is refused), and the '\n' of a "\r\n" after them
      int run =
          whole.charAt(at - 1) == '\n' && at - lineStart >= 2 && whole.charAt(at - 2) == '\r'
              ? at - lineStart - 1
              : at - lineStart;
      int kept = run > maxChars + 1 ? maxChars + 1 : at - lineStart;
      int partLength = partEmpty ? 0 : partEnd - partStart;
      Part out = null;
      if (startsGame(whole, lineStart, lineStart + kept) && (partLength > 0 || overflow != null)) {
        out = overflow != null ? tooLong() : emitInText(number);
        partLine = number;
        partLength = 0;
      }
      if (overflow == null) {
        int from = partLength > 0 ? partStart : lineStart;
        if ((long) partLength + kept > maxChars) {
          overflow = whole.substring(from, from + Math.min(HEAD, partLength + kept));
          partEmpty = true;
        } else {
          partStart = from;
          partEnd = at;
          partEmpty = false;
        }
      }
      if (out != null) {
        return out;
      }
    }
  }

  /** The part gathered from the text; see {@link #emit}. */
  private Part emitInText(long following) {
    Part out =
        new Part(partEmpty ? "" : whole.substring(partStart, partEnd), partLine, Optional.empty());
    partEmpty = true;
    partLine = following;
    first = false;
    return out;
  }

  /** Where the line of the text that starts at {@code from} ends, its end included. */
  private int lineEnd(int from) {
    if (nextFeed < from) {
      nextFeed = indexOrEnd('\n', from);
    }
    if (nextReturn < from) {
      nextReturn = indexOrEnd('\r', from);
    }
    int end = Math.min(nextFeed, nextReturn);
    if (end == whole.length()) {
      return end;
    }
    return end == nextReturn && end + 1 < whole.length() && whole.charAt(end + 1) == '\n'
        ? end + 2
        : end + 1;
  }

  private int indexOrEnd(char c, int from) {
    int i = whole.indexOf(c, from);
    return i < 0 ? whole.length() : i;
  }

  /**
   * The line without its end, as the splitter is given it: a view of {@link #line} or of the text
   * in memory, read in place, so that a splitter that looks at a few characters of each line makes
   * no string of it.
   */
  private static final class LineView implements CharSequence {
    private CharSequence source; // the line builder, or the text in memory
    private int start;
    private int length;

    @Override
    public int length() {
      return length;
    }

    @Override
    public char charAt(int index) {
      Objects.checkIndex(index, length);
      return source.charAt(start + index);
    }

    @Override
    public CharSequence subSequence(int from, int to) {
      Objects.checkFromToIndex(from, to, length);
      return source.subSequence(start + from, start + to).toString();
    }

    @Override
    public String toString() {
      return source.subSequence(start, start + length).toString();
    }
  }

  /**
   * Reads the next line with its end into {@link #line}: past {@link #maxChars}, its characters are
   * counted but not kept (the part is then refused).
   *
   * @return false at the end of the text
   */
  private boolean readLine() throws CharacterCodingException {
    line.setLength(0);
    boolean any = false;
    long dropped = 0;
    while (fillOrThrow()) {
      any = true;
      // the buffered run up to the line's end, taken at once
      int from = position;
      int to = from;
      boolean ends = false;
      while (to < limit && !ends) {
        char c = buffer[to++];
        ends = c == '\n' || c == '\r';
      }
      position = to;
      int kept = (int) Math.min(to - from, Math.max(0, maxChars + 1L - line.length()));
      line.append(buffer, from, kept);
      dropped += to - from - kept;
      if (ends) {
        // bad bytes after the '\r' are thrown with the next line: this one is whole
        if (buffer[to - 1] == '\r' && fill() && buffer[position] == '\n') {
          position++;
          line.append('\n');
        }
        break;
      }
    }
    if (any) {
      nextLine++;
    }
    if (dropped > 0) {
      line.setLength(maxChars + 1); // longer than any part may be: refused
    }
    return any;
  }

  private boolean fill() {
    try {
      return fillOrThrow();
    } catch (CharacterCodingException e) {
      malformed = true; // thrown when the first line is read
      return false;
    }
  }

  /** Whether a character is buffered, reading more if need be. */
  private boolean fillOrThrow() throws CharacterCodingException {
    while (position >= limit) {
      if (malformed) {
        malformed = false;
        throw new CharacterCodingException();
      }
      if (eof) {
        return false;
      }
      int n;
      try {
        n = in.read(buffer, 0, buffer.length); // past bad bytes, it reads on after them
      } catch (CharacterCodingException e) {
        throw e;
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      if (n < 0) {
        eof = true;
        return false;
      }
      position = 0;
      limit = n;
    }
    return true;
  }

  /**
   * The first bytes of a stream, and the failure that cut them short, if one did after some bytes.
   *
   * @param bytes the bytes read
   * @param failure the stream's failure after them, or null if it ended or gave them all
   */
  private record Head(byte[] bytes, IOException failure) {
    /**
     * Reads up to {@code most} bytes, in a buffer that grows with what comes (a small file takes
     * little).
     *
     * @throws UncheckedIOException if the stream fails before its first byte
     */
    static Head read(InputStream in, int most) {
      byte[] buffer = new byte[Math.min(most, 1 << 13)];
      int n = 0;
      try {
        while (n < most) {
          if (n == buffer.length) {
            buffer = Arrays.copyOf(buffer, (int) Math.min(most, 2L * buffer.length));
          }
          int got = in.read(buffer, n, buffer.length - n);
          if (got < 0) {
            break;
          }
          n += got;
        }
      } catch (IOException e) {
        if (n == 0) {
          closeQuietly(in);
          throw new UncheckedIOException(e);
        }
        return new Head(Arrays.copyOf(buffer, n), e);
      }
      return new Head(Arrays.copyOf(buffer, n), null);
    }
  }

  /** A stream that fails as the one it stands for failed, at its first read. */
  private static final class Failing extends InputStream {
    private final IOException failure;

    Failing(IOException failure) {
      this.failure = failure;
    }

    @Override
    public int read() throws IOException {
      throw failure;
    }
  }

  /**
   * A stream whose reads of some bytes give at least one, or the end: a stream that breaks its
   * contract by reading none (a read of {@code len > 0} returning 0) would otherwise end the text
   * where {@link SequenceInputStream} takes 0 for its end. Such a read is asked again as one byte,
   * which blocks until there is one.
   */
  private static final class NeverEmpty extends FilterInputStream {
    NeverEmpty(InputStream in) {
      super(in);
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      int n = in.read(b, off, len);
      if (n != 0 || len == 0) {
        return n;
      }
      int one = in.read();
      if (one < 0) {
        return -1;
      }
      b[off] = (byte) one;
      return 1;
    }
  }

  /**
   * Decodes bytes as they are read, refusing any that are not text in the charset: unlike an {@link
   * java.io.InputStreamReader}, it gives every character before bad bytes, then throws once, then
   * decodes on from the byte after them.
   */
  private static final class StrictReader extends Reader {
    private InputStream in;
    private CharsetDecoder decoder;
    private final ByteBuffer bytes = ByteBuffer.allocate(8192).flip();
    private boolean ended; // the bytes are all read
    private CharacterCodingException bad; // met, to throw once the characters before it are given
    private int badLength; // the bad bytes, skipped when thrown

    /**
     * How to choose the charset at the first byte that is not ASCII, while the text so far is all
     * ASCII and its charset still open; null once chosen.
     */
    private Function<byte[], Charset> later;

    StrictReader(InputStream in, Charset charset, Function<byte[], Charset> later) {
      this.in = in;
      this.decoder = strict(charset);
      this.later = later;
    }

    private static CharsetDecoder strict(Charset charset) {
      return charset
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT);
    }

    /**
     * Chooses the charset from the bytes from the first one that is not ASCII on, up to {@link
     * #WINDOW} of them (to their last line break), and decodes them and the rest in it; bytes that
     * no charset of the format reads are then refused as bad bytes.
     */
    private void choose() throws IOException {
      Function<byte[], Charset> detect = later;
      later = null;
      byte[] rest = new byte[bytes.remaining()];
      bytes.get(rest);
      byte[] more = in.readNBytes(Math.max(0, WINDOW - rest.length));
      byte[] window = Arrays.copyOf(rest, rest.length + more.length);
      System.arraycopy(more, 0, window, rest.length, more.length);
      int end = window.length;
      while (end > 0 && window[end - 1] != '\n') {
        end--;
      }
      try {
        decoder = strict(detectOrStart(end == 0 ? window : Arrays.copyOf(window, end), detect));
      } catch (NotationException e) {
        // no line of them is text: the ASCII decoder stays, and refuses the first of these bytes
      }
      in = new SequenceInputStream(new ByteArrayInputStream(window), in);
      bytes.clear().flip();
      ended = false;
    }

    @Override
    public int read(char[] target, int offset, int length) throws IOException {
      if (length == 0) {
        return 0;
      }
      CharBuffer out = CharBuffer.wrap(target, offset, length);
      while (out.position() == offset) {
        if (bad != null) {
          CharacterCodingException thrown = bad;
          bad = null;
          bytes.position(bytes.position() + badLength);
          throw thrown;
        }
        CoderResult result = decoder.decode(bytes, out, ended);
        if (result.isError() && later != null) {
          choose();
          continue;
        }
        if (result.isError()) {
          bad = new CharacterCodingException();
          badLength = result.length();
          continue; // the characters decoded before it go out first
        }
        if (out.position() > offset) {
          break;
        }
        if (ended) {
          decoder.flush(out);
          return out.position() > offset ? out.position() - offset : -1;
        }
        bytes.compact();
        int n = in.read(bytes.array(), bytes.position(), bytes.remaining());
        if (n < 0) {
          ended = true;
        } else {
          bytes.position(bytes.position() + n);
        }
        bytes.flip();
      }
      return out.position() - offset;
    }

    @Override
    public void close() throws IOException {
      in.close();
    }
  }
}
