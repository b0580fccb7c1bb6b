package io.github.plateau.cli;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Position;
import io.github.plateau.core.RecordFormat;
import io.github.plateau.core.text.Encodings;
import java.io.PrintStream;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.util.List;

/**
 * Writes games one at a time as one file of a format, in an encoding, onto standard output, the
 * same way whether a file was read whole or streamed: a game the encoding cannot write is left out
 * and the others go on, and the first game is held until a second one shows that the format takes
 * several, so that a format of one game a file is refused before anything is written.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
final class GameWriter<P extends Position<P, M>, M> {
  private final RecordFormat<P, M> format;
  private final Charset encoding;
  private final PrintStream out;
  private long written;
  private byte[] pending; // the first game's text, until a second one or the end
  private String unwritable = ""; // why the last game refused was, for unwritable()

  /**
   * A writer.
   *
   * @param format the format written
   * @param encoding the charset the text is written in
   * @param out where it goes
   */
  GameWriter(RecordFormat<P, M> format, Charset encoding, PrintStream out) {
    this.format = format;
    this.encoding = encoding;
    this.out = out;
  }

  /**
   * Writes a game after those written before.
   *
   * @param record the game
   * @return false if the encoding cannot write it: nothing of it is written
   * @throws UsageException if the format cannot write it, or a second game
   */
  boolean write(AnnotatedRecord<P, M> record) {
    String text;
    try {
      text = written == 0 ? format.write(List.of(record), encoding) : format.writeNext(record);
    } catch (IllegalArgumentException e) { // records or an encoding the format cannot write
      throw new UsageException(e.getMessage());
    }
    byte[] encoded;
    try {
      encoded = Encodings.encode(text, encoding);
    } catch (CharacterCodingException e) {
      unwritable = e.getMessage();
      return false;
    }
    written++;
    if (written == 1) {
      pending = encoded;
      return true;
    }
    finish();
    out.write(encoded, 0, encoded.length);
    return true;
  }

  /** Writes the first game, if it is still held: called once the games are done. */
  void finish() {
    if (pending != null) {
      out.write(pending, 0, pending.length);
      pending = null;
    }
  }

  /**
   * What a game the encoding cannot write is told: the first character it cannot, and where.
   *
   * @return the reason, without the game's place
   */
  String unwritable() {
    return "holds characters that "
        + encoding.name()
        + " cannot write ("
        + unwritable
        + "); left out (choose another --encoding)";
  }

  /**
   * The kind of refusal a game the encoding cannot write counts as.
   *
   * @return the kind
   */
  String unwritableKind() {
    return "unwritable in " + encoding.name();
  }
}
