package io.github.plateau.engine;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.Decision;
import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Limits;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.Side;
import io.github.plateau.core.Turn;
import io.github.plateau.xiangqi.Color;
import io.github.plateau.xiangqi.Move;
import io.github.plateau.xiangqi.Xiangqi;
import io.github.plateau.xiangqi.XiangqiPosition;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * Drives a xiangqi engine over UCI or UCCI. A UCI engine that announces {@code UCI_Variant}
 * (Fairy-Stockfish) is set to {@code xiangqi} and spoken to with ranks 1 to 10; others (Pikafish)
 * with ranks 0 to 9, as UCCI always is. A UCCI engine that announces {@code usemillisec} gets its
 * clock in milliseconds, others in seconds as the protocol says. UCCI's {@code draw} offers are not
 * passed on: the player contract has no draw offer.
 */
final class UciClient extends LineClient<XiangqiPosition, Move> {
  private final Xiangqi game;
  private final boolean ucci;
  private UciMoves dialect = UciMoves.FROM_ZERO;
  private boolean millis;

  UciClient(
      Xiangqi game,
      String name,
      List<String> command,
      EnginePlayer.Timeouts timeouts,
      boolean ucci) {
    super(name, command, timeouts);
    this.game = game;
    this.ucci = ucci;
    handshake(ucci ? "ucci" : "uci", ucci ? "ucciok" : "uciok");
    if (options().containsKey("UCI_Variant")) {
      setOption("UCI_Variant", "xiangqi");
      dialect = ucci ? UciMoves.FROM_ZERO : UciMoves.FROM_ONE;
    }
    if (ucci && options().containsKey("usemillisec")) {
      setOption("usemillisec", "true");
      millis = true;
    }
    implicit(new Option("Ponder", "check", "false"));
  }

  @Override
  protected Optional<Option> option(String line) {
    Tokens t = new Tokens(line);
    t.next("option");
    String name;
    if (ucci) {
      name = t.next("a name");
      if (!t.hasNext() || !t.next("").equals("type")) {
        return Optional.empty();
      }
    } else {
      if (!t.next("name").equals("name")) {
        return Optional.empty();
      }
      name = t.until("type");
      if (name.isEmpty() || !t.hasNext()) {
        return Optional.empty();
      }
      t.next("type");
    }
    String type = t.hasNext() ? t.next("") : "string";
    String value = "";
    while (t.hasNext()) {
      if (t.next("").equals("default")) {
        value = t.hasNext() && !t.peek().equals("min") && !t.peek().equals("var") ? t.next("") : "";
        break;
      }
    }
    return Optional.of(new Option(name, type, value.equals("<empty>") ? "" : value));
  }

  @Override
  protected String setOptionLine(String name, String value) {
    return ucci ? "setoption " + name + " " + value : "setoption name " + name + " value " + value;
  }

  @Override
  protected void startGame(Game<XiangqiPosition, Move> newGame) {
    checkArgument(
        newGame.equals(game),
        "this engine was started for %s, not %s",
        game.name(),
        newGame.name());
    if (ucci) {
      if (options().containsKey("newgame")) {
        send("setoption newgame");
      }
      ready();
    } else {
      ready();
      send("ucinewgame");
    }
  }

  @Override
  protected String positionLine(GameRecord<XiangqiPosition, Move> record) {
    StringBuilder s = new StringBuilder("position ");
    XiangqiPosition start = record.startPosition();
    s.append(start.equals(game.start()) ? "startpos" : "fen " + start);
    List<Move> moves = record.moves();
    if (!moves.isEmpty()) {
      s.append(" moves");
      List<XiangqiPosition> positions = record.positions();
      for (int i = 0; i < moves.size(); i++) {
        s.append(' ').append(dialect.format(game, positions.get(i), moves.get(i)));
      }
    }
    return s.toString();
  }

  @Override
  protected String goLine(Turn<XiangqiPosition, Move> turn, boolean ponder) {
    Limits l = turn.limits();
    StringBuilder s = new StringBuilder("go");
    if (ponder) {
      s.append(" ponder");
    }
    if (l.isInfinite()) {
      return s.append(" infinite").toString();
    }
    Side me = turn.position().sideToMove();
    Side them = me == Color.RED ? Color.BLACK : Color.RED;
    if (ucci) {
      if (l.timeLeft(me).isPresent()) {
        s.append(" time ").append(clock(l.timeLeft(me).get()));
        l.movesToGo().ifPresent(n -> s.append(" movestogo ").append(n));
        if (l.movesToGo().isEmpty()) {
          s.append(" increment ").append(clock(l.increment(me)));
        }
        l.timeLeft(them).ifPresent(t -> s.append(" opptime ").append(clock(t)));
      } else if (l.moveTime().isPresent()) {
        s.append(" time ").append(clock(l.moveTime().get())).append(" movestogo 1");
      }
      l.nodes().ifPresent(n -> s.append(" nodes ").append(n));
      l.depth().ifPresent(d -> s.append(" depth ").append(d));
      return s.toString();
    }
    if (l.timeLeft(Color.RED).isPresent() || l.timeLeft(Color.BLACK).isPresent()) {
      s.append(" wtime ").append(ms(l.timeLeft(Color.RED)));
      s.append(" btime ").append(ms(l.timeLeft(Color.BLACK)));
      s.append(" winc ").append(l.increment(Color.RED).toMillis());
      s.append(" binc ").append(l.increment(Color.BLACK).toMillis());
      l.movesToGo().ifPresent(n -> s.append(" movestogo ").append(n));
    }
    l.moveTime().ifPresent(t -> s.append(" movetime ").append(t.toMillis()));
    l.nodes().ifPresent(n -> s.append(" nodes ").append(n));
    l.depth().ifPresent(d -> s.append(" depth ").append(d));
    return s.toString();
  }

  private long clock(Duration d) {
    return millis ? d.toMillis() : Math.max(0, d.toSeconds());
  }

  private static long ms(Optional<Duration> d) {
    return d.map(Duration::toMillis).orElse(0L);
  }

  @Override
  protected String ponderOption() {
    return "Ponder";
  }

  @Override
  protected Optional<Decision<Move>> bestMove(String line, XiangqiPosition position) {
    Tokens t = new Tokens(line);
    String first = t.next("");
    if (ucci && first.equals("nobestmove")) {
      return Optional.of(Decision.resign());
    }
    if (!first.equals("bestmove")) {
      return Optional.empty();
    }
    String text = t.next("a move after bestmove");
    if (!ucci && text.equals("(none)")) {
      return Optional.of(Decision.resign());
    }
    Move move = parse(position, text);
    Move ponder = null;
    boolean resign = false;
    while (t.hasNext()) {
      String word = t.next("");
      if (word.equals("ponder") && t.hasNext()) {
        String reply = t.next("");
        try {
          ponder = dialect.parse(game, position.play(move), reply);
        } catch (PlateauException e) {
          // an impossible ponder move is only a hint: dropped
        }
      } else if (ucci && word.equals("resign")) {
        resign = true;
      }
    }
    if (resign) {
      return Optional.of(Decision.resign());
    }
    return Optional.of(ponder == null ? Decision.move(move) : Decision.move(move, ponder));
  }

  @Override
  protected Move readMove(XiangqiPosition position, String text) {
    return dialect.parse(game, position, text);
  }

  @Override
  protected boolean mateInMoves() {
    return true;
  }
}
