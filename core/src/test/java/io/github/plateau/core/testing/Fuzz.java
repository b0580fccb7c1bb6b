package io.github.plateau.core.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.NotationException;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * Mutations of valid text, for feeding parsers input that is almost right, random texts, and the
 * check that a reader gives only its documented refusals.
 */
public final class Fuzz {
  private static final String NOISE =
      "0123456789/-+*x:,.= \t\n()[]{}\"'\\#@!?_~|;<>%&$^`\u00e9\u6b69\u0000";

  private Fuzz() {}

  /**
   * One to three random edits of a text: a character replaced, deleted, inserted or doubled, a cut,
   * a swap of two characters, a run repeated.
   *
   * @param text a valid text
   * @param random the source of randomness
   * @return the mutated text (possibly still valid)
   */
  public static String mutate(String text, SplittableRandom random) {
    StringBuilder s = new StringBuilder(text);
    int edits = 1 + random.nextInt(3);
    for (int e = 0; e < edits; e++) {
      int at = s.length() == 0 ? 0 : random.nextInt(s.length());
      switch (random.nextInt(7)) {
        case 0 -> {
          if (s.length() > 0) {
            s.setCharAt(at, pick(text, random));
          }
        }
        case 1 -> {
          if (s.length() > 0) {
            s.deleteCharAt(at);
          }
        }
        case 2 -> s.insert(at, pick(text, random));
        case 3 -> s.setLength(at);
        case 4 -> {
          if (s.length() > 1) {
            int other = random.nextInt(s.length());
            char c = s.charAt(at);
            s.setCharAt(at, s.charAt(other));
            s.setCharAt(other, c);
          }
        }
        case 5 -> {
          int end = Math.min(s.length(), at + 1 + random.nextInt(8));
          s.insert(at, s.substring(at, end));
        }
        default -> s.insert(at, String.valueOf(random.nextInt(100_000)));
      }
    }
    return s.toString();
  }

  /**
   * A random short string of characters from the text and from common punctuation.
   *
   * @param alphabet characters to draw from besides the punctuation
   * @param random the source of randomness
   * @return a string of 0 to 11 characters
   */
  public static String noise(String alphabet, SplittableRandom random) {
    int length = random.nextInt(12);
    StringBuilder s = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      s.append(pick(alphabet, random));
    }
    return s.toString();
  }

  /**
   * A random text of an alphabet's characters, with now and then (one in ten) a stray one.
   *
   * @param alphabet the characters the text is mostly made of
   * @param random the source of randomness
   * @param maxLength the longest text
   * @return a text of 0 to {@code maxLength} characters
   */
  public static String text(String alphabet, SplittableRandom random, int maxLength) {
    String stray = "\u0000\t\n \u00e9\u6b69()[]{}\"\\#@!?_~|;<>%&$^`+*=./";
    int length = random.nextInt(maxLength + 1);
    StringBuilder s = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      String source = random.nextInt(10) == 0 ? stray : alphabet;
      s.append(source.charAt(random.nextInt(source.length())));
    }
    return s.toString();
  }

  /**
   * Runs a reader on a text: it reads the text, or refuses it with a documented exception that
   * carries a message ({@link NotationException} with an offset inside its input, {@link
   * IllegalPositionException}, {@link IllegalMoveException}); anything else fails, naming the text.
   *
   * @param <T> what the reader reads
   * @param text the text, named in a failure
   * @param reader reads the text
   * @return what it read, or null after a documented refusal
   */
  public static <T> T expectDocumented(String text, Supplier<T> reader) {
    try {
      return reader.get();
    } catch (NotationException e) {
      checkMessage(text, e);
      assertTrue(
          e.offset() >= 0 && e.offset() <= e.input().length(),
          "offset " + e.offset() + " outside the input of \"" + text + "\": " + e.getMessage());
      return null;
    } catch (IllegalPositionException | IllegalMoveException e) {
      checkMessage(text, e);
      return null;
    } catch (RuntimeException e) {
      throw new AssertionError("\"" + text + "\" threw " + e, e);
    }
  }

  /**
   * How the JDK words the messages of its own exceptions (a null dereference, an index out of
   * bounds, a number that does not parse, a bad cast, a division by zero), and the simple names a
   * server shows for one without a message: an error a program writes in such words came from an
   * exception it did not expect.
   */
  private static final Pattern JDK_WORDING =
      Pattern.compile(
          "Cannot (invoke|read|load|store|assign)|because \"|out of bounds for length"
              + "|For input string|cannot be cast to|begin -?\\d+, end -?\\d+, length"
              + "|/ by zero|(NullPointer|IndexOutOfBounds|ClassCast|Arithmetic|NumberFormat"
              + "|IllegalArgument|IllegalState|UnsupportedOperation|NoSuchElement)Exception");

  /**
   * Fails if an error message a program wrote is worded as the JDK words its own exceptions (see
   * {@link #JDK_WORDING}): the sign of an exception the program did not expect.
   *
   * @param message the message written
   * @param context what wrote it and why, named in a failure
   */
  public static void assertOwnWording(String message, String context) {
    assertTrue(
        !JDK_WORDING.matcher(message).find(),
        "an unexpected exception's wording in \"" + message + "\": " + context);
  }

  private static void checkMessage(String text, RuntimeException e) {
    assertTrue(
        e.getMessage() != null && !e.getMessage().isBlank(), "no message for \"" + text + "\"");
  }

  private static char pick(String text, SplittableRandom random) {
    boolean fromText = !text.isEmpty() && random.nextBoolean();
    String source = fromText ? text : NOISE;
    return source.charAt(random.nextInt(source.length()));
  }
}
