// The actions of the companion and the reasons it refuses one: plain types, for programs too.
import type { Color } from '@antarctica-game/scoring';
import type { SetupChoice } from './session.js';

/** The counts kept in front of each player. */
export type PlayerCountField = 'buildingCards' | 'asteriskCards' | 'discardedResources';

/** Everything the companion can do to a session. */
export type CompanionAction =
  /** Leaves the setup screen for the placement of the ships; `at` (an ISO date) names the game. */
  | { type: 'start'; choice: SetupChoice; at?: string }
  /** Places the next ship in the rulebook's order in an area, before the first turn. */
  | { type: 'place'; area: number }
  /** Ends the placement: the Sun moves from its starting area and the first turn begins. */
  | { type: 'begin' }
  | { type: 'sail'; to: number }
  /** Ends the turn: an Icebreaker's extra turn, the Sun moving on, or the end of the game. */
  | { type: 'endTurn' }
  | { type: 'advanceSun' }
  | { type: 'setIcebreaker'; area: number; seat: number | null }
  | { type: 'addShip'; area: number; seat: number }
  | { type: 'removeShip'; area: number; index: number }
  | { type: 'moveShip'; from: number; index: number; to: number }
  /** The acting player built in the area their ship sailed to: a building, a scientist, a Building Card. */
  | { type: 'built'; asterisk?: boolean }
  /** The acting player built a ship: it goes last in line in the Sun's area. */
  | { type: 'shipBuilt' }
  | { type: 'setScientists'; area: number; color: Color; count: number }
  | { type: 'setBuildings'; area: number; count: number }
  /** Puts a player's cube on a track at the value read off the track, in line by value. */
  | { type: 'setCube'; track: number; color: Color; value: number }
  | { type: 'addCube'; track: number; color: Color; value: number }
  /** Puts a player's cube right ahead of (or behind) another's: cubes of one value, in the order the track shows. */
  | { type: 'orderCube'; track: number; color: Color; other: Color; ahead: boolean }
  /** At 2 players, before the first turn: B's cube on the first space of a track (moved there from another). */
  | { type: 'openingCube'; track: number }
  | { type: 'moveCube'; track: number; index: number; by: -1 | 1 }
  | { type: 'setCubeValue'; track: number; index: number; value: number }
  | { type: 'removeCube'; track: number; index: number }
  | { type: 'setPlayerCount'; color: Color; field: PlayerCountField; count: number }
  | { type: 'finish' }
  | { type: 'reopen' }
  | { type: 'reset' };

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
  /** Every ship has been placed. */
  | 'placement-complete'
  /** Ships are still to be placed. */
  | 'placement-incomplete'
  /** The action would change nothing. */
  | 'no-change';
