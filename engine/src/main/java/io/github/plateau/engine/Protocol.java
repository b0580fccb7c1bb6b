package io.github.plateau.engine;

import io.github.plateau.core.Game;
import io.github.plateau.core.GameProvider;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The engine protocols Plateau speaks, as a server ({@link EngineServer}) and as a client. Which
 * protocols carry a game is the game's to say: its {@link GameProvider#protocols provider} names
 * them, and a protocol carries the games whose provider names its {@link #id()}.
 */
public enum Protocol {
  /** The Universal Shogi Interface, for shogi. */
  USI("usi"),
  /** The Universal Chess Interface as xiangqi engines (Pikafish, Fairy-Stockfish) speak it. */
  UCI("uci"),
  /** The Universal Chinese Chess Protocol, for xiangqi. */
  UCCI("ucci"),
  /** The Hub protocol of the Scan draughts engine and the GUIs that drive it. */
  HUB("hub"),
  /** The DamExchange Protocol, draughts over TCP between two programs. */
  DXP("dxp"),
  /** Plateau's protocol for Napoleon Strategy, on the model of UCI (see the README). */
  NSP("nsp");

  private final String id;

  Protocol(String id) {
    this.id = id;
  }

  /**
   * The protocol's name on command lines.
   *
   * @return a lower-case name such as {@code "usi"}
   */
  public String id() {
    return id;
  }

  /**
   * Whether the protocol can carry a game: whether the game's {@link GameProvider#protocols
   * provider} names it. NSP, for instance, carries Napoleon games of two armies only (its words
   * name SOUTH and NORTH, so a Waterloo game, section 11, is refused), and DXP only 10 x 10
   * international draughts.
   *
   * @param game a game
   * @return true if this protocol can play it
   * @throws IllegalArgumentException if the game is null
   */
  public boolean supports(Game<?, ?> game) {
    return Carriers.protocols(game).contains(id);
  }

  /**
   * The protocol a game is served with when none is named, the first its provider names: USI for
   * shogi, UCI for xiangqi, Hub for draughts, NSP for Napoleon.
   *
   * @param game a game
   * @return its protocol
   * @throws IllegalArgumentException if the game is null or no protocol carries it
   */
  public static Protocol defaultFor(Game<?, ?> game) {
    for (String name : Carriers.protocols(game)) {
      for (Protocol p : values()) {
        if (p.id.equals(name)) {
          return p;
        }
      }
    }
    throw new IllegalArgumentException("no engine protocol carries " + game.name());
  }

  /**
   * The protocol of a name.
   *
   * @param id a name such as {@code "usi"}, in any case
   * @return the protocol
   * @throws IllegalArgumentException if no protocol has that name; the message lists them
   */
  public static Protocol of(String id) {
    if (id == null) {
      throw new IllegalArgumentException("protocol is null");
    }
    for (Protocol p : values()) {
      if (p.id.equals(id.toLowerCase(Locale.ROOT))) {
        return p;
      }
    }
    throw new IllegalArgumentException(
        "no protocol named "
            + Messages.quote(id)
            + "; the protocols are "
            + Arrays.stream(values()).map(Protocol::id).collect(Collectors.joining(", ")));
  }
}
