package io.github.plateau.shogi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.text.Quoting;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads and writes the USI {@code position} command as a game record: {@code position startpos
 * moves 7g7f 3c3d} or {@code position sfen <sfen> moves ...}. The word {@code position} may be left
 * out, and {@code moves} with it when no move follows. Words are separated by spaces or tabs; the
 * SFEN may leave out its move number.
 */
public final class UsiLine {
  private static final Shogi STANDARD = new Shogi();

  /** The longest piece of a command quoted in a message: a USI line is short, its words shorter. */
  private static final int SHOWN = 20;

  private UsiLine() {}

  /**
   * Reads a line as a game of standard shogi.
   *
   * @param line the command
   * @return the record: the start position and the moves, ended if the moves end the game
   * @throws NotationException if the line is malformed or a move is not legal; the offset points to
   *     the problem
   * @throws io.github.plateau.core.IllegalPositionException if the SFEN is a position that cannot
   *     exist
   */
  public static GameRecord<ShogiPosition, Move> parse(String line) {
    return parse(STANDARD, line);
  }

  /**
   * Reads a line as a game under given rules.
   *
   * @param game the game, with its rules options
   * @param line the command
   * @return the record: the start position and the moves, ended if the moves end the game
   * @throws NotationException if the line is malformed, a move is not legal or follows the end of
   *     the game; the offset points to the problem
   * @throws io.github.plateau.core.IllegalPositionException if the SFEN is a position that cannot
   *     exist
   * @throws IllegalArgumentException if the game is null
   */
  public static GameRecord<ShogiPosition, Move> parse(Shogi game, String line) {
    checkArgument(game != null, "game is null");
    checkArgument(line != null, "line is null");
    List<int[]> words = words(line); // start and end of each word
    int i = 0;
    if (i < words.size() && word(line, words.get(i)).equals("position")) {
      i++;
    }
    if (i == words.size()) {
      throw new NotationException("expected startpos or sfen", line, line.length());
    }
    String first = word(line, words.get(i));
    ShogiPosition start;
    if (first.equals("startpos")) {
      start = game.start();
      i++;
    } else if (first.equals("sfen")) {
      int from = ++i;
      while (i < words.size() && !word(line, words.get(i)).equals("moves")) {
        i++;
      }
      start = sfen(game, line, words.subList(from, i), words.get(from - 1)[1]);
    } else {
      throw new NotationException(
          "expected startpos or sfen, not " + Quoting.quoted(first, SHOWN), line, words.get(i)[0]);
    }
    if (i < words.size()) {
      if (!word(line, words.get(i)).equals("moves")) {
        throw new NotationException(
            "expected 'moves' or the end of the line", line, words.get(i)[0]);
      }
      i++;
    }
    GameRecord<ShogiPosition, Move> record = GameRecord.start(game, start);
    for (int n = 1; i < words.size(); i++, n++) {
      int at = words.get(i)[0];
      String text = word(line, words.get(i));
      if (record.isOver()) {
        throw new NotationException(
            "move " + n + " follows the end of the game (" + record.outcome().orElseThrow() + ")",
            line,
            at);
      }
      try {
        record = record.play(MoveText.parse(record.current(), text));
      } catch (NotationException e) {
        throw Relocate.into(e, "move " + n + ": ", line, at);
      } catch (IllegalMoveException e) {
        throw new NotationException("move " + n + ": " + e.getMessage(), line, at);
      }
    }
    return record;
  }

  /** Reads the SFEN made of up to four words, the offsets of its errors mapped to the line. */
  private static ShogiPosition sfen(Shogi game, String line, List<int[]> parts, int after) {
    if (parts.size() < 3) {
      int end = parts.isEmpty() ? after : parts.get(parts.size() - 1)[1];
      throw new NotationException(
          "the SFEN needs the board, the side to move and the pieces in hand", line, end);
    }
    if (parts.size() > 4) {
      throw new NotationException(
          "expected 'moves' or the end of the line after the SFEN", line, parts.get(4)[0]);
    }
    StringBuilder text = new StringBuilder();
    List<Integer> map = new ArrayList<>(); // offset in the SFEN -> offset in the line
    for (int[] part : parts) {
      if (text.length() > 0) {
        map.add(part[0] - 1);
        text.append(' ');
      }
      for (int k = part[0]; k < part[1]; k++) {
        map.add(k);
        text.append(line.charAt(k));
      }
    }
    map.add(parts.get(parts.size() - 1)[1]);
    try {
      return PositionText.parse(game, text.toString());
    } catch (NotationException e) {
      int at = map.get(Math.min(e.offset(), map.size() - 1));
      throw new NotationException("bad SFEN: " + e.problem(), line, at);
    }
  }

  private static List<int[]> words(String line) {
    List<int[]> words = new ArrayList<>();
    int i = 0;
    while (i < line.length()) {
      while (i < line.length() && isSpace(line.charAt(i))) {
        i++;
      }
      int start = i;
      while (i < line.length() && !isSpace(line.charAt(i))) {
        i++;
      }
      if (i > start) {
        words.add(new int[] {start, i});
      }
    }
    return words;
  }

  private static boolean isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
  }

  private static String word(String line, int[] word) {
    return line.substring(word[0], word[1]);
  }

  /**
   * Writes a record as a USI {@code position} command: {@code startpos} if it starts from the
   * standard position (ply 0 included), else its start position's SFEN, then the moves. Whether the
   * game has ended is not part of the command.
   *
   * @param record a game of shogi
   * @return the command, such as {@code position startpos moves 7g7f 3c3d}
   * @throws IllegalArgumentException if the record is null or not of a {@link Shogi} game
   */
  public static String format(GameRecord<ShogiPosition, Move> record) {
    checkArgument(record != null, "record is null");
    checkArgument(record.game() instanceof Shogi, "the record is not of a shogi game");
    ShogiPosition start = record.startPosition();
    StringBuilder out = new StringBuilder("position ");
    out.append(start.equals(record.game().start()) ? "startpos" : "sfen " + start);
    List<Move> moves = record.moves();
    if (!moves.isEmpty()) {
      out.append(" moves");
      for (Move move : moves) {
        out.append(' ').append(move);
      }
    }
    return out.toString();
  }
}
