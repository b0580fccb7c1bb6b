package io.github.plateau.engine;

import io.github.plateau.core.Decision;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Limits;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.Reason;
import io.github.plateau.core.Score;
import io.github.plateau.core.SearchInfo;
import io.github.plateau.core.Turn;
import io.github.plateau.draughts.Draughts;
import io.github.plateau.draughts.DraughtsPosition;
import io.github.plateau.draughts.Move;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * Drives a Hub engine (Scan 3.1 and others): {@code hub} ... {@code wait}, the {@code variant}
 * parameter set to the game's, {@code init} ... {@code ready} once, then per decision {@code pos}
 * with the game's moves, {@code level} and {@code go think}, read back as {@code info} reports
 * (score in men, times in seconds) and {@code done}.
 */
final class HubClient extends LineClient<DraughtsPosition, Move> {
  private final Draughts draughts;
  private boolean initialised;

  HubClient(Draughts game, String name, List<String> command, EnginePlayer.Timeouts timeouts) {
    super(game, name, command, timeouts);
    this.draughts = game;
    handshake("hub", "wait");
    implicit(new Option("Ponder", "bool", "false"));
  }

  @Override
  void ready() {
    if (initialised) {
      return;
    }
    if (options().containsKey("variant")) {
      setOption("variant", HubServer.variant(draughts));
    }
    send("init");
    long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
    while (!process()
        .read(Duration.ofNanos(Math.max(0, deadline - System.nanoTime())))
        .equals("ready")) {
      // the engine may show information while it initialises
    }
    initialised = true;
  }

  @Override
  protected boolean isOptionLine(String line) {
    return line.startsWith("param ");
  }

  @Override
  protected Optional<Option> option(String line) {
    HubText.Command c;
    try {
      c = HubText.parse(line);
    } catch (IllegalArgumentException e) {
      return Optional.empty(); // an unclosed quote or a key given twice: no option to use
    }
    return c.arg("name")
        .map(n -> new Option(n, c.arg("type").orElse("string"), c.arg("value").orElse("")));
  }

  @Override
  protected String setOptionLine(String name, String value) {
    if (name.equals("Ponder")) {
      return null; // pondering is the client's own choice, not an engine parameter
    }
    return "set-param name=" + HubText.value(name) + " value=" + HubText.value(value);
  }

  @Override
  protected void startGame() {
    ready();
    send("new-game");
  }

  @Override
  protected String positionLine(GameRecord<DraughtsPosition, Move> record) {
    StringBuilder s =
        new StringBuilder("pos pos=").append(HubText.position(record.startPosition()));
    if (!record.moves().isEmpty()) {
      StringBuilder moves = new StringBuilder();
      for (Move m : record.moves()) {
        moves.append(moves.length() == 0 ? "" : " ").append(HubText.move(m));
      }
      s.append(" moves=\"").append(moves).append('"');
    }
    return s.toString();
  }

  @Override
  protected String goLine(Turn<DraughtsPosition, Move> turn, boolean ponder) {
    Limits l = turn.limits();
    StringBuilder level = new StringBuilder("level");
    if (l.isInfinite()) {
      level.append(" infinite");
    } else {
      var me = turn.position().sideToMove();
      l.depth().ifPresent(d -> level.append(" depth=").append(d));
      l.nodes().ifPresent(n -> level.append(" nodes=").append(n));
      l.moveTime().ifPresent(t -> level.append(" move-time=").append(seconds(t)));
      l.timeLeft(me)
          .ifPresent(
              t -> {
                l.movesToGo().ifPresent(m -> level.append(" moves=").append(m));
                level.append(" time=").append(seconds(t));
                if (!l.increment(me).isZero()) {
                  level.append(" inc=").append(seconds(l.increment(me)));
                }
              });
    }
    return level + "\ngo " + (ponder ? "ponder" : "think");
  }

  private static String seconds(Duration d) {
    return BigDecimal.valueOf(d.toMillis()).movePointLeft(3).stripTrailingZeros().toPlainString();
  }

  @Override
  protected Optional<SearchInfo<Move>> info(String line, DraughtsPosition position) {
    if (!line.startsWith("info")) {
      return Optional.empty();
    }
    try {
      HubText.Command c = HubText.parse(line);
      OptionalInt depth =
          c.arg("depth").map(d -> OptionalInt.of(Integer.parseInt(d))).orElse(OptionalInt.empty());
      Optional<Score> score = c.arg("score").map(HubText::score);
      OptionalLong nodes =
          c.arg("nodes").map(n -> OptionalLong.of(Long.parseLong(n))).orElse(OptionalLong.empty());
      Optional<Duration> time =
          c.arg("time").map(t -> Duration.ofMillis(Math.round(Double.parseDouble(t) * 1000)));
      List<Move> pv = new ArrayList<>();
      DraughtsPosition p = position;
      for (String m : c.arg("pv").orElse("").split("\\s+")) {
        if (m.isEmpty()) {
          continue;
        }
        try {
          Move move = HubText.move(p, m);
          pv.add(move);
          p = p.play(move);
        } catch (PlateauException e) {
          break;
        }
      }
      return Optional.of(new SearchInfo<>(depth, score, pv, nodes, time, Optional.empty()));
    } catch (RuntimeException e) {
      return Optional.empty(); // a malformed info line is skipped
    }
  }

  @Override
  protected String ponderHitLine() {
    return "ponder-hit";
  }

  @Override
  protected String ponderOption() {
    return "Ponder";
  }

  @Override
  protected Optional<Decision<Move>> bestMove(String line, DraughtsPosition position) {
    if (!line.startsWith("done")) {
      return Optional.empty();
    }
    HubText.Command c;
    try {
      c = HubText.parse(line);
    } catch (IllegalArgumentException e) {
      throw process().fail(Reason.FOUL, "a malformed answer " + Messages.quote(line), e);
    }
    String text =
        c.arg("move").orElseThrow(() -> process().fail(Reason.FOUL, "done without a move", null));
    return Optional.of(withPonder(position, parse(position, text), c.arg("ponder")));
  }

  @Override
  protected Move readMove(DraughtsPosition position, String text) {
    return HubText.move(position, text);
  }
}
