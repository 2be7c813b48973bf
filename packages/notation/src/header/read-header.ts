// Over 400 lines with the TSDoc of every field: the tags' reader is one pass over the header,
// and its settings type belongs beside it.
import {
  type BuildingType,
  DEFAULT_EDITION,
  type Edition,
  type GameState,
  type PlayerCount,
  RULE_OPTIONS,
  type RuleOptions,
} from '@antarctica-game/engine';
import { COLORS, type Color, isColor } from '@antarctica-game/scoring';
import { readBuildingCard, readResourceCard } from '../syntax/card-names.js';
import type { NotationError, NotationErrorCode } from '../syntax/notation-error.js';
import type { BuildingCardRef, HeaderItem, RecordTag, ResourceCardRef } from '../syntax/record.js';
import { positionOf } from '../syntax/record.js';
import { BUILDING_BY_CODE, SEAT_LETTERS } from '../syntax/vocabulary.js';
import { readPositionTag } from './position-tag.js';
import { headerTags } from './tags.js';

/** What a table saw at setup, as a record states it; `null` is a `?`. */
export interface TableFacts {
  /** The Starting Building of each area; `'-'` for a closed area. */
  startingBuildings: Array<BuildingType | '-' | null>;
  /** The top card of the Basic, Double and Advanced piles at the start (`[Piles]`). */
  tops: Array<BuildingCardRef | null>;
  /** Each seat's starting Basic Resource Card (`[Resources]`). */
  startingResourceCards: Array<ResourceCardRef | null>;
  /** The Expertise cards laid out beside the board, first first (`[ResourcePile]`). */
  resourcePile: Array<ResourceCardRef | null>;
}

/** How a record says its game was set up and how it ended, read from its tags. */
export interface RecordSettings {
  /** The players in seating order. */
  players: Array<{
    /** The player's colour, from the record's player tags or the default order. */
    color: Color;
    /** The player's name, when the record gives one. */
    name?: string;
  }>;
  /** The edition, or null when the record names one this reader does not know. */
  edition: Edition | null;
  /** How ships were placed at setup (`[ShipPlacement]`): the first-game layout (default) or in turn. */
  shipPlacement: 'firstGame' | 'free';
  /** The rule readings the record names (the others are the defaults). */
  rules: Partial<RuleOptions>;
  /** The seed of a game played from a seed. */
  seed?: string;
  /**
   * The state a record starts from when it states a position (`[Position]`), its `?`s filled
   * with cards that are left (see docs/notation.md, "Positions").
   */
  position?: GameState;
  /** The setup of a game played at a table, when the record states it. */
  table?: TableFacts;
  /** The winners' seats, `null` for an unfinished game (`*`); absent when not stated. */
  result?: number[] | null;
  /** Each player's final Victory Points, by seat, when stated. */
  scores?: number[];
}

/** Options for reading records. */
export interface ReadOptions {
  /** Editions a record may name in its `[Edition]` tag besides the default one. */
  editions?: readonly Edition[];
}

/** Reads the known tags of a header; unknown tags are left alone. Never throws. */
export function readHeader(
  header: readonly HeaderItem[],
  options: ReadOptions = {},
): {
  /** What the tags say, with defaults for what they leave out. */
  settings: RecordSettings;
  /** Every problem with a known tag, in header order; empty when the header is sound. */
  errors: NotationError[];
} {
  const errors: NotationError[] = [];
  const tags = headerTags(header);
  // A fault of the header as a whole (no tag of its own) is placed at its first tag: where the
  // record starts.
  const first = tags.values().next().value;
  const fail = (
    tag: RecordTag | undefined,
    code: NotationErrorCode,
    message: string,
    expected: string[] = [],
  ) => {
    errors.push({
      code,
      severity: 'error',
      message,
      expected,
      ...(positionOf(tag ?? first) ?? {}),
    });
  };

  const editionTag = tags.get('Edition');
  let edition: Edition | null = DEFAULT_EDITION;
  if (editionTag !== undefined) {
    const known = [DEFAULT_EDITION, ...(options.editions ?? [])];
    edition = known.find((candidate) => candidate.id === editionTag.value) ?? null;
    if (edition === null)
      fail(
        editionTag,
        'unknown-edition',
        `unknown edition "${printable(editionTag.value)}"; known: ${known.map((entry) => entry.id).join(', ')}`,
        known.map((entry) => entry.id),
      );
  }

  const players = readPlayers(tags, fail);
  const count = players.length;

  const settings: RecordSettings = {
    players,
    edition,
    shipPlacement: 'firstGame',
    rules: {},
  };

  const placement = tags.get('ShipPlacement');
  if (placement !== undefined) {
    if (placement.value === 'firstGame' || placement.value === 'free')
      settings.shipPlacement = placement.value;
    else
      fail(placement, 'bad-tag-value', `[ShipPlacement] is "firstGame" or "free"`, [
        'firstGame',
        'free',
      ]);
  }

  const rules = tags.get('Rules');
  if (rules !== undefined) settings.rules = readRules(rules, fail);

  const seed = tags.get('Seed');
  if (seed !== undefined) {
    if (seed.value.length === 0) fail(seed, 'bad-tag-value', '[Seed] is empty');
    else settings.seed = seed.value;
  }

  const position = tags.get('Position');
  if (position !== undefined) {
    if (seed !== undefined || tags.has('Start'))
      fail(
        position,
        'header-contradiction',
        'a record starts from [Position], or from [Seed], or from the table setup ([Start]): not from two of them',
      );
    else if (edition !== null && errors.length === 0)
      readPositionTag(position, settings, edition, fail);
  }

  const table = readTable(tags, count, edition, fail);
  if (table !== undefined) settings.table = table;

  const date = tags.get('Date');
  if (date !== undefined && !/^(\d{4}|\?{4})\.(\d\d|\?\?)\.(\d\d|\?\?)$/.test(date.value))
    fail(date, 'bad-tag-value', '[Date] is written YYYY.MM.DD, with ?? for what is not known', [
      'YYYY.MM.DD',
    ]);

  const result = tags.get('Result');
  if (result !== undefined) {
    if (result.value === '*') settings.result = null;
    else {
      // One seat letter alone is by far the most common value: read without splitting.
      const seats =
        result.value.length === 1
          ? [SEAT_LETTERS.indexOf(result.value as 'A')]
          : result.value.split(',').map((letter) => SEAT_LETTERS.indexOf(letter.trim() as 'A'));
      if (seats.some((seat) => seat < 0 || seat >= count) || new Set(seats).size !== seats.length)
        fail(
          result,
          'bad-tag-value',
          `[Result] names the winners' seats (such as "B" or "A,C"), or "*" for a game not finished`,
          ['*', ...SEAT_LETTERS.slice(0, count)],
        );
      else settings.result = seats.sort((a, b) => a - b);
    }
  }

  const scores = tags.get('Scores');
  if (scores !== undefined) {
    const values = plainNumbers(scores.value) ?? scores.value.trim().split(/\s+/);
    if (
      values.length !== count ||
      values.some((value) => typeof value === 'string' && !/^\d{1,4}$/.test(value))
    )
      fail(
        scores,
        'bad-tag-value',
        `[Scores] lists each player's Victory Points in seating order (${count} numbers)`,
      );
    else settings.scores = values.map(Number);
  }
  return { settings, errors };
}

/**
 * The numbers of a value made only of single spaces and numbers of one to four digits (`53 71
 * 105 56`, as records are written); null for any other value, which is then read the slow way.
 */
function plainNumbers(value: string): number[] | null {
  const numbers: number[] = [];
  let index = 0;
  const end = value.length;
  while (index < end) {
    let number = 0;
    const start = index;
    for (; index < end; index++) {
      const code = value.charCodeAt(index);
      if (code < 48 || code > 57) break;
      number = number * 10 + code - 48;
    }
    if (index === start || index - start > 4) return null;
    numbers.push(number);
    if (index === end) return numbers;
    if (value.charCodeAt(index) !== 32 || index + 1 === end) return null;
    index++;
  }
  return null;
}

export type Fail = (
  tag: RecordTag | undefined,
  code: NotationErrorCode,
  message: string,
  expected?: string[],
) => void;

function readPlayers(tags: Map<string, RecordTag>, fail: Fail): RecordSettings['players'] {
  const countTag = tags.get('Players');
  let count: number | undefined;
  if (countTag !== undefined) {
    if (/^[234]$/.test(countTag.value)) count = Number(countTag.value);
    else fail(countTag, 'bad-tag-value', '[Players] is 2, 3 or 4', ['2', '3', '4']);
  }
  const seatTags = SEAT_LETTERS.map((letter) => tags.get(letter));
  let seated = 0;
  while (seated < seatTags.length && seatTags[seated] !== undefined) seated++;
  const stray = seatTags.findIndex((tag, seat) => tag !== undefined && seat >= seated);
  if (stray >= 0)
    fail(
      seatTags[stray],
      'header-contradiction',
      `a tag for player ${SEAT_LETTERS[stray]} but none for player ${SEAT_LETTERS[seated]}`,
    );
  if (seated > 0 && count !== undefined && seated !== count)
    fail(
      countTag,
      'header-contradiction',
      `[Players "${count}"] but tags for ${seated} player${seated === 1 ? '' : 's'} (A to ${SEAT_LETTERS[seated - 1]})`,
    );
  if (count === undefined && seated === 0) {
    if (countTag === undefined)
      fail(
        undefined,
        'missing-players',
        'the header says neither [Players] nor who plays ([A], [B], ...)',
      );
    count = 2;
  }
  if (seated === 1 && count === undefined) {
    fail(
      seatTags[0],
      'header-contradiction',
      'a game of Antarctica has 2 to 4 players; only [A] is given',
    );
  }
  const total = seated > 1 ? seated : (count ?? 2);
  const players: RecordSettings['players'] = [];
  const used = new Set<Color>();
  for (let seat = 0; seat < total; seat++) {
    const tag = seat < seated ? seatTags[seat] : undefined;
    if (tag === undefined) {
      players.push({ color: COLORS[seat] ?? 'red' });
      continue;
    }
    const text = tag.value.trim();
    const space = text.indexOf(' ');
    const color = space < 0 ? text : text.slice(0, space);
    const name = space < 0 ? '' : text.slice(space + 1).trim();
    if (!isColor(color)) {
      fail(
        tag,
        'bad-tag-value',
        `[${tag.name}] starts with the player's colour: ${COLORS.join(', ')}`,
        [...COLORS],
      );
      players.push({ color: COLORS[seat] ?? 'red', ...(name === '' ? {} : { name }) });
      continue;
    }
    if (used.has(color)) fail(tag, 'header-contradiction', `two players are ${color}`);
    used.add(color);
    players.push({ color, ...(name === '' ? {} : { name }) });
  }
  // Default colours left for seats without a tag must not clash with named ones.
  return players;
}

function readRules(tag: RecordTag, fail: Fail): Partial<RuleOptions> {
  const rules: Record<string, string> = {};
  const options = RULE_OPTIONS as Record<string, readonly string[]>;
  const expected = Object.entries(options).flatMap(([name, values]) =>
    values.map((value) => `${name}=${value}`),
  );
  for (const part of tag.value.trim().split(/\s+/)) {
    if (part === '') continue;
    const [name = '', value = ''] = part.split('=');
    const values = options[name];
    if (values === undefined || !values.includes(value)) {
      fail(tag, 'bad-tag-value', `unknown rule reading "${printable(part)}"`, expected);
      continue;
    }
    if (rules[name] !== undefined) fail(tag, 'bad-tag-value', `the reading ${name} is named twice`);
    rules[name] = value;
  }
  return rules as Partial<RuleOptions>;
}

function readTable(
  tags: Map<string, RecordTag>,
  count: number,
  edition: Edition | null,
  fail: Fail,
): TableFacts | undefined {
  const start = tags.get('Start');
  const piles = tags.get('Piles');
  const resources = tags.get('Resources');
  const pile = tags.get('ResourcePile');
  if (start === undefined && piles === undefined && resources === undefined && pile === undefined)
    return undefined;
  const areas = edition?.areas ?? 8;
  const facts: TableFacts = {
    startingBuildings: Array.from({ length: areas }, () => null),
    tops: [null, null, null],
    startingResourceCards: Array.from({ length: count }, () => null),
    resourcePile: Array.from({ length: count }, () => null),
  };
  if (start !== undefined) {
    const words = start.value.trim().split(/\s+/);
    const types = words.map((word) =>
      word === '?' ? null : word === '-' ? '-' : (BUILDING_BY_CODE.get(word) ?? undefined),
    );
    if (words.length !== areas || types.some((type) => type === undefined))
      fail(
        start,
        'bad-tag-value',
        `[Start] lists the Starting Building of each of the ${areas} areas as a code (Ca, Cr, ...), "-" for a closed area or "?"`,
        [...BUILDING_BY_CODE.keys(), '-', '?'],
      );
    else facts.startingBuildings = types as TableFacts['startingBuildings'];
  }
  if (piles !== undefined) {
    const words = piles.value.trim().split(/\s+/);
    const cards = words.map((word) =>
      word === '?' ? null : (readBuildingCard(word) ?? undefined),
    );
    if (words.length !== 3 || cards.some((card) => card === undefined))
      fail(
        piles,
        'bad-tag-value',
        '[Piles] names the top card of the Basic, Double and Advanced piles at the start (such as Ca/Cr La/CrWi Hq/LaFa), or "?"',
      );
    else facts.tops = cards as TableFacts['tops'];
  }
  const readCards = (tag: RecordTag | undefined, what: string): Array<ResourceCardRef | null> => {
    const fallback = Array.from({ length: count }, () => null);
    if (tag === undefined) return fallback;
    const words = tag.value
      .trim()
      .split(/\s+/)
      .filter((word) => word !== '');
    const cards = words.map((word) =>
      word === '?' ? null : (readResourceCard(word) ?? undefined),
    );
    if (
      words.length !== count ||
      cards.some((card) => card === undefined || (card !== null && card.copy !== undefined))
    ) {
      fail(
        tag,
        'bad-tag-value',
        `[${tag.name}] lists ${what} as codes of what each stands in for (such as Cr or La), or "?": ${count} cards`,
      );
      return fallback;
    }
    return cards as Array<ResourceCardRef | null>;
  };
  facts.startingResourceCards = readCards(resources, "each player's starting Basic Resource Card");
  facts.resourcePile = readCards(pile, 'the Expertise Resource Cards laid out at setup');
  void (count as PlayerCount);
  return facts;
}

/** A value shortened and with control characters shown as escapes, for messages. */
export function printable(text: string, limit = 60): string {
  let out = '';
  for (const char of text.length > limit ? text.slice(0, limit) : text) {
    const code = char.charCodeAt(0);
    out += code < 0x20 || code === 0x7f ? `\\u${code.toString(16).padStart(4, '0')}` : char;
  }
  return text.length > limit ? `${out}…` : out;
}
