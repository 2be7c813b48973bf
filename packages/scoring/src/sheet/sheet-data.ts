import { AREA_COUNT, TRACK_COUNT } from '../box/box.js';
import { COLORS, type Color } from '../box/colors.js';

/** Seats, and cubes on a track, at most. */
export const SEATS = 4;

/**
 * A score sheet read into numbers, the form the checks and the scoring work on: counts in typed
 * arrays indexed by seat, area, colour and track, instead of objects of varied shapes. Reading a
 * sheet's objects once and then working on numbers is what makes scoring fast; the objects of
 * the result are the only ones made.
 *
 * Colours are stored as indexes into {@link COLORS}. Unreadable counts are 0 and unreadable cube
 * values -1, with the field marked in the `doubt…` masks (a bit per seat, area or track) so that
 * no check blames a value it never saw.
 */
export class SheetData {
  /** Players read, in seating order. */
  seats = 0;
  readonly colors: Color[] = ['red', 'red', 'red', 'red'];
  /** Colour index of each seat. */
  readonly colorIndex: Uint8Array = new Uint8Array(SEATS);
  readonly names: Array<string | undefined> = [undefined, undefined, undefined, undefined];
  readonly buildingCards: Float64Array = new Float64Array(SEATS);
  readonly asteriskCards: Float64Array = new Float64Array(SEATS);
  readonly discardedResources: Float64Array = new Float64Array(SEATS);
  sun = 0;
  /** Areas read. */
  areas = 0;
  readonly closed: Uint8Array = new Uint8Array(AREA_COUNT);
  readonly buildings: Float64Array = new Float64Array(AREA_COUNT);
  /** Scientists by area and colour: `[area * 4 + colour index]`. */
  readonly scientists: Float64Array = new Float64Array(AREA_COUNT * COLORS.length);
  /** Which colours an area lists scientists for, a bit per colour index (for the sheet's copy). */
  readonly listed: Uint8Array = new Uint8Array(AREA_COUNT);
  /** Tracks read. */
  tracks = 0;
  readonly trackClosed: Uint8Array = new Uint8Array(TRACK_COUNT);
  /** Cubes read on each track. */
  readonly cubes: Uint8Array = new Uint8Array(TRACK_COUNT);
  /** Colour index of each cube, front to back: `[track * 4 + position]`. */
  readonly cubeColor: Uint8Array = new Uint8Array(TRACK_COUNT * SEATS);
  /** Value of each cube, -1 where unreadable: `[track * 4 + position]`. */
  readonly cubeValue: Float64Array = new Float64Array(TRACK_COUNT * SEATS);

  doubtBuildingCards = 0;
  doubtAsteriskCards = 0;
  doubtDiscardedResources = 0;
  /** Areas whose `closed` is not known (not a boolean, or the area unreadable); -1 for all. */
  doubtAreaClosed = 0;
  doubtBuildings = 0;
  /** Areas with a scientist entry that was not counted. */
  doubtScientists = 0;
  /** Tracks whose `closed` is not known; -1 for all. */
  doubtTrackClosed = 0;
  doubtSun = false;

  /**
   * Empties the data for the next sheet. The arrays are not cleared: the readers set every slot
   * of each seat, area and track they read ({@link startArea}, {@link startTrack}, {@link addPlayer}).
   */
  reset(): this {
    this.seats = 0;
    this.sun = 0;
    this.areas = 0;
    this.tracks = 0;
    this.doubtBuildingCards = 0;
    this.doubtAsteriskCards = 0;
    this.doubtDiscardedResources = 0;
    this.doubtAreaClosed = 0;
    this.doubtBuildings = 0;
    this.doubtScientists = 0;
    this.doubtTrackClosed = 0;
    this.doubtSun = false;
    return this;
  }

  /** Adds a player (counts and name set by the caller). */
  addPlayer(color: Color, colorIndex: number): number {
    const seat = this.seats++;
    this.colors[seat] = color;
    this.colorIndex[seat] = colorIndex;
    this.names[seat] = undefined;
    this.buildingCards[seat] = 0;
    this.asteriskCards[seat] = 0;
    this.discardedResources[seat] = 0;
    return seat;
  }

  /** Clears area `index` before it is read. */
  startArea(index: number): void {
    this.closed[index] = 0;
    this.buildings[index] = 0;
    this.listed[index] = 0;
    const at = index * 4;
    this.scientists[at] = 0;
    this.scientists[at + 1] = 0;
    this.scientists[at + 2] = 0;
    this.scientists[at + 3] = 0;
  }

  /** Clears track `index` before it is read. */
  startTrack(index: number): void {
    this.trackClosed[index] = 0;
    this.cubes[index] = 0;
  }

  /** The seat of the player of colour index `colorIndex`, or -1. */
  seatOf(colorIndex: number): number {
    for (let seat = 0; seat < this.seats; seat++)
      if (this.colorIndex[seat] === colorIndex) return seat;
    return -1;
  }
}

let spare: SheetData | undefined = new SheetData();

/**
 * A reset {@link SheetData} to use and give back with {@link releaseSheetData}: the same one
 * each time, so that scoring allocates none. A call made while it is in use (only possible from
 * a getter in the sheet calling the scorer) gets a new one.
 */
export function borrowSheetData(): SheetData {
  const data = spare ?? new SheetData();
  spare = undefined;
  return data.reset();
}

/** Gives back what {@link borrowSheetData} lent. */
export function releaseSheetData(data: SheetData): void {
  spare = data;
}

/** The index in {@link COLORS} of the colour `value` names, or -1. */
export function colorIndexOf(value: unknown): number {
  switch (value) {
    case 'red':
      return 0;
    case 'blue':
      return 1;
    case 'green':
      return 2;
    case 'yellow':
      return 3;
    default:
      return -1;
  }
}
