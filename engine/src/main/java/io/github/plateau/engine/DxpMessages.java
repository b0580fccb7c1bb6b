package io.github.plateau.engine;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.NotationException;
import io.github.plateau.draughts.Color;
import io.github.plateau.draughts.Draughts;
import io.github.plateau.draughts.DraughtsPosition;
import io.github.plateau.draughts.Move;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.TreeSet;

/**
 * The DamExchange messages: ASCII text of 1 to 127 characters, each ended by a NUL byte, its first
 * character its type ({@code R} GAMEREQ, {@code A} GAMEACC, {@code M} MOVE, {@code E} GAMEEND,
 * {@code C} CHAT, {@code B} BACKREQ, {@code K} BACKACC), its fields of fixed width with leading
 * zeroes. Positions are 50 characters, {@code e w z W Z} (empty, white man, black man, white king,
 * black king); colours {@code W} and {@code Z}.
 */
final class DxpMessages {
  /** The longest message the protocol allows, without its NUL. */
  static final int MAX = 127;

  /** GAMEACC's acceptance code: the game is accepted. */
  static final char ACCEPTED = '0';

  /** GAMEACC's acceptance code: refused, the Follower does not speak this protocol version. */
  static final char REFUSED_VERSION = '1';

  /**
   * GAMEACC's acceptance code: this game is refused (a malformed request, a colour, clock or
   * position the Follower cannot play); the Initiator may ask for another.
   */
  static final char REFUSED_GAME = '2';

  /** GAMEACC's acceptance code: every game from this Initiator is refused. */
  static final char REFUSED_ALWAYS = '3';

  private DxpMessages() {}

  /**
   * What a GAMEACC code refusing a game means, for people.
   *
   * @return ": ..." for a refusal code of the protocol, "" for any other
   */
  static String refusal(char code) {
    return switch (code) {
      case REFUSED_VERSION -> ": it does not speak DXP version 01";
      case REFUSED_GAME -> ": it declines this game";
      case REFUSED_ALWAYS -> ": it declines every game from us";
      default -> "";
    };
  }

  /**
   * The next message, or null at the end of the stream. A longer message than the protocol allows
   * is read to its end and returned cut, so that the caller refuses it as malformed.
   */
  static String read(InputStream in) throws IOException {
    ByteArrayOutputStream m = new ByteArrayOutputStream();
    int skipped = 0;
    while (true) {
      int b = in.read();
      if (b < 0) {
        return m.size() == 0 && skipped == 0 ? null : m.toString(StandardCharsets.US_ASCII);
      }
      if (b == 0) {
        return m.toString(StandardCharsets.US_ASCII) + (skipped > 0 ? "\u0000overlong" : "");
      }
      if (m.size() <= MAX) {
        m.write(b & 0x7f);
      } else if (++skipped > 1 << 16) {
        throw new IOException("a message over 64 KiB without its end");
      }
    }
  }

  static void write(OutputStream out, String message) throws IOException {
    out.write(message.getBytes(StandardCharsets.US_ASCII));
    out.write(0);
    out.flush();
  }

  static String name(String name) {
    String ascii = name.replaceAll("[^\\x21-\\x7e ]", "?").strip();
    String cut = ascii.length() > 32 ? ascii.substring(0, 32) : ascii;
    return cut + " ".repeat(32 - cut.length());
  }

  /** A CHAT message: the text in printable ASCII, cut to the longest message the protocol has. */
  static String chat(String text) {
    String ascii = text.replaceAll("[^\\x20-\\x7e]", "?");
    return "C" + (ascii.length() > MAX - 1 ? ascii.substring(0, MAX - 1) : ascii);
  }

  static String two(int n) {
    return String.format("%02d", n);
  }

  static String move(int seconds, Move m) {
    StringBuilder s =
        new StringBuilder("M")
            .append(String.format("%04d", Math.min(9999, Math.max(0, seconds))))
            .append(two(m.from()))
            .append(two(m.to()))
            .append(two(m.captureCount()));
    for (int c : m.captured()) {
      s.append(two(c));
    }
    return s.toString();
  }

  /** The legal move a MOVE message names. */
  static Move move(DraughtsPosition position, String message) {
    if (message.length() < 11) {
      throw new NotationException("a MOVE message has at least 11 characters", message, 0);
    }
    int from = number(message, 5);
    int to = number(message, 7);
    int count = number(message, 9);
    if (message.length() != 11 + 2 * count) {
      throw new NotationException(
          "a MOVE message with " + count + " captures has " + (11 + 2 * count) + " characters",
          message,
          Math.min(message.length(), 11));
    }
    TreeSet<Integer> captured = new TreeSet<>();
    for (int i = 0; i < count; i++) {
      captured.add(number(message, 11 + 2 * i));
    }
    for (Move m : position.legalMoves()) {
      if (m.from() == from && m.to() == to && new TreeSet<>(m.captured()).equals(captured)) {
        return m;
      }
    }
    throw new IllegalMoveException(
        "the MOVE " + message.substring(5) + " is not legal in " + position);
  }

  static int number(String message, int at) {
    if (message.length() < at + 2
        || !Character.isDigit(message.charAt(at))
        || !Character.isDigit(message.charAt(at + 1))) {
      throw new NotationException("expected two digits", message, Math.min(at, message.length()));
    }
    return Integer.parseInt(message.substring(at, at + 2));
  }

  static char color(Color c) {
    return c == Color.WHITE ? 'W' : 'Z';
  }

  static Color color(String message, int at) {
    char c = message.length() > at ? message.charAt(at) : '?';
    if (c != 'W' && c != 'Z') {
      throw new NotationException("expected the colour W or Z", message, at);
    }
    return c == 'W' ? Color.WHITE : Color.BLACK;
  }

  static String position(DraughtsPosition p) {
    return HubText.squares(p, "wzWZe");
  }

  static DraughtsPosition position(Draughts game, Color toMove, String squares) {
    StringBuilder hub = new StringBuilder(toMove == Color.WHITE ? "W" : "B");
    for (int i = 0; i < squares.length(); i++) {
      char c = squares.charAt(i);
      hub.append(
          switch (c) {
            case 'e' -> 'e';
            case 'w' -> 'w';
            case 'z' -> 'b';
            case 'W' -> 'W';
            case 'Z' -> 'B';
            default -> throw new NotationException("expected e, w, z, W or Z", squares, i);
          });
    }
    return HubText.position(game, hub.toString());
  }
}
