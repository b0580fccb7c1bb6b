package io.github.plateau.engine;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Score;
import io.github.plateau.draughts.Color;
import io.github.plateau.draughts.Draughts;
import io.github.plateau.draughts.DraughtsPosition;
import io.github.plateau.draughts.Move;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * Hub's notations. A command is {@code name arg=value arg="quoted value" flag}. A position is the
 * side to move ({@code W} or {@code B}) then one character per square in standard order ({@code w b
 * W B e}): 51 characters on 10 x 10, 33 on 8 x 8, 73 on 12 x 12. A move is {@code 32-28}, or a
 * capture from, to and every captured square, {@code 28x19x23}, so that no capture is ambiguous.
 */
final class HubText {
  private HubText() {}

  /** A command and its arguments in order; a flag's value is "". */
  record Command(String name, Map<String, String> args) {
    Optional<String> arg(String key) {
      return Optional.ofNullable(args.get(key));
    }
  }

  static Command parse(String line) {
    List<String> words = new ArrayList<>();
    StringBuilder w = new StringBuilder();
    boolean quoted = false;
    boolean any = false;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == '"') {
        quoted = !quoted;
        any = true;
      } else if ((c == ' ' || c == '\t') && !quoted) {
        if (any) {
          words.add(w.toString());
          w.setLength(0);
          any = false;
        }
      } else {
        w.append(c);
        any = true;
      }
    }
    if (quoted) {
      throw new IllegalArgumentException("an unclosed quote in " + Messages.quote(line));
    }
    if (any) {
      words.add(w.toString());
    }
    Map<String, String> args = new LinkedHashMap<>();
    for (String word : words.subList(1, words.size())) {
      int eq = word.indexOf('=');
      String key = eq < 0 ? word : word.substring(0, eq);
      if (args.put(key, eq < 0 ? "" : word.substring(eq + 1)) != null) {
        // which one was meant is a guess: nothing of the command is done
        throw new IllegalArgumentException(
            words.get(0) + " gives " + Messages.quote(key) + " twice; it is refused");
      }
    }
    return new Command(words.get(0), args);
  }

  /**
   * The end of the game in men, as Scan writes it: a score beyond {@value #WON} hundredths is a win
   * (or, negative, a loss) in {@code 10000 - |score|} plies; below it, bitbase wins (89.xx) and
   * evaluations.
   */
  private static final int WON = 9_000;

  /** The end of the game, in hundredths of a man: a win in n plies is this minus n. */
  private static final int END = 10_000;

  /**
   * A score as Hub writes it, in men: a mate in n plies as Scan writes the end of the game, {@code
   * +/-(100 - n/100)} (n at most 999, beyond which it is written as 999).
   */
  static String score(Score score) {
    int hundredths =
        score.mate()
            ? Integer.signum(score.value())
                * (END - Math.min(Math.abs(score.value()), END - WON - 1))
            : score.value();
    return String.format(Locale.ROOT, "%.2f", hundredths / 100.0);
  }

  /**
   * Reads a Hub score, in men: from 90.01 to 99.99 (either sign) a mate, as Scan writes it; any
   * other a number of hundredths of a man.
   *
   * @throws NumberFormatException if it is no number
   */
  static Score score(String men) {
    double value = Double.parseDouble(men);
    if (!Double.isFinite(value) || Math.abs(value) > Integer.MAX_VALUE / 100.0) {
      throw new NumberFormatException("no score: " + men);
    }
    int hundredths = (int) Math.round(value * 100);
    int away = END - Math.abs(hundredths);
    return Math.abs(hundredths) > WON && away > 0
        ? Score.mateIn(Integer.signum(hundredths) * away)
        : Score.centipawns(hundredths);
  }

  /** A value quoted when it needs to be. */
  static String value(String v) {
    String clean = v.replace('"', '\'');
    return clean.isEmpty() || clean.contains(" ") || clean.contains("=")
        ? '"' + clean + '"'
        : clean;
  }

  static String position(DraughtsPosition p) {
    return (p.sideToMove() == Color.WHITE ? "W" : "B") + squares(p, "wbWBe");
  }

  /**
   * The board square by square, from 1, in a protocol's letters: {@code letters} gives them for a
   * white man, a black man, a white king, a black king and an empty square, in that order (Hub's
   * {@code "wbWBe"}, DXP's {@code "wzWZe"}).
   */
  static String squares(DraughtsPosition p, String letters) {
    StringBuilder s = new StringBuilder(p.squareCount());
    for (int sq = 1; sq <= p.squareCount(); sq++) {
      int letter =
          p.pieceAt(sq)
              .map(
                  piece ->
                      switch (piece) {
                        case WHITE_MAN -> 0;
                        case BLACK_MAN -> 1;
                        case WHITE_KING -> 2;
                        case BLACK_KING -> 3;
                      })
              .orElse(4);
      s.append(letters.charAt(letter));
    }
    return s.toString();
  }

  static DraughtsPosition position(Draughts game, String text) {
    int squares = game.start().squareCount();
    if (text.length() != squares + 1) {
      throw new NotationException(
          "a Hub position of "
              + game.name()
              + " has "
              + (squares + 1)
              + " characters, not "
              + text.length(),
          text,
          Math.min(text.length(), squares + 1));
    }
    char side = text.charAt(0);
    if (side != 'W' && side != 'B') {
      throw new NotationException("expected W or B, the side to move", text, 0);
    }
    StringBuilder white = new StringBuilder();
    StringBuilder black = new StringBuilder();
    for (int sq = 1; sq <= squares; sq++) {
      char c = text.charAt(sq);
      switch (c) {
        case 'w' -> add(white, "", sq);
        case 'W' -> add(white, "K", sq);
        case 'b' -> add(black, "", sq);
        case 'B' -> add(black, "K", sq);
        case 'e' -> {}
        default -> throw new NotationException("expected w, b, W, B or e", text, sq);
      }
    }
    return game.parse(side + ":W" + white + ":B" + black);
  }

  private static void add(StringBuilder list, String king, int square) {
    if (list.length() > 0) {
      list.append(',');
    }
    list.append(king).append(square);
  }

  static String move(Move m) {
    if (!m.isCapture()) {
      return m.from() + "-" + m.to();
    }
    StringBuilder s = new StringBuilder().append(m.from()).append('x').append(m.to());
    for (int sq : m.captured()) {
      s.append('x').append(sq);
    }
    return s.toString();
  }

  static Move move(DraughtsPosition position, String text) {
    boolean capture = text.indexOf('x') >= 0;
    String[] parts = text.split(capture ? "x" : "-", -1);
    if (parts.length < 2 || (!capture && parts.length != 2)) {
      throw new NotationException("a Hub move is from-to or from x to x captured...", text, 0);
    }
    int[] squares = new int[parts.length];
    for (int i = 0; i < parts.length; i++) {
      try {
        squares[i] = Integer.parseInt(parts[i]);
      } catch (NumberFormatException e) {
        throw new NotationException("expected a square number", text, text.indexOf(parts[i]));
      }
    }
    TreeSet<Integer> captured = new TreeSet<>();
    for (int i = 2; i < squares.length; i++) {
      captured.add(squares[i]);
    }
    for (Move m : position.legalMoves()) {
      if (m.from() == squares[0]
          && m.to() == squares[1]
          && m.isCapture() == capture
          && new TreeSet<>(m.captured()).equals(captured)) {
        return m;
      }
    }
    throw new IllegalMoveException(text + " is not a legal move in " + position);
  }
}
