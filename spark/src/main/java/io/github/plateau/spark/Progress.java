package io.github.plateau.spark;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.apache.spark.SparkContext;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerStageCompleted;
import org.apache.spark.scheduler.SparkListenerStageSubmitted;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.scheduler.StageInfo;

/**
 * Progress lines for a command's jobs: one each time a stage's finished tasks pass another tenth,
 * and one when the stage ends, with the job's description and the time since the command started. A
 * long perft or self-play run otherwise prints nothing until its end (the Spark UI and its REST API
 * show the same counts).
 *
 * <p>Spark calls a listener from its one listener thread; {@link #close} waits, within a bound, for
 * the stages it saw start to end, so that their last line is printed before the result.
 */
final class Progress extends SparkListener {
  private static final long CLOSE_WAIT_MILLIS = 2_000;

  private final SparkContext context;
  private final Consumer<String> lines;
  private final long start = System.nanoTime();
  // by stage id: {tasks, finished, tenths printed}; touched by the listener thread and close
  private final Map<Integer, int[]> running = new HashMap<>();
  private final Map<Integer, String> names = new HashMap<>();

  private Progress(SparkContext context, Consumer<String> lines) {
    this.context = context;
    this.lines = lines;
  }

  /**
   * Starts reporting a session's stages.
   *
   * @param context the session's context
   * @param lines receives each line
   * @return the listener, to close once the command's jobs are done
   */
  static Progress start(SparkContext context, Consumer<String> lines) {
    Progress progress = new Progress(context, lines);
    context.addSparkListener(progress);
    return progress;
  }

  @Override
  public synchronized void onStageSubmitted(SparkListenerStageSubmitted submitted) {
    StageInfo stage = submitted.stageInfo();
    running.put(stage.stageId(), new int[] {stage.numTasks(), 0, 0});
    String description =
        submitted.properties() == null
            ? null
            : submitted.properties().getProperty("spark.job.description");
    names.put(stage.stageId(), description == null ? stage.name() : description);
  }

  @Override
  public synchronized void onTaskEnd(SparkListenerTaskEnd end) {
    int[] stage = running.get(end.stageId());
    if (stage == null || !end.taskInfo().successful()) {
      return;
    }
    stage[1]++;
    int tenths = stage[0] == 0 ? 10 : stage[1] * 10 / stage[0];
    if (tenths > stage[2] && stage[1] < stage[0]) {
      stage[2] = tenths;
      print(end.stageId(), stage[1] + " of " + stage[0] + " tasks done");
    }
  }

  @Override
  public synchronized void onStageCompleted(SparkListenerStageCompleted completed) {
    StageInfo stage = completed.stageInfo();
    String state =
        stage.failureReason().isDefined()
            ? "failed: " + stage.failureReason().get().lines().findFirst().orElse("")
            : "done, " + stage.numTasks() + " tasks";
    print(stage.stageId(), state);
    running.remove(stage.stageId());
    names.remove(stage.stageId());
    notifyAll();
  }

  private void print(int stageId, String state) {
    double seconds = (System.nanoTime() - start) / 1e9;
    lines.accept(
        String.format(
            Locale.ROOT,
            "stage %d (%s): %s, %.1f s",
            stageId,
            names.getOrDefault(stageId, "?"),
            state,
            seconds));
  }

  /** Waits a little for the stages seen to end, then stops listening. */
  void close() {
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(CLOSE_WAIT_MILLIS);
    synchronized (this) {
      long left;
      while (!running.isEmpty() && (left = deadline - System.nanoTime()) > 0) {
        try {
          TimeUnit.NANOSECONDS.timedWait(this, left);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          break;
        }
      }
    }
    context.removeSparkListener(this);
  }
}
