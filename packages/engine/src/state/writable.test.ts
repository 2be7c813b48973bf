import { describe, expect, it } from 'vitest';
import { newGame } from '../setup/new-game.js';
import type { GameState } from './state.js';
import { beginChange, writableArea, writableLine } from './writable.js';

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return Object.freeze(value);
}

/** A deep-frozen state with ships on the board, and its JSON, to see that nothing wrote to it. */
function frozenState(): { state: GameState; json: string } {
  const state = deepFreeze(newGame({ players: 4, seed: 'writable' }));
  return { state, json: JSON.stringify(state) };
}

describe('structural sharing of an area (writableLine and writableArea)', () => {
  it("copies an area and its line for a ship's move, sharing its scientists", () => {
    const { state, json } = frozenState();
    const change = beginChange(state, undefined);
    const line = writableLine(change, 0);
    line.push(99);
    const area = change.state.areas[0];
    expect(change.state.areas).not.toBe(state.areas);
    expect(area).not.toBe(state.areas[0]);
    expect(area?.scientists).toBe(state.areas[0]?.scientists);
    expect(writableLine(change, 0)).toBe(line);
    expect(change.state.areas[1]).toBe(state.areas[1]);
    expect(JSON.stringify(state)).toBe(json);
  });

  it('copies the scientists too once the area is written, whichever is asked first', () => {
    for (const lineFirst of [true, false]) {
      const { state, json } = frozenState();
      const change = beginChange(state, undefined);
      if (lineFirst) writableLine(change, 2).push(99);
      const area = writableArea(change, 2);
      if (!lineFirst) writableLine(change, 2).push(99);
      area.scientists[0] = (area.scientists[0] ?? 0) + 1;
      area.buildings |= 1;
      expect(area).toBe(change.state.areas[2]);
      expect(area.scientists).not.toBe(state.areas[2]?.scientists);
      expect(area.ships).toEqual([...(state.areas[2]?.ships ?? []), 99]);
      expect(writableArea(change, 2)).toBe(area);
      expect(writableLine(change, 2)).toBe(area.ships);
      expect(JSON.stringify(state)).toBe(json);
    }
  });
});
