import { describeValue } from '@antarctica-game/foundation/shape-check';
import { DECKS, SHIPYARD_CARDS } from '../edition/edition.js';
import type { Decision } from '../state/decision.js';
import { ACTION_MOVES, CARD_MOVES, MOVE_TYPES, type Move, type MoveType } from '../state/moves.js';
import { EngineError, type IllegalMoveCode } from './engine-error.js';

export type { IllegalMoveCode } from './engine-error.js';

/**
 * Thrown by {@link applyMove} for a move that is not legal now; the state is left untouched. An
 * {@link EngineError} like every error of the engine, with the codes of {@link IllegalMoveCode}.
 */
export class IllegalMoveError extends EngineError {
  constructor(
    /** Stable machine-readable code. */
    override readonly code: IllegalMoveCode,
    /** A plain-language reason. */
    readonly reason: string,
    /** The move refused. */
    readonly move: unknown,
    /** The decision the game was waiting for. */
    readonly decision: Decision,
  ) {
    // The move may be anything (a BigInt, a cycle): describe it safely, and briefly.
    super(code, `illegal move ${describeValue(move)}: ${reason}`);
    this.name = 'IllegalMoveError';
  }
}

/** What one argument of a move must be, or why it is not. */
type FieldCheck = (value: unknown) => string | null;

const wholeNumber: FieldCheck = (value) =>
  typeof value === 'number' && Number.isInteger(value) ? null : 'a whole number';
const seatNumber: FieldCheck = (value) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0
    ? null
    : 'a seat (a whole number from 0)';
const oneOf =
  (values: readonly string[]): FieldCheck =>
  (value) =>
    typeof value === 'string' && values.includes(value) ? null : `one of ${values.join(', ')}`;
const trackOrNull: FieldCheck = (value) =>
  value === null ? null : wholeNumber(value) && 'a track index or null';
const optional =
  (check: FieldCheck): FieldCheck =>
  (value) =>
    value === undefined ? null : check(value);
const shipyardCard = oneOf(SHIPYARD_CARDS);
const cardList: FieldCheck = (value) =>
  Array.isArray(value) && value.every((card) => shipyardCard(card) === null)
    ? null
    : `a list of Shipyard Cards (${SHIPYARD_CARDS.join(', ')})`;

/** The arguments of every kind of move, besides `type` and `seat`. */
const MOVE_FIELDS: Readonly<Record<MoveType, Readonly<Record<string, FieldCheck>>>> = {
  placeOpeningCube: { track: wholeNumber },
  placeShip: { area: wholeNumber },
  sail: { to: wholeNumber },
  build: { deck: oneOf(DECKS), track: trackOrNull, resourceCard: optional(wholeNumber) },
  buildShip: {},
  recruit: {},
  research: { track: wholeNumber },
  playIcebreaker: { area: wholeNumber },
  playPlaceScientist: {},
  playPlusTwoScientists: {},
  playFastResearch: { track: wholeNumber },
  discard: { resource: oneOf(['cube', 'availableShip', 'boardShip']), ship: optional(wholeNumber) },
  endTurn: {},
  moveShip: { ship: wholeNumber, to: wholeNumber },
  advance: { track: wholeNumber },
  takeShipyardCard: { card: shipyardCard },
  draftPick: { card: shipyardCard },
  drawDraftCards: { cards: cardList },
  pass: {},
};

/** Checks a move against the legal moves; returns the error to raise, or null if it is legal. */
export function checkMove(
  move: unknown,
  legal: readonly Move[],
  decision: Decision,
): IllegalMoveError | null {
  try {
    if (
      typeof move !== 'object' ||
      move === null ||
      typeof (move as { type?: unknown }).type !== 'string'
    ) {
      return new IllegalMoveError('malformed', 'a move is an object with a "type"', move, decision);
    }
    if (!isPlainObject(move))
      return new IllegalMoveError(
        'malformed',
        'a move is a plain object of its own fields (not a class instance, nor an object with a prototype)',
        move,
        decision,
      );
    const candidate = move as Move;
    if (unknownFields(candidate).length === 0)
      for (const option of legal) if (sameMove(option, candidate)) return null;
    return explainRefusal(candidate, decision);
  } catch {
    // A getter that throws, a Proxy, ...: not plain data, so not a move.
    return new IllegalMoveError('malformed', 'the move could not be read', move, decision);
  }
}

/** Why a move that is not among the legal ones is refused (the cold path of {@link checkMove}). */
function explainRefusal(move: Move, decision: Decision): IllegalMoveError {
  const refuse = (code: IllegalMoveCode, reason: string) =>
    new IllegalMoveError(code, reason, move, decision);
  const type = move.type as string;
  const fields = Object.hasOwn(MOVE_FIELDS, type) ? MOVE_FIELDS[type as MoveType] : undefined;
  if (fields === undefined)
    return refuse(
      'malformed',
      `unknown move type ${describeValue(type, 40)}; the moves are ${MOVE_TYPES.join(', ')}`,
    );
  const record = move as unknown as Record<string, unknown>;
  const seatProblem = seatNumber(record.seat);
  if (seatProblem !== null)
    return refuse('malformed', `"seat" must be ${seatProblem}, not ${describeValue(record.seat)}`);
  for (const [field, check] of Object.entries(fields)) {
    const problem = check(record[field]);
    if (problem !== null)
      return refuse(
        'malformed',
        `"${field}" of a ${type} must be ${problem}, not ${describeValue(record[field])}`,
      );
  }
  if (type === 'discard') {
    const needsShip = record.resource === 'boardShip';
    if (needsShip !== (record.ship !== undefined))
      return refuse(
        'malformed',
        needsShip
          ? 'a discard of a ship on the board names the ship ("ship": its id)'
          : `a discard of a ${String(record.resource)} names no ship`,
      );
  }
  if (decision.kind === 'gameOver') return refuse('game-over', 'the game is over');
  if (move.seat !== decision.seat)
    return refuse('not-your-decision', `seat ${decision.seat} must decide now (${decision.kind})`);
  const answers = movesAnswering(decision);
  if (!answers.includes(type as MoveType))
    return refuse(
      'wrong-decision',
      `a "${type}" does not answer the current decision (${decision.kind}); its moves: ${answers.join(', ')}`,
    );
  const extra = unknownFields(move);
  if (extra.length > 0)
    return refuse(
      'not-allowed',
      `a "${type}" has no ${extra.map((key) => describeValue(key, 30)).join(', ')}`,
    );
  return refuse('not-allowed', `this "${type}" is not allowed now`);
}

/** The moves that answer a turn decision, whether or not the action is taken. */
const TURN_MOVES: readonly MoveType[] = [...ACTION_MOVES, ...CARD_MOVES, 'discard', 'endTurn'];

/**
 * The kinds of move that answer a decision, whether or not one is allowed now: a `research` in a
 * turn without a Research Center in reach answers the turn, but is not allowed (`not-allowed`).
 */
function movesAnswering(decision: Decision): readonly MoveType[] {
  switch (decision.kind) {
    case 'gameOver':
      return [];
    case 'openingCube':
      return ['placeOpeningCube'];
    case 'placeShip':
      return ['placeShip'];
    case 'sail':
      return decision.icebreaker ? ['sail', 'discard', 'pass'] : ['sail', 'discard'];
    case 'turn':
      return TURN_MOVES;
    case 'trackAction':
      return decision.symbol === 'moveShip' ? ['moveShip', 'pass'] : ['advance', 'pass'];
    case 'shipyardPick':
      return ['takeShipyardCard', 'pass'];
    case 'draftDraw':
      return ['drawDraftCards'];
    case 'draft':
      return ['draftPick'];
  }
}

/** Whether a value is a plain object: its prototype is `Object.prototype` or null. */
function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The fields of a move that its type does not have, even those set to `undefined`. */
function unknownFields(move: Move): string[] {
  const type = move.type as string;
  const fields = Object.hasOwn(MOVE_FIELDS, type) ? MOVE_FIELDS[type as MoveType] : {};
  return Object.keys(move).filter(
    (key) => key !== 'type' && key !== 'seat' && !Object.hasOwn(fields, key),
  );
}

/**
 * Whether two moves are the same decision: same type and arguments; a field set to undefined
 * counts as absent; a list of cards is the same in any order.
 */
export function sameMove(a: Move, b: Move): boolean {
  if (a.type !== b.type) return false;
  // No allocation here: this runs for every legal move on every applied move.
  const left = a as unknown as Record<string, unknown>;
  const right = b as unknown as Record<string, unknown>;
  for (const key in left) if (!sameField(left[key], right[key])) return false;
  for (const key in right) if (!sameField(left[key], right[key])) return false;
  return true;
}

function sameField(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  return Array.isArray(a) && Array.isArray(b) && sameItems(a, b);
}

/** Whether two lists hold the same items as many times each, in any order. */
function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (const item of a) {
    let inA = 0;
    let inB = 0;
    for (const other of a) if (other === item) inA++;
    for (const other of b) if (other === item) inB++;
    if (inA !== inB) return false;
  }
  return true;
}
