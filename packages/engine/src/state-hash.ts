import { checkGameStateArgument } from './errors/argument-guards.js';
import { asEngineError } from './errors/engine-error.js';
import type { GameState } from './state/state.js';

// Two 32-bit FNV-style lanes, fed one number at a time. Module-level so that the walk below
// allocates nothing but each object's key list.
let low = 0;
let high = 0;

const LOW_SEED = 0x811c9dc5;
const HIGH_SEED = 0xcbf29ce4;

const TAG_NULL = 0x6e756c6c;
const TAG_FALSE = 0x66616c73;
const TAG_TRUE = 0x74727565;
const TAG_INTEGER = 0x696e7467;
const TAG_NUMBER = 0x6e756d62;
const TAG_STRING = 0x73747269;
const TAG_ARRAY = 0x61727261;
const TAG_OBJECT = 0x6f626a65;

function feed(value: number): void {
  low = Math.imul(low ^ value, 0x01000193);
  high = Math.imul(high ^ value ^ (low >>> 11), 0x5bd1e995);
}

function feedString(text: string): void {
  feed(TAG_STRING);
  feed(text.length);
  for (let index = 0; index < text.length; index++) feed(text.charCodeAt(index));
}

/**
 * Feeds a JSON-like value. An object's fields are hashed one by one from fresh lanes and added
 * up, so the order of its keys does not matter; fields set to undefined count as absent, as in
 * JSON and in deep equality.
 */
function feedValue(value: unknown): void {
  switch (typeof value) {
    case 'number':
      if ((value | 0) === value) {
        feed(TAG_INTEGER);
        feed(value);
      } else {
        feed(TAG_NUMBER);
        feedString(String(value));
      }
      return;
    case 'string':
      feedString(value);
      return;
    case 'boolean':
      feed(value ? TAG_TRUE : TAG_FALSE);
      return;
    case 'object':
      break;
    default:
      // undefined, functions, symbols and BigInts are not game data: hashed as null.
      feed(TAG_NULL);
      return;
  }
  if (value === null) {
    feed(TAG_NULL);
    return;
  }
  if (Array.isArray(value)) {
    feed(TAG_ARRAY);
    feed(value.length);
    for (let index = 0; index < value.length; index++) feedValue(value[index]);
    return;
  }
  feedFields(value as Record<string, unknown>, false);
}

function feedFields(record: Record<string, unknown>, isState: boolean): void {
  let sumLow = 0;
  let sumHigh = 0;
  let fields = 0;
  const outerLow = low;
  const outerHigh = high;
  for (const key of Object.keys(record)) {
    const field = record[key];
    if (field === undefined) continue;
    low = LOW_SEED;
    high = HIGH_SEED;
    feedString(key);
    // The edition counts by its id: it is shared data, and its key order is the file's.
    if (isState && key === 'edition') feedString((field as { id?: unknown }).id as string);
    else feedValue(field);
    sumLow = (sumLow + low) | 0;
    sumHigh = (sumHigh + high) | 0;
    fields++;
  }
  low = outerLow;
  high = outerHigh;
  feed(TAG_OBJECT);
  feed(fields);
  feed(sumLow);
  feed(sumHigh);
}

/**
 * A 64-bit hash of a game state as 16 hex digits: equal states hash equally, whatever the order
 * of their keys (a state loaded from a save hashes as the state saved). The edition counts by its
 * id. For transposition tables, replay checks and comparing two engines' states.
 *
 * @throws {@link EngineError} `invalid-argument` if `state` is not a game state.
 */
export function stateHash(state: GameState): string {
  try {
    checkGameStateArgument(state, 'stateHash');
    low = LOW_SEED;
    high = HIGH_SEED;
    feedFields(state as unknown as Record<string, unknown>, true);
    return (high >>> 0).toString(16).padStart(8, '0') + (low >>> 0).toString(16).padStart(8, '0');
  } catch (error) {
    throw asEngineError(error, 'stateHash');
  }
}
