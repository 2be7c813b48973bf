// The build solver's model (solve-builds.ts): one variable per build (its Building, then its
// card), the state a partial choice of Buildings leaves (each area's Buildings, the supply, each
// seat's Plankton Farms), the cards a build may take there, the matching of cards to builds of a
// pile, and the forward checks that cut a partial choice no completion can satisfy.
import { BUILDING_TYPES, type Deck, type Edition, type GameState } from '@antarctica-game/engine';
import { advancedUpTo, inArea, laterReasons } from './build-conflicts.js';
import { DemandMatch } from './build-demands.js';
import { countFarmsAfter, endReachable } from './build-end.js';
import { PileMatch } from './build-matching.js';
import type { BuildModelView } from './build-model-view.js';
import { hasScientists, needsMet, onlyOne, supplyOf } from './build-scientists.js';
import type { BuildSet } from './build-set.js';
import { farmBounds, meetingBuilds, pileTables } from './build-tables.js';
import type { BuildVar, Demand, SupplyNeed, Transfer, TurnEnd } from './build-vars.js';
import { PLANKTON, typeIndex } from './building-bits.js';

/** The builds' variables and the state of a partial choice, with the checks on it. */
export class BuildModel implements BuildModelView {
  // The record's tables, fixed (see PileTables in build-tables.ts for each).
  readonly typeBit: number[];
  readonly typeOf: Int32Array;
  readonly requires: number[];
  readonly asterisk: boolean[];
  readonly pool: number[][];
  readonly poolTypes: number[];
  readonly sameBuilding: number[][];
  readonly typeCards: number[];
  readonly openBuilds: Record<Deck, number[]>;
  private readonly poolBits: Int32Array[];
  private readonly poolRequires: Int32Array[];
  /** The Buildings of each area so far (a mask each). */
  readonly areaBuildings: number[];
  /** The pieces of each Building (by BUILDING_TYPES) left in the supply. */
  readonly supply: number[];
  /** The Plankton Farms each seat has built so far. */
  readonly planktons: number[];
  /** For each build, the most Plankton Farms its seat may have built once it is made. */
  readonly most: number[];
  /** The matching: for each card, the build that holds it, or -1. */
  readonly holder: Int32Array;
  /** The card each build holds, or -1. */
  readonly card: Int32Array;
  /** For each build, 1 when it is a Plankton Farm that placed one Scientist (see build-scientists.ts). */
  readonly single: Uint8Array;
  /** The builds a failed augment asked for a card: the first `asked` (see augment). */
  readonly askedBuilds: number[] = [];
  asked = 0;
  /** Scratch space of augment: the mark of each card seen (one number a call). */
  private readonly seen: Int32Array;
  private mark = 0;
  /** The cards of its chosen Building each build may hold (what the matching may move it to). */
  readonly domain: number[][];
  /** Scratch space of possibleTypes. */
  private readonly extra: number[];
  /** The moves that need a Scientist in the supply, by the builds made before them. */
  readonly needsAt: SupplyNeed[][];
  /** Scratch space of supplyOf. */
  readonly perArea: number[];
  /** For each demand, the builds that may meet it: in its area (of its seat), before it. */
  readonly meeting: number[][];
  private readonly meetingOf: Map<Demand, number[]>;
  /** For each build, the areas where its seat's ships are (a bit each). */
  readonly shipMask: number[];
  /** The matching of each pile's cards to its builds, with its scratch space. */
  readonly pileMatch: PileMatch;
  /** The check of later moves' needs against the cards left, with its scratch space. */
  readonly demandMatch = new DemandMatch();
  /** For each later build, the Buildings a need forces on it, or 0 (set by demandMatch). */
  readonly forced: number[];
  /** For each later build, the cards it may take at best: the first candidateCount of them. */
  readonly candidates: Int32Array[];
  readonly candidateCount: Int32Array;
  /** A card is a later build's candidate when its mark equals the build's reads. */
  readonly candidateMark: Int32Array[];
  readonly candidateReads: Int32Array;
  /** The card each later build had in the last matching of its pile, or -1 (build-matching.ts). */
  readonly matched: Int32Array;
  readonly possible: number[];
  /** For each later build, the Buildings blocked and in reach its candidates were read with. */
  private readonly readBlocked: Int32Array;
  private readonly readAccess: Int32Array;
  /** The turns' ends before each build. */
  private readonly endsAt: TurnEnd[][];
  /**
   * For each index, each seat's builds after it and before the last turn's end that may be
   * Plankton Farms (see build-end.ts: fixed by the record, so counted once).
   */
  readonly farmsAfter: number[][];

  constructor(
    edition: Edition,
    initial: GameState,
    plan: { known: Record<Deck, Map<number, number>> },
    readonly builds: BuildVar[],
    readonly demands: Demand[],
    readonly ends: TurnEnd[],
    readonly mustEnd: boolean,
    /** Each seat's Scientists moved from reserve to supply in the probe (see supplyOf). */
    readonly transfers: readonly Transfer[][] = [],
    needs: readonly SupplyNeed[] = [],
  ) {
    const tables = pileTables(edition, initial, plan, builds);
    this.typeBit = tables.typeBit;
    this.typeOf = tables.typeOf;
    this.requires = tables.requires;
    this.asterisk = tables.asterisk;
    this.pool = tables.pool;
    this.poolBits = tables.poolBits;
    this.poolRequires = tables.poolRequires;
    this.poolTypes = tables.poolTypes;
    this.sameBuilding = tables.sameBuilding;
    this.typeCards = tables.typeCards;
    this.openBuilds = tables.openBuilds;
    const cards = edition.buildingCards;
    this.areaBuildings = initial.areas.map((area) => area.buildings);
    this.extra = initial.areas.map(() => 0);
    this.perArea = initial.areas.map(() => 0);
    this.needsAt = builds.map(() => []);
    this.needsAt.push([]);
    for (const need of needs) this.needsAt[need.at]?.push(need);
    this.supply = BUILDING_TYPES.map((type) => initial.buildingSupply[type] ?? 0);
    this.planktons = initial.players.map(() => 0);
    this.card = new Int32Array(builds.length).fill(-1);
    this.single = new Uint8Array(builds.length);
    this.holder = new Int32Array(cards.length).fill(-1);
    this.seen = new Int32Array(cards.length);
    this.pileMatch = new PileMatch(cards.length);
    this.domain = builds.map(() => []);
    this.candidates = this.pool.map((pool) => new Int32Array(pool.length));
    this.candidateCount = new Int32Array(builds.length);
    this.candidateMark = builds.map(() => new Int32Array(cards.length));
    this.candidateReads = new Int32Array(builds.length);
    this.matched = new Int32Array(builds.length).fill(-1);
    this.possible = builds.map(() => 0);
    this.readBlocked = new Int32Array(builds.length).fill(-1);
    this.readAccess = new Int32Array(builds.length).fill(-1);
    this.endsAt = builds.map(() => []);
    this.endsAt.push([]);
    for (const end of ends) this.endsAt[end.at]?.push(end);
    this.forced = builds.map(() => 0);
    this.farmsAfter = builds.map((_, index) => countFarmsAfter(this, index));
    this.meeting = meetingBuilds(builds, demands);
    this.meetingOf = new Map(demands.map((demand, number) => [demand, this.meeting[number] ?? []]));
    this.shipMask = builds.map((build) =>
      build.shipAreas.reduce((mask, area) => mask | (1 << area), 0),
    );
    this.most = farmBounds(builds, ends);
  }

  /** The cards of build `index`'s pool whose requirements are met, as the engine reads them. */
  fitting(
    index: number,
    areas: readonly number[],
    planktons: readonly number[],
    supply: readonly number[],
  ): number[] {
    const build = this.builds[index] as BuildVar;
    let access = 0;
    for (const area of build.shipAreas) access |= areas[area] as number;
    const here = areas[build.area] as number;
    const scientists = supplyOf(this, index, planktons);
    const out: number[] = [];
    for (const id of this.pool[index] as number[]) {
      const bit = this.typeBit[id] as number;
      if ((here & bit) !== 0) continue;
      if ((supply[typeIndex(bit)] as number) <= 0) continue;
      if (!hasScientists(build, bit, planktons, scientists)) continue;
      const lacking = (this.requires[id] as number) & ~access;
      if (
        build.grants < 0
          ? lacking !== 0
          : lacking === 0 || (lacking & (lacking - 1)) !== 0 || (lacking & build.grants) === 0
      )
        continue;
      out.push(id);
    }
    return out;
  }

  /** Build `index` puts Building `bit` (one its area lacks: see fitting) on the board. */
  place(index: number, bit: number): void {
    const build = this.builds[index] as BuildVar;
    const type = typeIndex(bit);
    this.areaBuildings[build.area] = (this.areaBuildings[build.area] as number) | bit;
    this.supply[type] = (this.supply[type] as number) - 1;
    const single =
      bit === PLANKTON && onlyOne(build, this.planktons, supplyOf(this, index, this.planktons));
    this.single[index] = single ? 1 : 0;
    if (bit === PLANKTON && !single)
      this.planktons[build.seat] = (this.planktons[build.seat] as number) + 1;
  }

  /** Takes back what {@link place} did. */
  unplace(index: number, bit: number): void {
    const build = this.builds[index] as BuildVar;
    const type = typeIndex(bit);
    if (bit === PLANKTON && this.single[index] === 0)
      this.planktons[build.seat] = (this.planktons[build.seat] as number) - 1;
    this.single[index] = 0;
    this.supply[type] = (this.supply[type] as number) + 1;
    this.areaBuildings[build.area] = (this.areaBuildings[build.area] as number) & ~bit;
  }

  /**
   * Build `index` takes a card of `domain`: a free one, or one another build of its pile gives up.
   * When none can, the builds asked to give one up are the first `asked` of `askedBuilds`: they
   * hold every card they and build `index` may take (a Hall set), so only they, and what limited
   * their cards, made it fail.
   */
  augment(index: number, domain: readonly number[]): boolean {
    this.mark++;
    this.asked = 0;
    return this.takeOne(domain, index);
  }

  private takeOne(options: readonly number[], taker: number): boolean {
    for (const id of options) {
      if (this.seen[id] === this.mark) continue;
      this.seen[id] = this.mark;
      const held = this.holder[id] as number;
      if (held >= 0) this.askedBuilds[this.asked++] = held;
      if (held < 0 || this.takeOne(this.domain[held] as number[], held)) {
        this.holder[id] = taker;
        this.card[taker] = id;
        return true;
      }
    }
    return false;
  }

  /** Forward checks after build `index`: true, or the conflict set of the check that fails. */
  consistent(index: number): true | BuildSet {
    const build = this.builds[index] as BuildVar;
    // Plankton Farms: no seat runs out of Scientists before the record ends.
    if ((this.planktons[build.seat] as number) > (this.most[index] as number)) {
      return advancedUpTo(this, index, build.seat);
    }
    for (const end of this.endsAt[index + 1] ?? [])
      for (let seat = 0; seat < this.planktons.length; seat++) {
        const left = (end.left[seat] as number) - (this.planktons[seat] as number);
        if (left < 0 || (left === 0 && !end.last)) return advancedUpTo(this, index, seat);
      }
    const short = needsMet(this, index);
    if (short !== true) return short;
    // What each later build may still put on the board, at best (see possibleTypes).
    const possible = this.possibleTypes(index);
    // Demands: a build left in the area before each that may still put one of the Buildings
    // needed there.
    for (let number = 0; number < this.demands.length; number++) {
      const demand = this.demands[number] as Demand;
      if (demand.at <= index) continue;
      if (this.satisfied(demand, index)) continue;
      let left = false;
      for (const later of this.meeting[number] as number[])
        if (later > index && ((possible[later] as number) & demand.mask) !== 0) {
          left = true;
          break;
        }
      if (!left) {
        // The builds that could have put the Building there: made, or still to come.
        const conflict = inArea(this, index, demand);
        for (let later = index + 1; later < demand.at; later++) {
          const other = this.builds[later] as BuildVar;
          if (
            other.area === demand.area &&
            ((this.poolTypes[later] as number) & demand.mask) !== 0 &&
            (demand.seat < 0 || other.seat === demand.seat)
          )
            laterReasons(this, index, later, demand.mask, conflict);
        }
        return conflict;
      }
    }
    // Later builds: some card may still fit, at best.
    for (let later = index + 1; later < this.builds.length; later++)
      if (possible[later] === 0) {
        return laterReasons(this, index, later, -1);
      }
    this.forced.fill(0);
    const unmet = this.demandMatch.check(this, index, possible);
    if (unmet !== true) return unmet;
    const unmatched = this.pileMatch.check(this, index);
    if (unmatched !== true) return unmatched;
    if (this.mustEnd && !endReachable(this, index)) {
      return advancedUpTo(this, index, -1);
    }
    return true;
  }

  /** The builds that may meet a demand (see meeting). */
  meetingAt(demand: Demand): readonly number[] {
    return this.meetingOf.get(demand) ?? [];
  }

  /** Whether the builds up to `index` meet a demand. */
  satisfied(demand: Demand, index: number): boolean {
    if ((demand.mask & (this.areaBuildings[demand.area] as number)) === 0) return false;
    if (demand.seat < 0) return true;
    for (let other = 0; other <= index && other < demand.at; other++) {
      const made = this.builds[other] as BuildVar;
      if (
        made.area === demand.area &&
        made.seat === demand.seat &&
        ((this.typeBit[this.card[other] as number] as number) & demand.mask) !== 0
      )
        return true;
    }
    return false;
  }

  /**
   * For each build after `index`, the Buildings it may still put on the board, at best: those of
   * its pool's cards whose requirements the Buildings it may reach then meet, counting for each
   * build in between every Building it may itself put (so an upper bound); the cards too, in
   * `candidates`.
   */
  possibleTypes(index: number): number[] {
    const possible = this.possible;
    const extra = this.extra;
    extra.fill(0);
    const areas = this.areaBuildings;
    // The Buildings with no piece left (the cards other builds take are left out).
    let gone = 0;
    for (let type = 0; type < this.supply.length; type++)
      if ((this.supply[type] as number) <= 0) gone |= 1 << type;
    for (let later = index + 1; later < this.builds.length; later++) {
      const build = this.builds[later] as BuildVar;
      let access = 0;
      for (const area of build.shipAreas)
        access |= (areas[area] as number) | (extra[area] as number);
      const blocked = (areas[build.area] as number) | gone;
      // (What the build read last time it was read alike: most of the later builds, most nodes.)
      if (this.readBlocked[later] !== blocked || this.readAccess[later] !== access) {
        this.readBlocked[later] = blocked;
        this.readAccess[later] = access;
        possible[later] = this.readCandidates(later, blocked, access);
      }
      extra[build.area] = (extra[build.area] as number) | (possible[later] as number);
    }
    return possible;
  }

  /**
   * See possibleTypes: fills build `later`'s candidates, the cards of its pool not `blocked`
   * whose requirements `access` meets, and returns their Buildings.
   */
  private readCandidates(later: number, blocked: number, access: number): number {
    const build = this.builds[later] as BuildVar;
    const candidates = this.candidates[later] as Int32Array;
    const pool = this.pool[later] as number[];
    const bits = this.poolBits[later] as Int32Array;
    const requires = this.poolRequires[later] as Int32Array;
    const marks = this.candidateMark[later] as Int32Array;
    const read = (this.candidateReads[later] as number) + 1;
    this.candidateReads[later] = read;
    let mask = 0;
    let count = 0;
    for (let at = 0; at < bits.length; at++) {
      const bit = bits[at] as number;
      if ((blocked & bit) !== 0) continue;
      const lacking = (requires[at] as number) & ~access;
      // With a Resource Card, one Building out of reach, the one it stands in for (the access
      // counted here may be more than the build will have: none lacking may be one then).
      if (
        build.grants < 0
          ? lacking === 0
          : (lacking & (lacking - 1)) === 0 && (lacking & ~build.grants) === 0
      ) {
        mask |= bit;
        const id = pool[at] as number;
        candidates[count++] = id;
        marks[id] = read;
      }
    }
    this.candidateCount[later] = count;
    return mask;
  }
}
