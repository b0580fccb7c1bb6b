package io.github.plateau.engine;

import io.github.plateau.core.Reason;
import java.io.IOException;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

/**
 * An external engine's process, spoken to in lines: what every protocol's client shares. Lines from
 * its output are read by a daemon thread into a queue, its error output is drained into the last
 * few lines kept for messages, and every failure (it cannot start, exits, does not answer in time,
 * writes a line over {@link LineInput#MAX_LINE}) becomes an {@link EngineException} after the
 * process and its children are killed. {@link #close()} leaves no process and no thread: the
 * children are those found while the engine runs, at {@link #quit} or {@link #close} (once an
 * engine has exited by itself, its children belong to the system and are no longer found).
 *
 * <p>One thread talks to the engine at a time; {@link #close()} may come from any thread.
 */
final class EngineProcess implements AutoCloseable {
  private static final String END = new String("end of output"); // identity marks the end
  private static final int STDERR_LINES = 8;
  private static final int MAX_QUEUED = 100_000; // an engine writing faster waits
  // The most characters of lines queued: lines may be long (up to LineInput.MAX_LINE), and an
  // engine that floods them while no one reads (its opponent thinking) would fill the heap.
  private static final int MAX_QUEUED_CHARS = 8 << 20;

  private final String name;
  private final Process process;
  private final OutputStream in;
  private final BlockingQueue<String> lines = new LinkedBlockingQueue<>(MAX_QUEUED);
  private final Semaphore room = new Semaphore(MAX_QUEUED_CHARS); // characters the queue may take
  // The engine's children as last seen running: one that outlives its engine is no longer found
  // among the process's descendants, yet may hold its output open.
  private final Set<ProcessHandle> children = ConcurrentHashMap.newKeySet();
  private final Deque<String> stderr = new ArrayDeque<>();
  private final Thread outReader;
  private final Thread errReader;
  private volatile boolean closed;
  private volatile boolean tooLong; // the output ended at a line over LineInput.MAX_LINE

  private EngineProcess(String name, Process process) {
    this.name = name;
    this.process = process;
    this.in = process.getOutputStream();
    this.outReader = daemon(this::readOutput, "plateau-engine-out " + name);
    this.errReader = daemon(this::readErrors, "plateau-engine-err " + name);
  }

  /**
   * Starts an engine.
   *
   * @param name the engine's name, in messages
   * @param command the program and its arguments
   * @return the running process
   * @throws EngineException ({@link Reason#FOUL}) if the program cannot be started
   */
  static EngineProcess start(String name, List<String> command) {
    if (command.isEmpty()) {
      throw new EngineException(name + ": no command to start", Reason.FOUL);
    }
    try {
      Process p = new ProcessBuilder(command).start();
      return new EngineProcess(name, p);
    } catch (IOException | RuntimeException e) {
      throw new EngineException(
          name + ": cannot start " + String.join(" ", command) + ": " + e.getMessage(),
          Reason.FOUL,
          e);
    }
  }

  /**
   * The engine's name.
   *
   * @return the name given at the start
   */
  String name() {
    return name;
  }

  /**
   * Sends one line.
   *
   * @param line the line, without its end
   * @throws EngineException ({@link Reason#FOUL}) if the engine is gone
   */
  synchronized void send(String line) {
    try {
      in.write((line + "\n").getBytes(StandardCharsets.UTF_8));
      in.flush();
    } catch (IOException e) {
      // a broken pipe is most often an engine that exited: say how, as a read would
      throw fail(Reason.FOUL, exited().orElse("cannot write to it (" + e.getMessage() + ")"), e);
    }
  }

  /**
   * The next line the engine writes.
   *
   * @param timeout how long to wait for it
   * @return the line, without its end
   * @throws EngineException {@link Reason#TIME_FORFEIT} if none comes in time, {@link Reason#FOUL}
   *     if the engine exits or writes a line too long
   */
  String read(Duration timeout) {
    String line = poll(timeout);
    if (line == null) {
      throw fail(Reason.TIME_FORFEIT, "no answer within " + spoken(timeout), null);
    }
    return line;
  }

  /**
   * The next line the engine writes, if one comes in time.
   *
   * @param timeout how long to wait for it
   * @return the line, without its end, or null if none came in time
   * @throws EngineException ({@link Reason#FOUL}) if the engine exits or writes a line too long
   */
  String poll(Duration timeout) {
    String line;
    try {
      line = lines.poll(Math.max(0, timeout.toNanos()), TimeUnit.NANOSECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw fail(Reason.FOUL, "interrupted while waiting for it", e);
    }
    if (line == END) {
      lines.offer(END); // every later read fails the same way
      throw fail(Reason.FOUL, exitText(), null);
    }
    if (line != null) {
      room.release(line.length());
    }
    return line;
  }

  /**
   * Whether the process still runs.
   *
   * @return true while it runs
   */
  boolean isAlive() {
    return process.isAlive();
  }

  /** Kills the process and its children, and ends the reading threads. Idempotent. */
  @Override
  public void close() {
    if (closed) {
      return;
    }
    closed = true;
    if (!process.isAlive()) {
      // An engine that exited by itself may have its last error lines still in the pipe, and
      // destroying the process closes the pipe: the reader takes them first (it meets the end).
      // Its children found before are killed first: one holding the pipe open would make the
      // reader wait the whole second.
      children.forEach(ProcessHandle::destroyForcibly);
      try {
        errReader.join(1_000);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    process.descendants().forEach(children::add);
    children.forEach(ProcessHandle::destroyForcibly);
    process.destroyForcibly();
    outReader.interrupt();
    try {
      process.waitFor(5, TimeUnit.SECONDS);
      outReader.join(5_000);
      errReader.join(5_000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * Closes the engine politely: sends a last line (its protocol's quit), waits a moment for the
   * engine to exit by itself, then {@link #close()}s it.
   *
   * @param quit the line to send
   * @param grace how long to wait
   */
  void quit(String quit, Duration grace) {
    if (!closed && process.isAlive()) {
      process.descendants().forEach(children::add); // found while the engine still runs
      try {
        send(quit);
        process.waitFor(grace.toMillis(), TimeUnit.MILLISECONDS);
      } catch (EngineException e) {
        // gone already
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    close();
  }

  /**
   * A failure of this engine: kills it and says why, with its last error lines.
   *
   * @param reason how it loses
   * @param what what went wrong
   * @param cause the cause, or null
   * @return the exception to throw
   */
  EngineException fail(Reason reason, String what, Throwable cause) {
    close();
    String errors;
    synchronized (stderr) {
      errors = stderr.isEmpty() ? "" : "; its last error output: " + String.join(" | ", stderr);
    }
    return new EngineException(name + ": " + what + errors, reason, cause);
  }

  private String exitText() {
    if (tooLong) { // read no further: the engine still runs
      return "wrote a line over " + LineInput.MAX_LINE + " bytes, the longest line read";
    }
    return exited().orElse("closed its output");
  }

  /** How the process exited, if it does within a second. */
  private Optional<String> exited() {
    try {
      if (process.waitFor(1, TimeUnit.SECONDS)) {
        return Optional.of("exited with code " + process.exitValue());
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return Optional.empty();
  }

  private void readOutput() {
    try {
      new LineInput(process.getInputStream())
          .forEach(
              line -> {
                room.acquire(line.length());
                lines.put(line);
                return true;
              },
              e -> {
                tooLong = true;
                return true;
              });
    } catch (IOException e) {
      // the process is gone
    } catch (InterruptedException e) {
      return; // closed while the queue was full
    } finally {
      lines.offer(END);
    }
  }

  private void readErrors() {
    try {
      new LineInput(process.getErrorStream())
          .forEach(
              line -> {
                synchronized (stderr) {
                  remember(line);
                }
                return true;
              },
              e -> false);
    } catch (IOException e) {
      // the process is gone
    }
  }

  private void remember(String line) {
    if (stderr.size() == STDERR_LINES) {
      stderr.removeFirst();
    }
    stderr.addLast(line.length() > 200 ? line.substring(0, 200) + "..." : line);
  }

  private static Thread daemon(Runnable task, String name) {
    Thread t = new Thread(task, name);
    t.setDaemon(true);
    t.start();
    return t;
  }

  /**
   * A wait as people say it: milliseconds under a second, else seconds to a tenth. A caller's wait
   * is what is left of its deadline (59,999 ms of a minute): said so, it reads as the minute.
   */
  private static String spoken(Duration d) {
    long ms = d.toMillis();
    if (ms < 1000) {
      return ms + " ms";
    }
    BigDecimal seconds = BigDecimal.valueOf(ms, 3).setScale(1, RoundingMode.HALF_UP);
    return seconds.stripTrailingZeros().toPlainString() + " s";
  }
}
