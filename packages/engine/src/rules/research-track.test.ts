import { describe, expect, it } from 'vitest';
import { emptyBoard, setTrackSymbols } from '../__fixtures__/positions.js';
import type { Change } from '../state/change.js';
import type { GameState } from '../state/state.js';
import { advance, cubeValue } from './research-track.js';

/** A 4-player board whose track 0 has no symbol spaces, for movement rules alone. */
function plainTrack(): GameState {
  const state = emptyBoard(4);
  setTrackSymbols(state, 0, []);
  return state;
}

const change = (state: GameState): Change => ({ state, events: [] });

describe('moving on a Research Track (Box A)', () => {
  it('puts a first cube from Available Resources on the first space, which costs one point', () => {
    const state = plainTrack();
    advance(change(state), 2, 0, 1);
    expect(state.tracks[0]?.spaces[0]).toBe(2);
    expect(state.players[2]?.cubes).toBe(4);
  });

  it('puts the first cube on the first free space when the first is taken', () => {
    const state = plainTrack();
    state.tracks[0]!.spaces[0] = 1;
    advance(change(state), 2, 0, 1);
    expect(state.tracks[0]?.spaces.indexOf(2)).toBe(1);
  });

  it('counts only empty spaces: 2 points with the next 3 spaces taken move the cube 5 spaces', () => {
    const state = plainTrack();
    state.tracks[0]!.spaces[0] = 0;
    for (const space of [1, 2, 3]) state.tracks[0]!.spaces[space] = 1;
    advance(change(state), 0, 0, 2);
    expect(state.tracks[0]?.spaces.indexOf(0)).toBe(5);
  });

  it('cannot move past the end of a track; points left over are lost', () => {
    const state = plainTrack();
    state.tracks[0]!.spaces[9] = 0;
    advance(change(state), 0, 0, 6);
    expect(state.tracks[0]?.spaces.indexOf(0)).toBe(11);
  });

  it('cannot move past a cube at the end of a track: who reached the end first stays first', () => {
    const state = plainTrack();
    state.tracks[0]!.spaces[11] = 1;
    state.tracks[0]!.spaces[9] = 0;
    advance(change(state), 0, 0, 5);
    expect(state.tracks[0]?.spaces.indexOf(0)).toBe(10);
    expect(state.tracks[0]?.spaces[11]).toBe(1);
  });

  it('does nothing without a cube on the track or on Available Resources', () => {
    const state = plainTrack();
    state.players[0]!.cubes = 0;
    advance(change(state), 0, 0, 3);
    expect(state.tracks[0]?.spaces.includes(0)).toBe(false);
  });

  it('values a cube by the number beside its space, or else the first number below it', () => {
    const state = plainTrack();
    const numbers = state.edition.tracks[0]!.points;
    const [space, points] = numbers[1]!;
    expect(cubeValue(state, 0, space)).toBe(points);
    expect(cubeValue(state, 0, space + 1)).toBe(points);
    expect(cubeValue(state, 0, 0)).toBe(0);
  });
});

describe('symbol spaces', () => {
  /** Track 0 with a red "recruit one" on space 2 and a blue "move a ship" on space 4. */
  function symbolTrack(): GameState {
    const state = emptyBoard(4);
    setTrackSymbols(state, 0, [
      { space: 2, color: 'red', symbol: 'recruitOne' },
      { space: 4, color: 'blue', symbol: 'moveShip' },
    ]);
    return state;
  }

  it('triggers every symbol moved onto or past, in order', () => {
    const state = symbolTrack();
    const effects = advance(change(state), 1, 0, 6);
    expect(
      effects.map((effect) => effect.kind === 'trackAction' && [effect.symbol, effect.seats]),
    ).toEqual([
      ['recruitOne', [1]],
      ['moveShip', [1, 2, 3, 0]],
    ]);
  });

  it('counts symbols on occupied spaces skipped over as passed', () => {
    const state = symbolTrack();
    state.tracks[0]!.spaces[0] = 1;
    state.tracks[0]!.spaces[2] = 3;
    const effects = advance(change(state), 1, 0, 2);
    expect(effects.map((effect) => effect.kind === 'trackAction' && effect.symbol)).toEqual([
      'recruitOne',
    ]);
    expect(state.tracks[0]?.spaces.indexOf(1)).toBe(3);
  });

  it('triggers a red space for every player who moves onto or past it', () => {
    const state = symbolTrack();
    expect(advance(change(state), 1, 0, 3)).toHaveLength(1);
    expect(advance(change(state), 2, 0, 3)).toHaveLength(1);
  });

  it('triggers a blue space only once per game', () => {
    const state = symbolTrack();
    expect(
      advance(change(state), 1, 0, 6).map(
        (effect) => effect.kind === 'trackAction' && effect.symbol,
      ),
    ).toContain('moveShip');
    expect(
      advance(change(state), 2, 0, 6).map(
        (effect) => effect.kind === 'trackAction' && effect.symbol,
      ),
    ).toEqual(['recruitOne']);
  });
});
