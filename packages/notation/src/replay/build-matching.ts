// A forward check of the build solver (build-model.ts): every build of a pile takes a card of its
// own, so the builds still to come from a pile need as many cards left that each may take. When
// a record builds from a pile nearly as often as it holds cards, the last builds get the cards
// the others left, and a choice that leaves them none is cut here, at once, not at those builds.
// A bipartite matching: the builds made so far hold a card of their Building (any of them: this
// is a relaxation), the builds to come one of the cards they may still take at best.
import type { Deck } from '@antarctica-game/engine';
import type { BuildModel } from './build-model.js';
import type { BuildVar } from './build-probe.js';
import { typeIndex } from './building-bits.js';

const DECKS: readonly Deck[] = ['basic', 'double', 'advanced'];

/** True when each pile's later builds may each still get a card; else the builds that decide it. */
export function pilesMatch(model: BuildModel, index: number): true | Set<number> {
  for (const deck of DECKS) if (!deckMatches(model, index, deck)) return decidedBy(model, index, deck);
  return true;
}

/** Scratch space: the build holding each card, and the search's marks (one number a search). */
const holderOf = new Map<number, number>();
const seen = new Map<number, number>();
let mark = 0;

function deckMatches(model: BuildModel, index: number, deck: Deck): boolean {
  const builds = model.builds;
  let later = false;
  for (let build = index + 1; build < builds.length && !later; build++) {
    const made = builds[build] as BuildVar;
    later = made.deck === deck && made.known < 0;
  }
  if (!later) return true;
  holderOf.clear();
  for (let build = 0; build <= index; build++) {
    const made = builds[build] as BuildVar;
    if (made.deck === deck && made.known < 0) holderOf.set(model.card[build] as number, build);
  }
  // The cards a build may hold: a build made, any of its Building; a build to come, its candidates.
  const options = (build: number): readonly number[] => {
    if (build > index) return model.candidates[build] as number[];
    const bit = model.typeBit[model.card[build] as number];
    return (model.pool[build] as number[]).filter((id) => model.typeBit[id] === bit);
  };
  const take = (build: number): boolean => {
    for (const id of options(build)) {
      if (seen.get(id) === mark) continue;
      seen.set(id, mark);
      const held = holderOf.get(id);
      if (held === undefined || take(held)) {
        holderOf.set(id, build);
        return true;
      }
    }
    return false;
  };
  for (let build = index + 1; build < builds.length; build++) {
    const made = builds[build] as BuildVar;
    if (made.deck !== deck || made.known >= 0) continue;
    mark++;
    if (!take(build)) return false;
  }
  return true;
}

/**
 * The builds up to `index` a failed matching of `deck` depends on: those of the pile (their
 * Buildings), and those that decide what the later builds of the pile may take: in their areas
 * and where their seats' ships are, and where the ships are of the builds in between that may
 * add a Building there first (possibleTypes counts those), and those that took a last piece.
 */
function decidedBy(model: BuildModel, index: number, deck: Deck): Set<number> {
  const builds = model.builds;
  let areas = 0;
  for (let build = builds.length - 1; build > index; build--) {
    const made = builds[build] as BuildVar;
    if ((made.deck === deck && made.known < 0) || (areas & (1 << made.area)) !== 0) {
      areas |= 1 << made.area;
      for (const area of made.shipAreas) areas |= 1 << area;
    }
  }
  const out = new Set<number>();
  for (let build = 0; build <= index; build++) {
    const made = builds[build] as BuildVar;
    if (made.known >= 0) continue;
    const type = typeIndex(model.typeBit[model.card[build] as number] as number);
    if (
      made.deck === deck ||
      (areas & (1 << made.area)) !== 0 ||
      (model.supply[type] as number) === 0
    )
      out.add(build);
  }
  return out;
}
