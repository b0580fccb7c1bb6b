package io.github.plateau.engine;

import io.github.plateau.core.Game;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.Player;
import io.github.plateau.core.Position;
import io.github.plateau.core.search.SearchPlayer;
import io.github.plateau.core.text.Decimals;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.OptionalLong;
import java.util.Set;
import java.util.function.Function;

/**
 * What the servers of the UCI family (USI, UCI, UCCI, NSP) read alike: a command is the first word
 * of its line; {@code isready} is answered {@code readyok}, {@code setoption} sets an option,
 * {@code stop} stops the search and {@code quit} ends the conversation. The protocol reads its
 * other commands ({@link #command}) and may handle some options itself ({@link #setOption}).
 *
 * @param <P> the position type
 * @param <M> the move type
 */
abstract class UciFamilyServer<P extends Position<P, M>, M> extends ServerSession<P, M> {
  UciFamilyServer(Game<P, M> game, Player<P, M> player, EngineIdentity identity, OutputStream out) {
    super(game, player, identity, out);
  }

  /**
   * Handles a command of the protocol's own, the handshake included.
   *
   * @param command the command's first word
   * @param t the line's words after it
   * @param line the whole line, for a command read from the line itself
   * @return false if the protocol has no such command
   * @throws RuntimeException for a bad command: its message goes to {@link #error}
   */
  protected abstract boolean command(String command, Tokens t, String line);

  /**
   * Reads the option a {@code setoption} sets: {@code name N value V} in every protocol but UCCI.
   *
   * @param t the line's words after {@code setoption}
   * @return the option's name and value
   * @throws IllegalArgumentException if the words name no option
   */
  protected OptionLines.Setting setting(Tokens t) {
    return OptionLines.setting(t);
  }

  /**
   * Sets an option a GUI sent: the player's, unless the protocol handles that option itself. Only
   * between searches, as {@link #hash}: the player is not used by two threads at once.
   *
   * @param name the option's name
   * @param value its value, empty when none is given
   * @throws IllegalStateException during a search, changing nothing
   */
  protected void setOption(String name, String value) {
    requireIdle("setoption " + name);
    String table = tableOption();
    if (name.equals(HASH) && !table.equals(HASH) && player.options().containsKey(HASH)) {
      // announced by the protocol's own name: the player's is not this engine's
      throw new IllegalArgumentException(
          "no option named " + HASH + "; this engine sizes the table with " + table);
    }
    try {
      player.setOption(name, value);
    } catch (IllegalArgumentException e) {
      if (player.options().containsKey(name)) {
        throw e; // a value the player refuses
      }
      // the player's message names its options as it calls them, not as this engine does
      throw new IllegalArgumentException(
          "no option named " + name + "; this engine's options: " + String.join(", ", options()));
    }
  }

  /**
   * The protocol's name of the option that sizes the player's table ({@value #HASH} where it keeps
   * the player's own name).
   *
   * @return the name
   */
  protected String tableOption() {
    return HASH;
  }

  /**
   * The options this engine announces, by the names it announces them: the protocol's own, then the
   * player's.
   *
   * @return the names
   */
  protected List<String> options() {
    List<String> names = new ArrayList<>(ownOptions());
    player.options().keySet().stream()
        .filter(n -> !(n.equals(HASH) && names.contains(tableOption())))
        .filter(n -> !names.contains(n))
        .forEach(names::add);
    return names;
  }

  /**
   * The options the protocol announces itself, as {@link #options} lists them first.
   *
   * @return the names; none by default
   */
  protected List<String> ownOptions() {
    return List.of();
  }

  /**
   * The most megabytes a {@code Hash} option (USI's {@code USI_Hash}) announces and takes: as many
   * as core's search player takes.
   */
  static final int HASH_MAX = SearchPlayer.MAX_HASH_MEGABYTES;

  /** The name of a player's option that sizes its table in megabytes: core's search player's. */
  static final String HASH = SearchPlayer.HASH;

  /**
   * Gives the protocol's hash option to the player, if the player has a {@value #HASH} option: only
   * between searches, since the player is not used by two threads at once and a new table may take
   * long to make.
   *
   * @param option the protocol's name of the option, for the message
   * @param megabytes the megabytes the GUI set, checked by {@link #megabytes}
   * @throws IllegalStateException during a search, changing nothing
   */
  protected final void hash(String option, int megabytes) {
    if (player.options().containsKey(HASH)) {
      requireIdle("setoption " + option);
      player.setOption(HASH, Integer.toString(megabytes));
    }
  }

  /**
   * The megabytes a protocol's hash option announces as its default: the player's {@value #HASH},
   * where it has one that is a whole number, so that a GUI that leaves the option alone is told the
   * table's size.
   *
   * @param fallback the default of a player without one
   * @return the megabytes
   */
  protected final int hashDefault(int fallback) {
    String value = player.options().get(HASH);
    try {
      return value == null ? fallback : megabytes(HASH, value);
    } catch (IllegalArgumentException e) {
      return fallback;
    }
  }

  /**
   * A spin option's value, as announced: a whole number from 1 to {@link #HASH_MAX} megabytes.
   *
   * @param name the option's name, for the message
   * @param value the value sent
   * @return the megabytes
   * @throws IllegalArgumentException if the value is out of range or no whole number
   */
  static int megabytes(String name, String value) {
    String refusal =
        name + " takes megabytes from 1 to " + HASH_MAX + ", not " + Messages.quote(value);
    OptionalLong megabytes = Decimals.parse(value.strip());
    if (megabytes.isEmpty() || megabytes.getAsLong() < 1 || megabytes.getAsLong() > HASH_MAX) {
      throw new IllegalArgumentException(refusal);
    }
    return (int) megabytes.getAsLong();
  }

  /**
   * A check option's value: {@code true} or {@code false}, as the protocols write them.
   *
   * @param name the option's name, for the message
   * @param value the value sent
   * @return the value
   * @throws IllegalArgumentException if the value is neither
   */
  static boolean check(String name, String value) {
    return switch (value.trim()) {
      case "true" -> true;
      case "false" -> false;
      default ->
          throw new IllegalArgumentException(
              name + " takes true or false, not " + Messages.quote(value));
    };
  }

  /**
   * Reads a list of moves ({@code searchmoves}, UCCI's {@code banmoves}) up to the line's end or a
   * word of {@code ends}: each legal move once, in the order given. A word that is no legal move
   * here is said and passed over, since a GUI waits for the answer to {@code go} whatever it sent.
   *
   * @param t the line's words, at the list's first
   * @param field the list's name, for the error lines
   * @param ends the words that end the list: the command's other fields
   * @param read a word's move in the position, or a {@link PlateauException}
   * @return the moves read, in their order
   */
  protected final Set<M> legalMoves(
      Tokens t, String field, Set<String> ends, Function<String, M> read) {
    Set<M> moves = new LinkedHashSet<>();
    while (t.hasNext() && !ends.contains(t.peek())) {
      String text = t.next("a move");
      try {
        moves.add(read.apply(text));
      } catch (PlateauException e) { // a notation or an illegal move
        error(field + ": " + Messages.quote(text) + " is no legal move here; it is ignored");
      }
    }
    return moves;
  }

  /**
   * Reads a {@code searchmoves} field of a {@code go}, as {@link #legalMoves} reads a list: its
   * moves join those of an earlier such field of the same {@code go}.
   *
   * @param before the moves of the earlier fields, or null for none
   * @param t the line's words, after {@code searchmoves}
   * @param fields the words of the protocol's {@code go} that end the list
   * @param read a word's move in the position, or a {@link PlateauException}
   * @return the moves of every field read, in their order
   */
  protected final Set<M> searchMoves(
      Set<M> before, Tokens t, Set<String> fields, Function<String, M> read) {
    Set<M> moves = before == null ? new LinkedHashSet<>() : before;
    moves.addAll(legalMoves(t, "searchmoves", fields, read));
    return moves;
  }

  /**
   * The moves a {@code go} searches among: those its {@code searchmoves} named, or every move where
   * it had none or named none legal (said in an error line).
   *
   * @param searchMoves the moves read after {@code searchmoves}, or null if the {@code go} had none
   * @return the moves, empty for every move
   */
  protected final Set<M> searched(Set<M> searchMoves) {
    if (searchMoves == null) {
      return Set.of();
    }
    if (searchMoves.isEmpty()) {
      error("searchmoves names no legal move; every move is searched");
    }
    return searchMoves;
  }

  /** Says goodbye on {@code quit}, before the conversation ends; nothing here. */
  protected void quit() {}

  /** Does on {@code isready}, before {@code readyok}, what is slow to do later; nothing here. */
  protected void ready() {}

  @Override
  protected final boolean handle(String line) {
    Tokens t = new Tokens(line);
    String command = t.next("a command");
    switch (command) {
      case "isready" -> {
        ready();
        send("readyok");
      }
      case "setoption" -> {
        OptionLines.Setting setting = setting(t);
        setOption(setting.name(), setting.value());
      }
      case "stop" -> stop();
      case "quit" -> {
        quit();
        return false;
      }
      default -> {
        if (!command(command, t, line)) {
          throw unknownCommand(command);
        }
      }
    }
    return true;
  }
}
