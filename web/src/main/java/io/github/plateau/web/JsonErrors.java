package io.github.plateau.web;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Jetty's answer to a request refused below the application (a request line, headers or a body's
 * framing it cannot read: bad UTF-8 in the path, a NUL in a header, a URI or headers too long, a
 * bad Content-Length), written as the API's JSON error {@code {"error": ..., "kind": "request"}}
 * rather than Jetty's HTML page, whatever the request accepts.
 */
final class JsonErrors extends ErrorHandler {
  private static final String TYPE = "application/json; charset=utf-8";

  @Override
  public boolean errorPageForMethod(String method) {
    return true; // every method gets the JSON body (Jetty leaves HEAD's out on the wire)
  }

  @Override
  protected void generateResponse(
      Request request,
      Response response,
      int code,
      String message,
      Throwable cause,
      Callback callback) {
    response.getHeaders().put(HttpHeader.CONTENT_TYPE, TYPE);
    response.write(true, ByteBuffer.wrap(body(code, message)), callback);
  }

  /** The JSON error: Jetty's reason if it gave one, else the status's standard phrase. */
  private static byte[] body(int status, String reason) {
    String message = reason == null || reason.isBlank() ? HttpStatus.getMessage(status) : reason;
    String kind = status >= 500 ? "internal" : "request";
    return Api.errorObject(kind, message + " (HTTP " + status + ")")
        .toString()
        .getBytes(StandardCharsets.UTF_8);
  }
}
