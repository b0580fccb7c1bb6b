package io.github.plateau.cli;

import java.io.PrintStream;

/**
 * A progress bar redrawn in place with a carriage return, such as {@code [#####-----] 50%
 * 500/1000}. It is redrawn only when what it shows changes.
 */
final class ProgressBar {
  private static final int WIDTH = 30;

  private final PrintStream stream;
  private final long total;
  private int shownPercent = -1;
  private int shownCells = -1;

  /**
   * A bar that has not been drawn yet.
   *
   * @param stream where to draw it, usually standard error
   * @param total the count at completion, 1 or more
   */
  ProgressBar(PrintStream stream, long total) {
    this.stream = stream;
    this.total = Math.max(total, 1);
  }

  /**
   * Shows the progress.
   *
   * @param done how many of the total are done
   */
  void update(long done) {
    int percent = (int) (done * 100 / total);
    int cells = (int) (done * WIDTH / total);
    if (percent == shownPercent && cells == shownCells && done != total) {
      return;
    }
    shownPercent = percent;
    shownCells = cells;
    stream.print(
        "\r["
            + "#".repeat(cells)
            + "-".repeat(WIDTH - cells)
            + "] "
            + percent
            + "% "
            + done
            + "/"
            + total);
    stream.flush();
  }

  /** Ends the bar's line. */
  void finish() {
    stream.println();
    stream.flush();
  }
}
