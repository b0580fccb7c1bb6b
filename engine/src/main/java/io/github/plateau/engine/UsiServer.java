package io.github.plateau.engine;

import io.github.plateau.core.Decision;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Limits;
import io.github.plateau.core.Player;
import io.github.plateau.core.SearchInfo;
import io.github.plateau.core.mate.MateLimits;
import io.github.plateau.shogi.Color;
import io.github.plateau.shogi.Move;
import io.github.plateau.shogi.Shogi;
import io.github.plateau.shogi.ShogiPosition;
import io.github.plateau.shogi.UsiLine;
import java.io.OutputStream;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The USI server: a player behind the Universal Shogi Interface. Errors are reported as {@code info
 * string error: ...}, USI's only channel for them; a {@code position} is read whole before it
 * replaces the previous one, and its moves become a game record, so that repetition and perpetual
 * check are judged as in a real game.
 */
final class UsiServer extends UciFamilyServer<ShogiPosition, Move> {
  private final Shogi shogi;
  private GameRecord<ShogiPosition, Move> record;
  private boolean ponder;
  private final UsiMate mate;
  private int hashMegabytes; // USI_Hash: go mate's table's, and the player's
  private static final int HASH_DEFAULT = 16;

  UsiServer(
      Shogi game, Player<ShogiPosition, Move> player, EngineIdentity identity, OutputStream out) {
    super(game, player, identity, out);
    this.shogi = game;
    this.mate = new UsiMate(game);
    this.hashMegabytes = hashDefault(HASH_DEFAULT);
  }

  @Override
  protected boolean command(String command, Tokens t, String line) {
    switch (command) {
      case "usi" ->
          identify(
              List.of(),
              "option name ",
              List.of(
                  "option name USI_Ponder type check default false",
                  "option name USI_Hash type spin default "
                      + hashMegabytes
                      + " min 1 max "
                      + HASH_MAX),
              true,
              "usiok");
      case "usinewgame" -> {
        abandon();
        player.newGame(game);
      }
      case "position" -> position(line);
      case "go" -> go(t);
      case "ponderhit" -> ponderHit();
      case "gameover" -> {
        String result = t.next("win, lose or draw after gameover");
        if (!result.equals("win") && !result.equals("lose") && !result.equals("draw")) {
          throw new IllegalArgumentException(
              "gameover takes win, lose or draw, not " + Messages.quote(result));
        }
        abandon();
      }
      default -> {
        return false;
      }
    }
    return true;
  }

  @Override
  protected void setOption(String name, String value) {
    switch (name) {
      case "USI_Ponder" -> ponder = check(name, value);
      case "USI_Hash" -> {
        requireIdle("setoption " + name); // go mate's table too, with a player that has none
        int megabytes = megabytes(name, value);
        hash(name, megabytes); // first: a value the player refuses changes nothing
        hashMegabytes = megabytes;
      }
      default -> super.setOption(name, value);
    }
  }

  @Override
  protected String tableOption() {
    return "USI_Hash";
  }

  @Override
  protected List<String> ownOptions() {
    return List.of("USI_Ponder", "USI_Hash");
  }

  private void position(String line) {
    requireIdle("position");
    record = readPosition(() -> UsiLine.parse(shogi, line)); // only one read whole replaces it
  }

  /**
   * The words of a {@code go} that are fields, and so end a {@code searchmoves} list: USI's, and
   * {@code searchmoves} itself, which USI does not define but YaneuraOu and Fairy-Stockfish read as
   * UCI's.
   */
  private static final Set<String> GO_FIELDS =
      Set.of(
          "btime",
          "wtime",
          "binc",
          "winc",
          "byoyomi",
          "movetime",
          "nodes",
          "depth",
          "infinite",
          "ponder",
          "mate",
          "searchmoves");

  private void go(Tokens t) {
    requireIdle("go"); // before anything is read or answered: the running search answers
    record = positionOrStart(record);
    GoFields go = new GoFields(t, this::error, "go", GO_FIELDS);
    Limits.Builder limits = go.limits;
    boolean ponderSearch = false;
    Set<Move> searchMoves = null; // null: no searchmoves field
    while (t.hasNext()) {
      String word = go.next();
      switch (word) {
        case "btime" -> go.millis(word).ifPresent(ms -> limits.time(Color.SENTE, ms));
        case "wtime" -> go.millis(word).ifPresent(ms -> limits.time(Color.GOTE, ms));
        case "binc" -> go.millis(word).ifPresent(ms -> limits.increment(Color.SENTE, ms));
        case "winc" -> go.millis(word).ifPresent(ms -> limits.increment(Color.GOTE, ms));
        case "byoyomi" -> go.millis(word).ifPresent(limits::byoyomi);
        case "movetime" -> go.moveTime(word);
        case "nodes" -> go.nodes(word);
        case "depth" -> go.depth(word);
        case "infinite" -> limits.infinite();
        case "ponder" -> ponderSearch = true;
        case "searchmoves" ->
            searchMoves =
                searchMoves(
                    searchMoves, t, GO_FIELDS, text -> shogi.parseMove(record.current(), text));
        case "mate" -> {
          if (searchMoves != null) {
            error(NO_SEARCHMOVES_IN_MATE);
          }
          mate(t, go);
          return;
        }
        default -> go.unknown(word);
      }
    }
    if (record.isOver()) {
      send("info string the game is over: " + record.outcome().orElseThrow());
      send("bestmove resign");
      return;
    }
    if (ponderSearch && !ponder) {
      send("info string pondering although USI_Ponder is off");
    }
    super.go(record, limits.build(), ponderSearch, searched(searchMoves));
  }

  /** The error line of a {@code go mate} with {@code searchmoves}, in either order. */
  private static final String NO_SEARCHMOVES_IN_MATE =
      "searchmoves is not read by go mate, which tries every check; the moves named are ignored";

  /** Makes {@code go mate}'s table, as large as {@code USI_Hash} grants, if not made yet. */
  @Override
  protected void ready() {
    mate.prepare(hashMegabytes);
  }

  /**
   * {@code go mate <millis>} or {@code go mate infinite}, answered from a search thread; {@code
   * stop} ends it with the mate found so far or {@code checkmate timeout}. As any {@code go}, it is
   * always answered: a time out of range is clamped and a missing or bad one ignored (the search is
   * then {@code infinite}), and words after the time are ignored, each with an error line.
   */
  private void mate(Tokens t, GoFields go) {
    boolean infinite = t.peek().equals("infinite");
    if (infinite) {
      t.next("infinite");
    }
    Optional<Duration> budget =
        infinite
            ? Optional.empty()
            : t.clamped("mate", MateLimits.MAX_TIME.toMillis(), this::error)
                .map(Duration::ofMillis);
    if (!infinite && budget.isEmpty() && t.hasNext()) {
      t.next("mate"); // a time that is no number, which clamped left unread: its error is sent
    }
    boolean searchMoves = false;
    while (t.hasNext()) { // the GUI's words after the time: none is a field of go mate
      String word = t.next("");
      if (word.equals("searchmoves")) { // said once, its moves with it
        searchMoves = true;
        while (t.hasNext()) {
          t.next("a move");
        }
      } else {
        go.unknown(word);
      }
    }
    if (searchMoves) {
      error(NO_SEARCHMOVES_IN_MATE);
    }
    GameRecord<ShogiPosition, Move> played = positionOrStart(record);
    try {
      aside(
          stop -> {
            try {
              return mate.answer(played, UsiMate.limits(budget, stop, hashMegabytes));
            } catch (RuntimeException e) {
              // The GUI waits for a checkmate line: it gets one, with the reason.
              error("the mate search failed: " + e.getMessage());
              return "checkmate timeout";
            }
          });
    } catch (IllegalStateException e) { // the last search, stopped, has not returned
      error(e.getMessage());
      send("checkmate timeout");
    }
  }

  @Override
  protected void info(SearchInfo<Move> info, GameRecord<ShogiPosition, Move> searched) {
    send(InfoLines.write(info, searched.current(), game::formatMove, false));
  }

  @Override
  protected void answer(Decision<Move> decision, GameRecord<ShogiPosition, Move> searched) {
    ShogiPosition position = searched.current();
    switch (decision.kind()) {
      case MOVE -> {
        Move move = decision.move().orElseThrow();
        StringBuilder s = new StringBuilder("bestmove ").append(game.formatMove(position, move));
        ShogiPosition after = position.play(move);
        decision
            .ponder()
            .filter(after::isLegal)
            .ifPresent(p -> s.append(" ponder ").append(game.formatMove(after, p)));
        send(s.toString());
      }
      case RESIGN -> send("bestmove resign");
      case DECLARE_WIN -> {
        if (shogi.declaration(position).isPresent()) {
          send("bestmove win");
        } else {
          error("the player declared a win, but these rules have no declaration; it resigns");
          send("bestmove resign");
        }
      }
    }
  }
}
