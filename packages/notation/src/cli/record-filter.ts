import { readHeader } from '../header/read-header.js';
import { headerTags, KNOWN_TAGS } from '../header/tags.js';
import { writeMoveToken } from '../syntax/move-token.js';
import type { BodyItem, GameRecord } from '../syntax/record.js';
import { seatLetter } from '../syntax/vocabulary.js';
import { decidingSeats } from './deciding-seats.js';

/** What `filter` keeps: every criterion given must hold (all of them: and). */
export interface FilterCriteria {
  /** `Name=value`: the tag has that value; `Name`: the record has the tag. */
  tags: Array<{ name: string; value?: string }>;
  /** Parts of player names (or colours), without regard to case: one player must match each. */
  players: string[];
  /** `A`: A among the winners; `A,C`: exactly these; `*`: not finished. */
  result?: string;
  /** Some player's [Scores] within the range (both ends included). */
  score?: { low: number; high: number };
  /** The number of players. */
  playerCount?: number;
  /** Move patterns, `*` for any characters: each must match a move of the main line. */
  moves: RegExp[];
  /** Whether a move pattern starts with a seat letter (`Bti`): who decides each move counts. */
  movesNameSeats: boolean;
}

/** Reads the filter's options; gives the criteria or a one-line problem. */
export function readCriteria(values: ReadonlyMap<string, string[]>): FilterCriteria | string {
  const criteria: FilterCriteria = { tags: [], players: [], moves: [], movesNameSeats: false };
  for (const entry of values.get('tag') ?? []) {
    const at = entry.indexOf('=');
    const name = at < 0 ? entry : entry.slice(0, at);
    if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(name))
      return `--tag takes Name=value or Name, not "${entry.slice(0, 40)}"`;
    criteria.tags.push(at < 0 ? { name } : { name, value: entry.slice(at + 1) });
  }
  criteria.players = (values.get('player') ?? []).map((name) => name.toLowerCase());
  const result = values.get('result')?.[0];
  if (result !== undefined) {
    if (!/^(\*|[A-D](,[A-D])*)$/.test(result))
      return `--result takes seat letters such as B or A,C, or * (not finished), not "${result.slice(0, 40)}"`;
    criteria.result = result;
  }
  const score = values.get('score')?.[0];
  if (score !== undefined) {
    const match = /^(\d{0,4})\.\.(\d{0,4})$|^(\d{1,4})$/.exec(score);
    if (match === null)
      return `--score takes a range such as 80..120, 100.. or ..60, or one number, not "${score.slice(0, 40)}"`;
    criteria.score =
      match[3] !== undefined
        ? { low: Number(match[3]), high: Number(match[3]) }
        : {
            low: match[1] === '' ? 0 : Number(match[1]),
            high: match[2] === '' ? Number.POSITIVE_INFINITY : Number(match[2]),
          };
  }
  const count = values.get('players')?.[0];
  if (count !== undefined) {
    if (!/^[234]$/.test(count)) return `--players takes 2, 3 or 4, not "${count.slice(0, 40)}"`;
    criteria.playerCount = Number(count);
  }
  for (const pattern of values.get('move') ?? []) {
    if (pattern.length === 0 || pattern.length > 40)
      return '--move takes a move pattern such as ba* (any build from the Advanced pile)';
    const source = pattern.replace(/[.+^${}()|[\]\\?]/g, '\\$&').replace(/\*/g, '.*');
    criteria.moves.push(new RegExp(`^${source}$`));
    if (/^[A-D]/.test(pattern)) criteria.movesNameSeats = true;
  }
  return criteria;
}

/** Whether a record meets every criterion. */
export function matchesCriteria(record: GameRecord, criteria: FilterCriteria): boolean {
  const tags = new Map([...headerTags(record.header)].map(([name, tag]) => [name, tag.value]));
  for (const tag of criteria.tags) {
    const value = tags.get(tag.name);
    if (value === undefined || (tag.value !== undefined && value !== tag.value)) return false;
  }
  if (criteria.players.length > 0) {
    const names = ['A', 'B', 'C', 'D'].flatMap((seat) => {
      const value = tags.get(seat);
      return value === undefined ? [] : [value.toLowerCase()];
    });
    if (!criteria.players.every((part) => names.some((name) => name.includes(part)))) return false;
  }
  if (criteria.result !== undefined) {
    const stated = tags.get('Result')?.replace(/\s/g, '');
    if (stated === undefined) return false;
    if (criteria.result === '*' || criteria.result.includes(',')) {
      // Exactly these winners, in whatever order either side writes them.
      if (seatSet(stated) !== seatSet(criteria.result)) return false;
    } else if (!stated.split(',').includes(criteria.result)) return false;
  }
  if (criteria.score !== undefined) {
    const { low, high } = criteria.score;
    const points = (tags.get('Scores') ?? '').trim().split(/\s+/).filter(Boolean).map(Number);
    if (!points.some((value) => value >= low && value <= high)) return false;
  }
  if (criteria.playerCount !== undefined) {
    const { settings } = readHeader(record.header);
    if (settings.players.length !== criteria.playerCount) return false;
  }
  if (criteria.moves.length > 0) {
    const left = criteria.moves.slice();
    // Who decides each move, by replay, only when a pattern names a seat (`Bti`).
    const seats = criteria.movesNameSeats ? decidingSeats(record) : null;
    const body = record.body;
    for (let at = 0; at < body.length; at++) {
      const item = body[at] as BodyItem;
      if (item.kind !== 'move') continue;
      const token = writeMoveToken(item.move);
      const seat = seats?.[at];
      const withSeat = seat === undefined ? token : `${seatLetter(seat)}${token}`;
      for (let index = left.length - 1; index >= 0; index--) {
        const pattern = left[index] as RegExp;
        if (pattern.test(token) || pattern.test(withSeat)) left.splice(index, 1);
      }
      if (left.length === 0) break;
    }
    if (left.length > 0) return false;
  }
  return true;
}

/**
 * What makes two records the same game for `dedupe`: how they start and their moves, each with
 * the seat that decides it (so that the seat letters a text leaves out do not count).
 */
export function gameKey(record: GameRecord): string {
  // The tags that say how the game starts: the player count, then [Edition] to [ResourcePile].
  const start = ['Players', ...KNOWN_TAGS.slice(KNOWN_TAGS.indexOf('Edition'))];
  let key = '';
  for (const name of start) {
    const tag = record.header.find((item) => item.kind === 'tag' && item.name === name);
    key += `${tag?.kind === 'tag' ? tag.value : ''}\u0000`;
  }
  const seats = decidingSeats(record);
  record.body.forEach((item, at) => {
    if (item.kind !== 'move') return;
    const seat = seats[at];
    key += `${seat === undefined ? '' : seatLetter(seat)}${writeMoveToken(item.move)} `;
  });
  return key;
}

/** A result's seats in one order, so that `C,A` and `A,C` compare equal (`*` stays `*`). */
function seatSet(result: string): string {
  return [...new Set(result.split(','))].sort().join(',');
}
