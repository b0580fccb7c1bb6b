package io.github.plateau.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Requests written byte by byte on a loopback socket, malformed below the application (in the
 * request line, the headers, the body's framing): each answer is the API's JSON error.
 */
class RawHttpTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static BoardServer server;

  @BeforeAll
  static void start() {
    server = BoardServer.builder().port(0).maxRequestBytes(64 * 1024).start();
  }

  @AfterAll
  static void stop() {
    if (server != null) {
      server.close();
    }
  }

  /** A status line, the headers and the body of an answer. */
  record Answer(int status, String head, String body) {
    JsonNode json() {
      try {
        return JSON.readTree(body);
      } catch (IOException e) {
        throw new AssertionError("not JSON (status " + status + "): " + head + "\n" + body, e);
      }
    }
  }

  /** Sends bytes as they are, then reads the whole answer until the server closes. */
  private static Answer send(byte[] request) {
    try (Socket socket = new Socket("127.0.0.1", server.port())) {
      socket.setSoTimeout(20_000); // does not hang: a prompt answer comes in milliseconds
      OutputStream out = socket.getOutputStream();
      out.write(request);
      out.flush();
      return read(socket.getInputStream());
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  private static Answer read(InputStream in) throws IOException {
    ByteArrayOutputStream all = new ByteArrayOutputStream();
    byte[] buffer = new byte[8192];
    for (int n; (n = in.read(buffer)) >= 0; ) {
      all.write(buffer, 0, n);
      String text = all.toString(StandardCharsets.ISO_8859_1);
      int end = text.indexOf("\r\n\r\n");
      if (end >= 0 && complete(text, end)) {
        break;
      }
    }
    String text = all.toString(StandardCharsets.UTF_8);
    int end = text.indexOf("\r\n\r\n");
    assertTrue(end > 0, "no answer: " + text);
    String head = text.substring(0, end);
    return new Answer(Integer.parseInt(head.split(" ")[1]), head, text.substring(end + 4));
  }

  /** Whether the body announced by Content-Length has arrived. */
  private static boolean complete(String text, int end) {
    for (String line : text.substring(0, end).split("\r\n")) {
      if (line.regionMatches(true, 0, "Content-Length:", 0, 15)) {
        return text.length() - end - 4 >= Integer.parseInt(line.substring(15).strip());
      }
    }
    return false;
  }

  private static byte[] ascii(String text) {
    return text.getBytes(StandardCharsets.ISO_8859_1);
  }

  private static void assertJsonError(Answer answer, int status) {
    assertEquals(status, answer.status(), answer.head() + "\n" + answer.body());
    assertTrue(
        answer.head().toLowerCase().contains("content-type: application/json"), answer.head());
    JsonNode json = answer.json();
    assertTrue(json.path("error").isTextual(), answer.body());
    assertTrue(json.path("kind").isTextual(), answer.body());
  }

  @Test
  void badUtf8InThePathIsAJsonError() {
    Answer a = send(ascii("GET /api/games/%ff%fe HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"));
    assertJsonError(a, 400);
  }

  @Test
  void aNulInAHeaderIsAJsonError() {
    Answer a = send(ascii("GET /api/catalog HTTP/1.1\r\nHost: 127.0.0.1\r\nX-A: a\0b\r\n\r\n"));
    assertJsonError(a, 400);
  }

  @Test
  void aTooLongUriIsAJsonError() {
    String path = "/api/games/" + "a".repeat(20_000);
    Answer a = send(ascii("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"));
    assertJsonError(a, 414);
  }

  @Test
  void tooLargeHeadersAreAJsonError() {
    String big = "X-Big: " + "b".repeat(20_000) + "\r\n";
    Answer a = send(ascii("GET /api/catalog HTTP/1.1\r\nHost: 127.0.0.1\r\n" + big + "\r\n"));
    assertJsonError(a, 431);
  }

  @Test
  void aBadContentLengthIsAJsonError() {
    Answer a =
        send(
            ascii(
                "POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + "Content-Length: 12x\r\n\r\n{}"));
    assertJsonError(a, 400);
  }

  @Test
  void aHugeContentLengthIsRefusedAtOnceWithoutItsBody() {
    // 2^31 + 5 bytes announced, none sent: the answer cannot wait for them
    Answer a =
        send(
            ascii(
                "POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + "Content-Length: 2147483653\r\n\r\n{"));
    assertJsonError(a, 413);
  }

  @Test
  void trailingGarbageAfterTheJsonBodyIsRefused() {
    String body = "{\"game\":\"shogi\"} and more";
    Answer a =
        send(
            ascii(
                "POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + "Connection: close\r\nContent-Length: "
                    + body.length()
                    + "\r\n\r\n"
                    + body));
    assertJsonError(a, 400);
    assertTrue(a.json().path("error").asText().contains("not JSON"), a.body());
  }

  @Test
  void aClientLeavingMidBodyLeavesNoStackTrace() throws Exception {
    PrintStream saved = System.err;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
    try {
      for (int i = 0; i < 3; i++) {
        try (Socket socket = new Socket("127.0.0.1", server.port())) {
          socket
              .getOutputStream()
              .write(
                  ascii(
                      "POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                          + "Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n"
                          + "{\"game\":"));
          socket.getOutputStream().flush();
        }
      }
      // the server reports each departure as one line: wait for the three, then look at them
      long deadline = System.nanoTime() + 20_000_000_000L;
      while (lines(captured) < 3 && System.nanoTime() < deadline) {
        Thread.sleep(20);
      }
    } finally {
      System.setErr(saved);
    }
    String log = captured.toString(StandardCharsets.UTF_8);
    assertEquals(3, lines(captured), log);
    assertFalse(log.contains("\tat "), log);
    assertTrue(log.contains("left in the middle of its request"), log);
  }

  private static long lines(ByteArrayOutputStream captured) {
    return captured.toString(StandardCharsets.UTF_8).lines().count();
  }
}
