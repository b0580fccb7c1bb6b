package io.github.plateau.engine;

import io.github.plateau.core.PlateauException;
import io.github.plateau.core.Position;
import io.github.plateau.core.Score;
import io.github.plateau.core.SearchInfo;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.function.BiFunction;

/**
 * The {@code info} lines of USI, UCI and UCCI, both ways: {@code info depth 8 score cp 35 nodes
 * 1200 time 15 pv 7g7f 3c3d} or {@code info string ...}. The protocols differ in one unit: a mate
 * score counts plies in USI and moves in UCI and UCCI.
 */
final class InfoLines {
  private InfoLines() {}

  /**
   * Writes a report as an info line.
   *
   * @param info the report
   * @param position the position searched, to write the principal variation's moves
   * @param format writes a move legal in a position
   * @param mateInMoves true for UCI and UCCI, false for USI
   * @return the line
   */
  static <P extends Position<P, M>, M> String write(
      SearchInfo<M> info, P position, BiFunction<P, M, String> format, boolean mateInMoves) {
    if (info.text().isPresent()) {
      return "info string " + oneLine(info.text().get());
    }
    StringBuilder s = new StringBuilder("info");
    info.depth().ifPresent(d -> s.append(" depth ").append(d));
    info.score()
        .ifPresent(
            score ->
                s.append(score.mate() ? " score mate " : " score cp ")
                    .append(
                        score.mate() && mateInMoves ? pliesToMoves(score.value()) : score.value()));
    info.nodes().ifPresent(n -> s.append(" nodes ").append(n));
    info.time().ifPresent(t -> s.append(" time ").append(t.toMillis()));
    info.nps().ifPresent(n -> s.append(" nps ").append(n));
    if (!info.pv().isEmpty()) {
      StringBuilder pv = new StringBuilder();
      P p = position;
      for (M move : info.pv()) {
        if (!p.isLegal(move)) {
          break; // a player's variation is cut at its first impossible move
        }
        pv.append(' ').append(format.apply(p, move));
        p = p.play(move);
      }
      if (pv.length() > 0) {
        s.append(" pv").append(pv);
      }
    }
    return s.toString();
  }

  /**
   * Reads an info line; words it does not know are skipped with their value.
   *
   * @param line the line, starting with {@code info}
   * @param position the position searched, to read the principal variation
   * @param parse reads a move in a position, throwing a {@link PlateauException} if it is not legal
   * @param mateInMoves true for UCI and UCCI, false for USI
   * @return the report, or empty if the line carries nothing a report holds
   */
  static <P extends Position<P, M>, M> Optional<SearchInfo<M>> read(
      String line, P position, BiFunction<P, String, M> parse, boolean mateInMoves) {
    Tokens t = new Tokens(line);
    t.next("info");
    OptionalInt depth = OptionalInt.empty();
    Optional<Score> score = Optional.empty();
    OptionalLong nodes = OptionalLong.empty();
    Optional<Duration> time = Optional.empty();
    List<M> pv = new ArrayList<>();
    try {
      while (t.hasNext()) {
        String word = t.next("");
        switch (word) {
          case "depth" -> depth = OptionalInt.of((int) t.count("depth", 10_000));
          case "nodes" -> nodes = OptionalLong.of(t.count("nodes", Long.MAX_VALUE));
          case "time" -> time = Optional.of(Duration.ofMillis(t.count("time", Long.MAX_VALUE)));
          case "score" -> score = Optional.of(score(t, mateInMoves));
          case "pv" -> readPv(t, position, parse, pv);
          case "string" -> {
            return Optional.of(
                new SearchInfo<>(
                    OptionalInt.empty(),
                    Optional.empty(),
                    List.of(),
                    OptionalLong.empty(),
                    Optional.empty(),
                    Optional.of(t.rest())));
          }
          default -> {
            // seldepth, multipv, nps, hashfull, currmove...: not part of a report
          }
        }
      }
    } catch (IllegalArgumentException e) {
      return Optional.empty(); // a malformed info line is skipped, never fatal
    }
    if (depth.isEmpty() && score.isEmpty() && nodes.isEmpty() && pv.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(new SearchInfo<>(depth, score, pv, nodes, time, Optional.empty()));
  }

  private static Score score(Tokens t, boolean mateInMoves) {
    String kind = t.next("cp or mate after score");
    String value = t.next("a value after score " + kind);
    if (value.equals("lowerbound") || value.equals("upperbound")) {
      value = t.next("a value");
    }
    if (kind.equals("mate") && (value.equals("+") || value.equals("-"))) {
      return Score.mateIn(value.equals("+") ? 1 : -1); // USI: a mate of unknown length
    }
    int v;
    try {
      v = Integer.parseInt(value.startsWith("+") ? value.substring(1) : value);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("bad score " + Messages.quote(value), e);
    }
    if (kind.equals("cp")) {
      return Score.centipawns(v);
    }
    if (!kind.equals("mate") || v == 0) {
      throw new IllegalArgumentException("bad score " + Messages.quote(kind + " " + value));
    }
    return Score.mateIn(mateInMoves ? movesToPlies(v) : v);
  }

  private static <P extends Position<P, M>, M> void readPv(
      Tokens t, P position, BiFunction<P, String, M> parse, List<M> pv) {
    P p = position;
    boolean legal = true;
    while (t.hasNext()) {
      String word = t.peek();
      if (!legal) {
        t.next("");
        continue;
      }
      try {
        M move = parse.apply(p, word);
        pv.add(move);
        p = p.play(move);
        t.next("");
      } catch (PlateauException | IllegalArgumentException e) {
        legal = false; // the variation ends at its first move that is not legal here
        t.next("");
      }
    }
  }

  /** UCI's mate in moves as plies: mating in 3 moves is 5 plies, mated in 2 is 4 plies. */
  static int movesToPlies(int moves) {
    return moves > 0 ? 2 * moves - 1 : 2 * moves;
  }

  /** Plies to UCI's moves, rounding up: 5 plies is mate in 3, -4 plies is mated in 2. */
  static int pliesToMoves(int plies) {
    return plies > 0 ? (plies + 1) / 2 : -((-plies + 1) / 2);
  }

  private static String oneLine(String text) {
    return text.replace('\r', ' ').replace('\n', ' ');
  }
}
