package io.github.plateau.web;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.PlateauException;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import io.javalin.http.HttpResponseException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jetty.io.EofException;

/**
 * The local web board: a small web server with a page where people play any installed game that
 * draws itself (see {@link io.github.plateau.core.Game#drawing()}) against each other or the
 * configured {@link Opponent opponents}, over a JSON API (documented in the README). It listens on
 * 127.0.0.1 unless told otherwise, keeps a bounded number of games (the least recently used is
 * dropped), and refuses requests over a size limit.
 *
 * <pre>{@code
 * try (BoardServer server =
 *     BoardServer.builder().port(8080).opponent(Opponent.player("random", "random")).start()) {
 *   System.out.println("open " + server.url());
 *   ...
 * }
 * }</pre>
 */
public final class BoardServer implements AutoCloseable {
  private final Javalin app;
  private final Tables tables;
  private final BotWorkers workers;
  private final ScheduledExecutorService timers;
  private final String host;

  private BoardServer(Builder b) {
    this.host = b.host;
    this.tables = new Tables(b.maxGames);
    this.workers = new BotWorkers(b.maxThinking, daemons("plateau-web-bot"));
    ScheduledThreadPoolExecutor timers =
        new ScheduledThreadPoolExecutor(1, daemons("plateau-web-clock"));
    // each move cancels its clock's check: dropped at once, not kept (with its game) until due
    timers.setRemoveOnCancelPolicy(true);
    this.timers = timers;
    Api api = new Api(b.opponents, tables, b.moveTime, workers, timers, b.time);
    Guard guard = new Guard(b.host);
    Page page = new Page();
    long maxBytes = b.maxRequestBytes;
    this.app =
        Javalin.create(
            config -> {
              config.startup.showJavalinBanner = false;
              config.startup.showOldJavalinVersionWarning = false;
              config.http.maxRequestSize = maxBytes;
              config.jetty.host = b.host;
              config.jetty.port = b.port;
              config.jetty.modifyServer(server -> server.setErrorHandler(new JsonErrors()));
              config.routes.before(guard::check);
              config.routes.get("/", page::index);
              config.routes.get("/board.js", page::script);
              config.routes.get("/board.css", page::style);
              // the icon, also where browsers look for one unasked, so that none answers 404
              config.routes.get("/favicon.svg", page::icon);
              config.routes.get("/favicon.ico", page::icon);
              config.routes.get("/api/catalog", api::catalog);
              config.routes.post("/api/games", limited(maxBytes, api::create));
              config.routes.get("/api/games/{id}", api::get);
              config.routes.get("/api/games/{id}/version", api::version);
              config.routes.post("/api/games/{id}/move", limited(maxBytes, api::move));
              config.routes.post("/api/games/{id}/setup", limited(maxBytes, api::setup));
              config.routes.get("/api/games/{id}/setup/random", api::randomSetup);
              config.routes.post("/api/games/{id}/setup/edit", limited(maxBytes, api::editSetup));
              config.routes.post("/api/games/{id}/undo", limited(maxBytes, api::undo));
              config.routes.post("/api/games/{id}/resign", limited(maxBytes, api::resign));
              config.routes.get("/api/games/{id}/orders", api::orders);
              config.routes.get("/api/games/{id}/export", api::export);
              config.routes.get("/api/games/{id}/view", api::view);
              config.routes.exception(
                  ApiException.class,
                  (e, ctx) -> Api.error(ctx, e.status(), e.kind(), e.getMessage()));
              config.routes.exception(
                  PlateauException.class,
                  (e, ctx) -> Api.error(ctx, 400, e.getClass().getSimpleName(), e.getMessage()));
              config.routes.exception(
                  IllegalArgumentException.class,
                  (e, ctx) -> Api.error(ctx, 400, "request", e.getMessage()));
              config.routes.exception(
                  HttpResponseException.class,
                  (e, ctx) ->
                      Api.error(
                          ctx,
                          e.getStatus(),
                          "request",
                          e.getStatus() == 404 ? "no such page: " + ctx.path() : e.getMessage()));
              config.routes.exception(
                  Exception.class,
                  (e, ctx) -> {
                    if (clientLeft(e)) {
                      // nobody is left to answer, and no bug to trace: one line says what happened
                      System.err.println(
                          "plateau web: a client left in the middle of its request to "
                              + ctx.method()
                              + " "
                              + ctx.path());
                      return;
                    }
                    e.printStackTrace(); // a bug of the server: the request fails, the server stays
                    Api.error(ctx, 500, "internal", "the server failed: " + e);
                  });
            });
  }

  /** Whether a failure is the connection ending under a request still being read. */
  private static boolean clientLeft(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof EofException) {
        return true;
      }
    }
    return false;
  }

  /** Refuses a body over the size limit, whatever its stated length, before it is read. */
  private static Handler limited(long maxBytes, Handler handler) {
    return ctx -> {
      // the servlet's int content length is -1 past 2^31 - 1 bytes: read the long one
      long stated = ctx.req().getContentLengthLong();
      if (stated > maxBytes) {
        throw new ApiException(413, "the request is over " + maxBytes + " bytes");
      }
      if (ctx.bodyAsBytes().length > maxBytes) {
        throw new ApiException(413, "the request is over " + maxBytes + " bytes");
      }
      handler.handle(ctx);
    };
  }

  private static ThreadFactory daemons(String name) {
    AtomicInteger n = new AtomicInteger();
    return r -> {
      Thread t = new Thread(r, name + "-" + n.incrementAndGet());
      t.setDaemon(true);
      return t;
    };
  }

  /**
   * A builder: 127.0.0.1, port 8080, no opponent, one second a bot move, 256 games, 8 bots thinking
   * at once, requests up to one mebibyte.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * The port the server listens on (the one chosen by the system when the builder asked for 0).
   *
   * @return the port
   */
  public int port() {
    return app.port();
  }

  /**
   * The address of the page.
   *
   * @return such as {@code http://127.0.0.1:8080/}; on this machine's loopback address when the
   *     server listens on every interface
   */
  public String url() {
    String h = Guard.isWildcard(host) ? "127.0.0.1" : host;
    h = h.contains(":") ? "[" + h + "]" : h;
    return "http://" + h + ":" + port() + "/";
  }

  /**
   * How many games the server keeps now.
   *
   * @return the number of games
   */
  public int games() {
    return tables.size();
  }

  /**
   * Stops the server and every bot: engine processes are closed (and killed if they do not quit); a
   * bot of the class path that never returns keeps its thread, which is a daemon.
   */
  @Override
  public void close() {
    app.stop();
    tables.closeAll();
    workers.shutdownNow();
    timers.shutdownNow();
  }

  /** The server's settings. */
  public static final class Builder {
    private String host = "127.0.0.1";
    private int port = 8080;
    private final List<Opponent> opponents = new ArrayList<>();
    private Duration moveTime = Duration.ofSeconds(1);
    private int maxGames = 256;
    private int maxRequestBytes = 1 << 20;
    private int maxThinking = 8;
    private InstantSource time = InstantSource.system();

    private Builder() {}

    /**
     * The source of the time the games' clocks read; the system's unless a test sets its own.
     *
     * @param time the source
     * @return this builder
     * @throws IllegalArgumentException if the source is null
     */
    Builder timeSource(InstantSource time) {
      checkArgument(time != null, "time source is null");
      this.time = time;
      return this;
    }

    /**
     * The address to listen on.
     *
     * @param host a host name or address; {@code 0.0.0.0} opens the board to the network, where
     *     anyone who reaches it may play, start games against the configured engines, and move in
     *     any game whose id they know: the API has no accounts
     * @return this builder
     * @throws IllegalArgumentException if the host is null or blank
     */
    public Builder host(String host) {
      checkArgument(host != null && !host.isBlank(), "host is null or blank");
      this.host = host;
      return this;
    }

    /**
     * The port to listen on.
     *
     * @param port 1 to 65535, or 0 for one the system chooses
     * @return this builder
     * @throws IllegalArgumentException if the port is out of range
     */
    public Builder port(int port) {
      checkArgument(port >= 0 && port <= 65535, "port %s is not 0 to 65535", port);
      this.port = port;
      return this;
    }

    /**
     * Offers an opponent on the page.
     *
     * @param opponent the opponent; names must differ
     * @return this builder
     * @throws IllegalArgumentException if the opponent is null or its name is taken
     */
    public Builder opponent(Opponent opponent) {
      checkArgument(opponent != null, "opponent is null");
      checkArgument(
          opponents.stream().noneMatch(o -> o.name().equals(opponent.name())),
          "two opponents are named %s",
          opponent.name());
      opponents.add(opponent);
      return this;
    }

    /**
     * The time a bot has for a move or a secret setup, counted once its player exists; past it and
     * a grace of 5 s, it loses on time.
     *
     * @param time from 1 ms to 10 minutes
     * @return this builder
     * @throws IllegalArgumentException if the time is null or out of range
     */
    public Builder moveTime(Duration time) {
      checkArgument(
          time != null && time.toMillis() >= 1 && time.compareTo(Duration.ofMinutes(10)) <= 0,
          "a move time is 1 ms to 10 minutes, not %s",
          time);
      this.moveTime = time;
      return this;
    }

    /**
     * How many games the server keeps at once; past it, the least recently used is dropped.
     *
     * @param games 1 to 100,000
     * @return this builder
     * @throws IllegalArgumentException if the number is out of range
     */
    public Builder maxGames(int games) {
      checkArgument(games >= 1 && games <= 100_000, "max games %s is not 1 to 100000", games);
      this.maxGames = games;
      return this;
    }

    /**
     * The largest request body accepted; a larger one gets status 413.
     *
     * @param bytes 1 KiB to 64 MiB
     * @return this builder
     * @throws IllegalArgumentException if the size is out of range
     */
    public Builder maxRequestBytes(int bytes) {
      checkArgument(
          bytes >= 1024 && bytes <= 64 << 20, "max request %s is not 1 KiB to 64 MiB", bytes);
      this.maxRequestBytes = bytes;
      return this;
    }

    /**
     * How many bots may think at once, over all games; the others wait their turn, their clocks not
     * yet started. A bot that lost on time no longer counts, though a bot of the class path that
     * ignores {@code stop} runs on until it returns; while this many such bots run, a new game
     * against a class-path bot is refused with status 503.
     *
     * @param bots 1 to 256
     * @return this builder
     * @throws IllegalArgumentException if the number is out of range
     */
    public Builder maxThinking(int bots) {
      checkArgument(bots >= 1 && bots <= 256, "max thinking %s is not 1 to 256", bots);
      this.maxThinking = bots;
      return this;
    }

    /**
     * Starts the server.
     *
     * @return the running server; {@link BoardServer#close()} stops it
     * @throws IllegalStateException if it cannot listen, saying why: the port is already in use,
     *     the host is no address of this machine, or its name is unknown
     */
    public BoardServer start() {
      BoardServer server = new BoardServer(this);
      try {
        server.app.start();
      } catch (RuntimeException e) {
        server.close();
        throw new IllegalStateException(
            "the board cannot listen on " + host + ":" + port + ": " + BindFailure.why(host, e), e);
      }
      return server;
    }
  }

  /** The page's files, read once from the jar. */
  private static final class Page {
    private final byte[] index = resource("index.html");
    private final byte[] script = resource("board.js");
    private final byte[] style = resource("board.css");
    private final byte[] icon = resource("favicon.svg");

    void index(Context ctx) {
      ctx.contentType("text/html; charset=utf-8").result(index);
    }

    void script(Context ctx) {
      ctx.contentType("text/javascript; charset=utf-8").result(script);
    }

    void style(Context ctx) {
      ctx.contentType("text/css; charset=utf-8").result(style);
    }

    void icon(Context ctx) {
      ctx.contentType("image/svg+xml").result(icon);
    }

    private static byte[] resource(String name) {
      try (InputStream in = BoardServer.class.getResourceAsStream("page/" + name)) {
        if (in == null) {
          throw new IllegalStateException("the jar lacks page/" + name);
        }
        return in.readAllBytes();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }
}
