package io.github.plateau.web;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The browser and the servers of {@link BrowserTest}, started before a test class's tests and
 * stopped after them, for the other browser test classes:
 * {@code @ExtendWith(BrowserSession.class)}. Without Chromium the class is skipped, as {@code
 * BrowserTest} is.
 */
final class BrowserSession implements BeforeAllCallback, AfterAllCallback {
  @Override
  public void beforeAll(ExtensionContext context) {
    BrowserTest.start();
  }

  @Override
  public void afterAll(ExtensionContext context) {
    BrowserTest.stop();
  }
}
