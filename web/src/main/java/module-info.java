/**
 * A local web board for every installed game: {@link io.github.plateau.web.BoardServer} serves a
 * page where people play each other, the random player, bots on the class path and external engines
 * ({@link io.github.plateau.web.Opponent}), over a JSON API.
 */
module io.github.plateau.web {
  requires transitive io.github.plateau.core;
  requires io.github.plateau.engine;
  requires com.google.common;
  requires com.fasterxml.jackson.databind;
  requires io.javalin;

  exports io.github.plateau.web;
}
