// The build solver's search (solve-builds.ts): gives the builds a Building each in the record's
// order, values a later move needs first, with the model's forward checks after each, and on a
// failure jumps back to the latest build of the failure's conflict set. What fails is learnt:
// the states that failed (build-state-key.ts) and the Buildings of the conflict sets (nogoods),
// kept across restarts that try the Buildings in other orders. It stops at a node limit: the
// replay's own search then decides (which rarely replays what the solver could not).
import { advancedUpTo, reaching, scoring } from './build-conflicts.js';
import { endHolds } from './build-end.js';
import type { BuildModel } from './build-model.js';
import type { ScoresHold } from './build-scores.js';
import { BuildSet, buildSetOf, MOST_BUILDS } from './build-set.js';
import { domainKey, KeySet, StateKeys } from './build-state-key.js';
import type { ScoreTargets } from './build-targets.js';
import type { BuildVar } from './build-vars.js';
import { PLANKTON, typeIndex } from './building-bits.js';
import { copyInto } from './copy-into.js';

/** The most search nodes tried before the solver gives up, unless told (see BuildSearch). */
export const NODE_LIMIT = 20_000;
/**
 * The nodes of each attempt (see solve); after these, one runs to the node limit. Measured on the 48
 * four-player all-? bot games allq-0 to allq-47 (bench/replay.mjs makes the first 48): the most
 * nodes a record took fell from 5,944 without restarts to 1,813, their sum from 16,101 to 11,384.
 */
const RESTARTS = [100, 100, 100, 100, 100, 200, 200, 400, 400, 800, 1600];
/** The most failed states remembered. */
const MEMORY = 100_000;
/** The most nogoods remembered at one build. */
const NOGOODS = 24;

/** Builds that put these Buildings leave no solution from a build on (see search). */
interface Nogood {
  builds: number[];
  bits: number[];
  /** The builds, as a set. */
  set: BuildSet;
}
/** The conflict set of a search that gave up (the node limit): stops every level at once. */
const ALL = new BuildSet();

/** A solution: a card for each build, and the cards that would fit each build as well. */
export interface BuildSolution {
  cards: number[];
  fits(index: number): number[];
}

/** The search over a model's builds. */
export class BuildSearch {
  /** The search nodes tried. */
  nodes = 0;
  /** Whether {@link solve} found that there is no solution (not only gave up at its limit). */
  exhausted = false;
  /** The nodes this attempt may reach, and its order of the Buildings tried (see solve). */
  private limit: number;
  private order = 0;
  /** The model's areas, Plankton Farms and supply as each build found them (for alternatives). */
  private readonly areaBefore: number[][];
  private readonly plankBefore: number[][];
  private readonly supplyBefore: number[][];
  /** The states from which the search failed (see build-state-key.ts). */
  private readonly failed = new KeySet();
  /** For each build, the nogoods learnt there: of the build, and of each of its Buildings. */
  private readonly nogoods: Nogood[][] = [];
  private readonly valueNogoods: Map<number, Nogood[]>[] = [];
  /** Scratch space of urgency: a count for each Building. */
  private readonly urgencies: number[];
  /** Scratch space of tryBuildings, one a build (its calls nest). */
  private readonly cardsByType: (number[] | undefined)[][];
  /** The keys of the states (see build-state-key.ts). */
  private readonly keys: StateKeys;
  /** The matching as each build found it (to restore it), one buffer a build. */
  private readonly savedHolder: Int32Array[];
  private readonly savedCards: Int32Array[];

  constructor(
    private readonly model: BuildModel,
    private readonly scoresHold: ScoresHold,
    private readonly targets: ScoreTargets | null = null,
    /** The most nodes tried. */
    private readonly nodeLimit = NODE_LIMIT,
  ) {
    this.limit = nodeLimit;
    this.keys = new StateKeys(model);
    this.cardsByType = model.builds.map(() => []);
    this.urgencies = model.supply.map(() => 0);
    this.areaBefore = model.builds.map(() => model.areaBuildings.slice());
    this.plankBefore = model.builds.map(() => model.planktons.slice());
    this.supplyBefore = model.builds.map(() => model.supply.slice());
    this.savedHolder = model.builds.map(() => new Int32Array(model.holder.length));
    this.savedCards = model.builds.map(() => new Int32Array(model.card.length));
  }

  /** A solution, or null when there is none or the search gave up. */
  solve(): BuildSolution | null {
    // (Conflict sets hold so many builds only: see build-set.ts.)
    if (this.model.builds.length > MOST_BUILDS) return null;
    // Restarts, each with another order of the Buildings tried and more nodes: how long a search
    // takes swings with its order, and what one learns (failed states, nogoods) holds for all.
    for (let attempt = 0; ; attempt++) {
      const budget = RESTARTS[attempt];
      this.order = attempt;
      const most = this.nodeLimit;
      this.limit = Math.min(most, budget === undefined ? most : this.nodes + budget);
      const outcome = this.search(0);
      if (outcome === true) break;
      if (outcome !== ALL) {
        this.exhausted = true;
        return null;
      }
      if (this.limit === this.nodeLimit) return null;
    }
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
  private search(index: number): true | BuildSet {
    if (++this.nodes > this.limit) return ALL;
    // The Buildings of a conflict set that failed here before fail again (a nogood).
    const learnt = this.nogoods[index];
    if (learnt !== undefined)
      for (const nogood of learnt) if (this.holds(nogood)) return buildSetOf(nogood.builds);
    // A state that failed before fails again: all the builds before it made it. (At the end too:
    // the key holds what the end and the scores read.)
    const key = this.keys.key(index);
    if (this.failed.has(key)) return this.madeBefore(index);
    const outcome = this.tryBuildings(index);
    if (outcome === true || outcome === ALL) return outcome;
    if (this.failed.size < MEMORY) this.failed.add(key);
    const builds = outcome.list();
    const nogood = this.nogood(builds);
    if (learnt === undefined) this.nogoods[index] = [nogood];
    else if (learnt.length < NOGOODS) learnt.push(nogood);
    return outcome;
  }

  /** A nogood of builds `builds` with the Buildings they put now. */
  private nogood(builds: number[]): Nogood {
    return { builds, bits: builds.map((build) => this.bitOf(build)), set: buildSetOf(builds) };
  }

  /**
   * What decided the cards build `index` (made) could take when it was made (see reaching): read
   * from the state it found, only when needed (a held Building), not on every node.
   */
  private own(index: number): BuildSet {
    return reaching(
      this.model,
      index,
      this.model.builds[index] as BuildVar,
      index - 1,
      this.areaBefore[index] as number[],
      this.supplyBefore[index] as number[],
      this.plankBefore[index] as number[],
    );
  }

  /** The Building build `build` puts now. */
  private bitOf(build: number): number {
    return this.model.typeBit[this.model.card[build] as number] as number;
  }

  /** Build `index`'s lists of cards by Building (see tryBuildings), emptied: one a build. */
  private byType(index: number): (number[] | undefined)[] {
    const lists = this.cardsByType[index] as (number[] | undefined)[];
    lists.fill(undefined);
    return lists;
  }

  /** Whether the builds of a nogood put its Buildings now. */
  private holds(nogood: Nogood): boolean {
    const { typeBit, card } = this.model;
    const { builds, bits } = nogood;
    // (The latest builds first: they change most often, so a nogood that fails fails sooner.)
    for (let at = builds.length - 1; at >= 0; at--)
      if (typeBit[card[builds[at] as number] as number] !== bits[at]) return false;
    return true;
  }

  /** The open builds before `index`. */
  private madeBefore(index: number): BuildSet {
    const out = new BuildSet();
    for (let build = 0; build < index; build++)
      if ((this.model.builds[build] as BuildVar).known < 0) out.add(build);
    return out;
  }

  /** See search: the Buildings build `index` may put, each tried. */
  private tryBuildings(index: number): true | BuildSet {
    if (index === this.model.builds.length) {
      if (!endHolds(this.model)) return advancedUpTo(this.model, index - 1, -1);
      if (this.scoresHold(this.model.card, this.model.single)) return true;
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
    // The fitting cards of each Building (by its index), the Buildings in the order first seen.
    const byType = this.byType(index);
    const order: number[] = [];
    for (const id of fits) {
      const type = this.model.typeOf[id] as number;
      const list = byType[type];
      if (list === undefined) {
        byType[type] = [id];
        order.push(this.model.typeBit[id] as number);
      } else list.push(id);
    }
    const wanted = this.wantedIn(build.area, index);
    // Value order: as the attempt orders them (see orderValues), a Building a later move needs
    // here before the others. (Ordering next by how many cards of later builds reaching this area
    // require a Building was tried: fewer nodes on some records, many more on others.)
    this.orderValues(index, order);
    if (wanted !== 0) order.sort((a, b) => Number((wanted & b) !== 0) - Number((wanted & a) !== 0));
    // Then as the first set of Plankton Farms read that gives the stated scores (see targets).
    const farm = this.targets?.farmFirst(index) ?? null;
    if (farm !== null)
      order.sort((a, b) => Number((b === PLANKTON) === farm) - Number((a === PLANKTON) === farm));
    // What limits this build's choices: the Buildings where it is made and where its seat's
    // ships are, its pile's cards, its seat's Plankton Farms.
    const conflict = new BuildSet();
    // The builds of the pile that held every card of a Building tried (see augment).
    const held = new BuildSet();
    const savedHolder = this.savedHolder[index] as Int32Array;
    const savedCards = this.savedCards[index] as Int32Array;
    const valueNogoods = this.valueNogoods[index] ?? new Map<number, Nogood[]>();
    this.valueNogoods[index] = valueNogoods;
    values: for (const bit of order) {
      // A Building that failed here with the same Buildings of the builds to blame fails again.
      const learnt = valueNogoods.get(bit);
      if (learnt !== undefined)
        for (const nogood of learnt)
          if (this.holds(nogood)) {
            conflict.addAll(nogood.set);
            continue values;
          }
      const domain = byType[typeIndex(bit)] as number[];
      savedHolder.set(this.model.holder);
      savedCards.set(this.model.card);
      if (!this.model.augment(index, domain)) {
        for (let at = 0; at < this.model.asked; at++)
          held.add(this.model.askedBuilds[at] as number);
        continue;
      }
      this.model.domain[index] = domain;
      this.keys.domainKey[index] = domainKey(domain);
      this.model.place(index, bit);
      let outcome = this.model.consistent(index);
      if (outcome === true && this.targets !== null && !this.targets.reachable(index))
        outcome = this.targets.decidedBy(index);
      if (outcome === true) outcome = this.search(index + 1);
      if (outcome === true) return true;
      this.model.unplace(index, bit);
      this.model.holder.set(savedHolder);
      this.model.card.set(savedCards);
      if (outcome === ALL) {
        this.model.card[index] = -1;
        return ALL;
      }
      // Jump back past this build when its Building did not matter.
      if (!outcome.has(index)) {
        this.model.card[index] = -1;
        return outcome;
      }
      // (The conflict holds only builds before this one: see reaching.)
      conflict.addAll(outcome);
      conflict.delete(index);
      const known = valueNogoods.get(bit) ?? [];
      if (known.length < NOGOODS) {
        const builds = outcome.list().filter((other) => other !== index);
        known.push(this.nogood(builds));
        valueNogoods.set(bit, known);
      }
    }
    this.model.card[index] = -1;
    conflict.addAll(reaching(this.model, index, build, index - 1));
    // When the cards of a Building were all held, the holders asked for one, and what limited
    // their own cards, count too.
    for (const other of held.list()) {
      if ((this.model.builds[other] as BuildVar).known >= 0) continue;
      conflict.add(other);
      conflict.addAll(this.own(other));
    }
    return conflict;
  }

  /**
   * Orders the Buildings tried at build `index` for this attempt (see solve): first those the
   * later builds of the pile need least (the fewest cards of it left for the most builds that
   * may take one), then the pile's order, then those they need most, then shuffles.
   */
  private orderValues(index: number, order: number[]): void {
    if (this.order === 1) return;
    if (this.order < 3) {
      const urgency = this.urgency(index);
      const sign = this.order === 0 ? 1 : -1;
      order.sort(
        (a, b) => sign * ((urgency[typeIndex(a)] as number) - (urgency[typeIndex(b)] as number)),
      );
      return;
    }
    // The same shuffle for each attempt and build: a record always replays alike.
    let seed = ((this.order - 1) * 7919 + index * 104729) >>> 0;
    for (let at = order.length - 1; at > 0; at--) {
      seed = (seed * 1664525 + 1013904223) >>> 0;
      const other = seed % (at + 1);
      const swap = order[at] as number;
      order[at] = order[other] as number;
      order[other] = swap;
    }
  }

  /**
   * For each Building (by its index), the cards of it left in the pile less the later builds that
   * may take one (0 for those with none left). One array, rewritten on each call.
   */
  private urgency(index: number): number[] {
    const model = this.model;
    const build = model.builds[index] as BuildVar;
    const out = this.urgencies;
    out.fill(0);
    // The Buildings with a card left (only those count down).
    let left = 0;
    // (Right after the checks of build index - 1, which read what each later build may put.)
    const possible = index === 0 ? model.possibleTypes(-1) : model.possible;
    for (const id of model.pool[index] as number[]) {
      const holder = model.holder[id] as number;
      if (holder >= 0 && holder < index) continue;
      const type = model.typeOf[id] as number;
      out[type] = (out[type] as number) + 1;
      left |= model.typeBit[id] as number;
    }
    for (const later of model.openBuilds[build.deck]) {
      if (later <= index) continue;
      for (let rest = left & (possible[later] as number); rest !== 0; rest &= rest - 1) {
        const type = typeIndex(rest & -rest);
        out[type] = (out[type] as number) - 1;
      }
    }
    return out;
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
