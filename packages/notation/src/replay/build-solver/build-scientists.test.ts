import { describe, expect, it } from 'vitest';
import { type SupplyModel, supplyAt } from './build-scientists.js';
import type { Transfer } from './build-vars.js';
import { PLANKTON } from './building-bits.js';

// Card 0 builds a Plankton Farm, card 1 something else. Seat 0 builds a farm in area 2 (build
// 0), then builds again (build 1); the probe counted 4 in its supply before build 1.
const model = (first: number, single = 0): SupplyModel => ({
  builds: [
    { seat: 0, area: 2, supply: 5 },
    { seat: 0, area: 3, supply: 4 },
  ],
  card: Int32Array.from([first, 1]),
  typeBit: [PLANKTON, 1],
  single: Uint8Array.from([single, 0]),
});
const supply = (first: number, transfers: Transfer[], single = 0) =>
  supplyAt(model(first, single), 1, transfers, [0, 0, 0, 0]);

describe('the supply at a build, with the Plankton Farms before it (supplyAt)', () => {
  it('is the probe’s less one for each farm of the seat', () => {
    expect(supply(0, [])).toBe(3);
    expect(supply(1, [])).toBe(4);
  });

  it('is the probe’s for a farm that placed one Scientist (the Polish rulebook’s exception)', () => {
    expect(supply(0, [], 1)).toBe(4);
  });

  it('gets one back from a recruit after the farm in its area, which counts one more Scientist there', () => {
    const recruit: Transfer = { at: 1, area: 2, count: 1, reserve: 3 };
    expect(supply(0, [recruit])).toBe(4);
    expect(supply(0, [{ ...recruit, area: 3 }])).toBe(3);
    // Before the farm, or with the reserve the probe emptied: nothing more.
    expect(supply(0, [{ ...recruit, at: 0 }])).toBe(3);
    expect(supply(0, [{ ...recruit, reserve: 1 }])).toBe(3);
  });

  it('takes one fewer in a later transfer that the recruit’s extra Scientist left the reserve short for', () => {
    const recruit: Transfer = { at: 1, area: 2, count: 1, reserve: 2 };
    const discard: Transfer = { at: 1, area: -1, count: 1, reserve: 1 };
    expect(supply(0, [recruit, discard])).toBe(3);
    expect(supply(1, [recruit, discard])).toBe(4);
  });
});
