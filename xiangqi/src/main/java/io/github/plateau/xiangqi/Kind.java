package io.github.plateau.xiangqi;

/** The seven kinds of xiangqi pieces, with their FEN and WXF letters. */
public enum Kind {
  /** The general (king): one orthogonal step inside its palace. */
  GENERAL('k', 'K', 1),
  /** The advisor (guard): one diagonal step inside its palace. */
  ADVISOR('a', 'A', 2),
  /** The elephant (minister): two diagonal steps on its side of the river, blocked by the eye. */
  ELEPHANT('b', 'E', 2),
  /** The horse: one orthogonal step then one diagonal step outward, blocked by the leg. */
  HORSE('n', 'H', 2),
  /** The chariot (rook): any distance orthogonally. */
  CHARIOT('r', 'R', 2),
  /** The cannon: moves like a chariot, captures by jumping exactly one screen. */
  CANNON('c', 'C', 2),
  /** The soldier (pawn): one step forward, also sideways once across the river. */
  SOLDIER('p', 'P', 5);

  private final char fen;
  private final char wxf;
  private final int count;

  Kind(char fen, char wxf, int count) {
    this.fen = fen;
    this.wxf = wxf;
    this.count = count;
  }

  /**
   * The letter of a Black piece of this kind in FEN (Red's is its upper case).
   *
   * @return {@code k a b n r c p}
   */
  public char fenLetter() {
    return fen;
  }

  /**
   * The letter of this kind in WXF move notation.
   *
   * @return {@code K A E H R C P}
   */
  public char wxfLetter() {
    return wxf;
  }

  /**
   * How many pieces of this kind each side has at the start, the most it can ever have.
   *
   * @return 1 for the general, 5 for soldiers, otherwise 2
   */
  public int startCount() {
    return count;
  }

  /**
   * The kind with a FEN letter, in either case.
   *
   * @param letter a FEN letter
   * @return the kind, or -1 if the letter names none (only ASCII letters do)
   */
  static int ordinalOfFen(char letter) {
    char lower = letter >= 'A' && letter <= 'Z' ? (char) (letter - 'A' + 'a') : letter;
    for (Kind kind : values()) {
      if (kind.fen == lower) {
        return kind.ordinal();
      }
    }
    return -1;
  }
}
