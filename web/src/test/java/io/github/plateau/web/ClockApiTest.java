package io.github.plateau.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.plateau.core.Games;
import io.github.plateau.core.Limits;
import io.github.plateau.core.Side;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Games with clocks over the JSON API, on a time source the tests move by hand: time runs for the
 * side to move, increments and byoyomi, losing on time, undo, the clock a bot gets, and refusals.
 */
class ClockApiTest {
  private static final FakeTime TIME = new FakeTime();
  private static BoardServer server;
  private static Http http;

  @BeforeAll
  static void start() {
    server =
        BoardServer.builder()
            .port(0)
            .moveTime(Duration.ofMillis(200))
            .timeSource(TIME)
            .opponent(Opponent.player("clockbot", "class:" + ClockBot.class.getName()))
            .opponent(Opponent.player("slow", "class:" + SlowBot.class.getName()))
            .start();
    http = new Http(server);
  }

  @AfterAll
  static void stop() {
    if (server != null) {
      server.close();
    }
  }

  private static JsonNode create(String game, String seats, String clock) {
    String body = "{\"game\":\"" + game + "\",\"seats\":" + seats + ",\"clock\":" + clock + "}";
    return http.created(body);
  }

  private static JsonNode people(String clock) {
    return create("shogi", "{}", clock);
  }

  private static JsonNode state(String id) {
    Http.Answer a = http.get("/api/games/" + id);
    assertEquals(200, a.status(), a.text());
    return a.json();
  }

  private static JsonNode move(String id, String move) {
    Http.Answer a = http.post("/api/games/" + id + "/move", "{\"move\":\"" + move + "\"}");
    assertEquals(200, a.status(), a.text());
    return a.json();
  }

  private static long left(JsonNode state, String side) {
    return state.get("clock").get("left").get(side).asLong();
  }

  private static void pass(long seconds) {
    TIME.advance(Duration.ofSeconds(seconds));
  }

  @Test
  void aGameWithoutAClockHasNone() {
    JsonNode s = create("shogi", "{}", "null");
    assertTrue(s.get("clock").isNull(), s.toString());
    pass(3600);
    assertTrue(state(s.get("id").asText()).get("outcome").isNull());
  }

  @Test
  void timeRunsForTheSideToMoveAndAPersonWhoWalksAwayLosesOnTime() {
    JsonNode s = people("{\"minutes\":1}");
    String id = s.get("id").asText();
    JsonNode clock = s.get("clock");
    assertEquals(1.0, clock.get("minutes").asDouble());
    assertEquals(0.0, clock.get("increment").asDouble());
    assertEquals("SENTE", clock.get("running").asText());
    assertEquals(60_000, left(s, "SENTE"));
    pass(20);
    s = state(id);
    assertEquals(40_000, left(s, "SENTE"));
    assertEquals(60_000, left(s, "GOTE"));
    long version = s.get("version").asLong();
    pass(39);
    assertEquals(version, http.get("/api/games/" + id + "/version").json().get("version").asLong());
    pass(1);
    // nobody moves: the page's next look at the version finds the game changed, and lost on time
    long now = http.get("/api/games/" + id + "/version").json().get("version").asLong();
    assertTrue(now > version, "the version did not change when SENTE's time ran out");
    s = state(id);
    assertEquals("TIME_FORFEIT", s.get("outcome").get("reason").asText(), s.toString());
    assertEquals("GOTE", s.get("outcome").get("winner").asText());
    assertEquals("SENTE's time ran out", s.get("detail").asText());
    assertEquals(0, left(s, "SENTE"));
    assertTrue(s.get("clock").get("running").isNull());
  }

  @Test
  void aMoveThatComesLateIsRefusedAndItsSideLosesOnTime() {
    String id = people("{\"minutes\":1}").get("id").asText();
    move(id, "7g7f");
    pass(61);
    Http.Answer late = http.post("/api/games/" + id + "/move", "{\"move\":\"3c3d\"}");
    assertEquals(409, late.status(), late.text());
    assertTrue(late.json().get("error").asText().contains("the game is over"), late.text());
    JsonNode s = state(id);
    assertEquals("SENTE", s.get("outcome").get("winner").asText());
    assertEquals("TIME_FORFEIT", s.get("outcome").get("reason").asText());
    assertEquals(1, s.get("history").size(), "the late move was played");
  }

  @Test
  void theIncrementIsAddedAfterEachMove() {
    String id = people("{\"minutes\":1,\"increment\":5}").get("id").asText();
    pass(10);
    JsonNode s = move(id, "7g7f");
    assertEquals(55_000, left(s, "SENTE"));
    assertEquals(60_000, left(s, "GOTE"));
    assertEquals("GOTE", s.get("clock").get("running").asText());
    pass(3);
    s = move(id, "3c3d");
    assertEquals(55_000, left(s, "SENTE"));
    assertEquals(62_000, left(s, "GOTE"));
    pass(1);
    assertEquals(54_000, left(state(id), "SENTE"));
  }

  @Test
  void onceTheMainTimeIsSpentEachMoveHasTheByoyomi() {
    String id = people("{\"minutes\":1,\"byoyomi\":10}").get("id").asText();
    assertEquals(70_000, left(state(id), "SENTE"));
    pass(65); // five seconds into the byoyomi
    JsonNode s = move(id, "7g7f");
    assertEquals(10_000, left(s, "SENTE"), "each move has the whole byoyomi again");
    s = move(id, "3c3d");
    pass(9);
    s = move(id, "2g2f");
    assertTrue(s.get("outcome").isNull(), s.toString());
    move(id, "8c8d");
    pass(10);
    s = state(id);
    assertEquals("GOTE", s.get("outcome").get("winner").asText(), s.toString());
    assertEquals("TIME_FORFEIT", s.get("outcome").get("reason").asText());
    assertEquals(0, left(s, "SENTE"), "nothing left, not another byoyomi");
  }

  @Test
  void anUndoGivesBackTheClocksOfTheTurnItReturnsTo() {
    String id = people("{\"minutes\":1}").get("id").asText();
    pass(10);
    move(id, "7g7f");
    pass(5);
    move(id, "3c3d");
    pass(7);
    Http.Answer a = http.post("/api/games/" + id + "/undo", "{}");
    assertEquals(200, a.status(), a.text());
    JsonNode s = a.json();
    // back to GOTE's turn: the clocks it began with, GOTE's time running from the undo
    assertEquals("GOTE", s.get("clock").get("running").asText());
    assertEquals(50_000, left(s, "SENTE"));
    assertEquals(60_000, left(s, "GOTE"));
    pass(2);
    assertEquals(58_000, left(state(id), "GOTE"));
  }

  @Test
  void aBotGetsItsClockAndMovesOnIt() {
    ClockBot.GIVEN.clear();
    String id =
        create("shogi", "{\"GOTE\":\"clockbot\"}", "{\"minutes\":3,\"increment\":2}")
            .get("id")
            .asText();
    pass(30);
    move(id, "7g7f");
    JsonNode s = http.settled(id);
    assertEquals(2, s.get("history").size(), s.toString());
    assertEquals(1, ClockBot.GIVEN.size());
    Limits given = ClockBot.GIVEN.get(0);
    Side sente = Games.create("shogi").sides().get(0);
    Side gote = Games.create("shogi").sides().get(1);
    assertEquals(Optional.of(Duration.ofSeconds(152)), given.timeLeft(sente), given.toString());
    assertEquals(Optional.of(Duration.ofSeconds(180)), given.timeLeft(gote), given.toString());
    assertEquals(Duration.ofSeconds(2), given.increment(gote));
    assertTrue(given.moveTime().isEmpty(), "a bot with a clock has no move time: " + given);
    assertEquals(182_000, left(s, "GOTE"), "the bot answered at once, and gained its increment");
    assertEquals("SENTE", s.get("clock").get("running").asText());
  }

  @Test
  void aBotStillThinkingWhenItsTimeRunsOutLosesOnTime() {
    String id = create("shogi", "{\"GOTE\":\"slow\"}", "{\"minutes\":1}").get("id").asText();
    JsonNode s = move(id, "7g7f");
    assertTrue(s.get("thinking").asBoolean(), s.toString());
    pass(60);
    s = state(id);
    assertEquals("SENTE", s.get("outcome").get("winner").asText(), s.toString());
    assertEquals("TIME_FORFEIT", s.get("outcome").get("reason").asText());
    assertEquals(1, s.get("history").size());
  }

  private static void refused(String clock, String words) {
    Http.Answer a = http.post("/api/games", "{\"game\":\"shogi\",\"clock\":" + clock + "}");
    assertEquals(400, a.status(), clock + ": " + a.text());
    assertEquals("request", a.json().get("kind").asText(), a.text());
    assertEquals(words, a.json().get("error").asText(), clock);
  }

  @Test
  void aBadClockIsRefusedSayingWhatIsWrong() {
    refused(
        "\"5+3\"",
        "the clock must be an object such as {\"minutes\": 5, \"increment\": 3}, or null for none,"
            + " not \"5+3\"");
    refused(
        "{\"minutes\":\"five\"}", "the clock's minutes must be a number of minutes, not \"five\"");
    refused("{\"minutes\":\"5\"}", "the clock's minutes must be a number of minutes, not \"5\"");
    refused("{\"minutes\":-1}", "the clock's minutes must not be negative, not -1");
    refused(
        "{\"minutes\":5,\"increment\":-2}", "the clock's increment must not be negative, not -2");
    refused("{\"minutes\":181}", "the clock's minutes must be from 0.1 to 180 minutes, not 181");
    refused("{\"minutes\":0}", "the clock's minutes must be from 0.1 to 180 minutes, not 0");
    refused(
        "{\"minutes\":5,\"increment\":61}",
        "the clock's increment must be from 0 to 60 seconds, not 61");
    refused(
        "{\"minutes\":5,\"byoyomi\":1e9}",
        "the clock's byoyomi must be from 0 to 60 seconds, not 1.0E9");
    refused("{\"increment\":3}", "the clock's minutes are missing");
    refused(
        "{\"minutes\":5,\"bonus\":3}",
        "the clock has no field 'bonus' (its fields: minutes, increment, byoyomi)");
  }
}
