import type { GameState, Move } from '@antarctica-game/engine';
import type { ScoreResult } from '@antarctica-game/scoring';
import type { ReadOptions, RecordSettings } from '../header/record-settings.js';
import type { NotationError } from '../syntax/notation-error.js';
import type { RecordVariation } from '../syntax/record.js';

/** Options of `replayRecord`. */
export interface ReplayOptions extends ReadOptions {
  /**
   * The most engine moves tried in all while filling the record's `?`s (default 200,000). Past
   * it, replay stops with `search-limit`.
   */
  searchLimit?: number;
  /**
   * Whether the Building Cards a table record leaves unseen (`>?`) are first filled by a
   * constraint solver (default true): it works out which Buildings the record's later moves need,
   * fills the cards, and replays once; when it finds no filling or the engine refuses it, the
   * search decides as with false. False: the search alone (its limit is `searchLimit`). Both give
   * the same moves; where a card is undetermined, each may replay with another card that fits
   * (with an `undetermined` warning either way).
   */
  solveBuilds?: boolean;
}

/** A variation replayed from its branch point. */
export interface VariationReplay {
  /** The variation as the record holds it. */
  variation: RecordVariation;
  /** The line it branches from: -1 for the main line, else an index into `variations`. */
  parent: number;
  /** The moves played before its branch point: the variation replaces move `from + 1`. */
  from: number;
  /** True when the variation replayed without error. */
  ok: boolean;
  /** The state at the branch point, then one after each move of the variation. */
  states: GameState[];
  /** The engine moves of the variation. */
  moves: Move[];
}

/** What replaying a record gives. */
export interface ReplayResult {
  /** True when the record replayed without error (warnings allowed), its variations too. */
  ok: boolean;
  /** Every error, and the warnings (`undetermined`), in the order of the text. */
  errors: NotationError[];
  /** How the header says the game was set up. */
  settings: RecordSettings;
  /** Every state of the main line: the start, then one after each move (up to the first error). */
  states: GameState[];
  /** The engine moves played, chance outcomes stated by the record included. */
  moves: Move[];
  /** For each move, the index in `record.body` of the token it came from. */
  moveItems: number[];
  /** The final scores once the game is over; null if the record stops before. */
  scores: ScoreResult | null;
  /** Each variation (nested ones too, after their parent), replayed from its branch point. */
  variations: VariationReplay[];
}
