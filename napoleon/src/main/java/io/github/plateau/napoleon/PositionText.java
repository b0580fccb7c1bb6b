package io.github.plateau.napoleon;

import io.github.plateau.core.NotationException;
import io.github.plateau.core.text.Quoting;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;

/**
 * The position notation of section 8 of the rules, both ways: {@code <board> <side> <streaks> <ply>
 * <terrain>}, the side field with section 10's phase marker ({@code s}, {@code n:}, {@code s:f1}).
 * Section 11's games of several armies mark each piece of an allied camp with one prime per place
 * in its alliance ({@code I'}, {@code ANE''}), name camps so in the side and streak fields ({@code
 * s'}, {@code s''e4x1}), and write after the side to move, when the other alliance has several
 * camps, {@code >} and the camp of it that moves next ({@code n>s'}, {@code n:f1>s'}); the two-army
 * string is unchanged. Reading is strict: one space between fields, no leading zeros, every square
 * inside the board; each error names the problem and its offset.
 */
final class PositionText {
  private PositionText() {}

  /**
   * The end of a square written at {@code i} ({@code e4}, {@code o15}), or -1 if none starts there:
   * a file letter {@code a..z} and a rank from 1 to 26 without leading zero.
   */
  static int squareEnd(String text, int i) {
    if (i >= text.length() || text.charAt(i) < 'a' || text.charAt(i) > 'z') {
      return -1;
    }
    int j = i + 1;
    if (j >= text.length() || text.charAt(j) < '1' || text.charAt(j) > '9') {
      return -1;
    }
    j++;
    if (j < text.length() && Character.isDigit(text.charAt(j)) && text.charAt(j) <= '9') {
      int rank = (text.charAt(j - 1) - '0') * 10 + (text.charAt(j) - '0');
      if (rank <= Square.MAX_SIDE) {
        j++;
      }
    }
    return j;
  }

  /** Reads a square at {@code i} that must lie on the board; throws naming the problem. */
  static Square square(String text, int i, Geometry g, String what) {
    int end = squareEnd(text, i);
    if (end < 0) {
      throw new NotationException("expected " + what + " (a square such as e4)", text, i);
    }
    Square s = new Square(text.charAt(i) - 'a', Integer.parseInt(text.substring(i + 1, end)) - 1);
    if (!g.contains(s)) {
      throw new NotationException(
          "square " + s + " is off the " + g.width + "x" + g.height + " board", text, i);
    }
    return s;
  }

  // ---- positions

  static NapoleonPosition parse(Napoleon game, String text) {
    if (text.isEmpty()) {
      throw new NotationException("empty position", text, 0);
    }
    int[] begin = new int[6];
    int count = 0;
    for (int i = 0; i <= text.length(); i++) {
      if (i < text.length() && text.charAt(i) != ' ') {
        continue;
      }
      if (i == begin[count]) {
        throw new NotationException(
            "empty field (fields are separated by exactly one space)", text, i);
      }
      if (i == text.length()) {
        break;
      }
      if (count == 4) {
        throw new NotationException(
            "too many fields: a position has 5 (board side streaks ply terrain)", text, i);
      }
      begin[++count] = i + 1;
    }
    if (count < 4) {
      throw new NotationException(
          "missing fields: a position has 5 (board side streaks ply terrain), found " + (count + 1),
          text,
          text.length());
    }
    begin[5] = text.length() + 1;
    Geometry g = game.geometry();
    byte[] cells = ranks(text, begin[0], begin[1] - 1, game, g.height - 1, g.height);
    int sideEnd = begin[2] - 1;
    int i = begin[1];
    int campEnd = campEnd(text, i, sideEnd);
    Camp side =
        camp(
            text,
            i,
            campEnd,
            game,
            "the side to move is s or n (s' and so on in a game"
                + " of several armies; s: or s:f1 in the ORDERS phase of a turn)");
    i = campEnd;
    if (i < sideEnd && text.charAt(i) != ':' && text.charAt(i) != '>') {
      throw new NotationException(
          "expected ':' after the side to move (the ORDERS phase, such as s: or s:f1)", text, i);
    }
    boolean orders = i < sideEnd && text.charAt(i) == ':';
    int last = -1;
    if (orders) {
      if (game.rules().fixedCannons()) {
        throw new NotationException(
            "no ORDERS phase under fixed-cannons: the side to move is s or n", text, i);
      }
      i++;
      if (i < sideEnd && text.charAt(i) != '>') {
        Square s = square(text, i, g, "the last cannon turned (a square such as f1)");
        last = g.index(s);
        i = squareEnd(text, i);
        if (i < sideEnd && text.charAt(i) != '>') {
          throw new NotationException("the side field ends after the last cannon turned", text, i);
        }
      }
    }
    Camp next = next(text, i, sideEnd, game, side);
    int[] streaks = streaks(text, begin[2], begin[3] - 1, game);
    int ply = ply(text, begin[3], begin[4] - 1);
    Map<Square, Terrain> terrain = terrain(text, begin[4], begin[5] - 1, g);
    Ground ground = game.ground(terrain);
    PositionCheck.check(cells, ground, g);
    return NapoleonPosition.of(game, cells, ground, side, next, streaks, ply, orders, last);
  }

  /** The end of a camp written at {@code i}: its letter and its primes. */
  private static int campEnd(String text, int i, int to) {
    int j = Math.min(i + 1, to);
    while (j < to && text.charAt(j) == '\'') {
      j++;
    }
    return j;
  }

  /** The camp written between from and to, which must play in the game. */
  private static Camp camp(String text, int from, int to, Napoleon game, String expected) {
    java.util.Optional<Camp> first =
        from < to ? Camp.fromLetter(text.charAt(from)) : java.util.Optional.empty();
    if (first.isEmpty()) {
      throw new NotationException(expected, text, from);
    }
    Camp camp = Camp.of(first.get().ordinal(), to - from - 1);
    if (camp == null || !game.plays(camp)) {
      throw new NotationException(
          "no camp "
              + text.substring(from, to)
              + " in a game of "
              + game.rules().armies()
              + " armies, alliances "
              + game.rules().alliances(),
          text,
          from);
    }
    return camp;
  }

  /**
   * The camp of the other alliance that moves after this turn: written after {@code >} exactly when
   * that alliance has several camps, else that alliance's only camp.
   */
  private static Camp next(String text, int i, int to, Napoleon game, Camp side) {
    int other = 1 - Camp.ALLIANCE[side.ordinal()];
    if (game.rules().alliances().size(other) == 1) {
      if (i != to) {
        throw new NotationException(
            text.charAt(i) == '>'
                ? "the other alliance has one camp, so no '>' next camp is written"
                : "unexpected '" + text.charAt(i) + "' in the side field",
            text,
            i);
      }
      return side.opposite();
    }
    if (i >= to || text.charAt(i) != '>') {
      throw new NotationException(
          "the other alliance has several camps, so '>' and the one that moves next are required"
              + " (such as n>s')",
          text,
          i);
    }
    Camp next = camp(text, i + 1, campEnd(text, i + 1, to), game, "expected the next camp");
    if (campEnd(text, i + 1, to) != to) {
      throw new NotationException(
          "the side field ends after the next camp", text, campEnd(text, i + 1, to));
    }
    if (Camp.ALLIANCE[next.ordinal()] == Camp.ALLIANCE[side.ordinal()]) {
      throw new NotationException(
          "the next camp after '>' must be of the other alliance", text, i + 1);
    }
    return next;
  }

  /**
   * Reads {@code rows} ranks of the board from the top one down, between from and to; each piece of
   * an allied camp carries its primes, and must be of a camp of the game.
   */
  static byte[] ranks(String text, int from, int to, Napoleon game, int top, int rows) {
    Geometry g = game.geometry();
    byte[] cells = new byte[g.size];
    int rank = top;
    int file = 0;
    int i = from;
    while (i < to) {
      char c = text.charAt(i);
      if (c == '/') {
        if (file != g.width) {
          throw new NotationException(
              "rank " + (rank + 1) + " holds " + file + " squares, not " + g.width, text, i);
        }
        if (rank == top - rows + 1) {
          throw new NotationException("more than " + rows + " ranks", text, i);
        }
        rank--;
        file = 0;
        i++;
      } else if (c >= '0' && c <= '9') {
        if (c == '0') {
          throw new NotationException(
              "a run of empty squares is a number from 1, without leading zero", text, i);
        }
        int j = i;
        long run = 0;
        while (j < to && text.charAt(j) >= '0' && text.charAt(j) <= '9' && run <= g.width) {
          run = run * 10 + (text.charAt(j) - '0');
          j++;
        }
        if (file + run > g.width) {
          throw new NotationException(
              "rank " + (rank + 1) + " holds more than " + g.width + " squares", text, i);
        }
        file += (int) run;
        i = j;
      } else {
        java.util.Optional<Kind> kind = Kind.fromLetter(c);
        if (kind.isEmpty()) {
          throw new NotationException(
              "unexpected '"
                  + c
                  + "' in the board (pieces are G D I C A, upper case SOUTH, lower case NORTH)",
              text,
              i);
        }
        if (file >= g.width) {
          throw new NotationException(
              "rank " + (rank + 1) + " holds more than " + g.width + " squares", text, i);
        }
        int alliance = Character.isUpperCase(c) ? 0 : 1;
        int orientation = 0;
        int j = i + 1;
        if (kind.get() == Kind.CANNON) {
          int end = orientationEnd(text, j, to);
          if (end < 0) {
            throw new NotationException(
                "a cannon is followed by its orientation: N, NE, E, SE, S, SW, W or NW", text, j);
          }
          orientation = Direction.fromName(text.substring(j, end)).orElseThrow().ordinal();
          j = end;
        }
        int primes = 0;
        while (j < to && text.charAt(j) == '\'') {
          primes++;
          j++;
        }
        Camp camp = Camp.of(alliance, primes);
        if (camp == null || !game.plays(camp)) {
          throw new NotationException(
              "piece '"
                  + text.substring(i, j)
                  + "' names no camp of a game of "
                  + game.rules().armies()
                  + " armies, alliances "
                  + game.rules().alliances(),
              text,
              i);
        }
        cells[rank * g.width + file] =
            (byte) PieceCodes.code(camp.ordinal(), kind.get().ordinal(), orientation);
        file++;
        i = j;
      }
    }
    if (file != g.width) {
      throw new NotationException(
          "rank " + (rank + 1) + " holds " + file + " squares, not " + g.width, text, to);
    }
    if (rank != top - rows + 1) {
      throw new NotationException(
          "expected "
              + rows
              + " ranks separated by '/', found "
              + (top - rank + 1)
              + " (the board is "
              + g.width
              + "x"
              + g.height
              + ")",
          text,
          to);
    }
    return cells;
  }

  private static int orientationEnd(String text, int i, int to) {
    if (i >= to) {
      return -1;
    }
    char c = text.charAt(i);
    if (c == 'E' || c == 'W') {
      return i + 1;
    }
    if (c == 'N' || c == 'S') {
      return i + 1 < to && (text.charAt(i + 1) == 'E' || text.charAt(i + 1) == 'W') ? i + 2 : i + 1;
    }
    return -1;
  }

  private static int[] streaks(String text, int from, int to, Napoleon game) {
    Geometry g = game.geometry();
    int[] streaks = new int[Camp.ALL.length];
    Arrays.fill(streaks, -1);
    if (to - from == 1 && text.charAt(from) == '-') {
      return streaks;
    }
    int i = from;
    while (true) {
      if (i >= to) {
        throw new NotationException("expected a streak such as se4x2", text, i);
      }
      int campEnd = campEnd(text, i, to);
      Camp camp =
          camp(
              text,
              i,
              campEnd,
              game,
              "a streak starts with its camp, s or n (such as se4x2), or the field is -");
      if (streaks[camp.ordinal()] >= 0) {
        throw new NotationException("a second streak for " + camp, text, i);
      }
      Square square = square(text, campEnd, g, "the square of the streak's piece");
      int j = squareEnd(text, campEnd);
      if (j >= to || text.charAt(j) != 'x') {
        throw new NotationException("expected 'x' and a count after the streak's square", text, j);
      }
      j++;
      int end = j;
      while (end < to && text.charAt(end) != ',') {
        end++;
      }
      String count = text.substring(j, end);
      if (!count.equals("1") && !count.equals("2")) {
        throw new NotationException(
            "a streak count is 1 or 2, not '" + Quoting.shown(count) + "'", text, j);
      }
      streaks[camp.ordinal()] =
          (square.rank() * g.width + square.file()) << 2 | (count.charAt(0) - '0');
      if (end == to) {
        return streaks;
      }
      i = end + 1;
    }
  }

  private static int ply(String text, int from, int to) {
    String digits = text.substring(from, to);
    for (int i = 0; i < digits.length(); i++) {
      if (digits.charAt(i) < '0' || digits.charAt(i) > '9') {
        throw new NotationException("the ply count is a number such as 0 or 42", text, from + i);
      }
    }
    if (digits.length() > 1 && digits.charAt(0) == '0') {
      throw new NotationException("the ply count has no leading zero", text, from);
    }
    if (digits.length() > 9) {
      throw new NotationException(
          "the ply count is too large (at most " + NapoleonPosition.MAX_PLY + ")", text, from);
    }
    return Integer.parseInt(digits);
  }

  private static Map<Square, Terrain> terrain(String text, int from, int to, Geometry g) {
    Map<Square, Terrain> terrain = new TreeMap<>();
    if (to - from == 1 && text.charAt(from) == '-') {
      return terrain;
    }
    int i = from;
    while (true) {
      if (i >= to) {
        throw new NotationException("expected terrain such as Vc4", text, i);
      }
      java.util.Optional<Terrain> t = Terrain.fromLetter(text.charAt(i));
      if (t.isEmpty()) {
        throw new NotationException(
            "terrain is V, M, F or H followed by a square (such as Vc4), or the field is -",
            text,
            i);
      }
      Square square = square(text, i + 1, g, "the square of the terrain");
      int end = squareEnd(text, i + 1);
      if (terrain.put(square, t.get()) != null) {
        throw new NotationException("terrain given twice for " + square, text, i);
      }
      if (end == to) {
        return terrain;
      }
      if (text.charAt(end) != ',') {
        throw new NotationException("expected ',' between terrain squares", text, end);
      }
      i = end + 1;
    }
  }

  static String rows(byte[] cells, Geometry g, int top, int rows) {
    StringBuilder out = new StringBuilder();
    for (int rank = top; rank > top - rows; rank--) {
      int empty = 0;
      for (int file = 0; file < g.width; file++) {
        int code = cells[rank * g.width + file] & 0xFF;
        if (code == PieceCodes.EMPTY) {
          empty++;
          continue;
        }
        if (empty > 0) {
          out.append(empty);
          empty = 0;
        }
        out.append(Piece.fromCode(code));
      }
      if (empty > 0) {
        out.append(empty);
      }
      if (rank > top - rows + 1) {
        out.append('/');
      }
    }
    return out.toString();
  }

  static String format(NapoleonPosition p) {
    Geometry g = p.game().geometry();
    StringBuilder out = new StringBuilder(rows(p.cells(), g, g.height - 1, g.height));
    out.append(' ').append(p.sideToMove().notation());
    if (p.inOrdersPhase()) {
      out.append(':');
      p.lastOrdered().ifPresent(out::append);
    }
    int other = 1 - Camp.ALLIANCE[p.sideToMove().ordinal()];
    if (p.game().rules().alliances().size(other) > 1) {
      out.append('>').append(p.nextCamp().notation());
    }
    out.append(' ');
    boolean any = false;
    for (Camp camp : p.game().camps()) {
      java.util.Optional<Streak> s = p.streak(camp);
      if (s.isPresent()) {
        out.append(any ? "," : "")
            .append(camp.notation())
            .append(s.get().square())
            .append('x')
            .append(s.get().count());
        any = true;
      }
    }
    out.append(any ? "" : "-").append(' ').append(p.ply()).append(' ');
    if (p.terrain().isEmpty()) {
      out.append('-');
    } else {
      boolean first = true;
      for (Map.Entry<Square, Terrain> e : p.terrain().entrySet()) {
        out.append(first ? "" : ",").append(e.getValue().letter()).append(e.getKey());
        first = false;
      }
    }
    return out.toString();
  }

  /** A drawing: one line per rank from the top, 4 columns per square, terrain marks, legend. */
  static String diagram(NapoleonPosition p) {
    Geometry g = p.game().geometry();
    StringBuilder out = new StringBuilder();
    for (int rank = g.height - 1; rank >= 0; rank--) {
      out.append(String.format("%2d ", rank + 1));
      for (int file = 0; file < g.width; file++) {
        int sq = rank * g.width + file;
        int code = p.cells()[sq] & 0xFF;
        String piece = code == PieceCodes.EMPTY ? "." : Piece.fromCode(code).toString();
        out.append(String.format("%-3s", piece)).append(" +~#^".charAt(p.ground().kind[sq]));
      }
      out.append('\n');
    }
    out.append("   ");
    for (int file = 0; file < g.width; file++) {
      out.append((char) ('a' + file)).append("   ");
    }
    out.append('\n')
        .append(p.sideToMove())
        .append(p.inOrdersPhase() ? " to give orders" : " to move");
    out.append(", ply ").append(p.ply());
    if (!p.terrain().isEmpty()) {
      out.append("; terrain: + village, ~ marsh, # forest, ^ hill");
    }
    return out.toString();
  }
}
