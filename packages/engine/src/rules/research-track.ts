import type { TrackSpaceSymbol } from '../edition/edition.js';
import { editionBits } from '../edition/edition-bits.js';
import type { Change } from '../state/change.js';
import type { Effect, GameState } from '../state/state.js';
import { NO_EFFECTS, writablePlayer, writableTrack } from '../state/writable.js';
import { seatsFrom } from './board.js';

/** Where a seat's cube is on a track, or -1. */
export function cubePosition(state: GameState, seat: number, track: number): number {
  return state.tracks[track]?.spaces.indexOf(seat) ?? -1;
}

/**
 * Whether a seat can put research points on a track: open, and their cube is on it, or a cube is
 * available and there is a space to enter on (see {@link entrySpace}).
 */
export function canResearchOn(state: GameState, seat: number, track: number): boolean {
  const trackState = state.tracks[track];
  if (trackState === undefined || trackState.closed) return false;
  if (trackState.spaces.includes(seat)) return true;
  return (state.players[seat]?.cubes ?? 0) > 0 && entrySpace(state, track) >= 0;
}

/**
 * The space a new cube enters a track on, or -1 if it cannot enter: the first free space, or with
 * the reading `newCubeSpace: 'firstSpace'` the first space only when it is free.
 */
export function entrySpace(state: GameState, track: number): number {
  const spaces = state.tracks[track]?.spaces;
  if (spaces === undefined) return -1;
  if (state.rules.newCubeSpace === 'firstSpace') return spaces[0] === -1 ? 0 : -1;
  return spaces.indexOf(-1);
}

/** The tracks a seat can put research points on. */
export function researchTracks(state: GameState, seat: number): number[] {
  const tracks: number[] = [];
  for (let track = 0; track < state.tracks.length; track++)
    if (canResearchOn(state, seat, track)) tracks.push(track);
  return tracks;
}

/**
 * Advances a seat's cube by `points` on a track. A first step puts a cube from Available
 * Resources on its entry space ({@link entrySpace}) and costs a point; occupied spaces are skipped for free; the
 * cube stops at the last free space, and points left over are lost. Returns the actions of the
 * symbol spaces moved onto or past, in order: red ones every time, blue ones only the first time
 * in the game.
 */
export function advance(
  change: Change,
  seat: number,
  track: number,
  points: number,
): readonly Effect[] {
  const { state } = change;
  const current = state.tracks[track];
  const player = state.players[seat];
  if (current === undefined || player === undefined || current.closed || points <= 0)
    return NO_EFFECTS;
  let from = current.spaces.indexOf(seat);
  const first = from < 0 ? entrySpace(state, track) : -1;
  if (from < 0 && (first < 0 || player.cubes === 0)) return NO_EFFECTS;
  const spaces = writableTrack(change, track).spaces;
  let remaining = points;
  let position = from;
  if (from < 0) {
    writablePlayer(change, seat).cubes--;
    spaces[first] = seat;
    position = first;
    remaining--;
    change.events?.push({ type: 'cubeEntered', seat, track, space: first });
  }
  let next = position + 1;
  while (remaining > 0) {
    while (next < spaces.length && spaces[next] !== -1) next++;
    if (next >= spaces.length) break;
    spaces[position] = -1;
    spaces[next] = seat;
    position = next;
    remaining--;
    next++;
  }
  if (from >= 0 && position !== from)
    change.events?.push({ type: 'advanced', seat, track, from, to: position });
  if (from < 0) from = -1;
  return triggeredBetween(change, seat, track, from, position);
}

const NO_SYMBOLS: TrackSpaceSymbol[] = [];

function triggeredBetween(
  change: Change,
  seat: number,
  track: number,
  from: number,
  to: number,
): readonly Effect[] {
  const { state } = change;
  const trackState = writableTrack(change, track);
  const symbols = editionBits(state.edition).symbols[track] ?? NO_SYMBOLS;
  // Most advances trigger nothing: the list is only made for a symbol passed.
  let effects: Effect[] | undefined;
  for (let index = 0; index < symbols.length; index++) {
    const symbol = symbols[index] as (typeof symbols)[number];
    if (symbol.space <= from || symbol.space > to) continue;
    if (symbol.color === 'blue') {
      if (trackState.blueUsed[index]) continue;
      trackState.blueUsed[index] = true;
    }
    change.events?.push({
      type: 'actionTriggered',
      seat,
      track,
      space: symbol.space,
      symbol: symbol.symbol,
      color: symbol.color,
    });
    effects ??= [];
    effects.push({
      kind: 'trackAction',
      symbol: symbol.symbol,
      mover: seat,
      seats: symbol.color === 'red' ? [seat] : seatsFrom(state, seat),
      usedTracks: [],
      deferred: [],
    });
  }
  return effects ?? NO_EFFECTS;
}

/**
 * What a cube on `space` of a track is worth: the number beside the space, or else the first
 * number below it, or 0.
 */
export function cubeValue(state: GameState, track: number, space: number): number {
  let value = 0;
  const points = state.edition.tracks[track]?.points ?? [];
  for (let index = 0; index < points.length; index++) {
    const entry = points[index] as [number, number];
    if (entry[0] <= space) value = entry[1];
  }
  return value;
}
