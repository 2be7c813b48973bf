// The build solver's variables and constraints as the probe (build-probe.ts) finds them in a
// table record: the builds, what later moves need, the turns' ends, the Scientists moved to the
// supply. Types only, below the probe, the model and the model's checks, which all read them.
import type { Deck } from '@antarctica-game/engine';

/** A build of the record, as the solver sees it. */
export interface BuildVar {
  item: number;
  moveNumber: number;
  seat: number;
  area: number;
  deck: Deck;
  /** Its place among the builds from its pile (0: the first top card). */
  position: number;
  /** The card the record states for it, or -1. */
  known: number;
  /** The Building the Resource Card played stands in for (as bits), or -1 with none played. */
  grants: number;
  /** The areas where the seat has ships at the build. */
  shipAreas: number[];
  /** The seat's supply before the build in the probe (one Scientist a card). */
  supply: number;
  /** The seat's Scientists not placed before the build in the probe (supply and reserve). */
  left: number;
  /** Each seat's Scientists not placed before the build in the probe (see onlyOne, build-scientists.ts). */
  seatsLeft: number[];
  /** The card the probe built. */
  probeCard: number;
  /** The seat's recruits before the build (a Plankton Farm's second Scientist recruits one more there). */
  recruits: number;
}

/** A later move that needs one of some Buildings in an area: before build `at` is made. */
export interface Demand {
  at: number;
  area: number;
  mask: number;
  /** The seat whose build it must be (a Plankton Farm's second Scientist), or -1: anyone's. */
  seat: number;
}

/** The Scientists each seat has left at a turn's end in the probe, before build `at`. */
export interface TurnEnd {
  at: number;
  left: number[];
  last: boolean;
}

/** A move of Scientists from a seat's reserve to its supply in the probe. */
export interface Transfer {
  /** The builds made before it (it comes before build `at`). */
  at: number;
  /** A recruit's area (it takes as many as the seat's ships and Scientists there), or -1. */
  area: number;
  /** A recruit's ships and Scientists of the seat in its area; else the count taken. */
  count: number;
  /** The seat's reserve before it. */
  reserve: number;
}

/** A move that takes a Scientist from its seat's supply ("Place a Scientist"), in the probe. */
export interface SupplyNeed {
  /** The builds made before it. */
  at: number;
  seat: number;
  /** The seat's transfers before it. */
  transfers: number;
  /** The seat's supply before it, in the probe. */
  supply: number;
}
