package io.github.plateau.engine;

import io.github.plateau.core.Decision;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Limits;
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
  private Duration clock = Duration.ofMinutes(999);

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
    if (m.length() != 43 && m.length() != 94) {
      DxpMessages.write(out, "A" + name + "1");
      throw new IllegalArgumentException("a GAMEREQ has 43 or 94 characters, not " + m.length());
    }
    Color follower = DxpMessages.color(m, 35);
    int minutes = DxpMessages.number(m, 36) * 10 + (m.charAt(38) - '0');
    DraughtsPosition start;
    if (m.charAt(42) == 'A' && m.length() == 43) {
      start = game.start();
    } else if (m.charAt(42) == 'B' && m.length() == 94) {
      start = DxpMessages.position(game, DxpMessages.color(m, 43), m.substring(44));
    } else {
      DxpMessages.write(out, "A" + name + "1");
      throw new IllegalArgumentException("the starting position field is A or B");
    }
    record = GameRecord.start(game, start);
    mine = follower;
    clock = Duration.ofMinutes(Math.max(1, minutes));
    player.newGame(game);
    DxpMessages.write(out, "A" + name + "0");
    log.accept("dxp: game accepted, playing " + follower);
    answerIfMyTurn();
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
    Limits limits = Limits.builder().time(mine, clock).build();
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
