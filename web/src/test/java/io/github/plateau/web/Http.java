package io.github.plateau.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/** A plain HTTP client of a board server in the tests: JSON in, status and JSON or text out. */
final class Http {
  record Answer(int status, String text) {
    JsonNode json() {
      try {
        return MAPPER.readTree(text);
      } catch (IOException e) {
        throw new AssertionError("not JSON (status " + status + "): " + text, e);
      }
    }
  }

  private static final ObjectMapper MAPPER = new ObjectMapper();
  private final HttpClient client =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
  private final String base;
  private final int port;

  Http(BoardServer server) {
    this.port = server.port();
    this.base = "http://127.0.0.1:" + port;
  }

  Answer get(String path) {
    return send(HttpRequest.newBuilder(URI.create(base + path)).GET());
  }

  /**
   * Starts a game: posts it to {@code /api/games}, checks that it was made (201) and gives its
   * state.
   */
  JsonNode created(String body) {
    Answer a = post("/api/games", body);
    assertEquals(201, a.status(), a.text());
    return a.json();
  }

  Answer post(String path, String body) {
    return send(
        HttpRequest.newBuilder(URI.create(base + path))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body)));
  }

  /** What {@link #statusOrClosed} answers when the server closed the connection first. */
  static final int CLOSED = -1;

  /** The status of a JSON POST of raw bytes, or {@link #CLOSED} if the server hung up first. */
  int statusOrClosed(String path, byte[] body) {
    try {
      return client
          .send(
              HttpRequest.newBuilder(URI.create(base + path))
                  .header("Content-Type", "application/json")
                  .timeout(Duration.ofSeconds(30))
                  .POST(HttpRequest.BodyPublishers.ofByteArray(body))
                  .build(),
              HttpResponse.BodyHandlers.discarding())
          .statusCode();
    } catch (IOException e) {
      return CLOSED;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  /** A POST with a given content type and, if not null, an Origin header. */
  Answer postAs(String path, String body, String type, String origin) {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(URI.create(base + path))
            .header("Content-Type", type)
            .POST(HttpRequest.BodyPublishers.ofString(body));
    if (origin != null) {
      request.header("Origin", origin);
    }
    return send(request);
  }

  /** The headers of a GET, one per line. */
  String headers(String path) {
    try {
      HttpResponse<Void> response =
          client.send(
              HttpRequest.newBuilder(URI.create(base + path)).GET().build(),
              HttpResponse.BodyHandlers.discarding());
      return response.headers().map().toString();
    } catch (IOException e) {
      throw new AssertionError(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  /** A request written by hand, with any Host header: its status code. */
  int raw(String requestLine, String host) {
    try (Socket socket = new Socket("127.0.0.1", port)) {
      socket.setSoTimeout(10_000);
      OutputStream out = socket.getOutputStream();
      String request =
          requestLine.strip() + " HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n";
      out.write(request.getBytes(StandardCharsets.US_ASCII));
      out.flush();
      BufferedReader in =
          new BufferedReader(
              new InputStreamReader(socket.getInputStream(), StandardCharsets.US_ASCII));
      String status = in.readLine();
      return Integer.parseInt(status.split(" ")[1]);
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  /** A game's state once no bot is to act in it: polled for at most 20 s. */
  JsonNode settled(String id) {
    for (int i = 0; i < 400; i++) {
      Answer a = get("/api/games/" + id);
      if (a.status() != 200) {
        throw new AssertionError("status " + a.status() + ": " + a.text());
      }
      if (!a.json().get("thinking").asBoolean()) { // a bot to move or to choose its setup
        return a.json();
      }
      try {
        Thread.sleep(50);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError(e);
      }
    }
    throw new AssertionError("the bot never answered in game " + id);
  }

  /** A JSON object from alternating names and values (strings or nested JSON text). */
  static String json(Object... fields) {
    var node = MAPPER.createObjectNode();
    for (int i = 0; i < fields.length; i += 2) {
      Object v = fields[i + 1];
      if (v instanceof JsonNode j) {
        node.set((String) fields[i], j);
      } else {
        node.put((String) fields[i], (String) v);
      }
    }
    return node.toString();
  }

  static JsonNode seats(String... sideAndPlayer) {
    var node = MAPPER.createObjectNode();
    for (int i = 0; i < sideAndPlayer.length; i += 2) {
      node.put(sideAndPlayer[i], sideAndPlayer[i + 1]);
    }
    return node;
  }

  static String query(String value) {
    return URLEncoder.encode(value, StandardCharsets.UTF_8);
  }

  private Answer send(HttpRequest.Builder request) {
    try {
      HttpResponse<String> response =
          client.send(
              request.timeout(Duration.ofSeconds(30)).build(),
              HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
      return new Answer(response.statusCode(), response.body());
    } catch (IOException e) {
      throw new AssertionError("the request failed: " + e, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }
}
