package io.github.plateau.shogi;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveNotation;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import io.github.plateau.core.RecordFormat;
import io.github.plateau.core.Repetition;
import io.github.plateau.core.Repetition.Cycle;
import io.github.plateau.core.RuledGame;
import io.github.plateau.core.svg.Drawing;
import java.util.List;
import java.util.Optional;

/**
 * Shogi, Japanese chess, under the rules of the Japan Shogi Association: the entry point of this
 * module. Immutable and thread-safe; games are equal when their {@link ShogiRules rules} are.
 *
 * <p>Positions are read and written in SFEN ({@link #parse}), such as {@link #START}: the move
 * number may be left out (it is then 1); it is 1 to 1,000,000,000, and the position's {@link
 * ShogiPosition#ply() ply} is one less. Moves are read and written in USI ({@link #parseMove},
 * {@link #formatMove}): {@code 7g7f}, {@code 8h2b+}, {@code P*5e}. The sides are {@link
 * Color#SENTE} then {@link Color#GOTE}; the game starts from {@link #START}. The rules options are
 * a {@link ShogiRules} value: {@code always-promote}, under which a piece that may promote must;
 * {@code max-plies=N}, under which the game is a draw once N plies have been played; {@code
 * impasse=24} or {@code impasse=27}, the {@link ImpasseRule} that {@link ShogiRecords} applies when
 * a player invokes it. All are off by default.
 *
 * <p>History rules ({@link #judge}): the fourth occurrence of a position (board, hands, side to
 * move) is a draw by repetition (sennichite), unless one side gave check with every one of its
 * moves from the first occurrence on: that side loses by perpetual check. Under a ply limit, the
 * game is then a draw by {@link Reason#MOVE_LIMIT} when the record holds that many plies and the
 * last one neither mated nor repeated.
 *
 * <p>An illegal move's {@link io.github.plateau.core.IllegalMoveException#reason() reason} is one
 * of {@code MALFORMED} (no move at all), {@code NO_PIECE} (an empty square, or none of the kind in
 * hand), {@code NOT_YOUR_PIECE}, {@code OWN_PIECE_ON_TARGET}, {@code OUT_OF_REACH}, {@code
 * PATH_BLOCKED}, {@code PROMOTION} (a promotion not allowed or a required one missing), {@code
 * DROP} (on an occupied square, where the piece could never move, a second pawn on a file, a pawn
 * drop that mates) and {@code KING_IN_CHECK}. An impossible position's {@link
 * io.github.plateau.core.IllegalPositionException#reason() reason} is {@code KING_COUNT}, {@code
 * TOO_MANY_PIECES}, {@code PIECE_OUT_OF_PLACE} (a piece that could never move, two unpromoted pawns
 * of a side on a file) or {@code OPPONENT_IN_CHECK}.
 */
public final class Shogi extends RuledGame<ShogiPosition, Move, ShogiRules> {
  /** The game's id in the registry. */
  public static final String ID = "shogi";

  /** The SFEN of the standard start position. */
  public static final String START =
      "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

  /**
   * Sennichite, with the perpetual check of the checking side counted from the first occurrence.
   */
  private static final Repetition<ShogiPosition, Move> SENNICHITE =
      Repetition.<ShogiPosition, Move>after(4).withPerpetualCheck(Cycle.SINCE_FIRST);

  private final Drawing<ShogiPosition, Move> drawing = ShogiSvg.drawing(this);

  /** Shogi under the standard rules, {@link ShogiRules#DEFAULT}. */
  public Shogi() {
    this(ShogiRules.DEFAULT);
  }

  /**
   * Shogi under given rules.
   *
   * @param rules the rules options
   * @throws IllegalArgumentException if the rules are null
   */
  public Shogi(ShogiRules rules) {
    super(rules, List.of(Color.SENTE, Color.GOTE));
  }

  /**
   * The registry id, {@code "shogi"}.
   *
   * @return the id
   */
  @Override
  public String id() {
    return ID;
  }

  /**
   * "Shogi", followed by the options that are not at their default in parentheses, such as {@code
   * "Shogi (always promote, max 256 plies, 27-point impasse)"}.
   *
   * @return the name
   */
  @Override
  public String name() {
    StringBuilder options = new StringBuilder();
    if (rules().alwaysPromote()) {
      options.append(", always promote");
    }
    if (rules().maxPlies() > 0) {
      options.append(", max ").append(rules().maxPlies()).append(" plies");
    }
    if (rules().impasse() != ImpasseRule.NONE) {
      options.append(", ").append(rules().impasse().optionValue()).append("-point impasse");
    }
    return options.length() == 0 ? "Shogi" : "Shogi (" + options.substring(2) + ")";
  }

  @Override
  protected ShogiPosition buildStart() {
    return PositionText.parse(this, START);
  }

  @Override
  protected ShogiPosition readPosition(String text) {
    return PositionText.parse(this, text);
  }

  @Override
  protected Move readMove(ShogiPosition position, String text) {
    return MoveText.parse(position, text);
  }

  @Override
  protected String writeMove(ShogiPosition position, Move move) {
    return MoveText.format(position, move);
  }

  @Override
  protected IllegalMoveException refused(ShogiPosition position, Move move) {
    return Refusals.refused(position, move);
  }

  /**
   * {@inheritDoc}
   *
   * @return the repetition rule {@link #judge} applies
   */
  @Override
  public Optional<Repetition<ShogiPosition, Move>> repetition() {
    return Optional.of(SENNICHITE);
  }

  /**
   * Sennichite: a draw by {@link Reason#REPETITION} at the fourth occurrence of a position, or a
   * loss by {@link Reason#PERPETUAL_CHECK} for the side that gave check with every move from the
   * first occurrence on. Then the ply limit, if any: a draw by {@link Reason#MOVE_LIMIT} once the
   * record holds {@link ShogiRules#maxPlies()} plies. Each costs the same whatever the length of
   * the game.
   *
   * @param record the game so far, a game of this game
   * @return the outcome, or empty while the game goes on
   * @throws IllegalArgumentException if the record is null or of a game under other rules
   */
  @Override
  public Optional<Outcome> judge(GameRecord<ShogiPosition, Move> record) {
    requireOwn(record);
    Optional<Outcome> repetition = SENNICHITE.judge(record);
    if (repetition.isEmpty() && rules().maxPlies() > 0 && record.ply() >= rules().maxPlies()) {
      return Optional.of(Outcome.draw(Reason.MOVE_LIMIT));
    }
    return repetition;
  }

  /**
   * The plies left to the ply limit ({@link ShogiRules#maxPlies()}), counted as {@link #judge}
   * counts them: the record's plies.
   *
   * @param record the game so far, a game of this game
   * @return the plies, or {@link Integer#MAX_VALUE} without a limit
   */
  @Override
  public int pliesBeforeCounts(GameRecord<ShogiPosition, Move> record) {
    requireOwn(record);
    int limit = rules().maxPlies();
    return limit > 0 ? Math.max(0, limit - record.ply()) : Integer.MAX_VALUE;
  }

  /**
   * The outcome of a declaration by the side to move: under the CSA 27-point rule ({@code
   * impasse=27}) the declarer wins by {@link Reason#DECLARATION} if {@link
   * ShogiRecords#declarationWins} and loses by it otherwise; under other rules there is no
   * declaration.
   *
   * @param position the position of the declaration
   * @return the outcome, or empty unless the game is played under the 27-point rule
   * @throws IllegalArgumentException if the position is null or of another game
   */
  @Override
  public Optional<Outcome> declaration(ShogiPosition position) {
    requireOwn(position);
    if (rules().impasse() != ImpasseRule.DECLARATION_27) {
      return Optional.empty();
    }
    Color declarer = position.sideToMove();
    Color winner =
        ShogiRecords.declarationWins(position, declarer) ? declarer : declarer.opposite();
    return Optional.of(Outcome.win(winner, Reason.DECLARATION));
  }

  /**
   * The record formats read into and written from {@link io.github.plateau.core.AnnotatedRecord}s.
   *
   * @return {@link Kif#FORMAT}, {@link Ki2#FORMAT} and {@link Csa#FORMAT}
   */
  @Override
  public List<RecordFormat<ShogiPosition, Move>> recordFormats() {
    return List.of(Kif.FORMAT, Ki2.FORMAT, Csa.FORMAT);
  }

  /**
   * The notations of the move list: {@code japanese}, the Japanese notation as KI2 writes it (the
   * Japan Shogi Association's: {@code ☗７六歩}, {@code ☖同　歩}, {@code ☗５五角打} only where a piece on the
   * board could also go there, {@code 成} and {@code 不成}), with the side marks ☗ and ☖ for the KI2
   * writer's ▲ and △; {@code kif}, as KIF writes a move ({@code ７六歩(77)}, every drop {@code 打});
   * {@code western}, the Western (Hodges) notation of English books ({@link WesternNotation}:
   * {@code P-7f}, {@code Bx2b+}, {@code S*5e}); {@code usi}, the standard notation ({@link
   * #formatMove}).
   *
   * @return the four notations, Japanese first
   */
  @Override
  public List<MoveNotation<ShogiPosition, Move>> moveNotations() {
    return List.of(
        MoveNotation.of(
            this,
            "japanese",
            "Japanese",
            (position, move, previous) ->
                (position.sideToMove() == Color.SENTE ? "☗" : "☖")
                    + JapaneseNotation.ki2(position, move.code(), previousTo(previous))),
        MoveNotation.of(
            this,
            "kif",
            "KIF",
            (position, move, previous) ->
                JapaneseNotation.kif(position, move.code(), previousTo(previous))),
        MoveNotation.of(
            this,
            "western",
            "Western",
            (position, move, previous) -> WesternNotation.format(position, move)),
        MoveNotation.standard(this, "usi", "USI"));
  }

  /** The destination of the move before, for {@code 同}, or -1 at the start of a line. */
  private static int previousTo(Optional<Move> previous) {
    return previous.map(m -> MoveCodes.to(m.code())).orElse(-1);
  }

  /**
   * Positions drawn by {@link ShogiSvg}; a move is clicked on its origin and destination (both
   * promotion choices share them) or, for a drop, on the kind in hand ({@code P*} for sente's pawn,
   * {@code p*} for gote's) and the destination.
   *
   * @return the drawing, for positions of this game
   */
  @Override
  public Optional<Drawing<ShogiPosition, Move>> drawing() {
    return Optional.of(drawing);
  }

  /**
   * The non-default options of the rules, for {@link #toString}.
   *
   * @return empty, or such as {@code "always-promote,max-plies=256"}
   */
  @Override
  protected String options() {
    return rules().toString();
  }
}
