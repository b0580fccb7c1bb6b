package io.github.plateau.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The parallel perft behind {@link Perft#parallel} and {@link Perft#divide(Position, int, int)}.
 *
 * <p>The tree is split below the root: the positions a few plies deep are listed, one ply at a
 * time, until there are at least {@link #TASKS_PER_THREAD} per thread (or one ply above the
 * leaves), and each listed position is one task, counted by the game's own {@link Position#perft}.
 * The tasks are shuffled, with a fixed seed so that every run is the same. The threads take the
 * tasks in turn from one shared index, so a thread that drew small subtrees takes more of them;
 * each thread adds its counts into its own array, one slot per root move, and the arrays are summed
 * once every thread is done. The only state the threads share while they count is that index,
 * touched once per task.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
final class ParallelPerft<P extends Position<P, M>, M> {
  /**
   * The tasks wanted for each thread: enough that the last tasks, taken while the other threads
   * finish theirs, are a small part of a thread's work.
   */
  static final int TASKS_PER_THREAD = 256;

  private static final long SEED = 0x5eed_7a5c_0de5L;

  private final List<M> rootMoves;
  private final List<P> tasks = new ArrayList<>();
  private final int[] groups; // for each task, the index of the root move above it
  private final int remaining; // the plies each task counts
  private final AtomicInteger next = new AtomicInteger();

  /**
   * Lists the tasks.
   *
   * @param root the root
   * @param depth 1 or more
   * @param threads 1 or more
   */
  ParallelPerft(P root, int depth, int threads) {
    rootMoves = root.legalMoves();
    int[] groupOf = new int[rootMoves.size()];
    for (int i = 0; i < rootMoves.size(); i++) {
      tasks.add(root.play(rootMoves.get(i)));
      groupOf[i] = i;
    }
    int ply = 1;
    long wanted = (long) threads * TASKS_PER_THREAD;
    while (tasks.size() < wanted && ply < depth - 1 && !tasks.isEmpty()) {
      groupOf = expand(groupOf);
      ply++;
    }
    groups = groupOf;
    remaining = depth - ply;
    shuffle();
  }

  /**
   * Puts the tasks in an order drawn at random with a fixed seed, rather than root move by root
   * move: the first tasks then sample the whole tree, so the JIT compiles the game's generator for
   * every kind of move at once instead of compiling it again each time a later root move brings a
   * branch it has not seen (on a short perft, those recompilations cost both threads more time than
   * they save). It also spreads the large subtrees over the whole run.
   */
  private void shuffle() {
    SplittableRandom random = new SplittableRandom(SEED);
    for (int i = tasks.size() - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      P task = tasks.get(i);
      tasks.set(i, tasks.get(j));
      tasks.set(j, task);
      int group = groups[i];
      groups[i] = groups[j];
      groups[j] = group;
    }
  }

  /** Replaces each task by its children, which keep its root move; returns the children's. */
  private int[] expand(int[] groupOf) {
    List<P> parents = new ArrayList<>(tasks);
    tasks.clear();
    int[] childGroups = new int[Math.max(16, parents.size() * 4)];
    for (int i = 0; i < parents.size(); i++) {
      P parent = parents.get(i);
      for (M move : parent.legalMoves()) {
        if (tasks.size() == childGroups.length) {
          childGroups = Arrays.copyOf(childGroups, childGroups.length * 2);
        }
        childGroups[tasks.size()] = groupOf[i];
        tasks.add(parent.play(move));
      }
    }
    return childGroups;
  }

  /**
   * The root's legal moves, in order.
   *
   * @return the moves whose counts {@link #count} gives
   */
  List<M> rootMoves() {
    return rootMoves;
  }

  /**
   * The number of tasks the tree was split into.
   *
   * @return the task count
   */
  int taskCount() {
    return tasks.size();
  }

  /**
   * The plies each task counts below its position.
   *
   * @return the depth left to each task
   */
  int taskDepth() {
    return remaining;
  }

  /**
   * Counts every task with this thread and {@code threads - 1} more (fewer if there are fewer
   * tasks).
   *
   * @param threads 1 or more
   * @return the leaf count below each root move, in the order of {@link #rootMoves()}
   * @throws IllegalStateException if the calling thread is interrupted while it waits for the
   *     others (they stop after their current task), or a task failed
   */
  long[] count(int threads) {
    int helpers = Math.max(0, Math.min(threads, tasks.size()) - 1);
    List<Worker> workers = new ArrayList<>(helpers);
    Thread[] started = new Thread[helpers];
    for (int i = 0; i < helpers; i++) {
      workers.add(new Worker());
      started[i] = new Thread(workers.get(i), "perft-" + (i + 1));
      started[i].setDaemon(true);
      started[i].start();
    }
    Worker own = new Worker();
    own.run();
    long[] total = own.sums;
    Throwable failure = own.failure;
    try {
      for (int i = 0; i < helpers; i++) {
        started[i].join();
        Worker worker = workers.get(i);
        failure = failure != null ? failure : worker.failure;
        for (int g = 0; g < total.length; g++) {
          total[g] += worker.sums[g];
        }
      }
    } catch (InterruptedException e) {
      next.set(tasks.size());
      Thread.currentThread().interrupt();
      throw new IllegalStateException("perft interrupted", e);
    }
    if (failure instanceof Error error) {
      throw error;
    }
    if (failure != null) {
      throw new IllegalStateException("perft failed: " + failure, failure);
    }
    return total;
  }

  /** One thread's share: tasks taken in turn, counted into its own array. */
  private final class Worker implements Runnable {
    final long[] sums = new long[rootMoves.size()];
    Throwable failure;

    @Override
    public void run() {
      int depth = remaining;
      int end = tasks.size();
      try {
        for (int i = next.getAndIncrement(); i < end; i = next.getAndIncrement()) {
          sums[groups[i]] += tasks.get(i).perft(depth);
        }
      } catch (RuntimeException | Error e) {
        failure = e;
        next.set(end); // the others stop after their current task
      }
    }
  }
}
