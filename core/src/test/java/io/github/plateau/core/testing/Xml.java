package io.github.plateau.core.testing;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A strict check of the XML that Plateau writes (SVG): one root element, every tag closed in order,
 * attributes quoted and unique, only the five predefined entities, no stray markup in text. The
 * game modules cannot read {@code java.xml} (their tests run inside their modules), so this small
 * checker stands in for a parser.
 */
public final class Xml {
  private static final Pattern TAG =
      Pattern.compile("<(/?)([A-Za-z][\\w:-]*)((?:\\s+[A-Za-z][\\w:-]*=\"[^\"<]*\")*)\\s*(/?)>");
  private static final Pattern ATTRIBUTE = Pattern.compile("([A-Za-z][\\w:-]*)=\"([^\"<]*)\"");
  private static final Pattern ENTITY = Pattern.compile("&(?!(lt|gt|amp|quot|apos);)");

  private Xml() {}

  /**
   * Checks a document.
   *
   * @param xml the text
   * @return the name of the root element
   * @throws AssertionError naming the first problem
   */
  public static String checkWellFormed(String xml) {
    Deque<String> open = new ArrayDeque<>();
    String root = null;
    int at = 0;
    Matcher m = TAG.matcher(xml);
    while (at < xml.length()) {
      int lt = xml.indexOf('<', at);
      String text = xml.substring(at, lt < 0 ? xml.length() : lt);
      if (text.contains(">") || ENTITY.matcher(text).find()) {
        throw new AssertionError("stray markup in text at offset " + at + ": " + text);
      }
      if (!text.isBlank() && open.isEmpty()) {
        throw new AssertionError("text outside the root element at offset " + at);
      }
      if (lt < 0) {
        break;
      }
      if (!m.find(lt) || m.start() != lt) {
        throw new AssertionError("a malformed tag at offset " + lt);
      }
      String name = m.group(2);
      java.util.Set<String> seen = new java.util.HashSet<>();
      Matcher a = ATTRIBUTE.matcher(m.group(3));
      while (a.find()) {
        if (!seen.add(a.group(1))) {
          throw new AssertionError("attribute " + a.group(1) + " twice at offset " + lt);
        }
        if (ENTITY.matcher(a.group(2)).find()) {
          throw new AssertionError("a bare & in an attribute at offset " + lt);
        }
      }
      if (m.group(1).equals("/")) {
        if (open.isEmpty() || !open.pop().equals(name)) {
          throw new AssertionError("</" + name + "> closes nothing open at offset " + lt);
        }
      } else {
        if (root == null) {
          root = name;
        } else if (open.isEmpty()) {
          throw new AssertionError("a second root element at offset " + lt);
        }
        if (m.group(4).isEmpty()) {
          open.push(name);
        }
      }
      at = m.end();
    }
    if (!open.isEmpty()) {
      throw new AssertionError("unclosed elements: " + open);
    }
    if (root == null) {
      throw new AssertionError("no element");
    }
    return root;
  }
}
