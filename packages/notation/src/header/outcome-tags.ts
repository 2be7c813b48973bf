import type { RecordTag } from '../syntax/record.js';
import { SEAT_LETTERS } from '../syntax/vocabulary.js';
import type { RecordSettings } from './record-settings.js';
import type { Fail } from './tag-fault.js';

/** How the game ended, from `[Result]` (the winners' seats, or `*`) and `[Scores]`, into `settings`. */
export function readOutcome(
  tags: Map<string, RecordTag>,
  settings: RecordSettings,
  fail: Fail,
): void {
  const count = settings.players.length;
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
