package io.github.plateau.cli;

import io.github.plateau.core.Games;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.text.Quoting;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.InvalidPathException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code plateau} command line: {@code games}, {@code perft}, {@code moves}, {@code play},
 * {@code selfplay} and {@code record} for every installed game.
 *
 * <p>Exit status: 0 on success; 2 for a usage error or input the library refused (a one-line
 * message on standard error); 1 if standard input cannot be read or standard output cannot be
 * written (a closed pipe, a full disk), or the heap runs out: the command stops there; 3 for a bug
 * inside Plateau (its stack trace on standard error); 4 when {@code perft --compare} finds a
 * difference. Control characters of messages are written as escapes.
 */
public final class Main {
  /**
   * The command names, in the order of the usage text. A command is made only when it is run or its
   * usage is shown, so that a run loads the classes of its own command alone (the web server's are
   * many).
   */
  private static final List<String> NAMES =
      List.of(
          "games",
          "perft",
          "mate",
          "moves",
          "play",
          "selfplay",
          "record",
          "svg",
          "engine",
          "match",
          "serve");

  /** What {@code plateau} alone prints on standard error, before it exits with status 2. */
  static final String SHORT_USAGE =
      "Usage: plateau COMMAND [ARGUMENTS]; plateau help lists the commands";

  private Main() {}

  /** The command of a name, made anew; null if there is none. */
  private static Command make(String name) {
    return switch (name) {
      case "games" -> new GamesCommand();
      case "perft" -> new PerftCommand();
      case "mate" -> new MateCommand();
      case "moves" -> new MovesCommand();
      case "play" -> new PlayCommand();
      case "selfplay" -> new SelfplayCommand();
      case "record" -> new RecordCommand();
      case "svg" -> new SvgCommand();
      case "engine" -> new EngineCommand();
      case "match" -> new MatchCommand();
      case "serve" -> new ServeCommand();
      default -> null;
    };
  }

  /**
   * Every command, in the order of the usage text.
   *
   * @return a new map from each command's name to the command
   */
  static Map<String, Command> commands() {
    Map<String, Command> commands = new LinkedHashMap<>();
    for (String name : NAMES) {
      commands.put(name, make(name));
    }
    return commands;
  }

  /**
   * Runs the command line and exits with its status.
   *
   * @param args the command and its arguments
   */
  public static void main(String[] args) {
    PrintStream out = strict(FileDescriptor.out, "standard output");
    PrintStream err = strict(FileDescriptor.err, "standard error");
    System.exit(run(args, StandardInput.open(), out, err));
  }

  private static PrintStream strict(FileDescriptor fd, String name) {
    return new PrintStream(
        new StrictOutputStream(new BufferedOutputStream(new FileOutputStream(fd)), name),
        true,
        StandardCharsets.UTF_8);
  }

  /**
   * Runs the command line on the given streams.
   *
   * @param args the command and its arguments
   * @param in standard input, read as UTF-8
   * @param out standard output
   * @param err standard error
   * @return the exit status: 0 on success, 2 for a usage error or input the library refused, 1 if
   *     the input cannot be read, the output written or the heap runs out, 3 for a bug inside
   *     Plateau
   */
  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
    Console console = new Console(in, out, err);
    int status;
    try {
      status = dispatch(List.of(args), console);
      out.flush();
    } catch (PlateauException | UsageException | InputException e) {
      status = failed(console, "plateau: " + oneLine(e), 2);
    } catch (UncheckedIOException e) {
      status = failed(console, "plateau: " + oneLine(e), 1);
    } catch (InvalidPathException e) { // a name given that the system's file names cannot hold
      status = failed(console, "plateau: " + notAFileName(e.getInput()), 2);
    } catch (OutOfMemoryError e) { // what filled the heap is unreachable once thrown here
      status = failed(console, "plateau: out of memory: give Java a larger heap (-Xmx)", 1);
    } catch (RuntimeException | StackOverflowError e) {
      status = failed(console, "plateau: internal error, please report it: " + oneLine(e), 3);
      printStackTrace(e, err);
    }
    if (status == 0 && out.checkError()) { // a stream given by a caller that swallowed the error
      status = failed(console, "plateau: cannot write standard output", 1);
    }
    try {
      err.flush();
    } catch (UncheckedIOException e) {
      // standard error is gone: the status says what is left to say
    }
    return status;
  }

  /**
   * Why a name cannot be a file name here: in a UTF-8 locale, text that is not well formed; in
   * another, a character the locale's encoding cannot write.
   *
   * @param name the name given
   * @return the message, without {@code plateau: }
   */
  static String notAFileName(String name) {
    String encoding = System.getProperty("sun.jnu.encoding", "");
    String why =
        encoding.equalsIgnoreCase("UTF-8")
            ? "it is not well-formed text"
            : "this system's encoding for file names ("
                + encoding
                + ") cannot write it; run in a UTF-8 locale, such as LANG=C.UTF-8";
    return "cannot use " + Quoting.quoted(name) + " as a file name: " + why;
  }

  /** A bug's stack trace for its report, its control characters escaped like every message. */
  private static void printStackTrace(Throwable e, PrintStream err) {
    StringWriter trace = new StringWriter();
    e.printStackTrace(new PrintWriter(trace));
    try {
      for (String line : trace.toString().split("\\R")) {
        err.println(Console.printable(line));
      }
    } catch (UncheckedIOException gone) {
      // standard error is gone too
    }
  }

  private static int failed(Console console, String message, int status) {
    try {
      console.error(message);
    } catch (UncheckedIOException e) {
      // standard error is gone too: the status is all that is left to say it
    }
    return status;
  }

  private static int dispatch(List<String> args, Console console) {
    if (args.isEmpty()) {
      console.err().println(SHORT_USAGE); // one line: the whole text is a request away
      return 2;
    }
    String name = args.get(0);
    if (name.equals("help") || name.equals("--help") || name.equals("-h")) {
      if (args.size() > 2) {
        throw new UsageException("help takes at most one COMMAND");
      }
      if (args.size() == 2) {
        console.out().println(usage(command(args.get(1))));
      } else {
        console.out().print(usage());
      }
      return 0;
    }
    Command command = command(name);
    List<String> rest = args.subList(1, args.size());
    int optionsEnd = rest.indexOf("--");
    if ((optionsEnd < 0 ? rest : rest.subList(0, optionsEnd)).contains("--help")) {
      console.out().println(usage(command));
      return 0;
    }
    try {
      return command.run(rest, console);
    } catch (UsageException e) {
      throw new UsageException(name + ": " + e.getMessage() + " (usage: " + usage(command) + ")");
    }
  }

  private static Command command(String name) {
    Command command = make(name);
    if (command == null) {
      throw new UsageException(
          "unknown command '"
              + Quoting.shown(name)
              + "' (commands: "
              + String.join(", ", NAMES)
              + "; see plateau --help)");
    }
    return command;
  }

  private static String usage(Command command) {
    return ("plateau " + command.name() + " " + command.synopsis()).strip();
  }

  /**
   * The usage text of the whole tool.
   *
   * @return lines ending with a line feed
   */
  static String usage() {
    StringBuilder text = new StringBuilder();
    text.append("Usage: plateau COMMAND [ARGUMENTS]\n\nCommands:\n");
    for (Command command : commands().values()) {
      text.append("  ").append(usage(command)).append('\n');
      text.append("      ").append(command.summary()).append('\n');
    }
    text.append("  plateau help [COMMAND], plateau --help\n")
        .append("      this text, or one command's synopsis\n\n")
        .append("GAME is a game id with optional rules options: ID or ID:key=value,flag,...\n")
        .append("POSITION is in the game's standard notation; perft --fen - reads one position\n")
        .append("per line from standard input and prints one count per line.\n\n")
        .append("Installed games: ");
    List<String> ids = Games.ids();
    text.append(ids.isEmpty() ? "none" : String.join(", ", ids)).append('\n');
    return text.toString();
  }

  /**
   * An exception's message on one line, for a person to read.
   *
   * @param e the exception
   * @return the message with line breaks replaced, or the exception's class if it has none
   */
  static String oneLine(Throwable e) {
    String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    return String.join(" ", Arrays.asList(message.strip().split("\\R+")));
  }
}
