package io.github.plateau.engine;

import io.github.plateau.core.Decision;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Limits;
import io.github.plateau.core.Player;
import io.github.plateau.core.SearchInfo;
import io.github.plateau.core.SetupPhase;
import io.github.plateau.core.Side;
import io.github.plateau.core.Turn;
import io.github.plateau.napoleon.Camp;
import io.github.plateau.napoleon.Move;
import io.github.plateau.napoleon.Napoleon;
import io.github.plateau.napoleon.NapoleonPosition;
import java.io.OutputStream;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ScheduledFuture;

/**
 * The server of NSP, the Napoleon Strategy Protocol: UCI's shape with Napoleon's notations (the
 * README gives the whole protocol). A {@code setup} is answered at once, on the reading thread;
 * moves are searched like UCI's. Errors are {@code info string error: ...} lines.
 */
final class NspServer extends UciFamilyServer<NapoleonPosition, Move> {
  private final SetupPhase<NapoleonPosition, Move> phase;
  private GameRecord<NapoleonPosition, Move> record;
  private Set<Move> searchMoves; // the go being read's searchmoves, null where it has none

  NspServer(
      Napoleon game,
      Player<NapoleonPosition, Move> player,
      EngineIdentity identity,
      OutputStream out) {
    super(game, player, identity, out);
    this.phase = game.setupPhase().orElseThrow();
  }

  @Override
  protected boolean command(String command, Tokens t, String line) {
    switch (command) {
      case "nsp" ->
          identify(List.of("id variant " + game.name()), "option name ", List.of(), false, "nspok");
      case "newgame" -> {
        abandon();
        record = null;
        player.newGame(game);
      }
      case "setup" -> setup(t);
      case "position" -> position(t);
      case "go" -> go(t);
      default -> {
        return false;
      }
    }
    return true;
  }

  private void setup(Tokens t) {
    requireIdle("setup");
    Camp camp = camp(t.next("south or north after setup"));
    Limits limits = limits(t);
    Turn<NapoleonPosition, Move> turn = new Turn<>(GameRecord.start(game), limits, info -> {});
    Optional<ScheduledFuture<?>> timer = stopWhenSpent(turn, limits, camp);
    String chosen;
    try {
      chosen = player.chooseSetup(phase, camp, turn);
      phase.check(camp, chosen);
    } catch (RuntimeException e) {
      error("the player's setup is refused: " + e.getMessage() + "; it takes the default one");
      chosen = phase.defaultSetup(camp);
    } finally {
      timer.ifPresent(stopper -> stopper.cancel(false));
    }
    send("setup " + name(camp) + " " + chosen);
  }

  private void position(Tokens t) {
    requireIdle("position");
    record = readPosition(() -> read(t)); // only a position read whole replaces the previous one
  }

  /** The record a {@code position} command gives. */
  private GameRecord<NapoleonPosition, Move> read(Tokens t) {
    if (!t.peek().equals("setups")) {
      return PositionLine.read(game, t);
    }
    t.next("setups");
    Map<Side, String> setups = new HashMap<>();
    setups.put(Camp.SOUTH, t.next("SOUTH's setup"));
    setups.put(Camp.NORTH, t.next("NORTH's setup"));
    if (!t.next("first").equals("first")) {
      throw new IllegalArgumentException("expected first <camp> after the setups");
    }
    Camp first = camp(t.next("south or north after first"));
    return PositionLine.moves(
        GameRecord.start(game, phase.start(setups, first)), t, game::parseMoveOrTurn);
  }

  /** The words of a {@code go} that are fields, and so end a {@code searchmoves} list. */
  private static final Set<String> GO_FIELDS =
      Set.of(
          "southtime",
          "northtime",
          "southinc",
          "northinc",
          "movestogo",
          "movetime",
          "nodes",
          "depth",
          "infinite",
          "searchmoves");

  private void go(Tokens t) {
    requireIdle("go"); // before anything is read or answered: the running search answers
    record = positionOrStart(record);
    searchMoves = null;
    Limits limits = limits(t, true);
    if (record.isOver()) {
      send("info string the game is over: " + record.outcome().orElseThrow());
      send("bestmove resign");
      return;
    }
    super.go(record, limits, false, searched(searchMoves));
  }

  private Limits limits(Tokens t) {
    return limits(t, false);
  }

  /**
   * The clock of a {@code setup} or {@code go}; {@code go}'s {@code searchmoves} too, read into
   * {@link #searchMoves}, where {@code searchMovesRead} (a {@code setup} has none).
   */
  private Limits limits(Tokens t, boolean searchMovesRead) {
    GoFields go = new GoFields(t, this::error, searchMovesRead ? "go" : "setup", GO_FIELDS);
    Limits.Builder b = go.limits;
    while (t.hasNext()) {
      String word = go.next();
      if (searchMovesRead && word.equals("searchmoves")) {
        searchMoves =
            searchMoves(searchMoves, t, GO_FIELDS, text -> game.parseMove(record.current(), text));
        continue;
      }
      switch (word) {
        case "southtime" -> go.millis(word).ifPresent(ms -> b.time(Camp.SOUTH, ms));
        case "northtime" -> go.millis(word).ifPresent(ms -> b.time(Camp.NORTH, ms));
        case "southinc" -> go.millis(word).ifPresent(ms -> b.increment(Camp.SOUTH, ms));
        case "northinc" -> go.millis(word).ifPresent(ms -> b.increment(Camp.NORTH, ms));
        case "movestogo" -> go.movesToGo(word);
        case "movetime" -> go.moveTime(word);
        case "nodes" -> go.nodes(word);
        case "depth" -> go.depth(word);
        case "infinite" -> b.infinite();
        default -> go.unknown(word);
      }
    }
    return b.build();
  }

  static Camp camp(String word) {
    return switch (word) {
      case "south" -> Camp.SOUTH;
      case "north" -> Camp.NORTH;
      default ->
          throw new IllegalArgumentException(
              "a camp is south or north, not " + Messages.quote(word));
    };
  }

  static String name(Side camp) {
    return camp.name().toLowerCase(Locale.ROOT);
  }

  @Override
  protected void info(SearchInfo<Move> info, GameRecord<NapoleonPosition, Move> searched) {
    send(InfoLines.write(info, searched.current(), game::formatMove, true));
  }

  @Override
  protected void answer(Decision<Move> decision, GameRecord<NapoleonPosition, Move> searched) {
    if (decision.kind() != Decision.Kind.MOVE) {
      send("bestmove resign");
      return;
    }
    send("bestmove " + game.formatMove(searched.current(), decision.move().orElseThrow()));
  }
}
