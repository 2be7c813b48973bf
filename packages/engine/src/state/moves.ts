import type { Deck, ShipyardCard } from '../edition/edition.js';

/**
 * Every decision a player can make, as plain data. `seat` is the deciding player (0 is A).
 * {@link legalMoves} lists the legal ones with their arguments; {@link applyMove} applies one.
 */
export type Move =
  /** 2 players: player B puts a cube on the first space of an open track (setup). */
  | {
      /** Setup at 2 players: player B's opening cube on the first space of a track. */
      type: 'placeOpeningCube';
      /** The deciding player (0 is A). */
      seat: number;
      /** The Research Track, by index into `tracks` (0 is the top one). */
      track: number;
    }
  /** Later games: put one ship on the first free ship space of an open area (setup). */
  | {
      /** Setup with free placement: one ship onto an area. */
      type: 'placeShip';
      /** The deciding player (0 is A). */
      seat: number;
      /** The area, by index (0 is the Sun's starting area, then counter-clockwise). */
      area: number;
    }
  /** Sail the first ship in line in the Sun's area to another area (mandatory). */
  | {
      /** The turn's mandatory move: the first ship in line in the Sun's area sails. */
      type: 'sail';
      /** The deciding player (0 is A). */
      seat: number;
      /** The area sailed or moved to, by index. */
      to: number;
    }
  /**
   * Build the top Building of a pile in the area sailed to; advance its research points on
   * `track` (null only when no track can take them). `resourceCard` stands in for one missing
   * building (an id of a Resource Card in hand).
   */
  | {
      /** Main action: build the top card of a pile in the area sailed to. */
      type: 'build';
      /** The deciding player (0 is A). */
      seat: number;
      /** The pile built from. */
      deck: Deck;
      /** The Research Track, by index into `tracks` (0 is the top one). */
      track: number | null;
      /** The id of a Resource Card in hand that stands in for a missing Building. */
      resourceCard?: number;
    }
  /** Build a ship at a Shipyard: from Available Resources to the end of the line in the Sun's area. */
  | {
      /** Main action at a Shipyard: a ship from Available Resources to the end of the Sun's line. */
      type: 'buildShip';
      /** The deciding player (0 is A). */
      seat: number;
    }
  /** Recruit at a Camp: reserve to supply, as many as own ships and scientists in the area. */
  | {
      /** Main action at a Camp: scientists from reserve to supply. */
      type: 'recruit';
      /** The deciding player (0 is A). */
      seat: number;
    }
  /** Research at a Research Center: advance on a matching track by own ships and scientists in the area. */
  | {
      /** Main action at a Research Center: advance on a track. */
      type: 'research';
      /** The deciding player (0 is A). */
      seat: number;
      /** The Research Track, by index into `tracks` (0 is the top one). */
      track: number;
    }
  /**
   * Play an Icebreaker on an area where the second ship in line is one's own. In the Sun's area
   * (one's own ship right behind the one taking this turn) the extra turn follows at once.
   */
  | {
      /** Shipyard Card Icebreaker: an extra turn for the second ship in line of an area. */
      type: 'playIcebreaker';
      /** The deciding player (0 is A). */
      seat: number;
      /** The area, by index (0 is the Sun's starting area, then counter-clockwise). */
      area: number;
    }
  /** Play "Place a Scientist": one scientist from supply into the area sailed to. */
  | {
      /** Shipyard Card "Place a Scientist": a scientist into the area sailed to. */
      type: 'playPlaceScientist';
      /** The deciding player (0 is A). */
      seat: number;
    }
  /** Play "+2 Scientists": two scientists (or the last one) from reserve to supply. */
  | {
      /** Shipyard Card "+2 Scientists": two scientists from reserve to supply. */
      type: 'playPlusTwoScientists';
      /** The deciding player (0 is A). */
      seat: number;
    }
  /** Play "Fast Research": advance three on a track. */
  | {
      /** Shipyard Card "Fast Research": advance three on a track. */
      type: 'playFastResearch';
      /** The deciding player (0 is A). */
      seat: number;
      /** The Research Track, by index into `tracks` (0 is the top one). */
      track: number;
    }
  /**
   * Move one cube, a ship from Available Resources, or a ship on the board (`ship`, its id) to
   * Discarded Resources, and a scientist from reserve to supply.
   */
  | {
      /** A resource to Discarded Resources, for a scientist from reserve to supply. */
      type: 'discard';
      /** The deciding player (0 is A). */
      seat: number;
      /** What is discarded: a cube, a ship from Available Resources, or a ship on the board (`ship`). */
      resource: 'cube' | 'availableShip';
    }
  | {
      /** A resource to Discarded Resources, for a scientist from reserve to supply. */
      type: 'discard';
      /** The deciding player (0 is A). */
      seat: number;
      /** What is discarded: a cube, a ship from Available Resources, or a ship on the board (`ship`). */
      resource: 'boardShip';
      /** The id of the ship on the board (one's own). */
      ship: number;
    }
  /** End the turn (taking no action if none was taken). */
  | {
      /** Ends the turn (with no main action if none was taken). */
      type: 'endTurn';
      /** The deciding player (0 is A). */
      seat: number;
    }
  /** Track action "move a ship": move one's ship `ship` (an id) to the end of the line in `to`. */
  | {
      /** Track action "move a ship": one's ship to the end of the line in another area. */
      type: 'moveShip';
      /** The deciding player (0 is A). */
      seat: number;
      /** The id of the ship on the board (one's own). */
      ship: number;
      /** The area sailed or moved to, by index. */
      to: number;
    }
  /** Track action "advance three": advance on a track no one else chose in this action. */
  | {
      /** Track action "advance three" on a track nobody else chose in this action. */
      type: 'advance';
      /** The deciding player (0 is A). */
      seat: number;
      /** The Research Track, by index into `tracks` (0 is the top one). */
      track: number;
    }
  /** Take a Shipyard Card of one's choice after another player built a ship. */
  | {
      /** Takes a Shipyard Card after another player built a ship. */
      type: 'takeShipyardCard';
      /** The deciding player (0 is A). */
      seat: number;
      /** The Shipyard Card taken from the pile. */
      card: ShipyardCard;
    }
  /** Pick one of the cards passed in the Shipyard draft. */
  | {
      /** Picks one of the cards passed in the Shipyard draft. */
      type: 'draftPick';
      /** The deciding player (0 is A). */
      seat: number;
      /** The card picked, one of the draft's. */
      card: ShipyardCard;
    }
  /**
   * A chance outcome stated by the table: the Shipyard Cards turned up for a draft (any order),
   * in a game set up with a {@link TableSetup} instead of a seed. `seat` is who triggered it.
   */
  | {
      /** Chance in a table game: the Shipyard Cards turned up for a draft. */
      type: 'drawDraftCards';
      /** The player who triggered the draft (0 is A). */
      seat: number;
      /** The Shipyard Cards turned up, in any order. */
      cards: ShipyardCard[];
    }
  /** Decline an optional track action, Shipyard Card or Icebreaker turn. */
  | {
      /** Declines an optional track action, Shipyard Card or Icebreaker turn. */
      type: 'pass';
      /** The deciding player (0 is A). */
      seat: number;
    };

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
