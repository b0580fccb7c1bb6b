package io.github.plateau.cli;

import io.github.plateau.core.Games;
import java.util.List;
import java.util.Set;

/** {@code games}: the ids of the installed games, one per line. */
final class GamesCommand implements Command {
  @Override
  public String name() {
    return "games";
  }

  @Override
  public String synopsis() {
    return "";
  }

  @Override
  public String summary() {
    return "list the installed game ids";
  }

  @Override
  public int run(List<String> args, Console console) {
    Arguments.parse(args, Set.of(), Set.of()).expect();
    for (String id : Games.ids()) {
      console.out().println(id);
    }
    return 0;
  }
}
