import type { BuildingType, Edition, GameState, RuleOptions } from '@antarctica-game/engine';
import type { Color } from '@antarctica-game/scoring';
import type { BuildingCardRef, ResourceCardRef } from '../syntax/record.js';

// What a header says, as types: the readers of each tag (read-header.ts and the files it calls)
// fill them, and replay reads them.

/** What a table saw at setup, as a record states it; `null` is a `?`. */
export interface TableFacts {
  /** The Starting Building of each area; `'-'` for a closed area. */
  startingBuildings: Array<BuildingType | '-' | null>;
  /** The top card of the Basic, Double and Advanced piles at the start (`[Piles]`). */
  tops: Array<BuildingCardRef | null>;
  /** Each seat's starting Basic Resource Card (`[Resources]`). */
  startingResourceCards: Array<ResourceCardRef | null>;
  /** The Expertise cards laid out beside the board, first first (`[ResourcePile]`). */
  resourcePile: Array<ResourceCardRef | null>;
}

/** How a record says its game was set up and how it ended, read from its tags. */
export interface RecordSettings {
  /** The players in seating order. */
  players: Array<{
    /** The player's colour, from the record's player tags or the default order. */
    color: Color;
    /** The player's name, when the record gives one. */
    name?: string;
  }>;
  /** The edition, or null when the record names one this reader does not know. */
  edition: Edition | null;
  /** How ships were placed at setup (`[ShipPlacement]`): the first-game layout (default) or in turn. */
  shipPlacement: 'firstGame' | 'free';
  /** The rule readings the record names (the others are the defaults). */
  rules: Partial<RuleOptions>;
  /** The seed of a game played from a seed. */
  seed?: string;
  /**
   * The state a record starts from when it states a position (`[Position]`), its `?`s filled
   * with cards that are left (see docs/notation.md, "Positions").
   */
  position?: GameState;
  /** The setup of a game played at a table, when the record states it. */
  table?: TableFacts;
  /** The winners' seats, `null` for an unfinished game (`*`); absent when not stated. */
  result?: number[] | null;
  /** Each player's final Victory Points, by seat, when stated. */
  scores?: number[];
}

/** Options for reading records. */
export interface ReadOptions {
  /** Editions a record may name in its `[Edition]` tag besides the default one. */
  editions?: readonly Edition[];
}
