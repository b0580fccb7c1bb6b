package io.github.plateau.engine;

import io.github.plateau.core.Decision;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Limits;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.Player;
import io.github.plateau.core.Turn;
import io.github.plateau.draughts.Color;
import io.github.plateau.draughts.Draughts;
import io.github.plateau.draughts.DraughtsPosition;
import io.github.plateau.draughts.Move;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.time.Duration;
import java.util.function.Consumer;

/**
 * One DXP connection seen from the Follower: game requests are accepted, the Initiator's moves are
 * checked, the player's moves are sent, and a game over by the rules is ended with GAMEEND. A bad
 * message is logged and refused, and the connection goes on.
 */
final class DxpFollower {
  private final Draughts game;
  private final Player<DraughtsPosition, Move> player;
  private final String name; // in GAMEACC's field: 32 characters
  private final InputStream in;
  private final OutputStream out;
  private final Consumer<String> log;
  private GameRecord<DraughtsPosition, Move> record; // the game in progress, or null
  private Color mine;
  private DxpClock control; // the game's time control
  private Duration clock; // the time left on our clock
  private int played; // our moves in this game

  DxpFollower(
      Draughts game,
      Player<DraughtsPosition, Move> player,
      String name,
      InputStream in,
      OutputStream out,
      Consumer<String> log) {
    this.game = game;
    this.player = player;
    this.name = DxpMessages.name(name);
    this.in = in;
    this.out = out;
    this.log = log;
  }

  void run() throws IOException {
    for (String m = DxpMessages.read(in); m != null; m = DxpMessages.read(in)) {
      if (m.isEmpty() || m.contains("\u0000")) {
        log.accept("dxp: refused a malformed message " + Messages.quote(m));
        continue;
      }
      try {
        switch (m.charAt(0)) {
          case 'R' -> request(m);
          case 'M' -> move(m);
          case 'E' -> end(m);
          case 'B' -> DxpMessages.write(out, "K1"); // taking moves back is not supported
          case 'C' -> log.accept("dxp: chat " + Messages.quote(m.substring(1)));
          default -> log.accept("dxp: refused a message of unknown type " + Messages.quote(m));
        }
      } catch (PlateauException | IllegalArgumentException e) {
        log.accept("dxp: refused " + Messages.quote(m) + ": " + e.getMessage());
        if (record != null && m.charAt(0) == 'M') {
          record = null; // an illegal move ends the game: both sides must agree on the board
          DxpMessages.write(out, "E00");
        }
      }
    }
  }

  private void request(String m) throws IOException {
    Request r;
    try {
      r = Request.parse(game, m);
    } catch (Refusal e) {
      // The Initiator waits for a GAMEACC: it gets a refusal, after a CHAT that says why (GAMEACC
      // has room only for a code), and the game in progress, if any, goes on.
      DxpMessages.write(out, DxpMessages.chat("refused: " + e.getMessage()));
      DxpMessages.write(out, "A" + name + e.code);
      log.accept("dxp: refused the game request " + Messages.quote(m) + ": " + e.getMessage());
      return;
    }
    record = GameRecord.start(game, r.start());
    mine = r.follower();
    control = r.clock();
    clock = control.time();
    played = 0;
    player.newGame(game);
    DxpMessages.write(out, "A" + name + DxpMessages.ACCEPTED);
    log.accept(
        "dxp: game accepted, playing "
            + mine
            + ", "
            + control.minutes()
            + " min for "
            + (control.moves() == 0 ? "the game" : control.moves() + " moves"));
    answerIfMyTurn();
  }

  /** A GAMEREQ refused, with its GAMEACC code. */
  private static final class Refusal extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;
    final char code;

    Refusal(char code, String why) {
      super(why);
      this.code = code;
    }

    /** This game refused: the Initiator may ask for another. */
    Refusal(String why) {
      this(DxpMessages.REFUSED_GAME, why);
    }
  }

  /** What a GAMEREQ asks for. */
  private record Request(Color follower, DxpClock clock, DraughtsPosition start) {
    /**
     * Reads a GAMEREQ: {@code R}, the version (2), the Initiator's name (32), the Follower's colour
     * (1), minutes (3), moves (3), {@code A} for the starting position or {@code B}, the side to
     * move and 50 squares.
     */
    static Request parse(Draughts game, String m) {
      if (m.length() != 43 && m.length() != 94) {
        throw new Refusal("a GAMEREQ has 43 or 94 characters, not " + m.length());
      }
      if (!m.startsWith("01", 1)) {
        throw new Refusal(
            DxpMessages.REFUSED_VERSION,
            "this Follower speaks DXP version 01, not " + Messages.quote(m.substring(1, 3)));
      }
      Color follower;
      try {
        follower = DxpMessages.color(m, 35);
      } catch (NotationException e) {
        throw new Refusal("the Follower's colour is W or Z");
      }
      int minutes = digits(m, 36, "the thinking time");
      int moves = digits(m, 39, "the number of moves");
      if (minutes == 0) {
        throw new Refusal("a thinking time of 0 minutes");
      }
      DraughtsPosition start;
      if (m.charAt(42) == 'A' && m.length() == 43) {
        start = game.start();
      } else if (m.charAt(42) == 'B' && m.length() == 94) {
        try {
          start = DxpMessages.position(game, DxpMessages.color(m, 43), m.substring(44));
        } catch (PlateauException | IllegalArgumentException e) {
          throw new Refusal("the starting position: " + e.getMessage());
        }
      } else {
        throw new Refusal(
            DxpMessages.REFUSED_GAME,
            "the starting position is A (43 characters) or B (94 characters)");
      }
      return new Request(follower, new DxpClock(minutes, moves), start);
    }

    private static int digits(String m, int at, String field) {
      String d = m.substring(at, at + 3);
      if (!d.chars().allMatch(c -> c >= '0' && c <= '9')) {
        throw new Refusal(field + " is three digits, not " + Messages.quote(d));
      }
      return Integer.parseInt(d);
    }
  }

  private void move(String m) throws IOException {
    if (record == null) {
      throw new IllegalArgumentException("a MOVE outside a game");
    }
    if (record.current().sideToMove() == mine) {
      throw new IllegalArgumentException("a MOVE on our turn");
    }
    record = record.play(DxpMessages.move(record.current(), m));
    answerIfMyTurn();
  }

  private void answerIfMyTurn() throws IOException {
    if (record.isOver()) {
      Outcome o = record.outcome().orElseThrow();
      char reason = o.isDraw() ? '2' : o.winner().get() == mine ? '3' : '1';
      DxpMessages.write(out, "E" + reason + "0");
      record = null; // the Initiator's GAMEEND that crosses ours needs no answer
      return;
    }
    if (record.current().sideToMove() != mine) {
      return;
    }
    long start = System.nanoTime();
    Limits limits = control.limits(mine, clock, played);
    Decision<Move> d;
    try {
      d = player.decide(new Turn<>(record, limits));
    } catch (RuntimeException e) {
      log.accept("dxp: the player failed: " + e.getMessage());
      d = Decision.resign();
    }
    Duration used = Duration.ofNanos(System.nanoTime() - start);
    clock = clock.minus(used).isNegative() ? Duration.ZERO : clock.minus(used);
    if (d.kind() != Decision.Kind.MOVE || !record.current().isLegal(d.move().orElseThrow())) {
      record = null;
      DxpMessages.write(out, "E10"); // I give up
      return;
    }
    Move move = d.move().orElseThrow();
    record = record.play(move);
    if (control.renews(++played)) {
      clock = clock.plus(control.time());
    }
    DxpMessages.write(out, DxpMessages.move((int) used.toSeconds(), move));
  }

  private void end(String m) throws IOException {
    boolean ours = record == null;
    record = null;
    if (!ours) {
      DxpMessages.write(out, "E0" + (m.length() > 2 ? m.charAt(2) : '0'));
    }
  }
}
