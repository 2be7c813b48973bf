// A forward check of the build solver (build-model.ts): the Buildings that later moves need and
// that only builds still to come can put there (a Shipyard for a ship built, a Research Center
// for research...) each need a card of their own, when they are in different areas or are
// different Buildings; and a pile holds few cards of each Building. The check matches those
// needs to the cards of each Building left (neither taken by the builds made so far nor beyond
// the pieces left), so a build that spends the last free card of a Building another area needs
// is cut at once, not at the move that needed it many builds later.
import { BUILDING_TYPES } from '@antarctica-game/engine';
import { inArea, laterReasons } from './build-conflicts.js';
import type { BuildModelView } from './build-model-view.js';
import { BuildSet } from './build-set.js';
import type { BuildVar, Demand } from './build-vars.js';
import { bitCount, typeIndex } from './building-bits.js';

/**
 * The check of later moves' needs against the cards left, with its scratch space: one for each
 * model (BuildModel.demandMatch), refilled on every node rather than made anew.
 */
export class DemandMatch {
  /** The needs (a mask of Buildings each), the demand behind each. */
  private readonly needs: number[] = [];
  private readonly behind: Demand[] = [];
  /** The builds that may meet each need's demand (see BuildModel.meeting), by need. */
  private readonly meetings: (readonly number[])[] = [];
  /** The matching: the cards of each Building left, the needs each Building takes. */
  private readonly left = BUILDING_TYPES.map(() => 0);
  private readonly takers: number[][] = BUILDING_TYPES.map(() => []);
  /** How many needs each Building's takers hold (a count, not a length set on every node). */
  private readonly taken = BUILDING_TYPES.map(() => 0);
  /** The need each build serves, or -1; the mark of each build seen (see serve). */
  private readonly servedBy: number[] = [];
  private readonly servedSeen: number[] = [];
  private serveMark = 0;
  /** The Buildings place has seen (a mask; no Set allocated on every node). */
  private seenTypes = 0;
  /** Scratch space of collectNeeds: the demands not met yet, narrowed. */
  private readonly foundMasks: number[] = [];
  private readonly foundDemands: Demand[] = [];
  private readonly foundMeetings: number[][] = [];

  /**
   * True when the needs of later moves may each get a card and a build; else the builds that
   * decide it. Sets `forced` on the way: the Buildings a later build must put, where only it
   * meets a need.
   */
  check(model: BuildModelView, index: number, possible: readonly number[]): true | BuildSet {
    const { needs, left, taken } = this;
    this.collectNeeds(model, index, possible);
    if (needs.length === 0) return true;
    // The cards of each Building left: in the pile and not taken so far, no more than its pieces.
    for (let type = 0; type < left.length; type++) {
      left[type] = model.typeCards[type] as number;
      taken[type] = 0;
    }
    for (let build = 0; build <= index; build++)
      if ((model.builds[build] as BuildVar).known < 0) {
        const type = typeIndex(model.typeBit[model.card[build] as number] as number);
        left[type] = (left[type] as number) - 1;
      }
    for (let type = 0; type < left.length; type++)
      left[type] = Math.min(left[type] as number, model.supply[type] as number);
    for (let need = 0; need < needs.length; need++) {
      this.seenTypes = 0;
      if (!this.place(need)) return this.decidedBy(model, index);
    }
    // And a build of its own: in its area, before it, that may still put one of its Buildings.
    this.servedBy.fill(-1);
    for (let need = 0; need < needs.length; need++) {
      this.serveMark++;
      if (!this.serve(index, possible, need)) return this.decidedBy(model, index);
    }
    // A need only one build may meet forces that build's Building among the need's.
    model.forced.fill(0);
    for (let need = 0; need < needs.length; need++) {
      let only = -1;
      for (const build of this.meetings[need] as readonly number[]) {
        if (build <= index || ((possible[build] as number) & (needs[need] as number)) === 0)
          continue;
        only = only === -1 ? build : -2;
      }
      if (only >= 0) model.forced[only] = (needs[need] as number) & (possible[only] as number);
    }
    return true;
  }

  /** Gives need `need` a later build that may meet it, moving earlier needs where it must. */
  private serve(index: number, possible: readonly number[], need: number): boolean {
    const { servedBy, servedSeen } = this;
    for (const build of this.meetings[need] as readonly number[]) {
      if (build <= index || servedSeen[build] === this.serveMark) continue;
      if (((possible[build] as number) & (this.needs[need] as number)) === 0) continue;
      servedSeen[build] = this.serveMark;
      const other = servedBy[build] ?? -1;
      if (other < 0 || this.serve(index, possible, other)) {
        servedBy[build] = need;
        return true;
      }
    }
    return false;
  }

  /** Gives need `need` a Building with a card left, moving earlier needs where it must. */
  private place(need: number): boolean {
    const mask = this.needs[need] as number;
    for (let rest = mask; rest !== 0; rest &= rest - 1) {
      const bit = rest & -rest;
      if ((this.seenTypes & bit) !== 0) continue;
      this.seenTypes |= bit;
      const type = typeIndex(bit);
      const list = this.takers[type] as number[];
      const count = this.taken[type] as number;
      if (count < (this.left[type] as number)) {
        list[count] = need;
        this.taken[type] = count + 1;
        return true;
      }
      for (let at = 0; at < count; at++) {
        if (this.place(list[at] as number)) {
          list[at] = need;
          return true;
        }
      }
    }
    return false;
  }

  /**
   * The needs after build `index`: each demand not met yet, narrowed to the Buildings the later
   * builds in its area may still put; in one area, only needs that share no Building (one build
   * may meet two that do), the narrower kept first.
   */
  private collectNeeds(model: BuildModelView, index: number, possible: readonly number[]): void {
    const { needs, behind, meetings, foundMasks, foundDemands, foundMeetings } = this;
    needs.length = 0;
    behind.length = 0;
    meetings.length = 0;
    // (Kept in order of their Buildings' count, the narrower first: an insertion sort.)
    let found = 0;
    for (let number = 0; number < model.demands.length; number++) {
      const demand = model.demands[number] as Demand;
      if (demand.at <= index || demand.seat >= 0) continue;
      if (((model.areaBuildings[demand.area] as number) & demand.mask) !== 0) continue;
      let reach = 0;
      let stated = false;
      const meeting = model.meeting[number] as number[];
      for (const later of meeting) {
        if (later <= index) continue;
        const other = model.builds[later] as BuildVar;
        reach |= possible[later] as number;
        // A card the record states may meet it, from outside the open piles.
        if (other.known >= 0 && ((model.typeBit[other.known] as number) & demand.mask) !== 0)
          stated = true;
      }
      const mask = demand.mask & reach;
      // (None: the demand check reports it.)
      if (mask === 0 || stated) continue;
      let at = found++;
      const width = bitCount(mask);
      while (at > 0 && bitCount(foundMasks[at - 1] as number) > width) {
        foundMasks[at] = foundMasks[at - 1] as number;
        foundDemands[at] = foundDemands[at - 1] as Demand;
        foundMeetings[at] = foundMeetings[at - 1] as number[];
        at--;
      }
      foundMasks[at] = mask;
      foundDemands[at] = demand;
      foundMeetings[at] = meeting;
    }
    for (let at = 0; at < found; at++) {
      const mask = foundMasks[at] as number;
      const demand = foundDemands[at] as Demand;
      let apart = true;
      for (let kept = 0; kept < needs.length && apart; kept++)
        if ((behind[kept] as Demand).area === demand.area && ((needs[kept] as number) & mask) !== 0)
          apart = false;
      if (apart) {
        needs.push(mask);
        behind.push(demand);
        meetings.push(foundMeetings[at] as number[]);
      }
    }
  }

  /**
   * The builds up to `index` a failed match depends on (and the Buildings it forced): those that
   * took a card of a needed Building, those in the needs' areas that could have met them, and
   * what decides what the later builds there may put.
   */
  decidedBy(model: BuildModelView, index: number): BuildSet {
    let wanted = 0;
    for (const need of this.needs) wanted |= need;
    const out = new BuildSet();
    for (let build = 0; build <= index; build++) {
      const made = model.builds[build] as BuildVar;
      if (made.known < 0 && ((model.typeBit[model.card[build] as number] as number) & wanted) !== 0)
        out.add(build);
    }
    for (const demand of this.behind) {
      out.addAll(inArea(model, index, demand));
      for (const later of model.meetingAt(demand))
        if (later > index) laterReasons(model, index, later, demand.mask, out);
    }
    return out;
  }
}
