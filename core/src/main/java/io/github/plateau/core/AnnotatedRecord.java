package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.common.collect.ImmutableMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A game record as a file holds it: the {@link GameRecord} of its main line, the header entries,
 * what it says about each move (comment, time, marks), the variations, the result the record itself
 * states and, when it was read {@link ReadMode#AS_PLAYED as played}, a final foul move. Every
 * record format of every game reads into and writes from this one type. Immutable.
 *
 * <p>Two results live side by side: {@link #statedOutcome()} is what the file says (a resignation,
 * a result tag), {@link #rulesEnding()} is where and how the rules end the main line, if they do.
 * The {@link #record()}'s own outcome is the rules' one when they end the game, else the stated
 * one; read as played, the stated one wins and the rules' one is still known.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public final class AnnotatedRecord<P extends Position<P, M>, M> {
  /**
   * Where and how the rules end a main line.
   *
   * @param ply the number of moves played when the rules end the game
   * @param outcome the outcome the rules give there
   */
  public record Ending(int ply, Outcome outcome) {
    /**
     * Checks the fields.
     *
     * @param ply the number of moves played when the rules end the game
     * @param outcome the outcome the rules give there
     * @throws IllegalArgumentException if the ply is negative or the outcome null
     */
    public Ending {
      checkArgument(ply >= 0, "ply %s is negative", ply);
      checkArgument(outcome != null, "outcome is null");
    }
  }

  private final GameRecord<P, M> record;
  private final ImmutableMap<String, String> headers;
  private final String startComment;
  private final List<MoveNode<M>> mainLine; // a MainLine
  private final Optional<Outcome> statedOutcome;
  private final Optional<String> foulMove;
  // Worked out when first asked (a reader of many games seldom asks), then kept; null until then.
  // Threads that race work out the same value from the same immutable record.
  private volatile Optional<Ending> rulesEnding;

  private AnnotatedRecord(
      GameRecord<P, M> record,
      ImmutableMap<String, String> headers,
      String startComment,
      List<MoveNode<M>> mainLine,
      Optional<Outcome> statedOutcome,
      Optional<String> foulMove,
      Optional<Ending> rulesEnding) {
    this.record = record;
    this.headers = headers;
    this.startComment = startComment;
    this.mainLine = mainLine;
    this.statedOutcome = statedOutcome;
    this.foulMove = foulMove;
    this.rulesEnding = rulesEnding;
  }

  /**
   * A record without headers, annotations or variations; the stated outcome is the record's own.
   *
   * @param record the game
   * @param <P> the position type
   * @param <M> the move type
   * @return the annotated record
   * @throws IllegalArgumentException if the record is null
   */
  public static <P extends Position<P, M>, M> AnnotatedRecord<P, M> of(GameRecord<P, M> record) {
    checkArgument(record != null, "record is null");
    Object[] moves = record.moveArray();
    // A record read (a flat line, see GameRecord.playOn) is fitted to its plies, unless played on
    // since it was last fitted; its rules' ending is worked out when asked (rulesEnding()).
    record.trim();
    return new AnnotatedRecord<>(
        record,
        ImmutableMap.of(),
        "",
        MainLine.plain(moves),
        record.outcome(),
        Optional.empty(),
        null);
  }

  /**
   * A record with everything a file holds.
   *
   * @param record the game's main line
   * @param headers the header entries in the file's order: keys and values on one line, keys not
   *     blank
   * @param startComment the comment before the first move, {@code ""} for none; its lines separated
   *     by {@code \n} ({@code \r\n} and {@code \r} are made {@code \n}, as in an {@link
   *     Annotation})
   * @param mainLine one node per move of the record, in order, holding the same moves
   * @param statedOutcome the result the file states, or empty if it states none; only on a record
   *     that ended (with it, or as the rules ended it), as every reader ends a record with the
   *     result its file states
   * @param foulMove the final move the rules refuse, as the file wrote it; only on a record read
   *     {@link ReadMode#AS_PLAYED as played} whose stated outcome is a {@link Reason#FOUL}
   * @param <P> the position type
   * @param <M> the move type
   * @return the annotated record
   * @throws IllegalArgumentException if an argument or element is null, a header cannot be written
   *     on one line, the main line does not hold the record's moves, a variation is not legal where
   *     it starts, an outcome is stated on a record that goes on, or the foul move does not fit the
   *     rules above
   */
  public static <P extends Position<P, M>, M> AnnotatedRecord<P, M> of(
      GameRecord<P, M> record,
      Map<String, String> headers,
      String startComment,
      List<MoveNode<M>> mainLine,
      Optional<Outcome> statedOutcome,
      Optional<String> foulMove) {
    checkArgument(record != null, "record is null");
    ImmutableMap<String, String> copied =
        checkRest(record, headers, startComment, statedOutcome, foulMove);
    List<MoveNode<M>> nodes = checkMainLine(record, mainLine);
    return annotated(record, copied, startComment, nodes, statedOutcome, foulMove);
  }

  /**
   * A record with everything a file holds, its main line given as each move's annotation and the
   * variations at some moves: what a reader of a file builds, without a node for every move.
   *
   * @param record the game's main line
   * @param headers the header entries in the file's order, as {@link #of(GameRecord, Map, String,
   *     List, Optional, Optional)} takes them
   * @param startComment the comment before the first move, as there
   * @param annotations one annotation per move of the record, in order ({@link Annotation#NONE}
   *     where there is none)
   * @param variations by ply (from 1 to {@code record.ply()}), the lines instead of that move, each
   *     legal from the position before it; plies without variations are left out
   * @param statedOutcome the result the file states, or empty if it states none
   * @param foulMove the final move the rules refuse, as there
   * @param <P> the position type
   * @param <M> the move type
   * @return the annotated record
   * @throws IllegalArgumentException if an argument or element is null, a header cannot be written
   *     on one line, there is not one annotation per move, a ply of the variations is out of range,
   *     a variation is empty or not legal where it starts, an outcome is stated on a record that
   *     goes on, or the foul move does not fit
   */
  public static <P extends Position<P, M>, M> AnnotatedRecord<P, M> of(
      GameRecord<P, M> record,
      Map<String, String> headers,
      String startComment,
      List<Annotation> annotations,
      Map<Integer, List<List<MoveNode<M>>>> variations,
      Optional<Outcome> statedOutcome,
      Optional<String> foulMove) {
    checkArgument(record != null, "record is null");
    ImmutableMap<String, String> copied =
        checkRest(record, headers, startComment, statedOutcome, foulMove);
    checkArgument(annotations != null, "annotations is null");
    checkArgument(variations != null, "variations is null");
    checkArgument(
        annotations.size() == record.ply(),
        "%s annotations for the record's %s moves",
        annotations.size(),
        record.ply());
    List<P> positions = variations.isEmpty() ? List.of() : record.positions();
    List<MoveNode<M>> nodes =
        MainLine.annotated(
            record.moveArray(),
            annotations,
            variations,
            (i, node) -> checkVariations(positions.get(i), node));
    return annotated(record, copied, startComment, nodes, statedOutcome, foulMove);
  }

  /** Checks what both makers of a record with everything a file holds take besides its moves. */
  private static ImmutableMap<String, String> checkRest(
      GameRecord<?, ?> record,
      Map<String, String> headers,
      String startComment,
      Optional<Outcome> statedOutcome,
      Optional<String> foulMove) {
    checkArgument(startComment != null, "startComment is null");
    checkArgument(statedOutcome != null, "statedOutcome is null");
    checkArgument(foulMove != null, "foulMove is null");
    ImmutableMap<String, String> copied = checkHeaders(headers);
    // A file's reader ends the record with the result stated: one that goes on would not read back.
    checkArgument(
        statedOutcome.isEmpty() || record.isOver(),
        "an outcome is stated on a record that goes on: end it with the outcome (GameRecord.end)");
    if (foulMove.isPresent()) {
      String text = foulMove.get();
      checkArgument(!record.judged(), "a foul move is kept only on a record read as played");
      checkArgument(
          statedOutcome.isPresent() && statedOutcome.get().reason() == Reason.FOUL,
          "a foul move needs a stated outcome by foul");
      checkArgument(!text.isBlank() && isOneLine(text), "the foul move is not one line of text");
    }
    return copied;
  }

  private static <P extends Position<P, M>, M> AnnotatedRecord<P, M> annotated(
      GameRecord<P, M> record,
      ImmutableMap<String, String> headers,
      String startComment,
      List<MoveNode<M>> mainLine,
      Optional<Outcome> statedOutcome,
      Optional<String> foulMove) {
    record.trim(); // as in of(record)
    return new AnnotatedRecord<>(
        record,
        headers,
        Annotation.withLineFeeds(startComment),
        mainLine,
        statedOutcome,
        foulMove,
        null);
  }

  private static ImmutableMap<String, String> checkHeaders(Map<String, String> headers) {
    checkArgument(headers != null, "headers is null");
    for (Map.Entry<String, String> entry : headers.entrySet()) {
      String key = entry.getKey();
      checkArgument(key != null && !key.isBlank() && isOneLine(key), "bad header key %s", key);
      checkArgument(
          entry.getValue() != null && isOneLine(entry.getValue()),
          "the value of header %s is null or not one line",
          key);
    }
    return ImmutableMap.copyOf(headers);
  }

  private static <P extends Position<P, M>, M> List<MoveNode<M>> checkMainLine(
      GameRecord<P, M> record, List<MoveNode<M>> mainLine) {
    checkArgument(mainLine != null, "mainLine is null");
    checkArgument(
        mainLine.size() == record.ply(),
        "the main line has %s moves, the record %s",
        mainLine.size(),
        record.ply());
    Object[] moves = record.moveArray(); // one walk, not a search per move
    List<P> positions = record.positions();
    return MainLine.of(
        mainLine,
        moves,
        (i, node) -> {
          checkArgument(node != null, "the main line holds null");
          Object move = node.move();
          checkArgument(
              move == moves[i] || move.equals(moves[i]),
              "move %s of the main line is not the record's",
              i + 1);
          if (!node.variations().isEmpty()) { // a position is built only where a variation starts
            checkVariations(positions.get(i), node);
          }
        });
  }

  /** Each variation of a node is legal from the position before the node's move. */
  private static <P extends Position<P, M>, M> void checkVariations(P before, MoveNode<M> node) {
    for (List<MoveNode<M>> line : node.variations()) {
      P position = before;
      for (MoveNode<M> alternative : line) {
        checkVariations(position, alternative);
        try {
          position = position.play(alternative.move());
        } catch (IllegalMoveException e) {
          throw new IllegalArgumentException(
              "variation move " + alternative.move() + " is not legal in " + position, e);
        }
      }
    }
  }

  private static boolean isOneLine(String text) {
    return text.indexOf('\n') < 0 && text.indexOf('\r') < 0;
  }

  /**
   * The first place where the position or the history rules end the main line. A position that
   * decides the game ends any record, so only the last one can; the history rules end a record made
   * by {@link GameRecord#start} where they apply, so only a record read as played is judged before
   * its last ply.
   */
  private static <P extends Position<P, M>, M> Optional<Ending> endingOf(GameRecord<P, M> record) {
    Game<P, M> game = record.game();
    if (!record.judged()) {
      // a node chain is walked back once; a flat line makes each prefix in order instead
      @SuppressWarnings("unchecked")
      GameRecord<P, M>[] prefixes =
          record.onFlatLine() ? null : (GameRecord<P, M>[]) new GameRecord<?, ?>[record.ply()];
      for (GameRecord<P, M> r = prefixes != null && record.ply() > 0 ? record.previous() : null;
          r != null;
          r = r.previous()) {
        prefixes[r.ply()] = r;
      }
      for (int ply = 1; ply < record.ply(); ply++) {
        Optional<Outcome> ended = game.judge(prefixes != null ? prefixes[ply] : record.prefix(ply));
        if (ended.isPresent()) {
          return Optional.of(new Ending(ply, ended.get()));
        }
      }
    }
    Optional<Outcome> ended = record.positionOutcome(); // without replaying the position
    if (ended.isEmpty() && record.ply() > 0) {
      ended = game.judge(record);
    }
    return ended.map(outcome -> new Ending(record.ply(), outcome));
  }

  /**
   * The game.
   *
   * @return the game
   */
  public Game<P, M> game() {
    return record.game();
  }

  /**
   * The main line: start position, moves and outcome.
   *
   * @return the record
   */
  public GameRecord<P, M> record() {
    return record;
  }

  /**
   * How the main line was replayed: {@link ReadMode#AS_PLAYED} when its record skips the history
   * rules ({@link GameRecord#judged()}).
   *
   * @return the mode
   */
  public ReadMode mode() {
    return record.judged() ? ReadMode.STRICT : ReadMode.AS_PLAYED;
  }

  /**
   * The header entries in the file's order, keys as the file wrote them, without those a format
   * writes from the record (the start position, the result).
   *
   * @return an unmodifiable map
   */
  public Map<String, String> headers() {
    return headers;
  }

  /**
   * The comment before the first move.
   *
   * @return the text, {@code ""} for none
   */
  public String startComment() {
    return startComment;
  }

  /**
   * The main line's moves with their annotations and variations: {@code mainLine().get(i)} is the
   * move of ply {@code i + 1}. Only a node with variations is kept; the others are made when read,
   * so two reads give equal nodes, not the same object ({@code get(i) == get(i)} may be false).
   *
   * @return an unmodifiable list, as long as the record
   */
  public List<MoveNode<M>> mainLine() {
    return mainLine;
  }

  /**
   * The result the file states, whatever the rules say: a resignation, a time forfeit, a result tag
   * ({@link Reason#ADJUDICATION} when the file gives no reason).
   *
   * @return the outcome, or empty if the file states none
   */
  public Optional<Outcome> statedOutcome() {
    return statedOutcome;
  }

  /**
   * Where and how the rules end the main line: checkmate, a repetition, a limit. Read as played, it
   * may lie before the record's last move.
   *
   * <p>Worked out on the first call and kept: for a record read as played, the history rules judge
   * each ply of the main line in turn, a cost a reader of many games pays only for the records it
   * asks about.
   *
   * @return the ending, or empty if the rules do not end the main line
   */
  public Optional<Ending> rulesEnding() {
    Optional<Ending> ending = rulesEnding;
    if (ending == null) {
      ending = endingOf(record);
      record.trim(); // drops what judging cached on the line: a record kept stays small
      rulesEnding = ending;
    }
    return ending;
  }

  /**
   * The final move the rules refuse, as the file wrote it, when the file ends the game with it as a
   * foul. Only on a record read {@link ReadMode#AS_PLAYED as played}.
   *
   * @return the move's text, or empty
   */
  public Optional<String> foulMove() {
    return foulMove;
  }

  /**
   * The same record with other headers.
   *
   * @param entries the header entries, in order
   * @return the record
   * @throws IllegalArgumentException if the map or an entry is null, or an entry is not one line
   */
  public AnnotatedRecord<P, M> withHeaders(Map<String, String> entries) {
    return new AnnotatedRecord<>(
        record,
        checkHeaders(entries),
        startComment,
        mainLine,
        statedOutcome,
        foulMove,
        rulesEnding);
  }

  /**
   * The same record with another comment before the first move.
   *
   * @param comment the text, {@code ""} for none; {@code \r\n} and {@code \r} are made {@code \n}
   * @return the record
   * @throws IllegalArgumentException if the comment is null
   */
  public AnnotatedRecord<P, M> withStartComment(String comment) {
    checkArgument(comment != null, "comment is null");
    return new AnnotatedRecord<>(
        record,
        headers,
        Annotation.withLineFeeds(comment),
        mainLine,
        statedOutcome,
        foulMove,
        rulesEnding);
  }

  /**
   * The same record with another annotation on a move of the main line.
   *
   * @param ply the move's ply, from 1 to {@code record().ply()}
   * @param annotation the annotation
   * @return the record
   * @throws IllegalArgumentException if the ply is out of range or the annotation null
   */
  public AnnotatedRecord<P, M> withAnnotation(int ply, Annotation annotation) {
    checkArgument(ply >= 1 && ply <= mainLine.size(), "ply %s outside 1..%s", ply, mainLine.size());
    checkArgument(annotation != null, "annotation is null");
    MoveNode<M> node = mainLine.get(ply - 1);
    return withNode(ply, new MoveNode<>(node.move(), annotation, node.variations()));
  }

  /**
   * The same record with other variations on a move of the main line.
   *
   * @param ply the move's ply, from 1 to {@code record().ply()}
   * @param variations the lines instead of that move, each legal from the position before it
   * @return the record
   * @throws IllegalArgumentException if the ply is out of range, a line is null or empty, or a move
   *     is not legal where it is played
   */
  public AnnotatedRecord<P, M> withVariations(int ply, List<List<MoveNode<M>>> variations) {
    checkArgument(ply >= 1 && ply <= mainLine.size(), "ply %s outside 1..%s", ply, mainLine.size());
    MoveNode<M> node = mainLine.get(ply - 1);
    MoveNode<M> changed = new MoveNode<>(node.move(), node.annotation(), variations);
    checkVariations(record.positions().get(ply - 1), changed);
    return withNode(ply, changed);
  }

  private AnnotatedRecord<P, M> withNode(int ply, MoveNode<M> node) {
    List<MoveNode<M>> copy = new java.util.ArrayList<>(mainLine);
    copy.set(ply - 1, node);
    return new AnnotatedRecord<>(
        record,
        headers,
        startComment,
        MainLine.of(copy, record.moveArray(), (i, checked) -> {}),
        statedOutcome,
        foulMove,
        rulesEnding);
  }

  /**
   * Equal records have the same game, main line (moves, annotations, variations), outcome, read
   * mode, headers, start comment, stated outcome and foul move.
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof AnnotatedRecord<?, ?> other
        && record.game().equals(other.record.game())
        && record.startPosition().equals(other.record.startPosition())
        && record.judged() == other.record.judged()
        && record.outcome().equals(other.record.outcome())
        && mainLine.equals(other.mainLine)
        && headers.equals(other.headers)
        && startComment.equals(other.startComment)
        && statedOutcome.equals(other.statedOutcome)
        && foulMove.equals(other.foulMove);
  }

  /** Returns a hash code consistent with {@link #equals}. */
  @Override
  public int hashCode() {
    return Objects.hash(record.startPosition(), mainLine, headers, statedOutcome);
  }

  /** Returns the game, the number of moves and the outcomes, for people. */
  @Override
  public String toString() {
    return record
        + statedOutcome.map(o -> ", stated " + o).orElse("")
        + rulesEnding().map(e -> ", rules end at ply " + e.ply() + " by " + e.outcome()).orElse("")
        + foulMove.map(m -> ", foul move " + m).orElse("");
  }
}
