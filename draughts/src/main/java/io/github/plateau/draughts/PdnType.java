package io.github.plateau.draughts;

import io.github.plateau.core.NotationException;
import io.github.plateau.core.text.Quoting;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The PDN 3.0 game types ({@code [GameType "25,W,8,8,A0,0"]}): the number names the national game,
 * the optional fields the side that starts, the board's width and height, the notation and the
 * corner of square 1. The types whose rules {@link DraughtsRules} can express are played; the
 * others are refused by name, saying which rule the flags lack.
 *
 * @param number the type number: 20 international, 21 English, 23 pool checkers, 25 Russian, 26
 *     Brazilian, 27 Canadian
 * @param game the game, with the board and the move rules of the type
 * @param first the side that moves first in the standard start position
 * @param algebraic whether moves are written with algebraic squares ({@code c3-d4}), not numbers
 */
record PdnType(int number, Draughts game, Color first, boolean algebraic) {
  /** The syntax of the value, PDN 3.0: a number, then optionally the five or six fields. */
  private static final Pattern SYNTAX =
      Pattern.compile(
          "([0-9]{1,9})(?:,([WB]),([0-9]{1,9}),([0-9]{1,9}),([ANS])([0-3])(?:,([01]))?)?");

  private static final String NOT_EXPRESSED = " is not supported: ";

  /**
   * The type a GameType tag value stands for.
   *
   * @param value the tag's value
   * @param byDefault the game to use when its board and move rules are the type's (its draw rules
   *     then apply)
   * @param text the whole text, for errors
   * @param offset where the value starts in it
   * @throws NotationException for a malformed value, a type that is not draughts or whose rules
   *     cannot be expressed, or board fields the type cannot take
   */
  static PdnType of(String value, Draughts byDefault, String text, int offset) {
    Matcher m = SYNTAX.matcher(value.strip());
    if (!m.matches()) {
      throw new NotationException(
          "GameType \""
              + Quoting.shown(value)
              + "\" is malformed: expected a number, then optionally ',W,8,8,A0,0'"
              + " (start colour, width, height, notation, corner, invert flag)",
          text,
          offset);
    }
    int number = Integer.parseInt(m.group(1));
    DraughtsRules rules = rules(number, text, offset);
    int size = rules.size();
    Color first = number == 21 || number == 23 ? Color.BLACK : Color.WHITE;
    boolean algebraic = number == 25 || number == 26;
    if (m.group(2) != null) {
      int width = Integer.parseInt(m.group(3));
      int height = Integer.parseInt(m.group(4));
      if (width != height
          || width < Geometry.MIN_SIZE
          || width > Geometry.MAX_SIZE
          || width % 2 != 0) {
        throw new NotationException(
            "GameType "
                + number
                + " on a "
                + width
                + " x "
                + height
                + " board is not supported: boards are square, of an even size from "
                + Geometry.MIN_SIZE
                + " to "
                + Geometry.MAX_SIZE,
            text,
            offset);
      }
      if ("1".equals(m.group(7))) {
        throw new NotationException(
            "GameType \""
                + Quoting.shown(value)
                + "\" is not supported: its bottom left corner is not a playing square (invert"
                + " flag 1)",
            text,
            offset);
      }
      if (m.group(5).equals("S")) {
        throw new NotationException(
            "GameType \"" + Quoting.shown(value) + "\" is not supported: short-form (SAN) notation",
            text,
            offset);
      }
      size = width;
      first = m.group(2).equals("W") ? Color.WHITE : Color.BLACK;
      algebraic = m.group(5).equals("A");
    }
    DraughtsRules sized = rules.withSize(size);
    Draughts game = sameMoves(byDefault.rules(), sized) ? byDefault : new Draughts(sized);
    return new PdnType(number, game, first, algebraic);
  }

  private static boolean sameMoves(DraughtsRules a, DraughtsRules b) {
    return a.size() == b.size() && a.moveRules().equals(b.moveRules());
  }

  /** The rules of a type on its standard board, or the refusal that names what is missing. */
  private static DraughtsRules rules(int number, String text, int offset) {
    String refusal =
        switch (number) {
          case 20, 21, 23, 25, 26, 27 -> null;
          case 0 -> "GameType 0 is chess, not draughts";
          case 1 -> "GameType 1 is Chinese chess, not draughts";
          case 50 -> "GameType 50 is Othello, not draughts";
          case 22 ->
              "GameType 22 (Italian draughts)"
                  + NOT_EXPRESSED
                  + "men may not capture kings in it, captures are chosen by quality (the most"
                  + " kings, a king first), and its board is mirrored";
          case 24 ->
              "GameType 24 (Spanish draughts)"
                  + NOT_EXPRESSED
                  + "among the largest captures the one taking the most kings is compulsory (the"
                  + " quality rule), and its board is mirrored";
          case 28 ->
              "GameType 28 (Portuguese draughts)"
                  + NOT_EXPRESSED
                  + "among the largest captures the one taking the most kings is compulsory (the"
                  + " quality rule), and its board is mirrored";
          case 29 ->
              "GameType 29 (Czech draughts)"
                  + NOT_EXPRESSED
                  + "a capture with a king must be chosen over a capture with a man";
          case 30 ->
              "GameType 30 (Turkish draughts)"
                  + NOT_EXPRESSED
                  + "pieces move and capture straight"
                  + " ahead and sideways, not diagonally";
          case 31 ->
              "GameType 31 (Thai draughts)"
                  + NOT_EXPRESSED
                  + "men start on two rows, and a king must land right behind the piece it takes";
          case 40 ->
              "GameType 40 (Frisian draughts)"
                  + NOT_EXPRESSED
                  + "pieces also capture straight, and captures are weighed by the value of the"
                  + " pieces taken";
          case 41 ->
              "GameType 41 (Spantsiretti draughts)"
                  + NOT_EXPRESSED
                  + "its board is 10 x 8, not square";
          default ->
              number >= 2 && number <= 19
                  ? "GameType " + number + " is kept for chess games, not draughts"
                  : "GameType " + number + " is not a PDN 3.0 game type";
        };
    if (refusal != null) {
      throw new NotationException(refusal, text, offset);
    }
    return standard(number);
  }

  /** The rules of a supported type on its standard board. */
  static DraughtsRules standard(int number) {
    return switch (number) {
      case 20 -> DraughtsRules.international();
      case 26 -> DraughtsRules.brazilian();
      case 27 -> DraughtsRules.canadian();
      // English draughts: men step and capture forward only, kings step one square, any
      // capture may be chosen; no FMJD limit, a position repeated three times still draws
      case 21 -> checkers().withMenCaptureBackward(false).withFlyingKings(false);
      // American pool checkers: men capture backward too, kings fly, any capture may be chosen
      case 23 -> checkers();
      // Russian draughts: as pool checkers, and a man crowned during a capture goes on as a
      // king; 15 moves of each side made with kings only, without capture, draw
      case 25 -> checkers().withPromotionDuringCapture(true).withKingMovePlies(30);
      default -> throw new IllegalArgumentException("no rules for GameType " + number);
    };
  }

  /** 8 x 8, free choice of capture, no limit but the repetition. */
  private static DraughtsRules checkers() {
    return DraughtsRules.brazilian()
        .withMajorityCapture(false)
        .withKingMovePlies(0)
        .withLongEndgamePlies(0)
        .withShortEndgamePlies(0);
  }

  /**
   * The type a game is written under: the number whose move rules are the game's, with the board
   * fields when the board is not the type's.
   *
   * @return the type, or null if no PDN game type has the game's move rules
   */
  static PdnType of(Draughts game) {
    DraughtsRules rules = game.rules();
    MoveRules moves = rules.moveRules();
    int number;
    if (moves.isInternational()) {
      number = rules.size() == 8 ? 26 : rules.size() == 12 ? 27 : 20;
    } else if (moves.equals(standard(21).moveRules())) {
      number = 21;
    } else if (moves.equals(standard(23).moveRules())) {
      number = 23;
    } else if (moves.equals(standard(25).moveRules())) {
      number = 25;
    } else {
      return null;
    }
    Color first = number == 21 || number == 23 ? Color.BLACK : Color.WHITE;
    return new PdnType(number, game, first, number == 25 || number == 26);
  }

  /** The standard start: the game's men, the first side to move. */
  DraughtsPosition start() {
    DraughtsPosition start = game.start();
    return start.sideToMove() == first ? start : start.withSideToMove(first);
  }

  /**
   * The tag value: the number alone for the type's own board, side and notation; with every field
   * otherwise.
   */
  String tag() {
    int size = standard(number).size();
    Color standardFirst = number == 21 || number == 23 ? Color.BLACK : Color.WHITE;
    boolean standardAlgebraic = number == 25 || number == 26;
    if (game.rules().size() == size && first == standardFirst && algebraic == standardAlgebraic) {
      return String.valueOf(number);
    }
    int n = game.rules().size();
    String corner = algebraic ? "A0" : first == Color.WHITE ? "N2" : "N1";
    return number + "," + first.letter() + "," + n + "," + n + "," + corner + ",0";
  }

  /**
   * Whether results are written 2-0, 1-1, 0-2 (international and Canadian) or 1-0, 1/2-1/2, 0-1.
   */
  boolean internationalResults() {
    return number == 20 || number == 27;
  }

  /** The capture sign of the type's notation: {@code :} in Russian draughts, else {@code x}. */
  char captureSign() {
    return number == 25 ? ':' : 'x';
  }
}
