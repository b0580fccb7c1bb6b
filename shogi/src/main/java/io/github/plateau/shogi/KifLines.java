package io.github.plateau.shogi;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.text.LineReader;

/**
 * Reads a KIF or KI2 game line by line, the part both share: the header lines up to the first move
 * line (or the moves' heading, a variation or a summary), then the comment, end and variation lines
 * ({@link KifText#other}), the move lines being each format's own ({@link #moveLine}). A header
 * line after the moves starts the next game of the text ({@link #nextGame}), as when files are
 * joined.
 */
abstract class KifLines {
  final Shogi game;
  final ReadMode mode;
  private final String aMove;
  private final String aMoveLine;
  final LineReader lines;
  final KifHeader header;
  KifTree tree;
  private int nextGame = -1;

  /**
   * A reader of the game of a text that starts at {@code from}.
   *
   * @param from where the game's first line starts: 0, or where {@link #nextGame} says
   * @param aMove what may follow the header, for messages: {@code "a move line"}
   * @param aMoveLine what a move line looks like, for messages: {@code "a move such as ▲７六歩"}
   */
  KifLines(Shogi game, String text, int from, ReadMode mode, String aMove, String aMoveLine) {
    this.game = game;
    this.mode = mode;
    this.aMove = aMove;
    this.aMoveLine = aMoveLine;
    this.lines = new LineReader(text, from);
    this.header = new KifHeader(game, text);
  }

  /** Whether a move line starts with that character: a digit in KIF, a side's mark in KI2. */
  abstract boolean startsMove(char c);

  /** Whether a move line starts at that column of a line. */
  final boolean isMoveLine(String line, int at) {
    return at < line.length() && startsMove(line.charAt(at));
  }

  /**
   * Reads a line of moves into {@link #tree}, in place in the text: the line runs from {@code
   * start} to {@code end} of {@code lines.text()}, its first character that is not blank at {@code
   * indent}.
   */
  abstract void moveLine(int start, int indent, int end);

  /** Reads the game, up to the end of the text or the next game's first header line. */
  final AnnotatedRecord<ShogiPosition, Move> read() {
    String text = lines.text();
    while (lines.advance()) {
      int start = lines.start();
      int end = lines.end();
      int at = JapaneseNotation.skipBlanks(text, start, end);
      // Most lines are moves, and a move's first character starts no other kind of line (no
      // comment, end, variation or header key): one probe reads them, in place, not every kind's.
      boolean move = at < end && startsMove(text.charAt(at));
      if (move && tree != null) {
        moveLine(start, at, end);
        continue;
      }
      int indent = at - start;
      if (tree == null) {
        String line = lines.line();
        boolean heading = line.startsWith("手数----", indent);
        if (!heading && !move && !line.startsWith("変化", indent) && !line.startsWith("まで", indent)) {
          if (!header.line(line, lines)) {
            throw lines.error("expected a header line such as '先手：name' or " + aMove, indent, 0);
          }
          continue;
        }
        tree = start();
        if (heading) {
          continue;
        }
        if (move) {
          moveLine(start, at, end);
          continue;
        }
      }
      if (KifText.other(text, start, at, end, tree, KifText.place(lines, 0))) {
        continue; // read in place: most such lines are comments, copied out once
      }
      if (KifHeader.isHeaderLine(lines.line())) {
        nextGame = lines.offset();
        break;
      }
      throw lines.error("expected " + aMoveLine, indent, 0);
    }
    if (tree == null) {
      tree = start();
    }
    return tree.finish();
  }

  /**
   * Where the next game starts, once {@link #read} has returned: the first header line after this
   * game's moves.
   *
   * @return its offset in the text, or -1 if the text ends with this game
   */
  final int nextGame() {
    return nextGame;
  }

  /**
   * Where the next game starts, once {@link #read} has refused this one: the first header line
   * after a line of moves (a move, the moves' heading, a variation or a summary) from the line that
   * refused it on. The lines between are not read.
   *
   * @return its offset in the text, or -1 if no game follows
   */
  final int nextGameAfterRefusal() {
    if (nextGame >= 0) {
      return nextGame; // refused at its end, the next game already found
    }
    String text = lines.text();
    boolean moves = tree != null || lines.lineNumber() > 0 && startsMoves(text, lines.start());
    while (lines.advance()) {
      int start = lines.start();
      if (moves && KifHeader.isHeaderLine(lines.line())) {
        return start;
      }
      moves |= startsMoves(text, start);
    }
    return -1;
  }

  /**
   * Whether the current line, which starts there, starts the moves ({@link KifText#startsMoves}).
   */
  private boolean startsMoves(String text, int start) {
    int end = lines.end();
    int at = JapaneseNotation.skipBlanks(text, start, end);
    return KifText.startsMoves(text, at, end, c -> startsMove((char) c));
  }

  /** The start is known: makes the tree the moves go into. */
  private KifTree start() {
    ShogiPosition start = header.start(lines);
    return new KifTree(header, game, start, mode, start.ply() + 1);
  }
}
