import { AREA_COUNT, MAX_CUBE_VALUE, TRACK_COUNT } from './box.js';
import { COLORS, type Color, isColor } from './colors.js';
import { describe, HOLE } from './describe-value.js';
import type { IssueList } from './issue-list.js';
import type { ScoreSheet, SheetArea, SheetCube, SheetPlayer, SheetTrack } from './score-sheet.js';
import { childPath } from './sheet-path.js';

/**
 * The fields that could not be read, so that the later checks do not blame a value they never
 * saw: a player's `buildingCards` given as a string is one error, not also "more asterisk cards
 * than Building Cards". Each is a bit set over seats, areas or tracks.
 */
export interface SheetDoubts {
  buildingCards: number;
  asteriskCards: number;
  discardedResources: number;
  /** Areas whose `closed` is not known (not a boolean, or the area itself unreadable). */
  areaClosed: number;
  buildings: number;
  /** Areas with a scientist entry that was not counted. */
  scientists: number;
  /** Tracks whose `closed` is not known. */
  trackClosed: number;
  sun: boolean;
}

/** A sheet read field by field: complete and typed, with a neutral value wherever input was bad. */
export interface ReadSheet {
  /** Unreadable counts are 0 here, and unreadable cube values -1 (see `doubts`). */
  sheet: ScoreSheet;
  /** Whether every player entry named a valid, distinct colour (so colour lookups mean something). */
  playersKnown: boolean;
  doubts: SheetDoubts;
}

/** Limits only the command line applies. */
export interface ReadLimits {
  /** Longest player name accepted, in characters (code points). */
  maxNameLength?: number;
}

/** Most cubes a track can hold: one per colour in the box. */
const MAX_CUBES = COLORS.length;
const MAX_PLAYERS = 4;
const COLOR_LIST = COLORS.join(', ');

// Where a field sits, so that its path is only written out when something is wrong with it.
const ROOT = 0;
const PLAYER = 1;
const AREA = 2;
const SCIENTISTS = 3;
const TRACK = 4;
const CUBE = 5;
type Place = 0 | 1 | 2 | 3 | 4 | 5;

function pathOf(place: Place, index: number, inner: number): string {
  switch (place) {
    case ROOT:
      return '';
    case PLAYER:
      return `players[${index}]`;
    case AREA:
      return `areas[${index}]`;
    case SCIENTISTS:
      return `areas[${index}].scientists`;
    case TRACK:
      return `tracks[${index}]`;
    case CUBE:
      return `tracks[${index}].cubes[${inner}]`;
  }
}

/** The fields each kind of object may have; `true` for required ones. */
function fieldKind(place: Place, key: string): boolean | undefined {
  switch (place) {
    case ROOT:
      switch (key) {
        case 'players':
        case 'sun':
        case 'areas':
        case 'tracks':
          return true;
        case '$schema':
        case 'version':
          return false;
      }
      return undefined;
    case PLAYER:
      switch (key) {
        case 'color':
        case 'buildingCards':
        case 'asteriskCards':
        case 'discardedResources':
          return true;
        case 'name':
          return false;
      }
      return undefined;
    case AREA:
      return key === 'closed' || key === 'buildings' || key === 'scientists' ? false : undefined;
    case TRACK:
      return key === 'closed' || key === 'cubes' ? false : undefined;
    case CUBE:
      return key === 'player' || key === 'value' ? true : undefined;
    default:
      return undefined;
  }
}

const REQUIRED: Readonly<Record<Place, readonly string[]>> = {
  [ROOT]: ['players', 'sun', 'areas', 'tracks'],
  [PLAYER]: ['color', 'buildingCards', 'asteriskCards', 'discardedResources'],
  [AREA]: [],
  [SCIENTISTS]: [],
  [TRACK]: [],
  [CUBE]: ['player', 'value'],
};

const FIELD_LISTS: Readonly<Record<Place, string>> = {
  [ROOT]: '"players", "sun", "areas", "tracks", "$schema", "version"',
  [PLAYER]: '"color", "buildingCards", "asteriskCards", "discardedResources", "name"',
  [AREA]: '"closed", "buildings", "scientists"',
  [SCIENTISTS]: '',
  [TRACK]: '"closed", "cubes"',
  [CUBE]: '"player", "value"',
};

const hasOwn = Object.hasOwn;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A whole number of at least 0, the only counts a sheet holds. */
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * Checks the structure of a score sheet: types, required and unknown fields, fields set to
 * `undefined`, holes in lists, whole numbers, list lengths, the value of a cube, and that every
 * colour named belongs to a player. Reports into `issues`; reads never throw.
 */
export function readSheetShape(
  input: unknown,
  issues: IssueList,
  limits: ReadLimits = {},
): ReadSheet {
  return new SheetReader(issues, limits.maxNameLength ?? Number.POSITIVE_INFINITY).read(input);
}

class SheetReader {
  readonly doubts: SheetDoubts = {
    buildingCards: 0,
    asteriskCards: 0,
    discardedResources: 0,
    areaClosed: 0,
    buildings: 0,
    scientists: 0,
    trackClosed: 0,
    sun: false,
  };

  constructor(
    private readonly issues: IssueList,
    private readonly maxNameLength: number,
  ) {}

  read(input: unknown): ReadSheet {
    const doubts = this.doubts;
    if (!isRecord(input)) {
      this.issues.report('wrong-type', '', `expected an object, found ${describe(input)}`);
      const sheet: ScoreSheet = { players: [], sun: 0, areas: [], tracks: [] };
      return { sheet, playersKnown: false, doubts };
    }
    this.checkFields(input, ROOT, 0, 0);
    const schema = input.$schema;
    if (schema !== undefined ? typeof schema !== 'string' : hasOwn(input, '$schema')) {
      this.issues.report('wrong-type', '$schema', `expected a string, found ${describe(schema)}`);
    }
    const version = input.version;
    if (version === undefined && hasOwn(input, 'version')) {
      this.issues.report('wrong-type', 'version', 'expected 1, found undefined');
    } else if (version !== undefined && version !== 1) {
      this.issues.report(
        'out-of-range',
        'version',
        `this scorer reads sheet version 1, found ${describe(version)}`,
      );
    }

    const players: SheetPlayer[] = [];
    const playersKnown = this.readPlayers(input, players);
    const known = playersKnown ? players : undefined;
    const sun = this.readSun(input);
    const areas: SheetArea[] = [];
    const areaEntries = this.list(input, 'areas', AREA_COUNT, 'areas');
    if (areaEntries !== undefined) {
      const length = Math.min(areaEntries.length, AREA_COUNT);
      for (let index = 0; index < length; index++) {
        areas.push(this.readArea(areaEntries, index, known));
      }
    } else doubts.areaClosed = -1;
    const tracks: SheetTrack[] = [];
    const trackEntries = this.list(input, 'tracks', TRACK_COUNT, 'Research Tracks');
    if (trackEntries !== undefined) {
      const length = Math.min(trackEntries.length, TRACK_COUNT);
      for (let index = 0; index < length; index++) {
        tracks.push(this.readTrack(trackEntries, index, known));
      }
    } else doubts.trackClosed = -1;
    return { sheet: { players, sun, areas, tracks }, playersKnown, doubts };
  }

  /** Reports the required fields that are absent and the fields the format does not have. */
  private checkFields(
    record: Record<string, unknown>,
    place: Place,
    index: number,
    inner: number,
  ): void {
    for (const field of REQUIRED[place]) {
      if (record[field] === undefined && !hasOwn(record, field)) {
        this.issues.report(
          'missing-field',
          childPath(pathOf(place, index, inner), field),
          `the field "${field}" is required`,
        );
      }
    }
    for (const key in record) {
      if (fieldKind(place, key) !== undefined || !hasOwn(record, key)) continue;
      this.issues.report(
        'unknown-field',
        childPath(pathOf(place, index, inner), key),
        `"${key}" is not a field here; expected one of ${FIELD_LISTS[place]}`,
      );
    }
  }

  /**
   * Reads a count field of `record`; reports what is wrong with it. Returns -1 if the field is
   * absent (the caller decides whether that is allowed), -2 if it is unreadable.
   */
  private count(
    record: Record<string, unknown>,
    field: string,
    place: Place,
    index: number,
    inner: number,
  ): number {
    const value = record[field];
    if (isCount(value)) return value;
    if (value === undefined && !hasOwn(record, field)) return -1;
    this.reportCount(value, childPath(pathOf(place, index, inner), field));
    return -2;
  }

  private reportCount(value: unknown, path: string): void {
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      this.issues.report('wrong-type', path, `expected a whole number, found ${describe(value)}`);
    } else if (!Number.isInteger(value)) {
      this.issues.report('not-integer', path, `expected a whole number, found ${value}`);
    } else {
      this.issues.report('negative', path, `expected 0 or more, found ${value}`);
    }
  }

  /** Reads the list in `field` of the sheet; reports a wrong type or length. */
  private list(
    root: Record<string, unknown>,
    field: 'areas' | 'tracks',
    length: number,
    what: string,
  ): unknown[] | undefined {
    const value = root[field];
    if (value === undefined && !hasOwn(root, field)) return undefined;
    if (!Array.isArray(value)) {
      this.issues.report('wrong-type', field, `expected an array, found ${describe(value)}`);
      return undefined;
    }
    if (value.length !== length) {
      this.issues.report(
        'wrong-length',
        field,
        `the board has ${length} ${what}, found ${value.length}`,
      );
    }
    return value;
  }

  /** The entry at `at` of a list, or undefined after reporting a hole or a non-object. */
  private entry(
    list: unknown[],
    at: number,
    place: Place,
    index: number,
    inner: number,
  ): Record<string, unknown> | undefined {
    const value = list[at];
    if (isRecord(value)) return value;
    const found = value === undefined && !(at in list) ? HOLE : describe(value);
    this.issues.report(
      'wrong-type',
      pathOf(place, index, inner),
      `expected an object, found ${found}`,
    );
    return undefined;
  }

  private readPlayers(root: Record<string, unknown>, players: SheetPlayer[]): boolean {
    const value = root.players;
    if (value === undefined && !hasOwn(root, 'players')) return false;
    if (!Array.isArray(value)) {
      this.issues.report('wrong-type', 'players', `expected an array, found ${describe(value)}`);
      return false;
    }
    let known = value.length >= 2 && value.length <= MAX_PLAYERS;
    if (!known) {
      this.issues.report(
        'player-count',
        'players',
        `Antarctica is for 2 to 4 players, found ${value.length}`,
      );
    }
    const length = Math.min(value.length, MAX_PLAYERS);
    for (let index = 0; index < length; index++) {
      const player = this.readPlayer(value, index);
      if (player === undefined) {
        known = false;
        continue;
      }
      if (hasPlayer(players, player.color)) {
        this.issues.report(
          'duplicate-player',
          `players[${index}].color`,
          `two players are ${player.color}`,
        );
        known = false;
        continue;
      }
      players.push(player);
    }
    return known;
  }

  private readPlayer(list: unknown[], seat: number): SheetPlayer | undefined {
    const record = this.entry(list, seat, PLAYER, seat, 0);
    if (record === undefined) return undefined;
    this.checkFields(record, PLAYER, seat, 0);
    const bit = 1 << seat;
    const doubts = this.doubts;
    const buildingCards = this.count(record, 'buildingCards', PLAYER, seat, 0);
    if (buildingCards < 0) doubts.buildingCards |= bit;
    const asteriskCards = this.count(record, 'asteriskCards', PLAYER, seat, 0);
    if (asteriskCards < 0) doubts.asteriskCards |= bit;
    const discardedResources = this.count(record, 'discardedResources', PLAYER, seat, 0);
    if (discardedResources < 0) doubts.discardedResources |= bit;
    const player: SheetPlayer = {
      color: 'red',
      buildingCards: Math.max(0, buildingCards),
      asteriskCards: Math.max(0, asteriskCards),
      discardedResources: Math.max(0, discardedResources),
    };
    const name = record.name;
    if (typeof name === 'string') {
      if (name.length > this.maxNameLength) this.checkNameLength(name, seat);
      player.name = name;
    } else if (name !== undefined || hasOwn(record, 'name')) {
      this.issues.report(
        'wrong-type',
        `players[${seat}].name`,
        `expected a string, found ${describe(name)}`,
      );
    }
    const color = record.color;
    if (color === undefined && !hasOwn(record, 'color')) return undefined;
    if (!isColor(color)) {
      this.issues.report(
        'unknown-color',
        `players[${seat}].color`,
        `expected one of ${COLOR_LIST}, found ${describe(color)}`,
      );
      return undefined;
    }
    player.color = color;
    return player;
  }

  /** Reports a name longer than the limit, counted in characters (code points). */
  private checkNameLength(name: string, seat: number): void {
    let characters = 0;
    for (let at = 0; at < name.length; at++) {
      const pair =
        (name.charCodeAt(at) & 0xfc00) === 0xd800 && (name.charCodeAt(at + 1) & 0xfc00) === 0xdc00;
      if (pair) at++;
      characters++;
    }
    if (characters > this.maxNameLength) {
      this.issues.report(
        'name-too-long',
        `players[${seat}].name`,
        `a name has at most ${this.maxNameLength} characters here, found ${characters}`,
      );
    }
  }

  private readSun(root: Record<string, unknown>): number {
    const sun = this.count(root, 'sun', ROOT, 0, 0);
    if (sun < 0) {
      this.doubts.sun = true;
      return 0;
    }
    if (sun >= AREA_COUNT) {
      this.issues.report(
        'out-of-range',
        'sun',
        `the Sun's area is an index from 0 to ${AREA_COUNT - 1}, found ${sun}`,
      );
      this.doubts.sun = true;
      return 0;
    }
    return sun;
  }

  private readArea(
    list: unknown[],
    index: number,
    players: readonly SheetPlayer[] | undefined,
  ): SheetArea {
    const bit = 1 << index;
    const doubts = this.doubts;
    const record = this.entry(list, index, AREA, index, 0);
    if (record === undefined) {
      doubts.areaClosed |= bit;
      doubts.buildings |= bit;
      doubts.scientists |= bit;
      return { closed: false, buildings: 0, scientists: {} };
    }
    const closedValue = record.closed;
    const closedKnown =
      typeof closedValue === 'boolean' || (closedValue === undefined && !hasOwn(record, 'closed'));
    const closed = closedValue === true;
    // An open area lists its buildings; a closed one (or one whose `closed` is unreadable) need not.
    const buildingsAbsent = record.buildings === undefined && !hasOwn(record, 'buildings');
    if (buildingsAbsent && !closed && closedKnown) {
      this.issues.report(
        'missing-field',
        `areas[${index}].buildings`,
        'the field "buildings" is required',
      );
    }
    this.checkFields(record, AREA, index, 0);
    let buildings = this.count(record, 'buildings', AREA, index, 0);
    if (buildings === -2 || (buildings === -1 && !closed)) doubts.buildings |= bit;
    if (buildings < 0) buildings = 0;
    if (!closedKnown) {
      this.issues.report(
        'wrong-type',
        `areas[${index}].closed`,
        `expected true or false, found ${describe(closedValue)}`,
      );
      doubts.areaClosed |= bit;
    }
    const scientists: Partial<Record<Color, number>> = {};
    const given = record.scientists;
    if (isRecord(given)) {
      this.readScientists(given, index, players, scientists);
    } else if (given !== undefined || hasOwn(record, 'scientists')) {
      this.issues.report(
        'wrong-type',
        `areas[${index}].scientists`,
        `expected an object, found ${describe(given)}`,
      );
      doubts.scientists |= bit;
    }
    return { closed, buildings, scientists };
  }

  private readScientists(
    given: Record<string, unknown>,
    index: number,
    players: readonly SheetPlayer[] | undefined,
    scientists: Partial<Record<Color, number>>,
  ): void {
    for (const color in given) {
      if (!hasOwn(given, color)) continue;
      if (!isColor(color)) {
        this.issues.report(
          'unknown-color',
          childPath(`areas[${index}].scientists`, color),
          `expected one of ${COLOR_LIST}, found ${JSON.stringify(color)}`,
        );
        this.doubts.scientists |= 1 << index;
        continue;
      }
      if (players !== undefined && !hasPlayer(players, color)) {
        this.issues.report(
          'unknown-player',
          `areas[${index}].scientists.${color}`,
          `no player in this game is ${color}`,
        );
        this.doubts.scientists |= 1 << index;
        continue;
      }
      const count = given[color];
      if (isCount(count)) {
        scientists[color] = count;
      } else {
        this.reportCount(count, `areas[${index}].scientists.${color}`);
        this.doubts.scientists |= 1 << index;
      }
    }
  }

  private readTrack(
    list: unknown[],
    index: number,
    players: readonly SheetPlayer[] | undefined,
  ): SheetTrack {
    const record = this.entry(list, index, TRACK, index, 0);
    if (record === undefined) {
      this.doubts.trackClosed |= 1 << index;
      return { closed: false, cubes: [] };
    }
    this.checkFields(record, TRACK, index, 0);
    const closedValue = record.closed;
    if (
      typeof closedValue !== 'boolean' &&
      (closedValue !== undefined || hasOwn(record, 'closed'))
    ) {
      this.issues.report(
        'wrong-type',
        `tracks[${index}].closed`,
        `expected true or false, found ${describe(closedValue)}`,
      );
      this.doubts.trackClosed |= 1 << index;
    }
    const cubes: SheetCube[] = [];
    const given = record.cubes;
    if (Array.isArray(given)) {
      if (given.length > MAX_CUBES) {
        this.issues.report(
          'too-many-cubes',
          `tracks[${index}].cubes`,
          `a Research Track holds at most one cube per player, ${MAX_CUBES} at most, found ${given.length}`,
        );
      }
      const length = Math.min(given.length, MAX_CUBES);
      for (let at = 0; at < length; at++) {
        const cube = this.readCube(given, index, at, players);
        if (cube !== undefined) cubes.push(cube);
      }
    } else if (given !== undefined || hasOwn(record, 'cubes')) {
      this.issues.report(
        'wrong-type',
        `tracks[${index}].cubes`,
        `expected an array, found ${describe(given)}`,
      );
    }
    return { closed: closedValue === true, cubes };
  }

  private readCube(
    list: unknown[],
    track: number,
    at: number,
    players: readonly SheetPlayer[] | undefined,
  ): SheetCube | undefined {
    const record = this.entry(list, at, CUBE, track, at);
    if (record === undefined) return undefined;
    this.checkFields(record, CUBE, track, at);
    let value = this.count(record, 'value', CUBE, track, at);
    if (value > MAX_CUBE_VALUE) {
      this.issues.report(
        'out-of-range',
        `tracks[${track}].cubes[${at}].value`,
        `a cube is worth at most ${MAX_CUBE_VALUE} Victory Points, found ${value}`,
      );
      value = -2;
    }
    const player = record.player;
    if (player === undefined && !hasOwn(record, 'player')) return undefined;
    if (!isColor(player)) {
      this.issues.report(
        'unknown-color',
        `tracks[${track}].cubes[${at}].player`,
        `expected one of ${COLOR_LIST}, found ${describe(player)}`,
      );
      return undefined;
    }
    if (players !== undefined && !hasPlayer(players, player)) {
      this.issues.report(
        'unknown-player',
        `tracks[${track}].cubes[${at}].player`,
        `no player in this game is ${player}`,
      );
      return undefined;
    }
    return { player, value: value < 0 ? -1 : value };
  }
}

function hasPlayer(players: readonly SheetPlayer[], color: Color): boolean {
  for (const player of players) if (player.color === color) return true;
  return false;
}
