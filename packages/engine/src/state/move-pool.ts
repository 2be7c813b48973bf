import { DECKS, type Deck, SHIPYARD_CARDS, type ShipyardCard } from '../edition/edition.js';
import type { Move } from './moves.js';

/**
 * The moves `legalMoves` hands out are shared, frozen objects: the same move is the same object
 * in every list. A random game lists about seven moves at each of its three hundred decisions,
 * and making them afresh each time was the largest source of garbage. Frozen, a listed move can
 * be trusted as it was listed, which lets `applyMove` skip checking a move it has just listed
 * (see `listed-moves.ts`).
 *
 * Each move is found by a number made of its type and arguments; arguments too large for that
 * number (only a custom edition could have them) give a fresh frozen object instead.
 */
const LIMIT = 64;

/**
 * The pool: one array per move type and seat, indexed by the two arguments (ship, area and track
 * ids, a Resource Card id plus one, each below {@link LIMIT}). Plain indexing is several times
 * faster than a Map lookup, and the lookup runs for every listed move.
 */
const pool: Array<Array<Move | undefined> | undefined> = [];
const ARGUMENT_BITS = 12;
const ARGUMENTS = (1 << ARGUMENT_BITS) - 1;

function pooled(key: number): Move | undefined {
  return key < 0 ? undefined : pool[key >> ARGUMENT_BITS]?.[key & ARGUMENTS];
}

function slot(type: number, seat: number, first: number, second: number): number {
  if (seat >= 8 || first >= LIMIT || second >= LIMIT) return -1;
  // The second argument is most often 0: with the first varying fastest, the moves in use sit
  // side by side in a few cache lines rather than one line each.
  return ((type * 8 + seat) * LIMIT + second) * LIMIT + first;
}

function remember<M extends Move>(key: number, move: M): M {
  Object.freeze(move);
  if (key >= 0) {
    const family = key >> ARGUMENT_BITS;
    let moves = pool[family];
    if (moves === undefined) {
      moves = new Array(LIMIT * LIMIT).fill(undefined);
      while (pool.length < family) pool.push(undefined);
      pool[family] = moves;
    }
    moves[key & ARGUMENTS] = move;
  }
  return move;
}

/** `{ type: 'sail', seat, to }`, shared and frozen. */
export function sailMove(seat: number, to: number): Move {
  const key = slot(0, seat, to, 0);
  return pooled(key) ?? remember(key, { type: 'sail', seat, to });
}

/** `{ type: 'endTurn', seat }`, shared and frozen. */
export function endTurnMove(seat: number): Move {
  const key = slot(1, seat, 0, 0);
  return pooled(key) ?? remember(key, { type: 'endTurn', seat });
}

/** `{ type: 'pass', seat }`, shared and frozen. */
export function passMove(seat: number): Move {
  const key = slot(2, seat, 0, 0);
  return pooled(key) ?? remember(key, { type: 'pass', seat });
}

/** `{ type: 'build', seat, deck, track, resourceCard? }`, shared and frozen. */
export function buildMove(
  seat: number,
  deck: Deck,
  track: number | null,
  resourceCard: number | undefined,
): Move {
  const trackCode = track === null ? 0 : track + 1;
  const key =
    trackCode < 16
      ? slot(
          3,
          seat,
          DECKS.indexOf(deck) * 16 + trackCode,
          resourceCard === undefined ? 0 : resourceCard + 1,
        )
      : -1;
  return (
    pooled(key) ??
    remember(
      key,
      resourceCard === undefined
        ? { type: 'build', seat, deck, track }
        : { type: 'build', seat, deck, track, resourceCard },
    )
  );
}

/** `{ type: 'buildShip', seat }`, shared and frozen. */
export function buildShipMove(seat: number): Move {
  const key = slot(4, seat, 0, 0);
  return pooled(key) ?? remember(key, { type: 'buildShip', seat });
}

/** `{ type: 'recruit', seat }`, shared and frozen. */
export function recruitMove(seat: number): Move {
  const key = slot(5, seat, 0, 0);
  return pooled(key) ?? remember(key, { type: 'recruit', seat });
}

/** `{ type: 'research', seat, track }`, shared and frozen. */
export function researchMove(seat: number, track: number): Move {
  const key = slot(6, seat, track, 0);
  return pooled(key) ?? remember(key, { type: 'research', seat, track });
}

/** `{ type: 'playIcebreaker', seat, area }`, shared and frozen. */
export function playIcebreakerMove(seat: number, area: number): Move {
  const key = slot(7, seat, area, 0);
  return pooled(key) ?? remember(key, { type: 'playIcebreaker', seat, area });
}

/** `{ type: 'playPlaceScientist', seat }`, shared and frozen. */
export function playPlaceScientistMove(seat: number): Move {
  const key = slot(8, seat, 0, 0);
  return pooled(key) ?? remember(key, { type: 'playPlaceScientist', seat });
}

/** `{ type: 'playPlusTwoScientists', seat }`, shared and frozen. */
export function playPlusTwoScientistsMove(seat: number): Move {
  const key = slot(9, seat, 0, 0);
  return pooled(key) ?? remember(key, { type: 'playPlusTwoScientists', seat });
}

/** `{ type: 'playFastResearch', seat, track }`, shared and frozen. */
export function playFastResearchMove(seat: number, track: number): Move {
  const key = slot(10, seat, track, 0);
  return pooled(key) ?? remember(key, { type: 'playFastResearch', seat, track });
}

/** `{ type: 'discard', seat, resource }` for a cube or a ship from Available Resources. */
export function discardMove(seat: number, resource: 'cube' | 'availableShip'): Move {
  const key = slot(11, seat, resource === 'cube' ? 0 : 1, 0);
  return pooled(key) ?? remember(key, { type: 'discard', seat, resource });
}

/** `{ type: 'discard', seat, resource: 'boardShip', ship }`, shared and frozen. */
export function discardShipMove(seat: number, ship: number): Move {
  const key = slot(12, seat, ship, 0);
  return pooled(key) ?? remember(key, { type: 'discard', seat, resource: 'boardShip', ship });
}

/** `{ type: 'moveShip', seat, ship, to }`, shared and frozen. */
export function moveShipMove(seat: number, ship: number, to: number): Move {
  const key = slot(13, seat, ship, to);
  return pooled(key) ?? remember(key, { type: 'moveShip', seat, ship, to });
}

/** `{ type: 'advance', seat, track }`, shared and frozen. */
export function advanceMove(seat: number, track: number): Move {
  const key = slot(14, seat, track, 0);
  return pooled(key) ?? remember(key, { type: 'advance', seat, track });
}

/** `{ type: 'placeOpeningCube', seat, track }`, shared and frozen. */
export function placeOpeningCubeMove(seat: number, track: number): Move {
  const key = slot(15, seat, track, 0);
  return pooled(key) ?? remember(key, { type: 'placeOpeningCube', seat, track });
}

/** `{ type: 'placeShip', seat, area }`, shared and frozen. */
export function placeShipMove(seat: number, area: number): Move {
  const key = slot(16, seat, area, 0);
  return pooled(key) ?? remember(key, { type: 'placeShip', seat, area });
}

/** `{ type: 'takeShipyardCard', seat, card }`, shared and frozen. */
export function takeShipyardCardMove(seat: number, card: ShipyardCard): Move {
  const key = slot(17, seat, SHIPYARD_CARDS.indexOf(card), 0);
  return pooled(key) ?? remember(key, { type: 'takeShipyardCard', seat, card });
}

/** `{ type: 'draftPick', seat, card }`, shared and frozen. */
export function draftPickMove(seat: number, card: ShipyardCard): Move {
  const key = slot(18, seat, SHIPYARD_CARDS.indexOf(card), 0);
  return pooled(key) ?? remember(key, { type: 'draftPick', seat, card });
}

/** A move no pool holds (a card choice, a draft draw): frozen, with its card list, like the rest. */
export function frozenMove<M extends Move>(move: M): M {
  if (move.type === 'drawDraftCards') Object.freeze(move.cards);
  return Object.freeze(move);
}
