package io.github.plateau.cli;

import io.github.plateau.core.Game;
import io.github.plateau.core.Games;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.text.Decimals;
import io.github.plateau.core.text.Quoting;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeSet;

/**
 * The parsed arguments of one command: positional arguments, options with a value ({@code --name
 * value} or {@code --name=value}) and flags ({@code --name}). A lone {@code --} ends the options.
 * Every problem is reported as a {@link UsageException}.
 */
final class Arguments {
  private final List<String> positionals;
  private final Map<String, String> options; // a flag's value is ""
  private final Map<String, List<String>> repeated;

  private Arguments(
      List<String> positionals, Map<String, String> options, Map<String, List<String>> repeated) {
    this.positionals = positionals;
    this.options = options;
    this.repeated = repeated;
  }

  /**
   * Reads a command's arguments.
   *
   * @param args the arguments after the command's name
   * @param valued the options that take a value, such as {@code "--fen"}
   * @param flags the options without a value, such as {@code "--divide"}
   * @return the arguments
   * @throws UsageException for an unknown option, a missing value or an option given twice
   */
  static Arguments parse(List<String> args, Set<String> valued, Set<String> flags) {
    return parse(args, valued, flags, Set.of());
  }

  /**
   * Reads a command's arguments, some of whose options may be given several times ({@code --engine
   * A=x --engine B=y}); {@link #all} gives their values.
   *
   * @param args the arguments after the command's name
   * @param valued the options that take a value once
   * @param flags the options without a value
   * @param repeatable the options that take a value and may be given several times
   * @return the arguments
   * @throws UsageException for an unknown option, a missing value or an option given twice
   */
  static Arguments parse(
      List<String> args, Set<String> valued, Set<String> flags, Set<String> repeatable) {
    Map<String, List<String>> repeated = new LinkedHashMap<>();
    List<String> rest = takeRepeated(args, repeatable, repeated);
    List<String> positionals = new ArrayList<>();
    Map<String, String> options = new LinkedHashMap<>();
    boolean optionsEnded = false;
    for (int i = 0; i < rest.size(); i++) {
      String arg = rest.get(i);
      if (optionsEnded || !arg.startsWith("--")) {
        positionals.add(arg);
        continue;
      }
      if (arg.equals("--")) {
        optionsEnded = true;
        continue;
      }
      int equals = arg.indexOf('=');
      String name = equals < 0 ? arg : arg.substring(0, equals);
      String value = equals < 0 ? null : arg.substring(equals + 1);
      if (flags.contains(name)) {
        if (value != null) {
          throw new UsageException("option " + name + " takes no value");
        }
        value = "";
      } else if (valued.contains(name)) {
        if (value == null) {
          if (i + 1 == rest.size() || rest.get(i + 1).startsWith("--")) {
            throw new UsageException("option " + name + " needs a value");
          }
          value = rest.get(++i);
        }
      } else {
        Set<String> known = new TreeSet<>(valued);
        known.addAll(flags);
        throw new UsageException(
            "unknown option "
                + name
                + (known.isEmpty() ? " (this command takes none)" : " (known: " + known + ")"));
      }
      if (options.put(name, value) != null) {
        throw new UsageException("option " + name + " given twice");
      }
    }
    return new Arguments(positionals, options, repeated);
  }

  /**
   * Checks the number of positional arguments.
   *
   * @param names the name of each expected argument, such as {@code "GAME"}, {@code "DEPTH"}
   * @throws UsageException naming the first missing argument or the first extra one
   */
  void expect(String... names) {
    if (positionals.size() < names.length) {
      throw new UsageException("missing " + names[positionals.size()]);
    }
    if (positionals.size() > names.length) {
      throw new UsageException("unexpected argument '" + positionals.get(names.length) + "'");
    }
  }

  /**
   * The positional arguments.
   *
   * @return them, in order
   */
  List<String> positionals() {
    return List.copyOf(positionals);
  }

  /**
   * A positional argument.
   *
   * @param index its place, from 0, among the positional arguments
   * @return the argument
   */
  String positional(int index) {
    return positionals.get(index);
  }

  /**
   * The game a positional argument specifies ({@link Games#create}).
   *
   * @param index its place, from 0, among the positional arguments
   * @return the game
   * @throws UsageException naming the problem, without echoing the argument the user just typed
   */
  Game<?, ?> game(int index) {
    try {
      return Games.create(positional(index));
    } catch (NotationException e) {
      throw new UsageException(e.problem());
    }
  }

  /**
   * Whether a flag was given.
   *
   * @param name the flag, such as {@code "--divide"}
   * @return true if given
   */
  boolean flag(String name) {
    return options.containsKey(name);
  }

  /**
   * The value of an option.
   *
   * @param name the option, such as {@code "--fen"}
   * @return the value, or empty if the option was not given
   */
  Optional<String> value(String name) {
    return Optional.ofNullable(options.get(name));
  }

  /**
   * The values of an option that may be given several times, in order.
   *
   * @param name one of the repeatable options
   * @return the values, empty if the option was not given
   */
  List<String> all(String name) {
    return repeated.getOrDefault(name, List.of());
  }

  /**
   * The value of an option that must be given.
   *
   * @param name the option
   * @param placeholder what the value stands for in the synopsis, such as {@code "N"}
   * @return the value
   * @throws UsageException if the option is missing
   */
  String required(String name, String placeholder) {
    return value(name)
        .orElseThrow(() -> new UsageException("missing option " + name + " " + placeholder));
  }

  /**
   * An integer option.
   *
   * @param name the option
   * @param defaultValue the value when the option is absent
   * @param min the smallest accepted value
   * @param max the largest accepted value
   * @return the value
   * @throws UsageException if the value is not a decimal integer in {@code [min, max]}
   */
  int integer(String name, int defaultValue, int min, int max) {
    Optional<String> value = value(name); // no lambda: this runs at every start of perft
    return value.isPresent() ? integer(name, value.get(), min, max) : defaultValue;
  }

  /**
   * Takes out the options that may be given several times ({@code --engine A=x --engine B=y}),
   * written {@code --name value} or {@code --name=value}.
   *
   * @param args the arguments
   * @param names the repeatable options
   * @param into receives each option's values in order
   * @return the other arguments, for {@link #parse}
   * @throws UsageException if such an option lacks its value
   */
  private static List<String> takeRepeated(
      List<String> args, Set<String> names, Map<String, List<String>> into) {
    List<String> rest = new ArrayList<>();
    for (int i = 0; i < args.size(); i++) {
      String arg = args.get(i);
      String name =
          arg.contains("=") && arg.startsWith("--") ? arg.substring(0, arg.indexOf('=')) : arg;
      if (names.contains(name)) {
        String value;
        if (!name.equals(arg)) {
          value = arg.substring(name.length() + 1);
        } else if (i + 1 < args.size()) {
          value = args.get(++i);
        } else {
          throw new UsageException("option " + name + " needs a value");
        }
        into.computeIfAbsent(name, k -> new ArrayList<>()).add(value);
      } else {
        rest.add(arg);
      }
    }
    return rest;
  }

  /**
   * Reads an integer argument.
   *
   * @param what the argument's name for the message, such as {@code "DEPTH"} or {@code "--games"}
   * @param text the argument
   * @param min the smallest accepted value
   * @param max the largest accepted value
   * @return the value
   * @throws UsageException if the text is not a decimal integer in {@code [min, max]}
   */
  static int integer(String what, String text, int min, int max) {
    return Math.toIntExact(number(what, text, min, max));
  }

  /**
   * Reads a 64-bit integer argument, such as a seed.
   *
   * @param what the argument's name for the message
   * @param text the argument
   * @return the value
   * @throws UsageException if the text is not a decimal 64-bit integer
   */
  static long longInteger(String what, String text) {
    return number(what, text, Long.MIN_VALUE, Long.MAX_VALUE);
  }

  /**
   * Reads a whole number for an option, in the words of {@code match}: {@code --games must be a
   * whole number, not 'x'} and {@code --concurrency must be 1 to 256, not 257}.
   *
   * @param option the option's name
   * @param text its value
   * @param min the smallest accepted value
   * @param max the largest accepted value
   * @return the value
   * @throws UsageException if the text is not a decimal integer in {@code [min, max]}
   */
  static long wholeNumber(String option, String text, long min, long max) {
    long n = orRefuse(Decimals.parse(text), option + " must be a whole number", text);
    if (n < min || n > max) {
      throw new UsageException(option + " must be " + min + " to " + max + ", not " + text);
    }
    return n;
  }

  /**
   * The value read from an argument, or a usage error that quotes the argument.
   *
   * @param read the value, or empty if the argument did not read
   * @param problem the message's start, such as {@code "--port must be a number"}
   * @param text the argument, quoted after {@code ", not "}
   * @param <T> the value's type
   * @return the value
   * @throws UsageException {@code PROBLEM, not 'TEXT'} if there is no value
   */
  static <T> T orRefuse(Optional<T> read, String problem, String text) {
    return read.orElseThrow(() -> refusal(problem, text));
  }

  /**
   * The number read from an argument, or a usage error that quotes the argument.
   *
   * @param read the number, or empty if the argument did not read
   * @param problem the message's start, such as {@code "--port must be a number"}
   * @param text the argument, quoted after {@code ", not "}
   * @return the number
   * @throws UsageException {@code PROBLEM, not 'TEXT'} if there is no number
   */
  static long orRefuse(OptionalLong read, String problem, String text) {
    return read.orElseThrow(() -> refusal(problem, text));
  }

  private static UsageException refusal(String problem, String text) {
    return new UsageException(problem + ", not '" + Quoting.shown(text) + "'");
  }

  private static long number(String what, String text, long min, long max) {
    // ASCII digits only: Long.parseLong would read an Arabic-Indic "١" as 1
    OptionalLong n = Decimals.parse(text); // no blanks either: " 1 " is no number as written
    if (n.isPresent() && n.getAsLong() >= min && n.getAsLong() <= max) {
      return n.getAsLong();
    }
    String range;
    if (min == Long.MIN_VALUE) {
      range = "a 64-bit integer";
    } else if (max == Integer.MAX_VALUE || max == Long.MAX_VALUE) {
      range = min == 0 ? "a non-negative integer" : "an integer of at least " + min;
    } else {
      range = "an integer from " + min + " to " + max;
    }
    throw new UsageException(what + " must be " + range + ", not '" + Quoting.shown(text) + "'");
  }
}
