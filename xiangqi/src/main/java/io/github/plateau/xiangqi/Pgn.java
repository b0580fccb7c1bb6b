package io.github.plateau.xiangqi;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.common.collect.ImmutableMap;
import io.github.plateau.core.AmbiguousMoveException;
import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.Reason;
import io.github.plateau.core.RecordFormat;
import io.github.plateau.core.text.Encodings;
import io.github.plateau.core.text.GameSplitter;
import io.github.plateau.core.text.PgnSplitter;
import io.github.plateau.core.text.PgnText;
import io.github.plateau.core.text.TextRecordFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Game records in PGN, after the XQ/WXF convention for xiangqi: several games per text, each with
 * tag pairs and numbered moves, read into and written from {@link AnnotatedRecord}s.
 *
 * <pre>
 * [Game "Chinese Chess"]
 * [Event "Club championship"]
 * [Red "Lin"]
 * [Black "Wu"]
 * [Format "WXF"]
 * [Result "1-0"]
 *
 * 1. C2.5 H8+7 2. H2+3 {the main line} (2. H8+7 R9.8) R9.8 $1 ... 1-0
 * </pre>
 *
 * <p>Tags: {@code [Name "value"]}, with {@code \"} and {@code \\} escapes in the value; each name
 * at most once per game. {@code Game}, if given, is {@code Chinese Chess}. {@code FEN} gives a
 * start other than the standard one; move numbers then count from its fullmove number. {@code
 * Result} is {@code 1-0} (Red won), {@code 0-1}, {@code 1/2-1/2} or {@code *}. {@code Format} names
 * the notation of the moves: {@code ICCS}, {@code WXF} or {@code Chinese} (any case). The record's
 * {@link AnnotatedRecord#headers() headers} are the tags in the file's order, {@code Format}
 * included, but not {@code Game}, {@code Result} and {@code FEN}, which are written from the
 * record.
 *
 * <p>Moves, in the notation the {@code Format} tag names, or else each in the notation its shape
 * shows ({@link MoveFormat}): ICCS ({@code h2e2}, {@code H2-E2}: letter, digit, letter, digit), WXF
 * ({@code C2.5}, {@code +R.3}, {@code 33.4}, also in full-width characters: {@code Ｃ２＝５}), Chinese
 * (any move holding {@code 进 進 退 平}: {@code 炮二平五}, {@code 马８进７}, {@code 前车进一}), else SAN as
 * WinBoard writes xiangqi ({@code Che2}, {@code Rxe7}, {@code e4}; a text that is both ICCS and
 * SAN, such as {@code C2e2}, is read as ICCS, then as SAN if ICCS names no legal move).
 *
 * <p>Move text: the moves, each Red move after its number ({@code 12.}; the number of a Black move,
 * {@code 12...}, may be given too, and is checked), comments in braces {@code {...}} or after
 * {@code ;} to the end of the line, marks ({@code $14}, {@code !?}, also glued to the move),
 * variations in parentheses after the move they replace (nested up to 64 levels), and the result
 * {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *} that ends the game. Several comments at
 * one point are kept as one, a line feed between them; a comment before the first move of a
 * variation is kept on that move. A move's time is DGT's clock command {@code [%emt h:mm:ss]} in
 * its comment, read and written as {@link io.github.plateau.core.Annotation#ofComment} says. Move
 * numbers may be left out. A game whose result is missing ends at the end of the text or at the
 * next tag. A line of {@code =} after a game ends the text: XQBase (象棋巫师) writes its site's address
 * after it. A byte order mark and lines starting with {@code %} are skipped.
 *
 * <p>Reading modes ({@link ReadMode}): {@link ReadMode#STRICT} plays the moves on a {@link
 * GameRecord} whose history rules end the game (a threefold repetition, with perpetual check and
 * chase, or the no-capture limit: read with {@code new
 * Xiangqi(XiangqiRules.DEFAULT.withNoCapturePlies(0))} to lift the limit), so that a move after
 * such an end is an {@link IllegalMoveException}. {@link ReadMode#AS_PLAYED} replays every move
 * (players often go on past a repetition nobody claimed) and {@link AnnotatedRecord#rulesEnding()}
 * tells where the rules would have ended the game. In both modes the stated result (the result
 * token or the {@code Result} tag) is the record's {@link AnnotatedRecord#statedOutcome()} by
 * {@link Reason#ADJUDICATION}, or by the reason a {@code Termination} tag gives ({@link
 * io.github.plateau.core.text.Termination}), and ends the record when the moves have not; a result
 * that the moves contradict (a mate for the other side; in strict mode also a repetition or limit)
 * is refused. A record written without a {@code Termination} tag that states a reason the result
 * cannot say is written with the tag that says it ({@link
 * io.github.plateau.core.text.Termination#implied}), and reads back with that header.
 *
 * <p>Errors name the place: a {@link NotationException} or {@link IllegalMoveException} gives the
 * offset, line, column and, in a move, the ply (counted from the record's start, also inside a
 * variation). A move that fits several legal moves (a WXF or Chinese move without its tandem sign
 * where two pieces fit) is a {@link NotationException} whose problem names the candidates, caused
 * by an {@link AmbiguousMoveException}.
 */
public final class Pgn extends TextRecordFormat<Xiangqi, XiangqiPosition, Move> {
  /**
   * PGN, each record written in the notation its {@code Format} header names, else in ICCS; {@link
   * #read(String)} reads standard xiangqi.
   */
  public static final Pgn FORMAT = new Pgn(null, new Xiangqi());

  /** The notations {@link #inNotation} takes, by name, the default first. */
  private static final Map<String, MoveFormat> NOTATIONS =
      ImmutableMap.of(
          "iccs", MoveFormat.ICCS, "wxf", MoveFormat.WXF, "chinese", MoveFormat.CHINESE);

  private final MoveFormat notation; // null: as each record's Format header says

  private Pgn(MoveFormat notation, Xiangqi standard) {
    super("PGN", List.of("pgn"), Xiangqi.class, Encodings.XIANGQI, standard); // GB18030, Big5
    this.notation = notation;
  }

  /**
   * PGN writing every record's moves in one notation.
   *
   * @param notation the notation of the moves
   * @return the format
   * @throws IllegalArgumentException if the notation is null or {@link MoveFormat#SAN} (read only)
   */
  public Pgn in(MoveFormat notation) {
    checkArgument(notation != null, "format is null");
    checkArgument(notation.isWritable(), "%s is read, not written", notation);
    return new Pgn(notation, standard());
  }

  /**
   * Writes a record with its moves in a notation, as {@code in(notation).write(record)}.
   *
   * @param record the record
   * @param notation the notation of the moves
   * @return the PGN text, ending with a line break
   * @throws IllegalArgumentException as {@link #in(MoveFormat)} and {@link #write(List)}
   */
  public String write(AnnotatedRecord<XiangqiPosition, Move> record, MoveFormat notation) {
    return in(notation).write(record);
  }

  /** {@code iccs}, {@code wxf} and {@code chinese}. */
  @Override
  public List<String> notations() {
    return List.copyOf(NOTATIONS.keySet());
  }

  @Override
  public Pgn inNotation(String name) {
    checkArgument(name != null, "notation is null");
    MoveFormat named = NOTATIONS.get(name.toLowerCase(Locale.ROOT));
    checkArgument(named != null, "unknown notation %s", name);
    return in(named);
  }

  /**
   * A text may be cut before the tags that follow a game's result, or its moves: a game without a
   * result ends at the next tag.
   */
  @Override
  public GameSplitter splitter() {
    return PgnSplitter.endingGamesAtTags(PgnReader.RESULTS, UnaryOperator.identity());
  }

  @Override
  protected List<AnnotatedRecord<XiangqiPosition, Move>> parseAll(
      Xiangqi game, String text, ReadMode mode) {
    return new PgnReader(text, game, mode).readAll();
  }

  /** Refuses a text of no game or several, naming where the second starts. */
  @Override
  protected AnnotatedRecord<XiangqiPosition, Move> parseOne(
      Xiangqi game, String text, ReadMode mode) {
    return new PgnReader(text, game, mode).readOne();
  }

  /** Past a refused game, the next starts at the next tag. */
  @Override
  protected List<RecordFormat.Entry<XiangqiPosition, Move>> parseEach(
      Xiangqi game, String text, ReadMode mode) {
    return new PgnReader(text, game, mode).readEach();
  }

  /**
   * Writes records, a blank line between two: the {@code Game} tag, the record's headers in order
   * (a {@code Format} header rewritten to name the notation written), {@code Result} from the
   * stated outcome, {@code FEN} when the start is not the standard one, a blank line, then the
   * numbered moves with their marks, comments and variations and the result, in lines of at most 80
   * characters (a long comment or move may exceed them). No {@code Format} tag is added: the moves'
   * shape tells their notation. Reading the text back gives equal records (in their mode).
   *
   * <p>Comments are written in braces; a line of a comment holding {@code '}'} is written after
   * {@code ;}, to the end of its line. A comment read back loses the white space at its ends.
   *
   * @param records the records
   * @return the PGN text, each record ending with a line break
   * @throws IllegalArgumentException if the list or a record is null, a record is not of a xiangqi
   *     game, a header is not a tag name (letters, digits, {@code _}, {@code -}) or is one the
   *     writer derives ({@code Game}, {@code Result}, {@code FEN}), a mark is not one ({@code $n},
   *     {@code !} and {@code ?}), or variations nest deeper than 64 levels
   */
  @Override
  public String write(List<AnnotatedRecord<XiangqiPosition, Move>> records) {
    checkArgument(records != null, "records is null");
    StringBuilder out = new StringBuilder();
    for (AnnotatedRecord<XiangqiPosition, Move> record : records) {
      writable(record);
      MoveFormat format = notation != null ? notation : defaultFormat(record);
      out.append(out.length() > 0 ? "\n" : "").append(PgnWriter.write(record, format));
    }
    return out.toString();
  }

  private static MoveFormat defaultFormat(AnnotatedRecord<XiangqiPosition, Move> record) {
    String tag = record.headers().get("Format");
    return tag == null ? MoveFormat.ICCS : MoveFormat.ofFormatTag(tag).orElse(MoveFormat.ICCS);
  }

  /** The result as the Result tag writes a stated outcome: {@code *} for none. */
  static String result(Optional<Outcome> outcome) {
    return PgnText.result(outcome, Color.RED, false);
  }
}
