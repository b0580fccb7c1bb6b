package io.github.plateau.shogi;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveNode;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.text.LineReader;
import java.util.List;
import java.util.Optional;

/**
 * Reads and writes game records in KI2, the notation of books and newspapers that Kifu for Windows
 * also saves ({@code .ki2} in Shift_JIS, {@code .ki2u} in UTF-8).
 *
 * <p>The header is KIF's ({@link Kif}): entries, {@code 手合割} or a board diagram, the names kept as
 * the headers {@code Sente} and {@code Gote}. The moves follow, several to a line, each after its
 * side's mark ({@code ▲} sente, {@code △} gote; {@code ☗ ☖ ▽} are read too): {@code ▲７六歩　△３四歩}. A
 * move gives its destination (or {@code 同}), the piece, and only the words that tell apart the
 * pieces that could make it, as the Japan Shogi Association writes them: {@code 右} and {@code 左}
 * (the piece furthest right or left as the mover sees it), {@code 直} (a gold or silver moving
 * straight forward), {@code 上}, {@code 寄} and {@code 引} (moving forward, sideways or back), {@code
 * 打} (a drop, when a piece on the board could also go there); {@code 成} and {@code 不成} as in KIF.
 * The writer writes the fewest words that make the move the only one they fit, movement before
 * position. An ambiguous move is refused with its candidates named.
 *
 * <p>{@code *} lines are the comment of the last move before them, {@code &} lines its bookmarks;
 * the summary line ({@code まで76手で先手の勝ち}, {@code まで3手で後手の反則勝ち}, {@code まで61手詰}) states the result;
 * {@code 変化：N手} blocks are variations, as in KIF. KI2 has no times. Reading modes and errors are as
 * in {@link Kif}.
 */
public final class Ki2 extends KifFamily {
  /** Moves on a line of the writer, as Kifu for Windows writes them. */
  private static final int MOVES_PER_LINE = 6;

  /** How wide each move of a line is written. */
  private static final int MOVE_COLUMNS = 12;

  private static final String SENTE_MARKS = "▲☗";
  private static final String GOTE_MARKS = "△☖▽";

  /** KI2; {@link #read(String)} reads standard shogi. */
  public static final Ki2 FORMAT = new Ki2();

  private Ki2() {
    super("KI2", List.of("ki2", "ki2u"), null, Reader::new, Ki2::startsMove);
  }

  /** Whether a line that starts with this character is a move: a side's mark. */
  private static boolean startsMove(int c) {
    return SENTE_MARKS.indexOf(c) >= 0 || GOTE_MARKS.indexOf(c) >= 0;
  }

  /**
   * Writes the main line six moves to a line, the foul move after it if it is a KI2 move.
   *
   * <p>What KI2 writes of a record, in {@link KifFamily#write(List)}'s order: the header as {@link
   * Kif} does, the moves six to a line (a line ends after a move with a comment or bookmark,
   * written below it), the foul move, the summary line of the stated outcome, then the variations.
   * Times are not written, nor what KIF cannot say either.
   */
  @Override
  boolean mainLine(MainLine main, StringBuilder out) {
    StringBuilder line = new StringBuilder();
    moves(main.moves(), main.start(), -1, line, out);
    Optional<String> foul =
        main.foulMove()
            .map(Ki2::withoutOrigin)
            .filter(Ki2::isKi2Move)
            .filter(text -> readsAsFoul(main, text, true));
    char mark = main.mover() == Color.SENTE ? '▲' : '△';
    foul.ifPresent(text -> line.append(mark).append(text));
    flush(line, out);
    return foul.isPresent();
  }

  @Override
  void mainVariations(Branch main, StringBuilder out) {
    variations(main, out);
  }

  /** A foul move read from KIF, without its origin in parentheses. */
  private static String withoutOrigin(String text) {
    int open = text.indexOf('(');
    return open > 0 && text.endsWith(")") ? text.substring(0, open) : text;
  }

  /** Whether a text reads as one KI2 move and nothing else. */
  private static boolean isKi2Move(String text) {
    try {
      JapaneseNotation.Written move =
          JapaneseNotation.readKi2(text, 0, KifText.place(new LineReader(text), 0));
      return move.end == text.length();
    } catch (NotationException | IllegalArgumentException e) {
      return false;
    }
  }

  private static void flush(StringBuilder line, StringBuilder out) {
    if (line.length() > 0) {
      int end = line.length();
      while (end > 0 && line.charAt(end - 1) == ' ') {
        end--;
      }
      out.append(line, 0, end).append('\n');
      line.setLength(0);
    }
  }

  /** Writes the moves of a line into lines of moves, breaking after a move with a comment. */
  private static void moves(
      List<MoveNode<Move>> moves,
      ShogiPosition start,
      int previousTo,
      StringBuilder line,
      StringBuilder out) {
    int[] onLine = {0}; // the moves on the line being filled, counted inside the walk
    eachMove(
        moves,
        start,
        previousTo,
        (i, node, position, previous) -> {
          String move =
              (position.sideToMove() == Color.SENTE ? "▲" : "△")
                  + JapaneseNotation.ki2(position, node.move().code(), previous);
          KifText.pad(line, move, MOVE_COLUMNS);
          onLine[0]++;
          if (KifText.hasLines(node.annotation()) || onLine[0] == MOVES_PER_LINE) {
            flush(line, out);
            KifText.annotation(node.annotation(), out);
            onLine[0] = 0;
          }
        });
  }

  /** Writes the variations of a line, in Kifu for Windows' order, as {@link Kif} does. */
  private static void variations(Branch line, StringBuilder out) {
    eachVariation(
        line,
        out,
        (variation, i, sibling) -> {
          StringBuilder moves = new StringBuilder();
          moves(variation.moves(), variation.start(), variation.previousTo(), moves, out);
          flush(moves, out);
          variations(variation, out);
        });
  }

  /** Reads one KI2 text, line by line. */
  private static final class Reader extends KifLines {
    Reader(Shogi game, String text, int from, ReadMode mode) {
      super(game, text, from, mode, "a move such as ▲７六歩", "a move such as ▲７六歩");
    }

    @Override
    boolean startsMove(char c) {
      return Ki2.startsMove(c);
    }

    @Override
    void moveLine(int start, int indent, int end) {
      moveLine(lines.text().substring(start, end), indent - start);
    }

    private void moveLine(String line, int indent) {
      int i = indent;
      while (i < line.length()) {
        int ply = Math.max(1, tree.nextPly());
        JapaneseNotation.Place place = KifText.place(lines, ply);
        if (!isMoveLine(line, i)) {
          throw place.notation("expected a move such as ▲７六歩 or the end of the line", i);
        }
        if (tree.ended()) {
          throw place.notation("nothing may follow the end of the game", i);
        }
        Color marked = SENTE_MARKS.indexOf(line.charAt(i)) >= 0 ? Color.SENTE : Color.GOTE;
        tree.noFoulBefore();
        Color toMove = tree.toMove();
        if (marked != toMove) {
          throw place.notation(
              "the move is marked for "
                  + PieceCodes.colorName(marked.index())
                  + " but "
                  + PieceCodes.colorName(toMove.index())
                  + " is to move",
              i);
        }
        JapaneseNotation.Written move = JapaneseNotation.readKi2(line, i + 1, place);
        if (move.end < line.length()
            && !JapaneseNotation.isBlank(line.charAt(move.end))
            && !isMoveLine(line, move.end)) {
          throw place.notation("unexpected text after the move", move.end);
        }
        int code;
        try {
          code =
              tree.code(
                  place,
                  i,
                  () -> JapaneseNotation.ki2Code(tree.position(), move, tree.previousTo(), place));
          tree.play(code, null, place, i);
        } catch (IllegalMoveException e) {
          tree.illegal(e, line.substring(move.start, move.end), mode == ReadMode.AS_PLAYED);
        }
        i = JapaneseNotation.skipBlanks(line, move.end);
      }
    }
  }
}
