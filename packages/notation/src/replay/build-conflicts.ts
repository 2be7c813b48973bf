// Conflict sets of the build solver (solve-builds.ts): when a check fails, the earlier builds
// whose Buildings may have caused it. The search jumps back to the latest of them, skipping the
// builds in between, whose other Buildings cannot help (conflict-directed backjumping). A set may
// hold more builds than needed (that costs nodes), never fewer (that would lose solutions).
import type { BuildModel } from './build-model.js';
import type { BuildVar, Demand } from './build-probe.js';
import { PLANKTON, typeIndex } from './building-bits.js';

/**
 * The builds up to `upTo` that decide what build `build` may be (see BuildSearch.search): in its
 * area and where its seat's ships are, those that took the last piece of a Building, its seat's
 * builds that may be Plankton Farms (their Scientists), and, when `held` (the cards of a Building
 * it may take were all held), the other builds of its pile.
 */
export function reaching(
  model: BuildModel,
  index: number,
  build: BuildVar,
  upTo: number,
  held: boolean,
): Set<number> {
  const out = new Set<number>();
  for (let other = 0; other <= upTo; other++) {
    if (other === index) continue;
    const made = model.builds[other] as BuildVar;
    if (made.known >= 0) continue;
    const type = typeIndex(model.typeBit[model.card[other] as number] as number);
    if (
      made.area === build.area ||
      build.shipAreas.includes(made.area) ||
      (model.supply[type] as number) === 0 ||
      (held && made.deck === build.deck) ||
      (made.seat === build.seat && ((model.poolTypes[other] as number) & PLANKTON) !== 0)
    )
      out.add(other);
  }
  return out;
}

/** The builds up to `upTo` in the areas that build `index` reads (where it is, where its ships are). */
export function reachingAreas(
  model: BuildModel,
  index: number,
  build: BuildVar,
  upTo: number,
): Set<number> {
  const out = new Set<number>();
  for (let other = 0; other <= upTo; other++) {
    const made = model.builds[other] as BuildVar;
    if (other === index || made.known >= 0) continue;
    // Those in the areas, and those that took the last piece of a Building.
    const type = typeIndex(model.typeBit[model.card[other] as number] as number);
    if (made.area === build.area || build.shipAreas.includes(made.area) || model.supply[type] === 0)
      out.add(other);
  }
  return out;
}

/** The builds up to `upTo` from the Advanced pile (of `seat`, or of all at -1): Plankton Farms or not. */
export function advancedUpTo(model: BuildModel, upTo: number, seat: number): Set<number> {
  const out = new Set<number>();
  for (let other = 0; other <= upTo; other++) {
    const made = model.builds[other] as BuildVar;
    if (made.known < 0 && made.deck === 'advanced' && (seat < 0 || made.seat === seat))
      out.add(other);
  }
  return out;
}

/** The builds up to `upTo` whose Building changes the final scores (an asterisk, Scientists). */
export function scoring(model: BuildModel, upTo: number): Set<number> {
  const out = new Set<number>();
  for (let other = 0; other <= upTo; other++) {
    const made = model.builds[other] as BuildVar;
    if (made.known < 0 && made.deck !== 'basic') out.add(other);
  }
  return out;
}

/** The builds up to `upTo` that could have met a demand: in its area, by its seat, of its Buildings. */
export function inArea(model: BuildModel, upTo: number, demand: Demand): Set<number> {
  const out = new Set<number>();
  for (let other = 0; other <= upTo; other++) {
    const made = model.builds[other] as BuildVar;
    if (
      made.known < 0 &&
      made.area === demand.area &&
      ((model.poolTypes[other] as number) & demand.mask) !== 0 &&
      (demand.seat < 0 || made.seat === demand.seat)
    )
      out.add(other);
  }
  return out;
}
