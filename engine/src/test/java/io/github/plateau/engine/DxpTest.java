package io.github.plateau.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Decision;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Games;
import io.github.plateau.core.Limits;
import io.github.plateau.core.Player;
import io.github.plateau.core.RandomPlayer;
import io.github.plateau.core.Turn;
import io.github.plateau.draughts.Color;
import io.github.plateau.draughts.Draughts;
import io.github.plateau.draughts.DraughtsPosition;
import io.github.plateau.draughts.Move;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** DXP on loopback: Plateau as Initiator against Plateau as Follower, and hostile messages. */
class DxpTest {
  private static final Draughts DRAUGHTS = new Draughts();

  /** A Follower serving the random player on a free port, in the background. */
  private static final class Server implements AutoCloseable {
    final ServerSocket socket;
    final List<String> log =
        new CopyOnWriteArrayList<>(); // written by the server, read by the test
    final Thread thread;

    Server() throws IOException {
      this(null, new RandomPlayer<>(8));
    }

    /** A Follower under a name of its own (null for the default one), serving a player. */
    Server(EngineIdentity identity, Player<DraughtsPosition, Move> player) throws IOException {
      socket = new ServerSocket(0);
      thread =
          new Thread(
              () -> {
                if (identity == null) {
                  Dxp.serve(DRAUGHTS, player, socket, log::add);
                } else {
                  Dxp.serve(DRAUGHTS, player, identity, socket, log::add);
                }
              });
      thread.setDaemon(true);
      thread.start();
    }

    @Override
    public void close() throws IOException {
      socket.close();
      try {
        thread.join(5_000);
      } catch (InterruptedException e) {
        throw new AssertionError(e);
      }
      assertTrue(!thread.isAlive(), "the server ended");
    }
  }

  @Test
  void aMatchAgainstAFollowerOverTcp() throws Exception {
    try (Server server = new Server()) {
      Player<DraughtsPosition, Move> remote =
          Dxp.connect(
              DRAUGHTS,
              "127.0.0.1",
              server.socket.getLocalPort(),
              "plateau-test",
              Duration.ofSeconds(5));
      MatchResult<DraughtsPosition, Move> r =
          Match.builder(DRAUGHTS)
              .entrant("local", () -> new RandomPlayer<DraughtsPosition, Move>(2))
              .entrant("remote", () -> remote)
              .games(4)
              .randomPlies(2)
              .timeControl(TimeControl.parse("300"))
              .maxPlies(400)
              .build()
              .run();
      assertEquals(4, r.games().size());
      for (MatchGame<DraughtsPosition, Move> g : r.games()) {
        assertTrue(g.detail().isEmpty() || g.detail().startsWith("no result"), g.detail());
      }
      assertTrue(
          server.log.stream().anyMatch(l -> l.startsWith("dxp: game accepted")),
          server.log.toString());
    }
  }

  @Test
  void hostileMessagesAreRefusedAndTheServerGoesOn() throws Exception {
    try (Server server = new Server()) {
      try (Socket s = new Socket("127.0.0.1", server.socket.getLocalPort())) {
        s.setSoTimeout(5_000);
        OutputStream out = s.getOutputStream();
        InputStream in = s.getInputStream();
        send(out, "X garbage");
        send(out, "M0000323300"); // a move outside a game
        send(out, "R01" + "short");
        assertTrue(DxpMessages.read(in).startsWith("Crefused: "));
        assertEquals("A" + DxpMessages.name("random (Plateau)") + "2", DxpMessages.read(in));
        out.write("M".repeat(5000).getBytes(StandardCharsets.US_ASCII));
        out.write(0);
        send(out, "R01" + DxpMessages.name("tester") + "Z010000A"); // Plateau plays black
        assertEquals("A" + DxpMessages.name("random (Plateau)") + "0", DxpMessages.read(in));
        send(out, "M0000322800");
        String reply = DxpMessages.read(in);
        assertTrue(reply.startsWith("M"), reply);
        send(out, "M0000010200"); // illegal: the game ends
        assertEquals("E00", DxpMessages.read(in));
        send(out, "B001W");
        assertEquals("K1", DxpMessages.read(in));
      }
      // a new connection is served after the hostile one
      Player<DraughtsPosition, Move> remote =
          Dxp.connect(
              DRAUGHTS, "127.0.0.1", server.socket.getLocalPort(), "again", Duration.ofSeconds(5));
      remote.close();
      assertTrue(
          server.log.stream().anyMatch(l -> l.contains("unknown type")), server.log.toString());
      assertTrue(server.log.stream().anyMatch(l -> l.contains("not legal")), server.log.toString());
    }
  }

  @Test
  void theFollowerGivesTheNameItIsServedUnder() throws Exception {
    EngineIdentity identity =
        new EngineIdentity("Flying King, a name longer than DXP's 32 characters", "Jane");
    try (Server server = new Server(identity, new RandomPlayer<>(8))) {
      Player<DraughtsPosition, Move> remote =
          Dxp.connect(
              DRAUGHTS, "127.0.0.1", server.socket.getLocalPort(), "tester", Duration.ofSeconds(5));
      try (remote) {
        remote.decide(
            new Turn<>(GameRecord.start(DRAUGHTS), Limits.moveTime(Duration.ofMillis(10))));
        assertEquals("Flying King, a name longer than", remote.name());
      }
    }
  }

  @Test
  void aMalformedGameRequestIsRefusedWithItsReasonAndTheFollowerGoesOn() throws Exception {
    String tester = DxpMessages.name("tester");
    String[][] requests = {
      {"R01short", "2", "a GAMEREQ has 43 or 94 characters, not 8"},
      {"R02" + tester + "W010000A", "1", "speaks DXP version 01, not \"02\""},
      {"R01" + tester + "X010000A", "2", "the Follower's colour is W or Z"},
      {"R01" + tester + "W0x0000A", "2", "the thinking time is three digits"},
      {"R01" + tester + "W000000A", "2", "a thinking time of 0 minutes"},
      {"R01" + tester + "W010x50A", "2", "the number of moves is three digits"},
      {"R01" + tester + "W010000C", "2", "the starting position is A"},
      {"R01" + tester + "W010000A" + "W".repeat(51), "2", "the starting position is A"},
      {"R01" + tester + "W010000B" + "W" + "q".repeat(50), "2", "the starting position"},
      {"R01" + tester + "W010000B" + "X" + "e".repeat(50), "2", "the starting position"},
    };
    try (Server server = new Server()) {
      try (Socket s = new Socket("127.0.0.1", server.socket.getLocalPort())) {
        s.setSoTimeout(5_000);
        OutputStream out = s.getOutputStream();
        InputStream in = s.getInputStream();
        String follower = DxpMessages.name("random (Plateau)");
        for (String[] r : requests) {
          send(out, r[0]);
          String chat = DxpMessages.read(in); // why, before the GAMEACC that has room for a code
          assertTrue(chat.startsWith("Crefused: ") && chat.contains(r[2]), chat);
          assertEquals("A" + follower + r[1], DxpMessages.read(in), r[0]);
        }
        send(out, "R01" + tester + "Z010050A"); // a good one: Plateau plays black
        assertEquals("A" + follower + "0", DxpMessages.read(in));
        send(out, "M0000322800");
        assertTrue(DxpMessages.read(in).startsWith("M"));
      }
      assertTrue(
          server.log.stream().anyMatch(l -> l.contains("the Follower's colour is W or Z")),
          server.log.toString());
    }
  }

  /** Plays the first legal move, and keeps the limits of each decision. */
  private static final class Recording implements Player<DraughtsPosition, Move> {
    final List<Limits> limits = new CopyOnWriteArrayList<>();

    @Override
    public Decision<Move> decide(Turn<DraughtsPosition, Move> turn) {
      limits.add(turn.limits());
      return Decision.move(turn.position().legalMoves().get(0));
    }
  }

  @Test
  void aFixedMoveTimeReachesTheFollowerAsThatTimePerMove() throws Exception {
    Recording follower = new Recording();
    try (Server server = new Server(null, follower)) {
      Player<DraughtsPosition, Move> remote =
          Dxp.connect(
              DRAUGHTS, "127.0.0.1", server.socket.getLocalPort(), "tester", Duration.ofSeconds(5));
      try (remote) {
        GameRecord<DraughtsPosition, Move> record = GameRecord.start(DRAUGHTS);
        Limits tenthOfASecond = Limits.moveTime(Duration.ofMillis(100));
        for (int i = 0; i < 3; i++) { // the remote Follower plays white, we play black
          record = remote.decide(new Turn<>(record, tenthOfASecond)).applyTo(record);
          record = record.play(record.current().legalMoves().get(0));
        }
      }
      assertEquals(3, follower.limits.size());
      for (Limits l : follower.limits) {
        Duration budget = l.budget(Color.WHITE).orElseThrow();
        // one minute for 600 moves: a tenth of a second each, not the 33 minutes of 999 / 30
        assertTrue(budget.compareTo(Duration.ofMillis(120)) < 0, budget.toString());
      }
      assertTrue(
          server.log.contains("dxp: game accepted, playing WHITE, 1 min for 600 moves"),
          server.log.toString());
    }
  }

  @Test
  void aRefusalSaysWhyTheFollowerRefused() throws Exception {
    try (ServerSocket follower = new ServerSocket(0)) {
      Thread refuser =
          new Thread(
              () -> {
                try (Socket s = follower.accept()) {
                  DxpMessages.read(s.getInputStream()); // the GAMEREQ
                  send(s.getOutputStream(), "Conly on Sundays");
                  send(s.getOutputStream(), "A" + DxpMessages.name("picky") + "2");
                  DxpMessages.read(s.getInputStream()); // until the Initiator hangs up
                } catch (IOException e) {
                  // the Initiator closed the connection
                }
              });
      refuser.setDaemon(true);
      refuser.start();
      Player<DraughtsPosition, Move> remote =
          Dxp.connect(DRAUGHTS, "127.0.0.1", follower.getLocalPort(), "me", Duration.ofSeconds(5));
      EngineException e =
          assertThrows(
              EngineException.class,
              () -> remote.decide(new Turn<>(GameRecord.start(DRAUGHTS), Limits.depth(1))));
      assertTrue(
          e.getMessage().contains("refused the game: it declines this game")
              && e.getMessage().contains("after saying \"only on Sundays\""),
          e.getMessage());
      remote.close();
    }
  }

  @Test
  void dxpIsFor10x10InternationalDraughtsOnly() throws IOException {
    Draughts brazilian = (Draughts) Games.create("draughts-brazilian");
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> Dxp.connect(brazilian, "127.0.0.1", 1, "x", Duration.ofSeconds(1)));
    assertTrue(e.getMessage().contains("10 x 10"));
    int closed; // a port that was free a moment ago: nothing listens there (port 1 may be bound)
    try (ServerSocket free = new ServerSocket(0)) {
      closed = free.getLocalPort();
    }
    EngineException refused =
        assertThrows(
            EngineException.class,
            () -> Dxp.connect(DRAUGHTS, "127.0.0.1", closed, "x", Duration.ofSeconds(1)));
    assertTrue(refused.getMessage().contains("cannot connect"));
  }

  private static void send(OutputStream out, String message) throws IOException {
    DxpMessages.write(out, message);
  }
}
