import { legalMoves, type Move, playerView } from '@antarctica-game/engine';
import { fnv1a } from '@antarctica-game/foundation/random';
import { describe, expect, it } from 'vitest';
import { samplePositions } from '../__fixtures__/positions.js';
import {
  buildAccess,
  DEFAULT_WEIGHTS,
  evaluate,
  evaluateSeats,
  gameLeft,
  majorityReach,
} from '../heuristic/evaluate.js';
import { projectedPoints } from '../heuristic/projected-points.js';
import { createRandom } from '../random.js';
import { determinize } from '../view/determinize.js';
import { mctsBot } from './mcts-bot.js';

// The search's speed work (issue 34) must change no figure: the heuristic evaluation, a
// determinization and a whole search give exactly what they gave before it (digests of the exact
// numbers, taken with the code before that work), so that "an iteration" means the same thing.

/** A digest of numbers, each written exactly. */
const digest = (values: readonly number[]): string =>
  fnv1a(values.map((value) => String(value)).join(',')).toString(16);

/** JSON with every object's keys in sorted order: the values drawn, whatever the fields' order. */
const sortedJson = (value: unknown): string =>
  JSON.stringify(value, (_, field: unknown) =>
    typeof field === 'object' && field !== null && !Array.isArray(field)
      ? Object.fromEntries(Object.entries(field).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : field,
  );

describe('the figures the search rests on', () => {
  it('evaluates every seat of every sample position as before', () => {
    const values: number[] = [];
    for (const players of [2, 3, 4] as const)
      for (const state of samplePositions(players, 3, 5)) {
        const left = gameLeft(state);
        values.push(left, ...evaluateSeats(state, DEFAULT_WEIGHTS, left));
        const projected = projectedPoints(state);
        values.push(...projected.areas, ...projected.tracks, ...projected.total);
        for (let seat = 0; seat < players; seat++)
          values.push(
            evaluate(state, seat),
            buildAccess(state, seat),
            majorityReach(state, seat, 3),
          );
      }
    expect(values.length).toBe(9876);
    expect(digest(values)).toBe('b2c1642f');
  });

  it('draws the same hidden cards from a view as before', () => {
    const texts: string[] = [];
    for (const players of [2, 4] as const)
      for (const [index, state] of samplePositions(players, 1, 40).entries()) {
        const drawn = determinize(playerView(state, index % players), createRandom(index));
        texts.push(sortedJson({ ...drawn, edition: undefined }));
      }
    // Taken with sorted keys from the draws of commit f039742 (which gave '424b568' with the
    // fields in the view's order); the draws now list the fields in the engine's order.
    expect(fnv1a(texts.join('\n')).toString(16)).toBe('ec22827e');
  });

  it('searches as before: the same visits of every move for a seed', () => {
    const visits: number[] = [];
    for (const players of [2, 4] as const)
      for (const [index, state] of samplePositions(players, 1, 25).entries()) {
        const legal = legalMoves(state);
        if (legal.length < 2) continue;
        const seat = (legal[0] as Move).seat;
        const bot = mctsBot({ budget: { iterations: 60 }, seed: index, evaluator: 'heuristic' });
        bot.chooseMove(playerView(state, seat), legal);
        for (const child of bot.lastSearch?.children ?? []) visits.push(child.visits);
      }
    expect(visits.length).toBe(101);
    expect(digest(visits)).toBe('193b6410');
  });
});
