package io.github.plateau.shogi;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import java.util.List;
import java.util.Optional;

/**
 * How a KIF or KI2 record states its result: KIF's end words ({@code 投了} in place of a move) and
 * the summary line both formats write ({@code まで76手で先手の勝ち}). Each states an outcome, or none for a
 * game that stopped ({@code 中断}), a sealed move ({@code 封じ手}: the game goes on another day) or a
 * problem without mate ({@code 不詰}).
 */
final class KifResult {
  /** The end words KIF reads; the writer uses the first of each meaning. */
  static final List<String> WORDS =
      List.of(
          "投了", "中断", "千日手", "持将棋", "詰み", "不詰", "切れ負け", "Time-up", "反則勝ち", "反則負け", "入玉勝ち", "封じ手");

  /** The first characters of {@link #WORDS}: a move starts with none, so one probe tells most. */
  private static final String FIRST_CHARACTERS = firstCharacters();

  private KifResult() {}

  private static String firstCharacters() {
    StringBuilder firsts = new StringBuilder();
    for (String word : WORDS) {
      firsts.append(word.charAt(0));
    }
    return firsts.toString();
  }

  /** The end word at {@code at} of a text whose line being read ends at {@code end}, or null. */
  static String wordAt(String text, int at, int end) {
    if (at >= end || FIRST_CHARACTERS.indexOf(text.charAt(at)) < 0) {
      return null;
    }
    for (String word : WORDS) {
      if (at + word.length() <= end && text.startsWith(word, at)) {
        return word;
      }
    }
    return null;
  }

  /**
   * The outcome an end word states.
   *
   * @param word one of {@link #WORDS}
   * @param mover the side whose turn the word takes
   * @param record the game up to the word, for the impasse and declaration rules
   */
  static Optional<Outcome> ofWord(
      String word, Color mover, GameRecord<ShogiPosition, Move> record) {
    Color other = mover.opposite();
    Outcome outcome =
        switch (word) {
          case "投了" -> Outcome.win(other, Reason.RESIGNATION);
          case "千日手" -> Outcome.draw(Reason.REPETITION);
          case "持将棋" -> ShogiRecords.impasseStated(record);
          case "詰み" -> Outcome.win(other, Reason.CHECKMATE);
          case "切れ負け", "Time-up" -> Outcome.win(other, Reason.TIME_FORFEIT);
          case "反則勝ち" -> Outcome.win(mover, Reason.FOUL);
          case "反則負け" -> Outcome.win(other, Reason.FOUL);
          case "入玉勝ち" ->
              Outcome.win(declarationWins(record, mover) ? mover : other, Reason.DECLARATION);
          default -> null; // 中断, 不詰, 封じ手
        };
    return Optional.ofNullable(outcome);
  }

  /**
   * Whether a declaration wins for the side that makes it: always, but under the 27-point rule,
   * where the position at the declaration decides. The position is made only for this word: a
   * record read keeps codes, and makes its last position by replaying from the nearest one kept.
   */
  private static boolean declarationWins(GameRecord<ShogiPosition, Move> record, Color mover) {
    ShogiPosition position = record.current();
    return position.game().rules().impasse() != ImpasseRule.DECLARATION_27
        || ShogiRecords.declarationWins(position, mover);
  }

  /**
   * The end word that states an outcome, for the side whose turn it takes: the word that reads back
   * as it ({@link #ofWord}). A perpetual check is stated as the checking side's foul, as the Japan
   * Shogi Association rules it; a declaration is the mover's, which the rules may judge lost.
   *
   * @param record the game up to the word, for the impasse and declaration rules
   * @return the word, or empty if KIF has none for it
   */
  static Optional<String> word(
      Outcome outcome, Color mover, GameRecord<ShogiPosition, Move> record) {
    Outcome stated =
        outcome.reason() == Reason.PERPETUAL_CHECK && outcome.winner().isPresent()
            ? Outcome.win(outcome.winner().get(), Reason.FOUL)
            : outcome;
    for (String word : WRITTEN) {
      if (ofWord(word, mover, record).filter(stated::equals).isPresent()) {
        return Optional.of(word);
      }
    }
    return Optional.empty();
  }

  /** The end words that state an outcome, each read as one ({@code Time-up} is 切れ負け's). */
  private static final List<String> WRITTEN =
      List.of("投了", "詰み", "切れ負け", "反則勝ち", "反則負け", "千日手", "持将棋", "入玉勝ち");

  /** What a summary line states, once read. */
  record Summary(int moves, Optional<Outcome> outcome) {}

  /**
   * Reads a summary line: {@code まで}, the number of moves, {@code 手}, an optional {@code で} and the
   * result: {@code 先手の勝ち} (a resignation when the loser was to move), {@code 時間切れにより先手の勝ち}, {@code
   * 後手の反則勝ち}, {@code 先手の反則負け}, {@code 先手の入玉勝ち} ({@code 下手} and {@code 上手} the same), {@code 詰み} or
   * {@code 詰}, {@code 千日手}, {@code 持将棋}, or {@code 中断}, {@code 封じ手} and {@code 不詰} for none.
   *
   * @param body the line without blanks around it, starting with {@code まで}
   * @param mover the side to move after the moves the record holds
   * @param record the game it sums up, for the impasse rule
   * @return the summary, or null if the line does not read as one
   */
  static Summary summary(String body, Color mover, GameRecord<ShogiPosition, Move> record) {
    int at = 2;
    long moves = 0;
    while (at < body.length() && digit(body.charAt(at)) >= 0 && moves < Integer.MAX_VALUE) {
      moves = moves * 10 + digit(body.charAt(at));
      at++;
    }
    if (at == 2 || at >= body.length() || body.charAt(at) != '手' || moves >= Integer.MAX_VALUE) {
      return null;
    }
    String rest = body.substring(at + 1);
    rest = rest.startsWith("で") ? rest.substring(1) : rest;
    Optional<Outcome> outcome = Optional.empty();
    switch (rest) {
      case "詰", "詰み" -> outcome = Optional.of(Outcome.win(mover.opposite(), Reason.CHECKMATE));
      case "千日手" -> outcome = Optional.of(Outcome.draw(Reason.REPETITION));
      case "持将棋" -> outcome = Optional.of(ShogiRecords.impasseStated(record));
      case "中断", "封じ手", "不詰" -> {}
      default -> {
        boolean timeUp = rest.startsWith("時間切れにより");
        String said = timeUp ? rest.substring(7) : rest;
        Color side = sideNamed(said);
        if (side == null) {
          return null;
        }
        String result = said.substring(2);
        Outcome stated;
        if (result.equals("の勝ち")) {
          Reason reason =
              timeUp
                  ? Reason.TIME_FORFEIT
                  : side != mover ? Reason.RESIGNATION : Reason.ADJUDICATION;
          stated = Outcome.win(side, reason);
        } else if (timeUp) {
          return null;
        } else if (result.equals("の反則勝ち")) {
          stated = Outcome.win(side, Reason.FOUL);
        } else if (result.equals("の反則負け")) {
          stated = Outcome.win(side.opposite(), Reason.FOUL);
        } else if (result.equals("の入玉勝ち")) {
          stated = Outcome.win(side, Reason.DECLARATION);
        } else {
          return null;
        }
        outcome = Optional.of(stated);
      }
    }
    return new Summary((int) moves, outcome);
  }

  private static int digit(char c) {
    int ascii = "0123456789".indexOf(c);
    return ascii >= 0 ? ascii : "０１２３４５６７８９".indexOf(c);
  }

  private static Color sideNamed(String text) {
    if (text.startsWith("先手") || text.startsWith("下手")) {
      return Color.SENTE;
    }
    if (text.startsWith("後手") || text.startsWith("上手")) {
      return Color.GOTE;
    }
    return null;
  }

  /**
   * The summary line of an outcome, as Kifu for Windows writes it.
   *
   * @param moves the moves of the record (a foul move included)
   * @param outcome the stated outcome
   * @param mover the side to move after those moves
   * @param record the game it sums up, for the impasse rule
   * @param handicapGame whether the players are named shitate and uwate
   * @return the line, or empty for a draw other than a repetition or an impasse
   */
  static Optional<String> summary(
      int moves,
      Outcome outcome,
      Color mover,
      GameRecord<ShogiPosition, Move> record,
      boolean handicapGame) {
    String[] names = handicapGame ? new String[] {"下手", "上手"} : new String[] {"先手", "後手"};
    String result;
    // 持将棋 reads back as a draw, or as the points' result under the 24-point rule: written only
    // where it reads back as the outcome (a win by impasse those do not give is written as a win,
    // so that its winner is kept; a draw the count makes a win has no line)
    if (outcome.reason() == Reason.IMPASSE && ShogiRecords.impasseStated(record).equals(outcome)) {
      result = "持将棋";
    } else if (outcome.winner().isEmpty()) { // a draw by impasse the count would not give: none
      result = outcome.reason() == Reason.REPETITION ? "千日手" : null;
    } else {
      Color winner = (Color) outcome.winner().get();
      String winnerName = names[winner.index()];
      result =
          switch (outcome.reason()) {
            case CHECKMATE -> winner != mover ? "詰み" : winnerName + "の勝ち";
            case TIME_FORFEIT -> "時間切れにより" + winnerName + "の勝ち";
            case FOUL, PERPETUAL_CHECK ->
                winner == mover ? winnerName + "の反則勝ち" : names[mover.index()] + "の反則負け";
            case DECLARATION -> winnerName + "の入玉勝ち";
            default -> winnerName + "の勝ち";
          };
    }
    return Optional.ofNullable(result).map(r -> "まで" + moves + "手で" + r);
  }
}
