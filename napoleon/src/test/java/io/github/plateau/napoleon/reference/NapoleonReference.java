package io.github.plateau.napoleon.reference;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * Slow, deliberately literal reference move generator for NAPOLEON STRATEGY, used only to
 * cross-check the fast generator. It follows the rules text (shared/rules/napoleon.md, sections
 * 1-10, every [decision] included) line by line on a plain 2-D array.
 *
 * <p>Section 10: without {@link Rules#fixedCannons()} a turn is a MOVE phase (one piece move)
 * followed by an ORDERS phase of the same side (orders {@code f1=NE} in ascending square order,
 * then {@code end}); every one of these is a move of {@link #legalMoves}, {@link #play} and {@link
 * #perft}. With it, a piece move is the whole turn, as in sections 1-9.
 *
 * <p>Readings of points the text leaves open (all documented in the report too):
 *
 * <ul>
 *   <li>Streak entries are written {@code <side><square>x<count>} ({@code se4x2}), as in the
 *       section 8 example; the {@code x} separator is required. At most one entry per side. Output
 *       order: SOUTH's entry first, then NORTH's.
 *   <li>Terrain output order: by rank ascending, then file ascending (matches the section 8 example
 *       {@code Vc4,Mf5,Hd6}); input may list them in any order, duplicates rejected.
 *   <li>An inert streak entry (pointing at no piece of its side) is kept verbatim in the output
 *       until that side moves (which replaces it).
 *   <li>"A cavalry on a village cannot jump" refers to the square it starts its move from.
 *   <li>Perft: depth 0 is 1; a terminal position at depth &gt;= 1 contributes 0 leaves.
 *   <li>Terrain is allowed together with the antique variant (section 7: "all combinable").
 *   <li>Drummer push: the drummer's path (squares before the cavalry) must be empty; LOS never
 *       stops the drummer. The cavalry's destination: an empty adjacent square, diagonal (or
 *       orthogonal if the cavalry is next to one of its own generals), not marsh, not in the LOS of
 *       the pushing side's cannons and not at/next to any drummer of the pushing side, all judged
 *       on the position before the push (drummer still on its origin). Written with {@code -} (a
 *       push is not a capture).
 *   <li>Board runs: decimal without leading zero, never 0; ply: decimal without leading zero.
 *   <li>Board sizes 1..26 in each dimension are accepted (the spec requires at least 4..26).
 *   <li>A piece move after which a side has K points (section 10.1, checked on both sides as in
 *       section 9) decides the game at once: no ORDERS phase follows and the decided position is
 *       written as after a whole turn without orders: the other side to move in its MOVE phase, the
 *       ply counter one higher. So section 9's "the side that moved last" is, as before, the side
 *       not to move, the position has no legal move (neither orders nor {@code end}), and it is the
 *       very string the same piece move gives under fixed cannons.
 *   <li>An ORDERS-phase position in which a side has K points cannot arise by play; given as input
 *       it is terminal by section 9, the side that moved last being the side to move (it has just
 *       moved).
 *   <li>Side field: exactly {@code s}, {@code n}, {@code s:}, {@code n:}, {@code s:<square>} or
 *       {@code n:<square>} (square on the board, no leading zero); under fixed cannons only {@code
 *       s} and {@code n}. A last reoriented square holding no cannon of the side to move cannot
 *       arise by play; like an inert streak entry it is accepted, and it still bounds the orders
 *       (only cannons after it may turn).
 *   <li>The ply counter counts whole turns: a piece move leaves it alone when an ORDERS phase
 *       follows, {@code end} adds one (and under fixed cannons, or on a deciding move, the piece
 *       move itself adds one, as before).
 *   <li>{@link #play} takes exactly one move. The whole-turn record form {@code c2-c4,f1=NE,h2=N}
 *       is no longer one move: {@link #play} rejects it, and {@link #turnMoves} expands it
 *       (reorientations in any order, sorted ascending; a reorientation to the cannon's current
 *       direction is its "keep" choice among the 8, so it gives no order; a cannon named twice, or
 *       a real order under fixed cannons or after a deciding piece move, is an error). {@link
 *       #playTurn} plays the expansion. So the position after a whole turn is the string the
 *       sections 1-9 reference gave for it.
 *   <li>Perft counts moves, not turns: depth 2 from a MOVE phase is, per piece move, its ORDERS
 *       phase's orders plus {@code end}. Under fixed cannons it is section 8's piece-move perft.
 * </ul>
 */
public final class NapoleonReference {

  private NapoleonReference() {}

  // ------------------------------------------------------------------------------------
  // Rules
  // ------------------------------------------------------------------------------------

  /** Where the midline lies on a board with an odd number of ranks (section 6 / 9). */
  public enum Midline {
    /** The middle rank is neutral: pieces on it count for nobody. */
    NEUTRAL,
    /** The midline lies just below the middle rank: a SOUTH piece on it is beyond. */
    LOW,
    /** The midline lies just above the middle rank: a NORTH piece on it is beyond. */
    HIGH;

    /** Parses {@code neutral}, {@code low} or {@code high} (case-insensitive). */
    public static Midline parse(String text) {
      switch (text.toLowerCase(java.util.Locale.ROOT)) {
        case "neutral":
          return NEUTRAL;
        case "low":
          return LOW;
        case "high":
          return HIGH;
        default:
          throw new IllegalArgumentException("unknown midline: '" + text + "'");
      }
    }
  }

  /**
   * Immutable rules options. {@code drummerPush} and {@code antique} both imply frightened horses
   * (see {@link #horsesFrightened()}). {@code fixedCannons} is section 10's option: cannons keep
   * their setup direction and a turn is its piece move alone.
   */
  public static final class Rules {
    private final int width;
    private final int height;
    private final int k;
    private final Midline midline;
    private final boolean frightenedHorses;
    private final boolean drummerPush;
    private final boolean antique;
    private final boolean fixedCannons;

    /**
     * Every option at once.
     *
     * @throws IllegalArgumentException if a dimension is outside 1..26, K is not positive or the
     *     midline is null
     */
    public Rules(
        int width,
        int height,
        int k,
        Midline midline,
        boolean frightenedHorses,
        boolean drummerPush,
        boolean antique,
        boolean fixedCannons) {
      if (width < 1 || width > 26 || height < 1 || height > 26) {
        throw new IllegalArgumentException(
            "board must be 1..26 x 1..26, got " + width + "x" + height);
      }
      if (k < 1) {
        throw new IllegalArgumentException("K must be positive, got " + k);
      }
      if (midline == null) {
        throw new IllegalArgumentException("midline must not be null");
      }
      this.width = width;
      this.height = height;
      this.k = k;
      this.midline = midline;
      this.frightenedHorses = frightenedHorses;
      this.drummerPush = drummerPush;
      this.antique = antique;
      this.fixedCannons = fixedCannons;
    }

    /** 8x8, K = 4, neutral midline, every switch off (so the ORDERS phase exists). */
    public static Rules defaults() {
      return new Rules(8, 8, 4, Midline.NEUTRAL, false, false, false, false);
    }

    /** Number of files. */
    public int width() {
      return width;
    }

    /** Number of ranks. */
    public int height() {
      return height;
    }

    /** Points beyond the midline that win. */
    public int k() {
      return k;
    }

    /** Where the midline lies when the number of ranks is odd. */
    public Midline midline() {
      return midline;
    }

    /** Variant 3 switched on directly (see {@link #horsesFrightened()} for its effect). */
    public boolean frightenedHorses() {
      return frightenedHorses;
    }

    /** Variant 4: drummer push. */
    public boolean drummerPush() {
      return drummerPush;
    }

    /** Variant 5: antique. */
    public boolean antique() {
      return antique;
    }

    /** Section 10's {@code fixed-cannons}: no ORDERS phase, cannons never turn. */
    public boolean fixedCannons() {
      return fixedCannons;
    }

    /** Frightened horses apply: switched on directly, or implied by push or antique. */
    public boolean horsesFrightened() {
      return frightenedHorses || drummerPush || antique;
    }

    /** These rules on a {@code w} x {@code h} board. */
    public Rules withSize(int w, int h) {
      return new Rules(w, h, k, midline, frightenedHorses, drummerPush, antique, fixedCannons);
    }

    /** These rules with K = {@code newK}. */
    public Rules withK(int newK) {
      return new Rules(
          width, height, newK, midline, frightenedHorses, drummerPush, antique, fixedCannons);
    }

    /** These rules with midline {@code m}. */
    public Rules withMidline(Midline m) {
      return new Rules(width, height, k, m, frightenedHorses, drummerPush, antique, fixedCannons);
    }

    /** These rules with variant 3 switched on or off. */
    public Rules withFrightenedHorses(boolean on) {
      return new Rules(width, height, k, midline, on, drummerPush, antique, fixedCannons);
    }

    /** These rules with variant 4 switched on or off. */
    public Rules withDrummerPush(boolean on) {
      return new Rules(width, height, k, midline, frightenedHorses, on, antique, fixedCannons);
    }

    /** These rules with variant 5 switched on or off. */
    public Rules withAntique(boolean on) {
      return new Rules(width, height, k, midline, frightenedHorses, drummerPush, on, fixedCannons);
    }

    /** These rules with {@code fixed-cannons} switched on (no ORDERS phase) or off. */
    public Rules withFixedCannons(boolean on) {
      return new Rules(width, height, k, midline, frightenedHorses, drummerPush, antique, on);
    }

    @Override
    public boolean equals(Object o) {
      if (!(o instanceof Rules)) {
        return false;
      }
      Rules r = (Rules) o;
      return width == r.width
          && height == r.height
          && k == r.k
          && midline == r.midline
          && frightenedHorses == r.frightenedHorses
          && drummerPush == r.drummerPush
          && antique == r.antique
          && fixedCannons == r.fixedCannons;
    }

    @Override
    public int hashCode() {
      return java.util.Objects.hash(
          width, height, k, midline, frightenedHorses, drummerPush, antique, fixedCannons);
    }

    @Override
    public String toString() {
      return "Rules["
          + width
          + "x"
          + height
          + ", K="
          + k
          + ", midline="
          + midline
          + ", frightenedHorses="
          + frightenedHorses
          + ", drummerPush="
          + drummerPush
          + ", antique="
          + antique
          + ", fixedCannons="
          + fixedCannons
          + "]";
    }
  }

  // ------------------------------------------------------------------------------------
  // Constants
  // ------------------------------------------------------------------------------------

  static final int SOUTH = 0;
  static final int NORTH = 1;

  /** The side whose pieces and cannons are enemies of {@code side}'s. */
  static int opponent(int side) {
    return 1 - side;
  }

  /** The side that moves after {@code side}'s turn. */
  static int next(int side) {
    return 1 - side;
  }

  /**
   * Direction index 0..7: N, NE, E, SE, S, SW, W, NW. N = toward rank H, E = toward higher files.
   */
  static final String[] DIR_NAMES = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};

  /** An order as written: {@code <square>=<DIR>}. */
  static final String ORDER_SYNTAX = "[a-z][1-9][0-9]*=(N|NE|E|SE|S|SW|W|NW)";

  static final int[] DX = {0, 1, 1, 1, 0, -1, -1, -1};
  static final int[] DY = {1, 1, 0, -1, -1, -1, 0, 1};

  static boolean isDiagonal(int d) {
    return DX[d] != 0 && DY[d] != 0;
  }

  /** Terrain codes; '.' is plain ground. */
  static final char PLAIN = '.';

  static final char VILLAGE = 'V';
  static final char MARSH = 'M';
  static final char FOREST = 'F';
  static final char HILL = 'H';

  /** Piece kinds, as uppercase letters. */
  static final char GENERAL = 'G';

  static final char DRUMMER = 'D';
  static final char INFANTRY = 'I';
  static final char CAVALRY = 'C';
  static final char CANNON = 'A';

  /** One piece: immutable, so boards can be copied row by row. */
  static final class Piece {
    final int side;
    final char kind;

    /** Orientation index for a cannon, -1 for every other kind. */
    final int dir;

    Piece(int side, char kind, int dir) {
      this.side = side;
      this.kind = kind;
      this.dir = dir;
    }
  }

  /** A position. board[x][y]: x = file (0 = a), y = rank - 1. */
  static final class Pos {
    int w;
    int h;
    Piece[][] board;
    char[][] terrain;
    int toMove;

    /** Section 10: true in the ORDERS phase of {@code toMove}'s turn, false in its MOVE phase. */
    boolean orders;

    /** ORDERS phase: {@link #index} of the last square reoriented this turn, -1 for none yet. */
    int lastOrder = -1;

    /** Per side: streak square (x, y) and count (0 = no entry). */
    int[] streakX = {-1, -1};

    int[] streakY = {-1, -1};
    int[] streakCount = {0, 0};
    long ply;

    Pos copy() {
      Pos p = new Pos();
      p.w = w;
      p.h = h;
      p.board = new Piece[w][];
      for (int x = 0; x < w; x++) {
        p.board[x] = board[x].clone();
      }
      p.terrain = terrain; // terrain is fixed for the whole game: shared, never written
      p.toMove = toMove;
      p.orders = orders;
      p.lastOrder = lastOrder;
      p.streakX = streakX.clone();
      p.streakY = streakY.clone();
      p.streakCount = streakCount.clone();
      p.ply = ply;
      return p;
    }

    boolean on(int x, int y) {
      return x >= 0 && x < w && y >= 0 && y < h;
    }

    /** Rank-major index of a square: ascending index = ascending square order of section 10. */
    int index(int x, int y) {
      return y * w + x;
    }
  }

  /** What a move does (section 10): move a piece, turn one cannon, or end the orders. */
  enum MoveType {
    PIECE,
    ORDER,
    END
  }

  /**
   * One move. A piece move: from (fx, fy) to (tx, ty), push* = -1 when it is not a drummer push. An
   * order: the cannon on (fx, fy) turns to {@code dir}. The end of the orders carries nothing.
   */
  static final class Move {
    static final Move END = new Move(MoveType.END, -1, -1, -1, -1, false, -1, -1, -1);

    final MoveType type;
    final int fx;
    final int fy;
    final int tx;
    final int ty;
    final boolean capture;
    final int pushX;
    final int pushY;
    final int dir;

    private Move(
        MoveType type,
        int fx,
        int fy,
        int tx,
        int ty,
        boolean capture,
        int pushX,
        int pushY,
        int dir) {
      this.type = type;
      this.fx = fx;
      this.fy = fy;
      this.tx = tx;
      this.ty = ty;
      this.capture = capture;
      this.pushX = pushX;
      this.pushY = pushY;
      this.dir = dir;
    }

    /** A piece move. */
    Move(int fx, int fy, int tx, int ty, boolean capture, int pushX, int pushY) {
      this(MoveType.PIECE, fx, fy, tx, ty, capture, pushX, pushY, -1);
    }

    /** The order turning the cannon on (x, y) to {@code dir}. */
    static Move order(int x, int y, int dir) {
      return new Move(MoveType.ORDER, x, y, -1, -1, false, -1, -1, dir);
    }

    boolean isPush() {
      return pushX >= 0;
    }

    @Override
    public String toString() {
      switch (type) {
        case ORDER:
          return square(fx, fy) + "=" + DIR_NAMES[dir];
        case END:
          return "end";
        default:
          String s = square(fx, fy) + (capture ? "x" : "-") + square(tx, ty);
          return isPush() ? s + ">" + square(pushX, pushY) : s;
      }
    }
  }

  static String square(int x, int y) {
    return (char) ('a' + x) + Integer.toString(y + 1);
  }

  // ------------------------------------------------------------------------------------
  // Public API
  // ------------------------------------------------------------------------------------

  /**
   * The position written back in canonical form (streaks SOUTH first, terrain in square order), so
   * a canonical string comes back unchanged.
   *
   * @throws IllegalArgumentException if the position does not parse under these rules
   */
  public static String normalize(Rules rules, String position) {
    return format(parse(rules, position));
  }

  /**
   * Every legal move of the side to move, in section 8/10 notation, sorted ascending (String
   * natural order). MOVE phase: its piece moves. ORDERS phase: each {@code <square>=<DIR>} turning
   * one of its cannons after the last reoriented square to another direction, and {@code end}.
   * Empty when the position is terminal by K points or the side to move has no piece move.
   *
   * @throws IllegalArgumentException if the position does not parse under these rules
   */
  public static List<String> legalMoves(Rules rules, String position) {
    Pos p = parse(rules, position);
    List<String> out = new ArrayList<>();
    for (Move m : moves(rules, p)) {
      out.add(m.toString());
    }
    Collections.sort(out);
    return out;
  }

  /**
   * The position after {@code move}, exactly one of {@link #legalMoves}: a piece move, an order
   * {@code f1=NE} or {@code end}. The whole-turn form ({@code c2-c4,f1=NE}) is {@link #playTurn}'s.
   *
   * @throws IllegalArgumentException if the position does not parse, the move is malformed, is a
   *     whole turn, or is not legal there
   */
  public static String play(Rules rules, String position, String move) {
    Pos p = parse(rules, position);
    return format(apply(rules, p, find(rules, p, move)));
  }

  /**
   * A whole turn in the record form of section 8, {@code <piece move>[,<square>=<DIR>]...}, as the
   * moves of section 10 that play it: the piece move, then its orders in ascending square order,
   * then {@code end} when the turn has an ORDERS phase. A reorientation names the cannon by its
   * square after the piece move, in any order; one naming the cannon's current direction is that
   * cannon's "keep" choice and gives no order.
   *
   * @throws IllegalArgumentException if the position is not in a MOVE phase, the piece move is
   *     illegal, a reorientation is malformed, names no cannon of the mover or names one twice, or
   *     turns a cannon where no order may follow (fixed cannons, or a piece move that decided the
   *     game)
   */
  public static List<String> turnMoves(Rules rules, String position, String turn) {
    Pos p = parse(rules, position);
    if (p.orders) {
      throw new IllegalArgumentException(
          "a whole turn starts in a MOVE phase, not in the ORDERS phase of " + position);
    }
    if (turn == null || turn.isEmpty()) {
      throw new IllegalArgumentException("empty turn");
    }
    String[] parts = turn.split(",", -1);
    Move piece = find(rules, p, parts[0]);
    Pos q = apply(rules, p, piece);
    List<String> out = new ArrayList<>(List.of(piece.toString()));
    // Orders, sorted by square index (rank, then file); no cannon named twice.
    java.util.TreeMap<Integer, Move> orders = new java.util.TreeMap<>();
    java.util.Set<Integer> named = new java.util.HashSet<>();
    for (int i = 1; i < parts.length; i++) {
      String r = parts[i];
      if (!r.matches(ORDER_SYNTAX)) {
        throw new IllegalArgumentException("malformed reorientation: '" + r + "'");
      }
      int[] sq = parseSquare(r.substring(0, r.indexOf('=')), q.w, q.h);
      int dir = dirIndex(r.substring(r.indexOf('=') + 1));
      Piece pc = q.board[sq[0]][sq[1]];
      if (pc == null || pc.kind != CANNON || pc.side != p.toMove) {
        throw new IllegalArgumentException(
            "reorientation '" + r + "' does not name a cannon of the mover after " + parts[0]);
      }
      if (!named.add(q.index(sq[0], sq[1]))) {
        throw new IllegalArgumentException("cannon " + square(sq[0], sq[1]) + " reoriented twice");
      }
      if (pc.dir != dir) { // the current direction is that cannon's "keep" choice: no order
        orders.put(q.index(sq[0], sq[1]), Move.order(sq[0], sq[1], dir));
      }
    }
    if (!q.orders) {
      if (!orders.isEmpty()) {
        throw new IllegalArgumentException(
            (rules.fixedCannons()
                    ? "cannons are fixed (fixed-cannons): "
                    : "the piece move decided the game, no order follows: ")
                + orders.firstEntry().getValue()
                + " in "
                + turn);
      }
      return out;
    }
    for (Move order : orders.values()) {
      out.add(order.toString());
    }
    out.add(Move.END.toString());
    return out;
  }

  /**
   * The position after a whole turn: {@link #play} of each of its {@link #turnMoves}.
   *
   * @throws IllegalArgumentException as {@link #turnMoves}
   */
  public static String playTurn(Rules rules, String position, String turn) {
    String q = position;
    for (String move : turnMoves(rules, position, turn)) {
      q = play(rules, q, move);
    }
    return q;
  }

  /**
   * Number of move paths of length {@code depth}: every legal move of the tree counts (orders and
   * {@code end} included, none exist under fixed cannons: then it is section 8's piece-move perft);
   * a terminal position is a leaf.
   *
   * @throws IllegalArgumentException if the depth is negative or the position does not parse
   */
  public static long perft(Rules rules, String position, int depth) {
    if (depth < 0) {
      throw new IllegalArgumentException("negative depth");
    }
    return perft(rules, parse(rules, position), depth);
  }

  /**
   * "s" or "n" when the position is terminal by K points (the side that moved last wins if it has
   * K, else the other side) or when the side to move has no legal move (the other side wins); empty
   * otherwise. The side that moved last is the side to move in an ORDERS phase (it has just moved),
   * the other side in a MOVE phase.
   *
   * @throws IllegalArgumentException if the position does not parse under these rules
   */
  public static Optional<String> winner(Rules rules, String position) {
    Pos p = parse(rules, position);
    int last = p.orders ? p.toMove : opponent(p.toMove);
    if (points(rules, p, last) >= rules.k()) {
      return Optional.of(sideName(last));
    }
    if (points(rules, p, opponent(last)) >= rules.k()) {
      return Optional.of(sideName(opponent(last)));
    }
    if (moves(rules, p).isEmpty()) {
      return Optional.of(sideName(opponent(p.toMove)));
    }
    return Optional.empty();
  }

  /** The legal move of p written {@code text}. */
  static Move find(Rules rules, Pos p, String text) {
    if (text == null || text.isEmpty()) {
      throw new IllegalArgumentException("empty move");
    }
    if (text.contains(",")) {
      throw new IllegalArgumentException(
          "'" + text + "' is a whole turn, not one move: play it with playTurn");
    }
    if (!text.matches("[a-z][1-9][0-9]*[-x][a-z][1-9][0-9]*(>[a-z][1-9][0-9]*)?")
        && !text.matches(ORDER_SYNTAX)
        && !text.equals("end")) {
      throw new IllegalArgumentException("malformed move: '" + text + "'");
    }
    for (Move m : moves(rules, p)) {
      if (m.toString().equals(text)) {
        return m;
      }
    }
    throw new IllegalArgumentException("illegal move '" + text + "' in " + format(p));
  }

  // ------------------------------------------------------------------------------------
  // Perft
  // ------------------------------------------------------------------------------------

  static long perft(Rules rules, Pos p, int depth) {
    if (depth == 0) {
      return 1;
    }
    List<Move> moves = moves(rules, p);
    if (depth == 1) {
      return moves.size();
    }
    long n = 0;
    for (Move m : moves) {
      n += perft(rules, apply(rules, p, m), depth - 1);
    }
    return n;
  }

  // ------------------------------------------------------------------------------------
  // Victory (section 6, 9)
  // ------------------------------------------------------------------------------------

  /** Is rank index y (0-based) beyond the midline for side? */
  static boolean beyond(Rules rules, int h, int side, int y) {
    if (h % 2 == 0) {
      // Even: the opponent's half is the upper h/2 ranks for SOUTH, lower h/2 for NORTH.
      return side == SOUTH ? y >= h / 2 : y < h / 2;
    }
    int m = h / 2; // index of the middle rank
    switch (rules.midline()) {
      case NEUTRAL:
        return side == SOUTH ? y > m : y < m;
      case LOW:
        // Midline just below the middle rank: the middle rank is in NORTH's half.
        return side == SOUTH ? y >= m : y < m;
      case HIGH:
        // Midline just above the middle rank: the middle rank is in SOUTH's half.
        return side == SOUTH ? y > m : y <= m;
      default:
        throw new IllegalStateException();
    }
  }

  /** Victory points of side beyond the midline: general 2, drummer 0, every other piece 1. */
  static int points(Rules rules, Pos p, int side) {
    int total = 0;
    for (int x = 0; x < p.w; x++) {
      for (int y = 0; y < p.h; y++) {
        Piece pc = p.board[x][y];
        if (pc != null && pc.side == side && beyond(rules, p.h, side, y)) {
          if (pc.kind == GENERAL) {
            total += 2;
          } else if (pc.kind != DRUMMER) {
            total += 1;
          }
        }
      }
    }
    return total;
  }

  static boolean terminalByPoints(Rules rules, Pos p) {
    return points(rules, p, SOUTH) >= rules.k() || points(rules, p, NORTH) >= rules.k();
  }

  // ------------------------------------------------------------------------------------
  // Lines of sight (section 4, terrain 7.6)
  // ------------------------------------------------------------------------------------

  /** Squares in the line of sight of the cannons of {@code side}, on position p as it is. */
  static boolean[][] lineOfSight(Pos p, int side) {
    boolean[][] los = new boolean[p.w][p.h];
    for (int x = 0; x < p.w; x++) {
      for (int y = 0; y < p.h; y++) {
        Piece pc = p.board[x][y];
        if (pc == null || pc.side != side || pc.kind != CANNON) {
          continue;
        }
        boolean onHill = p.terrain[x][y] == HILL;
        int cx = x + DX[pc.dir];
        int cy = y + DY[pc.dir];
        // The ray starts next to the cannon: never its own square.
        while (p.on(cx, cy)) {
          char t = p.terrain[cx][cy];
          if (onHill) {
            // Hill cannon: not blocked by villages, forests or pieces; sees every
            // square up to and including the first hill square, then stops.
            los[cx][cy] = true;
            if (t == HILL) {
              break;
            }
          } else {
            // Other cannon: villages, forests and hills block and are never seen.
            if (t == VILLAGE || t == FOREST || t == HILL) {
              break;
            }
            los[cx][cy] = true;
            // The first occupied square (friend or foe) is included, nothing beyond.
            if (p.board[cx][cy] != null) {
              break;
            }
          }
          cx += DX[pc.dir];
          cy += DY[pc.dir];
        }
      }
    }
    return los;
  }

  /**
   * Squares a cavalry of {@code cavalrySide} may not use: holding or adjacent to an enemy drummer.
   */
  static boolean[][] frightened(Pos p, int cavalrySide) {
    boolean[][] f = new boolean[p.w][p.h];
    for (int x = 0; x < p.w; x++) {
      for (int y = 0; y < p.h; y++) {
        Piece pc = p.board[x][y];
        if (pc != null && pc.side != cavalrySide && pc.kind == DRUMMER) {
          f[x][y] = true;
          for (int d = 0; d < 8; d++) {
            int nx = x + DX[d];
            int ny = y + DY[d];
            if (p.on(nx, ny)) {
              f[nx][ny] = true;
            }
          }
        }
      }
    }
    return f;
  }

  // ------------------------------------------------------------------------------------
  // Move generation (sections 2-5, 7)
  // ------------------------------------------------------------------------------------

  static int maxDistance(char kind) {
    switch (kind) {
      case CANNON:
        return 1;
      case GENERAL:
      case DRUMMER:
        return 2;
      case INFANTRY:
        return 3;
      case CAVALRY:
        return 4;
      default:
        throw new IllegalStateException("kind " + kind);
    }
  }

  /** Number of friendly pieces (any kind) on the 8 squares around (x, y). */
  static int friendlyNeighbours(Pos p, int x, int y, int side) {
    int n = 0;
    for (int d = 0; d < 8; d++) {
      int nx = x + DX[d];
      int ny = y + DY[d];
      if (p.on(nx, ny) && p.board[nx][ny] != null && p.board[nx][ny].side == side) {
        n++;
      }
    }
    return n;
  }

  static boolean adjacentToFriendlyGeneral(Pos p, int x, int y, int side) {
    for (int d = 0; d < 8; d++) {
      int nx = x + DX[d];
      int ny = y + DY[d];
      if (p.on(nx, ny)
          && p.board[nx][ny] != null
          && p.board[nx][ny].side == side
          && p.board[nx][ny].kind == GENERAL) {
        return true;
      }
    }
    return false;
  }

  /**
   * Capture conditions other than line of sight / frightened horses (those are path rules checked
   * by the caller): capturer kind, target kind, terrain, and friendly neighbours.
   */
  static boolean captureAllowed(Pos p, int fx, int fy, int tx, int ty) {
    Piece attacker = p.board[fx][fy];
    Piece target = p.board[tx][ty];
    // Cannons and drummers never capture; drummers are never captured.
    if (attacker.kind == CANNON || attacker.kind == DRUMMER) {
      return false;
    }
    if (target.kind == DRUMMER) {
      return false;
    }
    char from = p.terrain[fx][fy];
    char to = p.terrain[tx][ty];
    // Marsh, forest: an infantry standing on it cannot capture.
    if (attacker.kind == INFANTRY && (from == MARSH || from == FOREST)) {
      return false;
    }
    if (attacker.kind == CAVALRY) {
      // Village: infantry or cannon on it cannot be captured by cavalry.
      if (to == VILLAGE && (target.kind == INFANTRY || target.kind == CANNON)) {
        return false;
      }
      // Forest: infantry on it cannot be captured by cavalry.
      if (to == FOREST && target.kind == INFANTRY) {
        return false;
      }
    }
    // Hill: infantry on it cannot be captured by infantry.
    if (attacker.kind == INFANTRY && target.kind == INFANTRY && to == HILL) {
      return false;
    }
    // Adjacent friends, counted before moving: one, or two for a non-cavalry taking a cavalry.
    int need = (target.kind == CAVALRY && attacker.kind != CAVALRY) ? 2 : 1;
    return friendlyNeighbours(p, fx, fy, attacker.side) >= need;
  }

  /**
   * All legal moves of the side to move (unsorted): its piece moves in the MOVE phase; in the
   * ORDERS phase each turn of one of its cannons after the last reoriented square (ascending square
   * order, section 10) to another direction, and {@code end}. Empty if terminal by points.
   */
  static List<Move> moves(Rules rules, Pos p) {
    if (!p.orders) {
      return pieceMoves(rules, p);
    }
    List<Move> moves = new ArrayList<>();
    if (terminalByPoints(rules, p)) {
      return moves;
    }
    for (int y = 0; y < p.h; y++) {
      for (int x = 0; x < p.w; x++) {
        Piece pc = p.board[x][y];
        if (p.index(x, y) > p.lastOrder && pc != null && pc.side == p.toMove && pc.kind == CANNON) {
          for (int d = 0; d < 8; d++) {
            if (d != pc.dir) {
              moves.add(Move.order(x, y, d));
            }
          }
        }
      }
    }
    moves.add(Move.END);
    return moves;
  }

  /** All legal piece moves of the side to move (unsorted). Empty if terminal by points. */
  static List<Move> pieceMoves(Rules rules, Pos p) {
    List<Move> moves = new ArrayList<>();
    if (terminalByPoints(rules, p)) {
      return moves;
    }
    int me = p.toMove;
    int enemy = opponent(me);
    // Computed once, on the position before the move (the mover still on its origin).
    boolean[][] enemyLos = lineOfSight(p, enemy);
    boolean[][] scared = rules.horsesFrightened() ? frightened(p, me) : null;
    for (int x = 0; x < p.w; x++) {
      for (int y = 0; y < p.h; y++) {
        Piece pc = p.board[x][y];
        if (pc == null || pc.side != me) {
          continue;
        }
        // Two-consecutive-moves limit: the piece moved on the side's last 2 turns.
        if (p.streakCount[me] == 2 && p.streakX[me] == x && p.streakY[me] == y) {
          continue;
        }
        if (pc.kind == CAVALRY) {
          cavalryMoves(p, x, y, enemyLos, scared, moves);
        } else {
          straightMoves(rules, p, x, y, enemyLos, moves);
        }
      }
    }
    return moves;
  }

  /** General, drummer, infantry, cannon: 8 directions, 1..max squares, no passing over pieces. */
  static void straightMoves(
      Rules rules, Pos p, int x, int y, boolean[][] enemyLos, List<Move> moves) {
    Piece pc = p.board[x][y];
    int range = maxDistance(pc.kind);
    for (int d = 0; d < 8; d++) {
      for (int k = 1; k <= range; k++) {
        int tx = x + k * DX[d];
        int ty = y + k * DY[d];
        if (!p.on(tx, ty)) {
          break;
        }
        // Cannons may not enter marsh or forest.
        if (pc.kind == CANNON && (p.terrain[tx][ty] == MARSH || p.terrain[tx][ty] == FOREST)) {
          break;
        }
        // No piece except a drummer may move onto or pass over enemy line of sight.
        if (pc.kind != DRUMMER && enemyLos[tx][ty]) {
          break;
        }
        Piece target = p.board[tx][ty];
        if (target == null) {
          moves.add(new Move(x, y, tx, ty, false, -1, -1));
          continue;
        }
        if (target.side != pc.side) {
          if (pc.kind == DRUMMER) {
            if (rules.drummerPush() && target.kind == CAVALRY) {
              pushMoves(p, x, y, tx, ty, moves);
            }
          } else if (captureAllowed(p, x, y, tx, ty)) {
            moves.add(new Move(x, y, tx, ty, true, -1, -1));
          }
        }
        // Any piece ends the line: no passing over.
        break;
      }
    }
  }

  /**
   * Drummer push (7.4): the drummer at (x, y) moves onto the enemy cavalry at (tx, ty); the cavalry
   * goes to an empty adjacent square it could legally reach by a one-square move in the position
   * before the push (the pushing drummer still on its origin). The streak limit is not applied to
   * the cavalry. One move per qualifying square.
   */
  static void pushMoves(Pos p, int x, int y, int tx, int ty, List<Move> moves) {
    int pusher = p.board[x][y].side;
    int cavSide = opponent(pusher);
    // Lines of sight that restrict the cavalry: those of the pushing side's cannons.
    boolean[][] los = lineOfSight(p, pusher);
    // Push implies frightened horses: squares at or next to the pusher's drummers.
    boolean[][] scared = frightened(p, cavSide);
    boolean privilege = adjacentToFriendlyGeneral(p, tx, ty, cavSide);
    for (int d = 0; d < 8; d++) {
      if (!isDiagonal(d) && !privilege) {
        continue;
      }
      int nx = tx + DX[d];
      int ny = ty + DY[d];
      if (!p.on(nx, ny)) {
        continue;
      }
      if (p.board[nx][ny] != null) {
        continue; // must be an empty square
      }
      if (p.terrain[nx][ny] == MARSH || los[nx][ny] || scared[nx][ny]) {
        continue;
      }
      moves.add(new Move(x, y, tx, ty, false, nx, ny));
    }
  }

  /**
   * Cavalry: diagonals (plus ranks/files by the general's privilege), range 4 (5 on a hill), one
   * jump.
   */
  static void cavalryMoves(
      Pos p, int x, int y, boolean[][] enemyLos, boolean[][] scared, List<Move> moves) {
    Piece pc = p.board[x][y];
    int range = p.terrain[x][y] == HILL ? 5 : 4;
    boolean mayJump = p.terrain[x][y] != VILLAGE;
    boolean privilege = adjacentToFriendlyGeneral(p, x, y, pc.side);
    for (int d = 0; d < 8; d++) {
      if (!isDiagonal(d) && !privilege) {
        continue;
      }
      boolean jumped = false;
      for (int k = 1; k <= range; k++) {
        int tx = x + k * DX[d];
        int ty = y + k * DY[d];
        if (!p.on(tx, ty)) {
          break;
        }
        // Every traversed square (jumped one included) is subject to the "may not pass" rules.
        if (p.terrain[tx][ty] == MARSH) {
          break;
        }
        if (enemyLos[tx][ty]) {
          break;
        }
        if (scared != null && scared[tx][ty]) {
          break;
        }
        Piece target = p.board[tx][ty];
        if (target == null) {
          moves.add(new Move(x, y, tx, ty, false, -1, -1));
          continue;
        }
        if (target.side != pc.side && captureAllowed(p, x, y, tx, ty)) {
          moves.add(new Move(x, y, tx, ty, true, -1, -1));
        }
        // Jump over this piece (friend or foe), once per move, and go on.
        if (!jumped && mayJump) {
          jumped = true;
          continue;
        }
        break;
      }
    }
  }

  /**
   * Applies a legal move. A piece move leads to its camp's ORDERS phase, or passes the turn at once
   * under fixed cannons or when it decides the game by K points. An order turns its cannon and
   * becomes the last reoriented square. {@code end} passes the turn.
   */
  static Pos apply(Rules rules, Pos p, Move m) {
    Pos q;
    switch (m.type) {
      case ORDER:
        q = p.copy();
        q.board[m.fx][m.fy] = new Piece(p.toMove, CANNON, m.dir);
        q.lastOrder = p.index(m.fx, m.fy);
        return q;
      case END:
        q = p.copy();
        passTurn(q);
        return q;
      default:
        q = applyPiece(p, m);
        if (rules.fixedCannons() || terminalByPoints(rules, q)) {
          passTurn(q);
        } else {
          q.orders = true;
          q.lastOrder = -1;
        }
        return q;
    }
  }

  /** The turn is over: the next side's MOVE phase, one more whole turn on the ply counter. */
  static void passTurn(Pos q) {
    q.toMove = next(q.toMove);
    q.orders = false;
    q.lastOrder = -1;
    q.ply++;
  }

  /** Applies a legal piece move on a copy: board, captured piece, push, streaks. */
  static Pos applyPiece(Pos p, Move m) {
    Pos q = p.copy();
    int me = p.toMove;
    int enemy = opponent(me);
    Piece mover = q.board[m.fx][m.fy];
    Piece target = q.board[m.tx][m.ty];
    if (m.capture) {
      // The captured piece's side loses its streak entry if it pointed at that piece.
      if (q.streakCount[enemy] > 0 && q.streakX[enemy] == m.tx && q.streakY[enemy] == m.ty) {
        q.streakCount[enemy] = 0;
        q.streakX[enemy] = -1;
        q.streakY[enemy] = -1;
      }
    } else if (m.isPush()) {
      // The pushed cavalry keeps its streak on its new square.
      q.board[m.pushX][m.pushY] = target;
      if (q.streakCount[enemy] > 0 && q.streakX[enemy] == m.tx && q.streakY[enemy] == m.ty) {
        q.streakX[enemy] = m.pushX;
        q.streakY[enemy] = m.pushY;
      }
    }
    q.board[m.tx][m.ty] = mover;
    q.board[m.fx][m.fy] = null;
    // Mover's streak: same piece as last turn -> count + 1, else a new entry with count 1.
    boolean samePiece = p.streakCount[me] > 0 && p.streakX[me] == m.fx && p.streakY[me] == m.fy;
    q.streakCount[me] = samePiece ? p.streakCount[me] + 1 : 1;
    q.streakX[me] = m.tx;
    q.streakY[me] = m.ty;
    return q;
  }

  // ------------------------------------------------------------------------------------
  // Notation (section 8)
  // ------------------------------------------------------------------------------------

  static String sideName(int side) {
    return side == SOUTH ? "s" : "n";
  }

  static int dirIndex(String name) {
    for (int i = 0; i < 8; i++) {
      if (DIR_NAMES[i].equals(name)) {
        return i;
      }
    }
    return -1;
  }

  /** Parses a square like "e4" on a w x h board; strict: no leading zero, on the board. */
  static int[] parseSquare(String s, int w, int h) {
    if (!s.matches("[a-z][1-9][0-9]*")) {
      throw new IllegalArgumentException("malformed square: '" + s + "'");
    }
    int x = s.charAt(0) - 'a';
    int y;
    try {
      y = Integer.parseInt(s.substring(1)) - 1;
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("malformed square: '" + s + "'");
    }
    if (x >= w || y >= h) {
      throw new IllegalArgumentException("square off the " + w + "x" + h + " board: '" + s + "'");
    }
    return new int[] {x, y};
  }

  static Pos parse(Rules rules, String position) {
    if (position == null) {
      throw new IllegalArgumentException("null position");
    }
    String[] f = position.split(" ", -1);
    if (f.length != 5) {
      throw new IllegalArgumentException(
          "position needs 5 space-separated fields, got " + f.length + ": '" + position + "'");
    }
    for (int i = 0; i < 5; i++) {
      if (f[i].isEmpty()) {
        throw new IllegalArgumentException("empty field " + (i + 1) + " in '" + position + "'");
      }
    }
    Pos p = new Pos();
    // ---- board
    String[] ranks = f[0].split("/", -1);
    int h = ranks.length;
    if (h != rules.height()) {
      throw new IllegalArgumentException("board has " + h + " ranks, rules say " + rules.height());
    }
    int w = rules.width();
    p.w = w;
    p.h = h;
    p.board = new Piece[w][h];
    p.terrain = new char[w][h];
    for (int x = 0; x < w; x++) {
      java.util.Arrays.fill(p.terrain[x], PLAIN);
    }
    for (int i = 0; i < h; i++) {
      String r = ranks[i];
      int y = h - 1 - i; // first rank written is rank H
      int x = 0;
      int idx = 0;
      while (idx < r.length()) {
        char c = r.charAt(idx);
        if (c >= '0' && c <= '9') {
          if (c == '0') {
            throw new IllegalArgumentException(
                "rank " + (y + 1) + ": empty run with leading zero or zero in '" + r + "'");
          }
          int start = idx;
          while (idx < r.length() && Character.isDigit(r.charAt(idx))) {
            idx++;
          }
          int n = Integer.parseInt(r.substring(start, idx));
          x += n;
          if (x > w) {
            throw new IllegalArgumentException(
                "rank " + (y + 1) + " is wider than " + w + ": '" + r + "'");
          }
          continue;
        }
        char up = Character.toUpperCase(c);
        if ("GDICA".indexOf(up) < 0 || !Character.isLetter(c)) {
          throw new IllegalArgumentException(
              "rank " + (y + 1) + ": bad character '" + c + "' in '" + r + "'");
        }
        int side = Character.isUpperCase(c) ? SOUTH : NORTH;
        idx++;
        int dir = -1;
        if (up == CANNON) {
          // Orientation, always uppercase: N NE E SE S SW W NW (greedy two letters).
          if (idx >= r.length() || "NESW".indexOf(r.charAt(idx)) < 0) {
            throw new IllegalArgumentException(
                "rank " + (y + 1) + ": cannon without orientation in '" + r + "'");
          }
          String o = String.valueOf(r.charAt(idx));
          idx++;
          if ((o.equals("N") || o.equals("S"))
              && idx < r.length()
              && (r.charAt(idx) == 'E' || r.charAt(idx) == 'W')) {
            o += r.charAt(idx);
            idx++;
          }
          dir = dirIndex(o);
        }
        if (x >= w) {
          throw new IllegalArgumentException(
              "rank " + (y + 1) + " is wider than " + w + ": '" + r + "'");
        }
        p.board[x][y] = new Piece(side, up, dir);
        x++;
      }
      if (x != w) {
        throw new IllegalArgumentException(
            "rank " + (y + 1) + " has width " + x + ", expected " + w + ": '" + r + "'");
      }
    }
    // ---- side, and the phase (section 10): "s" MOVE phase, "s:" or "s:f1" ORDERS phase
    if (!f[1].matches("[sn](:.*)?")) {
      throw new IllegalArgumentException(
          "side must be 's' or 'n', optionally followed by ':' and the last reoriented square,"
              + " got '"
              + f[1]
              + "'");
    }
    p.toMove = f[1].charAt(0) == 's' ? SOUTH : NORTH;
    if (f[1].length() > 1) {
      if (rules.fixedCannons()) {
        throw new IllegalArgumentException(
            "side '" + f[1] + "' names an ORDERS phase, which fixed cannons do not have");
      }
      p.orders = true;
      String last = f[1].substring(2);
      if (!last.isEmpty()) {
        int[] sq;
        try {
          sq = parseSquare(last, w, h);
        } catch (IllegalArgumentException e) {
          throw new IllegalArgumentException(
              "side '" + f[1] + "', last reoriented square: " + e.getMessage(), e);
        }
        p.lastOrder = p.index(sq[0], sq[1]);
      }
    }
    // ---- streaks
    if (!f[2].equals("-")) {
      for (String e : f[2].split(",", -1)) {
        if (!e.matches("[sn][a-z][0-9]+x[0-9]+")) {
          throw new IllegalArgumentException("malformed streak entry '" + e + "'");
        }
        int side = e.charAt(0) == 's' ? SOUTH : NORTH;
        int xpos = e.indexOf('x', 1);
        int[] sq = parseSquare(e.substring(1, xpos), w, h);
        String cnt = e.substring(xpos + 1);
        if (!cnt.equals("1") && !cnt.equals("2")) {
          throw new IllegalArgumentException("streak count must be 1 or 2: '" + e + "'");
        }
        if (p.streakCount[side] != 0) {
          throw new IllegalArgumentException("two streak entries for side " + sideName(side));
        }
        p.streakX[side] = sq[0];
        p.streakY[side] = sq[1];
        p.streakCount[side] = Integer.parseInt(cnt);
      }
    }
    // ---- ply
    if (!f[3].matches("0|[1-9][0-9]*")) {
      throw new IllegalArgumentException("malformed ply '" + f[3] + "'");
    }
    try {
      p.ply = Long.parseLong(f[3]);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("malformed ply '" + f[3] + "'");
    }
    // ---- terrain
    if (!f[4].equals("-")) {
      for (String e : f[4].split(",", -1)) {
        if (e.length() < 3 || "VMFH".indexOf(e.charAt(0)) < 0) {
          throw new IllegalArgumentException("malformed terrain entry '" + e + "'");
        }
        int[] sq = parseSquare(e.substring(1), w, h);
        if (p.terrain[sq[0]][sq[1]] != PLAIN) {
          throw new IllegalArgumentException("terrain given twice on " + square(sq[0], sq[1]));
        }
        p.terrain[sq[0]][sq[1]] = e.charAt(0);
      }
    }
    // ---- pieces on terrain they may not enter
    for (int x = 0; x < w; x++) {
      for (int y = 0; y < h; y++) {
        Piece pc = p.board[x][y];
        char t = p.terrain[x][y];
        if (pc == null) {
          continue;
        }
        if (pc.kind == CAVALRY && t == MARSH) {
          throw new IllegalArgumentException("cavalry on marsh at " + square(x, y));
        }
        if (pc.kind == CANNON && (t == MARSH || t == FOREST)) {
          throw new IllegalArgumentException(
              "cannon on " + (t == MARSH ? "marsh" : "forest") + " at " + square(x, y));
        }
      }
    }
    return p;
  }

  static String format(Pos p) {
    StringBuilder sb = new StringBuilder();
    for (int y = p.h - 1; y >= 0; y--) {
      int run = 0;
      for (int x = 0; x < p.w; x++) {
        Piece pc = p.board[x][y];
        if (pc == null) {
          run++;
          continue;
        }
        if (run > 0) {
          sb.append(run);
          run = 0;
        }
        sb.append(pc.side == SOUTH ? pc.kind : Character.toLowerCase(pc.kind));
        if (pc.kind == CANNON) {
          sb.append(DIR_NAMES[pc.dir]);
        }
      }
      if (run > 0) {
        sb.append(run);
      }
      if (y > 0) {
        sb.append('/');
      }
    }
    sb.append(' ').append(sideName(p.toMove));
    if (p.orders) {
      sb.append(':');
      if (p.lastOrder >= 0) {
        sb.append(square(p.lastOrder % p.w, p.lastOrder / p.w));
      }
    }
    sb.append(' ');
    List<String> streaks = new ArrayList<>();
    for (int side = SOUTH; side <= NORTH; side++) {
      if (p.streakCount[side] > 0) {
        streaks.add(
            sideName(side) + square(p.streakX[side], p.streakY[side]) + "x" + p.streakCount[side]);
      }
    }
    sb.append(streaks.isEmpty() ? "-" : String.join(",", streaks));
    sb.append(' ').append(p.ply).append(' ');
    List<String> terr = new ArrayList<>();
    for (int y = 0; y < p.h; y++) {
      for (int x = 0; x < p.w; x++) {
        if (p.terrain[x][y] != PLAIN) {
          terr.add(p.terrain[x][y] + square(x, y));
        }
      }
    }
    sb.append(terr.isEmpty() ? "-" : String.join(",", terr));
    return sb.toString();
  }
}
