package io.github.plateau.draughts;

import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Draughts under the international (FMJD) rules on an N x N board: men move forward and capture
 * forward and backward, kings fly, capture is compulsory and must take the most pieces, captured
 * pieces are removed only once the capture is complete (Turkish strike), and a man is crowned only
 * when its move ends on the far row. The {@link Rules} flags change four of these rules for other
 * national games (men capturing forward only, free choice of capture, short kings, promotion during
 * a capture); the international flags use the bitboard generators, the others the general one.
 *
 * <p>Games: {@link #international()} (10 x 10, id {@code draughts}), {@link #brazilian()} (8 x 8,
 * {@code draughts-brazilian}), {@link #canadian()} (12 x 12, {@code draughts-canadian}).
 *
 * <p>Notation: positions in FMJD FEN ({@code W:W31-50:B1-20}), moves as {@code 32-28}, {@code
 * 19x28}, or the full path {@code 47x38x24x13x36} when captures share start and end.
 *
 * <p>Outcomes: a side with no piece loses ({@code NO_PIECES}), a side with no legal move loses
 * ({@code NO_LEGAL_MOVE}); {@link #judge} adds the FMJD draws of the {@link Rules}: {@code
 * REPETITION}, {@code KING_MOVES_LIMIT} and {@code ENDGAME_LIMIT}.
 */
public final class Draughts implements Game<DraughtsPosition, Move> {
  private final Rules rules;
  private final Geometry geometry;

  /**
   * A game with the given rules.
   *
   * @param rules the board size and draw-rule numbers
   * @throws IllegalArgumentException if the rules are null
   */
  public Draughts(Rules rules) {
    if (rules == null) {
      throw new IllegalArgumentException("rules is null");
    }
    this.rules = rules;
    this.geometry = Geometry.of(rules.size());
  }

  /**
   * International draughts on the 10 x 10 board.
   *
   * @return the game
   */
  public static Draughts international() {
    return new Draughts(Rules.international());
  }

  /**
   * Brazilian draughts: the international rules on the 8 x 8 board.
   *
   * @return the game
   */
  public static Draughts brazilian() {
    return new Draughts(Rules.brazilian());
  }

  /**
   * Canadian draughts: the international rules on the 12 x 12 board.
   *
   * @return the game
   */
  public static Draughts canadian() {
    return new Draughts(Rules.canadian());
  }

  /**
   * The rules of this game.
   *
   * @return the board size and draw-rule numbers
   */
  public Rules rules() {
    return rules;
  }

  /**
   * {@code draughts} for 10 x 10 and other sizes, {@code draughts-brazilian} for 8 x 8, {@code
   * draughts-canadian} for 12 x 12.
   */
  @Override
  public String id() {
    return switch (rules.size()) {
      case 8 -> DraughtsProvider.BRAZILIAN;
      case 12 -> DraughtsProvider.CANADIAN;
      default -> DraughtsProvider.INTERNATIONAL;
    };
  }

  /**
   * The variant's name, with the rules that differ from the standard ones in brackets: {@code
   * Brazilian draughts}, {@code International draughts (king moves 30)}, {@code Draughts 8x8 (no
   * majority capture, promotion during capture)}.
   */
  @Override
  public String name() {
    String name =
        switch (rules.size()) {
          case 8 -> "Brazilian draughts";
          case 10 -> "International draughts";
          case 12 -> "Canadian draughts";
          default -> "Draughts " + rules.size() + "x" + rules.size();
        };
    if (!rules.hasInternationalMoves()) {
      name = "Draughts " + rules.size() + "x" + rules.size();
    }
    List<String> changes = new ArrayList<>();
    Rules standard = Rules.ofSize(rules.size());
    if (!rules.menCaptureBackward()) {
      changes.add("men capture forward only");
    }
    if (!rules.majorityCapture()) {
      changes.add("no majority capture");
    }
    if (!rules.flyingKings()) {
      changes.add("short kings");
    }
    if (rules.promotionDuringCapture()) {
      changes.add("promotion during capture");
    }
    if (rules.kingMoveLimit() != standard.kingMoveLimit()) {
      changes.add("king moves " + rules.kingMoveLimit());
    }
    if (rules.longEndgameLimit() != standard.longEndgameLimit()
        || rules.shortEndgameLimit() != standard.shortEndgameLimit()) {
      changes.add("endgames " + rules.longEndgameLimit() + "/" + rules.shortEndgameLimit());
    }
    if (rules.repetitions() != standard.repetitions()) {
      changes.add("repetitions " + rules.repetitions());
    }
    return changes.isEmpty() ? name : name + " (" + String.join(", ", changes) + ")";
  }

  @Override
  public List<Side> sides() {
    return List.of(Color.WHITE, Color.BLACK);
  }

  /** The men on the first (N - 2) / 2 rows of each side, White to move. */
  @Override
  public DraughtsPosition start() {
    byte[] cells = new byte[geometry.squares + 1];
    int men = geometry.menPerSide();
    for (int s = 1; s <= men; s++) {
      cells[s] = Piece.BLACK_MAN.code();
      cells[geometry.squares + 1 - s] = Piece.WHITE_MAN.code();
    }
    return DraughtsPosition.of(geometry, rules.moveRules(), cells, Color.WHITE);
  }

  /**
   * Reads a position in FMJD FEN: {@code W:W31-50:B1-20}, {@code B:W18,24,27,K10:B12,16,K22}. The
   * side to move, then the white and black pieces in either order, kings prefixed with {@code K},
   * ranges allowed; a colour whose list is missing or empty has no pieces.
   *
   * @throws io.github.plateau.core.NotationException if the text is malformed, a square is off the
   *     board or given twice
   * @throws io.github.plateau.core.IllegalPositionException for a man on its crowning row, more
   *     pieces than a side starts with, or a side that has just moved without any piece
   */
  @Override
  public DraughtsPosition parse(String text) {
    return Fen.parse(geometry, rules.moveRules(), text);
  }

  /**
   * Reads a move: {@code 32-28}, {@code 19x28}, or a capture with some or all of its landing
   * squares ({@code 47x38x24x13x36}).
   *
   * @throws io.github.plateau.core.AmbiguousMoveException if several legal captures fit the text
   */
  @Override
  public Move parseMove(DraughtsPosition position, String text) {
    requireOwn(position);
    return MoveText.parse(position, text);
  }

  /**
   * Writes a move: {@code 32-28}, {@code 19x28}, or the full path through every landing square when
   * another legal capture has the same start and end.
   */
  @Override
  public String formatMove(DraughtsPosition position, Move move) {
    requireOwn(position);
    if (move == null) {
      throw new IllegalArgumentException("move is null");
    }
    if (!position.isLegal(move)) {
      throw new IllegalMoveException(move + " is not legal in " + position);
    }
    return MoveText.format(position, move);
  }

  private void requireOwn(DraughtsPosition position) {
    if (position == null) {
      throw new IllegalArgumentException("position is null");
    }
    if (position.size() != rules.size() || !position.moveRules().equals(rules.moveRules())) {
      throw new IllegalArgumentException(
          "a "
              + position.size()
              + "x"
              + position.size()
              + " position is not of "
              + name()
              + (position.size() == rules.size() ? " (other move rules)" : ""));
    }
  }

  /**
   * The FMJD draw rules over the game's history: threefold repetition (same position, same side to
   * move), {@link Rules#kingMoveLimit()} successive king moves without capture by each side, and
   * the endgame limits counted from the move that created the material balance.
   */
  @Override
  public Optional<Outcome> judge(GameRecord<DraughtsPosition, Move> record) {
    if (record == null) {
      throw new IllegalArgumentException("record is null");
    }
    return HistoryRules.judge(rules, record.positions(), record.moves());
  }
}
