import { COLORS, type Color, isColor } from '@antarctica-game/scoring';
import type { RecordTag } from '../syntax/record.js';
import { SEAT_LETTERS } from '../syntax/vocabulary.js';
import type { RecordSettings } from './record-settings.js';
import type { Fail } from './tag-fault.js';

/**
 * Who plays, from `[Players]` and the seat tags `[A]` to `[D]` (colour, then name): a tag for
 * each seat in order, their number as `[Players]` says, colours told apart. A header that says
 * neither is a `missing-players` (read as two players, so that the rest can still be read).
 */
export function readPlayers(tags: Map<string, RecordTag>, fail: Fail): RecordSettings['players'] {
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
