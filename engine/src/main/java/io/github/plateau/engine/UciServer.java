package io.github.plateau.engine;

import io.github.plateau.core.Decision;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Limits;
import io.github.plateau.core.Player;
import io.github.plateau.core.SearchInfo;
import io.github.plateau.core.text.Decimals;
import io.github.plateau.xiangqi.Color;
import io.github.plateau.xiangqi.Move;
import io.github.plateau.xiangqi.Xiangqi;
import io.github.plateau.xiangqi.XiangqiPosition;
import java.io.OutputStream;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.OptionalLong;
import java.util.Set;

/**
 * The xiangqi servers: UCI as Pikafish and Fairy-Stockfish speak it, and UCCI. They differ in their
 * words (UCCI's {@code setoption name value}, {@code go time ... opptime ...} in seconds unless
 * {@code usemillisec}, {@code banmoves}, {@code nobestmove}, {@code bye}) and in the move dialect:
 * UCI starts with Pikafish's ranks 0 to 9 and switches to Fairy-Stockfish's 1 to 10 when a GUI sets
 * {@code UCI_Variant}, as GUIs driving Fairy-Stockfish do; UCCI always counts from 0. Errors are
 * {@code info string error: ...} lines in both. The server speaks the protocol it was made for
 * until a GUI's handshake ({@code uci} or {@code ucci}) names the other, and then that one.
 */
final class UciServer extends UciFamilyServer<XiangqiPosition, Move> {
  private final Xiangqi xiangqi;
  // UCCI or UCI: the protocol asked for, until a handshake names the other (read by answer()).
  private volatile boolean ucci;
  private UciMoves dialect = UciMoves.FROM_ZERO;
  private boolean millis; // UCCI's usemillisec
  private GameRecord<XiangqiPosition, Move> record;
  private Set<Move> banned = Set.of();
  private Set<Move> searchMoves; // the go being read's searchmoves, null where it has none

  UciServer(
      Xiangqi game,
      Player<XiangqiPosition, Move> player,
      EngineIdentity identity,
      OutputStream out,
      boolean ucci) {
    super(game, player, identity, out);
    this.xiangqi = game;
    this.ucci = ucci;
  }

  @Override
  protected boolean command(String command, Tokens t, String line) {
    switch (command) {
      case "uci", "ucci" -> {
        // A GUI waits for the answer to its handshake: the server speaks the protocol it names.
        if (command.equals("ucci") != ucci) {
          ucci = command.equals("ucci");
          dialect = UciMoves.FROM_ZERO;
        }
        identify();
      }
      case "ucinewgame" -> newGame();
      case "position" -> position(t);
      case "banmoves" -> banMoves(t);
      case "go" -> go(t);
      case "ponderhit" -> ponderHit();
      default -> {
        if (!ucci || !command.equals("probe")) {
          return false;
        }
        send("pophash"); // UCCI's hash probe: there is no table, so nothing is found
      }
    }
    return true;
  }

  @Override
  protected void quit() {
    if (ucci) {
      abandon();
      send("bye");
    }
  }

  private void identify() {
    if (ucci) {
      List<String> own = new ArrayList<>();
      own.add("option usemillisec type check default false");
      own.add("option newgame type button");
      boolean table = player.options().containsKey(HASH);
      if (table) { // UCCI names the table's megabytes hashsize
        own.add("option hashsize type spin min 1 max " + HASH_MAX + " default " + hashDefault(16));
      }
      identify(List.of(), "option ", own, table, "ucciok");
    } else {
      identify(
          List.of(),
          "option name ",
          List.of(
              "option name UCI_Variant type combo default xiangqi var xiangqi",
              "option name Ponder type check default false",
              "option name Hash type spin default " + hashDefault(16) + " min 1 max " + HASH_MAX),
          true,
          "uciok");
    }
  }

  @Override
  protected OptionLines.Setting setting(Tokens t) {
    return ucci
        ? new OptionLines.Setting(t.next("an option after setoption"), t.rest())
        : super.setting(t);
  }

  @Override
  protected void setOption(String name, String value) {
    switch (name) {
      case "UCI_Variant" -> {
        if (!value.equals("xiangqi")) {
          throw new IllegalArgumentException(
              "this engine plays xiangqi only, not " + Messages.quote(value));
        }
        dialect = ucci ? UciMoves.FROM_ZERO : UciMoves.FROM_ONE;
      }
      case "usemillisec" -> millis = Boolean.parseBoolean(value);
      case "newgame" -> newGame();
      case "Ponder" -> check(name, value); // the server holds ponder answers itself
      case "Hash" -> {
        if (ucci) {
          super.setOption(name, value); // the player's, or none: UCCI's table is hashsize
        } else {
          hash(name, megabytes(name, value));
        }
      }
      case "hashsize" -> {
        if (!ucci) {
          super.setOption(name, value); // the player's, or none: UCI's table is Hash
          return;
        }
        // UCCI's, announced where the player has a table: a whole number of megabytes from 1,
        // one over what Hash takes as the most it takes
        String digits = value.strip();
        OptionalLong megabytes = Decimals.parse(digits);
        if (megabytes.isEmpty() && !digits.isEmpty() && digits.matches("[0-9]+")) {
          megabytes = OptionalLong.of(HASH_MAX); // past a long: more than the most, as 99999 is
        }
        if (megabytes.isEmpty() || megabytes.getAsLong() < 1) {
          throw new IllegalArgumentException(
              name
                  + " takes megabytes from 1, not "
                  + Messages.quote(value)
                  + "; the table is kept");
        }
        hash(name, (int) Math.min(megabytes.getAsLong(), HASH_MAX));
      }
      case "batch", "debug" -> {
        // UCCI's, not announced: any value
      }
      default -> super.setOption(name, value);
    }
  }

  @Override
  protected String tableOption() {
    return ucci ? "hashsize" : HASH;
  }

  @Override
  protected List<String> ownOptions() {
    if (!ucci) {
      return List.of("UCI_Variant", "Ponder", HASH);
    }
    return player.options().containsKey(HASH)
        ? List.of("usemillisec", "newgame", "hashsize")
        : List.of("usemillisec", "newgame");
  }

  private void newGame() {
    abandon();
    record = null;
    banned = Set.of();
    player.newGame(game);
  }

  private void position(Tokens t) {
    requireIdle("position");
    // only a position read whole replaces the previous one
    record =
        readPosition(
            () ->
                PositionLine.read(game, t, (p, text) -> List.of(dialect.parse(xiangqi, p, text))));
    banned = Set.of();
  }

  /**
   * The moves banned until the next {@code position}: each legal one, a word that is no legal move
   * said and passed over, as {@code searchmoves} reads its moves.
   */
  private void banMoves(Tokens t) {
    requireIdle("banmoves"); // the running search keeps the moves it was given
    if (record == null) {
      throw new IllegalStateException("banmoves before position: send a position first");
    }
    banned = Set.copyOf(legalMoves(t, "banmoves", Set.of(), this::parse));
  }

  private void go(Tokens t) {
    requireIdle("go"); // before anything is read or answered: the running search answers
    record = positionOrStart(record);
    GoFields go = new GoFields(t, this::error, "go", ucci ? UCCI_GO_FIELDS : GO_FIELDS);
    searchMoves = null;
    boolean ponder = ucci ? ucciGo(t, go) : uciGo(t, go);
    if (record.isOver() || allBanned()) {
      send(
          "info string no move to play: "
              + record.outcome().map(Object::toString).orElse("every legal move is banned"));
      send(ucci ? "nobestmove" : "bestmove (none)");
      return;
    }
    Set<Move> moves = searched(searchMoves);
    if (!banned.isEmpty()) { // the search itself passes the banned moves over
      Set<Move> allowed = new LinkedHashSet<>(moves);
      allowed.removeAll(banned);
      if (allowed.isEmpty()) { // no move asked for, or only banned ones: every move not banned
        if (!moves.isEmpty()) {
          error("searchmoves names only banned moves; every move not banned is searched");
        }
        allowed.addAll(record.current().legalMoves());
        allowed.removeAll(banned);
      }
      moves = allowed;
    }
    super.go(record, go.limits.build(), ponder, moves);
  }

  /** The words of UCCI's {@code go} that are fields. */
  private static final Set<String> UCCI_GO_FIELDS =
      Set.of(
          "ponder",
          "draw",
          "depth",
          "nodes",
          "infinite",
          "time",
          "increment",
          "movestogo",
          "opptime",
          "oppincrement",
          "oppmovestogo");

  /** The words of a {@code go} that are fields, and so end a {@code searchmoves} list. */
  private static final Set<String> GO_FIELDS =
      Set.of(
          "wtime",
          "btime",
          "winc",
          "binc",
          "movestogo",
          "movetime",
          "nodes",
          "depth",
          "mate",
          "infinite",
          "ponder",
          "searchmoves");

  /** A move of the current position in the dialect spoken. */
  private Move parse(String text) {
    return dialect.parse(xiangqi, record.current(), text);
  }

  private boolean uciGo(Tokens t, GoFields go) {
    Limits.Builder limits = go.limits;
    boolean ponder = false;
    while (t.hasNext()) {
      String word = go.next();
      switch (word) {
        case "wtime" -> go.millis(word).ifPresent(ms -> limits.time(Color.RED, ms));
        case "btime" -> go.millis(word).ifPresent(ms -> limits.time(Color.BLACK, ms));
        case "winc" -> go.millis(word).ifPresent(ms -> limits.increment(Color.RED, ms));
        case "binc" -> go.millis(word).ifPresent(ms -> limits.increment(Color.BLACK, ms));
        case "movestogo" -> go.movesToGo(word);
        case "movetime" -> go.moveTime(word);
        case "nodes" -> go.nodes(word);
        case "depth" -> go.depth(word);
        case "mate" ->
            go.whole(word, GoFields.MAX_DEPTH / 2).ifPresent(n -> limits.depth(Math.max(1, 2 * n)));
        case "infinite" -> limits.infinite();
        case "ponder" -> ponder = true;
        case "searchmoves" -> searchMoves = searchMoves(searchMoves, t, GO_FIELDS, this::parse);
        default -> go.unknown(word);
      }
    }
    return ponder;
  }

  private boolean ucciGo(Tokens t, GoFields go) {
    Limits.Builder limits = go.limits;
    boolean ponder = false;
    Color me = record.current().sideToMove();
    Color opponent = me == Color.RED ? Color.BLACK : Color.RED;
    ChronoUnit unit = millis ? ChronoUnit.MILLIS : ChronoUnit.SECONDS;
    while (t.hasNext()) {
      String word = go.next();
      switch (word) {
        case "ponder" -> ponder = true;
        case "draw" -> {
          // a draw offer from the opponent: the player is not asked, the game goes on
        }
        case "depth" -> {
          if (t.peek().equals("infinite")) {
            t.next("");
            limits.infinite();
          } else {
            go.depth(word);
          }
        }
        case "nodes" -> go.nodes(word);
        case "infinite" -> limits.infinite();
        case "time" -> go.time(word, unit).ifPresent(d -> limits.time(me, d));
        case "increment" -> go.time(word, unit).ifPresent(d -> limits.increment(me, d));
        case "movestogo" -> go.movesToGo(word);
        case "opptime" -> go.time(word, unit).ifPresent(d -> limits.time(opponent, d));
        case "oppincrement" -> go.time(word, unit).ifPresent(d -> limits.increment(opponent, d));
        case "oppmovestogo" -> go.whole(word, GoFields.MAX_MOVES); // the opponent's: not ours
        default -> go.unknown(word);
      }
    }
    return ponder;
  }

  private boolean allBanned() {
    return !banned.isEmpty() && banned.containsAll(record.current().legalMoves());
  }

  @Override
  protected void info(SearchInfo<Move> info, GameRecord<XiangqiPosition, Move> searched) {
    send(InfoLines.write(info, searched.current(), (p, m) -> dialect.format(xiangqi, p, m), true));
  }

  @Override
  protected void answer(Decision<Move> decision, GameRecord<XiangqiPosition, Move> searched) {
    XiangqiPosition position = searched.current();
    if (decision.kind() != Decision.Kind.MOVE) {
      if (ucci) {
        // UCCI resigns with a move: the best the player would not play, the first legal one.
        send("bestmove " + dialect.format(xiangqi, position, allowed(position)) + " resign");
      } else {
        send("info string the player resigns");
        send("bestmove (none)");
      }
      return;
    }
    Move move = decision.move().orElseThrow(); // among the moves not banned: the session saw to it
    StringBuilder s =
        new StringBuilder("bestmove ").append(dialect.format(xiangqi, position, move));
    XiangqiPosition after = position.play(move);
    decision
        .ponder()
        .filter(after::isLegal)
        .ifPresent(p -> s.append(" ponder ").append(dialect.format(xiangqi, after, p)));
    send(s.toString());
  }

  @Override
  protected String moveText(XiangqiPosition position, Move move) {
    return dialect.format(xiangqi, position, move);
  }

  @Override
  protected String notAsked(XiangqiPosition position, Move chosen, Move played) {
    return banned.contains(chosen)
        ? moveText(position, chosen)
            + " is banned; "
            + moveText(position, played)
            + ", the first move allowed, is played"
        : super.notAsked(position, chosen, played);
  }

  private Move allowed(XiangqiPosition position) {
    for (Move m : position.legalMoves()) {
      if (!banned.contains(m)) {
        return m;
      }
    }
    return position.legalMoves().get(0);
  }
}
