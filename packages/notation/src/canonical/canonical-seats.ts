import { type ReplayOptions, replayRecord } from '../replay/replay-record.js';
import type { NotationError } from '../syntax/notation-error.js';
import type { BodyItem, GameRecord, MoveItem, TurnMarker } from '../syntax/record.js';

/** A record with the seat letters of its canonical form, and why some could not be set. */
export interface CanonicalSeats {
  /** The record, with new items where a letter changed (the given record is left alone). */
  record: GameRecord;
  /** A `seats-as-written` warning when the record cannot be replayed to its end. */
  warnings: NotationError[];
}

/**
 * Sets the seat letters of a record's main line as the canonical form writes them: on a move
 * exactly when its player is not the player whose turn it is (so on every setup move, and never
 * on the turn player's own), and on every turn marker but `0.`. Who decides each move is only
 * known by replaying the record: where it cannot be replayed (an illegal move, a header that
 * does not say how the game was set up), the letters from there on stay as written and a
 * warning says from where. Letters inside variations stay as written.
 */
export function canonicalSeats(record: GameRecord, options: ReplayOptions = {}): CanonicalSeats {
  const replay = replayRecord(record, options);
  const body = record.body.slice();
  const { moves, states } = replay;
  let changed = false;
  // The first engine move of each item gives its player; the state before it, whose turn it is.
  for (const [at, index] of firstMoves(replay)) {
    const turnSeat = states[index]?.turn?.seat;
    const player = (moves[index] as { seat: number }).seat;
    const item = body[at];
    if (item?.kind !== 'move') continue;
    const seat = player === turnSeat ? undefined : player;
    if (item.seat !== seat) {
      body[at] = withSeat(item, seat);
      changed = true;
    }
    // The turn markers before this item (since the previous one) name this turn's player.
    for (let marker = at - 1; marker >= 0; marker--) {
      const before = body[marker] as BodyItem;
      if (before.kind === 'move') break;
      if (before.kind !== 'turn' || before.visit === 0 || turnSeat === undefined) continue;
      if (before.seat !== turnSeat) {
        body[marker] = { ...before, seat: turnSeat } satisfies TurnMarker;
        changed = true;
      }
    }
  }
  const warnings: NotationError[] = [];
  const failure = replay.errors.find((error) => error.severity === 'error');
  if (failure !== undefined) {
    const { code, message, offset, line, column, moveNumber } = failure;
    warnings.push({
      code: 'seats-as-written',
      severity: 'warning',
      message: `the record cannot be replayed${moveNumber === undefined ? '' : ` from move ${moveNumber}`} (${code}: ${message}): the seat letters from there on are written as they stand`,
      expected: [],
      ...(offset === undefined ? {} : { offset }),
      ...(line === undefined ? {} : { line }),
      ...(column === undefined ? {} : { column }),
      ...(moveNumber === undefined ? {} : { moveNumber }),
    });
  }
  return { record: changed ? { ...record, body } : record, warnings };
}

/**
 * The index of the first engine move of each item of the main line that replay reached, by the
 * item's index in the body, in body order: an item may be several engine moves (a build stating
 * the card that turned up), and its first gives the player who made it.
 */
export function firstMoves(replay: { moveItems: readonly number[] }): Map<number, number> {
  const first = new Map<number, number>();
  replay.moveItems.forEach((at, index) => {
    if (!first.has(at)) first.set(at, index);
  });
  return first;
}

function withSeat(item: MoveItem, seat: number | undefined): MoveItem {
  const { seat: _written, ...rest } = item;
  return seat === undefined ? rest : { ...rest, seat };
}
