/**
 * What the box holds and how much of it a game of each player count uses, from the setup table
 * of the rulebooks. The scorer uses these figures to reject sheets no real game can produce.
 */

/** Supported player counts. */
export type PlayerCount = 2 | 3 | 4;

/** Areas on the board, in counter-clockwise order. */
export const AREA_COUNT = 8;

/** Research Tracks in the middle of the board, top to bottom. */
export const TRACK_COUNT = 5;

/** Building spaces in one area: one for each of the 14 kinds of Building. */
export const BUILDING_SPACES_PER_AREA = 14;

/**
 * Building pieces in the box: 6 cardboard buildings, 12 resource buildings, 4 expertise
 * buildings, 9 Research Centers and 16 prestige buildings.
 */
export const BUILDING_PIECES = 47;

/**
 * The most Victory Points a cube on a Research Track can be worth. PROVISIONAL: the numbers
 * printed beside the tracks are not known to this project, so the bound is generous (the
 * largest two-digit number; the Victory Point Track itself runs to 49 before the marker turns
 * over). It only keeps absurd values out, such as 1e308.
 */
export const MAX_CUBE_VALUE = 99;

/** Building Cards in the box: 15 Basic, 12 Double, 12 Advanced. */
export const BUILDING_CARDS = 39;

/**
 * Starting Buildings placed at setup, one per open area (the second Camp and the Naval Research
 * Center stay out in a 2-player game).
 */
export function startingBuildings(players: PlayerCount): number {
  return players === 2 ? 6 : 8;
}

/** Areas closed with "Area Closed" markers: the top and bottom areas in a 2-player game. */
export function closedAreaCount(players: PlayerCount): number {
  return players === 2 ? 2 : 0;
}

/** Research Tracks not used: the tracks marked "3" and "4" at 2 players, only "4" at 3. */
export function closedTrackCount(players: PlayerCount): number {
  return 4 - players;
}

/** What one player gets at setup for a player count, as the rulebooks' setup table gives it. */
export interface SetupTableRow {
  /** Scientists in the supply. */
  readonly supply: number;
  /** Scientists in the reserve. */
  readonly reserve: number;
  /** Ships placed on the board. */
  readonly shipsOnBoard: number;
  /** Ships on Available Resources. */
  readonly shipsAvailable: number;
  /** Cubes on Available Resources (for the Research Tracks and discards). */
  readonly cubesAvailable: number;
}

/**
 * The printed game's setup table, by player count: the one home of these figures. The engine's
 * default edition takes its setup rows from here, and the scorer's limits below read them.
 */
export const SETUP_TABLE: Readonly<Record<PlayerCount, SetupTableRow>> = Object.freeze({
  2: Object.freeze({
    supply: 2,
    reserve: 14,
    shipsOnBoard: 3,
    shipsAvailable: 3,
    cubesAvailable: 3,
  }),
  3: Object.freeze({
    supply: 2,
    reserve: 12,
    shipsOnBoard: 3,
    shipsAvailable: 2,
    cubesAvailable: 4,
  }),
  4: Object.freeze({
    supply: 2,
    reserve: 10,
    shipsOnBoard: 2,
    shipsAvailable: 2,
    cubesAvailable: 5,
  }),
});

/**
 * Scientists one colour has in a game (supply plus reserve at setup): 16, 14 or 12 at 2, 3 or 4
 * players. The rest of the colour's 16 stay in the box.
 */
export function scientistsPerColor(players: PlayerCount): number {
  const row = SETUP_TABLE[players];
  return row.supply + row.reserve;
}

/**
 * Cubes one colour can use on Research Tracks or discard: those put on Available Resources at
 * setup (3, 4 or 5). The cube on the Victory Point Track is not one of them.
 */
export function researchCubesPerColor(players: PlayerCount): number {
  return SETUP_TABLE[players].cubesAvailable;
}

/** Ships one colour has in a game, on the board plus on Available Resources: 6, 5 or 4. */
export function shipsPerColor(players: PlayerCount): number {
  const row = SETUP_TABLE[players];
  return row.shipsOnBoard + row.shipsAvailable;
}
