package io.github.plateau.shogi;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import java.util.Optional;

/**
 * The special moves of CSA ({@code %TORYO}...) and the outcome each states, the side meant being
 * the side to move when the word is read, as the CSA standard (V2.2 and V3.0) defines them.
 */
enum CsaSpecial {
  /** The side to move resigns. */
  TORYO("%TORYO"),
  /** The game is interrupted: no result. */
  CHUDAN("%CHUDAN"),
  /** Sennichite: a draw by repetition. */
  SENNICHITE("%SENNICHITE"),
  /** The side to move lost on time. */
  TIME_UP("%TIME_UP"),
  /** The side to move lost by an illegal move. */
  ILLEGAL_MOVE("%ILLEGAL_MOVE"),
  /** Sente (shitate) broke a rule: gote wins. */
  SENTE_ILLEGAL_ACTION("%+ILLEGAL_ACTION"),
  /** Gote (uwate) broke a rule: sente wins. */
  GOTE_ILLEGAL_ACTION("%-ILLEGAL_ACTION"),
  /** Jishogi: impasse, a draw unless counted by the 24-point rule. */
  JISHOGI("%JISHOGI"),
  /** The side to move declares a win by entering king (the 27-point declaration). */
  KACHI("%KACHI"),
  /** A draw declared (by entering king) or decided. */
  HIKIWAKE("%HIKIWAKE"),
  /** The move limit was reached: a draw (V3.0). */
  MAX_MOVES("%MAX_MOVES"),
  /** The side to move is checkmated. */
  TSUMI("%TSUMI"),
  /** No mate (a tsume problem without solution): no result. */
  FUZUMI("%FUZUMI"),
  /** A take-back (V2.2): no result. */
  MATTA("%MATTA"),
  /** An error stopped the game: no result. */
  ERROR("%ERROR");

  private final String word;

  CsaSpecial(String word) {
    this.word = word;
  }

  /** The word as written, {@code %TORYO}. */
  String word() {
    return word;
  }

  /** The special move a word names, or null. */
  static CsaSpecial of(String word) {
    for (CsaSpecial special : values()) {
      if (special.word.equals(word)) {
        return special;
      }
    }
    return null;
  }

  /**
   * The outcome the word states in the position where the game ends, if it states one: for the side
   * to move; {@code %JISHOGI} {@link ShogiRecords#impasseStated}.
   *
   * @param record the game up to the word
   */
  Optional<Outcome> stated(GameRecord<ShogiPosition, Move> record) {
    ShogiPosition position = record.current();
    Color mover = position.sideToMove();
    Color other = mover.opposite();
    Outcome outcome =
        switch (this) {
          case TORYO -> Outcome.win(other, Reason.RESIGNATION);
          case SENNICHITE -> Outcome.draw(Reason.REPETITION);
          case TIME_UP -> Outcome.win(other, Reason.TIME_FORFEIT);
          case ILLEGAL_MOVE -> Outcome.win(other, Reason.FOUL);
          case SENTE_ILLEGAL_ACTION -> Outcome.win(Color.GOTE, Reason.FOUL);
          case GOTE_ILLEGAL_ACTION -> Outcome.win(Color.SENTE, Reason.FOUL);
          case JISHOGI -> ShogiRecords.impasseStated(record);
          case KACHI -> Outcome.win(mover, Reason.DECLARATION);
          case HIKIWAKE -> Outcome.draw(Reason.ADJUDICATION);
          case MAX_MOVES -> Outcome.draw(Reason.MOVE_LIMIT);
          case TSUMI -> Outcome.win(other, Reason.CHECKMATE);
          case CHUDAN, FUZUMI, MATTA, ERROR -> null;
        };
    return Optional.ofNullable(outcome);
  }

  /** The side the word says broke a rule when {@code mover} is to move, if it is a foul word. */
  Optional<Color> foulBy(Color mover) {
    return switch (this) {
      case ILLEGAL_MOVE -> Optional.of(mover);
      case SENTE_ILLEGAL_ACTION -> Optional.of(Color.SENTE);
      case GOTE_ILLEGAL_ACTION -> Optional.of(Color.GOTE);
      default -> Optional.empty();
    };
  }
}
