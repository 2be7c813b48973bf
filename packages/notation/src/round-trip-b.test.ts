import { describe, expect, it } from 'vitest';
import { checkRoundTrips } from './__fixtures__/round-trip.js';

// The 10,000 seeded games are split over two files so that two workers share them.
describe('round trip of seeded bot games, second half', () => {
  it('games 5000 to 9999: record, format, parse and replay give the same moves, states and scores', () => {
    const { games } = checkRoundTrips(5000, 10_000);
    expect(games).toBe(5000);
  }, 900_000);
});
