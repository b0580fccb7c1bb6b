package io.github.plateau.shogi;

/**
 * The impasse (jishogi) rule a game is played under: the rules option {@code impasse=24} or {@code
 * impasse=27}. {@link ShogiRecords} applies it when a player invokes it; the moves themselves never
 * end a game by impasse.
 */
public enum ImpasseRule {
  /** No impasse rule: neither {@link ShogiRecords#impasse} nor {@link ShogiRecords#declare}. */
  NONE(""),
  /**
   * The 24-point rule ({@code impasse=24}), invoked by {@link ShogiRecords#impasse}: each side
   * counts 5 per rook or bishop, promoted or not, and 1 per other piece but the king, on the board
   * and in hand; a side with fewer than 24 points loses, and the game is a draw if both have 24 or
   * more.
   */
  POINTS_24("24"),
  /**
   * The CSA 27-point declaration ({@code impasse=27}), made by the side to move with {@link
   * ShogiRecords#declare}: it wins if its king stands in the promotion zone, is not in check, at
   * least 10 of its other pieces stand in the zone, and it counts at least 28 points (sente) or 27
   * (gote) from its pieces in the zone and in hand; otherwise it loses.
   */
  DECLARATION_27("27");

  private final String optionValue;

  ImpasseRule(String optionValue) {
    this.optionValue = optionValue;
  }

  /**
   * The value of the {@code impasse} option that chooses this rule.
   *
   * @return {@code "24"}, {@code "27"}, or {@code ""} for {@link #NONE}
   */
  public String optionValue() {
    return optionValue;
  }
}
