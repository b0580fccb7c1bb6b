package io.github.plateau.shogi;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveNode;
import io.github.plateau.core.MoveRefusal;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.Reason;
import io.github.plateau.core.RecordFormat;
import io.github.plateau.core.text.Quoting;
import io.github.plateau.core.text.TreeBuilder;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntSupplier;

/**
 * The moves of a KIF or KI2 record as they are read: the main line, replayed on a {@link
 * GameRecord} in the reading mode, and the variations ({@code 変化：N手}), each a line of moves that
 * replaces a move of a line read before; the comments, bookmarks and times of each move; the result
 * the record states; a final foul move.
 *
 * <p>A variation block says the number of the move it replaces, and belongs to the nearest line
 * read so far (the current one, else its parent, and so on) that holds a move of that number: Kifu
 * for Windows writes a line's variations after it, the later branch points first. A variation of a
 * variation's first move is one more variation of the move that one replaces. Variations nest at
 * most {@value #MAX_DEPTH} deep.
 */
final class KifTree {
  /** How deep variations may nest. */
  static final int MAX_DEPTH = MoveNode.MAX_DEPTH;

  /**
   * Where a move read is played: its code, the positions around it (null on the main line, whose
   * record holds them) and the destination of the move before it, for {@code 同}. What the record
   * says about the move is the tree builder's.
   */
  private record Step(int code, ShogiPosition before, ShogiPosition after, int previousTo) {}

  /** A line of moves: the main line or a variation. */
  private static final class Line {
    final Line parent;
    final int ownerIndex; // the index in the parent of the move this line varies, -1 for main
    final int depth;
    int first; // the number of its first move
    final ShogiPosition start;
    final int startPreviousTo;
    final List<Step> nodes = new ArrayList<>();
    boolean ended; // an end word or the summary was read

    Line(Line parent, int ownerIndex, int depth, int first, ShogiPosition start, int previousTo) {
      this.parent = parent;
      this.ownerIndex = ownerIndex;
      this.depth = depth;
      this.first = first;
      this.start = start;
      this.startPreviousTo = previousTo;
    }

    ShogiPosition position() {
      return nodes.isEmpty() ? start : nodes.get(nodes.size() - 1).after();
    }

    int previousTo() {
      return nodes.isEmpty() ? startPreviousTo : MoveCodes.to(nodes.get(nodes.size() - 1).code());
    }

    int next() {
      return first + nodes.size();
    }

    boolean holds(int number) {
      return number >= first && number < next();
    }
  }

  private final KifHeader header;
  private final Line main;
  private Line current;
  private final TreeBuilder<Move> tree = TreeBuilder.create(); // kept in step with current
  // The main line's current position, on which its moves are tested and made: no position per ply.
  private final ShogiSearchBoard board;
  // The main line's records, made on the board; whether a position ends the game is asked of the
  // record only when needed, as a legal move read shows that it does not.
  private final GameRecord.Replay<ShogiPosition, Move> replay;
  private final boolean judged; // read strictly: the history rules judge every record
  private boolean mainClosed;
  private Optional<Outcome> stated = Optional.empty();
  private JapaneseNotation.Place matePlace; // where 詰み was read, to check the mate
  private int mateColumn;
  private IllegalMoveException pending; // an illegal main-line move, read as played
  private String pendingText;
  private boolean foulCalled; // a comment after it calls it a foul
  private String foulMove;

  KifTree(KifHeader header, Shogi game, ShogiPosition start, ReadMode mode, int firstNumber) {
    this.header = header;
    GameRecord<ShogiPosition, Move> record =
        mode == ReadMode.STRICT ? GameRecord.start(game, start) : GameRecord.asPlayed(game, start);
    this.board = start.searchBoard();
    this.replay = record.replay(board);
    this.judged = record.judged();
    this.main = new Line(null, -1, 0, firstNumber, start, -1);
    this.current = main;
  }

  /** Numbers the main line from 1, if no move was read yet. */
  void numberFromOne() {
    if (current == main && main.nodes.isEmpty() && pending == null && !main.ended) {
      main.first = 1;
    }
  }

  /**
   * Checks that no foul move was read on the main line, before another move.
   *
   * @throws IllegalMoveException the foul move's, if one was
   */
  void noFoulBefore() {
    if (current == main && pending != null) {
      throw pending;
    }
  }

  /** Refuses a move of the main line after the end of the game that record reached. */
  private void refuseIfOver(
      GameRecord<ShogiPosition, Move> record, JapaneseNotation.Place place, int column) {
    if (current == main && record.isOver()) {
      throw place.illegal(
          MoveRefusal.GAME_OVER,
          "the game is over (" + record.outcome().orElseThrow() + "); no move may follow",
          column);
    }
  }

  /**
   * The code of a move of the current line, found in {@link #position()} once no foul move came
   * before it and the main line's game is known to go on. Read as played, the game ends only where
   * a side has no legal move, so the end is asked only when no move is found: a legal one shows it
   * goes on.
   *
   * @param find the reader's search for the move, which throws if none fits
   * @throws IllegalMoveException if a foul move was read before it or the game is over, else as
   *     {@code find}
   */
  int code(JapaneseNotation.Place place, int column, IntSupplier find) {
    noFoulBefore();
    return replay.find(find, record -> refuseIfOver(record, place, column));
  }

  /** The number the next move of the current line has. */
  int nextNumber() {
    return current.next() + (current == main && pending != null ? 1 : 0);
  }

  /** The ply, in the record's count, of the next move of the current line. */
  int nextPly() {
    return nextNumber() - main.first + 1;
  }

  /** Whether an end word closed the current line. */
  boolean ended() {
    return current.ended;
  }

  /** The position before the next move of the current line: the main line's on its board. */
  AbstractBoardView position() {
    return current == main ? board : current.position();
  }

  /** The side to move in {@link #position()}. */
  Color toMove() {
    return position().sideToMove();
  }

  /** The destination of the current line's last move, for {@code 同}, or -1. */
  int previousTo() {
    return current.previousTo();
  }

  /**
   * Plays a move on the current line: the code {@link #code} found just before, which checked that
   * no foul move came before it and that the game goes on.
   *
   * @throws io.github.plateau.core.NotationException if the main line would grow past {@link
   *     RecordFormat#MAX_PLIES}
   */
  void play(int code, Duration time, JapaneseNotation.Place place, int column) {
    int previousTo = previousTo();
    Move move;
    if (current == main) {
      if (replay.ply() >= RecordFormat.MAX_PLIES) {
        throw place.notation(RecordFormat.TOO_LONG, column);
      }
      move = replay.play(code);
      current.nodes.add(new Step(code, null, null, previousTo));
    } else {
      move = Move.ofCode(code);
      ShogiPosition before = current.position();
      current.nodes.add(new Step(code, before, before.playCode(code), previousTo));
    }
    tree.move(move);
    tree.time(time);
  }

  /**
   * A move of the current line that the rules refuse: read as played, the main line's last move is
   * kept aside in case the record calls it a foul; otherwise it is thrown.
   */
  void illegal(IllegalMoveException e, String written, boolean asPlayed) {
    if (pending != null) {
      throw pending;
    }
    if (current != main || !asPlayed || mainClosed) {
      throw e;
    }
    pending = e;
    pendingText = written;
  }

  /** A comment line, for the last move read, or before the first move. */
  void comment(String line, JapaneseNotation.Place place) {
    if (current == main && pending != null) {
      foulCalled |= line.contains("反則");
    }
    if (isStart(place)) {
      header.comment(line);
    } else {
      tree.comment(line);
    }
  }

  /**
   * A bookmark line {@code &name}, kept as a mark of the last move read, or a start comment line.
   */
  void bookmark(String line, JapaneseNotation.Place place) {
    if (isStart(place)) {
      header.comment(line);
    } else {
      tree.mark(line);
    }
  }

  /** Whether a comment line comes before the main line's first move: the start comment's. */
  private boolean isStart(JapaneseNotation.Place place) {
    if (current.nodes.isEmpty()) {
      if (current != main) {
        throw place.notation("a comment before the first move of a variation", 0);
      }
      return true;
    }
    return false;
  }

  /** The side to move after the main line's moves, a foul move included. */
  private Color mover() {
    Color toMove = board.sideToMove();
    return pending != null ? toMove.opposite() : toMove;
  }

  /** An end word closes the current line; on the main line it states the result. */
  void end(String word, JapaneseNotation.Place place, int column) {
    current.ended = true;
    if (current != main) {
      return;
    }
    stated = KifResult.ofWord(word, mover(), replay.record());
    if (pending != null) {
      if (stated.isEmpty() || stated.get().reason() != Reason.FOUL) {
        throw pending;
      }
      foulMove = pendingText;
      pending = null;
    }
    if (word.equals("詰み")) {
      matePlace = place;
      mateColumn = column;
    }
  }

  /**
   * A summary line: on the main line without an end word, it states the result.
   *
   * @throws io.github.plateau.core.NotationException if it does not read as a summary or counts
   *     other moves than the line holds
   */
  void summary(String body, JapaneseNotation.Place place, int column) {
    boolean ended = current.ended;
    current.ended = true;
    if (current != main || ended) {
      return;
    }
    KifResult.Summary summary = KifResult.summary(body, mover(), replay.record());
    if (summary == null) {
      throw place.notation("unknown result " + Quoting.quoted(body), column);
    }
    int moves = main.nodes.size() + (pending != null ? 1 : 0);
    int startPly = main.start.ply();
    if (summary.moves() != moves && summary.moves() != startPly + moves) {
      throw place.notation(
          "the summary counts " + summary.moves() + " moves but the record holds " + moves, column);
    }
    stated = summary.outcome();
    if (stated.isPresent() && stated.get().reason() == Reason.CHECKMATE) {
      matePlace = place;
      mateColumn = column;
    }
  }

  /**
   * Starts a variation of the move of that number in the nearest line that has one.
   *
   * @throws io.github.plateau.core.NotationException if no line read has a move of that number, or
   *     variations nest too deep
   */
  void variation(int number, JapaneseNotation.Place place, int column) {
    closeMain();
    Line line = current;
    while (line != null && !line.holds(number)) {
      line = line.parent;
    }
    if (line == null) {
      throw place.notation("no line read so far has a move " + number + " to vary", column);
    }
    Line variation;
    if (line != main && number == line.first) {
      variation =
          new Line(
              line.parent, line.ownerIndex, line.depth, number, line.start, line.startPreviousTo);
    } else {
      if (line.depth == MAX_DEPTH) {
        throw place.notation("variations nest more than " + MAX_DEPTH + " deep", column);
      }
      int index = number - line.first;
      Step node = line.nodes.get(index);
      ShogiPosition before = line == main ? replay.record().positions().get(index) : node.before();
      variation = new Line(line, index, line.depth + 1, number, before, node.previousTo());
    }
    for (Line open = current; open != variation.parent; open = open.parent) {
      tree.endVariation(); // back to the line the new variation varies a move of
    }
    tree.startVariation(variation.ownerIndex);
    current = variation;
  }

  /** The main line is read: a pending foul move must have been called one. */
  private void closeMain() {
    if (mainClosed) {
      return;
    }
    mainClosed = true;
    if (pending != null) {
      if (!foulCalled && (stated.isEmpty() || stated.get().reason() != Reason.FOUL)) {
        throw pending;
      }
      if (foulCalled) {
        stated = Optional.of(Outcome.win(board.sideToMove().opposite(), Reason.FOUL));
      }
      foulMove = pendingText;
      pending = null;
    }
  }

  /**
   * The record read.
   *
   * @throws IllegalMoveException if the main line ends with a foul move the record does not call
   *     one
   * @throws io.github.plateau.core.NotationException if the record says a side is checkmated that
   *     is not
   */
  AnnotatedRecord<ShogiPosition, Move> finish() {
    closeMain();
    GameRecord<ShogiPosition, Move> record = replay.record();
    if (matePlace != null && judged) {
      ShogiPosition now = board.position();
      Optional<Outcome> reached = now.outcome();
      if (reached.isEmpty() || reached.get().reason() != Reason.CHECKMATE) {
        throw matePlace.notation(
            PieceCodes.colorName(now.sideToMove().index())
                + " is said to be checkmated but is not, in "
                + now,
            mateColumn);
      }
    }
    if (stated.isPresent() && !record.isOver()) {
      record = record.end(stated.get());
    }
    tree.result(stated);
    return tree.build(
        record, header.headers(), header.startComment(), Optional.ofNullable(foulMove));
  }
}
