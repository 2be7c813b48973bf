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
// most of them have not changed. Comparing a part with the last frozen copy costs a fraction of
// copying and freezing it again. Frozen, a part can be shared by any number of views; it is
// compared value by value with the state's (never trusted by identity), so a state changed in
// place still gets a view of what it holds. A part is never handed out as the view of itself (a
// state made from a view, as a bot's determinization is, gets copies of its own).

const freeze = Object.freeze as <T>(value: T) => T;

/**
 * Whether two lists hold the same values in the same order (and are not one list). One function
 * per kind of element: a read shared by lists of numbers, flags and card names, frozen and not,
 * sees too many kinds of array for V8 to keep it fast.
 */
function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  if (a === b || a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false;
  return true;
}

/** {@link sameNumbers} for lists of flags. */
function sameFlags(a: readonly boolean[], b: readonly boolean[]): boolean {
  if (a === b || a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false;
  return true;
}

/** {@link sameNumbers} for lists of Shipyard Cards. */
function sameCards(a: readonly ShipyardCard[], b: readonly ShipyardCard[]): boolean {
  if (a === b || a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false;
  return true;
}

/** A frozen copy of a list (spread syntax: `slice` is slow on the frozen lists of a frozen state). */
export const frozenCopy = <T>(list: readonly T[]): T[] => freeze([...list]);

/** `list` as a view shows it: the last frozen copy of the same values, or a new one. */
function numbersSeen(last: number[] | undefined, list: readonly number[]): number[] {
  return last !== undefined && sameNumbers(last, list) ? last : frozenCopy(list);
}

/** {@link numbersSeen} for lists of flags. */
function flagsSeen(last: boolean[] | undefined, list: readonly boolean[]): boolean[] {
  return last !== undefined && sameFlags(last, list) ? last : frozenCopy(list);
}

/** {@link numbersSeen} for lists of Shipyard Cards. */
function cardsSeen(
  last: ShipyardCard[] | undefined,
  list: readonly ShipyardCard[],
): ShipyardCard[] {
  return last !== undefined && sameCards(last, list) ? last : frozenCopy(list);
}

const areas: Array<AreaState | undefined> = [];
const tracks: Array<TrackState | undefined> = [];
/** By seat, twice: the player as others see them (even index) and as they see themselves. */
const players: Array<PlayerState | OtherPlayerSeen | undefined> = [];
let ships: number[] | undefined;
let supply: Record<string, number> | undefined;
let rules: GameState['rules'] | undefined;
let turn: TurnState | undefined;
let visit: VisitState | undefined;
const piles: Array<{ top: number | null; count: number } | undefined> = [];

/** A player as another player sees them (the view's `OtherPlayer`). */
type OtherPlayerSeen = Omit<PlayerState, 'shipyardCards' | 'resourceCards'> & {
  shipyardCards: number;
  resourceCards: number;
};

/** The frozen view of area `index`: the last one made when it holds the same values. */
export function areaSeen(area: AreaState, index: number): AreaState {
  const last = areas[index];
  if (
    last !== undefined &&
    last !== area &&
    last.closed === area.closed &&
    last.buildings === area.buildings &&
    sameNumbers(last.ships, area.ships) &&
    sameNumbers(last.scientists, area.scientists)
  )
    return last;
  const seen = freeze({
    closed: area.closed,
    ships: numbersSeen(last?.ships, area.ships),
    buildings: area.buildings,
    scientists: numbersSeen(last?.scientists, area.scientists),
  });
  areas[index] = seen;
  return seen;
}

/** The frozen view of Research Track `index`: the last one made when it holds the same values. */
export function trackSeen(track: TrackState, index: number): TrackState {
  const last = tracks[index];
  if (
    last !== undefined &&
    last !== track &&
    last.closed === track.closed &&
    sameNumbers(last.spaces, track.spaces) &&
    sameFlags(last.blueUsed, track.blueUsed)
  )
    return last;
  const seen = freeze({
    closed: track.closed,
    spaces: numbersSeen(last?.spaces, track.spaces),
    blueUsed: flagsSeen(last?.blueUsed, track.blueUsed),
  });
  tracks[index] = seen;
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
  if (
    last !== undefined &&
    last !== player &&
    last.color === player.color &&
    last.name === player.name &&
    last.supply === player.supply &&
    last.reserve === player.reserve &&
    last.cubes === player.cubes &&
    last.discarded === player.discarded &&
    last.startingBasicCard === player.startingBasicCard &&
    sameNumbers(last.buildingCards, player.buildingCards) &&
    (own
      ? sameCards(last.shipyardCards as ShipyardCard[], player.shipyardCards) &&
        sameNumbers(last.resourceCards as number[], player.resourceCards)
      : last.shipyardCards === player.shipyardCards.length &&
        last.resourceCards === player.resourceCards.length)
  )
    return last;
  const seen = {
    color: player.color,
    supply: player.supply,
    reserve: player.reserve,
    cubes: player.cubes,
    discarded: player.discarded,
    buildingCards: numbersSeen(last?.buildingCards, player.buildingCards),
    shipyardCards: own
      ? cardsSeen(last?.shipyardCards as ShipyardCard[] | undefined, player.shipyardCards)
      : player.shipyardCards.length,
    resourceCards: own
      ? numbersSeen(last?.resourceCards as number[] | undefined, player.resourceCards)
      : player.resourceCards.length,
    startingBasicCard: player.startingBasicCard,
  } as PlayerState | OtherPlayerSeen;
  if (player.name !== undefined) seen.name = player.name;
  players[slot] = freeze(seen);
  return seen;
}

/** Where every ship is, frozen. */
export function shipsSeen(list: readonly number[]): number[] {
  ships = numbersSeen(ships, list);
  return ships;
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
export function pileSeen(
  index: number,
  cards: readonly number[],
): { top: number | null; count: number } {
  const last = piles[index];
  // Never `cards[-1]`: V8 reads an index below zero as a named property, many times slower.
  const top = cards.length === 0 ? null : (cards[cards.length - 1] as number);
  if (last !== undefined && last.top === top && last.count === cards.length) return last;
  const seen = freeze({ top, count: cards.length });
  piles[index] = seen;
  return seen;
}

/** The turn going on, frozen. */
export function turnSeen(given: TurnState): TurnState {
  const last = turn;
  if (
    last !== undefined &&
    last !== given &&
    last.seat === given.seat &&
    last.ship === given.ship &&
    last.from === given.from &&
    last.to === given.to &&
    last.acted === given.acted &&
    last.discarded === given.discarded &&
    last.icebreaker === given.icebreaker &&
    sameNumbers(last.builtShips, given.builtShips)
  )
    return last;
  turn = freeze({
    seat: given.seat,
    ship: given.ship,
    from: given.from,
    to: given.to,
    acted: given.acted,
    discarded: given.discarded,
    icebreaker: given.icebreaker,
    builtShips: numbersSeen(last?.builtShips, given.builtShips),
  });
  return turn;
}

/** The Sun's visit, frozen. */
export function visitSeen(given: VisitState): VisitState {
  const last = visit;
  const icebreaker = given.icebreaker;
  if (
    last !== undefined &&
    last !== given &&
    last.area === given.area &&
    (icebreaker === null
      ? last.icebreaker === null
      : last.icebreaker !== null &&
        last.icebreaker !== icebreaker &&
        last.icebreaker.seat === icebreaker.seat &&
        last.icebreaker.ship === icebreaker.ship) &&
    sameFlags(last.cardPlayed, given.cardPlayed)
  )
    return last;
  visit = freeze({
    area: given.area,
    icebreaker: icebreaker === null ? null : freeze({ ...icebreaker }),
    cardPlayed: flagsSeen(last?.cardPlayed, given.cardPlayed),
  });
  return visit;
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

/** The frozen lists of the last views, by {@link PartList}. */
const lists: Array<readonly unknown[] | undefined> = [];

/** The lists of parts a view holds: its areas, its tracks, and its players by viewer (`Players + viewer`). */
export const PartList = { Areas: 0, Tracks: 1, Players: 2 } as const;

/**
 * The frozen list of the parts `see` makes of `items` (each frozen, `see(item, index, viewer)`):
 * the last one made for `list` (a {@link PartList}) when it holds the same parts. No new list is
 * made until a part differs.
 */
export function partsSeen<S, T>(
  list: number,
  items: readonly S[],
  see: (item: S, index: number, viewer: number) => T,
  viewer: number,
): T[] {
  const last = lists[list] as T[] | undefined;
  let fresh: T[] | undefined;
  for (let index = 0; index < items.length; index++) {
    const seen = see(items[index] as S, index, viewer);
    if (fresh === undefined) {
      if (last !== undefined && index < last.length && last[index] === seen) continue;
      fresh = [];
      for (let before = 0; before < index; before++) fresh.push((last as T[])[before] as T);
    }
    fresh.push(seen);
  }
  if (fresh === undefined) {
    if (last !== undefined && last.length === items.length) return last;
    fresh = [];
    for (let index = 0; index < items.length; index++) fresh.push((last as T[])[index] as T);
  }
  lists[list] = freeze(fresh);
  return fresh;
}
