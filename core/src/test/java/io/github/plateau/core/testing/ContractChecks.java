package io.github.plateau.core.testing;

import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.MoveList;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Perft;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.Position;
import io.github.plateau.core.RandomPlayer;
import io.github.plateau.core.Reason;
import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.Side;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Function;

/**
 * The core contracts, checked on one game: each method throws an {@link AssertionError} that names
 * the seed, the start position and the (shrunk) move sequence that shows the failure.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public final class ContractChecks<P extends Position<P, M>, M> {
  private final Game<P, M> game;

  /**
   * Checks for a game.
   *
   * @param game the game under test
   */
  public ContractChecks(Game<P, M> game) {
    this.game = game;
  }

  /**
   * Plays seeded random games and checks every position they pass through with {@link #checkLine}.
   * A failure is shrunk to the shortest sequence of moves that still shows it.
   *
   * @param start where every game starts
   * @param seed the first seed; game {@code i} uses {@code seed + i}
   * @param games how many games
   * @param maxPlies the longest game
   */
  public void checkPlayouts(P start, long seed, int games, int maxPlies) {
    for (int g = 0; g < games; g++) {
      RandomPlayer<P, M> player = new RandomPlayer<>(seed + g);
      List<P> line = new ArrayList<>();
      List<M> moves = new ArrayList<>();
      line.add(start);
      while (true) {
        AssertionError failure = failureOf(line);
        if (failure != null) {
          throw shrunk(start, moves, seed + g, failure);
        }
        P position = line.get(line.size() - 1);
        if (position.legalMoves().isEmpty() || moves.size() == maxPlies) {
          break;
        }
        M move = player.choose(position);
        moves.add(move);
        line.add(position.play(move));
      }
    }
  }

  private AssertionError failureOf(List<P> line) {
    try {
      checkLine(line);
      return null;
    } catch (AssertionError e) {
      return e;
    } catch (RuntimeException e) {
      return new AssertionError("unexpected " + e, e);
    }
  }

  private AssertionError shrunk(P start, List<M> moves, long seed, AssertionError failure) {
    List<M> shortest = Shrinker.shrink(start, moves, line -> failureOf(line) != null);
    List<P> line = Shrinker.replay(start, shortest);
    AssertionError last = line == null ? failure : failureOf(line);
    AssertionError reported = last == null ? failure : last;
    return new AssertionError(
        "seed "
            + seed
            + ", from "
            + start
            + ", after "
            + describe(start, shortest)
            + " (shrunk from "
            + moves.size()
            + " plies): "
            + reported.getMessage(),
        reported);
  }

  /**
   * Writes a move sequence for a failure message, in standard notation where possible.
   *
   * @param start where the moves are played from
   * @param moves the moves
   * @return {@code "2 moves: b2 a1"}
   */
  public String describe(P start, List<M> moves) {
    StringBuilder out = new StringBuilder();
    out.append(moves.size()).append(moves.size() == 1 ? " move:" : " moves:");
    P position = start;
    for (M move : moves) {
      String text;
      try {
        text = game.formatMove(position, move);
      } catch (RuntimeException e) {
        text = String.valueOf(move);
      }
      out.append(' ').append(text);
      position = position.play(move);
    }
    return out.toString();
  }

  /**
   * The invariants of the last position of a line of play; the one before it, if any, supplies
   * moves that come from another position.
   *
   * @param line positions, each reached from the one before by a legal move
   */
  public void checkLine(List<P> line) {
    P p = line.get(line.size() - 1);
    P previous = line.size() > 1 ? line.get(line.size() - 2) : null;
    List<M> moves = p.legalMoves();
    check(moves != null, "legalMoves() is null", p);
    check(game.sides().contains(p.sideToMove()), "the side to move is not a side of the game", p);
    check(Objects.equals(moves, p.legalMoves()), "legalMoves() changes between calls", p);
    check(new HashSet<>(moves).size() == moves.size(), "legalMoves() lists a move twice", p);
    check(isUnmodifiable(moves), "legalMoves() can be modified", p);
    check(
        p.outcome().isPresent() == moves.isEmpty(),
        "outcome " + p.outcome() + " with " + moves.size() + " legal moves",
        p);
    check(p.perft(1) == moves.size(), "perft(1) = " + p.perft(1) + " != " + moves.size(), p);
    check(!p.diagram().isEmpty(), "empty diagram", p);
    check(p.game().equals(game), "game() is " + p.game().name() + ", not the game under test", p);
    check(p.samePosition(p), "samePosition() is false for the position itself", p);
    checkRoundTrip(p);

    String text = p.toString();
    long hash = p.hash();
    Set<String> texts = new HashSet<>();
    for (M move : moves) {
      check(p.isLegal(move), "isLegal is false for listed move " + move, p);
      String moveText = game.formatMove(p, move);
      check(texts.add(moveText), "two legal moves are written " + moveText, p);
      M read = game.parseMove(p, moveText);
      check(move.equals(read), move + " is written " + moveText + " but read as " + read, p);
      P child = p.play(move);
      check(
          child.hash() == game.parse(child.toString()).hash(),
          "after " + moveText + " the hash differs from the hash of the same position parsed",
          p);
    }
    check(text.equals(p.toString()) && hash == p.hash(), "play() changed the position", p);

    if (previous != null) {
      Set<M> legal = new HashSet<>(moves);
      for (M foreign : previous.legalMoves()) {
        if (!legal.contains(foreign)) {
          check(
              !p.isLegal(foreign), "isLegal accepts " + foreign + " from the previous position", p);
          expectIllegal(() -> p.play(foreign), "play", foreign, p);
          expectIllegal(() -> game.formatMove(p, foreign), "formatMove", foreign, p);
        }
      }
    }
  }

  private void checkRoundTrip(P p) {
    String text = p.toString();
    P q;
    try {
      q = game.parse(text);
    } catch (RuntimeException e) {
      throw new AssertionError("its own text does not parse: " + e + " in " + text, e);
    }
    check(q.equals(p) && p.equals(q), "parse(toString()) is not an equal position", p);
    check(q.hash() == p.hash(), "parse(toString()) has another hash", p);
    check(q.samePosition(p), "parse(toString()) is not samePosition()", p);
    check(q.inCheck() == p.inCheck(), "parse(toString()) has another inCheck()", p);
    check(q.hashCode() == p.hashCode(), "parse(toString()) has another hashCode", p);
    check(q.toString().equals(text), "parse(toString()).toString() is " + q, p);
    check(q.legalMoves().equals(p.legalMoves()), "parse(toString()) has other moves", p);
    check(q.outcome().equals(p.outcome()), "parse(toString()) has another outcome", p);
  }

  private void expectIllegal(Runnable action, String what, M move, P p) {
    try {
      action.run();
    } catch (IllegalMoveException e) {
      check(!e.getMessage().isEmpty(), what + " of " + move + ": empty message", p);
      return;
    } catch (RuntimeException e) {
      throw new AssertionError(what + " of foreign move " + move + " threw " + e + " in " + p, e);
    }
    throw new AssertionError(what + " accepts " + move + " from the previous position in " + p);
  }

  private static boolean isUnmodifiable(List<?> list) {
    try {
      list.add(null);
      return false;
    } catch (UnsupportedOperationException e) {
      return true;
    } catch (RuntimeException e) {
      return false;
    }
  }

  private static void check(boolean condition, String problem, Object position) {
    if (!condition) {
      throw new AssertionError(problem + " in " + position);
    }
  }

  /**
   * Plays seeded random games through {@link GameRecord} and checks its bookkeeping: ply and
   * history, undo, the outcome (the position's own when it has one), resignation, no move after the
   * end. The first failing ply is reported, which is the shortest failing prefix.
   *
   * @param start where every game starts
   * @param seed the first seed; game {@code i} uses {@code seed + i}
   * @param games how many games
   * @param maxPlies the longest game
   */
  public void checkRecords(P start, long seed, int games, int maxPlies) {
    for (int g = 0; g < games; g++) {
      RandomPlayer<P, M> player = new RandomPlayer<>(seed + g);
      GameRecord<P, M> record = GameRecord.start(game, start);
      try {
        while (!record.isOver() && record.ply() < maxPlies) {
          GameRecord<P, M> next = record.play(player.choose(record.current()));
          checkStep(record, next);
          record = next;
        }
        checkHistory(record);
      } catch (AssertionError | RuntimeException e) {
        throw new AssertionError(
            "seed "
                + (seed + g)
                + ", from "
                + start
                + ", after "
                + describe(start, record.moves())
                + ": "
                + e.getMessage(),
            e);
      }
    }
  }

  private void checkStep(GameRecord<P, M> before, GameRecord<P, M> after) {
    M move = after.moves().get(after.ply() - 1);
    P expected = before.current().play(move);
    check(after.ply() == before.ply() + 1, "ply did not grow by one", after.current());
    check(after.undo() == before, "undo() is not the record before the move", after.current());
    check(after.current().equals(expected), "current() is not the played position", expected);
    if (expected.outcome().isPresent()) {
      check(
          after.outcome().equals(expected.outcome()),
          "the record's outcome "
              + after.outcome()
              + " is not the position's "
              + expected.outcome(),
          expected);
    }
    if (!after.isOver() && teams(game.sides()) == 2) {
      Side side = after.current().sideToMove();
      Outcome resigned = after.resign(side).outcome().orElseThrow();
      check(
          resigned.reason() == Reason.RESIGNATION && !resigned.isWinFor(side) && !after.isOver(),
          "resignation of " + side + " gave " + resigned,
          expected);
    }
  }

  /** The number of teams among the sides. */
  private static int teams(List<Side> sides) {
    return (int) sides.stream().map(Side::team).distinct().count();
  }

  private void checkHistory(GameRecord<P, M> record) {
    List<M> moves = record.moves();
    List<P> positions = record.positions();
    check(moves.size() == record.ply(), "moves() has not ply() moves", record.current());
    check(positions.size() == record.ply() + 1, "positions() is not ply() + 1", record.current());
    for (int i = 0; i < moves.size(); i++) {
      check(
          positions.get(i).play(moves.get(i)).equals(positions.get(i + 1)),
          "positions() does not follow moves() at ply " + i,
          positions.get(i));
    }
    if (record.isOver()) {
      P position = record.current();
      List<M> moves2 = position.legalMoves();
      if (!moves2.isEmpty()) {
        try {
          record.play(moves2.get(0));
          throw new AssertionError("a move was accepted after the end: " + record.outcome());
        } catch (IllegalMoveException expected) {
          // the record refuses moves once over
        }
      }
    }
  }

  /**
   * Positions met along seeded random games, for the checks that are too slow for every position.
   *
   * @param start where every game starts
   * @param seed the first seed
   * @param games how many games
   * @param maxPlies the longest game
   * @param every keep one position in this many
   * @return the sampled positions, the start first
   */
  public List<P> sample(P start, long seed, int games, int maxPlies, int every) {
    List<P> samples = new ArrayList<>();
    samples.add(start);
    for (int g = 0; g < games; g++) {
      RandomPlayer<P, M> player = new RandomPlayer<>(seed + g);
      P position = start;
      for (int ply = 1; ply <= maxPlies && !position.legalMoves().isEmpty(); ply++) {
        position = position.play(player.choose(position));
        if (ply % every == 0) {
          samples.add(position);
        }
      }
    }
    return samples;
  }

  /**
   * Each text must be rejected with a {@link NotationException} or an {@link
   * IllegalPositionException} carrying a message.
   *
   * @param texts texts that are not valid positions
   */
  public void checkMalformedPositions(List<String> texts) {
    for (String text : texts) {
      try {
        P parsed = game.parse(text);
        throw new AssertionError("parse accepted \"" + text + "\" as " + parsed);
      } catch (NotationException | IllegalPositionException e) {
        checkMessage(text, e);
      } catch (RuntimeException e) {
        throw new AssertionError("parse(\"" + text + "\") threw " + e, e);
      }
    }
  }

  /**
   * Mutated position texts: each parses to a position that round-trips, or is rejected with a
   * documented exception; nothing else.
   *
   * @param samples positions whose texts are mutated
   * @param seed the seed of the mutations
   * @param mutations how many per sample
   */
  public void checkPositionFuzz(List<P> samples, long seed, int mutations) {
    SplittableRandom random = new SplittableRandom(seed);
    expectDocumented(null, () -> game.parse(null));
    expectDocumented("", () -> game.parse(""));
    for (P sample : samples) {
      for (int i = 0; i < mutations; i++) {
        String text = Fuzz.mutate(sample.toString(), random);
        try {
          checkRoundTrip(game.parse(text));
        } catch (NotationException | IllegalPositionException e) {
          checkMessage(text, e);
        } catch (AssertionError e) {
          throw new AssertionError(
              "seed " + seed + ", text \"" + text + "\": " + e.getMessage(), e);
        } catch (RuntimeException e) {
          throw new AssertionError("seed " + seed + ": parse(\"" + text + "\") threw " + e, e);
        }
      }
    }
  }

  /**
   * Mutated and random move texts: each is read as a legal move or rejected with a documented
   * exception; nothing else.
   *
   * @param samples positions the texts are read in
   * @param seed the seed of the mutations
   * @param texts how many texts per sample
   */
  public void checkMoveFuzz(List<P> samples, long seed, int texts) {
    SplittableRandom random = new SplittableRandom(seed);
    for (P sample : samples) {
      List<M> moves = sample.legalMoves();
      StringBuilder alphabet = new StringBuilder();
      List<String> written = new ArrayList<>();
      for (M move : moves) {
        String text = game.formatMove(sample, move);
        written.add(text);
        alphabet.append(text);
      }
      expectDocumented(null, () -> game.parseMove(sample, null));
      for (int i = 0; i < texts; i++) {
        String text =
            written.isEmpty() || random.nextInt(4) == 0
                ? Fuzz.noise(alphabet.toString(), random)
                : Fuzz.mutate(written.get(random.nextInt(written.size())), random);
        try {
          M move = game.parseMove(sample, text);
          check(moves.contains(move), "parseMove(\"" + text + "\") gave illegal " + move, sample);
        } catch (NotationException | IllegalMoveException e) {
          checkMessage(text, e);
        } catch (RuntimeException e) {
          throw new AssertionError(
              "seed " + seed + ": parseMove(\"" + text + "\") threw " + e + " in " + sample, e);
        }
      }
    }
  }

  private static void expectDocumented(String text, Runnable action) {
    try {
      action.run();
      throw new AssertionError("accepted " + (text == null ? "null" : "\"" + text + "\""));
    } catch (PlateauException | IllegalArgumentException e) {
      checkMessage(text, e);
    } catch (RuntimeException e) {
      throw new AssertionError((text == null ? "null" : "\"" + text + "\"") + " threw " + e, e);
    }
  }

  private static void checkMessage(String text, RuntimeException e) {
    if (e.getMessage() == null || e.getMessage().isBlank()) {
      throw new AssertionError("no message for \"" + text + "\": " + e, e);
    }
    if (e instanceof NotationException n && text != null) {
      if (n.offset() < 0 || n.offset() > n.input().length()) {
        throw new AssertionError("offset " + n.offset() + " outside \"" + n.input() + "\"", e);
      }
    }
  }

  /**
   * Walks seeded random games on one {@link SearchBoard} and checks it against the immutable
   * positions at every state: {@code generate} lists the codes of {@code legalMoves()} in order,
   * {@code decode} and {@code encode} invert each other, hash, side, check, outcome and {@code
   * position()} agree, every move pushed then popped restores the state, a code that is not legal
   * is refused without a change, and on the way back every {@code pop} restores the hash and the
   * move list exactly. A failure is shrunk like the playouts'.
   *
   * @param start where every walk starts
   * @param seed the first seed; walk {@code i} uses {@code seed + i}
   * @param walks how many walks
   * @param maxPlies the longest walk
   */
  public void checkSearchBoard(P start, long seed, int walks, int maxPlies) {
    walks(
        "search board",
        seed,
        walks,
        (random, played) -> walkBoard(start, random, maxPlies, played),
        played -> {
          List<M> shrunk =
              Shrinker.shrink(
                  start,
                  played,
                  line -> {
                    replayBoard(line);
                    return false;
                  });
          return "shrunk to " + describe(start, shrunk);
        });
  }

  /** A seeded walk on a search board that adds the moves it plays to {@code played}. */
  private interface Walk<M> {
    void run(SplittableRandom random, List<M> played);
  }

  /**
   * Runs walks from seeds {@code seed}, {@code seed + 1}, ...; the first failure is rethrown with
   * its seed and the moves that {@code line} words from those played.
   */
  private void walks(
      String what, long seed, int walks, Walk<M> walk, Function<List<M>, String> line) {
    for (int g = 0; g < walks; g++) {
      List<M> played = new ArrayList<>();
      try {
        walk.run(new SplittableRandom(seed + g), played);
      } catch (AssertionError | RuntimeException e) {
        AssertionError failure =
            e instanceof AssertionError a ? a : new AssertionError("threw " + e, e);
        throw new AssertionError(
            what
                + ", seed "
                + (seed + g)
                + ": "
                + failure.getMessage()
                + "; "
                + line.apply(List.copyOf(played)),
            failure);
      }
    }
  }

  private void walkBoard(P start, SplittableRandom random, int maxPlies, List<M> played) {
    SearchBoard<P, M> board = start.searchBoard();
    List<long[]> hashes = new ArrayList<>();
    List<int[]> lists = new ArrayList<>();
    List<P> states = new ArrayList<>();
    MoveList moves = new MoveList(4);
    P p = start;
    expectState(() -> board.pop(), IllegalStateException.class, "pop() on a new board", p);
    for (int ply = 0; ; ply++) {
      int n = checkState(board, p, moves);
      hashes.add(new long[] {board.hash()});
      lists.add(moves.toArray());
      states.add(p);
      if (n == 0 || ply >= maxPlies) {
        break;
      }
      p = push(board, p, moves.get(random.nextInt(n)), played);
    }
    for (int ply = played.size() - 1; ply >= 0; ply--) {
      board.pop();
      check(board.ply() == ply, "ply() is " + board.ply() + " after popping to " + ply, p);
      check(board.hash() == hashes.get(ply)[0], "pop() did not restore the hash", p);
      check(
          board.position().equals(states.get(ply)),
          "pop() did not restore the position, counters included",
          states.get(ply));
      check(board.sideToMove() == states.get(ply).sideToMove(), "pop() kept the side", p);
      check(board.inCheck() == states.get(ply).inCheck(), "pop() kept inCheck()", p);
      board.generate(moves);
      check(
          Arrays.equals(moves.toArray(), lists.get(ply)),
          "pop() did not restore the move list",
          board.position());
    }
    expectState(() -> board.pop(), IllegalStateException.class, "pop() below the start", p);
  }

  /**
   * Walks seeded random games on one {@link SearchBoard} and checks {@link
   * SearchBoard#generateCaptures} at every state: it lists exactly the codes of {@code generate}
   * that {@code isCapture} accepts, in their order, whether it is asked before or after {@code
   * generate}, and leaves the state as it was (hash, move list); each capture it lists pushes to
   * the position its move leads to, before and after {@code generate}, and has one {@link
   * SearchBoard#captureOrder} however often asked; a code that is not legal is still refused by
   * {@code push}, and {@code captureOrder} answers it or any other number, or refuses it with an
   * {@code IllegalMoveException}, leaving the state as it was; {@link SearchBoard#hasLegalMove} is
   * true exactly while the position has no outcome, asked before any list, after the captures alone
   * and after {@code generate}; {@link SearchBoard#isLegal}, asked before any list in half the
   * states, agrees with {@code generate}; and on the way back every {@code pop} restores the
   * captures' list. A failure names the seed and the moves played.
   *
   * @param start where every walk starts
   * @param seed the first seed; walk {@code i} uses {@code seed + i}
   * @param walks how many walks
   * @param maxPlies the longest walk
   */
  public void checkCaptures(P start, long seed, int walks, int maxPlies) {
    walks(
        "generateCaptures",
        seed,
        walks,
        (random, played) -> walkCaptures(start, random, maxPlies, played),
        played -> "after " + describe(start, played));
  }

  private void walkCaptures(P start, SplittableRandom random, int maxPlies, List<M> played) {
    SearchBoard<P, M> board = start.searchBoard();
    MoveList moves = new MoveList(4);
    List<int[]> captures = new ArrayList<>();
    P p = start;
    for (int ply = 0; ; ply++) {
      if (random.nextBoolean()) { // as a search asks of its table's move, before any list
        checkIsLegal(board, p, moves);
      }
      // Half the states are asked for their captures first, before generate lists every move;
      // hasLegalMove is asked before any list (or after the captures alone), then after generate.
      boolean capturesFirst = random.nextBoolean();
      if (!capturesFirst) {
        checkHasLegalMove(board, p);
      }
      int[] listed = capturesFirst ? capturesOf(board, p, moves) : null;
      if (capturesFirst) {
        checkHasLegalMove(board, p);
      }
      int n = board.generate(moves);
      checkHasLegalMove(board, p);
      int[] all = moves.toArray();
      int[] expected = capturesByLookUp(board, all, random);
      if (listed != null) {
        check(
            Arrays.equals(listed, expected),
            "captures listed before generate " + detail(listed, expected),
            p);
      }
      int[] after = capturesOf(board, p, moves);
      check(
          Arrays.equals(after, expected),
          "captures listed after generate " + detail(after, expected),
          p);
      board.generate(moves);
      check(Arrays.equals(moves.toArray(), all), "generateCaptures changed the move list", p);
      int foreign = notListed(moves);
      board.generateCaptures(moves);
      expectState(
          () -> board.push(foreign), IllegalMoveException.class, "push(" + foreign + ")", p);
      checkCaptureOrderOfAnyNumber(board, p, foreign);
      checkCaptureOrderOfAnyNumber(board, p, random.nextInt());
      checkCaptureOrderOfAnyNumber(board, p, random.nextInt(1 << 20));
      if (n > 0) {
        checkCaptureOrderOfAnyNumber(board, p, all[random.nextInt(n)] + 1 + random.nextInt(64));
      }
      captures.add(expected);
      if (n == 0 || ply >= maxPlies) {
        break;
      }
      p = push(board, p, all[random.nextInt(n)], played);
    }
    for (int ply = played.size() - 1; ply >= 0; ply--) {
      board.pop();
      board.generateCaptures(moves);
      check(
          Arrays.equals(moves.toArray(), captures.get(ply)),
          "pop() to ply " + ply + " did not restore the captures",
          board.position());
    }
  }

  /**
   * Asks {@link SearchBoard#captureOrder} of a number that may name no move here, or no move at
   * all: it answers or refuses with an {@link IllegalMoveException}, and the state stays as it was.
   */
  private static void checkCaptureOrderOfAnyNumber(
      SearchBoard<?, ?> board, Position<?, ?> p, int n) {
    try {
      board.captureOrder(n);
    } catch (IllegalMoveException refused) {
      // a number that names no move of the game: the board may look
    }
    check(board.hash() == p.hash(), "captureOrder(" + n + ") changed the hash", p);
  }

  /**
   * Checks {@link SearchBoard#isLegal} in the state of {@code p}, before the board lists anything:
   * true for each code a new board of {@code p} lists, false for the numbers next to them that it
   * does not list and for a number that is no code, and the state left as it was.
   */
  private static <P extends Position<P, M>, M> void checkIsLegal(
      SearchBoard<P, M> board, P p, MoveList moves) {
    p.searchBoard().generate(moves);
    for (int code : moves.toArray()) {
      check(board.isLegal(code), "isLegal(" + code + ") is false for a listed move", p);
      if (!moves.contains(code + 1)) {
        check(!board.isLegal(code + 1), "isLegal(" + (code + 1) + ") is true, not listed", p);
      }
    }
    int foreign = notListed(moves);
    check(!board.isLegal(foreign), "isLegal(" + foreign + ") is true, not listed", p);
    check(board.hash() == p.hash(), "isLegal changed the hash", p);
  }

  /** Checks that the board has a legal move exactly while {@code p} has no outcome. */
  private static void checkHasLegalMove(SearchBoard<?, ?> board, Position<?, ?> p) {
    boolean has = board.hasLegalMove();
    check(has == p.outcome().isEmpty(), "hasLegalMove() is " + has + ", outcome " + p.outcome(), p);
    check(board.hash() == p.hash(), "hasLegalMove() changed the hash", p);
  }

  /**
   * Lists the board's captures in the state of {@code p}, checks that listing them changed nothing
   * and that each pushes to the position its move leads to; returns them.
   */
  private int[] capturesOf(SearchBoard<P, M> board, P p, MoveList moves) {
    moves.add(-1); // stale content, to be discarded
    int n = board.generateCaptures(moves);
    int[] listed = moves.toArray();
    check(n == listed.length, "generateCaptures returned " + n + " but listed " + listed.length, p);
    check(board.hash() == p.hash(), "generateCaptures changed the hash", p);
    for (int code : listed) {
      int order = board.captureOrder(code);
      check(
          board.captureOrder(code) == order,
          "captureOrder(" + code + ") changed when asked again",
          p);
      check(board.hash() == p.hash(), "captureOrder changed the hash", p);
      M move = board.decode(code);
      board.push(code);
      check(board.hash() == p.play(move).hash(), "pushing capture " + move + " went astray", p);
      board.pop();
      check(board.hash() == p.hash(), "push then pop of capture " + move + " changed the hash", p);
    }
    return listed;
  }

  /**
   * The codes of {@code all} that {@code isCapture} accepts, in their order, asked in a shuffled
   * order as a search's move ordering asks: the boards' look-ups out of order are exercised.
   */
  private static int[] capturesByLookUp(
      SearchBoard<?, ?> board, int[] all, SplittableRandom random) {
    int[] shuffled = all.clone();
    for (int i = shuffled.length - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int t = shuffled[i];
      shuffled[i] = shuffled[j];
      shuffled[j] = t;
    }
    Set<Integer> taking = new HashSet<>();
    for (int code : shuffled) {
      if (board.isCapture(code)) {
        taking.add(code);
      }
    }
    return Arrays.stream(all).filter(taking::contains).toArray();
  }

  private static String detail(int[] listed, int[] expected) {
    return Arrays.toString(listed) + ", not the filtered generate " + Arrays.toString(expected);
  }

  /** Pushes a listed code on the board and adds its move to {@code played}; returns the child. */
  private P push(SearchBoard<P, M> board, P p, int code, List<M> played) {
    M move = board.decode(code);
    played.add(move);
    board.push(code);
    return p.play(move);
  }

  /** Checks a board along a line of positions, each reached from the one before. */
  private void replayBoard(List<P> line) {
    SearchBoard<P, M> board = line.get(0).searchBoard();
    MoveList list = new MoveList(4);
    for (int i = 0; i + 1 < line.size(); i++) {
      P p = line.get(i);
      checkState(board, p, list);
      P next = line.get(i + 1);
      M move = p.legalMoves().stream().filter(m -> p.play(m).equals(next)).findFirst().get();
      board.push(board.encode(move));
    }
    checkState(board, line.get(line.size() - 1), list);
  }

  /** Checks the board's state against the position {@code p}; returns the move count. */
  private int checkState(SearchBoard<P, M> board, P p, MoveList moves) {
    int n = board.generate(moves);
    List<M> legal = p.legalMoves();
    check(n == moves.size(), "generate() returned " + n + " but listed " + moves.size(), p);
    check(n == legal.size(), "generate() lists " + n + " moves, legalMoves() " + legal.size(), p);
    check(board.hash() == p.hash(), "the board's hash is not the position's", p);
    check(board.sideToMove() == p.sideToMove(), "the board's side to move differs", p);
    check(board.inCheck() == p.inCheck(), "the board's inCheck() differs", p);
    check(board.outcome().equals(p.outcome()), "the board's outcome differs", p);
    check(board.position().equals(p), "the board's position() is " + board.position(), p);
    int[] before = moves.toArray();
    for (int i = 0; i < n; i++) {
      int code = moves.get(i);
      M move = board.decode(code);
      check(move.equals(legal.get(i)), "code " + i + " decodes to " + move, p);
      check(board.encode(move) == code, "encode(decode(code)) differs for " + move, p);
      board.isCapture(code);
      int ply = board.ply();
      board.push(code);
      check(board.ply() == ply + 1, "push() did not add a ply", p);
      P child = p.play(move);
      check(board.hash() == child.hash(), "after " + move + " the board's hash differs", p);
      board.pop();
      check(board.hash() == p.hash(), "push then pop of " + move + " changed the hash", p);
    }
    board.generate(moves);
    check(Arrays.equals(before, moves.toArray()), "push/pop changed the move list", p);
    int foreign = notListed(moves);
    expectState(() -> board.push(foreign), IllegalMoveException.class, "push(" + foreign + ")", p);
    expectState(
        () -> board.decode(foreign), IllegalMoveException.class, "decode(" + foreign + ")", p);
    check(board.hash() == p.hash(), "a refused push changed the hash", p);
    return n;
  }

  private static int notListed(MoveList moves) {
    int code = -1;
    while (moves.contains(code)) {
      code--;
    }
    return code;
  }

  private static void expectState(
      Runnable action, Class<? extends RuntimeException> expected, String what, Object p) {
    try {
      action.run();
    } catch (RuntimeException e) {
      check(expected.isInstance(e), what + " threw " + e + ", not " + expected.getSimpleName(), p);
      check(e.getMessage() != null && !e.getMessage().isEmpty(), what + ": no message", p);
      return;
    }
    throw new AssertionError(what + " was accepted in " + p);
  }

  /**
   * Perft through a {@link SearchBoard} with push and pop at every node ({@link Perft#pushPop})
   * equals the game's perft, and leaves the board as it was.
   *
   * @param samples the positions
   * @param depth the depth
   */
  public void checkSearchPerft(List<P> samples, int depth) {
    for (P p : samples) {
      SearchBoard<P, M> board = p.searchBoard();
      long walked = Perft.pushPop(board, depth);
      long perft = p.perft(depth);
      check(walked == perft, "push/pop perft(" + depth + ") = " + walked + ", perft " + perft, p);
      check(board.ply() == 0 && board.hash() == p.hash(), "push/pop perft moved the board", p);
    }
  }

  /**
   * The game's perft agrees with counting {@link Position#legalMoves()} one ply deeper, and divide
   * and the parallel perft agree with it.
   *
   * @param samples the positions
   * @param depth the depth, 1 or more
   */
  public void checkPerft(List<P> samples, int depth) {
    for (P p : samples) {
      long walked = 0;
      for (M move : p.legalMoves()) {
        walked += p.play(move).perft(depth - 1);
      }
      long perft = p.perft(depth);
      check(perft == walked, "perft(" + depth + ") = " + perft + ", children sum " + walked, p);
      Map<M, Long> divided = Perft.divide(p, depth);
      long sum = divided.values().stream().mapToLong(Long::longValue).sum();
      check(sum == perft, "divide sums to " + sum + ", perft " + perft, p);
      check(Perft.parallel(p, depth, 2) == perft, "parallel perft differs", p);
    }
  }

  /**
   * Walks seeded random games on one {@link SearchBoard} and checks {@link
   * SearchBoard#generateChecks} at every state: it lists exactly the codes of {@code generate}
   * after whose push {@code inCheck} is true, in their order, whether asked before or after {@code
   * generate}, and changes nothing (hash, move list). A failure names the seed and the moves
   * played.
   *
   * @param start where every walk starts
   * @param seed the first seed; walk {@code i} uses {@code seed + i}
   * @param walks how many walks
   * @param maxPlies the longest walk
   */
  public void checkChecks(P start, long seed, int walks, int maxPlies) {
    walks(
        "generateChecks",
        seed,
        walks,
        (random, played) -> walkChecks(start, random, maxPlies, played),
        played -> "after " + describe(start, played));
  }

  private void walkChecks(P start, SplittableRandom random, int maxPlies, List<M> played) {
    SearchBoard<P, M> board = start.searchBoard();
    MoveList moves = new MoveList(4);
    P p = start;
    for (int ply = 0; ; ply++) {
      moves.add(-1); // stale content, to be discarded
      // Half the states are asked for their checks first, before generate lists every move.
      int[] first = random.nextBoolean() ? checksOf(board, moves, p) : null;
      int n = board.generate(moves);
      int[] all = moves.toArray();
      List<Integer> expected = new ArrayList<>();
      for (int code : all) {
        board.push(code);
        if (board.inCheck()) {
          expected.add(code);
        }
        board.pop();
      }
      int[] filtered = expected.stream().mapToInt(Integer::intValue).toArray();
      if (first != null) {
        check(Arrays.equals(first, filtered), "checks listed first " + detail(first, filtered), p);
      }
      int[] listed = checksOf(board, moves, p);
      check(Arrays.equals(listed, filtered), "checks " + detail(listed, filtered), p);
      check(board.hash() == p.hash(), "generateChecks changed the hash", p);
      board.generate(moves);
      check(Arrays.equals(moves.toArray(), all), "generateChecks changed the move list", p);
      if (n == 0 || ply >= maxPlies) {
        break;
      }
      // Checks are rare in random play: take one half of the time, so that lines of checks and
      // the positions they lead to (kings in the open, pieces in hand) are walked too.
      int next =
          filtered.length > 0 && random.nextBoolean()
              ? filtered[random.nextInt(filtered.length)]
              : all[random.nextInt(n)];
      p = push(board, p, next, played);
    }
  }

  /** The board's checking moves, the count it returned checked against the list. */
  private static int[] checksOf(SearchBoard<?, ?> board, MoveList moves, Object p) {
    int n = board.generateChecks(moves);
    int[] listed = moves.toArray();
    check(n == listed.length, "generateChecks returned " + n + " but listed " + listed.length, p);
    return listed;
  }
}
