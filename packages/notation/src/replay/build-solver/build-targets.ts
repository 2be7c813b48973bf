// The build solver's targets (solve-builds.ts): the final scores read only which builds are
// Plankton Farms and how many asterisk cards each seat holds (build-scores.ts). So before the
// search, every set of Plankton Farms the record allows is listed (at most one to an area, the
// pieces in the supply, the Scientists each seat keeps to the end, the last Scientist placed at
// the end, the research points the record shows one more), each with the asterisk cards the
// stated scores then demand of each seat. A partial choice must leave one of them reachable:
// that cuts, at the build that decides it, what the search would otherwise find out only at the
// end of the record, once for every way of choosing the builds in between.
import type { Edition } from '@antarctica-game/engine';
import type { ScoreResult } from '@antarctica-game/scoring';
import type { BuildModel } from './build-model.js';
import type { ScoreCheck } from './build-scores.js';
import { BuildSet } from './build-set.js';
import type { BuildVar } from './build-vars.js';
import { bitCount, PLANKTON } from './building-bits.js';
import { copyInto } from './copy-into.js';

/** The most builds that may be Plankton Farms for which the sets are listed (2^n of them). */
const MOST_FARM_BUILDS = 16;
/** Asterisk cards a set of Plankton Farms allows: any number (the scores do not read them). */
const ANY = 'any';

/** A set of Plankton Farms the record allows, and the asterisk cards it demands of each seat. */
interface Candidate {
  /** Bit k: farm build k (see farmBuilds) is a Plankton Farm. */
  mask: number;
  /** Asterisk cards among each seat's builds; null: no count gives the scores; unset: not read yet. */
  need?: number[] | typeof ANY | null;
}

/** What a build may be: with or without a Plankton Farm, its fewest and most asterisk cards. */
interface Range {
  farm: boolean;
  other: boolean;
  farmLow: number;
  farmHigh: number;
  otherLow: number;
  otherHigh: number;
}

/** The sets of Plankton Farms a record allows and the asterisk cards each demands. */
export class ScoreTargets {
  /** The builds that may be Plankton Farms, in the record's order. */
  private readonly farmBuilds: number[] = [];
  /** For each build, its bit among farmBuilds, or 0. */
  private readonly farmBit: number[];
  private readonly ranges: Range[];
  private readonly candidates: Candidate[] = [];
  /** Whether there were too many builds that may be Plankton Farms to list the sets. */
  private readonly open: boolean;
  private readonly low: number[];
  private readonly high: number[];
  /**
   * For each index, each seat's fewest and most asterisk cards among the builds after it that
   * may not be Plankton Farms (see reachable).
   */
  private readonly afterLow: number[][];
  private readonly afterHigh: number[][];
  /** The seats whose asterisk cards missed in the last {@link reachable} (a bit each). */
  private failedSeats = 0;

  constructor(
    private readonly model: BuildModel,
    private readonly edition: Edition,
    private readonly check: ScoreCheck,
    private readonly stated: readonly number[] | undefined,
  ) {
    const cards = edition.buildingCards;
    this.ranges = model.pool.map((pool) => {
      const range = {
        farm: false,
        other: false,
        farmLow: 1,
        farmHigh: 0,
        otherLow: 1,
        otherHigh: 0,
      };
      for (const id of pool) {
        const star = cards[id]?.asterisk ? 1 : 0;
        if (cards[id]?.builds === 'planktonFarm') {
          range.farm = true;
          range.farmLow = Math.min(range.farmLow, star);
          range.farmHigh = Math.max(range.farmHigh, star);
        } else {
          range.other = true;
          range.otherLow = Math.min(range.otherLow, star);
          range.otherHigh = Math.max(range.otherHigh, star);
        }
      }
      return range;
    });
    // A Plankton Farm that may place one Scientist (see onlyOne, build-scientists.ts) reads as no farm.
    const farmsBefore = model.planktons.map(() => 0);
    this.ranges.forEach((range, index) => {
      const build = model.builds[index] as BuildVar;
      if (!range.farm) return;
      const before = farmsBefore[build.seat] as number;
      farmsBefore[build.seat] = before + 1;
      if (build.left < 1 || build.left > 1 + before) return;
      range.other = true;
      range.otherLow = Math.min(range.otherLow, range.farmLow);
      range.otherHigh = Math.max(range.otherHigh, range.farmHigh);
    });
    this.farmBit = model.builds.map(() => 0);
    this.ranges.forEach((range, index) => {
      if (!range.farm) return;
      this.farmBit[index] = 1 << this.farmBuilds.length;
      this.farmBuilds.push(index);
    });
    this.low = model.planktons.map(() => 0);
    this.high = model.planktons.map(() => 0);
    this.afterLow = [];
    this.afterHigh = [];
    const low = model.planktons.map(() => 0);
    const high = model.planktons.map(() => 0);
    for (let index = model.builds.length - 1; index >= 0; index--) {
      this.afterLow[index] = low.slice();
      this.afterHigh[index] = high.slice();
      const range = this.ranges[index] as Range;
      if (range.farm) continue;
      const seat = (model.builds[index] as BuildVar).seat;
      low[seat] = (low[seat] as number) + range.otherLow;
      high[seat] = (high[seat] as number) + range.otherHigh;
    }
    this.open = this.farmBuilds.length > MOST_FARM_BUILDS;
    if (!this.open) this.list();
  }

  /** Whether some set of Plankton Farms, and the asterisk cards it demands, fit builds 0 to `index`. */
  reachable(index: number): boolean {
    if (this.open) return true;
    const { model, low, high } = this;
    const cards = this.edition.buildingCards;
    let decided = 0;
    let farms = 0;
    // (The builds after it that may not be Plankton Farms: counted once, see afterLow.)
    copyInto(low, this.afterLow[index] as number[]);
    copyInto(high, this.afterHigh[index] as number[]);
    for (let build = 0; build <= index; build++) {
      const seat = (model.builds[build] as BuildVar).seat;
      const card = cards[model.card[build] as number];
      const star = card?.asterisk ? 1 : 0;
      low[seat] = (low[seat] as number) + star;
      high[seat] = (high[seat] as number) + star;
      const bit = this.farmBit[build] as number;
      decided |= bit;
      if (card?.builds === 'planktonFarm' && model.single[build] === 0) farms |= bit;
    }
    this.failedSeats = 0;
    for (const candidate of this.candidates) {
      if ((candidate.mask & decided) !== farms) continue;
      const need = this.needOf(candidate);
      if (need === null) continue;
      if (need === ANY) return true;
      const seat = this.misfit(candidate.mask, index, need);
      if (seat < 0) return true;
      this.failedSeats |= 1 << seat;
    }
    return false;
  }

  /**
   * Whether build `index` should be a Plankton Farm by the first set read so far that gives the
   * stated scores and agrees with the builds before it; null when none is known (a value order:
   * the search tries that first).
   */
  farmFirst(index: number): boolean | null {
    const bit = this.farmBit[index] as number;
    if (this.open || bit === 0) return null;
    const { model } = this;
    let decided = 0;
    let farms = 0;
    for (const build of this.farmBuilds) {
      if (build >= index) break;
      const own = this.farmBit[build] as number;
      decided |= own;
      if (model.typeBit[model.card[build] as number] === PLANKTON && model.single[build] === 0)
        farms |= own;
    }
    for (const candidate of this.candidates)
      if (
        (candidate.mask & decided) === farms &&
        candidate.need !== undefined &&
        candidate.need !== null
      )
        return (candidate.mask & bit) !== 0;
    return null;
  }

  /**
   * The builds up to `index` that decided a failed {@link reachable}: those that may or may not
   * be Plankton Farms (which sets are left), and those that may or may not carry an asterisk of
   * the seats whose asterisk cards missed.
   */
  decidedBy(index: number): BuildSet {
    const out = new BuildSet();
    for (let build = 0; build <= index; build++) {
      const range = this.ranges[build] as Range;
      const made = this.model.builds[build] as BuildVar;
      if (made.known >= 0) continue;
      const farmOrNot = range.farm && range.other;
      const star =
        farmOrNot ||
        (range.farm && range.farmLow !== range.farmHigh) ||
        (range.other && range.otherLow !== range.otherHigh);
      if (farmOrNot || (star && (this.failedSeats & (1 << made.seat)) !== 0)) out.add(build);
    }
    return out;
  }

  /** The first seat whose asterisk cards `need` lie outside what the builds allow, or -1. */
  private misfit(mask: number, index: number, need: number[]): number {
    const { model, ranges } = this;
    for (let seat = 0; seat < need.length; seat++) {
      let low = this.low[seat] as number;
      let high = this.high[seat] as number;
      for (const build of this.farmBuilds) {
        if (build <= index || (model.builds[build] as BuildVar).seat !== seat) continue;
        const range = ranges[build] as Range;
        if ((mask & (this.farmBit[build] as number)) !== 0) {
          low += range.farmLow;
          high += range.farmHigh;
        } else {
          low += range.otherLow;
          high += range.otherHigh;
        }
      }
      const wanted = need[seat] as number;
      if (wanted < low || wanted > high) return seat;
    }
    return -1;
  }

  /** Lists the sets of Plankton Farms the record allows (see the file's first comment). */
  private list(): void {
    const { model, farmBuilds, ranges } = this;
    const seats = model.planktons.length;
    const counts = model.planktons.map(() => 0);
    let areas = 0;
    model.areaBuildings.forEach((buildings, area) => {
      if ((buildings & PLANKTON) !== 0) areas |= 1 << area;
    });
    const pieces = model.supply[31 - Math.clz32(PLANKTON)] as number;
    const last = model.ends[model.ends.length - 1];
    const boosts = model.demands.filter((demand) => demand.seat >= 0 && demand.mask === PLANKTON);
    const visit = (at: number, mask: number, total: number): void => {
      if (at === farmBuilds.length) {
        if (model.mustEnd && last !== undefined) {
          let ends = false;
          for (let seat = 0; seat < seats; seat++)
            if (counts[seat] === last.left[seat]) ends = true;
          if (!ends) return;
        }
        for (const demand of boosts)
          if (
            !farmBuilds.some((build, bit) => {
              const made = model.builds[build] as BuildVar;
              return (
                (mask & (1 << bit)) !== 0 &&
                build < demand.at &&
                made.seat === demand.seat &&
                made.area === demand.area
              );
            })
          )
            return;
        this.candidates.push({ mask });
        return;
      }
      const build = farmBuilds[at] as number;
      const made = model.builds[build] as BuildVar;
      if ((ranges[build] as Range).other) visit(at + 1, mask, total);
      const seat = made.seat;
      if (
        (areas & (1 << made.area)) === 0 &&
        total < pieces &&
        (counts[seat] as number) + 1 <= (model.most[build] as number)
      ) {
        counts[seat] = (counts[seat] as number) + 1;
        areas |= 1 << made.area;
        visit(at + 1, mask | (1 << at), total + 1);
        areas &= ~(1 << made.area);
        counts[seat] = (counts[seat] as number) - 1;
      }
    };
    visit(0, 0, 0);
    // Most Plankton Farms first: an order that finds the set the scores demand early in the
    // bot games of bench/replay.mjs (bot game 0: 1 set read of 36, against all 36 in the order
    // listed), as their scores are read only when needed (see reachable).
    this.candidates.sort((a, b) => bitCount(b.mask) - bitCount(a.mask));
  }

  /** The asterisk cards a set of Plankton Farms demands of each seat's builds (read once). */
  private needOf(candidate: Candidate): number[] | typeof ANY | null {
    if (candidate.need !== undefined) return candidate.need;
    candidate.need = this.readNeed(candidate.mask);
    return candidate.need;
  }

  private readNeed(mask: number): number[] | typeof ANY | null {
    if (!this.check.scored || this.stated === undefined) return ANY;
    const planktons = this.model.builds.map(
      (_, build) => (mask & (this.farmBit[build] as number)) !== 0,
    );
    const asterisks = this.model.planktons.map(() => 0);
    const scores = this.check.scoresOf({ planktons, asterisks });
    if (scores === null) return null;
    return asteriskNeed(scores, this.stated);
  }
}

/**
 * The asterisk cards among each seat's builds that turn `scores` (read with none among them)
 * into the `stated` points; ANY when the scores do not count asterisk cards; null when none do.
 */
export function asteriskNeed(
  scores: ScoreResult,
  stated: readonly number[],
): number[] | typeof ANY | null {
  const ranking = scores.categories.find((category) => category.kind === 'asterisk-cards');
  const points = scores.standings.map((standing) => standing.points);
  if (ranking === undefined) return points.join() === stated.join() ? ANY : null;
  const wanted = points.map(
    (total, seat) => (stated[seat] ?? 0) - (total - (ranking.players[seat]?.points ?? 0)),
  );
  const counts = asteriskCountsScoring(wanted);
  if (counts === null) return null;
  const need = counts.map((count, seat) => count - (ranking.players[seat]?.measure ?? 0));
  return need.every((count) => count >= 0) ? need : null;
}

/**
 * The asterisk cards each seat holds for the asterisk ranking to give it `points`, or null. The
 * ranking (the scoring package's scoreAsteriskCardsOf) gives the seats with the most cards the
 * number all seats hold, each lower seat the count one rank above, a seat with none 0: so the
 * points tell every count but the lowest, and that one is what the total leaves.
 */
export function asteriskCountsScoring(points: readonly number[]): number[] | null {
  if (points.some((value) => value < 0 || !Number.isInteger(value))) return null;
  const values = [...new Set(points.filter((value) => value > 0))].sort((a, b) => b - a);
  if (values.length === 0) return points.map(() => 0);
  const total = values[0] as number;
  const size = (value: number) => points.filter((point) => point === value).length;
  const counts = new Map<number, number>();
  let left = total;
  // Each rank but the lowest holds what the rank below it scores.
  for (let rank = 0; rank + 1 < values.length; rank++) {
    const count = values[rank + 1] as number;
    counts.set(values[rank] as number, count);
    left -= count * size(values[rank] as number);
  }
  const lowest = values[values.length - 1] as number;
  const share = left / size(lowest);
  if (!Number.isInteger(share) || share < 1) return null;
  if (values.length > 1 && share >= lowest) return null;
  counts.set(lowest, share);
  return points.map((value) => (value > 0 ? (counts.get(value) as number) : 0));
}
