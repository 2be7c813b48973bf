import { readHeader } from '../header/read-header.js';
import { readMoveToken } from '../syntax/move-token.js';
import type { BodyItem, GameRecord } from '../syntax/record.js';
import { limitsOf, type TokenLimits } from '../syntax/token-limits.js';
import { SEAT_LETTERS } from '../syntax/vocabulary.js';
import { writeMoveToken } from '../syntax/write-move-token.js';
import { join, type Problem } from './json-fields.js';

/**
 * What the parser checks of a move's arguments and seat against the record's edition and players
 * (an area, a track, a place in line, a card `#N`, a seat letter), checked of a record read from
 * JSON: the schema allows any small number, and a record that cannot be written as valid text
 * is not one. Each move is written as its token and read back under the record's limits.
 */
export function checkMoveLimits(record: GameRecord, problems: Problem[]): void {
  const limits = limitsOf(readHeader(record.header).settings);
  checkBody(record.body, 'body', limits, problems);
}

function checkBody(body: BodyItem[], path: string, limits: TokenLimits, problems: Problem[]): void {
  body.forEach((item, index) => {
    const itemPath = `${path}[${index}]`;
    if (item.kind === 'variation') checkBody(item.body, join(itemPath, 'body'), limits, problems);
    if (item.kind !== 'move' && item.kind !== 'turn') return;
    if (item.seat !== undefined && item.seat >= limits.seats)
      problems.push({
        path: join(itemPath, 'seat'),
        message: `there is no player ${SEAT_LETTERS[item.seat] ?? item.seat + 1} in a ${limits.seats}-player game`,
      });
    if (item.kind !== 'move') return;
    const token = writeMoveToken(item.move);
    const read = readMoveToken(token, 0, token.length, limits);
    if (!read.ok)
      problems.push({ path: join(itemPath, 'move'), message: `${read.message} (${token})` });
  });
}
