package io.github.plateau.web;

import static io.github.plateau.web.BrowserTest.clickMove;
import static io.github.plateau.web.BrowserTest.driver;
import static io.github.plateau.web.BrowserTest.history;
import static io.github.plateau.web.BrowserTest.importPosition;
import static io.github.plateau.web.BrowserTest.newGame;
import static io.github.plateau.web.BrowserTest.screenshot;
import static io.github.plateau.web.BrowserTest.square;
import static io.github.plateau.web.BrowserTest.wait;
import static io.github.plateau.web.BrowserTest.waitForStatus;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * A board people enjoy, in Chromium (the set-up of {@link BrowserTest}): a draughts capture's route
 * drawn on the board with the pieces it takes faded, a choice between two routes made on the board,
 * move sounds and board themes remembered, and compact controls on a phone.
 */
@ExtendWith(BrowserSession.class)
class EnjoyBrowserTest {
  /** White's man on 32 takes 27 and 17, landing on 21 then 12; black keeps a man on 3. */
  private static final String DOUBLE = "W:W32,38,43:B3,17,27";

  private static final Map<String, String> PEOPLE = Map.of("WHITE", "human", "BLACK", "human");

  private static int count(String css) {
    return driver.findElements(By.cssSelector(css)).size();
  }

  /** The squares named by the elements a CSS selector finds, through their data-square. */
  @SuppressWarnings("unchecked")
  private static List<String> named(String css) {
    return (List<String>)
        driver.executeScript(
            "return Array.from(document.querySelectorAll(arguments[0]), e => e.dataset.square);",
            css);
  }

  @Test
  void aMultipleCaptureShowsItsRouteAndFadesTheTakenPieces() throws Exception {
    newGame("draughts", PEOPLE);
    importPosition(DOUBLE);
    waitForStatus("WHITE to move");
    assertEquals(0, count("#board .route"), "no move yet, no route");
    // while choosing: the chosen man's capture is drawn, leg by leg, its prey faded
    square("32").click();
    wait.until(d -> count("#board .route.choosing line.leg") == 2);
    assertEquals(List.of("27", "17"), named("#board .route.choosing .taken"));
    square("12").click();
    wait.until(d -> history().size() == 1);
    assertEquals(List.of("32x12"), history());
    // after it: the way it went, and the two men it took, faded where they stood
    wait.until(d -> count("#board .route.last line.leg") == 2);
    assertEquals(List.of("27", "17"), named("#board .route.last .taken"));
    assertEquals(0, count("#board .route.choosing"));
    assertTrue(
        count("#board .route.last svg.taken circle") >= 2,
        "the taken men are drawn from the picture before the move");
    screenshot("draughts-route");
    // a look at the same game (as each poll while a bot thinks) keeps the picture: the route is
    // drawn on it once, and screen readers do not read the picture before the move inside it
    driver.executeScript("return load(state.id);");
    driver.executeScript("return load(state.id);");
    assertEquals(1, count("#board .route.last"), "the route drawn again over itself");
    assertEquals(2, count("#board .route.last line.leg"));
    assertEquals(1, count("#board .route.last[aria-hidden='true']"));
    // the next move, a quiet one, draws no route
    clickMove("3", "8");
    wait.until(d -> history().size() == 2);
    assertEquals(0, count("#board .route"));
  }

  @Test
  void twoRoutesWithTheSameEndsAreChosenOnTheBoard() throws Exception {
    newGame("draughts", PEOPLE);
    importPosition(RoutesApiTest.TWO_ROUTES);
    waitForStatus("BLACK to move");
    square("35").click();
    wait.until(d -> count("#board .route.choosing line.leg") == 6);
    square("26").click();
    // both ways stay drawn; the squares that tell them apart are offered, with no text buttons
    wait.until(d -> count("#board rect.square.target[data-square='42']") == 1);
    assertEquals(0, count("#choices button"), "no text button");
    assertEquals(6, count("#board .route.choosing line.leg"));
    assertTrue(named("#board rect.square.target").containsAll(List.of("19", "37", "24", "42")));
    assertTrue(history().isEmpty(), "nothing played yet");
    screenshot("draughts-two-routes");
    square("42").click();
    wait.until(d -> history().size() == 1);
    assertEquals(List.of("35x24x42x26"), history());
    assertEquals(List.of("30", "38", "31"), named("#board .route.last .taken"));
  }

  @Test
  void aSecondClickOffTheRoutesGivesTheChoiceUp() {
    newGame("draughts", PEOPLE);
    importPosition(RoutesApiTest.TWO_ROUTES);
    waitForStatus("BLACK to move");
    square("35").click();
    square("26").click();
    wait.until(d -> count("#board rect.square.target[data-square='19']") == 1);
    square("1").click(); // no route passes there: the choice is given up
    wait.until(d -> count("#board .route.choosing") == 0);
    assertFalse(driver.findElement(By.id("choices")).isDisplayed());
    square("35").click();
    square("26").click();
    wait.until(d -> count("#board rect.square.target[data-square='19']") == 1);
    square("37").click();
    wait.until(d -> history().size() == 1);
    assertEquals(List.of("35x19x37x26"), history());
  }

  /** A stand-in for WebAudio that counts the tones the page starts, by pitch. */
  private static final String FAKE_AUDIO =
      "window.tones = [];"
          + "window.AudioContext = class {"
          + "  constructor() { this.currentTime = 0; this.destination = {}; this.state = 'running'; }"
          + "  resume() { return Promise.resolve(); }"
          + "  createOscillator() {"
          + "    const o = { frequency: { value: 0, setValueAtTime() {} }, connect: (n) => n,"
          + "      start() { window.tones.push(o.frequency.value); }, stop() {} };"
          + "    return o; }"
          + "  createGain() {"
          + "    return { gain: { value: 1, setValueAtTime() {}, exponentialRampToValueAtTime() {},"
          + "      linearRampToValueAtTime() {} }, connect: (n) => n }; } };";

  @SuppressWarnings("unchecked")
  private static List<Number> tones() {
    return (List<Number>) driver.executeScript("return window.tones;");
  }

  @Test
  void soundsAreOffByDefaultAndTheSettingIsRemembered() {
    driver.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", FAKE_AUDIO));
    driver.get(BrowserTest.server.url());
    driver.executeScript("localStorage.clear();");
    newGame("draughts", PEOPLE);
    WebElement sound = driver.findElement(By.id("sound"));
    assertFalse(sound.isSelected(), "off by default");
    clickMove("32", "28");
    wait.until(d -> history().size() == 1);
    assertEquals(List.of(), tones(), "silent while off");
    sound.click();
    assertTrue(sound.isSelected());
    wait.until(d -> tones().size() == 1); // a sample as it is turned on
    clickMove("19", "23");
    wait.until(d -> tones().size() == 2);
    Number quiet = tones().get(1);
    assertEquals(tones().get(0), quiet, "the sample is a move's tone");
    clickMove("28", "19"); // takes 23
    wait.until(d -> tones().size() == 3);
    assertNotEquals(quiet.doubleValue(), tones().get(2).doubleValue(), "a capture sounds other");
    driver.navigate().refresh();
    waitForStatus(":");
    assertTrue(driver.findElement(By.id("sound")).isSelected(), "remembered");
    driver.findElement(By.id("sound")).click();
    driver.navigate().refresh();
    waitForStatus(":");
    assertFalse(driver.findElement(By.id("sound")).isSelected(), "off again, remembered");
  }

  /** A browser that refuses storage (a private window): even reading either store throws. */
  private static final String REFUSED =
      "window.refusals = 0;"
          + " for (const area of ['localStorage', 'sessionStorage']) {"
          + "   Object.defineProperty(window, area, { get() { window.refusals++;"
          + "     throw new DOMException('storage refused', 'SecurityError'); } }); }";

  @Test
  void aBrowserThatRefusesStorageStillPlaysAndTakesTheChoices() {
    Map<String, Object> added =
        driver.executeCdpCommand(
            "Page.addScriptToEvaluateOnNewDocument", Map.of("source", REFUSED));
    try {
      newGame("draughts", PEOPLE);
      waitForStatus("WHITE to move");
      new Select(driver.findElement(By.id("theme"))).selectByValue("blue");
      assertEquals("blue", driver.findElement(By.tagName("body")).getAttribute("data-theme"));
      clickMove("32", "28");
      wait.until(d -> history().size() == 1);
      assertFalse(
          driver.findElement(By.id("error")).isDisplayed(),
          driver.findElement(By.id("error")).getText());
      assertEquals(
          "blue",
          new Select(driver.findElement(By.id("theme")))
              .getFirstSelectedOption()
              .getAttribute("value"));
      assertTrue(
          ((Number) driver.executeScript("return window.refusals;")).intValue() > 0,
          "the page never asked for storage");
    } finally {
      driver.executeCdpCommand(
          "Page.removeScriptToEvaluateOnNewDocument",
          Map.of("identifier", added.get("identifier")));
    }
  }

  /** The computed fill of the first dark square of a draughts picture. */
  private static String darkSquareFill() {
    return (String)
        driver.executeScript(
            "return getComputedStyle(document.querySelector("
                + "'#board svg rect[fill=\"#8b5a2b\"]')).fill;");
  }

  @Test
  void theBoardThemeIsRemembered() throws Exception {
    driver.get(BrowserTest.server.url());
    driver.executeScript("localStorage.clear();");
    newGame("draughts", PEOPLE);
    Select theme = new Select(driver.findElement(By.id("theme")));
    assertTrue(theme.getOptions().size() >= 3, "two themes besides the board's own");
    String wood = darkSquareFill();
    assertEquals("rgb(139, 90, 43)", wood, "the board's own colours by default");
    theme.selectByValue("green");
    wait.until(d -> !darkSquareFill().equals(wood));
    String green = darkSquareFill();
    driver.navigate().refresh();
    waitForStatus(":");
    assertEquals(
        "green",
        new Select(driver.findElement(By.id("theme")))
            .getFirstSelectedOption()
            .getAttribute("value"));
    assertEquals(green, darkSquareFill(), "remembered after a reload");
    screenshot("draughts-green");
    new Select(driver.findElement(By.id("theme"))).selectByValue("blue");
    wait.until(d -> !darkSquareFill().equals(green) && !darkSquareFill().equals(wood));
    // the other games' boards take the colours too
    newGame("shogi", Map.of("SENTE", "human", "GOTE", "human"));
    screenshot("shogi-blue");
    newGame("xiangqi", Map.of("RED", "human", "BLACK", "human"));
    assertEquals("blue", driver.findElement(By.tagName("body")).getAttribute("data-theme"));
    screenshot("xiangqi-blue");
    new Select(driver.findElement(By.id("theme"))).selectByValue("");
    newGame("draughts", PEOPLE);
    wait.until(d -> darkSquareFill().equals(wood));
  }

  /** The top and bottom, in the page, of the elements a CSS selector finds that are shown. */
  @SuppressWarnings("unchecked")
  private static Map<String, Number> span(String css) {
    return (Map<String, Number>)
        driver.executeScript(
            "const r = Array.from(document.querySelectorAll(arguments[0]))"
                + ".filter(e => e.getClientRects().length).map(e => e.getBoundingClientRect());"
                + " return {top: Math.min(...r.map(b => b.top)) + scrollY,"
                + " bottom: Math.max(...r.map(b => b.bottom)) + scrollY, count: r.length};",
            css);
  }

  @Test
  void onAPhoneTheControlsUnderTheBoardAreCompact() throws Exception {
    try {
      BrowserTest.screenSize(390, 844, true);
      newGame("shogi", Map.of("SENTE", "human", "GOTE", "human"));
      double boardBottom = span("#board > svg").get("bottom").doubleValue();
      Map<String, Number> main = span("#move-text, #play-move, #undo, #flip, #resign");
      assertEquals(5, main.get("count").intValue(), "the main controls are shown");
      double height = main.get("bottom").doubleValue() - main.get("top").doubleValue();
      assertTrue(height <= 80, "the main controls take " + height + " px: two rows at most");
      assertTrue(main.get("top").doubleValue() >= boardBottom - 1, "under the board");
      // the rarely used ones are folded away, a tap from view
      assertFalse(driver.findElement(By.id("export-text")).isDisplayed(), "export folded");
      assertFalse(driver.findElement(By.id("import-text")).isDisplayed(), "import folded");
      assertFalse(driver.findElement(By.id("sound")).isDisplayed(), "settings folded");
      Map<String, Number> all = span("aside > *, #new-game");
      double under = all.get("bottom").doubleValue() - boardBottom;
      assertTrue(under <= 450, "the page goes on " + under + " px under the board");
      driver.executeScript("scrollTo(0, document.body.scrollHeight);");
      screenshot("shogi-390x844-controls");
      driver.findElement(By.cssSelector("#more > summary")).click();
      wait.until(d -> d.findElement(By.id("export-text")).isDisplayed());
    } finally {
      BrowserTest.desktopAgain();
    }
  }
}
