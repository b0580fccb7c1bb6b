package io.github.plateau.napoleon;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.PositionRefusal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The setups of one {@link Napoleon} game: the default, random and written ones, their check
 * against the rules, and the start position built from them. {@link Napoleon} gives them to the
 * world; this class holds the work, so that the game class stays the game.
 */
final class Setups {
  /** The order in which the generic default setup fills the rows, front first. */
  private static final Kind[] FILL_ORDER = {
    Kind.INFANTRY, Kind.CANNON, Kind.DRUMMER, Kind.CAVALRY, Kind.GENERAL
  };

  private final Napoleon game;
  private final NapoleonRules rules;
  private final Geometry geometry;
  private final Camp[] camps; // in turn order

  Setups(Napoleon game) {
    this.game = game;
    this.rules = game.rules();
    this.geometry = game.geometry();
    this.camps = game.camps();
  }

  /** The ranks (0-based) a camp sets up on, from its alliance's edge. */
  private int setupRank(Camp camp, int row) {
    return camp.team() == Camp.SOUTH ? row : rules.height() - 1 - row;
  }

  /** Whether a square lies in a camp's setup rows and its block of files. */
  private boolean inSetupRows(Camp camp, Square s) {
    int row = camp.team() == Camp.SOUTH ? s.rank() : rules.height() - 1 - s.rank();
    int[] block = rules.block(camp);
    return row >= 0 && row < rules.setupRows() && s.file() >= block[0] && s.file() <= block[1];
  }

  /** Refuses a camp that does not play in this game. */
  private void requirePlays(Camp camp) {
    checkArgument(camp != null, "camp is null");
    checkArgument(
        game.plays(camp),
        "no camp %s in a game of %s armies, alliances %s",
        camp,
        rules.armies(),
        rules.alliances());
  }

  /** See {@link Napoleon#defaultSetup}. */
  Setup defaultSetup(Camp camp) {
    requirePlays(camp);
    if (camps.length > 2) {
      return blockSetup(camp);
    }
    Map<Square, Piece> south = new HashMap<>();
    Army army = rules.army();
    int w = rules.width();
    if (army.equals(Army.base()) && w >= 8 && rules.setupRows() == 2) {
      String[] rows = {"CCIGGANCC", "ANIIDIIIAN"}; // rank 1, rank 2
      int offset = (w - 8) / 2;
      for (int row = 0; row < 2; row++) {
        String text = rows[row];
        int file = offset;
        for (int i = 0; i < text.length(); i++) {
          Kind kind = Kind.fromLetter(text.charAt(i)).orElseThrow();
          Piece piece = Piece.of0(Camp.SOUTH, kind, Direction.N);
          if (kind == Kind.CANNON) {
            i++; // the orientation letter
          }
          south.put(new Square(file++, row), piece);
        }
      }
    } else {
      List<Kind> pieces = new ArrayList<>();
      int left = army.size();
      for (Kind kind : FILL_ORDER) {
        for (int n = 0; n < army.limit(kind) && left > 0; n++, left--) {
          pieces.add(kind);
        }
      }
      List<Integer> files = new ArrayList<>();
      for (int file = 0; file < w; file++) {
        files.add(file);
      }
      // From the middle outward: by distance to the centre, then from file a.
      files.sort((a, b) -> Integer.compare(Math.abs(2 * a - (w - 1)), Math.abs(2 * b - (w - 1))));
      List<Square> squares = new ArrayList<>();
      for (int row = rules.setupRows() - 1; row >= 0; row--) {
        for (int file : files) {
          squares.add(new Square(file, row));
        }
      }
      for (int i = 0; i < pieces.size(); i++) {
        south.put(squares.get(i), Piece.of0(Camp.SOUTH, pieces.get(i), Direction.N));
      }
    }
    return camp == Camp.SOUTH ? Setup.of(Camp.SOUTH, south) : turned(south);
  }

  /**
   * The default setup of a camp of a game of several armies, in its block of files: a block of at
   * least 8 files gets the base setup centred (offset rounded down, toward file a for SOUTH's
   * alliance); a narrower block gets the same pieces from its middle outward: the base setup's
   * pieces read rank 1 then rank 2, each rank from its middle file outward (the left one first on a
   * tie), placed on the block's squares back row first, each row from its middle file outward.
   * NORTH's alliance's camps get the drawing turned half a turn inside their block. An army other
   * than the base one fills the block's rows from the front, as the two-army default does.
   */
  private Setup blockSetup(Camp camp) {
    int[] block = rules.block(camp);
    int width = block[1] - block[0] + 1;
    int rows = rules.setupRows();
    List<Kind> kinds = new ArrayList<>();
    List<int[]> to = new ArrayList<>(); // {file in block, row from the alliance's edge}
    if (!rules.army().equals(Army.base())) {
      Army army = rules.army();
      int left = army.size();
      for (Kind kind : FILL_ORDER) {
        for (int n = 0; n < army.limit(kind) && left > 0; n++, left--) {
          kinds.add(kind);
        }
      }
      for (int row = rows - 1; row >= 0 && to.size() < kinds.size(); row--) {
        for (int file : middleOut(width)) {
          to.add(new int[] {file, row});
        }
      }
    } else if (width >= BASE_SETUP[0].length()) {
      int offset = (width - BASE_SETUP[0].length()) / 2;
      for (int row = 0; row < BASE_SETUP.length; row++) {
        for (int file = 0; file < BASE_SETUP[row].length(); file++) {
          kinds.add(Kind.fromLetter(BASE_SETUP[row].charAt(file)).orElseThrow());
          to.add(new int[] {offset + file, row});
        }
      }
    } else {
      for (String rank : BASE_SETUP) {
        for (int file : middleOut(rank.length())) {
          kinds.add(Kind.fromLetter(rank.charAt(file)).orElseThrow());
        }
      }
      for (int row = 0; row < rows && to.size() < kinds.size(); row++) {
        for (int file : middleOut(width)) {
          to.add(new int[] {file, row});
        }
      }
    }
    boolean south = camp.team() == Camp.SOUTH;
    Map<Square, Piece> pieces = new HashMap<>();
    for (int i = 0; i < kinds.size(); i++) {
      int file = to.get(i)[0];
      int row = to.get(i)[1];
      Square square = new Square(south ? block[0] + file : block[1] - file, setupRank(camp, row));
      pieces.put(square, Piece.of0(camp, kinds.get(i), south ? Direction.N : Direction.S));
    }
    return Setup.of(camp, pieces);
  }

  /** The base setup's kinds on files a..h, rank 1 then rank 2 (section 8's default, SOUTH). */
  private static final String[] BASE_SETUP = {"CCIGGACC", "AIIDIIIA"};

  /** 0..n-1 from the middle outward, the left one first on a tie: 8 gives 3 4 2 5 1 6 0 7. */
  private static List<Integer> middleOut(int n) {
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      order.add(i);
    }
    order.sort(
        Comparator.comparingInt((Integer i) -> Math.abs(2 * i - (n - 1))).thenComparingInt(i -> i));
    return order;
  }

  /** SOUTH's pieces turned half a turn: NORTH's setup. */
  private Setup turned(Map<Square, Piece> south) {
    Map<Square, Piece> north = new HashMap<>();
    for (Map.Entry<Square, Piece> e : south.entrySet()) {
      Square s = e.getKey();
      Piece p = e.getValue();
      Square t = new Square(rules.width() - 1 - s.file(), rules.height() - 1 - s.rank());
      north.put(
          t,
          Piece.of0(
              Camp.NORTH, p.kind(), p.orientation().map(Direction::opposite).orElse(Direction.S)));
    }
    return Setup.of(Camp.NORTH, north);
  }

  /** See {@link Napoleon#randomSetup(Camp, long, Map)}. */
  Setup randomSetup(Camp camp, long seed, Map<Square, Terrain> terrain) {
    requirePlays(camp);
    checkArgument(terrain != null, "terrain is null");
    SplittableRandom random = new SplittableRandom(seed);
    Army army = rules.army();
    List<Kind> pool = new ArrayList<>();
    for (Kind kind : Kind.values()) {
      for (int n = 0; n < army.limit(kind); n++) {
        pool.add(kind);
      }
    }
    shuffle(pool, random);
    List<Kind> chosen = new ArrayList<>(pool.subList(0, army.size()));
    // Place the pickiest pieces first: cannons, then cavalry, then the rest.
    chosen.sort((a, b) -> Integer.compare(pickiness(b), pickiness(a)));
    List<Square> free = new ArrayList<>();
    int[] block = rules.block(camp);
    for (int row = 0; row < rules.setupRows(); row++) {
      for (int file = block[0]; file <= block[1]; file++) {
        free.add(new Square(file, setupRank(camp, row)));
      }
    }
    shuffle(free, random);
    Map<Square, Piece> pieces = new HashMap<>();
    for (Kind kind : chosen) {
      Square spot = null;
      for (Square s : free) {
        Terrain t = terrain.get(s);
        if (t == null || t.admits(kind)) {
          spot = s;
          break;
        }
      }
      if (spot == null) {
        throw new IllegalPositionException(
            PositionRefusal.RULE,
            "the terrain leaves no room in " + camp + "'s rows for its " + kind.displayName(false));
      }
      free.remove(spot);
      pieces.put(spot, Piece.of0(camp, kind, Direction.of(random.nextInt(8))));
    }
    return Setup.of(camp, pieces);
  }

  private static int pickiness(Kind kind) {
    return kind == Kind.CANNON ? 2 : kind == Kind.CAVALRY ? 1 : 0;
  }

  private static <T> void shuffle(List<T> list, SplittableRandom random) {
    for (int i = list.size() - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      T t = list.get(i);
      list.set(i, list.get(j));
      list.set(j, t);
    }
  }

  /** See {@link Napoleon#parseSetup}. */
  Setup parseSetup(Camp camp, String text) {
    requirePlays(camp);
    checkArgument(text != null, "text is null");
    int rows = rules.setupRows();
    int top = camp.team() == Camp.SOUTH ? rows - 1 : rules.height() - 1;
    byte[] cells = PositionText.ranks(text, 0, text.length(), game, top, rows);
    Map<Square, Piece> pieces = new HashMap<>();
    for (int sq = 0; sq < cells.length; sq++) {
      if (cells[sq] != PieceCodes.EMPTY) {
        pieces.put(geometry.square(sq), Piece.fromCode(cells[sq] & 0xFF));
      }
    }
    return Setup.of(camp, pieces);
  }

  /** See {@link Napoleon#formatSetup}. */
  String formatSetup(Setup setup) {
    checkArgument(setup != null, "setup is null");
    byte[] cells = new byte[geometry.size];
    for (Map.Entry<Square, Piece> e : setup.pieces().entrySet()) {
      checkArgument(
          geometry.contains(e.getKey()) && inSetupRows(setup.camp(), e.getKey()),
          "%s lies outside %s's rows",
          e.getKey(),
          setup.camp());
      cells[geometry.index(e.getKey())] = (byte) e.getValue().code();
    }
    int rows = rules.setupRows();
    int top = setup.camp().team() == Camp.SOUTH ? rows - 1 : rules.height() - 1;
    return PositionText.rows(cells, geometry, top, rows);
  }

  /** See {@link Napoleon#validate}. */
  void validate(Setup setup, Map<Square, Terrain> terrain) {
    checkArgument(setup != null, "setup is null");
    checkArgument(terrain != null, "terrain is null");
    Camp camp = setup.camp();
    requirePlays(camp);
    Map<Kind, Integer> counts = new EnumMap<>(Kind.class);
    for (Map.Entry<Square, Piece> e : setup.pieces().entrySet()) {
      Square s = e.getKey();
      Piece p = e.getValue();
      String what = camp + "'s " + p.kind().displayName(false) + " on " + s;
      if (p.camp() != camp) {
        throw new IllegalPositionException(
            PositionRefusal.RULE,
            "the piece on " + s + " belongs to " + p.camp() + ", not to " + camp);
      }
      if (!geometry.contains(s)) {
        throw new IllegalPositionException(
            PositionRefusal.PIECE_OUT_OF_PLACE,
            what + " is off the " + rules.width() + "x" + rules.height() + " board");
      }
      if (!inSetupRows(camp, s)) {
        throw new IllegalPositionException(
            PositionRefusal.PIECE_OUT_OF_PLACE,
            what
                + " lies outside its "
                + rules.setupRows()
                + " setup rows"
                + (camps.length > 2 ? " in its block of files " + blockName(camp) : ""));
      }
      Terrain t = terrain.get(s);
      if (t != null && !t.admits(p.kind())) {
        throw new IllegalPositionException(
            PositionRefusal.PIECE_OUT_OF_PLACE,
            what
                + " stands on "
                + t.name().toLowerCase(Locale.ROOT)
                + ", which a "
                + p.kind().displayName(false)
                + " may not enter");
      }
      counts.merge(p.kind(), 1, Integer::sum);
    }
    Army army = rules.army();
    for (Kind kind : Kind.values()) {
      int n = counts.getOrDefault(kind, 0);
      if (n > army.limit(kind)) {
        throw new IllegalPositionException(
            PositionRefusal.TOO_MANY_PIECES,
            camp
                + " sets up "
                + n
                + " of "
                + kind.displayName(false)
                + ", the army allows "
                + army.limit(kind));
      }
    }
    if (setup.pieces().size() != army.size()) {
      throw new IllegalPositionException(
          setup.pieces().size() > army.size()
              ? PositionRefusal.TOO_MANY_PIECES
              : PositionRefusal.RULE,
          camp + " sets up " + setup.pieces().size() + " pieces, the army has " + army.size());
    }
  }

  /** See {@link Napoleon#startPosition(Map, Map, Camp)}. */
  NapoleonPosition startPosition(
      Map<Camp, Setup> setups, Map<Square, Terrain> terrain, Camp first) {
    checkArgument(setups != null, "setups is null");
    checkArgument(terrain != null, "terrain is null");
    checkArgument(first != null, "first is null");
    requirePlays(first);
    for (Map.Entry<Square, Terrain> e : terrain.entrySet()) {
      checkArgument(e.getKey() != null && e.getValue() != null, "null in the terrain");
      checkArgument(geometry.contains(e.getKey()), "terrain on %s is off the board", e.getKey());
    }
    for (Map.Entry<Camp, Setup> e : setups.entrySet()) {
      checkArgument(e.getKey() != null && e.getValue() != null, "null in the setups");
      checkArgument(
          e.getValue().camp() == e.getKey(),
          "the setup given for %s is %s's",
          e.getKey(),
          e.getValue().camp());
      requirePlays(e.getKey());
    }
    byte[] cells = new byte[geometry.size];
    for (Camp camp : camps) {
      Setup setup = setups.get(camp);
      checkArgument(setup != null, "no setup for %s", camp);
      validate(setup, terrain);
      for (Map.Entry<Square, Piece> e : setup.pieces().entrySet()) {
        cells[geometry.index(e.getKey())] = (byte) e.getValue().code();
      }
    }
    int[] streaks = new int[Camp.ALL.length];
    Arrays.fill(streaks, -1);
    return NapoleonPosition.of(game, cells, game.ground(terrain), first, streaks, 0);
  }

  /** A camp's block of files, written {@code a-h}. */
  private String blockName(Camp camp) {
    int[] b = rules.block(camp);
    return (char) ('a' + b[0]) + "-" + (char) ('a' + b[1]);
  }
}
