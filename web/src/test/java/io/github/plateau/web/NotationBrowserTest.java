package io.github.plateau.web;

import static io.github.plateau.web.BrowserTest.boardPicture;
import static io.github.plateau.web.BrowserTest.clickMove;
import static io.github.plateau.web.BrowserTest.clickMoveInList;
import static io.github.plateau.web.BrowserTest.driver;
import static io.github.plateau.web.BrowserTest.gameId;
import static io.github.plateau.web.BrowserTest.history;
import static io.github.plateau.web.BrowserTest.http;
import static io.github.plateau.web.BrowserTest.lookingBack;
import static io.github.plateau.web.BrowserTest.newGame;
import static io.github.plateau.web.BrowserTest.screenshot;
import static io.github.plateau.web.BrowserTest.wait;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The move list in a real browser: each game's own notation and the selector of its others, moves
 * in numbered rows of one turn per side, and the look back through them by clicks and the first,
 * previous, next and last buttons, which a bot's reply does not interrupt. Runs on {@link
 * BrowserTest}'s browser and servers; skipped where Chromium or its driver is not installed.
 */
@ExtendWith(BrowserSession.class)
class NotationBrowserTest {
  /** Each game's first notation again, as a person who never chose one finds it. */
  @AfterEach
  void forgetTheNotations() {
    if (driver != null) {
      driver.executeScript("localStorage.clear();");
    }
  }

  /** The move list as shown, read at once. */
  @SuppressWarnings("unchecked")
  private static List<String> shown() {
    return (List<String>)
        driver.executeScript(
            "return Array.from(document.querySelectorAll('#history li'), li => li.textContent);");
  }

  /** The row number each item starts, or "" for an item that continues a row. */
  @SuppressWarnings("unchecked")
  private static List<String> rowNumbers() {
    return (List<String>)
        driver.executeScript(
            "return Array.from(document.querySelectorAll('#history li'),"
                + " li => li.classList.contains('row') ? li.dataset.n : '');");
  }

  /** The top of each item of the list on screen, in pixels. */
  @SuppressWarnings("unchecked")
  private static List<Number> tops() {
    return (List<Number>)
        driver.executeScript(
            "return Array.from(document.querySelectorAll('#history li'),"
                + " li => Math.round(li.getBoundingClientRect().top));");
  }

  private static void type(String move) {
    int before = history().size();
    WebElement box = driver.findElement(By.id("move-text"));
    box.clear(); // a move refused stays in the box, to be corrected
    box.sendKeys(move + Keys.ENTER);
    wait.until(d -> history().size() > before);
  }

  private static void chooseNotation(String name) {
    new Select(driver.findElement(By.id("notation"))).selectByValue(name);
  }

  /** The picture the server draws after some turns, as the page's board would hold it. */
  private static String viewedPicture(int turns) {
    String svg =
        http.get("/api/games/" + gameId() + "/view?turn=" + turns + "&flipped=false")
            .json()
            .get("svg")
            .asText();
    return (String)
        driver.executeScript(
            "const d = document.createElement('div'); d.innerHTML = arguments[0];"
                + " return d.innerHTML;",
            svg);
  }

  private static boolean pastShown() {
    return driver.findElement(By.id("past")).isDisplayed()
        && driver.findElement(By.id("board-area")).getAttribute("class").contains("past");
  }

  @Test
  void shogiIsListedInJapaneseInNumberedPairsWithAWesternChoice() throws Exception {
    newGame("shogi", Map.of("SENTE", "human", "GOTE", "human"));
    clickMove("7g", "7f");
    wait.until(d -> shown().size() == 1);
    assertEquals(List.of("☗７六歩"), shown());
    clickMove("3c", "3d");
    clickMove("8h", "2b");
    driver.findElement(By.cssSelector("#choices button[data-move='8h2b+']")).click();
    wait.until(d -> history().size() == 3);
    type("3a2b");
    assertEquals(List.of("☗７六歩", "☖３四歩", "☗２二角成", "☖同　銀"), shown());
    assertEquals(List.of("7g7f", "3c3d", "8h2b+", "3a2b"), history());
    // rows "1. first second", "2. first second"
    assertEquals(List.of("1", "", "2", ""), rowNumbers());
    List<Number> tops = tops();
    assertEquals(tops.get(0), tops.get(1), "a row's two moves side by side");
    assertEquals(tops.get(2), tops.get(3), "a row's two moves side by side");
    assertTrue(tops.get(2).intValue() > tops.get(0).intValue(), "the second row below the first");
    Select notation = new Select(driver.findElement(By.id("notation")));
    assertEquals(
        List.of("Japanese", "KIF", "Western", "USI"),
        notation.getOptions().stream().map(WebElement::getText).toList());
    screenshot("notation-japanese");
    chooseNotation("western");
    assertEquals(List.of("P-7f", "P-3d", "Bx2b+", "Sx2b"), shown());
    // the choice is kept for the game, over a reload
    driver.navigate().refresh();
    wait.until(d -> history().size() == 4);
    assertEquals(List.of("P-7f", "P-3d", "Bx2b+", "Sx2b"), shown());
    chooseNotation("kif");
    assertEquals("７六歩(77)", shown().get(0));
  }

  @Test
  void xiangqiInChineseWithWxfAndDraughtsInPdnWithoutAChoice() {
    newGame("xiangqi", Map.of("RED", "human", "BLACK", "human"));
    type("h2e2");
    type("h9g7");
    assertEquals(List.of("炮二平五", "马８进７"), shown());
    chooseNotation("wxf");
    assertEquals(List.of("C2.5", "H8+7"), shown());
    newGame("draughts", Map.of("WHITE", "human", "BLACK", "human"));
    type("32-28");
    assertEquals(List.of("32-28"), shown());
    assertFalse(driver.findElement(By.id("notation")).isDisplayed(), "one notation: no choice");
  }

  @Test
  void aClickOnAMoveShowsThePositionAfterItAndTheButtonsStepAndReturn() throws Exception {
    newGame("shogi", Map.of("SENTE", "human", "GOTE", "human"));
    for (String move : List.of("7g7f", "3c3d", "2g2f", "4c4d")) {
      type(move);
    }
    String live = boardPicture();
    assertFalse(pastShown());
    clickMoveInList("first-child");
    wait.until(d -> lookingBack().contains("after 1 of 4"));
    assertEquals(viewedPicture(1), boardPicture(), "the position after move 1");
    assertTrue(pastShown(), "the board does not say it looks back");
    assertTrue(driver.findElement(By.id("past")).getText().contains("after move 1 of 4"));
    assertTrue(driver.findElements(By.cssSelector("#board rect.square")).isEmpty(), "clickable");
    screenshot("notation-looking-back");
    // a move typed meanwhile is refused, and says why
    driver.findElement(By.id("move-text")).sendKeys("2f2e" + Keys.ENTER);
    wait.until(d -> d.findElement(By.id("error")).isDisplayed());
    assertTrue(
        driver.findElement(By.id("error")).getText().contains("looking back"),
        driver.findElement(By.id("error")).getText());
    assertEquals(4, history().size());
    driver.findElement(By.id("nav-next")).click();
    wait.until(d -> lookingBack().contains("after 2 of 4"));
    assertEquals(viewedPicture(2), boardPicture());
    driver.findElement(By.id("nav-prev")).click();
    wait.until(d -> lookingBack().contains("after 1 of 4"));
    driver.findElement(By.id("nav-first")).click();
    wait.until(d -> lookingBack().contains("after 0 of 4"));
    assertEquals(viewedPicture(0), boardPicture(), "the start");
    assertFalse(driver.findElement(By.id("nav-prev")).isEnabled(), "no move before the start");
    driver.findElement(By.id("nav-last")).click();
    wait.until(d -> lookingBack().isEmpty());
    assertEquals(live, boardPicture(), "last is the game now");
    assertFalse(pastShown());
    assertFalse(driver.findElement(By.id("nav-next")).isEnabled(), "no move after the last");
    type("2f2e"); // and moves are made again
    assertEquals("2f2e", history().get(4));
  }

  @Test
  void aBotsReplyWhileLookingBackIsListedAndTheBoardStaysInThePast() {
    newGame(BrowserTest.slowServer, "shogi", Map.of("SENTE", "human", "GOTE", "slow"));
    type("7g7f");
    driver.findElement(By.id("nav-first")).click(); // the slow bot thinks for 3 s
    wait.until(d -> lookingBack().contains("after 0 of 1"));
    String start = boardPicture();
    wait.until(d -> history().size() == 2);
    wait.until(d -> lookingBack().contains("after 0 of 2"));
    assertEquals(start, boardPicture(), "the bot's reply took the board away");
    assertTrue(pastShown());
    assertEquals("☖", shown().get(1).substring(0, 1), "the reply is listed");
    driver.findElement(By.cssSelector("#past button")).click();
    wait.until(d -> lookingBack().isEmpty());
    assertFalse(driver.findElements(By.cssSelector("#board rect.square")).isEmpty());
  }
}
