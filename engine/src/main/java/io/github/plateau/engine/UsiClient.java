package io.github.plateau.engine;

import io.github.plateau.core.Decision;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Limits;
import io.github.plateau.core.Turn;
import io.github.plateau.shogi.Color;
import io.github.plateau.shogi.Move;
import io.github.plateau.shogi.Shogi;
import io.github.plateau.shogi.ShogiPosition;
import io.github.plateau.shogi.UsiLine;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Drives a USI engine: {@code usi} ... {@code usiok}, {@code isready}, {@code usinewgame}, then per
 * decision a {@code position} line and a {@code go} from the turn's clock, read back as info
 * reports and a {@code bestmove} ({@code resign} and {@code win} included). A fixed move time is
 * sent as USI's byoyomi with no main time, the form every USI engine knows.
 *
 * <p>USI's Fischer clock ({@code binc}, {@code winc}) came after some engines were written, and
 * they die on it. To an engine whose {@code id name} begins with a name of {@link #NO_INCREMENT},
 * an increment is sent as a byoyomi taken out of the main time: {@code byoyomi} is the mover's
 * increment (at most its time left) and each side's time is its time left less that byoyomi, so
 * that the engine may still spend no more than its time left, as under the increment.
 */
final class UsiClient extends UciFamilyClient<ShogiPosition, Move> {
  /** The starts of the {@code id name} of engines that read no {@code binc} or {@code winc}. */
  static final List<String> NO_INCREMENT = List.of("gpsshogi");

  /** A USI move's form: a board move, promoting or not, or a drop. */
  private static final Pattern MOVE =
      Pattern.compile("[1-9][a-i][1-9][a-i]\\+?|[PLNSGBR]\\*[1-9][a-i]");

  private boolean readsIncrement = true;

  UsiClient(Shogi game, String name, List<String> command, EnginePlayer.Timeouts timeouts) {
    super(game, name, command, timeouts);
    handshake("usi", "usiok");
    // USI defines these two for every engine; many do not announce them.
    implicit(new Option("USI_Ponder", "check", "false"));
    implicit(new Option("USI_Hash", "spin", "256"));
  }

  @Override
  protected Optional<Option> option(String line) {
    return OptionLines.read(line, true, false);
  }

  @Override
  protected void other(String line) {
    id(line, "name")
        .ifPresent(engine -> readsIncrement = NO_INCREMENT.stream().noneMatch(engine::startsWith));
  }

  @Override
  protected void startGame() {
    ready();
    send("usinewgame");
  }

  @Override
  protected String positionLine(GameRecord<ShogiPosition, Move> record) {
    return UsiLine.format(record);
  }

  @Override
  protected void clock(Turn<ShogiPosition, Move> turn, StringBuilder s) {
    Limits l = turn.limits();
    boolean clock = l.timeLeft(Color.SENTE).isPresent() || l.timeLeft(Color.GOTE).isPresent();
    if (clock || l.moveTime().isPresent() || !l.byoyomi().isZero()) {
      Duration byoyomi = l.moveTime().orElse(l.byoyomi());
      boolean increment = byoyomi.isZero() && readsIncrement;
      Duration folded = Duration.ZERO; // the increment sent as a byoyomi, out of the main time
      if (byoyomi.isZero() && !readsIncrement) {
        Color mover = turn.position().sideToMove();
        folded = min(l.increment(mover), l.timeLeft(mover).orElse(Duration.ZERO));
        byoyomi = folded;
      }
      s.append(" btime ").append(ms(l.timeLeft(Color.SENTE), folded));
      s.append(" wtime ").append(ms(l.timeLeft(Color.GOTE), folded));
      if (!byoyomi.isZero()) {
        s.append(" byoyomi ").append(byoyomi.toMillis());
      } else if (increment) {
        s.append(" binc ").append(l.increment(Color.SENTE).toMillis());
        s.append(" winc ").append(l.increment(Color.GOTE).toMillis());
      }
    }
  }

  @Override
  protected String ponderOption() {
    return "USI_Ponder";
  }

  @Override
  protected Decision<Move> decision(Tokens t, ShogiPosition position) {
    String text = t.next("a move after bestmove");
    switch (text) {
      case "resign":
        return Decision.resign();
      case "win":
        return Decision.declareWin();
      default:
        break;
    }
    Move move = parse(position, text);
    boolean ponder = t.hasNext() && t.next("").equals("ponder") && t.hasNext();
    return withPonder(position, move, ponder ? Optional.of(t.next("")) : Optional.empty());
  }

  @Override
  protected String gameText(String text) {
    if (!MOVE.matcher(text).matches()) {
      throw new IllegalArgumentException("not a USI move: " + Messages.quote(text));
    }
    return text;
  }

  @Override
  protected boolean mateInMoves() {
    return false; // USI counts mates in plies
  }

  /** A side's time left less what is sent as byoyomi, in milliseconds, never below 0. */
  private static long ms(Optional<Duration> d, Duration less) {
    return Math.max(0, d.orElse(Duration.ZERO).minus(less).toMillis());
  }

  private static Duration min(Duration a, Duration b) {
    return a.compareTo(b) <= 0 ? a : b;
  }
}
