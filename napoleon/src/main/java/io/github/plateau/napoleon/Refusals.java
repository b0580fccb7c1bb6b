package io.github.plateau.napoleon;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveRefusal;
import io.github.plateau.core.Refusal;
import io.github.plateau.core.text.Quoting;
import java.util.Locale;
import java.util.Optional;

/**
 * Why a move is refused, with the verbs every game's {@code Refusals} has: {@link #reason} the
 * {@link MoveRefusal}, {@link #words} why and {@link #refused} the exception every throw site
 * gives. {@link #violation} finds the rule a piece move breaks, rule by rule in the order of {@link
 * Violation} (each carries its core {@link MoveRefusal}). Slow and plain on purpose: it is the
 * teaching path, never the generator's.
 */
final class Refusals {
  private Refusals() {}

  /** The kind of refusal of a move that is not legal in a position: its violation's. */
  static MoveRefusal reason(NapoleonPosition position, Move move) {
    return broken(position, move).refusal();
  }

  /** Why a move that is not legal in a position is refused: its violation in words. */
  static String words(NapoleonPosition position, Move move) {
    return words(broken(position, move));
  }

  /** A violation in words, as messages give it: {@code NO_SUPPORT} is "no support". */
  static String words(Violation v) {
    return v.name().toLowerCase(Locale.ROOT).replace('_', ' ');
  }

  /**
   * The exception for a move that is not legal in a position: "{@code move} is not legal in {@code
   * position}: {@code words}", with its violation's {@link Violation#refusal()}.
   */
  static IllegalMoveException refused(NapoleonPosition position, Move move) {
    return refused(position, move, /* worded= */ true);
  }

  /**
   * {@link #refused(NapoleonPosition, Move)} with or without the words after the position: the
   * search board refuses a move it cannot encode with the sentence alone.
   *
   * @param worded whether the message ends in {@link #words(NapoleonPosition, Move)}
   */
  static IllegalMoveException refused(NapoleonPosition position, Move move, boolean worded) {
    Violation v = broken(position, move);
    return new Refusal(v.refusal(), worded ? words(v) : "").refused(move, position);
  }

  /**
   * The exception for a search board's move code that this state did not list: no move of the
   * position at all, so {@link MoveRefusal#MALFORMED}.
   */
  static IllegalMoveException refused(NapoleonPosition position, int code) {
    return new Refusal(MoveRefusal.MALFORMED, "").refused("move code " + code, position);
  }

  /** The exception for a move text that breaks a rule: the text quoted, the violation in words. */
  static IllegalMoveException refused(NapoleonPosition position, String text, Violation v) {
    return refused(position, text, v, words(v));
  }

  /** As {@link #refused(NapoleonPosition, String, Violation)}, the rule in other words. */
  static IllegalMoveException refused(
      NapoleonPosition position, String text, Violation v, String words) {
    return new Refusal(v.refusal(), words).refused(Quoting.shown(text), position);
  }

  /** The rule a move that is not legal in a position breaks; {@code OTHER} if none is named. */
  private static Violation broken(NapoleonPosition position, Move move) {
    return position.violation(move).orElse(Violation.OTHER);
  }

  /** The first rule a piece move breaks in a position where it is not legal. */
  static Violation violation(NapoleonPosition p, Move move) {
    if (p.legalMoves().isEmpty()) {
      return Violation.GAME_OVER;
    }
    NapoleonRules rules = p.rules();
    int w = rules.width();
    int h = rules.height();
    if (!on(move.from(), w, h)
        || !on(move.to(), w, h)
        || (move.isPush() && !on(move.pushedTo().orElseThrow(), w, h))) {
      return Violation.OFF_BOARD;
    }
    Optional<Piece> mover = p.pieceAt(move.from());
    if (mover.isEmpty()) {
      return Violation.NO_PIECE;
    }
    Camp me = p.sideToMove();
    if (mover.get().camp() != me) {
      return Violation.NOT_YOUR_PIECE;
    }
    Optional<Streak> streak = p.streak(me);
    if (streak.isPresent()
        && streak.get().square().equals(move.from())
        && streak.get().count() == 2) {
      return Violation.THIRD_CONSECUTIVE_MOVE;
    }
    int df = move.to().file() - move.from().file();
    int dr = move.to().rank() - move.from().rank();
    if (df != 0 && dr != 0 && Math.abs(df) != Math.abs(dr)) {
      return Violation.NOT_A_STRAIGHT_LINE;
    }
    Direction d = Direction.of(Integer.signum(df), Integer.signum(dr)).orElseThrow();
    int distance = Math.max(Math.abs(df), Math.abs(dr));
    Kind kind = mover.get().kind();
    Optional<Terrain> under = p.terrainAt(move.from());
    if (kind == Kind.CAVALRY && !d.isDiagonal() && !nextTo(p, move.from(), me, Kind.GENERAL)) {
      return Violation.CAVALRY_DIAGONALS_ONLY;
    }
    int range = kind == Kind.CAVALRY && under.equals(Optional.of(Terrain.HILL)) ? 5 : kind.range();
    if (distance > range) {
      return Violation.TOO_FAR;
    }
    Optional<Piece> target = p.pieceAt(move.to());
    if (target.isPresent() && target.get().camp().team() == me.team()) {
      return Violation.OWN_PIECE;
    }
    Square[] path = new Square[distance];
    for (int i = 1; i <= distance; i++) {
      path[i - 1] =
          new Square(move.from().file() + i * d.fileStep(), move.from().rank() + i * d.rankStep());
    }
    int crossed = 0;
    for (int i = 0; i < distance - 1; i++) {
      if (p.pieceAt(path[i]).isPresent()) {
        crossed++;
      }
    }
    boolean jumps = kind == Kind.CAVALRY && !under.equals(Optional.of(Terrain.VILLAGE));
    if (crossed > (jumps ? 1 : 0)) {
      return Violation.PATH_BLOCKED;
    }
    if (kind != Kind.DRUMMER) {
      for (Square s : path) {
        for (Camp other : Camp.values()) {
          if (other.team() != me.team() && p.linesOfSight(other).contains(s)) {
            return Violation.LINE_OF_SIGHT;
          }
        }
      }
      if (kind == Kind.CAVALRY && rules.frightenedHorses()) {
        for (Square s : path) {
          if (frightened(p, s, me)) {
            return Violation.FRIGHTENED;
          }
        }
      }
      for (Square s : path) {
        Optional<Terrain> t = p.terrainAt(s);
        if (t.isPresent() && !t.get().admits(kind)) {
          return Violation.TERRAIN;
        }
      }
    }
    if (move.isPush()) {
      boolean pushable =
          kind == Kind.DRUMMER
              && rules.drummerPush()
              && target.isPresent()
              && target.get().kind() == Kind.CAVALRY;
      return pushable ? Violation.BAD_PUSH_SQUARE : Violation.NO_PUSH;
    }
    if (target.isEmpty()) {
      return move.isCapture() ? Violation.CAPTURE_MISMATCH : Violation.OTHER;
    }
    if (!kind.captures()
        || (kind == Kind.INFANTRY
            && (under.equals(Optional.of(Terrain.MARSH))
                || under.equals(Optional.of(Terrain.FOREST))))) {
      return Violation.CANNOT_CAPTURE;
    }
    Kind prey = target.get().kind();
    Optional<Terrain> ground = p.terrainAt(move.to());
    boolean shielded =
        prey == Kind.DRUMMER
            || (kind == Kind.CAVALRY
                && ground.equals(Optional.of(Terrain.VILLAGE))
                && (prey == Kind.INFANTRY || prey == Kind.CANNON))
            || (kind == Kind.CAVALRY
                && ground.equals(Optional.of(Terrain.FOREST))
                && prey == Kind.INFANTRY)
            || (kind == Kind.INFANTRY
                && ground.equals(Optional.of(Terrain.HILL))
                && prey == Kind.INFANTRY);
    if (shielded) {
      return Violation.PROTECTED_TARGET;
    }
    int support = 0;
    for (Direction around : Direction.values()) {
      Optional<Square> n = move.from().step(around, w, h);
      if (n.isPresent()
          && p.pieceAt(n.get()).map(x -> x.camp().team() == me.team()).orElse(false)) {
        support++;
      }
    }
    int needed = prey == Kind.CAVALRY && kind != Kind.CAVALRY ? 2 : 1;
    if (support < needed) {
      return Violation.NO_SUPPORT;
    }
    return move.isCapture() ? Violation.OTHER : Violation.CAPTURE_MISMATCH;
  }

  /** Why an order is refused in the ORDERS phase ({@code end} is always legal there). */
  static Violation orderViolation(NapoleonPosition p, Move move) {
    Geometry g = p.game().geometry();
    if (!g.contains(move.cannon())) {
      return Violation.OFF_BOARD;
    }
    int sq = g.index(move.cannon());
    int code = p.cells()[sq] & 0xFF;
    if (code == PieceCodes.EMPTY
        || PieceCodes.kind(code) != PieceCodes.CANNON
        || PieceCodes.camp(code) != p.sideToMove().ordinal()) {
      return Violation.NOT_OWN_CANNON;
    }
    if (sq <= p.lastOrderIndex()) {
      return Violation.ORDER_NOT_ASCENDING;
    }
    return PieceCodes.orientation(code) == move.direction().ordinal()
        ? Violation.SAME_ORIENTATION
        : Violation.OTHER;
  }

  private static boolean on(Square s, int w, int h) {
    return s.file() < w && s.rank() < h;
  }

  private static boolean nextTo(NapoleonPosition p, Square s, Camp camp, Kind kind) {
    for (Direction d : Direction.values()) {
      Optional<Square> n = s.step(d, p.rules().width(), p.rules().height());
      if (n.isPresent()
          && p.pieceAt(n.get())
              .map(x -> x.camp().team() == camp.team() && x.kind() == kind)
              .orElse(false)) {
        return true;
      }
    }
    return false;
  }

  /** Whether a square is on or next to a drummer of another camp than {@code camp}. */
  private static boolean frightened(NapoleonPosition p, Square s, Camp camp) {
    if (p.pieceAt(s)
        .map(x -> x.camp().team() != camp.team() && x.kind() == Kind.DRUMMER)
        .orElse(false)) {
      return true;
    }
    for (Direction d : Direction.values()) {
      Optional<Square> n = s.step(d, p.rules().width(), p.rules().height());
      if (n.isPresent()
          && p.pieceAt(n.get())
              .map(x -> x.camp().team() != camp.team() && x.kind() == Kind.DRUMMER)
              .orElse(false)) {
        return true;
      }
    }
    return false;
  }
}
