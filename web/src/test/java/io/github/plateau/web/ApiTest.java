package io.github.plateau.web;

import static io.github.plateau.web.Http.json;
import static io.github.plateau.web.Http.seats;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.TextNode;
import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Games;
import io.github.plateau.core.Position;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The JSON API over plain HTTP: games, moves, undo, setups, imports, exports and every refusal. */
class ApiTest {
  private static BoardServer server;
  private static Http http;

  @BeforeAll
  static void start() {
    server =
        BoardServer.builder()
            .port(0)
            .moveTime(Duration.ofMillis(200))
            .maxRequestBytes(64 * 1024)
            .opponent(Opponent.player("random", "random:3"))
            .opponent(Opponent.player("broken", "class:" + BrokenBot.class.getName()))
            .opponent(Opponent.player("shogi-only", "random").onlyFor(List.of("shogi")))
            .opponent(Opponent.player("slow", "class:" + SlowBot.class.getName()))
            .opponent(Opponent.player("overlap", "class:" + OverlapBot.class.getName()))
            .opponent(Opponent.player("alien", "class:" + AlienBot.class.getName()))
            .opponent(Opponent.player("hang", "class:" + HangBot.class.getName()))
            .opponent(Opponent.player("counting", "class:" + CountingBot.class.getName()))
            .start();
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

  private static JsonNode ok(Http.Answer a) {
    assertEquals(200, a.status(), a.text());
    return a.json();
  }

  private static void refused(Http.Answer a, int status, String kind, String words) {
    assertEquals(status, a.status(), a.text());
    JsonNode e = a.json();
    assertEquals(kind, e.get("kind").asText(), a.text());
    assertTrue(e.get("error").asText().contains(words), a.text());
  }

  private static List<String> texts(JsonNode array) {
    List<String> out = new ArrayList<>();
    array.forEach(n -> out.add(n.asText()));
    return out;
  }

  /** Waits until no bot is thinking, then answers the state. */
  private static JsonNode settled(String id) {
    return http.settled(id);
  }

  private static void sleep(long ms) {
    try {
      Thread.sleep(ms);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  @Test
  void theCatalogListsEveryGameThatDrawsAndTheOpponentsOfEach() {
    JsonNode catalog = ok(http.get("/api/catalog"));
    Map<String, JsonNode> games = new HashMap<>();
    catalog.get("games").forEach(g -> games.put(g.get("id").asText(), g));
    assertEquals(
        Set.of(
            "shogi", "xiangqi", "draughts", "draughts-brazilian", "draughts-canadian", "napoleon"),
        games.keySet());
    assertEquals(List.of("SENTE", "GOTE"), texts(games.get("shogi").get("sides")));
    assertEquals(
        List.of("KIF", "KI2", "CSA", "moves", "position"),
        texts(games.get("shogi").get("formats")));
    assertTrue(games.get("napoleon").get("setup").asBoolean());
    assertFalse(games.get("xiangqi").get("setup").asBoolean());
    Map<String, List<String>> opponents = new HashMap<>();
    catalog
        .get("opponents")
        .forEach(o -> opponents.put(o.get("name").asText(), texts(o.get("games"))));
    assertEquals(List.of("shogi"), opponents.get("shogi-only"));
    assertEquals(6, opponents.get("random").size());
  }

  @Test
  void peoplePlayUndoAndExport() {
    JsonNode s = create(json("game", "shogi"));
    String id = s.get("id").asText();
    assertEquals("play", s.get("phase").asText());
    assertEquals("SENTE", s.get("sideToMove").asText());
    assertEquals(30, s.get("moves").size());
    JsonNode first = s.get("moves").get(0);
    assertEquals(2, first.get("squares").size());
    assertTrue(s.get("svg").asText().contains("data-square=\"7g\""));
    s = ok(http.post("/api/games/" + id + "/move", json("move", "7g7f")));
    assertEquals(List.of("7g7f"), texts(s.get("history")));
    assertEquals(List.of("7g", "7f"), texts(s.get("lastMove")));
    assertEquals("GOTE", s.get("sideToMove").asText());
    s = ok(http.post("/api/games/" + id + "/move", json("move", "3c3d")));
    s = ok(http.post("/api/games/" + id + "/move", json("move", "8h2b+")));
    assertEquals(List.of("7g7f", "3c3d", "8h2b+"), texts(s.get("history")));
    assertEquals(List.of("SENTE", "GOTE", "SENTE"), texts(s.get("movers")));
    assertTrue(s.get("svg").asText().contains("aria-label=\"2b, sente horse\""));
    // one ply back against a person
    s = ok(http.post("/api/games/" + id + "/undo", ""));
    assertEquals(List.of("7g7f", "3c3d"), texts(s.get("history")));
    assertEquals(2, s.get("ply").asInt());
    // the promotion and its refusal share their squares: the page asks which
    List<String> both = new ArrayList<>();
    s.get("moves")
        .forEach(
            m -> {
              if (texts(m.get("squares")).equals(List.of("8h", "2b"))) {
                both.add(m.get("move").asText());
              }
            });
    assertEquals(Set.of("8h2b", "8h2b+"), new HashSet<>(both));
    Http.Answer kif = http.get("/api/games/" + id + "/export?format=KIF");
    assertEquals(200, kif.status());
    assertTrue(kif.text().contains("７六歩"), kif.text());
    Http.Answer moves = http.get("/api/games/" + id + "/export?format=moves");
    assertEquals(
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\n7g7f 3c3d\n",
        moves.text());
    Http.Answer position = http.get("/api/games/" + id + "/export?format=position");
    assertEquals(s.get("position").asText() + "\n", position.text());
    // every export reads back as the same game
    for (String format : List.of("KIF", "KI2", "CSA", "moves")) {
      String text = http.get("/api/games/" + id + "/export?format=" + format).text();
      JsonNode copy = create(json("game", "shogi", "record", text));
      assertEquals(s.get("position").asText(), copy.get("position").asText(), format);
      assertEquals(texts(s.get("history")), texts(copy.get("history")), format);
      JsonNode named = create(json("game", "shogi", "record", text, "format", format));
      assertEquals(s.get("position").asText(), named.get("position").asText(), format);
    }
    JsonNode fromPosition = create(json("game", "shogi", "position", s.get("position").asText()));
    assertEquals(s.get("position").asText(), fromPosition.get("position").asText());
    assertEquals(0, fromPosition.get("history").size());
  }

  /** GOTE's first reply to 7g7f, shogi-only (the unseeded random player) at GOTE. */
  private static String replyWithSeed(JsonNode seed) {
    JsonNode s = create(json("game", "shogi", "seats", seats("GOTE", "shogi-only"), "seed", seed));
    String id = s.get("id").asText();
    ok(http.post("/api/games/" + id + "/move", json("move", "7g7f")));
    return texts(settled(id).get("history")).get(1);
  }

  @Test
  void eachGameHasItsSeedAndASeedReplaysTheRandomPlayer() {
    String a = create(json("game", "shogi")).get("seed").asText();
    String b = create(json("game", "shogi")).get("seed").asText();
    Long.parseLong(a); // a whole number, as text
    assertNotEquals(a, b);
    JsonNode s = create(json("game", "shogi", "seed", IntNode.valueOf(42)));
    assertEquals("42", s.get("seed").asText());
    assertEquals("-7", create(json("game", "shogi", "seed", " -7 ")).get("seed").asText());
    // a seed replays the bot's moves; different seeds, here, other moves
    List<String> replies = new ArrayList<>();
    for (int seed = 1; seed <= 8; seed++) {
      String reply = replyWithSeed(IntNode.valueOf(seed));
      assertEquals(reply, replyWithSeed(TextNode.valueOf(Integer.toString(seed))), "seed " + seed);
      replies.add(reply);
    }
    assertTrue(new HashSet<>(replies).size() > 1, "eight seeds, one reply: " + replies);
    refused(
        http.post("/api/games", json("game", "shogi", "seed", "x")),
        400,
        "request",
        "the seed must be a whole number");
    refused(
        http.post("/api/games", json("game", "shogi", "seed", DoubleNode.valueOf(1.5))),
        400,
        "request",
        "the seed must be a whole number");
  }

  @Test
  void aLookBackDrawsThePositionAfterSomeTurns() {
    JsonNode s = create(json("game", "shogi"));
    String id = s.get("id").asText();
    ok(http.post("/api/games/" + id + "/move", json("move", "7g7f")));
    JsonNode now = ok(http.post("/api/games/" + id + "/move", json("move", "3c3d")));
    JsonNode start = ok(http.get("/api/games/" + id + "/view?turn=0"));
    assertEquals(0, start.get("turn").asInt());
    assertFalse(start.get("svg").asText().contains("data-square"), "not clickable");
    assertNotEquals(
        ok(http.get("/api/games/" + id + "/view?turn=1")).get("svg").asText(),
        start.get("svg").asText());
    assertEquals(2, now.get("history").size());
    ok(http.get("/api/games/" + id + "/view?turn=2&flipped=true"));
    for (String bad : List.of("3", "-1", "x")) {
      refused(
          http.get("/api/games/" + id + "/view?turn=" + bad),
          400,
          "request",
          "the turn must be a whole number from 0 to 2");
    }
    refused(http.get("/api/games/" + id + "/view"), 400, "request", "no turn given");
  }

  @Test
  void anEmptyImportIsRefused() {
    refused(
        http.post("/api/games", json("game", "shogi", "position", " ")),
        400,
        "request",
        "the position is empty");
    refused(
        http.post("/api/games", json("game", "shogi", "record", "\n")),
        400,
        "request",
        "the record is empty");
    refused(
        http.post("/api/games", json("game", "shogi", "record", "", "format", "KIF")),
        400,
        "request",
        "the record is empty");
  }

  @Test
  void aBotAnswersAndUndoTakesBackToThePersonsTurn() {
    JsonNode s = create(json("game", "xiangqi", "seats", seats("BLACK", "random")));
    String id = s.get("id").asText();
    assertEquals("random", s.get("seats").get("BLACK").asText());
    ok(http.post("/api/games/" + id + "/move", json("move", "h2e2")));
    s = settled(id);
    assertEquals(2, s.get("ply").asInt());
    assertEquals("RED", s.get("sideToMove").asText());
    assertTrue(s.get("moves").size() > 0);
    s = ok(http.post("/api/games/" + id + "/undo", ""));
    assertEquals(0, s.get("ply").asInt());
    refused(http.post("/api/games/" + id + "/undo", ""), 409, "request", "nothing to undo");
  }

  @Test
  void aBotThatMovesFirstMovesAndNoMoveIsListedWhileItThinks() {
    JsonNode s = create(json("game", "draughts", "seats", seats("WHITE", "slow")));
    String id = s.get("id").asText();
    assertTrue(s.get("thinking").asBoolean());
    assertEquals(0, s.get("moves").size());
    refused(
        http.post("/api/games/" + id + "/move", json("move", "32-28")),
        409,
        "request",
        "slow's turn");
    s = settled(id);
    assertEquals(1, s.get("ply").asInt());
    assertEquals("BLACK", s.get("sideToMove").asText());
    assertTrue(s.get("moves").size() > 0);
  }

  @Test
  void twoBotsPlayToTheEnd() {
    JsonNode s =
        create(
            json(
                "game",
                "draughts-brazilian",
                "seats",
                seats("WHITE", "random", "BLACK", "random")));
    String id = s.get("id").asText();
    for (int i = 0; i < 600 && !s.get("phase").asText().equals("over"); i++) {
      sleep(50);
      s = ok(http.get("/api/games/" + id));
    }
    assertEquals("over", s.get("phase").asText());
    assertTrue(s.get("outcome").get("reason").asText().length() > 0);
    assertEquals(s.get("ply").asInt(), s.get("history").size());
    assertEquals(0, s.get("moves").size());
  }

  @Test
  void aBrokenBotLosesByFoulAndTheServerGoesOn() {
    JsonNode s = create(json("game", "shogi", "seats", seats("GOTE", "broken")));
    String id = s.get("id").asText();
    ok(http.post("/api/games/" + id + "/move", json("move", "7g7f")));
    s = settled(id);
    assertEquals("over", s.get("phase").asText());
    assertEquals("SENTE", s.get("outcome").get("winner").asText());
    assertEquals("FOUL", s.get("outcome").get("reason").asText());
    assertTrue(s.get("detail").asText().contains("broken failed"), s.toString());
    refused(http.post("/api/games/" + id + "/move", json("move", "2g2f")), 409, "request", "over");
    // undo takes back the person's move and the foul: the game goes on, a new bot made
    s = ok(http.post("/api/games/" + id + "/undo", ""));
    assertEquals("play", s.get("phase").asText());
    assertEquals(0, s.get("ply").asInt());
  }

  @Test
  void napoleonsSetupsStaySecretUntilBothAreIn() {
    JsonNode s = create(json("game", "napoleon", "first", "NORTH"));
    String id = s.get("id").asText();
    assertEquals("setup", s.get("phase").asText());
    assertEquals(List.of("SOUTH", "NORTH"), texts(s.get("setup").get("awaited")));
    assertFalse(s.has("position"));
    assertEquals(0, s.get("moves").size());
    String south = s.get("setup").get("defaults").get("SOUTH").asText();
    String north = s.get("setup").get("defaults").get("NORTH").asText();
    refused(
        http.post("/api/games/" + id + "/setup", json("side", "SOUTH", "setup", "GGGG/x")),
        400,
        "NotationException",
        "");
    refused(
        http.post("/api/games/" + id + "/move", json("move", "c2-c4")),
        409,
        "request",
        "setups are being chosen");
    refused(http.get("/api/games/" + id + "/export?format=moves"), 409, "request", "setups");
    String drawn =
        ok(http.get("/api/games/" + id + "/setup/random?side=SOUTH&seed=7")).get("setup").asText();
    assertEquals(
        drawn,
        ok(http.get("/api/games/" + id + "/setup/random?side=south&seed=7")).get("setup").asText());
    assertTrue(!drawn.equals(south), drawn);
    refused(
        http.get("/api/games/" + id + "/setup/random?side=SOUTH&seed=x"), 400, "request", "seed");
    s = ok(http.post("/api/games/" + id + "/setup", json("side", "SOUTH", "setup", drawn)));
    assertEquals(List.of("NORTH"), texts(s.get("setup").get("awaited")));
    assertFalse(s.has("position"));
    refused(
        http.post("/api/games/" + id + "/setup", json("side", "SOUTH", "setup", south)),
        409,
        "request",
        "already");
    s = ok(http.post("/api/games/" + id + "/setup", json("side", "north", "setup", north)));
    assertEquals("play", s.get("phase").asText());
    assertEquals("NORTH", s.get("sideToMove").asText());
    assertTrue(s.get("orders").asBoolean());
    refused(
        http.post("/api/games/" + id + "/setup", json("side", "NORTH", "setup", north)),
        409,
        "request",
        "started");
    // a piece move, then the mover's cannons and their directions
    String move = s.get("moves").get(0).get("move").asText();
    JsonNode orders = ok(http.get("/api/games/" + id + "/orders?move=" + Http.query(move)));
    assertEquals(3, orders.get("cannons").size());
    JsonNode cannon = orders.get("cannons").get(0);
    assertEquals(8, cannon.get("directions").size()); // no order is ever refused
    assertTrue(texts(cannon.get("directions")).contains(cannon.get("direction").asText()));
    String turned = cannon.get("direction").asText().equals("S") ? "SE" : "S";
    String turn = move + "," + cannon.get("square").asText() + "=" + turned;
    refused(
        http.get("/api/games/" + id + "/orders?move=" + Http.query(turn)),
        400,
        "request",
        "piece move alone");
    s = ok(http.post("/api/games/" + id + "/move", json("move", turn)));
    assertEquals(List.of(turn), texts(s.get("history")));
  }

  @Test
  void aBotChoosesItsSetupUnseen() {
    JsonNode s = create(json("game", "napoleon", "seats", seats("NORTH", "random")));
    String id = s.get("id").asText();
    String south = s.get("setup").get("defaults").get("SOUTH").asText();
    s = ok(http.post("/api/games/" + id + "/setup", json("side", "SOUTH", "setup", south)));
    s = settled(id);
    assertEquals("play", s.get("phase").asText());
    refused(
        http.post("/api/games/" + id + "/setup", json("side", "NORTH", "setup", south)),
        409,
        "request",
        "started");
  }

  @Test
  void movesWithEqualSquaresAreTheOnlyChoices() {
    // seeded random games of every game: each listed move's squares are a route the page can
    // click, and moves that share them are told apart only by their notation
    Random random = new Random(11);
    for (String id : List.of("shogi", "xiangqi", "draughts", "napoleon")) {
      check(Games.create(id), random);
    }
  }

  @Test
  void aDraughtsCaptureWithTwoRoutesIsTwoMovesOnTheSameSquares() {
    JsonNode s =
        create(
            json(
                "game",
                "draughts",
                "position",
                "B:W27,30,31,32,36,38,41,44,45,46,49,50:B1,2,4,5,6,8,9,10,11,13,16,17,18,20,21,K35"));
    List<String> routes = new ArrayList<>();
    for (JsonNode m : s.get("moves")) {
      if (texts(m.get("squares")).equals(List.of("35", "26"))) {
        routes.add(m.get("move").asText());
      }
    }
    assertEquals(List.of("35x19x37x26", "35x24x42x26"), routes.stream().sorted().toList());
    s = ok(http.post("/api/games/" + s.get("id").asText() + "/move", json("move", "35x24x42x26")));
    assertEquals(List.of("35x24x42x26"), texts(s.get("history")));
  }

  private static <P extends Position<P, M>, M> void check(Game<P, M> game, Random random) {
    GameRecord<P, M> record = GameRecord.start(game);
    for (int ply = 0; ply < 40 && !record.isOver(); ply++) {
      JsonNode s = create(json("game", game.id(), "position", record.current().toString()));
      Map<List<String>, Integer> seen = new HashMap<>();
      Set<String> notations = new HashSet<>();
      String svg = s.get("svg").asText();
      for (JsonNode m : s.get("moves")) {
        List<String> squares = texts(m.get("squares"));
        for (String square : squares) {
          assertTrue(svg.contains("data-square=\"" + square + "\""), square + " in " + game.id());
        }
        seen.merge(squares, 1, Integer::sum);
        assertTrue(notations.add(m.get("move").asText()));
      }
      assertEquals(record.current().legalMoves().size(), notations.size());
      List<M> moves = record.current().legalMoves();
      record = record.play(moves.get(random.nextInt(moves.size())));
    }
  }

  @Test
  void badRequestsAreRefusedWithTheirReason() {
    refused(http.post("/api/games", "{bad"), 400, "request", "not JSON");
    refused(http.post("/api/games", "[1]"), 400, "request", "JSON object");
    refused(http.post("/api/games", json()), 400, "request", "no game");
    refused(http.post("/api/games", "{\"game\": 5}"), 400, "request", "must be a string");
    refused(http.post("/api/games", json("game", "chess")), 400, "NotationException", "chess");
    refused(
        http.post("/api/games", json("game", "napoleon", "options", "armies=3")),
        400,
        "request",
        "the web board seats two");
    refused(
        http.post("/api/games", json("game", "shogi", "options", "nosuch=1")),
        400,
        "NotationException",
        "nosuch");
    refused(
        http.post("/api/games", json("game", "shogi", "seats", seats("RED", "random"))),
        400,
        "request",
        "no side 'RED'");
    refused(
        http.post("/api/games", json("game", "xiangqi", "seats", seats("RED", "shogi-only"))),
        400,
        "request",
        "no opponent 'shogi-only' plays");
    refused(
        http.post("/api/games", json("game", "shogi", "position", "9/9/9 b - 1")),
        400,
        "NotationException",
        "");
    refused(
        http.post("/api/games", json("game", "shogi", "position", "x", "record", "y")),
        400,
        "request",
        "not both");
    refused(
        http.post("/api/games", json("game", "shogi", "record", "hello")),
        400,
        "request",
        "no format of Shogi reads it");
    refused(
        http.post("/api/games", json("game", "shogi", "record", "x", "format", "PGN")),
        400,
        "request",
        "no record format 'PGN'");
    refused(http.get("/api/games/0123"), 404, "request", "no game '0123'");
    refused(http.get("/nosuch"), 404, "request", "no such page");
    String id = create(json("game", "shogi", "seats", seats("GOTE", "random"))).get("id").asText();
    String before = http.get("/api/games/" + id).json().get("position").asText();
    refused(
        http.post("/api/games/" + id + "/move", json("move", "7g7e")),
        400,
        "IllegalMoveException",
        "7g7e");
    refused(
        http.post("/api/games/" + id + "/move", json("move", "zz")), 400, "NotationException", "");
    refused(http.post("/api/games/" + id + "/move", json()), 400, "request", "no move");
    assertEquals(before, http.get("/api/games/" + id).json().get("position").asText());
    refused(
        http.post("/api/games/" + id + "/setup", json("side", "SENTE", "setup", "x")),
        409,
        "request",
        "no setup phase");
    refused(
        http.post("/api/games/" + id + "/resign", json("side", "GOTE")),
        409,
        "request",
        "played by random");
    refused(http.get("/api/games/" + id + "/export?format=PDN"), 400, "request", "no format 'PDN'");
    refused(http.get("/api/games/" + id + "/export"), 400, "request", "no format given");
    refused(http.get("/api/games/" + id + "/orders?move=7g7f"), 400, "request", "only Napoleon");
    JsonNode resigned = ok(http.post("/api/games/" + id + "/resign", json("side", "sente")));
    assertEquals("RESIGNATION", resigned.get("outcome").get("reason").asText());
    assertEquals("GOTE", resigned.get("outcome").get("winner").asText());
  }

  @Test
  void anOversizedRequestIsRefusedWhole() {
    byte[] big = new byte[100 * 1024];
    java.util.Arrays.fill(big, (byte) ' ');
    byte[] head = "{\"game\":\"shogi\"}".getBytes(StandardCharsets.UTF_8);
    System.arraycopy(head, 0, big, 0, head.length);
    int before = server.games();
    // the server answers 413 as soon as it sees the length, and may close the connection while
    // the client still sends: either way the request is refused
    int status = http.statusOrClosed("/api/games", big);
    assertTrue(status == 413 || status == Http.CLOSED, "status " + status);
    assertEquals(before, server.games());
    assertEquals(200, http.get("/api/catalog").status()); // and the server goes on
  }

  @Test
  void theServerKeepsABoundedNumberOfGames() {
    try (BoardServer small = BoardServer.builder().port(0).maxGames(3).start()) {
      Http h = new Http(small);
      List<String> ids = new ArrayList<>();
      for (int i = 0; i < 5; i++) {
        Http.Answer a = h.post("/api/games", json("game", "xiangqi"));
        assertEquals(201, a.status());
        ids.add(a.json().get("id").asText());
      }
      assertEquals(3, small.games());
      assertEquals(404, h.get("/api/games/" + ids.get(0)).status());
      assertEquals(404, h.get("/api/games/" + ids.get(1)).status());
      // games do not interfere: a move in one leaves the others as they were
      assertEquals(
          200, h.post("/api/games/" + ids.get(2) + "/move", json("move", "h2e2")).status());
      assertEquals(0, h.get("/api/games/" + ids.get(3)).json().get("ply").asInt());
      assertEquals(1, h.get("/api/games/" + ids.get(2)).json().get("ply").asInt());
    }
  }

  @Test
  void thePageAndItsFilesAreServed() {
    Http.Answer page = http.get("/");
    assertEquals(200, page.status());
    assertTrue(page.text().contains("<script src=\"board.js\">"));
    assertTrue(http.get("/board.js").text().contains("function onSquare"));
    assertTrue(http.get("/board.css").text().contains("rect.square"));
  }

  @Test
  void noPlayerIsAskedTwoThingsAtOnce() {
    OverlapBot.MOST_AT_ONCE.set(0);
    String id =
        create(json("game", "xiangqi", "seats", seats("BLACK", "overlap"))).get("id").asText();
    ok(http.post("/api/games/" + id + "/move", json("move", "h2e2")));
    // the bot thinks; the person takes the move back and plays another at once
    JsonNode s = ok(http.post("/api/games/" + id + "/undo", ""));
    assertEquals(0, s.get("ply").asInt());
    ok(http.post("/api/games/" + id + "/move", json("move", "b0c2")));
    s = settled(id);
    assertEquals(2, s.get("ply").asInt());
    assertEquals("b0c2", s.get("history").get(0).asText());
    assertEquals(1, OverlapBot.MOST_AT_ONCE.get(), "two decisions of one player at once");
  }

  @Test
  void anAnswerOfTheWrongKindLosesByFoulAndTheGameIsNotStuck() {
    String id = create(json("game", "shogi", "seats", seats("GOTE", "alien"))).get("id").asText();
    ok(http.post("/api/games/" + id + "/move", json("move", "7g7f")));
    JsonNode s = settled(id);
    assertEquals("over", s.get("phase").asText());
    assertEquals("FOUL", s.get("outcome").get("reason").asText());
    assertTrue(s.get("detail").asText().startsWith("alien failed"), s.toString());
    s = ok(http.post("/api/games/" + id + "/undo", ""));
    assertEquals("play", s.get("phase").asText());
    assertEquals("SENTE", s.get("sideToMove").asText());
  }

  @Test
  void aBotThatNeverChoosesItsSetupLosesOnTimeAndIsClosed() {
    int closed = HangBot.CLOSED.get();
    JsonNode s = create(json("game", "napoleon", "seats", seats("NORTH", "hang")));
    String id = s.get("id").asText();
    String south = s.get("setup").get("defaults").get("SOUTH").asText();
    ok(http.post("/api/games/" + id + "/setup", json("side", "SOUTH", "setup", south)));
    s = settled(id); // the bot's time (200 ms) and the grace
    assertEquals("over", s.get("phase").asText());
    assertEquals("TIME_FORFEIT", s.get("outcome").get("reason").asText());
    assertEquals("SOUTH", s.get("outcome").get("winner").asText());
    refused(http.post("/api/games/" + id + "/undo", ""), 409, "request", "nothing to undo");
    for (int i = 0; i < 100 && HangBot.CLOSED.get() == closed; i++) {
      sleep(20);
    }
    assertEquals(closed + 1, HangBot.CLOSED.get());
  }

  @Test
  void botsAreClosedWhenTheGameEndsAndMadeAgainAfterAnUndo() {
    int made = CountingBot.MADE.get();
    int closed = CountingBot.CLOSED.get();
    String id =
        create(json("game", "xiangqi", "seats", seats("BLACK", "counting"))).get("id").asText();
    ok(http.post("/api/games/" + id + "/move", json("move", "h2e2")));
    settled(id);
    assertEquals(made + 1, CountingBot.MADE.get());
    ok(http.post("/api/games/" + id + "/resign", json("side", "RED")));
    for (int i = 0; i < 100 && CountingBot.CLOSED.get() == closed; i++) {
      sleep(20);
    }
    assertEquals(closed + 1, CountingBot.CLOSED.get());
    JsonNode s = ok(http.post("/api/games/" + id + "/undo", ""));
    assertEquals("play", s.get("phase").asText());
    ok(http.post("/api/games/" + id + "/move", json("move", "b0c2")));
    s = settled(id);
    assertEquals(4, s.get("ply").asInt());
    assertEquals(made + 2, CountingBot.MADE.get());
  }

  @Test
  void anImportedGameCanBeTakenBackMoveByMove() {
    String record = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\n7g7f 3c3d\n";
    JsonNode s = create(json("game", "shogi", "record", record, "format", "moves"));
    String id = s.get("id").asText();
    assertEquals(2, s.get("ply").asInt());
    s = ok(http.post("/api/games/" + id + "/undo", ""));
    assertEquals(List.of("7g7f"), texts(s.get("history")));
    s = ok(http.post("/api/games/" + id + "/undo", ""));
    assertEquals(0, s.get("ply").asInt());
    refused(http.post("/api/games/" + id + "/undo", ""), 409, "request", "nothing to undo");
  }

  @Test
  void aNapoleonRecordOfWholeTurnsOrOfMovesReadsTheSameAndIsUndoneByTurns() {
    String start = "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0 -\n";
    JsonNode turns = create(json("game", "napoleon", "record", start + "c2-c4,a2=NE c7-c5\n"));
    JsonNode moves =
        create(json("game", "napoleon", "record", start + "c2-c4 a2=NE end c7-c5 end\n"));
    assertEquals(moves.get("position").asText(), turns.get("position").asText());
    assertEquals(List.of("c2-c4,a2=NE", "c7-c5"), texts(moves.get("history")));
    String id = moves.get("id").asText();
    String exported = http.get("/api/games/" + id + "/export?format=moves").text();
    assertEquals(start + "c2-c4,a2=NE c7-c5\n", exported);
    JsonNode s = ok(http.post("/api/games/" + id + "/undo", ""));
    assertEquals(List.of("c2-c4,a2=NE"), texts(s.get("history")));
    assertEquals("NORTH", s.get("sideToMove").asText());
    s = ok(http.post("/api/games/" + id + "/move", json("move", "b7-b6,a7=SE")));
    assertEquals(List.of("c2-c4,a2=NE", "b7-b6,a7=SE"), texts(s.get("history")));
    assertEquals(6, s.get("ply").asInt());
    // a position in an ORDERS phase: its moves are orders and end, sent one by one
    String orders = "ccaSggicc/aSiiidiiaS/8/8/2I5/8/ANI1DIIIAN/CCIGGANECC s:f1 sc4x1 0 -";
    s = create(json("game", "napoleon", "position", orders));
    id = s.get("id").asText();
    assertEquals(15, s.get("moves").size());
    JsonNode none = ok(http.get("/api/games/" + id + "/orders?move=h2=W"));
    assertEquals(0, none.get("cannons").size());
    s = ok(http.post("/api/games/" + id + "/move", json("move", "h2=W")));
    s = ok(http.post("/api/games/" + id + "/move", json("move", "end")));
    assertEquals("NORTH", s.get("sideToMove").asText());
  }

  @Test
  void requestsFromElsewhereAreRefused() {
    assertEquals(403, http.raw("GET /api/catalog", "evil.example"));
    assertEquals(403, http.raw("GET / ", "evil.example:80"));
    assertEquals(200, http.raw("GET /api/catalog", "localhost:" + server.port()));
    Http.Answer form = http.postAs("/api/games", json("game", "shogi"), "text/plain", null);
    assertEquals(415, form.status(), form.text());
    Http.Answer other =
        http.postAs("/api/games", json("game", "shogi"), "application/json", "http://evil.example");
    assertEquals(403, other.status(), other.text());
    Http.Answer same =
        http.postAs(
            "/api/games",
            json("game", "shogi"),
            "application/json",
            "http://127.0.0.1:" + server.port());
    assertEquals(201, same.status(), same.text());
    assertTrue(http.headers("/").contains("default-src 'self'"));
  }

  @Test
  void seatsAndTheFirstSideAreCheckedWhole() {
    refused(
        http.post("/api/games", json("game", "shogi", "first", "GOTE")),
        400,
        "request",
        "first is for games with a secret setup");
    refused(
        http.post(
            "/api/games",
            json("game", "shogi", "seats", seats("sente", "random", "SENTE", "human"))),
        400,
        "request",
        "names SENTE twice");
  }

  @Test
  void napoleonsArmyIsPlacedByClicks() {
    JsonNode s = create(json("game", "napoleon", "seats", seats("NORTH", "random")));
    String id = s.get("id").asText();
    String edit = "/api/games/" + id + "/setup/edit";
    JsonNode placed = ok(http.post(edit, json("side", "SOUTH", "setup", "ANIIDIIIAN/CCIGGANCC")));
    assertEquals("ANIIDIIIAN/CCIGGANCC", placed.get("setup").asText());
    assertTrue(placed.get("problem").isNull());
    assertEquals(3, placed.get("cannons").size());
    String svg = placed.get("svg").asText();
    assertEquals(64, svg.split("data-square=").length - 1);
    assertFalse(svg.contains("#c62828") && svg.contains(">c<"), "no NORTH piece is drawn");
    placed =
        ok(
            http.post(
                edit,
                "{\"side\":\"SOUTH\",\"setup\":\"ANIIDIIIAN/CCIGGANCC\",\"swap\":[\"a1\",\"c1\"]}"));
    assertEquals("ANIIDIIIAN/ICCGGANCC", placed.get("setup").asText());
    placed =
        ok(
            http.post(
                edit,
                json(
                    "side",
                    "SOUTH",
                    "setup",
                    "ANIIDIIIAN/ICCGGANCC",
                    "turn",
                    "f1",
                    "direction",
                    "NE")));
    assertEquals("ANIIDIIIAN/ICCGGANECC", placed.get("setup").asText());
    JsonNode wrong = ok(http.post(edit, json("side", "SOUTH", "setup", "CCCCCCCC/CCCCCCCC")));
    assertTrue(wrong.get("problem").asText().contains("cavalry"), wrong.toString());
    refused(
        http.post(
            edit,
            "{\"side\":\"SOUTH\",\"setup\":\"ANIIDIIIAN/CCIGGANCC\",\"swap\":[\"a1\",\"a3\"]}"),
        400,
        "request",
        "outside");
    refused(
        http.post(
            edit,
            json("side", "SOUTH", "setup", "ANIIDIIIAN/CCIGGANCC", "turn", "a1", "direction", "N")),
        400,
        "request",
        "no cannon");
    refused(
        http.post(
            edit,
            json(
                "side", "SOUTH", "setup", "ANIIDIIIAN/CCIGGANCC", "turn", "f1", "direction", "UP")),
        400,
        "request",
        "a cannon turns to");
    refused(
        http.post(edit, json("side", "NORTH", "setup", "ccaSggicc/aSiiidiiaS")),
        409,
        "request",
        "bot");
    ok(
        http.post(
            "/api/games/" + id + "/setup",
            json("side", "SOUTH", "setup", "ANIIDIIIAN/ICCGGANECC")));
    settled(id);
    refused(
        http.post(edit, json("side", "SOUTH", "setup", "ANIIDIIIAN/CCIGGANCC")),
        409,
        "request",
        "no setup to place now");
    String shogi = create(json("game", "shogi")).get("id").asText();
    refused(
        http.post("/api/games/" + shogi + "/setup/edit", json("side", "SENTE", "setup", "x")),
        400,
        "request",
        "only Napoleon");
  }

  @Test
  void anUndoWhileAnEngineIsSlowToStopKeepsTheGameAndTheEngine() throws Exception {
    try (BoardServer slow =
        BoardServer.builder()
            .port(0)
            .moveTime(Duration.ofSeconds(5))
            .opponent(Opponent.engine("slowstop", SlowStopEngine.command("xiangqi", "uci")))
            .start()) {
      Http at = new Http(slow);
      String id =
          create(at, json("game", "xiangqi", "seats", seats("RED", "human", "BLACK", "slowstop")));
      // the engine's first answer: it starts, then thinks for a while
      ok(at.post("/api/games/" + id + "/move", json("move", "h2e2")));
      JsonNode answered = at.settled(id);
      assertEquals(2, answered.get("ply").asInt(), brief(answered));
      ok(at.post("/api/games/" + id + "/move", json("move", "b0c2")));
      Thread.sleep(SlowStopEngine.THINK / 5); // it thinks: the undo stops it
      JsonNode undone = ok(at.post("/api/games/" + id + "/undo", "{}"));
      assertEquals(2, undone.get("ply").asInt(), brief(undone));
      // its late answer comes long after the grace an engine has after a stop
      Thread.sleep(SlowStopEngine.SLOW_STOP + 1500);
      JsonNode after = ok(at.get("/api/games/" + id));
      assertTrue(after.get("outcome").isNull(), brief(after));
      ok(at.post("/api/games/" + id + "/move", json("move", "b0c2")));
      JsonNode played = at.settled(id);
      assertTrue(played.get("outcome").isNull(), "the game goes on: " + brief(played));
      assertEquals(4, played.get("ply").asInt(), brief(played));
      // undone, then a move at once, while the stopped search still runs: its turn waits
      ok(at.post("/api/games/" + id + "/move", json("move", "a0a1")));
      Thread.sleep(SlowStopEngine.THINK / 5);
      ok(at.post("/api/games/" + id + "/undo", "{}"));
      ok(at.post("/api/games/" + id + "/move", json("move", "a0a1")));
      JsonNode again = at.settled(id);
      assertTrue(again.get("outcome").isNull(), "the game goes on: " + brief(again));
      assertEquals(6, again.get("ply").asInt(), brief(again));
    }
  }

  /** A state's outcome, detail and moves: what a failure needs, without the drawing. */
  private static String brief(JsonNode state) {
    return state.get("outcome") + " " + state.get("detail") + " " + state.get("history");
  }

  private static String create(Http at, String body) {
    return at.created(body).get("id").asText();
  }

  @Test
  void aMoveOrUndoFromAStaleViewIsRefusedAndTheVersionSaysWhen() {
    JsonNode s = create(json("game", "xiangqi", "seats", seats("RED", "human", "BLACK", "human")));
    String id = s.get("id").asText();
    long start = s.get("version").asLong();
    assertEquals(start, ok(http.get("/api/games/" + id + "/version")).get("version").asLong());
    String seen = "{\"move\": \"h2e2\", \"version\": " + start + "}";
    long moved = ok(http.post("/api/games/" + id + "/move", seen)).get("version").asLong();
    assertTrue(moved > start, "a move changes the version");
    assertEquals(moved, ok(http.get("/api/games/" + id + "/version")).get("version").asLong());
    // the same view again: the game has changed since
    refused(
        http.post("/api/games/" + id + "/move", "{\"move\": \"h9g7\", \"version\": " + start + "}"),
        409,
        Api.STALE,
        "the game changed: the last move is h2e2, BLACK to move");
    refused(
        http.post("/api/games/" + id + "/undo", "{\"version\": " + start + "}"),
        409,
        Api.STALE,
        "the game changed");
    assertEquals(1, ok(http.get("/api/games/" + id)).get("ply").asInt(), "nothing applied");
    refused(
        http.post("/api/games/" + id + "/move", json("move", "h9g7", "version", "1")),
        400,
        "request",
        "version must be a whole number");
    JsonNode undone = ok(http.post("/api/games/" + id + "/undo", "{\"version\": " + moved + "}"));
    assertEquals(0, undone.get("ply").asInt());
    assertTrue(undone.get("version").asLong() > moved, "an undo changes the version");
  }
}
