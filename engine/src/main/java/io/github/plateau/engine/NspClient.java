package io.github.plateau.engine;

import io.github.plateau.core.Decision;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Limits;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.Reason;
import io.github.plateau.core.SetupPhase;
import io.github.plateau.core.Side;
import io.github.plateau.core.Turn;
import io.github.plateau.napoleon.Camp;
import io.github.plateau.napoleon.Move;
import io.github.plateau.napoleon.Napoleon;
import io.github.plateau.napoleon.NapoleonPosition;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * Drives an NSP engine: the handshake, where the engine's {@code id variant} must name this game;
 * setups asked with {@code setup} and checked by the rules; moves asked as in UCI.
 */
final class NspClient extends UciFamilyClient<NapoleonPosition, Move> {
  private final EnginePlayer.Timeouts timeouts;
  private String variant = "";

  NspClient(Napoleon game, String name, List<String> command, EnginePlayer.Timeouts timeouts) {
    super(game, name, command, timeouts);
    this.timeouts = timeouts;
    handshake("nsp", "nspok");
    if (!variant.isEmpty() && !variant.equals(game.name())) {
      close();
      throw new EngineException(
          name + " plays " + Messages.quote(variant) + ", not " + game.name(), Reason.FOUL);
    }
  }

  @Override
  protected Optional<Option> option(String line) {
    return OptionLines.read(line, true, true);
  }

  @Override
  protected void other(String line) {
    id(line, "variant").ifPresent(v -> variant = v);
  }

  @Override
  protected void startGame() {
    ready();
    send("newgame");
  }

  @Override
  public String chooseSetup(
      SetupPhase<NapoleonPosition, Move> phase, Side side, Turn<NapoleonPosition, Move> turn) {
    String camp = NspServer.name(side);
    send("setup " + camp + clock(turn.limits()));
    Duration wait = turn.limits().moveTime().orElse(timeouts.cap()).plus(timeouts.grace());
    long deadline = System.nanoTime() + wait.toNanos();
    while (true) {
      String line = process().read(Duration.ofNanos(Math.max(0, deadline - System.nanoTime())));
      Tokens t = new Tokens(line);
      if (!t.peek().equals("setup")) {
        continue;
      }
      t.next("setup");
      if (!t.hasNext() || !t.next("").equals(camp) || !t.hasNext()) {
        throw process().fail(Reason.FOUL, "a malformed setup answer " + Messages.quote(line), null);
      }
      String setup = t.next("a setup");
      try {
        phase.check(side, setup);
      } catch (PlateauException | IllegalArgumentException e) {
        throw process().fail(Reason.FOUL, "an illegal setup: " + e.getMessage(), e);
      }
      return setup;
    }
  }

  @Override
  protected String positionLine(GameRecord<NapoleonPosition, Move> record) {
    return PositionLine.write(record);
  }

  @Override
  protected void clock(Turn<NapoleonPosition, Move> turn, StringBuilder go) {
    go.append(clock(turn.limits()));
  }

  private static String clock(Limits l) {
    StringBuilder s = new StringBuilder();
    for (Camp camp : Camp.values()) {
      String name = NspServer.name(camp);
      l.timeLeft(camp)
          .ifPresent(t -> s.append(' ').append(name).append("time ").append(t.toMillis()));
      if (!l.increment(camp).isZero()) {
        s.append(' ').append(name).append("inc ").append(l.increment(camp).toMillis());
      }
    }
    l.movesToGo().ifPresent(n -> s.append(" movestogo ").append(n));
    l.moveTime().ifPresent(t -> s.append(" movetime ").append(t.toMillis()));
    return s.toString();
  }

  /** NSP's {@code searchmoves}, in Napoleon's move notation. */
  @Override
  protected String searchMoves(Turn<NapoleonPosition, Move> turn) {
    StringBuilder s = new StringBuilder(turn.rootMoves().isEmpty() ? "" : " searchmoves");
    for (Move move : turn.rootMoves()) {
      s.append(' ').append(game().formatMove(turn.position(), move));
    }
    return s.toString();
  }

  @Override
  protected String ponderOption() {
    return null;
  }

  @Override
  protected Decision<Move> decision(Tokens t, NapoleonPosition position) {
    String text = t.next("a turn after bestmove");
    return text.equals("resign") ? Decision.resign() : Decision.move(parse(position, text));
  }
}
