package io.github.plateau.xiangqi;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.plateau.core.GameRecord;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One game of a PGN record ({@link Pgn}): the game record (start position, moves, outcome), the
 * move format, the tags and the comments between moves. Immutable; {@link #toString()} is its PGN
 * text.
 *
 * <p>The tags {@code Game}, {@code Result}, {@code FEN} and {@code Format} are not kept among the
 * {@link #tags()}: they are written from the record and the format.
 */
public final class PgnGame {
  /** The tags written from the record and the format rather than kept. */
  static final Set<String> DERIVED_TAGS = Set.of("Game", "Result", "FEN", "Format");

  private final GameRecord<XiangqiPosition, Move> record;
  private final MoveFormat format;
  private final ImmutableMap<String, String> tags;
  private final ImmutableList<String> comments; // comments.get(i): after i moves, "" for none

  private PgnGame(
      GameRecord<XiangqiPosition, Move> record,
      MoveFormat format,
      Map<String, String> tags,
      List<String> comments) {
    this.record = record;
    this.format = format;
    this.tags = ImmutableMap.copyOf(tags);
    this.comments = ImmutableList.copyOf(comments);
  }

  /**
   * A game without tags or comments.
   *
   * @param record the game record
   * @param format the notation of its moves
   * @return the game
   * @throws IllegalArgumentException if an argument is null
   */
  public static PgnGame of(GameRecord<XiangqiPosition, Move> record, MoveFormat format) {
    checkArgument(record != null, "record is null");
    checkArgument(format != null, "format is null");
    String[] none = new String[record.ply() + 1];
    Arrays.fill(none, "");
    return new PgnGame(record, format, Map.of(), Arrays.asList(none));
  }

  /** A game as read, its comments already one per ply. */
  static PgnGame read(
      GameRecord<XiangqiPosition, Move> record,
      MoveFormat format,
      Map<String, String> tags,
      List<String> comments) {
    return new PgnGame(record, format, tags, comments);
  }

  /**
   * The game record: the start position (the {@code FEN} tag's, or the standard one), the moves and
   * the outcome, with the history rules of its {@link Xiangqi} game applied.
   *
   * @return the record
   */
  public GameRecord<XiangqiPosition, Move> record() {
    return record;
  }

  /**
   * The notation of the moves.
   *
   * @return the format
   */
  public MoveFormat format() {
    return format;
  }

  /**
   * The same game written in another notation.
   *
   * @param format the notation
   * @return the game
   * @throws IllegalArgumentException if the format is null
   */
  public PgnGame withFormat(MoveFormat format) {
    checkArgument(format != null, "format is null");
    return new PgnGame(record, format, tags, comments);
  }

  /**
   * The tags other than {@code Game}, {@code Result}, {@code FEN} and {@code Format}, in their
   * order: {@code Event}, {@code Site}, {@code Date}, {@code Red}, {@code Black} and any other.
   *
   * @return an unmodifiable map from names to values
   */
  public Map<String, String> tags() {
    return tags;
  }

  /**
   * The same game with a tag set, added at the end if it is new.
   *
   * @param name letters, digits and {@code _}; not {@code Game}, {@code Result}, {@code FEN} nor
   *     {@code Format}, which are written from the record and the format
   * @param value any text on one line
   * @return the game
   * @throws IllegalArgumentException if the name or value cannot be written, or is null
   */
  public PgnGame withTag(String name, String value) {
    checkArgument(name != null, "name is null");
    checkArgument(isTagName(name), "%s is not a tag name", Excerpt.clip(name));
    checkArgument(
        !DERIVED_TAGS.contains(name),
        "the %s tag is written from the record and the format, it cannot be set",
        name);
    checkArgument(value != null, "value is null");
    checkArgument(
        value.indexOf('\n') < 0 && value.indexOf('\r') < 0,
        "the value of tag %s must be one line of text",
        Excerpt.clip(name));
    Map<String, String> copy = new LinkedHashMap<>(tags);
    copy.put(name, value);
    return new PgnGame(record, format, copy, comments);
  }

  /** Letters, digits and underscores, at least one. */
  static boolean isTagName(String name) {
    if (name.isEmpty()) {
      return false;
    }
    for (int i = 0; i < name.length(); i++) {
      if (!isTagNameChar(name.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  static boolean isTagNameChar(char c) {
    return Character.isLetterOrDigit(c) || c == '_';
  }

  /**
   * The comment after a number of moves.
   *
   * @param ply the moves played before it: 0 for the comment before the first move
   * @return the comment's text, or empty if there is none
   * @throws IllegalArgumentException if the ply is outside 0..{@code record().ply()}
   */
  public Optional<String> comment(int ply) {
    checkPly(ply);
    String comment = comments.get(ply);
    return comment.isEmpty() ? Optional.empty() : Optional.of(comment);
  }

  /**
   * The same game with a comment after a number of moves.
   *
   * @param ply the moves played before it: 0 for a comment before the first move
   * @param comment the text, without {@code '}'}; empty to remove the comment
   * @return the game
   * @throws IllegalArgumentException if the ply is outside 0..{@code record().ply()}, or the
   *     comment is null or holds a {@code '}'}
   */
  public PgnGame withComment(int ply, String comment) {
    checkPly(ply);
    checkArgument(comment != null, "comment is null");
    checkArgument(comment.indexOf('}') < 0, "a comment must not hold '}'");
    String[] copy = comments.toArray(new String[0]);
    copy[ply] = comment;
    return new PgnGame(record, format, tags, Arrays.asList(copy));
  }

  private void checkPly(int ply) {
    checkArgument(ply >= 0 && ply <= record.ply(), "ply %s is outside 0..%s", ply, record.ply());
  }

  /**
   * The result as the {@code Result} tag writes it: {@code 1-0} (Red won), {@code 0-1} (Black won),
   * {@code 1/2-1/2} (draw), or {@code *} while the record has no outcome.
   *
   * @return the result
   */
  public String result() {
    return Pgn.result(record);
  }

  /** The game in PGN, as {@link Pgn#write(PgnGame)} writes it. */
  @Override
  public String toString() {
    return Pgn.write(this);
  }
}
