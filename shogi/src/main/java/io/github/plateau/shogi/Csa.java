package io.github.plateau.shogi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.RecordFormat;
import io.github.plateau.core.text.EachGame;
import io.github.plateau.core.text.Encodings;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Reads and writes game records in the CSA standard format: V2, V2.1 and V2.2 as servers and GUIs
 * write them, and V3.0 (2022).
 *
 * <p>A record is: in V3.0 a first line {@code 'CSA encoding=UTF-8} (or {@code SHIFT_JIS}); the
 * version ({@code V2.2}, {@code V3.0}; it may be missing); the names {@code N+} and {@code N-};
 * information lines {@code $KEY:value}; the start position; the side to move alone on a line
 * ({@code +} sente, {@code -} gote); then the moves ({@code +7776FU}: side, origin, {@code 00} for
 * a drop, destination, and the piece after the move, so that a promotion names the promoted piece),
 * each followed by the time spent ({@code T12}, with a fraction in V3.0: {@code T12.345}), and at
 * most one special move ({@code %TORYO}). A line may hold several statements separated by {@code
 * ','}. Lines starting with {@code '} are comments, {@code '*} and {@code '**} (engine output)
 * included. Several records separated by lines {@code /} are read by {@link #readAll}.
 *
 * <p>The start position is {@code PI} (the even position) followed by removed pieces, such as
 * {@code PI82HI22KA}; or the ranks {@code P1} to {@code P9}, nine cells each (a side and a piece
 * name, {@code -KY}; a cell that does not start with {@code +} or {@code -} is empty, {@code " * "}
 * as written by most and {@code " *."} by some) and {@code P+}/{@code P-} lines putting pieces of a
 * side on squares ({@code P+63TO}) or in hand ({@code P-00KA}, {@code 00AL} for all the pieces
 * left); such a line may be empty. CSA has no move number: records start at ply 0.
 *
 * <p>What is kept in the {@link AnnotatedRecord}: the names as the headers {@code Sente} and {@code
 * Gote} (the keys of every shogi format); each information line as a header, its key as written
 * ({@code $EVENT:} gives {@code EVENT}; V3.0's {@code TIME}, {@code TIME+}, {@code MAX_MOVES},
 * {@code JISHOGI}, {@code NOTE} are kept as they are); comments before the first move as the start
 * comment, and comments after a move (up to the next one, the comments after the special move
 * included) as that move's comment, lines joined by {@code \n}, the text after the {@code '}; the
 * time of each move. The version and the encoding line are not kept (the writer chooses them), nor
 * the time of a special move.
 *
 * <p>Special moves state an outcome ({@link AnnotatedRecord#statedOutcome()}), the side meant being
 * the side to move: {@code %TORYO} resigns ({@code RESIGNATION}); {@code %TIME_UP} loses on time
 * ({@code TIME_FORFEIT}); {@code %ILLEGAL_MOVE} loses by a foul, {@code %+ILLEGAL_ACTION} makes
 * sente lose and {@code %-ILLEGAL_ACTION} gote ({@code FOUL}); {@code %TSUMI} says it is
 * checkmated; {@code %KACHI} declares a win ({@code DECLARATION}); {@code %SENNICHITE} is a draw by
 * {@code REPETITION}, {@code %JISHOGI} by {@code IMPASSE}, {@code %HIKIWAKE} by {@code
 * ADJUDICATION}, {@code %MAX_MOVES} by {@code MOVE_LIMIT}; {@code %CHUDAN}, {@code %FUZUMI}, {@code
 * %MATTA} and {@code %ERROR} stop the record without a result. A server log that repeats the
 * special move is read.
 *
 * <p>Read {@link ReadMode#STRICT strictly}, the rules end the game: a move after a repetition, the
 * move limit or a mate is an {@link io.github.plateau.core.IllegalMoveException}, a special move
 * must agree with an outcome the moves gave (same winner; {@code %SENNICHITE} fits a perpetual
 * check), {@code %TSUMI} needs a mate, {@code %KACHI} is checked as the 27-point declaration
 * ({@link ShogiRecords#declarationWins}: a wrong declaration loses, as {@link
 * ShogiRecords#declare}), {@code %JISHOGI} is counted under the game's 24-point rule. Read {@link
 * ReadMode#AS_PLAYED as played}, every move is replayed past what the history rules would have
 * ended, the special move's outcome is kept as stated, and a final move the rules refuse followed
 * by the foul word that blames its side ({@code %ILLEGAL_MOVE}, {@code %+ILLEGAL_ACTION}, {@code
 * %-ILLEGAL_ACTION}) is kept as {@link AnnotatedRecord#foulMove()}, as written ({@code +0055FU}).
 *
 * <p>The writer writes V2.2, or V3.0 (after its {@code 'CSA encoding=UTF-8} line: save the text in
 * UTF-8) when the record holds what only V3.0 can say: a time with a fraction of a second, a draw
 * by the move limit; {@link #write(AnnotatedRecord, Version)} chooses. It writes {@code PI} when
 * the start is the even position less some pieces, the ranks otherwise, the comments, the times,
 * the headers (KIF's keys that CSA shares in their CSA spelling; a key holding {@code ':'} as a
 * comment), the foul move and the special move that states the record's stated outcome; when none
 * does, nothing if the rules give the outcome again, else one with the same winner ({@code
 * %HIKIWAKE} for a draw, the loser's {@code ILLEGAL_ACTION} for a win). Variations and marks, which
 * CSA cannot hold, are not written. What {@link #read} gives, written and read again in the same
 * mode, is equal to it.
 *
 * <p>Errors name the line, the column and the move: a text that is not CSA is a {@link
 * NotationException}, a move the position refuses an {@link
 * io.github.plateau.core.IllegalMoveException}, a start position that cannot exist an {@link
 * io.github.plateau.core.IllegalPositionException}.
 */
public final class Csa {
  /**
   * CSA as a {@link RecordFormat} of {@link Shogi}: {@link #readAll(Shogi, byte[], ReadMode)} and
   * {@link #write(List)}.
   */
  public static final RecordFormat<ShogiPosition, Move> FORMAT =
      new EncodedFormat(
          RecordFormat.of(
              "CSA", List.of("csa"), Shogi.class, Csa::readAll, Csa::readEach, Csa::write),
          Csa::write);

  /** The header key of sente's name, CSA's {@code N+}, as every shogi format keeps it. */
  static final String SENTE = "Sente";

  /** The header key of gote's name, CSA's {@code N-}. */
  static final String GOTE = "Gote";

  /** The versions the writer can write. */
  public enum Version {
    /** CSA V2.2 (2008): whole seconds; a draw by the move limit is written {@code %HIKIWAKE}. */
    V2_2,
    /** CSA V3.0 (2022): UTF-8, fractions of a second, {@code %MAX_MOVES}. */
    V3_0
  }

  /** The CSA names of the piece types, by type code (13, a promoted gold, has none). */
  private static final String[] NAMES = {
    "", "FU", "KY", "KE", "GI", "KI", "KA", "HI", "OU", "TO", "NY", "NK", "NG", "", "UM", "RY"
  };

  /** The piece names, for messages. */
  static final String PIECE_NAMES = "FU KY KE GI KI KA HI OU TO NY NK NG UM RY";

  private static final Shogi STANDARD = new Shogi();

  private Csa() {}

  /**
   * Reads one record of standard shogi, strictly.
   *
   * @param text the CSA text
   * @return the record
   * @throws NotationException if the text is not CSA or holds several records; the message names
   *     the line, the column and the move
   * @throws io.github.plateau.core.IllegalMoveException if a move is not legal, follows the end of
   *     the game, or a special move contradicts the position
   * @throws io.github.plateau.core.IllegalPositionException if the start position cannot exist
   * @throws IllegalArgumentException if the text is null
   */
  public static AnnotatedRecord<ShogiPosition, Move> read(String text) {
    return read(STANDARD, text, ReadMode.STRICT);
  }

  /**
   * Reads one record of a game under given rules (ply limit, impasse rule), strictly.
   *
   * @param game the game
   * @param text the CSA text
   * @return the record
   * @throws NotationException if the text is not CSA or holds several records; the message names
   *     the line, the column and the move
   * @throws io.github.plateau.core.IllegalMoveException if a move is not legal, follows the end of
   *     the game, or a special move contradicts the position
   * @throws io.github.plateau.core.IllegalPositionException if the start position cannot exist
   * @throws IllegalArgumentException if an argument is null
   */
  public static AnnotatedRecord<ShogiPosition, Move> read(Shogi game, String text) {
    return read(game, text, ReadMode.STRICT);
  }

  /**
   * Reads one record in a given mode.
   *
   * @param game the game
   * @param text the CSA text
   * @param mode how to replay the moves
   * @return the record
   * @throws NotationException if the text is not CSA or holds several records (the message then
   *     names where the second starts); the message names the line, the column and the move
   * @throws io.github.plateau.core.IllegalMoveException if a move is not legal (as played: one that
   *     the file does not end the game on as a foul), follows the end of the game, or strictly, a
   *     special move contradicts the position
   * @throws io.github.plateau.core.IllegalPositionException if the start position cannot exist
   * @throws IllegalArgumentException if an argument is null
   */
  public static AnnotatedRecord<ShogiPosition, Move> read(Shogi game, String text, ReadMode mode) {
    check(game, text, mode);
    return CsaReader.read(game, text, mode, true).get(0);
  }

  /**
   * Reads one record from a file's bytes: a first line {@code 'CSA encoding=UTF-8} or {@code 'CSA
   * encoding=SHIFT_JIS} decides the encoding, else the first of UTF-8, Shift_JIS and EUC-JP that
   * fits ({@link Encodings#SHOGI}).
   *
   * @param game the game
   * @param bytes the file's bytes
   * @param mode how to replay the moves
   * @return the record
   * @throws NotationException if the bytes are not text in the encoding, or the text is not one CSA
   *     record
   * @throws io.github.plateau.core.IllegalMoveException as {@link #read(Shogi, String, ReadMode)}
   * @throws io.github.plateau.core.IllegalPositionException if the start position cannot exist
   * @throws IllegalArgumentException if an argument is null
   */
  public static AnnotatedRecord<ShogiPosition, Move> read(Shogi game, byte[] bytes, ReadMode mode) {
    checkArgument(bytes != null, "bytes is null");
    return read(game, decode(bytes), mode);
  }

  /**
   * Reads the records of a text in which lines holding only {@code /} separate them.
   *
   * @param game the game
   * @param text the CSA text; a version line at its top holds for all its records
   * @param mode how to replay the moves
   * @return the records, in order; a blank part after the last separator is left out
   * @throws NotationException if a record is not CSA (an empty one included); the message names the
   *     line and column in the whole text
   * @throws io.github.plateau.core.IllegalMoveException as {@link #read(Shogi, String, ReadMode)}
   * @throws io.github.plateau.core.IllegalPositionException if a start position cannot exist
   * @throws IllegalArgumentException if an argument is null
   */
  public static List<AnnotatedRecord<ShogiPosition, Move>> readAll(
      Shogi game, String text, ReadMode mode) {
    check(game, text, mode);
    return List.copyOf(CsaReader.read(game, text, mode, false));
  }

  /**
   * Reads the records of a file's bytes, decoded as {@link #read(Shogi, byte[], ReadMode)} says.
   *
   * @param game the game
   * @param bytes the file's bytes
   * @param mode how to replay the moves
   * @return the records, in order
   * @throws NotationException if the bytes are not text in the encoding, or a record is not CSA
   * @throws io.github.plateau.core.IllegalMoveException as {@link #read(Shogi, String, ReadMode)}
   * @throws io.github.plateau.core.IllegalPositionException if a start position cannot exist
   * @throws IllegalArgumentException if an argument is null
   */
  public static List<AnnotatedRecord<ShogiPosition, Move>> readAll(
      Shogi game, byte[] bytes, ReadMode mode) {
    checkArgument(bytes != null, "bytes is null");
    return readAll(game, decode(bytes), mode);
  }

  /**
   * Reads each record of a file's bytes on its own, decoded as {@link #read(Shogi, byte[],
   * ReadMode)} says: a record the reader refuses is reported in its place, and the records after
   * its separator are still read.
   *
   * @param game the game
   * @param bytes the file's bytes
   * @param mode how to replay the moves
   * @return one entry per record, in order; one refused entry if the bytes are not text
   * @throws IllegalArgumentException if an argument is null
   */
  public static List<RecordFormat.Entry<ShogiPosition, Move>> readEach(
      Shogi game, byte[] bytes, ReadMode mode) {
    check(game, "", mode);
    checkArgument(bytes != null, "bytes is null");
    return EachGame.read(() -> decode(bytes), text -> CsaReader.readEach(game, text, mode));
  }

  private static void check(Shogi game, String text, ReadMode mode) {
    checkArgument(game != null, "game is null");
    checkArgument(text != null, "text is null");
    checkArgument(mode != null, "mode is null");
  }

  /**
   * Writes a game record without headers or comments.
   *
   * @param record a game of shogi
   * @return the CSA text, one statement a line, each line ending with a line feed
   * @throws IllegalArgumentException if the record is null or not of a {@link Shogi} game
   */
  public static String write(GameRecord<ShogiPosition, Move> record) {
    checkArgument(record != null, "record is null");
    return write(AnnotatedRecord.of(record));
  }

  /**
   * Writes a record with its headers, comments, times and outcome, in V2.2 or, when it needs it,
   * V3.0.
   *
   * @param record the record
   * @return the CSA text, one statement a line, each line ending with a line feed
   * @throws IllegalArgumentException if the record is null or not of a {@link Shogi} game
   */
  public static String write(AnnotatedRecord<ShogiPosition, Move> record) {
    return write(List.of(checkRecord(record)));
  }

  /**
   * Writes a record in a given version: V2.2 writes times in whole seconds (rounded down) and a
   * draw by the move limit as {@code %HIKIWAKE}.
   *
   * @param record the record
   * @param version the version
   * @return the CSA text, one statement a line, each line ending with a line feed
   * @throws IllegalArgumentException if an argument is null or the record is not of a {@link Shogi}
   *     game
   */
  public static String write(AnnotatedRecord<ShogiPosition, Move> record, Version version) {
    checkArgument(version != null, "version is null");
    return CsaWriter.write(List.of(checkRecord(record)), version);
  }

  /**
   * Writes records into one text, separated by lines {@code /}, under one version line: V2.2, or
   * V3.0 when one of them needs it.
   *
   * @param records the records, at least one
   * @return the CSA text, one statement a line, each line ending with a line feed
   * @throws IllegalArgumentException if the list is null or empty, or a record is null or not of a
   *     {@link Shogi} game
   */
  public static String write(List<AnnotatedRecord<ShogiPosition, Move>> records) {
    checkArgument(records != null, "records is null");
    checkArgument(!records.isEmpty(), "no record to write");
    records.forEach(Csa::checkRecord);
    return CsaWriter.write(records, null);
  }

  /**
   * Writes records into one V3.0 text for a file saved in an encoding, which its first line names
   * ({@code 'CSA encoding=UTF-8} or {@code 'CSA encoding=SHIFT_JIS}), so that readers decode the
   * file by it.
   *
   * @param records the records, at least one
   * @param encoding UTF-8, or Shift_JIS (windows-31j)
   * @return the CSA text, one statement a line, each line ending with a line feed
   * @throws IllegalArgumentException as {@link #write(List)}, or if the encoding is null or another
   *     one: CSA V3.0 names only those two
   */
  public static String write(List<AnnotatedRecord<ShogiPosition, Move>> records, Charset encoding) {
    checkArgument(records != null, "records is null");
    checkArgument(!records.isEmpty(), "no record to write");
    checkArgument(encoding != null, "encoding is null");
    String name;
    if (encoding.equals(StandardCharsets.UTF_8)) {
      name = "UTF-8";
    } else if (KifText.isShiftJis(encoding)) {
      name = "SHIFT_JIS";
    } else {
      throw new IllegalArgumentException(
          "CSA V3.0 names UTF-8 or SHIFT_JIS, not " + encoding.name());
    }
    records.forEach(Csa::checkRecord);
    return CsaWriter.write(records, Version.V3_0, name);
  }

  private static AnnotatedRecord<ShogiPosition, Move> checkRecord(
      AnnotatedRecord<ShogiPosition, Move> record) {
    checkArgument(record != null, "record is null");
    checkArgument(record.game() instanceof Shogi, "the record is not of a shogi game");
    return record;
  }

  /** The text of a file's bytes: as its V3.0 encoding line says, else the first that fits. */
  static String decode(byte[] bytes) {
    boolean mark =
        bytes.length >= 3
            && (bytes[0] & 0xFF) == 0xEF
            && (bytes[1] & 0xFF) == 0xBB
            && (bytes[2] & 0xFF) == 0xBF;
    int start = mark ? 3 : 0;
    String prefix = CsaReader.ENCODING_LINE;
    boolean declared = bytes.length >= start + prefix.length();
    for (int i = 0; i < prefix.length() && declared; i++) {
      declared = bytes[start + i] == prefix.charAt(i);
    }
    if (!declared) {
      return Encodings.decode(bytes, Encodings.SHOGI);
    }
    int from = start + prefix.length();
    int end = from;
    while (end < bytes.length && bytes[end] != '\n' && bytes[end] != '\r') {
      end++;
    }
    String name = new String(bytes, from, end - from, StandardCharsets.ISO_8859_1).strip();
    Charset charset;
    if (name.equalsIgnoreCase("UTF-8")) {
      charset = StandardCharsets.UTF_8;
    } else if (name.equalsIgnoreCase("SHIFT_JIS")) {
      charset = Charset.forName("windows-31j"); // Shift_JIS as Windows writes it
    } else {
      String lenient = new String(bytes, StandardCharsets.ISO_8859_1);
      throw new NotationException(
          "unknown encoding " + PositionText.quote(name) + " (CSA V3.0 knows UTF-8 and SHIFT_JIS)",
          lenient,
          from);
    }
    return Encodings.decode(bytes, List.of(charset));
  }

  /** The CSA name of a piece type, {@code FU}. */
  static String name(int type) {
    return NAMES[type];
  }

  /**
   * Where a character first occurs in {@code text[from, to)}, or -1: a search bounded by the line,
   * so that reading a text costs linear time.
   */
  static int indexOf(String text, char c, int from, int to) {
    for (int i = from; i < to; i++) {
      if (text.charAt(i) == c) {
        return i;
      }
    }
    return -1;
  }

  /** A move as CSA writes it, in the position where it is played. */
  static String move(ShogiPosition position, int code) {
    Board board = position.board();
    int to = MoveCodes.to(code);
    StringBuilder out = new StringBuilder(7).append(board.side == 0 ? '+' : '-');
    int type;
    if (MoveCodes.isDrop(code)) {
      out.append("00");
      type = MoveCodes.droppedType(code);
    } else {
      int from = MoveCodes.from(code);
      out.append(square(from));
      type =
          PieceCodes.type(board.cells[from])
              + (MoveCodes.isPromotion(code) ? PieceCodes.PROMOTION : 0);
    }
    return out.append(square(to)).append(NAMES[type]).toString();
  }

  /** A square as CSA writes it: file digit then rank digit, {@code 77}. */
  static String square(int index) {
    Square square = Square.ofIndex(index);
    return "" + square.file() + square.rank();
  }

  /** The type of a CSA piece name, or 0. */
  static int type(String name) {
    for (int type = 1; type < NAMES.length; type++) {
      if (!NAMES[type].isEmpty() && NAMES[type].equals(name)) {
        return type;
      }
    }
    return 0;
  }
}
