import type { Deck, ShipyardCard } from '../edition/edition.js';

/**
 * Every decision a player can make, as plain data. `seat` is the deciding player (0 is A).
 * {@link legalMoves} lists the legal ones with their arguments; {@link applyMove} applies one.
 */
export type Move =
  /** 2 players: player B puts a cube on the first space of an open track (setup). */
  | { type: 'placeOpeningCube'; seat: number; track: number }
  /** Later games: put one ship on the first free ship space of an open area (setup). */
  | { type: 'placeShip'; seat: number; area: number }
  /** Sail the first ship in line in the Sun's area to another area (mandatory). */
  | { type: 'sail'; seat: number; to: number }
  /**
   * Build the top Building of a pile in the area sailed to; advance its research points on
   * `track` (null only when no track can take them). `resourceCard` stands in for one missing
   * building (an id of a Resource Card in hand).
   */
  | { type: 'build'; seat: number; deck: Deck; track: number | null; resourceCard?: number }
  /** Build a ship at a Shipyard: from Available Resources to the end of the line in the Sun's area. */
  | { type: 'buildShip'; seat: number }
  /** Recruit at a Camp: reserve to supply, as many as own ships and scientists in the area. */
  | { type: 'recruit'; seat: number }
  /** Research at a Research Center: advance on a matching track by own ships and scientists in the area. */
  | { type: 'research'; seat: number; track: number }
  /**
   * Play an Icebreaker on an area where the second ship in line is one's own. In the Sun's area
   * (one's own ship right behind the one taking this turn) the extra turn follows at once.
   */
  | { type: 'playIcebreaker'; seat: number; area: number }
  /** Play "Place a Scientist": one scientist from supply into the area sailed to. */
  | { type: 'playPlaceScientist'; seat: number }
  /** Play "+2 Scientists": two scientists (or the last one) from reserve to supply. */
  | { type: 'playPlusTwoScientists'; seat: number }
  /** Play "Fast Research": advance three on a track. */
  | { type: 'playFastResearch'; seat: number; track: number }
  /**
   * Move one cube, a ship from Available Resources, or a ship on the board (`ship`, its id) to
   * Discarded Resources, and a scientist from reserve to supply.
   */
  | { type: 'discard'; seat: number; resource: 'cube' | 'availableShip' }
  | { type: 'discard'; seat: number; resource: 'boardShip'; ship: number }
  /** End the turn (taking no action if none was taken). */
  | { type: 'endTurn'; seat: number }
  /** Track action "move a ship": move one's ship `ship` (an id) to the end of the line in `to`. */
  | { type: 'moveShip'; seat: number; ship: number; to: number }
  /** Track action "advance three": advance on a track no one else chose in this action. */
  | { type: 'advance'; seat: number; track: number }
  /** Take a Shipyard Card of one's choice after another player built a ship. */
  | { type: 'takeShipyardCard'; seat: number; card: ShipyardCard }
  /** Pick one of the cards passed in the Shipyard draft. */
  | { type: 'draftPick'; seat: number; card: ShipyardCard }
  /**
   * A chance outcome stated by the table: the Shipyard Cards turned up for a draft (any order),
   * in a game set up with a {@link TableSetup} instead of a seed. `seat` is who triggered it.
   */
  | { type: 'drawDraftCards'; seat: number; cards: ShipyardCard[] }
  /** Decline an optional track action, Shipyard Card or Icebreaker turn. */
  | { type: 'pass'; seat: number };

/** The kind of a move. */
export type MoveType = Move['type'];

/** Every move type, once each, in a fixed order (the order of the table in `docs/engine.md`). */
export const MOVE_TYPES: readonly MoveType[] = Object.freeze([
  'placeOpeningCube',
  'placeShip',
  'sail',
  'build',
  'buildShip',
  'recruit',
  'research',
  'playIcebreaker',
  'playPlaceScientist',
  'playPlusTwoScientists',
  'playFastResearch',
  'discard',
  'endTurn',
  'moveShip',
  'advance',
  'takeShipyardCard',
  'draftPick',
  'drawDraftCards',
  'pass',
] as const);

/** The main actions of a turn: one per turn. */
export const ACTION_MOVES = ['build', 'buildShip', 'recruit', 'research'] as const;

/** The Shipyard Cards a player may play during a turn: one per Sun move. */
export const CARD_MOVES = [
  'playIcebreaker',
  'playPlaceScientist',
  'playPlusTwoScientists',
  'playFastResearch',
] as const;
