package io.github.plateau.shogi;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.text.LineReader;

/**
 * Reads a KIF or KI2 text line by line, the part both share: the header lines up to the first move
 * line (or the moves' heading, a variation or a summary), then the comment, end and variation lines
 * ({@link KifText#other}), the move lines being each format's own ({@link #moveLine}).
 */
abstract class KifLines {
  final Shogi game;
  final ReadMode mode;
  private final String format;
  private final String aMove;
  private final String aMoveLine;
  final LineReader lines;
  final KifHeader header;
  KifTree tree;

  /**
   * A reader of a text.
   *
   * @param format the format's name, for messages
   * @param aMove what may follow the header, for messages: {@code "a move line"}
   * @param aMoveLine what a move line looks like, for messages: {@code "a move such as ▲７六歩"}
   */
  KifLines(Shogi game, String text, ReadMode mode, String format, String aMove, String aMoveLine) {
    this.game = game;
    this.mode = mode;
    this.format = format;
    this.aMove = aMove;
    this.aMoveLine = aMoveLine;
    this.lines = new LineReader(text);
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

  /** Reads the text. */
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
        throw lines.error(
            "a second game starts here: a " + format + " file holds one game", indent, 0);
      }
      throw lines.error("expected " + aMoveLine, indent, 0);
    }
    if (tree == null) {
      tree = start();
    }
    return tree.finish();
  }

  /** The start is known: makes the tree the moves go into. */
  private KifTree start() {
    ShogiPosition start = header.start(lines);
    return new KifTree(header, game, start, mode, start.ply() + 1);
  }
}
