// Research at a Research Center (a turn's action): its listing, check and effect. How a cube
// moves on a track is in `research-track.ts`.

import { buildingBit } from '../edition/building-bit.js';
import { editionBits } from '../edition/edition-bits.js';
import type { Change } from '../state/change.js';
import { researchMove } from '../state/move-pool.js';
import type { Move } from '../state/moves.js';
import type { GameState } from '../state/state.js';
import { presence } from './board.js';
import { resolveNext } from './effects.js';
import { advance, canResearchOn } from './research-track.js';

type Research = Extract<Move, { type: 'research' }>;

/** The three Research Centers as a bit set. */
const RESEARCH_CENTERS =
  buildingBit('inlandResearchCenter') |
  buildingBit('coastalResearchCenter') |
  buildingBit('navalResearchCenter');

/** The tracks the Research Centers in an area let a seat advance on. */
export function researchTracksAt(state: GameState, seat: number, area: number): number[] {
  const buildings = state.areas[area]?.buildings ?? 0;
  const tracks: number[] = [];
  if ((buildings & RESEARCH_CENTERS) === 0) return tracks;
  const centers = editionBits(state.edition).centers;
  for (let index = 0; index < centers.length; index++)
    if (((centers[index] as number) & buildings) !== 0 && canResearchOn(state, seat, index))
      tracks.push(index);
  return tracks;
}

/** Appends the research a seat may do in `area` now: one move per track. */
export function addResearchMoves(state: GameState, seat: number, area: number, moves: Move[]) {
  const tracks = researchTracksAt(state, seat, area);
  for (let index = 0; index < tracks.length; index++)
    moves.push(researchMove(seat, tracks[index] as number));
}

/** Whether a Research Center in `area` lets the seat research on this track. */
export function isLegalResearch(state: GameState, move: Research, area: number): boolean {
  return researchTracksAt(state, move.seat, area).includes(move.track);
}

/** Advances on the track by the seat's ships and scientists in the area. */
export function research(change: Change, move: Research): void {
  const { state } = change;
  const turn = state.turn;
  if (turn === null) return;
  turn.acted = true;
  const points = presence(state, move.seat, turn.to);
  resolveNext(change, advance(change, move.seat, move.track, points));
}
