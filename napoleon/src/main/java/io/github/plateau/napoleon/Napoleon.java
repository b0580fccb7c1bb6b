package io.github.plateau.napoleon;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import io.github.plateau.core.Repetition;
import io.github.plateau.core.RuledGame;
import io.github.plateau.core.SetupPhase;
import io.github.plateau.core.Side;
import io.github.plateau.core.svg.Drawing;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Napoleon Strategy (and its antique dress, "Alexandre Strategy"): the game under one set of {@link
 * NapoleonRules}. Immutable and thread-safe; equal when the rules are equal. Id {@code napoleon};
 * options in {@link NapoleonRules}.
 *
 * <p>Rules decisions this library makes (see the rules file of the project): the jumped square of a
 * cavalry counts toward its range and obeys every "may not pass" rule; only marsh, enemy lines of
 * sight and frightened squares stop a jump (a piece on a village, forest or hill may be jumped);
 * lines of sight are computed before the move (a piece may always leave a square in enemy sight);
 * orders are given after the piece move, in an ORDERS phase of the same camp, in ascending square
 * order (so each set of orientations is reached once), {@code end} always legal there; a piece move
 * that gives a camp K points decides the game at once, without ORDERS phase, and the position is
 * written as after a whole turn; a pushed cavalry goes to an empty square next to it that it could
 * reach by a one-square move of its own before the push (the squares next to the pushing drummer's
 * origin are frightened; its own two-move limit does not apply) and keeps its streak; a streak
 * entry that points at no piece of its camp is kept (and written) but has no effect, and is dropped
 * if a push puts a cavalry of that camp on its square, so that it never comes alive; a position
 * where a camp has K points is over, won by the camp that moved last if it has K, else by the
 * other; K default 4; on an odd number of ranks the middle rank is neutral unless the rules choose
 * {@link Midline#LOW} or {@link Midline#HIGH}.
 *
 * <p>Notation decisions: a streak entry is written {@code se4x2} (camp, square, {@code x}, count),
 * SOUTH's first; terrain squares by rank, then file; a capture may be read with {@code -}; a push
 * may be read without its destination when only one is legal (else {@link
 * io.github.plateau.core.AmbiguousMoveException}); a whole turn's reorientations are written by
 * square, and one to a cannon's current direction gives no order.
 *
 * <p>Positions are read in the notation {@code <board> <side> <streaks> <ply> <terrain>}, strictly:
 * one space between fields, no leading zeros, a ply count from 0 to {@link
 * NapoleonPosition#MAX_PLY}, every square inside this game's board; a position with a piece on
 * terrain it may not enter cannot occur. The game starts from both default setups, no terrain,
 * SOUTH to move. The sides are the camps in turn order ({@link Camp#index()}): SOUTH and NORTH; in
 * a game of several armies then SOUTH_2, and NORTH_2 or SOUTH_3.
 *
 * <p>Moves and turns: every decision is a move ({@link Move}): a piece move {@code c2-c4}, {@code
 * d4xe5}, a push {@code d5-d7>e8}, an order {@code f1=NE} or {@code end}; a capture may be written
 * with {@code -}, a push may leave out its destination when only one is legal. {@link #parseMove}
 * and {@link #formatMove} read and write one move; records and people write whole turns, {@code
 * c2-c4,f1=NE,h2=N}, which {@link #parseTurn} expands into their moves and {@link #formatTurns}
 * folds back (a turn without orders is its piece move alone, as records written before orders were
 * moves read). Under {@link NapoleonRules#fixedCannons()} a turn is its piece move.
 *
 * <p>History rules ({@link #judge}), looked at the starts of turns only (MOVE phase): threefold
 * repetition of the full position (everything but the ply count) and the ply limit, in whole turns,
 * end the game, won by the camp with more points beyond the midline, drawn on equal points ({@link
 * Reason#REPETITION}, {@link Reason#MOVE_LIMIT}); {@link #adjudicate} ends it the same way on
 * request ({@link Reason#ADJUDICATION}). Both cost the same per move however long the game: the
 * repetition is core's {@link Repetition}, the limit reads the position's ply count.
 *
 * <p>Setups: each camp places its whole army on its first {@link NapoleonRules#setupRows()} rows.
 * The default setup (8 x 8): {@code ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0 -}; on
 * a wider board the same eight files centred; otherwise the pieces fill the rows from the front,
 * each row from its middle outward, infantry first, then cannons, drummers, cavalry and generals;
 * NORTH's setup is always SOUTH's turned half a turn.
 *
 * <p>Several armies (section 11, "Waterloo"; {@link NapoleonRules#armies()} 3 or 4): the camps of
 * {@link #sides()} in turn order, in two alliances; each camp sets up in its block of files on its
 * alliance's rows (a block of 8 files or more gets the base setup centred, a narrower one the same
 * pieces from its middle outward, back row first; NORTH's camps the drawing turned half a turn in
 * their block). Alliances alternate and each goes round its camps; friend and enemy are by
 * alliance; a camp moves, orders and streaks its own pieces; a camp without piece move passes
 * ({@link Move#pass()}) when an ally could move in the same position, and an alliance none of whose
 * camps can move loses; an alliance wins with K points per camp, and the fallback compares the
 * alliances' points. The outcome's winner is the alliance's first camp, SOUTH or NORTH ({@link
 * io.github.plateau.core.Outcome#isWinFor}).
 */
public final class Napoleon extends RuledGame<NapoleonPosition, Move, NapoleonRules> {
  /** The game's id in the registry. */
  public static final String ID = "napoleon";

  /**
   * The start position of the default game ({@link NapoleonRules#DEFAULT}) in the standard
   * notation: both default setups, no terrain, SOUTH to move. A game of other rules may start
   * elsewhere (see {@link #start()}), and a game played with secret setups starts wherever the
   * camps choose.
   */
  public static final String START = "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0 -";

  private static final List<Side> TWO_SIDES = List.of(Camp.SOUTH, Camp.NORTH);

  private final Camp[] camps; // in turn order
  private final int[] nextInAlliance; // by camp ordinal: the ordinal of the ally after it
  private final boolean bitboards;
  private final Repetition<NapoleonPosition, Move> repetition =
      Repetition.<NapoleonPosition, Move>after(3)
          .withResult(p -> byPoints(p, Reason.REPETITION))
          .judgedOnlyAt(p -> !p.inOrdersPhase()); // a turn's orders may still change its position
  private final Geometry geometry;
  private final Scoring scoring;
  private final Ground bare;
  private final ThreadLocal<Lister> listers = new ThreadLocal<>(); // scratch space, one per thread
  private final Drawing<NapoleonPosition, Move> drawing = NapoleonSvg.drawing(this);
  private final Setups setups;

  /** The base game: {@link NapoleonRules#DEFAULT}. */
  public Napoleon() {
    this(NapoleonRules.DEFAULT);
  }

  /**
   * A game under some rules.
   *
   * @param rules the rules
   * @throws IllegalArgumentException if the rules are null or unplayable (the setups do not fit, or
   *     more than two armies: Waterloo is not playable in this version)
   */
  public Napoleon(NapoleonRules rules) {
    this(rules, camps(rules));
  }

  /** The game, its camps worked out from its rules before the base class is built. */
  private Napoleon(NapoleonRules rules, Camp[] camps) {
    super(rules, camps.length == 2 ? TWO_SIDES : List.of(camps));
    this.geometry = Geometry.of(rules().width(), rules().height());
    Alliances alliances = rules().alliances();
    this.camps = camps;
    this.nextInAlliance = new int[Camp.ALL.length];
    for (int i = 0; i < camps.length; i++) {
      nextInAlliance[camps[i].ordinal()] = camps[alliances.nextInAlliance(i)].ordinal();
    }
    this.bitboards = geometry.bitboards() && camps.length == 2;
    this.scoring = new Scoring(rules, geometry);
    this.bare = new Ground(geometry, Map.of());
    this.setups = new Setups(this);
  }

  /** The camps of playable rules in turn order; the rules are checked as the base class would. */
  private static Camp[] camps(NapoleonRules rules) {
    checkArgument(rules != null, "rules is null");
    String problem = rules.problem();
    checkArgument(problem == null, "%s", problem);
    Alliances alliances = rules.alliances();
    Camp[] camps = new Camp[alliances.armies()];
    for (int i = 0; i < camps.length; i++) {
      camps[i] = Camp.of(alliances.alliance(i), alliances.place(i));
    }
    return camps;
  }

  Geometry geometry() {
    return geometry;
  }

  /** The points beyond the midline and what they decide. */
  Scoring scoring() {
    return scoring;
  }

  /**
   * This thread's bitboard generator for this game and a ground, by which positions list their
   * moves: making one costs more than listing the moves of a position, so each thread keeps the
   * last one it made and makes another only when the ground changes.
   */
  BitboardGenerator generator(Ground ground) {
    Lister lister = listers.get();
    if (lister == null || lister.ground != ground) {
      lister = new Lister(ground, new BitboardGenerator(this, ground));
      listers.set(lister);
    }
    return lister.generator;
  }

  /** A thread's last bitboard generator and the ground it was made for. */
  private record Lister(Ground ground, BitboardGenerator generator) {}

  /** Whether the generators run on bitboards: boards of at most 64 squares, two armies. */
  boolean bitboards() {
    return bitboards;
  }

  /** The camps in turn order. */
  Camp[] camps() {
    return camps.clone();
  }

  /**
   * The camp at a place in turn order.
   *
   * @param index 0 to the number of armies - 1
   * @return the camp
   */
  Camp camp(int index) {
    return camps[index];
  }

  /** Whether a camp plays in this game. */
  boolean plays(Camp camp) {
    return camp.index() < camps.length && camps[camp.index()] == camp;
  }

  /** By camp ordinal: the ordinal of the camp that takes its alliance's next turn after it. */
  int[] nextInAlliance() {
    return nextInAlliance;
  }

  Ground ground(Map<Square, Terrain> terrain) {
    return terrain.isEmpty() ? bare : new Ground(geometry, terrain);
  }

  /**
   * The registry id, {@code napoleon}, whatever the rules.
   *
   * @return the id
   */
  @Override
  public String id() {
    return ID;
  }

  /**
   * The game's name with its non-default options.
   *
   * @return such as {@code "Napoleon Strategy"}, {@code "Napoleon Strategy (k=5,horses)"} or {@code
   *     "Alexandre Strategy (antique)"}
   */
  @Override
  public String name() {
    String base = rules().antique() ? "Alexandre Strategy" : "Napoleon Strategy";
    String options = rules().toOptions();
    return options.isEmpty() ? base : base + " (" + options + ")";
  }

  @Override
  protected NapoleonPosition buildStart() {
    Map<Camp, Setup> setups = new EnumMap<>(Camp.class);
    for (Camp camp : camps) {
      setups.put(camp, defaultSetup(camp));
    }
    return startPosition(setups, Map.of(), Camp.SOUTH);
  }

  /**
   * The secret setup phase: each camp chooses its setup in {@link #formatSetup}'s notation, unseen,
   * on a board without terrain; {@link SetupPhase#start} then builds the start position.
   *
   * @return the phase
   */
  @Override
  public Optional<SetupPhase<NapoleonPosition, Move>> setupPhase() {
    return Optional.of(new SecretSetup(this));
  }

  @Override
  protected NapoleonPosition readPosition(String text) {
    return PositionText.parse(this, text);
  }

  @Override
  protected Move readMove(NapoleonPosition position, String text) {
    return MoveText.parse(position, text);
  }

  /**
   * Reads a whole turn as records write it, {@code c2-c4,f1=NE,h2=N}: its piece move, then, if an
   * ORDERS phase follows it, one order per reoriented cannon in ascending square order and {@code
   * end}. A reorientation names its cannon by its square after the piece move; they may come in any
   * order; one to the cannon's current direction keeps it and gives no order. So {@code c2-c4}
   * alone is {@code [c2-c4, end]} in the full game and {@code [c2-c4]} under fixed cannons or when
   * the piece move decides the game. In an ORDERS phase an order or {@code end} is that one move,
   * and a piece move or a whole turn first ends the open turn: {@code [end, c7-c5, end]}. A reader
   * of a sequence of words that may be moves or whole turns (records, protocol lines) reads each
   * word as one move when {@link #parseMove} accepts it, else with this method.
   *
   * @param position where the turn starts, a position of this game
   * @param text the whole turn
   * @return the moves it stands for, in order, an unmodifiable list
   * @throws NotationException if the text is malformed or names a cannon twice
   * @throws io.github.plateau.core.AmbiguousMoveException if a push without destination fits
   *     several
   * @throws IllegalMoveException if the piece move is not legal, a reorientation names no cannon of
   *     the camp to move, or turns a cannon where no order may follow (fixed cannons, a deciding
   *     piece move)
   * @throws IllegalArgumentException if an argument is null or the position belongs to another game
   */
  @Override
  public List<Move> parseTurn(NapoleonPosition position, String text) {
    requireOwn(position);
    checkArgument(text != null, "text is null");
    return List.copyOf(MoveText.parseTurn(position, text));
  }

  /**
   * The position after a whole turn: each move of {@link #parseTurn} played in turn.
   *
   * @param position where the turn starts, a position of this game
   * @param text the whole turn, such as {@code c2-c4,f1=NE}
   * @return the position after it
   * @throws NotationException as {@link #parseTurn}
   * @throws IllegalMoveException as {@link #parseTurn}
   * @throws IllegalArgumentException if an argument is null or the position belongs to another game
   */
  public NapoleonPosition playTurn(NapoleonPosition position, String text) {
    NapoleonPosition p = position;
    for (Move move : parseTurn(position, text)) {
      p = p.play(move);
    }
    return p;
  }

  /**
   * Folds a sequence of moves back into whole turns as records write them: each piece move with its
   * orders, {@code c2-c4,f1=NE,h2=N}; {@code end} is left implicit. A last turn whose ORDERS phase
   * is not ended yet is written as far as it goes; moves played from an ORDERS phase before the
   * first piece move are written one per turn text ({@code f1=NE}, {@code end}).
   *
   * @param position where the moves start, a position of this game
   * @param moves legal moves played one after another from it
   * @return the turns, an unmodifiable list; {@link #parseTurn} reads each back
   * @throws IllegalMoveException if a move is not legal where it is played
   * @throws IllegalArgumentException if an argument is or holds null, or the position belongs to
   *     another game
   */
  public List<String> formatTurns(NapoleonPosition position, List<Move> moves) {
    requireOwn(position);
    checkArgument(moves != null, "moves is null");
    return MoveText.formatTurns(position, moves);
  }

  /**
   * Writes the moves of a turn as records write a whole turn, {@code c2-c4,f1=NE}: {@link
   * #formatTurns}, its turns separated by spaces if the moves are several turns.
   *
   * @param position where the moves start, a position of this game
   * @param moves legal moves played one after another from it
   * @return the text, empty for no move
   * @throws IllegalMoveException if a move is not legal where it is played
   * @throws IllegalArgumentException if an argument is or holds null, or the position belongs to
   *     another game
   */
  @Override
  public String formatTurn(NapoleonPosition position, List<Move> moves) {
    return String.join(" ", formatTurns(position, moves));
  }

  @Override
  protected String writeMove(NapoleonPosition position, Move move) {
    return MoveText.format(position, move);
  }

  @Override
  protected IllegalMoveException refused(NapoleonPosition position, Move move) {
    return Refusals.refused(position, move);
  }

  // ---- the end of the game

  /**
   * {@inheritDoc}
   *
   * @return the repetition rule {@link #judge} applies
   */
  @Override
  public Optional<Repetition<NapoleonPosition, Move>> repetition() {
    return Optional.of(repetition);
  }

  /**
   * At the start of a turn (the MOVE phase; an ORDERS phase never ends the game this way):
   * threefold repetition of the full position (everything but the ply count), then the ply limit
   * ({@link NapoleonRules#maxPlies()}, in whole turns, reached when the position's ply count is at
   * least the limit): either ends the game by the points beyond the midline. Constant cost per
   * move.
   *
   * @param record the game so far, of this game
   * @return the outcome, or empty if the game goes on
   * @throws IllegalArgumentException if the record is null or of another game
   */
  @Override
  public Optional<Outcome> judge(GameRecord<NapoleonPosition, Move> record) {
    requireOwn(record);
    NapoleonPosition now = record.current();
    if (now.inOrdersPhase()) {
      return Optional.empty();
    }
    Optional<Outcome> repeated = repetition.judge(record);
    if (repeated.isPresent()) {
      return repeated;
    }
    if (rules().maxPlies() > 0 && now.ply() >= rules().maxPlies()) {
      return Optional.of(byPoints(now, Reason.MOVE_LIMIT));
    }
    return Optional.empty();
  }

  /**
   * The moves left to the ply limit ({@code max-plies}), whose counter counts whole turns, as
   * {@link #judge} counts them: each turn left is a piece move and its {@code end} (one move less
   * for a turn already in its ORDERS phase), or one move under {@code fixed-cannons} and in games
   * of three or four armies, where a camp without a move ends its turn with a single {@code pass}.
   *
   * @param record the game so far, a game of this game
   * @return the moves, or {@link Integer#MAX_VALUE} without a limit
   */
  @Override
  public int pliesBeforeCounts(GameRecord<NapoleonPosition, Move> record) {
    requireOwn(record);
    int limit = rules().maxPlies();
    if (limit <= 0) {
      return Integer.MAX_VALUE;
    }
    NapoleonPosition now = record.current();
    long turns = Math.max(0, limit - (long) now.ply());
    // a turn is one move under fixed-cannons, and with allies (a camp without a move passes)
    if (rules().fixedCannons() || rules().armies() > 2 || turns == 0) {
      return (int) turns;
    }
    return (int) Math.min(Integer.MAX_VALUE, 2 * turns - (now.inOrdersPhase() ? 1 : 0));
  }

  /**
   * The fallback result: the alliance with more points beyond the midline wins (its camps' added;
   * the winner is its first camp, SOUTH or NORTH), equal points draw.
   *
   * @param position the final position, of this game
   * @param reason why the game ends
   * @return the outcome
   * @throws IllegalArgumentException if an argument is null or the position belongs to another game
   */
  public Outcome byPoints(NapoleonPosition position, Reason reason) {
    requireOwn(position);
    checkArgument(reason != null, "reason is null");
    int south = position.alliancePoints(Camp.SOUTH);
    int north = position.alliancePoints(Camp.NORTH);
    if (south == north) {
      return Outcome.draw(reason);
    }
    return Outcome.win(south > north ? Camp.SOUTH : Camp.NORTH, reason);
  }

  /**
   * Ends a game by agreement or an arbiter's decision, with the fallback result by points ({@link
   * Reason#ADJUDICATION}).
   *
   * @param record a game that goes on, of this game
   * @return the ended record
   * @throws IllegalMoveException if the game is already over
   * @throws IllegalArgumentException if the record is null or of another game
   */
  public GameRecord<NapoleonPosition, Move> adjudicate(GameRecord<NapoleonPosition, Move> record) {
    requireOwn(record);
    return record.end(byPoints(record.current(), Reason.ADJUDICATION));
  }

  // ---- setups

  /**
   * Draws who moves first in a two-army game (for several armies, draw among {@link #sides()}).
   *
   * @param seed the seed of the draw
   * @return SOUTH or NORTH, each with the same chance
   */
  public static Camp randomFirst(long seed) {
    return Camp.ALL[new SplittableRandom(seed).nextInt(2)];
  }

  /**
   * The documented default setup of a camp (see the class comment).
   *
   * @param camp a camp of this game
   * @return its setup
   * @throws IllegalArgumentException if the camp is null or does not play in this game
   */
  public Setup defaultSetup(Camp camp) {
    return setups.defaultSetup(camp);
  }

  /**
   * A random setup: a random composition allowed by the army (the army itself when it is exact), on
   * random squares of the camp's rows that the terrain admits, cannons in random orientations.
   *
   * @param camp the camp
   * @param seed the seed: the same seed gives the same setup
   * @param terrain the terrain of the game (cavalry and cannons avoid marshes, cannons forests)
   * @return a valid setup
   * @throws IllegalArgumentException if an argument is null
   * @throws IllegalPositionException if the terrain leaves no room for the army
   */
  public Setup randomSetup(Camp camp, long seed, Map<Square, Terrain> terrain) {
    return setups.randomSetup(camp, seed, terrain);
  }

  /**
   * A random setup on a bare board; see {@link #randomSetup(Camp, long, Map)}.
   *
   * @param camp the camp
   * @param seed the seed
   * @return a valid setup
   * @throws IllegalArgumentException if the camp is null
   */
  public Setup randomSetup(Camp camp, long seed) {
    return randomSetup(camp, seed, Map.of());
  }

  /**
   * Reads a setup written as the camp's rows of the board notation, from the top one down: SOUTH's
   * default is {@code ANIIDIIIAN/CCIGGANCC}, NORTH's {@code ccaSggicc/aSiiidiiaS}.
   *
   * @param camp the camp
   * @param text its rows
   * @return the setup (check it with {@link #validate})
   * @throws NotationException if the text is malformed
   * @throws IllegalArgumentException if an argument is null
   */
  public Setup parseSetup(Camp camp, String text) {
    return setups.parseSetup(camp, text);
  }

  /**
   * Writes a setup as {@link #parseSetup} reads it.
   *
   * @param setup the setup, on this game's board
   * @return its rows, from the top one down
   * @throws IllegalArgumentException if the setup is null or a piece lies outside its rows
   */
  public String formatSetup(Setup setup) {
    return setups.formatSetup(setup);
  }

  /**
   * Checks a setup against the rules: every piece the camp's own, on the board, in the camp's setup
   * rows, on terrain it may enter; the army's size and limits respected.
   *
   * @param setup the setup
   * @param terrain the terrain of the game
   * @throws IllegalPositionException naming the first offending square, piece or count
   * @throws IllegalArgumentException if an argument is null
   */
  public void validate(Setup setup, Map<Square, Terrain> terrain) {
    setups.validate(setup, terrain);
  }

  /**
   * The start position built from two setups on a bare board.
   *
   * @param south SOUTH's setup
   * @param north NORTH's setup
   * @param first the camp that moves first (see {@link #randomFirst})
   * @return the start position
   * @throws IllegalPositionException if a setup breaks the rules
   * @throws IllegalArgumentException if an argument is null or a setup is of the wrong camp
   */
  public NapoleonPosition startPosition(Setup south, Setup north, Camp first) {
    return startPosition(south, north, Map.of(), first);
  }

  /**
   * The start position built from two setups and the terrain.
   *
   * @param south SOUTH's setup
   * @param north NORTH's setup
   * @param terrain the terrain squares, fixed for the game
   * @param first the camp that moves first (see {@link #randomFirst})
   * @return the start position
   * @throws IllegalPositionException if a setup breaks the rules
   * @throws IllegalArgumentException if an argument is null, a setup is of the wrong camp or a
   *     terrain square lies off the board
   */
  public NapoleonPosition startPosition(
      Setup south, Setup north, Map<Square, Terrain> terrain, Camp first) {
    checkArgument(south != null, "south is null");
    checkArgument(north != null, "north is null");
    checkArgument(south.camp() == Camp.SOUTH, "the first setup is not SOUTH's");
    checkArgument(north.camp() == Camp.NORTH, "the second setup is not NORTH's");
    return startPosition(Map.of(Camp.SOUTH, south, Camp.NORTH, north), terrain, first);
  }

  /**
   * The start position built from one setup per camp and the terrain: any number of armies. The
   * camp {@code first} moves first; the other alliance begins with its first camp, and each
   * alliance goes round its camps in order.
   *
   * @param setups each camp of the game's setup
   * @param terrain the terrain squares, fixed for the game
   * @param first the camp that moves first
   * @return the start position
   * @throws IllegalPositionException if a setup breaks the rules
   * @throws IllegalArgumentException if an argument is or holds null, a camp of the game has no
   *     setup, a setup is of another camp or of a camp that does not play, {@code first} does not
   *     play, or a terrain square lies off the board
   */
  public NapoleonPosition startPosition(
      Map<Camp, Setup> setups, Map<Square, Terrain> terrain, Camp first) {
    return this.setups.startPosition(setups, terrain, first);
  }

  /**
   * Positions drawn by {@link NapoleonSvg} without lines of sight; a turn is clicked on its piece
   * move's origin and destination (a push on the drummer and the cavalry it pushes: where the
   * cavalry goes is a choice among the legal moves), an order on its cannon then the square next to
   * it in the new direction (the cannon alone at the board's edge), {@code end} on the piece the
   * camp moved this turn.
   *
   * @return the drawing, for positions of this game
   */
  @Override
  public Optional<Drawing<NapoleonPosition, Move>> drawing() {
    return Optional.of(drawing);
  }

  /**
   * The non-default options of {@link NapoleonRules#toOptions()}, for {@link #toString}.
   *
   * @return empty, or such as {@code "k=5,horses"}
   */
  @Override
  protected String options() {
    return rules().toOptions();
  }
}
