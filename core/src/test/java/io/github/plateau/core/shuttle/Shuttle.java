package io.github.plateau.core.shuttle;

import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Repetition;
import io.github.plateau.core.Side;
import java.util.List;
import java.util.Optional;

/**
 * A test game made to repeat: two tokens, A's and B's, on a ring of four cells; a move steps the
 * mover's token one cell forward ({@code +}) or back ({@code -}); a move "checks" when it lands on
 * the other token. No position ends the game, so only the repetition rule under test does.
 *
 * <p>Notation: {@code "a b S"}, the cells of A and B and the side to move, such as {@code "0 1 A"}.
 */
public final class Shuttle implements Game<ShuttlePosition, Step> {
  private final Repetition<ShuttlePosition, Step> repetition; // null: no repetition rule
  private final boolean weakHash;

  /**
   * A shuttle game.
   *
   * @param repetition the rule its {@link #judge} applies, or null for none
   * @param weakHash whether the hash covers A's cell alone, so that different positions collide
   */
  public Shuttle(Repetition<ShuttlePosition, Step> repetition, boolean weakHash) {
    this.repetition = repetition;
    this.weakHash = weakHash;
  }

  boolean weakHash() {
    return weakHash;
  }

  @Override
  public String id() {
    return "shuttle";
  }

  @Override
  public String name() {
    return "Shuttle";
  }

  @Override
  public List<Side> sides() {
    return List.of(Token.A, Token.B);
  }

  @Override
  public ShuttlePosition start() {
    return new ShuttlePosition(this, 0, 1, Token.A);
  }

  @Override
  public ShuttlePosition parse(String text) {
    if (text == null || !text.matches("[0-3] [0-3] [AB]")) {
      throw new NotationException("expected \"a b S\"", String.valueOf(text), 0);
    }
    return new ShuttlePosition(
        this, text.charAt(0) - '0', text.charAt(2) - '0', Token.valueOf(text.substring(4)));
  }

  @Override
  public Step parseMove(ShuttlePosition position, String text) {
    if (!"+".equals(text) && !"-".equals(text)) {
      throw new NotationException("a step is + or -", String.valueOf(text), 0);
    }
    return new Step(text.equals("+") ? 1 : -1);
  }

  @Override
  public String formatMove(ShuttlePosition position, Step move) {
    if (!position.isLegal(move)) {
      throw new IllegalMoveException(move + " is not legal");
    }
    return move.toString();
  }

  @Override
  public Optional<Outcome> judge(GameRecord<ShuttlePosition, Step> record) {
    return repetition == null ? Optional.empty() : repetition.judge(record);
  }

  @Override
  public Optional<Repetition<ShuttlePosition, Step>> repetition() {
    return Optional.ofNullable(repetition);
  }
}
