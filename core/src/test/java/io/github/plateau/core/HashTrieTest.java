package io.github.plateau.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class HashTrieTest {
  @Test
  void agreesWithAHashMapAndKeepsEveryOldVersion() {
    SplittableRandom random = new SplittableRandom(3);
    HashTrie<Integer> trie = HashTrie.empty();
    Map<Long, Integer> map = new HashMap<>();
    HashTrie<Integer> half = null;
    Map<Long, Integer> halfMap = null;
    long[] keys = new long[5000];
    for (int i = 0; i < keys.length; i++) {
      // Random keys, keys that differ in their top bits only, and repeated keys.
      keys[i] = i % 3 == 0 ? random.nextLong() : i % 3 == 1 ? (long) i << 58 : keys[i / 2];
      trie = trie.put(keys[i], i);
      map.put(keys[i], i);
      if (i == keys.length / 2) {
        half = trie;
        halfMap = new HashMap<>(map);
      }
    }
    for (long key : keys) {
      assertEquals(map.get(key), trie.get(key));
      assertEquals(halfMap.get(key), half.get(key));
    }
    assertNull(trie.get(0x123456789L));
  }
}
