package io.github.plateau.core.testing;

import java.lang.reflect.Method;

/**
 * The bytes one thread has allocated, from {@code com.sun.management.ThreadMXBean}, for the tests
 * that bound the garbage of a hot path (an allocation count, not a timing). Reached by reflection:
 * the modules do not read {@code jdk.management}, and the tests run on the class path, where it is
 * there. Counts the thread that made it; warmed up when made, so that a reading then allocates next
 * to nothing.
 */
public final class AllocationCounter {
  private final Object threads;
  private final Method allocated;
  private final Long thread = Thread.currentThread().getId();

  /**
   * A counter of the current thread's allocations.
   *
   * @throws AssertionError if this JVM has no per-thread allocation counter (see {@link
   *     #isSupported})
   */
  public AllocationCounter() {
    try {
      threads =
          Class.forName("java.lang.management.ManagementFactory")
              .getMethod("getThreadMXBean")
              .invoke(null);
      allocated =
          Class.forName("com.sun.management.ThreadMXBean")
              .getMethod("getThreadAllocatedBytes", long.class);
    } catch (ReflectiveOperationException e) {
      throw new AssertionError("no allocation counter in this JVM", e);
    }
    for (int i = 0; i < 100; i++) {
      bytes();
    }
  }

  /**
   * Whether this JVM counts each thread's allocations, as HotSpot does.
   *
   * @return true if a counter can be made and reads a count
   */
  public static boolean isSupported() {
    try {
      return new AllocationCounter().bytes() >= 0;
    } catch (AssertionError | RuntimeException e) {
      return false;
    }
  }

  /**
   * The bytes the counted thread has allocated so far.
   *
   * @return the count, which only grows
   */
  public long bytes() {
    try {
      return (Long) allocated.invoke(threads, thread);
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }
}
