package io.github.plateau.napoleon;

import io.github.plateau.core.MoveList;
import java.util.Arrays;

/**
 * Perft over every legal move of section 10 of the rules, on an {@link SearchEngine}: piece moves
 * (and a Waterloo camp's {@code pass}), then, unless the game has fixed cannons or the piece move
 * decided it, the ORDERS phase (orders in ascending square order, and {@code end}). The last ply is
 * counted in bulk: the piece moves by the engine's count, an ORDERS phase as 1 + 7 per cannon after
 * the last one turned. Nothing is allocated per node once the per-ply move lists exist.
 *
 * <p>Not thread-safe: one instance per count.
 */
final class TurnPerft {
  private final SearchEngine engine;
  private final Napoleon game;
  private final Camp[] camps;
  private final boolean fixed;
  private final boolean rootOrders;
  private final int rootLast;
  private final int rootMover;
  private final int[] points = new int[Camp.ALL.length];
  private MoveList[] lists = new MoveList[8];

  TurnPerft(NapoleonPosition position, boolean bitboards) {
    engine = bitboards ? new BitboardEngine(position) : new MailboxEngine(position);
    game = position.game();
    camps = game.camps();
    fixed = position.rules().fixedCannons();
    rootOrders = position.inOrdersPhase();
    rootLast = position.lastOrderIndex();
    rootMover = position.sideToMove().ordinal();
  }

  /** The leaf count at a depth of 1 or more. */
  long perft(int depth) {
    return walk(depth, 0, rootOrders, rootLast, rootMover);
  }

  private boolean decided() {
    for (Camp camp : camps) {
      points[camp.ordinal()] = engine.points(camp.ordinal());
    }
    return game.scoring().decided(points);
  }

  private MoveList list(int ply) {
    if (ply >= lists.length) {
      lists = Arrays.copyOf(lists, 2 * lists.length);
    }
    MoveList list = lists[ply];
    if (list == null) {
      list = new MoveList();
      lists[ply] = list;
    }
    list.clear();
    return list;
  }

  /** {@code me}: in the ORDERS phase, the camp giving the orders (the engine's turn has passed). */
  private long walk(int depth, int ply, boolean orders, int last, int me) {
    if (orders) {
      if (decided()) {
        return 0;
      }
      if (depth == 1) {
        return 1 + engine.orders(me, last, null);
      }
      long total = walk(depth - 1, ply + 1, false, -1, -1); // end
      MoveList list = list(ply);
      int n = engine.orders(me, last, list);
      for (int i = 0; i < n; i++) {
        int order = list.get(i);
        engine.make(order);
        total += walk(depth - 1, ply + 1, true, MoveCodes.from(order), me);
        engine.unmake();
      }
      return total;
    }
    if (depth == 1) {
      return engine.count();
    }
    MoveList list = list(ply);
    int n = engine.generate(list);
    int mover = engine.side();
    long total = 0;
    for (int i = 0; i < n; i++) {
      int move = list.get(i);
      engine.make(move);
      total += walk(depth - 1, ply + 1, !fixed && move != MoveCodes.PASS && !decided(), -1, mover);
      engine.unmake();
    }
    return total;
  }
}
