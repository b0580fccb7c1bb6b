package io.github.plateau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ArgumentsTest {
  private static Arguments parse(String... args) {
    return Arguments.parse(List.of(args), Set.of("--fen", "--seed"), Set.of("--divide"));
  }

  private static String error(Runnable action) {
    return assertThrows(UsageException.class, action::run).getMessage();
  }

  @Test
  void positionalsOptionsAndFlagsInAnyOrder() {
    Arguments a = parse("--divide", "game", "--fen", "x y", "3");
    a.expect("GAME", "DEPTH");
    assertEquals("game", a.positional(0));
    assertEquals("3", a.positional(1));
    assertEquals(Optional.of("x y"), a.value("--fen"));
    assertTrue(a.flag("--divide"));
    assertEquals(Optional.empty(), a.value("--seed"));
  }

  @Test
  void valueAfterEqualsSignAndNegativeNumbers() {
    Arguments a = parse("--fen=a=b", "--seed", "-5");
    assertEquals(Optional.of("a=b"), a.value("--fen"));
    assertEquals(-5, Arguments.longInteger("--seed", a.value("--seed").orElseThrow()));
    assertFalse(a.flag("--divide"));
  }

  @Test
  void doubleDashEndsOptions() {
    Arguments a = parse("--", "--divide");
    a.expect("X");
    assertEquals("--divide", a.positional(0));
    assertFalse(a.flag("--divide"));
  }

  @Test
  void errors() {
    assertEquals("missing DEPTH", error(() -> parse("g").expect("GAME", "DEPTH")));
    assertEquals("unexpected argument 'z'", error(() -> parse("g", "z").expect("GAME")));
    assertTrue(error(() -> parse("--what")).startsWith("unknown option --what (known: "));
    assertEquals(
        "unknown option --x (this command takes none)",
        error(() -> Arguments.parse(List.of("--x"), Set.of(), Set.of())));
    assertEquals("option --fen needs a value", error(() -> parse("--fen")));
    assertEquals("option --fen needs a value", error(() -> parse("--fen", "--divide")));
    assertEquals("option --divide takes no value", error(() -> parse("--divide=1")));
    assertEquals("option --fen given twice", error(() -> parse("--fen", "a", "--fen=b")));
    assertEquals("missing option --seed S", error(() -> parse().required("--seed", "S")));
  }

  @Test
  void integers() {
    assertEquals(7, Arguments.integer("N", "7", 0, 10));
    assertEquals(
        "N must be an integer from 0 to 10, not ' 7 '",
        error(() -> Arguments.integer("N", " 7 ", 0, 10)));
    assertEquals(
        "N must be an integer from 1 to 10, not '11'",
        error(() -> Arguments.integer("N", "11", 1, 10)));
    assertEquals(
        "N must be a non-negative integer, not '-1'",
        error(() -> Arguments.integer("N", "-1", 0, Integer.MAX_VALUE)));
    assertEquals(
        "N must be an integer of at least 1, not '0'",
        error(() -> Arguments.integer("N", "0", 1, Integer.MAX_VALUE)));
    assertEquals(
        "S must be a 64-bit integer, not '9223372036854775808'",
        error(() -> Arguments.longInteger("S", "9223372036854775808")));
    assertEquals(3, parse("--seed", "3").integer("--seed", 1, 0, 5));
    assertEquals(1, parse().integer("--seed", 1, 0, 5));
  }
}
