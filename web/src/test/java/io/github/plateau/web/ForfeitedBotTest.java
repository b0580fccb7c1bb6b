package io.github.plateau.web;

import static io.github.plateau.web.Http.json;
import static io.github.plateau.web.Http.seats;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * A bot of the class path that ignores {@code stop} loses on time and holds no place among the bots
 * thinking: the others go on at once, and past a bound on such bots still running the server takes
 * no new game against them.
 */
class ForfeitedBotTest {
  @Test
  void aForfeitedBotHoldsNoPlaceAndTheirNumberIsBounded() {
    try (BoardServer server =
        BoardServer.builder()
            .port(0)
            .maxThinking(1) // one place: the hanging bot held it for its whole minute
            .moveTime(Duration.ofMillis(100))
            .opponent(Opponent.player("hang", "class:" + HangBot.class.getName()))
            .opponent(Opponent.player("random", "random:7"))
            .start()) {
      Http http = new Http(server);
      JsonNode hanging = http.created(json("game", "xiangqi", "seats", seats("RED", "hang")));
      JsonNode lost = http.settled(hanging.get("id").asText()); // 100 ms and 5 s of grace
      assertEquals("TIME_FORFEIT", lost.get("outcome").get("reason").asText(), lost.toString());

      // HangBot sleeps on for most of a minute: the random player must not wait for it
      JsonNode other = http.created(json("game", "xiangqi", "seats", seats("RED", "random")));
      JsonNode moved = http.settled(other.get("id").asText());
      assertEquals(1, moved.get("ply").asInt(), moved.toString());

      // one abandoned bot is the bound here: no new game against such a bot, others still start
      Http.Answer refused =
          http.post("/api/games", json("game", "xiangqi", "seats", seats("BLACK", "hang")));
      assertEquals(503, refused.status(), refused.text());
      assertEquals("request", refused.json().get("kind").asText());
      assertTrue(refused.json().get("error").asText().contains("lost on time"), refused.text());
      http.created(json("game", "xiangqi", "seats", seats("BLACK", "random")));
    }
  }
}
