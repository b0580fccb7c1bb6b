package io.github.plateau.web;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.concurrent.atomic.AtomicLong;

/** A time source that stands still until a test moves it on, so that clocks are deterministic. */
final class FakeTime implements InstantSource {
  private final AtomicLong millis = new AtomicLong(1_700_000_000_000L);

  @Override
  public Instant instant() {
    return Instant.ofEpochMilli(millis.get());
  }

  @Override
  public long millis() {
    return millis.get();
  }

  void advance(Duration by) {
    millis.addAndGet(by.toMillis());
  }
}
