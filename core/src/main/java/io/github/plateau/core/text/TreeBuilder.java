package io.github.plateau.core.text;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkState;

import com.google.common.collect.ImmutableList;
import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Annotation;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.MoveNode;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Position;
import java.time.Duration;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.RandomAccess;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * Builds the tree of a record's moves as a reader reads them, the one place where every format's
 * reader turns moves, variations, comments and marks into {@link MoveNode}s: the reader feeds it in
 * the text's order ({@link #move}, {@link #startVariation}, {@link #endVariation}, {@link
 * #comment}, {@link #mark}, {@link #time}, {@link #result}) and {@link #build}s the {@link
 * AnnotatedRecord} with the main line it replayed, whose moves are the main line's: the builder's
 * main line places what is said of them. The reader keeps what is its own: the positions, the
 * legality of the moves, the format's errors.
 *
 * <p>A comment goes to the last move of the line being read; before a line's first move it is kept
 * for that move (a variation's) or as the start comment (the main line's). Several comments at one
 * place are joined by a line feed. A line keeps its moves in an array and what is said of them in
 * arrays made when a move first has something said, and the record takes each node of the main line
 * as it is made, keeping none but those with variations, so that a long record costs little per
 * move. Not thread-safe: one builder per record being read.
 *
 * @param <M> the move type
 */
public final class TreeBuilder<M> {
  /**
   * A line of moves: the main line, or a variation replacing a move of its parent line. Its moves
   * in an array, and what is said of them in arrays of their own, made when a move first has
   * something said: a long line costs an array slot per move, not an object.
   */
  private static final class Line<M> {
    final Line<M> parent;
    Object[] moves = NONE;
    int size;
    CharSequence leading; // comments before the first move, null while there are none
    CharSequence[] comments; // by move: null while there is none; see join
    List<String>[] marks; // by move: null for none
    Duration[] times; // by move: null for none
    List<Line<M>>[] variations; // by move: null for none

    Line(Line<M> parent) {
      this.parent = parent;
    }

    void add(Object move) {
      if (size == moves.length) {
        int grown = Math.max(8, 2 * size);
        moves = Arrays.copyOf(moves, grown);
        comments = comments == null ? null : Arrays.copyOf(comments, grown);
        marks = marks == null ? null : Arrays.copyOf(marks, grown);
        times = times == null ? null : Arrays.copyOf(times, grown);
        variations = variations == null ? null : Arrays.copyOf(variations, grown);
      }
      moves[size++] = move;
    }

    @SuppressWarnings("unchecked")
    M move(int i) {
      return (M) moves[i];
    }

    CharSequence comment(int i) {
      return comments == null ? null : comments[i];
    }

    List<String> marks(int i) {
      // Guava's own empty list: an annotation takes it as it is, where it copies any other
      return marks == null || marks[i] == null ? ImmutableList.of() : marks[i];
    }

    Duration time(int i) {
      return times == null ? null : times[i];
    }

    List<Line<M>> variations(int i) {
      return variations == null || variations[i] == null ? List.of() : variations[i];
    }

    void comment(int i, CharSequence comment) {
      if (comments == null) {
        comments = new CharSequence[moves.length];
      }
      comments[i] = comment;
    }

    @SuppressWarnings("unchecked")
    void mark(int i, String mark) {
      if (marks == null) {
        marks = (List<String>[]) new List<?>[moves.length];
      }
      if (marks[i] == null) {
        marks[i] = new ArrayList<>(1);
      }
      marks[i].add(mark);
    }

    void time(int i, Duration time) {
      if (times == null) {
        times = new Duration[moves.length];
      }
      times[i] = time;
    }

    @SuppressWarnings("unchecked")
    void vary(int i, Line<M> variation) {
      if (variations == null) {
        variations = (List<Line<M>>[]) new List<?>[moves.length];
      }
      if (variations[i] == null) {
        variations[i] = new ArrayList<>(1);
      }
      variations[i].add(variation);
    }
  }

  private static final Object[] NONE = {};

  private final boolean timesInComments;
  private final Line<M> main = new Line<>(null);
  private Line<M> current = main;
  private int depth;
  private Optional<Outcome> stated = Optional.empty();

  private TreeBuilder(boolean timesInComments) {
    this.timesInComments = timesInComments;
  }

  /**
   * A builder whose moves' times are given by {@link #time}, as KIF and CSA state them.
   *
   * @param <M> the move type
   * @return the builder
   */
  public static <M> TreeBuilder<M> create() {
    return new TreeBuilder<>(false);
  }

  /**
   * A builder whose moves' times are in their comments, as PGN and PDN write them: each comment is
   * read by {@link Annotation#ofComment}.
   *
   * @param <M> the move type
   * @return the builder
   */
  public static <M> TreeBuilder<M> timesInComments() {
    return new TreeBuilder<>(true);
  }

  /**
   * A move of the line being read, after its last one.
   *
   * @param move the move, legal where the reader played it
   * @throws IllegalArgumentException if the move is null
   */
  public void move(M move) {
    checkArgument(move != null, "move is null");
    Line<M> line = current;
    line.add(move);
    if (line.size == 1 && line.parent != null && line.leading != null) {
      line.comment(0, line.leading); // a variation's comment before its moves is its first move's
      line.leading = null;
    }
  }

  /**
   * Whether the line being read holds a move yet.
   *
   * @return true once {@link #move} was given on it
   */
  public boolean hasMove() {
    return current.size > 0;
  }

  /**
   * How many moves the line being read holds.
   *
   * @return the count
   */
  public int moves() {
    return current.size;
  }

  /**
   * How deep the line being read is nested: 0 on the main line, 1 in one of its variations.
   *
   * @return the depth
   */
  public int depth() {
    return depth;
  }

  /**
   * A comment line: on the last move of the line being read, or before its first move. An empty
   * text is kept too: joined to others it is an empty line of the comment.
   *
   * @param text the text
   * @throws IllegalArgumentException if the text is null
   */
  public void comment(String text) {
    checkArgument(text != null, "text is null");
    Line<M> line = current;
    if (line.size == 0) {
      line.leading = join(line.leading, text);
    } else {
      int last = line.size - 1;
      line.comment(last, join(line.comment(last), text));
    }
  }

  /**
   * A comment as the PGN family writes it, in braces or after {@code ;}: its line breaks become
   * {@code \n}, and an empty one is left out.
   *
   * @param text the text between the braces
   * @throws IllegalArgumentException if the text is null
   */
  public void braceComment(String text) {
    checkArgument(text != null, "text is null");
    String normalized = text.replace("\r\n", "\n").replace('\r', '\n');
    if (!normalized.isEmpty()) {
      comment(normalized);
    }
  }

  /**
   * A comment with one more text: the text itself while it is the only one (most moves have one
   * comment, then kept without a copy), else the texts joined by line breaks in a builder.
   */
  private static CharSequence join(CharSequence comment, String text) {
    if (comment == null) {
      return text;
    }
    StringBuilder joined =
        comment instanceof StringBuilder builder ? builder : new StringBuilder(comment);
    return joined.append('\n').append(text);
  }

  /**
   * A mark on the last move of the line being read ({@code !?}, {@code $14}, a bookmark).
   *
   * @param mark the mark as written
   * @throws IllegalArgumentException if the mark is null or blank
   * @throws IllegalStateException if the line holds no move
   */
  public void mark(String mark) {
    checkArgument(mark != null && !mark.isBlank(), "mark is null or blank");
    current.mark(last(), mark);
  }

  /**
   * The time spent on the last move of the line being read.
   *
   * @param spent the time, not negative, or null for none
   * @throws IllegalStateException if the line holds no move
   */
  public void time(Duration spent) {
    current.time(last(), spent);
  }

  /**
   * Starts a variation replacing the last move of the line being read; the moves that follow are
   * its own until {@link #endVariation}.
   *
   * @throws IllegalStateException if the line holds no move
   */
  public void startVariation() {
    startVariation(current.size - 1);
  }

  /**
   * Starts a variation replacing a move of the line being read, as KIF's {@code 変化：N手} does.
   *
   * @param index the move's index in the line, from 0
   * @throws IllegalStateException if the line holds no move at that index
   */
  public void startVariation(int index) {
    checkState(index >= 0 && index < current.size, "no move %s to vary", index);
    Line<M> line = new Line<>(current);
    current.vary(index, line);
    current = line;
    depth++;
  }

  /**
   * Ends the variation being read: the line it varies is read on. A variation without a move is
   * left out of the tree.
   *
   * @throws IllegalStateException if the main line is being read
   */
  public void endVariation() {
    checkState(current.parent != null, "no variation to end");
    current = current.parent;
    depth--;
  }

  /**
   * The result the record states.
   *
   * @param outcome the outcome, or empty if the record states none
   * @throws IllegalArgumentException if the outcome is null
   */
  public void result(Optional<Outcome> outcome) {
    checkArgument(outcome != null, "outcome is null");
    stated = outcome;
  }

  /**
   * The result the record states, as {@link #result} gave it.
   *
   * @return the outcome, or empty
   */
  public Optional<Outcome> result() {
    return stated;
  }

  /**
   * The comment before the main line's first move.
   *
   * @return the text, {@code ""} for none
   */
  public String startComment() {
    return main.leading == null ? "" : main.leading.toString();
  }

  /** The index of the last move of the line being read. */
  private int last() {
    checkState(current.size > 0, "the line holds no move");
    return current.size - 1;
  }

  /**
   * The record read.
   *
   * @param record the main line as the reader replayed it: the record's moves are taken as the main
   *     line's, of which only the count and the first and last are checked
   * @param headers the header entries, in the file's order
   * @param startComment the comment before the first move
   * @param foulMove the final move the rules refuse, as written, if the record keeps one
   * @param <P> the position type
   * @return the record, with the stated outcome {@link #result} gave
   * @throws IllegalArgumentException if the main line read has not as many moves as the record or
   *     another first or last move, or as {@link AnnotatedRecord#of(GameRecord, Map, String, List,
   *     Map, Optional, Optional)}
   */
  public <P extends Position<P, M>> AnnotatedRecord<P, M> build(
      GameRecord<P, M> record,
      Map<String, String> headers,
      String startComment,
      Optional<String> foulMove) {
    // The record's moves are the main line's: the reader replayed them; the count and the ends are
    // checked, not each move, which would make every move again from the record's codes.
    checkArgument(
        main.size == record.ply(),
        "the main line has %s moves, the record %s",
        main.size,
        record.ply());
    if (main.size > 0) {
      checkArgument(
          main.move(0).equals(record.moves().get(0))
              && main.move(main.size - 1).equals(record.lastMove().orElseThrow()),
          "the main line's first or last move is not the record's");
    }
    return AnnotatedRecord.of(
        record, headers, startComment, new Annotations(main), variations(main), stated, foulMove);
  }

  /** The variations of a line's moves by ply, nodes made once each: most moves have none. */
  private Map<Integer, List<List<MoveNode<M>>>> variations(Line<M> line) {
    if (line.variations == null) {
      return Map.of();
    }
    Map<Integer, List<List<MoveNode<M>>>> byPly = new HashMap<>();
    for (int i = 0; i < line.size; i++) {
      List<List<MoveNode<M>>> lines = variationNodes(line, i);
      if (!lines.isEmpty()) {
        byPly.put(i + 1, lines);
      }
    }
    return byPly;
  }

  /** The variations of a line's move as nodes; a variation without a move is left out. */
  private List<List<MoveNode<M>>> variationNodes(Line<M> line, int index) {
    List<Line<M>> lines = line.variations(index);
    List<List<MoveNode<M>>> variations = lines.isEmpty() ? List.of() : new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) { // no iterator for the many moves without one
      Line<M> variation = lines.get(i);
      if (variation.size > 0) {
        variations.add(ImmutableList.copyOf(nodes(variation))); // each node made once
      }
    }
    return variations;
  }

  /** A line's annotations, each made when it is read: the record reads each once. */
  private final class Annotations extends AbstractList<Annotation> implements RandomAccess {
    private final Line<M> line;

    Annotations(Line<M> line) {
      this.line = line;
    }

    @Override
    public Annotation get(int index) {
      Objects.checkIndex(index, line.size);
      return annotation(line, index);
    }

    @Override
    public int size() {
      return line.size;
    }
  }

  /**
   * A line's moves as nodes, each made when it is read: the record takes the main line's in one
   * pass, and a move without variations is never held as a node. A variation without a move is left
   * out.
   */
  private List<MoveNode<M>> nodes(Line<M> line) {
    return new Nodes(line);
  }

  /** See {@link #nodes}. */
  private final class Nodes extends AbstractList<MoveNode<M>> implements RandomAccess {
    private final Line<M> line;

    Nodes(Line<M> line) {
      this.line = line;
    }

    @Override
    public MoveNode<M> get(int index) {
      Objects.checkIndex(index, line.size);
      return new MoveNode<>(line.move(index), annotation(line, index), variationNodes(line, index));
    }

    @Override
    public int size() {
      return line.size;
    }
  }

  private Annotation annotation(Line<M> line, int index) {
    CharSequence said = line.comment(index);
    String comment = said == null ? "" : said.toString();
    List<String> marks = line.marks(index);
    Duration time = line.time(index);
    if (timesInComments) {
      return comment.isEmpty() && marks.isEmpty()
          ? Annotation.NONE
          : Annotation.ofComment(comment, marks);
    }
    if (comment.isEmpty() && time == null && marks.isEmpty()) {
      return Annotation.NONE; // one shared value for the many moves that say nothing
    }
    if (comment.isEmpty() && marks.isEmpty()) {
      return timed(time); // most moves of a KIF file say only their time
    }
    return new Annotation(comment, spent(time), marks);
  }

  /** An annotation holding only a time spent: the same value for every move that took as long. */
  private static Annotation timed(Duration time) {
    int slot = sharedSlot(time);
    Annotation shared = slot < 0 ? null : TIMED.get(slot);
    if (shared == null) {
      shared = new Annotation("", spent(time), List.of());
      if (slot >= 0) {
        TIMED.set(slot, shared);
      }
    }
    return shared;
  }

  /** Whole seconds below this are shared values: most moves of a record take a few seconds. */
  private static final int SHARED_SECONDS = 3600;

  /** The time spent as whole seconds, made once each on first use: immutable, so shared. */
  private static final AtomicReferenceArray<Optional<Duration>> SECONDS =
      new AtomicReferenceArray<>(SHARED_SECONDS);

  /** The annotations of a time alone, whole seconds below {@link #SHARED_SECONDS}, made once. */
  private static final AtomicReferenceArray<Annotation> TIMED =
      new AtomicReferenceArray<>(SHARED_SECONDS);

  /** A time spent, the same value for every move that took the same whole seconds. */
  private static Optional<Duration> spent(Duration time) {
    if (time == null) {
      return Optional.empty();
    }
    int slot = sharedSlot(time);
    if (slot < 0) {
      return Optional.of(time);
    }
    Optional<Duration> shared = SECONDS.get(slot);
    if (shared == null) {
      shared = Optional.of(time);
      SECONDS.set(slot, shared);
    }
    return shared;
  }

  /** The slot of a time among the shared values: its whole seconds, or -1 if it has none. */
  private static int sharedSlot(Duration time) {
    long seconds = time.getSeconds();
    return time.getNano() != 0 || seconds < 0 || seconds >= SHARED_SECONDS ? -1 : (int) seconds;
  }
}
