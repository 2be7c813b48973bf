// Which part of the board a legal move is played by tapping: an area, a pile, a track, a card or
// a count in the mover's panel, or a button of the action bar. One tap with one move plays it;
// a tap with several asks which (the chooser).
import type { Move } from '@antarctica-game/engine';
import type { BoardState } from './board-state.js';

/**
 * A tap target's key: `area:3`, `track:0`, `pile:basic`, `card:icebreaker`, `cubes`, `ships`,
 * `reserve` (the mover's panel), or `action:<move type>` (a button of the action bar).
 */
export type TargetKey = string;

/** The targets that play a move (most moves have one; an area action also has its area). */
export function targetsOf(move: Move, state: BoardState): TargetKey[] {
  const here = state.turn && state.turn.to >= 0 ? [`area:${state.turn.to}`] : [];
  switch (move.type) {
    case 'placeOpeningCube':
    case 'advance':
      return [`track:${move.track}`];
    case 'research':
      return [`track:${move.track}`, ...here];
    case 'placeShip':
      return [`area:${move.area}`];
    case 'sail':
    case 'moveShip':
      return [`area:${move.to}`];
    case 'build':
      return [`pile:${move.deck}`];
    case 'buildShip':
      return ['ships', ...here];
    case 'recruit':
      return ['reserve', ...here];
    case 'playIcebreaker':
      return ['card:icebreaker', `area:${move.area}`];
    case 'playPlaceScientist':
      return ['card:placeScientist'];
    case 'playPlusTwoScientists':
      return ['card:plusTwoScientists'];
    case 'playFastResearch':
      return ['card:fastResearch'];
    case 'discard':
      if (!('ship' in move)) return [move.resource === 'cube' ? 'cubes' : 'ships'];
      return [`area:${state.ships[move.ship] ?? -1}`];
    default:
      return [`action:${move.type}`];
  }
}

/** The legal moves grouped by the target that plays them, in the order given. */
export function movesByTarget(
  moves: readonly Move[] | undefined,
  state: BoardState | undefined,
): Map<TargetKey, Move[]> {
  const byTarget = new Map<TargetKey, Move[]>();
  if (!moves || !state) return byTarget;
  for (const move of moves)
    for (const target of targetsOf(move, state)) {
      const list = byTarget.get(target);
      if (list) list.push(move);
      else byTarget.set(target, [move]);
    }
  return byTarget;
}
