package io.github.plateau.web;

import java.io.IOException;
import java.net.BindException;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.UnknownHostException;
import java.util.Locale;

/**
 * Why a server could not listen, for a person: Javalin calls every failure to bind "port already in
 * use", also when the address is no address of this machine (EADDRNOTAVAIL, such as {@code --host
 * 203.0.113.1}), where another port would not help.
 */
final class BindFailure {
  private BindFailure() {}

  /** The reason, from the socket's own error and the address asked for. */
  static String why(String host, Throwable failure) {
    BindException bind = null;
    for (Throwable t = failure; t != null; t = t.getCause()) {
      if (t instanceof BindException b) {
        bind = b;
      }
      if (t instanceof UnknownHostException) {
        return "no address is known for the host " + host;
      }
    }
    String error = bind == null || bind.getMessage() == null ? "" : bind.getMessage();
    if (error.toLowerCase(Locale.ROOT).contains("in use")) {
      return "the port is already in use (" + error + ")";
    }
    if (!isOwnAddress(host)) {
      return host
          + " is not an address of this machine, so no server can listen on it"
          + (error.isEmpty() ? "" : " (" + error + ")");
    }
    return bind != null ? "the address cannot be bound (" + error + ")" : failure.getMessage();
  }

  /** Whether an address belongs to this machine: a wildcard, the loopback or an interface's. */
  private static boolean isOwnAddress(String host) {
    String name =
        host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
    try {
      InetAddress address = InetAddress.getByName(name);
      return address.isAnyLocalAddress()
          || address.isLoopbackAddress()
          || NetworkInterface.getByInetAddress(address) != null;
    } catch (IOException e) {
      return false; // an unknown name or no interface to ask: not one of ours
    }
  }
}
