package io.github.plateau.engine;

import io.github.plateau.core.Decision;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Limits;
import io.github.plateau.core.Player;
import io.github.plateau.core.SearchInfo;
import io.github.plateau.draughts.Draughts;
import io.github.plateau.draughts.DraughtsPosition;
import io.github.plateau.draughts.Move;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The Hub server (version 2, Scan 3.1's): a player behind {@code hub}, {@code set-param}, {@code
 * init}, {@code pos}, {@code level}, {@code go think|ponder|analyze}, {@code ponder-hit}, {@code
 * stop}, {@code ping}, {@code new-game} and {@code quit}. Errors are {@code error message="..."}.
 * The {@code variant} parameter names the game served: {@code normal} for 10 x 10 international
 * draughts as in Scan, {@code brazilian} (8 x 8) and {@code canadian} (12 x 12). Hub has no
 * resignation: a player that resigns is reported in an error line, and its first legal move is
 * played.
 */
final class HubServer extends ServerSession<DraughtsPosition, Move> {
  private final Draughts draughts;
  private final String variant;
  private GameRecord<DraughtsPosition, Move> record;
  // Until a level, no limit: the player decides when to answer.
  private Level level = new Level(Limits.builder().build(), Optional.empty(), Optional.empty());

  HubServer(
      Draughts game,
      Player<DraughtsPosition, Move> player,
      EngineIdentity identity,
      OutputStream out) {
    super(game, player, identity, out);
    this.draughts = game;
    this.variant = variant(game);
  }

  static String variant(Draughts game) {
    return switch (game.id()) {
      case "draughts-brazilian" -> "brazilian";
      case "draughts-canadian" -> "canadian";
      default -> "normal";
    };
  }

  @Override
  protected boolean handle(String line) {
    HubText.Command c = HubText.parse(line);
    switch (c.name()) {
      case "hub" -> identify();
      case "set-param" -> setParam(c);
      case "init" -> send("ready");
      case "new-game" -> {
        abandon();
        record = null;
        player.newGame(game);
      }
      case "pos" -> position(c);
      case "level" -> level = level(c);
      case "go" -> go(c);
      case "ponder-hit" -> ponderHit();
      case "stop" -> stop();
      case "ping" -> send("pong");
      case "quit" -> {
        return false;
      }
      default -> throw unknownCommand(c.name());
    }
    return true;
  }

  private void identify() {
    send(
        "id name="
            + HubText.value(identity.name())
            + " author="
            + HubText.value(identity.author()));
    send("param name=variant value=" + variant + " type=enum values=" + HubText.value(variant));
    for (Map.Entry<String, String> o : player.options().entrySet()) {
      String name = o.getKey();
      String value = o.getValue();
      send(
          "param name="
              + HubText.value(name)
              + " value="
              + HubText.value(value)
              + (OptionLines.isHash(name, value)
                  ? " type=int min=1 max=" + UciFamilyServer.HASH_MAX
                  : " type=string"));
    }
    send("wait");
  }

  private void setParam(HubText.Command c) {
    String name =
        c.arg("name").orElseThrow(() -> new IllegalArgumentException("set-param needs name=..."));
    String value = c.arg("value").orElse("");
    if (name.equals("variant")) {
      if (!value.equals(variant)) {
        throw new IllegalArgumentException(
            "this engine plays " + variant + ", not " + Messages.quote(value));
      }
      return;
    }
    requireIdle("set-param " + name); // the player is not used by two threads at once
    player.setOption(name, value);
  }

  private void position(HubText.Command c) {
    requireIdle("pos");
    record = readPosition(() -> read(c)); // only a position read whole replaces the previous one
  }

  /** The record a {@code pos} command gives. */
  private GameRecord<DraughtsPosition, Move> read(HubText.Command c) {
    String text = c.arg("pos").orElseThrow(() -> new IllegalArgumentException("pos needs pos=..."));
    GameRecord<DraughtsPosition, Move> read =
        GameRecord.start(game, HubText.position(draughts, text));
    String moves = c.arg("moves").orElse("").strip();
    if (!moves.isEmpty()) {
      for (String m : moves.split("\\s+")) {
        if (read.isOver()) {
          throw new IllegalArgumentException(
              Messages.quote(m) + " follows the end of the game: " + read.outcome().orElseThrow());
        }
        read = read.play(HubText.move(read.current(), m));
      }
    }
    return read;
  }

  private Level level(HubText.Command c) {
    for (String field : c.args().keySet()) {
      if (!LEVEL_FIELDS.contains(field)) {
        error("unknown level field " + Messages.quote(field) + "; it is ignored");
      }
    }
    Limits.Builder b = Limits.builder();
    if (c.args().containsKey("infinite")) {
      return new Level(b.infinite().build(), Optional.empty(), Optional.empty());
    }
    c.arg("depth")
        .flatMap(d -> whole("depth", d, GoFields.MAX_DEPTH))
        .ifPresent(d -> b.depth((int) Math.max(1, Math.min(d, GoFields.MAX_DEPTH))));
    c.arg("nodes")
        .flatMap(n -> whole("nodes", n, Long.MAX_VALUE))
        .ifPresent(n -> b.nodes(Math.max(1, n)));
    c.arg("move-time")
        .flatMap(t -> seconds("move-time", t))
        .ifPresent(t -> b.moveTime(atLeastOneMilli(t)));
    c.arg("moves") // 0: the rest of the game
        .flatMap(m -> whole("moves", m, GoFields.MAX_MOVES))
        .filter(m -> m > 0)
        .ifPresent(m -> b.movesToGo((int) Math.min(m, GoFields.MAX_MOVES)));
    return new Level(
        b.build(),
        c.arg("time").flatMap(t -> seconds("time", t)),
        c.arg("inc").flatMap(i -> seconds("inc", i)));
  }

  /** The fields {@code level} reads. */
  private static final Set<String> LEVEL_FIELDS =
      Set.of("infinite", "depth", "nodes", "move-time", "moves", "time", "inc");

  /**
   * What {@code level} set: the limits, and a clock that is the side to move's at {@code go} (a GUI
   * may send {@code level} before {@code pos}).
   */
  private record Level(Limits limits, Optional<Duration> time, Optional<Duration> increment) {
    Limits at(DraughtsPosition position) {
      Limits.Builder b = limits.toBuilder();
      time.ifPresent(t -> b.time(position.sideToMove(), t));
      increment.ifPresent(i -> b.increment(position.sideToMove(), i));
      return b.build();
    }
  }

  private void go(HubText.Command c) {
    requireIdle("go"); // before anything is read or answered: the running search answers
    record = positionOrStart(record);
    if (record.isOver()) {
      throw new IllegalStateException(
          "the game is over, there is no move to play: " + record.outcome().orElseThrow());
    }
    boolean ponder = c.args().containsKey("ponder");
    if (!ponder && !c.args().containsKey("think") && !c.args().containsKey("analyze")) {
      error("go takes think, ponder or analyze; it thinks");
    }
    super.go(record, level.at(record.current()), ponder);
  }

  /** A whole number from 0 to {@code max}, clamped or ignored as a {@code go} field is. */
  private Optional<Long> whole(String field, String v, long max) {
    return Tokens.clamp(field, v, max, this::error);
  }

  /** Seconds from 0 to {@link #MAX_SECONDS}, clamped or ignored as a whole number is. */
  private Optional<Duration> seconds(String field, String v) {
    BigDecimal d;
    try {
      d = new BigDecimal(v);
    } catch (NumberFormatException e) {
      error(field + " must be seconds, not " + Messages.quote(v) + "; it is ignored");
      return Optional.empty();
    }
    if (d.signum() < 0 || d.compareTo(BigDecimal.valueOf(MAX_SECONDS)) > 0) {
      d = BigDecimal.valueOf(d.signum() < 0 ? 0 : MAX_SECONDS);
      error(
          field
              + " "
              + (v.length() <= 20 ? v : Messages.quote(v))
              + " is out of range 0 to "
              + MAX_SECONDS
              + "; "
              + d
              + " is used instead");
    }
    return Optional.of(Duration.ofNanos(d.movePointRight(9).longValue()));
  }

  /** The longest time a level field may give, in seconds: about 31 years. */
  private static final long MAX_SECONDS = 1_000_000_000L;

  private static Duration atLeastOneMilli(Duration d) {
    return d.compareTo(Duration.ofMillis(1)) < 0 ? Duration.ofMillis(1) : d;
  }

  @Override
  protected void error(String message) {
    send("error message=" + HubText.value(message.replace('\n', ' ')));
  }

  @Override
  protected void info(SearchInfo<Move> info, GameRecord<DraughtsPosition, Move> searched) {
    if (info.text().isPresent()) {
      return; // Hub has no free-text info
    }
    StringBuilder s = new StringBuilder("info");
    info.depth().ifPresent(d -> s.append(" depth=").append(d));
    info.score().ifPresent(score -> s.append(" score=").append(HubText.score(score)));
    info.nodes().ifPresent(n -> s.append(" nodes=").append(n));
    info.time()
        .ifPresent(
            t ->
                s.append(" time=")
                    .append(String.format(Locale.ROOT, "%.3f", t.toMillis() / 1000.0)));
    if (!info.pv().isEmpty()) {
      StringBuilder pv = new StringBuilder();
      DraughtsPosition p = searched.current();
      for (Move m : info.pv()) {
        if (!p.isLegal(m)) {
          break;
        }
        pv.append(pv.length() == 0 ? "" : " ").append(HubText.move(m));
        p = p.play(m);
      }
      s.append(" pv=").append(HubText.value(pv.toString()));
    }
    send(s.toString());
  }

  @Override
  protected void answer(Decision<Move> decision, GameRecord<DraughtsPosition, Move> searched) {
    DraughtsPosition position = searched.current();
    Move move;
    if (decision.kind() == Decision.Kind.MOVE) {
      move = decision.move().orElseThrow();
    } else {
      error("the player resigns; Hub has no resignation, so its first legal move is played");
      move = position.legalMoves().get(0);
    }
    StringBuilder s = new StringBuilder("done move=").append(HubText.move(move));
    DraughtsPosition after = position.play(move);
    decision
        .ponder()
        .filter(after::isLegal)
        .ifPresent(p -> s.append(" ponder=").append(HubText.move(p)));
    send(s.toString());
  }
}
