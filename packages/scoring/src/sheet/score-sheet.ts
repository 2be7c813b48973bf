import type { Color } from '../box/colors.js';

/**
 * The state of a finished game of Antarctica, as players read it off the table.
 *
 * Players are identified by colour. Areas are listed counter-clockwise starting from the area
 * where the Sun starts (lower left); Research Tracks from top to bottom.
 */
export interface ScoreSheet {
  /** The JSON Schema this sheet follows; ignored by the scorer. */
  $schema?: string;
  /** Version of the sheet format; `1` if given. */
  version?: 1;
  /** 2 to 4 players in seating order: A, B, C, D counter-clockwise. */
  players: SheetPlayer[];
  /** Index into `areas` of the area the Sun is in at the end of the game. */
  sun: number;
  /** The 8 areas, counter-clockwise from the Sun's starting area. */
  areas: SheetArea[];
  /** The 5 Research Tracks, top to bottom (the last one is the track marked "4"). */
  tracks: SheetTrack[];
}

/** One player and what lies in front of them at the end of the game. */
export interface SheetPlayer {
  /** The player's colour, which names them everywhere else in the sheet. */
  color: Color;
  /** An optional name to print beside the colour. */
  name?: string;
  /** Building Cards the player took. */
  buildingCards: number;
  /** How many of those cards carry an asterisk. */
  asteriskCards: number;
  /** Ships and cubes the player moved to Discarded Resources. */
  discardedResources: number;
}

/** One area of the board. */
export interface SheetArea {
  /** `true` for an area under an "Area Closed" marker (2-player game); it holds no pieces. */
  closed?: boolean;
  /** Buildings standing in the area, of every kind, starting building included. */
  buildings?: number;
  /** Scientists in the area by colour; a colour left out has none. */
  scientists?: Partial<Record<Color, number>>;
}

/** One Research Track. */
export interface SheetTrack {
  /** `true` for a track not used at this player count. */
  closed?: boolean;
  /** The players' cubes from the front (furthest along) to the back. */
  cubes?: SheetCube[];
}

/** A player's cube on a Research Track. */
export interface SheetCube {
  /** Whose cube it is. */
  player: Color;
  /** Victory Points the cube is worth, as read off the numbers beside the track. */
  value: number;
}
