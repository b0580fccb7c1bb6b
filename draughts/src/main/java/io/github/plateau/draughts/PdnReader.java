package io.github.plateau.draughts;

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
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.IntSupplier;

/**
 * Reads the games of a PDN text one after another over the shared {@link PgnTokenizer}. Each game
 * is its tags, then its moves with comments, marks and variations, then its result; the tags give
 * the game type, the start position and the stated result. Not thread-safe: one reader per text.
 *
 * <p>About 700 lines because one game's reading is one state machine over the tokens (tags, moves,
 * variations, the end of the game and the recovery to the next one); the move text ({@link
 * PdnMoveText}) and the setup masks ({@link PdnMask}) are apart already.
 */
final class PdnReader {
  /** The words that end a game: PDN's own, the chess ones, the double forfeit and the unknown. */
  static final Set<String> RESULTS =
      Set.of("2-0", "0-2", "1-1", "0-0", "1-0", "0-1", "1/2-1/2", "*");

  /**
   * The deepest nesting of variations read: deeper ones are refused, so that costs stay bounded.
   */
  static final int MAX_DEPTH = MoveNode.MAX_DEPTH;

  /** The tags that the writer derives from the record, kept out of the headers. */
  static final String GAME_TYPE = "GameType";

  static final String FEN = "FEN";
  static final String RESULT = "Result";

  private final String text;
  private final PgnTokenizer tokens;
  private final Draughts byDefault;
  private final ReadMode mode;

  PdnReader(String text, Draughts byDefault, ReadMode mode) {
    this.text = text;
    this.tokens = new PgnTokenizer(PdnMask.masked(text), RESULTS);
    this.byDefault = byDefault;
    this.mode = mode;
    this.board = SPARE.get();
    SPARE.remove();
  }

  // ---------------------------------------------------------------------------------------------
  // Tokens, with errors about the original text

  /**
   * The tokens of the game being read, from the comments and tags before its moves to its result
   * and the comments after it; the cursor in them. One list for every game of the text: a list
   * grown per game cost a tenth of the bytes a ply read.
   */
  private final List<Token> gameTokens = new ArrayList<>();

  private int at;

  private Token end() {
    return new Token(Type.END, "", "", text.length());
  }

  private Token peek() {
    return at < gameTokens.size() ? gameTokens.get(at) : end();
  }

  private Token next() {
    Token t = peek();
    at = Math.min(at + 1, gameTokens.size());
    return t;
  }

  private Token peekText() {
    try {
      return tokens.peek();
    } catch (NotationException e) {
      throw relocated(e);
    }
  }

  private Token nextText() {
    try {
      return tokens.next();
    } catch (NotationException e) {
      throw relocated(e);
    }
  }

  /**
   * Reads the tokens of the next game into {@link #gameTokens}: its tags and the comments before or
   * among them, then its move text up to its result and the comments after it, or to the end of the
   * text. Tags after a move text without a result are refused: PDN separates games by results.
   */
  private void collect() {
    collected = false;
    List<Token> tokens = gameTokens;
    tokens.clear();
    while (peekText().is(Type.TAG) || peekText().is(Type.COMMENT)) {
      tokens.add(nextText()); // a comment before or among the tags comes before the moves
    }
    while (true) {
      Token t = peekText();
      if (t.is(Type.END)) {
        collected = true;
        return;
      }
      if (t.is(Type.TAG)) {
        throw error(
            "the game before these tags has no result: a game ends with 2-0, 0-2, 1-1, 0-0, 1-0,"
                + " 0-1, 1/2-1/2 or *",
            t.offset(),
            0);
      }
      tokens.add(nextText());
      if (t.is(Type.RESULT)) {
        collected = true;
        trailingComments(tokens);
        return;
      }
    }
  }

  /**
   * Takes the comments between a game's result and what follows (the next game's tags, or the end):
   * the game's last, kept after its last move. A token after them that does not end is the next
   * game's, refused when that game is read.
   */
  private void trailingComments(List<Token> tokens) {
    try {
      while (peekText().is(Type.COMMENT)) {
        tokens.add(nextText());
      }
    } catch (NotationException e) {
      // the tokenizer stays at that token, and reads it again for the next game
    }
  }

  /** Whether the last {@link #collect} took its game's tokens up to its result or the end. */
  private boolean collected;

  /** A tokenizer's error, about the original text rather than the masked one. */
  private NotationException relocated(NotationException e) {
    return new NotationException(e.problem(), text, Math.min(e.offset(), text.length()), 0);
  }

  private NotationException error(String problem, int offset, int ply) {
    return new NotationException(problem, text, Math.min(offset, text.length()), ply);
  }

  /** Whether a game follows. */
  boolean hasNext() {
    return !peekText().is(Type.END);
  }

  /** Where the next game starts. */
  int nextOffset() {
    return peekText().offset();
  }

  /**
   * The games of the text one at a time: past a refused one, the next starts after its result; past
   * a token that does not read, at the next game's first tag ({@link PgnTokenizer#skipToNextGame}).
   */
  final class Games implements EachGame.Cursor<DraughtsPosition, Move> {
    private int start; // where the game being read starts

    @Override
    public boolean hasNext() {
      return PdnReader.this.hasNext();
    }

    @Override
    public boolean skipUnread() {
      return tokens.skipToNextGame();
    }

    @Override
    public AnnotatedRecord<DraughtsPosition, Move> next() {
      start = nextOffset();
      return game();
    }

    @Override
    public boolean skip() {
      if (collected) {
        // its tokens were all taken: what follows is the next game's, even a token that does not
        // end, which hasNext then reports as that game's refusal (as a stream, cut there, does)
        return true;
      }
      try {
        return !hasNext() || nextOffset() > start; // its tokens were taken, or it cannot go on
      } catch (NotationException e) {
        // the token that refused the game does not read: the next game starts at its first tag,
        // if a comment never closed leaves one
        return tokens.skipToNextGame();
      }
    }
  }

  // ---------------------------------------------------------------------------------------------
  // One game

  /** The state of the game being read. */
  private final class State {
    final Map<String, String> tags = new LinkedHashMap<>();
    final Map<String, Integer> tagOffsets = new LinkedHashMap<>();
    PdnType type;
    String fen; // the FEN tag's or setup's value, if any
    int fenOffset;
    boolean sideUnknown; // the FEN's side is '?'
    boolean secondFirst; // "1..." or "..." before the first move: the type's second side moves
    DraughtsPosition start;
    // The main line, started at the first move, once the side is known
    GameRecord.Replay<DraughtsPosition, Move> replay;
    // The record's current position, on which each main-line move is tested and made: no position
    // is built per ply
    DraughtsSearchBoard board;
    int moves; // the main line's moves read
    final TreeBuilder<Move> tree = TreeBuilder.timesInComments();
    boolean setup; // a setup command was read
  }

  /** Where a move read is played: the position before it and its ply. */
  private record Step(DraughtsPosition before, int ply) {}

  /** Reads the next game. */
  AnnotatedRecord<DraughtsPosition, Move> game() {
    collect();
    this.at = 0;
    State game = new State();
    int first = peek().offset();
    tags(game);
    String result = null;
    loop:
    while (true) {
      Token t = peek();
      switch (t.type()) {
        case END, TAG: // collect() keeps tags out of move texts
          break loop;
        case RESULT:
          if (t.offset() == first) { // the game's first token: it made up a game of no move
            next(); // taken: the next game is read after it
            throw error(
                "a result with no tags or moves before it (the game before's result, written twice?)",
                t.offset(),
                0);
          }
          next();
          result = t.text();
          while (peek().is(Type.COMMENT)) {
            game.tree.braceComment(next().text()); // after the result: after the last move
          }
          break loop;
        case COMMENT:
          next();
          game.tree.braceComment(t.text());
          break;
        case MARK:
          next();
          if (game.moves == 0) {
            throw error(
                "the mark " + Quoting.shown(t.text()) + " comes before any move", t.offset(), 0);
          }
          game.tree.mark(t.text());
          break;
        case MOVE_NUMBER:
          next();
          if (game.moves == 0 && t.text().endsWith("...")) {
            game.secondFirst = true;
          }
          break;
        case VARIATION_START:
          next();
          if (game.moves == 0) {
            throw error("a variation comes before any move", t.offset(), 0);
          }
          // from the position before the last move, which the record replays (the board is past it)
          DraughtsPosition before = game.replay.record().undo().current();
          game.tree.startVariation();
          variation(game.tree, before, game.replay.ply(), t.offset(), 1);
          break;
        case VARIATION_END:
          throw error("')' closes no variation", t.offset(), 0);
        case SYMBOL:
          symbol(game, t);
          break;
      }
    }
    return finish(game, result);
  }

  private void tags(State game) {
    while (peek().is(Type.TAG) || peek().is(Type.COMMENT)) {
      Token t = next();
      if (t.is(Type.COMMENT)) {
        game.tree.braceComment(t.text()); // before the moves
        continue;
      }
      if (game.tags.containsKey(t.text())) {
        throw error("the tag " + Quoting.shown(t.text()) + " is given twice", t.offset(), 0);
      }
      game.tags.put(t.text(), t.value());
      game.tagOffsets.put(t.text(), valueOffset(t.offset()));
    }
    String type = game.tags.get(GAME_TYPE);
    game.type = type == null ? defaultType() : type(type, game.tagOffsets.get(GAME_TYPE));
    game.start = game.type.start();
    String result = game.tags.get(RESULT);
    if (result != null && !result.isBlank() && !RESULTS.contains(result.strip())) {
      throw error(
          "the Result tag \""
              + Quoting.shown(result)
              + "\" is not a PDN result (2-0, 0-2, 1-1, 0-0, 1-0, 0-1, 1/2-1/2 or *)",
          game.tagOffsets.get(RESULT),
          0);
    }
    if (game.tags.containsKey(FEN)) {
      setup(game, game.tags.get(FEN), game.tagOffsets.get(FEN));
    }
  }

  /** The last GameType value read and its type: the games of a text mostly share one. */
  private String lastTypeValue;

  private PdnType lastType;

  /** The type of a GameType value, as {@link PdnType#of} reads it, kept for the next game. */
  private PdnType type(String value, int offset) {
    if (!value.equals(lastTypeValue)) {
      lastType = PdnType.of(value, byDefault, text, offset); // a refused value is not kept
      lastTypeValue = value;
    }
    return lastType;
  }

  /** Where the value of a tag starts: after its opening quote. */
  private int valueOffset(int tagOffset) {
    int quote = text.indexOf('"', tagOffset);
    return quote < 0 ? tagOffset : quote + 1;
  }

  /** The game type of the default game: the number its rules stand for, or its own board. */
  private PdnType defaultType() {
    PdnType type = PdnType.of(byDefault);
    return type != null ? type : new PdnType(20, byDefault, Color.WHITE, false);
  }

  /** A FEN from a tag or a setup command: the start position. */
  private void setup(State game, String value, int offset) {
    String fen = value.strip();
    int at = offset + (value.length() - value.stripLeading().length());
    if (fen.endsWith(".")) {
      fen = fen.substring(0, fen.length() - 1); // some writers end the FEN with a full stop
    }
    game.sideUnknown = fen.startsWith("?");
    game.fen = fen;
    game.fenOffset = at;
    if (!game.sideUnknown) {
      game.start = position(game.type.game(), fen, at);
      return;
    }
    // the side is read from the first move: until then, either side that makes a possible position
    try {
      game.start = position(game.type.game(), "W" + fen.substring(1), at);
    } catch (NotationException e) {
      game.start = position(game.type.game(), "B" + fen.substring(1), at);
    }
  }

  /** A position from a FEN with numeric or algebraic squares; errors point into the text. */
  private DraughtsPosition position(Draughts draughts, String fen, int at) {
    String numeric = numericFen(draughts.geometry(), fen, at);
    try {
      return draughts.parse(numeric);
    } catch (NotationException e) {
      int inner = numeric.equals(fen) ? e.offset() : 0;
      throw error("bad FEN: " + e.problem(), at + inner, 0);
    } catch (IllegalPositionException e) {
      throw new IllegalPositionException(
          e.reason(), "impossible FEN position: " + e.problem(), text, Math.min(at, text.length()));
    }
  }

  /** The FEN with algebraic squares ({@code W:Wc3,Kd4:Bf6}) replaced by their numbers. */
  private String numericFen(Geometry g, String fen, int at) {
    StringBuilder out = null;
    int i = 0;
    while (i < fen.length()) {
      char c = fen.charAt(i);
      if (c >= 'a' && c <= 'z') {
        int end = i + 1;
        while (end < fen.length() && fen.charAt(end) >= '0' && fen.charAt(end) <= '9') {
          end++;
        }
        int square = end == i + 1 || end - i > 4 ? 0 : PdnSquares.square(g, fen, i, end);
        if (square <= 0) {
          throw error(
              "bad FEN: "
                  + Quoting.shown(fen.substring(i, end))
                  + (square < 0 ? " is a light square" : " is not a square of the board"),
              at + i,
              0);
        }
        if (out == null) {
          out = new StringBuilder(fen.substring(0, i));
        }
        out.append(square);
        i = end;
      } else {
        if (out != null) {
          out.append(c);
        }
        i++;
      }
    }
    return out == null ? fen : out.toString();
  }

  /** A symbol of the move text: a move, an ellipsis or a setup command. */
  private void symbol(State game, Token t) {
    if (t.text().startsWith("/")) {
      next();
      setupCommand(game, t);
      return;
    }
    if (t.text().equals("...")) {
      next(); // the first side's move is not given: the second side plays first
      if (game.moves == 0) {
        game.secondFirst = true;
      }
      return;
    }
    String move = moveText(t);
    if (game.replay == null) {
      begin(game, move, t.offset());
    }
    int ply = game.replay.ply() + 1;
    if (ply > RecordFormat.MAX_PLIES) {
      throw error(RecordFormat.TOO_LONG, t.offset(), ply);
    }
    search.move = move;
    search.offset = t.offset();
    search.ply = ply;
    search.board = game.board;
    int code = game.replay.find(search, search);
    Move played = game.replay.play(code);
    game.moves++;
    game.tree.move(played);
  }

  /** The move being found on the main line's board: one search for every move of the text. */
  private final class MoveSearch
      implements IntSupplier, Consumer<GameRecord<DraughtsPosition, Move>> {
    private String move;
    private int offset;
    private int ply;
    private DraughtsSearchBoard board;

    @Override
    public int getAsInt() {
      return moveOn(board, move, offset, ply);
    }

    @Override
    public void accept(GameRecord<DraughtsPosition, Move> now) {
      requireOngoing(now, move, offset, ply);
    }
  }

  private final MoveSearch search = new MoveSearch();

  /** Refuses a move that comes after the end of the game. */
  private void requireOngoing(
      GameRecord<DraughtsPosition, Move> now, String move, int offset, int ply) {
    if (now.isOver()) {
      throw new IllegalMoveException(
          MoveRefusal.GAME_OVER,
          "move "
              + Quoting.shown(move)
              + " comes after the end of the game ("
              + now.outcome().orElseThrow()
              + ")",
          text,
          offset,
          ply);
    }
  }

  /** Starts the record at the first move, taking the side to move from it when the FEN says '?'. */
  private void begin(State game, String move, int offset) {
    if (game.sideUnknown) {
      Color side;
      if (game.secondFirst) {
        side = game.type.first().opposite();
      } else if (fits(game.start.withSideToMove(Color.WHITE), move)) {
        side = Color.WHITE;
      } else if (fits(game.start.withSideToMove(Color.BLACK), move)) {
        side = Color.BLACK;
      } else {
        throw new IllegalMoveException(
            MoveRefusal.RULE,
            "the FEN does not say which side moves ('?'), and "
                + Quoting.shown(move)
                + " is legal for neither side",
            text,
            offset,
            1);
      }
      game.start =
          position(game.type.game(), side.letter() + game.fen.substring(1), game.fenOffset);
      game.sideUnknown = false;
    }
    if (board != null && board.game() == game.start.game()) {
      board.reset(game.start); // the games of a text mostly share their rules: one board for all
    } else {
      board = DraughtsSearchBoard.replaying(game.start);
    }
    game.board = board;
    game.replay = record(game.type.game(), game.start).replay(board);
  }

  /**
   * The board the last game was replayed on, reused by the next one of the same game: at first the
   * one the thread's last reader left ({@link #release}).
   */
  private DraughtsSearchBoard board;

  /**
   * Each thread's board between readers, taken by a reader as it starts, so that no two share it: a
   * stream reads each part as a text of its own, and made a new board for each, where a file read
   * whole makes one. A board whose buffers grew past {@link #SPARE_BYTES} (a long game, or states
   * of many moves on a large board) is let go instead, so that a thread keeps little.
   */
  static final ThreadLocal<DraughtsSearchBoard> SPARE = new ThreadLocal<>(); // read by a test

  /** A 10 x 10 game of a thousand plies of kings holds about 110 KiB. */
  private static final long SPARE_BYTES = 256 * 1024;

  /**
   * Leaves this reader's board to the thread's next reader, if small: called once its games are
   * read, after which the reader holds no board.
   */
  void release() {
    if (board != null && board.bufferBytes() <= SPARE_BYTES) {
      SPARE.set(board);
    }
    board = null;
  }

  private GameRecord<DraughtsPosition, Move> record(Draughts draughts, DraughtsPosition start) {
    return mode == ReadMode.STRICT
        ? GameRecord.start(draughts, start)
        : GameRecord.asPlayed(draughts, start);
  }

  private boolean fits(DraughtsPosition position, String move) {
    try {
      return !PdnMoveText.candidates(text, position, move, 0, 1).isEmpty();
    } catch (NotationException e) {
      return false;
    }
  }

  /** {@code /FEN "W:W31:B1"/} or {@code /W:W31:B1/}: the start position, before the first move. */
  private void setupCommand(State game, Token t) {
    int open = t.offset();
    int close = open + 1;
    while (close < text.length()
        && text.charAt(close) != '/'
        && !PdnMask.isBreak(text.charAt(close))) {
      close++;
    }
    if (close >= text.length() || text.charAt(close) != '/') {
      throw error("a setup opened here is not closed by '/' on its line", open, 0);
    }
    if (game.moves > 0 || game.setup) {
      throw error(
          "a setup after the first move or a second setup is not supported: a record has one"
              + " start position",
          open,
          game.moves);
    }
    String inside = text.substring(open + 1, close);
    int valueAt = open + 1;
    if (inside.startsWith("FEN")) {
      int quote = inside.indexOf('"');
      int end = quote < 0 ? -1 : inside.indexOf('"', quote + 1);
      if (quote < 0
          || end < 0
          || !inside.substring(3, quote).isBlank()
          || !inside.substring(end + 1).isBlank()) {
        throw error("expected /FEN \"...\"/ for a setup", open, 0);
      }
      valueAt = open + 1 + quote + 1;
      inside = inside.substring(quote + 1, end);
    }
    setup(game, inside, valueAt);
    game.setup = true;
    while (peek().offset() <= close && !peek().is(Type.END)) {
      next(); // the setup's pieces, as the tokenizer split them
    }
  }

  /**
   * The move at a symbol: the symbol, joined with the next ones when the move is padded with spaces
   * ({@code 1- 6}, {@code 28x 6}, {@code 1 - 6}).
   */
  private String moveText(Token first) {
    int end = moveEnd(at);
    if (end == at + 1) {
      return next().text(); // the common case: the move is one symbol
    }
    StringBuilder move = new StringBuilder();
    while (at < end) {
      move.append(next().text());
    }
    return move.length() == 0 ? first.text() : move.toString();
  }

  /** The index after the symbols of the move that starts at a token index. */
  private int moveEnd(int from) {
    int end = from + 1;
    while (end < gameTokens.size()
        && gameTokens.get(end).is(Type.SYMBOL)
        && PdnMoveText.joins(gameTokens.get(end - 1).text(), gameTokens.get(end).text())) {
      end++;
    }
    return end;
  }

  /**
   * A move as PDN writes it, read in a position: numbers or algebraic squares, {@code -} for a
   * quiet move, {@code x} or {@code :} for a capture with any of its landing squares, or two
   * algebraic squares without a sign ({@code a3b4}). Between two squares the sign is a hint: a
   * capture written with {@code -}, or a quiet move with {@code x}, is read when only it fits. When
   * several captures fit, the one after which the next moves of the line stay legal is taken, if
   * only one is; else, as played, the first of them (by captured squares), and strictly none.
   */
  private Move move(DraughtsPosition position, String move, int offset, int ply) {
    List<Move> fits = PdnMoveText.candidates(text, position, move, offset, ply);
    if (fits.isEmpty()) {
      throw refused(position, move, offset, ply);
    }
    return fits.size() == 1 ? fits.get(0) : chosen(position, fits, move, offset, ply);
  }

  /** The squares of the move being read, and the codes they fit: reused from move to move. */
  private final PdnMoveText.Squares squares = new PdnMoveText.Squares();

  private final PdnMoveText.Fits fits = new PdnMoveText.Fits();

  /**
   * The code of a move read on the main line's board, chosen as {@link #move} chooses it: the board
   * is asked directly (a quiet move tested alone, a capture among the listed captures), and a
   * position is made only to refuse the move or to choose among several captures.
   */
  private int moveOn(DraughtsSearchBoard board, String move, int offset, int ply) {
    PdnMoveText.read(text, board.geometry, move, offset, ply, squares);
    int n = PdnMoveText.fits(board, squares, fits);
    if (n == 1) {
      return fits.codes[0];
    }
    DraughtsPosition position = board.position();
    if (n == 0) {
      throw refused(position, move, offset, ply);
    }
    List<Move> candidates = new ArrayList<>(n);
    int[] codes = Arrays.copyOf(fits.codes, n);
    for (int code : codes) {
      candidates.add(board.decode(code));
    }
    return codes[candidates.indexOf(chosen(position, candidates, move, offset, ply))];
  }

  /** Why a move read fits no legal move, about the whole text. */
  private IllegalMoveException refused(
      DraughtsPosition position, String move, int offset, int ply) {
    IllegalMoveException refused = Refusals.refused(position, move);
    return new IllegalMoveException(refused.reason(), refused.problem(), text, offset, ply);
  }

  /** The one of several captures a move's text fits that {@link #move} reads. */
  private Move chosen(
      DraughtsPosition position, List<Move> fits, String move, int offset, int ply) {
    List<Move> alive = new ArrayList<>();
    for (Move m : fits) {
      if (replays(position.play(m))) {
        alive.add(m);
      }
    }
    if (alive.size() == 1 || mode == ReadMode.AS_PLAYED) {
      return alive.isEmpty() ? fits.get(0) : alive.get(0);
    }
    boolean algebraic = move.chars().anyMatch(c -> c >= 'a' && c <= 'z' && c != 'x');
    List<String> names = new ArrayList<>();
    for (Move m : alive.isEmpty() ? fits : alive) {
      String numeric = MoveText.format(position, m);
      names.add(algebraic ? PdnSquares.algebraic(position.geometry(), numeric, 'x') : numeric);
    }
    throw new AmbiguousMoveException(text, Math.min(offset, text.length()), ply, names);
  }

  /** The most plies replayed to tell ambiguous captures apart. */
  static final int LOOKAHEAD = 100;

  /**
   * Whether the moves that follow in the line, up to {@link #LOOKAHEAD} of them, can be played from
   * a position; true as well when the answer is not known (another ambiguous move).
   */
  private boolean replays(DraughtsPosition from) {
    DraughtsPosition position = from;
    int depth = 0;
    int plies = 0;
    int i = at;
    while (i < gameTokens.size() && plies < LOOKAHEAD) {
      Token t = gameTokens.get(i);
      if (t.is(Type.VARIATION_START)) {
        depth++;
      } else if (t.is(Type.VARIATION_END)) {
        if (depth == 0) {
          return true;
        }
        depth--;
      } else if (t.is(Type.SYMBOL) && depth == 0 && !t.text().equals("...")) {
        if (t.text().startsWith("/")) {
          return true;
        }
        int end = moveEnd(i);
        StringBuilder move = new StringBuilder();
        for (int k = i; k < end; k++) {
          move.append(gameTokens.get(k).text());
        }
        List<Move> fits;
        try {
          fits = PdnMoveText.candidates(text, position, move.toString(), t.offset(), 1);
        } catch (NotationException e) {
          return false;
        }
        if (fits.size() != 1) {
          return fits.size() > 1;
        }
        position = position.play(fits.get(0));
        plies++;
        i = end;
        continue;
      }
      i++;
    }
    return true;
  }

  /** A variation after its {@code (}: the moves instead of the one played from a position. */
  private void variation(
      TreeBuilder<Move> tree, DraughtsPosition from, int ply, int open, int depth) {
    if (depth > MAX_DEPTH) {
      throw error("variations are nested deeper than " + MAX_DEPTH + " levels", open, ply);
    }
    List<Step> nodes = new ArrayList<>();
    DraughtsPosition position = from;
    int next = ply;
    while (true) {
      Token t = peek();
      switch (t.type()) {
        case VARIATION_END:
          next();
          if (nodes.isEmpty()) {
            throw error("a variation holds no move", open, ply);
          }
          tree.endVariation();
          return;
        case END, TAG, RESULT:
          throw error("the variation opened here is not closed by ')'", open, ply);
        case COMMENT:
          next();
          tree.braceComment(t.text()); // before the first move: kept with it
          break;
        case MARK:
          next();
          if (nodes.isEmpty()) {
            throw error(
                "the mark " + Quoting.shown(t.text()) + " comes before any move", t.offset(), ply);
          }
          tree.mark(t.text());
          break;
        case MOVE_NUMBER:
          next();
          break;
        case VARIATION_START:
          next();
          if (nodes.isEmpty()) {
            throw error("a variation comes before any move", t.offset(), ply);
          }
          Step last = nodes.get(nodes.size() - 1);
          tree.startVariation();
          variation(tree, last.before(), last.ply(), t.offset(), depth + 1);
          break;
        case SYMBOL:
          if (t.text().startsWith("/")) {
            throw error("a setup inside a variation is not supported", t.offset(), next);
          }
          if (t.text().equals("...")) {
            next();
            break;
          }
          String move = moveText(t);
          Move parsed = move(position, move, t.offset(), next);
          nodes.add(new Step(position, next));
          tree.move(parsed);
          position = position.play(parsed);
          next++;
          break;
      }
    }
  }

  /** The record from what was read: the result applied, the headers without derived tags. */
  private AnnotatedRecord<DraughtsPosition, Move> finish(State game, String resultWord) {
    GameRecord<DraughtsPosition, Move> record;
    if (game.replay != null) {
      record = game.replay.record();
    } else {
      if (game.sideUnknown) {
        // a diagram without moves: the side that starts the game type moves
        game.start =
            position(
                game.type.game(),
                game.type.first().letter() + game.fen.substring(1),
                game.fenOffset);
      }
      record = record(game.type.game(), game.start);
    }
    String tagResult = game.tags.containsKey(RESULT) ? game.tags.get(RESULT).strip() : null;
    if (tagResult != null && tagResult.isEmpty()) {
      tagResult = null; // an empty tag states nothing
    }
    // the move text's result wins: the tag only fills in for '*' or a missing result (writers
    // sometimes leave a stale tag, as in a game drawn after the tag said 0-1)
    String result =
        resultWord == null || (resultWord.equals("*") && tagResult != null)
            ? tagResult
            : resultWord;
    Optional<Outcome> rulesEnding = record.isOver() ? record.outcome() : Optional.empty();
    Optional<Outcome> stated =
        (result == null ? Optional.<Outcome>empty() : outcome(result))
            .map(
                outcome ->
                    Termination.stated(
                        outcome, Optional.ofNullable(game.tags.get(Termination.TAG)), rulesEnding));
    if (stated.isPresent() && !record.isOver()) {
      record = record.end(stated.get());
    }
    Map<String, String> headers = new LinkedHashMap<>();
    game.tags.forEach(
        (name, value) -> {
          if (!name.equals(GAME_TYPE) && !name.equals(FEN) && !name.equals(RESULT)) {
            headers.put(name, value);
          }
        });
    if ("0-0".equals(result)) {
      headers.put(RESULT, result); // both lost: no outcome says it, the header keeps it
    }
    game.tree.result(stated);
    return game.tree.build(record, headers, game.tree.startComment(), Optional.empty());
  }

  /** What a result word states: White or Black won, a draw, or nothing known ("0-0"). */
  static Optional<Outcome> outcome(String result) {
    return PgnText.outcome(result, Color.WHITE, Color.BLACK);
  }
}
