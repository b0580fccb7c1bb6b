package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkState;

import java.util.AbstractList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.IntSupplier;

/**
 * A game as played so far: the start position, the moves, the positions they led to and, once it
 * has ended, the {@link Outcome}. Immutable and thread-safe: {@link #play}, {@link #undo}, {@link
 * #resign} and {@link #end} return new records that share this one's history.
 *
 * <p>After each move the outcome is the new position's own ({@link Position#outcome()}), else the
 * one the game's history rules give ({@link Game#judge}). A record made by {@link #asPlayed} skips
 * the history rules: it replays games that went on past a repetition or a limit nobody claimed.
 *
 * <p>Costs stay flat however long the game: a move costs O(log n) for a record of n plies (a
 * persistent index of the earlier positions by hash, shared between records; the first move played
 * from a record that already had one, after {@link #undo}, rebuilds that record's index once, at
 * most 63 insertions), memory grows by a small amount per move (the index is kept in full every 64
 * plies and at the records played from more than once; the last 16 positions are held, an earlier
 * one only every 16 plies and the others replayed from there when asked for, at most 15 moves, so
 * that a long game holds about one position in 16), {@link #moves()} and {@link #positions()} are
 * views made in constant time whose elements are reached in O(log n) (the positions view replays
 * one move for each element read in order), and {@link #repetitions()} visits only the earlier
 * positions with the current one's hash.
 *
 * <p>The records that {@link #playOn} makes, one after the other, share a flat line instead (the
 * first move played on from a node without a line makes a node, so that a move tried and taken back
 * costs one node; the line starts at the second): per ply a hash, a move and the ply of the latest
 * earlier position with the same hash in arrays (16 bytes a ply), and a position every 16 plies
 * while the line is played, only every 64 once an {@link AnnotatedRecord} wraps it, the others
 * replayed from there when asked for; no record is kept per ply. A position asked for in order
 * replays one move; out of order or backwards (a GUI stepping back), up to 15 moves while the line
 * is played and up to 63 once an {@link AnnotatedRecord} wraps it, against 15 on the node chain.
 * The record of an earlier ply ({@link #undo}, the views) is made when asked for, in constant time,
 * and the line remembers only the last one made for each ply modulo 16: {@code x.undo()} gives the
 * same object again only while no record of a ply 16, 32, ... plies away was made in between, on
 * this thread or another (a view read, {@link #repetitions()}, a game's history rules judging) and
 * no {@link AnnotatedRecord} wrapped the record (which forgets them all); otherwise it is a new
 * record, equal in every answer. {@code x.undo() == x.undo()} is therefore not guaranteed. A move
 * costs amortised O(1) expected (the line's index by hash is a hash table while it is played, at
 * most 8 bytes a ply; a record wrapped in an {@link AnnotatedRecord} drops it, and a later move or
 * {@link #lastPlyOf} rebuilds it once, in O(n); a line played on after it was wrapped is not
 * trimmed again, so a record wrapped after every move costs that once), plus, for a position new to
 * the line, a lookup in the index of the node the line starts from. {@link #lastPlyOf} costs O(1)
 * expected from the line's last ply and O(log n) from an earlier one (the plies of a hash are
 * walked back while the line has at most 8 of them, bisected in a sorted array of them past that),
 * and takes no lock unless it meets a ply being appended. A move played from below a line's last
 * ply (a branch, or after {@link #undo}), by {@link #play} or {@link #playOn}, makes a node of the
 * chain, as does every move after it: its index holds only the nodes after the line's record and
 * asks the line for the rest, so it costs O(log n) and no line is ever started over another.
 *
 * <p>Memory: any record of a line, an early one, one reached by {@link #undo}, or a node played
 * from one, keeps the whole line alive: its arrays up to the last ply, and until an {@link
 * AnnotatedRecord} wraps it, its room to grow and its index by hash. Kept alone, ply 20 of a
 * 150-ply game costs about 8.2 KB (a node chain: 1.6 KB), ply 10 of a 3,000-ply game about 98 KB (a
 * node chain: next to nothing, its later records let go). A program that keeps early records of
 * many games should keep a copy of its own instead: {@code GameRecord.start(r.game(),
 * r.startPosition())} (or {@link #asPlayed} for a record that is not {@link #judged()}) and {@link
 * #play(Object)} each of {@code r.moves()}, a node chain that holds only its own plies (and, as any
 * record made by {@link #play(Object)}, up to 16 of their positions).
 *
 * <p>For example, in shogi:
 *
 * <pre>{@code
 * Shogi shogi = new Shogi();
 * GameRecord<ShogiPosition, Move> game = GameRecord.start(shogi).play("7g7f").play("3c3d");
 * int plies = game.ply(); // 2
 * GameRecord<ShogiPosition, Move> back = game.undo(); // game is unchanged
 * Optional<Outcome> outcome = game.outcome(); // empty: the game goes on
 * GameRecord<ShogiPosition, Move> resigned = game.resign(game.current().sideToMove());
 * String result = resigned.outcome().orElseThrow().toString(); // "GOTE wins by RESIGNATION"
 * }</pre>
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public final class GameRecord<P extends Position<P, M>, M> {
  private final Game<P, M> game;
  private final GameRecord<P, M> previous; // null at the start
  private final GameRecord<P, M>
      jump; // an earlier record for O(log n) access by ply; null at start
  private final M move; // the move that led here; null at the start
  private final P kept; // the position, kept for good every KEPT_EVERY plies; else null
  private final long hash; // the position's hash, for the index without the position
  private final int ply;
  private final Outcome outcome; // null while the game goes on
  private final GameRecord<P, M> sameHash; // the latest earlier record with this hash, or null
  private final boolean judged; // whether the history rules end the game
  private final boolean decided; // whether the position itself ends the game (Position#outcome)

  /**
   * The flat line this record is a ply of (made by {@link #playOn}), or null for a node of the
   * chain: on a line, {@link #previous}, {@link #jump}, {@link #kept} and {@link #sameHash} are
   * null and the line holds what they would.
   */
  private final FlatLine<P, M> line;

  /**
   * For a node played from a record of a flat line (a branch, or a move after {@link #undo}): that
   * record, the end of this node's chain, whose line answers for the plies up to it; else null. The
   * node's index by hash holds only the nodes after it.
   */
  private final GameRecord<P, M> flatBase;

  /**
   * Whether {@link #playOn} made this node from a node without a line: a move played on from it
   * starts a flat line, so that a move tried and taken back (a probe) costs one node, not a line.
   */
  private final boolean seed;

  /**
   * Every record up to this one by hash, the latest wins. Kept for good only every {@link
   * #CHECKPOINT} plies: a record drops its own when a move is played from it, and one needed again
   * (a move played after {@link #undo}) is rebuilt from the checkpoint before it, then kept, so
   * that a record played from many times rebuilds once. Recomputable, so the race between threads
   * that rebuild it is benign.
   */
  private volatile HashTrie<GameRecord<P, M>> byHash;

  /** Whether {@link #byHash} was rebuilt: a record played from twice keeps it from then on. */
  private volatile boolean branched;

  /**
   * The position, when {@link #kept} is null, until a record {@link #KEPT_EVERY} plies later is
   * played: a long game holds its last {@link #KEPT_EVERY} positions and one in {@link #KEPT_EVERY}
   * before them. Recomputable, so a thread that finds it null replays it.
   */
  private volatile P latest;

  private static final int CHECKPOINT = 64;

  /** How often a position is kept: the others are replayed from the one before, when asked for. */
  private static final int KEPT_EVERY = 16;

  private GameRecord(
      Game<P, M> game,
      GameRecord<P, M> previous,
      M move,
      P position,
      Outcome outcome,
      boolean judged) {
    this(game, previous, move, position, position.hash(), outcome, judged, outcome != null, false);
  }

  /**
   * A node of the chain; {@code hash} is the position's hash and {@code decided} says whether the
   * position itself ends the game; {@code seed}, whether a move played on from it starts a flat
   * line (see {@link #seed}). The position of the record {@link #KEPT_EVERY} plies back is dropped.
   */
  private GameRecord(
      Game<P, M> game,
      GameRecord<P, M> previous,
      M move,
      P position,
      long hash,
      Outcome outcome,
      boolean judged,
      boolean decided,
      boolean seed) {
    this.game = game;
    this.judged = judged;
    this.decided = decided;
    this.seed = seed;
    this.line = null;
    this.flatBase = previous == null ? null : previous.line != null ? previous : previous.flatBase;
    this.previous = previous;
    this.move = move;
    this.ply = previous == null ? 0 : previous.ply + 1;
    this.kept = ply % KEPT_EVERY == 0 ? position : null;
    this.latest = kept == null ? position : null;
    this.hash = hash;
    this.outcome = outcome;
    this.jump = previous == null ? null : jumpFrom(previous);
    HashTrie<GameRecord<P, M>> before = previous == null ? HashTrie.empty() : previous.index();
    GameRecord<P, M> same = before.get(hash);
    if (same == null && flatBase != null) {
      int earlier = flatBase.lastPlyOf(hash); // O(log n) in the line, never a walk of its plies
      same = earlier < 0 ? null : flatBase.at(earlier);
    }
    this.sameHash = same;
    this.byHash = before.put(hash, this);
    if (previous != null) {
      dropOldPosition();
      if (previous.ply % CHECKPOINT != 0 && !previous.branched) {
        previous.byHash = null; // the new record carries the index on; see byHash
      }
    }
  }

  /**
   * Drops the position of the record {@link #KEPT_EVERY} plies back, so that a line holds its
   * newest positions and one in {@link #KEPT_EVERY} before them. Not the previous record's: it may
   * still be the one in use, after a move tried from it or taken back.
   */
  private void dropOldPosition() {
    GameRecord<P, M> r = previous;
    for (int back = 1; back < KEPT_EVERY && r != null; back++) {
      r = r.previous;
    }
    if (r != null) {
      r.latest = null; // replayed when asked for; see latest
    }
  }

  /**
   * Drops the positions that the records before this one hold until a record {@link #KEPT_EVERY}
   * plies later drops them: a record made by {@link #playOn} holds none, so none is dropped after
   * it, and the line keeps only its positions kept for good (and this record's, in use).
   */
  private void dropLatest() {
    for (GameRecord<P, M> r = previous; r != null && r.latest != null; r = r.previous) {
      r.latest = null;
    }
  }

  /** This record's position: kept, latest, or replayed from the last record that holds one. */
  private P position() {
    P position = kept != null ? kept : latest;
    if (position != null) {
      return position;
    }
    return line != null ? line.position(ply) : replayed();
  }

  /** The position this record holds without replaying a move, or null. */
  private P held() {
    P position = kept != null ? kept : latest;
    return position != null || line == null ? position : line.held(ply);
  }

  /**
   * The position of a node replayed from the nearest earlier node that holds one, at most 15 moves,
   * or from a record of a flat line, which replays its own.
   */
  private P replayed() {
    GameRecord<P, M>[] missing = records(KEPT_EVERY);
    int n = 0;
    GameRecord<P, M> r = this;
    P position;
    while ((position = r.kept != null ? r.kept : r.latest) == null) {
      if (r.line != null) {
        position = r.line.position(r.ply);
        break;
      }
      missing[n++] = r;
      r = r.previous;
    }
    while (n > 0) {
      position = position.play(missing[--n].move);
    }
    return position;
  }

  /** This record's index by hash, rebuilt from the last checkpoint when it was dropped. */
  private HashTrie<GameRecord<P, M>> index() {
    HashTrie<GameRecord<P, M>> index = byHash;
    if (index != null) {
      return index;
    }
    GameRecord<P, M>[] missing = records(CHECKPOINT);
    int n = 0;
    GameRecord<P, M> r = this;
    while ((index = r.byHash) == null) {
      if (r.line != null) {
        index = HashTrie.empty(); // the line answers for its plies and below: see flatBase
        break;
      }
      missing[n++] = r;
      r = r.previous;
    }
    while (n > 0) {
      GameRecord<P, M> next = missing[--n];
      index = index.put(next.hash, next);
    }
    byHash = index;
    branched = true;
    return index;
  }

  @SuppressWarnings("unchecked")
  private static <P extends Position<P, M>, M> GameRecord<P, M>[] records(int n) {
    return (GameRecord<P, M>[]) new GameRecord<?, ?>[n];
  }

  /** The record of a ply of a flat line; {@code decided} as for a node. */
  private GameRecord(FlatLine<P, M> line, int ply, Outcome outcome, boolean decided) {
    this.game = line.game();
    this.judged = line.judged();
    this.decided = decided;
    this.seed = false;
    this.line = line;
    this.flatBase = null;
    this.previous = null;
    this.jump = null;
    this.move = line.move(ply);
    this.kept = null;
    this.hash = line.hash(ply);
    this.ply = ply;
    this.outcome = outcome;
    this.sameHash = null;
  }

  /**
   * The record of an earlier ply of a line, made when asked for: no outcome (a move followed it)
   * and a position that does not end the game.
   */
  static <P extends Position<P, M>, M> GameRecord<P, M> onLine(FlatLine<P, M> line, int ply) {
    return new GameRecord<>(line, ply, null, false);
  }

  private GameRecord(GameRecord<P, M> record, Outcome outcome) {
    this.game = record.game;
    this.judged = record.judged;
    this.decided = record.decided;
    this.seed = record.seed;
    this.line = record.line;
    this.flatBase = record.flatBase;
    this.previous = record.previous;
    this.jump = record.jump;
    this.move = record.move;
    this.kept = record.kept;
    this.latest = record.latest;
    this.hash = record.hash;
    this.ply = record.ply;
    this.outcome = outcome;
    this.sameHash = record.sameHash;
    this.byHash = record.byHash; // never read: no move follows an ended record
  }

  /**
   * Skew-binary jump pointers: following jumps and parents, any ancestor is O(log n) away, and each
   * record computes its jump in constant time.
   */
  private static <P extends Position<P, M>, M> GameRecord<P, M> jumpFrom(GameRecord<P, M> parent) {
    GameRecord<P, M> j = parent.jump;
    if (j != null && j.jump != null && parent.ply - j.ply == j.ply - j.jump.ply) {
      return j.jump;
    }
    return parent;
  }

  /**
   * A new game from the game's start position.
   *
   * @param game the game
   * @param <P> the position type
   * @param <M> the move type
   * @return a record without moves
   * @throws IllegalArgumentException if the game is null
   */
  public static <P extends Position<P, M>, M> GameRecord<P, M> start(Game<P, M> game) {
    checkArgument(game != null, "game is null");
    return start(game, game.start());
  }

  /**
   * A new game from a given position.
   *
   * @param game the game
   * @param start the first position, one of this game under the same rules
   * @param <P> the position type
   * @param <M> the move type
   * @return a record without moves; already ended if the position decides the game
   * @throws IllegalArgumentException if an argument is null, or the position belongs to another
   *     game or to the same game under other rules ({@link Position#game()})
   */
  public static <P extends Position<P, M>, M> GameRecord<P, M> start(Game<P, M> game, P start) {
    checkArgument(game != null, "game is null");
    checkArgument(start != null, "start is null");
    game.requireOwn(start);
    return new GameRecord<>(game, null, null, start, start.outcome().orElse(null), true);
  }

  /**
   * A new game from a given position that the history rules never end: each move's position still
   * ends the game when it decides it (checkmate, no legal move), but repetitions and limits do not.
   * For replaying records as they were played, past a repetition or a limit nobody claimed; {@link
   * Game#judge} on such a record still tells what the rules would have said.
   *
   * @param game the game
   * @param start the first position, one of this game under the same rules
   * @param <P> the position type
   * @param <M> the move type
   * @return a record without moves; already ended if the position decides the game
   * @throws IllegalArgumentException if an argument is null, or the position belongs to another
   *     game or to the same game under other rules ({@link Position#game()})
   */
  public static <P extends Position<P, M>, M> GameRecord<P, M> asPlayed(Game<P, M> game, P start) {
    checkArgument(game != null, "game is null");
    checkArgument(start != null, "start is null");
    game.requireOwn(start);
    return new GameRecord<>(game, null, null, start, start.outcome().orElse(null), false);
  }

  /**
   * Whether the game's history rules end this record: false for one made by {@link #asPlayed}.
   *
   * @return true for a record made by {@link #start}
   */
  public boolean judged() {
    return judged;
  }

  /**
   * The game being played.
   *
   * @return the game
   */
  public Game<P, M> game() {
    return game;
  }

  /**
   * The first position.
   *
   * @return the start position
   */
  public P startPosition() {
    return at(0).kept;
  }

  /**
   * The position now.
   *
   * @return the last position
   */
  public P current() {
    return position();
  }

  /**
   * The number of moves played.
   *
   * @return the ply count
   */
  public int ply() {
    return ply;
  }

  /**
   * The last move played.
   *
   * @return the move that led to {@link #current()}, or empty at the start
   */
  public Optional<M> lastMove() {
    return Optional.ofNullable(move);
  }

  /** The record of this game's history after {@code target} plies, in O(log n). */
  GameRecord<P, M> at(int target) {
    GameRecord<P, M> r = toward(target);
    return r.ply == target ? r : r.line.record(target);
  }

  /**
   * The record after {@code target} plies if it is a node, else a record of the flat line that
   * holds that ply: the walk of {@link #at} without making a record of the line.
   */
  private GameRecord<P, M> toward(int target) {
    GameRecord<P, M> r = this;
    while (r.ply > target) {
      if (r.line == null) {
        r = r.jump.ply >= target ? r.jump : r.previous;
      } else if (target > r.line.start) {
        return r;
      } else {
        r = r.line.base;
      }
    }
    return r;
  }

  /** The move that led to ply {@code target}, from 1 to this record's ply. */
  private M moveAt(int target) {
    GameRecord<P, M> r = toward(target);
    return r.ply == target ? r.move : r.line.move(target);
  }

  /**
   * The moves played, in order: an unmodifiable view made in constant time; {@code get} costs O(log
   * n), {@code toArray()} O(n) for all of them.
   *
   * @return a list of {@link #ply()} moves
   */
  public List<M> moves() {
    return new AbstractList<>() {
      @Override
      public M get(int index) {
        checkElement(index, ply);
        return moveAt(index + 1);
      }

      @Override
      public Object[] toArray() {
        return moveArray(); // one walk, not a search per move
      }

      @Override
      public int size() {
        return ply;
      }
    };
  }

  /**
   * The positions, from the start to now: an unmodifiable view made in constant time; {@code get}
   * costs O(log n).
   *
   * @return a list of {@link #ply()} + 1 positions
   */
  public List<P> positions() {
    return new AbstractList<>() {
      /** The element read last: the next one in order is one move from it. */
      private volatile Read<P> last;

      @Override
      public P get(int index) {
        checkElement(index, ply + 1);
        GameRecord<P, M> r = toward(index);
        boolean own = r.ply == index; // else r's flat line holds the ply
        P position = own ? r.held() : r.line.held(index);
        if (position == null) {
          Read<P> before = last;
          if (before != null && before.index() == index - 1) {
            position = before.position().play(own ? r.move : r.line.move(index));
          } else {
            position = own ? r.position() : r.line.position(index);
          }
        }
        last = new Read<>(index, position);
        return position;
      }

      @Override
      public int size() {
        return ply + 1;
      }
    };
  }

  /** An element of the positions view and its index. */
  private record Read<P>(int index, P position) {}

  private static void checkElement(int index, int size) {
    if (index < 0 || index >= size) {
      throw new IndexOutOfBoundsException("index " + index + " outside a list of " + size);
    }
  }

  /**
   * How many times the current position has occurred in this game, this time included: positions
   * are compared with {@link Position#samePosition}, so move counters do not matter. Only earlier
   * positions with the same {@link Position#hash()} are visited.
   *
   * @return 1 or more
   */
  public int repetitions() {
    int count = 1;
    for (GameRecord<P, M> r = earlierOccurrence(); r != null; r = r.earlierOccurrence()) {
      count++;
    }
    return count;
  }

  /**
   * The ply of the latest position of this game, the current one included, with a given {@link
   * Position#hash()}: for a searcher that looks up the states of its search path in the game's
   * history. Positions are compared by hash only. The cost grows with the logarithm of the game's
   * length.
   *
   * @param hash a position's hash
   * @return the ply, or -1 if no position of the game has that hash
   */
  public int lastPlyOf(long hash) {
    if (line != null) {
      return line.lastPlyOf(hash, ply);
    }
    if (previous == null) { // the start, asked of each new position of a game read from it
      return hash == this.hash ? ply : -1;
    }
    GameRecord<P, M> latest = index().get(hash);
    if (latest != null) {
      return latest.ply;
    }
    return flatBase != null ? flatBase.lastPlyOf(hash) : -1;
  }

  /**
   * Whether at least {@code times} earlier records have this one's hash: false proves that the
   * position has not occurred that many times before, without the position (which a long game may
   * have to replay). Costs at most {@code times} steps.
   */
  boolean mayRepeat(int times) {
    int found = 0;
    for (GameRecord<P, M> r = earlierSameHash(); r != null && found < times; ) {
      found++;
      r = found < times ? r.earlierSameHash() : null;
    }
    return found >= times;
  }

  /** The latest earlier record with this one's hash, or null; made when on a flat line. */
  private GameRecord<P, M> earlierSameHash() {
    if (line == null) {
      return sameHash;
    }
    int earlier = line.sameHash(ply);
    return earlier < 0 ? null : at(earlier);
  }

  /** The latest earlier record whose position is the same as this one's, or null. */
  GameRecord<P, M> earlierOccurrence() {
    GameRecord<P, M> first = earlierSameHash();
    if (first == null) {
      return null;
    }
    P current = position();
    for (GameRecord<P, M> r = first; r != null; r = r.earlierSameHash()) {
      if (r.position().samePosition(current)) {
        return r;
      }
    }
    return null;
  }

  /**
   * How the current position itself ends the game ({@link Position#outcome()}), known without
   * replaying it: a record whose position ends the game has that outcome, since {@link #end}
   * refuses an ended record; any other record's outcome is a stated one, or none.
   */
  Optional<Outcome> positionOutcome() {
    return decided ? Optional.of(outcome) : Optional.empty();
  }

  /** The moves played, in order, read in one walk back over the records. */
  Object[] moveArray() {
    Object[] moves = new Object[ply];
    GameRecord<P, M> r = this;
    while (r.ply > 0) {
      if (r.line != null) {
        r.line.copyMoves(moves, r.ply);
        r = r.line.base;
      } else {
        moves[r.ply - 1] = r.move;
        r = r.previous;
      }
    }
    return moves;
  }

  /**
   * The record before this one, or null at the start: for walking back over a span of the game. On
   * a flat line it is made, or the one the line remembers ({@link #prefix}).
   */
  GameRecord<P, M> previous() {
    return line != null ? line.record(ply - 1) : previous;
  }

  /**
   * The record after {@code target} plies, for judging a record's prefixes in order: on a flat line
   * the line remembers it for a while, so that the next prefix's {@link #undo} is this same object
   * (what a game's history rules may use to carry counts from one prefix to the next).
   */
  GameRecord<P, M> prefix(int target) {
    GameRecord<P, M> r = at(target);
    if (r.line != null) {
      r.line.remember(r);
    }
    return r;
  }

  /** This record's flat line, or null for a node: for tests of the line's costs. */
  FlatLine<P, M> flatLine() {
    return line;
  }

  /**
   * How many flat lines hold plies of this record's history: at most one, since a record played
   * from below a line's last ply, and every node after it, stay on the node chain.
   */
  int flatLines() {
    int lines = 0;
    for (GameRecord<P, M> r = this; r != null; ) {
      if (r.line != null) {
        lines++;
        r = r.line.base;
      } else {
        r = r.flatBase;
      }
    }
    return lines;
  }

  /**
   * How many records this node's index by hash holds (0 for a record of a line): after a branch
   * from a line, the nodes after it only, whatever the line's length.
   */
  int indexed() {
    return line != null ? 0 : index().size();
  }

  /** Whether this record is a ply of a flat line ({@link #playOn}). */
  boolean onFlatLine() {
    return line != null;
  }

  /**
   * Fits this record's flat line, if any, to the plies it holds: for a record read and kept. The
   * line's index by hash is rebuilt if a move is played from its last ply or a ply is looked up.
   */
  void trim() {
    if (line != null) {
      line.trim();
    }
  }

  /**
   * How the game ended.
   *
   * @return the outcome, or empty while the game goes on
   */
  public Optional<Outcome> outcome() {
    return Optional.ofNullable(outcome);
  }

  /**
   * Whether the game has ended.
   *
   * @return true once there is an outcome
   */
  public boolean isOver() {
    return outcome != null;
  }

  /**
   * The record after one more move.
   *
   * @param move a legal move of the current position
   * @return the new record
   * @throws IllegalArgumentException if the move is null
   * @throws IllegalMoveException if the game is over or the move is not legal
   */
  public GameRecord<P, M> play(M move) {
    checkArgument(move != null, "move is null");
    requireOngoing();
    return append(move, position().play(move));
  }

  /**
   * The record after one more move, given in the game's standard notation.
   *
   * @param move the move's text
   * @return the new record
   * @throws IllegalArgumentException if the text is null
   * @throws NotationException if the text is malformed or ambiguous
   * @throws IllegalMoveException if the game is over or the move is not legal
   */
  public GameRecord<P, M> play(String move) {
    checkArgument(move != null, "move is null");
    requireOngoing();
    P position = position();
    M parsed = game.parseMove(position, move);
    return append(parsed, position.play(parsed));
  }

  /**
   * The record after one more move made on a search board, for replaying long games without an
   * immutable position per move (the record readers do): the board, which must be at this record's
   * current position (ply included), pushes the move and stays in the state after it, ready for the
   * next one. The new record takes its hash and outcome from the board and holds no position of its
   * own, except where its line keeps one (every 16 plies, from {@link SearchBoard#position()}, and
   * every 64 once the record is wrapped in an {@link AnnotatedRecord}); the others are replayed
   * when asked for. The records played one after the other share a flat line (see the class
   * comment); played from below a line's last ply, or from a node played after a record of a line,
   * the move makes a node of the chain, as {@link #play(Object)} does. The record answers as the
   * one {@link #play(Object)} returns for the same move. It lets go of the positions the records
   * before this one still cache (the last 15 at most; {@link #play(Object)} lets go of the one 16
   * plies back): reading such a record's {@link #current()} then replays moves, with the same
   * result.
   *
   * @param board a board at this record's current position; only its hash is checked
   * @param move a code of a legal move of the board's current state
   * @return the new record
   * @throws IllegalArgumentException if the board is null or its hash is not the current position's
   * @throws IllegalMoveException if the game is over or the code is not a legal move; the board is
   *     unchanged
   */
  public GameRecord<P, M> playOn(SearchBoard<P, M> board, int move) {
    return playOn(board, move, true);
  }

  /**
   * {@link #playOn(SearchBoard, int)}; unless {@code settle}, a record of a line is made as if its
   * position did not end the game, for a {@link Replay} to settle (a node is settled when made).
   */
  private GameRecord<P, M> playOn(SearchBoard<P, M> board, int move, boolean settle) {
    checkArgument(board != null, "board is null");
    checkArgument(board.hash() == hash, "the board is not at this record's current position");
    requireOngoing();
    M decoded = board.decode(move);
    board.push(move);
    int next = ply + 1;
    P kept = FlatLine.keeps(next) ? board.position() : null;
    Outcome ended = settle ? outcomeOf(board) : null;
    if (latest != null || previous != null && previous.latest != null) {
      dropLatest(); // this line holds no position but the kept ones from here on
    }
    long hash = board.hash();
    FlatLine<P, M> on = line;
    if (on == null && seed) {
      on = new FlatLine<>(this); // the second move played on from a node without a line
      on.append(ply, hash, decoded, kept);
    } else if (on == null || !on.append(ply, hash, decoded, kept)) {
      // the first move from a node without a line (perhaps a probe, taken back at once: a node
      // costs a tenth of a line), or below a line's last ply (a branch) or after one: a node, never
      // a line over a line; it holds a position every 16 plies (KEPT_EVERY, as the line) and
      // replays the others
      if (!settle) {
        ended = outcomeOf(board);
      }
      GameRecord<P, M> node =
          new GameRecord<>(
              game,
              this,
              decoded,
              kept,
              hash,
              null,
              judged,
              ended != null,
              line == null && flatBase == null);
      if (ended == null && judged) {
        ended = game.judge(node).orElse(null);
      }
      return ended == null ? node : node.withOutcome(ended);
    }
    GameRecord<P, M> record = new GameRecord<>(on, next, null, ended != null);
    if (ended == null) {
      on.remember(record); // the next record's undo() is this one
    }
    if (ended == null && judged) {
      ended = game.judge(record).orElse(null);
    }
    return ended == null ? record : record.withOutcome(ended);
  }

  /** How the board's state ends the game by itself, or null. */
  private static Outcome outcomeOf(SearchBoard<?, ?> board) {
    // the board's outcome lists the moves, so it is asked only of a side left without one
    return board.hasLegalMove() ? null : board.outcome().orElse(null);
  }

  /**
   * A replay of moves on a search board from this record, for a reader that plays a long line of
   * moves one after the other (the record readers do): it makes the records {@link #playOn} makes,
   * except that on a flat line of a record not {@link #judged()}, whether a position ends the game
   * by itself is asked only of the record {@link Replay#record()} returns, a move that is legal in
   * a position showing that it does not (a judged record, and a node, is asked at every move).
   *
   * @param board a board at this record's current position; only its hash is checked; the replay
   *     moves it
   * @return the replay, at this record
   * @throws IllegalArgumentException if the board is null or its hash is not the current position's
   */
  public Replay<P, M> replay(SearchBoard<P, M> board) {
    checkArgument(board != null, "board is null");
    checkArgument(board.hash() == hash, "the board is not at this record's current position");
    return new Replay<>(this, board);
  }

  /**
   * Moves played one after the other on a search board, as {@link #playOn} plays them, for a reader
   * that replays a long line (see {@link #replay}): where a record of a flat line is made and no
   * history rule judges it ({@link #judged()} false), whether its position ends the game is asked
   * of the board only when {@link #record()} is asked, not after every move. A move is legal only
   * in a position that does not end the game, so the records before the current one need not ask
   * it. The line and its records are those {@link #playOn} makes for the same moves.
   *
   * <p>Not thread-safe, as its board is not; the records it returns are, as any record.
   *
   * @param <P> the position type
   * @param <M> the move type
   */
  public static final class Replay<P extends Position<P, M>, M> {
    private final SearchBoard<P, M> board;
    // the record of a ply at or before the current one: the current ply's once record() made it
    private GameRecord<P, M> current;
    // the flat line the current ply is the last of, its record not made yet; else null
    private FlatLine<P, M> line;
    private int ply;
    private long hash;
    private boolean settled; // whether the current ply's outcome is known

    private Replay(GameRecord<P, M> from, SearchBoard<P, M> board) {
      this.board = board;
      this.current = from;
      this.ply = from.ply;
      this.hash = from.hash;
      this.settled = true;
    }

    /**
     * The current ply: the start record's plus the moves played.
     *
     * @return the ply
     */
    public int ply() {
      return ply;
    }

    /**
     * The code a reader's search finds for the next move, the game's end reported first as when it
     * is asked before every move: a record the history rules judge is asked before the search;
     * otherwise the search runs first, since a move it finds is legal and so shows that the game
     * goes on, and the record is asked only if the search throws.
     *
     * @param search the reader's search for the move's code, which throws if no move fits
     * @param refuseIfOver the reader's refusal of a move after the end: throws if the record it is
     *     given is over, else returns
     * @return the code the search found
     * @throws IllegalStateException if the board is no longer at the current ply's position
     * @throws RuntimeException what {@code refuseIfOver} or {@code search} throws
     */
    public int find(IntSupplier search, Consumer<GameRecord<P, M>> refuseIfOver) {
      if (current.judged) {
        refuseIfOver.accept(record()); // the history rules may end a game that has moves
        return search.getAsInt();
      }
      try {
        return search.getAsInt();
      } catch (RuntimeException e) {
        refuseIfOver.accept(record());
        throw e;
      }
    }

    /**
     * Plays a move on the board and the line, as {@link GameRecord#playOn} does.
     *
     * @param move a code of a legal move of the board's current state
     * @return the move, as the board decodes it
     * @throws IllegalStateException if the board is no longer at the current ply's position (it was
     *     moved outside the replay)
     * @throws IllegalMoveException if the game is over or the code is not a legal move; the replay
     *     and the board are unchanged
     */
    public M play(int move) {
      checkState(board.hash() == hash, "the board was moved outside the replay");
      try {
        return played(move);
      } catch (IllegalMoveException e) {
        record().requireOngoing(); // a side without a legal move: refused as over, as playOn does
        throw e;
      }
    }

    /**
     * Plays a move: appended to the flat line whose last ply is the current one, without a record,
     * else by {@code playOn} from the current ply's record.
     */
    private M played(int move) {
      if (line != null || !current.judged && current.line != null && current.outcome == null) {
        FlatLine<P, M> on = line != null ? line : current.line;
        if (on.last() == ply) {
          M decoded = board.decode(move);
          board.push(move);
          int next = ply + 1;
          P kept = FlatLine.keeps(next) ? board.position() : null;
          long nextHash = board.hash();
          if (on.append(ply, nextHash, decoded, kept)) {
            line = on;
            ply = next;
            hash = nextHash;
            settled = false;
            return decoded;
          }
          board.pop(); // another record played on from this ply meanwhile: as playOn does
        }
      }
      GameRecord<P, M> from = made();
      // the history rules judge a record whose position does not end the game: it is settled
      GameRecord<P, M> next = from.playOn(board, move, from.judged);
      current = next;
      ply = next.ply;
      hash = next.hash;
      settled = next.judged || next.line == null;
      return next.move;
    }

    /** The current ply's record, made if it is not yet; its outcome perhaps not settled. */
    private GameRecord<P, M> made() {
      if (line != null) {
        current = new GameRecord<>(line, ply, null, false);
        line = null;
      }
      return current;
    }

    /**
     * The record of the current ply, its outcome settled: the board, which must still be at this
     * ply, is asked whether its position ends the game if that is not known yet.
     *
     * @return the record
     * @throws IllegalStateException if the board is no longer at the current ply's position
     */
    public GameRecord<P, M> record() {
      made();
      if (!settled) {
        checkState(board.hash() == current.hash, "the board was moved outside the replay");
        Outcome ended = outcomeOf(board);
        if (ended != null) {
          current = new GameRecord<>(current.line, current.ply, null, true).withOutcome(ended);
        }
        settled = true;
      }
      return current;
    }
  }

  private GameRecord<P, M> append(M move, P next) {
    Optional<Outcome> ended = next.outcome();
    GameRecord<P, M> record =
        new GameRecord<>(
            game, this, move, next, next.hash(), null, judged, ended.isPresent(), false);
    if (ended.isEmpty() && judged) {
      ended = game.judge(record);
    }
    return ended.map(record::withOutcome).orElse(record);
  }

  private void requireOngoing() {
    if (outcome != null) {
      throw new IllegalMoveException("the game is over (" + outcome + "); no move may follow");
    }
  }

  /**
   * The record before the last move, without any outcome that move brought.
   *
   * @return the previous record
   * @throws IllegalStateException if no move has been played
   */
  public GameRecord<P, M> undo() {
    if (ply == 0) {
      throw new IllegalStateException("no move to undo");
    }
    return previous();
  }

  /**
   * The record after a side resigns for its team; the other team wins, named by its side first in
   * turn order. In a game of two sides, the other side wins; in a game of sides in two teams
   * ({@link Side#team()}, Napoleon's Waterloo alliances), the other alliance.
   *
   * @param side the side that resigns
   * @return the ended record
   * @throws IllegalMoveException if the game is already over
   * @throws IllegalArgumentException if the side is null or not a side of the game, or the game's
   *     sides are not in exactly two teams
   */
  public GameRecord<P, M> resign(Side side) {
    checkArgument(side != null, "side is null");
    List<Side> sides = game.sides();
    checkArgument(sides.contains(side), "%s is not a side of %s", side.name(), game.name());
    Side winner = null;
    for (Side other : sides) {
      if (!other.team().equals(side.team())) {
        checkArgument(
            winner == null || winner.team().equals(other.team()),
            "resignation needs a game of two sides or two teams");
        winner = winner == null ? other : winner;
      }
    }
    checkArgument(winner != null, "resignation needs a game of two sides or two teams");
    return end(Outcome.win(winner, Reason.RESIGNATION));
  }

  /**
   * The record ended with a given outcome: agreement, adjudication, a declaration the game checked.
   *
   * @param outcome the result
   * @return the ended record
   * @throws IllegalArgumentException if the outcome is null
   * @throws IllegalMoveException if the game is already over
   */
  public GameRecord<P, M> end(Outcome outcome) {
    checkArgument(outcome != null, "outcome is null");
    if (this.outcome != null) {
      throw new IllegalMoveException("the game is already over (" + this.outcome + ")");
    }
    return withOutcome(outcome);
  }

  private GameRecord<P, M> withOutcome(Outcome ended) {
    return new GameRecord<>(this, ended);
  }

  @Override
  public String toString() {
    return game.name() + " record, " + ply + " plies" + (outcome == null ? "" : ", " + outcome);
  }
}
