// The actions of the companion and the reasons it refuses one: plain types, for programs too.
import type { Color } from '@antarctica-game/scoring';
import type { SetupChoice } from './session.js';

/** The counts kept in front of each player. */
export type PlayerCountField = 'buildingCards' | 'asteriskCards' | 'discardedResources';

/** Everything the companion can do to a session. */
export type CompanionAction =
  /** Leaves the setup screen for the placement of the ships; `at` (an ISO date) names the game. */
  | {
      /** Starts a game from the setup form. */
      type: 'start';
      /** The players, their colours and names, and the setup options. */
      choice: SetupChoice;
      /** When the game started, as an ISO date; it names the game among past games. */
      at?: string;
    }
  /** Places the next ship in the rulebook's order in an area, before the first turn. */
  | {
      /** Places a ship at setup. */
      type: 'place';
      /** The area the ship goes to, by index from 0 (area 1 of the board). */
      area: number;
    }
  /** Ends the placement: the Sun moves from its starting area and the first turn begins. */
  | {
      /** Ends the placement. */
      type: 'begin';
    }
  | {
      /** The first ship in line in the Sun's area sails (once per turn). */
      type: 'sail';
      /** The area it goes to, by index from 0 (area 1 of the board). */
      to: number;
    }
  /** Ends the turn: an Icebreaker's extra turn, the Sun moving on, or the end of the game. */
  | {
      /** Ends the turn. */
      type: 'endTurn';
    }
  | {
      /** Moves the Sun on to the next area with a ship, skipping the turn (a correction). */
      type: 'advanceSun';
    }
  | {
      /** Sets or clears an area's Icebreaker. */
      type: 'setIcebreaker';
      /** The area, by index from 0 (area 1 of the board). */
      area: number;
      /** The seat whose ship, second in line, gets the Icebreaker; `null` to clear it. */
      seat: number | null;
    }
  | {
      /**
       * The acting player plays an Icebreaker on an area where their ship is second in line, as
       * the engine allows it now (the readings `cardTiming` and `afterShipBuilt` included).
       */
      type: 'playIcebreaker';
      /** The area, by index from 0 (area 1 of the board). */
      area: number;
    }
  | {
      /** Adds a player's ship at the end of an area's line (a correction). */
      type: 'addShip';
      /** The area, by index from 0 (area 1 of the board). */
      area: number;
      /** The ship's owner, by seat (0 is the first player). */
      seat: number;
    }
  | {
      /** Takes a ship off an area (a correction). */
      type: 'removeShip';
      /** The area, by index from 0 (area 1 of the board). */
      area: number;
      /** The ship's place in the area's line, from 0 for the first. */
      index: number;
    }
  | {
      /** Moves a ship to the end of another area's line (a correction or a track action). */
      type: 'moveShip';
      /** The area the ship is in, by index from 0. */
      from: number;
      /** The ship's place in the area's line, from 0 for the first. */
      index: number;
      /** The area it goes to, by index from 0 (area 1 of the board). */
      to: number;
    }
  /** The acting player built in the area their ship sailed to: a building, a scientist, a Building Card. */
  | {
      /** Records a build in the area sailed to. */
      type: 'built';
      /** Whether the Building Card taken has a ✱ (counted for the ✱ majority). */
      asterisk?: boolean;
    }
  /** The acting player built a ship: it goes last in line in the Sun's area. */
  | {
      /** Records a ship built. */
      type: 'shipBuilt';
    }
  | {
      /** Sets a player's scientists in an area. */
      type: 'setScientists';
      /** The area, by index from 0 (area 1 of the board). */
      area: number;
      /** The player, by colour. */
      color: Color;
      /** The new count (a whole number from 0). */
      count: number;
    }
  | {
      /** Sets the buildings standing in an area. */
      type: 'setBuildings';
      /** The area, by index from 0 (area 1 of the board). */
      area: number;
      /** The new count (a whole number from 0). */
      count: number;
    }
  /** Puts a player's cube on a track at the value read off the track, in line by value. */
  | {
      /** Puts a player's cube on a track at a value. */
      type: 'setCube';
      /** The Research Track, by index from 0 for the top one. */
      track: number;
      /** The player, by colour. */
      color: Color;
      /** The cube's value: the Victory Points number read off the track beside its space. */
      value: number;
    }
  | {
      /** Adds a player's cube to a track, after the cubes already there. */
      type: 'addCube';
      /** The Research Track, by index from 0 for the top one. */
      track: number;
      /** The player, by colour. */
      color: Color;
      /** The cube's value: the Victory Points number read off the track beside its space. */
      value: number;
    }
  /** Puts a player's cube right ahead of (or behind) another's: cubes of one value, in the order the track shows. */
  | {
      /** Orders a cube against another of the same value. */
      type: 'orderCube';
      /** The Research Track, by index from 0 for the top one. */
      track: number;
      /** The player, by colour. */
      color: Color;
      /** The player whose cube of the same value it is ordered against. */
      other: Color;
      /** `true` to put it ahead of the other cube, `false` behind. */
      ahead: boolean;
    }
  /** At 2 players, before the first turn: B's cube on the first space of a track (moved there from another). */
  | {
      /** Places B's opening cube (2 players). */
      type: 'openingCube';
      /** The Research Track, by index from 0 for the top one. */
      track: number;
    }
  | {
      /** Swaps a cube with its neighbour in the track's order. */
      type: 'moveCube';
      /** The Research Track, by index from 0 for the top one. */
      track: number;
      /** The cube's place in the track's order, from 0 for the first. */
      index: number;
      /** `-1` one place towards the front of the order, `1` one towards the back. */
      by: -1 | 1;
    }
  | {
      /** Changes the value of a cube on a track. */
      type: 'setCubeValue';
      /** The Research Track, by index from 0 for the top one. */
      track: number;
      /** The cube's place in the track's order, from 0 for the first. */
      index: number;
      /** The new value, read off the track. */
      value: number;
    }
  | {
      /** Takes a cube off a track. */
      type: 'removeCube';
      /** The Research Track, by index from 0 for the top one. */
      track: number;
      /** The cube's place in the track's order, from 0 for the first. */
      index: number;
    }
  | {
      /** Sets one of a player's counts. */
      type: 'setPlayerCount';
      /** The player, by colour. */
      color: Color;
      /** Which count: Building Cards, ✱ cards or Discarded Resources. */
      field: PlayerCountField;
      /** The new count (a whole number from 0, within the box's limits). */
      count: number;
    }
  | {
      /** Ends the game and shows the final scores. */
      type: 'finish';
    }
  | {
      /** Goes back from the final scores to the game. */
      type: 'reopen';
    }
  | {
      /** Drops the game for a new setup (undo brings it back). */
      type: 'reset';
    };

/**
 * Why an action changes nothing: a stable code, for programs and for the words the interface
 * shows beside a disabled button.
 */
export type Refusal =
  /** Not possible at this point of the game (for example sailing during the setup). */
  | 'wrong-phase'
  /** A game needs 2 to 4 players. */
  | 'player-count'
  /** A colour that is not red, blue, green or yellow. */
  | 'unknown-color'
  /** Two players with one colour. */
  | 'duplicate-color'
  /** A name that is not text, or longer than 40 characters. */
  | 'invalid-name'
  /** A setup option of the wrong kind. */
  | 'invalid-option'
  | 'no-such-area'
  | 'no-such-seat'
  | 'no-such-track'
  | 'no-such-ship'
  | 'no-such-cube'
  /** A count that is not a whole number from 0, or too large for any game. */
  | 'not-a-count'
  | 'area-closed'
  /** The area's three ship spaces are taken. */
  | 'area-full'
  /** A track not used at this player count. */
  | 'track-closed'
  /** A ship cannot sail, or move, to the area it is in. */
  | 'same-area'
  | 'already-sailed'
  | 'not-sailed'
  /** No ship in the Sun's area. */
  | 'no-ships'
  /** The player has no more ships to put on the board. */
  | 'ships-exhausted'
  /** Every scientist of the colour is on the board. */
  | 'scientists-exhausted'
  /** All 14 building spaces of the area are taken. */
  | 'building-spaces-full'
  /** All 47 buildings of the box are on the board. */
  | 'buildings-exhausted'
  /** All 39 Building Cards of the box have been taken. */
  | 'cards-exhausted'
  /** More asterisk cards than Building Cards. */
  | 'asterisk-exceeds-cards'
  /** Fewer Building Cards than asterisk cards. */
  | 'cards-below-asterisk'
  /** More discards than the player's ships and spare cubes. */
  | 'discards-exhausted'
  /** A player has one cube per track at most. */
  | 'duplicate-cube'
  /** The player's cubes are all on tracks or discarded. */
  | 'cubes-exhausted'
  /** An Icebreaker goes where the player's ship is second in line. */
  | 'not-second-in-line'
  /** The turn has nothing left but its end (the reading `afterShipBuilt: 'turnEnds'`). */
  | 'turn-over'
  /** Every ship has been placed. */
  | 'placement-complete'
  /** Ships are still to be placed. */
  | 'placement-incomplete'
  /** The action would change nothing. */
  | 'no-change';
