package io.github.plateau.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.plateau.core.testing.Fuzz;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Seeded sessions of hostile requests to every route of the JSON API: bodies of the API's own
 * fields with values of every JSON type (games named right and wrong, moves of the four games,
 * numbers of every size, nested arrays and objects, text cut short), query parameters alike, games
 * that exist and ids that do not. Each answer must be below 500, and a refusal a JSON error whose
 * words are the server's own (no JDK exception's wording, the sign of an exception it did not
 * expect). Afterwards the server still lists its games and plays a move. A failure names the seed,
 * the request and the answer.
 */
class ApiFuzzTest {
  private static final long SEED = 2026120108L;

  /** Sessions of requests; {@code -Dplateau.fuzz.sessions=N} runs more. */
  private static final int SESSIONS = Integer.getInteger("plateau.fuzz.sessions", 8);

  private static final int REQUESTS = 40;

  private static final List<String> FIELDS =
      words(
          "game options seats first position record format seed clock minutes increment byoyomi"
              + " left move version side setup swap turn direction square ply flipped");

  private static final List<String> TEXTS =
      words(
          "shogi xiangqi draughts napoleon chess SENTE GOTE sente RED BLACK WHITE SOUTH NORTH"
              + " random search broken 7g7f P*5e 8h2b+ h2e2 32-28 19x28 b2-b4 a2=NE end resign"
              + " CSA KIF KI2 PGN PDN NSR NE SW true 0 -1 1e9 armies=3 size=6 draughts:size=4");

  private static final List<String> GAMES = words("shogi xiangqi draughts napoleon");

  private static final List<String> NUMBERS =
      words("0 1 -1 2 7 1000 2147483647 2147483648 -2147483649 9223372036854775807 1e308 -0.5");

  private static BoardServer server;
  private static Http http;

  @BeforeAll
  static void start() {
    server =
        BoardServer.builder()
            .port(0)
            .moveTime(Duration.ofMillis(100))
            .maxRequestBytes(64 * 1024)
            .opponent(Opponent.player("random", "random:3"))
            .opponent(Opponent.player("search", "search:nodes=200"))
            .start();
    http = new Http(server);
  }

  @AfterAll
  static void stop() {
    if (server != null) {
      server.close();
    }
  }

  @Test
  void hostileRequestsAreRefusedByTheirReasonAndTheServerGoesOn() {
    List<String> ids = new ArrayList<>(List.of("0123", "", "%00", "..", "x".repeat(300)));
    for (String game : GAMES) {
      ids.add(http.created(Http.json("game", game)).get("id").asText());
    }
    for (int session = 0; session < SESSIONS; session++) {
      long seed = SEED + session;
      Random random = new Random(seed);
      for (int i = 0; i < REQUESTS; i++) {
        if (random.nextInt(5) < 2) {
          play(random, ids, seed);
        } else {
          request(random, ids, seed);
        }
      }
    }
    assertEquals(200, http.get("/api/catalog").status());
    String id = http.created(Http.json("game", "shogi")).get("id").asText();
    Http.Answer moved = http.post("/api/games/" + id + "/move", "{\"move\": \"7g7f\"}");
    assertEquals(200, moved.status(), moved.text());
  }

  /**
   * A request near a right one, to reach past the first checks: a game made with a seat and a stray
   * field, or, in a game that exists, one of the moves its state lists (or one mangled), an undo or
   * a resignation, each with a stray field now and then.
   */
  private static void play(Random random, List<String> ids, long seed) {
    String stray =
        random.nextBoolean() ? "" : ", " + quoted(pick(FIELDS, random)) + ": " + json(random, 1);
    if (random.nextInt(4) == 0) {
      String game = pick(GAMES, random);
      String seat = random.nextBoolean() ? "random" : "search";
      String body =
          "{\"game\": \""
              + game
              + "\", \"seats\": {"
              + quoted(pick(TEXTS, random))
              + ": \""
              + seat
              + "\"}"
              + stray
              + "}";
      Http.Answer answer = http.post("/api/games", body);
      check(answer, "seed " + seed + ": POST /api/games " + body);
      if (answer.status() == 201) {
        ids.add(answer.json().get("id").asText());
      }
      return;
    }
    String game = "/api/games/" + pick(ids.subList(5, ids.size()), random);
    Http.Answer state = http.get(game);
    check(state, "seed " + seed + ": GET " + game);
    JsonNode moves = state.json().get("moves");
    String route;
    String body;
    switch (random.nextInt(6)) {
      case 0 -> {
        route = game + "/undo";
        body = "{" + stray.replaceFirst("^, ", "") + "}";
      }
      case 1 -> {
        route = game + "/resign";
        body = "{\"side\": " + quoted(state.json().path("sideToMove").asText()) + stray + "}";
      }
      default -> {
        route = game + "/move";
        String move =
            moves == null || moves.isEmpty()
                ? pick(TEXTS, random)
                : moves.get(random.nextInt(moves.size())).get("move").asText();
        if (random.nextInt(4) == 0) {
          move = move.substring(0, random.nextInt(move.length() + 1)) + value(random);
        }
        body = "{\"move\": " + quoted(move) + stray + "}";
      }
    }
    check(http.post(route, body), "seed " + seed + ": POST " + route + " " + body);
  }

  /** One request to a route chosen at random, checked. */
  private static void request(Random random, List<String> ids, long seed) {
    String game = "/api/games/" + URLEncoder.encode(pick(ids, random), StandardCharsets.UTF_8);
    String query =
        "?" + pick(FIELDS, random) + "=" + URLEncoder.encode(value(random), StandardCharsets.UTF_8);
    String body = body(random);
    String path =
        switch (random.nextInt(12)) {
          case 0 -> "POST /api/games";
          case 1 -> "GET " + game + query;
          case 2 -> "GET " + game + "/version";
          case 3 -> "POST " + game + "/move";
          case 4 -> "POST " + game + "/setup";
          case 5 -> "GET " + game + "/setup/random" + query;
          case 6 -> "POST " + game + "/setup/edit";
          case 7 -> "POST " + game + "/undo";
          case 8 -> "POST " + game + "/resign";
          case 9 -> "GET " + game + "/orders" + query;
          case 10 -> "GET " + game + "/export" + query;
          default -> "GET " + game + "/view" + query;
        };
    boolean post = path.startsWith("POST ");
    String route = path.substring(path.indexOf(' ') + 1);
    Http.Answer answer = post ? http.post(route, body) : http.get(route);
    check(answer, "seed " + seed + ": " + path + (post ? " " + body : ""));
    if (route.equals("/api/games") && answer.status() == 201) {
      ids.add(answer.json().get("id").asText());
    }
  }

  private static void check(Http.Answer answer, String request) {
    String said = request + "\nanswered " + answer.status() + ": " + answer.text();
    assertTrue(answer.status() < 500, said);
    if (answer.status() >= 400) {
      JsonNode error = answer.json();
      assertTrue(error.hasNonNull("kind") && error.hasNonNull("error"), said);
      Fuzz.assertOwnWording(error.get("error").asText(), said);
    }
  }

  /** A body: mostly an object of the API's fields, else another JSON value or text cut short. */
  private static String body(Random random) {
    int kind = random.nextInt(10);
    if (kind < 7) {
      return object(random, 2);
    }
    String value = json(random, 2);
    return kind < 9 ? value : value.substring(0, random.nextInt(value.length() + 1));
  }

  private static String object(Random random, int depth) {
    StringBuilder s = new StringBuilder("{");
    for (int i = random.nextInt(5); i > 0; i--) {
      s.append(quoted(pick(FIELDS, random))).append(": ").append(json(random, depth - 1));
      if (i > 1) {
        s.append(", ");
      }
    }
    return s.append('}').toString();
  }

  private static String json(Random random, int depth) {
    int kind = random.nextInt(depth > 0 ? 8 : 5);
    return switch (kind) {
      case 0, 1 -> quoted(value(random));
      case 2 -> pick(NUMBERS, random);
      case 3 -> random.nextBoolean() ? "true" : "false";
      case 4 -> "null";
      case 5, 6 -> object(random, depth);
      default -> {
        StringBuilder s = new StringBuilder("[");
        for (int i = random.nextInt(4); i > 0; i--) {
          s.append(json(random, depth - 1)).append(i > 1 ? ", " : "");
        }
        yield s.append(']').toString();
      }
    };
  }

  /** A text value: one of the API's words, a number, several words, or odd characters. */
  private static String value(Random random) {
    return switch (random.nextInt(6)) {
      case 0, 1 -> pick(TEXTS, random);
      case 2 -> pick(NUMBERS, random);
      case 3 -> pick(TEXTS, random) + "," + pick(TEXTS, random) + " " + pick(TEXTS, random);
      case 4 -> pick(TEXTS, random).repeat(1 + random.nextInt(200));
      default -> "\u0000\t\u00e9\u6b69\uFFFD\\\"".substring(random.nextInt(6));
    };
  }

  private static String quoted(String text) {
    StringBuilder s = new StringBuilder("\"");
    for (char c : text.toCharArray()) {
      if (c == '"' || c == '\\') {
        s.append('\\').append(c);
      } else if (c < 0x20) {
        s.append(String.format("\\u%04x", (int) c));
      } else {
        s.append(c);
      }
    }
    return s.append('"').toString();
  }

  private static List<String> words(String spaced) {
    return List.of(spaced.split(" "));
  }

  private static <T> T pick(List<T> items, Random random) {
    return items.get(random.nextInt(items.size()));
  }
}
