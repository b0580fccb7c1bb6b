package io.github.plateau.web;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Games;
import io.github.plateau.core.Location;
import io.github.plateau.core.MoveNotation;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.Position;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.RecordFormat;
import io.github.plateau.core.SetupEdit;
import io.github.plateau.core.SetupPhase;
import io.github.plateau.core.Side;
import io.github.plateau.core.svg.Route;
import io.github.plateau.core.svg.SvgOptions;
import io.github.plateau.core.text.Quoting;
import io.javalin.http.Context;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ScheduledExecutorService;

/**
 * The JSON API under the page: the installed games and opponents, new games, their state, moves,
 * setups, undo, resignation and export. Requests and answers are JSON objects (exports are text);
 * an error is {@code {"error": MESSAGE, "kind": KIND}} with its HTTP status.
 */
final class Api {
  // a body is one JSON value: {"game":"shogi"} followed by more text is refused, not half read
  private static final ObjectMapper JSON =
      new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
  private static final int PICTURE_PIXELS = 600;
  private static final SecureRandom SEEDS = new SecureRandom();

  private final List<Opponent> opponents;
  private final Tables tables;
  private final Duration moveTime;
  private final BotWorkers workers;
  private final ScheduledExecutorService timers;
  private final InstantSource time;
  private final ObjectNode catalog;
  private final PieceTurns turns = new PieceTurns();

  /** The error kind of a request made from a view of a game older than its last change. */
  static final String STALE = "stale";

  Api(
      List<Opponent> opponents,
      Tables tables,
      Duration moveTime,
      BotWorkers workers,
      ScheduledExecutorService timers,
      InstantSource time) {
    this.opponents = List.copyOf(opponents);
    this.tables = tables;
    this.moveTime = moveTime;
    this.workers = workers;
    this.timers = timers;
    this.time = time;
    this.catalog = catalog();
  }

  /** {@code GET /api/catalog}: the games the board draws and the opponents of each. */
  void catalog(Context ctx) {
    send(ctx, 200, catalog);
  }

  private ObjectNode catalog() {
    ObjectNode root = JSON.createObjectNode();
    ArrayNode games = root.putArray("games");
    List<String> drawn = new ArrayList<>(); // an opponent is listed for these alone
    for (String id : Games.ids()) {
      Game<?, ?> game = Games.create(id);
      if (game.drawing().isEmpty()) {
        continue;
      }
      drawn.add(id);
      ObjectNode g = games.addObject();
      g.put("id", id);
      g.put("name", game.name());
      ArrayNode sides = g.putArray("sides");
      game.sides().forEach(s -> sides.add(s.name()));
      g.put("setup", game.setupPhase().isPresent());
      ArrayNode formats = g.putArray("formats");
      exportFormats(game).forEach(formats::add);
    }
    ArrayNode list = root.putArray("opponents");
    for (Opponent o : opponents) {
      ObjectNode entry = list.addObject();
      entry.put("name", o.name());
      ArrayNode ids = entry.putArray("games");
      for (String id : drawn) {
        if (o.plays(Games.create(id))) {
          ids.add(id);
        }
      }
    }
    return root;
  }

  /**
   * {@code POST /api/games}: a new game, {@code {"game", "options", "seats", "first", "position" or
   * "record" and "format", "seed", "clock"}} (all but the game optional; without a seed, a random
   * one; without a clock, none: see {@link TimeControl}); answers its state, which tells its seed,
   * with status 201.
   */
  void create(Context ctx) {
    ObjectNode request = body(ctx);
    String id = text(request, "game").orElseThrow(() -> new ApiException(400, "no game given"));
    String options = text(request, "options").orElse("").trim();
    Game<?, ?> game = Games.create(options.isEmpty() ? id : id + ":" + options);
    if (game.drawing().isEmpty()) {
      throw new ApiException(400, game.name() + " has no board to draw");
    }
    if (game.sides().size() > 2) {
      throw new ApiException(
          400, game.name() + " has " + game.sides().size() + " sides; the web board seats two");
    }
    Table<?, ?> table = table(game, options, request);
    send(ctx, 201, after(table, () -> tables.add(table), false));
  }

  private <P extends Position<P, M>, M> Table<P, M> table(
      Game<P, M> game, String options, ObjectNode request) {
    Map<Side, Opponent> seats = seats(game, request.get("seats"));
    Optional<String> firstName = text(request, "first");
    if (firstName.isPresent() && game.setupPhase().isEmpty()) {
      throw new ApiException(
          400,
          "first is for games with a secret setup; " + game.name() + " starts from its position");
    }
    Side first = firstName.map(name -> side(game, name)).orElse(game.sides().get(0));
    Optional<String> position = text(request, "position");
    Optional<String> record = text(request, "record");
    if (position.isPresent() && record.isPresent()) {
      throw new ApiException(400, "give a position or a record, not both");
    }
    // an empty import is a mistake, not a request for the start position
    if (position.isPresent() && position.get().isBlank()) {
      throw new ApiException(400, "the position is empty: nothing to import");
    }
    if (record.isPresent() && record.get().isBlank()) {
      throw new ApiException(400, "the record is empty: nothing to import");
    }
    Optional<GameRecord<P, M>> start = Optional.empty();
    if (position.isPresent()) {
      start = Optional.of(GameRecord.start(game, game.parse(position.get().trim())));
    } else if (record.isPresent()) {
      GameRecord<P, M> read = read(game, record.get(), text(request, "format"));
      if (read.ply() >= Table.MAX_PLIES) {
        throw new ApiException(
            400,
            "the record has "
                + read.ply()
                + " plies; the board takes fewer than "
                + Table.MAX_PLIES);
      }
      start = Optional.of(read);
    }
    return new Table<>(
        tables.newId(),
        game,
        options,
        seats,
        first,
        seed(request.get("seed")),
        start,
        moveTime,
        TimeControl.of(request.get("clock")),
        time,
        workers,
        timers);
  }

  /**
   * A new game's seed for its random opponents: the one asked for (a whole number, as JSON number
   * or text, since JavaScript's numbers hold only 53 bits), or else a random one.
   */
  private static long seed(JsonNode node) {
    if (node == null || node.isNull()) {
      return SEEDS.nextLong();
    }
    if (node.isIntegralNumber() && node.canConvertToLong()) {
      return node.asLong();
    }
    if (node.isTextual()) {
      try {
        return Long.parseLong(node.asText().trim());
      } catch (NumberFormatException e) {
        // refused below with the other wrong shapes
      }
    }
    throw new ApiException(
        400,
        "the seed must be a whole number of at most 64 bits, not "
            + Quoting.shown(node.toString()));
  }

  private <P extends Position<P, M>, M> Map<Side, Opponent> seats(Game<P, M> game, JsonNode node) {
    Map<Side, Opponent> seats = new HashMap<>();
    if (node == null || node.isNull()) {
      return seats;
    }
    if (!node.isObject()) {
      throw new ApiException(400, "seats must be an object from side to player");
    }
    Set<Side> named = new HashSet<>();
    for (Map.Entry<String, JsonNode> field : node.properties()) {
      Side side = side(game, field.getKey());
      if (!named.add(side)) {
        throw new ApiException(400, "seats names " + side.name() + " twice");
      }
      if (!field.getValue().isTextual()) {
        throw new ApiException(400, "the player of " + side.name() + " must be a name");
      }
      String name = field.getValue().asText();
      if (name.equals(Opponent.HUMAN)) {
        continue;
      }
      Opponent opponent =
          opponents.stream()
              .filter(o -> o.name().equals(name) && o.plays(game))
              .findFirst()
              .orElseThrow(
                  () ->
                      new ApiException(
                          400, "no opponent '" + Quoting.shown(name) + "' plays " + game.name()));
      if (opponent.isClassPath() && workers.tooManyAbandoned()) {
        throw new ApiException(
            503,
            workers.abandoned()
                + " bots of the class path lost on time and still run, ignoring stop: no new game"
                + " against "
                + name
                + " until they return");
      }
      seats.put(side, opponent);
    }
    return seats;
  }

  private static Side side(Game<?, ?> game, String name) {
    for (Side side : game.sides()) {
      if (side.name().equalsIgnoreCase(name)) {
        return side;
      }
    }
    List<String> names = game.sides().stream().map(Side::name).toList();
    throw new ApiException(
        400,
        "no side '" + Quoting.shown(name) + "' in " + game.name() + " (its sides: " + names + ")");
  }

  /**
   * Reads a record: in the named format, or else in the first of the game's formats that reads it,
   * or else as Plateau's own moves text (the start position on the first line, then the moves).
   */
  private static <P extends Position<P, M>, M> GameRecord<P, M> read(
      Game<P, M> game, String text, Optional<String> format) {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    if (format.isPresent()) {
      if (format.get().equalsIgnoreCase(MOVES)) {
        return MovesText.read(game, text);
      }
      RecordFormat<P, M> named =
          game.recordFormats().stream()
              .filter(f -> f.name().equalsIgnoreCase(format.get()))
              .findFirst()
              .orElseThrow(
                  () ->
                      new ApiException(
                          400,
                          game.name()
                              + " has no record format '"
                              + Quoting.shown(format.get())
                              + "' (its formats: "
                              + exportFormats(game)
                              + ")"));
      return first(named.readAll(game, bytes, ReadMode.STRICT), named);
    }
    Failure best = null;
    for (RecordFormat<P, M> f : game.recordFormats()) {
      try {
        return first(f.readAll(game, bytes, ReadMode.STRICT), f);
      } catch (PlateauException | ApiException e) {
        best = Failure.furthest(best, new Failure(f.name(), e));
      }
    }
    try {
      return MovesText.read(game, text);
    } catch (PlateauException e) {
      best = Failure.furthest(best, new Failure(MOVES, e));
    }
    throw new ApiException(400, "no format of " + game.name() + " reads it; " + best);
  }

  /**
   * Why one format could not read a record. Of all the formats, the one that read furthest into the
   * text before it failed is the likeliest meant, so only its problem is told, without the text.
   */
  private record Failure(String format, RuntimeException error) {
    /** How far the format read, or -1 where the problem has no place in the text. */
    int reach() {
      return error instanceof PlateauException p
          ? p.location().map(Location::offset).orElse(-1)
          : -1;
    }

    /** The one that read further; on a tie the first, the game's own formats before moves. */
    static Failure furthest(Failure best, Failure next) {
      return best == null || next.reach() > best.reach() ? next : best;
    }

    @Override
    public String toString() {
      if (error instanceof PlateauException p) {
        String where = p.location().map(l -> " (" + l + ")").orElse("");
        return format + " read furthest: " + p.problem() + where;
      }
      return format + ": " + error.getMessage();
    }
  }

  private static <P extends Position<P, M>, M> GameRecord<P, M> first(
      List<AnnotatedRecord<P, M>> records, RecordFormat<P, M> format) {
    if (records.size() != 1) {
      throw new ApiException(
          400,
          "the "
              + format.name()
              + " text holds "
              + records.size()
              + " games; import one at a time");
    }
    return records.get(0).record();
  }

  /** The name of Plateau's own export: the start position, then the moves. */
  static final String MOVES = "moves";

  /** The name of the current position's export. */
  static final String POSITION = "position";

  private static List<String> exportFormats(Game<?, ?> game) {
    List<String> names = new ArrayList<>();
    game.recordFormats().forEach(f -> names.add(f.name()));
    names.add(MOVES);
    names.add(POSITION);
    return names;
  }

  /** {@code GET /api/games/{id}}: a game's state; {@code ?flipped=true} turns the picture. */
  void get(Context ctx) {
    send(ctx, 200, state(tables.get(ctx.pathParam("id")), flipped(ctx)));
  }

  /**
   * {@code GET /api/games/{id}/version}: {@code {"version": N}}, the number of changes to the game
   * so far, which a page polls cheaply to know when its view is stale.
   */
  void version(Context ctx) {
    ObjectNode answer = JSON.createObjectNode();
    answer.put("version", tables.get(ctx.pathParam("id")).version());
    send(ctx, 200, answer);
  }

  /**
   * {@code POST /api/games/{id}/move}: a person's move, {@code {"move": TEXT}}, with the optional
   * {@code "version"} of the state it was chosen in: if the game changed since, it is refused (409,
   * kind {@value #STALE}).
   */
  void move(Context ctx) {
    Table<?, ?> table = tables.get(ctx.pathParam("id"));
    ObjectNode request = body(ctx);
    String move = text(request, "move").orElseThrow(() -> new ApiException(400, "no move given"));
    OptionalLong seen = seenVersion(request);
    send(
        ctx,
        200,
        after(
            table,
            () -> {
              table.requireVersion(seen);
              table.play(move);
            },
            flipped(ctx)));
  }

  /** The version a request says its view showed, if it says. */
  private static OptionalLong seenVersion(ObjectNode request) {
    JsonNode node = request.get("version");
    if (node == null || node.isNull()) {
      return OptionalLong.empty();
    }
    if (!node.canConvertToExactIntegral() || !node.canConvertToLong()) {
      throw new ApiException(400, "the field version must be a whole number");
    }
    return OptionalLong.of(node.asLong());
  }

  /** {@code POST /api/games/{id}/setup}: a person's secret setup, {@code {"side", "setup"}}. */
  void setup(Context ctx) {
    Table<?, ?> table = tables.get(ctx.pathParam("id"));
    ObjectNode request = body(ctx);
    String name = text(request, "side").orElseThrow(() -> new ApiException(400, "no side given"));
    String setup =
        text(request, "setup").orElseThrow(() -> new ApiException(400, "no setup given"));
    if (table.game().setupPhase().isEmpty()) {
      throw new ApiException(409, table.game().name() + " has no setup phase");
    }
    Side side = side(table.game(), name);
    send(ctx, 200, after(table, () -> table.setup(side, setup), flipped(ctx)));
  }

  /**
   * {@code GET /api/games/{id}/setup/random?side=S[&seed=N]}: a legal setup drawn at random for a
   * side, {@code {"setup": TEXT}}, for a person to start from; the same seed gives the same setup.
   */
  void randomSetup(Context ctx) {
    Table<?, ?> table = tables.get(ctx.pathParam("id"));
    SetupPhase<?, ?> phase =
        table
            .game()
            .setupPhase()
            .orElseThrow(() -> new ApiException(409, table.game().name() + " has no setup phase"));
    String name =
        Optional.ofNullable(ctx.queryParam("side"))
            .orElseThrow(() -> new ApiException(400, "no side given"));
    String seedText = ctx.queryParam("seed");
    long seed;
    try {
      seed = seedText == null ? SEEDS.nextLong() : Long.parseLong(seedText);
    } catch (NumberFormatException e) {
      throw new ApiException(
          400, "the seed must be a whole number, not '" + Quoting.shown(seedText) + "'");
    }
    ObjectNode answer = JSON.createObjectNode();
    answer.put("setup", phase.randomSetup(side(table.game(), name), seed));
    send(ctx, 200, answer);
  }

  /**
   * {@code POST /api/games/{id}/setup/edit}: Napoleon's setup placed by clicks, {@code {"side",
   * "setup", "swap": [A, B]}} or {@code {"side", "setup", "turn": SQUARE, "direction": D}} (or
   * neither, to draw it): the edited setup, its picture, its cannons and what the rules still
   * refuse in it.
   */
  void editSetup(Context ctx) {
    Table<?, ?> table = tables.get(ctx.pathParam("id"));
    ObjectNode request = body(ctx);
    String name = text(request, "side").orElseThrow(() -> new ApiException(400, "no side given"));
    String setup =
        text(request, "setup").orElseThrow(() -> new ApiException(400, "no setup given"));
    Side side = side(table.game(), name);
    turns.requirePlacing(table.game());
    if (!table.isHuman(side)) {
      throw new ApiException(409, side.name() + " is played by a bot");
    }
    Optional<List<String>> swap = Optional.empty();
    JsonNode pair = request.get("swap");
    if (pair != null && !pair.isNull()) {
      if (!pair.isArray()
          || pair.size() != 2
          || !pair.get(0).isTextual()
          || !pair.get(1).isTextual()) {
        throw new ApiException(400, "swap must be two squares, such as [\"a1\", \"b2\"]");
      }
      swap = Optional.of(List.of(pair.get(0).asText(), pair.get(1).asText()));
    }
    send(
        ctx,
        200,
        turns.place(
            table,
            side,
            setup,
            new SetupEdit(
                swap.orElse(List.of()),
                text(request, "turn").orElse(null),
                text(request, "direction").orElse(null)),
            flipped(ctx)));
  }

  /**
   * {@code POST /api/games/{id}/undo}: takes back to the last time a person was to move; with the
   * optional {@code "version"} of the state it was asked in, refused (409, kind {@value #STALE}) if
   * the game changed since, so that no one takes back a move they have not seen.
   */
  void undo(Context ctx) {
    Table<?, ?> table = tables.get(ctx.pathParam("id"));
    OptionalLong seen = seenVersion(body(ctx));
    send(
        ctx,
        200,
        after(
            table,
            () -> {
              table.requireVersion(seen);
              table.undo();
            },
            flipped(ctx)));
  }

  /** {@code POST /api/games/{id}/resign}: {@code {"side": SIDE}} resigns. */
  void resign(Context ctx) {
    Table<?, ?> table = tables.get(ctx.pathParam("id"));
    String name = text(body(ctx), "side").orElseThrow(() -> new ApiException(400, "no side given"));
    Side side = side(table.game(), name);
    send(ctx, 200, after(table, () -> table.resign(side), flipped(ctx)));
  }

  /**
   * {@code GET /api/games/{id}/orders?move=TEXT}: Napoleon Strategy's cannons that may take an
   * order after a piece move.
   */
  void orders(Context ctx) {
    Table<?, ?> table = tables.get(ctx.pathParam("id"));
    String move =
        Optional.ofNullable(ctx.queryParam("move"))
            .orElseThrow(() -> new ApiException(400, "no move given"));
    send(ctx, 200, turns.orders(table, move));
  }

  /**
   * {@code GET /api/games/{id}/view?turn=N[&flipped=true]}: the picture after the game's first N
   * turns (its history's first N entries; 0 is the start), {@code {"turn", "svg"}}, not clickable:
   * a look back, not a place to move.
   */
  void view(Context ctx) {
    Table<?, ?> table = tables.get(ctx.pathParam("id"));
    String text =
        Optional.ofNullable(ctx.queryParam("turn"))
            .orElseThrow(() -> new ApiException(400, "no turn given"));
    send(ctx, 200, view(table, text, flipped(ctx)));
  }

  private static <P extends Position<P, M>, M> ObjectNode view(
      Table<P, M> table, String text, boolean flipped) {
    synchronized (table) {
      List<Integer> ends = table.turnEnds();
      int turn;
      try {
        turn = Integer.parseInt(text);
      } catch (NumberFormatException e) {
        turn = -1;
      }
      if (turn < 0 || turn > ends.size()) {
        throw new ApiException(
            400,
            "the turn must be a whole number from 0 to "
                + ends.size()
                + ", not '"
                + Quoting.shown(text)
                + "'");
      }
      GameRecord<P, M> record = table.record();
      int ply = turn == 0 ? 0 : ends.get(turn - 1);
      P position = record.positions().get(ply);
      List<String> last =
          ply == 0
              ? List.of()
              : table
                  .drawing()
                  .squares(record.positions().get(ply - 1), record.moves().get(ply - 1));
      ObjectNode answer = JSON.createObjectNode();
      answer.put("turn", turn);
      answer.put(
          "svg", table.drawing().svg(position, options(flipped, last).clickable(false).build()));
      if (ply > 0) {
        lastRoute(
            answer, table, record.positions().get(ply - 1), record.moves().get(ply - 1), flipped);
      }
      return answer;
    }
  }

  /** {@code GET /api/games/{id}/export?format=NAME}: the game as text. */
  void export(Context ctx) {
    Table<?, ?> table = tables.get(ctx.pathParam("id"));
    String format =
        Optional.ofNullable(ctx.queryParam("format"))
            .orElseThrow(() -> new ApiException(400, "no format given"));
    ctx.status(200).contentType("text/plain; charset=utf-8").result(export(table, format));
  }

  private static <P extends Position<P, M>, M> String export(Table<P, M> table, String format) {
    GameRecord<P, M> record = table.record();
    if (format.equalsIgnoreCase(POSITION)) {
      return record.current() + "\n";
    }
    if (format.equalsIgnoreCase(MOVES)) {
      return MovesText.write(record.startPosition(), table.turns());
    }
    for (RecordFormat<P, M> f : table.game().recordFormats()) {
      if (f.name().equalsIgnoreCase(format)) {
        return f.write(List.of(AnnotatedRecord.of(record)));
      }
    }
    throw new ApiException(
        400,
        table.game().name()
            + " has no format '"
            + Quoting.shown(format)
            + "' (its formats: "
            + exportFormats(table.game())
            + ")");
  }

  private static boolean flipped(Context ctx) {
    String value = ctx.queryParam("flipped");
    return value != null && (value.equals("true") || value.equals("1"));
  }

  /** What the page shows of a game, read under the table's lock so that it is consistent. */
  /**
   * A change to a table and the state right after it, taken under the table's lock: a bot woken by
   * the change cannot move in between, so the answer never holds a later move than its own.
   */
  private static ObjectNode after(Table<?, ?> table, Runnable change, boolean flipped) {
    synchronized (table) {
      change.run();
      return state(table, flipped);
    }
  }

  static <P extends Position<P, M>, M> ObjectNode state(Table<P, M> table, boolean flipped) {
    synchronized (table) {
      table.tick(); // a side whose time ran out has lost, and the state says so
      Game<P, M> game = table.game();
      ObjectNode s = JSON.createObjectNode();
      s.put("id", table.id());
      s.put("game", game.id());
      s.put("name", game.name());
      s.put("options", table.options());
      s.put("seed", Long.toString(table.seed())); // text: JavaScript's numbers hold 53 bits
      s.put("version", table.version());
      ArrayNode sides = s.putArray("sides");
      ObjectNode seats = s.putObject("seats");
      for (Side side : game.sides()) {
        sides.add(side.name());
        seats.put(side.name(), table.seat(side).map(Opponent::name).orElse(Opponent.HUMAN));
      }
      Table.Phase phase = table.phase();
      s.put("phase", phase.name().toLowerCase(Locale.ROOT));
      s.put("thinking", table.isThinking());
      s.put("detail", table.detail());
      s.put("orders", PieceTurns.takesOrders(game));
      clock(table, s);
      ObjectNode legend = s.putObject("legend"); // the key to the pieces' labels, if they need one
      table.drawing().legend().forEach(legend::put);
      ArrayNode formats = s.putArray("formats");
      exportFormats(game).forEach(formats::add);
      if (phase == Table.Phase.SETUP) {
        ObjectNode setup = s.putObject("setup");
        ArrayNode awaited = setup.putArray("awaited");
        ObjectNode defaults = setup.putObject("defaults");
        for (Side side : table.awaitedSetups()) {
          awaited.add(side.name());
          defaults.put(side.name(), game.setupPhase().orElseThrow().defaultSetup(side));
        }
        s.putNull("svg"); // nothing to show until both armies are revealed
        s.putArray("moves");
        s.putArray("history");
        notations(s, game, null);
        s.putArray("movers");
        s.putNull("outcome");
        return s;
      }
      GameRecord<P, M> record = table.record();
      P position = record.current();
      s.put("position", position.toString());
      s.put("sideToMove", position.sideToMove().name());
      s.put("ply", record.ply());
      s.put("inCheck", position.inCheck());
      List<String> last = List.of();
      if (record.lastMove().isPresent()) {
        List<P> positions = record.positions();
        last =
            table.drawing().squares(positions.get(positions.size() - 2), record.lastMove().get());
      }
      s.put("svg", table.drawing().svg(position, options(flipped, last).build()));
      ArrayNode lastMove = s.putArray("lastMove");
      last.forEach(lastMove::add);
      if (record.lastMove().isPresent()) {
        List<P> positions = record.positions();
        lastRoute(s, table, positions.get(positions.size() - 2), record.lastMove().get(), flipped);
      }
      ArrayNode history = s.putArray("history");
      table.turns().forEach(history::add);
      notations(s, game, record);
      ArrayNode movers = s.putArray("movers"); // who played each turn, for a screen reader
      table.turnSides().forEach(side -> movers.add(side.name()));
      ArrayNode moves = s.putArray("moves");
      if (phase == Table.Phase.PLAY && table.isHuman(position.sideToMove())) {
        for (M move : position.legalMoves()) {
          ObjectNode m = moves.addObject();
          m.put("move", game.formatMove(position, move));
          ArrayNode squares = m.putArray("squares");
          table.drawing().squares(position, move).forEach(squares::add);
          Route route = table.drawing().route(position, move);
          route.path().forEach(m.putArray("route")::add);
          route.taken().forEach(m.putArray("taken")::add);
        }
      }
      Optional<Outcome> outcome = record.outcome();
      if (outcome.isPresent()) {
        ObjectNode o = s.putObject("outcome");
        Optional<Side> winner = outcome.get().winner();
        if (winner.isPresent()) {
          o.put("winner", winner.get().name());
        } else {
          o.putNull("winner");
        }
        o.put("reason", outcome.get().reason().name());
        o.put("text", outcome.get().toString());
      } else {
        s.putNull("outcome");
      }
      return s;
    }
  }

  /**
   * The clocks, {@code "clock": {"minutes", "increment", "byoyomi", "left": {SIDE: MS}, "running":
   * SIDE or null}}, or {@code null} without a time control: each side's time left to spend (main
   * time plus a byoyomi) in milliseconds at the moment of the answer, and whose time runs.
   */
  private static void clock(Table<?, ?> table, ObjectNode s) {
    Optional<GameClock> clock = table.clock();
    if (clock.isEmpty()) {
      s.putNull("clock");
      return;
    }
    ObjectNode c = s.putObject("clock");
    clock.get().control().write(c);
    long now = table.now();
    ObjectNode left = c.putObject("left");
    table.game().sides().forEach(side -> left.put(side.name(), clock.get().left(side, now)));
    Side running = clock.get().running();
    if (running == null) {
      c.putNull("running");
    } else {
      c.put("running", running.name());
    }
  }

  /**
   * The way the last move went, for the page to draw it: {@code lastRoute} (the squares its piece
   * stood on) and {@code lastTaken} (the pieces it took elsewhere than its end); when it took some,
   * {@code before}, the picture before it, from which the page shows the taken pieces faded.
   */
  private static <P extends Position<P, M>, M> void lastRoute(
      ObjectNode s, Table<P, M> table, P before, M move, boolean flipped) {
    Route route = table.drawing().route(before, move);
    route.path().forEach(s.putArray("lastRoute")::add);
    route.taken().forEach(s.putArray("lastTaken")::add);
    if (!route.taken().isEmpty()) {
      s.put(
          "before",
          table.drawing().svg(before, options(flipped, List.of()).clickable(false).build()));
    }
  }

  /**
   * The game's move notations ({@link Game#moveNotations()}), each with its name, its label and the
   * game's turns written in it, one text per entry of {@code history}; and {@code firstSide}, the
   * side of the first turn, so that the page numbers turns by rounds. Before the setups are
   * revealed there is no turn.
   */
  private static <P extends Position<P, M>, M> void notations(
      ObjectNode s, Game<P, M> game, GameRecord<P, M> record) {
    P start = record == null ? null : record.startPosition();
    s.put("firstSide", start == null ? game.sides().get(0).name() : start.sideToMove().name());
    ArrayNode notations = s.putArray("notations");
    for (MoveNotation<P, M> notation : game.moveNotations()) {
      ObjectNode n = notations.addObject();
      n.put("name", notation.name());
      n.put("label", notation.label());
      ArrayNode turns = n.putArray("turns");
      if (record != null) {
        notation.write(start, record.moves()).forEach(turns::add);
      }
    }
  }

  private static SvgOptions.Builder options(boolean flipped, List<String> last) {
    return SvgOptions.builder()
        .size(PICTURE_PIXELS)
        .flipped(flipped)
        .clickable(true)
        .lastMove(last.toArray(new String[0]));
  }

  private static ObjectNode body(Context ctx) {
    String body = ctx.body();
    if (body.isBlank()) {
      return JSON.createObjectNode();
    }
    JsonNode node;
    try {
      node = JSON.readTree(body);
    } catch (JacksonException e) {
      throw new ApiException(400, "the request is not JSON: " + e.getOriginalMessage());
    }
    if (node == null || !node.isObject()) {
      throw new ApiException(400, "the request must be a JSON object");
    }
    return (ObjectNode) node;
  }

  private static Optional<String> text(ObjectNode request, String field) {
    JsonNode node = request.get(field);
    if (node == null || node.isNull()) {
      return Optional.empty();
    }
    if (!node.isTextual()) {
      throw new ApiException(400, "the field " + field + " must be a string");
    }
    return Optional.of(node.asText());
  }

  static void send(Context ctx, int status, JsonNode body) {
    ctx.status(status).contentType("application/json; charset=utf-8").result(body.toString());
  }

  static void error(Context ctx, int status, String kind, String message) {
    send(ctx, status, errorObject(kind, message));
  }

  /** The documented error object, {@code {"error": MESSAGE, "kind": KIND}}. */
  static ObjectNode errorObject(String kind, String message) {
    ObjectNode e = JSON.createObjectNode();
    e.put("error", message);
    e.put("kind", kind);
    return e;
  }

  static ObjectNode object() {
    return JSON.createObjectNode();
  }
}
