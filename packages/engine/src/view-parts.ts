import type { ShipyardCard } from './edition/edition.js';
import type {
  AreaState,
  GameState,
  Icebreaker,
  PlayerState,
  TrackState,
  TurnState,
  VisitState,
} from './state/state.js';
import { copyBuildingSupply } from './state/writable.js';

// The frozen parts of the last views made, to be handed out again when the state's part holds the
// same values: a view freezes a copy of every part of the state, and from one decision to the next
// most of them have not changed. Comparing a part with the last one costs a fraction of copying
// and freezing it again. Frozen, a part can be shared by any number of views; it is compared value
// by value with the state's (never trusted by identity), so a state changed in place still gets a
// view of what it holds. A part is never handed out as the view of itself (a state made from a
// view, as a bot's determinization is, gets copies of its own).
//
// The values are compared with plain copies kept beside the frozen parts (`Kept`), never with the
// frozen lists: V8 (Node 20) reads a frozen array several times slower than a plain one (48 ns
// against 11 ns for a walk of 12 numbers), and these walks run over every part of every view.

const freeze = Object.freeze as <T>(value: T) => T;

/** A frozen list handed out by views, and a plain copy of its values to compare with. */
export interface Kept<T> {
  seen: T[];
  plain: T[];
}

/**
 * Whether two lists hold the same values in the same order. One function per kind of element: a
 * read shared by lists of numbers, flags and card names sees too many kinds of array for V8 to
 * keep it fast.
 */
function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false;
  return true;
}

/** {@link sameNumbers} for lists of flags. */
function sameFlags(a: readonly boolean[], b: readonly boolean[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false;
  return true;
}

/** {@link sameNumbers} for lists of Shipyard Cards. */
function sameCards(a: readonly ShipyardCard[], b: readonly ShipyardCard[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false;
  return true;
}

/** A frozen copy of a list (spread syntax: `slice` is slow on the frozen lists of a frozen state). */
export const frozenCopy = <T>(list: readonly T[]): T[] => freeze([...list]);

/** `list` kept: its frozen copy and a plain one. */
const keep = <T>(list: readonly T[]): Kept<T> => ({ seen: freeze([...list]), plain: [...list] });

/** `list` as a view shows it: the last kept copy when it holds the same values (and is not it). */
function numbersKept(last: Kept<number> | undefined, list: readonly number[]): Kept<number> {
  return last !== undefined && last.seen !== list && sameNumbers(last.plain, list)
    ? last
    : keep(list);
}

/** {@link numbersKept} for lists of flags. */
function flagsKept(last: Kept<boolean> | undefined, list: readonly boolean[]): Kept<boolean> {
  return last !== undefined && last.seen !== list && sameFlags(last.plain, list)
    ? last
    : keep(list);
}

/** {@link numbersKept} for lists of Shipyard Cards. */
function cardsKept(
  last: Kept<ShipyardCard> | undefined,
  list: readonly ShipyardCard[],
): Kept<ShipyardCard> {
  return last !== undefined && last.seen !== list && sameCards(last.plain, list)
    ? last
    : keep(list);
}

/** The last view of an area: the frozen part handed out, and its lists kept. */
interface AreaKept {
  seen: AreaState;
  ships: Kept<number>;
  scientists: Kept<number>;
}

/** The last view of a Research Track. */
interface TrackKept {
  seen: TrackState;
  spaces: Kept<number>;
  blueUsed: Kept<boolean>;
}

/** The last view of a player (the lists of their hand only as they see themselves). */
interface PlayerKept {
  seen: PlayerState | OtherPlayerSeen;
  buildingCards: Kept<number>;
  shipyardCards: Kept<ShipyardCard> | undefined;
  resourceCards: Kept<number> | undefined;
}

const areas: Array<AreaKept | undefined> = [];
const tracks: Array<TrackKept | undefined> = [];
/** By seat, twice: the player as others see them (even index) and as they see themselves. */
const players: Array<PlayerKept | undefined> = [];
let ships: Kept<number> | undefined;
let supply: Record<string, number> | undefined;
let rules: GameState['rules'] | undefined;
let turn: { seen: TurnState; builtShips: Kept<number> } | undefined;
let visit: { seen: VisitState; cardPlayed: Kept<boolean> } | undefined;
/** A Building Card pile as a view shows it. */
type PileSeen = { top: number | null; count: number };
const piles: Array<PileSeen | undefined> = [];
let pileSet: Record<'basic' | 'double' | 'advanced', PileSeen> | undefined;

/** A player as another player sees them (the view's `OtherPlayer`). */
export type OtherPlayerSeen = Omit<PlayerState, 'shipyardCards' | 'resourceCards'> & {
  shipyardCards: number;
  resourceCards: number;
};

/** The frozen view of area `index`: the last one made when it holds the same values. */
export function areaSeen(area: AreaState, index: number): AreaState {
  const last = areas[index];
  const ships = numbersKept(last?.ships, area.ships);
  const scientists = numbersKept(last?.scientists, area.scientists);
  if (
    last !== undefined &&
    ships === last.ships &&
    scientists === last.scientists &&
    last.seen.closed === area.closed &&
    last.seen.buildings === area.buildings
  )
    return last.seen;
  const seen = freeze({
    closed: area.closed,
    ships: ships.seen,
    buildings: area.buildings,
    scientists: scientists.seen,
  });
  areas[index] = { seen, ships, scientists };
  return seen;
}

/** The frozen view of Research Track `index`: the last one made when it holds the same values. */
export function trackSeen(track: TrackState, index: number): TrackState {
  const last = tracks[index];
  const spaces = numbersKept(last?.spaces, track.spaces);
  const blueUsed = flagsKept(last?.blueUsed, track.blueUsed);
  if (
    last !== undefined &&
    spaces === last.spaces &&
    blueUsed === last.blueUsed &&
    last.seen.closed === track.closed
  )
    return last.seen;
  const seen = freeze({ closed: track.closed, spaces: spaces.seen, blueUsed: blueUsed.seen });
  tracks[index] = { seen, spaces, blueUsed };
  return seen;
}

/** The frozen view of the player at `seat`: in full for themselves, their hand as counts for others. */
export function playerSeen(
  player: PlayerState,
  seat: number,
  viewer: number,
): PlayerState | OtherPlayerSeen {
  const own = seat === viewer;
  const slot = seat * 2 + (own ? 1 : 0);
  const last = players[slot];
  const buildingCards = numbersKept(last?.buildingCards, player.buildingCards);
  const shipyardCards = own ? cardsKept(last?.shipyardCards, player.shipyardCards) : undefined;
  const resourceCards = own ? numbersKept(last?.resourceCards, player.resourceCards) : undefined;
  if (last !== undefined) {
    const seen = last.seen;
    if (
      buildingCards === last.buildingCards &&
      shipyardCards === last.shipyardCards &&
      resourceCards === last.resourceCards &&
      seen.color === player.color &&
      seen.name === player.name &&
      seen.supply === player.supply &&
      seen.reserve === player.reserve &&
      seen.cubes === player.cubes &&
      seen.discarded === player.discarded &&
      seen.startingBasicCard === player.startingBasicCard &&
      (own ||
        (seen.shipyardCards === player.shipyardCards.length &&
          seen.resourceCards === player.resourceCards.length))
    )
      return seen;
  }
  const seen = {
    color: player.color,
    supply: player.supply,
    reserve: player.reserve,
    cubes: player.cubes,
    discarded: player.discarded,
    buildingCards: buildingCards.seen,
    shipyardCards: shipyardCards === undefined ? player.shipyardCards.length : shipyardCards.seen,
    resourceCards: resourceCards === undefined ? player.resourceCards.length : resourceCards.seen,
    startingBasicCard: player.startingBasicCard,
  } as PlayerState | OtherPlayerSeen;
  if (player.name !== undefined) seen.name = player.name;
  players[slot] = { seen: freeze(seen), buildingCards, shipyardCards, resourceCards };
  return seen;
}

/** Where every ship is, frozen. */
export function shipsSeen(list: readonly number[]): number[] {
  ships = numbersKept(ships, list);
  return ships.seen;
}

/** The building supply, frozen: one count per kind of building, as every valid state has. */
export function supplySeen(given: Readonly<Record<string, number>>): Record<string, number> {
  if (supply !== undefined && supply !== given && sameSupply(supply, given)) return supply;
  supply = freeze(copyBuildingSupply(given));
  return supply;
}

/**
 * Whether two building supplies hold the same counts, read by name as `copyBuildingSupply` copies
 * them (a loop over the names makes each read a slow lookup by a changing key).
 */
function sameSupply(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>) {
  return (
    a.camp === b.camp &&
    a.shipyard === b.shipyard &&
    a.crane === b.crane &&
    a.shaftTower === b.shaftTower &&
    a.derrick === b.derrick &&
    a.windTurbine === b.windTurbine &&
    a.lab === b.lab &&
    a.factory === b.factory &&
    a.inlandResearchCenter === b.inlandResearchCenter &&
    a.coastalResearchCenter === b.coastalResearchCenter &&
    a.navalResearchCenter === b.navalResearchCenter &&
    a.headquarters === b.headquarters &&
    a.planktonFarm === b.planktonFarm &&
    a.parabolicAntenna === b.parabolicAntenna
  );
}

/** The rule readings, frozen. */
export function rulesSeen(given: GameState['rules']): GameState['rules'] {
  if (rules !== undefined && rules !== given) {
    let count = 0;
    let same = true;
    for (const key in given) {
      count++;
      if (rules[key as keyof typeof rules] !== given[key as keyof typeof given]) same = false;
    }
    for (const _ in rules) count--;
    if (same && count === 0) return rules;
  }
  rules = freeze({ ...given });
  return rules;
}

/** A Building Card pile as a view shows it: its face-up top card and its size. */
function pileSeen(index: number, cards: readonly number[]): PileSeen {
  const last = piles[index];
  // Never `cards[-1]`: V8 reads an index below zero as a named property, many times slower.
  const top = cards.length === 0 ? null : (cards[cards.length - 1] as number);
  if (last !== undefined && last.top === top && last.count === cards.length) return last;
  const seen = freeze({ top, count: cards.length });
  piles[index] = seen;
  return seen;
}

/** The Building Card piles as a view shows them: the last set made when each pile's view is the same. */
export function pilesSeen(
  piles: GameState['piles'],
): Record<'basic' | 'double' | 'advanced', PileSeen> {
  const basic = pileSeen(0, piles.basic);
  const double = pileSeen(1, piles.double);
  const advanced = pileSeen(2, piles.advanced);
  const last = pileSet;
  if (
    last !== undefined &&
    last.basic === basic &&
    last.double === double &&
    last.advanced === advanced
  )
    return last;
  const seen = freeze({ basic, double, advanced });
  pileSet = seen;
  return seen;
}

/** The turn going on, frozen. */
export function turnSeen(given: TurnState): TurnState {
  const last = turn;
  const builtShips = numbersKept(last?.builtShips, given.builtShips);
  if (last !== undefined && builtShips === last.builtShips) {
    const seen = last.seen;
    if (
      seen !== given &&
      seen.seat === given.seat &&
      seen.ship === given.ship &&
      seen.from === given.from &&
      seen.to === given.to &&
      seen.acted === given.acted &&
      seen.discarded === given.discarded &&
      seen.icebreaker === given.icebreaker
    )
      return seen;
  }
  const seen = freeze({
    seat: given.seat,
    ship: given.ship,
    from: given.from,
    to: given.to,
    acted: given.acted,
    discarded: given.discarded,
    icebreaker: given.icebreaker,
    builtShips: builtShips.seen,
  });
  turn = { seen, builtShips };
  return seen;
}

/** The Sun's visit, frozen. */
export function visitSeen(given: VisitState): VisitState {
  const last = visit;
  const icebreaker = given.icebreaker;
  const cardPlayed = flagsKept(last?.cardPlayed, given.cardPlayed);
  if (last !== undefined && cardPlayed === last.cardPlayed) {
    const seen = last.seen;
    if (
      seen !== given &&
      seen.area === given.area &&
      (icebreaker === null
        ? seen.icebreaker === null
        : seen.icebreaker !== null &&
          seen.icebreaker !== icebreaker &&
          seen.icebreaker.seat === icebreaker.seat &&
          seen.icebreaker.ship === icebreaker.ship)
    )
      return seen;
  }
  const seen = freeze({
    area: given.area,
    icebreaker: icebreaker === null ? null : freeze({ ...icebreaker }),
    cardPlayed: cardPlayed.seen,
  });
  visit = { seen, cardPlayed };
  return seen;
}
const NO_ICEBREAKERS: Icebreaker[] = freeze([]);

/** The Icebreakers waiting on the board, frozen. */
export function icebreakersSeen(given: readonly Icebreaker[]): Icebreaker[] {
  if (given.length === 0 && given !== NO_ICEBREAKERS) return NO_ICEBREAKERS;
  const seen: Icebreaker[] = [];
  for (let index = 0; index < given.length; index++) {
    const entry = given[index] as Icebreaker;
    seen.push(freeze({ area: entry.area, seat: entry.seat, ship: entry.ship }));
  }
  return freeze(seen);
}
