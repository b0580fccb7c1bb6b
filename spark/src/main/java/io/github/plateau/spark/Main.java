package io.github.plateau.spark;

import io.github.plateau.core.ReadMode;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.SparkConf;
import org.apache.spark.deploy.SparkHadoopUtil;
import org.apache.spark.sql.SparkSession;

/**
 * The jobs' entry point for {@code spark-submit --class io.github.plateau.spark.Main
 * plateau-spark-VERSION-jobs.jar COMMAND ARGS}, with the arguments of the command line's commands:
 *
 * <ul>
 *   <li>{@code perft GAME DEPTH [--fen POSITION] [--divide] [--split-depth D]}: the leaf count
 *       alone on the last line of standard output; with {@code --divide}, {@code MOVE COUNT} per
 *       root move first, sorted by move text.
 *   <li>{@code match GAME --engine NAME=SPEC ... [--games N] [--tc TC | --nodes N | --movetime S |
 *       --depth N] [--random-plies K] [--seed S] [--max-plies N] [--sprt elo0=A,elo1=B[,...]]
 *       [--adjudicate resign=S/M,draw=S/M/P] [--batch PAIRS] [--records DIR]}: the report of {@code
 *       plateau match}, whose last lines are the summaries.
 *   <li>{@code selfplay GAME --games N --out DIR [--seed S] [--player SPEC [--player SPEC]] [--tc
 *       TC | --nodes N | --movetime S | --depth N] [--max-plies P] [--random-plies K] [--partitions
 *       N]}: Parquet tables {@code DIR/positions} and {@code DIR/games}, and a summary.
 *   <li>{@code import GAME PATH... --out DIR [--as-played] [--partitions N]}: the records in the
 *       files and folders named, in the same two tables ({@link RecordImport}), and the games
 *       refused by kind; the first refused games, located as {@code plateau record} locates them,
 *       on standard error, and exit status 2 if a game was refused.
 * </ul>
 *
 * <p>Without a master from {@code spark-submit} (or {@code -Dspark.master}), the jobs run in local
 * mode on every core. Usage errors, including an output directory that exists and is not empty, are
 * found before the Spark session starts. Standard error gets a progress line per tenth of each
 * stage's tasks. Exit status: 0 on success, 2 for a usage error or input the library refused, 1 for
 * any other failure; a failure is one line on standard error.
 */
public final class Main {
  /** The options match and selfplay share: how many games, under which clock, from where. */
  private static final Set<String> GAME_OPTIONS =
      Set.of(
          "--games",
          "--tc",
          "--nodes",
          "--movetime",
          "--depth",
          "--random-plies",
          "--seed",
          "--max-plies");

  private static final String PREFIX = "plateau-spark: ";

  private Main() {}

  /**
   * Runs one job and exits with its status. The arguments are checked, and the output directories
   * looked at, before the Spark session starts: a usage error costs no application on the cluster.
   *
   * @param args the command and its arguments
   */
  public static void main(String[] args) {
    SparkConf conf = new SparkConf();
    Job job;
    try {
      Cluster.checkSettings(conf);
      // Hadoop's configuration only where a command looks at a directory: made, it costs seconds
      // that a usage error found in the arguments need not wait for
      Configuration[] made = new Configuration[1];
      job =
          parse(
              Arrays.asList(args),
              () -> {
                if (made[0] == null) {
                  made[0] = SparkHadoopUtil.get().newConfiguration(conf);
                }
                return made[0];
              });
    } catch (IllegalArgumentException e) {
      System.err.println(PREFIX + oneLine(e));
      System.exit(2);
      return;
    } catch (Exception | LinkageError e) { // Hadoop's configuration, a bot's class
      System.err.println(PREFIX + oneLine(e));
      System.exit(1);
      return;
    }
    int status;
    SparkSession spark = null;
    try {
      SparkSession.Builder builder =
          SparkSession.builder().appName("plateau " + String.join(" ", args));
      if (!conf.contains("spark.master")) {
        builder.master("local[*]");
      }
      spark = builder.getOrCreate();
      status = execute(job, spark, System.out, System.err);
    } catch (Exception | LinkageError e) { // the session did not start: a SparkException, say
      System.err.println(PREFIX + oneLine(e));
      status = 1;
    } finally {
      if (spark != null) {
        spark.stop();
      }
    }
    if (status != 0) {
      System.exit(status);
    }
  }

  /**
   * Runs one job on a session.
   *
   * @param args the command and its arguments
   * @param spark the session
   * @param out standard output
   * @param err standard error: progress lines, then one line on failure
   * @return the exit status: 0, 2 for a usage error or refused input, 1 for another failure
   * @throws IllegalArgumentException if an argument is null
   */
  public static int run(List<String> args, SparkSession spark, PrintStream out, PrintStream err) {
    DistributedPerft.check(
        args != null && spark != null && out != null && err != null, "an argument is null");
    Job job;
    try {
      Cluster.checkSettings(spark.sparkContext().getConf());
      Configuration hadoop = spark.sparkContext().hadoopConfiguration();
      job = parse(args, () -> hadoop);
    } catch (IllegalArgumentException e) {
      err.println(PREFIX + oneLine(e));
      return 2;
    }
    return execute(job, spark, out, err);
  }

  /** A checked command, ready to run on a session. */
  @FunctionalInterface
  interface Job {
    /**
     * Runs the command's Spark jobs.
     *
     * @param spark the session
     * @param progress receives progress lines as the jobs go
     * @return what to print once they are done
     * @throws Exception any failure, Spark's checked {@code SparkException} included
     */
    Output run(SparkSession spark, Consumer<String> progress) throws Exception;
  }

  /**
   * A command's result.
   *
   * @param out its standard output
   * @param err its lines for standard error: the summary, after the refusals of an import
   * @param status the exit status: 0, or 2 where input was refused (an import's refused games)
   */
  record Output(String out, String err, int status) {
    /** A result of status 0. */
    Output(String out, String err) {
      this(out, err, 0);
    }
  }

  /**
   * Checks a command's arguments and its outputs, with no session.
   *
   * @param args the command and its arguments
   * @param hadoop the file systems' configuration, to look at the output directories
   * @return the command, ready to run
   * @throws IllegalArgumentException for a usage error or input the library refuses
   */
  static Job parse(List<String> args, Configuration hadoop) {
    return parse(args, () -> hadoop);
  }

  /**
   * Checks a command's arguments and its outputs, with no session, Hadoop's configuration made only
   * for a command that looks at a directory.
   *
   * @param args the command and its arguments
   * @param hadoop gives the file systems' configuration, when it is needed
   * @return the command, ready to run
   * @throws IllegalArgumentException for a usage error or input the library refuses
   */
  static Job parse(List<String> args, Supplier<Configuration> hadoop) {
    if (args.isEmpty()) {
      throw new IllegalArgumentException("usage: perft|match|selfplay|import GAME ...");
    }
    List<String> rest = args.subList(1, args.size());
    return switch (args.get(0)) {
      case "perft" -> perft(rest);
      case "match" -> match(rest, hadoop);
      case "selfplay" -> selfplay(rest, hadoop);
      case "import" -> importRecords(rest, hadoop);
      default ->
          throw new IllegalArgumentException(
              "unknown command "
                  + args.get(0)
                  + "; the commands are perft, match, selfplay, import");
    };
  }

  /** Runs a job with progress lines; every failure, Spark's checked ones too, becomes one line. */
  private static int execute(Job job, SparkSession spark, PrintStream out, PrintStream err) {
    try {
      Output output;
      Progress progress = Progress.start(spark.sparkContext(), err::println);
      try {
        output = job.run(spark, err::println);
      } finally {
        progress.close(); // its last lines before the result or the failure
      }
      err.println(output.err());
      out.print(output.out());
      out.flush();
      return output.status();
    } catch (IllegalArgumentException e) {
      err.println(PREFIX + oneLine(e));
      return 2;
    } catch (Exception e) { // Spark's SparkException and Hadoop's IOExceptions are checked
      err.println(PREFIX + oneLine(e));
      return 1;
    }
  }

  /**
   * A failure in one line: the first line of its message (with the exception's simple name, but for
   * a usage error), and the first line of its root cause's where that says more.
   *
   * @param e the failure
   * @return the line, without a line break
   */
  static String oneLine(Throwable e) {
    String line = firstLine(e);
    Throwable root = e;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    String cause = firstLine(root);
    return root == e || line.contains(cause) ? line : line + " (" + cause + ")";
  }

  private static String firstLine(Throwable e) {
    String message = e.getMessage() == null ? "" : e.getMessage().strip();
    String first = message.lines().findFirst().orElse("").strip();
    if (e instanceof IllegalArgumentException && !first.isEmpty()) {
      return first;
    }
    String name = e.getClass().getSimpleName();
    return first.isEmpty() ? name : name + ": " + first;
  }

  private static Job perft(List<String> args) {
    Parsed a = Parsed.of(args, Set.of("--fen", "--split-depth"), Set.of("--divide"), 2);
    int depth = a.integer(a.positional.get(1), "DEPTH", 0, io.github.plateau.core.Perft.MAX_DEPTH);
    int split = a.value("--split-depth").map(v -> a.integer(v, "--split-depth", 1, 64)).orElse(0);
    boolean divide = a.flags.contains("--divide");
    if (divide && depth < 1) {
      throw new IllegalArgumentException("--divide needs a DEPTH of at least 1");
    }
    String game = a.positional.get(0);
    Optional<String> fen = a.value("--fen");
    DistributedPerft.checkArguments(game, fen, depth, split);
    return (spark, progress) -> {
      long start = System.nanoTime();
      DistributedPerft.Result r = DistributedPerft.count(spark, game, fen, depth, split);
      double seconds = (System.nanoTime() - start) / 1e9;
      return new Output(
          divide ? r.divideText() : r.total() + "\n",
          String.format(
              Locale.ROOT,
              "perft %d: %d nodes in %.3f s; split at %d plies into %d subtrees, %d distinct",
              depth,
              r.total(),
              seconds,
              r.splitDepth(),
              r.paths(),
              r.subtrees()));
    };
  }

  private static Job match(List<String> args, Supplier<Configuration> hadoop) {
    Parsed a =
        Parsed.of(
            args,
            gameOptions("--engine", "--sprt", "--adjudicate", "--batch", "--records"),
            Set.of(),
            1);
    DistributedMatch.Builder m = DistributedMatch.builder(a.positional.get(0));
    for (String engine : a.all("--engine")) {
      int eq = engine.indexOf('=');
      if (eq <= 0 || eq == engine.length() - 1) {
        throw new IllegalArgumentException("--engine takes NAME=SPEC, not " + engine);
      }
      m.entrant(engine.substring(0, eq), engine.substring(eq + 1));
    }
    a.value("--games").ifPresent(v -> m.games(a.integer(v, "--games", 1, Integer.MAX_VALUE)));
    if (clocks(a) > 1) {
      throw new IllegalArgumentException("give one of --tc, --nodes, --movetime, --depth");
    }
    a.value("--tc").ifPresent(m::timeControl);
    a.value("--nodes").ifPresent(v -> m.nodes(a.integer(v, "--nodes", 1, Integer.MAX_VALUE)));
    a.value("--depth").ifPresent(v -> m.depth(a.integer(v, "--depth", 1, 64)));
    a.value("--movetime").ifPresent(v -> m.moveTime(Table.seconds(v)));
    a.value("--random-plies").ifPresent(v -> m.randomPlies(a.integer(v, "--random-plies", 0, 200)));
    a.value("--seed").ifPresent(v -> m.seed(a.number(v, "--seed")));
    a.value("--max-plies")
        .ifPresent(v -> m.maxPlies(a.integer(v, "--max-plies", 1, Integer.MAX_VALUE)));
    a.value("--sprt").ifPresent(m::sprt);
    a.value("--adjudicate").ifPresent(m::adjudication);
    a.value("--batch").ifPresent(v -> m.batch(a.integer(v, "--batch", 1, Integer.MAX_VALUE)));
    a.value("--records")
        .ifPresent(
            dir -> {
              Cluster.checkFreshDirectory(dir, hadoop.get(), "--records");
              m.records(dir);
            });
    DistributedMatch match = m.build();
    return (spark, progress) -> {
      long start = System.nanoTime();
      DistributedMatch.Result result = match.run(spark, progress);
      return new Output(
          result.report(match.sprt()),
          String.format(
              Locale.ROOT,
              "match: %d games in %.3f s",
              result.gamesPlayed(),
              (System.nanoTime() - start) / 1e9));
    };
  }

  private static Job selfplay(List<String> args, Supplier<Configuration> hadoop) {
    Parsed a = Parsed.of(args, gameOptions("--out", "--player", "--partitions"), Set.of(), 1);
    long games =
        a.integer(
            a.value("--games").orElseThrow(() -> new IllegalArgumentException("give --games N")),
            "--games",
            1,
            Integer.MAX_VALUE);
    String dir = a.value("--out").orElseThrow(() -> new IllegalArgumentException("give --out DIR"));
    List<String> players = a.all("--player");
    if (players.size() > 2) {
      throw new IllegalArgumentException(
          "self-play takes one or two --player, not " + players.size());
    }
    String first = players.isEmpty() ? "random" : players.get(0);
    String second = players.size() < 2 ? first : players.get(1);
    SelfPlay job =
        SelfPlay.of(
            a.positional.get(0),
            first,
            second,
            games,
            a.value("--seed").map(v -> a.number(v, "--seed")).orElse(1L),
            a.value("--max-plies")
                .map(v -> a.integer(v, "--max-plies", 1, Integer.MAX_VALUE))
                .orElse(1000),
            a.value("--random-plies").map(v -> a.integer(v, "--random-plies", 0, 200)).orElse(0),
            a.value("--partitions").map(v -> a.integer(v, "--partitions", 1, 1_000_000)).orElse(0));
    if (clocks(a) > 1) {
      throw new IllegalArgumentException("give one of --tc, --nodes, --movetime, --depth");
    }
    if (a.value("--tc").isPresent()) {
      job = job.timeControl(a.value("--tc").get());
    } else if (a.value("--nodes").isPresent()) {
      job = job.nodes(a.integer(a.value("--nodes").get(), "--nodes", 1, Integer.MAX_VALUE));
    } else if (a.value("--depth").isPresent()) {
      job = job.depth(a.integer(a.value("--depth").get(), "--depth", 1, 64));
    } else if (a.value("--movetime").isPresent()) {
      job = job.moveTime(a.value("--movetime").get());
    }
    Cluster.checkFreshDirectory(dir, hadoop.get(), "--out");
    SelfPlay checked = job;
    return (spark, progress) -> {
      long start = System.nanoTime();
      SelfPlay.Summary s = checked.run(spark, dir);
      StringBuilder text = new StringBuilder();
      s.outcomes().forEach((outcome, n) -> text.append(outcome + ": " + n + "\n"));
      text.append(s.games() + " games, " + s.positions() + " positions written to " + dir + "\n");
      return new Output(
          text.toString(),
          String.format(
              Locale.ROOT,
              "selfplay: %d games in %.3f s",
              s.games(),
              (System.nanoTime() - start) / 1e9));
    };
  }

  private static Job importRecords(List<String> args, Supplier<Configuration> hadoop) {
    Parsed a =
        Parsed.of(
            args, Set.of("--out", "--partitions"), Set.of("--as-played"), 2, Integer.MAX_VALUE);
    String dir = a.value("--out").orElseThrow(() -> new IllegalArgumentException("give --out DIR"));
    RecordImport job =
        RecordImport.of(
            a.positional.get(0),
            a.positional.subList(1, a.positional.size()),
            a.flags.contains("--as-played") ? ReadMode.AS_PLAYED : ReadMode.STRICT,
            a.value("--partitions").map(v -> a.integer(v, "--partitions", 1, 1_000_000)).orElse(0));
    Cluster.checkFreshDirectory(dir, hadoop.get(), "--out");
    List<String> files = job.files(hadoop.get()); // the paths checked once, before the session
    return (spark, progress) -> {
      long start = System.nanoTime();
      RecordImport.Summary s = job.run(spark, dir, files);
      StringBuilder refusals = new StringBuilder();
      s.refusals().forEach(r -> refusals.append(PREFIX).append(r).append('\n'));
      long unshown = s.refusedGames() - s.refusals().size();
      if (unshown > 0) {
        refusals.append(PREFIX + unshown + " more refused, not shown\n");
      }
      StringBuilder text = new StringBuilder();
      s.refused().forEach((kind, n) -> text.append("refused, " + kind + ": " + n + "\n"));
      text.append(
          s.files()
              + " files, "
              + s.games()
              + " games, "
              + s.positions()
              + " positions written to "
              + dir
              + "\n");
      return new Output(
          text.toString(),
          refusals
              + String.format(
                  Locale.ROOT,
                  "import: %d games from %d files in %.3f s",
                  s.games(),
                  s.files(),
                  (System.nanoTime() - start) / 1e9),
          s.refusedGames() > 0 ? 2 : 0);
    };
  }

  /** The {@link #GAME_OPTIONS} and a command's own options. */
  private static Set<String> gameOptions(String... own) {
    Set<String> options = new HashSet<>(GAME_OPTIONS);
    options.addAll(List.of(own));
    return options;
  }

  /** How many of the clock options are given. */
  private static int clocks(Parsed a) {
    int given = 0;
    for (String o : List.of("--tc", "--nodes", "--movetime", "--depth")) {
      given += a.value(o).isPresent() ? 1 : 0;
    }
    return given;
  }

  /** Arguments: positionals, options with a value (repeatable), flags. */
  private static final class Parsed {
    final List<String> positional = new ArrayList<>();
    final Map<String, List<String>> values = new HashMap<>();
    final Set<String> flags = new HashSet<>();

    static Parsed of(List<String> args, Set<String> valued, Set<String> flagged, int positionals) {
      return of(args, valued, flagged, positionals, positionals);
    }

    /** As {@link #of(List, Set, Set, int)}, with {@code least} to {@code most} positionals. */
    static Parsed of(
        List<String> args, Set<String> valued, Set<String> flagged, int least, int most) {
      Parsed p = new Parsed();
      for (int i = 0; i < args.size(); i++) {
        String arg = args.get(i);
        if (valued.contains(arg)) {
          if (i + 1 == args.size()) {
            throw new IllegalArgumentException(arg + " needs a value");
          }
          p.values.computeIfAbsent(arg, k -> new ArrayList<>()).add(args.get(++i));
        } else if (flagged.contains(arg)) {
          p.flags.add(arg);
        } else if (arg.startsWith("--")) {
          throw new IllegalArgumentException("unknown option " + arg);
        } else {
          p.positional.add(arg);
        }
      }
      if (p.positional.size() < least || p.positional.size() > most) {
        throw new IllegalArgumentException(
            "expected "
                + (least == most
                    ? least
                    : most == Integer.MAX_VALUE ? least + " or more" : least + " to " + most)
                + " arguments before the options, not "
                + p.positional);
      }
      return p;
    }

    Optional<String> value(String option) {
      List<String> v = values.get(option);
      if (v != null && v.size() > 1) {
        throw new IllegalArgumentException(option + " is given twice");
      }
      return v == null ? Optional.empty() : Optional.of(v.get(0));
    }

    List<String> all(String option) {
      return values.getOrDefault(option, List.of());
    }

    long number(String text, String name) {
      try {
        return Long.parseLong(text);
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(name + " must be a whole number, not " + text, e);
      }
    }

    int integer(String text, String name, int min, int max) {
      long n = number(text, name);
      if (n < min || n > max) {
        throw new IllegalArgumentException(
            name + " must be " + min + " to " + max + ", not " + text);
      }
      return (int) n;
    }
  }
}
