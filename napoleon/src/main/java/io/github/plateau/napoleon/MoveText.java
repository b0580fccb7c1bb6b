package io.github.plateau.napoleon;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.AmbiguousMoveException;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.text.Quoting;
import java.util.ArrayList;
import java.util.List;

/**
 * The game's move text, the notation of sections 8 and 10 of the rules, read in a position: {@code
 * <from>-<to>}, {@code <from>x<to>} for a capture, {@code <from>-<to>><square>} for a drummer push,
 * {@code <square>=<DIR>} for an order, {@code end}, {@code pass} (section 11). A capture may also
 * be written with {@code -}; a push may leave out its destination when only one is legal. A whole
 * turn, the piece move then {@code ,<square>=<DIR>} per reoriented cannon, is read by {@link
 * #parseTurn} into its moves.
 */
final class MoveText {
  private MoveText() {}

  /** The legal move a text names in a position; a whole turn is {@link #parseTurn}'s. */
  static Move parse(NapoleonPosition position, String text) {
    Geometry g = position.game().geometry();
    Move move;
    if (text.equals("end")) {
      move = Move.end();
    } else if (text.equals("pass")) {
      move = Move.pass();
    } else if (isOrder(text)) {
      move = order(text, 0, text.length(), g, "the square of a cannon");
    } else {
      move = piece(position, text);
    }
    java.util.Optional<Violation> why = position.violation(move);
    if (why.isPresent()) {
      throw Refusals.refused(position, text, why.get());
    }
    return move;
  }

  /** Whether a text is written as an order: a square, then {@code =}. */
  private static boolean isOrder(String text) {
    int end = PositionText.squareEnd(text, 0);
    return end > 0 && end < text.length() && text.charAt(end) == '=';
  }

  /** An order {@code f1=NE} written between {@code from} and {@code to}. */
  private static Move order(String text, int from, int to, Geometry g, String what) {
    Square cannon = PositionText.square(text, from, g, what);
    int j = PositionText.squareEnd(text, from);
    if (j >= to || text.charAt(j) != '=') {
      throw new NotationException(
          "expected '=' and a direction after the cannon's square", text, j);
    }
    String name = text.substring(j + 1, to);
    Direction d =
        Direction.fromName(name)
            .orElseThrow(
                () ->
                    new NotationException(
                        "a direction is N, NE, E, SE, S, SW, W or NW, not '"
                            + Quoting.shown(name)
                            + "'",
                        text,
                        j + 1));
    return Move.order(cannon, d);
  }

  /** A piece move, resolved among the legal ones. */
  private static Move piece(NapoleonPosition position, String text) {
    Geometry g = position.game().geometry();
    Square from = PositionText.square(text, 0, g, "the origin square (or an order f1=NE, or end)");
    int i = PositionText.squareEnd(text, 0);
    if (i >= text.length() || (text.charAt(i) != '-' && text.charAt(i) != 'x')) {
      throw new NotationException("expected '-' or 'x' after the origin square", text, i);
    }
    boolean capture = text.charAt(i) == 'x';
    Square to = PositionText.square(text, i + 1, g, "the target square");
    if (to.equals(from)) {
      throw new NotationException("a move must leave its square", text, i + 1);
    }
    i = PositionText.squareEnd(text, i + 1);
    Square pushedTo = null;
    if (i < text.length() && text.charAt(i) == '>') {
      pushedTo = PositionText.square(text, i + 1, g, "the square the cavalry is pushed to");
      if (Math.max(Math.abs(pushedTo.file() - to.file()), Math.abs(pushedTo.rank() - to.rank()))
          != 1) {
        throw new NotationException("a pushed cavalry goes to a square next to " + to, text, i + 1);
      }
      i = PositionText.squareEnd(text, i + 1);
      if (capture) {
        throw new NotationException("a push is written with '-': it captures nothing", text, 0);
      }
    }
    if (i < text.length()) {
      throw new NotationException(
          text.charAt(i) == ','
              ? "one move, not a whole turn: read c2-c4,f1=NE with Napoleon.parseTurn"
              : "unexpected text after the move",
          text,
          i);
    }
    if (position.inOrdersPhase()) {
      return pushedTo != null
          ? Move.push(from, to, pushedTo)
          : capture ? Move.capture(from, to) : Move.step(from, to);
    }
    return resolve(position, text, from, to, capture, pushedTo);
  }

  /**
   * The moves of a whole turn {@code c2-c4,f1=NE,h2=N} (section 8): the piece move, then, when an
   * ORDERS phase follows it, an order per reoriented cannon in ascending square order and {@code
   * end}. Reorientations name cannons by their squares after the piece move, in any order; one to
   * the cannon's current direction keeps it and gives no order. In the ORDERS phase, an order or
   * {@code end} is that one move; a piece move or a whole turn first ends the open turn ({@code
   * end}), then is read as the next turn.
   */
  static List<Move> parseTurn(NapoleonPosition position, String text) {
    if (position.inOrdersPhase()) {
      if (text.equals("end") || isOrder(text)) {
        return List.of(parse(position, text));
      }
      List<Move> moves = new ArrayList<>();
      moves.add(parse(position, "end"));
      moves.addAll(parseTurn(position.play(Move.end()), text));
      return moves;
    }
    int comma = text.indexOf(',');
    if (comma < 0) {
      Move only = parse(position, text);
      return position.play(only).inOrdersPhase() ? List.of(only, Move.end()) : List.of(only);
    }
    Move piece = parse(position, text.substring(0, comma));
    NapoleonPosition after = position.play(piece);
    Geometry g = position.game().geometry();
    java.util.TreeMap<Square, Move> orders = new java.util.TreeMap<>();
    java.util.Set<Square> named = new java.util.HashSet<>();
    int i = comma;
    while (i < text.length()) {
      int end = text.indexOf(',', i + 1);
      end = end < 0 ? text.length() : end;
      Move order = order(text, i + 1, end, g, "the square of a reoriented cannon");
      if (!named.add(order.cannon())) {
        throw new NotationException(
            "the cannon on " + order.cannon() + " is reoriented twice", text, i + 1);
      }
      java.util.Optional<Piece> cannon = after.pieceAt(order.cannon());
      if (cannon.isEmpty()
          || cannon.get().kind() != Kind.CANNON
          || cannon.get().camp() != position.sideToMove()) {
        Violation v = Violation.NOT_OWN_CANNON;
        throw Refusals.refused(position, text, v, Refusals.words(v) + " on " + order.cannon());
      }
      if (cannon.get().orientation().orElseThrow() != order.direction()) {
        orders.put(order.cannon(), order);
      }
      i = end;
    }
    List<Move> moves = new ArrayList<>();
    moves.add(piece);
    if (!after.inOrdersPhase()) {
      if (!orders.isEmpty()) {
        if (position.rules().fixedCannons()) {
          throw Refusals.refused(position, text, Violation.FIXED_CANNONS);
        }
        throw Refusals.refused(
            position, text, Violation.OTHER, "no order follows a piece move that decides the game");
      }
      return moves;
    }
    moves.addAll(orders.values());
    moves.add(Move.end());
    return moves;
  }

  /** The legal piece move the squares name, or the reason there is none. */
  private static Move resolve(
      NapoleonPosition position,
      String text,
      Square from,
      Square to,
      boolean capture,
      Square pushedTo) {
    List<Move> fits = new ArrayList<>();
    for (Move m : position.legalMoves()) {
      if (m.from().equals(from) && m.to().equals(to)) {
        if (capture && !m.isCapture()) {
          continue;
        }
        if (pushedTo != null && !pushedTo.equals(m.pushedTo().orElse(null))) {
          continue;
        }
        fits.add(m);
      }
    }
    if (fits.size() == 1) {
      return fits.get(0);
    }
    if (fits.size() > 1) {
      List<String> candidates = new ArrayList<>();
      for (Move m : fits) {
        candidates.add(m.toString());
      }
      throw new AmbiguousMoveException(text, candidates);
    }
    Move asked =
        pushedTo != null
            ? Move.push(from, to, pushedTo)
            : capture ? Move.capture(from, to) : Move.step(from, to);
    if (!capture && pushedTo == null && position.pieceAt(to).isPresent()) {
      asked = Move.capture(from, to); // explain the capture a '-' may stand for
    }
    throw Refusals.refused(position, text, Refusals.violation(position, asked));
  }

  /** A move's text, as {@link Move#toString} writes it; the position does not matter. */
  static String format(NapoleonPosition position, Move move) {
    return move.toString();
  }

  /** See {@link Napoleon#formatTurns}; the caller has checked the position and the list. */
  static List<String> formatTurns(NapoleonPosition position, List<Move> moves) {
    List<String> turns = new ArrayList<>();
    StringBuilder turn = null; // the turn being written, from its piece move
    NapoleonPosition p = position;
    for (Move move : moves) {
      checkArgument(move != null, "a move is null");
      String text = p.game().formatMove(p, move);
      if (move.isPass()) {
        if (turn != null) {
          turns.add(turn.toString());
          turn = null;
        }
        turns.add(text); // a pass is a whole turn by itself
      } else if (move.isPieceMove()) {
        if (turn != null) {
          turns.add(turn.toString());
        }
        turn = new StringBuilder(text);
      } else if (turn == null) {
        turns.add(text);
      } else if (move.isOrder()) {
        turn.append(',').append(text);
      } else {
        turns.add(turn.toString());
        turn = null;
      }
      p = p.play(move);
    }
    if (turn != null) {
      turns.add(turn.toString());
    }
    return List.copyOf(turns);
  }
}
