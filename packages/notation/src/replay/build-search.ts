// The build solver's search (solve-builds.ts): gives the builds a Building each in the record's
// order, values a later move needs first, with the model's forward checks after each, and on a
// failure jumps back to the latest build of the failure's conflict set. It stops at NODE_LIMIT
// nodes: the replay's own search then decides, so a limit here costs time, never a record.
import { advancedUpTo, reaching, scoring } from './build-conflicts.js';
import type { BuildModel } from './build-model.js';
import type { BuildVar } from './build-probe.js';
import type { ScoresHold } from './build-scores.js';
import { StateKeys } from './build-state-key.js';
import type { ScoreTargets } from './build-targets.js';
import { PLANKTON } from './building-bits.js';

/** The most search nodes tried before the solver gives up. */
const NODE_LIMIT = 20_000;
/** The most failed states remembered. */
const MEMORY = 100_000;
/** The conflict set of a search that gave up (the node limit): stops every level at once. */
const ALL = new Set<number>();

/** A solution: a card for each build, and the cards that would fit each build as well. */
export interface BuildSolution {
  cards: number[];
  fits(index: number): number[];
}

/** The search over a model's builds. */
export class BuildSearch {
  /** The search nodes tried. */
  nodes = 0;
  /** The model's areas, Plankton Farms and supply as each build found them (for alternatives). */
  private readonly areaBefore: number[][];
  private readonly plankBefore: number[][];
  private readonly supplyBefore: number[][];
  /** The states from which the search failed (see stateKey). */
  private readonly failed = new Set<string>();
  /** The keys of the states (see build-state-key.ts). */
  private readonly keys: StateKeys;
  /** The matching as each build found it (to restore it), one buffer a build. */
  private readonly savedHolder: Int32Array[];
  private readonly savedCards: Int32Array[];

  constructor(
    private readonly model: BuildModel,
    private readonly scoresHold: ScoresHold,
    private readonly targets: ScoreTargets | null = null,
  ) {
    this.keys = new StateKeys(model);
    this.areaBefore = model.builds.map(() => model.areaBuildings.slice());
    this.plankBefore = model.builds.map(() => model.planktons.slice());
    this.supplyBefore = model.builds.map(() => model.supply.slice());
    this.savedHolder = model.builds.map(() => new Int32Array(model.holder.length));
    this.savedCards = model.builds.map(() => new Int32Array(model.card.length));
  }

  /** A solution, or null when there is none or the search gave up. */
  solve(): BuildSolution | null {
    if (this.search(0) !== true) return null;
    const cards = Array.from(this.model.card);
    return { cards, fits: (index) => this.alternatives(index) };
  }

  /**
   * The cards that fit build `index` where the solution makes it (any Building, as the search
   * names them): each free, or held by another build of the pile that can take another card of
   * its own Building.
   */
  private alternatives(index: number): number[] {
    const fits = this.model.fitting(
      index,
      this.areaBefore[index] as number[],
      this.plankBefore[index] as number[],
      this.supplyBefore[index] as number[],
    );
    return fits.filter((id) => {
      const held = this.model.holder[id] as number;
      // (A card a later build takes is still in the pile here, as the search sees it.)
      if (held < 0 || held >= index) return true;
      const visited = new Set<number>([id]);
      const free = (taker: number): boolean => {
        for (const other of this.model.domain[taker] as number[]) {
          if (visited.has(other)) continue;
          visited.add(other);
          const next = this.model.holder[other] as number;
          if (next < 0 || next >= index || free(next)) return true;
        }
        return false;
      };
      return free(held);
    });
  }

  /**
   * Gives builds `index` on a Building each, or the earlier builds whose Buildings made it fail
   * (a conflict set: the search jumps back to the latest of them, skipping those in between,
   * whose other Buildings cannot help).
   */
  private search(index: number): true | Set<number> {
    if (++this.nodes > NODE_LIMIT) return ALL;
    // A state that failed before fails again: all the builds before it made it.
    const key = index < this.model.builds.length ? this.keys.key(index) : '';
    if (this.failed.has(key)) return this.madeBefore(index);
    const outcome = this.tryBuildings(index);
    if (outcome !== true && outcome !== ALL && this.failed.size < MEMORY) this.failed.add(key);
    return outcome;
  }

  /** The open builds before `index`. */
  private madeBefore(index: number): Set<number> {
    const out = new Set<number>();
    for (let build = 0; build < index; build++)
      if ((this.model.builds[build] as BuildVar).known < 0) out.add(build);
    return out;
  }

  /** See search: the Buildings build `index` may put, each tried. */
  private tryBuildings(index: number): true | Set<number> {
    if (index === this.model.builds.length) {
      if (!this.model.endHolds()) return advancedUpTo(this.model, index - 1, -1);
      if (this.scoresHold(this.model.card)) return true;
      return scoring(this.model, index - 1);
    }
    const build = this.model.builds[index] as BuildVar;
    copyInto(this.areaBefore[index] as number[], this.model.areaBuildings);
    copyInto(this.plankBefore[index] as number[], this.model.planktons);
    copyInto(this.supplyBefore[index] as number[], this.model.supply);
    const fits = this.model.fitting(
      index,
      this.model.areaBuildings,
      this.model.planktons,
      this.model.supply,
    );
    const byType = new Map<number, number[]>();
    for (const id of fits) {
      const bit = this.model.typeBit[id] as number;
      const list = byType.get(bit);
      if (list === undefined) byType.set(bit, [id]);
      else list.push(id);
    }
    const order = [...byType.keys()];
    const wanted = this.wantedIn(build.area, index);
    // Value order: a Building a later move needs here first, then the pile's order. (Ordering
    // next by how many cards of later builds reaching this area require a Building was tried:
    // fewer nodes on some records, many more on others.)
    order.sort((a, b) => Number((wanted & b) !== 0) - Number((wanted & a) !== 0));
    // Then as the first set of Plankton Farms read that gives the stated scores (see targets).
    const farm = this.targets?.farmFirst(index) ?? null;
    if (farm !== null)
      order.sort((a, b) => Number((b === PLANKTON) === farm) - Number((a === PLANKTON) === farm));
    // What limits this build's choices: the Buildings where it is made and where its seat's
    // ships are, its pile's cards, its seat's Plankton Farms.
    const conflict = new Set<number>();
    // Whether the cards of a Building were all held by earlier builds of the pile.
    let held = false;
    const savedHolder = this.savedHolder[index] as Int32Array;
    const savedCards = this.savedCards[index] as Int32Array;
    for (const bit of order) {
      const domain = byType.get(bit) as number[];
      savedHolder.set(this.model.holder);
      savedCards.set(this.model.card);
      if (!this.model.augment(index, domain)) {
        held = true;
        continue;
      }
      this.model.domain[index] = domain;
      this.keys.domainKey[index] = domain.join('.');
      this.model.place(index, bit);
      let outcome = this.model.consistent(index);
      if (outcome === true && this.targets !== null && !this.targets.reachable(index))
        outcome = this.targets.decidedBy(index);
      if (outcome === true) outcome = this.search(index + 1);
      if (outcome === true) return true;
      if (outcome === ALL) return ALL;
      this.model.unplace(index, bit);
      this.model.holder.set(savedHolder);
      this.model.card.set(savedCards);
      // Jump back past this build when its Building did not matter.
      if (!outcome.has(index)) {
        this.model.card[index] = -1;
        return outcome;
      }
      for (const other of outcome) if (other !== index) conflict.add(other);
    }
    this.model.card[index] = -1;
    for (const reason of reaching(this.model, index, build, index - 1, held)) conflict.add(reason);
    return conflict;
  }

  /** The Buildings a later move needs in `area` that it lacks (the soonest first is enough). */
  private wantedIn(area: number, index: number): number {
    let wanted = 0;
    const has = this.model.areaBuildings[area] as number;
    for (const demand of this.model.demands)
      if (
        demand.area === area &&
        demand.at > index &&
        (demand.mask & has) === 0 &&
        (demand.seat < 0 || demand.seat === this.model.builds[index]?.seat)
      )
        wanted |= demand.mask;
    return wanted;
  }
}

/** Copies `from` into `to`, of the same length (no new array on every node). */
function copyInto(to: number[], from: readonly number[]): void {
  for (let at = 0; at < from.length; at++) to[at] = from[at] as number;
}
