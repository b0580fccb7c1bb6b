package io.github.plateau.core.text;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.NotationException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Turns the bytes of a record file into text when the file does not say its encoding: a UTF-8 byte
 * order mark decides, else the first of the candidate charsets that decodes every byte wins.
 *
 * <p>Order matters: UTF-8 first (a non-UTF-8 file almost never decodes as UTF-8), then the legacy
 * encodings of the game's country, the most common first. The byte order mark is dropped.
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
   * @throws NotationException if no candidate decodes the bytes; the message names the first byte
   *     the first candidate refused, and its offset in the text decoded with replacements
   */
  public static String decode(byte[] bytes, List<Charset> candidates) {
    checkArgument(bytes != null, "bytes is null");
    checkArgument(candidates != null && !candidates.isEmpty(), "no candidate charset");
    int start = hasUtf8Mark(bytes) ? 3 : 0;
    if (start == 3) {
      String text = strict(bytes, start, StandardCharsets.UTF_8);
      if (text != null) {
        return text;
      }
    }
    for (Charset charset : candidates) {
      checkArgument(charset != null, "a candidate charset is null");
      String text = strict(bytes, start, charset);
      if (text != null) {
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
      }
    }
    Charset first = candidates.get(0);
    String lenient = new String(bytes, start, bytes.length - start, first);
    int bad = Math.max(0, lenient.indexOf('\uFFFD'));
    throw new NotationException(
        "the bytes are not text in any of " + names(candidates), lenient, bad);
  }

  private static boolean hasUtf8Mark(byte[] bytes) {
    return bytes.length >= 3
        && (bytes[0] & 0xFF) == 0xEF
        && (bytes[1] & 0xFF) == 0xBB
        && (bytes[2] & 0xFF) == 0xBF;
  }

  private static String strict(byte[] bytes, int start, Charset charset) {
    CharsetDecoder decoder =
        charset
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    try {
      CharBuffer chars = decoder.decode(ByteBuffer.wrap(bytes, start, bytes.length - start));
      return chars.toString();
    } catch (CharacterCodingException e) {
      return null;
    }
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
