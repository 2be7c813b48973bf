import type { Move } from '@antarctica-game/engine';
import type { NotationError, NotationMove } from '@antarctica-game/notation';

// The shapes an analysis gives: plain JSON data (moves are the engine's).

/** A player's expected outcome: their win share and their Victory Point margin. */
export interface ExpectedOutcome {
  /**
   * The share of the win expected, in [0, 1]: the mean of the search's ratings (1 for a won game,
   * shared among the winners; for a game not over at the search's horizon, the logistic of the
   * player's heuristic evaluation less the best other player's).
   */
  winShare: number;
  /**
   * The expected margin in Victory Points over the best other player, as projected at the search's
   * horizon (the final margin where the search reached the game's end).
   */
  margin: number;
}

/** The kind of a decision, for the points lost by kind. */
export type DecisionKind = 'setup' | 'sail' | 'build' | 'research' | 'track' | 'cards' | 'other';

/** Every {@link DecisionKind}, in a fixed order. */
export const DECISION_KINDS: readonly DecisionKind[] = [
  'setup',
  'sail',
  'build',
  'research',
  'track',
  'cards',
  'other',
];

/**
 * How bad a move was, by the win share or the Victory Points it gave up (see
 * {@link VERDICT_THRESHOLDS} and {@link judgedLoss}).
 */
export type Verdict = 'inaccuracy' | 'mistake' | 'blunder';

/** A move with the value the search gave it, from the deciding player's view. */
export interface MoveValue {
  /** The engine's move. */
  move: Move;
  /** The expected outcome after it. */
  value: ExpectedOutcome;
  /** The iterations of its own search that went through it. */
  visits: number;
}

/** The analysis of one decision of the record's main line. */
export interface DecisionAnalysis {
  /** The index of the move in the replay's moves (from 0). */
  index: number;
  /** The index in the record's `body` of the token the move came from. */
  item: number;
  /** The deciding seat. */
  seat: number;
  /** The kind of decision. */
  kind: DecisionKind;
  /** How many moves were legal. */
  legal: number;
  /** True when only one move was legal: no loss, no verdict. */
  forced: boolean;
  /** The deciding player's expected outcome before the move: the value of the best move. */
  before: ExpectedOutcome;
  /** The move played and its value. */
  played: MoveValue;
  /** The best move found and its value (the move played when nothing better was found). */
  best: MoveValue;
  /** The best move as the notation writes it, in the state before the move. */
  bestNotation: NotationMove;
  /** What the move played gave up against the best: win share and Victory Points, each at least 0. */
  loss: ExpectedOutcome;
  /** The move's accuracy in [0, 100], from the win share it gave up (see {@link moveAccuracy}). */
  accuracy: number;
  /** The verdict, or null for a move that gave up less than an inaccuracy. */
  verdict: Verdict | null;
}

/** Where a chance outcome came from. */
export type ChanceKind =
  | 'setup'
  | 'buildingCard'
  | 'buildingCardAndShipyardCards'
  | 'shipyardCards'
  | 'other';

/** The luck of one chance outcome, for every player. */
export interface ChanceLuck {
  /** The index of the move whose outcome it was (-1 for the set-up). */
  index: number;
  /** The index in the record's `body` of the token of that move (-1 for the set-up). */
  item: number;
  /** Where the chance came from. */
  kind: ChanceKind;
  /**
   * Each seat's luck in win share: its expected outcome after what turned up less the mean of
   * its expected outcomes over the other outcomes that could have turned up.
   */
  luck: number[];
  /** How many other outcomes were drawn to estimate the expectation. */
  outcomes: number;
}

/** What a player lost in one kind of decision. */
export interface KindLoss {
  /** Decisions of this kind (forced ones left out). */
  decisions: number;
  /** Win share given up, summed. */
  winShare: number;
  /** Victory Points given up, summed. */
  points: number;
}

/** One player's summary. */
export interface PlayerSummary {
  /** The seat (0 is A). */
  seat: number;
  /** Decisions with a choice (forced moves left out). */
  decisions: number;
  /** The game's accuracy in [0, 100] (see {@link gameAccuracy}); null without a decision. */
  accuracy: number | null;
  /** Moves judged inaccuracies. */
  inaccuracies: number;
  /** Moves judged mistakes. */
  mistakes: number;
  /** Moves judged blunders. */
  blunders: number;
  /** Win share given up over the game, summed over the decisions. */
  winShareLost: number;
  /** Victory Points given up over the game, summed over the decisions. */
  pointsLost: number;
  /** What was lost, by kind of decision. */
  byKind: Record<DecisionKind, KindLoss>;
  /** The player's luck in win share, summed over every chance outcome. */
  luck: number;
}

/**
 * One player's final margin in Victory Points, split by a forward judge (the player's expected
 * final margin from their own view, see `splitMargins`):
 * `start + ownPlay + othersPlay + luck + judgeError = final`, and `judgeError` is 0 in a
 * finished game.
 */
export interface MarginSplit {
  /** The seat (0 is A). */
  seat: number;
  /** The expected final margin over the best other player before the set-up (the seat's edge). */
  start: number;
  /** What the player's own decisions did to their expected margin, chance set aside. */
  ownPlay: number;
  /** What the other players' decisions did to it, chance set aside. */
  othersPlay: number;
  /**
   * What chance did to it (the set-up, Building Cards turned up, Shipyard Cards drawn): each
   * outcome's judgement against its mean over what could have turned up.
   */
  luck: number;
  /**
   * The final margin less the judge's last expectation: 0 in a finished game (judged by its final
   * scores); in a record that stops early, how far the points as scored there are from it.
   */
  judgeError: number;
  /** The margin at the end of the record (the final scores' margin in a finished game). */
  final: number;
}

/** The analysis of a game. */
export interface GameAnalysis {
  /**
   * False when the replay found an error of severity `error` (as `antarctica-notation check`
   * rejects the record; see `errors`); nothing is analysed then.
   */
  ok: boolean;
  /**
   * The replay's problems: errors that stop the analysis, or warnings (an `undetermined` card,
   * `game-not-over` for a record that stops before the end without saying who won, which is
   * analysed up to its last move; with a `[Result]` naming a winner it is an error).
   */
  errors: NotationError[];
  /** The settings the analysis ran with. */
  settings: AnalysisSettings;
  /** Every decision of the main line, in order (chance outcomes stated as moves left out). */
  decisions: DecisionAnalysis[];
  /** Every chance outcome found, in order, the set-up first. */
  chances: ChanceLuck[];
  /** One summary per seat. */
  players: PlayerSummary[];
  /** Each seat's final margin split into the start, their play, the others' play and luck. */
  margins: MarginSplit[];
}

/** The settings of an analysis, all resolved. */
export interface AnalysisSettings {
  /** Search iterations for each search of a decision. */
  budget: number;
  /** The seed. */
  seed: number | string;
  /** Other outcomes drawn for each chance outcome. */
  luckSamples: number;
  /** States drawn from a player's view to rate a position for luck. */
  luckDraws: number;
}
