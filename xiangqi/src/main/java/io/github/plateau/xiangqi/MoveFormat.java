package io.github.plateau.xiangqi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.AmbiguousMoveException;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.NotationException;
import java.util.Optional;

/**
 * The move notations of game records ({@link Pgn}). Each reads its own shapes; the two WXF values
 * read the same moves (ASCII or full-width), and so do the two Chinese values (either script).
 */
public enum MoveFormat {
  /**
   * ICCS coordinates, written {@code H2-E2} in game records as in the original ICCS form, and read
   * in either case, with or without the dash ({@code h2e2}).
   */
  ICCS("ICCS"),
  /** WXF notation, such as {@code C2.5} or {@code H8+7} ({@link Wxf}). */
  WXF("WXF"),
  /**
   * WXF notation in full-width characters as the xqdb database writes it: {@code Ｃ２＝５}, {@code
   * Ｈ８＋７}, {@code =} for a move along the rank and the tandem sign before the piece ({@code ＋Ｒ＝３}).
   * Read as {@link #WXF} reads: either width, either order.
   */
  WXF_FULL_WIDTH("WXF"),
  /**
   * Chinese notation in simplified characters, such as {@code 炮二平五} or {@code 马８进７}: Red's files in
   * Chinese numerals, Black's in full-width digits, tandem pieces {@code 前车}, {@code 后炮}, {@code
   * 中兵}, {@code 二兵}. Read in either script, with any digits, and the other forms the Chinese rules
   * and xqbase.com describe.
   */
  CHINESE("Chinese"),
  /**
   * Chinese notation in traditional characters, such as {@code 炮二平五} or {@code 馬８進７} ({@code 帥 將 馬
   * 車 進 後}). Read as {@link #CHINESE} reads.
   */
  CHINESE_TRADITIONAL("Chinese"),
  /**
   * Standard algebraic notation as WinBoard and XBoard write xiangqi: {@code Che2}, {@code Hg3},
   * {@code Rxe7}, {@code e4}; files {@code a}..{@code i} and ranks {@code 0}..{@code 9} as in ICCS.
   * Read only.
   */
  SAN("");

  private final String tag;

  MoveFormat(String tag) {
    this.tag = tag;
  }

  /**
   * The value of a record's {@code Format} tag for this notation.
   *
   * @return {@code "ICCS"}, {@code "WXF"} or {@code "Chinese"}; empty for {@link #SAN}, which no
   *     {@code Format} tag names
   */
  public Optional<String> formatTag() {
    return tag.isEmpty() ? Optional.empty() : Optional.of(tag);
  }

  /**
   * The notation a {@code Format} tag names, read in either case: {@code ICCS}, {@code WXF} or
   * {@code Chinese}.
   *
   * @param value the tag's value
   * @return {@link #ICCS}, {@link #WXF} or {@link #CHINESE}, or empty if the value names none
   * @throws IllegalArgumentException if the value is null
   */
  public static Optional<MoveFormat> ofFormatTag(String value) {
    checkArgument(value != null, "value is null");
    for (MoveFormat format : new MoveFormat[] {ICCS, WXF, CHINESE}) {
      if (format.tag.equalsIgnoreCase(value)) {
        return Optional.of(format);
      }
    }
    return Optional.empty();
  }

  /**
   * Whether moves can be written in this notation.
   *
   * @return false for {@link #SAN}, which is read only
   */
  public boolean isWritable() {
    return this != SAN;
  }

  /**
   * Writes a move.
   *
   * @param position where the move is played
   * @param move a legal move there
   * @return the move's text, such as {@code "H2-E2"}, {@code "C2.5"} or {@code "炮二平五"}
   * @throws IllegalMoveException if the move is not legal in the position
   * @throws UnsupportedOperationException for {@link #SAN}, which is read only
   * @throws IllegalArgumentException if an argument is null
   */
  public String format(XiangqiPosition position, Move move) {
    checkArgument(position != null, "position is null");
    checkArgument(move != null, "move is null");
    return switch (this) {
      case ICCS -> {
        if (!position.isLegal(move)) {
          throw Refusals.refused(position, move);
        }
        Square from = move.from();
        Square to = move.to();
        yield new String(
            new char[] {
              (char) ('A' + from.file()),
              (char) ('0' + from.rank()),
              '-',
              (char) ('A' + to.file()),
              (char) ('0' + to.rank())
            });
      }
      case WXF -> Wxf.format(position, move);
      case WXF_FULL_WIDTH -> Wxf.fullWidth(Wxf.format(position, move));
      case CHINESE -> Chinese.format(position, move, false);
      case CHINESE_TRADITIONAL -> Chinese.format(position, move, true);
      case SAN -> throw new UnsupportedOperationException("SAN is read, not written");
    };
  }

  /**
   * Reads a move.
   *
   * @param position where the move is played
   * @param text the move's text
   * @return the legal move it names
   * @throws NotationException if the text is not of this notation, with the offset of the problem
   * @throws AmbiguousMoveException if the text fits several legal moves (naming them)
   * @throws IllegalMoveException if the text names no legal move
   * @throws IllegalArgumentException if an argument is null
   */
  public Move parse(XiangqiPosition position, String text) {
    checkArgument(position != null, "position is null");
    checkArgument(text != null, "text is null");
    return read(position, Excerpt.of(text));
  }

  /** {@link #parse} of a move that is a whole text. */
  Move read(XiangqiPosition position, Excerpt text) {
    return switch (this) {
      case ICCS -> MoveText.parse(position, text);
      case WXF, WXF_FULL_WIDTH -> readWxf(position, text);
      case CHINESE, CHINESE_TRADITIONAL -> Chinese.read(position, text);
      case SAN -> San.read(position, text);
    };
  }

  /** WXF in either width: a full-width text is read as its ASCII twin, its problems told as its. */
  private static Move readWxf(XiangqiPosition position, Excerpt text) {
    String ascii = Wxf.ascii(text.text());
    if (ascii.equals(text.text())) {
      return Wxf.read(position, text);
    }
    try {
      return Wxf.read(position, Excerpt.of(ascii));
    } catch (AmbiguousMoveException e) {
      throw new AmbiguousMoveException(text.text(), e.candidates());
    } catch (NotationException e) {
      throw text.error(e.problem(), e.offset());
    }
  }

  /**
   * The notation a move's text has the shape of, when no {@code Format} tag says: ICCS ({@code
   * h2e2}), WXF ({@code C2.5}, also full-width), Chinese (a direction character such as {@code 进}),
   * else SAN ({@code Che2}).
   *
   * @return the notation, or empty if the text has none of these shapes
   */
  static Optional<MoveFormat> shapeOf(String text) {
    if (MoveText.looksLike(text)) {
      return Optional.of(ICCS);
    }
    if (Wxf.looksLike(Wxf.ascii(text))) {
      return Optional.of(WXF);
    }
    if (Chinese.looksLike(text)) {
      return Optional.of(CHINESE);
    }
    return San.looksLike(text) ? Optional.of(SAN) : Optional.empty();
  }
}
