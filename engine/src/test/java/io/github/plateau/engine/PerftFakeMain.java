package io.github.plateau.engine;

import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Position;
import io.github.plateau.shogi.Shogi;
import io.github.plateau.shogi.UsiLine;
import io.github.plateau.xiangqi.Xiangqi;
import io.github.plateau.xiangqi.XiangqiPosition;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * A test program: an engine that answers {@code go perft N} with Plateau's own moves and a planted
 * bug, so that {@link PerftComparison} has something to find. Arguments: {@code shogi BUG} (spoken
 * over USI) or {@code xiangqi BUG} (over UCI, without {@code UCI_Variant}, so in Plateau's ICCS).
 * The bugs:
 *
 * <ul>
 *   <li>{@code none}: no bug;
 *   <li>{@code no-bishop-drops}: never lists a bishop's drop ({@code B*..}), in shogi;
 *   <li>{@code pawn-back}: lets Red's pawns that crossed the river step back, in xiangqi; such a
 *       move is counted as one leaf at any depth (it cannot be played);
 *   <li>{@code inflate}: counts one leaf more for the first move (by text) whenever the depth is 2
 *       or more, so that a subtree asked for on its own agrees;
 *   <li>{@code inflate-at-3}: the same at depth 3 only;
 *   <li>{@code twice}: writes each divide twice, its total after each copy.
 * </ul>
 *
 * Bugs join with {@code +}: {@code inflate-at-3+no-bishop-drops} has both.
 */
public final class PerftFakeMain {
  private final String name;
  private final Set<String> bugs;
  private final PrintStream out;

  private PerftFakeMain(String bug, PrintStream out) {
    this.name = bug;
    this.bugs = Set.of(bug.split("\\+"));
    this.out = out;
  }

  /**
   * Answers until quit or the end of input.
   *
   * @param args the game and the bug
   * @throws IOException if standard input cannot be read
   */
  public static void main(String[] args) throws IOException {
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    PerftFakeMain engine = new PerftFakeMain(args[1], out);
    if (args[0].equals("shogi")) {
      Shogi shogi = new Shogi();
      engine.serve(shogi, "usi", line -> UsiLine.parse(shogi, line));
    } else {
      Xiangqi xiangqi = new Xiangqi();
      engine.serve(
          xiangqi,
          "uci",
          line -> {
            Tokens t = new Tokens(line);
            t.next("position");
            return PositionLine.read(xiangqi, t);
          });
    }
  }

  /** Reads a position line into a game. */
  private interface Reader<P extends Position<P, M>, M> {
    GameRecord<P, M> read(String line);
  }

  private <P extends Position<P, M>, M> void serve(Game<P, M> game, String hello, Reader<P, M> r)
      throws IOException {
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    P position = game.start();
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      if (line.equals(hello)) {
        out.println("id name perft-fake " + name);
        out.println(hello + "ok");
      } else if (line.equals("isready")) {
        out.println("readyok");
      } else if (line.startsWith("position ")) {
        position = r.read(line).current();
      } else if (line.startsWith("go perft ")) {
        int depth = Integer.parseInt(line.substring("go perft ".length()));
        Map<String, Long> divide = divide(game, position, depth);
        for (int copy = bugs.contains("twice") ? 2 : 1; copy > 0; copy--) {
          long total = 0;
          for (Map.Entry<String, Long> e : divide.entrySet()) {
            out.println(e.getKey() + ": " + e.getValue());
            total += e.getValue();
          }
          out.println();
          out.println("Nodes searched: " + total);
        }
      } else if (line.equals("quit")) {
        return;
      }
    }
  }

  private <P extends Position<P, M>, M> Map<String, Long> divide(
      Game<P, M> game, P position, int depth) {
    Map<String, Long> counts = new TreeMap<>();
    for (M move : position.legalMoves()) {
      String text = game.formatMove(position, move);
      if (lists(text)) {
        counts.put(text, count(game, position.play(move), depth - 1));
      }
    }
    for (String extra : extras(position)) {
      counts.put(extra, 1L);
    }
    boolean inflated = bugs.contains("inflate") && depth >= 2;
    if ((inflated || bugs.contains("inflate-at-3") && depth == 3) && !counts.isEmpty()) {
      counts.merge(((TreeMap<String, Long>) counts).firstKey(), 1L, Long::sum);
    }
    return counts;
  }

  private <P extends Position<P, M>, M> long count(Game<P, M> game, P position, int depth) {
    if (depth == 0) {
      return 1;
    }
    long count = extras(position).size();
    for (M move : position.legalMoves()) {
      if (lists(game.formatMove(position, move))) {
        count += count(game, position.play(move), depth - 1);
      }
    }
    return count;
  }

  /** Whether the engine lists a legal move. */
  private boolean lists(String move) {
    return !(bugs.contains("no-bishop-drops") && move.startsWith("B*"));
  }

  /** The illegal moves the engine lists too. */
  private List<String> extras(Position<?, ?> position) {
    List<String> extras = new ArrayList<>();
    if (!bugs.contains("pawn-back") || !(position instanceof XiangqiPosition)) {
      return extras;
    }
    String[] fen = position.toString().split(" ");
    if (!fen[1].equals("w")) {
      return extras; // Red's pawns only
    }
    String[] rows = fen[0].split("/");
    char[][] board = new char[10][9]; // [rank][file], rank 0 on Red's side
    for (int row = 0; row < 10; row++) {
      int file = 0;
      for (char c : rows[row].toCharArray()) {
        if (Character.isDigit(c)) {
          file += c - '0';
        } else {
          board[9 - row][file++] = c;
        }
      }
    }
    for (int rank = 5; rank < 10; rank++) {
      for (int file = 0; file < 9; file++) {
        char behind = board[rank - 1][file];
        if (board[rank][file] == 'P' && !Character.isUpperCase(behind)) {
          char f = (char) ('a' + file);
          extras.add("" + f + rank + f + (rank - 1));
        }
      }
    }
    return extras;
  }
}
