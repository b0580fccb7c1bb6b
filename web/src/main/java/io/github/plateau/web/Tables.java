package io.github.plateau.web;

import io.github.plateau.core.text.Quoting;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The games the server keeps, by id, at most a fixed number: a new game past it drops the game
 * least recently used (and closes its bots). Ids are 128 random bits, so that one person's game
 * cannot be guessed by another.
 */
final class Tables {
  private final int capacity;
  private final SecureRandom random = new SecureRandom();
  private final Map<String, Table<?, ?>> byId = new LinkedHashMap<>(16, 0.75f, true);

  Tables(int capacity) {
    this.capacity = capacity;
  }

  synchronized String newId() {
    byte[] bytes = new byte[16];
    random.nextBytes(bytes);
    return HexFormat.of().formatHex(bytes);
  }

  void add(Table<?, ?> table) {
    Table<?, ?> dropped = null;
    synchronized (this) {
      if (byId.size() >= capacity) {
        String eldest = byId.keySet().iterator().next();
        dropped = byId.remove(eldest);
      }
      byId.put(table.id(), table);
    }
    if (dropped != null) {
      dropped.close();
    }
    table.wake();
  }

  synchronized Table<?, ?> get(String id) {
    Table<?, ?> table = byId.get(id);
    if (table == null) {
      throw new ApiException(
          404,
          "no game '" + Quoting.shown(id) + "' here (the server keeps the " + capacity + " last)");
    }
    return table;
  }

  synchronized int size() {
    return byId.size();
  }

  void closeAll() {
    Table<?, ?>[] all;
    synchronized (this) {
      all = byId.values().toArray(new Table<?, ?>[0]);
      byId.clear();
    }
    for (Table<?, ?> t : all) {
      t.close();
    }
  }
}
