package io.github.plateau.web;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The page's first contentful paint (issue 25: under 300 ms), in the browser of {@link BrowserTest}
 * (whose set-up it shares), read from the Performance API over several fresh loads of the page from
 * the local server; the median is held to the bound, and every load is printed.
 */
@ExtendWith(BrowserSession.class)
class FirstPaintBrowserTest {
  private static final int LOADS = 7;
  private static final double BOUND_MS = 300;

  /** The first contentful paint of one load of the page, in ms from the navigation's start. */
  private static double firstPaint() {
    // about:blank between loads, so that each is a navigation of its own and not a reload in place
    BrowserTest.driver.get("about:blank");
    BrowserTest.driver.get(BrowserTest.server.url());
    BrowserTest.wait.until(
        d ->
            ((Number)
                        BrowserTest.driver.executeScript(
                            "return performance.getEntriesByName('first-contentful-paint').length;"))
                    .intValue()
                > 0);
    return ((Number)
            BrowserTest.driver.executeScript(
                "return performance.getEntriesByName('first-contentful-paint')[0].startTime;"))
        .doubleValue();
  }

  @Test
  void theMedianFirstContentfulPaintIsUnder300Ms() {
    firstPaint(); // the browser's own first start (its caches, the driver's session) not counted
    List<Double> times = new ArrayList<>();
    for (int i = 0; i < LOADS; i++) {
      times.add(firstPaint());
    }
    List<Double> sorted = new ArrayList<>(times);
    Collections.sort(sorted);
    double median = sorted.get(LOADS / 2);
    System.out.printf("first contentful paint: median %.0f ms of %s%n", median, times);
    assertTrue(median < BOUND_MS, "first contentful paint, median " + median + " ms: " + times);
  }
}
