// The end of the game in the build solver's model (build-model.ts): where the record states the
// result, the game must end at the last turn's end, which comes when a player places their last
// Scientist there; each Plankton Farm places one more than the probe counted, so the farms decide
// who can.
import type { BuildModelView } from './build-model-view.js';
import type { BuildVar } from './build-vars.js';
import { PLANKTON } from './building-bits.js';

/** Whether some seat may still place its last Scientist at the last turn's end, after build `index`. */
export function endReachable(model: BuildModelView, index: number): boolean {
  const last = model.ends[model.ends.length - 1];
  if (last === undefined) return true;
  const after = model.farmsAfter[index] as number[];
  for (let seat = 0; seat < model.planktons.length; seat++) {
    const may = (model.planktons[seat] as number) + (after[seat] as number);
    if (may >= (last.left[seat] as number)) return true;
  }
  return false;
}

/** Each seat's builds after `index` and before the last turn's end that may be Plankton Farms. */
export function countFarmsAfter(model: BuildModelView, index: number): number[] {
  const counts = model.planktons.map(() => 0);
  const last = model.ends[model.ends.length - 1];
  if (last === undefined) return counts;
  for (let later = index + 1; later < model.builds.length && later < last.at; later++) {
    const other = model.builds[later] as BuildVar;
    if (other.deck === 'advanced' && (other.known < 0 || model.typeBit[other.known] === PLANKTON))
      counts[other.seat] = (counts[other.seat] as number) + 1;
  }
  return counts;
}

/** Whether the game ends at the last turn's end with the Plankton Farms all builds put. */
export function endHolds(model: BuildModelView): boolean {
  if (!model.mustEnd) return true;
  const last = model.ends[model.ends.length - 1];
  if (last === undefined) return true;
  return model.planktons.some((count, seat) => count === last.left[seat]);
}
