package io.github.plateau.napoleon;

import java.util.List;

/** Texts that are not positions of the 8 x 8 game, each for one rejection path. */
final class MalformedPositions {
  private MalformedPositions() {}

  static final List<String> TEXTS =
      List.of(
          "",
          " ",
          "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0",
          "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0 - -",
          "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC  s - 0 -",
          "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0 - ",
          "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN s - 0 -",
          "ccaSggicc/aSiiidiiaS/8/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0 -",
          "ccaSggicc/aSiiidiiaS/8/8/8/7/ANIIDIIIAN/CCIGGANCC s - 0 -",
          "ccaSggicc/aSiiidiiaS/8/8/8/9/ANIIDIIIAN/CCIGGANCC s - 0 -",
          "ccaSggicc/aSiiidiiaS/8/8/8/08/ANIIDIIIAN/CCIGGANCC s - 0 -",
          "ccaggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0 -",
          "ccaXggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0 -",
          "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGKNCC s - 0 -",
          "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC w - 0 -",
          "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC S - 0 -",
          "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s se2x3 0 -",
          "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s se2x0 0 -",
          "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s se22 0 -",
          "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s se2x1,sd2x1 0 -",
          "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s xe2x1 0 -",
          "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s si2x1 0 -",
          "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s se2x1, 0 -",
          "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - -1 -",
          "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 01 -",
          "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 99999999999 -",
          "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0 Xc4",
          "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0 Vc4,Mc4",
          "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0 Vc9",
          "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0 Vc4;Md5",
          "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0 Ma1",
          "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0 Fa2",
          "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0 Mh2",
          "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC");
}
