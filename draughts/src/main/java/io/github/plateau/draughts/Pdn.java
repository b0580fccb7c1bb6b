package io.github.plateau.draughts;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Annotation;
import io.github.plateau.core.MoveNode;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.RecordFormat;
import io.github.plateau.core.text.EachGame;
import io.github.plateau.core.text.Encodings;
import io.github.plateau.core.text.GameSplitter;
import io.github.plateau.core.text.PgnSplitter;
import io.github.plateau.core.text.PgnText;
import io.github.plateau.core.text.Quoting;
import io.github.plateau.core.text.Termination;
import io.github.plateau.core.text.TextRecordFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * PDN 3.0 game records (Portable Draughts Notation), read into and written from {@link
 * AnnotatedRecord}s: tags, moves with comments, marks and variations, and results.
 *
 * <p><b>Games.</b> The {@code GameType} tag picks the game by its PDN 3.0 number: 20 international
 * draughts, 21 English draughts (checkers: Black moves first), 23 American pool checkers (Black
 * first; {@code 23,W,8,8,A0,0} is pool checkers with White first), 25 Russian draughts, 26
 * Brazilian, 27 Canadian, with the optional board fields ({@code 20,W,10,10,N2,0}: the side that
 * starts, the board's width and height, the notation). When the game given to the reader has the
 * same board and move rules as the tag's number, the given game is used, with its draw rules. The
 * other numbers are refused by name with the rule that {@link DraughtsRules} cannot express
 * (Italian 22, Spanish 24, Portuguese 28, Czech 29, Turkish 30, Thai 31, Frisian 40, Spantsiretti
 * 41; chess and Othello numbers). A game without the tag is of the game given to the reader.
 *
 * <p><b>What is read.</b> Tags with {@code \"} and {@code \\} escapes; the {@code FEN} tag or a
 * setup command before the first move ({@code /FEN "W:W31-50:B1-20"/} or {@code /W:W31:B1/}) for
 * the start, with ranges, kings ({@code K15}), algebraic squares ({@code W:Wc3,Kd4:Bf6}), a
 * trailing full stop, and the side {@code ?}: the side then is the one the first move is legal for
 * (the type's second side after {@code 1...}), or the side that starts the game type when no move
 * follows. Moves as numbers or algebraic squares ({@code a1} is the dark corner at White's left):
 * {@code 32-28}, {@code 28x19}, {@code 28x19x10} (any of the landing squares), {@code :} for {@code
 * x}, {@code c3-d4}, {@code d4:b6}, {@code a3b4}, padded with spaces ({@code 1- 6}, {@code 28x 6}).
 * Between two squares the sign is a hint: a capture written {@code 30-39}, or a quiet move written
 * {@code 38x33}, is read when only it fits. Move numbers ({@code 12.}, {@code 12...}, {@code 01.})
 * and the ellipsis {@code ...} are skipped. Marks ({@code !?}, {@code (!?)}, {@code $14}); comments
 * in braces or after {@code ;}, several after one move joined by a line break, line breaks as
 * {@code \n}, a DGT {@code [%emt 0:01:05]} command in one becoming the move's time (other commands
 * stay in the text); variations nested up to 64 levels, a comment before a variation's first move
 * kept with that move; {@code %} escape lines and a byte order mark. A game ends with its result:
 * {@code 2-0}, {@code 0-2}, {@code 1-1} (international style), {@code 1-0}, {@code 0-1}, {@code
 * 1/2-1/2}, {@code 0-0} (both lost: no outcome says it, so it stays as the {@code Result} header)
 * or {@code *}; only the last game of a text may omit it, since PDN separates games by their
 * results. The {@code Result} tag states the result when the move text ends with {@code *} or
 * nothing; when both state one, the move text's wins (writers leave stale tags).
 *
 * <p><b>Ambiguous captures.</b> When a capture's text fits several legal captures (same start and
 * end, other pieces taken), the one after which the moves that follow in the line (up to 100 plies)
 * stay legal is taken. When the game never tells them apart, {@link ReadMode#STRICT} refuses the
 * move naming them all, and {@link ReadMode#AS_PLAYED} takes the first, by captured squares.
 *
 * <p><b>Modes.</b> {@link ReadMode#STRICT}: the draw rules of the game end it, a move after that is
 * an {@link io.github.plateau.core.IllegalMoveException}. {@link ReadMode#AS_PLAYED}: moves go on
 * past them, and {@link AnnotatedRecord#rulesEnding()} tells where the rules would have ended the
 * game. The stated result ({@link Outcome} with {@link io.github.plateau.core.Reason#ADJUDICATION},
 * or the reason a {@code Termination} tag gives: {@link io.github.plateau.core.text.Termination})
 * ends the record when the rules did not; when the rules ended it, the stated result is still kept
 * as stated, the record's outcome being the rules'. PDN states no foul: {@link
 * AnnotatedRecord#foulMove()} is empty.
 *
 * <p><b>Errors.</b> Every problem is located in the text by line, column and, in a move, the move's
 * ply: a {@link NotationException} for malformed text or an unsupported game type, an {@link
 * io.github.plateau.core.IllegalPositionException} for a FEN position that cannot exist, an {@link
 * io.github.plateau.core.IllegalMoveException} for a move the rules refuse or one after the end of
 * the game. Messages name the problem once, never quoting another message.
 *
 * <p><b>Writing.</b> Headers in order, a {@code Termination} tag when the record has none and
 * states a reason the result cannot say ({@link io.github.plateau.core.text.Termination#implied}),
 * then {@code GameType}, {@code FEN} when the start is not the game type's, and {@code Result}; the
 * move text with move numbers, marks, comments (in braces; a line holding {@code '}'} after {@code
 * ;}), the time as {@code [%emt h:mm:ss]}, variations and the result, in lines of at most 79
 * characters. Moves are written as the game type's notation has them: numbers, or algebraic squares
 * for Russian (with {@code :}) and Brazilian draughts; the first side's moves numbered {@code 1.},
 * the other's {@code 1...} after a break; results in the type's style. Reading what was written,
 * with the same game and mode, gives an equal record, but for the {@code Termination} tag written
 * for a record without one, which it then holds.
 */
public final class Pdn extends TextRecordFormat<Draughts, DraughtsPosition, Move> {
  /**
   * PDN; {@link #read(String)} and {@link #readAll(String)} read international draughts where a
   * record has no {@code GameType} tag.
   */
  public static final Pdn FORMAT = new Pdn();

  private static final int LINE = 79;

  private Pdn() {
    super(
        "PDN",
        List.of("pdn"),
        Draughts.class,
        Encodings.DRAUGHTS, // UTF-8, else windows-1252
        Draughts.international());
  }

  /**
   * A text may be cut before the tags that follow a game's result; the quotes of setup commands are
   * hidden as the reader hides them.
   */
  @Override
  public GameSplitter splitter() {
    return new PgnSplitter(PdnReader.RESULTS, PdnMask::masked);
  }

  /** The game given is that of the records without a {@code GameType} tag. */
  @Override
  protected List<AnnotatedRecord<DraughtsPosition, Move>> parseAll(
      Draughts game, String text, ReadMode mode) {
    PdnReader reader = new PdnReader(text, game, mode);
    List<AnnotatedRecord<DraughtsPosition, Move>> records = new ArrayList<>();
    while (reader.hasNext()) {
      records.add(reader.game());
    }
    reader.release();
    return records;
  }

  /** Refuses a text of no game or several, saying where the second starts. */
  @Override
  protected AnnotatedRecord<DraughtsPosition, Move> parseOne(
      Draughts game, String text, ReadMode mode) {
    PdnReader reader = new PdnReader(text, game, mode);
    if (!reader.hasNext()) {
      throw new NotationException("the text holds no game", text, text.length());
    }
    AnnotatedRecord<DraughtsPosition, Move> record = reader.game();
    if (reader.hasNext()) {
      throw new NotationException(
          "a second game starts here; read a text of several games with readAll",
          text,
          reader.nextOffset());
    }
    reader.release();
    return record;
  }

  /** Past a refused game, the games after its result are read. */
  @Override
  protected List<RecordFormat.Entry<DraughtsPosition, Move>> parseEach(
      Draughts game, String text, ReadMode mode) {
    PdnReader reader = new PdnReader(text, game, mode);
    List<RecordFormat.Entry<DraughtsPosition, Move>> entries =
        EachGame.read(reader.new Games(), RecordFormat.Entry::read, RecordFormat.Entry::refused);
    reader.release();
    return entries;
  }

  /**
   * The game a {@code GameType} tag value stands for: {@code "20"} international draughts, {@code
   * "21"} English draughts, {@code "25"} Russian draughts, {@code "26,W,8,8,A0,0"} Brazilian ...
   * For reading files of a national game that carry no tag.
   *
   * @param gameType the tag's value
   * @return the game, with the type's move rules on its board (English draughts, pool checkers and
   *     Russian draughts: the repetition draws, and Russian draughts 15 moves of each side with
   *     kings only; no other limit)
   * @throws IllegalArgumentException if the value is null
   * @throws NotationException if the value is malformed or names a type that is not supported; the
   *     message says what the rules lack
   */
  public Draughts game(String gameType) {
    checkArgument(gameType != null, "gameType is null");
    return PdnType.of(gameType, Draughts.international(), gameType, 0).game();
  }

  /**
   * Writes records one after another, separated by a blank line. Each is written as its headers
   * (those PDN cannot hold refused), {@code GameType}, {@code FEN} when the start is not the game
   * type's, {@code Result}, then the move text; lines of at most 79 characters but for long
   * comments.
   *
   * @param records the records
   * @return the PDN text, each record ending with a line break
   * @throws IllegalArgumentException if the list or a record is null, a record is not of a draughts
   *     game or its game has move rules no PDN game type has, a header name is not a tag name
   *     (letters, digits, {@code _}, {@code -}) or one written from the record ({@code GameType},
   *     {@code FEN}, a {@code Result} other than {@code 0-0}), a mark is not {@code !?}, {@code
   *     (!?)} or {@code $n}, or a comment holds both {@code '}'} and a line break
   */
  @Override
  public String write(List<AnnotatedRecord<DraughtsPosition, Move>> records) {
    checkArgument(records != null, "records is null");
    StringBuilder out = new StringBuilder();
    for (AnnotatedRecord<DraughtsPosition, Move> record : records) {
      writable(record);
      out.append(out.length() == 0 ? "" : "\n").append(writeOne(record));
    }
    return out.toString();
  }

  private static String writeOne(AnnotatedRecord<DraughtsPosition, Move> record) {
    DraughtsPosition start = record.record().startPosition();
    PdnType type = PdnType.of(start.game());
    checkArgument(type != null, "no PDN game type has the move rules of %s", start.game().name());
    StringBuilder out = new StringBuilder();
    String zeroZero = null;
    for (Map.Entry<String, String> header : record.headers().entrySet()) {
      String name = header.getKey();
      // as PGN's writer: a tag written from the record is no header, but for 0-0 (both lost), which
      // no outcome says
      checkArgument(
          !name.equals(PdnReader.GAME_TYPE) && !name.equals(PdnReader.FEN),
          "the %s tag is written from the record, it cannot be a header",
          name);
      if (name.equals(PdnReader.RESULT)) {
        checkArgument(
            header.getValue().strip().equals("0-0"),
            "the Result tag is written from the record, it cannot be a header but as 0-0 (both"
                + " lost), not %s",
            Quoting.shown(header.getValue()));
        zeroZero = "0-0";
        continue;
      }
      checkArgument(PgnText.isTagName(name), "header %s is not a PDN tag name", name);
      PgnText.tag(out, name, header.getValue());
    }
    Termination.implied(record).ifPresent(word -> PgnText.tag(out, Termination.TAG, word));
    PgnText.tag(out, PdnReader.GAME_TYPE, type.tag());
    if (!start.equals(type.start())) {
      PgnText.tag(out, PdnReader.FEN, start.toString());
    }
    String result =
        record.statedOutcome().map(o -> result(o, type)).orElse(zeroZero == null ? "*" : zeroZero);
    PgnText.tag(out, PdnReader.RESULT, result);
    out.append('\n');
    Words words = new Words();
    words.comment(record.startComment());
    line(words, type, start, record.mainLine(), 0, start.sideToMove() == type.first() ? 0 : 1);
    words.add(result);
    return out.append(words.text()).append('\n').toString();
  }

  private static String result(Outcome outcome, PdnType type) {
    return PgnText.result(Optional.of(outcome), Color.WHITE, type.internationalResults());
  }

  /**
   * Writes a line of moves from a position, with their annotations and variations.
   *
   * @param plies the moves of the record before the line
   * @param shift 1 if the record's first move is not made by the side that starts the game type,
   *     else 0: move numbers count from the type's first side
   */
  private static void line(
      Words words,
      PdnType type,
      DraughtsPosition from,
      List<MoveNode<Move>> nodes,
      int plies,
      int shift) {
    DraughtsPosition position = from;
    boolean renumber =
        true; // whether a second side's move needs its number: first, or after a break
    for (int i = 0; i < nodes.size(); i++) {
      MoveNode<Move> node = nodes.get(i);
      int ply = plies + i;
      int number = (ply + shift) / 2 + 1;
      if (position.sideToMove() == type.first()) {
        words.add(PgnText.moveNumber(number, true));
      } else if (renumber) {
        words.add(PgnText.moveNumber(number, false));
      }
      Annotation annotation = node.annotation();
      StringBuilder move = new StringBuilder(moveText(type, position, node.move()));
      int moveLength = move.length();
      List<String> separate = new ArrayList<>();
      for (String mark : annotation.marks()) {
        checkArgument(
            mark != null && PgnText.isMark(mark), "mark %s cannot be written in PDN", mark);
        // only a first mark is glued to the move: two glued ("!" then "?") would read as one "!?"
        if (mark.startsWith("$") || move.length() > moveLength || !separate.isEmpty()) {
          separate.add(mark);
        } else {
          move.append(mark);
        }
      }
      words.add(move.toString());
      separate.forEach(words::add);
      boolean commented = words.comment(annotation.commentWithTime());
      for (List<MoveNode<Move>> variation : node.variations()) {
        words.open();
        line(words, type, position, variation, ply, shift);
        words.close();
      }
      renumber = commented || !node.variations().isEmpty() || !separate.isEmpty();
      position = position.play(node.move());
    }
  }

  /**
   * A move as the writer writes it under a game type: by number, or algebraic where the type is.
   */
  static String moveText(PdnType type, DraughtsPosition position, Move move) {
    String numeric = MoveText.format(position, move);
    return type.algebraic()
        ? PdnSquares.algebraic(position.geometry(), numeric, type.captureSign())
        : numeric;
  }

  /** The words of a move text, broken into lines. */
  private static final class Words {
    private final StringBuilder out = new StringBuilder();
    private int column;
    private boolean lineEnds; // a ';' comment ends the line
    private boolean glued; // the next word follows '(' without a space

    void add(String word) {
      if (lineEnds || (column > 0 && column + 1 + word.length() > LINE)) {
        out.append('\n');
        column = 0;
        lineEnds = false;
      } else if (column > 0 && !glued) {
        out.append(' ');
        column++;
      }
      glued = false;
      out.append(word);
      int newline = word.lastIndexOf('\n');
      column = newline < 0 ? column + word.length() : word.length() - newline - 1;
    }

    void open() {
      add("(");
      glued = true;
    }

    void close() {
      if (lineEnds) {
        add(")");
      } else {
        out.append(')');
        column++;
      }
    }

    /**
     * Writes a comment (with its time, as {@link Annotation#commentWithTime}); returns whether
     * anything was written.
     */
    boolean comment(String text) {
      String comment = text.replace("\r\n", "\n").replace('\r', '\n');
      if (comment.isEmpty()) {
        return false;
      }
      // a line holding '}', or starting with a tag pair (which ends braces for the reader), can
      // only be a ';' comment; the lines between go in braces, and the reader joins the comments of
      // one place with line breaks again
      StringBuilder braced = new StringBuilder();
      for (String line : comment.split("\n", -1)) {
        if (PgnText.inBraces(line)) {
          braced.append(braced.length() > 0 ? "\n" : "").append(line);
          continue;
        }
        if (braced.length() > 0) {
          add("{" + braced + "}");
          braced.setLength(0);
        }
        add(";" + line);
        lineEnds = true;
      }
      if (braced.length() > 0) {
        add("{" + braced + "}");
      }
      return true;
    }

    String text() {
      return out.toString();
    }
  }
}
