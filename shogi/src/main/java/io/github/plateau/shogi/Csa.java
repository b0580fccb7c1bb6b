package io.github.plateau.shogi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.RecordFormat;
import io.github.plateau.core.text.Encodings;
import io.github.plateau.core.text.GameSplitter;
import io.github.plateau.core.text.Quoting;
import io.github.plateau.core.text.TextRecordFormat;
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
 * included. Several records separated by lines {@code /} are read by {@link
 * #readAll(io.github.plateau.core.Game, String, ReadMode)}.
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
 * by the move limit; {@link #in(Version)} chooses. It writes {@code PI} when the start is the even
 * position less some pieces, the ranks otherwise, the comments, the times, the headers (KIF's keys
 * that CSA shares in their CSA spelling; a key holding {@code ':'} as a comment), the foul move and
 * the special move that states the record's stated outcome; when none does, nothing if the rules
 * give the outcome again, else one with the same winner ({@code %HIKIWAKE} for a draw, the loser's
 * {@code ILLEGAL_ACTION} for a win). Variations and marks, which CSA cannot hold, are not written.
 * What {@link #read(String)} gives, written and read again in the same mode, is equal to it.
 *
 * <p>Errors name the line, the column and the move: a text that is not CSA is a {@link
 * NotationException}, a move the position refuses an {@link
 * io.github.plateau.core.IllegalMoveException}, a start position that cannot exist an {@link
 * io.github.plateau.core.IllegalPositionException}.
 */
public final class Csa extends TextRecordFormat<Shogi, ShogiPosition, Move> {
  /**
   * CSA, written in V2.2 or, when a record needs it, V3.0; {@link #read(String)} reads standard
   * shogi.
   */
  public static final Csa FORMAT = new Csa(null, new Shogi());

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

  /** The types by their names' two capital letters, {@code (first - 'A') * 26 + second - 'A'}. */
  private static final byte[] TYPE_OF_NAME = typeOfName();

  private static byte[] typeOfName() {
    byte[] types = new byte[26 * 26];
    for (int type = 1; type < NAMES.length; type++) {
      String name = NAMES[type];
      if (!name.isEmpty()) {
        types[(name.charAt(0) - 'A') * 26 + name.charAt(1) - 'A'] = (byte) type;
      }
    }
    return types;
  }

  /** The piece names, for messages. */
  static final String PIECE_NAMES = "FU KY KE GI KI KA HI OU TO NY NK NG UM RY";

  private final Version version; // null: V2.2, or V3.0 when a record needs it

  private Csa(Version version, Shogi standard) {
    super("CSA", List.of("csa"), Shogi.class, Encodings.SHOGI, standard);
    this.version = version;
  }

  /**
   * CSA written in one version: V2.2 writes times in whole seconds (rounded down) and a draw by the
   * move limit as {@code %HIKIWAKE}.
   *
   * @param version the version
   * @return the format
   * @throws IllegalArgumentException if the version is null
   */
  public Csa in(Version version) {
    checkArgument(version != null, "version is null");
    return new Csa(version, standard());
  }

  /**
   * A first line {@code 'CSA encoding=UTF-8} or {@code 'CSA encoding=SHIFT_JIS} decides the
   * encoding, else the first of UTF-8, Shift_JIS and EUC-JP that fits ({@link Encodings#SHOGI}).
   */
  @Override
  public String decode(byte[] bytes) {
    checkArgument(bytes != null, "bytes is null");
    return decodeCsa(bytes);
  }

  /** The charset of {@link #decode}: the one the encoding line names, else the first that fits. */
  @Override
  public Charset encoding(byte[] bytes) {
    checkArgument(bytes != null, "bytes is null");
    Charset declared = declaredCharset(bytes);
    return declared != null ? declared : Encodings.detect(bytes, Encodings.SHOGI);
  }

  /** A text may be cut after a separator line {@code /}, at the next record's first line. */
  @Override
  public GameSplitter splitter() {
    return CsaReader.splitter();
  }

  /**
   * A separator line {@code /}, then the record under its own version line (V3.0's encoding line is
   * the file's first line only).
   */
  @Override
  public String writeNext(AnnotatedRecord<ShogiPosition, Move> record) {
    String text = write(record);
    if (text.startsWith(CsaReader.ENCODING_LINE)) {
      text = text.substring(text.indexOf('\n') + 1);
    }
    return "/\n" + text;
  }

  /**
   * Records separated by lines holding only {@code /}; a version line at the top holds for all. A
   * blank text (a byte order mark and blanks) holds none, as a blank KIF or PGN file.
   */
  @Override
  protected List<AnnotatedRecord<ShogiPosition, Move>> parseAll(
      Shogi game, String text, ReadMode mode) {
    return isBlank(text) ? List.of() : CsaReader.read(game, text, mode, false);
  }

  /**
   * A text of several records is refused where the second starts, a blank one as holding no game.
   */
  @Override
  protected AnnotatedRecord<ShogiPosition, Move> parseOne(Shogi game, String text, ReadMode mode) {
    if (isBlank(text)) {
      throw new NotationException("the text holds no game", text, text.length());
    }
    return CsaReader.read(game, text, mode, true).get(0);
  }

  /** Past a refused record, the records after its separator are read; a blank text holds none. */
  @Override
  protected List<RecordFormat.Entry<ShogiPosition, Move>> parseEach(
      Shogi game, String text, ReadMode mode) {
    return isBlank(text) ? List.of() : CsaReader.readEach(game, text, mode);
  }

  /**
   * Writes records into one text, separated by lines {@code /}, under one version line: that of
   * {@link #in(Version)}, else V2.2, or V3.0 when one of them needs it; with their headers,
   * comments, times and outcomes.
   *
   * @param records the records, at least one
   * @return the CSA text, one statement a line, each line ending with a line feed
   * @throws IllegalArgumentException if the list is null or empty, or a record is null or not of a
   *     {@link Shogi} game
   */
  @Override
  public String write(List<AnnotatedRecord<ShogiPosition, Move>> records) {
    checkRecords(records);
    return CsaWriter.write(records, version);
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
  @Override
  public String write(List<AnnotatedRecord<ShogiPosition, Move>> records, Charset encoding) {
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
    checkRecords(records);
    return CsaWriter.write(records, Version.V3_0, name);
  }

  private void checkRecords(List<AnnotatedRecord<ShogiPosition, Move>> records) {
    checkArgument(records != null, "records is null");
    checkArgument(!records.isEmpty(), "no record to write");
    records.forEach(this::writable);
  }

  /** The text of a file's bytes: as its V3.0 encoding line says, else the first that fits. */
  private static String decodeCsa(byte[] bytes) {
    Charset declared = declaredCharset(bytes);
    return Encodings.decode(bytes, declared != null ? List.of(declared) : Encodings.SHOGI);
  }

  /**
   * The charset a V3.0 encoding line names at the start of the bytes, or null without one.
   *
   * @throws NotationException if the line names another encoding
   */
  private static Charset declaredCharset(byte[] bytes) {
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
      return null;
    }
    int from = start + prefix.length();
    int end = from;
    while (end < bytes.length && bytes[end] != '\n' && bytes[end] != '\r') {
      end++;
    }
    String name = new String(bytes, from, end - from, StandardCharsets.ISO_8859_1).strip();
    if (name.equalsIgnoreCase("UTF-8")) {
      return StandardCharsets.UTF_8;
    } else if (name.equalsIgnoreCase("SHIFT_JIS")) {
      return Charset.forName("windows-31j"); // Shift_JIS as Windows writes it
    }
    String lenient = new String(bytes, StandardCharsets.ISO_8859_1);
    throw new NotationException(
        "unknown encoding " + Quoting.quoted(name) + " (CSA V3.0 knows UTF-8 and SHIFT_JIS)",
        lenient,
        from);
  }

  /** The CSA name of a piece type, {@code FU}. */
  static String pieceName(int type) {
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

  /**
   * Appends a move as CSA writes it, {@code +7776FU}, from the board where it is played.
   *
   * @return {@code out}
   */
  static StringBuilder move(Board board, int code, StringBuilder out) {
    out.append(board.side == 0 ? '+' : '-');
    int type;
    if (MoveCodes.isDrop(code)) {
      out.append("00");
      type = MoveCodes.droppedType(code);
    } else {
      int from = MoveCodes.from(code);
      square(from, out);
      type =
          PieceCodes.type(board.cells[from])
              + (MoveCodes.isPromotion(code) ? PieceCodes.PROMOTION : 0);
    }
    return square(MoveCodes.to(code), out).append(NAMES[type]);
  }

  /** A square as CSA writes it: file digit then rank digit, {@code 77}. */
  static String square(int index) {
    return square(index, new StringBuilder(2)).toString();
  }

  /** Appends a square as CSA writes it; returns {@code out}. */
  private static StringBuilder square(int index, StringBuilder out) {
    Square square = Square.ofIndex(index);
    return out.append(square.file()).append(square.rank());
  }

  /** The type of a CSA piece name, or 0. */
  static int type(String name) {
    return name.length() == 2 ? type(name, 0) : 0;
  }

  /**
   * The type of the CSA piece name of two letters at {@code at} of a text, or 0: compared in place,
   * as a reader asks it of every move.
   */
  static int type(String text, int at) {
    int first = text.charAt(at) - 'A';
    int second = text.charAt(at + 1) - 'A';
    return first >= 0 && first < 26 && second >= 0 && second < 26
        ? TYPE_OF_NAME[first * 26 + second]
        : 0;
  }
}
