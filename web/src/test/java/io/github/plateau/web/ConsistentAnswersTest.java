package io.github.plateau.web;

import static io.github.plateau.web.Http.json;
import static io.github.plateau.web.Http.seats;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;

/**
 * Many clients move in one game against a quick bot: every answer to a move describes the game
 * right after that move, never with the bot's reply already in it (the bot is woken by the move and
 * could answer before the state was read).
 */
class ConsistentAnswersTest {
  private static final int CLIENTS = 32;
  private static final int MOVES = 16; // RED's moves the clients play between them, at least
  private static final int PLIES = 2 * MOVES; // the game's plies once they have

  @Test
  void eachAnswerToAMoveIsTheGameRightAfterIt() throws Exception {
    try (BoardServer server =
        BoardServer.builder()
            .port(0)
            .moveTime(Duration.ofMillis(200))
            .opponent(Opponent.player("random", "random:5"))
            .start()) {
      Http http = new Http(server);
      JsonNode created = http.created(json("game", "xiangqi", "seats", seats("BLACK", "random")));
      assertEquals(0, created.get("ply").asInt(), "the answer to the creation");
      String id = created.get("id").asText();
      Queue<String> wrong = new ConcurrentLinkedQueue<>();
      AtomicInteger accepted = new AtomicInteger();
      ExecutorService clients = Executors.newFixedThreadPool(CLIENTS);
      try {
        List<Future<?>> done = new ArrayList<>();
        for (int c = 0; c < CLIENTS; c++) {
          done.add(clients.submit(() -> client(http, id, wrong, accepted)));
        }
        for (Future<?> f : done) {
          f.get();
        }
      } finally {
        clients.shutdownNow();
      }
      boolean over = http.get("/api/games/" + id).json().get("phase").asText().equals("over");
      assertTrue(over || accepted.get() >= MOVES, "only " + accepted + " moves were taken");
      assertTrue(wrong.isEmpty(), wrong.size() + " answers of " + accepted + ": " + wrong.peek());
    }
  }

  /**
   * Moves whenever RED is to move, until the game has {@link #PLIES} plies or ends; checks each
   * accepted move's answer. Waiting for the bot costs no try, so the moves taken depend on the
   * game's progress, not on how fast the bot answers.
   */
  private static void client(Http http, String id, Queue<String> wrong, AtomicInteger accepted) {
    long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
    for (int i = 0; System.nanoTime() < deadline; ) {
      JsonNode before = http.get("/api/games/" + id).json();
      int ply = before.get("ply").asInt();
      if (before.get("phase").asText().equals("over") || ply >= PLIES) {
        return;
      }
      JsonNode moves = before.get("moves");
      if (moves == null || moves.isEmpty()) {
        LockSupport.parkNanos(2_000_000); // the bot is to move
        continue;
      }
      String move = moves.get(i++ % moves.size()).get("move").asText();
      Http.Answer a = http.post("/api/games/" + id + "/move", json("move", move));
      if (a.status() != 200) {
        continue; // another client moved first: refused as not RED's turn or no longer legal
      }
      accepted.incrementAndGet();
      JsonNode after = a.json();
      // the move was made at the ply this client saw, or later if others moved meanwhile; either
      // way the answer ends with it: BLACK (the bot) to move, or the game over by it
      boolean over = after.get("phase").asText().equals("over");
      if (!over && !after.get("sideToMove").asText().equals("BLACK")
          || after.get("ply").asInt() <= ply) {
        wrong.add("after " + move + " at ply " + ply + ": ply " + after.get("ply").asInt());
      }
    }
  }
}
