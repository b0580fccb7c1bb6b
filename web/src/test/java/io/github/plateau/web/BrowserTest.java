package io.github.plateau.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Games;
import io.github.plateau.core.Position;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.logging.Level;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The page in a real browser (Debian's headless Chromium driven by its chromedriver through
 * Selenium): a game of each kind played by clicks and drags to its end, with a promotion, drops, a
 * multiple capture, Napoleon's secret setups and a cannon order. Screenshots are kept in {@code
 * target/screenshots}. Skipped where Chromium or its driver is not installed.
 */
class BrowserTest {
  private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
  private static final Path DRIVER = Path.of("/usr/bin/chromedriver");
  private static final Path SHOTS = Path.of("target", "screenshots");

  static BoardServer server;
  static BoardServer slowServer; // its bot thinks for a while, so a person can act meanwhile
  static Http http;
  static ChromeDriver driver;
  static WebDriverWait wait;

  @BeforeAll
  static void start() {
    assumeTrue(Files.isExecutable(CHROMIUM), "no Chromium at " + CHROMIUM);
    assumeTrue(Files.isExecutable(DRIVER), "no chromedriver at " + DRIVER);
    server =
        BoardServer.builder()
            .port(0)
            .moveTime(Duration.ofMillis(100))
            .opponent(Opponent.player("random", "random")) // each game's own seed
            .opponent(Opponent.player("search", "search")) // for the move time, 100 ms
            .start();
    http = new Http(server);
    slowServer =
        BoardServer.builder()
            .port(0)
            .moveTime(Duration.ofMillis(3000)) // long enough for a loaded machine to act meanwhile
            .opponent(Opponent.player("slow", "class:" + SlowBot.class.getName()))
            .start();
    ChromeOptions options = new ChromeOptions();
    options.setBinary(CHROMIUM.toFile());
    LoggingPreferences logs = new LoggingPreferences();
    logs.enable(LogType.BROWSER, Level.ALL); // the console, for the page's failed requests
    options.setCapability(ChromeOptions.LOGGING_PREFS, logs);
    options.addArguments(
        "--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,1000");
    ChromeDriverService service =
        new ChromeDriverService.Builder()
            .usingDriverExecutable(DRIVER.toFile())
            .usingAnyFreePort()
            .build();
    driver = new ChromeDriver(service, options);
    wait = new WebDriverWait(driver, Duration.ofSeconds(20));
    wait.ignoring(StaleElementReferenceException.class); // the page redraws the board as it goes
  }

  @AfterAll
  static void stop() {
    if (driver != null) {
      driver.quit();
    }
    if (server != null) {
      server.close();
    }
    if (slowServer != null) {
      slowServer.close();
    }
  }

  static void newGame(String game, Map<String, String> seats) {
    newGame(server, game, seats);
  }

  static void newGame(BoardServer at, String game, Map<String, String> seats) {
    driver.get(at.url());
    waitForStatus(":");
    new Select(driver.findElement(By.id("game"))).selectByValue(game);
    seats.forEach(
        (side, player) ->
            new Select(driver.findElement(By.id("seat-" + side))).selectByValue(player));
    String before = driver.getCurrentUrl();
    driver.findElement(By.id("new")).click();
    wait.until(d -> !d.getCurrentUrl().equals(before));
    waitForStatus(":");
  }

  static void importPosition(String position) {
    String before = driver.getCurrentUrl();
    driver.executeScript("document.getElementById('more').open = true;"); // folded on a phone
    new Select(driver.findElement(By.id("import-format"))).selectByValue("position");
    WebElement text = driver.findElement(By.id("import-text"));
    text.clear();
    text.sendKeys(position);
    driver.findElement(By.id("import")).click();
    wait.until(d -> !d.getCurrentUrl().equals(before));
  }

  static WebElement square(String name) {
    return wait.until(
        ExpectedConditions.elementToBeClickable(
            By.cssSelector("#board rect.square[data-square='" + name + "']")));
  }

  /** Clicks one square, then another, and waits for the page to show the move's answer. */
  static void clickMove(String from, String to) {
    int before = history().size();
    square(from).click();
    square(to).click();
    // the move is played, or the page asks something first (which move; Napoleon's orders)
    wait.until(
        d ->
            history().size() > before
                || d.findElement(By.id("choices")).isDisplayed()
                || d.findElement(By.id("orders")).isDisplayed());
  }

  /**
   * The move list in the game's standard notation (each item's {@code data-move}; the text shown is
   * in the notation chosen), read at once: the page may redraw it between two reads.
   */
  @SuppressWarnings("unchecked")
  static List<String> history() {
    return (List<String>)
        driver.executeScript(
            "return Array.from(document.querySelectorAll('#history li'), li => li.dataset.move);");
  }

  static String status() {
    return driver.findElement(By.id("status")).getText();
  }

  static void waitForStatus(String words) {
    wait.until(d -> d.findElement(By.id("status")).getText().contains(words));
  }

  static String gameId() {
    String url = driver.getCurrentUrl();
    return url.substring(url.indexOf("#game=") + "#game=".length());
  }

  static void screenshot(String name) throws Exception {
    Files.createDirectories(SHOTS);
    File shot = driver.getScreenshotAs(OutputType.FILE);
    Files.copy(shot.toPath(), SHOTS.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
  }

  @Test
  void shogiPromotesDropsAndMates() throws Exception {
    newGame("shogi", Map.of("SENTE", "human", "GOTE", "human"));
    assertEquals("Shogi: SENTE to move", status());
    clickMove("7g", "7f");
    clickMove("3c", "3d");
    clickMove("8h", "2b");
    // the bishop may promote or not: the page asks
    WebElement promote =
        wait.until(
            ExpectedConditions.elementToBeClickable(
                By.cssSelector("#choices button[data-move='8h2b+']")));
    assertEquals(2, driver.findElements(By.cssSelector("#choices button.choice")).size());
    promote.click();
    wait.until(d -> history().size() == 3);
    clickMove("3a", "2b");
    clickMove("B*", "5e"); // the bishop taken, dropped from sente's hand
    assertEquals(List.of("7g7f", "3c3d", "8h2b+", "3a2b", "B*5e"), history());
    screenshot("shogi-drop");
    driver.findElement(By.id("undo")).click();
    wait.until(d -> history().size() == 4);
    // a gold dropped next to the king, guarded by a pawn: mate
    importPosition("4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    waitForStatus("SENTE to move");
    clickMove("G*", "5b");
    waitForStatus("Game over");
    assertEquals("Game over: SENTE wins (checkmate)", status());
    assertTrue(driver.findElements(By.cssSelector("#board rect.square.from")).isEmpty());
    screenshot("shogi");
    String corner = square("9i").getAttribute("x");
    driver.findElement(By.id("flip")).click();
    wait.until(d -> !square("9i").getAttribute("x").equals(corner));
  }

  @Test
  void xiangqiAgainstTheRandomPlayerAndAMate() throws Exception {
    newGame("xiangqi", Map.of("RED", "human", "BLACK", "random"));
    clickMove("h2", "e2");
    wait.until(d -> history().size() == 2 && status().contains("RED to move"));
    assertEquals("h2e2", history().get(0));
    importPosition("3k5/1R7/9/9/9/9/9/9/9/R3K4 w - - 0 1");
    waitForStatus("RED to move");
    clickMove("a0", "a9");
    waitForStatus("Game over");
    assertEquals("Game over: RED wins (checkmate)", status());
    screenshot("xiangqi");
  }

  /** The page's computed fill of a square's click target. */
  private static String fillOf(String name) {
    return (String)
        driver.executeScript(
            "return getComputedStyle(document.querySelector("
                + "\"#board rect.square[data-square='\" + arguments[0] + \"']\")).fill;",
            name);
  }

  @Test
  void destinationsAreDotsAndCaptureRingsAndMovablePiecesAreNotTinted() throws Exception {
    newGame("xiangqi", Map.of("RED", "human", "BLACK", "human"));
    String clear = fillOf("e5");
    assertEquals(clear, fillOf("a0"), "a movable piece's square is not tinted");
    square("h2").click(); // red's cannon: up the file to h7's screen, takes the horse on h9
    wait.until(d -> !d.findElements(By.cssSelector("#board circle.dest")).isEmpty());
    List<WebElement> rings = driver.findElements(By.cssSelector("#board circle.dest.capture"));
    assertEquals(1, rings.size(), "one ring, round the horse the cannon takes");
    WebElement h9 = square("h9");
    double half = Double.parseDouble(h9.getAttribute("width")) / 2;
    assertEquals(
        Double.parseDouble(h9.getAttribute("x")) + half,
        Double.parseDouble(rings.get(0).getAttribute("cx")),
        0.01);
    assertEquals(
        Double.parseDouble(h9.getAttribute("y")) + half,
        Double.parseDouble(rings.get(0).getAttribute("cy")),
        0.01);
    int dots = driver.findElements(By.cssSelector("#board circle.dest:not(.capture)")).size();
    // along rank 2 to c2 (b2 holds the other cannon) and i2, up to h6, down to h1 (h0: a horse)
    assertEquals(5 + 1 + 4 + 1, dots);
    assertEquals(clear, fillOf("e2"), "a destination is not a tinted square");
    assertNotEquals(clear, fillOf("h2"), "the chosen piece's square is");
    screenshot("xiangqi-destinations");
    square("h2").click(); // a second click lets the piece go
    wait.until(d -> d.findElements(By.cssSelector("#board circle.dest")).isEmpty());
  }

  static String result() {
    WebElement banner = driver.findElement(By.id("result"));
    return banner.isDisplayed() ? driver.findElement(By.id("result-text")).getText() : "";
  }

  private static String exported(String format) {
    new Select(driver.findElement(By.id("export-format"))).selectByValue(format);
    driver.findElement(By.id("export")).click();
    wait.until(d -> !d.findElement(By.id("export-text")).getAttribute("value").isEmpty());
    return driver.findElement(By.id("export-text")).getAttribute("value");
  }

  @Test
  void theEndIsABannerWithItsReasonAndTheRecordHasTheResult() throws Exception {
    newGame("xiangqi", Map.of("RED", "human", "BLACK", "human"));
    assertEquals("", result(), "no banner while the game goes on");
    importPosition("3k5/1R7/9/9/9/9/9/9/9/R3K4 w - - 0 1");
    waitForStatus("RED to move");
    clickMove("a0", "a9");
    wait.until(d -> !result().isEmpty());
    assertEquals("Red wins by checkmate", result());
    assertEquals(
        1,
        driver.findElements(By.cssSelector("#board circle.check[data-check='d9']")).size(),
        "the mated general glows red");
    screenshot("xiangqi-result");
    assertTrue(exported("PGN").contains("[Result \"1-0\"]"), exported("PGN"));
    // a new game takes the banner away
    driver.findElement(By.id("new")).click();
    wait.until(d -> result().isEmpty());
    // two kings walking to and fro: the fourth time the position comes, the game is drawn
    newGame("shogi", Map.of("SENTE", "human", "GOTE", "human"));
    importPosition("4k4/9/9/9/9/9/9/9/4K4 b - 1");
    waitForStatus("SENTE to move");
    for (int i = 0; i < 3; i++) {
      clickMove("5i", "4i");
      clickMove("5a", "4a");
      clickMove("4i", "5i");
      clickMove("4a", "5a");
    }
    wait.until(d -> !result().isEmpty());
    assertEquals("Draw by repetition", result());
    // resigning: the other side wins
    newGame("shogi", Map.of("SENTE", "human", "GOTE", "human"));
    driver.findElement(By.id("resign")).click();
    wait.until(ExpectedConditions.alertIsPresent()).accept();
    wait.until(d -> !result().isEmpty());
    assertEquals("Gote wins by resignation", result());
  }

  @Test
  void napoleonsLettersHaveAKeyAndOtherGamesNone() {
    newGame("shogi", Map.of("SENTE", "human", "GOTE", "human"));
    assertFalse(driver.findElement(By.id("legend")).isDisplayed(), "shogi's pieces need no key");
    napoleonPastTheSetups();
    WebElement legend = driver.findElement(By.id("legend"));
    assertTrue(legend.isDisplayed());
    List<String> labels =
        legend.findElements(By.tagName("dt")).stream().map(WebElement::getText).toList();
    assertEquals(List.of("G", "D", "I", "C", "A"), labels);
    String text = legend.getText();
    assertTrue(text.contains("cannon: moves 1 square"), text);
    assertTrue(text.contains("general: "), text);
    newGame("xiangqi", Map.of("RED", "human", "BLACK", "human"));
    assertFalse(driver.findElement(By.id("legend")).isDisplayed(), "xiangqi's neither");
  }

  private static String seatOf(String side) {
    return new Select(driver.findElement(By.id("seat-" + side)))
        .getFirstSelectedOption()
        .getAttribute("value");
  }

  @Test
  void theSearchPlayerIsOfferedInEveryGameAndAnswersAMoveQuickly() {
    driver.get(server.url());
    waitForStatus(":");
    for (String game : List.of("shogi", "xiangqi", "draughts", "napoleon")) {
      new Select(driver.findElement(By.id("game"))).selectByValue(game);
      for (WebElement seat : driver.findElements(By.cssSelector("#seats select"))) {
        List<String> names =
            new Select(seat).getOptions().stream().map(o -> o.getAttribute("value")).toList();
        assertTrue(names.contains("search"), game + ": " + names);
      }
    }
    newGame("xiangqi", Map.of("RED", "human", "BLACK", "search"));
    clickMove("h2", "e2");
    long start = System.nanoTime();
    new WebDriverWait(driver, Duration.ofSeconds(5))
        .until(d -> history().size() == 2 && status().contains("RED to move"));
    assertTrue(System.nanoTime() - start < 5_000_000_000L, "the search answered in 5 s");
    assertEquals("search", history().size() == 2 ? seatOf("BLACK") : "", "the seat stays");
  }

  @Test
  void aDraggedPieceFollowsThePointer() throws Exception {
    newGame("draughts", Map.of("WHITE", "human", "BLACK", "human"));
    WebElement from = square("32");
    WebElement to = square("28");
    assertTrue(driver.findElements(By.id("ghost")).isEmpty(), "nothing dragged yet");
    Actions drag = new Actions(driver).clickAndHold(from).moveByOffset(15, -20).moveByOffset(5, -5);
    drag.perform();
    WebElement ghost = wait.until(d -> d.findElement(By.id("ghost")));
    org.openqa.selenium.Rectangle start = from.getRect();
    org.openqa.selenium.Rectangle shown = ghost.getRect();
    // centred on the pointer, 20 px right of and 25 px above the square's centre
    assertEquals(start.getX() + start.getWidth() / 2 + 20, shown.getX() + shown.getWidth() / 2, 2);
    assertEquals(
        start.getY() + start.getHeight() / 2 - 25, shown.getY() + shown.getHeight() / 2, 2);
    assertEquals(start.getWidth(), shown.getWidth(), 2, "as large as a square");
    assertTrue(
        ghost.findElements(By.cssSelector("circle")).size() > 0, "the piece is drawn under it");
    screenshot("draughts-drag");
    new Actions(driver).moveToElement(to).release().perform();
    wait.until(d -> history().size() == 1);
    assertEquals(List.of("32-28"), history());
    assertTrue(driver.findElements(By.id("ghost")).isEmpty(), "the piece is let go");
  }

  @Test
  void draughtsByDragAndAMultipleCapture() throws Exception {
    newGame("draughts", Map.of("WHITE", "human", "BLACK", "human"));
    new Actions(driver).dragAndDrop(square("32"), square("28")).perform();
    wait.until(d -> history().size() == 1);
    assertEquals(List.of("32-28"), history());
    screenshot("draughts-start");
    // a black king with two routes to 26: the page draws both, and a square of one picks it
    importPosition(
        "B:W27,30,31,32,36,38,41,44,45,46,49,50:B1,2,4,5,6,8,9,10,11,13,16,17,18,20,21,K35");
    waitForStatus("BLACK to move");
    clickMove("35", "26");
    wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("choices")));
    square("42").click();
    wait.until(d -> history().size() == 1);
    assertEquals(List.of("35x24x42x26"), history());
    importPosition("W:W32:B17,27");
    waitForStatus("WHITE to move");
    clickMove("32", "12"); // over 27 and 17: black has no piece left
    waitForStatus("Game over");
    assertEquals("Game over: WHITE wins (no pieces)", status());
    assertEquals("White wins by taking every piece", result());
    assertEquals(List.of("32x12"), history());
    screenshot("draughts");
  }

  @Test
  void anAnswerAboutTheLastGameThatComesLateLeavesTheNewGameOnScreen() {
    newGame("draughts", Map.of("WHITE", "human", "BLACK", "human"));
    clickMove("32", "28");
    String old = gameId();
    // the page's looks at this game (a watch, a load) are answered only once another is shown
    driver.executeScript(
        "clearTimeout(pollTimer);"
            + "const real = window.fetch, id = arguments[0];"
            + "let release;"
            + "const held = new Promise((r) => (release = r));"
            + "window.release = release;"
            + "window.fetch = async (url, init) => {"
            + "  const answer = await real(url, init);"
            + "  if (String(url).includes(id)) await held;"
            + "  return answer;"
            + "};"
            + "window.late = Promise.all([watch(id), load(id)]);",
        old);
    importPosition("W:W32:B17,27");
    waitForStatus("WHITE to move");
    String imported = gameId();
    Object shown =
        driver.executeAsyncScript(
            "const done = arguments[arguments.length - 1];"
                + "release();"
                + "late.then(() => done(state.id), (e) => done('failed: ' + e.message));");
    assertEquals(imported, shown, "the game shown after the late answers (" + old + " before)");
    assertEquals(List.of(), history());
    assertEquals("International draughts: WHITE to move", status());
  }

  @Test
  void napoleonSetsUpTurnsACannonAndWins() throws Exception {
    newGame("napoleon", Map.of("SOUTH", "human", "NORTH", "human"));
    waitForStatus("setups awaited from SOUTH, NORTH");
    assertTrue(driver.findElement(By.id("setup")).isDisplayed());
    String before = driver.findElement(By.id("setup-SOUTH")).getAttribute("value");
    driver.findElement(By.id("random-setup-SOUTH")).click();
    wait.until(d -> !d.findElement(By.id("setup-SOUTH")).getAttribute("value").equals(before));
    assertTrue(driver.findElements(By.id("setup-NORTH")).isEmpty(), "one camp at a time");
    // a setup typed in, two squares of SOUTH's rows swapped by clicks, and a cannon turned
    WebElement typed = driver.findElement(By.id("setup-SOUTH"));
    typed.clear();
    typed.sendKeys("ANIIDIIIAN/CCIGGANCC" + Keys.TAB);
    square("a1").click(); // a cavalry
    square("d1").click(); // a general
    wait.until(
        d ->
            d.findElement(By.id("setup-SOUTH"))
                .getAttribute("value")
                .equals("ANIIDIIIAN/GCICGANCC"));
    WebElement setupCannon = driver.findElement(By.cssSelector("#setup-cannons select"));
    String placed = driver.findElement(By.id("setup-SOUTH")).getAttribute("value");
    new Select(setupCannon)
        .selectByValue(setupCannon.getAttribute("value").equals("W") ? "E" : "W");
    wait.until(d -> !d.findElement(By.id("setup-SOUTH")).getAttribute("value").equals(placed));
    assertTrue(driver.findElement(By.id("setup-problem")).getText().isEmpty());
    screenshot("napoleon-setup");
    driver.findElement(By.id("submit-setup-SOUTH")).click();
    waitForStatus("setups awaited from NORTH");
    wait.until(ExpectedConditions.elementToBeClickable(By.id("submit-setup-NORTH"))).click();
    assertTrue(driver.findElements(By.id("setup-SOUTH")).isEmpty());
    waitForStatus("SOUTH to move");
    // a piece move the server lists, then one cannon turned before the turn ends
    JsonNode move = http.get("/api/games/" + gameId()).json().get("moves").get(0);
    clickMove(move.get("squares").get(0).asText(), move.get("squares").get(1).asText());
    wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("orders")));
    WebElement cannon = driver.findElement(By.cssSelector("#cannons select"));
    String square = cannon.getAttribute("data-square");
    String current = cannon.getAttribute("data-current");
    String turned = current.equals("NE") ? "E" : "NE";
    new Select(cannon).selectByValue(turned);
    screenshot("napoleon-orders");
    driver.findElement(By.id("end-turn")).click();
    wait.until(d -> history().size() == 1);
    assertEquals(move.get("move").asText() + "," + square + "=" + turned, history().get(0));
    waitForStatus("NORTH to move");
    // three infantry beyond the midline; a fourth crosses it and wins (K = 4)
    importPosition("6g1/8/8/III5/3I4/8/8/8 s - 0 -");
    waitForStatus("SOUTH to move");
    clickMove("d4", "d5"); // no cannon: the turn ends with the move
    waitForStatus("Game over");
    assertEquals("Game over: SOUTH wins (victory condition)", status());
    screenshot("napoleon");
  }

  /**
   * Opens a human-against-human game of a seeded random playout of at most {@code plies} plies,
   * imported through the API in Plateau's own moves text.
   */
  static int openPlayout(String gameId, int plies, long seed) {
    String record = playout(Games.create(gameId), plies, new Random(seed));
    JsonNode state =
        http.post("/api/games", Http.json("game", gameId, "record", record, "format", "moves"))
            .json();
    driver.get("about:blank"); // from the page itself, a new hash alone would not load it again
    driver.get(server.url() + "#game=" + state.get("id").asText());
    int turns = state.get("history").size();
    wait.until(d -> history().size() == turns);
    return turns;
  }

  private static <P extends Position<P, M>, M> String playout(
      Game<P, M> game, int plies, Random random) {
    GameRecord<P, M> record = GameRecord.start(game);
    while (record.ply() < plies && !record.isOver()) {
      List<M> moves = record.current().legalMoves();
      record = record.play(moves.get(random.nextInt(moves.size())));
    }
    List<String> words = new ArrayList<>();
    List<P> positions = record.positions();
    for (int i = 0; i < record.moves().size(); i++) {
      words.add(game.formatMove(positions.get(i), record.moves().get(i)));
    }
    return MovesText.write(record.startPosition(), words);
  }

  /** Whether an element lies wholly inside the visible box of another (its scrolling parent). */
  private static boolean inView(String element, String box) {
    return (Boolean)
        driver.executeScript(
            "const e = document.querySelector(arguments[0]).getBoundingClientRect();"
                + " const b = document.querySelector(arguments[1]).getBoundingClientRect();"
                + " return e.top >= b.top - 1 && e.bottom <= b.bottom + 1"
                + " && e.left >= b.left - 1 && e.right <= b.right + 1;",
            element,
            box);
  }

  private static long number(String script) {
    return ((Number) driver.executeScript("return " + script + ";")).longValue();
  }

  @Test
  void aLongMoveListScrollsDownToItsNewestMove() throws Exception {
    int turns = openPlayout("xiangqi", 220, 25);
    assertTrue(turns >= 100, "the seeded playout 25 ended after " + turns + " plies");
    long width = number("document.getElementById('history').scrollWidth");
    long box = number("document.getElementById('history').clientWidth");
    assertTrue(width <= box, "the move list is " + width + " px wide in a " + box + " px box");
    assertTrue(inView("#history li:last-child", "#history"), "the newest move is out of view");
    assertTrue(
        number("document.getElementById('history').scrollHeight")
            > number("document.getElementById('history').clientHeight"),
        "the list scrolls vertically");
    // a move played from the page scrolls the list again
    String move =
        http.get("/api/games/" + gameId()).json().get("moves").get(0).get("move").asText();
    driver.findElement(By.id("move-text")).sendKeys(move);
    driver.findElement(By.id("play-move")).click();
    wait.until(d -> history().size() == turns + 1);
    assertTrue(inView("#history li:last-child", "#history"), "the newest move is out of view");
    screenshot("long-game");
  }

  private static WebElement error() {
    return driver.findElement(By.id("error"));
  }

  @Test
  void aLongErrorWrapsAndThePageKeepsItsWidth() {
    newGame("xiangqi", Map.of("RED", "human", "BLACK", "human"));
    new Select(driver.findElement(By.id("import-format"))).selectByValue("position");
    driver
        .findElement(By.id("import-text"))
        .sendKeys("rnbakabnr/".repeat(30) + "9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR");
    driver.findElement(By.id("import")).click();
    wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("error")));
    long page = number("document.documentElement.scrollWidth");
    long window = number("document.documentElement.clientWidth");
    assertTrue(page <= window, "the page is " + page + " px wide in a " + window + " px window");
    assertTrue(
        number("document.getElementById('error').scrollWidth")
            <= number("document.getElementById('error').clientWidth"),
        "the error overflows its box");
  }

  @Test
  void aDoubleClickOrADoublePlaySendsTheMoveOnce() throws Exception {
    newGame("shogi", Map.of("SENTE", "human", "GOTE", "human"));
    square("7g").click();
    new Actions(driver).doubleClick(square("7f")).perform();
    wait.until(d -> history().size() == 1);
    Thread.sleep(500); // time for a second request, if one was sent, to come back
    assertFalse(error().isDisplayed(), error().getText());
    assertEquals(List.of("7g7f"), history());
    driver.findElement(By.id("move-text")).sendKeys("3c3d");
    new Actions(driver).doubleClick(driver.findElement(By.id("play-move"))).perform();
    wait.until(d -> history().size() == 2);
    Thread.sleep(500);
    assertFalse(error().isDisplayed(), error().getText());
    assertEquals(List.of("7g7f", "3c3d"), history());
  }

  @Test
  void anErrorGoesWhenTheBotReplies() {
    newGame(slowServer, "xiangqi", Map.of("RED", "human", "BLACK", "slow"));
    clickMove("h2", "e2");
    driver.findElement(By.id("move-text")).sendKeys("b0c2");
    driver.findElement(By.id("play-move")).click(); // too early: the bot is thinking
    wait.until(d -> error().isDisplayed());
    assertTrue(error().getText().contains("slow's turn"), error().getText());
    wait.until(d -> history().size() == 2);
    assertFalse(error().isDisplayed(), "stale: " + error().getText());
  }

  @Test
  void enterInTheMoveBoxPlaysTheMove() {
    newGame("xiangqi", Map.of("RED", "human", "BLACK", "human"));
    driver.findElement(By.id("move-text")).sendKeys("h2e2" + Keys.ENTER);
    wait.until(d -> history().size() == 1);
    assertEquals(List.of("h2e2"), history());
    assertEquals("", driver.findElement(By.id("move-text")).getAttribute("value"));
  }

  @Test
  void resignAsksFirstAndAnEndedGameOffersNoUndoNorResign() {
    newGame("shogi", Map.of("SENTE", "human", "GOTE", "human"));
    WebElement undo = driver.findElement(By.id("undo"));
    WebElement resign = driver.findElement(By.id("resign"));
    resign.click();
    wait.until(ExpectedConditions.alertIsPresent()).dismiss();
    assertEquals("Shogi: SENTE to move", status());
    resign.click();
    wait.until(ExpectedConditions.alertIsPresent()).accept();
    waitForStatus("Game over");
    assertEquals("Game over: GOTE wins (resignation)", status());
    assertFalse(undo.isEnabled(), "undo after the end");
    assertFalse(resign.isEnabled(), "resign after the end");
    driver.findElement(By.id("new")).click();
    waitForStatus("SENTE to move");
    assertTrue(undo.isEnabled());
    assertTrue(resign.isEnabled());
  }

  @Test
  void aNewGameEmptiesTheBoxesAndAnEmptyImportIsRefused() {
    newGame("xiangqi", Map.of("RED", "human", "BLACK", "human"));
    driver.findElement(By.id("export")).click();
    WebElement exported = driver.findElement(By.id("export-text"));
    wait.until(d -> !exported.getAttribute("value").isEmpty());
    WebElement imported = driver.findElement(By.id("import-text"));
    imported.sendKeys("an old record");
    String before = driver.getCurrentUrl();
    driver.findElement(By.id("new")).click();
    wait.until(d -> !d.getCurrentUrl().equals(before));
    assertEquals("", exported.getAttribute("value"));
    assertEquals("", imported.getAttribute("value"));
    String url = driver.getCurrentUrl();
    driver.findElement(By.id("import")).click();
    wait.until(d -> error().isDisplayed());
    assertTrue(error().getText().contains("Nothing to import"), error().getText());
    assertEquals(url, driver.getCurrentUrl()); // no new game
  }

  @Test
  void aRecordNoFormatReadsGetsOneShortMessage() {
    newGame("xiangqi", Map.of("RED", "human", "BLACK", "human"));
    String record = "1. h2e2 h9g7\n2. zz99 b9c7\n{a comment that the message must not repeat}\n";
    driver.findElement(By.id("import-text")).sendKeys(record);
    driver.findElement(By.id("import")).click();
    wait.until(d -> error().isDisplayed());
    String message = error().getText();
    assertFalse(message.contains("\\n"), message);
    assertFalse(message.contains("must not repeat"), message);
    assertTrue(message.length() < 200, message.length() + " characters: " + message);
    // PGN read furthest: to the second move number's bad move
    assertTrue(message.contains("PGN read furthest"), message);
    assertTrue(message.contains("line 2"), message);
  }

  @Test
  void thePageAsksForNothingMissing() {
    driver.manage().logs().get(LogType.BROWSER); // what earlier tests left
    driver.get(server.url());
    waitForStatus(":");
    driver.navigate().refresh();
    waitForStatus(":");
    List<String> failures =
        driver.manage().logs().get(LogType.BROWSER).getAll().stream()
            .map(LogEntry::getMessage)
            .filter(m -> m.contains("404") || m.contains("favicon"))
            .toList();
    assertEquals(List.of(), failures);
    assertFalse(driver.findElements(By.cssSelector("link[rel~='icon']")).isEmpty());
    // where a browser looks for an icon unasked
    Http.Answer icon = http.get("/favicon.ico");
    assertEquals(200, icon.status(), icon.text());
    assertTrue(icon.text().startsWith("<svg"), icon.text());
  }

  /**
   * A game of xiangqi against the random player, from a seed typed in (or none), where the person
   * plays the first legal move the server lists each turn: the moves, then the seed shown.
   */
  private static List<String> againstTheRandomPlayer(String seed, int turns) {
    driver.get(server.url());
    waitForStatus(":");
    new Select(driver.findElement(By.id("game"))).selectByValue("xiangqi");
    new Select(driver.findElement(By.id("seat-BLACK"))).selectByValue("random");
    driver.findElement(By.id("seed")).sendKeys(seed);
    String before = driver.getCurrentUrl();
    driver.findElement(By.id("new")).click();
    wait.until(d -> !d.getCurrentUrl().equals(before));
    for (int i = 0; i < turns; i++) {
      int played = history().size();
      waitForStatus("RED to move");
      String move =
          http.get("/api/games/" + gameId()).json().get("moves").get(0).get("move").asText();
      driver.findElement(By.id("move-text")).sendKeys(move + Keys.ENTER);
      wait.until(d -> history().size() == played + 2);
    }
    List<String> moves = new ArrayList<>(history());
    moves.add(driver.findElement(By.id("seed-shown")).getText());
    return moves;
  }

  @Test
  void eachGameHasItsSeedAndASeedReplaysItsGame() {
    List<String> first = againstTheRandomPlayer("", 0);
    List<String> second = againstTheRandomPlayer("", 0);
    assertTrue(first.get(0).matches("Seed -?[0-9]+"), first.get(0));
    assertNotEquals(first, second, "two new games, one seed");
    List<String> replay = againstTheRandomPlayer("42", 6);
    assertEquals("Seed 42", last(replay));
    assertEquals(replay, againstTheRandomPlayer("42", 6));
    assertNotEquals(replay, againstTheRandomPlayer("43", 6), "seeds 42 and 43 play alike");
  }

  private static String last(List<String> list) {
    return list.get(list.size() - 1);
  }

  static String boardPicture() {
    return (String) driver.executeScript("return document.getElementById('board').innerHTML;");
  }

  static String lookingBack() {
    WebElement note = driver.findElement(By.id("viewing"));
    return note.isDisplayed() ? note.getText() : "";
  }

  /** Clicks a move of the list, scrolled into its view first as a person would. */
  static void clickMoveInList(String which) {
    WebElement li = driver.findElement(By.cssSelector("#history li:" + which));
    driver.executeScript("arguments[0].scrollIntoView({block: 'center'});", li);
    li.click();
  }

  @Test
  void arrowsAndClicksLookBackThroughTheMoves() {
    int turns = openPlayout("xiangqi", 30, 7);
    String live = boardPicture();
    new Actions(driver).sendKeys(Keys.ARROW_LEFT).perform();
    wait.until(d -> lookingBack().contains("after " + (turns - 1) + " of " + turns));
    assertNotEquals(live, boardPicture());
    assertTrue(driver.findElements(By.cssSelector("#board rect.square")).isEmpty(), "clickable");
    assertEquals(
        List.of(history().get(turns - 2)),
        driver.findElements(By.cssSelector("#history li.viewed")).stream()
            .map(li -> li.getAttribute("data-move"))
            .toList());
    clickMoveInList("first-child");
    wait.until(d -> lookingBack().contains("after 1 of"));
    new Actions(driver).sendKeys(Keys.ARROW_RIGHT).perform();
    wait.until(d -> lookingBack().contains("after 2 of"));
    // typing in a box is not stepping
    driver.findElement(By.id("move-text")).sendKeys(Keys.ARROW_LEFT);
    assertTrue(lookingBack().contains("after 2 of"), lookingBack());
    clickMoveInList("last-child");
    wait.until(d -> lookingBack().isEmpty());
    assertEquals(live, boardPicture());
    assertTrue(driver.findElements(By.cssSelector("#history li.viewed")).isEmpty());
    // Home goes to the start, End back to the game
    new Actions(driver).sendKeys(Keys.HOME).perform();
    wait.until(d -> lookingBack().contains("after 0 of " + turns));
    new Actions(driver).sendKeys(Keys.END).perform();
    wait.until(d -> lookingBack().isEmpty());
    assertEquals(live, boardPicture());
  }

  @Test
  void aReloadKeepsTheGameAndAnErrorIsShown() {
    newGame("xiangqi", Map.of("RED", "human", "BLACK", "human"));
    clickMove("b0", "c2");
    WebElement typed = driver.findElement(By.id("move-text"));
    typed.sendKeys("h9g7"); // a move typed in the game's notation
    driver.findElement(By.id("play-move")).click();
    wait.until(d -> history().size() == 2);
    String corner = square("a0").getAttribute("x");
    driver.findElement(By.id("flip")).click();
    wait.until(d -> !square("a0").getAttribute("x").equals(corner));
    String url = driver.getCurrentUrl();
    assertTrue(url.endsWith("&flipped=1"), url);
    driver.navigate().refresh();
    wait.until(d -> history().size() == 2);
    assertEquals(url, driver.getCurrentUrl());
    assertNotEquals(corner, square("a0").getAttribute("x")); // still flipped
    assertEquals("Xiangqi: RED to move", status());
    // the header shows this game's settings, not the defaults
    assertEquals(
        "human",
        new Select(driver.findElement(By.id("seat-BLACK")))
            .getFirstSelectedOption()
            .getAttribute("value"));
    new Select(driver.findElement(By.id("import-format"))).selectByValue("position");
    driver.findElement(By.id("import-text")).sendKeys("not a position");
    driver.findElement(By.id("import")).click();
    WebElement error = wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("error")));
    assertFalse(error.getText().isEmpty());
    assertNotEquals(url, "");
    assertEquals(url, driver.getCurrentUrl()); // the game on screen is kept
  }

  /**
   * Both of Napoleon's camps set up by default, by the page's buttons, up to SOUTH's first move.
   */
  private static void napoleonPastTheSetups() {
    newGame("napoleon", Map.of("SOUTH", "human", "NORTH", "human"));
    wait.until(ExpectedConditions.elementToBeClickable(By.id("submit-setup-SOUTH"))).click();
    waitForStatus("setups awaited from NORTH");
    wait.until(ExpectedConditions.elementToBeClickable(By.id("submit-setup-NORTH"))).click();
    waitForStatus("SOUTH to move");
  }

  @Test
  void napoleonsOrdersKeepEndTurnOnScreenAt1280By800() throws Exception {
    Dimension size = driver.manage().window().getSize();
    try {
      driver.manage().window().setSize(new Dimension(1280, 800));
      napoleonPastTheSetups();
      JsonNode moves = http.get("/api/games/" + gameId()).json().get("moves");
      JsonNode move = moves.get(0);
      clickMove(move.get("squares").get(0).asText(), move.get("squares").get(1).asText());
      wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("orders")));
      screenshot("napoleon-orders-1280x800");
      // where the button lies in the page, wherever it is scrolled: the first screen holds it
      @SuppressWarnings("unchecked")
      Map<String, Number> box =
          (Map<String, Number>)
              driver.executeScript(
                  "const r = document.getElementById('end-turn').getBoundingClientRect();"
                      + " return {top: r.top + scrollY, bottom: r.bottom + scrollY,"
                      + " left: r.left + scrollX, right: r.right + scrollX,"
                      + " height: innerHeight, width: innerWidth};");
      assertTrue(
          box.get("top").doubleValue() >= 0
              && box.get("left").doubleValue() >= 0
              && box.get("bottom").doubleValue() <= box.get("height").doubleValue()
              && box.get("right").doubleValue() <= box.get("width").doubleValue(),
          "End turn lies at " + box + ", beyond the first screen");
    } finally {
      driver.manage().window().setSize(size);
    }
  }

  /**
   * Makes the page's window a screen of the given size (a phone's is narrow and touched) through
   * the DevTools protocol: a headless window of 390 px is not always given that width.
   */
  static void screenSize(int width, int height, boolean mobile) {
    driver.executeCdpCommand(
        "Emulation.setDeviceMetricsOverride",
        Map.of("width", width, "height", height, "deviceScaleFactor", 1, "mobile", mobile));
  }

  static void desktopAgain() {
    driver.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
  }

  /** The board's box in the page (wherever it is scrolled) and the viewport's width. */
  @SuppressWarnings("unchecked")
  static Map<String, Number> boardBox() {
    return (Map<String, Number>)
        driver.executeScript(
            "const r = document.querySelector('#board svg').getBoundingClientRect();"
                + " return {top: r.top + scrollY, left: r.left + scrollX, width: r.width,"
                + " viewport: document.documentElement.clientWidth,"
                + " page: document.documentElement.scrollWidth};");
  }

  @Test
  void onAPhoneTheBoardComesFirstAndFillsTheWidth() throws Exception {
    try {
      screenSize(390, 844, true);
      for (Map.Entry<String, Map<String, String>> game :
          List.of(
              Map.entry("shogi", Map.of("SENTE", "human", "GOTE", "human")),
              Map.entry("xiangqi", Map.of("RED", "human", "BLACK", "human")))) {
        newGame(game.getKey(), game.getValue());
        Map<String, Number> box = boardBox();
        double viewport = box.get("viewport").doubleValue();
        assertEquals(390, viewport, 20, "the emulated phone's width");
        assertTrue(
            box.get("top").doubleValue() <= 60,
            game.getKey() + ": the board starts " + box.get("top") + " px down the page");
        assertTrue(
            box.get("width").doubleValue() >= 0.9 * viewport,
            game.getKey() + ": the board is " + box.get("width") + " px wide of " + viewport);
        assertTrue(
            box.get("page").doubleValue() <= viewport,
            game.getKey() + ": the page is " + box.get("page") + " px wide of " + viewport);
        driver.executeScript("scrollTo(0, 0);");
        screenshot(game.getKey() + "-390x844");
        // the controls are still there, below the board
        WebElement newButton = driver.findElement(By.id("new"));
        assertTrue(newButton.isDisplayed());
        assertTrue(
            newButton.getLocation().getY() > box.get("top").doubleValue(),
            "New game lies below the board on a phone");
      }
    } finally {
      desktopAgain();
    }
  }

  @Test
  void onADesktopTheTitleAndFormStayAboveTheBoard() {
    Dimension size = driver.manage().window().getSize();
    try {
      driver.manage().window().setSize(new Dimension(1280, 800));
      newGame("shogi", Map.of("SENTE", "human", "GOTE", "human"));
      Map<String, Number> box = boardBox();
      assertTrue(
          driver.findElement(By.id("new")).getLocation().getY() < box.get("top").doubleValue(),
          "New game lies above the board on a desktop");
      assertTrue(box.get("left").doubleValue() > 0, "the board keeps its margin");
    } finally {
      driver.manage().window().setSize(size);
    }
  }

  /**
   * Pictures for the documentation, only when {@code -Dplateau.web.screenshots=DIR} names where to
   * put them (the normal build writes nothing outside {@code target}): each game mid-game (a seeded
   * playout, one piece chosen) and at its end, on a desktop (1280x800, kept at 800x500) and on a
   * phone (390x844).
   */
  @Test
  void picturesForTheDocs() throws Exception {
    String to = System.getProperty("plateau.web.screenshots", "");
    assumeTrue(!to.isBlank(), "pictures only with -Dplateau.web.screenshots=DIR");
    Path dir = Path.of(to);
    Files.createDirectories(dir);
    try {
      for (boolean phone : List.of(false, true)) {
        if (phone) {
          screenSize(390, 844, true);
        } else {
          screenSize(1280, 800, false);
        }
        String size = phone ? "phone" : "desktop";
        for (String game : List.of("shogi", "xiangqi", "draughts", "napoleon")) {
          openPlayout(game, 24, 11);
          chooseAMovablePiece();
          driver.executeScript("scrollTo(0, 0);");
          picture(dir.resolve(game + "-" + size + "-mid.png"), phone);
          playToAnEnd(game);
          driver.executeScript("scrollTo(0, 0);");
          picture(dir.resolve(game + "-" + size + "-end.png"), phone);
        }
      }
    } finally {
      desktopAgain();
    }
  }

  /** Clicks the first square of a legal move, so that its destinations show. */
  private static void chooseAMovablePiece() {
    JsonNode move = http.get("/api/games/" + gameId()).json().get("moves").get(0);
    square(move.get("squares").get(0).asText()).click();
    wait.until(d -> !d.findElements(By.cssSelector("#board circle.dest")).isEmpty());
  }

  /** A short won ending of each game, played by clicks, with its result banner. */
  private static void playToAnEnd(String game) {
    switch (game) {
      case "shogi" -> {
        newGame(game, Map.of("SENTE", "human", "GOTE", "human"));
        importPosition("4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
        waitForStatus("SENTE to move");
        clickMove("G*", "5b");
      }
      case "xiangqi" -> {
        newGame(game, Map.of("RED", "human", "BLACK", "human"));
        importPosition("3k5/1R7/9/9/9/9/9/9/9/R3K4 w - - 0 1");
        waitForStatus("RED to move");
        clickMove("a0", "a9");
      }
      case "draughts" -> {
        newGame(game, Map.of("WHITE", "human", "BLACK", "human"));
        importPosition("W:W32,38,43:B17,27");
        waitForStatus("WHITE to move");
        clickMove("32", "12"); // over 27 and 17: black has no piece left
      }
      case "napoleon" -> {
        napoleonPastTheSetups();
        importPosition("6g1/8/8/III5/3I4/8/8/8 s - 0 -");
        waitForStatus("SOUTH to move");
        clickMove("d4", "d5");
      }
      default -> throw new IllegalArgumentException(game);
    }
    wait.until(d -> !result().isEmpty());
  }

  /** The window's picture, a desktop's scaled down to 800 px wide to keep the file small. */
  private static void picture(Path file, boolean phone) throws Exception {
    BufferedImage shot =
        ImageIO.read(new ByteArrayInputStream(driver.getScreenshotAs(OutputType.BYTES)));
    BufferedImage kept = shot;
    if (!phone) {
      int width = 800;
      int height = shot.getHeight() * width / shot.getWidth();
      kept = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
      Graphics2D g = kept.createGraphics();
      g.setRenderingHint(
          RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BICUBIC);
      g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
      g.drawImage(shot, 0, 0, width, height, null);
      g.dispose();
    }
    ImageIO.write(kept, "png", file.toFile());
  }

  private static String setupText(String side) {
    return driver.findElement(By.id("setup-" + side)).getAttribute("value");
  }

  @Test
  void aReloadKeepsTheSetupBeingPlacedAndTheGameStartsWithIt() {
    newGame("napoleon", Map.of("SOUTH", "human", "NORTH", "human"));
    waitForStatus("setups awaited from SOUTH, NORTH");
    wait.until(d -> !d.findElements(By.cssSelector("#setup-cannons select")).isEmpty());
    String start = setupText("SOUTH");
    square("a1").click();
    square("d1").click();
    wait.until(d -> !setupText("SOUTH").equals(start));
    String swapped = setupText("SOUTH");
    WebElement cannon = driver.findElement(By.cssSelector("#setup-cannons select"));
    String square = cannon.getAttribute("data-square");
    String turned = cannon.getAttribute("value").equals("W") ? "E" : "W";
    new Select(cannon).selectByValue(turned);
    wait.until(d -> !setupText("SOUTH").equals(swapped));
    String placed = setupText("SOUTH");
    driver.navigate().refresh();
    waitForStatus("setups awaited from SOUTH, NORTH");
    wait.until(d -> !d.findElements(By.cssSelector("#setup-cannons select")).isEmpty());
    assertEquals(placed, setupText("SOUTH"), "the swaps and turns after a reload");
    assertEquals(
        turned,
        driver
            .findElement(By.cssSelector("#setup-cannons select[data-square='" + square + "']"))
            .getAttribute("value"));
    driver.findElement(By.id("submit-setup-SOUTH")).click();
    waitForStatus("setups awaited from NORTH");
    String north =
        wait.until(ExpectedConditions.elementToBeClickable(By.id("setup-NORTH")))
            .getAttribute("value");
    driver.findElement(By.id("submit-setup-NORTH")).click();
    waitForStatus("SOUTH to move");
    // the same setups given through the API start the same army
    String id =
        http.post(
                "/api/games",
                Http.json(
                    "game",
                    "napoleon",
                    "first",
                    "SOUTH",
                    "seats",
                    Http.seats("SOUTH", "human", "NORTH", "human")))
            .json()
            .get("id")
            .asText();
    http.post("/api/games/" + id + "/setup", Http.json("side", "SOUTH", "setup", placed));
    http.post("/api/games/" + id + "/setup", Http.json("side", "NORTH", "setup", north));
    assertEquals(
        http.get("/api/games/" + id + "/export?format=position").text(),
        http.get("/api/games/" + gameId() + "/export?format=position").text());
  }

  @Test
  void twoWindowsOnOneGameStayLiveAndAStaleMoveSaysSo() {
    newGame("xiangqi", Map.of("RED", "human", "BLACK", "human"));
    String first = driver.getWindowHandle();
    String url = driver.getCurrentUrl();
    driver.switchTo().newWindow(WindowType.WINDOW);
    String second = driver.getWindowHandle();
    try {
      driver.get(url);
      waitForStatus("RED to move");
      driver.switchTo().window(first);
      clickMove("h2", "e2");
      driver.switchTo().window(second);
      wait.until(d -> history().size() == 1); // without a reload
      waitForStatus("BLACK to move");
      // a move in the first window before the second has looked again: the page's next look is
      // put off (its timer cleared), as if it were due a moment later
      driver.executeScript("clearTimeout(pollTimer);");
      driver.switchTo().window(first);
      clickMove("h9", "g7");
      driver.switchTo().window(second);
      assertEquals(1, history().size(), "the second window looked again too soon");
      driver.findElement(By.id("move-text")).sendKeys("h7e7" + Keys.ENTER); // BLACK, stale
      wait.until(d -> error().isDisplayed());
      assertTrue(
          error().getText().startsWith("the game changed: the last move is h9g7, RED to move"),
          error().getText());
      wait.until(d -> history().size() == 2); // and the board shows the game as it is
      assertEquals(List.of("h2e2", "h9g7"), history());
      assertEquals("Xiangqi: RED to move", status());
    } finally {
      driver.close();
      driver.switchTo().window(first);
    }
  }
}
