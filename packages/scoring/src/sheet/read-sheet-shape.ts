// Over 400 lines, kept whole: one class reads the whole sheet in one pass, and its methods (the
// root, a player, an area, a track, a cube) share the issue list, the data being filled and the
// cursor that places a throwing read. Each method reads one kind of object, top to bottom.

import { childPath } from '@antarctica-game/foundation/json';
import { isRecord, isWholeNumber } from '@antarctica-game/foundation/shape-check';
import { AREA_COUNT, MAX_CUBE_VALUE, TRACK_COUNT } from '../box/box.js';
import { COLORS } from '../box/colors.js';
import { describe, HOLE } from './describe-value.js';
import type { IssueList } from './issue-list.js';
import { colorIndexOf, SEATS, type SheetData } from './sheet-data.js';

/** Limits only the command line applies. */
export interface ReadLimits {
  /** Longest player name accepted, in characters (code points). */
  maxNameLength?: number;
}

/** Most cubes a track can hold: one per colour in the box. */
const MAX_CUBES = SEATS;
const COLOR_LIST = COLORS.join(', ');

const FIELDS = {
  root: '"players", "sun", "areas", "tracks", "$schema", "version"',
  player: '"color", "buildingCards", "asteriskCards", "discardedResources", "name"',
  area: '"closed", "buildings", "scientists"',
  track: '"closed", "cubes"',
  cube: '"player", "value"',
} as const;

/**
 * Whether `key`, a key of a `for...in` loop over `record`, is its own (not inherited). Written
 * out as `Object.prototype.hasOwnProperty.call`: on the key of the loop V8 then answers from the
 * loop itself, at no cost, once this is inlined. Through a constant such as
 * `const hasOwn = Object.prototype.hasOwnProperty` it no longer recognises the function and
 * calls it for every key, which took a third of the time of checking a sheet; `Object.hasOwn`
 * is always a real lookup.
 */
const isOwnKey = (record: object, key: string): boolean =>
  // biome-ignore lint/suspicious/noPrototypeBuiltins: the form V8 answers from the loop (above).
  Object.prototype.hasOwnProperty.call(record, key);

/**
 * The paths of the seats, areas, tracks and cubes, written once: errors need them, and the
 * cursor that places a throwing read points at them as reading goes, at no cost.
 */
const pathsOf = (prefix: string, count: number, suffix = '') =>
  Array.from({ length: count }, (_, index) => `${prefix}[${index}]${suffix}`);
const PLAYER_PATHS = pathsOf('players', SEATS);
const AREA_PATHS = pathsOf('areas', AREA_COUNT);
const SCIENTIST_PATHS = pathsOf('areas', AREA_COUNT, '.scientists');
const TRACK_PATHS = pathsOf('tracks', TRACK_COUNT);
const CUBES_PATHS = pathsOf('tracks', TRACK_COUNT, '.cubes');
const CUBE_PATHS = CUBES_PATHS.flatMap((cubes) => pathsOf(cubes, MAX_CUBES));

/** A whole number of at least 0, the only counts a sheet holds. */
const isCount = (value: unknown): value is number => isWholeNumber(value, 0);

/**
 * The length of `list`, read once: every later use takes this number, so that a Proxy cannot
 * answer one length to the check and another to the loop. A real array's length is always a
 * count; a Proxy's may be anything, and is then unreadable.
 */
function lengthOf(list: unknown[]): number {
  const length: unknown = list.length;
  if (!isCount(length)) throw BAD_LENGTH;
  return length;
}

/**
 * Thrown by {@link lengthOf}; told from what the sheet's own code throws by identity alone, as
 * anything else (`instanceof`, reading a field) would run that code again.
 */
const BAD_LENGTH = Object.freeze({});

/**
 * Checks the structure of a score sheet: types, required and unknown fields, fields set to
 * `undefined`, holes in lists, whole numbers, list lengths, the value of a cube, and that every
 * colour named belongs to a player. Reports into `issues`; never throws.
 *
 * Each object is read in one pass over its own keys, and each value is read once, into a local
 * or into `data`: every check (here and later, on `data`) sees that one reading, so a getter
 * that answers differently at each read cannot make two checks disagree, and the sheet given
 * back is built from `data`, not from the input. A read that throws (a getter, a Proxy trap, a
 * revoked Proxy) stops the reading: one `unreadable-value` error where it threw, and the
 * players count as unknown so that no later check runs on a half-read sheet. Paths are only
 * written out for problems.
 */
export function readSheetShape(
  input: unknown,
  data: SheetData,
  issues: IssueList,
  limits: ReadLimits = {},
): { playersKnown: boolean } {
  const reader = new SheetReader(data, issues, limits.maxNameLength ?? Number.POSITIVE_INFINITY);
  return { playersKnown: reader.read(input) };
}

class SheetReader {
  /**
   * Where reading is: the path of the value being read and, while reading an object's members,
   * the key being read (else undefined). Only a read that throws looks at them; the paths are
   * the constants above.
   */
  private at = '';
  private key: string | undefined = undefined;

  constructor(
    private readonly data: SheetData,
    private readonly issues: IssueList,
    private readonly maxNameLength: number,
  ) {}

  /** Reads the sheet into `data`; whether its players are known (valid, distinct colours). */
  read(input: unknown): boolean {
    try {
      return this.readSheet(input);
    } catch (error) {
      // Nothing of the thrown value is read: it is the caller's, and may throw again.
      const path = this.key === undefined ? this.at : childPath(this.at, this.key);
      const reason =
        error === BAD_LENGTH
          ? 'its length is not a whole number'
          : 'reading it threw an exception (a getter, a Proxy or a revoked Proxy)';
      this.issues.report(
        'unreadable-value',
        path,
        `cannot read this value: ${reason}; the sheet was read no further`,
      );
      return false;
    }
  }

  private readSheet(input: unknown): boolean {
    const data = this.data;
    if (!isRecord(input)) {
      this.issues.report('wrong-type', '', `expected an object, found ${describe(input)}`);
      return false;
    }
    let present = 0;
    let playersValue: unknown;
    let sunValue: unknown;
    let areasValue: unknown;
    let tracksValue: unknown;
    let schema: unknown;
    let version: unknown;
    let unknown: string[] | undefined;
    for (const key in input) {
      this.key = key;
      if (!isOwnKey(input, key)) continue;
      switch (key) {
        case 'players':
          playersValue = input[key];
          present |= 1;
          break;
        case 'sun':
          sunValue = input[key];
          present |= 2;
          break;
        case 'areas':
          areasValue = input[key];
          present |= 4;
          break;
        case 'tracks':
          tracksValue = input[key];
          present |= 8;
          break;
        case '$schema':
          schema = input[key];
          present |= 16;
          break;
        case 'version':
          version = input[key];
          present |= 32;
          break;
        default:
          if (unknown === undefined) unknown = [key];
          else unknown.push(key);
      }
    }
    this.key = undefined;
    if ((present & 15) !== 15) {
      if ((present & 1) === 0) this.missing('', 'players');
      if ((present & 2) === 0) this.missing('', 'sun');
      if ((present & 4) === 0) this.missing('', 'areas');
      if ((present & 8) === 0) this.missing('', 'tracks');
    }
    if (unknown !== undefined) this.unknownFields('', unknown, FIELDS.root);
    if ((present & 16) !== 0 && typeof schema !== 'string') {
      this.issues.report('wrong-type', '$schema', `expected a string, found ${describe(schema)}`);
    }
    if ((present & 32) !== 0 && version !== 1) {
      if (version === undefined) {
        this.issues.report('wrong-type', 'version', 'expected 1, found undefined');
      } else {
        this.issues.report(
          'out-of-range',
          'version',
          `this scorer reads sheet version 1, found ${describe(version)}`,
        );
      }
    }

    const playersKnown = (present & 1) !== 0 && this.readPlayers(playersValue);
    data.sun = this.readSun(sunValue, (present & 2) !== 0);
    const areaList = (present & 4) === 0 ? undefined : this.list(areasValue, 'areas', AREA_COUNT);
    if (areaList !== undefined) {
      const areas = Math.min(this.listLength, AREA_COUNT);
      for (let index = 0; index < areas; index++) this.readArea(areaList, index, playersKnown);
      data.areas = areas;
    } else data.doubtAreaClosed = -1;
    const trackList =
      (present & 8) === 0 ? undefined : this.list(tracksValue, 'tracks', TRACK_COUNT);
    if (trackList !== undefined) {
      const tracks = Math.min(this.listLength, TRACK_COUNT);
      for (let index = 0; index < tracks; index++) this.readTrack(trackList, index, playersKnown);
      data.tracks = tracks;
    } else data.doubtTrackClosed = -1;
    return playersKnown;
  }

  private missing(path: string, field: string): void {
    this.issues.report('missing-field', childPath(path, field), `the field "${field}" is required`);
  }

  private unknownFields(path: string, keys: readonly string[], expected: string): void {
    for (const key of keys) {
      this.issues.report(
        'unknown-field',
        childPath(path, key),
        `"${key}" is not a field here; expected one of ${expected}`,
      );
    }
  }

  /** Reports what is wrong with a value that should be a count. */
  private badCount(value: unknown, path: string): void {
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      this.issues.report('wrong-type', path, `expected a whole number, found ${describe(value)}`);
    } else if (!Number.isInteger(value)) {
      this.issues.report('not-integer', path, `expected a whole number, found ${value}`);
    } else {
      this.issues.report('negative', path, `expected 0 or more, found ${value}`);
    }
  }

  /** The length of the list {@link list} last gave back, read once. */
  private listLength = 0;

  /** Reads `areas` or `tracks`, and its length into {@link listLength}; reports a wrong type or length. */
  private list(value: unknown, field: 'areas' | 'tracks', length: number): unknown[] | undefined {
    this.at = field;
    if (!Array.isArray(value)) {
      this.issues.report('wrong-type', field, `expected an array, found ${describe(value)}`);
      return undefined;
    }
    const found = lengthOf(value);
    if (found !== length) {
      const what = field === 'areas' ? 'areas' : 'Research Tracks';
      this.issues.report('wrong-length', field, `the board has ${length} ${what}, found ${found}`);
    }
    this.listLength = found;
    return value;
  }

  /** Reports `value`, the entry at `at` of a list, which is a hole or not an object. */
  private notAnObject(value: unknown, list: unknown[], at: number, path: string): void {
    const found = value === undefined && !(at in list) ? HOLE : describe(value);
    this.issues.report('wrong-type', path, `expected an object, found ${found}`);
  }

  private readPlayers(value: unknown): boolean {
    this.at = 'players';
    if (!Array.isArray(value)) {
      this.issues.report('wrong-type', 'players', `expected an array, found ${describe(value)}`);
      return false;
    }
    const count = lengthOf(value);
    let known = count >= 2 && count <= SEATS;
    if (!known) {
      this.issues.report(
        'player-count',
        'players',
        `Antarctica is for 2 to 4 players, found ${count}`,
      );
    }
    const length = Math.min(count, SEATS);
    for (let seat = 0; seat < length; seat++) {
      if (!this.readPlayer(value, seat)) known = false;
    }
    return known;
  }

  /** Reads the player at `seat` of the list; whether it was added (a valid, new colour). */
  private readPlayer(list: unknown[], seat: number): boolean {
    const path = PLAYER_PATHS[seat] as string;
    this.at = path;
    const record = list[seat];
    if (!isRecord(record)) {
      this.notAnObject(record, list, seat, path);
      return false;
    }
    let present = 0;
    let colorValue: unknown;
    let buildingCards: unknown;
    let asteriskCards: unknown;
    let discardedResources: unknown;
    let name: unknown;
    let unknown: string[] | undefined;
    for (const key in record) {
      this.key = key;
      if (!isOwnKey(record, key)) continue;
      switch (key) {
        case 'color':
          colorValue = record[key];
          present |= 1;
          break;
        case 'buildingCards':
          buildingCards = record[key];
          present |= 2;
          break;
        case 'asteriskCards':
          asteriskCards = record[key];
          present |= 4;
          break;
        case 'discardedResources':
          discardedResources = record[key];
          present |= 8;
          break;
        case 'name':
          name = record[key];
          present |= 16;
          break;
        default:
          if (unknown === undefined) unknown = [key];
          else unknown.push(key);
      }
    }
    this.key = undefined;
    if ((present & 15) !== 15) {
      if ((present & 1) === 0) this.missing(path, 'color');
      if ((present & 2) === 0) this.missing(path, 'buildingCards');
      if ((present & 4) === 0) this.missing(path, 'asteriskCards');
      if ((present & 8) === 0) this.missing(path, 'discardedResources');
    }
    if (unknown !== undefined) this.unknownFields(path, unknown, FIELDS.player);
    const data = this.data;
    const bit = 1 << seat;
    let cards = 0;
    let asterisks = 0;
    let discards = 0;
    if (isCount(buildingCards)) cards = buildingCards;
    else {
      if ((present & 2) !== 0) this.badCount(buildingCards, `${path}.buildingCards`);
      data.doubtBuildingCards |= bit;
    }
    if (isCount(asteriskCards)) asterisks = asteriskCards;
    else {
      if ((present & 4) !== 0) this.badCount(asteriskCards, `${path}.asteriskCards`);
      data.doubtAsteriskCards |= bit;
    }
    if (isCount(discardedResources)) discards = discardedResources;
    else {
      if ((present & 8) !== 0) this.badCount(discardedResources, `${path}.discardedResources`);
      data.doubtDiscardedResources |= bit;
    }
    let playerName: string | undefined;
    if ((present & 16) !== 0) {
      if (typeof name !== 'string') {
        this.issues.report(
          'wrong-type',
          `${path}.name`,
          `expected a string, found ${describe(name)}`,
        );
      } else {
        // Only the command line limits names; the library never reads the text of a name.
        if (this.maxNameLength !== Number.POSITIVE_INFINITY && name.length > this.maxNameLength)
          this.checkNameLength(name, seat);
        playerName = name;
      }
    }
    if ((present & 1) === 0) return false;
    const colorIndex = colorIndexOf(colorValue);
    if (colorIndex < 0) {
      this.issues.report(
        'unknown-color',
        `${path}.color`,
        `expected one of ${COLOR_LIST}, found ${describe(colorValue)}`,
      );
      return false;
    }
    const color = COLORS[colorIndex] as (typeof COLORS)[number];
    if (data.seatOf(colorIndex) >= 0) {
      this.issues.report('duplicate-player', `${path}.color`, `two players are ${color}`);
      return false;
    }
    const added = data.addPlayer(color, colorIndex);
    data.names[added] = playerName;
    data.buildingCards[added] = cards;
    data.asteriskCards[added] = asterisks;
    data.discardedResources[added] = discards;
    return true;
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

  private readSun(value: unknown, present: boolean): number {
    if (isCount(value) && value < AREA_COUNT) return value;
    this.data.doubtSun = true;
    if (!present) return 0;
    if (isCount(value)) {
      this.issues.report(
        'out-of-range',
        'sun',
        `the Sun's area is an index from 0 to ${AREA_COUNT - 1}, found ${value}`,
      );
    } else {
      this.badCount(value, 'sun');
    }
    return 0;
  }

  private readArea(list: unknown[], index: number, playersKnown: boolean): void {
    const bit = 1 << index;
    const data = this.data;
    data.startArea(index);
    this.at = AREA_PATHS[index] as string;
    const record = list[index];
    if (!isRecord(record)) {
      this.notAnObject(record, list, index, this.at);
      data.doubtAreaClosed |= bit;
      data.doubtBuildings |= bit;
      data.doubtScientists |= bit;
      return;
    }
    let present = 0;
    let closedValue: unknown;
    let buildingsValue: unknown;
    let given: unknown;
    let unknown: string[] | undefined;
    for (const key in record) {
      this.key = key;
      if (!isOwnKey(record, key)) continue;
      switch (key) {
        case 'closed':
          closedValue = record[key];
          present |= 1;
          break;
        case 'buildings':
          buildingsValue = record[key];
          present |= 2;
          break;
        case 'scientists':
          given = record[key];
          present |= 4;
          break;
        default:
          if (unknown === undefined) unknown = [key];
          else unknown.push(key);
      }
    }
    this.key = undefined;
    const closedKnown = (present & 1) === 0 || typeof closedValue === 'boolean';
    const closed = closedValue === true;
    if (closed) data.closed[index] = 1;
    // An open area lists its buildings; a closed one (or one whose `closed` is unreadable) need not.
    if ((present & 2) === 0 && !closed && closedKnown) this.missing(`areas[${index}]`, 'buildings');
    if (unknown !== undefined) this.unknownFields(`areas[${index}]`, unknown, FIELDS.area);
    if (isCount(buildingsValue)) data.buildings[index] = buildingsValue;
    else if ((present & 2) !== 0) {
      this.badCount(buildingsValue, `areas[${index}].buildings`);
      data.doubtBuildings |= bit;
    } else if (!closed) data.doubtBuildings |= bit;
    if (!closedKnown) {
      this.issues.report(
        'wrong-type',
        `areas[${index}].closed`,
        `expected true or false, found ${describe(closedValue)}`,
      );
      data.doubtAreaClosed |= bit;
    }
    this.at = SCIENTIST_PATHS[index] as string;
    if (isRecord(given)) {
      this.readScientists(given, index, playersKnown);
    } else if ((present & 4) !== 0) {
      this.issues.report(
        'wrong-type',
        `areas[${index}].scientists`,
        `expected an object, found ${describe(given)}`,
      );
      data.doubtScientists |= bit;
    }
  }

  private readScientists(
    given: Record<string, unknown>,
    index: number,
    playersKnown: boolean,
  ): void {
    const data = this.data;
    for (const key in given) {
      this.key = key;
      if (!isOwnKey(given, key)) continue;
      const count = given[key];
      const color = colorIndexOf(key);
      if (color < 0) {
        this.issues.report(
          'unknown-color',
          childPath(`areas[${index}].scientists`, key),
          `expected one of ${COLOR_LIST}, found ${JSON.stringify(key)}`,
        );
        data.doubtScientists |= 1 << index;
      } else if (playersKnown && data.seatOf(color) < 0) {
        this.issues.report(
          'unknown-player',
          `areas[${index}].scientists.${key}`,
          `no player in this game is ${key}`,
        );
        data.doubtScientists |= 1 << index;
      } else if (isCount(count)) {
        data.scientists[index * 4 + color] = count;
        data.listed[index] = (data.listed[index] as number) | (1 << color);
      } else {
        this.badCount(count, `areas[${index}].scientists.${key}`);
        data.doubtScientists |= 1 << index;
      }
    }
    this.key = undefined;
  }

  private readTrack(list: unknown[], index: number, playersKnown: boolean): void {
    const data = this.data;
    data.startTrack(index);
    this.at = TRACK_PATHS[index] as string;
    const record = list[index];
    if (!isRecord(record)) {
      this.notAnObject(record, list, index, this.at);
      data.doubtTrackClosed |= 1 << index;
      return;
    }
    let present = 0;
    let closedValue: unknown;
    let given: unknown;
    let unknown: string[] | undefined;
    for (const key in record) {
      this.key = key;
      if (!isOwnKey(record, key)) continue;
      switch (key) {
        case 'closed':
          closedValue = record[key];
          present |= 1;
          break;
        case 'cubes':
          given = record[key];
          present |= 2;
          break;
        default:
          if (unknown === undefined) unknown = [key];
          else unknown.push(key);
      }
    }
    this.key = undefined;
    if (unknown !== undefined) this.unknownFields(`tracks[${index}]`, unknown, FIELDS.track);
    if (closedValue === true) data.trackClosed[index] = 1;
    if ((present & 1) !== 0 && typeof closedValue !== 'boolean') {
      this.issues.report(
        'wrong-type',
        `tracks[${index}].closed`,
        `expected true or false, found ${describe(closedValue)}`,
      );
      data.doubtTrackClosed |= 1 << index;
    }
    this.at = CUBES_PATHS[index] as string;
    if (Array.isArray(given)) {
      const count = lengthOf(given);
      if (count > MAX_CUBES) {
        this.issues.report(
          'too-many-cubes',
          this.at,
          `a Research Track holds at most one cube per player, ${MAX_CUBES} at most, found ${count}`,
        );
      }
      const length = Math.min(count, MAX_CUBES);
      for (let at = 0; at < length; at++) this.readCube(given, index, at, playersKnown);
    } else if ((present & 2) !== 0) {
      this.issues.report(
        'wrong-type',
        `tracks[${index}].cubes`,
        `expected an array, found ${describe(given)}`,
      );
    }
  }

  private readCube(list: unknown[], track: number, at: number, playersKnown: boolean): void {
    this.at = CUBE_PATHS[track * MAX_CUBES + at] as string;
    const record = list[at];
    if (!isRecord(record)) {
      this.notAnObject(record, list, at, this.at);
      return;
    }
    let present = 0;
    let playerValue: unknown;
    let value: unknown;
    let unknown: string[] | undefined;
    for (const key in record) {
      this.key = key;
      if (!isOwnKey(record, key)) continue;
      switch (key) {
        case 'player':
          playerValue = record[key];
          present |= 1;
          break;
        case 'value':
          value = record[key];
          present |= 2;
          break;
        default:
          if (unknown === undefined) unknown = [key];
          else unknown.push(key);
      }
    }
    this.key = undefined;
    if (present !== 3 || unknown !== undefined) {
      const path = `tracks[${track}].cubes[${at}]`;
      if ((present & 1) === 0) this.missing(path, 'player');
      if ((present & 2) === 0) this.missing(path, 'value');
      if (unknown !== undefined) this.unknownFields(path, unknown, FIELDS.cube);
    }
    let points = -1;
    if (isCount(value)) {
      if (value <= MAX_CUBE_VALUE) points = value;
      else {
        this.issues.report(
          'out-of-range',
          `tracks[${track}].cubes[${at}].value`,
          `a cube is worth at most ${MAX_CUBE_VALUE} Victory Points, found ${value}`,
        );
      }
    } else if ((present & 2) !== 0) {
      this.badCount(value, `tracks[${track}].cubes[${at}].value`);
    }
    if ((present & 1) === 0) return;
    const color = colorIndexOf(playerValue);
    if (color < 0) {
      this.issues.report(
        'unknown-color',
        `tracks[${track}].cubes[${at}].player`,
        `expected one of ${COLOR_LIST}, found ${describe(playerValue)}`,
      );
      return;
    }
    const data = this.data;
    if (playersKnown && data.seatOf(color) < 0) {
      this.issues.report(
        'unknown-player',
        `tracks[${track}].cubes[${at}].player`,
        `no player in this game is ${COLORS[color]}`,
      );
      return;
    }
    const position = data.cubes[track] as number;
    data.cubeColor[track * SEATS + position] = color;
    data.cubeValue[track * SEATS + position] = points;
    data.cubes[track] = position + 1;
  }
}
