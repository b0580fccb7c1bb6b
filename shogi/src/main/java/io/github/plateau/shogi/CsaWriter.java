package io.github.plateau.shogi;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.MoveNode;
import io.github.plateau.core.Outcome;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Writes annotated records as CSA text, one statement a line. */
final class CsaWriter {
  /** The special moves the writer uses, the first that states the outcome exactly wins. */
  private static final List<CsaSpecial> WRITTEN =
      List.of(
          CsaSpecial.TSUMI,
          CsaSpecial.TORYO,
          CsaSpecial.TIME_UP,
          CsaSpecial.ILLEGAL_MOVE,
          CsaSpecial.SENTE_ILLEGAL_ACTION,
          CsaSpecial.GOTE_ILLEGAL_ACTION,
          CsaSpecial.SENNICHITE,
          CsaSpecial.JISHOGI,
          CsaSpecial.KACHI,
          CsaSpecial.HIKIWAKE,
          CsaSpecial.MAX_MOVES);

  private static final Shogi STANDARD = new Shogi();

  private CsaWriter() {}

  /**
   * The text of records, separated by lines {@code /}.
   *
   * @param version the version to write, or null for the lowest that holds them all
   */
  static String write(List<AnnotatedRecord<ShogiPosition, Move>> records, Csa.Version version) {
    return write(records, version, "UTF-8");
  }

  /**
   * The text of records, separated by lines {@code /}.
   *
   * @param version the version to write, or null for the lowest that holds them all
   * @param encoding the name V3.0's encoding line gives: {@code UTF-8} or {@code SHIFT_JIS}
   */
  static String write(
      List<AnnotatedRecord<ShogiPosition, Move>> records, Csa.Version version, String encoding) {
    Csa.Version chosen = version;
    if (chosen == null) {
      chosen = Csa.Version.V2_2;
      for (AnnotatedRecord<ShogiPosition, Move> record : records) {
        if (needsV3(record)) {
          chosen = Csa.Version.V3_0;
        }
      }
    }
    int plies = 0;
    for (AnnotatedRecord<ShogiPosition, Move> record : records) {
      plies += record.mainLine().size();
    }
    // room for a line of about 16 characters a move: the text is not copied as it grows
    StringBuilder out = new StringBuilder(256 * records.size() + 16 * plies);
    if (chosen == Csa.Version.V3_0) {
      out.append(CsaReader.ENCODING_LINE).append(encoding).append("\nV3.0\n");
    } else {
      out.append("V2.2\n");
    }
    for (int i = 0; i < records.size(); i++) {
      if (i > 0) {
        out.append("/\n");
      }
      body(records.get(i), chosen == Csa.Version.V3_0, out);
    }
    return out.toString();
  }

  /** Whether a record holds what only V3.0 can write: a fraction of a second, %MAX_MOVES. */
  private static boolean needsV3(AnnotatedRecord<ShogiPosition, Move> record) {
    for (MoveNode<Move> node : record.mainLine()) {
      if (node.annotation().time().filter(t -> t.getNano() != 0).isPresent()) {
        return true;
      }
    }
    return ending(record, true).filter(s -> s == CsaSpecial.MAX_MOVES).isPresent();
  }

  private static void body(
      AnnotatedRecord<ShogiPosition, Move> annotated, boolean v3, StringBuilder out) {
    Map<String, String> headers = annotated.headers();
    if (headers.containsKey(Csa.SENTE)) {
      out.append("N+").append(headers.get(Csa.SENTE)).append('\n');
    }
    if (headers.containsKey(Csa.GOTE)) {
      out.append("N-").append(headers.get(Csa.GOTE)).append('\n');
    }
    headers.forEach(
        (key, value) -> {
          if (key.equals(Csa.SENTE) || key.equals(Csa.GOTE)) {
            return;
          }
          String csaKey = HeaderKeys.toCsa(key);
          if (!csaKey.equals(key) && headers.containsKey(csaKey)) {
            csaKey = key; // both spellings are there: keep each as it is
          }
          // a key holding ':' cannot be read back as one; it is kept as a comment
          out.append(csaKey.indexOf(':') < 0 ? '$' : '\'')
              .append(csaKey)
              .append(':')
              .append(value)
              .append('\n');
        });
    GameRecord<ShogiPosition, Move> record = annotated.record();
    Board board = record.startPosition().board();
    writePosition(board, out);
    comment(annotated.startComment(), out);
    board = board.copy(); // the record checked its moves: they are replayed without a test
    for (MoveNode<Move> node : annotated.mainLine()) {
      int code = node.move().code();
      Csa.move(board, code, out).append('\n');
      node.annotation().time().ifPresent(t -> out.append(time(t, v3)).append('\n'));
      comment(node.annotation().comment(), out);
      MakeUnmake.apply(board, code);
    }
    // a foul move another format wrote (KIF's 同　歩) is not CSA: it is left out, as KIF leaves out
    // CSA's; so is one legal after the moves (a record made by hand), which read back would be
    // played: the stated outcome is kept
    annotated
        .foulMove()
        .filter(CsaWriter::isCsaMove)
        .filter(foul -> !isLegal(record.current(), foul))
        .ifPresent(foul -> out.append(foul).append('\n'));
    ending(annotated, v3).ifPresent(special -> out.append(special.word()).append('\n'));
  }

  /** Whether a CSA move's text is one of a position's legal moves, as CSA writes them. */
  static boolean isLegal(ShogiPosition position, String text) {
    Board board = position.board();
    StringBuilder written = new StringBuilder(7);
    for (Move move : position.legalMoves()) {
      written.setLength(0);
      if (Csa.move(board, move.code(), written).toString().equals(text)) {
        return true;
      }
    }
    return false;
  }

  /** Whether a foul move's text is a CSA move: a side, two squares (00 for a drop) and a piece. */
  static boolean isCsaMove(String text) {
    return text.length() == 7
        && (text.charAt(0) == '+' || text.charAt(0) == '-')
        && (text.startsWith("00", 1) || isSquare(text, 1))
        && isSquare(text, 3)
        && Csa.type(text, 5) != 0;
  }

  /** Whether two characters from {@code at} are a square's column and row, 1 to 9 each. */
  private static boolean isSquare(String text, int at) {
    return text.charAt(at) >= '1'
        && text.charAt(at) <= '9'
        && text.charAt(at + 1) >= '1'
        && text.charAt(at + 1) <= '9';
  }

  /** A comment, one {@code '} line per line of its text. */
  private static void comment(String comment, StringBuilder out) {
    if (comment.isEmpty()) {
      return;
    }
    // a carriage return would end the line when read: it is written as the line break it means
    String text =
        comment.indexOf('\r') < 0 ? comment : comment.replace("\r\n", "\n").replace('\r', '\n');
    int start = 0;
    while (true) {
      int end = text.indexOf('\n', start);
      out.append('\'').append(text, start, end < 0 ? text.length() : end).append('\n');
      if (end < 0) {
        return;
      }
      start = end + 1;
    }
  }

  /** A time statement: whole seconds, and in V3.0 the fraction without its trailing zeros. */
  private static String time(Duration spent, boolean v3) {
    StringBuilder out = new StringBuilder("T").append(spent.getSeconds());
    int nanos = spent.getNano();
    if (v3 && nanos != 0) {
      String fraction = String.format("%09d", nanos);
      int end = fraction.length();
      while (fraction.charAt(end - 1) == '0') {
        end--;
      }
      out.append('.').append(fraction, 0, end);
    }
    return out.toString();
  }

  /**
   * The special move that ends a written record: the one that states its stated outcome (else the
   * outcome its record was ended with; a mate the board does not show as a resignation, {@link
   * ShogiRecords#asWritten}), or when none does, nothing if the rules give that outcome again on
   * reading, else the arbiter's word with the same winner ({@code %HIKIWAKE} for a draw, the
   * loser's {@code ILLEGAL_ACTION} for a win).
   */
  static Optional<CsaSpecial> ending(AnnotatedRecord<ShogiPosition, Move> annotated, boolean v3) {
    GameRecord<ShogiPosition, Move> record = annotated.record();
    boolean byRules =
        annotated
            .rulesEnding()
            .filter(
                e -> e.ply() == record.ply() && record.outcome().equals(Optional.of(e.outcome())))
            .isPresent();
    Optional<Outcome> said = annotated.statedOutcome();
    if (said.isEmpty() && !byRules) {
      said = record.outcome();
    }
    if (said.isEmpty()) {
      return Optional.empty();
    }
    Outcome outcome = ShogiRecords.asWritten(said.get(), record);
    for (CsaSpecial special : WRITTEN) {
      if ((v3 || special != CsaSpecial.MAX_MOVES)
          && special.stated(record).equals(Optional.of(outcome))) {
        return Optional.of(special);
      }
    }
    if (byRules && record.outcome().equals(said)) {
      return Optional.empty();
    }
    if (outcome.isDraw()) {
      return Optional.of(CsaSpecial.HIKIWAKE);
    }
    return Optional.of(
        outcome.winner().orElseThrow() == Color.SENTE
            ? CsaSpecial.GOTE_ILLEGAL_ACTION
            : CsaSpecial.SENTE_ILLEGAL_ACTION);
  }

  /** The start position: {@code PI} and the removed pieces when it is one, the ranks otherwise. */
  private static void writePosition(Board board, StringBuilder out) {
    Board even = STANDARD.start().board();
    StringBuilder removed = new StringBuilder();
    boolean fromEven = true;
    for (int s = 0; s < Geometry.SQUARES && fromEven; s++) {
      if (board.cells[s] != even.cells[s]) {
        fromEven = board.cells[s] == PieceCodes.EMPTY;
        removed.append(Csa.square(s)).append(Csa.pieceName(PieceCodes.type(even.cells[s])));
      }
    }
    for (int i = 0; i < board.hands.length && fromEven; i++) {
      fromEven = board.hands[i] == 0;
    }
    if (fromEven) {
      out.append("PI").append(removed).append('\n');
    } else {
      for (int rank = 0; rank < 9; rank++) {
        out.append('P').append(rank + 1);
        for (int column = 0; column < 9; column++) {
          int code = board.cells[Geometry.square(rank, column)];
          out.append(
              code == PieceCodes.EMPTY
                  ? " * "
                  : (PieceCodes.color(code) == 0 ? "+" : "-")
                      + Csa.pieceName(PieceCodes.type(code)));
        }
        out.append('\n');
      }
      for (int color = 0; color < 2; color++) {
        StringBuilder hand = new StringBuilder();
        for (int type = PieceCodes.ROOK; type >= PieceCodes.PAWN; type--) {
          for (int n = 0; n < board.hands[color * 8 + type]; n++) {
            hand.append("00").append(Csa.pieceName(type));
          }
        }
        if (hand.length() > 0) {
          out.append(color == 0 ? "P+" : "P-").append(hand).append('\n');
        }
      }
    }
    out.append(board.side == 0 ? "+" : "-").append('\n');
  }
}
