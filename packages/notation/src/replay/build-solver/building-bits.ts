// Buildings as bit masks (bit i: BUILDING_TYPES[i]), as GameState's areas hold them: the build
// solver (solve-builds.ts) works on these masks so that its checks stay a few integer operations.
import { BUILDING_TYPES, type BuildingType } from '@antarctica-game/engine';

/** The mask of some Buildings. */
export function bits(types: readonly BuildingType[]): number {
  return types.reduce((mask, type) => mask | (1 << BUILDING_TYPES.indexOf(type)), 0);
}

/** The index in BUILDING_TYPES of a one-Building mask. */
export function typeIndex(bit: number): number {
  return 31 - Math.clz32(bit);
}

/** The Plankton Farm's mask: the one Building that places two Scientists. */
export const PLANKTON = 1 << BUILDING_TYPES.indexOf('planktonFarm');

/** The Buildings in a mask: its bits set. */
export function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
}
