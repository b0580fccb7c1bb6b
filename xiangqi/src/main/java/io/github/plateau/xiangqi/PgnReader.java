package io.github.plateau.xiangqi;

import io.github.plateau.core.AmbiguousMoveException;
import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.MoveNode;
import io.github.plateau.core.MoveRefusal;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.RecordFormat;
import io.github.plateau.core.text.EachGame;
import io.github.plateau.core.text.PgnText;
import io.github.plateau.core.text.PgnTokenizer;
import io.github.plateau.core.text.PgnTokenizer.Token;
import io.github.plateau.core.text.PgnTokenizer.Type;
import io.github.plateau.core.text.Quoting;
import io.github.plateau.core.text.Termination;
import io.github.plateau.core.text.TreeBuilder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.IntFunction;

/** Reads the games of a PGN text ({@link Pgn}) from the tokens of core's {@link PgnTokenizer}. */
final class PgnReader {
  /** The words that end a game. */
  static final Set<String> RESULTS = Set.of("1-0", "0-1", "1/2-1/2", "*");

  /** The deepest nesting of variations read (and written). */
  static final int MAX_DEPTH = MoveNode.MAX_DEPTH;

  /** The tags written from the record rather than kept among its headers. */
  static final Set<String> DERIVED_TAGS = Set.of("Game", "Result", "FEN");

  private final PgnTokenizer tokens;
  private final String text;
  private final Xiangqi game;
  private final ReadMode mode;

  // The game being read.
  private Optional<MoveFormat> format; // empty: each move's shape tells
  private XiangqiSearchBoard board; // the main line's current position, moved by each move read

  PgnReader(String text, Xiangqi game, ReadMode mode) {
    this.tokens = new PgnTokenizer(text, RESULTS);
    this.text = text;
    this.game = game;
    this.mode = mode;
  }

  List<AnnotatedRecord<XiangqiPosition, Move>> readAll() {
    List<AnnotatedRecord<XiangqiPosition, Move>> result = new ArrayList<>();
    while (hasGame()) {
      result.add(readGame());
    }
    return List.copyOf(result);
  }

  /**
   * Reads each game on its own: past a refused one, the next starts at the next tag; past a token
   * that does not read, at the next game's first tag ({@link PgnTokenizer#skipToNextGame}).
   */
  List<RecordFormat.Entry<XiangqiPosition, Move>> readEach() {
    return EachGame.read(
        new EachGame.Cursor<XiangqiPosition, Move>() {
          private int start; // where the game being read starts

          @Override
          public boolean hasNext() {
            return hasGame();
          }

          @Override
          public boolean skipUnread() {
            return tokens.skipToNextGame();
          }

          @Override
          public AnnotatedRecord<XiangqiPosition, Move> next() {
            start = tokens.peek().offset();
            return readGame();
          }

          @Override
          public boolean skip() {
            boolean ended = resultRead; // the game was read up to its result (and comments)
            try {
              if (tokens.peek().offset() == start && !tokens.peek().is(Type.END)) {
                ended = ends(tokens.next(), ended); // the next game starts after it
              }
              while (!tokens.peek().is(Type.END) && !tokens.peek().is(Type.TAG)) {
                ended = ends(tokens.next(), ended);
              }
              return true;
            } catch (NotationException e) {
              // A token that does not read: after a result it is the next game's, which hasNext
              // then reports as refused (as a stream, cut there, does); inside the game refused,
              // the next game starts at its first tag, if a comment never closed leaves one.
              return ended || tokens.skipToNextGame();
            }
          }
        },
        RecordFormat.Entry::read,
        RecordFormat.Entry::refused);
  }

  AnnotatedRecord<XiangqiPosition, Move> readOne() {
    if (!hasGame()) {
      throw tokens.error("the text holds no game", 0, 0);
    }
    AnnotatedRecord<XiangqiPosition, Move> first = readGame();
    if (hasGame()) {
      throw tokens.error(
          "a second game starts here: read a text of several games with readAll",
          tokens.peek().offset(),
          0);
    }
    return first;
  }

  /**
   * Whether a game follows: not at the end of the text, nor at the trailer XQBase writes after its
   * games (a line of {@code =} then its site's address), which ends the text.
   */
  private boolean hasGame() {
    Token next = tokens.peek();
    return !next.is(Type.END) && !isTrailer(next);
  }

  /** Whether a game has ended once a token is taken: at a result; a comment changes nothing. */
  private static boolean ends(Token token, boolean before) {
    return token.is(Type.COMMENT) ? before : token.is(Type.RESULT);
  }

  /**
   * Whether the game read last was read up to its result: no token but comments was taken after it.
   */
  private boolean resultRead;

  /**
   * The comments between a game's result and what follows (the next game's tags, or the end): the
   * game's last, kept after its last move. A token after them that does not end is the next game's,
   * refused when that game is read.
   */
  private void trailingComments(TreeBuilder<Move> tree) {
    try {
      while (tokens.peek().is(Type.COMMENT)) {
        tree.braceComment(tokens.next().text());
      }
    } catch (NotationException e) {
      // the tokenizer stays at that token, and reads it again for the next game
    }
  }

  private boolean isTrailer(Token token) {
    String word = token.text();
    int at = token.offset();
    return token.is(Type.SYMBOL)
        && word.length() >= 3
        && allAre(word, '=')
        && (at == 0 || text.charAt(at - 1) == '\n' || text.charAt(at - 1) == '\r');
  }

  /**
   * Whether every character of a word is {@code c}: a loop, as every move's word is asked and a
   * stream per word measured in the record profile.
   */
  private static boolean allAre(String word, char c) {
    for (int i = 0; i < word.length(); i++) {
      if (word.charAt(i) != c) {
        return false;
      }
    }
    return true;
  }

  // A game

  private AnnotatedRecord<XiangqiPosition, Move> readGame() {
    resultRead = false;
    TreeBuilder<Move> tree = TreeBuilder.timesInComments();
    Map<String, Token> tags = new LinkedHashMap<>();
    int first = tokens.peek().offset();
    while (tokens.peek().is(Type.TAG) || tokens.peek().is(Type.COMMENT)) {
      if (tokens.peek().is(Type.COMMENT)) {
        tree.braceComment(tokens.next().text()); // before or among the tags: before the moves
        continue;
      }
      Token tag = tokens.next();
      if (tags.containsKey(tag.text())) {
        throw tokens.error(
            "tag " + Quoting.shown(tag.text()) + " appears twice in one game", tag.offset(), 0);
      }
      tags.put(tag.text(), tag);
    }
    Token gameTag = tags.get("Game");
    if (gameTag != null
        && !gameTag.value().equalsIgnoreCase("Chinese Chess")
        && !gameTag.value().equalsIgnoreCase("Xiangqi")) {
      throw tokens.error(
          "the Game tag says \"" + Quoting.shown(gameTag.value()) + "\", not \"Chinese Chess\"",
          valueOffset(gameTag),
          0);
    }
    format = formatOf(tags.get("Format"));
    Token resultTag = tags.get("Result");
    if (resultTag != null && !RESULTS.contains(resultTag.value())) {
      throw tokens.error("the Result tag is 1-0, 0-1, 1/2-1/2 or *", valueOffset(resultTag), 0);
    }
    XiangqiPosition start = startOf(tags.get("FEN"));
    if (board == null) {
      board = start.searchBoard();
    } else {
      board.reset(start); // one board for every game read: its room is grown once
    }
    // the main line, which holds its positions
    GameRecord.Replay<XiangqiPosition, Move> replay =
        (mode == ReadMode.STRICT ? GameRecord.start(game, start) : GameRecord.asPlayed(game, start))
            .replay(board);
    Token result = null;
    while (result == null) {
      Token token = tokens.peek();
      if (token.is(Type.END) || token.is(Type.TAG) || isTrailer(token)) {
        break;
      }
      if (token.is(Type.RESULT) && token.offset() == first) { // it made up a game of no move
        tokens.next(); // taken: the next game is read after it
        throw tokens.error(
            "a result with no tags or moves before it (the game before's result, written twice?)",
            token.offset(),
            0);
      }
      tokens.next();
      switch (token.type()) {
        case RESULT -> result = token;
        case VARIATION_END -> throw tokens.error("')' closes no variation", token.offset(), 0);
        case SYMBOL, MOVE_NUMBER -> {
          Word word = word(token, board.fullmoveNumber());
          if (word != null) {
            int ply = replay.ply() + 1;
            if (ply > RecordFormat.MAX_PLIES) {
              throw tokens.error(RecordFormat.TOO_LONG, word.offset(), ply);
            }
            int code =
                replay.find(() -> parse(word, ply), record -> requireOngoing(record, word, ply));
            tree.move(MoveCodes.move(code));
            replay.play(code);
          }
        }
        default -> annotate(tree, token, i -> replay.record().positions().get(i), 1, 1);
      }
    }
    if (result != null) {
      resultRead = true;
      trailingComments(tree);
    }
    GameRecord<XiangqiPosition, Move> record = replay.record();
    Token termination = tags.get(Termination.TAG);
    Optional<Outcome> rulesEnding = record.isOver() ? record.outcome() : Optional.empty();
    Optional<Outcome> stated =
        stated(resultTag, result)
            .map(
                outcome ->
                    Termination.stated(
                        outcome, Optional.ofNullable(termination).map(Token::value), rulesEnding));
    if (stated.isPresent()) {
      int at = result != null ? result.offset() : valueOffset(resultTag);
      if (record.isOver()) {
        Outcome ended = record.outcome().orElseThrow();
        if (!Pgn.result(Optional.of(ended)).equals(Pgn.result(stated))) {
          throw tokens.error(
              "the result "
                  + Pgn.result(stated)
                  + " contradicts the moves: "
                  + ended
                  + " after ply "
                  + record.ply(),
              at,
              0);
        }
      } else {
        record = record.end(stated.get());
      }
    }
    Map<String, String> headers = new LinkedHashMap<>();
    for (Token tag : tags.values()) {
      if (!DERIVED_TAGS.contains(tag.text())) {
        headers.put(tag.text(), tag.value());
      }
    }
    tree.result(stated);
    return tree.build(record, headers, tree.startComment(), Optional.empty());
  }

  /** Refuses a word that follows the end of the game. */
  private void requireOngoing(GameRecord<XiangqiPosition, Move> record, Word word, int ply) {
    if (record.isOver()) {
      throw new IllegalMoveException(
          MoveRefusal.GAME_OVER,
          Quoting.shown(word.text())
              + " follows the end of the game ("
              + record.outcome().orElseThrow()
              + ")",
          text,
          word.offset(),
          ply);
    }
  }

  /** Where a tag's value starts: after the first quote of the tag. */
  private int valueOffset(Token tag) {
    return text.indexOf('"', tag.offset()) + 1;
  }

  private Optional<MoveFormat> formatOf(Token tag) {
    if (tag == null) {
      return Optional.empty();
    }
    Optional<MoveFormat> named = MoveFormat.ofFormatTag(tag.value());
    if (named.isEmpty()) {
      throw tokens.error(
          "the move format \""
              + Quoting.shown(tag.value())
              + "\" is not read: the Format tag is ICCS, WXF or Chinese",
          valueOffset(tag),
          0);
    }
    return named;
  }

  private XiangqiPosition startOf(Token fen) {
    if (fen == null) {
      return game.start();
    }
    int at = valueOffset(fen);
    try {
      return PositionText.parse(game, fen.value());
    } catch (NotationException e) {
      int inside = Math.min(e.offset(), Math.max(0, text.indexOf('"', at) - at));
      throw tokens.error("the FEN tag: " + e.problem(), at + inside, 0);
    } catch (IllegalPositionException e) {
      throw new IllegalPositionException(e.reason(), "the FEN tag: " + e.problem(), text, at);
    }
  }

  /** The outcome the result token and the Result tag state; both must agree. */
  private Optional<Outcome> stated(Token tag, Token token) {
    if (tag != null && token != null && !tag.value().equals(token.text())) {
      throw tokens.error(
          "the result " + token.text() + " differs from the Result tag's " + tag.value(),
          token.offset(),
          0);
    }
    String result = token != null ? token.text() : tag != null ? tag.value() : "*";
    return PgnText.outcome(result, Color.RED, Color.BLACK);
  }

  // Moves

  /** A move's text and where it starts. */
  private record Word(String text, int offset) {}

  /**
   * The move a symbol or move number token holds: null for a move number (checked against the
   * position) or a run of dots standing for a move left out. A number glued to a symbol is a WXF
   * soldier's move when together they have its shape ({@code 33.4}: the middle one of three).
   */
  private Word word(Token token, int fullmoveNumber) {
    if (token.is(Type.SYMBOL)) {
      return allAre(token.text(), '.') ? null : new Word(token.text(), token.offset());
    }
    Token next = tokens.peek();
    // Glued only where a WXF move of four characters can be: every move number is asked.
    if (next.is(Type.SYMBOL)
        && next.offset() == token.offset() + token.text().length()
        && token.text().length() + next.text().length() == 4
        && format.map(f -> f == MoveFormat.WXF).orElse(true)) {
      String glued = token.text() + next.text();
      if (Wxf.looksLike(glued)) {
        tokens.next();
        return new Word(glued, token.offset());
      }
    }
    checkNumber(token, fullmoveNumber);
    return null;
  }

  private void checkNumber(Token token, int expected) {
    String text = token.text();
    int dot = text.indexOf('.');
    long number = 0;
    for (int i = 0; i < dot && number <= expected; i++) {
      number = number * 10 + text.charAt(i) - '0';
    }
    if (number != expected) {
      String digits = text.substring(0, dot);
      throw tokens.error(
          "move number " + Quoting.shown(digits) + " where " + expected + " was expected",
          token.offset(),
          0);
    }
  }

  /**
   * The code of the legal move a word names on the main line's board, without listing the moves: an
   * ICCS move is made a code from the points it names, a WXF or Chinese one from the pieces of the
   * kind it names, and tested alone on the board. SAN, and a text that is malformed or names no
   * legal move or several, is read on the board's position as a variation's move is, which words
   * every refusal as before.
   */
  private int parse(Word word, int ply) {
    String move = word.text();
    MoveFormat notation =
        format.isPresent()
            ? format.get()
            : MoveText.looksLike(move) ? MoveFormat.ICCS : MoveFormat.shapeOf(move).orElse(null);
    int code = -1;
    if (notation == MoveFormat.ICCS) {
      code = MoveText.code(move);
      if (code >= 0 && !board.isLegalCode(code)) {
        code = -1;
      }
    } else if (notation == MoveFormat.WXF || notation == MoveFormat.WXF_FULL_WIDTH) {
      code = Wxf.codeOn(board, Wxf.ascii(move));
    } else if (notation == MoveFormat.CHINESE || notation == MoveFormat.CHINESE_TRADITIONAL) {
      code = Chinese.codeOn(board, move);
    }
    return code >= 0 ? code : MoveCodes.code(parse(board.position(), word, ply));
  }

  /** The legal move a word names, any problem reported at its place in the text. */
  private Move parse(XiangqiPosition position, Word word, int ply) {
    String move = word.text();
    MoveFormat notation = format.or(() -> MoveFormat.shapeOf(move)).orElse(null);
    if (notation == null) {
      throw tokens.error(
          "expected a move (ICCS h2e2, WXF C2.5, Chinese 炮二平五 or SAN Che2), a move number, a"
              + " comment or a result",
          word.offset(),
          ply);
    }
    try {
      try {
        return notation.read(position, Excerpt.of(move));
      } catch (IllegalMoveException e) {
        if (format.isEmpty() && notation == MoveFormat.ICCS && San.looksLike(move)) {
          try {
            return MoveFormat.SAN.read(position, Excerpt.of(move)); // ICCS c2e2 or SAN C2e2
          } catch (IllegalMoveException | NotationException notSan) {
            throw e; // as ICCS's problem, the likelier reading
          }
        }
        throw e;
      }
    } catch (AmbiguousMoveException e) {
      throw new AmbiguousMoveException(text, word.offset(), ply, e.candidates());
    } catch (NotationException e) {
      throw tokens.error(e.problem(), word.offset() + Math.min(e.offset(), move.length()), ply);
    } catch (IllegalMoveException e) {
      throw new IllegalMoveException(e.reason(), e.problem(), text, word.offset(), ply);
    }
  }

  // Lines of moves, with their annotations and variations

  /**
   * A comment, mark or variation: on the last move of the line being read, or (a comment) before
   * its first.
   *
   * @param before the position before each move of the line, by its index
   * @param firstPly the ply of the line's first move
   * @param depth the nesting a variation opened here has
   */
  private void annotate(
      TreeBuilder<Move> tree,
      Token token,
      IntFunction<XiangqiPosition> before,
      int firstPly,
      int depth) {
    switch (token.type()) {
      case COMMENT -> tree.braceComment(token.text());
      case MARK -> {
        if (!tree.hasMove()) {
          throw tokens.error(
              "the mark " + Quoting.shown(token.text()) + " follows no move", token.offset(), 0);
        }
        tree.mark(token.text());
      }
      case VARIATION_START -> {
        if (!tree.hasMove()) {
          throw tokens.error("a variation must follow the move it replaces", token.offset(), 0);
        }
        if (depth > MAX_DEPTH) {
          throw tokens.error(
              "variations nest deeper than " + MAX_DEPTH + " levels", token.offset(), 0);
        }
        int index = tree.moves() - 1;
        tree.startVariation();
        variation(tree, before.apply(index), firstPly + index, depth, token);
      }
      default -> throw new IllegalStateException("not an annotation: " + token);
    }
  }

  /**
   * Reads a variation after its {@code (}, up to its {@code )}: moves from a position, played on
   * positions only (the history rules judge the main line). A comment before its first move is kept
   * on that move.
   */
  private void variation(
      TreeBuilder<Move> tree, XiangqiPosition start, int firstPly, int depth, Token open) {
    List<XiangqiPosition> positions = new ArrayList<>(); // before each move, and after the last
    positions.add(start);
    while (true) {
      Token token = tokens.next();
      XiangqiPosition position = positions.get(positions.size() - 1);
      switch (token.type()) {
        case END, TAG ->
            throw tokens.error("the variation opened here is not closed by ')'", open.offset(), 0);
        case RESULT -> throw tokens.error("a result inside a variation", token.offset(), firstPly);
        case VARIATION_END -> {
          if (!tree.hasMove()) {
            throw tokens.error("the variation opened here holds no move", open.offset(), 0);
          }
          tree.endVariation();
          return;
        }
        case SYMBOL, MOVE_NUMBER -> {
          Word word = word(token, position.fullmoveNumber());
          if (word != null) {
            Move move = parse(position, word, firstPly + tree.moves());
            tree.move(move);
            positions.add(position.play(move));
          }
        }
        default -> annotate(tree, token, positions::get, firstPly, depth + 1);
      }
    }
  }
}
