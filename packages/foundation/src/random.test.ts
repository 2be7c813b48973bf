import { describe, expect, it } from 'vitest';
import { fnv1a, mulberry32Next, mulberry32Unit, xorshift32 } from './random.js';

describe('the shared generators', () => {
  it('mulberry32 gives its published sequence (seed 1 first gives 0.6270739405881613)', () => {
    let state = 1;
    const numbers: number[] = [];
    for (let step = 0; step < 3; step++) {
      state = mulberry32Next(state);
      numbers.push(Math.floor(mulberry32Unit(state) * 2 ** 32));
    }
    expect(numbers).toEqual([2693262067, 11749833, 2265367787]);
  });

  it('xorshift32 steps as Marsaglia gives it, and never reaches 0 from another number', () => {
    expect(xorshift32(1)).toBe(270369);
    let state = 0x9e3779b9;
    for (let step = 0; step < 10_000; step++) {
      state = xorshift32(state);
      expect(state).not.toBe(0);
    }
  });

  it('fnv1a hashes as FNV-1a does', () => {
    expect(fnv1a('')).toBe(2166136261);
    expect(fnv1a('a')).toBe(0xe40c292c);
  });
});
