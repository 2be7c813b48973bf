import type { Deck, ShipyardCard } from './edition/edition.js';

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
  /** Play an Icebreaker on an area where the second ship in line is one's own. */
  | { type: 'playIcebreaker'; seat: number; area: number }
  /** Play "Place a Scientist": one scientist from supply into the area sailed to. */
  | { type: 'playPlaceScientist'; seat: number }
  /** Play "+2 Scientists": two scientists (or the last one) from reserve to supply. */
  | { type: 'playPlusTwoScientists'; seat: number }
  /** Play "Fast Research": advance three on a track. */
  | { type: 'playFastResearch'; seat: number; track: number }
  /** Move one cube or ship to Discarded Resources, and a scientist from reserve to supply. */
  | {
      type: 'discard';
      seat: number;
      resource: 'cube' | 'availableShip' | 'boardShip';
      area?: number;
    }
  /** End the turn (taking no action if none was taken). */
  | { type: 'endTurn'; seat: number }
  /** Track action "move a ship": move one own ship between areas. */
  | { type: 'moveShip'; seat: number; from: number; to: number }
  /** Track action "advance three": advance on a track no one else chose in this action. */
  | { type: 'advance'; seat: number; track: number }
  /** Take a Shipyard Card of one's choice after another player built a ship. */
  | { type: 'takeShipyardCard'; seat: number; card: ShipyardCard }
  /** Pick one of the cards passed in the Shipyard draft. */
  | { type: 'draftPick'; seat: number; card: ShipyardCard }
  /** Decline an optional track action or Shipyard Card. */
  | { type: 'pass'; seat: number };

/** The kind of a move. */
export type MoveType = Move['type'];
