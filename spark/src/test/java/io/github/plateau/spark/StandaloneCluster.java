package io.github.plateau.spark;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.spark.launcher.JavaModuleOptions;

/**
 * A Spark standalone cluster on the loopback interface: a master and workers, each a child JVM on
 * Spark's class path, under a temporary {@code SPARK_HOME} whose {@code jars/} links the Spark jars
 * Maven resolved (workers start executors from that layout). Jobs are submitted in client mode by
 * Spark's own {@code SparkSubmit}, in another child JVM. {@link #close} ends every process it
 * started, their children (the executors) first; a shutdown hook does the same if the test JVM is
 * stopped first.
 */
final class StandaloneCluster implements AutoCloseable {
  /**
   * Each worker's cores: two, so that the cluster's cores (four with two workers) differ from
   * Spark's floor of two, which jobs sized before their executors registered used to read.
   */
  static final int WORKER_CORES = 2;

  /** The address everything binds to. */
  static final String HOST = "127.0.0.1";

  private static final Pattern ALIVE_WORKERS = Pattern.compile("\"aliveworkers\"\\s*:\\s*(\\d+)");
  private static final Duration POLL = Duration.ofMillis(100);

  /** Starts tried before a port taken by another program fails the test. */
  private static final int PORT_ATTEMPTS = 3;

  private final Path home;
  private final Path jobsJar;
  private final int workerCount;
  private final int masterPort;
  private final int masterUiPort;
  private final List<Integer> workerUiPorts;
  private final List<Process> started = Collections.synchronizedList(new ArrayList<>());
  private final List<Process> workers = new ArrayList<>();
  private final Thread hook = new Thread(this::killAll, "stop the standalone cluster");

  private StandaloneCluster(Path home, Path jobsJar, int workerCount) {
    this.home = home;
    this.jobsJar = jobsJar;
    this.workerCount = workerCount;
    List<Integer> ports = freePorts(2 + workerCount);
    this.masterPort = ports.get(0);
    this.masterUiPort = ports.get(1);
    this.workerUiPorts = ports.subList(2, ports.size());
  }

  /**
   * Starts a master and workers of {@link #WORKER_CORES} cores each, and waits until every worker
   * is registered.
   *
   * @param sparkJars Spark's jars and their dependencies, none of Plateau
   * @param jobsJar the application jar
   * @param home an empty directory, the cluster's {@code SPARK_HOME}
   * @param workerCount how many workers
   * @param timeout how long the start may take
   * @return the running cluster
   * @throws IOException if a file cannot be written or a process started
   * @throws IllegalStateException if a daemon exits or the workers do not register in time
   */
  static StandaloneCluster start(
      List<Path> sparkJars, Path jobsJar, Path home, int workerCount, Duration timeout)
      throws IOException, InterruptedException {
    layOut(home, sparkJars);
    for (int attempt = 1; ; attempt++) {
      StandaloneCluster cluster = new StandaloneCluster(home, jobsJar, workerCount);
      Runtime.getRuntime().addShutdownHook(cluster.hook);
      try {
        cluster.launchDaemons(workerCount);
        cluster.awaitWorkers(workerCount, timeout);
        return cluster;
      } catch (PortTaken e) {
        cluster.close();
        if (attempt == PORT_ATTEMPTS) {
          throw e;
        }
      } catch (IOException | InterruptedException | RuntimeException e) {
        cluster.close();
        throw e;
      }
    }
  }

  /** SPARK_HOME: jars/ links every Spark jar; conf/ quiets the logs, the scheduler's aside. */
  private static void layOut(Path home, List<Path> sparkJars) throws IOException {
    Path jars = Files.createDirectories(home.resolve("jars"));
    for (Path jar : sparkJars) {
      Path link = jars.resolve(jar.getFileName());
      try {
        Files.createSymbolicLink(link, jar.toAbsolutePath());
      } catch (UnsupportedOperationException | IOException e) {
        // A file system without links gets copies: the workers only read them.
        Files.copy(jar, link);
      }
    }
    Path conf = Files.createDirectories(home.resolve("conf"));
    // The driver's TaskSetManager at INFO: its "Finished task ... (k/n)" lines are the progress
    // that the tests watch.
    Files.writeString(
        conf.resolve("log4j2.properties"),
        String.join(
            "\n",
            "rootLogger.level = warn",
            "rootLogger.appenderRef.stderr.ref = console",
            "appender.console.type = Console",
            "appender.console.name = console",
            "appender.console.target = SYSTEM_ERR",
            "appender.console.layout.type = PatternLayout",
            "appender.console.layout.pattern = %d{HH:mm:ss.SSS} %p %c{1}: %m%n",
            "logger.tasks.name = org.apache.spark.scheduler.TaskSetManager",
            "logger.tasks.level = info",
            "logger.jetty.name = org.sparkproject.jetty",
            "logger.jetty.level = error",
            "logger.nativeloader.name = org.apache.hadoop.util.NativeCodeLoader",
            "logger.nativeloader.level = error",
            ""),
        StandardCharsets.UTF_8);
    Files.createDirectories(home.resolve("logs"));
    Files.createDirectories(home.resolve("local"));
  }

  /**
   * The daemons do little work: a small heap, one GC thread and the quick compiler suffice. No port
   * retries in Spark: it would move the master to the next port, away from its URL. A port taken
   * since it was chosen (by any program's outgoing connection, whose local port comes from the same
   * range) fails the start at once, and {@link #start} tries again on new ports.
   */
  private void launchDaemons(int workerCount) throws IOException {
    launch(
        "master",
        List.of(
            "-Xmx256m",
            "-XX:+UseSerialGC",
            "-XX:TieredStopAtLevel=1",
            "-Dspark.port.maxRetries=0",
            "org.apache.spark.deploy.master.Master",
            "--host",
            HOST,
            "--port",
            String.valueOf(masterPort),
            "--webui-port",
            String.valueOf(masterUiPort)));
    for (int i = 0; i < workerCount; i++) {
      Path work = Files.createDirectories(home.resolve("work-" + i));
      workers.add(
          launch(
              "worker-" + i,
              List.of(
                  "-Xmx256m",
                  "-XX:+UseSerialGC",
                  "-XX:TieredStopAtLevel=1",
                  "-Dspark.port.maxRetries=0",
                  "org.apache.spark.deploy.worker.Worker",
                  "--host",
                  HOST,
                  "--cores",
                  String.valueOf(WORKER_CORES),
                  "--memory",
                  "1g",
                  "--webui-port",
                  String.valueOf(workerUiPorts.get(i)),
                  "--work-dir",
                  work.toString(),
                  masterUrl())));
    }
  }

  /** Polls the master's JSON until enough workers are alive, failing fast if a daemon died. */
  private void awaitWorkers(int count, Duration timeout) throws InterruptedException {
    long deadline = System.nanoTime() + timeout.toNanos();
    URI json = URI.create("http://" + HOST + ":" + masterUiPort + "/json");
    int alive = 0;
    while (System.nanoTime() < deadline) {
      for (int i = 0; i < started.size(); i++) {
        if (!started.get(i).isAlive()) {
          String name = i == 0 ? "master" : "worker-" + (i - 1);
          String log = tail(name);
          String message = "the " + name + " exited (" + started.get(i).exitValue() + "): " + log;
          throw log.contains("java.net.BindException")
              ? new PortTaken(message)
              : new IllegalStateException(message);
        }
      }
      try (InputStream in = json.toURL().openStream()) {
        Matcher m = ALIVE_WORKERS.matcher(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        alive = m.find() ? Integer.parseInt(m.group(1)) : 0;
        if (alive >= count) {
          return;
        }
      } catch (IOException notYet) {
        // The master's web UI is not up yet.
      }
      Thread.sleep(POLL.toMillis());
    }
    throw new IllegalStateException(
        alive + " of " + count + " workers registered in " + timeout + ": " + tail("master"));
  }

  /**
   * The master's URL.
   *
   * @return {@code spark://127.0.0.1:PORT}
   */
  String masterUrl() {
    return "spark://" + HOST + ":" + masterPort;
  }

  /**
   * Submits {@code io.github.plateau.spark.Main} with the jobs jar to this cluster, in client mode.
   *
   * @param args the job's arguments
   * @return the running job
   * @throws IOException if the process cannot be started
   */
  Job submit(String... args) throws IOException {
    // The wait for executors ends once every worker's cores are there, not when their number has
    // held still for a while: an executor slow to start would otherwise leave the job sized for
    // fewer. That other path, the default, is covered by ClusterTest's fake clock, not end to end.
    return submitTo(
        masterUrl(), List.of("--conf", "spark.cores.max=" + workerCount * WORKER_CORES), args);
  }

  /**
   * Submits the same way to local mode on two cores, for the results to compare with.
   *
   * @param args the job's arguments
   * @return the running job
   * @throws IOException if the process cannot be started
   */
  Job submitLocal(String... args) throws IOException {
    return submitTo("local[2]", List.of(), args);
  }

  private Job submitTo(String master, List<String> options, String... args) throws IOException {
    String name = "job-" + started.size();
    List<String> command =
        new ArrayList<>(
            List.of(
                "-Xmx512m",
                "-XX:+UseSerialGC",
                "org.apache.spark.deploy.SparkSubmit",
                "--master",
                master,
                "--deploy-mode",
                "client",
                "--class",
                "io.github.plateau.spark.Main",
                "--executor-memory",
                "512m",
                "--conf",
                "spark.ui.enabled=false",
                "--conf",
                "spark.driver.host=" + HOST,
                "--conf",
                "spark.driver.bindAddress=" + HOST));
    command.addAll(options);
    command.add(jobsJar.toString());
    command.addAll(Arrays.asList(args));
    return new Job(launch(name, command), log(name, "out"), log(name, "err"));
  }

  /**
   * Kills a worker and its executors at once, as a machine that fails would.
   *
   * @param index the worker's number, from 0
   * @throws InterruptedException if interrupted while waiting for the processes to end
   */
  void killWorker(int index) throws InterruptedException {
    kill(workers.get(index));
  }

  /**
   * Whether a worker has started an executor (a child process) yet.
   *
   * @param index the worker's number, from 0
   * @return true if it has a live child
   */
  boolean hasExecutor(int index) {
    return workers.get(index).toHandle().children().anyMatch(ProcessHandle::isAlive);
  }

  /**
   * The last lines of a daemon's or a job's standard error, for failure messages.
   *
   * @param name {@code master}, {@code worker-N} or {@code job-N}
   * @return up to 40 lines
   */
  String tail(String name) {
    try {
      Path err = log(name, "err");
      if (!Files.exists(err)) {
        return "(no log)";
      }
      List<String> lines = Files.readAllLines(err, StandardCharsets.UTF_8);
      return "\n" + String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Ends every process started, children first, and waits for them (not if interrupted). */
  @Override
  public void close() {
    killAll();
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException shuttingDown) {
      // The hook is running or has run: nothing left to remove.
    }
  }

  private void killAll() {
    List<Process> all;
    synchronized (started) {
      all = new ArrayList<>(started);
    }
    Collections.reverse(all); // jobs, then workers, then the master
    IllegalStateException stuck = null;
    for (Process p : all) {
      try {
        kill(p);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      } catch (IllegalStateException e) {
        // One process that will not end must not spare the others.
        stuck = stuck == null ? e : stuck;
      }
    }
    if (stuck != null) {
      throw stuck;
    }
  }

  /** Kills a process tree: the descendants first, so that none is left without its parent. */
  private static void kill(Process process) throws InterruptedException {
    List<ProcessHandle> tree = new ArrayList<>(process.toHandle().descendants().toList());
    tree.forEach(ProcessHandle::destroyForcibly);
    process.destroyForcibly();
    process.waitFor(30, TimeUnit.SECONDS);
    for (ProcessHandle h : tree) {
      try {
        h.onExit().get(30, TimeUnit.SECONDS);
      } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
        throw new IllegalStateException("process " + h.pid() + " did not end", e);
      }
    }
  }

  private Process launch(String name, List<String> args) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(Arrays.asList(JavaModuleOptions.defaultModuleOptionArray()));
    command.add("-cp");
    command.add(home.resolve("conf") + java.io.File.pathSeparator + home.resolve("jars") + "/*");
    command.addAll(args);
    ProcessBuilder builder =
        new ProcessBuilder(command)
            .directory(home.toFile())
            .redirectOutput(log(name, "out").toFile())
            .redirectError(log(name, "err").toFile());
    Map<String, String> env = builder.environment();
    // Only this cluster's settings: none of a Spark installation the machine may have.
    env.keySet().removeIf(k -> k.startsWith("SPARK_") || k.startsWith("HADOOP_"));
    env.put("SPARK_HOME", home.toString());
    env.put("SPARK_CONF_DIR", home.resolve("conf").toString());
    env.put("SPARK_SCALA_VERSION", "2.13");
    env.put("SPARK_LOCAL_IP", HOST);
    env.put("SPARK_LOCAL_DIRS", home.resolve("local").toString());
    env.put("JAVA_HOME", System.getProperty("java.home"));
    synchronized (started) {
      Process p = builder.start();
      started.add(p);
      return p;
    }
  }

  private Path log(String name, String stream) {
    return home.resolve("logs").resolve(name + "." + stream);
  }

  /** Distinct free ports: every socket stays open until all are chosen. */
  private static List<Integer> freePorts(int count) {
    List<ServerSocket> sockets = new ArrayList<>();
    try {
      for (int i = 0; i < count; i++) {
        sockets.add(new ServerSocket(0, 1, InetAddress.getByName(HOST)));
      }
      return sockets.stream().map(ServerSocket::getLocalPort).toList();
    } catch (IOException e) {
      throw new UncheckedIOException("no free port on " + HOST, e);
    } finally {
      for (ServerSocket s : sockets) {
        try {
          s.close();
        } catch (IOException ignored) {
          // A socket that cannot close still frees its port when this JVM exits.
        }
      }
    }
  }

  /** A daemon could not bind a port chosen free a moment before. */
  private static final class PortTaken extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    PortTaken(String message) {
      super(message);
    }
  }

  /** A submitted job: its process and the files its output goes to. */
  static final class Job {
    private final Process process;
    private final Path out;
    private final Path err;

    private Job(Process process, Path out, Path err) {
      this.process = process;
      this.out = out;
      this.err = err;
    }

    /**
     * Waits for the job to end.
     *
     * @param timeout how long to wait
     * @return its exit status
     * @throws IllegalStateException if it is still running after the timeout (it is killed)
     */
    int await(Duration timeout) throws InterruptedException {
      if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
        kill(process);
        throw new IllegalStateException("the job ran longer than " + timeout + ": " + stderr());
      }
      return process.exitValue();
    }

    /**
     * Whether it is still running.
     *
     * @return true until it exits
     */
    boolean isAlive() {
      return process.isAlive();
    }

    /**
     * Its standard output so far.
     *
     * @return the text
     */
    String stdout() {
      return read(out);
    }

    /**
     * Its standard error so far (Spark's log included).
     *
     * @return the text
     */
    String stderr() {
      return read(err);
    }

    private static String read(Path file) {
      try {
        // Bytes, not readString: the last line may be cut mid-character while it is written.
        return new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }
}
