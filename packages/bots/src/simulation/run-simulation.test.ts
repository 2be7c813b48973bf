import { describe, expect, it } from 'vitest';
import { parseBotSpec } from './bot-spec.js';
import type { SimulationConfig } from './config.js';
import { mergeResults } from './merge-results.js';
import { runSimulation } from './run-simulation.js';
import { formatCsv, formatText, summarize } from './summary.js';

const config: SimulationConfig = {
  games: 6,
  players: 3,
  bots: ['heuristic', 'random', 'random'],
  seed: 'test',
  rotate: true,
  rules: {},
  shipPlacement: 'firstGame',
  maxMoves: 3000,
};

describe('runSimulation', () => {
  it('gives the same result whatever the batch size, and its shards merge into exactly that result', async () => {
    const whole = await runSimulation(config, { workers: 0, batchSize: 6 });
    const small = await runSimulation(config, { workers: 0, batchSize: 1 });
    expect(small).toEqual(whole);
    // Batches sized from what is left (the default) count the same games.
    expect(await runSimulation(config, { workers: 0 })).toEqual(whole);
    expect(whole.done).toEqual([[0, 6]]);
    const shards = await Promise.all(
      [1, 2, 3].map((index) =>
        runSimulation(config, { workers: 0, shard: { index, count: 3 }, batchSize: 2 }),
      ),
    );
    expect(shards.map((shard) => shard.aggregate.games)).toEqual([2, 2, 2]);
    const merged = mergeResults([shards[2], shards[0], shards[1]] as never);
    expect(JSON.stringify(merged)).toBe(JSON.stringify(whole));
    expect(() => mergeResults([shards[0], shards[0]] as never)).toThrow(/given twice/);
    expect(() => mergeResults([shards[0], shards[1]] as never)).toThrow(/missing/);
    expect(() =>
      mergeResults([
        shards[0],
        { ...shards[1], config: { ...config, seed: 'other' } },
        shards[2],
      ] as never),
    ).toThrow(/another study/);
  });

  it('counts every game: each bot plays each seat equally often, wins add up, categories add up to points', async () => {
    const result = await runSimulation(config, { workers: 0 });
    const { aggregate } = result;
    expect(aggregate.games).toBe(6);
    expect(aggregate.bots.heuristic?.played).toBe(6);
    expect(aggregate.bots.random?.played).toBe(12);
    for (const seat of aggregate.seats) expect(seat.played).toBe(6);
    const wins = Object.values(aggregate.bots).reduce((sum, bot) => sum + bot.wins, 0);
    const shared = Object.values(aggregate.bots).reduce((sum, bot) => sum + bot.sharedWins, 0);
    expect(wins - shared / 2).toBeGreaterThanOrEqual(6 - 1e-9);
    for (const standing of Object.values(aggregate.bots)) {
      const categories = Object.values(standing.categories).reduce(
        (sum, tally) => sum + tally.sum,
        0,
      );
      expect(categories).toBe(standing.points.sum);
    }
    expect(Object.values(aggregate.ends).reduce((sum, count) => sum + count, 0)).toBe(6);
    const summary = summarize(aggregate);
    // No bot failed: the summary has no failures at all (as the docs say), not an empty record.
    expect(summary).not.toHaveProperty('failures');
    const rate = summary.bots.heuristic?.winRate;
    expect(rate?.low).toBeLessThanOrEqual(rate?.rate ?? 0);
    expect(rate?.high).toBeGreaterThanOrEqual(rate?.rate ?? 1);
    expect(formatText(result)).toContain('by seat');
    expect(formatCsv(result).split('\n')[0]).toMatch(
      /^group,name,played,wins,win_rate,ci95_low,ci95_high/,
    );
  });

  it('stops when asked and keeps the games that finished', async () => {
    const controller = new AbortController();
    const result = await runSimulation(
      { ...config, games: 30 },
      {
        workers: 0,
        batchSize: 2,
        signal: controller.signal,
        onProgress: (done) => {
          if (done >= 4) controller.abort();
        },
      },
    );
    expect(result.interrupted).toBe(true);
    expect(result.aggregate.games).toBeGreaterThanOrEqual(4);
    expect(result.aggregate.games).toBeLessThan(30);
    expect(result.done).toEqual([[0, result.aggregate.games]]);
    // Resumed, it plays only the missing games and gives the uninterrupted result.
    const checkpoints: number[] = [];
    const resumed = await runSimulation(
      { ...config, games: 30 },
      {
        workers: 0,
        batchSize: 7,
        resume: result,
        checkpointMs: 0,
        onCheckpoint: (partial) => checkpoints.push(partial.aggregate.games),
      },
    );
    expect(resumed).toEqual(await runSimulation({ ...config, games: 30 }, { workers: 0 }));
    // The first checkpoint follows the first report: a batch of 7, or the games of it that ended
    // within the report interval.
    expect(checkpoints[0]).toBeGreaterThan(result.aggregate.games);
    expect(checkpoints[0]).toBeLessThanOrEqual(result.aggregate.games + 7);
    await expect(
      runSimulation({ ...config, games: 31 }, { workers: 0, resume: result }),
    ).rejects.toThrow(/another study/);
  });

  it('reads bot specs and refuses unknown ones', () => {
    expect(parseBotSpec('MCTS:50ms').label).toBe('mcts:50ms');
    expect(parseBotSpec('mcts:200it').label).toBe('mcts:200it');
    expect(() => parseBotSpec('mcts:fast')).toThrow(/bad MCTS budget/);
    expect(() => parseBotSpec('mcts:0ms')).toThrow(/bad MCTS budget/);
    expect(() => parseBotSpec('alphazero')).toThrow(/unknown bot "alphazero"/);
  });
});
