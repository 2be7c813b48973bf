import { AREA_COUNT, TRACK_COUNT } from './box.js';
import { COLORS, type Color, isColor } from './colors.js';
import type { ScoreSheet, SheetArea, SheetCube, SheetPlayer, SheetTrack } from './score-sheet.js';
import { describe, ShapeReader } from './shape-reader.js';
import type { SheetError } from './sheet-issue.js';
import { childPath } from './sheet-path.js';

/** A sheet read field by field: complete and typed, with a neutral value wherever input was bad. */
export interface ReadSheet {
  sheet: ScoreSheet;
  errors: SheetError[];
  /** Whether every player entry named a valid, distinct colour (so colour lookups mean something). */
  playersKnown: boolean;
}

/**
 * Checks the structure of a score sheet: types, required and unknown fields, whole numbers,
 * list lengths, and that every colour named belongs to a player.
 */
export function readSheetShape(input: unknown): ReadSheet {
  const reader = new ShapeReader();
  const root = reader.object(
    input,
    '',
    ['players', 'sun', 'areas', 'tracks'],
    ['$schema', 'version'],
  );
  if (root === undefined) {
    return {
      sheet: { players: [], sun: 0, areas: [], tracks: [] },
      errors: reader.errors,
      playersKnown: false,
    };
  }
  if (root.$schema !== undefined) reader.string(root.$schema, '$schema');
  if (root.version !== undefined && root.version !== 1) {
    reader.report(
      'out-of-range',
      'version',
      `this scorer reads sheet version 1, found ${describe(root.version)}`,
    );
  }

  const players = readPlayers(reader, root.players);
  const colors = new Set(players.list.map((player) => player.color));
  const known = players.known ? colors : undefined;
  const sheet: ScoreSheet = {
    players: players.list,
    sun: readSun(reader, root.sun),
    areas: readList(reader, root.areas, 'areas', AREA_COUNT, 'areas', (value, path) =>
      readArea(reader, value, path, known),
    ),
    tracks: readList(reader, root.tracks, 'tracks', TRACK_COUNT, 'Research Tracks', (value, path) =>
      readTrack(reader, value, path, known),
    ),
  };
  return { sheet, errors: reader.errors, playersKnown: players.known };
}

function readPlayers(reader: ShapeReader, value: unknown): { list: SheetPlayer[]; known: boolean } {
  const entries = value === undefined ? undefined : reader.array(value, 'players');
  if (entries === undefined) return { list: [], known: false };
  if (entries.length < 2 || entries.length > 4) {
    reader.report(
      'player-count',
      'players',
      `Antarctica is for 2 to 4 players, found ${entries.length}`,
    );
  }
  const list: SheetPlayer[] = [];
  let known = entries.length >= 2 && entries.length <= 4;
  entries.forEach((entry, index) => {
    const path = childPath('players', index);
    const player = readPlayer(reader, entry, path);
    if (player === undefined) {
      known = false;
      return;
    }
    if (list.some((other) => other.color === player.color)) {
      reader.report(
        'duplicate-player',
        childPath(path, 'color'),
        `two players are ${player.color}`,
      );
      known = false;
      return;
    }
    list.push(player);
  });
  return { list, known };
}

function readPlayer(reader: ShapeReader, value: unknown, path: string): SheetPlayer | undefined {
  const record = reader.object(
    value,
    path,
    ['color', 'buildingCards', 'asteriskCards', 'discardedResources'],
    ['name'],
  );
  if (record === undefined) return undefined;
  const countAt = (field: string) =>
    record[field] === undefined ? 0 : (reader.count(record[field], childPath(path, field)) ?? 0);
  const player: SheetPlayer = {
    color: 'red',
    buildingCards: countAt('buildingCards'),
    asteriskCards: countAt('asteriskCards'),
    discardedResources: countAt('discardedResources'),
  };
  if (record.name !== undefined) {
    const name = reader.string(record.name, childPath(path, 'name'));
    if (name !== undefined) player.name = name;
  }
  if (record.color === undefined) return undefined;
  if (!isColor(record.color)) {
    reader.report(
      'unknown-color',
      childPath(path, 'color'),
      `expected one of ${COLORS.join(', ')}, found ${describe(record.color)}`,
    );
    return undefined;
  }
  player.color = record.color;
  return player;
}

function readSun(reader: ShapeReader, value: unknown): number {
  if (value === undefined) return 0;
  const sun = reader.count(value, 'sun');
  if (sun === undefined) return 0;
  if (sun >= AREA_COUNT) {
    reader.report(
      'out-of-range',
      'sun',
      `the Sun's area is an index from 0 to ${AREA_COUNT - 1}, found ${sun}`,
    );
    return 0;
  }
  return sun;
}

function readList<T>(
  reader: ShapeReader,
  value: unknown,
  path: string,
  length: number,
  what: string,
  readItem: (value: unknown, path: string) => T,
): T[] {
  if (value === undefined) return [];
  const entries = reader.array(value, path);
  if (entries === undefined) return [];
  if (entries.length !== length) {
    reader.report('wrong-length', path, `the board has ${length} ${what}, found ${entries.length}`);
  }
  return entries.map((entry, index) => readItem(entry, childPath(path, index)));
}

function readArea(
  reader: ShapeReader,
  value: unknown,
  path: string,
  players: ReadonlySet<Color> | undefined,
): SheetArea {
  const closed = isClosed(value);
  const record = reader.object(value, path, closed ? [] : ['buildings'], [
    'closed',
    'buildings',
    'scientists',
  ]);
  if (record === undefined) return { buildings: 0, scientists: {} };
  const area: SheetArea = {
    closed: closed,
    buildings:
      record.buildings === undefined
        ? 0
        : (reader.count(record.buildings, childPath(path, 'buildings')) ?? 0),
    scientists: {},
  };
  if (record.closed !== undefined) reader.boolean(record.closed, childPath(path, 'closed'));
  const scientistsPath = childPath(path, 'scientists');
  const scientists =
    record.scientists === undefined
      ? {}
      : reader.object(record.scientists, scientistsPath, [], Object.keys(record.scientists ?? {}));
  for (const [color, count] of Object.entries(scientists ?? {})) {
    const colorPath = childPath(scientistsPath, color);
    if (!isColor(color)) {
      reader.report(
        'unknown-color',
        colorPath,
        `expected one of ${COLORS.join(', ')}, found "${color}"`,
      );
      continue;
    }
    if (players !== undefined && !players.has(color)) {
      reader.report('unknown-player', colorPath, `no player in this game is ${color}`);
      continue;
    }
    const amount = reader.count(count, colorPath);
    if (amount !== undefined && area.scientists) area.scientists[color] = amount;
  }
  return area;
}

function readTrack(
  reader: ShapeReader,
  value: unknown,
  path: string,
  players: ReadonlySet<Color> | undefined,
): SheetTrack {
  const record = reader.object(value, path, [], ['closed', 'cubes']);
  const track: SheetTrack = { closed: isClosed(value), cubes: [] };
  if (record === undefined) return track;
  if (record.closed !== undefined) reader.boolean(record.closed, childPath(path, 'closed'));
  const cubesPath = childPath(path, 'cubes');
  const cubes = record.cubes === undefined ? [] : (reader.array(record.cubes, cubesPath) ?? []);
  cubes.forEach((cube, index) => {
    const read = readCube(reader, cube, childPath(cubesPath, index), players);
    if (read !== undefined) track.cubes?.push(read);
  });
  return track;
}

function readCube(
  reader: ShapeReader,
  value: unknown,
  path: string,
  players: ReadonlySet<Color> | undefined,
): SheetCube | undefined {
  const record = reader.object(value, path, ['player', 'value']);
  if (record === undefined) return undefined;
  const points =
    record.value === undefined ? undefined : reader.count(record.value, childPath(path, 'value'));
  const playerPath = childPath(path, 'player');
  if (record.player === undefined) return undefined;
  if (!isColor(record.player)) {
    reader.report(
      'unknown-color',
      playerPath,
      `expected one of ${COLORS.join(', ')}, found ${describe(record.player)}`,
    );
    return undefined;
  }
  if (players !== undefined && !players.has(record.player)) {
    reader.report('unknown-player', playerPath, `no player in this game is ${record.player}`);
    return undefined;
  }
  return points === undefined ? undefined : { player: record.player, value: points };
}

function isClosed(value: unknown): boolean {
  return (
    typeof value === 'object' && value !== null && (value as { closed?: unknown }).closed === true
  );
}
