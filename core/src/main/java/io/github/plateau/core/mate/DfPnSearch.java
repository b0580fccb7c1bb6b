package io.github.plateau.core.mate;

import io.github.plateau.core.MoveList;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Position;
import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.Side;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One depth-first proof-number search (Nagai's df-pn) from a board's current state, and the
 * extraction of its mating line. Proof and disproof numbers count for the attacker: a state is
 * proved (proof 0) when the attacker's team forces a win, disproved (disproof 0) when it cannot.
 * States where a side of the attacker's team moves are OR states, the others AND states, so a team
 * may move twice in a row. A state the table lacks starts from the numbers of its own moves
 * (df-pn+): after an attacker's move, a proof number of the defender's replies; after a defender's
 * move, a disproof number of the attacker's moves the rule keeps (none: disproved at once). In a
 * game with pieces in hand ({@link SearchBoard#hand}), a state the table does not hold solved is
 * solved by the proof of the same placement with a hand its attacker's covers, or by the lasting
 * disproof of one with a hand that covers its attacker's, as tsume solvers do: a line reached with
 * a piece more in hand is then not searched again. Made per search by {@link MateSolver}.
 *
 * @param <P> the game's position type
 * @param <M> the game's move type
 */
final class DfPnSearch<P extends Position<P, M>, M> {
  /**
   * The reach of a disproof that neither the bound on the lines nor a repetition of the line it was
   * found on decided: the attacker cannot win from the state however long the lines, however the
   * state is reached.
   */
  static final int UNBOUNDED = Integer.MAX_VALUE;

  /** Infinite proof or disproof: a solved state. Sums saturate one below. */
  static final int INFINITE = 1 << 30;

  private final SearchBoard<P, M> board;
  private final AttackerMoves rule;
  private final ProofTable table;
  private final MateLimits limits;
  private final Side attacker;
  private final long deadline; // System.nanoTime() value; unused without a time budget
  private final long[] path; // the hash of the state at each ply of the current line
  private final MoveList[] moves; // the tried moves at each ply, made when the ply is first reached
  private final long[][] childHashes; // at each ply, the hash after each tried move
  private final boolean hands; // whether the game has pieces in hand: solved states lend by hand
  private final long[][] childPlacements; // if so, at each ply, each child's hash without hands
  private final long[][] childHands; // and its attacker's hand
  private final int[][] childGuesses; // at each ply, the first guess of each child's proof number
  private final int[][] childDisproofGuesses; // and of its disproof number, when worked out
  private final boolean[] orAt; // whether the state at each ply of the current line is an OR state
  // at each AND ply, the index of the previous child of the same delay group, -1 for the first
  private final int[][] groupPrevious;
  private boolean[] provedScratch = new boolean[64]; // in one pass, whether each child is proved
  private int[] keyScratch = new int[64]; // the delay groups of a list, while they are compared
  // delay-group keys below this are linked through lastOfKey, the others by a scan of the list
  private static final int SMALL_KEYS = 128;
  private final int[] lastOfKey = new int[SMALL_KEYS]; // -1 between lists
  private static final int UNGUESSED = -1; // a child's guess not worked out yet
  private final MoveList replies = new MoveList(); // where the replies to a move are counted
  private long nodes;
  private int depth; // the longest line of the current run
  private boolean stopped;
  private boolean rootProved; // whether the last run proved the state, its line walked or not
  private int rootLength; // and if so, the length its table gave, an upper bound

  // The numbers of the last state looked up by lookup(): fields, so the search allocates nothing.
  private int childProof;
  private int childDisproof;
  private int childLength;
  private int childReach; // for a disproof: UNBOUNDED, or the plies left where it was worked out
  private boolean childCut; // for a disproof: whether the bound of the lines decided it
  private boolean childLooped; // for a disproof: whether a repetition of the line decided it
  private int search; // numbers the bounded searches, from 1: see searchFrom

  DfPnSearch(SearchBoard<P, M> board, AttackerMoves rule, ProofTable table, MateLimits limits) {
    this.board = board;
    this.rule = rule;
    this.table = table;
    this.limits = limits;
    this.attacker = board.sideToMove();
    this.deadline = System.nanoTime() + limits.time().map(t -> t.toNanos()).orElse(0L);
    this.path = new long[limits.maxPlies() + 1];
    this.moves = new MoveList[limits.maxPlies() + 1];
    this.childHashes = new long[limits.maxPlies() + 1][];
    this.hands = board.hand(attacker) != SearchBoard.NO_HAND;
    this.childPlacements = new long[limits.maxPlies() + 1][];
    this.childHands = new long[limits.maxPlies() + 1][];
    this.childGuesses = new int[limits.maxPlies() + 1][];
    this.childDisproofGuesses = new int[limits.maxPlies() + 1][];
    this.orAt = new boolean[limits.maxPlies() + 1];
    this.groupPrevious = new int[limits.maxPlies() + 1][];
    Arrays.fill(lastOfKey, -1);
    table.clear();
  }

  /**
   * Searches the board's state, lines at most {@code depth} plies long, until it is solved or the
   * limits run out, then gives the answer, with the mating line when proved. The table is kept from
   * the earlier runs of this search: a proof holds wherever its mate fits in the plies left, a
   * disproof wherever no more plies are left than where it was worked out (but one that a
   * repetition of the line decided only in the search that found it), or everywhere when neither
   * the bound nor a repetition of the line it was found on decided it ({@link #UNBOUNDED}); the
   * other numbers are guesses, good for any bound. The nodes and the clock count on from earlier
   * runs. The board ends in the state it started in.
   *
   * @param depth the longest line, from 1 to {@link MateLimits#maxPlies()}
   * @return the result: {@link MateStatus#UNKNOWN} when the limits ran out ({@link #stopped}) or
   *     when a disproof hinged on the depth
   */
  MateResult<M> run(int depth) {
    searchFrom(0, depth);
    int slot = table.find(board.hash());
    rootProved = !stopped && slot >= 0 && table.proof(slot) == 0;
    rootLength = rootProved ? table.length(slot) : 0;
    if (stopped || slot < 0) {
      return new MateResult<>(MateStatus.UNKNOWN, List.of(), nodes);
    }
    if (table.disproof(slot) == 0) {
      boolean cut = table.reach(slot) != UNBOUNDED && table.cut(slot); // the bound decided it
      return new MateResult<>(cut ? MateStatus.UNKNOWN : MateStatus.NO_MATE, List.of(), nodes);
    }
    List<M> line = mateLine();
    return line == null
        ? new MateResult<>(MateStatus.UNKNOWN, List.of(), nodes)
        : new MateResult<>(MateStatus.MATE, line, nodes);
  }

  /**
   * The line of the attacker's shortest mate from the board's state, the defender choosing at each
   * of its states a reply after which the attacker's shortest mate is the longest: the table's
   * lengths are only upper bounds, so each reply is checked by a search of its own, bounded one ply
   * short of the length it must hold. The length is the smallest from {@code atLeast} on that a
   * search proves. Costly: a search per attacker's state of the line and one per defender's reply
   * looked at, all on the nodes and the clock of this search. The board ends in the state it
   * started in.
   *
   * @param atLeast a length within which the state has no shorter mate: no search bounded at {@code
   *     atLeast - 1} plies proved one
   * @param atMost a length within which a search proved a mate
   * @return the line, or null if the limits ran out or the searches contradict each other (the
   *     graph-history interaction of {@link MateSolver}'s caveat)
   */
  List<M> shortestLine(int atLeast, int atMost) {
    int length = atLeast;
    while (!provesWithin(0, length)) {
      if (stopped || length >= atMost) {
        return null;
      }
      length++;
    }
    List<M> line = new ArrayList<>();
    try {
      boolean proved = true; // the table holds a proof of the current state within `left` plies
      for (int ply = 0, left = length; ; ply++, left--) {
        path[ply] = board.hash();
        if (board.generate(movesAt(ply)) == 0) {
          return left == 0 && board.outcome().filter(this::isAttackerWin).isPresent() ? line : null;
        }
        if (left == 0 || (!proved && !provesWithin(ply, left))) {
          return null;
        }
        boolean or = isAttackerTeam(board.sideToMove());
        int next = or ? provedChild(ply) : longestDefence(ply, left);
        if (next < 0 && or && provesWithin(ply, left)) {
          next = provedChild(ply); // the table lost the proved move: prove the state once more
        }
        if (next < 0) {
          return null;
        }
        proved = or; // an attacker's move leaves its proof in the table; a checked reply does not
        line.add(board.decode(next));
        board.push(next);
      }
    } finally {
      for (int i = 0; i < line.size(); i++) {
        board.pop();
      }
    }
  }

  /**
   * A defender's reply from the state at a ply, whose shortest mate is {@code left} plies, after
   * which no mate comes within {@code left - 2} plies: the replies tried from the longest stored
   * length down, since the table, holding the state's proof, usually knows the right one (the
   * replies it lost, last).
   *
   * @return the reply's code, or -1 if the limits ran out or every reply mates sooner
   */
  private int longestDefence(int ply, int left) {
    int count = children(ply, false);
    listChildren(ply, count, false);
    long[] order = new long[count]; // stored length above, index below, sorted longest first
    for (int i = 0; i < count; i++) {
      lookup(ply, i);
      // a reply whose proof the table lost comes last: its own search below settles it anyway
      int stored = childProof == 0 ? childLength : -1;
      order[i] = (long) (Integer.MAX_VALUE - stored) << 32 | i;
    }
    Arrays.sort(order);
    int[] replies = new int[count];
    for (int i = 0; i < count; i++) {
      replies[i] = moves[ply].get((int) order[i]);
    }
    for (int reply : replies) {
      board.push(reply);
      path[ply + 1] = board.hash();
      boolean sooner = left >= 2 && mateWithin(ply + 1, left - 2);
      board.pop();
      if (stopped) {
        return -1;
      }
      if (!sooner) {
        return reply;
      }
    }
    return -1;
  }

  /** Whether the state at a ply is won within {@code plies} plies, by the searches of this run. */
  private boolean mateWithin(int ply, int plies) {
    if (plies == 0) {
      return board.generate(movesAt(ply)) == 0
          && board.outcome().filter(this::isAttackerWin).isPresent();
    }
    return provesWithin(ply, plies);
  }

  /**
   * Searches the state at a ply, the line above it kept in the path, with lines at most {@code
   * plies} more plies long, and tells whether it proved a mate.
   */
  private boolean provesWithin(int ply, int plies) {
    searchFrom(ply, ply + plies);
    int slot = usable(board.hash(), ply);
    return !stopped && slot >= 0 && table.proof(slot) == 0;
  }

  /**
   * Searches from the state at a ply, lines ending at ply {@code depth}: a search of its own, whose
   * disproofs through a repetition of its lines the later ones do not trust (another line reaching
   * the state, or the same with another bound, may not repeat).
   */
  private void searchFrom(int ply, int depth) {
    this.depth = depth;
    search++;
    prove(ply);
  }

  /**
   * Whether the last run ran out of nodes or time, or was stopped by the signal.
   *
   * @return true if the limits stopped it
   */
  boolean stopped() {
    return stopped;
  }

  /**
   * Whether the last run proved a mate, even where it then failed to walk the line and answered
   * {@link MateStatus#UNKNOWN}.
   *
   * @return true if the state was proved within the run's depth
   */
  boolean proved() {
    return rootProved;
  }

  /**
   * When the last run {@linkplain #proved() proved} a mate, the length of the table's line: the
   * mate is no longer.
   *
   * @return the plies, or 0 if the last run proved nothing
   */
  int provedLength() {
    return rootLength;
  }

  /**
   * The longest line of the last run.
   *
   * @return its plies
   */
  int depth() {
    return depth;
  }

  /**
   * The nodes visited by every run so far.
   *
   * @return the count
   */
  long nodes() {
    return nodes;
  }

  /**
   * Expands the state at a ply at least once, then until it is solved or the search stops: once
   * even if the table holds it solved, to rebuild a proof whose parts the table lost.
   */
  private void prove(int ply) {
    do {
      expand(ply, INFINITE, INFINITE);
    } while (!stopped && !isSolved(ply));
  }

  private boolean isSolved(int ply) {
    int slot = usable(board.hash(), ply);
    return slot >= 0 && (table.proof(slot) == 0 || table.disproof(slot) == 0);
  }

  /**
   * The table's slot for a state at a ply, unless what it holds does not hold there: a mate longer
   * than the plies left, or a disproof worked out with fewer plies left (a line cut by the depth
   * there may mate from here, reached sooner by a transposition).
   *
   * @return the slot, or -1 if the table does not hold the state or its numbers do not hold here
   */
  private int usable(long hash, int ply) {
    int slot = table.find(hash);
    if (slot < 0) {
      return -1;
    }
    int left = depth - ply;
    boolean holds =
        table.proof(slot) == 0
            ? table.length(slot) <= left
            : table.disproof(slot) != 0
                || (table.reach(slot) >= left
                    && (table.loopedIn(slot) == 0 || table.loopedIn(slot) == search));
    return holds ? slot : -1;
  }

  /**
   * The df-pn step: works below the current state until its proof number reaches {@code proofLimit}
   * or its disproof number {@code disproofLimit}, then stores its numbers. Recursion is bounded by
   * the run's depth, at most {@link MateLimits#maxPlies()}.
   */
  private void expand(int ply, int proofLimit, int disproofLimit) {
    long start = nodes;
    if (++nodes >= limits.maxNodes() || (nodes % MateLimits.POLL_INTERVAL == 0 && mustStop())) {
      stopped = true;
      return;
    }
    long hash = board.hash();
    path[ply] = hash;
    boolean or = isAttackerTeam(board.sideToMove());
    int count = children(ply, or);
    if (count == 0 && (!or || !board.hasLegalMove())) {
      boolean won = board.outcome().filter(this::isAttackerWin).isPresent();
      // the game's own end: it holds however many plies are left
      table.store(hash, won ? 0 : INFINITE, won ? INFINITE : 0, 0, UNBOUNDED, false, 0, 1);
      storeByHand(won, 0);
      return;
    }
    if (ply == depth) {
      table.store(hash, INFINITE, 0, 0, 0, true, 0, 1);
      return;
    }
    listChildren(ply, count, or);
    while (true) {
      // One pass over the children: this state's numbers, its most proving child and the runner-up.
      long sum = 0;
      boolean infinite = false; // a child's summed number is infinite
      int min = INFINITE;
      int second = INFINITE;
      int best = -1;
      int bestProof = 0;
      int bestDisproof = 0;
      int length = or ? Integer.MAX_VALUE : 0;
      boolean boundedChild = false; // a child's disproof hinged on the bound or the line
      boolean freeChild = false; // a child is disproved whatever the bound and the line
      boolean cutChild = false; // a child's disproof hinged on the bound
      boolean uncutChild = false; // a child's disproof did not
      boolean loopedChild = false; // a child's disproof hinged on a repetition of the line
      boolean unloopedChild = false; // a child's disproof did not
      for (int i = 0; i < count; i++) {
        if (!or) {
          // a delayed child waits until the one before it in its group is proved
          int previous = groupPrevious[ply][i];
          if (previous >= 0 && !provedScratch[previous]) {
            provedScratch[i] = false;
            continue;
          }
        }
        lookup(ply, i);
        provedScratch[i] = childProof == 0;
        if (childDisproof == 0) {
          boundedChild |= childReach != UNBOUNDED;
          freeChild |= childReach == UNBOUNDED;
          cutChild |= childCut;
          uncutChild |= !childCut;
          loopedChild |= childLooped;
          unloopedChild |= !childLooped;
        }
        int key = or ? childProof : childDisproof; // the number the mover minimises
        int other = or ? childDisproof : childProof; // the number that adds up
        infinite |= other >= INFINITE;
        sum += other;
        if (key < min) {
          second = min;
          min = key;
          best = i;
          bestProof = childProof;
          bestDisproof = childDisproof;
        } else if (key < second) {
          second = key;
        }
        if (childProof == 0) {
          length = or ? Math.min(length, childLength + 1) : Math.max(length, childLength + 1);
        }
      }
      int summed = infinite ? INFINITE : (int) Math.min(sum, INFINITE - 1);
      int proof = or ? min : summed;
      int disproof = or ? summed : min;
      // No threshold control for cycles (Kishimoto's): the child just expanded stored the numbers
      // read here, so each step moves these. Raising the thresholds wherever a child had been met
      // higher up sent the search down lines of a hundred plies of checks, missing short mates.
      if (proof == 0 || disproof == 0 || proof >= proofLimit || disproof >= disproofLimit) {
        // a disproof is the game's when every move fails whatever the bound and the line (OR), or
        // one reply holds so (AND); else it holds only where as few plies are left, and the bound
        // decided it when it decided a move's (OR) or every reply's (AND)
        boolean free = disproof == 0 && (or ? !boundedChild : freeChild);
        boolean cut = disproof == 0 && !free && (or ? cutChild : !uncutChild);
        boolean looped = disproof == 0 && (or ? loopedChild : !unloopedChild);
        table.store(
            hash,
            proof,
            disproof,
            proof == 0 ? length : 0,
            free ? UNBOUNDED : depth - ply,
            cut,
            looped ? search : 0,
            nodes - start);
        if (proof == 0 || free) {
          storeByHand(proof == 0, length);
        }
        return;
      }
      int childProofLimit;
      int childDisproofLimit;
      if (or) {
        childProofLimit = Math.min(proofLimit, slack(second));
        childDisproofLimit = saturate((long) disproofLimit - disproof + bestDisproof);
      } else {
        childProofLimit = saturate((long) proofLimit - proof + bestProof);
        childDisproofLimit = Math.min(disproofLimit, slack(second));
      }
      board.push(moves[ply].get(best));
      expand(ply + 1, childProofLimit, childDisproofLimit);
      board.pop();
      if (stopped) {
        return;
      }
    }
  }

  /**
   * Lists the moves the search tries from the current state, at a ply: the attacker's that its rule
   * keeps at an OR state (without listing the others, so a board that tells its checks at once
   * lists no drop that does not check), every legal move at an AND state.
   *
   * @return the number of moves listed
   */
  private int children(int ply, boolean or) {
    MoveList list = movesAt(ply);
    return or ? rule.select(board, list) : board.generate(list);
  }

  /**
   * Keeps the moves the search tries at a ply, as {@link #children} listed them, records the hash
   * after each and marks their first guesses as not worked out: {@link #guess} does that when the
   * table first lacks a child.
   *
   * @param count the number of moves listed
   */
  private void listChildren(int ply, int count, boolean or) {
    MoveList list = moves[ply];
    if (childHashes[ply].length < count) {
      childHashes[ply] = new long[Math.max(list.size(), 2 * childHashes[ply].length)];
      childGuesses[ply] = new int[childHashes[ply].length];
      childDisproofGuesses[ply] = new int[childHashes[ply].length];
      groupPrevious[ply] = new int[childHashes[ply].length];
    }
    if (provedScratch.length < count) {
      provedScratch = new boolean[Math.max(count, 2 * provedScratch.length)];
    }
    if (!or) {
      linkGroups(list, groupPrevious[ply]);
    }
    if (hands && childPlacements[ply].length < childHashes[ply].length) {
      childPlacements[ply] = new long[childHashes[ply].length];
      childHands[ply] = new long[childHashes[ply].length];
    }
    for (int i = 0; i < count; i++) {
      // pushed in the generated order: a board checks the code at once
      board.push(list.get(i));
      childHashes[ply][i] = board.hash();
      if (hands) {
        childPlacements[ply][i] = board.hashWithoutHands();
        childHands[ply][i] = board.hand(attacker);
      }
      board.pop();
      childGuesses[ply][i] = UNGUESSED;
    }
    orAt[ply] = or;
  }

  /**
   * Links each move of a list to the previous move of its {@linkplain SearchBoard#delayGroup delay
   * group}, -1 for the first of a group or a move in none.
   *
   * @param list moves listed in the board's current state
   * @param previous where the links go, at least as long as the list
   */
  private void linkGroups(MoveList list, int[] previous) {
    int count = list.size();
    int[] keys = keys(count);
    for (int i = 0; i < count; i++) {
      int key = board.delayGroup(list.get(i));
      keys[i] = key;
      if (key < 0) {
        previous[i] = -1;
      } else if (key < SMALL_KEYS) {
        previous[i] = lastOfKey[key];
        lastOfKey[key] = i;
      } else {
        previous[i] = lastIndexOf(keys, key, i);
      }
    }
    for (int i = 0; i < count; i++) {
      if (keys[i] >= 0 && keys[i] < SMALL_KEYS) {
        lastOfKey[keys[i]] = -1; // back to empty for the next list
      }
    }
  }

  /**
   * The number of {@linkplain SearchBoard#delayGroup delay groups} of a list, each move in none
   * counting as one: the proof number of an AND state whose children are all unproved.
   *
   * @param list moves listed in the board's current state
   * @return the count, at least 1 when the list is not empty
   */
  private int countGroups(MoveList list) {
    int count = list.size();
    int[] keys = keys(count);
    long low = 0; // the keys 0 to 63 met so far
    long high = 0; // and 64 to 127
    int groups = 0;
    for (int i = 0; i < count; i++) {
      int key = board.delayGroup(list.get(i));
      keys[i] = key;
      boolean first;
      if (key < 0) {
        first = true;
      } else if (key < 64) {
        first = (low & 1L << key) == 0;
        low |= 1L << key;
      } else if (key < SMALL_KEYS) {
        first = (high & 1L << (key - 64)) == 0;
        high |= 1L << (key - 64);
      } else {
        first = lastIndexOf(keys, key, i) < 0;
      }
      groups += first ? 1 : 0;
    }
    return groups;
  }

  /** The scratch array of keys, at least {@code count} long. */
  private int[] keys(int count) {
    if (keyScratch.length < count) {
      keyScratch = new int[Math.max(count, 2 * keyScratch.length)];
    }
    return keyScratch;
  }

  /** The last index below {@code end} holding a key, or -1. */
  private static int lastIndexOf(int[] keys, int key, int end) {
    for (int j = end - 1; j >= 0; j--) {
      if (keys[j] == key) {
        return j;
      }
    }
    return -1;
  }

  /**
   * Works out the first guess of a child's numbers, when the table first lacks them: at an OR state
   * from the defender's replies ({@link #firstProof}), at an AND state from the attacker's moves
   * ({@link #firstDisproof}). Only then, since most children are in the table by the time their
   * parent is expanded again, and a guess lists the child's moves.
   */
  private void guess(int ply, int child) {
    board.push(moves[ply].get(child));
    if (orAt[ply]) {
      int proof = firstProof();
      childGuesses[ply][child] = proof;
      childDisproofGuesses[ply][child] = proof == 0 ? INFINITE : proof == INFINITE ? 0 : 1;
    } else {
      int disproof = firstDisproof();
      childGuesses[ply][child] = disproof == 0 ? INFINITE : disproof == INFINITE ? 0 : 1;
      childDisproofGuesses[ply][child] = disproof;
    }
    board.pop();
  }

  /**
   * The first guess of the current state's proof number, the state reached by an attacker's move:
   * the defender's replies, each to be refuted (df-pn+ style), 1 if the attacker moves again; 0 or
   * {@link #INFINITE} if the state has no move and the attacker has won or not.
   */
  private int firstProof() {
    int count = board.generate(replies);
    if (count == 0) {
      return board.outcome().filter(this::isAttackerWin).isPresent() ? 0 : INFINITE;
    }
    return isAttackerTeam(board.sideToMove()) ? 1 : countGroups(replies);
  }

  /**
   * The first guess of the current state's disproof number, the state reached by a defender's move:
   * the attacker's moves its rule keeps, each to be refuted, 1 if the defender moves again; 0 or
   * {@link #INFINITE} if the state has no move and the attacker has lost or won, 0 too when the
   * attacker has no move its rule keeps.
   */
  private int firstDisproof() {
    boolean attacks = isAttackerTeam(board.sideToMove());
    // the rule's moves listed alone: a board that tells its checks at once lists no other drop
    int count = attacks ? rule.select(board, replies) : board.generate(replies);
    if (count == 0 && (!attacks || !board.hasLegalMove())) {
      return board.outcome().filter(this::isAttackerWin).isPresent() ? INFINITE : 0;
    }
    return attacks ? count : 1;
  }

  /**
   * Sets the child fields to the numbers of a child of the state at a ply: disproved if it repeats
   * a state of the current line (a cycle wins nothing for the attacker), the table's if held, else
   * the first guess of {@link #listChildren}.
   */
  private void lookup(int ply, int child) {
    long hash = childHashes[ply][child];
    for (int i = 0; i <= ply; i++) {
      if (path[i] == hash) {
        childProof = INFINITE;
        childDisproof = 0;
        childLength = 0;
        childReach = 0; // the line decided it: the state reached by another may not repeat
        childCut = false;
        childLooped = true;
        return;
      }
    }
    int slot = usable(hash, ply + 1);
    if (hands && (slot < 0 || table.proof(slot) != 0)) {
      long placement = childPlacements[ply][child];
      long hand = childHands[ply][child];
      int length = table.provedByHand(placement, hand, depth - (ply + 1));
      if (length >= 0 || (slot < 0 && table.disprovedByHand(placement, hand))) {
        // a proof with a hand this one covers, or a lasting disproof with one covering this
        childProof = length >= 0 ? 0 : INFINITE;
        childDisproof = length >= 0 ? INFINITE : 0;
        childLength = Math.max(length, 0);
        childReach = UNBOUNDED;
        childCut = false;
        childLooped = false;
        return;
      }
    }
    if (slot < 0) {
      if (childGuesses[ply][child] == UNGUESSED) {
        guess(ply, child);
      }
      childProof = childGuesses[ply][child];
      childDisproof = childDisproofGuesses[ply][child];
      childLength = 0;
      childReach = UNBOUNDED; // a first guess disproves only a state without moves or checks
      childCut = false;
      childLooped = false;
      return;
    }
    childProof = table.proof(slot);
    childDisproof = table.disproof(slot);
    childLength = table.length(slot);
    childReach = table.reach(slot);
    childCut = table.cut(slot);
    childLooped = table.loopedIn(slot) != 0;
  }

  /**
   * Walks the proof from the root: at an OR state the proved move with the shortest mate, at an AND
   * state the move with the longest, the first in generation order on ties. A state whose proof the
   * table lost is proved again. The board ends where it started.
   *
   * @return the line, ending in a state the attacker won; null if the limits ran out or the walk
   *     failed to reach a win within the depth
   */
  private List<M> mateLine() {
    List<M> line = new ArrayList<>();
    try {
      for (int ply = 0; ply <= depth; ply++) {
        path[ply] = board.hash();
        if (board.generate(movesAt(ply)) == 0) {
          return board.outcome().filter(this::isAttackerWin).isPresent() ? line : null;
        }
        int next = provedChild(ply);
        if (next < 0) {
          prove(ply); // the table lost part of the proof: rebuild it here
          next = provedChild(ply);
        }
        if (next < 0) {
          return null;
        }
        line.add(board.decode(next));
        board.push(next);
      }
      return null;
    } finally {
      for (int i = 0; i < line.size(); i++) {
        board.pop();
      }
    }
  }

  /**
   * The move the line takes from the current state at a ply.
   *
   * @return the move's code, or -1 if the table does not hold a proof for it
   */
  private int provedChild(int ply) {
    boolean or = isAttackerTeam(board.sideToMove());
    int count = children(ply, or);
    listChildren(ply, count, or);
    int chosen = -1;
    int chosenLength = or ? Integer.MAX_VALUE : -1;
    for (int i = 0; i < count; i++) {
      lookup(ply, i);
      if (childProof != 0) {
        if (or) {
          continue;
        }
        return -1; // an AND state is proved only when every reply is
      }
      if (or ? childLength < chosenLength : childLength > chosenLength) {
        chosen = i;
        chosenLength = childLength;
      }
    }
    return chosen < 0 ? -1 : moves[ply].get(chosen);
  }

  /** The move list of a ply, made on first use: most searches stay far above the deepest ply. */
  private MoveList movesAt(int ply) {
    if (moves[ply] == null) {
      moves[ply] = new MoveList(64);
      childHashes[ply] = new long[64];
      childGuesses[ply] = new int[64];
      childDisproofGuesses[ply] = new int[64];
      groupPrevious[ply] = new int[64];
      childPlacements[ply] = new long[hands ? 64 : 0];
      childHands[ply] = new long[hands ? 64 : 0];
    }
    return moves[ply];
  }

  /**
   * Keeps the current state's proof, or its disproof that holds however the state is reached, by
   * its placement and the attacker's hand, where hands count.
   */
  private void storeByHand(boolean proved, int length) {
    if (hands) {
      table.storeByHand(board.hashWithoutHands(), board.hand(attacker), proved, length);
    }
  }

  /** Whether the stop signal is raised or the time budget spent. */
  private boolean mustStop() {
    return limits.stop().getAsBoolean()
        || (limits.time().isPresent() && System.nanoTime() - deadline > 0);
  }

  private boolean isAttackerTeam(Side side) {
    return side.team().equals(attacker.team());
  }

  private boolean isAttackerWin(Outcome outcome) {
    return outcome.isWinFor(attacker);
  }

  /**
   * The threshold of the most proving child, from its runner-up's number: a quarter beyond it
   * (Pawlewicz and Lew's 1 + epsilon trick), so that the search does not swap between two close
   * siblings at every step.
   */
  private static int slack(int second) {
    return saturate(second + 1L + (second >> 2));
  }

  private static int saturate(long value) {
    return (int) Math.min(value, INFINITE);
  }
}
