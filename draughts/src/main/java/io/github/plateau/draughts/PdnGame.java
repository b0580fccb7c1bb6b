package io.github.plateau.draughts;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.common.collect.ImmutableMap;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Outcome;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * One game of a PDN file: its tags, the game record (start position and moves), the comments
 * between moves and the result. Immutable; read and written by {@link Pdn}.
 */
public final class PdnGame {
  private final ImmutableMap<String, String> tags;
  private final GameRecord<DraughtsPosition, Move> record;
  private final String[] comments; // comments[i]: after move i (0: before the first move)
  private final String result;

  private PdnGame(
      Map<String, String> tags,
      GameRecord<DraughtsPosition, Move> record,
      String[] comments,
      String result) {
    this.tags = ImmutableMap.copyOf(tags);
    this.record = record;
    this.comments = comments;
    this.result = result;
  }

  /**
   * A game from a record and tags, without comments. The result is the record's outcome if it has
   * ended, else the {@code Result} tag if given, else {@code *}.
   *
   * @param record a game of one of the {@link Draughts} games
   * @param tags tag names and values, in order (GameType, FEN and Result are filled in on writing)
   * @return the game
   * @throws IllegalArgumentException if an argument is null, the record is not of a {@link
   *     Draughts} game or is played under other than the international move rules (PDN's game types
   *     20, 26 and 27 do not say so), or a tag name or value cannot be written
   */
  public static PdnGame of(GameRecord<DraughtsPosition, Move> record, Map<String, String> tags) {
    checkArgument(record != null, "record is null");
    checkArgument(tags != null, "tags is null");
    checkArgument(
        record.game() instanceof Draughts, "the record is of %s, not of draughts", record.game());
    Draughts draughts = (Draughts) record.game();
    checkArgument(
        draughts.rules().hasInternationalMoves(),
        "PDN game types 20, 26 and 27 are international rules, not %s",
        draughts.name());
    for (Map.Entry<String, String> tag : tags.entrySet()) {
      checkArgument(
          tag.getKey() != null && tag.getKey().matches("[A-Za-z0-9_]+"),
          "bad tag name %s",
          tag.getKey() == null ? null : Text.shown(tag.getKey()));
      checkArgument(
          tag.getValue() != null && !tag.getValue().contains("\n"),
          "bad value for tag %s",
          Text.shown(tag.getKey()));
    }
    String result =
        record.outcome().map(PdnGame::resultOf).orElse(tags.getOrDefault("Result", "*"));
    checkArgument(Pdn.isResult(result), "bad result %s", Text.shown(result));
    String[] comments = new String[record.ply() + 1];
    Arrays.fill(comments, "");
    return new PdnGame(new LinkedHashMap<>(tags), record, comments, result);
  }

  static PdnGame read(
      Map<String, String> tags,
      GameRecord<DraughtsPosition, Move> record,
      String[] comments,
      String result) {
    return new PdnGame(tags, record, comments, result);
  }

  private static String resultOf(Outcome outcome) {
    if (outcome.isDraw()) {
      return "1-1";
    }
    return outcome.winner().orElseThrow() == Color.WHITE ? "2-0" : "0-2";
  }

  /**
   * The same game with a comment after a move.
   *
   * @param ply the number of moves played before the comment: 0 for a comment before the first move
   * @param comment the text, without {@code '}'}; empty to remove
   * @return the new game
   * @throws IllegalArgumentException if the ply is outside 0..{@code record().ply()} or the comment
   *     is null or holds a {@code '}'}
   */
  public PdnGame withComment(int ply, String comment) {
    checkPly(ply);
    checkArgument(comment != null, "comment is null");
    checkArgument(comment.indexOf('}') < 0, "a comment must not hold '}'");
    String[] copy = comments.clone();
    copy[ply] = comment;
    return new PdnGame(tags, record, copy, result);
  }

  /**
   * The game being played: international, Brazilian or Canadian, from the GameType tag.
   *
   * @return the game
   */
  public Draughts game() {
    return (Draughts) record.game();
  }

  /**
   * The tags as read or given, in order.
   *
   * @return an unmodifiable map
   */
  public Map<String, String> tags() {
    return tags;
  }

  /**
   * The record: the start position (the FEN setup, if any) and the moves.
   *
   * @return the record
   */
  public GameRecord<DraughtsPosition, Move> record() {
    return record;
  }

  /**
   * The comment after a move.
   *
   * @param ply moves played before it: 0 for a comment before the first move
   * @return the comment, or empty if there is none
   * @throws IllegalArgumentException if the ply is outside 0..{@code record().ply()}
   */
  public Optional<String> comment(int ply) {
    checkPly(ply);
    return comments[ply].isEmpty() ? Optional.empty() : Optional.of(comments[ply]);
  }

  /**
   * The result: {@code 2-0} (White won), {@code 0-2}, {@code 1-1} (draw), {@code 0-0} (both lost),
   * or {@code *} (unknown or going on).
   *
   * @return the result text
   */
  public String result() {
    return result;
  }

  private void checkPly(int ply) {
    checkArgument(
        ply >= 0 && ply < comments.length, "ply %s outside 0..%s", ply, comments.length - 1);
  }

  /**
   * The game in PDN, as {@link Pdn#write(PdnGame)} writes it.
   *
   * @return the PDN text
   */
  @Override
  public String toString() {
    return Pdn.write(this);
  }
}
