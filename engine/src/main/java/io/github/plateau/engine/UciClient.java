package io.github.plateau.engine;

import io.github.plateau.core.Decision;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Limits;
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
final class UciClient extends UciFamilyClient<XiangqiPosition, Move> {
  private final Xiangqi xiangqi;
  private final boolean ucci;
  private UciMoves dialect = UciMoves.FROM_ZERO;
  private boolean millis;

  UciClient(
      Xiangqi game,
      String name,
      List<String> command,
      EnginePlayer.Timeouts timeouts,
      boolean ucci) {
    super(game, name, command, timeouts);
    this.xiangqi = game;
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
    return OptionLines.read(line, !ucci, false);
  }

  @Override
  protected String setOptionLine(String name, String value) {
    return ucci ? "setoption " + name + " " + value : super.setOptionLine(name, value);
  }

  @Override
  protected void startGame() {
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
    s.append(start.equals(xiangqi.start()) ? "startpos" : "fen " + start);
    List<Move> moves = record.moves();
    if (!moves.isEmpty()) {
      s.append(" moves");
      List<XiangqiPosition> positions = record.positions();
      for (int i = 0; i < moves.size(); i++) {
        s.append(' ').append(dialect.format(xiangqi, positions.get(i), moves.get(i)));
      }
    }
    return s.toString();
  }

  @Override
  protected void clock(Turn<XiangqiPosition, Move> turn, StringBuilder s) {
    Limits l = turn.limits();
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
      return;
    }
    if (l.timeLeft(Color.RED).isPresent() || l.timeLeft(Color.BLACK).isPresent()) {
      s.append(" wtime ").append(ms(l.timeLeft(Color.RED)));
      s.append(" btime ").append(ms(l.timeLeft(Color.BLACK)));
      s.append(" winc ").append(l.increment(Color.RED).toMillis());
      s.append(" binc ").append(l.increment(Color.BLACK).toMillis());
      l.movesToGo().ifPresent(n -> s.append(" movestogo ").append(n));
    }
    l.moveTime().ifPresent(t -> s.append(" movetime ").append(t.toMillis()));
  }

  private long clock(Duration d) {
    return millis ? d.toMillis() : Math.max(0, d.toSeconds());
  }

  private static long ms(Optional<Duration> d) {
    return d.map(Duration::toMillis).orElse(0L);
  }

  /** UCI's {@code searchmoves}, as Fairy-Stockfish reads it; UCCI has no such field. */
  @Override
  protected String searchMoves(Turn<XiangqiPosition, Move> turn) {
    if (ucci || turn.rootMoves().isEmpty()) {
      return "";
    }
    StringBuilder s = new StringBuilder(" searchmoves");
    for (Move move : turn.rootMoves()) {
      s.append(' ').append(dialect.format(xiangqi, turn.position(), move));
    }
    return s.toString();
  }

  @Override
  protected String ponderOption() {
    return "Ponder";
  }

  @Override
  protected Optional<Decision<Move>> bestMove(String line, XiangqiPosition position) {
    if (ucci && new Tokens(line).next("").equals("nobestmove")) {
      return Optional.of(Decision.resign()); // UCCI's answer when the engine has no move
    }
    return super.bestMove(line, position);
  }

  @Override
  protected Decision<Move> decision(Tokens t, XiangqiPosition position) {
    String text = t.next("a move after bestmove");
    if (!ucci && text.equals("(none)")) {
      return Decision.resign();
    }
    Move move = parse(position, text);
    Optional<String> reply = Optional.empty();
    boolean resign = false;
    while (t.hasNext()) {
      String word = t.next("");
      if (word.equals("ponder") && t.hasNext()) {
        reply = Optional.of(t.next(""));
      } else if (ucci && word.equals("resign")) {
        resign = true;
      }
    }
    return resign ? Decision.resign() : withPonder(position, move, reply);
  }

  @Override
  protected String gameText(String text) {
    return dialect.iccs(text);
  }

  @Override
  protected Move readMove(XiangqiPosition position, String text) {
    return dialect.parse(xiangqi, position, text);
  }
}
