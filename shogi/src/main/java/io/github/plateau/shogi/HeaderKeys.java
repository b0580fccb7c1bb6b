package io.github.plateau.shogi;

/** The header keys that CSA ({@code $EVENT:}) and KIF ({@code 棋戦：}) share, to translate them. */
final class HeaderKeys {
  private static final String[][] PAIRS = {
    {"EVENT", "棋戦"},
    {"SITE", "場所"},
    {"START_TIME", "開始日時"},
    {"END_TIME", "終了日時"},
    {"TIME_LIMIT", "持ち時間"},
    {"OPENING", "戦型"},
  };

  private HeaderKeys() {}

  static String toCsa(String key) {
    for (String[] pair : PAIRS) {
      if (pair[1].equals(key)) {
        return pair[0];
      }
    }
    return key;
  }

  static String toKif(String key) {
    for (String[] pair : PAIRS) {
      if (pair[0].equals(key)) {
        return pair[1];
      }
    }
    return key;
  }
}
