import { invalidArgument } from '../errors/argument-guards.js';

/**
 * The area the Sun moves to from `from`: the next area counter-clockwise that has a ship,
 * skipping empty and closed areas. It comes back to `from` if that is the only area with ships,
 * and gives -1 if no area has any. A pure helper, also used by the table companion.
 *
 * @throws `EngineError` with code `invalid-argument` if `shipsIn` is not an array or `from` not a number.
 *
 * @param shipsIn - How many ships each area holds, in counter-clockwise order (closed areas hold none).
 */
export function nextSunArea(shipsIn: readonly number[], from: number): number {
  if (!Array.isArray(shipsIn) || typeof from !== 'number')
    throw invalidArgument('nextSunArea', 'the ship counts of the areas and an area', [
      shipsIn,
      from,
    ]);
  const count = shipsIn.length;
  for (let step = 1; step <= count; step++) {
    const area = (from + step) % count;
    if ((shipsIn[area] ?? 0) > 0) return area;
  }
  return -1;
}
