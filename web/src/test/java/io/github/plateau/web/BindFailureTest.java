package io.github.plateau.web;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** A server that cannot listen says why: a port in use is not an address the machine lacks. */
class BindFailureTest {
  @Test
  void aPortInUseIsSaidToBeInUse() {
    try (BoardServer first = BoardServer.builder().port(0).start()) {
      IllegalStateException e =
          assertThrows(
              IllegalStateException.class,
              () -> BoardServer.builder().port(first.port()).start().close());
      assertTrue(e.getMessage().contains("already in use"), e.getMessage());
    }
  }

  @Test
  void anAddressOfNoInterfaceIsNotAPortInUse() throws IOException {
    assumeTrue(nonLocalBindIsOff(), "this kernel lets a socket bind any address");
    // TEST-NET-3: no machine has it, so binding fails at once without sending anything
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () -> BoardServer.builder().host("203.0.113.1").port(0).start().close());
    assertTrue(
        e.getMessage().contains("203.0.113.1 is not an address of this machine"), e.getMessage());
    assertFalse(e.getMessage().contains("in use"), e.getMessage());
  }

  /** Linux binds a foreign address when net.ipv4.ip_nonlocal_bind is 1. */
  static boolean nonLocalBindIsOff() throws IOException {
    Path flag = Path.of("/proc/sys/net/ipv4/ip_nonlocal_bind");
    return !Files.exists(flag) || Files.readString(flag).strip().equals("0");
  }
}
