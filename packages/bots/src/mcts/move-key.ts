import type { Move } from '@antarctica-game/engine';

// The names of moves that the search's tree is keyed by.

const keys = new WeakMap<Move, string>();

/**
 * {@link keyOf}, kept for the frozen moves the engine lists (the same move is the same object at
 * every listing, and cannot change): a walk down the tree names every move legal at each node,
 * and building the string each time was a large share of the tree's own time and garbage.
 */
export function cachedKeyOf(move: Move): string {
  let key = keys.get(move);
  if (key === undefined) {
    key = keyOf(move);
    if (Object.isFrozen(move)) keys.set(move, key);
  }
  return key;
}

/** A string naming a move, equal for equal moves. */
export function keyOf(move: Move): string {
  let key: string = move.type;
  const fields = move as unknown as Record<string, unknown>;
  for (const name in fields) {
    const value = fields[name];
    if (name === 'type' || value === undefined) continue;
    key += `|${name}=${Array.isArray(value) ? value.join('+') : String(value)}`;
  }
  return key;
}
