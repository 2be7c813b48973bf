import type { Deck, Edition, GameState, RuleOptions } from '@antarctica-game/engine';
import type { Color } from '@antarctica-game/scoring';

/** What a position is read with: what a record's tags say, which the position text leaves out. */
export interface ReadPositionOptions {
  /** The edition the position's indexes (cards, tracks) refer to. */
  edition: Edition;
  /** The rule readings, all of them (the defaults and the record's `[Rules]`). */
  rules: RuleOptions;
  /** The players in seating order. */
  players: ReadonlyArray<{
    /** The player's colour. */
    color: Color;
    /** The player's name, if known. */
    name?: string;
  }>;
}

/** A position read: the state, and what its `?`s were filled with. */
export interface ReadPosition {
  /** The text is a valid position. */
  ok: true;
  /** The game state the position describes, ready for the engine. */
  state: GameState;
  /** For each `?`, what was put there (a description); empty when the text has none. */
  filled: string[];
  /** For each pile, the positions (0 the top) whose card the text states. */
  knownPiles: Record<Deck, Set<number>>;
}

/** A problem with a position text: the field, in words. */
export interface PositionProblem {
  /** The position field the problem is in, by name (`tracks`, `pending`…). */
  field: string;
  /** What is wrong, in words. */
  message: string;
}
