package io.github.plateau.engine;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Annotation;
import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.MoveNode;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Position;
import io.github.plateau.core.Reason;
import io.github.plateau.core.Side;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Writes up a game a {@link Match} played: its headers (event, round, the players by side, and in
 * PGN and PDN how it ended in the words of PGN's {@code Termination} tag), each move's time, and
 * what happened as the comment after the last move (or before the first when no move was played).
 */
final class Scoresheet {
  /** The formats whose result says no reason, which PGN's {@code Termination} tag gives. */
  private static final Set<String> TERMINATION_TAG = Set.of("PGN", "PDN");

  private Scoresheet() {}

  /**
   * The played game.
   *
   * @param number the game's number in the match
   * @param names the players, by the game's sides in order
   * @param record the game as played, ended or not
   * @param outcome the outcome, if the record has none yet
   * @param detail what happened, for people, or empty
   * @param spent the time of each move played, by its ply
   */
  static <P extends Position<P, M>, M> MatchGame<P, M> write(
      Game<P, M> game,
      int number,
      String[] names,
      GameRecord<P, M> record,
      Outcome outcome,
      String detail,
      Map<Integer, Duration> spent) {
    GameRecord<P, M> ended = record.isOver() ? record : record.end(outcome);
    Outcome result = ended.outcome().orElseThrow();
    Map<String, String> headers = new LinkedHashMap<>();
    headers.put("Event", "Plateau match");
    headers.put("Round", Integer.toString(number));
    List<Side> sides = game.sides();
    List<String> players = new ArrayList<>();
    for (int i = 0; i < sides.size(); i++) {
      String name = names[i % names.length];
      players.add(name);
      headers.put(capitalized(sides.get(i).name()), name);
    }
    if (game.recordFormats().stream().anyMatch(f -> TERMINATION_TAG.contains(f.name()))) {
      headers.put("Termination", termination(result.reason()));
    }
    List<MoveNode<M>> line = new ArrayList<>();
    for (int ply = 1; ply <= ended.ply(); ply++) {
      Annotation timed = Annotation.NONE.withTime(Optional.ofNullable(spent.get(ply)));
      line.add(new MoveNode<>(ended.moves().get(ply - 1), timed, List.of()));
    }
    String startComment = "";
    if (!detail.isEmpty() && line.isEmpty()) {
      startComment = detail;
    } else if (!detail.isEmpty()) {
      MoveNode<M> last = line.get(line.size() - 1);
      line.set(
          line.size() - 1,
          new MoveNode<>(last.move(), last.annotation().withComment(detail), List.of()));
    }
    AnnotatedRecord<P, M> annotated =
        AnnotatedRecord.of(
            ended, headers, startComment, line, Optional.of(result), Optional.empty());
    return new MatchGame<>(number, players, annotated, result, detail);
  }

  /** How a game ended in the words of PGN's {@code Termination} tag. */
  static String termination(Reason reason) {
    return switch (reason) {
      case TIME_FORFEIT -> "time forfeit";
      case FOUL -> "rules infraction";
      case ADJUDICATION -> "adjudication";
      default -> "normal";
    };
  }

  private static String capitalized(String s) {
    return s.isEmpty() ? s : s.charAt(0) + s.substring(1).toLowerCase(Locale.ROOT);
  }
}
