package io.github.plateau.shogi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import io.github.plateau.core.Side;
import java.util.List;
import java.util.Optional;

/**
 * Shogi, Japanese chess, under the rules of the Japan Shogi Association: the entry point of this
 * module. Immutable and thread-safe.
 *
 * <p>Positions are read and written in SFEN ({@link #parse}), moves in USI ({@link #parseMove},
 * {@link #formatMove}). Rules options (see {@link ShogiProvider}): {@code always-promote}, under
 * which a piece that may promote must, so that no move declines a promotion; {@code move-limit=N},
 * under which the game is a draw once N moves have been played; {@code impasse=24} or {@code
 * impasse=27}, the {@link ImpasseRule} that {@link ShogiRecords} applies when a player invokes it.
 * All are off by default.
 *
 * <p>History rules ({@link #judge}): the fourth occurrence of a position (board, hands, side to
 * move) is a draw by repetition (sennichite), unless one side gave check with every one of its
 * moves from the first occurrence on: that side loses by perpetual check. Under a move limit, the
 * game is then a draw by {@link Reason#MOVE_LIMIT} when the record holds that many moves and the
 * last one neither mated nor repeated.
 */
public final class Shogi implements Game<ShogiPosition, Move> {
  /** The SFEN of the standard start position. */
  public static final String START =
      "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

  private final boolean alwaysPromote;
  private final int moveLimit; // 0: none
  private final ImpasseRule impasse;
  private final ShogiPosition start;

  /** Shogi under the standard rules: promotion is a choice where the rules do not force it. */
  public Shogi() {
    this(false);
  }

  /**
   * Shogi with or without the always-promote option, without move limit or impasse rule.
   *
   * @param alwaysPromote whether a piece that may promote must
   */
  public Shogi(boolean alwaysPromote) {
    this(alwaysPromote, 0, ImpasseRule.NONE);
  }

  /**
   * Shogi with all its rules options.
   *
   * @param alwaysPromote whether a piece that may promote must
   * @param moveLimit the number of moves (plies) of a game record at which the game is a draw, or 0
   *     for no limit
   * @param impasse the impasse rule a player may invoke
   * @throws IllegalArgumentException if the limit is negative or the rule is null
   */
  public Shogi(boolean alwaysPromote, int moveLimit, ImpasseRule impasse) {
    checkArgument(moveLimit >= 0, "the move limit %s is negative", moveLimit);
    checkArgument(impasse != null, "impasse rule is null");
    this.alwaysPromote = alwaysPromote;
    this.moveLimit = moveLimit;
    this.impasse = impasse;
    this.start = Sfen.parse(this, START);
  }

  /**
   * Whether a piece that may promote must (the {@code always-promote} option).
   *
   * @return true under the option
   */
  public boolean alwaysPromote() {
    return alwaysPromote;
  }

  /**
   * The number of moves at which a game is a draw (the {@code move-limit} option).
   *
   * @return the limit in plies, or 0 if there is none
   */
  public int moveLimit() {
    return moveLimit;
  }

  /**
   * The impasse rule a player may invoke (the {@code impasse} option).
   *
   * @return the rule, {@link ImpasseRule#NONE} by default
   */
  public ImpasseRule impasse() {
    return impasse;
  }

  @Override
  public String id() {
    return "shogi";
  }

  /** Returns "Shogi", followed by the options that are not at their default in parentheses. */
  @Override
  public String name() {
    StringBuilder options = new StringBuilder();
    if (alwaysPromote) {
      options.append(", always promote");
    }
    if (moveLimit > 0) {
      options.append(", move limit ").append(moveLimit);
    }
    if (impasse != ImpasseRule.NONE) {
      options.append(", ").append(impasse.optionValue()).append("-point impasse");
    }
    return options.length() == 0 ? "Shogi" : "Shogi (" + options.substring(2) + ")";
  }

  @Override
  public List<Side> sides() {
    return List.of(Color.SENTE, Color.GOTE);
  }

  @Override
  public ShogiPosition start() {
    return start;
  }

  /**
   * Reads a position in SFEN, such as {@link #START}. The move number may be left out (it is then
   * 1).
   *
   * @param text the SFEN
   * @return the position
   * @throws io.github.plateau.core.NotationException if the text is not SFEN; it gives the offset
   * @throws io.github.plateau.core.IllegalPositionException if the position cannot exist: two kings
   *     of a side, more pieces of a kind than the game has, a pawn or lance on its last rank or a
   *     knight on its last two, two unpromoted pawns of a side on a file, or the side not to move
   *     in check
   */
  @Override
  public ShogiPosition parse(String text) {
    return Sfen.parse(this, text);
  }

  /**
   * Reads a move in USI: {@code 7g7f}, {@code 8h2b+}, {@code P*5e}.
   *
   * @param position where the move is played
   * @param text the move
   * @return the legal move
   * @throws io.github.plateau.core.NotationException if the text is not a USI move
   * @throws IllegalMoveException if it is not legal in the position; the message says why
   */
  @Override
  public Move parseMove(ShogiPosition position, String text) {
    checkArgument(position != null, "position is null");
    return Usi.parse(position, text);
  }

  /**
   * Writes a move in USI.
   *
   * @param position where the move is played
   * @param move a legal move of that position
   * @return its USI text
   * @throws IllegalMoveException if the move is not legal in the position
   */
  @Override
  public String formatMove(ShogiPosition position, Move move) {
    checkArgument(position != null && move != null, "position or move is null");
    if (!position.isLegal(move)) {
      throw new IllegalMoveException(Refusals.why(position, move.code()));
    }
    return move.toString();
  }

  /**
   * Sennichite: a draw by {@link Reason#REPETITION} at the fourth occurrence of a position, or a
   * loss by {@link Reason#PERPETUAL_CHECK} for the side that gave check with every move from the
   * first occurrence on. Then the move limit, if any: a draw by {@link Reason#MOVE_LIMIT} once the
   * record holds {@link #moveLimit()} moves.
   *
   * @param record the game so far
   * @return the outcome, or empty while the game goes on
   */
  @Override
  public Optional<Outcome> judge(GameRecord<ShogiPosition, Move> record) {
    checkArgument(record != null, "record is null");
    Optional<Outcome> repetition = Sennichite.judge(record);
    if (repetition.isEmpty() && moveLimit > 0 && record.ply() >= moveLimit) {
      return Optional.of(Outcome.draw(Reason.MOVE_LIMIT));
    }
    return repetition;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Shogi other
        && other.alwaysPromote == alwaysPromote
        && other.moveLimit == moveLimit
        && other.impasse == impasse;
  }

  @Override
  public int hashCode() {
    return (Boolean.hashCode(alwaysPromote) * 31 + moveLimit) * 31 + impasse.ordinal();
  }

  @Override
  public String toString() {
    return name();
  }
}
