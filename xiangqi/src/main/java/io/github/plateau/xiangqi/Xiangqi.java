package io.github.plateau.xiangqi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import io.github.plateau.core.Side;
import java.util.List;
import java.util.Optional;

/**
 * Xiangqi (Chinese chess), id {@code "xiangqi"}: positions in FEN ({@link XiangqiPosition#parse}),
 * moves in ICCS coordinates ({@code h2e2}), also in WXF notation ({@link Wxf}), game records in PGN
 * ({@link Pgn}). Immutable and thread-safe.
 *
 * <p>The history rules ({@link #judge}), applied by {@link GameRecord} after every move:
 *
 * <ul>
 *   <li>Threefold repetition of a position (pieces and side to move). The moves since its previous
 *       occurrence form the cycle. A side that gave check with every one of its moves in the cycle
 *       while the other did not loses by {@link Reason#PERPETUAL_CHECK}. If neither checked on
 *       every move, a side that chased with every one of its moves the same piece while the other
 *       did not loses by {@link Reason#PERPETUAL_CHASE}. Otherwise (both check, both chase, or
 *       neither) the game is drawn by {@link Reason#REPETITION}.
 *   <li>A side threatens a piece of the other side when one of its chariots, horses, cannons,
 *       advisors or elephants can capture it and its owner could not recapture on its point. A move
 *       chases a piece when the mover threatens it after the move and did not before. The chased
 *       piece is followed as it moves. Detected as chases: threats by a chariot, horse, cannon,
 *       advisor or elephant to any piece but the general and a soldier on its own side of the
 *       river; threats uncovered by the move of another piece (an opened line, a new cannon screen,
 *       an unpinned attacker, a moved general); checks that also threaten the chased piece; threats
 *       to a piece whose recapture the capture itself would make illegal (by uncovering a check).
 *       Not chases: threats by the general or a soldier; checks alone; threats to a soldier that
 *       has not crossed the river or to a protected piece; threats to another piece than the one
 *       chased on the other moves of the cycle; a threat that was already there but hidden by a
 *       check that the move answers (a side in check has its captures counted as if it were not,
 *       and a protection is not lost because its owner is in check). Not detected: the special
 *       cases of the Asian rules (a chariot chased by a horse or cannon even when protected, mate
 *       threats and the like).
 *   <li>Perpetual check is judged before perpetual chase: a side that checked on every move loses
 *       even if the other chased on every move. Two sides chasing, like two sides checking, draw.
 *   <li>The no-capture limit: a draw by {@link Reason#NO_CAPTURE_LIMIT} when the halfmove clock
 *       (plies since the last capture) reaches 120, 60 moves per side, by default (option {@code
 *       nocapture=N} moves per side, 0 for none). Repetition is judged first.
 * </ul>
 */
public final class Xiangqi implements Game<XiangqiPosition, XiangqiMove> {
  /** The default no-capture limit, in moves per side. */
  public static final int DEFAULT_NO_CAPTURE_MOVES = 60;

  /** The largest no-capture limit accepted, in moves per side. */
  public static final int MAX_NO_CAPTURE_MOVES = 10_000;

  private final int noCaptureMoves;

  /** Xiangqi with the default rules. */
  public Xiangqi() {
    this(DEFAULT_NO_CAPTURE_MOVES);
  }

  /**
   * Xiangqi with a no-capture limit.
   *
   * @param noCaptureMoves moves per side without a capture after which the game is drawn, 0 for no
   *     limit
   * @throws IllegalArgumentException if the limit is negative or above {@link
   *     #MAX_NO_CAPTURE_MOVES}
   */
  public Xiangqi(int noCaptureMoves) {
    checkArgument(
        noCaptureMoves >= 0 && noCaptureMoves <= MAX_NO_CAPTURE_MOVES,
        "the no-capture limit %s is outside 0..%s",
        noCaptureMoves,
        MAX_NO_CAPTURE_MOVES);
    this.noCaptureMoves = noCaptureMoves;
  }

  /**
   * The no-capture limit.
   *
   * @return moves per side, 0 when there is none
   */
  public int noCaptureMoves() {
    return noCaptureMoves;
  }

  @Override
  public String id() {
    return "xiangqi";
  }

  @Override
  public String name() {
    if (noCaptureMoves == DEFAULT_NO_CAPTURE_MOVES) {
      return "Xiangqi";
    }
    return noCaptureMoves == 0
        ? "Xiangqi (no no-capture limit)"
        : "Xiangqi (no-capture limit " + noCaptureMoves + " moves)";
  }

  @Override
  public List<Side> sides() {
    return List.of(Color.RED, Color.BLACK);
  }

  @Override
  public XiangqiPosition start() {
    return XiangqiPosition.start();
  }

  @Override
  public XiangqiPosition parse(String text) {
    return XiangqiPosition.parse(text);
  }

  /**
   * Reads a move in ICCS coordinates, such as {@code h2e2} (also {@code H2-E2}).
   *
   * @param position where the move is played
   * @param text the move
   * @return the legal move it names
   * @throws NotationException if the text is not two points
   * @throws IllegalMoveException if the move is not legal; the message says why
   * @throws IllegalArgumentException if an argument is null
   */
  @Override
  public XiangqiMove parseMove(XiangqiPosition position, String text) {
    checkArgument(position != null, "the position is null");
    checkArgument(text != null, "the move text is null");
    return Iccs.parse(position, text);
  }

  /**
   * Writes a move in ICCS coordinates, such as {@code h2e2}.
   *
   * @param position where the move is played
   * @param move a legal move there
   * @return the move's text
   * @throws IllegalMoveException if the move is not legal there
   * @throws IllegalArgumentException if an argument is null
   */
  @Override
  public String formatMove(XiangqiPosition position, XiangqiMove move) {
    checkArgument(position != null, "the position is null");
    checkArgument(move != null, "the move is null");
    if (!position.isLegal(move)) {
      throw new IllegalMoveException(
          move + " is not legal in " + position + ": " + position.whyIllegal(move));
    }
    return move.toString();
  }

  /**
   * Threefold repetition (with perpetual check and perpetual chase) and the no-capture limit; see
   * the class comment.
   */
  @Override
  public Optional<Outcome> judge(GameRecord<XiangqiPosition, XiangqiMove> record) {
    checkArgument(record != null, "the record is null");
    return HistoryRules.judge(record, 2 * noCaptureMoves);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Xiangqi other && other.noCaptureMoves == noCaptureMoves;
  }

  @Override
  public int hashCode() {
    return noCaptureMoves;
  }

  @Override
  public String toString() {
    return name();
  }
}
