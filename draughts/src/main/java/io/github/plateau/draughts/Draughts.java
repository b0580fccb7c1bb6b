package io.github.plateau.draughts;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveNotation;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.RecordFormat;
import io.github.plateau.core.Repetition;
import io.github.plateau.core.RuledGame;
import io.github.plateau.core.svg.Drawing;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Draughts under the international (FMJD) rules on an N x N board: men move forward and capture
 * forward and backward, kings fly, capture is compulsory and must take the most pieces, captured
 * pieces are removed only once the capture is complete (Turkish strike), and a man is crowned only
 * when its move ends on the far row. The {@link DraughtsRules} flags change four of these rules for
 * other national games (men capturing forward only, free choice of capture, short kings, promotion
 * during a capture); the international flags use the bitboard generators, the others the general
 * one.
 *
 * <p>A game is built from its rules, {@code new Draughts(rules)}, and is equal to any game of equal
 * rules. Games: {@link #international()} (10 x 10, id {@code draughts}), {@link #brazilian()} (8 x
 * 8, {@code draughts-brazilian}), {@link #canadian()} (12 x 12, {@code draughts-canadian}).
 *
 * <p>Sides and start: White, then Black; the men on the first (N - 2) / 2 rows of each side, White
 * to move.
 *
 * <p>Notation: positions in FMJD FEN, which holds no move counter: {@code W:W31-50:B1-20}, {@code
 * B:W18,24,27,K10:B12,16,K22}; the side to move, then the white and black pieces in either order,
 * kings prefixed with {@code K}, ranges allowed; a colour whose list is missing or empty has no
 * pieces. A position cannot occur with a man on its crowning row, more pieces than a side starts
 * with, or a side that has just moved without any piece. Moves as {@code 32-28}, {@code 19x28}, or
 * the full path {@code 47x38x24x13x36} when captures share start and end; a capture is read with
 * some or all of its landing squares, and a text that fits several legal captures is ambiguous
 * ({@link io.github.plateau.core.AmbiguousMoveException}).
 *
 * <p>Outcomes: a side with no piece loses ({@code NO_PIECES}), a side with no legal move loses
 * ({@code NO_LEGAL_MOVE}); {@link #judge} adds the FMJD draws of the {@link DraughtsRules}: {@code
 * REPETITION}, {@code KING_MOVES_LIMIT} and {@code ENDGAME_LIMIT}.
 *
 * <p>Immutable and thread-safe.
 */
public final class Draughts extends RuledGame<DraughtsPosition, Move, DraughtsRules> {
  /**
   * The registry id of international draughts, on 10 x 10 and, with {@code size=N}, other boards.
   */
  public static final String ID = "draughts";

  /** The registry id of Brazilian draughts, the international rules on the 8 x 8 board. */
  public static final String BRAZILIAN_ID = "draughts-brazilian";

  /** The registry id of Canadian draughts, the international rules on the 12 x 12 board. */
  public static final String CANADIAN_ID = "draughts-canadian";

  /**
   * The start position of international draughts, the default game, in FMJD FEN as {@link
   * DraughtsPosition#toString()} writes it: White's men on 31 to 50, Black's on 1 to 20, White to
   * move. {@link #start()} gives it on the 10 x 10 board, and the other boards' starts by their
   * size.
   */
  public static final String START =
      "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50"
          + ":B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20";

  private final Geometry geometry;
  private final MoveRules moveRules;
  private final Repetition<DraughtsPosition, Move> repetition;
  private final Drawing<DraughtsPosition, Move> drawing = DraughtsSvg.drawing(this);
  private final ThreadLocal<MoveLister> listers; // scratch space, one per thread

  /** International draughts: the {@link DraughtsRules#DEFAULT} rules on the 10 x 10 board. */
  public Draughts() {
    this(DraughtsRules.DEFAULT);
  }

  /**
   * A game with the given rules.
   *
   * @param rules the board size, the draw rules and the move-rule flags
   * @throws IllegalArgumentException if the rules are null
   */
  public Draughts(DraughtsRules rules) {
    super(rules, List.of(Color.WHITE, Color.BLACK));
    this.geometry = Geometry.of(rules().size());
    this.moveRules = rules().moveRules();
    Geometry board = geometry;
    MoveRules moves = moveRules;
    this.listers =
        ThreadLocal.withInitial(() -> new MoveLister(board, SearchEngine.of(board, moves)));
    this.repetition = Repetition.after(rules().repetitions());
  }

  /**
   * International draughts on the 10 x 10 board: {@code new Draughts()}.
   *
   * @return the game
   */
  public static Draughts international() {
    return new Draughts(DraughtsRules.international());
  }

  /**
   * Brazilian draughts: the international rules on the 8 x 8 board.
   *
   * @return the game
   */
  public static Draughts brazilian() {
    return new Draughts(DraughtsRules.brazilian());
  }

  /**
   * Canadian draughts: the international rules on the 12 x 12 board.
   *
   * @return the game
   */
  public static Draughts canadian() {
    return new Draughts(DraughtsRules.canadian());
  }

  Geometry geometry() {
    return geometry;
  }

  /** This thread's lister of legal moves for this game. */
  MoveLister lister() {
    return listers.get();
  }

  MoveRules moveRules() {
    return moveRules;
  }

  /**
   * The registry id: {@code draughts-brazilian} for 8 x 8, {@code draughts-canadian} for 12 x 12,
   * {@code draughts} for 10 x 10 and the other sizes (with the option {@code size=N}).
   *
   * @return the id
   */
  @Override
  public String id() {
    return switch (rules().size()) {
      case 8 -> BRAZILIAN_ID;
      case 12 -> CANADIAN_ID;
      default -> ID;
    };
  }

  /**
   * The variant's name, with the rules that differ from the standard ones in brackets: {@code
   * Brazilian draughts}, {@code International draughts (king-move limit 60 plies)}, {@code Draughts
   * 8x8 (no majority capture, promotion during capture)}.
   *
   * @return the name
   */
  @Override
  public String name() {
    String name =
        switch (rules().size()) {
          case 8 -> "Brazilian draughts";
          case 10 -> "International draughts";
          case 12 -> "Canadian draughts";
          default -> "Draughts " + rules().size() + "x" + rules().size();
        };
    if (!rules().hasInternationalMoves()) {
      name = "Draughts " + rules().size() + "x" + rules().size();
    }
    List<String> changes = new ArrayList<>();
    DraughtsRules standard = DraughtsRules.ofSize(rules().size());
    if (!rules().menCaptureBackward()) {
      changes.add("men capture forward only");
    }
    if (!rules().majorityCapture()) {
      changes.add("no majority capture");
    }
    if (!rules().flyingKings()) {
      changes.add("short kings");
    }
    if (rules().promotionDuringCapture()) {
      changes.add("promotion during capture");
    }
    if (rules().kingMovePlies() != standard.kingMovePlies()) {
      changes.add("king-move limit " + limit(rules().kingMovePlies()));
    }
    if (rules().longEndgamePlies() != standard.longEndgamePlies()
        || rules().shortEndgamePlies() != standard.shortEndgamePlies()) {
      changes.add(
          "endgame limits "
              + limit(rules().longEndgamePlies())
              + " and "
              + limit(rules().shortEndgamePlies()));
    }
    if (rules().repetitions() != standard.repetitions()) {
      changes.add("repetitions " + rules().repetitions());
    }
    return changes.isEmpty() ? name : name + " (" + String.join(", ", changes) + ")";
  }

  private static String limit(int plies) {
    return plies == 0 ? "none" : plies + " plies";
  }

  @Override
  protected DraughtsPosition buildStart() {
    byte[] cells = new byte[geometry.squares + 1];
    int men = geometry.menPerSide();
    for (int s = 1; s <= men; s++) {
      cells[s] = PieceCodes.BLACK_MAN;
      cells[geometry.squares + 1 - s] = PieceCodes.WHITE_MAN;
    }
    return DraughtsPosition.of(this, cells, Color.WHITE);
  }

  @Override
  protected DraughtsPosition readPosition(String text) {
    return PositionText.parse(this, text);
  }

  @Override
  protected Move readMove(DraughtsPosition position, String text) {
    return MoveText.parse(position, text);
  }

  @Override
  protected String writeMove(DraughtsPosition position, Move move) {
    return MoveText.format(position, move);
  }

  @Override
  protected IllegalMoveException refused(DraughtsPosition position, Move move) {
    return Refusals.refused(position, move, /* worded= */ false);
  }

  /**
   * {@inheritDoc}
   *
   * @return the repetition rule {@link #judge} applies
   */
  @Override
  public Optional<Repetition<DraughtsPosition, Move>> repetition() {
    return Optional.of(repetition);
  }

  /**
   * The FMJD draw rules over the game's history: the repetition of a position ({@link
   * DraughtsRules#repetitions()}, same pieces and side to move), {@link
   * DraughtsRules#kingMovePlies()} successive king moves without capture, and the endgame limits
   * counted from the move that created the material balance. Each move costs work bounded by the
   * limits, however long the game.
   *
   * @param record the game so far, of this game
   * @return the draw, or empty while the game goes on
   * @throws IllegalArgumentException if the record is null or of another game
   */
  @Override
  public Optional<Outcome> judge(GameRecord<DraughtsPosition, Move> record) {
    requireOwn(record);
    Optional<Outcome> repeated = repetition.judge(record);
    return repeated.isPresent() ? repeated : HistoryRules.judge(this, record);
  }

  /**
   * The first ply at which the FMJD counts may draw, whatever is played: the king moves left to
   * their limit, the plies left in an endgame balance, and a capture plus the shorter endgame limit
   * for a balance a capture may bring.
   *
   * @param record the game so far, a game of this game
   * @return the plies, or {@link Integer#MAX_VALUE} under rules without counts
   */
  @Override
  public int pliesBeforeCounts(GameRecord<DraughtsPosition, Move> record) {
    requireOwn(record);
    return HistoryRules.pliesBefore(this, record);
  }

  /**
   * The notation of the move list: {@code pdn}, each move as {@link Pdn} writes it ({@code 32-28},
   * {@code 19x30}, the whole path {@code 47x38x24x13x36} where two captures share start and end;
   * {@code c3-d4} in the game types PDN writes in algebraic squares, such as Russian draughts).
   *
   * @return the one notation
   */
  @Override
  public List<MoveNotation<DraughtsPosition, Move>> moveNotations() {
    PdnType type = PdnType.of(this); // null: no PDN type, and the writer refuses such games
    return List.of(
        MoveNotation.of(
            this,
            "pdn",
            "PDN",
            (position, move, previous) ->
                type == null
                    ? MoveText.format(position, move)
                    : Pdn.moveText(type, position, move)));
  }

  /**
   * The record formats of draughts: PDN.
   *
   * @return {@link Pdn#FORMAT}
   */
  @Override
  public List<RecordFormat<DraughtsPosition, Move>> recordFormats() {
    return List.of(Pdn.FORMAT);
  }

  /**
   * Positions drawn by {@link DraughtsSvg}; a move is clicked on its start and end squares, by
   * number ({@code 32}, {@code 28}): a capture whatever its route, and on the same square twice if
   * it comes back to it. Captures between the same two squares are a choice.
   *
   * @return the drawing, for positions of this game
   */
  @Override
  public Optional<Drawing<DraughtsPosition, Move>> drawing() {
    return Optional.of(drawing);
  }

  /**
   * The options that differ from the id's rules in the fixed order of {@link DraughtsRules}, for
   * {@link #toString}.
   *
   * @return empty, or such as {@code "majority=false,promotion=true"} or {@code "size=14"}
   */
  @Override
  protected String options() {
    return rules().toOptions(id());
  }
}
