import type { Edition } from './edition.js';

/** Editions frozen already: each is walked once. */
const frozen = new WeakSet<object>();

/**
 * Deep-freezes an edition the engine has accepted, and returns it. The engine works out things
 * from an edition once and remembers them by the object (that it is valid, its cards as bit sets:
 * `edition-bits.ts`), so an edition must never change once a game uses it. Frozen, an edit of
 * one in place fails at once (a `TypeError` in strict-mode code) instead of leaving games with
 * what the engine remembered of the old data. To edit an edition, edit a copy
 * (`structuredClone(edition)` is not frozen).
 */
export function freezeEdition<T extends Edition>(edition: T): T {
  if (frozen.has(edition)) return edition;
  deepFreeze(edition);
  frozen.add(edition);
  return edition;
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
}
