// One entry of a recording applied to a game: the move checked by the engine, and the card that
// turned up on a pile put there (the set-up follows it). Shared by every way a recording changes.
import {
  type GameState,
  legalMoves,
  type Move,
  type TableSetup,
  tryApplyMove,
} from '@antarctica-game/engine';
import { putOnTop } from './pile-reveal.js';
import { RecordError, type RecordErrorCode } from './record-error.js';
import { UNSEEN } from './table-start.js';

/** One entry of a recorded game: a move, and what chance showed with it. */
export interface RecordEntry {
  /** The move, as the engine takes it. */
  move: Move;
  /**
   * For a build that leaves cards in its pile: the Building Card that turned up (an id into the
   * edition's `buildingCards`), or `?` when the recorder did not see it.
   */
  reveal?: number | typeof UNSEEN;
  /**
   * For a draw of Shipyard Cards, a draft pick or a Shipyard Card taken: the recorder did not
   * see the cards. The engine goes on with the first legal one, chosen again when a later move
   * shows another card (`TableRecording.showUnseen`); the record writes `?`.
   */
  unseen?: boolean;
}

/** An entry that a change to an earlier one made illegal, kept for the recorder to fix. */
export interface BrokenEntry {
  entry: RecordEntry;
  /** Why the engine refuses it now. */
  message: string;
  /** The refusal's code, or `after-waiting` for the entries after the first that waits. */
  code: RecordErrorCode | 'after-waiting';
}

/** Applies an entry to a state, the set-up following any card that turned up. */
export function applyEntry(
  setup: TableSetup,
  state: GameState,
  given: RecordEntry,
): { setup: TableSetup; state: GameState; entry: RecordEntry } {
  const entry = given.unseen === true ? { ...given, move: anyLegal(state, given.move) } : given;
  const result = tryApplyMove(state, entry.move);
  if (!result.ok) throw new RecordError('illegal-move', result.error.message);
  if (entry.move.type !== 'build' || result.state.piles[entry.move.deck].length === 0)
    return { setup, state: result.state, entry: withoutReveal(entry) };
  const reveal = entry.reveal ?? UNSEEN;
  if (reveal === UNSEEN) return { setup, state: result.state, entry: { ...entry, reveal } };
  const placed = putOnTop(setup, result.state, entry.move.deck, reveal);
  if (placed === null)
    throw new RecordError(
      'impossible-card',
      `card ${reveal} cannot turn up on the ${entry.move.deck} pile: none like it is left there`,
    );
  return { ...placed, entry };
}

/** A refusal's message and code (the engine's own errors are illegal moves). */
export function refusal(error: unknown): { message: string; code: RecordErrorCode } {
  return {
    message: (error as Error).message,
    code: error instanceof RecordError ? error.code : 'illegal-move',
  };
}

function withoutReveal(entry: RecordEntry): RecordEntry {
  if (entry.reveal === undefined) return entry;
  const { reveal: _, ...rest } = entry;
  return rest;
}

/**
 * The move an entry whose cards were not seen goes on with: the one it names if legal (chosen
 * before, and kept through a reload or an edit), else the first legal of the same kind and seat.
 */
function anyLegal(state: GameState, move: Move): Move {
  const legal = legalMoves(state).filter(
    (each) => each.type === move.type && each.seat === move.seat,
  );
  const key = JSON.stringify(move);
  const found = legal.find((each) => JSON.stringify(each) === key) ?? legal[0];
  if (found === undefined)
    throw new RecordError('illegal-move', `no ${move.type} is legal for seat ${move.seat} now`);
  return found;
}
