package io.github.plateau.napoleon;

import com.google.common.collect.ImmutableSortedMap;
import java.util.Map;

/**
 * The terrain of a game, fixed at its start and shared by all its positions: per square (0 for
 * plain ground, else {@link Terrain} ordinal + 1) and, on small boards, as masks.
 */
final class Ground {
  static final int PLAIN = 0;
  static final int VILLAGE = 1;
  static final int MARSH = 2;
  static final int FOREST = 3;
  static final int HILL = 4;

  final byte[] kind;
  final ImmutableSortedMap<Square, Terrain> map;
  final long village;
  final long marsh;
  final long forest;
  final long hill;
  final long hash;

  Ground(Geometry geometry, Map<Square, Terrain> terrain) {
    kind = new byte[geometry.size];
    map = ImmutableSortedMap.copyOf(terrain);
    long v = 0;
    long m = 0;
    long f = 0;
    long h = 0;
    long key = 0;
    for (Map.Entry<Square, Terrain> e : map.entrySet()) {
      int sq = geometry.index(e.getKey());
      int code = e.getValue().ordinal() + 1;
      kind[sq] = (byte) code;
      key ^= Keys.terrain(e.getValue().ordinal(), e.getKey());
      if (geometry.bitboards()) {
        long bit = 1L << sq;
        switch (code) {
          case VILLAGE -> v |= bit;
          case MARSH -> m |= bit;
          case FOREST -> f |= bit;
          default -> h |= bit;
        }
      }
    }
    village = v;
    marsh = m;
    forest = f;
    hill = h;
    hash = key;
  }

  boolean isEmpty() {
    return map.isEmpty();
  }

  /** Whether a piece of a kind (a {@link PieceCodes} kind) may stand on a square. */
  boolean admits(int sq, int pieceKind) {
    int t = kind[sq];
    return switch (t) {
      case MARSH -> pieceKind != PieceCodes.CAVALRY && pieceKind != PieceCodes.CANNON;
      case FOREST -> pieceKind != PieceCodes.CANNON;
      default -> true;
    };
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Ground g && g.map.equals(map);
  }

  @Override
  public int hashCode() {
    return map.hashCode();
  }
}
