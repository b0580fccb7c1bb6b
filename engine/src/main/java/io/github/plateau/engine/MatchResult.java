package io.github.plateau.engine;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Game;
import io.github.plateau.core.Position;
import io.github.plateau.core.RecordFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The results of a {@link Match}: per pair of players, and every game with its record.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public final class MatchResult<P extends Position<P, M>, M> {
  private final Game<P, M> game;
  private final List<PairResult> pairs;
  private final List<MatchGame<P, M>> games;
  private final Optional<Sprt> sprt;

  MatchResult(
      Game<P, M> game, List<PairResult> pairs, List<MatchGame<P, M>> games, Optional<Sprt> sprt) {
    this.game = game;
    this.pairs = List.copyOf(pairs);
    this.games = List.copyOf(games);
    this.sprt = sprt;
  }

  /**
   * The results of each pair of players, in the order the players were added.
   *
   * @return an unmodifiable list
   */
  public List<PairResult> pairs() {
    return pairs;
  }

  /**
   * Every game played, by number.
   *
   * @return an unmodifiable list
   */
  public List<MatchGame<P, M>> games() {
    return games;
  }

  /**
   * The summary lines, one per pair ({@link PairResult#summary}), with the SPRT's conclusion when
   * the match ran one.
   *
   * @return the lines
   */
  public List<String> summaries() {
    List<String> lines = new ArrayList<>();
    for (PairResult p : pairs) {
      lines.add(p.summary(pairs.size() == 1 ? sprt : Optional.empty()));
    }
    return lines;
  }

  /**
   * The format {@link #records()} writes: the first of the game's record formats that holds every
   * game of the match in one file (CSA for shogi, since a KIF file holds one game; PGN for xiangqi;
   * PDN for draughts).
   *
   * @return the format, or empty for a game without one (Napoleon)
   */
  public Optional<RecordFormat<P, M>> recordFormat() {
    List<AnnotatedRecord<P, M>> records = annotated();
    for (RecordFormat<P, M> format : game.recordFormats()) {
      try {
        format.write(records);
        return Optional.of(format);
      } catch (IllegalArgumentException e) {
        // this format holds fewer games in a file: try the next
      }
    }
    return Optional.empty();
  }

  /**
   * Every game's record in one text, in {@link #recordFormat()}; for a game without one (Napoleon),
   * one line per game in the form of the Napoleon protocol's {@code position} command, after a
   * comment line naming the players and the result (with its {@link MatchGame#detail}, in
   * parentheses, when there is one).
   *
   * @return the text of a file
   */
  public String records() {
    Optional<RecordFormat<P, M>> format = recordFormat();
    if (format.isPresent()) {
      return format.get().write(annotated());
    }
    StringBuilder s = new StringBuilder();
    for (MatchGame<P, M> g : games) {
      s.append("# game ")
          .append(g.number())
          .append(": ")
          .append(String.join(" vs ", g.players()))
          .append(", ")
          .append(g.outcome())
          .append(g.detail().isEmpty() ? "" : " (" + g.detail() + ")")
          .append('\n');
      s.append(PositionLine.write(g.record().record())).append('\n');
    }
    return s.toString();
  }

  private List<AnnotatedRecord<P, M>> annotated() {
    List<AnnotatedRecord<P, M>> records = new ArrayList<>();
    games.forEach(g -> records.add(g.record()));
    return records;
  }
}
