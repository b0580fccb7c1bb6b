package io.github.plateau.napoleon;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.search.ViewEvaluation;

/**
 * Napoleon Strategy's default evaluation: material and points beyond the midline, summed per team,
 * for the team of the camp to move against the other team, in hundredths of an infantry.
 *
 * <p>It counts every piece on the board: general 500, drummer 200, infantry 100, cavalry 300,
 * cannon 400; and every point a camp has beyond the midline ({@link NapoleonBoardView#points}:
 * general 2, drummer 0, other pieces 1) {@value #POINT} more, since points are what wins. A camp
 * adds to its team's sum: in an alliance game (Waterloo) a camp's allies count for it. The sum is
 * clamped to {@code ±(LIMIT - 1)} for very large armies. It reads the counts and points of {@link
 * NapoleonBoardView}, which every {@link NapoleonSearchBoard} implements, and allocates nothing.
 */
public final class NapoleonEvaluation
    extends ViewEvaluation<NapoleonPosition, Move, NapoleonBoardView> {
  /** Values by kind, in the order of {@link Kind}: general, drummer, infantry, cavalry, cannon. */
  private static final int[] MATERIAL = {500, 200, 100, 300, 400};

  /** The value of one point beyond the midline. */
  public static final int POINT = 150;

  private static final Camp[] CAMPS = Camp.values();
  private static final Kind[] KINDS = Kind.values();

  /** Creates the evaluation; it holds no state, so one instance serves any number of searches. */
  public NapoleonEvaluation() {
    super(NapoleonBoardView.class);
  }

  /**
   * A kind's material.
   *
   * @param kind a kind's ordinal in {@link Kind}
   * @return its value
   */
  static int material(int kind) {
    return MATERIAL[kind];
  }

  @Override
  protected int value(NapoleonBoardView view) {
    return forTeamOf(view, view.sideToMove());
  }

  /**
   * The value for a camp's team, whoever is to move.
   *
   * @param view the board
   * @param camp a camp of the team
   * @return the material and points of the camp's team minus the other team's
   * @throws IllegalArgumentException if an argument is null
   */
  public int forTeamOf(NapoleonBoardView view, Camp camp) {
    checkArgument(view != null, "view is null");
    checkArgument(camp != null, "camp is null");
    Camp team = camp.team();
    int sum = 0;
    for (Camp each : CAMPS) {
      int value = POINT * view.points(each);
      for (Kind kind : KINDS) {
        value += MATERIAL[kind.ordinal()] * view.count(each, kind);
      }
      sum += each.team() == team ? value : -value;
    }
    return Math.max(-(LIMIT - 1), Math.min(LIMIT - 1, sum));
  }
}
