import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { applyMove, legalMoves, type Move, newGame } from '@antarctica-game/engine';
import { describe, expect, it, vi } from 'vitest';
import { splitBotList } from '../cli/run-options.js';
import { heuristicBot } from '../heuristic/heuristic-bot.js';
import { type MctsBot, mctsBot } from '../mcts/mcts-bot.js';
import type { MctsBotOptions } from '../mcts/mcts-options.js';
import { askBotSync } from '../play/decide.js';
import { playGameSync } from '../play/play-game.js';
import { readBotOptions } from './bot-options.js';
import { parseBotSpec } from './bot-spec.js';
import { mergeResults } from './merge-results.js';
import { runSimulation } from './run-simulation.js';
import { formatText } from './summary.js';

const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
vi.setConfig({ testTimeout: 120_000 });

/** A position with many legal moves, a few moves into a game. */
const position = (() => {
  let state = newGame({ players: 2, seed: 'options' });
  for (let count = 0; count < 30 && legalMoves(state).length < 8; count++)
    state = applyMove(state, legalMoves(state)[0] as Move);
  return state;
})();

/** The visits of each root move of a bot's search from {@link position}. */
function visits(bot: MctsBot): number[] {
  askBotSync(bot, position);
  return bot.lastSearch?.children.map((child) => child.visits) ?? [];
}

describe('bot options on the command line', () => {
  it('every MCTS option of the API, written as key=value, reaches the bot', () => {
    const cases: Array<[written: string, options: Partial<MctsBotOptions>]> = [
      ['exploration=2', { exploration: 2 }],
      ['rollout-depth=0', { rolloutDepth: 0 }],
      ['rolloutPolicy=random', { rolloutPolicy: 'random' }],
      ['rollout-turns=0', { rolloutTurns: 0 }],
      ['reuse-tree=false', { reuseTree: false }],
      ['value-scale=1', { valueScale: 1 }],
      ['prior-visits=0', { priorVisits: 0 }],
      ['prior-depth=0', { priorDepth: 0 }],
      ['evaluator=heuristic', { evaluator: 'heuristic' }],
      ['evaluator=learned', { evaluator: 'learned' }],
      ['w.majorityReach=3', { weights: { majorityReach: 3 } }],
    ];
    for (const [written, options] of cases) {
      const spec = parseBotSpec(`mcts:40it,${written}`);
      const fromSpec = visits(spec.create(7) as MctsBot);
      const fromApi = visits(mctsBot({ budget: { iterations: 40 }, seed: 7, ...options }));
      expect(fromSpec, written).toEqual(fromApi);
      // What the spec hands to mctsBot (some options, such as reuse-tree, only show in later searches).
      const read = readBotOptions('mcts', [written]);
      expect({
        ...read.mcts,
        ...(Object.keys(read.weights).length > 0 ? { weights: read.weights } : {}),
      }).toEqual(options);
    }
    // And an option changes the search (the comparison above is not empty).
    expect(visits(mctsBot({ budget: { iterations: 40 }, seed: 7, exploration: 2 }))).not.toEqual(
      visits(mctsBot({ budget: { iterations: 40 }, seed: 7 })),
    );
  });

  it('the heuristic bot takes its weights; nested and list weights too', () => {
    const start = newGame({ players: 2, seed: 'weights' });
    const spec = parseBotSpec(
      'heuristic,w.majorityReach=3,w.boardShips=1/2/3/4/5,w.shipyardCards.icebreaker=4',
    );
    const weights = {
      majorityReach: 3,
      boardShips: [1, 2, 3, 4, 5],
      shipyardCards: {
        icebreaker: 4,
        placeScientist: 2.5,
        plusTwoScientists: 1.5,
        fastResearch: 2,
      },
    };
    const written = playGameSync(start, [spec.create(1), heuristicBot({ seed: 2 })]).moves;
    const api = playGameSync(start, [
      heuristicBot({ seed: 1, weights }),
      heuristicBot({ seed: 2 }),
    ]).moves;
    expect(written).toEqual(api);
  });

  it('a short label names the bot in results; the spec keeps every option, in a fixed order', () => {
    const spec = parseBotSpec(' MCTS:20it, label=m3 ,exploration=0.30,reuseTree=true');
    expect(spec.spec).toBe('mcts:20it,exploration=0.3,reuse-tree=true,label=m3');
    expect(spec.label).toBe('m3');
    expect(spec.create(1).name).toBe('m3');
    expect(parseBotSpec('mcts:20it,exploration=0.3').label).toBe('mcts:20it,exploration=0.3');
    expect(splitBotList('mcts:20it,exploration=0.3,label=m3,heuristic,label=h,random')).toEqual([
      'mcts:20it,exploration=0.3,label=m3',
      'heuristic,label=h',
      'random',
    ]);
    // The documented program with options (docs/bot-protocol.md): its brackets' commas are its own.
    expect(splitBotList('cmd[ms=5000,fallback=heuristic]:./my-bot --fast,heuristic')).toEqual([
      'cmd[ms=5000,fallback=heuristic]:./my-bot --fast',
      'heuristic',
    ]);
  });

  it('the table keeps its columns in line for a label longer than the name column', async () => {
    const result = await runSimulation(
      {
        games: 2,
        players: 2,
        bots: ['heuristic,w.majorityReach=0.7', 'uniform'],
        seed: 'wide',
        rotate: true,
        rules: {},
        shipPlacement: 'firstGame',
        maxMoves: 3000,
      },
      { workers: 0 },
    );
    const lines = formatText(result).split('\n');
    const start = lines.findIndex((line) => line.startsWith('by bot'));
    const table = lines.slice(start, start + 3);
    expect(table[1]).toMatch(/^heuristic,w.majorityReach=0.7 +2 /);
    expect(new Set(table.map((line) => line.length)).size).toBe(1);
  });

  it('shards of a study with labels merge into exactly the whole study', async () => {
    const config = {
      games: 4,
      players: 2 as const,
      bots: ['uniform,label=z', 'random,label=a'],
      seed: 'merge-labels',
      rotate: true,
      rules: {},
      shipPlacement: 'firstGame' as const,
      maxMoves: 3000,
    };
    const whole = await runSimulation(config, { workers: 0 });
    const parts = await Promise.all(
      [1, 2].map((index) => runSimulation(config, { workers: 0, shard: { index, count: 2 } })),
    );
    expect(JSON.stringify(mergeResults(parts))).toBe(JSON.stringify(whole));
    expect(Object.keys(whole.aggregate.bots)).toEqual(['z', 'a']);
  });

  it('refuses what it cannot read, saying which options there are', () => {
    expect(() => parseBotSpec('mcts:20it,explore=1')).toThrow(
      /mcts has no option explore: its options are exploration, rollout-depth, .*, label/,
    );
    expect(() => parseBotSpec('random,exploration=1')).toThrow(/random has no option exploration/);
    expect(() => parseBotSpec('mcts:20it,exploration=x')).toThrow(/exploration must be a number/);
    expect(() => parseBotSpec('mcts:20it,evaluator=neural')).toThrow(
      /evaluator must be auto, heuristic or learned/,
    );
    expect(() => parseBotSpec('heuristic,w.nothing=1')).toThrow(/no weight nothing/);
    expect(() => parseBotSpec('heuristic,label=a b')).toThrow(/label must be/);
    expect(() => parseBotSpec('heuristic,label=x,label=y')).toThrow(/given twice/);
  });

  it('antarctica-sim: --bots with options, the short labels in the table and the JSON', () => {
    const run = spawnSync(
      process.execPath,
      [
        cli,
        '--games',
        '2',
        '--bots',
        'mcts:5it,exploration=0.3,label=m03,heuristic,label=H',
        '--workers',
        '1',
        '--quiet',
        '--json',
      ],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result.config.bots).toEqual(['mcts:5it,exploration=0.3,label=m03', 'heuristic,label=H']);
    expect(Object.keys(result.aggregate.bots)).toEqual(['m03', 'H']);
    const clash = spawnSync(
      process.execPath,
      [cli, '--games', '2', '--bot', 'heuristic,label=x', '--bot', 'random,label=x', '--quiet'],
      { encoding: 'utf8' },
    );
    expect(clash.status).toBe(2);
    expect(clash.stderr).toContain('two different bots have the label x');
  });
});
