import { describe, expect, it } from 'vitest';
import { withoutImplied } from './build-tables.js';
import type { Demand } from './build-vars.js';

const demand = (at: number, area: number, mask: number, seat = -1): Demand => ({
  at,
  area,
  mask,
  seat,
});

describe('withoutImplied (Buildings stay where they are put)', () => {
  it('keeps the first of two demands alike', () => {
    const first = demand(3, 1, 0b10);
    expect(withoutImplied([first, demand(3, 1, 0b10)])).toEqual([first]);
  });

  it('drops a later demand of the same area needing one of more Buildings', () => {
    const narrow = demand(2, 4, 0b01);
    expect(withoutImplied([demand(5, 4, 0b11), narrow])).toEqual([narrow]);
  });

  it('keeps a later demand that needs fewer Buildings, or another area', () => {
    const all = [demand(2, 4, 0b11), demand(5, 4, 0b01), demand(5, 3, 0b11)];
    expect(withoutImplied(all)).toEqual(all);
  });

  it("lets a seat's demand imply anyone's, never the other way", () => {
    const seat = demand(2, 0, 0b1, 1);
    const anyone = demand(4, 0, 0b1);
    expect(withoutImplied([seat, anyone])).toEqual([seat]);
    const later = demand(4, 0, 0b1, 1);
    expect(withoutImplied([demand(2, 0, 0b1), later])).toEqual([demand(2, 0, 0b1), later]);
  });

  it("keeps another seat's demand", () => {
    const all = [demand(2, 0, 0b1, 1), demand(4, 0, 0b1, 2)];
    expect(withoutImplied(all)).toEqual(all);
  });
});
