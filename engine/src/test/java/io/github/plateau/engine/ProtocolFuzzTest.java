package io.github.plateau.engine;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Game;
import io.github.plateau.core.Position;
import io.github.plateau.core.testing.Fuzz;
import io.github.plateau.draughts.Draughts;
import io.github.plateau.draughts.DraughtsPosition;
import io.github.plateau.napoleon.Napoleon;
import io.github.plateau.shogi.Shogi;
import io.github.plateau.xiangqi.Xiangqi;
import io.github.plateau.xiangqi.XiangqiPosition;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.function.BiFunction;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * Seeded sessions of hostile traffic for every line protocol's server (DXP's messages have {@link
 * DxpTest}), with the random player and with the search player: lines made of the protocol's own
 * words in any order, numbers of every size and sign, moves legal, illegal and mangled, positions
 * whole and cut, very long lines and bytes that are not text. Whatever came before, the server must
 * then still answer its ping, play a legal move from the start when asked properly, and end on
 * quit; and no error it writes may carry a JDK exception's own wording, the sign of an exception it
 * did not expect. The traffic never holds the ping itself: its answer then tells that every earlier
 * line was handled. A failure names the protocol, the player, the seed and the whole transcript.
 */
class ProtocolFuzzTest {
  private static final long SEED = 2026120107L;

  /** Sessions per protocol and player; {@code -Dplateau.fuzz.sessions=N} runs more. */
  private static final int SESSIONS = Integer.getInteger("plateau.fuzz.sessions", 8);

  private static final int LINES = 30;
  private static final Duration PATIENCE = Duration.ofSeconds(20);

  private static final List<String> NUMBERS =
      List.of(
          "0",
          "1",
          "-1",
          "7",
          "50",
          "1000",
          "2147483647",
          "2147483648",
          "-2147483649",
          "9223372036854775807",
          "99999999999999999999",
          "1e3",
          "0x10",
          "1.5",
          "-0",
          "+3",
          "");

  private static final List<String> GARBAGE =
      List.of("\u0000", "\t", "é", "歩", "\uFFFD", "\"", "\"\"", "=", "==", "moves", "-", "*");

  @Test
  void usi() {
    Shogi shogi = new Shogi();
    fuzz(
        uciFamily(
            "usi",
            shogi,
            Protocol.USI,
            "usi usinewgame position startpos sfen moves go btime wtime binc winc byoyomi movetime"
                + " nodes depth infinite ponder mate stop ponderhit gameover win lose draw"
                + " setoption name value Seed USI_Hash USI_Ponder Threads",
            shogi::formatMove,
            word -> legal(shogi, word)));
  }

  @Test
  void uciAndUcci() {
    Xiangqi xiangqi = new Xiangqi();
    for (Protocol protocol : List.of(Protocol.UCI, Protocol.UCCI)) {
      fuzz(
          uciFamily(
              protocol.name().toLowerCase(Locale.ROOT),
              xiangqi,
              protocol,
              "uci ucci ucinewgame position startpos fen moves banmoves probe go wtime btime winc"
                  + " binc movestogo movetime nodes depth mate infinite ponder draw time increment"
                  + " opptime oppincrement oppmovestogo stop ponderhit setoption name value"
                  + " UCI_Variant xiangqi chess usemillisec newgame Seed bye",
              (position, move) -> UciMoves.FROM_ZERO.format(xiangqi, position, move),
              word -> legalXiangqi(xiangqi, word)));
    }
  }

  @Test
  void nsp() {
    Napoleon napoleon = new Napoleon();
    fuzz(
        uciFamily(
            "nsp",
            napoleon,
            Protocol.NSP,
            "nsp newgame setup south north first setups position startpos fen moves go southtime"
                + " northtime southinc northinc movestogo movetime nodes depth infinite stop"
                + " setoption name value Seed end",
            napoleon::formatMove,
            word -> legal(napoleon, word)));
  }

  @Test
  void hub() {
    Draughts draughts = new Draughts();
    fuzz(
        new Traffic<>(
            "hub",
            draughts,
            Protocol.HUB,
            words(
                "hub init new-game pos pos= moves= level move-time= time= inc= depth= nodes="
                    + " infinite go think ponder analyze ponder-hit stop set-param name=variant"
                    + " value=normal value=bt name=Seed draughts-brazilian draughts-canadian"),
            (position, move) -> HubText.move(move),
            (start, moves) ->
                "pos pos=" + HubText.position(start) + " moves=\"" + String.join(" ", moves) + "\"",
            List.of("stop", "ping"),
            "pong",
            List.of(
                "pos pos=" + HubText.position(draughts.start()),
                "level move-time=0.02",
                "go think"),
            line -> line.startsWith("done move="),
            word -> legalDraughts(draughts, word)));
  }

  /**
   * The traffic of a protocol of the UCI family: {@code position startpos moves ...}, pinged by
   * {@code isready}, asked to play by {@code go movetime}, answering {@code bestmove}.
   */
  private static <P extends Position<P, M>, M> Traffic<P, M> uciFamily(
      String name,
      Game<P, M> game,
      Protocol protocol,
      String words,
      BiFunction<P, M, String> format,
      Predicate<String> legalFromStart) {
    return new Traffic<>(
        name,
        game,
        protocol,
        words(words),
        format,
        (start, moves) ->
            String.join(" ", "position", "startpos", "moves", String.join(" ", moves)),
        List.of("stop", "isready"),
        "readyok",
        List.of("position startpos", "go movetime 20"),
        line -> line.startsWith("bestmove "),
        legalFromStart);
  }

  /** The protocol's words, never its ping: the ping's answer must be the one to the last line. */
  private static List<String> words(String spaced) {
    return List.of(spaced.split(" "));
  }

  /** A protocol's traffic, and how its server is asked to show it still works. */
  private record Traffic<P extends Position<P, M>, M>(
      String name,
      Game<P, M> game,
      Protocol protocol,
      List<String> words,
      BiFunction<P, M, String> format,
      BiFunction<P, List<String>, String> position,
      List<String> ready,
      String readyAnswer,
      List<String> play,
      Predicate<String> answer,
      Predicate<String> legalFromStart) {}

  private <P extends Position<P, M>, M> void fuzz(Traffic<P, M> traffic) {
    for (String spec : List.of("random:3", "search:nodes=300")) {
      for (int session = 0; session < SESSIONS; session++) {
        long seed = SEED + 1000L * traffic.name().hashCode() + session;
        session(traffic, spec, seed);
      }
    }
  }

  private <P extends Position<P, M>, M> void session(
      Traffic<P, M> traffic, String spec, long seed) {
    Random random = new Random(seed);
    List<String> plies = playout(traffic, random);
    String where = traffic.name() + " with " + spec + ", seed " + seed;
    ServerHarness server =
        new ServerHarness(traffic.game(), traffic.protocol(), Players.create(traffic.game(), spec));
    try {
      for (int i = 0; i < LINES; i++) {
        send(server, traffic, plies, random);
      }
      traffic.ready().forEach(server::send);
      server.until(l -> l.equals(traffic.readyAnswer()));
      traffic.play().forEach(server::send);
      String answer = server.until(traffic.answer());
      String move = answer.substring(answer.indexOf(' ') + 1).split(" ")[0];
      if (move.startsWith("move=")) {
        move = move.substring("move=".length());
      }
      assertTrue(traffic.legalFromStart().test(move), answer + " is not legal from the start");
      server.send("quit");
      server.assertEnds(PATIENCE);
      String transcript = server.transcript();
      for (String l : transcript.split("\n")) {
        if (!l.startsWith("> ")) {
          Fuzz.assertOwnWording(l, "a line the server wrote");
        }
      }
    } catch (AssertionError e) {
      throw new AssertionError(where + ": " + e.getMessage() + "\n\n" + server.transcript(), e);
    } finally {
      server.close();
    }
  }

  /** The first plies of a seeded game, in the protocol's notation. */
  private static <P extends Position<P, M>, M> List<String> playout(
      Traffic<P, M> traffic, Random random) {
    List<String> moves = new ArrayList<>();
    P position = traffic.game().start();
    for (int ply = 0; ply < 24 && position.outcome().isEmpty(); ply++) {
      List<M> legal = position.legalMoves();
      M move = legal.get(random.nextInt(legal.size()));
      moves.add(traffic.format().apply(position, move));
      position = position.play(move);
    }
    return moves;
  }

  /** Sends one line of traffic: a position, a go, words of the protocol, or bytes that are not. */
  private static <P extends Position<P, M>, M> void send(
      ServerHarness server, Traffic<P, M> traffic, List<String> plies, Random random) {
    int kind = random.nextInt(20);
    if (kind < 5) {
      List<String> moves = new ArrayList<>(plies.subList(0, random.nextInt(plies.size() + 1)));
      if (!moves.isEmpty() && random.nextBoolean()) {
        moves.set(random.nextInt(moves.size()), mangled(moves, traffic, random));
      }
      server.send(traffic.position().apply(traffic.game().start(), moves));
    } else if (kind < 9) {
      StringBuilder go = new StringBuilder("go");
      for (int i = random.nextInt(5); i > 0; i--) {
        go.append(' ').append(pick(traffic.words(), random));
        if (random.nextInt(4) != 0) {
          go.append(' ').append(pick(NUMBERS, random));
        }
      }
      server.send(go.toString());
    } else if (kind < 17) {
      StringBuilder words = new StringBuilder(pick(traffic.words(), random));
      for (int i = random.nextInt(6); i > 0; i--) {
        words.append(' ').append(token(traffic, plies, random));
      }
      server.send(words.toString());
    } else if (kind < 18) {
      byte[] bytes = new byte[1 + random.nextInt(40)];
      random.nextBytes(bytes);
      for (int i = 0; i < bytes.length; i++) {
        if (bytes[i] == '\n' || bytes[i] == '\r') {
          bytes[i] = ' ';
        }
      }
      server.sendBytes(bytes);
      server.sendBytes("\n".getBytes(StandardCharsets.UTF_8));
    } else if (kind < 19) {
      String word = token(traffic, plies, random);
      server.send(traffic.position().apply(traffic.game().start(), repeated(word, 600)));
    } else {
      server.send(pick(traffic.words(), random) + " " + "9".repeat(2000));
    }
  }

  private static String token(Traffic<?, ?> traffic, List<String> plies, Random random) {
    return switch (random.nextInt(4)) {
      case 0 -> pick(NUMBERS, random);
      case 1 -> plies.isEmpty() ? "" : pick(plies, random);
      case 2 -> pick(GARBAGE, random);
      default -> pick(traffic.words(), random);
    };
  }

  /** A move made wrong: cut, doubled, reversed, or another word in its place. */
  private static String mangled(List<String> moves, Traffic<?, ?> traffic, Random random) {
    String move = pick(moves, random);
    return switch (random.nextInt(5)) {
      case 0 -> move.substring(0, random.nextInt(move.length()));
      case 1 -> move + move;
      case 2 -> new StringBuilder(move).reverse().toString();
      case 3 -> pick(NUMBERS, random);
      default -> pick(traffic.words(), random);
    };
  }

  private static List<String> repeated(String word, int times) {
    List<String> words = new ArrayList<>(times);
    for (int i = 0; i < times; i++) {
      words.add(word);
    }
    return words;
  }

  private static <T> T pick(List<T> items, Random random) {
    return items.get(random.nextInt(items.size()));
  }

  private static <P extends Position<P, M>, M> boolean legal(Game<P, M> game, String text) {
    try {
      return game.start().isLegal(game.parseMove(game.start(), text));
    } catch (RuntimeException e) {
      return false;
    }
  }

  /** A move of xiangqi's start in either dialect's ranks: the traffic may switch it. */
  private static boolean legalXiangqi(Xiangqi xiangqi, String text) {
    XiangqiPosition start = xiangqi.start();
    for (UciMoves dialect : UciMoves.values()) {
      try {
        if (start.isLegal(dialect.parse(xiangqi, start, text))) {
          return true;
        }
      } catch (RuntimeException e) {
        // the other dialect
      }
    }
    return false;
  }

  private static boolean legalDraughts(Draughts draughts, String text) {
    DraughtsPosition start = draughts.start();
    return legal(draughts, text.replace('x', '-'))
        || start.legalMoves().stream().anyMatch(m -> HubText.move(m).equals(text));
  }
}
