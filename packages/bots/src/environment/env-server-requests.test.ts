import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { serveEnvironment } from './env-server.js';

// What a learner found over stdio: string actions, a failed reset, Gymnasium's terminated and
// truncated, action names, and opponents that are programs or modules.
vi.setConfig({ testTimeout: 120_000 });
const scratch = mkdtempSync(join(tmpdir(), 'antarctica-env-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const program = fileURLToPath(
  new URL('../protocol/__fixtures__/misbehaving-bot.mjs', import.meta.url),
);

type Answer = Record<string, unknown> & { legal?: number[]; moves?: number };

/** Sends lines to a server and collects its answers (after the hello). */
async function session(lines: string[]): Promise<Answer[]> {
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
    .slice(1)
    .map((line) => JSON.parse(line));
}

/** A server to talk with, one message and its answer at a time. */
function open(): { ask(message: object): Promise<Answer>; close(): Promise<void> } {
  const input = new PassThrough();
  const output = new PassThrough();
  const waiting: Array<(answer: Answer) => void> = [];
  let rest = '';
  let greeted = false;
  output.on('data', (chunk) => {
    rest += chunk;
    for (let end = rest.indexOf('\n'); end >= 0; end = rest.indexOf('\n')) {
      const line = rest.slice(0, end);
      rest = rest.slice(end + 1);
      if (!greeted) greeted = true;
      else waiting.shift()?.(JSON.parse(line));
    }
  });
  const done = serveEnvironment(input, output);
  return {
    ask: (message) =>
      new Promise((resolve) => {
        waiting.push(resolve);
        input.write(`${JSON.stringify(message)}\n`);
      }),
    close: async () => {
      input.end();
      await done;
    },
  };
}

describe('antarctica-env answers what a learner sends', () => {
  it('takes an action given as its digits in a string, and refuses one that is no number', async () => {
    const [reset] = await session(['{"type":"reset","seed":1}']);
    const action = reset?.legal?.[0];
    const answers = await session([
      '{"type":"reset","seed":1}',
      JSON.stringify({ type: 'step', action: String(action) }),
      '{"type":"step","action":"sail"}',
    ]);
    expect(answers[1]).toMatchObject({ type: 'step', moves: 1 });
    expect(answers[2]).toMatchObject({
      type: 'error',
      code: 'invalid-options',
      message: 'action must be a whole number (or its digits as a string), not "sail"',
    });
  });

  it('a reset that fails keeps the game that was being played', async () => {
    const env = open();
    const first = await env.ask({ type: 'reset', seed: 1 });
    const second = await env.ask({ type: 'step', action: first.legal?.[0] });
    expect(second).toMatchObject({ type: 'step', moves: 1 });
    expect(await env.ask({ type: 'reset', seed: { not: 'a seed' } })).toMatchObject({
      type: 'error',
      code: 'invalid-options',
    });
    expect(await env.ask({ type: 'reset', seed: 2, opponents: [null, 'alphazero'] })).toMatchObject(
      { type: 'error', code: 'invalid-options' },
    );
    // The game goes on from where it was.
    expect(await env.ask({ type: 'step', action: second.legal?.[0] })).toMatchObject({
      type: 'step',
      moves: 2,
    });
    await env.close();
  });

  it('splits the end into terminated (by the rules) and truncated (at maxMoves), as Gymnasium', async () => {
    const env = open();
    const start = await env.ask({ type: 'reset', seed: 1, maxMoves: 1 });
    expect(start).toMatchObject({ done: false, terminated: false, truncated: false });
    expect(await env.ask({ type: 'step', action: start.legal?.[0] })).toMatchObject({
      done: true,
      terminated: false,
      truncated: true,
    });
    // A whole game: the learner plays its first legal action against the random bot.
    let step = await env.ask({ type: 'reset', seed: 3, opponents: [null, 'random'] });
    while (step.done !== true) step = await env.ask({ type: 'step', action: step.legal?.[0] });
    expect(step).toMatchObject({ done: true, terminated: true, truncated: false, player: -1 });
    await env.close();
  });

  it('names an action and gives its move (OpenSpiel action_to_string)', async () => {
    const answers = await session([
      '{"type":"action","action":13}',
      '{"type":"action","action":"216","seat":1}',
      '{"type":"action","action":9999}',
    ]);
    expect(answers[0]).toEqual({
      type: 'action',
      action: 13,
      seat: 0,
      name: 'sail to=0',
      move: { type: 'sail', seat: 0, to: 0 },
    });
    expect(answers[1]).toMatchObject({ name: 'moveShip ship=0 to=0', move: { seat: 1, ship: 8 } });
    expect(answers[2]).toMatchObject({ type: 'error', code: 'invalid-options' });
  });

  it('plays opponents that are programs (cmd:) and JavaScript modules', async () => {
    const module = join(scratch, 'first.mjs');
    writeFileSync(
      module,
      "export default () => ({ name: 'first', chooseMove: (view, legal) => legal[0] });",
    );
    for (const opponent of [
      `cmd:"${process.execPath}" "${program}" good`,
      relative(process.cwd(), module),
    ]) {
      const env = open();
      let step = await env.ask({ type: 'reset', seed: 5, players: 2, opponents: [null, opponent] });
      expect(step).toMatchObject({ type: 'step', player: 0 });
      // Play until the opponent has moved: a step then returns after more moves than one.
      let before = step.moves as number;
      let opponentMoved = false;
      for (let count = 0; count < 20 && !opponentMoved; count++) {
        step = await env.ask({ type: 'step', action: step.legal?.[0] });
        expect(step).toMatchObject({ type: 'step' });
        opponentMoved = (step.moves as number) > before + 1;
        before = step.moves as number;
      }
      expect(opponentMoved).toBe(true);
      await env.close();
    }
    const missing = await session([
      '{"type":"reset","seed":5,"opponents":[null,"cmd:/nonexistent/prog"]}',
    ]);
    expect(missing[0]).toMatchObject({
      type: 'error',
      code: 'invalid-options',
      message: expect.stringMatching(/^bot cmd:\/nonexistent\/prog cannot start/),
    });
  });
});
