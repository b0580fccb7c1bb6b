package io.github.plateau.napoleon;

/** The core contracts on a game of 3 armies (section 11, Waterloo). */
class Waterloo3ContractTest extends WaterlooContract {
  Waterloo3ContractTest() {
    super(3, 31);
  }
}
