// Conflict sets of the build solver (solve-builds.ts): when a check fails, the earlier builds
// whose Buildings may have caused it. The search jumps back to the latest of them, skipping the
// builds in between, whose other Buildings cannot help (conflict-directed backjumping). A set may
// hold more builds than needed (that costs nodes), never fewer (that would lose solutions).
import type { BuildModelView } from './build-model-view.js';
import { hasScientists, supplyOf } from './build-scientists.js';
import { BuildSet } from './build-set.js';
import type { BuildVar, Demand } from './build-vars.js';
import { PLANKTON } from './building-bits.js';

/**
 * The builds up to `upTo` that decide which cards build `index` may take (see BuildSearch.search):
 * for each card of its pile it may not take, those that put the card's Building in its area
 * already, that took the last pieces of it, that are its seat's Plankton Farms (when the seat is
 * short of Scientists; and the other seats' builds that may be, when only theirs kept a Plankton
 * Farm from placing one), that could have put a Building the card requires where the seat's ships
 * are (or, with a Resource Card, that put one there it need not have). The areas, supply and
 * Plankton Farms are the model's now, or as build `index` found them.
 */
export function reaching(
  model: BuildModelView,
  index: number,
  build: BuildVar,
  upTo: number,
  areaBuildings: readonly number[] = model.areaBuildings,
  supply: readonly number[] = model.supply,
  planktons: readonly number[] = model.planktons,
): BuildSet {
  let access = 0;
  for (const area of build.shipAreas) access |= areaBuildings[area] as number;
  const here = areaBuildings[build.area] as number;
  let placed = 0;
  let exhausted = 0;
  let lacked = 0;
  let provided = 0;
  let short = false;
  // Whether a Plankton Farm lacked Scientists only for the other seats' (see onlyOne).
  let othersShort = false;
  const farms = planktons[build.seat] as number;
  const scientists = supplyOf(model, index, planktons);
  for (const id of model.pool[index] as number[]) {
    const bit = model.typeBit[id] as number;
    if ((here & bit) !== 0) {
      placed |= bit;
      continue;
    }
    if ((supply[model.typeOf[id] as number] as number) <= 0) {
      exhausted |= bit;
      continue;
    }
    if (!hasScientists(build, bit, planktons, scientists)) {
      short = true;
      if (bit === PLANKTON && build.left - farms === 1) othersShort = true;
      continue;
    }
    // (Only excluded cards count: a card that fits adds nothing.)
    const requires = model.requires[id] as number;
    const lacking = requires & ~access;
    if (build.grants < 0) {
      if (lacking !== 0) lacked |= lacking;
    } else if (lacking === 0 || (lacking & (lacking - 1)) !== 0 || (lacking & build.grants) === 0) {
      // With a Resource Card exactly one required Building is out of reach, the one it grants.
      lacked |= lacking;
      provided |= requires & access;
    }
  }
  const reach = model.shipMask[index] as number;
  const out = new BuildSet();
  for (let other = 0; other <= upTo; other++) {
    if (other === index) continue;
    const made = model.builds[other] as BuildVar;
    if (made.known >= 0) continue;
    const bit = model.typeBit[model.card[other] as number] as number;
    const inReach = (reach & (1 << made.area)) !== 0;
    if (
      (made.area === build.area && (bit & placed) !== 0) ||
      (bit & exhausted) !== 0 ||
      (short && made.seat === build.seat && bit === PLANKTON) ||
      // (After a recruit, a farm of the seat may leave more in its supply: see supplyAt.)
      (short &&
        build.recruits > 0 &&
        made.seat === build.seat &&
        ((model.poolTypes[other] as number) & PLANKTON) !== 0) ||
      (othersShort &&
        made.seat !== build.seat &&
        ((model.poolTypes[other] as number) & PLANKTON) !== 0) ||
      (inReach && ((model.poolTypes[other] as number) & lacked) !== 0) ||
      (inReach && (bit & provided) !== 0)
    )
      out.add(other);
  }
  return out;
}

/**
 * The builds up to `index` that keep a later build `later` from putting any of the Buildings
 * `mask` at best (possibleTypes): for each card of those it may not take, those that put its
 * Building in the area already or took its last pieces, and those that could have put a
 * Building it requires where the seat's ships are: made, or (for a build in between that might
 * have put it there) whatever decides that build.
 */
export function laterReasons(
  model: BuildModelView,
  index: number,
  later: number,
  mask: number,
  out: BuildSet = new BuildSet(),
): BuildSet {
  const { areaBuildings, supply, possible } = model;
  const build = model.builds[later] as BuildVar;
  const reach = model.shipMask[later] as number;
  let access = 0;
  for (const area of build.shipAreas) access |= areaBuildings[area] as number;
  for (let between = index + 1; between < later; between++)
    if ((reach & (1 << (model.builds[between] as BuildVar).area)) !== 0)
      access |= possible[between] as number;
  const here = areaBuildings[build.area] as number;
  let placed = 0;
  let exhausted = 0;
  let lacked = 0;
  for (const id of model.pool[later] as number[]) {
    const bit = model.typeBit[id] as number;
    if ((bit & mask) === 0) continue;
    if ((here & bit) !== 0) placed |= bit;
    else if ((supply[model.typeOf[id] as number] as number) <= 0) exhausted |= bit;
    else lacked |= (model.requires[id] as number) & ~access;
  }
  for (let other = 0; other <= index; other++) {
    const made = model.builds[other] as BuildVar;
    if (made.known >= 0) continue;
    const bit = model.typeBit[model.card[other] as number] as number;
    if (
      (made.area === build.area && (bit & placed) !== 0) ||
      (bit & exhausted) !== 0 ||
      ((reach & (1 << made.area)) !== 0 && ((model.poolTypes[other] as number) & lacked) !== 0)
    )
      out.add(other);
  }
  if (lacked === 0) return out;
  // The builds in between that may put a Building where `later` (or a build in between that it
  // counts on, and so on) reads, and what decides them: the areas they read, and last pieces.
  let areas = 0;
  let chained = reach;
  for (let between = later - 1; between > index; between--) {
    const other = model.builds[between] as BuildVar;
    if ((chained & (1 << other.area)) === 0) continue;
    chained |= model.shipMask[between] as number;
    areas |= (model.shipMask[between] as number) | (1 << other.area);
  }
  if (areas !== 0)
    for (let other = 0; other <= index; other++) {
      const made = model.builds[other] as BuildVar;
      if (made.known >= 0) continue;
      const type = model.typeOf[model.card[other] as number] as number;
      if ((areas & (1 << made.area)) !== 0 || (supply[type] as number) === 0) out.add(other);
    }
  return out;
}

/** The builds up to `upTo` from the Advanced pile (of `seat`, or of all at -1): Plankton Farms or not. */
export function advancedUpTo(model: BuildModelView, upTo: number, seat: number): BuildSet {
  const out = new BuildSet();
  for (let other = 0; other <= upTo; other++) {
    const made = model.builds[other] as BuildVar;
    if (made.known < 0 && made.deck === 'advanced' && (seat < 0 || made.seat === seat))
      out.add(other);
  }
  return out;
}

/** The builds up to `upTo` whose Building changes the final scores (an asterisk, Scientists). */
export function scoring(model: BuildModelView, upTo: number): BuildSet {
  const out = new BuildSet();
  for (let other = 0; other <= upTo; other++) {
    const made = model.builds[other] as BuildVar;
    if (made.known < 0 && made.deck !== 'basic') out.add(other);
  }
  return out;
}

/** The builds up to `upTo` that could have met a demand: in its area, by its seat, of its Buildings. */
export function inArea(model: BuildModelView, upTo: number, demand: Demand): BuildSet {
  const out = new BuildSet();
  // (The builds that may meet it: in its area, of its seat, before it; upTo is before it.)
  for (const other of model.meetingAt(demand))
    if (
      other <= upTo &&
      (model.builds[other] as BuildVar).known < 0 &&
      ((model.poolTypes[other] as number) & demand.mask) !== 0
    )
      out.add(other);
  return out;
}
