package io.github.plateau.napoleon.reference;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * Slow, deliberately literal reference move generator for NAPOLEON STRATEGY, used only to
 * cross-check the fast generator. It follows the rules text (shared/rules/napoleon.md, sections
 * 1-11, every [decision] included) line by line on a plain 2-D array; for section 11 (Waterloo)
 * also the notation and the numbered decisions of the module README's Waterloo section.
 *
 * <p>Section 10: without {@link Rules#fixedCannons()} a turn is a MOVE phase (one piece move)
 * followed by an ORDERS phase of the same side (orders {@code f1=NE} in ascending square order,
 * then {@code end}); every one of these is a move of {@link #legalMoves}, {@link #play} and {@link
 * #perft}. With it, a piece move is the whole turn, as in sections 1-9.
 *
 * <p>Section 11: 2 to 4 camps ({@link Rules#armies()}) in two alliances ({@link
 * Rules#alliances()}), each camp in its block of files ({@link Rules#files()}). Friend and enemy
 * are by alliance; a camp moves, turns and streaks its own pieces only; turns go round as decision
 * 2 says; a camp without piece move plays {@code pass} when an ally could move; an alliance wins
 * with K x its camps points. Every two-army string, move and count is that of sections 1-10.
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
 *   <li>Side field of a two-army game: exactly {@code s}, {@code n}, {@code s:}, {@code n:}, {@code
 *       s:<square>} or {@code n:<square>} (square on the board, no leading zero); under fixed
 *       cannons only {@code s} and {@code n}. A last reoriented square holding no cannon of the
 *       side to move cannot arise by play; like an inert streak entry it is accepted, and it still
 *       bounds the orders (only cannons after it may turn).
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
 *   <li>Waterloo side field: {@code <camp>[:[<square>]][><camp>]}, the phase right after the camp
 *       to move ({@code n>s'}, {@code n:>s'}, {@code n:f1>s'}). The camp after {@code >} may be any
 *       camp of the other alliance; nothing else ties it to the mover.
 *   <li>A {@code pass} ends the camp's turn at once: no ORDERS phase follows it (the camp made no
 *       piece move, and section 10's orders belong to the turn of a piece move). It is a whole turn
 *       by itself for {@link #turnMoves}. It is the only move of such a position, in the MOVE phase
 *       only. Whether an ally "would have" a move is its piece moves in this very position, with
 *       its own streak, as if it were to move.
 *   <li>Streak entries of several camps are written in camp order ({@code s}, {@code n}, {@code
 *       s'}, then {@code n'} or {@code s''}); input may list them in any order. A capture drops the
 *       streak entry of the captured piece's camp when it names that square; another camp's inert
 *       entry naming it stays (still inert).
 *   <li>Decision 9 holds in every game, two armies included: a push that puts a cavalry on the
 *       square an inert entry of its camp names drops that entry (before, the reference kept it; no
 *       position reached by play has an inert entry, so no count changes).
 *   <li>Rules: the fit of the army ({@code files} refused when it does not fit) is checked with
 *       more than two armies or when {@code files} is given; a two-army game on the default files
 *       accepts every board size as before ({@link #start} refuses it when the army does not fit).
 *       {@code files} blocks must be non-overlapping within an alliance, may lie in any order and
 *       need not cover the board; {@code a-a} is refused (written {@code a}). The army is the base
 *       army of 16 (the reference has no army option).
 *   <li>Setup depth ({@link Rules#setupRows()}): the smallest number of rows, at least 2, that
 *       holds 16 pieces in the narrowest block; refused when it exceeds half the ranks.
 *   <li>Default setup of a block narrower than 8 files (three against one on 16 files: 5, 5, 6):
 *       see {@link #start}: the base setup's pieces read middle-out, rank 1 then rank 2, placed on
 *       the block's squares middle-out, back row first. A centred block of odd extra width is
 *       offset to the left (rounded down) for SOUTH's alliance, mirrored for NORTH's.
 *   <li>{@link #adjudicate} compares the alliances' points whatever the position; {@link
 *       #repetitionKey} is the canonical string without its ply field.
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
   *
   * <p>Section 11 (Waterloo): the number of armies (camps), how they split into the two alliances
   * ({@code alliances}, SOUTH's first) and each camp's block of files ({@code files}), written as
   * the options of the notation document: {@code alliances=2/1}, {@code files=a-h.i-p/a-p}.
   *
   * <p>Camps are numbered in turn-order place ({@code Side.index()} of the document): 0 {@code s},
   * 1 {@code n}, 2 {@code s'}, 3 {@code n'} (two against two) or {@code s''} (three against one).
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
    private final int armies;

    /** Camps of SOUTH's alliance; the others are NORTH's. */
    private final int southCamps;

    /** Per camp: the first and the last file of its block. */
    private final int[][] blocks;

    /** Whether {@code files} was given (else the even split of decision 8). */
    private final boolean filesGiven;

    /**
     * Every option of a two-army game at once.
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
      this(
          width,
          height,
          k,
          midline,
          frightenedHorses,
          drummerPush,
          antique,
          fixedCannons,
          2,
          null,
          null);
    }

    /**
     * Every option at once, Waterloo's included.
     *
     * @param armies number of camps, 2 to 4
     * @param alliances {@code S/N}, the camps of each alliance ({@code 1/1}, {@code 2/1}, {@code
     *     2/2} or {@code 3/1}), or null for the default of {@code armies} ({@code 2/2} for four)
     * @param files each camp's block, {@code a-h.i-p/a-p}, or null for the even split
     * @throws IllegalArgumentException if a dimension is outside 1..26, K is not positive, the
     *     midline is null, or an option is refused (the message names it): armies outside 2..4,
     *     alliances malformed, not adding up to {@code armies} or with the smaller alliance first,
     *     files malformed, with the wrong number of blocks, overlapping in an alliance or off the
     *     board, or (with more than two armies, or files given) an army that does not fit the
     *     narrowest block within half the ranks
     */
    public Rules(
        int width,
        int height,
        int k,
        Midline midline,
        boolean frightenedHorses,
        boolean drummerPush,
        boolean antique,
        boolean fixedCannons,
        int armies,
        String alliances,
        String files) {
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
      if (armies < 2 || armies > 4) {
        throw new IllegalArgumentException("armies: must be 2 to 4, got " + armies);
      }
      this.width = width;
      this.height = height;
      this.k = k;
      this.midline = midline;
      this.frightenedHorses = frightenedHorses;
      this.drummerPush = drummerPush;
      this.antique = antique;
      this.fixedCannons = fixedCannons;
      this.armies = armies;
      this.southCamps = alliances == null ? armies - armies / 2 : parseAlliances(alliances, armies);
      this.filesGiven = files != null;
      this.blocks = files == null ? evenSplit() : parseFiles(files);
      if (armies > 2 || filesGiven) {
        checkFit();
      }
    }

    /** 8x8, K = 4, neutral midline, every switch off (so the ORDERS phase exists), two armies. */
    public static Rules defaults() {
      return new Rules(8, 8, 4, Midline.NEUTRAL, false, false, false, false);
    }

    /**
     * The defaults of a game of {@code armies} camps: {@link #defaults()} for two, else the 16x8
     * board with the default alliances ({@code 2/1}, {@code 2/2}) and the even split of files.
     *
     * @throws IllegalArgumentException if {@code armies} is not 2 to 4
     */
    public static Rules defaults(int armies) {
      if (armies == 2) {
        return defaults();
      }
      return new Rules(16, 8, 4, Midline.NEUTRAL, false, false, false, false, armies, null, null);
    }

    private static int parseAlliances(String text, int armies) {
      if (!text.matches("[1-9]/[1-9]")) {
        throw new IllegalArgumentException(
            "alliances: '" + text + "' is not <SOUTH's camps>/<NORTH's camps>, such as 2/1");
      }
      int south = text.charAt(0) - '0';
      int north = text.charAt(2) - '0';
      if (south + north != armies) {
        throw new IllegalArgumentException(
            "alliances: '" + text + "' counts " + (south + north) + " camps, armies=" + armies);
      }
      if (south < north) {
        throw new IllegalArgumentException(
            "alliances: '"
                + text
                + "' puts the smaller alliance first; SOUTH's is the larger: write "
                + north
                + "/"
                + south);
      }
      return south;
    }

    /** Decision 8: camp i of an alliance of c camps gets files i*W/c to (i+1)*W/c - 1. */
    private int[][] evenSplit() {
      int[][] b = new int[armies][];
      for (int alliance = SOUTH; alliance <= NORTH; alliance++) {
        int[] camps = campsOf(alliance);
        for (int i = 0; i < camps.length; i++) {
          b[camps[i]] = new int[] {i * width / camps.length, (i + 1) * width / camps.length - 1};
        }
      }
      return b;
    }

    private int[][] parseFiles(String text) {
      String[] halves = text.split("/", -1);
      if (halves.length != 2) {
        throw new IllegalArgumentException(
            "files: '"
                + text
                + "' needs one '/' between the alliances' blocks, such as a-h.i-p/a-p");
      }
      int[][] b = new int[armies][];
      for (int alliance = SOUTH; alliance <= NORTH; alliance++) {
        int[] camps = campsOf(alliance);
        String[] parts = halves[alliance].split("\\.", -1);
        if (parts.length != camps.length) {
          throw new IllegalArgumentException(
              "files: '"
                  + halves[alliance]
                  + "' gives "
                  + parts.length
                  + " block(s), "
                  + allianceName(alliance)
                  + " alliance has "
                  + camps.length
                  + " camp(s)");
        }
        for (int i = 0; i < camps.length; i++) {
          b[camps[i]] = parseBlock(parts[i]);
          for (int j = 0; j < i; j++) {
            int[] o = b[camps[j]];
            if (b[camps[i]][0] <= o[1] && o[0] <= b[camps[i]][1]) {
              throw new IllegalArgumentException(
                  "files: blocks '"
                      + parts[j]
                      + "' and '"
                      + parts[i]
                      + "' of "
                      + allianceName(alliance)
                      + " alliance overlap");
            }
          }
        }
      }
      return b;
    }

    private int[] parseBlock(String text) {
      if (!text.matches("[a-z](-[a-z])?")) {
        throw new IllegalArgumentException(
            "files: block '" + text + "' is not a file range such as a-h (or c for one file)");
      }
      int first = text.charAt(0) - 'a';
      int last = text.charAt(text.length() - 1) - 'a';
      if (text.length() == 3 && first >= last) {
        throw new IllegalArgumentException(
            "files: block '"
                + text
                + "' must run from a lower file to a higher one (one file is written '"
                + text.charAt(0)
                + "')");
      }
      if (last >= width) {
        throw new IllegalArgumentException(
            "files: block '" + text + "' is off the " + width + "-file board");
      }
      return new int[] {first, last};
    }

    /** Every block holds the army within the setup rows, and the setup rows fit half the ranks. */
    private void checkFit() {
      for (int camp = 0; camp < armies; camp++) {
        if (blocks[camp][1] < blocks[camp][0]) {
          throw new IllegalArgumentException(
              "files: the even split of "
                  + width
                  + " files leaves camp "
                  + campName(camp)
                  + " no file");
        }
      }
      int rows = setupRows();
      if (2 * rows > height) {
        throw new IllegalArgumentException(
            "files: an army of "
                + ARMY_SIZE
                + " pieces needs "
                + rows
                + " rows in a block of "
                + narrowestBlock()
                + " file(s), more than half the "
                + height
                + " ranks");
      }
    }

    private int narrowestBlock() {
      int narrowest = Integer.MAX_VALUE;
      for (int[] b : blocks) {
        narrowest = Math.min(narrowest, b[1] - b[0] + 1);
      }
      return narrowest;
    }

    /** Number of files. */
    public int width() {
      return width;
    }

    /** Number of ranks. */
    public int height() {
      return height;
    }

    /** Points beyond the midline that win for one camp's army (K; an alliance needs K x camps). */
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

    /** Number of armies (camps), 2 to 4. */
    public int armies() {
      return armies;
    }

    /**
     * The camps of each alliance, SOUTH's first: {@code 1/1}, {@code 2/1}, {@code 2/2}, {@code
     * 3/1}.
     */
    public String alliances() {
      return southCamps + "/" + (armies - southCamps);
    }

    /** Each camp's block of files, as the {@code files} option writes it: {@code a-h.i-p/a-p}. */
    public String files() {
      StringBuilder sb = new StringBuilder();
      for (int alliance = SOUTH; alliance <= NORTH; alliance++) {
        int[] camps = campsOf(alliance);
        for (int i = 0; i < camps.length; i++) {
          int[] b = blocks[camps[i]];
          sb.append(i > 0 ? "." : "").append((char) ('a' + b[0]));
          if (b[1] > b[0]) {
            sb.append('-').append((char) ('a' + b[1]));
          }
        }
        sb.append(alliance == SOUTH ? "/" : "");
      }
      return sb.toString();
    }

    /**
     * Setup depth: the smallest number of rows, at least the base game's 2, that holds the army of
     * 16 pieces (the base army) in the narrowest block (section 2, decision 8).
     */
    public int setupRows() {
      int narrowest = narrowestBlock();
      if (narrowest < 1) {
        return Integer.MAX_VALUE; // a block without file holds nothing
      }
      return Math.max(2, (ARMY_SIZE + narrowest - 1) / narrowest);
    }

    /** These rules on a {@code w} x {@code h} board (blocks given by {@code files} are kept). */
    public Rules withSize(int w, int h) {
      return with(
          o -> {
            o.width = w;
            o.height = h;
          });
    }

    /** These rules with K = {@code newK}. */
    public Rules withK(int newK) {
      return with(o -> o.k = newK);
    }

    /** These rules with midline {@code m}. */
    public Rules withMidline(Midline m) {
      return with(o -> o.midline = m);
    }

    /** These rules with variant 3 switched on or off. */
    public Rules withFrightenedHorses(boolean on) {
      return with(o -> o.frightenedHorses = on);
    }

    /** These rules with variant 4 switched on or off. */
    public Rules withDrummerPush(boolean on) {
      return with(o -> o.drummerPush = on);
    }

    /** These rules with variant 5 switched on or off. */
    public Rules withAntique(boolean on) {
      return with(o -> o.antique = on);
    }

    /** These rules with {@code fixed-cannons} switched on (no ORDERS phase) or off. */
    public Rules withFixedCannons(boolean on) {
      return with(o -> o.fixedCannons = on);
    }

    /**
     * These rules with {@code n} armies, the default alliances of {@code n} and the even split of
     * files; the board is kept (set it first, e.g. with {@link #withSize}, or start from {@link
     * #defaults(int)}).
     *
     * @throws IllegalArgumentException as the constructor, naming {@code armies} or {@code files}
     */
    public Rules withArmies(int n) {
      return with(
          o -> {
            o.armies = n;
            o.alliances = null;
            o.files = null;
          });
    }

    /**
     * These rules with the alliances {@code text} ({@code 2/1}, {@code 2/2}, {@code 3/1}) and the
     * even split of files (blocks given before no longer match the camps).
     *
     * @throws IllegalArgumentException as the constructor, naming {@code alliances} or {@code
     *     files}
     */
    public Rules withAlliances(String text) {
      if (text == null) {
        throw new IllegalArgumentException("alliances: null");
      }
      return with(
          o -> {
            o.alliances = text;
            o.files = null;
          });
    }

    /**
     * These rules with each camp's block of files given as the {@code files} option writes it.
     *
     * @throws IllegalArgumentException as the constructor, naming {@code files}
     */
    public Rules withFiles(String text) {
      if (text == null) {
        throw new IllegalArgumentException("files: null");
      }
      return with(o -> o.files = text);
    }

    /** The constructor's arguments, to copy these rules with some of them changed. */
    private static final class Options {
      int width;
      int height;
      int k;
      Midline midline;
      boolean frightenedHorses;
      boolean drummerPush;
      boolean antique;
      boolean fixedCannons;
      int armies;
      String alliances;
      String files;
    }

    /** These rules with {@code change} made to their options, checked as the constructor does. */
    private Rules with(java.util.function.Consumer<Options> change) {
      Options o = new Options();
      o.width = width;
      o.height = height;
      o.k = k;
      o.midline = midline;
      o.frightenedHorses = frightenedHorses;
      o.drummerPush = drummerPush;
      o.antique = antique;
      o.fixedCannons = fixedCannons;
      o.armies = armies;
      o.alliances = alliances();
      o.files = filesOption();
      change.accept(o);
      return new Rules(
          o.width,
          o.height,
          o.k,
          o.midline,
          o.frightenedHorses,
          o.drummerPush,
          o.antique,
          o.fixedCannons,
          o.armies,
          o.alliances,
          o.files);
    }

    private String filesOption() {
      return filesGiven ? files() : null;
    }

    // ---- camps (package-private: the generator's vocabulary)

    /** The alliance of a camp: SOUTH for {@code s}, {@code s'}, {@code s''}, else NORTH. */
    int alliance(int camp) {
      return camp == 3 ? (southCamps == 3 ? SOUTH : NORTH) : camp % 2;
    }

    /** An alliance's camps in their order (its first camp is the alliance's own number). */
    int[] campsOf(int alliance) {
      int[] all = alliance == SOUTH ? new int[] {0, 2, 3} : new int[] {1, 3};
      return java.util.Arrays.copyOf(all, alliance == SOUTH ? southCamps : armies - southCamps);
    }

    /** A camp's place in its alliance: its number of primes in the notation. */
    int primes(int camp) {
      int[] camps = campsOf(alliance(camp));
      int i = 0;
      while (camps[i] != camp) {
        i++;
      }
      return i;
    }

    /** The camp with {@code primes} primes in {@code alliance}, -1 if the game has none. */
    int camp(int alliance, int primes) {
      int[] camps = campsOf(alliance);
      return primes < camps.length ? camps[primes] : -1;
    }

    /** The camp that takes its alliance's next turn after {@code camp}'s (decision 2). */
    int nextInAlliance(int camp) {
      int[] camps = campsOf(alliance(camp));
      return camps[(primes(camp) + 1) % camps.length];
    }

    /** A camp's first and last file. */
    int[] block(int camp) {
      return blocks[camp].clone();
    }

    /** {@code s}, {@code n}, {@code s'}, {@code n'} or {@code s''}. */
    String campName(int camp) {
      return (alliance(camp) == SOUTH ? "s" : "n") + "'".repeat(primes(camp));
    }

    /** The camp written {@code text}; the message starts with {@code what}. */
    int parseCamp(String text, String what) {
      if (!text.matches("[sn]'*")) {
        throw new IllegalArgumentException(what + ": '" + text + "' is not a camp (s, n, s', ...)");
      }
      int camp = camp(text.charAt(0) == 's' ? SOUTH : NORTH, text.length() - 1);
      if (camp < 0) {
        throw new IllegalArgumentException(
            what
                + ": no camp "
                + text
                + " in a game of "
                + armies
                + " armies, alliances "
                + alliances());
      }
      return camp;
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
          && fixedCannons == r.fixedCannons
          && armies == r.armies
          && southCamps == r.southCamps
          && java.util.Objects.equals(filesOption(), r.filesOption());
    }

    @Override
    public int hashCode() {
      return java.util.Objects.hash(
          width,
          height,
          k,
          midline,
          frightenedHorses,
          drummerPush,
          antique,
          fixedCannons,
          armies,
          southCamps,
          filesOption());
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
          + ", armies="
          + armies
          + ", alliances="
          + alliances()
          + ", files="
          + files()
          + "]";
    }
  }

  // ------------------------------------------------------------------------------------
  // Constants
  // ------------------------------------------------------------------------------------

  /** The alliances, each numbered as its first camp ({@code s} = 0, {@code n} = 1). */
  static final int SOUTH = 0;

  static final int NORTH = 1;

  /** The alliance whose pieces and cannons are enemies of {@code alliance}'s. */
  static int opponent(int alliance) {
    return 1 - alliance;
  }

  /** {@code SOUTH's} or {@code NORTH's}, for messages. */
  static String allianceName(int alliance) {
    return alliance == SOUTH ? "SOUTH's" : "NORTH's";
  }

  /** Pieces of the base army (section 1), the army every camp fields. */
  static final int ARMY_SIZE = 16;

  /**
   * Section 8's default setup of SOUTH on its files a..h, rank 1 then rank 2; its cannons face N.
   */
  static final String[] BASE_SETUP = {"CCIGGACC", "AIIDIIIA"};

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
    /** Its camp: the pieces it moves on its turns, its streak. */
    final int camp;

    /** Its camp's alliance: friend and enemy (section 11). */
    final int alliance;

    final char kind;

    /** Orientation index for a cannon, -1 for every other kind. */
    final int dir;

    Piece(int camp, int alliance, char kind, int dir) {
      this.camp = camp;
      this.alliance = alliance;
      this.kind = kind;
      this.dir = dir;
    }

    /** The same piece facing {@code newDir}. */
    Piece turned(int newDir) {
      return new Piece(camp, alliance, kind, newDir);
    }
  }

  /** A position. board[x][y]: x = file (0 = a), y = rank - 1. */
  static final class Pos {
    int w;
    int h;
    Piece[][] board;
    char[][] terrain;

    /** The camp to move. */
    int toMove;

    /**
     * The camp of the other alliance that moves after {@code toMove}'s turn (decision 2); when that
     * alliance has one camp, that camp.
     */
    int nextOther;

    /** Section 10: true in the ORDERS phase of {@code toMove}'s turn, false in its MOVE phase. */
    boolean orders;

    /** ORDERS phase: {@link #index} of the last square reoriented this turn, -1 for none yet. */
    int lastOrder = -1;

    /** Per camp: streak square (x, y) and count (0 = no entry). */
    int[] streakX;

    int[] streakY;
    int[] streakCount;
    long ply;

    Pos(int w, int h, int camps) {
      this.w = w;
      this.h = h;
      board = new Piece[w][h];
      terrain = new char[w][h];
      for (int x = 0; x < w; x++) {
        java.util.Arrays.fill(terrain[x], PLAIN);
      }
      streakX = new int[camps];
      streakY = new int[camps];
      streakCount = new int[camps];
      java.util.Arrays.fill(streakX, -1);
      java.util.Arrays.fill(streakY, -1);
    }

    private Pos() {}

    /** Drops {@code camp}'s streak entry. */
    void clearStreak(int camp) {
      streakCount[camp] = 0;
      streakX[camp] = -1;
      streakY[camp] = -1;
    }

    /** Whether {@code camp}'s streak entry names (x, y). */
    boolean streakOn(int camp, int x, int y) {
      return streakCount[camp] > 0 && streakX[camp] == x && streakY[camp] == y;
    }

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
      p.nextOther = nextOther;
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

  /**
   * What a move does: move a piece, turn one cannon or end the orders (section 10), or pass
   * (decision 5).
   */
  enum MoveType {
    PIECE,
    ORDER,
    END,
    PASS
  }

  /**
   * One move. A piece move: from (fx, fy) to (tx, ty), push* = -1 when it is not a drummer push. An
   * order: the cannon on (fx, fy) turns to {@code dir}. The end of the orders and a pass carry
   * nothing.
   */
  static final class Move {
    static final Move END = new Move(MoveType.END, -1, -1, -1, -1, false, -1, -1, -1);
    static final Move PASS = new Move(MoveType.PASS, -1, -1, -1, -1, false, -1, -1, -1);

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
        case PASS:
          return "pass";
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
    return format(rules, parse(rules, position));
  }

  /**
   * Every legal move of the camp to move, in section 8/10/11 notation, sorted ascending (String
   * natural order). MOVE phase: its piece moves, or {@code pass} alone when it has none but another
   * camp of its alliance would have one. ORDERS phase: each {@code <square>=<DIR>} turning one of
   * its cannons after the last reoriented square to another direction, and {@code end}. Empty when
   * the position is terminal by points or no camp of the mover's alliance has a piece move.
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
    return format(rules, apply(rules, p, find(rules, p, move)));
  }

  /**
   * A whole turn in the record form of section 8, {@code <piece move>[,<square>=<DIR>]...}, as the
   * moves of section 10 that play it: the piece move, then its orders in ascending square order,
   * then {@code end} when the turn has an ORDERS phase. A reorientation names the cannon by its
   * square after the piece move, in any order; one naming the cannon's current direction is that
   * cannon's "keep" choice and gives no order.
   *
   * <p>A {@code pass} is a whole turn by itself (no orders follow it).
   *
   * @throws IllegalArgumentException if the position is not in a MOVE phase, the piece move is
   *     illegal, a reorientation is malformed, names no cannon of the mover's camp or names one
   *     twice, or turns a cannon where no order may follow (fixed cannons, a piece move that
   *     decided the game, or a pass)
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
      if (pc == null || pc.kind != CANNON || pc.camp != p.toMove) {
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
            (piece.type == MoveType.PASS
                    ? "no order follows a pass: "
                    : rules.fixedCannons()
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
   * The winning alliance, named by its first camp, "s" or "n": when the position is terminal by
   * points (an alliance with its K' = K x its camps; the alliance that moved last wins if it has
   * its K', else the other) or when no camp of the mover's alliance has a piece move (the other
   * alliance wins); empty otherwise. The alliance that moved last is the mover's in an ORDERS phase
   * (it has just moved), the other in a MOVE phase (alliances alternate).
   *
   * @throws IllegalArgumentException if the position does not parse under these rules
   */
  public static Optional<String> winner(Rules rules, String position) {
    Pos p = parse(rules, position);
    int mover = rules.alliance(p.toMove);
    int last = p.orders ? mover : opponent(mover);
    if (points(rules, p, last) >= kPrime(rules, last)) {
      return Optional.of(allianceLetter(last));
    }
    if (points(rules, p, opponent(last)) >= kPrime(rules, opponent(last))) {
      return Optional.of(allianceLetter(opponent(last)));
    }
    if (moves(rules, p).isEmpty()) {
      return Optional.of(allianceLetter(opponent(mover)));
    }
    return Optional.empty();
  }

  /**
   * Decision 7's fallback (ply limit, threefold repetition, adjudication): the alliance, "s" or
   * "n", whose camps together have more points beyond the midline; empty for equal points (a draw).
   * It looks at the points only, whatever else the position holds.
   *
   * @throws IllegalArgumentException if the position does not parse under these rules
   */
  public static Optional<String> adjudicate(Rules rules, String position) {
    Pos p = parse(rules, position);
    int south = points(rules, p, SOUTH);
    int north = points(rules, p, NORTH);
    return south == north
        ? Optional.empty()
        : Optional.of(allianceLetter(south > north ? SOUTH : NORTH));
  }

  /**
   * What threefold repetition compares (decision 7): everything the notation holds but the ply
   * count, the camp to move, its phase and the next camp included: the canonical string with the
   * ply field left out.
   *
   * @throws IllegalArgumentException if the position does not parse under these rules
   */
  public static String repetitionKey(Rules rules, String position) {
    String[] f = normalize(rules, position).split(" ");
    return f[0] + " " + f[1] + " " + f[2] + " " + f[4];
  }

  /**
   * The default start (decision 8): each camp's default setup in its block of files on its
   * alliance's rows, {@code firstCamp} to move, the other alliance beginning with its first camp. A
   * camp whose block is at least 8 files wide gets section 8's setup centred in the block (offset
   * (width - 8) / 2, rounded down); a narrower block gets the same 16 pieces from its middle
   * outward: the block's squares back row first, each row from its middle file outward (the left
   * one first on a tie), filled with the setup's pieces read in that same order on its own 8 files.
   * A camp of NORTH's alliance gets the SOUTH drawing turned half a turn inside its block (cannons
   * facing S). With two armies on 8x8 this is section 8's start.
   *
   * @throws IllegalArgumentException if {@code firstCamp} is no camp of these rules, or the army
   *     does not fit: a block without file, or more setup rows than half the ranks
   */
  public static String start(Rules rules, String firstCamp) {
    if (firstCamp == null) {
      throw new IllegalArgumentException("first camp: null");
    }
    int first = rules.parseCamp(firstCamp, "first camp");
    int rows = rules.setupRows();
    if (2L * rows > rules.height()) {
      throw new IllegalArgumentException(
          "no default setup: an army of "
              + ARMY_SIZE
              + " pieces needs more than half the "
              + rules.height()
              + " ranks in the narrowest block of "
              + rules.files()
              + " on "
              + rules.width()
              + " files");
    }
    Pos p = new Pos(rules.width(), rules.height(), rules.armies());
    for (int camp = 0; camp < rules.armies(); camp++) {
      placeDefaultSetup(rules, p, camp, rows);
    }
    p.toMove = first;
    p.nextOther = opponent(rules.alliance(first));
    return format(rules, p);
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
        && !text.equals("end")
        && !text.equals("pass")) {
      throw new IllegalArgumentException("malformed move: '" + text + "'");
    }
    for (Move m : moves(rules, p)) {
      if (m.toString().equals(text)) {
        return m;
      }
    }
    throw new IllegalArgumentException("illegal move '" + text + "' in " + format(rules, p));
  }

  // ------------------------------------------------------------------------------------
  // Default setups (decision 8)
  // ------------------------------------------------------------------------------------

  /** Puts {@code camp}'s default setup on p (see {@link #start}). */
  static void placeDefaultSetup(Rules rules, Pos p, int camp, int rows) {
    int[] block = rules.block(camp);
    int width = block[1] - block[0] + 1;
    // Pairs (base square, block square) as (file, row) from SOUTH's side of the block.
    List<int[]> from = new ArrayList<>();
    List<int[]> to = new ArrayList<>();
    if (width >= BASE_SETUP[0].length() && rows >= BASE_SETUP.length) {
      int offset = (width - BASE_SETUP[0].length()) / 2;
      for (int row = 0; row < BASE_SETUP.length; row++) {
        for (int file = 0; file < BASE_SETUP[row].length(); file++) {
          from.add(new int[] {file, row});
          to.add(new int[] {offset + file, row});
        }
      }
    } else {
      for (int row = 0; row < BASE_SETUP.length; row++) {
        for (int file : middleOut(BASE_SETUP[row].length())) {
          from.add(new int[] {file, row});
        }
      }
      for (int row = 0; row < rows && to.size() < from.size(); row++) {
        for (int file : middleOut(width)) {
          to.add(new int[] {file, row});
        }
      }
    }
    int alliance = rules.alliance(camp);
    for (int i = 0; i < from.size(); i++) {
      char kind = BASE_SETUP[from.get(i)[1]].charAt(from.get(i)[0]);
      int file = to.get(i)[0];
      int row = to.get(i)[1];
      // NORTH's alliance: the drawing turned half a turn inside the block.
      int x = alliance == SOUTH ? block[0] + file : block[1] - file;
      int y = alliance == SOUTH ? row : p.h - 1 - row;
      int dir = kind != CANNON ? -1 : alliance == SOUTH ? 0 : 4;
      p.board[x][y] = new Piece(camp, alliance, kind, dir);
    }
  }

  /** 0..n-1 from the middle outward, the left one first on a tie: 8 gives 3 4 2 5 1 6 0 7. */
  static List<Integer> middleOut(int n) {
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      order.add(i);
    }
    order.sort(
        java.util.Comparator.comparingInt((Integer i) -> Math.abs(2 * i - (n - 1)))
            .thenComparingInt(i -> i));
    return order;
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

  /** Is rank index y (0-based) beyond the midline for a piece of {@code side}'s alliance? */
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

  /**
   * Victory points of an alliance beyond the midline, its camps' added: general 2, drummer 0, every
   * other piece 1.
   */
  static int points(Rules rules, Pos p, int alliance) {
    int total = 0;
    for (int x = 0; x < p.w; x++) {
      for (int y = 0; y < p.h; y++) {
        Piece pc = p.board[x][y];
        if (pc != null && pc.alliance == alliance && beyond(rules, p.h, alliance, y)) {
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

  /** Decision 6: K' = K x the alliance's number of camps. */
  static int kPrime(Rules rules, int alliance) {
    return rules.k() * rules.campsOf(alliance).length;
  }

  /** An alliance as {@link #winner} names it: its first camp, "s" or "n". */
  static String allianceLetter(int alliance) {
    return alliance == SOUTH ? "s" : "n";
  }

  static boolean terminalByPoints(Rules rules, Pos p) {
    return points(rules, p, SOUTH) >= kPrime(rules, SOUTH)
        || points(rules, p, NORTH) >= kPrime(rules, NORTH);
  }

  // ------------------------------------------------------------------------------------
  // Lines of sight (section 4, terrain 7.6)
  // ------------------------------------------------------------------------------------

  /**
   * Squares in the line of sight of the cannons of {@code alliance} (all its camps), on position p
   * as it is.
   */
  static boolean[][] lineOfSight(Pos p, int alliance) {
    boolean[][] los = new boolean[p.w][p.h];
    for (int x = 0; x < p.w; x++) {
      for (int y = 0; y < p.h; y++) {
        Piece pc = p.board[x][y];
        if (pc == null || pc.alliance != alliance || pc.kind != CANNON) {
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
   * Squares a cavalry of {@code cavalryAlliance} may not use: holding or adjacent to a drummer of
   * the other alliance.
   */
  static boolean[][] frightened(Pos p, int cavalryAlliance) {
    boolean[][] f = new boolean[p.w][p.h];
    for (int x = 0; x < p.w; x++) {
      for (int y = 0; y < p.h; y++) {
        Piece pc = p.board[x][y];
        if (pc != null && pc.alliance != cavalryAlliance && pc.kind == DRUMMER) {
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

  /** Number of friendly pieces (any kind, any camp of the alliance) on the 8 squares around. */
  static int friendlyNeighbours(Pos p, int x, int y, int alliance) {
    int n = 0;
    for (int d = 0; d < 8; d++) {
      int nx = x + DX[d];
      int ny = y + DY[d];
      if (p.on(nx, ny) && p.board[nx][ny] != null && p.board[nx][ny].alliance == alliance) {
        n++;
      }
    }
    return n;
  }

  /** The general's privilege: a general of the alliance (any camp) next to (x, y). */
  static boolean adjacentToFriendlyGeneral(Pos p, int x, int y, int alliance) {
    for (int d = 0; d < 8; d++) {
      int nx = x + DX[d];
      int ny = y + DY[d];
      if (p.on(nx, ny)
          && p.board[nx][ny] != null
          && p.board[nx][ny].alliance == alliance
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
    return friendlyNeighbours(p, fx, fy, attacker.alliance) >= need;
  }

  /**
   * All legal moves of the camp to move (unsorted): in the MOVE phase its piece moves, or {@code
   * pass} alone when it has none but another camp of its alliance would have one here (on its own
   * turn, with its own streak: decision 5); in the ORDERS phase each turn of one of its own cannons
   * after the last reoriented square (ascending square order, section 10) to another direction, and
   * {@code end}. Empty if terminal by points.
   */
  static List<Move> moves(Rules rules, Pos p) {
    if (!p.orders) {
      List<Move> moves = pieceMoves(rules, p, p.toMove);
      if (moves.isEmpty()) {
        for (int ally : rules.campsOf(rules.alliance(p.toMove))) {
          if (ally != p.toMove && !pieceMoves(rules, p, ally).isEmpty()) {
            moves.add(Move.PASS);
            break;
          }
        }
      }
      return moves;
    }
    List<Move> moves = new ArrayList<>();
    if (terminalByPoints(rules, p)) {
      return moves;
    }
    for (int y = 0; y < p.h; y++) {
      for (int x = 0; x < p.w; x++) {
        Piece pc = p.board[x][y];
        if (p.index(x, y) > p.lastOrder && pc != null && pc.camp == p.toMove && pc.kind == CANNON) {
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

  /**
   * All legal piece moves of {@code me}'s pieces, as if {@code me} were to move (unsorted). Empty
   * if terminal by points.
   */
  static List<Move> pieceMoves(Rules rules, Pos p, int me) {
    List<Move> moves = new ArrayList<>();
    if (terminalByPoints(rules, p)) {
      return moves;
    }
    int mine = rules.alliance(me);
    // Computed once, on the position before the move (the mover still on its origin).
    boolean[][] enemyLos = lineOfSight(p, opponent(mine));
    boolean[][] scared = rules.horsesFrightened() ? frightened(p, mine) : null;
    for (int x = 0; x < p.w; x++) {
      for (int y = 0; y < p.h; y++) {
        Piece pc = p.board[x][y];
        if (pc == null || pc.camp != me) {
          continue; // a camp moves its own pieces only
        }
        // Two-consecutive-moves limit: the piece moved on the camp's last 2 turns.
        if (p.streakCount[me] == 2 && p.streakOn(me, x, y)) {
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
        if (target.alliance != pc.alliance) {
          if (pc.kind == DRUMMER) {
            if (rules.drummerPush() && target.kind == CAVALRY) {
              pushMoves(p, x, y, tx, ty, moves);
            }
          } else if (captureAllowed(p, x, y, tx, ty)) {
            moves.add(new Move(x, y, tx, ty, true, -1, -1));
          }
        }
        // Any piece ends the line: no passing over (an ally's blocks like an own one).
        break;
      }
    }
  }

  /**
   * Drummer push (7.4): the drummer at (x, y) moves onto the enemy cavalry at (tx, ty); the cavalry
   * goes to an empty adjacent square it could legally reach by a one-square move in the position
   * before the push (the pushing drummer still on its origin), judged with its own alliance's
   * friends (decision 3). The streak limit is not applied to the cavalry. One move per qualifying
   * square.
   */
  static void pushMoves(Pos p, int x, int y, int tx, int ty, List<Move> moves) {
    int pusher = p.board[x][y].alliance;
    int cavSide = opponent(pusher);
    // Lines of sight that restrict the cavalry: those of the pushing alliance's cannons.
    boolean[][] los = lineOfSight(p, pusher);
    // Push implies frightened horses: squares at or next to the pushing alliance's drummers.
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
    boolean privilege = adjacentToFriendlyGeneral(p, x, y, pc.alliance);
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
        if (target.alliance != pc.alliance && captureAllowed(p, x, y, tx, ty)) {
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
   * becomes the last reoriented square. {@code end} passes the turn. A pass clears the passing
   * camp's streak and passes the turn at once (decision 5).
   */
  static Pos apply(Rules rules, Pos p, Move m) {
    Pos q;
    switch (m.type) {
      case ORDER:
        q = p.copy();
        q.board[m.fx][m.fy] = p.board[m.fx][m.fy].turned(m.dir);
        q.lastOrder = p.index(m.fx, m.fy);
        return q;
      case END:
        q = p.copy();
        passTurn(rules, q);
        return q;
      case PASS:
        q = p.copy();
        q.clearStreak(p.toMove); // that turn did not move the piece
        passTurn(rules, q);
        return q;
      default:
        q = applyPiece(p, m);
        if (rules.fixedCannons() || terminalByPoints(rules, q)) {
          passTurn(rules, q);
        } else {
          q.orders = true;
          q.lastOrder = -1;
        }
        return q;
    }
  }

  /**
   * The turn is over (decision 2): the next camp of the other alliance takes its MOVE phase, and
   * the mover's alliance will go on with the camp after the mover; one more turn on the ply
   * counter.
   */
  static void passTurn(Rules rules, Pos q) {
    int mover = q.toMove;
    q.toMove = q.nextOther;
    q.nextOther = rules.nextInAlliance(mover);
    q.orders = false;
    q.lastOrder = -1;
    q.ply++;
  }

  /** Applies a legal piece move on a copy: board, captured piece, push, streaks. */
  static Pos applyPiece(Pos p, Move m) {
    Pos q = p.copy();
    int me = p.toMove;
    Piece mover = q.board[m.fx][m.fy];
    Piece target = q.board[m.tx][m.ty];
    if (m.capture) {
      // The captured piece's camp loses its streak entry if it pointed at that piece.
      if (q.streakOn(target.camp, m.tx, m.ty)) {
        q.clearStreak(target.camp);
      }
    } else if (m.isPush()) {
      // The pushed cavalry keeps its streak on its new square; an inert entry of its camp naming
      // that square is dropped, so that it never comes alive (decision 9).
      int camp = target.camp;
      q.board[m.pushX][m.pushY] = target;
      if (q.streakOn(camp, m.tx, m.ty)) {
        q.streakX[camp] = m.pushX;
        q.streakY[camp] = m.pushY;
      } else if (q.streakOn(camp, m.pushX, m.pushY)) {
        q.clearStreak(camp);
      }
    }
    q.board[m.tx][m.ty] = mover;
    q.board[m.fx][m.fy] = null;
    // Mover's streak: same piece as last turn -> count + 1, else a new entry with count 1.
    boolean samePiece = p.streakOn(me, m.fx, m.fy);
    q.streakCount[me] = samePiece ? p.streakCount[me] + 1 : 1;
    q.streakX[me] = m.tx;
    q.streakY[me] = m.ty;
    return q;
  }

  // ------------------------------------------------------------------------------------
  // Notation (section 8)
  // ------------------------------------------------------------------------------------

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
    // ---- board
    String[] ranks = f[0].split("/", -1);
    int h = ranks.length;
    if (h != rules.height()) {
      throw new IllegalArgumentException("board has " + h + " ranks, rules say " + rules.height());
    }
    int w = rules.width();
    Pos p = new Pos(w, h, rules.armies());
    for (int i = 0; i < h; i++) {
      parseRank(rules, p, h - 1 - i, ranks[i]); // the first rank written is rank H
    }
    parseSide(rules, p, f[1]);
    // ---- streaks: <camp><square>x<count>, at most one per camp
    if (!f[2].equals("-")) {
      for (String e : f[2].split(",", -1)) {
        if (!e.matches("[sn]'*[a-z][0-9]+x[0-9]+")) {
          throw new IllegalArgumentException("malformed streak entry '" + e + "'");
        }
        int at = 1;
        while (e.charAt(at) == '\'') {
          at++;
        }
        int camp = rules.parseCamp(e.substring(0, at), "streak entry '" + e + "'");
        int xpos = e.indexOf('x', at);
        int[] sq = parseSquare(e.substring(at, xpos), w, h);
        String cnt = e.substring(xpos + 1);
        if (!cnt.equals("1") && !cnt.equals("2")) {
          throw new IllegalArgumentException("streak count must be 1 or 2: '" + e + "'");
        }
        if (p.streakCount[camp] != 0) {
          throw new IllegalArgumentException("two streak entries for camp " + rules.campName(camp));
        }
        p.streakX[camp] = sq[0];
        p.streakY[camp] = sq[1];
        p.streakCount[camp] = Integer.parseInt(cnt);
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

  /**
   * One rank of the board field: runs of empty squares, and pieces: the letter (its case is the
   * alliance), a cannon's orientation, then one prime per place of its camp in the alliance.
   */
  static void parseRank(Rules rules, Pos p, int y, String r) {
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
        // At most 2 digits count (26 files): longer runs are too wide whatever they say.
        x += idx - start > 2 ? p.w + 1 : Integer.parseInt(r.substring(start, idx));
        if (x > p.w) {
          throw new IllegalArgumentException(
              "rank " + (y + 1) + " is wider than " + p.w + ": '" + r + "'");
        }
        continue;
      }
      char up = Character.toUpperCase(c);
      if ("GDICA".indexOf(up) < 0 || !Character.isLetter(c)) {
        throw new IllegalArgumentException(
            "rank " + (y + 1) + ": bad character '" + c + "' in '" + r + "'");
      }
      int alliance = Character.isUpperCase(c) ? SOUTH : NORTH;
      int pieceStart = idx;
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
      int primes = 0;
      while (idx < r.length() && r.charAt(idx) == '\'') {
        primes++;
        idx++;
      }
      int camp = rules.camp(alliance, primes);
      if (camp < 0) {
        throw new IllegalArgumentException(
            "rank "
                + (y + 1)
                + ": piece '"
                + r.substring(pieceStart, idx)
                + "' names no camp of a game of "
                + rules.armies()
                + " armies, alliances "
                + rules.alliances());
      }
      if (x >= p.w) {
        throw new IllegalArgumentException(
            "rank " + (y + 1) + " is wider than " + p.w + ": '" + r + "'");
      }
      p.board[x][y] = new Piece(camp, alliance, up, dir);
      x++;
    }
    if (x != p.w) {
      throw new IllegalArgumentException(
          "rank " + (y + 1) + " has width " + x + ", expected " + p.w + ": '" + r + "'");
    }
  }

  /**
   * The side field {@code <camp>[:[<square>]][><camp>]}: the camp to move, its ORDERS phase with
   * the last reoriented square (section 10), and the next camp of the other alliance, written
   * exactly when that alliance has several camps (decision 2).
   */
  static void parseSide(Rules rules, Pos p, String field) {
    String what = "side '" + field + "'";
    int gt = field.indexOf('>');
    String head = gt < 0 ? field : field.substring(0, gt);
    int colon = head.indexOf(':');
    p.toMove = rules.parseCamp(colon < 0 ? head : head.substring(0, colon), what);
    if (colon >= 0) {
      if (rules.fixedCannons()) {
        throw new IllegalArgumentException(
            what + " names an ORDERS phase, which fixed cannons do not have");
      }
      p.orders = true;
      String last = head.substring(colon + 1);
      if (!last.isEmpty()) {
        int[] sq;
        try {
          sq = parseSquare(last, p.w, p.h);
        } catch (IllegalArgumentException e) {
          throw new IllegalArgumentException(
              what + ", last reoriented square: " + e.getMessage(), e);
        }
        p.lastOrder = p.index(sq[0], sq[1]);
      }
    }
    int[] others = rules.campsOf(opponent(rules.alliance(p.toMove)));
    if (others.length == 1) {
      if (gt >= 0) {
        throw new IllegalArgumentException(
            what + ": the other alliance has one camp, so no '>' next camp is written");
      }
      p.nextOther = others[0];
      return;
    }
    if (gt < 0) {
      throw new IllegalArgumentException(
          what
              + ": "
              + allianceName(rules.alliance(others[0]))
              + " alliance has several camps, so '>' and the one that moves next are required");
    }
    p.nextOther = rules.parseCamp(field.substring(gt + 1), what + ", next camp");
    if (rules.alliance(p.nextOther) == rules.alliance(p.toMove)) {
      throw new IllegalArgumentException(
          what + ": the next camp after '>' must be of the other alliance");
    }
  }

  static String format(Rules rules, Pos p) {
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
        sb.append(pc.alliance == SOUTH ? pc.kind : Character.toLowerCase(pc.kind));
        if (pc.kind == CANNON) {
          sb.append(DIR_NAMES[pc.dir]);
        }
        sb.append("'".repeat(rules.primes(pc.camp)));
      }
      if (run > 0) {
        sb.append(run);
      }
      if (y > 0) {
        sb.append('/');
      }
    }
    sb.append(' ').append(rules.campName(p.toMove));
    if (p.orders) {
      sb.append(':');
      if (p.lastOrder >= 0) {
        sb.append(square(p.lastOrder % p.w, p.lastOrder / p.w));
      }
    }
    if (rules.campsOf(opponent(rules.alliance(p.toMove))).length > 1) {
      sb.append('>').append(rules.campName(p.nextOther));
    }
    sb.append(' ');
    List<String> streaks = new ArrayList<>();
    for (int camp = 0; camp < rules.armies(); camp++) {
      if (p.streakCount[camp] > 0) {
        streaks.add(
            rules.campName(camp)
                + square(p.streakX[camp], p.streakY[camp])
                + "x"
                + p.streakCount[camp]);
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
