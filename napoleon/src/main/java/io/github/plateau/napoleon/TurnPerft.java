package io.github.plateau.napoleon;

import io.github.plateau.core.MoveList;
import java.util.Arrays;

/**
 * Perft over every legal move of section 10 of the rules, on an {@link Engine}: piece moves, then,
 * unless the game has fixed cannons or the piece move decided it, the ORDERS phase (orders in
 * ascending square order, and {@code end}). The last ply is counted in bulk: the piece moves by the
 * engine's count, an ORDERS phase as 1 + 7 per cannon after the last one turned. Nothing is
 * allocated per node once the per-ply move lists exist.
 *
 * <p>Not thread-safe: one instance per count.
 */
final class TurnPerft {
  private final Engine engine;
  private final boolean fixed;
  private final int k;
  private final boolean rootOrders;
  private final int rootLast;
  private MoveList[] lists = new MoveList[8];

  TurnPerft(NapoleonPosition position, boolean bitboards) {
    engine = bitboards ? new BitboardEngine(position) : new MailboxEngine(position);
    fixed = position.rules().fixedCannons();
    k = position.rules().k();
    rootOrders = position.inOrdersPhase();
    rootLast = position.lastOrderIndex();
  }

  /** The leaf count at a depth of 1 or more. */
  long perft(int depth) {
    return walk(depth, 0, rootOrders, rootLast);
  }

  private boolean decided() {
    return engine.points(0) >= k || engine.points(1) >= k;
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

  private long walk(int depth, int ply, boolean orders, int last) {
    if (orders) {
      if (decided()) {
        return 0;
      }
      int me = 1 - engine.side(); // the engine's side is the one after the turn
      if (depth == 1) {
        return 1 + engine.orders(me, last, null);
      }
      long total = walk(depth - 1, ply + 1, false, -1); // end
      MoveList list = list(ply);
      int n = engine.orders(me, last, list);
      for (int i = 0; i < n; i++) {
        int order = list.get(i);
        engine.make(order);
        total += walk(depth - 1, ply + 1, true, Moves.from(order));
        engine.unmake();
      }
      return total;
    }
    if (depth == 1) {
      return engine.count();
    }
    MoveList list = list(ply);
    int n = engine.generate(list);
    long total = 0;
    for (int i = 0; i < n; i++) {
      engine.make(list.get(i));
      total += walk(depth - 1, ply + 1, !fixed && !decided(), -1);
      engine.unmake();
    }
    return total;
  }
}
