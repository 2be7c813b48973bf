// The build solver's tables of a record (build-model.ts): what the search reads on every node
// but never changes, worked out once: each card's Building and requirements, each build's pool of
// cards (as lists and as flat arrays), the cards of each Building in the open piles, the builds
// that may meet each demand, and the most Plankton Farms each seat may have built after a build.
import {
  BUILDING_TYPES,
  DECKS,
  type Deck,
  type Edition,
  type GameState,
} from '@antarctica-game/engine';
import type { BuildVar, Demand, TurnEnd } from './build-vars.js';
import { typeIndex } from './building-bits.js';

/** The cards and piles of a record, as the solver reads them. */
export interface PileTables {
  /** Each card's Building (a one-bit mask), its index in BUILDING_TYPES, its requirements. */
  typeBit: number[];
  typeOf: Int32Array;
  requires: number[];
  /** Whether each card carries an asterisk. */
  asterisk: boolean[];
  /** For each build, the cards it may be (its pile's at this player count, none stated elsewhere). */
  pool: number[][];
  /** For each build, its pool's Buildings and requirements, card by card. */
  poolBits: Int32Array[];
  poolRequires: Int32Array[];
  /** For each build, the Buildings of the cards it may be. */
  poolTypes: number[];
  /** For each card, the cards of its pile with the same Building (those a holder may swap to). */
  sameBuilding: number[][];
  /** The cards of each Building (by BUILDING_TYPES) in the piles the open builds take from. */
  typeCards: number[];
  /** The open builds of each pile, in the record's order. */
  openBuilds: Record<Deck, number[]>;
}

/** The tables of the cards and piles of a record's builds. */
export function pileTables(
  edition: Edition,
  initial: GameState,
  plan: { known: Record<Deck, Map<number, number>> },
  builds: readonly BuildVar[],
): PileTables {
  const cards = edition.buildingCards;
  const typeBit = cards.map((card) => 1 << BUILDING_TYPES.indexOf(card.builds));
  const requires = cards.map((card) =>
    card.requires.reduce((mask, type) => mask | (1 << BUILDING_TYPES.indexOf(type)), 0),
  );
  const count = initial.players.length;
  const pool = builds.map((build) => {
    if (build.known >= 0) return [build.known];
    const stated = new Set(plan.known[build.deck].values());
    return cards.flatMap((card, id) =>
      card.deck === build.deck && card.minPlayers <= count && !stated.has(id) ? [id] : [],
    );
  });
  const openBuilds: Record<Deck, number[]> = { basic: [], double: [], advanced: [] };
  builds.forEach((build, index) => {
    if (build.known < 0) openBuilds[build.deck].push(index);
  });
  const sameBuilding: number[][] = cards.map(() => []);
  const typeCards = BUILDING_TYPES.map(() => 0);
  for (const deck of DECKS) {
    const open = pool[openBuilds[deck][0] ?? -1] ?? [];
    for (const id of open) {
      for (const other of open) if (typeBit[other] === typeBit[id]) sameBuilding[id]?.push(other);
      const type = typeIndex(typeBit[id] as number);
      typeCards[type] = (typeCards[type] as number) + 1;
    }
  }
  return {
    typeBit,
    typeOf: Int32Array.from(typeBit, (bit) => typeIndex(bit)),
    requires,
    asterisk: cards.map((card) => card.asterisk),
    pool,
    poolBits: pool.map((ids) => Int32Array.from(ids, (id) => typeBit[id] as number)),
    poolRequires: pool.map((ids) => Int32Array.from(ids, (id) => requires[id] as number)),
    poolTypes: pool.map((ids) => ids.reduce((mask, id) => mask | (typeBit[id] as number), 0)),
    sameBuilding,
    typeCards,
    openBuilds,
  };
}

/**
 * The demands no other implies. Buildings stay where they are put, so a demand is met whenever one
 * in its area, as soon or sooner, of its seat (or of any, when it is anyone's), of fewer or the
 * same Buildings is: most of a record's demands repeat an earlier one (each ship built at a
 * Shipyard, each research), and the checks read every demand on every node.
 */
export function withoutImplied(demands: readonly Demand[]): Demand[] {
  return demands.filter(
    (demand, number) =>
      !demands.some(
        (other, at) =>
          other.area === demand.area &&
          (other.seat === demand.seat || demand.seat < 0) &&
          (other.mask & ~demand.mask) === 0 &&
          other.at <= demand.at &&
          // (Of two alike, the first stays.)
          (other.at < demand.at ||
            other.mask !== demand.mask ||
            other.seat !== demand.seat ||
            at < number),
      ),
  );
}

/** For each demand, the builds that may meet it: in its area (of its seat), before it. */
export function meetingBuilds(builds: readonly BuildVar[], demands: readonly Demand[]): number[][] {
  return demands.map((demand) =>
    builds.flatMap((build, index) =>
      index < demand.at &&
      build.area === demand.area &&
      (demand.seat < 0 || build.seat === demand.seat)
        ? [index]
        : [],
    ),
  );
}

/**
 * For each build, the most Plankton Farms its seat may have built once it is made (each places one
 * Scientist more than the probe counted): at every turn's end after it a Scientist left (none
 * needed at the last), and at every later build of the seat one in supply.
 */
export function farmBounds(builds: readonly BuildVar[], ends: readonly TurnEnd[]): number[] {
  return builds.map((build, index) => {
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
