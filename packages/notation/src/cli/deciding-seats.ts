import { firstMoves } from '../canonical/canonical-seats.js';
import { replayRecord } from '../replay/replay-record.js';
import type { GameRecord } from '../syntax/record.js';

/**
 * How hard replay may search for the cards of `?`s before the seats of the moves after it are
 * taken as written: enough for a table record whose `?`s later moves tell, far less than the
 * seconds a record with every chance outcome `?` can take (a collection command must not stall
 * on one record).
 */
const SEAT_SEARCH_LIMIT = 5000;

/**
 * The seat that decides each move of a record's main line, by index in `record.body` (undefined
 * at the other items). A move written without a letter is not always the turn player's (a card
 * another player takes, a setup move), so the seats come from replaying the record, as the
 * canonical form's do; from a move replay cannot reach on, they are the letter written, else
 * the seat of the turn marker before it (else undefined).
 */
export function decidingSeats(record: GameRecord): Array<number | undefined> {
  const body = record.body;
  const seats = new Array<number | undefined>(body.length).fill(undefined);
  const replay = replayRecord(record, { searchLimit: SEAT_SEARCH_LIMIT });
  for (const [at, index] of firstMoves(replay))
    seats[at] = (replay.moves[index] as { seat: number }).seat;
  let turnSeat: number | undefined;
  body.forEach((item, index) => {
    if (item.kind === 'turn') turnSeat = item.seat;
    else if (item.kind === 'move' && seats[index] === undefined)
      seats[index] = item.seat ?? turnSeat;
  });
  return seats;
}
