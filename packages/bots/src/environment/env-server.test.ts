import { spawnSync } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import {
  applyMove,
  currentDecision,
  legalMoves,
  type Move,
  newGame,
  playerView,
} from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import { actionSpace } from './action-space.js';
import { serveEnvironment } from './env-server.js';
import { encodeObservation } from './observation.js';

/** Sends lines to a server and collects its answers. */
async function session(lines: string[]): Promise<Array<Record<string, unknown>>> {
  const input = new PassThrough();
  const output = new PassThrough();
  let text = '';
  output.on('data', (chunk) => {
    text += chunk;
  });
  const done = serveEnvironment(input, output);
  for (const line of lines) input.write(`${line}\n`);
  input.end();
  await done;
  return text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
}

describe('the environment over JSON lines', () => {
  it('greets, resets, steps and observes; the actions reach the engine state of the same seed', async () => {
    // The engine alone plays the smallest legal action 40 times; the server is sent the same.
    let state = newGame({ players: 2, seed: 4 });
    const space = actionSpace(state.edition);
    const actions: number[] = [];
    for (let count = 0; count < 40; count++) {
      const legal = legalMoves(state);
      const action = Math.min(...legal.map((move) => space.encode(move)));
      actions.push(action);
      state = applyMove(state, space.decode(action, (legal[0] as Move).seat));
    }
    const answers = await session([
      '{"type":"reset","seed":4,"players":2}',
      ...actions.map((action) => JSON.stringify({ type: 'step', action })),
      '{"type":"observe","seat":1}',
      '{"type":"layout"}',
    ]);
    expect(answers[0]).toMatchObject({ type: 'hello', protocol: 1, actions: space.size });
    expect(answers[1]).toMatchObject({ type: 'step', done: false, rewards: [0, 0] });
    expect(answers[1]).not.toHaveProperty('mask');
    const last = answers.at(-3) as {
      player: number;
      observation: number[];
      legal: number[];
      moves: number;
    };
    expect(last.moves).toBe(40);
    const decision = currentDecision(state);
    const player = 'seat' in decision ? decision.seat : -1;
    expect(last.player).toBe(player);
    expect(last.observation).toEqual(encodeObservation(playerView(state, player), decision));
    expect(last.legal).toEqual(
      legalMoves(state)
        .map((move) => space.encode(move))
        .sort((x, y) => x - y),
    );
    expect(answers.at(-2)).toEqual({
      type: 'observation',
      seat: 1,
      observation: encodeObservation(playerView(state, 1), decision),
    });
    expect(answers.at(-1)).toMatchObject({ type: 'layout', observation: { version: 1 } });
  });

  it('plays the opponents itself and answers every bad message with an error, going on', async () => {
    const answers = await session([
      'not json',
      '[1]',
      '{"type":"fly"}',
      '{"type":"step","action":0}',
      '{"type":"reset","seed":1,"players":5}',
      '{"type":"reset","players":2}',
      '{"type":"reset","seed":1,"players":2,"opponents":["cmd:evil"]}',
      '{"type":"reset","seed":1,"players":2,"opponents":[null,"heuristic"]}',
      '{"type":"step","action":-3}',
      '{"type":"observe","seat":7}',
      '{"type":"quit"}',
      '{"type":"layout"}',
    ]);
    const [, ...rest] = answers;
    expect(rest.map((answer) => answer.type)).toEqual([
      'error',
      'error',
      'error',
      'error',
      'error',
      'error',
      'error',
      'step',
      'error',
      'error',
    ]);
    expect(rest[5]).toMatchObject({
      code: 'invalid-options',
      message: expect.stringContaining('needs a seed'),
    });
    expect(rest[7]).toMatchObject({ player: 0 });
    expect(rest[8]).toMatchObject({ code: 'illegal-move' });
  });

  it('is driven from Python by the example learner, standard library only', () => {
    const script = fileURLToPath(new URL('../../examples/random_agent.py', import.meta.url));
    const cli = fileURLToPath(new URL('../../dist/env-cli.js', import.meta.url));
    const run = spawnSync('python3', [script, '2', `"${process.execPath}" "${cli}"`], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /^\d+ actions, observations of \d+ numbers\ngame 0: \d+ moves, reward (0|1|0\.5)\ngame 1: /,
    );
  });
});
