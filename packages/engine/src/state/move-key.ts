import { DECKS, SHIPYARD_CARDS } from '../edition/edition.js';
import { MOVE_TYPES, type Move } from './moves.js';

/** A move's key starts with its type's index in {@link MOVE_TYPES}. */
const TYPES = MOVE_TYPES;
const RESOURCES: readonly string[] = ['cube', 'availableShip', 'boardShip'];
/**
 * Each argument is coded as a whole number below this. A key holds the seat, at most three
 * arguments and the type: below 2^53, so keys are exact doubles.
 */
const BASE = 256;

/**
 * A number that identifies a move exactly: two moves have the same key if and only if they are
 * the same move (an optional field set to `undefined` counts as absent, as in matching against
 * the legal list). `NaN` for anything that is not a well-formed move (another field, even one set
 * to `undefined`, or fields read through a prototype), which matches no key.
 */
export function moveKey(move: Move): number {
  if (typeof move !== 'object' || move === null) return Number.NaN;
  // A move is its own plain fields: nothing read through a prototype.
  const prototype = Object.getPrototypeOf(move);
  if (prototype !== Object.prototype && prototype !== null) return Number.NaN;
  const key = keyOfWellFormed(move);
  return fieldCount(move, optionalField(move)) ===
    (FIELDS[key % TYPES.length] ?? -1) + extraField(move)
    ? key
    : Number.NaN;
}

/** The field a move of this type may set to `undefined` (counted as absent), if any. */
function optionalField(move: Move): string | null {
  return move.type === 'build' ? 'resourceCard' : move.type === 'discard' ? 'ship' : null;
}

/** How many fields each type has besides the optional ones, by index in {@link TYPES}. */
const FIELDS = TYPES.map((type) => {
  switch (type) {
    case 'moveShip':
    case 'build':
      return 4;
    case 'buildShip':
    case 'recruit':
    case 'playPlaceScientist':
    case 'playPlusTwoScientists':
    case 'endTurn':
    case 'pass':
      return 2;
    default:
      return 3;
  }
});

/** The optional or variant field a move carries: a board ship's id, a Resource Card. */
function extraField(move: Move): number {
  if (move.type === 'discard') return move.resource === 'boardShip' ? 1 : 0;
  if (move.type === 'build') return move.resourceCard === undefined ? 0 : 1;
  return 0;
}

/**
 * The key of a move whose fields are known to be exactly those of its type (one the engine
 * generated); {@link moveKey} checks that first. Any field out of range gives `NaN`.
 */
export function keyOfWellFormed(move: Move): number {
  let key = code(move.seat);
  switch (move.type) {
    case 'placeOpeningCube':
      return (key * BASE + code(move.track)) * TYPES.length + 0;
    case 'placeShip':
      return (key * BASE + code(move.area)) * TYPES.length + 1;
    case 'sail':
      return (key * BASE + code(move.to)) * TYPES.length + 2;
    case 'build':
      key = (key * BASE + code(DECKS.indexOf(move.deck))) * BASE;
      key = (key + (move.track === null ? 0 : code(move.track))) * BASE;
      key += move.resourceCard === undefined ? 0 : code(move.resourceCard);
      return key * TYPES.length + 3;
    case 'buildShip':
      return key * TYPES.length + 4;
    case 'recruit':
      return key * TYPES.length + 5;
    case 'research':
      return (key * BASE + code(move.track)) * TYPES.length + 6;
    case 'playIcebreaker':
      return (key * BASE + code(move.area)) * TYPES.length + 7;
    case 'playPlaceScientist':
      return key * TYPES.length + 8;
    case 'playPlusTwoScientists':
      return key * TYPES.length + 9;
    case 'playFastResearch':
      return (key * BASE + code(move.track)) * TYPES.length + 10;
    case 'discard':
      key = key * BASE + code(RESOURCES.indexOf(move.resource));
      if (move.resource === 'boardShip') key = key * BASE + code(move.ship);
      return key * TYPES.length + 11;
    case 'endTurn':
      return key * TYPES.length + 12;
    case 'moveShip':
      return ((key * BASE + code(move.ship)) * BASE + code(move.to)) * TYPES.length + 13;
    case 'advance':
      return (key * BASE + code(move.track)) * TYPES.length + 14;
    case 'takeShipyardCard':
      return (key * BASE + code(SHIPYARD_CARDS.indexOf(move.card))) * TYPES.length + 15;
    case 'draftPick':
      return (key * BASE + code(SHIPYARD_CARDS.indexOf(move.card))) * TYPES.length + 16;
    case 'drawDraftCards':
      return (key * CARD_COUNTS + cardCounts(move.cards)) * TYPES.length + 17;
    case 'pass':
      return key * TYPES.length + 18;
    default:
      return Number.NaN;
  }
}

/** A small whole number as 1 and up (0 stands for null or absent); NaN for anything else. */
function code(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < BASE - 1
    ? value + 1
    : Number.NaN;
}

/** The fields of a move, but for its optional field (`optional`) when that is `undefined`. */
function fieldCount(move: object, optional: string | null): number {
  let count = 0;
  for (const key in move)
    if (key !== optional || (move as Record<string, unknown>)[key] !== undefined) count++;
  return count;
}

/** Draft draws are coded by how many of each kind (any order), up to 15 of each. */
const CARD_COUNTS = 16 ** SHIPYARD_CARDS.length;

function cardCounts(cards: unknown): number {
  if (!Array.isArray(cards) || cards.length > 15) return Number.NaN;
  let counts = 0;
  for (const card of cards) {
    const kind = SHIPYARD_CARDS.indexOf(card as never);
    if (kind < 0) return Number.NaN;
    counts += 16 ** kind;
  }
  return counts;
}
