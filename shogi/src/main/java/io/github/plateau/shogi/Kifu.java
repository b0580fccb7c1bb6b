package io.github.plateau.shogi;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.common.collect.ImmutableMap;
import io.github.plateau.core.GameRecord;
import java.util.Map;
import java.util.Objects;

/**
 * A shogi game record file as {@link Csa} and {@link Kif} read and write it: the game record (start
 * position, moves, outcome), the players' names and the other header entries, in order. Immutable.
 *
 * <p>Header keys are kept as the file wrote them: {@code EVENT} from CSA's {@code $EVENT:}, {@code
 * 棋戦} from KIF. Each writer translates the keys it knows of the other format (EVENT and 棋戦, SITE
 * and 場所, START_TIME and 開始日時, END_TIME and 終了日時, TIME_LIMIT and 持ち時間, OPENING and 戦型). Comments,
 * times and variations are not kept.
 */
public final class Kifu {
  private final GameRecord<ShogiPosition, Move> record;
  private final String senteName;
  private final String goteName;
  private final ImmutableMap<String, String> headers;

  private Kifu(
      GameRecord<ShogiPosition, Move> record,
      String senteName,
      String goteName,
      ImmutableMap<String, String> headers) {
    this.record = record;
    this.senteName = senteName;
    this.goteName = goteName;
    this.headers = headers;
  }

  /**
   * A record without names or headers.
   *
   * @param record a game of shogi
   * @return the kifu
   * @throws IllegalArgumentException if the record is null or not of a {@link Shogi} game
   */
  public static Kifu of(GameRecord<ShogiPosition, Move> record) {
    return of(record, "", "", Map.of());
  }

  /**
   * A record with names and headers.
   *
   * @param record a game of shogi
   * @param senteName sente's name, or {@code ""} if unknown
   * @param goteName gote's name, or {@code ""} if unknown
   * @param headers other entries, in order: keys without line breaks or colons, values without line
   *     breaks
   * @return the kifu
   * @throws IllegalArgumentException if an argument is null, the record is not of a {@link Shogi}
   *     game, or a name, key or value cannot be written
   */
  public static Kifu of(
      GameRecord<ShogiPosition, Move> record,
      String senteName,
      String goteName,
      Map<String, String> headers) {
    checkArgument(record != null, "record is null");
    checkArgument(record.game() instanceof Shogi, "the record is not of a shogi game");
    checkArgument(headers != null, "headers is null");
    checkArgument(senteName != null, "senteName is null");
    checkArgument(goteName != null, "goteName is null");
    checkArgument(isOneLine(senteName) && isOneLine(goteName), "a name is not one line");
    for (Map.Entry<String, String> entry : headers.entrySet()) {
      String key = entry.getKey();
      checkArgument(key != null, "a header key is null");
      checkArgument(entry.getValue() != null, "the value of header %s is null", key);
      checkArgument(
          isOneLine(key) && !key.trim().isEmpty() && key.indexOf(':') < 0 && key.indexOf('：') < 0,
          "bad header key %s",
          key);
      checkArgument(isOneLine(entry.getValue()), "the value of %s is not one line", key);
    }
    return new Kifu(record, senteName, goteName, ImmutableMap.copyOf(headers));
  }

  private static boolean isOneLine(String text) {
    return text != null && text.indexOf('\n') < 0 && text.indexOf('\r') < 0;
  }

  /**
   * The game: start position, moves and, if it has ended, the outcome.
   *
   * @return the record
   */
  public GameRecord<ShogiPosition, Move> record() {
    return record;
  }

  /**
   * Sente's name (shitate in a handicap game).
   *
   * @return the name, or {@code ""} if unknown
   */
  public String senteName() {
    return senteName;
  }

  /**
   * Gote's name (uwate in a handicap game).
   *
   * @return the name, or {@code ""} if unknown
   */
  public String goteName() {
    return goteName;
  }

  /**
   * The header entries other than the names, the start position and the version, in order.
   *
   * @return an unmodifiable map
   */
  public Map<String, String> headers() {
    return headers;
  }

  /**
   * The same kifu with another record.
   *
   * @param record a game of shogi
   * @return the new kifu
   * @throws IllegalArgumentException if the record is null or not of a {@link Shogi} game
   */
  public Kifu withRecord(GameRecord<ShogiPosition, Move> record) {
    return of(record, senteName, goteName, headers);
  }

  /** Equal kifus have the same game, start position, moves, outcome, names and headers. */
  @Override
  public boolean equals(Object o) {
    return o instanceof Kifu other
        && record.game().equals(other.record.game())
        && record.startPosition().equals(other.record.startPosition())
        && record.moves().equals(other.record.moves())
        && record.outcome().equals(other.record.outcome())
        && senteName.equals(other.senteName)
        && goteName.equals(other.goteName)
        && headers.equals(other.headers);
  }

  /** Returns a hash code consistent with {@link #equals}. */
  @Override
  public int hashCode() {
    return Objects.hash(record.startPosition(), record.moves(), senteName, goteName, headers);
  }

  /** Returns the names, the start position, the number of moves and the outcome, for people. */
  @Override
  public String toString() {
    return senteName
        + " - "
        + goteName
        + ", from "
        + record.startPosition()
        + ", "
        + record.ply()
        + " moves"
        + record.outcome().map(o -> ", " + o).orElse("");
  }
}
