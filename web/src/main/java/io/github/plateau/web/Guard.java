package io.github.plateau.web;

import io.github.plateau.core.text.Quoting;
import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import java.util.Locale;
import java.util.Set;

/**
 * What keeps other web sites out: a page elsewhere can make the browser send requests here, so the
 * server answers only requests addressed to itself ({@code Host}: against DNS rebinding, when it
 * listens on a loopback address), sends its API only JSON (a cross-site form cannot, without the
 * browser asking first, which this server never allows), and refuses a request from a page of
 * another origin. Every answer forbids other scripts and type sniffing.
 */
final class Guard {
  private static final Set<String> LOOPBACK = Set.of("127.0.0.1", "localhost", "[::1]", "::1");
  private final boolean loopback;

  Guard(String host) {
    this.loopback = LOOPBACK.contains(host.toLowerCase(Locale.ROOT));
  }

  static boolean isWildcard(String host) {
    return host.equals("0.0.0.0") || host.equals("::") || host.equals("[::]");
  }

  void check(Context ctx) {
    ctx.header("Content-Security-Policy", "default-src 'self'; img-src 'self' data:");
    ctx.header("X-Content-Type-Options", "nosniff");
    ctx.header("Referrer-Policy", "no-referrer");
    String host = ctx.header("Host");
    if (loopback && (host == null || !LOOPBACK.contains(hostName(host)))) {
      throw new ApiException(403, "this board answers only at its own address, not " + host);
    }
    String origin = ctx.header("Origin");
    if (origin != null && host != null && !origin.equalsIgnoreCase("http://" + host)) {
      throw new ApiException(
          403, "a page of '" + Quoting.shown(origin) + "' may not use this board");
    }
    if (ctx.method() == HandlerType.POST) {
      String type = ctx.header("Content-Type");
      if (type == null || !type.toLowerCase(Locale.ROOT).startsWith("application/json")) {
        throw new ApiException(415, "the API takes application/json, not " + type);
      }
    }
  }

  /** The host part of a Host header: {@code 127.0.0.1:8080} gives {@code 127.0.0.1}. */
  private static String hostName(String host) {
    String h = host.toLowerCase(Locale.ROOT);
    if (h.startsWith("[")) {
      int end = h.indexOf(']');
      return end < 0 ? h : h.substring(0, end + 1);
    }
    int colon = h.lastIndexOf(':');
    return colon < 0 ? h : h.substring(0, colon);
  }
}
