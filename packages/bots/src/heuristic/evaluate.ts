import {
  type GameState,
  type PlayerState,
  SHIP_AVAILABLE,
  SHIPS_PER_SEAT,
  type ShipyardCard,
} from '@antarctica-game/engine';
import { ladderPoints } from '@antarctica-game/scoring';
import { areaGains, areaKnown, areaMemo } from './board-memo.js';
import { editionTables } from './edition-tables.js';
import { buildingsIn, cubeSpaces, type ProjectedPoints, projectInto } from './projected-points.js';

/**
 * The weights of {@link evaluate}. Points weights multiply Victory Points as scored now; potential
 * weights are Victory Points one expects a piece or card to bring later, and fade as the game nears
 * its end (see `endGameTiming`).
 */
export interface HeuristicWeights {
  /** Area-majority points scored now. */
  areaPoints: number;
  /** Research Track points scored now. */
  trackPoints: number;
  /** Asterisk-card ranking points scored now. */
  asteriskPoints: number;
  /** Discarded-resources ranking points scored now. */
  discardPoints: number;
  /** How much the best opponent's points count against one's own (0: ignore them; 1: the margin). */
  opponentPoints: number;
  /**
   * Majorities in reach: the area points the scientists in supply could add, one scientist per
   * area in the areas where one more scientist gains most.
   */
  majorityReach: number;
  /** Each space of progress on a Research Track, beyond the points it is worth now. */
  trackProgress: number;
  /** A scientist in supply (on top of the majorities it can reach). */
  supplyScientist: number;
  /** A scientist in reserve. */
  reserveScientist: number;
  /** A cube on Available Resources. */
  availableCube: number;
  /**
   * Ships on the board, by how many the player has there: `boardShips[n - 1]` is what the n-th
   * ship adds (the last entry for any more). The first ships are worth most: without ships a
   * player can do nothing.
   */
  boardShips: number[];
  /**
   * Each top card of the three Building Card piles the player could build on a coming turn (access
   * to every building it needs through its ships, and the scientists in supply); half as much with
   * one building missing that a Resource Card in hand can stand in for.
   */
  buildAccess: number;
  /** A ship on Available Resources. */
  availableShip: number;
  /** A Resource Card in hand. */
  resourceCard: number;
  /** A Shipyard Card in hand, by kind. */
  shipyardCards: Record<ShipyardCard, number>;
  /** Each Building Card taken (the second tie-break). */
  buildingCard: number;
  /**
   * End-game timing: potentials are multiplied by `left ** endGameTiming`, where `left` in [0, 1]
   * is how much of the game remains (the smaller of the Building Cards left in the piles and the
   * scientists left to the player closest to running out, each as a share of the start). 0 keeps
   * potentials at full value to the end; higher values cash them in earlier.
   */
  endGameTiming: number;
  /**
   * Never discard a ship (from the board or Available Resources) when the player has this many
   * ships or fewer left: a rule rather than a weight, because a player short of ships can no
   * longer reach the buildings the cards need.
   */
  keepShips: number;
  /** Added for a finished game that the player won (a shared win included). */
  winBonus: number;
}

/** The weights the heuristic bot plays with unless told otherwise (tuned by self-play). */
export const DEFAULT_WEIGHTS: Readonly<HeuristicWeights> = Object.freeze({
  areaPoints: 1,
  trackPoints: 1,
  asteriskPoints: 1,
  discardPoints: 0.5,
  opponentPoints: 0.6,
  majorityReach: 0.6,
  trackProgress: 0.3,
  supplyScientist: 1.5,
  reserveScientist: 0.8,
  availableCube: 0.6,
  boardShips: [12, 10, 8, 6, 4],
  buildAccess: 1.5,
  availableShip: 2,
  resourceCard: 1,
  shipyardCards: Object.freeze({
    icebreaker: 1.5,
    placeScientist: 2.5,
    plusTwoScientists: 1.5,
    fastResearch: 2,
  }),
  buildingCard: 0.1,
  endGameTiming: 1,
  keepShips: 4,
  winBonus: 100,
}) as Readonly<HeuristicWeights>;

/**
 * How good a state is for `seat` by {@link HeuristicWeights}: the points as scored now (the
 * best opponent's counting against), plus what the player's pieces and cards should still bring,
 * faded by how much of the game is left. A finished game counts its final margin plus `winBonus`
 * for a win. Reads only what every player sees, and the player's own hand.
 *
 * `left` (default: {@link gameLeft} of `state`) is how much of the game remains. A bot comparing
 * moves passes the value of the position it decides in, so that no move looks better merely
 * because it keeps the game longer.
 *
 * Like the engine, the evaluation takes states as immutable: it remembers what it worked out for
 * an area's list of scientists and a Research Track's list of spaces, and rates the same list
 * again from memory. Change a copy of a state, never its lists in place, or a changed list may be
 * rated as it was (so do {@link projectedPoints}, `evaluateSeats` and {@link majorityReach}).
 */
export function evaluate(
  state: GameState,
  seat: number,
  weights: HeuristicWeights = DEFAULT_WEIGHTS,
  left: number = gameLeft(state),
): number {
  const projected = projectInto(state);
  const count = state.players.length;
  const total = projected.total;

  if (state.phase === 'over') {
    const mine = total[seat] ?? 0;
    let best = Number.NEGATIVE_INFINITY;
    for (let other = 0; other < count; other++)
      if (other !== seat) best = Math.max(best, total[other] as number);
    const won = mine > best || (mine === best && tieBreakWon(state, seat));
    return (won ? weights.winBonus : 0) + mine - best;
  }

  let bestOther = 0;
  for (let other = 0; other < count; other++)
    if (other !== seat) bestOther = Math.max(bestOther, pointsScore(projected, other, weights));
  const now = pointsScore(projected, seat, weights) - weights.opponentPoints * bestOther;

  if (left <= 0) return now;
  return now + left ** weights.endGameTiming * potential(state, seat, weights);
}

/** The weighted points a seat scores now (its part of {@link evaluate} before potentials). */
function pointsScore(projected: ProjectedPoints, who: number, weights: HeuristicWeights): number {
  return (
    weights.areaPoints * (projected.areas[who] as number) +
    weights.trackPoints * (projected.tracks[who] as number) +
    weights.asteriskPoints * (projected.asteriskCards[who] as number) +
    weights.discardPoints * (projected.discardedResources[who] as number)
  );
}

const scores: number[] = [0, 0, 0, 0];

/**
 * {@link evaluate} for every seat at once (the points are projected once): `values[seat]` equals
 * `evaluate(state, seat, weights, left)`.
 */
export function evaluateSeats(
  state: GameState,
  weights: HeuristicWeights = DEFAULT_WEIGHTS,
  left: number = gameLeft(state),
): number[] {
  const projected = projectInto(state);
  const count = state.players.length;
  const values = new Array<number>(count);
  const total = projected.total;
  if (state.phase === 'over') {
    for (let seat = 0; seat < count; seat++) {
      const mine = total[seat] as number;
      let best = Number.NEGATIVE_INFINITY;
      for (let other = 0; other < count; other++)
        if (other !== seat) best = Math.max(best, total[other] as number);
      const won = mine > best || (mine === best && tieBreakWon(state, seat));
      values[seat] = (won ? weights.winBonus : 0) + mine - best;
    }
    return values;
  }
  for (let who = 0; who < count; who++) scores[who] = pointsScore(projected, who, weights);
  const fade = left <= 0 ? 0 : left ** weights.endGameTiming;
  for (let seat = 0; seat < count; seat++) {
    let bestOther = 0;
    for (let other = 0; other < count; other++)
      if (other !== seat) bestOther = Math.max(bestOther, scores[other] as number);
    const now = (scores[seat] as number) - weights.opponentPoints * bestOther;
    values[seat] = left <= 0 ? now : now + fade * potential(state, seat, weights);
  }
  return values;
}

/** What the player's pieces and cards should still bring, before fading. */
function potential(state: GameState, seat: number, weights: HeuristicWeights): number {
  const player = state.players[seat];
  if (player === undefined) return 0;
  let value =
    weights.supplyScientist * player.supply +
    weights.reserveScientist * player.reserve +
    weights.availableCube * player.cubes +
    weights.resourceCard * player.resourceCards.length +
    weights.buildingCard * player.buildingCards.length;
  const cards = player.shipyardCards;
  for (let index = 0; index < cards.length; index++)
    value += weights.shipyardCards[cards[index] as ShipyardCard];
  let onBoard = 0;
  const ships = weights.boardShips;
  for (let ship = seat * SHIPS_PER_SEAT; ship < (seat + 1) * SHIPS_PER_SEAT; ship++) {
    const place = state.ships[ship] ?? -3;
    if (place >= 0) {
      value += ships[Math.min(onBoard, ships.length - 1)] ?? 0;
      onBoard++;
    } else if (place === SHIP_AVAILABLE) value += weights.availableShip;
  }
  if (weights.buildAccess !== 0) value += weights.buildAccess * buildAccess(state, seat);
  if (weights.trackProgress !== 0) {
    // The seat's cube on each track, as projectInto found it for this very state (the callers
    // project the state first).
    const tracks = state.tracks.length;
    for (let index = 0; index < tracks; index++) {
      const at = cubeSpaces[index * 4 + seat] ?? -1;
      if (at >= 0) value += weights.trackProgress * (at + 1);
    }
  }
  if (weights.majorityReach !== 0 && player.supply > 0)
    value += weights.majorityReach * majorityReach(state, seat, Math.min(player.supply, 3));
  return value;
}

/**
 * How many of the three face-up Building Cards `seat` could build: access to each building the
 * card needs through the player's ships on the board and enough scientists in supply count 1;
 * one building missing that a Resource Card in hand stands in for counts 1/2.
 */
export function buildAccess(state: GameState, seat: number): number {
  const player = state.players[seat];
  if (player === undefined) return 0;
  // The buildings of the areas where the player has a ship (`state.ships` holds each ship's area).
  let reach = 0;
  for (let ship = seat * SHIPS_PER_SEAT; ship < (seat + 1) * SHIPS_PER_SEAT; ship++) {
    const place = state.ships[ship] ?? -1;
    if (place >= 0) reach |= state.areas[place]?.buildings ?? 0;
  }
  const tables = editionTables(state.edition);
  let cardReach = 0;
  const hand = player.resourceCards;
  for (let index = 0; index < hand.length; index++)
    cardReach |= tables.grants[hand[index] as number] ?? 0;
  // The three piles read by name (a loop over DECKS reads each by a changing key, slowly).
  const piles = state.piles;
  const supply = player.supply;
  return (
    topAccess(tables, piles.basic, supply, reach, cardReach) +
    topAccess(tables, piles.double, supply, reach, cardReach) +
    topAccess(tables, piles.advanced, supply, reach, cardReach)
  );
}

/** {@link buildAccess}'s count for one pile's top card: 1, 1/2 or 0. */
function topAccess(
  tables: ReturnType<typeof editionTables>,
  pile: readonly number[],
  supply: number,
  reach: number,
  cardReach: number,
): number {
  // An empty pile is skipped before any table is read at index -1 (a slow named lookup in V8).
  if (pile.length === 0) return 0;
  const card = pile[pile.length - 1] as number;
  const required = tables.requires[card];
  if (required === undefined || supply < (tables.scientists[card] as number)) return 0;
  const lacking = required & ~reach;
  if (lacking === 0) return 1;
  return (lacking & (lacking - 1)) === 0 && (lacking & cardReach) !== 0 ? 0.5 : 0;
}

const scratch: number[] = [0, 0, 0, 0];

/**
 * The area points one more scientist would add for `seat`, summed over the `scientists` areas
 * (at most 3) where it adds most: the majorities within reach of the scientists in supply. Takes
 * states as immutable, as {@link evaluate} says.
 */
export function majorityReach(state: GameState, seat: number, scientists: number): number {
  const count = state.players.length;
  if (scratch.length !== count) scratch.length = count;
  let first = 0;
  let second = 0;
  let third = 0;
  for (let index = 0; index < state.areas.length; index++) {
    const area = state.areas[index];
    if (area === undefined || area.closed) continue;
    const at = index * 4 + seat;
    let gain: number;
    if ((areaMemo(index, area, count) & (1 << seat)) !== 0) gain = areaGains[at] as number;
    else {
      let total = 0;
      for (let other = 0; other < count; other++) {
        const here = area.scientists[other] ?? 0;
        scratch[other] = here;
        total += here;
      }
      const buildings = buildingsIn(area.buildings);
      // The seat's own points on the area's ladder, before and after one more scientist there.
      const mine = scratch[seat] as number;
      const before =
        total > 0 && mine > 0 ? ladderPoints(scratch, count, mine, buildings + total + 1) : 0;
      scratch[seat] = mine + 1;
      gain = ladderPoints(scratch, count, mine + 1, buildings + total + 2) - before;
      areaGains[at] = gain;
      areaKnown(index, 1 << seat);
    }
    if (gain > first) {
      third = second;
      second = first;
      first = gain;
    } else if (gain > second) {
      third = second;
      second = gain;
    } else if (gain > third) third = gain;
  }
  return first + (scientists > 1 ? second : 0) + (scientists > 2 ? third : 0);
}

/**
 * How much of the game is left, in [0, 1]: the smaller of the share of Building Cards still in
 * the piles and the share of scientists left to the player closest to placing their last one.
 */
export function gameLeft(state: GameState): number {
  // The piles read by name and the players by index: a loop over the frozen DECKS with a
  // changing key, and for...of, were a measurable part of every rollout step.
  const piles = state.piles;
  const cards = piles.basic.length + piles.double.length + piles.advanced.length;
  let taken = 0;
  let fewest = Number.POSITIVE_INFINITY;
  const players = state.players;
  for (let seat = 0; seat < players.length; seat++) {
    const player = players[seat] as PlayerState;
    taken += player.buildingCards.length;
    fewest = Math.min(fewest, player.supply + player.reserve);
  }
  const startScientists = startingScientists(state.edition, players.length);
  const cardShare = cards / Math.max(1, cards + taken);
  const scientistShare = fewest / Math.max(1, startScientists);
  return Math.max(0, Math.min(1, cardShare, scientistShare));
}

let setupEdition: GameState['edition'] | undefined;
let setupPlayers = 0;
let setupScientists = 0;

/** The scientists each player starts with (supply and reserve), kept for the last edition asked. */
function startingScientists(edition: GameState['edition'], players: number): number {
  if (edition !== setupEdition || players !== setupPlayers) {
    const row = edition.setup[players as 2 | 3 | 4];
    setupScientists = row.supply + row.reserve;
    setupEdition = edition;
    setupPlayers = players;
  }
  return setupScientists;
}

/** Whether `seat`, tied on points with the best other player, wins on the tie-breaks (approximately: Building Cards). */
function tieBreakWon(state: GameState, seat: number): boolean {
  const mine = state.players[seat]?.buildingCards.length ?? 0;
  return state.players.every(
    (player, other) => other === seat || player.buildingCards.length <= mine,
  );
}
