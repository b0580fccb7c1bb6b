package io.github.plateau.napoleon;

import io.github.plateau.core.AmbiguousMoveException;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.NotationException;
import java.util.ArrayList;
import java.util.List;

/**
 * The move notation of section 8 of the rules, read in a position: {@code <from>-<to>}, {@code
 * <from>x<to>} for a capture, {@code <from>-<to>><square>} for a drummer push, then {@code
 * ,<square>=<DIR>} per reoriented cannon. A capture may also be written with {@code -}; a push may
 * leave out its destination when only one is legal.
 */
final class MoveNotation {
  private MoveNotation() {}

  static Move parse(NapoleonPosition position, String text) {
    Geometry g = position.game().geometry();
    Square from = Notation.square(text, 0, g, "the origin square");
    int i = Notation.squareEnd(text, 0);
    if (i >= text.length() || (text.charAt(i) != '-' && text.charAt(i) != 'x')) {
      throw new NotationException("expected '-' or 'x' after the origin square", text, i);
    }
    boolean capture = text.charAt(i) == 'x';
    Square to = Notation.square(text, i + 1, g, "the target square");
    if (to.equals(from)) {
      throw new NotationException("a move must leave its square", text, i + 1);
    }
    i = Notation.squareEnd(text, i + 1);
    Square pushedTo = null;
    if (i < text.length() && text.charAt(i) == '>') {
      pushedTo = Notation.square(text, i + 1, g, "the square the cavalry is pushed to");
      if (Math.max(Math.abs(pushedTo.file() - to.file()), Math.abs(pushedTo.rank() - to.rank()))
          != 1) {
        throw new NotationException("a pushed cavalry goes to a square next to " + to, text, i + 1);
      }
      i = Notation.squareEnd(text, i + 1);
      if (capture) {
        throw new NotationException("a push is written with '-': it captures nothing", text, 0);
      }
    }
    List<Reorientation> reorientations = new ArrayList<>();
    while (i < text.length()) {
      if (text.charAt(i) != ',') {
        throw new NotationException("expected ',' and a reoriented cannon such as f1=NE", text, i);
      }
      Square cannon = Notation.square(text, i + 1, g, "the square of a reoriented cannon");
      int j = Notation.squareEnd(text, i + 1);
      if (j >= text.length() || text.charAt(j) != '=') {
        throw new NotationException(
            "expected '=' and a direction after the cannon's square", text, j);
      }
      int end = j + 1;
      while (end < text.length() && text.charAt(end) != ',') {
        end++;
      }
      String name = text.substring(j + 1, end);
      Direction d =
          Direction.fromName(name)
              .orElseThrow(
                  () ->
                      new NotationException(
                          "a direction is N, NE, E, SE, S, SW, W or NW, not '"
                              + Text.cut(name)
                              + "'",
                          text,
                          j + 1));
      for (Reorientation r : reorientations) {
        if (r.square().equals(cannon)) {
          throw new NotationException(
              "the cannon on " + cannon + " is reoriented twice", text, i + 1);
        }
      }
      reorientations.add(new Reorientation(cannon, d));
      i = end;
    }
    Move piece = resolve(position, text, from, to, capture, pushedTo);
    Move move = piece.withReorientations(reorientations);
    java.util.Optional<Violation> why = position.violation(move);
    if (why.isPresent()) {
      throw new IllegalMoveException(
          Text.cut(text)
              + " is not legal in "
              + position
              + ": "
              + NapoleonPosition.describe(why.get()));
    }
    return move;
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
    throw new IllegalMoveException(
        Text.cut(text)
            + " is not legal in "
            + position
            + ": "
            + NapoleonPosition.describe(Referee.explain(position, asked)));
  }
}
