package io.github.plateau.core.text;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.NotationException;
import java.io.ByteArrayOutputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Turns the bytes of a record file into text when the file does not say its encoding: a UTF-8 byte
 * order mark decides, else UTF-8 if it decodes every byte (a file in another encoding almost never
 * does), else the candidate that decodes every byte into the most characters typical of game
 * records (the pieces, moves and words of shogi and xiangqi, Japanese kana), the earlier candidate
 * on a tie. The legacy encodings of one script accept each other's bytes (GB18030 decodes Big5
 * text, Shift_JIS decodes EUC-JP text, without error but garbled): the count tells them apart,
 * GB18030's and Big5's texts also counting the characters each charset ranks as most used. The byte
 * order mark is dropped.
 */
public final class Encodings {
  /** Shogi files: UTF-8, then Shift_JIS (as Windows writes it), then EUC-JP. */
  public static final List<Charset> SHOGI =
      List.of(StandardCharsets.UTF_8, Charset.forName("windows-31j"), Charset.forName("EUC-JP"));

  /** Xiangqi files: UTF-8, then GB18030 (a superset of GBK and GB2312), then Big5. */
  public static final List<Charset> XIANGQI =
      List.of(StandardCharsets.UTF_8, Charset.forName("GB18030"), Charset.forName("Big5"));

  /** Draughts files: UTF-8, then windows-1252 (Latin-1 as Windows writes it). */
  public static final List<Charset> DRAUGHTS =
      List.of(StandardCharsets.UTF_8, Charset.forName("windows-1252"));

  private Encodings() {}

  /**
   * Decodes bytes with the first charset that fits them all.
   *
   * @param bytes the file's bytes
   * @param candidates the charsets to try, in order
   * @return the text, without a byte order mark
   * @throws IllegalArgumentException if an argument is null or the list is empty
   * @throws NotationException if no candidate decodes the bytes; located at the first byte refused
   *     by the candidate that reads the furthest, in its text decoded with replacements
   */
  public static String decode(byte[] bytes, List<Charset> candidates) {
    return choose(bytes, candidates, false).text();
  }

  /**
   * The charset {@link #decode} decodes bytes with: for a stream, detected from its first bytes.
   *
   * @param bytes the file's bytes, or its first bytes, up to a line break or cut anywhere: a last
   *     character cut short counts against no charset
   * @param candidates the charsets to try, in order
   * @return the charset whose text {@link #decode} returns
   * @throws IllegalArgumentException if an argument is null or the list is empty
   * @throws NotationException as {@link #decode}
   */
  public static Charset detect(byte[] bytes, List<Charset> candidates) {
    return choose(bytes, candidates, true).charset();
  }

  /** A charset chosen and the text it decodes. */
  private record Decoded(Charset charset, String text) {}

  /**
   * The candidate that decodes the bytes, scored where several do; {@code cut}: the bytes may end
   * inside a character.
   */
  private static Decoded choose(byte[] bytes, List<Charset> candidates, boolean cut) {
    checkArgument(bytes != null, "bytes is null");
    checkArgument(candidates != null && !candidates.isEmpty(), "no candidate charset");
    int start = hasUtf8Mark(bytes) ? 3 : 0;
    if (start == 3) {
      String text = strict(bytes, start, StandardCharsets.UTF_8, cut);
      if (text != null) {
        return new Decoded(StandardCharsets.UTF_8, text);
      }
    }
    // UTF-8 with bytes that are not (most lines read in it): another charset would garble the rest
    boolean brokenUtf8 = false;
    Decoded best = null;
    int bestScore = Integer.MIN_VALUE; // scored only once a second candidate decodes the bytes
    for (Charset charset : candidates) {
      checkArgument(charset != null, "a candidate charset is null");
      boolean utf8 = charset.equals(StandardCharsets.UTF_8);
      String text = start == 3 && utf8 ? null : strict(bytes, start, charset, cut);
      if (text == null) {
        if (utf8 && candidates.size() > 1 && mostlyUtf8(bytes, start)) {
          brokenUtf8 = true;
          break;
        }
        continue;
      }
      if (utf8) {
        return new Decoded(charset, text.startsWith("\uFEFF") ? text.substring(1) : text);
      }
      if (best == null) {
        best = new Decoded(charset, text);
        continue;
      }
      if (bestScore == Integer.MIN_VALUE) {
        bestScore = score(best.text(), best.charset());
      }
      int score = score(text, charset);
      if (score > bestScore) {
        best = new Decoded(charset, text);
        bestScore = score;
      }
    }
    if (best != null) {
      String text = best.text();
      return new Decoded(best.charset(), text.startsWith("\uFEFF") ? text.substring(1) : text);
    }
    // Located where the candidate that reads furthest stops: a Shift_JIS file with one bad byte
    // on its 60th line is refused there, not at its first kanji, where UTF-8 stops. Broken UTF-8
    // is refused where UTF-8 stops.
    String furthest = null;
    int bad = -1;
    Charset reader = null;
    for (Charset charset : brokenUtf8 ? List.of(StandardCharsets.UTF_8) : candidates) {
      String lenient = new String(bytes, start, bytes.length - start, charset);
      int at = lenient.indexOf('\uFFFD');
      at = at < 0 ? lenient.length() : at;
      if (at > bad) {
        furthest = lenient;
        bad = at;
        reader = charset;
      }
    }
    String problem = "the bytes are not text in any of " + names(candidates);
    if (brokenUtf8) {
      problem = "the bytes are UTF-8 text, but not all of them: these are not";
    } else if (candidates.size() > 1) {
      problem += "; " + reader.name() + " reads the furthest, up to here";
    }
    throw new NotationException(problem, furthest, bad);
  }

  /** How many lines beyond ASCII {@link #mostlyUtf8} judges by. */
  private static final int LINES_JUDGED = 32;

  /**
   * Whether most of the first {@value #LINES_JUDGED} lines that hold bytes beyond ASCII, two or
   * more, are UTF-8: then the text is UTF-8 whose other lines are broken or in another encoding (a
   * game pasted from another file), and reading all of it in a charset that accepts those bytes
   * would garble every line but them. A file in a legacy encoding almost never makes a whole line
   * of valid UTF-8 (none of the corpus's 61 such files does).
   */
  private static boolean mostlyUtf8(byte[] bytes, int start) {
    int valid = 0;
    int invalid = 0;
    int from = start;
    while (from < bytes.length && valid + invalid < LINES_JUDGED) {
      int end = from;
      boolean beyondAscii = false;
      while (end < bytes.length && bytes[end] != '\n') {
        beyondAscii |= bytes[end] < 0;
        end++;
      }
      if (beyondAscii) {
        if (isUtf8(bytes, from, end, false, Integer.MAX_VALUE)) {
          valid++;
        } else {
          invalid++;
        }
      }
      from = end + 1;
    }
    // two lines at least, and more than the others: one short legacy line may be valid UTF-8 by
    // chance (GB2312's 郑惟桐), and one against one says nothing
    return valid >= 2 && valid > invalid;
  }

  /** Characters of shogi and xiangqi records, in both Chinese scripts. */
  private static final String TYPICAL =
      "歩香桂銀金角飛玉王と成打同先手後投了千日持将棋中断反則勝負詰上下右左直引寄"
          + "车馬马炮砲包兵卒士仕象相帅帥将將進进退平前后後红紅黑黒胜勝和局"
          + "▲△☗☖一二三四五六七八九十";

  /** {@link #TYPICAL}'s characters as a set of bits by char value: one lookup per character. */
  private static final long[] TYPICAL_BITS = typicalBits();

  private static long[] typicalBits() {
    long[] bits = new long[(Character.MAX_VALUE + 1) / 64];
    for (int i = 0; i < TYPICAL.length(); i++) {
      char c = TYPICAL.charAt(i);
      bits[c >>> 6] |= 1L << c;
    }
    return bits;
  }

  /**
   * The characters each Chinese charset orders first as the most used, GB2312's level 1 (bytes B0A1
   * to D7F9) and Big5's (A440 to C67E): bytes of one script read in the other's charset make far
   * fewer of the other's own common characters, so names and events tell the two apart where no
   * typical character does.
   */
  private static final Charset GB18030 = Charset.forName("GB18030");

  private static final Charset BIG5 = Charset.forName("Big5");
  private static final long[] GB_COMMON = charactersOf(GB18030, 0xB0A1, 0xD7F9, 0xA1);
  private static final long[] BIG5_COMMON = charactersOf(BIG5, 0xA440, 0xC67E, 0x40);

  /**
   * The characters a charset decodes from the two-byte codes of a range, as bits by char: the
   * second bytes from {@code leastTrail} to 0xFE, but for 0x7F to 0xA0 (no character's in either).
   */
  private static long[] charactersOf(Charset charset, int first, int last, int leastTrail) {
    ByteArrayOutputStream codes = new ByteArrayOutputStream();
    for (int code = first; code <= last; code++) {
      int trail = code & 0xFF;
      if (trail >= leastTrail && trail <= 0xFE && (trail < 0x7F || trail > 0xA0)) {
        codes.write(code >>> 8);
        codes.write(trail);
      }
    }
    String text = new String(codes.toByteArray(), charset); // an unmapped code: U+FFFD, skipped
    long[] bits = new long[(Character.MAX_VALUE + 1) / 64];
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c >= 0x80 && c != '\uFFFD') {
        bits[c >>> 6] |= 1L << c;
      }
    }
    return bits;
  }

  /**
   * Typical characters count for, half-width katakana (a garbled decode's mark) against; in a
   * Chinese charset, its own common characters count for too.
   */
  private static int score(String text, Charset charset) {
    long[] common = charset.equals(GB18030) ? GB_COMMON : charset.equals(BIG5) ? BIG5_COMMON : null;
    int score = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if ((TYPICAL_BITS[c >>> 6] & 1L << c) != 0 || (c >= '\u3041' && c <= '\u3096')) {
        score++;
      } else if (c >= '\uFF61' && c <= '\uFF9F') {
        score--;
      }
      if (common != null && (common[c >>> 6] & 1L << c) != 0) {
        score++;
      }
    }
    return score;
  }

  /**
   * The bytes of a text in a charset, every character of it, such that they decode to the same
   * text: none is replaced, nor written as the bytes of a look-alike (windows-31j writes {@code ¢}
   * as the bytes of {@code ￠}). Shift_JIS is written as Windows writes it (windows-31j), the way
   * every reader here decodes it, so that a text read back is equal or refused when written: the
   * JDK's own Shift_JIS writes {@code 〜} (U+301C) as the bytes that Windows, and these readers,
   * read as {@code ～} (U+FF5E).
   *
   * @param text the text
   * @param encoding the charset
   * @return the bytes
   * @throws CharacterCodingException if a character has no bytes in the charset that decode back to
   *     it; its message names the first such character and its offset
   * @throws IllegalArgumentException if an argument is null
   */
  public static byte[] encode(String text, Charset encoding) throws CharacterCodingException {
    checkArgument(text != null && encoding != null, "an argument is null");
    Charset written = encoding.equals(JIS) ? WINDOWS_JIS : encoding;
    ByteBuffer encoded;
    try {
      encoded =
          written
              .newEncoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .onUnmappableCharacter(CodingErrorAction.REPORT)
              .encode(CharBuffer.wrap(text));
    } catch (CharacterCodingException e) {
      throw unwritable(text, encoding, written);
    }
    byte[] bytes = new byte[encoded.remaining()];
    encoded.get(bytes);
    if (!written.name().startsWith("UTF-") && !new String(bytes, written).equals(text)) {
      throw unwritable(text, encoding, written); // a look-alike's bytes: read back, it differs
    }
    return bytes;
  }

  /** The refusal of a text {@link #encode} cannot write, naming its first such character. */
  private static CharacterCodingException unwritable(
      String text, Charset encoding, Charset written) {
    CharsetEncoder encoder = written.newEncoder(); // canEncode resets it for each character
    int at = 0;
    while (at < text.length()) {
      int c = text.codePointAt(at);
      String one = Character.toString(c);
      if (!encoder.canEncode(one) || !new String(one.getBytes(written), written).equals(one)) {
        break;
      }
      at += Character.charCount(c);
    }
    String charset =
        written.equals(encoding)
            ? encoding.name()
            : encoding.name() + " as Windows writes it (" + written.name() + ")";
    if (at == text.length()) { // each character alone reads back, not the whole text
      return new Unwritable("the text has no bytes in " + charset + " that read back as it");
    }
    int c = text.codePointAt(at);
    String shown = Character.isISOControl(c) ? "" : " (" + Character.toString(c) + ")";
    return new Unwritable(
        String.format("the character U+%04X%s at offset %d", c, shown, at)
            + " has no bytes in "
            + charset
            + " that read back as it");
  }

  /** A {@link CharacterCodingException} that says which character, where and why. */
  private static final class Unwritable extends CharacterCodingException {
    private static final long serialVersionUID = 1L;
    private final String message;

    Unwritable(String message) {
      this.message = message;
    }

    @Override
    public String getMessage() {
      return message;
    }
  }

  private static final Charset JIS = Charset.forName("Shift_JIS");
  private static final Charset WINDOWS_JIS = Charset.forName("windows-31j");

  static boolean hasUtf8Mark(byte[] bytes) {
    return bytes.length >= 3
        && (bytes[0] & 0xFF) == 0xEF
        && (bytes[1] & 0xFF) == 0xBB
        && (bytes[2] & 0xFF) == 0xBF;
  }

  /**
   * The text of the bytes from {@code start} in a charset, every byte read, or null; {@code cut}:
   * an incomplete character at the end is left out rather than refused.
   */
  private static String strict(byte[] bytes, int start, Charset charset, boolean cut) {
    if (!cut && charset.equals(StandardCharsets.UTF_8)) {
      return utf8(bytes, start);
    }
    CharsetDecoder decoder =
        charset
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes, start, bytes.length - start);
    // room for the most characters the bytes can make: decode(ByteBuffer) starts from half a
    // character a byte in the double-byte charsets, and grows and copies for text mostly in ASCII
    int room = (int) Math.ceil(in.remaining() * (double) decoder.maxCharsPerByte());
    // made only once the first characters are decoded: a file in another charset is mostly refused
    // there, and made a buffer (zeroed) as large as the file for nothing
    CharBuffer out = CharBuffer.allocate(Math.min(room, FIRST_CHARS));
    // cut: not the end of the input, so bytes that only begin a character stay unread, not refused
    CoderResult result = decoder.decode(in, out, !cut);
    if (result.isOverflow()) {
      CharBuffer whole = CharBuffer.allocate(room);
      whole.put(out.flip());
      out = whole;
      result = decoder.decode(in, out, !cut); // the decoder goes on where it stopped
    }
    if (result.isError() || !cut && (in.hasRemaining() || decoder.flush(out).isError())) {
      return null;
    }
    return out.flip().toString();
  }

  /** How many characters {@link #strict} decodes before it makes room for the whole text. */
  private static final int FIRST_CHARS = 4096;

  /** How many bytes {@link #utf8} checks first at most. */
  private static final int UTF8_PREFIX = 4096;

  /**
   * How many characters beyond ASCII {@link #utf8} checks first at most: a file in another encoding
   * is mostly refused at its first such character.
   */
  private static final int UTF8_NON_ASCII_CHECKED = 16;

  /**
   * The text of bytes in UTF-8, every byte read, or null. Decoded by {@code String}'s own fast
   * path, which replaces a malformed sequence with U+FFFD as the strict decoder would refuse it: a
   * text without that character is the strict decoder's; one with it is checked byte by byte, since
   * a file may hold the character itself. The first bytes are checked before, up to the first
   * characters beyond ASCII, so that a file in another encoding is not decoded whole for nothing.
   */
  static String utf8(byte[] bytes, int start) {
    int prefix = Math.min(bytes.length, start + UTF8_PREFIX);
    if (!isUtf8(bytes, start, prefix, prefix < bytes.length, UTF8_NON_ASCII_CHECKED)) {
      return null;
    }
    String text = new String(bytes, start, bytes.length - start, StandardCharsets.UTF_8);
    return text.indexOf('\uFFFD') < 0 || isUtf8(bytes, start) ? text : null;
  }

  /** Eight bytes of an array read as one {@code long}, at any offset. */
  private static final VarHandle EIGHT_BYTES =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  /** The top bit of each of a {@code long}'s eight bytes. */
  private static final long TOP_BITS = 0x8080_8080_8080_8080L;

  /**
   * Whether the bytes from {@code start} are well-formed UTF-8 as the JDK's strict decoder reads
   * it: no overlong form, no surrogate, nothing above U+10FFFF, no character cut short at the end.
   */
  static boolean isUtf8(byte[] bytes, int start) {
    return isUtf8(bytes, start, bytes.length, false, Integer.MAX_VALUE);
  }

  /**
   * Whether the bytes from {@code start} to {@code end} are well-formed UTF-8, as {@link
   * #isUtf8(byte[], int)}, up to the first {@code chars} characters beyond ASCII; {@code cut}: a
   * character that the end cuts short is not refused.
   */
  private static boolean isUtf8(byte[] bytes, int start, int end, boolean cut, int chars) {
    int i = start;
    int n = end;
    int left = chars;
    while (i < n && left > 0) {
      // record files are mostly ASCII: eight bytes are passed over at once where none has its top
      // bit set
      while (i <= n - Long.BYTES && ((long) EIGHT_BYTES.get(bytes, i) & TOP_BITS) == 0) {
        i += Long.BYTES;
      }
      if (i >= n) {
        break;
      }
      int b = bytes[i];
      if (b >= 0) {
        i++;
        continue;
      }
      int lead = b & 0xFF;
      if (lead < 0xC2 || lead > 0xF4) { // a continuation byte, an overlong lead or beyond Unicode
        return false;
      }
      int length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
      if (i + length > n) {
        return cut; // the bytes after the end decide
      }
      int second = bytes[i + 1] & 0xFF;
      // the second byte's range is narrower after the leads that could make an overlong form, a
      // surrogate (ED) or a code point above U+10FFFF (F4)
      int low = lead == 0xE0 ? 0xA0 : lead == 0xF0 ? 0x90 : 0x80;
      int high = lead == 0xED ? 0x9F : lead == 0xF4 ? 0x8F : 0xBF;
      if (second < low || second > high) {
        return false;
      }
      for (int k = 2; k < length; k++) {
        if ((bytes[i + k] & 0xC0) != 0x80) {
          return false;
        }
      }
      i += length;
      left--;
    }
    return true;
  }

  private static String names(List<Charset> candidates) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < candidates.size(); i++) {
      if (i > 0) {
        out.append(i == candidates.size() - 1 ? " or " : ", ");
      }
      out.append(candidates.get(i).name());
    }
    return out.toString();
  }
}
