package io.github.plateau.cli;

import static io.github.plateau.cli.MainTest.assertUsageError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
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
    assertUsageError(Cli.run("serve", "--movetime", "1d"), "--movetime", "'1d'");
    assertUsageError(Cli.run("serve", "--movetime", "1e0"), "--movetime", "'1e0'");
    assertUsageError(Cli.run("serve", "--port", "\u0668\u0660"), "--port");
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
  void anAddressOfNoInterfaceIsNotCalledAPortInUse() throws Exception {
    Path nonLocal = Path.of("/proc/sys/net/ipv4/ip_nonlocal_bind");
    assumeTrue(
        !Files.exists(nonLocal) || Files.readString(nonLocal).strip().equals("0"),
        "this kernel lets a socket bind any address: serve would start and never return");
    // TEST-NET-3: no machine has it, so binding fails here at once without sending anything
    Cli.Result result = Cli.run("serve", "--host", "203.0.113.1", "--port", "0");
    assertEquals(2, result.status(), result.err());
    assertTrue(
        result.err().contains("203.0.113.1 is not an address of this machine"), result.err());
    assertFalse(result.err().contains("in use"), result.err());
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
      // the built-in search player is offered without being asked for, in every game with an
      // evaluation (the draughts variants, Napoleon, shogi and xiangqi)
      assertTrue(
          catalog.body().contains("{\"name\":\"search\",\"games\":[\"draughts\",\"draughts-"),
          catalog.body());
      assertTrue(catalog.body().contains("\"napoleon\",\"shogi\",\"xiangqi\"]}"), catalog.body());
    } finally {
      process.destroy(); // SIGTERM: the shutdown hook stops the server
      assertTrue(process.waitFor(20, TimeUnit.SECONDS), "the server did not stop");
    }
  }
}
