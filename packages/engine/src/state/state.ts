import type { Color } from '@antarctica-game/scoring';
import type { Edition, ShipyardCard, TrackSymbol } from '../edition/edition.js';
import type { RuleOptions } from './rule-options.js';

/**
 * The whole game as plain data: JSON-serializable, cloned by the engine before each change, never
 * mutated in place by the public API. Players are referred to by seat: 0 is A, then B, C, D
 * counter-clockwise.
 */
export interface GameState {
  /** Format version of this data. */
  version: 1;
  /** The edition the game is played with (shared, never changed). */
  edition: Edition;
  /** The rule readings this game is played with. */
  rules: RuleOptions;
  /**
   * Where chance comes from: `'seeded'` draws with the seeded generator (`rng`); `'table'` (a game
   * set up from what a real table showed) waits for each chance outcome as a move
   * (`drawDraftCards`).
   */
  chance: 'seeded' | 'table';
  /** Each player's pieces and cards, by seat (2 to 4). */
  players: PlayerState[];
  /** The eight areas, by index (0 is where the Sun starts, then counter-clockwise). */
  areas: AreaState[];
  /** The Research Tracks of the edition, by index (0 is the top one), closed ones included. */
  tracks: TrackState[];
  /** Where each ship is, by ship id (see {@link SHIPS_PER_SEAT}): an area index or a negative place. */
  ships: number[];
  /** The area the Sun is in. */
  sun: number;
  /** The three Building Card piles; the last element of each is its top card. Card ids index `edition.buildingCards`. */
  piles: {
    /** The Basic pile, top card last. */
    basic: number[];
    /** The Double pile, top card last. */
    double: number[];
    /** The Advanced pile, top card last. */
    advanced: number[];
  };
  /** The face-down Shipyard Card pile. */
  shipyardPile: ShipyardCard[];
  /** The Resource Card Pile; ids index `edition.resourceCards`. Played cards go to its end. */
  resourcePile: number[];
  /** Building pieces not yet on the board, by kind. */
  buildingSupply: Record<string, number>;
  /** Icebreakers waiting on the board. */
  icebreakers: Icebreaker[];
  /** Where the game is. */
  phase: 'openingCube' | 'placement' | 'playing' | 'over';
  /** In the placement phase, how many ships have been placed. */
  placed: number;
  /** The turn being played, in the playing phase. */
  turn: TurnState | null;
  /** The current visit of the Sun to an area. */
  visit: VisitState;
  /** Effects waiting to be resolved, first first; they interrupt the turn. */
  pending: Effect[];
  /** State of the seeded random generator. */
  rng: number;
  /** Moves applied so far. */
  moves: number;
  /** Why the game ended, once it has. */
  ended: null | 'lastScientist' | 'lastBuilding' | 'noShips';
}

/** A game state as stored in a persisted actor snapshot: its edition by id. */
export type StoredGameState = Omit<GameState, 'edition'> & {
  /** The id of the game's edition, looked up among the editions given when the actor is restored. */
  edition: string;
};

/** One player's pieces and cards. */
export interface PlayerState {
  /** The player's colour, which also marks their pieces. */
  color: Color;
  /** The player's name, when one was given at setup. */
  name?: string;
  /** Scientists in front of the player, ready to be placed. */
  supply: number;
  /** Scientists next to the board, to be recruited. */
  reserve: number;
  /** Cubes on Available Resources. */
  cubes: number;
  /** Resources moved to Discarded Resources. */
  discarded: number;
  /** Building Cards taken (ids into `edition.buildingCards`). */
  buildingCards: number[];
  /** Shipyard Cards in hand. */
  shipyardCards: ShipyardCard[];
  /** Resource Cards in hand (ids into `edition.resourceCards`). */
  resourceCards: number[];
  /** The Basic Resource Card taken at setup while it is still unplayed, else null. */
  startingBasicCard: number | null;
}

/** Ships per seat in the id space: a ship's id is `seat * SHIPS_PER_SEAT + k`. */
export const SHIPS_PER_SEAT = 8;
/** A ship on Available Resources. */
export const SHIP_AVAILABLE = -1;
/** A ship on Discarded Resources. */
export const SHIP_DISCARDED = -2;
/** A ship left in the box at this player count. */
export const SHIP_IN_BOX = -3;

/** One area of the board. */
export interface AreaState {
  /** Whether the area is out of play (some areas are closed at 2 players): no ship sails there. */
  closed: boolean;
  /** Ships in line, first first (ship ids). */
  ships: number[];
  /** Buildings standing here, as a bit set over `BUILDING_TYPES`. */
  buildings: number;
  /** Scientists by seat. */
  scientists: number[];
}

/** One Research Track. */
export interface TrackState {
  /** Whether the track is out of play at this player count (a track marked "3" or "4"). */
  closed: boolean;
  /** The seat whose cube is on each space, or -1. */
  spaces: number[];
  /** For each symbol of the edition's track, whether a blue one has been triggered. */
  blueUsed: boolean[];
}

/** An Icebreaker played on the second ship in line of an area. */
export interface Icebreaker {
  /** The area it was played on. */
  area: number;
  /** The player who played it. */
  seat: number;
  /** The id of the player's ship, second in line there, that gets the extra turn. */
  ship: number;
}

/** A turn: a ship sails from the Sun's area and its owner acts. */
export interface TurnState {
  /** The player taking the turn. */
  seat: number;
  /** The id of the ship that sails this turn (first in line in the Sun's area). */
  ship: number;
  /** The Sun's area, which the ship sails from. */
  from: number;
  /** Where the ship sailed; -1 before it has. */
  to: number;
  /** Whether the main action (or the choice of none) is done. */
  acted: boolean;
  /** Whether a resource was discarded this turn. */
  discarded: boolean;
  /** Whether this is the extra turn given by an Icebreaker. */
  icebreaker: boolean;
  /** Ships built during this turn, which cannot be moved by a track action. */
  builtShips: number[];
}

/** The Sun's visit to one area. */
export interface VisitState {
  /** The area the Sun is visiting. */
  area: number;
  /** The Icebreaker that will give a second turn in this visit, if any. */
  icebreaker: {
    /** The player who gets the extra turn. */
    seat: number;
    /** The id of the ship that sails in that turn. */
    ship: number;
  } | null;
  /** Seats that have played a card during this visit (one card per player per Sun move). */
  cardPlayed: boolean[];
}

/** Something that must be resolved before the turn goes on. */
export type Effect = TrackActionEffect | ShipyardPickEffect | DraftEffect | DraftDrawEffect;

/** A Research Track action being carried out by one player, or by each player in turn. */
export interface TrackActionEffect {
  /** Marks a Research Track action. */
  kind: 'trackAction';
  /** Which action: the symbol of the space reached. */
  symbol: TrackSymbol;
  /** The player who triggered it. */
  mover: number;
  /** Players still to act, next first. */
  seats: number[];
  /** Tracks already chosen in an "advance three" for everyone (each must differ). */
  usedTracks: number[];
  /** Actions triggered during an "advance three" for everyone, resolved after all have advanced. */
  deferred: Effect[];
}

/** Players taking a Shipyard Card of their choice after a ship was built. */
export interface ShipyardPickEffect {
  /** Marks a choice of Shipyard Card after a ship was built. */
  kind: 'shipyardPick';
  /** Players still to take a card, next first. */
  seats: number[];
}

/**
 * A Shipyard draft waiting for its cards to be turned up, in a game whose chance comes from the
 * table: the cards drawn are a move (`drawDraftCards`) by the player who triggered it.
 */
export interface DraftDrawEffect {
  /** Marks a draft waiting for the table to turn its cards up. */
  kind: 'draftDraw';
  /** The player who triggered the draft and turns the cards up. */
  seats: number[];
  /** How many cards are drawn. */
  count: number;
}

/** The Shipyard draft: each player in turn picks one of the cards drawn. */
export interface DraftEffect {
  /** Marks the Shipyard draft. */
  kind: 'draft';
  /** Players still to pick, next first. */
  seats: number[];
  /** The cards drawn and not yet picked. */
  cards: ShipyardCard[];
}
