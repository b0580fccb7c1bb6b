package io.github.plateau.web;

import static io.github.plateau.web.Http.json;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The game's turns in each of its move notations, in the state the API sends ({@code notations},
 * {@code firstSide}), beside the standard {@code history}.
 */
class NotationApiTest {
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

  private static JsonNode create(String body) {
    return http.created(body);
  }

  private static List<String> texts(JsonNode array) {
    List<String> texts = new ArrayList<>();
    array.forEach(n -> texts.add(n.asText()));
    return texts;
  }

  /** Each notation's name, label and turns, as "name label: turn turn ...". */
  private static List<String> notations(JsonNode state) {
    List<String> all = new ArrayList<>();
    for (JsonNode n : state.get("notations")) {
      all.add(
          n.get("name").asText()
              + " "
              + n.get("label").asText()
              + ": "
              + String.join(" ", texts(n.get("turns"))));
    }
    return all;
  }

  @Test
  void shogiIsSentInItsFourNotations() {
    String record = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\n7g7f 3c3d\n";
    JsonNode s = create(json("game", "shogi", "record", record, "format", "moves"));
    assertEquals(
        List.of(
            "japanese Japanese: ☗７六歩 ☖３四歩",
            "kif KIF: ７六歩(77) ３四歩(33)",
            "western Western: P-7f P-3d",
            "usi USI: 7g7f 3c3d"),
        notations(s));
    assertEquals("SENTE", s.get("firstSide").asText());
  }

  @Test
  void aHandicapGameBeginsWithItsSecondSide() {
    String start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/7R1/LNSGKGSNL w - 1";
    JsonNode s = create(json("game", "shogi", "record", start + "\n3c3d\n", "format", "moves"));
    assertEquals("GOTE", s.get("firstSide").asText());
    assertEquals("japanese Japanese: ☖３四歩", notations(s).get(0));
  }

  @Test
  void napoleonIsSentInItsWholeTurnsAndNothingBeforeTheSetups() {
    String start = "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0 -\n";
    JsonNode s = create(json("game", "napoleon", "record", start + "c2-c4,a2=NE c7-c5\n"));
    assertEquals(List.of("standard Standard: c2-c4,a2=NE c7-c5"), notations(s));
    assertEquals(texts(s.get("history")), texts(s.get("notations").get(0).get("turns")));
    JsonNode setup = create(json("game", "napoleon"));
    assertEquals("setup", setup.get("phase").asText());
    assertEquals(List.of("standard Standard: "), notations(setup));
  }

  @Test
  void everyNotationHasOneTextPerTurnAfterEachMove() {
    JsonNode s = create(json("game", "xiangqi"));
    String id = s.get("id").asText();
    for (int i = 0; i < 12; i++) {
      String move = s.get("moves").get(i % s.get("moves").size()).get("move").asText();
      Http.Answer a = http.post("/api/games/" + id + "/move", json("move", move));
      assertEquals(200, a.status(), a.text());
      s = a.json();
      for (JsonNode n : s.get("notations")) {
        assertEquals(s.get("history").size(), n.get("turns").size(), n.get("name").asText());
      }
    }
    assertEquals(
        List.of("chinese", "wxf", "iccs"),
        notations(s).stream().map(t -> t.split(" ")[0]).toList());
  }
}
