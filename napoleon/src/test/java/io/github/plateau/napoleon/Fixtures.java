package io.github.plateau.napoleon;

import io.github.plateau.napoleon.reference.NapoleonReference;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The positions of the tests and their shorthand: positions from a list of pieces, random terrain,
 * random starts and scrambled positions, the reference's rules, and moves and legal moves as text.
 */
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

  /**
   * A position from pieces written {@code <piece><square>}, space separated ({@code "Id4 ANEa1
   * gh8"}), the side to move ({@code s} or {@code n}), the streaks and terrain fields.
   */
  static NapoleonPosition position(
      Napoleon game, String pieces, String side, String streaks, String terrain) {
    NapoleonRules r = game.rules();
    String[][] board = new String[r.height()][r.width()];
    for (String item : pieces.trim().split("\\s+")) {
      int i = 1;
      while (i < item.length() && "NESW".indexOf(item.charAt(i)) >= 0) {
        i++;
      }
      Square square = Square.parse(item.substring(i));
      board[square.rank()][square.file()] = item.substring(0, i);
    }
    StringBuilder text = new StringBuilder(placement(board));
    text.append(' ').append(side).append(' ').append(streaks).append(" 0 ").append(terrain);
    return game.parse(text.toString());
  }

  static NapoleonPosition position(Napoleon game, String pieces, String side) {
    return position(game, pieces, side, "-", "-");
  }

  static NapoleonPosition position(String pieces) {
    return position(new Napoleon(), pieces, "s");
  }

  static NapoleonPosition onTerrain(String pieces, String terrain) {
    return position(new Napoleon(), pieces, "s", "-", terrain);
  }

  /** Every legal move, sorted. */
  static List<String> moves(NapoleonPosition p) {
    List<String> list = new ArrayList<>();
    for (Move m : p.legalMoves()) {
      list.add(m.toString());
    }
    list.sort(null);
    return list;
  }

  /** The legal moves of the piece on a square, sorted. */
  static List<String> movesFrom(NapoleonPosition p, String square) {
    List<String> list = new ArrayList<>();
    for (String m : moves(p)) {
      if (m.startsWith(square + "-") || m.startsWith(square + "x")) {
        list.add(m);
      }
    }
    return list;
  }

  static Move move(NapoleonPosition p, String text) {
    return p.game().parseMove(p, text);
  }

  /** The position after whole turns ({@code c2-c4}, {@code c2-c4,f1=NE}), each with its end. */
  static NapoleonPosition play(NapoleonPosition p, String... turns) {
    for (String m : turns) {
      p = p.game().playTurn(p, m);
    }
    return p;
  }

  static Move step(String from, String to) {
    return Move.step(Square.parse(from), Square.parse(to));
  }

  static Move capture(String from, String to) {
    return Move.capture(Square.parse(from), Square.parse(to));
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
