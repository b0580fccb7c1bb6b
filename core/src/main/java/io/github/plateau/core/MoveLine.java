package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The notations of {@link MoveNotation#of} and {@link MoveNotation#standard}: the line is checked
 * whole, then written.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
final class MoveLine<P extends Position<P, M>, M> implements MoveNotation<P, M> {
  private final Game<P, M> game;
  private final String name;
  private final String label;
  private final MoveWriter<P, M> writer; // null: the game's formatTurn

  MoveLine(Game<P, M> game, String name, String label, MoveWriter<P, M> writer) {
    checkArgument(
        name != null && name.matches("[a-z0-9-]+"),
        "the name must be lower case letters, digits and -, not %s",
        name);
    checkArgument(label != null && !label.isBlank(), "the label is null or blank");
    this.game = game;
    this.name = name;
    this.label = label;
    this.writer = writer;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public String label() {
    return label;
  }

  @Override
  public List<String> write(P start, List<M> moves) {
    checkArgument(moves != null, "moves is null");
    game.requireOwn(start);
    // every move checked before any is written: an illegal one refuses the whole line
    List<P> positions = new ArrayList<>(moves.size() + 1);
    positions.add(start);
    for (M move : moves) {
      checkArgument(move != null, "a move is null");
      positions.add(positions.get(positions.size() - 1).play(move));
    }
    List<String> turns = new ArrayList<>();
    int first = 0;
    for (int i = 1; i <= moves.size(); i++) {
      if (i == moves.size()
          || !positions.get(i).sideToMove().equals(positions.get(i - 1).sideToMove())) {
        turns.add(turn(positions, moves, first, i));
        first = i;
      }
    }
    return List.copyOf(turns);
  }

  /** The text of the moves from {@code first} (included) to {@code end} (excluded), one turn. */
  private String turn(List<P> positions, List<M> moves, int first, int end) {
    if (writer == null) {
      return game.formatTurn(positions.get(first), moves.subList(first, end));
    }
    StringBuilder text = new StringBuilder();
    for (int i = first; i < end; i++) {
      Optional<M> previous = i == 0 ? Optional.empty() : Optional.of(moves.get(i - 1));
      text.append(i == first ? "" : " ")
          .append(writer.write(positions.get(i), moves.get(i), previous));
    }
    return text.toString();
  }

  /** Returns the notation's name. */
  @Override
  public String toString() {
    return name;
  }
}
