package io.github.plateau.engine;

import io.github.plateau.core.Decision;
import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Limits;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.Position;
import io.github.plateau.core.Reason;
import io.github.plateau.core.Turn;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the clients of the UCI family (USI, UCI, UCCI, NSP) write and read alike beyond {@link
 * LineClient}: the {@code go} line, whose clock alone is each protocol's own ({@link #clock}), and
 * the {@code bestmove} line, whose move and what follows it are ({@link #decision}); and the divide
 * that {@code go perft} asks for ({@link #divide}).
 *
 * @param <P> the position type
 * @param <M> the move type
 */
abstract class UciFamilyClient<P extends Position<P, M>, M> extends LineClient<P, M> {
  /** More root moves than any position of the games here has: a longer divide is garbage. */
  private static final int MAX_DIVIDE_MOVES = 10_000;

  /** More lines besides the counts than an engine writes with a divide (YaneuraOu writes two). */
  private static final int MAX_OTHER_LINES = 1_000;

  /** The words that start the total line of a divide. */
  private static final String TOTAL = "Nodes searched";

  UciFamilyClient(
      Game<P, M> game, String name, List<String> command, EnginePlayer.Timeouts timeouts) {
    super(game, name, command, timeouts);
  }

  /**
   * Writes a turn's clock into a {@code go} line, in the protocol's words, each after a space.
   *
   * @param turn the turn, its limits not infinite
   * @param go the line so far
   */
  protected abstract void clock(Turn<P, M> turn, StringBuilder go);

  /**
   * Reads what follows the word {@code bestmove}: the move, or a word that resigns or declares, and
   * the expected reply if the protocol names one.
   *
   * @param answer the line's words after {@code bestmove}
   * @param position the position the engine answers in
   * @return the decision
   * @throws IllegalArgumentException if the words are malformed
   */
  protected abstract Decision<M> decision(Tokens answer, P position);

  /**
   * {@code go}, then {@code ponder} for a ponder search, then {@code infinite} for a search until
   * stopped (after which the line says no more), else the {@link #clock} and {@code nodes N} and
   * {@code depth D}.
   */
  @Override
  protected final String goLine(Turn<P, M> turn, boolean ponder) {
    Limits limits = turn.limits();
    StringBuilder s = new StringBuilder(ponder ? "go ponder" : "go");
    if (limits.isInfinite()) {
      return s.append(" infinite").append(searchMoves(turn)).toString();
    }
    clock(turn, s);
    limits.nodes().ifPresent(n -> s.append(" nodes ").append(n));
    limits.depth().ifPresent(d -> s.append(" depth ").append(d));
    return s.append(searchMoves(turn)).toString();
  }

  /**
   * The end of a {@code go} line that names the turn's {@link Turn#rootMoves()}, after a space,
   * where the protocol can: nothing by default (UCCI and Hub have no such field, and USI defines
   * none: YaneuraOu and Fairy-Stockfish read UCI's, but gpsusi ends at an unknown word of {@code
   * go}; the engine then searches every move). An engine that reads the field may still answer
   * another move: the decision is the engine's answer as it is, and a server that serves this
   * client's player plays the first of the moves instead, as for any player.
   *
   * @param turn the turn
   * @return the words, or "" where the turn names no moves or the protocol cannot say them
   */
  protected String searchMoves(Turn<P, M> turn) {
    return "";
  }

  /** A line whose first word is {@code bestmove}, read by {@link #decision}; other lines, none. */
  @Override
  protected Optional<Decision<M>> bestMove(String line, P position) {
    Tokens t = new Tokens(line);
    if (!t.next("").equals("bestmove")) {
      return Optional.empty();
    }
    return Optional.of(decision(t, position));
  }

  /**
   * A move the engine lists, in the game's notation, whether or not it is legal: the text itself
   * where the protocol writes moves in the game's notation, as USI does.
   *
   * @param text the engine's text
   * @return the game's text
   * @throws IllegalArgumentException or {@link io.github.plateau.core.NotationException} if the
   *     text has no move's form
   */
  protected String gameText(String text) {
    return text;
  }

  /**
   * The engine's divide of a game's current position: {@code go perft DEPTH}, answered as the
   * Stockfish family (Fairy-Stockfish, Pikafish, YaneuraOu) does with a line {@code MOVE: COUNT}
   * per move and then {@code Nodes searched: TOTAL}; {@code info} lines and lines without a colon
   * (blank, or YaneuraOu's time and speed) are skipped. {@code isready} comes first: what the
   * engine wrote after an earlier divide's total is passed over up to {@code readyok}, not read as
   * this one's. Each move is keyed by its text in the game's notation: a legal one as the game
   * writes it, another one by {@link #gameText}, so that a move Plateau refuses is still named.
   *
   * @param record the game whose current position is divided
   * @param depth plies, at least 1
   * @return each move's text and count
   * @throws EngineException if the engine fails or takes longer than the timeouts' cap, answers
   *     {@code bestmove} (an engine without {@code go perft} searches instead), writes a line with
   *     a colon of another form, a move with no move's form, a move twice, a total other than the
   *     sum of its counts, or more than 1,000 lines skipped; the engine is killed first
   */
  final Map<String, Long> divide(GameRecord<P, M> record, int depth) {
    P position = record.current();
    ready(); // what the engine wrote after the last divide's total is passed over, not read as this
    send(positionLine(record));
    send("go perft " + depth);
    long deadline = System.nanoTime() + timeouts().cap().toNanos();
    Map<String, Long> counts = new HashMap<>();
    long sum = 0;
    int skipped = 0;
    while (true) {
      String line = process().read(left(deadline)).strip();
      if (line.startsWith("bestmove")) { // it searched instead: it has no go perft
        throw foul("a bestmove instead of a divide: it has no 'go perft'");
      }
      int colon = line.lastIndexOf(':');
      if (colon < 0 || line.startsWith("info")) {
        if (++skipped > MAX_OTHER_LINES) {
          throw foul("more than " + MAX_OTHER_LINES + " lines that are no part of a divide");
        }
        continue;
      }
      long count = count(line.substring(colon + 1).strip());
      if (count == TOO_LARGE) {
        throw foul("a count of more than 18 digits in its divide: " + Messages.quote(line));
      }
      if (count < 0) {
        throw foul("an unexpected line in its divide: " + Messages.quote(line));
      }
      String move = line.substring(0, colon).strip();
      if (move.equals(TOTAL)) {
        if (count != sum) {
          throw foul("a total of " + count + " for its divide, whose counts make " + sum);
        }
        return counts;
      }
      if (counts.put(key(position, move), count) != null) {
        throw foul("the move " + Messages.quote(move) + " twice in its divide");
      }
      if (count > Long.MAX_VALUE - sum) {
        throw foul("counts whose sum is above " + Long.MAX_VALUE + " in its divide");
      }
      sum += count;
      if (counts.size() > MAX_DIVIDE_MOVES) {
        throw foul("more than " + MAX_DIVIDE_MOVES + " moves in its divide");
      }
    }
  }

  /** A move's key in a divide: its text in the game's notation, legal or not. */
  private String key(P position, String text) {
    try {
      return game().formatMove(position, readMove(position, text));
    } catch (PlateauException | IllegalArgumentException notLegal) {
      try {
        return gameText(text);
      } catch (PlateauException | IllegalArgumentException e) {
        throw process().fail(Reason.FOUL, "wrote an unreadable move " + Messages.quote(text), e);
      }
    }
  }

  /** What {@link #count} gives for more than 18 digits: far beyond any perft a divide reaches. */
  private static final long TOO_LARGE = -2;

  /**
   * A count of ASCII digits, at most 18 of them; {@link #TOO_LARGE} for more, -1 if the text is not
   * one.
   */
  private static long count(String text) {
    if (text.isEmpty()) {
      return -1;
    }
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) < '0' || text.charAt(i) > '9') {
        return -1;
      }
    }
    return text.length() > 18 ? TOO_LARGE : Long.parseLong(text);
  }

  private EngineException foul(String what) {
    return process().fail(Reason.FOUL, "wrote " + what, null);
  }
}
