package io.github.plateau.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
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

  Http(BoardServer server) {
    this.base = "http://127.0.0.1:" + server.port();
  }

  Answer get(String path) {
    return send(HttpRequest.newBuilder(URI.create(base + path)).GET());
  }

  Answer post(String path, String body) {
    return send(
        HttpRequest.newBuilder(URI.create(base + path))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body)));
  }

  Answer postBytes(String path, byte[] body) {
    return send(
        HttpRequest.newBuilder(URI.create(base + path))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofByteArray(body)));
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
