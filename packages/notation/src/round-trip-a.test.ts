import { sized } from '@antarctica-game/foundation/test-size';
import { describe, expect, it } from 'vitest';
import { checkRoundTrips } from './__fixtures__/round-trip.js';

// The seeded games are split over two files so that two workers share them: 10,000 in .ci/run
// (TEST_SIZE=full), 1,000 in `pnpm test`.
const HALF = sized(5000, 500);
describe('round trip of seeded bot games, first half', () => {
  it(`games ${0} to ${HALF - 1}: record, format, parse and replay give the same moves, states and scores`, () => {
    const { games } = checkRoundTrips(0, HALF);
    expect(games).toBe(HALF);
  }, 900_000);
});
