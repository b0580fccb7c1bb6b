package io.github.plateau.napoleon;

import io.github.plateau.napoleon.reference.NapoleonReference;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/** Games, random terrain, random starts and scrambled positions for the tests. */
final class Fixtures {
  private Fixtures() {}

  /** The reference's rules for {@code r}, fixed cannons included. */
  static NapoleonReference.Rules reference(NapoleonRules r) {
    NapoleonReference.Rules rules =
        NapoleonReference.Rules.defaults()
            .withFixedCannons(r.fixedCannons())
            .withSize(r.width(), r.height())
            .withK(r.k())
            .withMidline(NapoleonReference.Midline.valueOf(r.midline().name()))
            .withFrightenedHorses(r.frightenedHorses())
            .withDrummerPush(r.drummerPush())
            .withAntique(r.antique())
            .withArmies(r.armies())
            .withAlliances(r.alliances().toString());
    return r.alliances().evenFiles() ? rules : rules.withFiles(r.alliances().files(r.width()));
  }

  /** Terrain on random squares; {@code count} squares at most. */
  static Map<Square, Terrain> randomTerrain(
      NapoleonRules rules, SplittableRandom random, int count) {
    Map<Square, Terrain> terrain = new HashMap<>();
    for (int i = 0; i < count; i++) {
      Square s = new Square(random.nextInt(rules.width()), random.nextInt(rules.height()));
      terrain.put(s, Terrain.values()[random.nextInt(4)]);
    }
    return terrain;
  }

  /**
   * The board field of a position: {@code board[rank][file]} holds a piece's text or null, the
   * ranks written from the top, empty squares counted.
   */
  static String placement(String[][] board) {
    StringBuilder text = new StringBuilder();
    for (int rank = board.length - 1; rank >= 0; rank--) {
      int empty = 0;
      for (String p : board[rank]) {
        if (p == null) {
          empty++;
        } else {
          text.append(empty > 0 ? Integer.toString(empty) : "").append(p);
          empty = 0;
        }
      }
      text.append(empty > 0 ? Integer.toString(empty) : "").append(rank > 0 ? "/" : "");
    }
    return text.toString();
  }

  /** A start position from random setups, random terrain and a random first camp. */
  static NapoleonPosition randomStart(Napoleon game, long seed, int terrainSquares) {
    SplittableRandom random = new SplittableRandom(seed);
    for (int attempt = 0; ; attempt++) {
      Map<Square, Terrain> terrain = randomTerrain(game.rules(), random, terrainSquares);
      try {
        return game.startPosition(
            game.randomSetup(Camp.SOUTH, random.nextLong(), terrain),
            game.randomSetup(Camp.NORTH, random.nextLong(), terrain),
            terrain,
            Napoleon.randomFirst(random.nextLong()));
      } catch (io.github.plateau.core.IllegalPositionException e) {
        if (attempt > 20) {
          throw e;
        }
      }
    }
  }

  /**
   * A position with pieces anywhere: each camp gets {@code pieces} random pieces on random squares
   * its terrain admits, random streaks on its own pieces, random terrain, a random side to move.
   */
  static NapoleonPosition scrambled(Napoleon game, long seed, int pieces, int terrainSquares) {
    SplittableRandom random = new SplittableRandom(seed);
    NapoleonRules rules = game.rules();
    Map<Square, Terrain> terrain = randomTerrain(rules, random, terrainSquares);
    String[][] board = new String[rules.height()][rules.width()];
    List<Square> own0 = new ArrayList<>();
    List<Square> own1 = new ArrayList<>();
    for (int camp = 0; camp < 2; camp++) {
      for (int n = 0; n < pieces; n++) {
        Kind kind = Kind.values()[random.nextInt(5)];
        Square s = new Square(random.nextInt(rules.width()), random.nextInt(rules.height()));
        Terrain t = terrain.get(s);
        if (board[s.rank()][s.file()] != null || (t != null && !t.admits(kind))) {
          continue;
        }
        Piece piece = Piece.of0(Camp.values()[camp], kind, Direction.values()[random.nextInt(8)]);
        board[s.rank()][s.file()] = piece.toString();
        (camp == 0 ? own0 : own1).add(s);
      }
    }
    StringBuilder text = new StringBuilder(placement(board));
    text.append(random.nextBoolean() ? " s " : " n ");
    List<String> streaks = new ArrayList<>();
    if (!own0.isEmpty() && random.nextInt(3) > 0) {
      streaks.add("s" + own0.get(random.nextInt(own0.size())) + "x" + (1 + random.nextInt(2)));
    }
    if (!own1.isEmpty() && random.nextInt(3) > 0) {
      streaks.add("n" + own1.get(random.nextInt(own1.size())) + "x" + (1 + random.nextInt(2)));
    }
    text.append(streaks.isEmpty() ? "-" : String.join(",", streaks));
    text.append(' ').append(random.nextInt(150)).append(' ');
    List<String> ground = new ArrayList<>();
    for (Map.Entry<Square, Terrain> e : new java.util.TreeMap<>(terrain).entrySet()) {
      ground.add("" + e.getValue().letter() + e.getKey());
    }
    text.append(ground.isEmpty() ? "-" : String.join(",", ground));
    return game.parse(text.toString());
  }
}
