import {
  BUILDING_TYPES,
  type BuildingType,
  DECKS,
  SHIPYARD_CARDS,
  type ShipyardCard,
} from '@antarctica-game/engine';
import { printable } from '../header/read-header.js';
import type { NotationError } from '../syntax/notation-error.js';
import type {
  BodyItem,
  BuildingCardRef,
  GameRecord,
  HeaderItem,
  NotationMove,
  ResourceCardRef,
  ShipRef,
} from '../syntax/record.js';
import { ANNOTATIONS } from '../syntax/vocabulary.js';

/**
 * A record as plain JSON data without the text positions (what `antarctica-notation to-json`
 * prints): it validates against `schema/game-record.schema.json`.
 */
export function recordToJson(record: GameRecord): GameRecord {
  return {
    header: record.header.map((item) =>
      item.kind === 'tag'
        ? { kind: 'tag', name: item.name, value: item.value }
        : { kind: 'comment', style: item.style, text: item.text },
    ),
    body: record.body.map((item): BodyItem => {
      if (item.kind === 'comment') return { kind: 'comment', style: item.style, text: item.text };
      if (item.kind === 'variation') return { kind: 'variation', body: [] }; // Filled in the next commit.
      if (item.kind === 'turn')
        return item.seat === undefined
          ? { kind: 'turn', visit: item.visit }
          : { kind: 'turn', visit: item.visit, seat: item.seat };
      return {
        kind: 'move',
        ...(item.seat === undefined ? {} : { seat: item.seat }),
        move: item.move,
        ...(item.annotation === undefined ? {} : { annotation: item.annotation }),
      };
    }),
  };
}

/** Why a JSON document is not a record: where (a path such as `body[3].move.to`) and what. */
type Problem = { path: string; message: string };

/**
 * Reads a record from JSON data (a parsed document, such as `JSON.parse` gives): checks every
 * field as the schema does, and that the record can be written as text (no `}` in a brace
 * comment, no line break in a line comment or a tag value, no control characters). Never throws.
 */
export function recordFromJson(value: unknown): {
  record: GameRecord | null;
  errors: NotationError[];
} {
  const problems: Problem[] = [];
  const record = readRecord(value, problems);
  const errors: NotationError[] = problems.map((problem) => ({
    code: 'bad-record-json',
    severity: 'error',
    message: `${problem.path === '' ? 'the record' : problem.path}: ${problem.message}`,
    expected: [],
    path: problem.path,
  }));
  return { record: errors.length === 0 ? record : null, errors };
}

const MAX_ITEMS = 1_000_000;

function readRecord(value: unknown, problems: Problem[]): GameRecord {
  const record: GameRecord = { header: [], body: [] };
  if (!isObject(value)) {
    problems.push({ path: '', message: 'expected an object with "header" and "body"' });
    return record;
  }
  // `lines` (where a parsed record's lines start) is not part of the JSON form: it is left out.
  extraKeys(value, ['header', 'body', 'lines'], '', problems);
  const header = list(value.header, 'header', problems);
  header.forEach((item, index) => {
    const read = readHeaderItem(item, `header[${index}]`, problems);
    if (read !== null) record.header.push(read);
  });
  const body = list(value.body, 'body', problems);
  body.forEach((item, index) => {
    const read = readBodyItem(item, `body[${index}]`, problems);
    if (read !== null) record.body.push(read);
  });
  return record;
}

function list(value: unknown, path: string, problems: Problem[]): unknown[] {
  if (!Array.isArray(value)) {
    problems.push({ path, message: 'expected a list' });
    return [];
  }
  if (value.length > MAX_ITEMS) {
    problems.push({ path, message: `more than ${MAX_ITEMS} items` });
    return [];
  }
  return Array.from(value);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function extraKeys(
  value: Record<string, unknown>,
  allowed: readonly string[],
  path: string,
  problems: Problem[],
) {
  for (const key of Object.keys(value))
    if (!allowed.includes(key))
      problems.push({ path: join(path, key), message: 'is not a field of this element' });
}

function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

function text(value: unknown, path: string, problems: Problem[], forbid: Forbidden): string | null {
  if (typeof value !== 'string') {
    problems.push({ path, message: 'expected a string' });
    return null;
  }
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (!forbid(code)) continue;
    problems.push({
      path,
      message:
        code === 125
          ? 'holds "}", which a { comment cannot hold'
          : `holds the character U+${code.toString(16).toUpperCase().padStart(4, '0')}, which this element cannot hold`,
    });
    return null;
  }
  return value;
}

/** Characters a record cannot hold in an element: a predicate over UTF-16 code units. */
type Forbidden = (code: number) => boolean;

const isControl = (code: number) =>
  (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127;
// Control characters other than tab; a line comment and a tag value also take no line break.
const CONTROL: Forbidden = (code) => isControl(code) || code === 10 || code === 13;
const CONTROL_OR_BREAK: Forbidden = (code) => isControl(code) || code === 10 || code === 13;
// A brace comment may span lines but cannot hold its closing brace.
const CONTROL_OR_CLOSE: Forbidden = (code) => isControl(code) || code === 125;

function readHeaderItem(value: unknown, path: string, problems: Problem[]): HeaderItem | null {
  if (!isObject(value)) {
    problems.push({ path, message: 'expected a tag or a comment object' });
    return null;
  }
  if (value.kind === 'tag') {
    extraKeys(value, ['kind', 'name', 'value'], path, problems);
    const name = text(value.name, join(path, 'name'), problems, CONTROL);
    if (name !== null && !/^[A-Za-z][A-Za-z0-9_]*$/.test(name))
      problems.push({
        path: join(path, 'name'),
        message: 'a tag name is letters, digits and _, starting with a letter',
      });
    const tagValue = text(value.value, join(path, 'value'), problems, CONTROL_OR_BREAK);
    return name === null || tagValue === null ? null : { kind: 'tag', name, value: tagValue };
  }
  if (value.kind === 'comment') return readComment(value, path, problems);
  problems.push({ path: join(path, 'kind'), message: 'expected "tag" or "comment"' });
  return null;
}

function readComment(
  value: Record<string, unknown>,
  path: string,
  problems: Problem[],
): HeaderItem | null {
  extraKeys(value, ['kind', 'style', 'text'], path, problems);
  if (value.style !== 'brace' && value.style !== 'line') {
    problems.push({ path: join(path, 'style'), message: 'expected "brace" or "line"' });
    return null;
  }
  const body = text(
    value.text,
    join(path, 'text'),
    problems,
    value.style === 'brace' ? CONTROL_OR_CLOSE : CONTROL_OR_BREAK,
  );
  return body === null ? null : { kind: 'comment', style: value.style, text: body };
}

function integer(
  value: unknown,
  path: string,
  problems: Problem[],
  min: number,
  max: number,
): number | null {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    problems.push({ path, message: `expected a whole number from ${min} to ${max}` });
    return null;
  }
  return value;
}

function readBodyItem(value: unknown, path: string, problems: Problem[]): BodyItem | null {
  if (!isObject(value)) {
    problems.push({ path, message: 'expected a turn, move or comment object' });
    return null;
  }
  if (value.kind === 'comment') return readComment(value, path, problems) as BodyItem | null;
  if (value.kind === 'turn') {
    extraKeys(value, ['kind', 'visit', 'seat'], path, problems);
    const visit = integer(value.visit, join(path, 'visit'), problems, 0, 999_999);
    const seat =
      value.seat === undefined
        ? undefined
        : integer(value.seat, join(path, 'seat'), problems, 0, 3);
    if (visit === null || seat === null) return null;
    return seat === undefined ? { kind: 'turn', visit } : { kind: 'turn', visit, seat };
  }
  if (value.kind === 'move') {
    extraKeys(value, ['kind', 'seat', 'move', 'annotation'], path, problems);
    const seat =
      value.seat === undefined
        ? undefined
        : integer(value.seat, join(path, 'seat'), problems, 0, 3);
    const move = readMove(value.move, join(path, 'move'), problems);
    let annotation: (typeof ANNOTATIONS)[number] | undefined;
    if (value.annotation !== undefined) {
      if (!(ANNOTATIONS as readonly unknown[]).includes(value.annotation))
        problems.push({
          path: join(path, 'annotation'),
          message: `expected one of ${ANNOTATIONS.join(' ')}`,
        });
      else annotation = value.annotation as (typeof ANNOTATIONS)[number];
    }
    if (seat === null || move === null) return null;
    if (move.type === 'drawDraftCards' && annotation !== undefined) {
      problems.push({ path: join(path, 'annotation'), message: 'a draw takes no annotation' });
      return null;
    }
    return {
      kind: 'move',
      ...(seat === undefined ? {} : { seat }),
      move,
      ...(annotation === undefined ? {} : { annotation }),
    };
  }
  problems.push({ path: join(path, 'kind'), message: 'expected "turn", "move" or "comment"' });
  return null;
}

const FIELDS: Record<NotationMove['type'], readonly string[]> = {
  placeOpeningCube: ['track'],
  placeShip: ['area'],
  sail: ['to'],
  build: ['deck', 'track', 'resourceCard', 'reveal'],
  buildShip: [],
  recruit: [],
  research: ['track'],
  playIcebreaker: ['area'],
  playPlaceScientist: [],
  playPlusTwoScientists: [],
  playFastResearch: ['track'],
  discard: ['resource', 'ship'],
  endTurn: [],
  moveShip: ['ship', 'to'],
  advance: ['track'],
  takeShipyardCard: ['card'],
  draftPick: ['card'],
  drawDraftCards: ['cards'],
  pass: [],
};

const BIG = 98;

function readMove(value: unknown, path: string, problems: Problem[]): NotationMove | null {
  if (!isObject(value) || typeof value.type !== 'string' || !Object.hasOwn(FIELDS, value.type)) {
    problems.push({
      path: join(path, 'type'),
      message: `expected a move type: ${Object.keys(FIELDS).join(', ')}`,
    });
    return null;
  }
  const type = value.type as NotationMove['type'];
  extraKeys(value, ['type', ...(FIELDS[type] ?? [])], path, problems);
  const before = problems.length;
  const index = (key: string) => integer(value[key], join(path, key), problems, 0, BIG);
  let move: NotationMove | null = null;
  switch (type) {
    case 'placeOpeningCube':
    case 'research':
    case 'playFastResearch':
    case 'advance': {
      const track = index('track');
      if (track !== null) move = { type, track };
      break;
    }
    case 'placeShip':
    case 'playIcebreaker': {
      const area = index('area');
      if (area !== null) move = { type, area };
      break;
    }
    case 'sail': {
      const to = index('to');
      if (to !== null) move = { type, to };
      break;
    }
    case 'build':
      move = readBuild(value, path, problems);
      break;
    case 'discard': {
      if (value.resource === 'cube' || value.resource === 'availableShip') {
        if (value.ship !== undefined)
          problems.push({
            path: join(path, 'ship'),
            message: `a discard of a ${value.resource} names no ship`,
          });
        move = { type, resource: value.resource };
      } else if (value.resource === 'boardShip') {
        const ship = readShip(value.ship, join(path, 'ship'), problems);
        if (ship !== null) move = { type, resource: 'boardShip', ship };
      } else
        problems.push({
          path: join(path, 'resource'),
          message: 'expected "cube", "availableShip" or "boardShip"',
        });
      break;
    }
    case 'moveShip': {
      const ship = readShip(value.ship, join(path, 'ship'), problems);
      const to = index('to');
      if (ship !== null && to !== null) move = { type, ship, to };
      break;
    }
    case 'takeShipyardCard':
    case 'draftPick': {
      const card = readShipyardCard(value.card, join(path, 'card'), problems);
      if (card !== undefined) move = { type, card };
      break;
    }
    case 'drawDraftCards': {
      if (value.cards === null) move = { type, cards: null };
      else {
        const cards = list(value.cards, join(path, 'cards'), problems).map((card, position) =>
          readShipyardCard(card, `${join(path, 'cards')}[${position}]`, problems),
        );
        if (cards.length === 0)
          problems.push({
            path: join(path, 'cards'),
            message: 'a draw turns up at least one card (null if none was seen)',
          });
        else if (!cards.includes(undefined))
          move = { type, cards: cards as Array<ShipyardCard | null> };
      }
      break;
    }
    default:
      move = { type } as NotationMove;
  }
  return problems.length === before ? move : null;
}

function readBuild(
  value: Record<string, unknown>,
  path: string,
  problems: Problem[],
): NotationMove | null {
  if (!(DECKS as readonly unknown[]).includes(value.deck)) {
    problems.push({ path: join(path, 'deck'), message: `expected one of ${DECKS.join(', ')}` });
    return null;
  }
  const track =
    value.track === null ? null : integer(value.track, join(path, 'track'), problems, 0, BIG);
  if (track === null && value.track !== null) return null;
  const move: Extract<NotationMove, { type: 'build' }> = {
    type: 'build',
    deck: value.deck as (typeof DECKS)[number],
    track,
  };
  if (value.resourceCard !== undefined) {
    const card = readResourceRef(value.resourceCard, join(path, 'resourceCard'), problems);
    if (card === null) return null;
    move.resourceCard = card;
  }
  if (value.reveal !== undefined) {
    if (value.reveal === null) move.reveal = null;
    else {
      const card = readBuildingRef(value.reveal, join(path, 'reveal'), problems);
      if (card === null) return null;
      move.reveal = card;
    }
  }
  return move;
}

function buildingList(
  value: unknown,
  path: string,
  problems: Problem[],
  min: number,
): BuildingType[] | null {
  const types = list(value, path, problems);
  if (types.length < min || types.length > 14) {
    problems.push({ path, message: `expected ${min} to 14 Building kinds` });
    return null;
  }
  if (!types.every((type) => (BUILDING_TYPES as readonly unknown[]).includes(type))) {
    problems.push({ path, message: `expected Building kinds: ${BUILDING_TYPES.join(', ')}` });
    return null;
  }
  return types as BuildingType[];
}

function readResourceRef(
  value: unknown,
  path: string,
  problems: Problem[],
): ResourceCardRef | null {
  if (!isObject(value)) {
    problems.push({ path, message: 'expected { "grants": [...], "copy"?: n }' });
    return null;
  }
  extraKeys(value, ['grants', 'copy'], path, problems);
  const grants = buildingList(value.grants, join(path, 'grants'), problems, 1);
  if (grants === null) return null;
  if (value.copy === undefined) return { grants };
  const copy = integer(value.copy, join(path, 'copy'), problems, 2, 99);
  return copy === null ? null : { grants, copy };
}

function readBuildingRef(
  value: unknown,
  path: string,
  problems: Problem[],
): BuildingCardRef | null {
  if (!isObject(value)) {
    problems.push({ path, message: 'expected { "builds", "requires" } or { "id" }' });
    return null;
  }
  if ('id' in value) {
    extraKeys(value, ['id'], path, problems);
    const id = integer(value.id, join(path, 'id'), problems, 0, 9999);
    return id === null ? null : { id };
  }
  extraKeys(value, ['builds', 'requires'], path, problems);
  if (!(BUILDING_TYPES as readonly unknown[]).includes(value.builds)) {
    problems.push({
      path: join(path, 'builds'),
      message: `expected a Building kind: ${BUILDING_TYPES.join(', ')}`,
    });
    return null;
  }
  const requires = buildingList(value.requires, join(path, 'requires'), problems, 0);
  return requires === null ? null : { builds: value.builds as BuildingType, requires };
}

function readShip(value: unknown, path: string, problems: Problem[]): ShipRef | null {
  if (!isObject(value)) {
    problems.push({ path, message: 'expected { "area", "place" }' });
    return null;
  }
  extraKeys(value, ['area', 'place'], path, problems);
  const area = integer(value.area, join(path, 'area'), problems, 0, BIG);
  const place = integer(value.place, join(path, 'place'), problems, 0, 25);
  return area === null || place === null ? null : { area, place };
}

function readShipyardCard(
  value: unknown,
  path: string,
  problems: Problem[],
): ShipyardCard | null | undefined {
  if (value === null) return null;
  if ((SHIPYARD_CARDS as readonly unknown[]).includes(value)) return value as ShipyardCard;
  problems.push({
    path,
    message: `expected a Shipyard Card (${SHIPYARD_CARDS.join(', ')}) or null`,
  });
  return undefined;
}

/**
 * Reads records from JSON text: one record object or a list of them (what `to-json` prints).
 * Never throws; a syntax error is reported with its line and column.
 */
export function recordsFromJsonText(source: string): {
  records: GameRecord[];
  errors: NotationError[];
} {
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const offset = Number(/position (\d+)/.exec(message)?.[1] ?? 0);
    const before = source.slice(0, offset);
    const line = before.split(/\r\n|\r|\n/).length;
    const column = offset - Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r'));
    return {
      records: [],
      errors: [
        {
          code: 'not-json',
          severity: 'error',
          message: `not JSON: ${printable(message, 200)}`,
          expected: [],
          offset,
          line,
          column,
        },
      ],
    };
  }
  const list = Array.isArray(value) ? value : [value];
  const records: GameRecord[] = [];
  const errors: NotationError[] = [];
  list.forEach((item, index) => {
    const read = recordFromJson(item);
    if (read.record !== null) records.push(read.record);
    for (const error of read.errors)
      errors.push({
        ...error,
        record: index,
        ...(Array.isArray(value)
          ? { path: `[${index}]${error.path === '' ? '' : `.${error.path}`}` }
          : {}),
      });
  });
  return { records, errors };
}
