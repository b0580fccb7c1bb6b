package io.github.plateau.shogi;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.Optional;

/**
 * The standard start positions of shogi: the even game and the handicaps, in which the stronger
 * player, gote (uwate), gives up pieces and moves first. Each has its Japanese name as the {@code
 * 手合割} header of KIF writes it and its SFEN.
 */
public enum Handicap {
  /** The even game (平手): sente moves first. */
  EVEN("平手", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"),
  /** Lance (香落ち): gote's lance on 1a removed. */
  LANCE("香落ち", "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
  /** Right lance (右香落ち): gote's lance on 9a removed. */
  RIGHT_LANCE("右香落ち", "1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
  /** Bishop (角落ち). */
  BISHOP("角落ち", "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
  /** Rook (飛車落ち). */
  ROOK("飛車落ち", "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
  /** Rook and lance (飛香落ち): the rook and the lance on 1a. */
  ROOK_LANCE("飛香落ち", "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
  /** Two pieces (二枚落ち): rook and bishop. */
  TWO_PIECES("二枚落ち", "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
  /** Three pieces (三枚落ち): rook, bishop and the lance on 1a. */
  THREE_PIECES("三枚落ち", "lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
  /** Four pieces (四枚落ち): rook, bishop and both lances. */
  FOUR_PIECES("四枚落ち", "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
  /** Five pieces (五枚落ち): four pieces and the knight on 8a. */
  FIVE_PIECES("五枚落ち", "2sgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
  /** Left five pieces (左五枚落ち): four pieces and the knight on 2a. */
  LEFT_FIVE_PIECES("左五枚落ち", "1nsgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
  /** Six pieces (六枚落ち): rook, bishop, both lances and both knights. */
  SIX_PIECES("六枚落ち", "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
  /** Left seven pieces (左七枚落ち): six pieces and the silver on 3a. */
  LEFT_SEVEN_PIECES("左七枚落ち", "2sgkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
  /** Right seven pieces (右七枚落ち): six pieces and the silver on 7a. */
  RIGHT_SEVEN_PIECES("右七枚落ち", "3gkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
  /** Eight pieces (八枚落ち): rook, bishop, lances, knights and silvers. */
  EIGHT_PIECES("八枚落ち", "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
  /** Ten pieces (十枚落ち): all but the king and the pawns. */
  TEN_PIECES("十枚落ち", "4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");

  private final String japaneseName;
  private final String sfen;

  Handicap(String japaneseName, String sfen) {
    this.japaneseName = japaneseName;
    this.sfen = sfen;
  }

  /**
   * The name KIF gives this start in its {@code 手合割} header.
   *
   * @return such as {@code "平手"} or {@code "二枚落ち"}
   */
  public String japaneseName() {
    return japaneseName;
  }

  /**
   * The start position in SFEN, move number 1 (ply 0).
   *
   * @return the SFEN
   */
  public String sfen() {
    return sfen;
  }

  /**
   * The start position under a game's rules.
   *
   * @param game the game
   * @return the position
   * @throws IllegalArgumentException if the game is null
   */
  public ShogiPosition position(Shogi game) {
    checkArgument(game != null, "game is null");
    return game.parse(sfen);
  }

  /**
   * The handicap whose start a position is: same board, hands and side to move, and ply 0.
   *
   * @param position a position
   * @return the handicap, or empty if the position is none of them
   * @throws IllegalArgumentException if the position is null
   */
  public static Optional<Handicap> of(ShogiPosition position) {
    checkArgument(position != null, "position is null");
    String text = position.toString();
    for (Handicap handicap : values()) {
      if (handicap.sfen.equals(text)) {
        return Optional.of(handicap);
      }
    }
    return Optional.empty();
  }

  /**
   * The handicap of a Japanese name: the name KIF writes ({@link #japaneseName()}) or one of the
   * other spellings that sites and programs write, read the same: {@code 香落ち} also as {@code 左香落ち},
   * {@code 飛車落ち} as {@code 飛落ち}, {@code 飛香落ち} as {@code 飛車香落ち}, the counts of pieces in kanji,
   * full-width or ASCII digits ({@code 二枚落ち}, {@code ２枚落ち}, {@code 2枚落ち}) and {@code 落} for {@code
   * 落ち}. Blanks around the name are ignored.
   *
   * @param japaneseName such as {@code "香落ち"} or {@code "2枚落ち"}
   * @return the handicap, or empty if the name is none of them
   * @throws IllegalArgumentException if the name is null
   */
  public static Optional<Handicap> ofJapaneseName(String japaneseName) {
    checkArgument(japaneseName != null, "japaneseName is null");
    String name = canonical(japaneseName);
    for (Handicap handicap : values()) {
      if (handicap.japaneseName.equals(name)) {
        return Optional.of(handicap);
      }
    }
    return Optional.empty();
  }

  /** The KIF spelling of a name written another common way. */
  private static String canonical(String name) {
    StringBuilder out = new StringBuilder(name.length());
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      int ascii = "0123456789".indexOf(c);
      int wide = "０１２３４５６７８９".indexOf(c);
      int digit = Math.max(ascii, wide);
      if (digit >= 0) {
        boolean ten = digit == 1 && i + 1 < name.length() && "0０".indexOf(name.charAt(i + 1)) >= 0;
        out.append(ten ? "十" : String.valueOf("〇一二三四五六七八九".charAt(digit)));
        i += ten ? 1 : 0;
      } else if (c != ' ' && c != '\u3000' && c != '\t') {
        out.append(c);
      }
    }
    String written = out.toString();
    if (written.endsWith("落") || written.endsWith("落ち")) {
      written = written.substring(0, written.indexOf('落')) + "落ち";
    }
    return switch (written) {
      case "左香落ち" -> "香落ち";
      case "飛落ち" -> "飛車落ち";
      case "飛車香落ち" -> "飛香落ち";
      default -> written;
    };
  }
}
