package io.github.plateau.shogi;

import java.util.Optional;

/**
 * The kinds of shogi pieces, unpromoted and promoted, without their owner: a {@link Piece} is a
 * kind and a {@link Color}.
 */
public enum Kind {
  /** Pawn (fu): one step forward. */
  PAWN(PieceCodes.PAWN),
  /** Lance (kyosha): any distance forward. */
  LANCE(PieceCodes.LANCE),
  /** Knight (keima): two forward and one sideways, jumping. */
  KNIGHT(PieceCodes.KNIGHT),
  /** Silver general (ginsho): one step forward or diagonally. */
  SILVER(PieceCodes.SILVER),
  /** Gold general (kinsho): one step in any direction but diagonally back. Never promotes. */
  GOLD(PieceCodes.GOLD),
  /** Bishop (kakugyo): any distance diagonally. */
  BISHOP(PieceCodes.BISHOP),
  /** Rook (hisha): any distance orthogonally. */
  ROOK(PieceCodes.ROOK),
  /** King (osho, gyokusho): one step in any direction. Never promotes. */
  KING(PieceCodes.KING),
  /** Promoted pawn (tokin): moves as a gold. */
  TOKIN(PieceCodes.TOKIN),
  /** Promoted lance (narikyo): moves as a gold. */
  PROMOTED_LANCE(PieceCodes.PROMOTED_LANCE),
  /** Promoted knight (narikei): moves as a gold. */
  PROMOTED_KNIGHT(PieceCodes.PROMOTED_KNIGHT),
  /** Promoted silver (narigin): moves as a gold. */
  PROMOTED_SILVER(PieceCodes.PROMOTED_SILVER),
  /** Promoted bishop, horse (ryuma): a bishop that also steps one square orthogonally. */
  HORSE(PieceCodes.HORSE),
  /** Promoted rook, dragon (ryuo): a rook that also steps one square diagonally. */
  DRAGON(PieceCodes.DRAGON);

  private static final Kind[] BY_TYPE = new Kind[16];

  static {
    for (Kind kind : values()) {
      BY_TYPE[kind.type] = kind;
    }
  }

  private final int type;

  Kind(int type) {
    this.type = type;
  }

  static Kind ofType(int type) {
    return BY_TYPE[type];
  }

  int type() {
    return type;
  }

  /**
   * Whether this kind is a promoted one.
   *
   * @return true for tokin, promoted lance, knight and silver, horse and dragon
   */
  public boolean isPromoted() {
    return PieceCodes.isPromoted(type);
  }

  /**
   * The promoted form of this kind.
   *
   * @return the promoted kind, or empty for gold, king and promoted kinds
   */
  public Optional<Kind> promoted() {
    return PieceCodes.promotable(type)
        ? Optional.of(ofType(type + PieceCodes.PROMOTION))
        : Optional.empty();
  }

  /**
   * The kind this one was before promotion, which is what a capture puts in hand.
   *
   * @return the unpromoted kind; this kind if it is not promoted
   */
  public Kind unpromoted() {
    return ofType(PieceCodes.base(type));
  }

  /**
   * Whether a player may hold a piece of this kind in hand and drop it.
   *
   * @return true for the unpromoted pieces other than the king
   */
  public boolean canBeDropped() {
    return type < PieceCodes.KING;
  }

  /**
   * The kind as SFEN writes a piece of it for sente: an upper-case letter, {@code '+'} before a
   * promoted one.
   *
   * @return {@code "P"}, {@code "+R"}, ...
   */
  public String symbol() {
    return (isPromoted() ? "+" : "") + PieceCodes.LETTERS.charAt(PieceCodes.base(type));
  }
}
