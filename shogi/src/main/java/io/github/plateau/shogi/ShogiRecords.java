package io.github.plateau.shogi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveRefusal;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import java.util.Optional;

/**
 * The game-record events of shogi that a player or an arbiter invokes, for a GUI or a server:
 * impasse by the 24-point rule ({@link #impasse}) and the 27-point declaration ({@link #declare}),
 * each allowed when the game's {@link ShogiRules#impasse() impasse option} chooses it, and the pure
 * counts behind them ({@link #points}, {@link #declarationPoints}, {@link #piecesInZone}). The move
 * limit is judged by the game itself ({@link Shogi#judge}), and resignation is {@link
 * GameRecord#resign}.
 *
 * <p>Counting: 5 points per rook or bishop, promoted or not, and 1 per other piece but the king.
 */
public final class ShogiRecords {
  /** The points under which a side loses by the 24-point rule. */
  public static final int IMPASSE_POINTS = 24;

  /** The points sente needs to win by declaration. */
  public static final int SENTE_DECLARATION_POINTS = 28;

  /** The points gote needs to win by declaration. */
  public static final int GOTE_DECLARATION_POINTS = 27;

  /** The pieces other than the king that the declarer needs in the promotion zone. */
  public static final int DECLARATION_PIECES = 10;

  private ShogiRecords() {}

  /**
   * A side's points for the 24-point rule: its pieces on the whole board and in hand, the king left
   * out.
   *
   * @param position the position
   * @param color the side counted
   * @return the points, 0 to 54
   * @throws IllegalArgumentException if an argument is null
   */
  public static int points(ShogiPosition position, Color color) {
    checkArgument(position != null, "position is null");
    checkArgument(color != null, "color is null");
    return count(position.board(), color.index(), false) + handPoints(position.board(), color);
  }

  /**
   * A side's points for the 27-point declaration: its pieces in its promotion zone (the far three
   * ranks), the king left out, and its pieces in hand.
   *
   * @param position the position
   * @param color the side counted
   * @return the points, 0 to 54
   * @throws IllegalArgumentException if an argument is null
   */
  public static int declarationPoints(ShogiPosition position, Color color) {
    checkArgument(position != null, "position is null");
    checkArgument(color != null, "color is null");
    return count(position.board(), color.index(), true) + handPoints(position.board(), color);
  }

  /**
   * How many of a side's pieces other than the king stand in its promotion zone.
   *
   * @param position the position
   * @param color the side
   * @return the number of pieces, 0 to 39
   * @throws IllegalArgumentException if an argument is null
   */
  public static int piecesInZone(ShogiPosition position, Color color) {
    checkArgument(position != null, "position is null");
    checkArgument(color != null, "color is null");
    Board board = position.board();
    int pieces = 0;
    for (int s = 0; s < Geometry.SQUARES; s++) {
      int code = board.cells[s];
      if (isCounted(code, color.index()) && Geometry.inZone(color.index(), s)) {
        pieces++;
      }
    }
    return pieces;
  }

  /**
   * Whether a declaration by a side would win in a position: the side is to move, its king stands
   * in its promotion zone and is not in check, at least {@value #DECLARATION_PIECES} of its other
   * pieces stand there, and its {@link #declarationPoints} reach {@value #SENTE_DECLARATION_POINTS}
   * for sente or {@value #GOTE_DECLARATION_POINTS} for gote.
   *
   * @param position the position
   * @param color the side that would declare
   * @return true if the declaration would win
   * @throws IllegalArgumentException if an argument is null
   */
  public static boolean declarationWins(ShogiPosition position, Color color) {
    checkArgument(position != null, "position is null");
    checkArgument(color != null, "color is null");
    int king = position.board().kings[color.index()];
    int needed = color == Color.SENTE ? SENTE_DECLARATION_POINTS : GOTE_DECLARATION_POINTS;
    return position.sideToMove() == color
        && king != Geometry.OFF
        && Geometry.inZone(color.index(), king)
        && !position.inCheck()
        && piecesInZone(position, color) >= DECLARATION_PIECES
        && declarationPoints(position, color) >= needed;
  }

  /**
   * The outcome of the 24-point rule in a position: a side with fewer than {@value #IMPASSE_POINTS}
   * points loses, else the game is a draw, both by {@link Reason#IMPASSE}.
   *
   * @param position the position counted
   * @return the outcome
   * @throws IllegalArgumentException if the position is null
   */
  public static Outcome impasseOutcome(ShogiPosition position) {
    checkArgument(position != null, "position is null");
    for (Color color : Color.values()) {
      if (points(position, color) < IMPASSE_POINTS) {
        return Outcome.win(color.opposite(), Reason.IMPASSE);
      }
    }
    return Outcome.draw(Reason.IMPASSE);
  }

  /**
   * What a record's impasse word ({@code 持将棋}, CSA's {@code %JISHOGI}) states where the record
   * ends: the points' result under the 24-point rule ({@link #impasseOutcome}), else a draw. The
   * points are counted only before the move limit: at it, the word says the limit's draw (older CSA
   * servers wrote {@code %JISHOGI} for it), which a strict reader would refuse as a win.
   */
  static Outcome impasseStated(GameRecord<ShogiPosition, Move> record) {
    ShogiRules rules = record.current().game().rules();
    boolean counted =
        rules.impasse() == ImpasseRule.POINTS_24
            && (rules.maxPlies() == 0 || record.ply() < rules.maxPlies());
    return counted ? impasseOutcome(record.current()) : Outcome.draw(Reason.IMPASSE);
  }

  /**
   * The outcome a writer states for a record's stated one: on a record under the rules ({@link
   * GameRecord#judged()}), a checkmate the end position does not show (ended so by hand) is the
   * mated side's resignation, the word that a strict reader takes back with the same winner; {@code
   * %TSUMI} and {@code 詰み} would be refused. A record read as played keeps its file's word (a tsume
   * problem's mate, by its own conventions), which reads back as played. Any other outcome is
   * written as it is.
   */
  static Outcome asWritten(Outcome stated, GameRecord<ShogiPosition, Move> record) {
    if (stated.reason() != Reason.CHECKMATE
        || stated.winner().isEmpty()
        || !record.judged()
        || record.current().outcome().equals(Optional.of(stated))) {
      return stated;
    }
    return Outcome.win(stated.winner().get(), Reason.RESIGNATION);
  }

  /**
   * Ends a game by the 24-point rule, when the players or the arbiter invoke it (both kings have
   * entered and neither side can make progress: a judgement this method leaves to them). The
   * outcome is {@link #impasseOutcome} of the current position.
   *
   * @param record a game of shogi under {@code impasse=24}
   * @return the ended record
   * @throws IllegalMoveException if the game is over or is not played under the 24-point rule
   * @throws IllegalArgumentException if the record is null or not of a {@link Shogi} game
   */
  public static GameRecord<ShogiPosition, Move> impasse(GameRecord<ShogiPosition, Move> record) {
    requireRule(record, ImpasseRule.POINTS_24);
    return record.end(impasseOutcome(record.current()));
  }

  /**
   * Ends a game by a declaration (the CSA 27-point rule): the declaring side wins by {@link
   * Reason#DECLARATION} if {@link #declarationWins}, and loses by it otherwise.
   *
   * @param record a game of shogi under {@code impasse=27}
   * @param declarer the side that declares; it must be the side to move
   * @return the ended record
   * @throws IllegalMoveException if the game is over, is not played under the 27-point rule, or the
   *     declarer is not to move
   * @throws IllegalArgumentException if an argument is null or the record not of a {@link Shogi}
   *     game
   */
  public static GameRecord<ShogiPosition, Move> declare(
      GameRecord<ShogiPosition, Move> record, Color declarer) {
    checkArgument(declarer != null, "declarer is null");
    requireRule(record, ImpasseRule.DECLARATION_27);
    ShogiPosition now = record.current();
    if (now.sideToMove() != declarer && !record.isOver()) {
      throw new IllegalMoveException(
          MoveRefusal.RULE,
          PieceCodes.colorName(declarer.index())
              + " may declare only on its own turn, and it is "
              + PieceCodes.colorName(now.sideToMove().index())
              + "'s turn in "
              + now);
    }
    Color winner = declarationWins(now, declarer) ? declarer : declarer.opposite();
    return record.end(Outcome.win(winner, Reason.DECLARATION));
  }

  private static void requireRule(GameRecord<ShogiPosition, Move> record, ImpasseRule rule) {
    checkArgument(record != null, "record is null");
    checkArgument(record.game() instanceof Shogi, "the record is not of a shogi game");
    ImpasseRule played = ((Shogi) record.game()).rules().impasse();
    if (played != rule) {
      throw new IllegalMoveException(
          MoveRefusal.RULE,
          "the game is played under "
              + (played == ImpasseRule.NONE ? "no impasse rule" : "impasse=" + played.optionValue())
              + ", not impasse="
              + rule.optionValue());
    }
  }

  private static boolean isCounted(int code, int color) {
    return code != PieceCodes.EMPTY
        && PieceCodes.color(code) == color
        && PieceCodes.type(code) != PieceCodes.KING;
  }

  private static int count(Board board, int color, boolean zoneOnly) {
    int points = 0;
    for (int s = 0; s < Geometry.SQUARES; s++) {
      int code = board.cells[s];
      if (isCounted(code, color) && (!zoneOnly || Geometry.inZone(color, s))) {
        points += value(PieceCodes.base(PieceCodes.type(code)));
      }
    }
    return points;
  }

  private static int handPoints(Board board, Color color) {
    int points = 0;
    for (int type = PieceCodes.PAWN; type < PieceCodes.KING; type++) {
      points += value(type) * board.hands[color.index() * 8 + type];
    }
    return points;
  }

  /** The value of an unpromoted type: 5 for the rook and the bishop, 1 for the others. */
  private static int value(int type) {
    return type == PieceCodes.ROOK || type == PieceCodes.BISHOP ? 5 : 1;
  }
}
