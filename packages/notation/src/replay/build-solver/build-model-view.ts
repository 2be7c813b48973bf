// What the build solver's checks (build-conflicts.ts, build-demands.ts, build-end.ts,
// build-matching.ts, build-scientists.ts) read of its model: the face of the class BuildModel
// (build-model.ts), which runs those checks, as a type of its own below them, so that the checks
// do not import the file that imports them.
import type { Deck } from '@antarctica-game/engine';
import type { BuildSet } from './build-set.js';
import type { BuildVar, Demand, SupplyNeed, Transfer, TurnEnd } from './build-vars.js';

/** The build solver's model as its checks read it (see BuildModel for each field). */
export interface BuildModelView {
  // The record's variables and constraints (see build-vars.ts).
  readonly builds: readonly BuildVar[];
  readonly demands: readonly Demand[];
  readonly ends: readonly TurnEnd[];
  readonly mustEnd: boolean;
  readonly transfers: readonly Transfer[][];
  readonly needsAt: readonly SupplyNeed[][];
  // The record's tables, fixed (see PileTables in build-tables.ts).
  readonly typeBit: readonly number[];
  readonly typeOf: Int32Array;
  readonly requires: readonly number[];
  readonly pool: readonly number[][];
  readonly poolTypes: readonly number[];
  readonly sameBuilding: readonly number[][];
  readonly typeCards: readonly number[];
  readonly openBuilds: Readonly<Record<Deck, number[]>>;
  readonly meeting: readonly number[][];
  readonly shipMask: readonly number[];
  readonly farmsAfter: readonly number[][];
  // The state of a partial choice, and the checks' scratch space.
  readonly areaBuildings: number[];
  readonly supply: number[];
  readonly planktons: number[];
  readonly card: Int32Array;
  readonly single: Uint8Array;
  readonly perArea: number[];
  readonly forced: number[];
  readonly candidates: Int32Array[];
  readonly candidateCount: Int32Array;
  readonly candidateMark: Int32Array[];
  readonly candidateReads: Int32Array;
  readonly matched: Int32Array;
  readonly possible: readonly number[];
  /** The check of later moves' needs (build-demands.ts), with what its last run found. */
  readonly demandMatch: {
    decidedBy(model: BuildModelView, index: number): BuildSet;
  };
  /** The builds that may meet a demand. */
  meetingAt(demand: Demand): readonly number[];
}
