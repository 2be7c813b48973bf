import { COLORS, type Color } from '../box/colors.js';
import { listOfLength } from './list-of-length.js';
import type { ScoreSheet, SheetArea, SheetCube, SheetPlayer, SheetTrack } from './score-sheet.js';
import { colorIndexOf, SEATS, type SheetData } from './sheet-data.js';

/**
 * Reads a sheet the caller guarantees to be valid into `data`, without checking anything: the
 * fast path of {@link scoreValidSheet}. Fields a valid sheet may leave out get their defaults.
 */
export function readValidSheet(sheet: ScoreSheet, data: SheetData): void {
  const { players, areas, tracks } = sheet;
  const seats = Math.min(players.length, SEATS);
  for (let seat = 0; seat < seats; seat++) {
    const player = players[seat] as SheetPlayer;
    const color = player.color;
    data.addPlayer(color, colorIndexOf(color));
    data.names[seat] = player.name;
    data.buildingCards[seat] = player.buildingCards;
    data.asteriskCards[seat] = player.asteriskCards;
    data.discardedResources[seat] = player.discardedResources;
  }
  data.sun = sheet.sun;
  data.areas = Math.min(areas.length, data.closed.length);
  for (let index = 0; index < data.areas; index++) {
    const area = areas[index] as SheetArea;
    data.startArea(index);
    if (area.closed === true) data.closed[index] = 1;
    data.buildings[index] = area.buildings ?? 0;
    const scientists = area.scientists;
    if (scientists !== undefined) readScientists(scientists, index, data);
  }
  data.tracks = Math.min(tracks.length, data.trackClosed.length);
  for (let index = 0; index < data.tracks; index++) {
    const track = tracks[index] as SheetTrack;
    data.startTrack(index);
    if (track.closed === true) data.trackClosed[index] = 1;
    const cubes = track.cubes;
    if (cubes === undefined) continue;
    const count = Math.min(cubes.length, SEATS);
    for (let position = 0; position < count; position++) {
      const cube = cubes[position] as SheetCube;
      data.cubeColor[index * SEATS + position] = colorIndexOf(cube.player);
      data.cubeValue[index * SEATS + position] = cube.value;
    }
    data.cubes[index] = count;
  }
}

/**
 * Reads the scientists of area `index` of a valid sheet, whose keys are colours. A `for...in`
 * loop reads the objects of the few shapes a sheet has (one per set of colours present) faster
 * than four reads by name, which each look the shape up.
 */
function readScientists(
  scientists: Partial<Record<Color, number>>,
  index: number,
  data: SheetData,
): void {
  const at = index * 4;
  let listed = 0;
  for (const key in scientists) {
    const color = colorIndexOf(key);
    if (color < 0) continue;
    data.scientists[at + color] = scientists[key as Color] as number;
    listed |= 1 << color;
  }
  data.listed[index] = listed;
}

/*
 * The counts of a valid sheet are small whole numbers: `| 0` turns what the typed arrays give
 * back (floating-point numbers) into integers before they go into objects. Objects that hold
 * floating-point numbers in a field share their hidden class with other code's objects of the
 * same fields holding integers, and V8 then has to change that class under everyone's feet;
 * this made scoring ten times slower in a program that also held such objects.
 */

/** The players of `data` as sheet entries, in seating order (for a valid sheet). */
export function playersOf(data: SheetData): SheetPlayer[] {
  const players = listOfLength<SheetPlayer>(data.seats);
  for (let seat = 0; seat < data.seats; seat++) {
    const color = data.colors[seat] as Color;
    const buildingCards = (data.buildingCards[seat] as number) | 0;
    const asteriskCards = (data.asteriskCards[seat] as number) | 0;
    const discardedResources = (data.discardedResources[seat] as number) | 0;
    const name = data.names[seat];
    // Each shape written whole: a field added later to an object goes to a separate store.
    players[seat] =
      name === undefined
        ? { color, buildingCards, asteriskCards, discardedResources }
        : { color, buildingCards, asteriskCards, discardedResources, name };
  }
  return players;
}

/**
 * `data`, a valid sheet, as a sheet with every default filled in: `closed`, `buildings` and `scientists` on
 * every area (the colours listed, in the order red, blue, green, yellow), `closed` and `cubes` on
 * every track.
 */
export function sheetOf(data: SheetData): ScoreSheet {
  const areas = listOfLength<SheetArea>(data.areas);
  for (let index = 0; index < data.areas; index++) {
    areas[index] = {
      closed: data.closed[index] === 1,
      buildings: (data.buildings[index] as number) | 0,
      scientists: scientistsOf(data, index),
    };
  }
  const tracks = listOfLength<SheetTrack>(data.tracks);
  for (let index = 0; index < data.tracks; index++) {
    const count = data.cubes[index] as number;
    const cubes = listOfLength<SheetCube>(count);
    for (let position = 0; position < count; position++) {
      cubes[position] = {
        player: COLORS[data.cubeColor[index * SEATS + position] as number] as Color,
        value: (data.cubeValue[index * SEATS + position] as number) | 0,
      };
    }
    tracks[index] = { closed: data.trackClosed[index] === 1, cubes };
  }
  return { players: playersOf(data), sun: data.sun, areas, tracks };
}

/**
 * The scientists listed in area `index` of `data`, in the order red, blue, green, yellow. Each
 * colour is added by its name: a key computed at run time (`scientists[COLORS[color]]`) took a
 * tenth of the time of checking a sheet.
 */
function scientistsOf(data: SheetData, index: number): Partial<Record<Color, number>> {
  const listed = data.listed[index] as number;
  const at = index * 4;
  const scientists: Partial<Record<Color, number>> = {};
  if ((listed & 1) !== 0) scientists.red = (data.scientists[at] as number) | 0;
  if ((listed & 2) !== 0) scientists.blue = (data.scientists[at + 1] as number) | 0;
  if ((listed & 4) !== 0) scientists.green = (data.scientists[at + 2] as number) | 0;
  if ((listed & 8) !== 0) scientists.yellow = (data.scientists[at + 3] as number) | 0;
  return scientists;
}
