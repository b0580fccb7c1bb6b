package io.github.plateau.cli;

import java.util.List;

/** One command of the {@code plateau} tool, such as {@code perft}. */
interface Command {

  /**
   * The word that selects the command.
   *
   * @return the name, such as {@code "perft"}
   */
  String name();

  /**
   * The command's arguments and options, after its name.
   *
   * @return a synopsis such as {@code "GAME DEPTH [--fen POSITION]"}
   */
  String synopsis();

  /**
   * What the command does, in one line.
   *
   * @return a short description
   */
  String summary();

  /**
   * Runs the command.
   *
   * @param args the arguments after the command's name
   * @param console the standard streams
   * @return the exit status
   * @throws UsageException if the arguments do not follow the synopsis
   * @throws io.github.plateau.core.PlateauException if a game, position or move is malformed
   */
  int run(List<String> args, Console console);
}
