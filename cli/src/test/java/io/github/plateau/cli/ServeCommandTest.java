package io.github.plateau.cli;

import static io.github.plateau.cli.MainTest.assertUsageError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** {@code plateau serve}: its usage errors, and the real server as a process. */
class ServeCommandTest {
  @Test
  void badSettingsAreUsageErrors() {
    assertUsageError(Cli.run("serve", "--port", "70000"), "--port");
    assertUsageError(Cli.run("serve", "--movetime", "0"), "--movetime");
    assertUsageError(Cli.run("serve", "--movetime", "fast"), "--movetime");
    assertUsageError(Cli.run("serve", "--engine", "x"), "--engine takes NAME=SPEC");
    assertUsageError(Cli.run("serve", "--engine", "random=random:1"), "two opponents");
    assertUsageError(Cli.run("serve", "--engine", "bot=class:no.such.Bot"), "no.such.Bot");
    assertUsageError(Cli.run("serve", "--engine-games", "fairy=shogi"), "names no engine");
    assertUsageError(Cli.run("serve", "--engine", "bad name=random"), "bad opponent name");
    assertUsageError(
        Cli.run("serve", "--engine", "x=random", "--engine-games", "x=xiangqqi"), "xiangqqi");
    assertUsageError(Cli.run("serve", "--engine", "e=/no/such/engine"), "/no/such/engine");
    assertUsageError(Cli.run("serve", "--engine", "s=class:java.lang.String"), "is not a Player");
    assertUsageError(Cli.run("serve", "extra"), "");
  }

  @Test
  void theServerAnswersUntilItIsStopped() throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process process =
        new ProcessBuilder(
                java,
                "-cp",
                System.getProperty("java.class.path"),
                Main.class.getName(),
                "serve",
                "--port",
                "0",
                "--engine",
                "bot=random:2",
                "--engine-games",
                "bot=shogi,xiangqi")
            .redirectError(ProcessBuilder.Redirect.DISCARD)
            .start();
    try {
      BufferedReader out =
          new BufferedReader(
              new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
      String url = out.readLine();
      assertTrue(url != null && url.matches("http://127\\.0\\.0\\.1:\\d+/"), url);
      HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
      HttpResponse<String> catalog =
          client.send(
              HttpRequest.newBuilder(URI.create(url + "api/catalog")).build(),
              HttpResponse.BodyHandlers.ofString());
      assertEquals(200, catalog.statusCode());
      assertTrue(
          catalog.body().contains("{\"name\":\"bot\",\"games\":[\"shogi\",\"xiangqi\"]}"),
          catalog.body());
      assertTrue(catalog.body().contains("\"id\":\"napoleon\""), catalog.body());
    } finally {
      process.destroy(); // SIGTERM: the shutdown hook stops the server
      assertTrue(process.waitFor(20, TimeUnit.SECONDS), "the server did not stop");
    }
  }
}
