package io.github.plateau.napoleon;

/** The core contracts on a game of 4 armies (section 11, Waterloo). */
class Waterloo4ContractTest extends WaterlooContract {
  Waterloo4ContractTest() {
    super(4, 41);
  }
}
