// The build solver's model (solve-builds.ts): one variable per build (its Building, then its
// card), the state a partial choice of Buildings leaves (each area's Buildings, the supply, each
// seat's Plankton Farms), the cards a build may take there, the matching of cards to builds of a
// pile, and the forward checks that cut a partial choice no completion can satisfy.
import { BUILDING_TYPES, type Deck, type Edition, type GameState } from '@antarctica-game/engine';
import { advancedUpTo, inArea, laterReasons } from './build-conflicts.js';
import { demandsMatch } from './build-demands.js';
import { pilesMatch } from './build-matching.js';
import type { BuildVar, Demand, TurnEnd } from './build-probe.js';
import type { BuildSet } from './build-set.js';
import { PLANKTON, typeIndex } from './building-bits.js';

/** The builds' variables and the state of a partial choice, with the checks on it. */
export class BuildModel {
  /** Each card's Building (a one-bit mask). */
  readonly typeBit: number[];
  /** Whether each card carries an asterisk. */
  readonly asterisk: boolean[];
  /** Each card's requirements (a mask). */
  readonly requires: number[];
  /** For each build, the cards it may be (its pile's at this player count, none stated elsewhere). */
  readonly pool: number[][];
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
  /** For each build, 1 when it is a Plankton Farm that placed one Scientist (see onlyOne). */
  readonly single: Uint8Array;
  /** For each card, the cards of its pile with the same Building (those a holder may swap to). */
  readonly sameBuilding: number[][];
  /** Scratch space of augment: the mark of each card seen (one number a call). */
  private readonly seen: Int32Array;
  private mark = 0;
  /** The cards of its chosen Building each build may hold (what the matching may move it to). */
  readonly domain: number[][];
  /** Scratch space of possibleTypes. */
  private readonly extra: number[];
  /** For each demand, the builds that may meet it: in its area (of its seat), before it. */
  readonly meeting: number[][];
  private readonly meetingOf: Map<Demand, number[]>;
  /** The open builds of each pile, in the record's order. */
  readonly openBuilds: Record<Deck, number[]>;
  /** The cards of each Building (by BUILDING_TYPES) in the piles the open builds take from. */
  readonly typeCards: number[];
  /** For each build, the areas where its seat's ships are (a bit each). */
  readonly shipMask: number[];
  /** For each build, the Buildings of the cards it may be. */
  readonly poolTypes: number[];
  /** For each later build, the Buildings a need forces on it, or 0 (set by demandsMatch). */
  readonly forced: number[];
  /**
   * For each later build, the cards it may still take at best: the first candidateCount of
   * them (filled by possibleTypes, with what each may still put in `possible`).
   */
  readonly candidates: Int32Array[];
  readonly candidateCount: Int32Array;
  readonly possible: number[];
  /** Each card's Building, by its index in BUILDING_TYPES. */
  readonly typeOf: Int32Array;
  /** For each build, its pool's Buildings and requirements, card by card (see possibleTypes). */
  private readonly poolBits: Int32Array[];
  private readonly poolRequires: Int32Array[];
  /**
   * For each later build, what possibleTypes last read its candidates with (-1: never): the
   * Buildings blocked and those in reach. Alike, its candidates stand.
   */
  private readonly readBlocked: Int32Array;
  private readonly readAccess: Int32Array;
  /** The turns' ends before each build. */
  private readonly endsAt: TurnEnd[][];
  /**
   * For each index, each seat's builds after it and before the last turn's end that may be
   * Plankton Farms (see endReachable: fixed by the record, so counted once).
   */
  private readonly farmsAfter: number[][];

  constructor(
    edition: Edition,
    initial: GameState,
    plan: { known: Record<Deck, Map<number, number>> },
    readonly builds: BuildVar[],
    readonly demands: Demand[],
    readonly ends: TurnEnd[],
    readonly mustEnd: boolean,
  ) {
    const cards = edition.buildingCards;
    this.typeBit = cards.map((card) => 1 << BUILDING_TYPES.indexOf(card.builds));
    this.asterisk = cards.map((card) => card.asterisk);
    this.requires = cards.map((card) =>
      card.requires.reduce((mask, type) => mask | (1 << BUILDING_TYPES.indexOf(type)), 0),
    );
    const count = initial.players.length;
    this.pool = builds.map((build) => {
      if (build.known >= 0) return [build.known];
      const stated = new Set(plan.known[build.deck].values());
      return cards.flatMap((card, id) =>
        card.deck === build.deck && card.minPlayers <= count && !stated.has(id) ? [id] : [],
      );
    });
    this.areaBuildings = initial.areas.map((area) => area.buildings);
    this.extra = initial.areas.map(() => 0);
    this.supply = BUILDING_TYPES.map((type) => initial.buildingSupply[type] ?? 0);
    this.planktons = initial.players.map(() => 0);
    this.card = new Int32Array(builds.length).fill(-1);
    this.single = new Uint8Array(builds.length);
    this.holder = new Int32Array(cards.length).fill(-1);
    this.seen = new Int32Array(cards.length);
    this.sameBuilding = cards.map(() => []);
    this.domain = builds.map(() => []);
    this.candidates = this.pool.map((pool) => new Int32Array(pool.length));
    this.candidateCount = new Int32Array(builds.length);
    this.possible = builds.map(() => 0);
    this.typeOf = Int32Array.from(this.typeBit, (bit) => typeIndex(bit));
    this.poolBits = this.pool.map((pool) =>
      Int32Array.from(pool, (id) => this.typeBit[id] as number),
    );
    this.readBlocked = new Int32Array(builds.length).fill(-1);
    this.readAccess = new Int32Array(builds.length).fill(-1);
    this.poolRequires = this.pool.map((pool) =>
      Int32Array.from(pool, (id) => this.requires[id] as number),
    );
    this.endsAt = builds.map(() => []);
    this.endsAt.push([]);
    for (const end of ends) this.endsAt[end.at]?.push(end);
    this.forced = builds.map(() => 0);
    this.openBuilds = { basic: [], double: [], advanced: [] };
    builds.forEach((build, index) => {
      if (build.known < 0) this.openBuilds[build.deck].push(index);
    });
    this.farmsAfter = builds.map((_, index) => this.countFarmsAfter(index));
    // The cards of each Building in the piles the open builds take from.
    this.typeCards = BUILDING_TYPES.map(() => 0);
    for (const deck of ['basic', 'double', 'advanced'] as const) {
      const open = builds.findIndex((build) => build.deck === deck && build.known < 0);
      for (const id of this.pool[open] ?? [])
        for (const other of this.pool[open] ?? [])
          if (this.typeBit[other] === this.typeBit[id]) this.sameBuilding[id]?.push(other);
      for (const id of this.pool[open] ?? []) {
        const type = typeIndex(this.typeBit[id] as number);
        this.typeCards[type] = (this.typeCards[type] as number) + 1;
      }
    }
    this.meeting = demands.map((demand) =>
      builds.flatMap((build, index) =>
        index < demand.at &&
        build.area === demand.area &&
        (demand.seat < 0 || build.seat === demand.seat)
          ? [index]
          : [],
      ),
    );
    this.meetingOf = new Map(demands.map((demand, number) => [demand, this.meeting[number] ?? []]));
    this.shipMask = builds.map((build) =>
      build.shipAreas.reduce((mask, area) => mask | (1 << area), 0),
    );
    this.poolTypes = this.pool.map((pool) =>
      pool.reduce((mask, id) => mask | (this.typeBit[id] as number), 0),
    );
    // Upper bounds on each seat's Plankton Farms (each places one Scientist more than the probe
    // counted): at every turn's end a Scientist left (none needed at the last), and at every
    // later build of the seat one in supply.
    this.most = builds.map((build, index) => {
      let most = Number.POSITIVE_INFINITY;
      for (const end of ends)
        if (end.at > index) most = Math.min(most, (end.left[build.seat] ?? 0) - (end.last ? 0 : 1));
      for (let later = index + 1; later < builds.length; later++) {
        const other = builds[later] as BuildVar;
        // (Exact only while the seat has not recruited: see recruits.)
        if (other.seat === build.seat && other.recruits === 0)
          most = Math.min(most, other.supply - 1);
      }
      return most;
    });
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
    const out: number[] = [];
    for (const id of this.pool[index] as number[]) {
      const bit = this.typeBit[id] as number;
      if ((here & bit) !== 0) continue;
      if ((supply[typeIndex(bit)] as number) <= 0) continue;
      if (!this.hasScientists(build, bit, planktons[build.seat] as number)) continue;
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
    const single = bit === PLANKTON && this.onlyOne(build, this.planktons[build.seat] as number);
    this.single[index] = single ? 1 : 0;
    if (bit === PLANKTON && !single)
      this.planktons[build.seat] = (this.planktons[build.seat] as number) + 1;
  }

  /**
   * Whether the seat has the Scientists for a card of Building `bit` with `farms` Plankton Farms
   * built (each took one more than the probe counted).
   */
  hasScientists(build: BuildVar, bit: number, farms: number): boolean {
    if (bit === PLANKTON && this.onlyOne(build, farms)) return true;
    return build.supply - (build.recruits > 0 ? 0 : farms) >= (bit === PLANKTON ? 2 : 1);
  }

  /**
   * Whether a Plankton Farm here may place one Scientist: the engine's end-game exception (Polish
   * rulebook) when every player has one Scientist left at most and only Plankton Farms are on
   * top of the piles. Only the seat's own count is known here; the engine's replay checks the
   * rest. Such a farm places no more than the probe counted.
   */
  onlyOne(build: BuildVar, farms: number): boolean {
    return build.left - farms === 1;
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

  /** Build `index` takes a card of `domain`: a free one, or one another build of its pile gives up. */
  augment(index: number, domain: readonly number[]): boolean {
    this.mark++;
    return this.takeOne(domain, index);
  }

  private takeOne(options: readonly number[], taker: number): boolean {
    for (const id of options) {
      if (this.seen[id] === this.mark) continue;
      this.seen[id] = this.mark;
      const held = this.holder[id] as number;
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
    const unmet = demandsMatch(this, index, possible);
    if (unmet !== true) return unmet;
    const unmatched = pilesMatch(this, index);
    if (unmatched !== true) return unmatched;
    if (this.mustEnd && !this.endReachable(index)) {
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
        candidates[count++] = pool[at] as number;
      }
    }
    this.candidateCount[later] = count;
    return mask;
  }

  /** Whether some seat may still place its last Scientist at the last turn's end. */
  endReachable(index: number): boolean {
    const last = this.ends[this.ends.length - 1];
    if (last === undefined) return true;
    const after = this.farmsAfter[index] as number[];
    for (let seat = 0; seat < this.planktons.length; seat++) {
      const may = (this.planktons[seat] as number) + (after[seat] as number);
      if (may >= (last.left[seat] as number)) return true;
    }
    return false;
  }

  /** See farmsAfter. */
  private countFarmsAfter(index: number): number[] {
    const counts = this.planktons.map(() => 0);
    const last = this.ends[this.ends.length - 1];
    if (last === undefined) return counts;
    for (let later = index + 1; later < this.builds.length && later < last.at; later++) {
      const other = this.builds[later] as BuildVar;
      if (other.deck === 'advanced' && (other.known < 0 || this.typeBit[other.known] === PLANKTON))
        counts[other.seat] = (counts[other.seat] as number) + 1;
    }
    return counts;
  }

  endHolds(): boolean {
    if (!this.mustEnd) return true;
    const last = this.ends[this.ends.length - 1];
    if (last === undefined) return true;
    return this.planktons.some((count, seat) => count === last.left[seat]);
  }
}
