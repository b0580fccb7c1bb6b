package io.github.plateau.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The page's weight (issue 25: under 60 KB in all): index.html and every file it loads at startup,
 * found in its own links and scripts, as the server sends them, without compression.
 */
class PageSizeTest {
  /** The bound, in bytes; the page was cut to some 57 KB to leave room under it. */
  private static final int LIMIT = 60_000;

  /** A stylesheet, icon or script the page names by a path of the server's own. */
  private static final Pattern LOADED =
      Pattern.compile("<(?:link|script)\\b[^>]*?\\b(?:href|src)=\"([^\":/?#]+)\"");

  private static byte[] page(String name) throws IOException {
    try (InputStream in = BoardServer.class.getResourceAsStream("page/" + name)) {
      assertNotNull(in, "the page loads " + name + ", which the jar lacks");
      return in.readAllBytes();
    }
  }

  /** The files the page loads at startup, by name, with their sizes; index.html first. */
  static Map<String, Integer> sizes() throws IOException {
    byte[] index = page("index.html");
    Map<String, Integer> sizes = new LinkedHashMap<>();
    sizes.put("index.html", index.length);
    Matcher m = LOADED.matcher(new String(index, StandardCharsets.UTF_8));
    while (m.find()) {
      sizes.put(m.group(1), page(m.group(1)).length);
    }
    return sizes;
  }

  @Test
  void thePageAndWhatItLoadsWeighLessThan60Kb() throws IOException {
    Map<String, Integer> sizes = sizes();
    int total = sizes.values().stream().mapToInt(Integer::intValue).sum();
    String told = sizes + ", in all " + total + " bytes";
    System.out.println("page weight: " + told);
    assertTrue(total < LIMIT, "the page weighs " + LIMIT + " bytes or more: " + told);
  }

  @Test
  void theStylesheetScriptAndIconAreCounted() throws IOException {
    // a link or script the pattern missed would leave the page lighter than it is
    assertEquals(
        List.of("index.html", "board.css", "favicon.svg", "board.js"),
        List.copyOf(sizes().keySet()));
  }
}
