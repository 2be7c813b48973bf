import {
  type AreaState,
  DECKS,
  type Decision,
  type Edition,
  type GameState,
  type Icebreaker,
  type PlayerState,
  playerView,
  type TrackState,
} from '@antarctica-game/engine';
import { encodeObservation, observationLayout, zeroArray } from './observation.js';
import {
  areaSize,
  headerSize,
  relativeSeats,
  writeArea,
  writeHeader,
  writeOwnHand,
  writePile,
  writeRest,
  writeSeatCounts,
  writeSeatShips,
  writeTrack,
} from './observation-writers.js';

/**
 * An encoder of the observations of a game's seats as its states follow one another: a new array
 * each call, or the numbers written into `into` (an array of the observation's size, returned).
 */
export type StateEncoder = (
  state: GameState,
  seat: number,
  decision: Decision,
  into?: number[],
) => number[];

/**
 * An encoder of {@link encodeObservation} of `playerView(state, seat)` that makes no view when it
 * can read the observation off the state: while no draft is pending (nearly every step) the view
 * differs from the state only in hiding the hands of the others (the encoding reads only their
 * sizes), the piles below their top cards and the Resource and Shipyard piles (their sizes), and
 * the Shipyard pile is shown whole only to the seat choosing from it (its cards are counted by
 * kind, in any order). With a draft pending (its cards are shown only to the seat picking), the
 * engine's view is made.
 *
 * It keeps each seat's last observation and writes again only the blocks whose part of the state
 * is not the very object it encoded last (areas, tracks, the players, the ships, the Building Card
 * piles), and always the small rest: the engine never changes a part of a state in place (a move
 * copies what it changes), so a part that is the same object holds the same values. States
 * changed in place by their caller need a new encoder. Each call returns an array of its own, or
 * `into` filled in (the caller's, never kept). A test checks that it gives the numbers of the
 * engine's view at every seat along many games.
 */
export function createStateEncoder(): StateEncoder {
  const seats: Array<SeatCache | undefined> = [];
  return (state, seat, decision, into) => {
    const first = state.pending[0];
    if (first !== undefined && first.kind === 'draft') {
      const encoded = encodeObservation(playerView(state, seat), decision);
      return into === undefined ? encoded : copyInto(into, encoded);
    }
    const edition = state.edition;
    const players = state.players.length;
    let cache = seats[seat];
    if (cache === undefined || cache.blocks.edition !== edition || cache.players !== players) {
      cache = newCache(edition, players, seat);
      seats[seat] = cache;
    }
    writeChanged(cache, state, seat, decision);
    return into === undefined ? cache.out.slice() : copyInto(into, cache.out);
  };
}

/** `into` holding the numbers of `from` (as many), element by element: no new array. */
function copyInto(into: number[], from: readonly number[]): number[] {
  if (into.length !== from.length)
    throw new Error(`an observation of ${from.length} numbers, not ${into.length}`);
  for (let index = 0; index < from.length; index++) into[index] = from[index] as number;
  return into;
}

/** {@link createStateEncoder}'s observation of one state, encoded whole. */
export function encodeStateObservation(
  state: GameState,
  seat: number,
  decision: Decision,
): number[] {
  return createStateEncoder()(state, seat, decision);
}

/** Where the blocks of an edition's observation start. */
interface Blocks {
  edition: Edition;
  size: number;
  header: number;
  area: number;
  tracks: number[];
  seats: number;
  hand: number;
  piles: number;
  rest: number;
}

/** A seat's last observation (never handed out) and the parts of the state it was written from. */
interface SeatCache {
  blocks: Blocks;
  players: number;
  relative: number[];
  out: number[];
  areas: Array<AreaState | undefined>;
  icebreakers: readonly Icebreaker[] | undefined;
  tracks: Array<TrackState | undefined>;
  seatsOf: readonly PlayerState[] | undefined;
  ships: readonly number[] | undefined;
  piles: GameState['piles'] | undefined;
}

const editions = new WeakMap<Edition, Blocks>();

/** Where the blocks start, read off the edition's observation layout (the one account of it). */
function blocksOf(edition: Edition): Blocks {
  let blocks = editions.get(edition);
  if (blocks === undefined) {
    const { size, segments } = observationLayout(edition);
    const startOf = (name: string): number => {
      const segment = segments.find((candidate) => candidate.name.startsWith(name));
      if (segment === undefined) throw new Error(`no "${name}" block in the observation layout`);
      return segment.start;
    };
    const seats = startOf('relative seat 0:');
    blocks = {
      edition,
      size,
      header: headerSize(edition),
      area: areaSize(edition),
      tracks: [...edition.tracks.map((_, index) => startOf(`track ${index}: closed`)), seats],
      seats,
      hand: startOf('own Shipyard Cards'),
      piles: startOf(`${DECKS[0]} pile: cards left`),
      rest: startOf('Shipyard pile: cards left'),
    };
    editions.set(edition, blocks);
  }
  return blocks;
}

function newCache(edition: Edition, players: number, seat: number): SeatCache {
  const blocks = blocksOf(edition);
  const relative = [0, 0, 0, 0];
  relativeSeats(relative, seat, players);
  return {
    blocks,
    players,
    relative,
    out: zeroArray(blocks.size),
    areas: [],
    icebreakers: undefined,
    tracks: [],
    seatsOf: undefined,
    ships: undefined,
    piles: undefined,
  };
}

function clear(out: number[], from: number, to: number): void {
  for (let index = from; index < to; index++) out[index] = 0;
}

/** Writes the seat's observation of `state` into its cache: the changed blocks and the rest. */
function writeChanged(cache: SeatCache, state: GameState, seat: number, decision: Decision): void {
  const { out, blocks, relative, players } = cache;
  const edition = blocks.edition;
  clear(out, 0, blocks.header);
  writeHeader(out, edition, players, seat, relative, decision, state.sun, state.turn);
  const icebreakers = state.icebreakers;
  const moved = icebreakers !== cache.icebreakers;
  cache.icebreakers = icebreakers;
  const areas = state.areas;
  for (let index = 0; index < areas.length; index++) {
    const area = areas[index] as AreaState;
    if (area === cache.areas[index] && !moved) continue;
    const at = blocks.header + index * blocks.area;
    clear(out, at, at + blocks.area);
    writeArea(out, at, edition, players, relative, area, index, icebreakers);
    cache.areas[index] = area;
  }
  const tracks = state.tracks;
  for (let index = 0; index < tracks.length; index++) {
    const track = tracks[index] as TrackState;
    if (track === cache.tracks[index]) continue;
    const at = blocks.tracks[index] as number;
    clear(out, at, blocks.tracks[index + 1] as number);
    writeTrack(out, at, relative, track, edition.tracks[index]?.spaces ?? 0);
    cache.tracks[index] = track;
  }
  // Every number of a present seat's block is written each time: no clearing (the players stay).
  if (state.players !== cache.seatsOf) {
    writeSeatCounts(out, blocks.seats, relative, state.players);
    cache.seatsOf = state.players;
  }
  if (state.ships !== cache.ships) {
    writeSeatShips(out, blocks.seats, relative, players, state.ships);
    cache.ships = state.ships;
  }
  clear(out, blocks.hand, blocks.piles);
  writeOwnHand(out, blocks.hand, edition, state.players[seat]);
  const piles = state.piles;
  if (piles !== cache.piles) {
    clear(out, blocks.piles, blocks.rest);
    let at = blocks.piles;
    for (let deck = 0; deck < DECKS.length; deck++) {
      const cards = piles[DECKS[deck] as (typeof DECKS)[number]];
      // Never `cards[-1]`: V8 reads an index below zero as a named property, many times slower.
      const count = cards.length;
      at = writePile(out, at, edition, count, count === 0 ? -1 : (cards[count - 1] as number));
    }
    cache.piles = piles;
  }
  clear(out, blocks.rest, blocks.size);
  const pending = state.pending;
  const first = pending[0];
  const choosing = first !== undefined && first.kind === 'shipyardPick' && first.seats[0] === seat;
  writeRest(
    out,
    blocks.rest,
    choosing ? state.shipyardPile : state.shipyardPile.length,
    state.resourcePile.length,
    first,
    state.buildingSupply,
    state.moves,
  );
}
