package io.github.plateau.web;

import static io.github.plateau.web.Http.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The routes of moves in the JSON API: each legal move's landing squares and the pieces it takes
 * elsewhere, and the last move's, with the picture before it when it took pieces off the board.
 */
class RoutesApiTest {
  /** A black king with two routes to 26, each over two white men. */
  static final String TWO_ROUTES =
      "B:W27,30,31,32,36,38,41,44,45,46,49,50:B1,2,4,5,6,8,9,10,11,13,16,17,18,20,21,K35";

  private static BoardServer server;
  private static Http http;

  @BeforeAll
  static void start() {
    server = BoardServer.builder().port(0).moveTime(Duration.ofMillis(100)).start();
    http = new Http(server);
  }

  @AfterAll
  static void stop() {
    if (server != null) {
      server.close();
    }
  }

  private static List<String> texts(JsonNode array) {
    List<String> out = new ArrayList<>();
    array.forEach(n -> out.add(n.asText()));
    return out;
  }

  private static JsonNode move(JsonNode state, String text) {
    for (JsonNode m : state.get("moves")) {
      if (m.get("move").asText().equals(text)) {
        return m;
      }
    }
    throw new AssertionError(text + " is not among " + state.get("moves"));
  }

  @Test
  void aMultipleCapturesRouteAndTakenPiecesComeFromTheRules() {
    JsonNode s = http.created(json("game", "draughts", "position", TWO_ROUTES));
    JsonNode west = move(s, "35x24x42x26");
    assertEquals(List.of("35", "26"), texts(west.get("squares")));
    assertEquals(List.of("35", "24", "42", "26"), texts(west.get("route")));
    assertEquals(List.of("30", "38", "31"), texts(west.get("taken")));
    JsonNode east = move(s, "35x19x37x26");
    assertEquals(List.of("35", "19", "37", "26"), texts(east.get("route")));
    assertFalse(s.has("lastRoute"), "no move played yet");
    String id = s.get("id").asText();
    Http.Answer played = http.post("/api/games/" + id + "/move", json("move", "35x24x42x26"));
    assertEquals(200, played.status(), played.text());
    s = played.json();
    assertEquals(List.of("35", "26"), texts(s.get("lastMove")));
    assertEquals(List.of("35", "24", "42", "26"), texts(s.get("lastRoute")));
    assertEquals(List.of("30", "38", "31"), texts(s.get("lastTaken")));
    // the picture before the move still holds the taken men, which the board has lost
    assertTrue(s.get("before").asText().startsWith("<svg"), s.get("before").asText());
    assertFalse(s.get("before").asText().contains("data-square"), "not clickable");
    JsonNode quiet = move(s, "32-28");
    assertEquals(List.of("32", "28"), texts(quiet.get("route")));
    assertEquals(List.of(), texts(quiet.get("taken")));
    // a look back at the position after the capture tells the same
    JsonNode view = http.get("/api/games/" + id + "/view?turn=1").json();
    assertEquals(List.of("35", "24", "42", "26"), texts(view.get("lastRoute")));
    assertEquals(List.of("30", "38", "31"), texts(view.get("lastTaken")));
    s = http.post("/api/games/" + id + "/move", json("move", "32-28")).json();
    assertEquals(List.of("32", "28"), texts(s.get("lastRoute")));
    assertEquals(List.of(), texts(s.get("lastTaken")));
    assertFalse(s.has("before"), "nothing taken: no picture before");
  }
}
