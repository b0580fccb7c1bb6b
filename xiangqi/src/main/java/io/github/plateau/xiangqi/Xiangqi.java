package io.github.plateau.xiangqi;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveNotation;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import io.github.plateau.core.RecordFormat;
import io.github.plateau.core.Repetition;
import io.github.plateau.core.Repetition.Cycle;
import io.github.plateau.core.RuledGame;
import io.github.plateau.core.svg.Drawing;
import java.util.List;
import java.util.Optional;

/**
 * Xiangqi (Chinese chess), id {@code "xiangqi"}, built from its {@link XiangqiRules rules}:
 * positions in FEN ({@link #parse}), moves in ICCS coordinates ({@code h2e2}), also in WXF notation
 * ({@link Wxf}) and the other notations of records ({@link MoveFormat}), game records in PGN
 * ({@link Pgn}). Immutable and thread-safe; two games are equal when their rules are. The sides are
 * {@link Color#RED} then {@link Color#BLACK}; the game starts from {@link #START}.
 *
 * <p>The FEN is ten ranks from rank 9 down separated by {@code /} (uppercase Red, lowercase Black,
 * {@code KABNRCP}, digits for empty points), the side to move ({@code w} or {@code r} for Red,
 * {@code b} for Black), then optionally {@code - -}, the halfmove clock and the fullmove number (0
 * and 1 when left out; each at most 999,999,999). A position cannot occur with too many pieces of a
 * kind, a missing general, a piece on a point its kind never reaches, generals facing each other,
 * or the side that just moved in check. A move is read in ICCS as {@code h2e2} or {@code H2-E2} and
 * written as {@code h2e2}.
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
 *       (plies since the last capture) reaches {@link XiangqiRules#noCapturePlies()}, 120 plies (60
 *       moves per side) by default, 0 for none. Repetition is judged first.
 * </ul>
 *
 * <p>Repetition is {@link Repetition core's rule} ({@code after(3)}, perpetual check over the cycle
 * {@link Cycle#SINCE_PREVIOUS}, and this game's perpetual chase); its cost does not grow with the
 * length of the game, and the no-capture limit reads the halfmove clock: judging a move costs the
 * same at ply 100,000 as at ply 10.
 */
public final class Xiangqi extends RuledGame<XiangqiPosition, Move, XiangqiRules> {
  /** The game's id in the registry. */
  public static final String ID = "xiangqi";

  /** The start position of the default game, in FEN. */
  public static final String START =
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

  private static final Repetition<XiangqiPosition, Move> REPETITION =
      Repetition.<XiangqiPosition, Move>after(3)
          .withPerpetualCheck(Cycle.SINCE_PREVIOUS)
          .withPerpetualChase(Chase.RULE);

  private final Drawing<XiangqiPosition, Move> drawing = XiangqiSvg.drawing(this);

  /** Xiangqi with the standard rules, {@link XiangqiRules#DEFAULT}. */
  public Xiangqi() {
    this(XiangqiRules.DEFAULT);
  }

  /**
   * Xiangqi with the given rules.
   *
   * @param rules the rules
   * @throws IllegalArgumentException if the rules are null
   */
  public Xiangqi(XiangqiRules rules) {
    super(rules, List.of(Color.RED, Color.BLACK));
  }

  /**
   * The registry id.
   *
   * @return {@code "xiangqi"}
   */
  @Override
  public String id() {
    return ID;
  }

  /**
   * The game's name with its non-default options.
   *
   * @return {@code "Xiangqi"}, or such as {@code "Xiangqi (no-capture-plies=60)"}
   */
  @Override
  public String name() {
    String options = rules().toOptions();
    return options.isEmpty() ? "Xiangqi" : "Xiangqi (" + options + ")";
  }

  @Override
  protected XiangqiPosition buildStart() {
    return PositionText.parse(this, START);
  }

  @Override
  protected XiangqiPosition readPosition(String text) {
    return PositionText.parse(this, text);
  }

  @Override
  protected Move readMove(XiangqiPosition position, String text) {
    return MoveText.parse(position, text);
  }

  @Override
  protected String writeMove(XiangqiPosition position, Move move) {
    return MoveText.format(position, move);
  }

  @Override
  protected IllegalMoveException refused(XiangqiPosition position, Move move) {
    return Refusals.refused(position, move);
  }

  /**
   * The notations of the move list, each as {@link Pgn} writes a move in its {@link MoveFormat}:
   * {@code chinese}, in simplified characters ({@code 炮二平五}, {@code 马８进７}); {@code wxf}, the World
   * Xiangqi Federation's ({@code C2.5}, {@code H8+7}); {@code iccs}, the coordinates ({@code
   * H2-E2}).
   *
   * @return the three notations, Chinese first
   */
  @Override
  public List<MoveNotation<XiangqiPosition, Move>> moveNotations() {
    return List.of(
        notation("chinese", "Chinese", MoveFormat.CHINESE),
        notation("wxf", "WXF", MoveFormat.WXF),
        notation("iccs", "ICCS", MoveFormat.ICCS));
  }

  private MoveNotation<XiangqiPosition, Move> notation(String name, String label, MoveFormat f) {
    return MoveNotation.of(
        this, name, label, (position, move, previous) -> f.format(position, move));
  }

  /**
   * The record formats of xiangqi.
   *
   * @return {@link Pgn#FORMAT}
   */
  @Override
  public List<RecordFormat<XiangqiPosition, Move>> recordFormats() {
    return List.of(Pgn.FORMAT);
  }

  /**
   * {@inheritDoc}
   *
   * @return the repetition rule {@link #judge} applies
   */
  @Override
  public Optional<Repetition<XiangqiPosition, Move>> repetition() {
    return Optional.of(REPETITION);
  }

  /**
   * Threefold repetition (with perpetual check and perpetual chase) and the no-capture limit; see
   * the class comment.
   *
   * @param record a game of this game, its last position not decided by itself
   * @return the outcome these rules give, or empty if the game goes on
   * @throws IllegalArgumentException if the record is null or of another game or other rules
   */
  @Override
  public Optional<Outcome> judge(GameRecord<XiangqiPosition, Move> record) {
    requireOwn(record);
    Optional<Outcome> repetition = REPETITION.judge(record);
    if (repetition.isPresent()) {
      return repetition;
    }
    int limit = rules().noCapturePlies();
    if (limit > 0 && mayReach(record, limit) && record.current().halfmoveClock() >= limit) {
      return Optional.of(Outcome.draw(Reason.NO_CAPTURE_LIMIT));
    }
    return Optional.empty();
  }

  /**
   * The plies left to the no-capture limit from the current halfmove clock: a capture restarts the
   * clock, so more may be played.
   *
   * @param record the game so far, a game of this game
   * @return the plies, or {@link Integer#MAX_VALUE} without a limit
   */
  @Override
  public int pliesBeforeCounts(GameRecord<XiangqiPosition, Move> record) {
    requireOwn(record);
    int limit = rules().noCapturePlies();
    return limit > 0
        ? (int) Math.max(0, limit - (long) record.current().halfmoveClock())
        : Integer.MAX_VALUE;
  }

  /**
   * Whether the halfmove clock may have reached a limit, from bounds that need no replay: the clock
   * grows by at most one a ply, so it is at most the start's clock plus the plies played, and at
   * most the clock of a position a few plies back plus those plies. The record holds a position
   * every 16 plies (a record replayed on a search board holds no other while it is read, and one
   * every 64 once kept), so that position is read without replaying moves, where {@code current()}
   * would replay up to 15 of them on every ply judged.
   */
  private static boolean mayReach(GameRecord<XiangqiPosition, Move> record, int limit) {
    if ((long) record.startPosition().halfmoveClock() + record.ply() < limit) {
      return false;
    }
    int back = record.ply() % 16;
    XiangqiPosition earlier = record.positions().get(record.ply() - back);
    return (long) earlier.halfmoveClock() + back >= limit;
  }

  /**
   * Positions drawn by {@link XiangqiSvg} with Chinese characters; a move is clicked on its origin
   * and destination, points named in ICCS ({@code h2}, {@code e2}).
   *
   * @return the drawing, for positions of this game
   */
  @Override
  public Optional<Drawing<XiangqiPosition, Move>> drawing() {
    return Optional.of(drawing);
  }

  /**
   * The non-default options of the rules, for {@link #toString}.
   *
   * @return empty, or such as {@code "no-capture-plies=60"}
   */
  @Override
  protected String options() {
    return rules().toOptions();
  }
}
