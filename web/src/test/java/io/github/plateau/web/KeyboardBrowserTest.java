package io.github.plateau.web;

import static io.github.plateau.web.BrowserTest.driver;
import static io.github.plateau.web.BrowserTest.history;
import static io.github.plateau.web.BrowserTest.newGame;
import static io.github.plateau.web.BrowserTest.wait;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.ExpectedConditions;

/**
 * The board without a mouse, in Chromium (set up as {@link BrowserTest} does): Tab enters the
 * board's grid, the arrows move between its squares as drawn, Enter picks a piece and its
 * destination, Escape lets go; screen readers get a labelled grid and a live region that names each
 * move. Skipped where Chromium or its driver is not installed.
 */
@ExtendWith(BrowserSession.class)
class KeyboardBrowserTest {
  /** The name of the square that has the focus, or "" if the focus is not on a square. */
  private static String focused() {
    return (String)
        driver.executeScript(
            "const a = document.activeElement;"
                + " return a && a.matches('#board rect.square') ? a.dataset.square : '';");
  }

  private static String attribute(String square, String name) {
    return cell(square).getAttribute(name);
  }

  private static WebElement cell(String square) {
    return driver.findElement(By.cssSelector("#board rect.square[data-square='" + square + "']"));
  }

  private static void press(CharSequence key) {
    new Actions(driver).sendKeys(key).perform();
  }

  /** Tabs from the last control before the board: the focus lands on one of its squares. */
  private static String tabIntoTheBoard() {
    driver.executeScript("document.getElementById('new').focus();");
    press(Keys.TAB);
    String square = focused();
    assertNotEquals("", square, "Tab from the New game button does not reach the board");
    assertEquals("0", attribute(square, "tabindex"));
    return square;
  }

  /**
   * Walks the focus to a square with the arrows, each step towards it as the board is drawn on the
   * screen, and fails if it does not get there.
   */
  private static void walkTo(String square) {
    for (int step = 0; step < 20 && !focused().equals(square); step++) {
      @SuppressWarnings("unchecked")
      List<Number> d =
          (List<Number>)
              driver.executeScript(
                  "const c = (e) => { const r = e.getBoundingClientRect();"
                      + " return [r.x + r.width / 2, r.y + r.height / 2]; };"
                      + " const a = c(document.activeElement);"
                      + " const b = c(document.querySelector(\"#board rect.square[data-square='\""
                      + " + arguments[0] + \"']\"));"
                      + " return [b[0] - a[0], b[1] - a[1]];",
                  square);
      double dx = d.get(0).doubleValue();
      double dy = d.get(1).doubleValue();
      if (Math.abs(dx) > Math.abs(dy)) {
        press(dx > 0 ? Keys.ARROW_RIGHT : Keys.ARROW_LEFT);
      } else {
        press(dy > 0 ? Keys.ARROW_DOWN : Keys.ARROW_UP);
      }
    }
    assertEquals(square, focused(), "the arrows did not reach " + square);
  }

  /** Plays a move by the keyboard alone: walk to its start, Enter, walk to its end, Enter. */
  private static void keyMove(String from, String to) {
    int before = history().size();
    walkTo(from);
    press(Keys.ENTER);
    wait.until(d -> cell(from).getAttribute("class").contains("selected"));
    walkTo(to);
    press(Keys.ENTER);
    wait.until(d -> history().size() > before);
  }

  /** The move of the choice button that has the focus, or "". */
  private static String activeMove() {
    return (String)
        driver.executeScript(
            "const a = document.activeElement; return a && a.dataset.move ? a.dataset.move : '';");
  }

  private static String announced() {
    return driver.findElement(By.id("announce")).getAttribute("textContent");
  }

  @Test
  void shogiAndXiangqiArePlayedWithTheKeyboardAlone() throws Exception {
    newGame("shogi", Map.of("SENTE", "human", "GOTE", "human"));
    tabIntoTheBoard();
    walkTo("7g");
    assertEquals("7g, sente pawn", attribute("7g", "aria-label"));
    press(Keys.ENTER);
    wait.until(d -> "true".equals(cell("7g").getAttribute("aria-selected")));
    press(Keys.ESCAPE); // lets the pawn go
    wait.until(d -> !cell("7g").getAttribute("class").contains("selected"));
    assertEquals("7g", focused(), "Escape keeps the focus on the board");
    keyMove("7g", "7f");
    assertEquals(List.of("7g7f"), history());
    wait.until(d -> focused().equals("7f")); // the redrawn board keeps the focus where it was
    assertEquals("7f, sente pawn", attribute("7f", "aria-label"));
    wait.until(d -> announced().contains("Sente played 7g7f"));
    walkTo("3c");
    press(Keys.ENTER);
    BrowserTest.screenshot("keyboard-shogi");
    walkTo("3d");
    press(Keys.ENTER);
    wait.until(d -> history().size() == 2);
    assertEquals(List.of("7g7f", "3c3d"), history());
    // a promotion: the question takes the focus, and the answer gives it back to the board
    walkTo("8h");
    press(Keys.ENTER);
    walkTo("2b");
    press(Keys.ENTER);
    wait.until(d -> activeMove().startsWith("8h2b"));
    // the arrows on the question do not look back: the board under it stays the game's
    press(Keys.ARROW_LEFT);
    assertFalse(
        driver.findElement(By.id("viewing")).isDisplayed(), "the question's arrows looked back");
    assertTrue(driver.findElement(By.id("choices")).isDisplayed());
    if (!activeMove().equals("8h2b+")) {
      press(Keys.TAB);
    }
    assertEquals("8h2b+", activeMove());
    press(Keys.ENTER);
    wait.until(d -> history().size() == 3);
    wait.until(d -> focused().equals("2b"));
    keyMove("3a", "2b");
    // a drop: the bishop in sente's hand is a cell of the grid too
    assertEquals("sente bishop in hand", attribute("B*", "aria-label"));
    keyMove("B*", "5e");
    assertEquals(List.of("7g7f", "3c3d", "8h2b+", "3a2b", "B*5e"), history());

    newGame("xiangqi", Map.of("RED", "human", "BLACK", "human"));
    tabIntoTheBoard();
    keyMove("h2", "e2");
    assertEquals(List.of("h2e2"), history());
    assertEquals("e2, red cannon", attribute("e2", "aria-label"));
    // flipped, the arrows follow the board as drawn: up from e6 is e5 (e7 unflipped)
    driver.findElement(By.id("flip")).click();
    wait.until(d -> driver.getCurrentUrl().endsWith("&flipped=1"));
    tabIntoTheBoard();
    walkTo("e6");
    press(Keys.ARROW_UP);
    assertEquals("e5", focused());
    BrowserTest.screenshot("keyboard-xiangqi-flipped");
    keyMove("h9", "g7");
    assertEquals(List.of("h2e2", "h9g7"), history());
  }

  @Test
  void napoleonsOrdersFollowAPieceMovePickedByKeyboard() {
    newGame("napoleon", Map.of("SOUTH", "human", "NORTH", "human"));
    wait.until(ExpectedConditions.elementToBeClickable(By.id("submit-setup-SOUTH"))).click();
    wait.until(ExpectedConditions.elementToBeClickable(By.id("submit-setup-NORTH"))).click();
    wait.until(d -> d.findElement(By.id("status")).getText().contains("SOUTH to move"));
    @SuppressWarnings("unchecked")
    List<String> squares = (List<String>) driver.executeScript("return state.moves[0].squares;");
    String move = (String) driver.executeScript("return state.moves[0].move;");
    tabIntoTheBoard();
    walkTo(squares.get(0));
    press(Keys.ENTER);
    walkTo(squares.get(1));
    press(Keys.ENTER);
    wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("orders")));
    wait.until(d -> announced().startsWith("Cannon orders for this turn follow"));
    // the orders are the next stops after the board: past each cannon's direction, End turn
    int cannons = driver.findElements(By.cssSelector("#cannons select")).size();
    for (int i = 0; i <= cannons; i++) {
      press(Keys.TAB);
    }
    assertEquals("end-turn", driver.switchTo().activeElement().getAttribute("id"));
    press(Keys.ENTER);
    wait.until(d -> history().size() == 1);
    assertEquals(move, history().get(0));
    wait.until(d -> focused().equals(squares.get(1))); // back on the board, where the piece went
    wait.until(d -> announced().contains("South played " + move));
  }

  @Test
  void theBoardIsALabelledGridAndEveryControlHasAName() {
    newGame("shogi", Map.of("SENTE", "human", "GOTE", "human"));
    WebElement svg = driver.findElement(By.cssSelector("#board svg"));
    assertEquals("grid", svg.getAttribute("role"));
    assertEquals("Shogi board", svg.getAttribute("aria-label"));
    List<WebElement> rows = driver.findElements(By.cssSelector("#board svg [role='row']"));
    assertEquals(9, rows.size(), "nine ranks, no hands yet");
    assertEquals(9, rows.get(0).getAttribute("aria-owns").split(" ").length);
    assertEquals("gridcell", attribute("7g", "role"));
    assertEquals("7g, sente pawn", attribute("7g", "aria-label"));
    assertEquals("5a, gote king", attribute("5a", "aria-label"));
    assertEquals("5e, empty", attribute("5e", "aria-label"));
    assertEquals(
        1L,
        driver.executeScript(
            "return document.querySelectorAll('#board rect.square[tabindex=\"0\"]').length;"));
    assertEquals(
        81L,
        driver.executeScript(
            "return document.querySelectorAll('#board rect.square[tabindex]').length;"));
    // the picture's drawing (lines, kanji) is hidden from screen readers: only the cells speak
    assertEquals(
        0L,
        driver.executeScript(
            "return Array.from(document.querySelectorAll('#board svg text'))"
                + ".filter(t => !t.closest('[aria-hidden=\"true\"]')).length;"));
    // a visible ring on the square the keyboard is on
    tabIntoTheBoard();
    String ring =
        (String) driver.executeScript("return getComputedStyle(document.activeElement).stroke;");
    assertNotEquals("none", ring);
    // no button without a name, no box without a label (what axe's first checks ask)
    @SuppressWarnings("unchecked")
    List<String> unnamed =
        (List<String>)
            driver.executeScript(
                "const named = (e) => (e.getAttribute('aria-label') || '').trim()"
                    + " || (e.labels && Array.from(e.labels).some(l => l.textContent.trim()))"
                    + " || (e.tagName === 'BUTTON' && e.textContent.trim());"
                    + " return Array.from(document.querySelectorAll("
                    + "'button, input, select, textarea'))"
                    + ".filter(e => !named(e)).map(e => e.outerHTML);");
    assertEquals(List.of(), unnamed);
  }

  @Test
  void theLiveRegionNamesTheBotsReply() {
    newGame("shogi", Map.of("SENTE", "human", "GOTE", "random"));
    WebElement region = driver.findElement(By.id("announce"));
    assertEquals("polite", region.getAttribute("aria-live"));
    tabIntoTheBoard();
    keyMove("7g", "7f");
    wait.until(d -> history().size() == 2);
    String reply = history().get(1);
    wait.until(d -> announced().contains("Gote, the random bot, played " + reply));
    String last = driver.findElement(By.id("last-move")).getText();
    assertEquals("Last move: " + reply + " by GOTE (random)", last);
    assertEquals("7f", focused(), "the bot's reply took the focus off the square");
  }

  @Test
  void whileABotThinksTheFocusedSquareIsNotRedrawn() {
    newGame(BrowserTest.slowServer, "xiangqi", Map.of("RED", "human", "BLACK", "slow"));
    tabIntoTheBoard();
    keyMove("h2", "e2");
    wait.until(d -> focused().equals("e2"));
    // the page looks every 250 ms while the bot thinks (3 s): the same picture is kept, so a
    // screen reader is not told the same square again at each look
    driver.executeScript(
        "window.held = document.activeElement; window.looks = 0; const f = window.fetch;"
            + " window.fetch = (...a) => f(...a).then((r) => { window.looks++; return r; });");
    long looks = 0;
    while (looks < 3) {
      @SuppressWarnings("unchecked")
      List<Object> now =
          (List<Object>)
              driver.executeScript(
                  "return [state.thinking, document.activeElement === window.held, window.looks];");
      if (!Boolean.TRUE.equals(now.get(0))) {
        break; // the bot has played: its reply is a new picture
      }
      assertEquals(
          Boolean.TRUE, now.get(1), "the focused square was redrawn while the bot thought");
      looks = ((Number) now.get(2)).longValue();
    }
    assertTrue(looks >= 2, "the page looked " + looks + " times while the bot thought");
    wait.until(d -> history().size() == 2);
    wait.until(d -> focused().equals("e2")); // the reply's board, the focus on the same square
  }

  @Test
  void theArrowsLookBackOnlyWhenTheFocusIsOffTheBoard() {
    newGame("xiangqi", Map.of("RED", "human", "BLACK", "human"));
    WebElement typed = driver.findElement(By.id("move-text"));
    typed.sendKeys("h2e2" + Keys.ENTER);
    wait.until(d -> history().size() == 1);
    typed.sendKeys("h9g7" + Keys.ENTER);
    wait.until(d -> history().size() == 2);
    assertEquals("g7", tabIntoTheBoard(), "the board is entered at the last move");
    press(Keys.ARROW_LEFT);
    assertEquals("f7", focused());
    press(Keys.ARROW_DOWN);
    assertEquals("f6", focused());
    assertFalse(driver.findElement(By.id("viewing")).isDisplayed(), "the arrows looked back");
    driver.executeScript("document.activeElement.blur();");
    press(Keys.ARROW_LEFT);
    wait.until(d -> driver.findElement(By.id("viewing")).getText().contains("after 1 of 2"));
    press(Keys.ARROW_RIGHT);
    wait.until(d -> !driver.findElement(By.id("viewing")).isDisplayed());
  }

  @Test
  void aLookBackIsOnePictureAndItsBannerGivesTheBoardBack() {
    newGame("xiangqi", Map.of("RED", "human", "BLACK", "human"));
    WebElement typed = driver.findElement(By.id("move-text"));
    typed.sendKeys("h2e2" + Keys.ENTER);
    wait.until(d -> history().size() == 1);
    driver.executeScript("document.activeElement.blur();");
    press(Keys.ARROW_LEFT);
    wait.until(d -> driver.findElement(By.id("viewing")).getText().contains("after 0 of 1"));
    // the past is named as one image on the board's box; its picture stays as the server drew it
    WebElement board = driver.findElement(By.id("board"));
    assertEquals("img", board.getAttribute("role"));
    assertTrue(
        board.getAttribute("aria-label").contains("after 0 of 1"),
        board.getAttribute("aria-label"));
    assertNull(driver.findElement(By.cssSelector("#board svg")).getAttribute("role"));
    driver.executeScript("document.querySelector('#past button').focus();");
    press(Keys.ENTER);
    wait.until(d -> !driver.findElement(By.id("viewing")).isDisplayed());
    // the focus, on the banner that went away, is back on the board, which is a grid again
    wait.until(d -> !focused().isEmpty());
    assertNull(board.getAttribute("role"));
    assertEquals("grid", driver.findElement(By.cssSelector("#board svg")).getAttribute("role"));
  }
}
