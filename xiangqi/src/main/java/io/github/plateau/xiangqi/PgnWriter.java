package io.github.plateau.xiangqi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.MoveNode;
import io.github.plateau.core.text.PgnText;
import io.github.plateau.core.text.Quoting;
import io.github.plateau.core.text.Termination;
import java.util.List;
import java.util.Map;

/** Writes a record as {@link Pgn} text. */
final class PgnWriter {
  private static final int WIDTH = 80;

  private final StringBuilder out = new StringBuilder();
  private final MoveFormat format;
  private int lineStart;
  private boolean glue; // no space before the next word: after "("

  private PgnWriter(MoveFormat format) {
    this.format = format;
  }

  static String write(AnnotatedRecord<XiangqiPosition, Move> record, MoveFormat format) {
    PgnWriter writer = new PgnWriter(format);
    StringBuilder out = writer.out;
    PgnText.tag(out, "Game", "Chinese Chess");
    for (Map.Entry<String, String> header : record.headers().entrySet()) {
      String name = header.getKey();
      checkArgument(PgnText.isTagName(name), "%s is not a tag name", Quoting.shown(name));
      checkArgument(
          !PgnReader.DERIVED_TAGS.contains(name),
          "the %s tag is written from the record, it cannot be a header",
          name);
      String value = header.getValue();
      String tag = format.formatTag().orElseThrow();
      if (name.equals("Format") && !value.equalsIgnoreCase(tag)) {
        value = tag; // kept as written when it already names the notation
      }
      PgnText.tag(out, name, value);
    }
    Termination.implied(record).ifPresent(word -> PgnText.tag(out, Termination.TAG, word));
    PgnText.tag(out, "Result", Pgn.result(record.statedOutcome()));
    XiangqiPosition start = record.record().startPosition();
    if (!start.equals(record.game().start())) {
      PgnText.tag(out, "FEN", start.toString());
    }
    out.append('\n');
    writer.lineStart = out.length();
    writer.comment(record.startComment());
    writer.line(record.mainLine(), start, 0);
    writer.word(Pgn.result(record.statedOutcome()));
    return out.append('\n').toString();
  }

  /** A line of moves from a position, with their marks, comments and variations. */
  private void line(List<MoveNode<Move>> nodes, XiangqiPosition start, int depth) {
    checkArgument(depth <= PgnReader.MAX_DEPTH, "variations nest deeper than 64 levels");
    XiangqiPosition position = start;
    boolean number = true; // whether a Black move needs its number
    for (MoveNode<Move> node : nodes) {
      String move = format.format(position, node.move());
      int fullmove = position.fullmoveNumber();
      if (position.sideToMove() == Color.RED) {
        numbered(fullmove, ".", move); // on one line with its number
      } else if (number) {
        numbered(fullmove, "...", move);
      } else {
        word(move);
      }
      number = false;
      for (String mark : node.annotation().marks()) {
        checkArgument(
            PgnText.isMark(mark), "%s is not a mark such as $1 or !?", Quoting.shown(mark));
        word(mark);
      }
      String comment = node.annotation().commentWithTime(); // a time as [%emt h:mm:ss]
      if (!comment.isEmpty()) {
        comment(comment);
        number = true;
      }
      for (List<MoveNode<Move>> variation : node.variations()) {
        word("(");
        glue = true;
        line(variation, position, depth + 1);
        out.append(')');
        number = true;
      }
      position = position.play(node.move());
    }
  }

  /**
   * A comment: its lines in braces, but a line holding {@code '}'}, or one starting with a tag pair
   * (which would end the braces for the reader), after {@code ;} on a line of its own end; the
   * reader joins consecutive comments with a line feed, which gives the text back.
   */
  private void comment(String text) {
    if (text.isEmpty()) {
      return;
    }
    String[] lines = text.replace("\r\n", "\n").replace('\r', '\n').split("\n", -1);
    StringBuilder braced = new StringBuilder();
    for (String line : lines) {
      if (PgnText.inBraces(line)) {
        braced.append(braced.length() > 0 ? "\n" : "").append(line);
        continue;
      }
      if (braced.length() > 0) {
        word("{" + braced + "}");
        braced.setLength(0);
      }
      word("; " + line);
      out.append('\n');
      lineStart = out.length();
    }
    if (braced.length() > 0) {
      word("{" + braced + "}");
    }
  }

  /**
   * Adds a move with its number ({@code 12. H2-E2}, {@code 12... H9-G7}) as one word, as {@link
   * #word} would add their concatenation, without making it.
   */
  private void numbered(int fullmove, String dots, String move) {
    space(digits(fullmove) + dots.length() + 1 + move.length());
    out.append(fullmove).append(dots).append(' ').append(move);
  }

  private static int digits(int number) {
    int digits = 1;
    for (int rest = number / 10; rest > 0; rest /= 10) {
      digits++;
    }
    return digits;
  }

  /** Adds a word, on a new line if it would make the line longer than 80 characters. */
  private void word(String word) {
    space(word.indexOf('\n') < 0 ? word.length() : word.indexOf('\n'));
    out.append(word);
    int newline = word.lastIndexOf('\n');
    if (newline >= 0) {
      lineStart = out.length() - word.length() + newline + 1;
    }
  }

  /**
   * What goes before a word whose first line is {@code firstLine} characters long: nothing after
   * "(", a space, or a line break where the word would make the line longer than 80 characters.
   */
  private void space(int firstLine) {
    if (glue) {
      glue = false;
    } else if (out.length() > lineStart) {
      if (out.length() - lineStart + 1 + firstLine > WIDTH) {
        out.append('\n');
        lineStart = out.length();
      } else {
        out.append(' ');
      }
    }
  }
}
