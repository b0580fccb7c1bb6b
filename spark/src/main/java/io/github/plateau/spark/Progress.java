package io.github.plateau.spark;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.function.Consumer;
import org.apache.spark.SparkContext;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerStageCompleted;
import org.apache.spark.scheduler.SparkListenerStageSubmitted;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.scheduler.StageInfo;

/**
 * Progress lines for one command's jobs: one each time a stage's finished tasks pass another tenth,
 * and one when the stage ends, with the job's description and the time since the command started. A
 * long perft or self-play run otherwise prints nothing until its end (the Spark UI and its REST API
 * show the same counts).
 *
 * <p>The command's jobs are told apart from other callers' on the same session by a job group of
 * their own, set on the calling thread from {@link #start} to {@link #close}. Spark calls a
 * listener from its one listener thread, later than the events happen; {@link #close} lets the
 * queued events through, within a bound, before it stops listening, so that the last lines come
 * before the command's result.
 */
final class Progress extends SparkListener {
  private static final long DRAIN_MILLIS = 2_000;
  private static final String GROUP = "spark.jobGroup.id";

  private final SparkContext context;
  private final Consumer<String> lines;
  private final String group = "plateau-" + UUID.randomUUID();
  private String groupBefore; // the calling thread's, put back at close
  private final long start = System.nanoTime();
  // by stage attempt; only the listener thread touches it
  private final Map<Long, Stage> running = new HashMap<>();

  /** A stage attempt of the command's: its job's description, its tasks and those finished. */
  private static final class Stage {
    final String name;
    final int tasks;
    int finished;
    int tenthsPrinted;

    Stage(String name, int tasks) {
      this.name = name;
      this.tasks = tasks;
    }
  }

  private Progress(SparkContext context, Consumer<String> lines) {
    this.context = context;
    this.lines = lines;
  }

  /**
   * Starts reporting the jobs the calling thread starts on a session.
   *
   * @param context the session's context
   * @param lines receives each line
   * @return the listener, to close once the command's jobs are done
   */
  static Progress start(SparkContext context, Consumer<String> lines) {
    Progress progress = new Progress(context, lines);
    progress.groupBefore = context.getLocalProperty(GROUP);
    context.setLocalProperty(GROUP, progress.group); // the description stays the caller's
    context.addSparkListener(progress);
    return progress;
  }

  private static long key(int stageId, int attempt) {
    return (long) stageId << 32 | attempt;
  }

  @Override
  public void onStageSubmitted(SparkListenerStageSubmitted submitted) {
    if (submitted.properties() == null
        || !group.equals(submitted.properties().getProperty(GROUP))) {
      return; // another caller's job
    }
    StageInfo stage = submitted.stageInfo();
    String description = submitted.properties().getProperty("spark.job.description");
    running.put(
        key(stage.stageId(), stage.attemptNumber()),
        new Stage(description == null ? stage.name() : description, stage.numTasks()));
  }

  @Override
  public void onTaskEnd(SparkListenerTaskEnd end) {
    Stage stage = running.get(key(end.stageId(), end.stageAttemptId()));
    if (stage == null || !end.taskInfo().successful()) {
      return;
    }
    stage.finished++;
    int tenths = stage.tasks == 0 ? 10 : stage.finished * 10 / stage.tasks;
    if (tenths > stage.tenthsPrinted && stage.finished < stage.tasks) {
      stage.tenthsPrinted = tenths;
      print(stage, end.stageId(), stage.finished + " of " + stage.tasks + " tasks done");
    }
  }

  @Override
  public void onStageCompleted(SparkListenerStageCompleted completed) {
    StageInfo info = completed.stageInfo();
    Stage stage = running.remove(key(info.stageId(), info.attemptNumber()));
    if (stage == null) {
      return;
    }
    String state =
        info.failureReason().isDefined()
            ? "attempt failed: " + info.failureReason().get().lines().findFirst().orElse("")
            : "done, " + info.numTasks() + " tasks";
    print(stage, info.stageId(), state);
  }

  private void print(Stage stage, int stageId, String state) {
    double seconds = (System.nanoTime() - start) / 1e9;
    lines.accept(
        String.format(
            Locale.ROOT, "stage %d (%s): %s, %.1f s", stageId, stage.name, state, seconds));
  }

  /**
   * Lets the events queued so far reach this listener (at most {@value #DRAIN_MILLIS} ms), then
   * stops listening and puts back the calling thread's job group.
   */
  void close() {
    try {
      context.listenerBus().waitUntilEmpty(DRAIN_MILLIS);
    } catch (Exception e) { // a slow bus: the last lines are lost, not the result
      lines.accept("(progress lines still queued after " + DRAIN_MILLIS + " ms are not shown)");
    } finally {
      context.removeSparkListener(this);
      context.setLocalProperty(GROUP, groupBefore);
    }
  }
}
