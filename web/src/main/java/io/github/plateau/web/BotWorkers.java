package io.github.plateau.web;

import java.util.ArrayDeque;
import java.util.Queue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;

/**
 * The threads bots think on. At most {@code max} computations run at once, the others wait their
 * turn in order. A computation given up on ({@link #abandon}: its bot lost on time) leaves that
 * count at once and goes on alone until it returns, so that a bot of the class path that ignores
 * {@code stop} holds no capacity that other games need. The abandoned ones are counted too: past
 * {@code max} of them the server takes no new game against such a bot ({@link #tooManyAbandoned}),
 * which bounds the threads they keep.
 */
final class BotWorkers {
  /** A computation submitted: waiting, running, abandoned or done. */
  static final class Job {
    private final Runnable work;
    private boolean started;
    private boolean abandoned;
    private boolean done;

    private Job(Runnable work) {
      this.work = work;
    }
  }

  private final int max;
  private final ExecutorService threads;
  private final Queue<Job> waiting = new ArrayDeque<>();
  private int running; // started, not abandoned, not done
  private int abandoned; // abandoned while running, not done yet

  BotWorkers(int max, ThreadFactory factory) {
    this.max = max;
    this.threads = Executors.newCachedThreadPool(factory);
  }

  /** Runs the work when fewer than {@code max} computations run. */
  synchronized Job submit(Runnable work) {
    Job job = new Job(work);
    waiting.add(job);
    dispatch();
    return job;
  }

  /**
   * Gives up on a computation: it no longer counts against the running ones (one that had not
   * started never will); it still runs to its end on its own thread.
   */
  synchronized void abandon(Job job) {
    if (job.done || job.abandoned) {
      return;
    }
    job.abandoned = true;
    if (!job.started) {
      waiting.remove(job);
      job.done = true;
      return;
    }
    running--;
    abandoned++;
    dispatch();
  }

  /**
   * Whether so many abandoned computations still run that no more may be risked.
   *
   * @return true once {@code max} of them run
   */
  synchronized boolean tooManyAbandoned() {
    return abandoned >= max;
  }

  /** How many abandoned computations still run. */
  synchronized int abandoned() {
    return abandoned;
  }

  /** Interrupts every thread and starts nothing more. */
  synchronized void shutdownNow() {
    waiting.clear();
    threads.shutdownNow();
  }

  private void dispatch() {
    while (running < max && !waiting.isEmpty() && !threads.isShutdown()) {
      Job job = waiting.remove();
      job.started = true;
      running++;
      threads.execute(() -> run(job));
    }
  }

  private void run(Job job) {
    try {
      job.work.run();
    } finally {
      finished(job);
    }
  }

  private synchronized void finished(Job job) {
    job.done = true;
    if (job.abandoned) {
      abandoned--;
    } else {
      running--;
    }
    dispatch();
  }
}
