package io.github.plateau.xiangqi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import java.util.List;
import java.util.Map;

/**
 * Game records in PGN, after the XQ/WXF convention for xiangqi: several games per text, each with
 * tag pairs and numbered moves.
 *
 * <pre>
 * [Game "Chinese Chess"]
 * [Event "Club championship"]
 * [Red "Lin"]
 * [Black "Wu"]
 * [Result "1-0"]
 * [Format "WXF"]
 *
 * 1. C2.5 H8+7 2. H2+3 {the main line} R9.8 ... 1-0
 * </pre>
 *
 * <p>Tags: {@code [Name "value"]}, with {@code \"} and {@code \\} escapes in the value; each name
 * at most once per game. {@code Game}, if given, is {@code Chinese Chess}. {@code Format} is {@code
 * ICCS} (moves such as {@code H2-E2}, also read as {@code h2e2}) or {@code WXF} (moves such as
 * {@code C2.5}, see {@link Wxf}); without it each move is read as ICCS if it has that shape, else
 * as WXF. {@code FEN} gives a start other than the standard one; move numbers then count from its
 * fullmove number. {@code Result} is {@code 1-0} (Red won), {@code 0-1}, {@code 1/2-1/2} or {@code
 * *}. Other tags ({@code Event}, {@code Site}, {@code Date}, {@code Round}, {@code RedTeam}, {@code
 * Red}, {@code BlackTeam}, {@code Black}, {@code ECCO}, ...) are kept as they are.
 *
 * <p>Move text: the moves, each Red move after its number ({@code 12.}; the number of a Black move,
 * {@code 12...}, may be given too and is checked), comments in braces {@code {...}} or after {@code
 * ;} to the end of the line, and the result {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}
 * that ends the game. Comments are written in braces, so a closing brace in a line comment is
 * dropped on input; several comments at one point of the game are joined by a space. On input, move
 * numbers may be left out, variations in parentheses and numeric annotation glyphs ({@code $1}) are
 * skipped, {@code !} and {@code ?} after a move are dropped, and a game whose result is missing
 * ends at the end of the text or at the next tag.
 *
 * <p>Reading plays the moves on a {@link GameRecord}, so the game's history rules apply (a move
 * after a decisive repetition or the no-capture limit is refused: read with {@code new
 * Xiangqi(XiangqiRules.DEFAULT.withNoCapturePlies(0))} to lift the limit). A result that the moves
 * do not decide ends the record with that result by {@link Reason#ADJUDICATION}; a result that
 * contradicts the moves is refused.
 */
public final class Pgn {
  private Pgn() {}

  /**
   * Reads the games of a text with the default rules.
   *
   * @param text zero or more games
   * @return the games in order, an unmodifiable list
   * @throws NotationException if the text is malformed, with the offset of the problem in the text
   *     (an ambiguous WXF move too, naming its candidates)
   * @throws IllegalPositionException if a {@code FEN} tag gives an impossible position
   * @throws IllegalMoveException if a move is not legal, or follows the end of the game; the
   *     message names the game, the ply, the move number and the offset
   * @throws IllegalArgumentException if the text is null
   */
  public static List<PgnGame> read(String text) {
    return read(text, new Xiangqi());
  }

  /**
   * Reads the games of a text, played under the rules of a game.
   *
   * @param text zero or more games
   * @param game the rules whose history rules judge the games
   * @return the games in order, an unmodifiable list
   * @throws NotationException if the text is malformed, with the offset of the problem in the text
   *     (an ambiguous WXF move too, naming its candidates)
   * @throws IllegalPositionException if a {@code FEN} tag gives an impossible position
   * @throws IllegalMoveException if a move is not legal, or follows the end of the game; the
   *     message names the game, the ply, the move number and the offset
   * @throws IllegalArgumentException if an argument is null
   */
  public static List<PgnGame> read(String text, Xiangqi game) {
    checkArgument(text != null, "text is null");
    checkArgument(game != null, "game is null");
    return new PgnReader(text, game).readAll();
  }

  /**
   * Writes a game record without tags other than {@code Game}, {@code Result}, {@code FEN} (when
   * the start is not the standard one) and {@code Format}.
   *
   * @param record the game record
   * @param format the notation of the moves
   * @return the PGN text, ending with a line break
   * @throws IllegalArgumentException if an argument is null
   */
  public static String write(GameRecord<XiangqiPosition, Move> record, MoveFormat format) {
    return write(PgnGame.of(record, format));
  }

  /**
   * Writes a game: the {@code Game} tag, its other tags, {@code Result}, {@code FEN} (when the
   * start is not the standard one) and {@code Format}, a blank line, then the numbered moves with
   * their comments and the result, in lines of at most 80 characters (a long comment may exceed
   * them).
   *
   * @param game the game
   * @return the PGN text, ending with a line break
   * @throws IllegalArgumentException if the game is null
   */
  public static String write(PgnGame game) {
    checkArgument(game != null, "game is null");
    StringBuilder out = new StringBuilder();
    tag(out, "Game", "Chinese Chess");
    for (Map.Entry<String, String> tag : game.tags().entrySet()) {
      tag(out, tag.getKey(), tag.getValue());
    }
    GameRecord<XiangqiPosition, Move> record = game.record();
    tag(out, "Result", game.result());
    XiangqiPosition start = record.startPosition();
    if (!start.equals(record.game().start())) {
      tag(out, "FEN", start.toString());
    }
    tag(out, "Format", game.format().name());
    out.append('\n');
    Lines lines = new Lines(out);
    game.comment(0).ifPresent(c -> lines.add("{" + c + "}"));
    List<XiangqiPosition> positions = record.positions();
    List<Move> moves = record.moves();
    for (int i = 0; i < moves.size(); i++) {
      XiangqiPosition position = positions.get(i);
      String move = game.format().format(position, moves.get(i));
      if (position.sideToMove() == Color.RED) {
        move = position.fullmoveNumber() + ". " + move; // kept on one line with its number
      } else if (i == 0 || game.comment(i).isPresent()) {
        move = position.fullmoveNumber() + "... " + move;
      }
      lines.add(move);
      game.comment(i + 1).ifPresent(c -> lines.add("{" + c + "}"));
    }
    lines.add(game.result());
    return out.append('\n').toString();
  }

  /**
   * Writes several games, a blank line between two.
   *
   * @param games the games
   * @return the PGN text
   * @throws IllegalArgumentException if the list or a game is null
   */
  public static String write(List<PgnGame> games) {
    checkArgument(games != null, "games is null");
    StringBuilder out = new StringBuilder();
    for (PgnGame game : games) {
      if (out.length() > 0) {
        out.append('\n');
      }
      out.append(write(game));
    }
    return out.toString();
  }

  private static void tag(StringBuilder out, String name, String value) {
    out.append('[').append(name).append(" \"");
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c == '"' || c == '\\') {
        out.append('\\');
      }
      out.append(c);
    }
    out.append("\"]\n");
  }

  /** The words of the move text, put on lines of at most 80 characters. */
  private static final class Lines {
    private static final int WIDTH = 80;
    private final StringBuilder out;
    private int lineStart;

    Lines(StringBuilder out) {
      this.out = out;
      this.lineStart = out.length();
    }

    void add(String word) {
      if (out.length() > lineStart) {
        if (out.length() - lineStart + 1 + word.length() > WIDTH) {
          out.append('\n');
          lineStart = out.length();
        } else {
          out.append(' ');
        }
      }
      out.append(word);
    }
  }

  /** The result of a record as the Result tag writes it. */
  static String result(GameRecord<XiangqiPosition, Move> record) {
    if (record.outcome().isEmpty()) {
      return "*";
    }
    Outcome outcome = record.outcome().orElseThrow();
    if (outcome.isDraw()) {
      return "1/2-1/2";
    }
    return outcome.winner().orElseThrow() == Color.RED ? "1-0" : "0-1";
  }

  /** Whether a word is one of the four results. */
  static boolean isResult(String word) {
    return word.equals("1-0") || word.equals("0-1") || word.equals("1/2-1/2") || word.equals("*");
  }

  /** The outcome a decided result gives a record whose moves did not end it. */
  static Outcome adjudicated(String result) {
    return switch (result) {
      case "1-0" -> Outcome.win(Color.RED, Reason.ADJUDICATION);
      case "0-1" -> Outcome.win(Color.BLACK, Reason.ADJUDICATION);
      default -> Outcome.draw(Reason.ADJUDICATION);
    };
  }
}
