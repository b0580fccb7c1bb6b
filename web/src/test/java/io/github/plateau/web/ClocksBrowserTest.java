package io.github.plateau.web;

import static io.github.plateau.web.BrowserTest.boardBox;
import static io.github.plateau.web.BrowserTest.clickMove;
import static io.github.plateau.web.BrowserTest.desktopAgain;
import static io.github.plateau.web.BrowserTest.result;
import static io.github.plateau.web.BrowserTest.screenSize;
import static io.github.plateau.web.BrowserTest.screenshot;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The clocks on the page, in the browser of {@link BrowserTest} (whose set-up it shares): chosen in
 * the new-game form, shown over and under the board by the side the board shows there, the side to
 * move's lit and ticking, flipped with the board, and a game lost on time.
 */
@ExtendWith(BrowserSession.class)
class ClocksBrowserTest {
  private static final Map<String, String> PEOPLE = Map.of("RED", "human", "BLACK", "human");

  /**
   * A new game of xiangqi between two people with the clock chosen in the form (custom: not yet).
   */
  private static void newGame(String clock) {
    BrowserTest.newGame("xiangqi", PEOPLE);
    new Select(driver().findElement(By.id("clock"))).selectByValue(clock);
    if (!clock.isEmpty() && !clock.equals("custom")) {
      String before = driver().getCurrentUrl();
      driver().findElement(By.id("new")).click();
      BrowserTest.wait.until(d -> !d.getCurrentUrl().equals(before));
    }
  }

  private static org.openqa.selenium.chrome.ChromeDriver driver() {
    return BrowserTest.driver;
  }

  private static WebElement clock(String where) {
    return driver().findElement(By.id("clock-" + where));
  }

  private static String time(String where) {
    return clock(where).findElement(By.className("time")).getText();
  }

  /**
   * The seconds a clock shows as {@code m:ss} (the only form read here; under ten seconds a clock
   * may show tenths): waits compare them, so that a poll late by more than the second a reading is
   * shown still sees the clock has run.
   */
  private static int seconds(String where) {
    String[] parts = time(where).split(":");
    return 60 * Integer.parseInt(parts[0]) + Integer.parseInt(parts[1]);
  }

  private static boolean running(String where) {
    return clock(where).getAttribute("class").contains("running");
  }

  @Test
  void withoutAClockNoneIsShown() {
    newGame("");
    assertFalse(clock("top").isDisplayed());
    assertFalse(clock("bottom").isDisplayed());
  }

  @Test
  void bothClocksAreShownTheSideToMovesTicksAndTheyFlipWithTheBoard() throws Exception {
    newGame("1+0");
    assertTrue(clock("top").isDisplayed());
    assertTrue(clock("bottom").isDisplayed());
    assertEquals("BLACK", clock("top").getAttribute("data-side"));
    assertEquals("RED", clock("bottom").getAttribute("data-side"));
    assertTrue(running("bottom"), "Red is to move");
    assertFalse(running("top"));
    assertEquals("1:00", time("top"));
    BrowserTest.wait.until(d -> seconds("bottom") <= 58);
    assertEquals("1:00", time("top"), "Black's time does not run on Red's turn");
    clickMove("h2", "e2");
    BrowserTest.wait.until(d -> running("top"));
    assertFalse(running("bottom"));
    String red = time("bottom");
    BrowserTest.wait.until(d -> seconds("top") <= 59);
    assertEquals(red, time("bottom"), "Red's time stands while Black thinks");
    screenshot("clocks-xiangqi");
    driver().findElement(By.id("flip")).click();
    BrowserTest.wait.until(d -> "RED".equals(clock("top").getAttribute("data-side")));
    assertEquals("BLACK", clock("bottom").getAttribute("data-side"));
    assertTrue(running("bottom"), "Black's clock is under the flipped board, still running");
    driver().findElement(By.id("flip")).click();
    BrowserTest.wait.until(d -> "BLACK".equals(clock("top").getAttribute("data-side")));
    // a reload shows the game's clocks, and the form its control
    driver().navigate().refresh();
    BrowserTest.wait.until(d -> clock("top").isDisplayed() && running("top"));
    assertEquals(
        "1+0", new Select(driver().findElement(By.id("clock"))).getFirstSelectedOption().getText());
  }

  @Test
  void aPersonWhoWalksAwayLosesOnTimeAfterTheByoyomiTheLastSecondsInTenths() throws Exception {
    newGame("custom");
    driver().findElement(By.id("clock-minutes")).sendKeys("0.1");
    driver().findElement(By.id("clock-byoyomi")).sendKeys("3");
    String before = driver().getCurrentUrl();
    driver().findElement(By.id("new")).click();
    BrowserTest.wait.until(d -> !d.getCurrentUrl().equals(before));
    BrowserTest.wait.until(d -> time("bottom").matches("0:0[0-5]\\.\\d"));
    assertFalse(clock("bottom").getAttribute("class").contains("byoyomi"));
    // the main time spent, the byoyomi counts down from 3 s
    BrowserTest.wait.until(d -> clock("bottom").getAttribute("class").contains("byoyomi"));
    assertTrue(time("bottom").matches("0:0[0-3]\\.\\d"), time("bottom"));
    screenshot("clocks-byoyomi");
    BrowserTest.wait.until(d -> result().equals("Black wins on time"));
    assertEquals("RED's time ran out", driver().findElement(By.id("result-detail")).getText());
    assertEquals("0:00.0", time("bottom"));
    assertFalse(running("bottom"));
    screenshot("clocks-lost-on-time");
  }

  @Test
  void theSearchPlayerMovesWithinItsClock() {
    BrowserTest.newGame("xiangqi", Map.of("RED", "human", "BLACK", "search"));
    new Select(driver().findElement(By.id("clock"))).selectByValue("1+0");
    String before = driver().getCurrentUrl();
    driver().findElement(By.id("new")).click();
    BrowserTest.wait.until(d -> !d.getCurrentUrl().equals(before));
    assertEquals("Black \u00b7 search", clock("top").findElement(By.className("who")).getText());
    clickMove("h2", "e2");
    BrowserTest.wait.until(d -> BrowserTest.history().size() == 2);
    // a 30th of its minute: about 2 s of thought, then Red's time runs again
    BrowserTest.wait.until(d -> running("bottom"));
    String black = time("top");
    assertTrue(black.matches("0:5[5-9]"), "Black's clock after its move: " + black);
    assertFalse(running("top"));
  }

  @Test
  void aBadCustomClockIsRefusedSayingWhy() {
    newGame("custom");
    driver().findElement(By.id("clock-minutes")).sendKeys("five");
    driver().findElement(By.id("new")).click();
    WebElement error = driver().findElement(By.id("error"));
    BrowserTest.wait.until(d -> error.isDisplayed());
    assertEquals("the clock's minutes must be a number of minutes, not \"five\"", error.getText());
  }

  @Test
  void onAPhoneTheClocksHugTheBoard() throws Exception {
    try {
      screenSize(390, 844, true);
      newGame("5+3");
      Map<String, Number> box = boardBox();
      double top = box.get("top").doubleValue();
      double width = box.get("width").doubleValue();
      assertTrue(clock("top").getRect().getY() < top, "the top clock is over the board");
      assertTrue(
          clock("bottom").getRect().getY() > top + width * 0.9, "the other clock is under it");
      assertTrue(clock("bottom").getRect().getWidth() <= box.get("viewport").doubleValue());
      driver().executeScript("scrollTo(0, 0);");
      screenshot("clocks-xiangqi-390x844");
      // looking back, the banner goes over the top clock: the clocks still hug the board
      driver().findElement(By.id("move-text")).sendKeys("h2e2" + Keys.ENTER);
      BrowserTest.wait.until(d -> BrowserTest.history().size() == 1);
      driver().findElement(By.id("nav-first")).click();
      BrowserTest.wait.until(d -> d.findElement(By.id("past")).isDisplayed());
      double board = boardBox().get("top").doubleValue();
      double clockBottom = clock("top").getRect().getY() + clock("top").getRect().getHeight();
      assertTrue(
          clockBottom <= board + 1 && clockBottom > board - 10,
          "the top clock ends at " + clockBottom + ", the board starts at " + board);
      assertTrue(
          driver().findElement(By.id("past")).getRect().getY() < clock("top").getRect().getY());
    } finally {
      desktopAgain();
    }
  }
}
